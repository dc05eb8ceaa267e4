"""Random-play speed of the Digimon engine: µs per decision and games per second (median of 3 runs).

Run: python benchmarks/bench_digimon.py [games]
If python-chess is installed (`pip install chess`; not a dependency of the kit), the same run also times random
chess games (legal moves and a game-over check each move, as in the DESIGN.md anchor) and prints the ratio, since
figures from different runs on a noisy machine do not compare.
"""
from __future__ import annotations

import statistics
import sys
import time

from _common import print_random_play, snapshot_cost

from cardgames.digimon.game import DigimonGame


def chess_us_per_move(games: int = 20, seed: int = 1) -> float | None:
    try:
        import chess
    except ImportError:
        return None
    import random

    rng = random.Random(seed)
    moves = 0
    start = time.perf_counter()
    for _ in range(games):
        board = chess.Board()
        while not board.is_game_over():
            board.push(rng.choice(list(board.legal_moves)))
            moves += 1
    return (time.perf_counter() - start) / moves * 1e6


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    medians = print_random_play(DigimonGame, games)
    print(f"snapshot + restore: {snapshot_cost(DigimonGame, 20000):.1f} µs")
    chess_runs = [chess_us_per_move() for _ in range(3)]
    if chess_runs[0] is not None:
        chess_us = statistics.median(chess_runs)
        print(f"python-chess random play (same run): {chess_us:.1f} µs/move; digimon with events is "
              f"{chess_us / medians[True]:.1f}x faster per decision")


if __name__ == "__main__":
    main()
