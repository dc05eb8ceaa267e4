"""Set-up, the turn and winning (BS-1, BS-3 … BS-5, BS-7, BS-9, BS-10, BS-12)."""
from __future__ import annotations

import pytest
from bs_helpers import core_source, game_at, player

from cardgames.battlespirits import BattleSpiritsGame
from cardgames.core.actions import Action
from cardgames.core.testing import act, kinds, of_kind, pick


def opened(seed: int = 1, first: int = 0) -> BattleSpiritsGame:
    game = BattleSpiritsGame(seed=seed, options={"first_player": first})
    game.advance()
    return game


@pytest.mark.rule("BS-9")
def test_set_up_runs_in_the_rulebook_order():
    game = opened()
    kinds = [e.kind for e in game.events]
    assert kinds == ["setup", "shuffle", "life", "life", "reserve", "reserve"] + ["draw"] * 8 + ["first"]
    assert game.decision.kind == "mulligan" and game.decision.player == 0


@pytest.mark.rule("BS-9")
def test_who_goes_first_is_a_seeded_coin_toss():
    games = [BattleSpiritsGame(seed=s) for s in range(12)]
    for g in games:
        g.advance()
    assert {g.state.first for g in games} == {0, 1}
    again = BattleSpiritsGame(seed=5)
    again.advance()
    assert again.state.first == games[5].state.first


@pytest.mark.rule("BS-4")
def test_starting_values_and_one_mulligan_each():
    game = opened()
    for p in (0, 1):
        st = game.state
        assert st.life(p) == 5 and st.count(p, "reserve") == 3 and st.count(p, "reserve", "soul") == 1
        assert len(game.state.zone(p, "hand")) == 4 and len(game.state.zone(p, "deck")) == 36
    before = list(game.state.zone(0, "hand"))
    events = game.apply(Action("mulligan")) + game.advance()
    assert [e.kind for e in events[:5]] == ["mulligan", "draw", "draw", "draw", "draw"]
    hand, deck = game.state.zone(0, "hand"), game.state.zone(0, "deck")
    assert len(hand) == 4 and len(deck) == 36 and hand != before
    assert game.decision.kind == "mulligan" and game.decision.player == 1  # player 0 is not asked again
    game.apply(Action("keep"))
    game.advance()
    assert game.decision.kind == "main"


@pytest.mark.rule("BS-3")
def test_equipment_cores_in_the_void_and_one_soul_core_each():
    game = opened()
    counts = game.token_counts()
    assert counts["soul"] == {"0.reserve": 1, "1.reserve": 1}
    assert counts["core"]["0.void"] > 100 and counts["core"]["1.void"] > 100  # as many as a game can need


@pytest.mark.rule("BS-5")
def test_first_turn_draws_but_has_no_core_attack_or_2nd_main_step():
    game = opened(first=1)
    game.apply(Action("keep"))
    game.advance()
    game.apply(Action("keep"))
    events = game.advance()
    assert len(game.state.zone(1, "hand")) == 5                       # the first player draws on turn 1
    assert game.state.count(1, "reserve") == 3                        # no core step
    skipped = [e for e in events if e.kind == "skip"]
    assert [e.rule for e in skipped] == ["BS-5"] and "core_step" not in kinds(events)   # no core step
    events = act(game, "end_step")
    assert [e.rule for e in of_kind(events, "skip")] == ["BS-5", "BS-5"]     # no attack step, no 2nd main step
    assert not any(e.data["step"] in ("attack", "main2") for e in of_kind(events, "step"))
    assert game.state.tp == 0 and game.state.turn == 2
    assert any(e.kind == "core_step" for e in events)           # the second player has a core step


