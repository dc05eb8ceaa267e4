"""Card zones with one move operation, and the status of each card (face, orientation, attachment).

Cards are instance ids 0..n-1. A zone is a named list whose LAST element is the top (the top of a deck, the most
recent card of a pile). Zone names follow the project's convention: `"<seat>.<zone>"` for a player's zone
(`"0.hand"`, `"1.trash"`), a bare name for a shared one (`"realm"`). Every card is in exactly one zone.

`move()` is the only way a card changes zone: it checks where the card is, records `[card, from, to]` in a journal
that the step drains into its event (`_emit(..., moves=zones.take_moves())`, the standard move event boards animate
from). Per card status that the four rulebooks need:

* face up or face down (a deck is face down; YYH sideline characters and DSP supports are placed face down);
* orientation in degrees, 0/90/180/270 (BS-6: exhausted cards lie at 90, heavily exhausted at 180; YYH-14 turns a
  fighter 90 degrees per damage point);
* the card it is attached to, or -1 (YYH items and techniques, YYH-13 face-down attachments on the sideline).

`save()` returns tuples only (no lists), so undo snapshots are immutable and cheap to keep by the thousand. It
runs at every decision, so nothing is copied that did not change: a zone's tuple is made again only after a card
entered or left that zone, and the status is kept as tuples (`face_up`, `angle`, `host`) that only the status
methods replace, so the snapshot takes them as they are. Games read the status by index and write it through
`flip`, `turn_to`, `rotate`, `attach`, `set_host` (a direct write is a TypeError, not a status that undo would miss).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from . import pending

Position = str | int  # "top", "bottom", or an index into the zone's list (as for list.insert)
ANGLES = (0, 90, 180, 270)


def seat_names(names: Iterable[str], seats: int = 2) -> tuple[dict[str, str], ...]:
    """Per seat, each of `names` -> its full name `"<seat>.<name>"` (zones, or token places such as `"reserve"`):
    made once by a game as a constant, so hot paths look a name up instead of formatting and hashing a new string."""
    names = tuple(names)
    return tuple({name: f"{seat}.{name}" for name in names} for seat in range(seats))


class _NothingMoved(list):
    """The journal `take_moves` hands out when nothing moved (`CardZones`, `Tokens`): one empty list shared by
    every such event. Most steps move no card and a game with tokens reports both journals on most events, and an
    event keeps its data for the rest of the game: a new empty list each time was one more object kept per event
    for the whole game. Sharing it is safe because it refuses to grow (event data are
    records, never edited; an edit would otherwise show in every event that moved nothing)."""

    __slots__ = ()

    def _refuse(self, *args: object) -> None:
        raise TypeError("this empty journal is shared by every event that moved nothing: copy it to change it")

    append = extend = insert = __setitem__ = __iadd__ = __imul__ = _refuse


NOTHING_MOVED: list = _NothingMoved()


class MoveJournal:
    """A part of the state that keeps what moved (`CardZones` its cards, `Tokens` its tokens) until the step asks,
    to report it in one event: the journal and its draining, written once."""

    __slots__ = ("_moves",)

    def take_moves(self) -> list[list]:
        """The moves since the last call, for the data of the event that reports them (`moves` for cards, `tokens`
        for tokens; `NOTHING_MOVED`, an empty list, when there were none)."""
        moves = self._moves
        if not moves:
            return NOTHING_MOVED
        self._moves = []
        return moves

# How a card moves, written once: `CardZones.move` is made of these lines, and so is the one `move` of a game's state
# (`core.state.State`), which has them inline: a Python call less for every card that moves, and the rules move a
# card at most decisions. `{z}` is the zones; `card`, `src`, `dst` and `position` as `move` takes them, the card
# known to be in `src`. Leaves the move record in `record`.
MOVE_STEPS = """\
lists = {z}.lists
target, cards = lists[dst], lists[src]
if position == "top":
    index = None
elif position == "bottom":
    index = 0
elif isinstance(position, int) and not isinstance(position, bool):
    index = position
else:  # checked before the card leaves `src`: a refused move changes nothing
    raise ValueError(f"position {{position!r}}: use 'top', 'bottom' or an index")
if cards[-1] == card:  # the top card (a draw, a pile's newest card): no search through the zone
    cards.pop()
else:
    cards.remove(card)
if index is None:
    target.append(card)
