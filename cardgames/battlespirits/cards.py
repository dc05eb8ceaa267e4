"""Card models for Battle Spirits Standard, validated by pydantic when `data/battlespirits/cards.json` is loaded.

Names, kinds, costs, colours and reduction colours are facts from the 2026 entry decks (26RSD01 red, 26RSD02
purple). No public data has levels, BP, symbols or effect text: those are invented for the lessons, and each card
lists the fields that are invented in `invented`. Cards whose very name is invented say so with `practice: true`.
"""
from __future__ import annotations

from functools import cached_property
from typing import Annotated, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from cardgames.core.catalogue import CardCatalogue, NamedDeck
from cardgames.core.data import data_dir

from .effects import Ability, MagicEffect, SoulMagic

DATA_DIR = data_dir("battlespirits")

Colour = Literal["red", "purple", "green", "white", "yellow", "blue"]
COLOURS: tuple[str, ...] = ("red", "purple", "green", "white", "yellow", "blue")  # BS-15
CardId = Annotated[str, Field(pattern=r"^[A-Z][0-9]{2}$", description="The project's card number, e.g. R01")]


class Level(BaseModel):
    """One printed level: the cores it needs (the soul core counts, BS-20) and, for a spirit, its BP."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    level: Annotated[int, Field(ge=1, le=5)]
    cores: Annotated[int, Field(ge=0, le=10)]
    bp: Annotated[int, Field(ge=0, le=30000)] = 0


class _Card(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: CardId
    name: str
    cost: Annotated[int, Field(ge=0, le=12)]
    colours: Annotated[list[Colour], Field(min_length=1)]
    reduction: list[Colour] = Field(default_factory=list, description="Reduction symbols, one entry each (BS-17)")
    family: list[str] = Field(default_factory=list)
    text: str = Field(description="What the card does, in the project's own words")
    practice: bool = Field(default=False, description="True for a card invented for the lessons (name included)")
    invented: list[str] = Field(default_factory=list, description="Fields whose values are invented for the lessons")

    is_spirit: ClassVar[bool] = False
    is_nexus: ClassVar[bool] = False
    is_magic: ClassVar[bool] = False

    @cached_property
    def reduction_slots(self) -> tuple[tuple[str, int], ...]:
        """The printed reduction symbols counted by colour, in order of first appearance (BS-17): worked out once
        per card (cards never change), as every cost check of the hand reads them."""
        slots: dict[str, int] = {}
        for colour in self.reduction:
            slots[colour] = slots.get(colour, 0) + 1
        return tuple(slots.items())


class _Permanent(_Card):
    levels: Annotated[list[Level], Field(min_length=1)]
    symbols: list[Colour] = Field(default_factory=list, description="One entry per symbol: a double symbol is "
                                  "the colour twice (BS-17, BS-26)")
    ex_symbol: bool = Field(default=False, description="An EX symbol: usable for 継召 from the trash (BS-18)")
    shinkaiho: bool = Field(default=False, description="真界放: the final level is also reached with the soul core "
                            "on the card (BS-23)")
    abilities: list[Ability] = Field(default_factory=list)

    @property
    def max_level(self) -> int:
        return self.levels[-1].level

    def level_for(self, cores: int, soul: bool) -> int:
        """The level for `cores` cores on the card (the soul core included in `cores`), 0 below Lv1 (BS-20, BS-23)."""
        table, top, _ = self.level_facts
        return level_from(table, top, cores, soul)

    @cached_property
    def level_facts(self) -> tuple[tuple[int, ...], int, int]:
        """(`level_table`, the final level when 真界放 lets the soul core reach it or else 0, the cores of Lv1): what
        levels are worked out from. A game copies them into a plain tuple by card (`BattleSpiritsState.level_facts`):
        a pydantic model's attributes are read without CPython 3.11's specialised fast path (its `__getattr__`), and
        levels are asked for at every core move and check."""
        return self.level_table, self.levels[-1].level if self.shinkaiho else 0, self.levels[0].cores

    @cached_property
    def level_table(self) -> tuple[int, ...]:
        """BS-20: the level for 0, 1, 2... cores, up to the most any level needs (more cores reach no higher level):
        the last printed level whose cores are met. Worked out once per card (cards never change), as levels are
        asked for at every core move and every check."""
        return tuple(next((lv.level for lv in reversed(self.levels) if n >= lv.cores), 0)
                     for n in range(max(lv.cores for lv in self.levels) + 1))


def level_from(table: tuple[int, ...], top: int, cores: int, soul: bool) -> int:
    """The level for `cores` cores on a card (the soul core included) from its `level_facts` `table` and `top`."""
    if soul and top:
        return top
    return table[cores] if cores < len(table) else table[-1]


class SpiritCard(_Permanent):
    kind: Literal["spirit"] = "spirit"
    is_spirit: ClassVar[bool] = True

    def bp_at(self, level: int) -> int:
        for lv in self.levels:
            if lv.level == level:
                return lv.bp
        return 0


class NexusCard(_Permanent):
    kind: Literal["nexus"] = "nexus"
    is_nexus: ClassVar[bool] = True


class MagicCard(_Card):
    kind: Literal["magic"] = "magic"
    effects: Annotated[list[MagicEffect], Field(min_length=1, max_length=2)]
    soul_magic: SoulMagic | None = None
    is_magic: ClassVar[bool] = True
    symbols: ClassVar[list[str]] = []
    ex_symbol: ClassVar[bool] = False


class RuleCard(BaseModel):
    """A rule card (a turn summary sheet): printed in the decks, never played and never part of a deck (BS-29)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    kind: Literal["rule"] = "rule"
    id: CardId
    name: str
    text: str


Card = Annotated[SpiritCard | NexusCard | MagicCard | RuleCard, Field(discriminator="kind")]
PlayCard = SpiritCard | NexusCard | MagicCard
CardList = TypeAdapter(list[Card])

DECK_FILE_LIMIT = 400  # ten decks' worth: a longer list is refused before any rule is checked (BS-2 wants 40+)


class DeckFile(NamedDeck):
    """A ready-made deck: a name, a description and 40 or more card numbers."""

    cards: Annotated[list[CardId], Field(max_length=DECK_FILE_LIMIT)]


def _summary(pool: dict[str, PlayCard | RuleCard]) -> str:
    real = [c for c in pool.values() if c.kind != "rule" and not c.practice]
    practice = [c for c in pool.values() if c.kind != "rule" and c.practice]
    return (f"{len(real) + len(practice)} playable cards, every effect carried out: {len(real)} with real names, "
            f"costs and reductions (levels, BP, symbols and effects invented), {len(practice)} practice cards "
            f"invented whole ({', '.join(c.name for c in practice)})")


CATALOGUE: CardCatalogue[str, PlayCard | RuleCard, DeckFile] = CardCatalogue(
    DATA_DIR, CardList, "id", lambda cid, first: f"{cid} is already the number of {first.name}", DeckFile,
    "a .json file or a list of card numbers", _summary, bare_lists=True)
card_pool = CATALOGUE.pool
