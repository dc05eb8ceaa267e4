"""Colours and font sizes shared by every board, chosen for a projector: no text is drawn under `MIN_FONT`
(the board is shown scaled down to fit 1280×720, see `widgets.board.PROJECTOR_SCALE`, and must stay ≥ 12 px)."""
from __future__ import annotations

INK, MUTED, FAINT = "#212121", "#546e7a", "#78909c"
TABLE, AREA, AREA_EDGE, STRIP = "#f5f5f0", "#ffffff", "#cfd8dc", "#eceff1"
HIGHLIGHT, HIGHLIGHT_INK = "#ff6d00", "#e65100"
DAMAGE, HEAL = "#c62828", "#2e7d32"
BACK, BACK_EDGE, BACK_LINE = "#37474f", "#263238", "#90a4ae"
SLOT, SLOT_EDGE, SLOT_INK = "#fafafa", "#bdbdbd", "#757575"
EFFECT_FILL = "#fff3e0"
WHITE = "#ffffff"

# A hand card that cannot be used in the pending decision (click it to see why not) is drawn in greys instead of its
# colours, never faded: its text keeps a contrast of at least 4.5:1 (WCAG AA), white on DIM_BAND 6.2:1, INK and
# MUTED on DIM_TINT 14:1 and 5.0:1; and only while another card of the hand can be used (when none can, as at
# "keep this hand?", greying them all says nothing and makes them harder to read).
DIM_BAND, DIM_TINT, DIM_EDGE = "#616161", "#eeeeee", "#9e9e9e"

# font sizes in board pixels; MIN_FONT is the floor every piece respects
MIN_FONT = 14
SMALL = 14
TEXT = 15
TITLE = 17
BIG = 26

# a sans-serif glyph is about this many font sizes wide on average (bold a little wider): used to fit text
CHAR_WIDTH = {"normal": 0.58, "bold": 0.68}


def text_width(text: str, size: float, weight: str = "normal") -> float:
    """An estimate of the drawn width of `text` (no font metrics without a browser; errs on the wide side)."""
    return len(text) * size * CHAR_WIDTH.get(weight, 0.68)


def fit(text: str, width: float, size: float, weight: str = "normal") -> str:
    """`text` cut so it fits `width` pixels, ending in "…" when cut (a name is never cut without one)."""
    if text_width(text, size, weight) <= width:
        return text
    limit = max(1, int(width / (size * CHAR_WIDTH.get(weight, 0.68))))
    return text[: max(1, limit - 1)].rstrip() + "…"


def _split_word(word: str, width: float, size: float, weight: str) -> list[str]:
    """A word too long for one line, broken with a hyphen: at an inner capital if that fits ("Metal-", "Greymon"),
    else where the line is full but at least three letters before the end ("Birdra-", "mon")."""
    per_line = max(2, int(width / (size * CHAR_WIDTH.get(weight, 0.68))))
    parts = []
    while len(word) > per_line:
        caps = [k for k in range(2, per_line) if word[k].isupper()]
        cut = caps[-1] if caps else max(2, min(per_line - 1, len(word) - 3))  # leave no 1-2 letter stub
        parts.append(word[:cut] + "-")
        word = word[cut:]
    return parts + [word]


def wrap(text: str, width: float, size: float, lines: int, weight: str = "normal") -> list[str]:
    """`text` broken at spaces (and long words with a hyphen) into at most `lines` lines of `width` pixels; the last
    line ends in "…" if the text is cut."""
    pieces = []
    for word in text.split():
        pieces += _split_word(word, width, size, weight) if text_width(word, size, weight) > width else [word]
    out, line = [], ""
    for piece in pieces:
        candidate = piece if not line else line + piece if line.endswith("-") else f"{line} {piece}"
        if line and text_width(candidate, size, weight) > width:
            out.append(line)
            line = piece
        else:
            line = candidate
    if line:
        out.append(line)
    if len(out) > lines:  # the rest did not fit on one line, so `fit` ends it in "…"
        out = out[: lines - 1] + [fit(" ".join(out[lines - 1:]), width, size, weight)]
    return [fit(line_, width, size, weight) for line_ in out]
