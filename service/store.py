"""Where the service's state lives, so that it survives a restart and every worker process
sees the same: the conversations (the game, state and kind a follow-up continues from) and
the players' feedback, with the questions the service could not answer.

One interface, ``Store``, over the SQL that SQLite and PostgreSQL both speak:

- SQLite in the data directory by default (``$ARBITER_DATA_DIR/store.sqlite3``): nothing to
  set up. WAL mode lets the workers of one machine read while one of them writes; with
  ``synchronous=NORMAL`` a committed write survives the service being killed (only a power
  cut can lose the last commits).
- PostgreSQL when ``ARBITER_DATABASE_URL`` is set, through psycopg 3 and its connection
  pool: workers on several machines, or state kept and backed up with the rest of a site's.

The limits (how many conversations, how long one is remembered, how large a state, how many
feedback entries) are enforced here, in the transaction of the write itself, so no caller can
forget them. Times are wall-clock seconds: they must mean the same in every process and
after a restart. Every failure to reach the database is a ``StoreUnavailable``, which the
app answers with a 503, never a 500.
"""
from __future__ import annotations

import hashlib
import json
import logging
import re
import sqlite3
import threading
import time
import uuid
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from service.settings import Limits, database_url

log = logging.getLogger("arbiter.store")

FILENAME = "store.sqlite3"

SCHEMA = [
    # the conversation a follow-up continues: the game, the state it ran (compact ASCII JSON)
    # and the kind it was resolved as; ``touched`` is the time of its last question and
    # ``subject`` that question (as resolved, when it was a follow-up itself)
    """CREATE TABLE IF NOT EXISTS conversations (
         id TEXT PRIMARY KEY, game TEXT, state TEXT, kind TEXT, touched DOUBLE PRECISION NOT NULL, subject TEXT)""",
    "CREATE INDEX IF NOT EXISTS conversations_touched ON conversations (touched)",
    """CREATE TABLE IF NOT EXISTS feedback (
         id TEXT PRIMARY KEY, at DOUBLE PRECISION NOT NULL, conversation_id TEXT, question TEXT NOT NULL,
         answer TEXT, rating TEXT NOT NULL, comment TEXT, game TEXT)""",
    "CREATE INDEX IF NOT EXISTS feedback_at ON feedback (at)",
    # a question the service abstained on: its text, game and when it was last asked, and how
    # often — nothing about who asked. ``key`` hashes game and text: a 4,000-character
    # question is too long for a PostgreSQL index entry
    """CREATE TABLE IF NOT EXISTS unanswered (
         key TEXT PRIMARY KEY, question TEXT NOT NULL, game TEXT NOT NULL, at DOUBLE PRECISION NOT NULL,
         count INTEGER NOT NULL)""",
    "CREATE INDEX IF NOT EXISTS unanswered_at ON unanswered (at)",
]


class StoreUnavailable(Exception):
    """The database could not be reached or written (locked past the wait, disk full,
    PostgreSQL down): the request is answered 503, the service keeps running."""


@dataclass
class Conversation:
    id: str
    game: str | None = None
    state: dict[str, Any] | None = None
    kind: str | None = None
    touched: float = field(default_factory=time.time)
    subject: str | None = None  # the last question asked, what "What about warping?" continues


class Tx(Protocol):
    def __call__(self, sql: str, params: Sequence[Any] = ()) -> list[tuple]: ...


class Database(Protocol):
    """What a backend gives the store: a transaction that runs SQL written with ``?``
    placeholders, and the one phrase the two dialects spell differently."""
    everything_after: str  # "all rows after the first N" (SQLite needs a LIMIT before OFFSET)

    def transaction(self, write: bool) -> Any: ...  # a context manager yielding a Tx

    def close(self) -> None: ...


def _until_unlocked(step: Callable[[], object], wait: float) -> None:
    """Run ``step``, again while SQLite says the database is locked, for up to ``wait``
    seconds: switching a new file to WAL while another process creates it can be refused at
    once, without SQLite's own busy wait (two `arbiter serve` started together)."""
    deadline = time.monotonic() + wait
    while True:
        try:
            step()
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) and "busy" not in str(exc) or time.monotonic() >= deadline:
                raise
            time.sleep(0.05)


class Sqlite:
    """One connection per process, shared by its threads under a lock (SQLite serialises
    writers anyway; the statements here take microseconds)."""
    everything_after = "LIMIT -1 OFFSET ?"

    def __init__(self, path: Path | str, wait: float):
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        try:
            # isolation_level=None: transactions are begun here, explicitly — a write begins
            # IMMEDIATE, taking the write lock up front, so that two processes never deadlock
            # upgrading a read lock (SQLite would fail that at once instead of waiting)
            self.conn = sqlite3.connect(str(path), timeout=wait, isolation_level=None, check_same_thread=False)
            if str(path) != ":memory:":
                _until_unlocked(lambda: self.conn.execute("PRAGMA journal_mode=WAL"), wait)
                self.conn.execute("PRAGMA synchronous=NORMAL")
        except sqlite3.Error as exc:
            raise StoreUnavailable(f"cannot open {path}: {exc}") from exc
        self.lock = threading.Lock()

    @contextmanager
    def transaction(self, write: bool) -> Iterator[Tx]:
        with self.lock:
            try:
                self.conn.execute("BEGIN IMMEDIATE" if write else "BEGIN")
                try:
                    yield lambda sql, params=(): self.conn.execute(sql, params).fetchall()
                except BaseException:
                    self.conn.execute("ROLLBACK")
                    raise
                self.conn.execute("COMMIT")
            except sqlite3.OperationalError as exc:  # locked past the wait, disk full, read-only
                raise StoreUnavailable(f"SQLite: {exc}") from exc

    def close(self) -> None:
        self.conn.close()


