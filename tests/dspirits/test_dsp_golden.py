"""Golden transcripts: seeded computer-vs-computer D-Spirits games, every event with its rule ID, then the outcome.

`golden/random_seed5.txt` is random play; `golden/heuristic_seed2.txt` the heuristic opponent against itself. The
test replays each game and compares it line by line. After a deliberate engine change, review the diff and
regenerate: `UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/dspirits/test_dsp_golden.py`.
"""
from __future__ import annotations

from pathlib import Path

import pytest
from transcripts import assert_golden, seeded_pair

from cardgames.core.agents import RandomAgent
from cardgames.dspirits import DSpiritsGame
from cardgames.dspirits.agents import HeuristicAgent

GOLDEN = Path(__file__).parent / "golden"
GAMES = {"random_seed5.txt": (5, RandomAgent), "heuristic_seed2.txt": (2, HeuristicAgent)}


@pytest.mark.parametrize("name", list(GAMES))
def test_golden_transcript(name):
    seed, agent = GAMES[name]
    assert_golden(GOLDEN / name, DSpiritsGame(seed=seed), seeded_pair(agent, seed))


def test_the_transcripts_show_the_rules_in_action():
    text = (GOLDEN / "random_seed5.txt").read_text(encoding="utf-8") + (GOLDEN / "heuristic_seed2.txt").read_text(
        encoding="utf-8")
    for rule in ("DSP-8", "DSP-9", "DSP-10", "DSP-12", "DSP-17", "DSP-23", "DSP-28", "DSP-7"):
        assert f"[{rule}]" in text, rule
