"""The board in a real browser: JupyterLab runs the notebook, Voila renders it; clicking Step redraws the canvas
and adds to the event log (`.cg-event-log`).

At 1280×720 (a classroom projector) the kit's board, its Step button and the newest log line must all be on screen
at once, without scrolling, in JupyterLab (file browser collapsed) and in Voila, with no text under 12 px; Voila
must make no request outside 127.0.0.1.

The notebooks: the real one (CARDGAMES_BROWSER_NOTEBOOK, default tutorial/00_start_here.ipynb), one per newer
game whose first board is played against the computer (browser_settings.GAME_NOTEBOOKS), and a small self-test
board under tests/browser/fixtures/ that checks the harness itself, independently of the kit. Every kit board gets
the same checks in both front ends: it fits, a decision is played through its action buttons, a click on a card
(found from the regions the board publishes, not from any game's geometry) shows the card's text, and auto-play
runs; no request leaves 127.0.0.1.
"""

from __future__ import annotations

import os
import re
import uuid
from pathlib import Path

import pytest
from browser_settings import (
    GAME_NOTEBOOKS,
    HOST,
    REPO,
    SCREENSHOTS,
    SELFTEST_NOTEBOOK,
    TARGET_NOTEBOOK,
    TIMEOUT_MS,
    record_outside_requests,
)
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from widgets.board import PROJECTOR_SCALE
from widgets.kit.theme import MIN_FONT

pytestmark = pytest.mark.browser

# per <canvas>: size, non-transparent pixel count and an FNV-1a hash of its RGBA data
CANVAS_JS = """(sel) => Array.from(document.querySelectorAll(sel)).map(c => {
  if (!c.width || !c.height) return {w: c.width, h: c.height, n: 0, hash: 0};
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let n = 0, h = 2166136261 >>> 0;
  for (let i = 0; i < d.length; i++) {
    h = Math.imul(h ^ d[i], 16777619) >>> 0;
    if ((i & 3) === 3 && d[i] > 0) n++;
  }
  return {w: c.width, h: c.height, n: n, hash: h};
})"""
# the text of every event log: HTML widgets (innerText) and Textarea/Text widgets (value)
LOG_JS = """() => Array.from(document.querySelectorAll('.cg-event-log')).map(e =>
  [e.innerText, e.value || ''].concat(Array.from(e.querySelectorAll('textarea, input')).map(t => t.value)).join('|')
).join('\\n')"""
# resolves to "drawn" once a canvas has >1000 drawn pixels, or to the text of an output with a traceback
DRAWN_OR_ERROR_JS = f"""(sel) => {{
  if (({CANVAS_JS})(sel).some(c => c.n > 1000)) return 'drawn';
  const bad = Array.from(document.querySelectorAll('.jp-OutputArea-output'))
    .find(e => /Traceback|There was an error when executing cell/.test(e.innerText));
  return bad ? bad.innerText.slice(-3000) : false;
}}"""
CHANGED_JS = f"""([sel, before, log]) => {{
  const now = ({CANVAS_JS})(sel).map(c => c.hash).join(',');
  return now !== before && ({LOG_JS})() !== log;
}}"""
# the rectangles that must be on screen: the board's canvas, its Step button, the newest log line (first in the
# column-reverse log box) and the log box itself; `view` is the visible part of the page (Lab: the notebook panel)
FIT_JS = """([board, viewSel]) => {
  const b = document.querySelector(board);
  b.scrollIntoView({block: 'start'});
  const r = e => { if (!e) return null; const q = e.getBoundingClientRect();
                   return {top: q.top, left: q.left, bottom: q.bottom, right: q.right, width: q.width}; };
  const canvas = b.querySelector('canvas');
  const step = b.querySelector('button.cg-step')  // in any language (the self-test board: by its words)
    || Array.from(b.querySelectorAll('button')).find(x => x.innerText.trim() === 'Step');
  const view = viewSel ? r(document.querySelector(viewSel))
                       : {top: 0, left: 0, bottom: window.innerHeight, right: window.innerWidth};
  return {view: view, canvas: r(canvas), step: r(step), newest: r(b.querySelector('.cg-log-scroll .cg-event')),
          logbox: r(b.querySelector('.cg-log-scroll')), scale: r(canvas).width / canvas.width,
          window: [window.innerWidth, window.innerHeight]};
}"""
# the canvas height with the board's default size, then with the classroom size (the class Board(size=...) sets)
CLASSROOM_JS = """() => {
  const b = document.querySelector('.cg-board'), c = b.querySelector('canvas');
  const before = c.getBoundingClientRect().height;
  b.classList.add('cg-classroom');
  const after = c.getBoundingClientRect().height;
  b.classList.remove('cg-classroom');
  return [before, after];
}"""
LAB_VIEW = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-WindowedPanel-outer"
LAB_CANVAS = ".jp-OutputArea-output canvas"
LAB_IDLE = ".jp-Notebook-ExecutionIndicator[data-status='idle']:visible"  # kernel connected and idle
VOILA_CANVAS = "canvas"


