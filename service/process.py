"""Run `arbiter serve` as a separate process on a free loopback port — how the real-server
tests, the browser tests and the benchmarks meet the service a user starts."""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def serving(data_dir: Path, env: dict[str, str] | None = None, timeout: float = 120.0) -> Iterator[str]:
    """Start the service on 127.0.0.1 and yield its base URL once /healthz answers."""
    port = free_port()
    proc_env = dict(os.environ, ARBITER_DATA_DIR=str(data_dir), **(env or {}))
    proc = subprocess.Popen([sys.executable, "-m", "service.cli", "serve", "--port", str(port)], env=proc_env,
                            cwd=Path(__file__).resolve().parents[1],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + timeout
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"arbiter serve exited with {proc.returncode}")
            try:
                if httpx.get(base + "/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise TimeoutError(f"arbiter serve did not answer on {base} within {timeout:.0f}s")
            time.sleep(0.2)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
