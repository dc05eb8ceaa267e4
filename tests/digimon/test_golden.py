"""A golden transcript: seed 7, computer against computer, every event with its rule ID, then the outcome.

The test replays the game and compares it line by line with `golden/seed7.txt`. When a deliberate engine change
alters the transcript, review the diff and regenerate the file:

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/digimon/test_golden.py

then commit the new `golden/seed7.txt` together with the engine change.
"""
from __future__ import annotations

import difflib
import os
from pathlib import Path

from cardgames.core.agents import RandomAgent, play_match
from cardgames.digimon.game import DigimonGame

GOLDEN = Path(__file__).parent / "golden" / "seed7.txt"
SEED = 7


def transcript(seed: int = SEED) -> str:
    game = play_match(DigimonGame(seed=seed), [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)])
    lines = [str(e) for e in game.events]
    lines.append(f"OUTCOME: {game.outcome}")
    return "\n".join(lines) + "\n"


def test_golden_transcript_seed7():
    text = transcript()
    if os.environ.get("UPDATE_GOLDEN") == "1":
        GOLDEN.parent.mkdir(exist_ok=True)
        GOLDEN.write_text(text, encoding="utf-8")
    expected = GOLDEN.read_text(encoding="utf-8")
    if text != expected:
        diff = "".join(difflib.unified_diff(expected.splitlines(True), text.splitlines(True), "golden", "now", n=2))
        raise AssertionError(f"the seed-{SEED} transcript changed (UPDATE_GOLDEN=1 to accept):\n{diff[:4000]}")


def test_golden_transcript_cites_rules_and_ends():
    lines = GOLDEN.read_text(encoding="utf-8").splitlines()
    assert lines[-1].startswith("OUTCOME: ")
    assert all(line.startswith("[DCB-") for line in lines[:-1])
    assert len({line.split("]")[0] for line in lines[:-1]}) >= 12  # many different rules take part
