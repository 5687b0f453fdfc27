"""Uploads and hot reload (issue 13, part 3): POST /v1/games/{game}/documents adds a rulebook
behind the admin token and refuses everything else with nothing written; a running server —
this app, or a real `arbiter serve` with two workers — serves a book ingested by another
process without a restart, and a request in flight during the swap finishes on the index
it started on. Every wait is bounded."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from fastapi.testclient import TestClient

from corpus import ingest
from corpus.index import index_dir
from service.app import create_app
from service.process import serving
from service.settings import Limits

TOKEN = "upload-test-token"
ADMIN = {"Authorization": f"Bearer {TOKEN}"}
BOOK = b"# Siege\n\nA ram breaks a gate on a roll of five or six.\n\n## Towers\n\nEach tower holds two archers.\n"
BOUND = 120.0  # seconds any wait below may take before the test fails


@pytest.fixture
def data(tmp_path, data_dir, index) -> Path:
    """A data directory of this test's own, holding a copy of the session's index."""
    shutil.copytree(index_dir(data_dir), index_dir(tmp_path / "data"))
    return tmp_path / "data"


def _app(data: Path, index) -> Iterator[TestClient]:
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("ARBITER_DATA_DIR", str(data))
        mp.setenv("ARBITER_DENSE", "use-m3")
        mp.setenv("ARBITER_ADMIN_TOKEN", TOKEN)
        with TestClient(create_app(index, data)) as c:
            yield c


@pytest.fixture
def client(data, index) -> Iterator[TestClient]:
    """An app on a data directory of this test's own."""
    yield from _app(data, index)


@pytest.fixture(scope="module")
def refusing(tmp_path_factory, data_dir, index) -> Iterator[tuple[TestClient, Path]]:
    """One app for the tests of refusals, which write nothing (each checks that)."""
    data = tmp_path_factory.mktemp("refusing") / "data"
    shutil.copytree(index_dir(data_dir), index_dir(data))
    for c in _app(data, index):
        yield c, data


def _upload(client: TestClient, content: bytes = BOOK, name: str = "siege.md", game: str = "siege",
            headers: dict | None = None, **fields: str):
    form = {"title": "Siege", **fields}
    return client.post(f"/v1/games/{game}/documents", files={"file": (name, content)}, data=form,
                       headers=ADMIN if headers is None else headers)


def _listing(data: Path) -> list[str]:
    return sorted(str(p.relative_to(data)) for p in data.rglob("*"))


def _search(client, q: str, game: str) -> dict:
    r = client.get("/v1/search", params={"q": q, "game": game, "k": 1})
    assert r.status_code == 200, r.text
    return r.json()["results"][0]


def test_without_the_token_there_is_no_upload(refusing, monkeypatch):
    client, data = refusing
    before = _listing(data)
    for headers in ({}, {"Authorization": "Bearer wrong-token"}, {"Authorization": TOKEN}):
        r = _upload(client, headers=headers)
        assert r.status_code == 401 and r.headers["www-authenticate"] == "Bearer"
        assert r.json() == {"error": {"code": "unauthorized", "message": "this endpoint needs the admin token",
                                      "details": [{"path": "Authorization", "message": "Bearer <ARBITER_ADMIN_TOKEN>"}]}}
    r = client.delete("/v1/games/siege/documents/rulebook")
    assert r.status_code == 401
    monkeypatch.delenv("ARBITER_ADMIN_TOKEN")
    for r in (_upload(client), client.delete("/v1/games/siege/documents/rulebook", headers=ADMIN)):
        assert r.status_code == 404 and r.json()["error"]["code"] == "not_found"
    assert _listing(data) == before


@pytest.mark.parametrize(("kwargs", "status", "path", "says"), [
    ({"content": b"\x00" * 5000, "name": "book.txt"}, 422, "file", "not text"),
    ({"content": b"%PDF-1.4 this is no pdf", "name": "book.pdf"}, 422, "file", "PDF"),
    ({"game": "Bad_Game"}, 422, "game", "is not a slug"),
    ({"game": "rise-of-myths"}, 422, "doc", "bundled rulebook"),
    ({"title": "   "}, 422, "title", "the title is empty"),
    ({"lang": "english"}, 422, "lang", "two-letter code"),
    ({"kind": "novel"}, 422, "kind", "one of: rulebook, errata, faq"),
    # an errata amends a rulebook: a game with none has nothing to amend
    ({"kind": "errata", "doc": "errata"}, 422, "kind", "ingest its rulebook first"),
    ({"colour": "red"}, 422, "colour", "not a field of this form"),
])
def test_a_bad_upload_is_refused_with_nothing_written(refusing, kwargs, status, path, says):
    client, data = refusing
    before = _listing(data)
    r = _upload(client, **kwargs)
    assert r.status_code == status, r.text
    details = r.json()["error"]["details"]
    assert [d["path"] for d in details] == [path] and says in details[0]["message"], details
    assert _listing(data) == before
    assert sorted(g["id"] for g in client.get("/v1/games").json()) == [
        "berserk", "mythos-encounters", "old-ones-origins", "rise-of-myths"]


