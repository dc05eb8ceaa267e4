"""DSP-5 … DSP-11: zones, the Realm zone, SP and the loss at 0, the start of the game, the draw, the steps, empty
decks."""
from __future__ import annotations

import pytest
from dsp_helpers import (
    FLARE,
    MOSSLING,
    PEBBLIT,
    STONE,
    SURGE,
    TUSKLING,
    VOLCANIC,
    act,
    card,
    make,
    pass_all,
    player,
    rules,
    texts,
)

from cardgames.core.errors import OptionError
from cardgames.dspirits.game import DSpiritsGame


@pytest.mark.rule("DSP-5")
def test_every_zone_of_both_seats_and_the_shared_realm():
    game = DSpiritsGame(seed=3)
    zones = set(game.zones())
    for seat in (0, 1):
        assert {f"{seat}.{z}" for z in ("squad", "support", "side", "hand", "dworld", "scene", "szone")} <= zones
    assert "realm" in zones and sum(len(v) for v in game.zones().values()) == len(game.state.cards)


@pytest.mark.rule("DSP-5")
def test_the_battle_scene_holds_at_most_four():
    game = make(player(scene=[PEBBLIT] * 4, hand=[TUSKLING]), player())
    assert game.why_not(find_summon(game)).rule == "DSP-5"


def find_summon(game):
    from cardgames.core.actions import Action
    return Action("summon", (card(game, 0, "hand", TUSKLING),))


@pytest.mark.rule("DSP-6")
def test_a_new_realm_destroys_the_current_one():
    game = make(player(hand=[STONE]), player(), realm=VOLCANIC, realm_owner=1)
    old = game.state.realm()
    events = act(game, "play", card(game, 0, "hand", STONE))
    events += pass_all(game)  # the opponent does not outbid
    assert game.state.cards[game.state.realm()].name == "Stone Garden" and game.state.in_zone(old, 1, "dworld")
    assert "DSP-6" in rules(events) and "destroyed" in texts(events)


@pytest.mark.rule("DSP-6")
def test_the_support_zone_has_no_limit():
    many = [{"stack": [MOSSLING]}] * 6
    game = make(player(support_zone=many, hand=[SURGE]), player())
    assert len(game.state.zone(0, "szone")) == 6 and game.decision.kind == "main"


@pytest.mark.rule("DSP-7")
def test_a_player_at_zero_sp_loses_and_both_at_once_is_a_draw():
    game = make(player(scene=[PEBBLIT]), player(scene=[MOSSLING], sp=200), step="battle")
    act(game, "attack", card(game, 0, "scene", PEBBLIT), card(game, 1, "scene", MOSSLING))
    pass_all(game)
    assert game.outcome.winner == 0 and game.outcome.rule == "DSP-7" and game.state.sp_of(1) == 0
    both = make(player(scene=[PEBBLIT], sp=500), player(scene=[TUSKLING], sp=500), step="battle")
    act(both, "attack", card(both, 0, "scene", PEBBLIT), card(both, 1, "scene", TUSKLING))
    pass_all(both)
    assert both.outcome.is_draw and both.outcome.rule == "DSP-7"


@pytest.mark.rule("DSP-7")
def test_starting_sp_is_an_option_and_costs_stay_below_the_sp():
    game = DSpiritsGame(seed=1, options={"starting_sp": 8000})
    assert game.state.sp_of(0) == game.state.sp_of(1) == 8000
    with pytest.raises(OptionError):
        DSpiritsGame(seed=1, options={"starting_sp": "many"})
    poor = make(player(hand=[VOLCANIC], sp=300), player())
    assert poor.why_not(find(poor, "play") or play_action(poor, VOLCANIC)).rule == "DSP-7"


def play_action(game, no):
    from cardgames.core.actions import Action
    return Action("play", (card(game, 0, "hand", no),))


def find(game, kind):
    return next((a for a in game.decision.actions if a.kind == kind), None)


@pytest.mark.rule("DSP-8")
def test_rock_paper_scissors_then_seven_cards_each_deck_chosen_per_card():
    firsts = {DSpiritsGame(seed=s).advance()[0].data["first"] for s in range(12)}
    assert firsts == {0, 1}  # the seeded rock-paper-scissors picks either player
    game = DSpiritsGame(seed=5)
    first = game.advance()[0].data["first"]
    assert game.decision.kind == "pick" and game.decision.player == first and game.decision.rule == "DSP-8"
    for i in range(7):
        label = "Squad" if i < 3 else "Support"
        game.apply(next(a for a in game.decision.actions if label in game.describe(a)))
        game.advance()
    hand = [game.state.cards[c] for c in game.state.zone(first, "hand")]
    assert len(hand) == 7 and sum(c.is_spirit for c in hand) == 3


@pytest.mark.rule("DSP-9")
def test_the_first_player_draws_on_turn_one_from_either_deck():
    game = DSpiritsGame(seed=2)
    game.advance()
    while game.decision.kind == "pick":
        game.apply(game.decision.actions[0])
        game.advance()
    assert game.state.turn == 1 and game.decision.kind == "draw" and game.decision.player == game.state.tp
    assert {a.args for a in game.decision.actions if a.kind == "draw"} == {("squad",), ("support",)}
    before = len(game.state.zone(game.state.tp, "hand"))
    act(game, "draw", "support")
    assert len(game.state.zone(game.state.tp, "hand")) == before + 1


@pytest.mark.rule("DSP-10")
def test_the_steps_come_in_order_draw_main_battle_end():
    game = make(player(scene=[PEBBLIT]), player(), step="draw")
    events = act(game, "draw", "squad")
    events += act(game, "no_extra") if find(game, "no_extra") else []
    events += act(game, "to_battle") + act(game, "end_battle")
    steps = [e.data["step"] for e in events if e.kind in ("step", "end", "turn") and e.data and "step" in e.data]
    assert steps == ["main", "battle", "end", "draw"]


@pytest.mark.rule("DSP-11")
def test_an_empty_deck_draws_nothing_and_is_no_loss():
    game = make(player(squad=[], support=[]), player(), step="draw")
    assert game.decision.kind == "main" and not game.is_over
    assert "DSP-11" in rules(game.events)
    one = make(player(squad=[], support=[SURGE]), player(), step="draw")
    assert [a.args for a in one.decision.actions if a.kind == "draw"] == [("support",)]


def test_flare_is_a_signal():
    assert FLARE == 32
