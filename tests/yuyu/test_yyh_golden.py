"""Golden transcript: a seeded full game of the computer against itself (all five matches, the last won 3–2), every
event with its rule ID, then the outcome. The test replays it and compares line by line. After a deliberate engine
change, review the diff and regenerate:

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/yuyu/test_yyh_golden.py
"""
from __future__ import annotations

import difflib
import os
from pathlib import Path

from cardgames.core.agents import play_match
from cardgames.yuyu import YuyuGame
from cardgames.yuyu.agents import HeuristicAgent

GOLDEN = Path(__file__).parent / "golden" / "heuristic_seed1.txt"


def transcript(seed: int = 1) -> str:
    game = play_match(YuyuGame(seed=seed), [HeuristicAgent(seed * 2 + 1), HeuristicAgent(seed * 2 + 2)])
    return "\n".join([*(str(e) for e in game.events), f"OUTCOME: {game.outcome}"]) + "\n"


def test_golden_transcript_of_a_full_game():
    text = transcript()
    if os.environ.get("UPDATE_GOLDEN") == "1":
        GOLDEN.write_text(text, encoding="utf-8")
    expected = GOLDEN.read_text(encoding="utf-8")
    diff = "".join(difflib.unified_diff(expected.splitlines(True), text.splitlines(True), "golden", "now", n=1))
    assert text == expected, diff[:3000]
    assert "matches won 3–2 after 5 matches" in text.splitlines()[-1]
