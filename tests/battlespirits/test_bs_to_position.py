"""`to_position()` at every decision: the position is plain JSON, builds a game that shows the same board and the
same decision to every viewer, and writes itself again; hostile `pending` data is a `PositionError` naming the
field (see `cardgames/battlespirits/pending.py`)."""
from __future__ import annotations

import copy
import json

import pytest
from bs_helpers import cast_drain, core_source, game_at, player

from cardgames.battlespirits import BattleSpiritsGame
from cardgames.battlespirits.pending import SIGNATURES
from cardgames.core.agents import RandomAgent
from cardgames.core.errors import PositionError
from cardgames.core.harness import comparable_view
from cardgames.core.pending import STEPS
from cardgames.core.testing import act, pick


def round_trip(game: BattleSpiritsGame, viewers: tuple = (None, 0, 1)) -> dict:
    position = game.to_position()
    assert json.loads(json.dumps(position)) == position
    rebuilt = BattleSpiritsGame(seed=game.seed + 1, position=position)
    rebuilt.advance()
    for viewer in viewers:
        assert comparable_view(rebuilt, viewer) == comparable_view(game, viewer)
    assert rebuilt.to_position() == position
    return position


def test_every_rule_step_has_a_signature():
    """The wing declares its own steps' arguments; core's primitives declare theirs (`core.pending.STEPS`)."""
    assert set(SIGNATURES) == set(BattleSpiritsGame._step_table) - set(STEPS)
    assert set(BattleSpiritsGame._step_table) <= set(SIGNATURES) | set(STEPS)


def test_to_position_round_trips_at_every_decision_of_twenty_random_games():
    """No refusal at any decision of twenty games (a `PositionError` would be one); each position of the first six
    builds a game that writes it again, and every viewer's view is compared at every decision of the first two (a
    rebuild and the views cost more than the rest of the game together)."""
    written, kinds = 0, set()
    for seed in range(20):
        game, agents = BattleSpiritsGame(seed=seed), [RandomAgent(seed + 1), RandomAgent(seed + 2)]
        game.advance()
        while not game.is_over:
            if seed < 6:
                round_trip(game, (None, 0, 1) if seed < 2 else ())
            else:
                json.dumps(game.to_position())
            written += 1
            kinds.add(game.decision.kind)
            game.apply(agents[game.decision.player].choose(game))
            game.advance()
    assert written > 5000 and kinds == {"mulligan", "main", "pick", "place", "attack", "block", "respond"}


@pytest.mark.rule("BS-14")
def test_the_soul_core_choice_of_a_drain_round_trips():
    game = cast_drain(("R09", 2, True), each=round_trip)
    pick(game, "The FlyingAce Reufalx")
    assert game.decision.kind == "soul_choice"
    round_trip(game)


@pytest.mark.rule("BS-14")
def test_a_drain_names_its_source_card_and_a_former_position_naming_it_in_words_is_read_until_0_4_0():
    """The drain step holds the card whose effect it is (written as where it lies), so its events carry the card;
    before 0.3.0 the step held the card's name, which reads as the card of that name with a DeprecationWarning."""
    game = cast_drain(("R09", 2, True))
    pick(game, "The FlyingAce Reufalx")
    position = game.to_position()
    step = position["pending"]["steps"][0]
    assert step[0] == "drain" and step[4] == position_ref(game, "Soul Bite")
    old = copy.deepcopy(position)
    old["pending"]["steps"][0][4] = "Soul Bite"
    with pytest.warns(DeprecationWarning, match="read by name until 0.4.0"):
        former = BattleSpiritsGame(position=old)
    former.advance()
    assert former.to_position() == position
    events = act(former, "keep_soul")
    drain = next(e for e in events if e.kind == "drain")
    assert former.state.cards[drain.data["source"]].name == "Soul Bite" and "Soul Bite" in drain.text
    with pytest.raises(PositionError, match="names no card"):
        old["pending"]["steps"][0][4] = "No Such Card"
        BattleSpiritsGame(position=old)


