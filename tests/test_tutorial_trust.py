"""Tutorials a learner can trust (issue 20): what the notebooks print agrees with the rules registry, no stored output
shows the engine's internal objects or bare Python data, and every section of each rulebook maps to a notebook cell
that shows it.

1. Every ruling a notebook output prints on a line starting with `Ruling:` (the text after it; or, when nothing
   follows on that line, the next non-empty line), and every `ruling: ...` line of the registry's `table()`, is a
   ruling of that game's registry: equal to, or contained in, one `Rule.rulings` entry (whitespace normalised).
2. No stored output shows what a learner cannot read as words:
   a. a Python repr of an internal object (`Event(`, `Violation(`, `{'back'`, `Decision(`, `Action(`), anywhere in
      an output; code cells' source may use them;
   b. a line that is nothing but Python data: a line of a stream, or of the plain text of a result or display (or a
      result's whole plain text, when it spans lines), that starts with `[`, `{` or `(` and is a list, dict, tuple or
      set display (`['R01', 'R02']`, `{'hand': 3}`, `(0, 1)`, `[]`: it parses with `ast.literal_eval`, or as a
      display of constructor calls such as `[Violation(...)]`), or an output holding `object at 0x`. The one
      allowance: words before the data on the same line (`hand: [14, 264]`, printed by `print("hand:", hand)`): the
      label says what the learner is looking at. A line like `[DCB-1] the deck has 31 cards` is words, not data.
3. `cardgames/<game>/rules.py` declares `SECTIONS`, a tuple of `(rulebook section title, (rule IDs, ...))` in the
   rulebook's order, and `tutorial/<game>/README.md` has a markdown table

       | Rulebook section | Notebook | Cell |
       |---|---|---|
       | Digimon cards | [01_cards_and_decks.ipynb](01_cards_and_decks.ipynb) | 3 |

   with one row per section (the title exactly as in `SECTIONS`; the notebook as a file name in the folder, plain, in
   backticks or as a markdown link; the cell as its 0-based index in the notebook's `cells`). The cell must *show*
   the section, not merely name one of its rules. An output *cites* a section when it holds one of the section's rule
   IDs as a word (`DCB-2`, not `DCB-21`) or prints, on a `Ruling:` line, a ruling of one of them. The cell shows the
   section when it is
   a. a code cell whose stored output cites the section (its source alone does not count: an import, a comment or
      `RULES["DCB-2"]` shows nothing); or
   b. a markdown cell that names one of the section's rule IDs in its prose (not inside `code`, a fenced block or an
      HTML comment), followed within the next 3 cells by a code cell whose stored output cites the section, before
      the lesson moves on: the cells counted stop at a markdown cell holding a heading of the same or a higher level
      than the cell's own last heading (any heading, when the cell has none); or
   c. a markdown cell whose last heading is a section heading (`##` or deeper: a notebook's `#` title lists all its
      rules) naming one of the section's rule IDs, directly followed by code cells of which one has a stored output
      (before any other markdown cell; code cells without output, such as imports, are passed over): the
      demonstration the heading announces (a card described, a board drawn), which need not repeat the ID.
"""
from __future__ import annotations

import ast
import importlib
import json
import re
from pathlib import Path

import pytest

from cardgames.games import game_class

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("digimon", "yuyu", "battlespirits", "dspirits")
INTERNAL_REPRS = ("Event(", "Violation(", "{'back'", "Decision(", "Action(")
TEXT_MIMES = ("text/plain", "text/markdown", "text/html")
RULING_LINE = re.compile(r"^\s*ruling:\s*(.*)$", re.IGNORECASE)
SHOW_WITHIN = 3          # check 3b: how many cells after an explaining markdown cell its showing may come
HEADING = re.compile(r"^(#{1,6})\s+(.*)$", re.MULTILINE)


def _notebooks(game: str) -> list[Path]:
    return sorted((ROOT / "tutorial" / game).glob("*.ipynb"))


