"""Soak: thousands of seeded games per engine, every invariant checked, failures counted by kind.

`python -m cardgames soak [GAME] --games N [--json]` answers "how do you know it never breaks?". Each game is played
by random or heuristic players (by seed: both random, both heuristic, or one of each) and checked with the
harness's `GameChecks`: after every decision the cards and tokens are conserved and the next decision has a legal
action; every `every`-th decision also checks undo, a `to_position` round trip, a clone (equal, independent, the
same continuation) and forged actions (refused citing a rule, the state unchanged); save and load at decisions 0,
25, 50, 100, ...; and each game must end within `MAX_DECISIONS`. A failure is counted under its check's name, with
the first example kept, and the game goes on when the check left it intact. Last, two fresh interpreters with
other hash seeds play the first games again and must give the same transcripts (cross-process determinism), and
the property-based state machine of `cardgames.stateful` mixes apply, undo, save/load, clone, why_not and
to_position in random orders (one sequence per `STATEFUL_PER` games, from other seeds; Hypothesis is a test
dependency: without it, the machine is reported as not run).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from .batches import chunk_count, chunks, on_processes
from .core import inputs
from .core.errors import ArgumentError, shown
from .core.harness import GameChecks, InvariantError, digest
from .core.language import translated
from .core.rng import Rng
from .games import GAMES, game_class, make_agent
from .progress import progress_bar

# the bound on a game's length (the longest random games take about 1,000); a game that may legally go on for ever
# ends by its own rules (e.g. a turn limit), so a game past the bound is a loop in the engine
MAX_DECISIONS = 3000
CHUNK = 20
DETERMINISM_GAMES = 4  # games replayed in each of two fresh interpreters
PLAYERS = (("random", "random"), ("heuristic", "heuristic"), ("random", "heuristic"))
STATEFUL_PER = 50      # games per random call sequence of the state machine
STATEFUL_STEPS = 40    # calls per sequence


@dataclass
class SoakResult:
    """What a batch of games found: how many games and decisions, failures by check, the first example of each."""

    games: int = 0
    decisions: int = 0
    failures: Counter = field(default_factory=Counter)
    examples: dict[str, str] = field(default_factory=dict)

    def add(self, other: SoakResult) -> None:
        self.games += other.games
        self.decisions += other.decisions
        self.failures.update(other.failures)
        for kind, text in other.examples.items():
            self.examples.setdefault(kind, text)

    def fail(self, kind: str, where: str, exc: BaseException) -> None:
        self.failures[kind] += 1
        self.examples.setdefault(kind, f"{where}: {type(exc).__name__}: {exc}"[:500])


def soak_game(game: str, seed: int, every: int = 5) -> SoakResult:
    """Play and check seeded game `seed` of `game` (see the module's docstring)."""
    game = inputs.one_of(game, "game", GAMES)
    seed = inputs.seed(seed, spread=MAX_DECISIONS)
    every = inputs.whole(every, "every", low=1, high=MAX_DECISIONS)
    out = SoakResult(games=1)
    kinds = PLAYERS[seed % len(PLAYERS)]
    g = game_class(game)(seed=seed)
    agents = [make_agent(kinds[0], game, 2 * seed + 1), make_agent(kinds[1], game, 2 * seed + 2)]
    rng = Rng(seed + 77)
    checks = GameChecks(g)
    next_save = 0

    def check(kind: str, run, *args) -> bool:
        try:
            run(*args)
            return True
        except Exception as exc:  # a soak counts every failure, whatever raised it
            out.fail(kind, f"{game} seed {seed} decision {out.decisions}", exc)
            return False

    if not check("exception", g.advance):
        return out
    while not g.is_over:
        if not (check("conservation", checks.conservation) and check("decision", checks.decision)):
            return out
        if g.is_over:
            break
        if out.decisions >= MAX_DECISIONS:
            out.fail("length", f"{game} seed {seed}", InvariantError(f"not over after {MAX_DECISIONS} decisions"))
            return out
        action = agents[g.decision.player].choose(g)
        if out.decisions % every == 0:
            for kind, run, args in (("undo", checks.undo, (action,)), ("to_position", checks.to_position, ()),
                                    ("clone", checks.clone, (seed + out.decisions,)),
                                    ("forged", checks.forged, (rng,))):
                if not check(kind, run, *args) and kind in ("undo", "clone"):
                    return out  # the game itself may be left changed: stop it here
        if out.decisions == next_save:
            next_save = max(25, 2 * next_save)
            if not check("save_load", checks.save_load, seed + out.decisions):
                return out
        if not check("exception", lambda a=action: (g.apply(a), g.advance())):
            return out
        out.decisions += 1
    check("conservation", checks.conservation)
    return out


def soak_chunk(seeds: Sequence[int], game: str, every: int) -> SoakResult:
    """The games of `seeds` (one task for a worker process)."""
    if isinstance(seeds, str) or not isinstance(seeds, Sequence) or len(seeds) > 10_000:
        raise ArgumentError("seeds must be a list or range of seeds, not {}", shown(seeds))
    out = SoakResult()
    for seed in seeds:
        out.add(soak_game(game, seed, every))
    return out


def determinism(game: str, games: int = DETERMINISM_GAMES) -> str | None:
    """None when two fresh interpreters with other hash seeds play the first `games` random games of `game` to the
    same transcripts as this one; otherwise what differed."""
    game = inputs.one_of(game, "game", GAMES)
    games = inputs.whole(games, "games", low=1, high=100)
    here = [digest(lambda s: game_class(game)(seed=s), s) for s in range(games)]
    code = ("import json; from cardgames.core.harness import digest; from cardgames.games import game_class; "
            f"cls = game_class({game!r}); print(json.dumps([digest(lambda s: cls(seed=s), s) "
            f"for s in range({games})]))")
    for hash_seed in ("1", "4242"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        run = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
        if run.returncode != 0:
            return f"the fresh interpreter failed: {run.stderr.strip()[-300:]}"
        if json.loads(run.stdout) != here:
            return f"PYTHONHASHSEED={hash_seed} played other games"
    return None


def stateful(game: str, sequences: int, seed: int) -> str | None:
    """None when the state machine of `game` holds over `sequences` random call sequences (from seeded game `seed`),
    else the failure; "not run" without Hypothesis."""
    game = inputs.one_of(game, "game", GAMES)
    sequences = inputs.whole(sequences, "sequences", low=1, high=inputs.MAX_GAMES)
    seed = inputs.seed(seed)
    try:
        from .stateful import run_machine
    except ImportError:
        return "not run: Hypothesis is not installed (pip install 'cardgames[test]')"
    try:
        run_machine(game, examples=sequences, steps=STATEFUL_STEPS, seed=seed)
    except Exception as exc:  # a soak reports every failure, whatever raised it
        return f"{type(exc).__name__}: {exc}"[:500]
    return None


def soak(games: Sequence[str], n: int, *, seed: int = 0, every: int = 5, workers: int | None = None,
         progress: bool = True) -> dict:
    """Soak each of `games` with `n` games from `seed` on; returns
    `{"engines": {game: {"games", "decisions", "games_per_s", "failures": {kind: count}, "examples"}}}`."""
    if isinstance(games, str) or not isinstance(games, list | tuple) or not games:
        raise ArgumentError("games must be a list of game names (one or more of {}), not {}", ", ".join(GAMES),
                            shown(games))
    games = [inputs.one_of(game, "game", GAMES) for game in games]
    n = inputs.games(n, "n (--games)")
    seed = inputs.seed(seed, spread=n + MAX_DECISIONS)  # the clones and saves of a game use seeds past its own
    every = inputs.whole(every, "every", low=1, high=MAX_DECISIONS)
    workers = inputs.workers(workers)
    inputs.flag(progress, "progress")
    engines = {}
    for game in games:
        bar = progress_bar(n, f"soak {game}", progress)
        total = SoakResult()
        start = time.perf_counter()
        for done in on_processes(soak_chunk, chunks(seed, n, CHUNK), chunk_count(n, CHUNK), workers, game, every):
            total.add(done)
            if bar is not None:
                bar.update(done.games)
        elapsed = time.perf_counter() - start
        if bar is not None:
            bar.close()
        differs = determinism(game)
        if differs:
            total.fail("determinism", game, InvariantError(differs))
        sequences = max(1, n // STATEFUL_PER)
        machine = stateful(game, sequences, seed)
        if machine is not None and not machine.startswith("not run"):
            total.fail("stateful", game, InvariantError(machine))
        engines[game] = {"games": total.games, "decisions": total.decisions,
                         "games_per_s": round(total.games / elapsed, 1), "workers": workers,
                         "stateful_sequences": 0 if machine and machine.startswith("not run") else sequences,
                         "failures": dict(sorted(total.failures.items())), "examples": total.examples}
    return {"engines": engines}


def report(summary: dict) -> str:
    """The results (what `soak` returned) as lines of text."""
    try:
        return _report(summary)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        raise ArgumentError("report takes what soak() returned, not {}", shown(summary)) from None


def _report(summary: dict) -> str:
    lines = []
    for game, r in summary["engines"].items():
        failed = sum(r["failures"].values())
        lines.append(translated("{}: {} games, {} decisions, {} games/s on {} workers, {} state-machine call "
                                "sequences: {}").format(game, r["games"], r["decisions"], r["games_per_s"],
                                                        r["workers"], r["stateful_sequences"],
                                                        translated("no failures") if not failed else
                                                        translated("{} failures").format(failed)))
        for kind, count in r["failures"].items():
            lines.append(translated("  {}: {}  (first: {})").format(kind, count, r["examples"][kind]))
    return "\n".join(lines)
