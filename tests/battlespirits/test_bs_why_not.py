"""`why_not` names the rule that forbids an action, whatever decision is pending, and malformed actions and card
ids get a clean refusal (a `Violation`, an `IllegalActionError`), never a raw Python error."""
from __future__ import annotations

from functools import cache

import pytest
from bs_helpers import cast_drain

from cardgames.battlespirits.game import BattleSpiritsGame
from cardgames.core.actions import Action
from cardgames.core.agents import RandomAgent
from cardgames.core.errors import IllegalActionError, Violation
from cardgames.core.testing import pick

KINDS = ("mulligan", "main", "pick", "place", "attack", "block", "respond", "soul_choice")


def _soul_choice() -> BattleSpiritsGame:
    """Player 2 chooses whether the soul core leaves Reufalx (the drain of BS-14)."""
    game = cast_drain(("R09", 2, True))
    pick(game, "The FlyingAce Reufalx")
    return game


@cache
def _snapshots() -> dict[str, tuple[int, int]]:
    """For each decision kind, the seed and the number of actions of a random game that reaches it first."""
    found: dict[str, tuple[int, int]] = {}
    for seed in range(10):
        game, agents, n = BattleSpiritsGame(seed=seed), [RandomAgent(seed), RandomAgent(seed + 1)], 0
        game.advance()
        while not game.is_over:
            found.setdefault(game.decision.kind, (seed, n))
            game.apply(agents[game.decision.player].choose(game))
            game.advance()
            n += 1
    return found


def at(kind: str) -> BattleSpiritsGame:
    """A game whose pending decision is of `kind`."""
    if kind == "soul_choice":
        game = _soul_choice()
    else:
        seed, n = _snapshots()[kind]
        game, agents = BattleSpiritsGame(seed=seed), [RandomAgent(seed), RandomAgent(seed + 1)]
        game.advance()
        for _ in range(n):
            game.apply(agents[game.decision.player].choose(game))
            game.advance()
    assert game.decision.kind == kind
    return game


REFUSALS = [
    ("attack", Action("core_on", (0, "core")), "BS-21"),  # a core move outside the main steps
    ("attack", Action("mulligan"), "BS-4"),
    ("attack", Action("magic", (0, 0)), "BS-28"),
    ("attack", Action("end_step"), "BS-10"),
    ("attack", Action("attack", (10**9,)), "BS-8"),
    ("main", Action("mulligan"), "BS-4"),  # a second mulligan
    ("main", Action("keep"), "BS-4"),
    ("main", Action("attack", (0,)), "BS-8"),
    ("main", Action("no_block"), "BS-8"),
    ("main", Action("pass"), "BS-28"),
    ("main", Action("flash", (0, 0)), "BS-28"),
    ("main", Action("place", (1, 0)), "BS-24"),
    ("main", Action("move_soul"), "BS-14"),
    ("main", Action("pick", (0,)), "BS-16"),
    ("main", Action("core_on", (0, "gold")), "BS-21"),
    ("mulligan", Action("core_on", (0, "core")), "BS-21"),
    ("mulligan", Action("play", (0,)), "BS-10"),
    ("mulligan", Action("end_step"), "BS-10"),
    ("mulligan", Action("mulligan", (1,)), "BS-4"),
    ("pick", Action("end_step"), "BS-10"),
    ("pick", Action("core_off", (0, "core")), "BS-21"),
    ("pick", Action("block", (0,)), "BS-8"),
    ("place", Action("core_on", (0, "core")), "BS-21"),
    ("place", Action("end_attacks"), "BS-8"),
    ("place", Action("place", (99, 0)), "BS-24"),
    ("block", Action("end_attacks"), "BS-8"),
    ("block", Action("core_off", (0, "soul")), "BS-21"),
    ("block", Action("keep"), "BS-4"),
    ("respond", Action("play", (0,)), "BS-28"),
    ("respond", Action("core_on", (0, "core")), "BS-21"),
    ("respond", Action("end_step"), "BS-10"),
    ("respond", Action("place", (0, 0)), "BS-24"),
    ("soul_choice", Action("pass"), "BS-28"),
    ("soul_choice", Action("done"), "BS-16"),
    ("soul_choice", Action("core_on", (0, "core")), "BS-21"),
    ("soul_choice", Action("keep_soul", (1,)), "BS-14"),
]


@pytest.mark.parametrize("kind, action, rule", [pytest.param(k, a, r, marks=pytest.mark.rule(r), id=f"{k}-{a.kind}")
                                                 for k, a, r in REFUSALS])
def test_why_not_names_the_rule_that_forbids_the_action(kind, action, rule):
    game = at(kind)
    refused = game.why_not(action)
    assert isinstance(refused, Violation) and refused.rule == rule, refused
    before = game.view()
    with pytest.raises(IllegalActionError) as raised:
        game.apply(action)
    assert raised.value.rule == rule and game.view() == before


MALFORMED = [Action("play", ([1],)), Action("play", ("x",)), Action("play", (10**30,)), Action("play", (-1,)),
             Action("play", (True,)), Action("play", (0, 0, 0)), Action("magic", (0, "x")), Action("magic", (0,)),
             Action("core_on", ([0], "core")), Action("core_off", (0,)), Action("attack", ("a", "b")),
             Action("block", ((1, 2),)), Action("place", (-5, 0)), Action("pick", (10**20,)), Action("pick", ("0",)),
             Action("flash", (None, None)), Action("soul_flash", (0,)), Action(5, ()), Action("nonsense", (1,))]


@pytest.mark.parametrize("kind", KINDS)
def test_malformed_actions_and_card_ids_get_a_clean_refusal(kind):
    game = at(kind)
    before = game.view()
    for action in MALFORMED:
        refused = game.why_not(action)
        assert isinstance(refused, Violation) and refused.rule, action
        with pytest.raises(IllegalActionError):
            game.apply(action)
    for junk in ([1], "play", 3, None):
        assert isinstance(game.why_not(junk), Violation)
        with pytest.raises(IllegalActionError):
            game.apply(junk)
    for card in (*range(len(game.state.cards)), len(game.state.cards), 80, 10**20, -1, "x", True):
        answer = game.why_not_card(card)
        assert answer is None or isinstance(answer, Violation)
        if answer is None:  # only a card of the deciding player's hand can be usable
            assert card in game.state.zone(game.decision.player, "hand")
    assert game.view() == before
