"""Bringing your own rulebook (issue 13, parts 1–2): PDF (pages kept, columns in reading
order, running headers left out), HTML, Markdown and text told apart by content; re-ingest
replaces, `arbiter remove` removes; every bad input is refused with nothing written, and no
staging folder outlives a run."""
from __future__ import annotations

import json
import os
import re
import shutil
import signal
from pathlib import Path

import pdf_books
import pytest
import yaml
from typer.testing import CliRunner

from corpus import formats
from corpus import ingest as ingest_mod
from corpus.citations import citation
from corpus.index import index_dir, load_or_build
from corpus.library import load_games, rulebook_roots
from corpus.pdf import extract
from service.cli import app

# -- PDF reading --------------------------------------------------------------------------


def test_a_multi_page_pdf_keeps_its_pages_headings_and_reading_order():
    got = extract(pdf_books.multi_page())
    assert got.text == (
        "# Setup\n\n"
        "Each player starts with 7 mana crystals and a deck of 30 spell cards.\n\n"
        # the paragraph the page cut is one paragraph again
        "The youngest wizard shuffles the deck. Before the first turn, each wizard draws five cards from the deck "
        "and keeps them hidden.\n\n"
        "# Turn Order\n\n"
        "Wizards take turns clockwise. On your turn you may cast one spell.\n\n"
        "## Counterspells\n\n"
        "A counterspell cancels a spell only if it is cast before the spell resolves.\n\n"
        "# Wands\n\n"
        "Each wizard may carry at most 3 wands at a time.\n\n"
        "Wands cannot be traded between wizards.\n")
    # the running header and the "Page N of 3" footers are gone; pages start where their text does
    assert got.pages == [0, got.text.index("draws five cards"), got.text.index("# Wands")]
    assert got.headings == 4 and got.warnings == [] and got.title == "Duel of Wands"


def test_a_two_column_pdf_reads_down_the_left_column_then_the_right():
    got = extract(pdf_books.two_columns())
    assert got.text == (
        "# Castle Siege Rules\n\n"
        "## Movement\n\n"
        "A knight moves up to three squares in a straight line and may not pass through walls.\n\n"
        "Archers move two squares. An archer that moved this turn may not shoot until the next turn begins, "
        "and it may not climb a tower on the same turn.\n\n"
        "## Combat\n\n"
        "A defender on a tower adds two to every defence roll. A siege ram destroys a gate on a roll of five or six.\n")
    assert got.pages == [0]  # headings by font size: no bookmarks in this one


def test_a_pdf_without_a_text_layer_says_ocr_is_needed():
    with pytest.raises(formats.Unreadable, match=r"no text layer \(2 pages of images, likely scanned\): OCR is needed"):
        formats.read(pdf_books.scanned(), "scan.pdf", max_chars=10**6)


# -- formats told from the content ----------------------------------------------------------

def test_the_format_comes_from_the_content_not_the_name():
    pdf = formats.read(pdf_books.two_columns(), "rules.txt", max_chars=10**6)
    assert pdf.format == "pdf" and pdf.warnings == ["rules.txt is named .txt but is PDF: read as PDF"]
    page = b"<html><head><title>Siege</title></head><body><h1>Siege</h1><p>Rams break gates.</p></body></html>"
    html = formats.read(page, "rules.txt", max_chars=10**6)
    assert (html.format, html.text, html.title) == ("html", "# Siege\n\nRams break gates.\n", "Siege")
    text = formats.read(b"Rules\n\nRams break gates.\n", "rules.pdf", max_chars=10**6)
    assert text.format == "text" and text.warnings == ["rules.pdf is named .pdf but holds no PDF (no %PDF header): read as text"]


def test_hash_headings_in_a_txt_file_are_read_as_markdown_with_a_warning():
    got = formats.read(b"# Siege\n\nRams break gates.\n\n## Towers\n\nArchers shoot from towers.\n", "siege.txt",
                       max_chars=10**6)
    assert got.format == "markdown" and got.markdown
    assert got.warnings == ["siege.txt reads as Markdown ('#' headings) though it is named .txt: parsed as Markdown"]
    plain = formats.read(b"Siege\n\nRams break gates. #1 rule: have fun.\n", "siege.txt", max_chars=10**6)
    assert plain.format == "text" and plain.warnings == []


