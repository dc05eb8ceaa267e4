"""A game's card list and deck files, declared once in its `cards.py` (`CATALOGUE`), so that the four games load
cards and take decks alike and say the same; what a card or a legal deck is stays with each game."""
from __future__ import annotations

import json
from collections.abc import Callable
from itertools import combinations
from pathlib import Path
from typing import Annotated, Any, Generic, TypeVar

from .data import load_json, read_known_json, validate_data
from .errors import DataFileError, shown
from .positions import json_names
from .schema import BaseModel, ConfigDict, TypeAdapter, build, pydantic_model

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
        self._fields: dict[str, TypeAdapter] = {}  # one validator per deck field, made when first asked
        # decks given as plain data known valid, by their JSON text (what `validate_data` validates): the
        # ready-made decks as a game's set-up keeps them, and those validated since (a clone, a replay, a new game
        # like this one hand a game's own decks back: validated once, not each time)
        self._valid: dict[str, D | list] = {}
        self._facts: dict[Callable, dict] = {}  # the pool as each `make` reads it (`facts`)

    def pool(self) -> dict[K, C]:
        """All cards by number, loaded and validated once per process; a number used twice is the file's error."""
        if self._pool is None:
            path = self.folder / "cards.json"
            cards = load_json(path, self.cards, folder=self.folder)
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

    def facts(self, make: Callable[[C], Any], keep: Callable[[C], bool] | None = None) -> dict[K, Any]:
        """The pool's cards (those `keep` keeps) as `make(card)` makes them, by number: the facts a game deals its
        instances (`State._deal`), made once per process, as the pool is loaded once and never changes."""
        found = self._facts.get(make)
        if found is None:
            found = self._facts[make] = {k: make(c) for k, c in self.pool().items() if keep is None or keep(c)}
        return found

    def strings(self) -> set[str]:
        """Every string of the card data (names, attacks, effects as printed): what a translation leaves as it is
        and a check of a translated transcript allows."""
        found: set[str] = set()
        for card in self.pool().values():
            _strings(card.model_dump(), found)
        return found

    def deck_names(self) -> list[str]:
        return json_names(self.folder / "decks")

    def load_deck(self, path: str | Path) -> D:
        raw, known = read_known_json(path, self.folder / "decks")
        if known and isinstance(raw, dict):  # a ready-made deck, validated when the kit was built and tested
            return build(self.deck, raw)
        if self.bare_lists and isinstance(raw, list):
            return self.deck(name=Path(path).stem, cards=validate_data(raw, self._field("cards"), str(path)))
        return validate_data(raw, self.deck, str(path))

    def ready_made(self, name: str) -> D:
        """A ready-made deck, loaded once per process and handed out as a copy with lists of its own, so that a cell
        that edits the deck it was given changes no later game (the lists hold card numbers, which are immutable)."""
        if name not in self._ready:
            names = self.deck_names()
            if name not in names:
                raise DataFileError(name, "", f"no ready-made deck of that name; ready-made: {', '.join(names)}"
                                    f" (or give {self.otherwise})")
            deck = self._ready[name] = self.load_deck(self.folder / "decks" / f"{name}.json")
            self._know(deck)
        return _copied(self._ready[name])

    def _know(self, deck: D) -> None:
        """Note a ready-made deck as plain data known valid, as a game's set-up may keep it: its fields, with or
        without those that have a default (a set-up that leaves out the description), or its list of cards."""
        dump = deck.model_dump()
        optional = [name for name in dump if self.deck.default_of(name) is not ...]
        for n in range(len(optional) + 1):
            for left_out in combinations(optional, n):
                fields = {name: value for name, value in dump.items() if name not in left_out}
                self._valid[_json_key(fields)] = build(self.deck, fields)
        if self.bare_lists:
            self._valid[_json_key(deck.cards)] = list(deck.cards)

    def resolve(self, deck: object) -> D | list:
        """A `.json` path, a ready-made name, or plain data validated strictly (`True` is no card number)."""
        if isinstance(deck, Path):
            return self.load_deck(deck)
        if isinstance(deck, str):
            return self.load_deck(Path(deck)) if deck.endswith(".json") else self.ready_made(deck)
        key = _json_key(deck)  # the same text is the same validation (`true` and `1` are two texts)
        known = self._valid.get(key) if key is not None else None
        if known is not None:
            return _copied(known)
        found = validate_data(deck, self._field("cards") if self.bare_lists else self.deck, "deck")
        if key is not None:
            self._valid[key] = _copied(found)
        return found

    def deck_of(self, deck: object) -> D:
        """One player's deck as the deck model, from anything `resolve` takes or the model itself: what
        `Game.deck_violations` checks."""
        if isinstance(deck, self.deck):
            return deck
        found = self.resolve(deck)
        return self.deck(name="deck", cards=found) if isinstance(found, list) else found

    def checked(self, field: str, value: object) -> Any:
        """`value` validated as the deck model's `field` (a list of card numbers, strictly: `"27"` is no CA number),
        so that a deck helper given something that is no list of cards says so, naming the field, instead of
        reading a string letter by letter."""
        return validate_data(value, self._field(field), field)

    def _field(self, name: str) -> TypeAdapter:
        """The deck model's field `name` alone, so that its problems are reported at its top level."""
        if name not in self._fields:
            field = pydantic_model(self.deck).model_fields[name]
            self._fields[name] = TypeAdapter(Annotated[(field.annotation, *field.metadata)])
        return self._fields[name]

    def resolve_pair(self, decks: object) -> list[D | list]:
        return _two(decks, self.resolve)

    # ----- with `bare_lists` ------------------------------------------------------------------------------------
    def ready_made_cards(self, name: str) -> list:
        return self.ready_made(name).cards

    def named_cards(self, deck: object) -> tuple[str, list]:
        """A deck as `resolve` takes it, as its name ("deck" for plain data) and a new list of card numbers."""
        found = self.resolve(deck)
        return ("deck", found) if isinstance(found, list) else (found.name, list(found.cards))

    def named_pair(self, decks: object) -> list[tuple[str, list]]:
        return _two(decks, self.named_cards)


def _json_key(data: object) -> str | None:
    """Plain data as the JSON text `validate_data` validates, or None when it is no plain JSON data (its
    validation then says why)."""
    try:
        return json.dumps(data, allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        return None


def _copied(deck: Any) -> Any:
    """A deck (a model, or a list of card numbers) with lists of its own, so that a cell that edits the deck it was
    given changes no later game (the lists hold card numbers, which are immutable)."""
    if isinstance(deck, list):
        return list(deck)
    return deck.model_copy(update={field: list(value) for field, value in vars(deck).items()
                                   if isinstance(value, list)})


def _two(decks: object, resolve: Callable[[Any], T]) -> list[T]:
    """The two decks of a game (one per player), each resolved by `resolve`."""
    if isinstance(decks, str | bytes | dict) or not hasattr(decks, "__len__") or len(decks) != 2:
        raise DataFileError("decks", "", f"two decks are needed (one per player), not {shown(decks)}")
    return [resolve(deck) for deck in decks]


def _strings(item: object, found: set[str]) -> None:
    if isinstance(item, str):
        found.add(item)
    elif isinstance(item, dict):
        for value in item.values():
            _strings(value, found)
    elif isinstance(item, list | tuple):
        for value in item:
            _strings(value, found)
