"""Unit tests of cardgames.core: RNG, rules registry, options, actions, data-file errors, deck errors, saves."""
from __future__ import annotations

import json

import pytest

from cardgames.core.actions import Action, Decision
from cardgames.core.data import load_json, validate_data
from cardgames.core.errors import DataFileError, DeckError, OptionError, SaveFileError, Violation
from cardgames.core.options import OptionSpec, resolve_options
from cardgames.core.rng import Rng
from cardgames.core.rules import Rule, RuleRegistry
from cardgames.digimon.cards import CardList, DeckFile
from cardgames.digimon.decks import check_deck
from cardgames.digimon.game import DigimonGame
from cardgames.digimon.rules import RULES


# ----- Rng ----------------------------------------------------------------------------------------------------------
def test_rng_is_deterministic_and_seed_dependent():
    a, b, c = Rng(5), Rng(5), Rng(6)
    seq_a = [a.next64() for _ in range(10)]
    assert seq_a == [b.next64() for _ in range(10)]
    assert seq_a != [c.next64() for _ in range(10)]


def test_rng_state_round_trips():
    r = Rng(9)
    r.next64()
    saved = r.state
    first = [r.randrange(100) for _ in range(5)]
    r.state = saved
    assert [r.randrange(100) for _ in range(5)] == first


def test_rng_randrange_bounds_and_error():
    r = Rng(1)
    values = {r.randrange(6) for _ in range(600)}
    assert values == set(range(6))
    with pytest.raises(ValueError):
        r.randrange(0)


def test_shuffle_is_a_seeded_permutation():
    items = list(range(30))
    a, b = items.copy(), items.copy()
    Rng(3).shuffle(a)
    Rng(3).shuffle(b)
    assert a == b and sorted(a) == items and a != items
    c = items.copy()
    Rng(4).shuffle(c)
    assert c != a


def test_shuffle_is_roughly_uniform():
    counts = [0] * 4
    r = Rng(11)
    for _ in range(4000):
        items = [0, 1, 2, 3]
        r.shuffle(items)
        counts[items[0]] += 1
    assert all(850 < n < 1150 for n in counts)


# ----- rules registry ----------------------------------------------------------------------------------------------
def test_registry_lookup_and_unknown_id():
    reg = RuleRegistry("demo", [Rule("X-1", "One", "the first rule"), Rule("X-2", "Two", "the second", "a ruling")])
    assert "X-1" in reg and len(reg) == 2 and reg["X-2"].ruling == "a ruling"
    assert reg.cite("X-1") == "X-1"
    with pytest.raises(KeyError, match="X-3"):
        reg.cite("X-3")
    with pytest.raises(KeyError):
        reg["X-3"]
    assert "ruling: a ruling" in reg.table()


def test_registry_refuses_a_duplicate_id():
    with pytest.raises(ValueError):
        RuleRegistry("demo", [Rule("X-1", "a", "b"), Rule("X-1", "c", "d")])


def test_digimon_registry_has_dcb_1_to_27():
    assert [r.id for r in RULES] == [f"DCB-{i}" for i in range(1, 28)]


# ----- options -----------------------------------------------------------------------------------------------------
SPECS = (OptionSpec("flag", False, "a flag"), OptionSpec("count", 3, "a number"))


def test_options_defaults_and_overrides():
    assert resolve_options(SPECS, None) == {"flag": False, "count": 3}
    assert resolve_options(SPECS, {"count": 5}) == {"flag": False, "count": 5}


@pytest.mark.parametrize("given", [{"nope": True}, {"flag": 1}, {"count": True}, {"count": "3"}])
def test_options_unknown_name_or_wrong_type(given):
    with pytest.raises(OptionError):
        resolve_options(SPECS, given)


def test_game_rejects_a_bad_option():
    with pytest.raises(OptionError, match="ps1_turn_one"):
        DigimonGame(seed=0, options={"ps1_turn_one": True})
    with pytest.raises(OptionError):
        DigimonGame(seed=0, options={"ps1_turn1": "yes"})


# ----- actions -----------------------------------------------------------------------------------------------------
def test_actions_are_equal_by_kind_and_arguments():
    a, b = Action("attack", (0,)), Action("attack", [0])
    assert a == b and hash(a) == hash(b) and not (a != b)
    assert a != Action("attack", (1,)) and a != Action("evolve", (0,))
    assert Action.from_json(json.loads(json.dumps(a.to_json()))) == a
    d = Decision(0, "attack", "DCB-21", "Choose", (a,))
    assert d.actions.index(b) == 0 and str(a) == "the move 'attack' with 0" and "DCB-21" in str(d)


# ----- data files --------------------------------------------------------------------------------------------------
def test_data_file_error_names_file_and_field(tmp_path):
    bad = tmp_path / "cards.json"
    bad.write_text(json.dumps([{"ca": 1, "name": "X", "implemented": True, "text": "", "kind": "digimon",
                                "level": "Q", "specialty": "Fire", "hp": 100, "evolve_cost": 0, "pe": 0,
                                "circle": {"name": "a", "power": 1}, "triangle": {"name": "b", "power": 1},
                                "cross": {"name": "c", "power": 1}}]))
    with pytest.raises(DataFileError) as info:
        load_json(bad, CardList)
    assert info.value.path == str(bad) and "level" in info.value.field
    assert str(bad) in str(info.value) and "level" in str(info.value)


def test_data_file_error_for_bad_json_and_missing_file(tmp_path):
    bad = tmp_path / "deck.json"
    bad.write_text('{"name": "x", "cards": [1, 2,]}')
    with pytest.raises(DataFileError) as info:
        load_json(bad, DeckFile)
    assert info.value.path == str(bad) and "line 1" in info.value.field
    with pytest.raises(DataFileError):
        load_json(tmp_path / "missing.json", DeckFile)


