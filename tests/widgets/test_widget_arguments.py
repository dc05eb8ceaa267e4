"""The boards, the ruling explorer and the quiz widget check their arguments when they are made or called: a wrong
value in a cell is one sentence naming it (`ArgumentError`), never a `KeyError` deep in a layout or a failure later
when a button is pressed; and the explorer's red error clears once a later action succeeds."""
from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from cardgames.core.errors import ArgumentError  # noqa: E402
from cardgames.explore import open_game  # noqa: E402
from cardgames.predict import quiz_for  # noqa: E402
from widgets.board import show  # noqa: E402
from widgets.explore import Explorer, explore  # noqa: E402
from widgets.picture import board_picture  # noqa: E402
from widgets.predict import PredictWidget  # noqa: E402


@pytest.mark.parametrize("kwargs, match", [
    ({"layout": "dspirits"}, "draws dspirits games, not this digimon game"),
    ({"layout": 42}, "layout must be a layout object"),
    ({"human": "x"}, "human must be a seat"),
    ({"human": [0, 7]}, "human must be a whole number from 0 to 1"),
    ({"frames": "x"}, "frames must be a whole number"),
    ({"frames": float("nan")}, "frames must be a whole number"),
    ({"frames": 0}, "frames must be a whole number from 1"),
    ({"frame_ms": "x"}, "frame_ms must be a number"),
    ({"frame_ms": float("nan")}, "frame_ms must be a number from 0"),
    ({"log_lines": "x"}, "log_lines must be a whole number"),
    ({"new_game": 42}, "new_game must be a function"),
    ({"opponent": 42}, "opponent must be"),
    ({"opponent": {5: "random"}}, "opponent's seat must be"),
    ({"speed": 0}, "speed must be a number from 0.5"),
    ({"auto_advance": "yes"}, "auto_advance must be True or False"),
    ({"viewer": 5}, "viewer must be a whole number from 0 to 1"),
    ({"size": "huge"}, "unknown size 'huge'"),
])
def test_a_board_refuses_a_wrong_argument_when_it_is_made(kwargs, match):
    game = open_game("digimon")
    before = game.snapshot()
    with pytest.raises(ArgumentError, match=match):
        show(game, **kwargs)
    assert game.snapshot() == before


def test_show_and_board_picture_need_a_game_and_their_options():
    for call in (lambda: show(None), lambda: board_picture(None), lambda: board_picture("digimon")):
        with pytest.raises(ArgumentError, match="game must be a game"):
            call()
    with pytest.raises(ArgumentError, match="board_picture takes viewer"):
        board_picture(open_game("digimon"), colour="red")
    with pytest.raises(ArgumentError, match="viewer must be"):
        board_picture(open_game("digimon"), viewer=3)


def test_the_explorer_checks_seats_indexes_and_typed_json():
    x = explore("digimon", "11_download")
    before = x.game.to_position()
    for call, match in ((lambda: x.add_card(5, "hand", 27), "seat must be a whole number from 0 to 1"),
                        (lambda: x.add_card("0", "hand", 27), "seat must be a whole number"),
                        (lambda: x.add_card(0, "nowhere", 27), "is not a card zone"),
                        (lambda: x.add_card(0, "hand", 27, index="first"), "index must be a whole number"),
                        (lambda: x.remove_card(0, "hand", 99), "choose a card of hand to remove"),
                        (lambda: x.remove_card(-1, "hand", 0), "seat must be"),
                        (lambda: x.set_field(9, "hp", "3"), "seat must be"),
                        (lambda: x.set_field(0, "no.such.0", "3"), "has no value 'no.such.0'"),
                        (lambda: x.load_position("x"), "position must be a dict"),
                        (lambda: x.type_json(None), "text must be the position"),
                        (lambda: x.take(42), "action must be an action or its label")):
        with pytest.raises(ArgumentError, match=match):
            call()
        assert x.game.to_position() == before
    assert x.set_field(0, "hp", "9" * 5000) is False  # kept as text, refused by the position's own check
    assert x.type_json("[" * 100_000) and "nested more than" in x.problems[0]
    assert x.type_json('{"turn": ' + "9" * 5000 + "}") and "digits" in x.problems[0]
    with pytest.raises(ArgumentError, match="game must be a game"):
        Explorer(None)
    with pytest.raises(ArgumentError, match="unknown game None"):
        explore(None)


def test_the_red_error_clears_after_a_later_success():
    x = explore("digimon", "11_download")
    x._guard(lambda: x.add_card(0, "hand", "Pikachu"))
    assert "no card is numbered or named 'Pikachu'" in x.error and "Pikachu" in x.status.value
    x._guard(lambda: x.copy_as_cell())
    assert x.error == "" and "Pikachu" not in x.status.value


def test_the_edit_tab_names_the_seats_as_its_buttons_do():
    x = explore("digimon", "11_download")
    assert x.set_field(0, "hp", "abc") is False
    assert x.problems and all("players.0" not in p.lower() for p in x.problems)
    assert any("Player 1" in p for p in x.problems)


def test_the_quiz_widget_checks_its_quiz_and_typed_answers():
    with pytest.raises(ArgumentError, match="quiz must be a Quiz"):
        PredictWidget(None)
    game = open_game("digimon", "11_download")
    quiz = quiz_for(game, "How many events?", None, lambda events: len(events), until=1)
    with pytest.raises(ArgumentError, match="board must be True or False"):
        PredictWidget(quiz, board="no")
    widget = PredictWidget(quiz, board=False)
    with pytest.raises(ArgumentError, match="the answer typed is a text"):
        widget.type_answer(None)
    widget.type_answer("1" * 400)  # a number too large to be right is a wrong answer, not an error
    assert widget.do_step() is not None and not widget.verdict.right
