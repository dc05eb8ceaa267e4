"""Core's one move (`core.state.State.move`, `take_moves`), which the rules of every wing use: a card goes to its
owner's zone, the wing's `arrive` hook sees the `status` it was given."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from cardgames.core.state import State
from cardgames.core.zones import CardZones, seat_names

ZONES = tuple({**names, "shared": "shared"} for names in seat_names(("deck", "hand")))


class _Plain(State):
    ZONES_BY_SEAT = ZONES


class _Hooked(_Plain):
    def arrive(self, card: int, zone: str, status: object) -> None:
        self.arrived = (*self.arrived, (card, zone, status))


def _state(cls: type) -> State:
    st = cls.__new__(cls)
    st.cards = (SimpleNamespace(name="Agumon"), SimpleNamespace(name="Gabumon"))
    st.owner = (0, 1)
    st.places = CardZones.from_lists(2, ["0.deck", "0.hand", "1.deck", "1.hand", "shared"],
                                     {"0.deck": [0], "1.deck": [1]})
    st.arrived = ()
    return st


def test_a_card_moves_to_its_owners_zone_and_the_event_takes_the_move_records():
    st = _state(_Plain)
    assert st.move(1, "hand") == [1, "1.deck", "1.hand"]
    st.move(0, "shared", "bottom")  # a zone the seats share
    assert st.take_moves() == [[1, "1.deck", "1.hand"], [0, "0.deck", "shared"]]
    assert st.take_moves() == []
    assert st.places["1.hand"] == [1] and st.places.where(0) == "shared"


def test_the_wings_arrive_hook_sees_the_zone_and_the_status_given():
    st = _state(_Hooked)
    st.move(0, "hand", status=90)
    st.move(0, "deck")
    assert st.arrived == ((0, "hand", 90), (0, "deck", None))


def test_a_card_is_named_by_its_facts_and_the_old_spellings_warn():
    st = _state(_Plain)
    assert st.cards[1].name == "Gabumon"
    with pytest.deprecated_call(match=r"state\.card_name\(card\).*state\.cards\[card\]\.name"):
        assert st.card_name(1) == "Gabumon"


def test_a_state_without_zone_names_cannot_move_a_card():
    class Bare(State):
        pass

    with pytest.raises(TypeError, match="ZONES_BY_SEAT"):
        _state(Bare).move(0, "hand")


def test_a_refused_position_moves_nothing_and_an_attached_card_leaves_its_host():
    st = _state(_Plain)
    before = st.places.save()
    with pytest.raises(ValueError, match="position 'sideways'"):
        st.move(0, "hand", "sideways")
    assert st.places.save() == before and st.take_moves() == []
    st.places.set_host(1, 0)
    st.move(1, "shared", 0)  # an index: the bottom of the zone
    assert st.places.host[1] == -1 and st.places["shared"] == [1]
