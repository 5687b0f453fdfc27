"""Rulebook text → Document: a Section tree with stable anchors and exact character offsets.

Every offset here indexes ``Document.text`` exactly as it is stored on disk (read with
``newline=""`` so that no line ending is translated): a citation is always
``document.text[start:end]``.
"""
from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field
from pathlib import Path

from slugify import slugify

BULLET = "•·-*–"
_TOC_TITLE = re.compile(r"^\s*(table of contents|contents|содержание|оглавление)\s*$", re.I)
_TOC_ENTRY = re.compile(r"^(?P<indent>[ \t]*)[•·*\-–]\s+(?P<title>\S.*?)\s*$")
_MD_HEADING = re.compile(r"^(?P<hashes>#{1,6})[ \t]+(?P<title>.+?)[ \t]*#*[ \t]*$")
# A sentence ends at . ! ? … (optionally followed by a closing quote or bracket) before
# whitespace; abbreviations such as "e.g." are protected so they do not split a rule.
_ABBREV = re.compile(r"\b(e\.g|i\.e|etc|vs|cf|т\.е|т\.д|т\.п|см|напр)\.$", re.I)
_SENT_END = re.compile(r"[.!?…]+[\"'”»)\]]*(?=\s)")


@dataclass
class Section:
    title: str
    level: int  # 0 is the document root
    start: int  # offset of the heading line (root: 0)
    body_start: int  # first offset after the heading line
    end: int = 0
    anchor: str = ""
    path: list[str] = field(default_factory=list)  # heading titles from the top, root excluded
    children: list[Section] = field(default_factory=list)
    parent: Section | None = field(default=None, repr=False)

    def walk(self):
        yield self
        for c in self.children:
            yield from c.walk()


@dataclass
class Unit:
    """The smallest quotable span: a sentence, a list item or a glossary entry."""

    start: int
    end: int
    kind: str  # sentence | item | entry


@dataclass
class Document:
    id: str
    game: str
    title: str
    language: str
    text: str
    root: Section
    toc: tuple[int, int] | None = None  # the table of contents: navigation, not rules
    # where each page starts (a PDF's): pages[i] is the offset of page i + 1's first character;
    # None for a text without pages
    pages: list[int] | None = None
    # rulebook, or errata / faq: a document whose entries amend a rulebook of the same game
    # (corpus.amends)
    kind: str = "rulebook"
    _starts: list[int] | None = field(default=None, repr=False, compare=False)
    _order: list[Section] | None = field(default=None, repr=False, compare=False)

    @property
    def sections(self) -> list[Section]:
        """All headed sections in reading order (the root is not one of them)."""
        return [s for s in self.root.walk() if s.level > 0]

    def section_at(self, offset: int) -> Section:
        """The deepest section whose own span holds ``offset``."""
        if self._starts is None or self._order is None:  # sections in reading order; the last one starting at or before wins
            self._order = list(self.root.walk())
            self._starts = [s.start for s in self._order]
        order = self._order
        i = bisect.bisect_right(self._starts, offset) - 1
        while i > 0 and not (order[i].start <= offset < order[i].end):
            i -= 1  # offset lies past a nested section's end: climb back to its container
        return order[max(i, 0)]

    def section_by_anchor(self, anchor: str) -> Section | None:
        return next((s for s in self.root.walk() if s.anchor == anchor), None)

    def page_at(self, offset: int) -> int | None:
        """The 1-based page that holds ``offset`` (a page without text shares its start with
        the next page, which then holds it), or None for a document without pages."""
        if not self.pages:
            return None
        return max(bisect.bisect_right(self.pages, offset), 1)


def read_text(path: Path) -> str:
    """The stored text, byte for byte as characters (no newline translation)."""
    with open(path, encoding="utf-8", newline="") as f:
        return f.read()


def _lines(text: str):
    """(start, end, line) for every line, end excluding the newline."""
    pos = 0
    for raw in text.splitlines(keepends=True):
        line = raw.rstrip("\r\n")
        yield pos, pos + len(line), line
        pos += len(raw)


