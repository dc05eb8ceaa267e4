"""DCB-18 … DCB-27: the support phase, the battle, KOs, victory, deck-out and the penalty."""
from __future__ import annotations

import pytest
from dcb_helpers import ATTACK_DECISION, O, T, X, attack_damage, battle, cas, game_at, player

from cardgames.core.testing import act, kinds, of_kind

AGUMON, GREYMON, PAILDRAMON, GABUMON, PALMON, PHOENIXMON, WARUSEADRAMON = 27, 14, 4, 62, 98, 3, 43
CHIP, FLOPPY, FAKE = 264, 266, 200


@pytest.mark.rule("DCB-18")
def test_no_support_phase_when_the_opponent_has_no_digimon():
    game = game_at(player([AGUMON], hand=[CHIP]), player([], hand=[], deck=[AGUMON] + [FAKE] * 5),
                   phase="support", advanced=False)
    events = game.advance()
    skip = of_kind(events, "skip")
    assert len(skip) == 1 and skip[0].rule == "DCB-18"
    assert "support_placed" not in kinds(events) and "attack" not in kinds(events)
    assert game.decision.kind == "prepare" and game.decision.player == 1  # straight on to Player 2's turn


@pytest.mark.rule("DCB-19")
@pytest.mark.parametrize("tp", [0, 1])
def test_the_non_turn_player_chooses_support_first(tp):
    game = game_at(player([AGUMON], hand=[CHIP]), player([GABUMON], hand=[CHIP]), phase="support", tp=tp)
    assert game.decision.kind == "support" and game.decision.player == 1 - tp
    act(game, "support_pass")
    assert game.decision.kind == "support" and game.decision.player == tp


@pytest.mark.rule("DCB-19")
def test_blind_support_from_the_top_of_the_deck_is_discarded_at_end_of_turn():
    game = game_at(player([AGUMON], deck=[CHIP, FAKE, FAKE]), player([GABUMON]), phase="support")
    act(game, "support_pass")
    placed = of_kind(act(game, "support_deck"), "support_placed")[0]
    assert placed.rule == "DCB-19" and placed.data["moves"] == [[placed.data["moves"][0][0], "0.deck", "0.support"]]
    assert cas(game, game.state.seats[0].support) == [CHIP] and cas(game, game.state.seats[0].deck) == [FAKE, FAKE]
    events = battle(game, O, T)
    assert of_kind(events, "power")[0].data["power"] == 380 + 300
    assert cas(game, game.state.seats[0].discard) == [CHIP] and game.state.seats[0].support == []


@pytest.mark.rule("DCB-20")
def test_misfire_a_card_with_no_usable_effect_does_nothing():
    game = game_at(player([AGUMON], deck=[GABUMON, FAKE, FAKE]), player([GABUMON]), phase="support", advanced=False)
    events = battle(game, O, T, s1="deck")
    misfire = of_kind(events, "misfire")
    assert len(misfire) == 1 and misfire[0].rule == "DCB-20" and misfire[0].player == 0
    assert attack_damage(events) == [(0, 380), (1, 220)]


@pytest.mark.rule("DCB-20")
def test_a_yellow_card_from_the_top_of_the_deck_misfires():
    """Warp Digivolve only works in the evolution phase: revealed as a blind support it does nothing."""
    game = game_at(player([AGUMON], deck=[297, FAKE, FAKE]), player([GABUMON]), phase="support", advanced=False)
    events = battle(game, O, T, s1="deck")
    assert [e.rule for e in of_kind(events, "misfire")] == ["DCB-20"]
    assert cas(game, game.state.seats[0].discard) == [297]


@pytest.mark.rule("DCB-20")
def test_a_digimon_card_as_support_uses_its_support_effect():
    game = game_at(player([AGUMON], hand=[AGUMON]), player([GABUMON]), phase="support", advanced=False)
    events = battle(game, O, T, s1=AGUMON)
    power = of_kind(events, "power")
    assert len(power) == 1 and power[0].rule == "DCB-20" and power[0].data["power"] == 680
    assert attack_damage(events)[0] == (0, 680)


@pytest.mark.rule("DCB-21")
@pytest.mark.parametrize("tp", [0, 1])
def test_attacks_are_chosen_in_secret_and_the_turn_player_attacks_first(tp):
    game = game_at(player([AGUMON]), player([GABUMON]), phase="battle", tp=tp)
    assert game.decision.kind == ATTACK_DECISION and game.decision.secret and game.decision.rule == "DCB-21"
    events = battle(game, O, O)
    assert [p for p, _ in attack_damage(events)] == [tp, 1 - tp]
    assert of_kind(events, "order")[0].player == tp
    assert game.state.seats[0].hp == 570 - 350 and game.state.seats[1].hp == 680 - 380


