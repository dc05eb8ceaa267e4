"""A property-based stateful check of one game (a Hypothesis `RuleBasedStateMachine`): apply, undo, save/load,
clone, why_not and to_position mixed in any order keep the game equal to a reference that only applies and undoes,
and keep every invariant of the harness. The test suite runs it (`tests/test_stateful.py`) and so does `soak`.

Hypothesis is a test dependency (`pip install cardgames[test]`); it is imported here, so import this module only
where it is installed.
"""
from __future__ import annotations

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from cardgames.core.actions import Action
from cardgames.core.harness import GameChecks
from cardgames.games import game_class


def machine_for(name: str, seed: int = 3) -> type[RuleBasedStateMachine]:
    """The state machine of game `name`, starting from seeded game `seed`."""
    cls = game_class(name)
    rules = {r.id for r in cls.ruleset.rules}

    class GameMachine(RuleBasedStateMachine):
        def __init__(self):
            super().__init__()
            self.game = cls(seed=seed)
            self.game.advance()
            self.checks = GameChecks(self.game)
            self.actions: list[Action] = []  # what the reference applied: the game must equal its replay

        def _rebase(self, game) -> None:
            """Go on with `game` (a loaded or cloned copy) instead: it must be equal to the one it replaces."""
            assert game.snapshot() == self.game.snapshot() and game.events == self.game.events
            self.game, self.checks.game = game, game

        @precondition(lambda self: not self.game.is_over)
        @rule(pick=st.integers(min_value=0, max_value=10**6))
        def apply(self, pick):
            decision = self.game.decision
            action = decision.actions[pick % len(decision.actions)]
            self.game.apply(action)
            self.game.advance()
            self.actions.append(action)

        @precondition(lambda self: self.actions)
        @rule()
        def undo(self):
            assert self.game.undo() == self.actions.pop()
            self.game.advance()

        @rule()
        def save_and_load(self):
            self._rebase(cls.load(self.game.dumps()))

        @rule()
        def clone(self):
            self._rebase(self.game.clone())

        @precondition(lambda self: not self.game.is_over)
        @rule(kind=st.sampled_from(["no_such", "pick", "attack", "main", "done"]),
              args=st.lists(st.one_of(st.integers(-5, 200), st.text(max_size=3)), max_size=3))
        def why_not(self, kind, args):
            before = self.game.snapshot()
            reason = self.game.why_not(Action(kind, tuple(args)))
            assert reason is None or reason.rule in rules
            card = self.game.why_not_card(args[0] if args else 0)
            assert card is None or card.rule in rules
            assert self.game.snapshot() == before

        @precondition(lambda self: not self.game.is_over)
        @rule()
        def to_position(self):
            self.checks.to_position()

        @invariant()
        def conserved_and_equal_to_its_replay(self):
            self.checks.conservation()
            self.checks.decision()
            assert self.game.history == self.actions

    GameMachine.__name__ = f"{name}_machine"
    return GameMachine


def run_machine(name: str, examples: int = 30, steps: int = 25, seed: int = 3) -> None:
    """Run the machine of `name` for `examples` random call sequences of up to `steps` calls each, reproducibly
    (derandomized, no example database); raises the first failure."""
    machine = machine_for(name, seed)
    machine.TestCase.settings = settings(max_examples=examples, stateful_step_count=steps, deadline=None,
                                         derandomize=True, database=None,
                                         suppress_health_check=[HealthCheck.too_slow])
    machine.TestCase().runTest()
