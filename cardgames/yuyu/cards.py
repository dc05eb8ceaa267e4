"""Card models of the Yu Yu Hakusho TCG, validated by pydantic when `data/yuyu/cards.json` is loaded.

Card facts (code, name, type, alignment, team, Defense, attack costs and values, SE costs) come from the teaching
set of RULES.md §4 and the Ghost Files card list (see `data/README.md`); every effect is re-expressed in the
vocabulary of `effects.py` and described in the project's own words (`text`). `practice` marks invented cards.
"""
from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from cardgames.core.catalogue import CardCatalogue, NamedDeck
from cardgames.core.data import data_dir
from cardgames.core.schema import CardData, Field, TypeAdapter
from cardgames.core.words import Phrase

from .effects import Effect

DATA_DIR = data_dir("yuyu")
Code = Annotated[str, Field(pattern=r"^(GF|PR)-[A-Z]{0,2}\d{1,3}$", description="Set code and number, e.g. GF-ST42")]


class Attack(CardData):
    """An attack: the cost ((#)) paid by discarding that many cards (§2.4), the attack value and its effect."""

    name: str
    cost: Annotated[int, Field(ge=0, le=9)]
    value: Annotated[int, Field(ge=0)]
    effects: list[Effect] = Field(default_factory=list)


class _Card(CardData):
    code: Code
    name: str
    text: str = Field(description="The card's effect in the project's own words")
    practice: bool = Field(default=False, description="An invented card for the lessons, not a real one")
    note: str = ""
    limit: Annotated[int, Field(ge=1, le=3, description="Copies allowed in a deck (YYH-1)")] = 3


class CharacterCard(_Card):
    kind: Literal["character"] = "character"
    alignment: Literal["Hero", "Villain"]
    team: str | None = None
    defense: Annotated[int, Field(ge=0)]
    attacks: list[Attack] = Field(min_length=1)
    effects: list[Effect] = Field(default_factory=list, description="Continuous effects")
    se: ClassVar[int] = 0
    is_character: ClassVar[bool] = True


class TechniqueCard(_Card):
    kind: Literal["technique"] = "technique"
    se: Annotated[int, Field(ge=0, le=10)] = 0
    attacks: list[Attack] = Field(min_length=1, max_length=1)
    is_character: ClassVar[bool] = False


class ItemCard(_Card):
    kind: Literal["item"] = "item"
    se: Annotated[int, Field(ge=0, le=10)] = 0
    effects: list[Effect] = Field(default_factory=list)
    attacks: ClassVar[list] = []
    is_character: ClassVar[bool] = False


class EventCard(_Card):
    kind: Literal["event"] = "event"
    se: Annotated[int, Field(ge=0, le=10)] = 0
    effects: list[Effect] = Field(min_length=1)
    attacks: ClassVar[list] = []
    is_character: ClassVar[bool] = False


Card = Annotated[CharacterCard | TechniqueCard | ItemCard | EventCard, Field(discriminator="kind")]
CardList = TypeAdapter(list[Card])

DECK_FILE_LIMIT = 200
Codes = Annotated[list[Code], Field(max_length=DECK_FILE_LIMIT)]


class DeckFile(NamedDeck):
    """A ready-made deck: the 4 starting characters in match order (the first fights match 1) and the rest."""

    characters: Codes
    cards: Codes


def _summary(pool: dict[str, CharacterCard | TechniqueCard | ItemCard | EventCard]) -> Phrase:
    practice = [c.name for c in pool.values() if c.practice]
    return Phrase("{} cards, all implemented ({} real, {} practice: {})", len(pool), len(pool) - len(practice),
                  len(practice), ", ".join(practice))


CATALOGUE: CardCatalogue[str, CharacterCard | TechniqueCard | ItemCard | EventCard, DeckFile] = CardCatalogue(
    DATA_DIR, CardList, "code", lambda code, first: f"{code} is already the code of {first.name}", DeckFile,
    "a .json file or a deck as a dict", _summary)
card_pool = CATALOGUE.pool


AnyCard = CharacterCard | TechniqueCard | ItemCard | EventCard
TEAMS_WITH_BONUS = ("Urameshi", "Toguro")  # YYH-3
TURN_START_OPS = ("turn_start_reorder", "opp_turn_start_mill")  # item effects that fire at the start of a turn


class CardFacts:
    """A card as the rules read it, the same for every kind (one class with slots, so the rules' reads stay specialised
    by Python 3.11 whatever card they meet): the loaded card's fields (a field its kind does not have is None, or no
    attacks and no effects), the loaded card itself (`card`), and what the rules read at every team-bonus check,
    turn and attack value worked out once per card number (`card_facts`). Plain values, never written: every game
    deals the same object for a card number (`State._deal`)."""

    __slots__ = ("card", "code", "name", "kind", "text", "practice", "note", "limit", "alignment", "team", "defense",
                 "se", "attacks", "effects", "is_character", "bonus_team", "turn_start", "attack_bonus",
                 "attack_indexes")

    def __init__(self, c: AnyCard) -> None:
        character = c.kind == "character"
        self.card = c  # the loaded card itself
        self.code, self.name, self.kind, self.text, self.practice, self.note, self.limit = (
            c.code, c.name, c.kind, c.text, c.practice, c.note, c.limit)
        self.alignment, self.team, self.defense = (c.alignment, c.team, c.defense) if character else (None, None,
                                                                                                     None)
        self.se = c.se
        self.attacks = c.attacks
        self.effects = c.effects if c.kind != "technique" else []
        self.is_character = character
        # the team whose bonus the character counts for (YYH-3), else None
        self.bonus_team = c.team if character and c.team in TEAMS_WITH_BONUS else None
        item = c.kind == "item"
        # an item's effects that fire at the start of a turn, and its attack bonuses (empty for other cards)
        self.turn_start = tuple(e for e in c.effects if e.op in TURN_START_OPS) if item else ()
        self.attack_bonus = tuple(e for e in c.effects if e.op == "attack_bonus") if item else ()
        self.attack_indexes = tuple(range(len(c.attacks)))  # its own attacks, by index (YYH-4)

    def __repr__(self) -> str:
        return f"CardFacts({self.card!r})"


def card_facts() -> dict[str, CardFacts]:
    """Every card of the pool as `CardFacts`, by code (made once: `CardCatalogue.facts`)."""
    return CATALOGUE.facts(CardFacts)
