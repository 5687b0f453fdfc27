"""Search results: exact citations, the answering sentence first, both languages."""
from __future__ import annotations

import json
import shutil

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from corpus.citations import search_citations
from corpus.embedding import get_embedder
from corpus.index import HybridIndex, index_dir, load_or_build, make_faiss
from corpus.tokens import tokenize


def _hit(results, phrase, k=3):
    return any(phrase.lower() in (c["quote"] + " " + c["context"]).lower() for c in results[:k])


def test_bleed_question_quotes_the_bleed_rule(index):
    res = search_citations(index, "when does bleed apply", k=3)
    assert _hit(res, "at the end of its turn, it loses 1 Health Point")
    assert res[0]["section"][-1] == "Conditions"


def test_russian_question_finds_the_russian_rule(index):
    res = search_citations(index, "Можно ли использовать эффект предотвращения частично?", k=3)
    assert res[0]["game"] == "berserk"
    assert _hit(res, "может быть использован частично", k=1)


def test_english_question_about_russian_rules_crosses_languages(index):
    res = search_citations(index, "Does a prevention effect still work if its card left play?", game="berserk", k=3)
    assert _hit(res, "покидает игровую зону")


def test_a_rule_outranks_the_worked_example_that_tells_a_story_like_the_players(index):
    story = ("Our Sorcerer is done for this turn and the Detective became the active Character. Can the Sorcerer "
             "still apply a 'during your turn' effect of a card he played?")
    first = search_citations(index, story, game="rise-of-myths", k=3)
    assert not first[0]["quote"].startswith("Example")
    assert _hit(first, "during-your-turn")
    # the examples' stories lead when they count as much as rules
    weights = index._example_weight
    try:
        index._example_weight = np.ones_like(weights)
        assert search_citations(index, story, game="rise-of-myths", k=3)[0]["quote"].startswith("Example")
    finally:
        index._example_weight = weights


def test_game_filter_only_returns_that_game(index):
    res = search_citations(index, "attack", game="old-ones-origins", k=10)
    assert res and all(c["game"] == "old-ones-origins" for c in res)


def test_ordinals_are_numbers_as_the_rulebooks_print_them():
    assert "6" in tokenize("after the sixth round") and "6" in tokenize("в шестом раунде")
    assert set(tokenize("the 13th token")) == set(tokenize("token 13")) and "1" in tokenize("the 1st player")
    assert "first" in tokenize("who goes first")  # "first" stays a word: it is rarely a count


def test_stemming_matches_inflected_russian_and_english():
    assert tokenize("ранам") == tokenize("раны") or tokenize("ранам")[0][:3] == tokenize("раны")[0][:3]
    assert tokenize("Bleeding conditions") == tokenize("bleed condition")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(q=st.text(min_size=1, max_size=80))
def test_every_citation_is_exactly_the_stored_text(index, q):
    for c in search_citations(index, q, k=5):
        doc = index.docs[c["doc"]]
        assert doc.text[c["start"]:c["end"]] == c["quote"]
        assert c["quote"].strip() and c["quote"] in c["context"]
        assert 0.0 <= c["score"] <= 1.0


def test_flat_below_threshold_hnsw_above_with_matching_neighbours():
    rng = np.random.default_rng(7)
    vecs = rng.standard_normal((3000, 32)).astype(np.float32)
    vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
    flat = make_faiss(vecs, threshold=10_000)
    hnsw = make_faiss(vecs, threshold=1_000)
    assert type(flat).__name__ == "IndexFlatIP" and type(hnsw).__name__ == "IndexHNSWFlat"
    queries = vecs[:50] + 0.05 * rng.standard_normal((50, 32)).astype(np.float32)
    _, a = flat.search(queries, 10)
    _, b = hnsw.search(queries, 10)
    recall = np.mean([len(set(x) & set(y)) / 10 for x, y in zip(a, b, strict=True)])
    assert recall >= 0.9


@pytest.fixture
def private_copy(data_dir, tmp_path, index):
    shutil.copytree(index_dir(data_dir), index_dir(tmp_path))
    return tmp_path


def test_a_current_index_loads_without_rebuilding(private_copy, caplog):
    load_or_build(private_copy, specs=["use-m3"])
    assert "rebuilding" not in caplog.text


def test_a_corrupt_artifact_is_rebuilt_not_served(private_copy, caplog):
    vec = next(index_dir(private_copy).glob("*.units.npy"))
    size = vec.stat().st_size
    vec.write_bytes(vec.read_bytes()[:-64])
    idx = load_or_build(private_copy, specs=["use-m3"])
    assert f"{vec.name} has {size - 64} bytes, the manifest {size}" in caplog.text
    assert search_citations(idx, "bleed", k=1)


def test_a_wrong_dimension_is_rebuilt(private_copy, caplog):
    folder = index_dir(private_copy)
    manifest = json.loads((folder / "manifest.json").read_text())
    manifest["embedders"][0]["dim"] = 384
    (folder / "manifest.json").write_text(json.dumps(manifest))
    load_or_build(private_copy, specs=["use-m3"])
    assert "embedders changed" in caplog.text


def test_a_missing_index_is_built(tmp_path, caplog):
    idx = load_or_build(tmp_path, specs=["use-m3"])
    assert "no index built yet" in caplog.text
    assert (index_dir(tmp_path) / "manifest.json").is_file()
    assert len(idx.chunks) > 100


def test_sentence_transformers_backend_is_a_working_dense_retriever(games):
    emb = get_embedder("minilm")
    v = emb.encode(["Bleed makes a creature lose health", "Weather in Paris"])
    assert v.dtype == np.float32 and v.shape == (2, emb.dim)
    assert np.allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-5)
    small = {g: games[g] for g in ("mythos-encounters", "berserk")}
    idx = HybridIndex.build(small, [emb])
    hits = idx.search("Where can cultists be taken from when sacrificed?", k=1, lexical=False)
    assert "any occupied Node" in idx.docs[idx.chunks[hits[0].chunk].doc_id].text[
        idx.chunks[hits[0].chunk].start:idx.chunks[hits[0].chunk].end]


def test_a_large_corpus_switches_to_hnsw_and_still_filters_by_game(games, monkeypatch):
    from service import settings

    monkeypatch.setattr(settings, "THRESHOLDS", settings.Thresholds(flat_max_chunks=10))
    small = {g: games[g] for g in ("mythos-encounters", "berserk")}
    idx = HybridIndex.build(small, [get_embedder("use-m3")])
    assert type(idx.faiss["use-m3"]).__name__ == "IndexHNSWFlat"
    res = search_citations(idx, "Where can cultists be taken from?", game="mythos-encounters", k=3)
    assert res and all(c["game"] == "mythos-encounters" for c in res)
    assert any("any occupied Node" in c["quote"] + c["context"] for c in res)
