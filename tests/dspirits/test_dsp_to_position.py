"""`game.to_position()` at every decision: the position builds the same moment again (the same view for every
viewer, the same position written back), inside a chain, a bid, an attack or the opening picks too; and a hostile
`pending` is refused with a `PositionError` naming its field (see `cardgames/dspirits/pending.py`)."""
from __future__ import annotations

import copy
import json

import pytest
from dsp_helpers import Card, game_at, player

from cardgames.core.agents import RandomAgent
from cardgames.core.errors import PositionError
from cardgames.core.harness import comparable_view
from cardgames.core.testing import act, answering, card_in
from cardgames.dspirits import DSpiritsGame
from cardgames.dspirits.positions import load_position, position_names


def round_trip(game: DSpiritsGame) -> dict:
    position = game.to_position()
    assert json.loads(json.dumps(position)) == position
    again = DSpiritsGame(seed=game.seed + 1, position=position)
    events = again.advance()
    assert events == [] or "pending" not in position  # the queue's first step asks the same decision, no more
    for viewer in (None, 0, 1):
        assert comparable_view(again, viewer) == comparable_view(game, viewer)
    assert again.to_position() == position
    return position


def test_every_decision_of_random_games_is_written_and_built_again():
    kinds, refused = set(), 0
    for seed in range(20):
        game = DSpiritsGame(seed=seed)
        agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
        game.advance()
        while not game.is_over:
            try:
                round_trip(game)
                kinds.add("answer" if answering(game) else game.decision.kind)
            except PositionError:
                refused += 1
            game.apply(agents[game.decision.player].choose(game))
            game.advance()
    assert refused == 0
    assert kinds >= {"pick", "answer", "draw", "extra", "main", "battle", "respond"}


def _chain() -> DSpiritsGame:
    """Player 1's Freeze Ray answered by Player 2's Counter Sign: a chain of two links, Player 2 to act again."""
    game = game_at(player(scene=[Card.PEBBLIT], hand=[Card.FREEZE]),
                   player(scene=[Card.GOLEM], hand=[Card.FREEZE, Card.COUNTER]))
    act(game, "play", card_in(game, 0, "hand", "Freeze Ray"))
    act(game, "respond", card_in(game, 1, "hand", "Counter Sign"))
    return game


def test_an_open_chain_keeps_its_links_their_order_the_priority_and_the_passes():
    game = _chain()
    window = round_trip(game)["pending"]["windows"][0]
    assert [link[1][2] for link in window["links"]] == ["0.support_zone.0", "1.support_zone.0"]
    assert window["to_act"] == 1 and window["passes"] == 1 and window["starter"] == 0
    built = DSpiritsGame(seed=5, position=game.to_position())
    built.advance()
    links = built.state.window.links
    assert [(p, built.state.cards[step[2]].name) for p, step in links] == [(0, "Freeze Ray"), (1, "Counter Sign")]
    act(built, "pass")  # and it plays on as the game it was written from
    assert "Freeze Ray" in [built.state.cards[c].name for c in built.state.zone(0, "dworld")]


def test_the_opening_picks_half_made_are_written_and_built_again():
    game = DSpiritsGame(seed=3)
    game.advance()
    for _ in range(3):
        game.apply(game.decision.actions[0])
        game.advance()
    position = round_trip(game)
    assert position["turn"] == 0 and position["step"] == "setup"
    assert position["pending"]["steps"][0][0] == "select" and len(position["pending"]["steps"][0][2]) == 3


def test_a_finished_game_cannot_be_written():
    game = game_at(player(scene=[Card.PEBBLIT]), player(sp=1), step="battle")
    act(game, "attack", args=(game.state.zone(0, "scene")[0], -1))
    assert game.is_over
    with pytest.raises(PositionError, match="no decision is pending"):
        game.to_position()


def _hostile(change) -> PositionError:
    position = copy.deepcopy(_chain().to_position())
    change(position["pending"])
    with pytest.raises(PositionError) as err:
        DSpiritsGame(position=position)
    return err.value


def _set(path: str, value):
    def change(pending: dict) -> None:
        *inner, last = path.split(".")
        node = pending
        for key in inner:
            node = node[int(key)] if isinstance(node, list) else node[key]
        node[int(last) if isinstance(node, list) else last] = value
    return change


