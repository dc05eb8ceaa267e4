"""Bad input is refused with the kit's own errors, naming the field or the rule: numbers beyond their bounds in a
position or an option, malformed action arguments, and actions of the wrong decision kind (`why_not` names the
rule that forbids each, for every decision kind D-Spirits raises)."""
from __future__ import annotations

import pytest
from dsp_helpers import Card, game_at, player

from cardgames.core.actions import Action
from cardgames.core.errors import IllegalActionError, OptionError, PositionError
from cardgames.core.testing import act, card_in
from cardgames.dspirits import RULES, DSpiritsGame
from cardgames.dspirits.positions import MAX_BOOST, MAX_SP
from cardgames.dspirits.state import BANK_SIZE


def _position(**mine) -> dict:
    return {"turn": 4, "players": [player(scene=[{"stack": [Card.PEBBLIT], **mine}]), player()]}


@pytest.mark.parametrize("boost", [[10**30, 0], [0, -(10**30)], [MAX_BOOST + 1, 0]])
def test_a_boost_beyond_its_bound_is_refused_naming_the_field(boost):
    with pytest.raises(PositionError, match=r"players\.0\.scene\.0\.boost\.[01]") as err:
        DSpiritsGame(position=_position(boost=boost))
    assert "100000" in str(err.value) or "-100000" in str(err.value)


def test_a_boost_at_its_bound_is_kept():
    game = DSpiritsGame(position=_position(boost=[MAX_BOOST, -MAX_BOOST]))
    game.advance()
    assert game.to_position()["players"][0]["scene"][0]["boost"] == [MAX_BOOST, -MAX_BOOST]


@pytest.mark.rule("DSP-7")
@pytest.mark.parametrize("sp", [5_000_001, 10**30, MAX_SP + 1, 0, -5])
def test_starting_sp_beyond_its_bounds_is_refused_naming_the_option_and_the_bound(sp):
    with pytest.raises(OptionError, match=r"'starting_sp' runs from 1 to 1,000,000"):
        DSpiritsGame(seed=1, options={"starting_sp": sp})


@pytest.mark.rule("DSP-7")
def test_the_largest_sp_of_both_players_together_stays_inside_the_bank():
    assert 2 * MAX_SP <= BANK_SIZE
    game = DSpiritsGame(seed=1, options={"starting_sp": MAX_SP})
    game.advance()
    assert game.state.sp_of(0) == game.state.sp_of(1) == MAX_SP
    position = {"turn": 4, "players": [player(sp=MAX_SP), player(sp=MAX_SP)]}
    assert game_at(*position["players"]).to_position()["players"][1]["sp"] == MAX_SP
    position["players"][0]["sp"] = MAX_SP + 1
    with pytest.raises(PositionError, match=r"players\.0\.sp"):
        DSpiritsGame(position=position)


def _main() -> DSpiritsGame:
    return game_at(player(scene=[Card.PEBBLIT], hand=[Card.MOSSLING, Card.FREEZE]), player(scene=[Card.GOLEM]))


@pytest.mark.parametrize("action", [
    Action("field_rush", ([0],)), Action("field_rush", ("x",)), Action("summon", ("x",)), Action("summon", (10**30,)),
    Action("summon", (-3,)), Action("summon", (True,)), Action("summon", ()), Action("summon", (0, 1)),
    Action("summon", (None,)), Action("play", (1.5,)), Action("ability", (0,)), Action("attack", (0,)),
    Action("evolve", ([1], [2])), Action("draw", (0,)), Action("draw", ("side",)), Action("bid", ("100",)),
    Action("pick", ({},)), Action("target", (0, 0)), Action("to_battle", (1,)), Action("respond", (10**30,)),
])
def test_malformed_arguments_get_a_clean_refusal_citing_a_rule_and_change_nothing(action):
    game = _main()
    before = (game.to_position(), game.view(None), len(game.events))
    refusal = game.why_not(action)
    assert refusal is not None and refusal.rule.startswith("DSP-")
    RULES.cite(refusal.rule)  # a rule of the registry
    with pytest.raises(IllegalActionError) as err:
        game.apply(action)
    assert err.value.rule == refusal.rule
    assert (game.to_position(), game.view(None), len(game.events)) == before


