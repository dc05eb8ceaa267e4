"""Deprecated: every game declares its decision kinds and action kinds once, in its own `vocabulary.py`, with the
types of `cardgames.core.vocabulary` (the game class's `VOCABULARY`). This module gives the old names for one
version and warns: `decision_kinds(name)` is `game_class(name).VOCABULARY.by_decision`, `KINDS[name]` its
`decisions`, `IN_PLAY[name]` its `in_play`; `Arg`, `ActionKind` and `DecisionKind` are core's."""
from __future__ import annotations

from typing import Any

from .core.deprecation import deprecated, moved_names
from .core.vocabulary import SLOTS, ActionKind, Arg, DecisionKind

__all__ = ["SLOTS", "ActionKind", "Arg", "DecisionKind", "decision_kinds"]


def _vocabularies() -> dict[str, Any]:
    from .games import GAMES, game_class

    return {game: game_class(game).VOCABULARY for game in GAMES}


def decision_kinds(game: str) -> dict[str, DecisionKind]:
    """The decision kinds of game `game` (its name), by kind. Deprecated: `game_class(game).VOCABULARY.by_decision`."""
    deprecated("cardgames.action_kinds.decision_kinds(name)", "game_class(name).VOCABULARY.by_decision")
    vocabularies = _vocabularies()
    if game not in vocabularies:
        raise KeyError(f"no action kinds are documented for game {game!r}; known: {', '.join(vocabularies)}")
    return vocabularies[game].by_decision


__getattr__ = moved_names(
    __name__,
    KINDS=("game_class(name).VOCABULARY.decisions", lambda: {game: v.decisions for game, v in _vocabularies().items()}),
    IN_PLAY=("game_class(name).VOCABULARY.in_play", lambda: {game: v.in_play for game, v in _vocabularies().items()}),
)
