"""What Yu Yu Hakusho asks and what a player may answer, declared once, as data (`core.vocabulary`): each decision
kind with the rules that ask it, and each action kind with its rule, its arguments, its label (a template over the
facts of the action: the cards it names, what a card attached to the fighter or an event costs, YYH-13, an attack's
cost after the 5th match's reduction, YYH-14) and what it does.

An action of another moment of the turn is refused by that moment's rule (`legality.wrong_moment`: it depends on
the phase); an unlisted one of the pending kind by the decision kind's own reasons (`legality.py`; a pick by core's
selection, `core.selections.pick_refusal`).
"""
from __future__ import annotations

from typing import Any

from cardgames.core.actions import Action
from cardgames.core.selections import DONE_KIND, PICK
from cardgames.core.vocabulary import ActionKind, Arg, DecisionKind, Label, Vocabulary
from cardgames.core.words import Phrase

from .legality import answer_refusal, attack_refusal, main_refusal, wrong_moment
from .state import YuyuState


# ----- the facts of each label, from the board as it is now ---------------------------------------------------------
def _card(st: YuyuState, p: int, action: Action) -> dict[str, Any]:
    card = st.cards[action.args[0]]
    return {"card": action.args[0], "name": card.name, "se": card.se, "cost": f" ({card.se} SE)" if card.se else ""}


def _attach(st: YuyuState, p: int, action: Action) -> dict[str, Any] | Label:
    """An item or technique on the fighter (paid now, YYH-13) or face down on a sideline character (paid later)."""
    iid, host = action.args
    card, host_name = st.cards[iid], st.cards[host].name
    if host != st.fighter(p):
        return Label("Attach {name} face down to {host_name} (sideline, paid later)", card=iid, name=card.name,
                     host=host, host_name=host_name, arena=False, se=card.se)
    return {"card": iid, "name": card.name, "host": host, "host_name": host_name, "arena": True, "se": card.se,
            "cost": f", {card.se} SE" if card.se else ""}


def _attack(st: YuyuState, p: int, action: Action) -> dict[str, Any]:
    """An attack of the fighter or of a technique attached to it, its cost after the 5th match's reduction."""
    src, index = action.args
    card = st.cards[src]
    attack = card.attacks[index]
    where = "" if src == st.fighter(p) else Phrase(" (technique)") if card.name == attack.name \
        else Phrase(" ({})", card.name)
    return {"card": src, "attack": index, "name": attack.name, "where": where, "value": attack.value,
            "cost": max(0, attack.cost - st.final_match_bonus(p)[1])}


def _fallback(st: YuyuState, p: int, action: Action) -> Label:
    if action.args[0]:
        return Label("Discard 2 cards to deal 1 damage", damage=True)
    return Label("Deal no damage", damage=False)


def former_action(st: YuyuState, action: Action) -> Action | None:
    """An effect's answer as it was spelled before 0.3.0 (`Ruleset.former_action`): `choose` a card, 1 yes or 0 no, a
    card and an attack to copy; `recycle` a card or -1 none; as the pick of the item it names now."""
    sel, args = st.selection, action.args
    if action.kind not in ("choose", "recycle") or sel is None or not sel.answer or not 1 <= len(args) <= 2:
        return None
    if len(args) == 2:
        value = args
    else:
        value = {1: True, 0: False}.get(args[0]) if type(sel.items[0].value) is bool else args[0]
    found = [i for i, item in enumerate(sel.items) if item.value == value and type(item.value) is type(value)]
    return Action("pick", (found[0],)) if found else None


# ----- the declaration ---------------------------------------------------------------------------------------------
VOCABULARY = Vocabulary("Yu Yu Hakusho", (
    DecisionKind("pick", ("YYH-8", "YYH-3", "YYH-14"), "Pick items: the team's match order (YYH-8), the cards a "
                 "Toguro bonus discards (YYH-3), the cards that pay an attack's cost (YYH-14), an effect's answer "
                 "(a card, an attack to copy, yes or no: YYH-14).", (PICK, DONE_KIND)),
    DecisionKind("main", ("YYH-12",), "The main step: attach, play or place a card, or go to the attack step.", (
        ActionKind("attach", "YYH-12", (Arg("hand", "a technique or item of the hand"),
                                        Arg("own", "the character it goes on (the fighter in the Arena or one on "
                                                   "the sideline)")),
                   "Attach {name} to {host_name} (Arena{cost})", _attach, "Attach {0} to {1}",
                   "Attaches the card, face up in the Arena (paying its SE) or face down on the sideline (YYH-12)."),
        ActionKind("event", "YYH-12", (Arg("hand", "an event card of the hand"),), "Play {name}{cost}", _card,
                   "Play {0}", "Plays the event (YYH-12)."),
        ActionKind("place_fifth", "YYH-12", (Arg("hand", "a character card of the hand"),),
                   "Put {name} into match slot 5", _card, "Put {0} into match slot 5",
                   "Puts the character into match slot 5 (YYH-8)."),
        ActionKind("to_attack", "YYH-12", (), "Go to the attack step", None, "Go to the attack step",
                   "Ends the main step."),
    ), refusal=main_refusal),
    DecisionKind("attack", ("YYH-14",), "The attack step: choose an attack, or none.", (
        ActionKind("attack", "YYH-14", (Arg("own", "the fighter, or a technique attached to it"),
                                        Arg("index", "which of its attacks, from 0")),
                   "{name}{where}: cost {cost}, value {value}", _attack, "Attack with {0}",
                   "Attacks; its cost is paid by discarding cards (YYH-14)."),
        ActionKind("no_attack", "YYH-14", (), "Do not attack this turn", None, "Do not attack this turn",
                   "Makes no attack."),
    ), refusal=attack_refusal),
    DecisionKind("fallback", ("YYH-14",), "No damage was dealt: discard 2 cards to deal 1 damage, or not.", (
        ActionKind("fallback", "YYH-14", (Arg("choice", "the answer", ((1, "discard 2 cards to deal 1 damage"),
                                                                       (0, "deal no damage"))),),
                   "", _fallback, "Fallback: {0}", "Sub-step 6 of the attack (YYH-14)."),
    ), refusal=answer_refusal),
), in_play=("fighter", "sideline"), wrong_time=wrong_moment)
