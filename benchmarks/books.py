"""Many books: what ingesting 1, 100 and 1,000 rulebooks does to ingest rate, index size,
memory and latency, each size side by side with the bundled books alone (the baseline) in
one run, as ratios.

    python benchmarks/books.py [--sizes 1,100,1000] [--minutes 40]

The books are real rules: the 92 solitaire games whose DocBook rules Debian's aisleriot
package ships (fetched with ``apt-get download``, GPL), turned into Markdown. Past 92 a book
is a variant of one of them: its own invented name in place of the game's, its sections in
another order, its numbers changed — distinct games, though their sentences resemble their
originals'. Each size runs in a process of its own (its memory is its own) and measures:

- ingest: every book read and checked as ``arbiter ingest`` does (``corpus.ingest.prepare``),
  written to the data directory, then one index build for all of them; books per second
  over both. An ``arbiter ingest`` of one more book rebuilds the whole index: the build
  column is what it costs at that size;
- index size on disk; resident memory once the service's stages are built (``ready``), and
  the peak (the build's encoder included);
- per question of ../shared/dev/questions.jsonl (all games searched; the query already
  encoded, so what grows with the books is what is timed): search (BM25 + dense + fusion),
  game detection alone (its own search included), and ask (everything, the encoder
  included, no game named), each the fastest of three passes; search hit@5 and detection
  accuracy on those questions, which are about the bundled books; the machine's load
  average (this benchmark is about 1 of it: more is other work sharing the cores);
- the time to build the service's stages from the index (``stages s``): what a start or a
  hot reload (service/reload.py) spends before it serves;
- the FAISS index the threshold (service/settings.py, ``Thresholds.flat_max_chunks``) picks
  at that size, and HNSW's recall@10 against the exact flat search and the time of each,
  over the questions and 200 of the books' own sentences as queries.

Not a test (``make test`` does not run it); its table is in the README.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

QUESTIONS = ROOT.parent / "shared" / "dev" / "questions.jsonl"
CACHE = Path(tempfile.gettempdir()) / "arbiter-bench-books"


# -- the books ---------------------------------------------------------------------------------

def unpacked(package: str, cache: Path) -> Path:
    """The files of a Debian package, fetched with ``apt-get download`` and unpacked once
    into ``cache``/x (beside first, then renamed: a run killed mid-way leaves no half tree)."""
    tree = cache / "x"
    if not tree.is_dir():
        cache.mkdir(parents=True, exist_ok=True)
        subprocess.run(["apt-get", "download", package], cwd=cache, check=True, capture_output=True, timeout=300)
        deb = next(cache.glob(f"{package}_*.deb"))
        part = cache / "x.part"
        subprocess.run(["dpkg-deb", "-x", str(deb), str(part)], check=True, capture_output=True, timeout=120)
        part.rename(tree)
    return tree


def aisleriot(cache: Path = CACHE) -> list[tuple[str, str]]:
    """(title, Markdown) of each game aisleriot documents, fetched once into ``cache``."""
    help_dir = unpacked("aisleriot", cache) / "usr" / "share" / "help" / "C" / "aisleriot"
    books = []
    for path in sorted(help_dir.glob("*.xml")):
        try:
            root = ET.fromstring(re.sub(r"<!DOCTYPE[^\[>]*(\[[^\]]*\])?\s*>", "", path.read_text(encoding="utf-8")))
        except ET.ParseError:
            continue
        if root.tag != "sect1" or root.find("title") is None:
            continue
        title = _text(root.find("title"))
        md = _markdown(root, 1)
        if len(md) > 500:
            books.append((title, md))
    return books


def _text(el) -> str:
    return re.sub(r"\s+", " ", "".join(el.itertext())).strip() if el is not None else ""


def _markdown(el, level: int) -> str:
    out = []
    for child in el:
        tag = child.tag
        if tag == "title":
            out.append("#" * level + " " + _text(child))
        elif tag in ("sect2", "sect3"):
            out.append(_markdown(child, level + 1))
        elif tag == "para":
            out.append(_text(child))
        elif tag in ("informaltable", "table"):
            rows = [[_text(e) for e in row.iter("entry")] for row in child.iter("row")]
            out.append("\n".join(f"- {r[0]}: {' '.join(r[1:])}" for r in rows if len(r) > 1))
        elif tag in ("itemizedlist", "orderedlist", "variablelist"):
            out.append("\n".join(f"- {_text(i)}" for i in child if _text(i)))
    return "\n\n".join(p for p in out if p.strip())


SYLLABLES = ["ka", "lo", "ver", "min", "tas", "gor", "el", "dru", "sha", "pin", "qua", "rok", "zen", "ul", "mor", "fi"]


def books(n: int) -> list[tuple[str, str, str]]:
    """(game id, title, Markdown) of ``n`` books: the real ones first, then variants."""
    real = aisleriot()
    out = []
    rng = random.Random(13)
    used: set[str] = set()
    for i in range(n):
        title, md = real[i % len(real)]
        if i >= len(real):
            name = ""
            while not name or name in used:
                name = "".join(rng.choice(SYLLABLES) for _ in range(3)).capitalize()
            used.add(name)
            head, *sections = re.split(r"\n(?=## )", md)
            rng.shuffle(sections)
            md = "\n".join([head, *sections]).replace(title, name)
            md = re.sub(r"\b([2-9])\b", lambda m: str(int(m.group(1)) + rng.choice((-1, 1))), md)
            title = name
        gid = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")[:50] + f"-{i}"
        out.append((gid, title, md))
    return out


# -- one size, in a process of its own ---------------------------------------------------------------

def _rss_kb(field: str) -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    return 0


def _pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p * (len(xs) - 1))))]


def one(n: int, work: Path) -> dict:
    import numpy as np
    import yaml

    from corpus import ingest
    from corpus.index import index_dir, load_or_build, make_faiss
    from kb.game import discover
    from service.ask import Asker
    from service.settings import THRESHOLDS

    data = work / f"books-{n}"
    out: dict = {"books": n}
    t0 = time.perf_counter()
    for gid, title, md in books(n):
        ready = ingest.prepare(md.encode(), f"{gid}.md", game=gid, title=title, lang="en")
        folder = data / "rulebooks" / gid
        folder.mkdir(parents=True)
        (folder / "rulebook.md").write_bytes(ready.extracted.text.encode())
        meta = {"game": gid, "title": title, "language": "en",
                "documents": [{"id": f"{gid}/rulebook", "file": "rulebook.md", "title": title, "language": "en",
                               "source": f"{gid}.md", "format": ready.extracted.format}]}
        (folder / "meta.yaml").write_text(yaml.safe_dump(meta, sort_keys=False), encoding="utf-8")
    out["prepare_s"] = time.perf_counter() - t0
    t1 = time.perf_counter()
    index = load_or_build(data, force=True)
    out["build_s"] = time.perf_counter() - t1
    out["ingest_rate"] = n / (time.perf_counter() - t0) if n else None
    out["chunks"], out["units"] = len(index.chunks), int(sum(len(c.units) for c in index.chunks))
    out["index_mb"] = sum(p.stat().st_size for p in index_dir(data).iterdir()) / 2**20
    t2 = time.perf_counter()
    stages = Asker(index, discover({g: x.documents for g, x in index.games.items()}))
    out["stages_s"] = time.perf_counter() - t2  # what a server (or a reload) spends before serving
    out["rss_mb"], out["peak_mb"] = _rss_kb("VmRSS") / 1024, _rss_kb("VmHWM") / 1024  # a server holds both
    del stages

    questions = _questions()
    # the FAISS index by size: which one the threshold picks, and HNSW against exact search
    spec = index.embedders[0].spec
    vecs = index._chunk_vecs[spec]
    out["served_faiss"] = type(index.faiss[spec]).__name__
    rng = np.random.default_rng(13)
    sample = index.unit_vecs[spec][rng.choice(len(index.unit_vecs[spec]), size=200, replace=False)]
    queries = np.vstack([np.stack([index.query_vectors(q["q"])[spec] for q in questions]), sample]).astype(np.float32)
    flat, hnsw = make_faiss(vecs, threshold=len(vecs) + 1), make_faiss(vecs, threshold=0)
    k = min(10, len(vecs))
    a = time.perf_counter()
    exact, _ = flat.search(queries, k)
    b = time.perf_counter()
    _, approx = hnsw.search(queries, k)
    c = time.perf_counter()
    # a tie-aware recall: a chunk HNSW returns counts when it scores at least the exact k-th
    # best (the variants repeat their originals' sentences, so ties are common)
    found_scores = np.einsum("qd,qkd->qk", queries, vecs[np.clip(approx, 0, None)])
    ok = (found_scores >= exact[:, -1:] - 1e-5) & (approx >= 0)
    out["hnsw_recall10"] = float(ok.sum() / (len(queries) * k))
    out["flat_ms"], out["hnsw_ms"] = (b - a) * 1000 / len(queries), (c - b) * 1000 / len(queries)
    out["flat_max_chunks"] = THRESHOLDS.flat_max_chunks
    return out


def _questions() -> list[dict]:
    return [json.loads(line) for line in QUESTIONS.read_text(encoding="utf-8").splitlines() if line.strip()]


def timings(sizes: list[int], work: Path) -> dict[int, dict]:
    """Every size's latencies, measured in one process in interleaved rounds (a round asks
    every question of every size in turn), each question's time the fastest of three
    rounds after one that warms the caches: other work on the machine then weighs on each
    size alike, and a ratio to the baseline means what it says."""
    from retrieval import rank_of

    from corpus.citations import hit_citation
    from corpus.index import load_or_build
    from corpus.tokens import tokenize
    from kb.game import discover
    from service.ask import Asker

    questions = _questions()
    served = {}
    for n in sizes:
        index = load_or_build(work / f"books-{n}")
        served[n] = (index, Asker(index, discover({g: x.documents for g, x in index.games.items()})))
    timed: dict[int, dict[str, list[list[float]]]] = {
        n: {key: [[] for _ in questions] for key in ("search", "detect", "ask")} for n in sizes}
    out = {n: {"hit5": 0.0, "detected": 0.0} for n in sizes}
    for rep in range(4):
        for n in sizes:
            index, asker = served[n]
            for i, q in enumerate(questions):
                qvecs = index.query_vectors(q["q"])
                stems = set(tokenize(q["q"]))
                a = time.perf_counter()
                scores = index.score_query(q["q"], qvecs)
                found = index.search(q["q"], None, k=5, qvecs=qvecs, scores=scores)
                b = time.perf_counter()
                game, _ = asker.chooser.detect_game(q["q"], stems, qvecs, None, scores)
                c = time.perf_counter()
                asker.ask(q["q"])
                d = time.perf_counter()
                if rep == 0:
                    cites = [hit_citation(index, h, q["q"], qvecs) for h in found]
                    out[n]["hit5"] += (rank_of(cites, q["evidence"]) is not None) / len(questions)
                    out[n]["detected"] += (game == q["game"]) / len(questions)
                    continue
                for key, seconds in (("search", b - a), ("detect", c - b), ("ask", d - c)):
                    timed[n][key][i].append(seconds * 1000)
    for n in sizes:
        best = {key: [min(per_q) for per_q in rows] for key, rows in timed[n].items()}
        out[n].update(search_p50=_pct(best["search"], .5), search_p95=_pct(best["search"], .95),
                      detect_p50=_pct(best["detect"], .5), ask_p50=_pct(best["ask"], .5))
    load = os.getloadavg()[0]  # the machine's over the last minute, this benchmark included (about 1)
    for n in sizes:
        out[n]["load"] = load
    return out


# -- the table ------------------------------------------------------------------------------------

COLUMNS = [("ingest books/s", "ingest_rate", "{:.1f}"), ("build s", "build_s", "{:.1f}"),
           ("chunks", "chunks", "{:,}"), ("index MB", "index_mb", "{:.1f}"), ("RSS MB", "rss_mb", "{:.0f}"),
           ("peak MB", "peak_mb", "{:.0f}"), ("stages s", "stages_s", "{:.1f}"),
           ("search p50 ms", "search_p50", "{:.1f}"), ("search p95 ms", "search_p95", "{:.1f}"),
           ("detect p50 ms", "detect_p50", "{:.1f}"), ("ask p50 ms", "ask_p50", "{:.0f}")]
RATIOS = {"index_mb", "rss_mb", "search_p50", "search_p95", "detect_p50", "ask_p50", "stages_s"}


def table(rows: list[dict]) -> str:
    base = rows[0]
    head = ["books"] + [c[0] for c in COLUMNS] + ["hit@5", "game named", "FAISS served", "HNSW recall@10",
                                                   "flat / HNSW ms", "load"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for r in rows:
        cells = [f"{r['books']:,}" + (" (baseline)" if r is base else "")]
        for _, key, fmt in COLUMNS:
            v = r.get(key)
            cell = "–" if v is None else fmt.format(v)
            if key in RATIOS and r is not base and base.get(key):
                cell += f" (×{v / base[key]:.2f})"
            cells.append(cell)
        cells += [f"{r['hit5']:.2f}", f"{r['detected']:.2f}", r["served_faiss"].replace("Index", ""),
                  f"{r['hnsw_recall10']:.3f}", f"{r['flat_ms']:.2f} / {r['hnsw_ms']:.2f}", f"{r['load']:.1f}"]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="1,100,1000")
    ap.add_argument("--minutes", type=float, default=40, help="stop before a size that would pass this")
    ap.add_argument("--one", type=int, help=argparse.SUPPRESS)
    ap.add_argument("--time", help=argparse.SUPPRESS)
    ap.add_argument("--work", type=Path, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one is not None:
        print(json.dumps(one(args.one, args.work)))
        return
    if args.time is not None:
        print(json.dumps(timings([int(n) for n in args.time.split(",")], args.work)))
        return
    sizes = [0] + [int(s) for s in args.sizes.split(",")]
    deadline = time.monotonic() + args.minutes * 60
    rows: list[dict] = []
    with tempfile.TemporaryDirectory(prefix="arbiter-books.") as work:
        for n in sizes:
            row = _child(["--one", str(n), "--work", work], deadline, f"{n} books")
            if row is None:
                break
            rows.append(row)
        times = _child(["--time", ",".join(str(r["books"]) for r in rows), "--work", work], deadline, "the latencies")
    if times is None:
        sys.exit("no latencies: the --minutes budget was spent before they were measured")
    for r in rows:
        r.update(times[str(r["books"])])
    print(table(rows))


def _child(args: list[str], deadline: float, what: str) -> dict | None:
    """One step in a process of its own (its memory its own); None past the time budget."""
    left = deadline - time.monotonic()
    if left <= 0:
        print(f"stopped before {what}: the --minutes budget is spent", file=sys.stderr)
        return None
    started = time.monotonic()
    try:
        done = subprocess.run([sys.executable, __file__, *args], capture_output=True, text=True, timeout=left, cwd=ROOT)
    except subprocess.TimeoutExpired:
        print(f"{what} did not finish within the --minutes budget", file=sys.stderr)
        return None
    if done.returncode:
        sys.exit(done.stderr)
    out = json.loads(done.stdout.strip().splitlines()[-1])
    print(f"{what}: {time.monotonic() - started:.0f} s", json.dumps(out), file=sys.stderr, flush=True)
    return out


if __name__ == "__main__":
    main()
