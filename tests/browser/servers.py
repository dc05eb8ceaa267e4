"""The servers of the browser tests (JupyterLab, Voila): their command lines, and starting and stopping them by pid,
each on its own port of 127.0.0.1 with its log in a file (the session's servers in conftest.py, a test's own
server in its module)."""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from browser_settings import HOST


def jupyter_bin(name: str) -> str:
    """The command `name` of this environment (beside its Python), else as the PATH finds it."""
    exe = Path(sys.executable).parent / name
    return str(exe) if exe.exists() else name


def lab_command(root: Path, port: int, *options: str) -> list[str]:
    """JupyterLab serving `root` on `port`, with no token, password, news or update check (and `options`)."""
    cmd = [jupyter_bin("jupyter-lab"), "--no-browser", f"--ip={HOST}", f"--port={port}",
           "--ServerApp.port_retries=0", "--IdentityProvider.token=", "--ServerApp.password=",
           f"--ServerApp.root_dir={root}", "--LabApp.news_url=None",
           "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate", *options]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--allow-root")
    return cmd


def voila_command(root: Path, port: int) -> list[str]:
    """Voila in tree mode over `root` on `port` (every notebook at /voila/render/<path>); no --template: the kit's
    template must be Voila's default wherever the kit is installed (a plain `voila NOTEBOOK`, Binder)."""
    return [jupyter_bin("voila"), "--no-browser", f"--Voila.ip={HOST}", f"--port={port}",
            "--Voila.port_retries=0", "--show_tracebacks=True", str(root)]


def _wait_http(url: str, proc: subprocess.Popen, log: Path, timeout: float = 120) -> float:
    t0 = time.time()
    while time.time() - t0 < timeout:
        if proc.poll() is not None:
            pytest.fail(f"server exited with {proc.returncode} before {url} answered (port busy?):\n"
                        + log.read_text()[-3000:])
        try:
            with urllib.request.urlopen(url, timeout=5) as r:
                if r.status == 200:
                    return time.time() - t0
        except OSError:
            pass
        time.sleep(0.5)
    pytest.fail(f"{url} did not answer within {timeout} s:\n" + log.read_text()[-3000:])


def stop(proc: subprocess.Popen) -> None:
    """Stop a server we started, by its pid: SIGTERM (it shuts its kernels down), then SIGKILL."""
    if proc.poll() is None:
        os.kill(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)


def _require_free_port(port: int) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the servers do: TIME_WAIT is fine
        try:
            sock.bind((HOST, port))
        except OSError:
            pytest.fail(f"port {port} on {HOST} is busy: a server this test session did not start is listening "
                        "there (a Jupyter server left running?); stop it and retry")


def start(cmd: list[str], cwd: Path, env: dict[str, str], log: Path, ready_url: str, port: int) -> subprocess.Popen:
    """Start `cmd` (its output to `log`) and wait until `ready_url` answers; the test fails with the log's end if
    the port is taken or the server exits or does not answer."""
    _require_free_port(port)
    log.parent.mkdir(parents=True, exist_ok=True)
    with log.open("w") as fh:
        proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=fh, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL)
    try:
        took = _wait_http(ready_url, proc, log)
        time.sleep(0.5)
        if proc.poll() is not None:  # something else answered on our port
            pytest.fail(f"{cmd[0]} exited with {proc.returncode}:\n" + log.read_text()[-3000:])
    except BaseException:
        stop(proc)
        raise
    print(f"{cmd[0]} up after {took:.1f}s, pid {proc.pid}")
    return proc


@contextmanager
def serving(cmd: list[str], cwd: Path, env: dict[str, str], log: Path, ready_url: str,
            port: int) -> Iterator[subprocess.Popen]:
    """`start` the server for the `with` block, then `stop` it."""
    proc = start(cmd, cwd, env, log, ready_url, port)
    try:
        yield proc
    finally:
        stop(proc)
