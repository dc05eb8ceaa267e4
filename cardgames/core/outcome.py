"""The end of a game as a value (never an exception)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Outcome:
    winner: int | None  # None means a draw
    reason: str
    rule: str

    @property
    def is_draw(self) -> bool:
        return self.winner is None

    def __str__(self) -> str:
        who = "Draw" if self.winner is None else f"Player {self.winner + 1} wins"
        return f"{who}: {self.reason} [{self.rule}]"
