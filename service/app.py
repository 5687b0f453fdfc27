"""The FastAPI app. Routes stay thin: the corpus and kb packages do the work."""
from __future__ import annotations

import logging
import threading
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Annotated, Any

from fastapi import FastAPI, Query, Request
from fastapi.middleware.cors import CORSMiddleware
from fastapi.responses import FileResponse, HTMLResponse
from fastapi.staticfiles import StaticFiles
from pydantic import ValidationError
from starlette.concurrency import run_in_threadpool

from corpus.index import HybridIndex, load_or_build
from corpus.library import data_dir
from kb.game import GameRules, discover
from service import errors, pages, safeyaml, security
from service.ask import Asker
from service.errors import ApiError
from service.models import (
    AskRequest,
    AskResponse,
    DocumentInfo,
    ErrorBody,
    GameInfo,
    Health,
    KindInfo,
    Resolution,
    ResolveRequest,
    RuleGraphOut,
    RuleOut,
    SearchResponse,
    ValidateRequest,
    ValidationOut,
)
from service.settings import allowed_origins

log = logging.getLogger("arbiter.service")

ERRORS: dict[int | str, dict[str, Any]] = {404: {"model": ErrorBody}, 422: {"model": ErrorBody}}
STATIC = Path(__file__).parent / "static"


class Arbiter:
    """What the routes share: the index (and, through it, the documents)."""

    def __init__(self, index: HybridIndex | None = None, data: Path | None = None):
        self._index = index
        self._kb: dict[str, GameRules] | None = None
        self._asker: Asker | None = None
        self.data = data or data_dir()
        self._lock = threading.RLock()

    @property
    def index(self) -> HybridIndex:
        if self._index is None:
            with self._lock:
                if self._index is None:
                    self._index = load_or_build(self.data)
        return self._index

    @property
    def kb(self) -> dict[str, GameRules]:
        if self._kb is None:
            with self._lock:
                if self._kb is None:
                    self._kb = discover({g: game.documents for g, game in self.index.games.items()})
        return self._kb

    @property
    def asker(self) -> Asker:
        if self._asker is None:
            with self._lock:
                if self._asker is None:
                    self._asker = Asker(self.index, self.kb)
        return self._asker

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


