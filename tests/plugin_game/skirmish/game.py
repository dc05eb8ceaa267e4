"""Skirmish: the assembler. `RULESET` declares the game once (its state, rule module, words, cards, positions);
`SkirmishGame` is core's engine running it."""
from __future__ import annotations

from typing import Any

from cardgames.core.engine import Game
from cardgames.core.errors import DeckError
from cardgames.core.hidden import HAND_AND_DECK
from cardgames.core.options import OptionSpec
from cardgames.core.ruleset import Ruleset

from . import turn
from .cards import CATALOGUE
from .decks import deck_violations
from .legality import card_refusal
from .positions import POSITIONS, build_position, to_position
from .rules import RULES
from .state import PLAYER, SEAT_ZONES, ZONES, SkirmishState
from .view import board_view
from .vocabulary import VOCABULARY

DEFAULT_DECKS = ("vanguard", "siege")


def new_game(state: SkirmishState, decks: Any = DEFAULT_DECKS) -> dict:
    """Deal both checked decks into their deck zones, set the starting life and queue the set-up."""
    named = CATALOGUE.named_pair(decks)
    for p, (label, numbers) in enumerate(named):
        problems = deck_violations(CATALOGUE.deck(name=label, cards=numbers))
        if problems:
            raise DeckError(problems, f"{PLAYER[p]}'s deck ({label})")
    pool, cards, contents = CATALOGUE.pool(), [], {}
    for p, (_, numbers) in enumerate(named):
        contents.update({SEAT_ZONES[p][zone]: [] for zone in ZONES})
        contents[SEAT_ZONES[p]["deck"]] = list(range(len(cards), len(cards) + len(numbers)))
        cards.extend(pool[n] for n in numbers)
    state.build(cards, contents)
    state.life = (state.options["life"],) * 2
    state._push(("setup",))
    return {"decks": [numbers for _, numbers in named]}


RULESET = Ruleset(
    name="skirmish", title="Skirmish", rules_version="skm-1", rules=RULES,
    options=(OptionSpec("life", 20, "The life each player starts with.", "SKM-1"),),
    state=SkirmishState, step_modules=(turn,), new_game=new_game, default_setup={"decks": DEFAULT_DECKS},
    card_zones="places", vocabulary=VOCABULARY, catalogue=CATALOGUE, deck_rules=deck_violations,
    positions=POSITIONS, board=board_view, position=to_position, build_position=build_position,
    card_refusal=card_refusal,
    hidden_zones=HAND_AND_DECK,  # a hand is its owner's, a deck's order nobody's (`core.hidden`)
)


class SkirmishGame(Game):
    """A game of Skirmish between two 12-card decks."""

    ruleset = RULESET