def _param(rel: str, name: str):
    # a missing real notebook is skipped at collection (no servers started), except in CI where it must fail
    marks = []
    if not (REPO / rel).is_file() and os.environ.get("CI") != "1":
        marks.append(pytest.mark.skip(reason=f"{rel} does not exist yet"))
    return pytest.param(rel, id=name, marks=marks)


NOTEBOOKS = [_param(SELFTEST_NOTEBOOK, "selftest"), _param(TARGET_NOTEBOOK, "target")] + [
    _param(rel, game) for game, rel in GAME_NOTEBOOKS.items() if rel != TARGET_NOTEBOOK]


def _require(rel: str) -> None:
    if not (REPO / rel).is_file():
        pytest.fail(f"{rel} does not exist (CI=1: a missing notebook is a failure, not a skip)")


def _shot(page, prefix: str, rel: str, stage: str) -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{prefix}_{Path(rel).stem}_{stage}.png"
    page.screenshot(path=str(path), full_page=(prefix == "voila"))
    return path


def _canvas_key(page, sel: str) -> str:
    return ",".join(str(c["hash"]) for c in page.evaluate(CANVAS_JS, sel))


def _wait_drawn(page, sel: str) -> None:
    result = page.wait_for_function(DRAWN_OR_ERROR_JS, arg=sel).json_value()
    if result != "drawn":
        pytest.fail(f"the notebook raised an error instead of drawing the board:\n{result}")


def _step_and_check(page, sel: str, step_button) -> None:
    before_canvas = _canvas_key(page, sel)
    before_log = page.evaluate(LOG_JS)
    assert page.locator(".cg-event-log").count() > 0, "no element with class cg-event-log (the board's event log)"
    step_button.click()
    try:
        page.wait_for_function(CHANGED_JS, arg=[sel, before_canvas, before_log], timeout=TIMEOUT_MS)
    except Exception as exc:  # say which of the two did not change
        after_canvas, after_log = _canvas_key(page, sel), page.evaluate(LOG_JS)
        raise AssertionError(
            f"after clicking Step: canvas changed={after_canvas != before_canvas}, "
            f"log changed={after_log != before_log}\nlog before: {before_log!r}\nlog after: {after_log!r}"
        ) from exc


