"""The kit's CJK font (issue 18: 継召, 真界放 and the reserve's characters were empty boxes on a machine without a CJK
font; issue 30: the Japanese catalogues and notebooks): a subset of Noto Sans CJK JP shipped with the kit, covering
every Japanese character of its texts, given to the board's page and put inside every still picture that writes one,
and to whole pages (JupyterLab, JupyterLite, Voila, build/rules.html) through widgets/fonts/cardgames-cjk.css."""
from __future__ import annotations

import json
import re
import sys
import tomllib
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
    # every Japanese character of the kit and JupyterLab's menus (about 700): about 210 kB, inline in a board's
    # page and in a still picture that writes Japanese
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
