"""A number with its noun in the right number ("1 card", "3 cards", "0 cores"), for the sentences a learner reads:
events, labels, refusals and error messages. Every noun the kit counts takes an "s" in the plural."""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, NamedTuple

from . import language

# The seats as every game's sentences name them, seat 0 first: a value of an event's template,
# `st._emit(rule, "draw", "{} draws a card.", p, PLAYER[p])`, defined here once for the four wings.
PLAYER = ("Player 1", "Player 2")


def counted(n: int, noun: str) -> str:
    """`n` and `noun`, plural unless `n` is 1: for a sentence made at once (a label, a refusal, an error)."""
    if language.language() != "en":
        return language.counted_words(n, noun)
    return f"{n} {noun if n == 1 else noun + 's'}"


class Counted(NamedTuple):
    """The same as a value of an event's template, worded when the sentence is read (`Event.text`):
    `st._emit(rule, "draw", "{} draws {}.", p, PLAYER[p], Counted(n, "card"))`. A tuple of a number and a string, so
    it is the immutable snapshot an event's values must be."""

    n: int
    noun: str

    def __format__(self, spec: str) -> str:
        return format(counted(self.n, self.noun), spec)

    @property
    def english(self) -> str:
        """The count in English whatever the language read now: what a label's string (the words a program
        compares) is made of."""
        return f"{self.n} {self.noun if self.n == 1 else self.noun + 's'}"

_NO_FACTS: Mapping[str, Any] = MappingProxyType({})


class Phrase(str):
    """A sentence or a part of one that a rule step makes for a value of another (an outcome's reason, "direct
    attack by Frostfang"): its English `template` and the `values` (positional blanks) or `facts` (named blanks) that
    fill it, worded in the language read now when read (`str(phrase)`, or as a value of an event's template). The
    string itself stays the English words, so a program compares it and a view or a save holds it as before."""

    template: str
    values: tuple
    facts: Mapping[str, Any]

    def __new__(cls, template: str, /, *values: Any, **facts: Any) -> Phrase:
        # made in the engines' hot paths (a payment's cores, a level change, a decision's prompt): the English case
        # first, no more calls; words without values made once (they are immutable)
        if not (values or facts):
            made = _CONSTANT.get((cls, template))
            if made is not None:
                return made
            made = str.__new__(cls, template)
            made.template, made.values, made.facts = template, values, _NO_FACTS
            if len(_CONSTANT) < _CONSTANTS_KEPT:
                _CONSTANT[cls, template] = made
            return made
        if language.language() == "en":
            made = str.__new__(cls, template.format(*values, **facts))
        else:
            made = str.__new__(cls, language.in_english(template.format, *values, **facts))
        made.template = template
        made.values = values
        made.facts = MappingProxyType(facts) if facts else _NO_FACTS
        return made

    def __reduce__(self) -> tuple:
        return _phrase, (type(self), self.template, self.values, dict(self.facts))

    def __str__(self) -> str:
        """The words in the language read now (`core.language`); the string itself stays the English words."""
        if language.language() == "en":
            return str.__str__(self)
        return language.worded(self.template, self.values, dict(self.facts))

    def __format__(self, spec: str) -> str:
        if not spec and language.language() == "en":  # a prompt with the picks so far, at every pick
            return str.__str__(self)
        return format(str(self), spec)


_CONSTANT: dict[tuple[type, str], Phrase] = {}  # the phrases without values made so far (the code's constants)
_CONSTANTS_KEPT = 4096


def _phrase(cls: type[Phrase], template: str, values: tuple, facts: dict) -> Phrase:
    return cls(template, *values, **facts)


class Listed(tuple):
    """Values listed one after another ("a core from the reserve, the soul core from Sertarius"), each worded when
    read and joined by the language's separator (Japanese "、"): a tuple, as cheap to make as one, for an event's
    value."""

    __slots__ = ()

    def __new__(cls, *items: Any) -> Listed:
        return tuple.__new__(cls, items)

    def __reduce__(self) -> tuple:
        return type(self), tuple(self)

    def __str__(self) -> str:
        if language.language() == "en":  # a selection's picks so far, at every pick: a string is its English words
            return ", ".join([str.__str__(item) if isinstance(item, str) else str(item) for item in self])
        return language.translated(", ").join(str(language.value(item)) for item in self)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


class Words(NamedTuple):
    """A sentence made to be a value of an event's template ("from the reserve onto Ogrul"), worded when read, as
    `Counted` is: `st.emit(rule, kind, "{} moves {} {}.", p, who, what, Words("from {} to the reserve", (name,)))`.
    A tuple, as cheap to make as one, for the engines' hot paths; a `Phrase` is also its English string, for a value
    that is kept as data (an outcome's reason, a selection's item)."""

    template: str
    values: tuple = ()

    def __str__(self) -> str:
        return language.worded(self.template, self.values)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


def phrased(words: str | Words) -> Phrase:
    """`words` (a `Words`, a `Phrase`, or a template without values) as a `Phrase`, its English string: for a value
    kept as its template and values until read (a decision's prompt, `core.actions.Decision`)."""
    if type(words) is Words:
        return Phrase(words.template, *words.values)
    return words if isinstance(words, Phrase) else Phrase(words)


def columns(text: str) -> int:
    """How many columns of a terminal `text` takes: two for a wide character (Japanese), one for any other."""
    from unicodedata import east_asian_width  # only where a table is printed

    return sum(2 if east_asian_width(c) in "WF" else 1 for c in text)


def padded(text: str, width: int, align: str = "<") -> str:
    """`text` with spaces to `width` terminal columns, on the right (`<`) or on the left (`>`): what
    `f"{text:<{width}}"` does for Latin text, for a table's column whose words may be Japanese."""
    space = " " * max(0, width - columns(text))
    return text + space if align == "<" else space + text