def test_data_file_error_for_a_missing_field(tmp_path):
    bad = tmp_path / "deck.json"
    bad.write_text('{"name": "x"}')
    with pytest.raises(DataFileError) as info:
        load_json(bad, DeckFile)
    assert info.value.field == "cards"
    with pytest.raises(DataFileError, match="inline: field .colour."):
        validate_data({"name": "x", "cards": [], "colour": "red"}, DeckFile, "inline")


# ----- deck errors -------------------------------------------------------------------------------------------------
def test_deck_error_lists_every_violation():
    err = DeckError([Violation("DCB-1", "too small"), Violation("DCB-5", "two A cards")], "my deck")
    text = str(err)
    assert "my deck" in text and "2 violation" in text and "[DCB-1] too small" in text
    assert "[DCB-5] two A cards" in text
    with pytest.raises(DeckError) as info:
        check_deck([285, 285, 172, 185], "tiny")
    assert sorted(v.rule for v in info.value.violations) == ["DCB-1", "DCB-5", "DCB-5"]


# ----- saves -------------------------------------------------------------------------------------------------------
def test_load_rejects_another_game_or_rules_version():
    game = DigimonGame(seed=1)
    game.advance()
    data = game.save()
    assert DigimonGame.load(data).snapshot()[:4] == game.snapshot()[:4]
    with pytest.raises(SaveFileError, match="rules version"):
        DigimonGame.load({**data, "rules_version": "dcb-0"})
    with pytest.raises(SaveFileError, match="game"):
        DigimonGame.load({**data, "game": "yyh"})


def test_load_rejects_an_action_that_cannot_be_replayed():
    game = DigimonGame(seed=1)
    game.advance()
    data = game.save()
    data["actions"] = [{"kind": "attack", "args": [9]}]
    with pytest.raises(SaveFileError, match="actions.0"):
        DigimonGame.load(json.dumps(data))


def test_undo_keeps_checkpoints_only_and_replays_the_rest_exactly():
    """Undo keeps every UNDO_CHECKPOINT-th snapshot (the rest were long-lived garbage-collector work) and replays
    from the last checkpoint: each undo still lands on the exact state and event log of the decision before."""
    from cardgames.core.agents import RandomAgent

    game = DigimonGame(seed=4)
    agents = (RandomAgent(7), RandomAgent(8))
    game.advance()
    before: list[tuple] = []
    while not game.is_over and len(before) < 2 * game.UNDO_CHECKPOINT + 5:
        before.append((game.snapshot(), list(game.events)))
        game.apply(agents[game.decision.player].choose(game))
        game.advance()
    assert len(before) == 2 * game.UNDO_CHECKPOINT + 5
    assert [i for i, kept in enumerate(game._undo) if kept is not None] == [0, 16, 32]
    for snapshot, events in reversed(before):
        game.undo()
        assert game.snapshot() == snapshot
        assert game.events == events


def test_undo_thins_old_checkpoints_and_still_lands_exactly():
    """Checkpoints more than 32 actions back are kept every 64th action only (`UNDO_TIERS`: a finished game's
    memory); undoing past a thinned one replays from the checkpoint kept before it, to the exact state and events."""
    from cardgames.core.agents import RandomAgent
    from cardgames.games import game_class

    game = game_class("battlespirits")(seed=3)
    agents = (RandomAgent(5), RandomAgent(6))
    game.advance()
    before: list[tuple] = []
    while not game.is_over and len(before) < 100:
        before.append((game.snapshot(), list(game.events)))
        game.apply(agents[game.decision.player].choose(game))
        game.advance()
    assert len(before) == 100
    assert [i for i, kept in enumerate(game._undo) if kept is not None] == [0, 64, 80, 96]
    for snapshot, events in reversed(before):
        game.undo()
        assert game.snapshot() == snapshot
        assert game.events == events


def test_undo_restores_the_exact_state():
    game = DigimonGame(seed=2)
    game.advance()
    before = game.snapshot()
    game.apply(game.decision.actions[-1])
    game.advance()
    game.undo()
    assert game.snapshot() == before
    with pytest.raises(IndexError):
        game.undo()


def test_importing_an_engine_imports_no_pydantic():
    """pydantic (about half of an engine's import) and the validators are made when a file is first loaded
    (`core.schema`), not when an engine is imported."""
    import subprocess
    import sys

    code = ("import sys; import cardgames.digimon, cardgames.dspirits, cardgames.battlespirits, cardgames.yuyu; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pydantic', 'pydantic_core')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_events_not_read_are_made_again_by_replay_exactly():
    """A game keeps no event until `events` is first read (a simulation's games keep only their actions); the first
    read replays the actions, after undo, a clone or single steps too, and gives exactly the events play returned."""
    from cardgames.core.agents import RandomAgent

    game = DigimonGame(seed=5)
    agents = (RandomAgent(3), RandomAgent(4))
    returned = game.advance()
    for _ in range(30):
        returned += game.apply(agents[game.decision.player].choose(game))
        returned += game.advance()
    returned += game.apply(agents[game.decision.player].choose(game))
    returned += game.step()
    assert game._events is None and game.event_count == len(returned)
    twin = game.clone()
    assert twin.events == returned and game._events is None
    game.undo()
    assert game.events == returned[:game.event_count] and game._events is not None
    assert DigimonGame(seed=5, log_events=False).events == []
    loaded = DigimonGame.load(game.save())  # replayed already: keeps its events as they come, no second replay
    assert loaded._events is not None and loaded.events == game.events
