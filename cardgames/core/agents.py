"""Computer players. Each owns its RNG (never the global one), so a seeded match replays exactly."""
from __future__ import annotations

from typing import Protocol

from .actions import Action
from .engine import Game
from .rng import Rng


class Agent(Protocol):
    def choose(self, game: Game) -> Action: ...


class RandomAgent:
    """Picks uniformly among the legal actions."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def choose(self, game: Game) -> Action:
        actions = game.decision.actions
        return actions[self.rng.next64() % len(actions)]


class DecisionAgent:
    """The base of the games' computer opponents: each decision kind is answered by the method
    `choose_<kind>(state, player, actions)` (it reads the board from `game.state`, as the rules do); a kind without
    one, or a method that returns None, leaves the choice to `default_choice` (by default a seeded uniform pick).
    The prefix keeps decision handlers apart from an agent's private helpers: a decision kind named like a helper
    can never call it."""

    name = "heuristic"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def choose(self, game: Game) -> Action:
        decision = game.decision
        chooser = getattr(self, "choose_" + decision.kind, None)
        action = chooser(game.state, decision.player, decision.actions) if chooser else None
        return action if action is not None else self.default_choice(decision.actions)

    def default_choice(self, actions: tuple[Action, ...]) -> Action:
        return self.rng.choice(actions)


def play_for(game: Game, agents: list[Agent] | tuple[Agent, ...], decisions: int) -> Game:
    """Let the agents play at most `decisions` decisions of `game` (agent i plays player i); it may end sooner."""
    game.advance()
    for _ in range(decisions):
        if game.is_over:
            return game
        game.apply(agents[game.decision.player].choose(game))
        game.advance()
    return game


def play_match(game: Game, agents: list[Agent] | tuple[Agent, ...], max_decisions: int = 10_000) -> Game:
    """Let the agents play `game` to its end (agent i plays player i)."""
    if not play_for(game, agents, max_decisions).is_over:
        raise RuntimeError(f"{game.name}: not over after {max_decisions} decisions")
    return game
