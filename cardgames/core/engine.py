"""The step engine every game is built on.

A game is a state plus an explicit queue of pending rule steps (never the Python call stack), so a board can show a
turn one rule step at a time. A game class declares what its game is once, as an immutable `Ruleset`
(`core.ruleset`): `class MyGame(Game): ruleset = RULESET`. Core reads the declaration, and only through
`ruleset` (a user reads `MyGame.RULES`, `.OPTIONS`, `.name`... on the class: `core.ruleset.PUBLIC_NAMES`). The
ruleset's fields:

* `state`: the class of what the rules change (`game.state`, a `core.state.State` subclass declaring its `CELLS`
  and `PARTS`, which core snapshots: see `state.py`);
* `new_game(state, **setup)` for a fresh game (it builds the state, queues the first steps and returns the set-up
  a save keeps), `build_position` for a game built from plain data; `default_setup`: the set-up keyword arguments
  a game gets when they are not given (e.g. the ready-made decks);
* `step_modules`: the rule modules whose functions `step_<name>(state, *args)` are the steps `<name>`, pushed as
  tuples `("name", *args)` with `_push()`, so a step is found by its function's name and no table lists them, and
  whose functions `decide_<kind>(state, action, player)` carry out the decisions of kind `<kind>` asked with
  `_ask()`. A step may also be a method `_s_<name>(*args)` of the state, and a decision handler a method
  `_d_<kind>(action, player)`: those of the engine's own primitives (`windows`, `selections`, `sealed`: mixins of
  the state, not modules) and of small games with no rule modules. One name is one step: a name that two modules,
  or a module and a method, define is refused when the class is created;
* `card_zones`, the state's attribute holding the game's `CardZones`, for `zones()` (every card instance id by zone,
  for the card-conservation check), and `tokens`, its counted `Tokens`, for `token_counts()`.

Optional, for the rule primitives of `cardgames.core` (see `cardgames/core/README.md`):

* `checks`: names of the state's `_c_<name>` methods run after every step and every decision that set
  `checks_due` (state-based checks); `triggers`: abilities queued with `_fire()` during a step run as steps of their
  own right after it (see `triggers.py`). A game that declares neither pays one flag test per step.

What the command line and the boards ask of every game is declared here too, each with a documented default:
`computer_agent()` (from `agent`), `deck_violations()` (from `catalogue` and `deck_rules`), `card_report()`
(from `catalogue`), `layout`, `view()`, `to_position()`, the labels behind `describe()` and the refusal explanations
behind `why_not()` (both from `vocabulary`, the game's declared decision and action kinds: `core.vocabulary`) and
`why_not_card()` (`_card_refusal()`).
"""
from __future__ import annotations

import copy
import importlib
import inspect
import json
import threading
from abc import ABC
from functools import partial, wraps
from itertools import repeat
from operator import attrgetter, is_
from pathlib import Path
from types import FunctionType, MappingProxyType, ModuleType
from typing import TYPE_CHECKING, Any, ClassVar

from . import primitives
from .actions import Action, Decision, action_named
from .arguments import in_words, misshapen, oversized
from .data import MAX_DEPTH, within_depth
from .deprecation import NEXT, Moved, deprecated
from .errors import (
    ArgumentError,
    CardGameError,
    ConcurrentUseError,
    DeckError,
    IllegalActionError,
    NoDecisionError,
    OptionError,
    PositionError,
    SaveFileError,
    Violation,
    shown,
)
from .events import Event
from .hidden import reshuffle_hidden
from .inputs import seed as checked_seed
from .language import translated
from .options import OptionSpec, resolve_options
from .outcome import Outcome
from .rng import Rng
from .rules import RuleRegistry
from .ruleset import CLASS_NAMES, DEPRECATED_NAMES, Ruleset, set_on_class
from .services import StepServices
from .state import CLOSED_PUSH, State, Wiring
from .triggers import in_fired_order
from .vocabulary import ActionKind, labelled, labels_of
from .words import Phrase

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from .catalogue import CardCatalogue
    from .dealt import Dealt
    from .positions import PositionCatalogue

Step = tuple  # ("name", *args)


def _whole_seed(seed: Any) -> int:
    """`seed` as the whole number it must be: a float, a word or None is refused in words (`int()` would cut 1.5
    to 1, or fail with Python's message), so two games said to share a seed really do; and one its save can hold
    (`inputs.SEED_LIMIT`), so every game played can be saved and loaded again."""
    if type(seed) is bool or not hasattr(seed, "__index__"):
        raise OptionError("the seed must be a whole number, not {}", shown(seed))
    try:
        return checked_seed(seed.__index__())
    except ArgumentError as exc:
        raise OptionError(str(exc)) from None


def _one_thread(method: Callable) -> Callable:
    """A call that changes or copies the whole game runs alone: started from a second thread while another is
    running, it is refused (`ConcurrentUseError`) before it touches anything. The same thread may call in again
    (`undo` replays with `apply`). The guard takes the method's own parameter (each guarded method has at most one),
    by position or by name, not `*args, **kwargs`: the tuple and dict those build at every `apply` and `advance`
    cost about 0.3% of a decision's machine instructions."""
    names = list(inspect.signature(method).parameters)[1:]
    if len(names) > 1:
        raise TypeError(f"_one_thread guards methods of at most one parameter, not {method.__name__}{names}")
    param = f", {names[0]}=_UNSET" if names else ""
    call = f"method(self) if {names[0]} is _UNSET else method(self, {names[0]})" if names else "method(self)"
    source = f"""def guarded(self{param}):
    busy = self._busy
    if not busy.acquire(False):
        refuse(self, method)
    try:
        return {call}
    finally:
        busy.release()
"""
    namespace: dict[str, Any] = {}
    exec(source, {"method": method, "_UNSET": _UNSET, "refuse": _refuse_concurrent}, namespace)  # noqa: S102
    return wraps(method)(namespace["guarded"])


_UNSET = object()  # a guarded method's argument left out: the method's own default applies


def _refuse_concurrent(game: Game, method: Callable) -> None:
    raise ConcurrentUseError("this {} game is in use by another thread (a call on it is still running); {}() was "
                             "refused and changed nothing. Use one game from one thread, or give each thread its own "
                             "clone().", game.ruleset.title or game.ruleset.name, method.__name__)


def _copy_data(data: Any, field: str) -> Any:
    """A copy of position or set-up data handed in as Python objects, refused first when it nests deeper than any
    data file may (`copy.deepcopy` would otherwise fail with `RecursionError` near 1,000 levels)."""
    if not within_depth(data):
        error = PositionError if field == "position" else DeckError
        raise error([Violation(field, "nested more than {most} levels deep", most=MAX_DEPTH)])
    return copy.deepcopy(data)


