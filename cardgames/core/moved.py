"""Public names that moved keep working for one version: reading one warns (`DeprecationWarning`) with its new
spelling, so a user's cell written against an older README still runs and says what to write instead."""
from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any


def moved_names(module: str, **moves: tuple[str, Callable[[], Any]]) -> Callable[[str], Any]:
    """A module `__getattr__` for names that moved: `name=(new spelling, what it gives now)`."""

    def __getattr__(name: str) -> Any:
        if name not in moves:
            raise AttributeError(f"module {module!r} has no attribute {name!r}")
        spelling, value = moves[name]
        warnings.warn(f"{module}.{name} is deprecated and goes in the next version: use {spelling}",
                      DeprecationWarning, stacklevel=2)
        return value()

    return __getattr__
