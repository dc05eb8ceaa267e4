"""One board layout per game, by layout name (`Game.layout_name()`, the game's `name` unless it says otherwise). A
layout module defines `LAYOUT`, an instance of a subclass of `widgets.kit.layout.GameLayout` (the protocol a board
calls: `size` and `draw(surface, view, frame)` are the layout's own; `status(view)`, `card_details(view,
key)`, `describe_action`, `order_actions`, `group_label`, `action_warning` and `frames_for` have defaults there),
and `render_svg = LAYOUT.render_svg` (a static picture, used by `Game._repr_html_`). Every hook reads the view the
board builds once per drawing for its viewer (`game.view(viewer)`): a layout names no game, calls nothing on it and
decides no rule. A layout declares where its two seat areas are as data (`SEAT_Y`, the y of the top and the bottom
one, and `SEAT_AREA`, what it builds from an area's y) and the kit's `geometry(viewer)` places the viewer's seat at the
bottom; a card of a view by its id (`find_card`) and the SVG picture come from the kit too. Layout modules import no
Jupyter package.

A game declares where its layout is as an entry point of the group `cardgames.layouts` (`name = "package.module"`,
beside its entry point in `cardgames.games`); a layout that none declares is looked for here, as
`widgets.layouts.<name>` (the kit's own, when the kit runs without its distribution's metadata)."""
from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from importlib.metadata import entry_points
from types import ModuleType

from cardgames.core.errors import shown

GROUP = "cardgames.layouts"


@cache
def declared_layouts() -> dict[str, str]:
    """Layout name -> module, as the installed distributions declare them (looked up once per process)."""
    return {ep.name: ep.value for ep in entry_points(group=GROUP)}


def layout_names() -> list[str]:
    """Every layout declared or found in this package."""
    here = [m.name for m in pkgutil.iter_modules(__path__) if not m.ispkg]
    return sorted({*declared_layouts(), *here})


def layout_module(name: str) -> ModuleType:
    """The layout module of game layout `name` (raises KeyError for a layout nobody declares or wrote)."""
    module = declared_layouts().get(name)
    if module is None and name in layout_names():
        module = f"{__name__}.{name}"
    if module is None:
        raise KeyError(f"no board layout for game {shown(name)}; known: {', '.join(layout_names())}")
    return importlib.import_module(module)


def get_layout(name: str):
    """The `LAYOUT` object of game layout `name`."""
    return layout_module(name).LAYOUT
