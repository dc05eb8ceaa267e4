"""What the widget tests do alike: look at a layout's picture as drawing data (a game's view drawn on a recording
surface, no SVG, as one viewer sees it, a step's events at one frame of their animation), and read a board's
auto-play button as it runs, and play a board by clicking as a person would."""
from __future__ import annotations

from widgets.recording import RecordingSurface
from widgets.surface import Frame


def drawn(layout, game, viewer: int | None = 0, events=(), index: int = 0, count: int = 1) -> RecordingSurface:
    """`game` as `layout` draws it for `viewer` (None: a spectator), `events` at frame `index` of `count`."""
    s = RecordingSurface(*layout.size)
    layout.draw(s, game.view(viewer), Frame(events=tuple(events), viewer=viewer, index=index, count=count))
    return s


def autoplay_words(board) -> tuple[str, str]:
    """The words of `board`'s auto-play button while auto-play runs, then once it is stopped (it is stopped even
    when reading fails, so no timer outlives the test)."""
    board.autoplay.value = True
    try:
        running = board.autoplay.description
    finally:
        board.stop_autoplay()
    return running, board.autoplay.description


def click_through(board, clicks: int | None = None, button: int = 0) -> None:
    """Play `board` by clicking, as a person would, until its game is over (or `clicks` clicks): on the human seat's
    turn its `button`-th action button, on the computer's "Next"; no click may leave an error on the board."""
    done = 0
    while not board.game.is_over and (clicks is None or done < clicks):
        if board.is_human_turn():
            board.action_buttons()[button].click()
        else:
            board.next_button.click()
        assert board.error is None
        done += 1
