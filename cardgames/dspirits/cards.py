"""Card models for D-Spirits, validated by pydantic when `data/dspirits/cards.json` is loaded.

No public card list exists (RULES.md 0): every number of the teaching set is invented, and each card says so
(`invented`). Card kinds follow the rulebook: D-Spirits (the Squad deck, DSP-1; D-Evolutions carry `evolution`,
DSP-21) and the three kinds of support card (DSP-3): Signal & Sign, Realm, Special Move. A card's copy limit is
`limit`; `null` is a limitless D-Spirit (DSP-2).
"""
from __future__ import annotations

from functools import cache
from typing import Annotated, ClassVar, Literal

from cardgames.core.catalogue import CardCatalogue
from cardgames.core.data import data_dir, load_json
from cardgames.core.errors import DataFileError
from cardgames.core.schema import BaseModel, CardData, ConfigDict, Field, TypeAdapter
from cardgames.core.words import Phrase

from .effects import Ability, Effect, Evolution, RealmBoost, Requirement, SpecialMove, SpiritType

DATA_DIR = data_dir("dspirits")

Number = Annotated[int, Field(ge=1, le=999, description="The card's number in the teaching set")]
Points = Annotated[int, Field(ge=0, le=10_000)]


class _Card(CardData):
    no: Number
    name: str = Field(min_length=1, max_length=60)
    limit: Annotated[int, Field(ge=1, le=20)] | None = Field(description="Copies allowed across the three decks "
                                                             "(DSP-2); null: limitless")
    text: str = Field(description="The card's effect in the project's own words")
    invented: bool = Field(description="True when the card or its values were invented for the teaching set")

    is_spirit: ClassVar[bool] = False


class SpiritCard(_Card):
    """A D-Spirit (DSP-1, DSP-15, DSP-16), or a D-Evolution when `evolution` is given (DSP-21)."""

    kind: Literal["spirit"] = "spirit"
    types: list[SpiritType] = Field(min_length=1, max_length=2)
    elemental: bool = Field(default=False, description="The green E secondary type (DSP-16)")
    atk: Points
    end: Points
    sp: Points
    abilities: list[Ability] = Field(default_factory=list, max_length=4)
    special_move: SpecialMove | None = None
    evolution: Evolution | None = None

    is_spirit: ClassVar[bool] = True

    @property
    def spooky(self) -> bool:
        return "Spooky" in self.types


class SignalCard(_Card):
    """A Signal & Sign card (DSP-18): played in the player's Main Step, or only as an answer in a chain."""

    kind: Literal["signal"] = "signal"
    timing: Literal["main", "response", "any"]
    effect: Effect


class RealmCard(_Card):
    """A Realm (DSP-19): bid for from `bid` SP; while active it boosts D-Spirits of some types."""

    kind: Literal["realm"] = "realm"
    bid: Annotated[int, Field(ge=0, le=10_000)]
    boost: RealmBoost


class SpecialMoveCard(_Card):
    """A Special Move card (DSP-20): costs SP and needs certain D-Spirits on the player's Battle Scene."""

    kind: Literal["special_move"] = "special_move"
    cost: Points
    requires: Requirement
    effect: Effect


Card = Annotated[SpiritCard | SignalCard | RealmCard | SpecialMoveCard, Field(discriminator="kind")]
AnyCard = SpiritCard | SignalCard | RealmCard | SpecialMoveCard
CardList = TypeAdapter(Annotated[list[Card], Field(max_length=999)])

DECK_FILE_LIMIT = 60  # three times the largest deck: a longer list is refused before any rule is checked
CardNumbers = Annotated[list[Number], Field(max_length=DECK_FILE_LIMIT)]


class DeckSet(BaseModel):
    """A player's three decks (DSP-1, DSP-3, DSP-4), by card number."""

    model_config = ConfigDict(extra="forbid")
    name: str = Field(default="deck", max_length=80)
    description: str = Field(default="", max_length=2000)
    squad: CardNumbers
    support: CardNumbers
    side: CardNumbers = Field(default_factory=list)


class TypeChart(CardData):
    """Which type beats which, and the boost the advantaged D-Spirit gets in a battle (DSP-16: invented)."""

    invented: bool
    atk: Points
    end: Points
    beats: dict[SpiritType, list[SpiritType]]


def _check_evolutions(cards: list[AnyCard], pool: dict[int, AnyCard], source: str) -> None:
    """A D-Evolution's base is a D-Spirit of the list (DSP-21): the one check that needs the whole pool."""
    for i, card in enumerate(cards):
        if card.is_spirit and card.evolution and not (card.evolution.base in pool and pool[card.evolution.base]
                                                       .is_spirit):
            raise DataFileError(source, f"{i}.evolution.base", f"no D-Spirit has number {card.evolution.base}")


CATALOGUE: CardCatalogue[int, AnyCard, DeckSet] = CardCatalogue(
    DATA_DIR, CardList, "no", lambda no, first: f"number {no} is already {first.name}'s", DeckSet,
    "a .json file or a dict with squad, support and side",
    lambda pool: Phrase("{} cards, all implemented; every value is invented for the teaching set (RULES.md 4)",
                        len(pool)),
    check=_check_evolutions)
card_pool = CATALOGUE.pool


@cache
def type_chart() -> TypeChart:
    return load_json(DATA_DIR / "type_chart.json", TypeChart)


def beats(attacker_types: list[str], defender_types: list[str]) -> bool:
    """Whether a D-Spirit of `attacker_types` has the advantage over one of `defender_types` (DSP-16)."""
    chart = type_chart().beats
    return any(d in chart.get(a, ()) for a in attacker_types for d in defender_types)
