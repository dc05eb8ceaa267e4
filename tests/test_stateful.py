"""The property-based stateful check of every game (`cardgames.stateful`): apply, undo, save/load, clone, why_not
and to_position mixed in any order keep the game sound."""
from __future__ import annotations

import pytest

from cardgames.games import GAMES
from cardgames.stateful import run_machine


@pytest.mark.parametrize("name", sorted(GAMES))
def test_any_mix_of_calls_keeps_the_game_sound(name):
    run_machine(name, examples=30, steps=25)
