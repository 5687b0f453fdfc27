"""Search hits → API.md Citation objects: the quote is always ``text[start:end]``."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING
from urllib.parse import quote as urlquote

from corpus.documents import Document, Section

if TYPE_CHECKING:  # a citation is built without the search index; kb.graph builds them
    from corpus.index import Hit, HybridIndex


def citation(doc: Document, start: int, end: int, *, context: tuple[int, int] | None = None,
             score: float | None = None) -> dict:
    """A citation of ``doc.text[start:end]``; the context defaults to its paragraph."""
    sec: Section = doc.section_at(start)
    cs, ce = context or _paragraph(doc.text, start, end)
    out = {
        "game": doc.game,
        "doc": doc.id,
        "section": list(sec.path) or [doc.title],
        "anchor": sec.anchor,
        "quote": doc.text[start:end],
        "start": start,
        "end": end,
        "context": doc.text[cs:ce],
        "url": f"/rulebooks/{urlquote(doc.game)}?hl={start}-{end}"
               + ("" if doc.id == f"{doc.game}/rulebook" else f"&doc={urlquote(doc.id, safe='')}") + f"#{sec.anchor}",
        "score": None if score is None else round(float(score), 4),
    }
    page = doc.page_at(start)
    if page is not None:  # API.md: only documents that have pages carry one
        out["page"] = page
    return out


def _paragraph(text: str, start: int, end: int) -> tuple[int, int]:
    a = text.rfind("\n\n", 0, start)
    a = 0 if a < 0 else a + 2
    b = text.find("\n\n", end)
    b = len(text) if b < 0 else b
    return a, b


_QUANTITY = re.compile(r"\b(how (many|much|long|often)|at (most|least)|maximum|minimum|limit|number of)\b|"
                       r"(сколько|максимум|минимум|не более|не менее|предел|число)", re.I)


def asks_quantity(query: str) -> bool:
    return bool(_QUANTITY.search(query))


def hit_citation(index: HybridIndex, hit: Hit, query: str, qvecs) -> dict:
    """The citation of one search hit: its best sentence, in its chunk."""
    chunk = index.chunks[hit.chunk]
    doc = index.docs[chunk.doc_id]
    s, e = index.best_quote(hit, query, qvecs, want_number=asks_quantity(query))
    return citation(doc, s, e, context=(chunk.start, chunk.end), score=hit.score)


def search_citations(index: HybridIndex, query: str, game: str | None = None, k: int = 5, **kw) -> list[dict]:
    qvecs = index.query_vectors(query, kw.get("dense"))
    hits: list[Hit] = index.search(query, game, k, qvecs=qvecs, **kw)
    return [hit_citation(index, h, query, qvecs) for h in hits]

