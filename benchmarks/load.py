"""A bounded loopback load on POST /v1/ask: req/s, p50/p95 and errors at 1 worker and at N,
each beside the bare embed + FAISS search pipeline served the same way under the same load.

    python benchmarks/load.py [--requests 2000] [--concurrency 50] [--workers N] [--rounds 1]

Players: ``--concurrency`` clients at once, each on its own keep-alive connection, each
playing a conversation (its follow-ups send the conversation id the service gave it, so
the store is read and written as in real use) with realistic questions: the dev and
holdout question and situation sets, in English and Russian, short lookups and long
stories. ``--requests`` in all, after a warm-up; 127.0.0.1 only; every request bounded by a
timeout and the whole run by a deadline.

The bare pipeline is the floor an answer cannot beat: one endpoint that encodes the
question with the same encoder and searches the same FAISS index (top 5), served by
uvicorn with the same number of workers. The ratios say what the service adds on top.
The load generator shares the machine's cores with the server (a thin asyncio client:
raw HTTP/1.1, so that its own cost stays small). Not a test: it reports.
"""
from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

QUESTION_SETS = [ROOT.parent / "shared" / "dev" / "questions.jsonl", ROOT.parent / "shared" / "dev" / "situations.jsonl",
                 *sorted((ROOT / "benchmarks" / "data").glob("questions_*.jsonl")),
                 *sorted((ROOT / "benchmarks" / "data").glob("situations_*.jsonl"))]
TIMEOUT = 60.0  # seconds one request may take before it counts as an error
DEADLINE = 900.0  # seconds one run may take in all


def bare_app():
    """The bare pipeline as a service (uvicorn factory): encode + FAISS top 5, nothing else."""
    from starlette.applications import Starlette
    from starlette.responses import JSONResponse
    from starlette.routing import Route

    import corpus  # noqa: F401  (pins math threads, as the service does)
    from corpus.index import load_or_build
    from corpus.library import data_dir

    index = load_or_build(data_dir())
    emb = index.embedders[0]
    flat = index.faiss[emb.spec]

    async def healthz(_):
        return JSONResponse({"status": "ok"})

    async def ask(request):
        question = (await request.json())["question"]
        _, ids = flat.search(emb.encode([question]), 5)
        return JSONResponse({"ids": ids[0].tolist()})

    return Starlette(routes=[Route("/healthz", healthz), Route("/v1/ask", ask, methods=["POST"])])


