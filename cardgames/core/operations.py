"""One way for every wing to dispatch the operations of card effects: an interpreter module defines one function
`op_<name>(effect, ctx)` per effect operation, with `ctx` an `OpContext` (the state, the player, the source card,
the rule, the card chosen for it), and `operations(module)` gives them by name, so adding an operation is writing its
function (no `if op == ...` chain, no table kept by hand).

The effect vocabulary (a union of models, `core.schema`'s or pydantic's, each with `op: Literal["<name>"]`) and the
interpreter are checked against each other when the interpreter is imported: a function named after no op (a
misspelling, which would never run) and an op that no function carries out (a new effect kind added to the data
without code) are refused there, not in the middle of a game.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import partial
from types import FunctionType, ModuleType
from typing import Any, NamedTuple, get_args


class OpContext(NamedTuple):
    """What an effect operation is told besides its effect, the same in every wing: `op_<name>(effect, ctx)`.
    A tuple, so an operation takes what it reads in one line (`st, p, source, rule = ctx[:4]` or by name)."""

    state: Any        # the game's state (`core.state.State`), which the operation changes
    player: int       # the seat whose effect it is
    source: int       # the card instance whose effect runs
    rule: str         # the rule its events cite
    target: Any = -1  # what was chosen for it first: a card, or a wing's value (yes or no...); -1: none chosen
    detail: tuple = ()  # what only one wing's effects know of the step (a link answered, a launch's victim, an
    #                     attack's index, a host card: the wing's interpreter says)


op_context: Callable[[tuple], OpContext] = partial(tuple.__new__, OpContext)
"""`op_context((state, player, source, rule, target, detail))`, all six given: the `OpContext` an interpreter hands
its operation, made without the named tuple's Python `__new__` (called through the class, it cost one game 0.2%
more machine instructions per decision)."""


def _models(vocabulary: Any) -> dict[type, str]:
    """Each model of an effect vocabulary (a union of models, `Annotated` with its discriminator or not) and its
    `op`."""
    union = get_args(vocabulary)[0] if hasattr(vocabulary, "__metadata__") else vocabulary
    return {model: name for model in get_args(union) for name in get_args(_op_type(model))}


def _op_type(model: type) -> Any:
    """The type of a model's `op` field: a model declared in `core.schema`, or pydantic's own."""
    declared = getattr(model, "declared_fields", None)
    return declared()["op"] if declared is not None else model.model_fields["op"].annotation


def op_names(vocabulary: Any) -> frozenset[str]:
    """The `op` of every model of an effect vocabulary."""
    return frozenset(_models(vocabulary).values())


def by_model(vocabulary: Any, table: Mapping[str, Callable]) -> dict[type, Callable]:
    """`table` (functions by op name) keyed by the op's model class instead: an interpreter that looks an op up
    often finds it by `type(op)`, which costs less than reading the op's `op` field of a pydantic model."""
    return {model: table[name] for model, name in _models(vocabulary).items() if name in table}


def operations(module: ModuleType, prefix: str = "op_", vocabulary: Any = None) -> dict[str, Callable]:
    """The functions `<prefix><name>` that `module` defines, by `<name>`. Given the effect `vocabulary`, a `<name>`
    that is none of its ops is refused (`TypeError`)."""
    found = {attr[len(prefix):]: value for attr, value in vars(module).items()
             if attr.startswith(prefix) and type(value) is FunctionType and value.__module__ == module.__name__}
    if vocabulary is not None:
        unknown = sorted(found.keys() - op_names(vocabulary))
        if unknown:
            raise TypeError(f"{module.__name__}: {', '.join(prefix + n for n in unknown)} carry out no op of the "
                            "effect vocabulary")
    return found


def require_operations(vocabulary: Any, *tables: Mapping[str, Callable], elsewhere: Iterable[str] = ()) -> None:
    """Refuse (`TypeError`) an op of `vocabulary` that is carried out by none of `tables` (the interpreter's kinds of
    operation: done at once, asking a choice, ...) and is not named in `elsewhere` (a lasting effect the state reads
    where it applies, never run as a step), or by more than one of them; and a name of `elsewhere` that is no op."""
    ops, elsewhere = op_names(vocabulary), frozenset(elsewhere)
    places = [*tables, elsewhere]
    missing = sorted(n for n in ops if not any(n in place for place in places))
    twice = sorted(n for n in ops if sum(n in place for place in places) > 1)
    stray = sorted(elsewhere - ops)
    problems = [f"{what}: {', '.join(names)}" for what, names in (
        ("ops carried out by no function", missing), ("ops carried out twice", twice),
        ("named as carried out elsewhere but no op", stray)) if names]
    if problems:
        raise TypeError("; ".join(problems))
