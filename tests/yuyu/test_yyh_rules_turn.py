"""Set-up (YYH-7 … YYH-9), the draw step (YYH-10, YYH-11), the main step and its SE costs (YYH-12, YYH-13), card
types (YYH-2, YYH-5, YYH-6) and the team bonuses (YYH-3)."""
from __future__ import annotations

import pytest
from yyh_helpers import attack_and_pay, damage, game_at, player

from cardgames.core.actions import Action
from cardgames.core.errors import IllegalActionError
from cardgames.core.testing import act, of_kind, pick_all
from cardgames.yuyu import YuyuGame
from cardgames.yuyu.cards import card_pool
from cardgames.yuyu.state import ZONES

KURAMA, BUI, KUWABARA, HIEI, YUSUKE, GENKAI = "GF-ST41", "GF-ST37", "GF-ST42", "GF-ST39", "GF-R5", "GF-S49"
TOGURO, KARASU = "GF-ST38", "GF-ST40"


def to_first_turn(game: YuyuGame) -> list:
    events = game.advance()
    while game.decision.kind == "pick":
        acts = [a for a in game.decision.actions if a.kind == "pick"]
        events += game.play(acts[0] if acts else game.decision.actions[-1])
    return events


@pytest.mark.rule("YYH-8")
def test_setup_is_secret_then_face_down_then_all_face_up_with_zero_se():
    game = YuyuGame(seed=3)
    game.advance()
    first = game.decision
    assert first.kind == "pick" and first.secret and first.player == 0
    game.play(first.actions[0])
    assert game.view(1)["decision"] is None or game.view(1)["decision"]["actions"] is None
    events = to_first_turn(game)
    kinds = [e.kind for e in events]
    assert kinds.index("sealed") < kinds.index("place") < kinds.index("reveal") < kinds.index("toss")
    place = next(e for e in events if e.kind == "place")
    assert len(place.data["moves"]) == 8
    assert not any(c.name.split(",")[0] in place.text for c in game.state.cards)   # face down: no card is named
    for p in (0, 1):
        assert len(game.state.zone(p, "arena")) == 1 and len(game.state.zone(p, "sideline")) == 3
        assert all(game.state.places.face_up[c] for c in game.state.zone(p, "arena") + game.state.zone(p, "sideline"))
    assert game.view(None)["seats"][0]["fighter"]["card"]["name"] == "Yusuke, Resurrected"
    assert not any(e.kind == "se" for e in events[:events.index(next(e for e in events if e.kind == "turn"))])


@pytest.mark.rule("YYH-9")
def test_shuffle_coin_toss_and_four_cards_each():
    firsts = set()
    for seed in range(8):
        game = YuyuGame(seed=seed)
        events = to_first_turn(game)
        toss = next(e for e in events if e.kind == "toss")
        firsts.add(toss.player)
        draws = [e for e in events if e.kind == "draw" and e.rule == "YYH-9"]
        assert len(draws) == 8 and all(len(game.state.zone(p, "hand")) >= 4 for p in (0, 1))
    assert firsts == {0, 1}


@pytest.mark.rule("YYH-10")
def test_only_the_first_players_first_turn_skips_the_draw():
    game = YuyuGame(seed=3)
    events = to_first_turn(game)
    first = game.state.first
    assert not [e for e in events if e.kind == "draw" and e.rule == "YYH-10"]
    assert [(e.rule, e.player, e.data["turn"]) for e in of_kind(events, "turn")] == [("YYH-10", first, 1)]
    while game.state.tp == first:
        events = game.play(game.decision.actions[-1])
    assert len([e for e in events if e.kind == "draw" and e.player == 1 - first]) == 2


@pytest.mark.rule("YYH-11")
def test_two_spirit_energy_per_turn_capped_at_ten():
    game = game_at(player(KURAMA, se=9), player(BUI), step="draw")
    se = next(e for e in game.events if e.kind == "se")
    assert game.state.energy(0) == 10 and se.data == {"tokens": [["se", 1, "supply", "0.se"]], "se": 10}  # 1 fits
    low = game_at(player(BUI, se=3), player(KURAMA), step="draw")
    assert low.state.energy(0) == 5


