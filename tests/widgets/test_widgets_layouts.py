"""What every game's board layout promises alike, checked for each game the kit finds (a game installed as a plugin
too): the layout registered under the game's layout name is its module's `LAYOUT`, and its static picture
(`render_svg`, what `Game._repr_html_` shows) is the same at every call and well-formed SVG."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from cardgames.games import GAMES, game_class
from widgets.layouts import get_layout, layout_module


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_registered_layout_draws_a_deterministic_valid_svg(name):
    game = game_class(name)(seed=1)
    game.advance()
    module = layout_module(game.layout_name())
    assert get_layout(game.layout_name()) is module.LAYOUT and module.LAYOUT.size == (module.WIDTH, module.HEIGHT)
    with pytest.warns(DeprecationWarning, match=r"LAYOUT.name is deprecated .* use game.layout_name\(\)"):
        assert module.LAYOUT.name == game.layout_name()  # declared once, by the game: the layout keeps no name
    svg = module.render_svg(game)
    assert svg == module.render_svg(game)
    assert ET.fromstring(svg).tag.endswith("svg")
