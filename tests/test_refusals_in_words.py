"""Every malformed action is refused in words (beside `test_conformance.py`, through the public API only): at many
decision points of random games, each action kind on offer is tried with no argument, one too many, one too few, a
word where a number goes, a number of 5,000 digits and a negative number. `why_not` answers with a sentence citing
one of the game's rules that echoes no Python (no call, no tuple, no traceback), and `apply` raises
`IllegalActionError` with the same rule and changes nothing."""
from __future__ import annotations

import re

import pytest
from test_conformance import NAMES, decision_points

from cardgames.core.actions import Action
from cardgames.core.errors import IllegalActionError, Violation
from cardgames.digimon import DigimonGame
from cardgames.games import game_class

# a call or a tuple echoed ("attack(0,)", "(33, 'x')", "()"), a list of values ("[0]"), and Python's own words;
# "card(s)" is English
PYTHON = re.compile(r"\w\((?!s\))|\(\s*(?:-?\d+|'[^']*')\s*,|,\s*\)|\(\)|\[\s*(?:-?\d+|'[^']*')\s*[,\]]"
                    r"|Action\(|Violation\(|Traceback|positional argument")


def misshapen(action: Action) -> list[tuple[str, tuple]]:
    """What a learner might mistype for `action`: each variant's name and its arguments."""
    args = action.args
    tries = [("no arguments", ()), ("one argument too many", (*args, 0))]
    if args:
        tries.append(("one argument missing", args[:-1]))
    at = next((i for i, a in enumerate(args) if type(a) is int), None)
    if at is not None:
        for what, value in (("a word for a number", "x"), ("a huge number", 10 ** 5000), ("a negative number", -7)):
            tries.append((what, (*args[:at], value, *args[at + 1:])))
    return tries


@pytest.mark.parametrize("name", NAMES)
def test_every_malformed_action_of_a_kind_on_offer_is_refused_in_words(name):
    rules = {r.id for r in game_class(name).ruleset.rules}
    tried = 0
    for game in decision_points(name, seeds=range(5)):
        decision = game.decision
        kinds = {a.kind: a for a in reversed(decision.actions)}  # the first listed action of each kind
        before, history = game.snapshot(), len(game.history)
        for listed in kinds.values():
            for what, args in misshapen(listed):
                action = Action(listed.kind, args)
                if action in decision.actions:  # -7 or no argument may be an action on offer
                    continue
                where = (name, decision.kind, listed.kind, what)
                reason = game.why_not(action)
                assert isinstance(reason, Violation), where
                assert reason.rule in rules or reason.rule == decision.rule, (where, reason)
                assert reason.message and not PYTHON.search(reason.message), (where, reason.message)
                with pytest.raises(IllegalActionError) as info:
                    game.apply(action)
                assert info.value.rule == reason.rule and info.value.reason == reason.message, where
                assert game.snapshot() == before and len(game.history) == history, where
                tried += 1
    assert tried > 500


def test_the_refusal_says_what_the_kind_takes():
    """The sentence names the decision's rule and what the kind takes, in words."""
    game = DigimonGame(seed=1)
    game.advance()
    rule = game.decision.rule
    kind = game.decision.actions[0].kind
    reason = game.why_not(Action(kind, (0,)))
    assert reason.rule == rule
    assert reason.message.startswith(f"the move '{kind}' takes no argument, not a number: ")
    while game.decision.kind != "sealed":
        game.apply(game.legal_actions()[-1])
        game.advance()
    assert game.why_not(Action("attack", ("x",))).message.startswith("the move 'attack' takes a number, not 'x'")
    assert game.why_not(Action("attack", (0, 1))).message.startswith("the move 'attack' takes a number, not two "
                                                                       "numbers")
    assert "that large" in game.why_not(Action("attack", (10 ** 5000,))).message


@pytest.mark.parametrize("args, ja, pt", [
    ((0, 1), "手「{}」は引数なしを取る、数2個ではない", "a jogada '{}' recebe nenhum argumento, não 2 números"),
    ((1.5, "x", None), "手「{}」は引数なしを取る、小数、語となしではない",
     "a jogada '{}' recebe nenhum argumento, não um número decimal, uma palavra e nada"),
    (([], {}), "手「{}」は引数なしを取る、リストと表ではない",
     "a jogada '{}' recebe nenhum argumento, não uma lista e uma tabela"),
])
def test_what_a_kind_takes_and_what_was_given_read_in_the_language(args, ja, pt):
    """The arguments' sorts ("two numbers", "a number and a word") are a template and values worded when read, not
    English made at once: a refusal read in Japanese or Portuguese has no English inside; `message` stays English."""
    from cardgames.core.language import speaking

    game = DigimonGame(seed=1)
    game.advance()
    kind = game.decision.actions[0].kind
    reason = game.why_not(Action(kind, args))
    with speaking("ja"):
        assert str(reason).startswith(f"[{reason.rule}] " + ja.format(kind)), str(reason)
    with speaking("pt"):
        assert str(reason).startswith(f"[{reason.rule}] " + pt.format(kind)), str(reason)
    assert reason.message.startswith(f"the move '{kind}' takes no argument, not ")


@pytest.mark.parametrize("name", NAMES)
def test_when_an_action_kind_is_taken_reads_in_the_language(name):
    """A refusal at the wrong time says when the kind is taken (its declared `when`, by position or by keyword, as
    `tools/messages.py extract` reads both): each is in the game's catalogue in Portuguese and Japanese."""
    from cardgames.core.language import speaking, translated
    from cardgames.explore import decision_kinds

    whens = {k.when for d in decision_kinds(name).values() for k in d.actions if k.when}
    for lang in ("pt", "ja"):
        with speaking(lang):
            assert not [w for w in whens if translated(w) == w], f"{lang}: a kind's 'when' left in English"
