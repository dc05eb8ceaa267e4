"""The engine services a game's rule modules call on the state they are given.

A wing's `state.py` class inherits `EngineServices`, so its rule modules can be written and tested against the
state alone (a test supplies a small stand-in); the game class, which puts `core.Game` first in its bases,
provides the real methods. Declared once here instead of in every wing.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

from .actions import Action


class EngineServices(ABC):
    """What every rule step may ask of the engine (implemented by `cardgames.core.engine.Game`)."""

    @abstractmethod
    def emit(self, rule: str, kind: str, text: str, player: int | None = None, **data: Any) -> None:
        """Record an event of the current step, citing `rule`."""

    @abstractmethod
    def push(self, *steps: tuple) -> None:
        """Schedule rule steps to run next, in the order given."""

    @abstractmethod
    def ask(self, player: int, kind: str, rule: str, prompt: str, actions: tuple[Action, ...],
            secret: bool = False) -> None:
        """Stop until `player` chooses one of `actions`."""

    @abstractmethod
    def finish(self, winner: int | None, reason: str, rule: str) -> None:
        """End the game."""