def _output_text(output: dict) -> str:
    """The text of one stored output: a stream, the text forms of a result or display, or an error."""
    if output.get("output_type") == "stream":
        return "".join(output.get("text", ""))
    if output.get("output_type") == "error":
        return "\n".join([f"{output.get('ename', '')}: {output.get('evalue', '')}", *output.get("traceback", [])])
    data = output.get("data", {})
    return "\n".join("".join(data[m]) for m in TEXT_MIMES if m in data)


def _cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def _outputs(cell: dict) -> str:
    """A cell's stored outputs as one text; consecutive stream outputs are joined as printed (a kernel may split one
    line over two of them)."""
    parts: list[str] = []
    previous_stream = False
    for output in cell.get("outputs", []):
        stream = output.get("output_type") == "stream"
        if stream and previous_stream:
            parts[-1] += _output_text(output)
        else:
            parts.append(_output_text(output))
        previous_stream = stream
    return "\n".join(parts)


def _normal(text: str) -> str:
    return " ".join(text.split())


def printed_rulings(text: str) -> list[str]:
    """The ruling texts an output prints: after `Ruling:` / `ruling:` at the start of a line (or on the next
    non-empty line when that one ends there)."""
    found = []
    lines = text.splitlines()
    for i, line in enumerate(lines):
        m = RULING_LINE.match(line)
        if not m:
            continue
        ruling = m.group(1).strip()
        if not ruling:
            ruling = next((later.strip() for later in lines[i + 1:] if later.strip()), "")
        if ruling:
            found.append(_normal(ruling))
    return found


def test_printed_rulings_are_found_in_output_text():
    text = "x\nRuling: One.\n  ruling:   Two  words.\nRuling:\n\nThree.\nnot a ruling: four"
    assert printed_rulings(text) == ["One.", "Two words.", "Three."]


@pytest.mark.parametrize("game", GAMES)
def test_every_printed_ruling_is_in_the_registry(game):
    rulings = [_normal(r) for rule in game_class(game).ruleset.rules for r in rule.rulings]
    wrong = []
    for nb in _notebooks(game):
        for i, cell in enumerate(_cells(nb)):
            for printed in printed_rulings(_outputs(cell)):
                if not any(printed in r for r in rulings):
                    wrong.append(f"{nb.name} cell {i}: {printed!r}")
    assert not wrong, "rulings printed by a notebook but not in the registry:\n" + "\n".join(wrong)


def _is_bare_data(text: str) -> bool:
    """Whether `text` is nothing but a Python list, dict, tuple or set display (check 2b)."""
    text = text.strip()
    if text[:1] not in "[{(":
        return False
    try:
        node = ast.parse(text, mode="eval").body
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return False
    if not isinstance(node, (ast.List, ast.Dict, ast.Tuple, ast.Set)):
        return False
    try:
        ast.literal_eval(node)
        return True
    except (ValueError, TypeError):          # not literals only: data only if it holds a constructor's repr
        return any(isinstance(n, ast.Call) for n in ast.walk(node))


def bare_data(cell: dict) -> list[str]:
    """The stored output lines of a cell that show bare Python data (check 2b): each line of a stream or of the plain
    text of a result or display that is only a list/dict/tuple/set, a result's plain text that is one as a whole,
    and every output line holding `object at 0x`."""
    found: list[str] = []
    for output in cell.get("outputs", []):
        kind = output.get("output_type")
        text = _output_text(output)
        found += [line for line in text.splitlines() if "object at 0x" in line]
        if kind == "stream":
            plain = text
        elif kind in ("execute_result", "display_data"):
            plain = "".join(output.get("data", {}).get("text/plain", ""))
            if kind == "execute_result" and "\n" in plain.strip() and _is_bare_data(plain):
                found.append(plain)
                continue
        else:
            continue
        found += [line for line in plain.splitlines() if _is_bare_data(line) and "object at 0x" not in line]
    return found


def unreadable_outputs(cells: list[dict]) -> list[str]:
    """Check 2 over a notebook's cells: `cell <i>: <what>` for each internal repr and each line of bare data."""
    found = []
    for i, cell in enumerate(cells):
        text = _outputs(cell)
        found += [f"cell {i}: {r}" for r in INTERNAL_REPRS if r in text]
        found += [f"cell {i}: bare data {line.strip()[:120]!r}" for line in bare_data(cell)]
    return found


