"""The problems pydantic finds in a data file, in the kit's words and so in the language read (issue 30): every kind
of problem the kit's own data models can give (their fields' types and bounds, read from the models themselves) is
worded by `core.data`; a malformed file loaded under `--lang ja` is described in Japanese, naming the file and the
field. A kind the kit's models never give keeps pydantic's English sentence (cardgames/README.md, Languages)."""
from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from test_cli_language import TYPED
from test_language import LEFT_IN_ENGLISH

from cardgames.__main__ import main
from cardgames.core import data
from cardgames.core.errors import DataFileError
from cardgames.core.language import speaking
from cardgames.core.saves import SaveData
from cardgames.core.words import Phrase
from cardgames.games import GAMES, game_class

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"


def _models() -> dict[str, object]:
    """Every model the kit validates a data file with: each game's card list, deck file and position; a save."""
    found: dict[str, object] = {"save": SaveData}
    for game in GAMES:
        cls = game_class(game)
        if cls.ruleset.catalogue is not None:
            found[f"{game} cards"], found[f"{game} deck"] = cls.ruleset.catalogue.cards, cls.ruleset.catalogue.deck
        positions = getattr(cls, "POSITIONS", None)
        if positions is not None:
            found[f"{game} position"] = positions.model
    from cardgames.dspirits.cards import TypeChart
    found["dspirits type chart"] = TypeChart
    return found


# the problems each kind of pydantic-core schema node gives in strict JSON mode; a node that only holds others
# gives none of its own
NODE_PROBLEMS = {"int": {"int_type"}, "bool": {"bool_type"}, "str": {"string_type"}, "float": {"float_type"},
                 "literal": {"literal_error"}, "enum": {"enum"}, "list": {"list_type"}, "dict": {"dict_type"},
                 "tuple": {"tuple_type", "missing", "too_long"}, "model": {"model_type"}, "model-fields": {"missing"},
                 "tagged-union": {"union_tag_invalid", "union_tag_not_found", "model_type"},
                 **dict.fromkeys(("any", "default", "nullable", "union", "definitions", "definition-ref",
                                  "model-field", "function-before", "function-after", "no-info"), set())}
BOUNDS = {"ge": "greater_than_equal", "gt": "greater_than", "le": "less_than_equal", "lt": "less_than",
          "pattern": "string_pattern_mismatch"}
LENGTHS = {"list": ("too_short", "too_long"), "str": ("string_too_short", "string_too_long"),
           "dict": ("too_short", "too_long")}
# a validator function's problems, by the function's name (the kit's WHOLE; pydantic's bounds on a union)
FUNCTIONS = {"_whole_number": "whole_number", "greater_than_or_equal_validator": "greater_than_equal",
             "greater_than_validator": "greater_than", "less_than_or_equal_validator": "less_than_equal",
             "less_than_validator": "less_than", "min_length_validator": "too_short",
             "max_length_validator": "too_long"}


def _problem_kinds(node: object, found: set[str]) -> None:
    if isinstance(node, list):
        for item in node:
            _problem_kinds(item, found)
        return
    if not isinstance(node, dict):
        return
    kind = node.get("type")
    if isinstance(kind, str):  # a schema node (serializers and metadata are not walked)
        assert kind in NODE_PROBLEMS, f"a field of a kind the test does not know: {kind}: word its problems"
        found |= NODE_PROBLEMS[kind]
        found |= {problem for bound, problem in BOUNDS.items() if bound in node}
        short, long = LENGTHS.get(kind, (None, None))
        found |= {short} if "min_length" in node else set()
        found |= {long} if "max_length" in node else set()
        if node.get("config", {}).get("extra_fields_behavior") == "forbid":
            found.add("extra_forbidden")
        function = node.get("function", {}).get("function")
        if kind.startswith("function-"):
            name = getattr(getattr(function, "func", function), "__name__", repr(function))
            assert name in FUNCTIONS, f"a validator the test does not know: {name} (word its problems in core.data)"
            found.add(FUNCTIONS[name])
    for key, value in node.items():
        if key not in ("cls", "metadata", "ref", "serialization", "function"):
            _problem_kinds(value, found)


def test_every_kind_of_problem_the_kit_models_give_is_worded_by_the_kit():
    found: set[str] = set()
    for model in _models().values():
        _problem_kinds(data._adapter(model).core_schema, found)
    # the walk reads the models: what they are known to give is there
    assert {"union_tag_invalid", "string_too_long", "whole_number", "extra_forbidden", "less_than"} <= found
    assert not found - set(data._OWN_WORDS), f"worded by pydantic alone: {sorted(found - set(data._OWN_WORDS))}"


def _shipped(path: str) -> object:
    return json.loads((DATA / path).read_text(encoding="utf-8"))


def _save() -> dict:
    return {"game": "digimon", "rules_version": "dcb-1", "seed": 1, "actions": [{"kind": "keep", "args": []}]}


def _changed(base: object, path: tuple, value: object = None, drop: bool = False) -> object:
    """`base` (copied) with the value at `path` set to `value`, or dropped."""
    base = copy.deepcopy(base)
    node = base
    for key in path[:-1]:
        node = node[key]
    if drop:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    return base


