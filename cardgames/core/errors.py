"""Typed errors. Every error a user can trigger names the rule (or the file and field) it comes from."""
from __future__ import annotations

from dataclasses import dataclass

from .language import in_english, language, translated, worded
from .language import value as value_read
from .words import Counted, Phrase

HUGE = 10 ** 12  # no card id, index or amount of any game comes near: a number this large is quoted as words


SHOWN_LENGTH = 40  # the longest quotation of someone's input in a message


def _printable(text: str) -> str:
    """`text` with every character a terminal or a page would act on (escape sequences, bell, carriage return,
    direction overrides: anything not printable) written as its escape, `\\x1b`, so a quoted value can neither clear
    a screen, retitle a terminal nor reorder the sentence around it."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii") for ch in text)


def shown(value: object, limit: int = SHOWN_LENGTH) -> str:
    """A value someone passed (an action, an argument, a card id, a file name), quoted in a refusal: short, whatever
    was passed (a number of 5,000 digits cannot even be written as text by Python, and a long string would drown
    the sentence), and safe to print (control characters are written as escapes). The one way the kit echoes
    input: every message that quotes what a user typed goes through it."""
    if type(value) is int and abs(value) >= HUGE:
        return "a number that large"
    if isinstance(value, (str, bytes)) and len(value) > limit:
        value = value[:limit]  # the repr of a 3 MB string is not made only to be cut
    try:
        text = repr(value)
    except ValueError:  # e.g. an int inside a list, past Python's digit limit for text
        return "a value too large to write"
    except RecursionError:  # a list inside a list ... a thousand levels down
        return "a value nested too deep to write"
    except Exception:  # noqa: BLE001 - an object whose own repr fails is still quoted, by its type
        return f"a {type(value).__name__} object"
    text = _printable(text)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def as_typed(value: object, limit: int = 200) -> str:
    """A word, a file path or a number someone gave, written into a sentence as typed when it is plain (printable
    text of at most `limit` characters, or a number of sane size), else through `shown` (quoted, cut, control
    characters escaped)."""
    if isinstance(value, str) and value.isprintable() and len(value) <= limit:
        return value
    if type(value) is int and abs(value) < HUGE:
        return str(value)
    return shown(value, limit)


class CardGameError(Exception):
    """Base class of every error the kit raises on purpose. Its message is a template and the values or named facts
    that fill it (`ArgumentError("{} must be a whole number, not {}", name, shown(value))`), like an event's: the
    exception's text (`exc.args[0]`) is the English sentence, `str(exc)` reads it in the language of the moment
    (`core.language`). A message made whole is looked up whole."""

    def __init__(self, message: object = "", *values: object, **facts: object):
        super().__init__(in_english(message.format, *values, **facts) if isinstance(message, str) and
                         (values or facts) else message)
        self.template, self.values, self.facts = message, values, facts

    def __str__(self) -> str:
        if language() == "en" or not isinstance(self.template, str):
            return super().__str__()
        return worded(self.template, self.values, self.facts)


class IllegalActionError(CardGameError):
    """An action that the pending decision does not allow, with the rule that forbids it (`Game.why_not`). The game
    state is left exactly as it was."""

    def __init__(self, rule: str, message: str, legal: str = ""):
        self.rule = rule
        self.reason = message  # the sentence of `why_not`, without the list of legal actions
        text = Phrase("[{}] {}", rule, message) if rule else message
        super().__init__("{}. Legal now: {}" if legal else "{}", text, *([legal] if legal else []))


class NoDecisionError(CardGameError):
    """`apply` was called while no player has anything to decide."""


class Violation:
    """The one reason type of the kit: the rule that forbids something (an action, a hand card, a deck, a
    position) and a sentence saying why. The sentence may be a template with `{}` blanks and their `values`, or
    `{name}` blanks and their named `facts`, filled the first time it is read: the lists of legal actions ask the
    refusal functions at every decision and drop what they return, so a refusal nobody reads is never formatted. A
    template kept as a constant is completed with `filled(**blanks)`. Immutable; equal when the rule and the
    sentence are.

    A problem of a data file or a position names the field it is about as data, `at` (a path of keys and
    indices, `("players", 0, "hand", 2)`): `message` starts with it written the JSON way ("players.0.hand.2: ..."),
    and a reader words it its own way from `at` and `sentence` (the explorer: "Player 1 hand.2: ...")."""

    __slots__ = ("rule", "_template", "_values", "_facts", "_message", "at")

    def __init__(self, rule: str, message: str, *values: object, at: tuple = (), **facts: object):
        self.rule, self.at = rule, at
        self._template, self._values, self._facts = message, values, facts
        self._message: str | None = None if values or facts or at else message

    @property
    def where(self) -> str:
        """The field of `at` as the JSON path a data file's reader writes it (`players.0.hand.2`; "" without)."""
        return ".".join(map(str, self.at))

    @property
    def sentence(self) -> str:
        """The English sentence without the field it is about (`message` is `where: sentence`)."""
        if not (self._values or self._facts):
            return self._template
        # a value that words itself (a decision's prompt, a `Phrase`) in its English words, whatever is read now
        return in_english(self._template.format, *self._values, **self._facts)

    @property
    def message(self) -> str:
        if self._message is None:
            self._message = f"{self.where}: {self.sentence}" if self.at else self.sentence
        return self._message

    @property
    def template(self) -> str:
        """The sentence with its blanks (`{}`, `{name}`), before its values are written in."""
        return self._template

    @property
    def facts(self) -> dict[str, object]:
        """The named values of the sentence's blanks (a card's name, an amount): what a reader who wants the
        facts, not the words, reads."""
        return dict(self._facts)

    def filled(self, default_rule: str = "", /, **blanks: object) -> Violation:
        """This reason with the named blanks of its sentence filled in (`"{name} cannot ..."`) when it is read; a
        reason kept without a rule of its own cites `default_rule` (the pending decision's)."""
        if not blanks:
            return Violation(self.rule or default_rule, self._template.format())
        return Violation(self.rule or default_rule, self._template, **blanks)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Violation) and self.rule == other.rule and self.message == other.message

    def __hash__(self) -> int:
        return hash((self.rule, self.message))

    def __repr__(self) -> str:
        return f"Violation(rule={self.rule!r}, message={self.message!r})"

    def __str__(self) -> str:
        """The reason in the language read now (`core.language`); `message` stays the English sentence."""
        where = f"{self.where}: " if self.at else ""
        if not (self._values or self._facts):
            return f"[{self.rule}] {where}{translated(self._template)}"
        return f"[{self.rule}] {where}{worded(self._template, self._values, self._facts)}"

    def worded(self) -> str:
        """The sentence alone (without `at`), in the language read now."""
        if not (self._values or self._facts):
            return translated(self._template)
        return worded(self._template, self._values, self._facts)


