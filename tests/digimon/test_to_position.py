"""`game.to_position()` writes the board at any decision as a position that builds the same board and decision
again, a sealed attack choice kept secret; with no decision pending it raises a clear `PositionError` (see
`cardgames/digimon/positions.py`)."""
from __future__ import annotations

import json

import pytest
from dcb_helpers import ATTACK_DECISION, O, X, game_at, player
from test_random_play import random_decks

from cardgames.core.agents import RandomAgent
from cardgames.core.errors import PositionError
from cardgames.core.harness import comparable_view
from cardgames.core.testing import act
from cardgames.digimon import DigimonGame
from cardgames.digimon.positions import load_position, parse_position, position_names


def round_trip(game: DigimonGame) -> None:
    position = game.to_position()
    json.dumps(position)
    parse_position(position)  # it is a valid position
    copy = DigimonGame(seed=game.seed + 1, options=game.options, position=position)
    copy.advance()
    for viewer in (None, 0, 1):
        assert comparable_view(copy, viewer) == comparable_view(game, viewer)
    assert copy.to_position() == position  # the deck order and every counter survive too


@pytest.mark.parametrize("factory", [lambda s: DigimonGame(seed=s), random_decks,
                                     lambda s: DigimonGame(seed=s, options={"ps1_turn1": True})],
                         ids=["ready_made", "random", "ps1_turn1"])
def test_to_position_round_trips_at_every_decision_of_random_games(factory):
    kinds = set()
    for seed in range(12):
        game = factory(seed)
        agents = [RandomAgent(seed + 1), RandomAgent(seed + 2)]
        game.advance()
        while not game.is_over:
            round_trip(game)  # no decision is refused
            kinds.add((game.decision.kind, game.decision.player == game.state.tp))
            game.apply(agents[game.decision.player].choose(game))
            game.advance()
    assert {("prepare", True), ("place", True), ("evolution", True), ("support", False), ("support", True),
            ("sealed", True), ("sealed", False)} <= kinds


def test_damage_and_this_turns_counters_round_trip():
    game = game_at(player([27, 14], hand=[264, 14], evo=[27], damage=100, evo_placed=True),
                   player([62], kos=2), phase="evolution", tp=0)
    round_trip(game)
    mine = game.to_position()["players"][0]
    assert mine["damage"] == 100 and mine["evo_placed"] and game.to_position()["players"][1]["kos"] == 2


@pytest.mark.parametrize("name", position_names())
def test_the_shipped_positions_round_trip(name):
    game = DigimonGame(seed=1, position=load_position(name))
    game.advance()
    if game.decision is not None:
        round_trip(game)


def test_a_half_made_attack_choice_is_written_and_stays_sealed():
    game = game_at(player([27]), player([62]), phase="battle")
    act(game, "attack", args=(X,))  # the turn player chose in secret; the opponent has not
    position = game.to_position()
    assert position["player"] == 1 and "attack_chosen" not in position["players"][0]
    # core writes the sealed choice, as for every game (`core.pending`)
    assert position["pending"] == {"sealed": [["attack", 0, {"action": "attack", "args": [X]}]]}
    round_trip(game)
    copy = DigimonGame(seed=5, position=position)
    copy.advance()
    assert copy.decision.kind == ATTACK_DECISION and copy.decision.player == 1
    assert copy.view(1)["seats"][0]["digimon"]["attack"] == {"chosen": True, "revealed": False, "index": None,
                                                             "symbol": None, "power": None}
    assert copy.view(0)["seats"][0]["digimon"]["attack"]["index"] == X
    events = act(copy, "attack", args=(O,))
    assert [e.data["attacks"] for e in events if e.kind == "reveal_attacks"] == [[X, O]]


def test_the_second_support_choice_is_written():
    game = game_at(player([27], hand=[264]), player([62], hand=[266]), phase="support")
    act(game, "support_pass")  # the opponent puts no support card: nothing on the board shows it
    position = game.to_position()
    assert position["phase"] == "support" and position["player"] == 0
    round_trip(game)


@pytest.mark.parametrize("keep", [False, True])
def test_the_preparation_choices_are_written(keep):
    game = game_at(player([], hand=[27, 264], deck=[14] * 6), player([62]), phase="start")
    assert game.decision.kind == "prepare"
    round_trip(game)
    if keep:
        act(game, "keep")
        assert game.decision.kind == "place" and game.to_position()["hand_kept"]
        round_trip(game)


def test_a_finished_game_cannot_be_written():
    game = game_at(player([27], deck=[]), player([62]), phase="start")
    assert game.is_over
    with pytest.raises(PositionError, match="no decision is pending"):
        game.to_position()
