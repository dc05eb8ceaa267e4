"""DSP-12 … DSP-15, DSP-17 … DSP-21, DSP-37 … DSP-39: summoning, Special Moves, abilities, card chaining, support
cards, Realm bids, D-Evolution, launching, statuses, the Support Zone."""
from __future__ import annotations

import pytest
from dsp_helpers import NAME, Card, game_at, player, spirit

from cardgames.core.actions import Action
from cardgames.core.errors import IllegalActionError
from cardgames.core.testing import act, answering, card_in, find, kinds, names_of, of_kind, pass_all, pick, rules_of


@pytest.mark.rule("DSP-12")
def test_one_regular_summon_a_turn():
    game = game_at(player(hand=[Card.PEBBLIT, Card.TUSKLING]), player())
    act(game, "summon", card_in(game, 0, "hand", "Pebblit"))
    tusk = card_in(game, 0, "hand", "Tuskling")
    assert find(game, "summon") is None and game.why_not(Action("summon", (tusk,))).rule == "DSP-12"
    with pytest.raises(IllegalActionError) as err:
        game.apply(Action("summon", (tusk,)))
    assert err.value.rule == "DSP-12"


@pytest.mark.rule("DSP-12")
def test_no_summon_in_the_draw_step():
    game = game_at(player(hand=[Card.PEBBLIT]), player(), step="draw")
    assert game.decision.kind == "draw"
    assert game.why_not(Action("summon", (card_in(game, 0, "hand", "Pebblit"),))).rule == "DSP-12"


@pytest.mark.rule("DSP-13")
def test_super_d_summons_come_from_effects_any_number_a_turn():
    game = game_at(player(hand=[Card.FLARE, Card.FLARE, Card.PEBBLIT, Card.TUSKLING], summoned=True), player())
    for no in (Card.PEBBLIT, Card.TUSKLING):
        act(game, "play", card_in(game, 0, "hand", "Summon Flare"))
        pass_all(game)
        if answering(game):
            pick(game, card_in(game, 0, "hand", NAME[no]))
    assert len(game.state.zone(0, "scene")) == 2
    assert all(s["super"] for s in game.view()["seats"][0]["scene"])


@pytest.mark.rule("DSP-14")
def test_special_move_costs_sp_once_per_spirit_before_battle_and_it_may_attack():
    game = game_at(player(scene=[Card.ROCKWRAGGLE, Card.PEBBLIT]), player(scene=[Card.MOSSLING]))
    rock = card_in(game, 0, "scene", "Rockwraggle")
    act(game, "special_move", rock)
    assert game.state.sp_of(0) == 5000 - 300
    pass_all(game)
    pick(game, card_in(game, 0, "scene", "Pebblit"))  # launch Pebblit, not Rockwraggle
    assert game.why_not(Action("special_move", (rock,))).rule == "DSP-14"
    act(game, "to_battle")
    assert find(game, "attack", rock) is not None
    assert game.why_not(Action("special_move", (rock,))).rule == "DSP-14"


@pytest.mark.rule("DSP-37")
def test_launch_damages_the_opponent_sp_and_sends_the_card_to_the_d_world():
    game = game_at(player(scene=[Card.ROCKWRAGGLE, Card.PEBBLIT]), player())
    act(game, "special_move", card_in(game, 0, "scene", "Rockwraggle"))
    pass_all(game)
    peb = card_in(game, 0, "scene", "Pebblit")
    events = pick(game, peb)
    assert game.state.in_zone(peb, 0, "dworld") and game.state.sp_of(1) == 5000 - 1000 and game.state.sp_of(0) == 4700
    assert [e.rule for e in of_kind(events, "launch")] == ["DSP-37"] and "attack" not in kinds(events)   # no attack


