"""Adding, replacing and removing a user's rulebooks in the data directory.

Everything about a new document is checked before anything is written: the ids (a game id
is a slug, so ``--game ../../x`` cannot name a folder outside the data directory), the
size, the format and the text (see ``corpus.formats``), and that the text parses into a
document. Only then is the build lock taken (the one ``corpus.index`` builds under, so an
ingest, a build and a server's workers never write at once), what an earlier run left
behind is tidied, and the new rulebooks folder and index are staged and swapped in with
``corpus.index.write_atomically``: a failure or a kill at any point leaves the previous
version served, and the next run (or load) removes the staging folders.

A document's id is ``<game>/<doc>``; ingesting the same id again replaces that document
(its chunks are rebuilt, never added twice). The bundled books cannot be replaced or
removed: they live in ``corpus/rulebooks/``, not in the data directory.
"""
from __future__ import annotations

import os
import re
import shutil
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path

import yaml

from corpus import formats
from corpus.chunking import chunk_document
from corpus.documents import Document, parse
from corpus.library import BUNDLED, GameMeta, load_games

ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,62}$")  # a game's or a document's id: a slug, a folder name
LANG = re.compile(r"^[a-z]{2}$")
KINDS = ("rulebook", "errata", "faq")  # an errata or FAQ document amends a rulebook of its game (corpus.amends)
MAX_BYTES = int(os.environ.get("ARBITER_INGEST_MAX_MB", "64")) * 1024 * 1024  # a PDF with its art
MAX_CHARS = 5_000_000  # about 2,000 pages of text: no rulebook is longer
MAX_TITLE = 200


class IngestError(ValueError):
    """Bad input; nothing was written. ``code`` sorts it for an HTTP status: ``invalid``
    (an id, title or language), ``too_large``, ``unreadable`` (the file), ``not_found``."""

    def __init__(self, message: str, code: str = "invalid") -> None:
        super().__init__(message)
        self.message = message
        self.code = code


@dataclass
class Report:
    """What an ingest did (API.md's 201 body, plus the outline and what it replaced)."""

    game: str
    doc: str
    sections: int
    pages: int | None  # None: a text without pages
    chunks: int
    warnings: list[str] = field(default_factory=list)
    format: str = "text"
    replaced: bool = False
    outline: list[dict] = field(default_factory=list)  # {"title", "level", "page"} per section

    def as_dict(self) -> dict:
        return asdict(self)


def check_ids(game: str, doc: str = "rulebook", title: str | None = None, lang: str | None = None) -> None:
    if not ID.match(game):
        raise IngestError(f"game id {game!r} is not a slug: lower-case letters, digits and '-', starting with a "
                          f"letter or digit, at most 63 characters (e.g. 'my-game')")
    if not ID.match(doc):
        raise IngestError(f"document id {doc!r} is not a slug: lower-case letters, digits and '-' (e.g. 'rulebook', "
                          f"'expansion')")
    if title is not None:
        if not title.strip():
            raise IngestError("the title is empty")
        if len(title) > MAX_TITLE or any(not c.isprintable() for c in title):
            raise IngestError(f"the title must be one line of at most {MAX_TITLE} printable characters")
    if lang is not None and not LANG.match(lang):
        raise IngestError(f"language {lang!r} is not a two-letter code such as 'en' or 'ru'")


def check_size(n: int, name: str) -> None:
    """Checked before a file is read whole (the command line) or kept (an upload)."""
    if n > MAX_BYTES:
        raise IngestError(f"{name} has {n:,} bytes, more than the limit of {MAX_BYTES:,} "
                          f"(ARBITER_INGEST_MAX_MB={MAX_BYTES // 2**20})", "too_large")


def bundled_documents() -> dict[str, str]:
    """The bundled books' document ids → their game."""
    return {d.id: g.id for g in load_games([BUNDLED]).values() for d in g.documents}


@dataclass
class Prepared:
    """A document read and checked, ready to be written."""

    doc: Document
    extracted: formats.Extracted
    source: str
    report: Report