class Postgres:
    """psycopg 3's connection pool: each transaction borrows a connection (checked first, so a
    restarted database costs no failed request) and commits on return."""
    everything_after = "OFFSET ?"

    def __init__(self, url: str, size: int, wait: float):
        from psycopg_pool import ConnectionPool

        self.pool = ConnectionPool(url, min_size=1, max_size=size, open=False, timeout=wait,
                                   check=ConnectionPool.check_connection,
                                   kwargs={"connect_timeout": max(1, int(wait))})
        try:
            self.pool.open(wait=True, timeout=wait)
        except Exception as exc:
            self.pool.close()
            raise StoreUnavailable(f"PostgreSQL at {_redacted(url)} did not answer: {exc}") from exc

    @contextmanager
    def transaction(self, write: bool) -> Iterator[Tx]:
        import psycopg
        from psycopg_pool import PoolTimeout

        try:
            with self.pool.connection() as conn:
                def run(sql: str, params: Sequence[Any] = ()) -> list[tuple]:
                    cur = conn.execute(sql.replace("?", "%s"), params)
                    return cur.fetchall() if cur.description is not None else []
                yield run
        except (psycopg.OperationalError, psycopg.InterfaceError, PoolTimeout) as exc:
            raise StoreUnavailable(f"PostgreSQL: {exc}") from exc

    def close(self) -> None:
        self.pool.close()


def _redacted(url: str) -> str:
    """The URL without its password, for messages and logs."""
    return re.sub(r"(://[^:/@]+):[^@]*@", r"\1:***@", url)


