"""Counted tokens: interchangeable pieces counted per kind and place, moved like cards and conserved like cards.

Cores in a void, a life area, a reserve, on a card, and a special core as a kind of its own; an energy track
capped at 10; points each player starts with. A place is a name: `"0.reserve"`, `"void"`, `"card.17"` (cores on
card 17). Tokens are created once at set-up with `put`; afterwards only `move` changes counts, so the total of each
kind is invariant (the harness checks it through `Game.token_counts()`). An "unlimited" supply such as a void is a
place holding more than a game can use.

A cap (an energy track of 0..10) is a rule: `move` refuses to overfill a capped place, naming the rule, unless
asked to `clamp`, which moves only what fits and leaves the rest where it was.
"""
from __future__ import annotations

from collections.abc import Iterable
from itertools import product, repeat

from . import pending
from .zones import MoveJournal


class Tokens(MoveJournal):
    """Counts of token kinds by place. A part of a game's state (`State.PARTS`), so undo covers it."""

    __slots__ = ("_counts", "get", "caps", "_saved", "_keys")

    def __init__(self, caps: dict[tuple[str, str], tuple[int, str]] | None = None):
        """`caps`: {(kind, place): (most, rule)}, e.g. {("se", "0.se"): (10, "YYH-11")}."""
        self._counts: dict[tuple[str, str], int] = {}  # kept as the same dict for the game (`load` refills it) ...
        self.get = self._counts.get  # ... so this stays its `get`: `get((kind, place), 0)` reads one count
        self.caps = dict(caps or {})
        self._moves: list[list] = []
        self._saved: tuple | None = None  # `save()`'s answer while no count changed since (most steps move none)
        self._keys: tuple | None = None  # the non-empty (kind, place) pairs in order, while none emptied or filled

    def count(self, kind: str, place: str) -> int:
        return self._counts.get((kind, place), 0)

    def total(self, kind: str) -> int:
        return sum(n for (k, _), n in self._counts.items() if k == kind)

    def sum_at(self, kinds: Iterable[str], places: Iterable[str]) -> int:
        """How many tokens of `kinds` lie at `places` in all (e.g. the cores a BS player can spend: reserve and cards
        in play). One look-up per (kind, place) pair: legality asks it at every main-step decision."""
        return sum(map(self._counts.get, product(kinds, places), repeat(0)))

    def at(self, place: str) -> dict[str, int]:
        """Every kind at `place` (e.g. the cores on a spirit, soul core included)."""
        return {k: n for (k, p), n in self._counts.items() if p == place}

    def by_kind(self) -> dict[str, dict[str, int]]:
        """{kind: {place: count}} of every non-empty place (what `Game.token_counts()` returns)."""
        out: dict[str, dict[str, int]] = {}
        for (kind, place), n in sorted(self._counts.items()):
            out.setdefault(kind, {})[place] = n
        return out

    def room(self, kind: str, place: str) -> int | None:
        """How many more fit at `place` (None: no cap)."""
        cap = self.caps.get((kind, place))
        return None if cap is None else cap[0] - self.count(kind, place)

    def put(self, kind: str, place: str, n: int) -> None:
        """Create `n` tokens at `place`: set-up only (afterwards tokens only move)."""
        if n < 0:
            raise ValueError("cannot create a negative number of tokens")
        self._add(kind, place, n)

    def move(self, kind: str, n: int, src: str, dst: str, *, clamp: bool = False) -> int:
        """Move `n` tokens of `kind` from `src` to `dst`; returns how many moved and journals `[kind, n, src, dst]`.
        With `clamp`, moves only what `src` holds and `dst`'s cap allows; without, a shortfall or an overflow is
        an error naming the rule, and nothing moves."""
        if n < 0:
            raise ValueError("move a non-negative number of tokens (swap src and dst instead)")
        counts, key_src, key_dst = self._counts, (kind, src), (kind, dst)
        have = counts.get(key_src, 0)
        cap = self.caps.get(key_dst) if self.caps else None  # `room()`, inlined: BS moves cores at most decisions
        room = None if cap is None else cap[0] - counts.get(key_dst, 0)
        if clamp:  # `min(n, have, room)` without the call: some games clamp every payment
            if n > have:
                n = have
            if room is not None and n > room:
                n = room
        elif n > have:
            raise ValueError(f"{src} holds {have} {kind}, not {n}")
        elif room is not None and n > room:
            most, rule = cap
            raise ValueError(f"[{rule}] {dst} holds at most {most} {kind}: {n} more do not fit")
        if n:  # the two counts updated here rather than by two `_add` calls: BS moves cores at most decisions
            self._saved = None
            if have == n:
                del counts[key_src]  # an empty place has no entry (`save` and `by_kind` list non-empty ones)
                self._keys = None
            else:
                counts[key_src] = have - n
            there = counts.get(key_dst)
            if there is None:
                counts[key_dst] = n
                self._keys = None
            else:
                counts[key_dst] = there + n
            self._moves.append([kind, n, src, dst])
        return n

    def _add(self, kind: str, place: str, n: int) -> None:
        self._saved = self._keys = None
        key = (kind, place)
        left = self._counts.get(key, 0) + n
        if left:
            self._counts[key] = left
        else:
            self._counts.pop(key, None)

    def save(self) -> tuple:
        """The counts as two tuples, the non-empty (kind, place) pairs and their counts in the same order, and the
        same object again while no count changed. This runs at every `Game.apply` that follows a move: the pairs
        are kept until a place empties or fills, so a save after a move makes one tuple of counts (plain ints,
        cheap to keep for every undo step). Places keep the order they were filled in: `load`
        keeps it, so a save after a load equals the loaded one."""
        saved = self._saved
        if saved is None:
            keys = self._keys
            if keys is None:
                self._keys = keys = tuple(self._counts)
            self._saved = saved = (keys, tuple(self._counts.values()))
        return saved

    def load(self, saved: tuple) -> None:
        keys, values = saved
        self._counts.clear()
        self._counts.update(zip(keys, values, strict=True))
        self._saved, self._keys = saved, keys
        self._moves = []


# ----- positions: a place on a card is `card.<ref>`, the card named as the position lists it ------------------------
def _write_place(place: str, moment: pending.Moment) -> str:
    return f"card.{moment.refs.ref(int(place[5:]))}" if place.startswith("card.") else place


def _read_place(value: object, moment: pending.Moment, at: tuple) -> str:
    if not isinstance(value, str) or len(value) > 60:
        raise pending.Bad(at, "{!r:.40} is not a place (\"0.reserve\", or \"card.<card>\": \"card.0.field.1\")", value)
    if value.startswith("card."):
        return f"card.{moment.refs.card(value[5:], at)}"
    return value


pending.kind("place", _write_place, _read_place)
