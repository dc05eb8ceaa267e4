"""The browser tests' servers listen on free ports: a JupyterLab left open on 8899 (or any server on the ports the
harness once fixed) does not make `make test` fail."""
from __future__ import annotations

import socket
import subprocess
import sys
from pathlib import Path

BROWSER = Path(__file__).resolve().parent / "browser"


def test_the_servers_ports_are_free_ones_even_with_8899_taken():
    busy = []
    for port in (8899, 8866, 8931):
        listener = socket.socket()
        try:
            listener.bind(("127.0.0.1", port))
            listener.listen(1)
            busy.append(listener)
        except OSError:  # already taken by something else: as good for this test
            listener.close()
    try:
        code = ("import browser_settings as b, test_stored_outputs as s; "
                "print(b.LAB_PORT, b.VOILA_PORT, s.PORT)")
        done = subprocess.run([sys.executable, "-c", code], cwd=BROWSER, capture_output=True, text=True, timeout=60,
                              env={"PATH": "", "PYTHONPATH": str(BROWSER)})
        assert done.returncode == 0, done.stderr
        ports = [int(p) for p in done.stdout.split()]
        assert len(set(ports)) == 3 and not set(ports) & {8899, 8866, 8931}
        for port in ports:
            with socket.socket() as probe:
                probe.bind(("127.0.0.1", port))  # nothing listens there
    finally:
        for listener in busy:
            listener.close()