def reasons(rule: str, *templates: str) -> tuple[Violation, ...]:
    """The refusals one rule gives, kept as constants (each sentence a template its refusal function completes with
    `Violation.filled` when read), the rule written once for all of them:
    `NO_TARGET, USED = reasons("XYZ-13", "{player} has nothing to evolve", "{name} was used this turn")`."""
    return tuple(Violation(rule, template) for template in templates)


class DeckError(CardGameError):
    """A deck that breaks one or more construction rules; lists every violation at once."""

    def __init__(self, violations: list[Violation], name: str = "deck"):
        self.violations = list(violations)
        super().__init__("{} is not legal ({}):\n{}", name, Counted(len(self.violations), "violation"),
                         _lines(self.violations))


class PositionError(CardGameError):
    """A position (board state given as plain data) that is inconsistent; lists every problem."""

    def __init__(self, violations: list[Violation]):
        self.violations = list(violations)
        super().__init__("invalid position ({}):\n{}", Counted(len(self.violations), "problem"),
                         _lines(self.violations))


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a data file. `where` is a field path (`players.0.deck.3`) when `is_field`, otherwise a
    place in the text (`line 2, column 1`, `byte 17`, `key 'name'`), or "" for the file as a whole."""

    where: str
    message: str
    is_field: bool = True
    at: tuple = ()  # a field's path as data (keys and indices), when it is a field

    def __str__(self) -> str:
        if self.is_field:
            return translated("field '{}': {}").format(self.where, value_read(self.message))
        return f"{self.where}: {value_read(self.message)}" if self.where else value_read(self.message)


class DataFileError(CardGameError):
    """A data file (or inline data) that cannot be used: names the file and lists every problem found, each with
    its field or its place in the text. `field` is where the first problem is."""

    def __init__(self, path: str, field: str, message: str = "", problems: list[Problem] | None = None):
        self.path = path
        self.problems = list(problems) if problems else [Problem(field, message)]
        self.field = self.problems[0].where
        named = as_typed(path)
        if len(self.problems) == 1:
            super().__init__("{}: {}", named, self.problems[0])
        else:
            super().__init__("{}: {} problems:\n{}", named, len(self.problems), _lines(self.problems))


class _Lines(Phrase):
    """The items of an error message (violations, a data file's problems), each on a line of its own after "  - ",
    each worded when read."""

    def __new__(cls, items: list) -> _Lines:
        return super().__new__(cls, "\n".join(["  - {}"] * len(items)), *items)

    def __reduce__(self) -> tuple:
        return _lines, (list(self.values),)


def _lines(items: list) -> _Lines:
    return _Lines(items)


class SaveFileError(DataFileError):
    """A saved game that cannot be loaded: a malformed save, another game or rules version, or an action that is
    no longer legal. Names the save and the field, like any data file."""


class OptionError(CardGameError):
    """An unknown variant option, or a value of the wrong type."""


class ArgumentError(CardGameError, ValueError, TypeError):
    """An argument of a public function or a command-line option that cannot be used (the wrong type, out of its
    range, an unknown name), refused at the door before any work starts; the message names the argument. It is
    also a `ValueError` and a `TypeError`, what Python code catching such mistakes expects."""


class ConcurrentUseError(CardGameError):
    """A game used from a second thread while a call on it is still running; the second call is refused and the
    game is left as the first call leaves it."""


class OutsideStepError(CardGameError, RuntimeError):
    """A step service of the state (`_emit`, `_push`, `_ask`, `_finish`, `_fire`, `_run`) or one of its changers
    (`move`, a game's `draw`, `move_cores`, ...: `State.CHANGERS`) called while no rule step runs, e.g. from a
    notebook cell: it would change the game behind undo's back, so it is refused and changes nothing."""
