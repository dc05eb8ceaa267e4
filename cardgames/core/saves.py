"""The shape of a saved game, checked in full before a single action is replayed.

A save is replayed from its seed, so a bad one must be refused up front with the field that is wrong: a list of
actions that are not `{"kind": str, "args": [int | str, ...]}`, or a step count that would replay for hours
(`steps_after_last_action: 1e9`), must never reach the engine as a raw `TypeError` or a hang.
"""
from __future__ import annotations

import inspect
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .data import parse_json, read_json, validate_data
from .errors import DataFileError, SaveFileError
from .schema import BaseModel, ConfigDict, Field

if TYPE_CHECKING:
    from .engine import Game

MAX_ACTIONS = 20_000          # a whole game takes a few hundred decisions
MAX_STEPS_AFTER_ACTION = 5_000  # rule steps between two decisions: a few dozen in any of the four rulebooks
MAX_ARGS = 16
_CONSTRUCTOR_ARGS = frozenset({"seed", "options", "log_events", "position"})  # never part of a set-up


class SavedAction(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: str = Field(min_length=1, max_length=64)
    args: list[int | str] = Field(default_factory=list, max_length=MAX_ARGS)


class SaveData(BaseModel):
    """What `Game.save()` writes; `setup` and `position` are checked by the game itself when it is rebuilt."""

    model_config = ConfigDict(extra="forbid")
    game: str
    rules_version: str
    seed: int
    options: dict[str, Any] = Field(default_factory=dict)
    setup: dict[str, Any] = Field(default_factory=dict)
    position: dict[str, Any] | None = None
    actions: list[SavedAction] = Field(default_factory=list, max_length=MAX_ACTIONS)
    steps_after_last_action: int = Field(default=0, ge=0, le=MAX_STEPS_AFTER_ACTION)


def read_save(data: dict | str | Path) -> tuple[SaveData, str]:
    """A save given as a dict, as JSON text, or as a file path (any string that is not JSON text), validated;
    returns it and the name to use in errors. Any problem raises `SaveFileError`."""
    source = "save"
    try:
        if isinstance(data, Path) or (isinstance(data, str) and not data.lstrip().startswith(("{", "["))):
            source = str(data)
            data = read_json(data)
        elif isinstance(data, str):
            data = parse_json(data, source)
        return validate_data(data, SaveData, source), source
    except DataFileError as exc:
        raise SaveFileError(exc.path, exc.field, problems=exc.problems) from None


def check_setup_keys(cls: type[Game], setup: dict, source: str) -> None:
    """The set-up of a save becomes keyword arguments of the ruleset's `new_game(state, **setup)`: any other key is
    refused here, before it could become a `TypeError` (or override the seed)."""
    params = dict(list(inspect.signature(cls.ruleset.new_game).parameters.items())[1:])  # after `state`
    any_key = any(p.kind is p.VAR_KEYWORD for p in params.values())
    accepted = [name for name, p in params.items() if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)]
    for key in setup:
        if key in _CONSTRUCTOR_ARGS or not (any_key or key in accepted):
            raise SaveFileError(source, f"setup.{key}", f"not a set-up of {cls.name}; accepted: "
                                f"{', '.join(accepted) or 'none'}")
