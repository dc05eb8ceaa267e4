"""A game's card instances, dealt once from its decks: the one way every wing holds its cards' facts.

Cards are instance ids 0..n-1. `deal` gives each instance the facts of its card (`cards[i]`: the object the wing
reads, `st.cards[card].name` and the rest) and its seat (`owner[i]`, whose zones it moves between). A card's facts
object is the wing's, made once per process per card number from the catalogue loaded once (the pool: plain
values, never written: the loaded card object itself, or an object of the wing's own class for every kind of card,
the card's fields with what its rules work out of them once). What only the instances tell (a table
indexed by instance id, a set per seat) the wing works out in its `derive(cards, owner)`, once per game, into
`tables`.

Nothing is kept across games: every new game deals its decks again (a few microseconds), so no game can see
another's deal and nothing grows with the number of decks a kernel plays. A copy of a game (`Game.clone`,
`determinized`) is the one exception, and the reason this is a core primitive: its state takes the deal of the game
it copies (`State._deal`, handed over by the engine's `Wiring`), which nothing changes, instead of dealing again.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from itertools import chain
from typing import Any, NamedTuple


class Dealt(NamedTuple):
    """One game's card instances: what was dealt, each instance's facts and seat, and the wing's tables of them.
    Tuples all: a clone shares them with the game it copies."""

    keys: tuple          # each instance's card number (what `cards[i]` was looked up by), seat 0's first
    cards: tuple         # each instance's facts, by instance id
    owner: tuple[int, ...]  # the seat owning each instance
    tables: Any          # what the wing's `derive(cards, owner)` worked out of them, else None


def seat_order(decks: Sequence[Sequence]) -> tuple[list, list[int]]:
    """The card numbers of each seat's deck one after the other (seat 0's first) and the seat owning each: the
    `keys` and `owner` of `deal` for a game whose seats' cards come in seat order."""
    owner: list[int] = []
    for seat, deck in enumerate(decks):
        owner += [seat] * len(deck)
    return [*chain.from_iterable(decks)], owner


def deal(facts: Mapping, keys: Sequence, owner: Sequence[int],
         derive: Callable[[tuple, tuple[int, ...]], Any] | None = None) -> Dealt:
    """Instance i is card number `keys[i]`, owned by seat `owner[i]`, its facts `facts[keys[i]]` (the wing's pool);
    `derive(cards, owner)`, when given, works out the wing's tables of this deal."""
    if len(keys) != len(owner):
        raise ValueError(f"{len(keys)} cards dealt but {len(owner)} owners given")
    keys, owner = tuple(keys), tuple(owner)
    cards = tuple(map(facts.__getitem__, keys))  # a new game deals at every reset of a search: kept lean
    return Dealt(keys, cards, owner, None if derive is None else derive(cards, owner))
