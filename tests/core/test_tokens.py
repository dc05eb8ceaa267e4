"""Tokens: counted pieces by kind and place, moved with a journal, caps as rules, totals conserved (and checked
by the harness through Game.token_counts)."""
from __future__ import annotations

import gc

import pytest
from core_toys import ToyGame, ToyState, toy_ruleset

from cardgames.core.actions import Action
from cardgames.core.harness import InvariantError, check_random_game, token_totals
from cardgames.core.tokens import Tokens


def bs_setup() -> Tokens:
    """BS-9: every core starts in the void; 5 go to life, 3 and the soul core to the reserve (BS-14: the soul
    core is a kind of its own)."""
    t = Tokens()
    t.put("core", "void", 50)
    t.put("soul", "void", 1)
    t.move("core", 5, "void", "0.life")
    t.move("core", 3, "void", "0.reserve")
    t.move("soul", 1, "void", "0.reserve")
    return t


def test_bs_setup_counts_and_the_journal():
    t = bs_setup()
    assert t.count("core", "0.life") == 5 and t.at("0.reserve") == {"core": 3, "soul": 1}
    assert t.take_moves() == [["core", 5, "void", "0.life"], ["core", 3, "void", "0.reserve"],
                              ["soul", 1, "void", "0.reserve"]]
    assert t.take_moves() == []
    assert t.by_kind() == {"core": {"0.life": 5, "0.reserve": 3, "void": 42}, "soul": {"0.reserve": 1}}


def test_paying_a_cost_keeps_the_total():
    """BS-16: a cost moves cores to the trash, from the reserve or from a card; BS-12: trash cores return."""
    t = bs_setup()
    t.move("core", 2, "0.reserve", "card.7")
    t.move("core", 1, "card.7", "0.trash")
    t.move("core", 1, "0.reserve", "0.trash")
    assert t.total("core") == 50 and t.total("soul") == 1
    assert t.count("core", "0.trash") == 2 and t.count("core", "card.7") == 1
    t.move("core", 2, "0.trash", "0.reserve")
    assert t.count("core", "0.trash") == 0 and "0.trash" not in t.by_kind()["core"]


def test_a_shortfall_moves_nothing():
    t = bs_setup()
    before = t.save()
    with pytest.raises(ValueError, match="0.reserve holds 3 core, not 4"):
        t.move("core", 4, "0.reserve", "0.trash")
    with pytest.raises(ValueError):
        t.move("core", -1, "0.reserve", "0.trash")
    assert t.save() == before
    assert t.move("core", 4, "0.reserve", "0.trash", clamp=True) == 3


def test_spirit_energy_cap_is_a_rule():
    """YYH-11: +2 SE in the draw step, but SE stays between 0 and 10: at 9 only 1 fits; forcing it names the rule."""
    t = Tokens(caps={("se", "0.se"): (10, "YYH-11")})
    t.put("se", "bank", 40)
    t.move("se", 9, "bank", "0.se")
    assert t.room("se", "0.se") == 1 and t.room("se", "bank") is None
    with pytest.raises(ValueError, match=r"\[YYH-11\] 0.se holds at most 10 se"):
        t.move("se", 2, "bank", "0.se")
    assert t.count("se", "0.se") == 9
    assert t.move("se", 2, "bank", "0.se", clamp=True) == 1
    assert t.count("se", "0.se") == 10 and t.count("se", "bank") == 30


def test_save_load_round_trip_keeps_counts_and_order():
    a = Tokens()
    a.put("sp", "1.sp", 5000)
    a.put("sp", "0.sp", 5000)
    saved = a.save()
    a.move("sp", 5000, "1.sp", "lost")  # 1.sp empties: its entry goes, "lost" comes last
    a.load(saved)
    assert a.save() == saved and a.take_moves() == []
    assert a.count("sp", "1.sp") == 5000 and a.count("sp", "lost") == 0
    assert a.save()[0] == (("sp", "1.sp"), ("sp", "0.sp"))  # the order of the save, not of the moves


def test_a_save_is_left_alone_by_the_garbage_collector():
    """Undo keeps a save per decision: a tuple of atoms stops being tracked, so collections never walk them."""
    t = Tokens()
    t.put("core", "0.reserve", 3)
    t.move("core", 1, "0.reserve", "card.7")
    saved = t.save()
    gc.collect()
    gc.collect()  # the first collection stops tracking the (kind, place) pairs and the counts, the second the save
    assert not gc.is_tracked(saved)


class SpState(ToyState):
    """DSP-7/DSP-28: both players start at 5000 SP; each turn a player loses SP to a destroyed D-Spirit; at 0 SP
    the game ends. `leak` creates SP out of nothing (a bug the harness must catch)."""

    PARTS = ("sp",)

    def build(self, leak: bool = False) -> None:
        self.leak = leak
        self.sp = Tokens()
        for p in (0, 1):
            self.sp.put("sp", f"{p}.sp", 5000)
        self._push(("turn", 0))

    def _s_turn(self, p: int) -> None:
        if self.sp.count("sp", f"{p}.sp") == 0:
            self._finish(1 - p, "0 SP", "DSP-7")
            return
        self._ask(p, "lose", "DSP-28", "How much SP do you lose?",
                  tuple(Action("lose", (n,)) for n in (500, 1200, 3000)))

    def _d_lose(self, action: Action, p: int) -> None:
        self.sp.move("sp", action.args[0], f"{p}.sp", "lost", clamp=True)
        if self.leak:
            self.sp.put("sp", f"{p}.sp", 1)
        self._emit("DSP-28", "sp", "Player {} loses SP.", p, p + 1, tokens=self.sp.take_moves())
        self._push(("turn", 1 - p))


class SpGame(ToyGame):
    ruleset = toy_ruleset(SpState, tokens="sp")


def test_a_token_game_passes_the_harness():
    for seed in range(20):
        report = check_random_game(SpGame, seed, undo_every=2, save_every=3)
        assert "DSP-7" in report.outcome
    game = SpGame(0)
    assert token_totals(game) == {"sp": 10000}
    game.advance()
    assert game.play(game.decision.actions[0])[0].data["tokens"] == [["sp", 500, "0.sp", "lost"]]


def test_the_harness_catches_tokens_made_from_nothing():
    with pytest.raises(InvariantError, match="token conservation"):
        check_random_game(lambda s: SpGame(s, leak=True), 0)


def test_the_harness_catches_a_negative_count():
    class Negative(SpGame):
        def token_counts(self) -> dict:
            return {"sp": {"0.sp": -1, "1.sp": 10001}}

    with pytest.raises(InvariantError, match="-1 sp at 0.sp"):
        check_random_game(Negative, 0)


def test_undo_restores_the_tokens():
    game = SpGame(0)
    game.advance()
    before = game.snapshot()
    game.play(game.decision.actions[2])
    assert game.state.sp.count("sp", "0.sp") == 2000
    game.undo()
    assert game.snapshot() == before and game.state.sp.count("sp", "0.sp") == 5000


def test_get_reads_the_live_counts_after_a_load():
    """`get` is bound once to the counts' dict, which `load` refills in place: it reads the loaded counts."""
    t = Tokens()
    t.put("core", "0.reserve", 3)
    get, saved = t.get, t.save()
    t.move("core", 2, "0.reserve", "card.7")
    assert get(("core", "card.7"), 0) == 2
    t.load(saved)
    assert get(("core", "0.reserve"), 0) == 3 and get(("core", "card.7"), 0) == 0 and t.get is get
