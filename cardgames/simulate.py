"""Many games at once, for the questions a rules enthusiast asks: which deck wins, and by how much? Does going
first matter? How long is a game? `simulate()` returns plain data (for a notebook's plots); `python -m cardgames
simulate` prints it as a table or JSON.

Game `i` is seeded by `seed + i` alone, and its agents by the same number, so the results are the same whatever
the number of worker processes, or the machines of a Dask cluster (`scheduler`), that play them: the games are
split into chunks, played anywhere, and put back in index order. With one deck pairing `(A, B)`, odd games swap
the seats (`B` plays as Player 1), so a deck's win rate is not its seat's; two different agents swap seats every
other pair of games, so each plays each deck from each seat equally often (had they swapped with the decks, an
agent's win rate would be its deck's too).
"""
from __future__ import annotations

import math
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass

from .batches import chunk_count, chunks, dask_address, dask_client, on_dask, on_processes
from .core import inputs
from .core.errors import ArgumentError, shown
from .core.language import translated
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
    agents: tuple[str, str] = ("heuristic", "heuristic")


def deck_names(game: str) -> list[str]:
    """The ready-made decks of `game` (what `--decks` accepts): its card catalogue's."""
    game = inputs.one_of(game, "game", GAMES)
    catalogue = game_class(game).ruleset.catalogue
    return [] if catalogue is None else catalogue.deck_names()


def default_decks(game: str) -> tuple[str, str]:
    """The decks a game of `game` is played with when none are named."""
    game = inputs.one_of(game, "game", GAMES)
    return tuple(game_class(game).ruleset.default_setup["decks"])


def play_game(game: str, index: int, seed: int, decks: tuple[str, str], agents: tuple[str, str]) -> GameResult:
    """Play game `index` (seed `seed + index`; odd games with the decks' seats swapped, and the agents' in the
    second pair of every four games) to its end."""
    game = inputs.one_of(game, "game", GAMES)
    index = inputs.whole(index, "index", low=0, high=inputs.MAX_GAMES)
    seed = inputs.seed(seed, spread=index)
    decks = inputs.names(decks, "decks", deck_names(game), count=(2, 2))
    agents = inputs.names(agents, "agents", AGENTS, count=(2, 2))
    s = seed + index
    seats = decks if index % 2 == 0 else (decks[1], decks[0])
    g = game_class(game)(seed=s, log_events=False, decks=list(seats))
    seated = agents if index // 2 % 2 == 0 else (agents[1], agents[0])  # every other pair: each agent, each deck
    players = [make_agent(seated[0], game, 2 * s + 1), make_agent(seated[1], game, 2 * s + 2)]
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
                      outcome.rule if outcome else "unfinished", tuple(seated))


def play_chunk(indices: Sequence[int], game: str, seed: int, decks: tuple[str, str],
               agents: tuple[str, str]) -> list[GameResult]:
    """The games of `indices` (one task for a worker process or a Dask worker)."""
    if isinstance(indices, str) or not isinstance(indices, Sequence) or len(indices) > 10_000:
        raise ArgumentError("indices must be a list or range of game numbers, not {}", shown(indices))
    return [play_game(game, i, seed, decks, agents) for i in indices]


