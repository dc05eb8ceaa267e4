"""What each decision of a D-Spirits game does with the action chosen: the handlers `decide_<kind>(st, action,
player)`, found by name like the steps. Each queues the steps the action starts; the answers in a chain and the
bids are core's response windows (`respond`, with `chain.respond`), the opening picks and an effect's answers core's
selections (`pick`).

Decisions: `pick` (the deck of each opening card, DSP-8; the card an effect acts on, `interpreter.py`), `draw`
(DSP-9, with Squad Recharge and Field Rush), `extra` (Extra Draw, DSP-31), `main` (DSP-10 … DSP-36), `battle`
(DSP-22 … DSP-34), `respond` (answers in a card chain and bids, DSP-17/19/35) and `endure` (DSP-24).
"""
from __future__ import annotations

from cardgames.core.actions import Action
from cardgames.core.words import PLAYER

from . import battle, chain, summoning, turn
from .state import DSpiritsState

# the steps a Main or Battle Step action queues, by action kind: (state, player, *action args) -> steps
_MAIN_STEPS = {"summon": lambda st, p, card: [("summon", p, card, "regular")],
               "play": chain.play_steps,
               "special_move": chain.move_steps,
               "ability": chain.command_steps,
               "evolve": lambda st, p, evo, base: [("evolve", p, evo, base)],
               "soul_exchange": lambda st, p, out, new: [("exchange", p, out, new)],
               "soul_shift": lambda st, p, card: [("pay", p, summoning.SOUL_SHIFT_COST, "DSP-33", "Soul Shift", card),
                                                  ("shift", p, card)]}
_BATTLE_STEPS = {"attack": battle.attack_steps,
                 "limbo": lambda st, p, card: battle.limbo_steps(p, card),
                 "play": chain.play_steps}


def decide_draw(st: DSpiritsState, action: Action, p: int) -> None:
    st._push(*turn.draw_steps(st, p, action))


def decide_extra(st: DSpiritsState, action: Action, p: int) -> None:
    st._push(*turn.extra_steps(p, action))


def decide_endure(st: DSpiritsState, action: Action, p: int) -> None:
    st._push(*battle.endure_steps(action))


def decide_main(st: DSpiritsState, action: Action, p: int) -> None:
    """DSP-10: one Main Step action, then the Main Step asks again; or on to the Battle Step, or a Super Charge that
    skips it (DSP-36)."""
    kind, args = action.kind, action.args
    if kind == "to_battle":
        st._push(("battle_step", p), ("battle", p))
    elif kind == "super_charge":
        st._push(*summoning.charge_steps(p, args[0]))
    else:
        st._push(*_MAIN_STEPS[kind](st, p, *args), ("main", p))


def decide_battle(st: DSpiritsState, action: Action, p: int) -> None:
    """DSP-22: one Battle Step action, then the Battle Step asks again; or on to the End Step."""
    kind, args = action.kind, action.args
    if kind == "end_battle":
        st._emit("DSP-22", "step", "{} ends the Battle Step.", p, PLAYER[p])
        st._push(("end_step", p))
    else:
        st._push(*_BATTLE_STEPS[kind](st, p, *args), ("battle", p))
