"""Yu Yu Hakusho TCG: the assembler of the wing (the only module that imports the others together).

`YuyuGame` is `core.Game` (the step engine) with `YuyuState` as its state (`game.state`), the rule modules whose
`step_<name>` functions are the steps and `decide_<kind>` functions the decision handlers (`STEP_MODULES`), and the
wing's view, positions and refusals. It declares no checks: damage,
the one state a match's end (YYH-17) depends on, changes in a single step, which queues the end itself
(`attack.step_damage_point`), so the engine runs its plain loop.
"""
from __future__ import annotations

from types import ModuleType
from typing import Any, ClassVar

from cardgames.core.engine import Game
from cardgames.core.options import OptionSpec

from . import arena, attack, decisions, interpreter, turn
from .agents import HeuristicAgent
from .cards import CATALOGUE
from .decks import check_deck, file_violations, resolve_decks
from .legality import describe, hand_card_refusal, refusal
from .positions import POSITIONS, build_position, to_position
from .rules import RULES
from .state import PLAYER, YuyuState
from .view import board_view

DEFAULT_DECKS = ("team_urameshi", "team_toguro")


class YuyuGame(Game):
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
    STATE = YuyuState
    STEP_MODULES: ClassVar[tuple[ModuleType, ...]] = (turn, attack, arena, interpreter, decisions)
    DEFAULT_SETUP: ClassVar[dict[str, Any]] = {"decks": DEFAULT_DECKS}
    CARD_ZONES, TOKENS = "places", "se"
    # a hand is its owner's, a deck's order nobody's (`core.hidden`)
    HIDDEN_ZONES = {"hand": ("owner", "cards"), "deck": ("nobody", "cards")}

    # ----- construction ------------------------------------------------------------------------------------------
    def _new_state(self, decks: Any = DEFAULT_DECKS) -> None:
        files = [check_deck(d, f"{PLAYER[p]}'s deck ({d.name})") for p, d in enumerate(resolve_decks(decks))]
        self._setup = {"decks": [d.model_dump() for d in files]}
        self.state.build([list(d.characters) + list(d.cards) for d in files])
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
    CARD_REFUSAL = staticmethod(hand_card_refusal)
    DESCRIBE = staticmethod(describe)
