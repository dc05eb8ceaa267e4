"""Small plots for the notebooks, drawn by hand as SVG: histograms, rates with their 95% intervals, and a match-up
grid. matplotlib is not one of the kit's dependencies; these need nothing but the standard library.

Each function returns a `widgets.picture.Picture`: the SVG as an `<img>` (shown in JupyterLab, Voila and stored
outputs, trusted or not), with a description in plain words as its text. The same data gives the same bytes, so
strict nbval compares stored plots exactly. Text is at least 12 px, on a white background (readable in a dark
theme too); the colours are the Okabe-Ito palette, which colour-blind readers tell apart. No fonts, images or
styles are fetched from anywhere.

A rate is the plain data `cardgames.simulate` returns: `{"wins": 41, "games": 100, "rate": 0.41, "ci95": [0.32,
0.51]}` (`rate` is None when no game was played).

    from widgets.plots import histograms, matchup, rates
    histograms({"deck A": [11, 9, 12]}, title="Turns per game", xlabel="turns")
"""
from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Mapping, Sequence

from .kit.theme import text_width
from .picture import Picture
from .svg import SvgSurface

__all__ = ["histograms", "interactive", "matchup", "rates"]

TITLE, HEADING, TEXT, SMALL = 16, 14, 13, 12   # font sizes in px: nothing smaller than SMALL
INK, MUTED, GRID, BACKGROUND = "#222222", "#555555", "#d9d9d9", "#ffffff"
BLUE, ORANGE, SKY = "#0072B2", "#E69F00", "#9ecae1"
FONT_HEIGHT = 1.2   # line height, in font sizes


def _label_room(labels: Sequence[str], least: int, weight: str = "normal") -> int:
    """The width of the column of row labels (drawn right-aligned, 10 px from the plot): at least `least`, and
    enough for the longest label whole (a game's title and a deck's name were cut at the picture's left edge)."""
    return max(least, math.ceil(max((text_width(t, TEXT, weight) for t in labels), default=0)) + 20)


def interactive() -> bool:
    """Whether a person is running this notebook: the front end (JupyterLab, Notebook, VS Code) lets the kernel ask
    for input. nbval, `tools/refresh_notebooks.py`, nbconvert and Voila run a notebook as a whole and never do, so a
    progress bar given `progress=interactive()` shows to a person and stays out of stored outputs."""
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    kernel = getattr(get_ipython(), "kernel", None)
    return bool(getattr(kernel, "_allow_stdin", False))


# ----- histograms ------------------------------------------------------------------------------------------------

PANEL_W, PANEL_H = 400, 256
LEFT, RIGHT, TOP, BOTTOM = 52, 16, 50, 52   # inside a panel, around its plot area


