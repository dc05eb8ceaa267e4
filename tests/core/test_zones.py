"""CardZones: one move operation with the standard move record, positions, status (face, orientation,
attachments), cheap tuple snapshots, and card conservation through the harness."""
from __future__ import annotations

import json

import pytest
from core_toys import ToyGame, ToyState, toy_ruleset

from cardgames.core.actions import Action
from cardgames.core.harness import InvariantError, check_random_game
from cardgames.core.tokens import Tokens
from cardgames.core.zones import NOTHING_MOVED, CardZones, seat_names

NAMES = ("0.deck", "0.hand", "0.trash", "1.deck", "1.hand", "1.trash", "realm")


def zones(n: int = 6) -> CardZones:
    return CardZones.from_lists(n, NAMES, {"0.deck": list(range(n // 2)), "1.deck": list(range(n // 2, n))})


def test_move_journals_the_standard_record_and_drains_it():
    """COMMON.md: moves are [card, from, to] in the event data of the step that moved them."""
    z = zones()
    assert z.move_top("0.deck", "0.hand") == 2
    z.move(4, "1.deck", "realm")
    assert z.take_moves() == [[2, "0.deck", "0.hand"], [4, "1.deck", "realm"]]
    assert z.take_moves() == []
    assert z["0.hand"] == [2] and z.where(4) == "realm" and z.top("0.deck") == 1


def test_an_empty_journal_is_one_shared_list_that_refuses_to_grow():
    """Events keep their data for the whole game: the empty journal of a step that moved nothing is one shared
    list (no new long-lived object per event), equal to [] and printed as [], which no edit can change for every
    other event."""
    z, t = zones(), Tokens()
    empty = z.take_moves()
    assert empty is NOTHING_MOVED and t.take_moves() is empty and empty == [] and json.dumps(empty) == "[]"
    for edit in (lambda m: m.append([0, "0.deck", "0.hand"]), lambda m: m.extend([[0]]), lambda m: m.insert(0, 1),
                 lambda m: m.__setitem__(slice(None), [1]), lambda m: m.__iadd__([1]), lambda m: m.__imul__(2)):
        with pytest.raises(TypeError, match="shared"):
            edit(empty)
    assert NOTHING_MOVED == [] and len(NOTHING_MOVED) == 0
    z.move_top("0.deck", "0.hand")
    moves = z.take_moves()
    assert moves == [[2, "0.deck", "0.hand"]] and moves is not NOTHING_MOVED and z.take_moves() is NOTHING_MOVED


def test_move_from_the_wrong_zone_changes_nothing():
    z = zones()
    before = z.save()
    with pytest.raises(ValueError, match="card 0 is in '0.deck', not in '0.hand'"):
        z.move(0, "0.hand", "0.trash")
    assert z.save() == before and z.take_moves() == []


def test_positions_top_bottom_and_index():
    """The last element is the top: a draw takes it; "bottom" puts a card under the deck (YYH attack costs with
    the Urameshi bonus go to the bottom of the deck)."""
    z = zones()
    z.move(2, "0.deck", "0.trash")
    z.move(1, "0.deck", "0.trash", "bottom")
    z.move(0, "0.deck", "0.trash", 1)
    assert z["0.trash"] == [1, 0, 2] and z.move_top("0.deck", "0.hand") is None
    before, _ = z.save(), z.take_moves()
    with pytest.raises(ValueError, match="position"):
        z.move(3, "1.deck", "0.trash", "middle")
    assert z.save() == before and z["1.deck"] == [3, 4, 5] and z.take_moves() == []  # refused: nothing changed
    assert z.move_all("0.trash", "0.hand") == [1, 0, 2] and z["0.hand"] == [1, 0, 2]


def test_orientation_bs_exhausted_and_yyh_damage_rotation():
    """BS-6: exhausted cards lie at 90 degrees, heavily exhausted at 180. YYH-14 step 7: a fighter turns 90 degrees
    clockwise per damage point and back per point healed; at 4 damage it is upright again (YYH-17)."""
    z = zones()
    z.turn_to(0, 90)
    assert z.angle[0] == 90
    z.turn_to(0, 180)
    assert z.angle[0] == 180
    with pytest.raises(ValueError):
        z.turn_to(0, 45)
    assert [z.rotate(1, 1) for _ in range(4)] == [90, 180, 270, 0]
    z.rotate(1, 2)
    assert z.rotate(1, -1) == 90


def test_face_down_attachments_leave_with_a_move():
    """YYH-13: an item attached to a sideline character lies face down under it; it stays attached until it
    moves (YYH-17 discards attached cards)."""
    z = zones()
    z.move(0, "0.deck", "realm")
    z.attach(1, "0.deck", 0, "0.hand")
    z.attach(2, "0.deck", 0, "0.hand")
    assert z.attached(0) == [1, 2] and not z.face_up[1]
    z.flip(0, True)
    assert z.face_up[0] and not z.face_up[1]
    z.move(1, "0.hand", "0.trash")
    assert z.attached(0) == [2] and z.host[1] == -1 and z.attached(5) == []


def test_save_is_tuples_and_load_restores_everything():
    z = zones()
    saved = z.save()
    assert all(isinstance(part, tuple) for part in saved) and all(isinstance(t, tuple) for t in saved[0])
    z.move(0, "0.deck", "realm")
    z.attach(3, "1.deck", 0, "realm")
    z.flip(0, True)
    z.turn_to(0, 270)
    hand = z["0.deck"]
    z.load(saved)
    assert z.save() == saved and z.where(0) == "0.deck" and z.where(3) == "1.deck" and z.host[3] == -1
    assert hand is z["0.deck"] and 0 in hand


def test_duplicate_zone_names_are_refused():
    with pytest.raises(ValueError):
        CardZones(2, ("0.hand", "0.hand"))


@pytest.mark.parametrize("contents, message", [({"0.hand": [0, 1, 1]}, "two zones"), ({"0.hand": [0, 7]}, "not a card"),
                                               ({"0.hand": [0]}, r"cards \[1\] are in no zone"),
                                               ({"0.attic": [0, 1]}, "no zone")])
def test_zones_from_lists_hold_every_card_once(contents, message):
    with pytest.raises(ValueError, match=message):
        CardZones.from_lists(2, NAMES, contents)


class ShufflerState(ToyState):
    """Cards moving between the zones of DCB-4 at random: a draw, a discard, a reshuffle."""

    PARTS = ("places",)

    def build(self, leak: bool = False) -> None:
        self.leak = leak
        self.places = CardZones(8, ("0.deck", "0.hand", "0.discard"), start="0.deck")
        self._push(("turn",))

    def _s_turn(self) -> None:
        z = self.places
        if len(z["0.discard"]) == 8:
            self._finish(0, "everything discarded", "TOY")
            return
        acts = [Action("draw")] if z["0.deck"] else []
        acts += [Action("discard", (c,)) for c in z["0.hand"]]
        self._ask(0, "act", "DCB-8", "Draw or discard", tuple(acts) or (Action("draw"),))

    def _d_act(self, action: Action, p: int) -> None:
        z = self.places
        if action.kind == "draw":
            z.move_top("0.deck", "0.hand")
        else:
            z.move(action.args[0], "0.hand", "0.discard")
            if self.leak and len(z["0.discard"]) == 3:
                z.lists["0.discard"].pop()  # a bug: a card vanishes without a move
        self._emit("DCB-8", action.kind, str(action), p, moves=z.take_moves())
        self._push(("turn",))


class Shuffler(ToyGame):
    ruleset = toy_ruleset(ShufflerState, card_zones="places")


def test_a_zone_game_passes_the_harness_and_moves_are_in_events():
    for seed in range(20):
        check_random_game(Shuffler, seed, undo_every=2, save_every=3)
    game = Shuffler(1)
    game.advance()
    events = game.play(game.decision.actions[0])
    assert events[0].data["moves"] == [[7, "0.deck", "0.hand"]]


def test_undo_restores_the_zones():
    game = Shuffler(1)
    game.advance()
    before = game.snapshot()
    game.play(game.decision.actions[0])
    assert game.state.places["0.hand"] == [7]
    game.undo()
    assert game.snapshot() == before and game.state.places["0.hand"] == [] and game.state.places.where(7) == "0.deck"


def test_the_harness_catches_a_card_lost_without_a_move():
    with pytest.raises(InvariantError, match="card conservation"):
        for seed in range(20):
            check_random_game(lambda s: Shuffler(s, leak=True), seed)


def test_seat_names_and_seat_lists_stay_live_after_a_load():
    """`seat_names` gives each seat's full zone names; `seat_lists` the zones' own lists, which `load` refills in
    place, so a game may keep them for the whole game."""
    by_seat = seat_names(("deck", "hand"))
    assert by_seat == ({"deck": "0.deck", "hand": "0.hand"}, {"deck": "1.deck", "hand": "1.hand"})
    z = CardZones.from_lists(3, ("0.deck", "0.hand", "1.deck", "1.hand"), {"0.deck": [0, 1], "1.deck": [2]})
    lists = z.seat_lists(by_seat)
    saved = z.save()
    z.move(1, "0.deck", "0.hand")
    assert lists[0]["hand"] == [1]
    z.load(saved)
    assert lists[0]["hand"] == [] and lists[0]["deck"] == [0, 1] and lists[1]["deck"] == [2]
