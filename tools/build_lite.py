"""Build the kit's offline JupyterLite site: the tutorials running in the browser on a Pyodide kernel, no server.

    python tools/build_lite.py --out build/lite        (what `make lite` runs; needs npm and pip's registry)

Every asset is in the folder, so any static host serves it, or `python -m http.server` from a USB stick:
- Pyodide's runtime from the npm registry, at exactly the version the kernel was built for, with the two packages
  the kernel loads through Pyodide's lockfile (micropip, packaging) beside it and the lockfile cut down to them;
- the kit's wheel (its data files' validation record current: `tools/validate_data.py`) and the browser builds of
  its dependencies (pure wheels, and pydantic_core's wasm wheel) in `pypi/`, where `piplite` finds them; Pyodide's
  package CDN is switched off;
- the tutorials as the site's contents (with their Portuguese and Japanese pages, `pt/` and `ja/`), opening on
  `00_start_here.ipynb` with the file browser collapsed (the kit's default workspace, as `make lab` and Binder use
  it, in the lite dir's `workspaces/`);
- the kit's Japanese font for the pages (the cardgames-cjk-font extension), so Japanese reads without a CJK font;
- a session per notebook path (the cardgames-lite-sessions extension, the site's only): JupyterLite hands a notebook
  the running session of any notebook with the same file name, so the translated pages (`ja/00_start_here.ipynb`
  beside `00_start_here.ipynb`) got no kernel.
What worked and why is written down in shared/recipes/jupyterlite/README.md. Downloads are cached in
`build/lite-work/`; the site itself is rebuilt from scratch each time (a reused JupyterLite build cache once dropped
a setting silently and sent the kernel back to the CDN).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from email.parser import Parser
from pathlib import Path

import validate_data
from lite_install_cell import add_install_cell
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[1]
BROWSER_PLATFORM = "pyemscripten_2026_0_wasm32"   # the wheel tag of the Pyodide the kernel expects
BROWSER_PYTHON = "3.14"
BROWSER_MARKERS = {"sys_platform": "emscripten", "platform_system": "Emscripten", "platform_machine": "wasm32",
                   "python_version": BROWSER_PYTHON, "python_full_version": f"{BROWSER_PYTHON}.0",
                   "implementation_name": "cpython", "platform_python_implementation": "CPython", "os_name": "posix",
                   "extra": ""}
LOCKFILE_PACKAGES = ("micropip", "packaging")        # loaded by the kernel through Pyodide's lockfile
KERNEL_NEEDS = ("ipython", "comm")                   # the kernel imports these from piplite's index
# the kernel ships its own widgetsnbextension; a terminal has no use in the browser
LEFT_OUT = ("widgetsnbextension", "pexpect", "ptyprocess")
RUNTIME_FILES = ("pyodide.mjs", "pyodide.js", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "package.json")
# what the wheel build needs of the checkout (a copy, so the build leaves nothing behind in it)
NOT_IN_WHEEL_SOURCE = shutil.ignore_patterns(".git", ".venv", "build", "dist", "artifacts", "*.egg-info",
                                             "__pycache__", ".pytest_cache", ".ruff_cache", ".ipynb_checkpoints",
                                             "node_modules", "tutorial")
START_PAGE = "00_start_here.ipynb"
# the only front-end extensions the site needs (the build environment may hold more: Voila's, ipycanvas's); the kit's
# Japanese font for the pages (share/jupyter/labextensions/cardgames-cjk-font, served from the site itself)
LAB_EXTENSIONS = ("@jupyter-widgets/jupyterlab-manager", "@jupyterlite/pyodide-kernel-extension", "cardgames-cjk-font")
# the site's own, from the checkout: a kernel per notebook path (JupyterLite matches sessions by file name, so
# ja/00_start_here.ipynb opened beside 00_start_here.ipynb got no kernel of its own; see its remoteEntry.js)
LITE_ONLY_EXTENSIONS = (ROOT / "share" / "jupyterlite" / "labextensions" / "cardgames-lite-sessions",)


def run(*args: str | Path, cwd: Path | None = None) -> str:
    done = subprocess.run([str(a) for a in args], cwd=cwd, capture_output=True, text=True)
    if done.returncode:
        raise RuntimeError(f"{' '.join(map(str, args))} failed:\n{done.stdout[-3000:]}{done.stderr[-3000:]}")
    return done.stdout


def build_kit_wheel(dest: Path) -> Path:
    """The kit's wheel, built from a copy of the checkout (with uncommitted work, as the tests see it)."""
    dest.mkdir(parents=True, exist_ok=True)
    for old in dest.glob("cardgames-*.whl"):
        old.unlink()
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "src"
        shutil.copytree(ROOT, src, symlinks=True, ignore=NOT_IN_WHEEL_SOURCE)
        run(sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", dest, src)
    return next(dest.glob("cardgames-*.whl"))


def browser_requirements(wheel: Path) -> list[str]:
    """The wheel's dependencies that apply in the browser (its markers read as Pyodide's: no ipycanvas)."""
    with zipfile.ZipFile(wheel) as whl:
        meta = next(n for n in whl.namelist() if n.endswith(".dist-info/METADATA"))
        requires = Parser().parsestr(whl.read(meta).decode()).get_all("Requires-Dist") or []
    reqs = [Requirement(r) for r in requires]
    return [f"{r.name}{r.specifier}" for r in reqs if r.marker is None or r.marker.evaluate(BROWSER_MARKERS)]


def download_browser_wheels(requirements: list[str], dest: Path) -> list[Path]:
    """Wheels for the browser: pure ones, or built for Pyodide's platform, with their dependencies."""
    dest.mkdir(parents=True, exist_ok=True)
    run(sys.executable, "-m", "pip", "download", "-q", "--disable-pip-version-check", "--only-binary=:all:",
        "--platform", BROWSER_PLATFORM, "--platform", "any", "--python-version", BROWSER_PYTHON,
        "--implementation", "cp", "-d", dest, *requirements)
    return sorted(dest.glob("*.whl"))


def pyodide_version() -> str:
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    return PYODIDE_VERSION


def fetch_pyodide(version: str, cache: Path) -> Path:
    """Pyodide's core runtime from the npm registry (the package holds no Python packages), unpacked once."""
    unpacked = cache / f"pyodide-{version}"
    if not (unpacked / "package" / "pyodide-lock.json").exists():
        cache.mkdir(parents=True, exist_ok=True)
        run("npm", "pack", "--silent", f"pyodide@{version}", cwd=cache)
        with tarfile.open(cache / f"pyodide-{version}.tgz") as tgz:
            tgz.extractall(unpacked, filter="data")
    return unpacked / "package"


def install_runtime(package: Path, wheels: list[Path], dest: Path) -> None:
    """The runtime files, micropip and packaging beside them, and a lockfile listing only those two."""
    dest.mkdir(parents=True, exist_ok=True)
    for name in RUNTIME_FILES:
        shutil.copy2(package / name, dest / name)
    lock = json.loads((package / "pyodide-lock.json").read_text(encoding="utf-8"))
    kept = {}
    for name in LOCKFILE_PACKAGES:
        wheel = next(w for w in wheels if w.name.split("-")[0].lower() == name)
        shutil.copy2(wheel, dest / wheel.name)
        entry = dict(lock["packages"][name])
        entry.update(file_name=wheel.name, version=wheel.name.split("-")[1],
                     sha256=hashlib.sha256(wheel.read_bytes()).hexdigest())
        kept[name] = entry
    lock["packages"] = kept
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1), encoding="utf-8")


