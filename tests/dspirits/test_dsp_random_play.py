"""The random-play harness over 1,000 seeded D-Spirits games: seeds 0-599 run in `tests/test_every_game.py`, these
400 (600-999) here; every step checks card and SP conservation, undo, save/load with the same continuation."""
from __future__ import annotations

import pytest

from cardgames.core.harness import check_random_game
from cardgames.dspirits import DSpiritsGame

CHUNKS = 4


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_harness_over_seeds_600_to_999(chunk):
    outcomes = set()
    for seed in range(600 + chunk * 100, 700 + chunk * 100):
        report = check_random_game(lambda s: DSpiritsGame(seed=s), seed)
        outcomes.add(report.outcome.rsplit("[", 1)[-1].rstrip("]"))
    assert outcomes == {"DSP-7"}


def test_soul_shift_variant_passes_the_harness():
    for seed in range(30):
        check_random_game(lambda s: DSpiritsGame(seed=s, options={"soul_shift": True}), seed)