def position_ref(game: BattleSpiritsGame, name: str) -> str:
    """Where the position of `game` lists the card named `name` (its first one)."""
    from cardgames.battlespirits.pending import card_refs
    return card_refs(game.state).ref(next(i for i, c in enumerate(game.state.cards) if c.name == name))


def test_a_finished_game_cannot_be_written():
    game = game_at(player(deck=[]), player(), step="start")
    assert game.is_over
    with pytest.raises(PositionError, match="no decision is pending"):
        game.to_position()


def _paying() -> dict:
    """A position in the middle of a payment: Haarier's cost, one core of two picked."""
    game = game_at(player(field=[("R01", 1)], hand=["R03"], reserve=4), player())
    act(game, "play", "Rowamiku")
    pick(game, core_source(game))
    assert game.state.selection is not None
    return game.to_position()


def _at(data: dict, path: str):
    *parts, last = path.split(".")
    for part in parts:
        data = data[int(part)] if isinstance(data, list) else data[part]
    return data, int(last) if isinstance(data, list) else last


HOSTILE = [  # (where, the value put there, the field the refusal names)
    ("pending.steps.0.0", "nonsense", "pending.steps.0.0"),                     # no such step
    ("pending.steps.0.1.player", 2, "pending.steps.0.1.player"),                # no such seat
    ("pending.steps.0.1.rule", "BS-99", "pending.steps.0.1.rule"),              # no such rule
    ("pending.steps.0.1.items.0.0", ["gold", "0.reserve"], "pending.steps.0.1.items.0.0"),  # no such core
    ("pending.steps.0.1.items.0.0", ["core", "card.9.field.0"], "pending.steps.0.1.items.0.0"),  # no such card
    ("pending.steps.0.1.items.0.0", ["core", "card.999"], "pending.steps.0.1.items.0.0"),  # nor by number
    ("pending.steps.0.1.items.0.2", 10**6, "pending.steps.0.1.items.0.2"),      # more cores than a count holds
    ("pending.steps.0.1.chosen", [0] * 7, "pending.steps.0.1.chosen"),          # more picks than the most
    ("pending.steps.0.1.chosen", [1, 1], "pending.steps.0.1.chosen"),           # one soul core picked twice
    ("pending.steps.0.1.then", ["main_choice", 0], "pending.steps.0.1.then.0"),  # a selection goes on with pay...
    ("pending.steps.0.1.then.2", "0.deck.5", "pending.steps.0.1.then.2"),  # a card of the deck is not played
    ("pending.steps.0.1.then.3", 5, "pending.steps.0.1.then.3"),                # Rowamiku has no effect 5
    ("pending.steps.0.1.least", 400, "pending.steps.0.1.least"),                # more than the most
    ("pending.steps.0.1.items", [], "pending.steps.0.1.items"),                 # nothing to pick from
    ("pending.steps.0.1.items.0.2", 9, "pending.steps.0.1.items"),              # the reserve holds 4, not 9
    ("pending.steps.0.1.items.0.0", ["core", "1.reserve"], "pending.steps.0.1.items"),  # the opponent's cores
    ("pending.steps.1", ["pay", 0, "0.hand.0", -1, [["soul", "0.trash"]]], "pending.steps.1.4"),  # no core to pay there
    ("pending.steps.1", ["enter", 0, "0.hand.0", 9, False], "pending.steps.1.3"),        # more than the reserve holds
    ("pending.steps.1", ["reduce", 0, "0.hand.0", -1, ["0.deck.0"]], "pending.steps.1.4"),        # 継召 from the deck
    ("pending.steps.1", ["main", 0], "pending.steps.1"),                        # too few arguments
    ("pending.steps.1", ["main_choice", True], "pending.steps.1.1"),            # true is no seat
    ("pending.steps.1", ["battle_result"], "pending.steps.1"),                  # no battle
    ("pending.steps.1", ["priority"], "pending.steps.1"),                       # no window
    ("pending.steps.1", ["place_cores", 1, "0.deck.5"], "pending.steps.1.2"),            # not player 2's card
    ("pending.steps.1", ["effect", 0, "0.deck.5", "magic", 0, 0], "pending.steps.1.4"),  # R01 is no magic card
    ("pending.steps.1", ["drain", 0, "0.deck.5", 1, "0.hand.0"], "pending.steps.1.2"),  # targets the opponent's
    ("pending.steps.1", ["declare_attack", 0, "0.deck.5"], "pending.steps.1.2"),  # a card of the deck cannot attack
    ("pending.steps.1", "main_choice", "pending.steps.1"),                      # a step is a list
    ("pending.battle", {"attacker": 999}, "pending.battle.attacker"),           # no such card
    ("pending.boosts", [[999, 1000]], "pending.boosts.0.0"),                    # no such card
    ("pending.windows", [{"name": "x", "rule": "BS-99", "first": 0, "to_act": 1}], "pending.windows.0.rule"),
    ("pending.windows", [{"name": "x", "rule": "BS-28", "first": 0, "to_act": 1, "links": [[0, "x"]]}],
     "pending.windows.0.links"),                                                # flash effects resolve at once
    ("pending.steps.0", ["end", 0], "pending.steps.0"),                         # the first step asks the decision
    ("pending.steps.1", ["enter", 0, "0.hand.0", 0, False], "pending.steps.1"),          # run at once, never behind one
    ("pending.steps.1", ["resolve_link"], "pending.steps.1"),                   # no window waits for it
    ("pending.mulligans", [1, 0], "pending.mulligans.0"),                       # not true/false
    ("pending.steps", [], "pending.steps"),                                     # nothing to run
    ("pending.extra", 1, "pending.extra"),                                      # no such field
    ("turn", 0, "BS-9"),                                                        # turn 0 is set-up
]