def _defines(module: ModuleType, value: Any) -> bool:
    """Whether `value` is a function that `module` defines (not one it imports)."""
    return type(value) is FunctionType and value.__module__ == module.__name__


def _module_functions(owner: str, modules: tuple[ModuleType, ...], prefix: str, methods: dict[str, Any],
                      method_prefix: str) -> dict[str, Any]:
    """The functions `<prefix><name>` defined in `modules`, by name (the steps `step_<name>`, the decision handlers
    `decide_<kind>`). A name defined twice (by two modules, or by a module and a method `<method_prefix><name>`) is
    refused: one of the two would never run."""
    found: dict[str, Any] = {}
    where: dict[str, str] = {}
    for module in modules:
        for attr, value in vars(module).items():
            if not (attr.startswith(prefix) and _defines(module, value)):
                continue
            name = attr[len(prefix):]
            if name in found:
                raise TypeError(f"{owner}: {prefix}{name} is defined by both {where[name]} and {module.__name__}")
            if name in methods:
                raise TypeError(f"{owner}: {prefix}{name} of {module.__name__} is also the method "
                                f"{method_prefix}{name}")
            found[name], where[name] = value, module.__name__
    return found


def _named_function(owner: str, modules: tuple[ModuleType, ...], name: str, state: type) -> Callable | None:
    """The function `name` that one of `modules` defines, or the state's method `name`; None if none has one.
    Defined twice (by two modules, or by a module and the state) is refused: one of the two would never run."""
    found = {m.__name__: vars(m)[name] for m in modules if _defines(m, vars(m).get(name))}
    if hasattr(state, name):
        found[state.__qualname__] = getattr(state, name)
    if len(found) > 1:
        first, second = list(found)[:2]
        raise TypeError(f"{owner}: {name} is defined by both {first} and {second}")
    return next(iter(found.values()), None)


def _found_hooks(owner: str, modules: tuple[ModuleType, ...], state: type) -> dict[str, Callable]:
    """The functions the primitives of `state` ask of the game (`core.primitives`), by name: each found in `modules` or
    on the state (`_named_function`); one missing is refused, naming it."""
    found = {}
    for primitive in primitives.of(state):
        for hook in primitive.hooks:
            found[hook.name] = _named_function(owner, modules, hook.name, state)
        missing = [hook.signature for hook in primitive.hooks if found[hook.name] is None]
        if missing:
            raise TypeError(f"{owner}: its state has {primitive.what}, but no function {' and '.join(missing)} in "
                            "step modules or the state")
    return found


def _methods(owner: type, prefix: str) -> dict[str, Any]:
    """The methods `<prefix><name>` of class `owner` (with its bases), by name."""
    return {n[len(prefix):]: getattr(owner, n) for n in dir(owner) if n.startswith(prefix)}


# what a game class of 0.1 set on itself, each the ruleset field that declares it now (gone in 0.3.0)
FORMER_HOOKS = {**CLASS_NAMES, "_new_state": "new_game", "DESCRIBE": "vocabulary", "REFUSAL": "vocabulary"}


def _refuse_hook_attributes(cls: type) -> None:
    """A game class declares its game in its `ruleset`: one that sets the former hook attributes on itself
    (`RULES = ...`, `STATE = ...`, a `_new_state` method) would be a game nobody reads, so it is refused, naming the
    ruleset's fields to declare instead."""
    hooks = [name for name in FORMER_HOOKS if name in cls.__dict__]
    if hooks:
        fields = ", ".join(dict.fromkeys(f"{FORMER_HOOKS[name]}=..." for name in hooks))
        raise TypeError(f"{cls.__qualname__} sets {', '.join(hooks)} on the class, which no game reads since "
                        f"cardgames 0.3.0: declare them as its ruleset, ruleset = Ruleset({fields}) "
                        "(cardgames.core.ruleset; CHANGELOG.md says how to move)")


def _plain_args(action: Action) -> bool:
    """Whether every argument of `action` is an int or a string, as every game's actions are."""
    return all(type(x) is int or type(x) is str for x in action.args)


