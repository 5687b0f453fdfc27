"""Wire models of API.md, in one module: the OpenAPI schema documents the API."""
from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

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
    game: str | None = None  # the game searched: the one named, else the one the question is about
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
    """A position as a state, or described in words (``description``; then ``game`` may be
    left out and is detected as in ask)."""
    model_config = ConfigDict(extra="forbid")
    game: str | None = Field(default=None, min_length=1, max_length=100)
    state: dict[str, Any] | None = None
    description: str | None = Field(default=None, min_length=1, max_length=4000)

    @model_validator(mode="after")
    def _one_position(self) -> ValidateRequest:
        if self.state is not None and self.description is not None:
            raise ValueError("give either state or description, not both")
        return self


class Fact(BaseModel):
    text: str = Field(description="words of the question")
    slot: str
    value: Any


class ReadingOut(BaseModel):
    """How the service read the situation: what the engine ran, the facts it used, and
    the words it could not place."""
    kind: str | None = None
    state: dict[str, Any] | None = None
    facts: list[Fact] = []
    unread: list[str] = []


class NeedOut(BaseModel):
    slot: str
    question: str = Field(description="the question to ask the player")


class ValidationOut(Validation):
    reading: ReadingOut | None = Field(default=None, description="how a description in words was read")


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


class AskRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    question: str = Field(min_length=1, max_length=4000)
    game: str | None = Field(default=None, min_length=1, max_length=100,
                             description="game id; without it the service picks the game and says which")
    state: dict[str, Any] | None = Field(default=None, description="a snapshot to run the rule on")
    kind: str | None = Field(default=None, min_length=1, max_length=100, description="resolve kind for the state")
    lang: Literal["en", "ru"] | None = Field(default=None, description="answer language; default: the question's")
    conversation_id: str | None = Field(default=None, min_length=1, max_length=100)


class RuleRef(BaseModel):
    id: str
    title: str


class Check(BaseModel):
    kind: str
    result: dict[str, Any]
    trace: list[TraceStep]
    violations: list[Violation]


class AskResponse(BaseModel):
    game: str
    question_type: Literal["timing", "negation", "validation", "lookup"]
    answer: str
    verdict: Literal["yes", "no"] | None
    citations: list[Citation]
    rules: list[RuleRef]
    check: Check | None
    confidence: float = Field(ge=0, le=1)
    abstained: bool
    conversation_id: str
    reading: ReadingOut = ReadingOut()
    needs: list[NeedOut] = []
