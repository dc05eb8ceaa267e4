"""Response windows: priority in turn, pass-pass, a last-in-first-out chain resolved one link per step, reopening
after a resolution, immediate resolution (BS flash), auctions (DSP bidding), nesting, undo."""
from __future__ import annotations

import types

import pytest
from core_toys import ToyGame, ToyState, kinds, toy_ruleset

from cardgames.core.actions import Action
from cardgames.core.harness import check_random_game
from cardgames.core.testing import act
from cardgames.core.vocabulary import ActionKind, Arg, DecisionKind, Vocabulary
from cardgames.core.windows import PASS_KIND, ResponseWindows


class FlashState(ResponseWindows, ToyState):
    """Each player holds cards 1-3 (player 0) and 4-6 (player 1); playing one adds a link whose effect records its
    card in `resolved`. Card 9 (player 1) opens a counter window of its own when it resolves."""

    CELLS = ("resolved", "cards")
    resolved: tuple = ()
    cards: tuple = ((1, 2, 3), (4, 5, 6))

    def build(self, chain: bool = True, first: int = 1, cards: list | None = None) -> None:
        if cards is not None:
            self.cards = tuple(tuple(h) for h in cards)
        self._push(("open_window", "Flash timing", "BS-28", first, chain), ("after",))

    def responses(self, window, player):
        return tuple(Action("play", (c,)) for c in self.cards[player])

    def respond(self, window, player, action):
        card = action.args[0]
        self.cards = tuple(tuple(c for c in h if c != card) if p == player else h for p, h in enumerate(self.cards))
        self._emit("DSP-17", "play", "Player {} plays card {}.", player, player + 1, card)
        return ("effect", card)

    def _s_effect(self, card: int) -> None:
        self.resolved = (*self.resolved, card)
        self._emit("DSP-17", "effect", "Card {} resolves.", None, card)
        if card == 9:
            self._push(("open_window", "Counter", "DSP-17", 0))

    def _s_after(self) -> None:
        self._finish(None, "the window closed", "TOY")


class Flash(ToyGame):
    ruleset = toy_ruleset(FlashState)


def test_defender_first_then_alternate_and_lifo_one_link_per_step():
    """BS flash timing (BS-28 flash effects, RULES.md 2.3): the defender (player 1 here) has priority first, then
    the players alternate. DSP-17 ruling: the chain resolves last in, first out, one link per step (a FIFO chain
    would give 4, 1, 5)."""
    game = Flash(0)
    game.advance()
    assert game.decision.player == 1 and game.decision.kind == "respond" and "Pass" in [game.describe(a) for a in
                                                                                          game.decision.actions]
    act(game, "play", args=(4,))
    assert game.decision.player == 0
    act(game, "play", args=(1,))
    act(game, "play", args=(5,))
    act(game, "pass")
    game.apply(game.decision.actions[-1])  # player 1 passes too: two passes in a row
    seen = []
    while len(game.state.resolved) < 3:
        game.step()
        seen.append(game.state.resolved)
    assert game.state.resolved == (5, 1, 4)
    assert seen == [(5,), (5, 1), (5, 1, 4)]  # exactly one link per step


def test_the_window_reopens_after_the_chain_and_closes_on_two_passes():
    """After a chain resolves, priority goes to the player after the one who started it; two passes with an empty
    chain close the window and the queued steps continue."""
    game = Flash(0)
    game.advance()
    act(game, "play", args=(4,))
    act(game, "pass")
    events = act(game, "pass")
    assert "chain_resolved" in kinds(events) and game.state.resolved == (4,)
    assert game.decision.player == 0 and not game.is_over
    act(game, "pass")
    events = act(game, "pass")
    assert kinds(events)[-2:] == ["window_closed", "game_over"] and game.state.windows == ()


def test_a_pass_then_a_response_restarts_the_count():
    """Only passes IN A ROW close the window."""
    game = Flash(0)
    game.advance()
    act(game, "pass")
    act(game, "play", args=(2,))
    assert game.decision.player == 1 and game.state.window.passes == 0
    act(game, "pass")
    assert game.decision.player == 0 and not game.state.resolved
    act(game, "pass")
    assert game.state.resolved == (2,)


def test_bs_flash_resolves_each_effect_at_once():
    """BS flash timing: each flash effect resolves when used, then the other player may answer."""
    game = Flash(0, chain=False)
    game.advance()
    act(game, "play", args=(4,))
    assert game.state.resolved == (4,) and game.decision.player == 0
    act(game, "play", args=(1,))
    assert game.state.resolved == (4, 1) and game.decision.player == 1
    act(game, "pass")
    act(game, "pass")
    assert game.is_over


def test_no_legal_response_passes_without_a_question():
    game = Flash(0, cards=[[], []])
    events = game.advance()
    assert game.is_over and kinds(events).count("pass") == 2


def test_a_link_may_open_a_window_of_its_own():
    """The outer chain waits until the nested window closes, then goes on."""
    game = Flash(0, cards=[[1, 2], [9, 5]])
    game.advance()
    act(game, "play", args=(9,))
    act(game, "play", args=(1,))
    act(game, "pass")
    act(game, "pass")
    assert game.state.resolved == (1, 9) and [w.name for w in game.state.windows] == ["Flash timing", "Counter"]
    assert game.decision.player == 0
    act(game, "play", args=(2,))
    act(game, "pass")  # player 1; player 0 has no card left and passes without a question
    assert game.state.resolved == (1, 9, 2) and [w.name for w in game.state.windows] == ["Flash timing", "Counter"]
    assert game.decision.player == 1  # the counter window reopened after its chain
    act(game, "pass")
    assert [w.name for w in game.state.windows] == ["Flash timing"] and game.decision.player == 1
    act(game, "pass")
    assert game.is_over


