"""A game misused through its public API: a seed its save could not hold, `restore()` of something else, a second
thread calling in while a call runs. Each is refused with the kit's own error and the game is left as it was."""
from __future__ import annotations

import threading

import pytest

from cardgames.core.errors import ArgumentError, ConcurrentUseError, OptionError
from cardgames.games import GAMES, game_class


@pytest.mark.parametrize("seed", [10 ** 40, -(10 ** 40), 10 ** 5000], ids=["40 digits", "minus", "5000 digits"])
def test_a_seed_the_save_format_cannot_hold_is_refused_where_the_game_is_made(seed):
    with pytest.raises(OptionError, match="at most 40 digits"):
        game_class("digimon")(seed=seed)


def test_the_largest_seed_a_save_holds_plays_saves_and_loads():
    cls = game_class("digimon")
    game = cls(seed=10 ** 40 - 1)
    game.advance()
    game.apply(game.legal_actions()[0])
    assert cls.load(game.dumps()).snapshot() == game.snapshot()


@pytest.mark.parametrize("name", list(GAMES))
def test_restore_refuses_what_is_no_snapshot_of_this_game(name):
    game = game_class(name)(seed=3)
    game.advance()
    other = game_class("yuyu" if name != "yuyu" else "digimon")(seed=3)
    other.advance()
    before, events = game.snapshot(), list(game.events)
    for wrong in (None, (), "snapshot", other.snapshot(), before[:-1], (*before[:-1], object)):
        with pytest.raises(ArgumentError, match="restore"):
            game.restore(wrong)
        assert game.snapshot() == before and game.events == events


def test_restore_refuses_a_later_moment_and_a_game_of_other_decks():
    cls = game_class("digimon")
    game = cls(seed=1)
    game.advance()
    start = game.snapshot()
    later = cls(seed=1)
    later.advance()
    later.play(later.legal_actions()[0])
    with pytest.raises(ArgumentError, match="later moment"):
        game.restore(later.snapshot())
    assert game.snapshot() == start
    game.play(game.legal_actions()[0])
    game.restore(start)  # its own earlier moment: fine
    assert game.snapshot() == start


def _running_in_another_thread(game, call):
    """Run `call` on `game` while another thread holds a call on it (the undo replay of a long history)."""
    entered, release = threading.Event(), threading.Event()

    def slow_handler(*args):
        entered.set()
        release.wait(10)

    kind = game.decision.kind
    table = dict(type(game)._handler_table)
    real = table[kind]

    def handler(state, action, player):
        slow_handler()
        return real(state, action, player)

    type(game)._handler_table = {**table, kind: handler}
    try:
        worker = threading.Thread(target=game.apply, args=(game.legal_actions()[0],))
        worker.start()
        assert entered.wait(10)
        before = game.snapshot()
        try:
            with pytest.raises(ConcurrentUseError, match="in use by another thread"):
                call(game)
            assert game.snapshot() == before  # the refused call changed nothing
        finally:
            release.set()
            worker.join(10)
    finally:
        type(game)._handler_table = table


@pytest.mark.parametrize("call", [lambda g: g.undo(), lambda g: g.apply(g.decision.actions[0] if g.decision
                                                                         else "x"),
                                  lambda g: g.advance(), lambda g: g.step(), lambda g: g.clone(),
                                  lambda g: g.save(), lambda g: g.restore(g.snapshot())])
def test_a_second_thread_is_refused_while_a_call_runs_and_the_game_stays_sound(call):
    cls = game_class("digimon")
    game = cls(seed=5)
    game.advance()
    game.play(game.legal_actions()[0])
    _running_in_another_thread(game, call)
    assert cls.load(game.dumps()).snapshot() == game.snapshot()  # its own save still loads
    game.undo()
    game.advance()


_FIFO_READERS = {
    "position": "from cardgames.explore import open_game; open_game('digimon', P)",
    "save": "from cardgames.games import game_class; game_class('digimon').load(pathlib.Path(P))",
    "deck": "from cardgames.games import game_class; game_class('digimon')(decks=[P, 'ice_starter'])",
    "read_json": "from cardgames.core.data import read_json; read_json(P)",
}


@pytest.mark.parametrize("what", list(_FIFO_READERS))
def test_a_fifo_or_a_folder_given_as_a_file_is_refused_at_once(tmp_path, what):
    """`mkfifo p.json`: opening it for reading would wait for a writer for ever."""
    import os
    import subprocess
    import sys
    fifo = tmp_path / "p.json"
    os.mkfifo(fifo)
    code = ("import pathlib, sys\nfrom cardgames.core.errors import CardGameError\nP = sys.argv[1]\n"
            f"try:\n    {_FIFO_READERS[what]}\nexcept CardGameError as exc:\n    print(exc)\n")
    for path in (fifo, tmp_path):
        done = subprocess.run([sys.executable, "-c", code, str(path) + ("/x.json" if path == tmp_path else "")],
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        assert ("a pipe (FIFO)" if path == fifo else "No such file") in done.stdout
    (tmp_path / "dir.json").mkdir()
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path / "dir.json")], capture_output=True, text=True,
                          timeout=60)
    assert "not a regular file but a folder" in done.stdout, done.stdout + done.stderr


def test_a_path_with_control_characters_is_quoted_safely():
    from cardgames.core.data import read_json
    from cardgames.core.errors import DataFileError
    with pytest.raises(DataFileError) as caught:
        read_json("\x1b[2J" + "x" * 5000 + ".json")
    assert "\x1b" not in str(caught.value) and len(str(caught.value)) < 400


def test_a_duplicate_key_is_quoted_short_and_safe():
    from cardgames.core.data import parse_json
    from cardgames.core.errors import DataFileError
    key = "\x1b[2J" + "k" * 100_000
    with pytest.raises(DataFileError) as caught:
        parse_json(f'{{"{key}": 1, "{key}": 2}}'.replace("\x1b", "\\u001b"), "save")
    assert len(str(caught.value)) < 200 and "\x1b" not in str(caught.value) and "appears twice" in str(caught.value)
