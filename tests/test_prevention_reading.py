"""Berserk's prevention told in words: the story becomes the prevention kind's state, the
engine runs, and the verdict is what the ask wants of its result — who applies first,
whether an effect applies, what is left of it, whether a use the player proposes is one
the rules allow. A use told other than the rules make it is a violation of the partial-use
rule, by the engine, for any numbers."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kb.game import discover
from kb.games.berserk.reading import asked, read_hidden_declaration, read_prevention
from service.reading import read


def _ask(client, question: str) -> dict:
    return client.post("/v1/ask", json={"question": question, "game": "berserk"}).json()


@pytest.fixture(scope="module")
def berserk(games):
    return discover({"berserk": games["berserk"].documents})["berserk"]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(wounds=st.integers(0, 12), amount=st.integers(0, 12), uses=st.integers(0, 12))
def test_a_use_told_is_legal_exactly_when_it_is_all_the_effect_has_up_to_the_wounds(berserk, wounds, amount, uses):
    state = {"active_player": "A", "attack": {"wounds": wounds},
             "preventions": [{"id": "ward", "owner": "B", "amount": amount, "uses": uses}]}
    res = berserk.resolve("prevention", state)
    assert [v.rule for v in res.violations] == ([] if uses == min(wounds, amount) else ["bk.prevention.partial"])
    assert res.result["wounds_dealt"] == wounds - min(wounds, amount)  # the told use has no effect


def test_a_story_of_wounds_modifiers_and_two_players_effects_becomes_the_state():
    s = read_prevention("Сейчас ход соперника, он активный игрок. Его существо бьёт моё на 4, но мой эффект даёт "
                        "ему −1 к удару. Я первым применяю эффект своего существа «предотвратить 1 рану». Затем "
                        "соперник применяет свой «Туман: предотвратить 1 рану каждому существу».")
    assert s is not None and s.needs == []
    assert s.state == {"active_player": "opponent", "attack": {"wounds": 4, "modifiers": [-1]}, "preventions": [
        {"id": "предотвратить 1 рану", "owner": "me", "amount": 1, "source_in_play": True},
        {"id": "Туман", "owner": "opponent", "amount": 1, "source_in_play": True}]}


def test_whose_turn_is_not_assumed_when_it_decides_the_order():
    s = read_prevention("A spell deals 5 wounds and both of us have prevention effects: mine prevents 2 wounds.")
    assert s is not None and s.state is None
    assert {"slot": "active_player", "question": "Whose turn is it: are you the active player?"} in s.needs


def test_a_partial_use_the_player_proposes_is_refused_while_all_of_it_fits(client):
    told = "My opponent's creature deals {} wounds to mine, all modifiers already counted. My creature has " \
           "'prevent the next 4 wounds'. Can I prevent only 2 of them and keep the rest for his next attack?"
    five, two = _ask(client, told.format(5)), _ask(client, told.format(2))
    assert five["verdict"] == "no" and five["check"]["violations"][0]["rule"] == "bk.prevention.partial"
    assert two["verdict"] == "yes" and two["check"]["violations"] == []  # all 4 would take 2 wounds below 0


def test_both_effects_apply_when_the_wounds_allow_and_the_first_is_the_inactive_players(client):
    both = _ask(client, "Моему существу нанесли 6 ран, все модификаторы уже учтены. У меня два эффекта: "
                        "«предотвращает 2 раны» и «предотвращает 3 раны». Могу ли я применить оба?")
    assert both["verdict"] == "yes" and both["check"]["result"]["wounds_dealt"] == 1
    first = _ask(client, "It's my turn, so I'm the active player, and both of us have prevention effects with a "
                         "number on them for this attack. Do I apply mine first?")
    assert first["verdict"] == "no" and first["needs"] == []  # whatever the numbers


def test_an_effect_whose_card_left_play_does_not_apply_and_a_remainder_is_kept(client):
    gone = _ask(client, "The card that gave my creature 'prevent 2 wounds' left play before the attack dealt "
                        "3 wounds to it. Does its prevention still apply?")
    assert gone["verdict"] == "no"
    kept = _ask(client, "У моего существа эффект «предотвратить следующие 4 раны». Атака нанесла 1 рану. Может ли "
                        "карта предотвратить ещё 3 раны от следующей атаки?")
    assert kept["verdict"] == "yes" and kept["check"]["result"]["applied"][0]["remaining"] == 3


@pytest.mark.parametrize("question, verdict", [
    # an effect told only as given by its card, amounts and wounds not told: what it would
    # prevent does not matter once its card has left play (tried at every value)
    ("Существо, которое давало предотвращение, ушло из игровой зоны до того, как по мне прошли раны. "
     "Его предотвращение всё ещё срабатывает?", "no"),
    ("Моему существу даёт предотвращение мой артефакт. Соперник до нанесения ран уничтожил артефакт. "
     "Потом прошли раны. Предотвращение от артефакта ещё работает?", "no"),
    ("Her creature that was the source of a wound-prevention effect got killed and left play before my attack "
     "resolved. Does its prevention still apply to that attack?", "no"),
    # («с поля»: the field is the play zone; the friend's claim that it no longer works is right)
    ("существо, которое давало предотвращение, убили, и оно ушло с поля. друг говорит, что его предотвращение "
     "больше не работает. прав?", "yes"),
])
def test_an_effect_told_only_as_given_by_a_card_that_left_play_does_not_apply(client, question, verdict):
    r = _ask(client, question)
    assert r["verdict"] == verdict and r["reading"]["kind"] == "prevention"


def test_a_card_told_destroyed_that_could_not_be_placed_leaves_the_engine_no_verdict(client):
    # "уничтожил его": which card "его" is, is not read — it may be the effect's source, so the
    # state (the effect's card still in play) is not the story's
    told = ("У меня в игре был артефакт, который предотвращает 3 раны моему существу. Соперник уничтожил его "
            "заклинанием, {}а потом моё существо атаковали на 3 раны. Правда ли, что предотвращение от этого "
            "артефакта уже не работает?")
    assert _ask(client, told.format(""))["verdict"] is None
    # told where it went, the source's loss is read and run
    assert _ask(client, told.format("артефакт ушёл в кладбище, "))["verdict"] == "yes"


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(strength=st.integers(1, 9), prevents=st.integers(1, 9))
def test_prevention_never_changes_the_attacks_strength_whatever_it_takes_off(client, strength, prevents):
    told = f"Моё существо бьёт с силой {strength}, у соперника эффект «предотвратить {prevents} раны». "
    r = _ask(client, told + "Меняется ли от предотвращения сила удара?")
    assert r["verdict"] == "no" and r["check"]["result"]["attack_strength"] == strength
    # the denial asked is its own: "is it true that it does not change?"
    assert _ask(client, told + "Правда ли, что сила удара не меняется?")["verdict"] == "yes"


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(strength=st.integers(2, 9), prevents=st.integers(1, 8), asked=st.integers(1, 9))
def test_the_strength_asked_as_a_number_is_the_attacks_whatever_prevention_takes_off(client, strength, prevents, asked):
    # the number asked against the strength told: equal is Yes, any other No (the wounds
    # prevented change the wounds dealt, never the strength)
    told = f"Удар силой {strength}, у моего существа предотвращение {prevents}. "
    r = _ask(client, told + f"Получается, сила удара теперь {asked}?")
    assert r["verdict"] == ("yes" if asked == strength else "no")
    assert r["check"]["result"]["attack_strength"] == strength
    en = _ask(client, f"My creature has 'prevents {prevents} wounds'. The opponent's creature hits it with a strike of "
                      f"{strength}. Is that now treated as a strike of {asked}?")
    assert en["verdict"] == ("yes" if asked == strength else "no")


@pytest.mark.parametrize("told", [
    # the wounds told are those that came through or were dealt: not the attack's strength
    "Моему существу нанесено 3 раны, у него было предотвращение 2.",
    "3 wounds got through my prevention 2.",
    # a modifier: the strength asked may be the base or the modified one
    "Удар силой 5, у него +1 от артефакта, у моего существа предотвращение 2.",
])
def test_a_strength_asked_as_a_number_of_an_attack_not_told_by_its_strength_gets_no_verdict(client, told):
    assert _ask(client, told + " Сила удара теперь 3?")["verdict"] is None


def test_how_many_wounds_get_through_is_computed_not_answered_yes_or_no(client):
    r = _ask(client, "Существо соперника бьёт моё на 3, но мой эффект даёт ему −2 к удару. У моего существа "
                     "«предотвращает следующие 3 раны». Сколько ран пройдёт?")
    assert r["verdict"] is None and r["check"]["result"]["wounds_dealt"] == 0
    assert r["check"]["result"]["applied"][0]["remaining"] == 2


def test_validate_names_a_partial_use_told_in_words_and_passes_a_legal_story(client):
    bad = client.post("/v1/validate", json={"game": "berserk", "description": (
        "I'm the inactive player. My opponent's creature deals 6 wounds to mine, all modifiers already counted. "
        "My creature has 'prevent the next 4 wounds'. I choose to prevent only 1 of them.")}).json()
    assert bad["valid"] is False and [v["rule"] for v in bad["violations"]] == ["bk.prevention.partial"]
    good = client.post("/v1/validate", json={"game": "berserk", "description": (
        "I'm the inactive player. My opponent's creature deals 6 wounds to mine. My creature has "
        "'prevent the next 4 wounds'.")}).json()
    assert good["valid"] is True and good["reading"]["kind"] == "prevention"


def test_an_ask_about_the_order_against_modifiers_is_left_to_the_rules_not_the_engine():
    r = read("The opponent's attack would deal 3 wounds and he still has a +2 attack modifier to apply. "
             "Do I apply my prevention before his +2 modifier?")
    s = read_prevention(r.story, move=r.ask)
    assert s is None or asked(r.ask, s) is None


def test_two_effects_told_as_one_for_n_and_one_for_m_are_both_read():
    s = read_prevention("My creature gets dealt 6 wounds. I've got two prevention effects on it, one for 2 and one "
                        "for 3.")
    assert s is not None and s.template is not None and [p["amount"] for p in s.template["preventions"]] == [2, 3]


_LISTED = ["I have two prevention effects: an amulet that prevents {a} and a cloak that prevents {b}.",
           "He has two separate prevention effects, prevent {a} and prevent {b}, from two different cards.",
           "У меня два эффекта предотвращения: один на {a} раны, другой на {b}.",
           "У меня два эффекта: предотвратить {a} и предотвратить {b}."]


@settings(max_examples=40, deadline=None)
@given(wording=st.sampled_from(_LISTED), a=st.integers(1, 9), b=st.integers(1, 9))
def test_effects_counted_and_then_listed_are_read_with_their_amounts_in_order(wording, a, b):
    s = read_prevention("The attack deals 6 wounds. " + wording.format(a=a, b=b))
    assert s is not None and s.template is not None
    assert [p["amount"] for p in s.template["preventions"]] == [a, b]


def test_the_wounds_told_before_the_list_in_one_clause_are_still_the_attacks(client):
    r = _ask(client, "Мне нанесли 5 ран, у меня два эффекта: предотвратить 1 и предотвратить 3. Можно применить оба?")
    assert r["verdict"] == "yes" and r["check"]["result"]["wounds_before_prevention"] == 5


def test_a_list_shorter_than_its_count_or_of_no_prevention_is_not_read_as_effects():
    assert read_prevention("I have three prevention effects: prevent 2 and prevent 3.") is None
    s = read_prevention("Удар на 5 ран. У меня два эффекта: один на 2 карты, другой на 3.")
    assert s is None


@pytest.mark.parametrize("wounds, verdict", [(5, "yes"), (3, "yes"), (2, "no")])
def test_both_listed_effects_apply_exactly_while_wounds_are_left_for_the_second(client, wounds, verdict):
    r = _ask(client, f"По моему существу прошла атака на {wounds} раны. У меня два эффекта предотвращения: один на 2 "
                     f"раны, другой на 3. Могу я применить оба?")
    assert r["verdict"] == verdict
    assert r["check"] is not None and r["check"]["kind"] == "prevention"


def test_a_prevention_story_told_in_english_is_about_the_russian_book(client):
    r = client.post("/v1/ask", json={"question": "Opponent's turn. His creature deals 5 wounds to mine. I've got two "
                                                 "prevention effects on it, one for 1 and one for 2. Can I use both?"}
                    ).json()
    assert r["game"] == "berserk" and r["verdict"] == "yes"


def test_an_effect_used_in_full_cites_the_rule_that_allows_part_use_only_below_zero(client):
    r = _ask(client, "Атака соперника нанесла моему существу ровно 3 раны, а у него «предотвращает следующие 3 раны». "
                     "Полностью ли расходуется мой эффект, так что на следующую атаку ничего не остаётся?")
    assert r["verdict"] == "yes"
    assert any(c["quote"].startswith("Эффект предотвращения может быть использован частично")
               for c in r["citations"][:3])


# -- an action declared from a hidden card ----------------------------------------------

_HIDDEN_EN = ("My opponent declared an action through a face-down card and paid for it. When the card was revealed "
              "the action turned out to be illegal. ")
_HIDDEN_RU = "Я объявил игродействие по своей скрытой карте и оплатил его. При вскрытии оно оказалось нелегальным. "


@pytest.mark.parametrize("question, verdict", [
    (_HIDDEN_RU + "Вернут ли мне то, что я заплатил?", "no"),
    (_HIDDEN_RU + "Оно всё равно выполняется?", "no"),
    (_HIDDEN_EN + "Does he still have to pay for it?", "yes"),
    (_HIDDEN_EN + "Does the action still happen?", "no"),
    # the ask after ", so" is of the action going off, not of the payment the story tells
    ("He declared an ability off a face-down card; when it flipped, the ability wasn't legal. He already paid, so "
     "does the ability still go off?", "no"),
])
def test_an_action_illegal_on_reveal_is_paid_and_not_performed_whatever_its_cost(client, question, verdict):
    r = _ask(client, question)
    assert r["verdict"] == verdict and r["reading"]["kind"] == "hidden-declaration" and r["needs"] == []


@pytest.mark.parametrize("question, verdict", [
    ("My creature with 'prevent the next 3 wounds' left play before Sasha's attack resolved. Does its prevention "
     "still reduce the wounds?", "no"),
    ("Моё существо с эффектом «предотвратить следующие 3 раны» покинуло игровую зону до атаки. Его предотвращение всё "
     "ещё уменьшает раны?", "no"),
    ("His attack deals 5 wounds. My ward prevents the next 2 wounds. Does it reduce the wounds?", "yes"),
    # the attack's strength is not what prevention reduces: that is the rules', not the engine's
    ("His attack deals 5 wounds. My ward prevents the next 2 wounds. Does it reduce the attack's strength?", "no"),
])
def test_reducing_the_wounds_is_asked_of_the_effect_applying(client, question, verdict):
    assert _ask(client, question)["verdict"] == verdict


def test_whether_all_of_one_players_effects_apply_is_not_answered_when_it_turns_on_their_order(client):
    # effects of 3 and 1 against 3 wounds: in the order told the second prevents nothing, the
    # smaller first leaves it wounds — the book orders only the players, not one player's effects
    r = _ask(client, "The attack deals 3 wounds. I have two prevention effects: one for 3 and the other for 1. "
                     "Can I apply both?")
    assert r["verdict"] is None
    r = _ask(client, "The attack deals 3 wounds. I have two prevention effects: one for 1 and the other for 3. "
                     "Can I apply both?")
    assert r["verdict"] == "yes"


@pytest.mark.parametrize("question", [
    "He declared an action from a face-down card and it turned out illegal on reveal. Does it resolve anyway since "
    "it's paid?",
    "Он объявил игродействие по скрытой карте, при вскрытии оно нелегально. Раз уж он заплатил, оно выполняется?",
])
def test_a_reason_given_inside_the_ask_is_told_not_asked(client, question):
    assert _ask(client, question)["verdict"] == "no"


@pytest.mark.parametrize("question, verdict", [
    ("Удар на 3 раны, к нему модификаторы +1 и +2. У моего существа предотвращение на 4 раны. Значит, проходит 2 "
     "раны, так?", "yes"),
    ("Удар на 3 раны, к нему модификаторы +1 и +2. У моего существа предотвращение на 4 раны. Значит, проходит 0 "
     "ран, так?", "no"),
    # what the story says they did, confirmed: prevention before a modifier breaks the rule
    # (not whether the shield "works", which it does)
    ("I attack for 3 wounds with a +1 and a +2 modifier on it, and he has a shield that prevents 4. He says "
     "prevention kicks in first, before my +2 is added. Is that how it works?", "no"),
    # (the order told with "first … only then", confirmed with "That's how it works, right?")
    ("My opponent's creature hits mine for 3 and he has an amplifier giving that strike +2. My creature prevents 2 "
     "wounds. I want to use my prevention against the base 3 first and only then let his +2 land on top. That's how "
     "it works, right?", "no"),
])
def test_an_effect_told_as_prevention_on_n_or_that_prevents_n_is_read_and_a_told_order_is_checked(client, question,
                                                                                                    verdict):
    assert _ask(client, question)["verdict"] == verdict


@pytest.mark.parametrize("question, verdict", [
    # what the players did not do is no deed of theirs to check ("did not prevent before")
    ("He has an amulet that prevents 2. He did not prevent before my +2 modifier; he waited until it was added. "
     "Is that how it works?", None),
    ("У него предотвращение на 2 раны. Он не стал предотвращать до моего модификатора +2, а подождал. Правильно?",
     None),
    # (a bonus in the players' words, or a bare signed number, is a modifier too: still not a deed)
    ("У него предотвращение на 2 раны. Он не стал предотвращать до моего бонуса +2, а подождал. Правильно?", None),
    # … and "Is that how it works?" of a story of no deed confirms the story, not the effect
    ("His cloak that prevents 2 left play, so even though he asked, he didn't prevent anything. Is that how it works?",
     None),
])
def test_a_deed_denied_is_not_judged_as_done(client, question, verdict):
    assert _ask(client, question)["verdict"] == verdict
    s = read_prevention(question.rsplit(".", 1)[0] + ".")
    assert "told_before_modifiers" not in ((s.template or {}) if s else {})


def test_revealed_cards_counted_are_not_answered_by_the_hidden_cards_rule(client):
    # («скрытые карты учитываются …», is not, answered it No)
    assert _ask(client, "Учитываются ли вскрытые карты, когда заявляю способность?")["verdict"] is None


def test_a_hidden_action_told_legal_on_reveal_is_performed(client):
    r = _ask(client, "He declared an action through a face-down card; on reveal it was legal. He paid 2 for it. "
                     "Does it still go off?")
    assert r["verdict"] == "yes" and r["check"]["result"]["performed"] is True


def test_whether_a_hidden_action_happens_is_asked_back_when_its_legality_is_not_told(client):
    r = _ask(client, "My opponent declared an action through a face-down card. Does the action happen?")
    assert r["verdict"] is None
    assert r["needs"] == [{"slot": "action.legal_on_reveal",
                           "question": "Was the action legal when the card was revealed?"}]


def test_hidden_cards_do_not_count_for_a_declaration_however_many_there_are(client):
    r = _ask(client, "My opponent has four revealed Coven creatures plus three face-down cards. I'm declaring an "
                     "ability that counts the Coven cards in his squad. Shouldn't I count all seven?")
    assert r["verdict"] == "no" and r["reading"]["kind"] == "hidden-declaration"
    x = _ask(client, "Первопроходец заявил X=2 по двум стихиям в отряде противника. Пока особенность в стеке, "
                     "вскрылось скрытое существо с третьей стихией. Разве Первопроходец теперь не даст 3 фишки?")
    assert x["verdict"] == "no"


def test_a_count_whose_revealed_cards_may_share_an_element_is_not_read():
    s = read_hidden_declaration("He has two revealed creatures and one face-down. I count the elements in his squad.")
    assert s is None


def test_who_applies_first_is_not_answered_when_only_one_players_effects_were_read():
    s = read_prevention("It's my turn, so I'm the active player. My creature has 'prevent 2 wounds' and the attack "
                        "deals 3 wounds.")
    assert s is not None and s.template is not None
    wants = asked("Can I apply mine first?", s)
    assert wants is not None and wants.test({"result": {"applied": [{"id": "prevent 2 wounds", "prevented": 2,
                                                                      "remaining": 0}]}}, s.template) is None


# -- what the players say they did about a hidden declaration ---------------------------

@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(revealed=st.integers(1, 4), hidden=st.integers(0, 3), used=st.integers(0, 8))
def test_the_x_the_players_used_breaks_the_count_rule_exactly_when_it_is_not_the_revealed_count(berserk, revealed,
                                                                                                 hidden, used):
    cards = [{"revealed": True, "elements": [f"e{i}"]} for i in range(revealed)]
    cards += [{"revealed": False, "elements": [f"h{i}"]} for i in range(hidden)]
    v = berserk.validate({"action": {"cost": 1, "legal_on_reveal": True}, "count": {"cards": cards},
                          "told": {"x": used}}, "hidden-declaration")
    assert [x.rule for x in v.violations] == ([] if used == revealed else ["bk.hidden.count-revealed-only"])


def test_a_position_that_refunds_an_action_illegal_on_reveal_breaks_that_rule_and_one_that_pays_it_does_not(client):
    refunded = ("Соперник заявил игродействие по скрытой карте и заплатил за него 2. При вскрытии оказалось, что "
                "действие нелегальное, поэтому мы его не выполнили и вернули ему всю оплату.")
    paid = ("Соперник заявил игродействие по скрытой карте и заплатил за него 2. При вскрытии оказалось, что "
            "действие нелегальное: оно не выполнилось, но оплата осталась.")
    r = client.post("/v1/validate", json={"game": "berserk", "description": refunded}).json()
    assert r["valid"] is False and [v["rule"] for v in r["violations"]] == ["bk.hidden.illegal-on-reveal"]
    # (told in Russian: the violation is said in Russian too)
    assert "остаётся оплаченной" in r["violations"][0]["message"] and r["violations"][0]["citation"]["quote"]
    r = client.post("/v1/validate", json={"game": "berserk", "description": paid}).json()
    assert r["valid"] is True and r["violations"] == []


@pytest.mark.parametrize("description, broken", [
    # prevention told as applied before the modifier
    ("It is my opponent's turn. His creature strikes mine for 2 wounds and his spell adds a +2 modifier. My card "
     "'prevents the next 3 wounds'. We applied the prevention to the 2 wounds before the +2 modifier, so my creature "
     "took 2 wounds.", ["bk.prevention.after-modifiers"]),
    ("Ход соперника. Его существо бьёт моё на 3 раны, а его заклинание даёт +1 к удару. У меня карта «предотвращает "
     "следующие 2 раны». Мы сначала вычли предотвращение из 3 ран, а потом прибавили +1.",
     ["bk.prevention.after-modifiers"]),
    # the same story in the rules' order is legal
    ("It is my opponent's turn. His creature strikes mine for 2 wounds and his spell adds a +2 modifier. My card "
     "'prevents the next 3 wounds'. We added the +2 first and applied the prevention after it.", []),
    # a prevention used after its source left play
    ("Ход соперника. Его существо бьёт моё на 3 раны. Моё существо, дававшее «предотвращает следующие 2 раны», "
     "было уничтожено и покинуло игровую зону, но я всё равно предотвратил им 2 раны.",
     ["bk.prevention.source-left-play"]),
    ("Ход соперника. Его существо бьёт моё на 3 раны. Моё существо, дававшее «предотвращает следующие 2 раны», "
     "было уничтожено и покинуло игровую зону, так что моё существо получило все 3 раны.", []),
])
def test_what_the_players_say_they_did_with_prevention_is_checked(client, description, broken):
    r = client.post("/v1/validate", json={"description": description, "game": "berserk"})
    assert r.status_code == 200
    body = r.json()
    assert [v["rule"] for v in body["violations"]] == broken
    assert body["valid"] is (not broken)


@pytest.mark.parametrize("said, x, broken", [
    ("My opponent's squad had three revealed elements plus one hidden creature I was sure was of a fourth element, "
     "so I counted it", 4, ["bk.hidden.count-revealed-only"]),
    ("My opponent's squad had three revealed elements plus one hidden creature, which I left out", 3, []),
    ("Моя способность считает количество существ класса «Ковен» в отряде: у меня 2 вскрытых Ковена и 1 закрытый, и "
     "я посчитал всех", 3, ["bk.hidden.count-revealed-only"]),
])
def test_an_x_told_that_counts_a_hidden_card_breaks_the_count_rule(client, said, x, broken):
    r = client.post("/v1/validate", json={"description": f"{said}, and declared X={x}.", "game": "berserk"})
    assert r.status_code == 200
    assert [v["rule"] for v in r.json()["violations"]] == broken


@pytest.mark.parametrize("told, wounds", [("My creature takes 5 wounds", 5), ("Моё существо получает 3 раны", 3),
                                          ("His creature suffered 4 wounds", 4)])
def test_the_wounds_a_creature_takes_are_the_attacks(told, wounds):
    s = read_prevention(f"{told}. My card prevents 2 wounds.")
    assert s is not None and s.template is not None and s.template["attack"]["wounds"] == wounds


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(first=st.integers(1, 3), asked_of=st.integers(1, 4))
def test_what_is_left_for_the_next_attack_is_judged_against_the_n_asked_of(client, first, asked_of):
    # "пришло ещё 3 — N из них …": N is asked of, not the next attack's 3 wounds
    q = (f"На карте написано «предотвратите следующие 4 раны». Первая атака нанесла {first} раны, их предотвратили. "
         f"Следующей атакой в тот же ход пришло ещё 3 — {asked_of} из них карта ещё может предотвратить?")
    assert _ask(client, q)["verdict"] == ("yes" if 4 - first >= asked_of else "no")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(wounds=st.integers(1, 6), modifier=st.integers(0, 3), amount=st.integers(1, 8))
def test_whether_a_wound_gets_through_is_the_wounds_the_engine_deals(client, wounds, modifier, amount):
    q = (f"Существо соперника бьёт моё на {wounds}, и его модификатор добавляет к атаке ещё +{modifier}. У моего "
         f"существа «предотвращает следующие {amount} раны». Пройдёт ли хотя бы одна рана?")
    assert _ask(client, q)["verdict"] == ("yes" if wounds + modifier > amount else "no")


@pytest.mark.parametrize("first, then, verdict", [(2, 3, "yes"), (2, 4, "no"), (3, 2, "yes"), (4, 2, "no")])
def test_an_earlier_attack_uses_up_what_it_prevented_and_the_next_attack_is_asked(client, first, then, verdict):
    # "prevent the next 5 wounds": what the first attack used is not there for the next
    q = (f"У моего существа «предотвращает следующие 5 ран». Первая атака нанесла ему {first} раны, и я их "
         f"предотвратил. Теперь следующая атака наносит {then} раны. Могу ли я предотвратить все {then}?")
    assert _ask(client, q)["verdict"] == verdict


@pytest.mark.parametrize("first, then, asked, verdict", [(2, 3, 2, "yes"), (3, 3, 2, "no"), (1, 4, 3, "yes")])
def test_a_second_attack_told_in_english_is_met_by_what_the_quoted_effect_has_left(client, first, then, asked, verdict):
    q = (f"My creature has a card that prevents 'the next 4 wounds'. The first attack only dealt {first} wounds, so it "
         f"prevented those {first}. Then Sasha hits the same creature again for {then} wounds. Does my card still "
         f"prevent {asked} of these {then}?")
    assert _ask(client, q)["verdict"] == verdict


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(came=st.integers(1, 5), asked=st.integers(1, 4), lang=st.sampled_from(["en", "ru", "ru-bare"]))
def test_wounds_that_came_in_leave_the_rest_of_next_n_for_the_next_attack(client, came, asked, lang):
    # the book's own case: "the next 4 wounds", 2 prevented, 2 left for the next attack
    q = {"en": f"My shield prevents \"the next 4 wounds\" but only {came} wounds came in. Can the other {asked} "
               f"still be used on the next attack?",
         "ru": f"На моё существо прошло {came} раны, а карта предотвращает «следующие 4 раны». От следующей атаки "
               f"она ещё {asked} раны снимет?",
         "ru-bare": f"Карта может предотвратить «следующие 4 раны», а атака нанесла всего {came}, и она их "
                    f"предотвратила. Значит, от следующей атаки она ещё {asked} раны снимет?"}[lang]
    assert _ask(client, q)["verdict"] == ("yes" if 4 - came >= asked else "no")


def test_wounds_of_a_past_turn_are_not_the_attacks():
    s = read_prevention("В прошлом ходу 2 раны предотвратил. Моя карта предотвращает 3 раны. Сработает ли она?")
    assert s is not None and s.template is not None and s.template["attack"]["wounds"] is None


@pytest.mark.parametrize("then, verdict", [(3, "yes"), (4, "no")])
def test_an_attack_told_as_now_after_the_first_is_the_next_one(client, then, verdict):
    q = (f"У меня карта «предотвратить следующие 4 раны». Первая атака нанесла 1 рану — карта её предотвратила. "
         f"Теперь прилетает атака на {then} раны. Карта ещё может предотвратить все {then}?")
    assert _ask(client, q)["verdict"] == verdict


@pytest.mark.parametrize("wounds, verdict", [(3, "no"), (4, "yes")])
def test_two_effects_told_with_their_nouns_are_both_read(client, wounds, verdict):
    # "на 2 раны и на 1 рану": 3 prevented in all, so a fourth wound gets through
    q = (f"На моём существе два эффекта предотвращения: на 2 раны и на 1 рану. Атака противника нанесла {wounds} "
         f"ран. Пройдёт ли хотя бы одна рана?")
    assert _ask(client, q)["verdict"] == verdict


@pytest.mark.parametrize("amount, verdict", [(5, "yes"), (4, "no")])
def test_an_effects_amount_without_its_noun_and_the_remainder_asked(client, amount, verdict):
    q = (f"Атака нанесла 3 раны, а мой эффект предотвращает {amount}. Я использую его частично, предотвращаю 3, а "
         f"оставшиеся 2 сохраняются на следующую атаку, так?")
    assert _ask(client, q)["verdict"] == verdict


def test_an_effect_whose_source_left_play_keeps_nothing_and_that_rule_is_quoted(client):
    r = _ask(client, "My creature was protected by a card that prevents the next 3 wounds, and it has already "
                     "prevented 1. Then that card was destroyed and left the play zone. Will the remaining 2 points "
                     "still prevent wounds from the next attack?")
    assert r["verdict"] == "no"
    # the answer rests on the source rule, whatever the untold wounds of the next attack
    assert "покидает игровую зону" in r["citations"][0]["quote"]


@pytest.mark.parametrize("x, verdict", [(2, "yes"), (3, "no")])
def test_elements_named_card_by_card_are_counted_revealed_only(client, x, verdict):
    q = ("Моё существо заявляет X ран, где X — число стихий в отряде противника. У противника вскрыты два существа, "
         f"одно болотное и одно лесное, а третье, со стихией тьмы, лежит скрытым. Могу ли я заявить X={x}?")
    assert _ask(client, q)["verdict"] == verdict


@pytest.mark.parametrize("ask, verdict", [("Теперь X становится 3?", "yes"), ("Теперь X становится 4?", "no"),
                                          ("Теперь ведь Первопроходец даёт выбранному существу 4 фишки?", "no")])
def test_a_card_revealed_after_the_declaration_does_not_change_x(client, ask, verdict):
    q = ("Первопроходец объявил X по числу стихий в моём отряде: вскрыты болото, лес и тьма, значит X=3. Пока "
         f"особенность в стеке, вскрылось моё скрытое существо с горной стихией. {ask}")
    assert _ask(client, q)["verdict"] == verdict


@pytest.mark.parametrize("x, verdict", [(2, "yes"), (3, "no")])
def test_elements_counted_among_the_revealed_cards_and_x_going_up_are_read(client, x, verdict):
    # ("2 elements among his revealed cards", «среди вскрытых карт … двух стихий», "Does X go up to N?")
    q = ("My creature's ability gives X tokens, where X is the number of elements in my opponent's squad. He has 2 "
         "elements among his revealed cards. While that's on the stack he reveals a hidden creature with a third "
         f"element. Does X go up to {x}?")
    assert _ask(client, q)["verdict"] == verdict
    q = ("Моё вскрытое существо заявляет способность «нанести X ран, где X — число стихий в моём отряде». Среди "
         "вскрытых карт у меня существа двух стихий, а ещё одно существо третьей стихии пока лежит скрытым. Могу ли я "
         f"при заявке посчитать X = {x}?")
    assert _ask(client, q)["verdict"] == verdict


@pytest.mark.parametrize("x, verdict", [(3, "yes"), (2, "no")])
def test_a_hidden_card_revealed_before_the_declaration_is_counted(client, x, verdict):
    q = ("My ability gives X tokens, X being the number of elements in my opponent's squad. He has 2 revealed "
         "creatures of different elements and one hidden creature of a third element. He revealed the hidden one "
         f"before I declared. So X = {x}?")
    assert _ask(client, q)["verdict"] == verdict


@pytest.mark.parametrize("ask, verdict", [("Do I still have to pay the 2?", "yes"), ("Is the action performed?", "no")])
def test_an_action_a_hidden_card_declared_is_paid_and_not_performed_when_illegal(client, ask, verdict):
    q = ("My hidden creature declared an action that costs 2. When the card was revealed, it turned out the action "
         f"wasn't legal for it. {ask}")
    assert _ask(client, q)["verdict"] == verdict


def test_counting_only_the_revealed_cards_is_right(client):
    q = ("Для заявки мне надо посчитать карты с болотной стихией в отряде соперника: две такие карты вскрыты, а "
         "третья лежит закрытой. Я считаю только две вскрытые, верно?")
    assert _ask(client, q)["verdict"] == "yes"


@pytest.mark.parametrize("through, verdict", [(1, "yes"), (2, "no")])
def test_the_count_asked_is_the_one_beside_its_verb_not_the_attacks(client, through, verdict):
    q = (f"My creature has 'prevent the next 2 wounds' and the enemy hits it for 3. Of the 3 wounds, does just "
         f"{through} get through?")
    assert _ask(client, q)["verdict"] == verdict


def test_prevent_n_of_them_counts_the_askers_effects_only(berserk):
    from kb.games.berserk.reading import _prevented
    state = {"active_player": "A", "attack": {"wounds": 3},
             "preventions": [{"id": "mine", "owner": "me", "amount": 1}, {"id": "theirs", "owner": "opponent", "amount": 2}]}
    check = {"result": berserk.resolve("prevention", state).result}
    assert (_prevented(1, check, state), _prevented(2, check, state)) == (True, False)


def test_only_the_revealed_cards_counted_is_not_read_as_the_hidden_ones(client):
    q = ("Для заявки мне надо посчитать карты с болотной стихией в отряде соперника: две такие карты вскрыты, а третья "
         "лежит закрытой. Учитываются только вскрытые карты, верно?")
    assert _ask(client, q)["verdict"] == "yes"


def test_a_negated_ask_about_a_player_by_name_asks_the_positive(client):
    # "Разве Дима не должен …?" asks whether he must, as "Разве он не должен …?" does
    q = ("Дима заявил по скрытой карте игродействие стоимостью 2. Когда карту вскрыли, оказалось, что игродействие "
         "нелегально, и оно не выполнилось. Разве Дима не должен всё равно заплатить эти 2?")
    assert _ask(client, q)["verdict"] == "yes"


_TURN = {("en", "me"): "It's my turn and I attack.", ("en", "opponent"): "It's my opponent's turn and he attacks.",
         ("ru", "me"): "Сейчас мой ход, я атакую.", ("ru", "opponent"): "Сейчас ход соперника, он атакует."}
_BOTH_TOLD = {"en": " We both have prevention effects against these wounds.",
              "ru": " Эффекты предотвращения есть и у меня, и у него."}
_ASKED = {("en", "me"): ["Do I apply my prevention effects first?", "Do I apply my prevention effects before his?"],
          ("en", "opponent"): ["Does he apply his prevention effects first?",
                               "Does my opponent apply his prevention effects before mine?"],
          ("ru", "me"): ["Я применяю свои эффекты предотвращения первым?"],
          ("ru", "opponent"): ["Соперник применяет свои эффекты предотвращения раньше меня?",
                               "Правда ли, что первым свои эффекты применяет он?"]}


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lang=st.sampled_from(["en", "ru"]), turn=st.sampled_from(["me", "opponent"]),
       asked_of=st.sampled_from(["me", "opponent"]), i=st.integers(0, 1))
def test_whose_prevention_applies_first_is_computed_from_whose_turn_it_is(client, lang, turn, asked_of, i):
    # the inactive player applies all theirs first; whose turn it is makes the other one inactive
    asks = _ASKED[(lang, asked_of)]
    q = _TURN[(lang, turn)] + _BOTH_TOLD[lang] + " " + asks[i % len(asks)]
    r = client.post("/v1/ask", json={"question": q, "game": "berserk"}).json()
    assert r["verdict"] == ("yes" if asked_of != turn else "no")
    assert r["reading"]["kind"] == "prevention"  # the engine run over the untold wounds and amounts


def test_a_modifier_set_against_prevention_is_no_second_players_effect():
    # "before his +2 modifier" asks of the modifiers, not of whose effects go first
    s = read_prevention("The opponent's attack would deal 3 wounds and he still has a +2 attack modifier to apply.",
                        "Do I apply my prevention before his +2 modifier?")
    assert s is None


@pytest.mark.parametrize("turn, verdict", [("It's my turn and I attack.", "yes"),
                                           ("It's my opponent's turn and he attacks.", "no")])
def test_an_ask_that_sets_his_effects_against_mine_tells_that_both_have_some(client, turn, verdict):
    q = f"{turn} Does my opponent apply his prevention effects before mine?"
    assert client.post("/v1/ask", json={"question": q, "game": "berserk"}).json()["verdict"] == verdict


@pytest.mark.parametrize("question, verdict", [
    # the asker's own framing, a condition, waiting, an alternative, a turn denied: who is asked
    # of is not sure — no verdict rather than the first person named
    ("Сейчас ход соперника, он атакует. Эффекты предотвращения есть и у меня, и у него. Я правильно понимаю, что "
     "первым свои эффекты применяет соперник?", None),
    ("It's my turn and I attack. We both have prevention effects. Am I right that my opponent applies his first?",
     None),
    ("It's my turn and I attack. We both have prevention effects. When I attack, does my opponent apply his first?",
     None),
    ("It's my opponent's turn. We both have prevention effects. Should I wait for him to apply his first?", None),
    ("It's not my turn, my opponent attacks. We both have prevention effects. Do I apply mine first?", None),
    ("Сейчас ход соперника. Эффекты предотвращения есть и у меня, и у него. Мой эффект — применяется ли он первым?",
     None),
    # a role given to the asker in words, asked of the other player: no rule wording answers it
    ("It's my opponent's turn. We both have prevention effects. Since I'm the inactive player, does my opponent go "
     "first?", None),
    # … and asked as the act says it, the one told the role first ("… first and then he …")
    ("berserk: both of us have prevention effects against this hit. it's his turn, so i'm the inactive player. do i "
     "apply all of mine first and then he applies his?", "yes"),
    ("both of us have prevention effects against this hit. it's my turn, so i'm the active player. do i apply mine "
     "first and then he applies his?", "no"),
    # of two players told in turn ("X … first and then Y …"), the one whose clause says "first";
    # "his turn" is the opponent's
    ("both of us have prevention effects against this hit. it's my turn. my friend says he (the inactive player) "
     "applies all of his first and then i apply mine. is he right?", "yes"),
    ("both of us have prevention effects against this hit. it's his turn. my friend says i apply all of mine first "
     "and then he applies his. is he right?", "yes"),
    ("both of us have prevention effects against this hit. it's his turn. my friend says he applies all of his first "
     "and then i apply mine. is he right?", "no"),
    # a claim confirmed with a tag ("…, right?") is asked as plainly as without it
    ("both of us have prevention effects against this hit. it's my turn, so he applies his first, right?", "yes"),
    ("both of us have prevention effects against this hit. it's my turn. i apply mine first, right?", "no"),
    # (his turn told as over or as a moment past is not whose turn it is now)
    ("both of us have prevention effects against this hit. his turn just ended and now it's my turn. do i apply my "
     "prevention first?", "no"),
    ("both of us have prevention effects against this hit. on his turn he buffed his guy, now it's my turn and he "
     "attacks back with an effect. does he apply his prevention first?", "yes"),
    # whose card left play: that one's effect prevents nothing, the other's goes first
    ("It's my turn. We both have prevention effects, but the card giving mine left play. Does my opponent apply his "
     "first?", "yes"),
    ("Сейчас ход соперника. Эффекты предотвращения есть и у меня, и у него, но карта-источник моего эффекта покинула "
     "игру. Я применяю свой эффект первым?", "no"),
    # «раз ход соперника» gives the reason, not another subject
    ("Сейчас ход соперника. Эффекты предотвращения есть и у меня, и у него. Раз ход соперника, значит первым "
     "применяю я?", "yes"),
])
def test_who_applies_first_is_answered_only_of_a_plain_ask(client, question, verdict):
    assert client.post("/v1/ask", json={"question": question, "game": "berserk"}).json()["verdict"] == verdict


def test_an_effect_pointed_back_at_lost_its_source_whoever_else_has_one():
    # «этот артефакт уничтожили»: the effect told last, though both players have one
    s = read_prevention("Соперник вычел своё предотвращение 2 из 3 ран. Ещё раньше его амулет «предотвращает следующие "
                        "3 раны» уже предотвратил 1 рану. На следующем ходу этот амулет уничтожили, и он ушёл из игры.")
    assert s is not None and s.template is not None
    told = [x["source_in_play"] for x in s.template["preventions"]]
    assert told[-1] is False and all(told[:-1])


# -- an effect that deals no wounds; a feature a declaration requires ---------------------

@pytest.mark.parametrize("lang, description", [
    ("ru", "Соперник сыграл заклинание, которое уничтожает моё существо, не нанося ран, но я спас его своим "
           "артефактом «предотвращает следующие 2 раны»."),
    ("en", "My opponent's spell destroys my creature without dealing any wounds, and I saved it with my card "
           "that prevents the next 4 wounds."),
])
def test_a_prevention_used_against_an_effect_that_deals_no_wounds_breaks_the_definition(client, lang, description):
    body = client.post("/v1/validate", json={"game": "berserk", "description": description}).json()
    assert body["valid"] is False
    assert [v["rule"] for v in body["violations"]] == ["bk.prevention.definition"]
    assert "нанесённым ранам" in body["violations"][0]["citation"]["quote"]


@pytest.mark.parametrize("attack, verdict", [
    ("My opponent's spell destroys my creature without dealing wounds.", "no"),
    ("My opponent's creature deals 2 wounds to mine.", "yes"),
])
def test_whether_a_prevention_saves_a_creature_turns_on_whether_wounds_are_dealt(client, attack, verdict):
    r = _ask(client, f"{attack} Can my card that prevents the next 3 wounds save it?")
    assert r["verdict"] == verdict


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(wounds=st.integers(0, 9), amount=st.integers(0, 9), told=st.booleans())
def test_no_prevention_applies_to_an_effect_that_deals_no_wounds(berserk, wounds, amount, told):
    state = {"active_player": "A", "attack": {"wounds": wounds, "deals_wounds": False},
             "preventions": [{"id": "ward", "owner": "B", "amount": amount, "told_used": told}]}
    res = berserk.resolve("prevention", state)
    assert res.result["wounds_dealt"] == 0 and res.result["applied"] == [{"id": "ward", "prevented": 0,
                                                                          "remaining": amount}]
    assert [v.rule for v in res.violations] == (["bk.prevention.definition"] if told else [])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(revealed=st.integers(0, 3), hidden=st.integers(0, 3), others=st.integers(0, 2), told_met=st.booleans())
def test_a_required_feature_is_met_exactly_when_a_revealed_card_has_it(berserk, revealed, hidden, others, told_met):
    cards = [{"revealed": True, "features": ["Ковен"]} for _ in range(revealed)]
    cards += [{"revealed": False, "features": ["Ковен"]} for _ in range(hidden)]
    cards += [{"revealed": True, "features": ["Нежить"]} for _ in range(others)]
    res = berserk.resolve("hidden-declaration", {"action": {"cost": 1, "legal_on_reveal": True},
                                                 "count": {"cards": cards, "required": "Ковен"},
                                                 "told": {"requirement_met": told_met}})
    assert res.result["performed"] is (revealed > 0)
    assert [v.rule for v in res.violations] == (["bk.hidden.count-revealed-only"] if told_met and not revealed else [])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(revealed=st.integers(0, 5), hidden=st.integers(0, 3), at_least=st.integers(1, 5))
def test_a_required_count_is_met_exactly_when_that_many_revealed_cards_have_it(berserk, revealed, hidden, at_least):
    cards = [{"revealed": True, "features": ["Ковен"]} for _ in range(revealed)]
    cards += [{"revealed": False, "features": ["Ковен"]} for _ in range(hidden)]
    res = berserk.resolve("hidden-declaration", {"action": {"cost": 1, "legal_on_reveal": True},
                                                 "count": {"cards": cards, "required": "Ковен", "at_least": at_least},
                                                 "told": {"performed": True}})
    assert res.result["performed"] is (revealed >= at_least)
    assert [v.rule for v in res.violations] == ([] if revealed >= at_least else ["bk.hidden.count-revealed-only"])


_WORDS_EN = {1: "One", 2: "Two", 3: "Three", 4: "Four"}


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(revealed=st.integers(1, 4), at_least=st.integers(2, 4))
def test_whether_an_action_needing_n_creatures_of_a_class_can_be_declared_turns_on_the_revealed_ones(
        client, revealed, at_least):
    # "at least 3 creatures of the Koven class", two revealed and a third face-down: the hidden one
    # does not count, and two are not three (it was read as a presence: Yes)
    q = (f"My card's playaction can only be declared if I have at least {at_least} creatures of the Koven class in my "
         f"squad. {_WORDS_EN[revealed]} of my Koven creatures are revealed, and one more is still face-down - I know "
         f"it's Koven. Can I declare the playaction now?")
    assert _ask(client, q)["verdict"] == ("yes" if revealed >= at_least else "no")


def test_a_required_count_told_in_russian_is_read():
    from kb.games.berserk.reading import read_hidden_declaration
    s = read_hidden_declaration("Моё игродействие можно заявить, только если в отряде не менее трёх существ класса "
                                "«Ковен». Два «Ковена» вскрыты, третий лежит скрытым. Могу ли я заявить игродействие?")
    assert s is not None and s.template is not None
    assert s.template["count"]["at_least"] == 3
    assert sum(c["revealed"] for c in s.template["count"]["cards"]) == 2


@pytest.mark.parametrize("description, broken", [
    ("Я заявил игродействие, для которого в отряде нужно существо класса «Ковен». Вскрытых Ковенов у меня не было, "
     "была только одна скрытая карта Ковена; я вскрыл её уже после заявки, и мы засчитали требование.",
     ["bk.hidden.count-revealed-only"]),
    ("I declared an action that can only be declared if my squad has a Coven class creature. I had one revealed "
     "Coven and one hidden, and we counted the requirement as met.", []),
    ("I declared an action that requires a «Coven» creature. My only Coven was hidden, but I revealed it before "
     "declaring, and we counted the requirement as met.", []),
])
def test_a_requirement_counted_with_a_hidden_card_breaks_the_revealed_only_rule(client, description, broken):
    body = client.post("/v1/validate", json={"game": "berserk", "description": description}).json()
    assert [v["rule"] for v in body["violations"]] == broken and body["valid"] is (not broken)


@pytest.mark.parametrize("question, verdict", [
    ("I declared an action that needs a Coven class creature. My only Coven was face-down and I revealed it right "
     "after declaring. Does it count for the requirement?", "no"),
    ("I declared an action that needs a Coven class creature. I had one revealed Coven and one hidden. Is the "
     "requirement met?", "yes"),
    ("Заявил игродействие, которое можно заявить, только если в отряде есть существо класса «Ковен». Вскрытых "
     "Ковенов нет, есть один скрытый. Засчитывается ли требование?", "no"),
])
def test_whether_a_requirement_is_met_is_computed_from_the_revealed_cards(client, question, verdict):
    r = _ask(client, question)
    assert r["verdict"] == verdict
    assert "только вскрытые карты на момент заявки" in r["citations"][0]["quote"]


_WORDS_RU = {1: "одна", 2: "две", 3: "три", 4: "четыре"}


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(revealed=st.integers(1, 4), hidden=st.integers(1, 3), asked=st.integers(1, 7))
def test_a_count_of_a_class_asked_as_a_number_counts_only_the_revealed_cards(client, revealed, hidden, asked):
    told = (f"Считаю карты класса «Нежить» в своём отряде для способности: {_WORDS_RU[revealed]} вскрыты, "
            f"и ещё {hidden} лежат закрытыми. ")
    assert _ask(client, told + f"Считаю {asked}?")["verdict"] == ("yes" if asked == revealed else "no")
    assert _ask(client, told + "Закрытые тоже идут в подсчёт?")["verdict"] == "no"
    en = _ask(client, f"I'm counting Undead-class cards in my squad for an ability. I have {revealed} face-up Undead "
                      f"creatures and {hidden} face-down ones. Do I count X = {asked}?")
    assert en["verdict"] == ("yes" if asked == revealed else "no")


def test_the_elements_of_revealed_cards_are_told_apart_from_the_hidden_ones_in_one_sentence(client):
    story = ("Хочу заявить Х по числу стихий в отряде противника. У него вскрыты 2 карты, одна горная, другая "
             "степная, и ещё одна карта лежит скрытой.")
    s = read_hidden_declaration(story)
    assert s is not None and s.template is not None
    assert [c["elements"] for c in s.template["count"]["cards"]] == [["mountain"], ["steppe"], ["hidden 1"]]
    assert _ask(client, story + " Могу я заявить Х=2?")["verdict"] == "yes"
    assert _ask(client, story + " Могу я заявить Х=3?")["verdict"] == "no"


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(wounds=st.integers(1, 5), added=st.integers(1, 3), prevents=st.integers(1, 6), asked=st.integers(0, 6))
def test_a_bonus_told_without_its_sign_is_added_before_prevention_and_the_wounds_taken_are_computed(
        client, wounds, added, prevents, asked):
    taken = max(0, wounds + added - prevents)
    r = _ask(client, f"Моё существо бьют на {wounds} раны, и его заклинание добавляет к удару ещё {added}. У меня карта, "
                     f"которая предотвращает {prevents} раны. В итоге я получаю {asked} ран, так?")
    assert r["verdict"] == ("yes" if asked == taken else "no")
    assert r["check"]["result"]["wounds_dealt"] == taken


@pytest.mark.parametrize("question, verdict", [
    ("Opponent attacks for 3 with a +2 modifier, and I have prevent 2. We put the +2 on first and only then apply my "
     "prevention, right?", "yes"),
    ("Opponent's attack is 3 and he adds +2 from a buff. I apply my prevention before the +2 gets added, right?", "no"),
])
def test_a_signed_bonus_is_a_modifier_in_the_order_asked(client, question, verdict):
    assert _ask(client, question)["verdict"] == verdict


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(wounds=st.integers(1, 6), bonus=st.integers(1, 3), prevent=st.integers(1, 6), off=st.integers(-1, 1))
def test_an_attack_told_as_attacks_for_n_and_a_creature_that_has_prevent_n(client, wounds, bonus, prevent, off):
    # prevention applies after all modifiers: N + M wounds, P prevented, the rest dealt
    dealt = max(0, wounds + bonus - prevent) + off
    if dealt < 0:
        return
    q = (f"his creature attacks for {wounds}, then he plays a +{bonus} modifier, so {wounds + bonus} total. my creature "
         f"has prevent {prevent}. so prevention kicks in after the +{bonus} and I take {dealt} wounds?")
    assert _ask(client, q)["verdict"] == ("yes" if off == 0 else "no")


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(effect=st.integers(2, 9), first=st.integers(1, 8), asked_left=st.integers(1, 9))
def test_what_is_left_after_the_attack_told_is_computed_against_the_count_asked(client, effect, first, asked_left):
    # "the next N wounds", an attack that "did" M: N - M are kept for the next attack
    q = (f'my creature has a card that prevents "the next {effect} wounds". the first attack this turn did {first} '
         f"wounds. another attack is coming in now, do I still have {asked_left} left to prevent?")
    left = max(0, effect - first)
    assert _ask(client, q)["verdict"] == ("yes" if left >= asked_left else "no")


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(effect=st.integers(2, 6), first=st.integers(1, 6), asked=st.integers(1, 6), russian=st.booleans(),
       second=st.booleans())
def test_what_the_effect_can_still_prevent_on_the_next_attack_is_what_is_left(client, effect, first, asked, russian,
                                                                             second):
    # "если карта может предотвратить «следующие 4 раны», а … предотвратила 2 раны, то ещё 2 раны
    # она может предотвратить от следующей атаки"; asked with "still"/«ещё» before the verb, of
    # the next attack or the second («на второй атаке»: no second effect)
    next_ru, next_en = ("второй", "second") if second else ("следующей", "next")
    q = (f"у меня карта «предотвратить следующие {effect} раны». противник нанёс {first} раны, она их предотвратила. "
         f"на {next_ru} атаке она ещё может предотвратить {asked} раны?") if russian else \
        (f"my card says 'prevent the next {effect} wounds'. the first attack did {first} wounds and it prevented "
         f"them. on the {next_en} attack can it still prevent {asked}?")
    assert _ask(client, q)["verdict"] == ("yes" if max(0, effect - first) >= asked else "no")


@pytest.mark.parametrize("q, verdict", [
    # «пришло N ран» is the attack's wounds; «один на 2 раны, другой тоже на 2» two effects
    ("На моё существо пришло 5 ран. У него два эффекта предотвращения: один на 2 раны, другой тоже на 2. Могу "
     "применить оба и получить только 1 рану?", "yes"),
    ("На моё существо пришло 5 ран. У него два эффекта предотвращения: один на 2 раны, другой на 1. Получаю только "
     "1 рану?", "no"),
    ("My creature takes 5 wounds. It has two prevention effects, one for 2 wounds, the other for 1. Do I take just "
     "2 wounds?", "yes"),
])
def test_two_effects_listed_with_a_comma_are_both_read(client, q, verdict):
    assert _ask(client, q)["verdict"] == verdict


def test_wounds_that_flew_in_are_the_attacks():
    s = read_prevention("на моё существо прилетело 4 раны. у меня два эффекта предотвращения: на 2 раны и на 1 рану. "
                        "могу применить оба?")
    assert s is not None and s.state is not None and s.state["attack"]["wounds"] == 4


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(wounds=st.integers(0, 8))
def test_both_effects_and_no_wound_at_all_hold_together_exactly_from_3_to_5_wounds(client, wounds):
    # «применить оба и не получить вообще ничего»: the denial is what is asked (no wound dealt),
    # with both effects applying — of 2 and 3, both apply from 3 wounds and cover them up to 5
    r = _ask(client, f"По моему существу пришло {wounds} ран. На нём два эффекта: предотвращение 2 и предотвращение 3. "
                     f"Могу применить оба и не получить вообще ничего?")
    assert r["verdict"] == ("yes" if 3 <= wounds <= 5 else "no")


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(wounds=st.integers(1, 8))
def test_taking_no_wounds_is_asked_of_the_wounds_dealt(client, wounds):
    r = _ask(client, f"My creature takes {wounds} wounds and it has prevent 4. So I take no wounds at all, right?")
    assert r["verdict"] == ("yes" if wounds <= 4 else "no")


def test_two_amounts_said_after_one_prevention_are_two_effects_and_a_source_named_again_is_not_a_third():
    s = read_prevention("5 wounds on my creature, prevention 2 and 3 — so I don't take any wounds, right?")
    assert s is not None and s.template is not None
    assert [x["amount"] for x in s.template["preventions"]] == [2, 3]
    s = read_prevention("Пришло 5 ран, у существа предотвращение 2 и 3, но карта-источник предотвращения 3 покинула "
                        "игровую зону до удара. Всё равно ничего не получу?")
    assert s is not None and s.template is not None
    assert [(x["amount"], x["source_in_play"]) for x in s.template["preventions"]] == [(2, True), (3, False)]


@pytest.mark.parametrize("question, verdict", [
    ("5 wounds on my creature, prevention 2 and 3 — so I don't take any wounds, right?", "yes"),
    ("Пришло 5 ран, у существа предотвращение 2 и 3, но карта-источник предотвращения 3 покинула игровую зону до "
     "удара. Всё равно ничего не получу?", "no"),
    # the strength asked with the wounds: both, each in its own polarity
    ("По моему существу пришло 5 ран, предотвращение 2 и 3. Предотвращение меняет силу удара, и я не получаю "
     "ничего, так?", "no"),
    ("По моему существу пришло 5 ран, предотвращение 2 и предотвращение 3. Могу применить только одно из них и не "
     "получить ничего?", "no"),
    # one effect alone, or the wounds as the reason for another ask: the run of every effect told
    # does not answer it
    ("5 wounds on my creature, prevention 2 and prevention 3. Is prevention 3 alone enough for me to take no "
     "wounds?", None),
    ("5 wounds on my creature, prevention 2 and prevention 3. I use only the 3 and take no wounds, right?", None),
    ("5 wounds on my creature, prevention 2 and prevention 3. Since I take no wounds, the strike's strength drops to "
     "0, right?", None),
])
def test_taking_no_wounds_is_read_only_where_it_is_what_is_asked(client, question, verdict):
    assert _ask(client, question)["verdict"] == verdict


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(taken=st.integers(0, 6))
def test_a_pumped_attack_and_the_count_taken_with_its_noun_left_out(client, taken):
    # "they pump it +2": a modifier; "so I take 3, right?": the wounds dealt, after the modifiers
    r = _ask(client, f"their creature attacks mine for 3 wounds base, then they pump it +2 with an effect. my guy has "
                     f"prevention 2. so I take {taken}, right?")
    assert r["verdict"] == ("yes" if taken == 3 else "no")


def test_an_attack_told_by_its_strength_in_the_plural_is_read():
    # «бьют с силой 5», «снова бьют на 3»: the attack, as «бьёт» was
    s = read_prevention("по моему существу бьют с силой 5, а у него предотвращение 2.")
    assert s is not None and s.template is not None and s.template["attack"]["wounds"] == 5
    s = read_prevention("по моему существу бьют на 3, а у него предотвращение 2.")
    assert s is not None and s.template is not None and s.template["attack"]["wounds"] == 3


@pytest.mark.parametrize("wounds, verdict", [(4, "yes"), (5, "yes"), (6, "no")])
def test_two_amounts_after_one_prevention_are_two_effects_whatever_follows(client, wounds, verdict):
    r = _ask(client, f"My creature has prevention 2 and 3 on it. A hit deals {wounds} wounds. Do I take no wounds?")
    assert r["verdict"] == verdict


def test_an_effect_given_by_a_named_card_is_not_read_as_one_told_before():
    # "an amulet giving prevention 2" beside another prevention 2: two effects
    s = read_prevention("My creature has prevention 2, and an amulet giving prevention 2. A hit deals 4 wounds.")
    assert s is not None and s.template is not None
    assert [x["amount"] for x in s.template["preventions"]] == [2, 2]


@pytest.mark.parametrize("told, count", [
    ("У меня два эффекта «предотвратить 2 раны».", 2),
    ("У меня три разных эффекта, каждый «предотвратить 2 раны».", 3),
    ("I have two effects, each 'prevent 2 wounds'.", 2),
])
def test_effects_counted_with_one_text_for_all_are_that_many_effects(told, count):
    s = read_prevention(f"Моему существу наносят 7 ран. {told}")
    assert s is not None and s.template is not None
    assert [x["amount"] for x in s.template["preventions"]] == [2] * count


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(wounds=st.integers(1, 9), taken=st.integers(0, 9))
def test_three_alike_effects_prevent_six_between_them(client, wounds, taken):
    r = _ask(client, f"My creature takes {wounds} wounds. I have three effects, each 'prevent 2 wounds'. "
                     f"Does it take {taken} wounds?")
    assert r["verdict"] == ("yes" if taken == max(0, wounds - 6) else "no")


@pytest.mark.parametrize("gone, verdict", [
    ("Her spell bounced the banner back into my hand.", "no"),
    ("Соперник заклинанием вернул артефакт мне в руку.", "no"),
    ("I drew a card into my hand.", "yes"),
    # (another card, another's hand, a return cancelled or to come: the source stays in play)
    ("His spell returned my other creature to my hand.", "yes"),
    ("Я вернул в руку другую карту, не артефакт.", "yes"),
    ("His spell sent one of his own creatures back to his hand.", "yes"),
    ("His spell tried to return my artifact to my hand, but I cancelled it.", "yes"),
])
def test_a_source_returned_to_its_owners_hand_has_left_play(client, gone, verdict):
    r = _ask(client, f"My artifact gives my creature 'prevents 1 wound'. {gone} The attack deals 3 wounds to my "
                     "creature. Does it take only 2 wounds?")
    assert r["verdict"] == verdict


def test_an_attack_of_another_turn_not_read_leaves_the_answer_open(client):
    r = _ask(client, "My creature's text says 'prevents the next 3 wounds this turn'. This turn it only took 1 wound. "
                     "Next turn his guy attacks it again for 2. Can the 2 leftover stop that?")
    assert r["verdict"] is None


@pytest.mark.parametrize("q", [
    "My creature takes 3 wounds from an attack. I have two effects: 'prevent 2 wounds' and 'prevent all wounds from "
    "spells'. Does it take 1 wound?",
    "Моему существу атака наносит 4 раны. У меня три эффекта: «предотвратить 2 раны», остальные два срабатывают только "
    "против заклинаний. Получит ли оно 2 раны?",
    "My creature takes 4 wounds from an attack. I have two effects: 'prevent 2 wounds' and a ward against spells. "
    "Does it take 2 wounds?",
])
def test_one_amount_beside_effects_of_no_amount_is_not_copied_to_them(client, q):
    assert _ask(client, q)["verdict"] == "yes"


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(amount=st.integers(2, 8), used=st.integers(1, 7), wounds=st.integers(1, 8), more=st.integers(1, 8))
def test_an_earlier_attack_the_effect_stopped_leaves_the_rest_for_the_attack_told_in_the_ask(client, amount, used,
                                                                                           wounds, more):
    # the earlier attack in the story, the next one in the ask's clause before its dash: the
    # verdict is what the rest of the effect does to the next attack, for any numbers
    used = min(used, amount - 1)
    r = _ask(client, f"Карта предотвращает «следующие {amount} ран». В прошлой атаке она сняла {used} ран. "
                     f"Сейчас по существу снова бьют на {wounds} — она может предотвратить ещё {more}?")
    assert r["verdict"] == ("yes" if min(amount - used, wounds) >= more else "no")
    assert {"text": "Сейчас по существу снова бьют на " + str(wounds), "slot": "earlier_attack.prevented",
            "value": used} in r["reading"]["facts"]


@pytest.mark.parametrize("wounds, verdict", [(1, "no"), (2, "no"), (3, "yes")])
def test_the_rest_of_an_effect_is_lost_only_when_the_attack_used_it_up(client, wounds, verdict):
    # "are the remaining 1 lost?" of 'the next 3 wounds' against 2: 1 is left, it is kept
    r = _ask(client, f"My card prevents the next 3 wounds and the attack dealt only {wounds}. "
                     f"Are the remaining {max(3 - wounds, 1)} lost?")
    assert r["verdict"] == verdict


@pytest.mark.parametrize("wounds, verdict", [(1, "no"), (3, "no"), (4, "yes"), (6, "yes")])
def test_the_whole_effect_is_spent_on_one_attack_only_when_the_attack_needs_all_of_it(client, wounds, verdict):
    r = _ask(client, f"My creature takes {wounds} wounds and my card prevents the next 4 wounds. "
                     "Do I have to burn all 4 on this attack?")
    assert r["verdict"] == verdict


@pytest.mark.parametrize("ask, verdict", [
    ("Is my prevention applied only after her +2 has been added?", "yes"),
    ("Is my prevention applied before her +2 is added?", "no"),
])
def test_after_her_modifier_is_after_the_modifiers_not_after_her(client, ask, verdict):
    # "after her +2" names her modifier (the book's "after all attack modifiers"), not her turn to act
    r = _ask(client, f"Anya's creature strikes mine for 2 wounds and her card gives that strike +2. My creature has "
                     f"'prevent 3 wounds'. {ask}")
    assert r["verdict"] == verdict and r["rules"][0]["id"] == "bk.prevention.after-modifiers"


def test_a_second_attack_told_but_not_placed_leaves_the_answer_open(client):
    # which attack the remaining 2 would meet is not read: no verdict, and no rule's bare
    # wording answers in its place
    r = _ask(client, "У меня в игре была карта, которая предотвращает следующие 3 раны; она уже предотвратила 1 рану. "
                     "Потом соперник убрал эту карту из игровой зоны, а затем его существо нанесло моему 2 раны. "
                     "Сработают ли оставшиеся 2 единицы предотвращения?")
    assert r["verdict"] is None


@pytest.mark.parametrize("claim, verdict", [
    ("that turns her strike into a strength-3 attack", "no"),
    ("her strike is still a strength-6 attack", "yes"),
])
def test_a_claim_of_the_attacks_strength_is_checked_against_the_strike_told(client, claim, verdict):
    # the strike told by its strength, a ward by what it prevents, and a claim confirmed with
    # "Is that how prevention works?": prevention leaves the strength as it was
    r = _ask(client, f"Her creature strikes mine with strength 6 and my ward prevents 3. She says {claim}. "
                     "Is that how prevention works?")
    assert r["verdict"] == verdict


def test_a_strength_read_from_the_claim_itself_is_not_the_strike_told(client):
    # the one strength said is the claim's: the run does not confirm it from itself (it was "Yes")
    r = _ask(client, "She says after my prevention her strike counts as a strength-3 attack. Is she right?")
    assert r["verdict"] == "no"


@pytest.mark.parametrize("wounds, verdict", [(1, "no"), (3, "no"), (4, None)])
def test_the_rest_of_an_effect_named_without_a_count_is_kept_while_there_is_one(client, wounds, verdict):
    # «остаток» of 'the next 4 wounds' after fewer wounds is kept; after all 4 there is no rest to ask of
    r = _ask(client, f"Удар нанёс {wounds} раны, а у моего существа «предотвратить следующие 4 раны». Остаток сгорает?")
    assert r["verdict"] == verdict


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(amount=st.integers(2, 9), data=st.data())
def test_what_a_hit_was_is_the_attack_and_the_rest_of_the_prevention_stays(client, amount, data):
    # "the first hit on it is only 2 wounds": the attack's wounds (it was left unread, and the
    # ask got no verdict); a prevention of the next N wounds is not used up by fewer
    wounds = data.draw(st.integers(1, amount - 1))
    q = (f"My creature has 'prevents the next {amount} wounds', and the first hit on it is only {wounds} wounds. "
         f"My opponent says the whole prevention is used up because it triggered. Is he right?")
    assert _ask(client, q)["verdict"] == "no"


def test_hits_told_one_after_another_are_not_read_as_one_attack(client):
    # "the first hit dealt 1, the second 1, now a third deals 3": the first was read as the attack
    # asked about (No: 0 of 1 dealt); which hits the effect already prevented is not read, so no verdict
    q = ("My creature has 'prevent the next 4 wounds'. The first hit on it dealt 1 wound, the second hit dealt 1 "
         "wound, and now a third hit deals 3 wounds. No modifiers involved. On that third hit, does exactly 1 wound "
         "get through?")
    assert _ask(client, q)["verdict"] is None
    # (a strike and the wounds that came through are one attack: «Удар на 5, у цели предотвращение 2, прошло 3 раны»)
    assert _ask(client, "Удар на 5, у цели предотвращение 2, прошло 3 раны. Сила удара осталась 5?")["verdict"] == "yes"


@pytest.mark.parametrize("ask, verdict", [
    ("Does the prevention lower the strike's strength to 3 for that check?", "no"),
    ("Is the strike's strength still 5?", "yes"),
])
def test_a_strike_told_as_striking_for_n_is_its_strength(client, ask, verdict):
    q = ("Opponent's creature strikes mine for 5, and my creature prevents 2 wounds. My other card checks the strength "
         f"of the strike it received. {ask}")
    assert _ask(client, q)["verdict"] == verdict


@pytest.mark.parametrize("ask, verdict", [
    ("So its prevention doesn't protect my creature from this attack anymore, right?", "yes"),
    ("Does its prevention still protect my creature from this attack?", "no"),
])
def test_protecting_is_asked_as_the_effect_applying(client, ask, verdict):
    q = ("My creature was covered by an artifact that prevents 'the next 3 wounds'. Before the enemy's attack hit, the "
         f"artifact got destroyed and left play. {ask}")
    assert _ask(client, q)["verdict"] == verdict


@pytest.mark.parametrize("ask, verdict", [
    ("Can what's left on that effect still prevent 3 of those 4 wounds?", "yes"),
    ("Can what's left on that effect still prevent all 4 of those wounds?", "no"),
])
def test_an_attack_told_this_turn_after_one_last_turn_is_the_next_attack(client, ask, verdict):
    q = ("My creature has 'prevents the next 5 wounds'. Last turn it took a 2-wound hit and all of it was prevented. "
         f"This turn it gets hit for 4. {ask}")
    assert _ask(client, q)["verdict"] == verdict


def test_a_claimed_result_after_so_does_not_turn_the_claim_around(client):
    # "my prevention drops the strength to 2 so it doesn't trigger": the claim is of the strength
    q = ("Opponent's creature attacks mine for 4 and I prevent 2 of it. His card has an extra effect that only triggers "
         "if the attack strength is 4 or more. My friend says my prevention drops the strength to 2 so it doesn't "
         "trigger. Is he right?")
    assert _ask(client, q)["verdict"] == "no"
