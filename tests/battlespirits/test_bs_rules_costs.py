"""Cores, costs, reduction, 継召, Soul Magic, levels and vanishing (BS-11 … BS-24), on positions."""
from __future__ import annotations

import pytest
from bs_helpers import cast_drain, core_source, game_at, player

from cardgames.battlespirits.cards import CardFacts, card_pool
from cardgames.battlespirits.costs import cost_with, split_reduction
from cardgames.core.testing import act, card_in, find, kinds, names_of, pick


def summon(game, card: str, cores: int, keishou: int = 0):
    """Play `card`: exile `keishou` EX cards, pay from the reserve, place `cores` reserve cores; returns events."""
    events = act(game, "play", card)
    if keishou:
        events += pick(game, "exile", keishou)
    while game.state.selection is not None and game.state.selection.rule == "BS-16":
        events += pick(game, core_source(game))
    return events + act(game, "place", args=(cores, 0))


def reduce_event(events):
    return next(e for e in events if e.kind == "reduce")


@pytest.mark.rule("BS-17")
@pytest.mark.parametrize("field, pay", [
    ([], 4),                                   # no symbol on the field: no reduction
    ([("R01", 1)], 3),                         # one red symbol: 1 of Haarier's 2 reduction symbols
    ([("R01", 1), ("R01", 1), ("R01", 1)], 2),  # three red symbols, capped at the 2 printed
    ([("R16", 1)], 2),                         # a double symbol counts as 2
    ([("P04", 1), ("P04", 1)], 4),             # purple symbols do not match red reduction symbols
])
def test_reduction_none_partial_capped_double(field, pay):
    game = game_at(player(field=field, hand=["R04"], reserve=6), player(field=[("P04", 1)]))
    events = summon(game, "Haarier", 1)
    assert reduce_event(events).data["pay"] == pay
    assert game.state.count(0, "trash") == pay


@pytest.mark.rule("BS-17")
def test_cost_never_below_zero():
    cheap = CardFacts(card_pool()["R04"].model_copy(update={"cost": 1}))
    assert split_reduction(cheap, {}, {"red": 2}) == (0, 2) and cost_with(cheap, {}, {"red": 2}) == 0


@pytest.mark.rule("BS-18")
def test_keishou_exiles_an_ex_card_as_one_reduction_counted_first():
    game = game_at(player(field=[("R01", 1)], hand=["R04"], trash=["X01", "X02"], reserve=5),
                   player(field=[("P04", 1)]))
    act(game, "play", "Haarier")
    offered = names_of(game, [game.describe(a).facts["value"] for a in game.decision.actions if a.kind == "pick"])
    assert game.state.selection.rule == "BS-18" and "Ember Heir" in offered
    assert "Dusk Heir" not in offered  # a purple EX symbol is no red reduction
    events = pick(game, "Ember Heir")
    red = reduce_event(events)
    assert (red.rule, red.data["by_keishou"], red.data["by_field"], red.data["pay"]) == ("BS-18", 1, 1, 2)
    assert [game.state.cards[i].id for i in game.state.zone(0, "exile")] == ["X01"]


@pytest.mark.rule("BS-18")
def test_keishou_is_not_offered_when_the_field_fills_every_reduction_symbol():
    game = game_at(player(field=[("R01", 1), ("R01", 1)], hand=["R04"], trash=["X01"], reserve=5),
                   player(field=[("P04", 1)]))
    events = act(game, "play", "Haarier")
    assert game.state.selection.rule == "BS-16" and reduce_event(events).data["pay"] == 2


