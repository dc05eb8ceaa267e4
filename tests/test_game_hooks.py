"""What the command line and the boards ask of a game is declared on `core.Game`, with documented defaults: a game
that declares nothing still answers, and Digimon answers with its own pieces."""
from __future__ import annotations

import json

import pytest

from cardgames.core.actions import Action
from cardgames.core.agents import RandomAgent
from cardgames.core.engine import Game
from cardgames.core.errors import CardGameError, PositionError
from cardgames.core.rules import Rule, RuleRegistry
from cardgames.digimon import DigimonGame, HeuristicAgent


class Coin(Game):
    """The smallest game: player 0 calls heads or tails once."""

    name, title, rules_version = "coin", "Coin", "1"
    RULES = RuleRegistry("coin", [Rule("C-1", "Call", "Player 0 calls the coin.")])

    def _new_state(self) -> None:
        self.push(("call",))

    def _s_call(self) -> None:
        self.ask(0, "call", "C-1", "Heads or tails?", (Action("heads"), Action("tails")))

    def _d_call(self, action, player) -> None:
        self.finish(0 if (action.kind == "heads") == bool(self.rng.randrange(2)) else 1, "the coin fell", "C-1")

    def _save_state(self):
        return ()

    def _load_state(self, saved) -> None:
        pass

    def zones(self):
        return {}


def test_a_game_that_declares_nothing_has_the_documented_defaults():
    game = Coin(seed=1)
    game.advance()
    assert isinstance(Coin.computer_agent(3), RandomAgent) and Coin.layout_name() == "coin"
    assert Coin.card_report() == "Coin: no card pool"
    with pytest.raises(CardGameError, match="no deck files"):
        Coin.deck_file_violations("deck.json")
    with pytest.raises(PositionError):
        game.to_position()
    view = game.view(0)
    assert json.loads(json.dumps(view)) == view and view["decision"]["kind"] == "call"
    assert game.view(1)["decision"]["actions"] is None  # the actions are the deciding player's
    assert game.why_not(Action("edge")).rule == "C-1"


def test_digimon_declares_its_own_pieces():
    assert isinstance(DigimonGame.computer_agent(1), HeuristicAgent)
    assert DigimonGame.layout_name() == "digimon"
    assert "cards implemented" in DigimonGame.card_report()
