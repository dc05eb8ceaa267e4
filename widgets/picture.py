"""Static board pictures that show in every notebook front end, trusted or not, with no Jupyter import.

JupyterLab (and Binder, and Notebook 7) hides an `image/svg+xml` output when the notebook is not trusted, which is
every notebook freshly cloned or opened on Binder: the reader sees `<IPython.core.display.SVG object>`. Its HTML
sanitizer does keep an `<img>` whose `src` is a `data:` URI, so a picture is stored as `text/html`: the SVG,
base64-encoded, in an `<img>`, with the description as `alt` text and as the `text/plain` fallback. No Pillow and no
rasteriser: it works wherever Python runs (JupyterLite included), and the same drawing gives the same bytes, so
strict nbval compares stored pictures exactly.

The picture carries the one CSS rule that shows it dark on a dark JupyterLab or Voila page (`widgets.kit.page`);
where a front end strips `<style>` from an output it does not trust, the picture stays as drawn, light.
"""
from __future__ import annotations

import base64
from html import escape

from cardgames.core.errors import ArgumentError

from . import doors
from .kit.page import dark_picture_css
from .layouts import layout_module

DARK_RULE = f"<style>{dark_picture_css('img.cg-picture')}</style>"
# how the HTML of every board picture begins: the dark-theme rule, then the <img> of the base64 SVG
BOARD_HTML_START = f'{DARK_RULE}<img class="cg-picture" src="data:image/svg+xml;base64,'


class Picture:
    """An SVG drawing that displays as an image in notebooks (`_repr_html_`) and as `description` in text. A board
    turns dark on a dark page (`dark`); a plot keeps its white ground, on which its colours were chosen."""

    def __init__(self, svg: str, description: str, dark: bool = True):
        self.svg = svg
        self.description = description
        self.dark = dark

    def to_html(self) -> str:
        data = base64.b64encode(self.svg.encode("utf-8")).decode("ascii")
        start = BOARD_HTML_START if self.dark else '<img src="data:image/svg+xml;base64,'
        return f'{start}{data}" alt="{escape(self.description)}"/>'

    _repr_html_ = to_html

    def __repr__(self) -> str:
        return self.description


def board_picture(game, **options) -> Picture:
    """The board of `game` drawn by its layout's `render_svg(game, **options)` (e.g. `viewer=None` shows every
    hand face up, `events=` are highlighted)."""
    game = doors.picture_options(game, options)
    return Picture(layout_module(game.layout_name()).render_svg(game, **options), f"board: {game!r}")


def board_html(game) -> str | None:
    """`Game._repr_html_`: the board as its layout draws it by default, or None for a game with no layout yet (the
    notebook then shows the text repr)."""
    try:
        return board_picture(game).to_html()
    except (KeyError, ImportError, ArgumentError):  # ArgumentError: no layout for this game
        return None
