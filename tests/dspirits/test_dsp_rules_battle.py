"""DSP-16, DSP-22 … DSP-29, DSP-34: who may attack, every battle outcome, enduring and its lock, stances, direct
attacks, SP lost, one attack per D-Spirit, Limbo."""
from __future__ import annotations

import pytest
from dsp_helpers import Card, game_at, player, spirit

from cardgames.core.actions import Action
from cardgames.core.testing import act, card_in, find, kinds, of_kind, pass_all, rules_of


def fight(attacker: dict | int, target: dict | int, endure: bool | None = None, **kw):
    """Player 0's attacker attacks player 1's target in a Battle Step; the defender endures if asked and `endure`."""
    game = game_at(player(scene=[attacker]), player(scene=[target]), step="battle", **kw)
    a, t = game.state.zone(0, "scene")[0], game.state.zone(1, "scene")[0]
    events = act(game, "attack", args=(a, t)) + pass_all(game)
    asked = game.decision is not None and game.decision.kind == "endure"
    if asked:
        events += act(game, "endure" if endure else "take")
    return game, a, t, events, asked


@pytest.mark.rule("DSP-23")
def test_higher_atk_destroys_the_target():
    game, a, t, events, _ = fight(Card.ROCKWRAGGLE, Card.PEBBLIT)   # 1200 against 1000
    assert game.state.in_zone(t, 1, "dworld") and game.state.in_zone(a, 0, "scene")


@pytest.mark.rule("DSP-23")
def test_lower_atk_destroys_the_attacker():
    game, a, t, events, _ = fight(Card.PEBBLIT, Card.ROCKWRAGGLE)
    assert game.state.in_zone(a, 0, "dworld") and game.state.in_zone(t, 1, "scene")


@pytest.mark.rule("DSP-23")
def test_equal_atk_destroys_both():
    game, a, t, events, asked = fight(Card.PEBBLIT, Card.TUSKLING)   # 1000 and 1000; Tuskling's END 900 cannot endure
    assert not asked and game.state.in_zone(a, 0, "dworld") and game.state.in_zone(t, 1, "dworld")
    assert game.state.sp_of(0) == 4500 and game.state.sp_of(1) == 4500


@pytest.mark.rule("DSP-24")
def test_endure_with_end_above_atk_negates_the_attack():
    game, a, t, events, asked = fight(Card.PEBBLIT, Card.GOLEM, endure=True)   # ATK 1000 against END 1500
    assert asked and game.state.in_zone(t, 1, "scene") and game.state.in_zone(a, 0, "scene")
    assert game.view()["seats"][1]["scene"][0]["stance"] == "endure" and game.state.sp_of(1) == 5000


@pytest.mark.rule("DSP-24")
def test_endure_on_an_equal_atk_negates_the_attack():
    game, a, t, events, asked = fight(spirit(Card.PEBBLIT, boost=[0, 0]), spirit(Card.TUSKLING, boost=[0, 200]),
                                      endure=True)  # 1000 = 1000, Tuskling's END 1100 > 1000
    assert asked and game.state.in_zone(a, 0, "scene") and game.state.in_zone(t, 1, "scene")


@pytest.mark.rule("DSP-24")
def test_end_equal_to_atk_cannot_endure():
    game, a, t, events, asked = fight(spirit(Card.PEBBLIT, boost=[500, 0]), Card.GOLEM)   # ATK 1500, END 1500
    assert not asked and game.state.in_zone(t, 1, "dworld")
    assert [e.rule for e in of_kind(events, "no_endure")] == ["DSP-24"]


@pytest.mark.rule("DSP-24")
def test_end_below_atk_cannot_endure_and_declining_is_allowed():
    game, a, t, events, asked = fight(Card.ROCKWRAGGLE, spirit(Card.PIXIE))   # END 600 < ATK 1200
    assert not asked and game.state.in_zone(t, 1, "dworld")
    game, a, t, events, asked = fight(Card.PEBBLIT, Card.GOLEM, endure=False)
    assert asked and game.state.in_zone(t, 1, "dworld")


