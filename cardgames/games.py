"""The games the kit knows, by name. Imported lazily so that `python -m cardgames` starts fast."""
from __future__ import annotations

import importlib
from typing import Any

from .core.agents import RandomAgent
from .core.engine import Game

GAMES: dict[str, str] = {
    "digimon": "cardgames.digimon.game:DigimonGame",
    "dspirits": "cardgames.dspirits.game:DSpiritsGame",
    "battlespirits": "cardgames.battlespirits.game:BattleSpiritsGame",
    "yuyu": "cardgames.yuyu.game:YuyuGame",
}


AGENTS = ("random", "heuristic")  # the computer players the command line and the simulations offer


def game_class(name: str) -> type[Game]:
    if name not in GAMES:
        raise KeyError(f"unknown game {name!r}; known: {', '.join(GAMES)}")
    module, _, cls = GAMES[name].partition(":")
    return getattr(importlib.import_module(module), cls)


def make_agent(kind: str, game: str, seed: int) -> Any:
    """A seeded computer player of `kind` (`AGENTS`) for `game`: uniform random, or the game's own opponent."""
    if kind == "random":
        return RandomAgent(seed)
    if kind == "heuristic":
        return game_class(game).computer_agent(seed)
    raise ValueError(f"unknown agent {kind!r}; known: {', '.join(AGENTS)}")