@pytest.mark.rule("DSP-37")
def test_a_negated_launch_hits_nothing_but_still_loses_its_card():
    game = game_at(player(scene=[Card.ROCKWRAGGLE]), player(hand=[Card.COUNTER]))
    rock = card_in(game, 0, "scene", "Rockwraggle")
    act(game, "special_move", rock)
    events = act(game, "respond", card_in(game, 1, "hand", "Counter Sign")) + pass_all(game)
    assert game.state.sp_of(1) == 5000 and game.state.sp_of(0) == 4700
    assert [(e.rule, e.data["card"]) for e in of_kind(events, "negated")] == [("DSP-17", rock)]
    assert game.state.in_zone(rock, 0, "dworld")   # the only D-Spirit it could launch


@pytest.mark.rule("DSP-15")
def test_abilities_when_summoned_on_command_and_when_triggered():
    game = game_at(player(hand=[Card.PIXIE]), player())
    events = act(game, "summon", card_in(game, 0, "hand", "Glimmerpix")) + pass_all(game)
    assert game.state.sp_of(0) == 5300
    assert [(e.rule, e.data["card"]) for e in of_kind(game.events, "ability")] == [
        ("DSP-15", game.state.zone(0, "scene")[0])]                          # its ability when summoned
    lamp = game_at(player(scene=[Card.LAMPIRE]), player())
    lampire = lamp.state.zone(0, "scene")[0]
    act(lamp, "ability", args=(lampire, 0))
    pass_all(lamp)
    assert lamp.state.in_zone(lampire, 0, "szone")
    assert lamp.why_not(Action("ability", (lampire, 0))).rule == "DSP-15"   # once a turn
    assert "DSP-15" in rules_of(events)


@pytest.mark.rule("DSP-17")
def test_a_chain_resolves_last_in_first_out():
    """Player 0 freezes Golem; player 1 answers with Counter Sign; player 0 answers that with its own Counter
    Sign. LIFO: the last Counter Sign negates the first, so the Freeze goes through (FIFO would stop it)."""
    game = game_at(player(scene=[Card.PEBBLIT], hand=[Card.FREEZE, Card.COUNTER]),
                   player(scene=[Card.GOLEM], hand=[Card.COUNTER]))
    golem = game.state.zone(1, "scene")[0]
    act(game, "play", card_in(game, 0, "hand", "Freeze Ray"))
    act(game, "respond", card_in(game, 1, "hand", "Counter Sign"))
    before = game.view()["window"]["chain"]
    assert [link["card"]["name"] for link in before] == ["Freeze Ray", "Counter Sign"]
    events = act(game, "respond", card_in(game, 0, "hand", "Counter Sign")) + pass_all(game)
    order = [e.data["link"] for e in events if e.kind == "resolve_link"]
    assert order == [3, 2, 1] and game.state.frozen(golem)
    assert len(game.state.zone(0, "dworld")) == 2 and len(game.state.zone(1, "dworld")) == 1


@pytest.mark.rule("DSP-18")
def test_signals_by_timing():
    game = game_at(player(scene=[Card.PEBBLIT], hand=[Card.COUNTER, Card.ANTIDOTE]),
                   player(scene=[Card.GOLEM], hand=[Card.SURGE, Card.ANTIDOTE]))
    assert game.why_not(Action("play", (card_in(game, 0, "hand", "Counter Sign"),))).rule == "DSP-17"  # answers only
    assert game.why_not(Action("play", (card_in(game, 0, "hand", "Antidote"),))).rule == "DSP-18"  # nothing to cure
    act(game, "to_battle")
    act(game, "attack", args=(game.state.zone(0, "scene")[0], game.state.zone(1, "scene")[0]))
    # in the attack's window the defender may answer with Power Surge (any time), not Antidote (Main Step)
    assert [(a.kind, names_of(game, a.args)) for a in game.decision.actions] == [("respond", ["Power Surge"]),
                                                                                 ("pass", [])]


