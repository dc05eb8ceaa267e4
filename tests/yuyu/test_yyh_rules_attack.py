"""The attack step (YYH-14, YYH-16), damage and healing (YYH-15), by positions: every damage threshold, the cap of 2
per turn, the discard-2 fallback, the seven sub-steps in order, the cost paid by discarding."""
from __future__ import annotations

import pytest
from yyh_helpers import attack_and_pay, damage, game_at, player

from cardgames.core.errors import IllegalActionError
from cardgames.core.testing import act, answering, kinds, of_kind, pick_all

KURAMA, BUI, KUWABARA, HIEI, YUSUKE = "GF-ST41", "GF-ST37", "GF-ST42", "GF-ST39", "GF-R5"


def damage_events(events):
    return [e for e in events if e.kind == "damage"]


@pytest.mark.rule("YYH-14")
def test_double_the_defense_deals_two_damage_each_a_quarter_turn():
    """Bui 7000 against Kurama 3000 (the teaching scenario): at least twice the defense, 2 damage."""
    game = game_at(player(BUI, hand=["GF-C55", "GF-C55", "GF-C56"]), player(KURAMA), step="attack")
    events = attack_and_pay(game, "Cleave")
    hits = damage_events(events)
    assert [e.data["angle"] for e in hits] == [90, 180]
    assert damage(game) == (0, 2) and game.state.places.angle[game.state.fighter(1)] == 180
    # sub-steps 1 to 5, then 7 twice (a damage a quarter turn each), with the cost paid in sub-step 1
    assert [e.kind for e in events if e.rule == "YYH-14"] == ["declare", "pick", "pick", "pay", "when_used",
                                                              "attack_effect", "attack_colon", "compare", "damage",
                                                              "damage"]


@pytest.mark.rule("YYH-14")
@pytest.mark.parametrize(("defense_card", "attack_name", "expected"), [
    ("GF-ST42", "Street Fighting", 1),   # 4000 against 4000: exactly equal, 1 damage
    ("GF-ST41", "Street Fighting", 1),   # 4000 against 3000: above but below double, 1 damage
    ("GF-ST37", "Street Fighting", 0),   # 4000 against 5000: just below, no damage
])
def test_damage_thresholds_equal_and_below(defense_card, attack_name, expected):
    game = game_at(player(YUSUKE, hand=["GF-C55"]), player(defense_card), step="attack")
    events = attack_and_pay(game, attack_name)
    assert len(damage_events(events)) == expected
    compare = next(e for e in events if e.kind == "compare")
    assert compare.data["damage"] == expected


@pytest.mark.rule("YYH-14")
def test_exactly_double_deals_two_and_just_below_double_deals_one():
    exact = game_at(player(BUI, hand=["GF-C55", "GF-C55"], boosts=[{"what": "attack", "amount": -1000,
                                                                    "until": "turn"}]), player(KURAMA), step="attack")
    assert len(damage_events(attack_and_pay(exact, "Cleave"))) == 2   # 6000 = 2 × 3000
    below = game_at(player(BUI, hand=["GF-C55", "GF-C55"], boosts=[{"what": "attack", "amount": -1001,
                                                                    "until": "turn"}]), player(KURAMA), step="attack")
    assert len(damage_events(attack_and_pay(below, "Cleave"))) == 1   # 5999 < 6000


@pytest.mark.rule("YYH-14")
def test_at_most_two_damage_per_turn():
    game = game_at(player(BUI, hand=["GF-C55", "GF-C55"]), player(KURAMA), step="attack", dealt=1)
    events = attack_and_pay(game, "Cleave")
    assert len(damage_events(events)) == 1
    compare = of_kind(events, "compare")[0]
    assert compare.data == {"card": game.state.fighter(1), "attack": 7000, "defense": 3000, "damage": 1}  # 2, cut to 1


@pytest.mark.rule("YYH-14")
def test_no_damage_then_discard_two_cards_to_deal_one():
    """Kuwabara 3000 against Bui 5000: no damage; discarding 2 cards deals 1."""
    game = game_at(player(KUWABARA, hand=["GF-C55", "GF-C56", "GF-C57"]), player(BUI), step="attack")
    events = attack_and_pay(game, "Spirit Sword")
    if answering(game):
        events += game.play(game.decision.actions[-1])
    assert game.decision.kind == "fallback" and not damage_events(events)
    events = act(game, "fallback", damage=True) + pick_all(game)
    assert len(damage_events(events)) == 1 and damage(game) == (0, 1)
    assert len(game.state.zone(0, "hand")) == 0 and len(game.state.zone(0, "discard")) == 3


