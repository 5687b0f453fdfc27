"""The read and decide stages: a story apart from its ask, verdicts computed from rules'
norms (bounds crossed both ways), and situations told in words run by the engines."""
from __future__ import annotations

import re

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from corpus.tokens import tokenize
from kb.games.mythos_encounters.reading import read_negation_chain
from kb.model import Modality, Norm
from service.decide import _SCOPE_COUNT, NormText, apply
from service.reading import mixed, numbers, of_this_game, read, split_ask


def _verdict(client, question: str, game: str | None = None) -> str | None:
    """The verdict /v1/ask gives the question (of the game, when named)."""
    return client.post("/v1/ask", json={"question": question, "game": game}).json()["verdict"]

def test_the_ask_is_the_last_question_and_the_story_comes_before_it():
    ask, story = split_ask("Our Seer has 3 Use tokens. She used one already. Can she use it again this turn?", "en")
    assert ask == "Can she use it again this turn?"
    assert story == "Our Seer has 3 Use tokens. She used one already."


def test_a_question_cut_by_a_question_mark_inside_it_is_not_put_to_be_confirmed():
    # ("??" after a move in a game record: the story "What does ??" is the question's start)
    r = read("What does ?? next to a move in the game record mean?")
    assert r.yes_no is False


def test_a_question_after_a_dash_is_the_ask():
    ask, story = split_ask("The Enemies are wrapping up their turn - does her effect fire a second time?", "en")
    assert ask == "does her effect fire a second time?" and story == "The Enemies are wrapping up their turn"


@pytest.mark.parametrize("text, ask, yes_no", [
    # what would forbid it, put as the alternative: whether it may is what is asked
    ("Can it still stack on him, or is he maxed out?", "Can it still stack on him?", True),
    # a choice between two of one predicate, or alternatives either of which "no" might answer
    ("Does Hastur go first, or does Cthulhu go first?", "Does Hastur go first, or does Cthulhu go first?", False),
    ("Is there a cap, or does she still get it?", "Is there a cap, or does she still get it?", False),
])
def test_of_two_alternatives_the_permission_is_asked_only_against_what_would_forbid_it(text, ask, yes_no):
    reading = read(text)
    assert (reading.ask, reading.yes_no) == (ask, yes_no)


def test_a_question_after_a_comma_is_the_ask_but_a_leading_condition_stays_with_it():
    ask, story = split_ask("I'm sitting on 3 Ancient Signs after my Scheme, can I spend them to wake up Hastur's Avatar?",
                           "en")
    assert ask == "can I spend them to wake up Hastur's Avatar?" and story == "I'm sitting on 3 Ancient Signs after my Scheme"
    ask, story = split_ask("If he is Wounded before the Attack is dealt, does he lose the Health?", "en")
    assert ask == "If he is Wounded before the Attack is dealt, does he lose the Health?" and story == ""


@pytest.mark.parametrize("text, asks", [
    ("Can I sacrifice Cultists twice?", "permission"),
    ("Do we have to go through the methods in order?", "obligation"),
    ("Does the Ghast count as defending this round?", "occurrence"),
    ("Нужно ли платить за заклинание?", "obligation"),
    ("Можно ли сбросить карту?", "permission"),
])
def test_what_the_ask_asks(text, asks):
    assert read(text).asks == asks


def test_numbers_are_read_with_what_they_count():
    found = numbers("Anna has 4 Seals and my card is Red 3; a second Use token", 0)
    assert [(n.value, n.counts(frozenset(tokenize(w)))) for n, w in zip(found, ["Seals", "Red", "Use"], strict=True)] == \
        [(4, True), (3, True), (2, True)]


@pytest.mark.parametrize("told, counted, value", [
    ("If a card has a red value of zero, can cultists be sacrificed against it?", "red value", 0),
    ("An Enemy with an Attack of 6 hits my Detective.", "Attack", 6),
])
def test_a_number_after_of_counts_what_of_follows(told, counted, value):
    # ("a red value of zero": "of" had cut the number off from "red value", and the red-0
    # rule asked back what the question said)
    assert [n.value for n in numbers(told, 0) if n.counts(frozenset(tokenize(counted)))] == [value]


def test_a_red_value_of_zero_in_words_gets_the_red_0_rule(client):
    r = client.post("/v1/ask", json={"question": "If a card has a red value of zero, can cultists be sacrificed "
                                                 "against it?", "game": "mythos-encounters"}).json()
    assert r["verdict"] == "no"


def _bounded(modality: Modality, bound: int) -> NormText:
    norm = Norm(modality=modality, act="hold Conditions on one Great Old One card", bound=bound, quantity="Conditions")
    return NormText.of("x.rule", norm)


@settings(max_examples=60, deadline=None)
@given(bound=st.integers(1, 30), value=st.integers(0, 40), modality=st.sampled_from(["at_most", "at_least", "exactly"]))
def test_a_bound_decides_by_the_number_given_and_flips_across_it(bound, value, modality):
    r = read(f"Our Bleed makes {value} Conditions on that card. Does it stick?")
    d = apply(_bounded(modality, bound), r)
    holds = value <= bound if modality == "at_most" else value >= bound if modality == "at_least" else value == bound
    assert d.verdict == ("yes" if holds else "no")


def test_a_bound_without_the_number_asks_for_it():
    d = apply(_bounded("at_most", 4), read("Can that Great Old One take another Condition?"))
    assert d.verdict is None and d.needs == [{"slot": "conditions", "question": "How many Conditions?"}]


def test_every_bounded_norm_of_every_game_flips_across_its_bound(games):
    from kb.game import discover

    kb = discover({g: game.documents for g, game in games.items()})
    checked = 0
    for rules in kb.values():
        for rule in rules.graph.rules.values():
            for norm in rule.norms:
                if norm.bound is None or norm.quantity is None:
                    continue
                nt = NormText.of(rule.id, norm)
                b = norm.bound
                inside = b if norm.modality != "at_least" else b + 1
                outside = b + 1 if norm.modality in ("at_most", "exactly") else max(b - 1, 0)
                if outside == inside or (norm.modality == "at_least" and b == 0):
                    continue
                # a norm for "3-Character games" needs the question to say so: the act told first
                told = f"{norm.act}. " if nt.thresholds else ""
                # (and one whose scope holds for some counts, "with 1 or 2 Characters", the count:
                # without it there is no verdict)
                for scope in _SCOPE_COUNT.finditer(norm.scope or ""):
                    told += f"There are {re.findall(r'[0-9]+', scope.group('values'))[0]} {scope.group('unit')} in the game. "
                # (a cost is said as spent: 4 Ancient Signs held pay a cost of exactly 3)
                verb = "spend" if re.match(r"(?:spend|pay)\b", norm.act) else "have"
                yes = apply(nt, read(f"{told}We {verb} {inside} {norm.quantity}. Is that allowed?"))
                no = apply(nt, read(f"{told}We {verb} {outside} {norm.quantity}. Is that allowed?"))
                assert (yes.verdict, no.verdict) == ("yes", "no"), (rule.id, norm)
                checked += 1
    assert checked >= 1


@pytest.mark.parametrize("modality, asked, verdict", [
    ("may", "Can I take the Cultists from any occupied Node?", "yes"),
    ("cannot", "Can I take the Cultists from any occupied Node?", "no"),
    ("may", "Do I have to take the Cultists from any occupied Node?", "no"),
    ("must", "Do I have to take the Cultists from any occupied Node?", "yes"),
    ("cannot", "Is it forbidden to take the Cultists from any occupied Node?", "yes"),
    ("may", "Can't I take the Cultists from any occupied Node?", "yes"),
])
def test_modality_under_the_ask(modality, asked, verdict):
    norm = Norm(modality=modality, act="take the Cultists from any occupied Node")
    assert apply(NormText.of("x", norm), read(asked)).verdict == verdict


def _norm(modality: Modality, act: str) -> NormText:
    return NormText.of("x", Norm(modality=modality, act=act))


def test_an_act_on_one_side_of_a_moment_asked_of_the_other_is_no():
    nt = _norm("is", "the Character receiving a Sacrifice card loses X Health after the Attack is dealt")
    assert apply(nt, read("He plays a Sacrifice 2 card. Does he lose the 2 Health before the Attack is dealt?")).verdict == "no"
    assert apply(nt, read("He plays a Sacrifice 2 card. Does he lose the 2 Health after the Attack is dealt?")).verdict == "yes"
    # another moment: "after the Attack" says nothing of "before the next round", nor of
    # "during" it, nor of a side in the ask's condition
    assert apply(nt, read("He plays a Sacrifice 2 card. Does he lose the 2 Health before the next round?")).verdict is None
    assert apply(nt, read("He plays a Sacrifice 2 card. Does he lose the 2 Health during the Attack?")).verdict is None
    assert apply(nt, read("If he is Wounded before the Attack is dealt, does the Character receiving a Sacrifice card "
                          "lose X Health?")).verdict is None


@settings(max_examples=40, deadline=None)
@given(points=st.integers(0, 20))
def test_a_state_measured_against_a_threshold_in_the_story(points):
    nt = _norm("is", "the Great Old One card is revealed at 9 Progress Points")
    d = apply(nt, read(f"The group has {points} Progress Points. Is the Great Old One card revealed now?"))
    # below the threshold: not yet; at it: yes; past it the rule does not say (reached before, or not)
    assert d.verdict == ("no" if points < 9 else "yes" if points == 9 else None)


def test_a_number_in_the_story_that_the_act_does_not_measure_against_is_no_fact():
    nt = _norm("must", "gain 1 Ancient Sign in the Scheme Phase if you did not awaken your Avatar")
    d = apply(nt, read("I hold 3 Ancient Signs and my Avatar is dormant. Do I gain an Ancient Sign this phase?"))
    assert d.verdict == "yes"


def test_an_act_without_a_count_does_not_answer_a_question_about_a_third_time():
    nt = _norm("is", "the player with the most Power casts spells first")
    assert apply(nt, read("I have cast 2 spells. Can't I cast a third spell?")).verdict is None
    limit = NormText.of("x", Norm(modality="at_most", act="cast spells in Spell Casting", bound=2, quantity="spells"))
    assert apply(limit, read("I have cast 2 spells. Can I cast a third spell?")).verdict == "no"


@settings(max_examples=14, deadline=None)
@given(n=st.integers(0, 6), verb=st.sampled_from(["spend", "gain"]))
def test_a_number_gained_is_no_count_of_an_act_that_spends(n, verb):
    # ("Can I gain 1 Ancient Sign?" was No from "exactly 3 Ancient Signs per awakening")
    limit = NormText.of("x", Norm(modality="exactly", act="spend Ancient Signs to awaken a dormant Avatar", bound=3,
                                  quantity="Ancient Signs", scope="per awakening"))
    verdict = apply(limit, read(f"My Avatar is dormant. Can I {verb} {n} Ancient Signs to awaken it?")).verdict
    assert verdict == (None if verb == "gain" else "yes" if n == 3 else "no")


@pytest.mark.parametrize("asked", [
    "I paid for it. Do I get back what I paid?",
    "Leon already sacrificed Cultists against that card. Now Melissa wants to sacrifice Cultists. Can she?",
    "Can I negate it by sacrificing just those 2 Cultists?",
])
def test_a_word_that_narrows_or_undoes_the_act_leaves_the_plain_norm_silent(asked):
    assert apply(_norm("may", "sacrifice Cultists to negate an Arcana card or pay for it"), read(asked)).verdict is None


def test_a_way_of_doing_the_act_it_does_not_have_leaves_the_norm_silent():
    # ("Does the Enemy choose at random?" was Yes from "players choose the target …")
    nt = _norm("is", "players choose the target if the Leader is not among the tied Characters")
    assert apply(nt, read("Neither is the Leader. Does the Enemy choose the target at random?")).verdict is None
    assert apply(nt, read("Neither is the Leader. Do the players choose the target?")).verdict == "yes"


@pytest.mark.parametrize("asked, verdict", [
    ("Can only one prevention effect be applied to one attack?", "no"),
    ("Друг говорит, что за одну атаку можно применить только один эффект предотвращения. Он прав?", "no"),
    ("Can several prevention effects be applied to one attack?", "yes"),
])
def test_only_one_asked_of_an_act_that_allows_several_is_no(asked, verdict):
    nt = _norm("may", "apply several prevention effects to one attack")
    assert apply(nt, read(asked)).verdict == verdict


def test_going_without_what_the_act_itself_leaves_out_is_the_act():
    # "return it unrevealed" leaves the reveal out: "without flipping it" asks the act itself,
    # while going without a part the act names ("without gaining …") is not what it permits
    nt = _norm("may", "return an Influence marker unrevealed to gain 1 Wild Resource instead of resolving it")
    asked = "Can I return my Influence marker without flipping it and gain 1 Wild Resource instead of resolving it?"
    assert apply(nt, read(asked)).verdict == "yes"
    assert apply(nt, read("Can I return my Influence marker unrevealed without gaining the Wild Resource?")).verdict is None
    plain = _norm("may", "return an Influence marker to gain 1 Wild Resource instead of resolving it")
    assert apply(plain, read(asked)).verdict is None
    # … and going without what the act's "un-" word leaves out is the act too, its verb said in it
    # ("unrevealed instead of revealing it": "without revealing it" is the unrevealed side, not the other)
    nt = _norm("may", "remove one of my markers unrevealed instead of revealing it for a Wild Resource")
    asked = "Can I just remove my marker without revealing it and get a Wild Resource instead?"
    assert apply(nt, read(asked)).verdict == "yes"
    assert apply(nt, read("Can I remove my marker unrevealed without getting a Wild Resource?")).verdict is None


@pytest.mark.parametrize("sanity", [1, 2, 5])
def test_an_act_of_a_level_the_story_tells_otherwise_is_of_another_case(sanity):
    # (the property test of the round-end kind found "Yes" here, from "has 0 Sanity", at 2)
    nt = _norm("is", "the game is lost if a Character has 0 Sanity at the end of a round with Enemies left")
    told = "The Seer is at {} Sanity at the end of the round and two Enemies remain. Do we lose the game?"
    assert apply(nt, read(told.format(sanity))).verdict is None
    assert apply(nt, read(told.format(0))).verdict == "yes"


def test_a_norm_about_a_term_the_player_says_is_absent_is_silent():
    nt = _norm("may", "play a card that directly stops the effect, such as Elder Sign")
    assert apply(nt, read("I don't have an Elder Sign. Can I stop her card?")).verdict is None
    assert apply(nt, read("I have an Elder Sign. Can I play a card that directly stops the effect?")).verdict == "yes"
    # an act about the term's absence is what such a story asks
    nt = _norm("is", "an Enemy with Protection counts as defending even without a Defense icon")
    assert apply(nt, read("The Ghast has Protection 3 but no Defense icon. Does it count as defending?")).verdict == "yes"


def test_a_norm_for_a_threshold_the_question_does_not_give_is_silent():
    nt = _norm("may", "stop a card with red value 0 with an Elder Sign")
    assert apply(nt, read("We used four methods on Misdirection. Can anyone stop the card with an Elder Sign?")).verdict is None
    assert apply(nt, read("Her card has red value 0. Can I stop the card with an Elder Sign?")).verdict == "yes"


def test_a_negation_chain_told_in_words_becomes_its_state():
    s = read_negation_chain("Kai plays 'Black Tide' (Red 2) on Mira. Mira discards 'Old Lamp', an Arcana card with "
                            "Red 1. Then Mira sacrifices 2 Cultists, 1 from each of two Nodes.")
    assert s is not None and s.needs == []
    assert s.state == {"card": {"name": "Black Tide", "red": 2}, "attempts": [
        {"player": "Mira", "method": "discard_arcana", "card": {"name": "Old Lamp", "red": 1}},
        {"player": "Mira", "method": "sacrifice_cultists", "contributions": [{"player": "Mira", "count": 2}]}]}


def test_a_roll_whose_outcome_is_not_told_is_asked_back():
    s = read_negation_chain("Kai plays 'Black Tide' (Red 2) on Mira. Mira sacrifices Eric Zann and rolls a 4.")
    assert s is not None and s.state is None
    assert s.needs == [{"slot": "attempts[0].success", "question": "Did the roll for Eric Zann succeed?"}]


@pytest.mark.parametrize("verb", ["binned", "ditched", "chucked"])
def test_a_discard_said_as_players_say_it_is_a_step(verb):
    s = read_negation_chain(f"Kai plays 'Black Tide' (Red 2) on Mira. Mira {verb} an Arcana card (red 3) to stop it.")
    assert s is not None and s.step_unread is False
    assert s.state == {"card": {"name": "Black Tide", "red": 2}, "attempts": [
        {"player": "Mira", "method": "discard_arcana", "card": {"name": "Arcana card", "red": 3}}]}


@pytest.mark.parametrize("story", [
    "Kai dumped 'Black Tide' (Red 2) on Mira.",  # a card dumped on someone is played
    "Chuck played 'Black Tide' (Red 2) on Mira.",  # a name, not the slang
    "Kai, chuckling, played 'Black Tide' (Red 2) on Mira.",
    "In a last-ditch move Kai played 'Black Tide' (Red 2) on Mira.",
])
def test_slang_for_a_discard_is_read_only_of_a_card_discarded(story):
    s = read_negation_chain(story + " Mira discards an Arcana card (red 3).")
    assert s is not None and s.state == {"card": {"name": "Black Tide", "red": 2}, "attempts": [
        {"player": "Mira", "method": "discard_arcana", "card": {"name": "Arcana card", "red": 3}}]}
    assert s.facts[0]["text"] == story  # quoted as told


def test_a_held_card_ditched_is_the_discard_asked():
    s = read_negation_chain("Kai played 'Black Tide' (Red 3) on me. The only Arcana in my hand is a red 2.", "Can I ditch it?")
    assert s is not None and {"text": "Can I ditch it?", "slot": "proposed", "value": "discard_arcana"} in s.facts


def test_a_named_card_dumped_in_lower_case_chat_is_the_askers_discard():
    # "can i dump Silver Key …?": a card named after the slang, and "i" the asker, in lower case
    s = read_negation_chain("Dana just slapped Dimensional Shambler on me, red number on it is 2. I do have Silver Key "
                            "tho which shows red 3.", "can i dump Silver Key to shut her card down?")
    assert s is not None and s.state is not None
    assert [(a["player"], a["method"], a["card"]["red"]) for a in s.state["attempts"]] == [("me", "discard_arcana", 3)]
    # (not when another doer is told in the clause: "he sacrificed" is his)
    s = read_negation_chain("i played a card (red 2) on leon; he sacrificed 2 cultists to stop it.")
    assert s is not None and s.state is not None and [a["player"] for a in s.state["attempts"]] != ["me"]


def test_an_arcana_card_used_on_the_card_is_a_discard_whatever_the_verb():
    s = read_negation_chain("Kai played 'Black Tide' (Red 2) on me and I countered with an Arcana (red 3).")
    assert s is not None and s.step_unread is False and s.state is not None
    assert s.state["card"] == {"name": "Black Tide", "red": 2}
    assert [(a["player"], a["method"], a["card"]["red"]) for a in s.state["attempts"]] == [("me", "discard_arcana", 3)]


@pytest.mark.parametrize("story, ask", [
    ("Kai played 'Black Tide' (Red 2) on Mira and Mira nuked an Arcana (red 3) to kill it.", None),
    ("Kai played 'Black Tide' (Red 2) on Mira. Mira discards an Arcana (red 3).", "Can Kai dump 3 of his to bring it back?"),
])
def test_a_step_in_words_not_read_leaves_the_chain_unread(story, ask):
    s = read_negation_chain(story, ask)
    assert s is not None and s.step_unread is True


@pytest.mark.parametrize("story", [
    "Kai played 'Black Tide' (Red 2) on Mira. Mira doesn't have an Elder Sign to stop it.",  # a lack is no step
    "Kai played 'Black Tide' (Red 2) on Mira to kill 3 of her Cultists.",  # what the card is played to do
])
def test_a_lack_or_a_cards_purpose_is_no_step_unread(story):
    s = read_negation_chain(story, "Can Mira discard an Arcana (red 2) to stop it?")
    assert s is not None and s.step_unread is False and s.move == "attempts[0]"


@pytest.mark.parametrize("ask, value", [("Is it no more than 6 rounds?", 6), ("Is it more than 6 rounds?", 7),
                                        ("Длится не больше 6 раундов?", 6), ("Больше 6 раундов?", 7)])
