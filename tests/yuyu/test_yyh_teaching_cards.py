"""One scenario per effect of the teaching set (RULES.md §4) and the other cards of the pool."""
from __future__ import annotations

import pytest
from yyh_helpers import attack_and_pay, game_at, player

from cardgames.core.actions import Action
from cardgames.core.testing import act, answering, card_in, names_of, of_kind, pick, pick_all

KURAMA, BUI, KUWABARA, HIEI, YUSUKE, GENKAI = "GF-ST41", "GF-ST37", "GF-ST42", "GF-ST39", "GF-R5", "GF-S49"
TOGURO, KARASU, RANDO = "GF-ST38", "GF-ST40", "GF-R36"
HAND2 = ["GF-C55", "GF-C56"]


def compare(events):
    return next(e for e in events if e.kind == "compare").data


def test_kurama_rose_whip_discards_a_card_of_the_opponents_choice_of_the_attacker():
    game = game_at(player(KURAMA, hand=HAND2), player(BUI, hand=["GF-C57", "GF-U140"]), step="attack")
    attack_and_pay(game, "Rose Whip")
    assert answering(game) and game.decision.player == 0
    events = pick(game, "Banshee Shriek")
    assert [(names_of(game, [m[0]]), m[1:]) for m in events[0].data["moves"]] == [
        (["Banshee Shriek"], ["1.hand", "1.discard"])]
    assert [game.state.cards[c].code for c in game.state.zone(1, "discard")] == ["GF-U140"]


def test_hiei_mills_two_and_deadly_attack_one():
    game = game_at(player(HIEI, hand=HAND2 + ["GF-C55"]), player(BUI), step="attack")
    before = len(game.state.zone(1, "deck"))
    attack_and_pay(game, "Katana Expertise")
    assert len(game.state.zone(1, "discard")) == 2 and before - len(game.state.zone(1, "deck")) >= 2
    event = game_at(player(HIEI, hand=["GF-C55"]), player(BUI))
    act(event, "event", "Deadly Attack")
    assert len(event.state.zone(1, "discard")) == 1


def test_elder_toguro_reorders_the_top_four_of_the_opponents_deck():
    game = game_at(player(TOGURO, hand=["GF-C55"]),
                   player(BUI, deck=["GF-C52", "GF-C56", "GF-C57", "GF-C59", "GF-C55"]),
                   step="attack")
    act(game, "attack", name="Sinister Scheme")
    game.play(game.decision.actions[0])               # pays the cost of 1
    assert game.decision.kind == "pick" and len(game.decision.actions) == 4
    last = [a for a in game.decision.actions][-1]    # put the 4th card from the top on top
    game.play(last)
    pick_all(game)
    drawn = [game.state.cards[e.data["card"]].code for e in game.events if e.kind == "draw" and e.player == 1]
    assert drawn[:2] == ["GF-C59", "GF-C52"]          # Player 2's next draws follow the chosen order


def test_karasu_shuffles_every_item_back_and_kuwabara_one_card():
    game = game_at(player(KARASU, hand=["GF-C55"], discard=["GF-U140", "GF-U141", "GF-C57"]), player(BUI),
                   step="attack")
    attack_and_pay(game, "Powerful Reserves")
    assert [game.state.cards[c].code for c in game.state.zone(0, "discard")] == ["GF-C57", "GF-C55"]
    kuwa = game_at(player(KUWABARA, hand=["GF-C55"], discard=["GF-U140"]), player(BUI), step="attack")
    attack_and_pay(kuwa, "Spirit Sword")
    assert answering(kuwa) and kuwa.state.selection.then[0] == "recycled"
    pick(kuwa, "Banshee Shriek")
    assert [kuwa.state.cards[c].code for c in kuwa.state.zone(0, "discard")] == ["GF-C55"]


