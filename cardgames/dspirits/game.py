"""D-Spirits: the assembler. It joins the state (`state.py`) and the rule modules into one `core.Game`: the modules
whose `step_<name>` functions are the steps (`STEP_MODULES`), the decision handlers (`_d_<kind>`), the checks and the
hooks the board and the command line use. Nothing else in the wing imports this module.

Decisions: `pick` (the deck of each opening card, DSP-8), `draw` (DSP-9, with Squad Recharge and Field Rush),
`extra` (Extra Draw, DSP-31), `main` (DSP-10 … DSP-36), `battle` (DSP-22 … DSP-34), `respond` (answers in a card
chain and bids, DSP-17/19/35), `target` (a card an effect acts on) and `endure` (DSP-24).
"""
from __future__ import annotations

from functools import lru_cache
from itertools import chain as chain_piles
from types import ModuleType
from typing import Any, ClassVar

from cardgames.core.actions import Action, Decision
from cardgames.core.engine import Game
from cardgames.core.errors import DataFileError, OptionError, Violation
from cardgames.core.options import OptionSpec
from cardgames.core.selections import Selections
from cardgames.core.windows import ResponseWindows

from . import battle, chain, interpreter, legality, summoning, turn
from .agents import HeuristicAgent
from .cards import CATALOGUE, DeckSet
from .decks import check_deck, deck_violations, resolve_deck
from .positions import MAX_SP, build_position, to_position
from .rules import RULES
from .state import PLAYER, STATE_SLOTS, ZONE, DSpiritsState
from .view import build_view

DEFAULT_DECKS = ("stone_guard", "ember_spooks")
DECKS = ("squad", "support", "side")  # a player's three decks, dealt in this order (instances numbered so)


