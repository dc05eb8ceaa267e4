"""`why_not` names the rule that forbids an action at every kind of decision: an action of another moment of the
turn cites the rule of that moment, an unlisted answer the rule asking; malformed arguments get a clean refusal
and leave the game as it was."""
from __future__ import annotations

import pytest
from yyh_helpers import game_at, player

from cardgames.core.actions import Action
from cardgames.core.errors import IllegalActionError
from cardgames.core.testing import act
from cardgames.yuyu import YuyuGame, load_position

BUI, KURAMA, YUSUKE, HIEI = "GF-ST37", "GF-ST41", "GF-R5", "GF-ST39"
HAND = ["GF-C55", "GF-C56", "GF-C57"]


def lineup() -> YuyuGame:
    game = YuyuGame(seed=1)
    game.advance()
    return game


def start_reorder() -> YuyuGame:
    """Ogre Killer on Bui: at the start of the turn, the top 5 cards of the deck are put back in order."""
    return game_at(player(BUI, attached=[{"card": "GF-U141"}], hand=list(HAND)), player(KURAMA), step="draw")


def main() -> YuyuGame:
    return game_at(player(BUI, hand=[*HAND, HIEI, "GF-U140"], sideline=[KURAMA, YUSUKE, HIEI, "GF-ST40"], se=1),
                   player(KURAMA, hand=["GF-C57"]))


def event_recycle() -> YuyuGame:
    """Abnormal Endurance played in the main step asks which card of the discard pile to shuffle back."""
    game = game_at(player(BUI, hand=["GF-C52", "GF-C55"], discard=["GF-C56"]), player(KURAMA))
    act(game, "event", "Abnormal Endurance")
    return game


def attack() -> YuyuGame:
    return game_at(player(BUI, hand=["GF-C55"], attached=[{"card": "GF-C143"}]), player(KURAMA), step="attack")


def cost() -> YuyuGame:
    game = game_at(player(BUI, hand=list(HAND)), player(KURAMA), step="attack")
    act(game, "attack", name="Cleave")
    game.play(game.decision.actions[0])
    return game


def toguro() -> YuyuGame:
    game = YuyuGame(seed=1, position=load_position("06_toguro_bonus"))
    game.advance()
    act(game, "attack", name="Cleave")
    game.play(game.decision.actions[0])
    game.play(game.decision.actions[0])
    return game


def rose_whip() -> YuyuGame:
    """Kurama's Rose Whip: look at the opponent's hand and choose a card to discard."""
    game = game_at(player(KURAMA, hand=list(HAND)), player(BUI, hand=["GF-C57"]), step="attack")
    act(game, "attack", name="Rose Whip")
    game.play(game.decision.actions[0])
    game.play(game.decision.actions[0])
    return game


def fallback() -> YuyuGame:
    """Yusuke's Street Fighting (4000) against Bui (5000): no damage, so sub-step 6 asks."""
    game = game_at(player(YUSUKE, hand=list(HAND)), player(BUI), step="attack")
    act(game, "attack", name="Street Fighting")
    game.play(game.decision.actions[0])
    return game


def fallback_pick() -> YuyuGame:
    game = fallback()
    act(game, "fallback", damage=True)
    return game


def hand(game: YuyuGame, k: int = 0, seat: int = 0) -> int:
    return game.state.zone(seat, "hand")[k]


def fighter(game: YuyuGame, seat: int = 0) -> int:
    return game.state.fighter(seat)


MOMENTS = {"lineup": (lineup, "pick"), "start_reorder": (start_reorder, "pick"), "main": (main, "main"),
           "event_recycle": (event_recycle, "pick"), "attack": (attack, "attack"), "cost": (cost, "pick"),
           "toguro": (toguro, "pick"), "rose_whip": (rose_whip, "pick"), "fallback": (fallback, "fallback"),
           "fallback_pick": (fallback_pick, "pick")}

