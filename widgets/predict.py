"""Predict, then step, as a widget: the question, the answer choices as buttons (or a box for a number), and a Step
button that stays disabled until an answer is given. Step plays the move on a copy of the game (the game in the
notebook is not changed) and shows the verdict: right or not, the event lines with their rule IDs, the rules'
titles and summaries from the registry, and the board after the move.

    from widgets.predict import ask
    ask(game, "How much damage does Greymon deal?", ["0", "300", "600"],
        lambda events: next(e.data["damage"] for e in events if e.kind == "attack"), until="attack")

The checking is `cardgames.predict` (no Jupyter there); without widgets, `check(game, "300")` prints the same
verdict. A stored output shows the question as text (the widget's `repr`).
"""
from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from cardgames.core import inputs
from cardgames.core.errors import ArgumentError, shown
from cardgames.predict import COACH_ITERATIONS, Quiz, Verdict, coach_quiz, quiz_for

from .picture import board_picture
from .words import said, translated

__all__ = ["PredictWidget", "ask", "ask_coach"]

STYLE = """<style>
.cg-predict { border: 1px solid var(--jp-border-color1, #b0bec5); border-radius: 6px; padding: 6px 10px;
  max-width: 980px; }
.cg-predict .cg-predict-question { font-size: 15px; font-weight: 600; line-height: 1.35; }
.cg-predict .cg-predict-choices .widget-button { white-space: normal; height: auto; min-height: 30px;
  line-height: 1.25; padding: 3px 10px; margin: 2px; }
.cg-predict .cg-predict-verdict .widget-html-content { line-height: 1.4; }
.cg-predict-right { color: var(--jp-success-color1, #1b5e20); font-weight: 700; font-size: 15px; }
.cg-predict-wrong { color: var(--jp-warn-color0, #bf360c); font-weight: 700; font-size: 15px; }
.cg-predict-events { font-family: var(--jp-code-font-family, monospace); font-size: 12.5px; margin: 2px 0 4px 0; }
.cg-predict-rules { font-size: 13px; margin: 2px 0; }
.cg-predict-board img { max-width: min(100%, 760px); height: auto; }
</style>"""


