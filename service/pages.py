"""The server-rendered rules-reference page of each game: one anchor per section, and
``?hl=START-END`` (``&doc=ID`` for a game's other documents) highlights an exact span and
scrolls it into view.
All text is escaped; nothing is fetched from outside the service, and nothing is inline
(its style and script are /static/rulebook.css and .js, so the strict Content-Security-Policy
of service/security.py holds)."""
from __future__ import annotations

import html
import re

from corpus.library import Game


def _span(hl: str | None, length: int) -> tuple[int, int] | None:
    """``START-END`` as character offsets into a document of ``length``, or None: a span
    that is malformed, past the end or written with more than 9 digits (no document is a
    billion characters; int() of thousands of digits fails) is ignored, and the page shows
    no highlight."""
    m = re.fullmatch(r"([0-9]{1,9})-([0-9]{1,9})", hl or "")
    if not m:
        return None
    a, b = int(m[1]), int(m[2])
    return (a, b) if 0 <= a < b <= length else None


def rulebook_page(game: Game, hl: str | None = None, doc_id: str | None = None) -> str:
    docs = [d for d in game.documents if doc_id in (None, d.id)] or game.documents
    parts = [f"<!doctype html><html lang=\"{html.escape(game.meta.language)}\"><head><meta charset=\"utf-8\">"
             f"<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">"
             f"<title>{html.escape(game.meta.title)} — rules reference</title>"
             f"<link rel=\"stylesheet\" href=\"/static/rulebook.css\"></head><body>"
             # back to the chat, which keeps the conversation (static/app.js); out of the frame
             # when the chat shows this page beside it
             f"<p><a href=\"/\" target=\"_top\">← Back to the conversation</a></p><h1>{html.escape(game.meta.title)}</h1>"
             # static/rulebook.js narrows the table of contents to the sections that say the words
             "<form class=\"find\" role=\"search\"><label for=\"find\">Search the rulebook</label> "
             "<input id=\"find\" type=\"search\" autocomplete=\"off\"></form>"]
    for n, doc in enumerate(docs):
        span = _span(hl, len(doc.text)) if n == 0 else None
        parts.append(f"<article data-doc=\"{html.escape(doc.id)}\"><p><em>{html.escape(doc.title)}</em></p>")
        if doc.sections:
            parts.append("<nav aria-label=\"Table of contents\"><ol>")
            for s in doc.sections:
                parts.append(f"<li class=\"l{min(max(s.level, 1), 6)}\"><a href=\"#{s.anchor}\">"
                             f"{html.escape(s.title)}</a></li>")
            parts.append("</ol></nav>")
        parts.append(_render(doc, span))
        parts.append("</article>")
    parts.append("<script src=\"/static/rulebook.js\"></script>")
    parts.append("</body></html>")
    return "".join(parts)


def _render(doc, span) -> str:
    """The document text with each heading as an anchored heading element, the
    highlighted span (if any) in a <mark id="hl">, and where each page of a paged document
    (a PDF) begins marked with its number (``id="page_N"``: no section's slug has an ``_``)."""
    heads = {s.start: s for s in doc.sections}
    page_starts: dict[int, list[int]] = {}
    for n, at in enumerate(doc.pages or [], 1):
        page_starts.setdefault(min(at, len(doc.text)), []).append(n)
    cuts = sorted({0, len(doc.text), *heads, *(s.body_start for s in doc.sections), *(span or ()), *page_starts})
    out = [f"<div class=\"text\" id=\"{doc.root.anchor}\">"]
    skip_until = -1
    for a, b in zip(cuts, cuts[1:], strict=False):
        for n in page_starts.get(a, ()):
            out.append(f"<span class=\"page\" id=\"page_{n}\" data-page=\"{n}\">page {n}</span>")
        if a in heads:
            s = heads[a]
            lvl = min(s.level + 1, 6)
            out.append(f"</div><h{lvl} id=\"{s.anchor}\">{html.escape(s.title)}</h{lvl}><div class=\"text\">")
            skip_until = s.body_start
        if a < skip_until:
            continue
        seg = html.escape(doc.text[a:b])
        if span and span[0] <= a and b <= span[1]:
            ident = ' id="hl"' if a == span[0] else ""
            seg = f"<mark{ident}>{seg}</mark>"
        out.append(seg)
    for n in page_starts.get(len(doc.text), ()):  # pages after the last text (images only)
        out.append(f"<span class=\"page\" id=\"page_{n}\" data-page=\"{n}\">page {n}</span>")
    out.append("</div>")
    return "".join(out)
