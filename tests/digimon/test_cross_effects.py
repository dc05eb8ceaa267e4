"""DCB-24: the seven cross (×) effects, each in a small battle (RULES.md §2.2). Player 1 is the turn player."""
from __future__ import annotations

import pytest
from dcb_helpers import O, T, X, attack_damage, battle, game_at, player

from cardgames.core.testing import kinds, names_of, of_kind

pytestmark = pytest.mark.rule("DCB-24")

AGUMON, GREYMON, VEEMON, GABUMON, PALMON, BETAMON = 27, 14, 175, 62, 98, 63
VERMILIMON, MUCHOMON, RAIDRAMON, PAILDRAMON = 10, 30, 185, 4
BIRDRAMON, PHOENIXMON, BOMBERNANIMON, SORCERIMON, MERAMON, DEVIMON = 20, 3, 25, 57, 18, 120
CHIP = 264


def cross(events) -> list:
    return of_kind(events, "cross_effect")


@pytest.mark.parametrize("counter_card, attack", [(GREYMON, O), (VERMILIMON, T), (MUCHOMON, X)])
def test_counter_makes_the_matching_attack_miss_and_hits_back(counter_card, attack):
    """Veemon (no × effect) attacks with the countered attack (350/280/200); it misses and the counter hits back
    with that power, even though the counter's own × power is 0."""
    game = game_at(player([VEEMON]), player([counter_card]), phase="battle", advanced=False)
    events = battle(game, attack, X)
    power = (350, 280, 200)[attack]
    assert [e.rule for e in of_kind(events, "counter")] == ["DCB-24"]
    assert sorted(attack_damage(events)) == [(0, 0), (1, power)]
    assert game.state.seats[1].hp == game.state.cards[game.state.seats[1].stack[-1]].hp
    assert game.state.seats[0].hp == 550 - power


def test_counter_does_nothing_against_another_attack():
    game = game_at(player([VEEMON]), player([GREYMON]), phase="battle", advanced=False)
    events = battle(game, T, X)  # Greymon counters ○, Veemon chose △
    assert not of_kind(events, "counter")
    assert attack_damage(events) == [(0, 280), (1, 0)]


@pytest.mark.parametrize("card, attack", [(AGUMON, O), (RAIDRAMON, T), (PAILDRAMON, X)])
def test_to_zero_sets_the_opponents_attack_of_that_type_to_zero(card, attack):
    stack = [VEEMON, card] if card == RAIDRAMON else [card]
    game = game_at(player([VEEMON]), player(stack), phase="battle", advanced=False)
    events = battle(game, attack, X)
    assert cross(events)[0].data["effect"] == "to_zero"
    assert attack_damage(events)[0] == (0, 0)
    game = game_at(player([VEEMON]), player(stack), phase="battle", advanced=False)
    events = battle(game, (attack + 1) % 3, X)  # another attack: no effect
    assert attack_damage(events)[0] == (0, (350, 280, 200)[(attack + 1) % 3])


def test_first_attack_lets_the_non_turn_player_strike_first():
    game = game_at(player([AGUMON], damage=470), player([BIRDRAMON]), phase="battle",
                   advanced=False)  # Agumon has 100 HP
    events = battle(game, O, X)
    assert of_kind(events, "order")[0].player == 1
    assert attack_damage(events) == [(1, 100)]  # Birdramon's × 130 KOs Agumon, which does not attack
    assert of_kind(events, "ko")


def test_first_attack_on_both_sides_the_turn_players_prevails():
    game = game_at(player([BIRDRAMON]), player([BIRDRAMON]), phase="battle", tp=1, advanced=False)
    events = battle(game, X, X)
    order = of_kind(events, "order")[0]
    assert order.player == 1 and order.rule == "DCB-21"                 # the turn player's attack-first prevails
    assert [p for p, _ in attack_damage(events)] == [1, 0]


def test_eat_up_hp_heals_the_damage_dealt():
    game = game_at(player([AGUMON]), player([PALMON], damage=100), phase="battle", advanced=False)
    events = battle(game, T, X)
    assert [e.rule for e in of_kind(events, "eat_up")] == ["DCB-24"]
    assert game.state.seats[1].hp == 500 - 100 - 200 + 160
    assert game.state.seats[0].hp == 570 - 160


def test_eat_up_hp_heals_only_what_was_dealt():
    game = game_at(player([AGUMON], damage=520), player([PALMON]), phase="battle", tp=1,
                   advanced=False)  # Agumon has 50 HP
    events = battle(game, T, X)
    assert attack_damage(events) == [(1, 50)]
    assert game.state.seats[1].hp == 500 + 50


def test_crash_power_becomes_hp_and_hp_becomes_ten():
    game = game_at(player([BOMBERNANIMON], damage=50), player([GABUMON]), phase="battle", advanced=False)
    events = battle(game, X, T)
    assert [e.rule for e in of_kind(events, "crash")] == ["DCB-24"]
    assert attack_damage(events) == [(0, 600), (1, 10)]  # Gabumon's 220 against 10 HP
    assert game.state.seats[1].hp == 80 and not game.state.seats[0].stack  # BomberNanimon is KO'd by the return hit


def test_jamming_cancels_a_digimon_cards_support_effect():
    game = game_at(player([AGUMON], hand=[AGUMON]), player([SORCERIMON]), phase="support", advanced=False)
    events = battle(game, O, X, s1=AGUMON)
    voided = of_kind(events, "voided")
    assert [names_of(game, [e.data["card"]]) for e in voided] == [["Agumon"]] and "power" not in kinds(events)
    assert attack_damage(events)[0] == (0, 380)


def test_jamming_does_not_cancel_an_option_card():
    game = game_at(player([AGUMON], hand=[CHIP]), player([SORCERIMON]), phase="support", advanced=False)
    events = battle(game, O, X, s1=CHIP)
    assert not of_kind(events, "voided")
    assert attack_damage(events)[0] == (0, 680)


def test_jamming_only_when_cross_is_chosen():
    game = game_at(player([AGUMON], hand=[AGUMON]), player([SORCERIMON]), phase="support", advanced=False)
    events = battle(game, O, O, s1=AGUMON)
    assert not of_kind(events, "voided") and attack_damage(events)[0] == (0, 680)


@pytest.mark.parametrize("card, foe, other, power", [(MERAMON, GABUMON, AGUMON, 220), (DEVIMON, PALMON, GABUMON, 250)])
def test_foe_x3_triples_cross_against_that_specialty(card, foe, other, power):
    game = game_at(player([card]), player([foe]), phase="battle", advanced=False)
    events = battle(game, X, T)
    first = of_kind(events, "attack")[0]
    assert first.player == 0 and first.values[2] == 3 * power                 # the × attack's power, tripled
    game = game_at(player([card]), player([other]), phase="battle", advanced=False)
    events = battle(game, X, T)
    assert attack_damage(events)[0] == (0, power) and cross(events)[0].data["effect"] == "foe_x3"   # not tripled
