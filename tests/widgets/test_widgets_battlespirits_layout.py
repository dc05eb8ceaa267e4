"""The Battle Spirits board layout: drawn from the view only, hidden hands, positions as rotations, cores and the
soul core on cards, animated core and card moves, text sizes, and a live Board over a whole game."""
from functools import partial

from widget_helpers import click_through, drawn

from cardgames.battlespirits import BattleSpiritsGame
from widgets.board import PROJECTOR_SCALE, Board
from widgets.kit.theme import MIN_FONT
from widgets.layouts.battlespirits import CORE, FIELD_X, LAYOUT, SOUL


def position(field0, field1=({"card": "P04", "cores": 1},), step="main", hand0=("R04",), hand1=("P12",), **kw):
    return BattleSpiritsGame(seed=1, position={"turn": 3, "turn_player": 0, "first_player": 0, "step": step,
                                               "players": [{"field": list(field0), "hand": list(hand0),
                                                            "deck": ["R01"] * 5, **kw},
                                                           {"field": list(field1), "hand": list(hand1),
                                                            "deck": ["P01"] * 5}]})


draw = partial(drawn, LAYOUT)


def test_the_opponents_hand_is_face_down():
    game = position([{"card": "R01", "cores": 1}])
    game.advance()
    seen = {viewer: " ".join(draw(game, viewer=viewer).texts()) for viewer in (0, 1)}
    assert "Haarier" in seen[0] and "Blood" not in seen[0]
    assert "Blood" in seen[1] and "Haarier" not in seen[1]


def test_positions_are_drawn_as_rotations_and_levels_bp_and_cores_on_cards():
    game = position([{"card": "R01", "cores": 3}, {"card": "R04", "cores": 1, "position": "exhausted"},
                     {"card": "R07", "cores": 0, "soul": True, "position": "heavily exhausted"}], soul_core="field")
    game.advance()
    s = draw(game)
    turns = [op[4]["rotate"] for op in s.of("group") if len(op) == 5]
    assert sorted(turns) == [90, 180]
    texts = s.texts()
    assert "Lv2" in texts and "4000" in texts and "3000" in texts
    souls = [op for op in s.of("circle") if op[4].get("fill") == SOUL]
    on_cards = [op for op in souls if op[1] >= FIELD_X]
    assert len(souls) == 2 and len(on_cards) == 1  # Player 1's on Griffar, Player 2's in the reserve
    assert len([op for op in s.of("circle") if op[4].get("fill") == CORE]) >= 4


def test_a_payment_flies_its_cores_and_an_attack_turns_the_card():
    game = position([{"card": "R01", "cores": 1}], hand0=("R04",), reserve=4)
    game.advance()
    game.apply(next(a for a in game.decision.actions if a.kind == "play"))
    events = game.advance()
    while game.decision.kind == "pick":
        events = game.apply(game.decision.actions[0]) + game.advance()
    pay = [e for e in events if e.kind == "pay"]
    assert pay and LAYOUT.frames_for(pay) > 1
    mid, last = draw(game, events=pay, index=2, count=10), draw(game, events=pay, index=9, count=10)
    assert len(mid.of("circle")) > len(last.of("circle"))  # cores in the air on the way to the trash
    game = position([{"card": "R04", "cores": 1}], step="attack")
    game.advance()
    attack = game.apply(game.decision.actions[0]) + game.step()
    angles = [op[4]["rotate"] for op in draw(game, events=attack, index=3, count=8).of("group") if len(op) == 5]
    assert angles and 0 < angles[0] < 90


def test_no_text_below_the_projector_minimum():
    game = position([{"card": "R09", "cores": 5}, {"card": "R10", "cores": 2}])
    game.advance()
    sizes = [op[4].get("size", 12) for op in draw(game, viewer=None).of("text")]
    assert min(sizes) >= MIN_FONT and min(sizes) * PROJECTOR_SCALE >= 12


def test_a_live_board_plays_a_whole_game_against_the_computer():
    board = Board.for_game(BattleSpiritsGame(seed=2), human=0)
    click_through(board, 3000, button=-1)
    assert board.game.is_over


def test_act_picks_each_choice_then_runs_to_the_next_decision(capsys):
    from widgets.tutorial import act

    game = position([{"card": "R04", "cores": 1}], step="attack")
    game.advance()
    act(game, "Attack with Haarier", "Pass")
    out = capsys.readouterr().out
    assert "[BS-8] Haarier (BP 3000) is exhausted" in out and "Player 2 passes." in out
    assert game.decision.kind == "block" and game.decision.player == 1


def test_a_hand_card_that_cannot_be_played_now_is_dimmed_and_its_details_say_why():
    from widgets.kit.theme import DIM_TINT

    game = position([{"card": "R01", "cores": 1}], hand0=("R04", "R07", "R01"), reserve=0)
    game.advance()
    hand = {c["name"]: c for c in game.view(0)["seats"][0]["hand"]}
    assert not hand["Haarier"]["usable"] and not hand["Griffar"]["usable"] and hand["Mushakko"]["usable"]
    dimmed = " ".join(draw(game).texts_inside(DIM_TINT))  # the texts drawn on a greyed card
    assert "Haarier" in dimmed and "Griffar" in dimmed and "Mushakko" not in dimmed
    haarier = hand["Haarier"]["id"]
    assert LAYOUT.card_details(game.view(None), haarier)[-1].startswith("Not now: [BS-16] Haarier costs 4")
    poor = position([{"card": "R01", "cores": 1}], hand0=("R04", "R07"), reserve=0)
    poor.advance()  # nothing can be played: every card stays in its colours, readable
    assert not any(c["usable"] for c in poor.view(0)["seats"][0]["hand"])
    assert not draw(poor).texts_inside(DIM_TINT)
    rich = position([{"card": "R01", "cores": 1}], hand0=("R04",), reserve=9)
    rich.advance()
    assert not draw(rich).texts_inside(DIM_TINT)
    assert not LAYOUT.card_details(rich.view(None), rich.view(0)["seats"][0]["hand"][0]["id"])[-1].startswith("Not now")


def test_the_action_list_reads_a_placements_facts_not_its_words():
    """Issue 27: whether a placement throws the spirit away, and the card it goes on, come from the label's facts
    (`core.vocabulary.Label`); words that merely say "vanishes" warn of nothing."""
    from cardgames.core.actions import Action
    from cardgames.core.vocabulary import Label

    place = Action("place", (0, 0))
    quiet = Label("Place {cores} on {name} (gone)", cores="0 cores", name="Medici-Cattery", vanishes=True)
    assert LAYOUT.action_warning(place, quiet) == "it vanishes at once"
    assert LAYOUT.action_warning(place, "Place 0 cores on it (below Lv1: it vanishes)") is None
    assert LAYOUT.group_label("place", [place], [quiet]) == "Place cores on Medici-Cattery"
    assert LAYOUT.group_label("place", [place], ["Place 1 core on Gen-Bor (Lv1)"]) == "Place cores"
    # and a real game's placement labels carry those facts
    import random

    game, rng = BattleSpiritsGame(seed=3), random.Random(1)
    game.advance()
    while game.decision.kind != "place":
        game.play(rng.choice(game.legal_actions()))
    labels = {a: game.describe(a) for a in game.legal_actions()}
    assert any(label.facts["vanishes"] for label in labels.values())
    assert all(label.facts["vanishes"] == ("vanishes" in label) for label in labels.values())
    assert all(label.facts["name"] in label for label in labels.values())
