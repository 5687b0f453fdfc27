"""Rulebook parsing: sections found, anchors stable, offsets exact."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from corpus.chunking import chunk_document
from corpus.documents import own_spans, parse, units


def titles(doc):
    return {s.title for s in doc.sections}


def test_seed_rulebooks_sections_are_found(games):
    rom = games["rise-of-myths"].documents[0]
    assert {"Conditions", "Timing of Effects", "Golden Rules", "Glossary", "Coin of Destiny"} <= titles(rom)
    ooo = games["old-ones-origins"].documents[0]
    assert {"Movement Blockers", "Spell Casting", "Spell Cost", "Attrition", "Game Length"} <= titles(ooo)
    bk = games["berserk"].documents[0]
    assert "Эффект предотвращения" in titles(bk)


def test_section_paths_nest_as_the_table_of_contents_says(games):
    rom = games["rise-of-myths"].documents[0]
    cond = next(s for s in rom.sections if s.title == "Conditions")
    assert cond.path == ["The Concepts and Additional Rules", "Conditions"]
    assert cond.anchor == "conditions"


def test_every_heading_offset_points_at_its_title(games):
    for g in games.values():
        for d in g.documents:
            for s in d.sections:
                assert d.text[s.start:s.body_start].strip().rstrip(".") == s.title
                assert s.start < s.end <= len(d.text)


def test_anchors_are_unique_and_survive_edits_elsewhere(games):
    rom = games["rise-of-myths"].documents[0]
    anchors = [s.anchor for s in rom.sections]
    assert len(anchors) == len(set(anchors))
    # a new section inserted earlier in a document moves no other section's anchor
    md = "# Intro\n\nHello.\n\n# Combat\n\nFight.\n\n## Bleed\n\nLose health.\n"
    before = {s.title: s.anchor for s in parse(md, doc_id="x", game="x", title="X", language="en", markdown=True).sections}
    md2 = "# Preface\n\nNew.\n\n# Combat Notes\n\nMore.\n\n" + md
    after = {s.title: s.anchor for s in parse(md2, doc_id="x", game="x", title="X", language="en", markdown=True).sections}
    assert all(after[t] == a for t, a in before.items())


def test_markdown_headings_and_levels():
    md = "Intro line.\n\n# Setup\n\nDeal 5 cards.\n\n## Tokens\n\n- Red tokens: 3\n- Blue tokens: 2\n\n# Play\n\nTake turns.\n"
    doc = parse(md, doc_id="t/r", game="t", title="T", language="en", markdown=True)
    assert [(s.title, s.level) for s in doc.sections] == [("Setup", 1), ("Tokens", 2), ("Play", 1)]
    tokens = doc.sections[1]
    assert doc.text[tokens.body_start:tokens.end].strip().startswith("- Red tokens")
    items = [doc.text[u.start:u.end] for u in units(doc.text, tokens.body_start, tokens.end)]
    assert items == ["Red tokens: 3", "Blue tokens: 2"]


def test_plain_text_without_contents_falls_back_to_title_lines():
    text = "Some rules about attacks. They hurt.\n\nPrevention\n\nPrevention reduces wounds. It is permanent.\n"
    doc = parse(text, doc_id="t/r", game="t", title="T", language="en")
    assert [s.title for s in doc.sections] == ["Prevention"]
    assert [doc.text[u.start:u.end] for u in units(doc.text, doc.sections[0].body_start, doc.sections[0].end)] == [
        "Prevention reduces wounds.", "It is permanent."]


def test_sentences_keep_abbreviations_whole():
    text = "Use a card that stops it (e.g. Elder Sign), or pay. Then go on."
    assert [text[u.start:u.end] for u in units(text, 0, len(text))] == [
        "Use a card that stops it (e.g. Elder Sign), or pay.", "Then go on."]


def test_chunks_never_cross_a_section_boundary(games):
    for g in games.values():
        for d in g.documents:
            bodies = [(start, end) for _, start, end in own_spans(d)]
            for c in chunk_document(d):
                assert any(a <= c.start and c.end <= b for a, b in bodies), c
                assert all(c.start <= u.start < u.end <= c.end for u in c.units)
                assert d.text[c.start:c.end].strip() == d.text[c.start:c.end]


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=400))
def test_parsing_arbitrary_text_keeps_offsets_exact(text):
    for md in (False, True):
        doc = parse(text, doc_id="t/r", game="t", title="T", language="en", markdown=md)
        for s in doc.sections:
            assert 0 <= s.start <= s.body_start <= s.end <= len(text)
        for c in chunk_document(doc):
            for u in c.units:
                assert 0 <= u.start < u.end <= len(text)
                assert text[u.start:u.end].strip()
