"""POST /v1/ask: language, game, type, verdict, abstention, checks, conversations."""
from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from corpus.tokens import tokenize
from service.models import AskResponse
from service.questions import is_yes_no, language, question_type
from service.reading import negative

CHAIN = {"card": {"name": "Misdirection", "red": 2},
         "attempts": [{"player": "Leon", "method": "discard_arcana", "card": {"name": "Prism Gate", "red": 2}},
                      {"player": "Melissa", "method": "sacrifice_cultists",
                       "contributions": [{"player": "Melissa", "count": 2}]}]}


@pytest.mark.parametrize("text, lang", [
    ("Можно ли предотвратить урон?", "ru"), ("When does Bleed apply?", "en"),
    ("Mozhno li ispolzovat predotvrashchenie chastichno?", "ru"), ("Что делает Stun?", "ru"),
])
def test_language(text, lang):
    assert language(text) == lang


@pytest.mark.parametrize("text, lang, qtype", [
    ("What happens first, start-of-round or start-of-turn effects?", "en", "timing"),
    ("Когда применяется кровотечение?", "ru", "timing"),
    ("Can this effect be cancelled?", "en", "negation"),
    ("Можно ли отменить этот эффект?", "ru", "negation"),
    ("Is this position legal?", "en", "validation"),
    ("How many cards do I draw?", "en", "lookup"),
])
def test_question_type(text, lang, qtype):
    assert question_type(text, lang) == qtype


@pytest.mark.parametrize("text, lang, yes_no, neg", [
    ("Can units with Subtle be summoned into enemy areas?", "en", True, False),
    ("Is it forbidden to move through a void area?", "en", True, True),
    ("If a card has a red value of zero, can cultists be sacrificed against it?", "en", True, False),
    ("When the last enemy dies, what happens to Bleed?", "en", False, False),
    ("How many rounds does a game last?", "en", False, False),
    ("Можно ли использовать эффект частично?", "ru", True, False),
    # a negative auxiliary asks about the positive ("Can't I …?" — "Yes, you can"); a
    # prohibition asked about is negative itself
    ("Нельзя ли применить его дважды?", "ru", True, False),
    ("Запрещено ли применять его дважды?", "ru", True, True),
    ("Isn't there a limit of 5 Conditions?", "en", True, False),
    # what goes with the act, denied, is not the proposition denied
    ("Can she still play it, with the Detective not losing any Sanity?", "en", True, False),
    ("Can she play it without the Detective losing Sanity?", "en", True, False),
    # an "if" clause typed without its comma: the main clause after it is denied
    ("if I just discard it to gain energy I don't lose the 2 health, right?", "en", True, True),
    ("Is it true that Cultists cannot be sacrificed against red 0?", "en", True, True),
    # a "not" in a condition is what is asked about, not the question's polarity
    ("Does a spell resolve if its Power cost is not paid?", "en", True, False),
    # … nor in a relative clause that denies a quality of the thing asked
    ("Can my Flying unit be summoned into a void area that is neither Warded nor Sealed?", "en", True, False),
    ("Can my Flying unit be summoned into a void area that is no longer Sealed?", "en", True, False),
    ("If a card has no Defense, can't it be attacked?", "en", True, False),
    ("Можно ли сыграть карту, если энергии не хватает?", "ru", True, False),
    ("Сколько раундов длится игра?", "ru", False, False),
    # leave asked of the step told, naming nothing; a statement asked with a contraction
    ("Legal?", "en", True, False),
    ("Is that OK?", "en", True, False),
    ("So that's it, my card's effect is cancelled for good now?", "en", True, False),
    ("So... nobody wins, not even Hastur?", "en", True, False),
    # "что," a particle; "Что, если …" still asks what happens
    ("Мы что, проиграли партию?", "ru", True, False),
    ("Что, если я сброшу карту?", "ru", False, False),
    # the verb before its subject after a lead no clause pattern knows; a name for a subject;
    # a contraction typed without its apostrophe; a lead clause that is all the statement
    ("during my Invasion can it move out of there?", "en", True, False),
    ("Besides the Health, does Sofia also lose 1 Sanity?", "en", True, False),
    ("Mid-combat, am I allowed to look at my discard pile to see what is already gone?", "en", True, False),
    ("Cthulhu takes it?", "en", True, False),
    ("cant i just discard my arcana card that has red 1 to block it?", "en", True, False),
    ("After the hit I'm still Healthy, right?", "en", True, False),
    # whatever its subject, a statement put as a question that asks nothing else
    ("a third influence upgrade costs me 2 lore?", "en", True, False),
    ("next game she still has the full 12 to spend on upgrades, not 4?", "en", True, False),
    ("thats still allowed even tho she used her 1 card for another character?", "en", True, False),
    ("Enough to negate it?", "en", True, False),
    ("when i declare it i only count the 2 open ones, right?", "en", True, False),
    ("when we get there, what happens to the token, right?", "en", False, False),
    # notes, not a statement: no subject in the clause asked
    ("possessed insane, loses 1 health at end of turn?", "en", False, False),
    ("Enemies with the same initiative, order of activation?", "en", False, False),
    ("game just keeps going?", "en", True, False),
    ("the damage goes where?", "en", False, False),
    ("the Leader or the Seer goes first?", "en", False, False),
    # … while a question word still asks what, when or which
    ("When does the Leader token pass to the next character?", "en", False, False),
    ("When can I pass?", "en", False, False),
    ("In that case, what can I do?", "en", False, False),
    ("He has 3, is that the limit or can he take more?", "en", False, False),
    # (a story the sentence splitter left whole is no lead: "B." looked like an initial)
    ("Influence Phase: I touch Regions A and B. I pick Region A. Does my turn continue after that?", "en", False,
     False),
    # "столько …, сколько" and "я как неактивный" ask nothing of how much or how
    ("Значит, я плачу ровно столько Силы, сколько напечатано на карте?", "ru", True, False),
    ("Я как неактивный применяю свои эффекты первым?", "ru", True, False),
    ("Я как должен это делать?", "ru", False, False),
    # a concession denies nothing asked; «хотя бы» ("at least") is no concession
    ("Могу ли я добавить его в опечатанную область, хотя призывом туда нельзя?", "ru", True, False),
    ("Хотя бы один культист не умрёт?", "ru", True, True),
])
def test_yes_no_and_polarity(text, lang, yes_no, neg):
    assert is_yes_no(text, lang) is yes_no and negative(text, lang) is neg


def ask(client, **body):
    r = client.post("/v1/ask", json=body)
    assert r.status_code == 200, r.text
    AskResponse.model_validate(r.json())  # the wire contract, field by field
    assert list(r.json()) == list(AskResponse.model_fields)
    return r.json()


def test_a_timing_question_is_answered_with_the_rule_quoted(client, index):
    res = ask(client, question="When does a creature lose health from Bleed?")
    assert res["game"] == "rise-of-myths" and res["question_type"] == "timing" and not res["abstained"]
    assert any("at the end of its turn" in c["quote"] + c["context"] for c in res["citations"][:2])
    for c in res["citations"]:
        assert index.docs[c["doc"]].text[c["start"]:c["end"]] == c["quote"]
    assert "“" in res["answer"]  # the reason is the verbatim quote


