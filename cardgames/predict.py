"""Predict, then step: the learner says what the next rule step(s) will do, the engine checks the answer.

A `Prediction` is a question, its answer choices (or a number to type) and a function that reads the right answer
off what the engine actually does: the move is played on `game.clone()` and the function gets the events it
produced (and, if it takes a second argument, the copy of the game afterwards). The answer is never written into
the quiz, so a quiz cannot disagree with the rules. The game itself is never changed.

The plain-text way, for any cell and for stored outputs (`widgets.predict` is the same quiz with buttons):

    from cardgames.predict import check, predict
    predict(game, "How much damage does Greymon deal?", ["0", "300", "600"],
            lambda events: next(e.data["damage"] for e in events if e.kind == "attack"), until="attack")
    check(game, "300")     # Right: 300. / Not quite: ...; then what the engine did, each line with its rule

What is played, on the copy: first `actions` (each taken at the next decision: an `Action`, or words of its label),
then `until`: a number of rule steps; "decision" (run to the next decision); an event kind (run rule steps up to
and including the one that emits such an event); or a function of the events so far that says when to stop. Left
out: one rule step, or, after actions, up to the next decision.

No Jupyter import: plain Python, usable in any kernel and in tests.
"""
from __future__ import annotations

import inspect
import itertools
import weakref
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .core import inputs
from .core.actions import Action
from .core.engine import Game
from .core.errors import HUGE, ArgumentError, CardGameError, NoDecisionError, as_typed, shown
from .core.events import Event
from .core.language import translated, worded
from .core.words import Phrase

__all__ = ["Prediction", "Quiz", "Truth", "Verdict", "card_name", "check", "coach_prediction", "coach_quiz", "predict",
           "quiz_for"]

MAX_STEPS = 10_000  # a quiz whose `until` never matches stops here, at a decision or at the end of the game


def _norm(value: Any) -> str:
    """`value` as words to compare, case and spacing aside (a number too large to write is no option's words)."""
    text = value if isinstance(value, str) else as_typed(value, 1000)
    return " ".join(text.split()).casefold()


def _user_function(what: str, function: Callable, *args: Any) -> Any:
    """Call a function the quiz's author gave (the answer, the `until` test): whatever it raises becomes one
    sentence of the kit, with the author's error chained for the traceback."""
    try:
        return function(*args)
    except CardGameError:
        raise
    except Exception as exc:  # noqa: BLE001 - the author's function may raise anything
        raise ArgumentError("{} failed: {}: {}", what, type(exc).__name__, shown(str(exc), 200)) from exc


def _find_action(game, move: Action | str) -> Action:
    """The pending decision's action `move`: an `Action` as it is, or the first whose label contains the words."""
    decision = game.decision
    if decision is None:
        raise NoDecisionError("no decision is pending for {} (the game is over)" if game.is_over else
                              "no decision is pending for {}", shown(move))
    if isinstance(move, Action):
        return move
    for action in decision.actions:
        if move in game.describe(action):
            return action
    raise ArgumentError("no action matching {}; the legal actions are: {}", shown(move),
                        "; ".join(game.describe(a) for a in decision.actions))


def card_name(game, card_id: int) -> str:
    """The name of card `card_id` as the spectator's view of `game` shows it (for answers about which card)."""
    inputs.instance(game, "game", Game, "a game")
    found: list[str] = []

    def walk(node: Any) -> None:
        if found:
            return
        if isinstance(node, dict):
            if node.get("id") == card_id and isinstance(node.get("name"), str):
                found.append(node["name"])
                return
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(game.view(None))
    if not found:
        raise ArgumentError("card {} is not shown in the view of this game", shown(card_id))
    return found[0]


@dataclass(frozen=True)
class Truth:
    """What the engine did: the right answer (a value), the events of the move and the copy of the game after it."""

    answer: Any
    events: tuple[Event, ...]
    after: Any


