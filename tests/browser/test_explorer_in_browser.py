"""The ruling explorer (`widgets/explore.py`, in `tutorial/<game>/99_explore_edge_cases.ipynb`) in a real browser:
JupyterLab runs the notebook, Voila renders it as a page, at 1280×720.

The explorer renders (its board picture beside its panel, the whole width on screen, no text under 12 px, no text
running out of its box); pressing a legal action's button takes it (the log below the tabs shows its rule steps,
Undo is enabled) and Undo takes it back (the same buttons again); the Refused tab shows each refused action with its
`why_not` sentence, the one `cardgames.explore.refusals` writes for the same position; "Copy as cell" (Position tab)
inserts a new cell below the explorer's with the code that opens this moment in JupyterLab, and copies it to the
clipboard in Voila, saying which it did; no request leaves 127.0.0.1. Screenshots go to CARDGAMES_EXPLORE_SHOTS
(default: the harness's screenshot folder).
"""
from __future__ import annotations

import json
import os
import re
import uuid
from pathlib import Path

import pytest
from browser_settings import HOST, REPO, SCREENSHOTS, TIMEOUT_MS, record_outside_requests
from test_board_in_browser import _accept_kernel_dialog, _run_all_cells

from cardgames.explore import open_game, position_of, refusals
from widgets.explore import BOARD_PX
from widgets.kit.theme import MIN_FONT

pytestmark = pytest.mark.browser

NOTEBOOK = "tutorial/digimon/99_explore_edge_cases.ipynb"
ACTION = "Play Download Digivolve: evolve into Garurumon"
SHOTS = Path(os.environ.get("CARDGAMES_EXPLORE_SHOTS", SCREENSHOTS))
LAB_VIEW = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-WindowedPanel-outer"
LAB_IDLE = ".jp-Notebook-ExecutionIndicator[data-status='idle']:visible"
LOADED_JS = """() => { const i = document.querySelector('.cg-explore .cg-x-board img');
                      return !!i && i.complete && i.naturalWidth > 0; }"""
# where the explorer's parts are, the scale of its picture, and every visible text in it: its size and whether it
# runs out of its box (a button's label cut or spilling over its neighbour)
LAYOUT_JS = """([viewSel]) => {
  const x = document.querySelector('.cg-explore');
  x.scrollIntoView({block: 'start'});
  const r = e => { if (!e) return null; const q = e.getBoundingClientRect();
                   return {top: q.top, left: q.left, bottom: q.bottom, right: q.right, width: q.width}; };
  const visible = e => { const q = e.getBoundingClientRect(); const s = getComputedStyle(e);
                         return q.width > 0 && q.height > 0 && s.display !== 'none' && s.visibility !== 'hidden'; };
  const img = x.querySelector('.cg-x-board img');
  const texts = Array.from(x.querySelectorAll('*'))
    .filter(e => e.tagName !== 'STYLE' && visible(e)
                 && Array.from(e.childNodes).some(n => n.nodeType === 3 && n.textContent.trim()))
    .map(e => ({size: parseFloat(getComputedStyle(e).fontSize), text: e.textContent.trim().slice(0, 50),
                spills: getComputedStyle(e).overflowX === 'visible' ? false
                        : e.scrollWidth > e.clientWidth + 1}));
  const view = viewSel ? r(document.querySelector(viewSel))
                       : {top: 0, left: 0, bottom: window.innerHeight, right: window.innerWidth};
  const button = t => r(Array.from(x.querySelectorAll('button')).find(b => b.innerText.trim() === t));
  return {view: view, explorer: r(x), board: r(img), panel: r(x.querySelector('.cg-x-panel')),
          status: r(x.querySelector('.cg-x-panel .widget-html')), tabs: r(x.querySelector('.widget-tab')),
          undo: button('Undo'), action: r(x.querySelector('.cg-x-action')),
          refusal: r(x.querySelector('.cg-x-refused .widget-html-content > div')),
          scale: img.getBoundingClientRect().width / img.naturalWidth,
          window: [window.innerWidth, window.innerHeight], texts: texts};
}"""
STATE_JS = """() => { const x = document.querySelector('.cg-explore');
  const undo = Array.from(x.querySelectorAll('button')).find(b => b.innerText.trim() === 'Undo');
  return {actions: Array.from(x.querySelectorAll('.cg-x-action')).map(b => b.innerText.trim()),
          log: x.querySelector('.cg-x-log').innerText, undo: !undo.disabled,
          refused: Array.from(x.querySelectorAll('.cg-x-refused .widget-html-content > div'))
                        .map(d => d.innerText.trim())}; }"""


