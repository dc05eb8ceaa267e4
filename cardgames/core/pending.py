"""The pending moment of a position, written and read by core for every primitive: what is under way when a player
decides (the rule steps still to run, the open response windows, a selection half made, the sealed choices), as
plain data and back.

A position names a card by where it lies in it, `"<seat>.<field>.<index>"` (`"0.hand.2"`, `"1.deck.0"` a deck's
top card), never by an instance id, which a game built from the position numbers afresh: `CardRefs`, the one way
of naming cards (a token place on a card is `"card.<ref>"`), made from a state's zones by `card_refs`.

Each primitive registers what it owns, where it is defined, so a new primitive needs no edit here:

* an argument kind of rule steps (`kind(name, write, read)`): `seat`, `count`, `bool`, `text`, `rule`, `step`, `value`
  here; `card`, `cards` (`zones.py`), `place` (`tokens.py`), `selection` (`selections.py`), `link` (`windows.py`);
* the arguments of its own steps (`steps(select=("selection",))`);
* a part of the state it keeps beside the queue (`part(mixin, key, cell, write, read)`): `windows` (`windows.py`),
  `sealed` (`sealed.py`).

A wing declares only what is its own: its steps' arguments and its own argument kinds and parts (`Moment`).
A value that does not fit raises `Bad` with the field it is about, which a reader turns into a `Violation` whose
`at` is that field, so a hostile queue is refused naming the field rather than run."""
from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping
from types import MappingProxyType
from typing import Any, NamedTuple

from .actions import Action
from .errors import Violation
from .words import Words, phrased


class Bad(Exception):
    """A value of a position's pending moment that does not fit, at the field `at` (a path of keys and indices):
    a sentence template with `{}` blanks and its `values`, worded in the language read when the problem is read
    (`Violation`; the message tool extracts the template)."""

    def __init__(self, at: tuple, template: str, *values: object):
        super().__init__(template.format(*values) if values else template)
        self.at, self.template, self.values = tuple(at), template, values

    @property
    def message(self) -> str:
        """The English sentence."""
        return self.args[0]

    def violation(self) -> Violation:
        return Violation("position", self.template, *self.values, at=self.at)


class Kind(NamedTuple):
    """How one kind of value is written (`write(value, moment)`) and read back (`read(data, moment, at)`)."""

    write: Callable[[Any, Moment], Any]
    read: Callable[[Any, Moment, tuple], Any]


class Part(NamedTuple):
    """A cell of a primitive's state written beside the queue under `key` when it is not `empty`."""

    mixin: type
    key: str
    cell: str
    write: Callable[[Any, Moment], Any]
    read: Callable[[Any, Moment, tuple], Any]
    empty: Any = ()


KINDS: dict[str, Kind] = {}
STEPS: dict[str, tuple[str, ...]] = {}
PARTS: dict[str, Part] = {}


def kind(name: str, write: Callable, read: Callable) -> Kind:
    """Register an argument kind (by the primitive that owns it)."""
    KINDS[name] = found = Kind(write, read)
    return found


def steps(**signatures: tuple[str, ...]) -> None:
    """Register the argument kinds of a primitive's own steps (`select=("selection",)`)."""
    STEPS.update(signatures)


def part(mixin: type, key: str, cell: str, write: Callable, read: Callable, empty: Any = ()) -> Part:
    """Register a cell of a primitive's state as a part of the pending moment."""
    PARTS[key] = found = Part(mixin, key, cell, write, read, empty)
    return found


def parts_of(state: object) -> list[Part]:
    """The registered parts of the primitives `state` (a state, or its class) is made of."""
    cls = state if isinstance(state, type) else type(state)
    return [p for p in PARTS.values() if issubclass(cls, p.mixin)]


