"""Battle Spirits Standard (rulebook 003, the 2026 Standard format): rules BS-1 … BS-29."""
from .agents import HeuristicAgent
from .decks import ready_made_deck, ready_made_decks
from .game import BattleSpiritsGame
from .positions import load_position, position_names
from .rules import RULES

__all__ = ["RULES", "BattleSpiritsGame", "HeuristicAgent", "load_position", "position_names", "ready_made_deck",
           "ready_made_decks"]
