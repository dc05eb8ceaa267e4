"""Battle Spirits Standard: the assembler of the wing (see `cardgames/README.md`).

The rule steps live in `turn.py` (set-up and the turn), `costs.py` (playing a card: 継召, reduction, payment,
placing cores), `interpreter.py` (effects and abilities) and `battle.py` (the attack step); `legality.py` lists the
actions, asks the main-step decision (`step_main_choice`) and explains refusals, `view.py` and `positions.py` turn
the state into plain data and back. Flash timing is a core response window (defender first, each effect at once);
multi-core payments and placements are core selections; the checks after every step end the game at 0 life (BS-1)
and make a card below Lv1 vanish (BS-22). `STEP_MODULES` names the modules whose `step_<name>` functions are the
steps.
"""
from __future__ import annotations

from types import ModuleType
from typing import Any, ClassVar

from cardgames.core.actions import Action, Decision
from cardgames.core.engine import Game
from cardgames.core.errors import Violation
from cardgames.core.options import OptionSpec
from cardgames.core.selections import Selections
from cardgames.core.windows import ResponseWindows, Window

from . import battle, costs, interpreter, legality, turn
from .agents import HeuristicAgent
from .cards import CATALOGUE, card_pool
from .decks import check_deck, file_violations, resolve_decks
from .rules import RULES
from .state import LIFE_LOST, PLAYER, BattleSpiritsState

DEFAULT_DECKS = ("red_windfang", "purple_bloodrouse")


class BattleSpiritsGame(ResponseWindows, Selections, Game, BattleSpiritsState):
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
    CHECKS = ("cores",)
    TRIGGERS = True
    STEP_MODULES: ClassVar[tuple[ModuleType, ...]] = (turn, costs, interpreter, battle, legality)
    DEFAULT_SETUP: ClassVar[dict[str, Any]] = {"decks": DEFAULT_DECKS}
    CARD_ZONES, TOKENS = "places", "cores"

    # ----- construction ------------------------------------------------------------------------------------------
    def _new_state(self, decks: Any = DEFAULT_DECKS) -> None:
        lists = [check_deck(ids, f"{PLAYER[p]}'s deck ({label})") for p, (label, ids) in
                 enumerate(resolve_decks(decks))]
        self._setup = {"decks": [list(d) for d in lists]}
        pool = card_pool()
        self.build([[pool[c] for c in ids] for ids in lists])
        self.track(self.places)
        self.track(self.cores)
        turn.create_cores(self)
        self.push(("cores_to_void",))

    def _from_position(self, position: dict, **_: Any) -> None:
        from .positions import build_position

        build_position(self, position)
        self.track(self.places)
        self.track(self.cores)

    # ----- what the command line and the boards ask of every game (`core.Game` reads these) --------------------------
    AGENT = HeuristicAgent
    CATALOGUE = CATALOGUE
    DECK_RULES = staticmethod(file_violations)

    def _save_state(self) -> tuple:
        return ()  # everything mutable is in the cells and the tracked zones and cores

    def _load_state(self, saved: tuple) -> None:
        """Nothing of its own to load (core restores the cells, the zones and the cores, and arms the checks): the
        checks look at the whole restored board, as after set-up."""
        self.losers = []
        self.check_all = True


    # ----- checks after every step (core.Game.CHECKS) ----------------------------------------------------------
    def _c_cores(self) -> None:
        """After a step that moved cores off a card or out of life, or put a card into play (`checks_due`): a card
        below Lv1 vanishes (BS-22), 0 life loses (BS-1). Only those can have changed, so only they are looked at
        (`losers`: the cards, and life when it lost cores); the whole board after set-up or a restore
        (`check_all`)."""
        losers, self.losers = self.losers, []
        if self.check_all:
            self.check_all = False
            turn.check_levels(self, self._queue)
            turn.check_life(self)
            return
        turn.check_levels(self, self._queue, losers)
        if LIFE_LOST in losers:
            turn.check_life(self)

    # ----- decisions -----------------------------------------------------------------------------------------------
    def _d_mulligan(self, action: Action, player: int) -> None:
        turn.mulligan(self, player, action.kind == "mulligan")

    def _d_main(self, action: Action, player: int) -> None:
        kind, args, _ = action  # unpacked in C: `Action.kind`/`args` are properties, a slower read at every main step
        if kind == "end_step":
            self.emit("BS-10", "step_end", f"{PLAYER[player]} ends the {'2nd ' if self.step_name == 'main2' else ''}"
                      "main step.", player)
            return
        self.push(("main_choice", player))
        if kind == "play":
            self.push(("play", player, args[0], -1, False))
        elif kind in ("magic", "soul_magic"):
            self.push(("play", player, args[0], args[1], kind == "soul_magic"))
        else:
            turn.move_core(self, player, args[0], args[1], kind == "core_on")

    def _d_place(self, action: Action, player: int) -> None:
        costs.place(self, player, action)

    def _d_soul_choice(self, action: Action, player: int) -> None:
        interpreter.soul_choice(self, action)

    def _d_attack(self, action: Action, player: int) -> None:
        battle.attack(self, player, action)

    def _d_block(self, action: Action, player: int) -> None:
        battle.block(self, player, action)

    # ----- flash timing (core.windows) ---------------------------------------------------------------------------
    def responses(self, window: Window, player: int) -> tuple[Action, ...]:
        return legality.flash_actions(self, player)

    def respond(self, window: Window, player: int, action: Action) -> tuple:
        iid, effect = action.args
        self.emit("BS-28", "flash", f"{window.name}: {PLAYER[player]} uses {self.card_name(iid)}'s Flash "
                  "effect.", player, card=iid)
        return ("play", player, iid, effect, action.kind == "soul_flash")

    # ----- what a seat sees, positions, refusals ------------------------------------------------------------------
    def view(self, viewer: int | None = None) -> dict:
        from .view import view

        return view(self, viewer)

    def to_position(self) -> dict:
        from .positions import to_position

        return to_position(self)

    def _card_refusal(self, decision: Decision, iid: int) -> Violation | None:
        return legality.hand_card_refusal(self, decision, iid)

    def _refusal(self, decision: Decision, action: Action) -> Violation | None:
        return legality.refusal(self, decision, action)
