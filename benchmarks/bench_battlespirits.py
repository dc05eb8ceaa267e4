"""Random-play speed of the Battle Spirits engine next to Digimon's, in the same run: µs per decision with the
event log on and off (median of 3 runs), decisions per game, and the cost of an undo snapshot.

Run: python benchmarks/bench_battlespirits.py [games]
Figures from different runs on a loaded machine do not compare; the Digimon line of the same run is the yardstick
(the target is Battle Spirits no slower per decision than Digimon).
"""
from __future__ import annotations

import statistics
import sys
import time

from cardgames.battlespirits.game import BattleSpiritsGame
from cardgames.core.agents import RandomAgent
from cardgames.digimon.game import DigimonGame


def run(cls, games: int, log_events: bool) -> tuple[float, int]:
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
    return (time.perf_counter() - start) / decisions * 1e6, decisions


def snapshot_cost(cls, n: int = 5000) -> float:
    game = cls(seed=1)
    game.advance()
    start = time.perf_counter()
    for _ in range(n):
        game.restore(game.snapshot())
    return (time.perf_counter() - start) / n * 1e6


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    for cls, n in ((BattleSpiritsGame, games), (DigimonGame, games * 5)):
        for log in (True, False):
            runs = [run(cls, n, log) for _ in range(3)]
            us = statistics.median(r[0] for r in runs)
            print(f"{cls.name:13} random play, events {'on ' if log else 'off'}: {us:6.1f} µs/decision "
                  f"({runs[0][1] / n:.0f} decisions/game, {n} games, median of 3)")
        print(f"{cls.name:13} snapshot + restore: {snapshot_cost(cls):.1f} µs")


if __name__ == "__main__":
    main()
