# Two commands on a fresh machine: `make serve` and `make test`. Each creates .venv if
# missing and installs the project into it; `serve` builds the index if it is missing.
PYTHON ?= python3
VENV ?= .venv
HOST ?= 127.0.0.1
PORT ?= 8000
export ARBITER_DATA_DIR ?= $(CURDIR)/.arbiter

BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: setup serve test build bench eval clean

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

test: setup
	$(BIN)/python -m pytest

bench: setup
	$(BIN)/python benchmarks/retrieval.py

clean:
	rm -rf $(VENV) .arbiter .pytest_cache
