"""Machine instructions per decision of random play, counted by valgrind: the speed measure that neither a loaded
machine nor Python's hidden C work blurs. Python bytecode counts (`count_opcodes.py`) miss garbage collection,
attribute look-ups and string building, and once misled a change that ran fewer bytecodes but more instructions;
these counts tracked the wall-clock ratios of an idle machine.

Each game is run twice under `valgrind --tool=cachegrind --cache-sim=no` (with a fixed hash seed), for `small` and
`large` seeded games; the difference divided by the decisions in between leaves out start-up and imports.

Run: python benchmarks/count_machine_instructions.py [small large] [game ...]   (default 2 12, every installed game)
Each game after the first is also given as a ratio to the first one's count. Needs valgrind (Debian package
`valgrind`); about a minute per game.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from cardgames.games import GAMES

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
PLAY = """
import sys
from _common import random_play
from cardgames.games import game_class
print("decisions", random_play(game_class(sys.argv[1]), int(sys.argv[2]), True)[2], file=sys.stderr)
"""  # the same seeded random play as the timing scripts (`_common.random_play`), events on


def count(name: str, games: int) -> tuple[int, int]:
    """(machine instructions, decisions) of a whole run of `games` seeded games, start-up included."""
    # run in this tree: `python -c` puts the working directory first on sys.path, so run from another checkout it
    # would measure that checkout's package (an export measured from a worktree measured the worktree)
    env = {**os.environ, "PYTHONHASHSEED": "0", "PYTHONPATH": os.pathsep.join((str(ROOT), str(HERE)))}
    run = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
                          sys.executable, "-c", PLAY, name, str(games)],
                         env=env, cwd=ROOT, capture_output=True, text=True, check=True)
    refs = re.search(r"I\s+refs:\s+([\d,]+)", run.stderr)
    decisions = re.search(r"^decisions (\d+)$", run.stderr, re.M)
    if refs is None or decisions is None:
        raise RuntimeError(f"no instruction count in valgrind's output:\n{run.stderr[-2000:]}")
    return int(refs.group(1).replace(",", "")), int(decisions.group(1))


def main() -> None:
    if shutil.which("valgrind") is None:
        print("count_machine_instructions: valgrind is not installed here (Debian package `valgrind`); skipped")
        return
    numbers = [a for a in sys.argv[1:] if a.isdigit()]
    small, large = (int(numbers[0]), int(numbers[1])) if len(numbers) == 2 else (2, 12)
    names = [a for a in sys.argv[1:] if not a.isdigit()] or list(GAMES)
    per: dict[str, float] = {}
    for name in names:
        (ir1, d1), (ir2, d2) = count(name, small), count(name, large)
        per[name] = (ir2 - ir1) / (d2 - d1)
        ratio = f"  {per[name] / per[names[0]]:.2f}x {names[0]}" if name != names[0] else ""
        print(f"{name:13} {per[name]:9,.0f} machine instructions per decision ({d2 - d1} decisions){ratio}",
              flush=True)


if __name__ == "__main__":
    main()
