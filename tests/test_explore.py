"""The plain functions of the ruling explorer (`cardgames.explore`) and the declared vocabularies of the games
(`core.vocabulary`, each game's `vocabulary.py`), for every game."""
from __future__ import annotations

import json
import random
import re

import pytest

from cardgames.core.actions import Action
from cardgames.core.errors import ArgumentError, IllegalActionError, NoDecisionError, PositionError, Violation
from cardgames.explore import actions, describe_kinds, find, kinds_of, open_game, play, position_of, refusals, sentence
from cardgames.games import GAMES, game_class

# a position per game with a decision worth exploring (another game: its first ready-made position)
START = {"digimon": "11_download", "battlespirits": "10_flash", "dspirits": "07_battle", "yuyu": "06_toguro_bonus"}


def start(name: str) -> str:
    return START.get(name) or game_class(name).position_names()[0]
# Python's own text for a tuple or a call: what a refusal must never echo ("attack(0,)", "(1, 2)")
CODE = re.compile(r"\w\(\d|\(\d+,\)|Action\(")


@pytest.mark.parametrize("name", GAMES)
def test_every_decision_and_action_kind_the_engine_offers_is_documented(name: str) -> None:
    """Random play: each decision kind, its rule and each action kind with its number of arguments is in the table."""
    kinds = kinds_of(name)
    cls = game_class(name)
    for seed in range(6):
        game, rng = cls(seed=seed), random.Random(seed)
        game.advance()
        for _ in range(250):
            d = game.decision
            if d is None:
                break
            assert d.kind in kinds, f"{name}: decision kind {d.kind!r} is not documented"
            documented = kinds[d.kind]
            assert d.rule in documented.rules, f"{name} {d.kind}: rule {d.rule} not among {documented.rules}"
            by_kind = {k.kind: k for k in documented.actions}
            for a in d.actions:
                assert a.kind in by_kind, f"{name} {d.kind}: action kind {a.kind!r} is not documented"
                args = by_kind[a.kind].args
                assert sum(not x.optional for x in args) <= len(a.args) <= len(args), (name, d.kind, a)
            game.play(rng.choice(d.actions))


@pytest.mark.parametrize("name", GAMES)
def test_actions_lists_every_legal_action_with_the_decisions_rule(name: str) -> None:
    game = open_game(name, start(name), seed=1)
    rows = actions(game)
    d = game.decision
    assert [r.action for r in rows] == list(d.actions)
    assert {(r.rule, r.title, r.player) for r in rows} == {(d.rule, game.RULES[d.rule].title, d.player)}
    assert all(r.label == game.describe(r.action) and r.kind == r.action.kind and r.args == r.action.args
               for r in rows)
    assert str(rows).splitlines()[0] == f"{game.describe(d.actions[0])}  ({d.rule}, {game.RULES[d.rule].title})"
    assert "<table>" in rows._repr_html_()


@pytest.mark.parametrize("name", GAMES)
def test_refusals_are_the_engines_own_and_read_as_sentences(name: str) -> None:
    game = open_game(name, start(name), seed=1)
    rows = refusals(game)
    assert rows, f"{name}: nothing refused at {start(name)}"
    legal = set(game.legal_actions())
    for row in rows:
        if row.kind == "card":
            assert row.violation == game.why_not_card(row.args[0])
        else:
            action = Action(row.kind, row.args)
            assert action not in legal
            assert row.violation == game.why_not(action)
        assert row.rule == row.violation.rule and row.rule in game.RULES
        assert row.why_not.endswith(f"(rule {row.rule}, {game.RULES[row.rule].title}).")
        assert re.match(r"\W*[A-Z0-9]", row.why_not), row.why_not  # a capital first ("'Done' ends …")
        assert not CODE.search(row.why_not) and not CODE.search(row.label), row
    assert any(not r.now for r in rows) and any(r.now for r in rows)
    assert not any(not r.now for r in refusals(game, others=False))


def test_refusals_of_chosen_candidates() -> None:
    game = open_game("digimon", "11_download", seed=1)
    legal = game.legal_actions()[0]
    rows = refusals(game, [legal, ("attack", (0,)), Action("fly", (1,))])
    assert [r.kind for r in rows] == ["attack", "fly"]  # the legal one is left out
    assert rows[0].label == "Attack ○" and rows[0].rule == "DCB-21"
    assert rows[1].label == "the move 'fly' with 1"


