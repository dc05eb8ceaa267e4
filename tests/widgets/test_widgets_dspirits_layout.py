"""The D-Spirits board layout, as drawing data: drawn from `game.view` only, hidden hands, stances, stacks,
statuses, the chain, the bid, the game breakers with costs, text sizes, animation frames, and a live Board."""
from functools import partial

from widget_helpers import click_through, drawn

from cardgames.core.agents import RandomAgent
from cardgames.dspirits import DSpiritsGame
from widgets.board import PROJECTOR_SCALE, Board
from widgets.kit.theme import MIN_FONT
from widgets.layouts.dspirits import HEIGHT, LAYOUT, WIDTH
from widgets.recording import RecordingSurface

ROCK, PEB, GOLEM, PIXIE, QUEEN, MOSS, FREEZE, COUNTER, SURGE = 1, 4, 6, 7, 20, 11, 30, 31, 33


def make(p0: dict, p1: dict, step: str = "main", **kw) -> DSpiritsGame:
    base = {"squad": [MOSS] * 3, "support": [SURGE] * 3}
    game = DSpiritsGame(seed=1, position={"turn": 4, "turn_player": 0, "step": step, **kw,
                                          "players": [{**base, **p0}, {**base, **p1}]})
    game.advance()
    return game


draw = partial(drawn, LAYOUT)


def test_the_opponents_hand_is_face_down_and_mine_face_up():
    game = make({"hand": [ROCK]}, {"hand": [GOLEM]})
    mine = " ".join(draw(game, viewer=0).texts())
    assert "Rock-" in mine and "wraggle" in mine and "Bulwark" not in mine
    assert "Bulwark" in " ".join(draw(game, viewer=None).texts())


def test_scene_shows_atk_end_now_stacks_statuses_and_the_endure_stance():
    game = make({"scene": [{"stack": [PIXIE, QUEEN], "frozen": True}, {"stack": [PEB], "boost": [300, 0]}]},
                {"scene": [{"stack": [GOLEM], "enduring": True, "poison": 200}]})
    s = draw(game)
    texts = s.texts()
    assert "ATK 1300" in texts and "ATK 1800" in texts and "Frozen" in texts and "Poison 200" in texts
    turned = [op for op in s.of("group") if len(op) > 4 and op[4]["rotate"] == 90]
    assert len(turned) == 1   # the enduring Golem lies turned


def _chain_game() -> DSpiritsGame:
    """Player 1 plays Freeze Ray, Player 2 answers with Counter Sign: a chain of two links."""
    game = make({"scene": [{"stack": [PEB]}], "hand": [FREEZE]}, {"scene": [{"stack": [GOLEM]}],
                                                                  "hand": [COUNTER, SURGE]})
    game.apply(next(a for a in game.decision.actions if game.describe(a) == "Play Freeze Ray"))
    game.advance()
    game.apply(next(a for a in game.decision.actions if "Counter Sign" in game.describe(a)))
    game.advance()
    return game


def _strip_texts(s: RecordingSurface) -> list[tuple]:
    """(x, text, style) of the texts drawn in the band between the areas, left to right (top to bottom)."""
    from widgets.layouts.dspirits import AREA_H, GAP, STRIP_H

    top = GAP + AREA_H + GAP
    ops = sorted((op for op in s.of("text") if top <= op[2] <= top + STRIP_H), key=lambda op: (op[1], op[2]))
    return [(op[1], op[3], op[4]) for op in ops]


def test_the_chain_is_drawn_as_its_links_small_faces_oldest_first():
    game = _chain_game()
    s = draw(game)
    texts = [t for _x, t, _style in _strip_texts(s)]
    assert texts == ["Realm: none", "Chain", "1", "Freeze Ray", "P1 · Signal", "←", "2", "Counter Sign",
                     "P2 · Signal"]
    # each link is a clickable card: the detail panel names it
    board = Board.for_game(game, human=0)
    x, y, w, h = board.card_regions()[-1]
    assert LAYOUT.card_details(board.game_view, board.show_card_at(x + w / 2, y + h / 2))[0] == "Counter Sign"