def test_russian_yes_no_question_gets_a_verdict_in_russian(client):
    res = ask(client, question="Можно ли частично использовать эффект предотвращения?")
    assert res["game"] == "berserk" and res["verdict"] == "yes" and res["answer"].startswith("Да.")
    assert res["rules"][0]["id"] == "bk.prevention.partial"
    assert res["citations"][0]["quote"].startswith("Эффект предотвращения может быть использован частично")


@pytest.mark.parametrize("q, verdict", [
    # a Russian story about the Russian book, with words an English book's rules also list in
    # Russian ("убрал", "атакует"): those weigh as their English terms do in that book, not as
    # words it never uses
    ("Бью существом с ударом 5, у цели предотвращение 2. Предотвращение ведь не меняет силу удара, только число "
     "ран, да?", "yes"),
    ("Моё существо бьют на 4 раны, и его заклинание добавляет к удару ещё 1. У меня карта, которая предотвращает 3 "
     "раны. В итоге я получаю 2 раны, так?", "yes"),
])
def test_a_russian_story_about_berserk_is_found_without_the_game_named(client, q, verdict):
    res = ask(client, question=q)
    assert res["game"] == "berserk" and res["verdict"] == verdict


def test_what_a_resource_goes_for_in_a_step_is_a_rules_question_not_a_price(client):
    # ("how much is X going for these days" asks a price; "how much power is a lore going for"
    # asks the exchange the book states)
    res = ask(client, question="Old Ones Origins: how much power is a lore going for in a combat step? is it 3?")
    assert res["abstained"] is False and res["game"] == "old-ones-origins"


def test_english_question_about_the_russian_rulebook(client):
    res = ask(client, question="Does a prevention effect still apply after its source card leaves play?")
    assert res["game"] == "berserk" and res["verdict"] == "no" and res["answer"].startswith("No.")
    assert "покидает игровую зону" in res["citations"][0]["quote"]


def test_the_verdict_follows_the_questions_polarity(client):
    pos = ask(client, question="Can the same negation method be used twice against one card?", game="mythos-encounters")
    neg = ask(client, question="Is it forbidden to use the same negation method twice against one card?",
              game="mythos-encounters")
    assert pos["verdict"] == "no" and neg["verdict"] == "yes"


def test_a_question_that_is_not_yes_no_has_no_verdict(client):
    res = ask(client, question="Where do sacrificed cultists come from?")
    assert res["verdict"] is None and res["game"] == "mythos-encounters"
    assert any("any occupied Node" in c["quote"] for c in res["citations"][:3])


@pytest.mark.parametrize("q", ["How do I castle in chess?", "What is the capital of Australia?",
                               "How many dice do you roll in Yahtzee?", "Как ходит конь в шахматах?",
                               # another game named in lower case, by words no rulebook uses
                               "How many cards are in a poker deck?", "Can a pawn move backwards in chess?",
                               "Who wins a tie in blackjack?",
                               # a question headed by another game's name, or about food
                               "Catan: someone rolled a 7 and I'm holding 8 resource cards. How many do I discard?",
                               "Шахматы: можно ли делать рокировку, если под боем ладья, а не король?",
                               # whether a name of the fiction is a real person (history, not rules)
                               "The Detective card shows Harry Houdini. Was he a real person or did they make him up?",
                               # … with its edition's number ("Scythe 2:")
                               "Scythe 2: my mechs are exhausted after combat. Can they still move into a contested "
                               "territory?",
                               "Dune Imperium 2: I play a spice card during the combat phase. Does it add to my "
                               "strength?",
                               "Anyone know a pizza place that delivers? We're about to start round 4.",
                               # the fiction's history, the packs a card game is sold in, the clock and
                               # the box's age, and another game set apart from the book's
                               "Rise of Myths has Cthulhu in it. Which came first: the story The Call of "
                               "Cthulhu or the novel At the Mountains of Madness, and when was each written?",
                               "Берсерк: в каком сете впервые напечатали карту Первопроходец и сколько в бустере карт?",
                               "How many hours does a 3-player game of Rise of Myths usually last, and is it OK for "
                               "a 10-year-old?",
                               "Forget the Elder Sign token: in the original Elder Sign board game, can you "
                               "re-roll dice after a failed task?",
                               # another game's title before a verb is no player ("Can Vera, who …")
                               "Can Hearthstone play a card for another player?",
                               "Does Pandemic, who is cooperative, let players trade cards?",
                               "In the original Call of Cthulhu board game, do investigators lose Sanity?",
                               "Does a game of Old Ones Origins take 90 minutes to play?",
                               "How long does a game of Rise of Myths usually take, in minutes? Trying to decide if "
                               "we can start one tonight before 11.",
                               "Из какого сета карта Первопроходец?",
                               "The Dunwich Horror is a story that Lovecraft published in 1929, right?",
                               # another game's title after a modal, with the asker's "my" (not a player's pronoun)
                               "Could Gloomhaven use my Elder Sign rules too?",
                               # whether a box is sold on its own, and what the game costs
                               "How much is the base game of Old Ones Origins?",
                               "Is the Cthulhu stuff sold separately, or does the Rise of Myths core game cost more "
                               "these days?",
                               "Берсерк: продаётся ли колода Ковена отдельно?",
                               "how much is old ones origins going for these days? want a copy for my brother",
                               # another game named after a dash, inside the sentence
                               "Not about your games — in Eldritch Horror: The Board Game, can I trade items "
                               "during the Encounter phase?",
                               # another game's edition asked of, its title of words the books use apart
                               "Eldritch Horror second edition question: can I trade items?"])
def test_off_topic_and_other_games_are_not_answered(client, q):
    res = ask(client, question=q)
    assert res["abstained"] is True and res["verdict"] is None and res["citations"] == []
    assert "know" in res["answer"] or "Не знаю" in res["answer"]


def test_with_a_state_the_check_runs_and_the_answer_uses_it(client):
    res = ask(client, question="Is the Misdirection effect in force now?", state=CHAIN)
    assert res["game"] == "mythos-encounters"
    check = res["check"]
    assert check["kind"] == "negation-chain" and check["result"]["effect_in_force"] is True
    # the yes/no asked of the sent state is the check's result
    assert res["verdict"] == "yes" and res["answer"].startswith("Yes. The effect is in force") and "Melissa" in res["answer"]
    assert res["reading"]["kind"] == "negation-chain" and res["reading"]["state"] == CHAIN
    assert all(step["citation"]["quote"] for step in check["trace"])
    assert res["confidence"] >= 0.9


def test_a_follow_up_reuses_the_game_and_state_of_the_conversation(client):
    first = ask(client, question="Is the Misdirection effect in force now?", state=CHAIN)
    follow = ask(client, question="and what was the value to beat?", conversation_id=first["conversation_id"])
    assert follow["conversation_id"] == first["conversation_id"]
    assert follow["game"] == "mythos-encounters" and follow["check"]["result"] == first["check"]["result"]


def test_validation_question_with_a_bad_state_reports_violations(client):
    bad = {"card": {"name": "Pact", "red": 0},
           "attempts": [{"player": "A", "method": "sacrifice_cultists", "contributions": [{"player": "A", "count": 3}]}]}
    res = ask(client, question="Is this chain legal?", game="mythos-encounters", state=bad)
    assert res["check"]["violations"][0]["rule"] == "me.negation.red-zero"
    assert "illegal" in res["answer"]


