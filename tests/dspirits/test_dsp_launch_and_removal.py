"""DSP-37 a launch at a card (Boulder Volley) and DSP-21 removal from play (Rift Seal): each outcome from a
position, the zones the cards end in, the SP, the events and the view."""
from __future__ import annotations

import pytest
from dsp_helpers import NAME, Card, game_at, player, spirit

from cardgames.core.actions import Action
from cardgames.core.testing import act, answering, card_in, find, of_kind, pass_all, pick, rules_of
from cardgames.dspirits import RULES
from cardgames.dspirits.game import DSpiritsGame
from cardgames.dspirits.interpreter import NEGATED


def volley(launched_no: int, target: int = Card.TUSKLING, own=(Card.PEBBLIT,), **opponent):
    """Player 0 plays Boulder Volley (300 SP) and launches `launched_no` at the opposing `target`."""
    game = game_at(player(scene=[*own, launched_no], hand=[Card.VOLLEY]), player(scene=[target], **opponent))
    events = act(game, "play", card_in(game, 0, "hand", "Boulder Volley")) + pass_all(game)
    launched = card_in(game, 0, "scene", NAME[launched_no], 1 if launched_no in own else 0)
    victim = game.state.zone(1, "scene")[0]
    events += pick(game, (launched, victim))
    return game, launched, victim, events


@pytest.mark.rule("DSP-37")
def test_a_launch_at_a_card_with_higher_atk_destroys_it_as_a_battle_would():
    game, rock, tusk, events = volley(Card.ROCKWRAGGLE)             # ATK 1200 against Tuskling's 1000
    assert game.state.in_zone(rock, 0, "dworld") and game.state.in_zone(tusk, 1, "dworld")
    assert game.state.sp_of(1) == 5000 - 500                          # Tuskling's SP, as in a battle (DSP-28)
    assert game.state.sp_of(0) == 5000 - 300                          # only the cost: the launched card costs no SP
    assert "DSP-37" in rules_of(events) and [(e.rule, e.data["card"]) for e in of_kind(events, "destroy")] == [
        ("DSP-28", tusk)]
    launch = next(e for e in events if e.kind == "launch")
    assert launch.data["moves"] == [[rock, "0.scene", "0.dworld"]] and launch.data["target"] == tusk


@pytest.mark.rule("DSP-37")
def test_a_launch_at_a_card_with_lower_atk_fails_and_the_launched_card_is_still_lost():
    game, moss, tusk, events = volley(Card.MOSSLING)                 # ATK 500 against 1000
    assert game.state.in_zone(moss, 0, "dworld") and game.state.in_zone(tusk, 1, "scene")
    assert game.state.sp_of(1) == 5000 and game.state.sp_of(0) == 5000 - 300
    assert [(e.rule, e.data["result"]) for e in of_kind(events, "battle")] == [("DSP-37", -1)]   # the launch fails


@pytest.mark.rule("DSP-37")
def test_a_launch_at_a_card_with_equal_atk_destroys_the_target_and_cannot_be_endured():
    # 1000 against 1000; END 900 is beside the point
    game, peb, tusk, events = volley(Card.PEBBLIT, own=(Card.PEBBLIT,))
    assert game.state.in_zone(peb, 0, "dworld") and game.state.in_zone(tusk, 1, "dworld")
    assert game.state.sp_of(1) == 5000 - 500
    assert [(e.rule, e.data["result"]) for e in of_kind(events, "battle")] == [("DSP-37", 0)]    # equal destroys
    assert game.decision.kind == "main"                         # no endure decision: a launch is no attack


@pytest.mark.rule("DSP-37")
def test_the_launch_pair_is_one_choice_and_the_target_can_trigger_as_in_a_battle():
    game = game_at(player(scene=[Card.PEBBLIT, Card.ROCKWRAGGLE], hand=[Card.VOLLEY]),
                   player(scene=[Card.TUSKLING, Card.HOLLOWISP]))
    act(game, "play", card_in(game, 0, "hand", "Boulder Volley"))
    pass_all(game)
    assert answering(game) and game.decision.rule == "DSP-37"
    assert len(game.decision.actions) == 4                     # 2 launched × 2 targets
    wisp = game.state.zone(1, "scene")[1]
    events = pick(game, (card_in(game, 0, "scene", "Rockwraggle"), wisp)) + pass_all(game)
    assert game.state.in_zone(wisp, 1, "dworld") and [e.data["card"] for e in of_kind(events, "ability")] == [wisp]
    assert game.state.sp_of(0) == 5000 - 300 - 300                   # Hollowisp's 'when destroyed in battle' ability


