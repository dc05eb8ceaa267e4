"""Tutorials a learner can trust (issue 20): what the notebooks print agrees with the rules registry, no stored output
shows the engine's internal objects, and every section of each rulebook maps to a notebook cell that shows it.

1. Every ruling a notebook output prints on a line starting with `Ruling:` (the text after it; or, when nothing
   follows on that line, the next non-empty line), and every `ruling: ...` line of the registry's `table()`, is a
   ruling of that game's registry: equal to, or contained in, one `Rule.rulings` entry (whitespace normalised).
2. No stored output contains a Python repr of an internal object (`Event(`, `Violation(`, `{'back'`, `Decision(`,
   `Action(`); code cells' source may use them.
3. `cardgames/<game>/rules.py` declares `SECTIONS`, a tuple of `(rulebook section title, (rule IDs, ...))` in the
   rulebook's order, and `tutorial/<game>/README.md` has a markdown table

       | Rulebook section | Notebook | Cell |
       |---|---|---|
       | Digimon cards | [01_cards_and_decks.ipynb](01_cards_and_decks.ipynb) | 3 |

   with one row per section (the title exactly as in `SECTIONS`; the notebook as a file name in the folder, plain, in
   backticks or as a markdown link; the cell as its 0-based index in the notebook's `cells`). The cell's source or
   outputs must mention at least one of the section's rule IDs.
"""
from __future__ import annotations

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
    rulings = [_normal(r) for rule in game_class(game).RULES for r in rule.rulings]
    wrong = []
    for nb in _notebooks(game):
        for i, cell in enumerate(_cells(nb)):
            for printed in printed_rulings(_outputs(cell)):
                if not any(printed in r for r in rulings):
                    wrong.append(f"{nb.name} cell {i}: {printed!r}")
    assert not wrong, "rulings printed by a notebook but not in the registry:\n" + "\n".join(wrong)


@pytest.mark.parametrize("game", GAMES)
def test_no_output_shows_an_internal_object(game):
    found = []
    for nb in _notebooks(game):
        for i, cell in enumerate(_cells(nb)):
            text = _outputs(cell)
            found += [f"{nb.name} cell {i}: {r}" for r in INTERNAL_REPRS if r in text]
    assert not found, "stored outputs showing an engine object's repr:\n" + "\n".join(found)


def test_start_here_shows_no_internal_object():
    """The first notebook, which drives a Digimon game, holds to check 2 as well."""
    found = [f"cell {i}: {r}" for i, cell in enumerate(_cells(ROOT / "tutorial" / "00_start_here.ipynb"))
             for r in INTERNAL_REPRS if r in _outputs(cell)]
    assert not found, "stored outputs showing an engine object's repr:\n" + "\n".join(found)


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


@pytest.mark.parametrize("game", GAMES)
def test_every_rulebook_section_maps_to_a_notebook_cell(game):
    rules = game_class(game).RULES
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
        if not index.isdigit() or int(index) >= len(cells):
            problems.append(f"{title!r}: {name} has no cell {index!r} ({len(cells)} cells, counted from 0)")
            continue
        cell = cells[int(index)]
        text = "".join(cell["source"]) + "\n" + _outputs(cell)
        if not any(re.search(rf"\b{re.escape(r)}\b", text) for r in ids):
            problems.append(f"{title!r}: {name} cell {index} mentions none of {', '.join(ids)}")
    assert not problems, "\n".join(problems)
