"""Browser-test harness: JupyterLab and Voila on free ports of 127.0.0.1, headless Debian Chromium.

The servers serve a temporary COPY of the repository's notebook folders (JupyterLab autosaves open notebooks),
with the same relative layout, so `tutorial/00_start_here.ipynb` has the same path on the server as in the repo.
They are started once per session and stopped by pid at teardown.

Settings (environment):
  CARDGAMES_BROWSER_NOTEBOOK  notebook to test, relative to the repo root (default tutorial/00_start_here.ipynb)
  CARDGAMES_LAB_PORT, CARDGAMES_VOILA_PORT
                              the servers' ports (default: free ports the system picks, so a JupyterLab left
                              open on 8899 or any other server is no obstacle)
  CHROMIUM                    Chromium binary (default /usr/bin/chromium); missing Chromium is a failure
  CI=1                        a missing target notebook is a failure instead of a skip
"""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from browser_settings import (
    CHROMIUM,
    CHROMIUM_ARGS,
    HOST,
    LAB_PORT,
    REPO,
    SCREENSHOTS,
    SERVED_DIRS,
    SERVER_LOGS,
    TIMEOUT_MS,
    VIEWPORT,
    VOILA_PORT,
    free_port,
)
from servers import lab_command, serving, start, stop, voila_command


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if Path(str(item.fspath)).is_relative_to(Path(__file__).parent):
            item.add_marker(pytest.mark.browser)










