"""The four engines and RLCard UNO side by side, in one run: µs per decision of random play with the event log on
and off, with the ratio to Digimon's figure and to UNO's `game.step` of the same run.

Each engine plays in a worker process of its own (its own imports, heap and garbage collector, as when a learner
simulates thousands of games of one kind), and the workers take turns: round after round, each engine (events on,
then off) and UNO play whole seeded games until about `slot` decisions while the others wait. On a shared machine
whose speed drifts by half within a minute, each engine then meets the same fast and slow stretches, and the ratios
hold still where run-by-run figures did not; and no engine pays for a full collection of another engine's objects
(one process for all made that charge land on whichever engine happened to be running). Each figure is the total
CPU time over the total decisions; "paired" is the median over rounds of the round's own ratio to Digimon.

Run: python benchmarks/bench_all.py [decisions [slot]]   (per engine and log setting; default 36000 and 600)
The targets (issues 8, 9, 10): every engine no slower per decision than Digimon with events on. RLCard is not a
dependency of the kit: without it the UNO row is left out.
"""
from __future__ import annotations

import multiprocessing
import random
import statistics
import sys
import time
from multiprocessing.connection import Connection

from _common import play_one, uno_timed_steps

GAMES = ("digimon", "battlespirits", "yuyu", "dspirits")
UNO = "uno"


def worker(name: str, conn: Connection) -> None:
    """Play slots of `name` on request: receives (log, slot), answers (CPU seconds, decisions); None ends it."""
    if name == UNO:
        rng, seed = random.Random(1), 0
    else:
        from cardgames.games import game_class

        cls, seeds = game_class(name), {True: 0, False: 0}
    conn.send("ready")
    while (request := conn.recv()) is not None:
        log, slot = request
        decisions = 0
        elapsed = 0.0
        while decisions < slot:
            if name == UNO:
                timed = uno_timed_steps(range(seed, seed + 10), rng)
                seed += 10
                if timed is None:
                    break
                elapsed += timed[0]
                decisions += timed[1]
            else:
                start = time.process_time()
                decisions += play_one(cls, seeds[log], log)
                elapsed += time.process_time() - start
                seeds[log] += 1
        conn.send((elapsed, decisions))


def main() -> None:
    decisions = int(sys.argv[1]) if len(sys.argv) > 1 else 36000
    slot = int(sys.argv[2]) if len(sys.argv) > 2 else 600
    context = multiprocessing.get_context("spawn")
    conns: dict[str, Connection] = {}
    procs = []
    for name in (*GAMES, UNO):
        ours, theirs = context.Pipe()
        proc = context.Process(target=worker, args=(name, theirs), daemon=True)
        proc.start()
        procs.append(proc)
        conns[name] = ours
    for conn in conns.values():
        conn.recv()
    totals = {(name, log): [0.0, 0] for name in (*GAMES, UNO) for log in (True, False)}
    slots: dict[str, list[float]] = {name: [] for name in GAMES}
    for _ in range(max(1, decisions // slot)):
        for name in (*GAMES, UNO):
            for log in ((True,) if name == UNO else (True, False)):
                conns[name].send((log, slot))
                elapsed, n = conns[name].recv()
                total = totals[(name, log)]
                total[0] += elapsed
                total[1] += n
                if log and name != UNO:
                    slots[name].append(elapsed / n * 1e6)
    for conn in conns.values():
        conn.send(None)
    for proc in procs:
        proc.join()

    def us(name: str, log: bool) -> float:
        seconds, n = totals[(name, log)]
        return seconds / n * 1e6 if n else 0.0

    uno = us(UNO, True) or None
    base_on, base_off = us("digimon", True), us("digimon", False)
    print(f"µs per decision, {decisions} decisions per engine and log setting, each engine in its own process, "
          f"taking turns in slots of {slot}")
    print(f"{'game':14} {'events on':>10} {'/digimon':>8} {'paired':>7} {'/UNO':>6} {'events off':>11} {'/digimon':>8}")
    for name in GAMES:
        on, off = us(name, True), us(name, False)
        paired = statistics.median(a / b for a, b in zip(slots[name], slots["digimon"], strict=True))
        to_uno = f"{on / uno:6.1f}" if uno else "     -"
        print(f"{name:14} {on:10.1f} {on / base_on:8.2f} {paired:7.2f} {to_uno} {off:11.1f} {off / base_off:8.2f}")
    if uno:
        print(f"{'RLCard UNO':14} {uno:10.1f} {uno / base_on:8.2f} {'':7} {1:6.1f}   (game.step, rules only)")
    else:
        print("RLCard UNO: rlcard is not importable here")


if __name__ == "__main__":
    main()
