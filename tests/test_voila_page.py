"""The pages Voila shows are written for the room: markdown cells meant for coders carry the `notebook-only` tag, and
the repository's `voila.json` makes Voila drop them (Voila reads it from the folder it is started in: the repo root
for `make voila` and on Binder). What the README and `make voila` open for a class is a classroom page
(`tutorial/classroom/`), which fits a projector when it opens; the full-game notebooks are lessons and say so."""
from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import nbformat
import pytest
from nbconvert.preprocessors import TagRemovePreprocessor
from traitlets.config import Config

ROOT = Path(__file__).resolve().parents[1]
CLASSROOM = ROOT / "tutorial/digimon/10_full_game.ipynb"
# the full game of each game: a lesson page in Voila, pointing to its game's classroom page
FULL_GAMES = ["tutorial/digimon/10_full_game.ipynb", "tutorial/battlespirits/12_full_game.ipynb",
              "tutorial/yuyu/09_full_game.ipynb", "tutorial/dspirits/17_full_game.ipynb"]


def _voila_page(path: Path):
    config = Config(json.loads((ROOT / "voila.json").read_text(encoding="utf-8")))
    nb = nbformat.read(path, as_version=4)
    page, _ = TagRemovePreprocessor(config=config, enabled=True).preprocess(nbformat.read(path, as_version=4), {})
    return nb, page


def test_voila_config_removes_cells_tagged_notebook_only():
    nb, page = _voila_page(CLASSROOM)
    tagged = [c for c in nb.cells if "notebook-only" in c.metadata.get("tags", [])]
    assert tagged, "notebook 10 should keep its coder notes, tagged notebook-only"
    assert len(page.cells) == len(nb.cells) - len(tagged)
    assert not any("notebook-only" in c.metadata.get("tags", []) for c in page.cells)


def test_classroom_page_prose_has_no_code_instructions():
    _, page = _voila_page(CLASSROOM)
    prose = "\n".join(c.source for c in page.cells if c.cell_type == "markdown")
    assert "`" not in prose, "inline code on the classroom page: tag the cell notebook-only or reword it"
    assert not re.search(r"re-run|SEED|python -m|play\(\)", prose)


def test_the_kit_installs_its_voila_template_and_config():
    """pyproject.toml's data-files carry every file of the template and the config that makes it the default; the
    repository's own voila.json (read by `voila` started at the repo root) says the same as the installed one."""
    import tomllib

    data_files = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"][
        "data-files"]
    listed = {f for files in data_files.values() for f in files}
    shipped = {p.relative_to(ROOT).as_posix() for d in ("share/jupyter", "etc/jupyter") for p in (ROOT / d).rglob("*")
               if p.is_file()}
    assert shipped == listed, f"not installed: {sorted(shipped - listed)}; missing: {sorted(listed - shipped)}"
    for target, files in data_files.items():
        assert all(f.rsplit("/", 1)[0] == target for f in files), (target, files)
    installed = json.loads((ROOT / "etc/jupyter/voila.json").read_text(encoding="utf-8"))
    assert installed == json.loads((ROOT / "voila.json").read_text(encoding="utf-8"))
    assert installed["VoilaConfiguration"]["template"] == "cardgames"


def test_the_voila_template_hides_notebook_only_cells_itself():
    """Voila's server extension (JupyterLab's preview, Binder's voila/render links) reads no TagRemovePreprocessor
    config, so the template leaves those cells out itself."""
    template = (ROOT / "share/jupyter/voila/templates/cardgames/index.html.j2").read_text(encoding="utf-8")
    assert "block any_cell" in template and "'notebook-only' not in cell.metadata" in template
    assert "cdn.jsdelivr" not in template


