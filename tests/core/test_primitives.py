"""A rule primitive registers what the engine needs of it (`cardgames.core.primitives`): the functions it asks of
the game, its determinization for a search and its refusals, so that a new primitive needs no edit of the engine."""
from __future__ import annotations

import pytest
from core_toys import TOY_RULES

from cardgames.core import primitives
from cardgames.core.actions import Action
from cardgames.core.engine import Game
from cardgames.core.errors import Violation
from cardgames.core.rng import Rng
from cardgames.core.rules import Rule, RuleRegistry
from cardgames.core.ruleset import Ruleset
from cardgames.core.state import State, Wiring
from cardgames.core.windows import ResponseWindows

CALLS = (Action("call", (0,)), Action("call", (1,)))


class CoinCalls:
    """A primitive the engine has never heard of: a player calls a coin tossed face down (its face a cell, hidden
    from the caller); the game says what winning the call does (`payout(st, player, won)`, found by name)."""

    CELLS = ("coin",)
    coin: int = 0

    def _s_coin_call(self, player: int, rule: str) -> None:
        self._ask(player, "call", rule, "Call the coin", CALLS)

    def __init__(self, wiring: Wiring) -> None:
        super().__init__(wiring)
        self._payout = wiring.hooks["payout"]  # the game's function, found by the engine (as a window's answers)

    def _d_call(self, action: Action, player: int) -> None:
        self._payout(self, player, action.args[0] == self.coin)


def _no_face(state: CoinCalls, decision, action: Action) -> Violation:
    return Violation(decision.rule, "a coin has two faces, 0 and 1, not {}", action.args)


def _toss_again(state: CoinCalls, seat: int, rng: Rng) -> None:
    state.coin = rng.randrange(2)


primitives.register(CoinCalls, "coin calls", hooks=(primitives.Hook("payout", "payout(st, player, won)"),),
                    determinize=_toss_again, refusals={"call": _no_face})


class CoinState(CoinCalls, State):
    """A toy state made of the new primitive; its hook is a method, found by name."""

    def payout(self, player: int, won: bool) -> None:
        self._finish(player if won else 1 - player, "called the coin" if won else "missed the call", "TOY")


RULES = RuleRegistry("toy", [Rule(i, i, f"the toy's reading of {i}") for i in TOY_RULES])


def _toss(state: CoinState) -> dict:
    state.coin = 1
    state._push(("coin_call", 0, "TOY"))
    return {}


class CoinGame(Game):
    ruleset = Ruleset(name="coins", rules=RULES, state=CoinState, new_game=_toss)


def test_the_engine_finds_the_hooks_a_new_primitive_asks_for_and_hands_them_to_the_state():
    assert CoinGame._hooks == {"payout": CoinState.payout}
    game = CoinGame(0)
    game.advance()
    game.play(Action("call", (1,)))
    assert game.outcome.winner == 0


def test_a_game_lacking_a_hook_of_its_primitives_is_refused_when_its_class_is_made():
    class Bare(CoinCalls, State):
        pass

    with pytest.raises(TypeError, match=r"its state has coin calls, but no function payout\(st, player, won\)"):
        type("Unpaid", (Game,), {"ruleset": Ruleset(name="coins", rules=RULES, state=Bare, new_game=_toss)})


def test_the_refusal_a_new_primitive_registers_explains_its_decisions():
    game = CoinGame(0)
    game.advance()
    refusal = game.why_not(Action("call", (2,)))
    assert refusal == Violation("TOY", "a coin has two faces, 0 and 1, not (2,)")
    assert game.why_not(CALLS[0]) is None


def test_a_search_imagines_what_a_new_primitive_hides_by_its_determinization():
    game = CoinGame(0)
    game.advance()
    faces = {game.determinized(0, Rng(seed)).state.coin for seed in range(20)}
    assert faces == {0, 1} and game.state.coin == 1


def test_the_primitives_of_a_state_are_those_its_class_is_made_of():
    assert [p.what for p in primitives.of(CoinState)] == ["coin calls"]
    assert "response windows" in [p.what for p in primitives.of(type("W", (ResponseWindows, State), {}))]
