"""/v1/resolve, /v1/validate and /v1/rules over HTTP (TestClient)."""
from __future__ import annotations

import pytest

CHAIN = {"card": {"name": "Misdirection", "red": 2},
         "attempts": [
             {"player": "Leon", "method": "discard_arcana", "card": {"name": "Prism Gate", "red": 2}},
             {"player": "Melissa", "method": "sacrifice_cultists", "contributions": [{"player": "Melissa", "count": 2}]},
             {"player": "Leon", "method": "sacrifice_character", "card": {"name": "Randolph Carter"}, "roll": 5,
              "success": True},
             {"player": "Leon", "method": "stopping_card", "card": {"name": "Elder Sign", "red": 1}}]}


def test_resolve_the_api_example_chain(client, index):
    r = client.post("/v1/resolve", json={"game": "mythos-encounters", "kind": "negation-chain", "state": CHAIN})
    assert r.status_code == 200
    body = r.json()
    assert body["kind"] == "negation-chain"
    assert body["result"] == {"effect_in_force": True, "value_to_beat": 1,
                              "methods_used": ["discard_arcana", "sacrifice_cultists", "sacrifice_character",
                                               "stopping_card"],
                              "methods_left": [], "successful_attempts": 4}
    assert body["violations"] == []
    for step in body["trace"]:
        c = step["citation"]
        assert step["rule"].startswith("me.") and index.docs[c["doc"]].text[c["start"]:c["end"]] == c["quote"]


def test_an_illegal_step_is_a_violation_with_path_rule_and_quote(client):
    state = {"card": {"name": "Astral Projection", "red": 2},
             "attempts": [{"player": "B", "method": "discard_arcana", "card": {"name": "Prism Gate", "red": 2}},
                          {"player": "A", "method": "discard_arcana", "card": {"name": "Gate Key", "red": 3}}]}
    body = client.post("/v1/resolve", json={"game": "mythos-encounters", "kind": "negation-chain",
                                            "state": state}).json()
    assert body["result"]["successful_attempts"] == 1 and body["result"]["effect_in_force"] is False
    [v] = body["violations"]
    assert v["rule"] == "me.negation.once-per-method" and v["path"] == "state.attempts[1].method"
    assert "once per card" in v["citation"]["quote"]


def test_berserk_prevention_over_http(client):
    state = {"active_player": "A", "attack": {"wounds": 3, "modifiers": [1, 2]},
             "preventions": [{"id": "shield", "owner": "B", "amount": 4, "source_in_play": True}]}
    body = client.post("/v1/resolve", json={"game": "berserk", "kind": "prevention", "state": state}).json()
    assert body["result"] == {"wounds_before_prevention": 6, "wounds_dealt": 2, "attack_strength": 6,
                              "applied": [{"id": "shield", "prevented": 4, "remaining": 0}]}


def test_validate_reports_every_illegal_attempt_at_once(client):
    state = {"card": {"name": "Pact", "red": 0},
             "attempts": [{"player": "A", "method": "sacrifice_cultists", "contributions": [{"player": "A", "count": 3}]},
                          {"player": "B", "method": "discard_arcana", "card": {"name": "Ward", "red": 0}},
                          {"player": "C", "method": "discard_arcana", "card": {"name": "Ward 2", "red": 4}}]}
    body = client.post("/v1/validate", json={"game": "mythos-encounters", "state": state}).json()
    assert body["valid"] is False
    assert [v["rule"] for v in body["violations"]] == ["me.negation.red-zero", "me.negation.once-per-method"]
    assert [v["path"] for v in body["violations"]] == ["state.attempts[0].method", "state.attempts[2].method"]
    assert body["derived"]["kind"] == "negation-chain"


def test_validate_a_legal_position(client):
    body = client.post("/v1/validate", json={"game": "berserk", "state": {
        "action": {"cost": 1, "legal_on_reveal": True}}}).json()
    assert body == {"valid": True, "violations": [], "derived": {"kind": "hidden-declaration", "performed": True,
                                                                 "paid": True, "x": None}}


