"""DSP-1 … DSP-4 and the D-Evolution placement of DSP-21: a player's three decks, every violation listed."""
from __future__ import annotations

import pytest

from cardgames.core.errors import DataFileError, DeckError
from cardgames.dspirits.cards import DeckSet
from cardgames.dspirits.decks import check_deck, deck_violations, ready_made_deck, ready_made_decks, resolve_deck

ROCKWRAGGLE, ILLGUANA, PEBBLIT, TUSKLING, WALL, PIXIE, MOSSLING, QUEEN = 1, 2, 4, 5, 6, 7, 11, 20
FREEZE, COUNTER, SURGE, VOLCANIC, STONE, AVALANCHE = 30, 31, 33, 40, 41, 50


def legal(**change) -> DeckSet:
    base = dict(squad=[ROCKWRAGGLE] * 2 + [PEBBLIT] * 3 + [TUSKLING] * 3 + [WALL] * 2 + [PIXIE] * 3 + [ILLGUANA] * 2,
                support=[FREEZE] * 2 + [COUNTER] * 2 + [SURGE] * 3 + [AVALANCHE] * 2 + [STONE], side=[QUEEN])
    base.update(change)
    return DeckSet(**base)


def rules_of(deck: DeckSet) -> list[str]:
    return [v.rule for v in deck_violations(deck)]


def test_the_ready_made_decks_are_legal():
    assert len(ready_made_decks()) >= 2
    for name in ready_made_decks():
        deck = ready_made_deck(name)
        assert check_deck(deck) is deck
        assert deck.side, f"{name} should show the Side deck"


@pytest.mark.rule("DSP-1")
def test_squad_deck_holds_15_to_20_d_spirits():
    deck = legal()
    assert len(deck.squad) == 15 and rules_of(deck) == []
    assert rules_of(legal(squad=deck.squad[:-1])) == ["DSP-1"]
    assert rules_of(legal(squad=deck.squad + [MOSSLING, 9, 9, 9, 10, 10])) == ["DSP-1"]  # 21
    assert rules_of(legal(squad=deck.squad[:-1] + [VOLCANIC])) == ["DSP-1"]


@pytest.mark.rule("DSP-2")
def test_copy_limits_count_across_the_three_decks():
    deck = legal(side=[QUEEN, PEBBLIT])               # a 4th Pebblit, in the Side deck
    violations = deck_violations(deck)
    assert [v.rule for v in violations] == ["DSP-2"] and "Pebblit" in violations[0].message
    assert rules_of(legal(side=[STONE])) == ["DSP-2"]  # Stone Garden (limit 1) in Support and Side


@pytest.mark.rule("DSP-2")
def test_limitless_one_copy_in_squad_any_number_in_side():
    assert rules_of(legal(side=[MOSSLING] * 12)) == []
    deck = legal(squad=legal().squad[:-2] + [MOSSLING, MOSSLING])
    assert rules_of(deck) == ["DSP-2"] and "limitless" in deck_violations(deck)[0].message


@pytest.mark.rule("DSP-3")
def test_support_deck_holds_10_to_20_non_spirits():
    deck = legal()
    assert rules_of(legal(support=deck.support[:-1])) == ["DSP-3"]
    assert rules_of(legal(support=deck.support[:-1] + [MOSSLING])) == ["DSP-3"]
    assert rules_of(legal(support=deck.support + [VOLCANIC])) == []


@pytest.mark.rule("DSP-4")
def test_side_deck_is_optional_and_holds_up_to_20():
    assert rules_of(legal(side=[])) == []
    assert rules_of(legal(side=[MOSSLING] * 20)) == []
    assert rules_of(legal(side=[MOSSLING] * 21)) == ["DSP-4"]


@pytest.mark.rule("DSP-21")
def test_a_d_evolution_belongs_in_the_side_deck():
    deck = legal(squad=legal().squad[:-1] + [QUEEN], side=[])
    assert rules_of(deck) == ["DSP-21"]


def test_every_violation_is_listed_at_once():
    deck = DeckSet(squad=[PEBBLIT] * 4, support=[ROCKWRAGGLE], side=[999])
    with pytest.raises(DeckError) as err:
        check_deck(deck, "Player 1's decks")
    assert {v.rule for v in err.value.violations} == {"DSP-1", "DSP-2", "DSP-3"}
    assert "Player 1's decks" in str(err.value)


def test_decks_resolve_from_names_dicts_and_files(tmp_path):
    assert resolve_deck("stone_guard") == ready_made_deck("stone_guard")
    assert resolve_deck(legal().model_dump()).squad == legal().squad
    path = tmp_path / "mine.json"
    path.write_text(legal().model_dump_json())
    assert resolve_deck(str(path)).support == legal().support
    with pytest.raises(DataFileError, match="squad"):
        resolve_deck({"support": [30]})
    with pytest.raises(DataFileError, match="no ready-made deck"):
        resolve_deck("nope")
