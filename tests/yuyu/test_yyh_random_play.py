"""Random play over 1,000 seeded games (every game ends, card and SE conservation, every event cites a registered
rule), and the computer opponent beats random play."""
from __future__ import annotations

import pytest

from cardgames.core.agents import RandomAgent, play_match
from cardgames.yuyu import RULES, YuyuGame
from cardgames.yuyu.agents import HeuristicAgent


@pytest.mark.parametrize("chunk", range(4))
def test_a_thousand_random_games_end_and_conserve_cards_and_energy(chunk):
    ids = {r.id for r in RULES}
    for seed in range(chunk * 250, (chunk + 1) * 250):
        game = YuyuGame(seed=seed, log_events=seed % 10 == 0)
        cards = sorted(i for z in game.zones().values() for i in z)
        play_match(game, [RandomAgent(seed), RandomAgent(seed + 7)], max_decisions=3000)
        assert game.is_over and game.outcome.rule in ids
        assert sorted(i for z in game.zones().values() for i in z) == cards
        assert sum(game.token_counts()["se"].values()) == 20
        assert all(e.rule in ids for e in game.events)


def test_the_computer_beats_random_play():
    wins = 0
    for seed in range(60):
        h = seed % 2
        agents = [HeuristicAgent(seed), RandomAgent(seed)] if h == 0 else [RandomAgent(seed), HeuristicAgent(seed)]
        game = play_match(YuyuGame(seed=seed), agents)
        wins += game.outcome.winner == h
    assert wins >= 36, wins