def _code(source: str, *outputs: str) -> dict:
    return {"cell_type": "code", "source": source, "metadata": {}, "execution_count": 1,
            "outputs": [{"output_type": "stream", "name": "stdout", "text": text} for text in outputs]}


def _result(plain: str) -> dict:
    return {"output_type": "execute_result", "execution_count": 1, "metadata": {}, "data": {"text/plain": plain}}


def _markdown(source: str) -> dict:
    return {"cell_type": "markdown", "source": source, "metadata": {}}


@pytest.mark.parametrize("line", ["['R01', 'R02']", "{'hand': 3}", "(0, 1)", "[]", "  {'a': [1, (2, 3)]}  ",
                                  "{1, 2}", "[Violation(rule='DCB-1', message='too many')]",
                                  "(Event(rule='BS-8'), Event(rule='BS-9'))", '{"op": "attack_add", "amount": 300}'])
def test_a_line_of_bare_data_is_caught(line):
    assert bare_data(_code("print(x)", f"{line}\n")) == [line]
    assert f"cell 0: bare data {line.strip()!r}" in unreadable_outputs([_code("print(x)", f"Before\n{line}\n")])


def test_bare_data_in_a_result_or_at_an_address_is_caught():
    result = {**_code("names"), "outputs": [_result("['Ember Heir']")]}
    assert bare_data(result) == ["['Ember Heir']"]
    long = {**_code("view"), "outputs": [_result("{'game': 'digimon',\n 'seats': [1, 2]}")]}
    assert bare_data(long) == ["{'game': 'digimon',\n 'seats': [1, 2]}"]
    assert bare_data(_code("print(game)", "board: <cardgames.Game object at 0x7f3a2c1d9e50>\n")) == [
        "board: <cardgames.Game object at 0x7f3a2c1d9e50>"]
    assert unreadable_outputs([_markdown("x"), _code("print(v)", "[Violation(rule='X')] found\n")]) == [
        "cell 1: Violation("]


@pytest.mark.parametrize("line", ["hand: ['R01', 'R02']", "[DCB-1] the deck has 31 cards; it must have exactly 30",
                                  "(see notebook 06)", "[DCB-1]", "Ruling: Exactly 30.", "seed 1: [BS-9] a coin toss",
                                  "{'0.sp': 5000, 'bank': 9990000} | total: 10000000", "(0, 1) is the pair", "(3)",
                                  "board: <DigimonGame seed=1 actions=0 rule steps pending>"])
def test_words_and_labelled_data_pass(line):
    assert bare_data(_code("print(x)", f"{line}\n")) == []
    assert bare_data({**_code("x"), "outputs": [_result(line)]}) == []


def test_a_code_cells_source_may_hold_data():
    assert unreadable_outputs([_code("print(['R01'])  # Event(", "R01\n")]) == []


@pytest.mark.parametrize("game", GAMES)
def test_no_output_shows_an_internal_object_or_bare_data(game):
    found = [f"{nb.name} {problem}" for nb in _notebooks(game) for problem in unreadable_outputs(_cells(nb))]
    assert not found, "stored outputs showing an engine object's repr or bare Python data:\n" + "\n".join(found)


def test_start_here_shows_no_internal_object_or_bare_data():
    """The first notebook, which drives a Digimon game, holds to check 2 as well."""
    found = unreadable_outputs(_cells(ROOT / "tutorial" / "00_start_here.ipynb"))
    assert not found, "stored outputs showing an engine object's repr or bare Python data:\n" + "\n".join(found)


def section_table(readme: Path) -> dict[str, tuple[str, str]]:
    """The rows of the README's `| Rulebook section | Notebook | Cell |` table: title -> (notebook, cell)."""
    rows: dict[str, tuple[str, str]] = {}
    in_table = False
    for line in readme.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")] if line.strip().startswith("|") else None
        if cells is None:
            in_table = False
            continue
        if [c.lower() for c in cells] == ["rulebook section", "notebook", "cell"]:
            in_table = True
            continue
        if in_table and not set("".join(cells)) <= set("-: "):
            if len(cells) != 3:
                raise AssertionError(f"{readme}: a row of the section table needs 3 cells: {line!r}")
            rows[_normal(cells[0])] = (cells[1], cells[2])
    return rows


