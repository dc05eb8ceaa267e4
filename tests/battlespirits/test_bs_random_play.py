"""Random play over seeded games and the computer opponent against random play (the golden transcript,
`golden/heuristic_seed3.txt`, the heuristic opponent against itself, is replayed by tests/test_golden_transcripts.py).
"""
from __future__ import annotations

from cardgames.battlespirits import BattleSpiritsGame, HeuristicAgent
from cardgames.core.agents import RandomAgent, play_match


def test_three_hundred_random_games_end_by_a_bs_1_win():
    reasons = set()
    for seed in range(300):  # the generic harness adds 150 more with every invariant checked
        game = play_match(BattleSpiritsGame(seed=seed, log_events=False), [RandomAgent(seed), RandomAgent(~seed)])
        assert game.outcome.rule == "BS-1" and game.outcome.winner in (0, 1)
        reasons.add("life" if "life" in game.outcome.reason else "deck")
        assert sum(len(z) for z in game.zones().values()) == 80
    assert "life" in reasons  # deck-outs are rarer; tests/battlespirits/test_bs_rules_turn.py pins them down


def test_the_computer_opponent_beats_random_play():
    wins = 0
    for seed in range(30):
        seat = seed % 2
        agents = [RandomAgent(seed), RandomAgent(seed)]
        agents[seat] = HeuristicAgent(seed)
        wins += play_match(BattleSpiritsGame(seed=seed), agents).outcome.winner == seat
    assert wins >= 25

