"""A number with its noun in the right number ("1 card", "3 cards", "0 cores"), for the sentences a learner reads:
events, labels, refusals and error messages. Every noun the kit counts takes an "s" in the plural."""
from __future__ import annotations

from typing import NamedTuple

from . import language


def counted(n: int, noun: str) -> str:
    """`n` and `noun`, plural unless `n` is 1: for a sentence made at once (a label, a refusal, an error)."""
    if language.language() != "en":
        return language.counted_words(n, noun)
    return f"{n} {noun if n == 1 else noun + 's'}"


class Counted(NamedTuple):
    """The same as a value of an event's template, worded when the sentence is read (`Event.text`):
    `st._emit(rule, "draw", "{} draws {}.", p, PLAYER[p], Counted(n, "card"))`. A tuple of a number and a string, so
    it is the immutable snapshot an event's values must be."""

    n: int
    noun: str

    def __format__(self, spec: str) -> str:
        return format(counted(self.n, self.noun), spec)

    @property
    def english(self) -> str:
        """The count in English whatever the language read now: what a label's string (the words a program
        compares) is made of."""
        return f"{self.n} {self.noun if self.n == 1 else self.noun + 's'}"
