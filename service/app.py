"""The FastAPI app. Routes stay thin: the corpus and kb packages do the work."""
from __future__ import annotations

import hmac
import logging
import threading
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any, Literal

from fastapi import Depends, FastAPI, Header, Query, Request
from fastapi.middleware.cors import CORSMiddleware
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import ValidationError

from corpus.index import HybridIndex, load_or_build, version
from corpus.library import data_dir
from kb.game import GameRules
from service import errors, pages, safeyaml, security
from service.ask import Asker
from service.budget import BodyDeadline, Budget
from service.conversations import Conversations
from service.errors import ApiError
from service.models import (
    AskRequest,
    AskResponse,
    DocumentInfo,
    ErrorBody,
    FeedbackCreated,
    FeedbackList,
    FeedbackRequest,
    GameInfo,
    Health,
    KindInfo,
    Resolved,
    ResolveRequest,
    RuleGraphOut,
    RuleOut,
    SearchResponse,
    ValidateRequest,
    ValidationOut,
)
from service.reload import Served, Versions, served
from service.settings import Limits, admin_token, allowed_origins, limits
from service.store import Store, StoreUnavailable, open_store
from service.web import HeadAsGet

log = logging.getLogger("arbiter.service")

ERRORS: dict[int | str, dict[str, Any]] = {404: {"model": ErrorBody}, 422: {"model": ErrorBody}}
# A page's errors are JSON like every other (API.md), so its schema says so: with "model"
# FastAPI would document them in the page's own media type, text/html.
PAGE_ERRORS: dict[int | str, dict[str, Any]] = {
    status: {"description": text, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorBody"}}}}
    for status, text in ((404, "Not Found"), (422, "Unprocessable Entity"))}
STATIC = Path(__file__).parent / "static"
PAGE = Limits()  # GET /v1/feedback's page sizes (annotations are read at module level)


class Arbiter:
    """What the routes share: the served index version (and, through it, the documents, the
    rule graphs and the asker; service/reload.py swaps in a new one after an ingest), and the
    store of conversations and feedback (SQLite in the data directory, or PostgreSQL)."""

    def __init__(self, index: HybridIndex | None = None, data: Path | None = None, store: Store | None = None,
                 limits: Limits | None = None):
        self._store = store
        self.data = data or data_dir()
        self.limits = limits or Limits()
        self._lock = threading.RLock()

        def first() -> Served:
            stamp = version(self.data)  # read before loading: a version swapped in meanwhile is loaded next
            return served(index or load_or_build(self.data), stamp, Conversations(self.store))

        self.versions = Versions(self.data, first)

    @property
    def index(self) -> HybridIndex:
        return self.versions.current.index

    @property
    def kb(self) -> dict[str, GameRules]:
        return self.versions.current.kb

    @property
    def asker(self) -> Asker:
        return self.versions.current.asker

    @property
    def store(self) -> Store:
        if self._store is None:
            with self._lock:
                if self._store is None:
                    self._store = open_store(self.data, self.limits)
        return self._store

    def close(self) -> None:
        self.versions.close()
        with self._lock:
            if self._store is not None:
                self._store.close()
                self._store = None

    def rules(self, game_id: str) -> GameRules:
        self.game(game_id)
        if game_id not in self.kb:
            raise ApiError(404, "no_rules", f"{game_id} has no executable rules yet; games with rules: "
                                            f"{', '.join(self.kb)}", [{"path": "game", "message": "no rule graph"}])
        return self.kb[game_id]

    def kind(self, game_id: str, kind: str):
        rules = self.rules(game_id)
        if kind not in rules.kinds:
            raise ApiError(422, "unknown_kind", f"{game_id} has no kind {kind!r}; its kinds: {', '.join(rules.kinds)}",
                           [{"path": "kind", "message": f"one of: {', '.join(rules.kinds)}"}])
        return rules

    def game(self, game_id: str):
        games = self.index.games
        if game_id not in games:
            raise ApiError(404, "unknown_game", f"no game {game_id!r}; known games: {', '.join(games)}",
                           [{"path": "game", "message": f"known games: {', '.join(games)}"}])
        return games[game_id]


def create_app(index: HybridIndex | None = None, data: Path | None = None, store: Store | None = None,
               settings: Limits | None = None) -> FastAPI:
    """The app; with no arguments (each ``arbiter serve --workers N`` worker) everything comes
    from the environment: the data directory, the store, the limits."""
    arbiter = Arbiter(index, data, store, settings or limits())
    budget = Budget(arbiter.limits)

    @asynccontextmanager
    async def lifespan(_app: FastAPI):
        _ = arbiter.asker  # load the index (or rebuild it), the rule graphs, the store and the asker before any request
        yield
        budget.close()
        arbiter.close()

    app = FastAPI(title="arbiter", version="1.0",
                  description="Rules assistant and adjudication service for tabletop games: exact "
                              "rulebook quotes, executed rule checks, and 'I don't know' instead of a guess.",
                  lifespan=lifespan, docs_url=None, redoc_url=None)  # security.install serves both
    app.state.arbiter = arbiter
    app.state.budget = budget
    errors.install(app)  # first, so that CORSMiddleware wraps its JSON 500s
    # a stalled upload is cut before any route reads it, inside CORS and the security headers
    app.add_middleware(BodyDeadline, limits=arbiter.limits)
    app.add_middleware(CORSMiddleware, allow_origins=allowed_origins(), allow_methods=["GET", "POST"],
                       allow_headers=["Content-Type"])
    app.add_middleware(HeadAsGet)
    security.install(app)  # last, so that its headers are on every response, errors and preflights included

    @app.exception_handler(StoreUnavailable)
    async def _store_down(_: Request, exc: StoreUnavailable):
        log.error("store unavailable: %s", exc)
        return JSONResponse(errors.body("store_unavailable", "conversations and feedback cannot be reached right now; "
                                                             "try again in a moment"),
                            status_code=503, headers={"Retry-After": "5"})

    # on the event loop, never behind the work threads: it answers while they are busy
    @app.get("/healthz", response_model=Health)
    async def healthz():
        idx = arbiter.index
        return Health(status="ok", games=len(idx.games), chunks=len(idx.chunks))

    @app.get("/v1/games", response_model=list[GameInfo])
    def games():
        return [
            GameInfo(id=g.id, title=g.meta.title, languages=g.languages,
                     documents=[DocumentInfo(id=d.id, title=d.title, language=d.language, sections=len(d.sections))
                                for d in g.documents])
            for g in arbiter.index.games.values()
        ]

    # The CPU-heavy routes (search, ask, resolve, validate, state/parse) run their work in
    # the budget's threads (service/budget.py), each request within the time budget: the
    # hop to a thread costs ~1 ms, and in exchange a slow request no longer stalls the
    # event loop, /healthz or the other requests (benchmarks/load.py).
    @app.get("/v1/search", response_model=SearchResponse, responses=ERRORS)
    async def search(q: Annotated[str, Query(min_length=1, max_length=4000, description="the question or words")],
               game: Annotated[str | None, Query(description="limit to one game id")] = None,
               k: Annotated[int, Query(ge=1, le=50)] = 5):
        if not q.strip():
            raise ApiError(422, "invalid_request", "q is blank", [{"path": "q", "message": "must contain words"}])
        if game is not None:
            arbiter.game(game)
        return await budget.run(arbiter.asker.search, q, game, k)

    @app.post("/v1/ask", response_model=AskResponse, responses=ERRORS)
    async def ask(req: AskRequest):
        """Answer a rules question with the rulebook's words; with a state, run the rule."""
        if not req.question.strip():
            raise ApiError(422, "invalid_request", "question is blank",
                           [{"path": "question", "message": "must contain words"}])
        if req.game is not None:
            arbiter.game(req.game)

        def answer() -> dict[str, Any]:
            res = arbiter.asker.ask(req.question, req.game, req.state, req.kind, req.lang, req.conversation_id)
            if res["abstained"]:  # for GET /v1/feedback's `unanswered`: the text and game, nothing about the asker
                arbiter.store.record_unanswered(req.question, res["game"])
            return res

        return await budget.run(answer)

    @app.get("/v1/games/{game}/kinds", response_model=list[KindInfo], responses=ERRORS)
    def kinds(game: str):
        """What /v1/resolve can run for this game, with the JSON Schema of each state."""
        rules = arbiter.rules(game)
        return [KindInfo(kind=k.name, summary=k.summary, state_schema=k.state.model_json_schema(),
                         result_schema=k.result.model_json_schema() if k.result else None)
                for k in rules.kinds.values()]

    @app.post("/v1/resolve", response_model=Resolved, responses=ERRORS)
    async def resolve(req: ResolveRequest,
                      lang: Annotated[Literal["en", "ru"],
                                      Query(description="the language of `outcome` and of the steps")] = "en"):
        """Run a rule on a snapshot: the result, each step with its rule and quote, every
        illegal step as a violation (which has no effect; resolution goes on), and the
        outcome in words."""
        rules = arbiter.kind(req.game, req.kind)

        def run():
            try:
                done = rules.resolve(req.kind, req.state, lang).model_dump()
            except ValidationError as exc:
                raise errors.state_errors(exc, req.state) from None
            return {**done, "outcome": rules.describe(done, lang)}

        return await budget.run(run)

    @app.post("/v1/validate", response_model=ValidationOut, response_model_exclude_none=True, responses=ERRORS)
    async def validate(req: ValidateRequest):
        """Every rule a position breaks, at once, each with its rule, JSON path and quote.
        A position described in words is read first; only what was read is judged."""
        if req.description is not None:
            if req.game is not None:
                arbiter.game(req.game)
            return await budget.run(arbiter.asker.validate_text, req.description, req.game)
        missing = [f for f in ("game", "state") if getattr(req, f) is None]
        if missing:
            raise ApiError(422, "invalid_request", "a position is a game and a state, or a description in words",
                           [{"path": f, "message": "Field required"} for f in missing])
        assert req.state is not None and req.game is not None
        rules, state = arbiter.rules(req.game), req.state

        def run():
            try:
                return rules.validate(state)
            except ValidationError as exc:
                raise errors.state_errors(exc, state) from None

        return await budget.run(run)

    @app.get("/v1/rules/{game}", response_model=RuleGraphOut, responses=ERRORS)
    def rule_graph(game: str):
        rules = arbiter.rules(game)
        return {"game": game, "nodes": [rules.graph.node(r) for r in rules.graph.rules],
                "edges": rules.graph.edges()}

    @app.get("/v1/rules/{game}/{rule_id}", response_model=RuleOut, responses=ERRORS)
    def rule(game: str, rule_id: str):
        rules = arbiter.rules(game)
        if rule_id not in rules.graph.rules:
            known = ", ".join(rules.graph.rules)
            raise ApiError(404, "unknown_rule", f"{game} has no rule {rule_id!r}; its rules: {known}",
                           [{"path": "rule_id", "message": f"one of: {known}"}])
        return {**rules.graph.node(rule_id), "edges": rules.graph.edges(rule_id)}

    @app.get("/rulebooks/{game}", response_class=HTMLResponse, responses=PAGE_ERRORS)
    def rulebook(game: str, hl: str | None = None, doc: str | None = None):
        """The rulebook as a reference page: a table of contents, an anchor per section, and
        ``?hl=START-END`` highlighting an exact span, scrolled into view."""
        g = arbiter.game(game)
        return HTMLResponse(pages.rulebook_page(g, hl, doc))

    @app.get("/v1/games/{game}/examples", responses=ERRORS)
    def examples(game: str) -> dict[str, dict]:
        """A starting position per kind (and for the board, where the game has one)."""
        return arbiter.rules(game).examples

    @app.post("/v1/state/parse", responses=ERRORS,
              openapi_extra={"requestBody": {"content": {"text/plain": {"schema": {"type": "string"}}}}})
    async def parse_state(request: Request) -> dict:
        """A JSON or YAML position, as typed into the chat page, turned into JSON (read by
        service.safeyaml: no aliases, bounded size, depth and numbers; in a work thread)."""
        raw = bytearray()
        async for chunk in request.stream():  # stop reading at the limit, not after the whole body
            raw += chunk
            if len(raw) > safeyaml.MAX_BYTES:
                break
        try:
            return await budget.run(safeyaml.load_state, bytes(raw))
        except safeyaml.Unreadable as exc:
            raise ApiError(422, exc.code, f"the position cannot be read: {exc.message}",
                           [{"path": exc.path, "message": exc.message}]) from None

    @app.post("/v1/feedback", status_code=201, response_model=FeedbackCreated, responses=ERRORS)
    def give_feedback(req: FeedbackRequest):
        """A player's rating of an answer, kept durably (in the store) for the maintainers."""
        if not req.question.strip():
            raise ApiError(422, "invalid_request", "question is blank",
                           [{"path": "question", "message": "must contain words"}])
        if req.game is not None:
            arbiter.game(req.game)
        saved = arbiter.store.add_feedback(req.question, req.rating, req.answer, req.comment,
                                           req.conversation_id, req.game)
        return {"id": saved["id"]}

    # the token is checked (a dependency) before the query is validated: without it, the
    # endpoint says nothing about its parameters
    @app.get("/v1/feedback", response_model=FeedbackList, responses={**ERRORS, 401: {"model": ErrorBody}},
             dependencies=[Depends(_admin)])
    def read_feedback(rating: Annotated[Literal["helpful", "wrong"] | None, Query(description="only this rating")] = None,
                      limit: Annotated[int, Query(ge=1, le=PAGE.feedback_page_max,
                                                  description="most entries of each list")] = PAGE.feedback_page):
        """The feedback, newest first, and the questions the service could not answer (admin
        token required; the endpoint does not exist while ``ARBITER_ADMIN_TOKEN`` is unset)."""
        store = arbiter.store
        return {"items": [{**item, "at": _iso(item["at"])} for item in store.feedback(rating, limit)],
                "unanswered": [{**q, "at": _iso(q["at"])} for q in store.unanswered(limit)]}

    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    def home():
        return FileResponse(STATIC / "index.html", media_type="text/html")

    @app.get("/admin", response_class=HTMLResponse, include_in_schema=False)
    def owner_page():
        """The site owner's page of players' reports; it reads them from GET /v1/feedback with
        the token typed into it. Like that endpoint, it does not exist while no token is set."""
        if admin_token() is None:
            raise ApiError(404, "not_found", "Not Found")
        return FileResponse(STATIC / "admin.html", media_type="text/html")

    widget = _widget_script()

    @app.get("/embed.js", include_in_schema=False)
    def embed():
        """The widget: one script tag puts the assistant on any page."""
        return Response(widget, media_type="application/javascript", headers={"Cache-Control": "public, max-age=300"})

    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    from service.documents import router as documents  # imported here: it takes _admin from this module

    app.include_router(documents)

    def openapi():
        """FastAPI's schema plus the JSON Schema of every game's states and results, so the
        OpenAPI document describes what /v1/resolve and /v1/validate accept."""
        if app.openapi_schema:
            return app.openapi_schema
        from fastapi.openapi.utils import get_openapi

        spec = get_openapi(title=app.title, version=app.version, description=app.description, routes=app.routes)
        schemas = spec.setdefault("components", {}).setdefault("schemas", {})
        for game, rules in arbiter.kb.items():
            for k in rules.kinds.values():
                for suffix, model in (("State", k.state), ("Result", k.result)):
                    if model is None:
                        continue
                    schema = model.model_json_schema(ref_template="#/components/schemas/{model}")
                    for name, sub in schema.pop("$defs", {}).items():
                        schemas.setdefault(name, sub)
                    schema["description"] = f"{game} / {k.name}: {k.summary}"
                    schemas[f"{game}.{k.name}.{suffix}"] = schema
        _name_the_games(spec, list(arbiter.index.games), {g: list(r.kinds) for g, r in arbiter.kb.items()})
        app.openapi_schema = spec
        return spec

    app.openapi = openapi  # type: ignore[method-assign]  # FastAPI's documented way to extend the schema
    return app


def _name_the_games(spec: dict, games: list[str], kinds: dict[str, list[str]]) -> None:
    """The values that exist, in the schema: each ``game`` (path, query or body) lists the
    game ids, and a resolve request is one of its (game, kind, state) combinations, the
    state by its kind's schema. Clients (and a fuzzer) then know what a request that can
    succeed looks like; any other value is still answered, with the 404 or 422 that names
    what exists."""
    for methods in spec.get("paths", {}).values():
        for op in methods.values():
            for param in op.get("parameters", []):
                if param.get("name") == "game":
                    _one_of_ids(param["schema"], games)
    schemas = spec.get("components", {}).get("schemas", {})
    for model in ("AskRequest", "ValidateRequest", "FeedbackRequest"):
        game = schemas.get(model, {}).get("properties", {}).get("game")
        if game is not None:
            _one_of_ids(game, games)
    if "ResolveRequest" in schemas:
        plain = schemas["ResolveRequest"]
        schemas["ResolveRequest"] = {
            "title": plain.get("title", "ResolveRequest"),
            "description": "A game, one of its kinds (GET /v1/games/{game}/kinds) and a state of that kind.",
            "oneOf": [{"title": f"{game} / {kind}", "type": "object", "additionalProperties": False,
                       "required": ["game", "kind", "state"],
                       "properties": {"game": {"const": game}, "kind": {"const": kind},
                                      "state": {"$ref": f"#/components/schemas/{game}.{kind}.State"}}}
                      for game, names in kinds.items() for kind in names]}


def _one_of_ids(schema: dict, ids: list[str]) -> None:
    """Add the enum to the string alternative of a (possibly optional) string schema."""
    for branch in schema.get("anyOf", [schema]):
        if branch.get("type") == "string":
            branch["enum"] = ids


def _admin(authorization: Annotated[str | None, Header(description="Bearer <ARBITER_ADMIN_TOKEN>")] = None) -> None:
    """The admin endpoints: 404 while no token is set (they do not exist), 401 without the
    right ``Authorization: Bearer`` token (compared in constant time)."""
    token = admin_token()
    if token is None:
        raise ApiError(404, "not_found", "Not Found")
    scheme, _, given = (authorization or "").partition(" ")
    if scheme.lower() != "bearer" or not hmac.compare_digest(given.strip().encode(), token.encode()):
        raise ApiError(401, "unauthorized", "this endpoint needs the admin token",
                       [{"path": "Authorization", "message": "Bearer <ARBITER_ADMIN_TOKEN>"}],
                       headers={"WWW-Authenticate": "Bearer"})


def _widget_script() -> str:
    """/embed.js: the answer cards the chat page also uses (answer.js) and the widget, in one
    closure, so that a host page gets one request and no new global name."""
    parts = [(STATIC / name).read_text(encoding="utf-8") for name in ("answer.js", "widget.js")]
    return "(function () {\n" + "\n".join(parts) + "})();\n"


def _iso(at: float) -> str:
    """A stored time as ISO 8601 UTC, to the millisecond: 2026-11-30T16:11:09.123Z."""
    return datetime.fromtimestamp(at, UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")
