"""`core.dealt`: a game's card instances dealt once from its decks, the one way every wing holds its cards' facts
(`tests/test_wing_shape.py` checks that each game's state holds them so, per game)."""
from __future__ import annotations

import pytest

from cardgames.core.dealt import Dealt, deal, seat_order
from cardgames.games import game_class

POOL = {"a": "facts of a", "b": "facts of b", "c": "facts of c"}


def test_each_instance_gets_its_card_s_facts_and_its_seat_in_tuples():
    keys, owner = seat_order([["a", "b"], ["c", "a", "a"]])
    assert (keys, owner) == (["a", "b", "c", "a", "a"], [0, 0, 1, 1, 1])
    dealt = deal(POOL, keys, owner)
    assert dealt == Dealt(("a", "b", "c", "a", "a"),
                          ("facts of a", "facts of b", "facts of c", "facts of a", "facts of a"), (0, 0, 1, 1, 1), None)


def test_the_wing_s_tables_are_worked_out_of_the_deal():
    dealt = deal(POOL, ["c", "a"], [1, 0], lambda cards, owner: dict(zip(owner, cards, strict=True)))
    assert dealt.tables == {1: "facts of c", 0: "facts of a"}


def test_a_card_without_an_owner_is_refused():
    with pytest.raises(ValueError, match="3 cards dealt but 2 owners"):
        deal(POOL, ["a", "b", "c"], [0, 1])


def test_a_state_keeps_the_deal_it_was_handed_only_for_the_same_cards():
    """A clone's state is handed its source's deal (`Wiring.dealt`) and keeps it when it deals the same cards to the
    same seats; other cards are dealt anew."""
    st = game_class("digimon")(seed=1).state
    dealt = st._dealt
    pool = game_class("digimon").ruleset.catalogue.pool()
    assert st._deal(pool, list(dealt.keys), list(dealt.owner)) is dealt
    other = st._deal(pool, dealt.keys[::-1], dealt.owner)
    assert other is not dealt and st._dealt is other
    assert st.cards == tuple(pool[k] for k in dealt.keys[::-1]) and st.owner is other.owner
