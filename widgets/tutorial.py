"""The small helpers every tutorial notebook uses, in one place: print what the engine did, pick an action by the
words of its label, run a battle from a position, and draw a static board that shows even before the notebook is
run (see `widgets.picture`). Standard library only, so it works in any kernel, JupyterLite included.

    from widgets.tutorial import act, battle, board, choose, decide, pick, print_events, run, show_choices, step
"""
from __future__ import annotations

from collections.abc import Iterable

from cardgames.core.errors import shown

from .picture import Picture, board_picture

__all__ = ["act", "battle", "board", "choose", "decide", "pick", "print_events", "run", "show_choices", "step"]


def board(game, events: Iterable = (), viewer: int | None = None) -> Picture:
    """The board as a picture; `viewer=None` shows every hand face up, `events` are highlighted in orange."""
    return board_picture(game, viewer=viewer, events=tuple(events))


def print_events(events: Iterable) -> None:
    """Print events one per line, each with the rule ID that caused it."""
    for event in events:
        print(event)


def step(game) -> list:
    """Exactly one rule step: print its events and return them."""
    events = game.step()
    print_events(events)
    return events


def run(game) -> None:
    """Run rule steps until a player must decide (or the game ends), printing every event, then who decides."""
    while game.can_step:
        print_events(game.step())
    if game.decision:
        print("→", game.decision)


def show_choices(game) -> None:
    """Who must decide now, and the legal actions."""
    print(game.decision)
    for action in game.decision.actions:
        print("   -", game.describe(action))


def choose(game, words: str):
    """The pending decision's first action whose label contains `words` ("○", "Keep", "Attack Chip", ...)."""
    if game.decision is None:
        raise ValueError(f"no decision is pending, so there is no action matching {shown(words)}")
    for action in game.decision.actions:
        if words in game.describe(action):
            return action
    raise ValueError(f"no action matching {shown(words)}; the legal actions are: "
                     + "; ".join(game.describe(a) for a in game.decision.actions))


def pick(game, words: str) -> None:
    """Carry out the action whose label contains `words` (without advancing) and print its events."""
    print_events(game.apply(choose(game, words)))


def act(game, *words: str) -> None:
    """For each of `words` in order: carry out the action whose label contains it, then run the rule steps up to the
    next decision, printing everything (a choice made of several picks, such as paying a cost core by core)."""
    for text in words:
        pick(game, text)
        run(game)


def decide(game, *words: str) -> None:
    """Silently run to each next decision and take the action whose label contains `words`, in order: the way to
    skip to the part of a turn a cell is about."""
    for text in words:
        game.advance()
        game.apply(choose(game, text))


def battle(game, turn_player_attack: str, other_attack: str):
    """From a game at the start of its battle phase, let both players choose their attack ("○", "△" or "×"; the
    turn player first, in secret), then run the battle to the end of the turn, printing every rule step's events.
    Returns the game, for a look at the board or the discard piles."""
    decide(game, turn_player_attack, other_attack)
    while game.can_step and game.state.phase != "end" and not game.is_over:
        print_events(game.step())
    return game
