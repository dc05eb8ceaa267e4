"""Rule coverage: for every rule of every game, the tests that pin it down and the notebook cells that show it.

The one definition, used by `python -m cardgames rules --coverage` / `--html` and by `tests/test_traceability.py`:

- a rule **has a test** when a test under `tests/` carries `pytest.mark.rule("ID")` with the ID written out (on
  the test function, its class, the module's `pytestmark`, or a `pytest.param(..., marks=...)` of its
  parametrisation); the test is named by its pytest node id without parameters (`tests/x/test_y.py::test_z`);
- a rule **is shown in a notebook** when its ID appears as a word (`DCB-1`, not inside `DCB-12`) in a cell of
  `tutorial/<game>/*.ipynb`, or of the notebooks every game shares (the top-level `tutorial/*.ipynb` and the
  classroom pages `tutorial/classroom/*.ipynb`, where only the IDs of the game's own registry count): in the
  cell's source or in its stored text output. Cells are counted from 1, as JupyterLab's status bar shows them
  ("Cell 15 of 35"), so a teacher going to "cell 15" lands on it (nbval's test names count from 0: "Cell 14").

Tests and notebooks are files of the repository, not of the installed package: `repo_root()` finds the checkout
from the package's own location, and `SourceCheckoutMissing` says so when there is none (an installed wheel).

The text report (`rules --coverage`) and the verdict read in the language of the moment (`--lang`): its words, and
each rule's title, paraphrase and rulings; test node ids, notebook paths and the lines quoted from cells are as
they are written. The page (`--html`) is English whatever the language.
"""
from __future__ import annotations

import ast
import base64
import html
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from .core.errors import CardGameError
from .core.language import in_english, translated
from .core.words import columns, counted, padded
from .games import game_class, kit_games

RULE_ID = re.compile(r"\b[A-Z]+-\d+\b")
NOTEBOOKS = "tutorial"
SHARED = ("", "classroom")  # the folders under tutorial/ of the notebooks every game shares
TESTS = "tests"


class SourceCheckoutMissing(CardGameError):
    """The tests and notebooks are not next to the package: the kit is installed (a wheel), not a checkout."""


def repo_root() -> Path | None:
    """The source checkout holding this package, its `tests/` and `tutorial/`; `None` for an installed package."""
    root = Path(__file__).resolve().parents[1]
    if (root / TESTS / "test_traceability.py").is_file() and (root / NOTEBOOKS).is_dir():
        return root
    return None


def require_root(root: Path | None = None) -> Path:
    root = root if root is not None else repo_root()
    if root is None:
        raise SourceCheckoutMissing(
            "rule coverage reads the repository's tests/ and tutorial/, which are not installed with the package "
            f"(the kit here is {Path(__file__).resolve().parent}); run it from a source checkout "
            "(git clone, then `make install` or `pip install -e .`)")
    return root


# ----- tests ---------------------------------------------------------------------------------------------------------
def _is_rule_mark(node: ast.AST) -> bool:
    """`pytest.mark.rule(...)` or `mark.rule(...)`."""
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "rule"
            and isinstance(node.func.value, ast.Attribute) and node.func.value.attr == "mark")


def _test_names(node: ast.AST, prefix: str) -> list[str]:
    """The node ids of the tests in a module or class body."""
    names = []
    for child in getattr(node, "body", []):
        if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef) and child.name.startswith("test"):
            names.append(f"{prefix}::{child.name}")
        elif isinstance(child, ast.ClassDef) and child.name.startswith("Test"):
            names.extend(_test_names(child, f"{prefix}::{child.name}"))
    return names


def _marks_in(node: ast.AST) -> list[str]:
    """The rule IDs written out in the `pytest.mark.rule(...)` calls inside `node` (an ID computed at run time,
    `pytest.mark.rule(case[3])`, cannot be read here and is not counted)."""
    return [a.value for call in ast.walk(node) if _is_rule_mark(call) for a in call.args
            if isinstance(a, ast.Constant) and isinstance(a.value, str) and RULE_ID.fullmatch(a.value)]


