"""Decks given to the kit in every form a learner may try: `Game.deck_violations(deck)` takes a deck as `decks=`
does (a ready-made name, a file, plain data, the deck model) and lists every broken rule with its ID; anything that
is no deck at all (None, a number, a misspelt name, a string where a list belongs) raises `DataFileError` naming the
field, never a raw TypeError, and never reads a string letter by letter as card numbers. The wings' own helpers
(`cardgames.<game>.deck_violations`) refuse the same way."""
from __future__ import annotations

import pytest

import cardgames.battlespirits.decks as bs_decks
import cardgames.digimon.decks as dcb_decks
import cardgames.dspirits.decks as dsp_decks
import cardgames.yuyu.decks as yyh_decks
from cardgames.core.errors import DataFileError
from cardgames.games import GAMES, game_class

NAMES = sorted(GAMES)
NOT_A_DECK = [None, 42, "no_such_deck", [None], {"cards": "abc"}, object()]


@pytest.mark.parametrize("name", NAMES)
def test_a_ready_made_deck_is_legal_in_every_form(name):
    cls = game_class(name)
    catalogue = cls.ruleset.catalogue
    for deck_name in catalogue.deck_names():
        path = catalogue.folder / "decks" / f"{deck_name}.json"
        model = catalogue.ready_made(deck_name)
        plain = list(model.cards) if catalogue.bare_lists else model.model_dump()
        for form in (deck_name, str(path), path, model, plain):
            assert cls.deck_violations(form) == [], (deck_name, form)


@pytest.mark.parametrize("name", NAMES)
def test_an_empty_deck_lists_its_violations_each_with_a_rule_of_the_game(name):
    cls = game_class(name)
    model = cls.ruleset.catalogue.ready_made(cls.ruleset.catalogue.deck_names()[0])
    empty = [] if cls.ruleset.catalogue.bare_lists else {k: [] if isinstance(v, list) else v
                                                 for k, v in model.model_dump().items()}
    found = cls.deck_violations(empty)
    assert found and all(v.rule in cls.ruleset.rules for v in found) and all(v.message for v in found)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("deck", NOT_A_DECK, ids=repr)
def test_what_is_no_deck_is_refused_naming_the_field(name, deck):
    with pytest.raises(DataFileError) as err:
        game_class(name).deck_violations(deck)
    assert str(err.value) and "Input should" not in str(err.value)


@pytest.mark.parametrize("helper", [
    lambda bad: dcb_decks.deck_violations(bad),
    lambda bad: bs_decks.deck_violations(bad),
    lambda bad: dsp_decks.deck_violations(bad),
    lambda bad: dsp_decks.check_deck(bad),
    lambda bad: yyh_decks.deck_violations(bad, []),
    lambda bad: yyh_decks.deck_violations([], bad),
], ids=["digimon", "battlespirits", "dspirits", "dspirits check",
        "yuyu characters", "yuyu cards"])
@pytest.mark.parametrize("bad", [None, 42, "fire_starter!", [None], object()], ids=repr)
def test_the_wings_deck_helpers_refuse_what_is_no_deck_naming_the_field(helper, bad):
    with pytest.raises(DataFileError):
        helper(bad)


def test_a_string_is_not_read_letter_by_letter_as_card_numbers():
    """Before, `deck_violations("nonsense")` in Digimon listed 'CA e is not a card' for each letter."""
    with pytest.raises(DataFileError, match="should be a list"):
        dcb_decks.deck_violations("nonsense")


@pytest.mark.parametrize("name", NAMES)
def test_editing_a_ready_made_deck_in_a_cell_changes_no_later_game(name):
    """Issue 27, defect 2: the catalogue loads a ready-made deck once; it hands out a copy, so a learner who pops a
    card from the deck they were given does not break every later game of the kernel."""
    cls = game_class(name)
    deck_name = cls.ruleset.catalogue.deck_names()[0]
    given = cls.ruleset.catalogue.ready_made(deck_name)
    before = given.model_dump()
    for value in vars(given).values():
        if isinstance(value, list) and value:
            value.pop()
    assert cls.ruleset.catalogue.ready_made(deck_name).model_dump() == before
    cls(seed=1)  # the default set-up takes ready-made decks: it still builds
