"""Typed errors. Every error a user can trigger names the rule (or the file and field) it comes from."""
from __future__ import annotations

from dataclasses import dataclass


class CardGameError(Exception):
    """Base class of every error the kit raises on purpose."""


class IllegalActionError(CardGameError):
    """An action that the pending decision does not allow, with the rule that forbids it (`Game.why_not`). The game
    state is left exactly as it was."""

    def __init__(self, rule: str, message: str, legal: str = ""):
        self.rule = rule
        self.reason = message  # the sentence of `why_not`, without the list of legal actions
        text = f"[{rule}] {message}" if rule else message
        super().__init__(f"{text}. Legal now: {legal}" if legal else text)


class NoDecisionError(CardGameError):
    """`apply` was called while no player has anything to decide."""


@dataclass(frozen=True, slots=True)
class Violation:
    """One broken deck or position rule."""

    rule: str
    message: str

    def __str__(self) -> str:
        return f"[{self.rule}] {self.message}"


class DeckError(CardGameError):
    """A deck that breaks one or more construction rules; lists every violation at once."""

    def __init__(self, violations: list[Violation], name: str = "deck"):
        self.violations = list(violations)
        lines = "\n".join(f"  - {v}" for v in self.violations)
        super().__init__(f"{name} is not legal ({len(self.violations)} violation(s)):\n{lines}")


class PositionError(CardGameError):
    """A position (board state given as plain data) that is inconsistent; lists every problem."""

    def __init__(self, violations: list[Violation]):
        self.violations = list(violations)
        lines = "\n".join(f"  - {v}" for v in self.violations)
        super().__init__(f"invalid position ({len(self.violations)} problem(s)):\n{lines}")


class DataFileError(CardGameError):
    """A data file that does not match its model: names the file and the field."""

    def __init__(self, path: str, field: str, message: str):
        self.path, self.field = path, field
        super().__init__(f"{path}: field '{field}': {message}")


class SaveFileError(CardGameError):
    """A saved game that cannot be loaded (wrong game, rules version, or an action that is no longer legal)."""


class OptionError(CardGameError):
    """An unknown variant option, or a value of the wrong type."""
