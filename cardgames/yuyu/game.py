"""Yu Yu Hakusho TCG: the assembler of the wing (the only module that imports the others together).

`YuyuGame` is `core.Game` (the step engine) with `YuyuState` as its state (`game.state`), the rule modules whose
`step_<name>` functions are the steps and `decide_<kind>` functions the decision handlers, all declared once in
`RULESET`, its vocabulary (`vocabulary.py`: labels and refusals) and the wing's view, positions and hand-card
refusals. It declares no checks: damage, the one state a match's end (YYH-17) depends on, changes in a single step,
which queues the end itself (`attack.step_damage_point`), so the engine runs its plain loop."""
from __future__ import annotations

from typing import Any

from cardgames.core.engine import Game
from cardgames.core.hidden import HAND_AND_DECK, KIND_SHOWN
from cardgames.core.options import OptionSpec
from cardgames.core.ruleset import Ruleset
from cardgames.core.words import PLAYER

from . import arena, attack, decisions, interpreter, turn
from .agents import HeuristicAgent
from .cards import CATALOGUE
from .decks import check_deck, file_violations, resolve_decks
from .legality import ATTACHABLE, card_refusal
from .positions import POSITIONS, build_position, moment, to_position
from .rules import RULES
from .state import YuyuState
from .view import board_view
from .vocabulary import VOCABULARY, former_action

DEFAULT_DECKS = ("team_urameshi", "team_toguro")


def attachable(state: YuyuState, card: int) -> bool:
    """What every seat can tell of a face-down card (`Ruleset.hidden_kind`): whether it may be attached (YYH-4)."""
    return state.cards[card].kind in ATTACHABLE


def new_game(state: YuyuState, decks: Any = DEFAULT_DECKS) -> dict:
    """Deal both checked decks (characters first) and queue the set-up; the deck files as the save keeps them."""
    files = [check_deck(d, f"{PLAYER[p]}'s deck ({d.name})") for p, d in enumerate(resolve_decks(decks))]
    state.build([list(d.characters) + list(d.cards) for d in files])
    state._push(("setup",))
    return {"decks": [d.model_dump() for d in files]}


RULESET = Ruleset(
    name="yuyu", title="Yu Yu Hakusho TCG", rules_version="yyh-1", rules=RULES,
    options=(
        OptionSpec("first_turn_draw", False, "The first player also draws on the first turn (the other reading "
                   "of 'the first turn of the game').", "YYH-10"),
    ),
    state=YuyuState, step_modules=(turn, attack, arena, interpreter, decisions),
    new_game=new_game, default_setup={"decks": DEFAULT_DECKS}, tokens="se",
    vocabulary=VOCABULARY, agent=HeuristicAgent, catalogue=CATALOGUE, deck_rules=file_violations,
    positions=POSITIONS, board=board_view, position=to_position, build_position=build_position,
    card_refusal=card_refusal, moment=moment,
    # a hand is its owner's, a deck's order nobody's, a card attached face down under a sideline character its
    # owner's, known to be an item or a technique and no more (YYH-4, YYH-13) (`core.hidden`)
    hidden_zones={**HAND_AND_DECK, "attached": ("face_down", "cards", KIND_SHOWN)},
    hidden_kind=attachable, former_action=former_action,
)


class YuyuGame(Game):
    """A game of the Yu Yu Hakusho TCG: five matches, the first to win three wins.

    >>> game = YuyuGame(seed=1)
    >>> game.advance()[0].rule
    'YYH-8'
    """

    ruleset = RULESET
