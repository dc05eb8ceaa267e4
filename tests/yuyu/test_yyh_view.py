"""`view(viewer)`: plain JSON data, hiding what the viewer may not see."""
from __future__ import annotations

import json

from yyh_helpers import game_at, player

from cardgames.core.testing import act
from cardgames.yuyu import YuyuGame


def test_view_is_plain_data_and_hides_the_opponents_hand_and_face_down_cards():
    game = game_at(player("GF-ST42", hand=["GF-C57"], sideline=["GF-ST41"],
                        attached=[{"card": "GF-U140", "on": 1, "face_up": False}]),
                   player("GF-ST37", hand=["GF-C56", "GF-C55"]))
    for viewer in (0, 1, None):
        json.dumps(game.view(viewer))
    mine, theirs = game.view(0)["seats"]
    assert theirs["hand"] == [{"back": True}, {"back": True}] and theirs["hand_count"] == 2
    assert mine["hand"][0]["name"] == "Efflux"
    assert isinstance(mine["deck"], int)
    hidden = game.view(1)["seats"][0]["sideline"][0]["attached"][0]
    assert hidden == {"card": {"back": True}, "face_up": False, "kind": None}
    assert game.view(0)["seats"][0]["sideline"][0]["attached"][0]["card"]["name"] == "Banshee Shriek"
    assert game.view(1)["decision"]["actions"] is None and game.view(0)["decision"]["actions"]


def test_the_set_up_picks_are_secret():
    game = YuyuGame(seed=2)
    game.advance()
    game.play(game.decision.actions[2])
    assert game.view(1)["decision"] is None or game.view(1)["decision"]["actions"] is None
    pick = game.events[-1]
    assert pick.text_for(1) != pick.text and "secret" in pick.text_for(1)


def test_values_after_effects_are_in_the_view():
    game = game_at(player("GF-ST37", hand=["GF-C56", "GF-C57"]), player("GF-ST41"))
    act(game, "event", "Defensive Posture")
    assert game.view(0)["seats"][0]["fighter"]["defense"] == 8000
    assert game.view(0)["seats"][0]["boosts"] == [{"what": "defense", "amount": 3000, "until": "next_draw"}]


def test_hand_cards_say_whether_they_can_be_used_now_and_which_rule_says_no():
    game = game_at(player("GF-ST42", hand=["GF-U140", "GF-C57", "GF-ST41"], se=1), player("GF-ST37", hand=["GF-C56"]))
    hand = {c["name"]: c for c in game.view(0)["seats"][0]["hand"]}
    assert hand["Efflux"]["usable"] and hand["Kurama"]["usable"] and hand["Efflux"]["why_not"] is None
    shriek = hand["Banshee Shriek"]
    assert not shriek["usable"] and shriek["why_not"]["rule"] == "YYH-13" and "costs 2 SE" in shriek["why_not"]["text"]
    assert "usable" not in game.view(None)["seats"][1]["hand"][0]   # only the deciding player's cards
    assert game.why_not_card(shriek["id"]).rule == "YYH-13" and game.why_not_card(hand["Efflux"]["id"]) is None
    assert game.why_not_card(game.state.zone(1, "hand")[0]).rule == "YYH-12"   # not in the deciding player's hand
    game.play(next(a for a in game.decision.actions if a.kind == "to_attack"))
    assert game.decision.kind == "attack"     # the main step is over: hand cards only pay for the attack now
    assert all(not c["usable"] and c["why_not"]["rule"] == "YYH-12" and "main step is over" in c["why_not"]["text"]
               for c in game.view(0)["seats"][0]["hand"])
    game.play(game.decision.actions[0])
    assert game.decision.kind == "pick"       # the cost: any hand card may be discarded
    assert all(c["usable"] for c in game.view(0)["seats"][0]["hand"])


def test_the_opponent_sees_neither_the_set_up_picks_nor_the_prompt_listing_them():
    game = YuyuGame(seed=2)
    game.advance()
    game.play(game.decision.actions[2])
    picked = game.events[-1].values[-1]            # the words of the character picked, as the pick's sentence has them
    assert picked in game.view(0)["decision"]["prompt"] and picked not in game.view(1)["decision"]["prompt"]
    assert game.view(1)["decision"]["prompt"] == "Player 1 chooses in secret."


def test_the_hand_cards_an_effect_asks_for_are_usable():
    """Spirit Palm Blast: the opponent chooses a card of their own hand to shuffle into their deck."""
    game = game_at(player("GF-ST37", hand=["GF-C55", "GF-C56"], attached=[{"card": "GF-ST172"}]),
                   player("GF-ST41", hand=["GF-C57", "GF-C59"]), step="attack")
    act(game, "attack", name="Spirit Palm Blast")
    while game.decision.kind == "pick" and not game.state.selection.answer:
        game.play(game.decision.actions[0])
    assert game.state.selection.answer and game.decision.player == 1
    assert all(c["usable"] for c in game.view(1)["seats"][1]["hand"])


def test_a_yes_or_no_choice_uses_no_hand_card():
    """Yusuke's Spirit Blast (after Street Fighting) asks whether to redraw the hand: its answers 1 and 0 are no
    card ids (nor are True and False)."""
    game = game_at(player("GF-R5", hand=["GF-C55", "GF-C56", "GF-C57"], last_attack="Street Fighting"),
                   player("GF-ST41"),
                   step="attack")
    act(game, "attack", name="Spirit Blast")
    game.play(game.decision.actions[2])   # pay with the last card: card 1 stays in the hand
    assert game.state.selection.answer and 1 in game.state.zone(0, "hand")
    assert not any(c["usable"] for c in game.view(0)["seats"][0]["hand"])
