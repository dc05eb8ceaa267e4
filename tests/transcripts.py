"""The golden-transcript check every wing's tests use: a seeded game of the computer against itself, played to its
end, compared line by line with the file kept beside the test (`core.harness.golden_diff`; `UPDATE_GOLDEN=1`
rewrites the file after a deliberate engine change, to review and commit with it)."""
from __future__ import annotations

from pathlib import Path

from cardgames.core.harness import golden_diff, transcript


def seeded_pair(agent, seed: int) -> list:
    """The two agents of a golden game of `seed`: each seeded from the game's seed, so one number names the game."""
    return [agent(seed * 2 + 1), agent(seed * 2 + 2)]


def assert_golden(path: Path, game, agents: list) -> str:
    """Play `game` to its end with `agents` and fail with the diff when its transcript is not the file at `path`;
    the transcript, for a test's further checks."""
    text = transcript(game, agents)
    diff = golden_diff(path, text)
    assert not diff, f"the {path.name} transcript changed (UPDATE_GOLDEN=1 to accept):\n{diff[:4000]}"
    return text
