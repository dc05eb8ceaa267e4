"""The board kit: rotation and scaling in every Surface backend, text fitting, the shared pieces and animation
helpers, all checked as data (SVG attributes, recorded operations, canvas commands)."""
import math
import xml.etree.ElementTree as ET

import pytest

from widgets.canvas import CanvasSurface
from widgets.kit import animation as an
from widgets.kit import pieces as pc
from widgets.kit import theme as th
from widgets.recording import RecordingSurface
from widgets.surface import Turn
from widgets.svg import SvgSurface


class FakeCanvas:
    """Stands in for an ipycanvas Canvas: records every method call and style assignment."""

    def __init__(self, width=200, height=100):
        object.__setattr__(self, "calls", [])
        object.__setattr__(self, "width", width)
        object.__setattr__(self, "height", height)

    def __setattr__(self, name, value):
        self.calls.append(("set", name, value))

    def __getattr__(self, name):
        return lambda *args: self.calls.append((name, *args))


def rotated_card(s) -> None:
    """A card lying sideways (Battle Spirits' exhausted card), turned about its centre."""
    with s.group(10, 0, rotate=90, scale=0.5, origin=(40, 50)):
        pc.card_frame(s, 0, 0, 80, 100, color="#1976d2", tint="#e8f1fb", title="Agumon")


def test_svg_group_rotates_and_scales_about_the_origin():
    s = SvgSurface(200, 100)
    rotated_card(s)
    out = s.to_svg()
    ET.fromstring(out)
    assert '<g transform="translate(10,0) translate(40,50) rotate(90) scale(0.5) translate(-40,-50)">' in out
    s = SvgSurface(10, 10)
    with s.group(rotate=180):
        s.rect(0, 0, 1, 1)
    assert '<g transform="rotate(180)">' in s.to_svg()
    s = SvgSurface(10, 10)
    with s.group(rotate=360, scale=1):  # a full turn is no turn: no transform
        s.rect(0, 0, 1, 1)
    assert "<g>" in s.to_svg()


def test_recording_group_records_rotation_and_scale():
    s = RecordingSurface(200, 100)
    rotated_card(s)
    assert s.ops[0] == ("group", 10, 0, 1.0, {"rotate": 90.0, "scale": 0.5, "origin": (40.0, 50.0)})
    assert s.ops[-1] == ("end",) and "Agumon" in s.texts()
    s = RecordingSurface()
    with s.group(3, 4, 0.5):
        pass
    assert s.ops[0] == ("group", 3, 4, 0.5)  # unchanged for plain groups


def test_canvas_group_sends_translate_rotate_scale_in_order():
    canvas = FakeCanvas()
    s = CanvasSurface(canvas)
    rotated_card(s)
    calls = [c for c in canvas.calls if c[0] in ("save", "translate", "rotate", "scale", "restore")]
    assert calls[:6] == [("save",), ("translate", 10, 0), ("translate", 40.0, 50.0), ("rotate", math.pi / 2),
                         ("scale", 0.5), ("translate", -40.0, -50.0)]
    assert calls[-1] == ("restore",)
    assert [c[:4] for c in canvas.calls if c[0] == "fill_text"] == [("fill_text", "Agumon", 3, 12.0)]


def test_turn_maps_points_like_the_backends():
    turn = Turn(90, 1, (40, 50))
    x, y = turn.apply(80, 50)  # the right edge's middle goes below the centre when turned clockwise
    assert (round(x, 6), round(y, 6)) == (40, 90)
    assert Turn(180, 2, (0, 0)).apply(1, 1) == pytest.approx((-2, -2))
    assert Turn().is_identity and not Turn(90).is_identity


def test_fit_and_wrap_never_cut_a_word_silently():
    assert th.fit("Agumon", 200, 14) == "Agumon"
    cut = th.fit("Garurumon the very long", 60, 14)
    assert cut.endswith("…") and th.text_width(cut, 14) <= 60 + 14
    assert th.wrap("Training Manual", 68, 14, 2) == ["Training", "Manual"]
    assert th.wrap("MetalGreymon", 68, 14, 2) == ["Metal-", "Greymon"]  # at the inner capital
    parts = th.wrap("Garurumon", 60, 14, 2)
    assert "".join(p.rstrip("-") for p in parts) == "Garurumon" and parts[0].endswith("-")
    long = th.wrap("one two three four five six seven", 60, 14, 2)
    assert len(long) == 2 and long[-1].endswith("…")


