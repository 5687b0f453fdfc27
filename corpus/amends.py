"""Errata and FAQ documents: which passage of a game's rulebook each of their entries amends.

An errata or FAQ document (ingested with ``--kind errata`` / ``--kind faq``) is read as
entries: its paragraphs, each list line of a list, and a question with its answer ("Q: …"
then "A: …") as one. An entry amends a rulebook passage when

- it quotes the rulebook: a quoted span of five words or more that the game's rulebook
  says word for word (case and spacing aside) — the sentence holding it is the passage
  amended; a second quote after "should read", "now reads", "replace … with" and the like
  is the new wording (``replacement``), which the rules are drafted from in place of the
  old sentence (kb.draft);
- or, when it quotes nothing the rulebook says, its meaning is very close to one
  rulebook sentence (the search index decides this, with the sentence vectors it holds:
  ``corpus.index.HybridIndex.amendments``).

Everything here is offsets into stored texts: the entry is ``errata.text[start:end]``, the
passage amended ``rulebook.text[target_start:target_end]``, so both can be cited.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from corpus.documents import Document, own_spans, paragraphs, units

AMENDING = ("errata", "faq")

# a quoted span: “…”, "…", ‘…’, «…», or '…' opened after a space or a colon (not an apostrophe)
_QUOTED = re.compile(r"“([^”]+)”|«([^»]+)»|\"([^\"]+)\"|‘([^’]+)’|(?:(?<=\s)|(?<=^)|(?<=:))'([^']+)'(?=[\s.,;:!?)]|$)")
# what stands between an old wording and its new one
_REPLACED_BY = re.compile(r"\b(?:should read|now reads?|read[s]?|becomes?|is replaced by|replace[sd]?\b.*\bwith|"
                          r"change[sd]?\b.*\bto|instead of)\b|→|->|следует читать|читать|заменить|заменяется|"
                          r"теперь", re.I)
# a question and its answer: "Q: …" / "A: …", "Question: …" / "Answer: …", "В: …" / "О: …"
_QUESTION = re.compile(r"^\s*(?:Q|Question|В|Вопрос)\s*[:.)]", re.I | re.M)
_ANSWER = re.compile(r"^\s*(?:A|Answer|О|Ответ)\s*[:.)]", re.I | re.M)
_LIST_LINE = re.compile(r"^\s*(?:[-*•–]|\d+[.)])\s+", re.M)
MIN_QUOTED_WORDS = 5  # fewer words ("a Relic") are found in too many sentences to say which one


@dataclass(frozen=True)
class Amendment:
    doc: str  # the errata / FAQ document
    start: int  # the entry: doc.text[start:end]
    end: int
    target_doc: str  # the rulebook
    target_start: int  # the passage amended: its text[target_start:target_end]
    target_end: int
    how: str  # "quoted" (the entry quotes the passage) | "meaning" (closest sentence)
    replacement: tuple[int, int] | None = None  # the new wording, in the errata document

    def amends(self, doc: str, start: int, end: int) -> bool:
        """Whether this entry amends any of ``doc.text[start:end]``."""
        return doc == self.target_doc and start < self.target_end and self.target_start < end

    def holds(self, doc: str, offset: int) -> bool:
        """Whether ``doc``'s text at ``offset`` is inside this entry."""
        return doc == self.doc and self.start <= offset < self.end


def entries(doc: Document) -> list[tuple[int, int]]:
    """The entries of an errata or FAQ document, as spans of its text."""
    spans: list[tuple[int, int]] = []
    for _, a, b in own_spans(doc):
        for ps, pe in paragraphs(doc.text, a, b):
            block = doc.text[ps:pe]
            starts = [m.start() for m in _LIST_LINE.finditer(block)]
            if len(starts) >= 2 and starts[0] == 0:
                # a list: each line (with the lines that continue it) is an entry
                for i, s in enumerate(starts):
                    e = starts[i + 1] if i + 1 < len(starts) else len(block)
                    spans.append((ps + s, ps + len(block[:e].rstrip())))
            else:
                spans.append((ps, pe))
    merged: list[tuple[int, int]] = []
    for s, e in spans:
        if merged and _ANSWER.match(doc.text, s) and _QUESTION.match(doc.text, merged[-1][0]):
            merged[-1] = (merged[-1][0], e)  # the answer belongs to its question
        else:
            merged.append((s, e))
    return merged


def quoted(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The quoted spans (without their quote marks) inside ``text[start:end]``."""
    out = []
    for m in _QUOTED.finditer(text, start, end):
        g = next(i for i in range(1, 6) if m.group(i) is not None)
        out.append((m.start(g), m.end(g)))
    return out


def _words_pattern(words: list[str]) -> re.Pattern[str]:
    # the same words in the same order, whatever the spacing, case or kind of apostrophe
    parts = [re.escape(w).replace("'", "['’]").replace("’", "['’]") for w in words]
    return re.compile(r"(?<!\w)" + r"\s+".join(parts) + r"(?!\w)", re.I)


def _sentence(doc: Document, start: int, end: int) -> tuple[int, int]:
    """The sentence (or list item) of ``doc`` around ``doc.text[start:end]``."""
    for ps, pe in paragraphs(doc.text, 0, len(doc.text)):
        if ps <= start < pe:
            covering = [u for u in units(doc.text, ps, pe) if u.start < end and start < u.end]
            if covering:
                return covering[0].start, covering[-1].end
            return ps, pe
    return start, end


def find(docs: list[Document]) -> list[Amendment]:
    """The amendments the game's errata and FAQ documents make by quoting its rulebooks."""
    books = [d for d in docs if d.kind == "rulebook"]
    out: list[Amendment] = []
    for doc in docs:
        if doc.kind not in AMENDING:
            continue
        for s, e in entries(doc):
            found = _quoted_target(doc, s, e, books)
            if found is not None:
                out.append(found)
    return out


def _quoted_target(doc: Document, s: int, e: int, books: list[Document]) -> Amendment | None:
    spans = quoted(doc.text, s, e)
    for i, (qs, qe) in enumerate(spans):
        words = doc.text[qs:qe].split()
        if len(words) < MIN_QUOTED_WORDS:
            continue
        pattern = _words_pattern(words)
        for book in books:
            m = pattern.search(book.text)
            if m is None:
                continue
            ts, te = _sentence(book, m.start(), m.end())
            replacement = None
            for rs, re_ in spans[i + 1:]:
                if _REPLACED_BY.search(doc.text, qe, rs) and not pattern.search(doc.text[rs:re_]):
                    replacement = (rs, re_)
                    break
            return Amendment(doc.id, s, e, book.id, ts, te, "quoted", replacement)
    return None


__all__ = ["AMENDING", "Amendment", "entries", "find", "quoted"]
