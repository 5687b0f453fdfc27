"""/v1/ask latency on a real uvicorn process beside the bare pipeline (embed + FAISS
search alone), in one run, as p50/p95 and their ratio; plus answer quality on the
question sets (hit@1/@3, verdicts, abstention) per language.

    python benchmarks/ask.py [QUESTIONS.jsonl ...] [--repeat 3]

Defaults: ../shared/dev/questions.jsonl (when present), benchmarks/data/questions_own.jsonl and
benchmarks/data/questions_holdout.jsonl and questions_holdout2.jsonl (each written after tuning; first-run figures in the
closing notes).
Not a test: it reports.
"""
from __future__ import annotations

import argparse
import http.client
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from retrieval import norm  # noqa: E402

import corpus  # noqa: E402,F401
from corpus.index import load_or_build  # noqa: E402
from service.process import serving  # noqa: E402

DEFAULTS = [ROOT.parent / "shared" / "dev" / "questions.jsonl", ROOT / "benchmarks" / "data" / "questions_own.jsonl",
            ROOT / "benchmarks" / "data" / "questions_holdout.jsonl",
            ROOT / "benchmarks" / "data" / "questions_holdout2.jsonl"]


def pct(xs, p):
    xs = sorted(xs)
    return 1000 * xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("questions", nargs="*")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    files = [Path(f) for f in args.questions] or [f for f in DEFAULTS if f.exists()]
    data = Path(tempfile.mkdtemp(prefix="arbiter-bench."))
    index = load_or_build(data)
    with serving(data) as base:
        # http.client on one keep-alive connection: a thin client, so the figure is the
        # service's time and not a client library's
        host, port = base.removeprefix("http://").split(":")
        conn = http.client.HTTPConnection(host, int(port), timeout=30)

        def post(body: dict) -> dict:
            conn.request("POST", "/v1/ask", json.dumps(body), {"Content-Type": "application/json"})
            return json.loads(conn.getresponse().read())

        emb = index.embedders[0]
        flat = index.faiss[emb.spec]
        for f in files:
            qs = [json.loads(line) for line in Path(f).read_text(encoding="utf-8").splitlines() if line.strip()]
            ask_t, bare_t, rows = [], [], []
            for q in qs:  # warm-up pass doubles as the quality pass
                r = post({"question": q["q"]})
                ev = [norm(e) for e in q.get("evidence", [])]
                rank = next((i + 1 for i, c in enumerate(r["citations"])
                             if any(e in norm(c["quote"] + " || " + c["context"]) for e in ev)), None)
                rows.append((q, r, rank))
            # each pass over the set on its own, so that on 2 cores neither figure takes in the
            # other pipeline's threads still winding down (measured: it moves the figures little)
            for _ in range(args.repeat):
                for q in qs:
                    t = time.perf_counter()
                    post({"question": q["q"]})
                    ask_t.append(time.perf_counter() - t)
                for q in qs:
                    t = time.perf_counter()
                    flat.search(emb.encode([q["q"]]), 5)
                    bare_t.append(time.perf_counter() - t)
            print(f"\n## {f.name}: {len(qs)} questions\n")
            print("| set | n | hit@1 | hit@3 | verdict acc | abstain acc | game acc |")
            print("|---|---|---|---|---|---|---|")
            for lang in ["all"] + sorted({q.get("lang", "?") for q in qs}):
                sub = [(q, r, k) for q, r, k in rows if lang in ("all", q.get("lang"))]
                ans = [(q, r, k) for q, r, k in sub if not q.get("abstain")]
                ver = [(q, r) for q, r, _ in sub if q.get("verdict")]
                gam = [(q, r) for q, r, _ in sub if q.get("game")]
                n = max(len(ans), 1)
                print(f"| {lang} | {len(sub)} | {sum(1 for *_, k in ans if k == 1) / n:.2f} | "
                      f"{sum(1 for *_, k in ans if k and k <= 3) / n:.2f} | "
                      f"{(sum(r['verdict'] == q['verdict'] for q, r in ver) / len(ver)) if ver else float('nan'):.2f} | "
                      f"{sum(r['abstained'] == bool(q.get('abstain')) for q, r, _ in sub) / len(sub):.2f} | "
                      f"{(sum(r['game'] == q['game'] for q, r in gam) / len(gam)) if gam else float('nan'):.2f} |")
            a50, b50 = pct(ask_t, 50), pct(bare_t, 50)
            print(f"\n| pipeline | p50 ms | p95 ms |\n|---|---|---|\n| /v1/ask over HTTP | {a50:.1f} | "
                  f"{pct(ask_t, 95):.1f} |\n| bare embed + FAISS | {b50:.1f} | {pct(bare_t, 95):.1f} |\n"
                  f"| ratio ask ÷ bare | {a50 / b50:.2f} | {pct(ask_t, 95) / pct(bare_t, 95):.2f} |")


if __name__ == "__main__":
    main()
