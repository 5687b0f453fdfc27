"""Result types of API.md: every trace step and violation names its rule and quote."""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field, model_serializer


class Amends(BaseModel):
    """The rulebook passage an errata or FAQ entry changes: ``text[start:end]`` of ``doc``."""
    doc: str
    start: int = Field(ge=0)
    end: int = Field(ge=0)


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
    amends: Amends | None = Field(default=None, description="an errata / FAQ entry: the rulebook passage it changes")

    @model_serializer(mode="wrap")
    def _without_absent_fields(self, handler):
        """``page`` and ``amends`` are optional on the wire (API.md): a book without pages
        has none, a rulebook passage amends nothing — left out, not null."""
        out = handler(self)
        for name in ("page", "amends"):
            if out.get(name) is None:
                out.pop(name, None)
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
