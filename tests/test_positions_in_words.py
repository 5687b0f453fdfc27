"""Positions described in words (issue 11 item 4): every one of the game's readers reads its
part, each part that reads a complete state is validated as its kind, and the violations
are joined. Violations come only from what was read; what no reader read is listed as
unread and never becomes a violation. The descriptions are written for these tests."""
from __future__ import annotations

import pytest


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


def test_a_surrender_told_in_a_question_is_run_whatever_the_conflict_untold(client):
    # a surrender is read from a question too (kb/games/old_ones_origins/surrender.py): with 2
    # figures it is not allowed, however many took part (tried at each value, not asked)
    r = client.post("/v1/ask", json={"game": "old-ones-origins",
                                     "question": "Nyarla surrendered with 2 figures there. Is that allowed?"})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["reading"]["kind"] == "surrender" and body["verdict"] == "no" and body["needs"] == []


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


# -- Rise of Myths: play told in words (kb/games/rise_of_myths/told.py) -------------------

def test_a_second_card_for_another_character_in_one_turn_breaks_the_limit(client):
    bad = _validate(client, "rise-of-myths",
                    "In our turn the Seer played Sense Danger for the Detective, and he lost 1 Sanity. Then she "
                    "played another non-Cooperative card for him too.").json()
    assert bad["valid"] is False and _rules(bad) == ["rom.actions.for-another"]
    assert bad["violations"][0]["path"] == "state.turns[0].plays[1]"
    # a Cooperative card does not count towards the limit; a card in another round is another turn's
    good = _validate(client, "rise-of-myths",
                     "The Possessed played one normal (not Cooperative) card for the Seer, who lost 1 Sanity. After "
                     "that the Possessed also played a Cooperative card for the Seer. In round 3 she played a "
                     "regular card for the Seer again.").json()
    assert good["valid"] is True and good["violations"] == []


def test_cards_told_counted_only_when_played_for_another(client):
    # two cards in the turn, one of them for himself: one card for another Character
    body = _validate(client, "rise-of-myths",
                     "The Sorcerer played two cards this turn: one for himself and a normal one for the Seer, who "
                     "lost 1 Sanity.").json()
    assert body["valid"] is True and body["violations"] == []


def test_a_discharge_card_played_for_another_character_is_named_whatever_else_is_untold(client):
    # whether the card is Cooperative is not told: Discharge breaks the rule either way
    body = _validate(client, "rise-of-myths",
                     "The Detective played Rapid Fire, a Discharge (1) card, for the Possessed.").json()
    assert body["valid"] is False and _rules(body) == ["rom.discharge"]
    assert body["violations"][0]["citation"]["quote"] == ("In addition, cards with the Discharge effect cannot be "
                                                         "played for other Characters.")


def test_a_play_whose_cooperative_effect_is_untold_decides_nothing(client):
    # two cards for the Detective, the second not said to be Cooperative or not: no verdict on the limit
    body = _validate(client, "rise-of-myths",
                     "The Seer played a non-Cooperative card for the Detective, then she played Ward for him.")
    assert body.status_code == 422


def test_recovery_points_kept_for_later_are_named(client):
    bad = _validate(client, "rise-of-myths",
                    "We reached 6 Progress Points and got 5 Recovery Points each. I spent 2 on Health and kept the "
                    "other 3 for after the next fight.").json()
    assert bad["valid"] is False and _rules(bad) == ["rom.explore.recovery-immediate"]
    assert bad["violations"][0]["citation"]["quote"] == "Any Recovery Points not used immediately are lost."
    legal = _validate(client, "rise-of-myths",
                      "We reached 6 Progress Points and got 5 Recovery Points each, which we used right away; we "
                      "couldn't save any for later.")
    assert legal.status_code == 422  # nothing done that a rule bounds: no position to judge


def test_a_relic_or_consumable_used_again_in_one_combat(client):
    bad = _validate(client, "rise-of-myths",
                    "During the Combat I used my Synergy Relic in round 1 and used it again in round 3. The Seer "
                    "played her Consumable card in round 2 and played it a second time in round 4 of the same "
                    "Combat.").json()
    assert bad["valid"] is False and sorted(_rules(bad)) == ["rom.consumable", "rom.relic.once"]
    other_combat = _validate(client, "rise-of-myths",
                             "I used my Synergy Relic in the first Combat and used it again in the next Combat.")
    assert other_combat.status_code == 422


def test_shop_regains_are_bounded_at_three(client):
    bad = _validate(client, "rise-of-myths",
                    "At the next Shop the Seer pays Coins to regain 1 Sanity four times in a row.").json()
    assert bad["valid"] is False and _rules(bad) == ["rom.shop.regain-sanity"]
    good = _validate(client, "rise-of-myths",
                     "At the Shop the Detective paid Coins to regain 1 Health 3 times and 1 Sanity twice.").json()
    assert good["valid"] is True and good["violations"] == []


