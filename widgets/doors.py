"""The arguments of the boards, the explorer and the quiz widget, checked when the widget is made: a wrong value in a
cell is refused at once with `ArgumentError` naming it, not a `KeyError` deep in a layout or a failure when a button
is pressed later (`cardgames.core.inputs` holds the checks; this module knows what each widget takes)."""
from __future__ import annotations

import inspect
from collections.abc import Callable, Iterable
from typing import Any

from cardgames.core import inputs
from cardgames.core.engine import Game
from cardgames.core.errors import ArgumentError, shown

from .kit.layout import GameLayout
from .layouts import get_layout, layout_module, layout_names

MAX_LOG_LINES = 100_000
MAX_FRAMES = 60           # animation frames per step
MAX_FRAME_MS = 10_000     # between two frames


def game(value: Any, name: str = "game") -> Game:
    """`value` as the game a widget shows."""
    return inputs.instance(value, name, Game, "a game (e.g. open_game(name) or a game class called with a seed)")


def seat(value: Any, name: str, of: Game) -> int:
    """`value` as a seat of game `of`: 0 for Player 1, 1 for Player 2."""
    return inputs.whole(value, name, low=0, high=of.players - 1)


def seats(value: Any, name: str, of: Game) -> frozenset[int]:
    """`value` as seats of `of`: None (no seat), one seat, or a list of seats."""
    if value is None:
        return frozenset()
    if type(value) is int:
        return frozenset((seat(value, name, of),))
    if isinstance(value, str | bytes | dict) or not isinstance(value, Iterable):
        raise ArgumentError(f"{name} must be a seat (0 or 1), a list of seats or None, not {shown(value)}")
    return frozenset(seat(s, name, of) for s in value)


def layout(value: Any, of: Game) -> Any:
    """The board layout: None (the game's own), the game's layout name, or a layout object (`GameLayout`)."""
    own = of.layout_name()
    if value is None or value == own:
        return get_layout(own)
    if isinstance(value, str):
        if value in layout_names():
            raise ArgumentError(f"layout {shown(value)} draws {value} games, not this {of.name} game: leave layout "
                                "out (the game's own is used)")
        raise ArgumentError(f"layout must be the name of the game's layout ({own}) or a layout object, not "
                            f"{shown(value)}")
    if not isinstance(value, GameLayout):
        raise ArgumentError("layout must be a layout object (a widgets.kit.layout.GameLayout, with size and "
                            f"draw(surface, view, frame)) or a name, not {shown(value)}")
    return value


def opponent(value: Any, of: Game) -> Any:
    """The computer player(s): 'heuristic', 'coach', 'random', None, an agent (with `choose`), a factory, or a dict
    of those by seat."""
    specs = value.values() if isinstance(value, dict) else (value,)
    if isinstance(value, dict):
        for key in value:
            seat(key, "opponent's seat", of)
    for spec in specs:
        if not _agent_spec(spec):
            raise ArgumentError(f"opponent must be 'heuristic', 'coach', 'random', an agent, a factory or a dict "
                                f"of those by seat, not {shown(spec)}")
    return value


def _agent_spec(spec: Any) -> bool:
    if spec is None or isinstance(spec, str):
        return spec in (None, "heuristic", "coach", "random")
    return hasattr(spec, "choose") or callable(spec)


def optional(check: Callable[..., Any], value: Any, *args: Any, **kwargs: Any) -> Any:
    return None if value is None else check(value, *args, **kwargs)


def board(game_: Any, layout_: Any, human: Any, opponent_: Any, new_game: Any, log_lines: Any, frames: Any,
          frame_ms: Any, speed: Any, auto_advance: Any, viewer: Any) -> tuple[Any, frozenset[int]]:
    """Every argument of `Board`: returns its layout object and human seats."""
    g = game(game_)
    chosen = layout(layout_, g)
    humans = seats(human, "human", g)
    opponent(opponent_, g)
    optional(inputs.function, new_game, "new_game")
    optional(inputs.whole, log_lines, "log_lines", low=1, high=MAX_LOG_LINES)
    inputs.whole(frames, "frames", low=1, high=MAX_FRAMES)
    inputs.real(frame_ms, "frame_ms", low=0, high=MAX_FRAME_MS)
    inputs.real(speed, "speed", low=0.5, high=20)
    inputs.flag(auto_advance, "auto_advance")
    if viewer != "human":
        optional(seat, viewer, "viewer", g)
    return chosen, humans


def picture_options(game_: Any, options: dict) -> Game:
    """The game and options of `board_picture`: options its layout's `render_svg` takes, a viewer that is a seat."""
    g = game(game_)
    try:
        render = layout_module(g.layout_name()).render_svg
    except (KeyError, ImportError):
        raise ArgumentError(f"{g.name} games have no board layout yet") from None
    accepted = inspect.signature(render).parameters
    if not any(p.kind is p.VAR_KEYWORD for p in accepted.values()):
        unknown = [key for key in options if key not in accepted or key == "game"]
        if unknown:
            raise ArgumentError(f"board_picture takes {', '.join(k for k in accepted if k != 'game') or 'no option'}"
                                f", not {shown(unknown[0])}")
    if options.get("viewer") is not None:
        seat(options["viewer"], "viewer", g)
    return g
