"""The words a game's tests drive a game with, shared by every game (beside `conformance.check_game`, the one call a
game's author makes): find and take an action by its facts, pick a selection's items, pass in the response windows,
read events, find a card of a zone.

An action is found by what it is, never by its words: its `kind`, the cards it names (through the arguments its
kind declares as cards in the game's vocabulary: `hand`, `own`, `foe`, `card`), its exact `args`, or the named
facts its label carries (`game.describe(action).facts`: an attack's `name`, a choice's `yes`). A card is named as the
rules name it, `game.state.cards[i].name`, or by its instance id. So a test reads like the rulebook and keeps passing
when a label's wording, or its language, changes; a test whose subject is the wording reads `describe` itself. The
finding itself is core's (`core.finding`, which a classroom walk's script uses too); these words add a test's
failures, which show what the decision lists.

    from cardgames.core.testing import act, find, of_kind

    events = act(game, "attack", "Agumon")               # the attack with Agumon, applied, then advanced
    assert find(game, "support_hand", "Fake Sevens") is None
    assert [e.rule for e in of_kind(events, "damage")] == ["DCB-21"]
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from . import finding
from .actions import Action
from .engine import Game
from .events import Event


def matching(game: Game, kind: str, card: str | int | None = None, args: tuple | None = None,
             **facts: Any) -> list[Action]:
    """The pending decision's actions of `kind` that name `card` (a name, or an instance id) among their card
    arguments, whose arguments are exactly `args`, and whose label carries each of `facts`, in the listed order
    (`core.finding.matching`); a test that asks with no decision pending fails."""
    assert game.decision is not None, f"no decision is pending ({game.outcome})"
    return finding.matching(game, kind, card, args, **facts)


def find(game: Game, kind: str, card: str | int | None = None, args: tuple | None = None,
         **facts: Any) -> Action | None:
    """The first pending action of `kind` that names `card`, has exactly `args` and carries `facts` (see
    `matching`); None when the decision lists none."""
    return next(iter(matching(game, kind, card, args, **facts)), None)


def act(game: Game, kind: str, card: str | int | None = None, args: tuple | None = None,
        **facts: Any) -> list[Event]:
    """Apply the action `find` finds, then advance to the next decision; the events of both. A test that expects an
    action the decision does not list fails, showing what it lists."""
    action = find(game, kind, card, args, **facts)
    assert action is not None, (f"no action {kind} card={card!r} args={args} {facts or ''} among "
                                f"{[(a, str(game.describe(a))) for a in game.decision.actions]}")
    return game.apply(action) + game.advance()


def pick(game: Game, item: Any, times: int = 1) -> list[Event]:
    """Pick the pending selection's item `item`, `times` times: the item whose value is `item` (an instance id, a
    place), or else the first that is a card named `item` (`core.finding.picking`)."""
    events: list[Event] = []
    for _ in range(times):
        found = finding.picking(game, item)
        assert found, f"no item {item!r} to pick among {[value for _, value in finding.item_values(game)]}"
        events += game.apply(found[0]) + game.advance()
    return events


def selecting(game: Game) -> bool:
    """Whether the pending decision is a pick of core's `Selection` (several items, or an `Answer`)."""
    return game.decision is not None and game.decision.kind == "pick"


def answering(game: Game) -> bool:
    """Whether the pending decision is a question an effect asks first (core's `Choice`, asked as an `Answer`: a
    card, yes or no, an attack to copy), rather than a selection of several items."""
    return selecting(game) and game.state.selection.answer


def pick_all(game: Game) -> list[Event]:
    """Complete the pending selection with its first items, then "done" when it is offered; a question an effect
    asks next (`answering`) is left to the test."""
    events: list[Event] = []
    while selecting(game) and not answering(game):
        actions = game.decision.actions
        picks = [a for a in actions if a.kind == "pick"]
        events += game.apply(picks[0] if picks else actions[-1]) + game.advance()
    return events


def pass_all(game: Game) -> list[Event]:
    """Every player passes in the open response windows until a decision of another kind comes."""
    events: list[Event] = []
    while game.decision is not None and game.decision.kind == "respond":
        events += act(game, "pass")
    return events


def card_in(game: Game, seat: int, zone: str, name: str, index: int = 0) -> int:
    """The instance id of the `index`-th card named `name` in seat `seat`'s `zone` (a zone of `game.zones()`,
    without its seat: "hand")."""
    cards, listed = game.state.cards, game.zones()[f"{seat}.{zone}"]
    found = [i for i in listed if cards[i].name == name]
    assert len(found) > index, f"no card {name!r} ({index}) in {seat}.{zone}: {names_of(game, listed)}"
    return found[index]


def names_of(game: Game, cards: Iterable[int]) -> list[str]:
    """The names of the cards `cards` (instance ids), in order."""
    return [game.state.cards[i].name for i in cards]


def kinds(events: Iterable[Event]) -> list[str]:
    """The kinds of `events`, in order."""
    return [e.kind for e in events]


def of_kind(events: Iterable[Event], kind: str) -> list[Event]:
    """The events of `kind`, in order."""
    return [e for e in events if e.kind == kind]


def rules_of(events: Iterable[Event]) -> list[str]:
    """The rules `events` cite, in order."""
    return [e.rule for e in events]