@pytest.mark.rule("DSP-37")
def test_a_launch_at_a_card_needs_an_opposing_d_spirit():
    game = game_at(player(scene=[Card.PEBBLIT], hand=[Card.VOLLEY]), player())
    refused = game.why_not(Action("play", (card_in(game, 0, "hand", "Boulder Volley"),)))
    assert refused.rule == "DSP-20" and "nothing to affect" in refused.message


@pytest.mark.rule("DSP-37")
def test_a_negated_launch_still_sends_the_launched_card_to_the_d_world():
    game = game_at(player(scene=[Card.PEBBLIT], hand=[Card.VOLLEY]), player(scene=[Card.TUSKLING], hand=[Card.COUNTER]))
    peb, tusk = game.state.zone(0, "scene")[0], game.state.zone(1, "scene")[0]
    act(game, "play", card_in(game, 0, "hand", "Boulder Volley"))
    events = act(game, "respond", card_in(game, 1, "hand", "Counter Sign")) + pass_all(game)
    assert game.state.in_zone(peb, 0, "dworld") and game.state.in_zone(tusk, 1, "scene")   # lost, and it hit nothing
    assert game.state.sp_of(1) == 5000 and game.state.sp_of(0) == 5000 - 300
    lost = next(e for e in events if e.kind == "launch")
    assert lost.rule == "DSP-37" and lost.data["moves"] == [[peb, "0.scene", "0.dworld"]]
    assert [e.rule for e in of_kind(events, "negated")] == ["DSP-17"]                  # the launch was negated


@pytest.mark.rule("DSP-37")
def test_the_registry_says_a_negated_or_failed_launch_still_loses_its_card():
    """Defect: the paraphrase of DSP-37 left out the negated launch, which the engine (rightly) still charges."""
    summary = RULES["DSP-37"].summary
    assert "D-World" in summary and "fails" in summary and "negated" in summary


@pytest.mark.rule("DSP-37")
def test_a_negated_launch_lets_its_player_choose_the_d_spirit_it_loses():
    game = game_at(player(scene=[Card.ROCKWRAGGLE, Card.PEBBLIT]), player(hand=[Card.COUNTER]))
    rock, peb = game.state.zone(0, "scene")
    act(game, "special_move", rock)
    act(game, "respond", card_in(game, 1, "hand", "Counter Sign"))
    pass_all(game)
    assert answering(game) and game.decision.rule == "DSP-37"
    assert sorted(item.value for item in game.state.selection.items) == sorted([rock, peb])
    pick(game, peb)
    assert game.state.in_zone(peb, 0, "dworld") and game.state.in_zone(rock, 0, "scene") and game.state.sp_of(1) == 5000


@pytest.mark.rule("DSP-21")
def test_removal_from_play_sends_a_card_out_of_the_game_not_to_the_d_world():
    game = game_at(player(hand=[Card.RIFT_SEAL]), player(scene=[Card.PEBBLIT]))
    peb = game.state.zone(1, "scene")[0]
    events = act(game, "play", card_in(game, 0, "hand", "Rift Seal")) + pass_all(game)
    assert game.state.in_zone(peb, 1, "removed") and game.state.zone(1, "dworld") == [] and game.state.sp_of(1) == 5000
    remove = next(e for e in events if e.kind == "remove")
    assert remove.rule == "DSP-21" and remove.data["moves"] == [[peb, "1.scene", "1.removed"]]
    seat = game.view(0)["seats"][1]
    assert [c["name"] for c in seat["removed"]] == ["Pebblit"] and seat["dworld"] == []


@pytest.mark.rule("DSP-21")
def test_removing_a_d_evolution_removes_the_whole_stack_and_it_never_evolves_again():
    game = game_at(player(hand=[Card.RIFT_SEAL]), player(scene=[spirit(Card.QUEEN, stack=[Card.PIXIE, Card.QUEEN])]))
    queen = game.state.zone(1, "scene")[0]
    pixie = game.state.stack(queen)[0]
    events = act(game, "play", card_in(game, 0, "hand", "Rift Seal")) + pass_all(game)
    assert sorted(game.state.zone(1, "removed")) == sorted([pixie, queen]) and game.state.zone(1, "dworld") == []
    assert game.state.zone(1, "under") == []
    assert [(e.rule, sorted(m[0] for m in e.data["moves"])) for e in of_kind(events, "remove")] == [
        ("DSP-21", sorted([pixie, queen]))]                                           # the whole stack at once
    later = game_at(player(scene=[Card.PIXIE], removed=[Card.QUEEN]), player())
    base, gone = later.state.zone(0, "scene")[0], card_in(later, 0, "removed", "Glimmerqueen")
    assert find(later, "evolve") is None
    refused = later.why_not(Action("evolve", (gone, base)))
    assert refused.rule == "DSP-21" and "removed from play" in refused.message