def questions() -> list[str]:
    out = []
    for path in QUESTION_SETS:
        if path.exists():
            out += [json.loads(line)["q"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return out


class Connection:
    """One keep-alive HTTP/1.1 connection: POST JSON, read the JSON reply (Content-Length)."""

    def __init__(self, port: int):
        self.port = port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def post(self, path: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)
        assert self.reader is not None
        data = json.dumps(body).encode()
        self.writer.write(f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                          f"Content-Length: {len(data)}\r\n\r\n".encode() + data)
        head = await self.reader.readuntil(b"\r\n\r\n")
        status = int(head.split(b" ", 2)[1])
        length = next(int(line.split(b":", 1)[1]) for line in head.split(b"\r\n")
                      if line.lower().startswith(b"content-length:"))
        payload = await self.reader.readexactly(length)
        if b"connection: close" in head.lower():
            self.close()
        return status, json.loads(payload)

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None


@dataclass
class Run:
    label: str
    workers: int
    seconds: float = 0.0
    latencies: list[float] = field(default_factory=list)
    errors: int = 0
    others: float = 0.0  # cores kept busy meanwhile by processes neither the server's nor this one's

    @property
    def rps(self) -> float:
        return len(self.latencies) / self.seconds

    def pct(self, p: float) -> float:
        xs = sorted(self.latencies) or [float("nan")]
        return 1000 * xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


async def load(port: int, pool: list[str], requests: int, concurrency: int, run: Run, seed: int) -> None:
    """``requests`` asks from ``concurrency`` players at once; each player follows up in its conversation."""
    rng = random.Random(seed)
    left = requests

    async def player() -> None:
        nonlocal left
        conn, conversation = Connection(port), None
        try:
            while left > 0:
                left -= 1
                body: dict[str, Any] = {"question": rng.choice(pool)}
                if conversation is not None and rng.random() < 0.7:  # most questions follow up
                    body["conversation_id"] = conversation
                t = time.perf_counter()
                try:
                    status, reply = await asyncio.wait_for(conn.post("/v1/ask", body), TIMEOUT)
                except (OSError, asyncio.IncompleteReadError, TimeoutError, ValueError, StopIteration):
                    run.errors += 1
                    conn.close()
                    continue
                if status != 200:
                    run.errors += 1
                    continue
                run.latencies.append(time.perf_counter() - t)
                conversation = reply.get("conversation_id", conversation)
        finally:
            conn.close()

    start = time.perf_counter()
    await asyncio.wait_for(asyncio.gather(*(player() for _ in range(concurrency))), DEADLINE)
    run.seconds = time.perf_counter() - start


TICKS = os.sysconf("SC_CLK_TCK")


def busy_ticks() -> int:
    """CPU ticks the whole machine spent busy (/proc/stat: all but idle and iowait)."""
    fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    return sum(fields) - fields[3] - fields[4]


def own_ticks(groups: list[int]) -> int:
    """CPU ticks of this process and of every process in the servers' process groups."""
    total = sum(os.times()[:2]) * TICKS
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            text = stat.read_text()
        except OSError:  # a process that ended meanwhile
            continue
        fields = text.rsplit(")", 1)[1].split()  # after the command name, which may hold spaces
        if int(fields[2]) in groups:  # pgrp
            total += int(fields[11]) + int(fields[12])  # utime, stime
    return int(total)


def measured(port: int, pool: list[str], requests: int, concurrency: int, run: Run, seed: int, groups: list[int]) -> None:
    """``load``, noting how busy other processes kept the machine meanwhile (other sessions'
    work on a shared machine is the main source of noise here: it is reported, not hidden)."""
    busy, own = busy_ticks(), own_ticks(groups)
    asyncio.run(load(port, pool, requests, concurrency, run, seed))
    others = (busy_ticks() - busy) - (own_ticks(groups) - own)
    run.others = max(0.0, others / TICKS / run.seconds)


def start(cmd: list[str], env: dict[str, str]) -> subprocess.Popen:
    return subprocess.Popen(cmd, env={**os.environ, **env}, cwd=ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)


def ready(proc: subprocess.Popen, port: int, timeout: float = 300) -> None:
    import httpx

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited with {proc.returncode}")
        try:
            if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.3)
    raise TimeoutError("server did not start")


def stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    with contextlib.suppress(subprocess.TimeoutExpired):
        proc.wait(timeout=30)
    with contextlib.suppress(ProcessLookupError):  # a worker left behind
        os.killpg(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)


@dataclass
class Config:
    label: str
    workers: int
    cmd: list[str]
    port: int
    proc: subprocess.Popen | None = None
    runs: list[Run] = field(default_factory=list)

    @property
    def median(self) -> Run:
        return sorted(self.runs, key=lambda r: r.rps)[len(self.runs) // 2]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--requests", type=int, default=2000)
    ap.add_argument("--concurrency", type=int, default=50)
    ap.add_argument("--workers", type=int, default=len(os.sched_getaffinity(0)), help="N (default: the cores)")
    ap.add_argument("--rounds", type=int, default=1, help="runs of each configuration, interleaved; the median is reported")
    args = ap.parse_args()
    pool = questions()
    data = Path(tempfile.mkdtemp(prefix="arbiter-load."))
    try:
        configs = compare(pool, data, args)
    finally:
        shutil.rmtree(data, ignore_errors=True)
    report(configs)


def compare(pool: list[str], data: Path, args: argparse.Namespace) -> list[Config]:
    """The bare pipeline and the service, at 1 worker and at N, on one index in ``data``. All
    four servers start at once (idle ones cost nothing), then the runs go round-robin, so a
    burst of other work on the machine lands on every configuration alike."""
    import corpus  # noqa: F401
    from corpus.index import load_or_build
    from service.process import free_port

    env = {"ARBITER_DATA_DIR": str(data)}
    load_or_build(data)  # built once, before any server starts
    configs = []
    for workers in sorted({1, args.workers}):
        port = free_port()
        configs.append(Config("bare embed + FAISS", workers, [
            sys.executable, "-m", "uvicorn", "--app-dir", str(ROOT / "benchmarks"), "--factory", "load:bare_app",
            "--port", str(port), "--workers", str(workers), "--no-access-log", "--log-level", "warning"], port))
        port = free_port()
        configs.append(Config("/v1/ask", workers, [sys.executable, "-m", "service.cli", "serve", "--port", str(port),
                                                   "--workers", str(workers)], port))
    print(f"{len(pool)} questions; {args.requests} requests, {args.concurrency} concurrent, 127.0.0.1, "
          f"{args.rounds} round(s)", flush=True)
    try:
        for c in configs:
            c.proc = start(c.cmd, env)
        for c in configs:
            assert c.proc is not None
            ready(c.proc, c.port)
            # warm-up: every worker answers a few of each kind before the clock starts
            asyncio.run(load(c.port, pool, min(200, args.requests), 4 * c.workers, Run(c.label, c.workers), seed=1))
        for n in range(args.rounds):
            for c in configs:
                run = Run(c.label, c.workers)
                measured(c.port, pool, args.requests, args.concurrency, run, 2 + n, [x.proc.pid for x in configs if x.proc])
                c.runs.append(run)
                print(f"  {c.label}, {c.workers} worker(s): {run.rps:.1f} req/s, p50 {run.pct(50):.0f} ms, "
                      f"p95 {run.pct(95):.0f} ms, {run.errors} errors, other processes {run.others:.2f} cores", flush=True)
    finally:
        for c in configs:
            if c.proc is not None:
                stop(c.proc)
    return configs


def report(configs: list[Config]) -> None:
    print("\n| server | workers | req/s | p50 ms | p95 ms | errors | req/s ÷ bare | p50 ÷ bare | p95 ÷ bare | other load |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    bare: Run | None = None
    for c in configs:
        r = c.median
        bare = r if c.label.startswith("bare") else bare
        assert bare is not None
        errors = sum(x.errors for x in c.runs)
        print(f"| {r.label} | {r.workers} | {r.rps:.0f} | {r.pct(50):.0f} | {r.pct(95):.0f} | {errors} | "
              f"{r.rps / bare.rps:.2f} | {r.pct(50) / bare.pct(50):.2f} | {r.pct(95) / bare.pct(95):.2f} | "
              f"{r.others:.2f} cores |")
    if len(configs) > 2:
        b1, a1, bn, an = (c.median for c in configs)
        print(f"\nthroughput at {an.workers} workers ÷ 1 worker: /v1/ask {an.rps / a1.rps:.2f}, bare {bn.rps / b1.rps:.2f}"
              f" (medians of {len(configs[0].runs)} interleaved round(s); errors summed over all)")


if __name__ == "__main__":
    main()
