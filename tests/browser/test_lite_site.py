"""The offline JupyterLite site (`make lite` -> build/lite/) in headless Chromium with no network: only 127.0.0.1
answers, every other request (service worker's included) is aborted and fails the test.

For `00_start_here`, its Japanese and Portuguese pages, a translated classroom page per language and one tutorial
of every registered game (the first with a live board): open it in the site, with a kernel of its own,
clear the stored outputs, run every cell in the browser's own Python (Pyodide), and fail on any error or stderr
output; then click the board's Step button (or, when the human seat must decide, its first action button) until a
step animates, checking the picture and the log change, and let Auto-play run a few steps.
Screenshots go to artifacts/screenshots/lite-*.png. Run with `make lite-test` (it builds the site first);
LITE_PORT (default: a free port) is the port of the static server this test starts and stops.
"""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from browser_settings import CHROMIUM, CHROMIUM_ARGS, HOST, REPO, SCREENSHOTS, VIEWPORT, port_from
from japanese_glyphs import check_term_drawn

from cardgames.games import kit_games

pytestmark = [pytest.mark.browser, pytest.mark.lite]

SITE = REPO / "build" / "lite"
PORT = port_from("LITE_PORT")
BASE = f"http://{HOST}:{PORT}"
KERNEL_TIMEOUT_MS = 180_000   # Pyodide starts in 15-25 s on an idle 2-core machine
RUN_TIMEOUT_MS = 300_000

# "done" when every code cell ran and the kernel is idle; the text of the first error or stderr output if any
RUN_STATE_JS = """() => {
  const panel = window.jupyterapp.shell.currentWidget;
  const bad = Array.from(document.querySelectorAll('.jp-OutputArea-output'))
    .find(e => /Error displaying widget/.test(e.innerText));
  if (bad) return 'widget error: ' + bad.innerText;
  let ran = true;
  for (const cell of panel.content.widgets) {
    if (cell.model.type !== 'code') continue;
    for (const out of cell.model.outputs.toJSON()) {
      if (out.output_type === 'error') return 'error: ' + out.ename + ': ' + out.evalue + '\\n' +
                                              out.traceback.join('\\n');
      if (out.output_type === 'stream' && out.name === 'stderr') return 'stderr: ' + out.text;
    }
    if (cell.model.executionCount === null) ran = false;
  }
  const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
  return ran && kernel && kernel.status === 'idle' ? 'done' : false;
}"""
KERNEL_IDLE_JS = """() => { const p = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const k = p && p.sessionContext && p.sessionContext.session && p.sessionContext.session.kernel;
  return !!(k && k.status === 'idle'); }"""
OPEN_NOTEBOOK_JS = """() => { const p = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  return p && p.context && document.querySelector('.jp-NotebookPanel .jp-Cell') ? p.context.path : false; }"""
BOARD_JS = """() => { const c = document.querySelector('.cg-board .cg-canvas');
  const svg = c && c.querySelector('svg');
  return svg ? {shapes: svg.querySelectorAll('rect, text, path, circle, polygon, line').length,
                frames: svg.querySelectorAll(':scope > g > set').length, hash: c.innerHTML,
                log: (document.querySelector('.cg-board .cg-event-log') || {}).innerText || ''} : null; }"""


# the translated pages: each language's start page and the classroom page of the game whose rulebook is in it. The
# site's workspace opens the English start page beside them: same file names in two folders, a kernel each (the
# cardgames-lite-sessions extension; JupyterLite alone gave them the English page's session, never idle)
TRANSLATED = ("ja/00_start_here.ipynb", "pt/00_start_here.ipynb", "ja/classroom/battlespirits.ipynb",
              "pt/classroom/digimon.ipynb")
# the notebook panels open in the page, each with its kernel's id (null: none yet)
PANEL_KERNELS_JS = """() => Array.from(window.jupyterapp.shell.widgets('main')).filter(w => w.sessionContext)
  .map(w => [w.context.path, w.sessionContext.session && w.sessionContext.session.kernel
                              && w.sessionContext.session.kernel.id])"""


