"""Why a hand card cannot be used now (what a board shows when a learner clicks a dimmed card), from the same
legality functions that list the actions (`turn.py`, `evolution.py`) and refuse them (`vocabulary.py`).

A refusal is a lesson, so it reads as words, never as code.
"""
from __future__ import annotations

from cardgames.core.actions import Action, Decision
from cardgames.core.errors import Violation

from . import evolution
from .state import DigimonState
from .vocabulary import VOCABULARY


def card_refusal(st: DigimonState, decision: Decision | None, iid: int) -> Violation | None:
    """None when hand card `iid` (or an identical copy) is used by one of `decision`'s actions; otherwise why it
    cannot be used now (what a board shows when a learner clicks a dimmed card)."""
    if decision is None:
        return Violation("", "no decision is pending")
    p = decision.player
    refused = st.not_in_hand(p, (iid,), decision.rule)
    if refused:
        return refused
    ca = st.cards[iid].ca
    if any(st.cards[i].ca == ca for a in decision.actions for i in a.args if type(i) is int and 0 <= i < len(st.cards)
           and a.kind != "attack"):
        return None
    card = st.cards[iid]
    if decision.kind == "place":
        return VOCABULARY.refusal(st, decision, Action("place", (iid,)))
    if decision.kind == "evolution":
        if not card.is_digimon and card.evolution is not None:
            return evolution.option_card_why_not(st, p, iid)
        tries = [Action("evolve", (iid,)), Action("evo_zone", (iid,))]
        reasons = [evolution.why_not(st, p, a, decision.actions) for a in tries]
        return reasons[0] if card.is_digimon and not st.seats[p].evolved else reasons[1]
    return Violation(decision.rule, "{} cannot be used while Player {} is {}", card.name, p + 1,
                     VOCABULARY.by_decision[decision.kind].topic)
