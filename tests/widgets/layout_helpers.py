"""What every layout test does to look at a picture: draw a game's view on a recording surface (drawing data, no
SVG), as one viewer sees it, with a step's events at one frame of their animation."""
from __future__ import annotations

from widgets.recording import RecordingSurface
from widgets.surface import Frame


def drawn(layout, game, viewer: int | None = 0, events=(), index: int = 0, count: int = 1) -> RecordingSurface:
    """`game` as `layout` draws it for `viewer` (None: a spectator), `events` at frame `index` of `count`."""
    s = RecordingSurface(*layout.size)
    layout.draw(s, game.view(viewer), Frame(events=tuple(events), viewer=viewer, index=index, count=count))
    return s
