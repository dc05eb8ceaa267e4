"""The timing loops the benchmark scripts share (`bench_random_play.py`, `count_machine_instructions.py`,
`profile_play.py`), so the games' figures are measured the same way and compare. They time the CPU time of this
process (`time.process_time`), not wall-clock time: other jobs on a shared machine inflate it far less (they still
blur it through shared caches: compare figures of one run)."""
from __future__ import annotations

import gc
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
    a line for each: µs per decision, games per second, decisions per game. Returns the median µs per decision by
    log setting."""
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
