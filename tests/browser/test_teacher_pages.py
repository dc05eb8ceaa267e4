"""The pages the README's "For teachers" section and its Binder links send a teacher to, at 1280×720 (issue 29).

- JupyterLab as `make lab` and Binder start it (the kit's default workspace) opens `tutorial/00_start_here.ipynb`
  with the file browser collapsed: the first board gets the window's width, and its smallest text reads at 12 px
  or more without the teacher touching the layout.
- Each classroom page (`tutorial/classroom/<game>.ipynb`) in JupyterLab: after Run All Cells, the walk's board
  (every hand face up in it), its Next and Back buttons and its caption are on screen together; so are the live
  board of "Now you play" (the canvas with your hand), its Step button and the newest log line when it is scrolled
  to. In Voila the live board fits in the same way (the walk at opening: `test_classroom_pages.py`).
"""
from __future__ import annotations

import re

import pytest
from browser_settings import HOST, SCREENSHOTS, record_outside_requests
from test_board_in_browser import (
    LAB_CANVAS,
    LAB_IDLE,
    LAB_VIEW,
    VOILA_CANVAS,
    _accept_kernel_dialog,
    _check_fit,
    _open_and_run_in_lab,
    _run_all_cells,
    _wait_drawn,
)

pytestmark = pytest.mark.browser

GAMES = ["digimon", "yuyu", "battlespirits", "dspirits"]
START = "tutorial/00_start_here.ipynb"
# the walk's parts, scrolled into view, against the visible part of the page
WALK_JS = """([viewSel]) => {
  const w = document.querySelector('.cg-walkthrough');
  w.scrollIntoView({block: 'start'});
  const r = s => { const e = w.querySelector(s); if (!e) return null; const q = e.getBoundingClientRect();
                   return {top: q.top, left: q.left, bottom: q.bottom, right: q.right}; };
  const v = document.querySelector(viewSel).getBoundingClientRect();
  return {view: {top: v.top, left: v.left, bottom: v.bottom, right: v.right},
          board: r('.cg-walk-board img'), next: r('.cg-walk-next'), back: r('.cg-walk-back'),
          caption: r('.cg-walk-caption')};
}"""
WALK_LOADED_JS = """() => { const i = document.querySelector('.cg-walk-board img');
                           return !!i && i.complete && i.naturalWidth > 0; }"""


def _inside(rect: dict | None, view: dict) -> bool:
    return rect is not None and (rect["top"] >= view["top"] - 1 and rect["bottom"] <= view["bottom"] + 1
                                 and rect["left"] >= view["left"] - 1 and rect["right"] <= view["right"] + 1)


def test_lab_opens_start_here_with_the_file_browser_collapsed(lab_url: str, page) -> None:
    outside = record_outside_requests(page)
    page.goto(f"{lab_url}/lab/tree/{START}")  # the default workspace, as `make lab` and the Binder badge open it
    page.wait_for_selector(".jp-Notebook .jp-Cell")
    _accept_kernel_dialog(page)
    page.wait_for_selector(LAB_IDLE)
    assert page.locator("#filebrowser").is_hidden(), "JupyterLab opened with the file browser showing"
    width = page.evaluate(f"() => document.querySelector('{LAB_VIEW}').getBoundingClientRect().width")
    assert width >= 1150, f"the notebook has only {width:.0f} px of the 1280"
    _run_all_cells(page)
    _wait_drawn(page, LAB_CANVAS)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    got = _check_fit(page, ".jp-OutputArea-output .cg-board", LAB_VIEW, "JupyterLab, default workspace")
    assert got["canvas"]["width"] >= 760, f"the first board is drawn only {got['canvas']['width']:.0f} px wide"
    page.screenshot(path=str(SCREENSHOTS / "lab_start_here_default_workspace.png"))
    # one click on the folder icon brings the file browser back, at a width to read it by
    page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab").first.click()
    page.locator("#filebrowser").wait_for(state="visible")
    assert page.locator("#filebrowser").bounding_box()["width"] >= 200
    assert not outside, f"JupyterLab made requests outside {HOST}: {sorted(set(outside))}"


