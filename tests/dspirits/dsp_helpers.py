"""What only the D-Spirits rule tests need beside the shared words (`cardgames.core.testing`): build a position,
the practice cards' numbers.

Positions give cards by number (see `cardgames/dspirits/positions.py`), the shared words by name; seats are 0 and 1.
"""
from __future__ import annotations

from cardgames.dspirits.cards import card_pool
from cardgames.dspirits.game import DSpiritsGame

NAME = {c.no: c.name for c in card_pool().values()}  # a card number's name, as the shared words name cards


class Card:
    """The practice cards the tests use, by their numbers (as positions give them): one name a test imports."""

    ROCKWRAGGLE, ILLGUANA, LAMPIRE, PEBBLIT, TUSKLING, GOLEM, PIXIE, HOLLOWISP = 1, 2, 3, 4, 5, 6, 7, 8
    EMBERLING, FROSTFANG, MOSSLING, VOLTCUB, TIDEPUP, QUEEN = 9, 10, 11, 12, 13, 20
    FREEZE, COUNTER, FLARE, SURGE, ANTIDOTE, VOLCANIC, STONE, AVALANCHE = 30, 31, 32, 33, 34, 40, 41, 50
    RIFT_SEAL, VOLLEY = 35, 51  # removal from play (DSP-21), a launch at a card (DSP-37)


def spirit(no: int, **kw) -> dict:
    """A D-Spirit on the field: a one-card stack (or `stack=[...]`) with counters."""
    return {"stack": kw.pop("stack", [no]), **kw}


def player(scene=(), hand=(), squad=(Card.MOSSLING,) * 3, support=(Card.SURGE,) * 3, **kw) -> dict:
    """A player of a position: its battle scene (numbers, or `spirit(...)`), hand and decks."""
    return {"scene": [spirit(s) if isinstance(s, int) else s for s in scene], "hand": list(hand),
            "squad": list(squad), "support": list(support), **kw}


def game_at(p0: dict, p1: dict, *, step: str = "main", tp: int = 0, turn: int = 4, seed: int = 0,
            options: dict | None = None, realm: int | None = None, realm_owner: int = 0) -> DSpiritsGame:
    """A game at the given board, advanced to a decision."""
    game = DSpiritsGame(seed=seed, options=options, position={
        "turn": turn, "turn_player": tp, "step": step, "realm": realm, "realm_owner": realm_owner,
        "players": [p0, p1]})
    game.advance()
    return game