def create_app(index: HybridIndex | None = None, data: Path | None = None) -> FastAPI:
    arbiter = Arbiter(index, data)

    @asynccontextmanager
    async def lifespan(_app: FastAPI):
        _ = arbiter.asker  # load the index (or rebuild it), the rule graphs and the asker before any request
        yield

    app = FastAPI(title="arbiter", version="1.0",
                  description="Rules assistant and adjudication service for tabletop games: exact "
                              "rulebook quotes, executed rule checks, and 'I don't know' instead of a guess.",
                  lifespan=lifespan, docs_url=None, redoc_url=None)  # security.install serves both
    app.state.arbiter = arbiter
    errors.install(app)  # first, so that CORSMiddleware wraps its JSON 500s
    app.add_middleware(CORSMiddleware, allow_origins=allowed_origins(), allow_methods=["GET", "POST"],
                       allow_headers=["Content-Type"])
    security.install(app)  # last, so that its headers are on every response, errors and preflights included

    @app.get("/healthz", response_model=Health)
    def healthz():
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

    # /v1/search and /v1/ask run on the event loop, not in FastAPI's thread pool: their work
    # is CPU-bound and one encoder serves them one at a time anyway, while the hop to a
    # pool thread and back measured 1.3 ms per request on a 2-core laptop (two cross-core
    # wake-ups) — 15 % of an answer (benchmarks/ask.py). The price: other requests wait
    # for the answer being composed (~8 ms), which the encoder lock imposed already.
    @app.get("/v1/search", response_model=SearchResponse, responses=ERRORS)
    async def search(q: Annotated[str, Query(min_length=1, max_length=4000, description="the question or words")],
               game: Annotated[str | None, Query(description="limit to one game id")] = None,
               k: Annotated[int, Query(ge=1, le=50)] = 5):
        if not q.strip():
            raise ApiError(422, "invalid_request", "q is blank", [{"path": "q", "message": "must contain words"}])
        if game is not None:
            arbiter.game(game)
        return arbiter.asker.search(q, game, k)

    @app.post("/v1/ask", response_model=AskResponse, responses=ERRORS)
    async def ask(req: AskRequest):
        """Answer a rules question with the rulebook's words; with a state, run the rule."""
        if not req.question.strip():
            raise ApiError(422, "invalid_request", "question is blank",
                           [{"path": "question", "message": "must contain words"}])
        if req.game is not None:
            arbiter.game(req.game)
        return arbiter.asker.ask(req.question, req.game, req.state, req.kind, req.lang, req.conversation_id)

    @app.get("/v1/games/{game}/kinds", response_model=list[KindInfo], responses=ERRORS)
    def kinds(game: str):
        """What /v1/resolve can run for this game, with the JSON Schema of each state."""
        rules = arbiter.rules(game)
        return [KindInfo(kind=k.name, summary=k.summary, state_schema=k.state.model_json_schema(),
                         result_schema=k.result.model_json_schema() if k.result else None)
                for k in rules.kinds.values()]

    @app.post("/v1/resolve", response_model=Resolution, responses=ERRORS)
    def resolve(req: ResolveRequest):
        """Run a rule on a snapshot: the result, each step with its rule and quote, and every
        illegal step as a violation (which has no effect; resolution goes on)."""
        rules = arbiter.kind(req.game, req.kind)
        try:
            return rules.resolve(req.kind, req.state)
        except ValidationError as exc:
            raise errors.state_errors(exc, req.state) from None

    @app.post("/v1/validate", response_model=ValidationOut, response_model_exclude_none=True, responses=ERRORS)
    def validate(req: ValidateRequest):
        """Every rule a position breaks, at once, each with its rule, JSON path and quote.
        A position described in words is read first; only what was read is judged."""
        if req.description is not None:
            if req.game is not None:
                arbiter.game(req.game)
            return arbiter.asker.validate_text(req.description, req.game)
        missing = [f for f in ("game", "state") if getattr(req, f) is None]
        if missing:
            raise ApiError(422, "invalid_request", "a position is a game and a state, or a description in words",
                           [{"path": f, "message": "Field required"} for f in missing])
        assert req.state is not None and req.game is not None
        rules = arbiter.rules(req.game)
        try:
            return rules.validate(req.state)
        except ValidationError as exc:
            raise errors.state_errors(exc, req.state) from None

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

    @app.get("/rulebooks/{game}", response_class=HTMLResponse, responses=ERRORS)
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
        service.safeyaml: no aliases, bounded size, depth and numbers; off the event loop)."""
        raw = bytearray()
        async for chunk in request.stream():  # stop reading at the limit, not after the whole body
            raw += chunk
            if len(raw) > safeyaml.MAX_BYTES:
                break
        try:
            return await run_in_threadpool(safeyaml.load_state, bytes(raw))
        except safeyaml.Unreadable as exc:
            raise ApiError(422, exc.code, f"the position cannot be read: {exc.message}",
                           [{"path": exc.path, "message": exc.message}]) from None

    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    def home():
        return FileResponse(STATIC / "index.html", media_type="text/html")

    @app.get("/embed.js", include_in_schema=False)
    def embed():
        """The widget: one script tag puts the assistant on any page."""
        return FileResponse(STATIC / "embed.js", media_type="application/javascript",
                            headers={"Cache-Control": "public, max-age=300"})

    app.mount("/static", StaticFiles(directory=STATIC), name="static")

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
        app.openapi_schema = spec
        return spec

    app.openapi = openapi  # type: ignore[method-assign]  # FastAPI's documented way to extend the schema
    return app
