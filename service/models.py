"""Wire models of API.md, in one module: the OpenAPI schema documents the API."""
from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

from kb.engine.results import Citation, Resolution, TraceStep, Validation, Violation  # noqa: F401  (one definition)
from service.safeyaml import MAX_BYTES, MAX_DEPTH, MAX_NODES


def _bounded(state: dict[str, Any]) -> dict[str, Any]:
    """A request's ``state`` is what /v1/state/parse could have read: at most MAX_NODES
    values (each map, list, key and scalar counts one, as safeyaml counts YAML nodes; the
    largest board any state schema allows is 8,765, so 20,000 is well above every real
    position), nested at most MAX_DEPTH levels (the deepest real state is 6) and at most
    MAX_BYTES characters of text in its keys and strings (a real state has a few thousand).
    Checked before the game's own model, so a huge state costs one walk, and a conversation
    never keeps more than this. Walked without recursion: JSON nested 1,000 deep still parses."""
    nodes, text = 0, 0
    stack: list[tuple[Any, int]] = [(state, 1)]
    while stack:
        value, depth = stack.pop()
        nodes += 1
        if nodes > MAX_NODES:
            raise ValueError(f"a state has at most {MAX_NODES} values (maps, lists, keys and scalars)")
        if depth > MAX_DEPTH:
            raise ValueError(f"a state nests at most {MAX_DEPTH} levels")
        if isinstance(value, dict):
            nodes += len(value)
            text += sum(len(k) for k in value)
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value)
        elif isinstance(value, str):
            text += len(value)
        if text > MAX_BYTES:
            raise ValueError(f"a state has at most {MAX_BYTES} characters of text")
    return state


State = Annotated[dict[str, Any], AfterValidator(_bounded)]


def _no_nul(text: str) -> str:
    """Stored text: PostgreSQL refuses the NUL character in text, so a request may not carry it."""
    if "\x00" in text:
        raise ValueError("must not contain the NUL character")
    return text


def _printable_id(text: str) -> str:
    """An id is kept and sent back: no control characters (NUL could not even be stored)."""
    if any(ord(c) < 32 or ord(c) == 127 for c in text):
        raise ValueError("must not contain control characters")
    return text


Text = Annotated[str, Field(max_length=4000), AfterValidator(_no_nul)]
ConversationId = Annotated[str, Field(min_length=1, max_length=100), AfterValidator(_printable_id)]


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


class Resolved(Resolution):
    """POST /v1/resolve's reply: the engine's resolution and its outcome in words."""
    outcome: str | None = Field(default=None, description="the result in plain words, in the asked language "
                                                          "(the chat page's validate panel shows it)")


class ResolveRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: str = Field(min_length=1, max_length=100)
    kind: str = Field(min_length=1, max_length=100, description="see GET /v1/games/{game}/kinds")
    state: State = Field(description="the snapshot; its schema depends on the game and kind "
                                     f"(at most {MAX_NODES} values, {MAX_DEPTH} levels deep)")


class ValidateRequest(BaseModel):
    """A position as a state, or described in words (``description``; then ``game`` may be
    left out and is detected as in ask)."""
    model_config = ConfigDict(extra="forbid")
    game: str | None = Field(default=None, min_length=1, max_length=100)
    state: State | None = Field(default=None, description=f"at most {MAX_NODES} values, {MAX_DEPTH} levels deep")
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


class PartOut(BaseModel):
    """One part of a position told in words, as one of the game's kinds read it."""
    kind: str
    state: dict[str, Any] | None = Field(default=None, description="the state it was validated as")
    valid: bool | None = Field(default=None, description="None: the part could not be judged from the words")
    needs: list[NeedOut] = Field(default=[], description="what it would take to judge it")


class PositionReadingOut(ReadingOut):
    """The reading of a position in words: its first judged part's kind and state, the facts
    and unread words of all of them, and (when the game has several readers) each part."""
    parts: list[PartOut] | None = None


class ValidationOut(Validation):
    reading: PositionReadingOut | None = Field(default=None, description="how a description in words was read")


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
    state: State | None = Field(default=None, description="a snapshot to run the rule on "
                                                          f"(at most {MAX_NODES} values, {MAX_DEPTH} levels deep)")
    kind: str | None = Field(default=None, min_length=1, max_length=100, description="resolve kind for the state")
    lang: Literal["en", "ru"] | None = Field(default=None, description="answer language; default: the question's")
    conversation_id: ConversationId | None = Field(
        default=None, description="continue this conversation (its game, state and kind); any worker, after a restart too")


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
    lang: Literal["en", "ru"] | None = Field(
        default=None, description="the language the answer is written in (the request's lang, else the question's)")


class FeedbackRequest(BaseModel):
    """A player's rating of an answer. Only ``question`` and ``rating`` are required."""
    model_config = ConfigDict(extra="forbid")
    conversation_id: ConversationId | None = None
    question: Annotated[Text, Field(min_length=1)]
    answer: Text | None = None
    rating: Literal["helpful", "wrong"]
    comment: Text | None = None
    game: str | None = Field(default=None, min_length=1, max_length=100,
                             description="the game the answer was about; default: the conversation's")


class FeedbackCreated(BaseModel):
    id: str


class FeedbackItem(BaseModel):
    id: str
    at: str = Field(description="when it was given, ISO 8601 UTC")
    question: str
    answer: str | None
    rating: Literal["helpful", "wrong"]
    comment: str | None
    game: str | None


class Unanswered(BaseModel):
    question: str
    game: str | None
    at: str = Field(description="when it was last asked, ISO 8601 UTC")
    count: int = Field(description="how often it was asked")


class FeedbackList(BaseModel):
    items: list[FeedbackItem] = Field(description="newest first")
    unanswered: list[Unanswered] = Field(description="questions the service abstained on, most recently asked first")
