"""DCB-1 … DCB-6: cards, the deck and the field."""
from __future__ import annotations

import pytest
from dcb_helpers import FILLER, battle, cas, game_at, player

from cardgames.core.errors import DeckError, PositionError
from cardgames.digimon.cards import DigimonCard, OptionCard, card_pool
from cardgames.digimon.decks import check_deck, deck_violations
from cardgames.digimon.game import DigimonGame

AGUMON, GREYMON, VEEMON, FLAMEDRAMON, RAIDRAMON = 27, 14, 175, 172, 185
ATTACK_CHIP, RECOVERY, DEFENSE_DISK, MANUAL = 264, 266, 270, 248
WILD_SEVENS, FAKE_SEVENS, DOWNLOAD = 285, 200, 293


def legal_deck() -> list[int]:
    """30 cards: 4 copies of each of seven cards, plus Wild Sevens and Veemon's single A card."""
    return [27] * 4 + [175] * 4 + [14] * 4 + [9] * 4 + [264] * 4 + [266] * 4 + [270] * 4 + [285, 172]


def rules_of(cards: list[int]) -> list[str]:
    return [v.rule for v in deck_violations(cards)]


@pytest.mark.rule("DCB-1")
def test_a_legal_deck_has_exactly_30_cards():
    deck = legal_deck()
    assert len(deck) == 30 and check_deck(deck) == deck
    assert rules_of(deck[:-1]) == ["DCB-1"]           # 29
    assert rules_of(deck + [248]) == ["DCB-1"]        # 31
    with pytest.raises(DeckError, match="exactly 30"):
        DigimonGame(seed=0, decks=(deck[:-1], deck))


@pytest.mark.rule("DCB-1")
def test_at_most_four_copies_of_a_ca_number():
    deck = legal_deck()
    deck[deck.index(266)] = AGUMON  # a fifth Agumon
    violations = deck_violations(deck)
    assert [v.rule for v in violations] == ["DCB-1"]
    assert "Agumon" in violations[0].message and "found 5" in violations[0].message


@pytest.mark.rule("DCB-2")
def test_a_digimon_card_has_every_printed_field():
    greymon = card_pool()[GREYMON]
    assert isinstance(greymon, DigimonCard)
    assert (greymon.hp, greymon.specialty, greymon.level, greymon.pe, greymon.evolve_cost) == (850, "Fire", "C", 10, 40)
    assert [a.power for a in greymon.attacks] == [600, 420, 0]
    assert greymon.cross_effect.kind == "counter" and greymon.support and greymon.ca == 14
    assert isinstance(card_pool()[ATTACK_CHIP], OptionCard)


@pytest.mark.rule("DCB-2")
def test_an_unknown_ca_number_is_not_a_card():
    deck = legal_deck()
    deck[0] = 999
    assert "DCB-2" in rules_of(deck)


@pytest.mark.rule("DCB-3")
def test_an_option_card_is_used_once_then_discarded():
    game = game_at(player([AGUMON], hand=[ATTACK_CHIP]), player([62]), phase="support", advanced=False)
    events = battle(game, 1, 1, s1=ATTACK_CHIP)
    chip = [e for e in events if e.kind == "power"]
    assert chip and chip[0].rule == "DCB-3" and chip[0].data["power"] == 200 + 300
    s = game.state.seats[0]
    assert cas(game, s.discard) == [ATTACK_CHIP] and s.support == [] and s.hand == []


@pytest.mark.rule("DCB-4")
def test_each_player_has_the_five_areas():
    game = DigimonGame(seed=1)
    assert {z.split(".")[1] for z in game.zones()} == {"deck", "hand", "evo", "support", "discard", "stack"}
    with pytest.raises(PositionError, match="DCB-4"):
        game_at(player([ATTACK_CHIP]), player([62]), advanced=False)


@pytest.mark.rule("DCB-4")
def test_the_support_zone_holds_one_card():
    with pytest.raises(PositionError):
        game_at(player([AGUMON], support=[264, 264]), player([62]), advanced=False)


@pytest.mark.rule("DCB-5")
def test_each_sevens_card_and_download_digivolve_at_most_once():
    deck = legal_deck()
    deck[deck.index(266)] = WILD_SEVENS
    assert rules_of(deck) == ["DCB-5"]
    deck = legal_deck()
    deck[deck.index(266)] = FAKE_SEVENS
    deck[deck.index(266)] = FAKE_SEVENS
    assert rules_of(deck) == ["DCB-5"]
    deck = legal_deck()
    deck[deck.index(266)] = DOWNLOAD
    deck[deck.index(266)] = DOWNLOAD
    assert rules_of(deck) == ["DCB-5"]
    deck = legal_deck()
    deck[deck.index(266)] = DOWNLOAD
    deck[deck.index(266)] = FAKE_SEVENS
    assert rules_of(deck) == []  # one of each Sevens card and one Download: fine


@pytest.mark.rule("DCB-5")
def test_one_a_level_card_in_the_whole_deck():
    deck = legal_deck()
    deck[deck.index(266)] = RAIDRAMON  # Flamedramon and Raidramon: two different A cards
    assert rules_of(deck) == ["DCB-5"]
    deck = legal_deck()
    deck[deck.index(266)] = FLAMEDRAMON  # two copies of the same A card
    assert rules_of(deck) == ["DCB-5"]
    # the R partner (Veemon) is not restricted: legal_deck() already has 4 Veemon and Flamedramon
    assert rules_of(legal_deck()) == []


@pytest.mark.rule("DCB-5")
@pytest.mark.rule("DCB-1")
def test_deck_error_lists_every_violation_with_its_rule_at_once():
    deck = [AGUMON] * 5 + [WILD_SEVENS] * 2 + [DOWNLOAD] * 2 + [FLAMEDRAMON, RAIDRAMON] + [999]
    with pytest.raises(DeckError) as info:
        check_deck(deck, "my deck")
    rules = sorted(v.rule for v in info.value.violations)
    assert rules == ["DCB-1", "DCB-1", "DCB-2", "DCB-5", "DCB-5", "DCB-5"]
    text = str(info.value)
    assert "my deck" in text and "6 violation" in text
    for v in info.value.violations:
        assert f"[{v.rule}] {v.message}" in text


@pytest.mark.rule("DCB-6")
def test_specialty_is_just_one_of_five_names():
    """DCB-6: the specialty descriptions are flavour text. The engine knows a specialty only as one of five names,
    and no rule step ever cites DCB-6."""
    assert {c.specialty for c in card_pool().values() if c.is_digimon} == {"Fire", "Ice", "Nature", "Darkness", "Rare"}
    game = DigimonGame(seed=3)
    from cardgames.core.agents import RandomAgent, play_match
    play_match(game, [RandomAgent(1), RandomAgent(2)])
    assert game.is_over and all(e.rule != "DCB-6" for e in game.events)
    assert FILLER == FAKE_SEVENS