@pytest.mark.rule("BS-16")
def test_a_cost_is_paid_core_by_core_from_the_reserve_or_from_cards():
    game = game_at(player(field=[("R04", 3)], hand=["R07"], reserve=1), player(field=[("P04", 1)]))
    act(game, "play", "Griffar")                     # Griffar 5, one red symbol on the field: pay 4
    reserve, haarier, soul = core_source(game), core_source(game, "Haarier"), core_source(game, kind="soul")
    assert {game.describe(a).facts["value"] for a in game.decision.actions} >= {reserve, haarier, soul}
    events = pick(game, reserve) + pick(game, haarier, 2) + pick(game, soul)
    pay = next(e for e in events if e.kind == "pay")
    assert pay.rule == "BS-16" and len(pay.data["tokens"]) == 4
    assert all(t[3] == "0.trash" and t[1] == 1 for t in pay.data["tokens"])
    assert game.state.count(0, "trash") == 3 and game.state.count(0, "trash", "soul") == 1


@pytest.mark.rule("BS-16")
def test_a_forced_payment_needs_no_choice():
    game = game_at(player(hand=["R01"], reserve=4, soul_core="trash"), player(field=[("P04", 1)]))
    events = act(game, "play", "Mushakko")
    pay = next(e for e in events if e.kind == "pay")
    assert pay.data["tokens"] == [["core", 1, "0.reserve", "0.trash"]] * 3 and game.decision.kind == "place"


@pytest.mark.rule("BS-16")
def test_a_card_whose_cost_cannot_be_paid_is_refused_naming_the_rule():
    game = game_at(player(hand=["R09"], reserve=1, soul_core="trash"), player(field=[("P04", 1)]))
    hand = card_in(game, 0, "hand", "The FlyingAce Reufalx")
    from cardgames.core.actions import Action
    reason = game.why_not(Action("play", (hand,)))
    assert reason.rule == "BS-16" and "only 1 core" in reason.message


@pytest.mark.rule("BS-19")
def test_paying_from_a_spirit_below_lv1_makes_it_vanish_after_the_payment():
    game = game_at(player(field=[("R04", 1)], hand=["R01"], reserve=2, soul_core="trash"), player(field=[("P04", 1)]))
    act(game, "play", "Mushakko")                     # Mushakko 3, one red symbol: pay 2
    events = pick(game, core_source(game)) + pick(game, core_source(game, "Haarier"))
    kinds = [e.kind for e in events]
    assert kinds.index("pay") < kinds.index("vanish") and game.decision.kind == "place"
    act(game, "place", args=(1, 0))
    assert [game.state.cards[i].id for i in game.state.zone(0, "trash")] == ["R04"]
    assert [game.state.cards[i].id for i in game.state.field(0)] == ["R01"]


@pytest.mark.rule("BS-19")
def test_soul_magic_pays_the_soul_core_and_needs_a_spirit():
    game = game_at(player(field=[("P01", 1)], hand=["X03"], reserve=0), player(field=[("R04", 1)]))
    sm = find(game, "soul_magic", "Soul Flare")
    assert sm is not None and find(game, "magic", "Soul Flare") is None  # 0 cores: only the soul core can pay
    events = game.apply(sm) + game.advance()
    pay = next(e for e in events if e.kind == "pay")
    assert pay.data["tokens"] == [["soul", 1, "0.reserve", "0.trash"]]
    events += pick(game, "Haarier")
    assert any(e.kind == "bp" and e.data["amount"] == -4000 for e in events)
    alone = game_at(player(hand=["X03"], reserve=0), player(field=[("R04", 1)]))
    from cardgames.core.actions import Action
    reason = alone.why_not(Action("soul_magic", (card_in(alone, 0, "hand", "Soul Flare"), 0)))
    assert reason.rule == "BS-19" and "spirit" in reason.message


@pytest.mark.rule("BS-20")
@pytest.mark.parametrize("cores, level", [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (7, 3)])
def test_level_is_the_highest_level_met_capped_at_the_printed_maximum(cores, level):
    assert card_pool()["R09"].level_for(cores, False) == level


