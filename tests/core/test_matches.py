"""MatchRecord: matches inside a game (Yu Yu Hakusho: up to five, the first to win three wins the game), and a toy
YYH game that ends a match when a fighter reaches 4 damage (a check), rotating it 90 degrees per damage point."""
from __future__ import annotations

import pytest
from core_toys import ToyGame, ToyState, toy_ruleset

from cardgames.core.actions import Action
from cardgames.core.harness import check_random_game
from cardgames.core.matches import MatchRecord
from cardgames.core.zones import CardZones


def test_first_to_three_wins_and_the_game_stops_there():
    """RULES.md 2.4 (YYH-19): the game is up to 5 matches; the first to win 3 wins the game."""
    r = MatchRecord()
    for winner in (0, 1, 0):
        r = r.record(winner)
        assert r.outcome("YYH-19") is None and not r.over
    assert r.number == 4
    r = r.record(0)
    assert r.over and r.wins(0) == 3 and r.outcome("YYH-19").winner == 0
    assert "3–1" in r.outcome("YYH-19").reason
    with pytest.raises(ValueError, match="decided after match 4"):
        r.record(1)


def test_five_matches_without_three_wins():
    """Drawn matches (None) count for nobody; after 5 matches more wins wins, equal wins draw."""
    r = MatchRecord()
    for winner in (0, 1, None, 0, None):
        r = r.record(winner)
    assert r.over and r.outcome("YYH-19").winner == 0
    r = MatchRecord()
    for winner in (0, 1, None, None, None):
        r = r.record(winner)
    assert r.outcome("YYH-19").is_draw


def test_a_record_is_an_immutable_value():
    r = MatchRecord()
    assert r.record(1) != r and r.results == ()


class FightsState(ToyState):
    """YYH-14: the turn player attacks the opposing fighter for 1 or 2 damage; the damaged card turns 90 degrees
    per point (step 7). YYH-17: at 4 damage (upright again) the match ends and the next fighters enter. The match
    end is a check after every step; the game's outcome follows from the match record."""

    CELLS = ("record", "damage")
    PARTS = ("places",)
    record = MatchRecord()
    damage: tuple = (0, 0)

    def build(self) -> None:
        names = ("0.sideline", "0.arena", "0.out", "1.sideline", "1.arena", "1.out")
        sidelines = {f"{p}.sideline": list(range(5 * p + 4, 5 * p - 1, -1)) for p in (0, 1)}  # match order: top first
        self.places = CardZones.from_lists(10, names, sidelines)
        self._push(("enter", 0), ("enter", 1), ("turn", 0))

    def _s_enter(self, p: int) -> None:
        self.places.move_top(f"{p}.sideline", f"{p}.arena")
        self._emit("YYH-17", "enter", "Player {}'s next fighter enters.", p, p + 1, moves=self.places.take_moves())

    def _s_turn(self, p: int) -> None:
        self._ask(p, "attack", "YYH-14", "Attack", (Action("attack", (1,)), Action("attack", (2,))))

    def _d_attack(self, action: Action, p: int) -> None:
        o = 1 - p
        fighter = self.places.top(f"{o}.arena")
        for _ in range(min(action.args[0], 4 - self.damage[o])):
            self.places.rotate(fighter, 1)
        self.damage = tuple(d + action.args[0] if q == o else d for q, d in enumerate(self.damage))
        self.checks_due = True  # damage changed: the knock-out check looks after this decision
        self._push(("turn", o))

    def _c_knockout(self) -> None:
        for p in (0, 1):
            if self.damage[p] >= 4:
                self.record = self.record.record(1 - p)
                self.damage = (0, 0)
                for q in (0, 1):
                    self.places.move_all(f"{q}.arena", f"{q}.out")
                self._emit("YYH-17", "match_over", "Player {} wins match {}.",
                           1 - p, 2 - p, len(self.record.results), moves=self.places.take_moves())
                outcome = self.record.outcome("YYH-19")
                if outcome is not None:
                    self._finish(outcome.winner, outcome.reason, outcome.rule)
                else:
                    self._push(("enter", 0), ("enter", 1))
                return


class Fights(ToyGame):
    ruleset = toy_ruleset(FightsState, checks=("knockout",), card_zones="places")


def test_a_yyh_game_is_won_on_matches():
    game = Fights(0)
    game.advance()
    for _ in range(40):
        if game.is_over:
            break
        game.play(game.decision.actions[1])
    assert game.is_over and game.outcome.rule == "YYH-19" and game.outcome.winner == 0
    assert game.state.record.results == (0, 1, 0, 1, 0)  # YYH-20: turns keep alternating after a match ends
    places = game.state.places
    assert places.where(5) == "1.out" and places.angle[5] == 0  # lost match 1 at 4 damage: upright


def test_rotation_follows_damage():
    game = Fights(0)
    game.advance()
    game.play(Action("attack", (1,)))
    assert game.state.places.angle[5] == 90
    game.play(Action("attack", (2,)))
    game.play(Action("attack", (2,)))
    assert game.state.places.angle[5] == 270 and game.state.places.angle[0] == 180


def test_matches_pass_the_harness():
    for seed in range(20):
        check_random_game(Fights, seed, undo_every=1, save_every=3)