@pytest.mark.rule("DSP-25")
def test_after_enduring_no_attack_no_soul_exchange_next_turn():
    game = game_at(player(scene=[spirit(Card.GOLEM, endured_last_turn=True)], hand=[Card.PEBBLIT]),
                   player(scene=[Card.PIXIE]), step="main")
    golem = game.state.zone(0, "scene")[0]
    assert game.why_not(Action("soul_exchange", (golem, card_in(game, 0, "hand", "Pebblit")))).rule == "DSP-25"
    act(game, "to_battle")
    assert game.why_not(Action("attack", (golem, game.state.zone(1, "scene")[0]))).rule == "DSP-25"
    act(game, "end_battle")
    assert game.view()["seats"][0]["scene"][0]["stance"] == "attack"  # the locked turn is over


@pytest.mark.rule("DSP-26")
def test_two_stances_attack_and_endure():
    game, a, t, _, _ = fight(Card.PEBBLIT, Card.GOLEM, endure=True)
    stances = {s["stance"] for seat in game.view()["seats"] for s in seat["scene"]}
    assert stances == {"attack", "endure"}


@pytest.mark.rule("DSP-27")
def test_direct_attack_only_against_an_empty_battle_scene():
    game = game_at(player(scene=[Card.ROCKWRAGGLE]), player(scene=[], support_zone=[spirit(Card.LAMPIRE)]),
                   step="battle")
    rock = game.state.zone(0, "scene")[0]
    events = act(game, "attack", args=(rock, -1)) + pass_all(game)
    assert game.state.sp_of(1) == 5000 - 1200 and "DSP-27" in rules_of(events)   # the Support Zone does not prevent it
    blocked = game_at(player(scene=[Card.ROCKWRAGGLE]), player(scene=[Card.MOSSLING]), step="battle")
    assert blocked.why_not(Action("attack", (blocked.state.zone(0, "scene")[0], -1))).rule == "DSP-27"


@pytest.mark.rule("DSP-28")
def test_the_destroyed_spirit_costs_its_printed_sp():
    game, a, t, events, _ = fight(Card.ROCKWRAGGLE, Card.PEBBLIT)
    assert game.state.sp_of(1) == 5000 - 500 and game.state.sp_of(0) == 5000


@pytest.mark.rule("DSP-29")
def test_one_attack_per_spirit_per_turn():
    game = game_at(player(scene=[Card.ROCKWRAGGLE]), player(scene=[Card.MOSSLING, Card.PIXIE]), step="battle")
    rock = game.state.zone(0, "scene")[0]
    act(game, "attack", args=(rock, game.state.zone(1, "scene")[0]))
    pass_all(game)
    assert game.why_not(Action("attack", (rock, game.state.zone(1, "scene")[0]))).rule == "DSP-29"


@pytest.mark.rule("DSP-22")
def test_only_spirits_on_the_scene_when_the_battle_step_starts_attack():
    game = game_at(player(scene=[Card.PEBBLIT], hand=[Card.FLARE, Card.TUSKLING]), player(scene=[Card.MOSSLING]),
                   step="main")
    act(game, "to_battle")
    act(game, "play", card_in(game, 0, "hand", "Summon Flare"))
    pass_all(game)
    late = card_in(game, 0, "scene", "Tuskling")
    assert game.why_not(Action("attack", (late, game.state.zone(1, "scene")[0]))).rule == "DSP-13"
    assert find(game, "attack", card_in(game, 0, "scene", "Pebblit")) is not None


@pytest.mark.rule("DSP-16")
def test_type_advantage_gives_200_atk_and_end_in_battle():
    game, a, t, events, _ = fight(Card.TIDEPUP, Card.EMBERLING)   # Water beats Fire: 900 + 200 = 1100 against 1100
    assert of_kind(events, "attack")[0].values[:4] == ("Tidepup", 1100, "Emberling", 1100)   # Tidepup's ATK +200
    assert game.state.in_zone(a, 0, "dworld") and game.state.in_zone(t, 1, "dworld")
    game, a, t, events, _ = fight(Card.FROSTFANG, Card.TIDEPUP)   # no advantage either way: 1000 beats 900
    assert of_kind(events, "attack")[0].values[:4] == ("Frostfang", 1000, "Tidepup", 900)
    assert game.state.in_zone(t, 1, "dworld")


@pytest.mark.rule("DSP-16")
def test_an_elemental_cancels_a_spooky_when_destroyed_ability():
    game, a, t, events, _ = fight(Card.EMBERLING, Card.HOLLOWISP)   # 1100 = 1100: both destroyed
    assert [(e.rule, e.data["card"]) for e in of_kind(events, "negated")] == [("DSP-16", t)]  # Last Wail does not
    assert "ability" not in kinds(events) and game.state.sp_of(0) == 5000 - 500            # activate
    game, a, t, events, _ = fight(Card.ROCKWRAGGLE, Card.HOLLOWISP)   # a Rock destroys it: Last Wail costs 300
    pass_all(game)
    assert game.state.sp_of(0) == 5000 - 300


