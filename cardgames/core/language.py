"""The language the kit's sentences are read in: English (the templates as written), Brazilian Portuguese or
Japanese, from gettext message catalogues.

Every sentence of the kit is a constant English template and its values, made into words when read (`str(event)`,
`str(label)`, `str(violation)`, an outcome, a rule's paraphrase). Reading is where the language is applied: the
template is looked up (its English text is the msgid) and each string value too (a player's name, a zone, a
nested sentence), so a game played in one language reads in another, and an engine makes no decision slower.

Catalogues are gettext `.mo` files compiled from `.po` files beside them: the kit's own words in
`cardgames/locale/<lang>/LC_MESSAGES/cardgames.mo`, each game's in `cardgames/<game>/locale/<lang>/LC_MESSAGES/`
(found by looking, so a game names itself only in its folder). `tools/messages.py` extracts the templates and
compiles the catalogues (with Babel, a dev extra); reading them needs only the standard library.

The language is `set_language("pt")`, else the `CARDGAMES_LANG` environment variable, else English. A value a
catalogue does not hold (a card's name) is left as it is. A sentence a rule step makes to be a value of another (an
outcome's reason, "direct attack by Frostfang") is a `core.words.Phrase`, a template and its values like an event,
worded when read: no finished English sentence is ever parsed back into a template."""
from __future__ import annotations

import gettext
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

LANGUAGES = ("en", "pt", "ja")
_PACKAGE = Path(__file__).resolve().parent.parent  # cardgames/
_chosen: str | None = None


def set_language(lang: str | None) -> None:
    """Read every sentence from now on in `lang` ("en", "pt", "ja"); None goes back to `CARDGAMES_LANG` (read again
    now) or English."""
    global _chosen, _current
    from .errors import ArgumentError, shown  # errors words its counts through this module

    if lang is not None and lang not in LANGUAGES:
        raise ArgumentError("language {}: choose one of {}", shown(lang), ", ".join(LANGUAGES))
    _chosen = lang
    _current = lang if lang is not None else _from_environment()


@contextmanager
def speaking(lang: str | None) -> Iterator[None]:
    """Read sentences in `lang` inside the `with` block (None: no change), then as before (the CLI's `--lang`)."""
    before = _chosen
    if lang is not None:
        set_language(lang)
    try:
        yield
    finally:
        set_language(before)


def language() -> str:
    """The language sentences are read in now: the one chosen, else `CARDGAMES_LANG` as read when the kit was
    imported (or at `set_language(None)`), else English. A plain read: `counted` asks it for every count it words."""
    return _current


def in_english(make: Callable[..., str], *args: Any, **kwargs: Any) -> str:
    """`make(*args, **kwargs)` read in English whatever the language now: the English words a `Phrase` or an error
    keeps (what a program compares) are the same whichever language the game was read in when it was made."""
    global _current
    if _current == "en":
        return make(*args, **kwargs)
    before, _current = _current, "en"
    try:
        return make(*args, **kwargs)
    finally:
        _current = before


def _from_environment() -> str:
    wanted = os.environ.get("CARDGAMES_LANG", "en").split("_")[0].split("-")[0].lower() or "en"
    return wanted if wanted in LANGUAGES else "en"


_current = _from_environment()


_ADDED: list[Path] = []  # locale folders of packages built on the kit (the boards'), read after the kit's own


def add_catalogues(folder: Path) -> None:
    """Read the catalogues under `folder` (`<lang>/LC_MESSAGES/*.mo`) too, after the kit's and the games': the
    words of a package built on the kit (the boards and study widgets), which core does not import. Their templates
    are looked up whole only: a finished sentence is matched against the kit's and the games' templates alone, as
    before (a board's short "{}: {}" would match any sentence)."""
    folder = Path(folder).resolve()
    if folder not in _ADDED:
        _ADDED.append(folder)
        _catalogue.cache_clear()


def catalogue_files(lang: str) -> list[Path]:
    """The compiled catalogues of `lang`: the kit's own first, then each game's, in folder order, then those added
    (`add_catalogues`)."""
    found = sorted(_PACKAGE.glob(f"*/locale/{lang}/LC_MESSAGES/*.mo"))
    added = [path for folder in _ADDED for path in sorted(folder.glob(f"{lang}/LC_MESSAGES/*.mo"))]
    return sorted(_PACKAGE.glob(f"locale/{lang}/LC_MESSAGES/*.mo")) + found + added


class _Catalogue:
    """One language's messages from every catalogue: a template's or a value's translation and a counted noun's
    plural forms."""

    def __init__(self, lang: str):
        self.messages: dict[str, str] = {}
        self.plurals: dict[str, tuple[str, ...]] = {}
        self.plural_index = lambda n: int(n != 1)
        for path in catalogue_files(lang):
            with path.open("rb") as f:
                found = gettext.GNUTranslations(f)
            self.plural_index = found.plural
            forms: dict[str, dict[int, str]] = {}
            for key, text in found._catalog.items():  # noqa: SLF001 (the one way to list a catalogue's msgids)
                if isinstance(key, tuple):
                    forms.setdefault(key[0], {})[key[1]] = text
                elif key and text:
                    self.messages.setdefault(key, text)
            for msgid, by_index in forms.items():
                if all(by_index.values()):  # a plural not translated in every form is not translated
                    self.plurals.setdefault(msgid, tuple(by_index[i] for i in sorted(by_index)))
        self.singulars = {}  # each counted noun, singular and plural ("card", "cards"), to its singular
        for msgid in self.plurals:
            noun = msgid.removeprefix("{} ")
            self.singulars[noun] = self.singulars[noun + "s"] = noun


@cache
def _catalogue(lang: str) -> _Catalogue:
    return _Catalogue(lang)


def translated(text: str) -> str:
    """`text` in the current language: its catalogue entry, looked up whole, else `text` as it is (a card's name).
    A finished sentence is never matched against templates: a sentence a rule step makes for a value is a
    `core.words.Phrase`, worded from its template and values when read."""
    lang = language()
    if lang == "en" or not text:
        return text
    return _catalogue(lang).messages.get(text, text)


def counted_in(cat: _Catalogue, n: int, noun: str) -> str:
    forms = cat.plurals.get("{} " + noun)
    if not forms:
        return f"{n} {noun if n == 1 else noun + 's'}"
    return forms[min(cat.plural_index(n), len(forms) - 1)].format(n)


def counted_words(n: int, noun: str) -> str:
    """`n` and `noun` in the current language, in the plural form the language's catalogue gives for `n`."""
    return counted_in(_catalogue(language()), n, noun)


def value(item: object) -> object:
    """A template's value as read in the current language: a string through the catalogue, a `Phrase` (a string
    that keeps its template) worded, anything else as it is (a number; a `Counted` words itself)."""
    if isinstance(item, str):
        return str(item) if hasattr(item, "template") else translated(item)
    return item


def worded(template: str, values: tuple = (), facts: dict | None = None) -> str:
    """`template` filled with `values` (positional blanks) or `facts` (named blanks), in the current language."""
    if language() == "en":
        if facts:
            return template.format(*values, **facts)
        return template.format(*values) if values else template
    said = translated(template)
    if not (values or facts):
        return said
    return said.format(*map(value, values), **{k: value(v) for k, v in (facts or {}).items()})
