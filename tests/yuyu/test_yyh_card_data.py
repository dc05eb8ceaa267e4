"""The card data: the teaching set's real values, the labelled practice cards, the shipped JSON schemas."""
from __future__ import annotations

import json

import pytest

from cardgames.core.data import json_schema
from cardgames.yuyu.cards import DATA_DIR, CardList, DeckFile, card_pool
from cardgames.yuyu.positions import Position

# RULES.md §4: code -> (name, DEF, [(cost, value), ...]) for characters, (SE, cost, value) for techniques
TEACHING_CHARACTERS = {
    "GF-R5": ("Yusuke, Resurrected", 4000, [(1, 4000), (1, 4000)]), "GF-ST42": ("Kuwabara", 4000, [(1, 3000)]),
    "GF-ST41": ("Kurama", 3000, [(2, 3000)]), "GF-ST39": ("Hiei", 3000, [(2, 4000)]),
    "GF-S49": ("Genkai, the Young", 4000, [(2, 5000), (3, 4000)]),
    "GF-ST38": ("Elder Toguro", 4000, [(1, 4000), (2, 6000)]), "GF-ST37": ("Bui", 5000, [(2, 7000)]),
    "GF-ST40": ("Karasu", 4000, [(1, 4000), (2, 6000)]), "GF-R36": ("Rando", 3000, [(1, 2000), (2, 0)]),
}
TEACHING_TECHNIQUES = {"GF-R162": (0, 1, 3000), "GF-ST168": (0, 1, 2000), "GF-R163": (1, 3, 5000),
                       "GF-ST167": (1, 2, 4000)}


def test_teaching_set_values():
    pool = card_pool()
    for code, (name, defense, attacks) in TEACHING_CHARACTERS.items():
        card = pool[code]
        assert (card.name, card.defense, [(a.cost, a.value) for a in card.attacks]) == (name, defense, attacks)
    for code, (se, cost, value) in TEACHING_TECHNIQUES.items():
        card = pool[code]
        assert (card.se, card.attacks[0].cost, card.attacks[0].value) == (se, cost, value)
    assert (pool["GF-U140"].se, pool["GF-U141"].se) == (2, 1)
    for code in ("GF-C56", "GF-C57", "GF-C55", "GF-C54"):
        assert pool[code].kind == "event"


def test_practice_cards_are_labelled():
    practice = [c for c in card_pool().values() if c.practice]
    assert practice and all(c.code.startswith("PR-") and "practice" in c.name.lower() for c in practice)
    assert all(not c.practice for c in card_pool().values() if c.code.startswith("GF-"))


@pytest.mark.parametrize(("name", "model"), [("cards", CardList), ("decks", DeckFile), ("positions", Position)])
def test_exported_schemas_are_current(name, model):
    shipped = json.loads((DATA_DIR / f"{name}.schema.json").read_text(encoding="utf-8"))
    assert shipped == json_schema(model)
