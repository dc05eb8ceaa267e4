"""What a presenter meets on the live board (issue 29): the controls stay put above the decision's buttons, Auto-play
says how to stop it while it runs, a drop-down list of actions gets the panel's width and a button that says what it
does, and the classroom size sets every text of the panel at 16 px or more."""
from __future__ import annotations

import re

from widget_helpers import autoplay_words

from cardgames.digimon import DigimonGame
from widgets.board import STYLE, show


def _panel(board):
    return board.children[1].children


def test_the_controls_come_before_the_decision_buttons_in_the_panel():
    """Step, To next decision and Undo are above the status line and the action list, so buttons appearing for a
    decision (or a longer status line) push nothing the presenter clicks."""
    board = show(DigimonGame(seed=7))
    panel = list(_panel(board))
    controls = next(c for c in panel if "cg-controls" in c._dom_classes)
    assert board.step_button in controls.children and board.next_button in controls.children
    assert board.undo_button in controls.children
    assert panel.index(controls) < panel.index(board.status) < panel.index(board.actions_box)
    board.do_advance()
    assert board.action_buttons(), "a decision with buttons"
    assert list(_panel(board)).index(controls) == panel.index(controls)


def test_auto_play_says_stop_while_it_runs():
    board = show(DigimonGame(seed=7))
    assert board.autoplay.description == "Auto-play"
    assert autoplay_words(board) == ("Stop auto-play", "Auto-play")


def test_the_classroom_size_sets_the_panel_text_at_16_px():
    """The widgets set 13 px on their own buttons, HTML and lists: the classroom size overrides each of them."""
    rules = re.findall(r"([^{}]*)\{([^{}]*)\}", re.sub(r"/\*.*?\*/", "", STYLE, flags=re.S))
    sized = {sel.strip() for sels, body in rules if re.search(r"font-size: *(1[6-9]|[2-9]\d)px", body)
             for sel in sels.split(",")}
    for part in (".widget-button", ".widget-toggle-button", ".widget-html-content", "select", "code"):
        assert f".cg-board.cg-classroom .cg-panel {part}" in sized, part


def test_a_drop_down_list_of_actions_takes_the_panels_width():
    assert re.search(r"\.cg-group \.widget-dropdown \{ flex: 1 1 100%; width: 100%", STYLE)
    assert re.search(r"\.cg-group-row \{ flex-flow: row wrap", STYLE)


def test_the_board_is_never_shown_so_small_that_its_text_reads_under_12_px():
    """In the space it has (JupyterLab with its file browser open) the canvas scales down, but not below the scale
    that shows MIN_FONT board pixels as READABLE_PX screen pixels; the panel goes under it instead (the row wraps)."""
    from widgets.board import READABLE_PX
    from widgets.kit.theme import MIN_FONT

    board = show(DigimonGame(seed=7))
    width, height = board.game_layout.size
    least_w, least_h = (int(v.removesuffix("px")) for v in (board.canvas.layout.min_width,
                                                               board.canvas.layout.min_height))
    assert least_w * MIN_FONT >= width * READABLE_PX and least_h * MIN_FONT >= height * READABLE_PX
    assert least_w < width  # it still scales down to fit a 1280x720 screen beside its panel
    assert re.search(r"\.cg-board \{ flex-flow: row wrap;", STYLE)


def test_the_d_spirits_set_up_is_not_called_turn_0():
    """The set-up comes before the first turn: the status line says so, not "Turn 0, Player 1's Set-up"."""
    from cardgames.dspirits import DSpiritsGame

    board = show(DSpiritsGame(seed=6))
    assert board.status_text().startswith("Set-up, before the first turn (Player 1 5000 SP"), board.status_text()
    board.do_advance()
    while board.game.state.turn == 0:
        board.autoplay_tick()
    assert board.status_text().startswith(f"Turn {board.game.state.turn}, Player "), board.status_text()


def test_every_control_of_the_panel_draws_japanese_from_the_kit_s_font():
    """On a machine without a CJK font a control whose font list lacks the kit's shows Japanese as boxes (the
    auto-play toggle did, in Voila): buttons, the toggle and the lists name "Cardgames CJK" first."""
    rules = re.findall(r"([^{}]*)\{([^{}]*)\}", re.sub(r"/\*.*?\*/", "", STYLE, flags=re.S))
    fonted = {sel.strip() for sels, body in rules if re.search(r'font-family: *"Cardgames CJK"', body)
              for sel in sels.split(",")}
    for part in (".widget-button", ".widget-toggle-button", "select"):
        assert f".cg-board {part}" in fonted, part
