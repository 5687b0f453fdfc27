"""Hybrid retrieval: BM25 over stemmed words (finds exact game terms) fused by reciprocal
rank with FAISS dense search (finds paraphrases, crosses languages).

Artifacts live in a data directory next to a manifest (corpus hash, embedder identities,
counts, each file's size and checksum). ``load_or_build`` never serves a missing, stale,
incomplete or corrupt artifact: it logs why and rebuilds. A build is staged beside the
served index and swapped in under a lock, so a crash at any point leaves the previous
index usable, and what a crash left behind is removed on the next build or load.
"""
from __future__ import annotations

import fcntl
import hashlib
import json
import logging
import os
import re
import shutil
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TypeGuard

import bm25s
import faiss
import numpy as np

from corpus import amends
from corpus.amends import Amendment
from corpus.chunking import Chunk, chunk_document
from corpus.documents import Document, Unit, units
from corpus.embedding import Embedder, get_embedder
from corpus.library import Game, corpus_hash, load_games, rulebook_roots
from corpus.tokens import tokenize

log = logging.getLogger("arbiter.index")

# 4: number words tokenized from one table (corpus.tokens), inflected forms too;
# 5: the manifest records each file's size, chunks per document and vectors per embedder
FORMAT = 5
RRF_K = 60
DEFAULT_DENSE = "use-m3"
# BM25's vote counts twice in the fusion: the benchmark (benchmarks/retrieval.py) showed
# exact game terms outrank paraphrase on English questions, while the dense vote still
# carries the cross-language questions that BM25 cannot see at all.
LEXICAL_WEIGHT = float(os.environ.get("ARBITER_LEXICAL_WEIGHT", "2"))
# A worked example ("Example: The Sorcerer plays …") tells a story, as players do, so it
# outranks the rule sentence it illustrates; its fused score counts this much. Swept 0-0.3
# off on the dev situations and holdouts 3-5 (0.15: hit@3 0.88→0.93 on situations, 0.90→0.94
# on holdout3, 0.87→0.89 on holdout5, 0.86→0.83 on holdout1; search hit@3 0.84→0.88), then
# checked on situations_holdout6 (not tuned on): hit@3 0.79→0.80, hit@1 0.55→0.59.
EXAMPLE_WEIGHT = 0.85
# an errata or FAQ entry that quotes no rulebook sentence amends the one closest in meaning
# when it is this close (cosine of the sentence vectors): an entry rewords the sentence it
# changes. Kept high: an entry linked to the wrong sentence would be cited as changing it;
# one linked to none is still found by search and cited as itself
AMEND_MEANING = 0.75
_EXAMPLE = re.compile(r"\s*(?:Example|Пример)\b")

faiss.omp_set_num_threads(1)

def dense_specs() -> list[str]:
    raw = os.environ.get("ARBITER_DENSE", DEFAULT_DENSE)
    return [s.strip() for s in raw.split(",") if s.strip()]


def make_faiss(vecs: np.ndarray, threshold: int | None = None) -> faiss.Index:
    """Exact inner-product search up to ``Thresholds.flat_max_chunks`` (service/settings.py,
    with what it was calibrated on); HNSW past it, where exhaustive search is the slow part."""
    from service.settings import THRESHOLDS  # the settings module imports nothing of the service

    threshold = THRESHOLDS.flat_max_chunks + 1 if threshold is None else threshold
    dim = vecs.shape[1]
    index: faiss.Index
    if len(vecs) >= threshold:
        index = faiss.IndexHNSWFlat(dim, 32, faiss.METRIC_INNER_PRODUCT)
        index.hnsw.efSearch = 128
    else:
        index = faiss.IndexFlatIP(dim)
    if len(vecs):
        index.add(np.ascontiguousarray(vecs, dtype=np.float32))
    return index


def _search_params(index: faiss.Index, ids: np.ndarray | None):
    if ids is None:
        return None
    sel = faiss.IDSelectorBatch(ids.astype(np.int64))
    if isinstance(index, faiss.IndexHNSW):
        return faiss.SearchParametersHNSW(sel=sel, efSearch=index.hnsw.efSearch)  # type: ignore[attr-defined]
    return faiss.SearchParameters(sel=sel)  # type: ignore[call-arg]  # the SWIG stubs miss these keywords


@dataclass
class Hit:
    chunk: int
    score: float  # fused, in [0, 1]
    ranks: dict[str, int]


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


