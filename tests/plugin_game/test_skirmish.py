"""Skirmish, the fifth game that lives only in the test suite: its rules, each pinned down by a test, and the proof
that the kit's machinery serves it with no edit outside this folder: found through its entry point, `simulate` with
worker processes, `soak` and `play` from the command line, the board widget and its static picture, the explorer.
(The generic tests, `tests/test_conformance.py`, `test_every_game.py`, ..., run it too: they iterate over
`cardgames.games.GAMES`.)"""
from __future__ import annotations

import importlib.metadata
import json
import subprocess
import sys

import pytest
from skirmish import SkirmishGame, load_position

from cardgames.core.actions import Action
from cardgames.core.conformance import check_game
from cardgames.core.errors import DeckError, IllegalActionError
from cardgames.core.testing import act
from cardgames.explore import describe_kinds, open_game, refusals
from cardgames.games import GAMES, game_class
from cardgames.simulate import simulate
from cardgames.soak import soak


def at(position: str | dict, seed: int = 1) -> SkirmishGame:
    game = SkirmishGame(seed=seed, position=load_position(position) if isinstance(position, str) else position)
    game.advance()
    return game


def labels(game: SkirmishGame) -> list[str]:
    return [game.describe(a) for a in game.legal_actions()]


# ----- found as a plugin ---------------------------------------------------------------------------------------
def test_the_kit_finds_it_through_its_entry_points():
    assert "skirmish" in GAMES and game_class("skirmish") is SkirmishGame
    point = next(ep for ep in importlib.metadata.entry_points(group="cardgames.games") if ep.name == "skirmish")
    assert point.dist.name == "skirmish-plugin"
    from widgets.layouts import layout_module

    assert layout_module("skirmish").__name__ == "skirmish.layout"


def test_it_passes_the_kits_conformance_check():
    assert check_game(SkirmishGame, seeds=range(4)) > 100


# ----- the rules ---------------------------------------------------------------------------------------------------
@pytest.mark.rule("SKM-1")
def test_set_up_deals_three_cards_and_twenty_life_from_a_legal_deck():
    game = SkirmishGame(seed=4)
    game.advance()
    seats = game.view(None)["seats"]
    assert [(s["hand_count"], s["deck"], s["life"]) for s in seats] == [(4, 8, 20), (3, 9, 20)]  # seat 0 drew too
    assert game.events[0].rule == "SKM-1"
    assert [v.rule for v in SkirmishGame.deck_violations([1] * 4 + [2] * 8)] == ["SKM-1", "SKM-1"]
    with pytest.raises(DeckError, match="SKM-1"):
        SkirmishGame(seed=1, decks=[[1, 2, 3], "siege"])


@pytest.mark.rule("SKM-2")
def test_the_turn_player_draws_at_the_start_of_the_turn():
    game = at("02_heavy")
    act(game, "end")
    act(game, "end") if game.decision.kind == "attack" else None
    draws = [e for e in game.events if e.kind == "draw"]
    assert draws and draws[-1].rule == "SKM-2" and draws[-1].player == 1
    assert game.view(None)["seats"][1]["hand_count"] == 4


@pytest.mark.rule("SKM-3")
def test_a_full_line_takes_no_more_cards():
    game = at({"players": [{"hand": [1, 2], "line": [1, 2, 3], "deck": [1]}, {"deck": [1]}]})
    assert labels(game) == ["End the main step"]
    hand = game.view(0)["seats"][0]["hand"]
    assert {c["why_not"]["rule"] for c in hand} == {"SKM-3"} and "full" in hand[0]["why_not"]["text"]
    with pytest.raises(IllegalActionError) as refused:
        game.apply(Action("play", (hand[0]["id"],)))
    assert refused.value.rule == "SKM-3"


@pytest.mark.rule("SKM-4")
def test_a_heavy_card_needs_a_card_in_the_line_first():
    game = at("02_heavy")
    assert labels(game) == ["Play Scout (power 1)", "End the main step"]
    giant = game.view(0)["seats"][0]["hand"][0]
    assert giant["name"] == "Giant" and giant["why_not"]["rule"] == "SKM-4"
    assert game.why_not(Action("play", (giant["id"],))).rule == "SKM-4"
    act(game, "play", "Scout")
    assert "Play Giant (power 5)" in labels(game)


