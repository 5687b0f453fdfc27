"""Result types of API.md: every trace step and violation names its rule and quote."""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field, model_serializer


class Citation(BaseModel):
    game: str
    doc: str
    section: list[str]
    anchor: str
    quote: str
    start: int
    end: int
    context: str
    url: str
    score: float | None = None
    page: int | None = Field(default=None, ge=1, description="1-based page, for documents that have pages (PDF)")

    @model_serializer(mode="wrap")
    def _without_absent_page(self, handler):
        """``page`` is optional on the wire (API.md): a book without pages has none, not null."""
        out = handler(self)
        if out.get("page") is None:
            out.pop("page", None)
        return out


class TraceStep(BaseModel):
    step: str
    rule: str
    citation: Citation | None = None


class Violation(BaseModel):
    rule: str
    message: str
    path: str
    citation: Citation


class Resolution(BaseModel):
    kind: str
    result: dict[str, Any]
    trace: list[TraceStep]
    violations: list[Violation]


class Validation(BaseModel):
    valid: bool
    violations: list[Violation]
    derived: dict[str, Any]
