"""Golden transcript: a seeded full game of the computer against itself (all five matches, the last won 3–2), every
event with its rule ID, then the outcome. The test replays it and compares line by line. After a deliberate engine
change, review the diff and regenerate:

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/yuyu/test_yyh_golden.py
"""
from __future__ import annotations

from pathlib import Path

from cardgames.core.harness import golden_diff, transcript
from cardgames.yuyu import YuyuGame
from cardgames.yuyu.agents import HeuristicAgent

GOLDEN = Path(__file__).parent / "golden" / "heuristic_seed1.txt"


def test_golden_transcript_of_a_full_game():
    text = transcript(YuyuGame(seed=1), [HeuristicAgent(3), HeuristicAgent(4)])
    diff = golden_diff(GOLDEN, text)
    assert not diff, f"the transcript changed (UPDATE_GOLDEN=1 to accept):\n{diff[:3000]}"
    assert "matches won 3–2 after 5 matches" in text.splitlines()[-1]