# ----- every decision kind: an action of another kind, or an unlisted one of the same kind ---------------------
def _pick() -> tuple[DSpiritsGame, dict]:
    game = DSpiritsGame(seed=3)
    game.advance()
    return game, {}


def _draw() -> tuple[DSpiritsGame, dict]:
    game = game_at(player(scene=[Card.PEBBLIT], hand=[Card.MOSSLING, Card.FREEZE]), player(scene=[Card.GOLEM]),
                   step="draw")
    return game, {"spirit": card_in(game, 0, "hand", "Mossling"), "mine": game.state.zone(0, "scene")[0],
                  "signal": card_in(game, 0, "hand", "Freeze Ray")}


def _extra() -> tuple[DSpiritsGame, dict]:
    game, cards = _draw()
    act(game, "draw", args=("squad",))
    return game, cards


def _battle() -> tuple[DSpiritsGame, dict]:
    game = game_at(player(scene=[Card.PEBBLIT], hand=[Card.MOSSLING]), player(scene=[Card.GOLEM]), step="battle")
    return game, {"spirit": card_in(game, 0, "hand", "Mossling"), "mine": game.state.zone(0, "scene")[0]}


def _main_step() -> tuple[DSpiritsGame, dict]:
    game = _main()
    return game, {"spirit": card_in(game, 0, "hand", "Mossling"), "mine": game.state.zone(0, "scene")[0],
                  "theirs": game.state.zone(1, "scene")[0]}


def _chain() -> tuple[DSpiritsGame, dict]:
    game = game_at(player(scene=[Card.PEBBLIT], hand=[Card.FREEZE]),
                   player(scene=[Card.GOLEM], hand=[Card.COUNTER, Card.MOSSLING]))
    act(game, "play", card_in(game, 0, "hand", "Freeze Ray"))
    return game, {"spirit": card_in(game, 1, "hand", "Mossling"), "mine": game.state.zone(0, "scene")[0]}


def _bid() -> tuple[DSpiritsGame, dict]:
    game = game_at(player(hand=[Card.VOLCANIC]), player(hand=[Card.COUNTER]))
    act(game, "play", card_in(game, 0, "hand", "Volcanic Realm"))
    return game, {"counter": card_in(game, 1, "hand", "Counter Sign")}


def _answer() -> tuple[DSpiritsGame, dict]:
    game = game_at(player(scene=[Card.PEBBLIT], hand=[Card.FREEZE, Card.MOSSLING]),
                   player(scene=[Card.GOLEM, Card.LAMPIRE]))
    act(game, "play", card_in(game, 0, "hand", "Freeze Ray"))
    return game, {"spirit": card_in(game, 0, "hand", "Mossling"), "mine": game.state.zone(0, "scene")[0],
                  "freeze": card_in(game, 0, "szone", "Freeze Ray")}


def _endure() -> tuple[DSpiritsGame, dict]:
    game = game_at(player(scene=[Card.PEBBLIT]), player(scene=[Card.LAMPIRE], hand=[Card.MOSSLING]), step="battle")
    act(game, "attack", args=(game.state.zone(0, "scene")[0], game.state.zone(1, "scene")[0]))
    return game, {"spirit": card_in(game, 1, "hand", "Mossling"), "mine": game.state.zone(0, "scene")[0]}


SETUPS = {"pick": _pick, "draw": _draw, "extra": _extra, "main": _main_step, "battle": _battle,
          "respond": _chain, "bid": _bid, "answer": _answer, "endure": _endure}


