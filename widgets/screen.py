"""Where the live Board shows its drawing: a *screen* is a widget plus the `Surface` drawn on it.

`make_screen` gives an ipycanvas canvas (`widgets.canvas.CanvasScreen`) wherever ipycanvas can be imported. In the
browser-only JupyterLite site ipycanvas cannot be: it imports numpy and Pillow, which have no browser (wasm) build
there, so the kit does not even install it (see pyproject.toml). There the Board draws through the SVG backend into
an ipywidgets HTML widget (`SvgScreen`): the same layouts, the same animation frames, the same buttons. What an
HTML widget cannot do is report a click on the picture, so a card's full text is not shown by clicking it there.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import ipywidgets as w

from .surface import Surface
from .svg import SvgSurface

# what ipycanvas needs and the browser lacks: without one of these the board falls back to SVG
NO_BROWSER_BUILD = frozenset({"ipycanvas", "numpy", "PIL"})

DrawFrame = Callable[[Surface, int], None]
"""draw(surface, index): draw animation frame `index` of the current step on a cleared surface."""


class Screen(Protocol):
    """What the Board needs from a screen."""

    widget: w.DOMWidget
    surface: Surface

    def on_click(self, callback: Callable[[float, float], None]) -> None:
        """Call `callback(x, y)` (surface coordinates) when the picture is clicked, where the widget can tell."""

    def on_client_ready(self, callback: Callable[[], None]) -> None:
        """Call `callback()` when a page connects to the widget and needs the picture again."""

    def show(self, draw: DrawFrame, count: int, frame_ms: int) -> None:
        """Draw `count` frames with `draw` and play them `frame_ms` apart in the browser, ending on the last."""


class SvgScreen:
    """The board as SVG in an HTML widget. A step's animation frames travel in one SVG, a flip-book in which SMIL
    `<set>` elements show each frame for `frame_ms` and keep the last: the browser plays it without a round trip to
    the kernel, as the canvas does with `canvas.sleep`."""

    def __init__(self, width: int, height: int):
        self.widget = w.HTML()
        self.surface = SvgSurface(width, height)

    def on_click(self, callback: Callable[[float, float], None]) -> None:
        """An HTML widget reports no clicks: the card detail panel is reached only through the canvas."""

    def on_client_ready(self, callback: Callable[[], None]) -> None:
        """Nothing to do: the picture is the widget's value, which a page that connects later receives too."""

    def show(self, draw: DrawFrame, count: int, frame_ms: int) -> None:
        frames = []
        for index in range(count):
            self.surface.clear()
            draw(self.surface, index)
            frames.append(self.surface.to_svg())
        self.widget.value = flip_book(frames, self.surface.width, self.surface.height, frame_ms)


def flip_book(frames: list[str], width: int, height: int, frame_ms: int) -> str:
    """One responsive SVG showing `frames` (SVG documents) one after another, `frame_ms` each, the last one kept."""
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}"'
            ' style="max-width:100%;height:auto;display:block">')
    if len(frames) == 1:
        return f"{head}{frames[0]}</svg>"
    parts = [head]
    last = len(frames) - 1
    for index, frame in enumerate(frames):
        until = 'fill="freeze"' if index == last else f'dur="{frame_ms}ms"'
        parts.append(f'<g visibility="hidden"><set attributeName="visibility" to="visible" '
                     f'begin="{index * frame_ms}ms" {until}/>{frame}</g>')
    parts.append("</svg>")
    return "".join(parts)


def make_screen(width: int, height: int) -> Screen:
    """A canvas screen where ipycanvas works, else an SVG one (JupyterLite)."""
    try:
        from .canvas_screen import CanvasScreen
    except ImportError as exc:
        if exc.name not in NO_BROWSER_BUILD:
            raise
        return SvgScreen(width, height)
    return CanvasScreen(width, height)
