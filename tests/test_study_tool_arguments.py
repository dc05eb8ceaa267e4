"""`simulate` and `soak` (API and command line) check every argument before a game is played: no fork storm, no
task list built for a trillion games, a Dask address that cannot be reached refused in one sentence within seconds,
and input quoted short and with its control characters escaped."""
from __future__ import annotations

import socket
import subprocess
import sys
import threading
import time
from itertools import count

import pytest

from cardgames import batches
from cardgames.core.errors import ArgumentError, CardGameError
from cardgames.simulate import simulate
from cardgames.soak import soak

GAME = "digimon"


class _Pools:
    """Records the size of every process pool started (instead of starting one)."""

    def __init__(self):
        self.sizes: list[int] = []

    def __call__(self, max_workers: int):
        self.sizes.append(max_workers)
        return _InlinePool()


class _InlinePool:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def submit(self, fn, *args):
        from concurrent.futures import Future
        future = Future()
        future.set_result(fn(*args))
        return future


def test_workers_are_bounded_by_the_machine_and_never_more_than_the_chunks(monkeypatch):
    pools = _Pools()
    monkeypatch.setattr(batches, "ProcessPoolExecutor", pools)
    for call in (lambda w: simulate(GAME, 2, workers=w, progress=False),
                 lambda w: soak([GAME], 2, workers=w, progress=False)):
        with pytest.raises(ArgumentError, match="workers must be a whole number from 1 to"):
            call(1_000_000)
    simulate(GAME, 2, workers=4, progress=False)  # one chunk: played here, no pool at all
    simulate(GAME, 60, workers=8, progress=False)  # three chunks: three processes, not eight
    assert pools.sizes == [3]


def test_a_huge_games_count_is_refused_at_once_and_chunks_are_made_lazily():
    start = time.perf_counter()
    for call in (lambda: simulate(GAME, 10 ** 12, progress=False), lambda: soak([GAME], 10 ** 12, progress=False)):
        with pytest.raises(ArgumentError, match="must be a whole number from 1 to 1,000,000"):
            call()
    assert time.perf_counter() - start < 2
    taken = count()

    def pieces():
        for i in range(10 ** 9):
            next(taken)
            yield range(i, i + 1)

    results = batches.on_processes(len, pieces(), 10 ** 9, 2)
    assert next(results) == 1
    assert next(taken) <= 2 * batches.IN_FLIGHT + 1  # a few chunks in flight, not a billion built up front
    results.close()


@pytest.mark.parametrize("call, match", [
    (lambda: soak([GAME], 2, every=0, progress=False), "every must be a whole number from 1"),
    (lambda: soak([GAME], 2, every="5", progress=False), "every must be a whole number"),
    (lambda: soak(GAME, 2, progress=False), "games must be a list of game names"),
    (lambda: soak([GAME], "10", progress=False), "must be a whole number"),
    (lambda: soak([GAME], 2, seed="x", progress=False), "seed must be a whole number"),
    (lambda: soak([GAME], 2, workers=-1, progress=False), "workers must be"),
    (lambda: simulate(GAME, "10", progress=False), "games must be a whole number"),
    (lambda: simulate(GAME, 2.5, progress=False), "games must be a whole number"),
    (lambda: simulate(GAME, True, progress=False), "games must be a whole number"),
    (lambda: simulate(GAME, 2, workers="2", progress=False), "workers must be a whole number"),
    (lambda: simulate(GAME, 2, agents=[], progress=False), "agents must be a list of 1 to 2 names"),
    (lambda: simulate(GAME, 2, seed="x", progress=False), "seed must be a whole number"),
    (lambda: simulate(GAME, 2, progress="yes"), "progress must be True or False"),
    (lambda: simulate(GAME, 2, decks="fire_starter", progress=False), "--decks needs two of"),
    (lambda: simulate(GAME, 2, workers=2, scheduler="tcp://127.0.0.1:1", progress=False), "not both"),
    (lambda: simulate(None, 2, progress=False), "unknown game None"),
])
def test_every_argument_is_checked_at_the_door(call, match):
    with pytest.raises(ArgumentError, match=match):
        call()


def test_a_seed_whose_games_could_not_be_saved_is_refused():
    with pytest.raises(ArgumentError, match="at most 40 digits"):
        simulate(GAME, 2, seed=10 ** 40, progress=False)
    with pytest.raises(ArgumentError, match="at most 40 digits"):
        soak([GAME], 2, seed=10 ** 40 - 1, progress=False)  # its later games' seeds would not fit


def _server(mode: str) -> int:
    """A local server that accepts connections and says nothing, or answers in another protocol."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)

    def run():
        while True:
            conn, _ = listener.accept()
            if mode == "other":
                conn.sendall(b"HTTP/1.1 400 Bad Request\r\n\r\n" + b"\xff" * 64)
            threading.Timer(30, conn.close).start()

    threading.Thread(target=run, daemon=True).start()
    return listener.getsockname()[1]


@pytest.mark.parametrize("address, match", [
    ("", "scheduler must be a non-empty text"),
    ("tls://127.0.0.1:8786", "only tcp:// addresses"),
    ("tcp://127.0.0.1:port", "a Dask scheduler's address"),
    ("127.0.0.1:70000", "a Dask scheduler's address"),
    ("tcp://127.0.0.1:1", "no Dask scheduler answers"),
    ("silent", "said nothing"),
    ("other", "does not speak Dask's protocol"),
])
def test_a_scheduler_that_cannot_be_used_is_one_sentence_within_seconds(address, match):
    pytest.importorskip("distributed")
    if address in ("silent", "other"):
        address = f"tcp://127.0.0.1:{_server(address)}"
    start = time.perf_counter()
    with pytest.raises(ArgumentError, match=match):
        simulate(GAME, 2, scheduler=address, progress=False)
    assert time.perf_counter() - start < 6


def _cli(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "cardgames", *argv], capture_output=True, text=True, timeout=60)


def test_the_command_line_refuses_in_one_line_with_exit_2():
    start = time.perf_counter()
    for argv in (["simulate", GAME, "--games", "2", "--workers", "1000000"],
                 ["simulate", GAME, "--games", "1000000000000"],
                 ["simulate", GAME, "--games", "2", "--scheduler", ""],
                 ["simulate", GAME, "--games", "2", "--scheduler", "tcp://127.0.0.1:1"],
                 ["soak", GAME, "--games", "2", "--every", "0"],
                 ["play", GAME, "--seed", str(10 ** 40)]):
        done = _cli(*argv)
        assert done.returncode == 2, (argv, done.stderr)
        assert done.stderr.startswith("error: ") and "Traceback" not in done.stderr
        assert len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert time.perf_counter() - start < 60


def test_the_command_line_never_echoes_control_characters_or_huge_input():
    for argv in (["simulate", GAME, "--decks", "\x1b[2J\x1b]0;x\x07", "y"], ["list", "\x1b[2J"],
                 ["simulate", GAME, "--games", "\x1b[2J"], ["rules", "\x1b]0;title\x07"],
                 ["simulate", GAME, "--decks", "x" * 100_000, "y"]):
        done = _cli(*argv)
        assert done.returncode == 2
        assert "\x1b" not in done.stderr and "\x07" not in done.stderr
        assert len(done.stderr) < 1000
        assert "\\x1b" in done.stderr or "x" * 30 in done.stderr


def test_the_kit_error_is_also_what_python_code_catches():
    with pytest.raises(ValueError):
        simulate(GAME, 0, progress=False)
    with pytest.raises(TypeError):
        simulate(GAME, "2", progress=False)
    assert issubclass(ArgumentError, CardGameError)
