"""CPU-heavy work runs off the event loop, each request within a time budget
(service/budget.py): /healthz answers while a heavy request runs; past the budget a request
is 504 (it ran too long) or 503 (it never got a thread), in API.md's error shape.

The "heavy" work here is a gate the test opens: what is asserted is the order of events,
never a duration."""
from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable
from typing import Any

import pytest

from service import safeyaml
from service.budget import Budget
from service.errors import ApiError
from service.settings import Limits

BOUND = 60  # seconds any wait here may take before the test fails instead of hanging


class Gate:
    """Work that starts, then runs until the test opens the gate (then does the real work)."""

    def __init__(self, then: Callable[..., Any] = lambda *a, **k: "done"):
        self.then = then
        self.entered, self.opened, self.finished = threading.Event(), threading.Event(), threading.Event()

    def __call__(self, *args, **kwargs):
        self.entered.set()
        self.opened.wait(BOUND)
        try:
            return self.then(*args, **kwargs)
        finally:
            self.finished.set()


async def _idle(budget: Budget) -> None:
    deadline = time.monotonic() + BOUND
    while budget.taken and time.monotonic() < deadline:
        await asyncio.sleep(0.01)
    assert budget.taken == 0


def test_work_returns_its_result_and_raises_its_errors():
    budget = Budget(Limits())

    def refuse():
        raise ApiError(422, "invalid_state", "no")

    async def scenario():
        assert await budget.run(lambda x, y: x + y, 2, 3) == 5
        with pytest.raises(ApiError) as err:
            await budget.run(refuse)
        assert (err.value.status, err.value.code) == (422, "invalid_state")
        await _idle(budget)

    asyncio.run(scenario())


def test_work_past_the_budget_is_504_and_keeps_its_thread_until_it_ends():
    budget, gate = Budget(Limits(request_seconds=0.2, work_threads=1, work_queue=0)), Gate()

    async def scenario():
        with pytest.raises(ApiError) as late:
            await budget.run(gate)
        assert (late.value.status, late.value.code) == (504, "timeout")
        assert late.value.message == "the request took longer than its 0.2 s budget and was given up"
        assert gate.entered.is_set() and not gate.finished.is_set()
        # the abandoned work still holds the only thread: the next request is refused at once
        with pytest.raises(ApiError) as busy:
            await budget.run(lambda: "next")
        assert (busy.value.status, busy.value.code, busy.value.headers) == (503, "busy", {"Retry-After": "1"})
        gate.opened.set()
        await _idle(budget)
        assert gate.finished.is_set() and await budget.run(lambda: "next") == "next"

    asyncio.run(scenario())


def test_a_request_that_waits_out_its_budget_is_503_and_never_runs():
    budget, gate, waited = Budget(Limits(request_seconds=0.2, work_threads=1, work_queue=1)), Gate(), Gate()

    async def scenario():
        running = asyncio.ensure_future(budget.run(gate))
        while not gate.entered.is_set():
            await asyncio.sleep(0.01)
        results = await asyncio.gather(running, budget.run(waited), return_exceptions=True)
        assert [(e.status, e.code) for e in results if isinstance(e, ApiError)] == [(504, "timeout"), (503, "busy")]
        refused = results[1]
        assert isinstance(refused, ApiError) and "no thread was free within the 0.2 s budget" in refused.message
        gate.opened.set()
        await _idle(budget)
        assert not waited.entered.is_set()  # cancelled before it started

    asyncio.run(scenario())


@pytest.fixture
def budget(client, monkeypatch):
    b = client.app.state.budget
    yield b
    asyncio.run(_idle(b))  # no gated work left behind for the next test


def _in_thread(fn: Callable[[], Any]) -> tuple[threading.Thread, list]:
    out: list = []
    t = threading.Thread(target=lambda: out.append(fn()))
    t.start()
    return t, out


@pytest.mark.parametrize("route", ["ask", "state/parse"])
def test_healthz_answers_while_a_heavy_request_runs(client, budget, monkeypatch, route):
    arbiter = client.app.state.arbiter
    if route == "ask":
        gate = Gate(arbiter.asker.ask)
        monkeypatch.setattr(arbiter.asker, "ask", gate)
        heavy = lambda: client.post("/v1/ask", json={"question": "How many rounds does a standard game last?"})  # noqa: E731
    else:
        gate = Gate(safeyaml.load_state)
        monkeypatch.setattr(safeyaml, "load_state", gate)
        heavy = lambda: client.post("/v1/state/parse", content=b"round: 3", headers={"content-type": "text/plain"})  # noqa: E731
    thread, out = _in_thread(heavy)
    try:
        assert gate.entered.wait(BOUND)
        health = client.get("/healthz")
        assert health.status_code == 200 and health.json()["status"] == "ok"
        assert not gate.finished.is_set()  # answered while the heavy request was still running
    finally:
        gate.opened.set()
        thread.join(BOUND)
    assert out[0].status_code == 200


def test_a_request_over_its_budget_is_a_504_json_error(client, budget, monkeypatch):
    arbiter = client.app.state.arbiter
    gate = Gate(arbiter.asker.ask)
    monkeypatch.setattr(arbiter.asker, "ask", gate)
    monkeypatch.setattr(budget, "limits", Limits(request_seconds=0.2))
    try:
        r = client.post("/v1/ask", json={"question": "How many rounds does a standard game last?"})
    finally:
        gate.opened.set()
    assert r.status_code == 504
    assert r.json() == {"error": {"code": "timeout", "details": [],
                                  "message": "the request took longer than its 0.2 s budget and was given up"}}
    assert r.headers["content-type"] == "application/json; charset=utf-8"


def test_past_the_queue_a_request_is_refused_at_once_with_503(client, budget, monkeypatch):
    arbiter = client.app.state.arbiter
    gate = Gate(arbiter.asker.search)
    monkeypatch.setattr(arbiter.asker, "search", gate)
    monkeypatch.setattr(budget, "limits", Limits(work_threads=2, work_queue=0))
    threads = [_in_thread(lambda: client.get("/v1/search", params={"q": "bleed"})) for _ in range(2)]
    try:
        deadline = time.monotonic() + BOUND
        while budget.taken < 2 and time.monotonic() < deadline:
            time.sleep(0.01)
        r = client.get("/v1/search", params={"q": "bleed"})
        assert r.status_code == 503 and r.headers["retry-after"] == "1"
        assert r.json()["error"]["code"] == "busy"
    finally:
        gate.opened.set()
        for t, _ in threads:
            t.join(BOUND)
    assert [out[0].status_code for _, out in threads] == [200, 200]


def test_the_budget_comes_from_the_environment(monkeypatch):
    from service.settings import limits

    monkeypatch.setenv("ARBITER_REQUEST_BUDGET", "2.5")
    assert limits().request_seconds == 2.5
    for bad in ("soon", "0", "-1", "86400"):
        monkeypatch.setenv("ARBITER_REQUEST_BUDGET", bad)
        with pytest.raises(ValueError, match="ARBITER_REQUEST_BUDGET"):
            limits()