def _expected_game():
    """The position the notebook's explorer opens (its cells 17 and 21: 11_download with this hand)."""
    once = position_of("digimon", "11_download")
    once["players"][0]["hand"] = [293, 293, 299, 46, 37]
    return open_game("digimon", once, seed=1)


def _shot(page, front: str, stage: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"explore_{front}_{stage}.png"))



def _inside(rect: dict, view: dict, vertical: bool = True) -> bool:
    across = rect["left"] >= view["left"] - 1 and rect["right"] <= view["right"] + 1
    return across and (not vertical or (rect["top"] >= view["top"] - 1 and rect["bottom"] <= view["bottom"] + 1))


def _check_layout(page, view_sel: str | None, where: str, shown: str = "action") -> None:
    """The explorer fits at 1280x720, with the first row of the tab shown (`shown`: "action" or "refusal")."""
    got = page.evaluate(LAYOUT_JS, [view_sel])
    view = got["view"]
    assert got["window"] == [1280, 720], got["window"]
    print(f"{where}: explorer {got['explorer']}, board {got['board']}, panel {got['panel']}, view {view}")
    # the whole explorer is on screen across; the top of the board, the status, the controls and the tabs too
    assert _inside(got["explorer"], view, vertical=False), f"{where}: the explorer is wider than the screen: {got}"
    for name in ("panel", "status", "undo", "tabs", shown):
        assert got[name] and _inside(got[name], view), f"{where}: the {name} is not on screen: {got[name]} {view}"
    assert got["board"]["top"] >= view["top"] - 1 and got["board"]["top"] < view["bottom"] - 300, got["board"]
    # beside each other, not over each other
    assert got["panel"]["left"] >= got["board"]["right"] - 1, f"{where}: the panel overlaps the board: {got}"
    assert abs(got["board"]["width"] - BOARD_PX) <= 1, f"{where}: the board is {got['board']['width']} px wide"
    assert got["scale"] * MIN_FONT >= 12, f"{where}: the board's {MIN_FONT} px text shows at {got['scale']:.3f}"
    small = [t for t in got["texts"] if t["size"] < 12]
    assert got["texts"] and not small, f"{where}: text under 12 px: {small}"
    spilled = [t for t in got["texts"] if t["spills"]]
    assert not spilled, f"{where}: text runs out of its box: {spilled}"


def _play_and_check(page, view_sel: str | None, front: str) -> None:
    """Take a legal action, undo it, read the refusals: each step as a learner would, by the buttons."""
    explorer = page.locator(".cg-explore").first
    _check_layout(page, view_sel, front)
    _shot(page, front, "open")
    start = page.evaluate(STATE_JS)
    assert ACTION in start["actions"] and not start["undo"], start

    explorer.locator("button.cg-x-action", has_text=ACTION).first.click()
    page.wait_for_function(f"() => ({STATE_JS})().log.includes('[DCB-15]')", timeout=TIMEOUT_MS)
    after = page.evaluate(STATE_JS)
    assert after["undo"] and after["actions"] != start["actions"], after
    assert "evolves into Garurumon" in after["log"], after["log"]
    _check_layout(page, view_sel, f"{front} after an action")
    _shot(page, front, "action")

    explorer.get_by_role("button", name="Undo", exact=True).click()
    page.wait_for_function(f"(before) => JSON.stringify(({STATE_JS})()) === before",
                           arg=json.dumps(start, separators=(",", ":")), timeout=TIMEOUT_MS)
    undone = page.evaluate(STATE_JS)
    assert undone["actions"] == start["actions"] and not undone["undo"], undone
    assert "[DCB-15]" not in undone["log"], undone["log"]

    explorer.locator(".lm-TabBar-tab", has_text="Refused").first.click()
    explorer.locator(".cg-x-refused .widget-html-content > div").first.wait_for(timeout=TIMEOUT_MS)
    shown = page.evaluate(STATE_JS)["refused"]
    expected = [str(r) for r in refusals(_expected_game(), others=False)]
    assert shown[:len(expected)] == expected, (shown, expected)
    assert all(re.search(r"\(rule [A-Z]+-\d+, [^)]+\)\.$", row) for row in shown), shown
    _check_layout(page, view_sel, f"{front}, the Refused tab", "refusal")
    _shot(page, front, "refused")


