"""The Predict, then step widget (`widgets.predict`), driven through its buttons: its state as data after each click."""
from __future__ import annotations

import json

from cardgames.battlespirits import BattleSpiritsGame
from cardgames.battlespirits import load_position as bs_position
from cardgames.digimon import DigimonGame
from cardgames.digimon import load_position as dcb_position
from cardgames.predict import check
from widgets.picture import BOARD_HTML_START
from widgets.predict import PredictWidget, ask


def _battle() -> DigimonGame:
    game = DigimonGame(seed=1, position=dcb_position("07_effect_order"))
    for words in ("○", "△"):
        game.advance()
        game.apply(next(a for a in game.decision.actions if words in game.describe(a)))
    return game


def _damage(events):
    return next(e.data["damage"] for e in events if e.kind == "attack" and e.player == 0)


def _button(widget: PredictWidget, label: str):
    return next(b for b in widget.choice_buttons if b.description == label)


def _seen(game) -> str:
    return json.dumps([game.view(None), [str(e) for e in game.events], [list(s) for s in game.pending_steps()]],
                      default=str)


def test_choices_step_is_disabled_until_answered_then_the_verdict_and_try_again():
    game = _battle()
    before = _seen(game)
    widget = ask(game, "How much damage does Greymon deal?", ["0", "300", "600"], _damage, until="attack",
                 rules=["DCB-22"])
    assert widget.state() == {"question": "How much damage does Greymon deal?", "options": ["0", "300", "600"],
                              "answer": None, "step_enabled": False, "chosen": [], "verdict": None, "right": None,
                              "again_shown": False, "board_shown": False}
    widget.step_button.click()  # disabled in the page; called anyway, it does nothing
    assert widget.verdict is None and widget.state()["verdict"] is None

    _button(widget, "0").click()
    _button(widget, "600").click()  # changing one's mind before Step
    state = widget.state()
    assert state["answer"] == "600" and state["chosen"] == ["600"] and state["step_enabled"]
    assert "Your answer: 600" in widget.hint.value

    widget.step_button.click()
    state = widget.state()
    assert state["verdict"] == "Not quite: you said 600; the engine says 300." and state["right"] is False
    assert not state["step_enabled"] and state["again_shown"] and state["board_shown"]
    assert _button(widget, "300").button_style == "success" and _button(widget, "600").button_style == "danger"
    assert all(b.disabled for b in widget.choice_buttons)
    html = widget.result.value
    assert "cg-predict-wrong" in html and "<b>[DCB-3]</b> Attack Chip: Greymon&#x27;s attack power 0 → 300" in html
    assert "DCB-22 · Effect order" in html and "DCB-21 · Battle" in html
    assert widget.picture.value.startswith(BOARD_HTML_START)
    _button(widget, "0").click()  # after Step the answer is kept
    assert widget.answer == "600"

    widget.again_button.click()
    assert widget.state()["verdict"] is None and not widget.state()["step_enabled"]
    assert not widget.result.value and not widget.picture.value and not any(b.disabled for b in widget.choice_buttons)
    _button(widget, "300").click()
    widget.step_button.click()
    assert widget.state()["verdict"] == "Right: 300." and widget.state()["right"] is True
    assert "cg-predict-right" in widget.result.value
    assert _seen(game) == before, "the widget changed the game it asks about"


def test_a_number_box():
    game = BattleSpiritsGame(seed=1, position=bs_position("10_unblocked"))
    widget = ask(game, "How many life will Player 2 have left?", None,
                 lambda events, after: after.view(None)["seats"][1]["life"],
                 actions=("Attack with The FlyingIron Akurai", "Do not block"), until="damage", board=False)
    assert widget.choice_buttons == [] and widget.number is not None
    widget.number.value = "three"
    assert widget.answer is None and not widget.state()["step_enabled"] and "a number, please" in widget.hint.value
    widget.number.value = " 3 "
    assert widget.answer == 3 and widget.state()["step_enabled"]
    widget.step_button.click()
    state = widget.state()
    assert state["verdict"] == "Right: 3." and state["right"] and not state["board_shown"]
    assert widget.number.disabled and "BS-26 · Battle and damage" in widget.result.value
    widget.again_button.click()
    assert widget.number.value == "" and widget.answer is None and not widget.number.disabled
    widget.type_answer("5")
    assert widget.number.value == "5"
    widget.do_step()
    assert widget.state()["verdict"] == "Not quite: you said 5; the engine says 3."
    assert game.view(None)["seats"][1]["life"] == 5


def test_the_stored_text_is_the_whole_question_and_check_answers_it_in_plain_text(capsys):
    game = _battle()
    widget = ask(game, "How much damage does Greymon deal, after Defense Disk and the Attack Chip?",
                 ["0", "300", "600", "900"], _damage, until="attack")
    text = widget._repr_mimebundle_()["text/plain"]
    assert text == ("Predict, then step: How much damage does Greymon deal, after Defense Disk and the Attack Chip?\n"
                    "  A. 0\n  B. 300\n  C. 600\n  D. 900\n"
                    "(choose an answer, then press Step; without widgets: check(game, your answer) prints the "
                    "verdict)")
    assert "application/vnd.jupyter.widget-view+json" in widget._repr_mimebundle_()
    check(game, "C")
    assert capsys.readouterr().out.startswith("Not quite: you said 600; the engine says 300.\n")
