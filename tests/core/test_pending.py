"""The pending moment of a position, written and read by core (`cardgames.core.pending`): each primitive's own
encoder round-trips its values, names cards by where the position lists them, refuses bad data naming the field as
data (`Violation.at`), and a new primitive registers itself with no edit of core."""
from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from cardgames.core import pending
from cardgames.core.actions import Action
from cardgames.core.language import speaking
from cardgames.core.pending import Bad, CardRefs, Moment
from cardgames.core.sealed import SealedChoices
from cardgames.core.selections import Choice, Item, Selection, Selections
from cardgames.core.state import State
from cardgames.core.tokens import Tokens  # noqa: F401 - registers the kind `place`
from cardgames.core.windows import ResponseWindows, Window
from cardgames.core.words import Words

# cards 0-5: 0.deck holds 2, 0 (top last), 0.hand 1, 1.hand 3, 4, 5 (as a position lists them)
REFS = CardRefs.listed({"0.deck": [0, 2], "0.hand": [1], "1.hand": [3, 4, 5]})
SIGNATURES = {"take": ("seat", "cards"), "answer": ("seat", "card")}


def moment() -> Moment:
    return Moment(REFS, ("TOY-1", "TOY-2"), SIGNATURES)


def plain(data):
    return json.loads(json.dumps(data))


class Everything(SealedChoices, ResponseWindows, Selections, State):
    """A state made of the primitives with parts (its cells set by hand)."""


def test_cards_are_named_where_the_position_lists_them_and_read_back():
    m = moment()
    step = ("take", 1, (4, 0))
    assert m.write_step(step) == ["take", 1, ["1.hand.1", "0.deck.0"]]
    assert m.read_step(plain(m.write_step(step)), ("steps", 0)) == step
    assert m.write("place", "card.3") == "card.1.hand.0" and m.read("place", "card.1.hand.0", ()) == "card.3"
    assert m.read("place", "0.reserve", ()) == "0.reserve"


def test_a_selection_with_card_items_round_trips_its_then_step_without_the_values_chosen():
    sel = Selection(1, "TOY-1", "Take 2", (Item(3, "A"), Item(5, "B"), Item(4, "C")), 2, 2, ("take", 1), (2,))
    m = moment()
    data = plain(m.write("selection", sel))
    assert data["items"][0][0] == "1.hand.0" and data["then"] == ["take", 1]
    assert m.read("selection", data, ("steps", 0, 1)) == sel


def test_an_answer_is_written_and_read_back_only_as_one_pick():
    sel = Choice((Item(3, "A"), Item(5, "B")), "{} asks", chooser=1).selection(0, "TOY-1", "Mirror", ("take", 1))
    m = moment()
    data = plain(m.write("selection", sel))
    assert data["answer"] is True and m.read("selection", data, ("steps", 0, 1)) == sel.worded()
    assert "answer" not in m.write("selection", Selection(*sel))  # other selections are written as before
    with pytest.raises(Bad) as bad:
        m.read("selection", {**data, "most": 2}, ("steps", 0, 1))
    assert bad.value.at == ("steps", 0, 1, "answer")


def test_words_are_written_as_their_english_words_in_any_language():
    """A selection's prompt or an item's label with values, or a step's text (a reason), stays its template and
    values until read (asking builds no sentence); a position holds its English words whatever the language read,
    and reads them back as that string."""
    words = Words("Player {} picks {}.", (2, "A"))
    sel = Selection(0, "TOY-1", words, (Item(3, Words("Player {} picks {}.", (1, "A"))), Item(5, "B")), 1, 1,
                    ("take", 1))
    with speaking("ja"):
        data = plain(moment().write("selection", sel))
        assert str(sel.asked) == "プレイヤー2がAを選ぶ。"
        assert plain(moment().write("text", words)) == "Player 2 picks A."
    assert data["prompt"] == sel.asked == "Player 2 picks A." and data["items"][0][1] == "Player 1 picks A."
    again = moment().read("selection", data, ("steps", 0, 1))
    assert again == sel.worded() and again.prompt == "Player 2 picks A." and again != sel


def test_windows_and_sealed_choices_round_trip_with_their_links_and_actions():
    st = Everything.__new__(Everything)
    st.windows = (Window("Chain", "TOY-2", 0, 1, 1, ((0, ("answer", 0, 1)),), True, 2, 0, True),)
    st.sealed = (("attack", 0, Action("attack", (2,))), ("lineup", 1, ("a", "b")))
    m = moment()
    data = plain(m.write_parts(st))
    assert data["windows"][0]["links"] == [[0, ["answer", 0, "0.hand.0"]]]
    assert data["sealed"][0] == ["attack", 0, {"action": "attack", "args": [2]}]
    problems: list = []
    assert m.read_parts(data, st, problems) == {"windows": st.windows, "sealed": st.sealed} and not problems
    assert m.round_trip(st) == []


