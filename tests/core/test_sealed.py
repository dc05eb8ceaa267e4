"""Sealed simultaneous choices: players choose in secret, nothing is revealed until all have chosen, then one step
reveals them together; the opponent's view of a sealed choice is hidden."""
from __future__ import annotations

import json

import pytest
from core_toys import ToyGame, ToyState, kinds, toy_ruleset

from cardgames.core.actions import Action
from cardgames.core.harness import check_random_game
from cardgames.core.sealed import HIDDEN, SealedChoices
from cardgames.core.selections import Item, Selection, Selections
from cardgames.core.testing import act, pick

ATTACKS = tuple(Action("attack", (k,)) for k in range(3))
NAMES = ("Circle", "Triangle", "Cross")


class DuelState(SealedChoices, ToyState):
    """DCB-21: both players choose circle, triangle or cross in secret; the attacks are revealed together."""

    CELLS = ("shown",)
    shown: tuple = ()

    def build(self) -> None:
        self._push(*self.sealed_steps("attack", "DCB-21", "Choose your attack"), ("reveal", "attack", "DCB-21",
                                                                                   ("battle",)))

    def sealed_actions(self, name: str, player: int) -> tuple[Action, ...]:
        return ATTACKS

    def sealed_label(self, name: str, player: int, action: Action) -> str:
        return NAMES[action.args[0]]

    def _s_battle(self, choices: tuple) -> None:
        self.shown = tuple(a.args[0] for a in choices)
        self._finish(None, "attacks revealed", "DCB-21")


class Duel(ToyGame):
    ruleset = toy_ruleset(DuelState)


def test_nothing_is_revealed_until_both_have_chosen():
    game = Duel(0)
    game.advance()
    assert game.decision.player == 0 and game.decision.secret and game.decision.kind == "sealed"
    events = act(game, "attack", args=(2,))
    sealed = events[0]
    assert sealed.kind == "sealed" and "Cross" in sealed.text_for(0) and "Cross" not in sealed.text_for(1)
    assert "Cross" not in json.dumps(sealed.data) and "2" not in json.dumps(sealed.data)
    assert game.state.sealed_for(1) == {0: HIDDEN} and game.state.sealed_for(0) == {0: ATTACKS[2]}
    assert game.decision.player == 1 and game.decision.secret and not game.state.shown
    events = act(game, "attack", args=(0,))
    assert kinds(events) == ["sealed", "reveal", "game_over"]
    assert events[1].data["revealed"] == [ATTACKS[2], ATTACKS[0]]
    # each seat's choice is a value of the sentence, worded when read (`core.words.Words`), not joined at once
    assert events[1].text == "Revealed at once: Player 1: the move 'attack' with 2; Player 2: the move 'attack' with 0."
    assert ATTACKS[2] in events[1].values[0].values[0].values
    from cardgames.core.language import speaking
    with speaking("ja"):
        assert events[1].text.startswith("同時に公開：プレイヤー1：")
    assert game.state.shown == (2, 0) and game.state.sealed == ()


def test_a_reveal_before_everyone_chose_is_a_bug():
    class EarlyState(DuelState):
        def build(self) -> None:
            self._push(self.sealed_steps("attack", "DCB-21", "Choose")[0], ("reveal", "attack", "DCB-21", ("battle",)))

    class Early(Duel):
        ruleset = toy_ruleset(EarlyState)

    game = Early(0)
    game.advance()
    with pytest.raises(AssertionError, match="before players"):
        game.play(ATTACKS[0])


def test_sealing_twice_is_a_bug():
    class TwiceState(DuelState):
        def build(self) -> None:
            self._push(*self.sealed_steps("attack", "DCB-21", "Choose", (0, 0)))

    class Twice(Duel):
        ruleset = toy_ruleset(TwiceState)

    game = Twice(0)
    game.advance()
    game.play(ATTACKS[0])
    with pytest.raises(AssertionError, match="already sealed"):
        game.play(ATTACKS[1])
    assert game.state.sealed_for(None) == {0: ATTACKS[0]}  # the failed action changed nothing


class SetupState(SealedChoices, Selections, ToyState):
    """YYH-8: each player orders four characters face down (Arena first, then the sideline), a pick at a time in
    secret; when both have placed them all turn face up together."""

    CELLS = ("teams",)
    teams: tuple = ()

    def build(self) -> None:
        steps = []
        for p in (0, 1):
            items = tuple(Item(10 * p + c, f"Character {10 * p + c}") for c in range(1, 6))
            steps.append(("select", Selection(p, "YYH-8", "Place your characters", items, 4, 4,
                                              ("seal", "team", "YYH-8", p), secret=True)))
        self._push(*steps, ("reveal", "team", "YYH-8", ("face_up",)))

    def _s_face_up(self, teams: tuple) -> None:
        self.teams = teams
        self._finish(None, "teams revealed", "YYH-8")


class Setup(ToyGame):
    ruleset = toy_ruleset(SetupState)


def test_yyh_setup_picks_are_secret_and_revealed_together():
    game = Setup(0)
    game.advance()
    events = []
    for c in (3, 1, 4, 2):
        assert game.decision.secret and game.decision.player == 0
        events += pick(game, c)
    picks = [e for e in events if e.kind == "pick"]
    assert len(picks) == 4 and all("Character" not in e.text_for(1) and e.data["item"] is None for e in picks)
    assert game.state.sealed_for(1) == {0: HIDDEN} and not game.state.teams
    for c in (15, 11, 12, 13):
        pick(game, c)
    assert game.state.teams == ((3, 1, 4, 2), (15, 11, 12, 13))


def test_sealed_choices_pass_the_harness():
    for seed in range(20):
        check_random_game(Duel, seed, undo_every=1, save_every=1)
        check_random_game(Setup, seed, undo_every=1, save_every=2)
