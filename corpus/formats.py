"""A rulebook file as it arrives → the text the corpus stores: PDF, HTML, Markdown or plain
text, told apart by their content (a file's name may lie), and checked to be a readable
rulebook before anything is written.

PDF is read by ``corpus.pdf``. HTML is read with the standard library's tolerant parser
(``html.parser``: no dependency for what it does well) into Markdown — ``<h1>``–``<h6>``
become ``#`` headings, list items bullets, scripts, styles and navigation are left out.
Markdown and text are stored as they are, decoded from UTF-8 (or UTF-16 with its byte-order
mark).
"""
from __future__ import annotations

import codecs
import html
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

MIN_PRINTABLE = 0.95  # share of characters that must be printable text (or line breaks, tabs)
_MD_HEADING = re.compile(r"(?m)^#{1,6}[ \t]+\S")
_MD_SUFFIXES = (".md", ".markdown")
_HTML_START = re.compile(rb"^\s*(<!--.*?-->\s*)*(<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>])", re.I | re.S)
_HTML_TAGS = re.compile(rb"<(h[1-6]|p|div|ul|ol|li|table|article|section)[\s>]", re.I)
# magic numbers of what people upload by mistake, and what to do instead
_NOT_TEXT = [
    (b"PK\x03\x04", "a ZIP archive (a .docx, .odt or .epub?): save the rulebook as PDF, HTML, Markdown or text"),
    (b"\x89PNG", "a PNG image: OCR is needed to get its text"),
    (b"\xff\xd8\xff", "a JPEG image: OCR is needed to get its text"),
    (b"GIF8", "a GIF image: OCR is needed to get its text"),
    (b"II*\x00", "a TIFF image: OCR is needed to get its text"),
    (b"MM\x00*", "a TIFF image: OCR is needed to get its text"),
    (b"\xd0\xcf\x11\xe0", "an old Microsoft Office file: save the rulebook as PDF, HTML, Markdown or text"),
    (b"{\\rtf", "an RTF file: save the rulebook as PDF, HTML, Markdown or text"),
]


class Unreadable(ValueError):
    """The file is not a readable rulebook; the message says what is wrong with it."""


@dataclass
class Extracted:
    text: str
    format: str  # pdf | html | markdown | text
    pages: list[int] | None = None
    warnings: list[str] = field(default_factory=list)
    title: str | None = None  # the title the file gives itself (PDF metadata, HTML <title>)

    @property
    def markdown(self) -> bool:
        """Stored and parsed as Markdown (``#`` headings): everything but plain text."""
        return self.format != "text"


def detect(data: bytes, name: str) -> str:
    """pdf, html, markdown or text, from the content first: the name only tells Markdown
    from text where the content could be either."""
    if b"%PDF-" in data[:1024]:  # the header may follow a little junk, as readers allow
        return "pdf"
    head = data[:4096].lstrip(codecs.BOM_UTF8)
    if _HTML_START.match(head) or len(_HTML_TAGS.findall(head)) >= 2:
        return "html"
    return "markdown" if name.lower().endswith(_MD_SUFFIXES) else "text"


def read(data: bytes, name: str, *, max_chars: int) -> Extracted:
    """The rulebook text of a file, or ``Unreadable`` naming what is wrong."""
    if not data.strip():
        raise Unreadable("the file is empty")
    fmt = detect(data, name)
    suffix = name.lower().rsplit(".", 1)[-1] if "." in name else ""
    warnings = []
    if fmt == "pdf":
        from corpus.pdf import PdfError, extract

        try:
            got = extract(data)
        except PdfError as exc:
            raise Unreadable(str(exc)) from None
        out = Extracted(got.text, "pdf", got.pages, got.warnings, got.title)
    else:
        for magic, what in _NOT_TEXT:
            if data.startswith(magic):
                raise Unreadable(f"the file is {what}")
        text = _decode(data, fmt)
        if fmt == "html":
            text, title = html_to_markdown(text)
            out = Extracted(text, "html", title=title)
        else:
            out = Extracted(text, fmt)
            if fmt == "text" and _markdown_like(text):
                # '#' headings are Markdown's whatever the file is called: read as text they
                # became wrong headings (or none) and nobody was told
                out.format = "markdown"
                warnings.append(f"{name} reads as Markdown ('#' headings) though it is named .{suffix or 'txt'}: "
                                f"parsed as Markdown")
    if suffix == "pdf" and fmt != "pdf":
        warnings.append(f"{name} is named .pdf but holds no PDF (no %PDF header): read as {out.format}")
    elif suffix in ("html", "htm") and fmt != "html":
        warnings.append(f"{name} is named .{suffix} but holds no HTML: read as {out.format}")
    elif fmt in ("pdf", "html") and suffix in ("txt", "md", "markdown", "text"):
        warnings.append(f"{name} is named .{suffix} but is {fmt.upper()}: read as {fmt.upper()}")
    out.warnings = warnings + out.warnings
    check_text(out.text, max_chars=max_chars)
    return out


def _markdown_like(text: str) -> bool:
    """Two '#' heading lines, or one that opens the text."""
    first = next((ln for ln in text.splitlines() if ln.strip()), "")
    return len(_MD_HEADING.findall(text)) >= 2 or bool(_MD_HEADING.match(first))