def check_kind(kind: str, game: str, data: Path | None) -> None:
    """A kind this project reads; an errata or FAQ document only for a game that has a
    rulebook to amend (bundled, or ingested into ``data``)."""
    if kind not in KINDS:
        raise IngestError(f"kind {kind!r} is not one of: {', '.join(KINDS)}")
    if kind != "rulebook":
        roots = [BUNDLED] + ([data / "rulebooks"] if data is not None and (data / "rulebooks").is_dir() else [])
        have = load_games(roots).get(game)
        if have is None or not any(d.kind == "rulebook" for d in have.documents):
            raise IngestError(f"an {kind} document amends a rulebook, and game {game!r} has none: ingest its rulebook "
                              f"first")


def prepare(content: bytes, name: str, *, game: str, title: str, lang: str, doc: str = "rulebook",
            kind: str = "rulebook", data: Path | None = None) -> Prepared:
    """Read and check everything about a new document, writing nothing."""
    check_ids(game, doc, title, lang)
    check_kind(kind, game, data)
    check_size(len(content), name)
    doc_id = f"{game}/{doc}"
    if doc_id in bundled_documents():
        raise IngestError(f"{doc_id} is a bundled rulebook and cannot be replaced: give the new document another "
                          f"id with --doc (e.g. --doc house-rules)")
    try:
        got = formats.read(content, name, max_chars=MAX_CHARS)
    except formats.Unreadable as exc:
        raise IngestError(f"{name}: {exc}", "unreadable") from None
    parsed = parse(got.text, doc_id=doc_id, game=game, title=title.strip(), language=lang, markdown=got.markdown)
    parsed.pages = got.pages
    parsed.kind = kind
    chunks = chunk_document(parsed)
    if not chunks:
        raise IngestError(f"{name}: no paragraph of text was found (only headings?)", "unreadable")
    warnings = list(got.warnings)
    if not parsed.sections:
        warnings.append("no headings were found: the whole text is one section (give it '#' headings, a table "
                        "of contents, or PDF bookmarks)")
    outline = [{"title": s.title, "level": s.level, "page": parsed.page_at(s.start)} for s in parsed.sections]
    report = Report(game=game, doc=doc_id, sections=len(parsed.sections),
                    pages=len(got.pages) if got.pages is not None else None, chunks=len(chunks),
                    warnings=warnings, format=got.format, outline=outline)
    return Prepared(parsed, got, name, report)


def ingest(data: Path, content: bytes, name: str, *, game: str, title: str, lang: str, doc: str = "rulebook",
           kind: str = "rulebook", progress: Callable[[Iterable, str, int], Iterable] | None = None) -> Report:
    """Add (or replace) the document ``<game>/<doc>`` (a rulebook, or an errata or FAQ
    document of a game that has one), rebuild the index and swap both in. Raises
    ``IngestError`` with nothing written for bad input."""
    ready = prepare(content, name, game=game, title=title, lang=lang, doc=doc, kind=kind, data=data)
    got = ready.extracted
    fname = f"{doc}.{'md' if got.markdown else 'txt'}"
    report = ready.report

    def change(staged: Path) -> None:
        folder = staged / game
        meta_path = folder / "meta.yaml"
        if meta_path.is_file():
            meta = yaml.safe_load(meta_path.read_text(encoding="utf-8"))
        else:
            base = load_games([BUNDLED]).get(game)
            meta = {"game": game, "title": base.meta.title if base else title.strip(),
                    "language": base.meta.language if base else lang, "documents": []}
        old = [d for d in meta["documents"] if d["id"] == report.doc]
        report.replaced = bool(old)
        for d in old:
            (folder / d["file"]).unlink(missing_ok=True)
        entry: dict = {"id": report.doc, "file": fname, "title": title.strip(), "language": lang, "source": ready.source,
                       "format": got.format}
        if kind != "rulebook":
            entry["kind"] = kind
        if got.pages is not None:
            entry["pages"] = got.pages
        meta["documents"] = [d for d in meta["documents"] if d["id"] != report.doc] + [entry]
        GameMeta.model_validate(meta)  # what load_game will read back
        folder.mkdir(parents=True, exist_ok=True)
        # written as bytes: the stored text is exactly the text the offsets were computed on
        (folder / fname).write_bytes(got.text.encode("utf-8"))
        meta_path.write_text(yaml.safe_dump(meta, allow_unicode=True, sort_keys=False), encoding="utf-8")

    _rebuild(data, change, progress)
    return report


