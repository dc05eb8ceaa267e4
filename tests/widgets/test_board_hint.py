"""The board's Hint button: the coach's suggestion highlighted among the human seat's actions, its why and line
beside them in the log's style, gone once the game moves on."""
from __future__ import annotations

import html

from cardgames.games import game_class
from widgets.board import Board


def _board_at_human_decision(name: str, seed: int = 3) -> Board:
    board = Board.for_game(game_class(name)(seed), human=0)
    while not board.is_human_turn():
        board.do_advance()
    return board


def test_hint_highlights_the_suggestion_and_shows_why_and_line():
    board = _board_at_human_decision("battlespirits")
    assert not board.hint_button.disabled and board.hint_box.value == ""
    advice = board.do_hint(seed=1)
    assert advice.action in board.game.decision.actions
    marked = [c for c in board.actions_box.children if "cg-action-hint" in c._dom_classes]
    menus = [m for c in board.actions_box.children if hasattr(c, "children") for row in c.children
             if hasattr(row, "children") for m in row.children if "cg-action-hint" in m._dom_classes]
    assert len(marked) + len(menus) == 1
    if marked:
        assert marked[0].description == board.action_label(advice.action)
    shown = board.hint_box.value
    assert html.escape(advice.label) in shown
    for sentence in advice.why:
        assert html.escape(sentence) in shown
    assert f"<code>[{advice.line[0].rule}]</code>" in shown
    assert board.do_hint(seed=1) == advice  # the same position and seed, the same hint


def test_the_hint_goes_once_the_game_moves_on_and_is_only_for_the_human_seat():
    board = _board_at_human_decision("digimon")
    advice = board.do_hint()
    board.do_apply(advice.action)
    while not board.is_human_turn() and not board.game.is_over:
        board.do_advance()
    assert board.hint_box.value == ""
    assert not any("cg-action-hint" in c._dom_classes for c in board.actions_box.children)
    watcher = Board.for_game(game_class("digimon")(3), human=None)
    watcher.do_advance()
    assert watcher.hint_button.disabled and watcher.do_hint() is None and watcher.hint_box.value == ""


def test_the_hint_panel_reads_in_the_language_of_the_moment():
    """A hint asked in English reads in Japanese at the board's next refresh: its headline, why, note and line, with
    no English word left but card names and rule IDs; back in English, the panel is as it was."""
    import re

    from cardgames.core.language import set_language

    board = _board_at_human_decision("yuyu")
    board.do_hint(seed=1)
    english = board.hint_box.value
    set_language("ja")
    try:
        board.refresh()
        shown = html.unescape(re.sub(r"<[^>]+>", "\n", board.hint_box.value))
    finally:
        set_language(None)
    names = sorted(game_class("yuyu").ruleset.catalogue.strings(), key=len, reverse=True)
    assert "コーチ：" in shown and "プレイアウト" in shown
    for line in filter(str.strip, shown.splitlines()):
        bare = re.sub(r"\b[A-Z]+-\d+\b", "", line)
        for name in names:
            bare = bare.replace(name, "") if len(name) > 1 else bare
        assert not re.search(r"(?<![A-Za-z])(?!(?:SE)(?![A-Za-z]))[A-Za-z]{2,}", bare), f"left in English: {line}"
    board.refresh()
    assert board.hint_box.value == english