@pytest.mark.rule("BS-20")
def test_levels_and_bp_follow_the_cores_on_the_card():
    game = game_at(player(field=[("R09", 1), ("R09", 3), ("R09", 6)]), player(field=[("P04", 1)]))
    spirits = game.state.field(0)
    assert [game.state.level(i) for i in spirits] == [1, 2, 3]
    assert [game.state.bp(i) for i in spirits] == [5000, 8000, 12000]


@pytest.mark.rule("BS-23")
def test_shinkaiho_reaches_the_final_level_with_the_soul_core():
    game = game_at(player(field=[("R09", 0, True)], reserve=2), player(field=[("P04", 1)]))
    reufalx = game.state.field(0)[0]
    assert game.state.level(reufalx) == 3 and game.state.bp(reufalx) == 12000
    assert card_pool()["R07"].level_for(1, True) == 1  # without 真界放 the soul core is one core


@pytest.mark.rule("BS-21")
def test_cores_move_between_the_reserve_and_cards_in_the_main_step():
    game = game_at(player(field=[("R01", 1)], reserve=2), player(field=[("P04", 1)]))
    mushakko = game.state.field(0)[0]
    act(game, "core_on", args=(mushakko, "core"))
    events = act(game, "core_on", args=(mushakko, "core"))
    assert game.state.level(mushakko) == 2
    assert (events[0].rule, events[0].kind, events[0].data["card"], events[0].data["level"]) == (
        "BS-21", "core_move", mushakko, 2)                                       # Lv1 → Lv2
    act(game, "core_off", args=(mushakko, "core"))
    assert game.state.level(mushakko) == 1 and game.state.count(0, "reserve") == 1


@pytest.mark.rule("BS-21")
def test_no_core_moves_outside_the_main_steps():
    game = game_at(player(field=[("R01", 1)], reserve=2), player(field=[("P04", 1)]), step="attack")
    from cardgames.core.actions import Action
    assert game.decision.kind == "attack"
    assert game.why_not(Action("core_on", (game.state.field(0)[0], "core"))) is not None


@pytest.mark.rule("BS-22")
def test_a_card_below_lv1_vanishes_which_is_not_destruction():
    game = game_at(player(field=[("R01", 1, True)], reserve=0, soul_core="field"), player(field=[("P04", 1)]))
    mushakko = game.state.field(0)[0]
    act(game, "core_off", args=(mushakko, "core"))
    assert game.state.level(mushakko) == 1  # the soul core alone still keeps Lv1
    events = act(game, "core_off", args=(mushakko, "soul"))
    vanish = next(e for e in events if e.kind == "vanish")
    assert vanish.rule == "BS-22" and vanish.data["card"] == mushakko and "destroy" not in kinds(events)
    assert game.state.zone(0, "trash") == [mushakko]
    assert game.state.count(0, "reserve") == 1 and game.state.count(0, "reserve", "soul")


@pytest.mark.rule("BS-24")
def test_a_spirit_summoned_without_cores_is_legal_and_vanishes_at_once():
    game = game_at(player(hand=["R01"], reserve=4), player(field=[("P04", 1)]))
    events = summon(game, "Mushakko", 0)
    kinds = [e.kind for e in events]
    assert kinds.index("enter") < kinds.index("vanish") and game.state.field(0) == []


@pytest.mark.rule("BS-11")
def test_ordinary_cores_are_counted_and_life_cores_go_to_the_reserve():
    game = game_at(player(field=[("R16", 1)]), player(life=5, reserve=0, soul_core="trash"), step="attack")
    act(game, "attack", "The FlyingIron Akurai")
    while game.decision.kind == "respond":
        act(game, "pass")
    assert game.state.life(1) == 3 and game.state.count(1, "reserve") == 2  # two symbols: two cores, life to reserve


@pytest.mark.rule("BS-13")
def test_the_count_area_starts_empty_and_grows_by_effects():
    game = game_at(player(hand=["R02"], reserve=5), player(field=[("P04", 1)]))
    assert game.state.count(0, "count") == 0
    events = summon(game, "Gen-Bor", 1)
    count = next(e for e in events if e.kind == "count")
    assert count.rule == "BS-13" and game.state.count(0, "count") == 1
    assert count.data["tokens"] == [["core", 1, "0.void", "0.count"]]


