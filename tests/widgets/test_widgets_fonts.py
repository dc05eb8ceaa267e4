"""The kit's CJK font (issue 18: 継召, 真界放 and the reserve's characters were empty boxes on a machine without a CJK
font; issue 30: the Japanese catalogues and notebooks): a subset of Noto Sans CJK JP shipped with the kit, covering
every Japanese character of its texts, given to the board's page and, cut to the characters it shows, put inside
every still picture that writes one, and to whole pages (JupyterLab, JupyterLite, Voila, build/rules.html) through
widgets/fonts/cardgames-cjk.css."""
from __future__ import annotations

import base64
import io
import json
import re
import struct
import sys
import tomllib
import zlib
from functools import cache
from pathlib import Path

import pytest

from widgets.kit import fonts
from widgets.svg import SvgSurface

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from subset_cjk_font import OUT, PAGE_FONT_DIRS, PAGE_FONT_FILES, kit_characters  # noqa: E402  (tools/: no package)


def test_the_font_covers_every_cjk_character_of_the_kit():
    missing = sorted(kit_characters() - set(fonts.covered()))
    assert not missing, f"not in widgets/fonts/cardgames-cjk.woff2: {''.join(missing)}: run tools/subset_cjk_font.py"
    assert {"継", "召", "真", "界", "放"} <= set(fonts.covered())


def _japanese(text: str) -> set[str]:
    return set(fonts.CJK.findall(text))


@cache
def _texts() -> dict[str, str]:
    """Every message catalogue, glossary and notebook of the kit (its cells and stored outputs), read here without
    the subset tool: a catalogue the tool stopped reading still fails this test."""
    found = {}
    for path in [*ROOT.glob("*/**/locale/*/LC_MESSAGES/*.po"), *ROOT.glob("cardgames/*/glossary*.json")]:
        found[str(path.relative_to(ROOT))] = path.read_text(encoding="utf-8")
    for path in (ROOT / "tutorial").rglob("*.ipynb"):
        if ".ipynb_checkpoints" not in path.parts:
            cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
            found[str(path.relative_to(ROOT))] = json.dumps(cells, ensure_ascii=False)
    return found


@pytest.mark.parametrize("name", sorted(n for n, text in _texts().items() if _japanese(text)))
def test_the_font_draws_every_japanese_character_of_each_catalogue_and_notebook(name):
    missing = sorted(_japanese(_texts()[name]) - set(fonts.covered()))
    assert not missing, f"{name}: not in the kit's font: {''.join(missing)}: run `make font`"


def test_the_japanese_catalogues_and_notebooks_are_found():
    names = {n for n, text in _texts().items() if _japanese(text)}
    assert any(re.fullmatch(r"cardgames/\w+/locale/ja/LC_MESSAGES/\w+\.po", n) for n in names)
    assert {"tutorial/ja/00_start_here.ipynb", "tutorial/ja/classroom/battlespirits.ipynb"} <= names


def test_the_font_is_a_woff2_with_its_licence_and_ships_in_the_wheel():
    data = fonts.WOFF2.read_bytes()
    # every Japanese character of the kit and JupyterLab's menus (about 750): about 230 kB, inline in a board's
    # page (a still picture carries a font of its own characters only: below)
    assert data[:4] == b"wOF2" and len(data) < 320_000
    assert "SIL OPEN FONT LICENSE Version 1.1" in (fonts.FONTS / "OFL.txt").read_text(encoding="utf-8")
    package_data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"][
        "package-data"]
    assert "fonts/*" in package_data["widgets"]


def test_the_pages_get_the_same_font_as_the_boards():
    """JupyterLab and JupyterLite (the cardgames-cjk-font extension) and Voila (the kit's template) serve copies of
    the font, its CSS and licence, which tools/subset_cjk_font.py writes from widgets/fonts: they are the same files."""
    share = ROOT / "share" / "jupyter"
    assert OUT == fonts.FONTS and set(PAGE_FONT_DIRS) == {share / "labextensions" / "cardgames-cjk-font" / "static",
                                                           share / "voila" / "templates" / "cardgames" / "static"}
    for folder in PAGE_FONT_DIRS:
        for name in PAGE_FONT_FILES:
            copy = folder / name
            assert copy.is_file() and not copy.is_symlink(), f"{copy}: missing (or a link, which no server serves)"
            assert copy.read_bytes() == (fonts.FONTS / name).read_bytes(), \
                f"{copy} is out of date: run `make font` (the CSS alone: tools/subset_cjk_font.py --copies)"
    css = (fonts.FONTS / "cardgames-cjk.css").read_text(encoding="utf-8")
    assert f"unicode-range: {fonts.UNICODE_RANGE};" in css and 'url("cardgames-cjk.woff2")' in css
    assert "http" not in css


def test_the_board_page_gets_the_font_for_cjk_characters_only():
    from widgets.board import STYLE

    assert "@font-face" in STYLE and "data:font/woff2;base64," in STYLE and fonts.UNICODE_RANGE in STYLE
    assert '"Cardgames CJK", var(--jp-ui-font-family' in STYLE  # the board's text; the rest keeps its font
    assert "fetch" not in STYLE and "http" not in STYLE.replace("http://www.w3.org", "")


def test_a_still_picture_carries_the_font_only_when_it_writes_a_cjk_character():
    plain = SvgSurface(100, 20)
    plain.text(0, 10, "Dusk Heir")
    assert "@font-face" not in plain.to_svg() and "'Cardgames CJK', sans-serif" in plain.to_svg()
    japanese = SvgSurface(100, 20)
    japanese.text(0, 10, "継召 exiles Dusk Heir")
    svg = japanese.to_svg()
    assert svg.count("@font-face") == 1 and svg.index("<style>") < svg.index("<text")


