"""`python -m cardgames rules --coverage | --json | --html`: every rule with its tests and notebook cells (the one
definition of both, `cardgames.coverage`), exit 1 when a rule lacks either, and the teachers' page."""
from __future__ import annotations

import dataclasses
import json
import os
import re
import subprocess
import sys
import textwrap
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from cli_run import run

from cardgames import coverage
from cardgames.core.rules import Rule, RuleRegistry
from cardgames.games import game_class, kit_games

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def one_rule_more(monkeypatch):
    """Digimon's registry with a rule DCB-99 that no test marks and no notebook shows."""
    real = game_class("digimon")

    rules = RuleRegistry("digimon", [*real.ruleset.rules, Rule("DCB-99", "A rule nobody wrote down", "Nothing yet.",
                                                                "No ruling either.")])

    class Fake:
        title = real.title
        ruleset = dataclasses.replace(real.ruleset, rules=rules)
        RULES = rules

    monkeypatch.setattr(coverage, "game_class", lambda name: Fake if name == "digimon" else game_class(name))
    return Fake


# ----- the repository itself ------------------------------------------------------------------------------------------
def test_the_kit_runs_from_this_checkout():
    assert coverage.repo_root() == ROOT


def test_the_report_lists_every_rule_with_its_paraphrase_rulings_tests_and_cells(capsys):
    code, out, err = run(capsys, "rules", "--coverage")
    assert code == 0 and err == "", err
    for name in kit_games():
        for rule in game_class(name).ruleset.rules:
            block = re.search(rf"^{re.escape(rule.id)} +{re.escape(rule.title)}: {re.escape(rule.summary)}\n"
                              r"((?: {4,}.*\n)*)", out, re.M)
            assert block, rule.id
            for ruling in rule.rulings:
                assert f"ruling: {ruling}" in block.group(1), rule.id
            assert "tests:" in block.group(1) and "notebooks: tutorial/" in block.group(1), rule.id
    total = sum(len(game_class(g).ruleset.rules) for g in kit_games())
    assert f"all {total} rules have a test and a notebook cell" in out


def test_one_game(capsys):
    code, out, _ = run(capsys, "rules", "--coverage", "yuyu")
    assert code == 0 and "YYH-20 " in out and "DCB-1 " not in out
    assert re.search(r"^yuyu +20 +20 +20 +20$", out, re.M)


def test_a_rule_without_a_test_or_a_cell_fails(capsys, one_rule_more):
    code, out, _ = run(capsys, "rules", "--coverage", "digimon")
    assert code == 1
    assert "DCB-99  A rule nobody wrote down: Nothing yet." in out
    assert "MISSING: no test carries pytest.mark.rule('DCB-99')" in out
    assert "MISSING: no cell of tutorial/digimon/ or of the shared notebooks shows DCB-99" in out
    assert "NOT COVERED: 1 rule without a test: DCB-99; 1 rule in no notebook cell: DCB-99" in out
    code, out, _ = run(capsys, "rules", "--coverage", "--json", "digimon")
    data = json.loads(out)
    assert code == 1 and data["complete"] is False
    assert data["games"]["digimon"]["without_tests"] == ["DCB-99"] == data["games"]["digimon"]["without_notebooks"]
    assert run(capsys, "rules", "--coverage", "yuyu")[0] == 0  # the other games are still covered


