"""Saves: `Game.load()` checks a save's whole shape before replaying it (any bad save is a `SaveFileError` naming
the save and the field, fast), and a game keeps copies of the data it is given and hands out copies."""
from __future__ import annotations

import copy
import json
import time

import pytest

from cardgames.core.errors import DataFileError, SaveFileError
from cardgames.core.saves import MAX_STEPS_AFTER_ACTION
from cardgames.digimon import DigimonGame, load_position
from cardgames.games import game_class


@pytest.fixture(scope="module")
def saved() -> dict:
    game = DigimonGame(seed=4)
    game.advance()
    for _ in range(6):
        game.play(game.legal_actions()[0])
    return game.save()


def bad_load(data, field: str, source: str = "save") -> SaveFileError:
    with pytest.raises(SaveFileError) as info:
        DigimonGame.load(data)
    err = info.value
    assert err.path == source and err.field == field, str(err)
    assert str(err).startswith(f"{source}: ") and field in str(err)
    return err


def test_a_good_save_round_trips(saved):
    game = DigimonGame.load(saved)
    assert game.save() == saved
    assert DigimonGame.load(json.dumps(saved)).save() == saved


@pytest.mark.parametrize("actions, field", [
    ("attack", "actions"),
    ([["keep"]], "actions.0"),
    ([{"kind": 3, "args": []}], "actions.0.kind"),
    ([{"kind": "", "args": []}], "actions.0.kind"),
    ([{"kind": "keep", "args": [True]}], "actions.0.args.0.int"),
    ([{"kind": "keep", "args": [1.5]}], "actions.0.args.0.int"),
    ([{"kind": "keep", "args": {"a": 1}}], "actions.0.args"),
    ([{"kind": "keep", "args": [], "label": "x"}], "actions.0.label"),
    ([{"args": []}], "actions.0.kind"),
])
def test_bad_actions_name_the_field(saved, actions, field):
    bad_load({**saved, "actions": actions}, field)


def test_every_shape_problem_at_once(saved):
    err = bad_load({**saved, "seed": "4", "actions": [{"kind": 1}], "colour": "red"}, "seed")
    assert [p.where for p in err.problems] == ["seed", "actions.0.kind", "colour"]


@pytest.mark.parametrize("value", [1e9, 10**9, -1, "3", True, None])
def test_steps_after_last_action_is_bounded_and_fast(saved, value):
    start = time.perf_counter()
    bad_load({**saved, "steps_after_last_action": value}, "steps_after_last_action")
    assert time.perf_counter() - start < 2


def test_1e9_steps_in_a_json_save_fails_fast(saved):
    text = json.dumps(saved).replace(f'"steps_after_last_action": {saved["steps_after_last_action"]}',
                                     '"steps_after_last_action": 1e9')
    start = time.perf_counter()
    bad_load(text, "steps_after_last_action")
    assert time.perf_counter() - start < 2


def test_more_steps_than_the_game_can_run(saved):
    start = time.perf_counter()
    err = bad_load({**saved, "steps_after_last_action": MAX_STEPS_AFTER_ACTION}, "steps_after_last_action")
    assert "stops for a decision" in str(err) and time.perf_counter() - start < 2


@pytest.mark.parametrize("key, value", [("seed", None), ("seed", 1.5), ("game", 3), ("options", []),
                                        ("setup", "decks"), ("position", [1])])
def test_wrong_types_of_the_top_fields(saved, key, value):
    bad_load({**saved, key: value}, key)


@pytest.mark.parametrize("missing", ["game", "rules_version", "seed"])
def test_a_missing_field(saved, missing):
    data = dict(saved)
    del data[missing]
    bad_load(data, missing)


def test_another_game_or_rules_version(saved):
    bad_load({**saved, "game": "yyh"}, "game")
    bad_load({**saved, "rules_version": "dcb-0"}, "rules_version")


@pytest.mark.parametrize("setup, field", [({"decks": 5}, "setup"), ({"decks": [[True] * 30, "fire_starter"]}, "setup"),
                                          ({"decks": ["fire_starter", "no_such_deck"]}, "setup"),
                                          ({"seed": 3}, "setup.seed"), ({"colour": 1}, "setup.colour"),
                                          ({"position": {}}, "setup.position")])
def test_a_bad_setup(saved, setup, field):
    bad_load({**saved, "setup": setup}, field)


def test_deeply_nested_set_up_is_refused(saved):
    deep: list = []
    for _ in range(5000):
        deep = [deep]
    err = bad_load({**saved, "setup": {"decks": deep}}, "")
    assert "nested more than" in str(err)
    text = json.dumps(saved).replace('"setup": {', '"setup": {"x": ' + "[" * 5000 + "]" * 5000 + ", ", 1)
    column = text.index("[" * 5000) + 31  # the 33rd level: the save and the set-up are the first two
    err = bad_load(text, f"line 1, column {column}")
    assert "nested more than" in str(err)


def test_bad_options(saved):
    bad_load({**saved, "options": {"ps1_turn1": 1}}, "options")
    bad_load({**saved, "options": {"no_such_option": True}}, "options")


