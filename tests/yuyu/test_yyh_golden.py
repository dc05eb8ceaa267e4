"""Golden transcript: a seeded full game of the computer against itself (all five matches, the last won 3–2), every
event with its rule ID, then the outcome. The test replays it and compares line by line. After a deliberate engine
change, review the diff and regenerate:

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/yuyu/test_yyh_golden.py
"""
from __future__ import annotations

from pathlib import Path

from transcripts import assert_golden, seeded_pair

from cardgames.yuyu import YuyuGame
from cardgames.yuyu.agents import HeuristicAgent

GOLDEN = Path(__file__).parent / "golden" / "heuristic_seed1.txt"


def test_golden_transcript_of_a_full_game():
    text = assert_golden(GOLDEN, YuyuGame(seed=1), seeded_pair(HeuristicAgent, 1))
    assert "matches won 3–2 after 5 matches" in text.splitlines()[-1]
