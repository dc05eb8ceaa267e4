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

    def public_text(self) -> str:
        """The sentence with private details (a drawn card's name) left out, for the other player's eyes."""
        return (self.data or {}).get("public", self.text)
