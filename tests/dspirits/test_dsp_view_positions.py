"""The view (what each seat may see), positions from plain data and back, and the computer opponent."""
from __future__ import annotations

import json

import pytest
from dsp_helpers import Card, game_at, player, spirit

from cardgames.core.agents import RandomAgent, play_match
from cardgames.core.errors import PositionError
from cardgames.core.testing import act, card_in
from cardgames.dspirits import DSpiritsGame
from cardgames.dspirits.agents import HeuristicAgent
from cardgames.dspirits.positions import load_position, position_names


def test_the_view_hides_the_opponents_hand_and_every_deck_order():
    game = game_at(player(hand=[Card.PEBBLIT, Card.FREEZE]), player(hand=[Card.GOLEM]))
    mine, theirs, all_ = game.view(0), game.view(1), game.view(None)
    assert [c["name"] for c in mine["seats"][0]["hand"]] == ["Pebblit", "Freeze Ray"]
    assert theirs["seats"][0]["hand"] == [{"back": True}, {"back": True}] and theirs["seats"][0]["hand_count"] == 2
    assert theirs["seats"][0]["side_cards"] is None and isinstance(mine["seats"][0]["squad"], int)
    assert all_["seats"][1]["hand"][0]["name"] == "Bulwark Golem"
    assert theirs["decision"]["actions"] is None and mine["decision"]["actions"]
    assert json.loads(json.dumps(all_)) == all_



def _usable(game: DSpiritsGame, p: int) -> dict[str, tuple]:
    return {c["name"]: (c["usable"], c["why_not"] and c["why_not"]["rule"]) for c in game.view(p)["seats"][p]["hand"]}


def test_hand_cards_say_whether_they_can_be_used_now_and_which_rule_says_no():
    game = game_at(player(hand=[Card.PEBBLIT, Card.GOLEM, Card.COUNTER]), player(hand=[Card.GOLEM]))
    assert _usable(game, 0) == {"Pebblit": (True, None), "Bulwark Golem": (True, None),
                                "Counter Sign": (False, "DSP-17")}       # an answer only, in a chain
    assert "usable" not in game.view(None)["seats"][1]["hand"][0]        # only the deciding player's cards
    assert game.why_not_card(card_in(game, 0, "hand", "Counter Sign")).rule == "DSP-17"
    assert game.why_not_card(card_in(game, 1, "hand", "Bulwark Golem")).rule == "DSP-5"  # not the decider's hand
    act(game, "summon", card_in(game, 0, "hand", "Pebblit"))
    assert _usable(game, 0)["Bulwark Golem"] == (False, "DSP-12")      # one Regular Summon a turn


def test_in_a_chain_an_answer_is_usable_and_a_d_spirit_is_not():
    game = game_at(player(hand=[Card.FREEZE], scene=[spirit(Card.PEBBLIT)]), player(scene=[spirit(Card.MOSSLING)],
                                                                       hand=[Card.COUNTER, Card.PIXIE]))
    act(game, "play", card_in(game, 0, "hand", "Freeze Ray"))
    assert game.decision.kind == "respond" and game.decision.player == 1
    assert _usable(game, 1) == {"Counter Sign": (True, None), "Glimmerpix": (False, "DSP-12")}


def test_the_view_shows_stacks_statuses_chain_and_breakers():
    game = game_at(player(scene=[spirit(Card.QUEEN, stack=[Card.PIXIE, Card.QUEEN], frozen=True)], hand=[Card.FREEZE]),
                   player(scene=[spirit(Card.MOSSLING, poison=200)], hand=[Card.FREEZE]))
    seat = game.view(0)["seats"][0]["scene"][0]
    assert [c["name"] for c in seat["stack"]] == ["Glimmerpix", "Glimmerqueen"] and seat["frozen"]
    assert game.view(0)["seats"][1]["scene"][0]["poison"] == 200
    breakers = {b["name"]: b for b in game.view(0)["breakers"]}
    assert breakers["Super Charge"]["cost"] == 500 and breakers["Super Charge"]["available"]
    assert breakers["Extra Draw"]["cost"] == 500 and not breakers["Extra Draw"]["available"]
    act(game, "play", card_in(game, 0, "hand", "Freeze Ray"))
    window = game.view(1)["window"]
    assert window["chain"][0]["card"]["name"] == "Freeze Ray" and window["to_act"] == 1


def test_positions_round_trip_with_the_same_legal_actions():
    checked = 0
    for seed in range(6):
        game = DSpiritsGame(seed=seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 50)]
        game.advance()
        while not game.is_over:
            if game.decision.kind in ("main", "battle") and not game.state.windows:
                try:
                    pos = game.to_position()
                except PositionError:
                    pos = None
                if pos:
                    copy = DSpiritsGame(position=pos)
                    copy.advance()
                    assert copy.to_position() == pos
                    assert [copy.describe(a) for a in copy.decision.actions] == \
                        [game.describe(a) for a in game.decision.actions]
                    checked += 1
            game.apply(agents[game.decision.player].choose(game))
            game.advance()
    assert checked > 50


def test_a_bad_position_lists_every_problem():
    bad = {"turn": 3, "players": [{"squad": [Card.QUEEN, 999], "scene": [{"stack": [Card.PEBBLIT, Card.QUEEN]}]},
                                  {"support": [Card.PEBBLIT], "charge": 2}]}
    with pytest.raises(PositionError) as err:
        DSpiritsGame(position=bad)
    rules = {v.rule for v in err.value.violations}
    assert rules == {"DSP-1", "DSP-2", "DSP-3", "DSP-21", "DSP-36"}
    with pytest.raises(PositionError, match="players"):
        DSpiritsGame(position={"turn": 1})


def test_every_shipped_position_builds():
    assert position_names()
    for name in position_names():
        game = DSpiritsGame(position=load_position(name))
        game.advance()
        assert game.decision is not None, name


def test_the_computer_opponent_beats_random_play():
    wins = 0
    for seed in range(30):
        seat = seed % 2
        agents = [RandomAgent(seed), RandomAgent(seed)]
        agents[seat] = DSpiritsGame.computer_agent(seed)
        wins += play_match(DSpiritsGame(seed=seed), agents).outcome.winner == seat
    assert isinstance(DSpiritsGame.computer_agent(1), HeuristicAgent) and wins >= 25
