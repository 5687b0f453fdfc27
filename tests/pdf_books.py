"""Real PDFs made at test time with ReportLab (text placed as a typesetter places it: lines
of glyphs at positions, in the fonts named): a three-page rulebook with bookmarks, running
headers and page-number footers, a two-column one without bookmarks, and a scanned-looking
one with no text layer."""
from __future__ import annotations

import io

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

W, H = A4
MARGIN = 60
BODY = ("Helvetica", 10)
LEADING = 14


class _Writer:
    def __init__(self, canvas: Canvas, x: float, width: float, top: float):
        self.c, self.x, self.width, self.y = canvas, x, width, top

    def heading(self, text: str, size: float = 15) -> None:
        self.y -= size + 8
        self.c.setFont("Helvetica-Bold", size)
        self.c.drawString(self.x, self.y, text)
        self.y -= 6

    def para(self, text: str) -> None:
        self.c.setFont(*BODY)
        for line in simpleSplit(text, BODY[0], BODY[1], self.width):
            self.y -= LEADING
            self.c.drawString(self.x, self.y, line)
        self.y -= LEADING * 0.9  # the gap that ends a paragraph

    def lines(self, lines: list[str]) -> None:
        """Lines set as given (a paragraph broken by the page, say)."""
        self.c.setFont(*BODY)
        for line in lines:
            self.y -= LEADING
            self.c.drawString(self.x, self.y, line)


def _furniture(c: Canvas, page: int, pages: int) -> None:
    c.setFont("Helvetica-Oblique", 8)
    c.drawString(MARGIN, H - 30, "Duel of Wands - Official Rulebook")
    c.drawRightString(W - MARGIN, 25, f"Page {page} of {pages}")


def multi_page() -> bytes:
    """Three pages. Bookmarks name the headings (Setup, Turn Order › Counterspells, Wands);
    a paragraph runs on from page 1 to page 2 ("… each wizard" / "draws …")."""
    buf = io.BytesIO()
    c = Canvas(buf, pagesize=A4)
    c.setTitle("Duel of Wands")
    top = H - 70
    # page 1
    _furniture(c, 1, 3)
    w = _Writer(c, MARGIN, W - 2 * MARGIN, top)
    c.bookmarkPage("setup")
    c.addOutlineEntry("Setup", "setup", level=0)
    w.heading("Setup", 18)
    w.para("Each player starts with 7 mana crystals and a deck of 30 spell cards.")
    w.para("The youngest wizard shuffles the deck. Before the first turn, each wizard")
    c.showPage()
    # page 2: the paragraph goes on, then a chapter with a subsection
    _furniture(c, 2, 3)
    w = _Writer(c, MARGIN, W - 2 * MARGIN, top)
    w.lines(["draws five cards from the deck and keeps them hidden."])
    w.y -= LEADING * 0.9
    c.bookmarkPage("turn")
    c.addOutlineEntry("Turn Order", "turn", level=0)
    w.heading("Turn Order", 18)
    w.para("Wizards take turns clockwise. On your turn you may cast one spell.")
    c.bookmarkPage("counter")
    c.addOutlineEntry("Counterspells", "counter", level=1)
    w.heading("Counterspells", 13)
    w.para("A counterspell cancels a spell only if it is cast before the spell resolves.")
    c.showPage()
    # page 3
    _furniture(c, 3, 3)
    w = _Writer(c, MARGIN, W - 2 * MARGIN, top)
    c.bookmarkPage("wands")
    c.addOutlineEntry("Wands", "wands", level=0)
    w.heading("Wands", 18)
    w.para("Each wizard may carry at most 3 wands at a time.")
    w.para("Wands cannot be traded between wizards.")
    c.showPage()
    c.save()
    return buf.getvalue()


LEFT = [
    ("heading", "Movement"),
    ("para", "A knight moves up to three squares in a straight line and may not pass through walls."),
    ("para", "Archers move two squares. An archer that moved this turn may not shoot until the"),
]
RIGHT = [
    ("lines", "next turn begins, and it may not climb a tower on the same turn."),
    ("gap", ""),
    ("heading", "Combat"),
    ("para", "A defender on a tower adds two to every defence roll. A siege ram destroys a gate on a roll of five or six."),
]


def two_columns() -> bytes:
    """One page: a title across the page, then two columns, each with its heading; a
    paragraph runs on from the foot of the left column to the head of the right one.
    Printed line by line, left to right, a reader would interleave the columns."""
    buf = io.BytesIO()
    c = Canvas(buf, pagesize=A4)
    c.setFont("Helvetica-Bold", 20)
    c.drawString(MARGIN, H - 80, "Castle Siege Rules")
    gap = 30
    col = (W - 2 * MARGIN - gap) / 2
    for x, items in ((MARGIN, LEFT), (MARGIN + col + gap, RIGHT)):
        w = _Writer(c, x, col, H - 100)
        for kind, text in items:
            if kind == "heading":
                w.heading(text, 14)
            elif kind == "para":
                w.para(text)
            elif kind == "lines":
                w.lines(text.split("\n"))
            else:
                w.y -= LEADING * 0.9
    c.showPage()
    c.save()
    return buf.getvalue()


def scanned(pages: int = 2) -> bytes:
    """Pages that carry only drawings (as a scan carries only an image): no text layer."""
    buf = io.BytesIO()
    c = Canvas(buf, pagesize=A4)
    for i in range(pages):
        c.setFillGray(0.2 + 0.1 * i)
        c.rect(MARGIN, MARGIN, W - 2 * MARGIN, H - 2 * MARGIN, fill=1)
        c.showPage()
    c.save()
    return buf.getvalue()
