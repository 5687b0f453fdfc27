"""Retrieval quality and latency, every configuration side by side in one run.

    python benchmarks/retrieval.py [QUESTIONS.jsonl] [--k 5]

A question is hit at rank r when one of its evidence phrases lies inside the quote or the
context of the r-th citation (the same rule as the service evaluator). Configurations:
BM25 alone, each dense backend alone (MiniLM over a flat FAISS index is what the usual
LangChain/LlamaIndex default amounts to), and the fusions. Not a test: it reports.
"""
from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import corpus  # noqa: E402,F401
from corpus.citations import search_citations  # noqa: E402
from corpus.index import load_or_build  # noqa: E402

DEFAULT_QUESTIONS = Path(__file__).resolve().parents[2] / "shared" / "dev" / "questions.jsonl"

CONFIGS = {
    "bm25": dict(lexical=True, dense=[]),
    "minilm (flat FAISS)": dict(lexical=False, dense=["minilm"]),
    "use-m3": dict(lexical=False, dense=["use-m3"]),
    "bm25+minilm": dict(lexical=True, dense=["minilm"]),
    "bm25+use-m3, equal votes": dict(lexical=True, dense=["use-m3"], lexical_weight=1.0),
    "bm25×2+use-m3 (default)": dict(lexical=True, dense=["use-m3"], lexical_weight=2.0),
    "use-m3+minilm": dict(lexical=False, dense=["use-m3", "minilm"]),
    "bm25×2+use-m3+minilm": dict(lexical=True, dense=["use-m3", "minilm"], lexical_weight=2.0),
}


def norm(s: str) -> str:
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u2014", "-").replace("\u2013", "-").replace("ё", "е").replace("Ё", "Е")
    return re.sub(r"\s+", " ", s).strip().lower()


def rank_of(results, evidence) -> int | None:
    ev = [norm(e) for e in evidence]
    for i, c in enumerate(results):
        text = norm(c["quote"] + " || " + c["context"])
        if any(e in text for e in ev):
            return i + 1
    return None


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("questions", nargs="?", default=str(DEFAULT_QUESTIONS))
    ap.add_argument("--k", type=int, default=5)
    ap.add_argument("--repeat", type=int, default=3, help="timing passes per question")
    ap.add_argument("--json", help="write the figures here too")
    args = ap.parse_args()
    qs = [json.loads(line) for line in Path(args.questions).read_text(encoding="utf-8").splitlines() if line.strip()]
    qs = [q for q in qs if q.get("evidence")]
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        index = load_or_build(Path(tmp), specs=["use-m3", "minilm"])
        build_s = time.perf_counter() - t0
    rows = {}
    for name, cfg in CONFIGS.items():
        ranks, times = [], []
        for q in qs:
            for _ in range(args.repeat):
                t = time.perf_counter()
                res = search_citations(index, q["q"], None, args.k, **cfg)
                times.append(time.perf_counter() - t)
            ranks.append((q.get("lang", "?"), rank_of(res, q["evidence"])))
        row: dict[str, Any] = {}
        for lang in ["all"] + sorted({lg for lg, _ in ranks}):
            sub = [r for lg, r in ranks if lang in ("all", lg)]
            n = len(sub)
            row[lang] = {"n": n, **{f"hit@{k}": sum(1 for r in sub if r and r <= k) / n for k in (1, 3, 5)},
                         "mrr": sum(1 / r for r in sub if r) / n}
        row["p50_ms"] = 1000 * statistics.median(times)
        row["p95_ms"] = 1000 * statistics.quantiles(times, n=20)[-1]
        rows[name] = row
    base = rows["minilm (flat FAISS)"]
    print(f"{len(qs)} questions, index built in {build_s:.1f}s with both embedders; "
          f"ratios are against the MiniLM-only baseline\n")
    langs = [lg for lg in rows["bm25"] if lg not in ("p50_ms", "p95_ms")]
    head = "| configuration | " + " | ".join(f"{lg} hit@1 | {lg} hit@3 | {lg} hit@5 | {lg} MRR" for lg in langs) + \
        " | p50 ms | p95 ms | MRR ÷ baseline | p50 ÷ baseline |"
    print(head)
    print("|" + "---|" * (head.count("|") - 1))
    for name, row in rows.items():
        cells = " | ".join(f"{row[lg]['hit@1']:.2f} | {row[lg]['hit@3']:.2f} | {row[lg]['hit@5']:.2f} | {row[lg]['mrr']:.2f}"
                           for lg in langs)
        ratio_mrr = row["all"]["mrr"] / base["all"]["mrr"] if base["all"]["mrr"] else float("inf")
        print(f"| {name} | {cells} | {row['p50_ms']:.1f} | {row['p95_ms']:.1f} | {ratio_mrr:.2f} | "
              f"{row['p50_ms'] / base['p50_ms']:.2f} |")
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
