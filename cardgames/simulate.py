"""Many games at once, for the questions a rules enthusiast asks: which deck wins, and by how much? Does going
first matter? How long is a game? `simulate()` returns plain data (for a notebook's plots); `python -m cardgames
simulate` prints it as a table or JSON.

Game `i` is seeded by `seed + i` alone, and its agents by the same number, so the results are the same whatever
the number of worker processes, or the machines of a Dask cluster (`scheduler`), that play them: the games are
split into chunks, played anywhere, and put back in index order. With one deck pairing `(A, B)`, odd games swap
the seats (`B` plays as Player 1), so a deck's win rate is not its seat's.
"""
from __future__ import annotations

import math
import os
import statistics
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass

from .games import AGENTS, GAMES, game_class, make_agent
from .progress import progress_bar

CHUNK = 25            # games per task: large enough to hide a task's overhead, small enough for a smooth progress bar
MAX_DECISIONS = 5000  # a game not over by then is counted as unfinished (none of the four gets near it)
Z95 = 1.959963984540054


@dataclass(frozen=True)
class GameResult:
    """One simulated game: its index and seed, the decks by seat, the winning seat (None: a draw or unfinished),
    the seat that took the first turn, its length, and the rule that ended it."""

    index: int
    seed: int
    decks: tuple[str, str]
    winner: int | None
    first: int | None
    decisions: int
    turns: int
    rule: str


def deck_names(game: str) -> list[str]:
    """The ready-made decks of `game` (what `--decks` accepts): its card catalogue's."""
    catalogue = game_class(game).CATALOGUE
    return [] if catalogue is None else catalogue.deck_names()


def default_decks(game: str) -> tuple[str, str]:
    """The decks a game of `game` is played with when none are named."""
    return tuple(game_class(game).DEFAULT_SETUP["decks"])


def play_game(game: str, index: int, seed: int, decks: tuple[str, str], agents: tuple[str, str]) -> GameResult:
    """Play game `index` (seed `seed + index`; odd games with the decks' seats swapped) to its end."""
    s = seed + index
    seats = decks if index % 2 == 0 else (decks[1], decks[0])
    g = game_class(game)(seed=s, log_events=False, decks=list(seats))
    players = [make_agent(agents[0], game, 2 * s + 1), make_agent(agents[1], game, 2 * s + 2)]
    first = None
    g.advance()
    while not g.is_over and len(g.history) < MAX_DECISIONS:
        if first is None:
            view = g.view(None)
            if view["turn"] >= 1:
                first = view["turn_player"]
        g.apply(players[g.decision.player].choose(g))
        g.advance()
    view = g.view(None)
    outcome = g.outcome
    return GameResult(index, s, seats, outcome.winner if outcome else None, first, len(g.history), view["turn"],
                      outcome.rule if outcome else "unfinished")


def play_chunk(game: str, indices: Sequence[int], seed: int, decks: tuple[str, str],
               agents: tuple[str, str]) -> list[GameResult]:
    """The games of `indices` (one task for a worker process or a Dask worker)."""
    return [play_game(game, i, seed, decks, agents) for i in indices]