@pytest.mark.parametrize("game", GAMES)
def test_classroom_page_fits_in_lab(game: str, lab_url: str, page) -> None:
    rel = f"tutorial/classroom/{game}.ipynb"
    _open_and_run_in_lab(page, lab_url, rel)
    page.locator(".jp-OutputArea-output .cg-walkthrough .cg-walk-next").wait_for()
    page.wait_for_function(WALK_LOADED_JS)
    _wait_drawn(page, LAB_CANVAS)
    page.wait_for_selector(LAB_IDLE)
    walk = page.evaluate(WALK_JS, [LAB_VIEW])
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"lab_classroom_{game}_walk.png"))
    for name in ("board", "next", "back", "caption"):
        assert _inside(walk[name], walk["view"]), f"{game}: the walk's {name} is not on screen: {walk}"
    _check_fit(page, ".jp-OutputArea-output .cg-board", LAB_VIEW, f"{game} classroom page, JupyterLab")
    page.screenshot(path=str(SCREENSHOTS / f"lab_classroom_{game}_play.png"))


@pytest.mark.parametrize("game", GAMES)
def test_classroom_page_live_board_fits_in_voila(game: str, voila_url: str, page) -> None:
    outside = record_outside_requests(page)
    page.goto(f"{voila_url}/voila/render/tutorial/classroom/{game}.ipynb")
    _wait_drawn(page, VOILA_CANVAS)
    _check_fit(page, ".cg-board", None, f"{game} classroom page, Voila")
    # the classroom size: the panel's status line, buttons and log read from the back of the room
    sizes = page.evaluate("""() => { const b = document.querySelector('.cg-board.cg-classroom');
      const px = e => parseFloat(getComputedStyle(e).fontSize);
      return {status: px(b.querySelector('.cg-status [data-cards]')),
              log: px(b.querySelector('.cg-log-scroll .cg-event')),
              rule: px(b.querySelector('.cg-log-scroll .cg-event code') || b.querySelector('.cg-log-scroll .cg-event')),
              buttons: Array.from(b.querySelectorAll('.cg-panel button')).map(px)}; }""")
    assert min(sizes["status"], sizes["log"], sizes["rule"], *sizes["buttons"]) >= 16, sizes
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"voila_classroom_{game}_play.png"))
    assert not outside, f"Voila made requests outside {HOST}: {sorted(set(outside))}"


# per clickable card region (canvas pixels, from the status line's data-cards): the commonest colour along its title
# band, the darkest pixel in the band (its title text) and the colour just left of the card (the area around it)
BANDS_JS = """() => {
  const b = document.querySelector('.cg-board'), c = b.querySelector('canvas');
  const ctx = c.getContext('2d');
  const px = (x, y) => Array.from(ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data.slice(0, 3));
  const regions = b.querySelector('.cg-status [data-cards]').getAttribute('data-cards').split(';').filter(r => r)
    .map(r => r.split(',').map(Number));
  return regions.map(([x, y, w, h]) => {
    const counts = {};
    for (let i = x + 6; i < x + w - 6; i++) { const k = px(i, y + 6).join(','); counts[k] = (counts[k] || 0) + 1; }
    const band = Object.entries(counts).sort((p, q) => q[1] - p[1])[0][0].split(',').map(Number);
    let dark = band, lum = 3 * 255;
    const data = ctx.getImageData(x + 3, y + 3, w - 6, 20).data;
    for (let i = 0; i < data.length; i += 4) {
      const s = data[i] + data[i + 1] + data[i + 2];
      if (s < lum) { lum = s; dark = [data[i], data[i + 1], data[i + 2]]; }
    }
    return {rect: [x, y, w, h], band: band, text: dark, around: px(x - 3, y + h / 2)};
  });
}"""


