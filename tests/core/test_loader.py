"""The one loader (cardgames.core.data) against hostile files: every one ends in `DataFileError` naming the file
and the field (or the place in the text), fast, never in a raw traceback."""
from __future__ import annotations

import json
import time
from typing import Annotated, Literal

import pytest
from pydantic import BaseModel, ConfigDict, Field

from cardgames.core.data import (
    MAX_BYTES,
    MAX_DEPTH,
    WHOLE,
    load_json,
    parse_json,
    read_json,
    validate_data,
)
from cardgames.core.errors import DataFileError, Problem


class Zone(BaseModel):
    model_config = ConfigDict(extra="forbid")
    cards: list[int] = Field(default_factory=list, max_length=30)


class Board(BaseModel):
    """A toy position: the shapes the real data files use (ints, bools, strings, literals, nested models)."""

    model_config = ConfigDict(extra="forbid")
    name: str
    seat: Annotated[Literal[0, 1], WHOLE] = 0
    turn: int = 1
    done: bool = False
    zones: tuple[Zone, Zone] = (Zone(), Zone())


def write(tmp_path, text: str | bytes, name: str = "board.json"):
    path = tmp_path / name
    if isinstance(text, str):
        path.write_text(text, encoding="utf-8")
    else:
        path.write_bytes(text)
    return path


def refused(path, model=Board) -> DataFileError:
    with pytest.raises(DataFileError) as info:
        load_json(path, model)
    err = info.value
    assert err.path == str(path) and str(path) in str(err)
    return err


# ----- reading ----------------------------------------------------------------------------------------------------
def test_a_good_file_loads(tmp_path):
    path = write(tmp_path, '{"name": "a", "seat": 1, "zones": [{"cards": [1, 2]}, {}]}')
    board = load_json(path, Board)
    assert board.seat == 1 and board.zones[0].cards == [1, 2]


def test_bad_utf8_names_the_byte_offset(tmp_path):
    path = write(tmp_path, b'{"name": "caf\xe9"}')
    err = refused(path)
    assert err.field == "byte 13" and "byte 13" in str(err) and "UTF-8" in str(err)


def test_a_byte_order_mark_is_no_content(tmp_path):
    path = write(tmp_path, '\ufeff{"name": "a"}')
    assert load_json(path, Board).name == "a"


def test_a_missing_file(tmp_path):
    err = refused(tmp_path / "nowhere.json")
    assert "No such file" in str(err)


def test_a_huge_file_is_refused_without_parsing(tmp_path):
    path = write(tmp_path, b" " * (MAX_BYTES + 10))
    start = time.perf_counter()
    err = refused(path)
    assert "larger than" in str(err) and time.perf_counter() - start < 2


def test_deep_nesting_is_refused_with_its_place(tmp_path):
    path = write(tmp_path, "[" * 100_000)
    start = time.perf_counter()
    err = refused(path)
    assert f"more than {MAX_DEPTH} levels" in str(err) and err.field == f"line 1, column {MAX_DEPTH + 1}"
    assert time.perf_counter() - start < 2


def test_nesting_just_past_the_limit_is_refused_with_its_place(tmp_path):
    err = refused(write(tmp_path, '{"name": "a", "x":\n' + "[" * 40 + "]" * 40 + "}"))
    assert err.field == f"line 2, column {MAX_DEPTH}" and "levels deep" in str(err)


def test_deep_inline_data_is_refused():
    deep: list = []
    for _ in range(2000):
        deep = [deep]
    with pytest.raises(DataFileError, match=f"inline: nested more than {MAX_DEPTH} levels deep"):
        validate_data({"name": "a", "zones": deep}, Board, "inline")
    loop: list = []
    loop.append(loop)
    with pytest.raises(DataFileError, match="inline: nested"):
        validate_data(loop, Board, "inline")


def test_brackets_inside_strings_do_not_count_as_nesting(tmp_path):
    path = write(tmp_path, json.dumps({"name": "[" * 100 + "\\\"{" * 50}))
    assert load_json(path, Board).name.startswith("[[[")


def test_a_5000_digit_number_is_refused(tmp_path):
    path = write(tmp_path, '{"name": "a",\n "turn": 1' + "0" * 5000 + "}")
    err = refused(path)
    assert err.field == "line 2, column 10" and "5001 digits" in str(err)


def test_a_long_negative_number_is_refused(tmp_path):
    err = refused(write(tmp_path, '{"name": "a", "turn": -' + "9" * 41 + "}"))
    assert err.field == "line 1, column 24" and "41 digits" in str(err)


