"""Card-list plumbing every game shares: the pool of cards by number (a number used twice is an error of the file)
and deck files that are either a deck object or a bare list of card numbers. What a card is stays with each game."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, TypeAdapter

from .data import read_json, validate_data
from .errors import DataFileError

D = TypeVar("D", bound=BaseModel)


def index_cards(cards: Iterable[Any], key: str, source: str, twice: Callable[[Any, Any], str]) -> dict[Any, Any]:
    """The cards by their `key` field; a key used twice raises the error of `source` at that card, worded by
    `twice(key, card_already_there)`."""
    pool: dict[Any, Any] = {}
    for i, card in enumerate(cards):
        k = getattr(card, key)
        if k in pool:
            raise DataFileError(source, f"{i}.{key}", twice(k, pool[k]))
        pool[k] = card
    return pool


def load_deck_file(path: str | Path, model: type[D], numbers: TypeAdapter) -> D:
    """A deck file: a `model` object, or a bare JSON list of card numbers (`numbers`) named after the file."""
    raw = read_json(path)
    if isinstance(raw, list):
        return model(name=Path(path).stem, cards=validate_data(raw, numbers, str(path)))
    return validate_data(raw, model, str(path))