@lru_cache(maxsize=16)
def deal_zones(sizes: tuple[int, ...]) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """(zone, instances) of a new game whose six decks (`DECKS` of player 0, then of player 1) hold `sizes` cards:
    instances are numbered in that order, so they depend on the sizes alone. Made once per sizes, not per game
    (six `list(range(...))` cost about 20k machine instructions, valgrind); tuples, so no game can change them."""
    out, start = [], 0
    for i, size in enumerate(sizes):
        out.append((ZONE[i // len(DECKS)][DECKS[i % len(DECKS)]], tuple(range(start, start + size))))
        start += size
    return tuple(out)


# the steps a Main or Battle Step action queues, by action kind: (state, player, *action args) -> steps
_MAIN_STEPS = {"summon": lambda st, p, card: [("summon", p, card, "regular")],
               "play": chain.play_steps,
               "special_move": chain.move_steps,
               "ability": chain.command_steps,
               "evolve": lambda st, p, evo, base: [("evolve", p, evo, base)],
               "soul_exchange": lambda st, p, out, new: [("exchange", p, out, new)],
               "soul_shift": lambda st, p, card: [("pay", p, summoning.SOUL_SHIFT_COST, "DSP-33", "Soul Shift"),
                                                  ("shift", p, card)]}
_BATTLE_STEPS = {"attack": battle.attack_steps,
                 "limbo": lambda st, p, card: battle.limbo_steps(p, card),
                 "play": chain.play_steps}


class DSpiritsGame(ResponseWindows, Selections, Game, DSpiritsState):
    """A game of D-Spirits between two players' deck sets (Squad + Support + Side).

    >>> game = DSpiritsGame(seed=1)
    >>> game.advance()[0].rule
    'DSP-8'
    """

    __slots__ = STATE_SLOTS  # see state.STATE_SLOTS

    name = "dspirits"
    title = "D-Spirits"
    rules_version = "dsp-1"
    RULES = RULES
    OPTIONS = (
        OptionSpec("starting_sp", 5000, "The SP both players start with (5000 in official play; at most 1,000,000).",
                   "DSP-7"),
        OptionSpec("soul_shift", False, "Allow the retired Soul Shift game breaker (800 SP: a D-Spirit goes to the "
                   "Support Zone).", "DSP-33"),
    )
    CHECKS = ("sp",)
    TRIGGERS = True
    STEP_MODULES: ClassVar[tuple[ModuleType, ...]] = (turn, chain, interpreter, summoning, battle, legality)
    DEFAULT_SETUP: ClassVar[dict[str, Any]] = {"decks": DEFAULT_DECKS}
    CARD_ZONES, TOKENS = "places", "sp"

    # ----- construction ----------------------------------------------------------------------------------------------
    def _new_state(self, decks: Any = DEFAULT_DECKS) -> None:
        if isinstance(decks, (str, bytes, dict)) or not hasattr(decks, "__len__") or len(decks) != 2:
            raise DataFileError("decks", "", f"two deck sets are needed (one per player), not {decks!r:.80}")
        sets: list[DeckSet] = [check_deck(resolve_deck(d), f"{PLAYER[p]}'s decks") for p, d in enumerate(decks)]
        # what `model_dump(include={"name", "squad", "support", "side"})` returns, built directly: pydantic's dump
        # costs more than the rest of a new game's set-up
        self._setup = {"decks": [{"name": s.name, "squad": [*s.squad], "support": [*s.support], "side": [*s.side]}
                                 for s in sets]}
        # the six decks from the plain set-up lists (no attribute of a pydantic deck to read), player 0's first
        piles = [dealt[zone] for dealt in self._setup["decks"] for zone in DECKS]
        numbers = list(chain_piles.from_iterable(piles))
        sizes = tuple(map(len, piles))
        first = sum(sizes[:len(DECKS)])  # player 0's cards come first: the owners without a loop over the cards
        sp = self.options["starting_sp"]
        if not 0 < sp <= MAX_SP:  # both players' SP come from the bank (state.BANK_SIZE), which holds twice MAX_SP
            raise OptionError(f"option 'starting_sp' runs from 1 to {MAX_SP:,} (5000 in official play), not {sp:,}")
        self.init_state(numbers, dict(deal_zones(sizes)), (sp, sp), [0] * first + [1] * (len(numbers) - first))
        self.push(("setup",))

    def _from_position(self, position: dict, **_: Any) -> None:
        build_position(self, position)

    # ----- what the command line and the boards ask of every game (`core.Game` reads these) --------------------------
    AGENT = HeuristicAgent
    CATALOGUE = CATALOGUE
    DECK_RULES = staticmethod(deck_violations)

    # the engine's hooks bound straight to the state's and rule modules' functions (as the steps): no wrapper
    # call at every snapshot and every response window's priority. `_save_state` is a slot: the state array's own
    # `tobytes`, set by `init_state`
    _load_state = DSpiritsState.load_state


    # ----- checks and windows -----------------------------------------------------------------------------------------
    _c_sp = turn.check_sp

    responses = chain.responses
    respond = chain.respond

    # ----- decisions --------------------------------------------------------------------------------------------------
    def _d_draw(self, action: Action, p: int) -> None:
        self.push(*turn.draw_steps(self, p, action))

    def _d_extra(self, action: Action, p: int) -> None:
        self.push(*turn.extra_steps(p, action))

    def _d_target(self, action: Action, p: int) -> None:
        self.push(*interpreter.target_steps(self, p, action))

    def _d_endure(self, action: Action, p: int) -> None:
        self.push(*battle.endure_steps(action))

    def _d_main(self, action: Action, p: int) -> None:
        kind, args = action[0], action[1]  # an Action is (kind, args, label): read by index, not through properties
        if kind == "to_battle":
            self.push(("battle_step", p), ("battle", p))
            return
        if kind == "super_charge":
            self.push(*summoning.charge_steps(p, args[0]))
            return
        steps = _MAIN_STEPS[kind](self, p, *args)
        self.push(*steps, ("main", p))

    def _d_battle(self, action: Action, p: int) -> None:
        kind, args = action[0], action[1]  # as in `_d_main`
        if kind == "end_battle":
            self.emit("DSP-22", "step", f"{PLAYER[p]} ends the Battle Step.", p)
            self.push(("end_step", p))
            return
        steps = _BATTLE_STEPS[kind](self, p, *args)
        self.push(*steps, ("battle", p))

    def _refusal(self, decision: Decision, action: Action) -> Violation | None:
        return legality.refusal(self, decision, action)

    def _card_refusal(self, decision: Decision, card: int) -> Violation | None:
        return legality.card_refusal(self, decision, card)

    def view(self, viewer: int | None = None) -> dict:
        return build_view(self, viewer)

    def to_position(self) -> dict:
        return to_position(self)
