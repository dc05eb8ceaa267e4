"""The end of a game as a value (never an exception)."""
from __future__ import annotations

from dataclasses import dataclass

from .language import translated, value


@dataclass(frozen=True, slots=True)
class Outcome:
    winner: int | None  # None means a draw
    reason: str  # the English words; a `core.words.Phrase` (made from facts) words itself in the language read
    rule: str

    @property
    def is_draw(self) -> bool:
        return self.winner is None

    def __str__(self) -> str:
        who = translated("Draw") if self.winner is None else translated("Player {} wins").format(self.winner + 1)
        return f"{who}: {value(self.reason)} [{self.rule}]"