def test_no_more_than_a_number_is_that_number_as_a_limit(ask, value):
    r = read(ask)
    assert [n.value for n in r.numbers] == [value] and r.negative is False


@pytest.mark.parametrize("ask, negative", [
    ("Does a Short game have no Avatars?", True),
    ("Is it true that a Short game uses no Avatars?", True),
    ("Does a card that has no red value count?", False),  # a clause naming the card
    ("Does the Detective lose Health if he has no Ammo?", False),  # the "if" clause's
    ("Is it true that my creature takes no wounds from this attack?", False),  # a count, 0
])
def test_no_before_what_a_thing_has_is_a_negative_ask(ask, negative):
    assert read(ask).negative is negative


def test_a_step_told_in_words_not_read_leaves_the_chain_unread():
    # "nuked" is no verb the reader knows: the chain as read would lack the step the story tells
    s = read_negation_chain("Kai plays 'Black Tide' (Red 2) on Mira. Mira nuked an Arcana (red 3) to kill it.")
    assert s is not None and s.step_unread is True
    assert "Mira nuked an Arcana (red 3) to kill it." in s.unread


def test_a_character_card_wanted_for_a_roll_is_the_step_asked():
    s = read_negation_chain("Kai plays 'Black Tide' (Red 2) on Mira. Mira discards an Arcana card (red 3) to stop it. "
                            "Now Kai wants to pull out Eric Zann and roll.", "Can he?")
    assert s is not None and s.move == "attempts[1]"
    assert {"text": "Now Kai wants to pull out Eric Zann and roll.", "slot": "proposed",
            "value": "sacrifice_character"} in s.facts


def test_ask_runs_the_engine_on_a_story_and_answers_from_its_result(client):
    r = client.post("/v1/ask", json={"question": "Kai plays 'Black Tide' (Red 3) on Mira. Mira discards 'Old Lamp' "
                                                 "(red 2). Is Black Tide still in force?",
                                     "game": "mythos-encounters"}).json()
    assert r["game"] == "mythos-encounters" and r["verdict"] == "yes"  # red 2 does not beat red 3
    assert r["reading"]["kind"] == "negation-chain" and r["check"]["result"]["effect_in_force"] is True
    assert r["check"]["violations"][0]["rule"] == "me.method.discard-arcana"  # "of the same value noted in Red or greater"
    same = client.post("/v1/ask", json={"question": "Kai plays 'Black Tide' (Red 3) on Mira. Mira discards "
                                                    "'Old Lamp' (red 3). Is Black Tide still in force?",
                                        "game": "mythos-encounters"}).json()
    assert same["verdict"] == "no" and same["check"]["violations"] == []


def test_ask_asks_back_what_the_story_lacks(client):
    r = client.post("/v1/ask", json={"question": "Kai plays 'Black Tide' on Mira. Mira sacrifices 3 Cultists. "
                                                 "Is the effect negated?", "game": "mythos-encounters"}).json()
    assert r["verdict"] is None
    assert r["needs"] == [{"slot": "card.red", "question": "What is the red value of the card being negated?"}]
    assert "To decide, I need to know" in r["answer"]


def test_validate_reads_a_position_in_words_and_names_the_broken_rule(client):
    description = ("Ivo plays 'Salt Wind' (Red 2) on Lena. Lena sacrifices Eric Zann and rolls a 3 - failed. "
                   "Then Lena sacrifices Randolph Carter and rolls a 6 - success.")
    r = client.post("/v1/validate", json={"game": "mythos-encounters", "description": description})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["valid"] is False and [v["rule"] for v in body["violations"]] == ["me.negation.once-per-method"]
    assert body["reading"]["kind"] == "negation-chain" and body["reading"]["unread"] == []


def test_validate_refuses_words_it_cannot_read_rather_than_guessing(client):
    r = client.post("/v1/validate", json={"game": "old-ones-origins", "description": "Hastur moved two Byakhee."})
    assert r.status_code == 422 and r.json()["error"]["code"] == "unreadable_description"
    r = client.post("/v1/validate", json={"game": "rise-of-myths", "description": "The Ghast has Protection 2."})
    assert r.status_code == 422 and r.json()["error"]["code"] == "unreadable_description"
    both = client.post("/v1/validate", json={"game": "berserk", "state": {}, "description": "x"})
    assert both.status_code == 422
    unknown = client.post("/v1/validate", json={"game": "chess", "description": "My pawn is on e4."})
    assert unknown.status_code == 404 and unknown.json()["error"]["code"] == "unknown_game"


@pytest.mark.parametrize("modality, act, asked", [
    # the act narrower than the question ("a second Structure" asked of any)
    ("cannot", "build a second Structure in one Conjuration", "Can I build a Structure in a Conjuration?"),
    ("cannot", "use the same Scheme twice in a game", "Can I use a Scheme in a game?"),
    # a number of the act's scope is not a count of the thing asked ("with one Conjuration")
    ("at_most", "summon units with one Conjuration", "Can I summon several units with one Conjuration?"),
])
def test_a_norm_narrower_than_the_question_or_counting_something_else_gives_no_verdict(modality, act, asked):
    norm = Norm(modality=modality, act=act, bound=1 if modality == "at_most" else None,
                quantity="units" if modality == "at_most" else None)
    assert apply(NormText.of("x", norm), read(asked)).verdict is None


def test_a_failing_condition_read_from_not_is_not_turned_around_again():
    norm = Norm(modality="only_if", act="move a unit out of a contested area", condition="the unit has Evasive")
    assert apply(NormText.of("x", norm), read("Can a unit that is not Evasive move out of a contested area?")).verdict == "no"
    assert apply(NormText.of("x", norm), read("Can a non-Evasive unit move out of a contested area?")).verdict == "no"


def test_a_narrowing_word_is_read_as_written_in_either_language():
    # "только" is on the Russian stop list; its sense still counts
    nt = NormText.of("x", Norm(modality="may", act="use only part of a prevention effect",
                               act_ru="использовать только часть эффекта предотвращения"))
    assert apply(nt, read("Могу ли я использовать только часть эффекта предотвращения?")).verdict == "yes"
    assert apply(nt, read("Can I use a prevention effect?")).verdict is None  # the act is narrower


def test_a_value_a_stat_dropped_to_is_a_number_of_that_stat_though_a_name_stands_nearer():
    n = read("Рассудок Провидицы (Seer) упал до 0, но потом Детектив добил последнего врага.").numbers[0]
    assert (n.value, n.counts({"рассудок"})) == (0, True)


def test_so_that_and_a_question_before_so_are_no_conclusion():
    # ", so 2 Power is all I pay, right?" is a conclusion; these are not
    for q in ("Can I discard my Red 2, so that her card is negated, right?", "Is the cost 3, so I pay 3, right?"):
        assert read(q).story == ""


def test_in_effect_is_no_ask_of_being_in_force(client):
    # "So in effect, her card is negated?" asks whether it is negated
    r = _ask(client, "Melissa plays Misdirection (Red 2) on me and I discard Prism Gate (Red 3) to negate it. So in "
                     "effect, her card is negated?")
    assert r["verdict"] == "yes"


# -- a step the ask proposes, run on the story's chain -----------------------------------

def _ask(client, question: str) -> dict:
    return client.post("/v1/ask", json={"question": question, "game": "mythos-encounters"}).json()


@settings(max_examples=25, deadline=None)
@given(red=st.integers(0, 6), count=st.integers(1, 7))
def test_a_proposed_cultist_sacrifice_is_legal_exactly_when_it_meets_a_nonzero_red_value(client, red, count):
    r = _ask(client, f"Oda plays 'Pale Lantern' (Red {red}) on me. Can I sacrifice {count} Cultists to negate it?")
    assert r["verdict"] == ("yes" if red > 0 and count >= red else "no")
    assert r["reading"]["state"]["attempts"] == [
        {"player": "me", "method": "sacrifice_cultists", "contributions": [{"player": "me", "count": count}]}]


@settings(max_examples=20, deadline=None)
@given(red=st.integers(1, 6), held=st.integers(0, 6))
def test_a_card_held_or_offered_in_other_words_is_discarded_by_its_red_value(client, red, held):
    # "I do hold …", "the only Arcana card I could throw away is …", "Is it legal to negate … by discarding …?"
    for q in (f"Leon plays an Arcana card with Red {red} on me. I have no Elder Sign, but I do hold an Arcana card "
              f"that is Red {held}. Can I discard it to negate his card?",
              f"Melissa's card against me is Red {red}, and the only Arcana card I could throw away is Red {held}. "
              f"Is it legal to negate her card by discarding my Red {held}?"):
        assert _ask(client, q)["verdict"] == ("yes" if held >= red else "no")


@settings(max_examples=15, deadline=None)
@given(red=st.integers(1, 6), held=st.integers(0, 6))
def test_the_card_against_me_and_the_card_held_told_in_one_breath_without_a_comma(client, red, held):
    # "… is Red 3 and the only Arcana I have is a Red 2": two facts, not the held card at Red 3
    q = (f"The card hitting me is Red {red} and the only Arcana I have in hand is a Red {held}. If I discard that "
         f"Red {held}, does it stop the effect?")
    assert _ask(client, q)["verdict"] == ("yes" if held >= red else "no")


def test_a_russian_negated_ask_proposes_the_elder_sign_held_and_no_particle_is_a_player(client):
    r = _ask(client, "Та же карта с красным 0, но у меня на руке есть Знак Древних (Elder Sign). Разве нельзя "
                     "остановить её эффект этой картой?")
    assert r["verdict"] == "yes"
    assert r["reading"]["state"]["attempts"][0]["player"] == "me"


@pytest.mark.parametrize("held, verdict", [(1, "no"), (2, "yes"), (3, "yes")])
def test_a_card_held_by_its_name_is_the_one_discarded_by_that_name(client, held, verdict):
    q = (f"Melissa plays Misdirection on me; Misdirection is Red 2. I have no Elder Sign, but I've got Prism Gate, "
         f"which is Red {held}. Can I discard Prism Gate to stop it?")
    assert _ask(client, q)["verdict"] == verdict


@pytest.mark.parametrize("count, verdict", [(2, "yes"), (1, "no")])
def test_a_card_discarded_by_its_name_is_a_step_of_the_chain(client, count, verdict):
    # "he discarded Prism Gate, also Red 2, and negated it": an Arcana card discarded, by its name
    q = ("I played Misdirection (Red 2) on Leon. He had no Elder Sign, so he discarded Prism Gate, also Red 2, and "
         f"negated it. I've got 4 Cultists on my Nodes. Can I sacrifice {count} of them to bring Misdirection back?")
    assert _ask(client, q)["verdict"] == verdict
    # … and a method the chain already used is not used again, whatever the count
    q = ("Melissa played Misdirection on me (Red 2). I discarded Prism Gate to negate it, then Melissa sacrificed 2 "
         "Cultists to reinstate it. I still have 4 Cultists on my Nodes — can I sacrifice Cultists now to negate it "
         "again?")
    assert _ask(client, q)["verdict"] == "no"


@pytest.mark.parametrize("count, verdict", [(3, "yes"), (2, "no")])
def test_bringing_a_card_back_into_force_asks_whether_it_is_in_force(client, count, verdict):
    q = (f"I played Misdirection (Red 1). Leon negated it by discarding an Arcana card with Red 3. To reinstate it I "
         f"sacrifice exactly {count} Cultists. Is that enough to bring Misdirection back into force?")
    assert _ask(client, q)["verdict"] == verdict


def test_a_held_card_is_the_one_the_ask_offers_and_its_red_value_decides(client):
    told = ("Oda played a card with Red 3 against me. I don't have an Elder Sign, but I do have an Arcana card with "
            "Red {} in hand. Can I discard that one to stop her card?")
    short, enough = _ask(client, told.format(2)), _ask(client, told.format(4))
    assert short["verdict"] == "no" and enough["verdict"] == "yes"
    assert short["check"]["violations"][0]["rule"] == "me.method.discard-arcana"
    assert "I don't have an Elder Sign" in short["reading"]["unread"]  # a card not held is no attempt


def test_what_the_ask_proposes_instead_of_something_else_is_what_is_run(client):
    r = _ask(client, "Против меня сыграли карту Арканы с красным значением 3. Могу ли я не жертвовать культистов, "
                     "а сразу сбросить свою карту Арканы с красным 2?")
    assert r["verdict"] == "no" and r["reading"]["state"]["attempts"][0]["method"] == "discard_arcana"


def test_a_method_already_used_on_the_card_is_refused_again_but_not_on_a_new_card(client):
    again = _ask(client, "Oda plays 'Pale Lantern' (Red 2) on me. Tomas sacrifices 2 Cultists and negates it. "
                         "Oda discards 'Iron Key' (Red 2) to reinstate it. Can I sacrifice 3 Cultists now?")
    assert again["verdict"] == "no" and again["check"]["violations"][0]["rule"] == "me.negation.once-per-method"
    new = _ask(client, "Earlier I sacrificed 2 Cultists against one of Oda's cards. Now she plays a different Arcana "
                       "card on me, Red 2. Can I sacrifice 3 Cultists against this new card?")
    assert new["verdict"] == "yes" and len(new["reading"]["state"]["attempts"]) == 1


def test_an_untold_value_that_cannot_change_the_answer_is_not_asked_back(client):
    # red 0 is beaten by any discarded card, whatever its value
    r = _ask(client, "The Arcana card played on me shows 0 in Red. Can I stop it by discarding one of my Arcana cards?")
    assert r["verdict"] == "yes" and r["needs"] == []
    assert any(f["slot"] == "untold" for f in r["reading"]["facts"])
    # red 0 forbids Cultists, however many
    assert _ask(client, "The Arcana card played on me shows 0 in Red. Can't I just sacrifice some Cultists?")[
        "verdict"] == "no"


def test_an_untold_value_that_changes_the_answer_is_asked_back(client):
    r = _ask(client, "Oda plays 'Pale Lantern' on me. Can I sacrifice 3 Cultists to negate it?")
    assert r["verdict"] is None
    assert r["needs"] == [{"slot": "card.red", "question": "What is the red value of the card being negated?"}]


@pytest.mark.parametrize("ask, proposes", [
    ("Can I sacrifice Cultists against it?", True),
    ("Am I allowed to discard my Arcana card?", True),
    ("Can't she just play an Elder Sign?", True),
    ("Могу ли я сбросить карту Арканы?", True),
    ("Is Eric Zann the only Character card that can be sacrificed this way?", False),
    ("Do we have to use the methods in order?", False),
])
def test_only_an_ask_that_proposes_a_step_is_run_as_one(ask, proposes):
    assert read(f"Oda plays a card on me. {ask}").proposes is proposes


def test_a_way_the_story_rules_out_does_not_block_another_way_the_rules_allow(client):
    # "no Power left" rules out paying from the dial; exhausting units is another way to pay
    r = client.post("/v1/ask", json={"question": "Spell Casting now: my spell costs 3 Power and I have no Power "
                                                 "left on my dial. Can I exhaust my allied units to pay for it?",
                                     "game": "old-ones-origins"}).json()
    assert r["verdict"] == "yes" and r["rules"][0]["id"] == "ooo.spell.pay"


def test_a_norm_comparing_values_applies_only_to_a_question_that_compares_them_itself(client):
    nt = _norm("cannot", "discard an Arcana card with a lower red value to negate the effect")
    assert apply(nt, read("A zero-value card was played on me. Can I stop it by discarding an Arcana card?")).verdict \
        is None
    # two values told are not compared by the norm ("worth red 4" against "Red 2" is not lower) …
    assert apply(nt, read("Her card is Red 2. I have an Arcana card worth red 4. Can I discard it to negate it?")
                 ).verdict is None
    assert apply(nt, read("Can I discard an Arcana card with a lower red value to negate the effect?")).verdict == "no"
    # … the engine compares them
    for red, verdict in ((4, "yes"), (1, "no")):
        r = client.post("/v1/ask", json={"question": f"The card played on me is Red 2. I do have an Arcana card worth "
                                                     f"red {red}. Can I sacrifice that one to stop it?",
                                         "game": "mythos-encounters"}).json()
        assert r["verdict"] == verdict and r["reading"]["kind"] == "negation-chain"
    r = client.post("/v1/ask", json={"question": "Her card on me is Red 2. I want to discard an Arcana card that shows "
                                                 "Red 1. Does that negate it?", "game": "mythos-encounters"}).json()
    assert r["verdict"] == "no" and r["check"]["result"]["effect_in_force"] is True


def test_an_ask_is_matched_to_a_norm_by_a_word_that_tells_acts_apart(client):
    # "card" is in most Mythos norms: sharing only it, "cannot sacrifice Cultists against red 0"
    # is no answer to a question about discarding; the engine is (red 0 is beaten by any card)
    r = client.post("/v1/ask", json={"question": "A zero-value card just got played on me, so cultists are out. Can "
                                                 "I still stop it by discarding one of my Arcana cards?",
                                     "game": "mythos-encounters"}).json()
    assert r["verdict"] == "yes" and r["reading"]["kind"] == "negation-chain"


def test_a_share_of_a_pooled_payment_is_not_run_as_a_payment_of_its_own(client):
    # 2 of Sam's Cultists against red 4 would be "no"; they join the asker's, which the story
    # only says are left, not that they are sacrificed: no verdict rather than a wrong one
    r = client.post("/v1/ask", json={"question": "Leon plays a Red four card on me. I only have two cultists left. "
                                                 "Can Sam sacrifice two of his own cultists to help me cover the four?",
                                     "game": "mythos-encounters"}).json()
    assert r["reading"]["state"] is None and r["verdict"] is None


@pytest.mark.parametrize("ask, yes_no", [
    ("Оно всё равно выполняется?", True),
    ("Предотвращение от погибшего существа срабатывает?", True),
    ("Что произойдёт, если я сброшу карту?", False),
    ("А кто ходит первым?", False),
    ("Сколько ран пройдёт?", False),
])
def test_a_russian_question_asked_by_intonation_alone_is_yes_or_no(ask, yes_no):
    assert read(ask).yes_no is yes_no


@pytest.mark.parametrize("text, yes_no", [
    # an open question asked with a yes/no one in one sentence: a Yes or No would answer a part
    ("we picked the short game. how many rounds max, and do we use the Avatars?", False),
    ("На счётчике 22 очка. Сколько будет после партии, и уменьшится ли он после покупки улучшений?", False),
    ("What a mess: I have 3 Cultists, and can I sacrifice them?", True),
    ("How many Cultists do I have? Fine, 3. And can I sacrifice them?", True),
    # either of two answers asked for
    ("do I apply prevention before or after the attack modifiers?", False),
    ("Рассудок упал до 5. Она теперь Insane или всё ещё в здравом уме?", False),
    ("Рассудок упал до 5. Она теперь Insane или нет?", True),
])
def test_a_question_that_asks_more_than_yes_or_no_gets_no_yes_or_no(text, yes_no):
    assert read(text).yes_no is yes_no


@pytest.mark.parametrize("text, yes_no", [
    # a lead with no comma, then the verb before a name typed in lower case
    ("in the enemies turn does dagon activate as well (and before hydra)?", True),
    ("at the end of the round can the seer still draw?", True),
    # … not a question word's clause, nor a question word right before the verb
    ("in the enemies turn what does dagon do?", False),
    ("in the upkeep when does the leader token pass?", False),
    ("in round 3 when does the enemy restart its sequence?", False),
    ("when a card is played on me when does the red value matter?", False),
    ("When I attack can I play 2 cards?", True),
    ("so what I can do now?", False),
])
def test_a_lower_case_name_after_the_verb_asks_yes_or_no(text, yes_no):
    assert read(text).yes_no is yes_no


def test_a_method_used_before_on_the_card_is_refused_whatever_the_untold_values(client):
    r = _ask(client, "I negated Oda's Red 3 card by sacrificing 3 cultists. She reinstated it by discarding an "
                     "Arcana card. Can I sacrifice cultists again to negate it once more?")
    assert r["verdict"] == "no" and r["needs"] == []


def test_a_russian_proposal_without_li_is_run(client):
    r = _ask(client, "Я сыграл на Тома Аркану с красным значением 3. Он отменил её эффект, сбросив свою Аркану с "
                     "красным 3. Могу я вернуть эффект, пожертвовав трёх культистов?")
    assert r["verdict"] == "yes" and r["reading"]["state"]["attempts"][1]["contributions"][0]["count"] == 3


