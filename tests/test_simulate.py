"""`simulate`: the same numbers from the seed whatever plays the games (this process, worker processes, a Dask
cluster of two workers), sound 95% intervals, seats swapped every other game, and a command line that prints
them."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from cardgames.simulate import deck_names, play_game, simulate, wilson

GAME = "digimon"  # the shortest games


def test_wilson_interval_matches_known_values():
    low, high = wilson(50, 100)
    assert (round(low, 4), round(high, 4)) == (0.4038, 0.5962)
    assert wilson(0, 10)[0] == 0.0 and 0.27 < wilson(0, 10)[1] < 0.28  # never a zero-width interval at 0
    assert wilson(10, 10)[1] == pytest.approx(1.0) and wilson(0, 0) == (0.0, 1.0)


def test_results_are_the_same_in_one_process_and_in_two():
    one = simulate(GAME, 30, workers=1, progress=False)
    two = simulate(GAME, 30, workers=2, progress=False)
    assert one == two
    assert [r["index"] for r in one["results"]] == list(range(30))
    assert one["games"] == 30 and one["unfinished"] == 0
    wins = sum(r["wins"] for r in one["by_deck"].values()) + one["draws"]
    assert wins == 30


def test_odd_games_swap_the_seats_and_a_game_is_its_seed():
    a, b = deck_names(GAME)
    even = play_game(GAME, 4, 100, (a, b), ("random", "heuristic"))
    odd = play_game(GAME, 5, 100, (a, b), ("random", "heuristic"))
    assert even.decks == (a, b) and odd.decks == (b, a) and even.seed == 104
    assert play_game(GAME, 4, 100, (a, b), ("random", "heuristic")) == even


def test_bad_arguments_are_refused_with_what_is_accepted():
    with pytest.raises(ValueError, match="--decks needs two of"):
        simulate(GAME, 2, decks=("fire_starter", "no_such_deck"), progress=False)
    with pytest.raises(ValueError, match="unknown agent"):
        simulate(GAME, 2, agents=("clever",), progress=False)
    with pytest.raises(ValueError, match="unknown game"):
        simulate("chess", 2, progress=False)


def test_the_command_line_prints_json_and_a_table():
    out = subprocess.run([sys.executable, "-m", "cardgames", "simulate", GAME, "--games", "6", "--workers", "1",
                          "--json"], capture_output=True, text=True, check=True)
    summary = json.loads(out.stdout)
    assert summary["games"] == 6 and "results" not in summary and set(summary["by_deck"]) == set(deck_names(GAME))
    assert summary == {k: v for k, v in simulate(GAME, 6, workers=1, progress=False).items() if k != "results"}
    table = subprocess.run([sys.executable, "-m", "cardgames", "simulate", GAME, "--games", "4", "--workers", "1",
                            "--agents", "random"], capture_output=True, text=True, check=True).stdout
    assert "win rate by deck" in table and "95% CI" in table
    bad = subprocess.run([sys.executable, "-m", "cardgames", "simulate", GAME, "--decks", "x", "y"],
                         capture_output=True, text=True)
    assert bad.returncode == 2 and "--decks needs two of" in bad.stderr


def test_a_two_worker_dask_cluster_gives_the_same_numbers():
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as c:
        on_cluster = simulate(GAME, 40, scheduler=c.scheduler_address, progress=False)
    assert on_cluster == simulate(GAME, 40, workers=1, progress=False)


def test_win_rates_by_agent_with_the_agents_swapping_seats():
    from cardgames.simulate import simulate
    summary = simulate("digimon", 4, agents=("coach", "random"), workers=1)
    # the agents swap seats every other pair of games, the decks every other game: each agent plays each deck
    assert [r["agents"] for r in summary["results"]] == [("coach", "random")] * 2 + [("random", "coach")] * 2
    assert {(r["agents"].index("coach"), r["decks"][r["agents"].index("coach")]) for r in summary["results"]} == {
        (0, "fire_starter"), (1, "fire_starter"), (0, "ice_starter"), (1, "ice_starter")}
    by_agent = summary["by_agent"]
    assert set(by_agent) == {"coach", "random"} and by_agent["coach"]["games"] == 4
    assert by_agent["coach"]["wins"] + by_agent["random"]["wins"] + summary["draws"] + summary["unfinished"] == 4
    assert by_agent["coach"]["wins"] == sum(1 for r in summary["results"]
                                            if r["winner"] is not None and r["agents"][r["winner"]] == "coach")
