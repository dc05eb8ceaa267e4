"""Random-play speed of the engines, each timed in this one process and the same run: µs per decision with the event
log on and off and games per second (median of 3 runs each), decisions per game, and the cost of an undo snapshot
and its restore; then each engine against the first one named (the yardstick of the run: figures from different
runs on a shared machine do not compare), and against the anchors when they are importable (the `bench` extra, not
dependencies of the kit): python-chess, random legal moves with a game-over check each move (as in the DESIGN.md
anchor), and RLCard UNO's `game.step` with random legal actions.

Run: python benchmarks/bench_random_play.py [game ...] [--games N]   (default: every installed game, 100 games each)
`python -m cardgames bench` is the fuller report (each engine in a process of its own, taking turns, with clone,
undo, import time and memory); this script is the quick in-process comparison of a few engines.
"""
from __future__ import annotations

import argparse
import random
import statistics

from _common import print_random_play, snapshot_cost

from cardgames.bench import available, chess_game, uno_game
from cardgames.games import GAMES, game_class


def chess_us_per_move(games: int = 20, seed: int = 1) -> float:
    """python-chess: CPU µs per random legal move with its game-over check (`cardgames.bench.chess_game`)."""
    rng = random.Random(seed)
    played = [chess_game(rng) for _ in range(games)]
    return sum(s for s, _ in played) / sum(n for _, n in played) * 1e6


def uno_us_per_step(games: int = 200, seed: int = 1) -> float:
    """RLCard UNO, rules only: CPU µs per `game.step` with random legal actions (`cardgames.bench.uno_game`)."""
    rng = random.Random(seed)
    played = [uno_game(g, rng, step_only=True) for g in range(games)]
    return sum(s for s, _ in played) / sum(n for _, n in played) * 1e6


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", metavar="game",
                        help=f"the games to time, the first the yardstick (default: all of {', '.join(GAMES)})")
    parser.add_argument("--games", type=int, default=100, help="seeded random games per run (default 100)")
    args = parser.parse_args(argv)
    names = args.names or list(GAMES)
    if unknown := [name for name in names if name not in GAMES]:
        parser.error(f"unknown game {', '.join(unknown)} (installed: {', '.join(GAMES)})")
    on: dict[str, float] = {}
    for name in names:
        cls = game_class(name)
        on[name] = print_random_play(cls, args.games)[True]
        print(f"{name:13} snapshot + restore: {snapshot_cost(cls, 5000):.1f} µs")
    first = names[0]
    for name in names[1:]:
        print(f"{name:13} {on[name] / on[first]:.2f}x {first}'s µs per decision (events on)")
    if available("chess"):
        chess_us = statistics.median(chess_us_per_move() for _ in range(3))
        print(f"python-chess random play (same run): {chess_us:.1f} µs/move; per decision, events on, "
              + ", ".join(f"{name} is {chess_us / us:.1f}x faster" for name, us in on.items()))
    else:
        print("python-chess: not importable here (pip install 'cardgames[bench]')")
    if available("uno"):
        print(f"RLCard UNO game.step (same run): {statistics.median(uno_us_per_step() for _ in range(3)):.1f} µs/step")
    else:
        print("RLCard UNO: not importable here (pip install 'cardgames[bench]')")


if __name__ == "__main__":
    main()