def _check_fit(page, board_sel: str, view_sel: str | None, where: str) -> dict:
    """The board, its Step button and the newest log line are inside the visible area; the canvas is scaled so that
    its smallest text (the kit's MIN_FONT) is at least 12 px on screen."""
    got = page.evaluate(FIT_JS, [board_sel, view_sel])
    view = got["view"]
    assert got["window"] == [1280, 720], got["window"]
    for name in ("canvas", "step", "newest"):
        rect = got[name]
        assert rect is not None, f"{where}: no {name} on the board"
        inside = (rect["top"] >= view["top"] - 1 and rect["bottom"] <= view["bottom"] + 1
                  and rect["left"] >= view["left"] - 1 and rect["right"] <= view["right"] + 1)
        assert inside, f"{where}: the {name} leaves the visible area at 1280x720: {rect} not inside {view}"
    newest, box = got["newest"], got["logbox"]
    assert box["top"] - 1 <= newest["top"] and newest["bottom"] <= box["bottom"] + 1, \
        f"{where}: the newest log line is scrolled out of the log box: {newest} vs {box}"
    assert got["scale"] >= PROJECTOR_SCALE, f"{where}: the board is shown at scale {got['scale']:.3f}"
    assert got["scale"] * MIN_FONT >= 12, f"{where}: text of {MIN_FONT} px shows at {got['scale'] * MIN_FONT:.1f} px"
    print(f"{where}: canvas shown at scale {got['scale']:.3f}, canvas {got['canvas']}, view {view}")
    return got


def _open_and_run_in_lab(page, lab_url: str, rel: str) -> None:
    """Open notebook `rel` in JupyterLab, in a fresh workspace (the default one would restore the tabs of earlier
    tests in this session), with the file browser collapsed, and Run All Cells."""
    page.goto(f"{lab_url}/lab/workspaces/t{uuid.uuid4().hex[:12]}/tree/{rel}")
    page.wait_for_selector(".jp-Notebook .jp-Cell")
    _accept_kernel_dialog(page)
    page.wait_for_selector(LAB_IDLE)
    _collapse_file_browser(page)
    _run_all_cells(page)


def _accept_kernel_dialog(page) -> None:
    """A notebook whose kernelspec is unknown here asks for a kernel (on a loaded machine, possibly only after the
    kernel indicator shows idle): accept the default."""
    dialog = page.locator(".jp-Dialog button.jp-mod-accept")
    if dialog.count():
        dialog.first.click()


def _run_all_cells(page, attempts: int = 3) -> None:
    """Run > Run All Cells, through the real menu (command ids changed in Lab 4.6, labels did not). On a loaded
    machine the kernel can show idle before its session takes requests (or before the kernel dialog opens), and the
    command is then dropped: it is given again if no cell has started after 20 s."""
    started = r"""() => Array.from(document.querySelectorAll('.jp-InputPrompt'))
                          .some(p => /\[[0-9*]+\]/.test(p.innerText))"""
    for attempt in range(attempts):
        _accept_kernel_dialog(page)
        page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click()
        page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).click()
        try:
            page.wait_for_function(started, timeout=20_000)
            return
        except Exception:
            if attempt == attempts - 1:
                raise
            print(f"Run All Cells started no cell (attempt {attempt + 1}): again")


def _collapse_file_browser(page) -> None:
    """Collapse JupyterLab's left panel (the file browser), as a teacher would before projecting."""
    if page.locator("#filebrowser").is_visible():
        page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current").first.click()
    page.locator("#filebrowser").wait_for(state="hidden")


def _click_card_and_check(page, board_sel: str) -> None:
    """Click a card on the canvas: the detail panel shows its full text (a projector has no hover). The card is the
    topmost of the regions the board publishes (`Board.card_regions`, in the status line's `data-cards`), so this
    works on every game's board."""
    board = page.locator(board_sel).first
    regions = board.locator(".cg-status [data-cards]").first.get_attribute("data-cards")
    assert regions, f"{board_sel}: the board marks no clickable card"
    x, y, w, h = (int(v) for v in regions.split(";")[-1].split(","))  # drawn last, so on top at its centre
    canvas = board.locator("canvas").first
    scale = canvas.bounding_box()["width"] / float(canvas.evaluate("c => c.width"))
    canvas.click(position={"x": (x + w / 2) * scale, "y": (y + h / 2) * scale})
    detail = board.locator(".cg-card-detail").first
    detail.wait_for(timeout=TIMEOUT_MS)
    assert len(detail.inner_text().strip().splitlines()) >= 2, detail.inner_text()


