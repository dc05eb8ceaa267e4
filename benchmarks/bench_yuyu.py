"""Random-play speed of the Yu Yu Hakusho engine: µs per decision with the event log on and off (median of 3),
next to Digimon's in the same run, and RLCard UNO's `game.step` when rlcard is importable (not a dependency of
the kit: `pip install rlcard` in another environment and put it on PYTHONPATH), since figures from different runs
on a noisy machine do not compare.

Run: python benchmarks/bench_yuyu.py [games]
"""
from __future__ import annotations

import statistics
import sys

from _common import print_random_play, uno_us_per_step

from cardgames.digimon.game import DigimonGame
from cardgames.yuyu.game import YuyuGame


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    for cls in (YuyuGame, DigimonGame):
        print_random_play(cls, games)
    uno = [uno_us_per_step() for _ in range(3)]
    if uno[0] is not None:
        print(f"RLCard UNO game.step (same run): {statistics.median(uno):.1f} µs/step")
    else:
        print("RLCard UNO: rlcard is not importable here (see the docstring)")


if __name__ == "__main__":
    main()
