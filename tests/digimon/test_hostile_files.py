"""Digimon's decks and positions go through the one core loader: hostile files and hostile inline data get the
kit's own errors naming the file (or the data) and the field."""
from __future__ import annotations

import json
import time

import pytest

from cardgames.core.catalogue import CardCatalogue
from cardgames.core.errors import DataFileError, PositionError
from cardgames.digimon import DigimonGame, load_position, ready_made_deck
from cardgames.digimon.cards import DECK_FILE_LIMIT, load_deck
from cardgames.digimon.decks import resolve_deck

DECK = ready_made_deck("fire_starter")


def write(tmp_path, content, name="deck.json"):
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    return path


def refused(load, path) -> DataFileError:
    with pytest.raises(DataFileError) as info:
        load(path)
    assert info.value.path == str(path) and str(path) in str(info.value)
    return info.value


# ----- deck files ---------------------------------------------------------------------------------------------------
def test_a_bare_list_of_card_numbers_is_a_deck(tmp_path):
    deck = load_deck(write(tmp_path, DECK, "my_deck.json"))
    assert deck.name == "my_deck" and deck.cards == DECK
    assert resolve_deck(str(tmp_path / "my_deck.json")) == ("my_deck", DECK)


@pytest.mark.parametrize("content, field", [([True] + DECK[1:], "0"),
                                            ({"name": "d", "cards": [True] + DECK[1:]}, "cards.0")])
def test_true_is_never_card_1(tmp_path, content, field):
    err = refused(load_deck, write(tmp_path, content))
    assert err.field == field and len(err.problems) == 1


def test_every_wrong_field_of_a_deck_file_is_listed(tmp_path):
    err = refused(load_deck, write(tmp_path, {"name": 7, "description": None, "cards": ["1", 2, 3.0, False]}))
    assert [p.where for p in err.problems] == ["name", "description", "cards.0", "cards.2", "cards.3"]


def test_a_deck_of_a_million_entries_is_refused_early(tmp_path):
    path = write(tmp_path, "[" + ",".join(["1"] * 1_000_000) + "]")
    start = time.perf_counter()
    err = refused(load_deck, path)
    assert err.field == "(top level)" and f"at most {DECK_FILE_LIMIT}" in str(err)
    assert time.perf_counter() - start < 10  # seconds on a busy shared machine; a hang would take minutes


def test_a_deck_file_that_is_no_deck(tmp_path):
    refused(load_deck, write(tmp_path, "5"))
    refused(load_deck, write(tmp_path, b'{"name": "\xff"}'))


def test_inline_decks_are_checked_strictly():
    with pytest.raises(DataFileError) as info:
        DigimonGame(seed=1, decks=[[True] * 30, "ice_starter"])
    assert info.value.path == "deck" and info.value.field == "0"
    with pytest.raises(DataFileError, match="two decks"):
        DigimonGame(seed=1, decks=5)
    with pytest.raises(DataFileError, match="two decks"):
        DigimonGame(seed=1, decks="fire_starter")
    with pytest.raises(DataFileError, match="ready-made: fire_starter, ice_starter"):
        DigimonGame(seed=1, decks=["fire_starter", "fire_startr"])


# ----- position files and inline positions ----------------------------------------------------------------------
def test_a_position_of_600000_cards_is_refused(tmp_path):
    path = write(tmp_path, '{"players": [{"deck": [' + ",".join(["62"] * 600_000) + "]}, {}]}", "pos.json")
    start = time.perf_counter()
    err = refused(load_position, path)
    assert err.field == "players.0.deck" and "at most 30" in str(err)
    assert time.perf_counter() - start < 10  # seconds on a busy shared machine; a hang would take minutes
    with pytest.raises(PositionError, match="players.0.deck"):
        DigimonGame(seed=1, position={"players": [{"deck": [62] * 600_000}, {}]})


@pytest.mark.parametrize("field, value", [("turn_player", True), ("turn_player", 1.0), ("turn", "3"), ("phase", 1),
                                          ("phase", "placement")])
def test_no_coercion_in_positions(tmp_path, field, value):
    err = refused(load_position, write(tmp_path, {field: value, "players": [{}, {}]}, "pos.json"))
    assert err.field == field and f"field '{field}'" in str(err)


