"""A game's card list and deck files, declared once in its `cards.py` (`CATALOGUE`), so that the four games load
cards and take decks alike and say the same; what a card or a legal deck is stays with each game."""
from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from pathlib import Path
from typing import Annotated, Any, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, TypeAdapter

from .data import load_json, read_json, validate_data
from .errors import DataFileError
from .positions import json_names

K = TypeVar("K")
C = TypeVar("C")
D = TypeVar("D", bound=BaseModel)
T = TypeVar("T")


class NamedDeck(BaseModel):
    """What every deck file holds beside its cards; a game's deck model adds them."""

    model_config = ConfigDict(extra="forbid")
    name: str
    description: str = ""


class CardCatalogue(Generic[K, C, D]):
    """`folder/cards.json` (each card numbered by its field `key`) and the deck files `folder/decks/*.json`.

    With `bare_lists`, a deck is one list of card numbers (the deck model's `cards`): a deck file may be a bare list
    of them (named after the file), and so may a deck given as plain data."""

    def __init__(self, folder: Path, cards: TypeAdapter, key: str, twice: Callable[[K, C], str], deck: type[D],
                 otherwise: str, summary: Callable[[dict[K, C]], str], *, bare_lists: bool = False,
                 check: Callable[[list[C], dict[K, C], str], None] | None = None):
        self.folder, self.cards, self.key, self.deck, self.bare_lists = folder, cards, key, deck, bare_lists
        self.twice = twice          # the error's words for a number used twice: (number, the card first with it)
        self.otherwise = otherwise  # what else a deck may be given as, said for an unknown ready-made name
        self.summary = summary      # `Game.card_report()`: the pool in a sentence
        self.check = check          # cross-references between cards, checked once the pool is indexed
        self._pool: dict[K, C] | None = None
        self._ready: dict[str, D] = {}

    def pool(self) -> dict[K, C]:
        """All cards by number, loaded and validated once per process; a number used twice is the file's error."""
        if self._pool is None:
            path = self.folder / "cards.json"
            cards = load_json(path, self.cards)
            pool: dict[K, C] = {}
            for i, card in enumerate(cards):
                k = getattr(card, self.key)
                if k in pool:
                    raise DataFileError(str(path), f"{i}.{self.key}", self.twice(k, pool[k]))
                pool[k] = card
            if self.check is not None:
                self.check(cards, pool, str(path))
            self._pool = pool
        return self._pool

    def deck_names(self) -> list[str]:
        return json_names(self.folder / "decks")

    def load_deck(self, path: str | Path) -> D:
        raw = read_json(path)
        if self.bare_lists and isinstance(raw, list):
            return self.deck(name=Path(path).stem, cards=validate_data(raw, self._numbers, str(path)))
        return validate_data(raw, self.deck, str(path))

    def ready_made(self, name: str) -> D:
        """A ready-made deck, loaded once: callers that hand out its lists copy them."""
        if name not in self._ready:
            names = self.deck_names()
            if name not in names:
                raise DataFileError(name, "", f"no ready-made deck of that name; ready-made: {', '.join(names)}"
                                    f" (or give {self.otherwise})")
            self._ready[name] = self.load_deck(self.folder / "decks" / f"{name}.json")
        return self._ready[name]

    def resolve(self, deck: object) -> D | list:
        """A `.json` path, a ready-made name, or plain data validated strictly (`True` is no card number)."""
        if isinstance(deck, str):
            return self.load_deck(Path(deck)) if deck.endswith(".json") else self.ready_made(deck)
        return validate_data(deck, self._numbers if self.bare_lists else self.deck, "deck")

    def resolve_pair(self, decks: object) -> list[D | list]:
        return _two(decks, self.resolve)

    # ----- with `bare_lists` ------------------------------------------------------------------------------------
    @cached_property
    def _numbers(self) -> TypeAdapter:
        """The deck model's `cards` alone, so that a bare list's problems are reported at its top level."""
        cards = self.deck.model_fields["cards"]
        return TypeAdapter(Annotated[(cards.annotation, *cards.metadata)])

    def ready_made_cards(self, name: str) -> list:
        return list(self.ready_made(name).cards)

    def named_cards(self, deck: object) -> tuple[str, list]:
        """A deck as `resolve` takes it, as its name ("deck" for plain data) and a new list of card numbers."""
        found = self.resolve(deck)
        return ("deck", found) if isinstance(found, list) else (found.name, list(found.cards))

    def named_pair(self, decks: object) -> list[tuple[str, list]]:
        return _two(decks, self.named_cards)


def _two(decks: object, resolve: Callable[[Any], T]) -> list[T]:
    """The two decks of a game (one per player), each resolved by `resolve`."""
    if isinstance(decks, str | bytes | dict) or not hasattr(decks, "__len__") or len(decks) != 2:
        raise DataFileError("decks", "", f"two decks are needed (one per player), not {decks!r:.80}")
    return [resolve(deck) for deck in decks]
