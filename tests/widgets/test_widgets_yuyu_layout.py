"""The Yu Yu Hakusho board layout, tested as drawing data: hidden information, the fighter turned 90° per damage
point (animated a quarter turn at a time, back when healed), the SE track, the record, text size, a live Board."""
from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

import pytest
from widget_helpers import click_through, drawn

from cardgames.core import RandomAgent
from cardgames.core.testing import act
from cardgames.yuyu import YuyuGame
from widgets.board import PROJECTOR_SCALE, Board
from widgets.kit.theme import MIN_FONT
from widgets.layouts.yuyu import LAYOUT
from widgets.recording import RecordingSurface

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "yuyu"))
from yyh_helpers import attack_and_pay, game_at, player

draw = partial(drawn, LAYOUT)


def rotations(s: RecordingSurface) -> list[float]:
    return [op[4]["rotate"] for op in s.of("group") if len(op) > 4]


def test_the_opponents_hand_and_face_down_cards_are_backs():
    game = game_at(player("GF-ST42", hand=["GF-C57"], sideline=["GF-ST41"], attached=[
        {"card": "GF-U140", "on": 1, "face_up": False}]), player("GF-ST37", hand=["GF-C56"]))
    mine = " ".join(draw(game, viewer=0).texts())
    theirs = " ".join(draw(game, viewer=1).texts())
    assert "Efflux"[:5] in mine and "Defen" not in mine
    assert "Defen" in theirs and "Efflux"[:5] not in theirs
    spectator = " ".join(draw(game, viewer=None).texts())
    assert "Defen" in spectator and "Efflux"[:5] in spectator


def test_damage_turns_the_fighter_a_quarter_per_point_and_the_step_animates_it():
    game = game_at(player("GF-ST37", hand=["GF-C55", "GF-C55"]), player("GF-ST41", damage=1), step="attack")
    assert 90.0 in rotations(draw(game))
    act(game, "attack", name="Cleave")
    game.play(game.decision.actions[0])            # the first card paid
    game.apply(game.decision.actions[0])           # the second; then the sub-steps one at a time
    events = []
    while not any(e.kind == "damage" for e in events):
        events = game.step()
    assert game.state.places.angle[game.state.fighter(1)] == 180
    assert 180.0 in rotations(draw(game, events=events))
    middle = rotations(draw(game, events=events, index=2, count=10))
    assert any(90 < r < 180 for r in middle)       # mid-way through the quarter turn, clockwise


def test_healing_turns_it_back_counter_clockwise():
    game = game_at(player("GF-ST41", damage=2, hand=["PR-1"], se=1), player("GF-ST37"))
    act(game, "event", "Spirit Healing (practice)")
    heal = [e for e in game.events if e.kind == "heal"]
    assert 90.0 in rotations(draw(game, events=heal))
    middle = rotations(draw(game, events=heal, index=2, count=10))
    assert any(90 < r < 180 for r in middle)


def test_the_fourth_point_brings_the_card_upright_and_the_record_shows_the_match():
    game = game_at(player("GF-ST37", sideline=["GF-ST40"], hand=["GF-C55", "GF-C55"]),
                   player("GF-ST41", damage=2, sideline=["GF-ST39"]), step="attack")
    attack_and_pay(game, "Cleave")
    texts = draw(game, viewer=0).texts()
    assert any(t.startswith("✓ Bui") for t in texts) and any(t.startswith("lost") for t in texts)


def test_the_se_track_runs_from_0_to_10_for_both_players():
    game = game_at(player("GF-ST41", se=4), player("GF-ST37", se=7))
    texts = draw(game).texts()
    assert [str(k) for k in range(11)] == [t for t in texts if t.isdigit() and int(t) <= 10][:11]
    assert texts.count("SE") == 2


@pytest.mark.parametrize("seed", [2, 5])
def test_no_text_under_12px_at_1280x720(seed):
    game, agent = YuyuGame(seed=seed), RandomAgent(seed)
    sizes = []
    for n in range(400):
        events = game.apply(agent.choose(game)) if game.decision else game.step()
        if n % 25 == 0:
            for viewer in (0, None):
                for index, count in ((0, 8), (0, 1)):
                    sizes += [op[-1].get("size", 12) for op in draw(game, viewer, events, index, count).of("text")]
        if game.is_over:
            break
    assert min(sizes) >= MIN_FONT and min(sizes) * PROJECTOR_SCALE >= 12


def test_a_board_plays_a_yuyu_game_against_the_computer():
    board = Board.for_game(YuyuGame(seed=2), human=0)
    click_through(board, 80)
    assert "[YYH-" in board.event_log.value
    opponent_draws = [e for e in board.game.events if e.kind == "draw" and e.player == 1]
    assert all(e.text not in board.event_log.value for e in opponent_draws)
    st = board.game.state
    assert LAYOUT.card_details(board.game_view, st.fighter(0))[0] == st.cards[st.fighter(0)].name


