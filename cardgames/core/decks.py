"""How every game takes its decks: a ready-made deck's name, a JSON file's path, or the deck as plain data; and
the two decks of a game checked to be two. One place, so the four games accept decks alike and say the same."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from .data import validate_data
from .errors import DataFileError
from .positions import json_names

T = TypeVar("T")


def resolve_source(deck: object, load: Callable[[Path], Any], ready_made: Callable[[str], Any], model: Any) -> Any:
    """A string ending in `.json` is a file (`load`), any other string a ready-made deck's name (`ready_made`);
    anything else is plain data validated strictly against `model`."""
    if isinstance(deck, str):
        return load(Path(deck)) if deck.endswith(".json") else ready_made(deck)
    return validate_data(deck, model, "deck")


def two_decks(decks: object, resolve: Callable[[Any], T]) -> list[T]:
    """The two decks of a game (one per player), each resolved by `resolve`."""
    if isinstance(decks, str | bytes | dict) or not hasattr(decks, "__len__") or len(decks) != 2:
        raise DataFileError("decks", "", f"two decks are needed (one per player), not {decks!r:.80}")
    return [resolve(deck) for deck in decks]


def check_ready_made(name: str, folder: Path, otherwise: str) -> None:
    """Raise the error naming every ready-made deck when `name` is none of them; `otherwise` says what else a deck
    may be given as."""
    names = json_names(folder)
    if name not in names:
        raise DataFileError(name, "", f"no ready-made deck of that name; ready-made: {', '.join(names)}"
                            f" (or give {otherwise})")
