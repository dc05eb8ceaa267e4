"""The game breakers, each with its cost, timing and restriction: Squad Recharge (DSP-30), Extra Draw (DSP-31), Soul
Exchange (DSP-32), the retired Soul Shift (DSP-33, a variant), Limbo (DSP-34, in test_dsp_rules_battle), Field Rush
(DSP-35), Super Charge (DSP-36)."""
from __future__ import annotations

import pytest
from dsp_helpers import Card, game_at, player, spirit

from cardgames.core.actions import Action
from cardgames.core.testing import act, card_in, find, of_kind, pass_all, rules_of


@pytest.mark.rule("DSP-30")
def test_squad_recharge_costs_half_the_sp_and_returns_the_d_world_spirits():
    game = game_at(player(squad=[], dworld=[Card.PEBBLIT, Card.TUSKLING, Card.QUEEN, Card.SURGE], sp=3001), player(),
                   step="draw")
    assert [a.kind for a in game.decision.actions] == ["draw", "recharge"]
    events = act(game, "recharge")
    assert game.state.sp_of(0) == 3001 - 1500   # half, rounded down
    squad = sorted(game.state.cards[c].name for c in game.state.zone(0, "squad"))
    assert squad == ["Pebblit", "Tuskling"] and "DSP-30" in rules_of(events)   # not the D-Evolution, not Surge
    assert game.decision.kind == "draw" and find(game, "recharge") is None


@pytest.mark.rule("DSP-30")
def test_no_recharge_while_the_squad_deck_has_a_spirit():
    game = game_at(player(squad=[Card.MOSSLING], dworld=[Card.PEBBLIT]), player(), step="draw")
    assert game.why_not(Action("recharge", ())).rule == "DSP-30"


@pytest.mark.rule("DSP-31")
def test_extra_draw_costs_500_after_the_normal_draw():
    game = game_at(player(), player(), step="draw")
    act(game, "draw", args=("squad",))
    assert game.decision.kind == "extra"
    act(game, "extra_draw", args=("support",))
    assert game.state.sp_of(0) == 4500 and len(game.state.zone(0, "hand")) == 2


@pytest.mark.rule("DSP-31")
def test_no_extra_draw_on_the_first_turn():
    game = game_at(player(first_turn=True), player(), step="draw", turn=1)
    act(game, "draw", args=("squad",))
    assert game.decision.kind == "main"
    assert game.why_not(Action("extra_draw", ("squad",))).rule == "DSP-31"


@pytest.mark.rule("DSP-32")
def test_soul_exchange_once_a_turn_before_battle_not_a_regular_summon():
    game = game_at(player(scene=[Card.PEBBLIT], hand=[Card.TUSKLING, Card.ROCKWRAGGLE]), player())
    peb = game.state.zone(0, "scene")[0]
    events = act(game, "soul_exchange", args=(peb, card_in(game, 0, "hand", "Tuskling")))
    assert game.state.in_zone(peb, 0, "hand") and not game.state.seats[0].summoned and "DSP-32" in rules_of(events)
    assert find(game, "summon", card_in(game, 0, "hand", "Rockwraggle")) is not None   # the Regular Summon is left
    tusk = card_in(game, 0, "scene", "Tuskling")
    assert game.why_not(Action("soul_exchange", (tusk, card_in(game, 0, "hand", "Rockwraggle")))).rule == "DSP-32"


@pytest.mark.rule("DSP-32")
def test_soul_exchange_needs_a_turn_on_the_field_or_a_super_d_summon():
    game = game_at(player(scene=[spirit(Card.PEBBLIT, new=True)], hand=[Card.TUSKLING]), player())
    exchange = Action("soul_exchange", (game.state.zone(0, "scene")[0], card_in(game, 0, "hand", "Tuskling")))
    assert game.why_not(exchange).rule == "DSP-32"
    game = game_at(player(scene=[spirit(Card.PEBBLIT, new=True, super=True)], hand=[Card.TUSKLING]), player())
    assert find(game, "soul_exchange") is not None
    battle = game_at(player(scene=[Card.PEBBLIT], hand=[Card.TUSKLING]), player(), step="battle")
    assert battle.why_not(Action("soul_exchange", (battle.state.zone(0, "scene")[0], card_in(battle, 0, "hand",
                                                                                       "Tuskling")))).rule == "DSP-32"


