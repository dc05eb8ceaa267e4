"""D-Spirits: the assembler (the only module that imports the others together).

`DSpiritsGame` is `core.Game` (the step engine) with `DSpiritsState` as its state (`game.state`), the rule modules
whose `step_<name>` functions are the steps and `decide_<kind>` functions the decision handlers (declared once in
`RULESET`; `chain.py`'s `responses` and `respond` answer its response windows, found by name too), the 0 SP check
(`CHECKS`, the state's `_c_sp`), the abilities that trigger (`TRIGGERS`), its vocabulary (`vocabulary.py`: labels and
refusals) and the wing's view, positions and hand-card refusals. Nothing else in the wing imports this module."""
from __future__ import annotations

from itertools import chain as chain_piles
from typing import Any

from cardgames.core.engine import Game
from cardgames.core.errors import DataFileError, OptionError
from cardgames.core.hidden import KIND_SHOWN
from cardgames.core.options import OptionSpec
from cardgames.core.ruleset import Ruleset
from cardgames.core.words import PLAYER

from . import battle, chain, decisions, interpreter, legality, pending, summoning, turn
from .agents import HeuristicAgent
from .cards import CATALOGUE, DeckSet
from .decks import check_deck, deck_violations, resolve_deck
from .positions import MAX_SP, POSITIONS, build_position, to_position
from .rules import RULES
from .state import ZONE, DSpiritsState
from .turn import MAX_TURN_LIMIT, TURN_LIMIT
from .view import board_view
from .vocabulary import VOCABULARY, former_action

DEFAULT_DECKS = ("stone_guard", "ember_spooks")
DECKS = ("squad", "support", "side")  # a player's three decks, dealt in this order (instances numbered so)


def check_options(options: dict) -> None:
    """The options' bounds, for a new game and a position alike (`resolve_options` checked their types)."""
    sp = options["starting_sp"]
    if not 0 < sp <= MAX_SP:  # both players' SP come from the bank (state.BANK_SIZE), which holds twice MAX_SP
        raise OptionError("option 'starting_sp' runs from 1 to {:,} (5000 in official play), not {:,}", MAX_SP, sp)
    limit = options["turn_limit"]
    if not 0 <= limit <= MAX_TURN_LIMIT:
        raise OptionError("option 'turn_limit' runs from 0 (no limit) to {:,}, not {:,}", MAX_TURN_LIMIT, limit)


def is_spirit(state: DSpiritsState, card: int) -> bool:
    """What every seat can tell of a hidden card (`Ruleset.hidden_kind`): whether it is a D-Spirit."""
    return state.cards[card].is_spirit


def new_game(state: DSpiritsState, decks: Any = DEFAULT_DECKS) -> dict:
    """Deal both players' checked deck sets (six decks, player 0's first, instances numbered in that order) with
    their starting SP, and queue the set-up; the deck sets as the save keeps them."""
    if isinstance(decks, (str, bytes, dict)) or not hasattr(decks, "__len__") or len(decks) != 2:
        raise DataFileError("decks", "", f"two deck sets are needed (one per player), not {decks!r:.80}")
    sets: list[DeckSet] = [check_deck(resolve_deck(d), f"{PLAYER[p]}'s decks") for p, d in enumerate(decks)]
    # what `model_dump(include={"name", "squad", "support", "side"})` returns, built directly: pydantic's dump
    # costs more than the rest of a new game's set-up
    dealt = [{"name": s.name, "squad": [*s.squad], "support": [*s.support], "side": [*s.side]} for s in sets]
    sp = state.options["starting_sp"]
    piles = [one[deck] for one in dealt for deck in DECKS]
    contents, start = {}, 0
    for i, pile in enumerate(piles):
        contents[ZONE[i // len(DECKS)][DECKS[i % len(DECKS)]]] = range(start, start + len(pile))
        start += len(pile)
    first = sum(map(len, piles[:len(DECKS)]))  # player 0's cards
    owner = [0] * first + [1] * (start - first)
    state.build(list(chain_piles.from_iterable(piles)), contents, (sp, sp), owner)
    state._push(("setup",))
    return {"decks": dealt}


RULESET = Ruleset(
    name="dspirits", title="D-Spirits", rules_version="dsp-1", rules=RULES,
    options=(
        OptionSpec("starting_sp", 5000, "The SP both players start with (5000 in official play; at most 1,000,000).",
                   "DSP-7"),
        OptionSpec("soul_shift", False, "Allow the retired Soul Shift game breaker (800 SP: a D-Spirit goes to the "
                   "Support Zone).", "DSP-33"),
        OptionSpec("turn_limit", TURN_LIMIT, f"The turn after which an undecided game ends, the higher SP winning "
                   f"(the rulebook sets none; at most {MAX_TURN_LIMIT:,}; 0: no limit, and play may never end).",
                   "DSP-7"),
    ),
    check_options=check_options,
    state=DSpiritsState, step_modules=(turn, chain, interpreter, summoning, battle, decisions),
    checks=("sp",), triggers=True,
    new_game=new_game, default_setup={"decks": DEFAULT_DECKS}, tokens="sp",
    vocabulary=VOCABULARY, former_action=former_action, agent=HeuristicAgent, catalogue=CATALOGUE,
    deck_rules=deck_violations,
    positions=POSITIONS, board=board_view, position=to_position, build_position=build_position,
    card_refusal=legality.card_refusal, moment=pending.moment,
    # (`core.hidden`): the hand is dealt again with the two decks it is drawn from, a D-Spirit only where a D-Spirit
    # was (the Squad deck holds D-Spirits only and the Support deck none, DSP-1, DSP-3; which deck a card is drawn
    # from is public, DSP-9)
    hidden_zones={"hand": ("owner", "draw", KIND_SHOWN), "squad": ("nobody", "draw", KIND_SHOWN),
                  "support": ("nobody", "draw", KIND_SHOWN), "side": ("owner", "side")},
    hidden_kind=is_spirit,
)


class DSpiritsGame(Game):
    """A game of D-Spirits between two players' deck sets (Squad + Support + Side).

    >>> game = DSpiritsGame(seed=1)
    >>> game.advance()[0].rule
    'DSP-8'
    """

    ruleset = RULESET