def test_the_link_being_resolved_is_marked():
    from widgets.kit.theme import HIGHLIGHT

    game = _chain_game()
    assert game.view(0)["window"]["resolving"] is None
    game.apply(next(a for a in game.decision.actions if game.describe(a) == "Pass"))
    events = game.step()
    while not any(e.kind == "resolve_link" for e in events):
        events = game.step()
    window = game.view(0)["window"]
    assert [link["card"]["name"] for link in window["chain"]] == ["Freeze Ray"]
    assert window["resolving"]["card"]["name"] == "Counter Sign" and window["resolving"]["player"] == 1
    s = draw(game, events=events)
    texts = [t for _x, t, _style in _strip_texts(s)]
    assert texts[-3:] == ["2", "Counter Sign", "P2 · resolving"]   # still in its place, the newest on the right
    ring = [op for op in s.of("rect") if op[5].get("stroke") == HIGHLIGHT and op[5].get("stroke_width") == 3]
    (ring_x, *_rest), = [op[1:] for op in ring if op[2] > 250]
    counter_x = next(x for x, t, _style in _strip_texts(s) if t == "Counter Sign")
    assert ring_x < counter_x < ring_x + 170


def test_a_long_chain_keeps_its_newest_links_and_counts_the_others():
    from widgets.layouts.dspirits import LINK_MIN_W

    face = {"id": 1, "name": "Counter Sign", "kind": "signal"}
    links = [{"player": k % 2, "card": face, "what": "card", "amount": None} for k in range(7)]
    s = RecordingSurface(*LAYOUT.size)
    LAYOUT._chain(s, links, False, 260, 283)
    marks = [op[3] for op in s.of("text") if op[3].isdigit()]
    assert "+" + str(7 - len(marks)) in s.texts() and marks == [str(k) for k in range(8 - len(marks), 8)]
    cards = [op for op in s.of("rect") if op[5].get("fill") == "#e0f7fa"]
    assert all(op[3] >= LINK_MIN_W and op[1] + op[3] <= WIDTH - 20 for op in cards)


def test_the_bid_shows_the_card_and_both_players_amounts():
    game = make({"hand": [40]}, {})
    game.apply(next(a for a in game.decision.actions if game.describe(a) == "Play Volcanic Realm"))
    game.advance()
    texts = [t for _x, t, _style in _strip_texts(draw(game))]
    assert texts[:4] == ["Realm: none", "Bid", "Volcanic Realm", "Realm"]
    assert texts[4:] == ["P1", "300 SP", "leads", "P2", "no bid"]
    game.apply(next(a for a in game.decision.actions if game.describe(a) == "Bid 400 SP"))
    game.advance()
    assert [t for _x, t, _style in _strip_texts(draw(game))][4:] == ["P1", "300 SP", "P2", "400 SP", "leads"]
    game.apply(next(a for a in game.decision.actions if game.describe(a) == "Pass"))
    events = game.step()
    while not any(e.kind == "bid_won" for e in events):
        events = game.step()
    assert game.view(0)["bid"]["won"]
    assert [t for _x, t, _style in _strip_texts(draw(game))][4:] == ["P1", "300 SP", "outbid", "P2", "400 SP",
                                                                       "wins"]


def test_game_breakers_show_their_costs_lit_when_usable():
    game = make({"scene": [{"stack": [PEB]}]}, {})
    s = draw(game)
    assert "Super Charge 500" in s.texts() and "Extra Draw 500" in s.texts() and "Limbo 1200" in s.texts()
    lit = [op for op in s.of("text") if op[3] == "Super Charge 500"][0][4]["color"]
    dim = [op for op in s.of("text") if op[3] == "Extra Draw 500"][0][4]["color"]
    assert lit != dim


