"""A read-only mapping built when first read: the kit's tables that are found rather than written (the games of the
installed entry points, the walkthroughs their layouts declare), so that importing the kit finds nothing yet."""
from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Generic, TypeVar

V = TypeVar("V")


class LazyMapping(Mapping[str, V], Generic[V]):
    """`build()` made into a read-only mapping at the first look; `refresh()` makes it look again."""

    def __init__(self, build: Callable[[], dict[str, V]]) -> None:
        self._build = build
        self._found: dict[str, V] | None = None

    def _table(self) -> dict[str, V]:
        if self._found is None:
            self._found = self._build()
        return self._found

    def refresh(self) -> None:
        """Look again (after installing a game, or putting one on `sys.path`)."""
        self._found = None

    def __getitem__(self, name: str) -> V:
        return self._table()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._table())

    def __len__(self) -> int:
        return len(self._table())

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._table()!r})"
