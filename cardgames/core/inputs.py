"""Arguments checked at the door: every public function of the study tools (simulate, soak, the ruling explorer,
the quiz, the boards) checks what it is given here before any work starts, and refuses with `ArgumentError`
naming the argument and quoting the value through `errors.shown` (short and safe to print). A teacher types a wrong
number into a cell, a student gives a strange answer: each gets a sentence, never a traceback deep in the kit, a
hang or a machine busy for hours.

The bounds are the kit's own: a seed fits a save (`SEED_LIMIT`, what `data.parse_json` reads back), a count of
games or processes is what one machine can run.
"""
from __future__ import annotations

import math
import os
from collections.abc import Callable, Iterable
from typing import Any

from .data import MAX_NUMBER_DIGITS
from .errors import ArgumentError, shown

SEED_LIMIT = 10 ** MAX_NUMBER_DIGITS  # a seed with more digits than this cannot be read back from its save
MAX_GAMES = 1_000_000                 # games of one simulate or soak run: hours on a laptop already
WORKERS_PER_CORE = 4                  # local processes: at most this many per core


def whole(value: Any, name: str, *, low: int | None = None, high: int | None = None) -> int:
    """`value` as the whole number `name` must be (not a bool, a float or a text of digits), within `low`..`high`."""
    if type(value) is bool or not isinstance(value, int):
        raise ArgumentError("{} must be a whole number, not {}", name, shown(value))
    if low is not None and value < low or high is not None and value > high:
        if low is not None and high is not None:
            raise ArgumentError("{} must be a whole number from {:,} to {:,}, not {}", name, low, high, shown(value))
        if low is not None:
            raise ArgumentError("{} must be a whole number of at least {:,}, not {}", name, low, shown(value))
        raise ArgumentError("{} must be a whole number of at most {:,}, not {}", name, high, shown(value))
    return int(value)


def real(value: Any, name: str, *, low: float, high: float) -> float:
    """`value` as the finite number `name` must be (a whole or decimal number, not a bool or NaN), within
    `low`..`high`."""
    if type(value) is bool or not isinstance(value, int | float):
        raise ArgumentError("{} must be a number, not {}", name, shown(value))
    if isinstance(value, int) and abs(value) >= 10 ** 18 or not math.isfinite(value) or not low <= value <= high:
        raise ArgumentError("{} must be a number from {:g} to {:g}, not {}", name, low, high, shown(value))
    return value


def seed(value: Any, name: str = "seed", *, spread: int = 0) -> int:
    """A seed (or the first of `spread` + 1 consecutive seeds) that a save can hold: fewer than
    `MAX_NUMBER_DIGITS` + 1 digits, so a game played from it can be saved and loaded again."""
    value = whole(value, name)
    if abs(value) >= SEED_LIMIT or abs(value + spread) >= SEED_LIMIT:
        raise ArgumentError("{} must have at most {} digits (a save holds no longer seed), not {}", name,
                            MAX_NUMBER_DIGITS, shown(value))
    return value


def flag(value: Any, name: str) -> bool:
    """`value` as the yes-or-no `name` must be: True or False, nothing else."""
    if type(value) is not bool:
        raise ArgumentError("{} must be True or False, not {}", name, shown(value))
    return value


def text(value: Any, name: str, *, longest: int = 1000) -> str:
    """`value` as the non-empty text `name` must be, at most `longest` characters."""
    if not isinstance(value, str) or not value.strip() or len(value) > longest:
        raise ArgumentError("{} must be a non-empty text of at most {:,} characters, not {}", name, longest,
                            shown(value))
    return value


def one_of(value: Any, name: str, known: Iterable[str]) -> str:
    """`value` as one of the names `known` (a game, an agent, a deck)."""
    known = list(known)
    if not isinstance(value, str) or value not in known:
        raise ArgumentError("unknown {} {}; known: {}", name, shown(value), ", ".join(known))
    return value


def names(value: Any, name: str, known: Iterable[str], *, count: tuple[int, int]) -> tuple[str, ...]:
    """`value` as a list or tuple of `count[0]`..`count[1]` names, each one of `known`."""
    low, high = count
    if isinstance(value, str) or not isinstance(value, list | tuple) or not low <= len(value) <= high:
        if low == high:
            raise ArgumentError("{} must be a list of {} names, not {}", name, low, shown(value))
        raise ArgumentError("{} must be a list of {} to {} names, not {}", name, low, high, shown(value))
    return tuple(one_of(item, name[:-1] if name.endswith("s") else name, known) for item in value)


def function(value: Any, name: str) -> Callable:
    """`value` as the function `name` must be."""
    if not callable(value):
        raise ArgumentError("{} must be a function, not {}", name, shown(value))
    return value


def instance(value: Any, name: str, cls: type, what: str) -> Any:
    """`value` as the object of class `cls` (described as `what`, "a game") that `name` must be."""
    if not isinstance(value, cls):
        raise ArgumentError("{} must be {}, not {}", name, what, shown(value))
    return value


def games(value: Any, name: str = "games") -> int:
    """How many games to play: 1 to `MAX_GAMES`."""
    return whole(value, name, low=1, high=MAX_GAMES)


def workers(value: Any, name: str = "workers") -> int:
    """How many local processes: 1 to `WORKERS_PER_CORE` per core of this machine (None: one per core)."""
    cores = os.cpu_count() or 1
    if value is None:
        return cores
    return whole(value, name, low=1, high=WORKERS_PER_CORE * cores)