@pytest.mark.parametrize("change, field", [
    (_set("steps.0", ["launch_everything"]), "pending.steps.0.0"),
    (_set("steps.0", "priority"), "pending.steps.0"),
    (_set("steps.1", ["main"]), "pending.steps.1"),                            # too few arguments
    (_set("steps.1", ["main", 0, 1]), "pending.steps.1"),                      # too many
    (_set("steps.1", ["main", 2]), "pending.steps.1.1"),                       # no such seat
    (_set("steps.1", ["main", True]), "pending.steps.1.1"),                    # a bool is no seat
    (_set("steps.1", ["pay", 0, 10**30, "DSP-7", "x"]), "pending.steps.1.2"),  # an amount beyond the bank
    (_set("steps.1", ["pay", 0, 100, "DSP-99", "x"]), "pending.steps.1.3"),    # no such rule
    (_set("steps.1", ["to_dworld", 0, "0.hand.9"]), "pending.steps.1.2"),      # no card there
    (_set("steps.1", ["summon", 0, "0.support_zone.0", "regular"]), "pending.steps.1.2"),  # no D-Spirit
    (_set("steps.1", ["effect", 0, "0.support_zone.0", -1, 5, -1, "DSP-18"]), "pending.steps.1.4"),
    (_set("steps.1", ["resolve", 0, "0.scene.0", -2, -1]), "pending.steps.1.3"),  # Pebblit has no Special Move
    (_set("steps.1", ["select", 0, []]), "pending.steps.1"),                   # picks only as the asking step
    (_set("windows.0.links.0", [0, ["main", 0]]), "pending.windows.0.links.0.1"),
    (_set("windows.0.links.0", [0]), "pending.windows.0.links.0"),
    (_set("windows.0.passes", 3), "pending.windows.0.passes"),
    (_set("windows.0.to_act", 2), "pending.windows.0.to_act"),
    (_set("windows.0.name", "Duel"), "pending.windows.0.name"),
    (_set("attack", ["0.support_zone.0", None]), "pending.attack.0"),
    (_set("bid", {"card": "0.scene.0", "amount": 100, "bidder": 0, "won": False, "kind": "realm"}),
     "pending.bid.card"),
    (_set("negated", ["9.hand.0"]), "pending.negated.0"),
    (_set("steps", []), "pending.steps"),
])
def test_a_hostile_pending_is_refused_naming_its_field(change, field):
    problems = _hostile(change).violations
    assert any(v.where == field for v in problems), problems  # the field as data (`Violation.at`)


def test_every_rule_step_has_a_signature():
    """The wing declares its own steps' arguments; core's primitives declare theirs (`core.pending.STEPS`)."""
    from cardgames.core.pending import STEPS
    from cardgames.dspirits.pending import SIGNATURES

    assert set(DSpiritsGame._step_table) <= set(SIGNATURES) | set(STEPS)


def test_the_former_queue_key_is_read_until_0_3_0():
    position = copy.deepcopy(_chain().to_position())
    position["pending"]["queue"] = position["pending"].pop("steps")
    with pytest.warns(DeprecationWarning, match="`steps`"):
        game = DSpiritsGame(position=position)
    game.advance()
    assert game.to_position() == _chain().to_position()


def test_the_opening_picks_belong_to_the_set_up_and_fit_the_decks():
    game = DSpiritsGame(seed=3)
    game.advance()
    position = game.to_position()
    too_many = copy.deepcopy(position)
    too_many["pending"]["steps"][0][2] = ["support"] * 8
    with pytest.raises(PositionError, match="pending.steps.0.2"):
        DSpiritsGame(position=too_many)
    short = copy.deepcopy(position)
    short["players"][short["turn_player"]]["squad"][2:] = []
    short["pending"]["steps"][0][2] = ["squad"] * 3
    with pytest.raises(PositionError, match="more cards picked from a deck than it holds"):
        DSpiritsGame(position=short)
    later = copy.deepcopy(position)
    later["turn"], later["step"] = 3, "main"
    with pytest.raises(PositionError, match="pending.steps.0"):
        DSpiritsGame(position=later)
    setup = copy.deepcopy(position)
    setup["turn"] = 2
    with pytest.raises(PositionError, match="turn 0"):
        DSpiritsGame(position=setup)


@pytest.mark.parametrize("name", position_names())
def test_random_play_from_every_shipped_position_is_written_at_every_decision(name):
    """The tutorials' boards hold the cards the ready-made decks lack (launches at a card, removal, D-Evolution,
    Realms, Limbo...): every decision of random play from each is written and built again."""
    game = DSpiritsGame(seed=1, position=load_position(name))
    agents = [RandomAgent(1), RandomAgent(2)]
    game.advance()
    for _ in range(40):
        if game.is_over:
            break
        round_trip(game)
        game.apply(agents[game.decision.player].choose(game))
        game.advance()