def test_the_json_shape(capsys):
    code, out, _ = run(capsys, "rules", "--coverage", "--json")
    data = json.loads(out)
    assert code == 0 and data["complete"] is True and list(data["games"]) == kit_games()
    for name, game in data["games"].items():
        rules = game_class(name).ruleset.rules
        assert set(game) == {"game", "title", "counts", "without_tests", "without_notebooks", "notebooks", "rules"}
        assert game["counts"] == {"rules": len(rules), "with_tests": len(rules), "with_notebooks": len(rules),
                                  "covered": len(rules)}
        assert [r["id"] for r in game["rules"]] == [r.id for r in rules]
        for entry, rule in zip(game["rules"], rules, strict=True):
            assert set(entry) == {"id", "title", "summary", "rulings", "tests", "notebooks"}
            assert (entry["title"], entry["summary"], entry["rulings"]) == (rule.title, rule.summary,
                                                                             list(rule.rulings))
            assert entry["tests"] and all(re.fullmatch(r"tests/[\w/]+\.py::\w+(::\w+)?", t) for t in entry["tests"])
            for cell in entry["notebooks"]:
                assert set(cell) == {"path", "cell", "cell_type", "line"}
                shared = cell["path"] in {p.relative_to(ROOT).as_posix() for p in coverage.shared_notebooks(ROOT)}
                assert cell["path"].startswith(f"tutorial/{name}/") or shared, cell["path"]
                assert cell["path"] in game["notebooks"]
                nb = json.loads((ROOT / cell["path"]).read_text(encoding="utf-8"))
                assert isinstance(cell["cell"], int) and nb["cells"][cell["cell"] - 1]["cell_type"] == cell["cell_type"]
                assert rule.id in cell["line"]


def test_the_plain_registry_as_before_and_as_json(capsys):
    code, out, _ = run(capsys, "rules", "digimon")
    assert code == 0 and out == game_class("digimon").ruleset.rules.table() + "\n"
    code, out, _ = run(capsys, "rules", "--json", "dspirits")
    assert code == 0 and [r["id"] for r in json.loads(out)["dspirits"]] == \
        [r.id for r in game_class("dspirits").ruleset.rules]


def test_the_module_runs_as_a_program():
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "cardgames", "rules", "--coverage", "battlespirits"],
                          capture_output=True, text=True, env=env, cwd="/", timeout=60)
    assert done.returncode == 0, done.stderr
    assert "BS-29 " in done.stdout and "tutorial/battlespirits/" in done.stdout


# ----- an installed kit -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("argv", [["--coverage"], ["--coverage", "--json", "digimon"], ["--html"]])
def test_without_a_checkout_it_says_so(capsys, monkeypatch, argv):
    monkeypatch.setattr(coverage, "repo_root", lambda: None)
    code, out, err = run(capsys, "rules", *argv)
    assert code == 2 and out == ""
    assert err.startswith("error: rule coverage reads the repository's tests/ and tutorial/") and "checkout" in err
    assert "Traceback" not in err


# ----- the page ---------------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def page(tmp_path_factory) -> tuple[Path, str]:
    path = tmp_path_factory.mktemp("page") / "sub" / "rules.html"
    coverage.write_html(coverage.coverage(), path)
    return path, path.read_text(encoding="utf-8")


def test_the_page_is_well_formed_and_has_every_rule(page):
    path, text = page
    tree = ET.fromstring(text.removeprefix("<!DOCTYPE html>"))  # an XML parser: every tag closed, every & escaped
    ids = {e.get("id") for e in tree.iter() if e.get("id")}
    for name in kit_games():
        assert f"game-{name}" in ids
        for rule in game_class(name).ruleset.rules:
            assert rule.id in ids, rule.id
            article = next(e for e in tree.iter("article") if e.get("id") == rule.id)
            body = "".join(article.itertext())
            assert rule.title in body and rule.summary in body and all(r in body for r in rule.rulings)
            assert "Shown in" in body and "Checked by" in body


def test_the_page_fetches_nothing_and_links_only_into_the_repository(page):
    path, text = page
    assert "http" not in text and "@import" not in text
    # the one url() is the kit's Japanese font, inline (widgets/fonts): 継召 and 真界放 read without a CJK font
    assert text.count("url(") == 1 and "url(data:font/woff2;base64," in text and '"Cardgames CJK"' in text
    assert "<script" not in text and "<link" not in text and "<img" not in text and " src=" not in text
    tree = ET.fromstring(text.removeprefix("<!DOCTYPE html>"))
    ids = {e.get("id") for e in tree.iter() if e.get("id")}
    notebooks = set()
    for a in tree.iter("a"):
        href = a.get("href")
        assert ":" not in href and not href.startswith("/"), href
        if href.startswith("#"):
            assert href[1:] in ids, href
        else:
            target = (path.parent / href).resolve()
            assert target.is_relative_to(ROOT / "tutorial") and target.suffix == ".ipynb" and target.is_file(), href
            notebooks.add(target)
    wings = (p for g in kit_games() for p in (ROOT / "tutorial" / g).glob("*.ipynb"))
    candidates = [*coverage.shared_notebooks(ROOT), *wings]
    assert notebooks == {p.resolve() for p in candidates if coverage.RULE_ID.search(p.read_text(encoding="utf-8"))}


