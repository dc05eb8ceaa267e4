"""Skirmish: the assembler. `SkirmishGame` is core's engine with Skirmish's state, rule module and hooks."""
from __future__ import annotations

from types import ModuleType
from typing import Any, ClassVar

from cardgames.core.engine import Game
from cardgames.core.errors import DeckError
from cardgames.core.options import OptionSpec

from . import turn
from .cards import CATALOGUE
from .decks import deck_violations
from .kinds import ACTION_KINDS, IN_PLAY
from .legality import card_refusal, describe, refusal
from .positions import POSITIONS, build_position, to_position
from .rules import RULES
from .state import PLAYER, SEAT_ZONES, ZONES, SkirmishState
from .view import board_view

DEFAULT_DECKS = ("vanguard", "siege")


class SkirmishGame(Game):
    """A game of Skirmish between two 12-card decks."""

    name = "skirmish"
    title = "Skirmish"
    rules_version = "skm-1"
    RULES = RULES
    OPTIONS = (OptionSpec("life", 20, "The life each player starts with.", "SKM-1"),)
    STATE = SkirmishState
    STEP_MODULES: ClassVar[tuple[ModuleType, ...]] = (turn,)
    DEFAULT_SETUP: ClassVar[dict[str, Any]] = {"decks": DEFAULT_DECKS}
    CARD_ZONES = "places"
    # a hand is its owner's, a deck's order nobody's (`core.hidden`)
    HIDDEN_ZONES = {"hand": ("owner", "cards"), "deck": ("nobody", "cards")}

    def _new_state(self, decks: Any = DEFAULT_DECKS) -> None:
        named = CATALOGUE.named_pair(decks)
        for p, (label, numbers) in enumerate(named):
            problems = deck_violations(CATALOGUE.deck(name=label, cards=numbers))
            if problems:
                raise DeckError(problems, f"{PLAYER[p]}'s deck ({label})")
        self._setup = {"decks": [numbers for _, numbers in named]}
        pool, cards, contents = CATALOGUE.pool(), [], {}
        for p, (_, numbers) in enumerate(named):
            contents.update({SEAT_ZONES[p][zone]: [] for zone in ZONES})
            contents[SEAT_ZONES[p]["deck"]] = list(range(len(cards), len(cards) + len(numbers)))
            cards.extend(pool[n] for n in numbers)
        self.state.build(cards, contents)
        self.state.life = (self.options["life"],) * 2
        self.push(("setup",))

    CATALOGUE = CATALOGUE
    POSITIONS = POSITIONS
    DECK_RULES = staticmethod(deck_violations)
    BOARD = staticmethod(board_view)
    POSITION = staticmethod(to_position)
    BUILD_POSITION = staticmethod(build_position)
    REFUSAL = staticmethod(refusal)
    CARD_REFUSAL = staticmethod(card_refusal)
    DESCRIBE = staticmethod(describe)
    ACTION_KINDS = ACTION_KINDS
    IN_PLAY = IN_PLAY
