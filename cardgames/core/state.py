"""The one state model of the four games: a wing declares what its state is made of, and core copies it.

A game (`core.Game`) is the engine: rules, options, the queue of rule steps, the pending decision, events and undo.
What the rules change lives apart, in `game.state`, an instance of the wing's `State` subclass. The state declares
its parts, and core snapshots and restores them (for undo, `clone()` and every action's all-or-nothing), so no wing
writes snapshot code:

* `CELLS`: attributes holding immutable values (ints, strings, tuples, NamedTuples); a class attribute of the same
  name is the starting value. A snapshot keeps the values themselves.
* `PARTS`: attributes holding mutable parts with `save()` and `load(saved)`: the cards' zones (`CardZones`), counted
  tokens (`Tokens`), values per card instance (`Columns`), a list of parts (`PartList`). A part is
  built once with the state and refilled in place, so whatever holds one of its lists stays valid.
* `SEAT`: each seat's values, the one way every wing holds them: a `Record` subclass declaring them once (`FIELDS`
  and their starting values). Core builds `seats`, one record per seat (seat 0 first), which the rules read and
  write as the rulebook says them, `st.seats[p].damage`, and saves and restores them with the parts.

Both are collected over the class and its bases, so the rule primitives of core (`Selections`, `SealedChoices`,
`ResponseWindows`: mixins of the state) bring their own cells.

The rule steps (`step_<name>(state, *args)` functions of the wing's rule modules, and `_s_<name>` methods of the
state's primitives), the decision handlers (`decide_<kind>(state, action, player)` functions and `_d_<kind>`
methods) and the state-based checks (`_c_<name>` methods) all take the state. What they ask of the engine, the state
offers as its own attributes, bound when the game builds it: the step services `_emit`, `_push`, `_ask`, `_finish`,
`_fire`, `_run` (run another step now, inside this one) and `_rng`, and the values `options`, `log_events` and
`players`. The state and the engine talk through one small object of core's, `Wiring` (what the game hands its
state when it builds it), not through each other's attributes.

The step services are no part of `game.state`'s public surface: their names start with an underscore, as the rule
steps' own methods (`_s_`, `_d_`, `_c_`) do, because only rule code calls them (a game's author writes
`st._emit(...)` in a rule step; a cell never does). Their old public names (`emit`, `push`, ...) answer until 0.4.0
with a `DeprecationWarning`. They are also closed to a cell: reading `game.state` closes them (`_close`), so a cell
calling `game.state._push(...)` gets `OutsideStepError` naming the public way (`apply`, `play`) instead of changing
the game behind undo's back; the engine reopens them (`_open`) when it next runs a step or a decision, and only
then. The engine itself holds the state in a private slot: a game played without its state being read (a
simulation, a search) never closes them, and pays one identity test per `apply` and per run of steps.

The state's public methods are closed the same way. Each is declared, by the class that defines it, a query
(`QUERIES`: it only reads, and a cell may call it: `game.state.zone(0, "hand")`) or a changer (`CHANGERS`: core's
`move`, a wing's `draw` or `move_cores`, which only a rule step runs). Closing the state makes it an instance of
its class's closed variant (`_variants`: a subclass adding no field, named as the class, whose every public method
but the queries raises `OutsideStepError`, naming it); opening makes it an instance of its class again. So a cell
cannot move a card behind undo's back (an odd board is set up as a position), and a rule step calls the class's own
methods, at no cost per call (`move` runs at most decisions). A rule module tested with a state alone and a stand-in
for the services (a state the engine never closes) calls them all; so does a position's builder, which fills a
state the game is still building. The conformance check (`core.conformance`) refuses a public method declared
neither way, a query that changes the state, and a changer a cell can still call.
"""
from __future__ import annotations

import inspect
from array import array
from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from .dealt import Dealt, deal
from .deprecation import NEXT, Moved
from .errors import OutsideStepError
from .zones import MOVE_STEPS, NOTHING_MOVED, CardZones, Position, compile_method