def _decide_and_check(page, scope) -> None:
    """Run to the next decision, then click the first legal-action button: the event log must tell what was done."""
    scope.locator("button.cg-next").first.click()
    action = scope.locator("button.cg-action").first
    action.wait_for(timeout=TIMEOUT_MS)
    before_log = page.evaluate(LOG_JS)
    label = action.inner_text()
    action.click()
    try:
        page.wait_for_function(f"(log) => ({LOG_JS})() !== log", arg=before_log, timeout=TIMEOUT_MS)
    except Exception as exc:
        raise AssertionError(f"clicking the action button {label!r} did not add to the event log") from exc


def _autoplay_and_check(page, scope) -> None:
    """Auto-play runs on the kernel's event loop: switched on, the log keeps growing (and runs on until the picture
    shows a card to click: a set-up in secret may show none); switched off, it stops (Step is enabled again)."""
    toggle = scope.locator("button.cg-autoplay").first
    toggle.click()
    for _ in range(3):  # three separate changes of the log: the timer keeps ticking
        before = page.evaluate(LOG_JS)
        page.wait_for_function(f"(log) => ({LOG_JS})() !== log", arg=before, timeout=TIMEOUT_MS)
    scope.locator(".cg-status [data-cards]:not([data-cards=''])").first.wait_for(timeout=TIMEOUT_MS)
    toggle.click()
    page.wait_for_function("(b) => !b.disabled", arg=scope.locator("button.cg-step").first.element_handle())


def _play_and_check(page, board_sel: str, view_sel: str | None, where: str, prefix: str, rel: str) -> None:
    """The checks every kit board gets, in either front end: it fits at 1280x720, a decision is played through its
    action buttons (and it still fits), auto-play runs, a card click shows the card's text."""
    board = page.locator(board_sel).first
    _check_fit(page, board_sel, view_sel, where)
    _shot(page, prefix, rel, "fit")
    _decide_and_check(page, board)
    _check_fit(page, board_sel, view_sel, f"{where} after an action")
    _shot(page, prefix, rel, "action")
    _autoplay_and_check(page, board)
    _shot(page, prefix, rel, "autoplay")
    _click_card_and_check(page, board_sel)
    _shot(page, prefix, rel, "card")



@pytest.mark.parametrize("rel", NOTEBOOKS)
def test_lab_runs_notebook_and_steps_board(rel: str, lab_url: str, page) -> None:
    _require(rel)
    outside = record_outside_requests(page)
    _open_and_run_in_lab(page, lab_url, rel)
    _wait_drawn(page, LAB_CANVAS)
    page.wait_for_selector(LAB_IDLE)
    errors = page.locator(".jp-OutputArea-output", has_text="Error displaying widget")
    assert errors.count() == 0, "JupyterLab shows 'Error displaying widget'"
    step = page.locator(".jp-OutputArea-output").get_by_role("button", name="Step", exact=True).first
    step.scroll_into_view_if_needed()
    _shot(page, "lab", rel, "before")
    _step_and_check(page, LAB_CANVAS, step)
    _shot(page, "lab", rel, "after")
    assert errors.count() == 0, "JupyterLab shows 'Error displaying widget'"
    if rel != SELFTEST_NOTEBOOK:  # a kit board
        _play_and_check(page, ".jp-OutputArea-output .cg-board", LAB_VIEW, "JupyterLab", "lab", rel)
    assert not outside, f"JupyterLab made requests outside {HOST}: {sorted(set(outside))}"
    # the kit's settings override keeps JupyterLab's news question from covering the log corner
    assert page.get_by_text("official Jupyter news").count() == 0, "JupyterLab asks about Jupyter news"


