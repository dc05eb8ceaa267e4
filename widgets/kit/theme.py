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

# A hand card that cannot be used in the pending decision (click it to see why not) is drawn washed out: a pale grey
# title band that hardly stands out from the white area (1.7:1, where a usable card's coloured band stands out 3:1 or
# more), a near-white body and a light edge, so the room tells it at a glance (issue 29); its text is never faded and
# keeps a contrast of at least 4.5:1 (WCAG AA): DIM_INK on DIM_BAND 9.6:1, INK and MUTED on DIM_TINT 15:1 and 5.1:1.
# Only while another card of the hand can be used (when none can, as at "keep this hand?", greying them all says
# nothing and makes them harder to read).
DIM_BAND, DIM_TINT, DIM_EDGE, DIM_INK = "#c8c8c8", "#f7f7f7", "#d6d6d6", INK

# font sizes in board pixels; MIN_FONT is the floor every piece respects
MIN_FONT = 14
SMALL = 14
TEXT = 15
TITLE = 17
BIG = 26

# How wide text is drawn, without a browser: the advance widths of DejaVu Sans and DejaVu Sans Bold (hundredths of
# an em, printable ASCII from the space on), the font browsers use for "sans-serif" where fonts are fewest (Linux,
# classroom PCs, this kit's headless Chromium); Arial, Helvetica and Liberation Sans are narrower, so text measured
# here fits there too (SAFETY: room for a wider font, 1.0 as measured). A glyph not listed counts as WIDE_GLYPH (CJK:
# a full em) or OTHER_GLYPH.
_ASCII_WIDTHS = {
    "normal": (32, 40, 46, 84, 64, 95, 78, 27, 39, 39, 50, 84, 32, 36, 32, 34, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64,
               34, 34, 84, 84, 84, 53, 100, 68, 69, 70, 77, 63, 58, 77, 75, 29, 29, 66, 56, 86, 75, 79, 60, 79, 69, 63,
               61, 73, 68, 99, 69, 61, 69, 39, 34, 39, 84, 50, 50, 61, 63, 55, 63, 62, 35, 63, 63, 28, 28, 58, 28, 97,
               63, 61, 63, 63, 41, 52, 39, 63, 59, 82, 59, 59, 52, 64, 34, 64, 84),
    "bold": (35, 46, 52, 84, 70, 100, 87, 31, 46, 46, 52, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70,
             40, 40, 84, 84, 84, 58, 100, 77, 76, 73, 83, 68, 68, 82, 84, 37, 37, 77, 64, 100, 84, 85, 73, 85, 77, 72,
             68, 81, 77, 110, 77, 72, 73, 46, 37, 46, 84, 50, 50, 67, 72, 59, 72, 68, 44, 72, 71, 34, 34, 67, 34, 104,
             71, 69, 72, 72, 49, 60, 48, 71, 65, 92, 65, 65, 58, 71, 37, 71, 84),
}
_OTHER_WIDTHS = {
    "normal": {"…": 100, "·": 32, "○": 87, "△": 77, "×": 84, "→": 84, "←": 84, "−": 84, "½": 97, "¼": 97, "∞": 83,
               "⚠": 90, "▾": 50, "–": 50, "—": 100, "’": 32, "‘": 32, "“": 52, "”": 52, "é": 62, "è": 62, "à": 61,
               "ü": 63, "ö": 61, "ä": 61, "ñ": 63, "ç": 55, "°": 50, "•": 59, "★": 90, "☆": 90, "✓": 84, "✗": 84},
    "bold": {"…": 100, "·": 38, "○": 87, "△": 77, "×": 84, "→": 84, "←": 84, "−": 84, "½": 104, "¼": 104, "∞": 83,
             "⚠": 90, "▾": 50, "–": 50, "—": 100, "’": 38, "‘": 38, "“": 66, "”": 66, "é": 68, "è": 68, "à": 67,
             "ü": 71, "ö": 69, "ä": 67, "ñ": 71, "ç": 59, "°": 50, "•": 64, "★": 90, "☆": 90, "✓": 84, "✗": 84},
}
SAFETY = 1.0
# East Asian wide characters (Hangul, CJK, kana, full-width forms): a full em each
_WIDE_RANGES = ((0x1100, 0x115F), (0x2E80, 0xA4CF), (0xAC00, 0xD7A3), (0xF900, 0xFAFF), (0xFE30, 0xFE4F),
                (0xFF00, 0xFF60), (0xFFE0, 0xFFE6))
