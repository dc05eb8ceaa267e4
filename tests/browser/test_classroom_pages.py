"""The classroom pages (`tutorial/classroom/<game>.ipynb`) in Voila at 1280×720, as a projector shows them: no code
on the page, the walk's board, its Next button and its caption on screen at once without scrolling, caption text of
14 px or more; clicking Next shows the next rule step (the caption names another rule step each time), Back the
one before; no request leaves 127.0.0.1. The same in Portuguese and Japanese (the kernels started with
CARDGAMES_LANG), whose words are longer or wider: there the page's live board must also fit, with its Step button
and newest log line, before and after a decision."""
from __future__ import annotations

import re

import pytest
from browser_settings import HOST, REPO, SCREENSHOTS, TIMEOUT_MS, record_outside_requests
from test_board_in_browser import _check_fit

from cardgames.core.language import speaking
from widgets.board import PROJECTOR_SCALE
from widgets.kit.theme import MIN_FONT

pytestmark = pytest.mark.browser

GAMES = ["digimon", "yuyu", "battlespirits", "dspirits"]
LANGS = ["en", "pt", "ja"]
NEXTS = 4
# the rectangles that must be on screen, the page's scroll positions, and what of the page is code
LAYOUT_JS = """() => {
  const r = s => { const e = document.querySelector(s); if (!e) return null; const q = e.getBoundingClientRect();
                   return {top: q.top, left: q.left, bottom: q.bottom, right: q.right, width: q.width}; };
  const img = document.querySelector('.cg-walk-board img');
  const visible = e => { const q = e.getBoundingClientRect(); const s = getComputedStyle(e);
                         return q.width > 0 && q.height > 0 && s.display !== 'none' && s.visibility !== 'hidden'; };
  const scrolled = [document.scrollingElement].concat(Array.from(document.querySelectorAll('*')))
    .filter(e => e && e.scrollTop > 0).length;
  const texts = Array.from(document.querySelectorAll('.cg-walkthrough *'))
    .filter(e => e.tagName !== 'STYLE' && visible(e)
                 && Array.from(e.childNodes).some(n => n.nodeType === 3 && n.textContent.trim()))
    .map(e => [parseFloat(getComputedStyle(e).fontSize), e.textContent.trim().slice(0, 40)]);
  return {board: r('.cg-walk-board img'), next: r('.cg-walk-next'), back: r('.cg-walk-back'),
          caption: r('.cg-walk-caption'), rule: r('.cg-walk-caption > div'),
          scale: img ? img.getBoundingClientRect().width / img.naturalWidth : 0, loaded: img ? img.naturalWidth : 0,
          window: [window.innerWidth, window.innerHeight], scrolled: scrolled,
          code: Array.from(document.querySelectorAll('code, pre, .cm-editor, .CodeMirror, .jp-InputArea-editor, '
                                                     + '.jp-CodeCell .jp-InputArea')).filter(visible).length,
          texts: texts, page: document.body.innerText};
}"""
CAPTION_JS = "() => (document.querySelector('.cg-walk-top') || {}).innerText + '|' + " \
             "(document.querySelector('.cg-walk-caption') || {}).innerText"


def _on_screen(rect: dict, name: str, game: str) -> None:
    assert rect is not None, f"{game}: no {name} on the page"
    inside = rect["top"] >= -1 and rect["left"] >= -1 and rect["bottom"] <= 721 and rect["right"] <= 1281
    assert inside, f"{game}: the {name} is not wholly on the 1280x720 screen without scrolling: {rect}"


def _check_layout(page, game: str, where: str) -> dict:
    got = page.evaluate(LAYOUT_JS)
    assert got["window"] == [1280, 720], got["window"]
    assert got["scrolled"] == 0, f"{game} {where}: the page is scrolled"
    for name in ("board", "next", "back", "rule", "caption"):
        _on_screen(got[name], name, f"{game} {where}")
    assert got["loaded"] > 0, f"{game}: the board picture did not load"
    assert got["board"]["width"] >= 0.6 * 1280, f"{game}: the board is only {got['board']['width']:.0f} px wide"
    assert got["scale"] * MIN_FONT >= 12 and got["scale"] >= PROJECTOR_SCALE, got["scale"]
    small = [t for t in got["texts"] if t[0] < 14]
    assert got["texts"] and not small, f"{game} {where}: text under 14 px: {small}"
    assert got["code"] == 0, f"{game} {where}: code is visible on the classroom page"
    assert not re.search(r"\bimport\b|Walkthrough|show\(|SCRIPTS", got["page"]), f"{game}: code talk on the page"
    return got


