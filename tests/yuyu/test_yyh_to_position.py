"""`game.to_position()` writes every moment a player decides (set-up line-ups, start-of-turn reorders, the main step
and an event's choices, every sub-step of an attack) as a position that builds the same board again; a position
from bad data is refused with a `PositionError` naming the field (see `cardgames/yuyu/positions.py`)."""
from __future__ import annotations

import copy
import json

import pytest
from yyh_helpers import game_at, player

from cardgames.core.agents import RandomAgent
from cardgames.core.errors import PositionError
from cardgames.core.harness import comparable_view
from cardgames.core.testing import act
from cardgames.yuyu import YuyuGame
from cardgames.yuyu.positions import EFFECT_CHOICES, THEN_KINDS, build_position


def round_trip(game: YuyuGame) -> dict:
    position = game.to_position()
    json.dumps(position)
    copy = YuyuGame(seed=game.seed + 1, position=position)
    copy.advance()
    for viewer in (None, 0, 1):
        assert comparable_view(copy, viewer) == comparable_view(game, viewer)
    assert copy.to_position() == position
    return position


def test_every_decision_of_random_games_is_written_and_rebuilt():
    kinds: dict[str, int] = {}
    refused = []
    for seed in range(20):
        game = YuyuGame(seed=seed)
        agents = [RandomAgent(seed + 1), RandomAgent(seed + 2)]
        game.advance()
        while not game.is_over:
            try:
                position = round_trip(game)
            except PositionError as exc:
                refused.append((seed, game.decision.kind, str(exc)))
            else:
                selection = position.get("pending", {}).get("selection")
                then = selection["then"][0] if selection else None  # an effect's choice: its step, `chosen`...
                moment = THEN_KINDS.get(then, then) if selection else game.decision.kind
                kinds[moment] = kinds.get(moment, 0) + 1
            game.apply(agents[game.decision.player].choose(game))
            game.advance()
    assert refused == []
    assert {"lineup", "cost", "toguro", "reorder", "fallback", "main", "attack", *EFFECT_CHOICES} <= set(kinds)


def test_a_half_chosen_line_up_is_written_with_the_sealed_one():
    game = YuyuGame(seed=3)
    game.advance()
    for _ in range(4):
        game.play(game.decision.actions[0])
    game.play(game.decision.actions[1])
    position = round_trip(game)
    # core writes the selection under way and the sealed line-up, as for every game (`core.pending`)
    selection, sealed = position["pending"]["selection"], position["pending"]["sealed"]
    assert position["step"] == "setup" and set(position["pending"]) == {"selection", "sealed"}
    assert selection["then"] == ["seal", "lineup", "YYH-8", 1] and selection["chosen"] == [1]
    assert [(name, p, len(codes)) for name, p, codes in sealed] == [("lineup", 0, 4)]
    assert "lineup" not in position["players"][0]


def half_chosen_line_up() -> dict:
    game = YuyuGame(seed=3)
    game.advance()
    for _ in range(4):
        game.play(game.decision.actions[0])
    return game.to_position()


def test_a_sealed_line_up_is_checked_against_the_deck():
    position = half_chosen_line_up()
    codes = position["pending"]["sealed"][0][2]
    position["pending"]["sealed"][0][2] = [codes[0]] * 4
    with pytest.raises(PositionError, match=f"pending.sealed: 4 × {codes[0]}, the deck holds"):
        YuyuGame(position=position)
    position["pending"]["sealed"][0] = ["lineup", 0, "GF-ST37"]
    with pytest.raises(PositionError, match="pending.sealed.0: a line-up is sealed as"):
        YuyuGame(position=position)


@pytest.mark.parametrize(("field", "value"), [("prompt", "Choose anything"), ("least", 1), ("secret", False),
                                              ("then", ["seal", "lineup", "YYH-8", 0])])
def test_a_selection_is_the_one_this_moment_asks(field, value):
    """Only `chosen` is the position's own: the rest of a selection is what the board asks, checked."""
    position = half_chosen_line_up()
    position["pending"]["selection"][field] = value
    with pytest.raises(PositionError, match="pending.selection"):
        YuyuGame(position=position)


