"""Seconds from Run All to the first board drawn in the JupyterLite site (`make lite` -> build/lite/), median of 3.

    python benchmarks/lite_first_board.py                 # reuses build/lite, builds it when it is missing
    python benchmarks/lite_first_board.py --build --runs 5
    python benchmarks/lite_first_board.py --site old/lite --site build/lite   # two builds, runs taking turns

Each run opens the start page's notebook (`00_start_here.ipynb`, whose second cell shows the first board a learner
sees, a game's `show(...)`) in a fresh headless Chromium context (empty browser storage, so a new Pyodide
kernel with nothing installed), offline (only 127.0.0.1 answers, as in `tests/browser/test_lite_site.py`), waits
for the kernel to be idle, clears the stored outputs and runs all cells. The clock starts at Run All and stops when
the board's SVG is drawn (more than 50 shapes); the first cell's `%pip install` (piplite, from the site's own
wheels) is inside that time, as a learner waits for it too. Also printed: when the install cell finished, and when
the kernel was idle after the page opened (Pyodide's own start, which the kit does not control). Given several
sites (a build of an older commit and this one), the runs take turns between them, so that the load of a shared
machine weighs on each alike: compare the medians of one run.
"""
from __future__ import annotations

import argparse
import os
import signal
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from browser_settings import CHROMIUM, CHROMIUM_ARGS, HOST, VIEWPORT, free_port  # noqa: E402

NOTEBOOK = "00_start_here.ipynb"
KERNEL_TIMEOUT_MS = 240_000
BOARD_TIMEOUT_MS = 240_000
KERNEL_IDLE_JS = """() => { const p = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const k = p && p.sessionContext && p.sessionContext.session && p.sessionContext.session.kernel;
  return !!(k && k.status === 'idle' && p.content && p.content.widgets.length); }"""
# Run All, with the page's own clock: when each code cell got its execution count, and when the board's SVG drew
RUN_ALL_JS = """() => {
  const app = window.jupyterapp, panel = app.shell.currentWidget;
  const marks = window.__cgMarks = {start: performance.now(), cells: {}, board: null, error: null};
  const look = () => {
    const now = performance.now();
    panel.content.widgets.forEach((cell, i) => {
      if (cell.model.type !== 'code' || marks.cells[i] !== undefined) return;
      if (cell.model.executionCount !== null) marks.cells[i] = now - marks.start;
      for (const out of cell.model.outputs.toJSON())
        if (out.output_type === 'error') marks.error = marks.error || (out.ename + ': ' + out.evalue);
    });
    const svg = document.querySelector('.cg-board .cg-canvas svg');
    if (marks.board === null && svg && svg.querySelectorAll('rect, text, path, circle, polygon, line').length > 50)
      marks.board = now - marks.start;
    if (marks.board === null && marks.error === null) requestAnimationFrame(look);
  };
  app.commands.execute('notebook:clear-all-cell-outputs');
  app.commands.execute('notebook:run-all-cells');
  requestAnimationFrame(look);
}"""


def serve(site: Path, port: int) -> subprocess.Popen:
    """`python -m http.server` on 127.0.0.1:`port` in `site`, answering once this returns."""
    proc = subprocess.Popen([sys.executable, "-m", "http.server", "--bind", HOST, str(port)], cwd=site,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
    for _ in range(100):
        if proc.poll() is not None:
            raise SystemExit(f"python -m http.server could not listen on {HOST}:{port}")
        try:
            with urllib.request.urlopen(f"http://{HOST}:{port}/jupyter-lite.json", timeout=2):
                return proc
        except OSError:
            time.sleep(0.2)
    proc.kill()
    raise SystemExit("the static server did not answer")


def one_run(browser, base: str, notebook: str) -> dict:
    """Open `notebook` in a fresh offline context, Run All, and return the seconds: kernel idle after the page
    opened, install cell done and board drawn after Run All."""
    context = browser.new_context(viewport={"width": VIEWPORT[0], "height": VIEWPORT[1]})
    outside: list[str] = []

    def route(r) -> None:
        if r.request.url.startswith(("data:", "blob:")) or urlsplit(r.request.url).hostname == HOST:
            r.continue_()
        else:
            outside.append(r.request.url)
            r.abort()

    context.route("**/*", route)
    try:
        page = context.new_page()
        opened = time.monotonic()
        page.goto(f"{base}/lab/index.html?path={notebook}")
        page.wait_for_function(KERNEL_IDLE_JS, timeout=KERNEL_TIMEOUT_MS, polling=200)
        kernel = time.monotonic() - opened
        page.evaluate(RUN_ALL_JS)
        marks = page.wait_for_function("() => { const m = window.__cgMarks; return m && (m.board !== null || "
                                       "m.error !== null) ? m : false; }", timeout=BOARD_TIMEOUT_MS,
                                       polling=500).json_value()
        if marks["error"] is not None:
            raise SystemExit(f"{notebook} failed in the browser: {marks['error']}")
        if outside:
            raise SystemExit(f"requests outside {HOST}: {sorted(set(outside))[:5]}")
        first_code = min(int(i) for i in marks["cells"]) if marks["cells"] else None
        install = marks["cells"].get(str(first_code)) if first_code is not None else None
        return {"kernel_s": kernel, "install_s": None if install is None else install / 1000,
                "board_s": marks["board"] / 1000}
    finally:
        context.close()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--site", type=Path, action="append",
                        help="a built site (default build/lite); give several to compare them in one run")
    parser.add_argument("--build", action="store_true", help="build build/lite first (tools/build_lite.py)")
    parser.add_argument("--runs", type=int, default=3, help="runs per site")
    parser.add_argument("--notebook", default=NOTEBOOK, help="path of the notebook in the site")
    args = parser.parse_args(argv)
    sites = args.site or [ROOT / "build" / "lite"]
    if args.build or not (sites[0] / "index.html").exists():
        subprocess.run([sys.executable, str(ROOT / "tools" / "build_lite.py"), "--out", str(sites[0])], check=True)
    if not os.access(CHROMIUM, os.X_OK):
        raise SystemExit(f"Chromium not found at {CHROMIUM} (set CHROMIUM)")
    os.environ["PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS"] = "1"
    from playwright.sync_api import sync_playwright

    servers = {site: (port, serve(site, port)) for site, port in ((site, free_port()) for site in sites)}
    runs: dict[Path, list[dict]] = {site: [] for site in sites}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            try:
                for i in range(args.runs):
                    for site, (port, _) in servers.items():
                        run = one_run(browser, f"http://{HOST}:{port}", args.notebook)
                        runs[site].append(run)
                        install = "?" if run["install_s"] is None else f"{run['install_s']:.1f}"
                        print(f"{site} run {i + 1}: kernel idle {run['kernel_s']:.1f} s after the page opened; "
                              f"after Run All the install cell done at {install} s, the first board drawn at "
                              f"{run['board_s']:.2f} s", flush=True)
            finally:
                browser.close()
    finally:
        for _, server in servers.values():
            os.kill(server.pid, signal.SIGTERM)
            server.wait(timeout=10)
    for site, done in runs.items():
        board = statistics.median(r["board_s"] for r in done)
        print(f"{site}: first board after Run All {board:.2f} s (median of {len(done)}: "
              f"{', '.join(format(r['board_s'], '.2f') for r in done)})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
