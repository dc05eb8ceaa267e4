"""Battle Spirits Standard (rulebook 003, the 2026 Standard format): rules BS-1 … BS-29 of RULES.md."""
from .game import BattleSpiritsGame
from .rules import RULES

__all__ = ["RULES", "BattleSpiritsGame"]
