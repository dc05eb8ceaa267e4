"""The rule primitives a game's state is made of (selections, response windows, sealed choices: mixins of the state),
each registering what the engine needs of it where the primitive is defined, so that a new primitive needs no edit
of the engine, which iterates the primitives of a state instead of naming them:

* `hooks`: the functions it asks of the game (a response window's `responses` and `respond`), found by name in the
  game's rule modules or on its state when the game class is made, and handed to the state in its `Wiring` (a game
  whose state has the primitive but not the function is refused then, naming it);
* `determinize(state, seat, rng)`: what a seat that cannot see its hidden part may imagine of it, in place (the
  other seats' sealed choices drawn again: `Game.determinized`, for an information-set search);
* `refusals`: by decision kind, why an action that kind's decision does not list is refused, `(state, decision,
  action) -> Violation | None` (a selection's pick not on offer), for a game that declares none of its own.

What else a primitive brings is registered the same way, beside it: its action kinds and their labels
(`vocabulary.register`), its position encoders (`pending.kind`, `pending.part`, `pending.steps`), its cells (the
mixin's `CELLS`), its steps and decision handlers (the mixin's `_s_<name>` and `_d_<kind>` methods)."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from .vocabulary import Refuse


class Hook(NamedTuple):
    """A function a primitive asks of the game: its name, and its signature in words for the error that says a game
    lacks it (`"responses(st, window, player)"`)."""

    name: str
    signature: str


class Primitive(NamedTuple):
    """What the engine needs of one primitive (see the module docstring): the state mixin it is, what it is in words
    (`"response windows"`), the functions it asks of the game, its determinization and its refusals."""

    mixin: type
    what: str
    hooks: tuple[Hook, ...] = ()
    determinize: Callable[[Any, int, Any], None] | None = None
    refusals: Mapping[str, Refuse] = MappingProxyType({})


_PRIMITIVES: dict[type, Primitive] = {}


def register(mixin: type, what: str, *, hooks: tuple[Hook, ...] = (),
             determinize: Callable[[Any, int, Any], None] | None = None,
             refusals: Mapping[str, Refuse] | None = None) -> Primitive:
    """Register the primitive `mixin` (by the module that defines it). Returns what was registered."""
    _PRIMITIVES[mixin] = found = Primitive(mixin, what, tuple(hooks), determinize,
                                           MappingProxyType(dict(refusals or {})))
    of.cache_clear()
    return found


@cache
def of(state: type) -> tuple[Primitive, ...]:
    """The registered primitives the state class `state` is made of, in the order they were registered."""
    return tuple(p for p in _PRIMITIVES.values() if issubclass(state, p.mixin))


def refusal(state: type, decision_kind: str) -> Refuse | None:
    """The refusal function that one of the primitives of the state class `state` registers for decisions of kind
    `decision_kind` (None: none does)."""
    for primitive in of(state):
        found = primitive.refusals.get(decision_kind)
        if found is not None:
            return found
    return None
