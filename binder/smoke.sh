#!/bin/bash
# Binder smoke test without docker (repo2docker is not available here): build a fresh venv from
# binder/requirements.txt exactly as repo2docker would (pip install -r from the repo root, so "-e ."
# is the kit itself, editable, reading data/ from the checkout), then check the lab extensions and
# run every notebook under tutorial/ with strict nbval.
# Usage: bash binder/smoke.sh   (from anywhere; PYTHON=python3.11 to choose the interpreter)
set -euo pipefail
cd "$(dirname "$0")/.."                      # repo root: "-e ." in requirements.txt is relative to the cwd
PYTHON=${PYTHON:-python3}

grep -qx 'python-3.11' binder/runtime.txt || { echo "binder/runtime.txt must say python-3.11" >&2; exit 1; }

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
V=$TMP/venv
t0=$SECONDS
"$PYTHON" -m venv "$V"
"$V/bin/python" -m pip install -q --upgrade pip
"$V/bin/python" -m pip install -q -r binder/requirements.txt
"$V/bin/python" -m pip install -q pytest nbval==0.11.0    # test-only tools, not installed on Binder
"$V/bin/python" -m pip check
echo "binder-smoke: install took $((SECONDS - t0)) s"

# the kit must be importable and installed editable (data/ is read from the checkout)
(cd "$TMP" && "$V/bin/python" -c 'import cardgames, pathlib; print("cardgames from", pathlib.Path(cardgames.__file__).parent)')

# the kit's Voila template is Voila's default there, and JupyterLab asks no news question (pyproject data-files,
# which the editable install leaves out: binder/postBuild places them, as repo2docker runs it after pip)
# (its default workspace goes to a temporary folder here, not to this machine's ~/.jupyter)
PATH="$V/bin:$PATH" JUPYTERLAB_WORKSPACES_DIR="$TMP/workspaces" bash binder/postBuild \
  || { echo "binder-smoke: binder/postBuild failed" >&2; exit 1; }
grep -q '"collapsed": true' "$TMP/workspaces/default-37a8.jupyterlab-workspace" \
  || { echo "binder-smoke: postBuild did not import the kit's default workspace" >&2; exit 1; }
"$V/bin/python" tools/install_jupyter_files.py --check || { echo "binder-smoke: data-files not in place" >&2; exit 1; }

exts=$("$V/bin/jupyter" labextension list 2>&1)
for ext in '@jupyter-widgets/jupyterlab-manager' 'ipycanvas' '@voila-dashboards/jupyterlab-preview' \
           'cardgames-cjk-font'; do
  if ! grep -q -- "$ext.*enabled.*OK" <<<"$exts"; then
    echo "binder-smoke: lab extension $ext missing or not OK:" >&2; echo "$exts" >&2; exit 1
  fi
done
echo "binder-smoke: lab extensions OK (widgets, ipycanvas, voila, the kit's Japanese font)"
# JupyterLab's own menus in Portuguese and Japanese (the lab extra's language packs)
"$V/bin/python" -c 'import jupyterlab_language_pack_pt_BR, jupyterlab_language_pack_ja_JP' \
  || { echo "binder-smoke: JupyterLab's language packs are missing" >&2; exit 1; }

shopt -s globstar nullglob
nbs=(tutorial/**/*.ipynb)
if (( ${#nbs[@]} == 0 )); then
  if [[ "${CI:-}" == 1 ]]; then echo "binder-smoke: no notebooks under tutorial/ (CI=1: failing)" >&2; exit 1; fi
  echo "binder-smoke: WARNING no notebooks under tutorial/ yet, nbval step not run"
else
  PATH="$V/bin:$PATH" "$V/bin/python" -m pytest -p no:cacheprovider -q --nbval --nbval-current-env \
      --nbval-sanitize-with tests/nbval_sanitize.cfg tutorial/
fi
echo "binder-smoke: OK, venv size $(du -sh "$V" | cut -f1), total $((SECONDS - t0)) s"
