"""The coach's strength against its search budget: for each game and each number of iterations per decision, the
coach plays the game's computer player (or the random one) over seeded games, the two swapping seats and decks as
`python -m cardgames simulate` has them, and the table gives the coach's win rate with its 95% Wilson interval and
the CPU seconds per game.

Run: python benchmarks/coach_strength.py [--games 40] [--budgets 8,16,48,128] [--games-list GAME,GAME]
         [--opponent heuristic] [--workers 1]
A benchmark, not a test: 40 games a cell take minutes per game on a loaded 2-core machine (the 200-game figures of
the README are `simulate GAME --agents coach,heuristic --games 200 --json`, at the agent's 48 iterations).
"""
from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor

from cardgames.coach import CoachAgent
from cardgames.games import GAMES, game_class, make_agent
from cardgames.simulate import MAX_DECISIONS, default_decks, wilson

BUDGETS = (8, 16, 48, 128)


def coach_wins(game: str, index: int, iterations: int, opponent: str, seed: int = 0) -> tuple[float, float]:
    """Game `index` (seed `seed + index`; the decks swap seats every other game and the players every other pair,
    so the coach plays each deck from each seat equally, as `simulate.play_game`): 1 if the coach won, 0.5 for a
    draw, 0 otherwise; and the CPU seconds it took."""
    start = time.process_time()
    s = seed + index
    decks = default_decks(game)
    coach_seat = index // 2 % 2
    seats = decks if index % 2 == 0 else (decks[1], decks[0])
    g = game_class(game)(seed=s, log_events=False, decks=list(seats))
    players = [make_agent(opponent, game, 2 * s + 1 + p) for p in (0, 1)]
    players[coach_seat] = CoachAgent(2 * s + 1 + coach_seat, iterations)
    g.advance()
    while not g.is_over and len(g.history) < MAX_DECISIONS:
        g.apply(players[g.decision.player].choose(g))
        g.advance()
    winner = g.outcome.winner if g.outcome else None
    score = 0.5 if winner is None else float(winner == coach_seat)
    return score, time.process_time() - start


def _cell(args: tuple[str, int, int, str]) -> tuple[str, int, float, int, float]:
    game, iterations, games, opponent = args
    played = [coach_wins(game, i, iterations, opponent) for i in range(games)]
    return game, iterations, sum(w for w, _ in played), games, sum(t for _, t in played) / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=40, help="games per game and budget (default: 40)")
    parser.add_argument("--budgets", default=",".join(map(str, BUDGETS)), help="iterations per decision")
    parser.add_argument("--games-list", default=",".join(sorted(GAMES)), help="which games (default: all)")
    parser.add_argument("--opponent", default="heuristic", choices=("heuristic", "random"))
    parser.add_argument("--workers", type=int, default=1, help="processes (one cell each)")
    args = parser.parse_args()
    cells = [(game, int(b), args.games, args.opponent) for game in args.games_list.split(",")
             for b in args.budgets.split(",")]
    print(f"coach vs {args.opponent}, {args.games} games per cell (seats swapped every other game)")
    print(f"{'game':14} {'iterations':>10} {'rate':>6} {'95% interval':>15} {'CPU s/game':>11}")
    if args.workers > 1:
        with ProcessPoolExecutor(args.workers) as pool:
            rows = list(pool.map(_cell, cells))
    else:
        rows = map(_cell, cells)
    for game, iterations, wins, n, seconds in rows:
        low, high = wilson(wins, n)
        print(f"{game:14} {iterations:>10} {wins / n:>6.1%} {f'{low:.1%}-{high:.1%}':>15} {seconds:>11.2f}",
              flush=True)


if __name__ == "__main__":
    main()
