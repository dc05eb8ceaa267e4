"""Battle Spirits Standard: the assembler of the wing (see `cardgames/README.md`).

`BattleSpiritsGame` is `core.Game` (the step engine) with `BattleSpiritsState` as its state (`game.state`), the rule
modules whose `step_<name>` functions are the steps and `decide_<kind>` functions the decision handlers (all declared
once in `RULESET`), its vocabulary (`vocabulary.py`: labels and refusals) and the wing's view, positions and
hand-card refusals. The rule steps live in `turn.py` (set-up and the turn), `costs.py` (playing a card: 継召,
reduction, payment, placing cores), `interpreter.py` (effects and abilities) and `battle.py` (the attack step);
`legality.py` lists the actions and explains refusals (no rule step: `turn.step_main_choice` asks), `view.py`
and `positions.py` turn the state into plain data and back. Flash timing is a core response window (defender first,
each effect at once), answered by `legality.responses` and `decisions.respond` (found by name); multi-core payments
and placements are core selections; the check after every step (the state's `_c_cores`) ends the game at 0 life
(BS-1) and makes a card below Lv1 vanish (BS-22)."""
from __future__ import annotations

from typing import Any

from cardgames.core.engine import Game
from cardgames.core.hidden import HAND_AND_DECK
from cardgames.core.options import OptionSpec
from cardgames.core.ruleset import Ruleset
from cardgames.core.words import PLAYER

from . import battle, costs, decisions, interpreter, legality, pending, turn
from .agents import HeuristicAgent
from .cards import CATALOGUE
from .decks import check_deck, file_violations, resolve_decks
from .positions import POSITIONS, build_position, to_position
from .rules import RULES
from .state import BattleSpiritsState
from .view import board_view
from .vocabulary import VOCABULARY

DEFAULT_DECKS = ("red_windfang", "purple_bloodrouse")


def new_game(state: BattleSpiritsState, decks: Any = DEFAULT_DECKS) -> dict:
    """Deal both checked decks, make the cores and queue their move to the void; the decks as the save keeps them."""
    lists = [check_deck(ids, f"{PLAYER[p]}'s deck ({label})") for p, (label, ids) in
             enumerate(resolve_decks(decks))]
    state.build(lists)
    turn.create_cores(state)
    state._push(("cores_to_void",))
    return {"decks": [list(d) for d in lists]}


RULESET = Ruleset(
    name="battlespirits", title="Battle Spirits Standard", rules_version="bs-standard-2026-1", rules=RULES,
    options=(
        OptionSpec("first_player", -1, "Who goes first: -1 a coin toss (the rulebook), 0 or 1 a fixed seat.",
                   "BS-9"),
        OptionSpec("double_symbol_reduces_once", False, "The other reading of BS-17: a double symbol on the field "
                   "lowers a cost by 1, not 2.", "BS-17"),
        OptionSpec("summon_needs_lv1", False, "The other reading of BS-24: a spirit must be given at least the "
                   "cores of Lv1 when it is summoned (when the reserve has them).", "BS-24"),
    ),
    state=BattleSpiritsState, step_modules=(turn, costs, interpreter, battle, legality, decisions),
    checks=("cores",), triggers=True,
    new_game=new_game, default_setup={"decks": DEFAULT_DECKS}, tokens="cores",
    vocabulary=VOCABULARY, agent=HeuristicAgent, catalogue=CATALOGUE, deck_rules=file_violations,
    positions=POSITIONS, board=board_view, position=to_position, build_position=build_position,
    card_refusal=legality.card_refusal, moment=pending.moment,
    hidden_zones=HAND_AND_DECK,
)


class BattleSpiritsGame(Game):
    """A game of Battle Spirits Standard between two decks of 40 or more cards.

    >>> game = BattleSpiritsGame(seed=1)
    >>> game.advance()[-1].rule in RULES
    True
    """

    ruleset = RULESET