if TYPE_CHECKING:
    from .actions import Action
    from .rng import Rng
    from .services import StepServices
    from .vocabulary import Vocabulary


class Wiring(NamedTuple):
    """What a game hands the state it builds (`State(wiring)`): the engine's step services and what the rules read
    of the game. The one interface between state and engine: neither reads the other's attributes."""

    services: StepServices
    rng: Rng
    options: dict
    log_events: bool
    players: int
    steps: dict[str, Callable]          # the step table: step name -> function(state, *args)
    checks: bool                        # whether the game declares state-based checks
    vocabulary: Vocabulary | None
    # the functions the state's primitives ask of the game, by name (a response window's `responses` and
    # `respond`): `core.primitives`
    hooks: Mapping[str, Callable] = MappingProxyType({})
    dealt: Dealt | None = None          # a copy's: the card instances of the game it copies (`State._deal`)


class _Closed:
    """A step service while no rule step runs: calling it is refused, naming the public way."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __call__(self, *args: Any, **kwargs: Any) -> None:
        raise OutsideStepError(f"state._{self.name}() is a step service: it runs only inside a rule step, which the "
                               f"engine runs. {PUBLIC_WAY}")


# what a refusal outside a rule step says a cell does instead (a step service's, a changer's)
PUBLIC_WAY = ("From a cell, change a game with its public calls: game.apply(action) or game.play(action), game.step(), "
              "game.advance(), game.undo() (or build an odd board as a position: cls(position=...)), so that undo, "
              "saves and clones see it.")

# the services as they are between steps, in the order of `State.SERVICES`
CLOSED = tuple(_Closed(name) for name in ("emit", "push", "ask", "finish", "fire"))
CLOSED_PUSH = CLOSED[1]  # what the engine tests to know whether to reopen them


def _refusing(name: str, static: Any) -> Any:
    """What the closed variant of a state class has for its public changer `name` (`static`, the attribute as the
    class holds it): the same sort of attribute (a method, or a property), refusing to run."""
    def refused(self: Any, *args: Any, **kwargs: Any) -> None:
        raise OutsideStepError(f"state.{name}() changes the state: it runs only inside a rule step, which the engine "
                               f"runs. {PUBLIC_WAY}")

    refused.__name__ = refused.__qualname__ = name
    refused.__doc__ = f"`{name}` refused: no rule step runs (`State` says why)."
    return property(refused) if isinstance(static, property) else refused


def _refuse_setting(self: Any, name: str, value: Any = None) -> None:
    """The closed variant's `__setattr__`: a cell assigning `game.state.<name>` is refused like a changer."""
    raise OutsideStepError(f"state.{name} = ... changes the state: only a rule step sets it, which the engine runs. "
                           f"{PUBLIC_WAY}")


def _refuse_deleting(self: Any, name: str) -> None:
    """The closed variant's `__delattr__`: a cell deleting `game.state.<name>` is refused like a changer."""
    raise OutsideStepError(f"del state.{name} changes the state: only a rule step does, which the engine runs. "
                           f"{PUBLIC_WAY}")


# each state class and its closed variant -> (the class, its closed variant): `_close` makes a state the latter, `_open`
# the former (a dictionary, not class attributes, which a subclass would inherit)
_VARIANTS: dict[type, tuple[type, type]] = {}


def _variants(cls: type[State]) -> tuple[type, type]:
    """`cls` (a state class, or its closed variant) and its closed variant, made the first time a state of `cls` is
    closed: a subclass adding no field, named as `cls`, whose every public method outside `QUERIES` (`changers`)
    refuses with `OutsideStepError`, and so does assigning or deleting any of its attributes (`game.state.tp = 1`;
    a seat's record and a part, `game.state.seats[0].hp = 0`, are objects of their own, not closed). A state
    changes class between the two (`_close`, `_open`), so while the engine runs, the class's own methods and
    `__setattr__` run as they are, at no cost per call."""
    found = _VARIANTS.get(cls)
    if found is None:
        namespace: dict[str, Any] = {name: _refusing(name, inspect.getattr_static(cls, name))
                                     for name in changers(cls)}
        namespace.update(__slots__=(), __module__=cls.__module__, __qualname__=cls.__qualname__, _variant_of=cls,
                         __new__=_build_open, __setattr__=_refuse_setting, __delattr__=_refuse_deleting)
        closed = type(cls.__name__, (cls,), namespace)
        found = _VARIANTS.setdefault(cls, (cls, closed))
        _VARIANTS.setdefault(found[1], found)
    return found


