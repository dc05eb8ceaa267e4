"""Matches inside a game: a record of match results from which the game's outcome follows.

It serves a game of up to five matches where the first player to win three wins the game (and a player with no
character for the fifth match loses that match). An immutable value: keep
it in a cell of the game's state (`State.CELLS`), and replace it with `record()`.
"""
from __future__ import annotations

from typing import NamedTuple

from .outcome import Outcome
from .words import Phrase


class MatchRecord(NamedTuple):
    """`results`: the winner of each match played, by seat (None for a drawn match)."""

    to_win: int = 3
    most: int = 5
    players: int = 2
    results: tuple[int | None, ...] = ()

    @property
    def number(self) -> int:
        """The number of the match being played (1-based)."""
        return len(self.results) + 1

    def wins(self, seat: int) -> int:
        return self.results.count(seat)

    @property
    def over(self) -> bool:
        return any(self.wins(p) >= self.to_win for p in range(self.players)) or len(self.results) >= self.most

    def record(self, winner: int | None) -> MatchRecord:
        """The record after one more match (an error once the game is decided)."""
        if self.over:
            raise ValueError(f"the game was decided after match {len(self.results)}; no match {self.number}")
        return self._replace(results=(*self.results, winner))

    def outcome(self, rule: str) -> Outcome | None:
        """The game's outcome once decided: the first to `to_win` wins; after `most` matches without one, more
        wins wins, equal wins draw. None while the game goes on."""
        if not self.over:
            return None
        score = "–".join(str(self.wins(p)) for p in range(self.players))
        best = max(range(self.players), key=self.wins)
        if sum(self.wins(p) == self.wins(best) for p in range(self.players)) > 1:
            return Outcome(None, Phrase("matches won {}", score), rule)
        return Outcome(best, Phrase("matches won {}", score), rule)
