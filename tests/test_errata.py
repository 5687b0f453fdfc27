"""Errata and FAQ documents (issue 13, part 4): an entry that amends a rulebook sentence is
linked to it, cited first with ``amends``, and an errata's new wording decides in place of
the old one; a document of another kind than a game's rulebook needs a rulebook to amend."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from corpus import amends
from corpus.documents import parse
from corpus.index import index_dir
from service.cli import app

RULES = """# Duel of Wands

## Setup

Each player starts with 7 mana crystals.

## Wands

Each wizard may carry at most 3 wands at a time.

Wands cannot be traded between wizards.
"""

ERRATA = """# Errata

- Wands, page 3: "Each wizard may carry at most 3 wands at a time" should read "Each wizard may carry at most 2 wands at a time".
- Setup: the first player is the youngest wizard.
"""

FAQ = """# Frequently asked questions

Q: Can a wizard give one of his wands to another wizard?

A: No. Wands cannot be traded, given or lent between wizards.
"""


def _run(*args: str) -> dict:
    r = CliRunner().invoke(app, [*args, "--json"])
    assert r.exit_code == 0, r.output
    return json.loads(r.output[r.output.index("{"):])


def _ask(q: str) -> dict:
    return _run("ask", q, "--game", "duel-of-wands")


@pytest.fixture(scope="module")
def duel(tmp_path_factory, data_dir, index):
    """A data directory with the Duel of Wands rulebook, its errata and its FAQ ingested."""
    tmp = tmp_path_factory.mktemp("errata")
    shutil.copytree(index_dir(data_dir), index_dir(tmp))
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("ARBITER_DATA_DIR", str(tmp))
        mp.setenv("ARBITER_DENSE", "use-m3")
        for name, text, args in (("duel.md", RULES, []), ("errata.md", ERRATA, ["--doc", "errata", "--kind", "errata"]),
                                 ("faq.md", FAQ, ["--doc", "faq", "--kind", "faq"])):
            (tmp / name).write_text(text, encoding="utf-8")
            _run("ingest", str(tmp / name), "--game", "duel-of-wands", "--title", "Duel of Wands " + name[:-3], *args)
        yield tmp


@pytest.fixture
def on_duel(duel, monkeypatch) -> Path:
    monkeypatch.setenv("ARBITER_DATA_DIR", str(duel))
    monkeypatch.setenv("ARBITER_DENSE", "use-m3")
    return duel


def _stored(data: Path, name: str) -> str:
    return (data / "rulebooks" / "duel-of-wands" / name).read_text(encoding="utf-8")


def test_an_errata_entry_is_cited_first_with_the_sentence_it_amends_and_its_wording_decides(on_duel):
    res = _ask("My wizard carries 2 wands and finds a third. Can a wizard carry 3 wands at a time?")
    # the book said at most 3; the errata says 2 — its wording decides
    assert res["verdict"] == "no"
    first = res["citations"][0]
    assert first["doc"] == "duel-of-wands/errata"
    errata, book = _stored(on_duel, "errata.md"), _stored(on_duel, "rulebook.md")
    assert first["quote"] == errata[first["start"]:first["end"]]
    assert "at most 2 wands at a time" in first["quote"]  # the new wording (or the entry that gives it)
    amended = first["amends"]
    assert amended["doc"] == "duel-of-wands/rulebook"
    assert book[amended["start"]:amended["end"]] == "Each wizard may carry at most 3 wands at a time."
    assert "amends the rulebook" in res["answer"] and "The rulebook said" in res["answer"]
    assert _ask("My wizard has 1 wand. Can a wizard carry 2 wands at a time?")["verdict"] == "yes"


def test_a_faq_answer_is_cited_first_and_the_rule_it_agrees_with_still_decides(on_duel):
    res = _ask("Can wands be traded between wizards?")
    assert res["verdict"] == "no"
    first = res["citations"][0]
    assert first["doc"] == "duel-of-wands/faq" and "Wands cannot be traded, given or lent" in first["quote"]
    book = _stored(on_duel, "rulebook.md")
    assert book[first["amends"]["start"]:first["amends"]["end"]] == "Wands cannot be traded between wizards."


def test_a_passage_no_entry_amends_is_cited_as_before(on_duel):
    res = _ask("How many mana crystals does each player start with?")
    assert res["citations"][0]["quote"] == "Each player starts with 7 mana crystals."
    assert all("amends" not in c for c in res["citations"] if c["doc"] == "duel-of-wands/rulebook")


def test_removing_the_errata_brings_the_old_wording_back(on_duel, tmp_path, monkeypatch):
    data = tmp_path / "data"
    shutil.copytree(on_duel, data)
    monkeypatch.setenv("ARBITER_DATA_DIR", str(data))
    r = CliRunner().invoke(app, ["remove", "duel-of-wands/errata"])
    assert r.exit_code == 0, r.output
    res = _ask("My wizard carries 2 wands and finds a third. Can a wizard carry 3 wands at a time?")
    assert res["verdict"] == "yes"
    assert all(c["doc"] != "duel-of-wands/errata" for c in res["citations"])


def test_an_errata_for_a_game_without_a_rulebook_is_refused_with_nothing_written(tmp_path, monkeypatch):
    monkeypatch.setenv("ARBITER_DATA_DIR", str(tmp_path))
    src = tmp_path / "errata.md"
    src.write_text(ERRATA, encoding="utf-8")
    r = CliRunner().invoke(app, ["ingest", str(src), "--game", "no-such-game", "--title", "Errata", "--kind", "errata"])
    assert r.exit_code == 2
    assert "has none: ingest its rulebook first" in r.output
    assert not (tmp_path / "rulebooks").exists()
    r = CliRunner().invoke(app, ["ingest", str(src), "--game", "duel", "--title", "Errata", "--kind", "novel"])
    assert r.exit_code == 2 and "is not one of: rulebook, errata, faq" in r.output


# -- reading entries (no index) -----------------------------------------------------------------

def _doc(text: str, doc_id: str, kind: str = "rulebook"):
    d = parse(text, doc_id=doc_id, game="duel", title=doc_id, language="en", markdown=True)
    d.kind = kind
    return d


def test_entries_are_paragraphs_list_lines_and_a_question_with_its_answer():
    faq = _doc("# FAQ\n\n- one entry here\n- another entry\n\nQ: Is it so?\n\nA: Yes.\n\nA plain paragraph.\n",
               "duel/faq", "faq")
    got = [faq.text[s:e] for s, e in amends.entries(faq)]
    assert got == ["- one entry here", "- another entry", "Q: Is it so?\n\nA: Yes.", "A plain paragraph."]


@pytest.mark.parametrize("entry, amended, replacement", [
    # quoted in curly quotes, another case and spacing: still the book's sentence
    ("“each wizard  may carry AT MOST 3 wands” now reads “each wizard may carry at most 4 wands”.",
     "Each wizard may carry at most 3 wands at a time.", "each wizard may carry at most 4 wands"),
    # a quote with no new wording: the sentence is amended, nothing replaces it
    ("'Wands cannot be traded between wizards' also covers lending them.",
     "Wands cannot be traded between wizards.", None),
    # fewer than five words quoted, or words the book does not say: nothing is amended
    ("'at most 3 wands' is wrong.", None, None),
    ("\"Each wizard may carry seven wands\" should read \"six\".", None, None),
])
def test_an_entry_amends_the_sentence_it_quotes(entry, amended, replacement):
    book = _doc(RULES, "duel/rulebook")
    errata = _doc("# Errata\n\n" + entry + "\n", "duel/errata", "errata")
    found = amends.find([book, errata])
    if amended is None:
        assert found == []
        return
    [a] = found
    assert book.text[a.target_start:a.target_end] == amended
    assert errata.text[a.start:a.end] == entry
    got = errata.text[a.replacement[0]:a.replacement[1]] if a.replacement else None
    assert got == replacement
