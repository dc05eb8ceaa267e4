"""Ready-made positions (the boards tutorials start from) as every game finds, loads and validates them; what a
position holds and how it is built stay with each game's `positions.py`."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from .data import read_json, validate_data
from .errors import DataFileError, PositionError, Violation

T = TypeVar("T")


def json_names(folder: Path) -> list[str]:
    """The names of the JSON files of `folder`, without `.json`, sorted (ready-made positions or decks)."""
    return sorted(p.stem for p in folder.glob("*.json"))


def load_position_data(name: str | Path, folder: Path, model: type) -> dict:
    """A position as plain data from a ready-made name (a file of `folder`) or a `.json` path, validated against
    `model` (a malformed file names the file and the field); a plain dict, so a notebook cell can change it before
    building a game from it."""
    path = Path(name) if str(name).endswith(".json") else folder / f"{name}.json"
    data = read_json(path)
    validate_data(data, model, str(path))
    return data


def parse_position_data(data: dict, model: type[T]) -> T:
    """Validate a position given as plain data; every problem is listed, each with its field, as a `PositionError`."""
    try:
        return validate_data(data, model, "position")
    except DataFileError as exc:
        raise PositionError([Violation("position", str(problem)) for problem in exc.problems]) from None


def checked_position(data: dict, model: type[T], problems: Callable[[T], list[Violation]]) -> T:
    """`data` validated as a `model` (`parse_position_data`), then by the game's own rules (`problems`): a board is
    built only from a position both accept, and either refusal is one `PositionError` listing every problem."""
    pos = parse_position_data(data, model)
    found = problems(pos)
    if found:
        raise PositionError(found)
    return pos
