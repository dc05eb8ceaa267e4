"""The board in a real browser: JupyterLab runs the notebook, Voila renders it; clicking Step redraws the canvas
and adds to the event log (`.cg-event-log`).

Two notebooks: the real one (CARDGAMES_BROWSER_NOTEBOOK, default tutorial/00_start_here.ipynb) and a small
self-test board under tests/browser/fixtures/ that checks the harness itself, independently of the kit.
"""

from __future__ import annotations

import os
import re
import uuid
from pathlib import Path

import pytest
from browser_settings import REPO, SCREENSHOTS, SELFTEST_NOTEBOOK, TARGET_NOTEBOOK, TIMEOUT_MS

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
LAB_CANVAS = ".jp-OutputArea-output canvas"
LAB_IDLE = ".jp-Notebook-ExecutionIndicator[data-status='idle']:visible"  # kernel connected and idle
VOILA_CANVAS = "canvas"


def _param(rel: str, name: str):
    # a missing real notebook is skipped at collection (no servers started), except in CI where it must fail
    marks = []
    if not (REPO / rel).is_file() and os.environ.get("CI") != "1":
        marks.append(pytest.mark.skip(reason=f"{rel} does not exist yet"))
    return pytest.param(rel, id=name, marks=marks)


NOTEBOOKS = [_param(SELFTEST_NOTEBOOK, "selftest"), _param(TARGET_NOTEBOOK, "target")]


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
    """Auto-play runs on the kernel's event loop: switched on, the log keeps growing; switched off, it stops."""
    toggle = scope.locator("button.cg-autoplay").first
    toggle.click()
    for _ in range(3):  # three separate changes of the log: the timer keeps ticking
        before = page.evaluate(LOG_JS)
        page.wait_for_function(f"(log) => ({LOG_JS})() !== log", arg=before, timeout=TIMEOUT_MS)
    toggle.click()


@pytest.mark.parametrize("rel", NOTEBOOKS)
def test_lab_runs_notebook_and_steps_board(rel: str, lab_url: str, page) -> None:
    _require(rel)
    # a fresh workspace per test: the default one would restore the tabs of earlier tests in this session
    page.goto(f"{lab_url}/lab/workspaces/t{uuid.uuid4().hex[:12]}/tree/{rel}")
    page.wait_for_selector(".jp-Notebook .jp-Cell")
    # a notebook whose kernelspec is unknown here asks for a kernel: accept the default
    dialog = page.locator(".jp-Dialog button.jp-mod-accept")
    if dialog.count():
        dialog.first.click()
    page.wait_for_selector(LAB_IDLE)
    # Run > Run All Cells, through the real menu (command ids changed in Lab 4.6, labels did not)
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click()
    page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).click()
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
    if rel == TARGET_NOTEBOOK:  # the kit's board: play a decision through its action buttons
        _decide_and_check(page, page.locator(".jp-OutputArea-output .cg-board").first)
        _shot(page, "lab", rel, "action")


@pytest.mark.parametrize("rel", NOTEBOOKS)
def test_voila_renders_notebook_and_steps_board(rel: str, voila_url: str, page) -> None:
    _require(rel)
    page.goto(f"{voila_url}/voila/render/{rel}", timeout=TIMEOUT_MS)  # voila runs the notebook while serving
    _wait_drawn(page, VOILA_CANVAS)
    for text in ("Error displaying widget", "There was an error when executing cell"):
        assert page.get_by_text(text).count() == 0, f"Voila shows {text!r}"
    step = page.get_by_role("button", name="Step", exact=True).first
    _shot(page, "voila", rel, "before")
    _step_and_check(page, VOILA_CANVAS, step)
    _shot(page, "voila", rel, "after")
    if rel == TARGET_NOTEBOOK:
        board = page.locator(".cg-board").first
        _decide_and_check(page, board)
        _shot(page, "voila", rel, "action")
        _autoplay_and_check(page, board)
        _shot(page, "voila", rel, "autoplay")