@pytest.fixture(scope="session")
def served_root() -> Iterator[Path]:
    """A temporary copy of the notebook folders, laid out as in the repo; data/ is linked read-only."""
    root = Path(tempfile.mkdtemp(prefix="cg-browser-"))
    for rel in SERVED_DIRS:
        if (REPO / rel).is_dir():
            shutil.copytree(REPO / rel, root / rel,
                            ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__"))
    if (REPO / "data").is_dir():
        (root / "data").symlink_to(REPO / "data")  # for notebooks that read ../data with a relative path
    yield root
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
def jupyter_env(served_root: Path) -> Iterator[dict[str, str]]:
    """Environment for the servers: the venv first on PATH, private Jupyter config/runtime/workspace dirs."""
    state = Path(tempfile.mkdtemp(prefix="cg-jupyter-"))
    env = dict(os.environ)
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    env["JUPYTER_CONFIG_DIR"] = str(state / "config")
    env["JUPYTER_RUNTIME_DIR"] = str(state / "runtime")
    env["JUPYTERLAB_WORKSPACES_DIR"] = str(state / "workspaces")
    # the workspaces start from the kit's default one (the file browser collapsed), as `make lab` and Binder do
    shutil.copytree(REPO / "share" / "jupyter" / "lab" / "workspaces", state / "workspaces")
    env["JUPYTERLAB_SETTINGS_DIR"] = str(state / "settings")
    env["PYTHONUNBUFFERED"] = "1"
    # the kit's Voila template (share/jupyter/voila/templates/cardgames) and its Voila config (etc/jupyter/voila.json:
    # the template is the default, cells tagged notebook-only are dropped), found where `pip install` puts them
    # (the environment's share/jupyter and etc/jupyter, pyproject.toml's data-files): from the checkout here
    env["JUPYTER_PATH"] = os.pathsep.join(p for p in (str(REPO / "share" / "jupyter"), env.get("JUPYTER_PATH")) if p)
    env["JUPYTER_CONFIG_PATH"] = os.pathsep.join(p for p in (str(REPO / "etc" / "jupyter"),
                                                             env.get("JUPYTER_CONFIG_PATH")) if p)
    yield env
    shutil.rmtree(state, ignore_errors=True)


@pytest.fixture(scope="session")
def browser_lock() -> Iterator[None]:
    """One browser-test session at a time on this machine (a 2-core machine runs one set of servers and Chromium
    well, two badly). Waits up to 15 minutes for another session to finish."""
    path = Path(tempfile.gettempdir()) / "cardgames-browser-tests.lock"
    with path.open("w") as fh:
        t0 = time.time()
        while True:
            try:
                fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.time() - t0 > 900:
                    pytest.fail(f"another browser-test session still holds {path} after 15 minutes")
                if int(time.time() - t0) % 30 == 0:
                    print(f"waiting for another browser-test session to finish ({path})", file=sys.stderr)
                time.sleep(1)
        yield
        fcntl.flock(fh, fcntl.LOCK_UN)






@pytest.fixture(scope="session")
def lab_url(browser_lock: None, served_root: Path, jupyter_env: dict[str, str]) -> Iterator[str]:
    # no "Would you like to get notified about official Jupyter news?" toast over the board: the settings override
    # the kit installs in the environment's share/jupyter/lab/settings (from the checkout here)
    settings = REPO / "share" / "jupyter" / "lab" / "settings"
    cmd = lab_command(served_root, LAB_PORT, f"--LabApp.app_settings_dir={settings}")
    base = f"http://{HOST}:{LAB_PORT}"
    with serving(cmd, served_root, jupyter_env, SERVER_LOGS / "lab.log", f"{base}/api/status", LAB_PORT):
        yield base


@pytest.fixture(scope="session")
def voila_url(browser_lock: None, served_root: Path, jupyter_env: dict[str, str]) -> Iterator[str]:
    base = f"http://{HOST}:{VOILA_PORT}"
    with serving(voila_command(served_root, VOILA_PORT), served_root, jupyter_env, SERVER_LOGS / "voila.log",
                 f"{base}/", VOILA_PORT):
        yield base


@pytest.fixture(scope="session")
def voila_in(browser_lock: None, served_root: Path, jupyter_env: dict[str, str]) -> Iterator:
    """`voila_in(lang)`: the URL of a Voila server whose kernels read the kit in `lang` (CARDGAMES_LANG in their
    environment, as a classroom machine set to Portuguese or Japanese would have it); one server per language,
    started when first asked for and stopped by pid at teardown."""
    started: dict[str, tuple[subprocess.Popen, str]] = {}

    def url(lang: str) -> str:
        if lang not in started:
            port = free_port()
            base = f"http://{HOST}:{port}"
            env = {**jupyter_env, "CARDGAMES_LANG": lang}
            started[lang] = (start(voila_command(served_root, port), served_root, env,
                                   SERVER_LOGS / f"voila_{lang}.log", f"{base}/", port), base)
        return started[lang][1]

    yield url
    for proc, _base in started.values():
        stop(proc)


@pytest.fixture(scope="session")
def browser_context():
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"Chromium not found at {CHROMIUM}: install it (apt-get install -y chromium) or set CHROMIUM; "
                    "browser tests are never skipped silently (use `make test SKIP_BROWSER=1` to skip explicitly)")
    from playwright.sync_api import sync_playwright

    profile = tempfile.mkdtemp(prefix="cg-chromium-")
    with sync_playwright() as p:
        ctx = p.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS,
            viewport={"width": VIEWPORT[0], "height": VIEWPORT[1]})
        ctx.set_default_timeout(TIMEOUT_MS)
        yield ctx
        ctx.close()
    shutil.rmtree(profile, ignore_errors=True)


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    report = yield
    setattr(item, f"rep_{report.when}", report)
    return report


@pytest.fixture
def page(browser_context, request: pytest.FixtureRequest):
    """A fresh tab; on failure, a screenshot `<test>_FAILED.png` and the page's console errors are kept."""
    pg = browser_context.new_page()
    errors: list[str] = []
    pg.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    yield pg
    rep = getattr(request.node, "rep_call", None)
    if rep is not None and rep.failed:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        name = "".join(c if c.isalnum() or c in "-_" else "_" for c in request.node.name)
        try:
            pg.screenshot(path=str(SCREENSHOTS / f"{name}_FAILED.png"), full_page=True)
        except Exception as exc:  # the page may be gone
            print(f"no failure screenshot: {exc}")
        print("browser console errors:", *errors[-20:], sep="\n  ")
    pg.close()
