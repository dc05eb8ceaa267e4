"""Every shipped position (data/yuyu/positions) is valid and builds a game that reaches a decision."""
from __future__ import annotations

import pytest

from cardgames.core.errors import DataFileError
from cardgames.yuyu import YuyuGame, load_position, position_names

NAMES = position_names()


@pytest.mark.parametrize("name", NAMES)
def test_shipped_position_builds(name):
    game = YuyuGame(seed=1, position=load_position(name))
    game.advance()
    assert game.decision is not None or game.is_over


def test_a_malformed_position_file_names_the_file_and_field(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"players": [{"arena": 5}, {}]}', encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        load_position(str(bad))
    assert "bad.json" in str(err.value) and "players.0.arena" in str(err.value)
