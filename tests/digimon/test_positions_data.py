"""The ready-made positions in data/digimon/positions/: valid, playable, used by a tutorial, and a malformed file
is reported with its file and field."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardgames.core.data import json_schema
from cardgames.core.errors import DataFileError, PositionError
from cardgames.digimon import DigimonGame, load_position, position_names
from cardgames.digimon.positions import POSITIONS, Position

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tutorial").rglob("*.ipynb"))


def test_there_are_ready_made_positions():
    assert len(position_names()) >= 10


@pytest.mark.parametrize("name", position_names())
def test_position_file_builds_a_game(name):
    position = load_position(name)
    options = {"ps1_turn1": True} if position.get("turn") == 1 and position.get("phase") == "start" else None
    game = DigimonGame(seed=1, options=options, position=position)
    game.advance()
    assert game.decision is not None or game.is_over


@pytest.mark.parametrize("name", position_names())
def test_position_file_is_used_by_a_tutorial(name):
    assert f'load_position(\\"{name}\\")' in NOTEBOOKS or f"load_position('{name}')" in NOTEBOOKS, \
        f"{name}.json is not loaded by any notebook"


def test_malformed_position_file_names_file_and_field(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"turn_player": 3, "players": [{}, {}]}), encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        load_position(str(bad))
    assert "bad.json" in str(err.value) and "turn_player" in str(err.value)


@pytest.mark.rule("DCB-27")
def test_an_inconsistent_position_lists_every_problem():
    with pytest.raises(PositionError) as err:
        DigimonGame(seed=1, position={"turn_player": 0, "phase": "battle", "players": [
            {"digimon": [172], "damage": 5000}, {"digimon": [], "damage": 10}]})
    rules = [v.rule for v in err.value.violations]
    assert "DCB-27" in rules and "DCB-23" in rules and "DCB-4" in rules


def test_shipped_position_schema_is_current():
    shipped = json.loads((POSITIONS.folder.parent / "positions.schema.json").read_text(encoding="utf-8"))
    assert shipped == json_schema(Position)
