"""The store of conversations and feedback (service/store.py), on SQLite and on a real
throwaway PostgreSQL: what survives reopening, what two stores on one database share, and
the limits — how many, how long, how large."""
from __future__ import annotations

import dataclasses
import sqlite3

import pytest

from service.conversations import Conversations
from service.settings import Limits
from service.store import Conversation, Store, StoreUnavailable, _until_unlocked, open_store


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture(params=["sqlite", "postgres"])
def backend(request, tmp_path):
    """Opens stores on one database of the backend: SQLite in a data directory, or a fresh
    database on the throwaway PostgreSQL server."""
    url = request.getfixturevalue("postgres_db") if request.param == "postgres" else None
    opened: list[Store] = []

    def open_(limits: Limits | None = None, clock=None) -> Store:
        store = open_store(tmp_path, limits, url)
        if clock is not None:
            store.clock = clock
        opened.append(store)
        return store

    yield open_
    for store in opened:
        store.close()


def test_a_conversation_survives_reopening_the_store(backend):
    first = backend()
    state = {"card": {"name": "Misdirection", "red": 2}, "who": "Леон", "odd": "\ud800 \x00"}
    first.save_conversation(Conversation(id="chat-1", game="mythos-encounters", state=state, kind="negation-chain"))
    first.close()
    again = backend().conversation("chat-1")
    assert again is not None
    assert (again.game, again.state, again.kind) == ("mythos-encounters", state, "negation-chain")


def test_two_stores_on_one_database_share_conversations_and_feedback(backend):
    a, b = backend(), backend()
    a.save_conversation(Conversation(id="x", game="berserk"))
    conv = b.conversation("x")
    assert conv is not None and conv.game == "berserk"
    conv.state = {"active_player": "A"}
    b.save_conversation(conv)
    later = a.conversation("x")
    assert later is not None and later.state == {"active_player": "A"}
    fid = b.add_feedback("Can I?", "helpful")["id"]
    assert [f["id"] for f in a.feedback()] == [fid]


def test_a_conversation_is_forgotten_ttl_seconds_after_its_last_question(backend):
    clock = Clock()
    store = backend(Limits(conversation_ttl=10), clock)
    store.save_conversation(Conversation(id="mine", game="berserk"))
    clock.now += 10
    conv = store.conversation("mine")
    assert conv is not None and store.conversation_count() == 1
    store.save_conversation(conv)  # a question at t=10: ten more seconds from now
    clock.now += 10
    assert store.conversation("mine") is not None
    clock.now += 0.5
    assert store.conversation("mine") is None and store.conversation_count() == 0


def test_expired_conversations_are_deleted_by_the_next_write(backend):
    clock = Clock()
    store = backend(Limits(conversation_ttl=10), clock)
    store.save_conversation(Conversation(id="old"))
    clock.now += 11
    store.save_conversation(Conversation(id="new"))
    clock.now -= 11  # even seen from back then, "old" is gone from the table
    assert store.conversation("old") is None


def test_past_the_limit_the_least_recently_used_conversations_go(backend):
    clock = Clock()
    store = backend(Limits(conversations=3), clock)
    for cid in ("a", "b", "c"):
        store.save_conversation(Conversation(id=cid))
        clock.now += 1
    store.save_conversation(Conversation(id="a"))  # "a" asked again: now the most recent
    clock.now += 1
    store.save_conversation(Conversation(id="d"))
    clock.now += 1
    store.save_conversation(Conversation(id="e"))
    assert store.conversation_count() == 3
    assert {cid for cid in "abcde" if store.conversation(cid)} == {"a", "d", "e"}


def test_a_state_over_the_size_limit_is_not_remembered_but_the_game_is(backend):
    store = backend(Limits(conversation_state_bytes=100))
    store.save_conversation(Conversation(id="small", game="berserk", state={"n": "x" * 80}, kind="prevention"))
    store.save_conversation(Conversation(id="big", game="berserk", state={"n": "x" * 100}, kind="prevention"))
    small, big = store.conversation("small"), store.conversation("big")
    assert small is not None and small.state == {"n": "x" * 80}
    assert big is not None and (big.game, big.state, big.kind) == ("berserk", None, "prevention")


