"""Triggered abilities ("when this card is destroyed", YYH "when you use an attack"): the order they resolve in.

A game declares `TRIGGERS = True` and, in the step where something happens, calls `st._fire(player, step)` for each
ability that triggers (the game knows which cards listen to what). When the step is over (and its checks have run),
the engine queues the fired steps in the order the ruleset's `trigger_order(state, fired)` gives, in front of the
steps already queued: each ability then resolves as a step of its own, and may ask its player, fire further
abilities or open a response window. The queue lives in the engine (`StepServices.fired`); it is always empty
between steps, so snapshots need not keep it.
"""
from __future__ import annotations

Fired = tuple[tuple[int, tuple], ...]  # (player, step) in the order fired


def in_fired_order(fired: Fired) -> list[tuple]:
    """The engine's default: abilities resolve in the order they triggered."""
    return [step for _, step in fired]


def turn_player_first(fired: Fired, turn_player: int, players: int = 2) -> list[tuple]:
    """The turn player's abilities first, then the next player's, and so on; each player's in the order fired
    (the usual order for simultaneous triggers when the rulebook gives none)."""
    return [step for seat in range(players) for p, step in fired if p == (turn_player + seat) % players]