def test_a_term_the_book_only_lists_is_not_explained_by_a_close_passage(client):
    # Old Ones Origins lists "Immortal" among the unit keywords and never says what it does
    res = ask(client, question="One of my units has the Immortal icon. What does Immortal do when it would be destroyed?",
              game="old-ones-origins")
    assert res["abstained"] is True and res["verdict"] is None and res["citations"] == []
    # the first of a list ("the Icons List shows Imbue, Immortal, Nexus, and …") is listed too
    res = ask(client, question="My upgrade shows the Imbue icon. What does Imbue let me do?", game="old-ones-origins")
    assert res["abstained"] is True and res["verdict"] is None and res["citations"] == []
    # a keyword of the same list that the book explains is answered
    res = ask(client, question="One of my units has the Evasive icon. What does Evasive do when it moves?",
              game="old-ones-origins")
    assert res["abstained"] is False
    assert any("Evasive" in c["quote"] for c in res["citations"])


@pytest.mark.parametrize("body, path", [
    ({"question": ""}, "question"), ({"question": "   "}, "question"), ({"question": "x" * 4001}, "question"),
    ({"question": "Is it in force?", "game": "mythos-encounters", "state": {"card": {"name": "X"}}}, "state.card.red"),
    ({"question": "q?", "lang": "fr"}, "lang"), ({"question": "q?", "surprise": 1}, "surprise"),
])
def test_bad_ask_requests_are_422(client, body, path):
    r = client.post("/v1/ask", json=body)
    assert r.status_code == 422
    assert any(d["path"] == path for d in r.json()["error"]["details"]), r.json()


def test_unknown_game_or_kind(client):
    assert client.post("/v1/ask", json={"question": "q?", "game": "chess"}).status_code == 404
    r = client.post("/v1/ask", json={"question": "q?", "game": "berserk", "state": {}, "kind": "castling"})
    assert r.status_code == 422 and "prevention" in r.json()["error"]["message"]


def test_cli_ask_json(data_dir, monkeypatch, tmp_path):
    from service.cli import app

    monkeypatch.setenv("ARBITER_DATA_DIR", str(data_dir))
    monkeypatch.setenv("ARBITER_DENSE", "use-m3")
    state = tmp_path / "chain.yaml"
    state.write_text(json.dumps(CHAIN))
    r = CliRunner().invoke(app, ["ask", "Is the effect in force?", "--state", str(state), "--json"])
    assert r.exit_code == 0, r.output
    res = json.loads(r.output[r.output.index("{"):])
    assert res["check"]["result"]["effect_in_force"] is True
    r = CliRunner().invoke(app, ["ask", "Is the effect in force?", "--state", str(state)])
    assert "1. " in r.output and "[me." in r.output


def test_a_canonical_question_about_a_named_special_case_settles_nothing_else(client):
    # "Can units with Subtle be summoned into enemy areas?" (yes) must not answer this
    res = ask(client, question="Can units without any keyword be summoned into enemy areas?",
              game="old-ones-origins")
    # the book's answer is no (only Subtle units may); reading "without any keyword" as "not
    # Subtle" is beyond the reader, so no verdict — never the Subtle rule's yes
    assert res["verdict"] is None


def test_a_russian_name_for_a_game_term_is_not_a_stranger(client):
    res = ask(client, question="Можно ли отменить эффект карты Арканы?")
    assert res["game"] == "mythos-encounters" and not res["abstained"]
    assert res["citations"][0]["quote"].startswith("A Great Old One may prevent the effects of an Arcana Card")


def test_a_misspelt_rulebook_word_is_not_another_subject(client):
    res = ask(client, question="Can I sacrifise cultists to stop an Arcana card?")
    assert res["game"] == "mythos-encounters" and not res["abstained"]


def test_a_narrower_canonical_question_does_not_answer_a_broader_one(client):
    # "If another Great Old One already sacrificed Cultists, can I sacrifice Cultists … again?"
    # (no) is about a second sacrifice; helping with one's own Cultists is allowed
    res = ask(client, question="Can another Great Old One help by sacrificing their own cultists?")
    assert res["verdict"] != "no"
    assert any("assist and sacrifice their own Cultists" in c["context"] for c in res["citations"][:3])


def test_a_russian_question_is_searched_with_the_english_rulebooks_words(client):
    # no Russian word is in the Old Ones Origins rulebook; its glossary gives "Avatar destroyed"
    res = ask(client, question="Что происходит, если аватар уничтожен?")
    assert res["game"] == "old-ones-origins" and not res["abstained"]
    assert "If your Avatar is ever destroyed" in res["citations"][0]["quote"]


def test_a_name_only_one_book_has_chooses_that_game_and_is_no_stranger(client):
    # 'Misdirection' is a card in the Mythos Encounters book only (inside quotes there)
    res = ask(client, question="My friend just used Misdirection against me. What does Misdirection do?")
    assert res["game"] == "mythos-encounters"
    assert any("Misdirection" in c["quote"] for c in res["citations"])


def test_the_name_players_use_in_another_language_names_the_game(client):
    # "Берсерк" is not the book's title ("Berserk CCG"): the question went to Rise of Myths
    res = ask(client, question="Играем в Берсерка. Противник атакует, у меня есть эффект предотвращения 2. "
                               "Предотвращение уменьшает силу атаки?")
    assert res["game"] == "berserk"
    assert res["verdict"] == "no"


@pytest.mark.parametrize("q", ["Играю за Ктулху, раунд 2. Инициатива у меня 3, у Хастура тоже 3. Кто ходит первым?",
                               "Ктулху ломает Печать Хастура. Хастур получает Древний Знак?"])
def test_a_russian_name_of_a_game_term_names_that_game(client, q):
    # the factions' Russian names are in Old Ones Origins' glossary only: these went to Rise of
    # Myths, whose Russian words for "round" and "card" counted and the glossary's did not
    assert ask(client, question=q)["game"] == "old-ones-origins"


def test_a_rare_verb_of_a_phrasal_verb_is_no_other_subject(client):
    # "spill" (Zipf 3.8) read as a word of another subject, like "poker": refused
    res = ask(client, question="My Attack 5 card kills the Ghast, which had 1 Health left. Can the other 4 Damage "
                               "spill over onto the Cultist behind it?")
    assert res["abstained"] is False
    assert "Damage that exceeds the Enemy's Health cannot be used to attack other Enemies." in \
        [c["quote"] for c in res["citations"]]
    assert ask(client, question="Can I play poker with the Arcana cards?")["abstained"] is True


def test_a_book_word_done_again_is_no_other_subject(client):
    # (held-back set 29) "We don't replay the event, but each of us drops 1 Sanity, right?":
    # "replay" read as a word of another subject — refused
    res = ask(client, question="We already resolved the Encounter that has Exploration token 3. Walking across it again, "
                               "we don't replay it, but each of us loses 1 Sanity, right?", game="rise-of-myths")
    assert res["abstained"] is False


@pytest.mark.parametrize("q, refused", [
    ("Combat setup: we revealed the Keeper first and then a Rabid Beast, both Initiative 4. Since the Keeper came out first, "
     "does it go to the left of the Rabid Beast?", False),  # (held-back set 29: refused as a release date)
    ("When did Rise of Myths come out?", True),
    ("Did the second edition of the game come out in Russian?", True),
])
def test_coming_out_is_a_release_only_when_asked_of_the_game(client, q, refused):
    assert ask(client, question=q)["abstained"] is refused


