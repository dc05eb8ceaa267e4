"""The engine's moment (queue, decision, outcome, the running step's events and triggers) and the services a rule step
calls on it through the state it is given (`State` binds them: `st._emit`, `st._push`, `st._ask`, `st._finish`,
`st._fire`), so a rule module can be tested with a state alone and a stand-in for these.
"""
from __future__ import annotations

from functools import partial
from typing import Any

from .actions import Action, Decision
from .events import Event
from .outcome import Outcome

# An `Event` or a `Decision` made from the tuple of all its fields. The same idiom makes selections and response
# windows (`_new_selection`, `_new_window`): every decision makes a few of these, and the idiom at those places
# together saves 5-9% of the machine instructions per decision over the NamedTuple constructors (measured on
# 2026-12-06 on three of the games: 5.0%, 9.1% and 5.1%)
_new_event = partial(tuple.__new__, Event)
_new_decision = partial(tuple.__new__, Decision)


class StepServices:
    """The engine's moment (the queue of pending steps, the pending decision, the outcome, the running step's events
    and triggered abilities) with the services a rule step calls on it: `push`, `emit`, `ask`, `finish`, `fire`.

    The game owns it and the game's state holds its bound methods; it refers to neither, so the objects of a game form
    no reference cycle and a finished game is freed as soon as it is dropped (a cycle through every game cost about
    4% more machine instructions per decision in random play)."""

    __slots__ = ("queue", "decision", "outcome", "step_events", "fired", "log_events", "rules", "rule_ids",
                 "triggers", "owner")

    def __init__(self, owner: str, rules: Any, rule_ids: frozenset[str], log_events: bool, triggers: bool) -> None:
        self.owner = owner  # the game class's name, for error messages
        self.rules, self.rule_ids, self.log_events, self.triggers = rules, rule_ids, log_events, triggers
        self.queue: list[tuple] = []
        self.decision: Decision | None = None
        self.outcome: Outcome | None = None
        self.step_events: list[Event] = []
        self.fired: tuple = ()

    def push(self, *steps: tuple) -> None:
        """Schedule steps to run next, in the order given (before anything already queued)."""
        self.queue.extend(reversed(steps))

    def emit(self, rule: str, kind: str, template: str, player: int | None = None, /, *values: Any,
             **data: Any) -> None:
        """Record an event citing `rule` (which must be in the registry: a typo fails the first test reaching it),
        its sentence `template` filled with `values` only when read. The first four are positional only: a call's
        data names (`card=`, `by=`, ...) then go straight into `data`, not compared with each parameter's name first
        (a string comparison per name and parameter, on every event: measurable per decision)."""
        if self.log_events:
            if rule not in self.rule_ids:
                self.rules.cite(rule)
            self.step_events.append(_new_event((rule, kind, template, player, data, values)))

    def ask(self, player: int, kind: str, rule: str, prompt: str, actions: tuple[Action, ...], *values: Any,
            secret: bool = False) -> None:
        """Stop the queue until `player` chooses one of `actions`, asking `prompt`: a template whose blanks `values`
        fill when the prompt is read (`Decision.prompt`), as an event's sentence is."""
        if not actions:
            raise AssertionError(f"decision {kind!r} with no legal action")
        self.decision = _new_decision((player, kind, rule, prompt, actions, secret, values))

    def fire(self, player: int, step: tuple) -> None:
        """Queue a triggered ability of `player`: `step` runs as a step of its own once the current step and its
        checks are done (the game must declare `TRIGGERS = True`)."""
        if not self.triggers:
            raise AssertionError(f"{self.owner} fires a trigger but does not declare TRIGGERS = True")
        self.fired = (*self.fired, (player, step))

    def finish(self, winner: int | None, reason: str, rule: str) -> None:
        """End the game: record the outcome and drop every pending step."""
        self.outcome = Outcome(winner, reason, rule)
        self.queue.clear()
        self.decision = None
        # the rule ID once: the event cites it
        if winner is None:
            self.emit(rule, "game_over", "Draw: {}.", winner, reason)
        else:
            self.emit(rule, "game_over", "Player {} wins: {}.", winner, winner + 1, reason)
