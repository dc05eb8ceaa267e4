"""Small helpers for the Yu Yu Hakusho rule tests: build a position, choose actions by label, run to a decision."""
from __future__ import annotations

import copy

from cardgames.yuyu import YuyuGame

FILLER = ["GF-C52", "GF-C56", "GF-C57", "GF-C59", "GF-C55", "GF-C143"] * 3


def side(arena: str, **kw) -> dict:
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


def action(game: YuyuGame, start: str):
    """The legal action whose label starts with `start`."""
    found = [a for a in game.decision.actions if game.describe(a).startswith(start)]
    assert found, f"no action {start!r} in {[game.describe(a) for a in game.decision.actions]}"
    return found[0]


def choose(game: YuyuGame, start: str) -> list:
    return game.play(action(game, start))


def answering(game: YuyuGame) -> bool:
    """Whether the pending decision is an effect's choice (core's selection asked as an answer: a card, yes or no, an
    attack to copy, a card to shuffle back)."""
    return bool(game.decision) and game.decision.kind == "pick" and game.state.selection.answer


def pick_all(game: YuyuGame) -> list:
    """Complete the pending selection with its first items, then 'Done' when offered (an effect's choice that
    follows is left to the test)."""
    events = []
    while game.decision and game.decision.kind == "pick" and not answering(game):
        acts = game.decision.actions
        picks = [a for a in acts if a.kind == "pick"]
        events += game.play(picks[0] if picks else acts[-1])
    return events


def attack_and_pay(game: YuyuGame, start: str) -> list:
    """Go to the attack step if needed, declare the attack `start` and pay its cost with the first cards."""
    events = []
    if game.decision.kind == "main":
        events += choose(game, "Go to the attack step")
    events += choose(game, start)
    return events + pick_all(game)


def kinds(events: list) -> list[str]:
    return [e.kind for e in events]