@pytest.mark.rule("DSP-18")
def test_counter_sign_negates_an_attack():
    game = game_at(player(scene=[Card.ROCKWRAGGLE]), player(scene=[Card.PEBBLIT], hand=[Card.COUNTER]), step="battle")
    act(game, "attack", args=(game.state.zone(0, "scene")[0], game.state.zone(1, "scene")[0]))
    events = act(game, "respond", card_in(game, 1, "hand", "Counter Sign")) + pass_all(game)
    assert [e.rule for e in of_kind(events, "negated")] == ["DSP-18"] and len(game.state.zone(1, "scene")) == 1


@pytest.mark.rule("DSP-19")
def test_realm_bids_alternate_until_a_pass_and_the_winner_pays():
    game = game_at(player(hand=[Card.VOLCANIC]), player())
    volcanic = card_in(game, 0, "hand", "Volcanic Realm")
    act(game, "play", volcanic)
    assert game.view()["bid"]["amount"] == 300
    act(game, "bid", args=(400,))         # the opponent outbids
    act(game, "bid", args=(700,))         # player 0 outbids again
    events = act(game, "pass")    # one pass ends it
    assert game.state.realm() == volcanic and game.state.sp_of(0) == 4300 and game.state.sp_of(1) == 5000
    assert [e.rule for e in of_kind(events, "outbid")] == ["DSP-19", "DSP-19"]   # both outbid bids cost nothing


@pytest.mark.rule("DSP-19")
def test_an_outbid_realm_is_negated_and_goes_to_the_d_world():
    game = game_at(player(hand=[Card.VOLCANIC]), player())
    volcanic = card_in(game, 0, "hand", "Volcanic Realm")
    act(game, "play", volcanic)
    act(game, "bid", args=(400,))
    act(game, "pass")
    assert game.state.in_zone(volcanic, 0, "dworld") and game.state.realm() is None and game.state.sp_of(1) == 4600


@pytest.mark.rule("DSP-6")
def test_an_active_realm_boosts_both_sides():
    game = game_at(player(scene=[Card.EMBERLING]), player(scene=[Card.EMBERLING]), realm=Card.VOLCANIC)
    assert [s["scene"][0]["atk"] for s in game.view()["seats"]] == [1300, 1300]


@pytest.mark.rule("DSP-20")
def test_special_move_card_costs_sp_and_needs_its_spirits():
    game = game_at(player(scene=[Card.TUSKLING], hand=[Card.AVALANCHE]), player())
    av = card_in(game, 0, "hand", "Avalanche Crash")
    assert game.why_not(Action("play", (av,))).rule == "DSP-20"
    game = game_at(player(scene=[Card.PEBBLIT], hand=[Card.AVALANCHE]), player())
    act(game, "play", card_in(game, 0, "hand", "Avalanche Crash"))
    pass_all(game)
    assert game.state.sp_of(0) == 4600 and game.state.sp_of(1) == 4500


@pytest.mark.rule("DSP-21")
def test_d_evolution_from_the_side_deck_is_no_summon():
    game = game_at(player(scene=[spirit(Card.PIXIE)], side=[Card.QUEEN]), player())
    queen, pixie = card_in(game, 0, "side", "Glimmerqueen"), game.state.zone(0, "scene")[0]
    events = act(game, "evolve", args=(queen, pixie))
    assert game.state.stack(queen) == [pixie, queen] and game.state.zone(0, "scene") == [queen]
    assert not game.state.seats[0].summoned
    assert [(e.rule, e.data["card"], e.data["base"]) for e in of_kind(events, "evolve")] == [("DSP-21", queen, pixie)]
    assert "summon" not in kinds(events)
    fresh = game_at(player(scene=[spirit(Card.PIXIE, new=True)], side=[Card.QUEEN]), player())
    evolve = Action("evolve", (card_in(fresh, 0, "side", "Glimmerqueen"), fresh.state.zone(0, "scene")[0]))
    assert fresh.why_not(evolve).rule == "DSP-21"


@pytest.mark.rule("DSP-21")
def test_a_d_evolution_in_the_d_world_can_evolve_again():
    game = game_at(player(scene=[Card.PIXIE], dworld=[Card.QUEEN]), player())
    queen = card_in(game, 0, "dworld", "Glimmerqueen")
    act(game, "evolve", args=(queen, game.state.zone(0, "scene")[0]))
    assert game.state.in_zone(queen, 0, "scene")


