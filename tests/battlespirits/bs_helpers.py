"""Helpers for the Battle Spirits rule tests: build a position, drive decisions by kind and card number.

Positions give cards by card number (see `cardgames/battlespirits/positions.py`); seats are 0 and 1.
"""
from __future__ import annotations

from cardgames.battlespirits.game import BattleSpiritsGame
from cardgames.core.events import Event

FILLER = ("R01",) * 6


def side(field=(), hand=(), deck=FILLER, **kw) -> dict:
    """A player: `field` entries are a card number (1 core), (number, cores) or (number, cores, soul, position)."""
    cards = []
    for entry in field:
        entry = (entry,) if isinstance(entry, str) else tuple(entry)
        cid, cores, soul, position = entry + ("", 1, False, "refreshed")[len(entry):]
        cards.append({"card": cid, "cores": cores, "soul": soul, "position": position})
    out = {"field": cards, "hand": list(hand), "deck": list(deck), **kw}
    if any(c["soul"] for c in cards):
        out["soul_core"] = "field"
    return out


def make(p0: dict, p1: dict, *, step: str = "main", tp: int = 0, turn: int = 3, first: int = 0,
         seed: int = 0) -> BattleSpiritsGame:
    game = BattleSpiritsGame(seed=seed, position={"turn": turn, "turn_player": tp, "first_player": first,
                                                  "step": step, "players": [p0, p1]})
    game.advance()
    return game


def find(game: BattleSpiritsGame, kind: str, card: str | None = None, args: tuple | None = None):
    """The pending action of `kind` (on a card with number `card`, or with exactly `args`); None if absent."""
    for a in game.decision.actions:
        if a.kind != kind or (args is not None and a.args != args):
            continue
        if card is not None and (not a.args or not isinstance(a.args[0], int)
                                 or game.state.cards[a.args[0]].id != card):
            continue
        return a
    return None


def act(game: BattleSpiritsGame, kind: str, card: str | None = None, args: tuple | None = None) -> list[Event]:
    a = find(game, kind, card, args)
    assert a is not None, f"no action {kind} {card} {args} in {game.decision.actions}"
    return game.apply(a) + game.advance()


def pick(game: BattleSpiritsGame, label_part: str, times: int = 1) -> list[Event]:
    """Pick the selection item whose label contains `label_part`, `times` times."""
    events = []
    for _ in range(times):
        a = next((a for a in game.decision.actions if a.kind == "pick" and label_part in game.describe(a)), None)
        assert a is not None, f"no pick {label_part!r} in {game.decision.actions}"
        events += game.apply(a) + game.advance()
    return events


def done(game: BattleSpiritsGame) -> list[Event]:
    return act(game, "done")


def pass_(game: BattleSpiritsGame) -> list[Event]:
    return act(game, "pass")


def iid(game: BattleSpiritsGame, seat: int, zone: str, card: str) -> int:
    return next(i for i in game.state.zone(seat, zone) if game.state.cards[i].id == card)


def rules_of(events: list[Event]) -> list[str]:
    return [e.rule for e in events]


def cast_drain(target: tuple, each=None) -> BattleSpiritsGame:
    """Player 1 casts the drain P14 at Player 2's spirit `target` (a field entry holding the soul core, BS-14) and
    pays from the reserve (`each(game)` before every payment pick); the target is then still to be picked."""
    game = make(side(field=[("P04", 1)], hand=["P14"], reserve=6),
                side(field=[target], reserve=0, soul_core="field"), tp=0)
    act(game, "magic", "P14")
    while game.state.selection is not None and game.state.selection.rule == "BS-16":
        if each is not None:
            each(game)
        pick(game, "a core from the reserve")
    return game