def _scoped_marks(body: list[ast.stmt], scope: tuple[ast.AST, ...] = ()):
    """(rule IDs, the defs and classes around them) for the marks of a module or class body: a def's or class's
    decorators (with its parametrisation's `pytest.param(..., marks=...)`), and the body's `pytestmark = ...`.
    Function bodies are not read: a mark there marks nothing pytest collects."""
    for stmt in body:
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            ids = [i for deco in stmt.decorator_list for i in _marks_in(deco)]
            if ids:
                yield ids, (*scope, stmt)
            if isinstance(stmt, ast.ClassDef):
                yield from _scoped_marks(stmt.body, (*scope, stmt))
        elif isinstance(stmt, ast.Assign | ast.AnnAssign):
            ids = _marks_in(stmt)
            if ids:
                yield ids, scope


def _file_marks(tree: ast.Module, path: str) -> dict[str, set[str]]:
    """Rule ID -> node ids of the tests marked with it in one parsed test file."""
    found: dict[str, set[str]] = {}
    for ids, scope in _scoped_marks(tree.body):
        if not scope:  # the module's pytestmark: every test of the module
            tests = _test_names(tree, path) or [path]
        else:
            target = scope[-1]
            prefix = "::".join([path, *(s.name for s in scope[:-1] if isinstance(s, ast.ClassDef))])
            if isinstance(target, ast.ClassDef):
                tests = _test_names(target, f"{prefix}::{target.name}") or [f"{prefix}::{target.name}"]
            else:
                tests = [f"{prefix}::{target.name}"]
        for rule_id in ids:
            found.setdefault(rule_id, set()).update(tests)
    return found