@pytest.mark.parametrize("q, refused", [
    ("How long does a game of Old Ones Origins usually take, in minutes? We have until 11.", True),
    # the book counts rounds: asked in rounds, it answers (review 70)
    ("How long does the Short game of Old Ones Origins last in rounds rather than in minutes?", False),
    ("In Rise of Myths, how long does a combat last at most, in rounds and not in minutes?", False),
])
def test_how_long_on_the_clock_is_off_topic_and_in_rounds_is_not(client, q, refused):
    assert ask(client, question=q)["abstained"] is refused


# the asks alone are close to rules of the books ("Can an exhausted unit still move?"): the
# story's game is what makes them another subject
@pytest.mark.parametrize("q", ["We're playing Gloomhaven and my character is exhausted. Can an exhausted unit still move?",
                               "Играем в «Манчкин», у меня 5 карт. Можно ли сбросить карту, чтобы предотвратить рану?",
                               # every word of the name is in some book, never side by side
                               "Quick detour: in Arkham Horror: The Card Game I drew the tentacle token on a test I "
                               "beat by 2. Do I still pass?"])
def test_a_story_about_another_game_on_the_table_is_not_answered(client, q):
    res = ask(client, question=q)
    assert res["citations"] == [] and res["verdict"] is None


def test_a_russian_case_form_of_a_book_name_the_question_also_says_is_no_stranger(client):
    r = client.post("/v1/ask", json={"question": "Моя способность считает карты класса «Ковен» в отряде. У меня три "
                                                 "вскрытых Ковена и один Ковен лежит скрытым. Сколько Ковенов "
                                                 "учитывается при заявке?"}).json()
    assert r["abstained"] is False and r["game"] == "berserk"
    # a case form alone, in a question about something else, is still a stranger's word
    r = client.post("/v1/ask", json={"question": "Посоветуйте, какую колоду на «Ковене» собрать для турнира?"}).json()
    assert r["abstained"] is True


def test_a_topic_of_several_words_counts_only_when_they_are_said_together(client):
    # "Мой друг … потом персонажа" is not Rise of Myths' "другой персонаж"
    r = client.post("/v1/ask", json={"question": "Мой друг утверждает, что сначала обязательно надо пробовать Знак "
                                                 "Старших, потом культистов, потом Арканы и только потом персонажа. "
                                                 "Правда ли, что способы отмены нужно применять в таком строгом "
                                                 "порядке?"}).json()
    assert r["game"] == "mythos-encounters" and r["verdict"] == "no"


@pytest.mark.parametrize("q", [
    "Who designed Old Ones Origins, and what year did it come out?",
    "Какого размера протекторы нужны для карт Rise of Myths?",
    "In the actual Lovecraft stories, is Hastur stronger than Cthulhu?",
    "Когда ближайший турнир по Берсерку?",
    "What does Old Ones Origins retail for, and is the deluxe edition worth the money?",
    "Which deck is the strongest in Berserk for a beginner?",
    "first solo run ever, going for Dagon & Hydra — which investigator should I pick, Detective or Possessed? "
    "which is stronger solo?",
    "Какую колоду в Rise of Myths посоветуете, и где купить дополнение?",
    "Which deck would you recommend for Berserk, the swamp one or the forest one? Which of them is stronger?",
    "I backed Rise of Myths on Kickstarter: when does shipping to Europe start?",
    "Когда начнётся доставка Берсерка в мой город?",
    "We're playing a game of Magic: The Gathering tonight. How many cards is a starting hand?",
    "In Old Ones Origins, is it more fun to play with the Damage Limit modifier or without it?",
    "Gloomhaven question: my character got exhausted in the scenario. Do they still get the gold?",
    "We're playing Eldritch Horror and the Mythos deck just ran out. Do we lose immediately?",
    "Хочу купить другу коробку Rise of Myths на день рождения. Сколько она сейчас стоит в магазинах?",
    "In Catan we play a house rule where nobody can be robbed in the first two rounds. Is that a common house rule?",
    "In Gloomhaven, can my character long rest twice in a row?",
    # a game the story says is played by a house rule: what is asked of it is the table's rule
    "We're playing Old Ones Origins with a house rule: each turn has a 3-minute timer. What happens to a player who runs out of time?",
    "Играем в Берсерк по домашнему правилу: раз в партию можно переиграть кубик. Можно ли переиграть его дважды?",
    # an opinion asked of which is the stronger pick: a taste, not a rule
    "We're about to start a solo run of Rise of Myths. In your opinion, is the Detective or the Possessed the better choice?",
    "Берсерк: по-вашему, какая стихия сильнее для новичка?",
    "Mythos Encounters: would an Elder Sign or Randolph Carter be the better pick to hold on to?",
    "Rise of Myths: which Decrease Difficulty modifier would you say is the best one for a first game?",
    # (a "can" in the same clause as the opinion asks no rule)
    "In your opinion, which Character is best so we can win faster?",
    "По-вашему, за кого лучше играть, чтобы можно было быстрее победить?",
    # a price asked with "go for", and a last question typed without its "?"
    "how much does the core box usually go for these days? is the all-in pledge worth it",
    "we love rise of myths. how much does a used copy go for?",
    "Сколько сейчас стоит Old Ones Origins с фигурками Аватаров и где его дешевле купить?",
    # … or in lower case, a rare word none of the books uses
    "quick one, how does the attack modifier deck work in gloomhaven, do you reshuffle after every round?",
    "are the bonus cards scored at the end of each round when playing wingspan?",
    # a question said to be from another game, whose name the books do not hold
    "quick one from a different game — in arkham horror the card game, can an investigator take 4 actions in a turn?",
    "Вопрос из другой игры: в каркассоне можно ставить мипла на уже занятую дорогу?",
    "Ребят, вопрос не по этой игре: в подкидного дурака сколько карт раздают каждому в начале?",
    "Quick question not about this game: in Uno, can you stack a draw two on a draw four?",
    "lore question while we wait: which Lovecraft story did Yog-Sothoth first show up in?",
    "Two of us tonight, and we can't decide between Arkham Horror and Mansions of Madness. Which one plays better?",
    "Is a new faction coming to Old Ones Origins in an expansion, and when does it release?",
    "Какой краской красить миниатюру Хастура из Old Ones Origins?",
    "Какая колода в Берсерке сейчас сильнейшая в мете? Стоит ли вообще собирать болотную стихию?",
    "What's the strongest faction in the current meta for Old Ones Origins tournaments, and is Hastur worth collecting?",
    "how much does Rise of Myths: Cthulhu go for these days? thinking of grabbing it plus the extra characters",
    "Как лучше покрасить миниатюру аватара Ктулху из Old Ones Origins — какой праймер и смывку взять?",
    "We might pick up Rise of Myths for our group. Is it still in print, and what does the core box normally cost?",
    "Is Old Ones Origins out of print? A friend wants the base game.",
    # a part of the box ordered: no rulebook says where
    "The Dark Young mini from Old Ones Origins broke. Where can I order a single replacement figure?",
    "Где заказать запасную фигурку Ктулху для Old Ones Origins?",
    # an app beside the box, the colours of a model, a translation of the box: products, no rule
    "Is there an official companion app for Old Ones Origins that tracks VP and rounds for us?",
    "Going to paint the Avatar minis this weekend. Is there an official colour scheme per faction, and should I prime "
    "them black or white?",
    "есть ли официальная русская локализация old ones origins?",
])
def test_what_no_rulebook_is_for_is_refused_even_when_the_game_is_named(client, q):
    assert client.post("/v1/ask", json={"question": q}).json()["abstained"] is True


