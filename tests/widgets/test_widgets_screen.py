"""The board's screen: an ipycanvas canvas where ipycanvas works, SVG in an HTML widget where it cannot be imported
(JupyterLite, where ipycanvas's numpy and Pillow have no browser build). The SVG board must draw, animate and keep
its buttons working."""
from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET

import ipywidgets as w
import pytest

from cardgames.digimon import DigimonGame
from widgets.screen import SvgScreen, flip_book, make_screen


@pytest.fixture
def no_ipycanvas(monkeypatch):
    """Python as in the browser: importing ipycanvas fails (and the modules that import it are not cached)."""
    monkeypatch.setitem(sys.modules, "ipycanvas", None)
    for name in ("widgets.canvas_screen", "widgets.canvas"):
        monkeypatch.delitem(sys.modules, name, raising=False)


def frames_of(svg: str) -> list[ET.Element]:
    root = ET.fromstring(svg)
    return [g for g in root if g.tag == "{http://www.w3.org/2000/svg}g"]


def test_flip_book_shows_each_frame_in_turn_and_keeps_the_last():
    frames = [f'<svg xmlns="http://www.w3.org/2000/svg"><text>{i}</text></svg>' for i in range(3)]
    book = flip_book(frames, 90, 60, 50)
    groups = frames_of(book)
    assert len(groups) == 3
    sets = [g.find("{http://www.w3.org/2000/svg}set") for g in groups]
    assert [s.get("begin") for s in sets] == ["0ms", "50ms", "100ms"]
    assert [s.get("dur") for s in sets] == ["50ms", "50ms", None]
    assert sets[-1].get("fill") == "freeze" and all(g.get("visibility") == "hidden" for g in groups)
    assert 'viewBox="0 0 90 60"' in book


def test_a_single_frame_is_a_plain_picture():
    book = flip_book(['<svg xmlns="http://www.w3.org/2000/svg"><text>only</text></svg>'], 90, 60, 50)
    assert "<set" not in book and not frames_of(book)


def test_canvas_where_ipycanvas_works():
    from ipycanvas import Canvas

    assert isinstance(make_screen(100, 50).widget, Canvas)


def test_svg_where_ipycanvas_cannot_be_imported(no_ipycanvas):
    screen = make_screen(100, 50)
    assert isinstance(screen, SvgScreen) and isinstance(screen.widget, w.HTML)


def test_other_import_errors_are_not_hidden(monkeypatch):
    monkeypatch.setitem(sys.modules, "widgets.canvas_screen", None)  # a broken kit, not a missing browser build
    with pytest.raises(ImportError):
        make_screen(100, 50)


def test_board_without_ipycanvas_draws_animates_and_its_buttons_work(no_ipycanvas):
    from widgets.board import Board

    board = Board(DigimonGame(seed=3), human=0, frames=4)
    assert isinstance(board.canvas, w.HTML) and "cg-canvas" in board.canvas._dom_classes
    first = board.canvas.value
    assert first.startswith("<svg") and ET.fromstring(first) is not None

    events = 0
    for _ in range(12):  # Step until a step moves something the layout animates
        board.step_button.click()
        events += len(board.last_events)
        if board.frame_count() > 1:
            break
    assert events and board.canvas.value != first
    assert len(frames_of(board.canvas.value)) == board.frame_count() > 1
    assert len(re.findall(r"<set ", board.canvas.value)) == board.frame_count()

    board.undo_button.click()
    board.redraw(animate=False)
    assert not frames_of(board.canvas.value)  # one picture, no flip-book