def marked_tests(root: Path | None = None) -> dict[str, list[str]]:
    """Rule ID -> the node ids of the tests under `tests/` that carry `pytest.mark.rule("ID")`, sorted."""
    root = require_root(root)
    found: dict[str, set[str]] = {}
    for path in sorted((root / TESTS).rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if "mark.rule" not in text:
            continue
        try:
            tree = ast.parse(text, filename=str(path))
        except SyntaxError:
            continue  # pytest reports it; a test that does not parse checks nothing
        for rule_id, tests in _file_marks(tree, path.relative_to(root).as_posix()).items():
            found.setdefault(rule_id, set()).update(tests)
    return {rule_id: sorted(tests) for rule_id, tests in found.items()}


# ----- notebooks -----------------------------------------------------------------------------------------------------
@dataclass
class Cell:
    """A notebook cell that shows a rule: where, what kind, and the first line naming it."""

    path: str  # relative to the repository root, e.g. tutorial/<game>/05_evolution.ipynb
    cell: int  # counted from 1, as JupyterLab shows it
    cell_type: str
    line: str

    def as_dict(self) -> dict:
        return {"path": self.path, "cell": self.cell, "cell_type": self.cell_type, "line": self.line}


def _cell_texts(cell: dict) -> list[str]:
    """The text a cell shows: its source, then its stored text outputs (stream text and text/plain)."""
    texts = ["".join(cell.get("source", ""))]
    for out in cell.get("outputs", []):
        texts.append("".join(out.get("text", "")))
        texts.append("".join(out.get("data", {}).get("text/plain", "")))
    return texts


def _line_naming(texts: list[str], rule_id: str) -> str:
    """The first line of a cell's texts naming `rule_id`, squeezed, at most about 140 characters around the ID."""
    pattern = re.compile(rf"\b{re.escape(rule_id)}\b")
    for text in texts:
        for line in text.splitlines():
            line = " ".join(line.strip().lstrip("#>*- ").split())
            found = pattern.search(line)
            if found:
                start = max(0, min(found.start() - 60, len(line) - 137))
                cut = line[start:start + 137]
                return ("..." if start else "") + cut + ("..." if start + 137 < len(line) else "")
    return ""


def notebook_title(nb: dict, fallback: str) -> str:
    """The first Markdown heading of a notebook, without its #s."""
    for cell in nb.get("cells", []):
        if cell.get("cell_type") == "markdown":
            for line in "".join(cell.get("source", "")).splitlines():
                if line.startswith("#"):
                    return line.lstrip("#").strip()
    return fallback


def notebook_folder(root: Path, game: str) -> Path:
    return root / NOTEBOOKS / game


def shared_notebooks(root: Path) -> list[Path]:
    """The notebooks every game shares: `tutorial/*.ipynb`, then the classroom pages."""
    return [p for folder in SHARED for p in sorted((root / NOTEBOOKS / folder).glob("*.ipynb"))]


def notebook_cells(root: Path | None, game: str) -> tuple[dict[str, list[Cell]], dict[str, str]]:
    """(rule ID -> the cells that name it, notebook path -> its title): every ID in a cell of
    `tutorial/<game>/*.ipynb`, and the IDs of the game's registry in a cell of the shared notebooks."""
    root = require_root(root)
    cells: dict[str, list[Cell]] = {}
    titles: dict[str, str] = {}
    own = {r.id for r in game_class(game).ruleset.rules}
    wing = sorted(notebook_folder(root, game).glob("*.ipynb"))
    for nb_path in [*wing, *shared_notebooks(root)]:
        rel = nb_path.relative_to(root).as_posix()
        nb = json.loads(nb_path.read_text(encoding="utf-8"))
        titles[rel] = notebook_title(nb, nb_path.stem)
        for number, cell in enumerate(nb.get("cells", []), start=1):
            texts = _cell_texts(cell)
            for rule_id in dict.fromkeys(m for text in texts for m in RULE_ID.findall(text)):
                if nb_path in wing or rule_id in own:
                    cells.setdefault(rule_id, []).append(
                        Cell(rel, number, cell.get("cell_type", ""), _line_naming(texts, rule_id)))
    return cells, titles


# ----- the report ----------------------------------------------------------------------------------------------------
@dataclass
class RuleCoverage:
    id: str
    title: str
    summary: str
    rulings: tuple[str, ...]
    tests: list[str] = field(default_factory=list)
    cells: list[Cell] = field(default_factory=list)

    @property
    def covered(self) -> bool:
        return bool(self.tests) and bool(self.cells)

    def notebooks(self) -> dict[str, list[int]]:
        """Notebook path -> the indexes of its cells that show this rule, in the notebooks' order."""
        grouped: dict[str, list[int]] = {}
        for cell in self.cells:
            grouped.setdefault(cell.path, []).append(cell.cell)
        return grouped

    def as_dict(self) -> dict:
        return {"id": self.id, "title": self.title, "summary": self.summary, "rulings": list(self.rulings),
                "tests": self.tests, "notebooks": [c.as_dict() for c in self.cells]}


@dataclass
class GameCoverage:
    game: str
    title: str
    rules: list[RuleCoverage]
    notebook_titles: dict[str, str]

    def counts(self) -> dict[str, int]:
        return {"rules": len(self.rules), "with_tests": sum(bool(r.tests) for r in self.rules),
                "with_notebooks": sum(bool(r.cells) for r in self.rules),
                "covered": sum(r.covered for r in self.rules)}

    def without_tests(self) -> list[str]:
        return [r.id for r in self.rules if not r.tests]

    def without_notebooks(self) -> list[str]:
        return [r.id for r in self.rules if not r.cells]

    def as_dict(self) -> dict:
        return {"game": self.game, "title": self.title, "counts": self.counts(),
                "without_tests": self.without_tests(), "without_notebooks": self.without_notebooks(),
                "notebooks": self.notebook_titles, "rules": [r.as_dict() for r in self.rules]}


def game_coverage(game: str, root: Path | None = None, tests: dict[str, list[str]] | None = None) -> GameCoverage:
    """Every rule of `game`'s registry with its tests and notebook cells."""
    root = require_root(root)
    tests = marked_tests(root) if tests is None else tests
    cls = game_class(game)
    cells, titles = notebook_cells(root, game)
    rules = [RuleCoverage(r.id, r.title, r.summary, tuple(r.rulings), list(tests.get(r.id, [])),
                          list(cells.get(r.id, []))) for r in cls.ruleset.rules]
    shown = {c.path for r in rules for c in r.cells}
    return GameCoverage(game, cls.title, rules, {p: t for p, t in titles.items() if p in shown})


def coverage(games: list[str] | None = None, root: Path | None = None) -> list[GameCoverage]:
    """The coverage of the named games (default: the kit's own, `cardgames.games.kit_games()`: the tutorials and
    tests of this checkout are theirs), in that order."""
    root = require_root(root)
    tests = marked_tests(root)
    return [game_coverage(game, root, tests) for game in (games or kit_games())]


def complete(report: list[GameCoverage]) -> bool:
    return all(r.covered for g in report for r in g.rules)


def as_json(report: list[GameCoverage]) -> dict:
    """{"complete": bool, "games": {game: {"game", "title", "counts": {"rules", "with_tests", "with_notebooks",
    "covered"}, "without_tests": [id], "without_notebooks": [id], "notebooks": {path: title},
    "rules": [{"id", "title", "summary", "rulings": [str], "tests": [node id],
               "notebooks": [{"path", "cell", "cell_type", "line"}]}]}}}"""
    return {"complete": complete(report), "games": {g.game: g.as_dict() for g in report}}


def _cells_text(cells: list[int]) -> str:
    return (translated("cell {}") if len(cells) == 1 else translated("cells {}")).format(
        translated(", ").join(map(str, cells)))


# the counts table's headings (through the catalogue: extracted by name, tools/messages.py)
COVERAGE_HEADINGS = ("game", "rules", "with a test", "in a notebook", "both")


def counts_table(report: list[GameCoverage]) -> str:
    headings = [translated(h) for h in COVERAGE_HEADINGS]
    widths = [max(columns(headings[0]), *(len(g.game) for g in report)), *map(columns, headings[1:])]

    def row(*cells: object) -> str:
        return "  ".join(padded(str(c), w, "<" if i == 0 else ">")
                         for i, (c, w) in enumerate(zip(cells, widths, strict=True)))
    lines = [row(*headings)]
    for g in report:
        c = g.counts()
        lines.append(row(g.game, c["rules"], c["with_tests"], c["with_notebooks"], c["covered"]))
    return "\n".join(lines)


def verdict(report: list[GameCoverage]) -> str:
    total = sum(len(g.rules) for g in report)
    no_test = [i for g in report for i in g.without_tests()]
    no_nb = [i for g in report for i in g.without_notebooks()]
    if not no_test and not no_nb:
        return translated("all {} rules have a test and a notebook cell").format(total)
    parts = []
    if no_test:
        parts.append(translated("{} without a test: {}").format(counted(len(no_test), "rule"),
                                                                translated(", ").join(no_test)))
    if no_nb:
        parts.append(translated("{} in no notebook cell: {}").format(counted(len(no_nb), "rule"),
                                                                     translated(", ").join(no_nb)))
    return translated("NOT COVERED: {}").format(translated("; ").join(parts))


def text_report(report: list[GameCoverage]) -> str:
    """Every rule with its paraphrase, rulings, tests and notebook cells; then the counts and the verdict, in the
    language read now."""
    out: list[str] = []
    label_tests, label_notebooks = translated("tests:"), translated("notebooks:")
    label = max(columns(label_tests), columns(label_notebooks)) + 1
    for g in report:
        c = g.counts()
        out.append(translated("== {} ({}): {} rules, {} with a test, {} shown in a notebook").format(
            g.title, g.game, c["rules"], c["with_tests"], c["with_notebooks"]))
        width = max(len(r.id) for r in g.rules)
        pad = " " * (width + 2)
        for r in g.rules:
            out.append(f"{r.id:<{width}}  {translated(r.title)}: {translated(r.summary)}")
            out.extend(f"{pad}{translated('ruling')}: {translated(ruling)}" for ruling in r.rulings)
            for n, test in enumerate(r.tests):
                out.append(f"{pad}{padded(label_tests if n == 0 else '', label)}{test}")
            for n, (path, cells) in enumerate(r.notebooks().items()):
                out.append(f"{pad}{padded(label_notebooks if n == 0 else '', label)}{path} {_cells_text(cells)}")
            if not r.tests:
                out.append(pad + translated("MISSING: no test carries pytest.mark.rule({})").format(repr(r.id)))
            if not r.cells:
                out.append(pad + translated("MISSING: no cell of tutorial/{}/ or of the shared notebooks shows {}")
                           .format(g.game, r.id))
        out.append("")
    out.append(translated("(cells are counted from 1, as JupyterLab's status bar shows them: \"Cell 15 of 35\")"))
    out.append(counts_table(report))
    out.append(verdict(report))
    return "\n".join(out)


# ----- the page ------------------------------------------------------------------------------------------------------
CSS = """
:root { color-scheme: light dark; --fg: #1d1d1f; --bg: #fdfdfb; --muted: #555; --line: #d4d4cf; --box: #f2f1ec;
        --bad: #a4161a; --link: #0b4f9c; }
@media (prefers-color-scheme: dark) {
  :root { --fg: #ececec; --bg: #1b1c1e; --muted: #b4b4b4; --line: #44464a; --box: #26282b; --bad: #ff8a80;
          --link: #8ab4f8; } }
html { font-size: 17px; }
body { font-family: "Cardgames CJK", system-ui, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif;
       line-height: 1.5; color: var(--fg); background: var(--bg); margin: 0 auto; max-width: 62rem;
       padding: 1.5rem 1.25rem 4rem; }
h1 { font-size: 1.8rem; margin: 0 0 .5rem; }
h2 { font-size: 1.45rem; margin: 2.5rem 0 .5rem; border-bottom: 2px solid var(--line); padding-bottom: .2rem; }
h3 { font-size: 1.12rem; margin: 0 0 .3rem; }
a { color: var(--link); }
p, li { font-size: 1rem; }
.muted, .path, .test, summary { color: var(--muted); }
.path, .test, code { font-family: "Cardgames CJK", ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace;
                     font-size: .85rem; }
table { border-collapse: collapse; margin: .75rem 0; }
th, td { border: 1px solid var(--line); padding: .3rem .7rem; text-align: right; }
th:first-child, td:first-child { text-align: left; }
nav ul { list-style: none; padding: 0; }
nav li { margin: .35rem 0; }
.ids a { display: inline-block; margin: 0 .35rem .25rem 0; font-size: .9rem; }
.rule { border: 1px solid var(--line); border-radius: 6px; padding: .8rem 1rem; margin: 1rem 0;
        background: var(--box); }
.rule:target { outline: 3px solid var(--link); }
.rulings { margin: .4rem 0; padding-left: 1.2rem; }
.where { margin: .4rem 0 0; padding-left: 1.2rem; }
.where li { margin: .25rem 0; }
.cells { list-style: none; padding-left: .8rem; margin: .15rem 0; }
.cells li { font-size: .92rem; }
.bad { color: var(--bad); font-weight: 600; }
details { margin-top: .4rem; }
summary { cursor: pointer; font-size: .95rem; }
.test { display: block; margin-left: 1rem; overflow-wrap: anywhere; }
"""


# the kit's Japanese font (widgets/fonts, cut by tools/subset_cjk_font.py): its @font-face, the font inline, so the
# page stays one file that opens offline and its Japanese (継召, 真界放, the registry read with --lang ja) reads on a
# machine without any CJK font
CJK_FONT_CSS = Path("widgets") / "fonts" / "cardgames-cjk.css"


def cjk_font_face(root: Path) -> str:
    """The font's `@font-face` rule with the font as a data: URI ("" in a checkout without the font)."""
    css, font = root / CJK_FONT_CSS, root / CJK_FONT_CSS.with_suffix(".woff2")
    if not (css.is_file() and font.is_file()):
        return ""
    face = re.search(r"@font-face\s*\{[^}]*\}", css.read_text(encoding="utf-8")).group(0)
    data = base64.b64encode(font.read_bytes()).decode("ascii")
    return face.replace('url("cardgames-cjk.woff2")', f'url(data:font/woff2;base64,{data})')


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _href(root: Path, rel: str, page_dir: Path) -> str:
    """A relative link from the page's folder to a repository file (the repository path when there is none)."""
    try:
        return Path(os.path.relpath(root / rel, page_dir)).as_posix()
    except ValueError:  # another drive (Windows)
        return rel


def html_page(report: list[GameCoverage], root: Path | None = None, page_dir: Path | None = None) -> str:
    """One self-contained page: every game, every rule with its paraphrase and rulings, the notebook cells that show
    it (linked by relative path) and the tests that check it. No script, no style sheet or font from elsewhere."""
    root = require_root(root)
    page_dir = page_dir if page_dir is not None else root / "build"
    total = sum(len(g.rules) for g in report)
    out = ['<!DOCTYPE html>', '<html lang="en">', '<head>', '<meta charset="utf-8" />',
           '<meta name="viewport" content="width=device-width, initial-scale=1" />',
           '<title>cardgames: the rules, where the notebooks show them, and their tests</title>',
           f'<style>{cjk_font_face(root)}{CSS}</style>', '</head>', '<body>',
           '<h1>The rules of the four games</h1>',
           f'<p>Every rule of the kit ({total} rules): its ID, its paraphrase, the kit\'s rulings, the notebook '
           'cells that show it and the tests that check it. The engine cites these IDs in every event it logs '
           '("[DCB-22] …").</p>',
           '<p class="muted">To open a notebook: follow its link, or in JupyterLab choose <b>File ▸ Open from '
           'Path…</b> and type the path shown (it starts at the repository folder). Cells are counted from 1 from '
           'the top of the notebook, as JupyterLab\'s status bar shows them ("Cell 15 of 35"). Made by '
           '<code>python -m cardgames rules --html</code>.</p>',
           '<nav aria-label="games"><table><thead><tr><th>game</th><th>rules</th><th>with a test</th>'
           '<th>shown in a notebook</th></tr></thead><tbody>']
    for g in report:
        c = g.counts()
        out.append(f'<tr><td><a href="#game-{_e(g.game)}">{_e(g.title)}</a></td><td>{c["rules"]}</td>'
                   f'<td>{c["with_tests"]}</td><td>{c["with_notebooks"]}</td></tr>')
    out.append('</tbody></table>')
    out.append(f'<p><b>{_e(verdict(report))}.</b></p></nav>')
    for g in report:
        c = g.counts()
        out.append(f'<section id="game-{_e(g.game)}">')
        out.append(f'<h2>{_e(g.title)} <span class="muted">({_e(g.game)}, {c["rules"]} rules)</span></h2>')
        out.append('<p class="ids">' + " ".join(f'<a href="#{_e(r.id)}">{_e(r.id)}</a>' for r in g.rules) + '</p>')
        for r in g.rules:
            out.append(f'<article class="rule" id="{_e(r.id)}">')
            out.append(f'<h3>{_e(r.id)} · {_e(r.title)}</h3>')
            out.append(f'<p>{_e(r.summary)}</p>')
            if r.rulings:
                out.append('<ul class="rulings">' + "".join(f'<li><b>Ruling:</b> {_e(x)}</li>' for x in r.rulings)
                           + '</ul>')
            if r.cells:
                out.append('<p><b>Shown in</b></p><ul class="where">')
                by_path: dict[str, list[Cell]] = {}
                for cell in r.cells:
                    by_path.setdefault(cell.path, []).append(cell)
                for path, cells in by_path.items():
                    title = g.notebook_titles.get(path, Path(path).stem)
                    out.append(f'<li><a href="{_e(_href(root, path, page_dir))}">{_e(title)}</a> '
                               f'<span class="path">{_e(path)}</span>, '
                               f'{_e(_cells_text([x.cell for x in cells]))}<ul class="cells">')
                    out.extend(f'<li>cell {x.cell} ({_e(x.cell_type)}): {_e(x.line)}</li>' for x in cells)
                    out.append('</ul></li>')
                out.append('</ul>')
            else:
                out.append(f'<p class="bad">Not shown in any notebook of tutorial/{_e(g.game)}/ or of the shared '
                           'ones.</p>')
            if r.tests:
                out.append(f'<details><summary>Checked by {counted(len(r.tests), "test")}'
                           '</summary>' + "".join(f'<span class="test">{_e(t)}</span>' for t in r.tests)
                           + '</details>')
            else:
                out.append('<p class="bad">No test checks this rule.</p>')
            out.append('</article>')
        out.append('</section>')
    out.extend(['</body>', '</html>', ''])
    return "\n".join(out)


def write_html(report: list[GameCoverage], path: Path, root: Path | None = None) -> Path:
    root = require_root(root)
    path = Path(path).resolve()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(in_english(html_page, report, root, path.parent), encoding="utf-8")
    return path
