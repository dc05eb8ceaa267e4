"""Selections: multi-item decisions asked one item per action (k of n, an order, a cost paid item by item)."""
from __future__ import annotations

import pytest
from core_toys import ToyGame, ToyState, labels, toy_ruleset

from cardgames.core.actions import Action
from cardgames.core.harness import check_random_game
from cardgames.core.language import speaking
from cardgames.core.selections import Choice, Item, Selection, Selections
from cardgames.core.testing import act, pick
from cardgames.core.tokens import Tokens


class PickerState(Selections, ToyState):
    """Runs one selection given at set-up and records what `then` received."""

    CELLS = ("got",)
    got: tuple = ()

    def build(self, sel: str) -> None:
        self._push(("select", SELECTIONS[sel]))

    def _s_done(self, chosen: tuple) -> None:
        self.got = chosen
        self._finish(None, f"chose {chosen}", "TOY")


class Picker(ToyGame):
    ruleset = toy_ruleset(PickerState)


CHARACTERS = tuple(Item(c, f"Character {c}") for c in (11, 12, 13, 14, 15))
DECKS = (Item("squad", "From the Squad deck", 7), Item("support", "From the Support deck", 7))
SELECTIONS = {  # by name, so that a toy's set-up is plain data (saves)
    # YYH-8: four characters, the first for the Arena (match 1), then the sideline in match order
    "yyh_order": Selection(0, "YYH-8", "Order your four characters", CHARACTERS, 4, 4, ("done",)),
    "one_to_three": Selection(1, "TOY", "Choose 1 to 3", CHARACTERS, 1, 3, ("done",)),
    "up_to_three": Selection(0, "TOY", "Choose up to 3", CHARACTERS, 0, 3, ("done",)),
    "dsp_opening": Selection(0, "DSP-8", "Choose the deck of each opening card", DECKS, 7, 7, ("done",)),
    "impossible": Selection(0, "TOY", "Choose 6", CHARACTERS, 6, 6, ("done",)),
    "up_to_nine": Selection(0, "TOY", "Choose up to 9", CHARACTERS, 0, 9, ("done",)),
}


def test_an_order_is_asked_item_by_item_and_kept():
    game = Picker(0, sel="yyh_order")
    game.advance()
    assert len(game.decision.actions) == 5 and "Done" not in labels(game)
    for c in (14, 11, 15, 12):
        pick(game, c)
        assert not game.is_over or c == 12
    assert game.state.got == (14, 11, 15, 12)


def test_the_prompt_lists_the_picks_so_far_in_the_language_read():
    game = Picker(0, sel="one_to_three")
    game.advance()
    assert game.decision.prompt == "Choose 1 to 3 (0 chosen: nothing yet)"
    pick(game, 13)
    pick(game, 11)
    assert game.decision.prompt == "Choose 1 to 3 (2 chosen: Character 13, Character 11)"
    with speaking("ja"):
        assert str(game.decision.prompt) == "Choose 1 to 3（選択済み2：Character 13、Character 11）"


def test_k_of_n_offers_done_only_between_least_and_most():
    game = Picker(0, sel="one_to_three")
    game.advance()
    assert game.decision.player == 1 and "Done" not in labels(game)
    pick(game, 13)
    assert "Done" in labels(game) and "Character 13" not in labels(game) and len(labels(game)) == 5
    pick(game, 11)
    pick(game, 12)  # the third and last: complete without a "Done"
    assert game.state.got == (13, 11, 12)


def test_done_stops_early():
    game = Picker(0, sel="up_to_three")
    game.advance()
    assert "Done" in labels(game)
    pick(game, 15)
    act(game, "done")
    assert game.state.got == (15,)


def test_no_item_left_completes_without_asking_for_done():
    """Fewer items than the most allowed: once every item is picked, "Done" would be the only action, so the
    selection completes without asking."""
    game = Picker(0, sel="up_to_nine")
    game.advance()
    for c in (12, 15, 11, 14):
        pick(game, c)
        assert "Done" in labels(game) and f"Character {c}" not in labels(game)
    pick(game, 13)
    assert game.is_over and game.state.got == (12, 15, 11, 14, 13)


def test_dsp_opening_hand_never_lists_combinations():
    """DSP-8: for each of 7 opening cards, the player chooses the deck it comes from: 7 small decisions of at most
    2 actions each, not the 8 combinations of counts (or 128 sequences) at once."""
    game = Picker(0, sel="dsp_opening")
    game.advance()
    sizes = []
    for deck in ("squad", "support", "squad", "squad", "support", "squad", "squad"):
        sizes.append(len(game.decision.actions))
        act(game, "pick", args=(0 if deck == "squad" else 1,))
    assert max(sizes) == 2 and len(game.history) == 7
    assert game.state.got == ("squad", "support", "squad", "squad", "support", "squad", "squad")


class PaymentState(Selections, ToyState):
    """BS-16: a cost of 3 is paid core by core, from the reserve or from the cores on spirit 7. BS-19: a spirit
    left below level 1 vanishes (checked after payment; here: it had 2 cores and needs 1 for level 1)."""

    PARTS = ("cores",)

    def build(self) -> None:
        self.cores = Tokens()
        self.cores.put("core", "0.reserve", 2)
        self.cores.put("core", "card.7", 2)
        items = (Item("0.reserve", "A core from the reserve", 2), Item("card.7", "A core from spirit 7", 2))
        self._push(("select", Selection(0, "BS-16", "Pay 3 cores", items, 3, 3, ("pay",))))

    def _s_pay(self, sources: tuple) -> None:
        for src in sources:
            self.cores.move("core", 1, src, "0.trash")
        self._emit("BS-16", "pay", "Paid 3 cores from {}.", 0, ", ".join(sources), tokens=self.cores.take_moves())
        left = self.cores.count("core", "card.7")
        self._finish(None, f"spirit 7 {'vanishes' if left < 1 else 'stays'}", "BS-19")


