"""Digimon Card Battle: the assembler of the wing. It joins the engine (`cardgames.core.Game`) and the state
(`state.DigimonState`), names the rule modules whose `step_<name>` functions are the steps (`STEP_MODULES`), and
maps the decision kinds to their handlers and refusal explanations. No rule is written here; nothing in the wing
imports this module.

A turn is queued as its phases (preparation, evolution, support, battle, end); each phase pushes its own steps
(one card drawn, one card moved, one support revealed, one attack) in front of the rest, so `step()` shows the
rule one step at a time.
"""
from __future__ import annotations

from types import ModuleType
from typing import Any, ClassVar

from cardgames.core.actions import Action, Decision
from cardgames.core.engine import Game
from cardgames.core.errors import Violation
from cardgames.core.options import OptionSpec
from cardgames.core.sealed import SealedChoices

from . import battle, evolution, legality, positions, turn
from .agents import HeuristicAgent
from .cards import CATALOGUE, card_pool
from .decks import check_deck, file_violations, resolve_decks
from .rules import RULES
from .state import PLAYER, ZONE_IDS, DigimonState
from .view import game_view

DEFAULT_DECKS = ("fire_starter", "ice_starter")


class DigimonGame(SealedChoices, Game, DigimonState):
    """A game of Digimon Card Battle between two 30-card decks.

    >>> game = DigimonGame(seed=1)
    >>> game.advance()[-1].rule in RULES
    True
    """

    name = "digimon"
    title = "Digimon Card Battle"
    rules_version = "dcb-1"
    RULES = RULES
    OPTIONS = (
        OptionSpec("ps1_turn1", False, "Both players place a Digimon before the first battle (PlayStation).",
                   "DCB-11"),
        OptionSpec("allow_unimplemented", False, "Accept decks with cards whose effects the engine does not "
                   "carry out yet.", "DCB-2"),
    )
    STEP_MODULES: ClassVar[tuple[ModuleType, ...]] = (turn, evolution, battle)
    DEFAULT_SETUP: ClassVar[dict[str, Any]] = {"decks": DEFAULT_DECKS}
    CARD_ZONES = "places"

    # ----- construction ------------------------------------------------------------------------------------------
    def _new_state(self, decks: Any = DEFAULT_DECKS) -> None:
        self.init_state()
        lists = []
        allow = self.options["allow_unimplemented"]
        for p, (label, cas) in enumerate(resolve_decks(decks)):
            lists.append(check_deck(cas, f"{PLAYER[p]}'s deck ({label})", allow))
        self._setup = {"decks": [list(d) for d in lists]}
        pool = card_pool()
        contents = {}
        for p, cas in enumerate(lists):
            contents[ZONE_IDS[p, "deck"]] = list(range(len(self.cards), len(self.cards) + len(cas)))
            self.cards.extend(pool[ca] for ca in cas)
        self.set_zones(contents)
        self.push(("setup",))

    def _from_position(self, position: dict, **_: Any) -> None:
        self.init_state()
        positions.build_position(self, position)

    # ----- what the command line and the boards ask of every game (`core.Game` reads these) --------------------------
    AGENT = HeuristicAgent
    CATALOGUE = CATALOGUE
    DECK_RULES = staticmethod(file_violations)

    # ----- state for the engine ----------------------------------------------------------------------------------
    _save_state = DigimonState.save_state
    _load_state = DigimonState.load_state

    # ----- what a board reads -----------------------------------------------------------------------------------
    def view(self, viewer: int | None = None) -> dict:
        """What seat `viewer` (None: a spectator) may see, as plain data; the shape is in `cardgames/README.md`."""
        return game_view(self, viewer, self.decision, self.decision_view(viewer), self.outcome_view(),
                         self.sealed_for(viewer))

    def to_position(self) -> dict:
        """The board as a position (`positions.py` says which boards a position can hold)."""
        return positions.to_position(self, self.decision)

    def _card_refusal(self, decision: Decision, iid: int) -> Violation | None:
        return legality.card_refusal(self, decision, iid)

    def _refusal(self, decision: Decision, action: Action) -> Violation | None:
        return legality.refusal(self, decision, action)

    # ----- the decision handlers ----------------------------------------------------------------------------------
    def _d_prepare(self, action: Action, p: int) -> None:
        if action.kind == "keep":
            self.emit("DCB-8", "keep", f"{PLAYER[p]} keeps the hand.", p)
        else:
            self.push(*turn.redraw_steps(self, p))

    def _d_place(self, action: Action, p: int) -> None:
        self.push(("put_into_play", p, action.args[0]))

    def _d_evolution(self, action: Action, p: int) -> None:
        steps = evolution.steps_for(p, action)
        if steps:
            self.push(*steps, ("evo_decision", p))
        else:
            self.emit("DCB-12", "end_evolution", f"{PLAYER[p]} ends the evolution phase.", p)

    def _d_support(self, action: Action, p: int) -> None:
        if action.kind != "support_pass":
            self.push(("place_support", p, action.kind == "support_deck", action.args[0] if action.args else -1))
        else:
            self.emit("DCB-19", "support_pass", f"{PLAYER[p]} puts no support card.", p)

    # the secret attack choice (DCB-21) is a sealed choice: `SealedChoices` asks (decision kind "sealed") and seals
    def sealed_actions(self, name: str, p: int) -> tuple[Action, ...]:
        return turn.attack_actions(self, p)
