"""A game's cards and decks as data files, declared once in its `cards.py`: the card pool by number (loaded and
validated once per process; a number used twice is an error of the file), deck files, ready-made decks, and a deck
given as a ready-made name, a `.json` path or plain data. One place, so the four games load and accept decks alike
and say the same; what a card or a legal deck is stays with each game.

    CATALOGUE = CardCatalogue(DATA_DIR, CardList, "ca", lambda ca, first: f"CA {ca} is already ...", DeckFile,
                              "a .json file or a list of CA numbers", bare_lists=True)
    card_pool = CATALOGUE.pool
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
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
    """What a deck file holds beside its cards: a name (a bare list of card numbers is named after its file) and a
    description; a game's deck model adds the cards."""

    model_config = ConfigDict(extra="forbid")
    name: str
    description: str = ""


@dataclass(eq=False)
class CardCatalogue(Generic[K, C, D]):
    """The card list `folder/cards.json` and the deck files `folder/decks/*.json` of one game.

    With `bare_lists`, a deck is one list of card numbers (the deck model's `cards`): a deck file may be a bare list
    of them and a deck given as plain data is such a list. Without, a deck is a `deck` object."""

    folder: Path
    cards: TypeAdapter                # the card list model
    key: str                          # the field that numbers a card
    twice: Callable[[K, C], str]      # the error's words for a number used twice (the number, the card first with it)
    deck: type[D]                     # the deck file model
    otherwise: str                    # what else a deck may be given as, said when a ready-made name is unknown
    summary: Callable[[dict[K, C]], str]  # what `python -m cardgames cards` says of the pool
    bare_lists: bool = False
    check: Callable[[list[C], dict[K, C], str], None] | None = None  # cross-references between cards, on loading
    _pool: dict[K, C] | None = field(default=None, init=False, repr=False)
    _ready: dict[str, D] = field(default_factory=dict, init=False, repr=False)

    def pool(self) -> dict[K, C]:
        """All cards by number, loaded and validated once: every game and board reads the same pool."""
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

    def report(self) -> str:
        """How much of the pool the engine carries out, in a sentence (`Game.card_report`)."""
        return self.summary(self.pool())

    def deck_path(self, name: str) -> Path:
        """The file of the ready-made deck `name`."""
        return self.folder / "decks" / f"{name}.json"

    def deck_names(self) -> list[str]:
        """The names of the ready-made decks (`folder/decks/`)."""
        return json_names(self.folder / "decks")

    def load_deck(self, path: str | Path) -> D:
        """A deck file (with `bare_lists`, a bare JSON list of card numbers too, named after the file)."""
        raw = read_json(path)
        if self.bare_lists and isinstance(raw, list):
            return self.deck(name=Path(path).stem, cards=validate_data(raw, self._numbers, str(path)))
        return validate_data(raw, self.deck, str(path))

    def ready_made(self, name: str) -> D:
        """A ready-made deck by name, loaded once (callers that hand out its lists copy them); an unknown name's
        error lists every ready-made deck."""
        if name not in self._ready:
            names = self.deck_names()
            if name not in names:
                raise DataFileError(name, "", f"no ready-made deck of that name; ready-made: {', '.join(names)}"
                                    f" (or give {self.otherwise})")
            self._ready[name] = self.load_deck(self.deck_path(name))
        return self._ready[name]

    def resolve(self, deck: object) -> D | list:
        """A string ending in `.json` is a file, any other string a ready-made deck's name; anything else is plain
        data validated strictly (`True` is no card number): a list of card numbers with `bare_lists`, else a deck."""
        if isinstance(deck, str):
            return self.load_deck(Path(deck)) if deck.endswith(".json") else self.ready_made(deck)
        return validate_data(deck, self._numbers if self.bare_lists else self.deck, "deck")

    def resolve_pair(self, decks: object) -> list[D | list]:
        """The two decks of a game (one per player), each by `resolve`."""
        return _two(decks, self.resolve)

    # ----- the games whose deck is one list of card numbers (`bare_lists`) ----------------------------------------
    @cached_property
    def _numbers(self) -> TypeAdapter:
        """The deck model's `cards` alone, bounds included: a bare list's problems are reported at its top level."""
        cards = self.deck.model_fields["cards"]
        return TypeAdapter(Annotated[(cards.annotation, *cards.metadata)])

    def ready_made_cards(self, name: str) -> list:
        """The card numbers of a ready-made deck: a new list, the caller's to change."""
        return list(self.ready_made(name).cards)

    def named_cards(self, deck: object) -> tuple[str, list]:
        """A deck (as `resolve` takes it) as its name ("deck" for plain data) and a new list of its card numbers."""
        found = self.resolve(deck)
        return ("deck", found) if isinstance(found, list) else (found.name, list(found.cards))

    def named_pair(self, decks: object) -> list[tuple[str, list]]:
        """The two decks of a game, each by `named_cards`."""
        return _two(decks, self.named_cards)


def _two(decks: object, resolve: Callable[[Any], T]) -> list[T]:
    """The two decks of a game (one per player), each resolved by `resolve`; anything but two is refused."""
    if isinstance(decks, str | bytes | dict) or not hasattr(decks, "__len__") or len(decks) != 2:
        raise DataFileError("decks", "", f"two decks are needed (one per player), not {decks!r:.80}")
    return [resolve(deck) for deck in decks]
