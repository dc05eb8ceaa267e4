"""`python -m cardgames bench`: how fast, against what? One table from one run, next to the anchors.

Each engine, and each anchor (RLCard UNO; python-chess), plays in a worker process of its own, and the workers take
turns: round after round each plays about `slot` decisions of random play while the others wait, so the drift of a
shared machine hits all alike and no one pays for collecting another's objects. Timing is CPU time
(`time.process_time`). The like-for-like anchor is UNO's *full decision*: its legal actions, a random choice and
`game.step`, as ours is the agent's choice, `apply` and `advance` (the list of legal actions is made in `advance`).
The rest is measured once per engine after the rounds: `clone()` and `undo()` at decision 40, import time in a
fresh interpreter, memory kept by a finished game with its events and undo history (tracemalloc), and a static SVG
board (`widgets.picture`). The anchors come from the `bench` extra (`pip install 'cardgames[bench]'`); without one,
its figures are left out. The report's words are read in the language of the moment (`--lang`); the figures and
the names of the engines and anchors are as measured and named.
"""
from __future__ import annotations

import gc
import multiprocessing
import os
import random
import statistics
import subprocess
import sys
import time
import tracemalloc
from functools import partial
from multiprocessing.connection import Connection

from .core.agents import RandomAgent, play_for
from .core.language import translated
from .core.words import columns, padded
from .games import GAMES, game_class

UNO, CHESS = "uno", "chess"


def play_one(cls, seed: int, log_events: bool) -> tuple[int, int]:
    """One seeded game between random agents: (decisions, events)."""
    game = cls(seed=seed, log_events=log_events)
    agents = (RandomAgent(2 * seed + 1), RandomAgent(2 * seed + 2))
    game.advance()
    decisions = 0
    while not game.is_over:
        game.apply(agents[game.decision.player].choose(game))
        game.advance()
        decisions += 1
    return decisions, game.event_count


def steps_per_decision(cls, games: int = 10) -> float:
    """Rule steps per decision, counted with `step()` one at a time (not timed: the timed games use `advance`)."""
    steps = decisions = 0
    for seed in range(games):
        game = cls(seed=seed)
        agents = (RandomAgent(2 * seed + 1), RandomAgent(2 * seed + 2))
        while not game.is_over:
            if game.decision is not None:
                game.apply(agents[game.decision.player].choose(game))
                decisions += 1
            else:
                game.step()
                steps += 1
    return steps / decisions


def uno_game(seed: int, rng: random.Random, step_only: bool) -> tuple[float, int]:
    """(CPU seconds, decisions) of one RLCard UNO game: the full decision (legal actions, choice, step) or
    `game.step` alone."""
    import numpy as np
    from rlcard.games.uno.game import UnoGame

    game = UnoGame()
    game.np_random = np.random.RandomState(seed)
    game.init_game()
    steps, elapsed = 0, 0.0
    if step_only:
        while not game.is_over():
            action = rng.choice(game.get_legal_actions())
            start = time.process_time()
            game.step(action)
            elapsed += time.process_time() - start
            steps += 1
        return elapsed, steps
    start = time.process_time()
    while not game.is_over():
        game.step(rng.choice(game.get_legal_actions()))
        steps += 1
    return time.process_time() - start, steps


def chess_game(rng: random.Random) -> tuple[float, int]:
    """(CPU seconds, moves) of one python-chess game of random legal moves, with its game-over check each move."""
    import chess

    board = chess.Board()
    moves = 0
    start = time.process_time()
    while not board.is_game_over(claim_draw=False) and moves < 400:
        board.push(rng.choice(list(board.legal_moves)))
        moves += 1
    return time.process_time() - start, moves


def available(anchor: str) -> bool:
    try:
        __import__("rlcard.games.uno.game" if anchor == UNO else "chess")
        return True
    except ImportError:
        return False


def worker(name: str, conn: Connection) -> None:
    """Play slots of `name` on request: receives (mode, slot), answers (CPU seconds, decisions, games, events)."""
    rng, seed = random.Random(1), 0
    cls = game_class(name) if name in GAMES else None
    if cls is not None:  # the card list and the validators are loaded once per process: not charged to a decision
        play_one(cls, 0, True)
    conn.send("ready")
    while (request := conn.recv()) is not None:
        mode, slot = request
        elapsed, decisions, games, events = 0.0, 0, 0, 0
        while decisions < slot:
            if name == UNO:
                seconds, n = uno_game(seed, rng, step_only=mode == "step")
            elif name == CHESS:
                seconds, n = chess_game(rng)
            else:
                start = time.process_time()
                n, e = play_one(cls, seed, log_events=mode == "on")
                seconds = time.process_time() - start
                events += e
            elapsed, decisions, games, seed = elapsed + seconds, decisions + n, games + 1, seed + 1
        conn.send((elapsed, decisions, games, events))