@pytest.mark.parametrize("body, status, paths", [
    ({"game": "berserk", "state": {"active_player": 42}}, 422, {"state.active_player", "state.attack"}),
    ({"game": "mythos-encounters", "state": {"card": {"name": "X", "red": -1}, "attempts": [
        {"player": "A", "method": "teleport"}]}}, 422, {"state.card.red", "state.attempts[0]"}),
    ({"game": "mythos-encounters", "state": {"card": {"name": "X", "red": 1}, "attempts": [
        {"player": "A", "method": "discard_arcana", "card": {"name": "Y"}}]}}, 422, {"state.attempts[0].card.red"}),
    ({"game": "berserk"}, 422, {"state"}),
    ({"game": "berserk", "state": [1, 2]}, 422, {"state"}),
])
def test_states_that_do_not_parse_are_422_listing_each_field(client, body, status, paths):
    r = client.post("/v1/validate", json=body)
    assert r.status_code == status
    got = {d["path"] for d in r.json()["error"]["details"]}
    assert paths <= got, got


def test_unknown_kind_lists_the_kinds_and_unknown_game_is_404(client):
    r = client.post("/v1/resolve", json={"game": "berserk", "kind": "negation-chain", "state": {}})
    assert r.status_code == 422 and "prevention, hidden-declaration" in r.json()["error"]["message"]
    r = client.post("/v1/resolve", json={"game": "go", "kind": "x", "state": {}})
    assert r.status_code == 404 and "berserk" in r.json()["error"]["message"]


def test_malformed_json_is_a_422_not_a_500(client):
    r = client.post("/v1/resolve", content=b"{not json", headers={"content-type": "application/json"})
    assert r.status_code == 422 and r.json()["error"]["details"][0]["path"] == "$"


def test_rules_graph_and_one_rule(client):
    g = client.get("/v1/rules/berserk").json()
    ids = {n["id"] for n in g["nodes"]}
    assert "bk.prevention.order" in ids and g["edges"]
    assert all(n["citations"] and n["citations"][0]["quote"] for n in g["nodes"])
    one = client.get("/v1/rules/berserk/bk.prevention.order").json()
    assert one["kind"] == "priority" and any(e["relation"] == "precedes" for e in one["edges"])
    missing = client.get("/v1/rules/berserk/bk.nothing")
    assert missing.status_code == 404 and "bk.prevention.order" in missing.json()["error"]["message"]
    assert client.get("/v1/rules/chess").status_code == 404


def test_kinds_publish_their_state_schema(client):
    kinds = {k["kind"]: k for k in client.get("/v1/games/berserk/kinds").json()}
    assert set(kinds) == {"prevention", "hidden-declaration"}
    assert "active_player" in kinds["prevention"]["state_schema"]["properties"]


def test_openapi_publishes_each_state_schema(client):
    schemas = client.get("/openapi.json").json()["components"]["schemas"]
    assert "mythos-encounters.negation-chain.State" in schemas
    assert "berserk.prevention.Result" in schemas


def test_old_ones_origins_board_reports_every_violation_at_once(client):
    state = {"players": 3, "map": {"cols": 4, "rows": 3},
             "units": [{"faction": "Cthulhu", "type": "Deep One", "area": "v1", "area_kind": "void"},
                       {"faction": "Hastur", "type": "Byakhee", "area": "v2", "area_kind": "void", "flying": True}],
             "rifts": [{"between": ["r1", "r2"]}, {"between": ["r2", "r1"]}],
             "seals": [{"faction": "Cthulhu", "area": "a1"}, {"faction": "Hastur", "area": "a1"}]}
    body = client.post("/v1/validate", json={"game": "old-ones-origins", "state": state}).json()
    assert body["valid"] is False
    got = {(v["rule"], v["path"]) for v in body["violations"]}
    assert got == {("ooo.map.size", "state.map"), ("ooo.setup.void-flying", "state.units[0].area_kind"),
                   ("ooo.rifts.one-per-border", "state.rifts[1].between"), ("ooo.setup.seals-apart", "state.seals[1].area")}
    assert body["derived"]["map_expected"] == "3x3"


