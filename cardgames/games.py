"""The games the kit knows, by name: the entry points of the group `cardgames.games` (the Python packaging convention
for plugins: the kit's own games declare themselves in its `pyproject.toml`, a game of another distribution does the
same in its own, `name = "package.module:GameClass"`). They are looked up when first asked for and a game's code is
imported only when it is used, so that `import cardgames` and `python -m cardgames` start fast.

Where the kit runs without its distribution's metadata (its folder put on `sys.path` by hand, a browser kernel that
installed no metadata), no entry point names its own games: they are then found as the subpackages of `cardgames`
with a `game.py` module, each named after its folder."""
from __future__ import annotations

import pkgutil
from importlib.metadata import EntryPoint, entry_points
from pathlib import Path
from typing import Any

from .core.agents import RandomAgent
from .core.engine import Game
from .core.lazy import LazyMapping

GROUP = "cardgames.games"
KIT = "cardgames"  # the distribution (and package) of the kit itself

AGENTS = ("random", "heuristic", "coach")  # the computer players the command line and the simulations offer
COACH_ITERATIONS = 48  # the coach's search per decision as a player: a simulated game stays a few seconds long


def _folder_games() -> dict[str, str]:
    """The kit's own games found without metadata: every subpackage `cardgames.<name>` with a `game.py`, as
    `cardgames.<name>.game` (the class is the `Game` subclass of that module named `<name>`)."""
    root = Path(__file__).resolve().parent
    return {m.name: f"{KIT}.{m.name}.game" for m in pkgutil.iter_modules([str(root)])
            if m.ispkg and (root / m.name / "game.py").is_file()}


def discover() -> dict[str, str]:
    """Every game declared in the `cardgames.games` group, name -> "module:Class", in name order (installers
    write entry points in their own order); the kit's own games by their folders when its metadata declares none
    (see the module docstring)."""
    points = entry_points(group=GROUP)
    found = {ep.name: ep.value for ep in points}
    if not any(ep.dist is not None and ep.dist.name == KIT for ep in points):
        found = {**_folder_games(), **found}
    return dict(sorted(found.items()))


class Games(LazyMapping[str]):
    """The games the kit knows, read-only: name -> where its class is ("module:Class"). Found at the first look,
    so a game installed later in the same process is seen after `refresh()`."""

    def __init__(self) -> None:
        super().__init__(discover)


GAMES = Games()


def kit_games() -> list[str]:
    """The games that ship with the kit (their code in the `cardgames` package), in name order: those its tutorials,
    classroom pages and rule coverage are about; an installed game brings its own."""
    return [name for name, where in GAMES.items() if where.partition(".")[0] == KIT]


def game_class(name: str) -> type[Game]:
    """The class of game `name` (imported now if it was not yet): a `core.Game` subclass whose `name` is `name`."""
    if name not in GAMES:
        raise KeyError(f"unknown game {name!r}; known: {', '.join(GAMES)}")
    found: Any = EntryPoint(name, GAMES[name], GROUP).load()
    if not isinstance(found, type):  # a module (found by its folder): its Game subclass of that name
        found = next((v for v in vars(found).values() if isinstance(v, type) and issubclass(v, Game)
                      and v.__module__ == found.__name__ and v.name == name), None)
    if not (isinstance(found, type) and issubclass(found, Game) and found.name == name):
        raise TypeError(f"the game {name!r} ({GAMES[name]}) is not a cardgames.core.Game subclass named {name!r}")
    return found


def make_agent(kind: str, game: str, seed: int) -> Any:
    """A seeded computer player of `kind` (`AGENTS`) for `game`: uniform random, the game's own opponent,
    or the coach (`cardgames.coach`, searching `COACH_ITERATIONS` playouts per decision)."""
    if kind == "random":
        return RandomAgent(seed)
    if kind == "heuristic":
        return game_class(game).computer_agent(seed)
    if kind == "coach":
        from .coach import CoachAgent  # the search, loaded only by those who play against it
        return CoachAgent(seed, COACH_ITERATIONS)
    raise ValueError(f"unknown agent {kind!r}; known: {', '.join(AGENTS)}")
