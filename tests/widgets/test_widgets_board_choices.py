"""The board's action list and controls with the real games (issue 18, "Found"): every action reachable, the
sensible one first and a self-destroying one marked, a cost paid in one click, the computer's choices made on the
way to your next decision, and a picture beside the widget for notebooks that were not run."""
from __future__ import annotations

import ipywidgets as w

from cardgames.battlespirits.game import BattleSpiritsGame
from cardgames.dspirits import DSpiritsGame
from cardgames.yuyu import YuyuGame
from widgets.board import GROUP_AT, Board
from widgets.picture import BOARD_HTML_START


def _reachable(board: Board) -> list:
    """Every action the action list offers, buttons and drop-down lists alike, in order (a pick made several
    times at once is offered as a single pick too)."""
    out = []
    for entry in board.action_entries():
        out += entry[2] if entry[0] == "group" else [entry[1]] if entry[3] == 1 else []
    return out


def _to(board: Board, kind: str, pick=lambda board: board.action_entries()[0]) -> None:
    """Play (the first entry of each decision) until the human must decide a `kind` decision."""
    for _ in range(200):
        if board.is_human_turn() and board.game.decision.kind == kind:
            return
        if board.is_human_turn():
            entry = pick(board)
            board.do_apply(entry[1] if entry[0] == "button" else entry[2][0])
        else:
            board.do_advance()
    raise AssertionError(f"no {kind} decision reached")


def _summon(board: Board) -> tuple:
    for entry in board.action_entries():
        if entry[0] == "button" and entry[2].startswith("Summon"):
            return entry
    return board.action_entries()[0]


def test_battle_spirits_orders_core_placements_and_marks_the_one_that_throws_the_card_away():
    board = Board.for_game(BattleSpiritsGame(seed=7), human=0)
    _to(board, "place", pick=_summon)
    offered = _reachable(board)
    assert sorted(offered) == sorted(board.game.legal_actions())  # every legal action, none twice
    labels = [board.action_label(a) for a in offered]
    assert "vanishes" not in labels[0] and "(Lv1)" in labels[0], labels  # the sensible choice first
    vanish = [k for k, text in enumerate(labels) if "vanishes" in text]
    assert vanish == [len(labels) - 1] and labels[-1].startswith("⚠"), labels  # said before it is taken, last
    buttons = [b for b in board.action_buttons() if "vanishes" in b.description]
    if buttons:  # a short list: the button itself is marked
        assert "cg-action-warn" in buttons[0]._dom_classes


def test_battle_spirits_pays_a_whole_cost_in_one_click():
    board = Board.for_game(BattleSpiritsGame(seed=7), human=0)
    _to(board, "pick", pick=_summon)
    entries = board.action_entries()
    whole = [e for e in entries if e[0] == "button" and e[3] > 1]
    assert whole and "×" in whole[0][2] and "all at once" in whole[0][2]
    assert entries.index(whole[0]) == 0  # the whole cost first, the single core after it
    before = len(board.game.history)
    button = next(b for b in board.action_buttons() if b.description == whole[0][2])
    button.click()
    assert board.error is None
    picked = [a for a in board.game.history[before:] if a.kind == "pick"]
    assert len(picked) == whole[0][3]
    assert board.game.decision is None or board.game.decision.kind != "pick"  # the payment is complete


def test_many_actions_of_one_kind_are_one_drop_down_list_and_every_action_stays_reachable():
    board = Board.for_game(DSpiritsGame(seed=3), human=0)
    for _ in range(300):
        if board.game.is_over:
            break
        if board.is_human_turn():
            legal = board.game.legal_actions()
            kinds = [a.kind for a in legal]
            assert sorted(_reachable(board)) == sorted(legal)
            groups = [e for e in board.action_entries() if e[0] == "group"]
            assert {e[2][0].kind for e in groups} == {k for k in kinds if kinds.count(k) >= GROUP_AT}
            for menu, actions in board._groups:
                assert len(menu.options) == len(actions) and menu.value == 0
            board.action_buttons()[0].click()
        else:
            board.do_advance()
        assert board.error is None


