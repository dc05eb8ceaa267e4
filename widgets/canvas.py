"""ipycanvas backend for the live board. This is the only drawing module that imports ipycanvas.

Drawing is batched: `CanvasSurface.frame()` (or the Board) wraps a whole picture in `ipycanvas.hold_canvas()`, so a
redraw reaches the browser as one message."""
from __future__ import annotations

import contextlib
import math
from collections.abc import Iterator, Sequence

from ipycanvas import Canvas, hold_canvas

from .surface import FONT_FAMILY, Surface


class CanvasSurface(Surface):
    """Draws on an `ipycanvas.Canvas` (created when not given). Style attributes are only re-sent when they
    change; the cache follows the canvas's own save/restore stack."""

    def __init__(self, canvas: Canvas | None = None, width: int = 800, height: int = 600):
        self.canvas = canvas if canvas is not None else Canvas(width=width, height=height)
        self.width, self.height = int(self.canvas.width), int(self.canvas.height)
        self._style: dict[str, object] = {}
        self._stack: list[tuple[dict, float]] = []
        self._alpha = 1.0
        self.hits = []

    # ----- state --------------------------------------------------------------------------------------------------
    def _set(self, name: str, value: object) -> None:
        if self._style.get(name, object()) != value:
            setattr(self.canvas, name, value)
            self._style[name] = value

    def reset(self) -> None:
        """Forget the cached styles (the browser side may have lost them, e.g. a new Voila client)."""
        self._style = {}
        self._stack = []
        self._alpha = 1.0

    @contextlib.contextmanager
    def frame(self) -> Iterator[CanvasSurface]:
        """Batch everything drawn inside into one message, starting from a cleared canvas."""
        with hold_canvas():
            self.clear()
            yield self

    def clear(self, color: str | None = None) -> None:
        self.reset()
        self.canvas.reset_transform()
        self.canvas.global_alpha = 1.0
        self.canvas.clear()
        super().clear(color)

    # ----- primitives ----------------------------------------------------------------------------------------------
    def _rounded_path(self, x, y, w, h, r) -> None:
        c = self.canvas
        r = max(0.0, min(float(r), w / 2, h / 2))
        c.begin_path()
        c.move_to(x + r, y)
        c.arc_to(x + w, y, x + w, y + h, r)
        c.arc_to(x + w, y + h, x, y + h, r)
        c.arc_to(x, y + h, x, y, r)
        c.arc_to(x, y, x + w, y, r)
        c.close_path()

    def rect(self, x, y, w, h, *, fill=None, stroke=None, stroke_width=1, radius=0) -> None:
        c = self.canvas
        if radius:
            self._rounded_path(x, y, w, h, radius)
            if fill:
                self._set("fill_style", fill)
                c.fill()
            if stroke:
                self._set("stroke_style", stroke)
                self._set("line_width", stroke_width)
                c.stroke()
            return
        if fill:
            self._set("fill_style", fill)
            c.fill_rect(x, y, w, h)
        if stroke:
            self._set("stroke_style", stroke)
            self._set("line_width", stroke_width)
            c.stroke_rect(x, y, w, h)

    def text(self, x, y, text, *, size=12, weight="normal", align="left", color="#000", baseline="alphabetic"):
        font = f"{size}px {FONT_FAMILY}" if weight == "normal" else f"{weight} {size}px {FONT_FAMILY}"
        self._set("font", font)
        self._set("text_align", align)
        self._set("text_baseline", baseline)
        self._set("fill_style", color)
        self.canvas.fill_text(str(text), x, y)

    def line(self, x1, y1, x2, y2, *, color="#000", width=1) -> None:
        self._set("stroke_style", color)
        self._set("line_width", width)
        self.canvas.stroke_line(x1, y1, x2, y2)

    def circle(self, cx, cy, r, *, fill=None, stroke=None, stroke_width=1) -> None:
        if fill:
            self._set("fill_style", fill)
            self.canvas.fill_arc(cx, cy, r, 0, 2 * math.pi)
        if stroke:
            self._set("stroke_style", stroke)
            self._set("line_width", stroke_width)
            self.canvas.stroke_arc(cx, cy, r, 0, 2 * math.pi)

    def polygon(self, points: Sequence[tuple[float, float]], *, fill=None, stroke=None, stroke_width=1) -> None:
        pts = [(float(x), float(y)) for x, y in points]
        if fill:
            self._set("fill_style", fill)
            self.canvas.fill_polygon(pts)
        if stroke:
            self._set("stroke_style", stroke)
            self._set("line_width", stroke_width)
            self.canvas.stroke_polygon(pts)

    def _push_group(self, dx, dy, alpha, turn=None) -> None:
        self._stack.append((dict(self._style), self._alpha))
        c = self.canvas
        c.save()
        if dx or dy:
            c.translate(dx, dy)
        if turn is not None:
            ox, oy = turn.origin
            if ox or oy:
                c.translate(ox, oy)
            if turn.rotate:
                c.rotate(math.radians(turn.rotate))
            if turn.scale != 1:
                c.scale(turn.scale)
            if ox or oy:
                c.translate(-ox, -oy)
        if alpha != 1:
            self._alpha *= alpha
            self.canvas.global_alpha = self._alpha

    def _pop_group(self) -> None:
        self.canvas.restore()
        self._style, self._alpha = self._stack.pop()
