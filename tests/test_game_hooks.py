"""What the command line and the boards ask of a game is declared on `core.Game`, with documented defaults: a game
that declares nothing still answers, and Digimon answers with its own pieces."""
from __future__ import annotations

import json
import types
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from cardgames.core.actions import Action
from cardgames.core.agents import RandomAgent
from cardgames.core.engine import Game
from cardgames.core.errors import CardGameError, PositionError, SaveFileError
from cardgames.core.rules import Rule, RuleRegistry
from cardgames.core.ruleset import Ruleset
from cardgames.core.state import State
from cardgames.core.tokens import Tokens
from cardgames.core.zones import CardZones
from cardgames.digimon import DigimonGame, HeuristicAgent


class CoinState(State):
    """The coin's rules: no cells, no parts."""

    def _s_call(self) -> None:
        self._ask(0, "call", "C-1", "Heads or tails?", (Action("heads"), Action("tails")))

    def _d_call(self, action, player) -> None:
        self._finish(0 if (action.kind == "heads") == bool(self._rng.randrange(2)) else 1, "the coin fell", "C-1")


def _first(step: str) -> Callable[..., dict]:
    """A toy's `new_game`: queue the step `step`, whatever the set-up, and keep the set-up given."""
    def new_game(state: State, **setup: Any) -> dict:
        state._push((step,))
        return setup
    return new_game


class Coin(Game):
    """The smallest game: player 0 calls heads or tails once."""

    ruleset = Ruleset(name="coin", title="Coin", rules_version="1", state=CoinState, new_game=_first("call"),
                      rules=RuleRegistry("coin", [Rule("C-1", "Call", "Player 0 calls the coin.")]))

    def zones(self):
        return {}


def test_a_game_that_declares_nothing_has_the_documented_defaults():
    game = Coin(seed=1)
    game.advance()
    assert isinstance(Coin.computer_agent(3), RandomAgent) and Coin.layout_name() == "coin"
    assert Coin.card_report() == "Coin: no card pool"
    with pytest.raises(CardGameError, match="no decks to check"):
        Coin.deck_violations("deck.json")
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


def _rule_module(name: str, source: str) -> types.ModuleType:
    """A module named `name` built from `source` (the steps of a toy game)."""
    module = types.ModuleType(name)
    exec(source, module.__dict__)
    return module


def test_the_steps_of_the_declared_modules_are_the_steps_by_name():
    coin = _rule_module("coin_rules", "from cardgames.core.actions import Action\n"
                        "from math import sqrt as step_imported\n"
                        "def step_toss(st):\n"
                        "    st._ask(0, 'call', 'C-1', 'Heads or tails?', (Action('heads'), Action('tails')))\n"
                        "def not_a_step(st): pass\n")

    class ModuleCoin(Coin):
        ruleset = replace(Coin.ruleset, step_modules=(coin,), new_game=_first("toss"))

    assert ModuleCoin._step_table["toss"] is coin.step_toss  # the module's function, no method in between
    assert ModuleCoin._step_table["call"] is CoinState._s_call  # the state's methods are steps too
    assert "imported" not in ModuleCoin._step_table and "not_a_step" not in ModuleCoin._step_table
    game = ModuleCoin(seed=1)
    game.advance()
    assert game.decision.kind == "call"


def test_a_step_name_defined_twice_is_refused_when_the_class_is_made():
    first = _rule_module("first_rules", "def step_turn(st): pass\n")
    second = _rule_module("second_rules", "def step_turn(st): pass\n")
    with pytest.raises(TypeError, match="step_turn is defined by both first_rules and second_rules"):
        type("Twice", (Coin,), {"ruleset": replace(Coin.ruleset, step_modules=(first, second))})
    calls = _rule_module("call_rules", "def step_call(st): pass\n")
    with pytest.raises(TypeError, match="step_call of call_rules is also the method _s_call"):
        type("Shadowed", (Coin,), {"ruleset": replace(Coin.ruleset, step_modules=(calls,))})


def _deal(state: State, deck: Any = None, table: Any = None) -> dict:
    state._push(("call",))
    return {"deck": deck, "table": table}


class Dealt(Coin):
    """A coin game whose set-up has a default, as the four games' decks."""

    ruleset = replace(Coin.ruleset, default_setup={"deck": ("heads", "tails"), "table": "oak"}, new_game=_deal,
                      build_position=lambda state, position: state._push(("call",)))


def test_the_default_set_up_fills_in_what_a_game_is_not_given_with_or_without_a_position():
    assert Dealt(seed=1, table="pine")._setup == {"deck": ("heads", "tails"), "table": "pine"}
    game = Dealt(seed=1, position={"board": 1}, deck=["tails"])
    assert game._setup == {"deck": ["tails"], "table": "oak"}
    assert game.save()["setup"] == {"deck": ["tails"], "table": "oak"} and game.position == {"board": 1}
    save = Dealt(seed=2).save()
    assert Dealt.load(save)._setup == {"deck": ["heads", "tails"], "table": "oak"}  # as saved: JSON lists
    with pytest.raises(SaveFileError, match="accepted: deck, table"):  # `new_game`'s parameters after the state
        Dealt.load({**save, "setup": {"colour": 1}})


class CountedState(CoinState):
    PARTS = ("places", "chips")

    def build(self) -> None:
        self.places = CardZones.from_lists(2, ("deck", "table"), {"deck": [0], "table": [1]})
        self.chips = Tokens()
        self.chips.put("chip", "pot", 3)


def _count(state: CountedState) -> dict:
    state.build()
    state._push(("call",))
    return {}


class Counted(Coin):
    """A coin game with two cards and a counted token, declared by attribute name."""

    ruleset = replace(Coin.ruleset, state=CountedState, card_zones="places", tokens="chips", new_game=_count)
    zones = Game.zones  # the default, not Coin's empty board


def test_zones_and_token_counts_read_the_declared_attributes():
    game = Counted(seed=1)
    assert game.zones() is game.state.places.lists and game.zones() == {"deck": [0], "table": [1]}
    assert game.token_counts() == {"chip": {"pot": 3}}
    assert Coin(seed=1).token_counts() == {}  # no tokens declared: none

    class Undeclared(Coin):
        zones = Game.zones

    with pytest.raises(NotImplementedError, match="Undeclared declares no CARD_ZONES"):
        Undeclared(seed=1).zones()


def test_rules_on_the_game_class_are_refused_when_the_class_is_made():
    """Steps, decision handlers and checks are given the state: written on the game class they would never run."""
    with pytest.raises(TypeError, match=r"Stray: _d_toss, _s_toss belong to its state class \(CoinState\)"):
        type("Stray", (Coin,), {"_s_toss": lambda self: None, "_d_toss": lambda self, action, player: None})
