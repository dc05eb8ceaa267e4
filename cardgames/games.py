"""The games the kit knows, by name. Imported lazily so that `python -m cardgames` starts fast."""
from __future__ import annotations

import importlib

from .core.engine import Game

GAMES: dict[str, str] = {
    "digimon": "cardgames.digimon.game:DigimonGame",
    "dspirits": "cardgames.dspirits.game:DSpiritsGame",
    "battlespirits": "cardgames.battlespirits.game:BattleSpiritsGame",
    "yuyu": "cardgames.yuyu.game:YuyuGame",
}


def game_class(name: str) -> type[Game]:
    if name not in GAMES:
        raise KeyError(f"unknown game {name!r}; known: {', '.join(GAMES)}")
    module, _, cls = GAMES[name].partition(":")
    return getattr(importlib.import_module(module), cls)
