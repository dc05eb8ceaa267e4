"""BS-6 heavily exhausted in play (the practice magic Gravity Press, X04): the effect turns a spirit upside down,
the owner's next refresh only turns it sideways (BS-12), and until it is refreshed it neither attacks nor blocks."""
from __future__ import annotations

import pytest
from bs_helpers import core_source, game_at, player

from cardgames.battlespirits.state import EXHAUSTED, HEAVY, REFRESHED
from cardgames.core.actions import Action
from cardgames.core.testing import act, find, of_kind, pick


def pressed():
    """Player 1 (seat 0) uses Gravity Press on Garsis (P04) in the main step, paying 2 cores from the reserve."""
    game = game_at(player(field=[("R04", 1)], hand=["X04"], reserve=4), player(field=[("P04", 1)]))
    events = act(game, "magic", "Gravity Press") + pick(game, core_source(game), 2) + pick(game, "Garsis")
    return game, game.state.field(1)[0], events


@pytest.mark.rule("BS-6")
def test_gravity_press_turns_a_spirit_upside_down():
    game, garsis, events = pressed()
    assert game.state.places.angle[garsis] == HEAVY
    turn = next(e for e in events if e.kind == "exhaust")
    assert turn.rule == "BS-6" and turn.data["turned"] == [[garsis, HEAVY]] and turn.data["before"] == REFRESHED
    seat = game.view(0)["seats"][1]
    assert seat["field"][0]["position"] == "heavily exhausted" and seat["field"][0]["angle"] == 180


@pytest.mark.rule("BS-6")
def test_a_heavily_exhausted_spirit_cannot_block():
    game, garsis, _ = pressed()
    act(game, "end_step")
    events = act(game, "attack", "Haarier")
    while game.decision.kind == "respond":
        events += act(game, "pass")
    assert [(e.rule, e.player) for e in of_kind(events, "no_block")] == [("BS-8", 1)]   # no refreshed spirit
    assert game.state.life(1) == 4


@pytest.mark.rule("BS-12")
def test_the_next_refresh_only_makes_it_exhausted_so_it_cannot_attack_that_turn():
    game, garsis, _ = pressed()
    act(game, "end_step")
    act(game, "end_attacks")
    act(game, "end_step")                                    # the 2nd main step; then player 2's turn
    while game.state.tp != 1 or game.decision.kind != "main":
        game.apply(game.decision.actions[0])
        game.advance()
    assert game.state.places.angle[garsis] == EXHAUSTED
    refresh = [e for e in game.events if e.kind == "refresh"][-1]
    assert [garsis, EXHAUSTED] in refresh.data["turned"]
    events = act(game, "end_step")
    assert [(e.rule, e.player) for e in of_kind(events, "attack_end")] == [("BS-8", 1)]


@pytest.mark.rule("BS-6")
def test_why_not_names_the_heavy_exhaustion():
    game = game_at(player(field=[("R01", 1), ("R04", 1, False, "heavily exhausted")]), player(field=[("P04", 1)]),
                   step="attack")
    haarier = game.state.field(0)[1]
    assert find(game, "attack", "Haarier") is None
    refused = game.why_not(Action("attack", (haarier,)))
    assert refused.rule == "BS-6" and "heavily exhausted" in refused.message


@pytest.mark.rule("BS-6")
def test_gravity_press_has_no_target_when_every_opposing_spirit_is_already_upside_down():
    game = game_at(player(field=[("R04", 1)], hand=["X04"], reserve=4),
                   player(field=[("P04", 1, False, "heavily exhausted")]))
    events = act(game, "magic", "Gravity Press") + pick(game, core_source(game), 2)
    assert any(e.kind == "fizzle" for e in events) and game.state.places.angle[game.state.field(1)[0]] == HEAVY
