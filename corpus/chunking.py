"""Section-aware chunks: whole paragraphs of one section, never crossing a heading, each
remembering its exact character offsets and the quotable units inside it."""
from __future__ import annotations

from dataclasses import dataclass, field

from corpus.documents import Document, Section, Unit, own_spans, paragraphs, units

MAX_CHARS = 700  # about what one embedding represents well; a long paragraph is split
MIN_CHARS = 60  # a lone label ("Example:") joins the paragraph it introduces


@dataclass
class Chunk:
    doc_id: str
    game: str
    section: Section
    start: int
    end: int
    units: list[Unit] = field(default_factory=list)


def chunk_document(doc: Document, max_chars: int = MAX_CHARS) -> list[Chunk]:
    chunks: list[Chunk] = []
    for section, s, e in own_spans(doc):
        pending: list[Unit] = []
        for ps, pe in paragraphs(doc.text, s, e):
            if doc.toc and ps < doc.toc[1] and pe > doc.toc[0]:
                continue  # the table of contents only repeats headings
            us = units(doc.text, ps, pe)
            if not us:
                continue
            if pending and pending[-1].end - pending[0].start >= MIN_CHARS:
                chunks.extend(_split(doc, section, pending, max_chars))
                pending = []
            pending.extend(us)
        if pending:
            chunks.extend(_split(doc, section, pending, max_chars))
    return chunks


def _split(doc: Document, section: Section, us: list[Unit], max_chars: int) -> list[Chunk]:
    """Consecutive units packed into chunks of at most ``max_chars`` (a single longer unit
    stays whole: a sentence is never cut)."""
    out: list[Chunk] = []
    cur: list[Unit] = []
    for u in us:
        if cur and u.end - cur[0].start > max_chars:
            out.append(Chunk(doc.id, doc.game, section, cur[0].start, cur[-1].end, cur))
            cur = []
        cur.append(u)
    if cur:
        out.append(Chunk(doc.id, doc.game, section, cur[0].start, cur[-1].end, cur))
    return out