def test_map_size_accepts_either_orientation(client):
    body = client.post("/v1/validate", json={"game": "old-ones-origins", "state": {
        "players": 2, "map": {"cols": 2, "rows": 3}}}).json()
    assert body["valid"] is True


def test_rise_of_myths_combat_snapshot_reports_everything_and_derives_states(client):
    state = {"round": 7, "leader": "Keeper",
             "characters": [{"name": "Seer", "health": 11, "max_health": 10, "sanity": 9, "max_sanity": 8,
                             "defense": -1, "conditions": {"bleed": 1}},
                            {"name": "Detective", "health": 6, "max_health": 10, "sanity": 3, "max_sanity": 8}],
             "enemies": [{"name": "Bandog", "health": 3, "max_health": 4,
                          "conditions": {"bleed": 3, "weakness": 2, "prison": 1}},
                         {"name": "Cthulhu", "health": 9, "max_health": 9, "great_old_one": True,
                          "conditions": {"stun": 5}}]}
    body = client.post("/v1/validate", json={"game": "rise-of-myths", "state": state}).json()
    got = {(v["rule"], v["path"]) for v in body["violations"]}
    assert got == {("rom.combat.round-dial", "state.round"), ("rom.upkeep.first-leader", "state.leader"),
                   ("rom.regain.max", "state.characters[0].health"), ("rom.sanity.max", "state.characters[0].sanity"),
                   ("rom.golden.limits", "state.characters[0].defense"),
                   ("rom.conditions.enemy-limit", "state.enemies[0].conditions"),
                   ("rom.goo.conditions", "state.enemies[1].conditions")}
    assert body["derived"]["characters"] == {"Seer": {"sane": True, "healthy": True},
                                             "Detective": {"sane": False, "healthy": True}}
    assert all(v["citation"]["quote"] for v in body["violations"])


def test_rise_of_myths_snapshot_that_does_not_parse(client):
    r = client.post("/v1/validate", json={"game": "rise-of-myths", "state": {"round": "six", "characters": [{}]}})
    assert r.status_code == 422
    paths = {d["path"] for d in r.json()["error"]["details"]}
    assert {"state.round", "state.leader", "state.characters[0].name", "state.characters[0].health"} <= paths


@pytest.mark.parametrize("game, question, want", [
    # "killed" is the book's "defeated", but only the last Enemy defeated this turn stops Bleed:
    # a story that says the words otherwise gets no "no" from the exception's wording
    ("rise-of-myths", "The last Enemy is still alive and has 2 Bleed tokens. Does Bleed still apply to it at the end "
                      "of its turn?", None),
    ("rise-of-myths", "Last turn the Sorcerer killed an Enemy. This turn the Sorcerer has 2 Bleed and two Enemies are "
                      "still alive. Does he lose Health from Bleed at the end of the turn?", None),
    # "the active Character" is no turn role of a player: its rule answers
    ("rise-of-myths", "The Seer plays a card for the Detective. Does the Seer pay the Energy Cost from her own Energy?",
     "yes"),
    # a three-word term of another rule ("gain Ancient Sign") names no exception
    ("old-ones-origins", "I have 3 Ancient Signs and a dormant Avatar in the Eldritch Scheme Phase. Can I awaken it?",
     "yes"),
    # the order of the players' prevention asked without the role's name: no other rule's norm
    # matched on "before" answers it (it said No); the prevention engine does, from whose turn it is
    ("berserk", "It's my turn and I attack. Does my opponent apply his prevention effects before mine?", "yes"),
    ("berserk", "Сейчас мой ход, я атакую. Соперник применяет свои эффекты предотвращения раньше меня?", "yes"),
])
def test_review_of_the_players_words_for_terms_found_no_opposite_verdict_left(client, game, question, want):
    # each of these was answered the other way by the first version of 8009241
    r = client.post("/v1/ask", json={"question": question, "game": game}).json()
    assert r["verdict"] == want