def test_every_problem_of_a_position_is_listed(tmp_path):
    bad = {"turn": 0, "players": [{"penalty": True, "hand": [True, "62"]}, {"kos": 1.0, "colour": "red"}]}
    err = refused(load_position, write(tmp_path, bad, "pos.json"))
    expected = ["turn", "players.0.hand.0", "players.0.hand.1", "players.0.penalty", "players.1.kos",
                "players.1.colour"]
    assert sorted(p.where for p in err.problems) == sorted(expected)
    with pytest.raises(PositionError) as info:
        DigimonGame(seed=1, position=bad)
    assert len(info.value.violations) == len(expected)
    assert sorted(v.where for v in info.value.violations) == sorted(expected)  # each field as data


def test_a_float_penalty_is_refused():
    with pytest.raises(PositionError, match="players.0.penalty"):
        DigimonGame(seed=1, position={"players": [{"digimon": [27], "penalty": 2.0}, {}]})


def test_a_player_with_more_cards_than_a_deck(tmp_path):
    with pytest.raises(PositionError) as info:
        DigimonGame(seed=1, position={"players": [{"deck": [62] * 30, "hand": [62]}, {}]})
    assert [v.rule for v in info.value.violations] == ["DCB-1"]


def test_a_position_file_with_bad_bytes_or_duplicate_keys(tmp_path):
    err = refused(load_position, write(tmp_path, b'{"players": [{}, {}], "phase": "st\xc3"}', "pos.json"))
    assert err.field.startswith("byte ")
    err = refused(load_position, write(tmp_path, '{"players": [{}, {}], "turn": 2, "turn": 3}', "pos.json"))
    assert "'turn'" in err.field


def test_a_loaded_position_is_the_callers_to_edit():
    first = load_position("07_counter")
    first["turn"] = 50
    assert load_position("07_counter")["turn"] == 3


# ----- the card list ----------------------------------------------------------------------------------------------
def test_a_card_list_with_a_duplicate_number(tmp_path):
    from cardgames.digimon import cards

    real = json.loads((cards.DATA_DIR / "cards.json").read_text(encoding="utf-8"))
    write(tmp_path, [real[0], {**real[1], "ca": real[0]["ca"]}], "cards.json")
    same = cards.CATALOGUE  # declared again for another folder: nothing loaded yet
    elsewhere = CardCatalogue(tmp_path, same.cards, same.key, same.twice, same.deck, same.otherwise, same.summary)
    err = refused(lambda _: elsewhere.pool(), tmp_path / "cards.json")
    assert err.field == "1.ca" and "CA 0 is already the number of" in str(err)
    assert len(cards.card_pool()) > 300


# ----- the fields that say where in its phase a position stands ------------------------------------------------
BOARD = [{"digimon": [27], "hand": [14], "deck": [200] * 5}, {"digimon": [62], "deck": [200] * 5}]


@pytest.mark.parametrize("field, value", [("player", True), ("player", "1"), ("player", 1.0), ("player", 2),
                                          ("player", -1), ("hand_kept", "yes"), ("hand_kept", 1)])
def test_the_choice_fields_are_typed(field, value):
    with pytest.raises(PositionError) as info:
        DigimonGame(seed=1, position={"phase": "battle", field: value, "players": BOARD})
    assert [v.where for v in info.value.violations] == [field]  # the field as data


def sealed(*entries: tuple) -> dict:
    """A position's pending part holding the sealed attacks `(seat, index)` (core's `sealed`)."""
    return {"pending": {"sealed": [["attack", p, {"action": "attack", "args": [k]}] for p, k in entries]}}


@pytest.mark.parametrize("entry, field", [
    (["attack", 0, {"action": "attack", "args": [3]}], "pending.sealed.0"),
    (["attack", 0, {"action": "attack", "args": [True]}], "pending.sealed.0"),
    (["attack", 0, {"action": "evolve", "args": [0]}], "pending.sealed.0"),
    (["support", 0, {"action": "attack", "args": [0]}], "pending.sealed.0"),
    (["attack", 0, 2], "pending.sealed.0"),
    (["attack", 2, {"action": "attack", "args": [0]}], "pending.sealed.0.1"),  # core's reader: no seat 2
    (["attack", 0], "pending.sealed.0"),
])
def test_a_sealed_attack_is_one_of_three(entry, field):
    with pytest.raises(PositionError) as info:
        DigimonGame(seed=1, position={"phase": "battle", "player": 1, "players": BOARD,
                                      "pending": {"sealed": [entry]}})
    assert [v.where for v in info.value.violations] == [field]