WIDE_GLYPH, OTHER_GLYPH = 100, 75


def _glyph(ch: str, weight: str) -> int:
    code = ord(ch)
    if 32 <= code < 127:
        return _ASCII_WIDTHS["bold" if weight == "bold" else "normal"][code - 32]
    other = _OTHER_WIDTHS["bold" if weight == "bold" else "normal"].get(ch)
    if other is not None:
        return other
    wide = any(lo <= code <= hi for lo, hi in _WIDE_RANGES)
    return WIDE_GLYPH if wide else OTHER_GLYPH


def text_width(text: str, size: float, weight: str = "normal") -> float:
    """The drawn width of `text` in pixels at font `size` (DejaVu Sans metrics, a little on the wide side)."""
    return sum(_glyph(ch, weight) for ch in text) * size / 100 * SAFETY


def fit(text: str, width: float, size: float, weight: str = "normal") -> str:
    """`text` cut so it fits `width` pixels, ending in "…" when cut (a name is never cut without one)."""
    if text_width(text, size, weight) <= width:
        return text
    room = width - text_width("…", size, weight)
    used, cut = 0.0, 0
    for k, ch in enumerate(text):
        used += _glyph(ch, weight) * size / 100 * SAFETY
        if used > room:
            break
        cut = k + 1
    return text[: max(1, cut)].rstrip() + "…"


def _split_word(word: str, width: float, size: float, weight: str) -> list[str]:
    """A word too long for one line, broken with a hyphen: at an inner capital if that fits ("Metal-", "Greymon"),
    else between syllables as English breaks them roughly (before a consonant that starts one, "Kuwa-bara",
    "Flame-dramon"; between two consonants, "Glimmer-pix", "Avalan-che"), else where the line is full; never
    leaving a stub of fewer than three letters."""
    parts = []
    while text_width(word, size, weight) > width and len(word) > 3:
        fits = max(2, max((k for k in range(1, len(word) + 1) if text_width(word[:k] + "-", size, weight) <= width),
                          default=2))
        cuts = range(2, min(fits, len(word) - 3) + 1)
        caps = [k for k in cuts if word[k].isupper()]
        syllables = [k for k in cuts if k >= 3 and _syllable_break(word, k)]
        hyphens = [k for k in cuts if word[k - 1] == "-"]  # a name's own hyphen ("Goon-Gata") first
        cut = (hyphens[-1] if hyphens else caps[-1] if caps else syllables[-1] if syllables
               else max(2, min(fits, len(word) - 3)))
        parts.append(word[:cut] if word[cut - 1] == "-" else word[:cut] + "-")
        word = word[cut:]
    return parts + [word]


_VOWELS = set("aeiouyAEIOUY")
# consonant pairs that start a syllable (so a word is not broken inside them) or spell one sound
_ONSETS = {"bl", "br", "cl", "cr", "dr", "fl", "fr", "gl", "gr", "pl", "pr", "sc", "sk", "sl", "sm", "sn", "sp", "st",
           "sw", "tr", "tw", "wr", "ch", "sh", "th", "ph", "ck", "gh", "qu", "wh"}


def _syllable_break(word: str, k: int) -> bool:
    """Whether `word` may break before its letter `k`: after a vowel before a consonant that starts a syllable
    (V|CV, V|CCV), or between two consonants that do not belong together (VC|CV)."""
    a, b = word[k - 1], word[k]
    c = word[k + 1] if k + 1 < len(word) else ""
    if not (a.isalpha() and b.isalpha()) or b in _VOWELS:
        return False
    if a in _VOWELS:
        return c in _VOWELS or (b + c).lower() in _ONSETS
    return (a + b).lower() not in _ONSETS


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
