"""The boards' and study widgets' own words (captions, buttons, panels, the explorer and the quiz), in the language
the kit reads in (`cardgames.set_language`, `CARDGAMES_LANG`): English templates looked up whole in the widgets'
gettext catalogue (`widgets/locale/<lang>/LC_MESSAGES/widgets.po`, read after the kit's and the games'), their values
filled in after. A widget words its text when it draws or refreshes, never once for good, so a board started in
one language reads in another at its next redraw. `python tools/messages.py extract --domain widgets` collects every
template given to `said` (and `counted` nouns) from the widgets' code."""
from __future__ import annotations

from pathlib import Path

from cardgames.core.language import add_catalogues, language, translated, worded
from cardgames.core.words import Counted, counted

add_catalogues(Path(__file__).resolve().parent / "locale")

__all__ = ["Joined", "Said", "counted", "language", "said", "translated"]


def said(template: str, *values: object, **facts: object) -> str:
    """`template` (a constant English sentence with `{}` or `{name}` blanks) in the current language, filled with
    `values` and `facts`; a string value is looked up too (a phase's name, a zone's), a card's name stays as it is."""
    return worded(template, values, facts or None)


class Said(str):
    """Words made now and worded when read: the string is its English words (what a program compares: `==`,
    `re.match`), and it keeps its template and values, so `str(said)` (and `format`) words them in the language read
    then, as `core.vocabulary.Label` does for an action. For words a widget keeps (a walkthrough's captions)."""

    template: str
    values: tuple

    def __new__(cls, template: str, *values: object) -> Said:
        made = super().__new__(cls, template.format(*map(_english, values)) if values else template)
        made.template, made.values = template, values
        return made

    def __str__(self) -> str:
        if language() == "en":
            return str.__str__(self)
        said = translated(self.template)
        return said.format(*map(_now, self.values)) if self.values else said

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


class Joined(Said):
    """Several words in one line, joined with the language's list separator when read (", " / "、")."""

    def __new__(cls, items: tuple | list) -> Joined:
        made = str.__new__(cls, ", ".join(map(_english, items)))
        made.template, made.values = ", ", tuple(items)
        return made

    def __str__(self) -> str:
        return said(", ").join(map(_now, self.values))


def _english(item: object) -> object:
    """A value's English words (a `Said` or a `Label` is its own string, a `Counted` its English count), anything
    else as it is."""
    if isinstance(item, Counted):
        return item.english
    return str.__str__(item) if isinstance(item, str) else item


def _now(item: object) -> object:
    """A value in the language read now: words that word themselves (`Said`, a `Label`: their `str`), a string
    through the catalogue, anything else as it is (a number; an outcome words itself when formatted)."""
    if isinstance(item, str) and type(item).__str__ is not str.__str__:
        return str(item)
    return translated(item) if isinstance(item, str) else item
