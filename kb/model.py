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


Modality = Literal["may", "must", "cannot", "need_not", "is", "is_not", "at_most", "at_least", "exactly", "only_if"]


class Need(BaseModel):
    """A fact a norm needs to decide, and how to ask the player for it."""
    model_config = ConfigDict(extra="forbid")
    slot: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    question: str = Field(min_length=3)
    question_ru: str | None = None


class Norm(BaseModel):
    """What a rule permits, forbids, limits or requires, as data the decide stage applies
    to what a question says (service/decide.py). The verdict is computed from it — never
    copied from a stored answer.

    - ``may`` / ``need_not``: the act is allowed (not required) / not required.
    - ``must``: the act is required (and so allowed; it happens).
    - ``cannot``: the act is forbidden (it does not happen).
    - ``is`` / ``is_not``: a fact of the game holds / does not hold ("Ongoing effects are
      active immediately when revealed").
    - ``at_most`` / ``at_least`` / ``exactly`` ``bound``: how many of ``quantity`` the act
      may involve (per ``scope``); the question's number of that quantity is compared.
    - ``only_if`` ``condition``: the act is allowed only when the condition holds; a
      question that says the condition fails gets "no", one that says it holds "yes".
    """
    model_config = ConfigDict(extra="forbid")
    modality: Modality
    act: str = Field(min_length=3, description="the act or fact governed, in a player's words")
    act_ru: str | None = Field(default=None, description="the same in Russian (English for a Russian book)")
    phrasings: list[str] = Field(default=[], description="the same act as players put it when they ask, in either "
                                                         "language; each must mean exactly the act, no more, no less")
    bound: int | None = Field(default=None, ge=0, le=1000)
    quantity: str | None = Field(default=None, description="what the bound counts, e.g. 'Conditions'")
    quantity_ru: str | None = None
    scope: str | None = Field(default=None, description="'per card', 'per turn', 'per Attack'")
    condition: str | None = Field(default=None, description="only_if: what must hold")
    condition_ru: str | None = None
    needs: list[Need] = []


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
    norms: list[Norm] = Field(default=[], description="what the rule permits, forbids, limits or requires")


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