BS_CARDS = "battlespirits/cards.json"
BS_POSITION = "battlespirits/positions/01_last_life.json"
# each kind of problem: which model, a malformed copy of a shipped file, and the field the problem names
MALFORMED = {
    "literal_error": ("battlespirits cards", lambda: _changed(_shipped(BS_CARDS), (0, "colours"), [1]),
                      "0.spirit.colours.0"),
    "model_type": ("battlespirits cards", lambda: _changed(_shipped(BS_CARDS), (0, "levels"), [1]),
                   "0.spirit.levels.0"),
    "int_type": ("battlespirits cards", lambda: _changed(_shipped(BS_CARDS), (0, "cost"), "3"), "0.spirit.cost"),
    "string_type": ("battlespirits cards", lambda: _changed(_shipped(BS_CARDS), (0, "id"), 7), "0.spirit.id"),
    "dict_type": ("battlespirits cards", lambda: _changed(_shipped(BS_CARDS), (0,), [1]), "0"),
    "list_type": ("battlespirits cards", lambda: {"cards": []}, "(top level)"),
    "greater_than_equal": ("battlespirits cards", lambda: _changed(_shipped(BS_CARDS), (0, "cost"), -1),
                           "0.spirit.cost"),
    "less_than_equal": ("battlespirits cards", lambda: _changed(_shipped(BS_CARDS), (0, "cost"), 99),
                        "0.spirit.cost"),
    "greater_than": ("digimon cards", lambda: _changed(_shipped("digimon/cards.json"), (0, "hp"), 0),
                     "0.digimon.hp"),
    "less_than": ("dspirits position", lambda: _changed(_shipped("dspirits/positions/07_battle.json"),
                                                        ("players", 0, "charge"), 99), "players.0.charge"),
    "extra_forbidden": ("battlespirits cards", lambda: _changed(_shipped(BS_CARDS), (0, "colour"), "red"),
                        "0.spirit.colour"),
    "missing": ("battlespirits cards", lambda: _changed(_shipped(BS_CARDS), (0, "id"), drop=True), "0.spirit.id"),
    "string_pattern_mismatch": ("battlespirits cards", lambda: _changed(_shipped(BS_CARDS), (0, "id"), "X-1"),
                                "0.spirit.id"),
    "too_short": ("battlespirits cards", lambda: _changed(_shipped(BS_CARDS), (0, "colours"), []),
                  "0.spirit.colours"),
    "too_long": ("battlespirits deck", lambda: {"name": "long", "cards": ["S01"] * 401}, "cards"),
    "string_too_short": ("save", lambda: _changed(_save(), ("actions", 0, "kind"), ""), "actions.0.kind"),
    "string_too_long": ("save", lambda: _changed(_save(), ("actions", 0, "kind"), "k" * 65), "actions.0.kind"),
    "whole_number": ("battlespirits position", lambda: _changed(_shipped(BS_POSITION), ("turn_player",), True),
                     "turn_player"),
    "bool_type": ("battlespirits position", lambda: _changed(_shipped(BS_POSITION), ("players", 0, "field", 0,
                                                                                   "soul"), 1),
                  "players.0.field.0.soul"),
    "tuple_type": ("digimon position", lambda: _changed(_shipped("digimon/positions/02_five_areas.json"),
                                                        ("players",), {}), "players"),
    "union_tag_invalid": ("battlespirits cards", lambda: _changed(_shipped(BS_CARDS), (0, "kind"), "ghost"),
                          "0.kind"),
    "union_tag_not_found": ("battlespirits cards", lambda: _changed(_shipped(BS_CARDS), (0, "kind"), drop=True),
                            "0.kind"),
}


def test_every_kind_the_kit_words_has_a_malformed_file_here():
    assert set(MALFORMED) == set(data._OWN_WORDS) - {"float_type", "enum"}  # none of the kit's models has those


@pytest.mark.parametrize("kind", sorted(MALFORMED))
def test_a_malformed_file_reads_in_japanese_naming_the_file_and_field(kind, tmp_path):
    from pydantic import ValidationError

    name, make, field = MALFORMED[kind]
    model, malformed = _models()[name], make()
    with pytest.raises(ValidationError) as found:  # the file gives this kind of problem (pydantic's own check)
        data._adapter(model).validate_json(json.dumps(malformed), strict=True)
    assert kind in {e["type"] for e in found.value.errors()}
    path = tmp_path / f"my_{kind}.json"
    path.write_text(json.dumps(malformed), encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        data.load_json(path, model)
    assert all(isinstance(p.message, Phrase) for p in err.value.problems), "left in pydantic's English"
    assert field in [p.where for p in err.value.problems]
    with speaking("ja"):
        said = str(err.value)
    assert path.name in said and f"'{field}'" in said, said
    bare = TYPED.sub("", said.replace(str(path), ""))
    for p in err.value.problems:
        bare = bare.replace(p.where, "")
    assert not LEFT_IN_ENGLISH["ja"].search(bare), f"left in English: {said}"


def test_a_malformed_deck_file_on_the_command_line_with_lang_ja(tmp_path, capsys):
    """`validate-deck GAME FILE --lang ja`: the file's problems (pydantic's, in the kit's words) in Japanese."""
    deck = tmp_path / "my_deck.json"
    deck.write_text(json.dumps({"name": "", "cards": ["S01"] * 401, "colour": "red"}), encoding="utf-8")
    assert main(["validate-deck", "battlespirits", str(deck), "--lang", "ja"]) == 1
    said = "".join(capsys.readouterr())
    assert "my_deck.json" in said and "'cards'" in said and "'colour'" in said
    assert "401" not in said and "400個の項目" in said, said  # at most 400 cards: the kit's words
    bare = TYPED.sub("", said.replace(str(deck), ""))
    assert not LEFT_IN_ENGLISH["ja"].search(bare), said
