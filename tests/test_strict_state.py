"""Strict numbers and a bounded request state (issue 14).

Every state model is strict (``strict=True`` in its model config): where an integer is
expected, the JSON string "3", the boolean true, 3.5 and also 3.0 are refused with a 422
naming the field — a float is never an integer, even a whole one (and a yes/no field takes
only true/false, not "true"). YAML typed into the chat page still gives integers:
/v1/state/parse turns ``a: 3`` into 3, which validates.

The ``state`` of /v1/ask, /v1/validate and /v1/resolve is bounded as /v1/state/parse bounds
what it reads (service/safeyaml.py): at most 20,000 values, 32 levels, 200,000 characters
of text — a 422 naming ``state`` past any of them."""
from __future__ import annotations

import copy
import json

import pytest

from service.safeyaml import MAX_BYTES, MAX_DEPTH, MAX_NODES

TEXT = {"content-type": "text/plain"}
PREVENTION = {"active_player": "A", "attack": {"wounds": 3, "modifiers": [1, 2]},
              "preventions": [{"id": "shield", "owner": "B", "amount": 4, "source_in_play": True}]}
CHAIN = {"card": {"name": "Misdirection", "red": 2},
         "attempts": [{"player": "Leon", "method": "discard_arcana", "card": {"name": "Prism Gate", "red": 2}}]}
COMBAT = {"round": 2, "leader": "Seer", "characters": [{"name": "Seer", "health": 7, "max_health": 10, "sanity": 8,
                                                        "max_sanity": 8}], "enemies": []}
BOARD = {"players": 2, "map": {"cols": 3, "rows": 2}, "units": []}

# (endpoint, request without the state, the state, the path of an integer in it)
CASES = [
    ("/v1/resolve", {"game": "berserk", "kind": "prevention"}, PREVENTION, ("attack", "wounds")),
    ("/v1/resolve", {"game": "mythos-encounters", "kind": "negation-chain"}, CHAIN, ("card", "red")),
    ("/v1/resolve", {"game": "old-ones-origins", "kind": "spell-cost"}, {"printed_cost": 3, "spell_resistance": 1},
     ("printed_cost",)),
    ("/v1/resolve", {"game": "rise-of-myths", "kind": "initiative-order"},
     {"enemies": [{"name": "Ghast", "initiative": 2}]}, ("enemies", 0, "initiative")),
    ("/v1/validate", {"game": "rise-of-myths"}, COMBAT, ("characters", 0, "health")),
    ("/v1/validate", {"game": "old-ones-origins"}, BOARD, ("map", "cols")),
    ("/v1/ask", {"question": "How many wounds are dealt?", "game": "berserk", "kind": "prevention"}, PREVENTION,
     ("attack", "wounds")),
    ("/v1/ask", {"question": "Is the effect still in force?", "game": "mythos-encounters", "kind": "negation-chain"},
     CHAIN, ("card", "red")),
]


def _path(keys: tuple) -> str:
    return "state" + "".join(f"[{k}]" if isinstance(k, int) else f".{k}" for k in keys)


def _put(state: dict, keys: tuple, value) -> dict:
    out = copy.deepcopy(state)
    cur = out
    for k in keys[:-1]:
        cur = cur[k]
    cur[keys[-1]] = value
    return out


def _details(r, status: int, code: str) -> list[dict]:
    assert r.status_code == status, r.text[:400]
    assert r.json()["error"]["code"] == code, r.json()
    return r.json()["error"]["details"]


@pytest.mark.parametrize("endpoint, request_, state, keys", CASES)
def test_a_whole_number_is_accepted(client, endpoint, request_, state, keys):
    assert client.post(endpoint, json={**request_, "state": state}).status_code == 200


@pytest.mark.parametrize("value", ["3", True, 3.5, 3.0], ids=["text", "bool", "fraction", "float"])
@pytest.mark.parametrize("endpoint, request_, state, keys", CASES)
def test_a_number_that_is_not_an_integer_is_a_422_naming_it(client, endpoint, request_, state, keys, value):
    r = client.post(endpoint, json={**request_, "state": _put(state, keys, value)})
    assert _details(r, 422, "invalid_state") == [{"path": _path(keys), "message": "Input should be a valid integer"}]


