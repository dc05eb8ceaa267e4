"""Why an action or a hand card cannot be used now: the refusal explanations of every decision kind, from the same
legality functions that list the actions (`turn.py`, `evolution.py`)."""
from __future__ import annotations

from cardgames.core.actions import Action, Decision
from cardgames.core.errors import Violation

from . import evolution, turn
from .state import PLAYER, DigimonState

# the action kinds each decision kind offers, and who explains why one of its actions is refused ("sealed": the
# secret attack choice of DCB-21, Digimon's only sealed choice)
ACTION_KINDS = {"prepare": ("keep", "redraw"), "place": ("place",),
                "evolution": ("evo_zone", "evolve", "option_evolve", "devolve", "end_evolution"),
                "support": ("support_pass", "support_hand", "support_deck"), "sealed": ("attack",)}
WHY_NOT = {"place": turn.place_why_not, "evolution": evolution.why_not, "support": turn.support_why_not,
           "sealed": turn.attack_why_not}
# what each decision kind is about, for the refusal of an action at the wrong time
TOPICS = {"prepare": "keeping or redrawing the hand", "place": "putting a Digimon into play",
          "evolution": "in the evolution phase", "support": "choosing a support card", "sealed": "choosing an attack"}


def refusal(st: DigimonState, decision: Decision, action: Action) -> Violation | None:
    """Why `action` (not listed by `decision`) is refused; an action of another decision kind is refused by the rule
    of the pending decision."""
    if action.kind not in ACTION_KINDS[decision.kind]:
        return Violation(decision.rule, f"{action} is not possible now: {PLAYER[decision.player]} is "
                         f"{TOPICS[decision.kind]} ({decision.prompt})")
    explain = WHY_NOT.get(decision.kind)
    return explain(st, decision.player, action, decision.actions) if explain else None


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
        return refusal(st, decision, Action("place", (iid,)))
    if decision.kind == "evolution":
        if not card.is_digimon and card.evolution is not None:
            return evolution.option_card_why_not(st, p, iid)
        tries = [Action("evolve", (iid,)), Action("evo_zone", (iid,))]
        reasons = [evolution.why_not(st, p, a, decision.actions) for a in tries]
        return reasons[0] if card.is_digimon and not st.sides[p].evolved else reasons[1]
    return Violation(decision.rule, f"{card.name} cannot be used while {PLAYER[p]} is {TOPICS[decision.kind]}")
