"""State that survives restarts and is shared by workers, on real `arbiter serve` processes
(127.0.0.1 only, every wait bounded): two processes on one store continue each other's
conversations; after both are killed with SIGKILL a new one still continues them and still
has the feedback; `--workers 2` serves from two processes that answer the same conversation.
Each runs on SQLite in the data directory and on a real throwaway PostgreSQL."""
from __future__ import annotations

import os
from pathlib import Path

import httpx
import pytest

from service.process import Server, launch

TOKEN = "restart-test-token"
CHAIN = {"card": {"name": "Misdirection", "red": 2},
         "attempts": [{"player": "Leon", "method": "discard_arcana", "card": {"name": "Prism Gate", "red": 2}},
                      {"player": "Melissa", "method": "sacrifice_cultists", "contributions": [{"player": "Melissa", "count": 2}]}]}
FOLLOW_UP = "and what was the value to beat?"


@pytest.fixture(params=["sqlite", "postgres"])
def store_env(request, tmp_path, index) -> dict[str, str]:
    """The environment of a server whose store is fresh: a SQLite file of this test's own (the
    index stays the session's), or a fresh database on the throwaway PostgreSQL."""
    url = request.getfixturevalue("postgres_db") if request.param == "postgres" else f"sqlite:///{tmp_path / 'store.sqlite3'}"
    return {"ARBITER_DENSE": "use-m3", "ARBITER_ADMIN_TOKEN": TOKEN, "ARBITER_DATABASE_URL": url}


def _ready(*servers: Server) -> None:
    for s in servers:
        s.ready(180)


def _ask(base: str, **body) -> dict:
    r = httpx.post(base + "/v1/ask", json=body, timeout=60)
    assert r.status_code == 200, r.text
    return r.json()


def _continues(base: str, first: dict) -> None:
    follow = _ask(base, question=FOLLOW_UP, conversation_id=first["conversation_id"])
    assert follow["conversation_id"] == first["conversation_id"]
    assert follow["game"] == "mythos-encounters" and follow["check"]["result"] == first["check"]["result"]


def test_conversations_and_feedback_survive_kill_9_and_are_shared_by_processes(data_dir: Path, store_env):
    a, b = launch(data_dir, store_env), launch(data_dir, store_env)
    try:
        _ready(a, b)
        first = _ask(a.base, question="Is the Misdirection effect in force now?", state=CHAIN)
        assert first["check"]["result"]["value_to_beat"] == 2
        _continues(b.base, first)  # another process continues what the first began
        r = httpx.post(b.base + "/v1/feedback", json={"conversation_id": first["conversation_id"], "rating": "wrong",
                                                      "question": FOLLOW_UP, "comment": "kept across a restart"}, timeout=30)
        assert r.status_code == 201
        feedback_id = r.json()["id"]
        assert _ask(a.base, question="What is the capital of France?")["abstained"] is True
    finally:
        a.kill()
        b.kill()
    c = launch(data_dir, store_env)
    try:
        _ready(c)
        _continues(c.base, first)
        r = httpx.get(c.base + "/v1/feedback", headers={"Authorization": f"Bearer {TOKEN}"}, timeout=30)
        assert r.status_code == 200
        [item] = r.json()["items"]
        assert (item["id"], item["game"], item["rating"], item["comment"]) == \
               (feedback_id, "mythos-encounters", "wrong", "kept across a restart")
        assert [(u["question"], u["count"]) for u in r.json()["unanswered"]] == [("What is the capital of France?", 1)]
    finally:
        c.stop()


def _workers(pid: int) -> set[int]:
    """The worker processes uvicorn's supervisor ``pid`` started (multiprocessing's spawn;
    its resource tracker, also a child, is not one)."""
    children = {int(p) for p in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()}
    return {c for c in children if b"spawn_main" in Path(f"/proc/{c}/cmdline").read_bytes()}


def test_serve_with_two_workers_answers_one_conversation_from_both(data_dir: Path, store_env):
    server = launch(data_dir, store_env, workers=2)
    try:
        _ready(server)
        workers = _workers(server.proc.pid)
        assert len(workers) == 2
        first = _ask(server.base, question="Is the Misdirection effect in force now?", state=CHAIN)
        for _ in range(6):  # each on a new connection, so that either worker may take it
            _continues(server.base, first)
    finally:
        server.stop()
    assert not any(os.path.exists(f"/proc/{pid}") for pid in workers)  # stopping the server stopped its workers


def test_serve_as_set_up_keeps_conversations_and_feedback_in_the_data_directory_for_every_worker(
        data_dir: Path, index, tmp_path, monkeypatch):
    # `arbiter serve` with no database URL (as `make serve` runs it) on a data directory with no
    # conversation yet: the empty store counted as false, so each worker answered from a store
    # of its own in memory, and a follow-up taken by the other worker, or asked after a
    # restart, lost its conversation. A player's feedback, kept the same way, must outlive the
    # restart too: the test above keeps it only with an explicit ARBITER_DATABASE_URL
    monkeypatch.delenv("ARBITER_DATABASE_URL", raising=False)
    fresh = tmp_path / "data"
    fresh.mkdir()
    (fresh / "index").symlink_to(data_dir / "index")  # the session's index, a store of its own
    data_dir = fresh
    env = {"ARBITER_DENSE": "use-m3", "ARBITER_ADMIN_TOKEN": TOKEN}
    server = launch(data_dir, env, workers=2)
    try:
        _ready(server)
        first = _ask(server.base, question="Is the Misdirection effect in force now?", state=CHAIN)
        for _ in range(6):  # each on a new connection, so that either worker may take it
            _continues(server.base, first)
        r = httpx.post(server.base + "/v1/feedback", json={"conversation_id": first["conversation_id"], "rating": "helpful",
                                                           "question": FOLLOW_UP, "comment": "kept in the data directory"},
                       timeout=30)
        assert r.status_code == 201
        feedback_id = r.json()["id"]
    finally:
        server.stop()
    assert (data_dir / "store.sqlite3").is_file()  # the default store: SQLite in the data directory
    again = launch(data_dir, env)
    try:
        _ready(again)
        _continues(again.base, first)
        r = httpx.get(again.base + "/v1/feedback", headers={"Authorization": f"Bearer {TOKEN}"}, timeout=30)
        assert r.status_code == 200
        [item] = r.json()["items"]
        assert (item["id"], item["question"], item["game"], item["rating"], item["comment"]) == \
               (feedback_id, FOLLOW_UP, "mythos-encounters", "helpful", "kept in the data directory")
    finally:
        again.stop()
