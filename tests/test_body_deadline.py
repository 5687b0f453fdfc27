"""A stalled upload is cut with a 408 before any route reads it; a body that arrives in
time, in one read or several, reaches the route unchanged."""
from __future__ import annotations

import asyncio
import json

from service.budget import BodyDeadline
from service.settings import Limits

FAST = Limits(body_read_seconds=0.2, body_seconds=0.5)


async def _echo(scope, receive, send):
    body = b""
    while True:
        m = await receive()
        body += m.get("body", b"")
        if not m.get("more_body"):
            break
    await send({"type": "http.response.start", "status": 200, "headers": []})
    await send({"type": "http.response.body", "body": body})


def _run(chunks: list[bytes], pause_after: int | None, limits: Limits = FAST) -> tuple[int, bytes]:
    sent: list[dict] = []

    async def receive():
        i = len(received)
        if pause_after is not None and i >= pause_after:
            await asyncio.sleep(60)  # the client stops sending
        received.append(i)
        return {"type": "http.request", "body": chunks[i], "more_body": i + 1 < len(chunks)}

    async def send(message):
        sent.append(message)

    received: list[int] = []
    scope = {"type": "http", "method": "POST", "path": "/v1/ask", "headers": []}
    asyncio.run(BodyDeadline(_echo, limits)(scope, receive, send))
    return sent[0]["status"], b"".join(m.get("body", b"") for m in sent[1:])


def test_a_body_that_stops_arriving_is_a_408_json_error():
    status, body = _run([b'{"question": ', b'"x"}'], pause_after=1)
    assert status == 408
    assert json.loads(body)["error"]["code"] == "request_timeout"


def test_a_body_in_several_reads_reaches_the_route_whole():
    assert _run([b'{"question": ', b'"Can I', b' block?"}'], pause_after=None) == (
        200, b'{"question": "Can I block?"}')


def test_a_body_dribbled_past_the_whole_deadline_is_cut_too():
    # each read in time, all of them together not
    limits = Limits(body_read_seconds=0.2, body_seconds=0.3)
    sent: list[dict] = []
    count = 0

    async def receive():
        nonlocal count
        count += 1
        await asyncio.sleep(0.15)
        return {"type": "http.request", "body": b"x", "more_body": True}

    async def send(message):
        sent.append(message)

    asyncio.run(BodyDeadline(_echo, limits)({"type": "http", "method": "POST", "headers": []}, receive, send))
    assert sent[0]["status"] == 408 and count <= 3