def test_html_becomes_markdown_without_scripts_navigation_or_markup():
    page = """<!doctype html><html><head><title>Siege &amp; Storm</title><style>p{color:red}</style></head>
    <body><nav><a href="/">Home</a> | <a href="/games">Games</a></nav>
    <h1>Siege &amp; Storm</h1><p>Rams <b>break</b>
       gates.</p><script>alert("no")</script>
    <h2>Towers</h2><ul><li>Archers shoot from towers.</li><li>A tower holds at most 2 archers.</li></ul>
    <p>Line one<br>line two</p><footer>© the publisher</footer></body></html>"""
    got = formats.read(page.encode(), "siege.html", max_chars=10**6)
    assert got.text == ("# Siege & Storm\n\nRams break gates.\n\n## Towers\n\n"
                        "• Archers shoot from towers.\n• A tower holds at most 2 archers.\n\n"
                        "Line one\nline two\n")
    assert got.title == "Siege & Storm"


# -- bad input: refused with nothing written ---------------------------------------------------

BAD = [
    pytest.param(["--game", "../../x"], b"Rules.\n\nA knight moves.", "rules.txt", "game id '../../x' is not a slug",
                 id="game-id-escapes-the-data-directory"),
    pytest.param(["--game", "Bad Id!"], b"Rules.\n\nA knight moves.", "rules.txt", "game id 'Bad Id!' is not a slug",
                 id="game-id-not-a-slug"),
    pytest.param(["--game", "siege", "--doc", "../meta"], b"A knight moves.", "rules.txt",
                 "document id '../meta' is not a slug", id="doc-id-not-a-slug"),
    pytest.param(["--game", "siege", "--lang", "english"], b"A knight moves.", "rules.txt",
                 "language 'english' is not a two-letter code", id="language"),
    pytest.param(["--game", "siege", "--title", " "], b"A knight moves.", "rules.txt", "the title is empty", id="title"),
    pytest.param(["--game", "siege"], b"\x00" * 100_000, "rules.txt",
                 "rules.txt: the file contains NUL bytes (the first at byte 0)", id="100-KB-of-NUL"),
    pytest.param(["--game", "siege"], b"A knight moves.\x00\x01 then stops.", "rules.txt",
                 "rules.txt: the file contains NUL bytes (the first at byte 15)", id="NUL-bytes"),
    pytest.param(["--game", "siege"], ("A knight moves." + "\x07\x1b\x02" * 20).encode(), "rules.txt",
                 "rules.txt: only 20 % of the text's characters are printable", id="mostly-unprintable"),
    pytest.param(["--game", "siege"], "Правила: рыцарь ходит.".encode("cp1251"), "rules.txt",
                 "rules.txt: the file is not UTF-8 text (byte 0 is 0xcf): save it as UTF-8", id="not-utf8"),
    pytest.param(["--game", "siege"], b"  \n\n ", "rules.txt", "rules.txt: the file is empty", id="empty"),
    pytest.param(["--game", "siege"], b"PK\x03\x04" + b"x" * 100, "rules.docx",
                 "rules.docx: the file is a ZIP archive (a .docx, .odt or .epub?)", id="zip"),
    pytest.param(["--game", "siege"], b"%PDF-1.4\nthis is no PDF at all\n", "rules.pdf",
                 "rules.pdf: not a readable PDF", id="broken-pdf"),
    pytest.param(["--game", "siege"], pdf_books.scanned(), "scan.pdf", "OCR is needed", id="scanned-pdf"),
    pytest.param(["--game", "rise-of-myths"], b"# House rules\n\nA knight moves.", "rules.md",
                 "rise-of-myths/rulebook is a bundled rulebook and cannot be replaced", id="bundled-document"),
    pytest.param(["--game", "siege"], b"# Only\n\n## Headings\n", "rules.md",
                 "rules.md: no paragraph of text was found", id="headings-only"),
]


@pytest.mark.parametrize("args, content, name, message", BAD)
def test_bad_input_is_refused_with_nothing_written(tmp_path, monkeypatch, args, content, name, message):
    data = tmp_path / "data"
    monkeypatch.setenv("ARBITER_DATA_DIR", str(data))
    src = tmp_path / name
    src.write_bytes(content)
    if "--title" not in args:
        args = [*args, "--title", "Siege"]
    r = CliRunner().invoke(app, ["ingest", str(src), *args])
    assert r.exit_code == 2, r.output
    assert message in r.output and r.output.startswith("not ingested: ")
    assert not data.exists()  # not even the data directory


