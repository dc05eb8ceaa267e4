"""What each decision of a Battle Spirits game does with the action chosen: the handlers `decide_<kind>(st, action,
player)`, found by name like the steps, and what a response in flash timing does (`respond`, for core's response
windows). The payments and placements core by core are core's own `Selections`, flash timing its `ResponseWindows`.
"""
from __future__ import annotations

from cardgames.core.actions import Action
from cardgames.core.windows import Window
from cardgames.core.words import PLAYER

from . import battle, costs, interpreter, turn
from .state import BattleSpiritsState


def decide_mulligan(st: BattleSpiritsState, action: Action, player: int) -> None:
    turn.mulligan(st, player, action.kind == "mulligan")


def decide_main(st: BattleSpiritsState, action: Action, player: int) -> None:
    """BS-21: one main-step action, then the main step asks again; or the step ends."""
    kind, args = action.kind, action.args
    if kind == "end_step":
        text = "{} ends the 2nd main step." if st.step_name == "main2" else "{} ends the main step."
        st._emit("BS-10", "step_end", text, player, PLAYER[player])
        return
    st._push(("main_choice", player))
    if kind == "play":
        st._push(("play", player, args[0], -1, False))
    elif kind in ("magic", "soul_magic"):
        st._push(("play", player, args[0], args[1], kind == "soul_magic"))
    else:
        turn.move_core(st, player, args[0], args[1], kind == "core_on")


def decide_place(st: BattleSpiritsState, action: Action, player: int) -> None:
    costs.place(st, player, action)


def decide_soul_choice(st: BattleSpiritsState, action: Action, player: int) -> None:
    interpreter.soul_choice(st, action)


def decide_attack(st: BattleSpiritsState, action: Action, player: int) -> None:
    battle.attack(st, player, action)


def decide_block(st: BattleSpiritsState, action: Action, player: int) -> None:
    battle.block(st, player, action)


def respond(st: BattleSpiritsState, window: Window, player: int, action: Action) -> tuple:
    """A Flash effect used in flash timing (BS-28): the step that plays it, which resolves at once."""
    iid, effect = action.args
    st._emit("BS-28", "flash", "{}: {} uses {}'s Flash effect.", player, window.name, PLAYER[player],
             st.cards[iid].name, card=iid)
    return ("play", player, iid, effect, action.kind == "soul_flash")
