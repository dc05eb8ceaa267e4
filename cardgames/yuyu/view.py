"""What a seat may see, as plain JSON-serialisable data: the board draws from this alone.

`viewer` is a seat (0 or 1) or None for a spectator who sees everything. Hidden: the opponent's hand (backs), both
decks (counts), the opponent's face-down attachments (backs; their owner knows them), another player's secret
set-up picks. Values are after the effects in force (defense, the attack being made).
"""
from __future__ import annotations

from .state import PLAYER, YuyuState

BACK = {"back": True}


def card_view(st: YuyuState, iid: int) -> dict:
    c = st.cards[iid]
    out = {"id": iid, "code": c.code, "name": c.name, "kind": c.kind, "text": c.text, "practice": c.practice,
           "se": c.se}
    if c.kind == "character":
        out.update(alignment=c.alignment, team=c.team, defense=c.defense)
    if c.kind in ("character", "technique"):
        out["attacks"] = [{"name": a.name, "cost": a.cost, "value": a.value} for a in c.attacks]
    return out


def _seen(st: YuyuState, iid: int, viewer: int | None) -> dict:
    owner_sees = viewer is None or st.owner[iid] == viewer
    return card_view(st, iid) if st.places.face_up[iid] or owner_sees else dict(BACK)


def _attached(st: YuyuState, host: int, viewer: int | None) -> list[dict]:
    out = []
    for c in st.attachments(host):
        item = {"card": _seen(st, c, viewer), "face_up": st.places.face_up[c], "kind": st.cards[c].kind
                if st.places.face_up[c] or viewer is None or st.owner[c] == viewer else None}
        out.append(item)
    return out


def seat_view(st: YuyuState, p: int, viewer: int | None) -> dict:
    f = st.fighter(p)
    fighter = None
    if f is not None:
        fighter = {"card": card_view(st, f), "damage": st.damage[p], "needed": st.needed,
                   "angle": st.places.angle[f], "defense": st.defense(p), "attached": _attached(st, f, viewer)}
    hand = st.zone(p, "hand")
    return {
        "seat": p, "name": PLAYER[p], "se": st.energy(p), "wins": st.record.wins(p), "deck": len(st.zone(p, "deck")),
        "hand_count": len(hand),
        "hand": [card_view(st, c) if viewer is None or viewer == p else dict(BACK) for c in hand],
        "discard": [card_view(st, c) for c in st.zone(p, "discard")],
        "fighter": fighter,
        "sideline": [{"card": card_view(st, c), "match": st.record.number + k + 1, "attached": _attached(st, c, viewer)}
                     for k, c in enumerate(st.zone(p, "sideline"))],
        "record": [{"card": card_view(st, c), "won": st.places.face_up[c]} for c in st.zone(p, "record")],
        "team_bonus": st.team_bonus(p),
        "boosts": [{"what": m[1], "amount": m[2], "until": m[3]} for m in st.mods if m[0] == p],
    }


def view(st: YuyuState, viewer: int | None, outcome: dict | None, decision: dict | None) -> dict:
    """The board for `viewer`; `outcome` and `decision` are the engine's plain views of them."""
    attack = None
    if st.attack:
        src, _, name, value, cost = st.attack
        attack = {"name": name, "source": src, "printed": value, "cost": cost, "value": st.attack_value(st.tp),
                  "defense": st.defense(1 - st.tp)}
    return {
        "game": "yuyu", "viewer": viewer, "turn": st.turn, "turn_player": st.tp, "phase": st.phase,
        "match": st.record.number, "matches": list(st.record.results), "needed": st.needed, "dealt": st.dealt,
        "climatic": st.climatic, "attack": attack,
        "outcome": outcome, "decision": decision,
        "seats": [seat_view(st, p, viewer) for p in (0, 1)],
    }
