"""What Skirmish allows now (the actions each decision lists) and why anything else is refused (the refusal functions
that `vocabulary.py` declares): one module, so that the listed actions and the refusals cannot disagree."""
from __future__ import annotations

from cardgames.core.actions import Action, Decision
from cardgames.core.errors import Violation

from .cards import HEAVY
from .state import LINE_SIZE, SkirmishState


def play_refusal(st: SkirmishState, p: int, card: int) -> Violation | None:
    """Why `p` cannot put hand card `card` into the line now (SKM-3, SKM-4), or None."""
    if card not in st.seats[p]["hand"]:
        return Violation("SKM-3", "that card is not in your hand")
    line = st.seats[p]["line"]
    if len(line) >= LINE_SIZE:
        return Violation("SKM-3", "your line is full ({} cards)", LINE_SIZE)
    if st.cards[card].power >= HEAVY and not line:
        return Violation("SKM-4", "{} is heavy (power {}): it needs a card in your line first", st.name(card),
                         st.cards[card].power)
    return None


def play_actions(st: SkirmishState) -> tuple[Action, ...]:
    return tuple(Action("play", (c,)) for c in st.seats[st.tp]["hand"] if play_refusal(st, st.tp, c) is None)


def attack_actions(st: SkirmishState) -> tuple[Action, ...]:
    return tuple(Action("attack", (c,)) for c in st.seats[st.tp]["line"] if c not in st.attacked)


def block_actions(st: SkirmishState) -> tuple[Action, ...]:
    """One block by each card of the defender's line, named by its place in the line (0 the leftmost)."""
    return tuple(Action("block", (k,)) for k in range(len(st.seats[1 - st.tp]["line"])))


# the refusal functions of the decision kinds (`vocabulary.py`): why an action of a kind the decision offers, with
# the right arguments, is not listed
def main_refusal(st: SkirmishState, decision: Decision, action: Action) -> Violation | None:
    return play_refusal(st, decision.player, action.args[0]) if action.kind == "play" else None


def attack_refusal(st: SkirmishState, decision: Decision, action: Action) -> Violation | None:
    if action.kind != "attack":
        return None
    card = action.args[0]
    if card not in st.seats[decision.player]["line"]:
        return Violation("SKM-5", "only a card of your line attacks")
    return Violation("SKM-5", "{} has attacked this turn already", st.name(card))


def block_refusal(st: SkirmishState, decision: Decision, action: Action) -> Violation | None:
    if action.kind != "block":
        return None
    return Violation("SKM-6", "your line has no card at place {}: only a card of your line blocks", action.args[0])


def card_refusal(st: SkirmishState, decision: Decision, card: int) -> Violation | None:
    """Why the deciding player cannot use hand card `card` now, or None."""
    if decision.kind != "main":
        return Violation(decision.rule, "no card comes from the hand now: {}", decision.prompt)
    return play_refusal(st, decision.player, card)