@pytest.mark.parametrize("q", [
    "In Conjuration, can I summon a unit into a void area?",
    "Quick Detective question: can she play a card for the Seer this turn?",
    "I'm playing Great Old One Hastur. Can I move the same Rift twice in one End Phase?",
    # said to come from another game, it asks of ours by name
    "coming from a different game, in rise of myths does the leader token pass to the left?",
    # "not on this game board" is no other game
    "The Seal is not on this game board any more once broken, fine. But do I gain 1 VP for breaking Hastur's Seal?",
    # "in a different game" is a later session of this one
    "Do the Progress Points I earned carry over and count in a different game?",
    # a lower-case word the books use, at a clause's end, is no game either
    "can my units still move in combat, or are they stuck?",
    "is a zero-value card still worth a Cultist sacrifice in mythos?",
    # … nor an everyday word, however rare
    "we're playing coop, does the leader token pass to the left?",
    "do Dagon and Hydra activate in parallel?",
    # a book's word with a suffix is no stranger ("leftmost" of "left")
    "combat setup: two enemies share initiative 4 and one has initiative 6. the 6 goes leftmost, right?",
])
def test_a_name_of_the_books_own_words_is_no_other_game(client, q):
    # "Eldritch Horror" is two words the books use but never join; "Great Old One" they join
    assert client.post("/v1/ask", json={"question": q}).json()["abstained"] is False


def test_a_price_in_the_game_is_a_rules_question(client):
    # the Shop's services cost Coins: a price in the game is no sign of a question about buying the box
    r = client.post("/v1/ask", json={"question": "How many Coins does regaining 1 Sanity at the Shop cost?",
                                     "game": "rise-of-myths"}).json()
    assert r["abstained"] is False


def test_a_rules_question_with_lore_as_a_resource_is_still_answered(client):
    # Old Ones Origins spends Lore: the word is no sign of a question about the fiction
    r = client.post("/v1/ask", json={"question": "In the First Combat Step, can I spend 1 Lore to gain 3 Power?",
                                     "game": "old-ones-origins"}).json()
    assert r["abstained"] is False


def test_which_is_stronger_before_a_rule_asked_is_no_opinion_asked(client):
    # ("which is stronger solo?" alone is refused, above)
    r = client.post("/v1/ask", json={"question": "Which is stronger in a Nexus area, is it true that everyone in the "
                                                 "conflict gains 3 Power at the start of the conflict?",
                                     "game": "old-ones-origins"}).json()
    assert r["abstained"] is False


@pytest.mark.parametrize("attempts, verdict", [(1, "no"), (2, "yes")])
def test_a_yes_no_question_of_a_sent_state_is_answered_by_its_check(client, attempts, verdict):
    state = {"card": CHAIN["card"], "attempts": list(CHAIN["attempts"])[:attempts]}
    res = ask(client, question="Is Misdirection still in force?", state=state, kind="negation-chain")
    assert res["verdict"] == verdict and res["check"]["result"]["effect_in_force"] is (verdict == "yes")


@pytest.mark.parametrize("signs, verdict", [(1, "no"), (3, "yes"), (4, "yes")])
def test_the_rule_the_story_is_about_answers_when_a_nearer_norm_only_asks_back(client, signs, verdict):
    # "select and reveal Schemes in the Eldritch Scheme Phase" is near the words, and would ask
    # how many Schemes; awakening, linked more closely, decides from the Ancient Signs held
    q = (f"We play the standard game. In the Eldritch Scheme Phase my Avatar is dormant and I have {signs} "
         f"Ancient Signs. Can I awaken it?")
    r = client.post("/v1/ask", json={"question": q}).json()
    assert r["game"] == "old-ones-origins" and r["verdict"] == verdict


def test_an_english_story_about_the_russian_book_naming_its_topics_is_answered(client):
    # its passages are all far (support 0.2) but a rule is linked and the story names four
    # of the book's topics through the glossary
    r = client.post("/v1/ask", json={"question": "I declared an action off my hidden card, then revealed it, and the "
                                                 "action turned out to be illegal. Do I still pay for it?"}).json()
    assert r["abstained"] is False and r["game"] == "berserk" and r["verdict"] == "yes"


def test_a_step_the_story_says_is_wanted_is_what_a_bare_is_that_allowed_asks(client):
    # Cultists were sacrificed against this card already: each method once per card, whatever
    # its red value and however many Cultists (both untold, every value tried)
    r = client.post("/v1/ask", json={"question": "Kai sacrificed 3 Cultists against my 'Black Tide'. Now I want to "
                                                 "reinstate it by sacrificing my own Cultists. Is that allowed?"}).json()
    assert r["game"] == "mythos-encounters" and r["verdict"] == "no"
    assert r["reading"]["facts"][0]["slot"] == "untold"


@pytest.mark.parametrize("unit, verdict", [("has Subtle", "yes"), ("has no Subtle", "no")])
def test_a_story_that_says_most_of_an_act_s_words_gets_its_verdict(client, unit, verdict):
    # "summon a unit into a contested or enemy area" only if it has Subtle, at 0.4-0.5 from the ask
    q = f"Conjuration step: my unit {unit}. Can I summon it into an enemy area that has no Seal or Ward?"
    r = client.post("/v1/ask", json={"question": q}).json()
    assert r["game"] == "old-ones-origins" and r["verdict"] == verdict


def test_a_norm_of_another_case_of_the_rule_asked_about_silences_a_rule_it_is_less_about(client):
    # "an Insane Sorcerer's Sacrifice card gives more Energy when discarded" (not this case)
    # is of the rule the question is about; "Sacrifice applies when the card is discarded for
    # Energy" is not, and answered "No" to the Insane Sorcerer's cost (the book says 1 more)
    r = client.post("/v1/ask", json={"question": "My Sorcerer is at 4 Sanity. The first card I play this turn has "
                                                 "Sacrifice. So it costs me 1 more Energy than printed, right?"}).json()
    assert r["game"] == "rise-of-myths" and r["verdict"] is None


@pytest.mark.parametrize("story, verdict", [
    # a method used twice against one card: broken whatever the card's untold red value
    ("I played an Arcana card on Leon, he sacrificed 2 Cultists to stop it. I really want it, so I sacrifice 2 of "
     "my own Cultists to bring it back. Fine?", "no"),
    # another method: whether it works turns on the untold red value; nothing broken is no "yes"
    ("I played an Arcana card on Leon, he sacrificed 2 Cultists to stop it. I really want it, so I discard an "
     "Arcana card of red 2 to bring it back. Fine?", None),
    # a part the reader did not read ("only 1 Cultist left") may be what makes it legal
    ("The card against me has Red 3 and I only have 1 Cultist left. Sarah, whose Great Old One isn't even involved, "
     "offers to sacrifice 2 of her own Cultists to help me. Is that allowed?", "yes"),
])
def test_a_bare_ask_after_a_story_is_answered_no_only_by_a_rule_the_whole_story_breaks(client, story, verdict):
    assert ask(client, question=story)["verdict"] == verdict