def tutorials() -> list[str]:
    """00_start_here, its translations and a translated classroom page per language (`TRANSLATED`) and, for every
    registered game, its first tutorial with a live board (else its first)."""
    def has_board(path: Path) -> bool:
        code = ["".join(c["source"]) for c in json.loads(path.read_text(encoding="utf-8"))["cells"]
                if c["cell_type"] == "code"]
        return any("show(" in source or "Board(" in source for source in code)

    chosen = ["00_start_here.ipynb", *TRANSLATED]
    for game in kit_games():
        notebooks = sorted((REPO / "tutorial" / game).glob("*.ipynb"))
        assert notebooks, f"{game} has no tutorial/{game}/*.ipynb"
        chosen.append(next((p for p in notebooks if has_board(p)), notebooks[0]).relative_to(REPO / "tutorial")
                      .as_posix())
    return chosen


@pytest.fixture(scope="module")
def site(browser_lock) -> str:
    """build/lite served by `python -m http.server` on 127.0.0.1:LITE_PORT, stopped by its pid afterwards."""
    if not (SITE / "index.html").exists():
        pytest.fail(f"{SITE} is not built: run `make lite` (or `make lite-test`, which builds it first)")
    proc = subprocess.Popen([sys.executable, "-m", "http.server", "--bind", HOST, str(PORT)], cwd=SITE,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
    try:
        for _ in range(100):
            if proc.poll() is not None:
                pytest.fail(f"python -m http.server could not listen on {HOST}:{PORT} (busy? set LITE_PORT)")
            try:
                with urllib.request.urlopen(f"{BASE}/jupyter-lite.json", timeout=2):
                    break
            except OSError:
                time.sleep(0.2)
        yield BASE
    finally:
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGTERM)
            proc.wait(timeout=10)


@pytest.fixture(scope="module")
def offline_browser():
    """Chromium with every request outside 127.0.0.1 aborted and recorded (service worker requests included)."""
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"Chromium not found at {CHROMIUM}: install it or set CHROMIUM")
    os.environ["PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS"] = "1"
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


class Offline:
    """A fresh context (empty browser storage, so no notebook edits carry over) that records what left 127.0.0.1."""

    def __init__(self, browser):
        self.outside: list[str] = []
        self.page_errors: list[str] = []
        self.context = browser.new_context(viewport={"width": VIEWPORT[0], "height": VIEWPORT[1]})
        self.context.route("**/*", self._route)
        self.context.on("request", self._seen)
        self.page = self.context.new_page()
        self.page.on("pageerror", lambda exc: self.page_errors.append(str(exc)))

    @staticmethod
    def _local(url: str) -> bool:
        return url.startswith(("data:", "blob:")) or urlsplit(url).hostname == HOST

    def _seen(self, request) -> None:
        if not self._local(request.url):
            self.outside.append(request.url)

    def _route(self, route) -> None:
        if self._local(route.request.url):
            route.continue_()
        else:
            self.outside.append(route.request.url)
            route.abort()


def shot(page, name: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"lite-{name}.png"))


def test_front_page_opens_the_first_tutorial(site, offline_browser):
    run = Offline(offline_browser)
    try:
        run.page.goto(f"{site}/")
        opened = run.page.wait_for_function(OPEN_NOTEBOOK_JS, timeout=KERNEL_TIMEOUT_MS, polling=500).json_value()
        assert opened == "00_start_here.ipynb"
        first_cell = run.page.wait_for_function(
            "() => window.jupyterapp.shell.currentWidget.content.widgets[0].model.sharedModel.getSource()",
            timeout=60_000).json_value()
        assert "%pip install -q cardgames" in first_cell
        # the kit's default workspace: the file browser collapsed, so the first board gets the window's width
        assert run.page.locator("#filebrowser").is_hidden(), "the site opened with the file browser showing"
        shot(run.page, "front-page")
        assert not run.outside, f"requests outside {HOST}: {sorted(set(run.outside))[:10]}"
        # the guard itself: a request to the outside is seen and never answered
        answered = run.page.evaluate("() => fetch('https://example.org/cardgames-probe').then(() => true, () => false)")
        assert not answered and "https://example.org/cardgames-probe" in run.outside
    finally:
        run.context.close()