def _build_open(cls: type, *args: Any, **kwargs: Any) -> State:
    """A state built from a closed variant's class (`type(game.state)(wiring)` in a cell) is one of its class."""
    return cls._variant_of(*args, **kwargs)


def changers(cls: type) -> list[str]:
    """The public methods (and properties) of state class `cls` that its closed variant refuses: every one, over all
    its bases, but the queries it declares (`QUERIES`) and the names kept for one version (`deprecation.Moved`)."""
    out = []
    for name in dir(cls):
        if name.startswith("_") or name in cls._queries:
            continue
        static = inspect.getattr_static(cls, name)
        if isinstance(static, (property, staticmethod, classmethod)) or inspect.isfunction(static):
            out.append(name)
    return out


def _fields(names: tuple[str, ...], after: str = "") -> str:
    """`self.<name><after>, ` for each of `names`: the items of a tuple display or an assignment target."""
    return "".join(f"self.{name}{after}, " for name in names)


def _compiled(owner: type, name: str, body: str, like: Callable, argument: str = "", scope: dict | None = None,
              **default: Any) -> Callable:
    """The method `name(self[, argument])` of class `owner`, made of the lines `body` written out for that class's
    fields (`zones.compile_method`). Kept because it pays: with a `getattr`/`setattr` loop instead, two of the games
    ran 26% and 11% more machine instructions per decision (undo saves the state at every action); `like` lends it
    its docstring, `default` binds a constant (the parameter's default value), `scope` the class's own constants
    and hooks, read as globals (no attribute look-up on `self`, which Python 3.11 does not speed up for a class
    attribute)."""
    params = f"{argument}={argument}" if default else argument
    return compile_method(owner.__qualname__, name, params, body, like.__doc__, {**default, **(scope or {})})