def test_pieces_draw_nothing_under_the_minimum_font():
    s = RecordingSurface(400, 200)
    pc.card_frame(s, 0, 0, 70, 96, color="#d32f2f", tint="#fdecea", title="Birdramon", highlight=True)
    pc.card_back(s, 80, 0, 70, 96, highlight=True)
    pc.slot(s, 160, 0, 70, 96, "empty")
    pc.pile(s, 240, 0, 70, 96, 30)
    pc.dots(s, 10, 120, 3, 1, emphasize=0)
    end = pc.tokens(s, 10, 150, 7, color="#fbc02d", label="cores")
    pc.pill(s, 100, 150, "Greymon: power 600 → 0")
    pc.badge(s, 300, 150, "½")
    pc.tag(s, 330, 150, "TURN")
    pc.more(s, 390, 180, 3)
    pc.area(s, 0, 0, 400, 200, "Player 1 (you)", active=True)
    pc.counted(s, 390, 16, "KOs scored", 3, 2)
    pc.label(s, 10, 40, "Deck", fresh=True)
    pc.chip(s, 10, 60, 120, 28, "P1  ○  350", u=0.2)  # still its back
    pc.chip(s, 140, 60, 120, 28, "P2  ×  0")
    pc.strip(s, 0, 160, 400, 40, title="Turn 3", note="[X-1] " + "a long event " * 9)
    pc.strip(s, 0, 160, 400, 40, banner="Player 2 wins: " + "a long reason " * 6)
    sizes = [op[-1].get("size", 12) for op in s.of("text")]
    assert min(sizes) >= th.MIN_FONT
    assert "30" in s.texts() and "7" in s.texts() and "+3" in s.texts() and end > 10
    assert {"TURN", "KOs scored", "P2  ×  0"} <= set(s.texts()) and "P1  ○  350" not in s.texts()
    assert any(t.startswith("[X-1] a long") and t.endswith("…") for t in s.texts())
    banner = [t for t in s.texts() if "reason" in t or t.startswith("Player 2 wins")]
    assert len(banner) == 2 and banner[-1].endswith("…")  # two lines, then an ellipsis
    assert len(s.of("circle")) >= 3 + 5 + 1
    assert pc.row(0, 0, 3, 70) == [(0, 0), (76, 0), (152, 0)]


def test_animation_helpers():
    assert an.ease(0) == 0 and an.ease(1) == 1 and an.ease(0.5) > 0.5
    assert an.stagger(0, 0, 3) == 0 and an.stagger(1, 2, 3) == 1 and an.stagger(0.5, 2, 3) < an.stagger(0.5, 0, 3)
    assert an.later(0.3, 0.4) == 0 and an.later(1, 0.4) == 1
    assert an.count_up(10, 40, 0.5) == 25
    assert an.flip(0) == (1, False) and an.flip(1)[1] and an.flip(0.5)[0] == pytest.approx(0, abs=1e-9)
    assert an.shake(1) == 0


def test_flights_follow_the_standard_move_events():
    from cardgames.core import Event

    events = [Event("X-1", "draw", "draws", 0, {"moves": [[7, "0.deck", "0.hand"], [8, "0.deck", "0.hand"]]})]
    moves = an.moves(events)
    assert moves == [(7, "0.deck", "0.hand"), (8, "0.deck", "0.hand")]
    spots = {"0.deck": (0, 0, 10, 10), "0.hand": (100, 0, 10, 10)}

    def where(card, zone):
        return spots[zone]

    start = an.flights(moves, 0.0, where, lambda c, z: False)
    end = an.flights(moves, 1.0, where, lambda c, z: True)
    assert [f.rect[0] for f in start] == [0, 0] and [f.rect[0] for f in end] == [100, 100]
    middle = an.flights(moves, 0.5, where, lambda c, z: True)
    assert middle[0].rect[0] > middle[1].rect[0]  # one after another
    assert an.flights(moves, 0.5, lambda c, z: None, lambda c, z: True) == []  # not drawn there: no flight


def test_hit_regions_find_the_topmost_card():
    s = RecordingSurface(100, 100)
    s.hit(0, 0, 50, 50, "a")
    s.hit(25, 25, 50, 50, "b")
    assert s.hit_at(30, 30) == "b" and s.hit_at(10, 10) == "a" and s.hit_at(90, 10) is None
    s.clear()
    assert s.hit_at(30, 30) is None


