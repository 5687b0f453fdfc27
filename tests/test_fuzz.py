"""Bad input never breaks it: arbitrary JSON at every POST endpoint gets a 200 or a 4xx
with API.md's error body — never a 500, never a stack trace, and never the guard against
unexpected exceptions (service.errors.Unexpected), whose log line would tell."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

GAMES = ["rise-of-myths", "old-ones-origins", "mythos-encounters", "berserk", "chess"]
KINDS = ["negation-chain", "prevention", "hidden-declaration", "timing-order", "attack", "round-end", "upkeep",
         "enemy-targets", "initiative-order", "end-of-turn", "card-modification", "turn-order", "spell-cost",
         "game-end", "movement", "influence-resolution", "psychic-damage", "conflict-dice", "nope"]

scalars = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.floats(allow_nan=False, allow_infinity=False),
                    st.text(max_size=20))
json_values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=12), inner, max_size=5)), max_leaves=20)
# states shaped like the real ones, with wrong or missing parts, reach deeper than noise
field_names = st.sampled_from(["card", "attempts", "method", "red", "player", "active_player", "attack", "wounds",
                               "preventions", "action", "count", "effects", "timing", "attacker", "defender",
                               "round", "characters", "enemies", "players", "map", "units", "rifts", "seals",
                               "initiative", "areas", "path", "unit", "contributions", "success", "figures"])
states = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=3), st.dictionaries(field_names, inner, max_size=6)), max_leaves=25)

@pytest.fixture(autouse=True)
def _never_unhandled(caplog):
    yield
    assert [r.getMessage() for r in caplog.records if r.getMessage().startswith("unhandled error")] == []


FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def _sane(r):
    assert r.status_code in (200, 404, 422), (r.status_code, r.text[:300])
    body = r.json()
    if r.status_code != 200:
        assert set(body) == {"error"} and body["error"]["code"] and isinstance(body["error"]["details"], list)
    assert "Traceback" not in r.text


@FUZZ
@given(game=st.sampled_from(GAMES), kind=st.sampled_from(KINDS), state=states)
def test_resolve_never_fails(client, game, kind, state):
    _sane(client.post("/v1/resolve", json={"game": game, "kind": kind, "state": state}))


@FUZZ
@given(game=st.sampled_from(GAMES), state=states)
def test_validate_never_fails(client, game, state):
    _sane(client.post("/v1/validate", json={"game": game, "state": state}))


@FUZZ
@given(body=st.dictionaries(st.sampled_from(["question", "game", "state", "kind", "lang", "conversation_id", "x"]),
                            json_values, max_size=6))
def test_ask_never_fails(client, body):
    _sane(client.post("/v1/ask", json=body))


@FUZZ
@given(raw=st.binary(max_size=200))
def test_garbage_bodies_are_422(client, raw):
    for path in ("/v1/ask", "/v1/resolve", "/v1/validate"):
        _sane(client.post(path, content=raw, headers={"content-type": "application/json"}))


# YAML's punctuation, escapes, tags, anchors and digits: the text a hostile chat box sends
yaml_text = st.lists(st.sampled_from(list("[]{}:,&*!-?|>#%@ \n\t'\"\\uUxd80a1e.9_~")
                                     + ["!!binary ", "!!set ", "&a ", "*a", ".nan", "<<", "\\ud800"]),
                     max_size=60).map("".join)


@FUZZ
@given(text=yaml_text, raw=st.binary(max_size=100))
def test_state_parse_never_fails(client, text, raw):
    for body in (text.encode("utf-8"), raw):
        r = client.post("/v1/state/parse", content=body, headers={"content-type": "text/plain"})
        _sane(r)
        assert r.status_code != 200 or isinstance(r.json(), dict)
