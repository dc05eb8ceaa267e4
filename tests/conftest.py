"""Games that live only in the test suite (a folder of `tests/` holding a `*.dist-info` with its entry points, such
as `tests/plugin_game/`) are put on `sys.path`, and on PYTHONPATH for the interpreters tests start (`simulate
--workers 2`, `soak`, the determinism check), before any test module is imported: the kit then finds them through
their entry points exactly as it finds an installed game, and every test that iterates over `cardgames.games.GAMES`
runs them too."""
from __future__ import annotations

import os
import sys
from pathlib import Path

TEST_GAMES = sorted(str(d.parent) for d in Path(__file__).parent.glob("*/*.dist-info"))


def pytest_configure(config) -> None:
    for folder in reversed(TEST_GAMES):
        if folder not in sys.path:
            sys.path.insert(0, folder)
    paths = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    os.environ["PYTHONPATH"] = os.pathsep.join([*TEST_GAMES, *(p for p in paths if p not in TEST_GAMES)])
