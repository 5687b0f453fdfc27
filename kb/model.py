"""The rules-file format (``kb/games/<game>/rules.yaml``), validated by pydantic."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

RuleKind = Literal["definition", "constraint", "timing", "procedure", "priority", "negation"]
Relation = Literal["precedes", "overrides", "exception_of", "negates", "refines", "applies_to", "requires"]


class CanonicalQuestion(BaseModel):
    model_config = ConfigDict(extra="forbid")
    q: str = Field(min_length=3)
    answer: Literal["yes", "no"]
    lang: str = "en"


class RuleNode(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str = Field(pattern=r"^[a-z0-9]+(\.[a-z0-9-]+)+$")
    kind: RuleKind
    title: str
    statement: str = Field(description="the rule in our own words (English)")
    statement_ru: str | None = None
    quote: str = Field(min_length=3, description="verbatim from the rulebook")
    doc: str | None = Field(default=None, description="document id, when the game has several")
    terms: list[str] = []
    questions: list[CanonicalQuestion] = []
    check: str | None = Field(default=None, description="name of a registered executable check")


class Edge(BaseModel):
    model_config = ConfigDict(extra="forbid")
    source: str
    target: str
    relation: Relation


class NotExecutable(BaseModel):
    model_config = ConfigDict(extra="forbid")
    quote: str = Field(min_length=3, description="verbatim rulebook text that no node needs to run")
    why: str


class RulesFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: str
    rules: list[RuleNode]
    edges: list[Edge] = []
    not_executable: list[NotExecutable] = Field(default=[], description="rulebook text judged not executable, and why")
