"""Hostile input (issue 14): every case that was a 500 or an amplification is now a 4xx in
API.md's error shape naming the field, or a 200 with a bounded result; and any exception a
route did not expect is a JSON 500 with CORS headers and a log line — which none of these
inputs reaches."""
from __future__ import annotations

import json
import logging

import pytest
import yaml
from typer.testing import CliRunner

from service import safeyaml

TEXT = {"content-type": "text/plain"}
ORIGIN = "http://fan-wiki.example"
# billion laughs: 9 levels of 9 aliases each, ~400 bytes that safe_load expands to 9**9 strings
BOMB = 'a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x"]\n' + "".join(
    f"{n}: &{n} [{', '.join(['*' + p] * 9)}]\n" for p, n in zip("abcdefgh", "bcdefghi", strict=True))


def _unhandled(caplog) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == "arbiter.service" and r.getMessage().startswith("unhandled error")]


@pytest.fixture
def never_unhandled(caplog):
    """The test's requests never reach the guard against unexpected exceptions."""
    yield
    assert _unhandled(caplog) == []


def _error(r, status: int, code: str) -> list[dict]:
    assert r.status_code == status, r.text[:300]
    assert r.headers["content-type"] == "application/json; charset=utf-8"
    body = r.json()
    assert set(body) == {"error"} and set(body["error"]) == {"code", "message", "details"}
    assert body["error"]["code"] == code, body
    return body["error"]["details"]


# -- POST /v1/state/parse ----------------------------------------------------------------

@pytest.mark.parametrize("text, code, path", [
    ('a: "\\ud800"', "invalid_text", "a"),  # a lone surrogate: no JSON response can encode it
    ("a: !!binary /w==", "unsupported_type", "a"),  # bytes, and not UTF-8 ones
    ("a: &x [*x]", "alias_not_allowed", "a[0]"),  # a list that holds itself
    ("a: 1" + "0" * 5000, "number_out_of_range", "a"),  # past Python's int-to-text limit
    ("a: 9007199254740992", "number_out_of_range", "a"),  # 2**53: past what the chat page reads exactly
    ("a: .nan", "number_out_of_range", "a"),
    ("[" * 300, "too_deep", "[0]" * safeyaml.MAX_DEPTH),  # refused before the parser sees the end
    ("[" * 300 + "]" * 300, "too_deep", "[0]" * safeyaml.MAX_DEPTH),  # was a RecursionError
    ("a: " + "[" * 300 + "]" * 300, "too_deep", "a" + "[0]" * (safeyaml.MAX_DEPTH - 1)),
    (BOMB, "alias_not_allowed", "b[0]"),  # was a 200 of 572 MB
    ("a: 1\nb: {c: 2, c: 3}", "duplicate_key", "b.c"),
    ("a: !custom 1", "unsupported_type", "a"),
    ("a: [" + "1, " * safeyaml.MAX_NODES + "1]", "too_large", f"a[{safeyaml.MAX_NODES - 3}]"),
    ("a: " + "x" * safeyaml.MAX_BYTES, "too_large", "$"),
    ("a: [1,", "unreadable_state", "$"),
    ("a: \x00", "unreadable_state", "$"),  # a control character the YAML reader refuses
    ("a: !!int", "invalid_value", "a"),  # an explicit tag on text it does not fit
])
def test_state_parse_refuses_each_hostile_text_naming_where(client, never_unhandled, text, code, path):
    r = client.post("/v1/state/parse", content=text.encode("utf-8"), headers=TEXT)
    [detail] = _error(r, 422, code)
    assert detail["path"] == path and detail["message"]
    assert len(r.content) < 2000


def test_state_parse_refuses_bytes_that_are_not_utf8(client, never_unhandled):
    r = client.post("/v1/state/parse", content=b"a: \xff\xfe", headers=TEXT)
    assert _error(r, 422, "unreadable_state") == [{"path": "$", "message": "the text is not UTF-8 (byte 3)"}]


def test_the_alias_bomb_is_small_and_its_answer_too(client, never_unhandled):
    assert len(BOMB) < 420 and len(yaml.safe_load(BOMB)["i"]) == 9  # it is the real bomb …
    r = client.post("/v1/state/parse", content=BOMB, headers=TEXT)
    assert r.status_code == 422 and len(r.content) < 1000  # … answered in under a kilobyte