def _notebook_name(cell: str) -> str:
    link = re.search(r"\]\(([^)]+)\)", cell)
    return (link.group(1) if link else cell).strip().strip("`").strip()


def cites(text: str, ids, rulings: dict[str, tuple[str, ...]]) -> bool:
    """Whether an output text cites a section with rule IDs `ids` (check 3): one of the IDs as a word, or a printed
    ruling (`Ruling: ...`) found in one of their rulings; `rulings` maps a rule ID to its registry rulings."""
    if any(re.search(rf"\b{re.escape(r)}\b", text) for r in ids):
        return True
    printed = printed_rulings(text)
    return any(p in _normal(ruling) for p in printed for r in ids for ruling in rulings.get(r, ()))


def _prose(markdown: str) -> str:
    """A markdown text without what is code or hidden: fenced blocks, inline code spans and HTML comments."""
    markdown = re.sub(r"^(```|~~~).*?^\1", " ", markdown, flags=re.MULTILINE | re.DOTALL)
    markdown = re.sub(r"<!--.*?-->", " ", markdown, flags=re.DOTALL)
    return re.sub(r"(`+).+?\1", " ", markdown, flags=re.DOTALL)


def _headings(cell: dict) -> list[tuple[int, str]]:
    """A markdown cell's headings, in order: (level, text)."""
    if cell.get("cell_type") != "markdown":
        return []
    return [(len(m.group(1)), m.group(2)) for m in HEADING.finditer(_prose("".join(cell["source"])))]


def shows_section(cells: list[dict], index: int, ids, rulings: dict[str, tuple[str, ...]]) -> str | None:
    """How cell `index` of a notebook shows the section with rule IDs `ids` (check 3: "a", "b" or "c"), or None when
    it does not."""
    cell = cells[index]
    if cell.get("cell_type") == "code":
        return "a" if cites(_outputs(cell), ids, rulings) else None
    if cell.get("cell_type") != "markdown":
        return None
    prose = _prose("".join(cell["source"]))
    if not any(re.search(rf"\b{re.escape(r)}\b", prose) for r in ids):
        return None
    headings = _headings(cell)
    level = headings[-1][0] if headings else 7
    for later in cells[index + 1:index + 1 + SHOW_WITHIN]:
        if any(lvl <= level for lvl, _ in _headings(later)):
            break
        if later.get("cell_type") == "code" and cites(_outputs(later), ids, rulings):
            return "b"
    if headings and level >= 2 and any(re.search(rf"\b{re.escape(r)}\b", headings[-1][1]) for r in ids):
        for later in cells[index + 1:]:
            if later.get("cell_type") != "code":
                break
            if later.get("outputs"):
                return "c"
    return None


SAMPLE_RULINGS = {"DCB-2": ("Exactly 30, as on the PlayStation.",)}


@pytest.mark.parametrize("cells", [
    [_code("from cardgames.digimon import RULES  # DCB-2: the cards")],                   # an import, a comment
    [_code('print(RULES["DCB-2"].title)', "What is on a card\n")],                      # the ID in the source only
    [_code("board(game)  # DCB-2", "board: <DigimonGame seed=1 actions=0 rule steps pending>\n")],
    [_code("x = 1", "[DCB-21] Battle phase.\n")],                                       # another rule's ID
    [_markdown("Rules of this notebook: DCB-1, DCB-2, DCB-3."), _code("board(game)", "board: <DigimonGame>\n")],
    [_markdown("See `RULES['DCB-2']`."), _code("x", "[DCB-2] a card\n")],                # the ID only in code
    [_markdown("A card <!-- DCB-2 -->"), _code("x", "[DCB-2] a card\n")],                # ... or in a comment
    [_markdown("## DCB-2 · A card"), _code("import x"), _markdown("Now a board."), _code("board(g)", "board\n")],
    [_markdown("Cards (DCB-2)."), _markdown("## DCB-5 · Limits"), _code("x", "[DCB-2] a card\n")],   # moved on
    [_markdown("Cards (DCB-2)."), _code("a"), _code("b"), _code("c"), _code("x", "[DCB-2] a card\n")],  # too far
    [_markdown("## DCB-2 · A card"), _markdown("Let us see."), _code("x", "CA 14 Greymon\n")],  # not directly
    [_markdown("## DCB-2 · A card"), _code("import x")],                                  # nothing shown
    [_markdown("# 01 · Cards (DCB-2)"), _code("x", "CA 14 Greymon\n")],                  # a title lists its rules
    [_markdown("## DCB-2 · A card\n\n## DCB-5 · Limits"), _code("x", "CA 14 Greymon\n")],  # under DCB-5 now
    [_code("x", "Ruling: Some other ruling.\n")],
])
def test_a_cell_that_only_names_a_rule_does_not_show_it(cells):
    assert shows_section(cells, 0, ("DCB-2",), SAMPLE_RULINGS) is None


