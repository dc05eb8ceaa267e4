"""Actions and decisions: what a player may do, as small immutable values with readable labels."""
from __future__ import annotations

from operator import itemgetter
from typing import NamedTuple


class Action(tuple):
    """A legal move: (kind, args, label), immutable. Equality and hashing look at (kind, args) only, so a saved
    `{"kind", "args"}` finds its labelled action again. A tuple subclass of strings and ints, small and cheap to
    make; note that CPython keeps tracking tuple subclasses in its garbage collector (only exact tuples are
    untracked), so the history and undo lists of a long simulation are part of the collector's work."""

    __slots__ = ()

    def __new__(cls, kind: str, args: tuple = (), label: str = "") -> Action:
        return tuple.__new__(cls, (kind, tuple(args), label))

    # read in C (`itemgetter`), not by a Python function: every decision handler reads them
    kind = property(itemgetter(0), doc="what kind of move")
    args = property(itemgetter(1), doc="its arguments (card instance ids, attack index…)")
    label = property(itemgetter(2), doc="a readable description")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Action) and self[0] == other[0] and self[1] == other[1]

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash((self[0], self[1]))

    def to_json(self) -> dict:
        return {"kind": self[0], "args": list(self[1])}

    @staticmethod
    def from_json(data: dict) -> Action:
        return Action(str(data["kind"]), tuple(data.get("args", ())))

    def __repr__(self) -> str:
        return f"Action({self[0]!r}, {self[1]!r}, {self[2]!r})"

    def __str__(self) -> str:
        return self[2] or f"{self[0]}{self[1]}"


class Decision(NamedTuple):
    """A pending choice: who decides, what kind of choice, which rule asks for it, and the legal actions in a
    stable order. `secret` marks a choice the opponent must not see until it is revealed (DCB attack choice)."""

    player: int
    kind: str
    rule: str
    prompt: str
    actions: tuple[Action, ...]
    secret: bool = False

    def __str__(self) -> str:
        return f"Player {self.player + 1} decides ({self.rule}): {self.prompt}"
