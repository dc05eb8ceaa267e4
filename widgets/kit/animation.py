"""Animation helpers shared by every board. A board draws the state *after* a step; a frame with progress
`t < 1` rewinds what the step changed and plays it forward. At `t == 1` nothing here runs, so the last frame is
the static picture.

Cards move between zones as the standard move events say: event data `moves: [[card, from_zone, to_zone], ...]`
with zone names like "0.hand" (see the project's COMMON rules); `flights` turns them into cards in the air."""
from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from widgets.surface import Surface

Rect = tuple[float, float, float, float]


def ease(t: float) -> float:
    """Ease-out cubic on [0, 1]: fast start, gentle landing."""
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


def stagger(t: float, k: int, n: int, gap: float = 0.3) -> float:
    """The progress of the k-th of n things that start one after another (all done at t = 1)."""
    return min(1.0, max(0.0, t * (1 + gap * (n - 1)) - gap * k))


def later(t: float, start: float) -> float:
    """Progress of something that waits until `start` of the way through (e.g. a label after a flip)."""
    return ease(max(0.0, (t - start) / (1 - start))) if start < 1 else float(t >= 1)


def lerp(a: float, b: float, u: float) -> float:
    return a + (b - a) * u


def lerp_rect(a: Rect, b: Rect, u: float) -> Rect:
    return tuple(lerp(p, q, u) for p, q in zip(a, b, strict=True))  # type: ignore[return-value]


def count_up(before: float, after: float, u: float) -> int:
    """A number counting from `before` to `after` (a P.E total, an HP value) at progress `u`."""
    return round(lerp(before, after, u))


def flip(u: float) -> tuple[float, bool]:
    """A card turning over: (width scale, face shown?) at progress u; the back shows for the first half."""
    return abs(math.cos(math.pi * min(1.0, max(0.0, u)))), u >= 0.5


def shake(t: float, amplitude: float = 5) -> float:
    """Sideways offset of something hit, dying out by t = 1."""
    return amplitude * math.sin(t * math.pi * 5) * (1 - t)


def draw_flip(s: Surface, x: float, y: float, w: float, h: float, u: float,
              back: Callable[[float, float, float, float], None], face: Callable[[float, float, float, float], None]
              ) -> None:
    """Draw a card at (x, y, w, h) turning face up at progress u (width through 0, back then face)."""
    scale, up = flip(u)
    cw = max(1.0, w * scale)
    (face if up else back)(x + (w - cw) / 2, y, cw, h)


def floating(s: Surface, x: float, y: float, text: str, t: float, *, color: str, size: float = 26,
             rise: float = 14, animated: bool = True) -> None:
    """A number rising from (x, y) as it fades in (damage "−N", a gain "+N"), on a white tag so it reads over a
    card; static at its end position."""
    alpha = min(1.0, 0.3 + t) if animated else 1.0
    w = len(text) * size * 0.62 + 14
    with s.group(0, -rise * t, alpha):
        s.rect(x - w / 2, y - size * 0.7, w, size * 1.4, fill="#ffffff", stroke=color, stroke_width=2, radius=8)
        s.text(x, y, text, size=size, weight="bold", color=color, align="center", baseline="middle")


def moves(events: Iterable) -> list[tuple[int, str, str]]:
    """Every (card, from_zone, to_zone) of the standard move events, in order."""
    out = []
    for e in events:
        for card, src, dst in (e.data or {}).get("moves", ()):
            out.append((card, src, dst))
    return out


@dataclass(frozen=True)
class Flight:
    """A card in the air: drawn at `rect` with opacity `alpha`, face up or not; not drawn at its destination."""

    card: int
    face_up: bool
    rect: Rect
    alpha: float = 1.0


def flights(card_moves: list[tuple[int, str, str]], t: float, where: Callable[[int, str], Rect | None],
            face_up: Callable[[int, str], bool], *, fade_to: float = 1.0) -> list[Flight]:
    """The cards of `card_moves` mid-way at progress t, one after another. `where(card, zone)` is the board's
    geometry (None: not drawn there, e.g. beyond the shown part of a hand), `face_up(card, to_zone)` whether the
    viewer sees its face."""
    out = []
    n = len(card_moves)
    for k, (card, src, dst) in enumerate(card_moves):
        a, b = where(card, src), where(card, dst)
        if a is None or b is None:
            continue
        u = ease(stagger(t, k, n))
        out.append(Flight(card, face_up(card, dst), lerp_rect(a, b, u), lerp(1.0, fade_to, u)))
    return out
