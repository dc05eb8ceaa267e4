"""The quiz widget's coach question (`widgets.predict.ask_coach`): the actions as buttons, then the coach's move
and its why in the verdict."""
from __future__ import annotations

import html

from midgame import midgame

from widgets.predict import ask_coach


def test_the_learner_picks_an_action_and_sees_the_coachs_choice_and_why():
    game = midgame("battlespirits", decisions=0)   # the first decision with a choice
    quiz = ask_coach(game, seed=3, iterations=20, board=False)
    labels = [b.description for b in quiz.choice_buttons]
    assert labels == [game.describe(a) for a in game.decision.actions]
    coach = quiz.quiz.truth.answer
    other = next(label for label in labels if label != coach)
    quiz.choose(other)
    verdict = quiz.do_step()
    assert not verdict.right and verdict.answer == coach and verdict.why
    shown = quiz.result.value
    assert html.escape(f"the coach says {coach}") in shown
    for sentence in verdict.why:
        assert html.escape(sentence) in shown
    assert [b.button_style for b in quiz.choice_buttons if b.description == coach] == ["success"]