@dataclass(frozen=True, repr=False)
class Verdict:
    """The answer checked: `right`, the answer `given`, the `answer` the engine gives (as an option's label, or a
    number), the events of the move, the rules they cite (`(id, title, summary)`, in order of first citation) and
    the copy of the game after the move (`after`, for a picture of the board)."""

    right: bool
    given: str
    answer: str
    events: tuple[Event, ...]
    rules: tuple[tuple[str, str, str], ...]
    after: Any = field(default=None, compare=False)
    why: tuple[str, ...] = ()  # a coach question's: the coach's reasons, each citing a rule (`cardgames.coach`)

    def headline(self) -> Phrase:
        """Right or Not quite, and the answer: a `Phrase` (its English words, worded in the language read now)."""
        if self.right:
            return Phrase("Right: {}.", self.answer)
        if self.why:
            return Phrase("Not quite: you said {}; the coach says {}.", self.given, self.answer)
        return Phrase("Not quite: you said {}; the engine says {}.", self.given, self.answer)

    def lines(self) -> list[str]:
        """The verdict, the coach's why (a coach question), what the engine did (each event with its rule ID) and
        the rules, as lines of text in the language read now (a rule's title and summary through its game's
        catalogue)."""
        out = [str(self.headline()), *map(str, self.why), translated("What the engine did:")]
        out += [f"  {event}" for event in self.events] or ["  " + translated("(nothing)")]
        if self.rules:
            out.append(translated("The rules:"))
            out += [f"  {rule_id} · {translated(title)}: {translated(summary)}"
                    for rule_id, title, summary in self.rules]
        return out

    def __str__(self) -> str:
        return "\n".join(self.lines())

    __repr__ = __str__


class Prediction:
    """A quiz about the next move: `question`, `options` (a list of labels, or a mapping label -> value; None asks
    for a number), `answer_from_events(events)` or `answer_from_events(events, after)` giving the right value, what
    is played (`actions`, `until`) and the rules it is about (`rules`): see the module's docstring."""

    def __init__(self, question: str, options: Sequence[str] | Mapping[str, Any] | None,
                 answer_from_events: Callable[..., Any], *, actions: Iterable[Action | str] | Action | str = (),
                 until: int | str | Callable[[list[Event]], bool] | None = None, rules: Iterable[str] = ()):
        self.question = inputs.text(question, "question")
        self.rules = _listed(rules, "rules")
        if options is None:
            self.choices: tuple[tuple[str, Any], ...] | None = None
        elif isinstance(options, Mapping):
            self.choices = tuple((_option(label), value) for label, value in _listed(options.items(), "options"))
        elif isinstance(options, str):
            raise ArgumentError("options must be a list of labels (or None for a number), not {}", shown(options))
        else:
            self.choices = tuple((_option(label), label) for label in _listed(options, "options"))
        if self.choices is not None and len(self.choices) < 2:
            raise ArgumentError("a prediction needs at least two options (or options=None for a number)")
        self.answer_from_events = inputs.function(answer_from_events, "answer_from_events")
        for rule_id in self.rules:
            if not isinstance(rule_id, str):
                raise ArgumentError("rules are rule IDs such as 'DCB-21', not {}", shown(rule_id))
        self._wants_game = _positional_arity(answer_from_events) >= 2
        self.actions = (actions,) if isinstance(actions, Action | str) else _listed(actions, "actions")
        for move in self.actions:
            if not isinstance(move, Action | str):
                raise ArgumentError("actions are Actions or words of their labels, not {}", shown(move))
        self.until = _until(until) if until is not None else ("decision" if self.actions else 1)
        self.why: tuple[str, ...] = ()  # a coach question's reasons (`coach_prediction`), shown with the verdict

    @property
    def options(self) -> tuple[str, ...] | None:
        """The labels of the choices (None: the answer is a number)."""
        return None if self.choices is None else tuple(label for label, _ in self.choices)

    def text(self) -> str:
        """The question and its choices, as plain text."""
        if self.choices is None:
            return f"{self.question}\n" + translated("(answer with a number)")
        return f"{self.question}\n" + "\n".join(f"  {chr(65 + i)}. {label}" for i, (label, _)
                                                  in enumerate(self.choices))

    # ----- the truth -------------------------------------------------------------------------------------------------
    def play(self, game) -> tuple[Any, list[Event]]:
        """Play the move on a copy of `game`: the copy afterwards and the events of the move."""
        twin = inputs.instance(game, "game", Game, "a game").clone()
        events: list[Event] = []
        for move in self.actions:
            events += twin.advance()
            events += twin.apply(_find_action(twin, move))
        until = self.until
        if until == "decision":
            events += twin.advance()
        elif isinstance(until, int) and not isinstance(until, bool):
            for _ in range(until):
                if not twin.can_step:
                    break
                events += twin.step()
        else:
            done = (lambda evts: any(e.kind == until for e in evts)) if isinstance(until, str) else until
            for _ in range(MAX_STEPS):
                if not twin.can_step:
                    break
                events += twin.step()
                if _user_function("until", done, events):
                    break
        return twin, events

    def truth(self, game) -> Truth:
        """The right answer for `game` now, from what the engine does on a copy; `game` is not changed."""
        after, events = self.play(game)
        answer = (_user_function("answer_from_events", self.answer_from_events, events, after) if self._wants_game
                  else _user_function("answer_from_events", self.answer_from_events, events))
        return Truth(answer, tuple(events), after)

    def label_of(self, value: Any) -> str:
        """The option's label for a value (the value itself when it is no option, or for a number question)."""
        if self.choices is not None:
            for label, option in self.choices:
                if _norm(option) == _norm(value):
                    return label
        return as_typed(value, 60)

    def _given_value(self, answer: Any) -> Any:
        """The value the learner means: an option's label, its value, its letter (A, B, ...), or a number."""
        if self.choices is None:
            if isinstance(answer, bool) or not isinstance(answer, int | float | str):
                raise ArgumentError("the answer is a number, not {}", shown(answer))
            if isinstance(answer, int | float):
                return answer
            try:
                number = float(answer.strip())
            except ValueError:
                raise ArgumentError("the answer is a number, not {}", shown(answer)) from None
            return int(number) if number.is_integer() else number  # inf ('1e999') and nan: a wrong answer
        for label, value in self.choices:
            if _norm(answer) in (_norm(label), _norm(value)):
                return value
        letters = {chr(65 + i): value for i, (_, value) in enumerate(self.choices)}
        if isinstance(answer, str) and answer.strip().upper() in letters:
            return letters[answer.strip().upper()]
        raise ArgumentError("{} is not one of the choices: {}", shown(answer), "; ".join(self.options))

    def judge(self, game, answer: Any) -> Verdict:
        """Check `answer` against what the engine does from `game` (on a copy: `game` is not changed)."""
        given = self._given_value(answer)
        truth = self.truth(game)
        if self.choices is None:
            right = _same_number(given, truth.answer)
        else:
            right = _norm(given) == _norm(truth.answer)
        registry = game.ruleset.rules
        rules, seen = [], set()
        for rule_id in (*self.rules, *(event.rule for event in truth.events)):
            if rule_id in seen or rule_id not in registry:
                continue
            seen.add(rule_id)
            rule = registry[rule_id]
            rules.append((rule.id, rule.title, rule.summary))
        return Verdict(right, self.label_of(given), self.label_of(truth.answer), truth.events, tuple(rules),
                       truth.after, self.why)


