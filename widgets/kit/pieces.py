"""Drawing pieces shared by every board: card frame and back, small card in a row, empty slot, pile with a count,
hand row, HP/value bar, dots and tokens (KOs, cores, spirit energy, SP), effect pill, badges. Each takes a
`Surface` and board pixels and draws nothing smaller than `theme.MIN_FONT`."""
from __future__ import annotations

from collections.abc import Sequence

from widgets.surface import Surface
from widgets.words import said

from . import theme as th


def ring(s: Surface, x: float, y: float, w: float, h: float, *, color: str = th.HIGHLIGHT, radius: float = 8) -> None:
    """The highlight drawn around what the last step touched."""
    s.rect(x - 3, y - 3, w + 6, h + 6, stroke=color, stroke_width=3, radius=radius)


def card_frame(s: Surface, x: float, y: float, w: float, h: float, *, color: str, tint: str, border: str | None = None,
               title: str = "", title_ink: str = th.WHITE, highlight: bool = False, dim: bool = False,
               body: float | None = None, max_lines: int = 2) -> float:
    """A face-up card: tinted body, coloured title band with the name. Returns the band height, so the caller's
    face starts below it. Edge-on cards (mid-flip) get no text. A name too long for the band's line is set smaller
    (down to `theme.SMALL`); then, when the caller says its face needs only `body` pixels under the band and the
    card has them, on up to `max_lines` lines in a taller band (in bold, or else in the regular weight, which is
    narrower); only then is it cut (with "…"). `dim`: a card that cannot be used now, in greys that keep its text
    readable (`theme.DIM_BAND`)."""
    if dim:
        color, tint, border, title_ink = th.DIM_BAND, th.DIM_TINT, th.DIM_EDGE, th.DIM_INK
    s.rect(x, y, w, h, fill=tint, stroke=border or color, stroke_width=2, radius=6)
    size = th.TITLE if w >= 120 else th.SMALL
    inner = w - 6  # 3 px either side, inside the 2 px border
    lines, weight = [th.fit(title, inner, size, "bold")], "bold"
    if title and th.text_width(title, size, "bold") > inner:
        size = th.SMALL
        lines = [th.fit(title, inner, size, "bold")]
        if th.text_width(title, size, "bold") > inner and body is not None:
            # the fewest lines, words whole before words broken with a hyphen, bold before regular
            tries = [(n, wt, broken) for broken in (False, True) for n in range(2, max_lines + 1)
                     if h - band_height(n) >= body for wt in ("bold", "normal")]
            for n, wt, broken in tries:
                wrapped = th.wrap(title, inner, size, n, wt)
                if not wrapped[-1].endswith("…") and (broken or not any(x.endswith("-") for x in wrapped[:-1])):
                    lines, weight = wrapped, wt
                    break
    band = size + 10 if len(lines) == 1 else band_height(len(lines))
    s.rect(x, y, w, band, fill=color, radius=6)
    if title and w >= 30:
        if len(lines) == 1:
            s.text(x + 3, y + band / 2, lines[0], size=size, weight="bold", color=title_ink, baseline="middle")
        else:
            for k, line in enumerate(lines):
                s.text(x + 3, y + 4 + (size + 2) * (k + 0.5), line, size=size, weight=weight, color=title_ink,
                       baseline="middle")
    if highlight:
        ring(s, x, y, w, h)
    return band


def band_height(lines: int) -> float:
    """The height of a card's title band holding its name on `lines` lines (`theme.SMALL`)."""
    return lines * (th.SMALL + 2) + 8


def mini_card(s: Surface, x: float, y: float, w: float, h: float, *, color: str, tint: str, title: str,
              note: str = "", mark: str = "", note_ink: str = th.MUTED, highlight: bool = False) -> None:
    """A card shown small in a row (a chain link, the card a bid is for): a band in the card's colour on the left with
    a short `mark` (a link's number), the name in bold and a `note` line below it, both fitted to the width."""
    s.rect(x, y, w, h, fill=tint, stroke=color, stroke_width=2, radius=6)
    band = th.text_width(mark, th.TEXT, "bold") + 12 if mark else 8
    s.rect(x, y, band, h, fill=color, radius=6)
    s.rect(x + band - 6, y + 1, 6, h - 2, fill=color)  # the band's inner edge square
    if mark:
        s.text(x + band / 2, y + h / 2, mark, size=th.TEXT, weight="bold", color=th.WHITE, align="center",
               baseline="middle")
    tx, tw, cy = x + band + 6, w - band - 10, y + h / 2
    s.text(tx, cy - 8 if note else cy, th.fit(title, tw, th.SMALL, "bold"), size=th.SMALL, weight="bold",
           color=th.INK, baseline="middle")
    if note:
        s.text(tx, cy + 9, th.fit(note, tw, th.SMALL), size=th.SMALL, color=note_ink, baseline="middle")
    if highlight:
        ring(s, x, y, w, h)