def test_state_parse_gives_json_keys_and_values(client, never_unhandled):
    r = client.post("/v1/state/parse", headers=TEXT,
                    content="1: a\ntrue: b\nwhen: 2024-01-05\nn: [0x1F, 1_000, -2.5, ~, yes]\n")
    assert r.status_code == 200
    assert r.json() == {"1": "a", "true": "b", "when": "2024-01-05", "n": [31, 1000, -2.5, None, True]}


def test_state_parse_reads_the_largest_board_a_schema_allows(client, never_unhandled):
    board = {"players": 4, "map": {"cols": 10, "rows": 10},
             "units": [{"faction": f"Faction {i % 4}", "type": "Cultist", "area": f"r{i % 100}", "area_kind": "world",
                        "flying": False, "evasive": False, "exhausted": i % 2 == 0} for i in range(500)],
             "rifts": [{"between": [f"r{i}", f"r{i + 1}"]} for i in range(50)],
             "seals": [{"faction": f"Faction {i % 4}", "area": f"r{i % 100}"} for i in range(200)]}
    for text in (json.dumps(board), yaml.safe_dump(board)):
        r = client.post("/v1/state/parse", content=text, headers=TEXT)
        assert r.status_code == 200 and r.json() == board
    assert client.post("/v1/validate", json={"game": "old-ones-origins", "state": board}).status_code == 200


def test_every_example_position_reads_back_through_state_parse(client, never_unhandled):
    for game in ("mythos-encounters", "berserk", "rise-of-myths", "old-ones-origins"):
        for kind, state in client.get(f"/v1/games/{game}/examples").json().items():
            for text in (json.dumps(state, ensure_ascii=False), yaml.safe_dump(state, allow_unicode=True)):
                r = client.post("/v1/state/parse", content=text.encode("utf-8"), headers=TEXT)
                assert r.status_code == 200 and r.json() == state, (game, kind)


def test_cli_validate_refuses_an_alias_bomb_file(client, tmp_path, monkeypatch):
    from service import cli

    monkeypatch.setattr(cli, "_asker", lambda: client.app.state.arbiter.asker)
    bomb = tmp_path / "bomb.yaml"
    bomb.write_text(BOMB, encoding="utf-8")
    r = CliRunner().invoke(cli.app, ["validate", str(bomb), "--game", "berserk"])
    assert r.exit_code == 2
    assert "is not a position: b[0]: aliases (*a) are not allowed in a position (line 2, column 8)" in r.output


# -- GET /rulebooks/{game}?hl= -----------------------------------------------------------

@pytest.mark.parametrize("hl", ["0-" + "9" * 4301, "9" * 4301 + "-1", "0-1000000000", "12-", "٣-٩"])
def test_a_bad_highlight_is_ignored(client, never_unhandled, hl):
    r = client.get("/rulebooks/rise-of-myths", params={"hl": hl})
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
    assert '<mark id="hl">' not in r.text and 'id="conditions"' in r.text


def test_a_good_highlight_still_marks_its_span(client):
    assert '<mark id="hl">' in client.get("/rulebooks/rise-of-myths", params={"hl": "100-200"}).text


# -- bounded states ------------------------------------------------------------------------

HUGE = "9" * 4299  # one digit short of Python's int-to-text limit; twenty of them sum past it


@pytest.mark.parametrize("endpoint, extra", [("/v1/resolve", {}), ("/v1/ask", {"question": "How many wounds are dealt?"})])
def test_a_berserk_modifier_past_the_bound_is_a_422_naming_it(client, never_unhandled, endpoint, extra):
    body = {"game": "berserk", "kind": "prevention", **extra,
            "state": {"active_player": "A", "attack": {"wounds": 3, "modifiers": ["HUGE"] * 20}}}
    raw = json.dumps(body).replace('"HUGE"', HUGE)
    r = client.post(endpoint, content=raw, headers={"content-type": "application/json"})
    details = _error(r, 422, "invalid_state")
    assert [d["path"] for d in details] == [f"state.attack.modifiers[{i}]" for i in range(20)]
    assert details[0]["message"] == "Input should be less than or equal to 999"


