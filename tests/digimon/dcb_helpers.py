"""What only the Digimon Card Battle rule tests need beside the shared words (`cardgames.core.testing`): build a
position, play a battle's supports and attacks, read CA numbers and damage.

Positions give cards by CA number (see `cardgames/digimon/positions.py`), the shared words by name; seats are 0 and
1 in positions and in the engine (`game.state.seats[0]` is the seat the texts call Player 1).
"""
from __future__ import annotations

from cardgames.core.events import Event
from cardgames.core.testing import act
from cardgames.digimon.cards import card_pool
from cardgames.digimon.game import DigimonGame

O, T, X = 0, 1, 2  # circle, triangle, cross  # noqa: E741
FILLER = 200       # Fake Sevens: does nothing, a safe deck filler
ATTACK_DECISION = "sealed"  # the decision kind of the secret attack choice (core's sealed choice, DCB-21)


def player(digimon=(), hand=(), deck=(FILLER,) * 5, evo=(), support=(), discard=(), **kw) -> dict:
    """A player of a position: its Digimon (CA numbers, the first in play), hand, deck and zones."""
    return {"digimon": list(digimon), "hand": list(hand), "deck": list(deck), "evolution_zone": list(evo),
            "support_zone": list(support), "discard": list(discard), **kw}


def game_at(p1: dict, p2: dict, *, phase: str = "battle", tp: int = 0, turn: int = 3, seed: int = 0,
            options: dict | None = None, advanced: bool = True) -> DigimonGame:
    """A game at the given board, advanced to a decision; `advanced=False`: not yet, so a test reads the events
    of its first steps (a phase's start, a battle's supports)."""
    game = DigimonGame(seed=seed, options=options, position={"turn": turn, "turn_player": tp, "phase": phase,
                                                            "players": [p1, p2]})
    if advanced:
        game.advance()
    return game


def cas(game: DigimonGame, iids) -> list[int]:
    return [game.state.cards[i].ca for i in iids]


def battle(game: DigimonGame, a1: int, a2: int, s1=None, s2=None) -> list[Event]:
    """From the support (or battle) phase: supports s1/s2 (None: pass, an int: that CA from hand, "deck": the top
    card of the deck), attacks a1/a2 for Players 1 and 2. Plays until a decision of another kind or the end."""
    events = game.advance()
    supports, attacks = (s1, s2), (a1, a2)
    while game.decision is not None and game.decision.kind in ("support", ATTACK_DECISION):
        p = game.decision.player
        if game.decision.kind == "support":
            s = supports[p]
            if s is None:
                events += act(game, "support_pass")
            elif s == "deck":
                events += act(game, "support_deck")
            else:
                events += act(game, "support_hand", card_pool()[s].name)
        else:
            events += act(game, "attack", args=(attacks[p],))
    return events


def attack_damage(events) -> list[tuple[int, int]]:
    """(attacker 0|1, damage dealt) for each attack event, in order."""
    return [(e.player, e.data["damage"]) for e in events if e.kind == "attack"]