class Payment(ToyGame):
    ruleset = toy_ruleset(PaymentState, tokens="cores")


def test_a_cost_is_paid_core_by_core_with_repeats_up_to_the_count():
    game = Payment(0)
    game.advance()
    pick(game, "0.reserve")
    pick(game, "0.reserve")
    assert labels(game) == ["A core from spirit 7"]  # the reserve is empty now
    pick(game, "card.7")
    assert game.state.cores.count("core", "0.trash") == 3 and game.state.cores.count("core", "card.7") == 1
    assert "stays" in game.outcome.reason


def test_each_pick_undoes_alone():
    game = Payment(0)
    game.advance()
    pick(game, "card.7")
    before = game.snapshot()
    pick(game, "card.7")
    assert game.state.selection.chosen == (1, 1)
    game.undo()
    assert game.snapshot() == before and game.state.selection.chosen == (1,)


def test_a_selection_that_cannot_be_completed_is_a_bug():
    with pytest.raises(AssertionError, match="cannot be completed"):
        Picker(0, sel="impossible").advance()


def test_selections_pass_the_harness():
    for seed in range(20):
        check_random_game(Payment, seed, undo_every=1, save_every=2)
        for name in ("yyh_order", "one_to_three", "up_to_three", "dsp_opening"):
            check_random_game(lambda s, name=name: Picker(s, sel=name), seed, undo_every=1, save_every=2)


class SoulPaymentState(Selections, ToyState):
    """BS-14: the soul core pays like any core, but when it is among the cores that could move, its owner chooses
    which: the soul core is an item of its own next to the ordinary cores of the same place."""

    PARTS = ("cores",)

    def build(self) -> None:
        self.cores = Tokens()
        self.cores.put("core", "0.reserve", 1)
        self.cores.put("soul", "0.reserve", 1)
        items = (Item(("core", "0.reserve"), "A core from the reserve"),
                 Item(("soul", "0.reserve"), "The soul core from the reserve"))
        self._push(("select", Selection(0, "BS-14", "Pay 1 core", items, 1, 1, ("pay",))))

    def _s_pay(self, sources: tuple) -> None:
        for kind, place in sources:
            self.cores.move(kind, 1, place, "0.trash")
        self._finish(None, "paid", "BS-16")


class SoulPayment(ToyGame):
    ruleset = toy_ruleset(SoulPaymentState, tokens="cores")


def test_the_soul_core_is_chosen_like_an_item():
    game = SoulPayment(0)
    game.advance()
    pick(game, ("soul", "0.reserve"))
    assert game.state.cores.at("0.trash") == {"soul": 1} and game.state.cores.at("0.reserve") == {"core": 1}


class AnswerState(Selections, ToyState):
    """An effect that chooses first, as core's `Choice` asks it: the opponent answers, the `then` step tells it."""

    CELLS = ("got",)
    got: tuple = ()

    def build(self, offered: str) -> None:
        items = (Item(True, "Yes"), Item(False, "No")) if offered == "yes_no" else CHARACTERS
        choice = Choice(items, "{}: give back a card of {}?", ("Player 2",), chooser=1)
        self._push(("select", choice.selection(0, "TOY", "Mirror", ("done",))))

    def _s_done(self, chosen: tuple) -> None:
        self.got = chosen
        self._emit("TOY", "answer", "The answer is {}.", 0, chosen[0])
        self._finish(None, f"chose {chosen}", "TOY")


class Answering(ToyGame):
    ruleset = toy_ruleset(AnswerState)


def test_a_choice_is_asked_of_its_chooser_as_one_answer_told_by_its_then_step():
    game = Answering(0, offered="yes_no")
    game.advance()
    decision = game.decision
    # the prompt as the choice words it, no picks so far listed; the chooser may be another seat than the player
    assert decision.player == 1 and decision.prompt == "Mirror: give back a card of Player 2?"
    assert labels(game) == ["Yes", "No"] and game.state.selection.answer
    events = pick(game, False)
    assert [e.kind for e in events] == ["answer", "game_over"] and game.state.got == (False,)  # no "pick" event



@pytest.mark.parametrize(("sel", "picks", "action", "words"), [
    ("one_to_three", (), Action("done"), "at least 1 must be picked before 'Done' (0 so far): Choose 1 to 3"),
    ("yyh_order", (12,), Action("pick", (5,)), "there is no item 5 to pick: the items are numbered 0 "
     "to 4"),
    ("yyh_order", (12,), Action("pick", (1,)), "Character 12 is already picked as often as it can be: "
     "Order your four characters"),
])
def test_a_pick_not_on_offer_is_refused_by_the_selection_citing_its_rule(sel, picks, action, words):
    """Core's selection explains its own refusals (`selections.pick_refusal`, registered by the primitive): every
    game that picks gets them, citing the rule the selection was asked under, with no refusal of its own."""
    game = Picker(0, sel=sel)
    game.advance()
    for value in picks:
        pick(game, value)
    refusal = game.why_not(action)
    assert refusal.rule == SELECTIONS[sel].rule and refusal.message == words
    assert game.why_not(game.decision.actions[0]) is None
