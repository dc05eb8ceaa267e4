"""Random-play speed of the Battle Spirits engine next to Digimon's, in the same run: µs per decision with the
event log on and off (median of 3 runs), decisions per game, and the cost of an undo snapshot.

Run: python benchmarks/bench_battlespirits.py [games]
Figures from different runs on a loaded machine do not compare; the Digimon line of the same run is the yardstick
(the target is Battle Spirits no slower per decision than Digimon).
"""
from __future__ import annotations

import sys

from _common import print_random_play, snapshot_cost

from cardgames.battlespirits.game import BattleSpiritsGame
from cardgames.digimon.game import DigimonGame


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    for cls, n in ((BattleSpiritsGame, games), (DigimonGame, games * 5)):
        print_random_play(cls, n)
        print(f"{cls.name:13} snapshot + restore: {snapshot_cost(cls, 5000):.1f} µs")


if __name__ == "__main__":
    main()
