"""Every rule is traceable: registered with a paraphrase, pinned down by a test, shown in a notebook.

The rule IDs come from RULES.md (DCB-1 … DCB-27 for Digimon Card Battle); tests carry `@pytest.mark.rule("ID")`.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from cardgames.games import GAMES, game_class

ROOT = Path(__file__).resolve().parents[1]
EXPECTED_IDS = {"digimon": [f"DCB-{n}" for n in range(1, 28)],
                "battlespirits": [f"BS-{n}" for n in range(1, 30)],
                "yuyu": [f"YYH-{n}" for n in range(1, 21)],
                "dspirits": [f"DSP-{n}" for n in range(1, 40)]}
NOTEBOOK_DIRS = {name: ROOT / "tutorial" / name for name in EXPECTED_IDS}


def _marked_rules() -> set[str]:
    found: set[str] = set()
    for path in (ROOT / "tests").rglob("*.py"):
        found.update(re.findall(r"""mark\.rule\(\s*["']([A-Z]+-\d+)["']""", path.read_text(encoding="utf-8")))
    return found


def _notebook_text(folder: Path) -> str:
    parts = []
    for nb in sorted(folder.glob("*.ipynb")):
        for cell in json.loads(nb.read_text(encoding="utf-8"))["cells"]:
            parts.append("".join(cell["source"]))
            for out in cell.get("outputs", []):
                parts.append("".join(out.get("text", "")))
                parts.append("".join(out.get("data", {}).get("text/plain", "")))
    return "\n".join(parts)


@pytest.mark.parametrize("game", list(GAMES))
def test_registry_matches_rules_md(game):
    rules = game_class(game).RULES
    assert [r.id for r in rules] == EXPECTED_IDS[game]
    for rule in rules:
        assert rule.title and len(rule.summary) > 20, rule.id


@pytest.mark.parametrize("game", list(GAMES))
def test_every_rule_has_a_test(game):
    missing = [r for r in EXPECTED_IDS[game] if r not in _marked_rules()]
    assert not missing, f"rules without a @pytest.mark.rule test: {missing}"


@pytest.mark.parametrize("game", list(GAMES))
def test_every_rule_is_shown_in_a_notebook(game):
    text = _notebook_text(NOTEBOOK_DIRS[game])
    missing = [r for r in EXPECTED_IDS[game] if not re.search(rf"\b{re.escape(r)}\b", text)]
    assert not missing, f"rules not shown in any notebook of {NOTEBOOK_DIRS[game].name}: {missing}"
