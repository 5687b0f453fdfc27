"""Schemathesis over the app's own OpenAPI document (issue 14). Every operation, sent data
that fits its schema and data that does not (schemathesis' examples, coverage and fuzzing
phases), answers with no server error, with a status code, content type, headers and body
that its schema documents, refusing what the schema forbids; and the guard against
unexpected exceptions (service.errors.Unexpected) never fires.

In-process through the ASGI app (no socket: nothing leaves the machine). Derandomized and
bounded (``ARBITER_FUZZ_EXAMPLES`` per operation, default 40: about 20 s on two cores,
most of it the resolve kinds' coverage cases), so `make test` runs the same cases every
time; raise it, with ``ARBITER_FUZZ_RANDOM=1`` for new cases on each run, to explore.

schemathesis is pinned with pytest < 9.2: its pytest integration (``from_fixture``, needed
because the app exists only once the session's index does) renames test items through
``Item._nodeid``, which pytest 9.2 removed."""
from __future__ import annotations

import logging
import os

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.specs.openapi.checks import positive_data_acceptance

EXAMPLES = int(os.environ.get("ARBITER_FUZZ_EXAMPLES", "40"))


class Fired(logging.Handler):
    """The guard's log lines ("unhandled error on GET /path"), as they are written."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.getMessage().startswith("unhandled error"):
            self.lines.append(record.getMessage())


@pytest.fixture
def guard():
    fired = Fired()
    logger = logging.getLogger("arbiter.service")
    logger.addHandler(fired)
    try:
        yield fired
    finally:
        logger.removeHandler(fired)


@pytest.fixture
def api_schema(index, data_dir):
    """The schema as an app serves it at /openapi.json; the cases go to the same app. An
    app of its own on the session's index and data directory: schemathesis runs the app's
    lifespan and ends it after the test, which closes the app's store and work threads."""
    from service.app import create_app

    return schemathesis.openapi.from_asgi("/openapi.json", create_app(index, data_dir))


schema = schemathesis.pytest.from_fixture("api_schema")


@schema.parametrize()
@settings(max_examples=EXAMPLES, deadline=None, derandomize=not os.environ.get("ARBITER_FUZZ_RANDOM"),
          database=None, suppress_health_check=list(HealthCheck))
def test_every_operation_keeps_to_its_schema(case, guard):
    # every built-in check but positive_data_acceptance: a request can fit the JSON Schema
    # and still break a rule of the game that a schema cannot state ("vp names 0 players,
    # but players is 2"), and that is a 422 naming the field, not a fault
    case.call_and_validate(excluded_checks=[positive_data_acceptance])
    assert guard.lines == []


def test_the_guard_watch_sees_the_guard_fire(client, guard, monkeypatch):
    """The watch above is not blind: a route that fails unexpectedly is one line in it."""

    def boom(*_args, **_kwargs):
        raise RuntimeError("forced")

    monkeypatch.setattr("service.pages.rulebook_page", boom)
    assert client.get("/rulebooks/rise-of-myths").status_code == 500
    assert guard.lines == ["unhandled error on GET /rulebooks/rise-of-myths"]


def test_the_schema_names_the_games_and_each_resolve_combination(client):
    spec = client.get("/openapi.json").json()
    games = ["rise-of-myths", "old-ones-origins", "mythos-encounters", "berserk"]
    assert sorted(spec["paths"]["/v1/rules/{game}"]["get"]["parameters"][0]["schema"]["enum"]) == sorted(games)
    search_game = next(p for p in spec["paths"]["/v1/search"]["get"]["parameters"] if p["name"] == "game")
    assert {"type": "string", "enum": search_game["schema"]["anyOf"][0]["enum"]} == search_game["schema"]["anyOf"][0]
    schemas = spec["components"]["schemas"]
    assert sorted(schemas["AskRequest"]["properties"]["game"]["anyOf"][0]["enum"]) == sorted(games)
    variants = schemas["ResolveRequest"]["oneOf"]
    kinds = {g: [k["kind"] for k in client.get(f"/v1/games/{g}/kinds").json()] for g in games}
    assert sorted((v["properties"]["game"]["const"], v["properties"]["kind"]["const"]) for v in variants) == sorted(
        (g, k) for g, ks in kinds.items() for k in ks)
    negation = next(v for v in variants if v["title"] == "mythos-encounters / negation-chain")
    assert negation["properties"]["state"] == {"$ref": "#/components/schemas/mythos-encounters.negation-chain.State"}
    assert negation["required"] == ["game", "kind", "state"] and negation["additionalProperties"] is False


def test_a_page_documents_its_errors_as_json(client):
    responses = client.get("/openapi.json").json()["paths"]["/rulebooks/{game}"]["get"]["responses"]
    assert list(responses["200"]["content"]) == ["text/html"]
    for status in ("404", "422"):
        assert responses[status]["content"] == {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorBody"}}}
    r = client.get("/rulebooks/chess")
    assert r.status_code == 404 and r.headers["content-type"] == "application/json; charset=utf-8"


def test_a_method_a_path_lacks_is_a_405_naming_those_it_has(client):
    r = client.request("TRACE", "/v1/ask")
    assert r.status_code == 405 and r.headers["allow"] == "POST"
    assert r.json() == {"error": {"code": "method_not_allowed", "message": "Method Not Allowed", "details": []}}
    assert client.delete("/v1/games").headers["allow"] == "GET"
    # two routes serve /v1/feedback: the Allow of the first alone would leave out GET
    r = client.request("PUT", "/v1/feedback")
    assert r.status_code == 405 and r.headers["allow"] == "GET, POST"


# found by the fuzzer: '³' passes str.isdigit() but not int() (isdecimal() is what int() reads)
@pytest.mark.parametrize("method, url, body", [("POST", "/v1/ask", {"question": "³"}),
                                               ("GET", "/v1/search?q=%C2%B2", None)])
def test_a_superscript_digit_is_no_server_error(client, guard, method, url, body):
    r = client.request(method, url, json=body)
    assert r.status_code == 200 and guard.lines == []