def _luminance(colour: str) -> float:
    def channel(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (int(colour[k:k + 2], 16) for k in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: str, b: str) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_a_greyed_card_keeps_its_text_readable():
    """Issue 18: the hand faded to 40 % exactly when it must be read (pale grey on white). Issue 29: greyed in dark
    greys it was barely told from the rest. A card that cannot be used now is drawn washed out (a pale band that
    hardly stands out from the white area, where a usable card's band does), with its text at WCAG AA contrast
    (4.5:1), never faded, and only while another can be."""
    from widgets.kit import theme as th
    from widgets.kit.layout import GameLayout

    assert contrast(th.DIM_INK, th.DIM_BAND) >= 4.5
    assert contrast(th.DIM_BAND, th.AREA) < 2 <= 3 <= contrast(th.MUTED, th.AREA)  # MUTED: the slate Option band
    for ink in (th.INK, th.MUTED):
        assert contrast(ink, th.DIM_TINT) >= 4.5, ink
    s = RecordingSurface(200, 200)
    pc.card_frame(s, 0, 0, 90, 60, color="#d32f2f", tint="#fdecea", title="Haarier", dim=True)
    assert not s.of("group") and s.texts_inside(th.DIM_TINT) == ["Haarier"]
    assert [op[4]["color"] for op in s.of("text")] == [th.DIM_INK]
    hand = [{"id": 1, "usable": False}, {"id": 2, "usable": True}, {"back": True}]
    assert GameLayout.dimmed(hand) == {1}
    assert GameLayout.dimmed([{"id": 1, "usable": False}, {"id": 3, "usable": False}]) == set()  # none usable


# ----- the layout protocol (widgets.kit.layout) --------------------------------------------------------------
def test_the_viewers_seat_is_drawn_at_the_bottom():
    from widgets.kit.layout import by_seat, top_and_bottom

    assert top_and_bottom(0) == (1, 0) and top_and_bottom(1) == (0, 1) and top_and_bottom(None) == (1, 0)
    assert by_seat(1, "top", "bottom") == {0: "top", 1: "bottom"}


def test_a_layout_declares_its_seat_areas_and_the_kit_places_the_viewers_at_the_bottom():
    from widgets.kit.layout import GameLayout

    class Area:  # what a layout builds from one seat area's y
        def __init__(self, y: float):
            self.y = y

    class Declared(GameLayout):
        SEAT_Y = (6, 334)
        SEAT_AREA = Area

    for viewer, bottom in ((0, 0), (1, 1), (None, 0)):
        geo = Declared().geometry(viewer)
        assert geo[bottom].y == 334 and geo[1 - bottom].y == 6 and isinstance(geo[bottom], Area)

    def y_only(y: float) -> float:  # a function declared on the class is called, not bound to the layout
        return y + 1

    Declared.SEAT_AREA = y_only
    assert Declared().geometry(1) == {0: 7, 1: 335}
    Declared.SEAT_AREA = None  # no SEAT_AREA: a seat's geometry is its area's y
    assert Declared().geometry(None) == {1: 6, 0: 334}
    with pytest.raises(NotImplementedError, match="declares no SEAT_Y"):
        GameLayout().geometry(0)


def test_a_card_is_found_by_id_anywhere_in_a_view_but_the_decision_and_its_hand_face_wins():
    from widgets.kit.layout import cards_by_id, find_card

    hand = {"id": 3, "name": "Agumon", "usable": False, "why_not": {"rule": "R-1", "text": "no"}}
    view = {"decision": {"items": [{"id": 9, "name": "an item of the decision"}]},
            "seats": [{"field": [{"card": {"id": 3, "name": "Agumon"}, "hp": 2}], "hand": [hand, {"back": True}]},
                      {"stack": [[{"id": 5, "name": "Under"}]]}],
            "realm": {"id": 7, "name": "Realm"}}
    assert find_card(view, 3) is hand and find_card(view, 5)["name"] == "Under" and find_card(view, 7)
    assert find_card(view, 9) is None and set(cards_by_id(view)) == {3, 5, 7}


def test_every_hook_of_the_protocol_has_a_default():
    from widgets.kit.layout import GameLayout

    class Bare(GameLayout):
        size = (10, 10)

    bare, card = Bare(), {"id": 1, "name": "Card", "text": "Does things.", "usable": False,
                          "why_not": {"rule": "R-2", "text": "too dear"}}
    view = {"seats": [{"hand": [card]}]}
    assert bare.status(view) == "" and bare.describe_action("a", "Play Card") == "Play Card"
    assert bare.order_actions(["b", "a"], {}) == ["b", "a"] and bare.group_label("play", [], []) is None
    assert bare.action_warning("a", "Play Card") is None and bare.frames_for([]) == 1
    assert bare.card_details(view, 1) == ["Card", "Does things.", "Not now: [R-2] too dear"]
    assert bare.card_details(view, 2) == []
    moment = {"turn": 3, "turn_player": 1, "step_name": "main step", "outcome": None}
    assert bare.status(moment) == "Turn 3, Player 2's main step."
    assert bare.status({**moment, "outcome": {"text": "Player 1 wins."}}) == "Player 1 wins."
    assert bare.status({**moment, "turn": 0}) == "Turn 0, Player 2's main step."  # no SETUP: the moment all along
    with pytest.raises(NotImplementedError, match="draw"):
        bare.draw(RecordingSurface(10, 10), view, None)


def test_a_layout_declares_its_set_up_words_and_the_status_says_them_before_the_first_turn():
    from cardgames.core.language import set_language
    from widgets.kit.layout import GameLayout
    from widgets.words import Said

    class Declared(GameLayout):
        size, SETUP = (10, 10), Said("Set-up.")

        def turn_status(self, view: dict) -> str:
            return f"turn {view['turn']}"

    layout = Declared()
    assert layout.status({"turn": 0}) == "Set-up." and layout.status({"turn": 1}) == "turn 1"
    set_language("pt")
    try:  # worded when read, in the language of the moment
        assert layout.status({"turn": 0}) == "Preparação do jogo."
    finally:
        set_language(None)

