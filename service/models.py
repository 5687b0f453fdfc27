"""Wire models of API.md, in one module: the OpenAPI schema documents the API."""
from __future__ import annotations

from pydantic import BaseModel, Field


class Citation(BaseModel):
    game: str
    doc: str = Field(description="document id, e.g. rise-of-myths/rulebook")
    section: list[str] = Field(description="heading path from the top of the document")
    anchor: str = Field(description="the section's anchor on the rules-reference page")
    quote: str = Field(description="exactly text[start:end] of the stored document")
    start: int
    end: int
    context: str = Field(description="the paragraph or chunk the quote stands in")
    url: str = Field(description="rules-reference page scrolled to the section, quote highlighted")
    score: float | None = None


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
