"""Checks after every step (state-based checks) and the trigger queue, in a toy modelled on Battle Spirits
(BS-1 life, BS-19/BS-22 vanishing below level 1) and Yu Yu Hakusho (YYH-14 attack order); and their cost: none
for a game that declares neither. `step()` and `advance()` run them in one loop, which a game that never asks
cannot hold forever."""
from __future__ import annotations

from dataclasses import replace

import pytest
from core_toys import ToyGame, ToyState, kinds, toy_ruleset

from cardgames.core.actions import Action
from cardgames.core.engine import Game
from cardgames.core.harness import check_random_game
from cardgames.core.testing import act
from cardgames.core.triggers import turn_player_first
from cardgames.core.vocabulary import ActionKind, Arg, DecisionKind, Vocabulary
from cardgames.digimon.game import DigimonGame


class SpiritsState(ToyState):
    """Each turn the turn player hits (the opponent loses 1 life) or drains a core from a spirit (a cost paid
    from a card). A spirit with no core left vanishes (a check pushes the step); when one vanishes, its owner
    draws and the other player gains a life (triggered abilities, turn player's first). At 0 life a player loses."""

    CELLS = ("life", "spirits", "log", "turn_player")
    life: tuple = (2, 2)
    spirits: tuple = ((0, 1), (1, 1), (1, 2))  # (owner, cores) by spirit; owner -1: gone; cores -1: vanishing
    log: tuple = ()
    turn_player = 0

    def build(self) -> None:
        self._push(("turn", 0))

    def note(self, what: str) -> None:
        self.log = (*self.log, what)

    def _c_life(self) -> None:
        for p in (0, 1):
            if self.life[p] <= 0:
                self._finish(1 - p, f"Player {p + 1} has no life left", "BS-1")
                return

    def _c_levels(self) -> None:
        for i, (owner, cores) in enumerate(self.spirits):
            if owner >= 0 and cores == 0:
                self.spirits = self.spirits[:i] + ((owner, -1),) + self.spirits[i + 1:]
                self._push(("vanish", i))

    def _s_turn(self, p: int) -> None:
        self.turn_player = p
        acts = [Action("hit")]
        acts += [Action("drain", (i,)) for i, (o, c) in enumerate(self.spirits) if c > 0]
        self._ask(p, "act", "BS-16", "Hit or pay a core", tuple(acts))

    def _d_act(self, action: Action, p: int) -> None:
        if action.kind == "hit":
            self.life = tuple(n - (q != p) for q, n in enumerate(self.life))
            self.note(f"hit {1 - p}")
        else:
            i = action.args[0]
            owner, cores = self.spirits[i]
            self.spirits = self.spirits[:i] + ((owner, cores - 1),) + self.spirits[i + 1:]
            self.note(f"drain {i}")
        self.checks_due = True  # a life or a spirit's cores went down: the checks look after this step
        self._emit("BS-16", action.kind, str(action), p)
        self._push(("turn", 1 - p))

    def _s_vanish(self, i: int) -> None:
        owner = self.spirits[i][0]
        self.spirits = self.spirits[:i] + ((-1, 0),) + self.spirits[i + 1:]
        self.note(f"vanish {i}")
        self._emit("BS-22", "vanish", "Spirit {} has no core: it vanishes.", owner, i)
        self._fire(1 - owner, ("heal", 1 - owner))
        self._fire(owner, ("draw", owner))

    def _s_draw(self, p: int) -> None:
        self.note(f"draw {p}")

    def _s_heal(self, p: int) -> None:
        self.life = tuple(n + (q == p) for q, n in enumerate(self.life))
        self.note(f"heal {p}")


class Spirits(ToyGame):
    ruleset = toy_ruleset(
        SpiritsState, checks=("life", "levels"), triggers=True,
        vocabulary=Vocabulary("Spirits", (DecisionKind("act", ("BS-16",), "Hit, or pay a core.", (
            ActionKind("hit", "BS-16", (), "Hit"),
            ActionKind("drain", "BS-16", (Arg("index", "the spirit"),), "Drain spirit {spirit}",
                       lambda state, player, action: {"spirit": action.args[0]}))),)),
        # the abilities of one step resolve the turn player's first (BS-26)
        trigger_order=lambda st, fired: turn_player_first(fired, st.turn_player))


def test_a_check_ends_the_game_right_after_the_decision():
    """BS-1: life at 0 is checked after every step and decision, before anything else runs."""
    game = Spirits(0)
    game.advance()
    act(game, "hit")
    events = act(game, "drain", spirit=2)
    assert not game.is_over and kinds(events)[-1] != "game_over"
    events = act(game, "hit")
    assert game.is_over and game.outcome.winner == 0 and game.outcome.rule == "BS-1"
    assert kinds(events)[-1] == "game_over" and game.decision is None


