"""Events: what one rule step did, as a sentence that cites the rule that caused it."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened. `kind` is a short machine tag the boards animate on (e.g. "draw");
    `data` holds the ids and numbers involved, so a board or test never parses `text`."""

    rule: str
    kind: str
    text: str
    player: int | None = None
    data: dict = field(default_factory=dict, compare=False)

    def __str__(self) -> str:
        return f"[{self.rule}] {self.text}"
