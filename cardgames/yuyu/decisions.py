"""What each decision of a Yu Yu Hakusho game does with the action chosen: the handlers `decide_<kind>(st, action,
player)`, found by name like the steps (the set-up's secret picks, the multi-card choices and the effects' choices
are core's own `SealedChoices` and `Selections`)."""
from __future__ import annotations

from cardgames.core.actions import Action
from cardgames.core.words import PLAYER

from . import attack
from .state import YuyuState


def decide_main(st: YuyuState, action: Action, p: int) -> None:
    """YYH-12: one main-step action, then the main step asks again; or on to the attack step."""
    kind = action.kind
    if kind == "to_attack":
        st._emit("YYH-12", "main_end", "{} ends the main step.", p, PLAYER[p])
        return
    if kind == "place_fifth":
        st._push(("place_fifth", p, action.args[0]), ("main", p))
    elif kind == "attach":
        st._push(("attach", p, *action.args), ("main", p))
    else:
        st._push(("play_event", p, action.args[0]), ("main", p))


def decide_attack(st: YuyuState, action: Action, p: int) -> None:
    if action.kind == "no_attack":
        st._emit("YYH-16", "no_attack", "{} does not attack this turn (attacking is optional).", p, PLAYER[p])
        return
    attack.declare(st, p, *action.args)


def decide_fallback(st: YuyuState, action: Action, p: int) -> None:
    attack.fallback_choice(st, p, bool(action.args[0]))
