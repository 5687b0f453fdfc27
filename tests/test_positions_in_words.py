"""Positions described in words (issue 11 item 4): every one of the game's readers reads its
part, each part that reads a complete state is validated as its kind, and the violations
are joined. Violations come only from what was read; what no reader read is listed as
unread and never becomes a violation. The descriptions are written for these tests."""
from __future__ import annotations


def _validate(client, game: str, description: str):
    return client.post("/v1/validate", json={"game": game, "description": description})


def _rules(body: dict) -> list[str]:
    return [v["rule"] for v in body["violations"]]


def test_a_multi_part_position_names_the_violations_of_two_readers(client):
    # the dice (conflict-dice) and the surrender (a told-play reader) are two parts
    r = _validate(client, "old-ones-origins",
                  "Nyarla invades my world and it is a three-way conflict, because Ithaqua has figures there too. "
                  "Ithaqua has only one figure there, so she surrenders and takes 1 Wild Resource. My standing "
                  "figures add up to 11 Dice Roll, so I roll all 11 dice.")
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["valid"] is False
    assert sorted(_rules(body)) == ["ooo.conflict.surrender", "ooo.dice.cap"]
    assert all(v["citation"]["quote"] for v in body["violations"])
    assert sorted(body["derived"]["kinds"]) == ["conflict-dice", "surrender"]


def test_a_legal_multi_part_position_is_valid(client):
    r = _validate(client, "old-ones-origins",
                  "Two players. Nyarla invades my world and it's just the two of us; I have only one figure there, "
                  "so I surrender and gain 1 Wild Resource. Earlier, my standing figures added up to 13 Dice Roll, "
                  "so I rolled the maximum of 10 dice.")
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["valid"] is True and body["violations"] == []
    assert sorted(body["derived"]["kinds"]) == ["conflict-dice", "surrender"]


def test_an_unread_sentence_never_yields_a_violation(client):
    # the second sentence tells an illegal Acropolis, which no reader reads: it is listed, not judged
    r = _validate(client, "old-ones-origins",
                  "My standing figures add up to 7 Dice Roll, so I roll all 7 dice. "
                  "Then I built an Acropolis in a world where I have no Outpost.")
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["valid"] is True and body["violations"] == []
    assert body["reading"]["unread"] == ["Then I built an Acropolis in a world where I have no Outpost."]


def test_a_description_that_reads_nothing_stays_a_422(client):
    r = _validate(client, "old-ones-origins", "We had a lovely evening and Hastur's player brought snacks.")
    assert r.status_code == 422
    assert r.json()["error"]["code"] == "unreadable_description"


def test_a_part_whose_verdict_turns_on_an_untold_fact_contributes_nothing(client):
    # how many took part is not told, so whether the surrender was allowed is not judged; the dice are
    r = _validate(client, "old-ones-origins",
                  "Ithaqua has only one figure there, so she surrenders. My standing figures add up to 12 Dice "
                  "Roll, so I roll all 12 dice.")
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["valid"] is False and _rules(body) == ["ooo.dice.cap"]
    parts = {p["kind"]: p for p in body["reading"]["parts"]}
    assert "valid" not in parts["surrender"]  # not judged
    assert [n["slot"] for n in parts["surrender"]["needs"]] == ["participants"]


def test_block_spent_against_psychic_damage_breaks_the_power_rule(client):
    r = _validate(client, "old-ones-origins",
                  "My world has 3 Fractures. I had 3 Block and 2 Power on my dial, and at attrition I spent "
                  "my 3 Block to stop the Psychic Damage.")
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["valid"] is False and _rules(body) == ["ooo.psychic.power"]
    assert body["violations"][0]["path"] == "state.spend_block"


def test_summons_moves_and_attacks_told_are_judged_each_by_its_rule(client):
    r = _validate(client, "old-ones-origins",
                  "In a Conjuration, with no Portal upgrade, I summoned three units into an allied world. "
                  "My Ghouls, exhausted from the last fight, marched into the next area. "
                  "In Attack and Defend I attacked Nyarla and then attacked Nyarla again.")
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["valid"] is False
    assert sorted(_rules(body)) == ["ooo.attack.each-once", "ooo.conjuration.summon", "ooo.movement.exhausted"]


def test_legal_told_play_is_valid(client):
    r = _validate(client, "old-ones-origins",
                  "In a Conjuration, with no Portal upgrade, I summoned a unit into an unaligned world. "
                  "My Ghouls, standing and ready, marched into the next area. "
                  "In Attack and Defend I attacked Nyarla once and passed. After the conflict the Minion was removed. "
                  "Three players, and we laid out a 3x3 map of Region tiles.")
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["valid"] is True and body["violations"] == []


def test_the_map_for_the_players_told_is_checked(client):
    r = _validate(client, "old-ones-origins", "Two players, and we laid out a 3x3 map of Region tiles.")
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["valid"] is False and _rules(body) == ["ooo.map.size"]


def test_a_question_story_is_not_read_by_the_told_play_readers(client):
    # the ask flow does not run the positions-only readers: this story has no kind to run
    r = client.post("/v1/ask", json={"game": "old-ones-origins",
                                     "question": "Nyarla surrendered with 2 figures there. Is that allowed?"})
    assert r.status_code == 200, r.text
    assert (r.json().get("reading") or {}).get("kind") != "surrender"


def test_cards_drawn_at_upkeep_are_checked_against_the_characters_told(client):
    bad = _validate(client, "rise-of-myths", "Two Characters, no difficulty modifiers. At Upkeep each of us drew "
                                             "8 cards.").json()
    assert bad["valid"] is False and _rules(bad) == ["rom.upkeep.draw"]
    three = _validate(client, "rise-of-myths", "We are 3 Characters and at Upkeep each Character drew 6 cards.").json()
    assert three["valid"] is False and _rules(three) == ["rom.mode.three-draw"]
    good = _validate(client, "rise-of-myths", "We are 3 Characters and at Upkeep each Character drew 5 cards.").json()
    assert good["valid"] is True and good["violations"] == []
    # a difficulty modifier told but not named leaves the count open: nothing is judged
    open_ = _validate(client, "rise-of-myths", "Two Characters with a difficulty modifier; each of us drew 7 cards.")
    assert open_.status_code == 422