def test_rando_counts_techniques_and_copies_an_attack():
    game = game_at(player(RANDO, hand=["GF-C55"], attached=[{"card": "GF-C143"}, {"card": "GF-ST169"}]),
                   player(KURAMA), step="attack")
    assert compare(attack_and_pay(game, "Psychic Mimic"))["attack"] == 4000
    copy = game_at(player(RANDO, hand=HAND2), player(BUI, sideline=[HIEI]), step="attack")
    attack_and_pay(copy, "Ability Theft")
    assert answering(copy)
    events = pick(copy, (card_in(copy, 1, "sideline", "Hiei"), 0))   # Hiei's first attack, Katana Expertise
    assert compare(events)["attack"] == 4000 and len(copy.state.zone(1, "discard")) == 2


def test_genkai_in_the_fifth_match_gains_attack_and_pays_less():
    game = game_at(player(GENKAI, hand=["GF-C55"]), player(KURAMA), step="attack", matches=[0, 1, 0, 1])
    assert {k: game.describe(game.decision.actions[0]).facts[k] for k in ("name", "cost", "value")} == {
        "name": "Spirit Focus", "cost": 1, "value": 5000}                  # the 5th match: one card less
    events = attack_and_pay(game, "Spirit Focus")
    assert compare(events)["attack"] == 6000
    early = game_at(player(GENKAI, hand=["GF-C55"]), player(KURAMA), step="attack")
    assert [a.kind for a in early.decision.actions] == ["no_attack"]


def test_yusuke_spirit_blast_after_street_fighting():
    game = game_at(player(YUSUKE, hand=HAND2, last_attack="Street Fighting"), player(BUI), step="attack")
    attack_and_pay(game, "Spirit Blast")
    assert game.state.mod_total(0, "attack") == 2000 and answering(game)
    events = pick(game, False)
    assert compare(events)["attack"] == 6000
    plain = game_at(player(YUSUKE, hand=HAND2), player(BUI), step="attack")
    events = attack_and_pay(plain, "Spirit Blast")
    assert compare(events)["attack"] == 4000


def test_power_of_love_only_on_kuwabara_and_shibattou_against_villains():
    on_hiei = game_at(player(HIEI, hand=["GF-C55"], attached=[{"card": "GF-ST168"}]), player(BUI), step="attack")
    assert compare(attack_and_pay(on_hiei, "Power of Love"))["attack"] == 2000
    sword = game_at(player(HIEI, hand=HAND2, attached=[{"card": "GF-ST170"}]), player(BUI), step="attack")
    assert compare(attack_and_pay(sword, "Shibattou Shining Sword"))["attack"] == 7000


def test_circles_of_inferno_discards_an_item_of_the_opposing_fighter():
    game = game_at(player(BUI, hand=HAND2, attached=[{"card": "GF-ST167"}]),
                   player(KURAMA, attached=[{"card": "GF-U140"}]), step="attack")
    attack_and_pay(game, "Circles of Inferno")
    pick(game, "Banshee Shriek")
    assert [game.state.cards[c].code for c in game.state.zone(1, "discard")] == ["GF-U140"]


def test_spirit_gun_double_pays_two_se_for_three_thousand():
    game = game_at(player(YUSUKE, hand=HAND2, se=2, attached=[{"card": "GF-C154"}]), player(BUI), step="attack")
    attack_and_pay(game, "Spirit Gun Double")
    events = pick(game, True)
    assert compare(events)["attack"] == 7000 and game.state.energy(0) == 0


def test_make_up_of_chains_and_spirit_palm_blast():
    game = game_at(player(BUI, hand=HAND2, attached=[{"card": "GF-C149"}]), player(KURAMA, se=3), step="attack")
    events = attack_and_pay(game, "Make-up of Chains")
    assert [e.data.get("tokens") for e in of_kind(events, "effect")] == [
        [["se", 1, "1.se", "supply"]]]                                  # Player 2 loses 1 SE
    palm = game_at(player(BUI, hand=HAND2, attached=[{"card": "GF-ST172"}]), player(KURAMA, hand=["GF-C57"]),
                   step="attack")
    attack_and_pay(palm, "Spirit Palm Blast")
    assert palm.decision.player == 1
    events = pick(palm, "Efflux")
    assert [(names_of(palm, [m[0]]), m[1:]) for m in events[0].data["moves"]] == [(["Efflux"], ["1.hand", "1.deck"])]
    assert events[0].public.endswith("deck.")                          # the opponent's words name no card


