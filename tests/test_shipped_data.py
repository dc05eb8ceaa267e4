"""The kit's own data files are validated when it is built and tested, and loaded without pydantic (`core.data`):
both ways give the same objects for every shipped file, the record of what was validated is current, a file that is
not exactly as recorded is validated at load (its errors name the file and the field), and the first game of a
kernel, with its first board, imports no pydantic (the JupyterLite first board: `benchmarks/lite_first_board.py`)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cardgames.core import data, schema
from cardgames.core.errors import DataFileError
from cardgames.digimon import DigimonGame
from cardgames.games import game_class, kit_games

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
from validate_data import OUT, record, shipped_files  # noqa: E402


def same(a: object, b: object, where: str = "") -> None:
    """`a` and `b` are equal and of the same types all the way down (1 is no 1.0, a tuple no list)."""
    assert type(a) is type(b), f"{where}: {type(a).__name__} against {type(b).__name__}"
    if isinstance(a, schema.BaseModel):
        assert list(vars(a)) == list(vars(b)), where
        for name in vars(a):
            same(getattr(a, name), getattr(b, name), f"{where}.{name}")
    elif isinstance(a, list | tuple):
        assert len(a) == len(b), where
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            same(x, y, f"{where}.{i}")
    elif isinstance(a, dict):
        assert list(a) == list(b), where
        for key in a:
            same(a[key], b[key], f"{where}.{key}")
    else:
        assert a == b, where


def test_every_shipped_file_builds_without_pydantic_as_pydantic_validates_it():
    files = shipped_files()
    assert len(files) > 40 and {path.parts[-2] for path, _ in files} >= {"decks", "positions", *kit_games()}
    for path, model in files:
        raw = data.read_json(path)
        if isinstance(raw, list) and isinstance(model, type):
            continue  # a deck file that is a bare list of cards: always read the long way
        same(schema.build(model, raw), data.validate_data(raw, model, str(path)), data.shipped_name(path))


def test_the_record_of_validated_files_is_current():
    assert json.loads(OUT.read_text(encoding="utf-8")) == record(), \
        "data/validated.json is stale: run python tools/validate_data.py"


@pytest.fixture
def deck_file(tmp_path, monkeypatch):
    """A deck file standing in for a shipped one: `data/validated.json` records it (as `fake/deck.json`) with the
    fingerprint the test sets."""
    path = tmp_path / "deck.json"
    recorded: dict[str, list[int]] = {}
    monkeypatch.setattr(data, "validated_files", lambda: recorded)
    monkeypatch.setattr(data, "shipped_name", lambda p: "fake/deck.json" if Path(p) == path else None)
    return path, recorded


def test_a_shipped_file_as_recorded_is_not_validated_again(deck_file, monkeypatch):
    path, recorded = deck_file
    good = (DigimonGame.ruleset.catalogue.folder / "decks" / "fire_starter.json").read_bytes()
    path.write_bytes(good)
    recorded["fake/deck.json"] = data.fingerprint(good)

    def refuse(*args):
        raise AssertionError("validated again")

    monkeypatch.setattr(data, "validate_data", refuse)
    deck = data.load_json(path, DigimonGame.ruleset.catalogue.deck, folder=path.parent)
    assert type(deck) is DigimonGame.ruleset.catalogue.deck and deck.name == "Fire Starter" and len(deck.cards) == 30
    with pytest.raises(AssertionError, match="validated again"):  # not as a file of another folder
        data.load_json(path, DigimonGame.ruleset.catalogue.deck, folder=path.parent / "decks")


def test_a_shipped_file_edited_since_it_was_recorded_is_validated_and_its_error_names_file_and_field(deck_file):
    path, recorded = deck_file
    good = (DigimonGame.ruleset.catalogue.folder / "decks" / "fire_starter.json").read_bytes()
    recorded["fake/deck.json"] = data.fingerprint(good)
    edited = json.loads(good)
    edited["cards"][3] = "twenty-seven"
    path.write_text(json.dumps(edited), encoding="utf-8")
    with pytest.raises(DataFileError) as refused:
        data.load_json(path, DigimonGame.ruleset.catalogue.deck, folder=path.parent)
    assert refused.value.path == str(path) and refused.value.field == "cards.3"


def test_a_shipped_file_read_as_another_sort_of_file_is_validated():
    """A ready-made deck of one game given as another game's deck is that game's file of the wrong shape: it is
    validated as what it is read as, not built as if it were one (the record says which folder it belongs to)."""
    path = DigimonGame.ruleset.catalogue.folder / "decks" / "fire_starter.json"
    for name in kit_games():
        catalogue = game_class(name).ruleset.catalogue
        if catalogue is DigimonGame.ruleset.catalogue:
            continue
        with pytest.raises(DataFileError) as refused:
            catalogue.load_deck(path)
        assert refused.value.path == str(path)


def test_the_first_game_and_board_of_a_kernel_import_no_pydantic():
    """What a learner's first cells do (a game with the ready-made decks, its board; a copy, a new game like it, a
    saved game's events) loads no pydantic: it is imported only to read a file the kit did not validate itself."""
    script = """
import sys
from cardgames.games import game_class, kit_games
from widgets import show
for name in kit_games():
    game = game_class(name)(seed=7)
    show(game)
    game.advance()
    game.play(game.legal_actions()[0])
    game.clone(), game.new_like(2), game.undo(), game.events
print(sorted(m for m in sys.modules if m.split(".")[0] in ("pydantic", "pydantic_core")))
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "[]"