class CardRefs:
    """Every card of a position by where the position lists it (`"0.hand.2"`), both ways."""

    def __init__(self, refs: Mapping[int, str]):
        self.refs = dict(refs)
        self.cards = {ref: card for card, ref in self.refs.items()}

    @classmethod
    def listed(cls, lists: Mapping[str, Iterable[int]]) -> CardRefs:
        """The refs of cards listed by field (`{"0.hand": [4, 7]}`: card 7 is `"0.hand.1"`)."""
        return cls({card: f"{field}.{i}" for field, cards in lists.items() for i, card in enumerate(cards)})

    def ref(self, card: int) -> str:
        return self.refs[card]

    def card(self, value: Any, at: tuple) -> int:
        if not isinstance(value, str) or value not in self.cards:
            raise Bad(at, "{!r:.40} names no card of this position (a card is named by where it lies: "
                      "'0.hand.0', '1.deck.0' the top card)", value)
        return self.cards[value]


def card_refs(state: Any, fields: Mapping[str, str | None] = MappingProxyType({}),
              top_first: Collection[str] = ("deck",), beneath: str = "") -> CardRefs:
    """Every card of `state` (a state that moves its cards with core's `move`: its `places` and `ZONES_BY_SEAT`) by
    where a position lists it, the one way every wing names them:

    * a seat's card `"<seat>.<field>.<index>"`, its zone's field being the zone's name unless `fields` renames it
      (`{"szone": "support_zone"}`; a zone renamed None is not listed); a zone of `top_first` from its top card
      (a deck: the zone's list runs bottom first);
    * a card of a zone the seats share by the zone's name when it holds one card (`"realm"`), else with its index;
    * a card of zone `beneath` (a stack's lower cards) by the card it lies under, `"<that card's ref>.<j>"`, in the
      zone's order (`"1.scene.0.0"`)."""
    lists, refs, shared = state.places.lists, {}, {}
    for seat, zones in enumerate(state.ZONES_BY_SEAT):
        for zone, full in zones.items():
            field = fields.get(zone, zone)
            if full == zone:  # a zone the seats share, listed once
                shared[zone] = field
            elif field is not None and zone != beneath:
                cards = lists[full][::-1] if zone in top_first else lists[full]
                refs.update({card: f"{seat}.{field}.{i}" for i, card in enumerate(cards)})
    for zone, field in shared.items():
        cards = lists[zone]
        refs.update({card: field if len(cards) == 1 else f"{field}.{i}" for i, card in enumerate(cards)})
    if beneath:
        host, under = state.places.host, {}
        for zones in state.ZONES_BY_SEAT:
            for card in lists[zones[beneath]]:
                on = host[card]
                if on in refs:
                    j = under[on] = under.get(on, -1) + 1
                    refs[card] = f"{refs[on]}.{j}"
    return CardRefs(refs)


