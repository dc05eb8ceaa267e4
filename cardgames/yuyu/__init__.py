"""Yu Yu Hakusho TCG (rulebook 004, RULES.md §1.4 and §2.4): the rules engine."""
from .game import YuyuGame
from .rules import RULES

__all__ = ["RULES", "YuyuGame"]
