"""D-Spirits: the assembler (the only module that imports the others together).

`DSpiritsGame` is `core.Game` (the step engine) with `DSpiritsState` as its state (`game.state`), the rule modules
whose `step_<name>` functions are the steps and `decide_<kind>` functions the decision handlers (`STEP_MODULES`;
`chain.py`'s `responses` and `respond` answer its response windows, found by name too), the 0 SP check (`CHECKS`,
the state's `_c_sp`), the abilities that trigger (`TRIGGERS`), and the wing's view, positions and refusals. Nothing
else in the wing imports this module.
"""
from __future__ import annotations

from itertools import chain as chain_piles
from types import ModuleType
from typing import Any, ClassVar

from cardgames.core.engine import Game
from cardgames.core.errors import DataFileError, OptionError
from cardgames.core.options import OptionSpec

from . import battle, chain, decisions, interpreter, legality, summoning, turn
from .agents import HeuristicAgent
from .cards import CATALOGUE, DeckSet
from .decks import check_deck, deck_violations, resolve_deck
from .positions import MAX_SP, POSITIONS, build_position, to_position
from .rules import RULES
from .state import PLAYER, ZONE, DSpiritsState
from .turn import MAX_TURN_LIMIT, TURN_LIMIT
from .view import board_view

DEFAULT_DECKS = ("stone_guard", "ember_spooks")
DECKS = ("squad", "support", "side")  # a player's three decks, dealt in this order (instances numbered so)


class DSpiritsGame(Game):
    """A game of D-Spirits between two players' deck sets (Squad + Support + Side).

    >>> game = DSpiritsGame(seed=1)
    >>> game.advance()[0].rule
    'DSP-8'
    """

    name = "dspirits"
    title = "D-Spirits"
    rules_version = "dsp-1"
    RULES = RULES
    OPTIONS = (
        OptionSpec("starting_sp", 5000, "The SP both players start with (5000 in official play; at most 1,000,000).",
                   "DSP-7"),
        OptionSpec("soul_shift", False, "Allow the retired Soul Shift game breaker (800 SP: a D-Spirit goes to the "
                   "Support Zone).", "DSP-33"),
        OptionSpec("turn_limit", TURN_LIMIT, f"The turn after which an undecided game ends, the higher SP winning "
                   f"(the rulebook sets none; at most {MAX_TURN_LIMIT:,}; 0: no limit, and play may never end).",
                   "DSP-7"),
    )
    STATE = DSpiritsState
    CHECKS = ("sp",)
    TRIGGERS = True
    STEP_MODULES: ClassVar[tuple[ModuleType, ...]] = (turn, chain, interpreter, summoning, battle, legality, decisions)
    DEFAULT_SETUP: ClassVar[dict[str, Any]] = {"decks": DEFAULT_DECKS}
    CARD_ZONES, TOKENS = "places", "sp"
    # a hand is its owner's, the Squad and Support decks' orders nobody's, a Side deck its owner's, who chose it
    # (`core.hidden`): the hand is dealt again with the two decks it is drawn from
    HIDDEN_ZONES = {"hand": ("owner", "draw"), "squad": ("nobody", "draw"), "support": ("nobody", "draw"),
                    "side": ("owner", "side")}

    # ----- construction ----------------------------------------------------------------------------------------------
    def _check_bounds(self) -> None:
        """The options' bounds, for a new game and a position alike (`resolve_options` checked their types)."""
        sp = self.options["starting_sp"]
        if not 0 < sp <= MAX_SP:  # both players' SP come from the bank (state.BANK_SIZE), which holds twice MAX_SP
            raise OptionError(f"option 'starting_sp' runs from 1 to {MAX_SP:,} (5000 in official play), not {sp:,}")
        limit = self.options["turn_limit"]
        if not 0 <= limit <= MAX_TURN_LIMIT:
            raise OptionError(f"option 'turn_limit' runs from 0 (no limit) to {MAX_TURN_LIMIT:,}, not {limit:,}")

    def _from_position(self, position: dict, **setup: Any) -> None:
        self._check_bounds()
        super()._from_position(position, **setup)

    def _new_state(self, decks: Any = DEFAULT_DECKS) -> None:
        if isinstance(decks, (str, bytes, dict)) or not hasattr(decks, "__len__") or len(decks) != 2:
            raise DataFileError("decks", "", f"two deck sets are needed (one per player), not {decks!r:.80}")
        sets: list[DeckSet] = [check_deck(resolve_deck(d), f"{PLAYER[p]}'s decks") for p, d in enumerate(decks)]
        # what `model_dump(include={"name", "squad", "support", "side"})` returns, built directly: pydantic's dump
        # costs more than the rest of a new game's set-up
        self._setup = {"decks": [{"name": s.name, "squad": [*s.squad], "support": [*s.support], "side": [*s.side]}
                                 for s in sets]}
        self._check_bounds()
        sp = self.options["starting_sp"]
        # the six decks, player 0's first, instances numbered in that order
        piles = [dealt[deck] for dealt in self._setup["decks"] for deck in DECKS]
        contents, start = {}, 0
        for i, pile in enumerate(piles):
            contents[ZONE[i // len(DECKS)][DECKS[i % len(DECKS)]]] = range(start, start + len(pile))
            start += len(pile)
        first = sum(map(len, piles[:len(DECKS)]))  # player 0's cards
        owner = [0] * first + [1] * (start - first)
        self.state.build(list(chain_piles.from_iterable(piles)), contents, (sp, sp), owner)
        self.push(("setup",))

    # ----- what the command line and the boards ask of every game (`core.Game` reads these) --------------------------
    AGENT = HeuristicAgent
    CATALOGUE = CATALOGUE
    POSITIONS = POSITIONS
    DECK_RULES = staticmethod(deck_violations)

    BOARD = staticmethod(board_view)
    POSITION = staticmethod(to_position)
    BUILD_POSITION = staticmethod(build_position)
    REFUSAL = staticmethod(legality.refusal)
    CARD_REFUSAL = staticmethod(legality.card_refusal)
    DESCRIBE = staticmethod(legality.describe)
    ACTION_RULES = legality.KIND_RULE