def test_no_text_under_the_minimum_and_everything_inside_the_board():
    game = DSpiritsGame(seed=4)
    agent = RandomAgent(4)
    game.advance()
    for _ in range(40):
        if game.is_over:
            break
        game.apply(agent.choose(game))
        events = game.advance()
        s = draw(game, events=events)
        for op in s.of("text"):
            assert op[4].get("size", 12) * PROJECTOR_SCALE >= 12 and op[4].get("size", 12) >= MIN_FONT, op
        for op in s.of("rect"):
            assert -10 <= op[1] <= WIDTH and -10 <= op[2] <= HEIGHT, op


def test_moves_animate_as_flights_and_sp_changes_float():
    game = make({"hand": [PEB]}, {})
    events = game.apply(next(a for a in game.decision.actions if a.kind == "summon")) + game.advance()
    assert LAYOUT.frames_for(events) > 1
    def where(surface):
        return [(op[1], op[2]) for op in surface.of("text") if op[3].startswith("Pebb")]

    start, middle, end = (where(draw(game, events=events, index=k, count=6)) for k in (0, 2, 5))
    assert len(middle) == 1 and start != middle != end   # one card flying from the hand to the Battle Scene
    paid = make({"scene": [{"stack": [PEB]}]}, {})
    events = paid.apply(next(a for a in paid.decision.actions if a.kind == "super_charge")) + paid.advance()
    assert "-500" in draw(paid, events=events, index=1, count=8).texts()


def test_a_card_whose_face_the_view_shows_flies_face_up_the_realm_from_the_support_zone():
    garden = 41  # Stone Garden, a Realm: played into the Support Zone, won in the bid, it flies to the Realm
    game = make({"hand": [garden]}, {})
    events = game.apply(next(a for a in game.decision.actions if a.kind == "play")) + game.advance()
    events = game.apply(next(a for a in game.decision.actions if a.kind == "pass")) + game.advance()
    assert any(e.kind == "realm" for e in events)
    count = LAYOUT.frames_for(events)
    flying, landed = (draw(game, events=events, index=k, count=count).texts() for k in (1, count - 1))
    assert "Stone" in flying and "Stone" not in landed and "Realm: Stone Garden" in landed


def test_card_details_and_status_line():
    game = make({"hand": [ROCK]}, {})
    rock = game.state.card_named(0, "hand", "Rockwraggle")
    details = LAYOUT.card_details(game.view(None), rock)
    assert details[0] == "Rockwraggle" and "ATK 1200" in details[1] and "limit" in details[-1].lower()
    assert LAYOUT.status(game.view(None)).startswith("Turn 4, Player 1's Main Step")


def test_a_board_plays_a_game_against_the_computer():
    board = Board.for_game(DSpiritsGame(seed=2), human=0)
    click_through(board, 80)
    assert "[DSP-" in board.event_log.value


def test_clicking_a_hand_card_shows_its_full_text():
    from widgets.layouts.dspirits import CH, HAND_W, LAYOUT

    game = make({"hand": [ROCK, FREEZE]}, {})
    board = Board.for_game(game, human=0)
    x, y = LAYOUT.geometry(0)[0].hand
    assert board.show_card_at(x + HAND_W / 2, y + CH / 2) == game.state.card_named(0, "hand", "Rockwraggle")
    assert "cg-card-detail" in board.detail.value and "ATK 1200" in board.detail.value
    assert board.show_card_at(1, 1) is None and board.detail.value == ""


def test_a_hand_card_that_cannot_be_played_now_is_dimmed_and_its_details_say_why():
    from widgets.kit.theme import DIM_TINT

    game = make({"hand": [ROCK, COUNTER]}, {})
    counter = game.state.card_named(0, "hand", "Counter Sign")
    dimmed = " ".join(draw(game).texts_inside(DIM_TINT))
    assert "Counter" in dimmed and "Rockwra" not in dimmed
    view = game.view(None)
    assert LAYOUT.card_details(view, counter)[-1] == "Not now: [DSP-17] Counter Sign can only answer a card in a chain"
    assert not LAYOUT.card_details(view, game.state.card_named(0, "hand", "Rockwraggle"))[-1].startswith("Not now")
    assert not draw(game, viewer=1).texts_inside(DIM_TINT)   # not their decision, and seat 0's hand is backs
