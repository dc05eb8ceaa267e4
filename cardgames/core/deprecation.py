"""Names that went away keep working for one version, with a `DeprecationWarning` naming the new spelling, so that a
learner's cells written against last week's README still run (CHANGELOG.md lists each one and how to move)."""
from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

SINCE = "0.2.0"     # the version that deprecated the names below
REMOVED_IN = "0.3.0"


def deprecated(old: str, new: str, stacklevel: int = 3) -> None:
    """Warn that `old` is going away and `new` replaces it (the warning points at the caller's line: a notebook
    shows it under the cell that used the old name)."""
    warnings.warn(f"{old} is deprecated since cardgames {SINCE} and goes away in {REMOVED_IN}: use {new} instead "
                  "(see CHANGELOG.md)", DeprecationWarning, stacklevel=stacklevel)


def old_module_names(module: str, names: dict[str, tuple[str, Callable[[], Any]]]) -> Callable[[str], Any]:
    """A module's `__getattr__` (PEP 562) that still answers the old `names`: each maps to its new spelling, in
    words, and a function making the object, so `from cardgames.digimon import check_deck` warns and works."""
    def __getattr__(name: str) -> Any:
        if name in names:
            new, make = names[name]
            deprecated(f"{module}.{name}", new)
            return make()
        raise AttributeError(f"module {module!r} has no attribute {name!r}")
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
