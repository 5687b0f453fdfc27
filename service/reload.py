"""Hot reload: a running server serves the index version an ingest or a removal swapped in
(``arbiter ingest`` in another process, or an upload to any worker) without a restart.

What a request uses — the index, the rule graphs built from its documents and the asker's
stages — is one ``Served`` value behind one reference. A new version is loaded and built
beside it, off the request path (a watcher thread per process, every ``POLL_SECONDS``, or
the upload that wrote it), then the reference is swapped: a request that took the old value
finishes on it, every later one takes the new. ``corpus.index.load_current`` loads only
while no writer holds the build lock and checks the files against their manifest, so no
request ever sees a half-written index; a version that does not load is logged once and the
server keeps serving the one it has.
"""
from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from corpus.index import HybridIndex, load_current, version
from kb.game import GameRules, discover
from service.ask import Asker
from service.conversations import Conversations

log = logging.getLogger("arbiter.service")

# A stat of the manifest per second per process: an ingest takes seconds to minutes, so a
# second more before the workers serve it is not noticed, and the check costs microseconds.
POLL_SECONDS = 1.0


@dataclass(frozen=True)
class Served:
    """One index version and what is built from it."""

    index: HybridIndex
    kb: dict[str, GameRules]
    asker: Asker
    version: tuple[int, int] | None  # corpus.index.version() of the manifest it was loaded from


def served(index: HybridIndex, stamp: tuple[int, int] | None, conversations: Conversations) -> Served:
    kb = discover({g: game.documents for g, game in index.games.items()})
    return Served(index, kb, Asker(index, kb, conversations), stamp)


class Versions:
    """The served version of a data directory, loaded on first use, then kept current."""

    def __init__(self, data: Path, first: Callable[[], Served], poll: float = POLL_SECONDS):
        self.data = data
        self.poll = poll
        self._first = first
        self._current: Served | None = None
        self._lock = threading.Lock()  # one load at a time (the watcher and an upload may both try)
        self._failed: tuple[int, int] | None = None  # a version that did not load: not tried again
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def current(self) -> Served:
        cur = self._current
        if cur is None:
            with self._lock:
                if self._current is None:
                    self._current = self._first()
                    self._thread = threading.Thread(target=self._watch, name="arbiter-reload", daemon=True)
                    self._thread.start()
                cur = self._current
        return cur

    def reload(self, wait: bool = False) -> bool:
        """Swap in the version on disk when it is not the one served; True when it did.
        Without ``wait`` nothing is loaded while a writer holds the build lock (the watcher
        tries again at its next poll); with it, the writer is waited for (an upload, whose
        answer should mean the book is served)."""
        self.current  # noqa: B018  (the first version is loaded before any other)
        with self._lock:
            cur = self._current
            assert cur is not None
            stamp = version(self.data)
            if stamp == cur.version or stamp is None or (stamp == self._failed and not wait):
                return False
            try:
                got = load_current(self.data, cur.index.embedders, wait=wait)
            except Exception as exc:  # kept serving what it serves; said once per version
                self._failed = stamp
                log.warning("the index in %s did not load, still serving the previous one: %s", self.data, exc)
                return False
            if got is None or got[1] == cur.version:
                return False
            index, stamp = got
            self._current = served(index, stamp, cur.asker.conversations)
        log.info("now serving the index version of %s: %d games, %d chunks", self.data, len(index.games),
                 len(index.chunks))
        return True

    def _watch(self) -> None:
        while not self._stop.wait(self.poll):
            try:
                self.reload()
            except Exception:  # the watcher outlives any one failure
                log.exception("index reload failed")

    def close(self) -> None:
        self._stop.set()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout=30)
