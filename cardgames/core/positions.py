"""Ready-made positions (the boards tutorials start from) as every game finds, loads and validates them: a game's
`PositionCatalogue`, declared once in its `positions.py` and reached through the game class (`Game.POSITIONS`,
`position_names()`, `load_position(name)`), as its cards are through `CATALOGUE`. What a position holds and how it
is built stay with each game's `positions.py`."""
from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

from .data import json_schema, read_known_json, validate_data
from .errors import DataFileError, PositionError, Violation
from .language import worded
from .words import Phrase

T = TypeVar("T")


def json_names(folder: Path) -> list[str]:
    """The names of the JSON files of `folder`, without `.json`, sorted (ready-made positions or decks)."""
    return sorted(p.stem for p in folder.glob("*.json"))


class PositionCatalogue:
    """The ready-made positions of one game: the JSON files of `folder` (`<name>.json`), each validated against the
    game's position model `model` when loaded."""

    def __init__(self, folder: Path, model: type):
        self.folder, self.model = folder, model

    def names(self) -> list[str]:
        """The names of the ready-made positions, sorted."""
        return json_names(self.folder)

    def path(self, name: str | Path) -> Path:
        """The file of a ready-made position (`"07_counter"`), or `name` itself when it is a `.json` path."""
        return Path(name) if str(name).endswith(".json") else self.folder / f"{name}.json"

    def schema(self) -> dict:
        """The JSON Schema of a position (what `data/<game>/positions.schema.json` ships for editors)."""
        return json_schema(self.model)

    def load(self, name: str | Path) -> dict:
        """A position as plain data, from a ready-made name or a `.json` file path, validated like any position (a
        malformed file names the file and the field); a plain dict, so a notebook cell can change it before
        building a game from it."""
        path = self.path(name)
        data, known = read_known_json(path, self.folder)
        if not known:  # one of the kit's own positions was validated when the kit was built and tested
            validate_data(data, self.model, str(path))
        return data


def parse_position_data(data: dict, model: type[T]) -> T:
    """Validate a position given as plain data; every problem is listed, each with its field, as a `PositionError`."""
    try:
        return validate_data(data, model, "position")
    except DataFileError as exc:
        raise PositionError([Violation("position", *_sentence(problem.message), at=problem.at) if problem.at else
                             Violation("position", str(problem)) for problem in exc.problems]) from None


def _sentence(message: str) -> tuple:
    """A problem's sentence as a template and its values (a `Phrase` the kit worded, worded again when read), or
    pydantic's own English sentence as it is."""
    return (message.template, *message.values) if isinstance(message, Phrase) else (message,)


def checked_position(data: dict, model: type[T], problems: Callable[[T], list[Violation]]) -> T:
    """`data` validated as a `model` (`parse_position_data`), then by the game's own rules (`problems`): a board is
    built only from a position both accept, and either refusal is one `PositionError` listing every problem."""
    pos = parse_position_data(data, model)
    found = problems(pos)
    if found:
        raise PositionError(found)
    return pos


def seats(pos: Any) -> Iterator[tuple[tuple, Any]]:
    """Each seat's part of a position (`pos.players`) with its field, `("players", 0)`: what a game's checks of a
    position go through, naming each problem's field from it (`Violation.at`)."""
    return ((("players", p), side) for p, side in enumerate(pos.players))


def field_words(at: tuple) -> str:
    """A field of a position (`Violation.at`) as a person reads it: `("players", 0, "hand", 2)` is "Player 1
    hand.2" (seats are 0 and 1 in data, Player 1 and Player 2 in words, in the language read now); any other field
    is its JSON path."""
    if len(at) >= 2 and at[0] == "players" and type(at[1]) is int:
        seat = worded("Player {}", (at[1] + 1,))
        rest = ".".join(map(str, at[2:]))
        return f"{seat} {rest}" if rest else seat
    return ".".join(map(str, at))
