"""POST /v1/feedback and GET /v1/feedback as API.md says: 201 with an id, the admin token
(404 while unset, 401 without it), filters, limits, 4xx JSON for bad input, and the
`unanswered` list fed by the questions the service abstained on."""
from __future__ import annotations

import re

import pytest

from service.conversations import Conversations
from service.store import open_store

TOKEN = "s3cret-admin-token"
ADMIN = {"Authorization": f"Bearer {TOKEN}"}
CHAIN = {"card": {"name": "Misdirection", "red": 2},
         "attempts": [{"player": "Leon", "method": "discard_arcana", "card": {"name": "Prism Gate", "red": 2}}]}


@pytest.fixture
def api(client, tmp_path, monkeypatch):
    """The session's app with an empty store of its own and the admin token set."""
    arbiter = client.app.state.arbiter
    store = open_store(tmp_path)
    monkeypatch.setattr(arbiter, "_store", store)
    monkeypatch.setattr(arbiter.asker, "conversations", Conversations(store))
    monkeypatch.setenv("ARBITER_ADMIN_TOKEN", TOKEN)
    yield client
    store.close()


def give(api, **body):
    r = api.post("/v1/feedback", json=body)
    assert r.status_code == 201, r.text
    return r.json()


def test_feedback_is_created_with_an_id_and_read_back_newest_first(api):
    first = give(api, question="Can a Weakness reduce an attack below zero?", rating="helpful")
    assert set(first) == {"id"} and re.fullmatch(r"[0-9a-f]{32}", first["id"])
    second = give(api, question="Does Bleed apply at the end of the turn?", answer="Yes.", rating="wrong",
                  comment="It applies at the end of the Creature's turn.", game="rise-of-myths")
    r = api.get("/v1/feedback", headers=ADMIN)
    assert r.status_code == 200
    items = r.json()["items"]
    assert [i["id"] for i in items] == [second["id"], first["id"]]
    assert set(items[0]) == {"id", "at", "question", "answer", "rating", "comment", "game"}
    assert items[0] | {"at": None} == {"id": second["id"], "at": None, "question": "Does Bleed apply at the end of the turn?",
                                       "answer": "Yes.", "rating": "wrong",
                                       "comment": "It applies at the end of the Creature's turn.", "game": "rise-of-myths"}
    assert items[1] | {"at": None} == {"id": first["id"], "at": None, "question": "Can a Weakness reduce an attack below zero?",
                                       "answer": None, "rating": "helpful", "comment": None, "game": None}
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", items[0]["at"])
    assert r.json()["unanswered"] == []


def test_feedback_filters_by_rating_and_limits(api):
    ids = [give(api, question=f"q{i}", rating=rating)["id"] for i, rating in enumerate(["wrong", "helpful", "wrong"])]
    wrong = api.get("/v1/feedback", params={"rating": "wrong"}, headers=ADMIN).json()["items"]
    assert [i["id"] for i in wrong] == [ids[2], ids[0]]
    helpful = api.get("/v1/feedback", params={"rating": "helpful"}, headers=ADMIN).json()["items"]
    assert [i["id"] for i in helpful] == [ids[1]]
    newest = api.get("/v1/feedback", params={"limit": 2}, headers=ADMIN).json()["items"]
    assert [i["id"] for i in newest] == [ids[2], ids[1]]
    assert len(api.get("/v1/feedback", params={"limit": 500}, headers=ADMIN).json()["items"]) == 3


def test_feedback_about_a_conversation_names_its_game(api):
    answer = api.post("/v1/ask", json={"question": "Is the Misdirection effect in force now?", "state": CHAIN}).json()
    give(api, conversation_id=answer["conversation_id"], question="Is the Misdirection effect in force now?",
         answer=answer["answer"], rating="helpful")
    item = api.get("/v1/feedback", headers=ADMIN).json()["items"][0]
    assert item["game"] == "mythos-encounters" == answer["game"]


def test_questions_the_service_abstained_on_are_listed_with_a_count(api):
    for _ in range(2):
        res = api.post("/v1/ask", json={"question": "What is the capital of France?"}).json()
        assert res["abstained"] is True
    answered = api.post("/v1/ask", json={"question": "How many rounds does a standard game last?"}).json()
    assert answered["abstained"] is False
    unanswered = api.get("/v1/feedback", headers=ADMIN).json()["unanswered"]
    assert [u | {"at": None} for u in unanswered] == [
        {"question": "What is the capital of France?", "game": res["game"], "at": None, "count": 2}]
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", unanswered[0]["at"])


