"""Digimon Card Battle: the assembler of the wing. `DigimonGame` is the engine (`cardgames.core.Game`) with
`state.DigimonState` as its state (`game.state`), the rule modules whose `step_<name>` functions are the steps and
`decide_<kind>` functions the decision handlers, all declared once in `RULESET`, its vocabulary (`vocabulary.py`:
labels and refusals) and the wing's view, positions and hand-card refusals. No rule is written here; nothing in the
wing imports this module.

A turn is queued as its phases (preparation, evolution, support, battle, end); each phase pushes its own steps
(one card drawn, one card moved, one support revealed, one attack) in front of the rest, so `step()` shows the
rule one step at a time.
"""
from __future__ import annotations

from typing import Any

from cardgames.core.engine import Game
from cardgames.core.hidden import HAND_AND_DECK
from cardgames.core.options import OptionSpec
from cardgames.core.ruleset import Ruleset
from cardgames.core.words import PLAYER

from . import battle, decisions, evolution, turn
from .agents import HeuristicAgent
from .cards import CATALOGUE
from .decks import check_deck, file_violations, resolve_decks
from .legality import card_refusal
from .positions import POSITIONS, build_position, to_position
from .rules import RULES
from .state import ZONE_IDS, DigimonState
from .view import board_view
from .vocabulary import VOCABULARY

DEFAULT_DECKS = ("fire_starter", "ice_starter")


def new_game(state: DigimonState, decks: Any = DEFAULT_DECKS) -> dict:
    """Deal both checked decks into their deck zones and queue the set-up (DCB-2); the decks as the save keeps them."""
    allow = state.options["allow_unimplemented"]
    lists = [check_deck(cas, f"{PLAYER[p]}'s deck ({label})", allow)
             for p, (label, cas) in enumerate(resolve_decks(decks))]
    numbers, contents = [], {}
    for p, cas in enumerate(lists):
        contents[ZONE_IDS[p, "deck"]] = list(range(len(numbers), len(numbers) + len(cas)))
        numbers.extend(cas)
    state.build(numbers, contents, len(lists[0]))
    state._push(("setup",))
    return {"decks": [list(d) for d in lists]}


RULESET = Ruleset(
    name="digimon", title="Digimon Card Battle", rules_version="dcb-1", rules=RULES,
    options=(
        OptionSpec("ps1_turn1", False, "Both players place a Digimon before the first battle (PlayStation).",
                   "DCB-11"),
        OptionSpec("allow_unimplemented", False, "Accept decks with cards whose effects the engine does not "
                   "carry out yet.", "DCB-2"),
    ),
    state=DigimonState, step_modules=(turn, evolution, battle, decisions),
    new_game=new_game, default_setup={"decks": DEFAULT_DECKS},
    vocabulary=VOCABULARY, agent=HeuristicAgent, catalogue=CATALOGUE, deck_rules=file_violations,
    positions=POSITIONS, board=board_view, position=to_position, build_position=build_position,
    card_refusal=card_refusal,
    hidden_zones=HAND_AND_DECK,  # DCB-4: a hand is its owner's, a deck's order nobody's (`core.hidden`)
)


class DigimonGame(Game):
    """A game of Digimon Card Battle between two 30-card decks.

    >>> game = DigimonGame(seed=1)
    >>> game.advance()[-1].rule in RULES
    True
    """

    ruleset = RULESET