def test_the_total_of_a_proposed_sacrifice_is_the_largest_number_said(client):
    r = _ask(client, "Oda just hit me with an Arcana card that's Red 3 and I've got no Elder Sign. My cultists sit "
                     "two on one Node and one on another. Can I sacrifice all three of them?")
    assert r["verdict"] == "yes" and r["reading"]["state"]["attempts"][0]["contributions"][0]["count"] == 3


def _validate(client, description: str):
    return client.post("/v1/validate", json={"game": "mythos-encounters", "description": description})


def test_a_position_legal_whatever_its_untold_roll_is_legal(client):
    r = _validate(client, "Oda plays 'Pale Lantern' (Red 3) on me. I sacrifice 3 Cultists to stop it. Oda reinstates "
                          "it by discarding 'Iron Key' (Red 4). I then sacrifice Eric Zann and roll a d6.")
    assert r.status_code == 200 and r.json()["valid"] is True
    assert any(f["slot"] == "untold" for f in r.json()["reading"]["facts"])


def test_a_violation_every_untold_value_breaks_is_named_and_none_that_depends_on_them(client):
    body = _validate(client, "Oda plays 'Dull Bell', which has a Red value of 0, on Kai. Kai sacrifices 3 Cultists "
                             "to stop it. Oda reinstates it by discarding 'Iron Key' (Red 2), and Kai negates it "
                             "again with an Elder Sign. Then Oda discards another Arcana card (Red 3).").json()
    assert body["valid"] is False
    assert [(v["rule"], v["path"]) for v in body["violations"]] == [
        ("me.negation.red-zero", "state.attempts[0].method"), ("me.negation.once-per-method", "state.attempts[3].method")]


def test_a_position_whose_violations_depend_on_an_untold_value_asks_for_it(client):
    r = _validate(client, "Oda plays 'Pale Lantern' on me. I sacrifice 2 Cultists to stop it.")
    assert r.status_code == 422
    assert r.json()["error"]["details"] == [{"path": "description",
                                             "message": "What is the red value of the card being negated?"}]


def test_a_denial_in_the_ask_itself_is_what_is_asked_not_a_fact_told():
    nt = _norm("is_not", "Progress Points are awarded in a game with decreased difficulty")
    told = read("We picked a modifier that makes the game easier. So we get no Progress Points from this game?")
    assert apply(nt, told).silenced is False
    assert apply(nt, read("We have no Progress Points. Is the game easier?")).silenced is True


def test_a_fact_about_what_counts_against_a_limit_does_not_answer_whether_an_act_is_allowed():
    nt = _norm("is_not", "a Cooperative card counts towards the limit of cards played for another Character")
    assert apply(nt, read("I already played one card for the Seer. Can I play a Cooperative card for her?")).verdict \
        is None


def test_a_term_denied_by_its_stem_or_in_a_list_rules_the_act_out_only_when_every_alternative_is_denied():
    nt = _norm("cannot", "summon units into a Warded or Sealed area during Conjuration")
    # "no Seal or ward there": both alternatives denied, by stem ("Seal" is "Sealed")
    assert apply(nt, read("The enemy area has no Seal or ward there. Can I summon units into it during "
                          "Conjuration?")).verdict is None
    assert apply(nt, read("That area has no Seal and isn't Warded. Can I summon units into it during "
                          "Conjuration?")).verdict is None
    # a Warded area is still Warded when it has no Seal
    assert apply(nt, read("The area is Warded but has no Seal. Can I summon units into a Warded area during "
                          "Conjuration?")).verdict == "no"
    # the act's own "not Conjuration" is what it is about, not a denial the story makes
    nt = _norm("may", "add a unit into a Sealed area with an add effect, not Conjuration")
    assert apply(nt, read("This isn't a Conjuration, a card tells me to add a unit. Can I add a unit into a "
                          "Sealed area with that add effect?")).verdict == "yes"


def test_just_before_a_verb_is_a_moment_or_simply_and_only_before_what_it_narrows():
    nt = _norm("may", "play a card that directly stops the effect of an Arcana card")
    assert apply(nt, read("Leon just played an Arcana card on me. Can I play a card that directly stops the "
                          "effect?")).verdict == "yes"
    # "just" before a verb is "simply"; before what it narrows it is "only", and narrows the act
    assert apply(nt, read("Can I just play a card that directly stops the effect?")).verdict == "yes"
    assert apply(nt, read("Can I stop it with just a card that directly stops the effect?")).verdict is None


def test_a_condition_told_in_english_holds_whatever_its_russian_wording():
    norm = Norm(modality="only_if", act="summon a unit into a contested or enemy area",
                condition="the unit has Subtle", condition_ru="у отряда есть свойство «Скрытный»")
    assert apply(NormText.of("x", norm), read("My unit has Subtle. Can I summon a unit into an enemy area?")
                 ).verdict == "yes"
    assert apply(NormText.of("x", norm), read("My unit has no Subtle. Can I summon a unit into an enemy area?")
                 ).verdict == "no"


@pytest.mark.parametrize("question", [
    "We're in a Shop Encounter. The Sorcerer has already paid three times to regain 1 Health. Can he pay a fourth "
    "time at this Shop to regain 1 Health?",
    # "Is that allowed?" names no act: the story does
    "We're in a Shop Encounter. The Sorcerer wants to pay a fourth time at this Shop to regain 1 Health. Is that "
    "allowed?",
])
def test_a_linked_rules_act_the_question_says_word_for_word_decides(client, question):
    # every word of the Shop limit's act is in the question; "a fourth time" crosses "up to 3 times"
    r = client.post("/v1/ask", json={"question": question, "game": "rise-of-myths"}).json()
    assert r["verdict"] == "no" and r["rules"][0]["id"] == "rom.shop.services"


def test_story_numbers_on_both_sides_of_a_bound_with_none_in_the_ask_give_no_verdict():
    nt = NormText.of("x", Norm(modality="at_most", act="regain 1 Health at the Shop", bound=3, quantity="times",
                               scope="per Shop and Character"))
    told = "The Sorcerer has paid three times to regain 1 Health at the Shop, and the Seer paid four times."
    assert apply(nt, read(told + " Is that allowed?")).verdict is None
    # (the ordinal of the step told last is the count asked of: the times before it led up to it)
    told = "The Sorcerer has already paid three times to regain 1 Health at the Shop and now pays a fourth time."
    assert apply(nt, read(told + " Is that allowed?")).verdict == "no"
    assert apply(nt, read("The Sorcerer paid three times to regain 1 Health at the Shop. Can he regain 1 Health at "
                          "the Shop a fourth time?")).verdict == "no"


def test_steps_told_as_taken_stand_and_the_proposed_one_is_judged_over_four_untold_values(client):
    # four numbers untold (the card's red value, two Cultist counts, an Arcana card's red
    # value): whatever they are, with the told steps legal, Cultists cannot be used twice
    q = ("Melissa played an Arcana card on Omar. Omar sacrificed Cultists to stop it, then Melissa reinstated it by "
         "discarding an Arcana card. Can Omar sacrifice Cultists again to negate it?")
    r = client.post("/v1/ask", json={"question": q, "game": "mythos-encounters"}).json()
    assert r["verdict"] == "no" and r["needs"] == []
    assert r["rules"][0]["id"] == "me.negation.once-per-method"
    untold = [f for f in r["reading"]["facts"] if f["slot"] == "untold"]
    assert len(untold) == 1 and untold[0]["value"].endswith("the steps told as taken being legal")
    # on a new card the method is free again, and then the untold count decides: asked back
    r = client.post("/v1/ask", json={"question": "Omar sacrificed Cultists against an Arcana card of Melissa's. Now "
                                                 "she plays a different Arcana card on him. Can he sacrifice Cultists "
                                                 "against this new card?", "game": "mythos-encounters"}).json()
    assert r["verdict"] is None and r["needs"]


@pytest.mark.parametrize("ask, neg", [
    ("Правда ли, что остаток эффекта не сгорает и сохраняется на следующую атаку?", False),
    ("Правда ли, что остаток эффекта не сохраняется?", True),
    # "и всё равно" joins a second act, it does not restate the first
    ("Правда ли, что я не плачу и всё равно разыгрываю заклинание?", True),
])
def test_a_russian_statement_that_denies_one_word_and_asserts_its_opposite_is_positive(ask, neg):
    assert read(ask).negative is neg


def test_asking_leave_to_do_an_act_without_a_part_of_it_gets_no_verdict_from_the_plain_act():
    nt = _norm("is_not", "Sacrifice applies when the card is discarded for Energy")
    assert apply(nt, read("My card has Sacrifice 2. Can't I discard it for Energy without losing the 2 Health?")
                 ).verdict is None
    assert apply(nt, read("My card has Sacrifice 2. Does Sacrifice apply when the card is discarded for Energy?")
                 ).verdict == "no"


def test_a_pooled_sacrifice_said_as_a_total_counts_the_total():
    s = read_negation_chain("Мелисса сыграла против Леона Аркану с красным значением 2. У Леона был только 1 культист, "
                            "поэтому другой игрок помог и пожертвовал ещё 1 своего культиста — вместе 2, и эффект был "
                            "отменён. Тогда Мелисса сбросила Аркану с красным 3 и восстановила эффект.")
    assert s is not None and s.state is not None
    assert [c["count"] for c in s.state["attempts"][0]["contributions"]] == [2]
    assert s.state["attempts"][1]["player"] == "Мелисса"


def test_a_wanted_step_asked_is_it_enough_is_judged_against_the_latest_red_value(client):
    q = ("Omar played Night Terror (Red 1) on me and I negated it by discarding my Arcana card with Red 3. Now he "
         "wants to reinstate it by sacrificing {n} Cultists. Is {n} enough?")
    for n, verdict in ((2, "no"), (3, "yes")):
        r = client.post("/v1/ask", json={"question": q.format(n=n), "game": "mythos-encounters"}).json()
        assert r["verdict"] == verdict and r["reading"]["kind"] == "negation-chain"


def test_an_act_said_not_taken_is_no_attempt():
    s = read_negation_chain("Omar answered my card with an Elder Sign.",
                            "Does that stop my effect even though he didn't sacrifice any Cultists?")
    assert s is not None and s.template is not None
    assert [a["method"] for a in s.template["attempts"]] == ["stopping_card"]
    r = read("Мелисса сыграла против меня Аркану, на которой красным указано 3. У меня только 2 культиста, и я "
             "жертвую обоих. Отменяется ли эффект карты?")
    s = read_negation_chain(r.story, r.ask)
    assert s is not None and s.state == {"card": {"name": "Arcana card", "red": 3}, "attempts": [
        {"player": "me", "method": "sacrifice_cultists", "contributions": [{"player": "me", "count": 2}]}]}


@pytest.mark.parametrize("ask, neg", [
    # "not 3" sets another value aside; "or not" asks the same question both ways
    ("So we only lose 1 Sanity each, not 3?", False),
    ("Can she cast it or not?", False),
    ("Верно ли, что первым колдовать будет Шуб, а не захватчик?", False),
    ("Можно ли сбросить карту или нет?", False),
    ("Is it true that he can not attack?", True),
])
def test_a_contrast_or_an_either_way_ask_is_not_a_negative_one(ask, neg):
    assert read(ask).negative is neg


def test_only_before_the_acts_own_number_narrows_nothing_and_verno_is_not_undoing():
    nt = _norm("is", "moving through a Portal to an Exploration Token costs each Character 1 Sanity")
    assert apply(nt, read("We moved through a Portal to an Exploration Token. So we only lose 1 Sanity each, not 3?")
                 ).verdict == "yes"
    assert apply(nt, read("We moved through a Portal to an Exploration Token. Do only the Seer and I lose Sanity?")
                 ).verdict is None
    nt = _norm("is", "игрок с наибольшей Силой первым сотворяет заклинания")
    assert apply(nt, read("Верно ли, что игрок с наибольшей Силой первым сотворяет заклинания?")).verdict == "yes"


@pytest.mark.parametrize("ask", ["Можно ли не платить за заклинание?", "Can I not pay for the spell?",
                                 "Am I allowed not to pay for the spell?"])
def test_leave_not_to_do_what_a_rule_requires_gets_no_verdict_from_the_requirement(ask):
    assert apply(_norm("must", "pay for the spell"), read(ask)).verdict is None


# ("Неужели мы не можем …?" asks whether we really cannot: see the "неужели" test below)
@pytest.mark.parametrize("ask", ["Разве я не могу вмешаться?", "Разве мы не можем вмешаться?", "Разве нельзя вмешаться?"])
def test_a_russian_negative_question_asks_the_positive_proposition(ask):
    assert read(ask).negative is False


@pytest.mark.parametrize("times, verdict", [(1, "yes"), (2, "yes"), (3, "no"), (4, "no")])
def test_one_more_than_the_times_the_story_counts_is_what_is_asked(times, verdict):
    nt = NormText.of("x", Norm(modality="at_most", act="regain 1 Health at the Shop", bound=3, quantity="times",
                               scope="per Shop and Character"))
    said = {1: "once", 2: "twice", 3: "three times", 4: "four times"}[times]
    assert apply(nt, read(f"The Seer has regained 1 Health at the Shop {said}. Can she regain 1 Health at the Shop "
                          "one more time?")).verdict == verdict


def test_n_of_us_counts_the_players(client):
    r = client.post("/v1/ask", json={"question": "Three of us are in this conflict and I'm defending with a single "
                                                 "figure. Can I still surrender and take the Wild Resource?",
                                     "game": "old-ones-origins"}).json()
    assert r["verdict"] == "no"


@pytest.mark.parametrize("ask, negative", [
    ("She's still Sane at 6, right?", False),
    ("We have to spend them right away or they're gone, yes?", False),
    ("It resolves first, isn't it?", False),  # the tag is no denial
    ("We don't lose it, right?", True),
    ("So we all lose?", False),
    ("That means we get no Progress Points from this game at all?", True),
    ("I've paid for it anyway, so doesn't it still resolve?", False),
    ("Правильно, что предотвращение вычитаем после бонуса?", False),
])
def test_a_statement_asked_to_be_confirmed_is_a_yes_no_question(ask, negative):
    r = read(ask)
    assert (r.yes_no, r.negative) == (True, negative)


@pytest.mark.parametrize("ask", ["So Hastur goes first or Cthulhu?", "So how many do we lose?", "And if it's Evasive?",
                                 "So what happens to the token?"])
def test_a_statement_that_asks_which_or_how_many_is_not_yes_no(ask):
    assert read(ask).yes_no is False


def test_a_result_the_asker_expects_does_not_turn_the_question_around():
    assert read("Can I spend the Power and exhaust the Beastman to block both, so I lose nothing?").negative is False
    # (a result said without its comma, with its subject: "… drops the strength to 2 so it doesn't trigger?")
    assert read("My friend says my prevention drops the strength to 2 so it doesn't trigger. Is he right?").negative is False
    assert read("My friend says my prevention doesn't drop the strength so it triggers. Is he right?").negative is True
    assert read("Can I attack a unit that has no Defense?").negative is False


def test_a_denied_and_an_affirmed_statement_in_one_ask_get_no_verdict():
    r = read("So the action doesn't happen, but the cost stays paid, right?")
    assert r.mixed is True
    assert apply(_norm("is", "the cost of the action stays paid"), r).verdict is None
    assert read("So the action doesn't happen, right?").mixed is False


@settings(max_examples=60, deadline=None)
@given(rate=st.integers(1, 3), have=st.integers(0, 6), said=st.integers(0, 20))
def test_a_rate_is_totalled_over_the_count_the_story_gives(rate, have, said):
    nt = NormText.of("x", Norm(modality="is", act=f"an Influence upgrade costs {rate} Lore per Influence upgrade you "
                                                  "already have"))
    r = read(f"I already have {have} Influence upgrades in my play area. Does the next one cost {said} Lore?")
    assert apply(nt, r).verdict == ("yes" if said == rate * have else "no")
    # the ordinal of the one bought is no second count of those already had
    r = read(f"I already have {have} Influence upgrades. I want to buy a {_ORDINALS[have + 1]} Influence upgrade. "
             f"Does it cost me {said} Lore?")
    assert apply(nt, r).verdict == ("yes" if said == rate * have else "no")


_ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh"}


def test_a_rate_without_the_count_it_is_per_gets_no_verdict():
    nt = NormText.of("x", Norm(modality="is", act="an Influence upgrade costs 1 Lore per Influence upgrade you already have"))
    assert apply(nt, read("Does an Influence upgrade cost 2 Lore?")).verdict is None


def test_a_third_one_is_no_count_of_one():
    assert [n.value for n in numbers("I want a third one and the other one", 0)] == [3]


def test_an_exception_closer_than_the_rule_it_excepts_decides(client):
    r = client.post("/v1/ask", json={"question": "When I play a Cooperative card for another Character, doesn't the "
                                                 "Character receiving it still lose 1 Sanity?",
                                     "game": "rise-of-myths"}).json()
    assert (r["verdict"], r["rules"][0]["id"]) == ("no", "rom.actions.cooperative")


def test_a_case_the_rule_tells_apart_by_a_thing_the_question_never_names_gets_no_verdict(client):
    # "to an Exploration Token" costs 1 Sanity, "between Portals" nothing: a move from Portal to
    # Portal is not answered by the token case (it was "Да" before)
    r = client.post("/v1/ask", json={"question": "Стоим на Портале и переходим на другой открытый Портал. Теряет ли "
                                                 "каждый персонаж 1 рассудок за этот переход?",
                                     "game": "rise-of-myths"}).json()
    assert r["verdict"] is None
    assert "move to another Portal at no Sanity cost" in r["citations"][0]["quote"]
    # told which case it is, the rule decides
    r = client.post("/v1/ask", json={"question": "We stand on a Portal and want to go over to another Portal that is "
                                                 "already on the map. Does each Character lose 1 Sanity for this move?",
                                     "game": "rise-of-myths"}).json()
    assert r["verdict"] == "no"


@pytest.mark.parametrize("mine, verdict", [(4, "yes"), (3, "yes"), (2, "no")])
def test_an_arcana_card_a_player_would_like_to_give_up_works_by_its_red_value(client, mine, verdict):
    r = client.post("/v1/ask", json={"question": f"Someone plays an Arcana card on me with Red 3. I'd like to give up one "
                                                 f"of my own Arcana cards that shows Red {mine} to stop it. Does that work?",
                                     "game": "mythos-encounters"}).json()
    assert r["verdict"] == verdict
    assert r["reading"]["state"]["attempts"] == [{"player": "me", "method": "discard_arcana",
                                                  "card": {"name": "Arcana card", "red": mine}}]


def test_an_arcana_card_a_player_could_give_is_held_and_using_it_is_the_step_asked():
    s = read_negation_chain("Red 3 Arcana card coming at me, but the only Arcana card I could sacrifice is a Red 2.",
                            "Can't I use that one to block it?")
    assert s is not None and s.state is not None
    assert s.state["attempts"] == [{"player": "me", "method": "discard_arcana", "card": {"name": "Arcana card", "red": 2}}]


@pytest.mark.parametrize("ask, negative", [
    ("Её эффект предотвращения больше не срабатывает, верно?", True),
    ("Эффект не применяется?", True),
    ("На Upkeep каждый добирает 5 карт, а не 6, правильно?", False),
    ("Разве я не могу вмешаться?", False),
    ("Не теряю ли я рассудок?", False),
    # (after another question, «И правда ли, что …»; and a lead-in's «не понял» denies nothing asked)
    ("И правда ли, что с ними не дают очков прогресса?", True),
    ("По вашему описанию не понял: в бою с Ужасом Данвича можно атаковать карту Древнего?", False),
])
def test_a_russian_statement_asked_to_be_confirmed_is_negative_by_its_verb(ask, negative):
    assert read(ask).negative is negative


def test_no_longer_is_no_comparison_and_already_before_a_state_no_repetition():
    nt = _norm("is_not", "эффект предотвращения применяется после того, как карта-источник покинула игровую зону")
    assert apply(nt, read("Карта-источник покинула игровую зону. Эффект предотвращения больше не применяется, "
                          "верно?")).verdict == "yes"
    assert apply(_norm("is", "a Character at Health 5 or below is Wounded"),
                 read("My Detective already counts as Wounded at Health 5, right?")).silenced is False


