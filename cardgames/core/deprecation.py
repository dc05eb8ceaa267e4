"""Names that went away keep working for one version, with a `DeprecationWarning` naming the new spelling, so that a
learner's cells written against last week's README still run (CHANGELOG.md lists each one and how to move).

Every shim records the version that deprecated it (`since`, given at each call: `deprecated`, `Moved`, `former`),
and goes away in the next minor version (`removed_in`); `tests/test_deprecations.py` fails when a shim outlives it."""
from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

NEXT = "0.3.0"  # the version not yet released (CHANGELOG.md's [Unreleased]): what it deprecates says so


def removed_in(since: str) -> str:
    """The version a name deprecated in `since` goes away in: the next minor version (one version of warnings)."""
    major, minor = since.split(".")[:2]
    return f"{major}.{int(minor) + 1}.0"


def deprecated(old: str, new: str, *, since: str, stacklevel: int = 3) -> None:
    """Warn that `old` is going away and `new` replaces it (the warning points at the caller's line: a notebook
    shows it under the cell that used the old name)."""
    warnings.warn(f"{old} is deprecated since cardgames {since} and goes away in {removed_in(since)}: use {new} "
                  "instead (see CHANGELOG.md)", DeprecationWarning, stacklevel=stacklevel)


def former_form(sentence: str, *, since: str, stacklevel: int) -> None:
    """Warn that a former form of some data (a field of a position, a card named the old way) was read: `sentence`
    says what replaces it, its `{until}` how long the former form is read ("until 0.4.0")."""
    warnings.warn(sentence.format(until=f"until {removed_in(since)}"), DeprecationWarning, stacklevel=stacklevel + 1)


class Moved:
    """A class attribute that went away: reading `obj.<old>` warns, naming `new`, and gives what replaces it, the
    attribute of that name or `replacement(obj)` (a bound method stays callable: `game.push(step)` still pushes).
    The conformance check of a game's public names (`core.conformance.surface_problems`) knows a name kept this way
    is on its way out."""

    __slots__ = ("old", "new", "replacement", "since")

    def __init__(self, old: str, new: str, replacement: str | Callable[[Any], Any], since: str) -> None:
        self.old, self.new, self.replacement, self.since = old, new, replacement, since

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        if obj is None:
            return self
        deprecated(self.old, self.new, since=self.since)
        replacement = self.replacement
        return getattr(obj, replacement) if type(replacement) is str else replacement(obj)
