"""Deprecated: every game declares its decision kinds and action kinds once, in its own `vocabulary.py`, with the
types of `cardgames.core.vocabulary` (the game class's `VOCABULARY`). This module gives the old names for one
version and warns: `decision_kinds(name)` is `game_class(name).VOCABULARY.by_decision`, `KINDS[name]` its
`decisions`, `IN_PLAY[name]` its `in_play`; `Arg`, `ActionKind` and `DecisionKind` are core's."""
from __future__ import annotations

import warnings
from typing import Any

from .core.vocabulary import SLOTS, ActionKind, Arg, DecisionKind

__all__ = ["SLOTS", "ActionKind", "Arg", "DecisionKind", "decision_kinds"]

_NEW = {"KINDS": "game_class(name).VOCABULARY.decisions", "IN_PLAY": "game_class(name).VOCABULARY.in_play",
        "decision_kinds": "game_class(name).VOCABULARY.by_decision"}


def _warn(name: str) -> None:
    warnings.warn(f"cardgames.action_kinds.{name} is deprecated: use {_NEW[name]} (cardgames.games.game_class; "
                  "the game's vocabulary.py)", DeprecationWarning, stacklevel=3)


def decision_kinds(game: str) -> dict[str, DecisionKind]:
    """The decision kinds of game `game` (its name), by kind. Deprecated: `game_class(game).VOCABULARY.by_decision`."""
    _warn("decision_kinds")
    from .games import GAMES, game_class

    if game not in GAMES:
        raise KeyError(f"no action kinds are documented for game {game!r}; known: {', '.join(GAMES)}")
    return game_class(game).VOCABULARY.by_decision


def __getattr__(name: str) -> Any:
    """`KINDS` and `IN_PLAY`, built from the games' vocabularies when asked, with a warning."""
    if name not in ("KINDS", "IN_PLAY"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    _warn(name)
    from .games import GAMES, game_class

    vocabularies = {game: game_class(game).VOCABULARY for game in GAMES}
    if name == "KINDS":
        return {game: v.decisions for game, v in vocabularies.items()}
    return {game: v.in_play for game, v in vocabularies.items()}