class HybridIndex:
    """Chunks of every game's documents with a BM25 index and one FAISS index per
    embedder; units (sentences, items, entries) are embedded too, to pick the quote."""

    def __init__(self, games: dict[str, Game], chunks: list[Chunk], embedders: list[Embedder],
                 chunk_vecs: dict[str, np.ndarray], unit_vecs: dict[str, np.ndarray]):
        self.games = games
        self.docs: dict[str, Document] = {d.id: d for g in games.values() for d in g.documents}
        self.chunks = chunks
        self.embedders = embedders
        self.unit_vecs = unit_vecs
        self._unit_offset = np.cumsum([0] + [len(c.units) for c in chunks])
        self.faiss = {e.spec: make_faiss(chunk_vecs[e.spec]) for e in embedders}
        self._chunk_vecs = chunk_vecs
        self._chunk_game = np.array([c.game for c in chunks])
        self._unit_game = np.repeat(self._chunk_game, [len(c.units) for c in chunks]) if chunks else self._chunk_game
        # each game's chunk ids, and its units as a slice where they lie together (as built):
        # reading one game's sentence vectors, not every game's, is what support costs
        self._game_ids = {g: np.flatnonzero(self._chunk_game == g) for g in games}
        self._game_units = {g: _rows(self._unit_game == g) for g in games}
        self._example_weight = np.array([EXAMPLE_WEIGHT if _EXAMPLE.match(self.docs[c.doc_id].text, c.start) else 1.0
                                         for c in chunks])
        self.bm25 = bm25s.BM25()
        corpus_tokens = [tokenize(embed_text(c, self.docs[c.doc_id].text)) or ["\u2205"] for c in chunks]
        self.bm25.index(corpus_tokens, show_progress=False)
        self._unit_tokens = [[set(tokenize(self.docs[c.doc_id].text[u.start:u.end])) for u in c.units]
                             for c in chunks]
        self.amendments: list[Amendment] = self._amendments()

    def _amendments(self) -> list[Amendment]:
        """What each errata / FAQ entry amends: the sentence it quotes (``corpus.amends``),
        else the rulebook sentence closest in meaning, at AMEND_MEANING or closer."""
        out: list[Amendment] = []
        for g in self.games.values():
            if not any(d.kind in amends.AMENDING for d in g.documents):
                continue
            found = amends.find(g.documents)
            out += found
            done = {(a.doc, a.start) for a in found}
            rest = [(d, s, e) for d in g.documents if d.kind in amends.AMENDING
                    for s, e in amends.entries(d) if (d.id, s) not in done]
            rows = [(int(self._unit_offset[i]) + j, c.doc_id, u) for i, c in enumerate(self.chunks)
                    if c.game == g.id and self.docs[c.doc_id].kind == "rulebook" for j, u in enumerate(c.units)]
            if not rest or not rows:
                continue
            emb = self.embedders[0]
            # each sentence of an entry on its own ("A: No. Wands cannot be traded, given or
            # lent …" is the sentence that rewords the book's; the question before it is not)
            parts = [(k, d.text[u.start:u.end]) for k, (d, s, e) in enumerate(rest) for u in units(d.text, s, e)]
            sims = emb.encode([t for _, t in parts]) @ self.unit_vecs[emb.spec][[r for r, _, _ in rows]].T
            best: dict[int, tuple[float, int]] = {}
            for (k, _), row in zip(parts, sims, strict=True):
                j = int(np.argmax(row))
                if row[j] >= AMEND_MEANING and row[j] > best.get(k, (0.0, 0))[0]:
                    best[k] = (float(row[j]), j)
            for k, (_, j) in sorted(best.items()):
                d, s, e = rest[k]
                _, target, u = rows[j]
                out.append(Amendment(d.id, s, e, target, u.start, u.end, "meaning"))
        return out

    def amended(self, doc: str, start: int, end: int) -> list[Amendment]:
        """The errata / FAQ entries that amend any of ``doc``'s text[start:end]."""
        return [a for a in self.amendments if a.amends(doc, start, end)]

    # -- building ---------------------------------------------------------------------

    @classmethod
    def build(cls, games: dict[str, Game], embedders: list[Embedder],
              progress: Callable[[Iterable, str, int], Iterable] | None = None) -> HybridIndex:
        chunks = [c for g in games.values() for d in g.documents for c in chunk_document(d)]
        docs = {d.id: d for g in games.values() for d in g.documents}
        chunk_texts = [embed_text(c, docs[c.doc_id].text) for c in chunks]
        unit_texts = [docs[c.doc_id].text[u.start:u.end] for c in chunks for u in c.units]
        chunk_vecs, unit_vecs = {}, {}
        for e in embedders:
            chunk_vecs[e.spec] = _encode(e, chunk_texts, progress, f"{e.spec} chunks")
            unit_vecs[e.spec] = _encode(e, unit_texts, progress, f"{e.spec} sentences")
        return cls(games, chunks, embedders, chunk_vecs, unit_vecs)

    def save(self, folder: Path, corpus_digest: str) -> None:
        """Write the artifacts, then the manifest last: a folder without a manifest is never
        taken for a built index."""
        folder.mkdir(parents=True, exist_ok=True)
        for e in self.embedders:
            name = _safe(e.spec)
            faiss.write_index(self.faiss[e.spec], str(folder / f"{name}.chunks.faiss"))
            np.save(folder / f"{name}.chunks.npy", self._chunk_vecs[e.spec])
            np.save(folder / f"{name}.units.npy", self.unit_vecs[e.spec])
        layout = [{"doc": c.doc_id, "start": c.start, "end": c.end,
                   "units": [[u.start, u.end, u.kind] for u in c.units]} for c in self.chunks]
        (folder / "chunks.json").write_text(json.dumps(layout), encoding="utf-8")
        per_doc = {d: 0 for d in self.docs}
        for c in self.chunks:
            per_doc[c.doc_id] += 1
        n_units = int(self._unit_offset[-1])
        manifest = {
            "format": FORMAT,
            "corpus_hash": corpus_digest,
            "embedders": [e.identity() for e in self.embedders],
            "documents": per_doc,
            "chunks": len(self.chunks),
            "units": n_units,
            "vectors": {e.spec: {"chunks": len(self._chunk_vecs[e.spec]), "units": len(self.unit_vecs[e.spec])}
                        for e in self.embedders},
            "built_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "files": {f: {"bytes": (folder / f).stat().st_size, "sha256": _sha(folder / f)}
                      for f in expected_files(self.embedders)},
        }
        (folder / "manifest.json").write_text(json.dumps(manifest, indent=1), encoding="utf-8")

    @classmethod
    def load(cls, folder: Path, games: dict[str, Game], embedders: list[Embedder], corpus_digest: str) -> HybridIndex:
        """Load artifacts, or raise ``StaleIndex`` saying why they cannot be served: stale
        (corpus, code or embedders changed), incomplete (a file or a manifest entry missing,
        a count that disagrees) or corrupt (a size, checksum, shape or vector that is not
        what was built). An index that loads but holds no usable vectors would answer
        "I don't know" to everything, which is worse than the minute a rebuild takes."""
        mpath = folder / "manifest.json"
        if not mpath.is_file():
            raise StaleIndex("no index built yet")
        try:
            manifest = json.loads(mpath.read_text(encoding="utf-8"))
        except ValueError as exc:
            raise StaleIndex(f"manifest unreadable: {exc}") from exc
        if not isinstance(manifest, dict):
            raise StaleIndex("manifest is not a JSON object")
        if manifest.get("format") != FORMAT:
            raise StaleIndex(f"index format {manifest.get('format')} != {FORMAT}")
        if manifest.get("corpus_hash") != corpus_digest:
            raise StaleIndex("the rulebooks changed since the index was built")
        want = [e.identity() for e in embedders]
        if manifest.get("embedders") != want:
            raise StaleIndex(f"embedders changed: built with {manifest.get('embedders')}, configured {want}")
        docs = {d.id: d for g in games.values() for d in g.documents}
        n_chunks, n_units, per_doc = _manifest_counts(manifest, docs, embedders)
        _check_files(folder, manifest.get("files"), expected_files(embedders))
        layout = json.loads((folder / "chunks.json").read_text(encoding="utf-8"))
        if not isinstance(layout, list) or len(layout) != n_chunks:
            raise StaleIndex(f"chunks.json holds {len(layout) if isinstance(layout, list) else 'no list of'} chunks, "
                             f"the manifest {n_chunks}")
        chunks = []
        for row in layout:
            doc = docs.get(row["doc"])
            if doc is None:
                raise StaleIndex(f"document {row['doc']} is no longer in the corpus")
            if not 0 <= row["start"] < row["end"] <= len(doc.text):
                raise StaleIndex(f"a chunk of {doc.id} lies outside its text ({row['start']}-{row['end']})")
            chunks.append(Chunk(doc.id, doc.game, doc.section_at(row["start"]), row["start"], row["end"],
                                [Unit(a, b, k) for a, b, k in row["units"]]))
        found = {d: 0 for d in docs}
        for c in chunks:
            found[c.doc_id] += 1
        if found != per_doc:
            wrong = sorted(d for d in docs if found[d] != per_doc[d])
            raise StaleIndex(f"chunks per document differ from the manifest: {', '.join(wrong)}")
        if sum(len(c.units) for c in chunks) != n_units:
            raise StaleIndex(f"chunks.json holds {sum(len(c.units) for c in chunks)} sentences, the manifest {n_units}")
        chunk_vecs, unit_vecs = {}, {}
        for e in embedders:
            name = _safe(e.spec)
            cv = np.load(folder / f"{name}.chunks.npy")
            uv = np.load(folder / f"{name}.units.npy")
            if cv.shape != (n_chunks, e.dim) or uv.shape != (n_units, e.dim):
                raise StaleIndex(f"{e.spec} vectors have shape {cv.shape}/{uv.shape}, expected "
                                 f"({n_chunks}, {e.dim})/({n_units}, {e.dim})")
            for what, vecs in (("chunk", cv), ("sentence", uv)):
                _check_unit_rows(e.spec, what, vecs)
            stored = faiss.read_index(str(folder / f"{name}.chunks.faiss"))
            if stored.ntotal != n_chunks or stored.d != e.dim:
                raise StaleIndex(f"{name}.chunks.faiss holds {stored.ntotal} vectors of dimension {stored.d}, "
                                 f"expected {n_chunks} of {e.dim}")
            chunk_vecs[e.spec], unit_vecs[e.spec] = cv, uv
        return cls(games, chunks, embedders, chunk_vecs, unit_vecs)

    def chunk_text(self, i: int) -> str:
        c = self.chunks[i]
        return self.docs[c.doc_id].text[c.start:c.end]

    # -- searching --------------------------------------------------------------------
    def score_query(self, query: str, qvecs: dict[str, np.ndarray] | None = None, *, lexical: bool = True,
                    dense: list[str] | None = None) -> QueryScores:
        """Every chunk's score for the query, once: BM25, and for each flat dense index the
        cosine of every chunk (an exhaustive FAISS search). Several searches of one query
        (all games, then one game) share it. An HNSW index is searched per call instead."""
        bm25 = self._bm25(query) if lexical else None
        sims, approximate = {}, {}
        for e in self.embedders:
            if dense is not None and e.spec not in dense:
                continue
            qv = qvecs[e.spec][None, :] if qvecs and e.spec in qvecs else e.encode([query])
            index = self.faiss[e.spec]
            if isinstance(index, faiss.IndexHNSW):
                approximate[e.spec] = qv
                continue
            dist, found = index.search(qv, index.ntotal)
            full = np.full(index.ntotal, -np.inf, dtype=np.float32)
            full[found[0][found[0] >= 0]] = dist[0][found[0] >= 0]
            sims[e.spec] = full
        return QueryScores(bm25, sims, approximate)

    def rescore_lexical(self, scores: QueryScores, words: str) -> QueryScores:
        """The same query scores with BM25 over other words (a query grown by a glossary)."""
        return QueryScores(self._bm25(words), scores.dense, scores.approximate)

    def _bm25(self, words: str) -> np.ndarray | None:
        tokens = tokenize(words)
        return self.bm25.get_scores(tokens) if tokens else None

    def search(self, query: str, game: str | None = None, k: int = 5, *,
               lexical: bool = True, dense: list[str] | None = None, pool: int = 100,
               qvecs: dict[str, np.ndarray] | None = None, lexical_weight: float | None = None,
               scores: QueryScores | None = None) -> list[Hit]:
        """Chunks best first. ``dense`` picks which embedders take part (default: all);
        ``qvecs`` are the query's vectors and ``scores`` its scores when the caller has them."""
        ids = None if game is None else self._game_ids.get(game, _NONE)
        if ids is not None and len(ids) == 0:
            return []
        scores = scores or self.score_query(query, qvecs, lexical=lexical, dense=dense)
        rankings: dict[str, np.ndarray] = {}
        if scores.bm25 is not None:
            top = _top(scores.bm25, ids, pool)
            rankings["bm25"] = top[scores.bm25[top] > 0]
        for spec, full in scores.dense.items():
            rankings[spec] = _top(full, ids, pool)
        for spec, qv in scores.approximate.items():
            index = self.faiss[spec]
            n = min(pool, index.ntotal if ids is None else len(ids))
            _, found = index.search(qv, n, params=_search_params(index, ids))
            rankings[spec] = found[0][found[0] >= 0].astype(np.int64)
        weights = {name: (LEXICAL_WEIGHT if lexical_weight is None else lexical_weight) if name == "bm25" else 1.0
                   for name in rankings}
        # reciprocal-rank fusion over the whole chunk array: a vote is weight / (RRF_K + rank)
        fused = np.zeros(len(self.chunks))
        place = {}  # name → each chunk's 1-based rank in that ranking (0: not ranked)
        for name, ranking in rankings.items():
            fused[ranking] += weights[name] / (RRF_K + 1 + np.arange(len(ranking)))
            place[name] = np.zeros(len(self.chunks), dtype=np.intp)
            place[name][ranking] = np.arange(1, len(ranking) + 1)
        fused *= self._example_weight  # a rule outranks a worked example that tells a similar story
        voted = np.flatnonzero(fused)
        order = voted[np.lexsort((voted, -fused[voted]))][:k].tolist()  # best first; ties by chunk id
        best = max(sum(weights.values()), 1.0) / (RRF_K + 1)
        return [Hit(c, min(1.0, float(fused[c]) / best), {name: int(p[c]) for name, p in place.items() if p[c]})
                for c in order]

    def support(self, qvecs: dict[str, np.ndarray], game: str | None = None,
                scores: QueryScores | None = None) -> float:
        """How close the closest passage comes in meaning: the best cosine between the
        query and any chunk or sentence (of ``game``), by the first dense backend. The
        chunks' cosines come from ``scores`` when the query was scored already; only the
        game's own sentences are read (after the encoder, reading memory is the cost)."""
        spec = next((e.spec for e in self.embedders if e.spec in qvecs), None)
        if spec is None or not len(self.chunks) or (game is not None and game not in self._game_ids):
            return 0.0
        qv = qvecs[spec]
        chunk_rows = slice(None) if game is None else self._game_ids[game]
        unit_rows = slice(None) if game is None else self._game_units[game]
        if scores is not None and spec in scores.dense:
            chunk_s = scores.dense[spec][chunk_rows]
        else:
            chunk_s = self._chunk_vecs[spec][chunk_rows] @ qv
        unit_s = self.unit_vecs[spec][unit_rows] @ qv
        return float(max(chunk_s.max(initial=-1.0), unit_s.max(initial=-1.0)))

    def query_vectors(self, query: str, dense: list[str] | None = None) -> dict[str, np.ndarray]:
        return {e.spec: e.encode([query])[0] for e in self.embedders if dense is None or e.spec in dense}

    def query_vectors_many(self, queries: list[str]) -> list[dict[str, np.ndarray]]:
        """Each query's vectors, encoded in one batch per embedder: a story and its ask cost
        one encoder pass, not two (a quarter less on a player's story; same vectors)."""
        per_spec = {e.spec: e.encode(queries) for e in self.embedders}
        return [{spec: vecs[i] for spec, vecs in per_spec.items()} for i in range(len(queries))]

    def best_quote(self, hit: Hit, query: str, qvecs: dict[str, np.ndarray] | None = None,
                   want_number: bool = False) -> tuple[int, int]:
        """The unit of the chunk that best answers the query: meaning (unit embeddings)
        plus the share of the query's stems it contains; a question asking for a quantity
        prefers a unit that states a number. A label ending in a colon brings the next
        unit along so the quote can stand alone."""
        chunk = self.chunks[hit.chunk]
        qvecs = self.query_vectors(query) if qvecs is None else qvecs
        base = self._unit_offset[hit.chunk]
        n = len(chunk.units)
        dense = np.zeros(n, dtype=np.float32)
        for spec, qv in qvecs.items():
            dense += self.unit_vecs[spec][base:base + n] @ qv
        dense /= max(len(qvecs), 1)
        q = set(tokenize(query))
        lex = np.array([len(q & toks) / len(q) if q else 0.0 for toks in self._unit_tokens[hit.chunk]])
        text = self.docs[chunk.doc_id].text
        score = dense + 0.5 * lex
        if want_number:
            score += 0.15 * np.array([bool(re.search(r"\d", text[u.start:u.end])) for u in chunk.units])
        best = int(np.argmax(score))
        lo = hi = best
        if chunk.units[best].kind == "entry":
            # a glossary or condition entry ("Stun: …") is quoted whole: its sentences
            # only make sense together
            while lo > 0 and _same_entry(text, chunk.units[lo - 1], chunk.units[lo]):
                lo -= 1
            while hi + 1 < n and _same_entry(text, chunk.units[hi], chunk.units[hi + 1]):
                hi += 1
            if chunk.units[hi].end - chunk.units[lo].start > 700:
                lo = hi = best
        start, end = chunk.units[lo].start, chunk.units[hi].end
        if text[start:end].rstrip().endswith(":") and hi + 1 < n:
            end = chunk.units[hi + 1].end
        return start, end