@pytest.mark.rule("BS-14")
def test_the_soul_core_pays_and_levels_like_a_core_and_never_goes_to_life_or_the_void():
    game = game_at(player(field=[("R01", 1)], hand=["R12"], reserve=1), player(field=[("P04", 1)]))
    act(game, "magic", "Break Claw")                            # Break Claw 3 - 1 red symbol = 2
    events = pick(game, core_source(game, kind="soul")) + pick(game, core_source(game, "Mushakko"))
    assert game.state.count(0, "trash", "soul") == 1           # the soul core paid like a core
    while game.state.selection is not None:
        events += pick(game, "Mushakko")
    assert all(t[3] not in ("0.life", "0.void") for e in events for t in (e.data or {}).get("tokens", [])
               if t[0] == "soul")
    assert sum(n for kind, places in game.token_counts().items() if kind == "soul" for n in places.values()) == 2


@pytest.mark.rule("BS-14")
def test_a_card_that_checks_for_the_soul_core():
    game = game_at(player(field=[("P07", 1), ("P07", 0, True)], soul_core="field"), player(field=[("R04", 1)]))
    plain, soul = game.state.field(0)
    assert game.state.bp(plain) == 4000 and game.state.bp(soul) == 6000


@pytest.mark.rule("BS-14")
@pytest.mark.parametrize("choice, soul_left", [("keep_soul", True), ("move_soul", False)])
def test_when_an_effect_moves_cores_the_owner_chooses_about_the_soul_core(choice, soul_left):
    game = cast_drain(("R09", 2, True))
    pick(game, "The FlyingAce Reufalx")
    assert game.decision.kind == "soul_choice" and game.decision.player == 1 and game.decision.rule == "BS-14"
    events = act(game, choice)
    reufalx = game.state.field(1)[0]
    assert game.state.cores_on(reufalx) == ((1, True) if soul_left else (1, False))
    drain = next(e for e in events if e.kind == "drain")
    assert drain.rule == "BS-14" and game.state.count(1, "reserve") + game.state.count(1, "reserve", "soul") == 2
    assert game.state.level(reufalx) == (3 if soul_left else 1)  # 真界放 keeps Lv3 while the soul core stays


@pytest.mark.rule("BS-14")
def test_no_choice_when_every_core_must_go():
    game = cast_drain(("R01", 1, True))
    events = pick(game, "Mushakko")
    assert any(e.kind == "drain" for e in events) and any(e.kind == "vanish" for e in events)
    assert game.state.count(1, "reserve", "soul") == 1


@pytest.mark.rule("BS-17")
def test_variant_a_double_symbol_reduces_once():
    from cardgames.battlespirits import BattleSpiritsGame
    pos = {"turn": 3, "turn_player": 0, "step": "main",
           "players": [player(field=[("R16", 1)], hand=["R04"], reserve=6), player(field=[("P04", 1)])]}
    for once, pay in ((False, 2), (True, 3)):
        game = BattleSpiritsGame(position=pos, options={"double_symbol_reduces_once": once})
        game.advance()
        assert reduce_event(act(game, "play", "Haarier")).data["pay"] == pay


@pytest.mark.rule("BS-24")
def test_variant_a_summon_needs_the_cores_of_lv1():
    from cardgames.battlespirits import BattleSpiritsGame
    pos = {"turn": 3, "turn_player": 0, "step": "main",
           "players": [player(hand=["R04"], reserve=6, soul_core="trash"), player(field=[("P04", 1)])]}
    for needs, least in ((False, 0), (True, 1)):
        game = BattleSpiritsGame(position=pos, options={"summon_needs_lv1": needs})
        game.advance()
        act(game, "play", "Haarier")
        assert min(a.args[0] for a in game.decision.actions) == least
