"""The command line in Portuguese and Japanese (`--lang`): its help, usage and errors (argparse's own words too),
and every line `list`, `cards`, `rules` (with `--coverage`), `play`, `validate-deck`, `simulate`, `soak` and `bench`
print, with no line left in English: card names, rule IDs and what is typed on the command line (commands,
options, game, agent and deck names, file paths) aside."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from test_language import LEFT_IN_ENGLISH, RULE_ID, _printed_words

from cardgames.__main__ import main
from cardgames.core.language import set_language, speaking, translated
from cardgames.games import AGENTS, GAMES, game_class

KIT = [g for g in GAMES if (Path(__file__).resolve().parent.parent / "cardgames" / g / "locale").is_dir()]

COMMANDS = ("list", "play", "validate-deck", "rules", "cards", "simulate", "soak", "bench")
# what is typed as it is, in every language: the command and its options, metavars, choices, paths, program names
NAMES = [*COMMANDS, *GAMES, *AGENTS, "game", "games", "file", "seed", "i", "en", "pt", "ja", "PlayStation", "Dask",
         "JupyterLab", "RLCard", "python-chess", "pytest.mark.rule", "True", "False", "undo", "clone", "save", "load",
         "cluster", "tcp", "extra", "ms", "KiB"]  # ms, KiB: units, as bench's table writes them
TYPED = re.compile("|".join([
    r"python -m cardgames", r"(?<![\w-])--?[a-z][\w-]*", r"\{[^{}]*\}", r"\[[^\]]*\]", r"'[^']*'", r'"[^"]*"',
    r"「[^」]*」",  # quoted: what was typed, a JSON key, a rulebook's own words
    r"(?<![A-Za-z])[a-z]+(?:-[a-z0-9]+)+", r"\S+\.md\b",  # a rules version (dcb-1), a file
    r"(?<![A-Za-z])[A-Z]+(?:\|[A-Z]+)*(?![A-Za-z])",  # metavars (GAME|RULE), abbreviations (ID, JSON)
    r"\S*/\S*", r"[\w.]+\(\)",
    r"(?<![A-Za-z])(?:{})(?![A-Za-z])".format("|".join(map(re.escape, sorted(NAMES, key=len, reverse=True))))]))


@pytest.fixture(autouse=True)
def _english_after():
    yield
    set_language(None)


def _run(argv: list[str], capsys) -> list[str]:
    try:
        main(argv)
    except SystemExit:  # --help, and argparse's usage errors
        pass
    out = capsys.readouterr()
    return [line for line in (out.out + out.err).splitlines() if line.strip()]


def _left_in_english(lines: list[str], lang: str) -> list[str]:
    printed = {*(w for g in KIT for w in _printed_words(g)), *(game_class(g).title for g in GAMES)}
    with speaking(lang):
        printed |= {translated(w) for w in printed}
    words = sorted((w for w in printed if len(w) > 1), key=len, reverse=True)
    found = []
    for line in lines:
        bare = RULE_ID.sub("", line)
        for w in words:
            if w in bare:
                bare = bare.replace(w, "")
        bare = TYPED.sub("", bare)
        if LEFT_IN_ENGLISH[lang].search(bare):
            found.append(line)
    return found


def _deck_files(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"name": "tiny", "squad": [1, 2], "support": [], "side": []}))
    return bad


# the kit's own games (a game installed as a plugin brings its own words, or none)
RUNS = [["--help"], *([command, "--help"] for command in COMMANDS), ["list"], *(["cards", g] for g in KIT),
        *(["rules", g] for g in KIT), ["rules", "yuyu", "--coverage"],
        ["rules", "DSP-24"], ["play", "dspirits", "--seed", "1"], ["validate-deck", "dspirits", "BAD"],
        ["validate-deck", "dspirits", "data/dspirits/decks/stone_guard.json"], ["validate-deck", "yuyu", "MISSING"],
        ["simulate", "dspirits", "--games", "4", "--workers", "1"],
        ["soak", "digimon", "--games", "2", "--workers", "1", "--every", "50"],
        ["play", "chess"], ["play", "digimon", "--seed", "x"], ["rules", "XYZ-1"], ["play"],
        ["simulate", "digimon", "--games", "0"]]


@pytest.mark.parametrize("lang", ["pt", "ja"])
@pytest.mark.parametrize("argv", RUNS, ids=" ".join)
def test_every_command_prints_in_the_language_asked(argv, lang, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(Path(__file__).resolve().parent.parent)
    monkeypatch.setenv("COLUMNS", "1000")  # argparse wraps help at the terminal's width: one line per item
    argv = [str(_deck_files(tmp_path)) if a == "BAD" else str(tmp_path / "missing.json") if a == "MISSING" else a
            for a in argv]
    english = _run(argv, capsys)
    said = _run([*argv, "--lang", lang], capsys)
    assert said and said != english, f"{argv}: nothing printed, or printed in English"
    assert not _left_in_english(said, lang), f"{argv} --lang {lang}: left in English: {_left_in_english(said, lang)}"


def test_the_language_can_come_before_the_command(capsys):
    assert _run(["--lang", "ja", "list"], capsys)[0].startswith("battlespirits Battle Spirits Standard（ルール")
    assert _run(["list", "--lang", "pt"], capsys)[0].startswith("battlespirits Battle Spirits Standard (regras")


# what `bench` measured (its run takes minutes): the report is made from these figures
FIGURES = {"decisions_per_engine": 3000, "anchors": {"uno_us_per_decision": 6.3, "uno_us_per_step": 6.6,
                                                     "chess_us_per_move": 41.0, "chess_import_ms": 78.0},
           "engines": {g: {"us_per_decision": 21.8, "us_per_decision_log_off": 19.7, "steps_per_decision": 4.1,
                           "events_per_decision": 4.2, "clone_us": 45.0, "lean_clone_us": 40.0,
                           "playouts_per_s": 599.0, "undo_us": 90.0, "import_ms": 72.0, "kib_per_game": 23.0,
                           "svg_board_ms": 1.4} for g in GAMES}}


@pytest.mark.parametrize("lang", ["pt", "ja"])
def test_the_bench_and_coverage_tables_read_in_the_language_and_line_up(lang, capsys, monkeypatch):
    """Their headings through the catalogue; each table's lines as wide as one another on a terminal, where a
    Japanese character takes two columns (a heading wider than its column widens it)."""
    from cardgames import bench
    from cardgames.core.words import columns

    monkeypatch.setattr(bench, "bench", lambda quick=False: FIGURES)
    english = _run(["bench"], capsys)
    said = _run(["bench", "--lang", lang], capsys)
    assert len(said) == len(english) and said[1] != english[1], said
    assert not _left_in_english(said, lang), _left_in_english(said, lang)
    table = said[1:2 + len(GAMES)]
    assert len({columns(line) for line in table}) == 1, table
    with speaking(lang):
        assert translated("playouts/s") in said[1] and translated("engine") in said[1]
    coverage = _run(["rules", "--coverage", "--lang", lang], capsys)
    counts = coverage[-2 - len(KIT):-1]
    assert len({columns(line) for line in counts}) == 1, counts
    with speaking(lang):
        assert counts[0].startswith(translated("game")) and coverage[-1] == translated(
            "all {} rules have a test and a notebook cell").format(sum(len(game_class(g).ruleset.rules) for g in KIT))
