"""Core's finding of a pending action by its facts (`cardgames.core.finding`), which a classroom script and the
tests' shared words use: no assertion inside (what is not on offer is not found, with no decision pending too), a
card among the arguments its kind declares as cards, a selection's item by its value before the card it is."""
from __future__ import annotations

from skirmish import SkirmishGame, load_position

from cardgames.core import finding
from cardgames.core.testing import card_in
from cardgames.dspirits.game import DSpiritsGame
from cardgames.yuyu.game import YuyuGame


def test_nothing_is_found_when_no_decision_is_pending():
    game = SkirmishGame(seed=1, position=load_position("02_heavy"))
    assert game.decision is None
    assert finding.matching(game, "play", "Scout") == [] and finding.find(game, "end") is None
    assert finding.picking(game, "squad") == [] and finding.item_values(game) == []


def test_an_action_is_found_by_its_kind_card_args_and_label_facts():
    game = SkirmishGame(seed=1, position=load_position("01_block"))
    game.advance()
    assert [a.args for a in finding.matching(game, "block")] == [(0,), (1,), (2,)]
    assert finding.find(game, "block", 1) is None                     # a place in the line is no card
    assert finding.find(game, "block", name="Shieldbearer").args == (0,)
    assert finding.find(game, "block", args=(2,)).args == (2,)
    assert finding.find(game, "take", life=4) is None


def test_a_selection_item_is_found_by_its_value_or_else_by_the_card_it_is():
    deck = DSpiritsGame(seed=5)
    deck.advance()
    assert [value for _, value in finding.item_values(deck)] == ["squad", "support"]
    assert [a.args for a in finding.picking(deck, "support")] == [(1,)]
    assert finding.picking(deck, "Support deck") == []                # the item's words are no value
    lineup = YuyuGame(seed=7)
    lineup.advance()
    assert [a.args for a in finding.picking(lineup, "GF-R5")] == [(0,)]   # a card's code is the item's value
    assert finding.picking(lineup, "Yusuke, Resurrected") == []       # a code is no instance id: no card by name
    # Kurama's Rose Whip: the attacker discards a card of the defender's hand, each item an instance id
    filler = ["GF-C52", "GF-C56", "GF-C57", "GF-C59", "GF-C55", "GF-C143"] * 3
    game = YuyuGame(seed=1, position={"turn": 3, "turn_player": 0, "step": "attack", "players": [
        {"arena": "GF-ST41", "deck": filler, "hand": ["GF-C55", "GF-C56"]},
        {"arena": "GF-ST37", "deck": filler, "hand": ["GF-C57", "GF-U140"]}]})
    game.advance()
    game.apply(finding.find(game, "attack", name="Rose Whip"))
    game.advance()
    while game.decision.kind == "pick" and not game.state.selection.answer:   # pay the attack's cost
        game.apply(game.decision.actions[0])
        game.advance()
    shriek = card_in(game, 1, "hand", "Banshee Shriek")
    assert finding.picking(game, "Banshee Shriek") == finding.picking(game, shriek) != []
    assert finding.picking(game, "Banshee") == []                     # a card is named by its whole name
