"""The board's screen on an ipycanvas canvas (see `widgets.screen`): imported only where ipycanvas works."""
from __future__ import annotations

from collections.abc import Callable

from ipycanvas import Canvas, hold_canvas

from .canvas import CanvasSurface
from .screen import DrawFrame


class CanvasScreen:
    """An ipycanvas `Canvas` and the `CanvasSurface` drawing on it. A step's frames go out as one message
    (`hold_canvas`), spaced by `canvas.sleep`, so the browser plays the animation by itself."""

    def __init__(self, width: int, height: int):
        self.widget = Canvas(width=width, height=height)
        self.surface = CanvasSurface(self.widget)

    def on_click(self, callback: Callable[[float, float], None]) -> None:
        self.widget.on_mouse_down(callback)

    def on_client_ready(self, callback: Callable[[], None]) -> None:
        self.widget.on_client_ready(lambda *_: callback())

    def show(self, draw: DrawFrame, count: int, frame_ms: int) -> None:
        """Idempotent, so it also serves a page that connects late: the Voila fix (recipes, pitfall 1) forgets
        which canvas ipycanvas last addressed, so the batch starts with a "switch canvas" message that page sees."""
        canvas = self.widget
        canvas._canvas_manager._current_canvas = None
        with hold_canvas():
            canvas.clear()
            for index in range(count):
                if index:
                    canvas.sleep(frame_ms)
                self.surface.clear()
                draw(self.surface, index)