@pytest.mark.parametrize("story, verdict", [
    # "Сработает?" after an attempt asks whether it negates the card (red 2 against red 3: no)
    ("Леон сыграл против меня карту Arcana с красным значением 3. Знака Старших у меня нет, поэтому сбрасываю свою "
     "карту Arcana с красным 2, чтобы отменить эффект. Сработает?", "no"),
    ("Леон сыграл против меня карту Arcana с красным значением 3. Знака Старших у меня нет, поэтому сбрасываю свою "
     "карту Arcana с красным 3, чтобы отменить эффект. Сработает?", "yes"),
    # "plus +1 from his spell" is a modifier: 3 wounds, and prevent 2 + prevent 1 both apply
    ("Berserk: it's my opponent's turn. His creature hits mine for 2 wounds, plus +1 from his spell, so 3. I have two "
     "prevention effects: my creature's own 'prevent 2 wounds' and an equipment card's 'prevent 1 wound'. Can I use "
     "both on this one attack so nothing gets through?", "yes"),
    # a conceded denial and an asked affirmation: the engine's one value answers neither
    ("Объявил игродействие по скрытой карте и заплатил за него 2. При вскрытии оказалось, что действие нелегально. "
     "Ладно, оно не выполняется, но 2 мне ведь возвращаются?", None),
    # Prison defeats it before it attacks: 2 Health, 2 Prison (yes); 3 Health, 2 Prison (no)
    ("Enemies' turn. The Bandog is down to 2 Health and earlier I put 2 Prison tokens on it. It's about to swing at me "
     "for Attack 6. It dies before it gets the attack off and I take nothing, right?", "yes"),
    ("Enemies' turn. The Bandog is down to 3 Health and earlier I put 2 Prison tokens on it. It's about to swing at me "
     "for Attack 6. It dies before it gets the attack off and I take nothing, right?", "no"),
    # the caster's Power against the cost: 2 + (3 - 1) = 4
    ("Конфликт на троих. У меня Сопротивление заклинаниям 1, у Йог-Сотота 3, у Хастура 2. Заклинание на моей карте "
     "стоит 2 Силы. На диске у меня 4 Силы — хватит, чтобы его сотворить?", "yes"),
    ("Конфликт на троих. У меня Сопротивление заклинаниям 1, у Йог-Сотота 3, у Хастура 2. Заклинание на моей карте "
     "стоит 2 Силы. На диске у меня 3 Силы — хватит, чтобы его сотворить?", "no"),
])
def test_a_story_the_engine_runs_is_answered_from_what_the_story_says(client, story, verdict):
    assert ask(client, question=story)["verdict"] == verdict


def test_a_question_headed_by_a_players_name_or_a_book_word_is_still_answered(client):
    # "Dave:" is an everyday name, "Scheme Phase:" the book's own words
    for q in ("Dave: can a unit with Flying move into a void area?", "Scheme Phase: who goes first on an Initiative tie?"):
        assert ask(client, question=q)["abstained"] is False


@pytest.mark.parametrize("had, more, verdict", [(7, 2, "yes"), (6, 2, "no"), (8, 3, None)])
def test_a_count_the_story_adds_to_is_judged_at_its_total(client, had, more, verdict):
    # "at 9 Progress Points": reached at 9, not at 8, and past it the rule says nothing of 11
    q = (f"We had {had} Progress Points and the Combat we just won gave us {more} more. So we can turn over the "
         f"Great Old One card and connect it now?")
    assert ask(client, question=q)["verdict"] == verdict


def test_a_rule_that_picks_a_player_by_rank_says_nothing_of_the_player_the_ask_names(client):
    # "the player with the most allied Seals wins" — whether she is that player, it does not say
    q = ("Two-player game, End Phase: we're both on 2 VP. I have 3 of my Seals on the board, my opponent has 2, but "
         "she got to 2 VP before I did. She wins?")
    assert ask(client, question=q)["verdict"] is None


@pytest.mark.parametrize("q", [
    # a player's name told as one of the players ("ход Ани", "у Бори") is no stranger
    "Сейчас ход Ани, она активный игрок. Существу Бори нанесено 5 ран, у обоих есть эффекты предотвращения с "
    "числовым значением. Правда ли, что Аня применяет свои эффекты первой?",
    # a card of the book in another case form, with its fleeting vowel («Первопроходец»)
    "У противника вскрыты два существа, третье скрыто. Могу ли я, заявляя Первопроходца, посчитать и скрытую карту?",
])
def test_a_players_name_or_a_declined_card_name_is_no_other_subject(client, q):
    assert ask(client, question=q, game="berserk")["abstained"] is False


@pytest.mark.parametrize("game, q, verdict", [
    # rules that had no normative form, and so no verdict
    ("berserk", "Я заявил Первопроходца, X был 3 по трём вскрытым стихиям, а потом вскрылось скрытое существо с "
                "четвёртой стихией. Первопроходец даст 4 фишки?", "no"),
    ("rise-of-myths", "At the end of our turn I still have 2 Energy left. Do I keep it for next round?", "no"),
])
def test_a_rule_given_its_normative_form_decides(client, game, q, verdict):
    assert ask(client, question=q, game=game)["verdict"] == verdict


@pytest.mark.parametrize("q, verdict", [
    # the story's one card and the ask's one more: two, over a limit of one per turn
    ("I already discarded one card to charge my Synergy Relic this turn. Can I discard one more card to charge it "
     "again?", "no"),
    ("Колдун (Sorcerer) в свой ход уже сбросил одну карту и положил 2 заряда на свою Реликвию Синергии. Может ли он "
     "в этот же ход сбросить ещё одну карту, чтобы добавить на Реликвию ещё 1 заряд?", "no"),
    # nothing discarded yet: the one card asked of is within the limit
    ("I haven't discarded anything this turn yet. Can I discard one card to charge my Synergy Relic?", "yes"),
])
def test_one_more_is_added_to_the_count_the_story_gives(client, q, verdict):
    assert ask(client, question=q, game="rise-of-myths")["verdict"] == verdict


def test_a_limit_per_enemy_says_nothing_of_a_character(client):
    # "Enemies cannot have more than 5 simultaneous Conditions"; the Seer is a Character
    q = ("На Провидице уже висит шесть жетонов состояний — кровотечение, слабость, тюрьма и прочее. Может ли враг "
         "навесить на неё ещё одно состояние?")
    r = ask(client, question=q, game="rise-of-myths")
    assert r["verdict"] is None and r["abstained"] is False


def test_paying_only_a_cost_is_not_answered_by_a_rule_of_paying_extra(client):
    # "you do not need to pay any extra Power" (is not) does not say "No" to paying only the printed cost
    q = "Hastur and I are tied on Spell Resistance, so the printed cost is all I pay, right?"
    assert ask(client, question=q, game="old-ones-origins")["verdict"] is None


def test_a_card_no_book_has_is_not_answered_by_the_rules_around_it(client):
    # what "his Silver Bullet card" does is that card's own text, which no rulebook has
    r = ask(client, question="Rise of Myths: the Detective just drew his Silver Bullet card. Does Silver Bullet "
                             "ignore an Enemy's Protection, or does it still have to get through Defense first?")
    assert r["abstained"] is True
    # … while a card the engine needs only the red value of is run as told
    r = ask(client, question="Oda plays the Pale Lantern card (Red 3) on me. Can I sacrifice 3 Cultists to negate it?")
    assert r["verdict"] == "yes"


def test_a_name_a_book_says_once_in_its_introduction_does_not_make_a_question_its_own(client):
    # Rise of Myths names H.P. Lovecraft once, in its Introduction
    r = ask(client, question="We spilled candle wax on the tablecloth during our Lovecraft game night. What's the "
                             "best way to get it out?")
    assert r["abstained"] is True


