"""Wire models of API.md, in one module: the OpenAPI schema documents the API."""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from kb.engine.results import Citation, Resolution, TraceStep, Validation, Violation  # noqa: F401  (one definition)


class DocumentInfo(BaseModel):
    id: str
    title: str
    language: str
    sections: int


class GameInfo(BaseModel):
    id: str
    title: str
    languages: list[str]
    documents: list[DocumentInfo]


class SearchResponse(BaseModel):
    results: list[Citation]


class ErrorDetail(BaseModel):
    path: str
    message: str


class ErrorInfo(BaseModel):
    code: str
    message: str
    details: list[ErrorDetail] = []


class ErrorBody(BaseModel):
    error: ErrorInfo


class Health(BaseModel):
    status: str
    games: int
    chunks: int


class ResolveRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: str = Field(min_length=1, max_length=100)
    kind: str = Field(min_length=1, max_length=100, description="see GET /v1/games/{game}/kinds")
    state: dict[str, Any] = Field(description="the snapshot; its schema depends on the game and kind")


class ValidateRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: str = Field(min_length=1, max_length=100)
    state: dict[str, Any]


class KindInfo(BaseModel):
    kind: str
    summary: str
    state_schema: dict[str, Any]
    result_schema: dict[str, Any] | None


class RuleNodeOut(BaseModel):
    id: str
    kind: str
    title: str
    statement: str
    statement_ru: str | None = None
    terms: list[str] = []
    questions: list[dict[str, Any]] = []
    check: str | None = None
    citations: list[Citation]


class RuleEdgeOut(BaseModel):
    source: str
    target: str
    relation: str


class RuleGraphOut(BaseModel):
    game: str
    nodes: list[RuleNodeOut]
    edges: list[RuleEdgeOut]


class RuleOut(RuleNodeOut):
    edges: list[RuleEdgeOut]