def test_refusals_explain_the_rulings_of_the_download_digivolve_position() -> None:
    game = open_game("digimon", "11_download", seed=1)
    text = str(refusals(game, others=False))
    assert "Evolve into Garurumon: Garurumon is Ice and Agumon is Fire: an evolution keeps the specialty " \
           "(rule DCB-13, Evolution)." in text
    assert "(rule DCB-15, Evolution option cards)" in text


def test_no_decision_no_rows() -> None:
    game = open_game("digimon", "11_redraw_out", seed=1)  # the forced redraw empties the deck: the game ends
    assert game.is_over
    assert actions(game) == [] and "No decision is pending" in str(actions(game))
    assert refusals(game) == []
    with pytest.raises(NoDecisionError, match="no action is named"):
        find(game, "Keep")


@pytest.mark.parametrize("name", GAMES)
def test_play_names_an_action_by_its_label(name: str) -> None:
    game = open_game(name, start(name), seed=1)
    first = game.legal_actions()[0]
    label = game.describe(first)
    twin = game.clone()
    assert find(game, label.upper()) == first
    assert find(game, "  " + label.lower().replace(" ", "   ") + " ") == first
    play(game, label)
    twin.play(first)
    assert game.history == twin.history and [e.text for e in game.events] == [e.text for e in twin.events]


def test_play_refuses_an_unknown_or_ambiguous_name_listing_the_labels() -> None:
    game = open_game("digimon", "11_download", seed=1)
    with pytest.raises(IllegalActionError) as unknown:
        play(game, "Evolve into Greymon")
    assert unknown.value.rule == "DCB-13"
    assert "no action on offer is named 'Evolve into Greymon'" in str(unknown.value)
    for action in game.legal_actions():
        assert game.describe(action) in str(unknown.value)
    with pytest.raises(IllegalActionError) as ambiguous:
        play(game, "P")  # Put … and Play …
    assert "fits 2 actions" in str(ambiguous.value) and "Put Garurumon" in str(ambiguous.value)
    assert game.history == []  # nothing happened


def test_game_play_and_apply_take_a_label() -> None:
    game = open_game("digimon", "11_download", seed=1)
    game.play("Play Download Digivolve")
    assert any("evolves into Garurumon" in e.text for e in game.events)


def test_a_prefix_names_an_action() -> None:
    game = open_game("digimon", "11_download", seed=1)
    assert game.describe(find(game, "put garu")) == "Put Garurumon in the Evolution Zone (+10 P.E)"
    assert find(game, "End") == game.legal_actions()[-1]


def test_copies_of_a_card_are_one_name() -> None:
    """Two copies of a card in the hand give two actions of one label: the name takes the first."""
    game = game_class("battlespirits")(seed=0)
    game.advance()
    rng = random.Random(0)

    def twins() -> list:
        listed = game.legal_actions()
        return [a for a, b in zip(listed, listed[1:], strict=False) if game.describe(a) == game.describe(b)]

    while not twins():
        game.play(rng.choice(game.legal_actions()))
    first = twins()[0]
    assert find(game, game.describe(first)) is first


@pytest.mark.parametrize("name", GAMES)
def test_describe_kinds_lists_every_decision_kind_in_words(name: str) -> None:
    rows = describe_kinds(name)
    assert {r.decision for r in rows} == set(kinds_of(name))
    assert describe_kinds(game_class(name)) == rows
    rules = game_class(name).RULES
    for row in rows:
        assert row.does and row.asks
        for rule in row.rules.split(", "):
            assert rule.split(" ", 1)[0] in rules
    assert len(str(rows).splitlines()) == len(rows)


def test_sentence() -> None:
    rules = game_class("digimon").RULES
    assert sentence(Violation("DCB-13", "an evolution keeps the specialty"), rules) == \
        "An evolution keeps the specialty (rule DCB-13, Evolution)."
    assert sentence(Violation("position", "players.0.deck: too long.")) == "Players.0.deck: too long (position)."
    assert sentence(Violation("", "nothing to do")) == "Nothing to do."


