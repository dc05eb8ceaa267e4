"""Re-run tutorial notebooks in place and store their outputs for strict nbval, without noise.

Run after a change that alters what a notebook prints or draws (event wording, the board layout):
    python tools/refresh_notebooks.py                 # every notebook under tutorial/
    python tools/refresh_notebooks.py tutorial/<game>/<notebook>.ipynb
Then read `git diff tutorial/` before committing: every changed output should be one you meant.
It runs each notebook in a fresh kernel from its own folder, keeps no widget state, and drops the per-cell
execution timestamps that would otherwise change on every run.
"""
from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]


def refresh(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=300, kernel_name="python3", store_widget_state=False,
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
    nb.metadata.pop("widgets", None)
    nbformat.write(nb, path)


def main(argv: list[str]) -> int:
    paths = [Path(a) for a in argv] or sorted(p for p in (ROOT / "tutorial").rglob("*.ipynb")
                                             if ".ipynb_checkpoints" not in p.parts)
    for path in paths:
        print(f"refreshing {path.relative_to(ROOT) if path.is_absolute() else path}")
        refresh(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
