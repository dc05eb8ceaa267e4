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
catalogue does not hold (a card's name) is left as it is; a sentence already made whole in English (an outcome's
reason) is matched against the catalogue's templates and its blanks' words translated in turn, unless a blank would
keep English prose (then it is a card's printed text, left whole)."""
from __future__ import annotations

import gettext
import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path

LANGUAGES = ("en", "pt", "ja")
_PACKAGE = Path(__file__).resolve().parent.parent  # cardgames/
_chosen: str | None = None


def set_language(lang: str | None) -> None:
    """Read every sentence from now on in `lang` ("en", "pt", "ja"); None goes back to `CARDGAMES_LANG` (read again
    now) or English."""
    global _chosen, _current
    from .errors import ArgumentError, shown  # errors words its counts through this module

    if lang is not None and lang not in LANGUAGES:
        raise ArgumentError(f"language {shown(lang)}: choose one of {', '.join(LANGUAGES)}")
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
    """One language's messages from every catalogue: a sentence's translation, a counted noun's plural form, and
    the templates a finished English sentence can be matched against."""

    def __init__(self, lang: str):
        self.messages: dict[str, str] = {}
        self.plurals: dict[str, tuple[str, ...]] = {}
        self.plural_index = lambda n: int(n != 1)
        self.whole_only: set[str] = set()  # an added catalogue's templates (a board's "{}: {}") match no sentence
        added = {path for folder in _ADDED for path in folder.glob(f"{lang}/LC_MESSAGES/*.mo")}
        for path in catalogue_files(lang):
            with path.open("rb") as f:
                found = gettext.GNUTranslations(f)
            self.plural_index = found.plural
            forms: dict[str, dict[int, str]] = {}
            for key, text in found._catalog.items():  # noqa: SLF001 (the one way to list a catalogue's msgids)
                if isinstance(key, tuple):
                    forms.setdefault(key[0], {})[key[1]] = text
                elif key and text:
                    if path in added and key not in self.messages:
                        self.whole_only.add(key)
                    self.messages.setdefault(key, text)
            for msgid, by_index in forms.items():
                if all(by_index.values()):  # a plural not translated in every form is not translated
                    self.plurals.setdefault(msgid, tuple(by_index[i] for i in sorted(by_index)))
        self.singulars = {}  # each counted noun, singular and plural ("card", "cards"), to its singular
        for msgid in self.plurals:
            noun = msgid.removeprefix("{} ")
            self.singulars[noun] = self.singulars[noun + "s"] = noun
        self._patterns: list[tuple[re.Pattern, str]] | None = None

    def patterns(self) -> list[tuple[re.Pattern, str]]:
        """Each template with positional blanks as a pattern a whole sentence is matched against, longest first."""
        if self._patterns is None:
            made = []
            for msgid in sorted((m for m in self.messages if m not in self.whole_only), key=len, reverse=True):
                parts = re.split(r"\{[^{}]*\}", msgid)
                if len(parts) > 1 and "{" not in "".join(parts) and re.search(r"\{[0-9]*(:[^{}]*)?\}", msgid):
                    if re.search(r"\{[0-9]+|\{[^{}]*:[^{}]*\}", msgid):
                        continue  # numbered or formatted blanks: only the exact template is looked up
                    made.append((re.compile("(.+?)".join(map(re.escape, parts)) + r"\Z", re.S), msgid))
            self._patterns = made
        return self._patterns


@cache
def _catalogue(lang: str) -> _Catalogue:
    return _Catalogue(lang)


def translated(text: str) -> str:
    """`text` in the current language: its catalogue entry, else (a finished sentence) the template it matches
    with each blank's words translated, else `text` as it is."""
    lang = language()
    if lang == "en" or not text:
        return text
    return _translate(_catalogue(lang), text)


def _translate(cat: _Catalogue, text: str) -> str:
    found = cat.messages.get(text)
    if found is not None:
        return found
    number = re.fullmatch(r"(-?\d+) (.+)", text)
    if number and number[2] in cat.singulars:
        return counted_in(cat, int(number[1]), cat.singulars[number[2]])
    if len(text) > 2:
        for pattern, msgid in cat.patterns():
            match = pattern.match(text)
            if match:
                blanks = [(g, _translate(cat, g)) for g in match.groups()]
                if all(said != g or not _PROSE.search(g) for g, said in blanks):
                    return cat.messages[msgid].format(*(said for _, said in blanks))
    return text


# a blank the catalogue cannot word that starts with an English word in lower case is prose of its own (a card's
# printed text), not a value of the template it resembles (names start with a capital): the sentence is left whole
_PROSE = re.compile(r"\A[a-z]{2,}\b")


def counted_in(cat: _Catalogue, n: int, noun: str) -> str:
    forms = cat.plurals.get("{} " + noun)
    if not forms:
        return f"{n} {noun if n == 1 else noun + 's'}"
    return forms[min(cat.plural_index(n), len(forms) - 1)].format(n)


def counted_words(n: int, noun: str) -> str:
    """`n` and `noun` in the current language, in the plural form the language's catalogue gives for `n`."""
    return counted_in(_catalogue(language()), n, noun)


def value(item: object) -> object:
    """A template's value as read in the current language: a string through the catalogue, anything else as it
    is (a number; a `Counted` words itself)."""
    return translated(item) if isinstance(item, str) else item


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