def test_the_former_moment_fields_are_read_until_0_3_0():
    """Before 0.3.0 what was under way lay beside the board (`attack`, `selection` with its `kind` and `picked`, a
    player's `lineup`); read with a `DeprecationWarning`, it builds the same game."""
    position = paying()
    pending = position.pop("pending")
    former = {**position, "attack": pending["attack"],
              "selection": {"kind": "cost", "picked": pending["selection"]["chosen"]}}
    with pytest.warns(DeprecationWarning, match="now its `pending` part"):
        game = YuyuGame(position=former)
    game.advance()
    assert game.to_position() == {**position, "pending": pending}
    lined_up = half_chosen_line_up()
    now = lined_up.pop("pending")
    lined_up["players"][0]["lineup"] = now["sealed"][0][2]
    with pytest.warns(DeprecationWarning, match="now its `pending` part"):
        game = YuyuGame(position={**lined_up, "selection": {"kind": "lineup", "player": 1}})
    game.advance()
    assert game.to_position()["pending"]["sealed"] == now["sealed"]
    with pytest.raises(PositionError, match="pending: what is under way is given in `pending` only"):
        YuyuGame(position={**position, "pending": pending, "attack": pending["attack"]})


def test_a_finished_game_cannot_be_written():
    game = game_at(player("GF-ST41", deck=[]), player("GF-ST37"), step="draw", turn_player=0)
    assert game.is_over
    with pytest.raises(PositionError, match="no decision is pending"):
        game.to_position()


def paying(**change) -> dict:
    """Bui's Cleave (cost 2) being paid, one card picked, with `change` made to the attack or selection."""
    game = game_at(player("GF-ST37", hand=["GF-C55", "GF-C56", "GF-C57"]), player("GF-ST41"), step="attack")
    act(game, "attack", name="Cleave")
    game.play(game.decision.actions[0])
    position = game.to_position()
    for key, value in change.items():
        part, field = key.split("__")
        position["pending"][part][field] = value
    return position


@pytest.mark.parametrize(("change", "field"), [
    ({"selection__chosen": ["0"]}, "pending.selection.chosen.0"),  # wrong type
    ({"selection__chosen": [True]}, "pending.selection.chosen.0"),
    ({"selection__then": ["shopping", 0]}, "pending.selection.then.0"),
    ({"attack__sub_step": 4}, "pending.attack.sub_step"),          # out of range
    ({"attack__power": 10 ** 30}, "pending.attack.power"),
    ({"attack__source": "0.arena.-1"}, "pending.attack.source"),
    ({"selection__chosen": [5]}, "pending.selection.chosen"),      # no such item
    ({"selection__chosen": [0, 0]}, "pending.selection.chosen"),   # one card picked twice
    ({"selection__chosen": [0, 1]}, "pending.selection.chosen"),   # in range each, together the whole cost
    ({"attack__cost": 4}, "pending.attack.sub_step"),              # a cost above the hand
    ({"attack__source": "0.hand.9"}, "pending.attack.source"),
    ({"attack__source": "1.arena.0"}, "pending.attack.source"),
    ({"selection__then": ["toguro_boost", 0]}, "pending.selection"),  # not the selection of sub-step 1
])
def test_a_bad_moment_is_refused_naming_the_field(change, field):
    with pytest.raises(PositionError) as err:
        YuyuGame(position=paying(**change))
    assert field in str(err.value)


BUI = "0.arena.0"
CLEAVING = {"source": BUI, "value": 6000, "cost": 2, "sub_step": 3}  # Bui's Cleave at its effect (it has none)