def test_feedback_newest_first_filtered_limited_and_bounded(backend):
    clock = Clock()
    store = backend(Limits(feedback_items=3), clock)
    ids = []
    for i, rating in enumerate(["wrong", "helpful", "wrong", "wrong"]):
        ids.append(store.add_feedback(f"question {i}", rating, answer=f"answer {i}", comment=f"c{i}")["id"])
        clock.now += 1
    items = store.feedback()
    assert [f["id"] for f in items] == ids[:0:-1]  # newest first; the oldest went past 3
    assert items[0] == {"id": ids[3], "at": 1_000_003.0, "question": "question 3", "answer": "answer 3",
                        "rating": "wrong", "comment": "c3", "game": None, "conversation_id": None}
    assert [f["id"] for f in store.feedback("wrong")] == [ids[3], ids[2]]
    assert [f["id"] for f in store.feedback(limit=1)] == [ids[3]]


def test_feedback_takes_its_game_from_the_conversation(backend):
    store = backend()
    store.save_conversation(Conversation(id="chat", game="rise-of-myths"))
    assert store.add_feedback("q", "wrong", conversation_id="chat")["game"] == "rise-of-myths"
    assert store.add_feedback("q", "wrong", conversation_id="chat", game="berserk")["game"] == "berserk"
    assert store.add_feedback("q", "wrong", conversation_id="unknown")["game"] is None


def test_unanswered_questions_are_counted_and_bounded(backend):
    clock = Clock()
    store = backend(Limits(unanswered_items=2), clock)
    store.record_unanswered("What is the capital of France?", "rise-of-myths")
    clock.now += 1
    store.record_unanswered("What is  the capital of France? ", "rise-of-myths")  # the same, spaced differently
    clock.now += 1
    store.record_unanswered("Who wins at chess?", "old-ones-origins")
    clock.now += 1
    store.record_unanswered("Nul\x00 and a lone \ud800", None)  # stored as it can be, never a failure
    assert store.unanswered() == [
        {"question": "Nul and a lone ?", "game": None, "at": 1_000_003.0, "count": 1},
        {"question": "Who wins at chess?", "game": "old-ones-origins", "at": 1_000_002.0, "count": 1},
    ]
    clock.now += 1
    store.record_unanswered("Who wins at chess?", "old-ones-origins")
    assert store.unanswered(limit=1) == [{"question": "Who wins at chess?", "game": "old-ones-origins",
                                          "at": 1_000_004.0, "count": 2}]


def test_conversations_get_a_new_one_or_the_remembered_one_and_save_it(tmp_path):
    conversations = Conversations(open_store(tmp_path))
    fresh = conversations.get(None)
    assert len(fresh.id) == 32 and fresh.game is None and len(conversations) == 0  # nothing stored before save
    named = conversations.get("client-id")
    assert named.id == "client-id" and named.game is None
    named.game = "berserk"
    conversations.save(named)
    assert conversations.get("client-id").game == "berserk" and len(conversations) == 1


def test_without_a_data_directory_or_url_the_store_is_in_memory(tmp_path, monkeypatch):
    monkeypatch.delenv("ARBITER_DATABASE_URL", raising=False)
    store = open_store(None)
    store.save_conversation(Conversation(id="a", game="berserk"))
    assert open_store(None).conversation("a") is None  # another process's memory: nothing shared
    assert not list(tmp_path.iterdir())


def test_a_wrong_database_url_is_refused_at_start(tmp_path):
    with pytest.raises(ValueError, match="postgresql://"):
        open_store(tmp_path, url="mysql://user:secret@127.0.0.1/db")
    from service.process import free_port

    nobody_listens = f"postgresql://arbiter:secret@127.0.0.1:{free_port()}/db"
    with pytest.raises(StoreUnavailable) as err:
        open_store(tmp_path, dataclasses.replace(Limits(), store_wait=1), nobody_listens)
    assert "secret" not in str(err.value)  # the password never reaches a message


def test_sqlite_url_names_the_file(tmp_path):
    path = tmp_path / "elsewhere" / "state.db"
    open_store(None, url=f"sqlite:///{path}").save_conversation(Conversation(id="a"))
    assert open_store(None, url=f"sqlite:///{path}").conversation("a") is not None


def test_a_database_locked_while_another_process_creates_it_is_waited_for_not_fatal():
    # two `arbiter serve` started together: switching the new file to WAL may be refused at
    # once with "database is locked" (no busy wait); it is tried again within the store's wait
    tries = []

    def wal():
        tries.append(1)
        if len(tries) < 3:
            raise sqlite3.OperationalError("database is locked")

    _until_unlocked(wal, wait=5.0)
    assert len(tries) == 3

    def broken():
        raise sqlite3.OperationalError("no such table: conversations")

    with pytest.raises(sqlite3.OperationalError, match="no such table"):
        _until_unlocked(broken, wait=5.0)
