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
from .words import Listed, Words

if TYPE_CHECKING:
    from .actions import Action, Decision

# the sorts of values, each a catalogue's msgid (a string value is looked up whole when the sentence is read)
ARGUMENT_SORTS = {int: "a number", str: "a word", bool: "a yes-or-no value", float: "a decimal number",
                  type(None): "nothing", list: "a list", tuple: "a list", dict: "a table"}
# several of one sort ("two numbers"): a template whose value is the count in words
ARGUMENT_PLURALS = {"a number": "{} numbers", "a word": "{} words", "a yes-or-no value": "{} yes-or-no values",
                    "a decimal number": "{} decimal numbers", "a list": "{} lists", "a table": "{} tables"}
ARGUMENT_COUNTS = ("", "", "two", "three", "four", "five", "six", "seven", "eight", "nine")
OTHER_SORT = "another kind of value"


def what(value: object) -> str:
    """What sort of value `value` is, in English words ("a number", "a word", "a list"): what a shape compares, and
    a catalogue's msgid when a sentence shows it."""
    return ARGUMENT_SORTS.get(type(value), OTHER_SORT)


def listed(parts: list | tuple) -> object:
    """`parts` as one value of a sentence, worded when read: "a, b and c" (the ones before the last listed with the
    language's separator, `Listed`); a single part as it is."""
    if len(parts) == 1:
        return parts[0]
    return Words("{} and {}", (parts[0] if len(parts) == 2 else Listed(*parts[:-1]), parts[-1]))


def chained(parts: list | tuple, template: str) -> object:
    """`parts` joined pair by pair by `template` ("{} or {}": "a or b or c"), worded when read; one part as it is."""
    return parts[0] if len(parts) == 1 else Words(template, (chained(parts[:-1], template), parts[-1]))


def in_words(args: tuple) -> object:
    """Arguments described by what they are: "no argument", "a number", "two numbers", "a number and a word", as a
    value of a sentence, worded when read."""
    return sorts_in_words([what(a) for a in args])


def sorts_in_words(kinds: list[str] | tuple[str, ...]) -> object:
    """Sorts of arguments ("a number", "a word") in words, worded when read: "no argument", "two numbers", "a number
    and a word"."""
    if not kinds:
        return Words("no argument")
    if 1 < len(kinds) < len(ARGUMENT_COUNTS) and len(set(kinds)) == 1 and kinds[0] in ARGUMENT_PLURALS:
        return Words(ARGUMENT_PLURALS[kinds[0]], (ARGUMENT_COUNTS[len(kinds)],))
    return listed(kinds)


def given(args: tuple, counts: set[int]) -> object:
    """The arguments someone passed, for a refusal saying what an action takes (`counts`: how many it may take),
    worded when read: "none"; the values themselves when their number is right but one is of the wrong sort ("'x'",
    "33 and 'x'"); otherwise what they are ("two numbers")."""
    if not args:
        return "none"
    if len(args) in counts and len(args) <= 3 and all(type(a) is int or type(a) is str for a in args):
        return chained([shown(a) for a in args], "{} and {}")
    return in_words(args)


def oversized(decision: Decision, action: Action, rule: str) -> Violation | None:
    """The refusal of `action`, citing `rule`, when one of its arguments is a number larger than any card id, index
    or amount (None otherwise), before a rule of the game writes it in a sentence: Python cannot even write a number
    of 5,000 digits as text."""
    if any(type(a) is int and abs(a) >= HUGE for a in action[1]):
        return Violation(rule, "no card id, index or amount of this game is that large: {prompt}",
                         prompt=decision.prompt)
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
    wanted = chained([sorts_in_words(s) for s in shapes], "{} or {}")
    passed = given(args, {len(s) for s in shapes})
    return Violation(rule, "the move '{kind}' takes {wanted}, not {passed}: {prompt}", kind=action[0], wanted=wanted,
                     passed=passed, prompt=decision.prompt)