def wilson(wins: float, n: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion `wins / n` (sound near 0 and 1, unlike the normal one)."""
    n = inputs.whole(n, "n", low=0, high=10 ** 15)
    wins = inputs.real(wins, "wins", low=0, high=n)
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
    game = inputs.one_of(game, "game", GAMES)
    if not isinstance(results, list) or not all(isinstance(r, GameResult) for r in results):
        raise ArgumentError("results must be a list of GameResult (what play_game returns), not {}", shown(results))
    decks = inputs.names(decks, "decks", deck_names(game), count=(2, 2))
    agents = inputs.names(agents, "agents", AGENTS, count=(2, 2))
    n = len(results)
    decided = [r for r in results if r.winner is not None]
    by_deck = {}
    for name in dict.fromkeys(decks):
        wins = sum(1 for r in decided if r.decks[r.winner] == name)
        plays = sum(r.decks.count(name) for r in results) if decks[0] == decks[1] else n
        by_deck[name] = _rate(wins, plays)
    started = [r for r in decided if r.first is not None]
    by_agent = {name: _rate(sum(1 for r in decided if r.agents[r.winner] == name),
                            sum(r.agents.count(name) for r in results) if agents[0] == agents[1] else n)
                for name in dict.fromkeys(agents)}
    return {
        "game": game, "games": n, "decks": list(decks), "agents": list(agents),
        "draws": sum(1 for r in results if r.winner is None and r.rule != "unfinished"),
        "unfinished": sum(1 for r in results if r.rule == "unfinished"),
        "by_deck": by_deck,
        "by_agent": by_agent,
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
    every core; 1 plays in this process; at most four per core); `scheduler`: the address of a Dask scheduler to
    play on instead (needs the `cluster` extra, `dask.distributed`). The same arguments give the same numbers
    whatever runs them. Every argument is checked before a game is played (`ArgumentError` naming it)."""
    game = inputs.one_of(game, "game", GAMES)
    n = inputs.games(games)
    known = deck_names(game)
    if decks is None:
        pair = default_decks(game)
    elif not (isinstance(decks, list | tuple) and len(decks) == 2 and all(d in known for d in decks)):
        raise ArgumentError("--decks needs two of {}; got {}", ", ".join(known), shown(decks))
    else:
        pair = (decks[0], decks[1])
    chosen = inputs.names(agents, "agents", AGENTS, count=(1, 2))
    agent_pair = (chosen[0], chosen[-1])
    seed = inputs.seed(seed, spread=n)
    inputs.flag(progress, "progress")
    if scheduler is not None and workers is not None:
        raise ArgumentError("give workers or scheduler, not both: the games run on one or the other")
    address = None if scheduler is None else dask_address(scheduler)
    processes = inputs.workers(workers)
    client = None if address is None else dask_client(address)  # before the progress bar: a failure prints alone
    bar = progress_bar(n, f"{game} {pair[0]}{translated(' vs ')}{pair[1]}", progress)
    pieces = chunks(0, n, CHUNK)
    results: list[GameResult] = []
    try:
        done = (on_dask(client, play_chunk, pieces, game, seed, pair, agent_pair) if client is not None else
                on_processes(play_chunk, pieces, chunk_count(n, CHUNK), processes, game, seed, pair, agent_pair))
        for chunk in done:
            results += chunk
            if bar is not None:
                bar.update(len(chunk))
    finally:
        if bar is not None:
            bar.close()
        if client is not None:
            client.close()
    results.sort(key=lambda r: r.index)
    return summarize(game, results, pair, agent_pair)


def report(summary: dict) -> str:
    """The summary (what `simulate` returned) as a few lines of text."""
    try:
        return _report(summary)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        raise ArgumentError("report takes what simulate() returned, not {}", shown(summary)) from None


def _report(summary: dict) -> str:
    def line(label: str, r: dict) -> str:
        rate = "-" if r["rate"] is None else f"{100 * r['rate']:.1f}%"
        return f"  {translated(label):<24} {rate:>6}  " + translated("(95% CI {:.1f}-{:.1f}%, {} of {})").format(
            100 * r["ci95"][0], 100 * r["ci95"][1], r["wins"], r["games"])
    d, t = summary["decisions"], summary["turns"]
    vs = translated(" vs ")
    out = [translated("{}: {} games, {} vs {}, agents {} (decks swap seats every other game, agents every other "
                      "pair)").format(
               summary["game"], summary["games"], summary["decks"][0], summary["decks"][1],
               vs.join(map(translated, summary["agents"]))),
           translated("win rate by deck:"), *(line(name, r) for name, r in summary["by_deck"].items()),
           translated("win rate by agent:"), *(line(name, r) for name, r in summary["by_agent"].items()),
           translated("win rate by seat:"), *(line(name, r) for name, r in summary["by_seat"].items()),
           translated("the player who took the first turn:"), line(translated("won"), summary["first_player"]),
           translated("draws {}, unfinished {}").format(summary["draws"], summary["unfinished"]),
           translated("decisions per game: mean {}, median {}, {}-{}").format(d["mean"], d["median"], d["min"],
                                                                              d["max"]),
           translated("turns per game: mean {}, median {}, {}-{}").format(t["mean"], t["median"], t["min"], t["max"]),
           translated("how games ended: {}").format(translated(", ").join(
               f"{rule} {n}" for rule, n in summary["endings"].items()))]
    return "\n".join(out)

