"""`game.to_position()` writes the board as a position that builds the same board again, or raises a clear
`PositionError` for a board a position cannot hold (see `cardgames/digimon/positions.py`)."""
from __future__ import annotations

import json

import pytest
from dcb_helpers import make, player
from test_random_play import random_decks

from cardgames.core.agents import RandomAgent
from cardgames.core.errors import PositionError
from cardgames.digimon import DigimonGame
from cardgames.digimon.positions import load_position, parse_position, position_names


def without_ids(data):
    """A view with the card instance ids (and the action arguments, which are ids) left out: a game built from a
    position numbers its cards afresh."""
    if isinstance(data, dict):
        return {k: without_ids(v) for k, v in data.items() if k not in ("id", "args")}
    if isinstance(data, list):
        return [without_ids(v) for v in data]
    return data


def round_trip(game: DigimonGame) -> None:
    position = game.to_position()
    json.dumps(position)
    parse_position(position)  # it is a valid position
    copy = DigimonGame(seed=game.seed + 1, position=position)
    copy.advance()
    for viewer in (None, 0, 1):
        assert without_ids(copy.view(viewer)) == without_ids(game.view(viewer))
    assert copy.to_position() == position  # the deck order and every counter survive too


@pytest.mark.parametrize("factory", [lambda s: DigimonGame(seed=s), random_decks], ids=["ready_made", "random"])
def test_to_position_round_trips_at_every_decision_of_random_games(factory):
    written = refused = 0
    for seed in range(12):
        game = factory(seed)
        agents = [RandomAgent(seed + 1), RandomAgent(seed + 2)]
        game.advance()
        while not game.is_over:
            try:
                round_trip(game)
                written += 1
            except PositionError as exc:
                assert "cannot be written as a position" in str(exc)
                refused += 1
            game.apply(agents[game.decision.player].choose(game))
            game.advance()
    assert written > 150 and refused > 0


def test_damage_and_this_turns_counters_round_trip():
    game = make(player([27, 14], hand=[264, 14], evo=[27], damage=100, evo_placed=True),
                player([62], kos=2), phase="evolution", tp=0)
    game.advance()
    round_trip(game)
    mine = game.to_position()["players"][0]
    assert mine["damage"] == 100 and mine["evo_placed"] and game.to_position()["players"][1]["kos"] == 2


@pytest.mark.parametrize("name", position_names())
def test_the_shipped_positions_round_trip(name):
    game = DigimonGame(seed=1, position=load_position(name))
    game.advance()
    if game.decision is not None and game.decision.kind in ("evolution", "support", "sealed"):
        round_trip(game)


def test_a_half_made_choice_cannot_be_written():
    game = make(player([27]), player([62]), phase="battle")
    game.advance()
    game.play(game.decision.actions[0])  # the turn player chose in secret; the opponent has not
    with pytest.raises(PositionError, match="attack"):
        game.to_position()


def test_a_finished_game_cannot_be_written():
    game = make(player([27], deck=[]), player([62]), phase="start")
    game.advance()
    assert game.is_over
    with pytest.raises(PositionError, match="no decision is pending"):
        game.to_position()
