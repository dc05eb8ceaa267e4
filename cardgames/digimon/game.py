"""Digimon Card Battle: the assembler of the wing. `DigimonGame` is the engine (`cardgames.core.Game`) with
`state.DigimonState` as its state (`game.state`), the rule modules whose `step_<name>` functions are the steps and
`decide_<kind>` functions the decision handlers (`STEP_MODULES`), and the wing's view, positions and refusals. No
rule is written here; nothing in the wing imports this module.

A turn is queued as its phases (preparation, evolution, support, battle, end); each phase pushes its own steps
(one card drawn, one card moved, one support revealed, one attack) in front of the rest, so `step()` shows the
rule one step at a time.
"""
from __future__ import annotations

from types import ModuleType
from typing import Any, ClassVar

from cardgames.core.deprecation import deprecated
from cardgames.core.engine import Game
from cardgames.core.options import OptionSpec

from . import battle, decisions, evolution, turn
from .agents import HeuristicAgent
from .cards import CATALOGUE, card_pool
from .decks import check_deck, file_violations, resolve_decks
from .legality import ACTION_RULES, card_refusal, describe, refusal
from .positions import POSITIONS, build_position, to_position
from .rules import RULES
from .state import PLAYER, ZONE_IDS, DigimonState
from .view import board_view

DEFAULT_DECKS = ("fire_starter", "ice_starter")


class DigimonGame(Game):
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
    STATE = DigimonState
    STEP_MODULES: ClassVar[tuple[ModuleType, ...]] = (turn, evolution, battle, decisions)
    DEFAULT_SETUP: ClassVar[dict[str, Any]] = {"decks": DEFAULT_DECKS}
    CARD_ZONES = "places"
    # DCB-4: a hand is its owner's, a deck's order nobody's (`core.hidden`)
    HIDDEN_ZONES = {"hand": ("owner", "cards"), "deck": ("nobody", "cards")}

    # ----- names removed in 0.1 without notice, kept with a warning until 0.3.0 (CHANGELOG.md) --------------------
    @property
    def sides(self) -> Any:
        deprecated("DigimonGame.sides", "game.view(viewer)['seats'] to read a seat, or game.state.sides")
        return self.state.sides

    @property
    def cards(self) -> Any:
        deprecated("DigimonGame.cards", "game.state.cards")
        return self.state.cards

    def card(self, iid: int) -> Any:
        deprecated("DigimonGame.card(i)", "game.state.cards[i]")
        return self.state.cards[iid]

    # ----- construction ------------------------------------------------------------------------------------------
    def _new_state(self, decks: Any = DEFAULT_DECKS) -> None:
        allow = self.options["allow_unimplemented"]
        lists = [check_deck(cas, f"{PLAYER[p]}'s deck ({label})", allow)
                 for p, (label, cas) in enumerate(resolve_decks(decks))]
        self._setup = {"decks": [list(d) for d in lists]}
        pool = card_pool()
        cards, contents = [], {}
        for p, cas in enumerate(lists):
            contents[ZONE_IDS[p, "deck"]] = list(range(len(cards), len(cards) + len(cas)))
            cards.extend(pool[ca] for ca in cas)
        self.state.build(cards, contents)
        self.push(("setup",))

    # ----- what the command line and the boards ask of every game (`core.Game` reads these) --------------------------
    AGENT = HeuristicAgent
    CATALOGUE = CATALOGUE
    POSITIONS = POSITIONS
    DECK_RULES = staticmethod(file_violations)

    BOARD = staticmethod(board_view)
    POSITION = staticmethod(to_position)
    BUILD_POSITION = staticmethod(build_position)
    REFUSAL = staticmethod(refusal)
    CARD_REFUSAL = staticmethod(card_refusal)
    DESCRIBE = staticmethod(describe)
    ACTION_RULES = ACTION_RULES
