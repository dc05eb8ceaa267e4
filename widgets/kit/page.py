"""The page around a board in a dark theme.

JupyterLab and Voila mark their theme on the page (`<body data-jp-theme-light="false">` in a dark one); the kernel
never learns it. Boards are drawn in one light palette, and a stored picture must be the same bytes whatever the
reader's theme (strict nbval). So on a dark page the picture is shown inverted with its hues turned back (invert,
then rotate the hues half round): the table goes dark, text light, and the cards keep their colours (Fire red, Ice
blue), so a projector in a dark room is not a white rectangle. The side panels take JupyterLab's own colours
(`--jp-ui-font-color1` and so on), with the light theme's as fall-backs where no JupyterLab CSS is loaded.
"""
from __future__ import annotations

DARK_PAGE = 'body[data-jp-theme-light="false"]'
# 0.9, not 1: pure black and white are harsh on a projector; text keeps a contrast of at least 4.5:1
DARK_FILTER = "invert(0.9) hue-rotate(180deg)"


def dark_picture_css(selector: str) -> str:
    """The CSS rule that shows the board pictures matched by `selector` dark on a dark page."""
    return f"{DARK_PAGE} {selector} {{ filter: {DARK_FILTER}; }}"
