"""core.state: a `Record`'s fields and a `State`'s cells and parts are saved and restored by methods core writes
out for each class (no wing writes snapshot code); `Seats` holds each seat's values, one `Record` per seat; a
`PartList` is a part made of parts."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from cardgames.core.state import PartList, Record, Seats, State


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


def engine() -> SimpleNamespace:
    """What a state binds of its game."""
    noop = lambda *a, **k: None  # noqa: E731
    now = SimpleNamespace(emit=noop, push=noop, ask=noop, finish=noop, fire=noop)
    return SimpleNamespace(_now=now, _step_table={}, rng=None, options={}, log_events=True, players=2, _checks=(),
                           VOCABULARY=None)


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


def test_seats_hold_one_record_per_seat_saved_flat_and_restored_in_place():
    seats = Seats(Seat() for _ in range(2))
    assert isinstance(seats, Seats) and isinstance(seats, tuple) and len(seats) == 2
    assert repr(seats[0]) == "Seat(life=20, hand=(), name='nobody')"
    assert seats.save() == (20, (), "nobody", 20, (), "nobody")  # every seat's fields, seat 0's first
    first, second = seats
    second.life, second.hand = 12, (4,)
    saved = seats.save()
    first.life, second.name = 1, "Bo"
    seats.load(saved)
    assert (first.life, second.life, second.hand, second.name) == (20, 12, (4,), "nobody")
    assert seats[0] is first and seats[1] is second  # loaded in place: whatever holds a record stays valid
    assert type(Seats([Seat(), Seat()])) is type(seats)  # one class per record class and number of seats
    three = Seats(Lonely() for _ in range(3))
    three[2].count = 5
    assert three.save() == (0, 0, 5) and type(three) is not type(seats)
    with pytest.raises(ValueError):
        seats.load((1, 2, 3))


def test_seats_take_records_of_one_class():
    with pytest.raises(TypeError, match="one Record subclass"):
        Seats([Seat(), Lonely()])
    with pytest.raises(TypeError, match="one Record subclass"):
        Seats([1, 2])


def test_a_state_snapshots_its_seats_with_its_other_parts():
    st = Board(engine())
    st.seats = seats = Seats(Seat() for _ in range(2))
    saved = st._snapshot()
    assert saved == ((1,), ((20, (), "nobody", 20, (), "nobody"),))
    seats[1].life = 3
    st._restore(saved)
    assert st.seats is seats and seats[1].life == 20
