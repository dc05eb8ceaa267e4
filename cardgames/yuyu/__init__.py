"""Yu Yu Hakusho TCG (rulebook 004, RULES.md §1.4 and §2.4): the rules engine."""
from .agents import HeuristicAgent
from .cards import card_pool
from .decks import deck_violations, ready_made_deck, ready_made_decks
from .game import YuyuGame
from .positions import load_position, position_names
from .rules import RULES

__all__ = ["RULES", "HeuristicAgent", "YuyuGame", "card_pool", "deck_violations", "load_position", "position_names",
           "ready_made_deck", "ready_made_decks"]
