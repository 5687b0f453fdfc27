"""The HTTP contract of API.md, through FastAPI's TestClient and a real uvicorn process."""
from __future__ import annotations

import json
from html import escape as html_escape

import httpx
import pytest

from service.process import serving


def test_healthz(client):
    r = client.get("/healthz")
    assert r.status_code == 200 and r.json()["status"] == "ok"


def test_games_lists_the_four_rulebooks_with_sections(client):
    games = {g["id"]: g for g in client.get("/v1/games").json()}
    assert set(games) >= {"rise-of-myths", "old-ones-origins", "mythos-encounters", "berserk"}
    assert games["berserk"]["languages"] == ["ru"]
    doc = games["rise-of-myths"]["documents"][0]
    assert doc["id"] == "rise-of-myths/rulebook" and doc["language"] == "en" and doc["sections"] > 40


def test_search_returns_exact_citations(client, index):
    r = client.get("/v1/search", params={"q": "when does bleed apply", "k": 3})
    assert r.status_code == 200
    results = r.json()["results"]
    assert len(results) == 3
    for c in results:
        assert set(c) >= {"game", "doc", "section", "anchor", "quote", "start", "end", "context", "url", "score"}
        assert index.docs[c["doc"]].text[c["start"]:c["end"]] == c["quote"]
    assert any("at the end of its turn, it loses 1 Health Point" in c["context"] for c in results)



def test_search_reads_an_english_question_about_the_russian_book_with_no_game_named(client):
    r = client.get("/v1/search", params={"k": 3, "q": "When I check how many Coven cards my squad has to "
                                                    "declare a game action, do my hidden cards count?"})
    assert r.status_code == 200
    body = r.json()
    assert body["game"] == "berserk"
    assert any("подсчитываются и учитываются только вскрытые карты на момент заявки" in c["quote"]
               for c in body["results"])

@pytest.mark.parametrize("params, status, path", [
    ({"q": ""}, 422, "q"),
    ({"q": "   "}, 422, "q"),
    ({"q": "x" * 4001}, 422, "q"),
    ({"q": "bleed", "k": 0}, 422, "k"),
    ({"q": "bleed", "k": 51}, 422, "k"),
    ({"q": "bleed", "k": "many"}, 422, "k"),
    ({}, 422, "q"),
])
def test_bad_search_requests_are_422_listing_the_field(client, params, status, path):
    r = client.get("/v1/search", params=params)
    assert r.status_code == status
    err = r.json()["error"]
    assert err["code"] and err["message"]
    assert any(d["path"] == path for d in err["details"])


def test_unknown_game_is_404_naming_the_known_ones(client):
    r = client.get("/v1/search", params={"q": "bleed", "game": "chess"})
    assert r.status_code == 404
    assert "rise-of-myths" in r.json()["error"]["message"]


def test_unknown_route_is_json_not_html(client):
    r = client.get("/v2/nothing")
    assert r.status_code == 404 and r.headers["content-type"].startswith("application/json")
    assert r.json()["error"]["code"] == "not_found"


def test_citation_url_opens_the_reference_page_with_the_quote_highlighted(client):
    c = client.get("/v1/search", params={"q": "when does bleed apply", "k": 1}).json()["results"][0]
    page = client.get(c["url"].split("#")[0])
    assert page.status_code == 200
    html = page.text
    assert f'id="{c["anchor"]}"' in html
    marked = html.split('<mark id="hl">', 1)[1].split("</mark>", 1)[0]
    assert marked == html_escape(c["quote"])


def test_openapi_documents_the_search(client):
    spec = client.get("/openapi.json").json()
    assert "/v1/search" in spec["paths"] and "Citation" in spec["components"]["schemas"]


@pytest.fixture(scope="module")
def server(data_dir, index):
    """`arbiter serve` as a user starts it, on the index the session built."""
    with serving(data_dir, {"ARBITER_DENSE": "use-m3"}) as base:
        yield base


def test_real_server_serves_search(server):
    r = httpx.get(server + "/v1/search", params={"q": "Сколько раундов длится стандартная игра?", "k": 5})
    assert r.status_code == 200
    assert any("Standard Game - 6 rounds max" in c["context"] for c in r.json()["results"])
    bad = httpx.get(server + "/v1/search", params={"q": "x", "k": 99})
    assert bad.status_code == 422 and "error" in bad.json()