def _contrast(a: list[int], b: list[int]) -> float:
    def lum(rgb):
        c = [v / 255 for v in rgb]
        c = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_cards_you_cannot_use_now_are_faded_clearly_and_still_readable(voila_url: str, page) -> None:
    """Step, To next decision and Undo stay where they are when a decision's buttons appear. At Player 1's first
    choice of a Digimon to put into play (00_start_here, seed 7) the Option cards cannot be used: their title
    bands, measured on the canvas, hardly stand out from the area around them (under 2:1) while a usable card's band
    does (3:1 or more), and their names keep 4.5:1 on the band."""
    page.goto(f"{voila_url}/voila/render/{START}")
    _wait_drawn(page, VOILA_CANVAS)
    board = page.locator(".cg-board").first
    # where Step, To next decision and Undo are on the board (the page may scroll the board into view)
    where = """(b) => { const t = b.getBoundingClientRect();
      return Array.from(b.querySelectorAll('button.cg-step, button.cg-next, button.cg-undo')).map(x => {
        const q = x.getBoundingClientRect(); return [q.left - t.left, q.top - t.top]; }); }"""
    before = board.evaluate(where)
    board.locator("button.cg-next").click()
    board.locator("button.cg-action").first.wait_for()
    after = board.evaluate(where)  # the decision's buttons appeared: the controls are where they were
    assert len(after) == 3 and all(abs(a - b) <= 1 for p, q in zip(after, before, strict=True)
                                   for a, b in zip(p, q, strict=True)), (before, after)
    board.locator("button.cg-action").first.click()  # keep this hand
    board.locator("button.cg-action", has_text="into play").first.wait_for()
    page.wait_for_timeout(1000)  # the animation's last frame
    bands = page.evaluate(BANDS_JS)
    grey = [b for b in bands if max(b["band"]) - min(b["band"]) <= 6 and 180 <= b["band"][0] <= 230]
    coloured = [b for b in bands if max(b["band"]) - min(b["band"]) > 40]
    assert grey and coloured, bands
    for b in grey:
        assert _contrast(b["band"], b["around"]) < 2, b
        assert _contrast(b["text"], b["band"]) >= 4.5, b
    assert max(_contrast(b["band"], b["around"]) for b in coloured) >= 3, coloured
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    board.screenshot(path=str(SCREENSHOTS / "voila_faded_cards.png"))


def test_in_a_dark_theme_the_action_list_has_the_pages_colour(voila_url: str, page) -> None:
    """The action list's scroll covers are painted in the colour of the page under them: in Voila's dark theme a
    JupyterLab colour made a black band under the decision's buttons that the rest of the panel lacked."""
    page.goto(f"{voila_url}/voila/render/{START}?theme=dark")
    _wait_drawn(page, VOILA_CANVAS)
    board = page.locator(".cg-board").first
    board.locator("button.cg-next").click()
    board.locator("button.cg-action").first.wait_for()
    # the colour under the list: that of its nearest ancestor with a background of its own
    got = page.evaluate("""() => { const list = document.querySelector('.cg-board .cg-actions');
      let e = list.parentElement, seen = [];
      while (e) { const c = getComputedStyle(e).backgroundColor; seen.push(e.className + ' ' + c);
                  if (c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') break; e = e.parentElement; }
      return {page: e ? getComputedStyle(e).backgroundColor : '', seen: seen,
              list: getComputedStyle(list).backgroundImage}; }""")
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    board.screenshot(path=str(SCREENSHOTS / "voila_dark_actions.png"))
    covers = re.findall(r"rgba?\([^)]*\)", got["list"])
    assert got["page"] and got["page"] in covers, got


# the lessons the README's "For teachers" section links (the quizzes, the explorer's edge cases, side by side,
# simulation): each renders in Voila without an error, and every live board on it fits 1280x720 when scrolled to
LESSONS = ["tutorial/01_four_games_side_by_side.ipynb", "tutorial/02_simulation.ipynb",
           "tutorial/digimon/07_battle.ipynb", "tutorial/digimon/09_penalty.ipynb",
           "tutorial/yuyu/06_attack_step.ipynb", "tutorial/yuyu/07_damage_and_matches.ipynb",
           "tutorial/battlespirits/07_levels_and_shinkaiho.ipynb",
           "tutorial/battlespirits/10_attacks_blocks_flash.ipynb",
           "tutorial/dspirits/07_battle_and_enduring.ipynb", "tutorial/dspirits/08_spirit_points.ipynb",
           "tutorial/dspirits/14_card_chaining.ipynb",
           *(f"tutorial/{game}/99_explore_edge_cases.ipynb" for game in GAMES)]


