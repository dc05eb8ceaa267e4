"""The kit as a user installs it: build the wheel, install it into a fresh venv outside the checkout, and play a game
of every registered game from there. An editable install or PYTHONPATH reads `data/` from the repository, so only
this test sees a wheel that forgot a game's data files (the installed kit once failed to find its cards).

Slow (about 30 s: the build runs setuptools in an isolated environment, the venv gets the kit's real dependencies
from pip's cache); `-m 'not slow'` leaves it out of quick runs, `make unit` and CI run it."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
from build_lite import build_kit_wheel  # noqa: E402  (tools/ is not a package: the same build as make lite's)

PLAY_EVERY_GAME = r"""
import json, pathlib, sys
from importlib.metadata import entry_points
import cardgames
from cardgames.core.agents import RandomAgent
from cardgames.games import GAMES, game_class
from widgets.layouts import get_layout
from widgets.svg import render_svg

groups = ("cardgames.games", "cardgames.layouts")
report = {"kit": cardgames.__file__, "games": {},
          "declared": {g: sorted(ep.name for ep in entry_points(group=g)) for g in groups}}
for name in sorted(GAMES):
    game = game_class(name)(seed=5)
    agents = [RandomAgent(1), RandomAgent(2)]
    game.advance()
    decisions = 0
    while not game.is_over and decisions < 5000:
        game.apply(agents[game.decision.player].choose(game))
        game.advance()
        decisions += 1
    svg = render_svg(get_layout(name), game)
    report["games"][name] = {"outcome": str(game.outcome), "decisions": decisions, "svg": svg.startswith("<svg")}