class Game(ABC):
    """Base class of the four engines. Public API: `decision`, `outcome`, `events`, `legal_actions()`, `step()`,
    `advance()`, `apply()`, `play()`, `undo()`, `describe()`, `why_not()`, `why_not_card()`,
    `snapshot()`/`restore()`, `clone()`, `save()`/`load()` (the list every game shares: cardgames/README.md)."""

    # The engine's own instance attributes live in slots, so that a game's `__dict__` holds few names: with 37 to 44
    # attributes in it (when the games were their own state), one game ran about 5% more machine instructions
    # per decision, measured with callgrind (the state's services are slots for the same reason, `State.__slots__`).
    __slots__ = ("seed", "options", "log_events", "_rng", "_events", "_n_events", "history", "position", "_setup",
                 "_now", "_undo", "_steps_since_action", "_state", "_busy", "__dict__")

    # the game's declaration (`core.ruleset`): a subclass sets it, and core reads it
    ruleset: ClassVar[Ruleset]

    # the ruleset's fields a user reads on the game class (`GameClass.RULES`, `.OPTIONS`, `.name`: the README and
    # the tutorials show them), set from `ruleset` for every subclass (`core.ruleset.PUBLIC_NAMES`); the engine
    # reads `ruleset` itself, and the other former mirrors warn (`core.ruleset.DEPRECATED_NAMES`, below the class)
    name: ClassVar[str] = ""
    title: ClassVar[str] = ""
    rules_version: ClassVar[str] = ""
    RULES: ClassVar[RuleRegistry]
    OPTIONS: ClassVar[tuple[OptionSpec, ...]] = ()
    players: ClassVar[int] = 2
    layout: ClassVar[str] = ""  # the board layout's name in `widgets.layouts`; "" means the game's `name`
    CATALOGUE: ClassVar[CardCatalogue | None] = None
    POSITIONS: ClassVar[PositionCatalogue | None] = None
    # the rule that says when each action kind is taken: a malformed action of that kind is refused citing it, not
    # the pending decision's rule (a kind without one falls back to the decision's); derived from the vocabulary
    ACTION_RULES: ClassVar[dict[str, str]] = {}

    # `undo()` keeps the snapshot of every UNDO_CHECKPOINT-th action and replays the actions after it. A snapshot
    # kept for every action made thousands of long-lived objects per game, which slowed the rest of it; replaying at
    # most 15 actions costs about a millisecond, once per click on Undo.
    UNDO_CHECKPOINT: ClassVar[int] = 16
    # Older checkpoints are thinned, (age, every) per tier: more than 32 actions back only every 64th action's is
    # kept, more than 256 back every 256th. A finished game kept one snapshot per 16 actions (7-19% of its memory)
    # while a learner undoes the last few actions; going further back replays more of them (63 or 255 at most).
    UNDO_TIERS: ClassVar[tuple[tuple[int, int], ...]] = ((32, 64), (256, 256))

    _step_table: ClassVar[dict[str, Any]] = {}
    _handler_table: ClassVar[dict[str, Any]] = {}
    _rule_ids: ClassVar[frozenset[str]] = frozenset()
    # what the primitives of its state ask of the game (`core.primitives`: a response window's `responses` and
    # `respond`), by name: functions of its step modules or methods of the state, found by name
    _hooks: ClassVar[Mapping[str, Callable]] = MappingProxyType({})
    _checks: ClassVar[tuple[Any, ...]] = ()
    _post_step: ClassVar[bool] = False
    _labels: ClassVar[dict[tuple[str, str], ActionKind]] = labels_of(None)  # what labels each action (`_label`)
    _now: StepServices   # the queue, decision, outcome and the running step's events and triggers

    def __init_subclass__(cls, **kw: Any) -> None:
        """Collect once per class: the steps (the `step_<name>` functions of `step_modules` and the state's methods
        `_s_<name>`) and decision handlers (`decide_<kind>` functions, `_d_<kind>` methods), for a fast dispatch in
        `advance()` and `apply()`: no name to build and look up each time; the functions its state's primitives ask
        of it (`core.primitives`: a response window's `responses` and `respond`); and the checks (a game without
        checks or triggers keeps the plain loop)."""
        super().__init_subclass__(**kw)
        if "ruleset" in cls.__dict__:
            set_on_class(cls, cls.ruleset)
        else:
            _refuse_hook_attributes(cls)
        # None: a base class of games, declaring none (the declaration's defaults: a game of no steps)
        declared: Ruleset | None = getattr(cls, "ruleset", None)
        if declared is None:
            state, modules, checks, triggers, vocabulary = State, (), (), False, None
        else:
            state, modules, checks, triggers, vocabulary = (declared.state, declared.step_modules, declared.checks,
                                                            declared.triggers, declared.vocabulary)
        if "order_triggers" in cls.__dict__:  # the hook as it was until 0.2.0: still obeyed, for one version
            deprecated(f"{cls.__qualname__}.order_triggers", "Ruleset(trigger_order=...), a function (state, fired)",
                       since=NEXT)
            cls._order_triggers = cls.__dict__["order_triggers"]
        misplaced = sorted(n for n in dir(cls) if n.startswith(("_s_", "_d_", "_c_")))
        if misplaced:  # they would never run: the rules are given the state, not the game
            raise TypeError(f"{cls.__qualname__}: {', '.join(misplaced)} belong to its state class "
                            f"({state.__qualname__}), not to the game")
        methods = _methods(state, "_s_")
        steps = {**methods, **_module_functions(cls.__qualname__, modules, "step_", methods, "_s_")}
        cls._step_table = dict(sorted(steps.items()))  # in name order, whatever the order of the modules
        handlers = _methods(state, "_d_")
        cls._handler_table = {**handlers, **_module_functions(cls.__qualname__, modules, "decide_",
                                                               handlers, "_d_")}
        cls._hooks = MappingProxyType(_found_hooks(cls.__qualname__, modules, state))
        if "ruleset" in cls.__dict__:
            cls._rule_ids = frozenset(r.id for r in declared.rules)
        cls._checks = tuple(getattr(state, "_c_" + n) for n in checks)
        cls._post_step = bool(cls._checks) or triggers
        cls._labels = labels_of(vocabulary)
        if "ruleset" in cls.__dict__ and vocabulary is not None:
            cls.ACTION_RULES = vocabulary.action_rules

    def __init__(self, seed: int = 0, options: dict | None = None, *, log_events: bool = True, **setup: Any):
        ruleset = self.ruleset
        setup = {**ruleset.default_setup, **setup}
        position = setup.pop("position", None)
        # copies: editing the caller's dicts in a later notebook cell must not change this game or its save
        self._build(_whole_seed(seed), resolve_options(ruleset.options, options), log_events,
                    None if position is None else _copy_data(position, "position"), _copy_data(setup, "setup"))

    def _build(self, seed: int, options: dict, log_events: bool, position: dict | None, setup: dict,
               dealt: Dealt | None = None) -> None:
        """The engine's fields and the board, from inputs already checked and owned by this game (`clone` hands
        over its own, which nothing changes, instead of copying them again: its card instances too, `dealt`)."""
        self.seed = seed
        self.options = options
        self.log_events = log_events
        self._busy = threading.RLock()
        self._rng = Rng(seed)  # the game's own draws: a user's randomness is an `Rng(seed)` of their own
        # the events, kept from the first time `events` is read (None before: see `events`), and how many so far
        self._events: list[Event] | None = []
        self._n_events = 0
        self.history: list[Action] = []
        self.position: dict | None = position
        self._setup = setup  # game-specific construction data (e.g. the decks), kept in saves
        ruleset = self.ruleset
        if ruleset.check_options is not None:
            ruleset.check_options(options)
        self._now = now = StepServices(type(self).__qualname__, ruleset.rules, self._rule_ids, log_events,
                                       ruleset.triggers)
        self._undo: list[tuple | None] = []  # per action: its snapshot at a checkpoint, else None (see `undo`)
        self._steps_since_action = 0
        cls = type(self)
        # the state the rules change, its step services open (building runs the first steps); `state` closes them
        self._state = ruleset.state(Wiring(now, self._rng, options, log_events, ruleset.players, cls._step_table,
                                           bool(cls._checks), ruleset.vocabulary, cls._hooks,
                                           dealt))
        if position is None:
            self._new_state(**setup)
        else:
            self._from_position(position, **setup)
        if log_events and not self._n_events:  # a set-up that ran steps keeps its events from the start
            self._events = None

    # ----- building a game from its ruleset ---------------------------------------------------------------------
    def _new_state(self, **setup: Any) -> None:
        """Build a fresh game from `setup` (e.g. the decks) and queue its first steps: the ruleset's
        `new_game(state, **setup)`, which returns the set-up kept in the save."""
        new_game = self.ruleset.new_game
        if new_game is None:
            raise TypeError(f"{type(self).__qualname__}: its ruleset declares no new_game(state, **setup)")
        self._setup = dict(new_game(self._state, **setup))

    def _from_position(self, position: dict, **setup: Any) -> None:
        """Build the board described by `position` (plain data, validated) and queue the steps that follow:
        `build_position(state, position)`. Without it: not supported."""
        build = self.ruleset.build_position
        if build is None:
            raise PositionError([Violation("position", "{game} games cannot be built from a position",
                                           game=self.ruleset.name)])
        build(self._state, position)

    def zones(self) -> dict[str, list[int]]:
        """Every card instance id, by zone: each card must be in exactly one (checked by the harness). Default: the
        lists of the `CardZones` that `card_zones` names."""
        card_zones = self.ruleset.card_zones
        if not card_zones:
            raise NotImplementedError(f"{type(self).__name__} declares no CARD_ZONES (its ruleset's card_zones) and "
                                      "defines no zones()")
        return getattr(self.state, card_zones).lists

    def token_counts(self) -> dict[str, dict[str, int]]:
        """Counted tokens as {kind: {place: count}}: the harness checks that the total of each kind never changes
        and no count is negative. Default: `by_kind()` of the `Tokens` that `tokens` names; none without it."""
        tokens = self.ruleset.tokens
        return getattr(self.state, tokens).by_kind() if tokens else {}

    # ----- what the command line and the boards ask of a game (documented defaults) -----------------------------
    @classmethod
    def computer_agent(cls, seed: int = 0) -> Any:
        """The game's own computer opponent (an object with `choose(game) -> Action`, seeded): `agent(seed)`.
        Default: a player that picks uniformly among the legal actions."""
        if cls.ruleset.agent is not None:
            return cls.ruleset.agent(seed)
        from .agents import RandomAgent  # agents.py imports this module

        return RandomAgent(seed)

    @classmethod
    def deck_violations(cls, deck: object) -> list[Violation]:
        """Every rule `deck` breaks, each with its rule ID ([] for a legal deck). `deck` is one player's deck as
        `decks=` takes it: a ready-made name, a `.json` file path, or plain data (a list of card numbers, or a dict
        shaped like a deck file). What is no deck at all (a number, a misspelt name, a malformed file) raises
        `DataFileError` naming the file or the field. Default: the game has no decks to check."""
        ruleset = cls.ruleset
        if ruleset.catalogue is None or ruleset.deck_rules is None:
            raise CardGameError("{} has no decks to check ({})", cls.ruleset.title or cls.ruleset.name, shown(deck))
        return ruleset.deck_rules(ruleset.catalogue.deck_of(deck))

    @classmethod
    def card_report(cls) -> str:
        """How much of the card pool the engine implements (`python -m cardgames cards`): the `catalogue`'s
        summary. Default: no pool."""
        cards = cls.ruleset.catalogue
        return translated("{}: no card pool").format(cls.ruleset.title or cls.ruleset.name) if cards is None else \
            str(cards.summary(cards.pool()))

    @classmethod
    def position_names(cls) -> list[str]:
        """The names of the game's ready-made positions (the boards its tutorials start from): `POSITIONS`'s.
        Default: none."""
        positions = cls.ruleset.positions
        return [] if positions is None else positions.names()

    @classmethod
    def load_position(cls, name: str | Path) -> dict:
        """A position of this game as plain data, from a ready-made name (`position_names()`) or a `.json` file
        path, validated (a malformed file names the file and the field): `game = cls(position=cls.load_position(
        name))`. Default: the game has none."""
        positions = cls.ruleset.positions
        if positions is None:
            raise PositionError([Violation("position", "{game} has no ready-made positions",
                                           game=cls.ruleset.title or cls.ruleset.name)])
        return positions.load(name)

    @classmethod
    def layout_name(cls) -> str:
        """The name of the game's board layout (`widgets.layouts`)."""
        return cls.ruleset.layout or cls.ruleset.name

    def view(self, viewer: int | None = None) -> dict:
        """Everything `viewer` (a seat, or None for a spectator who sees all) may see, as JSON-serialisable plain
        data: the envelope every game shares (game, viewer, outcome, decision), then the board, `board(game,
        viewer)` (see `cardgames/README.md`). Without `board`: how many cards each zone holds."""
        envelope = {"game": self.ruleset.name, "viewer": viewer, "outcome": self._outcome_view(),
                    "decision": self._decision_view(viewer)}
        board = self.ruleset.board
        if board is None:
            return {**envelope, "zones": {zone: len(ids) for zone, ids in self.zones().items()}}
        return {**envelope, **board(self, viewer)}

    @_one_thread
    def to_position(self) -> dict:
        """The current moment (board, pending steps, decision) as a position that builds the same game again:
        `position(game)`. Without it: not supported. The writer runs as the engine's own code, with the state open
        (a cell's read had closed it): one may try the moment's steps on the state and set its cells back, to check
        the position it wrote."""
        position = self.ruleset.position
        if position is None:
            raise PositionError([Violation("position", "{game} games cannot be written as a position",
                                           game=self.ruleset.name)])
        if self._state._push is CLOSED_PUSH:
            self._state._open()
        return position(self)

    def _refusal(self, decision: Decision, action: Action) -> Violation | None:
        """Why `action`, which `decision` does not list, is refused: the rule that forbids it and a sentence, from
        the game's `vocabulary` (its generic refusals, then the decision kind's refusal function, from the same
        legality code that lists the actions). Without it: the refusal a primitive of the state registers for the
        decision's kind (`core.primitives`), else None (`why_not` then names the decision's rule)."""
        vocabulary, state = self.ruleset.vocabulary, self._state
        if vocabulary is not None:
            return vocabulary.refusal(state, decision, action)
        refuse = primitives.refusal(type(state), decision.kind)
        return None if refuse is None else refuse(state, decision, action)

    def _label(self, decision: Decision, action: Action) -> str:
        """The label of `action`, one of `decision`'s actions, made now from the state: by the declaration of its
        kind (the game's `vocabulary`, or the core primitive that offers it: a selection's items and "Done",
        passing in a response window, a sealed choice). Undeclared: the action in words."""
        found = labelled(self._labels, self._state, decision, action)
        return str(action) if found is None else found

    def _card_refusal(self, decision: Decision, card: int) -> Violation | None:
        """Why the deciding player cannot use hand card `card` (a valid card id) now, or None when one of
        `decision`'s actions uses it or an identical copy (`card_refusal(state, decision, card)`). Without it:
        usable when an action names it."""
        card_refusal = self.ruleset.card_refusal
        if card_refusal is not None:
            return card_refusal(self._state, decision, card)
        if any(card in a.args for a in decision.actions):
            return None
        return Violation(decision.rule, "that card is not used by any action allowed now: {prompt}",
                         prompt=decision.prompt)

    # ----- the engine's own (no part of a game's public surface) ----------------------------------------------------
    def _push(self, *steps: Step) -> None:
        """Schedule steps to run next, in the order given (before anything already queued): what the deprecated
        `game.push(step)` does until 0.4.0 (a ruleset's `new_game` and the rule steps push on the state,
        `State._push`)."""
        self._now.push(*steps)

    def _order_triggers(self, fired: tuple[tuple[int, Step], ...]) -> list[Step]:
        """The order in which abilities triggered by one step resolve (first runs first): the ruleset's
        `trigger_order(state, fired)`; none declared, as fired."""
        order = self.ruleset.trigger_order
        return in_fired_order(fired) if order is None else order(self._state, fired)

    # the names these had until 0.2.0, for one version (CHANGELOG.md): engine internals, no user API
    push = Moved("game.push(step)", "Ruleset(new_game=...), whose new_game(state, **setup) calls state._push(step); "
                 "from a cell: game.apply(action) or game.play(action)", "_push", NEXT)
    rng = Moved("game.rng", "game.seed (a game's draws follow its seed); for draws of your own, "
                "cardgames.core.rng.Rng(seed)", "_rng", NEXT)
    order_triggers = Moved("game.order_triggers(fired)", "Ruleset(trigger_order=...), a function (state, fired)",
                           "_order_triggers", NEXT)
    decision_view = Moved("game.decision_view(viewer)", "game.view(viewer)['decision']", "_decision_view", NEXT)
    outcome_view = Moved("game.outcome_view()", "game.view()['outcome']", "_outcome_view", NEXT)

    # ----- public API ---------------------------------------------------------------------------------------------
    @property
    def state(self) -> State:
        """What the rules change, to read (`game.state.cards`, a seat's values, its queries). Its step services
        (`_emit`, `_push`, `_ask`, `_finish`, `_fire`, `_run`: no user API) and its changers (`move`, a game's
        `draw`: `State.CHANGERS`) are closed once it is read here: called from a cell they raise `OutsideStepError`
        naming `apply`/`play`, so nothing changes the game behind undo's back (the engine's next `apply`, `step` or
        `advance` opens them for its rule steps)."""
        state = self._state
        # not while the engine runs, in this thread (a hook such as `trigger_order` reading the state in the middle
        # of a step) or in another (the lock `_one_thread` holds says so): only between calls
        busy = self._busy
        if not busy._is_owned() and busy.acquire(False):
            try:
                state._close()
            finally:
                busy.release()
        return state

    @property
    def decision(self) -> Decision | None:
        return self._now.decision

    @property
    def outcome(self) -> Outcome | None:
        return self._now.outcome

    @property
    def is_over(self) -> bool:
        return self._now.outcome is not None

    @property
    def can_step(self) -> bool:
        now = self._now
        return now.decision is None and now.outcome is None and bool(now.queue)

    def pending_steps(self) -> tuple[Step, ...]:
        """The rule steps still to run, the next first, as `(name, *args)` tuples (what a position of this moment
        must hold; read-only: `push` is the way to queue)."""
        return tuple(reversed(self._now.queue))

    def legal_actions(self) -> tuple[Action, ...]:
        return self._now.decision.actions if self._now.decision else ()

    def describe(self, action: Action) -> str:
        """The label of `action`, the words a board shows on its button ("Summon a card (3 cores)"), made now
        from the state: no label is made while the actions are listed, only when one is shown (as python-chess
        makes SAN only when asked). An action the pending decision does not list (or any, with no decision pending)
        reads as words, "the move 'attack' with 0" (`str(action)`).

        A label says what the action does *now* (what it costs, which card it names), so an action of the history
        is described at its own moment: on a copy of the game taken then, or by the event its decision emitted,
        which already says what was done in words."""
        decision = self._now.decision
        if decision is None or not (isinstance(action, Action) and _plain_args(action)) \
                or action not in decision.actions:
            return str(action)
        return self._label(decision, action)

    def why_not(self, action: Action) -> Violation | None:
        """None when `action` is legal now; otherwise the rule that forbids it and a sentence saying why (a
        refusal is a lesson: it names the rule that forbids the action, not only the pending decision's)."""
        decision = self._now.decision
        if decision is None:
            return self._nothing_to_decide()
        if not isinstance(action, Action):
            return Violation(decision.rule, "{action} is not an action; {prompt}", action=shown(action),
                             prompt=decision.prompt)
        rule = self.ACTION_RULES.get(action.kind, decision.rule) if type(action.kind) is str else decision.rule
        misfit = misshapen(decision, action, rule)  # a kind on offer, with arguments of the wrong number or sort
        if misfit is not None:
            return misfit
        if not _plain_args(action):  # before the look-up: True and 1.0 would equal a listed 1
            return Violation(decision.rule,
                             "the arguments of {kind} must be card ids, numbers or words, not {args}; {prompt}",
                             kind=shown(action.kind), args=in_words(action.args), prompt=decision.prompt)
        misfit = oversized(decision, action, rule)
        if misfit is not None:
            return misfit
        if action in decision.actions or self._former(decision, action) is not None:
            return None
        return self._refusal(decision, action) or Violation(
            decision.rule, "{action} is not one of the actions allowed now: {prompt}", action=action,
            prompt=decision.prompt)

    def _former(self, decision: Decision, action: object) -> Action | None:
        """The listed action that `action` stands for when it is a former spelling of one (the ruleset's
        `former_action`: a save or a cell made before the game's vocabulary changed), else None."""
        former = self.ruleset.former_action
        now = former(self._state, action) if former is not None and isinstance(action, Action) else None
        return decision.actions[decision.actions.index(now)] if now is not None and now in decision.actions else None

    def why_not_card(self, card: int) -> Violation | None:
        """None when the deciding player can use hand card `card` (an instance id) now; otherwise the rule that
        forbids it and a sentence. Every game answers the same way when no decision is pending or `card` is no card
        of this game; the rest is the wing's own legality (`_card_refusal`)."""
        decision = self._now.decision
        if decision is None:
            return self._nothing_to_decide()
        n = len(self.state.cards)
        if type(card) is not int or not 0 <= card < n:
            return Violation(decision.rule,
                             "{card} is not a card of this game (card ids run from 0 to {last}); {prompt}",
                             card=shown(card), last=n - 1, prompt=decision.prompt)
        return self._card_refusal(decision, card)

    def _nothing_to_decide(self) -> Violation:
        """The refusal of any action or card while no decision is pending."""
        if self._now.outcome is not None:
            return Violation(self._now.outcome.rule, "the game is over")
        return Violation("", "no decision is pending: rule steps must run first (advance())")

    def _outcome_view(self) -> dict | None:
        """The outcome as plain data (None while the game goes on)."""
        o = self._now.outcome
        return None if o is None else {"winner": o.winner, "reason": o.reason, "rule": o.rule, "text": str(o)}

    def _decision_view(self, viewer: int | None) -> dict | None:
        """The pending decision as plain data; its actions only for the deciding player (or a spectator), and the
        prompt of a secret one too (a secret selection's prompt lists what was picked so far)."""
        d = self._now.decision
        if d is None:
            return None
        shown = viewer is None or viewer == d.player
        prompt = d.prompt if shown or not d.secret else Phrase("Player {} chooses in secret.", d.player + 1)
        return {"player": d.player, "kind": d.kind, "rule": d.rule, "prompt": prompt, "secret": d.secret,
                "actions": [{"kind": a.kind, "args": list(a.args), "label": self._label(d, a)} for a in d.actions]
                if shown else None}

    @_one_thread
    def step(self) -> list[Event]:
        """Run exactly one rule step and return its events ([] when a decision is pending or the game is over)."""
        return self._run(1, False)

    def _after_step(self) -> None:
        """Run the declared checks if a step set `checks_due`, then queue the abilities the step triggered: below any
        step a check pushed (the spirit a payment left without cores vanishes first), above the steps queued before.
        Called only when there is something to do (`checks_due` or `_fired`): most steps have neither."""
        now, state = self._now, self._state
        mark = len(now.queue)
        if state.checks_due:
            state.checks_due = False
            for check in self._checks:
                check(state)
                if now.outcome is not None:
                    break
        if now.fired:
            self._queue_triggers(mark)

    def _queue_triggers(self, mark: int) -> None:
        """Put the abilities fired during the step at `mark` in the queue (none once the game is over)."""
        now = self._now
        fired, now.fired = now.fired, ()
        if now.outcome is None:
            now.queue[mark:mark] = reversed(self._order_triggers(fired))

    @_one_thread
    def advance(self, max_steps: int = 100_000) -> list[Event]:
        """Run steps until a player must decide or the game is over, and return their events (a game still running
        steps after `max_steps` of them is a bug: `RuntimeError`)."""
        return self._run(max_steps, True)

    def _run(self, limit: int, to_a_stop: bool) -> list[Event]:
        """The loop of `step()` and `advance()`: run steps until a player must decide or the game is over, each
        followed by the checks and triggers when it set `checks_due` or fired an ability, and at most `limit` of
        them: then `step()` stops, and `advance()` (`to_a_stop`) reports a game that never stops."""
        now = self._now
        now.step_events = out = []
        queue, table, post_step, state = now.queue, self._step_table, self._post_step, self._state
        if state._push is CLOSED_PUSH:  # `game.state` was read since the last step: its step services reopen
            state._open()
        steps = 0
        try:
            while now.decision is None and now.outcome is None and queue:
                if steps == limit:
                    if to_a_stop:
                        raise RuntimeError(f"{self.ruleset.name}: no decision after {limit} steps")
                    break
                entry = queue.pop()
                steps += 1
                table[entry[0]](state, *entry[1:])
                if post_step and (state.checks_due or now.fired):
                    self._after_step()
            return out
        finally:
            self._steps_since_action += steps
            if out:
                self._n_events += len(out)
                if self._events is not None:
                    self._events.extend(out)

    @_one_thread
    def apply(self, action: Action | str) -> list[Event]:
        """Carry out a legal action, all or nothing. An illegal one raises `IllegalActionError` naming the rule of
        the pending decision, and changes nothing; a step that fails part-way takes the game back to this decision
        as `undo` does (from the last checkpoint, replaying the actions after it). The decision handler receives the
        action object the decision listed (an equal one given here is swapped for it), so handlers may test it by
        identity. In a cell an
        action may be named by its label: `game.apply("Keep this hand")` (`actions.action_named`: the label, or
        the start of one, or words in one; an unknown or ambiguous name is refused, listing the labels)."""
        now = self._now
        decision = now.decision
        if decision is None:
            raise NoDecisionError("no decision is pending: call advance() first" if not self.is_over
                                  else "the game is over")
        if any(map(is_, decision.actions, repeat(action))):
            chosen = action  # the very object offered (what agents and boards hand back): found by identity
        elif isinstance(action, str):
            chosen = action_named(decision, action, [self._label(decision, a) for a in decision.actions])
        else:
            try:
                if not (isinstance(action, Action) and _plain_args(action)):
                    raise ValueError
                chosen = decision.actions[decision.actions.index(action)]  # an equal action, e.g. from a save
            except ValueError:
                chosen = self._former(decision, action)
                if chosen is None:
                    refusal = self.why_not(action)
                    raise IllegalActionError(refusal.rule, refusal.message,
                                             legal=", ".join(self._label(decision, a) for a in decision.actions)) \
                        from None
                deprecated(str(action), f"{chosen} ({self._label(decision, chosen)})", since=NEXT)
        done = len(self._undo)
        # the snapshot of every UNDO_CHECKPOINT-th decision only: taking one at every decision cost about a tenth
        # of a decision, for a failure that is rare and an undo that replays at most 15 actions
        saved = None if done % self.UNDO_CHECKPOINT else self.snapshot()
        now.step_events = events = []
        state = self._state
        if state._push is CLOSED_PUSH:
            state._open()
        try:
            now.decision = None
            self._handler_table[decision.kind](state, chosen, decision.player)
            if self._post_step and (state.checks_due or now.fired):
                self._after_step()
        except BaseException:
            self._back_to(done, saved)
            raise
        self._undo.append(saved)
        if saved is not None:
            for age, every in self.UNDO_TIERS:
                if done >= age and (done - age) % every:
                    self._undo[done - age] = None
        self.history.append(chosen)
        self._steps_since_action = 0
        self._n_events += len(events)
        if self._events is not None:
            self._events.extend(events)
        return events

    def play(self, action: Action | str) -> list[Event]:
        """`apply` then `advance`: the usual way to play when the steps in between need not be shown
        (`game.play("Keep this hand")` names the action by its label, as `apply`)."""
        return self.apply(action) + self.advance()

    @_one_thread
    def undo(self) -> Action:
        """Take back the last action and return it: the state returns exactly to the decision before it, which lists
        it again, so `describe` words it as its button did (`game.describe(game.undo())`). From the last
        checkpoint (`UNDO_CHECKPOINT`) the actions in between are played again; the engine is deterministic (the
        random generator's state is in the snapshot), so this is the same state, events included. So undo sees
        only what `apply`, `step` and `restore` did: set up an odd board as a position, not by editing the state."""
        if not self._undo:
            raise IndexError("nothing to undo")
        last = len(self._undo) - 1
        action = self.history[last]
        self._back_to(last)
        return action

    def _back_to(self, done: int, saved: tuple | None = None) -> None:
        """Return to the decision before action number `done` (counted from 0): restore the last checkpoint at or
        before it (`saved`: the snapshot `apply` took for action `done` itself, a checkpoint not yet in `_undo`) and
        replay the actions in between, each with the steps that followed it."""
        checkpoint = done - done % self.UNDO_CHECKPOINT
        if saved is None:
            for _, every in self.UNDO_TIERS:  # a thinned checkpoint: the one kept before it
                if self._undo[checkpoint] is not None:
                    break
                checkpoint = done - done % every
        replay = self.history[checkpoint:done]
        self._restore(self._undo[checkpoint] if saved is None else saved)
        for earlier in replay:
            self.apply(earlier)
            self.advance()

    @_one_thread
    def clone(self, history: bool = True) -> Game:
        """An independent copy of this game at this moment, history, events and undo included (for search, hints
        and the explorer): a new game of the same set-up, restored to this game's snapshot, so nothing is replayed.
        Playing, undoing or editing either never changes the other.

        `history=False` is the lean copy a search plays out thousands of times (python-chess's `copy(stack=False)`):
        the same board and decision, events off, and no past (no history, undo or events before the copy), so it
        cannot be saved or undone beyond its own moves (`save()` refuses it)."""
        if not history:
            return self._lean_copy(False)
        twin = object.__new__(type(self))
        twin._build(self.seed, dict(self.options), self.log_events, self.position, self._setup,
                    self._state._dealt)
        twin._events = None if self._events is None else list(self._events)
        twin.history, twin._undo = list(self.history), list(self._undo)
        twin._restore(self.snapshot())
        return twin

    def _lean_copy(self, log_events: bool) -> Game:
        """`clone(history=False)`, keeping the events from now on if `log_events` (a line a hint shows)."""
        twin = object.__new__(type(self))
        twin._build(self.seed, dict(self.options), log_events, self.position, self._setup, self._state._dealt)
        twin._lean = True
        twin._events = []
        saved = self.snapshot()
        twin._restore((*saved[:4], 0, 0, *saved[6:8], 0, saved[9]))
        return twin

    def determinized(self, seat: int, rng: Rng, log_events: bool = False) -> Game:
        """A lean copy of this game (`clone(history=False)`) as `seat` might imagine it: the cards hidden from that
        seat (`hidden_zones`: an opponent's hand, every deck's order) dealt again at random among the places
        hidden from it, each owner's cards among that owner's places of the same pool (so every deck list is kept),
        what the state's primitives hide drawn again (`core.primitives`: the other seats' sealed choices among the
        actions they had, `sealed.py`), and the random generator reseeded. What comes out depends on the seat's
        view, the public history and `rng` only, never on where the hidden cards really are: the determinizations
        of information-set search (`cardgames.coach`). `log_events` keeps the copy's events from now on (the line a
        hint shows)."""
        ruleset = self.ruleset
        if type(seat) is not int or not 0 <= seat < ruleset.players:
            raise ArgumentError("determinized() takes a seat, 0 to {}, not {}", ruleset.players - 1, shown(seat))
        if not isinstance(rng, Rng):
            raise ArgumentError("determinized() takes a cardgames.core.rng.Rng, not {}", shown(rng))
        twin = self._lean_copy(log_events)
        state = twin._state  # as the engine holds it: open (a primitive's `determinize` sets its cells)
        if ruleset.hidden_zones and ruleset.card_zones:
            # the state's hooks: the zones hidden at this moment only, the cards a pending step names (they stay)
            hidden_now, kind, held_now = state.hidden_now, ruleset.hidden_kind, state.held_now
            reshuffle_hidden(getattr(state, ruleset.card_zones), ruleset.hidden_zones, seat, rng,
                             None if hidden_now is None else hidden_now(seat),
                             None if kind is None else partial(kind, state),
                             () if held_now is None else held_now())
        for primitive in primitives.of(type(state)):  # what each primitive hides (the other seats' sealed choices)
            if primitive.determinize is not None:
                primitive.determinize(state, seat, rng)
        twin._rng.state = Rng(rng.next64()).state
        return twin

    def snapshot(self) -> tuple:
        """A compact copy of the whole mutable state (microseconds, not a deepcopy). Its first item is the game
        state's: its cells and the saves of its parts (`State.snapshot`)."""
        now = self._now
        return (self._state._snapshot(), tuple(now.queue), now.decision, now.outcome, self._n_events,
                len(self.history), self._rng.state, self._steps_since_action, len(self._undo), type(self))

    @_one_thread
    def restore(self, saved: tuple) -> None:
        """Back to the moment `snapshot()` returned `saved`, taken earlier of this game (or of its clone). Anything
        else (None, another game's snapshot, a snapshot of a later moment than the history kept) is refused with
        `ArgumentError` and the game is left as it was."""
        if not (type(saved) is tuple and len(saved) == 10 and saved[-1] is type(self)):
            raise ArgumentError("restore() takes what snapshot() of this {} game returned, not {}",
                                self.ruleset.title or self.ruleset.name, shown(saved))
        if saved[4] > self._n_events or saved[5] > len(self.history) or saved[8] > len(self._undo):
            raise ArgumentError("restore() takes a snapshot of a moment of this game's history: this one is of "
                                "a later moment (or of another game) than the history it keeps")
        before = self.snapshot()
        try:
            self._restore(saved)
        except Exception:  # a snapshot of another set-up of the same game (other decks): refused, nothing changed
            self._restore(before)
            raise ArgumentError("restore() takes a snapshot of this game: that one is of another game of "
                                f"{self.ruleset.title or self.ruleset.name}") from None

    def _restore(self, saved: tuple) -> None:
        state, queue, decision, outcome, n_events, n_history, rng, steps, n_undo, _ = saved
        if self._state._push is CLOSED_PUSH:  # `game.state` was read: a closed state refuses its fields being set
            self._state._open()
        self._state._restore(state)
        now = self._now
        now.queue, now.decision, now.outcome = list(queue), decision, outcome
        if self._events is not None:
            del self._events[n_events:]
        self._n_events = n_events
        del self.history[n_history:]
        del self._undo[n_undo:]
        self._rng.state = rng
        self._steps_since_action = steps
        self._state.checks_due = bool(self._checks)  # the checks look again at the restored board

    @property
    def events(self) -> list[Event]:
        """Every event of the game so far, in order (`[]` with `log_events=False`). A game keeps them from the first
        time they are read; until then it keeps only its actions, as python-chess keeps only its moves, and this
        first read makes them again by replaying the actions from the seed (the engine is deterministic: undo relies
        on it). So a game played and never read, as in a simulation, keeps no event (the events were 55-76% of a
        finished game's memory), while `apply`, `step` and `advance` return each step's events as they happen."""
        if self._events is None:  # none made yet (a game just built, as a board first shows it): nothing to replay
            self._events = self._replayed_events() if self._n_events else []
        return self._events

    def _keep_events(self) -> None:
        """Keep the events from now on (a game with none yet: just built)."""
        if self._events is None and not self._n_events:
            self._events = []

    @property
    def event_count(self) -> int:
        """How many events `events` holds, without making them."""
        return self._n_events

    def _replayed_events(self) -> list[Event]:
        """The events of this game, made again by a new game of the same set-up replaying its actions and steps."""
        twin = self._fresh(self.save(), self.seed)
        twin._keep_events()
        for action in self.history:
            twin.advance()
            twin.apply(action)
        for _ in range(self._steps_since_action):
            twin.step()
        return twin._events[:self._n_events]

    # ----- save and load by replay --------------------------------------------------------------------------------
    @_one_thread
    def save(self) -> dict:
        """Everything needed to rebuild this game: game, rules version, options, seed, set-up, actions. A copy:
        editing it never changes the running game."""
        if getattr(self, "_lean", False):
            raise ArgumentError("this is a lean copy (clone(history=False)): it keeps no history to save; "
                                "save the game it was copied from")
        data = {"game": self.ruleset.name, "rules_version": self.ruleset.rules_version, "options": dict(self.options),
                "seed": self.seed, "setup": copy.deepcopy(self._setup),
                "actions": [a.to_json() for a in self.history], "steps_after_last_action": self._steps_since_action}
        if self.position is not None:
            data["position"] = copy.deepcopy(self.position)
        return data

    def dumps(self) -> str:
        return json.dumps(self.save(), sort_keys=True)

    @classmethod
    def _fresh(cls, data: dict, seed: int) -> Game:
        """A new game with the options and set-up (decks or position) of saved `data`, and `seed`."""
        setup = dict(data.get("setup") or {})
        if "position" in data:
            setup["position"] = data["position"]
        return cls(seed, data.get("options"), **setup)

    def new_like(self, seed: int) -> Game:
        """A new game like this one (same class, options, decks or position) with another seed: "New game"."""
        return self._fresh(self.save(), seed)

    @classmethod
    def load(cls, data: dict | str | Path) -> Game:
        """Rebuild a saved game by replaying its actions from the seed. `data` is what `save()` returned, its JSON
        text, or a file path. The save's shape is checked in full first; any problem raises `SaveFileError` naming
        the save and the field."""
        from .saves import check_setup_keys, read_save  # only a load needs the save file's model

        save, source = read_save(data)
        if save.game != cls.ruleset.name:
            raise SaveFileError(source, "game", f"this save is for game {shown(save.game)}, not {cls.ruleset.name!r}")
        if save.rules_version != cls.ruleset.rules_version:
            raise SaveFileError(source, "rules_version", f"saved with rules version {shown(save.rules_version)}; this "
                                f"engine is {cls.ruleset.rules_version!r}")
        check_setup_keys(cls, save.setup, source)
        try:
            game = cls._fresh(save.model_dump(exclude_none=True), save.seed)
        except CardGameError as exc:
            field = ("options" if isinstance(exc, OptionError) else
                     "position" if isinstance(exc, PositionError) and save.position is not None else "setup")
            raise SaveFileError(source, field, str(exc)) from None
        except (ValueError, TypeError, OverflowError) as exc:  # a value the game's own checks let through
            field = "position" if save.position is not None else "setup"
            raise SaveFileError(source, field, f"cannot be built: {exc}") from None
        game._keep_events()  # a loaded game is replayed anyway: its events are kept as they come
        for i, saved in enumerate(save.actions):
            game.advance()
            try:
                game.apply(Action(saved.kind, tuple(saved.args)))
            except (IllegalActionError, NoDecisionError) as exc:
                raise SaveFileError(source, f"actions.{i}", f"cannot be replayed: {exc}") from None
        for done in range(save.steps_after_last_action):
            if not game.can_step:
                raise SaveFileError(source, "steps_after_last_action", f"{save.steps_after_last_action} steps "
                                    f"were saved, but the game stops for a decision or its end after {done}")
            game.step()
        return game

    # ----- display ---------------------------------------------------------------------------------------------------
    def __repr__(self) -> str:
        if self._now.outcome is not None:
            state = str(self._now.outcome)
        elif self._now.decision is not None:
            state = f"player {self._now.decision.player + 1} to decide: {self._now.decision.kind}"
        else:
            state = "rule steps pending"
        return f"<{type(self).__name__} seed={self.seed} actions={len(self.history)} {state}>"

    # ----- pictures --------------------------------------------------------------------------------------------------
    def _repr_html_(self) -> str | None:
        """A static picture of the board, so a game displays itself in any notebook, trusted or not (an `<img>`:
        JupyterLab hides raw SVG outputs of untrusted notebooks). Drawing lives in the `widgets` package (engines
        import no display code): it is looked up by name, and absent it, no picture."""
        try:
            pictures = importlib.import_module("widgets.picture")
        except ImportError:
            return None
        return pictures.board_html(self)


def _keep_former_mirrors() -> None:
    """The ruleset's fields no user needs, read on a game class or a game as they were spelled before the ruleset
    (`GameClass.CARD_REFUSAL`), warn and give the field (`core.ruleset.DEPRECATED_NAMES`)."""
    for old, field in DEPRECATED_NAMES.items():
        setattr(Game, old, Moved(f"{{cls}}.{old}", f"{{cls}}.ruleset.{field}", attrgetter(f"ruleset.{field}"), NEXT,
                                 of_class=True))


_keep_former_mirrors()
