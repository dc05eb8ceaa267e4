"""The shipped Digimon Card Battle data: the 301-card pool, the teaching set, and the ready-made decks."""
from __future__ import annotations

import json
from collections import Counter

import pytest

from cardgames.core.data import json_schema
from cardgames.digimon.cards import DATA_DIR, CardList, DeckFile, DigimonCard, OptionCard, card_pool, load_deck
from cardgames.digimon.decks import deck_violations

# RULES.md section 4: the 27-card teaching set.
TEACHING_SET = (27, 14, 9, 4, 175, 172, 185, 173, 18, 20, 25, 3, 62, 46, 63, 57, 98, 120,
                264, 266, 270, 248, 285, 200, 293, 297, 294)
SEVENS = (200, 285, 286, 287, 288, 289, 290, 291)
DECKS = sorted(p.stem for p in (DATA_DIR / "decks").glob("*.json"))


@pytest.fixture(scope="module")
def pool():
    return card_pool()


def test_pool_has_every_ca_number(pool):
    assert sorted(pool) == list(range(301))
    assert all(isinstance(pool[ca], DigimonCard) for ca in range(191))
    assert all(isinstance(pool[ca], OptionCard) for ca in range(191, 301))


def test_teaching_set_is_implemented(pool):
    assert len(TEACHING_SET) == 27
    assert [ca for ca in TEACHING_SET if not pool[ca].implemented] == []


@pytest.mark.parametrize("ca, level, specialty, hp, cost, pe, powers, cross", [
    (14, "C", "Fire", 850, 40, 10, (600, 420, 0), {"kind": "counter", "attack": "circle"}),
    (4, "U", "Fire", 1230, 30, 10, (800, 620, 450), {"kind": "to_zero", "attack": "cross"}),
    (27, "R", "Fire", 570, 0, 20, (380, 200, 120), {"kind": "to_zero", "attack": "circle"}),
    (9, "U", "Fire", 1540, 30, 10, (720, 540, 0), {"kind": "counter", "attack": "circle"}),
    (175, "R", "Fire", 550, 0, 20, (350, 280, 200), None),
    (172, "A", "Fire", 600, 0, 0, (500, 350, 0), {"kind": "counter", "attack": "circle"}),
    (185, "A", "Darkness", 650, 0, 0, (300, 300, 400), {"kind": "to_zero", "attack": "triangle"}),
    (173, "A", "Fire", 650, 0, 0, (550, 300, 200), {"kind": "to_zero", "attack": "circle"}),
    (18, "C", "Fire", 740, 30, 10, (550, 300, 220), {"kind": "foe_x3", "specialty": "Ice"}),
    (20, "C", "Fire", 710, 30, 10, (500, 310, 130), {"kind": "first_attack"}),
    (25, "C", "Fire", 650, 30, 10, (520, 390, 0), {"kind": "crash"}),
    (3, "U", "Fire", 1320, 40, 20, (750, 560, 200), {"kind": "eat_up_hp"}),
    (62, "R", "Ice", 680, 0, 20, (350, 220, 140), {"kind": "to_zero", "attack": "circle"}),
    (46, "C", "Ice", 1100, 30, 10, (350, 230, 0), {"kind": "counter", "attack": "circle"}),
    (63, "R", "Ice", 730, 0, 20, (300, 190, 170), {"kind": "to_zero", "attack": "circle"}),
    (57, "C", "Ice", 900, 40, 10, (440, 370, 170), {"kind": "jamming"}),
    (98, "R", "Nature", 500, 0, 30, (370, 240, 160), {"kind": "eat_up_hp"}),
    (120, "C", "Darkness", 960, 40, 10, (490, 350, 250), {"kind": "foe_x3", "specialty": "Nature"}),
])
def test_teaching_card_stats(pool, ca, level, specialty, hp, cost, pe, powers, cross):
    card = pool[ca]
    assert (card.level, card.specialty, card.hp, card.evolve_cost, card.pe) == (level, specialty, hp, cost, pe)
    assert tuple(a.power for a in card.attacks) == powers
    assert (card.cross_effect.model_dump() if card.cross_effect else None) == cross


def test_teaching_options(pool):
    assert [s.model_dump(exclude_none=True) for s in pool[264].effect] == [
        {"op": "attack_add", "who": "self", "amount": 300}]
    assert pool[285].effect[0].op == "attack_scale" and pool[285].effect[0].num == 3
    assert pool[248].effect[0].op == "draw_to" and pool[248].effect[0].n == 4
    defense = pool[270].effect[0]
    assert (defense.op, defense.who, defense.value, defense.when.opp_attack) == ("attack_set", "opponent", 0,
                                                                                  ["circle"])
    assert pool[200].effect == [] and pool[200].evolution is None and pool[200].implemented
    assert pool[293].evolution.op == "evolve" and pool[293].evolution.cost == "none"
    assert pool[297].evolution.from_levels == ["R"] and pool[297].evolution.to_levels == ["U"]
    assert pool[294].evolution.from_levels == ["A"]


def test_a_level_cards_name_their_partners(pool):
    a_cards = [c for c in pool.values() if isinstance(c, DigimonCard) and c.level == "A"]
    assert len(a_cards) == 13
    for card in a_cards:
        assert card.evolves_from, card.name
        assert all(pool[p].level == "R" for p in card.evolves_from)
    assert sorted(c.ca for c in a_cards if 175 in c.evolves_from) == [172, 173, 185]
    partners = {p for c in a_cards for p in c.evolves_from}
    assert partners == {175, 182, 183, 184, 187, 190}
    assert all(not c.evolves_from for c in pool.values() if isinstance(c, DigimonCard) and c.level != "A")


def test_every_card_has_its_own_text(pool):
    for card in pool.values():
        assert card.text.strip(), card.ca
    # every evolution card carries an evolution effect and nothing else
    for ca in range(293, 301):
        assert pool[ca].evolution is not None and pool[ca].effect == []


def test_unimplemented_cards_say_why(pool):
    for card in pool.values():
        if not card.implemented:
            assert "not yet" in card.text, card.ca


@pytest.mark.parametrize("name", DECKS)
def test_ready_made_decks_are_legal(pool, name):
    deck = load_deck(DATA_DIR / "decks" / f"{name}.json")
    assert len(deck.cards) == 30
    counts = Counter(deck.cards)
    assert max(counts.values()) <= 4
    assert all(counts[ca] <= 1 for ca in SEVENS + (293,))
    assert sum(1 for ca in deck.cards if getattr(pool[ca], "level", None) == "A") <= 1
    assert all(pool[ca].implemented for ca in deck.cards)
    assert deck_violations(deck.cards) == []
    assert sum(1 for ca in deck.cards if isinstance(pool[ca], DigimonCard)) >= 14


def test_starter_decks_exist():
    assert {"fire_starter", "ice_starter"} <= set(DECKS)


@pytest.mark.parametrize("fn, model", [("cards", CardList), ("decks", DeckFile)])
def test_exported_schemas_are_current(fn, model):
    shipped = json.loads((DATA_DIR / f"{fn}.schema.json").read_text(encoding="utf-8"))
    assert shipped == json_schema(model)