@pytest.mark.rule("DSP-21")
def test_removed_cards_survive_a_position_round_trip():
    game = game_at(player(scene=[Card.PEBBLIT], removed=[Card.QUEEN, Card.PIXIE]), player())
    written = game.to_position()
    assert written["players"][0]["removed"] == [Card.QUEEN, Card.PIXIE]
    assert game_at(written["players"][0], written["players"][1]).state.zone(0, "removed") == game.state.zone(0,
                   "removed")


@pytest.mark.rule("DSP-37")
def test_a_launch_whose_target_left_before_it_resolved_still_loses_the_launched_card():
    game = game_at(player(scene=[Card.PEBBLIT], hand=[Card.VOLLEY]), player(scene=[Card.TUSKLING], hand=[Card.COUNTER]))
    act(game, "play", card_in(game, 0, "hand", "Boulder Volley"))
    assert game.decision.kind == "respond"
    # the target leaves while the chain is open: the same moment as a position, with Tuskling in the D-World
    moment = game.to_position()
    theirs = moment["players"][1]
    theirs["dworld"], theirs["scene"] = [s["stack"][0] for s in theirs["scene"]], []
    game = DSpiritsGame(seed=0, position=moment)
    game.advance()
    assert game.decision.kind == "respond" and game.state.zone(1, "scene") == []
    events = pass_all(game)
    peb = card_in(game, 0, "dworld", "Pebblit")
    assert game.state.in_zone(peb, 0, "dworld")
    assert [(e.rule, e.data["target"]) for e in of_kind(events, "launch")] == [("DSP-37", -1)]  # the launch fails
    assert next(e for e in events if e.kind == "launch").data["target"] == -1


@pytest.mark.rule("DSP-37")
def test_an_answer_spelled_as_a_target_before_0_3_is_still_taken_with_a_warning():
    """Until 0.4.0 a save may answer an effect with the former `target` action (the card chosen, the card whose
    effect resolves, which effect, which step, the link answered, and for a launch the D-Spirit it hits or -3 a
    negated launch): it is the pick of the item it names, with a DeprecationWarning naming the pick."""
    game = game_at(player(scene=[Card.PEBBLIT, Card.ROCKWRAGGLE], hand=[Card.VOLLEY]),
                   player(scene=[Card.TUSKLING, Card.HOLLOWISP]))
    act(game, "play", card_in(game, 0, "hand", "Boulder Volley"))
    pass_all(game)
    volley_card, rock = card_in(game, 0, "szone", "Boulder Volley"), card_in(game, 0, "scene", "Rockwraggle")
    tusk, wisp = game.state.zone(1, "scene")
    assert game.why_not(Action("target", (rock, volley_card, -1, 0, -1, wisp))) is None
    assert game.why_not(Action("target", (rock, volley_card, -1, 1, -1, wisp))) is not None  # another step
    assert game.why_not(Action("target", (rock, volley_card, -1, 0, -1))) is not None        # no pair
    with pytest.warns(DeprecationWarning, match="pick"):
        game.apply(Action("target", (rock, volley_card, -1, 0, -1, wisp)))
    game.advance()
    assert game.state.in_zone(rock, 0, "dworld") and game.state.in_zone(wisp, 1, "dworld")
    saved = game.save()  # a save made before 0.3.0 holds the former spelling: it replays to the same game
    last = next(i for i, a in enumerate(saved["actions"]) if a["kind"] == "pick")
    saved["actions"][last] = {"kind": "target", "args": [rock, volley_card, -1, 0, -1, wisp]}
    with pytest.warns(DeprecationWarning):
        assert type(game).load(saved).to_position() == game.to_position()
    negated = game_at(player(scene=[Card.ROCKWRAGGLE, Card.PEBBLIT]), player(hand=[Card.COUNTER]))
    rock, peb = negated.state.zone(0, "scene")
    act(negated, "special_move", rock)
    act(negated, "respond", card_in(negated, 1, "hand", "Counter Sign"))
    pass_all(negated)
    with pytest.warns(DeprecationWarning):
        negated.apply(Action("target", (peb, rock, -2, 0, -1, NEGATED)))
    negated.advance()
    assert negated.state.in_zone(peb, 0, "dworld") and negated.state.in_zone(rock, 0, "scene")
