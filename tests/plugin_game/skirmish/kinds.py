"""Skirmish's decision and action kinds in words, for the ruling explorer (`cardgames.explore`): the game class's
`ACTION_KINDS`, and `IN_PLAY`, the view's keys of the cards a seat has in play."""
from cardgames.action_kinds import HAND, ActionKind, Arg, DecisionKind

IN_PLAY = ("line",)
END = ActionKind("end", (), "End", "Ends the main step, or the attacks of the turn.")
ACTION_KINDS = (
    DecisionKind("main", ("SKM-3", "SKM-4"), "Put cards from the hand into the line, then end the main step.", (
        ActionKind("play", (HAND,), "Play {0}", "Puts that card into the line (at most 3; a heavy card needs one "
                   "there first)."),
        END)),
    DecisionKind("attack", ("SKM-5",), "Attack with a card of the line that has not attacked this turn, or stop.", (
        ActionKind("attack", (Arg("own", "a card of the line"),), "Attack with {0}",
                   "That card attacks: the defender blocks or takes the attack."),
        END)),
    DecisionKind("block", ("SKM-6",), "Block the attacker with a card of the line, or take the attack.", (
        ActionKind("block", (Arg("index", "the blocker's place in the line, from 0"),), "Block with the card at "
                   "place {0}", "The weaker of the two cards goes to the discard pile (both on a tie)."),
        ActionKind("take", (), "Take the attack", "Loses life equal to the attacker's power."))),
)
