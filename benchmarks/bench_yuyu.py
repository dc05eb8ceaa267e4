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

from _common import random_play

from cardgames.digimon.game import DigimonGame
from cardgames.yuyu.game import YuyuGame


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


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    for cls in (YuyuGame, DigimonGame):
        for log in (True, False):
            runs = [random_play(cls, games, log) for _ in range(3)]
            us = statistics.median(r[0] for r in runs)
            print(f"{cls.name:8} random play, events {'on ' if log else 'off'}: {us:6.1f} µs/decision "
                  f"({runs[0][2] / games:.0f} decisions/game, {games} games, median of 3)")
    uno = [uno_us_per_step() for _ in range(3)]
    if uno[0] is not None:
        print(f"RLCard UNO game.step (same run): {statistics.median(uno):.1f} µs/step")
    else:
        print("RLCard UNO: rlcard is not importable here (see the docstring)")


if __name__ == "__main__":
    main()
