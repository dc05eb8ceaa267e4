"""`soak`: a small sample of every engine passes every check (CI's share of the 10,000-game soak), a broken
invariant is counted under its own name with an example, and the command line reports it with exit code 1."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from cardgames.core.harness import GameChecks
from cardgames.games import GAMES
from cardgames.soak import PLAYERS, soak, soak_game, stateful


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_sample_of_every_engine_passes_every_check(name):
    # three seeds: both random, both heuristic, and one of each (`PLAYERS` by seed)
    for seed in range(len(PLAYERS)):
        result = soak_game(name, seed, every=3)
        assert result.games == 1 and result.decisions > 10
        assert not result.failures, result.examples


def test_a_broken_invariant_is_counted_by_its_name(monkeypatch):
    def broken(self):
        raise AssertionError("a card went missing")
    monkeypatch.setattr(GameChecks, "conservation", broken)
    result = soak_game("digimon", 0)
    assert result.failures == {"conservation": 1} and "a card went missing" in result.examples["conservation"]


def test_the_command_line_prints_json_with_every_engine():
    run = subprocess.run([sys.executable, "-m", "cardgames", "soak", "digimon", "--games", "3", "--workers", "1",
                          "--json"], capture_output=True, text=True)
    data = json.loads(run.stdout)
    r = data["engines"]["digimon"]
    assert set(r) >= {"games", "decisions", "games_per_s", "failures"} and r["games"] == 3
    assert run.returncode == (1 if r["failures"] else 0) and not r["failures"], r
    with pytest.raises(ValueError, match="unknown game"):
        soak(["chess"], 1)


def test_the_soak_runs_the_state_machine_and_counts_its_failures(monkeypatch):
    """One call sequence per 50 games, at least one; a failing machine is a failure of kind `stateful`."""
    assert stateful("yuyu", 1, 0) is None
    import cardgames.stateful as machine

    def broken(*_args, **_kw):
        raise AssertionError("undo changed the game")

    monkeypatch.setattr(machine, "run_machine", broken)
    assert "undo changed the game" in stateful("yuyu", 1, 0)
    summary = soak(["yuyu"], 2, workers=1, progress=False)
    r = summary["engines"]["yuyu"]
    assert r["stateful_sequences"] == 1 and r["failures"] == {"stateful": 1}
