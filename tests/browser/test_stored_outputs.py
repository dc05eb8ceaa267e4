"""Stored boards are pictures before anything runs: an untrusted tutorial notebook, opened in JupyterLab and never
executed, shows each stored board as an image, not as `<IPython.core.display.SVG object>`.

A control output (a raw `image/svg+xml` output, as the notebooks used to store) opens the copy: JupyterLab
must show its text fallback, which proves the notebook really is untrusted in this test (a fresh Jupyter data
directory holds no trust signatures).

Own server on its own free port, so it runs beside the board tests' servers.
"""
from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from browser_settings import HOST, REPO, SCREENSHOTS, free_port
from servers import lab_command, serving

pytestmark = pytest.mark.browser

PORT = free_port()
NOTEBOOK = "tutorial/digimon/07_battle.ipynb"
CONTROL_TEXT = "control: a raw SVG output, hidden when untrusted"
# per stored image in the notebook panel: loaded (natural size) and on-screen size
IMAGES_JS = """() => Array.from(document.querySelectorAll('.jp-OutputArea-output img')).map(i => ({
  src: i.getAttribute('src').slice(0, 26), alt: i.alt, w: i.naturalWidth, h: i.naturalHeight}))"""
OUTPUT_TEXT_JS = """() => Array.from(document.querySelectorAll('.jp-OutputArea-output'))
  .map(e => e.textContent).join('\\n')"""


def _stored_pictures(nb: dict) -> int:
    return sum('<img class="cg-picture" src="data:image/svg+xml' in "".join(out.get("data", {}).get("text/html", ""))
               for cell in nb["cells"] for out in cell.get("outputs", []))


def _live_board_notebook() -> dict:
    """A notebook as a run stores a live board's cell: the widget's output with its picture beside it
    (`Board._repr_mimebundle_`), the widget's state not kept (as tools/refresh_notebooks.py stores them)."""
    from cardgames.digimon import DigimonGame
    from widgets.board import Board

    data = Board.for_game(DigimonGame(seed=7), human=0)._repr_mimebundle_()
    return {"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [
        {"cell_type": "code", "execution_count": 1, "id": "live-board", "metadata": {}, "source": ["show(game)"],
         "outputs": [{"output_type": "execute_result", "execution_count": 1, "metadata": {}, "data": data}]}]}


@pytest.fixture(scope="module")
def untrusted_copy() -> Iterator[tuple[Path, int]]:
    """A folder with a copy of the notebook plus a control cell, and the number of board pictures it stores."""
    root = Path(tempfile.mkdtemp(prefix="cg-stored-"))
    nb = json.loads((REPO / NOTEBOOK).read_text(encoding="utf-8"))
    pictures = _stored_pictures(nb)
    svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>'
    nb["cells"].insert(0, {"cell_type": "code", "execution_count": 1, "id": "control-svg", "metadata": {},
                        "source": ["control"], "outputs": [{
                            "output_type": "execute_result", "execution_count": 1, "metadata": {},
                            "data": {"image/svg+xml": [svg], "text/plain": [CONTROL_TEXT]}}]})
    (root / "stored.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    (root / "live.ipynb").write_text(json.dumps(_live_board_notebook()), encoding="utf-8")
    yield root, pictures
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="module")
def lab(untrusted_copy: tuple[Path, int]) -> Iterator[str]:
    """JupyterLab serving the copy, with private Jupyter dirs (no trust database), stopped by its pid."""
    root, _ = untrusted_copy
    state = Path(tempfile.mkdtemp(prefix="cg-stored-jupyter-"))
    env = dict(os.environ, PYTHONUNBUFFERED="1",
               PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}")
    for var in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "JUPYTERLAB_WORKSPACES_DIR",
                "JUPYTERLAB_SETTINGS_DIR"):
        env[var] = str(state / var.lower())
    news = state / "jupyterlab_settings_dir" / "@jupyterlab" / "apputils-extension" / "notification.jupyterlab-settings"
    news.parent.mkdir(parents=True)
    news.write_text('{"fetchNews": "false", "checkForUpdates": false}\n')
    base = f"http://{HOST}:{PORT}"
    try:
        with serving(lab_command(root, PORT), root, env, state / "lab.log", f"{base}/api/status", PORT):
            yield base
    finally:
        shutil.rmtree(state, ignore_errors=True)


def test_stored_boards_show_as_pictures_in_an_untrusted_notebook(lab: str, page, untrusted_copy) -> None:
    _, pictures = untrusted_copy
    assert pictures >= 3, f"{NOTEBOOK} should store its boards as pictures; refresh it (tools/refresh_notebooks.py)"
    page.goto(f"{lab}/lab/tree/stored.ipynb")
    page.wait_for_function(f"() => document.querySelectorAll('.jp-OutputArea-output').length > {pictures}")
    page.wait_for_function(f"() => ({IMAGES_JS})().filter(i => i.w > 0).length >= {pictures}")
    text = page.evaluate(OUTPUT_TEXT_JS)
    assert CONTROL_TEXT in text, "the control SVG output rendered: this notebook is trusted, so the test proves nothing"
    assert "IPython.core.display.SVG object" not in text
    images = page.evaluate(IMAGES_JS)
    boards = [i for i in images if i["src"].startswith("data:image/svg+xml")]
    assert len(boards) == pictures
    assert all(i["w"] >= 600 and i["h"] >= 400 for i in boards), boards
    assert all(i["alt"].startswith("board: <DigimonGame") for i in boards), boards
    first = page.locator(".jp-OutputArea-output img").first
    first.scroll_into_view_if_needed()
    box = first.bounding_box()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "lab_untrusted_stored_boards.png"))
    assert box is not None and box["width"] > 300 and box["height"] > 200, box


def test_a_stored_live_board_shows_its_picture_before_the_notebook_is_run(lab: str, page) -> None:
    """Issue 18: an unrun notebook showed each live board as `Board(digimon, seed=7, actions=0, steps pending)`."""
    page.goto(f"{lab}/lab/workspaces/live/tree/live.ipynb")  # a workspace of its own: no other notebook's tab
    live = """() => Array.from(document.querySelectorAll('.jp-OutputArea-output img'))
                  .filter(i => i.alt.startsWith('board: Board(')).map(i => ({src: i.getAttribute('src').slice(0, 26),
                                                                             alt: i.alt, w: i.naturalWidth}))"""
    page.wait_for_function(f"() => ({live})().filter(i => i.w > 0).length >= 1")
    images = page.evaluate(live)
    assert len(images) == 1 and images[0]["src"].startswith("data:image/svg+xml"), images
    assert images[0]["alt"].startswith("board: Board(digimon, seed=7") and images[0]["w"] >= 600, images
    page.screenshot(path=str(SCREENSHOTS / "lab_untrusted_live_board.png"))
