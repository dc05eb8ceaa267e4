"""core.state: a `Record`'s fields and a `State`'s cells and parts are saved and restored by methods core writes
out for each class (no wing writes snapshot code); a state's `SEAT` record class gives it each seat's values, one
record per seat; a `PartList` is a part made of parts."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from cardgames.core.rng import Rng
from cardgames.core.state import PartList, Record, State, Wiring
from cardgames.core.zones import CardZones, seat_names


class Seat(Record):
    FIELDS = ("life", "hand", "name")
    life = 20
    hand: tuple[int, ...] = ()
    name = "nobody"


class Lonely(Record):
    FIELDS = ("count",)
    count = 0


class Board(State):
    CELLS = ("turn",)
    PARTS = ("seats",)
    turn = 1


def engine() -> Wiring:
    """What a game hands the state it builds: step services that do nothing, two players."""
    noop = lambda *a, **k: None  # noqa: E731
    now = SimpleNamespace(emit=noop, push=noop, ask=noop, finish=noop, fire=noop)
    return Wiring(services=now, rng=None, options={}, log_events=True, players=2, steps={}, checks=False,
                  vocabulary=None)


def test_a_record_saves_loads_and_resets_its_fields():
    seat = Seat()
    seat.reset()
    assert seat.save() == (20, (), "nobody")
    seat.life, seat.hand, seat.name = 7, (1, 2), "Ann"
    saved = seat.save()
    seat.reset("life", "hand")
    assert seat.save() == (20, (), "Ann")
    seat.load(saved)
    assert (seat.life, seat.hand, seat.name) == (7, (1, 2), "Ann")
    seat.reset()
    assert seat.save() == (20, (), "nobody")
    with pytest.raises(ValueError):
        seat.load((1, 2))
    one = Lonely()
    one.count = 3
    assert one.save() == (3,)
    one.load((4,))
    assert one.count == 4
    assert Seat.save.__qualname__ == "Seat.save" and "FIELDS" in Seat.save.__doc__


def test_a_state_snapshots_its_cells_and_parts_and_restores_them_in_place():
    st = Board(engine())
    st.seats = seats = PartList([Seat(), Seat()])
    for seat in seats:
        seat.reset()
    saved = st._snapshot()
    assert saved == ((1,), (((20, (), "nobody"), (20, (), "nobody")),))
    st.turn, seats[1].life = 5, 3
    later = st._snapshot()
    st._restore(saved)
    assert st.turn == 1 and st.seats is seats and seats[1].life == 20
    st._restore(later)
    assert st.turn == 5 and seats[1].life == 3



class Seated(State):
    """A state holding each seat's values as a game does: its `SEAT` record class."""

    CELLS = ("turn",)
    SEAT = Seat
    turn = 1


def test_a_state_builds_one_record_per_seat_and_snapshots_them_with_its_parts():
    st = Seated(engine())
    first, second = seats = st.seats
    assert type(seats) is tuple and type(first) is Seat and first is not second  # a plain tuple indexes fastest
    assert repr(first) == "Seat(life=20, hand=(), name='nobody')"
    saved = st._snapshot()
    assert saved == ((1,), ((20, (), "nobody", 20, (), "nobody"),))  # every seat's fields after the parts
    st.turn, second.life, second.hand = 4, 12, (4,)
    later = st._snapshot()
    st.turn, first.name = 9, "Bo"
    st._restore(saved)
    assert st.seats is seats and st.turn == 1 and first.name == "nobody" and second.save() == (20, (), "nobody")
    st._restore(later)
    assert st.seats[0] is first and (second.life, second.hand) == (12, (4,))  # loaded in place
    with pytest.raises(ValueError):
        st._restore(((1,), ((20, (), "nobody"),)))  # a snapshot of another number of seats


def test_a_state_without_seat_values_has_no_seats():
    st = Board(engine())
    assert Board.SEAT is None and not hasattr(st, "seats")


class Mine(Seat):
    """A record class with an `__init__` of its own, and one that inherits it."""

    FIELDS = (*Seat.FIELDS, "mark")
    mark = "m"

    def __init__(self, mark: str) -> None:
        super().__init__()
        self.mark = mark


class MineToo(Mine):
    FIELDS = (*Mine.FIELDS, "extra")
    extra = 0


def test_a_record_starts_at_its_own_starting_values_and_keeps_an_init_of_the_game_s_own():
    assert vars(Seat()) == {"life": 20, "hand": (), "name": "nobody"}
    assert vars(Mine("x")) == {"life": 20, "hand": (), "name": "nobody", "mark": "x"}
    assert vars(MineToo("y")) == {"life": 20, "hand": (), "name": "nobody", "mark": "y", "extra": 0}


class Dealt(State):
    PARTS = ("places",)
    ZONES_BY_SEAT = seat_names(("deck", "hand"))


def test_core_gives_every_state_its_zones_by_seat_a_zone_query_and_one_shuffle():
    """`_place` holds the zones and `seat_zones`, each seat's zones as the zones' own lists (which rule code reads,
    and which stay valid through a restore); `zone` reads the same list; `shuffle(p, zone)` draws from the game's
    generator exactly as one `Rng.shuffle` of that list, the shuffle every wing's seeded games were made with."""
    wiring = engine()._replace(rng=Rng(7))
    st = Dealt(wiring)
    st._place(CardZones.from_lists(10, ("0.deck", "0.hand", "1.deck", "1.hand"),
                                   {"0.deck": list(range(5)), "1.deck": list(range(5, 10))}))
    assert st.seat_zones[1]["deck"] is st.places.lists["1.deck"] is st.zone(1, "deck")
    saved = st._snapshot()
    st.shuffle(1, "deck")
    expected = list(range(5, 10))
    Rng(7).shuffle(expected)
    assert st.seat_zones[1]["deck"] == expected != list(range(5, 10)) and st.seat_zones[0]["deck"] == [0, 1, 2, 3, 4]
    assert st.places.save() != saved[1][0]  # the shuffle is seen by the next snapshot
    st._restore(saved)
    assert st.zone(1, "deck") == [5, 6, 7, 8, 9] and st.zone(1, "deck") is st.places.lists["1.deck"]