@pytest.mark.parametrize("setup, kind, args, rule", [
    ("pick", "pick", (9,), "DSP-8"),                      # no such deck to pick
    ("pick", "pass", (), "DSP-17"),
    ("pick", "draw", ("squad",), "DSP-9"),
    ("pick", "to_battle", (), "DSP-10"),
    ("draw", "draw", ("side",), "DSP-9"),                 # only the Squad or the Support deck
    ("draw", "extra_draw", ("squad",), "DSP-31"),
    ("draw", "summon", ("spirit",), "DSP-12"),
    ("draw", "endure", (), "DSP-24"),
    ("draw", "play", ("signal",), "DSP-10"),              # an 'any time' Signal waits for the Main Step, not the draw
    ("extra", "extra_draw", ("side",), "DSP-31"),
    ("extra", "draw", ("squad",), "DSP-9"),               # one draw, and it is made
    ("extra", "attack", ("mine", -1), "DSP-22"),
    ("extra", "pick", (0,), "DSP-8"),
    ("extra", "play", ("signal",), "DSP-10"),             # not DSP-31, the Extra Draw pending
    ("main", "summon", ("mine",), "DSP-12"),              # not in the hand
    ("main", "attack", ("mine", "theirs"), "DSP-22"),
    ("main", "end_battle", (), "DSP-22"),
    ("main", "pass", (), "DSP-17"),
    ("main", "bid", (100,), "DSP-19"),
    ("main", "pick", (0,), "DSP-8"),                      # nothing to pick in the Main Step
    ("battle", "attack", ("mine", "mine"), "DSP-23"),     # a target of the opponent's Battle Scene
    ("battle", "summon", ("spirit",), "DSP-12"),
    ("battle", "to_battle", (), "DSP-10"),
    ("battle", "draw", ("squad",), "DSP-9"),
    ("respond", "respond", ("spirit",), "DSP-12"),        # a D-Spirit is summoned, not played
    ("respond", "summon", ("spirit",), "DSP-10"),         # not the answering player's turn
    ("respond", "bid", (100,), "DSP-19"),                 # no bid open
    ("respond", "to_battle", (), "DSP-10"),
    ("bid", "bid", (450,), "DSP-19"),                     # a raise of 100, 300 or 500
    ("bid", "bid", (10**6,), "DSP-19"),
    ("bid", "respond", ("counter",), "DSP-19"),           # during a bid, only bids and passes
    ("bid", "endure", (), "DSP-24"),
    ("answer", "pick", (9,), "DSP-18"),                   # not one of the effect's choices
    ("answer", "summon", ("spirit",), "DSP-18"),          # the effect resolving comes first
    ("answer", "pass", (), "DSP-17"),
    ("answer", "extra_draw", ("squad",), "DSP-31"),
    ("endure", "summon", ("spirit",), "DSP-10"),
    ("endure", "pass", (), "DSP-17"),
    ("endure", "pick", (0,), "DSP-8"),
    ("endure", "recharge", (), "DSP-30"),
])
def test_why_not_names_the_rule_that_forbids_each_action_at_each_decision_kind(setup, kind, args, rule):
    game, cards = SETUPS[setup]()
    expected_kind = {"bid": "respond", "answer": "pick"}.get(setup, setup)
    assert game.decision.kind == expected_kind
    action = Action(kind, tuple(cards.get(a, a) if isinstance(a, str) else a for a in args))
    assert action not in game.decision.actions
    refusal = game.why_not(action)
    assert refusal is not None and refusal.rule == rule, refusal


@pytest.mark.rule("DSP-10")
def test_a_move_declared_the_turn_player_s_alone_is_refused_to_the_other_player_as_not_their_turn():
    """The kinds the vocabulary declares `turn_player_only` (a summon, a play, a Special Move, a D-Evolution, an
    attack) are refused to the other player first as "it is not your turn"; the other moves of the turn by their own
    rule (an ability on command, DSP-15)."""
    import random

    game, chooser = DSpiritsGame(seed=3), random.Random(0)
    game.advance()
    while game.decision.player == game.state.tp or not game.state.zone(game.decision.player, "hand"):
        # on to an answer of the other player, with a card in hand, in a card chain
        game.play(chooser.choice(game.legal_actions()))
    decision = game.decision
    card = game.state.zone(decision.player, "hand")[0]
    mine = {kind for kind, declared in DSpiritsGame.ruleset.vocabulary.kinds.items() if declared.turn_player_only}
    assert mine == {"summon", "play", "special_move", "evolve", "attack"}
    for kind in ("summon", "play", "special_move"):
        refused = game.why_not(Action(kind, (card,)))
        assert (refused.rule, str(refused)) == ("DSP-10", "[DSP-10] it is not your turn"), kind
    assert game.why_not(Action("ability", (card, 0))).rule == "DSP-15"