def lite_config() -> dict:
    """Set by hand on purpose (see the module docstring): the kernel loads Pyodide from the site, never a CDN."""
    return {"jupyter-lite-schema-version": 0,
            "jupyter-config-data": {
                "appName": "cardgames",
                "exposeAppInBrowser": True,   # window.jupyterapp: the browser test drives the notebook through it
                "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": {
                    "pyodideUrl": "./static/pyodide/pyodide.mjs", "disablePyPIFallback": True}}}}


def start_page(app: str = "lab") -> str:
    """The site's front page: straight to the first tutorial (the default workspace opens it, see
    `add_workspaces`). Every app page reads the configuration script of the pages above it, so this one keeps an
    (empty) one."""
    target = f"./{app}/index.html"
    return ("<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>cardgames</title>"
            "<script id=\"jupyter-config-data\" type=\"application/json\">{}</script>"
            f"<meta http-equiv=\"refresh\" content=\"0; url={target}\"></head>"
            f"<body><a href=\"{target}\">Open the tutorials</a></body></html>\n")


def add_workspaces(dest: Path) -> None:
    """The kit's JupyterLab workspaces (the file browser collapsed), for `jupyter lite build` to index; without the
    file browser's folder (the repository's `tutorial/` there, the site's root here), and with the first tutorial
    open: JupyterLite shows the file browser when a page names a notebook (`?path=`), so the front page opens the
    plain lab page and the workspace brings the notebook."""
    dest.mkdir(parents=True, exist_ok=True)
    start = f"notebook:{START_PAGE}"
    for source in (ROOT / "share" / "jupyter" / "lab" / "workspaces").glob("*.jupyterlab-workspace"):
        workspace = json.loads(source.read_text(encoding="utf-8"))
        data = workspace["data"]
        data.pop("file-browser-filebrowser:cwd", None)
        data["layout-restorer:data"]["main"] = {"dock": {"type": "tab-area", "currentIndex": 0, "widgets": [start]},
                                                "current": start}
        data[start] = {"data": {"path": START_PAGE, "factory": "Notebook"}}
        (dest / source.name).write_text(json.dumps(workspace, indent=1), encoding="utf-8")