def test_the_page_text_is_at_least_12_px(page):
    _path, text = page
    css = re.search(r"<style>(.*?)</style>", text, re.S).group(1)
    root_px = float(re.search(r"html \{ font-size: ([\d.]+)px", css).group(1))
    values = re.findall(r"font-size: ([^;}]+)", css)
    assert values and all(re.fullmatch(r"[\d.]+(rem|px)", v.strip()) for v in values), values  # no em, %, small
    sizes = [float(v[:-3]) * root_px if v.endswith("rem") else float(v[:-2]) for v in map(str.strip, values)]
    assert min(sizes) >= 12, sizes


def test_the_command_writes_the_page(capsys, tmp_path):
    code, out, _ = run(capsys, "rules", "--html", str(tmp_path / "r.html"), "yuyu")
    assert code == 0 and out.startswith(f"wrote {tmp_path / 'r.html'}: 20 rules of 1 game")
    text = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert 'id="YYH-20"' in text and 'id="DCB-1"' not in text


def test_a_page_with_a_gap_says_so(capsys, tmp_path, one_rule_more):
    code, out, _ = run(capsys, "rules", "digimon", "--html", str(tmp_path / "r.html"))
    assert code == 0 and "NOT COVERED" in out
    text = (tmp_path / "r.html").read_text(encoding="utf-8")
    article = re.search(r'<article class="rule" id="DCB-99">.*?</article>', text, re.S).group(0)
    assert "Not shown in any notebook" in article and "No test checks this rule." in article


