"""What Skirmish allows now (the actions each decision lists), why anything else is refused, and the words of an
action: one module, so that the listed actions and the refusals cannot disagree."""
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
        return Violation("SKM-3", f"your line is full ({LINE_SIZE} cards)")
    if st.cards[card].power >= HEAVY and not line:
        return Violation("SKM-4", f"{st.name(card)} is heavy (power {st.cards[card].power}): it needs a card in "
                         "your line first")
    return None


def play_actions(st: SkirmishState) -> tuple[Action, ...]:
    return tuple(Action("play", (c,)) for c in st.seats[st.tp]["hand"] if play_refusal(st, st.tp, c) is None)


def attack_actions(st: SkirmishState) -> tuple[Action, ...]:
    return tuple(Action("attack", (c,)) for c in st.seats[st.tp]["line"] if c not in st.attacked)


def block_actions(st: SkirmishState) -> tuple[Action, ...]:
    """One block by each card of the defender's line, named by its place in the line (0 the leftmost)."""
    return tuple(Action("block", (k,)) for k in range(len(st.seats[1 - st.tp]["line"])))


def refusal(st: SkirmishState, decision: Decision, action: Action) -> Violation | None:
    """Why `action`, which `decision` does not list, is refused (None: the decision's rule says it)."""
    kind, p = action.kind, decision.player
    if decision.kind == "main" and kind == "play":
        return play_refusal(st, p, action.args[0])
    if decision.kind == "attack" and kind == "attack":
        card = action.args[0]
        if card not in st.seats[p]["line"]:
            return Violation("SKM-5", "only a card of your line attacks")
        return Violation("SKM-5", f"{st.name(card)} has attacked this turn already")
    if decision.kind == "block" and kind == "block":
        return Violation("SKM-6", f"your line has no card at place {action.args[0]}: only a card of your line "
                         "blocks")
    return None


def card_refusal(st: SkirmishState, decision: Decision, card: int) -> Violation | None:
    """Why the deciding player cannot use hand card `card` now, or None."""
    if decision.kind != "main":
        return Violation(decision.rule, f"no card comes from the hand now: {decision.prompt}")
    return play_refusal(st, decision.player, card)


def describe(st: SkirmishState, decision: Decision, action: Action) -> str:
    """The words of one of `decision`'s actions."""
    kind = action.kind
    if kind == "end":
        return "End the main step" if decision.kind == "main" else "Stop attacking"
    if kind == "take":
        return f"Take the attack (lose {st.cards[st.attacker].power} life)"
    arg = action.args[0]
    card = st.cards[st.seats[decision.player]["line"][arg] if kind == "block" else arg]
    verb = {"play": "Play", "attack": "Attack with", "block": "Block with"}[kind]
    return f"{verb} {card.name} (power {card.power})"
