"""Actions and decisions: what a player may do, as small immutable values with readable labels."""
from __future__ import annotations

from typing import NamedTuple


class Action(tuple):
    """A legal move: the pair (kind, args), immutable and hashable, plus a readable `label`.

    Equality and hashing are those of the pair, so a saved `{"kind", "args"}` finds its labelled action again, and
    matching an action against the legal ones is a C-speed tuple comparison (this runs at every decision)."""

    def __new__(cls, kind: str, args: tuple = (), label: str = "") -> Action:
        self = tuple.__new__(cls, (kind, tuple(args)))
        self.label = label
        return self

    @property
    def kind(self) -> str:
        return self[0]

    @property
    def args(self) -> tuple:
        return self[1]

    def to_json(self) -> dict:
        return {"kind": self[0], "args": list(self[1])}

    @staticmethod
    def from_json(data: dict) -> Action:
        return Action(str(data["kind"]), tuple(data.get("args", ())))

    def __repr__(self) -> str:
        return f"Action({self[0]!r}, {self[1]!r}, {self.label!r})"

    def __str__(self) -> str:
        return self.label or f"{self[0]}{self[1]}"


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
