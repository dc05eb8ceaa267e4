"""Names that went away keep working for one version, with a `DeprecationWarning` naming the new spelling, so that a
learner's cells written against last week's README still run (CHANGELOG.md lists each one and how to move)."""
from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

SINCE = "0.2.0"     # the version that deprecated most names below
NEXT = "0.3.0"      # the version not yet released (CHANGELOG.md's [Unreleased]): what it deprecates says so


def removed_in(since: str) -> str:
    """The version a name deprecated in `since` goes away in: the next minor version (one version of warnings)."""
    major, minor = since.split(".")[:2]
    return f"{major}.{int(minor) + 1}.0"


REMOVED_IN = removed_in(SINCE)


def deprecated(old: str, new: str, stacklevel: int = 3, since: str = SINCE) -> None:
    """Warn that `old` is going away and `new` replaces it (the warning points at the caller's line: a notebook
    shows it under the cell that used the old name)."""
    warnings.warn(f"{old} is deprecated since cardgames {since} and goes away in {removed_in(since)}: use {new} "
                  "instead (see CHANGELOG.md)", DeprecationWarning, stacklevel=stacklevel)


class Moved:
    """A class attribute that went away: reading `obj.<old>` warns, naming `new`, and gives what replaces it, the
    attribute of that name or `replacement(obj)` (a bound method stays callable: `game.push(step)` still pushes).
    The conformance check of a game's public names (`core.conformance.surface_problems`) knows a name kept this way
    is on its way out."""

    __slots__ = ("old", "new", "replacement", "since")

    def __init__(self, old: str, new: str, replacement: str | Callable[[Any], Any], since: str = SINCE) -> None:
        self.old, self.new, self.replacement, self.since = old, new, replacement, since

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        if obj is None:
            return self
        deprecated(self.old, self.new, since=self.since)
        replacement = self.replacement
        return getattr(obj, replacement) if type(replacement) is str else replacement(obj)


def moved_names(module: str, **moves: tuple[str, Callable[[], Any]]) -> Callable[[str], Any]:
    """A module's `__getattr__` (PEP 562) for names that moved or went: `name=(new spelling, what it gives now)`,
    so reading an old name of a module warns and works; an unknown name is still an AttributeError."""
    def __getattr__(name: str) -> Any:
        if name not in moves:
            raise AttributeError(f"module {module!r} has no attribute {name!r}")
        spelling, value = moves[name]
        deprecated(f"{module}.{name}", spelling)
        return value()
    return __getattr__


def deck_checker(game: type) -> Callable[..., Any]:
    """The old `check_deck(deck, name="deck")` of a wing: raise `DeckError` listing every violation, else return
    the deck; now `game.deck_violations(deck)` says the same without raising."""
    from .errors import DeckError

    def check_deck(deck: Any, name: str = "deck", **_ignored: Any) -> Any:
        violations = game.deck_violations(deck)
        if violations:
            raise DeckError(violations, name)
        return deck
    return check_deck