@pytest.mark.rule("DSP-38")
def test_frozen_cannot_attack_endure_or_be_exchanged_and_statuses_stay_in_hand():
    game = game_at(player(scene=[spirit(Card.GOLEM, frozen=True)], hand=[Card.PEBBLIT]), player(scene=[Card.MOSSLING]))
    golem = game.state.zone(0, "scene")[0]
    assert game.why_not(Action("soul_exchange", (golem, card_in(game, 0, "hand", "Pebblit")))).rule == "DSP-38"
    act(game, "to_battle")
    assert game.why_not(Action("attack", (golem, game.state.zone(1, "scene")[0]))).rule == "DSP-38"
    poisoned = game_at(player(scene=[spirit(Card.GOLEM, poison=200)]), player(), step="draw")
    assert poisoned.state.sp_of(0) == 4800 and "DSP-38" in rules_of(poisoned.events)


@pytest.mark.rule("DSP-38")
def test_illguana_poisons_a_target_and_the_status_follows_the_card_to_hand():
    game = game_at(player(hand=[Card.ILLGUANA]), player(scene=[Card.PEBBLIT], hand=[Card.TUSKLING]))
    act(game, "summon", card_in(game, 0, "hand", "Illguana"))
    pass_all(game)
    peb = game.state.zone(1, "scene")[0]
    assert game.view()["seats"][1]["scene"][0]["poison"] == 200
    act(game, "to_battle")
    act(game, "end_battle")          # player 1's turn: poison hits at its start
    assert game.state.sp_of(1) == 4800 and game.state.tp == 1
    while game.decision.kind != "main":
        game.apply(game.decision.actions[0])
        game.advance()
    act(game, "soul_exchange", args=(peb, card_in(game, 1, "hand", "Tuskling")))
    assert game.state.in_zone(peb, 1, "hand") and game.view(1)["seats"][1]["hand_status"]


@pytest.mark.rule("DSP-39")
def test_support_zone_spirits_cannot_be_targeted_attack_or_be_exchanged():
    game = game_at(player(scene=[Card.ROCKWRAGGLE]), player(scene=[Card.MOSSLING], support_zone=[spirit(Card.LAMPIRE)]),
                   step="battle")
    lamp = game.state.zone(1, "szone")[0]
    assert game.why_not(Action("attack", (game.state.zone(0, "scene")[0], lamp))).rule == "DSP-39"
    own = game_at(player(support_zone=[spirit(Card.LAMPIRE)], hand=[Card.PEBBLIT]), player())
    exchange = Action("soul_exchange", (own.state.zone(0, "szone")[0], card_in(own, 0, "hand", "Pebblit")))
    assert own.why_not(exchange).rule == "DSP-39"


@pytest.mark.rule("DSP-39")
def test_lampire_moves_back_by_its_own_text():
    game = game_at(player(support_zone=[spirit(Card.LAMPIRE)]), player())
    lamp = game.state.zone(0, "szone")[0]
    events = act(game, "ability", args=(lamp, 0)) + pass_all(game)
    assert game.state.in_zone(lamp, 0, "scene") and "DSP-39" in rules_of(events)


def test_stone_is_a_realm():
    assert Card.STONE == 41


@pytest.mark.rule("DSP-38")
def test_a_poisoned_card_in_hand_costs_nothing_until_it_is_back_in_play():
    game = game_at(player(hand=[{"no": Card.PEBBLIT, "poison": 200}]), player(), step="draw")
    assert game.state.sp_of(0) == 5000 and game.decision.kind == "draw"
    act(game, "draw", args=("squad",))
    act(game, "no_extra")
    act(game, "summon", card_in(game, 0, "hand", "Pebblit"))
    assert game.view(0)["seats"][0]["scene"][0]["poison"] == 200   # the status came back with it