def _same_number(given: Any, answer: Any) -> bool:
    """Whether a number typed equals the engine's answer: a number out of any range is a wrong answer, not an
    error (two whole numbers compare exactly, however large)."""
    if type(given) is int and type(answer) is int:
        return given == answer
    try:
        return float(given) == float(answer)
    except (TypeError, ValueError, OverflowError):
        return False


def _listed(values: Any, name: str, most: int = 100) -> tuple:
    """`values` (a list, a tuple or another iterable that is no text) as a tuple of at most `most` items."""
    if isinstance(values, str | bytes) or not isinstance(values, Iterable):
        raise ArgumentError("{} must be a list, not {}", name, shown(values))
    items = tuple(itertools.islice(values, most + 1))
    if len(items) > most:
        raise ArgumentError("{}: at most {} are accepted", name, most)
    return items


def _option(label: Any) -> str:
    """An option's label: a short text, or a number written as text."""
    if not (isinstance(label, str) or type(label) is int and abs(label) < HUGE or type(label) is float):
        raise ArgumentError("an option is a label (a text or a number), not {}", shown(label))
    return inputs.text(str(label), "an option's label", longest=200)


def _until(until: Any) -> int | str | Callable:
    """`until` as a number of rule steps (0 to `MAX_STEPS`), "decision", an event kind, or a function."""
    if isinstance(until, str):
        return inputs.text(until, "until", longest=100)
    if callable(until):
        return until
    if type(until) is not int:
        raise ArgumentError("until must be a number of rule steps, 'decision', an event kind or a function of "
                            "the events, not {}", shown(until))
    return inputs.whole(until, "until", low=0, high=MAX_STEPS)


def _positional_arity(fn: Callable) -> int:
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return 1
    if any(p.kind is p.VAR_POSITIONAL for p in params):
        return 2
    return sum(p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.default is p.empty for p in params)


