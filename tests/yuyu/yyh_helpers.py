"""What only the Yu Yu Hakusho rule tests need beside the shared words (`cardgames.core.testing`): build a position,
declare an attack by its name and pay for it."""
from __future__ import annotations

import copy

from cardgames.core.testing import act, pick_all
from cardgames.yuyu import YuyuGame

FILLER = ["GF-C52", "GF-C56", "GF-C57", "GF-C59", "GF-C55", "GF-C143"] * 3


def player(arena: str, **kw) -> dict:
    """A player of a position: the character in its arena, a deck of fillers, and what `kw` adds."""
    out = {"arena": arena, "deck": list(FILLER)}
    out.update(kw)
    return out


def game_at(p0: dict, p1: dict, seed: int = 1, **kw) -> YuyuGame:
    """A game at the given board (turn player 0, main step unless `step` says otherwise), advanced to a decision."""
    pos = {"turn": 3, "turn_player": 0, "step": "main", "players": [copy.deepcopy(p0), copy.deepcopy(p1)]}
    pos.update(kw)
    game = YuyuGame(seed=seed, position=pos)
    game.advance()
    return game


def attack_and_pay(game: YuyuGame, attack: str) -> list:
    """Go to the attack step if needed, declare the attack named `attack` and pay its cost with the first cards."""
    events = []
    if game.decision.kind == "main":
        events += act(game, "to_attack")
    return events + act(game, "attack", name=attack) + pick_all(game)


def damage(game: YuyuGame) -> tuple[int, ...]:
    """Each seat's damage (`state.seats[p].damage`), seat 0 first."""
    return tuple(seat.damage for seat in game.state.seats)
