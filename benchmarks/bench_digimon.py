"""Random-play speed of the Digimon engine: µs per decision and games per second (median of 3 runs).

Run: python benchmarks/bench_digimon.py [games]
"""
from __future__ import annotations

import statistics
import sys
import time

from cardgames.core.agents import RandomAgent
from cardgames.digimon.game import DigimonGame


def run(games: int, log_events: bool) -> tuple[float, float, int]:
    decisions = 0
    start = time.perf_counter()
    for seed in range(games):
        game = DigimonGame(seed=seed, log_events=log_events)
        agents = (RandomAgent(2 * seed + 1), RandomAgent(2 * seed + 2))
        game.advance()
        while not game.is_over:
            game.apply(agents[game.decision.player].choose(game))
            game.advance()
            decisions += 1
    elapsed = time.perf_counter() - start
    return elapsed / decisions * 1e6, games / elapsed, decisions


def snapshot_cost(n: int = 20000) -> float:
    game = DigimonGame(seed=1)
    game.advance()
    start = time.perf_counter()
    for _ in range(n):
        game.restore(game.snapshot())
    return (time.perf_counter() - start) / n * 1e6


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    for log in (True, False):
        runs = [run(games, log) for _ in range(3)]
        us = statistics.median(r[0] for r in runs)
        gps = statistics.median(r[1] for r in runs)
        print(f"digimon random play, events {'on ' if log else 'off'}: {us:6.1f} µs/decision, "
              f"{gps:6.0f} games/s ({runs[0][2] / games:.1f} decisions/game, {games} games, median of 3)")
    print(f"snapshot + restore: {snapshot_cost():.1f} µs")


if __name__ == "__main__":
    main()
