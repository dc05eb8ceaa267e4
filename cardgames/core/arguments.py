"""An action's arguments described in words, and the refusal of an action whose arguments have the wrong shape.

Every game's actions take card ids, numbers and words. An action of a kind the pending decision offers but with
too many or too few arguments, or a word where a number goes, is refused here, once for every game, by the
decision's rule and with a sentence saying what that kind takes ("the move 'attack' takes two numbers, not a
number"), before any rule of the game reads its arguments, as is a number larger than any card id, index or amount.
The refusal never echoes Python (no tuple, no call).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .errors import HUGE, Violation, shown

if TYPE_CHECKING:
    from .actions import Action, Decision

_WHAT = {int: "a number", str: "a word", bool: "a yes-or-no value", float: "a decimal number",
         type(None): "nothing", list: "a list", tuple: "a list", dict: "a table"}
_PLURAL = {"a number": "numbers", "a word": "words", "a yes-or-no value": "yes-or-no values",
           "a decimal number": "decimal numbers", "a list": "lists", "a table": "tables"}
_COUNT = ("", "", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def what(value: object) -> str:
    """What sort of value `value` is, in words ("a number", "a word", "a list")."""
    return _WHAT.get(type(value), "another kind of value")


def in_words(args: tuple) -> str:
    """Arguments described by what they are: "no argument", "a number", "two numbers", "a number and a word"."""
    return sorts_in_words([what(a) for a in args])


def sorts_in_words(kinds: list[str] | tuple[str, ...]) -> str:
    """Sorts of arguments ("a number", "a word") in words: "no argument", "two numbers", "a number and a word"."""
    if not kinds:
        return "no argument"
    if 1 < len(kinds) < len(_COUNT) and len(set(kinds)) == 1 and kinds[0] in _PLURAL:
        return f"{_COUNT[len(kinds)]} {_PLURAL[kinds[0]]}"
    return kinds[0] if len(kinds) == 1 else ", ".join(kinds[:-1]) + " and " + kinds[-1]


def given(args: tuple, counts: set[int]) -> str:
    """The arguments someone passed, for a refusal saying what an action takes (`counts`: how many it may take):
    "none"; the values themselves when their number is right but one is of the wrong sort ("'x'", "33 and 'x'");
    otherwise what they are ("two numbers")."""
    if not args:
        return "none"
    if len(args) in counts and len(args) <= 3 and all(type(a) is int or type(a) is str for a in args):
        return " and ".join(map(shown, args))
    return in_words(args)


def oversized(decision: Decision, action: Action, rule: str) -> Violation | None:
    """The refusal of `action`, citing `rule`, when one of its arguments is a number larger than any card id, index
    or amount (None otherwise), before a rule of the game writes it in a sentence: Python cannot even write a number
    of 5,000 digits as text."""
    if any(type(a) is int and abs(a) >= HUGE for a in action[1]):
        return Violation(rule, "no card id, index or amount of this game is that large: {}", decision.prompt)
    return None


def misshapen(decision: Decision, action: Action, rule: str) -> Violation | None:
    """The refusal of `action`, citing `rule` (the rule of its kind), when `decision` offers its kind but lists no
    action of that kind whose arguments are of the same number and sorts (None otherwise: the game's own rules
    judge it)."""
    kind = action[0]
    shapes: dict[tuple[str, ...], None] = {}
    for listed in decision.actions:
        if listed[0] == kind:
            shapes.setdefault(tuple(map(what, listed[1])))
    return unlike(decision, action, rule, list(shapes)) if shapes else None


def unlike(decision: Decision, action: Action, rule: str, shapes: list[tuple[str, ...]]) -> Violation | None:
    """The refusal of `action`, citing `rule`, when its arguments are of none of the `shapes` (each the sorts of
    arguments its kind may take, "a number", "a word"): "the move 'attack' takes a number, not two numbers"."""
    args = action[1]
    if tuple(map(what, args)) in shapes:
        return None
    wanted = " or ".join(sorts_in_words(s) for s in shapes)
    passed = given(args, {len(s) for s in shapes})
    return Violation(rule, "the move '{}' takes {}, not {}: {}", action[0], wanted, passed, decision.prompt)
