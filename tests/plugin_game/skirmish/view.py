"""What a player may see of a Skirmish game, as plain data: the opponent's hand and both decks are hidden."""
from __future__ import annotations

from typing import Any

from cardgames.core.views import hand_view

from .legality import card_refusal
from .state import PLAYER, SkirmishState

STEP_NAMES = {"setup": "set-up", "draw": "draw", "main": "main step", "attack": "attack step",
              "block": "block step"}


def card_face(st: SkirmishState, card: int) -> dict:
    c = st.cards[card]
    return {"id": card, "number": c.number, "name": c.name, "power": c.power}


def seat_view(st: SkirmishState, p: int, viewer: int | None, decision: Any) -> dict:
    zones = st.seats[p]
    return {"seat": p, "name": PLAYER[p], "life": st.life[p], "deck": len(zones["deck"]),
            "hand_count": len(zones["hand"]),
            "hand": hand_view(st, p, zones["hand"], viewer in (None, p), decision, card_face, card_refusal),
            "line": [{**card_face(st, c), "attacked": p == st.tp and c in st.attacked} for c in zones["line"]],
            "discard": [card_face(st, c) for c in zones["discard"]]}


def board_view(game: Any, viewer: int | None) -> dict:
    st: SkirmishState = game.state
    return {"turn": st.turn, "turn_player": st.tp, "step": st.step, "step_name": STEP_NAMES[st.step],
            "attacker": None if st.attacker < 0 else card_face(st, st.attacker),
            "seats": [seat_view(st, p, viewer, game.decision) for p in (0, 1)]}
