"""Boards for the cardgames engines.

Importing `widgets`, `widgets.surface`, `widgets.svg`, `widgets.recording`, `widgets.picture`, `widgets.tutorial` or
`widgets.layouts.*` needs no Jupyter packages (a game's `_repr_html_` draws its board through `widgets.picture`, an
`<img>` that untrusted notebooks show too; `widgets.tutorial` holds the helpers the tutorial notebooks share). The
live pieces, which import ipywidgets/ipycanvas, load on first use: `widgets.Board`, `widgets.show`,
`widgets.CanvasSurface`.

    from widgets import show
    show(game)            # a Board: canvas, controls, event log; you play seat 0 against the game's computer
                          # opponent (its heuristic agent; opponent="random" for a random one)
"""
from __future__ import annotations

from typing import Any

from .recording import RecordingSurface
from .surface import Frame, Layout, Surface
from .svg import SvgSurface, render_svg

_LAZY = {"Board": ("board", "Board"), "show": ("board", "show"), "CanvasSurface": ("canvas", "CanvasSurface")}

__all__ = ["Board", "CanvasSurface", "Frame", "Layout", "RecordingSurface", "Surface", "SvgSurface", "render_svg",
           "show"]


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        module, attr = _LAZY[name]
        value = getattr(importlib.import_module(f".{module}", __name__), attr)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
