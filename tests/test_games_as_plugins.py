"""Games as plugins: the kit finds its games through the entry-point group `cardgames.games` (and their layouts
through `cardgames.layouts`), falls back on its own folders where no metadata declares them, and nothing outside a
game's own folder (`cardgames/<game>/`, its layout module) names the game."""
from __future__ import annotations

import importlib.metadata
import re
import sys
from pathlib import Path

import pytest

import cardgames.games as games
import widgets.layouts as layouts
from cardgames.core.engine import Game
from cardgames.games import GAMES, game_class

ROOT = Path(__file__).resolve().parents[1]
KIT_GAMES = {"battlespirits", "digimon", "dspirits", "yuyu"}


def own_files(name: str) -> set[Path]:
    """The files of game `name`'s own folder (its package) and its layout module."""
    cls = game_class(name)
    package = Path(sys.modules[cls.__module__].__file__).parent
    layout = Path(layouts.layout_module(cls.layout_name()).__file__)
    return {*package.rglob("*.py"), layout}


def words_of(name: str) -> set[str]:
    """A game's name, its title and, for a title of three words or more, the title without its last word (an edition
    such as "Standard" or "TCG" that prose leaves out)."""
    title = game_class(name).title.lower()
    short = title.rsplit(" ", 1)[0] if title.count(" ") >= 2 else title
    return {name.lower(), title, short}


def naming(path: Path, words: set[str]) -> list[str]:
    """Where the file at `path` names one of `words`, case aside, also across a line break in a comment."""
    text = path.read_text(encoding="utf-8").lower()
    where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    return [f"{where}:{text.count(chr(10), 0, m.start()) + 1}: {word!r}" for word in sorted(words)
            for m in re.finditer(re.escape(word).replace(r"\ ", r"\s+(?:\#\s*)?"), text)]


def test_the_kit_declares_its_games_and_layouts_as_entry_points():
    points = importlib.metadata.entry_points(group=games.GROUP)
    kit = {ep.name: ep.value for ep in points if ep.dist is not None and ep.dist.name == "cardgames"}
    assert set(kit) == KIT_GAMES and KIT_GAMES <= set(GAMES)
    for name in KIT_GAMES:
        cls = game_class(name)
        assert kit[name] == f"{cls.__module__}:{cls.__qualname__}" and cls.name == name
    declared = {ep.name for ep in importlib.metadata.entry_points(group=layouts.GROUP)}
    assert {game_class(name).layout_name() for name in KIT_GAMES} <= declared


def kit_files() -> set[Path]:
    """The files that make the kit work, whichever games it has: the Python of its packages, and every file of its
    benchmarks, tools, CI and Binder set-up, and its Makefile. (A game's entry points in `pyproject.toml` are how it
    declares itself; notebooks, data, a game's tests and docs are content about the games.)"""
    code = {p for folder in ("cardgames", "widgets") for p in (ROOT / folder).rglob("*.py")}
    scripts = {p for folder in ("benchmarks", "tools", ".ci", "binder") for p in (ROOT / folder).rglob("*")
               if p.is_file() and "__pycache__" not in p.parts}
    return code | scripts | {ROOT / "Makefile"}


def test_no_file_outside_a_games_folder_names_the_game():
    files = kit_files()
    found = [hit for name in GAMES for path in sorted(files - own_files(name)) for hit in naming(path, words_of(name))]
    assert not found, "a game is named outside its folder:\n" + "\n".join(found)


def test_the_check_reads_the_scripts_and_set_up_around_the_kit():
    files = kit_files()
    for kept in ("benchmarks/bench_random_play.py", "tools/refresh_notebooks.py", ".ci/run", "binder/postBuild",
                 "Makefile"):
        assert ROOT / kept in files, kept


def test_the_check_finds_a_game_named_outside_its_folder(tmp_path):
    name = sorted(GAMES)[0]
    engine = ROOT / "cardgames" / "core" / "engine.py"
    twin = tmp_path / "engine.py"
    title = game_class(name).title.upper().replace(" ", "\n# ", 1)  # also split across a comment's lines
    twin.write_text(engine.read_text(encoding="utf-8") + f"\n# as {title} does\n", encoding="utf-8")
    assert not naming(engine, words_of(name)) and naming(twin, words_of(name))


def test_without_metadata_the_kits_own_games_are_found_by_their_folders(monkeypatch):
    monkeypatch.setattr(games, "entry_points", lambda group: importlib.metadata.EntryPoints(()))
    found = games.discover()
    assert set(found) == KIT_GAMES
    for name in KIT_GAMES:
        assert games.EntryPoint(name, found[name], games.GROUP).load() is sys.modules[game_class(name).__module__]
    table = games.Games()
    monkeypatch.setattr(games, "GAMES", table)
    assert list(table) == sorted(KIT_GAMES) and all(issubclass(games.game_class(n), Game) for n in KIT_GAMES)


def test_without_metadata_a_layout_is_found_in_the_layouts_package(monkeypatch):
    monkeypatch.setattr(layouts, "declared_layouts", dict)
    for name in KIT_GAMES:
        layout = game_class(name).layout_name()
        assert layouts.layout_module(layout).__name__ == f"widgets.layouts.{layout}"
    with pytest.raises(KeyError, match="no board layout"):
        layouts.layout_module("no_such_game")


def test_an_entry_point_that_is_no_game_of_that_name_is_refused(monkeypatch):
    table = games.Games()
    table._found = {"impostor": "cardgames.core.engine:Game", "misnamed": f"{game_class('digimon').__module__}"}
    monkeypatch.setattr(games, "GAMES", table)
    with pytest.raises(TypeError, match="not a cardgames.core.Game subclass named 'impostor'"):
        games.game_class("impostor")
    with pytest.raises(TypeError, match="named 'misnamed'"):
        games.game_class("misnamed")
    with pytest.raises(KeyError, match="unknown game 'chess'"):
        games.game_class("chess")


def test_games_is_a_read_only_mapping():
    assert dict(GAMES) == {name: GAMES[name] for name in GAMES} and len(GAMES) >= len(KIT_GAMES)
    with pytest.raises(TypeError):
        GAMES["chess"] = "chess:Board"  # type: ignore[index]


@pytest.mark.parametrize("name", sorted(KIT_GAMES))
def test_positions_are_reached_through_the_game_class(name):
    cls = game_class(name)
    names = cls.position_names()
    assert names and names == cls.POSITIONS.names()
    game = cls(seed=1, position=cls.load_position(names[0]))
    game.advance()
    assert game.decision is not None or game.is_over
    assert cls.load_position(str(cls.POSITIONS.path(names[0]))) == cls.load_position(names[0])
