"""Many seeded games in chunks, on this process, a few worker processes or a Dask cluster (`simulate`, `soak`).

The chunks are made as they are handed out, and only a few per worker are in flight at once: a run of a million
games holds a few dozen tasks, not a list of all of them built before the first game is played. A pool never
starts more processes than there are chunks (two games need no eight processes).
"""
from __future__ import annotations

import re
import socket
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from itertools import islice
from typing import Any

from .core.errors import ArgumentError, shown
from .core.inputs import text

IN_FLIGHT = 2            # chunks queued per worker: one running, one ready
CONNECT_TIMEOUT = 3.0    # seconds to reach a Dask scheduler (the whole refusal stays well under 10 s)
MAX_FRAMES = 1000        # the frame count a Dask message starts with: a handful (another protocol reads as billions)
_ADDRESS = re.compile(r"(?:(?P<scheme>[a-z]+)://)?(?P<host>\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):(?P<port>\d{1,5})")


def chunks(first: int, count: int, size: int) -> Iterator[range]:
    """The ranges `first`.. `first + count` in pieces of `size`, made one at a time."""
    end = first + count
    return (range(i, min(i + size, end)) for i in range(first, end, size))


def chunk_count(count: int, size: int) -> int:
    return -(-count // size)


def on_processes(work: Callable[..., Any], pieces: Iterable[range], pieces_count: int, workers: int,
                 *args: Any) -> Iterator[Any]:
    """`work(piece, *args)` for every piece, in order: here when one worker (or one piece) is enough, else on at
    most `workers` processes, never more than there are pieces, with a few pieces per process in flight."""
    workers = min(workers, pieces_count)
    if workers <= 1:
        for piece in pieces:
            yield work(piece, *args)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        pending: deque[Future] = deque()
        for piece in pieces:
            pending.append(pool.submit(work, piece, *args))
            if len(pending) >= IN_FLIGHT * workers:
                yield pending.popleft().result()
        while pending:
            yield pending.popleft().result()


def dask_address(value: Any) -> str:
    """`value` as the address of a Dask scheduler the kit can connect to: `tcp://HOST:PORT` or `HOST:PORT`
    (`tls://` needs certificates, which the kit does not take)."""
    address = text(value, "scheduler", longest=300).strip()
    match = _ADDRESS.fullmatch(address)
    if match is None or not 1 <= int(match["port"]) <= 65535:
        raise ArgumentError(f"scheduler must be a Dask scheduler's address such as tcp://127.0.0.1:8786, not "
                            f"{shown(value)}")
    if match["scheme"] not in (None, "tcp"):
        raise ArgumentError(f"scheduler: only tcp:// addresses are supported, not {shown(value)} (a {match['scheme']}"
                            f":// scheduler needs security settings the kit does not take)")
    return address if match["scheme"] else "tcp://" + address


def _unreachable(address: str, why: str) -> ArgumentError:
    return ArgumentError(f"scheduler: no Dask scheduler answers at {shown(address, 80)} ({why})")


def dask_client(address: str) -> Any:
    """A `distributed.Client` connected to `address` (from `dask_address`), or `ArgumentError` in one sentence
    within a few seconds: nothing listening, a server that never answers, a server speaking another protocol."""
    try:
        from distributed import Client
    except ImportError:
        raise ArgumentError("scheduler: playing on a Dask scheduler needs dask.distributed: pip install "
                            "'cardgames[cluster]'") from None
    host, _, port = address.removeprefix("tcp://").rpartition(":")
    try:  # a plain connection first: refused, unroutable or silent is known at once, not after Dask's retries
        with socket.create_connection((host.strip("[]"), int(port)), timeout=CONNECT_TIMEOUT) as probe:
            greeting = probe.recv(8, socket.MSG_WAITALL)  # a scheduler greets a connection at once (its handshake)
    except TimeoutError:
        raise _unreachable(address, f"it accepted the connection but said nothing for {CONNECT_TIMEOUT:g} s: "
                           "is it a Dask scheduler?") from None
    except OSError as exc:
        raise _unreachable(address, exc.strerror or type(exc).__name__) from None
    if not greeting:
        raise _unreachable(address, "it closed the connection at once: is it a Dask scheduler?")
    if len(greeting) < 8 or int.from_bytes(greeting, "little") > MAX_FRAMES:
        raise _unreachable(address, "it does not speak Dask's protocol")
    try:
        return Client(address, timeout=CONNECT_TIMEOUT, set_as_default=False)
    except Exception as exc:  # noqa: BLE001 - whatever the other end did, the learner gets one sentence
        raise _unreachable(address, f"{type(exc).__name__}: {shown(str(exc), 80)}") from None


def on_dask(client: Any, work: Callable[..., Any], pieces: Iterable[range], *args: Any) -> Iterator[Any]:
    """`work(list(piece), *args)` for every piece on the cluster of `client`, a batch of a few pieces per worker at a
    time; results in order."""
    batch = max(1, IN_FLIGHT * len(client.scheduler_info().get("workers", {})))
    pieces = iter(pieces)
    while True:
        todo = [list(p) for p in islice(pieces, batch)]
        if not todo:
            return
        futures = client.map(work, todo, *([a] * len(todo) for a in args), pure=False)
        yield from client.gather(futures)