def test_a_bad_position(saved):
    position = load_position("07_counter")
    game = DigimonGame(seed=1, position=position)
    data = json.loads(game.dumps())
    assert json.loads(DigimonGame.load(data).dumps()) == data
    bad_load({**data, "position": {**position, "turn_player": True}}, "position")
    bad_load({**data, "position": {**position, "players": [{"deck": [1] * 600_000}, {}]}}, "position")


@pytest.mark.parametrize("data", [[], "[1, 2]", 5, None])
def test_a_save_that_is_no_object(data):
    bad_load(data, "(top level)")


def test_load_from_a_file_path_goes_through_the_loader(saved, tmp_path):
    good = tmp_path / "game.json"
    good.write_text(json.dumps(saved), encoding="utf-8")
    assert DigimonGame.load(good).save() == saved
    assert DigimonGame.load(str(good)).save() == saved
    bad = tmp_path / "bad.json"
    raw = json.dumps(saved).encode()
    bad.write_bytes(raw.replace(b'"keep"', b'"k\xffeep"', 1))
    err = bad_load(bad, f"byte {raw.index(b'keep') + 1}", str(bad))
    assert isinstance(err, DataFileError) and "UTF-8" in str(err)
    missing = tmp_path / "missing.json"
    assert "No such file" in str(bad_load(str(missing), "", str(missing)))


def test_a_syntax_error_in_save_text():
    err = bad_load('{"game": "digimon",\n]', "line 2, column 1")
    assert "not valid JSON" in str(err)


def test_a_replay_failure_names_the_action(saved):
    err = bad_load({**saved, "actions": saved["actions"][:2] + [{"kind": "attack", "args": [9]}]}, "actions.2")
    assert "cannot be replayed" in str(err)


# ----- copies -------------------------------------------------------------------------------------------------------
def test_editing_a_save_does_not_change_the_running_game():
    game = DigimonGame(seed=2)
    game.advance()
    before = game.save()
    data = game.save()
    data["options"]["ps1_turn1"] = True
    data["setup"]["decks"][0][0] = 999
    data["actions"].append({"kind": "x", "args": []})
    assert game.options["ps1_turn1"] is False and game.save() == before
    again = game.new_like(2)
    again.advance()
    assert again.save() == before


def test_editing_a_loaded_save_does_not_change_the_loaded_game(saved):
    data = copy.deepcopy(saved)
    game = DigimonGame.load(data)
    data["options"]["ps1_turn1"] = True
    data["setup"]["decks"][1].clear()
    assert game.options["ps1_turn1"] is False and game.save() == saved


def test_editing_the_options_given_does_not_change_the_game():
    options = {"ps1_turn1": False}
    game = DigimonGame(seed=2, options=options)
    options["ps1_turn1"] = True
    assert game.options["ps1_turn1"] is False and game.save()["options"]["ps1_turn1"] is False


def test_editing_a_position_after_building_does_not_change_the_game():
    position = load_position("07_counter")
    game = DigimonGame(seed=1, position=position)
    kept = copy.deepcopy(position)
    position["players"][0]["deck"].append(172)
    position["turn"] = 99
    assert game.save()["position"] == kept and game.position == kept
    assert game.new_like(1).save()["position"] == kept
    game.save()["position"]["players"][1]["deck"].clear()
    assert game.position == kept


def test_editing_the_decks_given_does_not_change_the_game():
    deck = list(DigimonGame(seed=1).save()["setup"]["decks"][0])
    decks = [deck, "ice_starter"]
    game = DigimonGame(seed=1, decks=decks)
    deck[0] = 999
    decks[1] = "fire_starter"
    assert game.save()["setup"]["decks"][0][0] != 999
    assert game.new_like(1).save() == game.save()


def _save_of(name: str, **changed) -> dict:
    """A fresh save of game `name` with `changed` fields: what a hand-edited save file holds."""
    game = game_class(name)(seed=1)
    return {**json.loads(game.dumps()), **changed}


@pytest.mark.parametrize("name, changed, rule", [
    ("battlespirits", {"position": {"players": [{"field": [{"card": "R01", "cores": 99}] * 6}, {}]}}, "BS-3"),
    ("dspirits", {"position": {"players": [{"scene": [{"stack": [1], "boost": [10**30, 0]}]}, {}]}}, "boost"),
    ("dspirits", {"options": {"starting_sp": 5_000_001}}, "starting_sp"),
    ("dspirits", {"options": {"starting_sp": 10**30}}, "starting_sp"),
])
def test_numbers_past_a_pool_in_a_save_are_refused_naming_the_rule_or_field(name, changed, rule):
    """Defect: values each in range that add up past a pool (cores beyond the void), or one far past its bound,
    met a raw ValueError or OverflowError when the save was loaded; they are refused as a `SaveFileError` naming
    the part of the save and the rule or field, as the same value given to the game directly is."""
    field = next(iter(changed))
    with pytest.raises(SaveFileError) as info:
        game_class(name).load(json.dumps(_save_of(name, **changed)))
    assert info.value.field == field and rule in str(info.value) and "cannot be built" not in str(info.value)
