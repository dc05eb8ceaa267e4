"""What a player may see of a Digimon Card Battle game, as JSON-serialisable plain data (`board_view`, the board of
`DigimonGame.view`).

The engine decides here, once, what is hidden (the opponent's hand, a face-down support card, the secret attack
choice of DCB-21) and computes every value a board shows (HP after damage, the DCB-27 penalty, attack power after
the penalty and this battle's effects, the P.E total), so a board draws from this data alone. The shape is
documented in `cardgames/README.md` ("The view").
"""
from __future__ import annotations

from typing import Any

from cardgames.core.actions import Action, Decision
from cardgames.core.views import back, hand_view
from cardgames.core.words import PLAYER

from .cards import ATTACK_SYMBOLS
from .legality import card_refusal
from .state import DigimonState

# the part of the turn in words, as the view's "step_name" (the key, "step", is the state's phase)
STEP_NAMES = {"setup": "set-up", "preparation": "preparation phase", "evolution": "evolution phase",
              "support": "support phase", "battle": "battle phase", "end": "end of turn"}


def card_face(st: DigimonState, iid: int) -> dict:
    """A face-up card: its instance id and its printed facts."""
    c = st.cards[iid]
    face = {"id": iid, "ca": c.ca, "name": c.name, "kind": "digimon" if c.is_digimon else "option", "text": c.text}
    if c.is_digimon:
        face.update(level=c.level, specialty=c.specialty, hp=c.hp, pe=c.pe, evolve_cost=c.evolve_cost,
                    attacks=[{"symbol": ATTACK_SYMBOLS[k], "name": a.name, "power": a.power}
                             for k, a in enumerate(c.attacks)],
                    cross_effect=c.cross_effect.kind if c.cross_effect is not None else None)
    else:
        face["yellow"] = c.evolution is not None
    return face


def _digimon(st: DigimonState, p: int, sealed: dict[int, object]) -> dict | None:
    """`p`'s active Digimon; `sealed` holds the sealed attack choices the viewer may see (`sealed_for`)."""
    s = st.seats[p]
    zones = st.seat_zones[p]
    if not zones["stack"]:
        return None
    card = st.cards[zones["stack"][-1]]
    if s.attack_shown:  # revealed: the attack in force this battle (an effect may have changed it)
        chosen, index = True, s.attack
    else:  # DCB-21: sealed, and seen only by its owner (or a spectator) until revealed
        own = sealed.get(p)
        chosen, index = own is not None, own.args[0] if isinstance(own, Action) else None
    visible = index is not None
    attacks = []
    for k, a in enumerate(card.attacks):
        power = a.power // s.penalty
        attacks.append({"symbol": ATTACK_SYMBOLS[k], "name": a.name, "printed": a.power, "power": power,
                        "battle_power": s.power if s.attack_shown and k == s.attack else None})
    return {
        "card": card_face(st, zones["stack"][-1]),
        "stack": [card_face(st, i) for i in zones["stack"]],
        "hp": s.hp, "max_hp": st.max_hp(p), "penalty": s.penalty, "specialty": st.specialty(p),
        "attacks": attacks,
        "attack": {"chosen": chosen, "revealed": s.attack_shown,
                   "index": index,
                   "symbol": ATTACK_SYMBOLS[index] if visible else None,
                   "power": s.power if s.attack_shown else None},
        "effects": [{"source": card_face(st, src), "source_seat": _owner(st, src),
                     "what": what, "before": before, "after": after} for src, what, before, after in s.changes],
    }


def _owner(st: DigimonState, iid: int) -> int:
    """The seat whose zones hold card instance `iid` (cards never change owner): its zone id starts with it."""
    return int(st.places.where(iid)[0])


def seat_view(st: DigimonState, p: int, viewer: int | None, decision: Decision | None,
              sealed: dict[int, object]) -> dict:
    s = st.seats[p]
    zones = st.seat_zones[p]
    support_up = viewer is None or s.support_shown or (viewer == p and not s.support_unseen)
    return {
        "seat": p, "name": PLAYER[p], "kos": s.kos, "deck": len(zones["deck"]),
        "hand_count": len(zones["hand"]),
        "hand": hand_view(st, p, zones["hand"], viewer is None or viewer == p, decision, card_face, card_refusal),
        "evolution_zone": [card_face(st, i) for i in zones["evo"]], "pe": st.pe_total(p),
        "support": [card_face(st, i) if support_up else back() for i in zones["support"]],
        "support_revealed": s.support_shown,
        "discard": [card_face(st, i) for i in zones["discard"]],
        "digimon": _digimon(st, p, sealed),
        "evo_placed": s.evo_placed, "evolved": s.evolved,
    }


def board_view(game: Any, viewer: int | None) -> dict:
    """The board of `game` for `viewer` (seat 0 or 1, or None for a spectator who sees all); the engine adds the
    envelope (game, viewer, outcome, decision)."""
    if viewer not in (None, 0, 1):
        raise ValueError(f"viewer must be 0, 1 or None, not {viewer!r}")
    st: DigimonState = game.state
    sealed = st.sealed_for(viewer)
    return {"turn": st.turn, "turn_player": st.tp, "step": st.phase, "step_name": STEP_NAMES[st.phase],
            "attacks_revealed": st.seats[0].attack_shown,
            "seats": [seat_view(st, p, viewer, game.decision, sealed) for p in (0, 1)]}