def test_japanese_is_drawn_offline_with_the_kits_font(site, offline_browser):
    """The Japanese start page's markdown: 継召 and 真界放 drawn glyph by glyph from the kit's font, which the site
    serves itself (the cardgames-cjk-font extension), on a machine without a CJK font (japanese_glyphs.py)."""
    run = Offline(offline_browser)
    try:
        run.page.goto(f"{site}/lab/index.html?path=ja/00_start_here.ipynb")
        # the site's default workspace opens the English start page too: wait for the Japanese one's markdown
        run.page.wait_for_function("() => [...document.querySelectorAll('.jp-MarkdownCell .jp-RenderedMarkdown')]"
                                   ".some(m => m.textContent.includes('継召'))", timeout=KERNEL_TIMEOUT_MS)
        run.page.wait_for_function("() => document.fonts.status === 'loaded'")
        for term in ("継召", "真界放"):
            print(f"JupyterLite {term}:", check_term_drawn(run.page, ".jp-MarkdownCell .jp-RenderedMarkdown", term,
                                                          f"JupyterLite {term}"))
        run.page.locator(".jp-RenderedMarkdown h1", has_text="はじめに").first.scroll_into_view_if_needed()
        shot(run.page, "ja-start-here")
        assert not run.outside, f"requests outside {HOST}: {sorted(set(run.outside))[:10]}"
    finally:
        run.context.close()


