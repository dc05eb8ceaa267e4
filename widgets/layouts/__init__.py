"""One board layout per game, by game name (`Game.name`). A layout module defines `LAYOUT` (an object with `name`,
`size`, `draw(surface, game, frame)` and optionally `describe_action(action, label)` and `status(game)`) and
`render_svg(game) -> str` (used by `Game._repr_html_`). Layout modules import no Jupyter package."""
from __future__ import annotations

import importlib
from types import ModuleType

from cardgames.core.errors import shown

LAYOUTS: dict[str, str] = {
    "digimon": "widgets.layouts.digimon",
    "dspirits": "widgets.layouts.dspirits",
    "battlespirits": "widgets.layouts.battlespirits",
    "yuyu": "widgets.layouts.yuyu",
}


def layout_module(name: str) -> ModuleType:
    """The layout module of game `name` (raises KeyError for an unknown game, ImportError if not written yet)."""
    if name not in LAYOUTS:
        raise KeyError(f"no board layout for game {shown(name)}; known: {', '.join(sorted(LAYOUTS))}")
    return importlib.import_module(LAYOUTS[name])


def get_layout(name: str):
    """The `LAYOUT` object of game `name`."""
    return layout_module(name).LAYOUT