def test_a_yes_no_field_takes_only_true_or_false(client):
    state = _put(PREVENTION, ("preventions", 0, "source_in_play"), "true")
    r = client.post("/v1/resolve", json={"game": "berserk", "kind": "prevention", "state": state})
    assert _details(r, 422, "invalid_state") == [{"path": "state.preventions[0].source_in_play",
                                                  "message": "Input should be a valid boolean"}]


def test_yaml_from_the_chat_page_still_gives_integers_that_validate(client):
    text = "active_player: A\nattack:\n  wounds: 3\n  modifiers: [1, 2]\npreventions:\n" \
           "  - {id: shield, owner: B, amount: 4, source_in_play: yes}\n"
    parsed = client.post("/v1/state/parse", content=text, headers=TEXT).json()
    assert parsed == PREVENTION and type(parsed["attack"]["wounds"]) is int
    r = client.post("/v1/resolve", json={"game": "berserk", "kind": "prevention", "state": parsed})
    assert r.status_code == 200 and r.json()["result"]["wounds_before_prevention"] == 6
    quoted = client.post("/v1/state/parse", content=text.replace("wounds: 3", "wounds: '3'"), headers=TEXT).json()
    r = client.post("/v1/resolve", json={"game": "berserk", "kind": "prevention", "state": quoted})
    assert _details(r, 422, "invalid_state")[0]["path"] == "state.attack.wounds"


# -- the size of a request's state ----------------------------------------------------------

ENDPOINTS = [("/v1/resolve", {"game": "berserk", "kind": "prevention"}),
             ("/v1/validate", {"game": "old-ones-origins"}),
             ("/v1/ask", {"question": "How many wounds are dealt?", "game": "berserk"})]


def _nested(levels: int) -> dict:
    state: dict = {}
    for _ in range(levels - 1):
        state = {"a": state}
    return state


@pytest.mark.parametrize("endpoint, request_", ENDPOINTS)
@pytest.mark.parametrize("state, message", [
    # the root, the key "x", the list and its items: MAX_NODES - 2 items are one value too many
    ({"x": [0] * (MAX_NODES - 2)}, f"Value error, a state has at most {MAX_NODES} values (maps, lists, keys and scalars)"),
    ({f"k{i}": i for i in range(MAX_NODES)}, f"Value error, a state has at most {MAX_NODES} values (maps, lists, keys and scalars)"),
    (_nested(MAX_DEPTH + 1), f"Value error, a state nests at most {MAX_DEPTH} levels"),
    (_nested(900), f"Value error, a state nests at most {MAX_DEPTH} levels"),
    ({"x": "y" * (MAX_BYTES + 1)}, f"Value error, a state has at most {MAX_BYTES} characters of text"),
    ({"x": ["y" * 1000] * 201}, f"Value error, a state has at most {MAX_BYTES} characters of text"),
], ids=["values", "keys", "depth", "deep", "one-text", "texts"])
def test_a_state_past_the_bounds_is_a_422_naming_state(client, endpoint, request_, state, message):
    r = client.post(endpoint, content=json.dumps({**request_, "state": state}), headers={"content-type": "application/json"})
    assert _details(r, 422, "invalid_request") == [{"path": "state", "message": message}]


@pytest.mark.parametrize("endpoint, request_", ENDPOINTS[:2])
@pytest.mark.parametrize("state", [{"x": [0] * (MAX_NODES - 3)}, _nested(MAX_DEPTH), {"x": "y" * (MAX_BYTES - 1)}],
                         ids=["values", "depth", "text"])
def test_a_state_at_the_bounds_reaches_the_game_s_own_model(client, endpoint, request_, state):
    """At the bound the size check passes it on, and the game's schema names what is wrong."""
    r = client.post(endpoint, json={**request_, "state": state})
    assert _details(r, 422, "invalid_state")


def test_the_largest_board_is_far_inside_the_bound(client):
    from service.models import _bounded

    board = {"players": 4, "map": {"cols": 10, "rows": 10},
             "units": [{"faction": f"Faction {i % 4}", "type": "Cultist", "area": f"r{i % 100}", "area_kind": "world",
                        "flying": False, "evasive": False, "exhausted": i % 2 == 0} for i in range(500)],
             "rifts": [{"between": [f"r{i}", f"r{i + 1}"]} for i in range(50)],
             "seals": [{"faction": f"Faction {i % 4}", "area": f"r{i % 100}"} for i in range(200)]}
    assert _bounded(board) is board
    r = client.post("/v1/validate", json={"game": "old-ones-origins", "state": board})
    assert r.status_code == 200
