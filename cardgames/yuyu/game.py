"""Yu Yu Hakusho TCG: the assembler of the wing (the only module that imports the others together).

`YuyuGame` joins `core.Game` (the step engine) and its primitives (secret selections sealed and revealed at once
for the set-up, multi-item selections for costs and choices) with `YuyuState`, the rule modules whose `step_<name>`
functions are the steps (`STEP_MODULES`) and the decision handlers (`_d_<kind>`). It declares no checks: damage,
the one state a match's end (YYH-17) depends on, changes in a single step, which queues the end itself
(`attack.step_damage_point`), so the engine runs its plain loop.
"""
from __future__ import annotations

from types import ModuleType
from typing import Any, ClassVar

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
    STEP_MODULES: ClassVar[tuple[ModuleType, ...]] = (turn, attack, arena, interpreter)
    DEFAULT_SETUP: ClassVar[dict[str, Any]] = {"decks": DEFAULT_DECKS}
    CARD_ZONES, TOKENS = "places", "se"

    # ----- construction ------------------------------------------------------------------------------------------
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