def test_a_berserk_modifier_within_the_bound_still_resolves(client):
    state = {"active_player": "A", "attack": {"wounds": 3, "modifiers": [999, -999, 2]}}
    r = client.post("/v1/resolve", json={"game": "berserk", "kind": "prevention", "state": state})
    assert r.status_code == 200 and r.json()["result"]["wounds_before_prevention"] == 5


def test_turn_order_refuses_a_fifth_previous_player(client, never_unhandled):
    state = {"initiative": {"A": 1, "B": 2}, "previous_initiative": {p: 1 for p in "ABCDE"}}
    r = client.post("/v1/resolve", json={"game": "old-ones-origins", "kind": "turn-order", "state": state})
    [detail] = _error(r, 422, "invalid_state")
    assert detail["path"] == "state.previous_initiative"


def _unbounded(schema: dict, defs: dict, path: str) -> list[str]:
    """Each integer, text, list and map in a JSON Schema that has no bound."""
    if "$ref" in schema:
        return _unbounded(defs[schema["$ref"].rsplit("/", 1)[1]], defs, path)
    out = [u for k in ("anyOf", "oneOf", "allOf") for sub in schema.get(k, []) for u in _unbounded(sub, defs, path)]
    kind = schema.get("type")
    if kind == "integer" and not {"minimum", "maximum"} <= set(schema):
        out.append(f"{path}: integer")
    if kind == "string" and not {"maxLength", "enum", "const"} & set(schema):
        out.append(f"{path}: text")
    if kind == "array":
        out += [] if "maxItems" in schema else [f"{path}: list"]
        out += _unbounded(schema.get("items", {}), defs, path + "[]")
    if kind == "object":
        for name, sub in schema.get("properties", {}).items():
            out += _unbounded(sub, defs, f"{path}.{name}")
        if isinstance(schema.get("additionalProperties"), dict):
            out += [] if "maxProperties" in schema or {"enum", "const"} & set(schema.get("propertyNames", {})) else [f"{path}: map"]
            out += _unbounded(schema["additionalProperties"], defs, path + ".*")
    return out


def test_every_number_text_list_and_map_of_every_state_is_bounded_in_its_schema(client):
    found = []
    for game in ("mythos-encounters", "berserk", "rise-of-myths", "old-ones-origins"):
        models = [(k.name, k.state) for k in client.app.state.arbiter.kb[game].kinds.values()]
        validation = client.app.state.arbiter.kb[game].validation
        models += [(validation.name, validation.state)] if validation else []
        for name, model in models:
            schema = model.model_json_schema()
            found += _unbounded(schema, schema.get("$defs", {}), f"{game}/{name}")
    assert found == []
    kinds = {k["kind"]: k for k in client.get("/v1/games/berserk/kinds").json()}
    modifiers = kinds["prevention"]["state_schema"]["$defs"]["Attack"]["properties"]["modifiers"]
    assert modifiers["maxItems"] == 50 and modifiers["items"] == {"type": "integer", "minimum": -999, "maximum": 999}


# -- the guard ---------------------------------------------------------------------------

def _boom(*_args, **_kwargs):
    raise RuntimeError("forced failure with a secret path /etc/arbiter")


@pytest.mark.parametrize("target, method, url, body", [
    ("service.pages.rulebook_page", "GET", "/rulebooks/rise-of-myths", None),  # a sync route (thread pool)
    ("service.safeyaml.load_state", "POST", "/v1/state/parse", "a: 1"),  # an async route
])
def test_an_unexpected_exception_is_a_json_500_with_cors_and_a_log_line(client, caplog, monkeypatch,
                                                                         target, method, url, body):
    monkeypatch.setattr(target, _boom)
    r = client.request(method, url, content=body, headers={"Origin": ORIGIN, **TEXT})
    assert r.status_code == 500 and r.headers["content-type"] == "application/json; charset=utf-8"
    assert r.json() == {"error": {"code": "internal_error", "details": [],
                                  "message": "the service failed on this request; it has been logged"}}
    assert r.headers["access-control-allow-origin"] in ("*", ORIGIN)
    assert "secret" not in r.text and "Traceback" not in r.text
    [record] = _unhandled(caplog)
    assert record.levelno == logging.ERROR and record.getMessage() == f"unhandled error on {method} {url}"
    assert record.exc_info is not None and isinstance(record.exc_info[1], RuntimeError)
    monkeypatch.undo()
    assert client.request(method, url, content=body, headers=TEXT).status_code == 200  # the service goes on
