"""What each decision of a Digimon Card Battle game does with the action chosen: the handlers `decide_<kind>(st,
action, player)`, found by name like the steps (the secret attack choice of DCB-21 is core's `SealedChoices`, whose
decision kind "sealed" it handles itself)."""
from __future__ import annotations

from cardgames.core.actions import Action
from cardgames.core.words import PLAYER

from . import evolution, turn
from .state import DigimonState


def decide_prepare(st: DigimonState, action: Action, p: int) -> None:
    """DCB-8: keep the hand, or discard it and draw again."""
    if action.kind == "keep":
        st._emit("DCB-8", "keep", "{} keeps the hand.", p, PLAYER[p])
    else:
        st._push(*turn.redraw_steps(st, p))


def decide_place(st: DigimonState, action: Action, p: int) -> None:
    st._push(("put_into_play", p, action.args[0]))


def decide_evolution(st: DigimonState, action: Action, p: int) -> None:
    """One evolution-phase action, then the phase asks again; or its end (DCB-12)."""
    steps = evolution.steps_for(p, action)
    if steps:
        st._push(*steps, ("evo_decision", p))
    else:
        st._emit("DCB-12", "end_evolution", "{} ends the evolution phase.", p, PLAYER[p])


def decide_support(st: DigimonState, action: Action, p: int) -> None:
    if action.kind != "support_pass":
        st._push(("place_support", p, action.kind == "support_deck", action.args[0] if action.args else -1))
    else:
        st._emit("DCB-19", "support_pass", "{} puts no support card.", p, PLAYER[p])