def test_players_asking_at_once_each_get_their_own_answer(server):
    """Twelve chats at once (24 requests, bounded): every answer is the one the question gets
    when asked alone, and the health check still answers meanwhile."""
    questions = ["Can a Weakness condition reduce an attack below zero?",
                 "How many rounds does a standard game last?",
                 "Сколько раундов длится стандартная игра?",
                 "Who wins if the Doom track reaches the end?",
                 "What is the capital of France?",
                 "Can Randolph Carter negate an effect that was already negated?"]
    with httpx.Client(timeout=30) as c:
        alone = {q: c.post(server + "/v1/ask", json={"question": q}).json() for q in questions}

    def ask(q):
        with httpx.Client(timeout=30) as c:
            return q, c.post(server + "/v1/ask", json={"question": q})

    def health(_):
        with httpx.Client(timeout=30) as c:
            return None, c.get(server + "/healthz")

    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(8) as pool:
        jobs = [pool.submit(ask, q) for q in questions * 2] + [pool.submit(health, i) for i in range(12)]
        done = [j.result(timeout=60) for j in jobs]
    ids = set()
    for q, r in done:
        assert r.status_code == 200
        if q is None:
            continue
        got, want = r.json(), alone[q]
        ids.add(got["conversation_id"])
        for field in ("game", "verdict", "abstained", "answer", "citations", "rules", "confidence"):
            assert got[field] == want[field], (q, field)
    assert len(ids) == len(questions) * 2  # no two chats share a conversation


def test_pages_and_widget_are_served(client):
    home = client.get("/")
    assert home.status_code == 200 and 'id="question"' in home.text and "http" not in home.text.split("<body>")[1].split("src=")[0]
    js = client.get("/embed.js")
    assert js.status_code == 200 and js.headers["content-type"].startswith("application/javascript")
    assert "attachShadow" in js.text and "innerHTML" not in js.text
    assert "innerHTML" not in client.get("/static/app.js").text


def test_every_example_position_parses_for_its_game(client):
    for game in ("mythos-encounters", "berserk", "rise-of-myths", "old-ones-origins"):
        examples = client.get(f"/v1/games/{game}/examples").json()
        assert examples, game
        for kind, state in examples.items():
            r = client.post("/v1/validate", json={"game": game, "state": state})
            assert r.status_code == 200, (game, kind, r.text)


def test_state_parse_reads_yaml_and_rejects_garbage(client):
    ok = client.post("/v1/state/parse", content="players: 2\nmap: {cols: 3, rows: 2}\n",
                     headers={"content-type": "text/plain"})
    assert ok.json() == {"players": 2, "map": {"cols": 3, "rows": 2}}
    for bad in ("a: [1,", "- just\n- a list\n", ""):
        r = client.post("/v1/state/parse", content=bad, headers={"content-type": "text/plain"})
        assert r.status_code == 422 and r.json()["error"]["details"][0]["path"] == "$"


def test_cross_origin_requests_are_allowed_by_default(client):
    r = client.options("/v1/ask", headers={"Origin": "http://fan-wiki.example", "Access-Control-Request-Method": "POST",
                                           "Access-Control-Request-Headers": "content-type"})
    assert r.status_code == 200 and r.headers["access-control-allow-origin"] in ("*", "http://fan-wiki.example")


def test_the_origin_allowlist_comes_from_the_environment(index, monkeypatch):
    from fastapi.testclient import TestClient

    from service.app import create_app

    monkeypatch.setenv("ARBITER_ALLOWED_ORIGINS", "http://rules.example")
    with TestClient(create_app(index)) as c:
        pre = {"Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type"}
        allowed = c.options("/v1/ask", headers={"Origin": "http://rules.example", **pre})
        refused = c.options("/v1/ask", headers={"Origin": "http://elsewhere.example", **pre})
    assert allowed.headers.get("access-control-allow-origin") == "http://rules.example"
    assert "access-control-allow-origin" not in refused.headers


def test_a_request_the_http_parser_refuses_is_a_json_400_too(server):
    """A 1 MB URL never reaches the app: the server's parser answers it, as JSON like every error."""
    import socket

    host, port = server.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as s:
        s.sendall(b"GET /v1/search?q=" + b"a" * 1_000_000 + b" HTTP/1.1\r\nHost: x\r\n\r\n")
        raw = b""
        while chunk := s.recv(65536):
            raw += chunk
    head, _, body = raw.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 400") and b"content-type: application/json" in head.lower()
    assert json.loads(body)["error"]["code"] == "bad_request"
