"""Finding a pending action by its facts, never by its words: what a game's tests (`core.testing`) and a scripted
walk (`widgets.classroom`) name an action with.

An action is found by what it is: its `kind`, the card it names (a card's name as the rules name it,
`game.state.cards[i].name`, or its instance id, among the arguments its kind declares as cards in the game's
vocabulary: `hand`, `own`, `foe`, `card`), its exact `args`, or the named facts its label carries
(`game.describe(action).facts`: an attack's `name`, a choice's `yes`). A selection's item is found by its value, or
else as the card it is (`picking`). So what names an action keeps naming it when a label's wording, or its
language, changes. Nothing here asserts: an action that is not on offer is simply not found.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import Action
    from .engine import Game

CARD_SLOTS = frozenset({"hand", "own", "foe", "card"})  # the argument slots that hold a card (`core.vocabulary`)
PICK = "pick"  # the kind of a selection's item (`core.selections`)


def card_args(game: Game, action: Action) -> list[int]:
    """The arguments of the pending `action` that are cards, as its kind declares them (its other arguments are
    numbers, choices or places in a list, which an instance id must never match)."""
    vocabulary = game.ruleset.vocabulary
    declared = vocabulary.offered(game.decision.kind).get(action.kind) or vocabulary.kinds.get(action.kind)
    slots = [arg.slot for arg in declared.args] if declared is not None else []
    count = len(game.state.cards)
    return [v for v, slot in zip(action.args, slots, strict=False)
            if slot in CARD_SLOTS and type(v) is int and 0 <= v < count]


def names(game: Game, card: str | int, among: Iterable[int]) -> bool:
    """Whether `card` (a card's name, or an instance id) is one of the instance ids `among`."""
    if type(card) is int:
        return card in among
    return any(game.state.cards[i].name == card for i in among)


def matching(game: Game, kind: str, card: str | int | None = None, args: tuple | None = None,
             **facts: Any) -> list[Action]:
    """The pending decision's actions of `kind` that name `card` (a name, or an instance id) among their card
    arguments, whose arguments are exactly `args`, and whose label carries each of `facts`, in the listed order;
    none when no decision is pending."""
    decision = game.decision
    if decision is None:
        return []
    found = []
    for action in decision.actions:
        if action.kind != kind or (args is not None and tuple(action.args) != tuple(args)):
            continue
        if card is not None and not names(game, card, card_args(game, action)):
            continue
        if facts:
            said = game.describe(action).facts
            if any(key not in said or said[key] != value for key, value in facts.items()):
                continue
        found.append(action)
    return found


def find(game: Game, kind: str, card: str | int | None = None, args: tuple | None = None,
         **facts: Any) -> Action | None:
    """The first pending action of `kind` that names `card`, has exactly `args` and carries `facts` (see
    `matching`); None when the decision lists none."""
    return next(iter(matching(game, kind, card, args, **facts)), None)


def item_values(game: Game) -> list[tuple[Action, Any]]:
    """The pending selection's items: each pick action with its item's value (an instance id, a place, a deck)."""
    decision = game.decision
    picks = [a for a in decision.actions if a.kind == PICK] if decision is not None else []
    return [(a, game.describe(a).facts["value"]) for a in picks]


def picking(game: Game, item: Any) -> list[Action]:
    """The pick actions of the pending selection's item `item`: those whose value is `item` (an instance id, a
    place), or else those whose value is a card named `item`; in the listed order."""
    items = item_values(game)
    exact = [a for a, value in items if value == item]
    return exact or [a for a, value in items
                     if type(value) is int and type(item) is str and names(game, item, (value,))]
