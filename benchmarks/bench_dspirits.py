"""Random-play speed of the D-Spirits engine: µs per decision and games per second (median of 3 runs), with the
Digimon engine timed in the same run for comparison (figures from different runs on a shared machine do not
compare).

Run: python benchmarks/bench_dspirits.py [games]
The issue's targets: no slower per decision than Digimon, and than RLCard UNO's `game.step` (about 12 µs on the
project machine when idle; RLCard is not a dependency of the kit, so it is not timed here).
"""
from __future__ import annotations

import sys

from _common import print_random_play, snapshot_cost

from cardgames.digimon.game import DigimonGame
from cardgames.dspirits.game import DSpiritsGame


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    for cls in (DSpiritsGame, DigimonGame):
        print_random_play(cls, games)
    print(f"dspirits snapshot + restore: {snapshot_cost(DSpiritsGame, 5000):.1f} µs")


if __name__ == "__main__":
    main()