@pytest.mark.rule("YYH-14")
def test_fallback_declined_and_impossible_with_one_card():
    game = game_at(player(KUWABARA, hand=["GF-C55", "GF-C56", "GF-C57"]), player(BUI), step="attack")
    attack_and_pay(game, "Spirit Sword")
    if answering(game):
        game.play(game.decision.actions[-1])
    act(game, "fallback", damage=False)
    assert damage(game) == (0, 0)
    short = game_at(player(KUWABARA, hand=["GF-C55", "GF-C56"]), player(BUI), step="attack")
    events = attack_and_pay(short, "Spirit Sword")
    if answering(short):
        events += short.play(short.decision.actions[-1])
    assert [(e.rule, e.player) for e in of_kind(events, "fallback")] == [("YYH-14", 0)]   # it cannot: not asked
    assert short.decision is None or short.decision.kind != "fallback"


@pytest.mark.rule("YYH-14")
def test_cost_is_paid_by_discarding_and_a_short_hand_is_refused():
    game = game_at(player(BUI, hand=["GF-C55"]), player(KURAMA), step="attack")
    assert [a.kind for a in game.decision.actions] == ["no_attack"]
    refusal = game.why_not(type(game.decision.actions[0])("attack", (game.state.fighter(0), 0)))
    assert refusal.rule == "YYH-14" and "costs 2 cards of the hand, discarded" in refusal.message
    with pytest.raises(IllegalActionError) as err:
        game.apply(type(game.decision.actions[0])("attack", (game.state.fighter(0), 0)))
    assert err.value.rule == "YYH-14"


@pytest.mark.rule("YYH-4")
def test_a_technique_gives_its_character_one_more_attack():
    game = game_at(player(KUWABARA, hand=["GF-C55"], attached=[{"card": "GF-ST168"}]), player(BUI), step="attack")
    facts = [game.describe(a).facts for a in game.decision.actions if a.kind == "attack"]
    fighter = game.state.fighter(0)
    assert [(f["name"], f["card"] == fighter) for f in facts] == [("Spirit Sword", True), ("Power of Love", False)]
    assert facts[1]["cost"] == 1                                       # the technique's own attack
    events = attack_and_pay(game, "Power of Love")   # 2000 + 4000 on Kuwabara = 6000 ≥ 5000
    assert len(damage_events(events)) == 1


@pytest.mark.rule("YYH-16")
def test_attacking_is_optional_and_a_zero_cost_attack_is_legal():
    game = game_at(player(KUWABARA, attached=[{"card": "GF-C143"}]), player(KURAMA), step="attack")
    assert [(a.kind, game.describe(a).facts.get("name"), game.describe(a).facts.get("cost")) for a in
            game.decision.actions] == [("attack", "Axe-Blade Fist", 0), ("no_attack", None, None)]
    events = act(game, "no_attack")
    assert "no_attack" in kinds(events) and game.state.turn == 4
    zero = game_at(player(KUWABARA, attached=[{"card": "GF-C143"}]), player(KURAMA), step="attack")
    events = act(zero, "attack", name="Axe-Blade Fist")
    assert not any(e.kind == "pay" for e in events) and any(e.kind == "compare" for e in events)


@pytest.mark.rule("YYH-15")
def test_healing_turns_back_counter_clockwise_and_never_below_zero():
    game = game_at(player(KURAMA, damage=2, hand=["PR-1", "PR-1"], se=2), player(BUI))
    events = act(game, "event", "Spirit Healing (practice)")
    heal = next(e for e in events if e.kind == "heal")
    assert heal.data["angle"] == 90 and damage(game) == (1, 0)
    undamaged = game_at(player(KURAMA, hand=["PR-1"], se=1), player(BUI))
    events = act(undamaged, "event", "Spirit Healing (practice)")
    assert damage(undamaged) == (0, 0) and [e.rule for e in of_kind(events, "heal")] == ["YYH-15"]