class PredictWidget(w.VBox):
    """The quiz `quiz` with buttons. State as data: `answer` (the chosen label, or the number typed; None until
    answered), `verdict` (a `cardgames.predict.Verdict` after Step, else None); the controls `choose(label)`,
    `type_answer(text)`, `do_step()` and `do_again()` are what the buttons call (tests and cells may call them)."""

    def __init__(self, quiz: Quiz, *, board: bool = True):
        self.quiz = inputs.instance(quiz, "quiz", Quiz, "a Quiz (quiz_for(game, ...) makes one)")
        self.show_board = inputs.flag(board, "board")
        self.answer: Any = None
        self.verdict: Verdict | None = None
        self.error: str | None = None
        self.question = w.HTML(f'<div class="cg-predict-question">{html.escape(str(quiz.question))}</div>')
        self.choice_buttons: list[w.Button] = []
        self.number = None
        if quiz.options is not None:
            for label in quiz.options:
                button = w.Button(description=label, tooltip=said("Answer: {}", label), layout=w.Layout(width="auto"))
                button.add_class("cg-predict-choice")
                button.on_click(lambda _b, label=label: self.choose(label))
                self.choice_buttons.append(button)
            answers = w.HBox(self.choice_buttons, layout=w.Layout(flex_flow="row wrap"))
        else:
            self.number = w.Text(style={"description_width": "initial"}, layout=w.Layout(width="16em"),
                                 continuous_update=True)
            self.number.add_class("cg-predict-number")
            self.number.observe(lambda change: self.type_answer(change["new"]), names="value")
            answers = w.HBox([self.number])
        answers.add_class("cg-predict-choices")
        self.step_button = w.Button(disabled=True, button_style="primary", layout=w.Layout(width="auto"))
        self.step_button.add_class("cg-predict-step")
        self.step_button.on_click(lambda _b: self.do_step())
        self.again_button = w.Button(layout=w.Layout(width="auto", display="none"))
        self.again_button.add_class("cg-predict-again")
        self.again_button.on_click(lambda _b: self.do_again())
        self.hint = w.HTML(self._hint())
        self.result = w.HTML()
        self.result.add_class("cg-predict-verdict")
        self.picture = w.HTML()
        self.picture.add_class("cg-predict-board")
        super().__init__([w.HTML(STYLE), self.question, answers,
                          w.HBox([self.step_button, self.again_button, self.hint],
                                 layout=w.Layout(align_items="center")),
                          self.result, self.picture])
        self.add_class("cg-predict")
        self._word_controls()

    def _word_controls(self) -> None:
        """The controls' words in the language read now (at every refresh)."""
        self.step_button.description = said("Step")
        self.step_button.tooltip = said("Answer first, then run the step(s) the question is about")
        self.again_button.description = said("Try again")
        self.again_button.tooltip = said("Back to the moment before the step")
        if self.number is not None:
            self.number.placeholder, self.number.description = said("a number"), said("Your answer:")

    # ----- the controls ---------------------------------------------------------------------------------------------
    def choose(self, label: str) -> None:
        """Pick the answer `label` (a click on its button); ignored after Step."""
        if self.verdict is not None:
            return
        if label not in (self.quiz.options or ()):
            raise ArgumentError(f"{shown(label)} is not one of the choices: {'; '.join(self.quiz.options or ())}")
        self.answer = label
        for button in self.choice_buttons:
            button.button_style = "info" if button.description == label else ""
        self._refresh()

    def type_answer(self, text: str) -> None:
        """The number typed in the box (an empty or unreadable text is no answer yet)."""
        if self.verdict is not None:
            return
        if not isinstance(text, str):
            raise ArgumentError(f"the answer typed is a text, not {shown(text)}")
        if self.number is not None and self.number.value != text:
            self.number.value = text  # observing the box calls this again with the same text
            return
        text = text.strip()
        try:
            number = float(text)  # '1e999' is inf: a wrong answer, not an error
        except ValueError:
            self.answer = None
            self.error = said("a number, please") if text else None
        else:
            self.answer = int(number) if number.is_integer() else number
            self.error = None
        self._refresh()

    def do_step(self) -> Verdict | None:
        """Run the move (on a copy) and show the verdict; nothing happens before an answer is given."""
        if self.answer is None or self.verdict is not None:
            return self.verdict
        self.verdict = self.quiz.check(self.answer)
        for button in self.choice_buttons:
            button.disabled = True
            if button.description == self.verdict.answer:
                button.button_style = "success"
            elif button.description == self.answer:
                button.button_style = "danger"
        if self.number is not None:
            self.number.disabled = True
        self.result.value = self._verdict_html(self.verdict)
        if self.show_board and self.verdict.after is not None:
            try:
                picture = board_picture(self.verdict.after, viewer=None, events=self.verdict.events)
            except (KeyError, ImportError):  # a game with no board layout: the verdict alone
                picture = None
            self.picture.value = picture.to_html() if picture else ""
        self._refresh()
        return self.verdict

    def do_again(self) -> None:
        """Back to the question, unanswered (the same moment: the quiz keeps its own copy of the game)."""
        self.answer, self.verdict, self.error = None, None, None
        for button in self.choice_buttons:
            button.disabled, button.button_style = False, ""
        if self.number is not None:
            self.number.disabled = False
            self.number.value = ""
        self.result.value = self.picture.value = ""
        self._refresh()

    # ----- drawing --------------------------------------------------------------------------------------------------
    def _hint(self) -> str:
        if self.verdict is not None:
            return ""
        if self.error:
            return f"<i>{html.escape(self.error)}</i>"
        if self.answer is None:
            return f"<i>{html.escape(said('Answer first: then Step runs the move and checks it.'))}</i>"
        return f"<i>{html.escape(said('Your answer: {}. Press Step.', str(self.answer)))}</i>"

    def _refresh(self) -> None:
        self._word_controls()
        self.step_button.disabled = self.answer is None or self.verdict is not None
        self.again_button.layout.display = None if self.verdict is not None else "none"
        self.hint.value = self._hint()

    @staticmethod
    def _verdict_html(verdict: Verdict) -> str:
        css = "cg-predict-right" if verdict.right else "cg-predict-wrong"
        mark = "✓" if verdict.right else "✗"
        events = "<br>".join(f"<b>[{html.escape(e.rule)}]</b> {html.escape(e.text)}" for e in verdict.events)
        rules = "".join(f"<li><b>{html.escape(rule_id)} · {html.escape(translated(title))}</b>: "
                        f"{html.escape(translated(summary))}</li>" for rule_id, title, summary in verdict.rules)
        why = "".join(f'<div class="cg-why">{html.escape(str(sentence))}</div>' for sentence in verdict.why)
        return (f'<div class="{css}">{mark} {html.escape(str(verdict.headline()))}</div>{why}'
                f'<div>{html.escape(said("What the engine did:"))}</div>'
                f'<div class="cg-predict-events">{events or html.escape(said("(nothing)"))}</div>'
                + (f'<div>{html.escape(said("The rules:"))}</div><ul class="cg-predict-rules">{rules}</ul>'
                   if rules else ""))

    def state(self) -> dict:
        """The widget as plain data: what a learner sees and can press."""
        return {"question": self.quiz.question, "options": list(self.quiz.options or ()),
                "answer": self.answer, "step_enabled": not self.step_button.disabled,
                "chosen": [b.description for b in self.choice_buttons if b.button_style == "info"],
                "verdict": None if self.verdict is None else self.verdict.headline(),
                "right": None if self.verdict is None else self.verdict.right,
                "again_shown": self.again_button.layout.display != "none",
                "board_shown": bool(self.picture.value)}

    def _repr_mimebundle_(self, **kwargs: Any) -> dict:
        """ipywidgets' bundle with the whole question as its text (ipywidgets cuts a repr at 110 characters): what
        a stored or unrendered output shows."""
        bundle = super()._repr_mimebundle_(**kwargs)
        bundle["text/plain"] = repr(self)
        return bundle

    def __repr__(self) -> str:
        how = ("choose an answer, then press Step" if self.quiz.options is not None
               else "type a number, then press Step")
        return (f"Predict, then step: {self.quiz.text()}\n({how}; without widgets: check(game, your answer) "
                "prints the verdict)")


def ask(game, question: str, options, answer_from_events, *, board: bool = True, **how: Any) -> PredictWidget:
    """A quiz about what happens next in `game` (the arguments of `cardgames.predict.Prediction`: `actions`,
    `until`), as a widget; `board=False` leaves out the board picture after the step. The quiz is also `game`'s
    latest, so `cardgames.predict.check(game, answer)` answers it in plain text."""
    return PredictWidget(quiz_for(game, question, options, answer_from_events, **how), board=board)


def ask_coach(game, seed: int = 0, *, iterations: int = COACH_ITERATIONS, board: bool = True) -> PredictWidget:
    """"What would the coach do?" at `game`'s pending decision as a widget: its actions as the choices, and after
    Step the coach's move, its why and what the engine did (`cardgames.predict.coach_quiz`; seeded: the same
    position and seed, the same answer)."""
    return PredictWidget(coach_quiz(game, seed, iterations), board=board)