json.dump(report, sys.stdout)
"""


def clean_env() -> dict:
    """The environment without anything that would let the repository's code in (with PYTHONPATH on the
    checkout, pip would even count the kit as installed already)."""
    return {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}


def run(*args: str | Path, cwd: Path) -> str:
    done = subprocess.run([str(a) for a in args], cwd=cwd, env=clean_env(), capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, f"{' '.join(map(str, args))} failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done.stdout


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> tuple[Path, Path]:
    """(the fresh venv's python, the built wheel). The wheel is built from a copy of the checkout, so the build
    leaves nothing behind in it and sees uncommitted work exactly as the tests do."""
    tmp = tmp_path_factory.mktemp("wheel")
    wheel = build_kit_wheel(tmp / "dist")
    run(sys.executable, "-m", "venv", tmp / "venv", cwd=tmp)
    python = tmp / "venv" / "bin" / "python"
    run(python, "-m", "pip", "install", "-q", "--no-compile", "--disable-pip-version-check", wheel, cwd=tmp)
    return python, wheel


def test_data_dir_is_the_repository_data_folder_in_a_checkout():
    from cardgames.core.data import data_dir
    from cardgames.games import kit_games

    assert (ROOT / "cardgames" / "data").resolve() == (ROOT / "data").resolve()  # the link the wheel build follows
    for name in kit_games():
        assert data_dir(name) == (ROOT / "data" / name).resolve() and data_dir(name).is_dir(), name


@pytest.mark.slow
def test_wheel_carries_every_data_file(installed):
    _python, wheel = installed
    names = set(zipfile.ZipFile(wheel).namelist())
    shipped = {f"cardgames/data/{p.relative_to(ROOT / 'data').as_posix()}" for p in (ROOT / "data").rglob("*")
               if p.is_file()}
    assert shipped and not shipped - names, f"missing from the wheel: {sorted(shipped - names)[:10]}"


def test_wheel_carries_every_message_catalogue(installed, tmp_path):
    """The kit's, the games' and the boards' catalogues (`widgets/locale`) ship compiled, and the installed boards
    read them: a board's words in Japanese from the wheel alone (JupyterLite installs this wheel too)."""
    python, wheel = installed
    names = set(zipfile.ZipFile(wheel).namelist())
    catalogues = {p.relative_to(ROOT).as_posix() for p in [*(ROOT / "cardgames").rglob("locale/*/LC_MESSAGES/*.mo"),
                                                            *(ROOT / "widgets").rglob("locale/*/LC_MESSAGES/*.mo")]}
    assert any(c.startswith("widgets/") for c in catalogues) and not catalogues - names, \
        f"missing from the wheel: {sorted(catalogues - names)}"
    said = run(python, "-c", "import cardgames; cardgames.set_language('ja'); from widgets.words import said; "
               "print(said('New game'))", cwd=tmp_path)
    assert said.strip() == "新規ゲーム", said


@pytest.mark.slow
def test_wheel_carries_every_message_catalogue_and_reads_them(installed, tmp_path):
    """Every compiled catalogue (the kit's own and each game's, in every language) is in the wheel, and the
    installed command line prints a game, its help and its errors from them."""
    python, wheel = installed
    names = set(zipfile.ZipFile(wheel).namelist())
    compiled = {p.relative_to(ROOT).as_posix() for p in (ROOT / "cardgames").glob("**/locale/*/LC_MESSAGES/*.mo")}
    assert len(compiled) >= 10 and not compiled - names, f"missing from the wheel: {sorted(compiled - names)}"
    game = run(python.parent / "cardgames", "play", "dspirits", "--seed", "1", "--lang", "ja", cwd=tmp_path)
    assert game.splitlines()[-1].startswith("結果：プレイヤー"), game[-300:]
    assert run(python.parent / "cardgames", "--help", "--lang", "pt", cwd=tmp_path).startswith("uso: ")


@pytest.mark.slow
def test_installed_wheel_plays_every_registered_game(installed, tmp_path):
    python, _wheel = installed
    report = json.loads(run(python, "-c", PLAY_EVERY_GAME, cwd=tmp_path))
    venv = python.parents[1]
    assert Path(report["kit"]).is_relative_to(venv), f"the kit came from {report['kit']}, not the fresh venv"
    from cardgames.games import kit_games

    assert sorted(report["games"]) == kit_games()
    # found through the installed wheel's own entry points (not the fallback on its folders)
    assert report["declared"]["cardgames.games"] == report["declared"]["cardgames.layouts"] == kit_games()
    for name, result in report["games"].items():
        assert result["outcome"] != "None", f"{name}: the game did not end in {result['decisions']} decisions"
        assert result["svg"], f"{name}: the installed layout drew no picture"


JAPANESE_PICTURE = r"""
import json, re, sys
import cardgames
from cardgames.games import game_class
from widgets.picture import board_picture

cardgames.set_language("ja")
game = game_class("battlespirits")(seed=1)
game.advance()
svg = board_picture(game).svg
json.dump({"font": re.findall(r"url\(data:font/(\w+);base64,", svg), "bytes": len(svg)}, sys.stdout)
"""


def test_installed_wheel_draws_a_japanese_picture_with_a_font_of_its_own_characters(installed, tmp_path):
    """The wheel (the one the JupyterLite site installs) carries the glyph table: a still picture in Japanese puts
    its font together with the standard library alone, no fontTools installed."""
    python, _wheel = installed
    drawn = json.loads(run(python, "-c", JAPANESE_PICTURE, cwd=tmp_path))
    assert drawn["font"] == ["woff"] and drawn["bytes"] < 60_000, drawn
    assert "fonttools" not in run(python, "-m", "pip", "list", cwd=tmp_path).lower()


@pytest.mark.slow
def test_installed_command_line_plays_every_game(installed, tmp_path):
    from cardgames.games import kit_games

    python, _wheel = installed
    for name in kit_games():
        out = run(python.parent / "cardgames", "play", name, "--seed", "3", cwd=tmp_path)
        assert out.splitlines()[-1].startswith("Result:"), f"{name}: {out[-500:]}"


@pytest.mark.slow
def test_installed_rule_coverage_says_it_needs_a_checkout(installed, tmp_path):
    """The tests and notebooks are not in the wheel: `rules --coverage` says so, without a traceback."""
    python, _wheel = installed
    done = subprocess.run([str(python.parent / "cardgames"), "rules", "--coverage"], cwd=tmp_path, env=clean_env(),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == "", done.stdout[-2000:]
    assert "source checkout" in done.stderr and "Traceback" not in done.stderr, done.stderr[-2000:]
    assert "DCB-1" in run(python.parent / "cardgames", "rules", "digimon", cwd=tmp_path)  # the registry is installed


@pytest.mark.slow
def test_installed_kit_makes_its_voila_template_the_default(installed):
    """`pip install` puts the kit's Voila template, the Voila config that makes it the default and the JupyterLab
    settings override into the environment (pyproject.toml's data-files), so a plain `voila NOTEBOOK` and Binder's
    Voila links use the template; and JupyterLab asks no "Jupyter news" question."""
    python, _wheel = installed
    prefix = python.parents[1]
    config = json.loads((prefix / "etc" / "jupyter" / "voila.json").read_text(encoding="utf-8"))
    assert config["VoilaConfiguration"]["template"] == "cardgames"
    assert "notebook-only" in config["TagRemovePreprocessor"]["remove_cell_tags"]
    template = prefix / "share" / "jupyter" / "voila" / "templates" / "cardgames"
    assert {p.name for p in template.iterdir()} == {"conf.json", "index.html.j2", "static"}
    # the kit's Japanese font for whole pages: in the template (Voila) and as a JupyterLab/JupyterLite extension
    font = (ROOT / "widgets" / "fonts" / "cardgames-cjk.woff2").read_bytes()
    extension = prefix / "share" / "jupyter" / "labextensions" / "cardgames-cjk-font"
    for folder in (template / "static", extension / "static"):
        assert (folder / "cardgames-cjk.woff2").read_bytes() == font and (folder / "cardgames-cjk.css").is_file()
    assert json.loads((extension / "package.json").read_text(encoding="utf-8"))["jupyterlab"]["_build"]["style"]
    override = prefix / "share" / "jupyter" / "lab" / "settings" / "overrides.d" / "cardgames.json"
    assert json.loads(override.read_text(encoding="utf-8"))["@jupyterlab/apputils-extension:notification"][
        "fetchNews"] == "false"
    # JupyterLab's default workspace (the file browser collapsed) and the app exposed for the explorer's Copy as cell
    workspace = prefix / "share" / "jupyter" / "lab" / "workspaces" / "default-37a8.jupyterlab-workspace"
    assert json.loads(workspace.read_text(encoding="utf-8"))["data"]["layout-restorer:data"]["left"]["collapsed"]
    lab = json.loads((prefix / "etc" / "jupyter" / "jupyter_lab_config.json").read_text(encoding="utf-8"))
    assert lab["LabApp"]["expose_app_in_browser"] is True