def build(out: Path, work: Path) -> None:
    t0 = time.monotonic()
    # the kit's own data files load without pydantic only as recorded validated (`tools/validate_data.py`): a stale
    # record would ship a site that validates every card list at its first board, so it stops the build
    if validate_data.main(["--check"]):
        raise RuntimeError("data/validated.json is stale: run python tools/validate_data.py, then build again")
    wheels_dir = work / "wheels"
    kit = build_kit_wheel(work / "kit")
    shutil.rmtree(wheels_dir, ignore_errors=True)
    wheels = download_browser_wheels([*browser_requirements(kit), *KERNEL_NEEDS, *LOCKFILE_PACKAGES], wheels_dir)
    package = fetch_pyodide(pyodide_version(), work / "npm")

    lite_dir = work / "litedir"
    shutil.rmtree(lite_dir, ignore_errors=True)
    install_runtime(package, wheels, lite_dir / "static" / "pyodide")
    (lite_dir / "pypi").mkdir(parents=True)
    for wheel in [kit, *wheels]:
        name = wheel.name.split("-")[0].lower()
        if name not in LOCKFILE_PACKAGES and name not in LEFT_OUT:
            shutil.copy2(wheel, lite_dir / "pypi" / wheel.name)
    shutil.copytree(ROOT / "tutorial", lite_dir / "contents",
                    ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__"))
    for notebook in (lite_dir / "contents").rglob("*.ipynb"):  # a notebook that landed without it still works
        add_install_cell(notebook)
    (lite_dir / "jupyter-lite.json").write_text(json.dumps(lite_config(), indent=1), encoding="utf-8")
    add_workspaces(lite_dir / "workspaces")

    shutil.rmtree(out, ignore_errors=True)
    extensions = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
    run(Path(sys.executable).parent / "jupyter-lite", "build", "--no-sourcemaps", "--contents", "contents",
        "--ignore-sys-prefix", *(f"--LiteBuildConfig.federated_extensions={path}"
                                 for path in [*(extensions / e for e in LAB_EXTENSIONS), *LITE_ONLY_EXTENSIONS]),
        "--output-dir", out.resolve(), cwd=lite_dir)
    (out / "index.html").write_text(start_page(), encoding="utf-8")
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(f"build_lite: {out} ({size / 1e6:.0f} MB, {len(list(out.rglob('*.whl')))} wheels) "
          f"in {time.monotonic() - t0:.0f} s")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "lite", help="the site's folder (replaced)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "lite-work", help="downloads and scratch")
    args = parser.parse_args(argv)
    build(args.out, args.work)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
