"""What Skirmish asks and what a player may answer, declared once, as data (`cardgames.core.vocabulary`): the labels
behind `describe`, the refusals behind `why_not` and the explorer's tables come from it."""
from __future__ import annotations

from typing import Any

from cardgames.core.actions import Action
from cardgames.core.vocabulary import ActionKind, Arg, DecisionKind, Vocabulary

from .legality import attack_refusal, block_refusal, main_refusal
from .state import SkirmishState


def _card(st: SkirmishState, p: int, action: Action) -> dict[str, Any]:
    """The card an action names (a blocker by its place in the line) and its power."""
    card = st.seats[p]["line"][action.args[0]] if action.kind == "block" else action.args[0]
    return {"card": card, "name": st.cards[card].name, "power": st.cards[card].power}


def _take(st: SkirmishState, p: int, action: Action) -> dict[str, Any]:
    return {"life": st.cards[st.attacker].power}


END = "Ends the main step, or the attacks of the turn."
VOCABULARY = Vocabulary("Skirmish", (
    DecisionKind("main", ("SKM-3", "SKM-4"), "Put cards from the hand into the line, then end the main step.", (
        ActionKind("play", "SKM-3", (Arg("hand", "a card of the hand"),), "Play {name} (power {power})", _card,
                   "Play {0}", "Puts that card into the line (at most 3; a heavy card needs one there first)."),
        ActionKind("end", "", (), "End the main step", None, "End", END)), refusal=main_refusal),
    DecisionKind("attack", ("SKM-5",), "Attack with a card of the line that has not attacked this turn, or stop.", (
        ActionKind("attack", "SKM-5", (Arg("own", "a card of the line"),), "Attack with {name} (power {power})",
                   _card, "Attack with {0}", "That card attacks: the defender blocks or takes the attack."),
        ActionKind("end", "", (), "Stop attacking", None, "End", END)), refusal=attack_refusal),
    DecisionKind("block", ("SKM-6",), "Block the attacker with a card of the line, or take the attack.", (
        ActionKind("block", "SKM-6", (Arg("index", "the blocker's place in the line, from 0"),),
                   "Block with {name} (power {power})", _card, "Block with the card at place {0}",
                   "The weaker of the two cards goes to the discard pile (both on a tie)."),
        ActionKind("take", "SKM-6", (), "Take the attack (lose {life} life)", _take, "Take the attack",
                   "Loses life equal to the attacker's power.")), refusal=block_refusal),
), in_play=("line",))