@pytest.mark.parametrize("q, verdict", [
    # "рассудок 0" is the act's "0 Sanity", said in the glossary's Russian name for it
    ("Последнего врага в бою мы уже убили, а рассудок Провидицы в этот момент был 0. Она получает обратно 1 "
     "рассудок, так?", "yes"),
    ("The Sorcerer's Sanity (he's our only caster) dropped to 0 mid-turn, and then the Detective defeated the last "
     "Enemy. Does the Sorcerer regain 1 Sanity?", "yes"),
])
def test_a_stat_named_in_the_players_words_meets_the_acts_threshold(client, q, verdict):
    assert ask(client, question=q, game="rise-of-myths")["verdict"] == verdict


def test_a_character_the_story_names_is_searched_as_a_character_not_as_its_class_rules(client):
    # "the Possessed … for the Detective": the rule of cards played for another Character,
    # not "When the Possessed is Insane …"
    r = ask(client, question="The Possessed already played a card for the Detective this turn. Can she play a second "
                             "one for him?", game="rise-of-myths")
    quotes = [c["quote"] for c in r["citations"][:3]]
    assert quotes[0].startswith("An active Character can play up to 1 card for another Character")
    assert not any("is Insane" in q for q in quotes)


@pytest.mark.parametrize("q, game", [
    # the words of the off-topic kinds inside a rules question: answered
    ("Does each Character's starter deck have 12 Starter Cards?", "rise-of-myths"),
    ("Our Combats take about 20 minutes each; does the game end in failure if Round 6 ends?", "rise-of-myths"),
    ("Do Enemies tied on Initiative stay in the original reveal order for the game?", "rise-of-myths"),
    ("В этом сете эффект предотвращения можно использовать частично?", "berserk"),
])
def test_rules_questions_with_words_of_the_off_topic_kinds_are_answered(client, q, game):
    res = ask(client, question=q, game=game)
    assert res["abstained"] is False and res["verdict"] == "yes"


def test_a_player_named_with_a_modal_and_a_pronoun_is_no_stranger(client):
    # "Can Vera sacrifice her own Cultists …?": a player ("Can Hearthstone play a card …?" is refused)
    res = ask(client, question="Can Vera sacrifice her own Cultists to help me against Melissa's card?",
              game="mythos-encounters")
    assert res["abstained"] is False


def test_the_games_title_declined_in_russian_names_the_game_not_a_stranger(client):
    # «в Берсерке» is the title «Берсерк» in the prepositional case: not another subject's name
    for q in ["Объясни попросту: что вообще значит предотвращение в Берсерке и что оно уменьшает?",
              "Простыми словами: в Берсерке предотвращение — это что и что оно уменьшает?"]:
        res = ask(client, question=q)
        assert res["abstained"] is False and res["game"] == "berserk"


def test_a_total_asked_without_what_it_turns_on_gets_no_verdict_from_a_permission(client):
    # "may spend Power from your dial to pay for a Spell" answered "No": "all I have to pay"
    # was read as asking whether paying is required. What the total is turns on the Spell
    # Resistances, which are not told
    r = client.post("/v1/ask", json={"question": "The spell on my card costs 3 Power. Is that all I have to pay?",
                                     "game": "old-ones-origins"}).json()
    assert r["verdict"] is None


def test_a_limit_on_a_count_does_not_say_what_counts_toward_it(client):
    # "Each player can only roll a max of 10 dice" answered "Yes" (2 is within 10) to whether
    # an exhausted figure's dice count toward the roll at all
    r = client.post("/v1/ask", json={"question": "My Deep One (Dice Roll 2) is lying on its back after an earlier "
                                                 "conflict. Do its 2 dice count toward my roll in this conflict?",
                                     "game": "old-ones-origins"}).json()
    assert r["verdict"] is None
    assert "ooo.dice.cap" not in [x["id"] for x in r["rules"]][:1]


@pytest.mark.parametrize("question, refused", [
    # a character no book has, from outside them: her numbers are on her own card
    ("Rise of Myths: we're adding the Ranger character from an expansion. What are her starting Health and "
     "Sanity?", True),
    # one the book has is answered
    ("Rise of Myths: the Seer character is at 5 Sanity. Is she Insane?", False),
])
def test_a_character_no_book_has_is_not_answered_from_the_rules_of_the_others(client, question, refused):
    r = client.post("/v1/ask", json={"question": question}).json()
    assert r["abstained"] is refused


def test_a_title_line_is_never_quoted_as_the_answer(client):
    # "Rise of Myths: Cthulhu Rulebook" is a passage of the book, found by the title's words
    # of a question that names its game, and it was quoted first: it says no rule
    r = client.post("/v1/ask", json={"question": "In Rise of Myths, can the Seer play a card for the Detective "
                                                 "during her turn?"}).json()
    assert [c["quote"] for c in r["citations"] if c["quote"] == "Rise of Myths: Cthulhu Rulebook"] == []
    assert r["citations"] and r["abstained"] is False


@pytest.mark.parametrize("q", [
    "Leo played an Arcana card on me. The red number on it is 3. Can I sacrifice 2 Cultists to stop it?",
    "Противник бьёт на 5 ран, у меня эффект «предотвратить следующие 4 раны». Сколько ран пройдёт?",
    "My opponent's creature deals 6 wounds; my amulet prevents the next 4. Do 2 get through?",
    "Plotting phase. I placed an Influence marker in a corner of the Region next to mine. Can I now place my next "
    "marker in the center of that Region?",
    "Seer is at 5 Sanity after two cards. Is she Insane now?",
    "Детектив на 4 рассудке. Он теперь Insane?",
    "It's my turn. We both have prevention effects. Does my opponent apply his first?",
    "Hastur has 3 VP in a 4-player game. Does the game end?",
    "How many cards does each Character draw at Upkeep with 3 Characters?",
])
def test_the_game_chosen_is_the_same_whether_or_not_trailing_games_are_read(client, q):
    # a game too far behind to win is not read as a story when only the game is wanted: the
    # game chosen must not change for it
    asker = client.app.state.arbiter.asker
    qvecs = asker.index.query_vectors(q)
    scores = asker.index.score_query(q, qvecs)
    stems = set(tokenize(q))
    assert asker.chooser.detect_game(q, stems, qvecs, None, scores, exact_share=False)[0] == \
        asker.chooser.detect_game(q, stems, qvecs, None, scores)[0]


@pytest.mark.parametrize("q", [
    "Mythos Encounters: how many Arcana cards does each Great Old One draw at the start of the game?",
    "mythos encounters setup: how many cultists does each Great Old One start with?",
    "Mythos Encounters: сколько культистов каждый Великий Древний выставляет на Узлы в самом начале партии?",
    # (the start said without "the game": a count each one starts with, what is drawn at the start)
    "In Mythos Encounters, how many Cultists does each player begin with?",
    "Mythos Encounters: how many Arcana cards do we each get at the start?",
])
def test_a_setup_asked_of_a_book_that_tells_none_is_refused(client, q):
    # the Mythos Encounters book is its negation rules alone: no passage says how a game is set up
    res = ask(client, question=q)
    assert res["abstained"] is True and res["game"] == "mythos-encounters" and res["citations"] == []