def test_reading_feedback_needs_the_admin_token(api):
    give(api, question="q", rating="wrong")
    for headers in ({}, {"Authorization": "Bearer wrong-token"}, {"Authorization": TOKEN},
                    {"Authorization": f"Basic {TOKEN}"}, {"Authorization": "Bearer"}):
        r = api.get("/v1/feedback", headers=headers)
        assert r.status_code == 401, headers
        assert r.headers["www-authenticate"] == "Bearer"
        assert r.json() == {"error": {"code": "unauthorized", "message": "this endpoint needs the admin token",
                                      "details": [{"path": "Authorization", "message": "Bearer <ARBITER_ADMIN_TOKEN>"}]}}
    # the token is checked before the query: without it, nothing is said about the parameters
    assert api.get("/v1/feedback", params={"limit": 0}).status_code == 401


def test_without_an_admin_token_reading_feedback_does_not_exist(api, monkeypatch):
    monkeypatch.delenv("ARBITER_ADMIN_TOKEN")
    for headers in ({}, ADMIN):
        r = api.get("/v1/feedback", headers=headers)
        assert r.status_code == 404
        assert r.json() == {"error": {"code": "not_found", "message": "Not Found", "details": []}}
        assert r.json() == api.get("/v1/no-such-endpoint").json()  # indistinguishable from no endpoint at all
    assert api.post("/v1/feedback", json={"question": "q", "rating": "helpful"}).status_code == 201  # giving it still works


@pytest.mark.parametrize("params, path", [
    ({"limit": 0}, "limit"), ({"limit": 501}, "limit"), ({"limit": "ten"}, "limit"), ({"rating": "meh"}, "rating"),
])
def test_bad_feedback_queries_are_422_naming_the_parameter(api, params, path):
    r = api.get("/v1/feedback", params=params, headers=ADMIN)
    assert r.status_code == 422
    assert r.json()["error"]["code"] == "invalid_request"
    assert [d["path"] for d in r.json()["error"]["details"]] == [path]


@pytest.mark.parametrize("body, paths", [
    ({"rating": "helpful"}, ["question"]),
    ({"question": "q"}, ["rating"]),
    ({}, ["question", "rating"]),
    ({"question": "q", "rating": "meh"}, ["rating"]),
    ({"question": "", "rating": "wrong"}, ["question"]),
    ({"question": "   ", "rating": "wrong"}, ["question"]),
    ({"question": "x" * 4001, "rating": "wrong"}, ["question"]),
    ({"question": "q", "rating": "wrong", "answer": "x" * 4001}, ["answer"]),
    ({"question": "q", "rating": "wrong", "comment": "x" * 4001}, ["comment"]),
    ({"question": "q", "rating": "wrong", "comment": "a\x00b"}, ["comment"]),
    ({"question": "q", "rating": "wrong", "comment": 5}, ["comment"]),
    ({"question": "q", "rating": "wrong", "conversation_id": ""}, ["conversation_id"]),
    ({"question": "q", "rating": "wrong", "conversation_id": "a\nb"}, ["conversation_id"]),
    ({"question": "q", "rating": "wrong", "conversation_id": "x" * 101}, ["conversation_id"]),
    ({"question": "q", "rating": "wrong", "stars": 5}, ["stars"]),
])
def test_bad_feedback_is_422_naming_each_bad_field(api, body, paths):
    r = api.post("/v1/feedback", json=body)
    assert r.status_code == 422
    assert r.json()["error"]["code"] == "invalid_request"
    assert sorted(d["path"] for d in r.json()["error"]["details"]) == paths
    assert api.get("/v1/feedback", headers=ADMIN).json()["items"] == []


def test_feedback_texts_up_to_the_limit_are_kept_whole(api):
    long = "я" * 4000
    give(api, question=long, answer=long, comment=long, rating="wrong")
    item = api.get("/v1/feedback", headers=ADMIN).json()["items"][0]
    assert item["question"] == item["answer"] == item["comment"] == long


def test_feedback_for_an_unknown_game_is_404_and_a_body_that_is_not_json_is_422(api):
    r = api.post("/v1/feedback", json={"question": "q", "rating": "wrong", "game": "chess"})
    assert r.status_code == 404 and r.json()["error"]["code"] == "unknown_game"
    r = api.post("/v1/feedback", content=b"{not json", headers={"content-type": "application/json"})
    assert r.status_code == 422 and r.json()["error"]["details"][0]["path"] == "$"
    assert api.get("/v1/feedback", headers=ADMIN).json()["items"] == []


def test_a_conversation_id_with_control_characters_is_refused_by_ask(api):
    r = api.post("/v1/ask", json={"question": "How many rounds?", "conversation_id": "a\x00b"})
    assert r.status_code == 422 and [d["path"] for d in r.json()["error"]["details"]] == ["conversation_id"]