class Moment:
    """The writer and reader of one position's pending moment: its cards' names (`refs`), the game's rules, its
    own steps' argument kinds (`signatures`) and its own kinds (`kinds`), beside core's."""

    def __init__(self, refs: CardRefs, rules: Iterable[str] = (), signatures: Mapping[str, tuple[str, ...]] = {},
                 kinds: Mapping[str, Kind] = {}, check: Callable[[tuple, tuple, bool], None] | None = None,
                 then_steps: Iterable[str] | None = None):
        self.refs, self.rules = refs, frozenset(rules)
        # the steps a selection may go on with (None: any step that takes the values chosen last)
        self.then_steps = None if then_steps is None else tuple(then_steps)
        self.signatures, self.kinds = {**STEPS, **signatures}, {**KINDS, **kinds}
        self.check = check  # the game's own checks of a step read (its cards' seat and kind): raises `Bad`

    def write(self, kind_name: str, value: Any) -> Any:
        return self.kinds[kind_name].write(value, self)

    def read(self, kind_name: str, data: Any, at: tuple) -> Any:
        return self.kinds[kind_name].read(data, self, at)

    def noted(self, problems: list[Violation], kind_name: str, data: Any, at: tuple) -> Any:
        """`data` read as `kind_name` (`"step"`: a step of the queue), or None with its problem added to `problems`,
        so that a reader lists every problem of a position at once."""
        try:
            return self.read_step(data, at) if kind_name == "step" else self.read(kind_name, data, at)
        except Bad as bad:
            problems.append(bad.violation())
            return None

    def write_step(self, step: tuple) -> list:
        name, *args = step
        kinds = self.signatures.get(name)
        if kinds is None:
            raise Bad(("pending",), "the rule step {!r} cannot be written as a position", name)
        return [name, *[self.write(k, v) for k, v in zip(kinds, args, strict=False)]]

    def read_step(self, data: Any, at: tuple, chosen_later: bool = False) -> tuple:
        """A step of the queue, every argument read by its kind, then checked by the game (`check`); with
        `chosen_later`, a selection's `then` step, without its last argument (the values the selection chooses)."""
        if not isinstance(data, list) or not data or not isinstance(data[0], str):
            raise Bad(at, "a step is expected here: [name, arguments...]")
        name = data[0]
        if name not in self.signatures:
            raise Bad((*at, 0), "{!r} is not a rule step here", name[:40])
        if chosen_later and self.then_steps is not None and name not in self.then_steps:
            raise Bad((*at, 0), "a selection goes on with {}, not {!r}", ", ".join(self.then_steps), name)
        kinds = self.signatures[name][:-1] if chosen_later else self.signatures[name]
        least = sum(1 for k in kinds if not k.endswith("?"))
        if not least <= len(data) - 1 <= len(kinds):
            if len(kinds) > least:
                raise Bad(at, "the step {} takes {} to {} arguments ({}), not {}", name, least, len(kinds),
                          ", ".join(kinds), len(data) - 1)
            raise Bad(at, "the step {} takes {} arguments ({}), not {}", name, least, ", ".join(kinds) or "-",
                      len(data) - 1)
        step = (name, *[self.read(k.rstrip("?"), v, (*at, i + 1))
                        for i, (k, v) in enumerate(zip(kinds, data[1:], strict=False))])
        if self.check is not None:
            self.check(step, at, chosen_later)
        return step

    def write_parts(self, state: object) -> dict:
        """The registered parts of `state`'s primitives that hold something."""
        return {p.key: p.write(getattr(state, p.cell), self) for p in parts_of(state)
                if getattr(state, p.cell) != p.empty}

    def read_parts(self, data: Mapping, state: object, problems: list[Violation]) -> dict[str, Any]:
        """The cells of `state`'s primitives read from `data` (the pending moment), every problem listed."""
        cells = {}
        for p in parts_of(state):
            if p.key in data:
                try:
                    cells[p.cell] = p.read(data[p.key], self, ("pending", p.key))
                except Bad as bad:
                    problems.append(bad.violation())
        return cells

    def round_trip(self, state: object) -> list[str]:
        """What of `state`'s primitives does not read back as written (the conformance check): each part, and the
        pending selection."""
        wrong = []
        for p in parts_of(state):
            value = getattr(state, p.cell)
            try:
                again = p.read(_plain(p.write(value, self)), self, ("pending", p.key))
            except Bad as bad:
                again = bad
            if again != value:
                wrong.append(f"{p.key}: {value!r:.80} reads back as {again!r:.80}")
        for name, k in self.kinds.items():
            value = getattr(state, name, None)
            if value is None or name not in ROUND_TRIPS:
                continue
            value = ROUND_TRIPS[name](value)
            try:
                again = k.read(_plain(k.write(value, self)), self, (name,))
            except Bad as bad:
                again = bad
            if again != value:
                wrong.append(f"{name}: {value!r:.80} reads back as {again!r:.80}")
        return wrong


# kinds that are also a cell of their primitive's state (`selection`), checked too: each with what a value is as it
# reads back (a selection's prompt its English words)
ROUND_TRIPS: dict[str, Callable[[Any], Any]] = {}