else:
    target.insert(index, card)
{z}._where[card] = dst
if {z}.host[card] != -1:
    {z}.set_host(card, -1)
{z}._contents = {z}._saved = None
changed = {z}._changed
changed.add(src)
changed.add(dst)
record = [card, src, dst]
{z}._moves.append(record)"""


def compile_method(owner: str, name: str, params: str, body: str, doc: str | None, scope: dict | None = None
                   ) -> Callable:
    """The method `name(self, <params>)` of the class named `owner`, made of the lines `body` (as
    `collections.namedtuple` and `dataclasses` write theirs), reading the names of `scope` as its globals."""
    lines = "".join(f"\n    {line}" for line in body.splitlines())
    namespace: dict[str, Any] = {}
    exec(f"def {name}(self, {params}):{lines}", dict(scope or {}), namespace)  # noqa: S102 (core's own source)
    function = namespace[name]
    function.__doc__, function.__qualname__ = doc, f"{owner}.{name}"
    return function


class CardZones(MoveJournal):
    """Named zones holding cards `0..n_cards-1`, with their status. A part of a game's state (`State.PARTS`), so
    undo covers it."""

    __slots__ = ("lists", "_order", "_seq", "_index", "_tuples", "_changed", "_where", "face_up", "angle", "host",
                 "_contents", "_saved")

    def __init__(self, n_cards: int, names: Iterable[str], start: str | None = None):
        """Zones `names`, empty, except `start` (if given) which receives every card in id order, face down."""
        self._order = tuple(names)
        if len(set(self._order)) != len(self._order):
            raise ValueError("zone names must be distinct")
        self.lists: dict[str, list[int]] = {name: [] for name in self._order}
        self._seq = tuple(self.lists.values())  # the zones' lists in `_order`, for save/load without name look-ups
        self._index = {name: i for i, name in enumerate(self._order)}
        self._where: list[str | None] = [None] * n_cards
        self.face_up: tuple[bool, ...] = (False,) * n_cards
        self.angle: tuple[int, ...] = (0,) * n_cards
        self.host: tuple[int, ...] = (-1,) * n_cards
        self._moves: list[list] = []
        self._contents: tuple | None = None  # the zones as tuples while no card moved since `contents` or `load`
        self._saved: tuple | None = None  # `save()`'s answer while no card moved and no status changed since
        self._tuples: list[tuple[int, ...]] = [()] * len(self._order)  # each zone as of the last `contents()`
        self._changed: set[str] = set(self._order)  # the zones whose cards changed since
        if start is not None:
            self.lists[start].extend(range(n_cards))
            self._where = [start] * n_cards

    @classmethod
    def from_lists(cls, n_cards: int, names: Iterable[str], contents: dict[str, list[int]]) -> CardZones:
        """Zones holding `contents` (zone name -> cards, bottom first), e.g. a position's board: every card
        `0..n_cards-1` must be in exactly one zone. Every new game builds its zones here, so a well-formed board is
        checked with set operations and only a faulty one card by card (to say which card is wrong)."""
        zones = cls(n_cards, names)
        unknown = [name for name in contents if name not in zones.lists]
        if unknown:
            raise ValueError(f"no zone {unknown[0]!r}")
        every = [card for cards in contents.values() for card in cards]
        if len(every) != n_cards or set(every) != set(range(n_cards)):
            _misplaced(n_cards, contents)
        where = zones._where
        for name, cards in contents.items():
            zones.lists[name].extend(cards)
            for card in cards:
                where[card] = name
        zones._changed.update(contents)
        return zones

    # ----- queries ----------------------------------------------------------------------------------------------
    def __getitem__(self, zone: str) -> list[int]:
        """The cards of `zone`, bottom first (read it; change it only through `move`)."""
        return self.lists[zone]

    def where(self, card: int) -> str | None:
        return self._where[card]

    def top(self, zone: str) -> int | None:
        cards = self.lists[zone]
        return cards[-1] if cards else None

    def seat_lists(self, by_seat: tuple[dict[str, str], ...]) -> tuple[dict[str, list[int]], ...]:
        """Per seat, zone -> the zone's list, for the full names `by_seat` (`seat_names`): the lists stay the zones'
        own for the whole game (`load` refills them in place), so a game keeps these and reads zones in two look-ups."""
        return tuple({zone: self.lists[name] for zone, name in names.items()} for names in by_seat)

    def attached(self, host: int) -> list[int]:
        """The cards attached to `host`, by card id."""
        return [c for c, h in enumerate(self.host) if h == host] if host in self.host else []

    # ----- the one move ---------------------------------------------------------------------------------------------
    move = compile_method(
        "CardZones", "move", "card, src, dst, position='top'",
        "if self._where[card] != src:\n"
        "    raise ValueError(f\"card {card} is in {self._where[card]!r}, not in {src!r}\")\n"
        f"{MOVE_STEPS.format(z='self')}\nreturn record",
        """Move `card` from zone `src` to zone `dst` at `position`; returns and journals `[card, src, dst]`.
        The card leaves whatever it was attached to (attach again with `attach`). (Made of `MOVE_STEPS`.)""")

    def move_top(self, src: str, dst: str, position: Position = "top") -> int | None:
        """Move the top card of `src` (a draw); None when `src` is empty."""
        cards = self.lists[src]
        if not cards:
            return None
        card = cards[-1]
        self.move(card, src, dst, position)
        return card

    def move_all(self, src: str, dst: str) -> list[int]:
        """Move every card of `src` to the top of `dst`, bottom card first (the order is kept)."""
        cards = list(self.lists[src])
        for card in cards:
            self.move(card, src, dst)
        return cards

    def attach(self, card: int, src: str, host: int, dst: str, position: Position = "top") -> list:
        """Move `card` into `dst` attached to `host` (an item or technique under a character)."""
        record = self.move(card, src, dst, position)
        self.set_host(card, host)
        return record

    def shuffle(self, zone: str, rng) -> None:
        rng.shuffle(self.lists[zone])
        self._contents = self._saved = None
        self._changed.add(zone)

    # ----- status -------------------------------------------------------------------------------------------------
    # Each status write replaces the whole tuple (copied through a list: about a microsecond for a hundred cards): a
    # card's status changes far less often than a snapshot is taken, and an unchanged value replaces nothing.
    def flip(self, card: int, up: bool) -> None:
        """Face up (True) or face down."""
        if self.face_up[card] is not up:
            status = list(self.face_up)
            status[card] = bool(up)
            self.face_up = tuple(status)
            self._saved = None

    def turn_to(self, card: int, degrees: int) -> None:
        """Set the orientation (clockwise, 0 upright)."""
        if self.angle[card] != degrees:
            if degrees not in ANGLES:
                raise ValueError(f"orientation {degrees!r}: use one of {ANGLES}")
            status = list(self.angle)
            status[card] = degrees
            self.angle = tuple(status)
            self._saved = None

    def rotate(self, card: int, quarter_turns: int) -> int:
        """Turn clockwise by `quarter_turns` (negative: counter-clockwise); returns the new orientation."""
        degrees = (self.angle[card] + 90 * quarter_turns) % 360
        self.turn_to(card, degrees)
        return degrees

    def set_host(self, card: int, host: int) -> None:
        """Attach `card` to `host` where it lies (a position's board; `attach` moves the card as well)."""
        if self.host[card] != host:
            status = list(self.host)
            status[card] = host
            self.host = tuple(status)
            self._saved = None

    # ----- undo --------------------------------------------------------------------------------------------------
    def contents(self) -> tuple:
        """Every zone's cards as a tuple, in zone order, made again only after a card moved, and then only for the
        zones it left or entered: a cheap, complete key for what depends on where the cards are (e.g. a game's memo
        of the cards it may play), and the zones' part of `save` (which card is where follows from it, and is
        worked out again by `load` rather than copied at every save)."""
        contents = self._contents
        if contents is None:
            tuples, index, lists = self._tuples, self._index, self.lists
            for name in self._changed:
                tuples[index[name]] = tuple(lists[name])
            self._changed.clear()
            self._contents = contents = tuple(tuples)
        return contents

    def save(self) -> tuple:
        """Every zone and status as tuples (the status tuples as they are: only the status methods replace them),
        and the same object again while no card moved and no status changed: this runs at every `Game.apply`, and
        about half of them follow a decision that moved nothing."""
        saved = self._saved
        if saved is None:
            self._saved = saved = (self.contents(), self.face_up, self.angle, self.host)
        return saved

    def load(self, saved: tuple) -> None:
        lists, self.face_up, self.angle, self.host = saved
        where = self._where
        for name, cards, saved_cards in zip(self._order, self._seq, lists, strict=True):
            cards[:] = saved_cards  # in place: a list handed out earlier stays the zone's list
            for card in saved_cards:
                where[card] = name
        self._contents, self._saved = lists, saved
        self._tuples = list(lists)
        self._changed.clear()
        self._moves = []



def _misplaced(n_cards: int, contents: dict[str, list[int]]) -> None:
    """Raise for the first card that is not a card of the game or is in two zones, else for the cards in none."""
    seen: set[int] = set()
    for cards in contents.values():
        for card in cards:
            if not (isinstance(card, int) and 0 <= card < n_cards) or card in seen:
                raise ValueError(f"card {card} is not a card of this game, or is in two zones")
            seen.add(card)
    raise ValueError(f"cards {[c for c in range(n_cards) if c not in seen]} are in no zone")


# ----- positions: a card by where the position lists it (`core.pending.CardRefs`) ------------------------------------
def _read_card(value: object, moment: pending.Moment, at: tuple) -> int:
    return moment.refs.card(value, at)


def _read_cards(value: object, moment: pending.Moment, at: tuple) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) > 500:
        raise pending.Bad(at, "a list of cards is expected here (at most 500)")
    return tuple(moment.refs.card(v, (*at, i)) for i, v in enumerate(value))


pending.kind("card", lambda card, moment: moment.refs.ref(card), _read_card)
pending.kind("cards", lambda cards, moment: [moment.refs.ref(c) for c in cards], _read_cards)