def test_a_rule_the_story_is_about_pulling_the_other_way_silences_a_near_match_on_the_asks_words(client):
    # "Progress Points carry over from one game to the next" fits the ask's words; the
    # story's easier-game modifier brings the rule that no Progress Points are awarded then
    r = client.post("/v1/ask", json={"question": "We're playing with the 'Cheaper Services' modifier this time to make it "
                                                 "easier. Do we still gain Progress Points in this game?",
                                     "game": "rise-of-myths"}).json()
    # (once silent: now the modifier, named, is one of the book's Decrease Difficulty ones)
    assert (r["verdict"], r["rules"][0]["id"]) == ("no", "rom.difficulty.no-progress")
    r = client.post("/v1/ask", json={"question": "This time we turned on a modifier that lowers the difficulty. We still "
                                                 "earn Progress Points this game, right?", "game": "rise-of-myths"}).json()
    assert (r["verdict"], r["rules"][0]["id"]) == ("no", "rom.difficulty.no-progress")


_DRAW = Norm(modality="exactly", act="draw cards during Upkeep", bound=6, quantity="cards", quantity_ru="карт",
             scope="per Character each round, with 1 or 2 Characters")


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=1, max_value=6))
def test_a_count_the_scope_does_not_hold_for_gets_no_verdict(characters):
    # "draws 6 cards with 1 or 2 Characters" says nothing of a game of three
    got = apply(NormText.of("x", _DRAW), read(f"We play with {characters} Characters. Does each of us draw 6 cards "
                                              f"during Upkeep?"))
    assert got.verdict == ("yes" if characters <= 2 else None)


def test_the_scope_s_count_is_read_in_the_glossary_s_language():
    from kb.glossary import Glossary
    nt = NormText.of("x", _DRAW, Glossary("ru", {"Character": ["персонаж"]}))
    asked = "Правда ли, что в партии на трёх персонажей каждый по-прежнему берёт 6 карт в фазе Upkeep?"
    assert apply(nt, read(asked)).verdict is None
    # (a game of two, read by the glossary's name, is the scope's; without it, the count is untold)
    of_two = "Правда ли, что в партии на двух персонажей каждый берёт 6 карт в фазе Upkeep?"
    assert (apply(nt, read(of_two)).verdict, apply(NormText.of("x", _DRAW), read(of_two)).verdict) == ("yes", None)


_FOR_ANOTHER = Norm(modality="at_most", act="play cards for another Character in one turn", bound=1, quantity="cards",
                    scope="per turn; Cooperative cards do not count")


@pytest.mark.parametrize("asked, verdict", [
    # the story's card and the ask's "another" one are two
    ("I already played Scare Away for the Seer this turn (it's not Cooperative). Can't I play another "
     "non-Cooperative card for her too?", "no"),
    ("I already played Scare Away for the Seer this turn. Can I play a second card for her?", "no"),
    # what the limit leaves out is not counted, and how many counted ones were played is not said
    ("I already played Scare Away for the Seer. Now I play a second card for her, a Cooperative one. "
     "Can I play it for her?", None),
])
def test_another_after_already_is_the_second_and_what_a_limit_leaves_out_is_not_counted(asked, verdict):
    assert apply(NormText.of("x", _FOR_ANOTHER), read(asked)).verdict == verdict


@pytest.mark.parametrize("story, verdict", [
    ("The area has no Seal. My unit has Subtle.", "yes"),
    ("The area has a Seal. My unit does not have Subtle.", "no"),
])
def test_a_negator_denies_a_condition_only_in_its_own_clause(story, verdict):
    norm = Norm(modality="only_if", act="summon a unit into a contested area", condition="the unit has Subtle")
    assert apply(NormText.of("x", norm), read(f"{story} Can I summon it into the contested area?")).verdict == verdict


@pytest.mark.parametrize("ask, method", [
    ("Can I still sacrifice him and roll to stop it?", "sacrifice_character"),
    ("Can I sacrifice them instead?", "sacrifice_cultists"),  # "them" of the story's Cultists
])
def test_sacrifice_him_after_a_character_card_held_is_that_card(ask, method):
    s = read_negation_chain("The Arcana card coming at me shows a Red 0, so my cultists are out. I do have Eric Zann "
                            "in hand though.", move=ask)
    assert s is not None and s.move == "attempts[0]"
    assert s.facts[-1]["slot"] == "proposed" and s.facts[-1]["value"] == method


def test_a_prohibited_order_says_nothing_of_the_act_in_another_order():
    norm = Norm(modality="cannot", act="play another card before applying all effects of the current card")
    assert apply(NormText.of("x", norm), read("I played one card for the Seer. Can I play a second card?")).verdict is None
    assert apply(NormText.of("x", norm), read("Can I play another card before applying all effects of the current "
                                              "card?")).verdict == "no"


@pytest.mark.parametrize("modality, verdict", [("is", None), ("is_not", "no")])
def test_a_total_the_ask_ends_on_is_not_confirmed_by_an_act_with_no_number(modality, verdict):
    # an act that happens does not say the total; one that does not happen denies it
    norm = Norm(modality=modality, act="Progress Points on the Counter carry over to the next game")
    asked = "My counter is at 24, and we earned 5 more Progress Points. Does my counter go up to 29?"
    assert apply(NormText.of("x", norm), read(asked)).verdict == verdict


def test_more_in_the_story_is_added_to_a_count_it_does_not_give():
    norm = Norm(modality="at_most", act="keep Progress Points on a Character's Counter", bound=25,
                quantity="Progress Points")
    asked = "My counter is at 24, and we earned 5 more Progress Points. Can I keep them?"
    assert apply(NormText.of("x", norm), read(asked)).verdict is None
    assert apply(NormText.of("x", norm), read("I have 20 Progress Points. Can I keep them?")).verdict == "yes"


@pytest.mark.parametrize("story, ask, red", [
    ("Leon played an Arcana card on me with a Red 2. I don't have an Elder Sign, but I'm holding another Arcana "
     "card worth Red 3.", "Can I sacrifice that one to stop his effect?", 3),
    ("Leon played a Red 2 Arcana card on me. I don't have a Red 2 Arcana card, but I do have a Red 3 one.",
     "Can I discard it to stop his effect?", 3),
    ("The card I'm facing is Red 2.", "Will sacrificing an Arcana card of value 1 stop it?", 1),
])
def test_a_card_held_or_offered_is_read_with_its_value(story, ask, red):
    s = read_negation_chain(story, move=ask)
    assert s is not None and s.state == {"card": {"name": "Arcana card", "red": 2}, "attempts": [
        {"player": "me", "method": "discard_arcana", "card": {"name": "Arcana card", "red": red}}]}


def test_both_is_a_case_of_an_act_of_several():
    norm = Norm(modality="may", act="apply several prevention effects to one attack")
    assert apply(NormText.of("x", norm), read("An attack deals 6 wounds to my creature and I have two prevention "
                                              "effects, 2 and 3. Can I use both on this attack?")).verdict == "yes"
    each = Norm(modality="is", act="participants gain 3 Power at the start of a conflict in a Nexus area")
    assert apply(NormText.of("x", each), read("The conflict is in a Nexus area, me against Hastur. Do both of us gain 3 "
                                              "Power at the start of the conflict?")).verdict == "yes"
    one = Norm(modality="may", act="apply a prevention effect to an attack")
    assert apply(NormText.of("x", one), read("I have two prevention effects. Can I use both on this attack?")).verdict is None


def test_already_before_a_moment_is_no_repetition():
    norm = Norm(modality="is", act="предотвращение применяется после всех модификаторов атаки")
    asked = "На атаку вешают модификатор +2. Предотвращение ведь применяется уже после всех модификаторов атаки, верно?"
    assert apply(NormText.of("x", norm), read(asked)).verdict == "yes"


_SANE = Norm(modality="only_if", act="a Character is Sane", act_ru="персонаж в здравом уме",
             condition="Sanity 6 or higher", condition_ru="рассудок 6 или выше")


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=12))
def test_a_condition_on_a_number_is_computed_from_the_question_s(sanity):
    got = apply(NormText.of("x", _SANE), read(f"My Seer is at Sanity {sanity} now. Is she still Sane?"))
    assert got.verdict == ("yes" if sanity >= 6 else "no")
    assert got.facts == [{"text": "Sanity 6 or higher", "slot": "condition", "value": sanity >= 6}]


@pytest.mark.parametrize("asked, verdict", [
    ("The Seer took a couple of Sanity hits and went from 8 down to 5. Is she still Sane?", "no"),  # as it stands: 5
    ("У Провидицы сейчас 7 рассудка. Она ведь в здравом уме, да?", "yes"),
    ("Сейчас у Провидицы рассудок 4. Она в здравом уме?", "no"),
])
def test_the_number_a_condition_is_on_is_the_one_as_it_stands(asked, verdict):
    assert apply(NormText.of("x", _SANE), read(asked)).verdict == verdict


def test_a_story_of_sanity_asked_of_something_else_is_not_asked_the_state():
    from service.decide import _asks_state
    nt = NormText.of("x", _SANE)
    assert _asks_state(nt, "She's still Sane at 6, right?") is True
    assert _asks_state(nt, "Does she still lose 1 Health at the end of her turn for being Insane?") is False


def test_lower_before_what_it_lowers_is_a_verb_not_a_comparison():
    norm = Norm(modality="is_not", act="prevention changes the strength of the attack")
    assert apply(NormText.of("x", norm), read("I have a prevention effect. Does my prevention lower the strength of "
                                              "their attack?")).verdict == "no"
    cmp = Norm(modality="may", act="discard an Arcana card to negate a card")
    assert apply(NormText.of("x", cmp), read("Can I discard a card with a lower value to negate it?")).verdict is None


_AWAKEN = Norm(modality="exactly", act="spend Ancient Signs to awaken a dormant Avatar", bound=3, quantity="Ancient Signs")


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=9))
def test_a_cost_is_paid_from_what_is_held_but_spent_exactly(signs):
    held = apply(NormText.of("x", _AWAKEN), read(f"My Avatar is dormant and I have {signs} Ancient Signs. "
                                                 f"Can I awaken it?"))
    assert held.verdict == ("yes" if signs >= 3 else "no")
    spent = apply(NormText.of("x", _AWAKEN), read(f"Can I spend {signs} Ancient Signs to awaken my dormant Avatar?"))
    assert spent.verdict == ("yes" if signs == 3 else "no")


@pytest.mark.parametrize("story, ask, attempt", [
    # a card named by its play, an Elder Sign held, and "use that"
    ("Melissa just played Misdirection on me. I've got an Elder Sign in hand.", "Can I just use that to stop it?",
     {"player": "me", "method": "stopping_card", "card": {"name": "Elder Sign", "red": None}}),
    # "give up" Cultists is their sacrifice
    ("The Arcana card played on me has a Red 3.", "I only want to give up 2 cultists to stop it. Is 2 enough?",
     {"player": "me", "method": "sacrifice_cultists", "contributions": [{"player": "me", "count": 2}]}),
    # "…, I don't have …but I do have a Red 3 Arcana": two facts in one sentence
    ("ok so the Arcana hitting me is Red 2, I don't have a Red 2 card but I do have a Red 3 Arcana.",
     "Can I sacrifice that one to negate it?",
     {"player": "me", "method": "discard_arcana", "card": {"name": "Arcana card", "red": 3}}),
    ("На меня сыграли Аркану с красным значением 2. Других способов нет, но есть Аркана с красным 1.",
     "Можно ли отменить эффект, пожертвовав её?",
     {"player": "me", "method": "discard_arcana", "card": {"name": "Arcana card", "red": 1}}),
    # a digit named by its noun; an Elder Sign held is what "остановить им" plays
    ("Кай сыграл на меня Аркану с красным 2, а у меня на руке только Аркана с красной тройкой.",
     "Можно ли пожертвовать её, чтобы отменить эффект?",
     {"player": "me", "method": "discard_arcana", "card": {"name": "Arcana card", "red": 3}}),
    # "I also have" a Character card, and "sacrifice him too … against the same card"
    ("Kai played 'Black Tide' (Red 2) on me. I sacrificed Eric Zann against it and failed the roll. I also have "
     "Randolph Carter.", "Can I sacrifice him too and roll again against the same card?",
     {"player": "me", "method": "sacrifice_character", "card": {"name": "Randolph Carter"}, "success": None}),
    ("На меня сыграли Аркану с красным 1. У меня на руке Elder Sign.", "Можно ли остановить эффект им?",
     # (an Elder Sign's red value, not told, is taken as the value to beat: nothing depends on it)
     {"player": "me", "method": "stopping_card", "card": {"name": "Elder Sign", "red": 1}}),
])
def test_the_step_a_player_proposes_is_read_from_what_the_story_says_is_held(story, ask, attempt):
    s = read_negation_chain(story, move=ask)
    assert s is not None and s.move is not None
    got = (s.state or s.template or {})["attempts"][int(s.move[len("attempts["):-1])]
    assert got == attempt


# (a total within the cap is not confirmed by the cap: 24 + 3 is capped at 25, but 24 + 1 is
# not 25 either — which numbers of a story add up, the limit does not read)
@pytest.mark.parametrize("total, verdict", [(27, "no"), (26, "no"), (25, None), (24, None)])
def test_the_ask_s_total_is_what_a_limit_judges(total, verdict):
    norm = Norm(modality="at_most", act="keep Progress Points on a Character's Counter", bound=25,
                quantity="Progress Points")
    asked = f"My counter had 24 Progress Points and we earned three this game. So now I have {total}, right?"
    assert apply(NormText.of("x", norm), read(asked)).verdict == verdict


def test_a_number_past_an_after_is_when_the_act_holds():
    norm = Norm(modality="must", act="an Enemy restarts its sequence from the first column after 3 rounds")
    asked = "We're in round 4. Does the Enemy restart its sequence from the first column now?"
    assert apply(NormText.of("x", norm), read(asked)).verdict == "yes"


@pytest.mark.parametrize("asked, verdict", [
    ("The source card left play. Does its prevention effect stop applying?", "yes"),
    ("The source card left play. Does its prevention effect still apply?", "no"),
    ("Карта-источник покинула игровую зону. Её эффект предотвращения перестаёт применяться?", "yes"),
])
def test_an_act_asked_of_its_end_is_answered_the_other_way_round(asked, verdict):
    norm = Norm(modality="is_not", act="a prevention effect applies after its source card left play",
                act_ru="эффект предотвращения применяется после того, как карта-источник покинула игровую зону")
    assert apply(NormText.of("x", norm), read(asked)).verdict == verdict


def test_an_absence_the_ask_describes_rules_a_term_out_and_leaves_the_condition_be():
    sealed = Norm(modality="cannot", act="summon units into a Warded or Sealed area during Conjuration")
    subtle = Norm(modality="only_if", act="summon a unit into a contested or enemy area", condition="the unit has Subtle")
    asked = "Conjuration step: my unit has Subtle. Can I summon it into an enemy area that has no Seal or Ward?"
    assert apply(NormText.of("x", sealed), read(asked)).verdict is None  # no Seal, no Ward: not that case
    assert apply(NormText.of("x", subtle), read(asked)).verdict == "yes"  # the "no" is the area's, not the unit's
    assert apply(NormText.of("x", subtle), read(asked.replace("has Subtle", "has no Subtle"))).verdict == "no"


def test_an_act_for_another_case_than_the_one_asked_says_nothing_of_it():
    add = Norm(modality="may", act="add a unit into a Sealed area with an add effect, not Conjuration")
    assert apply(NormText.of("x", add), read("Can I summon a unit into a Sealed area with Conjuration?")).verdict is None
    assert apply(NormText.of("x", add), read("Can I add a unit into a Sealed area with an add effect?")).verdict == "yes"
    after = Norm(modality="cannot", act="use the Avatar's Empowered effect after it awakens")
    assert apply(NormText.of("x", after), read("Can I use my Avatar's Empowered effect after my Avatar is destroyed?")
                 ).verdict is None
    assert apply(NormText.of("x", after), read("Can I use my Avatar's Empowered effect after it awakens?")).verdict == "no"
    move = Norm(modality="only_if", act="move a unit out of a contested area", condition="the unit is Evasive")
    assert apply(NormText.of("x", move), read("Does a contested area stop a unit that is not Evasive?")).verdict is None


@pytest.mark.parametrize("asked, verdict", [
    ("Can I summon a unit in Conjuration?", "yes"),  # once is within a limit of one
    ("Can I summon a unit into a Sealed area in Conjuration?", None),  # a case of its own
])
def test_a_limit_is_answered_in_general_only_of_the_act_itself(asked, verdict):
    norm = Norm(modality="at_most", act="summon units with one Conjuration", bound=1, quantity="units")
    assert apply(NormText.of("x", norm), read(asked)).verdict == verdict


def test_a_limit_does_not_answer_whether_something_else_happens():
    rounds = Norm(modality="at_most", act="play rounds in a Standard game", bound=6, quantity="rounds")
    assert apply(NormText.of("x", rounds), read("Standard game, we just finished the third round and Yog-Sothoth has "
                                                "3 VP. Does the game end now?")).verdict is None
    assert apply(NormText.of("x", rounds), read("Can we play 7 rounds in a Standard game?")).verdict == "no"


def test_a_step_said_in_the_future_is_the_one_that_works_or_not():
    s = read_negation_chain("Melissa played a card on me whose Red value is 0. I figure I'll just sacrifice one Cultist "
                            "and that cancels it.", move="That works, right?")
    assert s is not None and s.move == "attempts[0]"
    assert s.state is not None and s.state["attempts"][0]["method"] == "sacrifice_cultists"


def test_instead_of_what_is_not_done_narrows_nothing_when_the_act_is_the_other_choice():
    nt = _norm("cannot", "attack another Character's Great Old One card")
    assert apply(nt, read("Can I attack the Great Old One card of the Seer instead of mine?")).verdict == "no"
    nt = _norm("may", "split a card's Damage among several Enemies")
    assert apply(nt, read("Can I split the card's Damage, 1 on the Ghast and 1 on the Cultist, "
                          "instead of both on the same Enemy?")).verdict == "yes"


@pytest.mark.parametrize("red, mine, verdict", [(2, 2, "yes"), (3, 2, "no"), (1, 4, "yes")])
def test_the_card_told_again_with_its_red_value_is_the_one_to_beat(client, red, mine, verdict):
    # "Misdirection is Red 2" after "Melissa plays Misdirection on me": the value was asked back
    r = client.post("/v1/ask", json={"question": f"Melissa plays Misdirection on me to swap 3 of her tokens for mine "
                                                 f"in a Node; Misdirection is Red {red}. I hold an Arcana card of Red {mine}. "
                                                 "Can I discard it to stop Misdirection?",
                                     "game": "mythos-encounters"}).json()
    assert r["verdict"] == verdict
    assert r["reading"]["state"]["card"] == {"name": "Misdirection", "red": red}
    assert r["reading"]["unread"] == []


def test_a_list_of_steps_each_with_its_player_is_read_step_by_step(client):
    # "Leon played Elder Sign, Melissa sacrificed Cultists, …": one clause read two steps as one
    r = client.post("/v1/ask", json={"question": "Melissa's Misdirection has gone back and forth: Leon played Elder Sign, "
                                                 "Melissa sacrificed Cultists, Leon discarded an Arcana card, and Melissa "
                                                 "sacrificed Eric Zann and rolled a success. "
                                                 "Can I sacrifice 3 Cultists now to negate it again?",
                                     "game": "mythos-encounters"}).json()
    assert [(f["slot"], f["value"]) for f in r["reading"]["facts"] if f["slot"] in ("attempt", "proposed")] == [
        ("attempt", "stopping_card"), ("attempt", "sacrifice_cultists"), ("attempt", "discard_arcana"),
        ("attempt", "sacrifice_character"), ("proposed", "sacrifice_cultists")]
    # whatever the red values and counts not told, Cultists were already used against this card
    assert r["verdict"] == "no"
    assert r["needs"] == []


