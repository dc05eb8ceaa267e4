"""The kit's font for the Japanese terms it writes (継召, 真界放, テクニック, …): a subset of Noto Sans CJK JP (SIL Open
Font License 1.1, widgets/fonts/OFL.txt) with just the characters of the kit's texts, made by
tools/subset_cjk_font.py. A machine without any CJK font (usual on offline classroom PCs) would show them as empty
boxes. The font comes as CSS with the board (an `@font-face` whose `unicode-range` is the CJK blocks only, so every
other character keeps the page's own font) and inside every still picture that holds such a character: there, a
font of just the characters the picture shows (`picture_font_face`, put together by `widgets.kit.glyphs`).
Standard library only."""
from __future__ import annotations

import base64
import re
from functools import lru_cache
from pathlib import Path

from . import glyphs

FAMILY = "Cardgames CJK"
FONTS = Path(__file__).resolve().parents[1] / "fonts"
WOFF2 = FONTS / "cardgames-cjk.woff2"
# the blocks the font is used for (and tools/subset_cjk_font.py takes characters from)
UNICODE_RANGE = "U+2E80-30FF, U+3400-4DBF, U+4E00-9FFF, U+F900-FAFF, U+FF00-FFEF"
CJK = re.compile(r"[\u2e80-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")


def has_cjk(text: str) -> bool:
    return CJK.search(text) is not None


@lru_cache(maxsize=1)
def covered() -> str:
    """The characters the font draws."""
    return (FONTS / "cardgames-cjk.txt").read_text(encoding="utf-8").strip()


@lru_cache(maxsize=1)
def font_face() -> str:
    """The `@font-face` rule, the font inline (a data: URI: nothing is fetched). One weight, which the browser
    makes bold where bold is asked for."""
    data = base64.b64encode(WOFF2.read_bytes()).decode("ascii")
    return (f'@font-face {{ font-family: "{FAMILY}"; src: url(data:font/woff2;base64,{data}) format("woff2"); '
            f"font-weight: 100 900; unicode-range: {UNICODE_RANGE}; }}")


def picture_font_face(text: str) -> str:
    """The `@font-face` a still picture holding `text` carries: a font of just its CJK characters that the kit's
    font draws ("" when there is none), the same for the same characters (made once per set of them)."""
    chars = glyphs.drawn(CJK.findall(text))
    return _face_of(chars) if chars else ""


@lru_cache(maxsize=64)
def _face_of(chars: str) -> str:
    data = base64.b64encode(glyphs.font_for(chars)).decode("ascii")
    return (f'@font-face {{ font-family: "{FAMILY}"; src: url(data:font/woff;base64,{data}) format("woff"); '
            f"font-weight: 100 900; unicode-range: {UNICODE_RANGE}; }}")