def card_back(s: Surface, x: float, y: float, w: float, h: float, *, highlight: bool = False) -> None:
    """The back of a card (a hidden card, a deck, a card mid-flip)."""
    s.rect(x, y, w, h, fill=th.BACK, stroke=th.BACK_EDGE, stroke_width=1.5, radius=5)
    if w >= 12:
        s.rect(x + 4, y + 4, w - 8, h - 8, stroke=th.BACK_LINE, radius=4)
        s.circle(x + w / 2, y + h / 2, min(w, h) / 5, stroke=th.BACK_LINE, stroke_width=1.5)
    if highlight:
        ring(s, x, y, w, h, radius=7)


def slot(s: Surface, x: float, y: float, w: float, h: float, label: str = "") -> None:
    """An empty place for a card, with a word saying what belongs there."""
    s.rect(x, y, w, h, fill=th.SLOT, stroke=th.SLOT_EDGE, radius=5)
    if label:
        s.text(x + w / 2, y + h / 2, th.fit(label, w - 4, th.SMALL), size=th.SMALL, color=th.SLOT_INK,
               align="center", baseline="middle")


def count_box(s: Surface, cx: float, cy: float, count: int) -> None:
    """A number on a white box, centred on (cx, cy) (the size of a pile)."""
    text = str(count)
    w = max(34, th.text_width(text, th.TEXT, "bold") + 12)
    s.rect(cx - w / 2, cy - 14, w, 28, fill=th.WHITE, stroke=th.BACK_LINE, radius=5)
    s.text(cx, cy, text, size=th.TEXT, weight="bold", color=th.INK, align="center", baseline="middle")


def pile(s: Surface, x: float, y: float, w: float, h: float, count: int, *, highlight: bool = False,
         empty: str = "0") -> None:
    """A face-down pile (a deck) with its count, or an empty slot."""
    if count:
        card_back(s, x, y, w, h, highlight=highlight)
        count_box(s, x + w / 2, y + h / 2, count)
    else:
        slot(s, x, y, w, h, empty)


def row(x: float, y: float, n: int, w: float, gap: float = 6) -> list[tuple[float, float]]:
    """Where `n` cards of width `w` go in a row starting at (x, y) (a hand, a zone)."""
    return [(x + k * (w + gap), y) for k in range(n)]


def more(s: Surface, x: float, y: float, hidden: int) -> None:
    """"+N" after a row that shows fewer cards than it holds."""
    if hidden > 0:
        s.text(x, y, f"+{hidden}", size=th.SMALL, weight="bold", color=th.MUTED, align="right", baseline="middle")


def bar(s: Surface, x: float, y: float, w: float, value: float, full: float, *, h: float = 10,
        low: float = 0.5) -> None:
    """A value bar (HP): green while above `low` of `full`, orange below, the lost part light red."""
    full = max(full, 1)
    s.rect(x, y, w, h, fill="#ffcdd2", radius=3)
    part = max(0.0, min(value, full)) / full
    s.rect(x, y, w * part, h, fill="#43a047" if part > low else "#fb8c00", radius=3)
    s.rect(x, y, w, h, stroke="#9e9e9e", radius=3)


def dots(s: Surface, x: float, y: float, total: int, filled: int, *, color: str = th.DAMAGE, r: float = 7,
         gap: float = 22, emphasize: int | None = None) -> None:
    """`total` dots from (x, y) rightwards, the first `filled` ones solid (a count out of a fixed number: KOs)."""
    for k in range(total):
        s.circle(x + k * gap, y, r, fill=color if k < filled else th.WHITE, stroke=color,
                 stroke_width=2.5 if k == emphasize else 1)


def tokens(s: Surface, x: float, y: float, count: int, *, color: str, label: str = "", shown: int = 5,
           r: float = 7) -> float:
    """A counted pile of tokens (cores, spirit energy, SP): up to `shown` stacked chips and the number beside
    them, after an optional label. Returns the x where the drawing ends."""
    if label:
        s.text(x, y, label, size=th.SMALL, color=th.MUTED, baseline="middle")
        x += th.text_width(label, th.SMALL) + 8
    for k in range(min(count, shown)):
        s.circle(x + r + k * 4, y - k * 2, r, fill=color, stroke=th.WHITE, stroke_width=1.5)
    x += 2 * r + 4 * max(0, min(count, shown) - 1) + 6
    s.text(x, y, str(count), size=th.TEXT, weight="bold", color=th.INK, baseline="middle")
    return x + th.text_width(str(count), th.TEXT, "bold")


def pill(s: Surface, x: float, y: float, text: str, *, max_w: float = 240, fill: str = th.EFFECT_FILL,
         edge: str = th.HIGHLIGHT, ink: str = th.HIGHLIGHT_INK, align: str = "left") -> tuple[float, float]:
    """An effect label: rounded box with bold text, vertically centred on y; `align` says whether x is its left
    edge, centre or right edge. Returns (left, width)."""
    text = th.fit(text, max_w - 14, th.SMALL, "bold")
    w = th.text_width(text, th.SMALL, "bold") + 14
    left = x - w / 2 if align == "center" else x - w if align == "right" else x
    s.rect(left, y - 11, w, 22, fill=fill, stroke=edge, radius=11)
    s.text(left + 7, y, text, size=th.SMALL, weight="bold", color=ink, baseline="middle")
    return left, w


