"""What every game's layout answers the same way, so a board labels buttons and times animations alike."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar


class GameLayout:
    """Base of the games' layouts: `FRAMES` (event kind -> animation frames) is each game's own."""

    FRAMES: ClassVar[dict[str, int]] = {}

    def describe_action(self, action: Any) -> str:
        return action.label or str(action)

    def frames_for(self, events: Iterable[Any]) -> int:
        """Animation frames for a step with these events (1: nothing moves)."""
        return max((self.FRAMES.get(e.kind, 1) for e in events), default=1)
