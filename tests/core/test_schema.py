"""Models declared with `core.schema`: validated by pydantic as its own models are, read as plain objects."""
from __future__ import annotations

from typing import Annotated, Literal

import pydantic
import pytest

from cardgames.core.data import WHOLE, json_schema, validate_data
from cardgames.core.errors import DataFileError
from cardgames.core.schema import BaseModel, ConfigDict, Field, TypeAdapter


class Attack(BaseModel):
    """An attack of a card."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str
    power: Annotated[int, Field(ge=0)]


class Card(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    kind: Literal["toy"] = "toy"
    attacks: list[Attack] = Field(default_factory=list, description="Its attacks")
    seat: Annotated[Literal[0, 1], WHOLE] = 0


Cards = TypeAdapter(list[Card])


def pydantic_twins() -> type:
    """The same two models written with pydantic itself."""

    class Attack(pydantic.BaseModel):  # noqa: F811 (pydantic's twin, same name)
        """An attack of a card."""

        model_config = pydantic.ConfigDict(extra="forbid", frozen=True)
        name: str
        power: Annotated[int, pydantic.Field(ge=0)]

    class Card(pydantic.BaseModel):  # noqa: F811
        model_config = pydantic.ConfigDict(extra="forbid", frozen=True)
        kind: Literal["toy"] = "toy"
        attacks: list[Attack] = pydantic.Field(default_factory=list, description="Its attacks")
        seat: Annotated[Literal[0, 1], WHOLE] = 0

    return Card


def test_loaded_data_is_the_declared_classes_with_plain_read_only_attributes():
    cards = validate_data([{"attacks": [{"name": "Bite", "power": 30}], "seat": 1}, {}], Cards, "cards.json")
    first = cards[0]
    assert type(first) is Card and type(first.attacks[0]) is Attack
    assert (first.kind, first.seat, first.attacks[0].power, cards[1].attacks) == ("toy", 1, 30, [])
    assert "power" in vars(first.attacks[0])  # a plain attribute, not a pydantic field behind __getattr__
    with pytest.raises(AttributeError):
        first.seat = 0
    assert first.model_dump() == {"kind": "toy", "attacks": [{"name": "Bite", "power": 30}], "seat": 1}


@pytest.mark.parametrize("data, where", [([{"attacks": [{"name": "Bite", "power": -1}]}], "0.attacks.0.power"),
                                         ([{"seat": True}], "0.seat"), ([{"colour": "red"}], "0.colour")])
def test_a_bad_value_names_the_file_and_the_field(data, where):
    with pytest.raises(DataFileError) as info:
        validate_data(data, Cards, "cards.json")
    assert (info.value.path, info.value.field) == ("cards.json", where)


def test_same_json_schema_and_errors_as_the_same_models_written_with_pydantic():
    twin = pydantic_twins()
    assert json_schema(Card) == pydantic.TypeAdapter(twin).json_schema()
    bad = {"attacks": [{"name": "Bite", "power": -1}], "extra": 1}
    said = []
    for model in (Card, twin):
        with pytest.raises(DataFileError) as info:
            validate_data(bad, model, "x")
        said.append(str(info.value))
    assert said[0] == said[1] and "attacks.0.power" in said[0] and "extra" in said[0]


def test_calling_a_declared_class_or_model_validate_validates_as_pydantic_does():
    assert Card(attacks=[{"name": "Bite", "power": 3}]).attacks[0] == Attack(name="Bite", power=3)
    assert type(Card.model_validate({"attacks": [{"name": "Bite", "power": 3}]}).attacks[0]) is Attack
    for bad in (lambda: Attack(name="Bite", power=-1), lambda: Attack.model_validate({"name": "Bite"})):
        with pytest.raises(pydantic.ValidationError):
            bad()
    assert Card.model_json_schema() == pydantic_twins().model_json_schema()


def test_a_cell_written_for_pydantic_models_still_reads_the_declared_objects():
    """`model_dump` takes pydantic's other options (by_alias: the effect's 'if'), `model_copy(deep=True)` copies
    nested lists: cells of the tutorials written when the cards were pydantic models keep working."""
    from cardgames.digimon.cards import card_pool
    from cardgames.dspirits.cards import CATALOGUE

    step = next(s for c in card_pool().values() if c.is_digimon for s in c.support if s.when is not None)
    assert "if" in step.model_dump(by_alias=True, exclude_none=True) and "when" in step.model_dump()
    deck = CATALOGUE.ready_made(CATALOGUE.deck_names()[0])
    twin = deck.model_copy(deep=True)
    twin.squad.append(1)
    assert len(twin.squad) == len(deck.squad) + 1