def test_a_long_digit_string_is_fine(tmp_path):
    path = write(tmp_path, json.dumps({"name": "9" * 5000}))
    assert len(load_json(path, Board).name) == 5000


@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_refused(tmp_path, literal):
    err = refused(write(tmp_path, '{"name": "a", "turn": ' + literal + "}"))
    assert err.field == "line 1, column 23" and literal in str(err)


def test_an_infinite_float_is_refused(tmp_path):
    err = refused(write(tmp_path, '{"name": "a", "turn": 1e400}'))
    assert "1e400" in str(err)


def test_duplicate_keys_are_refused(tmp_path):
    err = refused(write(tmp_path, '{"name": "a", "turn": 1, "turn": 2}'))
    assert "'turn'" in err.field and "twice" in str(err)


def test_a_syntax_error_reads_as_line_and_column_not_as_a_field(tmp_path):
    err = refused(write(tmp_path, '{"name": "a",\n}'))
    assert err.field == "line 2, column 1"
    assert f"{err.path}: line 2, column 1: not valid JSON:" in str(err) and "field" not in str(err)


# ----- validation ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("field, value", [("seat", True), ("seat", False), ("seat", 1.0), ("turn", True), ("turn", "3"),
                                          ("turn", 2.0), ("done", 1), ("done", "true"), ("name", 5)])
def test_no_silent_coercion(tmp_path, field, value):
    err = refused(write(tmp_path, json.dumps({"name": "a", field: value})))
    assert err.field == field and f"field '{field}'" in str(err)


def test_true_is_no_card_number(tmp_path):
    err = refused(write(tmp_path, json.dumps({"name": "a", "zones": [{"cards": [1, True]}, {}]})))
    assert err.field == "zones.0.cards.1"


def test_every_problem_is_listed_with_its_field(tmp_path):
    bad = {"name": 1, "seat": 2, "turn": "x", "done": None, "colour": "red",
           "zones": [{"cards": ["a", 2, "b"]}, {"cards": 3}]}
    err = refused(write(tmp_path, json.dumps(bad)))
    fields = [p.where for p in err.problems]
    assert sorted(fields) == sorted(["name", "seat", "turn", "done", "colour", "zones.0.cards.0", "zones.0.cards.2",
                                     "zones.1.cards"])
    assert all(f"field '{f}'" in str(err) for f in fields) and "more error" not in str(err)
    assert err.field == fields[0]


def test_a_count_far_beyond_the_model_is_refused_early(tmp_path):
    path = write(tmp_path, '{"name": "a", "zones": [{"cards": [' + ",".join(["7"] * 600_000) + "]}, {}]}")
    start = time.perf_counter()
    err = refused(path)
    assert err.field == "zones.0.cards" and "at most 30" in str(err) and len(err.problems) == 1
    assert time.perf_counter() - start < 10  # seconds on a busy shared machine; a hang would take minutes


def test_inline_data_is_validated_the_same_way():
    with pytest.raises(DataFileError) as info:
        validate_data({"name": "a", "seat": True, "zones": ({"cards": [1]}, {"cards": ["2"]})}, Board, "inline")
    assert [p.where for p in info.value.problems] == ["seat", "zones.1.cards.0"]
    assert str(info.value).startswith("inline: 2 problems")
    assert validate_data({"name": "a", "zones": ({"cards": [1]}, {})}, Board, "inline").zones[0].cards == [1]


def test_inline_data_that_is_not_json():
    with pytest.raises(DataFileError, match="inline: not plain JSON data"):
        validate_data({"name": "a", "zones": [{"cards": {1, 2}}, {}]}, Board, "inline")


def test_parse_json_takes_text_and_bytes():
    assert parse_json('{"a": [1, 2.5, "x", null]}', "t") == {"a": [1, 2.5, "x", None]}
    assert parse_json(b'{"a": 1}', "t") == {"a": 1}
    with pytest.raises(DataFileError, match="t: line 1, column 1"):
        parse_json("", "t")


def test_read_json_returns_plain_data(tmp_path):
    assert read_json(write(tmp_path, "[1, 2]")) == [1, 2]


def test_problem_text():
    assert str(Problem("a.b", "bad")) == "field 'a.b': bad"
    assert str(Problem("line 1, column 2", "bad", is_field=False)) == "line 1, column 2: bad"
    assert str(Problem("", "no such file", is_field=False)) == "no such file"
    err = DataFileError("f.json", "name", "missing")
    assert (err.path, err.field, str(err)) == ("f.json", "name", "f.json: field 'name': missing")