def test_defensive_posture_and_fervor_last_until_the_next_draw_step():
    game = game_at(player(KURAMA, hand=["GF-C56", "GF-C59"]), player(BUI))
    act(game, "event", "Defensive Posture")
    act(game, "event", "Fervor of Fury")
    assert game.state.defense(0) == 3000 + 3000 + 1000
    act(game, "to_attack")
    act(game, "no_attack")
    assert game.state.defense(0) == 7000                        # still up during the opponent's turn
    while game.state.tp == 1:
        game.play(game.decision.actions[-1])
    assert game.state.defense(0) == 3000                        # gone at the owner's next draw step


def test_climatic_finish_needs_eight_damage_and_skips_main_steps():
    game = game_at(player(BUI, hand=["GF-C54"] + HAND2), player(KURAMA), matches=[0, 1, 0, 1])
    act(game, "event", "Climatic Finish")
    assert game.state.needed == 8 and game.state.climatic and game.decision.kind == "attack"
    early = game_at(player(BUI, hand=["GF-C54"]), player(KURAMA))
    act(early, "event", "Climatic Finish")
    assert early.state.needed == 4


def test_ogre_killer_at_the_start_of_the_turn_and_banshee_on_a_non_shishi():
    game = game_at(player(KURAMA, attached=[{"card": "GF-U141"}]), player(BUI), step="draw")
    assert game.decision.kind == "pick" and "top 5" in game.decision.prompt
    banshee = game_at(player(KURAMA, attached=[{"card": "GF-U140"}], hand=HAND2), player(BUI), step="attack")
    assert compare(attack_and_pay(banshee, "Rose Whip"))["attack"] == 4000


def test_armor_of_the_hyena_and_the_vanilla_techniques():
    game = game_at(player(BUI, hand=["GF-C55"], attached=[{"card": "GF-ST165"}]), player(KURAMA), step="attack")
    attack_and_pay(game, "Armor of the Hyena")
    assert game.state.defense(0) == 6000
    slam = game_at(player(KURAMA, hand=["GF-C55"] * 3, attached=[{"card": "GF-ST166"}]), player(BUI), step="attack")
    assert compare(attack_and_pay(slam, "Power Slam"))["attack"] == 8000


def test_an_answer_spelled_as_before_0_3_is_still_taken_with_a_warning():
    """Until 0.4.0 a save or a cell may answer an effect as before (`choose` a card, 1 yes or 0 no, an attack;
    `recycle` a card or -1): it is the pick of that item, with a DeprecationWarning naming it."""
    game = game_at(player(YUSUKE, hand=HAND2, se=2, attached=[{"card": "GF-C154"}]), player(BUI), step="attack")
    attack_and_pay(game, "Spirit Gun Double")
    assert game.why_not(Action("choose", (1,))) is None and game.why_not(Action("choose", (7,))) is not None
    with pytest.warns(DeprecationWarning, match="pick"):
        events = game.play(Action("choose", (1,)))
    assert compare(events)["attack"] == 7000 and game.state.energy(0) == 0
    saved = game.save()  # a save made before 0.3.0 holds the former spelling: it replays to the same game
    assert saved["actions"][-1] == {"kind": "pick", "args": [0]}
    saved["actions"][-1] = {"kind": "choose", "args": [1]}
    with pytest.warns(DeprecationWarning):
        assert type(game).load(saved).to_position() == game.to_position()
    copy = game_at(player(RANDO, hand=HAND2), player(BUI, sideline=[HIEI]), step="attack")
    attack_and_pay(copy, "Ability Theft")
    hiei = copy.state.zone(1, "sideline")[0]
    with pytest.warns(DeprecationWarning):
        assert compare(copy.play(Action("choose", (hiei, 0))))["attack"] == 4000
    kuwa = game_at(player(KUWABARA, hand=["GF-C55"], discard=["GF-U140"]), player(BUI), step="attack")
    attack_and_pay(kuwa, "Spirit Sword")
    with pytest.warns(DeprecationWarning):
        kuwa.play(Action("recycle", (-1,)))
    assert [kuwa.state.cards[c].code for c in kuwa.state.zone(0, "discard")] == ["GF-U140", "GF-C55"]
