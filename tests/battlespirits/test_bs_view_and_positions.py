"""The view (what a seat may see) and positions (plain data in, validated, and back)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from bs_helpers import game_at, player

from cardgames.battlespirits import BattleSpiritsGame, load_position, position_names
from cardgames.core.errors import PositionError

ROOT = Path(__file__).resolve().parents[2]


def test_the_view_is_plain_json_and_hides_the_opponents_hand():
    game = game_at(player(field=[("R01", 2)], hand=["R04", "R12"]), player(field=[("P04", 1)], hand=["P12"]))
    view = game.view(0)
    assert json.loads(json.dumps(view)) == view
    me, them = view["seats"]
    assert [c["name"] for c in me["hand"]] == ["Haarier", "Break Claw"] and them["hand"] == [{"back": True}]
    assert them["hand_count"] == 1 and view["decision"]["actions"] and game.view(1)["decision"]["actions"] is None
    spirit = me["field"][0]
    assert (spirit["level"], spirit["bp"], spirit["cores"], spirit["position"]) == (1, 2000, 2, "refreshed")
    assert "levels" in spirit["card"]["invented"]
    haarier, claw = me["hand"]
    assert haarier["usable"] and claw["usable"]  # Break Claw's Flash effect may be used in one's main step
    poor = game_at(player(field=[("R01", 1)], hand=["R09"], reserve=0, soul_core="trash"), player(field=[("P04", 1)]))
    card = poor.view(0)["seats"][0]["hand"][0]
    assert not card["usable"] and card["why_not"]["rule"] == "BS-16"
    assert poor.why_not_card(poor.state.zone(0, "hand")[0]).rule == "BS-16"


@pytest.mark.rule("BS-14")
def test_a_position_lists_every_problem_with_its_rule():
    bad = {"turn": 1, "turn_player": 1, "first_player": 0, "step": "attack", "players": [
        {"field": [{"card": "R01", "cores": 0}, {"card": "R12", "cores": 1}], "hand": ["Q01", "Z99"]},
        {"soul_core": "field", "life": 0}]}
    with pytest.raises(PositionError) as err:
        BattleSpiritsGame(position=bad)
    rules = [v.rule for v in err.value.violations]
    assert rules == ["BS-29", "BS-2", "BS-22", "BS-28", "BS-14", "BS-1", "BS-5", "BS-5"]


@pytest.mark.rule("BS-3")
@pytest.mark.parametrize("player", [
    {"field": [{"card": "R01", "cores": 99}] * 6},                                 # 594 cores on spirits alone
    {"life": 99, "reserve": 99, "trash_cores": 99, "count": 99, "field": [{"card": "R01", "cores": 99}] * 2},
])
def test_cores_adding_up_past_the_void_are_refused_naming_the_fields_and_the_limit(player):
    with pytest.raises(PositionError) as err:
        BattleSpiritsGame(position={"players": [player, {}]})
    (problem,) = err.value.violations
    assert problem.rule == "BS-3" and "players.0" in problem.message and "500" in problem.message
    assert "life, reserve, trash_cores, count and the field's cores" in problem.message


@pytest.mark.parametrize("name", position_names())
def test_position_files_build_and_are_used_by_a_tutorial(name):
    game = BattleSpiritsGame(position=load_position(name))
    game.advance()
    assert game.decision is not None or game.is_over
    notebooks = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tutorial" / "battlespirits").glob("*.ipynb"))
    assert f'load_position(\\"{name}\\")' in notebooks or f"load_position('{name}')" in notebooks
