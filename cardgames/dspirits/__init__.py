"""D-Spirits (rulebook 000, rules DSP-1 … DSP-39), with an invented teaching set.

    from cardgames.dspirits import DSpiritsGame
    game = DSpiritsGame(seed=1)                      # the two ready-made deck sets
    game = DSpiritsGame(seed=1, position={...})      # any board, from plain data (see positions.py)
"""
from .cards import card_pool
from .decks import deck_violations, ready_made_deck, ready_made_decks
from .game import DSpiritsGame
from .positions import load_position, position_names
from .rules import RULES

__all__ = ["DSpiritsGame", "RULES", "card_pool", "deck_violations", "load_position", "position_names",
           "ready_made_deck", "ready_made_decks"]
