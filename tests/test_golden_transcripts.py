"""Golden transcripts: seeded computer-vs-computer games of every wing, every event with its rule ID, then the
outcome, each replayed and compared line by line with its file (kept in the wing's test folder, `golden/`). The
random games end as chance has it (Digimon's seed 7 in a deck-out); the computer player's against itself end as
its wing's test says (Yu Yu Hakusho's after all five matches, Digimon's with a third KO).

After a deliberate engine change, review the diff and regenerate the game's file, then commit it with the change:

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/test_golden_transcripts.py -k digimon
"""
from __future__ import annotations

from pathlib import Path

import pytest
from transcripts import assert_golden, seeded_pair

from cardgames.core.agents import RandomAgent
from cardgames.games import game_class

TESTS = Path(__file__).parent
# the wing, its golden file (below tests/), the game's seed, and who plays both seats (seeded from it)
GAMES = [
    ("digimon", "digimon/golden/seed7.txt", 7, "random"),
    ("digimon", "digimon/golden/heuristic_seed3.txt", 3, "computer"),
    ("dspirits", "dspirits/golden/random_seed5.txt", 5, "random"),
    ("dspirits", "dspirits/golden/heuristic_seed2.txt", 2, "computer"),
    ("battlespirits", "battlespirits/golden/heuristic_seed3.txt", 3, "computer"),
    ("yuyu", "yuyu/golden/heuristic_seed1.txt", 1, "computer"),
]


@pytest.mark.parametrize(("name", "path", "seed", "players"), GAMES, ids=[f"{g[0]}-{Path(g[1]).stem}" for g in GAMES])
def test_golden_transcript(name, path, seed, players):
    cls = game_class(name)
    agent = RandomAgent if players == "random" else cls.computer_agent
    assert_golden(TESTS / path, cls(seed=seed), seeded_pair(agent, seed))