def remove(data: Path, target: str, progress: Callable[[Iterable, str, int], Iterable] | None = None) -> list[str]:
    """Remove an ingested document (``game/doc``) or every ingested document of a game
    (``game``), rebuild the index and swap both in; the ids removed. ``IngestError`` when
    there is no such ingested document (nothing is written)."""
    game, _, doc = target.partition("/")
    check_ids(game, doc or "rulebook")
    if target in bundled_documents() or (not doc and game in bundled_documents().values()
                                          and not _ingested(data).get(game)):
        raise IngestError(f"{target} is bundled (corpus/rulebooks/): only ingested documents can be removed")
    have = _ingested(data)
    ids = [d for d in have.get(game, []) if not doc or d == target]
    if not ids:
        listed = ", ".join(d for ds in have.values() for d in ds) or "none"
        raise IngestError(f"no ingested document {target!r}; ingested documents: {listed}", "not_found")

    def change(staged: Path) -> None:
        folder = staged / game
        meta = yaml.safe_load((folder / "meta.yaml").read_text(encoding="utf-8"))
        for d in meta["documents"]:
            if d["id"] in ids:
                (folder / d["file"]).unlink(missing_ok=True)
        meta["documents"] = [d for d in meta["documents"] if d["id"] not in ids]
        if meta["documents"]:
            (folder / "meta.yaml").write_text(yaml.safe_dump(meta, allow_unicode=True, sort_keys=False), encoding="utf-8")
        else:
            shutil.rmtree(folder)

    _rebuild(data, change, progress)
    return ids


def _ingested(data: Path) -> dict[str, list[str]]:
    """The data directory's documents by game (read from the metadata only)."""
    root = data / "rulebooks"
    out: dict[str, list[str]] = {}
    if not root.is_dir():
        return out
    for meta_path in sorted(root.glob("*/meta.yaml")):
        meta = yaml.safe_load(meta_path.read_text(encoding="utf-8")) or {}
        out[meta.get("game", meta_path.parent.name)] = [d["id"] for d in meta.get("documents", [])]
    return out


def _rebuild(data: Path, change: Callable[[Path], None], progress) -> None:
    """Under the build lock: stage a copy of the data directory's rulebooks changed by
    ``change``, build the index from it, then swap in the rulebooks and the index."""
    from corpus.embedding import get_embedder
    from corpus.index import HybridIndex, _tidy, build_lock, corpus_digest, dense_specs, index_dir, write_atomically

    rulebooks = data / "rulebooks"
    folder = index_dir(data)
    with build_lock(folder):
        _tidy(folder)  # what a killed run left: restored if a swap was cut short, else removed
        built: dict = {}

        def stage(tmp: Path) -> None:
            if rulebooks.is_dir():
                shutil.copytree(rulebooks, tmp, dirs_exist_ok=True)
            change(tmp)
            roots = [BUNDLED, tmp]
            games = load_games(roots)
            built["digest"] = corpus_digest(roots)  # paths inside a root count, not the root's name
            built["index"] = HybridIndex.build(games, [get_embedder(s) for s in dense_specs()], progress)

        # The rulebooks are swapped first, then the index: a kill between the two leaves new
        # rulebooks beside the previous index, which the manifest's corpus hash marks stale,
        # so the next load rebuilds it rather than serve it.
        write_atomically(rulebooks, stage)
        write_atomically(folder, lambda tmp: built["index"].save(tmp, built["digest"]))