class Quiz:
    """A prediction about one moment of a game: the moment is kept as a copy, so the game may go on (or be
    re-run) without changing the quiz, and checking never changes the game."""

    def __init__(self, game, prediction: Prediction):
        inputs.instance(game, "game", Game, "a game")
        inputs.instance(prediction, "prediction", Prediction, "a Prediction")
        for rule_id in prediction.rules:
            if rule_id not in game.ruleset.rules:  # a typo in a rule ID fails when the quiz is set, not silently
                raise ArgumentError("rules: unknown rule ID {} of {}", shown(rule_id), game.name)
        self.game = game.clone()
        self.prediction = prediction
        self.truth = prediction.truth(self.game)  # an answer function that fails, fails here, when the quiz is set
        if prediction.choices is not None and not any(_norm(value) == _norm(self.truth.answer)
                                                      for _, value in prediction.choices):
            raise ArgumentError("the engine's answer {} is none of the choices ({}): the quiz no longer fits the "
                                "rules it asks about", shown(self.truth.answer), "; ".join(prediction.options))

    @property
    def question(self) -> str:
        return self.prediction.question

    @property
    def options(self) -> tuple[str, ...] | None:
        return self.prediction.options

    def text(self) -> str:
        return self.prediction.text()

    def check(self, answer: Any) -> Verdict:
        return self.prediction.judge(self.game, answer)

    def __repr__(self) -> str:
        return worded("Predict, then step: {}", (self.text(),))


_QUIZZES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def quiz_for(game, question: str, options, answer_from_events, **how: Any) -> Quiz:
    """A `Quiz` about `game` now (see `Prediction` for the arguments), remembered as `game`'s latest, unprinted."""
    quiz = Quiz(game, Prediction(question, options, answer_from_events, **how))
    _QUIZZES[game] = quiz
    return quiz


COACH_QUESTION = Phrase("What would the coach do here?")  # worded when read, its string the English words
COACH_ITERATIONS = 200  # the coach's search for a question: a fixed number of iterations, so a seed gives one answer


def coach_prediction(game, seed: int = 0, iterations: int = COACH_ITERATIONS) -> Prediction:
    """The question "what would the coach do?" at `game`'s pending decision: its actions are the choices, the
    coach's (`cardgames.coach.hint` with `iterations` and `seed`: the same position and seed, the same answer) is
    the right one; checking plays the coach's move to the next decision and shows the coach's why."""
    from .coach import hint  # the search is only loaded for a coach question

    inputs.instance(game, "game", Game, "a game")
    advice = hint(game, seed=seed, iterations=iterations)
    labels: dict[str, Action] = {}
    for action in game.decision.actions:  # two actions worded alike are told apart by their place
        label = game.describe(action)
        labels[label if label not in labels else f"{label} ({len(labels) + 1})"] = action
    right = next(label for label, action in labels.items() if action == advice.action)
    prediction = Prediction(COACH_QUESTION, list(labels), lambda _events: right, actions=(advice.action,))
    prediction.why = advice.why
    return prediction


def coach_quiz(game, seed: int = 0, iterations: int = COACH_ITERATIONS) -> Quiz:
    """A `Quiz` "what would the coach do?" about `game` now (`coach_prediction`), remembered as `game`'s latest:
    `check(game, answer)` answers it in plain text."""
    quiz = Quiz(game, coach_prediction(game, seed, iterations))
    _QUIZZES[game] = quiz
    return quiz


def predict(game, question: str, options, answer_from_events, **how: Any) -> None:
    """Print the question (and its choices) about what happens next in `game`; `check(game, answer)` answers it.
    (`quiz_for` makes the same quiz without printing and returns it.)"""
    print(quiz_for(game, question, options, answer_from_events, **how).text())


def check(game_or_quiz, answer: Any) -> None:
    """Check `answer` to the latest `predict` about this game (or to a `Quiz`), on a copy, and print the verdict:
    Right or Not quite, what the engine did (each event with its rule ID) and the rules' titles. (`Quiz.check`
    returns the `Verdict` as data instead.)"""
    if isinstance(game_or_quiz, Quiz):
        quiz = game_or_quiz
    else:
        quiz = _QUIZZES.get(inputs.instance(game_or_quiz, "game_or_quiz", Game, "a game or a Quiz"))
        if quiz is None:
            raise ArgumentError("no prediction about this game yet: call predict(game, question, options, answer) "
                                "first")
    print(quiz.check(answer))