def test_the_readme_links_every_lesson_checked_here() -> None:
    from browser_settings import REPO

    readme = (REPO / "README.md").read_text(encoding="utf-8")
    teachers = readme[readme.index("## For teachers"):readme.index("## Two commands")]
    assert all(f"({rel})" in teachers for rel in LESSONS), [rel for rel in LESSONS if f"({rel})" not in teachers]


@pytest.mark.parametrize("rel", LESSONS, ids=lambda rel: rel.split("/", 1)[1].removesuffix(".ipynb"))
def test_a_lesson_the_readme_links_renders_and_its_boards_fit_in_voila(rel: str, voila_url: str, page) -> None:
    outside = record_outside_requests(page)
    page.goto(f"{voila_url}/voila/render/{rel}")  # Voila runs the whole notebook while it sends the page
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(2000)  # the widgets' views
    for text in ("Error displaying widget", "There was an error when executing cell", "Traceback"):
        assert page.get_by_text(text).count() == 0, f"{rel}: Voila shows {text!r}"
    boards = page.evaluate("""() => Array.from(document.querySelectorAll('.cg-board')).map((b, i) => {
      b.dataset.cgN = i; return Array.from(b.querySelectorAll('button')).some(x => x.innerText.trim() === 'Step');
    })""")
    for n, has_step in enumerate(boards):
        if has_step:
            _check_fit(page, f'.cg-board[data-cg-n="{n}"]', None, f"{rel}, board {n + 1}")
    wide = page.evaluate("() => Array.from(document.querySelectorAll('.cg-explore'))"
                         ".map(x => x.getBoundingClientRect().right)")
    assert all(right <= 1281 for right in wide), f"{rel}: an explorer is wider than the screen: {wide}"
    assert not outside, f"Voila made requests outside {HOST}: {sorted(set(outside))}"


@pytest.mark.parametrize("rel", LESSONS, ids=lambda rel: rel.split("/", 1)[1].removesuffix(".ipynb"))
def test_a_lesson_the_readme_links_runs_and_its_boards_fit_in_lab(rel: str, lab_url: str, page) -> None:
    """The same lessons in JupyterLab, as a teacher opens them from the README: after Run All Cells no cell shows an
    error, and every live board, scrolled to, fits 1280x720 with its Step button and newest log line."""
    outside = record_outside_requests(page)
    _open_and_run_in_lab(page, lab_url, rel)
    page.wait_for_selector(LAB_IDLE)
    page.wait_for_function("() => !Array.from(document.querySelectorAll('.jp-InputArea-prompt'))"
                           ".some(p => p.innerText.includes('[*]'))", timeout=240_000)
    shown = page.evaluate("() => Array.from(document.querySelectorAll('.jp-OutputArea-output'))"
                          ".map(o => o.innerText).join('\\n')")
    assert "Traceback (most recent call last)" not in shown, f"{rel}: a cell shows an error"
    boards = page.evaluate("""() => Array.from(document.querySelectorAll('.jp-OutputArea-output .cg-board'))
      .map((b, i) => { b.dataset.cgN = i;
        return Array.from(b.querySelectorAll('button')).some(x => x.innerText.trim() === 'Step'); })""")
    for n, has_step in enumerate(boards):
        if has_step:
            page.evaluate(f"() => document.querySelector('.cg-board[data-cg-n=\"{n}\"]')"
                          ".scrollIntoView({block: 'start'})")
            _wait_drawn(page, f'.cg-board[data-cg-n="{n}"] canvas')
            _check_fit(page, f'.cg-board[data-cg-n="{n}"]', LAB_VIEW, f"{rel} in JupyterLab, board {n + 1}")
    assert not outside, f"JupyterLab made requests outside {HOST}: {sorted(set(outside))}"
