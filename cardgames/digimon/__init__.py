"""Digimon Card Battle (rulebook 001, rules DCB-1 … DCB-27).

    from cardgames.digimon import DigimonGame
    game = DigimonGame(seed=1)                      # the two ready-made decks
    game = DigimonGame(seed=1, position={...})      # any board, from plain data (see positions.py)
"""
from .agents import HeuristicAgent
from .cards import DigimonCard, OptionCard, card_pool
from .decks import deck_violations, ready_made_deck, ready_made_decks
from .game import DigimonGame
from .positions import load_position, position_names
from .rules import RULES

__all__ = ["DigimonCard", "DigimonGame", "HeuristicAgent", "OptionCard", "RULES", "card_pool",
           "deck_violations", "load_position", "position_names",
           "ready_made_deck", "ready_made_decks"]
