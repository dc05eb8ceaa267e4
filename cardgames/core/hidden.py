"""Hidden information, dealt again: what a seat may imagine of the cards and choices it cannot see.

A search that must not read the opponent's hand (`cardgames.coach`) plays on determinizations: copies of the game in
which every card hidden from the deciding seat has been dealt again at random among the places hidden from it. A
game declares its hidden zones once (`Game.HIDDEN_ZONES`, by zone name without its seat); the cards of each owner
and pool are permuted among that owner's hidden places of the pool, so each zone keeps its size and each deck list
its cards, and the cards are sorted before they are shuffled, so the result does not depend on where they were.
"""
from __future__ import annotations

from typing import Any

from .rng import Rng
from .zones import CardZones

OWNER, NOBODY = "owner", "nobody"


def hidden_places(zone_names: tuple[str, ...], hidden: dict[str, tuple[str, str]], seat: int,
                  now: dict[str, str] | None = None) -> dict[tuple[str, str], list[str]]:
    """The zones hidden from `seat`, grouped by (owner, pool): a zone "1.hand" declared ("owner", "cards") is
    hidden from seat 0 only; ("nobody", ...) from every seat; `now` adds zones hidden at this moment only (full
    zone name -> pool: a card face down until it is revealed). A shared zone (no seat prefix) has owner ""."""
    groups: dict[tuple[str, str], list[str]] = {}
    now = now or {}
    for name in zone_names:
        owner, _, zone = name.rpartition(".")
        who, pool = hidden.get(zone, (None, ""))
        if name in now:
            groups.setdefault((owner, now[name]), []).append(name)
        elif who == NOBODY or (who == OWNER and owner != str(seat)):
            groups.setdefault((owner, pool), []).append(name)
    return groups


def reshuffle_hidden(zones: CardZones, hidden: dict[str, tuple[str, str]], seat: int, rng: Rng,
                     now: dict[str, str] | None = None) -> None:
    """Deal the cards hidden from `seat` again among their places (in place: the zones are reloaded, statuses
    kept by card); `now` as in `hidden_places`."""
    contents, face_up, angle, host = zones.save()
    order = tuple(zones.lists)
    index = {name: i for i, name in enumerate(order)}
    dealt = list(contents)
    for names in hidden_places(order, hidden, seat, now).values():
        cards = sorted(card for name in names for card in contents[index[name]])
        rng.shuffle(cards)
        start = 0
        for name in names:
            size = len(contents[index[name]])
            dealt[index[name]] = tuple(cards[start:start + size])
            start += size
    zones.load((tuple(dealt), face_up, angle, host))


def redraw_sealed(state: Any, seat: int, rng: Rng) -> tuple:
    """The sealed choices (`sealed.SealedChoices`) with every other seat's drawn again (`state.redraw_sealed`)."""
    return tuple((name, player, value if player == seat else state.redraw_sealed(name, player, value, rng))
                 for name, player, value in state.sealed)