def _decode(data: bytes, fmt: str) -> str:
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError as exc:
            raise Unreadable(f"the file starts as UTF-16 but is not (byte {exc.start})") from None
    nul = data.find(b"\x00")
    if nul >= 0:
        raise Unreadable(f"the file contains NUL bytes (the first at byte {nul}): it is binary, not text "
                         f"(a UTF-16 text needs its byte-order mark, or save it as UTF-8)")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        if fmt == "html":  # a page may declare its own encoding (windows-1251 in older Russian sites)
            m = re.search(rb"""<meta[^>]+charset\s*=\s*["']?([A-Za-z0-9_.:-]+)""", data[:4096], re.I)
            if m:
                enc = m.group(1).decode("ascii")
                try:
                    return data.decode(enc)
                except (LookupError, UnicodeDecodeError):
                    raise Unreadable(f"the page declares charset {enc} but cannot be read as it") from None
        raise Unreadable(f"the file is not UTF-8 text (byte {exc.start} is 0x{data[exc.start]:02x}): "
                         f"save it as UTF-8") from None


def check_text(text: str, *, max_chars: int) -> None:
    """The text of a rulebook: not empty, not too long, no NUL, mostly printable."""
    if "\x00" in text:
        raise Unreadable(f"the text contains NUL characters (the first at character {text.index(chr(0))}): "
                         f"it is binary, not a rulebook")
    if not text.strip():
        raise Unreadable("the file holds no text")
    if len(text) > max_chars:
        raise Unreadable(f"the text has {len(text):,} characters, more than the {max_chars:,} a rulebook may have")
    printable = sum(1 for c in text if c.isprintable() or c in "\n\r\t\f")
    if printable < MIN_PRINTABLE * len(text):
        raise Unreadable(f"only {100 * printable / len(text):.0f} % of the text's characters are printable "
                         f"(at least {100 * MIN_PRINTABLE:.0f} % needed): it is not a readable rulebook")
    if not any(c.isalpha() for c in text):
        raise Unreadable("the text has no words")


# -- HTML -------------------------------------------------------------------------------

_SKIP = {"script", "style", "noscript", "template", "svg", "head", "nav", "footer", "iframe", "object", "canvas",
         "select", "button", "form"}
_BLOCK = {"p", "div", "section", "article", "main", "header", "aside", "blockquote", "pre", "table", "thead",
          "tbody", "tfoot", "tr", "ul", "ol", "dl", "dt", "dd", "figure", "figcaption", "hr", "address",
          "details", "summary", "caption", "center"}
_VOID = {"br", "hr", "img", "meta", "link", "input", "area", "base", "col", "embed", "source", "track", "wbr"}


class _ToMarkdown(HTMLParser):
    """Blocks become paragraphs, headings ``#`` lines, list items ``• `` lines, cells are
    joined by `` | `` on their row's line; inline markup is dropped, its words kept."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.blocks: list[str] = []
        self.line: list[str] = []
        self.skip = 0
        self.pre = 0
        self.heading = 0
        self.lists = 0
        self.in_title = False
        self.title = ""
        self.open_skips: list[str] = []

    def _flush(self, sep: str = "\n\n") -> None:
        text = "".join(self.line)
        self.line = []
        if not self.pre:
            text = re.sub(r"[ \t\r\n\f\v]+", " ", text).strip()
        if text.strip():
            if self.heading:
                text = "#" * self.heading + " " + text
            elif re.match(r"#{1,6}\s|```", text):
                text = " " + text  # words that would read as Markdown syntax stay words
            self.blocks.append(text + sep)

    def handle_starttag(self, tag, attrs):
        if tag == "title":  # in <head>, which is otherwise skipped
            self.in_title = True
            return
        if tag in _SKIP:
            if tag not in _VOID:
                self.skip += 1
                self.open_skips.append(tag)
            return
        if self.skip:
            return
        if re.fullmatch(r"h[1-6]", tag):
            self._flush()
            self.heading = int(tag[1])
        elif tag == "li":
            self._flush("\n")
            self.line.append("• ")
        elif tag in ("td", "th"):
            if self.line and "".join(self.line).strip():
                self.line.append(" | ")
        elif tag == "br":
            self._flush("\n")
        elif tag in _BLOCK:
            self._flush("\n" if tag in ("tr", "dt", "dd") else "\n\n")
            if tag == "pre":
                self.pre += 1
            if tag in ("ul", "ol"):
                self.lists += 1
        elif tag == "img":
            alt = dict(attrs).get("alt")
            if alt:
                self.line.append(f" {alt} ")

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag):
        if tag == "title":
            self.in_title = False
            return
        if self.open_skips and tag == self.open_skips[-1]:
            self.open_skips.pop()
            self.skip -= 1
            return
        if self.skip:
            return
        if re.fullmatch(r"h[1-6]", tag):
            self._flush()
            self.heading = 0
        elif tag == "li":
            self._flush("\n")
        elif tag in _BLOCK:
            self._flush("\n" if tag in ("tr", "dt", "dd") else "\n\n")
            if tag == "pre":
                self.pre = max(self.pre - 1, 0)
            if tag in ("ul", "ol"):
                self.lists = max(self.lists - 1, 0)
                if self.blocks and self.blocks[-1].endswith("\n") and not self.blocks[-1].endswith("\n\n"):
                    self.blocks[-1] += "\n"

    def handle_data(self, data):
        if self.in_title:
            self.title += data
        elif not self.skip:
            self.line.append(data)


def html_to_markdown(page: str) -> tuple[str, str | None]:
    """The page's text as Markdown, and its ``<title>``."""
    p = _ToMarkdown()
    p.feed(page)
    p.close()
    p._flush()
    text = "".join(p.blocks)
    text = re.sub(r"\n{3,}", "\n\n", text).strip("\n")
    title = html.unescape(re.sub(r"\s+", " ", p.title)).strip() or None
    return (text + "\n" if text else ""), title
