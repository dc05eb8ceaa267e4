"""The quiz's question kind "what would the coach do?" (`cardgames.predict.coach_quiz`): the pending decision's
actions as the choices, the coach's as the answer, and its why with the verdict; seeded, so deterministic."""
from __future__ import annotations

import pytest
from midgame import midgame

from cardgames.coach import hint
from cardgames.core.errors import ArgumentError, NoDecisionError
from cardgames.games import GAMES, game_class
from cardgames.predict import COACH_QUESTION, check, coach_quiz

NAMES = sorted(GAMES)


@pytest.mark.parametrize("name", NAMES)
def test_the_coachs_move_is_the_right_answer_with_its_why(name):
    game = midgame(name)
    before = game.snapshot()
    quiz = coach_quiz(game, seed=2, iterations=30)
    advice = hint(game, seed=2, iterations=30)
    assert quiz.question == COACH_QUESTION
    assert list(quiz.options) == [game.describe(a) for a in game.decision.actions]
    right = quiz.check(advice.label)
    assert right.right and right.answer == advice.label and right.why == advice.why
    assert right.events and right.events[0].rule in {rule for rule, _, _ in right.rules}
    other = next(label for label in quiz.options if label != advice.label)
    wrong = quiz.check(other)
    assert not wrong.right and wrong.given == other and wrong.answer == advice.label
    assert wrong.headline() == f"Not quite: you said {other}; the coach says {advice.label}."
    text = str(wrong)
    for sentence in advice.why:
        assert sentence in text
    assert game.snapshot() == before  # the game is not changed


def test_the_same_position_and_seed_give_the_same_question_and_answer():
    game = midgame("digimon")
    one, two = coach_quiz(game, seed=4, iterations=30), coach_quiz(game, seed=4, iterations=30)
    assert one.options == two.options and one.truth.answer == two.truth.answer
    assert one.check("A").why == two.check("A").why


def test_check_prints_the_coachs_verdict(capsys):
    game = midgame("yuyu")
    quiz = coach_quiz(game, seed=1, iterations=20)
    check(game, quiz.truth.answer)
    out = capsys.readouterr().out
    assert out.startswith(f"Right: {quiz.truth.answer}.") and quiz.prediction.why[0] in out


def test_a_coach_question_needs_a_decision_with_a_choice():
    game = game_class("digimon")(1)
    with pytest.raises(NoDecisionError):
        coach_quiz(game)
    with pytest.raises(ArgumentError):
        coach_quiz("digimon")


def test_the_coach_questions_words_read_in_the_language_of_the_moment():
    """The question, the verdict and the coach's why are made in English and worded when read: in Japanese no line
    of the verdict's head is English, and the strings stay the English words a program compares."""
    from cardgames.core.language import speaking

    game = midgame("yuyu")
    quiz, advice = coach_quiz(game, seed=2, iterations=30), hint(game, seed=2, iterations=30)
    wrong = quiz.check(next(label for label in quiz.options if label != advice.label))
    english = str(wrong)
    with speaking("ja"):
        assert quiz.text().startswith("コーチならここで何をする？")
        head, *rest = str(wrong).splitlines()
        assert head.startswith("惜しい：") and "コーチの答え" in head
        assert rest[:len(wrong.why)] == [str(sentence) for sentence in wrong.why] and "エンジンが行ったこと：" in rest
        assert all(not sentence.isascii() for sentence in rest[:len(wrong.why)])
    assert str(wrong) == english and wrong.headline().startswith("Not quite: you said ")