def test_a_list_longer_than_the_screen_says_that_it_scrolls():
    board = Board.for_game(BattleSpiritsGame(seed=7), human=0)
    _to(board, "mulligan")
    assert board.actions_note.value == ""  # two buttons: nothing to scroll
    entries = [("button", board.game.legal_actions()[0], f"choice {k}", 1) for k in range(14)]
    board.action_entries = lambda: entries
    board._render_actions()
    assert board.actions_note.value == "14 choices: scroll the list for all of them ▾"


def test_a_drop_down_list_applies_the_action_chosen_in_it():
    board = Board.for_game(YuyuGame(seed=3), human=0)  # its main step offers 12 attachments early on
    for _ in range(400):
        if board._groups:
            break
        entry = board.action_entries()[0] if board.is_human_turn() else None
        if entry is None:
            board.do_advance()
        else:
            board.do_apply(entry[1] if entry[0] == "button" else entry[2][0])
    assert board._groups, "no decision with many actions of one kind in this game"
    menu, actions = board._groups[0]
    box = next(c for c in board.actions_box.children if isinstance(c, w.VBox))
    assert "choices" in box.children[0].value
    menu.value = len(actions) - 1
    go = [b for b in board.action_buttons() if "cg-action-go" in b._dom_classes][0]
    n = len(board.game.history)
    go.click()
    assert board.error is None and board.game.history[n] == actions[-1]


def test_to_next_decision_lets_the_computer_choose_and_stops_at_your_decision():
    board = Board.for_game(BattleSpiritsGame(seed=7), human=0)
    for _ in range(30):
        board.next_button.click()
        assert board.error is None
        assert board.game.is_over or board.is_human_turn(), board.status_text()
        assert "Press Step" not in board.status_text()
        if board.game.is_over:
            break
        board.action_buttons()[-1].click()


def test_one_step_makes_the_computers_whole_secret_team_pick_and_keeps_it_secret():
    board = Board.for_game(YuyuGame(seed=3), human=0)
    board.do_advance()
    while board.is_human_turn():  # your four characters, one click each
        board.action_buttons()[0].click()
        while board.game.can_step and not board.is_computer_turn():
            board.do_step()
    assert board.is_computer_turn() and board.game.decision.kind == "pick"
    status = board.status_text()
    assert "in secret" in status and "chosen:" not in status  # the computer's picks so far are not shown
    n = len(board.game.history)
    board.step_button.click()
    assert len(board.game.history) - n == 4 and not board.is_computer_turn()
    board.step_button.click()  # the selection's last step, then the one that seals the computer's team
    board.step_button.click()
    texts = [text for _rule, text in board.log_entries()]
    assert "Player 1 has chosen, in secret: the picks above." in texts  # your own, not "their choice"
    assert not any("their choice" in t for t in texts)
    assert "Player 2 has chosen, in secret." in texts


def test_the_board_output_carries_its_picture_for_notebooks_that_were_not_run():
    board = Board.for_game(YuyuGame(seed=3), human=0)
    data = board._repr_mimebundle_()
    assert data["text/plain"] == repr(board) and "application/vnd.jupyter.widget-view+json" in data
    assert data["text/html"].startswith(BOARD_HTML_START)
    assert f'alt="board: {repr(board)}"' in data["text/html"]


def test_a_sealed_selection_is_known_by_its_events_data_not_its_words():
    """Issue 27: the board words a secret selection's seal for the chooser from the event's data (`picks`), never by
    reading its sentence."""
    from cardgames.core.events import Event
    from widgets.kit.layout import event_text

    public = "Player {0} has chosen, in secret."
    template = "Player {} chooses in secret: {}."
    picks = Event("YYH-8", "sealed", template, 0, {"choice": "team", "picks": True, "public": public}, (1, "the team"))
    assert event_text(picks, 0) == "Player 1 has chosen, in secret: the picks above."
    said = Event("YYH-8", "sealed", template, 0, {"choice": "team", "public": public}, (1, "their choice"))
    assert event_text(said, 0) == "Player 1 chooses in secret: their choice."
