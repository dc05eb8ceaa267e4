"""`python -m cardgames`: arguments validated with clear messages; exit codes 0 ok, 1 invalid deck, 2 usage error."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from cli_run import run

from cardgames.digimon import ready_made_deck

ROOT = Path(__file__).resolve().parents[1]
DECK = ready_made_deck("fire_starter")


def deck_file(tmp_path, content, name="deck.json") -> str:
    path = tmp_path / name
    path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    return str(path)


# ----- play ---------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("agents", ["random", "heuristic", "random,heuristic", "heuristic, random"])
def test_play_with_one_or_two_agent_names(capsys, agents):
    code, out, _ = run(capsys, "play", "digimon", "--seed", "3", "--agents", agents)
    assert code == 0 and "Result:" in out and "[DCB-" in out


def test_one_agent_name_means_both_players(capsys):
    assert run(capsys, "play", "digimon", "--agents", "random")[1] == \
        run(capsys, "play", "digimon", "--agents", "random,random")[1]


@pytest.mark.parametrize("agents", ["foo,bar", "random,foo", "random,random,random", "", "random,"])
def test_unknown_agents_are_a_usage_error_listing_the_choices(capsys, agents):
    code, out, err = run(capsys, "play", "digimon", "--agents", agents)
    assert code == 2 and out == ""
    assert "--agents" in err and "random, heuristic" in err


def test_seed_must_be_an_int_and_has_help(capsys):
    code, _, err = run(capsys, "play", "digimon", "--seed", "x")
    assert code == 2 and "--seed" in err and "is not a whole number" in err
    code, out, _ = run(capsys, "play", "--help")
    assert code == 0 and "the same seed plays the same game" in out and "random, heuristic" in out


def test_an_unknown_game_lists_the_known_ones(capsys):
    code, _, err = run(capsys, "play", "chess")
    assert code == 2 and "'chess'" in err and "digimon" in err


# ----- validate-deck ----------------------------------------------------------------------------------------------
def test_a_legal_deck_file(capsys, tmp_path):
    code, out, _ = run(capsys, "validate-deck", "digimon", deck_file(tmp_path, {"name": "d", "cards": DECK}))
    assert code == 0 and "legal deck" in out


def test_a_bare_list_of_card_numbers_is_a_deck(capsys, tmp_path):
    code, out, _ = run(capsys, "validate-deck", "digimon", deck_file(tmp_path, DECK, "bare.txt"))
    assert code == 0 and "legal deck" in out


def test_every_rule_a_deck_breaks_with_its_rule_id(capsys, tmp_path):
    code, out, _ = run(capsys, "validate-deck", "digimon", deck_file(tmp_path, [285, 285, 172, 185, 9999]))
    assert code == 1 and "problems" in out
    assert "[DCB-1]" in out and "[DCB-2]" in out and "[DCB-5]" in out


def test_every_wrong_field_type_is_listed(capsys, tmp_path):
    path = deck_file(tmp_path, {"name": 5, "description": 1, "cards": [1, True, "3"], "colour": "red"})
    code, out, _ = run(capsys, "validate-deck", "digimon", path)
    assert code == 1 and f"{path}: 5 problems" in out
    for field in ("name", "description", "cards.1", "cards.2", "colour"):
        assert f"field '{field}'" in out
    assert "more error" not in out


def test_a_json_syntax_error_reads_as_line_and_column(capsys, tmp_path):
    code, out, _ = run(capsys, "validate-deck", "digimon", deck_file(tmp_path, '{"name": "d",\n"cards": [1,]}'))
    assert code == 1 and "line 2, column 13: not valid JSON" in out and "field 'line" not in out


def test_a_hostile_deck_file_is_an_invalid_deck(capsys, tmp_path):
    path = tmp_path / "deck.json"
    path.write_bytes(b"[" * 100_000)
    code, out, _ = run(capsys, "validate-deck", "digimon", str(path))
    assert code == 1 and "nested more than" in out


def test_a_missing_deck_file_is_a_usage_error(capsys, tmp_path):
    code, out, err = run(capsys, "validate-deck", "digimon", str(tmp_path / "nope.json"))
    assert code == 2 and "no such file" in err and out == ""


def test_the_module_runs_as_a_program():
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "cardgames", "play", "digimon", "--agents", "foo,bar"],
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)
    assert done.returncode == 2 and "random, heuristic" in done.stderr


# ----- what a newcomer meets -----------------------------------------------------------------------------------------
def test_another_games_deck_says_so_in_one_line_per_problem(capsys):
    path = str(ROOT / "data" / "digimon" / "decks" / "fire_starter.json")
    code, out, _ = run(capsys, "validate-deck", "battlespirits", path)
    assert code == 1 and "looks like a deck of Digimon Card Battle (digimon)" in out
    assert out.count("should be a text in quotes") == 1 and "(30 fields)" in out


def test_a_deck_with_a_malformed_entry_reports_its_rule_problems_too(capsys, tmp_path):
    cards = ["x", *DECK[:24], 9999]
    code, out, _ = run(capsys, "validate-deck", "digimon", deck_file(tmp_path, {"name": "d", "cards": cards}))
    assert code == 1 and "field 'cards.0'" in out
    assert "[DCB-1]" in out and "[DCB-2]" in out and "9999" in out  # size and unknown card, at once


def test_cards_without_a_game_lists_every_game(capsys):
    code, out, _ = run(capsys, "cards")
    assert code == 0 and out.count("==") >= 4


def test_rules_looks_one_rule_up_by_its_id(capsys):
    code, out, _ = run(capsys, "rules", "dcb-13")
    assert code == 0 and out.startswith("DCB-13 Evolution (Digimon Card Battle, digimon)")
    code, out, _ = run(capsys, "rules", "DCB-13", "--json")
    assert json.loads(out)["id"] == "DCB-13"
    code, _, err = run(capsys, "rules", "XYZ-9")
    assert code == 2 and "neither a game" in err


def test_one_games_rules_page_never_replaces_the_page_of_all_four(capsys, monkeypatch):
    from cardgames import coverage
    written = []
    monkeypatch.setattr(coverage, "write_html", lambda report, path, root=None: written.append(path) or path)
    run(capsys, "rules", "digimon", "--coverage", "--html")
    run(capsys, "rules", "--html", "yuyu")
    run(capsys, "rules", "--html")
    assert [p.name for p in written] == ["rules-digimon.html", "rules-yuyu.html", "rules.html"]


def test_a_pipe_given_as_a_deck_is_a_usage_error_not_a_wait(capsys, tmp_path):
    fifo = tmp_path / "deck.json"
    os.mkfifo(fifo)
    code, out, err = run(capsys, "validate-deck", "digimon", str(fifo))
    assert code == 2 and "not a regular file" in err and out == ""
