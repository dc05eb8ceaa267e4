"""Japanese reads on a machine without a CJK font (issue 30), from the kit's own font (widgets/fonts, served by the
page's server: the cardgames-cjk-font extension in JupyterLab, the kit's template in Voila), nothing fetched from
outside 127.0.0.1: a term of the Japanese start page's markdown in JupyterLab (before anything runs) and in Voila,
and a printed event line of its outputs in Voila, each drawn glyph by glyph and not as missing-glyph boxes
(japanese_glyphs.py). The JupyterLite site has the same check in test_lite_site.py. A still board picture carries a
font of just the characters it shows (widgets.kit.glyphs): its term is drawn from that font too."""
from __future__ import annotations

import re
import uuid

import pytest
from browser_settings import HOST, SCREENSHOTS, TIMEOUT_MS, record_outside_requests
from japanese_glyphs import check_cells_drawn, check_term_drawn
from test_board_in_browser import _accept_kernel_dialog

pytestmark = pytest.mark.browser

START_JA = "tutorial/ja/00_start_here.ipynb"
TERMS = ("継召", "真界放")  # Battle Spirits' terms (the glossary's), in the start page's first markdown cell


def _font_loaded(page) -> bool:
    return page.evaluate("""() => [...document.fonts].some(f => f.family.replace(/"/g, '') === 'Cardgames CJK'
                                                               && f.status === 'loaded')""")


def test_japanese_markdown_is_drawn_in_lab(lab_url: str, page) -> None:
    outside = record_outside_requests(page)
    page.goto(f"{lab_url}/lab/workspaces/t{uuid.uuid4().hex[:12]}/tree/{START_JA}")
    page.wait_for_selector(".jp-MarkdownCell .jp-RenderedMarkdown h1")
    _accept_kernel_dialog(page)
    page.wait_for_function("() => document.fonts.status === 'loaded'")
    for term in TERMS:
        measures = check_term_drawn(page, ".jp-MarkdownCell .jp-RenderedMarkdown", term, f"JupyterLab {term}")
        print(f"JupyterLab {term}: {measures}")
    assert _font_loaded(page), "the kit's font is not loaded in JupyterLab"
    page.locator(".jp-MarkdownCell .jp-RenderedMarkdown h1").first.scroll_into_view_if_needed()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "lab_ja_start_here.png"))
    assert not outside, f"JupyterLab made requests outside {HOST}: {sorted(set(outside))}"


def test_japanese_markdown_and_outputs_are_drawn_in_voila(voila_url: str, page) -> None:
    outside = record_outside_requests(page)
    page.goto(f"{voila_url}/voila/render/{START_JA}", timeout=TIMEOUT_MS)  # Voila runs the notebook as it serves
    page.wait_for_selector(".jp-RenderedMarkdown h1")
    page.wait_for_function("() => [...document.querySelectorAll('.jp-OutputArea-output pre')]"
                           ".some(p => p.textContent.includes('進化フェイズ'))", timeout=TIMEOUT_MS)
    page.wait_for_function("() => document.fonts.status === 'loaded'")
    for term in TERMS:
        print(f"Voila {term}: {check_term_drawn(page, '.jp-RenderedMarkdown', term, f'Voila {term}')}")
    print("Voila output:", check_term_drawn(page, ".jp-OutputArea-output pre", "進化", "Voila output"))
    assert _font_loaded(page), "the kit's font is not loaded in Voila"
    page.locator(".jp-RenderedMarkdown h1").first.scroll_into_view_if_needed()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "voila_ja_start_here.png"))
    assert not outside, f"Voila made requests outside {HOST}: {sorted(set(outside))}"