@pytest.mark.rule("DSP-33")
def test_soul_shift_is_a_variant_off_by_default():
    game = game_at(player(scene=[Card.PEBBLIT]), player())
    assert find(game, "soul_shift") is None
    assert game.why_not(Action("soul_shift", (game.state.zone(0, "scene")[0],))).rule == "DSP-33"
    shifted = game_at(player(scene=[Card.PEBBLIT]), player(), options={"soul_shift": True})
    peb = shifted.state.zone(0, "scene")[0]
    act(shifted, "soul_shift", peb)
    assert shifted.state.in_zone(peb, 0, "szone") and shifted.state.sp_of(0) == 4200
    assert "Soul Shift" in [b["name"] for b in shifted.view()["breakers"]]


@pytest.mark.rule("DSP-35")
def test_field_rush_bids_from_500_instead_of_drawing_and_blocks_extra_draw():
    game = game_at(player(support=[Card.STONE, Card.SURGE], side=[Card.VOLCANIC]), player(), step="draw")
    rushes = [a for a in game.decision.actions if a.kind == "field_rush"]
    assert {game.state.cards[a.args[0]].name for a in rushes} == {"Stone Garden", "Volcanic Realm"}
    volcanic = card_in(game, 0, "side", "Volcanic Realm")
    hand = len(game.state.zone(0, "hand"))
    events = act(game, "field_rush", volcanic) + pass_all(game)
    assert game.state.in_zone(volcanic, 0, "hand") and game.state.sp_of(0) == 4500
    assert len(game.state.zone(0, "hand")) == hand + 1
    assert game.decision.kind == "main" and {e.rule for e in of_kind(events, "field_rush")} == {"DSP-35"}
    assert game.state.counters.rushed[0]                     # the turn is marked: no Extra Draw (extra_limit, DSP-35)


@pytest.mark.rule("DSP-35")
def test_an_outbid_field_rush_gets_nothing_and_the_winner_pays():
    game = game_at(player(support=[Card.STONE]), player(), step="draw")
    stone = card_in(game, 0, "support", "Stone Garden")
    act(game, "field_rush", stone)
    act(game, "bid", args=(600,))
    act(game, "pass")
    assert game.state.in_zone(stone, 0, "support") and game.state.sp_of(0) == 5000 and game.state.sp_of(1) == 4400


@pytest.mark.rule("DSP-36")
def test_super_charge_skips_this_battle_and_doubles_atk_next_turn_as_the_only_attacker():
    game = game_at(player(scene=[Card.PEBBLIT, Card.TUSKLING]), player(scene=[Card.GOLEM], hand=[Card.MOSSLING]))
    peb = card_in(game, 0, "scene", "Pebblit")
    events = act(game, "super_charge", peb)
    assert game.state.sp_of(0) == 4500 and game.state.tp == 1 and "DSP-36" in rules_of(events)  # no Battle Step
    while game.state.tp == 1:
        last = game.decision.actions[-1]
        act(game, *(("end_battle",) if find(game, "end_battle") else ("to_battle",) if find(game, "to_battle")
                    else (last.kind, None, last.args)))
    while game.decision.kind != "main":
        game.apply(game.decision.actions[-1])
        game.advance()
    assert game.state.atk(peb) == 2000
    act(game, "to_battle")
    attackers = {a.args[0] for a in game.decision.actions if a.kind == "attack"}
    assert attackers == {peb}
    tusk = card_in(game, 0, "scene", "Tuskling")
    assert game.why_not(Action("attack", (tusk, game.state.zone(1, "scene")[0]))).rule == "DSP-36"


@pytest.mark.rule("DSP-36")
def test_leaving_the_field_cancels_the_charge():
    game = game_at(player(scene=[spirit(Card.PEBBLIT)], charge=0), player(scene=[Card.ROCKWRAGGLE]), tp=1,
                   step="battle")
    act(game, "attack", args=(game.state.zone(1, "scene")[0], game.state.zone(0, "scene")[0]))
    pass_all(game)
    assert game.state.seats[0].charge == -1 and game.state.zone(0, "scene") == []


def test_pixie_gains_sp():
    game = game_at(player(hand=[Card.PIXIE, Card.FLARE]), player())
    act(game, "summon", card_in(game, 0, "hand", "Glimmerpix"))
    assert game.state.sp_of(0) == 5300
