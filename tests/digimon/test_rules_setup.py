"""DCB-7 … DCB-11: setup, preparation, placing a Digimon, forced redraws, the first turn."""
from __future__ import annotations

import pytest
from dcb_helpers import cas, game_at, player

from cardgames.core.testing import act, find, of_kind
from cardgames.digimon.game import DigimonGame

AGUMON, GREYMON, PAILDRAMON, VEEMON, FLAMEDRAMON, GABUMON = 27, 14, 4, 175, 172, 62
CHIP, FLOPPY = 264, 266


def drive_turn1(game: DigimonGame) -> list:
    """Keep every hand, place the first Digimon offered, end every evolution phase: until a support or attack
    decision, the start of turn 2, or the end."""
    events = game.advance()
    while game.decision is not None and game.decision.kind in ("prepare", "place", "evolution") \
            and game.state.turn == 1:
        kind = game.decision.kind
        a = {"prepare": "keep", "place": "place", "evolution": "end_evolution"}[kind]
        events += act(game, a)
    return events


@pytest.mark.rule("DCB-7")
def test_coin_toss_then_each_player_draws_four():
    firsts = set()
    for seed in range(12):
        game = DigimonGame(seed=seed)
        events = game.advance()
        setup = of_kind(events, "setup")
        assert len(setup) == 1 and setup[0].rule == "DCB-7"
        first = setup[0].player
        firsts.add(first)
        draws = [e for e in events if e.kind == "draw" and e.rule == "DCB-7"]
        assert [e.player for e in draws] == [first] * 4 + [1 - first] * 4
        assert len(game.state.seats[0].hand) == len(game.state.seats[1].hand) == 4
        assert game.state.tp == first and game.decision.player == first
    assert firsts == {0, 1}  # the coin lands both ways


@pytest.mark.rule("DCB-8")
def test_preparation_draws_up_to_four():
    game = game_at(player([AGUMON], hand=[CHIP], deck=[FLOPPY] * 6), player([GABUMON]), phase="start", advanced=False)
    events = game.advance()
    assert [e.rule for e in of_kind(events, "draw")] == ["DCB-8"] * 3
    assert len(game.state.seats[0].hand) == 4 and len(game.state.seats[0].deck) == 3


@pytest.mark.rule("DCB-8")
def test_redraw_the_whole_hand_as_often_as_you_like():
    deck = [FLOPPY] * 4 + [CHIP] * 4 + [AGUMON] * 4 + [GREYMON] * 4
    game = game_at(player([GABUMON], hand=[], deck=deck), player([GABUMON]), phase="start")
    assert cas(game, game.state.seats[0].hand) == [FLOPPY] * 4
    assert {a.kind for a in game.decision.actions} == {"keep", "redraw"}
    act(game, "redraw")
    assert cas(game, game.state.seats[0].hand) == [CHIP] * 4 and cas(game, game.state.seats[0].discard) == [FLOPPY] * 4
    act(game, "redraw")  # again: unlimited
    assert cas(game, game.state.seats[0].hand) == [AGUMON] * 4
    assert sorted(cas(game, game.state.seats[0].discard)) == sorted([FLOPPY] * 4 + [CHIP] * 4)  # never usable again
    act(game, "keep")
    assert game.decision.kind == "evolution"


@pytest.mark.rule("DCB-9")
def test_place_r_normally_c_and_u_with_penalty_never_a():
    game = game_at(player([], hand=[AGUMON, GREYMON, PAILDRAMON, FLAMEDRAMON], deck=[FLOPPY] * 5), player([GABUMON]),
                   phase="start")
    act(game, "keep")
    assert game.decision.kind == "place" and game.decision.rule == "DCB-9"
    offered = sorted(game.state.cards[a.args[0]].ca for a in game.decision.actions)
    assert offered == sorted([AGUMON, GREYMON, PAILDRAMON])  # no A card
    events = act(game, "place", "Agumon")
    assert of_kind(events, "place")[0].rule == "DCB-9"
    assert game.state.seats[0].hp == 570 and game.state.seats[0].penalty == 1