@pytest.mark.rule("BS-10")
def test_the_turn_steps_in_order_with_a_2nd_main_step():
    game = game_at(player(field=[("R01", 1)]), player(field=[("P04", 1)]), step="start")
    order = [e.kind for e in game.events if e.kind in ("turn", "core_step", "draw", "refresh", "step")]
    assert order == ["turn", "core_step", "draw", "refresh", "step"] and game.state.step_name == "main"
    act(game, "end_step")
    assert game.decision.kind == "attack"
    events = act(game, "end_attacks")
    assert game.state.step_name == "main2" and game.decision.kind == "main"
    assert [(e.rule, e.data["step"]) for e in of_kind(events, "step")] == [("BS-28", "main2")]
    events = act(game, "end_step")
    kinds = [e.kind for e in events]
    assert kinds.index("step_end") < kinds.index("end") < kinds.index("turn") and game.state.tp == 1


@pytest.mark.rule("BS-12")
def test_core_step_and_refresh_bring_cores_to_the_reserve():
    game = game_at(player(field=[("R01", 1, False, "exhausted")], reserve=1, trash_cores=2, soul_core="trash"),
                   player(field=[("P04", 1)]), step="start")
    core = next(e for e in game.events if e.kind == "core_step")
    assert core.data["tokens"] == [["core", 1, "0.void", "0.reserve"]]
    refresh = next(e for e in game.events if e.kind == "refresh")
    assert ["core", 2, "0.trash", "0.reserve"] in refresh.data["tokens"]
    assert ["soul", 1, "0.trash", "0.reserve"] in refresh.data["tokens"]
    assert game.state.count(0, "reserve") == 4 and game.state.places.angle[game.state.field(0)[0]] == 0


@pytest.mark.rule("BS-1")
def test_deck_out_loses_at_ones_own_start_step_only():
    game = game_at(player(field=[("R01", 1)], deck=[]), player(field=[("P04", 1)], deck=["P01"]), step="main")
    assert not game.is_over                   # an empty deck is no loss in the middle of the turn
    act(game, "end_step")
    act(game, "end_attacks")
    act(game, "end_step")                     # Player 2 draws their last card
    assert not game.is_over and game.decision.player == 1
    act(game, "end_step")
    act(game, "end_attacks")
    act(game, "end_step")
    assert game.outcome.winner == 1 and game.outcome.rule == "BS-1" and "deck is empty" in game.outcome.reason


@pytest.mark.rule("BS-1")
def test_failing_to_draw_is_not_a_loss_but_an_empty_deck_at_the_start_step_is():
    game = game_at(player(field=[("R01", 1)], deck=["R01"]), player(field=[("P04", 1)], deck=[]), step="start", tp=1)
    assert game.outcome.winner == 0 and game.outcome.rule == "BS-1"
    game = game_at(player(field=[("R01", 1)], deck=["R01"]), player(field=[("P04", 1)], deck=["P01"]),
                   step="start", tp=1)
    assert not game.is_over and game.state.zone(1, "deck") == [] and game.decision.player == 1


@pytest.mark.rule("BS-1")
def test_zero_life_wins_the_game():
    game = game_at(player(field=[("R16", 1)]), player(life=2), step="attack")
    act(game, "attack", "The FlyingIron Akurai")
    while not game.is_over:
        act(game, "pass")
    assert game.outcome.winner == 0 and game.outcome.rule == "BS-1" and game.state.life(1) == 0


@pytest.mark.rule("BS-7")
def test_no_summoning_sickness_no_hand_limit_and_turn_effects_end():
    game = game_at(player(hand=["R01"] + ["R13"] * 9, reserve=6), player(field=[("P04", 1)]))
    act(game, "play", "Mushakko")
    pick(game, core_source(game), 3)
    act(game, "place", args=(1, 0))
    mushakko = game.state.field(0)[0]
    assert game.state.places.angle[mushakko] == 0           # enters refreshed
    act(game, "end_step")
    assert game.decision.kind == "attack" and any(a.args == (mushakko,) for a in game.decision.actions)
    game._state.boosts = ((mushakko, 3000),)  # a turn effect set behind the engine's back (a cell cannot)
    act(game, "end_attacks")
    act(game, "end_step")
    assert game.state.boosts == () and len(game.state.zone(0, "hand")) == 9   # no discard down to a hand size
