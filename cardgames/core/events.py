"""Events: what one rule step did, as a sentence that cites the rule that caused it."""
from __future__ import annotations

from typing import NamedTuple


class Event(NamedTuple):
    """One thing that happened. `kind` is a short machine tag the boards animate on (e.g. "draw"); `data` holds the
    ids and numbers involved, so a board or test never parses `text`. A tuple, because games make millions."""

    rule: str
    kind: str
    text: str
    player: int | None = None
    data: dict | None = None

    def __str__(self) -> str:
        return f"[{self.rule}] {self.text}"

    def text_for(self, viewer: int | None) -> str:
        """The sentence as `viewer` may read it: another player's private details (a drawn card's name) are left
        out when the event carries a `public` version; `viewer` None sees everything."""
        public = self.data.get("public") if self.data and viewer is not None and self.player != viewer else None
        return public or self.text
