"""Japanese reads on a machine without a CJK font (issue 30), from the kit's own font (widgets/fonts, served by the
page's server: the cardgames-cjk-font extension in JupyterLab, the kit's template in Voila), nothing fetched from
outside 127.0.0.1: a term of the Japanese start page's markdown in JupyterLab (before anything runs) and in Voila,
and a printed event line of its outputs in Voila, each drawn glyph by glyph and not as missing-glyph boxes
(japanese_glyphs.py). The JupyterLite site has the same check in test_lite_site.py."""
from __future__ import annotations

import uuid

import pytest
from browser_settings import HOST, SCREENSHOTS, TIMEOUT_MS, record_outside_requests
from japanese_glyphs import check_term_drawn
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