def wilson(wins: float, n: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion `wins / n` (sound near 0 and 1, unlike the normal one)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + Z95 ** 2 / (2 * n)) / (1 + Z95 ** 2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95 ** 2 / (4 * n * n)) / (1 + Z95 ** 2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def _rate(wins: int, n: int) -> dict:
    low, high = wilson(wins, n)
    return {"wins": wins, "games": n, "rate": round(wins / n, 4) if n else None,
            "ci95": [round(low, 4), round(high, 4)]}


def _spread(values: list[int]) -> dict:
    return {"mean": round(statistics.fmean(values), 2), "median": statistics.median(values), "min": min(values),
            "max": max(values)} if values else {}


def summarize(game: str, results: list[GameResult], decks: tuple[str, str], agents: tuple[str, str]) -> dict:
    """Win rates with 95% intervals (by deck and by seat), the first player's advantage, and game lengths."""
    n = len(results)
    decided = [r for r in results if r.winner is not None]
    by_deck = {}
    for name in dict.fromkeys(decks):
        wins = sum(1 for r in decided if r.decks[r.winner] == name)
        plays = sum(r.decks.count(name) for r in results) if decks[0] == decks[1] else n
        by_deck[name] = _rate(wins, plays)
    started = [r for r in decided if r.first is not None]
    return {
        "game": game, "games": n, "decks": list(decks), "agents": list(agents),
        "draws": sum(1 for r in results if r.winner is None and r.rule != "unfinished"),
        "unfinished": sum(1 for r in results if r.rule == "unfinished"),
        "by_deck": by_deck,
        "by_seat": {f"Player {p + 1}": _rate(sum(1 for r in decided if r.winner == p), n) for p in (0, 1)},
        "first_player": _rate(sum(1 for r in started if r.winner == r.first), len(started)),
        "decisions": _spread([r.decisions for r in results]),
        "turns": _spread([r.turns for r in results]),
        "endings": dict(sorted(_count(r.rule for r in results).items())),
        "results": [asdict(r) for r in results],
    }


def _count(items: Iterable[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for item in items:
        out[item] = out.get(item, 0) + 1
    return out


def simulate(game: str, games: int = 1000, *, decks: Sequence[str] | None = None,
             agents: Sequence[str] = ("heuristic", "heuristic"), seed: int = 0, workers: int | None = None,
             scheduler: str | None = None, progress: bool = True) -> dict:
    """Play `games` games of `game` and summarise them (see `summarize`). `workers`: local processes (default:
    every core; 1 plays in this process); `scheduler`: the address of a Dask scheduler to play on instead (needs
    the `cluster` extra, `dask.distributed`). The same arguments give the same numbers whatever runs them."""
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}; known: {', '.join(GAMES)}")
    pair = tuple(decks) if decks else default_decks(game)
    known = deck_names(game)
    if len(pair) != 2 or any(d not in known for d in pair):
        raise ValueError(f"--decks needs two of {', '.join(known)}; got {' '.join(pair)}")
    agent_pair = (agents[0], agents[-1])
    for kind in agent_pair:
        if kind not in AGENTS:
            raise ValueError(f"unknown agent {kind!r}; known: {', '.join(AGENTS)}")
    if games < 1:
        raise ValueError("--games must be at least 1")
    chunks = [range(i, min(i + CHUNK, games)) for i in range(0, games, CHUNK)]
    bar = progress_bar(games, f"{game} {pair[0]} vs {pair[1]}", progress)
    task = (game, seed, pair, agent_pair)
    try:
        if scheduler:
            results = _on_dask(scheduler, chunks, task, bar)
        else:
            results = _on_processes(workers or os.cpu_count() or 1, chunks, task, bar)
    finally:
        if bar is not None:
            bar.close()
    results.sort(key=lambda r: r.index)
    return summarize(game, results, pair, agent_pair)


def _on_processes(workers: int, chunks: list[range], task: tuple, bar) -> list[GameResult]:
    game, seed, pair, agents = task
    results: list[GameResult] = []
    done = _ticker(bar)
    if workers <= 1:
        for chunk in chunks:
            results += done(play_chunk(game, chunk, seed, pair, agents))
        return results
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(play_chunk, game, chunk, seed, pair, agents) for chunk in chunks]
        for future in futures:
            results += done(future.result())
    return results


def _on_dask(address: str, chunks: list[range], task: tuple, bar) -> list[GameResult]:
    try:
        from distributed import Client, as_completed
    except ImportError:
        raise RuntimeError("--scheduler needs dask.distributed: pip install 'cardgames[cluster]'") from None
    game, seed, pair, agents = task
    results: list[GameResult] = []
    done = _ticker(bar)
    with Client(address) as client:
        futures = client.map(play_chunk, [game] * len(chunks), [list(c) for c in chunks], seed=seed, decks=pair,
                             agents=agents, pure=False)
        for future in as_completed(futures):
            results += done(future.result())
    return results


def _ticker(bar) -> Callable[[list[GameResult]], list[GameResult]]:
    def done(chunk: list[GameResult]) -> list[GameResult]:
        if bar is not None:
            bar.update(len(chunk))
        return chunk
    return done


def report(summary: dict) -> str:
    """The summary as a few lines of text."""
    def line(label: str, r: dict) -> str:
        rate = "-" if r["rate"] is None else f"{100 * r['rate']:.1f}%"
        return (f"  {label:<24} {rate:>6}  (95% CI {100 * r['ci95'][0]:.1f}-{100 * r['ci95'][1]:.1f}%, "
                f"{r['wins']} of {r['games']})")
    d, t = summary["decisions"], summary["turns"]
    out = [f"{summary['game']}: {summary['games']} games, {summary['decks'][0]} vs {summary['decks'][1]}, "
           f"agents {' vs '.join(summary['agents'])} (seats swapped every other game)",
           "win rate by deck:", *(line(name, r) for name, r in summary["by_deck"].items()),
           "win rate by seat:", *(line(name, r) for name, r in summary["by_seat"].items()),
           "the player who took the first turn:", line("won", summary["first_player"]),
           f"draws {summary['draws']}, unfinished {summary['unfinished']}",
           f"decisions per game: mean {d['mean']}, median {d['median']}, {d['min']}-{d['max']}",
           f"turns per game: mean {t['mean']}, median {t['median']}, {t['min']}-{t['max']}",
           "how games ended: " + ", ".join(f"{rule} {n}" for rule, n in summary["endings"].items())]
    return "\n".join(out)

