"""PDF → rulebook text with its pages kept: reading order across columns, headings from the
bookmarks (or, without them, from font size and weight), running headers, footers and page
numbers left out.

pdfminer.six does the reading: it is pure Python (no native build to fetch), MIT-licensed,
and the one well-kept PDF library that exposes what layout needs — every character's font,
size and position, its grouping of characters into lines and text boxes, and the document
outline (bookmarks). The order of the boxes on a page is decided here, not by pdfminer's
``boxes_flow`` heuristic, so that a two-column page always reads down the left column
before the right one, and a box spanning both columns (a chapter heading, a wide table)
stays where it stands.

The text is written as Markdown: a heading is a ``#`` line (so the corpus parses it as any
Markdown rulebook), a paragraph is a block of its own, a paragraph that runs on across a
column or a page is joined back into one. ``pages[i]`` is the offset of page ``i + 1``'s
first character in that text.
"""
from __future__ import annotations

import io
import re
from collections import Counter
from dataclasses import dataclass, field

from pdfminer.converter import PDFPageAggregator
from pdfminer.layout import LAParams, LTChar, LTTextBox, LTTextLine
from pdfminer.pdfdocument import PDFDocument, PDFEncryptionError, PDFNoOutlines, PDFPasswordIncorrect
from pdfminer.pdfinterp import PDFPageInterpreter, PDFResourceManager
from pdfminer.pdfpage import PDFPage
from pdfminer.pdfparser import PDFParser, PDFSyntaxError
from pdfminer.pdftypes import PDFObjRef, resolve1
from pdfminer.psparser import PSLiteral
from pdfminer.utils import decode_text

MARGIN = 0.09  # the top and bottom share of a page where running headers and footers stand
_PAGE_NUMBER = re.compile(r"^(page|seite|p\.|стр\.?|страница)?\s*[-–]?\s*(\d{1,4}|[ivxlcdm]{1,7})\s*[-–]?"
                          r"(\s*(/|of|из)\s*\d{1,4})?$", re.I)
_LEADER = re.compile(r"(\.\s*){4,}\S{0,6}\s*$|^[\s.]+$")  # "Setup . . . . . 12": a contents line
_BULLET = re.compile(r"^([•·▪‣◦*\-–]|\d{1,2}[.)]|[a-z][.)])\s")
_BOLD = re.compile(r"bold|black|heavy|semibold|demibold|demi\b", re.I)
_NUMBERING = re.compile(r"^(\d+(\.\d+)*\.?|[A-Z]\.|[IVXLC]+\.)\s+")


class PdfError(ValueError):
    """A PDF that cannot be read as a rulebook; the message says why and what to do."""


@dataclass
class Line:
    text: str
    x0: float
    x1: float
    top: float  # distance from the top of the page (grows downwards)
    size: float  # the line's most common font size
    bold: bool


@dataclass
class Box:
    lines: list[Line]
    x0: float
    x1: float
    top: float
    bottom: float
    heading: int = 0  # its level when the box is a heading

    @property
    def text(self) -> str:
        return " ".join(ln.text for ln in self.lines)


@dataclass
class PdfText:
    text: str
    pages: list[int]
    warnings: list[str] = field(default_factory=list)
    headings: int = 0
    title: str | None = None


def _norm(s: str) -> str:
    """A heading as compared with a bookmark: numbering, case and spacing set aside."""
    s = re.sub(r"\s+", " ", s).strip().rstrip(".:").strip()
    return _NUMBERING.sub("", s).casefold()


