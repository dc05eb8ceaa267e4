"""The four engines and RLCard UNO side by side, in one run: µs per decision of random play with the event log on
and off, with the ratio to Digimon's figure and to UNO's `game.step` of the same run.

The games are interleaved finely: round after round, each engine (events on, then off) and UNO play whole seeded
games until about `slot` decisions, then the next takes over. On a shared machine whose speed drifts by half within
a minute, each engine then meets the same fast and slow stretches, and the ratios hold still where run-by-run
figures did not. The garbage collector runs as it would in any long simulation (no collection between slots), so
its cost lands on the engines whose objects it walks. Each figure is the total CPU time over the total decisions;
"paired" is the median over rounds of the round's own ratio to Digimon, a check on the first.

Run: python benchmarks/bench_all.py [decisions [slot]]   (per engine and log setting; default 24000 and 600)
The targets (issues 8, 9, 10): every engine no slower per decision than Digimon with events on. RLCard is not a
dependency of the kit: without it the UNO row is left out.
"""
from __future__ import annotations

import random
import statistics
import sys
import time

from _common import play_one, uno_timed_steps

from cardgames.games import game_class

GAMES = ("digimon", "battlespirits", "yuyu", "dspirits")


class Lane:
    """One engine at one log setting: its next seed and its totals, slot by slot."""

    def __init__(self, name: str, log: bool) -> None:
        self.cls, self.log = game_class(name), log
        self.seed = 0
        self.seconds = 0.0
        self.decisions = 0
        self.slots: list[float] = []  # µs per decision of each slot

    def run_slot(self, slot: int) -> None:
        decisions = 0
        start = time.process_time()
        while decisions < slot:
            decisions += play_one(self.cls, self.seed, self.log)
            self.seed += 1
        elapsed = time.process_time() - start
        self.seconds += elapsed
        self.decisions += decisions
        self.slots.append(elapsed / decisions * 1e6)

    @property
    def us(self) -> float:
        return self.seconds / self.decisions * 1e6


def main() -> None:
    decisions = int(sys.argv[1]) if len(sys.argv) > 1 else 24000
    slot = int(sys.argv[2]) if len(sys.argv) > 2 else 600
    lanes = {(name, log): Lane(name, log) for name in GAMES for log in (True, False)}
    uno_rng, uno_seed, uno = random.Random(1), 0, [0.0, 0]
    for _ in range(max(1, decisions // slot)):
        for lane in lanes.values():
            lane.run_slot(slot)
        while uno is not None and uno[1] < (lanes[("digimon", True)].decisions):
            timed = uno_timed_steps(range(uno_seed, uno_seed + 10), uno_rng)
            uno_seed += 10
            if timed is None:
                uno = None
            else:
                uno[0] += timed[0]
                uno[1] += timed[1]
    uno_us = uno[0] / uno[1] * 1e6 if uno else None
    print(f"µs per decision, {decisions} decisions per engine and log setting, interleaved in slots of {slot}")
    print(f"{'game':14} {'games':>5} {'events on':>10} {'/digimon':>8} {'paired':>7} {'/UNO':>6} "
          f"{'events off':>11} {'/digimon':>8}")
    for name in GAMES:
        on, off = lanes[(name, True)], lanes[(name, False)]
        base_on, base_off = lanes[("digimon", True)], lanes[("digimon", False)]
        paired = statistics.median(a / b for a, b in zip(on.slots, base_on.slots, strict=True))
        to_uno = f"{on.us / uno_us:6.1f}" if uno_us else "     -"
        print(f"{name:14} {on.seed:5} {on.us:10.1f} {on.us / base_on.us:8.2f} {paired:7.2f} {to_uno} "
              f"{off.us:11.1f} {off.us / base_off.us:8.2f}")
    if uno_us:
        print(f"{'RLCard UNO':14} {'':5} {uno_us:10.1f} {uno_us / lanes[('digimon', True)].us:8.2f} {'':7} "
              f"{1:6.1f}   (game.step, rules only)")
    else:
        print("RLCard UNO: rlcard is not importable here")


if __name__ == "__main__":
    main()
