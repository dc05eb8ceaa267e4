"""The benchmark scripts run for any installed game they are given, and for every one by default: a tiny run of each
(the real runs take minutes), as a user starts it, from `benchmarks/`."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from cardgames.games import GAMES

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


def run(script: str, *arguments: str) -> str:
    done = subprocess.run([sys.executable, script, *arguments], cwd=BENCHMARKS, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_random_play_times_the_games_named_against_the_first():
    first, second = sorted(GAMES)[-1], sorted(GAMES)[0]
    out = run("bench_random_play.py", "--games", "1", first, second)
    for name in (first, second):
        assert f"{name:13} random play, events on :" in out and f"{name:13} snapshot + restore:" in out
    assert re.search(rf"^{second} +\d+\.\d\dx {first}'s µs per decision \(events on\)$", out, re.M), out
    assert "python-chess" in out and "RLCard UNO" in out  # timed, or said to be missing


def test_random_play_refuses_a_game_it_does_not_know():
    done = subprocess.run([sys.executable, "bench_random_play.py", "chess"], cwd=BENCHMARKS, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2 and "unknown game chess" in done.stderr


def test_render_times_every_games_board_by_default():
    out = run("bench_render.py", "--runs", "1")
    assert [line.split(",")[0] for line in out.splitlines() if line.startswith("state:")] == [
        f"state: {name} seed 1" for name in GAMES]


def test_opcode_count_defaults_to_the_first_game():
    assert run("count_opcodes.py", "1").startswith(f"{sorted(GAMES)[0]}: ")