class State:
    """What the rules of one game change (see the module docstring). Rule modules take it as `st`."""

    # The engine services live in slots, so that the state's own values alone fill its `__dict__`: with them in it
    # too, the rules' every `st.x` read cost more (one game: 10% more machine instructions per decision, by
    # `benchmarks/count_machine_instructions.py`).
    __slots__ = ("_emit", "_push", "_ask", "_finish", "_fire", "_rng", "options", "log_events", "players",
                 "checks_due", "_steps", "vocabulary", "_live", "_dealt")

    CELLS: ClassVar[tuple[str, ...]] = ()
    PARTS: ClassVar[tuple[str, ...]] = ()
    # Each seat's values: the wing's `Record` subclass, one record per seat in `seats`, a plain tuple (Python 3.11
    # specialises indexing for an exact tuple only, and the rules read `st.seats[p]` at every turn). Values per
    # card instance are a `Columns` part; values of the whole game, cells.
    SEAT: ClassVar[type[Record] | None] = None
    seats: tuple[Record, ...]
    _seat_count: ClassVar[int] = 0  # the number of seats `_snapshot` and `_restore` are written out for
    _cells: ClassVar[tuple[str, ...]] = ()
    _parts: ClassVar[tuple[str, ...]] = ()
    # Each public method (or property) is a query, which a cell may call (`game.state.zone(0, "hand")`), or a changer,
    # which only a rule step runs (`move`, a wing's `draw`): the state's class and each base declare both, as they
    # declare their cells (the conformance check refuses a public method declared neither way, and a query that
    # changes the state). Outside a rule step, every public method but the queries refuses (`_close`).
    QUERIES: ClassVar[tuple[str, ...]] = ("label", "zone")
    CHANGERS: ClassVar[tuple[str, ...]] = ("move", "shuffle", "take_moves")
    _queries: ClassVar[frozenset[str]] = frozenset(QUERIES)
    _changers: ClassVar[frozenset[str]] = frozenset(CHANGERS)

    # the engine services a rule step uses, bound by `__init__` (`core.services.StepServices` says what each does)
    _emit: Callable[..., None]
    _push: Callable[..., None]
    _ask: Callable[..., None]
    _finish: Callable[..., None]
    _fire: Callable[..., None]
    _rng: Rng
    options: dict
    log_events: bool
    players: int
    checks_due: bool  # a step changed what the game's checks look at (the ruleset's `checks`)

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if "_variant_of" in cls.__dict__:  # a closed variant (`_variants`): the class it varies, as it is
            return
        bases = tuple(reversed(cls.__mro__))
        cls._cells = tuple(dict.fromkeys(n for k in bases for n in k.__dict__.get("CELLS", ())))
        cls._parts = tuple(dict.fromkeys(n for k in bases for n in k.__dict__.get("PARTS", ())))
        cls._queries = frozenset(n for k in bases for n in k.__dict__.get("QUERIES", ()))
        cls._changers = frozenset(n for k in bases for n in k.__dict__.get("CHANGERS", ()))
        cls._compile_snapshot(0)  # the seats' fields join them when the first state is built (`__init__`)
        if cls.ZONES_BY_SEAT:  # the one move, with the zones' move steps inline and the wing's hook bound in
            hook = "\narrive(self, card, zone, status)" if cls.arrive is not None else ""
            cls.move = _compiled(cls, "move", "places = self.places\nsrc = places._where[card]\n"
                                 f"dst = ZONES[self.owner[card]][zone]\n{MOVE_STEPS.format(z='places')}{hook}"
                                 "\nreturn record", State.move, "card, zone, position='top', status=None",
                                 {"ZONES": cls.ZONES_BY_SEAT, "arrive": cls.arrive})

    def __init__(self, wiring: Wiring) -> None:
        # the services are bound methods of the engine's `StepServices`, never of the game: the state is the
        # game's, and a reference back to the game would make a cycle (see `StepServices`)
        now = wiring.services
        self._live = (now.emit, now.push, now.ask, now.finish, now.fire)
        self._emit, self._push, self._ask, self._finish, self._fire = self._live
        self._rng, self.options, self.log_events, self.players = (wiring.rng, wiring.options, wiring.log_events,
                                                                 wiring.players)
        self.checks_due = wiring.checks  # the first step looks at the board as built
        seat = self.SEAT
        if seat is not None:
            if self._seat_count != wiring.players:
                type(self)._compile_snapshot(wiring.players)
            self.seats = tuple([seat() for _ in range(wiring.players)])
        self._steps = wiring.steps
        self.vocabulary = wiring.vocabulary  # the game's declared words (`core.vocabulary`), for `label`
        self._dealt = wiring.dealt

    @classmethod
    def _compile_snapshot(cls, seats: int) -> None:
        """`_snapshot` and `_restore` written out for the class's cells and parts and, after the parts, the fields
        of `seats` records of its `SEAT`, one flat tuple: read and set inline, with no call per record (a clone,
        as a search makes thousands, builds a state and restores it)."""
        cells, saves = _fields(cls._cells), _fields(cls._parts, ".save()")
        loads = "".join(f"; self.{n}.load(parts[{i}])" for i, n in enumerate(cls._parts))
        records = ""
        if seats:
            names = [f"s{i}" for i in range(seats)]
            records = f"{', '.join(names)}, = self.seats\n"
            flat = "".join(f"{s}.{field}, " for s in names for field in cls.SEAT.FIELDS)
            saves += f"({flat}), "
            loads += f"\n({flat}) = parts[{len(cls._parts)}]"
        cls._snapshot = _compiled(cls, "_snapshot", f"{records}return ({cells}), ({saves})", State._snapshot)
        cls._restore = _compiled(cls, "_restore", f"{records}cells, parts = saved; ({cells}) = cells{loads}",
                                 State._restore, "saved")
        cls._seat_count = seats

    def _open(self) -> None:
        """Bind the step services and let the changers run (the engine, before it runs a step or a decision
        handler)."""
        object.__setattr__(self, "__class__", _variants(type(self))[0])  # the closed variant refuses `self.x = `
        self._emit, self._push, self._ask, self._finish, self._fire = self._live

    def _close(self) -> None:
        """Close the step services and the changers (`game.state` read from outside: see the module docstring)."""
        closed = _variants(type(self))[1]
        if type(self) is not closed:  # (closed already: its services are)
            self._emit, self._push, self._ask, self._finish, self._fire = CLOSED
            self.__class__ = closed

    def label(self, player: int, action: Action, decision_kind: str | None = None) -> str:
        """The label of `player`'s action `action` on the board as it is now, as the game's vocabulary declares
        it (at `decision_kind`, or where its kind is first declared): for a rule's sentence that names an action
        ("choose 'Evolve into Greymon (30 P.E)'"), or a sealed choice's words."""
        return self.vocabulary.label(self, player, action, decision_kind)

    def _run(self, step: tuple) -> None:
        """Run `step` now, inside the running step (a response window resolving a chain link)."""
        if type(self._push) is _Closed:
            _Closed("run")()  # refused: no step runs
        self._steps[step[0]](self, *step[1:])

    # ----- the rules' shared vocabulary: hold the cards' facts -------------------------------------------------------
    def _deal(self, facts: Mapping, keys: Sequence, owner: Sequence[int],
              derive: Callable[[tuple, tuple[int, ...]], Any] | None = None) -> Dealt:
        """Deal the game's card instances (`core.dealt.deal`): instance i is card number `keys[i]` of seat
        `owner[i]`, its facts `facts[keys[i]]` (the wing's pool, made once per process), read as `st.cards[i]`;
        `st.owner[i]` its seat. Returns the `Dealt`, with the wing's `derive(cards, owner)` tables, worked out once
        per game. A copy of a game (`Game.clone`) takes the deal of the game it copies, which nothing changes."""
        keys = tuple(keys)
        dealt = self._dealt
        if dealt is None or dealt.keys != keys or dealt.owner != tuple(owner):
            dealt = self._dealt = deal(facts, keys, owner, derive)
        self.cards, self.owner = dealt.cards, dealt.owner
        return dealt

    # ----- the rules' shared vocabulary: move a card ----------------------------------------------------------------
    # A wing's state has `cards` (each card instance's facts by instance id, its printed `name` among them: rule
    # code names a card `st.cards[card].name`), `owner` (the seat owning each instance), `places` (its `CardZones`,
    # a part of the state) and `ZONES_BY_SEAT` (`zones.seat_names`: per seat, zone -> full name; a zone the seats
    # share is listed too, under its own name).
    ZONES_BY_SEAT: ClassVar[tuple[dict[str, str], ...]] = ()
    places: CardZones
    seat_zones: tuple[dict[str, list[int]], ...]  # per seat, zone -> the zone's live list (`_place`)
    arrive: ClassVar[Callable[..., None] | None] = None  # the wing's hook: what happens to a card entering a zone
    # the wing's hooks for a search's determinization (`Game.determinized`, `core.hidden`): the zones hidden from a
    # seat at this moment only, `hidden_now(seat) -> {zone name: pool}` (a card face down until revealed), and the
    # cards a pending step names, which stay where they are, `held_now() -> cards` (None: there are none)
    hidden_now: ClassVar[Callable[[int], dict[str, str]] | None] = None
    held_now: ClassVar[Callable[[], tuple[int, ...]] | None] = None

    # how every game named a card in 0.2.0
    card_name = Moved("state.card_name(card)", "state.cards[card].name", lambda st: _name_of(st), since=NEXT)

    def move(self, card: int, zone: str, position: Position = "top", status: Any = None) -> list:
        """Move `card` from wherever it is to its owner's zone `zone` (a seat zone such as `"hand"`, or a zone the
        seats share, such as `"realm"`) at `position`; returns the move record `[card, from, to]`, which
        also waits in the journal for `take_moves`. Then the wing's `arrive(card, zone, status)` hook, if it
        defines one, does what entering a zone does in that game (a card's angle or face, a check after a card
        enters play): `status` is the one keyword it reads (an angle, a face), None for the game's default."""
        raise TypeError(f"{type(self).__name__} declares no ZONES_BY_SEAT, the zone names `move` needs (each "
                        "subclass that does gets its own `move`, compiled with the zones' move steps inline and its "
                        "`arrive` hook: `__init_subclass__`)")

    def _place(self, places: CardZones) -> None:
        """Hold `places`, the game's zones (its `build`, once per game), and `seat_zones`, per seat zone -> the
        zone's own list (`CardZones.seat_lists` over `ZONES_BY_SEAT`): the one way rule code reads a zone,
        `st.seat_zones[p]["hand"]`, two look-ups and no call (zones are read at most decisions). The lists stay the
        zones' own for the whole game: undo, clones and loads refill them in place."""
        self.places = places
        self.seat_zones = places.seat_lists(self.ZONES_BY_SEAT)

    def zone(self, p: int, name: str) -> list[int]:
        """Seat `p`'s zone `name` (a zone the seats share under its own name): the query a cell calls,
        `game.state.zone(0, "hand")`; rule code reads `st.seat_zones[p][name]`, the same list without the call.
        The list is the zone's own: read it, never write it (a card moves by `move`)."""
        return self.seat_zones[p][name]

    def shuffle(self, p: int, zone: str) -> None:
        """Shuffle seat `p`'s zone `zone` (a deck) with the game's seeded generator, the one shuffle of every game:
        one `Rng.shuffle` of the zone's list, so a seed gives the same order it always gave."""
        self.places.shuffle(self.ZONES_BY_SEAT[p][zone], self._rng)

    def take_moves(self) -> list[list]:
        """The card moves since the last call, for the `moves` data of the event that reports them (the standard
        move records boards animate from): the zones' journal, emptied, or `NOTHING_MOVED`."""
        places = self.places  # type: ignore[attr-defined]
        moves = places._moves  # the journal without a second call (core's own zones): most events take it
        if not moves:
            return NOTHING_MOVED
        places._moves = []
        return moves

    def _snapshot(self) -> tuple:
        """The cells' values and the parts' saves: immutable data (for the engine's `Game.snapshot`). (Each
        subclass gets its own, compiled from its cells and parts: `__init_subclass__`.)"""
        return (), ()

    def _restore(self, saved: tuple) -> None:
        """Back to what `_snapshot` returned; parts are refilled in place."""

    # ----- the names these had until 0.2.0, for one version (CHANGELOG.md) ---------------------------------------
    emit = Moved("state.emit", "state._emit (inside a rule step)", "_emit", NEXT)
    push = Moved("state.push", "state._push (inside a rule step)", "_push", NEXT)
    ask = Moved("state.ask", "state._ask (inside a rule step)", "_ask", NEXT)
    finish = Moved("state.finish", "state._finish (inside a rule step)", "_finish", NEXT)
    fire = Moved("state.fire", "state._fire (inside a rule step)", "_fire", NEXT)
    run = Moved("state.run", "state._run (inside a rule step)", "_run", NEXT)
    rng = Moved("state.rng", "state._rng (inside a rule step)", "_rng", NEXT)
    open = Moved("state.open", "nothing: the engine opens the step services itself", "_open", NEXT)
    close = Moved("state.close", "nothing: the engine closes the step services itself", "_close", NEXT)
    snapshot = Moved("state.snapshot()", "game.snapshot()", "_snapshot", NEXT)
    restore = Moved("state.restore(saved)", "game.restore(game.snapshot())", "_restore", NEXT)


