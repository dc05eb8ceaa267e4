"""Drawing cost of the Digimon board for a mid-game state: the static SVG (`render_svg`), one live canvas frame (the
ipycanvas command batch, built without a browser or kernel), one frame into a RecordingSurface, and the SVG size.
Medians of several runs.

Run: python benchmarks/bench_render.py [runs]
"""
from __future__ import annotations

import contextlib
import statistics
import sys
import time

from cardgames.digimon.game import DigimonGame
from widgets.layouts.digimon import LAYOUT, render_svg
from widgets.recording import RecordingSurface
from widgets.surface import Frame


def mid_game(seed: int = 1, turn: int = 6):
    """Heuristic play until the first attack of turn `turn` or later; returns the game and that step's events."""
    game = DigimonGame(seed=seed)
    agents = [DigimonGame.computer_agent(seed), DigimonGame.computer_agent(seed + 1)]
    while not game.is_over:
        events = game.apply(agents[game.decision.player].choose(game)) if game.decision else game.step()
        if game.state.turn >= turn and any(e.kind == "attack" for e in events):
            return game, tuple(events)
    raise RuntimeError("the game ended before the wanted turn")


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


def main(runs: int = 30) -> None:
    game, events = mid_game()
    svg = render_svg(game, 0, events)
    svg_ms = median_ms(lambda: render_svg(game, 0, events), runs)
    n = LAYOUT.frames_for(events)
    mid = Frame(events, n // 2, n, 0)

    def record():
        s = RecordingSurface(*LAYOUT.size)
        LAYOUT.draw(s, game.view(mid.viewer), mid)
        return s

    rec_ms = median_ms(record, runs)
    canvas_ms, commands = float("nan"), 0
    try:
        from widgets.canvas import CanvasSurface
    except ImportError:  # no ipycanvas: the canvas figure is skipped
        CanvasSurface = None
    if CanvasSurface is not None:
        surface = CanvasSurface(width=LAYOUT.size[0], height=LAYOUT.size[1])
        with record_canvas() as log:
            def canvas_frame():
                log.clear()
                surface.clear()
                LAYOUT.draw(surface, game.view(mid.viewer), mid)

            canvas_ms = median_ms(canvas_frame, runs)
            commands = len(log)
    print(f"state: Digimon seed 1, turn {game.state.turn}, {len(events)} event(s) of the step, {n} animation frames")
    print(f"static SVG render:           {svg_ms:7.2f} ms (median of {runs})")
    print(f"canvas frame (command batch): {canvas_ms:6.2f} ms, {commands} commands (median of {runs})")
    print(f"RecordingSurface frame:      {rec_ms:7.2f} ms")
    print(f"SVG size:                    {len(svg.encode()) / 1024:7.1f} KB")
    print(f"one animated step (≈{n} canvas frames): {canvas_ms * n:6.1f} ms of drawing in the kernel")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