def _toc(text: str) -> tuple[list[tuple[int, str]], int, int] | None:
    """The table of contents as (level, title) entries and the offsets where it starts and ends.

    A plain-text rulebook announces its headings in a bulleted, indented table of
    contents; the nesting of the bullets is the nesting of the sections.
    """
    lines = list(_lines(text))
    for i, (toc_start, _, line) in enumerate(lines[:200]):
        if not _TOC_TITLE.match(line):
            continue
        entries: list[tuple[str, str]] = []
        end = None
        for s, _e, l2 in lines[i + 1:]:
            if not l2.strip() or _TOC_TITLE.match(l2):
                if entries and not l2.strip():
                    continue
                continue
            m = _TOC_ENTRY.match(l2)
            if not m:
                end = s
                break
            entries.append((m["indent"].expandtabs(4), m["title"]))
        if len(entries) >= 3 and end is not None:
            indents = sorted({len(ind) for ind, _ in entries})
            return [(indents.index(len(ind)) + 1, t) for ind, t in entries], toc_start, end
    return None


def _is_heading_like(line: str, prev_blank: bool, next_blank: bool) -> bool:
    """A short, title-like line standing alone: the fallback where there is no TOC."""
    s = line.strip()
    if not s or not (prev_blank and next_blank) or line[:1].isspace():
        return False
    if len(s) > 60 or len(s.split()) > 8 or not s[0].isupper():
        return False
    if s[-1] in ",;:" or s[0] in BULLET or re.match(r"^\d+[.)]\s", s):
        return False
    body = s[:-1] if s.endswith(".") else s
    return not re.search(r"[.!?…:]", body)


def _find_line(text: str, title: str, start: int) -> tuple[int, int] | None:
    """Offsets of the first line at or after ``start`` that is exactly ``title``."""
    m = re.compile(r"(?m)^[ \t]*" + re.escape(title) + r"[ \t]*\r?$").search(text, start)
    if not m:
        return None
    line_end = text.find("\n", m.start())
    return m.start(), (len(text) if line_end < 0 else line_end + 1)


def _headings_from_toc(text: str, found) -> list[tuple[int, str, int, int]]:
    """Headings the table of contents lists, plus the title-like lines it leaves out
    (a TOC names the chapters; the subheadings inside them are found as in a text
    without one, one level below the listed section that holds them)."""
    entries, _, toc_end = found
    pos = toc_end
    listed = []
    for level, title in entries:
        hit = _find_line(text, title, pos)
        if hit is None:  # listed but not printed as a line of its own: no section
            continue
        listed.append((level, title, hit[0], hit[1]))
        pos = hit[1]
    starts = {h[2] for h in listed}
    heads = list(listed)
    for _, title, s, body in _headings_heuristic(text):
        if s < toc_end or s in starts:
            continue
        holder = [h for h in listed if h[2] < s]
        heads.append(((holder[-1][0] + 1) if holder else 1, title, s, body))
    return sorted(heads, key=lambda h: h[2])


def _headings_markdown(text: str) -> list[tuple[int, str, int, int]]:
    heads = []
    in_fence = False
    for s, e, line in _lines(text):
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
            continue
        m = None if in_fence else _MD_HEADING.match(line)
        if m:
            nl = e + (2 if text[e:e + 2] == "\r\n" else 1 if text[e:e + 1] == "\n" else 0)
            heads.append((len(m["hashes"]), m["title"].strip(), s, nl))
    return heads


def _headings_heuristic(text: str) -> list[tuple[int, str, int, int]]:
    lines = list(_lines(text))
    heads = []
    for i, (s, e, line) in enumerate(lines):
        prev_blank = i == 0 or not lines[i - 1][2].strip()
        next_blank = i + 1 < len(lines) and not lines[i + 1][2].strip()
        if i > 0 and _is_heading_like(line, prev_blank, next_blank):
            nl = e + (2 if text[e:e + 2] == "\r\n" else 1 if text[e:e + 1] == "\n" else 0)
            heads.append((1, line.strip().rstrip("."), s, nl))
    return heads


def _slug(title: str) -> str:
    return slugify(title) or "section"


