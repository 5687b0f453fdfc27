"""API.md's error body for every failure: ``{"error": {"code", "message", "details"}}``."""
from __future__ import annotations

import logging

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.routing import Match
from starlette.types import ASGIApp, Message, Receive, Scope, Send

log = logging.getLogger("arbiter.service")


class ApiError(Exception):
    def __init__(self, status: int, code: str, message: str, details: list[dict] | None = None,
                 headers: dict[str, str] | None = None):
        self.status, self.code, self.message, self.details = status, code, message, details or []
        self.headers = headers  # e.g. WWW-Authenticate on a 401, Retry-After on a 503


def body(code: str, message: str, details: list[dict] | None = None) -> dict:
    return {"error": {"code": code, "message": message, "details": details or []}}


def loc_path(loc) -> str:
    """A pydantic location as a JSON path: ("body", "state", "attempts", 0, "method") →
    "state.attempts[0].method"."""
    parts = [p for p in loc if p not in ("body", "query", "path")]
    out = ""
    for p in parts:
        out += f"[{p}]" if isinstance(p, int) else (("." if out else "") + str(p))
    return out or "$"


def state_errors(exc, data, prefix: str = "state") -> ApiError:
    """A state that does not parse: a 422 whose details name each bad field by its JSON
    path in the request (pydantic's union tags, which are not in the JSON, are left out)."""
    details = []
    for e in exc.errors():
        parts, cur = [], data
        loc = list(e.get("loc", ()))
        for i, p in enumerate(loc):
            if isinstance(cur, dict) and isinstance(p, str) and p not in cur and i + 1 < len(loc):
                continue  # a tagged-union branch name, not a key of the input
            parts.append(p)
            if isinstance(cur, dict):
                cur = cur.get(p)
            elif isinstance(cur, list) and isinstance(p, int) and p < len(cur):
                cur = cur[p]
            else:
                cur = None
        details.append({"path": loc_path([prefix, *parts]), "message": e.get("msg", "invalid")})
    return ApiError(422, "invalid_state", f"the {prefix} does not parse: {len(details)} problem(s)", details)


INTERNAL = body("internal_error", "the service failed on this request; it has been logged")


class Unexpected:
    """The guard against any exception a route did not expect: a JSON 500 in API.md's error
    shape and one log line with the stack trace (never sent to the client).

    Starlette hands an ``Exception`` handler to its outermost middleware, outside CORS, so
    such a 500 would reach a browser without its CORS headers (and unreadable to the page
    that asked). This middleware sits inside CORSMiddleware (``install`` adds it first), so
    the 500 it makes passes out through CORS like any other response."""

    def __init__(self, app: ASGIApp):
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def sending(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, receive, sending)
        except Exception:
            log.exception("unhandled error on %s %s", scope.get("method"), scope.get("path"))
            if started:  # the response is under way: nothing to replace it with
                raise
            await JSONResponse(INTERNAL, status_code=500)(scope, receive, send)


def allowed_methods(request: Request) -> str:
    """Every method the request's path has, over all the routes that serve it. Starlette's
    own Allow names only the first route's methods, and GET and POST /v1/feedback are two."""
    methods: set[str] = set()
    for route in request.app.router.routes:
        match, _ = route.matches(request.scope)
        if match != Match.NONE:
            methods |= getattr(route, "methods", None) or set()
    return ", ".join(sorted(methods))


def install(app: FastAPI) -> None:
    """The error handlers and the guard; call it before adding CORSMiddleware."""
    app.add_middleware(Unexpected)

    @app.exception_handler(ApiError)
    async def _api(_: Request, exc: ApiError):
        return JSONResponse(body(exc.code, exc.message, exc.details), status_code=exc.status, headers=exc.headers)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_: Request, exc: RequestValidationError):
        details = [{"path": "$" if e.get("type") == "json_invalid" else loc_path(e.get("loc", ())),
                    "message": e.get("msg", "invalid")} for e in exc.errors()]
        return JSONResponse(body("invalid_request", "the request does not match the schema", details),
                            status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException):
        if exc.status_code == 400:  # a body that is not even text or JSON: a request error like any other
            return JSONResponse(body("invalid_request", "the request body could not be read as JSON",
                                     [{"path": "$", "message": str(exc.detail)}]), status_code=422)
        code = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "http_error")
        headers = dict(exc.headers or {})
        if exc.status_code == 405:  # RFC 9110: a 405 names the methods the path has
            headers["Allow"] = allowed_methods(request) or headers.get("Allow", "")
        return JSONResponse(body(code, str(exc.detail)), status_code=exc.status_code, headers=headers)

    @app.exception_handler(Exception)
    async def _unexpected(_: Request, exc: Exception):  # a failure outside Unexpected (in a middleware)
        log.exception("unhandled error")
        return JSONResponse(INTERNAL, status_code=500)