@pytest.mark.parametrize(("change", "field"), [
    ({"step": "attack", "attack": CLEAVING, "effect": {"source": BUI, "attack": 0}}, "effect.index"),
    ({"step": "attack", "attack": CLEAVING, "effect": {"source": BUI, "attack": 3}}, "effect.attack"),
    ({"step": "attack", "attack": CLEAVING}, "attack.sub_step"),
    ({"step": "attack", "attack": {**CLEAVING, "cost": 1, "value": 3000}, "effect": {"source": BUI, "attack": 0,
                                                                                "left": 1},
      "players": [player("GF-ST42", discard=["GF-C55"]), player("GF-ST41")]}, "effect.left"),  # one recycle in all
    ({"effect": {"source": BUI, "attack": 0}}, "effect"),
    ({"effect": {"source": "0.arena.0", "attack": -1}}, "effect"),
    ({"effect": {"source": "0.discard.0", "attack": -1}}, "effect.source"),
    ({"start_effects_left": 3}, "start_effects_left"),
    ({"step": "start", "selection": {"kind": "reorder", "cards": 11}}, "selection.cards"),
    ({"step": "start", "selection": {"kind": "reorder", "cards": 2}}, "selection.source"),
    ({"step": "start", "selection": {"kind": "reorder", "cards": 9, "source": "0.arena.0"}}, "selection.source"),
    ({"players": [{"arena": "GF-ST37", "lineup": ["GF-ST37"]}, {"arena": "GF-ST41"}]}, "lineup"),
    ({"step": "setup", "turn": 0, "selection": {"kind": "lineup", "player": 1}}, "players.0"),
])
@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # the former fields, beside the board
def test_a_bad_effect_or_selection_is_refused_naming_the_field(change, field):
    position = {"turn": 3, "step": "main", "players": [player("GF-ST37"), player("GF-ST41")]}
    position.update(change)
    with pytest.raises(PositionError) as err:
        YuyuGame(position=position)
    assert field in str(err.value)
    if "selection" in change or "lineup" in str(change):
        return
    # the same in `pending`, where core writes what is under way
    moved = {k: v for k, v in position.items() if k not in ("attack", "effect")}
    moved["pending"] = {k: position[k] for k in ("attack", "effect") if k in position}
    with pytest.raises(PositionError) as err:
        YuyuGame(position=moved)
    assert (f"pending.{field}" if field.startswith(("attack", "effect")) else field) in str(err.value)


@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # the former fields, beside the board
def test_a_line_up_of_more_copies_than_the_deck_holds_is_refused():
    deck = ["GF-ST37", "GF-ST41", "GF-ST42", "GF-ST39"] + ["GF-C55"] * 10
    position = {"turn": 0, "step": "setup", "selection": {"kind": "lineup", "player": 1},
                "players": [{"deck": deck, "lineup": ["GF-ST37", "GF-ST37", "GF-ST41", "GF-ST42"]}, {"deck": deck}]}
    with pytest.raises(PositionError, match="players.0.lineup: 2 × GF-ST37, the deck holds 1"):
        YuyuGame(position=position)
    position["players"][0]["lineup"] = ["GF-ST37", "GF-ST41", "GF-ST42", "GF-ST39"]
    game = YuyuGame(position=position)
    game.advance()
    assert game.decision.player == 1 and game.decision.kind == "pick"


@pytest.mark.parametrize(("first", "message"), [
    (player("GF-ST37", sideline=["GF-ST41", "GF-ST42"], record=[{"card": "GF-ST39", "won": True}] * 3),
     "more than 5 characters"),                                  # 3 + 2 + 1, each list within its bound
    (player("GF-ST37", sideline=["GF-ST41"], attached=[{"card": "GF-C143", "on": 2}]), "no character in slot 2"),
    (player("GF-ST37", record=[{"card": "GF-ST39", "won": True}] * 2), "2 finished fighters for 1"),
])
def test_values_in_range_that_together_exceed_a_limit_are_refused(first, message):
    with pytest.raises(PositionError, match=message):
        YuyuGame(position={"turn": 3, "matches": [0], "players": [first, player("GF-ST41")]})


@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # the former fields, beside the board
def test_a_set_up_deck_of_fewer_than_4_characters_is_refused():
    deck = ["GF-ST37", "GF-ST41", "GF-ST42"] + ["GF-C55"] * 10
    position = {"turn": 0, "step": "setup", "selection": {"kind": "lineup"}, "players": [{"deck": deck}] * 2}
    with pytest.raises(PositionError, match="players.0.deck: 3 character"):
        YuyuGame(position=position)


def test_a_position_nested_2000_deep_is_refused_without_recursing():
    deep: object = "GF-ST37"
    for _ in range(2000):
        deep = [deep]
    position = {"turn": 3, "players": [{"arena": deep}, player("GF-ST41")]}
    game = YuyuGame.__new__(YuyuGame)
    with pytest.raises(PositionError, match="nested more than"):
        build_position(game, position)


def test_a_card_named_the_former_way_is_read_until_0_3_0():
    """Before 0.3.0 a position named a card {"seat", "zone", "index"}; it is read, with a `DeprecationWarning`."""
    position = paying()
    old = copy.deepcopy(position)
    seat, zone, index = position["pending"]["attack"]["source"].split(".")
    old["pending"]["attack"]["source"] = {"seat": int(seat), "zone": zone, "index": int(index)}
    with pytest.warns(DeprecationWarning, match="named by where it lies"):
        game = YuyuGame(position=old)
    game.advance()
    again = YuyuGame(position=position)
    again.advance()
    assert game.to_position() == again.to_position()
