"""Shared fixtures: one index built from the bundled rulebooks per test session, in a
temporary data directory (so the test of building is the real build)."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")

import corpus  # noqa: E402,F401  (pins math threads)
from corpus.index import HybridIndex, load_or_build  # noqa: E402
from corpus.library import load_games  # noqa: E402


@pytest.fixture(scope="session")
def data_dir(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("arbiter-data")


@pytest.fixture(scope="session")
def index(data_dir) -> HybridIndex:
    return load_or_build(data_dir, specs=["use-m3"])


@pytest.fixture(scope="session")
def games():
    return load_games()


@pytest.fixture(scope="session")
def client(index):
    from fastapi.testclient import TestClient

    from service.app import create_app

    with TestClient(create_app(index)) as c:
        yield c
