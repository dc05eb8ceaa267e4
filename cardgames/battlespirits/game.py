"""Battle Spirits Standard: the assembler of the wing (see `cardgames/README.md`).

The rule steps live in `turn.py` (set-up and the turn), `costs.py` (playing a card: 継召, reduction, payment,
placing cores), `interpreter.py` (effects and abilities) and `battle.py` (the attack step); `legality.py` lists the
actions and explains refusals, `view.py` and `positions.py` turn the state into plain data and back. Flash timing
is a core response window (defender first, each effect at once); multi-core payments and placements are core
selections; the checks after every step end the game at 0 life (BS-1) and make a card below Lv1 vanish (BS-22).
"""
from __future__ import annotations

from typing import Any

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
# The main-step prompt by seat and step (the 1st, the 2nd), made once: it is asked at every main-step decision
MAIN_PROMPTS = tuple(tuple(f"{PLAYER[p]}'s {step}: play a card, move cores, or end the step."
                           for step in ("main step", "2nd main step")) for p in (0, 1))


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

    # ----- construction ------------------------------------------------------------------------------------------
    def __init__(self, seed: int = 0, options: dict | None = None, *, decks: Any = DEFAULT_DECKS, **kw: Any):
        super().__init__(seed, options, decks=decks, **kw)

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

    def zones(self) -> dict[str, list[int]]:
        return self.places.lists

    def token_counts(self) -> dict[str, dict[str, int]]:
        return self.cores.by_kind()

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

    # ----- steps ---------------------------------------------------------------------------------------------------
    _s_cores_to_void = turn.step_cores_to_void
    _s_shuffle = turn.step_shuffle
    _s_life = turn.step_life
    _s_reserve = turn.step_reserve
    _s_draw = turn.step_draw
    _s_first_player = turn.step_first_player
    _s_mulligan_choice = turn.step_mulligan_choice
    _s_begin = turn.step_begin
    _s_start = turn.step_start
    _s_core = turn.step_core
    _s_draw_step = turn.step_draw_step
    _s_refresh = turn.step_refresh
    _s_main = turn.step_main
    _s_end = turn.step_end
    _s_vanish = turn.step_vanish
    _s_play = costs.step_play
    _s_reduce = costs.step_reduce
    _s_pay = costs.step_pay
    _s_place_cores = costs.step_place_cores
    _s_enter = costs.step_enter
    _s_cast = interpreter.step_cast
    _s_magic_done = interpreter.step_magic_done
    _s_ability = interpreter.step_ability
    _s_effect = interpreter.step_effect
    _s_apply_effect = interpreter.step_apply_effect
    _s_drain = interpreter.step_drain
    _s_attack = battle.step_attack
    _s_attack_choice = battle.step_attack_choice
    _s_declare_attack = battle.step_declare_attack
    _s_block_choice = battle.step_block_choice
    _s_declare_block = battle.step_declare_block
    _s_battle_result = battle.step_battle_result
    _s_life_damage = battle.step_life_damage

    def _s_first_player(self) -> None:
        fixed = self.options["first_player"]
        if fixed in (0, 1):
            self.first = fixed
            self.emit("BS-9", "first", f"{PLAYER[fixed]} goes first (option first_player).", fixed)
            self.push(("mulligan_choice", fixed), ("mulligan_choice", 1 - fixed), ("begin",))
        else:
            turn.step_first_player(self)

    def _s_main_choice(self, p: int) -> None:
        self.ask(p, "main", "BS-21", MAIN_PROMPTS[p][self.step_name == "main2"], legality.main_actions(self, p))

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
