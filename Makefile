# cardgames: set-up and test entry points. Needs only python3 (3.11+), bash and make.
#   make lab    create .venv if needed, install the kit, open tutorial/00_start_here.ipynb in JupyterLab
#   make test   same set-up, then lint + rules coverage + unit tests + notebooks (strict nbval) + browser tests
#   make lite   build build/lite/: the tutorials as an offline JupyterLite site (no server; needs npm)
#   make lab KIT_LANG=ja   the same in Japanese (pt: Brazilian Portuguese): the kit's words and JupyterLab's menus
# Variables: PYTHON=python3.11  LAB_PORT=8888  LAB_ARGS='--no-browser'  SKIP_BROWSER=1  CHROMIUM=/usr/bin/chromium
#            KIT_LANG=en|pt|ja

SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
.DELETE_ON_ERROR:

PYTHON   ?= python3
VENV     ?= .venv
BIN      := $(VENV)/bin
STAMP    := $(VENV)/.cardgames-installed
CHROMIUM ?= /usr/bin/chromium
LAB_PORT ?= 8888
LAB_ARGS ?=
PYTEST   := $(BIN)/python -m pytest -p no:cacheprovider
NBVAL    := --nbval --nbval-current-env --nbval-sanitize-with tests/nbval_sanitize.cfg
# JupyterLab refuses to start as root without --allow-root (containers, CI)
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)
# the server's root is the repository (README.md, data/, tutorial/ can all be browsed); the URL it prints (and the
# browser opens) is the first tutorial itself when it exists
# KIT_LANG=pt or ja: the start page in that language (tutorial/<lang>/), the kit's sentences (CARDGAMES_LANG, which
# the kernels inherit) and JupyterLab's own interface (its language packs, the lab extra) in it too
KIT_LANG ?=
ifneq ($(filter-out en pt ja,$(KIT_LANG)),)
$(error KIT_LANG=$(KIT_LANG): choose en, pt or ja)
endif
LAB_LOCALE := $(if $(filter pt,$(KIT_LANG)),pt_BR,$(if $(filter ja,$(KIT_LANG)),ja_JP,$(if $(KIT_LANG),en)))
START_NB := $(firstword $(wildcard $(if $(filter pt ja,$(KIT_LANG)),tutorial/$(KIT_LANG)/00_start_here.ipynb) \
	tutorial/00_start_here.ipynb))
LAB_OPEN := $(if $(START_NB),/lab/tree/$(START_NB),/lab)
LAB_LANG_DIR := build/lab-language/$(LAB_LOCALE)

# tools started by jupyter/pytest (kernels, servers) must come from the venv
export PATH := $(abspath $(BIN)):$(PATH)
export CHROMIUM

# run "pytest ...": exit 5 (nothing collected) is a warning locally and a failure in CI (CI=1)
define pytest_allow_empty
rc=0; $(1) || rc=$$?; \
if [ $$rc -eq 5 ]; then \
  if [ "$${CI:-}" = 1 ]; then echo "*** $(2): pytest collected nothing (CI=1: failing)" >&2; exit 1; fi; \
  echo "*** $(2): pytest collected nothing, treated as OK (CI=1 makes this a failure)"; \
elif [ $$rc -ne 0 ]; then echo "*** $(2) FAILED (pytest exit $$rc)" >&2; exit $$rc; fi
endef

.PHONY: help install lab voila test lint rules-coverage rules-html unit notebooks browser check-chromium bench \
	binder-smoke font lite lite-test clean

help:
	@echo "make lab           set up .venv and open tutorial/00_start_here.ipynb in JupyterLab (repo root served)"
	@echo "                   KIT_LANG=pt or ja: the Portuguese or Japanese start page, kit and JupyterLab"
	@echo "make test          set up .venv and run lint, unit tests, notebooks (nbval) and browser tests"
	@echo "make voila         the same set-up, then a notebook as a clean Voila page (NB=tutorial/...ipynb;"
	@echo "                   without NB the first page of tutorial/classroom/)"
	@echo "make bench         python -m cardgames bench: every engine next to RLCard UNO and python-chess"
	@echo "make binder-smoke  build a fresh venv from binder/requirements.txt and run the notebooks"
	@echo "make lite          build build/lite/, the tutorials as an offline JupyterLite site (needs npm)"
	@echo "make lite-test     make lite, then run it offline in headless Chromium (on a free port; LITE_PORT=N names one)"
	@echo "make font          cut the kit's Japanese font again (after a catalogue or notebook gains a character)"
	@echo "make rules-html    write build/rules.html: every rule, the notebook cells that show it, its tests"
	@echo "parts of 'make test': make lint | rules-coverage | unit | notebooks | browser   (SKIP_BROWSER=1 to skip"
	@echo "                      browser tests)"