# ----- a still picture's own font: just the characters it shows (widgets.kit.glyphs) -------------------------------
def _woff_tables(data: bytes) -> dict[str, bytes]:
    """The tables of a WOFF 1.0 file, uncompressed (read here with the standard library, not with the kit's code)."""
    signature, _, length, count = struct.unpack(">4sLLH", data[:14])
    assert signature == b"wOFF" and length == len(data)
    tables = {}
    for i in range(count):
        tag, offset, stored, size, _ = struct.unpack(">4sLLLL", data[44 + 20 * i:64 + 20 * i])
        raw = data[offset:offset + stored]
        tables[tag.decode()] = zlib.decompress(raw) if stored < size else raw
        assert len(tables[tag.decode()]) == size
    return tables


def _mapped(cmap: bytes) -> dict[int, int]:
    """Code point -> glyph of a format 4 cmap (what a browser reads)."""
    offset = struct.unpack(">L", cmap[8:12])[0]
    sub = cmap[offset:]
    assert struct.unpack(">H", sub[:2])[0] == 4
    n = struct.unpack(">H", sub[6:8])[0] // 2
    ends = struct.unpack(f">{n}H", sub[14:14 + 2 * n])
    starts = struct.unpack(f">{n}H", sub[16 + 2 * n:16 + 4 * n])
    deltas = struct.unpack(f">{n}H", sub[16 + 4 * n:16 + 6 * n])
    return {code: (code + delta) & 0xFFFF for start, end, delta in zip(starts, ends, deltas, strict=True)
            for code in range(start, end + 1) if code != 0xFFFF}


def _picture_font(svg: str) -> bytes:
    found = re.search(r"url\(data:font/woff;base64,([A-Za-z0-9+/=]+)\)", svg)
    assert found, "no font inside the picture"
    return base64.b64decode(found.group(1))


def _japanese_board():
    import cardgames
    from cardgames.games import game_class
    from widgets.picture import board_picture

    cardgames.set_language("ja")
    try:
        game = game_class("battlespirits")(seed=1)
        game.advance()
        return board_picture(game).svg
    finally:
        cardgames.set_language(None)


def test_a_japanese_board_picture_carries_a_font_of_just_its_characters():
    """Issue 30: the whole font (750 characters) made each Japanese picture about 310 kB."""
    svg = _japanese_board()
    shown = set(fonts.CJK.findall("".join(re.findall(r"<text[^>]*>([^<]*)</text>", svg))))
    assert len(shown) >= 20
    font = _picture_font(svg)
    tables = _woff_tables(font)
    assert set(tables) == {"OS/2", "cmap", "glyf", "head", "hhea", "hmtx", "loca", "maxp", "name", "post"}
    assert {chr(code) for code in _mapped(tables["cmap"])} == shown  # every character it shows, no other
    assert len(svg) < 60_000 and len(font) < len(fonts.WOFF2.read_bytes()) / 5
    assert "This Font Software is licensed under the SIL Open Font License".encode("utf-16-be") in tables["name"]


def test_a_picture_font_is_the_same_bytes_for_the_same_characters():
    first = SvgSurface(100, 20)
    first.text(0, 10, "継召 and 真界放")
    other = SvgSurface(100, 20)
    other.text(0, 10, "コア")
    again = SvgSurface(300, 40)
    again.text(0, 10, "放界真")
    again.text(0, 30, "召継, Dusk Heir")
    assert first.to_svg() != other.to_svg()
    assert _picture_font(first.to_svg()) == _picture_font(again.to_svg())


def test_a_picture_font_draws_each_character_as_the_kit_font_does():
    """Each glyph of a picture's font is its character's in the kit's font (the curves made quadratic: within a
    few units of 1000 em), found through the picture font's own cmap."""
    ttlib = pytest.importorskip("fontTools.ttLib")  # the `fonts` extra
    from fontTools.pens.boundsPen import BoundsPen

    from widgets.kit import glyphs

    chars = glyphs.drawn("継召真界放、コアのライフ一")
    small = ttlib.TTFont(io.BytesIO(glyphs.font_for(chars)), checkChecksums=2)
    whole = ttlib.TTFont(fonts.WOFF2)

    def drawing(font, ch: str) -> tuple:
        name, shapes = font.getBestCmap()[ord(ch)], font.getGlyphSet()
        pen = BoundsPen(shapes)
        shapes[name].draw(pen)
        return pen.bounds, font["hmtx"][name][0]
    for ch in chars:
        (box, advance), (whole_box, whole_advance) = drawing(small, ch), drawing(whole, ch)
        assert all(abs(a - b) <= 3 for a, b in zip(box, whole_box, strict=True)), (ch, box, whole_box)
        assert advance == whole_advance


def test_the_glyph_table_is_cut_from_the_font_as_it_is():
    """widgets/fonts/cardgames-cjk-glyphs.bin is made by `make font` with the font: the same characters, and (where
    fontTools is installed) the same bytes cut again from the font now."""
    from widgets.kit import glyphs

    assert glyphs._table()[0]["chars"] == fonts.covered()
    pytest.importorskip("fontTools.ttLib")
    from subset_cjk_font import glyph_table

    assert glyph_table(fonts.WOFF2, fonts.covered()) == glyphs.TABLE.read_bytes(), "run `make font`"
