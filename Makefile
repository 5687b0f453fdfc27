# Two commands on a fresh machine: `make serve` and `make test`. Each creates .venv if
# missing and installs the project into it; `serve` builds the index if it is missing.
PYTHON ?= python3
VENV ?= .venv
HOST ?= 127.0.0.1
PORT ?= 8000
export ARBITER_DATA_DIR ?= $(CURDIR)/.arbiter

BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: setup browser postgres axe serve test lint build bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	# torch is pinned in pyproject.toml to the CPU build that lies on this machine's disk
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

setup: $(STAMP)

build: setup
	$(BIN)/arbiter build

serve: setup
	$(BIN)/arbiter serve --host $(HOST) --port $(PORT)

# The browser tests drive Debian's chromium (never a downloaded browser); install it when
# missing. Without root the install fails and those tests skip, except under CI=true.
browser:
	@command -v chromium >/dev/null 2>&1 || { \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
	    chromium fonts-dejavu-core) >/dev/null || echo "chromium could not be installed: browser tests will skip"; }

# The store's PostgreSQL tests start a throwaway server (initdb + pg_ctl in a temp dir) from
# Debian's postgresql package; install it when missing. Without root the install fails and
# those tests skip, except under CI=true.
postgres:
	@ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null 2>&1 || { \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
	    postgresql) >/dev/null || echo "postgresql could not be installed: PostgreSQL tests will skip"; }

# axe-core, which the browser tests run on the pages (accessibility), from npm at the exact
# version package-lock.json pins; node_modules/ is git-ignored. npm is installed when missing
# (Debian's package; without root that fails, and so does this target: no check is skipped).
AXE := node_modules/axe-core/axe.min.js

$(AXE): package.json package-lock.json
	@command -v npm >/dev/null 2>&1 || { \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
	    npm) >/dev/null || echo "npm could not be installed: axe-core cannot be"; }
	npm ci --no-audit --no-fund
	touch $@

axe: $(AXE)

test: setup browser postgres axe lint
	$(BIN)/python -m pytest

# ruff (style and likely bugs) and mypy (types) over the product, the tests and the benchmarks
lint: setup
	$(BIN)/ruff check corpus kb service tests benchmarks
	$(BIN)/mypy corpus kb service tests benchmarks

bench: setup
	$(BIN)/python benchmarks/retrieval.py
	$(BIN)/python benchmarks/ask.py
	$(BIN)/python benchmarks/load.py
	$(BIN)/python benchmarks/books.py

clean:
	rm -rf $(VENV) .arbiter .pytest_cache node_modules