@pytest.mark.rule("DCB-22")
def test_effect_order_opponent_support_turn_support_opponent_x_turn_x():
    game = game_at(player([GABUMON], hand=[CHIP]), player([PALMON], hand=[FLOPPY]), phase="support", tp=0,
                   advanced=False)
    events = battle(game, X, X, s1=CHIP, s2=FLOPPY)
    seq = [(e.kind, e.player) for e in events if e.kind in ("reveal_support", "cross_effect")]
    assert seq == [("reveal_support", 1), ("reveal_support", 0), ("cross_effect", 1), ("cross_effect", 0)]
    game = game_at(player([GABUMON], hand=[CHIP]), player([PALMON], hand=[FLOPPY]), phase="support", tp=1,
                   advanced=False)
    events = battle(game, X, X, s1=CHIP, s2=FLOPPY)
    seq = [(e.kind, e.player) for e in events if e.kind in ("reveal_support", "cross_effect")]
    assert seq == [("reveal_support", 0), ("reveal_support", 1), ("cross_effect", 0), ("cross_effect", 1)]


@pytest.mark.rule("DCB-22")
def test_in_a_conflict_the_turn_players_effect_prevails():
    """The opponent's support is revealed first, but the turn player's face-down WaruSeadramon (cancels the
    opponent's Digimon support effect) still cancels it: the turn player's effect prevails."""
    game = game_at(player([AGUMON], hand=[WARUSEADRAMON]), player([AGUMON], hand=[AGUMON]), phase="support",
                   tp=0, advanced=False)
    events = battle(game, O, O, s1=WARUSEADRAMON, s2=AGUMON)
    voided = of_kind(events, "voided")
    assert len(voided) == 1 and voided[0].player == 1 and voided[0].rule == "DCB-22"
    assert "power" not in kinds(events)
    assert attack_damage(events) == [(0, 380), (1, 380)]


@pytest.mark.rule("DCB-23")
def test_ko_when_damage_reaches_hp_and_the_kod_digimon_does_not_attack():
    game = game_at(player([GREYMON]), player([AGUMON, GREYMON], damage=450, deck=[AGUMON] + [FAKE] * 5),
                   phase="battle", advanced=False)
    assert game.state.seats[1].hp == 400
    events = battle(game, T, O)  # 420 >= 400
    ko = of_kind(events, "ko")
    assert len(ko) == 1 and ko[0].rule == "DCB-23" and ko[0].player == 1
    assert attack_damage(events) == [(0, 400)]
    assert of_kind(events, "no_attack")[0].rule == "DCB-23"
    s = game.state.seats[1]
    assert s.stack == [] and sorted(cas(game, s.discard)) == sorted([AGUMON, GREYMON])  # with its evolution base
    assert game.state.seats[0].kos == 1 and game.state.seats[0].hp == 850


@pytest.mark.rule("DCB-23")
def test_exact_lethal_damage_is_a_ko():
    game = game_at(player([GREYMON]), player([AGUMON], damage=150), phase="battle", advanced=False)
    events = battle(game, T, O)  # 420 == 570 - 150
    assert of_kind(events, "ko")


@pytest.mark.rule("DCB-23")
def test_damage_carries_over_between_turns():
    game = game_at(player([AGUMON]), player([GABUMON], damage=100), phase="battle", advanced=False)
    battle(game, T, T)
    assert game.state.seats[1].hp == 680 - 100 - 200
    assert game.decision.player == 1  # Player 2's next turn: still damaged
    act(game, "keep")
    assert game.state.seats[1].hp == 380


@pytest.mark.rule("DCB-25")
def test_the_third_ko_wins():
    game = game_at(player([GREYMON], kos=2), player([AGUMON]), phase="battle", advanced=False)
    events = battle(game, O, O)
    assert game.is_over and game.outcome.winner == 0 and game.outcome.rule == "DCB-25"
    assert of_kind(events, "game_over")[0].rule == "DCB-25"


@pytest.mark.rule("DCB-25")
def test_two_kos_do_not_win():
    game = game_at(player([GREYMON], kos=1), player([AGUMON], deck=[AGUMON] + [FAKE] * 5), phase="battle",
                   advanced=False)
    battle(game, O, O)
    assert not game.is_over and game.state.seats[0].kos == 2


