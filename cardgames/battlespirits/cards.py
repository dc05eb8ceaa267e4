"""Card models for Battle Spirits Standard, validated by pydantic when `data/battlespirits/cards.json` is loaded.

Names, kinds, costs, colours and reduction colours are facts from the 2026 entry decks (26RSD01 red, 26RSD02
purple). No public data has levels, BP, symbols or effect text: those are invented for the lessons, and each card
lists the fields that are invented in `invented`. Cards whose very name is invented say so with `practice: true`.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, ClassVar, Literal, NamedTuple

from cardgames.core.catalogue import CardCatalogue, NamedDeck
from cardgames.core.data import data_dir
from cardgames.core.schema import CardData, Field, TypeAdapter
from cardgames.core.words import Phrase

from .effects import Ability, MagicEffect, SoulMagic

DATA_DIR = data_dir("battlespirits")

Colour = Literal["red", "purple", "green", "white", "yellow", "blue"]
COLOURS: tuple[str, ...] = ("red", "purple", "green", "white", "yellow", "blue")  # BS-15
CardId = Annotated[str, Field(pattern=r"^[A-Z][0-9]{2}$", description="The project's card number, e.g. R01")]


class Level(CardData):
    """One printed level: the cores it needs (the soul core counts, BS-20) and, for a spirit, its BP."""

    level: Annotated[int, Field(ge=1, le=5)]
    cores: Annotated[int, Field(ge=0, le=10)]
    bp: Annotated[int, Field(ge=0, le=30000)] = 0


class _Card(CardData):
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


class _Permanent(_Card):
    levels: Annotated[list[Level], Field(min_length=1)]
    symbols: list[Colour] = Field(default_factory=list, description="One entry per symbol: a double symbol is "
                                  "the colour twice (BS-17, BS-26)")
    ex_symbol: bool = Field(default=False, description="An EX symbol: usable for 継召 from the trash (BS-18)")
    shinkaiho: bool = Field(default=False, description="真界放: the final level is also reached with the soul core "
                            "on the card (BS-23)")
    abilities: list[Ability] = Field(default_factory=list)

    def level_for(self, cores: int, soul: bool) -> int:
        """The level for `cores` cores on the card (the soul core included in `cores`), 0 below Lv1 (BS-20, BS-23)."""
        table, top, _ = level_facts(self.levels, self.shinkaiho)
        return level_from(table, top, cores, soul)


def level_facts(levels: Sequence[Level | LevelFacts], shinkaiho: bool) -> tuple[tuple[int, ...], int, int]:
    """What the levels of a card are worked out from: its level table (BS-20: the level for 0, 1, 2... cores, up to
    the most any level needs, as more cores reach no higher level: the last printed level whose cores are met), its
    final level when 真界放 lets the soul core reach it or else 0 (BS-23), and the cores of its Lv1."""
    most = max(lv.cores for lv in levels)
    table = [0] * (most + 1)
    for lv in levels:  # from its cores up, a level replaces the levels printed before it
        table[lv.cores:] = [lv.level] * (most + 1 - lv.cores)
    return tuple(table), levels[-1].level if shinkaiho else 0, levels[0].cores


def level_from(table: tuple[int, ...], top: int, cores: int, soul: bool) -> int:
    """The level for `cores` cores on a card (the soul core included) from its `level_facts` `table` and `top`."""
    if soul and top:
        return top
    return table[cores] if cores < len(table) else table[-1]


class SpiritCard(_Permanent):
    kind: Literal["spirit"] = "spirit"
    is_spirit: ClassVar[bool] = True


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


class RuleCard(CardData):
    """A rule card (a turn summary sheet): printed in the decks, never played and never part of a deck (BS-29)."""

    kind: Literal["rule"] = "rule"
    id: CardId
    name: str
    text: str


Card = Annotated[SpiritCard | NexusCard | MagicCard | RuleCard, Field(discriminator="kind")]
PlayCard = SpiritCard | NexusCard | MagicCard
NO_LEVELS = ((0,), 0, 0)  # the `level_facts` of a magic card: never a level, nothing needed for Lv1


class LevelFacts(NamedTuple):
    """A printed level (`Level`) as a game reads it."""

    level: int
    cores: int
    bp: int


class AbilityFacts(NamedTuple):
    """An ability of a spirit or nexus (`effects.Ability`) as a game reads it; its effects are the effect models."""

    when: str
    levels: list[int]
    soul_core: bool
    effects: list


class EffectFacts(NamedTuple):
    """An effect of a magic card (`effects.MagicEffect`) as a game reads it; its effects are the effect models."""

    timing: str
    effects: list


class CardFacts:
    """A card as the rules read it, the same for every kind of card (a magic card has no levels, abilities or
    symbols; a spirit or nexus no effects and no Soul Magic): the fields of its loaded model with what they work out
    to, worked out once per card number (`card_facts`) rather than at every read: reduction symbols by colour, the
    levels' facts (the level table the cores on a card are looked up in), the EX symbol's colour, the final level.
    Plain values, never written: every game deals the same object for a card number (`State._deal`), and the loaded
    models stay as they were."""

    def __init__(self, card: PlayCard) -> None:
        fields = vars(card)  # the model's field values
        kind = fields["kind"]
        self.id, self.name, self.kind, self.text = fields["id"], fields["name"], kind, fields["text"]
        self.is_spirit, self.is_nexus, self.is_magic = kind == "spirit", kind == "nexus", kind == "magic"
        self.cost, self.colours, self.reduction = fields["cost"], fields["colours"], fields["reduction"]
        self.practice, self.invented = fields["practice"], fields["invented"]
        self.symbols: list[str] = fields.get("symbols", [])
        self.ex_symbol: bool = fields.get("ex_symbol", False)
        self.shinkaiho: bool = fields.get("shinkaiho", False)
        self.levels = tuple(LevelFacts(**vars(lv)) for lv in fields.get("levels", ()))
        self.abilities = tuple(AbilityFacts(**vars(ab)) for ab in fields.get("abilities", ()))
        self.effects = tuple(EffectFacts(**vars(e)) for e in fields.get("effects", ()))
        self.soul_magic: SoulMagic | None = fields.get("soul_magic")
        slots: dict[str, int] = {}
        for colour in self.reduction:
            slots[colour] = slots.get(colour, 0) + 1
        # the printed reduction symbols counted by colour, in order of first appearance (BS-17)
        self.reduction_slots = tuple(slots.items())
        self.level_facts = level_facts(self.levels, self.shinkaiho) if self.levels else NO_LEVELS
        self.ex_colour = self.symbols[0] if self.ex_symbol else None  # the colour its EX symbol counts for (BS-18)
        self.max_level = self.levels[-1].level if self.levels else 0

    def level_for(self, cores: int, soul: bool) -> int:
        """The level for `cores` cores on the card (the soul core included in `cores`), 0 below Lv1 (BS-20, BS-23)."""
        table, top, _ = self.level_facts
        return level_from(table, top, cores, soul)

    def bp_at(self, level: int) -> int:
        """A spirit's printed BP at `level` (0 at a level it does not have)."""
        for lv in self.levels:
            if lv.level == level:
                return lv.bp
        return 0