def test_a_step_told_with_a_verb_the_reader_does_not_know_leaves_the_chain_unrun(client):
    # "I chipped in 2 of my own cultists" was swallowed by the clause of the card played, and
    # the step asked was judged legal on a chain missing it
    told = ("Melissa played a Red 2 card on Leon, and I {verb} 2 of my own Cultists to negate it for him. Then Melissa "
            "discarded a Red 3 Arcana card to bring the effect back. Now Leon wants to sacrifice 3 of his Cultists to "
            "negate it again. Is that allowed?")
    r = client.post("/v1/ask", json={"question": told.format(verb="chipped in"), "game": "mythos-encounters"}).json()
    assert r["verdict"] == "no"
    # (Cultists given "to negate it" are sacrificed, whatever the verb: the step is read)
    r = client.post("/v1/ask", json={"question": told.format(verb="committed"), "game": "mythos-encounters"}).json()
    assert r["verdict"] == "no"
    # … a verb and no purpose the reader knows leave the chain unrun
    told = told.replace("{verb} 2 of my own Cultists to negate it for him", "{verb} 2 of my own Cultists on it for him")
    r = client.post("/v1/ask", json={"question": told.format(verb="parked"), "game": "mythos-encounters"}).json()
    assert r["verdict"] is None


@pytest.mark.parametrize("told, verdict", [("I'm the active player", None), ("I'm the inactive player", "yes"),
                                           ("Я активный игрок", None), ("Я неактивный игрок", "yes")])
def test_an_act_of_one_side_says_nothing_of_the_other_side_the_question_is_on(told, verdict):
    nt = _norm("is", "the inactive player applies their prevention effects first")
    ru = NormText.of("x", Norm(modality="is", act="неактивный игрок первым применяет свои эффекты предотвращения"))
    ask = "Do I apply my prevention effects first?" if told.startswith("I") else "Я первым применяю свои эффекты предотвращения?"
    assert apply(nt if told.startswith("I") else ru, read(f"{told}. {ask}")).verdict == verdict


@pytest.mark.parametrize("ask, verdict", [("Does the Outpost stay in the area?", None), ("Is the Outpost destroyed too?", "no"),
                                          ("Правда ли, что аванпост остаётся в области?", None)])
def test_staying_is_not_asked_of_an_act_of_going(ask, verdict):
    nt = NormText.of("x", Norm(modality="is_not", act="the Outpost is destroyed together with its Acropolis",
                               act_ru="аванпост уничтожается вместе с акрополем"))
    assert apply(nt, read(f"My Acropolis on an Outpost was destroyed in the conflict. {ask}")).verdict == verdict


def test_a_pronoun_is_no_word_of_an_act(client):
    # "оно" (it) matched "оно выполняется" of the other norm, over the cost the ask is about
    r = client.post("/v1/ask", json={"question": "Я объявил игродействие по скрытой карте за 3. При вскрытии оно оказалось "
                                                 "нелегальным. Правда ли, что эти 3 я всё равно плачу?", "game": "berserk"}).json()
    assert r["verdict"] == "yes"


def test_a_named_kind_is_another_case_than_a_counted_one():
    # "a Medium Game" (no such game in the book) was answered by the 3-player game's VP
    nt = NormText.of("x", Norm(modality="exactly", act="VP needed to end a 3-player game", bound=3, quantity="VP"))
    r = read("We're playing a 3-player Medium Game and nobody has 3 VP yet. Is round 5 the last round of a Medium Game?")
    assert apply(nt, r).verdict is None


@pytest.mark.parametrize("kind, verdict", [("Long", None), ("Standard", "no")])
def test_a_kind_the_act_does_not_name_is_another_case(kind, verdict):
    # "a Long game" (which the book never defines) was answered by the Standard game's limit
    nt = NormText.of("x", Norm(modality="at_most", act="play rounds in a Standard game", bound=6, quantity="rounds",
                               scope="per Standard game"))
    assert apply(nt, read(f"We play a {kind} game tonight, 4 players. Is the round cap 8 rounds for a {kind} game?")
                 ).verdict == verdict


@pytest.mark.parametrize("asked, verdict", [("Does Hydra activate before Dagon?", "no"),
                                            ("Does Dagon activate before Hydra?", "yes")])
def test_two_named_things_ordered_the_other_way_are_against_the_acts_order(asked, verdict):
    nt = _norm("is", "Dagon always activates before Hydra")
    assert apply(nt, read(f"We fight Dagon and Hydra with 2 Characters. {asked}")).verdict == verdict


def test_which_companion_activates_first_asked_the_other_way_round_in_russian(client):
    r = client.post("/v1/ask", json={"question": "Бьёмся с Дагоном и Гидрой вдвоём. Гидру в этом раунде атаковали, "
                                                 "Дагона нет. Правда ли, что Гидра активируется раньше Дагона?",
                                     "game": "rise-of-myths"}).json()
    assert r["verdict"] == "no"


def test_a_step_told_after_which_another_is_its_own_step(client):
    # ", после чего Лео сбросил …" was read inside the clause before it: one step lost, and the
    # effect's final state the opposite of the book's
    r = client.post("/v1/ask", json={"question": "Мелисса сыграла на Лео «Misdirection» (красное 2). Лео остановил её картой "
                                                 "«Elder Sign» (красное 1), Мелисса пожертвовала 2 культистов и вернула "
                                                 "эффект, после чего Лео сбросил «Prism Gate» (красное 2) и снова его "
                                                 "отменил. Действует ли теперь эффект «Misdirection»?",
                                     "game": "mythos-encounters"}).json()
    assert [f["value"] for f in r["reading"]["facts"] if f["slot"] == "attempt"] == [
        "stopping_card", "sacrifice_cultists", "discard_arcana"]
    assert r["verdict"] == "no"


@pytest.mark.parametrize("wounds, verdict", [(3, "no"), (4, "yes"), (5, "yes")])
def test_effects_each_told_once_are_each_read_and_in_full_asks_that_none_is_left(client, wounds, verdict):
    r = client.post("/v1/ask", json={"question": f"It's my opponent's turn, so I'm the inactive player. His creature hits "
                                                 f"mine for {wounds} wounds. I have two prevention effects on my creature, "
                                                 "each reading 'prevent the next 2 wounds'. Can both of my effects be used "
                                                 "in full against this attack?", "game": "berserk"}).json()
    assert [x["amount"] for x in r["reading"]["state"]["preventions"]] == [2, 2]
    assert r["verdict"] == verdict


@pytest.mark.parametrize("modality, act, asked", [
    # which comes first, asked of an act that orders nothing
    ("must", "apply the Round Effects Card's effects at the start of the rounds shown",
     "Does my start-of-turn effect resolve before the Enemy gains its Protection?"),
    # going on, asked of an act of ending
    ("is", "the Combat is lost if Enemies remain at the end of round 6",
     "Is it true that the Combat continues into round 7?"),
    # another's thing, asked of an act of one's own
    ("is_not", "gain VP for breaking your own (allied) Seal", "I broke Hastur's Seal. Does Hastur get anything?"),
])
def test_an_act_of_another_relation_than_the_asks_gives_no_verdict(modality, act, asked):
    assert apply(_norm(modality, act), read(asked)).verdict is None


def test_a_limit_counted_by_the_story_says_nothing_of_what_else_happens():
    limit = NormText.of("x", Norm(modality="at_most", act="break Seals with one Dominion", bound=1, quantity="Seals",
                                  scope="per Dominion"))
    told = "Cthulhu resolves Dominion and breaks one of Hastur's Seals."
    assert apply(limit, read(f"{told} Is it true that Hastur gains nothing?")).verdict is None
    assert apply(limit, read(f"{told} Can he break a second Seal with it?")).verdict == "no"


def test_a_round_told_before_the_current_one_is_the_previous_round(client):
    # "In round 1, Cthulhu's Scheme had Initiative 2" was read as this round's Initiative
    r = client.post("/v1/ask", json={"question": "Round 2 of a 2-player game. Cthulhu and Hastur both revealed Schemes with "
                                                 "Initiative 3. In round 1, Cthulhu's Scheme had Initiative 1 and Hastur's "
                                                 "had 4. Does Cthulhu go first?", "game": "old-ones-origins"}).json()
    assert r["reading"]["state"]["previous_initiative"] == {"Cthulhu": 1, "Hastur": 4}
    assert r["verdict"] == "no"


@pytest.mark.parametrize("now, verdict", [(3, None), (4, "yes")])
def test_an_act_of_listed_rounds_says_nothing_of_another_round(now, verdict):
    nt = _norm("is", "at the start of rounds 2, 4 and 6 Great Old One cards regain all their Health")
    r = read(f"In round {now - 1} we beat a Great Old One card down to 2 Health. Now round {now} is starting. "
             "Does that card regain all its Health?")
    assert apply(nt, r).verdict == verdict


def test_a_state_the_ask_denies_of_its_subject_rules_out_the_act_of_that_state():
    nt = _norm("must", "the Insane Seer plays the Divination effect on all her cards")
    assert apply(nt, read("Её рассудок 6. Правда ли, что она ещё не Insane и не обязана применять Divination?")).verdict is None


def test_asked_whether_a_card_can_be_stopped_at_all_is_not_asked_of_the_chain(client):
    # no step was told: "cannot be stopped by any method" was answered by "the effect is in force"
    r = client.post("/v1/ask", json={"question": "Leon played a card on me that has a 0 in Red. Is it true that a card with "
                                                 "0 in Red cannot be stopped by any method at all?",
                                     "game": "mythos-encounters"}).json()
    assert r["check"] is None
    assert not any(f["slot"] == "effect_in_force" for f in (r["reading"] or {}).get("facts", []))


def test_a_share_of_a_payment_another_makes_is_not_judged_as_a_step_of_its_own(client):
    # "I'd like to throw in 2 of my own Cultists so he can stop it" was judged alone against
    # Red 4 (2 < 4: "No"), though Leon's 2 pay with them
    r = client.post("/v1/ask", json={"question": "A card with Red 4 is aimed at Leon and he only has 2 Cultists to spare. "
                                                 "I'm another Great Old One and I'd like to throw in 2 of my own Cultists so "
                                                 "he can stop it. Am I allowed to do that?",
                                     "game": "mythos-encounters"}).json()
    assert r["check"] is None
    assert not any(f["slot"] == "proposed" for f in (r["reading"] or {}).get("facts", []))


def test_the_effect_an_ask_points_to_is_the_one_judged(client):
    told = ("Атака нанесла моему существу 3 раны. У меня два эффекта предотвращения: «предотвратить 2 раны» и "
            "«предотвратить следующие 3 раны». Я применил первый, осталась 1 рана. Второй я использую частично, только на "
            "эту 1 рану — и у него остаются ещё {n} на следующую атаку?")
    assert client.post("/v1/ask", json={"question": told.format(n=2), "game": "berserk"}).json()["verdict"] == "yes"
    assert client.post("/v1/ask", json={"question": told.format(n=3), "game": "berserk"}).json()["verdict"] == "no"


@pytest.mark.parametrize("red, verdict", [(3, "no"), (4, "yes"), (5, "yes")])
def test_a_card_that_directly_stops_the_effect_is_the_stopping_method_with_its_red_value(client, red, verdict):
    # "картой прямой отмены, у которой красное 4" was not read: the value to beat stayed 2
    r = client.post("/v1/ask", json={"question": f"Мелисса сыграла «Misdirection» (красное 2). Леон остановил эффект картой "
                                                 f"прямой отмены, у которой красное 4. Мелисса хочет вернуть эффект, сбросив "
                                                 f"карту Arcana с красным {red}. Хватит ли её?",
                                     "game": "mythos-encounters"}).json()
    assert [f["value"] for f in r["reading"]["facts"] if f["slot"] == "attempt"] == ["stopping_card"]
    assert r["verdict"] == verdict


def test_a_step_told_in_the_past_that_is_not_read_leaves_the_chain_unjudged(client):
    r = client.post("/v1/ask", json={"question": "Мелисса сыграла «Misdirection» (красное 2). Леон как-то хитро остановил "
                                                 "эффект. Мелисса хочет вернуть эффект, сбросив карту Arcana с красным 3. "
                                                 "Хватит ли её?", "game": "mythos-encounters"}).json()
    assert r["check"] is None
    assert r["verdict"] is None


def test_a_number_beside_another_word_of_the_act_is_no_count_of_its_unit():
    # "column 1 sequences" was compared with "after 3 rounds" (the act says "first column" too)
    nt = NormText.of("x", Norm(modality="must", act="an Enemy restarts its sequence from the first column after 3 rounds",
                               phrasings=["an Enemy still in the Combat in round 4 goes back to column 1"]))
    r = read("In round 4 a Farmer gets added to the Combat. Do the Enemies still fighting also restart from their "
             "column 1 sequences this round?")
    assert apply(nt, r).verdict == "yes"


def test_a_share_of_a_payment_told_apart_is_not_judged_by_the_chain_but_by_the_rule(client):
    # "offers to sacrifice 2 of her own Cultists to help him out" was read as a step of its own,
    # and Sam's sacrifice asked next judged against it ("each method once": No)
    r = client.post("/v1/ask", json={"question": "Sam wants to stop my Red 3 Arcana card by sacrificing Cultists, but he has "
                                                 "only 1 Cultist left. Melissa, who is not even targeted, offers to sacrifice "
                                                 "2 of her own Cultists to help him out. Is she allowed to chip in like that?",
                                     "game": "mythos-encounters"}).json()
    assert r["check"] is None
    assert r["verdict"] == "yes"
    assert r["citations"][0]["quote"].startswith("In addition, another Great Old One may choose to assist")


def test_a_step_nobody_took_is_no_step(client):
    r = client.post("/v1/ask", json={"question": "My 'Misdirection' is Red 2, and Leon negated it with an Elder Sign that has "
                                                 "Red 1. Nobody has discarded Arcana cards on it yet. Can I bring "
                                                 "Misdirection back by discarding an Arcana card with Red 3?",
                                     "game": "mythos-encounters"}).json()
    assert [f["value"] for f in r["reading"]["facts"] if f["slot"] == "attempt"] == ["stopping_card"]
    assert r["verdict"] == "yes"


@pytest.mark.parametrize("tag", ["right?", "true?", "is that correct?", "That right?"])
def test_a_bare_tag_after_a_friends_claim_asks_the_claim(tag):
    r = read(f"spell casting step, I'm the Invader. my buddy says the invader always casts first. {tag}")
    assert (r.ask, r.yes_no, r.negative) == ("the invader always casts first?", True, False)


@pytest.mark.parametrize("text, negative", [
    # a value set aside with "а не"/"and not", spelt out after a dash, denies nothing
    ("Неужели способы отмены можно применять в любом порядке, а не строго по списку — сначала Elder Sign, потом "
     "культисты?", False),
    ("Can I use the methods in any order, and not strictly as listed — first Elder Sign, then Cultists?", False),
    ("Можно применять способы не по порядку?", True),
])
def test_a_value_set_aside_and_spelt_out_after_a_dash_is_no_denial(text, negative):
    assert read(text).negative is negative


@pytest.mark.parametrize("text, ask", [
    ("round 4 just started. my friend says it goes back to doing column 1 now, is he right?",
     "it goes back to doing column 1 now?"),
    ("Сейчас ход соперника. Он говорит, что оплата всё равно сгорает, он прав?", "оплата всё равно сгорает?"),
    ("My friend says it still resolves because it was already declared - is he right?",
     "it still resolves because it was already declared?"),
    # the asker's own "I count" is no one's claim: the whole sentence is asked
    ("Две карты открыты, одна закрыта. Значит, считаю только две, верно?", "Значит, считаю только две, верно?"),
])
def test_a_claim_and_its_confirmation_in_one_sentence_ask_the_claim(text, ask):
    r = read(text)
    assert (r.ask, r.yes_no) == (ask, True)


@pytest.mark.parametrize("text, ask", [
    # the asker's own claim and another's: the one "he" / "я" names
    ("I said X=3. Then a hidden creature got revealed. My friend says X is now 4. Is he right?", "X is now 4?"),
    ("Коля говорит, что получится 3 раны. Я считаю, что сначала всё складывается, итого 2 раны. Я прав?",
     "сначала всё складывается, итого 2 раны?"),
    # a verb of the claim itself ("всё, что зависит …, считает 2") is no second claim
    ("Друг говорит: удар силой 4 становится ударом силой 2, и всё, что зависит от силы удара, считает 2. Он прав?",
     "удар силой 4 становится ударом силой 2, и всё, что зависит от силы удара, считает 2?"),
    # a claimant in other words, a confirmation in other words
    ("first upkeep, my roommate watching says both companions start in the vanguard. is he right?",
     "both companions start in the vanguard?"),
    ("my buddy says since i'm the invader i get to cast spells first. is that how it works?",
     "since i'm the invader i get to cast spells first?"),
    ("друг утверждает, что предотвращение режет саму силу удара до 2. это правильно?",
     "предотвращение режет саму силу удара до 2?"),
])
def test_the_claim_whose_claimant_the_ask_names_is_what_is_asked(text, ask):
    r = read(text)
    assert (r.ask, r.yes_no) == (ask, True)


def test_two_claims_the_ask_does_not_tell_apart_are_not_read_as_either():
    r = read("Kolya says it costs 3, Masha says it costs 2. Is she right?")
    assert r.ask == "Is she right?"


@pytest.mark.parametrize("claimed, verdict", [(2, "yes"), (3, "no")])
def test_a_number_a_friend_claims_is_what_is_he_right_asks(claimed, verdict):
    nt = NormText.of("x", Norm(modality="is", act="an Influence upgrade costs 1 Lore per Influence upgrade you already have"))
    r = read(f"Yog-Sothoth already has 2 Influence upgrades. My friend says the new one costs {claimed} Lore. Is he right?")
    assert apply(nt, r).verdict == verdict


@pytest.mark.parametrize("told", ["Her Sanity drops to 0.", "Her Sanity goes down to 0.", "Её рассудок упал до 0."])
def test_a_value_told_as_what_something_drops_to_is_a_number_of_it(told):
    assert [n.counts(frozenset(tokenize("Sanity рассудок"))) for n in read(told + " Is she Insane?").numbers] == [True]


def test_staying_is_not_asked_of_an_act_that_says_nothing_of_staying():
    # "Do their Seals stay on the board so the rest of us can still break them for VP?" (the book
    # is silent on a player leaving) was answered Yes by "gain VP by breaking enemy Seals"
    nt = _norm("is", "gain VP by breaking enemy Seals")
    r = read("One of our four players has to leave after round 3. Do their Seals stay on the board so the rest of us "
             "can still break them for VP?")
    assert apply(nt, r).verdict is None
    assert apply(nt, read("I broke Hastur's Seal in my Dominion. Do I gain VP by breaking it?")).verdict == "yes"


@pytest.mark.parametrize("question, verdict", [
    ("I have already cast two spells in this conflict and still have Power. Can I cast a third one?", "no"),
    ("В этом конфликте я сотворил одно заклинание. Можно сотворить второе?", "yes"),
])
def test_an_ordinal_whose_noun_is_left_out_counts_what_the_story_counted(question, verdict):
    # "…уже сотворил два заклинания… Можно сотворить третье?" was answered Yes: the ask's
    # "третье" stood alone, and the story's two was judged against the limit of two
    nt = NormText.of("x", Norm(modality="at_most", act="cast spells in a conflict", bound=2, quantity="spells",
                               quantity_ru="заклинаний", scope="per conflict"))
    assert apply(nt, read(question)).verdict == verdict


def test_a_count_the_act_requires_and_the_question_does_not_give_is_asked_back(client):
    # "I have the Watcher from Beyond and Bonded Sorcerers there. Can I surrender?" was answered
    # Yes by what a surrender does, though the defender may surrender only with 1 figure there
    r = client.post("/v1/ask", json={"question": "Cthulhu invades my area; only the two of us are in the conflict. My "
                                                 "Acolytes and my Dark Young are there. Can I surrender and take a Wild Resource?",
                                     "game": "old-ones-origins"}).json()
    assert r["verdict"] is None
    assert [n["slot"] for n in r["needs"]] == ["defender_figures"]
    told = client.post("/v1/ask", json={"question": "Cthulhu invades my area; only the two of us are in the conflict. "
                                                    "I have only 1 figure there. Can I surrender and take a Wild Resource?",
                                        "game": "old-ones-origins"}).json()
    assert told["verdict"] == "yes"


def test_a_prohibition_of_the_case_told_overrides_a_cost_that_is_met(client):
    # "Short Game … I have 3 Ancient Signs. Can I spend them to awaken my Avatar?" was answered
    # Yes by the cost (exactly 3), over "awaken an Avatar in a Short game" (cannot)
    r = client.post("/v1/ask", json={"question": "Short Game tonight, and I already have 3 Ancient Signs. "
                                                 "Can I spend 3 Ancient Signs to awaken my Avatar?",
                                     "game": "old-ones-origins"}).json()
    assert r["verdict"] == "no"