$(BIN)/python:
	$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "cardgames needs Python 3.11+, got " + sys.version'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

# reinstall only when the project metadata changes or a top-level package appears (the editable install maps
# the packages that existed when it ran)
$(STAMP): pyproject.toml $(wildcard */__init__.py) | $(BIN)/python
	$(BIN)/python -m pip install -e '.[lab,test]'
	$(BIN)/python tools/install_jupyter_files.py
	touch $@

install: $(STAMP)

# the JupyterLite build tools, on top of the usual set-up
LITE_STAMP := $(VENV)/.cardgames-lite-installed
$(LITE_STAMP): pyproject.toml | $(STAMP)
	$(BIN)/python -m pip install -e '.[lab,test,lite]'
	touch $@

# JupyterLab's "Jupyter news" question stays away: the kit installs its settings override
# (share/jupyter/lab/settings/overrides.d/cardgames.json, pyproject.toml's data-files, placed by
# tools/install_jupyter_files.py since the editable install leaves them out). The workspaces are the venv's own,
# starting from the kit's (share/jupyter/lab/workspaces): the file browser collapsed, so the first board gets the
# window's width; JupyterLab keeps the layout you leave there for the next `make lab`
#
# KIT_LANG: JupyterLab's language is its translation setting's default for this run (a labconfig
# default_setting_overrides.json in build/lab-language/, first on JUPYTER_CONFIG_PATH); a language picked in the
# Settings > Language menu is the user's own setting and wins over it
lab: $(STAMP)
ifneq ($(KIT_LANG),)
	@mkdir -p $(LAB_LANG_DIR)/labconfig
	@echo '{"@jupyterlab/translation-extension:plugin": {"locale": "$(LAB_LOCALE)"}}' \
	  > $(LAB_LANG_DIR)/labconfig/default_setting_overrides.json
endif
	$(if $(KIT_LANG),CARDGAMES_LANG=$(KIT_LANG) \
	JUPYTER_CONFIG_PATH=$(abspath $(LAB_LANG_DIR))$${JUPYTER_CONFIG_PATH:+:$$JUPYTER_CONFIG_PATH}) \
	  $(BIN)/jupyter lab --port $(LAB_PORT) $(ROOT_FLAG) --ServerApp.root_dir=$(CURDIR) \
	  --LabApp.workspaces_dir=$(abspath $(VENV))/share/jupyter/lab/workspaces \
	  --LabApp.default_url=$(LAB_OPEN) $(LAB_ARGS)