@pytest.mark.parametrize("rel", FULL_GAMES)
def test_full_game_pages_show_no_code(rel):
    """The classroom page of each full game (Voila drops the notebook-only cells): no inline code or code
    instructions in its prose, no Python data printed by its cells (issue 18: Battle Spirits 12 showed "Try: show(…)",
    "re-run the two cells above" and a `{'BS-1': 1, …}` dict)."""
    _, page = _voila_page(ROOT / rel)
    prose = "\n".join(c.source for c in page.cells if c.cell_type == "markdown")
    assert not re.search(r"re-run|SEED|python -m|play\(\)|Try:", prose), rel
    printed = "\n".join(o.get("text", "") for c in page.cells for o in c.get("outputs", ()))
    assert not re.search(r"\{'|\['|\w\(\w*=", printed), f"{rel} prints Python data: {printed[:300]}"
    assert "`" not in prose, f"{rel}: inline code on the classroom page"


@pytest.mark.parametrize("rel", FULL_GAMES)
def test_full_game_pages_put_the_buttons_where_the_board_has_them(rel):
    """The board's actions are in its side panel, to the right of the picture (`widgets/board.py`: the canvas and
    the panel in one row; it wraps only where the output is too narrow for the board at readable text and the panel,
    never at a projector's 1280 px), so a page says "beside the picture", never "under" it."""
    from widgets.board import STYLE

    assert re.search(r"\.cg-board \{ flex-flow: row wrap;", STYLE)
    _, page = _voila_page(ROOT / rel)
    prose = " ".join(" ".join(c.source.split()) for c in page.cells if c.cell_type == "markdown")
    assert not re.search(r"(under|below|beneath) the (picture|board)", prose), rel


def voila_command(*arguments: str) -> str:
    """The command `make voila` would run (`make -n`), with these arguments."""
    planned = subprocess.run(["make", "-n", "voila", *arguments], cwd=ROOT, capture_output=True, text=True, check=True)
    return next(line for line in planned.stdout.splitlines() if "/voila " in line)


def test_make_voila_and_the_readme_badge_open_a_classroom_page():
    """`make voila` without NB opens the first classroom page by file name (the Makefile names no game, issue 27),
    and the README's first Voila Binder badge the Digimon one (the full-game lesson's board starts below a 1280x720
    screen: issue 29); every Voila link of the README opens a classroom page."""
    first = sorted((ROOT / "tutorial/classroom").glob("*.ipynb"))[0].relative_to(ROOT)
    assert re.search(rf"/voila {re.escape(str(first))} --template=cardgames ", voila_command()), voila_command()
    assert "/voila tutorial/ja/classroom/yuyu.ipynb " in voila_command("NB=tutorial/ja/classroom/yuyu.ipynb")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    voila_links = re.findall(r"urlpath=voila/render/([\w/.-]+\.ipynb)", readme)
    assert "tutorial/classroom/digimon.ipynb" in voila_links[:1], voila_links
    assert set(voila_links) == {f"tutorial/classroom/{g}.ipynb" for g in ("digimon", "yuyu", "battlespirits",
                                                                         "dspirits")}, voila_links
    for rel in voila_links:
        assert (ROOT / rel).is_file(), rel
        assert f"make voila NB={rel}" in readme, f"the README gives no Voila command for {rel}"


@pytest.mark.parametrize("rel", FULL_GAMES)
def test_full_game_pages_say_they_are_lessons_and_link_their_classroom_page(rel):
    """At the top of each full-game page (seen in Voila too): a lesson, and a link to the page made for projecting."""
    _, page = _voila_page(ROOT / rel)
    top = next(c.source for c in page.cells if c.cell_type == "markdown")
    link = re.search(r"\*\*A lesson page\.\*\*.*\]\((\.\./classroom/\w+\.ipynb)\)", " ".join(top.split()))
    assert link, f"{rel}: no lesson note with a classroom link at the top"
    assert (ROOT / rel).parent.joinpath(link.group(1)).resolve() == (ROOT / "tutorial/classroom" / Path(rel).parts[1]
                                                                    ).with_suffix(".ipynb")