def parse(text: str, *, doc_id: str, game: str, title: str, language: str, markdown: bool = False) -> Document:
    """Parse a rulebook. Markdown uses ``#`` headings; plain text uses its own table of
    contents when it has one, else short title-like lines standing alone."""
    toc = None if markdown else _toc(text)
    if markdown:
        heads = _headings_markdown(text)
    elif toc:
        heads = _headings_from_toc(text, toc)
    else:
        heads = _headings_heuristic(text)
    root = Section(title=title, level=0, start=0, body_start=0, end=len(text), anchor="top", path=[])
    stack = [root]
    used: set[str] = {"top"}
    for level, htitle, hstart, hbody in heads:
        while stack[-1].level >= level:
            stack.pop()
        parent = stack[-1]
        sec = Section(title=htitle, level=level, start=hstart, body_start=hbody, parent=parent,
                      path=parent.path + [htitle])
        # The anchor is the title's slug; only a repeated title borrows its parent's
        # slug, so renaming or adding another section never moves this one's anchor.
        anchor = _slug(htitle)
        if anchor in used and parent.level > 0:
            anchor = _slug(parent.title + " " + htitle)
        base, n = anchor, 2
        while anchor in used:
            anchor, n = f"{base}-{n}", n + 1
        used.add(anchor)
        sec.anchor = anchor
        parent.children.append(sec)
        stack.append(sec)
    _close(root, len(text))
    return Document(id=doc_id, game=game, title=title, language=language, text=text, root=root,
                    toc=(toc[1], toc[2]) if toc else None)


def _close(sec: Section, end: int) -> None:
    """A section ends where the next section at its level or above begins."""
    sec.end = end
    for i, child in enumerate(sec.children):
        nxt = sec.children[i + 1].start if i + 1 < len(sec.children) else end
        _close(child, nxt)


def own_spans(doc: Document) -> list[tuple[Section, int, int]]:
    """Each section's own body (up to its first subsection), in reading order; headings
    themselves are excluded so that no chunk ever crosses a section boundary."""
    out = []
    for s in doc.root.walk():
        body_end = s.children[0].start if s.children else s.end
        if body_end > s.body_start:
            out.append((s, s.body_start, body_end))
    return out


def paragraphs(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Blank-line separated blocks inside [start, end), trimmed of surrounding whitespace."""
    out = []
    for m in re.finditer(r"\S(?:.*?\S)?(?=\s*(?:\n[ \t]*\r?\n|\Z))", text[start:end], re.S):
        out.append((start + m.start(), start + m.end()))
    return out


def units(text: str, start: int, end: int) -> list[Unit]:
    """Quotable units inside a block: each list item or glossary entry line, split further
    into sentences; prose lines split into sentences."""
    out: list[Unit] = []
    for ls, le, line in _lines(text[start:end]):
        ls, le = start + ls, start + le
        stripped = line.strip()
        if not stripped:
            continue
        lead = len(line) - len(line.lstrip())
        s0 = ls + lead
        kind = "sentence"
        m = re.match(r"^([•·*\-–]|\d+[.)])\s+", line[lead:])
        if m:
            s0 += m.end()  # a quote is the item's words, not its bullet …
            kind = "item"
            m2 = re.match(r"^(\d{1,2}|[a-zA-Z])[.)]\s+(?=\S)", text[s0:le])
            if m2:
                s0 += m2.end()  # … nor its enumerator ("• c. Spend 1 Lore …")
        elif re.match(r"^[^.:!?]{1,60}:\s", line[lead:]) and text[s0:le].count(":") >= 1:
            kind = "entry"
        for a, b in _sentences(text, s0, le):
            out.append(Unit(a, b, kind if (a == s0 and b == le) or kind != "sentence" else "sentence"))
    return out


def _sentences(text: str, start: int, end: int) -> list[tuple[int, int]]:
    spans = []
    cur = start
    for m in _SENT_END.finditer(text, start, end):
        if _ABBREV.search(text[max(cur, m.end() - 6):m.end()]):
            continue
        spans.append((cur, m.end()))
        cur = m.end()
        while cur < end and text[cur].isspace():
            cur += 1
    if cur < end:
        tail_end = end
        while tail_end > cur and text[tail_end - 1].isspace():
            tail_end -= 1
        if tail_end > cur:
            spans.append((cur, tail_end))
    return [(a, b) for a, b in spans if text[a:b].strip()]


def load_document(path: Path, *, doc_id: str, game: str, title: str, language: str,
                  pages: list[int] | None = None, kind: str = "rulebook") -> Document:
    markdown = path.suffix.lower() in (".md", ".markdown")
    doc = parse(read_text(path), doc_id=doc_id, game=game, title=title, language=language, markdown=markdown)
    doc.pages = pages
    doc.kind = kind
    return doc