def test_a_file_over_the_size_limit_is_refused_before_it_is_read(tmp_path, monkeypatch):
    data = tmp_path / "data"
    monkeypatch.setenv("ARBITER_DATA_DIR", str(data))
    monkeypatch.setattr(ingest_mod, "MAX_BYTES", 1000)
    src = tmp_path / "big.txt"
    src.write_bytes(b"A knight moves.\n" * 100)
    r = CliRunner().invoke(app, ["ingest", str(src), "--game", "siege", "--title", "Siege"])
    assert r.exit_code == 2
    assert "big.txt has 1,600 bytes, more than the limit of 1,000" in r.output and not data.exists()
    with pytest.raises(ingest_mod.IngestError) as err:
        ingest_mod.prepare(b"x" * 1001, "upload.txt", game="siege", title="Siege", lang="en")
    assert err.value.code == "too_large"


# -- ingest, re-ingest, remove (each builds the index) --------------------------------------------

@pytest.fixture
def data(tmp_path, data_dir, index, monkeypatch) -> Path:
    """A data directory holding the session's built index of the bundled books."""
    shutil.copytree(index_dir(data_dir), index_dir(tmp_path / "data"))
    monkeypatch.setenv("ARBITER_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("ARBITER_DENSE", "use-m3")
    return tmp_path / "data"


def _ingest(tmp_path: Path, content: bytes, name: str, *args: str) -> dict:
    src = tmp_path / name
    src.write_bytes(content)
    r = CliRunner().invoke(app, ["ingest", str(src), *args, "--json"])
    assert r.exit_code == 0, r.output
    return json.loads(r.output[r.output.index("{"):])


def _search(q: str, game: str) -> dict:
    r = CliRunner().invoke(app, ["search", q, "--game", game, "--k", "1"])
    assert r.exit_code == 0, r.output
    return json.loads(r.output[r.output.index("{"):])["results"][0]


def test_an_ingested_pdf_is_cited_with_its_page_and_exact_quotes(tmp_path, data):
    report = _ingest(tmp_path, pdf_books.multi_page(), "duel.pdf", "--game", "duel-of-wands", "--title", "Duel of Wands")
    assert report == {
        "game": "duel-of-wands", "doc": "duel-of-wands/rulebook", "sections": 4, "pages": 3, "chunks": 5,
        "warnings": [], "format": "pdf", "replaced": False,
        "outline": [{"title": "Setup", "level": 1, "page": 1}, {"title": "Turn Order", "level": 1, "page": 2},
                    {"title": "Counterspells", "level": 2, "page": 2}, {"title": "Wands", "level": 1, "page": 3}]}
    doc = load_games(rulebook_roots(data))["duel-of-wands"].documents[0]
    for q, page, quote in [("how many wands may a wizard carry", 3, "Each wizard may carry at most 3 wands at a time."),
                           ("when does a counterspell cancel a spell", 2,
                            "A counterspell cancels a spell only if it is cast before the spell resolves."),
                           ("how much mana do players start with", 1,
                            "Each player starts with 7 mana crystals and a deck of 30 spell cards.")]:
        c = _search(q, "duel-of-wands")
        assert (c["quote"], c["page"]) == (quote, page)
        assert doc.text[c["start"]:c["end"]] == c["quote"]
    # a sentence the page break cut is quoted whole, on the page where it starts
    s = doc.text.index("Before the first turn")
    assert citation(doc, s, doc.text.index("hidden.") + 7)["page"] == 1
    assert citation(doc, doc.text.index("draws five"), doc.text.index("hidden.") + 7)["page"] == 2
    # the bundled books' citations are unchanged: no page
    assert "page" not in _search("what does bleed do", "rise-of-myths")
    # … and the API carries the page too (its Citation model declares it)
    from fastapi.testclient import TestClient

    from corpus.index import load_or_build
    from service.app import create_app
    with TestClient(create_app(load_or_build(data))) as client:
        hit = client.get("/v1/search", params={"q": "how many wands may a wizard carry", "game": "duel-of-wands",
                                               "k": 1}).json()["results"][0]
        assert (hit["quote"], hit["page"]) == ("Each wizard may carry at most 3 wands at a time.", 3)
        bundled = client.get("/v1/search", params={"q": "what does bleed do", "game": "rise-of-myths"}).json()
        assert all("page" not in c for c in bundled["results"])


def test_the_reference_page_marks_page_breaks(tmp_path, data):
    from service.pages import rulebook_page

    _ingest(tmp_path, pdf_books.multi_page(), "duel.pdf", "--game", "duel-of-wands", "--title", "Duel of Wands")
    page = rulebook_page(load_games(rulebook_roots(data))["duel-of-wands"])
    marks = [page.index(f'<span class="page" id="page_{n}" data-page="{n}">page {n}</span>') for n in (1, 2, 3)]
    assert marks == sorted(marks)
    # page 2 begins inside the paragraph the page cut, page 3 before the Wands heading
    assert page.index("each wizard ") < marks[1] < page.index("draws five cards")
    assert marks[2] < page.index('<h2 id="wands">Wands</h2>')


def test_reingest_replaces_the_document_and_remove_takes_it_away(tmp_path, data):
    first = _ingest(tmp_path, b"# Siege\n\nA ram breaks a gate on a five.\n\n## Towers\n\nArchers shoot from towers.\n",
                    "siege.md", "--game", "siege", "--title", "Siege")
    assert (first["replaced"], first["sections"], first["chunks"]) == (False, 2, 2)
    second = _ingest(tmp_path, b"<h1>Siege</h1><p>A ram breaks a gate on a six.</p>", "siege.html",
                     "--game", "siege", "--title", "Siege, second edition")
    assert (second["doc"], second["replaced"], second["format"], second["chunks"]) == ("siege/rulebook", True, "html", 1)
    idx = load_or_build(data, specs=["use-m3"])
    assert [d.id for d in idx.games["siege"].documents] == ["siege/rulebook"]
    assert [idx.docs[c.doc_id].text[c.start:c.end] for c in idx.chunks if c.game == "siege"] == [
        "A ram breaks a gate on a six."]  # no chunk of the first edition is left
    assert sorted(p.name for p in (data / "rulebooks" / "siege").iterdir()) == ["meta.yaml", "rulebook.md"]
    # a second document of the game beside it, then each removed
    _ingest(tmp_path, b"Towers hold two archers.\n", "faq.txt", "--game", "siege", "--title", "FAQ", "--doc", "faq")
    r = CliRunner().invoke(app, ["remove", "siege/faq"])
    assert r.exit_code == 0 and "removed siege/faq\n" in r.output
    idx = load_or_build(data, specs=["use-m3"])
    assert [d.id for d in idx.games["siege"].documents] == ["siege/rulebook"]
    r = CliRunner().invoke(app, ["remove", "siege"])
    assert r.exit_code == 0 and "removed siege/rulebook\n" in r.output
    idx = load_or_build(data, specs=["use-m3"])
    assert "siege" not in idx.games and not (data / "rulebooks" / "siege").exists()
    assert sorted(idx.games) == ["berserk", "mythos-encounters", "old-ones-origins", "rise-of-myths"]
    assert sorted(p.name for p in data.iterdir()) == ["index", "index.lock", "rulebooks"]


def test_remove_refuses_what_it_cannot_remove(data):
    before = sorted(p.name for p in data.iterdir())
    for target, message in [("siege", "no ingested document 'siege'; ingested documents: none"),
                            ("rise-of-myths/rulebook", "rise-of-myths/rulebook is bundled (corpus/rulebooks/)"),
                            ("rise-of-myths", "rise-of-myths is bundled"),
                            ("../x", "game id '..' is not a slug")]:
        r = CliRunner().invoke(app, ["remove", target])
        assert r.exit_code == 2 and message in r.output, r.output
    assert sorted(p.name for p in data.iterdir()) == before


# -- staging: cleaned on every exit path and at start ------------------------------------------

def test_a_failed_build_leaves_the_previous_version_and_no_staging(tmp_path, data, monkeypatch):
    from corpus.index import HybridIndex

    _ingest(tmp_path, b"# Siege\n\nA ram breaks a gate on a five.\n", "siege.md", "--game", "siege", "--title", "Siege")
    before = (data / "rulebooks" / "siege" / "rulebook.md").read_bytes()

    def fail(*a, **kw):
        raise RuntimeError("the encoder ran out of memory")

    monkeypatch.setattr(HybridIndex, "build", classmethod(fail))
    src = tmp_path / "v2.md"
    src.write_bytes(b"# Siege\n\nA ram breaks a gate on a six.\n")
    r = CliRunner().invoke(app, ["ingest", str(src), "--game", "siege", "--title", "Siege"])
    assert r.exit_code != 0 and isinstance(r.exception, RuntimeError)
    assert (data / "rulebooks" / "siege" / "rulebook.md").read_bytes() == before
    assert sorted(p.name for p in data.iterdir()) == ["index", "index.lock", "rulebooks"]


def test_sigterm_during_an_ingest_removes_its_staging(tmp_path, data, monkeypatch):
    from corpus.index import HybridIndex

    def killed(*a, **kw):
        os.kill(os.getpid(), signal.SIGTERM)  # as `kill PID` would, in the middle of the build
        raise AssertionError("SIGTERM did not stop the ingest")

    monkeypatch.setattr(HybridIndex, "build", classmethod(killed))
    src = tmp_path / "siege.md"
    src.write_bytes(b"# Siege\n\nA ram breaks a gate on a five.\n")
    r = CliRunner().invoke(app, ["ingest", str(src), "--game", "siege", "--title", "Siege"])
    assert r.exit_code == 128 + signal.SIGTERM
    assert sorted(p.name for p in data.iterdir()) == ["index", "index.lock"]
    assert signal.getsignal(signal.SIGTERM) is signal.SIG_DFL  # the handler is put back


def test_what_a_killed_ingest_left_is_settled_at_the_next_start(tmp_path, data):
    """A SIGKILL leaves staging folders (and, between two renames, the rulebooks moved
    aside): the next run restores the rulebooks and removes the rest."""
    _ingest(tmp_path, b"# Siege\n\nA ram breaks a gate on a five.\n", "siege.md", "--game", "siege", "--title", "Siege")
    (data / "rulebooks").rename(data / "rulebooks.old")  # killed between the swap's two renames
    for name in ("rulebooks.staging.ab12cd34", "index.staging.ab12cd34", "ingest.k3j_x9a2"):
        (data / name).mkdir()
        (data / name / "half-written").write_bytes(b"x" * 100)
    idx = load_or_build(data, specs=["use-m3"])
    assert "siege" in idx.games
    assert sorted(p.name for p in data.iterdir()) == ["index", "index.lock", "rulebooks"]
    meta = yaml.safe_load((data / "rulebooks" / "siege" / "meta.yaml").read_text(encoding="utf-8"))
    assert [d["id"] for d in meta["documents"]] == ["siege/rulebook"]


# -- a real manual: GNU Backgammon's, typeset by DocBook (Debian's gnubg-data, GFDL-1.3+) -----------

@pytest.fixture(scope="module")
def gnubg_manual(tmp_path_factory) -> Path:
    """The 81-page PDF manual from Debian's gnubg-data package, fetched with apt-get (a
    registry this project's machines reach) and unpacked with dpkg-deb; not kept in the
    repository. Skips where apt cannot fetch it."""
    import subprocess

    tmp = tmp_path_factory.mktemp("gnubg")
    try:
        subprocess.run(["apt-get", "download", "gnubg-data"], cwd=tmp, check=True, timeout=300, capture_output=True)
        deb = next(tmp.glob("gnubg-data_*.deb"))
        subprocess.run(["dpkg-deb", "-x", str(deb), str(tmp / "x")], check=True, timeout=120, capture_output=True)
    except (OSError, subprocess.SubprocessError, StopIteration) as exc:
        pytest.skip(f"Debian's gnubg-data could not be fetched (apt-get update first?): {exc}")
    return tmp / "x/usr/share/doc/gnubg/gnubg.pdf"


def test_a_real_manual_keeps_its_pages_chapters_and_no_running_headers(gnubg_manual):
    from pdfminer.high_level import extract_text

    got = formats.read(gnubg_manual.read_bytes(), "gnubg.pdf", max_chars=10**7)
    assert got.format == "pdf" and len(got.pages or []) == 81 and got.title == "GNU Backgammon Manual V1.00.0"
    assert got.warnings == ["left out pages 4–9: a table of contents",
                            "1 of the PDF's 176 bookmarks name no heading printed on their page; they are not sections"]
    doc = ingest_mod.parse(got.text, doc_id="gnubg/rulebook", game="gnubg", title="GNU Backgammon", language="en",
                           markdown=True)
    doc.pages = got.pages
    titles = [s.title for s in doc.sections]
    assert len(titles) == 175 and titles[:4] == ["1 Introduction", "1.1 GPL copying/warranty info",
                                                 "2 Rules of the game", "2.1 Setup"]
    assert [s.path for s in doc.sections if s.title == "2.4 Hitting and Entering"] == [
        ["2 Rules of the game", "2.4 Hitting and Entering"]]
    # the running header over every page and the "N / 72" page numbers are gone: the title is
    # left on the title page and in the revision table's TITLE cell (page 3)
    found = [doc.page_at(m.start()) for m in re.finditer(re.escape("GNU Backgammon Manual V1.00.0"), got.text)]
    assert found == [1, 3] and " / 72" not in got.text
    for sentence in ("A point occupied by a single checker of either color is called a blot.",
                     "Each player has fifteen checkers of his own color."):
        at = got.text.index(sentence)
        page = doc.page_at(at)
        assert page is not None and sentence in extract_text(str(gnubg_manual), page_numbers=[page - 1]).replace("\n", " ")


def _ask(q: str) -> dict:
    r = CliRunner().invoke(app, ["ask", q, "--json"])
    assert r.exit_code == 0, r.output
    return json.loads(r.output[r.output.index("{"):])


def test_a_books_title_alone_is_no_topic_of_its_rules(tmp_path, data):
    book = (b"# Quartz Tiles\n\n## Setup\n\nShuffle the tiles and deal a grid of four rows of four tiles, face up. "
            b"Place the remaining tiles in a stock beside the grid.\n\n## Rules\n\nYou may swap two adjacent tiles of "
            b"the same colour. A row of four tiles of one colour is cleared and scores 10 points. When no swap is "
            b"possible, turn over the top tile of the stock and place it in an empty square.\n")
    _ingest(tmp_path, book, "quartz.md", "--game", "quartz-tiles", "--title", "Quartz Tiles")
    # the title names the game; the rest of the question is not its book's
    r = _ask("What percentage of Quartz Tiles games can actually be won?")
    assert r["abstained"] is True
    # … while a question in its book's words is answered from it
    r = _ask("In Quartz Tiles, can I swap two adjacent tiles of the same colour?")
    assert (r["abstained"], r["game"]) == (False, "quartz-tiles")


_PATIENCE = {
    "reserve-patience": b"# Reserve Patience\n\n## Setup\n\nDeal thirteen cards face down into a reserve pile and turn its "
                        b"top card face up. Deal four cards face up to start the tableau. The rest of the deck is the "
                        b"stock.\n\n## Play\n\nTurn cards from the stock to the waste three at a time. The top card of "
                        b"the reserve pile may be played to a foundation or to the tableau. Build the tableau down in "
                        b"alternating colours.\n",
    "column-patience": b"# Column Patience\n\n## Setup\n\nDeal seven columns; the first gets one card, the last seven. "
                       b"The rest of the deck is the stock.\n\n## Play\n\nTurn one card from the stock to the waste. "
                       b"Build the columns down in alternating colours and the foundations up by suit from the Ace. "
                       b"Only a King may go to an empty column.\n",
}


def test_an_ingested_book_whose_passage_leads_is_not_outpulled_by_a_bundled_books_written_rules(tmp_path, data):
    # Rise of Myths' written rules (worded as players ask) come closer to "… 12 cards at the
    # start?" than the ingested book's drafted ones, and pulled the question over the book
    # whose passage it is
    for game, book in _PATIENCE.items():
        _ingest(tmp_path, book, f"{game}.md", "--game", game, "--title", game.replace("-", " ").title())
    assert _ask("Does the reserve pile get 12 cards at the start?")["game"] == "reserve-patience"
    # a question in a bundled book's own words still goes to it
    assert _ask("Can a Character play a card for another Character during their turn?")["game"] == "rise-of-myths"


_HARBOUR = (b"# Harbour Patience\n\nWritten by a reader of patience books\n\n## Setup\n\n"
            b"- Type of Deck: Standard Deck\n- Harbour: Two piles beside the stock, each holding one card.\n"
            b"- Tableau: Six piles of five cards, dealt face up.\n- Stock: The rest of the deck.\n\n"
            b"## Rules\n\nCards in the Tableau are built down by alternating colour. An empty pile may be filled "
            b"with any card. Cards in the Harbour can be played back on to the Tableau.\n")


def test_a_list_items_label_is_a_topic_of_its_book(tmp_path, data):
    # "- Tableau: Six piles …" defines the Tableau: a question that says it names the book's
    # topic, though its words are far from any passage ("red 6 on a black 7")
    _ingest(tmp_path, _HARBOUR, "harbour.md", "--game", "harbour-patience", "--title", "Harbour Patience")
    r = _ask("can I build a red 6 on a black 7 in the tableau?")
    assert (r["abstained"], r["game"]) == (False, "harbour-patience")
    # a label names a topic, it does not make another subject one of the book's
    assert _ask("What is the best harbour to sail into near Lisbon?")["abstained"] is True


def test_a_one_word_title_written_as_two_words_names_its_game(tmp_path, data):
    # players write "Freecell" as "free cell": the two words closed up are the title
    book = (b"# Tidepool\n\n## Setup\n\nDeal eight columns of cards face up. Four cells above them each hold one "
            b"card.\n\n## Rules\n\nBuild the columns down in alternating colours. Any card may go to an empty "
            b"column.\n")
    for game, other in _PATIENCE.items():
        _ingest(tmp_path, other, f"{game}.md", "--game", game, "--title", game.replace("-", " ").title())
    _ingest(tmp_path, book, "tidepool.md", "--game", "tidepool", "--title", "Tidepool")
    r = _ask("Can I park two cards in the same tide pool?")
    # … and answered from it: the two words are the title, not words its book must use
    assert (r["game"], r["abstained"]) == ("tidepool", False)
    assert _ask("How many tide pools are there?")["game"] == "tidepool"


def test_the_count_a_question_tells_picks_the_sibling_book_that_prints_it(tmp_path, data):
    # two patience books in the same words but their counts: the count told decides
    books = {"harvest-patience": (b"# Harvest Patience\n\n## Setup\n\nDeal the whole deck face up into ten piles of "
                                  b"five cards. Four foundations start empty.\n\n## Rules\n\nBuild the piles down by "
                                  b"suit. Move one card at a time. An empty pile may be filled with any card.\n"),
             "orchard-patience": (b"# Orchard Patience\n\n## Setup\n\nDeal the whole deck face up into seven piles "
                                  b"of three cards. Four foundations start empty.\n\n## Rules\n\nBuild the piles down "
                                  b"by suit. Move one card at a time. An empty pile may be filled with any card.\n")}
    for game, book in books.items():
        _ingest(tmp_path, book, f"{game}.md", "--game", game, "--title", game.replace("-", " ").title())
    assert _ask("In the game with ten columns, do I deal 5 cards to each?")["game"] == "harvest-patience"
    assert _ask("In the patience game with seven piles, does each pile get 3 cards?")["game"] == "orchard-patience"


def test_a_topic_another_book_uses_in_its_own_words_pulls_no_more_to_its_game(tmp_path, data):
    # Rise of Myths has a topic "Remove"; three patience books say "removed" in their passages:
    # the words are shared, not Rise of Myths' own, and the passage that tells the rule leads
    book = (b"# Ribbon Patience\n\n## Setup\n\nDeal the cards one at a time in a single line from left to right.\n\n"
            b"## Rules\n\nA card may be moved onto the card to its left if they match in suit or value. The covered "
            b"card is removed from the line and the gap closes up at once.\n")
    _ingest(tmp_path, book, "ribbon.md", "--game", "ribbon-patience", "--title", "Ribbon Patience")
    for game, rule in (("pairs-patience", b"Two cards of the same value that touch are removed as a pair."),
                       ("thirteens-patience", b"Two cards whose values add up to thirteen are removed together.")):
        _ingest(tmp_path, b"# " + game.replace("-", " ").title().encode() + b"\n\n## Rules\n\n" + rule + b"\n",
                f"{game}.md", "--game", game, "--title", game.replace("-", " ").title())
    assert _ask("Once a covered card is removed from the line, what happens to the gap?")["game"] == "ribbon-patience"