def test_the_insane_sorcerers_extra_cost_is_for_his_first_sacrifice_card_only(client):
    bad = _validate(client, "rise-of-myths",
                    "The Sorcerer is Insane at Sanity 3, and we added 1 to the cost of both of his Sacrifice cards "
                    "this turn.").json()
    assert bad["valid"] is False and _rules(bad) == ["rom.class.sorcerer-insane"]
    good = _validate(client, "rise-of-myths",
                     "The Sorcerer is Insane. He played two Sacrifice cards; we added 1 to the cost of the first "
                     "one only.")
    assert good.status_code == 422


def test_energy_and_conditions_kept_past_the_end_of_a_turn(client):
    bad = _validate(client, "rise-of-myths",
                    "At the end of our turn the Seer kept her 2 unused Energy for the next round. The Ghast had 2 "
                    "Weakness tokens it never used, and at the end of its turn we left them on for the next "
                    "round.").json()
    assert bad["valid"] is False
    assert sorted(_rules(bad)) == ["rom.conditions.end-of-turn", "rom.turn.energy-discard"]
    # Synergy Relic Charges are kept; the rest is discarded
    legal = _validate(client, "rise-of-myths",
                      "At the end of our turn we kept the Charges on our Synergy Relics and discarded the rest of "
                      "our Energy.")
    assert legal.status_code == 422


def test_leftover_damage_and_an_attack_after_prison(client):
    bad = _validate(client, "rise-of-myths",
                    "The Sorcerer played an Attack 8 card on the Cultist, defeating it, and we put the 5 leftover "
                    "Damage on the Rat Swarm. In the Enemies' turn the Bandog lost 2 Health from its 2 Prison "
                    "tokens, which took it to 0, but we still resolved its Attack.").json()
    assert bad["valid"] is False
    assert sorted(_rules(bad)) == ["rom.cards.attack-target", "rom.conditions.prison-defeated"]
    legal = _validate(client, "rise-of-myths",
                      "The Detective hit a Cultist with 2 Health using Attack 6; the extra 4 Damage was lost. Prison "
                      "took the Ghoul to 0 Health, so it never attacked; the Ghast still attacked the Seer.")
    assert legal.status_code == 422  # nothing told that breaks either rule, nothing else to judge


def test_a_question_story_is_not_read_by_the_rise_of_myths_told_readers(client):
    r = client.post("/v1/ask", json={"game": "rise-of-myths",
                                     "question": "I kept 3 Recovery Points for later. Is that allowed?"})
    assert r.status_code == 200, r.text
    assert (r.json().get("reading") or {}).get("kind") != "recovery"


@pytest.mark.parametrize("where, rules", [("in one of my worlds that has no Outpost", ["ooo.conjuration.acropolis-place"]),
                                          ("under my Outpost in an allied world", [])])
def test_an_acropolis_built_in_a_conjuration_needs_an_allied_outpost_there(client, where, rules):
    # the building was not read at all: only the summons of a Conjuration were
    body = _validate(client, "old-ones-origins", f"In a Conjuration I summoned a unit into an allied world and built an "
                                                 f"Acropolis {where}.").json()
    assert _rules(body) == rules
    assert body["valid"] is (not rules)
    assert [f["value"] for f in body["reading"]["facts"] if f["slot"] == "build"] == [
        {"acropolis": True, "allied_outpost": not rules}]


def test_an_acropolis_built_where_the_story_does_not_say_asks_whether_an_outpost_stood_there(client):
    r = _validate(client, "old-ones-origins", "In my Conjuration I built an Acropolis in an allied world.")
    assert r.status_code == 422
    assert r.json()["error"]["details"] == [{"path": "description", "message": "Was there an allied Outpost in the "
                                                                                "area the Acropolis was built in?"}]


def test_a_step_taken_to_help_another_player_is_a_step_of_the_chain(client):
    # "Melissa, helping Leon, discards another Arcana card" was set aside as a share of a
    # payment (only Cultists are paid in shares), and the second use of a method went unnamed
    body = _validate(client, "mythos-encounters",
                     "Leon plays 'Dread Tide', which has a Red value of 2, on Sara. Sara discards 'Prism Gate' (Red 2) to "
                     "stop it. Leon reinstates the effect with an Elder Sign. Then Melissa, helping Leon, discards another "
                     "Arcana card (Red 3) to negate it a second time.").json()
    assert _rules(body) == ["me.negation.once-per-method"]
    assert body["reading"]["unread"] == []


# -- what the readers took wrongly or missed, each in other words than the story that showed it

@pytest.mark.parametrize("description, broken", [
    # a method the story says could not be used is no attempt of that method
    ("Nils put 'Grey Choir' (Red 0) on me. Because of the zero I couldn't use my Cultists, so I discarded "
     "'Salt Circle', an Arcana card with Red 2, to negate it.", []),
    # the card's red value told after it, by a pronoun
    ("Maya played 'Shrieking Gate' on me. It has a 0 in Red. I sacrificed 2 Cultists from my Node and we "
     "treated it as negated.", ["me.negation.red-zero"]),
    # a step taken by someone who does not want another; the card negated named in the step is not the card used
    ("Ivo plays 'Black Tide' (Red 4) on Dana. Dana doesn't want to give up any Cultists, so she discards her "
     "Arcana card 'Glass Key', which has Red 1, and says that negates Black Tide.", ["me.method.discard-arcana"]),
])
def test_a_negation_chain_told_in_words_reads_the_steps_taken(client, description, broken):
    body = _validate(client, "mythos-encounters", description).json()
    assert _rules(body) == broken and body["valid"] is (not broken)