@pytest.mark.parametrize("rel", NOTEBOOKS)
def test_voila_renders_notebook_and_steps_board(rel: str, voila_url: str, page) -> None:
    _require(rel)
    outside = record_outside_requests(page)
    page.goto(f"{voila_url}/voila/render/{rel}", timeout=TIMEOUT_MS)  # voila runs the notebook while serving
    _wait_drawn(page, VOILA_CANVAS)
    for text in ("Error displaying widget", "There was an error when executing cell"):
        assert page.get_by_text(text).count() == 0, f"Voila shows {text!r}"
    step = page.get_by_role("button", name="Step", exact=True).first
    _shot(page, "voila", rel, "before")
    _step_and_check(page, VOILA_CANVAS, step)
    _shot(page, "voila", rel, "after")
    if rel != SELFTEST_NOTEBOOK:  # a kit board
        page.screenshot(path=str(SCREENSHOTS / f"voila_{Path(rel).stem}_projected.png"))  # the screen as projected
        # the classroom size (Board(size="classroom")) gives the canvas more of the screen
        before, after = page.evaluate(CLASSROOM_JS)
        assert after > before and after >= 0.8 * 720, (before, after)
        _play_and_check(page, ".cg-board", None, "Voila", "voila", rel)
    assert not outside, f"Voila made requests outside {HOST}: {sorted(set(outside))}"


# The full game of every game, as a classroom page: at 1280x720 the intro prose pushed the board down so that your own
# hand was below the edge at the first decision (issue 18). The test scrolls nothing itself: it presses the board's
# "To next decision" where the page shows it, as a reader would, and looks at where things are.
FULL_GAMES = ["tutorial/digimon/10_full_game.ipynb", *GAME_NOTEBOOKS.values()]
FIRST_DECISION_JS = """() => {
  const b = document.querySelector('.cg-board');
  const r = e => { const q = e.getBoundingClientRect();
                   return {top: q.top, bottom: q.bottom, left: q.left, right: q.right}; };
  const box = b.querySelector('.cg-actions');
  return {canvas: r(b.querySelector('canvas')), box: r(box),
          buttons: Array.from(box.querySelectorAll('button.cg-action')).map(x => [x.innerText, r(x)]),
          scrolls: box.scrollHeight > box.clientHeight + 1,
          note: (b.querySelector('.cg-actions-note') || {innerText: ''}).innerText,
          status: b.querySelector('.cg-status').innerText, vh: window.innerHeight, vw: window.innerWidth};
}"""


CJK_JS = """async () => {
  await document.fonts.load('16px "Cardgames CJK"', '継召');
  const draw = font => { const c = document.createElement('canvas'); c.width = 100; c.height = 30;
                         const x = c.getContext('2d'); x.font = font; x.fillText('継召真界放', 2, 22);
                         return c.toDataURL(); };
  return {loaded: document.fonts.check('16px "Cardgames CJK"', '継召'),
          differs: draw('16px "Cardgames CJK", sans-serif') !== draw('16px serif')};
}"""


def _inside(rect: dict, top: float, bottom: float) -> bool:
    return rect["top"] >= top - 1 and rect["bottom"] <= bottom + 1


@pytest.mark.parametrize("rel", [_param(rel, Path(rel).parent.name) for rel in FULL_GAMES])
def test_voila_first_decision_shows_your_hand_without_scrolling(rel: str, voila_url: str, page) -> None:
    _require(rel)
    page.goto(f"{voila_url}/voila/render/{rel}", timeout=TIMEOUT_MS)
    _wait_drawn(page, VOILA_CANVAS)
    button = page.locator(".cg-board button.cg-next").first
    box = button.bounding_box()
    assert box and 0 <= box["y"] and box["y"] + box["height"] <= 720, f"'To next decision' is off screen: {box}"
    button.evaluate("b => b.click()")  # a click where it is: no scrolling on the test's part
    page.locator(".cg-board button.cg-action").first.wait_for(timeout=TIMEOUT_MS)
    try:  # the page brings the board into view by itself (the kit's Voila template)
        page.wait_for_function("() => { const c = document.querySelector('.cg-board canvas').getBoundingClientRect();"
                               " return c.top >= -1 && c.bottom <= window.innerHeight + 1; }", timeout=10_000)
    except Exception:
        pass
    got = page.evaluate(FIRST_DECISION_JS)
    _shot(page, "voila", rel, "first_decision")
    assert (got["vw"], got["vh"]) == (1280, 720)
    assert "(you) to decide" in got["status"], got["status"]
    assert _inside(got["canvas"], 0, got["vh"]), f"the board (and your hand in it) is not all on screen: {got}"
    # the kit's CJK font is on the page (the board brings it, inline): Japanese terms are drawn, not empty boxes,
    # on a machine without a CJK font of its own (this one)
    drawn = page.evaluate(CJK_JS)
    assert drawn["loaded"] and drawn["differs"], drawn
    if got["scrolls"]:
        assert got["note"] or len(got["buttons"]) > 1, got
    else:  # every action button on screen, none cut by the list's edge
        for label, rect in got["buttons"]:
            assert _inside(rect, max(0, got["box"]["top"]), min(got["vh"], got["box"]["bottom"])), (label, rect, got)


