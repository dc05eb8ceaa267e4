"""Actions and decisions: what a player may do, as small frozen values with readable labels."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Action:
    """A legal move. Equality ignores the label, so a saved `{"kind", "args"}` pair finds its action again."""

    kind: str
    args: tuple = ()
    label: str = field(default="", compare=False)

    def to_json(self) -> dict:
        return {"kind": self.kind, "args": list(self.args)}

    @staticmethod
    def from_json(data: dict) -> Action:
        return Action(str(data["kind"]), tuple(data.get("args", ())))

    def __str__(self) -> str:
        return self.label or f"{self.kind}{self.args}"


@dataclass(frozen=True, slots=True)
class Decision:
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