CardList = TypeAdapter(list[Card])

DECK_FILE_LIMIT = 400  # ten decks' worth: a longer list is refused before any rule is checked (BS-2 wants 40+)


class DeckFile(NamedDeck):
    """A ready-made deck: a name, a description and 40 or more card numbers."""

    cards: Annotated[list[CardId], Field(max_length=DECK_FILE_LIMIT)]


def _summary(pool: dict[str, PlayCard | RuleCard]) -> Phrase:
    real = [c for c in pool.values() if c.kind != "rule" and not c.practice]
    practice = [c for c in pool.values() if c.kind != "rule" and c.practice]
    return Phrase("{} playable cards, every effect carried out: {} with real names, costs and reductions (levels, BP, "
                  "symbols and effects invented), {} practice cards invented whole ({})", len(real) + len(practice),
                  len(real), len(practice), ", ".join(c.name for c in practice))


CATALOGUE: CardCatalogue[str, PlayCard | RuleCard, DeckFile] = CardCatalogue(
    DATA_DIR, CardList, "id", lambda cid, first: f"{cid} is already the number of {first.name}", DeckFile,
    "a .json file or a list of card numbers", _summary, bare_lists=True)
card_pool = CATALOGUE.pool


def card_facts() -> dict[str, CardFacts]:
    """Every playable card of the pool as `CardFacts`, by number (made once: `CardCatalogue.facts`)."""
    return CATALOGUE.facts(CardFacts, lambda card: not isinstance(card, RuleCard))
