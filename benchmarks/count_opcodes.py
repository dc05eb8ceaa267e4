"""Python bytecode instructions per decision of random play: a speed measure that a loaded machine does not blur
(wall-clock timings vary by tens of percent when other jobs run). Counts every instruction executed in `advance`,
`apply` and the agents' choices over a few seeded games, with `sys.settrace` opcode events.

Run: python benchmarks/count_opcodes.py [games] [log_events 0|1] [game]   (default 20 0, the first installed game
in alphabetical order)
"""
from __future__ import annotations

import sys

from cardgames.core.agents import RandomAgent
from cardgames.games import GAMES, game_class


def count(games: int, log_events: bool, name: str) -> tuple[float, int]:
    """(Python bytecode instructions per decision, decisions) of `games` seeded random games of game `name`."""
    cls = game_class(name)
    executed = 0

    def tracer(frame, event, arg):
        nonlocal executed
        frame.f_trace_opcodes = True
        if event == "opcode":
            executed += 1
        return tracer

    decisions = 0
    for seed in range(games):
        game = cls(seed=seed, log_events=log_events)
        agents = (RandomAgent(2 * seed + 1), RandomAgent(2 * seed + 2))
        sys.settrace(tracer)
        try:
            game.advance()
            while not game.is_over:
                game.apply(agents[game.decision.player].choose(game))
                game.advance()
                decisions += 1
        finally:
            sys.settrace(None)
    return executed / decisions, decisions


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    log_events = (sys.argv[2] != "0") if len(sys.argv) > 2 else False
    name = sys.argv[3] if len(sys.argv) > 3 else sorted(GAMES)[0]
    per, decisions = count(games, log_events, name)
    print(f"{name}: {per:.1f} instructions per decision ({decisions} decisions, {games} games, "
          f"log_events={log_events})")


if __name__ == "__main__":
    main()
