"""Skirmish's cards and decks: `data/cards.json` and `data/decks/*.json`, as core's `CardCatalogue`."""
from __future__ import annotations

from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from cardgames.core.catalogue import CardCatalogue, NamedDeck

DATA_DIR = Path(__file__).resolve().parent / "data"
HEAVY = 4  # SKM-4: a card of this power or more needs a card in the line already


class Card(BaseModel):
    """A card: its number, name and power."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    number: Annotated[int, Field(ge=1)]
    name: str
    power: Annotated[int, Field(ge=1, le=9)]


class Deck(NamedDeck):
    cards: Annotated[list[int], Field(max_length=40)]


CATALOGUE: CardCatalogue[int, Card, Deck] = CardCatalogue(
    DATA_DIR, TypeAdapter(list[Card]), "number", lambda n, first: f"{n} is already the number of {first.name}", Deck,
    "a list of card numbers", lambda pool: f"Skirmish: {len(pool)} cards, all implemented", bare_lists=True)
card_pool = CATALOGUE.pool
