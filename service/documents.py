"""Rulebook uploads (API.md "Documents"): ``POST /v1/games/{game}/documents`` adds or replaces
a document as ``arbiter ingest`` does, ``DELETE /v1/games/{game}/documents/{doc}`` removes
one as ``arbiter remove`` does. Both need the admin token and do not exist while
``ARBITER_ADMIN_TOKEN`` is unset.

The token is checked before the body is parsed; the body's size was bounded before any
route saw it (service/budget.py: 413); then the form, the ids, the size and the file are all
checked by ``corpus.ingest.prepare`` before anything is written. The ingest itself (a
rebuild of the index, seconds to minutes) runs in a thread of its own, not in the answer
threads, whose budget is made for answers; when it is done this worker swaps the new
version in before it answers, and the other workers pick it up within a second
(service/reload.py).
"""
from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends, Request
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import UploadFile
from starlette.exceptions import HTTPException as StarletteHTTPException

from corpus import ingest
from service.app import _admin
from service.errors import ApiError
from service.models import ErrorBody

router = APIRouter()

KINDS = ingest.KINDS
FIELDS = {"file", "title", "lang", "doc", "kind"}
STATUS = {"invalid": 422, "unreadable": 422, "too_large": 413, "not_found": 404}
RESPONSES: dict[int | str, dict[str, Any]] = {
    status: {"model": ErrorBody, "description": text} for status, text in (
        (401, "without the admin token"), (404, "while ARBITER_ADMIN_TOKEN is unset; a document that is not there"),
        (413, "over the size limit (ARBITER_INGEST_MAX_MB)"), (422, "a form, id or file that is not a readable rulebook"))}
UPLOAD_BODY = {"requestBody": {"required": True, "content": {"multipart/form-data": {"schema": {
    "type": "object", "required": ["file", "title"],
    "properties": {
        "file": {"type": "string", "format": "binary", "description": "PDF, HTML, Markdown or plain text"},
        "title": {"type": "string", "maxLength": ingest.MAX_TITLE, "description": "the document's title"},
        "lang": {"type": "string", "pattern": "^[a-z]{2}$", "default": "en", "description": "two-letter code"},
        "doc": {"type": "string", "default": "rulebook",
                "description": "the document's id in the game; the same id again replaces it"},
        "kind": {"type": "string", "enum": list(KINDS), "default": "rulebook"}}}}}}}


@router.post("/v1/games/{game}/documents", status_code=201, dependencies=[Depends(_admin)], responses=RESPONSES,
             openapi_extra=UPLOAD_BODY, tags=["documents"])
async def upload(game: str, request: Request) -> dict[str, Any]:
    """Add a rulebook to a game (a new game id creates the game), or replace the document of
    the same id; served by every worker once indexed. → the sections, pages, chunks and
    warnings found."""
    form = await _form(request)
    try:
        return await _upload(game, request, form)
    finally:
        await form.close()  # the spooled file, in memory or on disk


async def _upload(game: str, request: Request, form) -> dict[str, Any]:
    problems = [{"path": f, "message": "not a field of this form; fields: " + ", ".join(sorted(FIELDS))}
                for f in sorted(set(form) - FIELDS)]
    upload = form.get("file")
    if not isinstance(upload, UploadFile):
        problems.append({"path": "file", "message": "a file part is required"})
    texts: dict[str, str] = {}
    for name, default in (("title", None), ("lang", "en"), ("doc", "rulebook"), ("kind", "rulebook")):
        value = form.get(name, default)
        if value is None:
            problems.append({"path": name, "message": "Field required"})
        elif not isinstance(value, str):
            problems.append({"path": name, "message": "a text field, not a file"})
        else:
            texts[name] = value
    if texts.get("kind", "rulebook") not in KINDS:
        problems.append({"path": "kind", "message": f"one of: {', '.join(KINDS)}"})
    if problems:
        raise ApiError(422, "invalid_request", "the upload form is not complete or not valid", problems)
    assert isinstance(upload, UploadFile)
    name = upload.filename or "upload"
    arbiter = request.app.state.arbiter
    try:
        ingest.check_ids(game, texts["doc"], texts["title"], texts["lang"])
        ingest.check_size(upload.size or 0, name)
        content = await upload.read()
        report = await run_in_threadpool(_ingest, arbiter, content, name, game, texts)
    except ingest.IngestError as exc:
        raise ApiError(STATUS.get(exc.code, 422), exc.code, f"not ingested: {exc.message}",
                       [{"path": "file" if exc.code in ("unreadable", "too_large") else _field(exc.message),
                         "message": exc.message}]) from None
    return {k: report[k] for k in ("game", "doc", "sections", "pages", "chunks", "warnings")}


@router.delete("/v1/games/{game}/documents/{doc}", status_code=204, dependencies=[Depends(_admin)],
               responses=RESPONSES, tags=["documents"])
async def delete(game: str, doc: str, request: Request) -> None:
    """Remove an uploaded or ingested document (the bundled books stay)."""
    arbiter = request.app.state.arbiter

    def remove() -> None:
        ingest.remove(arbiter.data, f"{game}/{doc}")
        arbiter.versions.reload(wait=True)

    try:
        await run_in_threadpool(remove)
    except ingest.IngestError as exc:
        raise ApiError(STATUS.get(exc.code, 422), exc.code, f"not removed: {exc.message}",
                       [{"path": "doc", "message": exc.message}]) from None


def _ingest(arbiter, content: bytes, name: str, game: str, texts: dict[str, str]) -> dict:
    report = ingest.ingest(arbiter.data, content, name, game=game, title=texts["title"], lang=texts["lang"],
                           doc=texts["doc"], kind=texts["kind"]).as_dict()
    arbiter.versions.reload(wait=True)  # this worker answers with the new book from the next request on
    return report


async def _form(request: Request):
    if not request.headers.get("content-type", "").startswith("multipart/form-data"):
        raise ApiError(422, "invalid_request", "send the rulebook as multipart/form-data",
                       [{"path": "$", "message": "Content-Type: multipart/form-data with a 'file' part"}])
    try:
        # one file; a text field is a title or an id, 64 kB is plenty
        return await request.form(max_files=1, max_fields=len(FIELDS), max_part_size=64 * 1024)
    except StarletteHTTPException as exc:  # python-multipart's refusal of a broken body
        raise ApiError(422, "invalid_request", "the multipart body cannot be read",
                       [{"path": "$", "message": str(exc.detail)}]) from None


def _field(message: str) -> str:
    """The form field an ingest refusal is about (its message names it first)."""
    for word, field in (("amends a rulebook", "kind"), ("kind ", "kind"), ("game id", "game"), ("bundled", "doc"),
                        ("document id", "doc"), ("title", "title"), ("language", "lang")):
        if word in message:
            return field
    return "file"
