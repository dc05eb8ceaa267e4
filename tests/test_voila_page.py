"""The classroom page (`make voila`, notebook 10 by default) is written for the room: markdown cells meant for
coders carry the `notebook-only` tag, and the repository's `voila.json` makes Voila drop them (Voila reads it from
the folder it is started in: the repo root for `make voila` and on Binder)."""
from __future__ import annotations

import json
import re
from pathlib import Path

import nbformat
from nbconvert.preprocessors import TagRemovePreprocessor
from traitlets.config import Config

ROOT = Path(__file__).resolve().parents[1]
CLASSROOM = ROOT / "tutorial/digimon/10_full_game.ipynb"


def _voila_page(path: Path):
    config = Config(json.loads((ROOT / "voila.json").read_text(encoding="utf-8")))
    nb = nbformat.read(path, as_version=4)
    page, _ = TagRemovePreprocessor(config=config, enabled=True).preprocess(nbformat.read(path, as_version=4), {})
    return nb, page


def test_voila_config_removes_cells_tagged_notebook_only():
    nb, page = _voila_page(CLASSROOM)
    tagged = [c for c in nb.cells if "notebook-only" in c.metadata.get("tags", [])]
    assert tagged, "notebook 10 should keep its coder notes, tagged notebook-only"
    assert len(page.cells) == len(nb.cells) - len(tagged)
    assert not any("notebook-only" in c.metadata.get("tags", []) for c in page.cells)


def test_classroom_page_prose_has_no_code_instructions():
    _, page = _voila_page(CLASSROOM)
    prose = "\n".join(c.source for c in page.cells if c.cell_type == "markdown")
    assert "`" not in prose, "inline code on the classroom page: tag the cell notebook-only or reword it"
    assert not re.search(r"re-run|SEED|python -m|play\(\)", prose)