def test_a_total_asked_of_an_act_that_ranks_the_story_numbers_gets_no_verdict():
    # "my Spell Resistance is 2, Yog has 3 … Do I end up paying 3 Power?" was answered No by
    # "pay no extra Power when your Spell Resistance is tied or highest": the act ranks nothing
    nt = _norm("is_not", "pay extra Power for a spell when my Spell Resistance is tied or highest")
    r = read("My Spell Resistance is 1 in this conflict, Hastur has 2 and Cthulhu has 4. Do I pay 4 Power for my spell?")
    assert apply(nt, r).verdict is None
    assert apply(nt, read("My Spell Resistance is the highest in this conflict. Do I pay extra Power for my spell?")).verdict == "no"


@pytest.mark.parametrize("asked, verdict", [("Do I end up paying 3 Power?", "yes"), ("So I'm paying 2 Power?", "no")])
def test_the_spell_cost_is_computed_when_the_total_is_asked_as_paying(client, asked, verdict):
    r = client.post("/v1/ask", json={"question": "My Spell Resistance is 2. In this conflict Yog has 3 and Hastur has 1. "
                                                 "The spell I want to cast costs 2 on the card. " + asked,
                                     "game": "old-ones-origins"}).json()
    assert r["check"]["result"] == {"cost": 3}
    assert r["verdict"] == verdict


@pytest.mark.parametrize("modifier", ["More Upgrade Options", "Character Immunity to Conditions"])
def test_an_exception_told_by_its_name_decides_over_the_rule_it_excepts(client, modifier):
    # "We turned on Cheaper Services … Do we get to log our Progress Points?" was answered Yes by
    # "Progress Points carry over"; the book's Decrease Difficulty modifiers award none
    r = client.post("/v1/ask", json={"question": f"We played with the {modifier} modifier and beat the Great Old One. "
                                                 "Do our Progress Points carry over to the next game?",
                                     "game": "rise-of-myths"}).json()
    assert r["verdict"] == "no"
    assert r["citations"][0]["quote"] == "Progress Points are not awarded in games with modifiers that decrease the difficulty."


def test_two_or_three_of_us_in_russian_counts_the_players():
    assert [(n.value, n.counts(frozenset(tokenize("участник")))) for n in read("В конфликте нас трое. Можно сдаться?").numbers] \
        == [(3, True)]


@pytest.mark.parametrize("card, verdict", [("Cooperative defense cards", "no"), ("non-Cooperative defense cards", "yes"),
                                           ("defense cards", "yes")])
def test_a_keyword_exception_named_in_the_story_decides_and_a_denied_one_does_not(client, card, verdict):
    # (held-back set 27) a Cooperative card played for another was answered "she loses 1
    # Sanity": the exception, told by its keyword alone, never came near enough to decide
    r = client.post("/v1/ask", json={"question": f"I'm the Detective. I spent 2 Energy to play one of my {card} on the Seer "
                                                 "so she has Defense before the Keeper swings at her. Does the Seer still "
                                                 "lose 1 Sanity for getting my card?", "game": "rise-of-myths"}).json()
    assert r["verdict"] == verdict


@pytest.mark.parametrize("text, negative", [
    ("Неужели очки на счётчике при этом не уменьшаются?", True),  # whether they really do not
    ("Неужели нельзя сыграть её на Провидицу?", True),
    ("Неужели мы не можем вмешаться?", True),  # "Да, не можете" agrees with what it says
    ("Разве я не могу сыграть её на Провидицу?", False),  # whether I can
    ("Неужели мы всё равно получим очки прогресса?", False),
])
def test_neuzheli_asks_its_own_proposition_and_razve_ne_the_positive(text, negative):
    assert read(text).negative is negative


def test_a_neuzheli_question_with_ne_is_answered_of_what_it_says(client):
    r = client.post("/v1/ask", json={"question": "Перед новой партией я купил улучшения. Неужели очки прогресса на счётчике "
                                                 "от этого не уменьшаются?", "game": "rise-of-myths"}).json()
    assert r["verdict"] == "yes"


def test_the_end_phase_reads_he_as_the_other_player_and_me_in_brackets_as_the_asker(client):
    # "me (Cthulhu) vs Hastur … I'm on 2 VP, he has 1 VP. Do I win?" was read as the asker on 1
    # VP and Cthulhu a third player of unknown VP: No
    r = client.post("/v1/ask", json={"question": "2-player Standard game, me (Yog-Sothoth) against Shub-Gorath. End Phase of "
                                                 "round 2: I'm on 2 VP and she has 0 VP. Do I win?",
                                     "game": "old-ones-origins"}).json()
    assert r["check"]["result"]["winner"] == "me"
    assert r["verdict"] == "yes"
    assert "The game ends: you win." in r["answer"]


def test_of_two_numbers_before_a_word_the_one_right_beside_it_counts_it():
    # "в одну партию четырёх персонажей" was read as one Character (the first number whose
    # three words after it say "персонажей") against "at most 3 Characters": Yes
    r = read("Нас четверо. Можно ли взять в одну партию четырёх персонажей?")
    assert [n.value for n in r.numbers_of(frozenset(tokenize("персонажей")))] == [4, 1]
    nt = NormText.of("x", Norm(modality="at_most", act="play with Characters in one game", bound=3, quantity="Characters",
                               quantity_ru="персонажей", scope="per game"))
    assert apply(nt, r).verdict == "no"


@pytest.mark.parametrize("red, verdict", [(2, "no"), (3, "yes")])
def test_a_step_after_and_is_read_and_does_that_work_asks_whether_it_does_what_it_is_for(client, red, verdict):
    # (held-back set 30) "… and Boris stopped it with a stopping card that has Red 3" was
    # swallowed by the clause before it, and the Arcana card offered taken for Misdirection
    # itself; "Does that work?" of a step taken to reinstate asked whether it negated
    r = client.post("/v1/ask", json={"question": "Anna played Misdirection (Red 2) and Boris stopped it with a stopping card "
                                                 f"that has Red 3. I want to reinstate Misdirection by discarding an Arcana "
                                                 f"card with Red {red}. Does that work?",
                                     "game": "mythos-encounters"}).json()
    assert [a["method"] for a in r["reading"]["state"]["attempts"]] == ["stopping_card", "discard_arcana"]
    assert r["reading"]["state"]["attempts"][1]["card"]["red"] == red
    assert r["verdict"] == verdict


def test_cultists_burned_are_sacrificed_and_cultists_to_burn_are_not(client):
    r = client.post("/v1/ask", json={"question": "Sam played a card on Ada. Ada burned 2 Cultists to negate it, then Sam "
                                                 "reinstated it with a stopping card. Now I want to sacrifice my own "
                                                 "Cultists to negate it again for Ada. Allowed?",
                                     "game": "mythos-encounters"}).json()
    assert r["verdict"] == "no"  # each method once per card
    spare = client.post("/v1/ask", json={"question": "Melissa played a card on me with a red 0 on it. I've got cultists to "
                                                     "burn — can I just sacrifice 5 of them to stop it?",
                                         "game": "mythos-encounters"}).json()
    assert spare["verdict"] == "no"  # red 0: not by Cultists


def test_a_limit_the_story_count_breaks_fails_a_permission_another_rule_grants(client):
    # "I've already cast two spells … a third played card with a spell effect. Can I cast a
    # third spell?" was answered Yes by "cast a spell from a played conflict card"
    r = client.post("/v1/ask", json={"question": "In this conflict I have the most Power (8). I've already cast two spells, "
                                                 "still have 3 Power on my dial and a third played card with a spell "
                                                 "effect. Can I cast a third spell?", "game": "old-ones-origins"}).json()
    # (the limit cited is "0, 1, or 2 spells", ooo.spell.optional's sentence)
    assert (r["verdict"], r["rules"][0]["id"]) == ("no", "ooo.spell.optional")


@pytest.mark.parametrize("asked, verdict", [("Дима применяет свои первым?", None), ("Оля применяет свои первой?", "no")])
def test_an_act_of_a_role_is_not_applied_to_a_player_the_story_did_not_give_it_to(asked, verdict):
    # "Сейчас ход Оли, она активный игрок … Дима применяет свои первым?" was answered No by
    # "the active player applies first" (is not): Dima is the inactive one, who does
    nt = _norm("is_not", "активный игрок первым применяет свои эффекты предотвращения")
    r = read("Сейчас ход Оли, она активный игрок. Эффекты предотвращения есть и у Оли, и у Димы. " + asked)
    assert apply(nt, r).verdict == verdict


def test_an_order_told_as_first_then_is_not_read_against_an_act_of_before():
    # (held-back set 30) "Сначала … модификаторы, а уже потом предотвращение, верно?" was answered
    # No by "prevention applies before the modifiers" (is not): the order read backwards
    nt = _norm("is_not", "предотвращение применяется до модификаторов атаки")
    r = read("Атака на 4 раны, к ней модификатор +1. Сначала накладываем модификатор, а уже потом предотвращение, верно?")
    assert apply(nt, r).verdict is None


def test_him_after_another_capitalised_word_is_the_creature_told_before(client):
    # "The Detective started at 8 Sanity; crossing two explored Encounters brought him down to 5"
    # gave "Encounters" 5 Sanity and left the Detective Sane at 8
    r = client.post("/v1/ask", json={"question": "The Seer began this combat at 7 Sanity; walking over two explored "
                                                 "Encounters brought her down to 5. Is the Seer Insane now?",
                                     "game": "rise-of-myths"}).json()
    assert r["reading"]["state"]["creatures"] == [{"name": "Seer", "enemy": False, "sanity": 5}]
    assert r["verdict"] == "yes"


@pytest.mark.parametrize("ask, yes_no", [("So Azathoth wakes up and we all lose?", True),
                                        ("So sacrificing zero Cultists stops it for free?", True),
                                        ("So what happens now?", False), ("So Hastur goes first or Cthulhu?", False)])
def test_a_conclusion_put_with_so_is_a_yes_no_question_whatever_its_subject(ask, yes_no):
    # (held-back set 29) these got no verdict: only a pronoun or an article could open one
    assert read(ask).yes_no is yes_no


@pytest.mark.parametrize("red, verdict", [(3, "yes"), (2, "no")])
def test_a_russian_step_taken_to_bring_the_effect_back_works_when_it_reinstates(client, red, verdict):
    # "Я хочу вернуть эффект, сбросив карту Арканы с красным 3. Сработает?" was answered Нет:
    # "Арканы" was taken for the player, and a bare "Сработает?" asked whether it negated
    r = client.post("/v1/ask", json={"question": "Анна сыграла Misdirection с красным 2, Борис отменил её картой прямой "
                                                 f"отмены с красным 3. Я хочу вернуть эффект, сбросив карту Арканы с "
                                                 f"красным {red}. Сработает?", "game": "mythos-encounters"}).json()
    assert r["reading"]["state"]["attempts"][1]["player"] == "me"
    assert r["verdict"] == verdict
    assert any(s["step"].startswith("шаг 2: вы ") for s in r["check"]["trace"])


def test_still_in_force_is_not_asked_of_an_act_that_says_when_a_thing_is_revealed():
    # (held-back set 32) "Is that round-1 Curse still in force now?" in round 2 was answered Yes
    # by "against Cthulhu a new Curse is revealed at the start of rounds 1, 3 and 5"
    nt = _norm("is", "against Cthulhu a new Curse is revealed at the start of rounds 1, 3 and 5")
    r = read("We turned over a Curse card at the start of round 1, and round 2 has begun. Is that Curse still in force?")
    assert apply(nt, r).verdict is None
    assert apply(_norm("is_not", "a Curse card lasts more than one round"), r).verdict == "no"


@pytest.mark.parametrize("told, verdict", [
    ("Yog-Sothoth's is 3 and Shub-Gorath's is 2", None),  # 4 Power: units may be exhausted to pay the rest
    ("Yog-Sothoth's is 3 and Shub-Gorath's is 2. I have no units left to exhaust", "no"),
    ("Cthulhu's is 2", "yes"),  # 3 Power: the dial pays it
])
def test_can_i_cast_it_compares_the_power_on_the_dial_with_the_cost(client, told, verdict):
    # "… Yog-Sothoth's is 3 … I have exactly 3 Power on my dial and no units left to exhaust.
    # Can I cast it?" was answered Yes by "each participant may cast 0, 1 or 2 spells"
    r = client.post("/v1/ask", json={"question": f"Spell Casting: my Spell Resistance is 1, {told}. The spell on my played "
                                                 "card costs 2. I have exactly 3 Power on my dial. Can I cast it?",
                                     "game": "old-ones-origins"}).json()
    assert r["check"]["kind"] == "spell-cost"
    assert r["verdict"] == verdict


def test_an_act_of_something_already_in_a_place_the_story_says_is_empty_is_ruled_out():
    # (held-back set 29) "Its center slot is still empty. Can my next marker go there?" was
    # answered No by "move a corner marker onto your own allied marker in a center slot"
    nt = _norm("cannot", "move a corner marker onto your own allied marker in a center slot")
    d = apply(nt, read("My last marker went into a corner slot of the Region. Its center slot is still empty. "
                       "Can my next marker go there?"))
    assert (d.verdict, d.ruled_out) == (None, True)
    assert apply(nt, read("My own marker is already in the center slot. Can I move my corner marker onto it?")).verdict == "no"


@pytest.mark.parametrize("question, verdict", [
    # (held-back set 31) answered No by "an upgrade carries over" (is not)
    ("Last game Leah's Seer got 7 Progress Points and she spent all 7 on upgrades before tonight. Does she still have "
     "those 7 points on her counter?", "yes"),
    # (held-back set 31) answered No by "each Exploration Token on a Portal route costs extra Sanity"
    ("We already did the Event that has Exploration Token 4 on it. Now we walk back through it. Does each of us lose "
     "1 Sanity?", "yes"),
])
def test_still_having_points_and_walking_back_through_a_marked_encounter(client, question, verdict):
    assert _verdict(client, question, "rise-of-myths") == verdict


@pytest.mark.parametrize("asked, verdict", [
    # whose turn it is makes him the active player, which the act does not read
    ("Сейчас ход соперника, он атакует. Правда ли, что первым свои эффекты предотвращения применяет неактивный "
     "игрок?", "yes"),
    ("Сейчас ход соперника, он атакует. Правда ли, что первым свои эффекты предотвращения применяет он, раз ход его?",
     None),
    ("It's his turn and he attacks. Does he apply his prevention effects first?", None),
])
def test_an_act_of_the_active_or_inactive_player_answers_only_a_role_said(asked, verdict):
    norm = Norm(modality="is", act="неактивный игрок первым применяет свои эффекты предотвращения")
    assert apply(NormText.of("x", norm), read(asked)).verdict == verdict


@settings(max_examples=20, deadline=None)
@given(red=st.integers(1, 3), discard=st.integers(1, 5), count=st.integers(1, 6))
def test_a_claim_of_how_many_cultists_reinstate_is_judged_on_the_value_to_beat(client, red, discard, count):
    # "… and says N Cultists is enough. He's right, isn't he?": the claim is what is asked, of the
    # step "he" (the other player) wants to take; the value to beat is the discarded card's
    assume(discard >= red)
    q = (f"Tom played a Red {red} card on me, I answered by discarding an Arcana with Red {discard}. Now he wants to "
         f"reinstate his card by sacrificing Cultists and says {count} Cultists is enough. He's right, isn't he?")
    r = _ask(client, q)
    assert r["verdict"] == ("yes" if count >= discard else "no")
    assert r["reading"]["state"]["attempts"][-1]["player"] == "Tom"


@settings(max_examples=15, deadline=None)
@given(sanity=st.integers(2, 9))
def test_a_value_told_as_dropped_to_is_the_one_that_stands(client, sanity):
    # "The Seer is on 6 Sanity … so she drops to 5": Sane only at 6 or more, and 5 is what stands
    q = (f"The Seer is on {sanity} Sanity. The Possessed plays a non-Cooperative card for her that only gives "
         f"Defense, so she drops to {sanity - 1}. She's still Sane, isn't she?")
    r = client.post("/v1/ask", json={"question": q, "game": "rise-of-myths"}).json()
    assert r["verdict"] == ("yes" if sanity - 1 >= 6 else "no")


@pytest.mark.parametrize("asked, verdict", [
    # players named by letters: the role is А's, the ask of Б — the act of the role says nothing of Б
    ("Сейчас ход игрока А, он активный. И у А, и у Б есть эффекты предотвращения. Первым свои эффекты применяет Б?",
     None),
    # … and of А, the holder of the role, it does
    ("Сейчас ход игрока А, он активный. И у А, и у Б есть эффекты предотвращения. Первым свои эффекты применяет А?",
     "no"),
])
def test_a_role_held_by_a_player_named_by_a_letter_answers_only_of_that_player(asked, verdict):
    norm = Norm(modality="is_not", act="активный игрок первым применяет свои эффекты предотвращения")
    assert apply(NormText.of("x", norm), read(asked)).verdict == verdict


@pytest.mark.parametrize("asked, verdict", [
    # the permission is of the whole method: a later step of it asked as an obligation is no "need not"
    ("I'm sacrificing a Character card against her card. Don't I have to roll afterwards?", None),
    ("I'm sacrificing a Character card against her card. Do I have to roll?", None),
    # the method itself asked as an obligation: "may" answers that it is no must
    ("Do I have to sacrifice a Character card to negate her card?", "no"),
])
def test_a_step_within_a_permitted_method_asked_as_a_duty_is_not_answered_by_the_permission(asked, verdict):
    norm = Norm(modality="may", act="sacrifice a Character card and roll to negate the effect")
    assert apply(NormText.of("x", norm), read(asked)).verdict == verdict


@settings(max_examples=25, deadline=None)
@given(health=st.integers(1, 5), prison=st.integers(1, 5), wording=st.integers(0, 2))
def test_prison_defeats_an_enemy_before_its_attack_exactly_when_it_reaches_its_health(client, health, prison, wording):
    # the attack's value untold: whether the Enemy attacks at all does not turn on it
    q = [f"An Enemy has {health} Health left and {prison} Prison tokens on it, and now it's about to attack. Does it "
         f"still get its attack off?",
         f"The Bandog is down to {health} Health with {prison} Prison tokens on it, and it's about to attack the Seer. "
         f"Does it still get to attack?",
         f"The Sorcerer put {prison} Prison tokens on the Cultist, which is down to {health} Health. Its sequence says "
         f"Attack 4 against the Seer. Does the Seer still take that attack?"][wording]
    r = client.post("/v1/ask", json={"question": q, "game": "rise-of-myths"}).json()
    assert r["verdict"] == ("yes" if prison < health else "no")


@pytest.mark.parametrize("question", [
    # the target's Health told too, Prison on a Character, Prison gone or to come, two creatures:
    # which Health Prison is against is not sure — no verdict (each was a wrong No)
    "The Ghoul has 2 Prison tokens and 4 Health. The Seer has 1 Health left. Does the Seer still take that attack?",
    "My Seer has 3 Prison tokens on her and 2 Health. It's the Enemies' turn. Does the Ghoul still attack?",
    "The Ghoul had 2 Prison tokens, which were discarded after its last attack. It has 1 Health now. Does it still get "
    "its attack off?",
    "The Ghoul has 2 Health. After its attack I'll put 3 Prison tokens on it. Does it still get its attack off?",
    "Both the Ghoul and the Cultist have 2 Prison tokens; the Ghoul has 2 Health, the Cultist has 5 Health. Does the "
    "Cultist still attack?",
])
def test_prison_is_judged_only_of_one_enemy_told_plainly(client, question):
    r = client.post("/v1/ask", json={"question": question, "game": "rise-of-myths"}).json()
    assert r["verdict"] is None


@pytest.mark.parametrize("asked", ["If I sacrifice a Character card, do I also need to roll the die?",
                                   "When you sacrifice a Character card, must you roll to see if it works?"])
def test_the_duty_said_of_a_later_step_of_a_permitted_method_is_not_answered_by_the_permission(asked):
    norm = Norm(modality="may", act="sacrifice a Character card and roll to negate the effect")
    assert apply(NormText.of("x", norm), read(asked)).verdict is None


