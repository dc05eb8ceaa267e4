"""What only the Battle Spirits rule tests need beside the shared words (`cardgames.core.testing`): build a
position, name a payment's core sources, cast a drain.

Positions give cards by card number (see `cardgames/battlespirits/positions.py`); the shared words name a card by its
name. Seats are 0 and 1.
"""
from __future__ import annotations

from cardgames.battlespirits.game import BattleSpiritsGame
from cardgames.battlespirits.state import SEAT
from cardgames.core.testing import act, card_in, pick

FILLER = ("R01",) * 6


def player(field=(), hand=(), deck=FILLER, **kw) -> dict:
    """A player of a position: `field` entries are a card number (1 core), (number, cores) or (number, cores, soul,
    position)."""
    cards = []
    for entry in field:
        entry = (entry,) if isinstance(entry, str) else tuple(entry)
        cid, cores, soul, position = entry + ("", 1, False, "refreshed")[len(entry):]
        cards.append({"card": cid, "cores": cores, "soul": soul, "position": position})
    out = {"field": cards, "hand": list(hand), "deck": list(deck), **kw}
    if any(c["soul"] for c in cards):
        out["soul_core"] = "field"
    return out


def game_at(p0: dict, p1: dict, *, step: str = "main", tp: int = 0, turn: int = 3, first: int = 0,
            seed: int = 0) -> BattleSpiritsGame:
    """A game at the given board, advanced to a decision."""
    game = BattleSpiritsGame(seed=seed, position={"turn": turn, "turn_player": tp, "first_player": first,
                                                  "step": step, "players": [p0, p1]})
    game.advance()
    return game


def core_source(game: BattleSpiritsGame, source: str = "reserve", kind: str = "core") -> tuple[str, str]:
    """The item of a payment (BS-16) that takes a core (`kind="soul"`: the soul core) from `source`: the paying
    player's reserve, or their card of that name on the field (the item's value: the kind and the core place)."""
    p = game.decision.player
    place = SEAT[p]["reserve"] if source == "reserve" else game.state.core_places[card_in(game, p, "field", source)]
    return kind, place


def cast_drain(target: tuple, each=None) -> BattleSpiritsGame:
    """Player 1 casts the drain P14 at Player 2's spirit `target` (a field entry holding the soul core, BS-14) and
    pays from the reserve (`each(game)` before every payment pick); the target is then still to be picked."""
    game = game_at(player(field=[("P04", 1)], hand=["P14"], reserve=6),
                   player(field=[target], reserve=0, soul_core="field"), tp=0)
    act(game, "magic", "Soul Bite")
    while game.state.selection is not None and game.state.selection.rule == "BS-16":
        if each is not None:
            each(game)
        pick(game, core_source(game))
    return game