# the term in a still picture as the boards draw theirs (widgets.svg), opened as a document of its own (so each
# character's box can be asked for), and beside it, in the same document, U+E000 in the same font and the term
# without the kit's font
PICTURE_PROBE_JS = r"""([term, size]) => {
  const NS = 'http://www.w3.org/2000/svg';
  const shown = [...document.querySelectorAll('text')].find(e => e.textContent.includes(term));
  const add = (text, y, family) => {
    const e = document.createElementNS(NS, 'text');
    e.setAttribute('x', shown.getAttribute('x')); e.setAttribute('y', y); e.setAttribute('font-size', size);
    if (family) e.setAttribute('font-family', family);
    e.textContent = text; document.documentElement.appendChild(e); return e;
  };
  const rects = (e, start) => Array.from({length: term.length}, (_, i) => {
    const r = e.getExtentOfChar(start + i); return {x: r.x, y: r.y, width: r.width, height: r.height}; });
  const box = add('\uE000'.repeat(term.length), 2.5 * size, null);
  const bare = add(term, 4 * size, 'sans-serif');
  return {font: getComputedStyle(shown).fontFamily, size: parseFloat(getComputedStyle(shown).fontSize),
          term: rects(shown, shown.textContent.indexOf(term)), box: rects(box, 0), bare: rects(bare, 0)};
}"""


def _loaded_fonts(page) -> list[str]:
    return page.evaluate("async () => { await document.fonts.ready; "
                         "return [...document.fonts].map(f => f.family + ' ' + f.status); }")


def test_japanese_in_a_still_picture_is_drawn_from_its_own_font(page, tmp_path) -> None:
    """The picture's font holds only the characters it shows, put together in Python (a WOFF of TrueType glyphs):
    Chromium accepts it (its font sanitiser refuses a malformed font, and the term would be boxes) and draws each
    character; a Japanese board picture's own font loads too."""
    from widgets.svg import SvgSurface

    term, size = "継召真界放", 40
    surface = SvgSurface(40 + size * len(term), 5 * size, background="#ffffff")
    surface.text(10, size, f"{term} Dusk Heir", size=size)
    svg = surface.to_svg()
    assert svg.count("@font-face") == 1 and "font/woff;" in svg
    path = tmp_path / "picture.svg"
    path.write_text(svg, encoding="utf-8")
    page.goto(path.as_uri())
    assert "Cardgames CJK loaded" in _loaded_fonts(page)
    found = page.evaluate(PICTURE_PROBE_JS, [term, size])
    page.evaluate("() => document.fonts.ready")
    assert "Cardgames CJK" in found["font"], found["font"]
    print("picture:", check_cells_drawn(page, term, found, "a still picture"))
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "picture_ja_term.png"),  # clipped: a whole SVG document never settles
                    clip={"x": 0, "y": 0, "width": surface.width, "height": surface.height})

    from cardgames.core.language import speaking
    from cardgames.games import game_class
    from widgets.picture import board_picture

    with speaking("ja"):
        game = game_class("battlespirits")(seed=1)
        game.advance()
        picture = board_picture(game)
    face = re.search(r"url\((data:font/woff;base64,[A-Za-z0-9+/=]+)\)", picture.svg).group(1)
    shown = "".join(sorted(set(re.findall(r"[\u3000-\u9fff]", picture.svg))))
    loaded = page.evaluate("""async ([url, text]) => { const f = new FontFace('BoardPicture', `url(${url})`);
                              await f.load(); document.fonts.add(f);
                              return [f.status, document.fonts.check('20px BoardPicture', text)]; }""", [face, shown])
    assert loaded == ["loaded", True], loaded
    page.goto("about:blank")  # an HTML document again, to show the board as a notebook does: an <img>
    page.set_content(f'<body style="margin:0;background:#fff">{picture.to_html()}</body>')
    page.wait_for_function("() => [...document.images].every(i => i.complete && i.naturalWidth > 0)")
    page.screenshot(path=str(SCREENSHOTS / "picture_ja_battlespirits_board.png"))
    assert len(picture.to_html()) < 80_000, f"a Japanese board picture of {len(picture.to_html())} bytes"
