"""Positions, attacks, blocks, battles, abilities, nexuses and magic (BS-6, BS-8, BS-25 … BS-28)."""
from __future__ import annotations

import pytest
from bs_helpers import core_source, game_at, player

from cardgames.core.actions import Action
from cardgames.core.errors import IllegalActionError
from cardgames.core.testing import act, card_in, find, names_of, of_kind, pick


def to_block(game, attacker: str | int):
    """Attack with `attacker` and let both players pass flash timing 1."""
    act(game, "attack", attacker)
    while game.decision.kind == "respond":
        act(game, "pass")
    assert game.decision.kind == "block"


def settle(game):
    while game.decision is not None and game.decision.kind == "respond":
        act(game, "pass")


@pytest.mark.rule("BS-6")
def test_positions_refreshed_exhausted_heavily_exhausted():
    game = game_at(player(field=[("R01", 1), ("R04", 1, False, "heavily exhausted")]), player(field=[("P04", 1)]),
                   step="attack")
    mushakko, haarier = game.state.field(0)
    assert find(game, "attack", "Haarier") is None
    assert game.why_not(Action("attack", (haarier,))).rule == "BS-6"
    before = game.snapshot()
    with pytest.raises(IllegalActionError) as err:
        game.apply(Action("attack", (haarier,)))
    assert err.value.rule == "BS-6" and game.snapshot() == before
    act(game, "attack", "Mushakko")
    assert game.state.places.angle[mushakko] == 90
    game = game_at(player(field=[("R04", 1, False, "heavily exhausted")]), player(field=[("P04", 1)]), step="start")
    assert game.state.places.angle[game.state.field(0)[0]] == 90  # the refresh step only turns it sideways


@pytest.mark.rule("BS-8")
def test_the_attack_targets_the_player_and_the_defender_chooses_the_blocker():
    game = game_at(player(field=[("R04", 1)]), player(field=[("P01", 1), ("P04", 1), ("P02", 1, False, "exhausted")]),
                   step="attack")
    to_block(game, "Haarier")
    assert game.decision.player == 1
    assert {a.args for a in game.decision.actions if a.kind == "block"} == {(i,) for i in game.state.field(1)[:2]}
    assert game.why_not(Action("block", (game.state.field(1)[2],))).rule == "BS-6"
    act(game, "no_block")
    assert game.state.life(1) == 4


@pytest.mark.rule("BS-26")
@pytest.mark.parametrize("attacker, blocker, gone", [("R04", "P01", ["P01"]),   # 3000 against 1000
                                                    ("P01", "R04", ["P01"]),   # 1000 against 3000
                                                    ("R04", "P04", ["R04", "P04"])])  # 3000 = 3000: both
def test_bp_compared_lower_or_equal_is_destroyed(attacker, blocker, gone):
    tp = 0 if attacker.startswith("R") else 1
    mine, theirs = player(field=[(attacker, 1)], reserve=0), player(field=[(blocker, 1)], reserve=0)
    game = game_at(*((mine, theirs) if tp == 0 else (theirs, mine)), step="attack", tp=tp)
    to_block(game, game.state.field(tp)[0])             # each side's one spirit, by instance id
    act(game, "block", game.state.field(1 - tp)[0])
    settle(game)
    result = next(e for e in game.events if e.kind == "battle")
    assert sorted(game.state.cards[i].id for i in result.data["destroyed"]) == sorted(gone)
    for i in result.data["destroyed"]:
        owner = game.state.owner[i]
        # the card to the trash, its cores to the reserve
        assert game.state.places.where(i) == f"{owner}.trash" and game.state.count(owner, "reserve") == 1


@pytest.mark.rule("BS-26")
def test_unblocked_damage_is_the_number_of_symbols():
    game = game_at(player(field=[("P08", 1)]), player(field=[("R01", 1, False, "exhausted")]), step="attack")
    act(game, "attack", "Ogrul")
    settle(game)
    damage = next(e for e in game.events if e.kind == "damage")
    assert damage.data["damage"] == 2 and game.state.life(1) == 3


