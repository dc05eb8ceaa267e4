"""Settings shared by the browser-test harness (conftest.py) and the tests, and the helper they all use to see that a
page stays offline; see conftest.py for the env vars."""

import os
import socket
from pathlib import Path
from urllib.parse import urlsplit

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "artifacts"
SCREENSHOTS = ARTIFACTS / "screenshots"
SERVER_LOGS = ARTIFACTS / "logs"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
HOST = "127.0.0.1"


def free_port() -> int:
    """A port nothing listens on now, picked by the system: a JupyterLab left open on 8899 (or any server) never
    collides with a test session's servers."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((HOST, 0))
        return sock.getsockname()[1]


def port_from(variable: str) -> int:
    """The port the environment variable `variable` names, else a free one."""
    value = os.environ.get(variable, "").strip()
    return int(value) if value else free_port()


# ports: free ones unless CARDGAMES_LAB_PORT / CARDGAMES_VOILA_PORT name them
LAB_PORT = port_from("CARDGAMES_LAB_PORT")
VOILA_PORT = port_from("CARDGAMES_VOILA_PORT")
# folders copied into the served root, relative to the repo root
SERVED_DIRS = ["tutorial", "tests/browser/fixtures"]
TARGET_NOTEBOOK = os.environ.get("CARDGAMES_BROWSER_NOTEBOOK", "tutorial/00_start_here.ipynb")
SELFTEST_NOTEBOOK = "tests/browser/fixtures/selftest_board.ipynb"
# one notebook per game whose first board is played against the computer: each gets the full checks (fit, a
# decision, a card click, auto-play) in JupyterLab and in Voila, as the target notebook does
GAME_NOTEBOOKS = {
    "yuyu": "tutorial/yuyu/09_full_game.ipynb",
    "battlespirits": "tutorial/battlespirits/12_full_game.ipynb",
    "dspirits": "tutorial/dspirits/17_full_game.ipynb",
}
CHROMIUM_ARGS = [
    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-dev-shm-usage",
]
VIEWPORT = (1280, 720)  # a classroom projector: the board, its Step button and the newest log line must fit
TIMEOUT_MS = 120_000  # 2-core machine: be patient


def record_outside_requests(page) -> list[str]:
    """Every request the page makes outside 127.0.0.1 (an offline classroom has no network), collected as it goes."""
    outside: list[str] = []
    page.on("request", lambda r: outside.append(r.url)
            if r.url.split(":", 1)[0] in ("http", "https", "ws", "wss") and urlsplit(r.url).hostname != HOST
            else None)
    return outside
