"""SVG backend: a deterministic SVG string, standard library only (the same drawing gives byte-identical output;
numbers are rounded to 2 decimals). Used by `Game._repr_html_`, static pictures and golden tests."""
from __future__ import annotations

from collections.abc import Sequence

from .kit.fonts import picture_font_face
from .surface import FONT_FAMILY, Surface, fmt

_ANCHOR = {"left": "start", "center": "middle", "right": "end"}
_BASELINE = {"alphabetic": None, "middle": "central", "top": "hanging", "bottom": "text-after-edge"}


def escape(text: str) -> str:
    """`text` with `&`, `<` and `>` written as entities, as `xml.sax.saxutils.escape` writes it (whose import
    brings `urllib.request`: a tenth of the first board's imports)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def quoteattr(value: str) -> str:
    """An attribute value in double quotes, escaped (always double quotes, so output is uniform)."""
    return '"' + escape(str(value)).replace('"', "&quot;") + '"'


def _paint(fill: str | None, stroke: str | None, stroke_width: float) -> str:
    out = f" fill={quoteattr(fill or 'none')}"
    if stroke:
        out += f" stroke={quoteattr(stroke)}"
        if stroke_width != 1:
            out += f' stroke-width="{fmt(stroke_width)}"'
    return out


class SvgSurface(Surface):
    """Collects SVG elements; `to_svg()` returns the document.

    >>> s = SvgSurface(40, 20)
    >>> s.rect(0, 0, 40, 20, fill="#fff")
    >>> s.text(20, 10, "A & B", align="center", baseline="middle")
    >>> print(s.to_svg())  # doctest: +NORMALIZE_WHITESPACE
    <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20"
         font-family="'Cardgames CJK', sans-serif">
    <rect x="0" y="0" width="40" height="20" fill="#fff"/>
    <text x="20" y="10" font-size="12" fill="#000" text-anchor="middle" dominant-baseline="central">A &amp; B</text>
    </svg>
    """

    def __init__(self, width: int, height: int, *, background: str | None = None, title: str | None = None):
        self.width, self.height = int(width), int(height)
        self._parts: list[str] = []
        self._depth = 0
        self.hits = []
        if title:
            self._parts.append(f"<title>{escape(title)}</title>")
        if background:
            self.rect(0, 0, self.width, self.height, fill=background)

    def _add(self, element: str) -> None:
        self._parts.append(element)

    def rect(self, x, y, w, h, *, fill=None, stroke=None, stroke_width=1, radius=0) -> None:
        r = f' rx="{fmt(radius)}"' if radius else ""
        self._add(f'<rect x="{fmt(x)}" y="{fmt(y)}" width="{fmt(w)}" height="{fmt(h)}"{r}'
                  f"{_paint(fill, stroke, stroke_width)}/>")

    def text(self, x, y, text, *, size=12, weight="normal", align="left", color="#000", baseline="alphabetic"):
        attrs = f'x="{fmt(x)}" y="{fmt(y)}" font-size="{fmt(size)}"'
        if weight != "normal":
            attrs += f" font-weight={quoteattr(weight)}"
        attrs += f" fill={quoteattr(color)}"
        if align != "left":
            attrs += f' text-anchor="{_ANCHOR[align]}"'
        if _BASELINE[baseline]:
            attrs += f' dominant-baseline="{_BASELINE[baseline]}"'
        self._add(f"<text {attrs}>{escape(str(text))}</text>")

    def line(self, x1, y1, x2, y2, *, color="#000", width=1) -> None:
        w = f' stroke-width="{fmt(width)}"' if width != 1 else ""
        self._add(f'<line x1="{fmt(x1)}" y1="{fmt(y1)}" x2="{fmt(x2)}" y2="{fmt(y2)}" stroke={quoteattr(color)}{w}/>')

    def circle(self, cx, cy, r, *, fill=None, stroke=None, stroke_width=1) -> None:
        self._add(f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="{fmt(r)}"{_paint(fill, stroke, stroke_width)}/>')

    def polygon(self, points: Sequence[tuple[float, float]], *, fill=None, stroke=None, stroke_width=1) -> None:
        pts = " ".join(f"{fmt(x)},{fmt(y)}" for x, y in points)
        self._add(f'<polygon points="{pts}"{_paint(fill, stroke, stroke_width)}/>')

    def _push_group(self, dx, dy, alpha, turn=None) -> None:
        attrs = ""
        steps = [f"translate({fmt(dx)},{fmt(dy)})"] if dx or dy else []
        if turn is not None:
            ox, oy = turn.origin
            moved = bool(ox or oy)
            if moved:
                steps.append(f"translate({fmt(ox)},{fmt(oy)})")
            if turn.rotate:
                steps.append(f"rotate({fmt(turn.rotate)})")
            if turn.scale != 1:
                steps.append(f"scale({fmt(turn.scale)})")
            if moved:
                steps.append(f"translate({fmt(-ox)},{fmt(-oy)})")
        if steps:
            attrs += f' transform="{" ".join(steps)}"'
        if alpha != 1:
            attrs += f' opacity="{fmt(alpha)}"'
        self._depth += 1
        self._add(f"<g{attrs}>")

    def _pop_group(self) -> None:
        if self._depth == 0:
            raise RuntimeError("group closed more often than opened")
        self._depth -= 1
        self._add("</g>")

    def clear(self, color: str | None = None) -> None:
        self._parts.clear()
        super().clear(color)

    def to_svg(self) -> str:
        if self._depth:
            raise RuntimeError("an SVG group is still open")
        head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.width}" height="{self.height}" '
                f'viewBox="0 0 {self.width} {self.height}" font-family="{FONT_FAMILY}">')
        parts = self._parts
        # a picture is a document of its own: a font of the CJK characters it shows goes inside it (widgets.kit.fonts)
        face = picture_font_face("".join(p for p in parts if p.startswith("<text")))
        if face:
            parts = [f"<style>{face}</style>", *parts]
        return "\n".join([head, *parts, "</svg>"])

    _repr_svg_ = to_svg
    __str__ = to_svg


def render_svg(layout, game, frame=None) -> str:
    """Draw `game` with `layout` on a fresh SVG surface and return the SVG text: the view built once, for the
    frame's viewer (`render_view`)."""
    from .surface import Frame

    frame = frame or Frame()
    return render_view(layout, game.view(frame.viewer), frame)


def render_view(layout, view: dict, frame=None) -> str:
    """Draw a game's `view` (built for `frame.viewer`) with `layout` on a fresh SVG surface; the SVG text."""
    from .surface import Frame

    width, height = layout.size
    surface = SvgSurface(width, height)
    layout.draw(surface, view, frame or Frame())
    return surface.to_svg()