@pytest.mark.rule("YYH-3")
def test_urameshi_bonus_one_more_se_and_costs_under_the_deck():
    game = game_at(player(KUWABARA, sideline=[KURAMA, HIEI], se=0), player(BUI), step="draw")
    assert game.state.team_bonus(0) == "Urameshi" and game.state.energy(0) == 3
    game = game_at(player(HIEI, sideline=[KURAMA, KUWABARA], hand=["GF-C55", "GF-C56"]), player(BUI), step="attack")
    events = act(game, "attack", name="Katana Expertise") + pick_all(game)
    pay = next(e for e in events if e.kind == "pay")
    assert pay.data["moves"] == [[c, "0.hand", "0.deck"] for c in pay.data["cards"]] and len(pay.data["cards"]) == 2
    assert game.state.zone(0, "deck")[:2] == list(reversed(pay.data["cards"]))   # the last paid lies lowest
    assert not [c for c in game.state.zone(0, "discard") if c in pay.data["cards"]]


@pytest.mark.rule("YYH-3")
def test_toguro_bonus_two_discards_for_six_thousand_and_no_bonus_with_two_members():
    hand = ["GF-C55", "GF-C56", "GF-C57", "GF-C59"]
    game = game_at(player(TOGURO, sideline=[BUI, KARASU], hand=hand), player(BUI), step="attack")
    events = attack_and_pay(game, "Sinister Scheme")   # the first pick pays the cost, the next two the bonus
    assert [e.rule for e in of_kind(events, "boost")] == ["YYH-3"] and of_kind(events, "compare")[0].data["attack"] == \
        4000 + 6000                                                      # Sinister Scheme's 4000, +6000
    assert next(e for e in events if e.kind == "compare").data["attack"] == 4000 + 6000
    pair = game_at(player(TOGURO, sideline=[BUI, KURAMA], hand=hand), player(BUI), step="attack")
    events = attack_and_pay(pair, "Sinister Scheme")
    assert pair.state.team_bonus(0) is None and not any(e.kind == "boost" for e in events)


@pytest.mark.rule("YYH-12")
def test_main_step_any_number_of_actions_in_any_order():
    game = game_at(player(KUWABARA, sideline=[KURAMA], hand=["GF-ST168", "GF-U141", "GF-C57", GENKAI], se=3),
                   player(BUI))
    for kind, card, host in (("place_fifth", "Genkai, the Young", None), ("attach", "Ogre Killer", "Kuwabara"),
                             ("event", "Efflux", None), ("attach", "Power of Love", "Kuwabara")):
        act(game, kind, card, **({"host_name": host, "arena": True} if host else {}))
        assert game.decision.kind == "main"
    assert game.state.zone(0, "sideline")[-1] == next(i for i, c in enumerate(game.state.cards) if c.code == GENKAI)
    assert len(game.state.attachments(game.state.fighter(0))) == 2 and game.state.energy(0) == 2


@pytest.mark.rule("YYH-12")
def test_the_opponents_hand_and_characters_are_refused_the_mistranslation():
    game = game_at(player(KUWABARA, hand=["GF-C57"]), player(BUI, hand=["GF-ST168", "GF-C56"]))
    opp_card = game.state.zone(1, "hand")[0]
    opp_event = game.state.zone(1, "hand")[1]
    for action in (Action("attach", (opp_card, game.state.fighter(0))), Action("event", (opp_event,))):
        refusal = game.why_not(action)
        assert refusal.rule == "YYH-12" and "mistranslation" in refusal.message
        with pytest.raises(IllegalActionError):
            game.apply(act)
    own = game_at(player(KUWABARA, hand=["GF-ST168"]), player(BUI))
    refusal = own.why_not(Action("attach", (own.state.zone(0, "hand")[0], own.state.fighter(1))))
    assert refusal.rule == "YYH-12" and "opponent's character" in refusal.message


