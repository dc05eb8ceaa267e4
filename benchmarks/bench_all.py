"""The four engines and RLCard UNO side by side, in one run: µs per decision of random play with the event log on
and off, each the median of 3 runs interleaved game by game (so a load change on a shared machine touches every game
alike), with the ratio to Digimon's figure and to UNO's `game.step` of the same run.

Run: python benchmarks/bench_all.py [decisions]   (about that many decisions per game and run; default 6000)
The targets (issues 8, 9, 10): every engine no slower per decision than Digimon with events on. RLCard is not a
dependency of the kit: without it the UNO column is left out.
"""
from __future__ import annotations

import statistics
import sys

from _common import random_play, uno_us_per_step

from cardgames.games import game_class

GAMES = ("digimon", "battlespirits", "yuyu", "dspirits")


def games_for(name: str, decisions: int) -> int:
    """How many seeded games give about `decisions` decisions (games differ tenfold in length)."""
    _, _, sample = random_play(game_class(name), 3, False)
    return max(3, round(decisions * 3 / sample))


def main() -> None:
    decisions = int(sys.argv[1]) if len(sys.argv) > 1 else 6000
    counts = {name: games_for(name, decisions) for name in GAMES}
    runs: dict[tuple[str, bool], list[float]] = {(name, log): [] for name in GAMES for log in (True, False)}
    uno_runs: list[float] = []
    for _ in range(3):
        for name in GAMES:
            for log in (True, False):
                runs[(name, log)].append(random_play(game_class(name), counts[name], log)[0])
        uno = uno_us_per_step()
        if uno is not None:
            uno_runs.append(uno)
    uno = statistics.median(uno_runs) if uno_runs else None
    base = {log: statistics.median(runs[("digimon", log)]) for log in (True, False)}
    print(f"µs per decision, median of 3 interleaved runs (about {decisions} decisions per game and run)")
    print(f"{'game':14} {'games':>5} {'events on':>10} {'/digimon':>8} {'/UNO':>6} {'events off':>11} {'/digimon':>8}")
    for name in GAMES:
        on, off = (statistics.median(runs[(name, log)]) for log in (True, False))
        to_uno = f"{on / uno:6.1f}" if uno else "     -"
        print(f"{name:14} {counts[name]:5} {on:10.1f} {on / base[True]:8.2f} {to_uno} {off:11.1f} "
              f"{off / base[False]:8.2f}")
    if uno:
        print(f"{'RLCard UNO':14} {'':5} {uno:10.1f} {uno / base[True]:8.2f} {1:6.1f}   (game.step, rules only)")
    else:
        print("RLCard UNO: rlcard is not importable here")


if __name__ == "__main__":
    main()