@pytest.mark.parametrize("name", GAMES)
def test_an_unknown_move_is_refused_in_words(name: str) -> None:
    """Found 12 of issue 18: a refusal never echoes code such as `fly(1,)`."""
    game = open_game(name, start(name), seed=1)
    for action in (Action("fly", (1,)), Action(game.legal_actions()[0].kind, (10 ** 6, 0))):
        refusal = game.why_not(action)
        assert refusal is not None and not CODE.search(str(refusal)), refusal


def test_an_action_without_a_label_reads_as_words() -> None:
    assert str(Action("attack", (0,))) == "the move 'attack' with 0"
    assert str(Action("core_on", (12, "soul"))) == "the move 'core_on' with 12 and 'soul'"
    assert str(Action("end_step")) == "the move 'end_step'"
    assert "garbage collector" not in (Action.__doc__ or "")


def test_open_game_from_a_name_a_path_a_dict_or_a_game(tmp_path) -> None:
    by_name = open_game("digimon", "11_download", seed=1)
    path = game_class("digimon").POSITIONS.path("11_download")
    by_path = open_game("digimon", str(path), seed=1)
    data = json.loads(path.read_text())
    by_dict = open_game({"game": "digimon", **data}, seed=1)
    assert by_name.to_position() == by_path.to_position() == by_dict.to_position()
    copy = open_game(by_name)
    assert copy is not by_name and copy.to_position() == by_name.to_position()
    copy.play(copy.legal_actions()[-1])
    assert by_name.history == []  # the original is not changed
    unbuilt = open_game("digimon", "11_download", advance=False)
    assert unbuilt.decision is None and unbuilt.can_step
    with pytest.raises(TypeError):
        open_game(data)  # a position alone must name its game
    with pytest.raises(ArgumentError, match="unknown game .chess."):
        open_game("chess")
    bad = dict(data, turn=0)
    with pytest.raises(PositionError):
        open_game("digimon", bad)


@pytest.mark.parametrize("call, match", [
    (lambda g: open_game(42), "unknown game 42"),
    (lambda g: open_game("digimon", 42), "position must be a dict"),
    (lambda g: open_game("digimon", advance="no"), "advance must be True or False"),
    (lambda g: describe_kinds(None), "unknown game None"),
    (lambda g: actions(None), "game must be a game"),
    (lambda g: refusals(g, [42]), "each candidate must be an action"),
    (lambda g: refusals(g, 42), "candidates must be a list"),
    (lambda g: refusals(g, others=None), "others must be True or False"),
    (lambda g: find(g, 10 ** 5000), "name must be a non-empty text"),
    (lambda g: find(g, None), "name must be a non-empty text"),
    (lambda g: play(g, 42), "name must be an action's label"),
    (lambda g: sentence("x"), "violation must be a Violation"),
])
def test_the_explorer_checks_its_arguments(call, match):
    game = open_game("digimon", "11_download")
    before = game.snapshot()
    with pytest.raises(ArgumentError, match=match):
        call(game)
    assert game.snapshot() == before


def test_a_huge_name_is_quoted_short():
    game = open_game("digimon", "11_download")
    with pytest.raises(IllegalActionError) as caught:
        find(game, "\x1b[2J" + "x" * 5000)
    assert len(str(caught.value)) < 2000 and "\x1b" not in str(caught.value)
    with pytest.raises(IllegalActionError) as caught:
        game.apply("x" * 10 ** 6)
    assert len(str(caught.value)) < 2000


def test_position_of_copies_all_the_way_down():
    data = json.loads(game_class("digimon").POSITIONS.path("11_download").read_text())
    copied = position_of("digimon", data)
    first_list = next(k for k, v in data.items() if isinstance(v, list | dict) and k != "game")
    assert copied[first_list] == data[first_list] and copied[first_list] is not data[first_list]


def test_the_events_of_play_print_in_words():
    game = open_game("digimon", "11_download")
    events = play(game, game.describe(game.legal_actions()[0]))
    assert str(events) == "\n".join(map(str, events)) and "Event(" not in repr(events)
    assert str(events).startswith("[")