def _hint_and_check(page, scope, prefix: str, rel: str) -> str:
    """To your decision, then Hint: the coach's suggestion outlined among your actions (one), its why and its line
    (rule IDs in the log's style) under them; the hint's text."""
    scope.locator("button.cg-next").first.evaluate("b => b.click()")
    scope.locator("button.cg-action").first.wait_for(timeout=TIMEOUT_MS)
    hint = scope.locator("button.cg-hint").first
    page.wait_for_function("(b) => !b.disabled", arg=hint.element_handle(), timeout=TIMEOUT_MS)
    hint.evaluate("b => b.click()")
    box = scope.locator(".cg-hint-box").first
    box.locator(".cg-event").first.wait_for(timeout=TIMEOUT_MS)
    box.scroll_into_view_if_needed()
    _shot(page, prefix, rel, "hint")
    text = box.inner_text()
    assert text.startswith("Coach: ") and re.search(r"\[[A-Z]+-\d+\]", text), text
    assert len(box.locator(".cg-why").all()) >= 2, text  # the why: two to four sentences, each citing a rule
    assert scope.locator(".cg-action-hint").count() == 1
    return text


@pytest.mark.parametrize("rel", [_param(FULL_GAMES[0], Path(FULL_GAMES[0]).parent.name)])
def test_voila_hint_button_shows_the_coach(rel: str, voila_url: str, page) -> None:
    """The Hint button at your decision, in a Voila classroom page."""
    _require(rel)
    page.goto(f"{voila_url}/voila/render/{rel}", timeout=TIMEOUT_MS)
    _wait_drawn(page, VOILA_CANVAS)
    _hint_and_check(page, page.locator(".cg-board").first, "voila", rel)


@pytest.mark.parametrize("rel", [_param(GAME_NOTEBOOKS["battlespirits"], "battlespirits")])
def test_lab_hint_button_shows_the_coach(rel: str, lab_url: str, page) -> None:
    """The Hint button at your decision, on the board a notebook shows in JupyterLab."""
    _require(rel)
    _open_and_run_in_lab(page, lab_url, rel)
    # the stored prompts read as cells started, so a kernel dialog that opens late (a loaded machine) can leave Run
    # All dropped unnoticed: while nothing is drawn, a dialog is accepted (again, if a click came too early) and Run
    # All given again once it has gone
    dialog = page.locator(".jp-Dialog button.jp-mod-accept")
    for _ in range(TIMEOUT_MS // 5_000):
        try:
            if page.wait_for_function(DRAWN_OR_ERROR_JS, arg=LAB_CANVAS, timeout=5_000).json_value() == "drawn":
                break
        except PlaywrightTimeoutError:
            pass
        if dialog.count():
            dialog.first.focus()
            page.keyboard.press("Enter")
            try:
                page.locator(".jp-Dialog").wait_for(state="detached", timeout=5_000)
            except PlaywrightTimeoutError:
                continue
            page.wait_for_selector(LAB_IDLE)
            _run_all_cells(page)
    _wait_drawn(page, LAB_CANVAS)
    page.wait_for_selector(LAB_IDLE)
    _hint_and_check(page, page.locator(".jp-OutputArea-output .cg-board").first, "lab", rel)