@pytest.mark.rule("SKM-5")
def test_a_card_attacks_once_a_turn():
    game = at({"step": "attack", "players": [{"line": [2, 3], "deck": [1]}, {"deck": [1]}]})
    assert labels(game) == ["Attack with Archer (power 2)", "Attack with Spearman (power 3)", "Stop attacking"]
    archer = game.legal_actions()[0]
    game.play(archer)
    act(game, "take")
    assert labels(game) == ["Attack with Spearman (power 3)", "Stop attacking"]
    assert game.why_not(archer).rule == "SKM-5" and "already" in game.why_not(archer).message


@pytest.mark.rule("SKM-6")
def test_a_block_discards_the_weaker_card_and_a_taken_attack_costs_life():
    assert labels(at("01_block")) == ["Block with Shieldbearer (power 3)", "Block with Scout (power 1)",
                                      "Block with Scout (power 1)", "Take the attack (lose 3 life)"]
    tie = at("01_block")
    act(tie, "block", name="Shieldbearer")
    seats = tie.view(None)["seats"]
    assert [c["name"] for c in seats[0]["discard"]] == ["Shieldbearer"]  # 3 against 3: both go
    assert [c["name"] for c in seats[1]["discard"]] == ["Spearman"]
    weaker = at("01_block")
    act(weaker, "block", name="Scout")
    seats = weaker.view(None)["seats"]
    assert [c["name"] for c in seats[0]["discard"]] == ["Scout"] and seats[1]["discard"] == []
    taken = at("01_block")
    act(taken, "take")
    assert taken.view(None)["seats"][0]["life"] == 17
    assert [e.data["amount"] for e in taken.events if e.kind == "damage" and e.rule == "SKM-6"] == [3]


@pytest.mark.rule("SKM-7")
def test_no_life_or_no_card_to_draw_loses():
    low = load_position("01_block")
    low["players"][0]["life"] = 3
    game = at(low)
    act(game, "take")
    assert game.is_over and game.outcome.winner == 1 and game.outcome.rule == "SKM-7"
    empty = at({"step": "attack", "players": [{"deck": [1]}, {"deck": []}]})
    assert game.why_not(Action("take")).rule == "SKM-7"
    assert empty.is_over and empty.outcome.winner == 0 and "empty deck" in empty.outcome.reason


# ----- what the kit gives it without an edit -------------------------------------------------------------------------
def test_simulate_plays_it_in_worker_processes_with_the_same_numbers():
    assert simulate("skirmish", 8, workers=2, progress=False) == simulate("skirmish", 8, workers=1, progress=False)
    out = subprocess.run([sys.executable, "-m", "cardgames", "simulate", "skirmish", "--games", "4", "--workers",
                          "2", "--json"], capture_output=True, text=True, check=True)
    summary = json.loads(out.stdout)
    assert summary["games"] == 4 and set(summary["by_deck"]) == {"siege", "vanguard"}


def test_soak_checks_it_in_process_and_from_the_command_line():
    result = soak(["skirmish"], 3, workers=1, progress=False)["engines"]["skirmish"]
    assert result["games"] == 3 and not result["failures"], result
    run = subprocess.run([sys.executable, "-m", "cardgames", "soak", "skirmish", "--games", "2", "--workers", "1",
                          "--json"], capture_output=True, text=True)
    assert run.returncode == 0 and json.loads(run.stdout)["engines"]["skirmish"]["games"] == 2, run.stderr[-2000:]
    play = subprocess.run([sys.executable, "-m", "cardgames", "play", "skirmish", "--seed", "3"], capture_output=True,
                          text=True, check=True)
    assert play.stdout.splitlines()[-1].startswith("Result:")


def test_the_board_draws_it_and_its_buttons_play_it():
    pytest.importorskip("ipywidgets")
    from widgets.board import Board
    from widgets.picture import board_picture

    game = SkirmishGame(seed=2)
    board = Board.for_game(game, human=0)
    board.next_button.click()
    assert game.decision is not None and game.decision.player == 0
    buttons = board.action_buttons()
    assert [b.description for b in buttons] == labels(game)
    buttons[0].click()
    assert game.history == [game.history[0]] and game.history[0].kind == "play"
    svg = board_picture(game, viewer=0).svg
    assert svg.startswith("<svg") and "Player 1 (you)" in svg and ">20 life<" in svg


def test_the_explorer_lists_its_refusals_by_rule():
    game = open_game("skirmish", "02_heavy")
    rows = refusals(game)
    assert any(r.rule == "SKM-4" and "Giant" in r.label for r in rows), rows
    assert {r.decision for r in describe_kinds("skirmish")} == {"main", "attack", "block"}