@pytest.mark.parametrize("path, value, field", HOSTILE, ids=[f"{p}={v!r}"[:60] for p, v, _ in HOSTILE])
def test_hostile_pending_data_is_a_position_error_naming_the_field(path, value, field):
    position = copy.deepcopy(_paying())
    BattleSpiritsGame(position=position).advance()  # the position as written is good
    where, key = _at(position, path)
    where[key] = value
    with pytest.raises(PositionError) as err:
        BattleSpiritsGame(position=position)
    assert field in [v.where or v.rule for v in err.value.violations], str(err.value)  # the field as data


def test_without_pending_a_position_opens_a_step_of_a_turn():
    for step, turn in (("setup", 0), ("refresh", 3), ("main", 0)):
        with pytest.raises(PositionError, match="BS-10"):
            BattleSpiritsGame(position={"turn": turn, "step": step, "players": [player(), player()]})


def test_a_former_position_naming_cards_by_number_is_read_until_0_3_0():
    """Before 0.3.0 `pending` named a card by its number in the position; such a position builds the same game."""
    from cardgames.battlespirits.positions import Position, position_cards
    from cardgames.core.positions import parse_position_data

    position = _paying()
    numbers = {ref: card for card, ref in position_cards(parse_position_data(position, Position)).refs.refs.items()}

    def former(value):
        if isinstance(value, list):
            return [former(v) for v in value]
        if isinstance(value, dict):
            return {k: former(v) for k, v in value.items()}
        if isinstance(value, str) and value.startswith("card.") and value[5:] in numbers:
            return f"card.{numbers[value[5:]]}"
        return numbers.get(value, value) if isinstance(value, str) else value

    old = {**position, "pending": former(position["pending"])}
    assert old != position and "0.hand.0" in json.dumps(position) and "0.hand.0" not in json.dumps(old)
    with pytest.warns(DeprecationWarning, match="named by where it lies"):
        game = BattleSpiritsGame(position=old)
    game.advance()
    assert game.to_position() == position
