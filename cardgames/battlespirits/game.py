"""Battle Spirits Standard: the assembler of the wing (see `cardgames/README.md`).

`BattleSpiritsGame` is `core.Game` (the step engine) with `BattleSpiritsState` as its state (`game.state`), the
rule modules whose `step_<name>` functions are the steps and `decide_<kind>` functions the decision handlers
(`STEP_MODULES`), and the wing's view, positions and refusals. The rule steps live in `turn.py` (set-up and the
turn), `costs.py` (playing a card: 継召, reduction, payment, placing cores), `interpreter.py` (effects and abilities)
and `battle.py` (the attack step); `legality.py` lists the actions, asks the main-step decision
(`step_main_choice`) and explains refusals, `view.py` and `positions.py` turn the state into plain data and back.
Flash timing is a core response window (defender first, each effect at once), answered by `legality.responses`
and `decisions.respond` (found by name); multi-core payments and placements
are core selections; the check after every step (the state's `_c_cores`) ends the game at 0 life (BS-1) and makes a
card below Lv1 vanish (BS-22).
"""
from __future__ import annotations

from types import ModuleType
from typing import Any, ClassVar

from cardgames.core.engine import Game
from cardgames.core.options import OptionSpec

from . import battle, costs, decisions, interpreter, legality, turn
from .agents import HeuristicAgent
from .cards import CATALOGUE
from .decks import check_deck, file_violations, resolve_decks
from .positions import POSITIONS, build_position, to_position
from .rules import RULES
from .state import PLAYER, BattleSpiritsState
from .view import board_view

DEFAULT_DECKS = ("red_windfang", "purple_bloodrouse")


class BattleSpiritsGame(Game):
    """A game of Battle Spirits Standard between two decks of 40 or more cards.

    >>> game = BattleSpiritsGame(seed=1)
    >>> game.advance()[-1].rule in RULES
    True
    """

    name = "battlespirits"
    title = "Battle Spirits Standard"
    rules_version = "bs-standard-2026-1"
    RULES = RULES
    OPTIONS = (
        OptionSpec("first_player", -1, "Who goes first: -1 a coin toss (the rulebook), 0 or 1 a fixed seat.",
                   "BS-9"),
        OptionSpec("double_symbol_reduces_once", False, "The other reading of BS-17: a double symbol on the field "
                   "lowers a cost by 1, not 2.", "BS-17"),
        OptionSpec("summon_needs_lv1", False, "The other reading of BS-24: a spirit must be given at least the "
                   "cores of Lv1 when it is summoned (when the reserve has them).", "BS-24"),
    )
    STATE = BattleSpiritsState
    CHECKS = ("cores",)
    TRIGGERS = True
    STEP_MODULES: ClassVar[tuple[ModuleType, ...]] = (turn, costs, interpreter, battle, legality, decisions)
    DEFAULT_SETUP: ClassVar[dict[str, Any]] = {"decks": DEFAULT_DECKS}
    CARD_ZONES, TOKENS = "places", "cores"
    # a hand is its owner's, a deck's order nobody's (`core.hidden`)
    HIDDEN_ZONES = {"hand": ("owner", "cards"), "deck": ("nobody", "cards")}

    # ----- construction ------------------------------------------------------------------------------------------
    def _new_state(self, decks: Any = DEFAULT_DECKS) -> None:
        lists = [check_deck(ids, f"{PLAYER[p]}'s deck ({label})") for p, (label, ids) in
                 enumerate(resolve_decks(decks))]
        self._setup = {"decks": [list(d) for d in lists]}
        self.state.build(lists)
        turn.create_cores(self.state)
        self.push(("cores_to_void",))

    # ----- what the command line and the boards ask of every game (`core.Game` reads these) --------------------------
    AGENT = HeuristicAgent
    CATALOGUE = CATALOGUE
    POSITIONS = POSITIONS
    DECK_RULES = staticmethod(file_violations)

    BOARD = staticmethod(board_view)
    POSITION = staticmethod(to_position)
    BUILD_POSITION = staticmethod(build_position)
    REFUSAL = staticmethod(legality.refusal)
    CARD_REFUSAL = staticmethod(legality.hand_card_refusal)
    DESCRIBE = staticmethod(legality.describe)
