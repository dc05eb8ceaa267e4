"""Recording backend: every draw call becomes a tuple in `ops`, for unit tests of layouts.

Each op is `(name, *positional, style)` where `style` is a dict of the keyword arguments actually passed, e.g.
`("rect", 0, 0, 10, 10, {"fill": "#fff"})`, `("text", 5, 5, "Hi", {"size": 14})`; groups add `("group", dx, dy,
alpha)` (plus a dict `{"rotate": deg, "scale": s, "origin": (x, y)}` when the group turns or scales) and
`("end",)`."""
from __future__ import annotations

from .surface import Surface


class RecordingSurface(Surface):
    def __init__(self, width: int = 800, height: int = 600):
        self.width, self.height = int(width), int(height)
        self.ops: list[tuple] = []
        self.hits = []

    def rect(self, x, y, w, h, **style) -> None:
        self.ops.append(("rect", x, y, w, h, style))

    def text(self, x, y, text, **style) -> None:
        self.ops.append(("text", x, y, str(text), style))

    def line(self, x1, y1, x2, y2, **style) -> None:
        self.ops.append(("line", x1, y1, x2, y2, style))

    def circle(self, cx, cy, r, **style) -> None:
        self.ops.append(("circle", cx, cy, r, style))

    def polygon(self, points, **style) -> None:
        self.ops.append(("polygon", tuple(tuple(p) for p in points), style))

    def _push_group(self, dx, dy, alpha, turn=None) -> None:
        if turn is None:
            self.ops.append(("group", dx, dy, alpha))
        else:
            self.ops.append(("group", dx, dy, alpha, {"rotate": turn.rotate, "scale": turn.scale,
                                                      "origin": turn.origin}))

    def _pop_group(self) -> None:
        self.ops.append(("end",))

    def clear(self, color: str | None = None) -> None:
        self.ops.clear()
        super().clear(color)

    # ----- queries for tests ------------------------------------------------------------------------------------
    def of(self, name: str) -> list[tuple]:
        """All ops of one kind ("rect", "text", ...)."""
        return [op for op in self.ops if op[0] == name]

    def texts(self) -> list[str]:
        """Every string drawn, in order."""
        return [op[3] for op in self.ops if op[0] == "text"]

    def faded_texts(self, alpha: float) -> list[str]:
        """Every string drawn inside a group with opacity `alpha` (a hand card dimmed to `theme.DIMMED`)."""
        out, faded = [], []
        for op in self.ops:
            if op[0] == "group":
                faded.append(op[3] == alpha)
            elif op[0] == "end":
                faded.pop()
            elif op[0] == "text" and any(faded):
                out.append(op[3])
        return out

    def texts_inside(self, fill: str) -> list[str]:
        """Every string drawn (anchored) inside a rectangle filled with `fill`, e.g. a greyed hand card's body
        (`theme.DIM_TINT`). Groups' offsets are ignored: for cards drawn where they rest."""
        boxes = [op[1:5] for op in self.ops if op[0] == "rect" and op[5].get("fill") == fill]
        return [op[3] for op in self.ops if op[0] == "text"
                and any(x <= op[1] <= x + w and y <= op[2] <= y + h for x, y, w, h in boxes)]

    def colors(self) -> set[str]:
        """Every fill, stroke and text colour used."""
        out = set()
        for op in self.ops:
            style = op[-1] if op and isinstance(op[-1], dict) else {}
            out.update(v for k, v in style.items() if k in ("fill", "stroke", "color") and v)
        return out
