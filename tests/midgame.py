"""A game some way in, for the tests of what reads a position (the coach, the quiz): every game's own computer
player plays both seats for a number of decisions, then the only actions of forced decisions are taken."""
from __future__ import annotations

from cardgames.games import game_class


def midgame(name: str, seed: int = 5, decisions: int = 12):
    """A game of `name` a few decisions in, at a decision with more than one action."""
    game = game_class(name)(seed)
    game.advance()
    agents = [game.computer_agent(1), game.computer_agent(2)]
    for _ in range(decisions):
        game.apply(agents[game.decision.player].choose(game))
        game.advance()
    while len(game.decision.actions) < 2:
        game.apply(game.decision.actions[0])
        game.advance()
    return game