@pytest.mark.parametrize(("data", "at"), [
    (["take", 1, ["1.hand.9"]], ("steps", 0, 2, 0)),       # no card there
    (["take", 2, []], ("steps", 0, 1)),                     # no such seat
    (["nothing"], ("steps", 0, 0)),                         # no such step
    (["take", 1], ("steps", 0)),                            # too few arguments
    ("take", ("steps", 0)),                                 # a step is a list
])
def test_bad_data_is_refused_naming_its_field_as_data(data, at):
    with pytest.raises(Bad) as bad:
        moment().read_step(data, ("steps", 0))
    assert bad.value.at == at and bad.value.violation().at == at


def test_a_window_of_bad_data_is_refused_naming_its_field():
    st = Everything.__new__(Everything)
    problems: list = []
    moment().read_parts({"windows": [{"name": "x", "rule": "TOY-9", "first": 0, "to_act": 1}]}, st, problems)
    assert [v.at for v in problems] == [("pending", "windows", 0, "rule")]


class Counters:
    """A primitive core has never heard of: counters by name, a cell of the state."""

    CELLS = ("counters",)
    counters: tuple = ()


class WithCounters(Counters, State):
    pass


def test_a_new_primitive_registers_its_own_part_and_the_moment_writes_it(monkeypatch):
    monkeypatch.setitem(pending.PARTS, "counters", pending.Part(
        Counters, "counters", "counters", lambda value, m: [list(c) for c in value],
        lambda data, m, at: tuple((name, m.read("count", n, (*at, i, 1))) for i, (name, n) in enumerate(data))))
    st = WithCounters.__new__(WithCounters)
    st.counters = (("poison", 2),)
    m = moment()
    assert m.write_parts(st) == {"counters": [["poison", 2]]}
    assert m.round_trip(st) == []
    problems: list = []
    m.read_parts({"counters": [["poison", -1]]}, st, problems)
    assert [v.at for v in problems] == [("pending", "counters", 0, 1)]


@pytest.mark.parametrize(("chosen", "words"), [
    ([3], "the indices of the items picked so far (0 to 2)"),
    ([0, 0], "2 picks for between 2 and 2, each item at most its count"),
    ([0, 1], "2 picks; this selection takes at most 2, and a complete one asks nothing more"),
])
def test_a_selection_whose_picks_do_not_fit_is_refused_at_chosen(chosen, words):
    """Core checks the picks so far of a pending selection (`check_chosen`), for every game: a complete one would
    ask nothing, so no decision would be pending."""
    sel = Selection(1, "TOY-1", "Take 2", (Item(3, "A"), Item(5, "B"), Item(4, "C")), 2, 2, ("take", 1))
    m = moment()
    with pytest.raises(Bad) as bad:
        m.read("selection", {**plain(m.write("selection", sel)), "chosen": chosen}, ("steps", 0, 1))
    assert bad.value.at == ("steps", 0, 1, "chosen") and bad.value.message == words


def test_card_refs_name_every_card_by_where_a_position_lists_it():
    """One way of naming cards, from the state's zones: a deck from its top card, a zone renamed, a shared zone by
    its name, a stack's lower cards by the card they lie under."""
    zones = tuple({"deck": f"{p}.deck", "szone": f"{p}.szone", "under": f"{p}.under", "realm": "realm"}
                  for p in (0, 1))
    lists = {"0.deck": [0, 1], "0.szone": [2], "0.under": [3, 4], "1.deck": [5], "1.szone": [], "1.under": [],
             "realm": [6]}
    host = (-1, -1, -1, 2, 2, -1, -1)
    st = SimpleNamespace(ZONES_BY_SEAT=zones, places=SimpleNamespace(lists=lists, host=host))
    refs = pending.card_refs(st, {"szone": "support_zone"}, beneath="under").refs
    assert refs == {1: "0.deck.0", 0: "0.deck.1", 2: "0.support_zone.0", 3: "0.support_zone.0.0",
                    4: "0.support_zone.0.1", 5: "1.deck.0", 6: "realm"}
    lists["realm"].append(7)
    assert pending.card_refs(SimpleNamespace(ZONES_BY_SEAT=zones, places=SimpleNamespace(
        lists=lists, host=(*host, -1)))).refs[7] == "realm.1"
