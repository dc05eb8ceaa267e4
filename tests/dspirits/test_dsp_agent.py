"""The computer opponent plays every game to an end: with both decks empty (DSP-11: no deck-out), two cautious
heuristic players once passed their Battle Steps for ever (found by `simulate`: seed 35, 2,387 turns)."""
from __future__ import annotations

from cardgames.core.agents import play_match
from cardgames.dspirits import DSpiritsGame


def test_two_computer_players_with_empty_decks_still_finish_the_game():
    game = DSpiritsGame(seed=35, decks=["ember_spooks", "stone_guard"])
    play_match(game, [DSpiritsGame.computer_agent(71), DSpiritsGame.computer_agent(72)], max_decisions=1500)
    assert game.is_over and game.outcome.rule == "DSP-7"
