"""DSP-5 … DSP-11: zones, the Realm zone, SP and the loss at 0, the start of the game, the draw, the steps, empty
decks."""
from __future__ import annotations

import pytest
from dsp_helpers import NAME, Card, game_at, player

from cardgames.core.errors import OptionError
from cardgames.core.testing import act, card_in, find, of_kind, pass_all, pick, rules_of
from cardgames.dspirits.game import DSpiritsGame
from cardgames.games import make_agent


@pytest.mark.rule("DSP-5")
def test_every_zone_of_both_seats_and_the_shared_realm():
    game = DSpiritsGame(seed=3)
    zones = set(game.zones())
    for seat in (0, 1):
        assert {f"{seat}.{z}" for z in ("squad", "support", "side", "hand", "dworld", "scene", "szone")} <= zones
    assert "realm" in zones and sum(len(v) for v in game.zones().values()) == len(game.state.cards)


@pytest.mark.rule("DSP-5")
def test_the_battle_scene_holds_at_most_four():
    game = game_at(player(scene=[Card.PEBBLIT] * 4, hand=[Card.TUSKLING]), player())
    assert game.why_not(find_summon(game)).rule == "DSP-5"


def find_summon(game):
    from cardgames.core.actions import Action
    return Action("summon", (card_in(game, 0, "hand", "Tuskling"),))


@pytest.mark.rule("DSP-6")
def test_a_new_realm_destroys_the_current_one():
    game = game_at(player(hand=[Card.STONE]), player(), realm=Card.VOLCANIC, realm_owner=1)
    old = game.state.realm()
    events = act(game, "play", card_in(game, 0, "hand", "Stone Garden"))
    events += pass_all(game)  # the opponent does not outbid
    assert game.state.cards[game.state.realm()].name == "Stone Garden" and game.state.in_zone(old, 1, "dworld")
    assert "DSP-6" in rules_of(events) and [old, "realm", "1.dworld"] in of_kind(events, "realm")[0].data["moves"]


@pytest.mark.rule("DSP-6")
def test_the_support_zone_has_no_limit():
    many = [{"stack": [Card.MOSSLING]}] * 6
    game = game_at(player(support_zone=many, hand=[Card.SURGE]), player())
    assert len(game.state.zone(0, "szone")) == 6 and game.decision.kind == "main"


@pytest.mark.rule("DSP-7")
def test_a_player_at_zero_sp_loses_and_both_at_once_is_a_draw():
    game = game_at(player(scene=[Card.PEBBLIT]), player(scene=[Card.MOSSLING], sp=200), step="battle")
    act(game, "attack", args=(card_in(game, 0, "scene", "Pebblit"), card_in(game, 1, "scene", "Mossling")))
    pass_all(game)
    assert game.outcome.winner == 0 and game.outcome.rule == "DSP-7" and game.state.sp_of(1) == 0
    both = game_at(player(scene=[Card.PEBBLIT], sp=500), player(scene=[Card.TUSKLING], sp=500), step="battle")
    act(both, "attack", args=(card_in(both, 0, "scene", "Pebblit"), card_in(both, 1, "scene", "Tuskling")))
    pass_all(both)
    assert both.outcome.is_draw and both.outcome.rule == "DSP-7"


@pytest.mark.rule("DSP-7")
def test_starting_sp_is_an_option_and_costs_stay_below_the_sp():
    game = DSpiritsGame(seed=1, options={"starting_sp": 8000})
    assert game.state.sp_of(0) == game.state.sp_of(1) == 8000
    with pytest.raises(OptionError):
        DSpiritsGame(seed=1, options={"starting_sp": "many"})
    poor = game_at(player(hand=[Card.VOLCANIC], sp=300), player())
    assert poor.why_not(find(poor, "play") or play_action(poor, Card.VOLCANIC)).rule == "DSP-7"


def end_turn(game) -> list:
    """The turn player goes to the Battle Step and ends it, attacking nothing."""
    return act(game, "to_battle") + act(game, "end_battle")


