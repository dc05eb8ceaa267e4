"""Give every tutorial notebook the first cell that installs the kit when it runs in the browser (JupyterLite).

    python tools/lite_install_cell.py                       # every notebook under tutorial/
    python tools/lite_install_cell.py tutorial/<game>/<notebook>.ipynb

In JupyterLite the Pyodide kernel starts empty, so the kit must be installed from the site's own wheels (`%pip`
there is `piplite`). Anywhere else (JupyterLab, Voila, nbval) the kit is installed already and the cell does
nothing and prints nothing, so stored outputs stay as they are. The cell carries the id `lite-install`: running
this again replaces it instead of adding another, so it is safe to re-run over every notebook after new ones land.
"""
from __future__ import annotations

import sys
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]
CELL_ID = "lite-install"
SOURCE = """\
# In JupyterLite (the tutorials in your browser, no server) this installs the kit; elsewhere it does nothing.
import sys
if sys.platform == "emscripten":
    %pip install -q cardgames"""


def add_install_cell(path: Path) -> bool:
    """Put the install cell first in the notebook at `path`; True if the file changed."""
    nb = nbformat.read(path, as_version=4)
    others = [c for c in nb.cells if c.get("id") != CELL_ID]
    if len(others) == len(nb.cells) - 1 and nb.cells[0].get("id") == CELL_ID and nb.cells[0].source == SOURCE:
        return False
    cell = nbformat.v4.new_code_cell(SOURCE)
    cell["id"] = CELL_ID
    nb.cells = [cell, *others]
    nbformat.write(nb, path)
    return True


def main(argv: list[str]) -> int:
    paths = [Path(a) for a in argv] or sorted(p for p in (ROOT / "tutorial").rglob("*.ipynb")
                                             if ".ipynb_checkpoints" not in p.parts)
    for path in paths:
        print(f"{'added' if add_install_cell(path) else 'already there'}: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