# ----- the definition, on a small repository of its own ---------------------------------------------------------------
def fake_repo(root: Path) -> Path:
    (root / "tests" / "sub").mkdir(parents=True)
    (root / "tests" / "test_traceability.py").write_text("", encoding="utf-8")
    (root / "tests" / "sub" / "test_marks.py").write_text(textwrap.dedent('''
        import pytest
        CASES = [("a", "DCB-5")]

        @pytest.mark.rule("DCB-1")
        def test_decorated():
            pytest.mark.rule("DCB-6")  # in a body: marks nothing

        @pytest.mark.parametrize("x", [pytest.param(1, marks=pytest.mark.rule("DCB-2")),
                                       pytest.param(*CASES[0], marks=pytest.mark.rule(CASES[0][1]))])
        def test_parametrised(x):
            pass

        @pytest.mark.rule("DCB-3", "DCB-4")
        class TestSome:
            def test_one(self):
                pass

            def helper(self):
                pass

            @pytest.mark.rule("DCB-7")
            def test_two(self):
                pass

        def not_a_test():
            """pytest.mark.rule("DCB-8") in a string is no mark"""
        '''), encoding="utf-8")
    (root / "tests" / "test_module.py").write_text(
        'import pytest\npytestmark = [pytest.mark.slow, pytest.mark.rule("DCB-9")]\n\n'
        'def test_a():\n    pass\n\ndef test_b():\n    pass\n', encoding="utf-8")
    (root / "tests" / "broken.py").write_text('pytest.mark.rule("DCB-10")\ndef (:\n', encoding="utf-8")
    (root / "tutorial" / "digimon").mkdir(parents=True)
    nb = {"cells": [{"cell_type": "markdown", "source": ["# 01 · A title (DCB-1)\n", "more"], "metadata": {}},
                    {"cell_type": "code", "source": "game.step()", "metadata": {}, "execution_count": 1,
                     "outputs": [{"output_type": "stream", "name": "stdout", "text": ["[DCB-2] a step\n"]},
                                 {"output_type": "execute_result", "metadata": {}, "execution_count": 1,
                                  "data": {"text/plain": "'DCB-3'", "text/html": "<b>DCB-4</b>"}}]},
                    {"cell_type": "markdown", "source": "DCB-12, XDCB-5, DCB-50a and dcb-6 are not DCB-7.",
                     "metadata": {}}],
          "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    (root / "tutorial" / "digimon" / "01_a.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    (root / "tutorial" / "digimon" / "notes.md").write_text("DCB-8", encoding="utf-8")
    (root / "tutorial" / "digimon" / "deeper").mkdir()
    (root / "tutorial" / "digimon" / "deeper" / "02.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    return root


def test_what_counts_as_a_test(tmp_path):
    marks = coverage.marked_tests(fake_repo(tmp_path))
    m = "tests/sub/test_marks.py"
    assert marks == {"DCB-1": [f"{m}::test_decorated"], "DCB-2": [f"{m}::test_parametrised"],
                     "DCB-3": [f"{m}::TestSome::test_one", f"{m}::TestSome::test_two"],
                     "DCB-4": [f"{m}::TestSome::test_one", f"{m}::TestSome::test_two"],
                     "DCB-7": [f"{m}::TestSome::test_two"],
                     "DCB-9": ["tests/test_module.py::test_a", "tests/test_module.py::test_b"]}


def test_what_counts_as_a_notebook_cell(tmp_path):
    cells, titles = coverage.notebook_cells(fake_repo(tmp_path), "digimon")
    nb = "tutorial/digimon/01_a.ipynb"
    assert {k: [(c.path, c.cell, c.cell_type) for c in v] for k, v in cells.items()} == {
        "DCB-1": [(nb, 1, "markdown")], "DCB-2": [(nb, 2, "code")], "DCB-3": [(nb, 2, "code")],
        "DCB-12": [(nb, 3, "markdown")], "XDCB-5": [(nb, 3, "markdown")], "DCB-7": [(nb, 3, "markdown")]}
    assert cells["DCB-2"][0].line == "[DCB-2] a step" and titles == {nb: "01 · A title (DCB-1)"}



def test_the_shared_notebooks_count_for_the_rules_of_their_own_game(tmp_path):
    """The top-level notebooks and the classroom pages show a rule when a cell cites its ID, as a wing's do; there
    only the IDs of the game's own registry count (01_four_games_side_by_side shows every game's)."""
    root = fake_repo(tmp_path)
    (root / "tutorial" / "classroom").mkdir()
    cited = {"cells": [{"cell_type": "code", "source": "walk", "metadata": {}, "execution_count": 1,
                        "outputs": [{"output_type": "stream", "name": "stdout", "text": "[DCB-21] BS-1 YYH-2\n"}]}],
             "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    (root / "tutorial" / "00_start.ipynb").write_text(json.dumps(cited), encoding="utf-8")
    (root / "tutorial" / "classroom" / "digimon.ipynb").write_text(json.dumps(cited), encoding="utf-8")
    cells, titles = coverage.notebook_cells(root, "digimon")
    assert [(c.path, c.cell) for c in cells["DCB-21"]] == [("tutorial/00_start.ipynb", 1),
                                                          ("tutorial/classroom/digimon.ipynb", 1)]
    assert "BS-1" not in cells and "YYH-2" not in cells and "DCB-1" in cells
    assert coverage.notebook_cells(root, "battlespirits")[0]["BS-1"][0].path == "tutorial/00_start.ipynb"
    # the repository's own: the side-by-side notebook shows rules of all four games
    side = "tutorial/01_four_games_side_by_side.ipynb"
    for report in coverage.coverage():
        assert side in report.notebook_titles, report.game
        assert any(c.path == side for r in report.rules for c in r.cells), report.game
