"""Random-play speed of the Yu Yu Hakusho engine: µs per decision with the event log on and off (median of 3),
next to Digimon's in the same run, and RLCard UNO's `game.step` when rlcard is importable (not a dependency of
the kit: `pip install rlcard` in another environment and put it on PYTHONPATH), since figures from different runs
on a noisy machine do not compare.

Run: python benchmarks/bench_yuyu.py [games]
"""
from __future__ import annotations

import random
import statistics
import sys
import time

from cardgames.core.agents import RandomAgent
from cardgames.digimon.game import DigimonGame
from cardgames.yuyu.game import YuyuGame


def run(cls, games: int, log_events: bool) -> tuple[float, float]:
    decisions = 0
    start = time.perf_counter()
    for seed in range(games):
        game = cls(seed=seed, log_events=log_events)
        agents = (RandomAgent(2 * seed + 1), RandomAgent(2 * seed + 2))
        game.advance()
        while not game.is_over:
            game.apply(agents[game.decision.player].choose(game))
            game.advance()
            decisions += 1
    return (time.perf_counter() - start) / decisions * 1e6, decisions / games


def uno_us_per_step(games: int = 200, seed: int = 1) -> float | None:
    """RLCard UNO, rules only: `game.step` with random legal actions (the DESIGN.md anchor)."""
    try:
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    import numpy as np

    rng = random.Random(seed)
    steps = 0
    elapsed = 0.0
    for g in range(games):
        game = UnoGame()
        game.np_random = np.random.RandomState(g)
        _, player = game.init_game()
        start = time.perf_counter()
        while not game.is_over():
            game.step(rng.choice(game.get_legal_actions()))
            steps += 1
        elapsed += time.perf_counter() - start
    return elapsed / steps * 1e6


def median_of_3(fn):
    return statistics.median(fn() for _ in range(3))


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    for cls in (YuyuGame, DigimonGame):
        for log in (True, False):
            runs = [run(cls, games, log) for _ in range(3)]
            us = statistics.median(r[0] for r in runs)
            print(f"{cls.name:8} random play, events {'on ' if log else 'off'}: {us:6.1f} µs/decision "
                  f"({runs[0][1]:.0f} decisions/game, {games} games, median of 3)")
    uno = [uno_us_per_step() for _ in range(3)]
    if uno[0] is not None:
        print(f"RLCard UNO game.step (same run): {statistics.median(uno):.1f} µs/step")
    else:
        print("RLCard UNO: rlcard is not importable here (see the docstring)")


if __name__ == "__main__":
    main()