def test_checks_run_only_after_a_step_that_set_checks_due(monkeypatch):
    """A step that changes nothing the checks look at (a draw, a heal) costs one attribute test, not a call; the
    checks run again once a step sets `checks_due`, and after a restore (the board they see may be new)."""
    calls = []
    life, levels = Spirits._checks
    monkeypatch.setattr(Spirits, "_checks", (lambda st: calls.append(len(st.log)), life, levels))
    game = Spirits(0)
    game.advance()
    assert calls == [0] and not game.state.checks_due  # the board as built is looked at once
    game.play(Action("drain", (1,)))  # the drain sets checks_due; the vanish, heal and draw steps do not
    assert calls == [0, 1] and game.state.log == ("drain 1", "vanish 1", "heal 0", "draw 1")
    game.undo()
    assert game.state.checks_due
    game.play(Action("hit", ()))
    assert calls == [0, 1, 1]


def test_a_vanish_step_then_its_triggers_then_the_queued_steps():
    """BS-19/BS-22: the spirit vanishes at once (a step a check pushed), then the abilities it triggered resolve,
    the turn player's first (spirit 1 is player 1's: player 0, the turn player, heals before player 1 draws), and
    only then the next turn."""
    game = Spirits(0)
    game.advance()
    game.apply(Action("drain", (1,)))
    assert game.state.log == ("drain 1",)
    game.step()
    assert game.state.log[-1] == "vanish 1"
    game.step()
    assert game.state.log[-1] == "heal 0"
    game.step()
    assert game.state.log[-1] == "draw 1"
    game.step()
    assert game.decision.player == 1 and game.state.life == (3, 2)


def test_triggers_in_fired_order_without_an_override():
    class FiredOrder(Spirits):
        ruleset = replace(Spirits.ruleset, trigger_order=None)

    game = FiredOrder(0)
    game.advance()
    game.play(Action("drain", (1,)))
    assert game.state.log == ("drain 1", "vanish 1", "heal 0", "draw 1")
    game.play(Action("drain", (0,)))
    assert game.state.log[-3:] == ("vanish 0", "heal 1", "draw 0")


def test_firing_without_declaring_triggers_is_a_bug():
    class Undeclared(Spirits):
        ruleset = replace(Spirits.ruleset, triggers=False)

    game = Undeclared(0)
    game.advance()
    game.apply(Action("drain", (1,)))
    with pytest.raises(AssertionError, match="TRIGGERS"):
        game.advance()


def test_checks_and_triggers_pass_the_harness():
    for seed in range(30):
        check_random_game(Spirits, seed, undo_every=1, save_every=2)


class AttackState(ToyState):
    """YYH-14: declare the attack and pay, then "when you use an attack" effects, then the attack's own effect,
    then "Attack:" effects. The declaration fires the first kind as triggers; the procedure's later steps were
    queued before it, and triggers run in front of them."""

    CELLS = ("log",)
    log: tuple = ()

    def build(self) -> None:
        self._push(("declare",), ("own_effect",), ("attack_effects",))

    def _s_declare(self) -> None:
        self.log = (*self.log, "declare")
        self._fire(0, ("when_used", "Toguro bonus"))
        self._fire(1, ("when_used", "opponent's reaction"))

    def _s_when_used(self, what: str) -> None:
        self.log = (*self.log, what)

    def _s_own_effect(self) -> None:
        self.log = (*self.log, "own effect")

    def _s_attack_effects(self) -> None:
        self.log = (*self.log, "Attack: effects")
        self._finish(None, "attack done", "YYH-14")


class Attack(ToyGame):
    ruleset = toy_ruleset(AttackState, triggers=True)


def test_yyh_when_used_effects_run_before_the_attack_effect():
    game = Attack(0)
    game.advance()
    assert game.state.log == ("declare", "Toguro bonus", "opponent's reaction", "own effect", "Attack: effects")


def test_no_checks_no_triggers_no_cost(monkeypatch):
    """A game that declares neither (Digimon) never calls the post-step code."""
    assert not DigimonGame._post_step and Spirits._post_step and Attack._post_step
    monkeypatch.setattr(Game, "_after_step", lambda self: pytest.fail("post-step code ran"))
    game = DigimonGame(seed=3)
    game.advance()
    game.play(game.decision.actions[0])
    game.step()


def test_cells_are_in_snapshots_and_restored():
    game = Spirits(0)
    game.advance()
    before = game.snapshot()
    game.play(Action("drain", (1,)))
    assert game.state.spirits[1] == (-1, 0) and game.snapshot() != before
    game.undo()
    assert game.snapshot() == before and game.state.spirits == SpiritsState.spirits and game.state.log == ()


class EndlessState(ToyState):
    """A rule that never asks anything: a bug `advance` must stop."""

    CELLS = ("steps",)
    steps = 0

    def build(self) -> None:
        self._push(("again",))

    def _s_again(self) -> None:
        self.steps += 1
        self._push(("again",))


class Endless(ToyGame):
    ruleset = toy_ruleset(EndlessState)


def test_advance_and_step_share_one_loop_bounded_by_max_steps():
    game = Endless(0)
    with pytest.raises(RuntimeError, match="no decision after 50 steps"):
        game.advance(max_steps=50)
    assert game.state.steps == 50 and game.can_step
    game.step()
    assert game.state.steps == 51