CASES = [
    # the set-up: nothing is played or declared before the first turn
    ("lineup", lambda g: Action("attach", (1, 0)), "YYH-8"),
    ("lineup", lambda g: Action("attack", (0, 0)), "YYH-8"),
    ("lineup", lambda g: Action("done"), "YYH-8"),            # 4 characters, not fewer
    ("lineup", lambda g: Action("pick", (99,)), "YYH-8"),
    ("lineup", lambda g: Action("fallback", (1,)), "YYH-14"),
    # a start-of-turn reorder (Ogre Killer): the main and attack steps come later
    ("start_reorder", lambda g: Action("event", (hand(g),)), "YYH-12"),
    ("start_reorder", lambda g: Action("attack", (fighter(g), 0)), "YYH-14"),
    ("start_reorder", lambda g: Action("pick", (5,)), "YYH-14"),
    # the main step
    ("main", lambda g: Action("attack", (fighter(g), 0)), "YYH-14"),  # go to the attack step first
    ("main", lambda g: Action("no_attack"), "YYH-14"),
    ("main", lambda g: Action("fallback", (1,)), "YYH-14"),
    ("main", lambda g: Action("pick", (0,)), "YYH-12"),
    ("main", lambda g: Action("event", (hand(g, 0, 1),)), "YYH-12"),     # the opponent's hand
    ("main", lambda g: Action("place_fifth", (hand(g, 0),)), "YYH-2"),   # an event is no character
    ("main", lambda g: Action("place_fifth", (hand(g, 3),)), "YYH-12"),  # 5 characters already
    ("main", lambda g: Action("attach", (hand(g, 4), fighter(g))), "YYH-13"),  # 2 SE, 1 left
    ("main", lambda g: Action("attach", (hand(g, 1), fighter(g))), "YYH-4"),   # an event is not attached
    ("main", lambda g: Action("event", (fighter(g),)), "YYH-12"),        # not in the hand at all
    # an event's effect asks in the main step: it is carried out first
    ("event_recycle", lambda g: Action("event", (hand(g),)), "YYH-6"),
    ("event_recycle", lambda g: Action("to_attack"), "YYH-6"),
    ("event_recycle", lambda g: Action("attack", (fighter(g), 0)), "YYH-14"),
    ("event_recycle", lambda g: Action("pick", (9,)), "YYH-14"),         # no such card of the discard pile
    ("event_recycle", lambda g: Action("done"), "YYH-14"),              # a card, or nothing back, is picked
    # the attack step
    ("attack", lambda g: Action("event", (hand(g),)), "YYH-12"),         # the main step is over
    ("attack", lambda g: Action("attack", (fighter(g), 0)), "YYH-14"),   # Cleave costs 2, the hand holds 1
    ("attack", lambda g: Action("attack", (fighter(g, 1), 0)), "YYH-14"),  # the opponent's attack
    ("attack", lambda g: Action("fallback", (1,)), "YYH-14"),
    ("attack", lambda g: Action("pick", (0,)), "YYH-14"),
    # sub-step 1, paying the cost: one attack per turn, the main step over
    ("cost", lambda g: Action("attack", (fighter(g), 0)), "YYH-14"),
    ("cost", lambda g: Action("no_attack"), "YYH-14"),
    ("cost", lambda g: Action("attach", (hand(g), fighter(g))), "YYH-12"),
    ("cost", lambda g: Action("done"), "YYH-14"),                        # 2 cards to pay, 1 picked
    ("cost", lambda g: Action("pick", (0,)), "YYH-14"),                  # already picked
    # sub-step 2, the Toguro bonus (YYH-3)
    ("toguro", lambda g: Action("attach", (hand(g), fighter(g))), "YYH-12"),
    ("toguro", lambda g: Action("pick", (99,)), "YYH-3"),
    ("toguro", lambda g: Action("attack", (fighter(g), 0)), "YYH-14"),
    # sub-step 3, an attack's effect asks (Rose Whip)
    ("rose_whip", lambda g: Action("event", (hand(g),)), "YYH-12"),
    ("rose_whip", lambda g: Action("pick", (1,)), "YYH-14"),            # the opponent's hand holds 1 card
    ("rose_whip", lambda g: Action("no_attack"), "YYH-14"),
    ("rose_whip", lambda g: Action("done"), "YYH-14"),                  # a card is chosen
    # sub-step 6, discarding 2 cards for 1 damage
    ("fallback", lambda g: Action("fallback", (2,)), "YYH-14"),
    ("fallback", lambda g: Action("event", (hand(g),)), "YYH-12"),
    ("fallback", lambda g: Action("attack", (fighter(g), 1)), "YYH-14"),
    ("fallback_pick", lambda g: Action("no_attack"), "YYH-14"),
    ("fallback_pick", lambda g: Action("done"), "YYH-14"),
    ("fallback_pick", lambda g: Action("place_fifth", (hand(g),)), "YYH-12"),
]


@pytest.mark.parametrize(("moment", "refused", "rule"), CASES,
                         ids=[f"{m}-{i}" for i, (m, _, _) in enumerate(CASES)])
def test_why_not_names_the_rule_that_forbids_the_action(moment, refused, rule):
    build, kind = MOMENTS[moment]
    game = build()
    assert game.decision.kind == kind, game.decision
    act = refused(game)
    assert act not in game.decision.actions
    why = game.why_not(act)
    assert why is not None and why.rule == rule, why
    before = game.to_position()
    with pytest.raises(IllegalActionError) as err:
        game.apply(act)
    assert err.value.rule == rule and game.to_position() == before


MALFORMED = [(), ([0],), ("0",), (10 ** 30,), (-5,), (-(10 ** 30),), (None,), (1.5,), ("a", "b"), (0, 1, 2),
             ((0,),), ({},), ([0], [1])]


@pytest.mark.parametrize("moment", sorted(MOMENTS))
def test_malformed_arguments_get_a_clean_refusal(moment):
    game = MOMENTS[moment][0]()
    before = game.to_position()
    kinds = {a.kind for a in game.decision.actions} | {"pick", "attach", "event", "attack", "done",
                                                      "fallback", "place_fifth"}
    for kind in sorted(kinds):
        for args in MALFORMED:
            act = Action(kind, args)
            if act in game.decision.actions:
                continue
            why = game.why_not(act)
            assert why is not None and why.rule.startswith("YYH-"), (act, why)
            with pytest.raises(IllegalActionError):
                game.apply(act)
    assert game.to_position() == before


def test_an_answer_not_offered_is_worded_in_the_readers_language():
    """Sub-step 6's refusal names the card tried and where it lies, or the move tried, as words made when read
    (`core.words.Words`), so a Japanese reader reads no English inside the sentence."""
    from cardgames.core.language import speaking

    game = fallback()
    card = Action("fallback", (hand(game),))
    with speaking("ja"):
        said = str(game.why_not(card))
    assert "（プレイヤー1の手札）は選択肢にない" in said and "Player" not in said, said
    assert "(in Player 1's hand) is not offered" in str(game.why_not(card))
    with speaking("ja"):
        said = str(game.why_not(Action("fallback", (-1,))))
    assert "手「fallback」（-1）は選択肢にない" in said, said
