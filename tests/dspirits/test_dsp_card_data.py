"""The shipped D-Spirits data: the invented teaching set of RULES.md section 4, the type chart and the schemas."""
from __future__ import annotations

import json

import pytest

from cardgames.core.data import json_schema
from cardgames.dspirits.cards import DATA_DIR, CardList, DeckSet, TypeChart, beats, card_pool, type_chart
from cardgames.dspirits.positions import Position


@pytest.fixture(scope="module")
def pool():
    return card_pool()


@pytest.mark.parametrize("name, atk, end, sp", [
    ("Rockwraggle", 1200, 1000, 600), ("Illguana", 900, 800, 500), ("Lampire", 800, 1200, 400),
    ("Glimmerqueen", 1800, 1400, 900)])
def test_rulebook_names_carry_the_teaching_stats(pool, name, atk, end, sp):
    card = next(c for c in pool.values() if c.name == name)
    assert (card.atk, card.end, card.sp) == (atk, end, sp)


def test_every_card_is_labelled_invented(pool):
    assert all(c.invented for c in pool.values())
    assert type_chart().invented


def test_teaching_set_has_what_rules_md_asks_for(pool):
    spirits = [c for c in pool.values() if c.is_spirit]
    assert any(c.limit is None for c in spirits)                                  # a limitless card
    assert any(c.end == 1500 for c in spirits)                                     # the wall
    assert any(c.spooky for c in spirits) and any(c.elemental for c in spirits)
    assert pool[4].name == "Pebblit" and pool[5].name == "Tuskling" and pool[4].atk == pool[5].atk  # the tie
    # two different cards that share a name, each with its own limit (DSP-2)
    assert [(c.no, c.limit) for c in spirits if c.name == "Pebblit"] == [(4, 3), (14, 1)]
    queen = next(c for c in spirits if c.evolution)
    assert pool[queen.evolution.base].types == ["Pixie"]
    assert {c.kind for c in pool.values()} == {"spirit", "signal", "realm", "special_move"}
    assert any(c.kind == "realm" and c.bid == 300 for c in pool.values())


def test_type_chart_is_one_way():
    assert beats(["Water"], ["Fire"]) and not beats(["Fire"], ["Water"])
    for attacker, losers in type_chart().beats.items():
        for loser in losers:
            assert attacker not in type_chart().beats.get(loser, []), (attacker, loser)


@pytest.mark.parametrize("name, model", [("cards", CardList), ("decks", DeckSet), ("type_chart", TypeChart),
                                         ("positions", Position)])
def test_shipped_schemas_are_up_to_date(name, model):
    shipped = json.loads((DATA_DIR / f"{name}.schema.json").read_text(encoding="utf-8"))
    assert shipped == json_schema(model)
