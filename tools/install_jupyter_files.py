"""Put the kit's Jupyter settings files into the running environment (`sys.prefix`), as a wheel install does.

pyproject.toml's `[tool.setuptools.data-files]` (the kit's Voila template as Voila's default, JupyterLab without the
"Jupyter news" question) reach the environment only from a wheel: an editable install (`pip install -e .`, as
`make install` and Binder's `-e .[lab]` do) leaves them out. `make install` and `binder/postBuild` run this script
after pip, so `make lab`, plain `voila` and a Binder link use them too.

Run: python tools/install_jupyter_files.py [--check]   (--check: exit 1 when a file is missing or differs)
"""
from __future__ import annotations

import filecmp
import shutil
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def data_files() -> list[tuple[Path, Path]]:
    """(source in the checkout, destination in the environment) of every data file pyproject.toml declares."""
    table = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["data-files"]
    prefix = Path(sys.prefix)
    return [(ROOT / source, prefix / folder / Path(source).name) for folder, sources in table.items()
            for source in sources]


def main(argv: list[str]) -> int:
    check = "--check" in argv
    wrong = []
    for source, target in data_files():
        if target.is_file() and filecmp.cmp(source, target, shallow=False):
            continue
        if check:
            wrong.append(target)
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
        print(f"installed {target}")
    for target in wrong:
        print(f"missing or out of date: {target}", file=sys.stderr)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
