"""What every game's layout answers the same way, so a board labels buttons and times animations alike."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar


def event_text(event: Any, viewer: int | None) -> str:
    """An event's sentence as `viewer` may read it (`Event.text_for`: another player's secrets as their public
    sentence), worded for a person: a secret choice sealed after a selection says "chooses in secret: their
    choice." to the chooser too, which reads as hiding their own choice from them; the picks themselves are the
    lines just before it, so it says that instead. (Which sealed event that is, its data says: `picks`.)"""
    text = event.text_for(viewer)
    if event.kind == "sealed" and event.data.get("picks") and event.public:
        public = event.public
        return f"{public.rstrip('.')}: the picks above." if viewer is None or viewer == event.player else public
    return text


class GameLayout:
    """Base of the games' layouts: `FRAMES` (event kind -> animation frames) is each game's own. A hand card the
    view marks `usable: False` is drawn in greys (`dimmed`, `theme.DIM_BAND`), and its details end with
    `refusal_lines`."""

    FRAMES: ClassVar[dict[str, int]] = {}

    @staticmethod
    def dimmed(hand: list[dict]) -> set:
        """The ids of the hand cards to draw greyed: those the view says cannot be used now, while another card of
        the hand can be (when none can, greying them all tells nothing)."""
        if not any(card.get("usable") for card in hand):
            return set()
        return {card["id"] for card in hand if card.get("usable") is False and "id" in card}

    def describe_action(self, action: Any, label: str) -> str:
        """The words of `action`'s button, given its label (`game.describe`, made by the board when it draws the
        button): the label itself."""
        return label

    @staticmethod
    def refusal_lines(card: dict) -> list[str]:
        """The detail panel's line for a card the view says cannot be used now (its `why_not`): the rule and why."""
        why = card.get("why_not")
        return [f"Not now: [{why['rule']}] {why['text']}"] if why else []

    def frames_for(self, events: Iterable[Any]) -> int:
        """Animation frames for a step with these events (1: nothing moves)."""
        return max((self.FRAMES.get(e.kind, 1) for e in events), default=1)