@pytest.mark.parametrize("description, broken", [
    # the cost told as not paid after all, with the creature opened again
    ("Я объявил игродействие по скрытой карте и оплатил его, закрыв своё существо. При вскрытии действие оказалось "
     "нелегальным, и мы решили, что платить не нужно, — я открыл существо обратно.", ["bk.hidden.illegal-on-reveal"]),
    # the attack's strength said «с силой 4»; prevention applied, and only after that the modifier
    ("Ход соперника. Его существо ударило моё с силой 4. У меня есть «предотвратить 4 раны», я сразу его применил. "
     "Только после этого соперник наложил «+1 к удару», и моё существо получило 1 рану.",
     ["bk.prevention.after-modifiers"]),
    # the source destroyed in one sentence, its prevention still used in the next
    ("У меня был артефакт «предотвратить 2 раны». Соперник уничтожил мой артефакт заклинанием, а потом ударил моё "
     "существо на 4 раны. Я всё равно предотвратил 2 раны от артефакта.", ["bk.prevention.source-left-play"]),
])
def test_berserk_deeds_told_across_sentences_are_checked(client, description, broken):
    body = _validate(client, "berserk", description).json()
    assert _rules(body) == broken and body["valid"] is False


def test_a_surrender_in_a_conflict_of_three_told_as_there_were_three_of_us_breaks_the_rule(client):
    body = _validate(client, "old-ones-origins",
                     "I'm Cthulhu and invaded a contested world where Hastur and Yog-Sothoth both had figures, so "
                     "there were three of us. Yog-Sothoth only had 1 Ghoul there, so he surrendered and took 1 Wild "
                     "Resource.").json()
    assert _rules(body) == ["ooo.conflict.surrender"]


def test_the_book_s_terms_and_a_region_s_letter_are_no_players():
    from kb.games.old_ones_origins.players import players_named
    told = "I'm Hastur and resolved a Dominion in Region B, where I have 2 Outposts and no Acropolis; Anna has 3 VP."
    assert {p for p, _ in players_named(told)} == {"me", "Anna"}


def test_another_player_s_share_the_reader_cannot_count_invents_no_shortfall(client):
    # "Артём … пожертвовал 1 своего": a share of the Cultists, its noun left out; read without
    # it, 2 Cultists against Red 3 would have been a violation the players did not commit
    r = _validate(client, "mythos-encounters",
                  "Вика сыграла на меня 'Drowned Bell' (Red 3). Я пожертвовал 2 Cultists со своего Node, а Артём "
                  "добровольно пожертвовал 1 своего. Итого 3, эффект отменён.")
    assert r.status_code == 422
    assert r.json()["error"]["code"] == "unreadable_description"


@pytest.mark.parametrize("before", ["a regular", "a Cooperative"])
@pytest.mark.parametrize("proposed", ["a normal", "a Cooperative"])
def test_one_more_card_for_another_character_asked_is_run_against_the_cards_told(client, before, proposed):
    # one card per turn for another Character; a Cooperative one does not count
    r = client.post("/v1/ask", json={"game": "rise-of-myths", "question":
                                     f"This turn the Detective already played {before} card for the Seer. Now he wants "
                                     f"to play {proposed} card for the Sorcerer. Can he?"}).json()
    legal = "Cooperative" in proposed or "Cooperative" in before
    assert r["verdict"] == ("yes" if legal else "no")
    assert r["check"]["kind"] == "cards-for-another"
    assert [v["rule"] for v in r["check"]["violations"]] == ([] if legal else ["rom.actions.for-another"])


def test_a_card_for_another_told_without_saying_if_it_was_cooperative_is_asked_back(client):
    r = client.post("/v1/ask", json={"game": "rise-of-myths", "question":
                                     "This turn the Detective already played Sense Danger for the Seer. Now he wants to "
                                     "play a normal card for the Sorcerer. Can he?"}).json()
    assert r["verdict"] is None
    assert [n["slot"] for n in r["needs"]] == ["turns[0].plays[0].cooperative"]


def test_a_card_played_on_a_character_named_is_one_for_another(client):
    r = client.post("/v1/ask", json={"game": "rise-of-myths", "question":
                                     "I'm the Possessed and I'm active. Already played one Defense card on the Detective "
                                     "this turn (not Cooperative). Can I also play a different non-Cooperative card on "
                                     "the Seer in this same turn?"}).json()
    assert r["verdict"] == "no" and r["check"]["violations"][0]["rule"] == "rom.actions.for-another"
