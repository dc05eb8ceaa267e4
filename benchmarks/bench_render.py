"""Drawing cost of a game's board for a mid-game state: the static SVG (`render_svg`), one live canvas frame (the
ipycanvas command batch, built without a browser or kernel), one frame into a RecordingSurface, and the SVG size.
Medians of several runs. The state is that after the first animated step (one its layout draws in more than one
frame) from the middle of a seeded game between the game's computer players.

Run: python benchmarks/bench_render.py [game ...] [--runs 30]   (default: every installed game)
"""
from __future__ import annotations

import argparse
import contextlib
import statistics
import time

from cardgames.core.engine import Game
from cardgames.games import GAMES, game_class
from widgets.kit.layout import GameLayout
from widgets.layouts import get_layout
from widgets.recording import RecordingSurface
from widgets.surface import Frame


def played(cls: type[Game], seed: int):
    """A seeded game between the game's computer players, one step or decision at a time: yields the game and the
    events of each."""
    game = cls(seed=seed)
    agents = [cls.computer_agent(seed), cls.computer_agent(seed + 1)]
    while not game.is_over:
        yield game, tuple(game.apply(agents[game.decision.player].choose(game)) if game.decision else game.step())


def mid_game(cls: type[Game], layout: GameLayout, seed: int = 1):
    """The game after the first step from the middle of seeded game `seed` (by its number of steps) that `layout`
    animates, and that step's events."""
    middle = sum(1 for _ in played(cls, seed)) // 2
    for i, (game, events) in enumerate(played(cls, seed)):
        if i >= middle and layout.frames_for(events) > 1:
            return game, events
    raise RuntimeError(f"no animated step in the second half of {cls.name} seed {seed}")


@contextlib.contextmanager
def record_canvas():
    """Capture what ipycanvas would send to the browser (ipycanvas 0.14 internals, as in the shared
    canvas_recorder recipe): nothing is sent, the commands are only counted."""
    from ipycanvas import canvas as _c

    log: list = []
    mgr = _c._CANVAS_MANAGER
    orig = mgr.send_command

    def send_command(canvas, command, buffers=()):
        log.append(command)

    mgr.send_command = send_command
    try:
        yield log
    finally:
        mgr.send_command = orig


def median_ms(fn, runs: int) -> float:
    fn()  # warm up
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def report(name: str, runs: int) -> None:
    """Time the board of game `name` and print its figures."""
    cls = game_class(name)
    layout = get_layout(cls.layout_name())
    game, events = mid_game(cls, layout)
    svg = layout.render_svg(game, 0, events)
    svg_ms = median_ms(lambda: layout.render_svg(game, 0, events), runs)
    n = layout.frames_for(events)
    mid = Frame(events, n // 2, n, 0)

    def record():
        s = RecordingSurface(*layout.size)
        layout.draw(s, game.view(mid.viewer), mid)
        return s

    rec_ms = median_ms(record, runs)
    canvas_ms, commands = float("nan"), 0
    try:
        from widgets.canvas import CanvasSurface
    except ImportError:  # no ipycanvas: the canvas figure is skipped
        CanvasSurface = None
    if CanvasSurface is not None:
        surface = CanvasSurface(width=layout.size[0], height=layout.size[1])
        with record_canvas() as log:
            def canvas_frame():
                log.clear()
                surface.clear()
                layout.draw(surface, game.view(mid.viewer), mid)

            canvas_ms = median_ms(canvas_frame, runs)
            commands = len(log)
    print(f"state: {name} seed 1, turn {game.view()['turn']}, {len(events)} event(s) of the step, {n} animation frames")
    print(f"static SVG render:           {svg_ms:7.2f} ms (median of {runs})")
    print(f"canvas frame (command batch): {canvas_ms:6.2f} ms, {commands} commands (median of {runs})")
    print(f"RecordingSurface frame:      {rec_ms:7.2f} ms")
    print(f"SVG size:                    {len(svg.encode()) / 1024:7.1f} KB")
    print(f"one animated step (≈{n} canvas frames): {canvas_ms * n:6.1f} ms of drawing in the kernel")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", metavar="game", help=f"the games (default: all of {', '.join(GAMES)})")
    parser.add_argument("--runs", type=int, default=30, help="timed runs of each figure (default 30)")
    args = parser.parse_args(argv)
    if unknown := [name for name in args.names if name not in GAMES]:
        parser.error(f"unknown game {', '.join(unknown)} (installed: {', '.join(GAMES)})")
    for name in args.names or GAMES:
        report(name, args.runs)


if __name__ == "__main__":
    main()
