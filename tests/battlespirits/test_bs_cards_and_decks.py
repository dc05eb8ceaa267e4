"""Card data and deck rules (BS-2, BS-15, BS-29): real facts kept, invented values labelled, every violation."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardgames.battlespirits.cards import COLOURS, DATA_DIR, CardList, DeckFile, card_pool
from cardgames.battlespirits.decks import check_deck, deck_violations, ready_made_deck, ready_made_decks
from cardgames.battlespirits.positions import Position
from cardgames.core.data import json_schema
from cardgames.core.errors import DeckError

REFERENCE = Path("/work/shared/reference-data/bs_entry_deck_cards.json")


@pytest.mark.rule("BS-2")
def test_ready_made_decks_are_legal():
    assert len(ready_made_decks()) >= 2
    for name in ready_made_decks():
        cards = ready_made_deck(name)
        assert len(cards) >= 40 and deck_violations(cards) == []


@pytest.mark.rule("BS-2")
def test_every_violation_is_listed_with_its_rule():
    found = deck_violations(["R01"] * 4 + ["Z99"])
    assert [(v.rule, v.message.split(":")[0].split(" ")[0]) for v in found] == [
        ("BS-2", "Z99"), ("BS-2", "the"), ("BS-2", "Mushakko")]
    with pytest.raises(DeckError) as err:
        check_deck(["R01"] * 4 + ["Z99"], "my deck")
    assert "my deck" in str(err.value) and len(err.value.violations) == 3


@pytest.mark.rule("BS-2")
def test_forty_cards_with_three_of_a_name_is_the_limit():
    deck = ready_made_deck("red_windfang")
    assert deck_violations(deck[:-1])[0].message.startswith("the deck has 39 cards")
    assert deck_violations(deck + ["R01"]) == [] if deck.count("R01") < 3 else deck_violations(deck + ["R01"])


@pytest.mark.rule("BS-29")
def test_a_rule_card_is_never_part_of_a_deck():
    deck = ready_made_deck("red_windfang")[:-1] + ["Q01"]
    assert [v.rule for v in deck_violations(deck)] == ["BS-29"]


@pytest.mark.rule("BS-15")
def test_six_colours_on_cards_and_symbols_and_ex_symbols():
    pool = [c for c in card_pool().values() if c.kind != "rule"]
    assert set(COLOURS) == {"red", "purple", "green", "white", "yellow", "blue"}
    assert all(set(c.colours) | set(c.reduction) | set(c.symbols) <= set(COLOURS) for c in pool)
    assert {c.id for c in pool if c.ex_symbol} == {"X01", "X02"}


def test_real_facts_match_the_reference_data_and_the_rest_is_labelled():
    ref = {v["name"]: v for v in json.loads(REFERENCE.read_text(encoding="utf-8")).values()}
    for card in card_pool().values():
        if card.kind == "rule":
            continue
        if card.practice:
            assert card.name not in ref and {"name", "cost"} <= set(card.invented)
            continue
        real = ref[card.name]
        assert card.cost == real["cost"] and card.kind == real["type"].lower()
        assert [c.capitalize() for c in card.colours] == real["Color"]
        assert [c.capitalize() for c in card.reduction] == real["Reduction"]
        assert card.family == real["Family"]
        assert card.invented, f"{card.name}: its invented fields must be labelled"


@pytest.mark.parametrize("name, model", [("cards", CardList), ("decks", DeckFile), ("positions", Position)])
def test_exported_schemas_are_current(name, model):
    shipped = json.loads((DATA_DIR / f"{name}.schema.json").read_text(encoding="utf-8"))
    assert shipped == json_schema(model)


def test_a_game_leaves_the_shared_card_models_as_they_were():
    """The card models are shared by every game: what a game works out (its actions, prompts, texts, the facts of
    its cards) stays in the game's state, and a model holds only its own fields."""
    from cardgames.battlespirits import BattleSpiritsGame
    from cardgames.core.agents import RandomAgent

    game, agent = BattleSpiritsGame(seed=5), RandomAgent(5)
    game.advance()
    for _ in range(400):
        if game.is_over:
            break
        game.apply(agent.choose(game))
        game.advance()
    for card in card_pool().values():
        assert set(vars(card)) <= set(type(card).model_fields), card.id