@pytest.mark.rule("DCB-9")
def test_only_a_cards_in_hand_means_no_digimon_to_place():
    """An A card cannot be put into play, so a hand with only an A Digimon forces a redraw (DCB-10)."""
    game = game_at(player([], hand=[FLAMEDRAMON], deck=[FLOPPY] * 3 + [AGUMON] * 4), player([GABUMON]),
                   phase="start", advanced=False)
    events = game.advance()
    assert "forced_redraw" in [e.kind for e in events]
    assert AGUMON in cas(game, game.state.seats[0].hand)


@pytest.mark.rule("DCB-10")
def test_forced_redraw_until_a_digimon_turns_up():
    deck = [CHIP] * 4 + [FLOPPY] * 4 + [AGUMON] + [CHIP] * 5
    game = game_at(player([], hand=[], deck=deck), player([GABUMON]), phase="start", advanced=False)
    events = game.advance()
    forced = of_kind(events, "forced_redraw")
    assert len(forced) == 2 and all(e.rule == "DCB-10" for e in forced)
    assert cas(game, game.state.seats[0].hand) == [AGUMON, CHIP, CHIP, CHIP]
    assert len(game.state.seats[0].discard) == 8
    assert game.decision.kind == "prepare"  # a Digimon is in hand: now the free choice of DCB-8


@pytest.mark.rule("DCB-10")
def test_forced_redraw_running_out_of_deck_loses():
    """Ruling of DCB-10: if the deck runs out before a Digimon turns up, the player loses (cannot draw, DCB-26)."""
    game = game_at(player([], hand=[], deck=[CHIP] * 6), player([GABUMON]), phase="start")
    assert game.is_over and game.outcome.winner == 1 and game.outcome.rule == "DCB-10"


@pytest.mark.rule("DCB-10")
def test_forced_redraw_after_a_ko():
    """After a KO the player has no Digimon: a hand without one is discarded before the next placement."""
    game = game_at(player([], hand=[CHIP, FLOPPY, CHIP, FLOPPY], deck=[GABUMON] + [CHIP] * 5, kos=1),
                   player([AGUMON]), phase="start", tp=0, advanced=False)
    events = game.advance()
    assert "forced_redraw" in [e.kind for e in events]
    assert GABUMON in cas(game, game.state.seats[0].hand)


@pytest.mark.rule("DCB-11")
def test_turn_one_first_player_has_no_support_or_battle():
    game = DigimonGame(seed=5)
    events = drive_turn1(game)
    first = game.events[0].player
    skip = of_kind(events, "skip")
    assert len(skip) == 1 and skip[0].rule == "DCB-11"
    assert "support_placed" not in [e.kind for e in events] and "attack" not in [e.kind for e in events]
    assert game.state.turn == 2 and game.state.tp == 1 - first
    assert not game.state.seats[1 - first].stack  # the second player places only on their own turn
    # turn 2: the second player places and the first battle happens
    game.apply(find(game, "keep"))
    game.advance()
    act(game, "place")
    while game.decision.kind == "evolution":
        act(game, "end_evolution")
    assert game.decision.kind == "support" and game.decision.player == first


@pytest.mark.rule("DCB-11")
def test_ps1_turn1_option_both_players_place_before_the_first_battle():
    game = DigimonGame(seed=5, options={"ps1_turn1": True})
    events = drive_turn1(game)
    assert game.state.turn == 1
    assert [e.rule for e in of_kind(events, "place")].count("DCB-9") + \
        [e.rule for e in of_kind(events, "place")].count("DCB-27") == 2
    assert game.state.seats[0].stack and game.state.seats[1].stack
    assert game.decision.kind == "support"  # a battle on turn 1