def _open(data: bytes):

    try:
        return PDFDocument(PDFParser(io.BytesIO(data)))
    except PDFPasswordIncorrect:
        raise PdfError("the PDF is protected by a password: save an unprotected copy and ingest that") from None
    except PDFEncryptionError as exc:
        raise PdfError(f"the PDF's encryption cannot be read ({exc})") from None
    except (PDFSyntaxError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise PdfError(f"not a readable PDF ({exc or type(exc).__name__})") from None


def _outline(doc, page_index: dict[object, int]) -> list[tuple[int, str, int | None]]:
    """The bookmarks as (level, title, 0-based page or None where the target is unknown)."""

    def page_of(dest) -> int | None:
        dest = resolve1(dest)
        if isinstance(dest, (bytes, str, PSLiteral)):  # a named destination
            name = dest.name if isinstance(dest, PSLiteral) else dest
            try:
                dest = resolve1(doc.get_dest(name))
            except Exception:
                return None
        if isinstance(dest, dict):
            dest = resolve1(dest.get("D"))
        if isinstance(dest, list) and dest and isinstance(dest[0], PDFObjRef):
            return page_index.get(dest[0].objid)
        return None

    out: list[tuple[int, str, int | None]] = []
    try:
        for level, title, dest, action, _se in doc.get_outlines():
            target = dest
            if target is None and action is not None:
                act = resolve1(action)
                target = act.get("D") if isinstance(act, dict) else None
            try:
                page = page_of(target) if target is not None else None
            except Exception:  # a malformed destination: the title is still matched by text
                page = None
            if isinstance(title, bytes):
                title = decode_text(title)
            if isinstance(title, str) and title.strip():
                out.append((max(int(level), 1), re.sub(r"\s+", " ", title).strip(), page))
    except PDFNoOutlines:
        return []
    except Exception:  # an outline that cannot be walked is no reason to refuse the text
        return []
    return out


def _boxes(layout, height: float) -> list[Box]:

    def walk(obj):
        for el in obj:
            if isinstance(el, LTTextBox):
                yield el
            elif hasattr(el, "__iter__") and not isinstance(el, LTTextLine):
                yield from walk(el)  # text inside a figure or a group

    boxes = []
    for tb in walk(layout):
        lines = []
        for tl in tb:
            if not isinstance(tl, LTTextLine):
                continue
            text = re.sub(r"\s+", " ", tl.get_text()).strip()
            if not text:
                continue
            chars = [c for c in tl if isinstance(c, LTChar) and c.get_text().strip()]
            sizes = Counter(round(c.size, 1) for c in chars)
            size = sizes.most_common(1)[0][0] if sizes else 0.0
            bold = bool(chars) and sum(bool(_BOLD.search(c.fontname)) for c in chars) >= 0.8 * len(chars)
            lines.append(Line(text, tl.x0, tl.x1, height - tl.y1, size, bold))
        # pdfminer groups a heading with the paragraph under it when they are set close:
        # a change of style (size or weight) between lines starts a box of its own
        run: list[Line] = []
        for ln in lines:
            if run and (abs(ln.size - run[-1].size) > 0.5 or ln.bold != run[-1].bold):
                boxes.append(_box(run, tb.x0, tb.x1))
                run = []
            run.append(ln)
        if run:
            boxes.append(_box(run, tb.x0, tb.x1))
    return boxes


def _box(lines: list[Line], x0: float, x1: float) -> Box:
    top = min(ln.top for ln in lines)
    bottom = max(ln.top + ln.size for ln in lines)
    return Box(lines, x0, x1, top, bottom)


def _reading_order(boxes: list[Box]) -> list[Box]:
    """Columns read one after the other, left to right, between the boxes that span them.

    A box wider than half the text area spans the columns (a heading over both, a table):
    it closes the band of columns above it. Inside a band, boxes whose horizontal extents
    overlap form one column."""
    if len(boxes) < 2:
        return boxes
    left, right = min(b.x0 for b in boxes), max(b.x1 for b in boxes)
    width = max(right - left, 1.0)
    wide = sorted((b for b in boxes if b.x1 - b.x0 > 0.55 * width), key=lambda b: b.top)
    bands: list[list[Box]] = [[] for _ in range(len(wide) + 1)]
    for b in boxes:
        if any(b is w for w in wide):
            continue
        above = sum(1 for w in wide if w.bottom <= b.top + 1.0)
        bands[above].append(b)
    out: list[Box] = []
    for i, band in enumerate(bands):
        columns: list[list[Box]] = []
        for b in sorted(band, key=lambda b: b.x0):
            col = next((c for c in columns if b.x0 < max(x.x1 for x in c) - 1.0), None)
            if col is None:
                columns.append([b])
            else:
                col.append(b)
        for col in sorted(columns, key=lambda c: min(x.x0 for x in c)):
            out.extend(sorted(col, key=lambda b: b.top))
        if i < len(wide):
            out.append(wide[i])
    return out


def _furniture(pages: list[tuple[float, list[Box]]]) -> set[int]:
    """ids of the boxes that are page furniture: in the top or bottom margin, a page number,
    or a line that recurs (digits aside) in that margin on at least half of the pages."""
    seen: Counter[tuple[str, str]] = Counter()
    where: list[tuple[Box, str, str]] = []
    for height, boxes in pages:
        keys = set()
        for b in boxes:
            band = "top" if b.bottom <= MARGIN * height else "bottom" if b.top >= (1 - MARGIN) * height else ""
            if not band:
                continue
            key = re.sub(r"\d+", "#", b.text.casefold())
            where.append((b, band, key))
            keys.add((band, key))
        seen.update(keys)
    n = len(pages)
    drop = set()
    for b, band, key in where:
        if _PAGE_NUMBER.match(b.text.strip()) or (n >= 2 and seen[(band, key)] >= max(2, n / 2)):
            drop.add(id(b))
    return drop


def _heading_levels(boxes: list[Box], body: float) -> dict[tuple[float, bool], int]:
    """Heading styles (size, bold) ranked: the largest is level 1."""
    styles = set()
    for b in boxes:
        if _looks_like_heading(b, body):
            ln = b.lines[0]
            styles.add((ln.size, ln.bold))
    return {s: i + 1 for i, s in enumerate(sorted(styles, key=lambda s: (-s[0], not s[1])))}


def _looks_like_heading(b: Box, body: float) -> bool:
    text = b.text
    if len(b.lines) > 2 or len(text) > 100 or len(text.split()) > 14 or not text[:1].isalnum():
        return False
    if text[-1] in ".,;:" and not re.fullmatch(r"[\d.]+", text.split()[0] if text.split() else ""):
        return False
    if _BULLET.match(text) and not _NUMBERING.match(text):
        return False
    first = b.lines[0]
    if any(abs(ln.size - first.size) > 0.3 or ln.bold != first.bold for ln in b.lines):
        return False
    return first.size >= body * 1.12 or (first.bold and first.size >= body * 0.95)


def _body_size(boxes: list[Box]) -> float:
    sizes: Counter[float] = Counter()
    for b in boxes:
        for ln in b.lines:
            sizes[ln.size] += len(ln.text)
    return sizes.most_common(1)[0][0] if sizes else 0.0


def _join_lines(box: Box, body: float) -> str:
    """A box's lines as its paragraph text: wrapped lines joined with a space (a word broken
    by a hyphen at the end of a line joined whole), a list item or an indented first line
    on a line of its own."""
    out = ""
    prev: Line | None = None
    for ln in box.lines:
        t = ln.text
        if prev is None:
            out = t
        elif _BULLET.match(t):
            out += "\n" + t
        elif re.search(r"[.!?:…]\W?$", prev.text) and ln.x0 > box.x0 + 1.2 * max(body, 1.0):
            out += "\n" + t  # an indented first line after a finished sentence: a new paragraph
        elif re.search(r"\w-$", out) and t[:1].islower():
            out = out[:-1] + t
        else:
            out += " " + t
        prev = ln
    return out


def _runs_on(prev: str, nxt: str) -> bool:
    """A paragraph cut by a column or a page end: it stops mid-sentence and the next block
    goes on in lower case."""
    return bool(prev) and not re.search(r"[.!?:…)\]\"'”»]$", prev) and nxt[:1].islower()


def extract(data: bytes, *, max_pages: int = 2000) -> PdfText:
    """The PDF's text as Markdown with its page starts. Raises ``PdfError`` for a file that
    is no readable PDF, and for one with no text layer (scanned pages need OCR first)."""

    doc = _open(data)
    try:
        pdf_pages = list(PDFPage.create_pages(doc))
    except Exception as exc:
        raise PdfError(f"not a readable PDF: its pages cannot be listed ({exc or type(exc).__name__})") from None
    if not pdf_pages:
        raise PdfError("the PDF has no pages")
    if len(pdf_pages) > max_pages:
        raise PdfError(f"the PDF has {len(pdf_pages)} pages, more than the {max_pages} a rulebook may have")
    page_index = {p.pageid: i for i, p in enumerate(pdf_pages)}
    rsrc = PDFResourceManager()
    device = PDFPageAggregator(rsrc, laparams=LAParams(line_margin=0.5, char_margin=2.0, word_margin=0.1))
    interp = PDFPageInterpreter(rsrc, device)
    pages: list[tuple[float, list[Box]]] = []
    for i, p in enumerate(pdf_pages):
        try:
            interp.process_page(p)
            layout = device.get_result()
        except Exception as exc:
            raise PdfError(f"page {i + 1} cannot be read ({exc or type(exc).__name__})") from None
        height = layout.height or 1.0
        pages.append((height, _boxes(layout, height)))

    if not any(b.text.strip() for _, boxes in pages for b in boxes):
        raise PdfError(f"the PDF has no text layer ({len(pages)} pages of images, likely scanned): OCR is needed "
                       f"first (e.g. `ocrmypdf --sidecar` or `ocrmypdf in.pdf out.pdf`, then ingest out.pdf)")
    warnings: list[str] = []
    drop = _furniture(pages)
    ordered: list[list[Box]] = []
    contents_pages = []
    for n, (_h, boxes) in enumerate(pages, 1):
        kept = [b for b in boxes if id(b) not in drop]
        lines = [ln for b in kept for ln in b.lines]
        leaders = sum(1 for ln in lines if _LEADER.search(ln.text))
        if lines and leaders >= max(3, 0.25 * len(lines)):
            contents_pages.append(n)  # a table of contents (or of figures): navigation, not rules
            kept = []
        kept = [b for b in kept if not all(_LEADER.search(ln.text) for ln in b.lines)]
        ordered.append(_reading_order(kept))
    if contents_pages:
        warnings.append(f"left out page{'s' if len(contents_pages) > 1 else ''} {_ranges(contents_pages)}: "
                        f"a table of contents")
    empty = [n for n, boxes in enumerate(ordered, 1) if not boxes and n not in contents_pages]
    if empty and len(empty) < len(pages):
        scanned = [n for n in empty if not pages[n - 1][1]]
        if scanned:
            warnings.append(f"page{'s' if len(scanned) > 1 else ''} {_ranges(scanned)} "
                            f"{'have' if len(scanned) > 1 else 'has'} no text layer: OCR is needed for "
                            f"{'them' if len(scanned) > 1 else 'it'}")

    all_boxes = [b for boxes in ordered for b in boxes]
    body = _body_size(all_boxes)
    outline = _outline(doc, page_index)
    matched = _match_outline(outline, ordered) if outline else 0
    if outline and matched >= max(1, len(outline) // 2):
        if matched < len(outline):
            warnings.append(f"{len(outline) - matched} of the PDF's {len(outline)} bookmarks name no heading "
                            f"printed on their page; they are not sections")
    else:
        if outline:
            warnings.append(f"the PDF's bookmarks name headings not printed in it ({matched} of {len(outline)} "
                            f"found): headings are taken from font size and weight instead")
            for b in all_boxes:
                b.heading = 0
        levels = _heading_levels(all_boxes, body)
        for b in all_boxes:
            if _looks_like_heading(b, body):
                b.heading = min(levels[(b.lines[0].size, b.lines[0].bold)], 6)

    text, starts, headings = _write(ordered, body)
    meta_title = None
    try:
        info = doc.info[0] if doc.info else {}
        raw = info.get("Title")
        raw = resolve1(raw)
        meta_title = (decode_text(raw) if isinstance(raw, bytes) else raw) if raw else None
    except Exception:
        meta_title = None
    if not isinstance(meta_title, str) or meta_title.strip().casefold() in ("", "untitled"):
        meta_title = None
    return PdfText(text=text, pages=starts, warnings=warnings, headings=headings,
                   title=meta_title.strip() if meta_title else None)


def _match_outline(outline: list[tuple[int, str, int | None]], ordered: list[list[Box]]) -> int:
    """Mark the box each bookmark names (on its target page or the next two, after the
    previous bookmark's box) as a heading of the bookmark's level; the count found."""
    found = 0
    pos = (0, -1)  # (page, index in page) of the last heading found
    for level, title, page in outline:
        want = _norm(title)
        if not want:
            continue
        start = max(page if page is not None else pos[0], 0)
        hit = None
        for pi in range(start, min(start + 3, len(ordered))):
            for bi, b in enumerate(ordered[pi]):
                if (pi, bi) <= pos or b.heading or len(b.lines) > 3:
                    continue
                if _norm(b.text) == want:
                    hit = (pi, bi)
                    break
            if hit:
                break
        if hit is None:
            continue
        ordered[hit[0]][hit[1]].heading = min(level, 6)
        pos = hit
        found += 1
    return found


def _write(ordered: list[list[Box]], body: float) -> tuple[str, list[int], int]:
    """The Markdown text, each page's start offset and the number of headings."""
    out = ""
    starts: list[int] = []
    headings = 0
    last_kind = ""  # "heading" | "text" | "" — what the text ends with
    for boxes in ordered:
        page_start = None
        for b in boxes:
            if b.heading:
                block = "#" * b.heading + " " + b.text
                headings += 1
                kind = "heading"
            else:
                block = _join_lines(b, body)
                # a body line that would read as Markdown syntax keeps its words but not that
                # meaning: a leading space makes "# 1" or "## A" plain text again
                block = re.sub(r"(?m)^(#{1,6}\s|```)", r" \1", block)
                kind = "text"
            if last_kind == "text" and kind == "text" and _runs_on(out.rstrip(), block):
                if re.search(r"\w-$", out):
                    out = out[:-1]
                    sep = ""
                else:
                    sep = " "
            else:
                sep = "\n\n" if out else ""
            out += sep
            if page_start is None:
                page_start = len(out)
            out += block
            last_kind = kind
        starts.append(-1 if page_start is None else page_start)
    # a page without text starts where the next page does (so it holds no offset); trailing
    # pages without text start at the end of the text
    nxt = len(out)
    for i in range(len(starts) - 1, -1, -1):
        if starts[i] < 0:
            starts[i] = nxt
        nxt = starts[i]
    if starts:
        starts[0] = 0
    return out + ("\n" if out else ""), starts, headings


def _ranges(ns: list[int]) -> str:
    """1, 2, 3, 5 → '1–3, 5'."""
    parts = []
    i = 0
    while i < len(ns):
        j = i
        while j + 1 < len(ns) and ns[j + 1] == ns[j] + 1:
            j += 1
        parts.append(str(ns[i]) if i == j else f"{ns[i]}–{ns[j]}")
        i = j + 1
    return ", ".join(parts)