def histograms(series: Mapping[str, Sequence[int]], *, title: str, xlabel: str, ylabel: str = "games",
               columns: int = 2) -> Picture:
    """One histogram per series, side by side in `columns` columns, each with its own scale: one bar per whole
    number (or per few, when they spread wide) and a line at the median."""
    if not series:
        raise ValueError("histograms needs at least one series")
    columns = max(1, min(columns, len(series)))
    rows = math.ceil(len(series) / columns)
    head = 40
    surface = SvgSurface(columns * PANEL_W, head + rows * PANEL_H, background=BACKGROUND, title=title)
    surface.text(12, 26, title, size=TITLE, weight="bold", color=INK)
    described = []
    for n, (label, values) in enumerate(series.items()):
        with surface.group((n % columns) * PANEL_W, head + (n // columns) * PANEL_H):
            described.append(_histogram(surface, label, [int(v) for v in values], xlabel, ylabel))
    return Picture(surface.to_svg(), f"{title}. " + "; ".join(described) + ".", dark=False)


def _bins(values: Sequence[int]) -> tuple[int, int, int]:
    """(first value, bin width, number of bins): a bin per whole number, or per few when there are more than 30."""
    low, high = min(values), max(values)
    width = max(1, math.ceil((high - low + 1) / 30))
    return low, width, math.ceil((high - low + 1) / width)


def _step(span: float, most: int) -> int:
    """A round step (1, 2, 5, 10, 20, 50, ...) that puts at most `most` ticks on `span`."""
    step = 1
    while span / step > most:
        for factor in (2, 2.5, 2):
            step = int(step * factor)
            if span / step <= most:
                break
    return step


def _histogram(surface: SvgSurface, label: str, values: list[int], xlabel: str, ylabel: str) -> str:
    plot_w, plot_h = PANEL_W - LEFT - RIGHT, PANEL_H - TOP - BOTTOM
    surface.text(LEFT, 22, label, size=HEADING, weight="bold", color=INK)
    surface.text(LEFT + plot_w / 2, PANEL_H - 10, xlabel, size=TEXT, align="center", color=INK)
    surface.text(LEFT - 6, TOP - 12, ylabel, size=SMALL, align="right", color=MUTED)
    if not values:
        surface.text(LEFT + plot_w / 2, TOP + plot_h / 2, "no games", size=TEXT, align="center", color=MUTED)
        return f"{label}: no games"
    low, width, count = _bins(values)
    counts = Counter((v - low) // width for v in values)
    tallest = max(counts.values())
    y_step = _step(tallest, 4)
    y_top = math.ceil(tallest / y_step) * y_step
    bar_w = plot_w / count

    def at(value: float) -> float:   # the middle of whole number `value`'s share of its bar
        return LEFT + (value - low + 0.5) / width * bar_w

    def y(c: float) -> float:
        return TOP + plot_h - plot_h * c / y_top

    for tick in range(0, y_top + 1, y_step):
        surface.line(LEFT, y(tick), LEFT + plot_w, y(tick), color=GRID)
        surface.text(LEFT - 6, y(tick), str(tick), size=SMALL, align="right", color=MUTED, baseline="middle")
    for b in range(count):
        if counts[b]:
            surface.rect(LEFT + b * bar_w + 0.5, y(counts[b]), max(bar_w - 1, 1), plot_h * counts[b] / y_top,
                         fill=BLUE)
    surface.line(LEFT, TOP + plot_h, LEFT + plot_w, TOP + plot_h, color=INK)
    x_step = _step(count * width, 6)
    first = math.ceil(low / x_step) * x_step
    for value in range(first, low + count * width, x_step):
        x = at(value)
        surface.line(x, TOP + plot_h, x, TOP + plot_h + 4, color=INK)
        surface.text(x, TOP + plot_h + 18, str(value), size=SMALL, align="center", color=INK)
    median = statistics.median(values)
    mx = at(median)
    surface.line(mx, TOP - 22, mx, TOP + plot_h, color=ORANGE, width=2)
    median_text = f"median {_number(median)}"
    fits = mx + 4 + 7 * len(median_text) < LEFT + plot_w   # about 7 px a character at 12 px
    surface.text(mx + 4 if fits else mx - 4, TOP - 12, median_text, size=SMALL, align="left" if fits else "right",
                 color=INK)
    return (f"{label}: {len(values)} games, {xlabel} from {min(values)} to {max(values)}, median "
            f"{_number(median)}")


def _number(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:.1f}"


# ----- rates with intervals ---------------------------------------------------------------------------------------

def _percent(x: float) -> str:
    return f"{100 * x:.0f}%"


def _rate_words(rate: Mapping) -> tuple[str, str]:
    """("84% (76–90%)", "168 of 200 games"), or a dash when no game counted."""
    if not rate.get("games") or rate.get("rate") is None:
        return "no games", ""
    low, high = rate["ci95"]
    return (f"{_percent(rate['rate'])} ({100 * low:.0f}–{_percent(high)})",
            f"{rate['wins']} of {rate['games']} games")


def rates(rows: Sequence[tuple[str, Mapping]], *, title: str, xlabel: str = "win rate", reference: float = 0.5,
          reference_label: str = "50%: no advantage") -> Picture:
    """One row per (label, rate): a bar to the rate, a whisker across its 95% interval, and the numbers; a line
    marks `reference` (None: no line)."""
    if not rows:
        raise ValueError("rates needs at least one row")
    plot_w, words_w, row_h, head, foot = 400, 190, 44, 64, 50
    label_w = _label_room([label for label, _ in rows], 210)
    height = head + row_h * len(rows) + foot
    surface = SvgSurface(label_w + plot_w + words_w, height, background=BACKGROUND, title=title)
    surface.text(12, 26, title, size=TITLE, weight="bold", color=INK)
    top, bottom = head, head + row_h * len(rows)

    def x(r: float) -> float:
        return label_w + plot_w * r

    for tick in (0, 0.25, 0.5, 0.75, 1):
        surface.line(x(tick), top, x(tick), bottom, color=GRID)
        surface.text(x(tick), bottom + 18, _percent(tick), size=SMALL, align="center", color=INK)
    surface.text(x(0.5), height - 10, xlabel, size=TEXT, align="center", color=INK)
    if reference is not None:
        for y0 in range(top, bottom, 8):   # a dashed line, drawn as short strokes
            surface.line(x(reference), y0, x(reference), min(y0 + 4, bottom), color=INK, width=1.5)
        surface.text(x(reference), top - 8, reference_label, size=SMALL, align="center", color=INK)
    described = []
    for n, (label, rate) in enumerate(rows):
        mid = top + row_h * (n + 0.5)
        surface.text(label_w - 10, mid, label, size=TEXT, align="right", color=INK, baseline="middle")
        main, detail = _rate_words(rate)
        if rate.get("games") and rate.get("rate") is not None:
            low, high = rate["ci95"]
            surface.rect(x(0), mid - 9, plot_w * rate["rate"], 18, fill=SKY)
            surface.line(x(low), mid, x(high), mid, color=INK, width=2)
            for end in (low, high):
                surface.line(x(end), mid - 7, x(end), mid + 7, color=INK, width=2)
            surface.circle(x(rate["rate"]), mid, 5, fill=BLUE, stroke=INK)
        surface.text(x(1) + 12, mid - 7, main, size=TEXT, color=INK, baseline="middle")
        if detail:
            surface.text(x(1) + 12, mid + 10, detail, size=SMALL, color=MUTED, baseline="middle")
        described.append(f"{label}: {main}{', ' + detail if detail else ''}")
    return Picture(surface.to_svg(), f"{title}, with 95% intervals. " + "; ".join(described) + ".", dark=False)


# ----- a match-up grid ------------------------------------------------------------------------------------------

def _mix(a: str, b: str, t: float) -> str:
    """The colour `t` of the way from `a` to `b` (#rrggbb)."""
    ca = [int(a[i:i + 2], 16) for i in (1, 3, 5)]
    cb = [int(b[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(p + (q - p) * t):02x}" for p, q in zip(ca, cb, strict=True))


def _cell_colour(rate: float) -> str:
    """White at 50%, towards blue above and orange below (full colour at 0% and 100%)."""
    return _mix(BACKGROUND, BLUE if rate >= 0.5 else ORANGE, min(1.0, abs(rate - 0.5) * 2))


def _dark(colour: str) -> bool:
    r, g, b = (int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.45


def matchup(decks: Sequence[str], cells: Mapping[tuple[str, str], Mapping], *, title: str,
            row_label: str = "deck", column_label: str = "against") -> Picture:
    """A grid: row deck against column deck, each cell the row deck's win rate (`cells[(row, column)]`) with its
    95% interval; blue where the row's deck wins more than half its games, orange where less. A pairing missing
    from `cells` reads "not played"; on the diagonal, "the same deck: 50%" (a deck against itself wins exactly as
    often as it loses, so there is nothing to measure)."""
    if not decks:
        raise ValueError("matchup needs at least one deck")
    cell_w, cell_h, head, foot = 200, 92, 70, 40
    label_w = _label_room(decks, 190, "bold")
    width, height = label_w + cell_w * len(decks), head + cell_h * len(decks) + foot
    surface = SvgSurface(width, height, background=BACKGROUND, title=title)
    surface.text(12, 26, title, size=TITLE, weight="bold", color=INK)
    surface.text(label_w - 10, head - 14, f"{row_label} ↓  {column_label} →", size=SMALL, align="right", color=MUTED)
    described = []
    for c, deck in enumerate(decks):
        surface.text(label_w + cell_w * (c + 0.5), head - 14, deck, size=TEXT, weight="bold", align="center",
                     color=INK)
    for r, row in enumerate(decks):
        top = head + cell_h * r
        surface.text(label_w - 10, top + cell_h / 2, row, size=TEXT, weight="bold", align="right", color=INK,
                     baseline="middle")
        for c, column in enumerate(decks):
            left = label_w + cell_w * c
            rate = cells.get((row, column))
            played = bool(rate) and rate.get("games") and rate.get("rate") is not None
            fill = _cell_colour(rate["rate"]) if played else "#f0f0f0"
            ink = BACKGROUND if _dark(fill) else INK
            surface.rect(left + 2, top + 2, cell_w - 4, cell_h - 4, fill=fill, stroke=GRID)
            cx = left + cell_w / 2
            if not played:
                words = "the same deck: 50%" if row == column else "not played"
                surface.text(cx, top + cell_h / 2, words, size=TEXT, align="center", color=MUTED, baseline="middle")
                described.append(f"{row} against {column}: {words}")
                continue
            low, high = rate["ci95"]
            surface.text(cx, top + 30, _percent(rate["rate"]), size=22, weight="bold", align="center", color=ink,
                         baseline="middle")
            surface.text(cx, top + 56, f"95%: {100 * low:.0f}–{_percent(high)}", size=SMALL, align="center",
                         color=ink, baseline="middle")
            surface.text(cx, top + 74, f"{rate['games']} games", size=SMALL, align="center", color=ink,
                         baseline="middle")
            main, detail = _rate_words(rate)
            described.append(f"{row} against {column}: {main}, {detail}")
    surface.text(12, height - 14, "Each cell: how often the row's deck won. Blue: more than half; orange: less.",
                 size=SMALL, color=MUTED)
    return Picture(surface.to_svg(), f"{title}. " + "; ".join(described) + ".", dark=False)
