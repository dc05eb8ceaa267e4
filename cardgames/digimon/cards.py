"""Card models for Digimon Card Battle, validated by pydantic when `data/digimon/cards.json` is loaded.

Stats (names, numbers, HP, attacks) are facts from the PlayStation card list; every effect is re-expressed in the
structured vocabulary of `effects.py` and described in the project's own words (`text`).
"""
from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from cardgames.core.catalogue import CardCatalogue, NamedDeck
from cardgames.core.data import data_dir
from cardgames.core.schema import CardData, Field, TypeAdapter
from cardgames.core.words import Phrase

from .effects import CrossEffect, EffectStep, EvolutionEffect

DATA_DIR = data_dir("digimon")

Level = Literal["R", "A", "C", "U"]
Specialty = Literal["Fire", "Ice", "Nature", "Darkness", "Rare"]
LEVEL_RANK = {"R": 0, "A": 1, "C": 2, "U": 3}
ATTACK_NAMES = ("circle", "triangle", "cross")
ATTACK_SYMBOLS = ("○", "△", "×")


class _Card(CardData):
    ca: Annotated[int, Field(ge=0, le=300, description="Identification code (CA number)")]
    name: str
    implemented: bool = Field(description="True when every effect of the card is carried out by the engine")
    text: str = Field(description="The card's effect in the project's own words")


class Attack(CardData):
    name: str
    power: Annotated[int, Field(ge=0)]


class DigimonCard(_Card):
    kind: Literal["digimon"] = "digimon"
    level: Level
    specialty: Specialty
    hp: Annotated[int, Field(gt=0)]
    evolve_cost: Annotated[int, Field(ge=0, description="P.E needed to evolve into this card")]
    pe: Annotated[int, Field(ge=0, description="P.E this card gives in the Evolution Zone")]
    circle: Attack
    triangle: Attack
    cross: Attack
    cross_effect: CrossEffect | None = None
    support: list[EffectStep] = Field(default_factory=list, description="Effect when used as a support card")
    evolves_from: list[int] = Field(default_factory=list, description="A level only: CA numbers it evolves from")

    is_digimon: ClassVar[bool] = True  # a class attribute, not a property: read on every rule step

    @property
    def attacks(self) -> tuple[Attack, Attack, Attack]:
        return (self.circle, self.triangle, self.cross)


class OptionCard(_Card):
    kind: Literal["option"] = "option"
    effect: list[EffectStep] = Field(default_factory=list, description="Effect when revealed as a support card")
    evolution: EvolutionEffect | None = Field(default=None, description="Yellow-border cards: played in the "
                                              "evolution phase (DCB-15)")

    is_digimon: ClassVar[bool] = False


Card = Annotated[DigimonCard | OptionCard, Field(discriminator="kind")]
CardList = TypeAdapter(list[Card])


DECK_FILE_LIMIT = 300  # ten decks' worth: a longer list is refused before any rule is checked (DCB-1 wants 30)


class DeckFile(NamedDeck):
    """A ready-made deck: a name, a description and 30 CA numbers."""

    cards: Annotated[list[int], Field(max_length=DECK_FILE_LIMIT)]


def _summary(pool: dict[int, DigimonCard | OptionCard]) -> Phrase:
    done = sum(c.implemented for c in pool.values())
    missing = ", ".join(f"{c.ca} {c.name}" for c in pool.values() if not c.implemented) or "none"
    return Phrase("{}/{} cards implemented; not implemented: {}", done, len(pool), missing)


CATALOGUE: CardCatalogue[int, DigimonCard | OptionCard, DeckFile] = CardCatalogue(
    DATA_DIR, CardList, "ca", lambda ca, first: f"CA {ca} is already the number of {first.name}", DeckFile,
    "a .json file or a list of CA numbers", _summary, bare_lists=True)
card_pool = CATALOGUE.pool
load_deck = CATALOGUE.load_deck
