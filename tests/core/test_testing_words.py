"""The shared words every game's tests drive a game with (`cardgames.core.testing`): an action is found by its
facts (kind, the cards among the arguments its kind declares as cards, exact args, its label's facts), never by its
words, and a card argument is never confused with a number, a choice or a place in a list. Played on Skirmish, the
game that lives in the test suite, and on D-Spirits' opening picks (a selection whose items are decks)."""
from __future__ import annotations

import pytest
from skirmish import SkirmishGame, load_position

from cardgames.core.testing import act, card_in, find, kinds, matching, names_of, of_kind, pick, rules_of
from cardgames.dspirits.game import DSpiritsGame


def at(name: str) -> SkirmishGame:
    game = SkirmishGame(seed=1, position=load_position(name))
    game.advance()
    return game


def test_a_card_is_named_by_its_name_or_its_instance_id_among_the_card_arguments():
    game = at("02_heavy")                                  # the main step: play Scout, or end
    scout = card_in(game, 0, "hand", "Scout")
    assert find(game, "play", "Scout").args == (scout,) and find(game, "play", scout).args == (scout,)
    assert find(game, "play", "Giant") is None                 # in the hand, but not playable (SKM-4)
    assert find(game, "play", card_in(game, 0, "hand", "Giant")) is None
    assert find(game, "end", "Scout") is None                  # an action with no card names none


def test_a_place_in_a_list_is_no_card_and_a_label_fact_finds_the_action():
    game = at("01_block")                                  # block with line place 0, 1 or 2, or take the attack
    assert [a.args for a in game.decision.actions if a.kind == "block"] == [(0,), (1,), (2,)]
    assert find(game, "block", 0) is None and find(game, "block", 1) is None   # instance ids 0, 1: not in a place
    assert find(game, "block", name="Shieldbearer").args == (0,)
    assert [a.args for a in matching(game, "block", name="Scout")] == [(1,), (2,)]
    assert find(game, "block", args=(2,)).args == (2,) and find(game, "block", args=(3,)) is None
    assert find(game, "take", life=3) is not None and find(game, "take", life=4) is None
    assert find(game, "take", nothing=None) is None            # a fact the label does not carry matches nothing


def test_act_applies_and_advances_or_fails_showing_what_is_listed():
    game = at("01_block")
    with pytest.raises(AssertionError, match="Take the attack"):
        act(game, "block", name="Knight")
    assert game.history == []                                  # nothing applied
    events = act(game, "take")
    assert game.history[-1].kind == "take" and of_kind(events, "damage")[0].data["amount"] == 3
    assert kinds(events)[0] == events[0].kind and rules_of(events)[0] == events[0].rule


def test_card_in_counts_cards_of_one_name_and_names_what_a_zone_holds():
    game = at("01_block")
    line = game.zones()["0.line"]
    assert names_of(game, line) == ["Shieldbearer", "Scout", "Scout"]
    assert (card_in(game, 0, "line", "Scout"), card_in(game, 0, "line", "Scout", 1)) == (line[1], line[2])
    with pytest.raises(AssertionError, match="Shieldbearer"):
        card_in(game, 0, "line", "Scout", 2)


def test_pick_takes_the_item_by_its_value_never_by_its_words():
    game = DSpiritsGame(seed=5)
    game.advance()
    assert game.decision.kind == "pick"
    player = game.decision.player
    with pytest.raises(AssertionError, match="squad"):
        pick(game, "Support deck")                             # the item's words are no value
    pick(game, "squad")
    pick(game, "support", times=6)
    hand = [game.state.cards[i] for i in game.zones()[f"{player}.hand"]]
    assert len(hand) == 7 and sum(card.is_spirit for card in hand) == 1   # D-Spirits come from the Squad deck