@dataclass
class QueryScores:
    bm25: np.ndarray | None
    dense: dict[str, np.ndarray]  # spec → cosine of every chunk (flat indexes)
    approximate: dict[str, np.ndarray]  # spec → query vector, for indexes searched per call


_NONE = np.zeros(0, dtype=np.intp)  # the chunk ids of a game the index does not hold


def _top(scores: np.ndarray, ids: np.ndarray | None, pool: int) -> np.ndarray:
    """Chunk ids by descending score, restricted to ``ids`` when given."""
    if ids is not None:
        sub = scores[ids]
        order = ids[np.argsort(-sub, kind="stable")[:pool]]
    else:
        order = np.argsort(-scores, kind="stable")[:pool]
    return order[np.isfinite(scores[order])]


def _rows(mask: np.ndarray) -> slice | np.ndarray:
    """The rows a boolean mask selects: a slice when they are contiguous (a view, no copy)."""
    where = np.flatnonzero(mask)
    if len(where) and where[-1] - where[0] + 1 == len(where):
        return slice(int(where[0]), int(where[-1]) + 1)
    return where


def _same_entry(text: str, a: Unit, b: Unit) -> bool:
    return a.kind == b.kind == "entry" and "\n" not in text[a.end:b.start]


class StaleIndex(Exception):
    pass