# a notebook as a clean page without code cells, for projecting in a classroom (NB=path/to/notebook.ipynb; without
# NB the first classroom page by file name, so that the Makefile names no game: issue 27);
# the kit's Voila template (share/jupyter/voila/templates/cardgames) fetches nothing from outside 127.0.0.1. It is
# also Voila's default wherever the kit is installed (etc/jupyter/voila.json): JUPYTER_PATH and --template only
# make sure of it before the venv has been reinstalled
VOILA_NB ?= $(or $(NB),$(firstword $(sort $(wildcard tutorial/classroom/*.ipynb))))
voila: $(STAMP)
	JUPYTER_PATH=$(CURDIR)/share/jupyter$${JUPYTER_PATH:+:$$JUPYTER_PATH} \
	  $(BIN)/voila $(VOILA_NB) --template=cardgames --port $(LAB_PORT) $(LAB_ARGS)

test: $(STAMP)
	@$(MAKE) --no-print-directory lint
	@$(MAKE) --no-print-directory rules-coverage
	@$(MAKE) --no-print-directory unit
	@$(MAKE) --no-print-directory notebooks
	@$(MAKE) --no-print-directory browser
	@echo "*** make test: all parts passed$(if $(filter 1,$(SKIP_BROWSER)), (browser tests SKIPPED: SKIP_BROWSER=1),)"

lint: $(STAMP)
	@echo "*** ruff check"
	$(BIN)/ruff check .

# every rule of the four games has a test (pytest.mark.rule) and a notebook cell that shows it; the whole report
# (each rule's paraphrase, rulings, tests and cells) goes to build/rules-coverage.txt, the counts and gaps here
rules-coverage: $(STAMP)
	@echo "*** rules coverage: every rule has a test and a notebook cell (python -m cardgames rules --coverage)"
	@mkdir -p build; rc=0; $(BIN)/python -m cardgames rules --coverage > build/rules-coverage.txt || rc=$$?; \
	grep -E '^(game  |[a-z]+ +[0-9]+ +[0-9]+ +[0-9]+ +[0-9]+$$|all [0-9]+ rules|NOT COVERED)|MISSING' \
	  build/rules-coverage.txt || true; \
	echo "    whole report: build/rules-coverage.txt; as a page: make rules-html"; \
	if [ $$rc -ne 0 ]; then echo "*** rules coverage FAILED (exit $$rc)" >&2; fi; exit $$rc

# the rules as one offline page for teachers: every rule, its rulings, the notebook cells that show it, its tests
rules-html: $(STAMP)
	$(BIN)/python -m cardgames rules --html build/rules.html

unit: $(STAMP)
	@echo "*** unit tests (tests/, not browser)"
	@$(call pytest_allow_empty,$(PYTEST) -m 'not browser' tests,unit tests)

notebooks: $(STAMP)
	@echo "*** notebooks: strict nbval over tutorial/"
	@if [ -z "$$(find tutorial -name '*.ipynb' -not -path '*/.ipynb_checkpoints/*' 2>/dev/null | head -n 1)" ]; then \
	  if [ "$${CI:-}" = 1 ]; then echo "*** notebooks: no notebooks under tutorial/ (CI=1: failing)" >&2; exit 1; fi; \
	  echo "*** notebooks: no notebooks under tutorial/ yet, nothing to run"; exit 0; fi; \
	$(call pytest_allow_empty,$(PYTEST) $(NBVAL) tutorial,notebooks)

check-chromium:
	@if [ ! -x "$(CHROMIUM)" ]; then \
	  echo "*** browser tests need Chromium at $(CHROMIUM), which is missing." >&2; \
	  echo "    Install it (Debian/Ubuntu: sudo apt-get install -y chromium), set CHROMIUM=/path/to/chromium," >&2; \
	  echo "    or skip the browser tests explicitly with: make test SKIP_BROWSER=1" >&2; \
	  exit 1; fi

ifeq ($(SKIP_BROWSER),1)
browser:
	@echo "*** browser tests SKIPPED because SKIP_BROWSER=1"
else
browser: $(STAMP) check-chromium
	@echo "*** browser tests (JupyterLab + Voila in headless Chromium)"
	@$(call pytest_allow_empty,$(PYTEST) -m 'browser and not lite' tests/browser,browser tests)
endif

# the anchors (RLCard UNO, python-chess) come from the bench extra
BENCH_STAMP := $(VENV)/.cardgames-bench-installed
$(BENCH_STAMP): pyproject.toml | $(STAMP)
	$(BIN)/python -m pip install -e '.[lab,test,bench]'
	touch $@

bench: $(BENCH_STAMP)
	$(BIN)/python -m cardgames bench

binder-smoke:
	bash binder/smoke.sh

# The kit's Japanese font (widgets/fonts/cardgames-cjk.woff2, and its glyph table for still pictures,
# cardgames-cjk-glyphs.bin) cut again from Noto Sans CJK JP with every Japanese
# character of the catalogues, glossaries, notebooks and JupyterLab's Japanese menus: run it after any of them
# changes (tests/widgets/test_widgets_fonts.py fails until then). The source font is Debian's fonts-noto-cjk,
# downloaded with apt-get (not installed) into build/font-source
FONT_STAMP := $(VENV)/.cardgames-fonts-installed
FONT_SOURCE := build/font-source/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
$(FONT_STAMP): pyproject.toml | $(STAMP)
	$(BIN)/python -m pip install -e '.[lab,test,fonts]'
	touch $@
$(FONT_SOURCE):
	mkdir -p build/font-source
	cd build/font-source && apt-get download fonts-noto-cjk && dpkg-deb -x fonts-noto-cjk_*.deb .
font: $(FONT_STAMP) $(FONT_SOURCE)
	$(BIN)/python tools/subset_cjk_font.py $(FONT_SOURCE)
	$(BIN)/python tools/install_jupyter_files.py

# The whole site, from scratch each time (a reused JupyterLite build cache once dropped a setting silently)
lite: $(LITE_STAMP)
	$(BIN)/python tools/build_lite.py --out build/lite

LITE_PORT ?=
lite-test: lite check-chromium
	@echo "*** JupyterLite site offline in headless Chromium"
	LITE_PORT=$(LITE_PORT) $(PYTEST) -m lite tests/browser

clean:
	rm -rf artifacts .pytest_cache .ruff_cache build/lite build/lite-work build/rules.html build/rules-coverage.txt