def _words(lang: str) -> tuple[str, object]:
    """The page's "Before the first step" and the start of its "Step n of m" in `lang` (the widgets' catalogue)."""
    from widgets.words import said

    def step_of(n: int) -> str:
        with speaking(lang):
            return said("Step {} of {}", n, "\0").split("\0")[0]

    with speaking(lang):
        return said("Before the first step"), step_of


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_classroom_page_walks_a_turn_in_voila(game: str, lang: str, request, page) -> None:
    rel = f"tutorial/classroom/{game}.ipynb"
    assert (REPO / rel).is_file(), rel
    voila_url = request.getfixturevalue("voila_url") if lang == "en" else request.getfixturevalue("voila_in")(lang)
    before_first, step_of = _words(lang)
    game = game if lang == "en" else f"{game} ({lang})"
    shot = game.replace(" (", "_").rstrip(")")
    outside = record_outside_requests(page)
    page.goto(f"{voila_url}/voila/render/{rel}")
    page.locator(".cg-walkthrough .cg-walk-next").wait_for()
    page.wait_for_function("() => { const i = document.querySelector('.cg-walk-board img'); "
                           "return i && i.complete && i.naturalWidth > 0; }")
    for text in ("Error displaying widget", "There was an error when executing cell", "Traceback"):
        assert page.get_by_text(text).count() == 0, f"Voila shows {text!r}"
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    _check_layout(page, game, "at the start")
    page.screenshot(path=str(SCREENSHOTS / f"classroom_{shot}_start.png"))
    first = page.evaluate(CAPTION_JS)
    assert before_first in first and page.locator(".cg-walk-back").is_disabled(), first

    captions = [first]
    board = page.locator(".cg-walk-board img").get_attribute("src")
    for n in range(1, NEXTS + 1):
        page.locator(".cg-walk-next").click()
        # the heading (step count) and the caption are two widgets, each updated by a message of its own: wait for
        # both (the caption's own text changed, and the new count), or a loaded machine reads the new count over the
        # old caption or the new caption under the old count
        page.wait_for_function(f"([before, count]) => {{ const c = ({CAPTION_JS})(); "
                               "const body = t => t.slice(t.indexOf('|') + 1); "
                               f"return body(c) !== body(before) && c.includes(count); }}",
                               arg=[captions[-1], step_of(n)])
        caption = page.evaluate(CAPTION_JS)
        assert re.search(re.escape(step_of(n)) + r"\d+", caption), caption
        # the headline is a rule of the game: its ID and its title
        assert re.search(r"\|[A-Z]+-\d+ · \S", caption), caption
        captions.append(caption)
        _check_layout(page, game, f"after Next {n}")
    assert len(set(captions)) == len(captions)
    assert page.locator(".cg-walk-board img").get_attribute("src") != board, "the board picture did not change"
    page.screenshot(path=str(SCREENSHOTS / f"classroom_{shot}_step{NEXTS}.png"))

    page.locator(".cg-walk-back").click()
    page.wait_for_function(f"(before) => ({CAPTION_JS})() === before", arg=captions[-2])
    if lang != "en":  # the live board below the walk, with the language's longer words (English: the board tests)
        _check_live_board_fits(page, game, shot)
    assert not outside, f"Voila made requests outside {HOST}: {sorted(set(outside))}"


def _check_live_board_fits(page, game: str, shot: str) -> None:
    """The page's board fits 1280x720 with its Step button and newest log line, before and after a decision (its
    action buttons then carry the language's labels)."""
    page.locator(".cg-board canvas").first.wait_for()
    _check_fit(page, ".cg-board", None, f"{game} live board")
    page.screenshot(path=str(SCREENSHOTS / f"classroom_{shot}_board.png"))
    board = page.locator(".cg-board").first
    board.locator("button.cg-next").click()
    board.locator("button.cg-action").first.wait_for(timeout=TIMEOUT_MS)
    _check_fit(page, ".cg-board", None, f"{game} live board at a decision")
    page.screenshot(path=str(SCREENSHOTS / f"classroom_{shot}_board_decision.png"))
    small = page.evaluate("""() => Array.from(document.querySelectorAll('.cg-board .cg-panel *'))
      .filter(e => Array.from(e.childNodes).some(n => n.nodeType === 3 && n.textContent.trim())
                   && e.getBoundingClientRect().width > 0)
      .map(e => [parseFloat(getComputedStyle(e).fontSize), e.textContent.trim().slice(0, 40)])
      .filter(t => t[0] < 12)""")
    assert not small, f"{game}: the board's panel has text under 12 px: {small}"


# a dark theme: what the page marks, the pictures' filter, and the panel's text colour against the page's background
DARK_JS = """() => {
  const lum = c => { const [r, g, b] = c.match(/[\\d.]+/g).slice(0, 3).map(v => {
      v = v / 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  const contrast = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const page = getComputedStyle(document.body).backgroundColor;
  const texts = ['.cg-walk-heading', '.cg-walk-count', '.cg-walk-caption', '.cg-board .cg-status']
    .map(s => document.querySelector(s)).filter(e => e)
    .map(e => [e.className, contrast(getComputedStyle(e).color, page)]);
  return {light: document.body.dataset.jpThemeLight, page: lum(page),
          walk: getComputedStyle(document.querySelector('.cg-walk-board img')).filter,
          board: getComputedStyle(document.querySelector('.cg-board > .cg-canvas')).filter, texts: texts};
}"""


def test_a_dark_theme_shows_the_boards_dark_and_the_panels_readable(voila_url: str, page) -> None:
    """In Voila's dark theme (the same mark as JupyterLab's: body[data-jp-theme-light="false"]) the walk's picture and
    the live board's canvas are shown dark, and every panel text keeps a contrast of 4.5:1 on the dark page."""
    page.goto(f"{voila_url}/voila/render/tutorial/classroom/digimon.ipynb?theme=dark")
    page.locator(".cg-board > .cg-canvas").wait_for()
    page.wait_for_function("() => { const i = document.querySelector('.cg-walk-board img'); "
                           "return i && i.complete && i.naturalWidth > 0; }")
    got = page.evaluate(DARK_JS)
    assert got["light"] == "false" and got["page"] < 0.05, got
    assert "invert" in got["walk"] and "invert" in got["board"], got
    assert len(got["texts"]) == 4 and all(ratio >= 4.5 for _, ratio in got["texts"]), got["texts"]
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "classroom_digimon_dark.png"))