def rounds(names: list[str], modes: dict[str, tuple[str, ...]], decisions: int, slot: int) -> dict:
    """Totals per (name, mode) of CPU seconds, decisions, games and events, the workers taking turns."""
    context = multiprocessing.get_context("spawn")
    conns, procs = {}, []
    for name in names:
        ours, theirs = context.Pipe()
        proc = context.Process(target=worker, args=(name, theirs), daemon=True)
        proc.start()
        procs.append(proc)
        conns[name] = ours
    for conn in conns.values():
        conn.recv()
    totals = {(name, mode): [0.0, 0, 0, 0] for name in names for mode in modes[name]}
    for _ in range(max(1, decisions // slot)):
        for name in names:
            for mode in modes[name]:
                conns[name].send((mode, slot))
                got = conns[name].recv()
                totals[(name, mode)] = [a + b for a, b in zip(totals[(name, mode)], got, strict=True)]
    for conn in conns.values():
        conn.send(None)
    for proc in procs:
        proc.join()
    return totals


def import_ms(module: str, runs: int = 5) -> float:
    """Median ms to import `module` in a fresh interpreter (beyond the interpreter's own start), from compiled
    bytecode as an installed package is: a first run writes the `.pyc` files even where PYTHONDONTWRITEBYTECODE is
    set (pip compiles python-chess when installing it; an editable checkout under that setting would otherwise be
    compiled from source on every import, which is not what a user waits for)."""
    code = f"import time; t = time.perf_counter(); import {module}; print(time.perf_counter() - t)"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    run = partial(subprocess.run, [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env)
    run()
    return statistics.median(float(run().stdout) * 1000 for _ in range(runs))


def at_decision(cls, decisions: int = 40):
    game = cls(seed=7)
    agents = (RandomAgent(1), RandomAgent(2))
    game.advance()
    for _ in range(decisions):
        if game.is_over:
            break
        game.apply(agents[game.decision.player].choose(game))
        game.advance()
    return game


def per_call_us(fn, runs: int = 200) -> float:
    start = time.process_time()
    for _ in range(runs):
        fn()
    return (time.process_time() - start) / runs * 1e6


def kib_per_game(cls, games: int = 5) -> float:
    """Memory a finished game keeps (its state, events and undo history), averaged over `games` games."""
    play_one(cls, 999, True)  # card data and caches loaded once, not charged to a game
    sizes = []
    for seed in range(games):
        gc.collect()
        tracemalloc.start()
        game = cls(seed=seed)
        agents = (RandomAgent(2 * seed + 1), RandomAgent(2 * seed + 2))
        game.advance()
        while not game.is_over:
            game.apply(agents[game.decision.player].choose(game))
            game.advance()
        gc.collect()
        sizes.append(tracemalloc.get_traced_memory()[0] / 1024)
        tracemalloc.stop()
        del game
    return statistics.median(sizes)


def playouts_per_s(cls, game, seconds: float = 0.5) -> float:
    """The coach's unit of work: a lean copy of a game at a decision played to its end by the game's computer
    players, events off (`cardgames.coach`)."""
    start, n = time.perf_counter(), 0
    while time.perf_counter() - start < seconds:
        play_for(game.clone(history=False), (cls.computer_agent(2 * n + 1), cls.computer_agent(2 * n + 2)), 5000)
        n += 1
    return n / (time.perf_counter() - start)


def extras(name: str) -> dict:
    """The figures measured once per engine: clone, undo, import, memory, SVG board."""
    cls = game_class(name)
    game = at_decision(cls)
    undo_game = at_decision(cls)

    def undo_and_redo():
        action = undo_game.undo()
        undo_game.advance()
        undo_game.apply(action)
        undo_game.advance()
    out = {"steps_per_decision": round(steps_per_decision(cls), 2),
           "clone_us": round(per_call_us(game.clone, 100), 1),
           "lean_clone_us": round(per_call_us(lambda: game.clone(history=False), 100), 1),
           "playouts_per_s": round(playouts_per_s(cls, game), 1),
           "undo_us": round(per_call_us(undo_and_redo, 100) / 2, 1),
           "import_ms": round(import_ms(cls.__module__), 1),
           "kib_per_game": round(kib_per_game(cls), 1)}
    try:
        from widgets.picture import board_picture
        out["svg_board_ms"] = round(per_call_us(lambda: board_picture(game), 20) / 1000, 2)
    except ImportError:
        pass
    return out


def bench(quick: bool = False) -> dict:
    decisions, slot = (3000, 300) if quick else (36000, 600)
    anchors = [a for a in (UNO, CHESS) if available(a)]
    names = [*GAMES, *anchors]
    modes = {**{g: ("on", "off") for g in GAMES}, UNO: ("full", "step"), CHESS: ("move",)}
    totals = rounds(names, modes, decisions, slot)

    def us(name: str, mode: str) -> float:
        seconds, n = totals[(name, mode)][:2]
        return round(seconds / n * 1e6, 2) if n else 0.0
    engines = {}
    for name in GAMES:
        seconds, n, games, events = totals[(name, "on")]
        engines[name] = {"us_per_decision": us(name, "on"), "us_per_decision_log_off": us(name, "off"),
                         "events_per_decision": round(events / n, 2), "games_per_s": round(games / seconds, 1),
                         **extras(name)}
    out = {"engines": engines, "anchors": {}, "decisions_per_engine": decisions}
    if UNO in anchors:
        out["anchors"]["uno_us_per_decision"] = us(UNO, "full")
        out["anchors"]["uno_us_per_step"] = us(UNO, "step")
    if CHESS in anchors:
        out["anchors"]["chess_us_per_move"] = us(CHESS, "move")
        out["anchors"]["chess_import_ms"] = round(import_ms("chess"), 1)
    return out


# the report's columns: each heading (through the catalogue: extracted by name, tools/messages.py) and its least
# width in terminal columns; the first is the engine's name
BENCH_HEADINGS = ("engine", "µs/decision", "/UNO", "log off", "/UNO", "steps", "events", "clone µs", "lean µs",
                  "playouts/s", "undo µs", "import ms", "KiB/game", "SVG ms")
WIDTHS = (14, 11, 6, 8, 6, 6, 7, 9, 8, 10, 8, 10, 9, 7)


def report(data: dict) -> str:
    """The figures as a table, its words in the language read now (its columns as wide as their headings)."""
    a = data["anchors"]
    uno = a.get("uno_us_per_decision")
    headings = [translated(h) for h in BENCH_HEADINGS]
    widths = [max(w, columns(h)) for w, h in zip(WIDTHS, headings, strict=True)]

    def row(*cells: str) -> str:  # the first columns only, for an anchor's line
        return " ".join(padded(c, w, "<" if i == 0 else ">")
                        for i, (c, w) in enumerate(zip(cells, widths, strict=False)))
    lines = [translated("random play, {} decisions per engine and setting; CPU time; each in its own process, taking "
                        "turns").format(data["decisions_per_engine"]), row(*headings)]
    for name, e in data["engines"].items():
        ratio = (lambda v: f"{v / uno:.2f}") if uno else (lambda v: "-")
        lines.append(row(name, f"{e['us_per_decision']:.1f}", ratio(e["us_per_decision"]),
                         f"{e['us_per_decision_log_off']:.1f}", ratio(e["us_per_decision_log_off"]),
                         f"{e['steps_per_decision']:.1f}", f"{e['events_per_decision']:.1f}", f"{e['clone_us']:.0f}",
                         f"{e['lean_clone_us']:.0f}", f"{e['playouts_per_s']:.0f}", f"{e['undo_us']:.0f}",
                         f"{e['import_ms']:.0f}", f"{e['kib_per_game']:.0f}",
                         f"{e.get('svg_board_ms', float('nan')):.2f}"))
    if uno:
        lines.append(row("RLCard UNO", f"{uno:.1f}", f"{1:.2f}") + "   " + translated(
            "full decision (legal actions, choice, step); game.step alone {:.1f}").format(a["uno_us_per_step"]))
    else:
        lines.append(translated("RLCard UNO: not installed (pip install 'cardgames[bench]')"))
    if "chess_us_per_move" in a:
        lines.append(row("python-chess", f"{a['chess_us_per_move']:.1f}") + "   " + translated(
            "per random move with the game-over check; import {:.0f} ms").format(a["chess_import_ms"]))
    return "\n".join(lines)