def test_a_body_that_is_not_a_form_or_lacks_the_file_is_refused(refusing):
    client, data = refusing
    before = _listing(data)
    r = client.post("/v1/games/siege/documents", json={"title": "Siege"}, headers=ADMIN)
    assert r.status_code == 422 and r.json()["error"]["details"][0]["path"] == "$"
    r = client.post("/v1/games/siege/documents", data={"title": "Siege"}, files={"other": ("x", b"y")}, headers=ADMIN)
    assert r.status_code == 422
    assert [d["path"] for d in r.json()["error"]["details"]] == ["other", "file"]
    assert _listing(data) == before


def test_a_file_over_the_limit_is_a_413_with_nothing_written(refusing, monkeypatch):
    client, data = refusing
    monkeypatch.setattr(ingest, "MAX_BYTES", 1000)
    before = _listing(data)
    r = _upload(client, BOOK * 30)  # 2.9 kB: over the file limit, within the body's
    assert r.status_code == 413
    assert r.json()["error"]["code"] == "too_large" and "more than the limit of 1,000" in r.json()["error"]["message"]
    # a body over the limit is refused before it is read, before the token is even looked at
    r = _upload(client, b"x" * 100_000, headers={})
    assert r.status_code == 413 and r.headers["content-type"].startswith("application/json")
    assert r.json()["error"]["code"] == "too_large"
    assert _listing(data) == before


def test_an_upload_is_served_at_once_and_a_request_in_flight_finishes_on_the_old_index(client, data, monkeypatch):
    q = {"q": "how many archers are in a tower", "k": 3}
    before = client.get("/v1/search", params=q).json()
    old = client.app.state.arbiter.asker
    entered, opened = threading.Event(), threading.Event()
    search = old.search

    def held(*args, **kwargs):
        entered.set()
        opened.wait(BOUND)
        return search(*args, **kwargs)

    monkeypatch.setattr(old, "search", held)
    # the held search waits out an ingest and a reload, longer than a request's usual budget
    monkeypatch.setattr(client.app.state.budget, "limits", Limits(request_seconds=BOUND))
    out: list = []
    thread = threading.Thread(target=lambda: out.append(client.get("/v1/search", params=q)))
    thread.start()
    try:
        assert entered.wait(BOUND)
        r = _upload(client)  # ingested and swapped in while that search runs
        assert r.status_code == 201, r.text
        assert r.json() == {"game": "siege", "doc": "siege/rulebook", "sections": 2, "pages": None, "chunks": 2,
                            "warnings": []}
        # the same app answers the next requests from the new index: no restart
        assert _search(client, "how many archers are in a tower", "siege")["quote"] == "Each tower holds two archers."
        assert client.get("/v1/search", params=q).json()["results"][0]["game"] == "siege"
        games = {g["id"]: g for g in client.get("/v1/games").json()}
        assert games["siege"]["documents"] == [{"id": "siege/rulebook", "title": "Siege", "language": "en",
                                                "sections": 2}]
    finally:
        opened.set()
        thread.join(BOUND)
    assert out[0].status_code == 200 and out[0].json() == before  # the one in flight finished on the old index
    # removed, and no longer served
    r = client.delete("/v1/games/siege/documents/rulebook", headers=ADMIN)
    assert (r.status_code, r.content) == (204, b"")
    r = client.get("/v1/search", params={"q": "archers", "game": "siege"})
    assert r.status_code == 404 and r.json()["error"]["code"] == "unknown_game"
    r = client.delete("/v1/games/siege/documents/rulebook", headers=ADMIN)
    assert r.status_code == 404 and r.json()["error"]["code"] == "not_found"


def test_a_running_server_serves_a_book_another_process_ingested(tmp_path, data):
    """`arbiter serve --workers 2`, then `arbiter ingest` in another process: both workers
    answer about the new book, without a restart."""
    env = {"ARBITER_DENSE": "use-m3", "ARBITER_DATABASE_URL": f"sqlite:///{tmp_path / 'store.sqlite3'}"}
    book = tmp_path / "siege.md"
    book.write_bytes(BOOK)
    with serving(data, env, timeout=BOUND, workers=2) as base:
        r = httpx.post(base + "/v1/ask", json={"question": "How many archers does a tower hold?", "game": "siege"},
                       timeout=60)
        assert r.status_code == 404 and r.json()["error"]["code"] == "unknown_game"
        done = subprocess.run([sys.executable, "-m", "service.cli", "ingest", str(book), "--game", "siege",
                               "--title", "Siege"], env=dict(os.environ, ARBITER_DATA_DIR=str(data), **env),
                              cwd=Path(__file__).resolve().parents[1], capture_output=True, text=True, timeout=BOUND)
        assert done.returncode == 0, done.stderr
        # each worker picks it up on its own: until both have, a request may still meet one
        # that has not; then 20 in a row, each on a new connection that either worker may
        # take, are answered from the new book
        deadline, in_a_row = time.monotonic() + BOUND, 0
        while in_a_row < 20:
            assert time.monotonic() < deadline, "the server did not pick up the ingest"
            r = httpx.post(base + "/v1/ask", json={"question": "How many archers does a tower hold?", "game": "siege"},
                           timeout=60)
            if r.status_code == 200:
                answer = r.json()
                assert answer["citations"][0]["quote"] == "Each tower holds two archers.", answer
                in_a_row += 1
            else:
                assert r.json()["error"]["code"] == "unknown_game", r.text
                in_a_row = 0
                time.sleep(0.2)
