"""Hidden information, dealt again: what a seat may imagine of the cards it cannot see (what a primitive hides, such
as the other seats' sealed choices, its own registered determinization draws again: `core.primitives`).

A search that must not read the opponent's hand (`cardgames.coach`) plays on determinizations: copies of the game in
which every card hidden from the deciding seat has been dealt again at random among the places hidden from it. A
game declares its hidden zones once (`Game.HIDDEN_ZONES`, by zone name without its seat): who cannot see them
("owner": every seat but the owner; "nobody": no seat; "face_down": every seat but the owner, and only the zone's
face-down cards) and the pool their cards are dealt again from. The cards of each owner and pool are permuted among
that owner's hidden places of the pool, so each zone keeps its size and each deck list its cards.

A zone declared with a third word, `(who, pool, KIND_SHOWN)`, shows the kind of each of its hidden cards
(`Game.HIDDEN_KIND`: a card of a hand drawn from two decks is known to be of the deck it was drawn from, as the draw
is public; a card attached face down is known to be of a kind that may be attached): only a card of that kind is
dealt into such a place, so no determinization holds a deck, a hand or an attachment the rules could not have made.
The other places of the pool take the rest. A place keeps its status (face up or down, angle, host): the card dealt
into it takes them, and a card attached to a card that moved follows it. The cards are sorted before they are
shuffled, so the result does not depend on where they were.
"""
from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Mapping
from types import MappingProxyType

from .rng import Rng
from .zones import CardZones

OWNER, NOBODY, FACE_DOWN = "owner", "nobody", "face_down"
KIND_SHOWN = "kind shown"  # a zone whose hidden cards show their kind (`Game.HIDDEN_KIND`)
# what most card games hide, declared once: a hand is its owner's, a deck's order nobody's, and a hand's cards are
# dealt again with its owner's deck (one pool); a game hiding more adds its zones (`{**HAND_AND_DECK, ...}`)
HAND_AND_DECK: Mapping[str, tuple[str, ...]] = MappingProxyType({"hand": (OWNER, "cards"), "deck": (NOBODY, "cards")})

Slot = tuple[int, int]  # (the zone's index in the zones' order, the card's position in it)


def hidden_places(zone_names: tuple[str, ...], hidden: dict[str, tuple[str, ...]], seat: int,
                  now: dict[str, str] | None = None) -> dict[tuple[str, str], list[str]]:
    """The zones hidden from `seat`, grouped by (owner, pool): a zone "1.hand" declared ("owner", "cards") is
    hidden from seat 0 only; ("nobody", ...) from every seat; ("face_down", ...) from every seat but its owner, for
    its face-down cards only (`hidden_slots` picks them); `now` adds zones hidden at this moment only (full zone
    name -> pool: a card face down until it is revealed). A shared zone (no seat prefix) has owner ""."""
    groups: dict[tuple[str, str], list[str]] = {}
    now = now or {}
    for name in zone_names:
        owner, _, zone = name.rpartition(".")
        who, pool = hidden.get(zone, (None, ""))[:2]
        if name in now:
            groups.setdefault((owner, now[name]), []).append(name)
        elif who == NOBODY or (who in (OWNER, FACE_DOWN) and owner != str(seat)):
            groups.setdefault((owner, pool), []).append(name)
    return groups


def hidden_slots(contents: tuple, face_up: tuple[bool, ...], order: tuple[str, ...],
                 hidden: dict[str, tuple[str, ...]], seat: int, now: dict[str, str] | None = None,
                 keep: Collection[int] = ()) -> list[tuple[list[Slot], list[Slot]]]:
    """The places hidden from `seat`, per (owner, pool) group (`hidden_places`): every place of a wholly hidden
    zone and the face-down places of a "face_down" zone, but those of the cards in `keep`, as (the places that show
    their card's kind, the others)."""
    index = {name: i for i, name in enumerate(order)}
    now = now or {}
    groups = []
    for names in hidden_places(order, hidden, seat, now).values():
        shown: list[Slot] = []
        unknown: list[Slot] = []
        for name in names:
            z = index[name]
            declared = () if name in now else hidden[name.rpartition(".")[2]]
            face_only = declared[:1] == (FACE_DOWN,)
            into = shown if KIND_SHOWN in declared[2:] else unknown
            into += [(z, i) for i, card in enumerate(contents[z])
                     if not (face_only and face_up[card]) and card not in keep]
        groups.append((shown, unknown))
    return groups


def reshuffle_hidden(zones: CardZones, hidden: dict[str, tuple[str, ...]], seat: int, rng: Rng,
                     now: dict[str, str] | None = None, kind: Callable[[int], Hashable] | None = None,
                     keep: Collection[int] = ()) -> None:
    """Deal the cards hidden from `seat` again among their places (in place: the zones are reloaded): a place that
    shows its card's `kind` gets a card of that kind, the first of the shuffled cards (so each is drawn uniformly),
    the other places the rest in order; each place keeps its status; `now` as in `hidden_places`; the cards of
    `keep` stay where they are (a pending step names them: the top cards of a deck being put back in order)."""
    contents, face_up, angle, host = zones.save()
    order = tuple(zones.lists)
    dealt = [list(cards) for cards in contents]
    became: dict[int, int] = {}  # the card that was at a place -> the card dealt into it
    for shown, unknown in hidden_slots(contents, face_up, order, hidden, seat, now, keep):
        cards = sorted(contents[z][i] for z, i in shown + unknown)
        rng.shuffle(cards)
        if kind is None:
            unknown, shown = shown + unknown, []
        for z, i in shown:
            wanted = kind(contents[z][i])
            card = cards.pop(next(k for k, c in enumerate(cards) if kind(c) == wanted))
            became[contents[z][i]] = dealt[z][i] = card
        for (z, i), card in zip(sorted(unknown), cards, strict=True):
            became[contents[z][i]] = dealt[z][i] = card
    if not became:
        return
    face, turned, hosts = list(face_up), list(angle), list(host)
    for was, card in became.items():  # the card dealt into a place takes that place's status
        face[card], turned[card], hosts[card] = face_up[was], angle[was], host[was]
    for card, on in enumerate(hosts):  # a card attached to a card that moved follows it
        if on in became:
            hosts[card] = became[on]
    zones.load((tuple(map(tuple, dealt)), tuple(face), tuple(turned), tuple(hosts)))