class AuctionState(ResponseWindows, ToyState):
    """DSP-19 ruling: Realm bids alternate until one player passes; the highest bidder pays their bid."""

    CELLS = ("result",)
    result: tuple = ()

    def build(self) -> None:
        self._push(("open_window", "Realm bidding", "DSP-19", 0, True, 1, False), ("after",))

    def responses(self, window, player):
        top = max([link[1][2] for link in window.links], default=500)
        return tuple(Action("bid", (n,)) for n in (top + 100, top + 500) if n <= 1500)

    def respond(self, window, player, action):
        return ("bid_resolves", player, action.args[0])

    def _s_bid_resolves(self, player: int, amount: int) -> None:
        if not self.result:
            self.result = (player, amount)
            self._emit("DSP-19", "bid_won", "Player {} wins the bid and pays {} SP.", player, player + 1, amount)
        else:
            self._emit("DSP-19", "bid_lost", "Player {}'s bid of {} SP was outbid.", player, player + 1, amount)

    def _s_after(self) -> None:
        self._finish(None, "auction over", "TOY")


class Auction(ToyGame):
    ruleset = toy_ruleset(AuctionState, vocabulary=Vocabulary("Auction", (DecisionKind(
        "respond", ("DSP-19",), "Raise the bid, or pass.", (
            ActionKind("bid", "DSP-19", (Arg("number", "the new top bid"),), "Bid {amount}",
                       lambda state, player, action: {"amount": action.args[0]}),
            PASS_KIND.but(rule="DSP-19"))),)))


def test_dsp_bidding_one_pass_ends_it_and_the_last_bid_wins():
    game = Auction(0)
    game.advance()
    act(game, "bid", amount=600)
    act(game, "bid", amount=700)
    events = act(game, "pass")
    assert game.state.result == (1, 700) and game.is_over
    assert kinds(events).index("bid_won") < kinds(events).index("bid_lost")


def test_undo_inside_a_window_restores_the_chain():
    game = Flash(0)
    game.advance()
    act(game, "play", args=(4,))
    before = game.snapshot()
    act(game, "play", args=(1,))
    assert len(game.state.window.links) == 2
    game.undo()
    assert game.snapshot() == before and len(game.state.window.links) == 1 and game.state.cards[0] == (1, 2, 3)


def test_windows_pass_the_harness():
    for seed in range(30):
        check_random_game(Flash, seed, undo_every=2, save_every=3)
        check_random_game(lambda s: Flash(s, chain=False), seed, undo_every=3, save_every=2)
        check_random_game(Auction, seed, undo_every=1, save_every=2)


class OpenedState(FlashState):
    """Player 0 plays card 1 outside any window (a D-Spirits Main Step card): the window opens with it as its first
    link, and player 1 answers."""

    def build(self, reopens: bool = False) -> None:
        self.cards = ((2, 3), (4, 5, 6))
        self._push(("open_window", "Card chain", "DSP-17", 1, True, 0, reopens, (0, ("effect", 1))), ("after",))


class Opened(ToyGame):
    ruleset = toy_ruleset(OpenedState)


def test_a_window_may_open_with_the_link_it_answers():
    """DSP-17: the card that opens the chain is its first link; the answers resolve before it, last in, first
    out; with `reopens` False the window closes once the chain has resolved."""
    game = Opened(0)
    events = game.advance()
    assert events[0].data["chain"] == 1 and game.decision.player == 1
    act(game, "play", args=(4,))
    act(game, "pass")
    act(game, "pass")
    assert game.state.resolved == (4, 1) and game.state.windows == () and game.is_over


def test_an_opened_window_with_no_answer_resolves_its_link():
    game = Opened(0)
    game.advance()
    act(game, "pass")
    act(game, "pass")
    assert game.state.resolved == (1,) and game.is_over


def _rules(name: str, source: str) -> types.ModuleType:
    """A rule module named `name` made from `source`."""
    module = types.ModuleType(name)
    exec(source, module.__dict__)
    return module


class Silent(ResponseWindows, ToyState):
    """A window state whose answers live in a rule module (as D-Spirits' in `chain.py`)."""

    def build(self) -> None:
        self._push(("open_window", "Flash timing", "BS-28", 0, False))


FLASH_RULES = ("from cardgames.core.actions import Action\n"
               "def responses(st, window, player):\n"
               "    return (Action('flash', (player,)),) if not window.links else ()\n"
               "def respond(st, window, player, action):\n"
               "    return ('flashed', player)\n"
               "def step_flashed(st, player):\n"
               "    st._finish(player, 'flashed first', 'BS-28')\n")


def test_the_answers_are_found_by_name_in_the_rule_modules():
    rules = _rules("flash_rules", FLASH_RULES)

    class Module(ToyGame):
        ruleset = toy_ruleset(Silent, step_modules=(rules,))

    assert Module._hooks == {"responses": rules.responses, "respond": rules.respond}
    game = Module(0)
    game.advance()
    act(game, "flash")
    assert game.outcome.winner == 0


def test_answers_missing_or_defined_twice_are_refused_when_the_class_is_made():
    with pytest.raises(TypeError, match="no function responses"):
        type("Unanswered", (ToyGame,), {"ruleset": toy_ruleset(Silent)})
    with pytest.raises(TypeError, match="responses is defined by both flash_rules and FlashState"):
        type("Twice", (ToyGame,), {"ruleset": toy_ruleset(FlashState,
                                                          step_modules=(_rules("flash_rules", FLASH_RULES),))})
