"""The boards' and study widgets' own words (captions, buttons, panels, the explorer and the quiz), in the language
the kit reads in (`cardgames.set_language`, `CARDGAMES_LANG`): English templates looked up whole in the widgets'
gettext catalogue (`widgets/locale/<lang>/LC_MESSAGES/widgets.po`, read after the kit's and the games'), their values
filled in after. A widget words its text when it draws or refreshes, never once for good, so a board started in
one language reads in another at its next redraw. `python tools/messages.py extract --domain widgets` collects every
template given to `said` (and `counted` nouns) from the widgets' code."""
from __future__ import annotations

from pathlib import Path

from cardgames.core.language import add_catalogues, language, translated, worded
from cardgames.core.words import counted

add_catalogues(Path(__file__).resolve().parent / "locale")

__all__ = ["counted", "language", "said", "translated"]


def said(template: str, *values: object, **facts: object) -> str:
    """`template` (a constant English sentence with `{}` or `{name}` blanks) in the current language, filled with
    `values` and `facts`; a string value is looked up too (a phase's name, a zone's), a card's name stays as it is."""
    return worded(template, values, facts or None)
