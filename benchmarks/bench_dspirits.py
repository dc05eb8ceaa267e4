"""Random-play speed of the D-Spirits engine: µs per decision and games per second (median of 3 runs), with the
Digimon engine timed in the same run for comparison (figures from different runs on a shared machine do not
compare).

Run: python benchmarks/bench_dspirits.py [games]
The issue's targets: no slower per decision than Digimon, and than RLCard UNO's `game.step` (about 12 µs on the
project machine when idle; RLCard is not a dependency of the kit, so it is not timed here).
"""
from __future__ import annotations

import statistics
import sys
import time

from cardgames.core.agents import RandomAgent
from cardgames.core.engine import Game
from cardgames.digimon.game import DigimonGame
from cardgames.dspirits.game import DSpiritsGame


def run(cls: type[Game], games: int, log_events: bool) -> tuple[float, float, int]:
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
    elapsed = time.perf_counter() - start
    return elapsed / decisions * 1e6, games / elapsed, decisions


def snapshot_cost(n: int = 5000) -> float:
    game = DSpiritsGame(seed=1)
    game.advance()
    start = time.perf_counter()
    for _ in range(n):
        game.restore(game.snapshot())
    return (time.perf_counter() - start) / n * 1e6


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    for cls in (DSpiritsGame, DigimonGame):
        for log in (True, False):
            runs = [run(cls, games, log) for _ in range(3)]
            us = statistics.median(r[0] for r in runs)
            gps = statistics.median(r[1] for r in runs)
            print(f"{cls.name:8} random play, events {'on ' if log else 'off'}: {us:6.1f} µs/decision, "
                  f"{gps:6.0f} games/s ({runs[0][2] / games:.1f} decisions/game, {games} games, median of 3)")
    print(f"dspirits snapshot + restore: {snapshot_cost():.1f} µs")


if __name__ == "__main__":
    main()
