"""The timing loops every `bench_*.py` shares, so the games' figures are measured the same way and compare, and the
RLCard UNO yardstick. They time the CPU time of this process (`time.process_time`), not wall-clock time: other jobs
on a shared machine inflate it far less (they still blur it through shared caches: compare figures of one run)."""
from __future__ import annotations

import gc
import random
import statistics
import time

from cardgames.bench import play_one as bench_game
from cardgames.core.engine import Game


def random_play(cls: type[Game], games: int, log_events: bool) -> tuple[float, float, int]:
    """Random agents play `games` seeded games: (µs per decision, games per second, decisions in all). Timing starts
    after a full garbage collection, so a collection owed to garbage left by an earlier run (another game, RLCard) is
    not charged to this one: each run starts from the same collector state."""
    decisions = 0
    gc.collect()
    start = time.process_time()
    for seed in range(games):
        decisions += play_one(cls, seed, log_events)
    elapsed = time.process_time() - start
    return elapsed / decisions * 1e6, games / elapsed, decisions


def print_random_play(cls: type[Game], games: int, runs: int = 3) -> dict[bool, float]:
    """Time `games` random games of `cls` with the event log on, then off (the median of `runs` runs each), and print
    a line for each: µs per decision, games per second, decisions per game. Every bench script reports its games so,
    so their lines compare. Returns the median µs per decision by log setting."""
    medians = {}
    for log in (True, False):
        timed = [random_play(cls, games, log) for _ in range(runs)]
        us = medians[log] = statistics.median(r[0] for r in timed)
        gps = statistics.median(r[1] for r in timed)
        print(f"{cls.name:13} random play, events {'on ' if log else 'off'}: {us:6.1f} µs/decision, "
              f"{gps:6.0f} games/s ({timed[0][2] / games:.1f} decisions/game, {games} games, median of {runs})")
    return medians


def play_one(cls: type[Game], seed: int, log_events: bool) -> int:
    """One seeded game between random agents (seeded from `seed` too); returns its number of decisions. The same
    game as `python -m cardgames bench` times."""
    return bench_game(cls, seed, log_events)[0]


def snapshot_cost(cls: type[Game], n: int) -> float:
    """µs for one undo snapshot and its restore, at the first decision of seed 1."""
    game = cls(seed=1)
    game.advance()
    start = time.process_time()
    for _ in range(n):
        game.restore(game.snapshot())
    return (time.process_time() - start) / n * 1e6


def uno_us_per_step(games: int = 200, seed: int = 1) -> float | None:
    """RLCard UNO, rules only: `game.step` with random legal actions (the DESIGN.md anchor)."""
    timed = uno_timed_steps(range(games), random.Random(seed))
    return None if timed is None else timed[0] / timed[1] * 1e6


def uno_timed_steps(seeds: range, rng: random.Random) -> tuple[float, int] | None:
    """(CPU seconds inside `game.step`, steps) of RLCard UNO games with these deal seeds; None without RLCard."""
    try:
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    import numpy as np

    steps = 0
    elapsed = 0.0
    for g in seeds:
        game = UnoGame()
        game.np_random = np.random.RandomState(g)
        game.init_game()
        start = time.process_time()
        while not game.is_over():
            game.step(rng.choice(game.get_legal_actions()))
            steps += 1
        elapsed += time.process_time() - start
    return elapsed, steps