@pytest.mark.rule("DSP-34")
def test_limbo_costs_1200_and_lets_a_support_zone_spirit_attack():
    game = game_at(player(support_zone=[spirit(Card.LAMPIRE)]), player(scene=[Card.MOSSLING]), step="battle")
    lamp = game.state.zone(0, "szone")[0]
    assert game.why_not(Action("attack", (lamp, game.state.zone(1, "scene")[0]))).rule == "DSP-39"
    act(game, "limbo", lamp)
    assert game.state.sp_of(0) == 5000 - 1200
    assert len(game.state.zone(0, "scene")) == 0   # it takes no place on the scene
    act(game, "attack", args=(lamp, game.state.zone(1, "scene")[0]))
    pass_all(game)
    assert game.state.in_zone(lamp, 0, "szone") and game.state.zone(1, "scene") == []
    poor = game_at(player(support_zone=[spirit(Card.LAMPIRE)], sp=1200), player(), step="battle")
    assert poor.why_not(Action("limbo", (poor.state.zone(0, "szone")[0],))).rule == "DSP-7"


@pytest.mark.rule("DSP-21")
def test_a_destroyed_d_evolution_takes_its_stack_and_costs_only_its_sp():
    game, a, t, events, _ = fight(spirit(Card.QUEEN, stack=[Card.PIXIE, Card.QUEEN], boost=[0, 0]),
                                  spirit(Card.ROCKWRAGGLE, boost=[700, 0]))  # 1800 against 1900
    assert game.state.in_zone(a, 0, "dworld") and len(game.state.zone(0, "dworld")) == 2
    assert game.state.sp_of(0) == 5000 - 900
    destroyed = of_kind(events, "destroy")                                      # the stack under it goes too
    assert [(m[0], m[1]) for e in destroyed if e.data["card"] == a for m in e.data["moves"]] == [
        (game.state.zone(0, "dworld")[0], "0.under"), (a, "0.scene")]


@pytest.mark.rule("DSP-38")
def test_a_frozen_target_cannot_change_stance_to_endure():
    game, a, t, events, asked = fight(Card.PEBBLIT, spirit(Card.GOLEM, frozen=True))   # END 1500 > 1000, but Frozen
    assert not asked and game.state.in_zone(t, 1, "dworld")
    assert [e.rule for e in of_kind(events, "no_endure")] == ["DSP-38"]          # Frozen: it cannot endure


@pytest.mark.rule("DSP-28")
def test_the_sp_lost_by_a_destruction_comes_before_the_destroyed_cards_ability():
    """Issue 27, defect 1: the SP loss is part of the destruction (DSP-28); Hollowisp's 'when destroyed' ability goes
    through the chain afterwards (DSP-15, DSP-17). With 500 SP against 300, Player 1 reaches 0 first and loses."""
    game = game_at(player(scene=[Card.HOLLOWISP], sp=500), player(scene=[Card.ROCKWRAGGLE], sp=300), step="battle")
    a, t = game.state.zone(0, "scene")[0], game.state.zone(1, "scene")[0]
    events = act(game, "attack", args=(a, t)) + pass_all(game)   # 1100 against 1200: Hollowisp is destroyed
    assert game.outcome is not None and game.outcome.winner == 1, [str(e) for e in events]
    assert "ability" not in kinds(events)   # the game ended before the ability went to the chain


@pytest.mark.rule("DSP-28")
def test_when_both_are_destroyed_both_losses_come_before_either_ability():
    """Two Hollowisps tie (1100 = 1100): both players lose 500 at once and reach 0 together, a draw (DSP-7), before
    either Last Wail could go to the chain."""
    game = game_at(player(scene=[Card.HOLLOWISP], sp=500), player(scene=[Card.HOLLOWISP], sp=500), step="battle")
    events = act(game, "attack", args=tuple(game.state.zone(p, "scene")[0] for p in (0, 1))) + pass_all(game)
    assert game.outcome is not None and game.outcome.winner is None, [str(e) for e in events]
    assert "ability" not in kinds(events)
