"""Follow-ups: "What about warping?" after a question is that question changed, in the API
(and so on the chat page, which sends its conversation id), remembered across store restarts."""
from __future__ import annotations

import sqlite3

import pytest

from service.followup import follow_up
from service.store import Conversation, open_store

WORDS = frozenset(["warp", "move", "unit", "stop", "attack"])
LAST = "Can an exhausted unit move during an Invasion?"


@pytest.mark.parametrize("question, lang, resolved", [
    ("What about warping?", "en", "Can an exhausted unit warp during an Invasion?"),
    ("How about stopping?", "en", "Can an exhausted unit stop during an Invasion?"),
    ("And what if it's Evasive?", "en", "Can an exhausted unit move during an Invasion if it's Evasive?"),
    ("And if it is Flying?", "en", "Can an exhausted unit move during an Invasion if it is Flying?"),
    # another thing, not an act of the book: the last question is told first, this one asked
    ("And Evasive units?", "en", "Can an exhausted unit move during an Invasion? And Evasive units?"),
])
def test_a_follow_up_is_the_last_question_changed(question, lang, resolved):
    got = follow_up(question, LAST, lang, WORDS)
    assert got is not None and got.question == resolved


def test_a_russian_follow_up_adds_its_condition():
    got = follow_up("А если красное значение 3?", "Можно ли жертвовать культистов против этой карты?", "ru", WORDS)
    assert got is not None and got.question == "Можно ли жертвовать культистов против этой карты если красное значение 3?"


@pytest.mark.parametrize("question", ["and what was the value to beat?", "And can I warp it?", "What about it?",
                                      "If a card has red 0, can Cultists be sacrificed?",
                                      "Can an exhausted unit warp during an Invasion?"])
def test_a_question_of_its_own_is_no_follow_up(question):
    got = follow_up(question, LAST, "en", WORDS)
    assert got is None or question == "What about it?" and got.question == f"{LAST[:-1]}? What about it?"


def test_a_fragment_leaves_the_last_question_as_what_the_next_one_continues():
    got = follow_up("And Evasive units?", LAST, "en", WORDS)
    assert got is not None and got.subject == LAST


def test_the_chat_answers_a_follow_up_from_the_rule_of_the_question_it_continues(client):
    first = client.post("/v1/ask", json={"question": LAST}).json()
    assert (first["game"], first["verdict"]) == ("old-ones-origins", "no")
    cid = first["conversation_id"]
    warp = client.post("/v1/ask", json={"question": "What about warping?", "conversation_id": cid}).json()
    assert warp["verdict"] == "yes"
    assert warp["reading"]["facts"][0] == {"text": "What about warping?", "slot": "follow_up",
                                           "value": "Can an exhausted unit warp during an Invasion?"}
    assert warp["citations"][0]["quote"] == "Exhausted units (units laid on their back) cannot move but can warp."
    evasive = client.post("/v1/ask", json={"question": "And what if it's Evasive?", "conversation_id": cid}).json()
    assert evasive["reading"]["facts"][0]["value"] == "Can an exhausted unit warp during an Invasion if it's Evasive?"
    assert evasive["abstained"] is False
    # without the conversation the same words are a question of their own
    alone = client.post("/v1/ask", json={"question": "What about warping?"}).json()
    assert [f for f in alone["reading"]["facts"] if f["slot"] == "follow_up"] == []


def test_a_store_made_before_subjects_gains_the_column_and_keeps_its_conversations(tmp_path):
    db = sqlite3.connect(tmp_path / "store.sqlite3")
    db.execute("CREATE TABLE conversations (id TEXT PRIMARY KEY, game TEXT, state TEXT, kind TEXT, "
               "touched DOUBLE PRECISION NOT NULL)")
    db.execute("INSERT INTO conversations VALUES ('old', 'berserk', NULL, NULL, 1e12)")
    db.commit()
    db.close()
    store = open_store(tmp_path)
    try:
        old = store.conversation("old")
        assert old is not None and (old.game, old.subject) == ("berserk", None)
        store.save_conversation(Conversation(id="new", game="berserk", subject="Можно ли?"))
        new = store.conversation("new")
        assert new is not None and new.subject == "Можно ли?"
    finally:
        store.close()
