"""Every rule is traceable: registered with a paraphrase, pinned down by a test, shown in a notebook.

The rule IDs are the registries' (`cardgames/<game>/rules.py`, printed by `python -m cardgames rules`); tests carry
`@pytest.mark.rule("ID")`. What "has a test" and "is shown in a notebook" mean is defined once, in
`cardgames.coverage`, which `python -m cardgames rules --coverage` reports from too.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from cardgames import coverage
from cardgames.games import GAMES, game_class, kit_games

ROOT = Path(__file__).resolve().parents[1]
EXPECTED_IDS = {"digimon": [f"DCB-{n}" for n in range(1, 28)],
                "battlespirits": [f"BS-{n}" for n in range(1, 30)],
                "yuyu": [f"YYH-{n}" for n in range(1, 21)],
                "dspirits": [f"DSP-{n}" for n in range(1, 40)]}


@pytest.fixture(scope="module")
def marked() -> dict[str, list[str]]:
    return coverage.marked_tests(ROOT)


@pytest.mark.parametrize("game", list(GAMES))
def test_registry_has_every_rule_id(game):
    rules = game_class(game).ruleset.rules
    assert [r.id for r in rules] == EXPECTED_IDS.get(game, [r.id for r in rules]) and len(rules)
    for rule in rules:
        assert rule.title and len(rule.summary) > 20, rule.id


@pytest.mark.parametrize("game", list(GAMES))
def test_every_rule_has_a_test(game, marked):
    missing = [r.id for r in game_class(game).ruleset.rules if not marked.get(r.id)]
    assert not missing, f"rules without a @pytest.mark.rule test: {missing}"


@pytest.mark.parametrize("game", kit_games())  # the tutorials are about the kit's own games
def test_every_rule_is_shown_in_a_notebook(game):
    cells, _titles = coverage.notebook_cells(ROOT, game)
    missing = [r for r in EXPECTED_IDS[game] if not cells.get(r)]
    assert not missing, f"rules not shown in any notebook of {coverage.notebook_folder(ROOT, game)}: {missing}"