@pytest.mark.parametrize("q, game", [
    # a setup the story tells, not what is asked
    ("We just set up the board and Melissa plays Misdirection (red 2) on me - can I sacrifice 3 cultists to stop "
     "it?", "mythos-encounters"),
    # a book that tells how its game is set up answers
    ("During setup, do we set aside the Great Old One card before shuffling the Exploration deck?", "rise-of-myths"),
])
def test_a_setup_said_in_the_story_or_asked_of_a_book_that_tells_one_is_answered(client, q, game):
    res = ask(client, question=q)
    assert res["abstained"] is False and res["game"] == game and res["verdict"] == "yes"


@pytest.mark.parametrize("q, game", [
    ("How many Cultist pieces and Arcana cards come in the Mythos Encounters box? Trying to check whether we lost "
     "some.", "mythos-encounters"),
    ("What's in the Mythos Encounters box?", "mythos-encounters"),
    ("Berserk: что входит в стартовую коробку?", "berserk"),
])
def test_what_comes_in_the_box_asked_of_a_book_that_lists_no_components_is_refused(client, q, game):
    # neither book lists components: "Sacrifice as many Cultists as the red value" answered the count
    res = ask(client, question=q)
    assert res["abstained"] is True and res["game"] == game and res["citations"] == []


def test_a_value_asked_as_printed_on_a_card_the_book_gives_no_number_for_is_refused(client):
    # the book names Blood Blade in an example of Sacrifice, never its cost: "the Insane Sorcerer's
    # +1 to a Sacrifice card's Energy Cost" answered the printed cost
    res = ask(client, question="Quick one while I shuffle: what's the Energy cost printed on the Sorcerer's Blood "
                               "Blade card?")
    assert res["abstained"] is True and res["game"] == "rise-of-myths" and res["citations"] == []
    # (a card whose sentences give its value is answered: "Prism Gate which is the same value (Red 2)")
    res = ask(client, question="What red value is printed on Prism Gate?", game="mythos-encounters")
    assert res["abstained"] is False


@pytest.mark.parametrize("question, game", [
    # the book names these in an example or a rule, never their card's numbers
    ("I'm planning my Yog-Sothoth army. What are the Pack of Tindalos's exact Block, Power and Dice Roll stats?",
     "old-ones-origins"),
    ("Сколько стоит Первопроходец в золоте и сколько у него жизней?", "berserk"),
    ("Quick one while shuffling: how many Elder Sign cards are in the Arcana deck in total?", "mythos-encounters"),
    # … nor a price: the book tells what changes one ("the first service costs 1 Coin less"), never the price list
    ("we're at a Shop Encounter - how many Coins does it actually cost to buy 1 Health back for a character? and is a "
     "Common card more expensive?", "rise-of-myths"),
    ("what does Первопроходец cost to put in my squad, and how much life does it have?", "berserk"),
])
def test_a_named_pieces_own_numbers_the_book_never_gives_are_refused(client, question, game):
    res = ask(client, question=question)
    assert res["abstained"] is True and res["game"] == game and res["citations"] == []


def test_a_price_the_book_computes_is_still_answered(client):
    # (a spell's cost is computed from Spell Resistance: "… costs 1 more Power")
    res = ask(client, question="How many Power does it cost to cast a spell when the enemy has Spell Resistance 1?",
              game="old-ones-origins")
    assert res["abstained"] is False and res["citations"] != []


def test_a_pieces_numbers_its_own_section_gives_are_answered(client):
    # … while a section of its own that gives them answers ("Minions": "They have 0 Dice Roll, …")
    res = ask(client, question="What are the stats of Minions in a conflict?", game="old-ones-origins")
    assert res["abstained"] is False and "0 Dice Roll" in res["citations"][0]["quote"] + res["answer"]


def test_a_count_the_rules_give_is_still_answered_from_that_book(client):
    res = ask(client, question="How many Cultists do I have to sacrifice to stop a Red 3 Arcana card?",
              game="mythos-encounters")
    assert res["abstained"] is False and res["citations"] != []


def test_a_yes_no_question_that_names_the_start_of_the_game_as_its_moment_is_answered(client):
    res = ask(client, question="At the start of the game, can I stop an Arcana card with Red 0 by sacrificing Cultists?",
              game="mythos-encounters")
    assert res["abstained"] is False and res["verdict"] == "no"


@pytest.mark.parametrize("q", [
    # "your opinion" of what the rules say, and «по вашему …» of an answer given: rules questions
    "In your opinion, what does the rulebook actually say: against Cthulhu, can Characters attack any Great Old One card?",
    "По вашему описанию не понял: в бою с Ужасом Данвича можно атаковать карту Древнего, связанную с другим персонажем?",
    "По-твоему выходит, что при трёх персонажах в фазе поддержания каждый берёт 5 карт вместо 6? Это так по правилам?",
    # (the stronger pick told, not asked)
    "Solo game: is it our choice which side of the Special Modifier card to use, Starting Boost or Long Game? "
    "We'd go with whatever is the stronger pick for our upgrades.",
    # (which is best, and a rule asked beside it)
    "Which Great Old One card is the best target for my Seer against the Dunwich Horror — can she even attack the card "
    "associated with the Detective?",
    "In your opinion, is it better to discard my Blood Call to gain Energy? I mean: does the Sacrifice effect apply if I "
    "discard a Sacrifice card to gain Energy?",
    "Which Condition is the strongest to stack on an Enemy — is there a limit of 5 Conditions on a normal Enemy?",
])
def test_an_opinion_of_what_the_rules_say_is_a_rules_question(client, q):
    assert client.post("/v1/ask", json={"question": q, "game": "rise-of-myths"}).json()["abstained"] is False


def test_a_player_told_with_a_denied_copula_is_a_player_not_a_stranger(client):
    # "Tom isn't involved" tells a player as much as "Tom is": no unknown name to refuse for
    res = ask(client, question="Melissa's card is aimed at Leon, Tom isn't involved at all. Leon just negated it with "
                               "his Elder Sign. Can Tom jump in with his own negation method to bring the effect back?")
    assert res["abstained"] is False and res["verdict"] == "yes"


def test_a_story_steeped_in_the_books_topics_is_not_refused_for_its_language_alone(client):
    # an English story about the Russian Berserk book shares no words with its passages
    # (support 0.24) and its closest rule is at 0.50; it names six of the book's topics, as no
    # off-topic probe does: answered, from the rule on actions illegal on reveal
    res = ask(client, question="I declared an ability off my face-down creature, and when it flipped it turned out the "
                               "action wasn't legal. My friend says since it doesn't happen, I don't pay the cost "
                               "either. Is he right?")
    assert res["abstained"] is False and res["verdict"] == "no" and res["rules"][0]["id"] == "bk.hidden.illegal-on-reveal"


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(played=st.integers(1, 5), best=st.integers(1, 5))
def test_the_askers_best_card_told_after_but_is_the_one_discarded(client, played, best):
    # ("…, but my best one is only Red 2", «…, но моя лучшая — красная 2»): it equals or beats the card, or not
    want = "yes" if best >= played else "no"
    res = ask(client, question=f"The Arcana card Melissa played on me is Red {played}. I don't have an Elder Sign, so I "
                               f"want to discard an Arcana card from my hand instead, but my best one is Red {best}. "
                               "Is that enough to stop it?")
    assert res["verdict"] == want
    res = ask(client, question=f"Мелисса сыграла на меня аркану с красным {played}. Я хочу сбросить аркану с руки, но "
                               f"моя лучшая — красная {best}. Этого хватит, чтобы её остановить?")
    assert res["verdict"] == want