def _plain(data: Any) -> Any:
    """`data` as JSON would give it back (tuples as lists)."""
    if isinstance(data, (list, tuple)):
        return [_plain(v) for v in data]
    if isinstance(data, dict):
        return {k: _plain(v) for k, v in data.items()}
    return data


def whole(low: int, high: int, what: str) -> Kind:
    """A kind of whole number from `low` to `high`, `what` in words ("a seat", a noun the message tool extracts and
    a problem words in the language read)."""
    def read(v: Any, m: Moment, at: tuple) -> int:
        if type(v) is not int or not low <= v <= high:
            raise Bad(at, "{!r:.40} is not {} ({} to {})", v, what, low, high)
        return v
    return Kind(lambda v, m: v, read)


def _read_bool(v: Any, m: Moment, at: tuple) -> bool:
    if type(v) is not bool:
        raise Bad(at, "{!r:.40} is not true or false", v)
    return v


def _write_text(v: str | Words, m: Moment) -> str:
    """A text as its English words: a `Words` (a step's reason kept as its template and values) made a `Phrase`."""
    return phrased(v)


def _read_text(v: Any, m: Moment, at: tuple) -> str:
    if not isinstance(v, str) or len(v) > 300:
        raise Bad(at, "{!r:.40} is not a text of at most 300 characters", v)
    return v


def _read_rule(v: Any, m: Moment, at: tuple) -> str:
    if not isinstance(v, str) or v not in m.rules:
        raise Bad(at, "{!r:.40} is not a rule ID of this game", v)
    return v


def _write_value(v: Any, m: Moment) -> Any:
    """A plain value (a sealed choice, a selection's picks): an action as `{"action": kind, "args": [...]}`."""
    if isinstance(v, Action):
        return {"action": v.kind, "args": [_write_value(a, m) for a in v.args]}
    if isinstance(v, (tuple, list)):
        return [_write_value(a, m) for a in v]
    return v


def _read_value(v: Any, m: Moment, at: tuple, depth: int = 0) -> Any:
    if depth > 4:
        raise Bad(at, "a value nested this deep is no value of a game")
    if isinstance(v, dict):
        if set(v) != {"action", "args"} or not isinstance(v["action"], str) or not isinstance(v["args"], list):
            raise Bad(at, "an action is {}", '{"action": kind, "args": [...]}')
        return Action(v["action"], tuple(_read_value(a, m, (*at, "args", i), depth + 1)
                                         for i, a in enumerate(v["args"])))
    if isinstance(v, list):
        if len(v) > 60:
            raise Bad(at, "at most 60 values are expected here")
        return tuple(_read_value(a, m, (*at, i), depth + 1) for i, a in enumerate(v))
    if v is None or isinstance(v, (bool, int, str)) and not (isinstance(v, str) and len(v) > 300):
        return v
    raise Bad(at, "{!r:.40} is not a value of a game", v)


kind("seat", *whole(0, 1, "a seat"))
kind("count", *whole(0, 100_000, "a count"))
kind("index", *whole(-3, 60, "an index"))
kind("bool", lambda v, m: v, _read_bool)
kind("text", _write_text, _read_text)
kind("rule", lambda v, m: v, _read_rule)
kind("step", lambda v, m: m.write_step(v), lambda v, m, at: m.read_step(v, at))
kind("value", _write_value, _read_value)


def moment_of(ruleset: Any, state: object) -> Moment:
    """The writer and reader of `state`'s pending moment: the game's own (`Ruleset.moment`), else core's, naming
    each card by its zone (`"0.hand.2"`, bottom first) and knowing core's steps only."""
    if ruleset.moment is not None:
        return ruleset.moment(state)
    zones = getattr(state, ruleset.card_zones, None) if ruleset.card_zones else None
    return Moment(CardRefs.listed(zones.lists if zones is not None else {}), (r.id for r in ruleset.rules))