@pytest.mark.rule("DCB-26")
def test_empty_deck_at_the_start_of_your_own_turn_loses():
    game = game_at(player([AGUMON], deck=[]), player([GABUMON]), phase="start", tp=0)
    assert game.is_over and game.outcome.winner == 1 and game.outcome.rule == "DCB-26"


@pytest.mark.rule("DCB-26")
def test_empty_deck_on_the_opponents_turn_does_not_lose():
    game = game_at(player([AGUMON]), player([GABUMON], deck=[]), phase="start", tp=0)
    assert not game.is_over and game.decision.player == 0


@pytest.mark.rule("DCB-26")
def test_both_players_reaching_three_kos_at_once_is_a_draw():
    """Phoenixmon's support keeps Player 2's Digimon in play after its KO (the KO counts), so it hits back and
    KOs Player 1's Digimon in the same battle: both have 3 KOs, a draw."""
    game = game_at(player([AGUMON], damage=500, kos=2), player([AGUMON], damage=500, kos=2, hand=[PHOENIXMON]),
                   phase="support", advanced=False)
    battle(game, O, O, s2=PHOENIXMON)
    assert game.is_over and game.outcome.winner is None and game.outcome.rule == "DCB-26"


@pytest.mark.rule("DCB-27")
def test_greymon_placed_at_c_is_halved():
    """RULES.md §0: HP 850 → 425, attacks 600/420/0 → 300/210/0 (the rulebook's 110 is a misprint)."""
    game = game_at(player([], hand=[GREYMON]), player([GABUMON]), phase="start")
    act(game, "keep")
    events = act(game, "place", "Greymon")
    place = of_kind(events, "place")[0]
    assert place.rule == "DCB-27" and [game.state.attack_power(0, a) for a in (O, T, X)] == [300, 210, 0]
    assert game.state.seats[0].hp == 425 and game.state.seats[0].penalty == 2
    game = game_at(player([GREYMON], penalty=2), player([GABUMON]), phase="battle")
    assert [game.describe(a).facts["power"] for a in game.decision.actions] == [300, 210, 0]


@pytest.mark.rule("DCB-27")
def test_paildramon_placed_at_u_is_quartered_rounded_down():
    """RULES.md §0: HP 1230 → 307, attacks 800/620/450 → 200/155/112 (the rulebook's 122 is a misprint)."""
    game = game_at(player([], hand=[PAILDRAMON]), player([GABUMON]), phase="start")
    act(game, "keep")
    place = of_kind(act(game, "place", "Paildramon"), "place")[0]
    assert place.rule == "DCB-27" and game.state.seats[0].hp == 307
    assert [game.state.attack_power(0, a) for a in (O, T, X)] == [200, 155, 112]
    for attack, dealt in ((O, 200), (T, 155), (X, 112)):
        game = game_at(player([PAILDRAMON], penalty=4), player([GREYMON]), phase="battle", advanced=False)
        events = battle(game, attack, T)
        assert attack_damage(events)[0] == (0, dealt)


@pytest.mark.rule("DCB-27")
def test_penalty_applies_to_printed_values_before_supports():
    game = game_at(player([GREYMON], penalty=2, hand=[CHIP]), player([GABUMON]), phase="support", advanced=False)
    events = battle(game, O, T, s1=CHIP)
    assert attack_damage(events)[0] == (0, 300 + 300)  # not (600 + 300) // 2


@pytest.mark.rule("DCB-27")
def test_an_a_card_cannot_be_put_in_directly():
    from cardgames.core.errors import PositionError
    with pytest.raises(PositionError, match="DCB-27"):
        game_at(player([172]), player([GABUMON]), advanced=False)


@pytest.mark.rule("DCB-22")
def test_a_voided_card_does_not_name_the_face_down_canceller():
    """Hidden information: the turn player's canceller is still face down when the opponent's card is voided, so that
    event says only that a face-down support card cancels it; the canceller is named at its own reveal."""
    game = game_at(player([AGUMON], hand=[WARUSEADRAMON]), player([AGUMON], hand=[AGUMON]), phase="support",
                   tp=0, advanced=False)
    events = battle(game, O, O, s1=WARUSEADRAMON, s2=AGUMON)
    voided = of_kind(events, "voided")[0]
    name = game.state.cards[game.state.seats[0].discard[-1]].name
    assert name == "WaruSeadramon" and name not in voided.text and "still face down" in voided.text
    reveals = [e for e in events if e.kind == "reveal_support" and e.player == 0]
    assert events.index(voided) < events.index(reveals[0]) and name in reveals[0].text
