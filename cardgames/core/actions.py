"""Actions and decisions: what a player may do, as small immutable values with readable labels."""
from __future__ import annotations

from typing import NamedTuple


class Action(NamedTuple):
    """A legal move. Equality ignores the label, so a saved `{"kind", "args"}` pair finds its action again."""

    kind: str
    args: tuple = ()
    label: str = ""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Action) and self[0] == other[0] and self[1] == other[1]

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash((self[0], self[1]))

    def to_json(self) -> dict:
        return {"kind": self.kind, "args": list(self.args)}

    @staticmethod
    def from_json(data: dict) -> Action:
        return Action(str(data["kind"]), tuple(data.get("args", ())))

    def __str__(self) -> str:
        return self.label or f"{self.kind}{self.args}"


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
