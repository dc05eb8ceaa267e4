"""Why an action or a hand card cannot be used now: the refusal explanations of every decision kind, from the same
legality functions that list the actions (`turn.py`, `evolution.py`).

A refusal is a lesson, so it reads as words, never as code: an action of another decision kind is refused by the
rule that says when that action is done (evolving, DCB-13, in the evolution phase), an action of the pending kind
with the wrong number of arguments by what it names, and an unlisted one by its own decision kind's reasons.
"""
from __future__ import annotations

from cardgames.core.actions import Action, Decision
from cardgames.core.errors import Violation, shown

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
TOPICS = {"prepare": "keeping or redrawing the hand", "place": "choosing a Digimon to put into play",
          "evolution": "acting in the evolution phase", "support": "choosing a support card",
          "sealed": "choosing an attack in secret"}
# each action kind: the rule that says when it is done, what it does in words, when, and what its arguments name
ACTION_WORDS: dict[str, tuple[str, str, str, str]] = {
    "keep": ("DCB-8", "keeping the hand", "in the preparation phase, after drawing up to 4 cards", ""),
    "redraw": ("DCB-8", "redrawing the hand", "in the preparation phase, after drawing up to 4 cards", ""),
    "place": ("DCB-9", "putting a Digimon into play", "in the preparation phase, once the hand is kept, by a player "
              "with no Digimon in play", "one Digimon card of the hand"),
    "evo_zone": ("DCB-12", "putting a card into the Evolution Zone", "in the turn player's evolution phase",
                 "one card of the hand"),
    "evolve": ("DCB-13", "evolving", "in the turn player's evolution phase", "one Digimon card of the hand"),
    "option_evolve": ("DCB-15", "playing a yellow-border card to evolve", "in the turn player's evolution phase",
                      "the yellow-border card and the Digimon card to evolve into, both of the hand"),
    "devolve": ("DCB-15", "playing a yellow-border card to send a Digimon back", "in the turn player's evolution "
                "phase", "one yellow-border card of the hand"),
    "end_evolution": ("DCB-12", "ending the evolution phase", "by the turn player, in their evolution phase", ""),
    "support_pass": ("DCB-19", "putting no support card", "in the support phase", ""),
    "support_hand": ("DCB-19", "putting a support card from the hand", "in the support phase",
                     "one card of the hand"),
    "support_deck": ("DCB-19", "putting the top card of the deck as the support card", "in the support phase", ""),
    "attack": ("DCB-21", "choosing an attack", "in the battle phase, in secret", "one of the three attacks"),
}
ACTION_RULES = {kind: words[0] for kind, words in ACTION_WORDS.items()}


def refusal(st: DigimonState, decision: Decision, action: Action) -> Violation:
    """Why `action` (not listed by `decision`) is refused: at the wrong time, by the rule of the action itself; with
    the wrong arguments, by what it names; otherwise by the reasons of the decision kind."""
    p, kind = decision.player, action.kind
    words = ACTION_WORDS.get(kind) if isinstance(kind, str) else None
    if words is None:
        return Violation(decision.rule, f"there is no action called {shown(kind)} in Digimon Card Battle: "
                         f"{PLAYER[p]} is {TOPICS[decision.kind]}")
    rule, doing, when, names = words
    if kind not in ACTION_KINDS[decision.kind]:
        if decision.kind == "place" and kind in ("keep", "redraw"):
            return Violation(rule, f"{PLAYER[p]} has kept the hand already and now chooses a Digimon to put into "
                             "play (DCB-9)")
        return Violation(rule, f"{doing} is done {when}; now {PLAYER[p]} is {TOPICS[decision.kind]}")
    arity = 2 if kind == "option_evolve" else 1 if names else 0
    if len(action.args) != arity:
        n = len(action.args)
        given = f"{n} {'was' if n == 1 else 'were'} given"
        if not names:
            label = next((st.label(p, a) for a in decision.actions if a.kind == kind), doing)
            return Violation(rule, f"{doing} ('{label}') takes no card and no number; {given}")
        return Violation(rule, f"{doing} names {names}; {given}")
    explain = WHY_NOT.get(decision.kind)
    found = explain(st, p, action, decision.actions) if explain else None
    return found or Violation(rule, f"{doing} that way is not one of the choices now: {decision.prompt}")


def describe(st: DigimonState, decision: Decision, action: Action) -> str:
    """The words of `action`, one of `decision`'s actions, on the board as it is now (`game.describe`)."""
    return st.label(decision.player, action)


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
