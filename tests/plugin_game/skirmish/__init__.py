"""Skirmish: a small card game that lives only in the kit's test suite (see ../README.md).

    from skirmish import SkirmishGame
    game = SkirmishGame(seed=1)
"""
from .game import SkirmishGame
from .positions import load_position, position_names
from .rules import RULES

__all__ = ["RULES", "SkirmishGame", "load_position", "position_names"]
