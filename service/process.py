"""Run `arbiter serve` as a separate process on a free loopback port — how the real-server
tests, the browser tests and the benchmarks meet the service a user starts."""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path

import httpx


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class Server:
    """A started `arbiter serve` (with its workers, in a process group of its own)."""
    base: str
    proc: subprocess.Popen

    def ready(self, timeout: float = 120.0) -> Server:
        """Wait until /healthz answers (every worker of the group shares the port)."""
        deadline = time.monotonic() + timeout
        while True:
            if self.proc.poll() is not None:
                raise RuntimeError(f"arbiter serve exited with {self.proc.returncode}")
            try:
                if httpx.get(self.base + "/healthz", timeout=1).status_code == 200:
                    return self
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise TimeoutError(f"arbiter serve did not answer on {self.base} within {timeout:.0f}s")
            time.sleep(0.2)

    def kill(self) -> None:
        """kill -9, the server and its workers at once: nothing gets to shut down cleanly."""
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait(timeout=20)

    def stop(self) -> None:
        """SIGTERM (uvicorn's supervisor stops its workers), kill -9 after 20 s."""
        if self.proc.poll() is None:
            self.proc.terminate()
            with suppress(subprocess.TimeoutExpired):
                self.proc.wait(timeout=20)
        with suppress(ProcessLookupError):  # any worker left behind
            os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait(timeout=20)


def launch(data_dir: Path, env: dict[str, str] | None = None, workers: int = 1) -> Server:
    """Start the service on 127.0.0.1 with ``workers`` processes; ``ready()`` waits for it."""
    port = free_port()
    proc_env = dict(os.environ, ARBITER_DATA_DIR=str(data_dir), **(env or {}))
    proc = subprocess.Popen([sys.executable, "-m", "service.cli", "serve", "--port", str(port), "--workers", str(workers)],
                            env=proc_env, cwd=Path(__file__).resolve().parents[1],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    return Server(f"http://127.0.0.1:{port}", proc)


@contextmanager
def serving(data_dir: Path, env: dict[str, str] | None = None, timeout: float = 120.0,
            workers: int = 1) -> Iterator[str]:
    """Start the service on 127.0.0.1 and yield its base URL once /healthz answers."""
    server = launch(data_dir, env, workers)
    try:
        yield server.ready(timeout).base
    finally:
        server.stop()