class Store:
    """Conversations and feedback, bounded by ``limits``. Thread-safe; every process of the
    service opens its own ``Store`` on the same database."""

    def __init__(self, db: Database, limits: Limits | None = None, clock: Callable[[], float] = time.time):
        self.db, self.limits, self.clock = db, limits or Limits(), clock
        with self.db.transaction(write=True) as tx:
            if isinstance(db, Postgres):
                # workers start together: one creates the tables, the others wait for it
                # (concurrent CREATE TABLE IF NOT EXISTS can fail in PostgreSQL)
                tx("SELECT pg_advisory_xact_lock(?)", (0x61726269,))
            for statement in SCHEMA:
                tx(statement)
            # a store made before conversations kept their subject gains the column
            if isinstance(db, Postgres):
                tx("ALTER TABLE conversations ADD COLUMN IF NOT EXISTS subject TEXT")
            elif "subject" not in {row[1] for row in tx("PRAGMA table_info(conversations)")}:
                tx("ALTER TABLE conversations ADD COLUMN subject TEXT")

    def close(self) -> None:
        self.db.close()

    # -- conversations ------------------------------------------------------------------

    def conversation(self, cid: str) -> Conversation | None:
        """The conversation ``cid`` if it was used within the last ``conversation_ttl`` seconds."""
        with self.db.transaction(write=False) as tx:
            rows = tx("SELECT game, state, kind, touched, subject FROM conversations WHERE id = ? AND touched >= ?",
                      (cid, self.clock() - self.limits.conversation_ttl))
        if not rows:
            return None
        game, state, kind, touched, subject = rows[0]
        return Conversation(id=cid, game=game, state=json.loads(state) if state else None, kind=kind, touched=touched,
                            subject=subject)

    def save_conversation(self, conv: Conversation) -> None:
        """Remember ``conv`` as of now. A state larger than ``conversation_state_bytes`` is not
        kept (the game and kind are); expired conversations and the least recently used past
        ``conversations`` are forgotten in the same transaction."""
        now = self.clock()
        conv.touched = now
        state = None
        if conv.state is not None:
            # ASCII JSON: any string a request could carry (a lone surrogate, NUL) is stored
            # escaped, so neither database can refuse it
            state = json.dumps(conv.state, separators=(",", ":"), ensure_ascii=True, allow_nan=False)
            if len(state) > self.limits.conversation_state_bytes:
                log.info("conversation %s: a %d-byte state is not remembered (limit %d)", conv.id, len(state),
                         self.limits.conversation_state_bytes)
                state = None
        with self.db.transaction(write=True) as tx:
            tx("INSERT INTO conversations (id, game, state, kind, touched, subject) VALUES (?, ?, ?, ?, ?, ?) "
               "ON CONFLICT (id) DO UPDATE SET game = excluded.game, state = excluded.state, kind = excluded.kind, "
               "touched = excluded.touched, subject = excluded.subject", (conv.id, conv.game, state, conv.kind, now,
                                                                          conv.subject))
            tx("DELETE FROM conversations WHERE touched < ?", (now - self.limits.conversation_ttl,))
            self._cap(tx, "conversations", "id", "touched", self.limits.conversations)

    def conversation_count(self) -> int:
        """How many conversations are remembered (unexpired)."""
        with self.db.transaction(write=False) as tx:
            return int(tx("SELECT count(*) FROM conversations WHERE touched >= ?",
                          (self.clock() - self.limits.conversation_ttl,))[0][0])

    # -- feedback -------------------------------------------------------------------------

    def add_feedback(self, question: str, rating: str, answer: str | None = None, comment: str | None = None,
                     conversation_id: str | None = None, game: str | None = None) -> dict[str, Any]:
        """Store one rating; past ``feedback_items`` the oldest entries go. ``game``, when not
        given, is the game of the conversation it is about (if that is still remembered)."""
        fid, now = uuid.uuid4().hex, self.clock()
        if game is None and conversation_id is not None:
            conv = self.conversation(conversation_id)
            game = conv.game if conv else None
        with self.db.transaction(write=True) as tx:
            tx("INSERT INTO feedback (id, at, conversation_id, question, answer, rating, comment, game) "
               "VALUES (?, ?, ?, ?, ?, ?, ?, ?)", (fid, now, conversation_id, question, answer, rating, comment, game))
            self._cap(tx, "feedback", "id", "at", self.limits.feedback_items)
        return {"id": fid, "at": now, "game": game}

    def feedback(self, rating: str | None = None, limit: int = 50) -> list[dict[str, Any]]:
        """Feedback entries, newest first, optionally only those with ``rating``."""
        where, params = ("WHERE rating = ?", [rating]) if rating else ("", [])
        with self.db.transaction(write=False) as tx:
            rows = tx(f"SELECT id, at, question, answer, rating, comment, game, conversation_id FROM feedback {where} "
                      "ORDER BY at DESC, id LIMIT ?", (*params, limit))
        keys = ("id", "at", "question", "answer", "rating", "comment", "game", "conversation_id")
        return [dict(zip(keys, row, strict=True)) for row in rows]

    def record_unanswered(self, question: str, game: str | None) -> None:
        """Count a question the service abstained on (the same text and game again adds one);
        past ``unanswered_items`` the least recently asked go."""
        text = storable(" ".join(question.split()))
        game = game or ""
        key = hashlib.sha256(f"{game}\n{text}".encode()).hexdigest()
        with self.db.transaction(write=True) as tx:
            tx("INSERT INTO unanswered (key, question, game, at, count) VALUES (?, ?, ?, ?, 1) "
               "ON CONFLICT (key) DO UPDATE SET count = unanswered.count + 1, at = excluded.at",
               (key, text, game, self.clock()))
            self._cap(tx, "unanswered", "key", "at", self.limits.unanswered_items)

    def unanswered(self, limit: int = 50) -> list[dict[str, Any]]:
        """The questions the service could not answer, the most recently asked first."""
        with self.db.transaction(write=False) as tx:
            rows = tx("SELECT question, game, at, count FROM unanswered ORDER BY at DESC, key LIMIT ?", (limit,))
        return [{"question": q, "game": g or None, "at": at, "count": n} for q, g, at, n in rows]

    def _cap(self, tx: Tx, table: str, key: str, age: str, most: int) -> None:
        """Keep the ``most`` newest rows of ``table`` (counted first: the delete scans only
        when there is something to delete)."""
        if tx(f"SELECT count(*) FROM {table}")[0][0] > most:
            tx(f"DELETE FROM {table} WHERE {key} IN "
               f"(SELECT {key} FROM {table} ORDER BY {age} DESC, {key} {self.db.everything_after})", (most,))


def storable(text: str) -> str:
    """``text`` as both databases can store it: PostgreSQL refuses NUL in text, and neither
    encodes a lone surrogate (pydantic refuses those in requests; this is the last guard)."""
    return text.replace("\x00", "").encode("utf-8", "replace").decode("utf-8")


def open_store(data: Path | None, limits: Limits | None = None, url: str | None = None) -> Store:
    """The store the settings name: PostgreSQL at ``url`` (default ``ARBITER_DATABASE_URL``),
    else SQLite in the data directory ``data``; ``data=None`` and no URL is an in-memory
    store, for one process that keeps nothing (the command line's ``ask``)."""
    limits = limits or Limits()
    url = url if url is not None else database_url()
    if url:
        if url.startswith(("postgresql://", "postgres://")):
            return Store(Postgres(url, limits.postgres_pool, limits.store_wait), limits)
        if url.startswith("sqlite:///"):
            return Store(Sqlite(url.removeprefix("sqlite:///") or ":memory:", limits.store_wait), limits)
        raise ValueError("ARBITER_DATABASE_URL: a postgresql:// (or sqlite:///PATH) URL, not "
                         f"{_redacted(url).split('://')[0]}://…")
    return Store(Sqlite(data / FILENAME if data is not None else ":memory:", limits.store_wait), limits)