def test_small_cards_hold_their_lines_and_the_hand_stays_inside_its_area():
    from widgets.kit.theme import text_width
    from widgets.layouts.yuyu import CW, HAND_SHOWN, LAYOUT, WIDTH

    # "DEF 5000" (the widest defense line) fits a small card, inside its 4 px inset and 2 px border
    assert text_width("DEF 5000", 14) + 6 <= CW
    x, _y = LAYOUT.geometry(0)[0].hand(HAND_SHOWN - 1)
    assert x + CW <= WIDTH - 24   # room for the "+N" of a longer hand


def _placed_face_down() -> YuyuGame:
    """A game just after both line-ups were placed face down (YYH-8), before they turn face up."""
    game = YuyuGame(seed=1)
    agents = [RandomAgent(1), RandomAgent(2)]
    while True:
        if game.decision is not None:
            game.apply(agents[game.decision.player].choose(game))
        elif any(e.kind == "place" for e in game.step()):
            return game


@pytest.mark.rule("YYH-8")
def test_characters_placed_face_down_at_set_up_are_backs_for_the_opponent_until_the_reveal():
    game = _placed_face_down()
    for seat in (0, 1):
        theirs = [game.state.cards[c].name for z in ("arena", "sideline") for c in game.state.zone(1 - seat, z)]
        mine = [game.state.cards[c].name for z in ("arena", "sideline") for c in game.state.zone(seat, z)]
        view = game.view(seat)["seats"][1 - seat]
        assert view["fighter"]["card"] == {"back": True} and view["fighter"]["defense"] is None
        assert all(entry["card"] == {"back": True} for entry in view["sideline"])
        texts = " ".join(draw(game, viewer=seat).texts())
        assert not any(name[:6] in texts for name in theirs if all(name[:6] not in m for m in mine)), texts
        assert all(name[:5] in texts for name in mine[:1])   # the owner sees their own fighter
    spectator = " ".join(draw(game, viewer=None).texts())
    assert all(game.state.cards[c].name[:5] in spectator for p in (0, 1) for c in game.state.zone(p, "arena"))
    while not any(e.kind == "reveal" for e in game.step()):
        pass
    assert game.view(1)["seats"][0]["fighter"]["card"]["name"] == game.state.cards[game.state.fighter(0)].name


def test_the_set_up_strip_title_is_not_cut():
    game = YuyuGame(seed=1)
    game.advance()
    assert "Set-up: 4 secret characters each" in draw(game).texts()


@pytest.mark.rule("YYH-13")
def test_a_hand_card_that_cannot_be_used_now_is_dimmed_and_its_details_say_why():
    from widgets.kit.theme import DIM_TINT

    game = game_at(player("GF-ST42", hand=["GF-U140", "GF-C57"], se=1), player("GF-ST37"))
    hand = {c["name"]: c for c in game.view(0)["seats"][0]["hand"]}
    shriek = hand["Banshee Shriek"]
    assert not shriek["usable"] and shriek["why_not"]["rule"] == "YYH-13"
    dimmed = " ".join(draw(game, viewer=0).texts_inside(DIM_TINT))
    assert "Bansh" in dimmed and all(name[:5] not in dimmed for name, c in hand.items() if c["usable"])
    details = LAYOUT.card_details(game.view(None), shriek["id"])
    assert details[-1].startswith("Not now: [YYH-13] Banshee Shriek costs 2 SE")
    assert not draw(game, viewer=1).texts_inside(DIM_TINT)   # not their decision, and seat 0's hand is backs
    rich = game_at(player("GF-ST42", hand=["GF-U140"], se=2), player("GF-ST37"))
    assert not draw(rich).texts_inside(DIM_TINT)
    assert not LAYOUT.card_details(rich.view(None), rich.view(0)["seats"][0]["hand"][0]["id"])[-1].startswith("Not now")


def test_right_after_a_match_the_sideline_names_the_next_match_and_no_attack_is_shown():
    """Issue 18 (Yu Yu Hakusho 07): just after match 1 ended, the sideline said "match 3" for the characters entering
    match 2, and the strip "attack 7000 vs defense 0" with nobody in the Arena."""
    game = YuyuGame(seed=3)
    agents = [RandomAgent(1), RandomAgent(2)]
    game.advance()
    while not any(e.kind == "match_end" for e in game.events):
        game.apply(agents[game.decision.player].choose(game))
        while game.can_step and not any(e.kind == "match_end" for e in game.events):
            game.step()
    view = game.view(None)
    assert view["match"] == 2 and all(seat["fighter"] is None for seat in view["seats"])
    assert view["attack"] is None  # the attack ended with match 1 (YYH-17)
    assert [seat["sideline"][0]["match"] for seat in view["seats"]] == [2, 2]  # they enter match 2
    texts = draw(game, viewer=None).texts()
    assert texts.count("match 2") == 2 and "match 3" in texts  # each player's first waiting character: match 2
    assert not any("vs DEF" in t or "vs defense" in t for t in texts)
    while game.can_step and any(seat["fighter"] is None for seat in game.view(None)["seats"]):
        game.step()  # the next characters enter the Arena
    assert not any(t == "match 2" for t in draw(game, viewer=None).texts())  # they fight it now