@pytest.mark.parametrize("value", [True, 3, -1, "0", 2.0, [0]])
def test_a_former_sealed_attack_is_one_of_three(value):
    with pytest.raises(PositionError) as info:
        DigimonGame(seed=1, position={"phase": "battle", "player": 1,
                                      "players": [{**BOARD[0], "attack_chosen": value}, BOARD[1]]})
    assert [v.where for v in info.value.violations] == ["players.0.attack_chosen"]


def test_the_former_attack_chosen_is_read_with_a_warning():
    position = {"turn": 2, "phase": "battle", "player": 1, "players": [{**BOARD[0], "attack_chosen": 2}, BOARD[1]]}
    with pytest.warns(DeprecationWarning, match="pending.sealed"):
        former = DigimonGame(seed=1, position=position)
    now = DigimonGame(seed=1, position={**position, "players": BOARD, **sealed((0, 2))})
    former.advance()
    now.advance()
    assert former.to_position() == now.to_position()
    assert now.to_position()["pending"] == sealed((0, 2))["pending"]


@pytest.mark.parametrize("changes, rule, field", [
    # each value is fine alone; together they describe no moment of a game
    ({"player": 1}, "DCB-21", "pending.sealed"),  # the opponent chooses, but the turn player has not
    ({**sealed((0, 0), (1, 1)), "player": 1}, "DCB-21", "pending.sealed.1"),  # both chose: revealed already
    (sealed((0, 0)), "DCB-21", "pending.sealed.0"),  # chooses again
    ({"phase": "support", **sealed((0, 0))}, "DCB-21", "pending.sealed.0"),
    ({**sealed((0, 0), (0, 1)), "player": 1}, "position", "pending.sealed.1"),  # sealed twice (core's reader)
    ({"phase": "evolution", "player": 1}, "DCB-12", "player"),
    ({"phase": "start", "player": 1}, "DCB-8", "player"),
    ({"phase": "preparation", "player": 1, "turn": 3}, "DCB-11", "player"),
    ({"phase": "preparation", "hand_kept": True}, "DCB-9", "hand_kept"),  # a Digimon is in play already
    ({"phase": "evolution", "hand_kept": True}, "DCB-9", "hand_kept"),
    ({"phase": "preparation", "hand_kept": True, "players": [{"hand": [264], "deck": [200]}, BOARD[1]]}, "DCB-10",
     "hand_kept"),  # no Digimon in hand to put into play
    ({"phase": "support", "players": [{**BOARD[0], "support_zone": [14]}, BOARD[1]]}, "DCB-19",
     "players.0.support_zone"),  # the opponent chooses first
    ({"phase": "evolution", "players": [BOARD[0], {**BOARD[1], "support_zone": [200]}]}, "DCB-19",
     "players.1.support_zone"),
    ({"phase": "support", "player": 0, "players": [BOARD[0], {"deck": [200]}]}, "DCB-18", "player"),
])
def test_choice_fields_that_contradict_each_other(changes, rule, field):
    with pytest.raises(PositionError) as info:
        DigimonGame(seed=1, position={"turn": 2, "phase": "battle", "players": BOARD, **changes})
    assert [v.rule for v in info.value.violations] == [rule]
    assert info.value.violations[0].message.startswith(field + ":")


def test_the_opponent_prepares_only_with_the_ps1_option():
    position = {"turn": 1, "phase": "preparation", "player": 1, "players": [BOARD[0], {"hand": [62], "deck": [200]}]}
    with pytest.raises(PositionError, match="ps1_turn1") as info:
        DigimonGame(seed=1, position=position)
    assert [v.rule for v in info.value.violations] == ["DCB-11"]
    game = DigimonGame(seed=1, options={"ps1_turn1": True}, position=position)
    game.advance()
    assert game.decision.kind == "prepare" and game.decision.player == 1