@pytest.mark.parametrize(("cells", "how"), [
    ([_code("deck_violations(deck)", "[DCB-2] CA 999 is not a card\n")], "a"),
    ([_code("print(RULES['DCB-2'].rulings[0])", "Ruling: Exactly 30, as on the PlayStation.\n")], "a"),
    ([_markdown("A card (DCB-2) is used once:"), _code("x", "[DCB-2] used\n")], "b"),
    ([_markdown("# 01 · Cards (DCB-2)"), _code("import x"), _markdown("## The first card"),
      _code("x", "[DCB-2] a card\n")], "b"),                                           # a title's part goes on
    ([_markdown("## DCB-2 · A card"), _markdown("### Its attacks"), _code("a"), _code("x", "[DCB-2] a\n")], "b"),
    ([_markdown("## DCB-2 · A card"), _code("describe(14)", "CA 14 Greymon\n   HP 850\n")], "c"),
    ([_markdown("## DCB-2 · A card"), _code("import x"), _code("describe(14)", "CA 14 Greymon\n")], "c"),
    ([_markdown("Try this.\n\n## DCB-2 · A card"), _code("board(game)", "board: <DigimonGame>\n")], "c"),
])
def test_a_cell_that_shows_a_rule_passes(cells, how):
    assert shows_section(cells, 0, ("DCB-2",), SAMPLE_RULINGS) == how


@pytest.mark.parametrize("game", GAMES)
def test_every_rulebook_section_maps_to_a_notebook_cell(game):
    rules = game_class(game).ruleset.rules
    rulings = {rule.id: rule.rulings for rule in rules}
    sections = getattr(importlib.import_module(f"cardgames.{game}.rules"), "SECTIONS", None)
    assert sections, f"cardgames/{game}/rules.py declares no SECTIONS"
    titles = [_normal(title) for title, _ in sections]
    assert len(set(titles)) == len(titles), "SECTIONS repeats a title"
    for title, ids in sections:
        assert ids and all(r in rules for r in ids), f"section {title!r}: unknown or no rule IDs {ids}"
    folder = ROOT / "tutorial" / game
    readme = folder / "README.md"
    assert readme.is_file(), f"{readme.relative_to(ROOT)} is missing"
    table = section_table(readme)
    problems = []
    for title, ids in sections:
        row = table.get(_normal(title))
        if row is None:
            problems.append(f"{title!r}: no row in the README's section table")
            continue
        name, index = _notebook_name(row[0]), row[1].strip().strip("`")
        path = folder / name
        if not path.is_file() or path.suffix != ".ipynb":
            problems.append(f"{title!r}: no notebook {name!r} in {folder.relative_to(ROOT)}")
            continue
        cells = _cells(path)
        if not index.isdigit() or not 1 <= int(index) <= len(cells):
            problems.append(f"{title!r}: {name} has no cell {index!r} ({len(cells)} cells, counted from 1)")
            continue
        if shows_section(cells, int(index) - 1, ids, rulings) is None:  # counted from 1, as JupyterLab shows it
            problems.append(f"{title!r}: {name} cell {index} does not show any of {', '.join(ids)} (check 3 of the "
                            "module docstring: an output citing one, or an explanation followed by one)")
    assert not problems, "\n".join(problems)
