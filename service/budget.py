"""CPU-heavy work off the event loop, each request with a time budget.

An answer, a search, a check or a YAML position is CPU work (the encoder, the engines, the
parser). Run on the event loop, one slow request would stall every other one, /healthz
included. Here it runs in a small pool of threads (``Limits.work_threads``) while the event
loop goes on accepting and answering; a bounded number of requests may wait for a thread
(``Limits.work_queue``), and each has ``Limits.request_seconds`` from arrival to answer:

- more waiting than the queue holds → 503 at once (``Retry-After``): the worker is overloaded;
- the budget spent waiting for a thread → 503 as well, and the work never starts;
- the budget spent running → 504. Python cannot stop a thread, so the work runs to its end
  in the background and its result is dropped; its thread stays taken until then, which
  keeps the number of threads (and so the load) bounded.
"""
from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, TypeVar

from corpus import ingest
from service.errors import ApiError
from service.errors import body as body_of
from service.settings import Limits

T = TypeVar("T")
FORM_OVERHEAD = 64 * 1024  # a multipart body's boundaries, part headers and short fields


def _busy(message: str) -> ApiError:
    return ApiError(503, "busy", message, headers={"Retry-After": "1"})


class Budget:
    def __init__(self, limits: Limits):
        self.limits = limits
        self.executor = ThreadPoolExecutor(limits.work_threads, thread_name_prefix="arbiter-work")
        self._lock = threading.Lock()
        self._taken = 0  # requests submitted and not finished (running, waiting, or abandoned and running)

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` in a work thread, within the budget, else an ``ApiError`` 503 or 504."""
        limits = self.limits
        with self._lock:
            if self._taken >= limits.work_threads + limits.work_queue:
                raise _busy(f"the service is answering {self._taken} requests; try again in a moment")
            self._taken += 1
        started = threading.Event()

        def work() -> T:
            started.set()
            return fn(*args)

        try:
            future = self.executor.submit(work)
        except BaseException:
            self._release(None)
            raise
        future.add_done_callback(self._release)  # in whichever thread finishes (or cancels) it
        waiting = asyncio.wrap_future(future)
        try:
            # shield: a budget spent must not cancel the work through the wrapper; it is
            # cancelled below only if it has not started
            return await asyncio.wait_for(asyncio.shield(waiting), limits.request_seconds)
        except TimeoutError:
            waiting.add_done_callback(_consume)  # its outcome comes later and is nobody's
            if not started.is_set() and future.cancel():
                raise _busy(f"no thread was free within the {limits.request_seconds:g} s budget; "
                            "try again in a moment") from None
            raise ApiError(504, "timeout", f"the request took longer than its {limits.request_seconds:g} s budget "
                                           "and was given up") from None

    @property
    def taken(self) -> int:
        """Requests holding or waiting for a work thread, abandoned ones still running included."""
        with self._lock:
            return self._taken

    def _release(self, _: Future | None) -> None:
        with self._lock:
            self._taken -= 1

    def close(self) -> None:
        self.executor.shutdown(wait=False, cancel_futures=True)


def _consume(future: asyncio.Future) -> None:
    """Read an abandoned request's outcome, so that its exception is not logged as lost."""
    if not future.cancelled():
        future.exception()


class BodyDeadline:
    """Pure ASGI middleware: the request body is read here first, each read within
    ``Limits.body_read_seconds`` and the whole within ``Limits.body_seconds``; an upload that
    stalls is answered 408 (JSON) and its connection closed, before any route sees it. The
    body read in time is handed on unchanged."""

    def __init__(self, app, limits: Limits | None = None):
        self.app, self.limits = app, limits or Limits()

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http" or scope.get("method") in ("GET", "HEAD", "OPTIONS"):
            await self.app(scope, receive, send)
            return
        # the largest body any route takes: a rulebook upload (corpus.ingest's limit, read now
        # so that ARBITER_INGEST_MAX_MB holds) and its form's fields. Past it the body is never
        # held in memory whole: a declared length is refused before a byte is read, and a body
        # that grows past it is cut
        cap = ingest.MAX_BYTES + FORM_OVERHEAD
        declared = dict(scope.get("headers") or []).get(b"content-length", b"")
        if declared.isdigit() and int(declared) > cap:
            await _too_large(send, cap)
            return
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.limits.body_seconds
        messages = []
        size = 0
        while True:
            wait = min(self.limits.body_read_seconds, deadline - loop.time())
            try:
                message = await asyncio.wait_for(receive(), max(wait, 0.0))
            except TimeoutError:
                await _stalled(send)
                return
            messages.append(message)
            size += len(message.get("body", b""))
            if size > cap:
                await _too_large(send, cap)
                return
            if message["type"] != "http.request" or not message.get("more_body", False):
                break

        async def replay():
            return messages.pop(0) if messages else await receive()

        await self.app(scope, replay, send)


async def _too_large(send, cap: int) -> None:
    body = json.dumps(body_of("too_large", f"the request body is larger than the limit of {cap:,} bytes",
                              [{"path": "$", "message": f"at most {cap:,} bytes (ARBITER_INGEST_MAX_MB for a rulebook)"}]
                              )).encode()
    await send({"type": "http.response.start", "status": 413,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                            (b"connection", b"close")]})
    await send({"type": "http.response.body", "body": body})


async def _stalled(send) -> None:
    body = json.dumps(body_of("request_timeout", "the request body stopped arriving; send it again in one go")).encode()
    await send({"type": "http.response.start", "status": 408,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                            (b"connection", b"close")]})
    await send({"type": "http.response.body", "body": body})