@pytest.mark.rule("BS-25")
def test_an_ability_works_only_at_its_listed_levels():
    for cores, bp in ((1, 4000), (4, 9000)):
        game = game_at(player(field=[("R07", cores)]), player(field=[("P04", 1, False, "exhausted")]), step="attack")
        griffar = game.state.field(0)[0]
        events = act(game, "attack", "Griffar")
        assert game.state.bp(griffar) == bp
        assert any(e.kind == "ability" for e in events) == (cores == 4)


@pytest.mark.rule("BS-27")
def test_a_nexus_level_comes_from_its_cores_and_sets_its_effect():
    game = game_at(player(field=[("R01", 1), ("R10", 0)], reserve=3), player(field=[("P04", 1)]))
    mushakko, crag = game.state.field(0)
    assert game.state.level(crag) == 1 and game.state.bp(mushakko) == 2000
    act(game, "core_on", args=(crag, "core"))
    act(game, "core_on", args=(crag, "core"))
    assert game.state.level(crag) == 2 and game.state.bp(mushakko) == 3000
    assert ("Utmost Depth: The Windfang Crag", 1000) in game.state.bp_parts(mushakko)


@pytest.mark.rule("BS-27")
def test_deploying_a_nexus_with_no_cores_keeps_it_at_lv1():
    game = game_at(player(hand=["R10"], reserve=3), player(field=[("P04", 1)]))
    act(game, "play", "Utmost Depth: The Windfang Crag")
    pick(game, core_source(game), 3)
    act(game, "place", args=(0, 0))                   # no core placed: Lv1 needs none
    crag = game.state.field(0)[0]
    assert game.state.cards[crag].is_nexus and game.state.level(crag) == 1
    assert game.state.symbols_on_field(0) == {"red": 1}


@pytest.mark.rule("BS-28")
def test_flash_timing_the_defender_first_and_only_flash_effects():
    game = game_at(player(field=[("R04", 1)], hand=["R12", "R13"], reserve=6),
                   player(field=[("P04", 1)], hand=["P12"], reserve=6), step="attack")
    act(game, "attack", "Haarier")
    assert game.decision.kind == "respond" and game.decision.player == 1     # flash timing 1: defender first
    act(game, "pass")
    assert game.decision.player == 0
    assert find(game, "flash", "Break Claw") is not None and find(game, "flash", "Offering Draw") is None
    draw = card_in(game, 0, "hand", "Offering Draw")
    assert game.why_not(Action("flash", (draw, 0))).rule == "BS-28"
    act(game, "pass")
    act(game, "block", "Garsis")
    assert game.decision.kind == "respond" and game.decision.player == 1     # flash timing 2: defender first
    act(game, "flash", "Blood Sip")
    while game.state.selection is not None and game.state.selection.rule == "BS-16":
        pick(game, core_source(game))
    pick(game, "Haarier")
    assert game.decision.kind == "respond" and game.decision.player == 0
    blood_sip = [i for i in game.state.zone(1, "trash") if game.state.cards[i].id == "P12"]
    assert blood_sip                                                        # used magic goes to the trash
    settle(game)
    assert [names_of(game, e.data["destroyed"]) for e in of_kind(game.events, "battle")] == [["Haarier"]]


@pytest.mark.rule("BS-28")
def test_no_flash_timing_2_without_a_block():
    game = game_at(player(field=[("R04", 1)]), player(field=[("P04", 1)], hand=["P12"], reserve=6), step="attack")
    to_block(game, "Haarier")
    events = act(game, "no_block")
    assert not any(e.kind == "window" for e in events) and any(e.kind == "damage" for e in events)


@pytest.mark.rule("BS-28")
def test_a_card_with_two_effects_uses_one_and_main_magic_in_the_2nd_main_step():
    game = game_at(player(field=[("P04", 1)], hand=["P11"], reserve=6), player(field=[("R04", 1)]), step="main2")
    dark_hang = card_in(game, 0, "hand", "Dark Hang")
    assert find(game, "magic", args=(dark_hang, 0)) and find(game, "magic", args=(dark_hang, 1))
    act(game, "magic", args=(dark_hang, 0))
    while game.state.selection is not None:
        pick(game, core_source(game))
    assert len(game.state.zone(0, "hand")) == 2 and game.state.places.where(dark_hang) == "0.trash"
    assert not any(e.kind == "bp" for e in game.events)
