"""The FastAPI app. Routes stay thin: the corpus and kb packages do the work."""
from __future__ import annotations

import logging
import threading
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Annotated

from fastapi import FastAPI, Query, Request
from fastapi.middleware.cors import CORSMiddleware
from fastapi.responses import HTMLResponse

from corpus.citations import search_citations
from corpus.index import HybridIndex, load_or_build
from corpus.library import data_dir
from service import errors, pages
from service.errors import ApiError
from service.models import ErrorBody, GameInfo, Health, SearchResponse
from service.settings import allowed_origins

log = logging.getLogger("arbiter.service")

ERRORS = {404: {"model": ErrorBody}, 422: {"model": ErrorBody}}


class Arbiter:
    """What the routes share: the index (and, through it, the documents)."""

    def __init__(self, index: HybridIndex | None = None, data: Path | None = None):
        self._index = index
        self.data = data or data_dir()
        self._lock = threading.Lock()

    @property
    def index(self) -> HybridIndex:
        if self._index is None:
            with self._lock:
                if self._index is None:
                    self._index = load_or_build(self.data)
        return self._index

    def game(self, game_id: str):
        games = self.index.games
        if game_id not in games:
            raise ApiError(404, "unknown_game", f"no game {game_id!r}; known games: {', '.join(games)}",
                           [{"path": "game", "message": f"known games: {', '.join(games)}"}])
        return games[game_id]


def create_app(index: HybridIndex | None = None, data: Path | None = None) -> FastAPI:
    arbiter = Arbiter(index, data)

    @asynccontextmanager
    async def lifespan(_: FastAPI):
        _ = arbiter.index  # load (or rebuild) before the first request, not during it
        yield

    app = FastAPI(title="arbiter", version="1.0",
                  description="Rules assistant and adjudication service for tabletop games: exact "
                              "rulebook quotes, executed rule checks, and 'I don't know' instead of a guess.",
                  lifespan=lifespan)
    app.state.arbiter = arbiter
    errors.install(app)
    app.add_middleware(CORSMiddleware, allow_origins=allowed_origins(), allow_methods=["GET", "POST"],
                       allow_headers=["Content-Type"])

    @app.get("/healthz", response_model=Health)
    def healthz():
        idx = arbiter.index
        return Health(status="ok", games=len(idx.games), chunks=len(idx.chunks))

    @app.get("/v1/games", response_model=list[GameInfo])
    def games():
        return [
            GameInfo(id=g.id, title=g.meta.title, languages=g.languages,
                     documents=[{"id": d.id, "title": d.title, "language": d.language, "sections": len(d.sections)}
                                for d in g.documents])
            for g in arbiter.index.games.values()
        ]

    @app.get("/v1/search", response_model=SearchResponse, responses=ERRORS)
    def search(q: Annotated[str, Query(min_length=1, max_length=4000, description="the question or words")],
               game: Annotated[str | None, Query(description="limit to one game id")] = None,
               k: Annotated[int, Query(ge=1, le=50)] = 5):
        if not q.strip():
            raise ApiError(422, "invalid_request", "q is blank", [{"path": "q", "message": "must contain words"}])
        if game is not None:
            arbiter.game(game)
        return {"results": search_citations(arbiter.index, q, game, k)}

    @app.get("/rulebooks/{game}", response_class=HTMLResponse, responses=ERRORS)
    def rulebook(game: str, request: Request, hl: str | None = None):
        g = arbiter.game(game)
        return HTMLResponse(pages.rulebook_page(g, hl))

    @app.get("/", response_class=HTMLResponse)
    def home():
        return HTMLResponse(pages.home_page(list(arbiter.index.games.values())))

    return app
