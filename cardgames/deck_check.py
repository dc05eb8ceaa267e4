"""`validate-deck`'s report: every problem of a deck file at once, in a newcomer's words.

A deck file with malformed entries (a number where a card code goes, a misspelt code in quotes) is still checked by
the game's deck rules, on its well-formed entries, so that size, copy-limit and unknown-card problems come with the
malformed entries and not one fix later; the same problem of many entries is one line; and a file that is a
well-formed deck of another game says so.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from .core.data import read_json
from .core.errors import CardGameError, DataFileError, Problem, as_typed
from .core.language import translated
from .games import GAMES, game_class

SAME_PROBLEM_LINES = 3  # more fields than this with one problem are one line


def _entry(problem: Problem, raw: Any) -> int | None:
    """The index of the deck entry `problem` is about (field `cards.3`, or `3` in a bare list), else None."""
    parts = problem.where.split(".") if problem.is_field else []
    if isinstance(raw, dict) and len(parts) == 2 and parts[0] == "cards" and parts[1].isdigit():
        return int(parts[1])
    if isinstance(raw, list) and len(parts) == 1 and parts[0].isdigit():
        return int(parts[0])
    return None


def _grouped(problems: list[Problem]) -> list[str]:
    """The problems as lines, one line for a problem many fields share."""
    by_message: dict[str, list[Problem]] = {}
    for p in problems:
        by_message.setdefault(p.message if p.is_field else f"\0{p}", []).append(p)
    lines = []
    for message, same in by_message.items():
        if len(same) > SAME_PROBLEM_LINES:
            fields = ", ".join(f"'{p.where}'" for p in same[:3])
            lines.append(translated("fields {} ... '{}' ({} fields): {}").format(fields, same[-1].where, len(same),
                                                                                  translated(message)))
        else:
            lines.extend(str(p) for p in same)
    return lines


def _rules_of_the_rest(game: str, raw: Any, problems: list[Problem]) -> list[str]:
    """The deck rules' problems of the deck without its malformed entries, when those are all its problems."""
    bad = {_entry(p, raw) for p in problems}
    if None in bad:
        return []
    entries = raw["cards"] if isinstance(raw, dict) else raw
    kept = [e for i, e in enumerate(entries) if i not in bad]
    for deck in (kept, {**raw, "cards": kept}) if isinstance(raw, dict) else (kept,):  # as data: a list or a dict
        try:
            found = game_class(game).deck_violations(deck)
            break
        except CardGameError:
            continue
    else:
        return []
    return [translated("{} (the malformed entries left out)").format(v) for v in found]


def _looks_like(game: str, path: Path) -> str | None:
    """The other game whose deck rules read `path` as a well-formed deck, if one does."""
    for other in GAMES:
        if other == game:
            continue
        try:
            game_class(other).deck_violations(path)
        except CardGameError:
            continue
        return other
    return None


def deck_problems(game: str, path: Path) -> list[str]:
    """Every problem of the deck file `path` as `game`'s deck, as lines ([] for a legal deck)."""
    cls = game_class(game)
    try:
        return [str(v) for v in cls.deck_violations(path)]
    except DataFileError as exc:  # a file of the wrong shape: every field problem, or where the JSON breaks
        problems = exc.problems
    lines = _grouped(problems)
    try:
        raw = read_json(path)
    except DataFileError:
        return lines
    if isinstance(raw, dict | list):
        lines += _rules_of_the_rest(game, raw, problems)
    other = _looks_like(game, path)
    if other is not None:
        looks = translated("this looks like a deck of {} ({}), not of {}: python -m cardgames validate-deck {} {}")
        lines.insert(0, looks.format(game_class(other).title, other, cls.title, other, as_typed(str(path))))
    return lines
