"""Rise of Myths' end of a Combat told in words: a Character at 0 Sanity when the last Enemy
falls regains 1 and play goes on; at 0 Sanity at the end of a round with Enemies left, the
game is lost. The round-end engine decides, from the Sanity, Health, Enemies and round told;
what is not told is asked, or tried at every value when the answer does not turn on it."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kb.game import discover
from kb.games.rise_of_myths.reading import read_round_end

CHARACTERS = ["Seer", "Detective", "Sorcerer", "Possessed"]


def _ask(client, question: str) -> dict:
    return client.post("/v1/ask", json={"question": question, "game": "rise-of-myths"}).json()


@pytest.mark.parametrize("ask, verdict", [
    ("Does the game keep going?", "yes"),
    ("Do we lose the game?", "no"),
    ("Does she get 1 Sanity back?", "yes"),
    ("We don't lose here, right?", "yes"),
])
def test_zero_sanity_when_the_last_enemy_falls_goes_on_with_1_sanity_regained(client, ask, verdict):
    r = _ask(client, f"Mid-turn the Seer's Sanity hit 0, and right after that the Detective killed the last Bandog "
                     f"in the fight. {ask}")
    assert r["verdict"] == verdict and r["reading"]["kind"] == "round-end"
    # the Health it was not told is said to be taken as above 0, not assumed silently
    assert any(f["slot"] == "assumed" and "Seer" in f["text"] and "Health" in f["text"] for f in r["reading"]["facts"])
    # the round not told is tried at every round (the answer does not turn on it); told, the
    # run is shown, the regained Sanity a step of it with its rule
    assert r["check"] is None and any(f["slot"] == "untold" for f in r["reading"]["facts"])
    r = _ask(client, f"Round 3. Mid-turn the Seer's Sanity hit 0, and right after that the Detective killed the last "
                     f"Bandog in the fight. {ask}")
    assert r["verdict"] == verdict
    assert "rom.defeat.insanity" in [step["rule"] for step in r["check"]["trace"]]


def test_a_denial_the_ask_makes_of_the_loss_is_what_it_asks(client):
    r = _ask(client, "Третий раунд, у Провидицы 0 Рассудка. Детектив добил последнего врага прямо в ход персонажей. "
                     "Правда ли, что это не поражение?")
    assert r["verdict"] == "yes" and r["reading"]["state"]["round"] == 3
    r = _ask(client, "Round 3. The Seer's Sanity hit 0 and the Detective killed the last enemy. Did we lose the game?")
    assert r["verdict"] == "no"


def test_told_in_russian_the_same_is_read():
    s = read_round_end("Посреди раунда у Провидицы рассудок упал до 0, но в этом же раунде мы добили последнего "
                       "врага. Игра продолжается?")
    assert s is not None and s.template is not None
    assert s.template["enemies_remaining"] == 0 and s.template["characters"] == [
        {"name": "Seer", "health": None, "sanity": 0}]


@settings(max_examples=30, deadline=None)
@given(who=st.sampled_from(CHARACTERS), sanity=st.integers(0, 3), left=st.integers(1, 3), round_=st.integers(1, 5))
def test_at_the_end_of_a_round_with_enemies_left_the_game_is_lost_exactly_at_0_sanity(client, who, sanity, left,
                                                                                      round_):
    # (the other Character's Sanity told too: it is never assumed)
    other = next(c for c in CHARACTERS if c != who)
    r = _ask(client, f"It's the end of round {round_}. The {who}'s Sanity dropped to {sanity} and the {other} is at "
                     f"5 Sanity, with {left} Enemies still left. Do we lose the game?")
    assert r["verdict"] == ("yes" if sanity == 0 else "no")


def test_sanity_not_told_is_asked_when_the_answer_turns_on_it(client):
    r = _ask(client, "It's the end of round 2. The Seer dropped to 0 Sanity, the Detective too, and 2 Enemies are "
                     "still left. The Sorcerer is at 4 Health. Do we lose the game?")
    assert r["verdict"] == "yes"  # the Seer at 0 loses it, whatever the Sorcerer's Sanity
    r = _ask(client, "It's the end of round 2. The Seer is at 3 Sanity and the Sorcerer at 4 Health, with 2 Enemies "
                     "still left. The Detective's Health hit 0. Do we lose the game?")
    assert r["verdict"] == "yes"  # 0 Health ends it at once
    s = read_round_end("It's the end of round 2. The Seer is at 0 Health and the Sorcerer at 4 Health, with 2 Enemies "
                       "still left. Do we lose?")
    assert s is not None and {n["slot"] for n in s.needs} == {"characters[0].sanity", "characters[1].sanity"}


def test_a_story_without_a_combat_end_is_not_this_kind():
    assert read_round_end("The Seer dropped to 0 Sanity while exploring the map. Is that game over?") is None
    # (a Combat's end with no Character's Sanity told leaves the lowest Sanity open, not assumed)
    s = read_round_end("We killed the last Enemy. Do we win?")
    assert s is not None and [n["slot"] for n in s.needs] == ["round", "characters[0].sanity"]



def test_a_position_in_words_is_not_judged_by_the_round_end_kind(games):
    # the kind says what happens (goes on, lost), not which step was illegal: it reads a
    # question's story, never a position it could call legal
    rom = discover({"rise-of-myths": games["rise-of-myths"].documents})["rise-of-myths"]
    told = "End of round 6. The Seer has 0 Sanity and 1 Enemy is still left. We played on into round 7."
    assert "round-end" in [s.kind for s in rom.readings(told)]
    assert "round-end" not in [s.kind for s in rom.readings(told, positions=True)]


@pytest.mark.parametrize("story, verdict", [
    ("Провидица в свой ход упала до 0 рассудка, но в этот же ход мы добили последнего врага в бою.", "yes"),
    # (the end of a round with Enemies left, told as Russian puts it: the verb first)
    ("Конец 2-го раунда, у Провидицы 0 рассудка, осталось 2 врага.", "no"),
])
def test_every_outcome_the_ask_says_must_hold(client, story, verdict):
    # «Поражения ведь нет»: the loss denied after its word is what is asked; and the Sanity
    # regained and play going on are asked with it — all three hold only when the last Enemy fell
    r = _ask(client, f"{story} Поражения ведь нет — она просто получает обратно 1 рассудок и играем дальше, верно?")
    assert r["verdict"] == verdict and r["reading"]["kind"] == "round-end"


def test_a_characters_health_loss_is_not_the_games_loss(client):
    # "the 1 health loss" is the Possessed's Health, not the game lost: the rule of the Insane
    # Possessed who defeated the last Enemy answers (she loses no Health), not the round's end
    r = _ask(client, "The Possessed is at 4 sanity so she's Insane. On her turn she finished off the last enemy of the "
                     "encounter. So she skips the 1 health loss at the end of her turn, right?")
    assert r["verdict"] == "yes"
    assert r["rules"][0]["id"] == "rom.sanity.possessed-victory"


@pytest.mark.parametrize("sanity, ask, verdict", [
    # each outcome in its own clause's polarity: not lost, and not won either, while Enemies remain
    (2, "Not a loss, and we don't win yet either, right?", "yes"),
    (2, "The game goes on, we didn't win yet, right?", "yes"),
    (2, "The game goes on and we're not lost, right?", "yes"),
    (0, "The game goes on and we're not lost, right?", "no"),
    (2, "Игра продолжается, но мы пока не выиграли, так?", "yes"),
])
def test_each_outcome_is_asked_in_the_polarity_its_own_clause_says(client, sanity, ask, verdict):
    r = _ask(client, f"End of round 3, the Detective's sanity is {sanity} and 2 enemies remain. {ask}")
    assert r["verdict"] == verdict


@pytest.mark.parametrize("ask, verdict", [
    ("We didn't lose, and she doesn't regain any sanity, right?", "no"),  # she regains 1
    ("We don't lose the game here: she gets 1 Sanity back and we keep going, right?", "yes"),
    # "X or Y?": a yes or no answers the first (it is no defeat), never a rule read off one side
    ("Is it a defeat, or does she regain 1 sanity?", None),
])
def test_outcomes_asked_together_after_the_last_enemy_fell(client, ask, verdict):
    r = _ask(client, f"The Seer is at 0 sanity and we killed the last enemy. {ask}")
    assert r["verdict"] == verdict


def test_the_first_of_two_outcomes_put_as_a_choice_is_what_a_yes_or_no_answers(client):
    r = _ask(client, "У Провидицы 0 рассудка, мы добили последнего врага. Это поражение или она восстанавливает 1 рассудок?")
    assert r["verdict"] == "no" and r["reading"]["kind"] == "round-end"
    r = _ask(client, "Конец 2-го раунда, у Провидицы 0 рассудка, осталось 2 врага. Это поражение или она восстанавливает "
                     "1 рассудок?")
    assert r["verdict"] == "yes"


@pytest.mark.parametrize("question", [
    # the question's own negative auxiliary asks the positive, for every outcome it says
    "End of round 3, the Seer is at 0 Sanity and we just defeated the last enemy. Doesn't she regain 1 Sanity and "
    "we keep playing?",
    "End of round 3, the last enemy is dead, Sorcerer at 0 Sanity. Isn't it true that he regains 1 Sanity and we "
    "won the combat?",
    # the last Enemy told fallen in fewer words
    "End of round 3, Seer at 0 Sanity, last enemy defeated. Did we win the combat?",
    "The last enemy just died at the end of round 4 and the Seer is at 0 Sanity. We're not lost — she regains 1 "
    "Sanity and we play on?",
])
def test_zero_sanity_as_the_last_enemy_falls_asked_in_more_ways(client, question):
    r = _ask(client, question)
    assert r["verdict"] == "yes" and r["reading"]["kind"] == "round-end"


@pytest.mark.parametrize("left, verdict", [
    # none left said as none: the last Enemy fell, so 0 Sanity is no defeat
    ("врагов больше нет", "no"), ("врагов не осталось", "no"), ("осталось 2 врага", "yes"),
])
def test_no_enemies_left_told_as_none_is_the_last_one_fallen(client, left, verdict):
    r = _ask(client, f"Конец 4-го раунда, у Провидицы 0 рассудка, {left}. Мы проиграли?")
    assert r["verdict"] == verdict and r["reading"]["kind"] == "round-end"


def test_no_enemies_left_in_english_is_read_too():
    for told in ("no enemies are left", "all enemies are dead"):
        s = read_round_end(f"End of round 4, the Seer is at 0 Sanity and {told}.")
        assert s is not None and s.template is not None and s.template["enemies_remaining"] == 0


@pytest.mark.parametrize("told, ask, verdict", [
    ("End of round 4, no one is at 0 Sanity, 3 Enemies still in play.", "Does the game keep going?", "yes"),
    ("End of round 4, no one is at 0 Sanity, 3 Enemies still in play.", "We lose, right?", "no"),
    ("Round 2 ends; everybody's Sanity is above zero and 1 Enemy is left.", "Are we still in it?", "yes"),
    ("Конец 3-го раунда, ни у кого нет 0 рассудка, осталось 2 врага.", "Мы проиграли?", "no"),
    # (round 6 ends with Enemies in play: a failure whatever the Sanity)
    ("End of round 6, no one is at 0 Sanity, 1 Enemy left.", "Do we lose?", "yes"),
])
def test_no_character_at_0_sanity_told_of_them_all_is_run(client, told, ask, verdict):
    r = _ask(client, f"{told} {ask}")
    assert r["verdict"] == verdict and r["reading"]["kind"] == "round-end"
    # (the Sanity run is said, not taken silently)
    assert any(f["slot"] == "assumed" and "above 0" in f["text"] for f in r["reading"]["facts"])


def test_no_sanity_told_is_tried_at_every_value_or_asked(client):
    # the last Enemy fell: a success whatever anyone's Sanity
    r = _ask(client, "End of round 6, and we just beat the last enemy during that round. Does that end the game in a loss?")
    assert r["verdict"] == "no" and r["reading"]["kind"] == "round-end"
    # Enemies left in round 3: it turns on whether a Sanity is 0 — asked, not assumed
    r = _ask(client, "End of round 3, 2 enemies left. Do we lose?")
    assert r["verdict"] is None and [n["slot"] for n in r["needs"]] == ["characters[0].sanity"]


def test_a_loss_denied_beside_going_on_is_asked_denied(client):
    r = _ask(client, "End of round 5, Seer at 0 Sanity, last enemy dead. Wouldn't we keep playing and not lose?")
    assert r["verdict"] == "yes"
    r = _ask(client, "End of round 5, Seer at 0 Sanity, 1 enemy left. We keep playing and don't lose, right?")
    assert r["verdict"] == "no"


@pytest.mark.parametrize("ask, verdict", [
    # (a regained Sanity denied within its own words, the Character told «на 0 рассудка»)
    ("Поражения нет, и рассудок она не восстанавливает, так?", "no"),
    ("Поражения нет, и она восстанавливает рассудок, так?", "yes"),
])
def test_a_sanity_regained_is_read_in_its_own_clauses_polarity_in_russian(client, ask, verdict):
    r = _ask(client, f"Провидица на 0 рассудка, мы добили последнего врага. {ask}")
    assert r["verdict"] == verdict and r["reading"]["kind"] == "round-end"


@pytest.mark.parametrize("told, verdict", [
    # "nobody at 0 Sanity" with one named as the exception: that one is at 0
    ("End of round 3, one Enemy left, nobody's at 0 Sanity except the Seer.", "yes"),
    ("Конец раунда 3, остался один враг, ни у кого нет 0 рассудка, кроме Провидицы.", "yes"),
    ("End of round 2, two Enemies alive. The Seer has no Sanity left.", "yes"),
    # (above 0 Health is no Sanity told: what is lost turns on the Sanity, asked)
    ("End of round 3, 2 enemies left, all of us are above 0 Health.", None),
])
def test_a_blanket_none_at_0_sanity_is_not_read_past_what_else_the_story_tells(client, told, verdict):
    assert _ask(client, f"{told} Do we lose?")["verdict"] == verdict


@pytest.mark.parametrize("ask, verdict", [
    # a positive tag asks the positive ("No, we don't"); "right?" confirms the statement
    ("We don't lose, do we?", "no"),
    ("The game isn't over, is it?", "no"),
    ("We don't lose, right?", "yes"),
    ("Isn't that a loss for us?", "no"),
])
def test_a_tag_asks_the_round_ends_outcome_as_it_does_any_statement(client, ask, verdict):
    r = _ask(client, f"Round 4 just ended, 2 Enemies still up, none of us is at 0 Sanity. {ask}")
    assert r["verdict"] == verdict and r["reading"]["kind"] == "round-end"


@pytest.mark.parametrize("ask, verdict", [
    ("Does she regain all her Sanity?", "no"),
    ("Она восстанавливает весь рассудок до максимума?", "no"),
    ("Does she regain 1 Sanity?", "yes"),
])
def test_the_sanity_regained_as_the_last_enemy_falls_is_1_not_all(client, ask, verdict):
    assert _ask(client, f"The Seer is at 0 Sanity when the Detective kills the last Enemy. {ask}")["verdict"] == verdict


@pytest.mark.parametrize("q, verdict", [
    # a Great Old One's Combat ends by its own Success and Failure, not this kind's
    ("Fighting Cthulhu. Round 6 just ended, 2 enemies still on the table, nobody at 0 Sanity, Threat never reached "
     "max. Did we win?", "yes"),
    # (one said not to be: «не с Великим Древним» is an ordinary Combat)
    ("Обычный бой, не с Великим Древним, раунд 4. Рассудок Детектива упал до 0, а потом Провидица добила "
     "последнего врага. Мы не проиграли?", "yes"),
    # an outcome's verb said of a thing of the game, not of the game
    ("End of round 3, nobody at 0 Sanity, 2 Enemies left. Do the Enemy's Conditions continue into round 4?", None),
    # Health told gone beside a blanket Sanity: the Health ends it
    ("End of round 3, 1 enemy left, everyone's Sanity is above 0 and the Seer has no Health left. Do we lose?", "yes"),
    ("Конец 3-го раунда, остался 1 враг, ни у кого нет 0 рассудка, но у Детектива не осталось здоровья. Мы проиграли?",
     "yes"),
    # "all" of what she lost is not "all" regained
    ("The Seer is at 0 Sanity when the Detective kills the last Enemy. Does the Seer regain 1 Sanity after all the "
     "Sanity she lost this round?", "yes"),
    # "but" opening a clause of its own names no exception
    ("End of round 2, one Enemy left, nobody's at 0 Sanity but the Possessed is Insane now. Do we lose?", "no"),
    ("End of round 2, one Enemy left, nobody's at 0 Sanity but the Possessed. Do we lose?", "yes"),
])
def test_the_round_end_is_read_only_of_what_it_models(client, q, verdict):
    assert _ask(client, q)["verdict"] == verdict


@pytest.mark.parametrize("q, verdict", [
    # an Enemy's "defeated" and a coin's "failure" are not the game's: their own rules answer
    ("Bleed finishes off the last Enemy at the end of round 3. Is it defeated?", "yes"),
    ("We defeated the last Enemy in round 2. If the Coin of Destiny lands on tails, is that a failure?", "yes"),
    # a Sanity told in words the reader does not place is not left untold: the rule answers
    ("The Sorcerer's Sanity (he's our only caster) dropped to 0 mid-turn, and then the Detective defeated the last "
     "Enemy. Does the Sorcerer regain 1 Sanity?", "yes"),
])
def test_only_the_games_own_outcome_is_asked_of_the_round_end(client, q, verdict):
    r = _ask(client, q)
    assert r["verdict"] == verdict and (r["reading"] or {}).get("kind") != "round-end"
