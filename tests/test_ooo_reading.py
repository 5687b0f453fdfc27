"""Old Ones Origins situations told in words: a spell's cost against Spell Resistance, the
dice a conflict rolls, the Scheme Initiative that orders the players, and the end of the
game. The verdict is the executed rule's result on what the story says; across each
rule's bound (the highest enemy Spell Resistance against yours, 10 dice, the VP a player
count needs) the verdict flips with the number."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kb.game import discover
from kb.games.old_ones_origins.reading import read_game_end, read_turn_order
from service.check import Checker
from service.conversations import Conversation
from service.reading import read

GAME = "old-ones-origins"
_NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                 "twelve", "thirteen", "fourteen"]


@pytest.fixture(scope="module")
def checker(games):
    return Checker(discover({GAME: games[GAME].documents}))


def verdict(checker: Checker, question: str) -> str | None:
    reading = read(question)
    snap = checker.snapshot(GAME, question, reading, reading.lang, Conversation("t"), None, None)
    return snap.decision(reading).verdict if snap.situation is not None else None


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(own=st.integers(0, 6), enemy=st.integers(0, 6), cost=st.integers(1, 5))
def test_extra_power_is_paid_exactly_when_an_enemy_has_more_spell_resistance(checker, own, enemy, cost):
    q = (f"Spell Casting: I have {own} Spell Resistance and the highest enemy Spell Resistance is {enemy}. "
         f"My spell costs {cost} Power. Do I have to pay extra Power on top of that?")
    assert verdict(checker, q) == ("yes" if enemy > own else "no")


def test_the_spell_cost_needs_no_printed_cost_to_say_whether_extra_is_paid(checker):
    # the extra is the difference of Spell Resistances, whatever the printed cost (tried at every value)
    q = ("Фаза заклинаний: у меня 3 значка Spell Resistance, у Шаб-Гората тоже 3, больше ни у кого в конфликте нет. "
         "Правильно ли я понимаю, что сверх стоимости заклинания я ничего не доплачиваю?")
    assert verdict(checker, q) == "yes"


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(both=st.integers(0, 5), cost=st.integers(1, 5), paid=st.integers(1, 7))
def test_a_russian_ask_that_tells_the_cost_in_its_lead_pays_it_when_both_resistances_are_told_at_once(checker, both,
                                                                                                   cost, paid):
    # «у меня и у соперника по 2 …»: the asker's and the opponent's alike; «кастую заклинание
    # стоимостью 3 — плачу ровно 3 силы?»: the printed cost said in the ask's lead
    q = (f"у меня и у соперника по {both} иконки сопротивления заклинаниям. кастую заклинание стоимостью {cost} — "
         f"плачу ровно {paid} силы?")
    assert verdict(checker, q) == ("yes" if paid == cost else "no")


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(own=st.integers(0, 4), enemy=st.integers(0, 4), cost=st.integers(1, 4), paid=st.integers(1, 8))
def test_the_cost_in_the_asks_lead_is_printed_and_what_follows_is_the_total_asked(checker, own, enemy, cost, paid):
    # ("casting a spell that costs 1 - i pay 2?" was No: "costs 1" was taken as the total asked)
    q = f"Yog has {enemy} spell resistance icons, I have {own}. casting a spell that costs {cost} - i pay {paid}?"
    assert verdict(checker, q) == ("yes" if paid == cost + max(0, enemy - own) else "no")


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(own=st.integers(0, 5), highest=st.integers(0, 5), cost=st.integers(1, 4))
def test_the_faction_the_asker_says_they_play_is_their_own_spell_resistance(checker, own, highest, cost):
    # "I'm Hastur with 2 …": Hastur is the asker, not an enemy whose 2 would be paid against
    q = (f"Spell Casting. I'm Hastur with {own} Spell Resistance, Yog has {highest} and Shub has 0. The spell on my "
         f"card costs {cost} Power. So I pay {cost + max(0, highest - own)} Power total?")
    assert verdict(checker, q) == "yes"
    q = q.replace(f"So I pay {cost + max(0, highest - own)}", f"So I pay {cost + max(0, highest - own) + 1}")
    assert verdict(checker, q) == "no"


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(own=st.integers(0, 5), enemy=st.integers(0, 5), cost=st.integers(1, 4), off=st.integers(-1, 1))
def test_the_sum_the_asker_makes_is_the_total_asked(checker, own, enemy, cost, off):
    # "у двух противников … по 2" is each enemy's; "2 + 1 + 1 = 4" asks the total 4, not 2
    total = cost + max(0, enemy - own)
    terms = f"{cost} + {max(0, enemy - own)}"
    q = (f"Заклинание стоит {cost} Силы. У меня Сопротивление заклинаниям {own}, у двух противников в конфликте по "
         f"{enemy}. Значит, плачу {terms} = {total + off}?")
    assert verdict(checker, q) == ("yes" if off == 0 else "no")


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(sr=st.integers(0, 5), cost=st.integers(1, 4))
def test_both_named_players_have_the_count_and_the_caster_is_one_of_them(checker, sr, cost):
    q = (f"Hastur and Yog-Sothoth both have {sr} Spell Resistance in this conflict. Hastur wants to cast a spell "
         f"printed at {cost} Power. Is it true he doesn't have to pay any extra Power on top of the {cost}?")
    assert verdict(checker, q) == "yes"


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(total=st.integers(1, 14), words=st.booleans())
def test_all_the_dice_are_rolled_exactly_up_to_ten(checker, total, words):
    n = _NUMBER_WORDS[total] if words else str(total)
    q = f"In Preparation, my unexhausted figures in the conflict add up to a Dice Roll of {n}. Do I get to roll all {n} dice?"
    assert verdict(checker, q) == ("yes" if total <= 10 else "no")


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(players=st.integers(2, 4), vp=st.integers(0, 5))
def test_a_players_vp_end_the_game_exactly_from_the_player_counts_threshold(checker, players, vp):
    q = f"{players}-player game: Shub-Gorath just broke a Seal and is now at {vp} VP. Is that enough to end the game?"
    assert verdict(checker, q) == ("yes" if vp >= players else "no")


def test_vp_of_others_untold_are_asked_back_unless_the_ask_is_whether_the_vp_told_is_enough(checker):
    told = "4 player game. I'm at 3 VP."
    s = read_game_end(told)
    assert s is not None and s.state is None
    assert [n["slot"] for n in s.needs] == ["vp.player 2", "vp.player 3", "vp.player 4"]
    # "Is the game over?" depends on the others: no verdict
    assert verdict(checker, told + " Is the game over?") is None
    # "Is that enough …?" asks of the VP told; the default is said in the reading
    assert verdict(checker, told + " Is that enough to end the game?") == "no"


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(first=st.integers(0, 4), second=st.integers(0, 4), third=st.integers(0, 4))
def test_a_list_of_vp_with_the_unit_said_once_gives_every_player_his_number(checker, first, second, third):
    q = (f"We're playing a 3-player Standard game. At the End Phase of round 3, Shub-Gorath has {first} VP, "
         f"Hastur {second} and Cthulhu {third}, and everybody still has Schemes left. Does the game end now?")
    s = read_game_end(q)
    # (the asker, "we", is one of the three named, not a fourth)
    assert s is not None and s.template is not None
    assert s.template["vp"] == {"Shub-Gorath": first, "Hastur": second, "Cthulhu": third}
    # (players tied for most at the end are asked their Seals: whether it ends does not turn on them)
    assert bool(s.needs) == (max(first, second, third) >= 3 and [first, second, third].count(max(first, second, third)) > 1)
    assert verdict(checker, q) == ("yes" if max(first, second, third) >= 3 else "no")


@pytest.mark.parametrize("told, vp", [
    ("3-player game. Hastur sits on 3 VP, Cthulhu and I have 1 each.", {"Hastur": 3, "Cthulhu": 1, "me": 1}),
    ("3-player game. I now have exactly 3 VP; the other two have 2 VP and 1 VP.", {"me": 3, "player 2": 2, "player 3": 1}),
    # ("Yog", named in full before, is Yog-Sothoth)
    ("Three of us (Cthulhu, Hastur, Yog-Sothoth). Yog has 2 VP and the other two have 0.",
     {"Yog-Sothoth": 2, "Cthulhu": 0, "Hastur": 0}),
    ("3-player game: Anna and Ben both reached 3 VP this round, I'm on 1. Anna has 3 allied Seals on the board and "
     "Ben has 2.", {"Anna": 3, "Ben": 3, "me": 1}),
    ("Играем вчетвером. У Хастура 3 ПО, у остальных по 1.", {"Хастура": 3, "player 2": 1, "player 3": 1, "player 4": 1}),
])
def test_the_vp_of_players_told_together_or_as_the_others(told, vp):
    s = read_game_end(told)
    assert s is not None and s.state is not None and s.state["vp"] == vp


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(leader=st.integers(1, 5), english=st.booleans())
def test_others_said_to_have_fewer_are_tried_below_the_leader(checker, leader, english):
    q = (f"4-player Standard game, end of round 3. Hastur has {leader} VP; nobody else is close. Does the game end now?"
         if english else
         f"Стандартная партия на 4 игрока. Конец 3-го раунда: у Хастура {leader} ПО, у остальных меньше. Игра заканчивается?")
    s = read_game_end(q)
    assert s is not None and [n["slot"] for n in s.needs] == ["vp.player 2", "vp.player 3", "vp.player 4"]
    assert all(s.open[n["slot"]] == tuple(range(leader)) for n in s.needs)
    # the game ends at 4 VP with 4 players, whatever the others have below the leader
    assert verdict(checker, q) == ("yes" if leader >= 4 else "no")


def test_a_vp_the_story_denies_is_no_vp_told():
    s = read_game_end("3-player game. I just broke my third enemy Seal, nobody else has 3 VP. Do I win?")
    assert s is not None and s.state is not None and s.state["vp"]["me"] == 3 and 3 not in [
        v for p, v in s.state["vp"].items() if p != "me"]


def test_an_untold_players_vp_is_asked_in_plain_english():
    s = read_game_end("4 player game. I'm at 3 VP and Anna has 2 VP.")
    assert s is not None
    assert [n["question"] for n in s.needs] == ["How many VP does player 3 have?", "How many VP does player 4 have?"]
    s = read_game_end("2-player game. Anna has 2 VP. Do I win?")
    assert s is not None and [n["question"] for n in s.needs] == ["How many VP do you have?"]


@pytest.mark.parametrize("seals", ["Anna and I each have 4 allied Seals on the board",
                                   "I have 5 allied Seals on the board and Anna has 4"])
def test_the_first_to_reach_the_vp_does_not_win_a_tie_for_the_most(checker, seals):
    # a tie for the most VP is broken by allied Seals (or all lose), never by who got there first
    q = (f"End Phase, 3-player game. Anna and I both reached 3 VP this round, Ben has 1. {seals}. We reckon whoever "
         "hit 3 VP first takes the win - right?")
    assert verdict(checker, q) == "no"


def test_a_tie_in_vp_and_seals_is_no_shared_victory(checker):
    q = ("Играем вчетвером. В конце раунда у меня и у Лены по 4 ПО, и печатей на поле у нас тоже поровну — по три. "
         "Разве мы не делим победу?")
    assert verdict(checker, q) == "no"


def test_a_player_with_no_scheme_left_ends_the_game_whatever_the_vp(checker):
    q = ("End Phase. Nobody is anywhere near the VP threshold, but Shub-Gorath has no Schemes left that she hasn't "
         "already used this game. Is the game over now?")
    assert verdict(checker, q) == "yes"


def test_initiative_is_read_per_player_with_pronouns_and_last_round():
    s = read_turn_order("Eldritch Scheme Phase, round 3: Anna and I both revealed Schemes with Initiative 3. "
                        "Last round I had Initiative 2 and she had 5.")
    assert s is not None and s.state == {"initiative": {"Anna": 3, "me": 3}, "previous_initiative": {"me": 2, "Anna": 5}}
    s = read_turn_order("I reveal Initiative 2, Mia 4 and Joe 6, so I'm the 1st player.")
    assert s is not None and s.state == {"initiative": {"me": 2, "Mia": 4, "Joe": 6}, "previous_initiative": {}}


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(mine=st.integers(1, 6), hers=st.integers(1, 6), my_last=st.integers(1, 6), her_last=st.integers(1, 6))
def test_who_goes_first_follows_initiative_then_last_rounds_on_a_tie(checker, mine, hers, my_last, her_last):
    q = (f"I revealed Initiative {mine} and Anna revealed Initiative {hers}. Last round I had Initiative {my_last} "
         f"and she had {her_last}. Do I go first?")
    if mine != hers:
        assert verdict(checker, q) == ("yes" if mine < hers else "no")
    elif my_last != her_last:
        # on a tie the one who had the lower Initiative last round goes later
        assert verdict(checker, q) == ("yes" if my_last > her_last else "no")
    else:
        assert verdict(checker, q) is None  # the tie cannot be broken: no order, no verdict


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(mine=st.integers(1, 6), hers=st.integers(1, 6), my_last=st.integers(1, 6), her_last=st.integers(1, 6),
       after=st.booleans())
def test_going_after_or_before_her_is_the_order_asked_the_other_way_round(checker, mine, hers, my_last, her_last,
                                                                             after):
    # "Shub says the tie means I go after her this round. Is she right?": "her" is the one other player
    q = (f"I revealed Initiative {mine} and Shub-Gorath revealed Initiative {hers}. Last round I had Initiative "
         f"{my_last} and Shub had {her_last}. Shub says I go {'after' if after else 'before'} her this round. Is she "
         "right?")
    if mine == hers and my_last == her_last:
        assert verdict(checker, q) is None
        return
    i_go_first = mine < hers if mine != hers else my_last > her_last
    assert verdict(checker, q) == ("yes" if i_go_first != after else "no")


def test_the_answer_runs_the_rule_and_quotes_it(client):
    res = client.post("/v1/ask", json={"question": "Spell Casting: my Spell Resistance is 1, Yog-Sothoth (the only "
                                                    "enemy in the conflict) has 3. The spell on my card costs 2 Power. "
                                                    "How much Power do I actually pay?"}).json()
    assert res["game"] == GAME and res["verdict"] is None
    assert res["check"]["kind"] == "spell-cost" and res["check"]["result"] == {"cost": 4}
    assert res["reading"]["state"] == {"printed_cost": 2, "spell_resistance": 1, "enemy_spell_resistance": [3]}
    assert any(step["rule"] == "ooo.spell.cost" and step["citation"]["quote"] for step in res["check"]["trace"])
    assert "4" in res["answer"]


def test_both_binds_the_players_of_its_own_part_of_the_sentence():
    s = read_turn_order("Anna and Ben both revealed Schemes with Initiative 4 and I revealed one with Initiative 6. "
                        "Last round Anna's Initiative was 2 and Ben's was 5.")
    assert s is not None and s.state == {"initiative": {"Anna": 4, "Ben": 4, "me": 6},
                                         "previous_initiative": {"Anna": 2, "Ben": 5}}


def test_a_confirmation_asked_of_a_negative_clause_is_answered_for_that_clause(checker):
    # "Is it true that I pay no extra?" — yes when nobody has more Spell Resistance
    q = ("Этап Spell Casting. У меня 3 Spell Resistance, и у Хастура тоже 3 — это самое высокое значение среди моих "
         "противников в конфликте. Правда ли, что я не доплачиваю никакой лишней Power сверх стоимости, напечатанной "
         "на заклинании?")
    assert verdict(checker, q) == "yes"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(fractures=st.integers(0, 5), dial=st.integers(0, 3), unit=st.integers(0, 3), told_as_damage=st.booleans())
def test_psychic_damage_is_all_blocked_exactly_when_power_spent_and_unit_power_cover_it(checker, fractures, dial, unit,
                                                                                        told_as_damage):
    suffered = f"I take {fractures} Psychic Damage" if told_as_damage else f"The area has {fractures} Fractures"
    q = (f"Attrition. {suffered}. I've got {dial} Power on my dial and an unexhausted Beastman with Power {unit}. "
         "Can I spend the Power and exhaust the Beastman to block it all, so I lose nothing?")
    assert verdict(checker, q) == ("yes" if dial + unit >= fractures else "no")


def test_psychic_damage_without_the_figures_in_the_conflict_is_not_run(checker):
    # what is destroyed depends on the figures: none told, no reading — and no verdict
    q = "Attrition: 2 Fractures, 1 Power on my dial. Can I spend the Power and exhaust my units to block it all?"
    assert read(q) is not None and verdict(checker, q) is None


@pytest.mark.parametrize("question, verdict", [
    # the most Power casts first, whoever invaded (an exception to conflict order)
    ("In Spell Casting Hastur has 5 Power and I have 7 Power. Hastur is the Invader. Does Hastur cast first?", "no"),
    ("Spell Casting now: Hastur has 5 Power and I have 7 Power. Do I cast first?", "yes"),
    ("Ктулху напал на Хастура. Перед сотворением заклинаний у Хастура 6 Силы, а у Ктулху 4. Верно ли, что первым "
     "колдовать будет Хастур?", "yes"),
    # a tie the book does not break gives no verdict
    ("Spell Casting: Hastur has 4 Power and Cthulhu has 4 Power. Does Hastur cast first?", None),
])
def test_spell_casting_starts_with_the_most_power(client, question, verdict):
    r = client.post("/v1/ask", json={"question": question, "game": "old-ones-origins"}).json()
    assert r["verdict"] == verdict and r["reading"]["kind"] == "spell-order"


@pytest.mark.parametrize("told, claim, want", [
    ("one more than mine", 2, "yes"), ("one more than mine", 1, "no"),
    ("the same as mine", 1, "yes"), ("two more than mine", 3, "yes"),
])
def test_an_enemy_resistance_told_against_the_askers_and_a_total_the_story_concludes(checker, told, claim, want):
    # printed 1 + (enemy - mine): "one more than mine" is 3 against 2
    q = (f"My spell's printed cost is 1. My Spell Resistance is 2 and Yog-Sothoth's is {told}. "
         f"That makes it {claim} Power total. Fine?")
    assert verdict(checker, q) == want


@pytest.mark.parametrize("enemy, verdict", [(3, "yes"), (2, "yes"), (4, "no")])
def test_a_conclusion_after_so_is_the_ask_and_what_comes_before_it_is_told(client, enemy, verdict):
    # "My spell's printed cost is 2 Power, so 2 Power is all I pay, right?": 2 plus the
    # difference when the enemy's Spell Resistance is higher
    q = (f"I (Cthulhu) have 3 Spell Resistance and Hastur has {enemy}; he's the only enemy in the conflict. My spell's "
         f"printed cost is 2 Power, so 2 Power is all I pay, right?")
    r = client.post("/v1/ask", json={"question": q, "game": "old-ones-origins"}).json()
    assert r["verdict"] == verdict
    assert "(Cthulhu)" in r["answer"]  # the reading line quotes the story as told


@pytest.mark.parametrize("power, verdict", [(3, "no"), (4, "yes")])
def test_an_enemy_named_first_in_its_clause_with_where_before_its_verb_is_an_enemy(client, power, verdict):
    # "Hastur in this conflict has 3": Hastur's, not the asker's; 2 + (3 - 1) = 4 to pay
    q = (f"Spell Casting: my spell's printed cost is 2 Power. My Spell Resistance is 1; Hastur in this conflict has 3 "
         f"and Yog-Sothoth has 2. I have {power} Power on my dial and no units left to exhaust. Can I cast it?")
    r = client.post("/v1/ask", json={"question": q, "game": "old-ones-origins"}).json()
    assert r["verdict"] == verdict


@pytest.mark.parametrize("asked, verdict", [("Hastur", "yes"), ("Cthulhu", "no")])
def test_last_rounds_initiative_told_without_the_word_breaks_the_tie(client, asked, verdict):
    # "Last round Cthulhu had 2 and Hastur had 4": the lower previous Initiative goes later
    q = ("Round 2 Scheme phase: Cthulhu and Hastur both revealed Schemes with Initiative 3. Last round Cthulhu had 2 "
         f"and Hastur had 4. So {asked} goes first, right?")
    r = client.post("/v1/ask", json={"question": q, "game": "old-ones-origins"}).json()
    assert r["verdict"] == verdict


def test_players_tied_in_one_breath_keep_the_order_they_were_told_in():
    # (a set gave them in hash order: "Turn order: Cthulhu, Hastur" on one run, the reverse on the next)
    for told in (["Hastur", "Cthulhu"], ["Cthulhu", "Hastur"]):
        s = read_turn_order(f"{told[0]} and {told[1]} both revealed Schemes with Initiative 3.")
        assert s is not None and s.state is not None
        assert list(s.state["initiative"]) == told


@pytest.mark.parametrize("asked, verdict", [("So Hastur goes first this round, right?", "no"),
                                            ("So Yog goes first this round, right?", "yes"),
                                            # (a Great Old One opening the ask is a player too)
                                            ("Yog-Sothoth goes before Hastur, right?", "yes"),
                                            ("Hastur goes before Yog, right?", "no")])
def test_a_player_named_again_in_short_is_the_same_player(client, asked, verdict):
    # "Yog-Sothoth … Yog had 5": one player; the tie goes against the lower Initiative last round
    q = ("Scheme phase, round 3: Hastur and Yog-Sothoth both revealed Initiative 2. Last round Hastur had 3 and Yog had "
         f"6. {asked}")
    r = client.post("/v1/ask", json={"question": q, "game": "old-ones-origins"}).json()
    assert r["verdict"] == verdict


@pytest.mark.parametrize("question", [
    # a player told without the word Initiative is left out of the order read: no one is surely first
    "Round 3: Yog-Sothoth revealed Initiative 2, Hastur revealed 1. Does Yog go first?",
])
def test_turn_order_is_not_judged_on_players_it_could_not_read(client, question):
    r = client.post("/v1/ask", json={"question": question, "game": "old-ones-origins"}).json()
    assert r["verdict"] is None


def test_a_capitalised_word_of_the_setting_is_no_player_left_out_of_the_order():
    # "a Standard game with Avatars" names no player: the order told is read
    s = read_turn_order("Three players, round 3 of a Standard game with Avatars. Anna and Ben both revealed Schemes "
                        "with Initiative 4 and I revealed one with Initiative 6. Last round Anna's Initiative was 2 and "
                        "Ben's was 5.")
    assert s is not None and s.state is not None and s.state["initiative"] == {"Anna": 4, "Ben": 4, "me": 6}


@pytest.mark.parametrize("mine, hers, verdict", [(1, 4, "no"), (4, 1, "yes")])
def test_a_faction_in_brackets_is_its_players_and_last_round_is_told_on(client, mine, hers, verdict):
    # "Ana (Cthulhu) and I (Hastur)": two players, not four; "Last round Ana had 4 | and I had
    # 1" both last round's — on a tie, the lower last round goes later
    q = (f"This round Ana (Cthulhu) and I (Hastur) both revealed Schemes with Initiative 5. Last round Ana had {hers} "
         f"and I had {mine}. Do I go first this round?")
    r = client.post("/v1/ask", json={"question": q, "game": "old-ones-origins"}).json()
    assert r["reading"]["state"] == {"initiative": {"Ana": 5, "me": 5}, "previous_initiative": {"Ana": hers, "me": mine}}
    assert r["verdict"] == verdict


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(yog=st.integers(0, 5), hastur=st.integers(0, 5), russian=st.booleans())
def test_everyone_loses_exactly_when_the_players_tied_for_most_vp_tie_on_allied_seals(checker, yog, hastur, russian):
    # asked whether Azathoth awakens, the engine's tie-breaks answer, not the rule's wording
    # ("all players can lose the game" said Yes whatever the Seals)
    q = (f"Игра на троих, фаза конца: у Йог-Сотота и Хастура по 3 ПО, у Ктулху 1 ПО. У Йога {yog} своих печатей на "
         f"поле, у Хастура {hastur}. Все проигрывают?" if russian else
         f"3-player game, End Phase: Yog-Sothoth and Hastur both have 3 VP, Cthulhu has 1 VP. Yog has {yog} allied "
         f"Seals on the board and Hastur {hastur}. Does everyone lose to Azathoth?")
    assert verdict(checker, q) == ("yes" if yog == hastur else "no")


@pytest.mark.parametrize("question", [
    "3-player game, End Phase: Yog-Sothoth and Hastur both have 3 VP, Cthulhu has 1 VP. Does everyone lose?",
    "3-player game, End Phase: Yog-Sothoth and Hastur both have 3 VP, Cthulhu has 1 VP. Who wins?",
    "3-player game, End Phase: Yog-Sothoth and Hastur both have 3 VP, Cthulhu has 1 VP. Does Hastur win?",
])
def test_players_tied_for_most_vp_are_asked_their_seals_never_taken_to_have_none(checker, question):
    # (the tie-break compared untold Seals as 0 each: "all players lose" on no Seals told)
    reading = read(question)
    snap = checker.snapshot(GAME, question, reading, reading.lang, Conversation("t"), None, None)
    d = snap.decision(reading)
    assert d.verdict is None
    assert [n["slot"] for n in d.needs] == ["seals_on_board.Yog-Sothoth", "seals_on_board.Hastur"]


@pytest.mark.parametrize("told, more, want", [
    ("Yog has more allied Seals on the board", "Yog", "no"),
    ("Hastur has more Seals than Yog-Sothoth", "Hastur", "no"),
])
def test_more_allied_seals_told_without_a_number_breaks_the_tie(checker, told, more, want):
    q = f"3-player game, End Phase: Yog-Sothoth and Hastur both have 3 VP, Cthulhu 1. {told}. Does everyone lose?"
    assert verdict(checker, q) == want
    assert verdict(checker, q.replace("Does everyone lose?", f"Does {more} win?")) == "yes"


def test_both_binds_only_the_number_it_is_said_with():
    # "…both have 3 VP, Cthulhu has 1 VP": Cthulhu's 1 is not the other two's
    s = read_game_end("3-player game, End Phase: Yog-Sothoth and Hastur both have 3 VP, Cthulhu has 1 VP, "
                      "Yog has 4 allied Seals and Hastur also has 2.")
    assert s is not None and s.state is not None
    assert s.state["vp"] == {"Yog-Sothoth": 3, "Hastur": 3, "Cthulhu": 1}
    assert s.state["seals_on_board"] == {"Yog-Sothoth": 4, "Hastur": 2}


@pytest.mark.parametrize("question", [
    "End Phase of our 3-player game: Hastur and Cthulhu both have 3 VP, and each has exactly 2 allied Seals on the "
    "board. So we all lose?",
    "Игра на четверых, фаза конца раунда: у Хастура и у Ктулху по 4 ПО, у остальных меньше, и у обоих по 3 своих "
    "Печати на поле. Правда ли, что не побеждает никто и все проигрывают?",
])
def test_a_tie_asked_about_is_a_tie_for_the_lead_and_nobody_wins_is_not_turned(checker, question):
    # the players not told are tried below the tied ones (said in the reading); "не побеждает
    # никто" is what is asked, not a denial of it
    reading = read(question)
    snap = checker.snapshot(GAME, question, reading, reading.lang, Conversation("t"), None, None)
    assert snap.decision(reading).verdict == "yes"
    assert snap.situation is not None and any("fewer than the players tied" in a for a in snap.situation.assumed) \
        == ("3-player" in question)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(figures=st.integers(1, 4), others=st.integers(0, 2), words=st.booleans())
def test_a_defender_may_surrender_exactly_with_one_figure_in_a_conflict_of_two(checker, figures, others, words):
    # the surrender check runs on what the story says: the figures of the one asked about,
    # and every player the story puts in the area (the invader, each with figures there)
    count = _NUMBER_WORDS[figures] if words else str(figures)
    rest = {0: "Nobody else has figures there.", 1: "Hastur has 2 figures there too.",
            2: "Hastur has 2 figures there and Yog-Sothoth has 3."}[others]
    q = (f"Shub-Gorath invades an area where Cthulhu has just {count} figure{'s' if figures > 1 else ''}. {rest} "
         "Can Cthulhu surrender and take the Wild Resource?")
    assert verdict(checker, q) == ("yes" if figures == 1 and others == 0 else "no")


@pytest.mark.parametrize("question, want", [
    # the one asked about in a pronoun, a unit named with "only", a two-player game
    ("2 player game, I'm Cthulhu and I just invaded an area where my friend (Yog) has only his Watcher from Beyond "
     "standing. nobody else is in there. he says he'd rather surrender than fight it out. is he allowed to do that?",
     "yes"),
    ("Shub invaded my area. it's only me and Shub in the conflict and I have just my Watcher from Beyond there. can I "
     "surrender and take the wild resource instead of fighting?", "yes"),
    # "can't" asked: whether he may not
    ("Cthulhu starts a Conflict in an area where Hastur has just 1 figure and Yog-Sothoth has 3 figures. Is it true "
     "that Hastur can't surrender this Conflict?", "yes"),
    ("Three of us are in this conflict and I'm defending with a single figure. Can I still surrender and take the "
     "Wild Resource?", "no"),
    ("Я вторгся, в спорной зоне только мы вдвоём. Хастур хочет сдаться, у него там 2 фигуры. Может ли он сдаться?", "no"),
    # the participants counted in words: "there were three of us", «нас было трое»
    ("I invaded a contested world, so there were three of us. I'm defending nothing; Hastur has a single figure "
     "there. Can Hastur surrender?", "no"),
    ("Я напал на спорную область, нас было трое. У Хастура там одна фигура. Может ли Хастур сдаться?", "no"),
    # a list of figures: a unit and an Outpost are two
    ("I invaded, it's just me and Hastur in the conflict. He's got a unit and an Outpost in that area. He wants to "
     "surrender and grab a Wild Resource. Can he?", "no"),
])
def test_a_surrender_asked_is_run_on_the_conflict_the_story_tells(checker, question, want):
    assert verdict(checker, question) == want


def test_a_surrender_whose_conflict_is_not_told_asks_how_many_took_part(checker):
    # one figure told, nothing of who else is in the area: the answer turns on it
    q = "Shub-Gorath invaded my area and I only have a single Beastman there. Can I surrender?"
    reading = read(q)
    snap = checker.snapshot(GAME, q, reading, reading.lang, Conversation("t"), None, None)
    d = snap.decision(reading)
    assert d.verdict is None and [n["slot"] for n in d.needs] == ["participants"]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(own=st.integers(0, 5), hastur=st.integers(0, 5), shub=st.integers(0, 5), cost=st.integers(1, 5))
def test_the_printed_cost_is_all_that_is_paid_exactly_when_no_enemy_has_more_spell_resistance(checker, own, hastur,
                                                                                               shub, cost):
    # three participants; "Is N Power all I have to pay?" asks the total, not whether paying is a duty
    q = (f"Three-way conflict: my Spell Resistance is {own}, Hastur's is {hastur} and Shub-Gorath's is {shub}. The "
         f"spell on my card costs {cost} Power. Is {cost} Power all I have to pay?")
    assert verdict(checker, q) == ("yes" if max(hastur, shub) <= own else "no")


def test_a_duty_said_of_a_total_is_not_the_modality_asked():
    from service.reading import asked_modality
    assert asked_modality("Is 3 Power all I have to pay?", "en") == "occurrence"
    assert asked_modality("Это всё, что мне нужно заплатить?", "ru") == "occurrence"
    assert asked_modality("Do I have to pay 3 Power?", "en") == "obligation"


@pytest.mark.parametrize("hastur, verdict", [(2, "yes"), (1, "yes"), (3, "no")])
@pytest.mark.parametrize("nothing_extra", ["nothing extra, right?", "without paying anything extra?"])
def test_nothing_extra_said_as_a_noun_asks_whether_the_printed_cost_is_all(client, hastur, verdict, nothing_extra):
    # tied or ahead on Spell Resistance: no extra Power (ooo.spell.cost)
    r = client.post("/v1/ask", json={"game": "old-ones-origins", "question":
                                     f"Spell casting step. Hastur has {hastur} Spell Resistance icons, I'm Yog and I "
                                     f"have 2, nobody else in the fight. So I just pay the printed Power cost, "
                                     f"{nothing_extra}"}).json()
    assert r["verdict"] == verdict


@pytest.mark.parametrize("mine, shub, verdict", [(3, 2, "no"), (2, 3, "yes"), (2, 2, "yes")])
def test_another_player_asked_of_as_the_caster_pays_against_the_askers_resistance(client, mine, shub, verdict):
    # Shub's spell: extra Power only when the asker's Spell Resistance is higher than Shub's
    r = client.post("/v1/ask", json={"game": "old-ones-origins", "question":
                                     f"I have {mine} Spell Resistance icons and Shub has {shub}. Does Shub cast its "
                                     "spells without paying any more Power than printed?"}).json()
    assert r["verdict"] == verdict


def test_figures_broken_down_in_brackets_are_the_count_before_them(client):
    r = client.post("/v1/ask", json={"game": "old-ones-origins", "question":
                                     "Shub invaded my area, it's only the two of us in the conflict. I've got 2 figures "
                                     "there (one unit plus an outpost). Can I surrender?"}).json()
    assert r["verdict"] == "no" and r["reading"]["state"]["defender_figures"] == 2


def test_my_nth_vp_is_the_askers_count_whoever_the_sentence_names_before_it(client):
    r = client.post("/v1/ask", json={"game": "old-ones-origins", "question":
                                     "3-player standard game, round 2. I just broke Hastur's seal and that's my 2nd VP, "
                                     "nobody else has more than 1. Does that end the game?"}).json()
    assert r["verdict"] == "no" and r["reading"]["state"]["vp"]["me"] == 2


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(theirs=st.integers(0, 5), mine=st.integers(0, 5))
def test_a_great_old_one_typed_in_lower_case_is_a_player(client, theirs, mine):
    # "yog and me (hastur)": Yog-Sothoth is an enemy in the conflict, the asker is Hastur;
    # the spell costs its printed 2 plus how far the highest enemy Spell Resistance is above the caster's
    q = (f"yog has {theirs} spell resistance icons and I (hastur) have {mine}. i'm casting a spell that costs 2 power. "
         "so i just pay the 2, no extra, right?")
    r = client.post("/v1/ask", json={"question": q, "game": "old-ones-origins"}).json()
    assert r["verdict"] == ("yes" if theirs <= mine else "no")


@pytest.mark.parametrize("nth, before, verdict", [(2, 1, "yes"), (1, 1, "no"), (1, 2, "yes"), (2, 0, "no")])
def test_an_ordinal_of_the_round_adds_to_the_vp_told_before_the_round(client, nth, before, verdict):
    # "my 2nd enemy Seal of the round" is 2 VP this round (1 per enemy Seal), on top of the VP
    # told as they were before it; 3 VP end a 3-player game
    r = client.post("/v1/ask", json={"game": "old-ones-origins", "question":
                                     f"3-player game. This round I broke my {['1st', '2nd'][nth - 1]} enemy Seal of the "
                                     f"round; before this round I already had {before} VP. The others have 0 VP. In "
                                     "the End Phase, do I win?"}).json()
    assert r["verdict"] == verdict and r["reading"]["state"]["vp"]["me"] == before + nth


def test_vp_told_before_the_round_of_a_player_who_broke_no_seal_in_it_stand(client):
    # Hastur's 3 VP stand; 2 + 1 ties them, and Hastur has more allied Seals
    r = client.post("/v1/ask", json={"game": "old-ones-origins", "question":
                                     "3-player game. Before this round I had 2 VP and Hastur had 3 VP. I broke my 1st "
                                     "enemy Seal this round, and Hastur has more allied Seals on the board. Do I win the "
                                     "game?"}).json()
    assert r["verdict"] == "no"
    assert {"text": "Before this round I had 2 VP and Hastur had 3 VP.", "slot": "vp",
            "value": {"Hastur": "3 before this round"}} in r["reading"]["facts"]
