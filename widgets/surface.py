"""The drawing surface that board layouts draw against.

A layout never talks to ipycanvas or SVG directly: it calls the few primitives below, so one drawing function serves
the live board (`widgets.canvas.CanvasSurface`), static pictures and `Game._repr_html_` (`widgets.svg.SvgSurface`) and
unit tests (`widgets.recording.RecordingSurface`). This module imports the standard library only.

Coordinates are pixels, origin top left. Colours are CSS colour strings. `None` means "no fill" / "no stroke".
"""
from __future__ import annotations

import contextlib
import math
from abc import ABC, abstractmethod
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, runtime_checkable

Align = Literal["left", "center", "right"]
Baseline = Literal["alphabetic", "middle", "top", "bottom"]
Weight = Literal["normal", "bold"]
# the kit's CJK font first: it covers only the CJK blocks (widgets.kit.fonts), every other character is the
# browser's sans-serif (single quotes: the value goes into SVG attributes and canvas fonts alike)
FONT_FAMILY = "'Cardgames CJK', sans-serif"


class Surface(ABC):
    """Abstract drawing surface. Subclasses implement the primitives; `group` is a context manager that translates
    and fades everything drawn inside it (used for highlights and animation frames)."""

    width: int
    height: int
    hits: list[tuple[float, float, float, float, Any]]

    @abstractmethod
    def rect(self, x: float, y: float, w: float, h: float, *, fill: str | None = None, stroke: str | None = None,
             stroke_width: float = 1, radius: float = 0) -> None:
        """A rectangle, optionally with rounded corners of `radius`."""

    @abstractmethod
    def text(self, x: float, y: float, text: str, *, size: float = 12, weight: Weight = "normal",
             align: Align = "left", color: str = "#000", baseline: Baseline = "alphabetic") -> None:
        """One line of text anchored at (x, y): `align` is horizontal, `baseline` vertical."""

    @abstractmethod
    def line(self, x1: float, y1: float, x2: float, y2: float, *, color: str = "#000", width: float = 1) -> None:
        """A straight segment."""

    @abstractmethod
    def circle(self, cx: float, cy: float, r: float, *, fill: str | None = None, stroke: str | None = None,
               stroke_width: float = 1) -> None:
        """A circle of radius `r` centred on (cx, cy)."""

    @abstractmethod
    def polygon(self, points: Sequence[tuple[float, float]], *, fill: str | None = None, stroke: str | None = None,
                stroke_width: float = 1) -> None:
        """A closed polygon through `points`."""

    @abstractmethod
    def _push_group(self, dx: float, dy: float, alpha: float, turn: Turn | None = None) -> None: ...

    @abstractmethod
    def _pop_group(self) -> None: ...

    @contextlib.contextmanager
    def group(self, dx: float = 0, dy: float = 0, alpha: float = 1.0, *, rotate: float = 0, scale: float = 1,
              origin: tuple[float, float] = (0, 0)) -> Iterator[Surface]:
        """Draw the body translated by (dx, dy), with opacity `alpha`, and turned by `rotate` degrees (clockwise, as
        on screen) and scaled by `scale` about `origin` (in the body's own coordinates). Groups nest. Cards that
        lie sideways (exhausted cards) or a fighter turned per damage point are
        drawn upright inside a rotated group."""
        turn = Turn(float(rotate) % 360, float(scale), (float(origin[0]), float(origin[1])))
        self._push_group(dx, dy, alpha, None if turn.is_identity else turn)
        try:
            yield self
        finally:
            self._pop_group()

    def hit(self, x: float, y: float, w: float, h: float, key: Any) -> None:
        """Mark a clickable region (e.g. a card) in surface coordinates: the live board finds what was clicked with
        `hit_at`. Regions ignore groups' transforms: mark them where the thing rests, not mid-animation."""
        self.hits.append((float(x), float(y), float(w), float(h), key))

    def hit_at(self, x: float, y: float) -> Any:
        """The key of the topmost region marked at (x, y), or None."""
        for rx, ry, rw, rh, key in reversed(self.hits):
            if rx <= x <= rx + rw and ry <= y <= ry + rh:
                return key
        return None

    def clear(self, color: str | None = None) -> None:
        """Paint the whole surface (used by the backends that keep state between frames); forget the hit regions."""
        self.hits = []
        if color is not None:
            self.rect(0, 0, self.width, self.height, fill=color)


@dataclass(frozen=True)
class Turn:
    """A group's rotation (degrees, clockwise) and scale about `origin`; every backend draws it the same way:
    translate to the origin, rotate, scale, translate back."""

    rotate: float = 0.0
    scale: float = 1.0
    origin: tuple[float, float] = (0.0, 0.0)

    @property
    def is_identity(self) -> bool:
        return self.rotate == 0 and self.scale == 1

    def apply(self, x: float, y: float) -> tuple[float, float]:
        """Where the point (x, y) of the group's body lands (before the group's own translation)."""
        ox, oy = self.origin
        rad = math.radians(self.rotate)
        u, v = (x - ox) * self.scale, (y - oy) * self.scale
        return ox + u * math.cos(rad) - v * math.sin(rad), oy + u * math.sin(rad) + v * math.cos(rad)


@dataclass(frozen=True)
class Frame:
    """What a layout needs to know besides the game: the events of the step just shown (to highlight what changed),
    the animation progress, and whose eyes the picture is for.

    * `events`: the events of the last step/action the board performed (empty for a static picture);
    * `index`, `count`: this is frame `index` of `count` (0-based) of the animation of those events;
    * `viewer`: the seat whose hidden information may be shown (its hand); None shows no hand face up;
    * `theme`: free-form options for the layout (e.g. {"dark": True}).
    """

    events: tuple = ()
    index: int = 0
    count: int = 1
    viewer: int | None = 0
    theme: dict[str, Any] = field(default_factory=dict)

    @property
    def t(self) -> float:
        """Animation progress in (0, 1]; 1.0 on the last (or only) frame."""
        return (self.index + 1) / self.count

    @property
    def is_last(self) -> bool:
        return self.index + 1 >= self.count

    def kinds(self) -> set[str]:
        """The `kind` tags of this frame's events."""
        return {e.kind for e in self.events}


@runtime_checkable
class Layout(Protocol):
    """One per game (`widgets/layouts/<game>.py` exposes an instance as `LAYOUT`). Optional extras a Board uses when
    present: `describe_action(action, label) -> str` (a button's words from the label `game.describe` made),
    `status(game) -> str` (plain text such as "Turn 2, main phase"), `frames_for(events) -> int` (animation length)
    and `card_details(game, key) -> list[str]` (the full text of a card the layout marked clickable with
    `Surface.hit`, first line its name)."""

    name: str
    size: tuple[int, int]

    def draw(self, surface: Surface, game: Any, frame: Frame) -> None: ...


def fmt(value: float) -> str:
    """A number for SVG output: rounded to 2 decimals, no trailing zeros, no negative zero."""
    r = round(float(value), 2)
    if r == 0:
        return "0"
    text = f"{r:.2f}".rstrip("0").rstrip(".")
    return text