def click_step_or_first_action(page) -> bool:
    """Step, or where the human seat must decide, its first action button; False when neither is enabled.

    A button read as enabled can still turn disabled before the click lands (the board's widget updates arrive
    one by one), so a click that cannot land soon is retried on a fresh look rather than waited on."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

    step = page.locator(".cg-board .cg-step").first
    action = page.locator(".cg-board .cg-action").first
    for _ in range(10):
        if not step.is_disabled():
            button = step
        elif action.count() and not action.is_disabled():
            button = action
        else:
            return False
        try:
            button.click(timeout=3_000)
            return True
        except PlaywrightTimeoutError:
            continue
    return False


@pytest.mark.parametrize("notebook", tutorials())
def test_tutorial_runs_offline_and_its_board_steps(site, offline_browser, notebook):
    from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

    run = Offline(offline_browser)
    page, name = run.page, notebook.replace("/", "-").removesuffix(".ipynb")
    try:
        t0 = time.monotonic()
        page.goto(f"{site}/lab/index.html?path={notebook}")
        try:
            page.wait_for_function(KERNEL_IDLE_JS, timeout=KERNEL_TIMEOUT_MS, polling=500)
        except PlaywrightTimeoutError:
            shot(page, f"{name}-no-kernel")
            pytest.fail(f"{notebook}: no idle kernel after {KERNEL_TIMEOUT_MS / 1000:.0f} s; the open notebooks and "
                        f"their kernels: {page.evaluate(PANEL_KERNELS_JS)}; page errors: {run.page_errors[:5]}")
        kernel_s = time.monotonic() - t0
        kernels = dict(page.evaluate(PANEL_KERNELS_JS))
        assert kernels[notebook] and list(kernels.values()).count(kernels[notebook]) == 1, \
            f"{notebook} shares its kernel with another open notebook: {kernels}"
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs')")
        page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
        state = page.wait_for_function(f"() => ({RUN_STATE_JS})()", timeout=RUN_TIMEOUT_MS, polling=1000)
        result = state.json_value()
        print(f"{notebook}: kernel idle after {kernel_s:.0f} s, cells done after {time.monotonic() - t0:.0f} s")
        assert result == "done", f"{notebook} in the browser: {result}"

        board = page.evaluate(BOARD_JS)
        if board is None:
            assert "00_start_here" not in notebook, "00_start_here shows a live board"
            shot(page, f"{name}-ran")
        else:
            page.locator(".cg-board").first.scroll_into_view_if_needed()
            assert board["shapes"] > 50, f"the board drew almost nothing: {board}"
            shot(page, f"{name}-board")
            before = board
            for _ in range(20):  # Step; where the human seat must decide, its first action button instead
                if not click_step_or_first_action(page):
                    break
                # a rule step changes the picture or at least the log (a step that only asks a question)
                page.wait_for_function(f"(old) => {{ const b = ({BOARD_JS})(); "
                                       "return b && (b.hash !== old.hash || b.log !== old.log); }",
                                       arg=before, timeout=60_000)
                # the picture arrives before the buttons' new states: let the kernel finish the click first
                page.wait_for_function(KERNEL_IDLE_JS, timeout=60_000, polling=200)
                after = page.evaluate(BOARD_JS)
                if after["frames"] > 1:
                    shot(page, f"{name}-animating")
                    break
                before = after
            assert after["frames"] > 1, "no step animated on the board"
            assert after["log"] != board["log"] and "No events yet" not in after["log"], after["log"][:300]
            time.sleep(1.5)
            shot(page, f"{name}-after-step")

            # Auto-play ticks on Pyodide's event loop (the browser has no threads): the log keeps growing
            autoplay = page.locator(".cg-board .cg-autoplay").first
            autoplay.click()
            for _ in range(3):
                seen = page.evaluate(BOARD_JS)["log"]
                page.wait_for_function(f"(old) => ({BOARD_JS})().log !== old", arg=seen, timeout=60_000)
            autoplay.click()
            shot(page, f"{name}-after-autoplay")
        assert not run.page_errors, f"page errors: {run.page_errors[:5]}"
        assert not run.outside, f"requests outside {HOST}: {sorted(set(run.outside))[:10]}"
    finally:
        run.context.close()


def test_hint_button_shows_the_coach_offline(site, offline_browser):
    """The board's Hint button in the browser's own Python: at your decision the coach's suggestion is outlined
    among your actions (one), its why and its line (rule IDs) under them."""
    notebook = "digimon/10_full_game.ipynb"
    run = Offline(offline_browser)
    page = run.page
    try:
        page.goto(f"{site}/lab/index.html?path={notebook}")
        page.wait_for_function(KERNEL_IDLE_JS, timeout=KERNEL_TIMEOUT_MS, polling=500)
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs')")
        page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
        result = page.wait_for_function(f"() => ({RUN_STATE_JS})()", timeout=RUN_TIMEOUT_MS, polling=1000)
        assert result.json_value() == "done", f"{notebook} in the browser: {result.json_value()}"
        board = page.locator(".cg-board").first
        board.locator("button.cg-next").first.click()
        board.locator("button.cg-action").first.wait_for(timeout=RUN_TIMEOUT_MS)
        hint = board.locator("button.cg-hint").first
        page.wait_for_function("(b) => !b.disabled", arg=hint.element_handle(), timeout=RUN_TIMEOUT_MS)
        hint.click()
        box = board.locator(".cg-hint-box").first
        box.locator(".cg-event").first.wait_for(timeout=RUN_TIMEOUT_MS)
        box.scroll_into_view_if_needed()
        shot(page, "digimon-10_full_game-hint")
        text = box.inner_text()
        assert text.startswith("Coach: ") and "[DCB-" in text, text
        assert box.locator(".cg-why").count() >= 2, text
        assert board.locator(".cg-action-hint").count() == 1
        assert not run.page_errors, f"page errors: {run.page_errors[:5]}"
        assert not run.outside, f"requests outside {HOST}: {sorted(set(run.outside))[:10]}"
    finally:
        run.context.close()