class Columns:
    """Named columns of small ints per card instance in one array: used like lists, and saved with one copy of the
    array's bytes (each seat's values are a state's `SEAT` records). Columns are attributes of the object:
    `flags = Columns(status=n, poison=n); flags.status[3] = 1`."""

    def __init__(self, **sizes: int) -> None:
        self._array = array("q", bytes(8 * sum(sizes.values())))
        view = memoryview(self._array)
        self._bytes = view.cast("B")
        start = 0
        for name, size in sizes.items():
            setattr(self, name, view[start:start + size])
            start += size
        self.names = tuple(sizes)

    def save(self) -> bytes:
        return self._array.tobytes()

    def load(self, saved: bytes) -> None:
        self._bytes[:] = saved


_STARTS: set[Callable] = set()  # the `__init__` core wrote for each `Record` subclass


class Record:
    """A few named values of one holder (each seat's values: a state's `SEAT`): the subclass lists them in
    `FIELDS`, each with a class attribute as its starting value, and core saves and restores them. Values are
    immutable (ints, strings, tuples), so a save is a tuple, cheap to keep for every undo step. A new record starts
    at the starting values, held by the record itself (a value read from the class instead would cost the rules
    more)."""

    FIELDS: ClassVar[tuple[str, ...]] = ()
    _resets: ClassVar[dict[tuple[str, ...], Callable[[Any], None]]] = {}

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        fields = _fields(cls.FIELDS)
        cls.save = _compiled(cls, "save", f"return ({fields})", Record.save)
        cls.load = _compiled(cls, "load", f"({fields}) = saved", Record.load, "saved")
        cls._resets = {}
        if cls.__init__ is Record.__init__ or cls.__init__ in _STARTS:  # no `__init__` of the game's own
            # records are made with every state (a clone, a search's copies): their starting values at once
            start = tuple(getattr(cls, name) for name in cls.FIELDS)
            cls.__init__ = _compiled(cls, "__init__", f"if type(self) is not OWN:\n    return self.reset()\n"
                                     f"({fields}) = START", Record.__init__, scope={"START": start, "OWN": cls})
            _STARTS.add(cls.__init__)

    def __init__(self) -> None:
        """A record at its starting values (compiled for each subclass; a subclass of it that defines its own
        `__init__` and calls this one is reset instead, its own fields included)."""
        self.reset()

    def __repr__(self) -> str:
        values = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.FIELDS)
        return f"{type(self).__name__}({values})"

    def save(self) -> tuple:
        """The fields' values, in `FIELDS` order (compiled for each subclass)."""
        return ()

    def load(self, saved: tuple) -> None:
        """Set the fields to the values `save` returned (compiled for each subclass)."""

    def reset(self, *names: str) -> None:
        """Set `names` (default: every field) back to their starting values: a function compiled for each set of
        names the first time it is reset."""
        reset = self._resets.get(names)
        if reset is None:
            cls = type(self)
            chosen = names or cls.FIELDS
            reset = cls._resets[names] = _compiled(cls, "reset", f"({_fields(chosen)}) = start", Record.reset,
                                                   "start", start=tuple(getattr(cls, name) for name in chosen))
        reset(self)


class PartList(list):
    """A list of parts that is itself a part: saved and restored item by item (each seat's values are a state's
    `SEAT` records)."""

    def save(self) -> tuple:
        saved = []
        for part in self:
            saved.append(part.save())
        return tuple(saved)

    def load(self, saved: tuple) -> None:
        for part, value in zip(self, saved, strict=True):
            part.load(value)


def _name_of(state: State) -> Callable[[int], str]:
    """What the deprecated `state.card_name` gives: a card's printed name by its instance id."""
    return lambda card: state.cards[card].name  # type: ignore[attr-defined]