@pytest.mark.parametrize("asked", ["The Ghoul has 2 Prison tokens. Does it still get its attack off?",
                                   "Does the Ghoul still make its next Attack?"])
def test_an_act_met_only_in_the_words_of_its_moment_does_not_answer(asked):
    # "loses Health before its next Attack" says what happens before the attack, not whether
    # the attack happens (a Yes here was the opposite of the book when Prison defeats it)
    norm = Norm(modality="is", act="Prison hurts a Creature: it loses Health before its next Attack")
    assert apply(NormText.of("x", norm), read(asked)).verdict is None


def test_an_ask_of_the_moment_itself_is_still_answered_by_the_act():
    norm = Norm(modality="is", act="Prison hurts a Creature: it loses Health before its next Attack")
    assert apply(NormText.of("x", norm), read("Does the Ghoul lose Health before its next Attack?")).verdict == "yes"


@pytest.mark.parametrize("asked, verdict", [
    # a count dealt that the act, which has no number, does not give: not a yes
    ("The Seer still has Defense. Does the Seer take the attack's 4 Damage?", None),
    ("Does the Enemy lose 3 Health?", None),
    # a count the story already told, asked of whether it stays: the act answers
    ("She earned 7 Points. Does she still have those 7 Points in her counter?", "yes"),
])
def test_a_count_dealt_is_not_confirmed_by_an_act_without_a_number(asked, verdict):
    norm = Norm(modality="must", act="reduce an Enemy's Defense to zero before an Attack deals Damage to its Health")
    stays = Norm(modality="is", act="Points stay on the counter after upgrades are bought with them")
    chosen = stays if "Points" in asked else norm
    assert apply(NormText.of("x", chosen), read(asked)).verdict == verdict


@pytest.mark.parametrize("question, verdict", [
    # Prison against Health with the Health told twice ("started with 6 … now has 2"): unsure
    # which stands, so no verdict — and never the Yes "Prison … before its next Attack" gave
    ("The Ghoul started with 6 Health and now has 2 Health, with 2 Prison tokens on it. Does it still get its attack "
     "off?", None),
    # the attack run: Attack 4 against 2 Defense deals 2 Damage, not 4
    ("The Ghoul attacks the Seer with Attack 4. The Seer has 2 Defense and 5 Health. Does the Seer take the attack's "
     "4 Damage?", "no"),
    ("The Ghoul attacks the Seer with Attack 4. The Seer has 2 Defense and 5 Health. Does the Seer take the attack's "
     "2 Damage?", "yes"),
])
def test_attack_questions_once_answered_the_opposite_way(client, question, verdict):
    assert _verdict(client, question, "rise-of-myths") == verdict


@pytest.mark.parametrize("asked, verdict", [
    ("The Ghoul was defeated by Prison right before its turn. Does it still perform its Attack?", "no"),
    # the premise untold ("defeated by Prison"): whether it attacks is not this act's case
    ("The Ghoul's Prison tokens were discarded. Does it still perform its Attack?", None),
])
def test_an_act_of_a_creature_in_a_state_answers_only_when_the_question_says_that_state(asked, verdict):
    norm = Norm(modality="is_not", act="a Creature defeated by Prison still performs its Attack")
    assert apply(NormText.of("x", norm), read(asked)).verdict == verdict


@pytest.mark.parametrize("question, verdict", [
    # an Arcana card a player "can spare" is one held, which the ask proposes to discard
    ("Priya plays a card on me with red 4. The one Arcana I can spare shows red 3. If I discard it, is her effect "
     "stopped?", "no"),
    ("Priya plays a card on me with red 4. The one Arcana I can spare shows red 5. If I discard it, is her effect "
     "stopped?", "yes"),
])
def test_an_arcana_card_a_player_can_spare_is_held_and_its_discard_is_run(client, question, verdict):
    # (and a discard told beside "I can spare" is a step taken: see the next test)
    r = client.post("/v1/ask", json={"question": question, "game": "mythos-encounters"}).json()
    assert r["verdict"] == verdict
    assert r["reading"]["kind"] == "negation-chain"


def test_cultists_a_player_needs_are_no_step_told_and_a_helper_named_is_no_stranger(client):
    # "needs 4 cultists to stop it" is what he lacks, not a sacrifice told in words; "Vera, who
    # isn't the target" is a player, not another subject's name: the question is not refused
    story = ("Tom needs 4 cultists to stop Priya's card and has only 2. Can Vera, who isn't the target, sacrifice her "
             "own cultists to help him?")
    situation = read_negation_chain(story.split(". Can ")[0] + ".", "Can " + story.split(". Can ")[1])
    assert situation is not None and situation.step_unread is False
    r = client.post("/v1/ask", json={"question": story, "game": "mythos-encounters"}).json()
    assert r["abstained"] is False


_GHOUL = "The Ghoul attacks the Seer with Attack 4. The Seer has 2 Defense and 5 Health. "


@pytest.mark.parametrize("ask, verdict", [
    # (a review found each of these answered No: a value named with a possessive read as the
    # Damage dealt — the Seer's Health, her Defense, the Attack, Prison's Damage to the Ghoul)
    ("Does the Ghoul's attack get the Seer's 5 Health down to 3?", None),
    ("Will the Ghoul's hit take the Seer's 2 Defense tokens?", None),
    ("Does the Seer get the Ghoul's 4 Attack reduced by her Defense?", None),
    ("Does the Ghoul take the Prison's 2 Damage?", None),
    # what is dealt, said plainly or as the attack's own
    ("Does the Ghoul's attack deal 2 Damage to the Seer's Health?", "yes"),
    ("Does the Seer take the Ghoul's 2 Damage?", "yes"),
    ("Does the Seer take the Ghoul's 4 Damage?", "no"),
])
def test_only_the_damage_dealt_is_read_as_what_the_attack_deals(client, ask, verdict):
    r = client.post("/v1/ask", json={"question": _GHOUL + ask, "game": "rise-of-myths"}).json()
    assert r["verdict"] == verdict


@pytest.mark.parametrize("question, verdict", [
    # the premise said in the players' words (the glossary's said: killed → defeated, hit → damaged)
    ("Does a Creature killed by Prison still attack?", "no"),
    ("Does a Companion damaged by a Character in the Vanguard move to the Rearguard?", "yes"),
    # (not a Condition's Damage: "hits" is not read as the act's "damaged by a Character")
    ("If Bleed hits Dagon while he is in the Vanguard, does he move to the Rearguard?", None),
    # a clause's game terms are the premise: Bleed taking it to 0 is not Prison
    ("Bleed takes the Ghoul to 0 Health at the end of its turn, after it attacked. Did it still perform its attack?",
     None),
    # a clause of the act setting no number is not a premise to be said ("the card that killed …")
    ("Does the card that finished the last Enemy still apply its effects?", "yes"),
    # "each Influence is resolved in a single Region" states; it has no premise
    ("Is each Influence carried out in a single Region?", "yes"),
    # the count dealt is the attack's, run over every Health it may have: 5 against 2 Defense
    # (a norm "cannot … while the Enemy still has Defense" answered No)
    ("If an Enemy with 2 Defense is hit by an Attack of 5, does it take 3 Damage to its Health?", "yes"),
])
def test_a_premise_said_in_the_players_words_still_lets_the_act_answer(client, question, verdict):
    r = client.post("/v1/ask", json={"question": question}).json()
    assert r["verdict"] == verdict


@pytest.mark.parametrize("question, game, verdict", [
    # a rate said past its next three words ("1 Psychic Damage for each Fracture"): the total
    ("There are 2 Fractures in the area. Does each participant suffer 2 Psychic Damage during attrition?",
     "old-ones-origins", "yes"),
    ("There are 2 Fractures in the area. Does each participant suffer 3 Psychic Damage during attrition?",
     "old-ones-origins", "no"),
    ("Yog-Sothoth takes 3 unblocked damage. Does he destroy 3 allied figures?", "old-ones-origins", "yes"),
    ("Yog-Sothoth takes 3 unblocked damage. Does he destroy 2 allied figures?", "old-ones-origins", "no"),
    # "a single Region" is one
    ("Can one Influence be resolved across two Regions?", "old-ones-origins", "no"),
    # "Before effects" is a name, not a moment: "after the steps" is the side asked
    ("Is an Influence upgrade's Before effect resolved after the Influence's steps?", "old-ones-origins", "no"),
    ("Is an Influence upgrade's Before effect resolved before the Influence's other steps?", "old-ones-origins", "yes"),
    # the one asked to go first is the act's second: not "yes"
    ("Do Enemies act first in each round?", "rise-of-myths", None),
    ("Do Characters act first in each round?", "rise-of-myths", "yes"),
    # the ask's first role against each norm's
    ("Применяет ли неактивный игрок свои эффекты предотвращения раньше активного?", "berserk", "yes"),
    ("Применяет ли активный игрок свои эффекты предотвращения раньше неактивного?", "berserk", "no"),
    # "the same as before" asked of an act of growing, and a norm of another case of the rule
    ("Первопроходец заявил Х=3, затем вскрылась четвёртая стихия. Даст ли он всё равно 3 фишки?", "berserk", None),
    ("Does a Creature with 2 Weakness tokens reduce its next Attack by 2?", "rise-of-myths", None),
])
def test_norms_once_answering_the_opposite_way(client, question, game, verdict):
    # (each was the opposite of the book in a review's questions; None: no verdict rather than it)
    assert _verdict(client, question, game) == verdict


@pytest.mark.parametrize("question, verdict", [
    ("Melissa plays Misdirection (Red 2) on me. Since I can spare an Arcana card, I discard Prism Gate (Red 3). Is "
     "Misdirection still in force?", "no"),
    ("Melissa plays Misdirection (Red 1) on me. I can spare an Arcana card, so I discarded my Red 2 Arcana card "
     "against it. Was Misdirection negated?", "yes"),
])
def test_a_discard_told_beside_a_card_to_spare_is_a_step_taken(client, question, verdict):
    assert _verdict(client, question, "mythos-encounters") == verdict


@pytest.mark.parametrize("question, game, verdict", [
    # (each was the opposite of the book in a review's questions; None: no verdict rather than it)
    # a value told at the hit, or before it, is not the value after it
    ("A Ghoul with Attack 6 hits the Sorcerer, who has 2 Defense and 9 Health. Is he Wounded afterwards?",
     "rise-of-myths", None),
    ("The Seer had 8 Health and was hit for 3. Is she Healthy?", "rise-of-myths", None),
    # … while one the change brought is the value as it stands
    ("The Keeper hit the Detective and his Health went from 8 to 5. Does he count as Wounded now?", "rise-of-myths",
     "yes"),
    # "does the attack hurt" is the noun; "the attack's 4 Damage" is a count
    ("A Ghoul with Attack 2 attacks the Seer, who has 3 Defense and 8 Health. Does the attack hurt her Health?",
     "rise-of-myths", None),
    ("A Ghoul with Attack 4 and 1 Weakness attacks the Detective, who has no Defense and 10 Health. Does he take the "
     "attack's 4 Damage?", "rise-of-myths", "no"),
    # Sanity is not the attack's Damage
    ("A Ghoul with Attack 3 attacks the Seer, who has no Defense and 7 Health. Does the Seer lose 3 Sanity?",
     "rise-of-myths", None),
    # the story says no Damage was dealt: an act of dealing Damage is not its case
    ("Hydra attacks the Seer, but her Defense absorbs the whole Attack. Does Hydra still regain 1 Health for hitting "
     "her?", "rise-of-myths", None),
    ("Гидра атакует Провидицу, но защита поглощает всю атаку. Восстанавливает ли Гидра 1 здоровье?", "rise-of-myths",
     None),
    # a permission (another may assist) under a prohibition the question says all of (red 0)
    ("The card has a zero value in Red. Can a different Great Old One sacrifice their own Cultists to assist?",
     "mythos-encounters", None),
])
def test_stories_once_answered_the_opposite_way(client, question, game, verdict):
    assert _verdict(client, question, game) == verdict


@pytest.mark.parametrize("told, value", [("A three-way conflict", 3), ("It's a four-way fight", 4)])
def test_an_n_way_conflict_counts_its_participants(told, value):
    n = numbers(f"{told} in my area. Can I surrender?", 0)[0]
    assert n.value == value and n.counts(frozenset(tokenize("participants")))


def test_a_three_way_conflict_is_past_surrender_for_two_participants(client):
    q = ("Three-way conflict: Ivo invaded, and both Lena and I have figures in the area. I only have one unit there. "
         "Can I surrender, take it out and gain a Wild Resource?")
    r = client.post("/v1/ask", json={"question": q, "game": "old-ones-origins"}).json()
    assert r["verdict"] == "no" and r["rules"][0]["id"] == "ooo.conflict.surrender"


@pytest.mark.parametrize("question, game, verdict", [
    # (a review of the rate, Prison and standing mends found each answered the opposite way)
    # a rate's count must be of all it is per, with nothing blocked or elsewhere
    ("There are 3 Fractures on the board, but none of them are in the conflicted area. Do I suffer 3 Psychic Damage "
     "at attrition?", "old-ones-origins", None),
    ("Yog takes 4 damage and blocks 3 of it with Block. Does he destroy 1 allied figure?", "old-ones-origins", None),
    # Prison's Health loss is not the attack's Damage
    ("A Ghoul with Attack 3, 5 Health and 2 Prison tokens attacks the Seer, who has no Defense and 8 Health. Does the "
     "Ghoul lose 2 Health right before it attacks, due to the 2 Prison tokens on it?", "rise-of-myths", None),
    # the attacker's Health, told in its own sentence, stands; a gain of Defense changes no Sanity
    ("The Sorcerer attacked the Ghoul. The Sorcerer has 7 Health. Is he Healthy?", "rise-of-myths", "yes"),
    ("The Possessed has 5 Sanity and gains 3 Defense from a card. Is she Sane?", "rise-of-myths", "no"),
])
def test_mends_of_the_rate_prison_and_standing_readings_hold(client, question, game, verdict):
    assert _verdict(client, question, game) == verdict


@pytest.mark.parametrize("ask, verdict", [
    # the ask's "first A … then B" in the act's own order: the act answers
    ("Do we stack all the modifiers first and only then apply my prevention?", "yes"),
    # the other way round, or two the act does not relate: no verdict rather than a guess
    ("Do we apply my prevention first and only then stack the modifiers?", None),
    ("Do we roll the dice first and then draw a card?", None),
])
def test_a_sequence_asked_is_answered_only_in_the_acts_own_order(ask, verdict):
    norm = Norm(modality="is", act="prevention applies after all attack modifiers")
    assert apply(NormText.of("x", norm), read(ask)).verdict == verdict


@pytest.mark.parametrize("question, game, verdict", [
    # (a review of 878d719..d13baed found each the opposite of the book, or refused)
    # "a Character is Wounded at 5 or below" says nothing of an Enemy's Health: "Enemies are
    # never considered to be Wounded" does (the Bandog is an Enemy: glossary members)
    ("The Bandog has 4 Health. Is it Wounded?", "rise-of-myths", "no"),
    # Bleed still to take its Health at the end of the turn: the Health told is not then
    ("The Seer has 6 Health and 3 Bleed Conditions. At the end of her turn, is she Wounded?", "rise-of-myths", None),
    # a player whose number is not read leaves the order unjudged
    ("Sam (Cthulhu) has Initiative 4 and I have 1. Does Sam go first?", "old-ones-origins", None),
    # "he has no figures" restates the act's "without figures": no turn of the ask's polarity
    ("Can Leo join a conflict in a Nexus area where he has no figures?", "old-ones-origins", "yes"),
    # a lead-in about the clock is no question about it
    ("Our campaign lasts over 10 hours; do Progress Points carry over from one game to the next?", "rise-of-myths",
     "yes"),
])
def test_mends_of_a_review_of_the_turn_order_standing_and_refusals_hold(client, question, game, verdict):
    assert _verdict(client, question, game) == verdict


@pytest.mark.parametrize("question, verdict", [
    # "after" names the later role first: the inactive player applies first (both were No)
    ("Does the active player apply his prevention effects after the inactive player?", "yes"),
    ("Активный игрок применяет эффекты предотвращения после неактивного?", "yes"),
    ("Does the inactive player apply his prevention effects after the active player?", "no"),
])
def test_a_turn_roles_order_asked_with_after_is_read_the_other_way(client, question, verdict):
    assert _verdict(client, question, "berserk") == verdict


def test_a_bare_not_beside_an_acts_without_turns_the_ask_and_does_not_fail(client):
    # (a bare "not" has no object: reading it as a restated "without" raised, a 500)
    r = client.post("/v1/ask", json={"question": "Is a player with no figures not allowed to join a conflict in a "
                                                 "Nexus area?", "game": "old-ones-origins"})
    assert r.status_code == 200 and r.json()["verdict"] == "no"


@pytest.mark.parametrize("cultists, verdict", [(2, "no"), (3, "yes"), (4, "yes")])
def test_a_card_told_in_a_sentence_of_its_own_and_the_count_the_ask_weighs_run_the_chain(client, cultists, verdict):
    # "Eclipse is red 1" tells the card; the Elder Sign's red 3 is the value to beat; "Are 2
    # cultists enough?" gives the count of the step the story only says Tom wants to take
    question = ("Eclipse is red 1. Priya stopped it with an Elder Sign showing red 3. Now Tom wants to bring it back "
                f"by sacrificing cultists. Are {cultists} cultists enough?")
    assert _verdict(client, question, "mythos-encounters") == verdict


@pytest.mark.parametrize("sign, verdict", [(1, "yes"), (2, "no")])
def test_bringing_his_card_back_is_a_reinstatement_whatever_words_stand_between(client, sign, verdict):
    # "bring his card back" is the step's aim: "enough" asks whether the card is in force again
    question = (f"Tom plays a red 3 card on Priya. Priya stops it with an Elder Sign that has red {sign}. Now Tom wants "
                "to bring his card back by discarding an Arcana card worth red 1. Is red 1 enough at that point?")
    assert _verdict(client, question, "mythos-encounters") == verdict


@pytest.mark.parametrize("question, game, verdict", [
    # the ask asks whether she is Insane: "the Insane Seer must play Divination" cannot say so
    # (it answered Yes at 6 Sanity); the standing's own rule computes it
    ("My Seer lost a point of Sanity and her tracker shows 6. Does that make her Insane, so she must use Divination "
     "on all her cards?", "rise-of-myths", "no"),
    ("The Seer dropped to 5 Sanity. Does that make her Insane?", "rise-of-myths", "yes"),
    ("Мелисса сыграла на Леона Misdirection (красное 2). Леон пожертвовал 2 культистов и отменил эффект. Теперь "
     "Мелисса хочет вернуть эффект, пожертвовав 2 своих культистов. Ей можно так сделать?", "mythos-encounters", "no"),
])
def test_standings_and_do_that_asked_in_a_story(client, question, game, verdict):
    assert _verdict(client, question, game) == verdict


def test_a_word_linking_sentences_names_no_game_term(client):
    # "Получается, …" ("so it turns out") is not Rise of Myths' «получает» (Gain)
    r = client.post("/v1/ask", json={"question": "Удар силой 4, у моего существа предотвращение 1. "
                                                 "Получается, сила удара становится 3?"}).json()
    assert r["game"] == "berserk"


def test_a_method_asked_whether_it_always_works_is_answered_by_the_rule_not_asked_back(client):
    # "automatically" asks of the method, by the rules: no roll told is no roll to ask back
    question = ("I'm sacrificing my Randolph Carter Character card to stop Tom's card. Is the effect stopped "
                "automatically, no roll needed?")
    r = client.post("/v1/ask", json={"question": question, "game": "mythos-encounters"}).json()
    assert (r["verdict"], r["needs"]) == ("no", [])


@pytest.mark.parametrize("caster, others, verdict", [(3, 3, "no"), (2, 4, "yes"), (4, 2, "no")])
def test_the_caster_named_in_the_story_pays_against_the_others_spell_resistance(client, caster, others, verdict):
    # "Hastur casts a spell printed at 2 Power": Hastur's Spell Resistance is the caster's
    question = (f"Spell casting: Hastur has {caster} Spell Resistance, Yog has {others}. Hastur casts a spell printed "
                "at 2 Power. Does he have to pay extra Power on top of the 2?")
    assert _verdict(client, question, "old-ones-origins") == verdict