def badge(s: Surface, cx: float, cy: float, text: str, *, fill: str = th.DAMAGE, r: float = 12,
          pop: float = 1.0) -> None:
    """A round marker with a short text (a penalty "½"); `pop` < 1 grows it in."""
    if pop <= 0:
        return
    s.circle(cx, cy, r * pop, fill=fill, stroke=th.WHITE, stroke_width=2)
    if pop > 0.5:
        s.text(cx, cy, text, size=th.TEXT, weight="bold", color=th.WHITE, align="center", baseline="middle")


def tag(s: Surface, x: float, y: float, text: str, *, fill: str = th.BACK, ink: str = th.WHITE,
        align: str = "left") -> float:
    """A small rounded label (a "TURN" marker, a stack count). Returns its width."""
    w = th.text_width(text, th.SMALL, "bold") + 14
    left = x - w if align == "right" else x - w / 2 if align == "center" else x
    s.rect(left, y - 10, w, 20, fill=fill, radius=10)
    s.text(left + w / 2, y, text, size=th.SMALL, weight="bold", color=ink, align="center", baseline="middle")
    return w


def lines(s: Surface, x: float, y: float, texts: Sequence[str], *, size: float = th.TEXT, color: str = th.INK,
          step: float | None = None, weight: str = "normal") -> float:
    """Several lines of text from (x, y) downwards; returns the y after the last."""
    step = step or size * 1.3
    for text in texts:
        s.text(x, y, text, size=size, color=color, baseline="middle", weight=weight)
        y += step
    return y


def area(s: Surface, x: float, y: float, w: float, h: float, title: str, *, active: bool = False,
         marker: str | None = None) -> float:
    """A player's area: a white box (outlined in the highlight colour while `active`) with its title and, while
    active, a marker tag ("TURN" in the language read now, unless `marker` says otherwise). Returns the y of the
    title line."""
    s.rect(x, y, w, h, fill=th.AREA, stroke=th.HIGHLIGHT if active else th.AREA_EDGE, stroke_width=2 if active else 1,
           radius=10)
    ty = y + 16
    s.text(x + 14, ty, title, size=th.TITLE, weight="bold", color=th.INK, baseline="middle")
    if active:
        tag(s, x + 14 + th.text_width(title, th.TITLE, "bold") + 10, ty, said("TURN") if marker is None else marker,
            fill=th.HIGHLIGHT)
    return ty


def counted(s: Surface, right: float, y: float, label: str, total: int, filled: int, *,
            emphasize: int | None = None) -> None:
    """A labelled count out of a fixed number ("KOs scored ●○○") ending at `right`."""
    x = right - 22 * (total - 1) - 8
    s.text(x - 18, y, label, size=th.SMALL, color=th.MUTED, align="right", baseline="middle")
    dots(s, x, y, total, filled, emphasize=emphasize)


def label(s: Surface, x: float, y: float, text: str, *, fresh: bool = False) -> None:
    """A zone's name above it (highlighted while the last step changed what it counts)."""
    s.text(x, y, text, size=th.SMALL, weight="bold", color=th.HIGHLIGHT_INK if fresh else th.INK, baseline="middle")


def chip(s: Surface, x: float, y: float, w: float, h: float, text: str, *, u: float | None = None) -> None:
    """A revealed choice (an attack) centred on y; `u` (an animation's progress) flips it from its back."""
    from .animation import flip

    scale, face = flip(u) if u is not None else (1.0, True)
    cw = max(1.0, w * scale)
    cx = x + (w - cw) / 2
    if not face:
        s.rect(cx, y - h / 2, cw, h, fill=th.BACK, stroke=th.BACK_EDGE, radius=6)
        return
    s.rect(cx, y - h / 2, cw, h, fill=th.WHITE, stroke=th.HIGHLIGHT, stroke_width=2, radius=6)
    if cw > 60:
        s.text(cx + cw / 2, y, text, size=th.TEXT, weight="bold", color=th.INK, align="center", baseline="middle")


def strip(s: Surface, x: float, y: float, w: float, h: float, *, title: str = "", note: str = "",
          banner: str = "", split: float = 0.5) -> float:
    """The band between the players: a bold `title` on the left and a muted `note` from `split` of the width, or a
    `banner` (the end of the game) across the whole band on up to two lines. Returns the band's middle y."""
    s.rect(x, y, w, h, fill=th.STRIP, radius=8)
    cy = y + h / 2
    if banner:
        text = th.wrap(banner, w - 28, th.TEXT, 2, "bold")
        lines(s, x + 14, cy - 9 * (len(text) - 1), text, size=th.TEXT, weight="bold", step=18)
        return cy
    if title:
        s.text(x + 14, cy, th.fit(title, w * split - 24, th.TEXT, "bold"), size=th.TEXT, weight="bold",
               color=th.INK, baseline="middle")
    if note:
        s.text(x + w * split, cy, th.fit(note, w * (1 - split) - 14, th.SMALL), size=th.SMALL, color=th.MUTED,
               baseline="middle")
    return cy