@pytest.mark.rule("DSP-7")
@pytest.mark.parametrize(("sp", "winner"), [((1000, 2000), 1), ((2000, 1000), 0), ((1500, 1500), None)])
def test_an_undecided_game_ends_at_the_turn_limit_and_the_higher_sp_wins(sp, winner):
    """Task B's stalemate (soak seed 922): the rulebook sets no turn limit and play can go round for ever, so the
    gap-fill ruling ends the game after turn 200, the higher SP winning, equal SP a draw."""
    game = game_at(player(sp=sp[0]), player(sp=sp[1]), turn=200)
    events = end_turn(game)
    assert game.is_over and game.outcome.winner == winner and game.outcome.rule == "DSP-7"
    assert "turn limit" in events[-1].text and f"{sp[0]} against {sp[1]}" in events[-1].text


@pytest.mark.rule("DSP-7")
def test_the_turn_limit_is_an_option_and_0_means_none():
    early = game_at(player(sp=900), player(), turn=7, options={"turn_limit": 7})
    end_turn(early)
    assert early.outcome.winner == 1
    endless = game_at(player(), player(), turn=200, options={"turn_limit": 0})
    end_turn(endless)
    assert not endless.is_over and endless.state.turn == 201
    for bad in (-1, 10_001):
        with pytest.raises(OptionError, match="turn_limit"):
            DSpiritsGame(seed=1, options={"turn_limit": bad})
        with pytest.raises(OptionError, match="turn_limit"):
            game_at(player(), player(), options={"turn_limit": bad})


@pytest.mark.rule("DSP-7")
def test_the_heuristic_stalemate_of_soak_seed_922_ends_at_the_turn_limit():
    """Both decks empty, no D-Spirit in either D-World, 150 SP against 400 and every attack one the target endures:
    the two heuristic players went round for ever (not over after 3,000 decisions); now turn 200 ends it."""
    game = DSpiritsGame(seed=922)
    agents = [make_agent("heuristic", "dspirits", 1845), make_agent("heuristic", "dspirits", 1846)]
    game.advance()
    while not game.is_over:
        game.play(agents[game.decision.player].choose(game))
    assert game.state.turn == 200 and game.outcome.rule == "DSP-7" and "turn limit" in game.outcome.reason


def play_action(game, no):
    from cardgames.core.actions import Action
    return Action("play", (card_in(game, 0, "hand", NAME[no]),))


@pytest.mark.rule("DSP-8")
def test_rock_paper_scissors_then_seven_cards_each_deck_chosen_per_card():
    firsts = {DSpiritsGame(seed=s).advance()[0].data["first"] for s in range(12)}
    assert firsts == {0, 1}  # the seeded rock-paper-scissors picks either player
    game = DSpiritsGame(seed=5)
    first = game.advance()[0].data["first"]
    assert game.decision.kind == "pick" and game.decision.player == first and game.decision.rule == "DSP-8"
    for i in range(7):
        pick(game, "squad" if i < 3 else "support")
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
    act(game, "draw", args=("support",))
    assert len(game.state.zone(game.state.tp, "hand")) == before + 1


@pytest.mark.rule("DSP-10")
def test_the_steps_come_in_order_draw_main_battle_end():
    game = game_at(player(scene=[Card.PEBBLIT]), player(), step="draw")
    events = act(game, "draw", args=("squad",))
    events += act(game, "no_extra") if find(game, "no_extra") else []
    events += act(game, "to_battle") + act(game, "end_battle")
    steps = [e.data["step"] for e in events if e.kind in ("step", "end", "turn") and e.data and "step" in e.data]
    assert steps == ["main", "battle", "end", "draw"]


@pytest.mark.rule("DSP-11")
def test_an_empty_deck_draws_nothing_and_is_no_loss():
    game = game_at(player(squad=[], support=[]), player(), step="draw")
    assert game.decision.kind == "main" and not game.is_over
    assert "DSP-11" in rules_of(game.events)
    one = game_at(player(squad=[], support=[Card.SURGE]), player(), step="draw")
    assert [a.args for a in one.decision.actions if a.kind == "draw"] == [("support",)]


def test_flare_is_a_signal():
    assert Card.FLARE == 32