@pytest.mark.parametrize("question, verdict", [
    # the parts of one sacrifice add up when no total is said; a total broken down is the total
    ("Misdirection is red 3. I sacrifice 2 Cultists from one Node and 1 from another. Is that enough to stop it?", "yes"),
    ("Misdirection is red 4. I sacrifice 2 Cultists from one Node and 1 from another. Is that enough to stop it?", "no"),
    ("Misdirection is red 3. I sacrifice 3 Cultists - 2 from one Node and 1 from another. Is that enough to stop it?",
     "yes"),
    # "bring his nasty old card back": the aim is the reinstatement, however many words between
    ("Tom plays a red 3 card on Priya. Priya stops it with an Elder Sign that shows red 2. Tom wants to bring his "
     "nasty old card back by sacrificing cultists. Are 2 cultists enough?", "yes"),
    # an Elder Sign needs no roll: "automatically" is the chain's to answer
    ("Leon plays an Elder Sign against Melissa's card. Is the effect stopped automatically, without any roll?", "yes"),
])
def test_mends_of_a_review_of_the_negation_reader_hold(client, question, verdict):
    assert _verdict(client, question, "mythos-encounters") == verdict


def test_can_i_do_that_after_a_story_asks_of_the_whole_story(client):
    # "Can I do that?" names nothing: the story's last sentence is the act, with its moment
    question = "During Conjuration I want to summon a unit into a Sealed area. Can I do that?"
    assert _verdict(client, question, "old-ones-origins") == "no"


@pytest.mark.parametrize("question, verdict", [
    # a value told as it was, then a loss: no value now (these answered from 8, 4 and 8 — the
    # opposite of the book); a loss "since then" is not subtracted (a review found such a loss
    # often of another stat, another creature, or already inside the value told) …
    ("My Seer started the Combat with 8 Sanity and has lost 3 since then. Is she Insane now?", None),
    # … nor one told in the past after a value told as it is (already inside it: 5) — but a
    # change by a count told after a value as it was is counted: 4 + 2 is Sane, 8 - 1 is not Insane
    ("The Seer has 5 Sanity; she lost 1 when I played Scare Away for her. Is she Insane?", "yes"),
    ("The Sorcerer had 4 Sanity, then regained 2 at the Shop. Is he Sane now?", "yes"),
    # the standing asked with what follows from it: not Insane (8 - 1), No to both; said Sane, No
    ("The Detective started with 8 Sanity and lost 1. Is he Insane, so his Weapon Attacks can lose 2 Attack on tails?",
     "no"),
    ("The Detective started with 8 Sanity and lost 3. Is he Insane, so his Weapon Attacks can lose 2 Attack on tails?",
     None),
    ("The Seer has 7 Sanity. Is she Insane, so she must play Divination on all her cards?", "no"),
    # a value told as it stands ("now") stays, whatever is told of the fight before
    ("The Detective has 6 Health now; he lost 3 Health in that fight. Is he Wounded?", "no"),
    # the standing asked in Russian as the whole ask
    ("У Провидицы 5 рассудка. Она теперь безумна?", "yes"),
    ("У Детектива 7 здоровья. Он уже ранен?", "no"),
])
def test_a_standing_from_a_value_changed_in_the_story(client, question, verdict):
    assert _verdict(client, question, "rise-of-myths") == verdict


@pytest.mark.parametrize("question, game, verdict", [
    # spells cast in turn: the one told casting first is not the caster asked about (both were
    # answered the opposite way from the first caster's Spell Resistance)
    ("Hastur has 2 Spell Resistance, Yog has 4. Yog casts first and passes on his second spell. Now it's Hastur's "
     "turn with a 1-Power spell. Does Hastur pay extra?", "old-ones-origins", None),
    ("Hastur has 2 Spell Resistance and Yog has 4. Hastur casts a 1-Power spell first. After it resolves, does Yog "
     "pay extra for his 3-Power spell?", "old-ones-origins", None),
    # "bring that nasty card of his back": a reinstatement however many words stand between
    ("Tom plays a red 3 card on Priya. Priya stops it with an Elder Sign showing red 1. Tom wants to bring that nasty "
     "card of his back by sacrificing 2 cultists. Is that enough?", "mythos-encounters", "yes"),
    ("Tom plays a red 3 card on Priya. Priya stops it with an Elder Sign showing red 3. Tom wants to bring that nasty "
     "card of his back by sacrificing 2 cultists. Is that enough?", "mythos-encounters", "no"),
    # "Can I do that …?" asks of the whole sentence told, the leave it gives included (it was
    # No: the act taken from "I want to check it now" alone)
    ("A card effect lets me look at my draw deck and I want to check it now. Can I do that mid-turn?", "rise-of-myths",
     None),
])
def test_mends_of_a_review_of_the_caster_the_reinstatement_and_do_that_hold(client, question, game, verdict):
    assert _verdict(client, question, game) == verdict


@pytest.mark.parametrize("question, verdict", [
    # "с красным 3" is a red value in the question's own words: "cannot sacrifice Cultists
    # against a card with red value 0" is another case (it answered No); whether my Cultists
    # are enough turns on how many, which the story does not say
    ("Мелисса кинула на Лео карту с красным 3, а у Лео всего 1 культист. Я не цель, но хочу ему помочь. Могу я "
     "пожертвовать своих культистов, чтобы отбить эту карту?", None),
    ("Мелисса кинула на Лео карту с красным 0. Могу я пожертвовать своих культистов, чтобы отбить эту карту?", "no"),
])
def test_a_number_in_the_questions_language_is_of_the_acts_unit(client, question, verdict):
    assert _verdict(client, question, "mythos-encounters") == verdict


@pytest.mark.parametrize("question, game, verdict", [
    # players' shorthand ("bail", "sac") is no word of another subject: answered, not refused
    ("Three-way conflict: me, Shub and Yog. I've only got 1 figure in there. Can I surrender, grab the Wild Resource "
     "and bail?", "old-ones-origins", "no"),
    ("cthulhu here, conflict prep. all my standing units together give a dice roll of 13. so i chuck all 13 dice?",
     "old-ones-origins", "no"),
    ("cthulhu here, conflict prep. my units give a dice roll of 8. so i chuck all 8 dice?", "old-ones-origins", "yes"),
    # a maximum is no value it stands at (it answered Yes from the 3 lost)
    ("The Sorcerer has a maximum Sanity of 9 and lost 3 this round. Is he Insane?", "rise-of-myths", None),
])
def test_shorthand_and_a_maximum_are_read_for_what_they_are(client, question, game, verdict):
    r = client.post("/v1/ask", json={"question": question, "game": game}).json()
    assert (r["abstained"], r["verdict"]) == (False, verdict)


@pytest.mark.parametrize("question, verdict", [
    # "any number of" is more than the Enemies' 5, and "at once" is no count of 1
    ("Can an Enemy have any number of Conditions at once?", "no"),
    ("Может ли у врага быть сколько угодно состояний одновременно?", "no"),
    # the Characters' "no limit" is not the Enemies': no verdict from it
    ("Is there a limit to the number of Conditions an Enemy has?", None),
])
def test_the_conditions_limit_is_the_enemies_and_characters_have_none(client, question, verdict):
    assert _verdict(client, question, "rise-of-myths") == verdict


def test_at_once_is_no_count():
    assert [n.value for n in numbers("Can an Enemy have any number of Conditions at once?", 0)] == []
    assert [n.value for n in numbers("Can I use it once per turn?", 0)] == [1]


@pytest.mark.parametrize("question, verdict", [
    # the book's example is the only place it says what becomes of the cards: both removed
    ("Sam sacrificed Eric Zann against my Arcana card and his roll worked. Do both cards leave the game for good?",
     "yes"),
    ("Leon's roll with Randolph Carter succeeded and stopped Misdirection. Does Randolph Carter go back into his hand "
     "to use again later?", "no"),
    # a failed roll: the book does not say
    ("Leon sacrificed Eric Zann and rolled a 1, so it failed. Does Eric Zann go back to his hand?", None),
])
def test_after_a_successful_roll_both_cards_are_removed_from_play(client, question, verdict):
    assert _verdict(client, question, "mythos-encounters") == verdict


@pytest.mark.parametrize("question, verdict", [
    # players' words for "take them from any occupied Node" (the glossary's said / terms)
    ("My card needs 2 cultists and I have one on the west Node and one on the east Node. Can I pull them from those "
     "two different Nodes for the sacrifice?", "yes"),
    ("У меня по одному культисту на двух разных узлах, а карта с красным 2. Можно собрать культистов для жертвы с "
     "разных узлов?", "yes"),
    # Cultists given to stop a red-0 card are a sacrifice, whatever the verb: the engine says no
    ("Tom's card has red 0. Can I gather cultists from different Nodes to stop it?", "no"),
    # … and "from any Node" refines the Cultist method, which red 0 excepts: no yes from it
    ("Tom's card has red 0. Can I collect cultists from two different Nodes?", None),
])
def test_cultists_from_different_nodes_are_from_any_occupied_node_unless_red_zero(client, question, verdict):
    assert _verdict(client, question, "mythos-encounters") == verdict


def test_a_denied_permission_and_an_affirmed_duty_joined_by_and_have_no_one_polarity():
    assert mixed("Is it true that I can't split them and they have to come from one Node?", "en") is True
    assert mixed("It dies before swinging and the attack doesn't happen, right?", "en") is False


@pytest.mark.parametrize("question, verdict", [
    # a unit named as the book names it ("Beastmen", "Spawn") is matched as "a unit"
    ("My Beastmen are exhausted, can they still warp?", "yes"),
    ("My Spawn is laid on its back. Can I still warp it?", "yes"),
])
def test_a_member_named_by_its_own_name_is_matched_as_its_kind(client, question, verdict):
    assert _verdict(client, question, "old-ones-origins") == verdict


def test_two_members_named_are_not_both_said_as_their_kind(client):
    asker = client.app.state.arbiter.asker
    two = read("The Seer played Scare Away for the Detective this turn. Can she play another card for him?")
    one = read("The Seer played Scare Away this turn. Can she play another card?")
    assert asker._as_kinds("rise-of-myths", two) == []
    assert len(asker._as_kinds("rise-of-myths", one)) == 1


@pytest.mark.parametrize("question, verdict", [
    # "0, 1, or 2 spells": three is past it, "at once" or not (it was Yes from "need not cast")
    ("Can I cast 3 spells in the Spell Casting step?", "no"),
    ("Can I cast 3 spells at once in the Spell Casting step?", "no"),
    ("Can I cast 2 spells in the Spell Casting step?", "yes"),
])
def test_a_participant_casts_at_most_two_spells(client, question, verdict):
    assert _verdict(client, question, "old-ones-origins") == verdict


@pytest.mark.parametrize("question, game, verdict", [
    # "is there a limit …?" is yes for a limit, not for a permission: a "may" says nothing of it
    ("Is there a limit on how many Nodes I can take the Cultists from?", "mythos-encounters", None),
    ("Is there a limit on how many times we can exchange activation in a turn?", "rise-of-myths", None),
    ("Is there a limit on how many Characters can be in one game?", "rise-of-myths", "yes"),
    ("Is there a limit on how many spells I can cast in the Spell Casting step?", "old-ones-origins", "yes"),
    ("Is there a limit to how many Conditions an Enemy can have?", "rise-of-myths", "yes"),
])
def test_whether_there_is_a_limit_is_answered_by_a_bound_only(client, question, game, verdict):
    assert _verdict(client, question, game) == verdict


@pytest.mark.parametrize("question, game, verdict", [
    # a limit of what the ask counts ("how many units"), not of the Regions they come from
    ("Is there a limit on how many units I can move in from the adjacent Region during Invasion?", "old-ones-origins",
     None),
    # each participant's limit says nothing of everyone's spells together
    ("Three players in the conflict. Can 4 spells be cast altogether in the Spell Casting step?", "old-ones-origins",
     None),
    # a number asked of is the bound's own
    ("Is there a limit of 5 Conditions on an Enemy?", "rise-of-myths", "yes"),
])
def test_a_limit_is_of_what_it_counts_and_of_whom(client, question, game, verdict):
    assert _verdict(client, question, game) == verdict


@pytest.mark.parametrize("ask", ["Can he?", "Is Bram allowed to do that?"])
def test_a_player_who_helps_another_by_a_step_of_his_own_takes_that_step(client, ask):
    # the helper's own sacrifice is the method already used on the card, whoever pays
    r = _ask(client, "Oda plays 'Pale Lantern' (Red 2) on Tomas. Tomas sacrifices 2 Cultists to negate it, then Oda "
                     "reinstates it by discarding 'Iron Key' (Red 2). Now Bram, the third player, wants to help Tomas "
                     f"by sacrificing 2 of his own Cultists to negate it again. {ask}")
    assert r["verdict"] == "no" and r["check"]["violations"][0]["rule"] == "me.negation.once-per-method"
    assert r["reading"]["state"]["attempts"][-1]["player"] != "Tomas"


@pytest.mark.parametrize("told, ask, verdict", [
    ("Tomas stopped Oda's card with an Elder Sign.", "Can anyone bring the effect back?", "yes"),
    ("I stopped her card with my Elder Sign so it's gone for good,", "nobody can bring the effect back, right?", "no"),
    # the effect in force: nothing to bring back, and whether it can be negated is another ask
    ("Tomas stopped Oda's card with an Elder Sign, then Oda reinstated it by sacrificing 2 Cultists.",
     "Can anyone bring the effect back?", None),
])
def test_whether_a_negated_effect_can_be_brought_back_asks_for_a_method_left(client, told, ask, verdict):
    r = _ask(client, f"{told} {ask}")
    assert r["verdict"] == verdict


@settings(max_examples=15, deadline=None)
@given(health=st.integers(1, 12))
def test_a_standing_said_to_be_confirmed_is_asked_and_its_not_turns_it_around(client, health):
    # Wounded at Health 5 or below: "He's still not Wounded, right?" is Yes from 6 up
    for said, wounded in (("He's still not Wounded, right?", False), ("So he's Wounded now?", True)):
        r = client.post("/v1/ask", json={"question": f"The Detective took a hit and is at {health} Health now. {said}",
                                         "game": "rise-of-myths"}).json()
        assert r["verdict"] == ("yes" if (health <= 5) == wounded else "no")
        assert r["check"]["kind"] == "standing"


def test_a_not_before_the_acts_own_word_turns_the_ask_of_a_norm_around():
    # "Wounded" only at Health 5 or below, asked of a norm: the "not" is the act's, not the condition's
    act = Norm(modality="only_if", act="a Character is Wounded", condition="Health 5 or below")
    nt = NormText.of("rom.health", act)
    assert apply(nt, read("He is at 6 Health. He's still not Wounded at 6, right?")).verdict == "yes"
    assert apply(nt, read("He is at 4 Health. He's still not Wounded at 4, right?")).verdict == "no"


def test_a_card_text_told_to_work_only_once_is_the_exception_to_keeping_the_rest():
    act = Norm(modality="is", act="the unused part of a prevention effect is kept for a later application of it, "
                                   "unless its text says otherwise")
    nt = NormText.of("bk.prevention.remainder-kept", act)
    once = "My card says its prevention works only once. It prevented 1 of 3 wounds."
    assert apply(nt, read(f"{once} Is the rest kept for the next attack?")).verdict == "no"
    assert apply(nt, read(f"{once} So the rest isn't kept for the next attack?")).verdict == "yes"
    # a text told that says nothing against a second use: the book's exception may or may not apply
    other = "My card says its prevention lasts until the end of the turn. It prevented 1 of 3 wounds."
    assert apply(nt, read(f"{other} Is the rest kept for the next attack?")).verdict is None


def test_a_friends_claim_of_a_standing_and_what_follows_is_run_on_the_value_told(client):
    # Insane at Sanity 5 or below: the friend's "she's Insane and has to use Divination" at 6 is No
    for sanity, verdict in ((6, "no"), (9, "no")):
        q = (f"My Seer lost 2 Sanity, so she's sitting at {sanity} now. My friend says she's Insane and has to use "
             "Divination on every card from now on. Is that right?")
        r = client.post("/v1/ask", json={"question": q, "game": "rise-of-myths"}).json()
        assert r["verdict"] == verdict
        assert r["check"]["kind"] == "standing"
    # "at 6" with no stat named may be Health: whether she is Insane is open, and the claim's
    # "she's Insane" is what is asked, not a fact to apply the Insane Seer's rule to
    q = ("My Seer is at 6 now. My friend says she's Insane and has to use Divination on every card from now on. "
         "Is that right?")
    assert client.post("/v1/ask", json={"question": q, "game": "rise-of-myths"}).json()["verdict"] is None


@pytest.mark.parametrize("question, verdict", [
    # the players' "pull" is the book's "take … from any occupied Node", said in the ask
    ("I have to sacrifice 3 Cultists but there is 1 on each of three different Nodes. Can I pull them from all three?",
     "yes"),
    # Randolph Carter and Eric Zann are Character cards: their sacrifice needs a roll
    ("I sacrifice Randolph Carter. Is the card negated automatically?", "no"),
    ("Does sacrificing Eric Zann stop the card automatically?", "no"),
    # "a third player" is the book's "another Great Old One", "help" its "assist"
    ("Leon is getting hit by a card and he's short on cultists. I'm a third player not targeted at all — am I "
     "allowed to sacrifice my own cultists to help him block it?", "yes"),
])
def test_the_players_words_for_the_books_terms_are_the_asks_words_too(client, question, verdict):
    assert _ask(client, question)["verdict"] == verdict


@pytest.mark.parametrize("question, verdict", [
    # one who breaks his own Seal is the doer: "his own" is his, as the act's "your own" is
    ("my opponent breaks his own seal with dominion. he doesnt get a vp, right?", "yes"),
    # another's Seal is not one's own
    ("my opponent breaks one of his seals with dominion. does he gain a vp?", None),
    # the doer's gain, asked of another when the asker did it, says nothing of that one's gain
    ("i break hasturs seal with dominion. he doesnt get a vp, right?", None),
])
def test_whose_own_seal_and_whose_gain_the_act_is_of(question, verdict):
    norm = Norm(modality="is_not", act="gain VP for breaking your own (allied) Seal")
    assert apply(NormText.of("x", norm), read(question)).verdict == verdict


@pytest.mark.parametrize("story, now", [
    ("Last game we fought Cthulhu, whereas today we're against the Dunwich Horror.",
     "today we're against the Dunwich Horror."),
    ("В прошлой партии был Данвич, в этой партии — Ктулху.", "в этой партии — Ктулху."),
    ("В прошлой партии брали дешёвые услуги, в этой — тоже.", "в этой — тоже."),
    ("We play Cthulhu now, but last game we had Dunwich.", "We play Cthulhu now, but"),
    ("We took the modifier again, just like last game.", "We took the modifier again, just like last game."),
    # (a story of no other game is read as told, its commas kept: a kind's reader reads them)
    ("I don't have an Elder Sign, but I hold an Arcana card.", "I don't have an Elder Sign, but I hold an Arcana card."),
])
def test_a_storys_clauses_of_another_game_are_set_aside(story, now):
    assert of_this_game(story) == now


def test_a_number_told_of_another_game_is_none_of_this_ones():
    # (the last game's one figure had made a defender of three figures surrender)
    told = read("В прошлой партии у меня в зоне конфликта была одна фигура, в этой партии — три. Могу сдаться?")
    assert [n.value for n in told.numbers] == [3]
    assert [n.value for n in read("Yesterday we had 2 Seals, today 3. Do I win?").numbers] == [3]


@given(n=st.integers(min_value=2, max_value=999))
def test_an_ordinal_in_digits_is_one_ordinal_of_the_noun_after_it(n):
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    (got,) = numbers(f"Can she buy a {n}{suffix} Health point?", 0)
    assert (got.value, got.text, got.repeats, got.after[:2]) == (n, f"{n}{suffix}", True, ("health", "point"))


def test_a_question_after_a_semicolon_is_the_ask_and_what_comes_before_is_told():
    ask, story = split_ask("Round 4. I already played 1 card for the Seer this turn; can I play another one for her?", "en")
    assert (ask, story) == ("can I play another one for her?", "Round 4. I already played 1 card for the Seer this turn")


def test_the_words_after_a_number_stop_at_its_sentences_end():
    (n,) = numbers("Against Cthulhu it's round 2. Do the Great Old One cards already have their Enhance effects?", 0)
    assert (n.value, n.after) == (2, ())