CELL_START = "from widgets.explore import explore"
# the cells of the notebook on show: the source of each and whether it holds the explorer (JupyterLab's own model,
# window.jupyterapp: the kit's server settings expose it)
CELLS_JS = """() => { const nb = window.jupyterapp.shell.currentWidget.content;
  return {active: nb.activeCellIndex, cells: nb.widgets.map(c => [c.model.sharedModel.getSource(),
                                                                  !!c.node.querySelector('.cg-explore')])}; }"""


def _copy_as_cell(page) -> str:
    """Press "Copy as cell" on the Position tab; the words the panel says then."""
    explorer = page.locator(".cg-explore").first
    explorer.locator(".lm-TabBar-tab", has_text="Position").first.click()
    explorer.locator("button.cg-x-copy-cell").click()
    said = explorer.locator(".cg-x-copy-said")
    page.wait_for_function("(e) => e.innerText.trim().length > 0", arg=said.element_handle(), timeout=TIMEOUT_MS)
    return said.inner_text()


def test_the_explorer_in_jupyterlab(lab_url: str, page) -> None:
    assert (REPO / NOTEBOOK).is_file(), NOTEBOOK
    outside = record_outside_requests(page)
    page.goto(f"{lab_url}/lab/workspaces/t{uuid.uuid4().hex[:12]}/tree/{NOTEBOOK}")
    page.wait_for_selector(".jp-Notebook .jp-Cell")
    dialog = page.locator(".jp-Dialog button.jp-mod-accept")
    if dialog.count():
        dialog.first.click()
    page.wait_for_selector(LAB_IDLE)
    if page.locator("#filebrowser").is_visible():  # collapsed, as a teacher would before projecting
        page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current").first.click()
    # Run All, given again when a loaded machine drops it: the kernel dialog can open late, after the kernel shows
    # idle, and swallow the command (the stored prompts "[1]:" make a started run hard to tell from a dropped one)
    for attempt in range(3):
        _run_all_cells(page)
        try:
            page.wait_for_function(LOADED_JS, timeout=TIMEOUT_MS // 2)
            break
        except Exception:
            if attempt == 2:
                raise
            _accept_kernel_dialog(page)
            print(f"the explorer did not load (attempt {attempt + 1}): Run All again")
    page.wait_for_selector(LAB_IDLE)
    for text in ("Error displaying widget", "Traceback"):
        assert page.locator(".jp-OutputArea-output", has_text=text).count() == 0, f"JupyterLab shows {text!r}"
    _play_and_check(page, LAB_VIEW, "lab")
    before = page.evaluate(CELLS_JS)["cells"]
    said = _copy_as_cell(page)
    assert "new cell below" in said, said
    after = page.evaluate(CELLS_JS)
    at = next(i for i, (_, has) in enumerate(after["cells"]) if has)
    assert len(after["cells"]) == len(before) + 1 and after["active"] == at + 1, (len(before), after["active"], at)
    text = after["cells"][at + 1][0]
    assert text.startswith(CELL_START) and "explore('digimon', position, seed=1)" in text, text
    _shot(page, "lab", "copy_as_cell")
    assert not outside, f"JupyterLab made requests outside {HOST}: {sorted(set(outside))}"


def test_the_explorer_as_a_voila_page(voila_url: str, page) -> None:
    outside = record_outside_requests(page)
    page.goto(f"{voila_url}/voila/render/{NOTEBOOK}", timeout=TIMEOUT_MS)
    page.wait_for_function(LOADED_JS, timeout=TIMEOUT_MS)
    for text in ("Error displaying widget", "There was an error when executing cell", "Traceback"):
        assert page.get_by_text(text).count() == 0, f"Voila shows {text!r}"
    _play_and_check(page, None, "voila")
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=voila_url)
    said = _copy_as_cell(page)
    assert "Copied to the clipboard" in said, said
    text = page.evaluate("() => navigator.clipboard.readText()")
    assert text.startswith(CELL_START) and "explore('digimon', position, seed=1)" in text, text
    _shot(page, "voila", "copy_as_cell")
    assert not outside, f"Voila made requests outside {HOST}: {sorted(set(outside))}"
