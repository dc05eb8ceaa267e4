"""What a seat may see, as plain JSON-serialisable data: the board draws from this alone.

`viewer` is a seat (0 or 1) or None for a spectator who sees everything. Hidden: the opponent's hand (backs), both
decks (counts), the opponent's face-down cards (backs; their owner knows them): the characters placed at set-up
until they all turn face up (YYH-8) and attachments on the sideline (YYH-13), another player's secret set-up
picks. Values are after the effects in force (defense, the attack being made). Each hand card of the deciding
player says whether it can be used now (`usable`) and, if not, the rule that says why (`why_not`), as in every
game's view (`cardgames/README.md`, "Hand cards").
"""
from __future__ import annotations

from typing import Any

from cardgames.core.actions import Decision
from cardgames.core.views import back, hand_view
from cardgames.core.words import PLAYER

from .legality import card_refusal
from .state import YuyuState

# the part of the turn in words, as the view's "step_name" (the key, "step", is the state's phase)
STEP_NAMES = {"setup": "set-up", "draw": "draw step", "main": "main step", "attack": "attack step",
              "end": "end of turn"}


def card_view(st: YuyuState, iid: int) -> dict:
    c = st.cards[iid]
    out = {"id": iid, "code": c.code, "name": c.name, "kind": c.kind, "text": c.text, "practice": c.practice,
           "se": c.se}
    if c.kind == "character":
        out.update(alignment=c.alignment, team=c.team, defense=c.defense)
    if c.kind in ("character", "technique"):
        out["attacks"] = [{"name": a.name, "cost": a.cost, "value": a.value} for a in c.attacks]
    return out


def _visible(st: YuyuState, iid: int, viewer: int | None) -> bool:
    """A face-up card is seen by everyone, a face-down one only by its owner (and a spectator)."""
    return st.places.face_up[iid] or viewer is None or st.owner[iid] == viewer


def _seen(st: YuyuState, iid: int, viewer: int | None) -> dict:
    return card_view(st, iid) if _visible(st, iid, viewer) else back()


def _attached(st: YuyuState, host: int, viewer: int | None) -> list[dict]:
    out = []
    for c in st.attachments(host):
        shown = _visible(st, c, viewer)
        out.append({"card": card_view(st, c) if shown else back(), "face_up": st.places.face_up[c],
                    "kind": st.cards[c].kind if shown else None})
    return out


def seat_view(st: YuyuState, p: int, viewer: int | None, decision: Decision | None) -> dict:
    hand = st.seat_zones[p]["hand"]
    f = st.fighter(p)
    fighter = None
    if f is not None:
        shown = _visible(st, f, viewer)  # face down from set-up until the reveal (YYH-8)
        fighter = {"card": card_view(st, f) if shown else back(), "damage": st.seats[p].damage, "needed": st.needed,
                   "angle": st.places.angle[f], "defense": st.defense(p) if shown else None,
                   "attached": _attached(st, f, viewer)}
    # the match each waiting character fights: between two matches (both fighters gone, the next not yet entered)
    # the first of them enters the match being played
    first = st.record.number + (f is not None)
    return {
        "seat": p, "name": PLAYER[p], "se": st.energy(p), "wins": st.record.wins(p),
        "deck": len(st.seat_zones[p]["deck"]),
        "hand_count": len(hand), "hand": hand_view(st, p, hand, viewer is None or viewer == p, decision, card_view,
                                                   card_refusal),
        "discard": [card_view(st, c) for c in st.seat_zones[p]["discard"]],
        "fighter": fighter,
        "next_match": first,  # the match of the first sideline slot, filled or not
        "sideline": [{"card": _seen(st, c, viewer), "match": first + k, "attached": _attached(st, c, viewer)}
                     for k, c in enumerate(st.seat_zones[p]["sideline"])],
        "record": [{"card": card_view(st, c), "won": st.places.face_up[c]} for c in st.seat_zones[p]["record"]],
        "team_bonus": st.team_bonus(p),
        "boosts": [{"what": m[1], "amount": m[2], "until": m[3]} for m in st.boosts_on(f)],
    }


def _in_arena(st: YuyuState, card: int) -> bool:
    """Whether `card` is the turn player's fighter or attached to it."""
    f = st.fighter(st.tp)
    return f is not None and (card == f or card in st.attachments(f))


def board_view(game: Any, viewer: int | None) -> dict:
    """The board of `game` for `viewer` (the engine adds the envelope: game, viewer, outcome, decision)."""
    st: YuyuState = game.state
    attack = None
    if st.attack and _in_arena(st, st.attack[0]):  # an attack ends with its match (YYH-17), not with the turn
        src, _, name, value, cost = st.attack
        attack = {"name": name, "source_id": src, "printed": value, "cost": cost, "value": st.attack_value(st.tp),
                  "defense": st.defense(1 - st.tp)}
    return {
        "turn": st.turn, "turn_player": st.tp, "step": st.phase, "step_name": STEP_NAMES[st.phase],
        "match": st.record.number, "matches": list(st.record.results), "needed": st.needed, "dealt": st.dealt,
        "climatic": st.climatic, "attack": attack,
        "seats": [seat_view(st, p, viewer, game.decision) for p in (0, 1)],
    }
