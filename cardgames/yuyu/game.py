"""Yu Yu Hakusho TCG: the assembler of the wing (the only module that imports the others together).

`YuyuGame` joins `core.Game` (the step engine) and its primitives (secret selections sealed and revealed at once
for the set-up, multi-item selections for costs and choices) with `YuyuState`, the step table (`_s_<name>` = a rule
module's `step_<name>`) and the decision handlers (`_d_<kind>`). It declares no checks: damage, the one state a
match's end (YYH-17) depends on, changes in a single step, which queues the end itself (`attack.step_damage_point`),
so the engine runs its plain loop.
"""
from __future__ import annotations

from typing import Any

from cardgames.core.actions import Action, Decision
from cardgames.core.engine import Game
from cardgames.core.errors import Violation
from cardgames.core.options import OptionSpec
from cardgames.core.sealed import SealedChoices
from cardgames.core.selections import Selections

from . import arena, attack, interpreter, turn
from .agents import HeuristicAgent
from .cards import CATALOGUE
from .decks import check_deck, file_violations, resolve_decks
from .legality import hand_card_refusal, refusal
from .positions import build_position, to_position
from .rules import RULES
from .state import PLAYER, YuyuState
from .view import view

DEFAULT_DECKS = ("team_urameshi", "team_toguro")


class YuyuGame(SealedChoices, Selections, Game, YuyuState):
    """A game of the Yu Yu Hakusho TCG: five matches, the first to win three wins.

    >>> game = YuyuGame(seed=1)
    >>> game.advance()[0].rule
    'YYH-8'
    """

    name = "yuyu"
    title = "Yu Yu Hakusho TCG"
    rules_version = "yyh-1"
    RULES = RULES
    OPTIONS = (
        OptionSpec("first_turn_draw", False, "The first player also draws on the first turn (the other reading "
                   "of 'the first turn of the game').", "YYH-10"),
    )

    # ----- construction ------------------------------------------------------------------------------------------
    def __init__(self, seed: int = 0, options: dict | None = None, *, decks: Any = DEFAULT_DECKS, **kw: Any):
        super().__init__(seed, options, decks=decks, **kw)

    def _new_state(self, decks: Any = DEFAULT_DECKS) -> None:
        files = [check_deck(d, f"{PLAYER[p]}'s deck ({d.name})") for p, d in enumerate(resolve_decks(decks))]
        self._setup = {"decks": [d.model_dump() for d in files]}
        self.build([list(d.characters) + list(d.cards) for d in files])
        self.push(("setup",))

    def _from_position(self, position: dict, **_: Any) -> None:
        build_position(self, position)

    # ----- what the command line and the boards ask of every game (`core.Game` reads these) --------------------------
    AGENT = HeuristicAgent
    CATALOGUE = CATALOGUE
    DECK_RULES = staticmethod(file_violations)

    def _save_state(self) -> tuple:
        """Nothing beyond what the engine snapshots itself: the zones and tokens are tracked parts, the rest cells."""
        return ()

    def _load_state(self, saved: tuple) -> None:
        """Nothing to restore here (see `_save_state`)."""

    def zones(self) -> dict[str, list[int]]:
        return self.places.lists

    def token_counts(self) -> dict[str, dict[str, int]]:
        return self.se.by_kind()

    # ----- steps -------------------------------------------------------------------------------------------------
    _s_setup = turn.step_setup
    _s_place_lineups = turn.step_place_lineups
    _s_reveal_lineups = turn.step_reveal_lineups
    _s_shuffle_and_toss = turn.step_shuffle_and_toss
    _s_draw = turn.step_draw
    _s_start_turn = turn.step_start_turn
    _s_gain_se = turn.step_gain_se
    _s_main = turn.step_main
    _s_place_fifth = turn.step_place_fifth
    _s_attach = turn.step_attach
    _s_play_event = turn.step_play_event
    _s_end_turn = turn.step_end_turn
    _s_attack_step = attack.step_attack_step
    _s_declare = attack.step_declare
    _s_pay_cost = attack.step_pay_cost
    _s_when_used = attack.step_when_used
    _s_toguro_boost = attack.step_toguro_boost
    _s_attack_effects = attack.step_attack_effects
    _s_attack_colon = attack.step_attack_colon
    _s_compare = attack.step_compare
    _s_fallback = attack.step_fallback
    _s_fallback_paid = attack.step_fallback_paid
    _s_damage_point = attack.step_damage_point
    _s_heal_point = attack.step_heal_point
    _s_end_match = arena.step_end_match
    _s_next_match = arena.step_next_match
    _s_enter_arena = arena.step_enter_arena
    _s_reveal_attachment = arena.step_reveal_attachment
    _s_effect = interpreter.step_effect
    _s_mill_one = interpreter.step_mill_one
    _s_recycle_ask = interpreter.step_recycle_ask
    _s_redraw = interpreter.step_redraw
    _s_reorder = interpreter.step_reorder
    _s_reorder_start = interpreter.step_reorder_start
    _s_reordered = interpreter.step_reordered

    # ----- decisions ---------------------------------------------------------------------------------------------
    def _d_main(self, action: Action, p: int) -> None:
        kind = action.kind
        if kind == "to_attack":
            self.emit("YYH-12", "main_end", f"{PLAYER[p]} ends the main step.", p)
            return
        if kind == "place_fifth":
            self.push(("place_fifth", p, action.args[0]), ("main", p))
        elif kind == "attach":
            self.push(("attach", p, *action.args), ("main", p))
        else:
            self.push(("play_event", p, action.args[0]), ("main", p))

    def _d_attack(self, action: Action, p: int) -> None:
        if action.kind == "no_attack":
            self.emit("YYH-16", "no_attack", f"{PLAYER[p]} does not attack this turn (attacking is optional).", p)
            return
        attack.declare(self, p, *action.args)

    def _d_fallback(self, action: Action, p: int) -> None:
        attack.fallback_choice(self, p, bool(action.args[0]))

    def _d_choose(self, action: Action, p: int) -> None:
        interpreter.resolve_choice(self, action, p)

    def _d_recycle(self, action: Action, p: int) -> None:
        interpreter.recycle_choice(self, p, action.args[0])

    # ----- what a seat sees, and positions ----------------------------------------------------------------------
    def view(self, viewer: int | None = None) -> dict:
        return view(self, viewer, self.outcome_view(), self.decision_view(viewer))

    def to_position(self) -> dict:
        return to_position(self)

    # ----- refusals ----------------------------------------------------------------------------------------------
    def _refusal(self, decision: Decision, action: Action) -> Violation | None:
        return refusal(self, decision, action)

    def _card_refusal(self, decision: Decision, iid: int) -> Violation | None:
        return hand_card_refusal(self, decision, iid)