@pytest.mark.rule("YYH-12")
def test_a_fifth_character_only_into_an_open_slot():
    full = game_at(player(KUWABARA, sideline=[KURAMA, HIEI, YUSUKE, GENKAI], hand=[GENKAI]), player(BUI))
    assert not [a for a in full.decision.actions if a.kind == "place_fifth"]
    refusal = full.why_not(Action("place_fifth", (full.state.zone(0, "hand")[0],)))
    assert refusal.rule == "YYH-12" and "5 characters" in refusal.message


@pytest.mark.rule("YYH-13")
def test_attaching_in_the_arena_costs_se_at_once_and_is_refused_without_it():
    game = game_at(player(KUWABARA, hand=["GF-U140"], se=1), player(BUI))
    item = game.state.zone(0, "hand")[0]
    refusal = game.why_not(Action("attach", (item, game.state.fighter(0))))
    assert refusal.rule == "YYH-13" and "costs 2 SE" in refusal.message
    rich = game_at(player(KUWABARA, hand=["GF-U140"], se=3), player(BUI))
    events = act(rich, "attach", "Banshee Shriek", host_name="Kuwabara", arena=True)
    assert rich.state.energy(0) == 1 and events[0].data["tokens"] == [["se", 2, "0.se", "supply"]]


@pytest.mark.rule("YYH-13")
def test_face_down_on_the_sideline_costs_nothing_until_it_turns_face_up():
    game = game_at(player(KUWABARA, sideline=[KURAMA], hand=["GF-U140"], se=0), player(BUI))
    events = act(game, "attach", "Banshee Shriek", host_name="Kurama", arena=False)
    item = events[0].data["card"]
    st = game.state
    assert not st.places.face_up[item] and st.energy(0) == 0 and st.places.host[item] == st.zone(0, "sideline")[0]
    assert game.view(1)["seats"][0]["sideline"][0]["attached"][0]["card"] == {"back": True}
    assert game.view(0)["seats"][0]["sideline"][0]["attached"][0]["card"]["name"] == "Banshee Shriek"


@pytest.mark.rule("YYH-5")
def test_an_item_boosts_its_characters_attacks():
    game = game_at(player(YUSUKE, hand=["GF-C55"], attached=[{"card": "GF-U140"}]), player(BUI), step="attack")
    events = attack_and_pay(game, "Street Fighting")   # 4000 + 1000 = 5000 ≥ 5000
    assert next(e for e in events if e.kind == "compare").data["attack"] == 5000 and damage(game) == (0, 1)


@pytest.mark.rule("YYH-6")
def test_an_event_is_played_in_the_main_step_then_discarded():
    game = game_at(player(YUSUKE, hand=["GF-C57", "GF-C55"]), player(BUI))
    event = game.state.zone(0, "hand")[0]
    act(game, "event", "Efflux")
    assert game.state.places.where(event) == "0.discard" and game.state.mod_total(0, "attack") == 3000
    assert game.decision.kind == "main"
    events = attack_and_pay(game, "Street Fighting")
    assert next(e for e in events if e.kind == "compare").data["attack"] == 7000


@pytest.mark.rule("YYH-2")
def test_characters_have_defense_attacks_and_alignment():
    for card in card_pool().values():
        if card.is_character:
            assert card.defense > 0 and card.attacks and card.alignment in ("Hero", "Villain")
            assert all(a.cost >= 0 for a in card.attacks)


@pytest.mark.rule("YYH-7")
def test_the_field_nine_places_and_a_capped_se_track_per_player():
    game = game_at(player(KURAMA, se=10), player(BUI))
    assert set(game.zones()) == {f"{p}.{z}" for p in (0, 1) for z in ZONES}
    with pytest.raises(ValueError, match="YYH-11"):
        game.state.se.move("se", 1, "supply", "0.se")
    fighter = game.view(0)["seats"][0]["fighter"]
    assert fighter["angle"] == 0 and fighter["attached"] == []


@pytest.mark.rule("YYH-10")
def test_variant_the_first_player_also_draws():
    game = YuyuGame(seed=3, options={"first_turn_draw": True})
    events = to_first_turn(game)
    assert len([e for e in events if e.kind == "draw" and e.rule == "YYH-10"]) == 2