def embed_text(chunk: Chunk, text: str) -> str:
    """What the models read: the section path gives a bare paragraph its topic."""
    head = " > ".join(chunk.section.path)
    return (head + "\n" if head else "") + text[chunk.start:chunk.end]


def _safe(spec: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", spec)


def _encode(e: Embedder, texts: list[str], progress, label: str, batch: int = 64) -> np.ndarray:
    batches = range(0, len(texts), batch)
    if progress is not None:
        batches = progress(batches, label, len(batches))
    parts = [e.encode(texts[i:i + batch]) for i in batches]
    return np.vstack(parts) if parts else np.zeros((0, e.dim), dtype=np.float32)


def corpus_digest(roots: list[Path]) -> str:
    """The rulebooks plus the code that cuts them: a change to either makes the index stale."""
    code = hashlib.sha256()
    for mod in ("documents.py", "chunking.py"):
        code.update((Path(__file__).parent / mod).read_bytes())
    return hashlib.sha256((corpus_hash(roots) + code.hexdigest()).encode()).hexdigest()


def index_dir(data: Path) -> Path:
    return data / "index"


def expected_files(embedders: list[Embedder]) -> list[str]:
    """Every file a complete index holds besides its manifest, which must list each one."""
    return ["chunks.json"] + [f"{_safe(e.spec)}.{part}" for e in embedders
                              for part in ("chunks.faiss", "chunks.npy", "units.npy")]


def _manifest_counts(manifest: dict, docs: dict[str, Document],
                     embedders: list[Embedder]) -> tuple[int, int, dict[str, int]]:
    """The manifest's chunk, sentence and per-document counts, checked against each other,
    the corpus and each embedder's vector counts before any artifact is read."""
    n_chunks, n_units, per_doc = manifest.get("chunks"), manifest.get("units"), manifest.get("documents")
    if not (_count(n_chunks) and _count(n_units) and isinstance(per_doc, dict)
            and all(_count(v) for v in per_doc.values())):
        raise StaleIndex("manifest incomplete: it lacks the chunk, sentence or per-document counts")
    if set(per_doc) != set(docs):
        missing, extra = sorted(set(docs) - set(per_doc)), sorted(set(per_doc) - set(docs))
        raise StaleIndex(f"manifest documents differ from the corpus: missing {missing}, unknown {extra}")
    if sum(per_doc.values()) != n_chunks:
        raise StaleIndex(f"manifest counts {sum(per_doc.values())} chunks over its documents but {n_chunks} in all")
    vectors = manifest.get("vectors")
    for e in embedders:
        counts = vectors.get(e.spec) if isinstance(vectors, dict) else None
        if counts != {"chunks": n_chunks, "units": n_units}:
            raise StaleIndex(f"manifest counts {counts} {e.spec} vectors for {n_chunks} chunks and {n_units} sentences")
    return n_chunks, n_units, per_doc


def _count(v: object) -> TypeGuard[int]:
    """A count as JSON holds it: an integer, not negative (and not ``true``)."""
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


def _check_files(folder: Path, files, expected: list[str]) -> None:
    """Each expected file is listed in the manifest, present, of the recorded size (checked
    first: it costs no read) and checksum. An empty or partial list is corrupt, never a
    list with nothing to check."""
    if not isinstance(files, dict):
        raise StaleIndex("manifest incomplete: no files listed")
    unlisted = [f for f in expected if f not in files]
    if unlisted:
        raise StaleIndex(f"manifest incomplete: it does not list {', '.join(unlisted)}")
    unknown = sorted(set(files) - set(expected))
    if unknown:
        raise StaleIndex(f"manifest lists files an index does not have: {', '.join(unknown)}")
    for name in expected:
        entry, p = files[name], folder / name
        if not (isinstance(entry, dict) and _count(entry.get("bytes")) and isinstance(entry.get("sha256"), str)):
            raise StaleIndex(f"manifest incomplete: no size and checksum for {name}")
        if not p.is_file():
            raise StaleIndex(f"{name} is missing")
        if p.stat().st_size != entry["bytes"]:
            raise StaleIndex(f"{name} has {p.stat().st_size} bytes, the manifest {entry['bytes']}")
        if _sha(p) != entry["sha256"]:
            raise StaleIndex(f"{name} fails its checksum")


def _check_unit_rows(spec: str, what: str, vecs: np.ndarray) -> None:
    """Every stored vector is L2-normalised as the embedder returns it (corpus.embedding):
    a zeroed, NaN or garbled row is corruption that a checksum rewritten along with it
    would not show."""
    if vecs.dtype != np.float32:
        raise StaleIndex(f"{spec} {what} vectors are {vecs.dtype}, not float32")
    norms = np.linalg.norm(vecs, axis=1)
    bad = np.flatnonzero(~(np.abs(norms - 1.0) <= 1e-3))  # NaN fails the comparison too
    if len(bad):
        raise StaleIndex(f"{spec} {what} vectors: {len(bad)} of {len(vecs)} are not unit length "
                         f"(zeroed or corrupt), the first at row {bad[0]}")


def load_or_build(data: Path, specs: list[str] | None = None, progress=None, force: bool = False) -> HybridIndex:
    """The served index: loaded when its manifest matches the corpus and configuration,
    otherwise rebuilt (with a log line saying why) and swapped in atomically.

    The first load takes no lock: a served index is read-only. Only when it fails is the
    build lock taken; under it the index is restored if a swap was cut short, and tried
    once more, since another process (a second worker) may have built it meanwhile."""
    embedders = [get_embedder(s) for s in (specs or dense_specs())]
    folder = index_dir(data)
    if not force:
        try:
            games, digest = _corpus(data)
            index = HybridIndex.load(folder, games, embedders, digest)
        except Exception:  # said and handled under the lock, where it is tried again
            pass
        else:
            tidy(folder, wait=False)
            return index
    with build_lock(folder):
        _tidy(folder)
        # read under the lock: an ingest swaps the rulebooks under it, and _tidy may just
        # have restored the ones a killed ingest left half swapped
        games, digest = _corpus(data)
        if not force:
            try:
                return HybridIndex.load(folder, games, embedders, digest)
            except StaleIndex as why:
                log.warning("rebuilding the index in %s: %s", folder, why)
            except Exception as why:  # a corrupt file must never stop the service
                log.warning("rebuilding the index in %s: artifact unreadable (%s)", folder, why)
        index = HybridIndex.build(games, embedders, progress)
        write_atomically(folder, lambda tmp: index.save(tmp, digest))
    return index


def version(data: Path) -> tuple[int, int] | None:
    """The version of the index on disk: its manifest's inode and modification time (None
    while there is none). Every build and ingest writes a new manifest in a staging folder
    and swaps the folder in by rename, so a new version is a new file: one ``stat``, cheap
    enough for a running server to check every second."""
    try:
        st = (index_dir(data) / "manifest.json").stat()
    except OSError:
        return None
    return st.st_ino, st.st_mtime_ns


def load_current(data: Path, embedders: list[Embedder],
                 wait: bool = False) -> tuple[HybridIndex, tuple[int, int] | None] | None:
    """The index on disk now and its ``version``, loaded, never built: for a running server
    picking up what an ingest (another process, or its own upload) swapped in. Taken only
    while no writer holds the build lock, so the rulebooks and the index read belong to
    one version; None while a writer holds it (try again later), unless ``wait``.
    ``StaleIndex`` (or a read error) when the files on disk do not load."""
    folder = index_dir(data)
    with build_lock(folder, wait=wait) as held:
        if not held:
            return None
        stamp = version(data)
        games, digest = _corpus(data)
        return HybridIndex.load(folder, games, embedders, digest), stamp


def _corpus(data: Path) -> tuple[dict[str, Game], str]:
    roots = rulebook_roots(data)
    return load_games(roots), corpus_digest(roots)


@contextmanager
def build_lock(folder: Path, wait: bool = True) -> Iterator[bool]:
    """Hold the lock beside ``folder`` that every writer of it takes (yields False, and
    holds nothing, when ``wait`` is off and another process holds it). Processes sharing a
    data directory — workers, ``arbiter build`` beside a running server — so never stage,
    swap or tidy at the same time; the kernel frees the lock of a process that dies."""
    folder.parent.mkdir(parents=True, exist_ok=True)
    with open(folder.with_name(folder.name + ".lock"), "a+b") as fh:
        try:
            fcntl.flock(fh, fcntl.LOCK_EX if wait else fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            yield False
            return
        try:
            yield True
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


RULEBOOKS = "rulebooks"  # the data directory's ingested rulebooks, beside the index
STAGING = ".staging."  # index.staging.XXXXXXXX: a build being written, or one a crash left
# what tempfile.mkdtemp named a staging folder before it had its own word (index.k3j_x9a2)
_LEGACY_STAGING = re.compile(r"\.[a-z0-9_]{8}")


def leftovers(folder: Path) -> list[Path]:
    """What builds and swaps leave beside ``folder`` when they are cut short: the previous
    version (``.old``; ``.replaced`` from ``arbiter ingest``) and staging folders."""
    if not folder.parent.is_dir():
        return []
    out = []
    for p in sorted(folder.parent.iterdir()):
        rest = p.name[len(folder.name):]
        if not (p.name.startswith(folder.name) and p.is_dir() and not p.is_symlink()):
            continue
        if rest in (".old", ".replaced") or rest.startswith(STAGING) or _LEGACY_STAGING.fullmatch(rest):
            out.append(p)
    return out


def tidy(folder: Path, wait: bool = True) -> None:
    """``_tidy`` under the build lock: a staging folder then belongs to no live build.
    Without ``wait`` it is skipped while another process builds (that build tidies when it
    is done); a data directory that cannot be written is left as it is, since a loaded
    index serves without it."""
    try:
        with build_lock(folder, wait=wait) as held:
            if held:
                _tidy(folder)
    except OSError as exc:
        log.warning("could not tidy %s: %s", folder.parent, exc)


def _tidy(folder: Path) -> None:
    """Restore the previous index if a swap was cut short between its two renames (the
    index gone, ``.old`` complete), then remove every leftover. The caller holds the lock
    (flock: taking it again, even in the same process, would wait forever)."""
    old = folder.with_name(folder.name + ".old")
    if not folder.exists() and (old / "manifest.json").is_file():
        old.rename(folder)
        log.warning("restored the previous index in %s: a swap was cut short", folder)
    for p in leftovers(folder):
        if p.name == folder.name + ".replaced" and not folder.exists():
            continue  # ingest is between its renames, or crashed there: it is ingest's to settle
        shutil.rmtree(p, ignore_errors=True)
        log.info("removed %s, left by an earlier build", p)
    # corpus.ingest swaps the data directory's rulebooks beside the index the same way
    books = folder.with_name(RULEBOOKS)
    books_old = books.with_name(RULEBOOKS + ".old")
    if not books.exists() and books_old.is_dir():
        books_old.rename(books)
        log.warning("restored the previous rulebooks in %s: a swap was cut short", books)
    legacy = [p for p in folder.parent.glob("ingest.*") if _LEGACY_STAGING.fullmatch(p.name[len("ingest"):])]
    for p in leftovers(books) + legacy:  # legacy: the temporary folder of the ingest before staging
        shutil.rmtree(p, ignore_errors=True)
        log.info("removed %s, left by an earlier ingest", p)


def write_atomically(folder: Path, write: Callable[[Path], None]) -> None:
    """Write into a sibling staging folder, flush it to disk, then swap: readers see the
    old or the new, never half, and a crash before the swap leaves the old one served.
    Callers that share ``folder`` with other processes hold ``build_lock`` around it."""
    folder.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=folder.name + STAGING, dir=folder.parent))
    try:
        write(tmp)
        _fsync_tree(tmp)
        old = folder.with_name(folder.name + ".old")
        if old.exists():
            shutil.rmtree(old)
        if folder.exists():
            folder.rename(old)
        tmp.rename(folder)
        _fsync(folder.parent)
        shutil.rmtree(old, ignore_errors=True)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _fsync_tree(folder: Path) -> None:
    """The staged files reach the disk before the rename that publishes them: after a
    power cut the index is then the old one or the whole new one, never empty files."""
    for p in folder.iterdir():
        if p.is_file():
            _fsync(p)
        elif p.is_dir() and not p.is_symlink():
            _fsync_tree(p)  # a staged rulebooks folder holds a folder per game
    _fsync(folder)
