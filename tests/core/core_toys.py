"""Helpers for the toy games of the core primitive tests: a registry of the real rule IDs the toys model, a base
toy state and game (shaped as the four games are: the rules on the state, the game naming it), and drivers that
pick actions by label or kind."""
from __future__ import annotations

from typing import Any

from cardgames.core.actions import Action
from cardgames.core.engine import Game
from cardgames.core.rules import Rule, RuleRegistry
from cardgames.core.ruleset import Ruleset
from cardgames.core.state import State

TOY_RULES = ("BS-1", "BS-6", "BS-9", "BS-12", "BS-14", "BS-16", "BS-19", "BS-22", "BS-26", "BS-28", "DCB-4",
             "DCB-8", "DCB-21", "DSP-7", "DSP-8", "DSP-17", "DSP-19", "DSP-28", "YYH-8", "YYH-11", "YYH-14",
             "YYH-17", "YYH-19", "TOY")


class ToyState(State):
    """The state of a toy game: its cells and parts, its steps (`_s_<name>`), decision handlers (`_d_<kind>`) and
    checks (`_c_<name>`); subclasses add them."""

    def build(self, **setup: Any) -> None:
        """Make the parts and queue the first steps (subclasses)."""


TOY_REGISTRY = RuleRegistry("toy", [Rule(i, i, f"the toy's reading of {i}") for i in TOY_RULES])


def _new_game(state: ToyState, **setup: Any) -> dict:
    state.build(**setup)
    return setup


def toy_ruleset(state: type[ToyState], **declared: Any) -> Ruleset:
    """The declaration of a toy game of `state`, with what else it declares (checks, triggers, vocabulary...)."""
    return Ruleset(name="toy", rules_version="toy-1", rules=TOY_REGISTRY, state=state, new_game=_new_game, **declared)


class ToyGame(Game):
    """A toy game: subclasses declare their ruleset with `toy_ruleset(state class, checks=..., triggers=...)`."""

    ruleset = toy_ruleset(ToyState)

    def zones(self) -> dict[str, list[int]]:
        """The cards by zone of a toy with cards (`CARD_ZONES`); none for the others."""
        return super().zones() if self.ruleset.card_zones else {}


def labels(game: Game) -> list[str]:
    """The labels of the pending actions, as a board shows them (a test of the words reads them; a test finds an
    action by its facts: `cardgames.core.testing`)."""
    return [game.describe(a) for a in game.decision.actions]


def kinds(events: list) -> list[str]:
    return [e.kind for e in events]


PASS = Action("pass")
