"""Stories typed the way players type in a chat: lower-case sentences, another player's
cards "held", a faction said as "my Hastur", a thing the story only likens the asked one to,
an amount asked as "enough", two alternatives put in one ask. Each reading is asserted
through /v1/ask, by the verdict a player sees."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.questions import is_yes_no
from service.reading import negated_beside, read, sentences, split_ask

OOO, ME, ROM, BSK = "old-ones-origins", "mythos-encounters", "rise-of-myths", "berserk"
_FIXTURE = [HealthCheck.function_scoped_fixture]


def _verdict(client, question: str, game: str) -> str | None:
    return client.post("/v1/ask", json={"question": question, "game": game}).json()["verdict"]


# -- sentences in lower case -------------------------------------------------------------------

def test_a_lower_case_sentence_after_a_stop_is_the_ask():
    ask, story = split_ask("Kat's avatar got wrecked in a conflict, it's back in her supply now. "
                           "can she use the avatar's Empowered effect again?", "en")
    assert ask == "can she use the avatar's Empowered effect again?"
    assert story == "Kat's avatar got wrecked in a conflict, it's back in her supply now."


def test_an_abbreviation_or_a_pause_does_not_end_a_sentence_but_a_number_does():
    assert sentences("A card (e.g. Elder Sign) stops it. can I?") == ["A card (e.g. Elder Sign) stops it.", "can I?"]
    assert sentences("Карта (т. е. Знак) его останавливает. можно?") == ["Карта (т. е. Знак) его останавливает.", "можно?"]
    assert sentences("He waited… then played it. ok?") == ["He waited… then played it.", "ok?"]
    assert sentences("I have 3. 2 are gone. ok?") == ["I have 3.", "2 are gone.", "ok?"]


def test_a_lower_case_ask_after_a_story_gets_the_rules_verdict(client):
    q = ("Kat's Shub-Gorath avatar got wrecked in a conflict, it's back in her supply now. "
         "can she use the avatar's Empowered effect again?")
    assert _verdict(client, q, OOO) == "yes"
    q = ("opp declared an action off a face-down card and paid for it, then on flip it turned out the action was "
         "illegal. does the action still go off?")
    assert _verdict(client, q, BSK) == "no"


# -- two alternatives ------------------------------------------------------------------------

def test_two_alternatives_in_one_ask_are_no_yes_no_question(client):
    q = ("Detective's attack just killed the last enemy but the Seer was sitting at 0 sanity right then. "
         "Do we keep playing, or is it game over?")
    assert read(q).yes_no is False
    assert _verdict(client, q, ROM) is None
    # (one question with "or not" stays one)
    assert read("Can the Seer play a Cooperative card for the Detective or not?").yes_no is True


# -- "we dont lose here": the denial the ask makes its own, not its polarity ----------------------

@pytest.mark.parametrize("ask, verdict", [
    ("we dont lose here, she just goes back to 1 sanity and we keep playing?", "yes"),
    ("We haven't lost the game, right?", "yes"),
    ("we lose, right?", "no"),
    # (an auxiliary before its subject is the question's polarity: it asks whether we lose)
    ("dont we lose?", "no"),
    ("Haven't we lost the game?", "no"),
])
def test_a_loss_the_ask_denies_is_asked_denied(client, ask, verdict):
    q = f"the seer killed the last enemy while the possessed was sitting on 0 sanity. {ask}"
    assert _verdict(client, q, ROM) == verdict


# -- what an independent review of this change found answered the wrong way -----------------

@settings(max_examples=9, deadline=None, suppress_health_check=_FIXTURE)
@given(players=st.integers(2, 4), need=st.integers(1, 6))
def test_the_vp_a_game_needs_is_no_players_count_of_vp(client, players, need):
    # ("in a 3 player game we need 4 VP to end it early?" was Yes: the 4 VP needed were read as
    # VP the players have, which end the game)
    q = f"in a {players} player game we need {need} VP to end it early?"
    assert _verdict(client, q, OOO) == ("yes" if need == players else "no")


@pytest.mark.parametrize("q, verdict", [
    # an exception of a turn "in which all Enemies were defeated" is no answer to a turn not told so
    ("Does the Insane Possessed lose 1 Health at the end of her turn?", None),
    ("My friend says the Possessed loses 1 Health at the end of her turn when she is Insane - is he right?", None),
    ("The Possessed is Insane at Sanity 3. Does she lose 1 Health at the end of her turn?", "yes"),
    ("The Possessed started her turn at Sanity 4 and finished the turn at Sanity 6. Does she lose 1 Health at the "
     "end of her turn?", "no"),
])
def test_the_possessed_loses_health_by_her_sanity_not_by_the_exception_untold(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


@pytest.mark.parametrize("q", [
    # the act says the inactive player goes first; the claim that he goes second is not read as it
    "друг говорит, что неактивный игрок применяет эффекты предотвращения вторым - он прав?",
    # the act is of using it partly; "only in full" is not it
    "соперник говорит, что эффект предотвращения можно использовать только полностью - это правильно?",
])
def test_a_claim_of_the_other_order_or_extent_is_not_answered_by_the_act(client, q):
    assert _verdict(client, q, BSK) is None
    # (a card's name is no text of it)
    q = ("My card 'Only Hope' prevents the next 4 wounds. An attack dealt it 2 wounds and it prevented them. Is the "
         "unused 2 kept for the next attack?")
    assert _verdict(client, q, BSK) == "yes"


@pytest.mark.parametrize("q, verdict", [
    # "Exhausted units cannot move" over "units in contested areas cannot move unless Evasive":
    # a "but" undoes the state told only with the state denied after it (review 63)
    ("My Evasive unit is exhausted, but it's in a contested area. Can it move?", "no"),
    ("My Evasive unit is in a contested area; it's exhausted, however. Can it move?", "no"),
    ("My Flying unit is exhausted, though it's next to a void area. Can it move through the void area?", "no"),
    ("My Evasive unit is not exhausted but it is in a contested area. Can it move?", "yes"),
    ("My Evasive unit was exhausted, but all units were refreshed. It's in a contested area. Can it move?", "yes"),
    # "Units cannot be summoned into Warded and Sealed areas" over Flying's void areas: told of
    # the same thing ("a void area, which is Sealed"), not of one beside it or another one
    ("During Conjuration, can I summon my Flying unit into a void area, which is Sealed?", "no"),
    ("During Conjuration, can I summon my Subtle unit from my supply into an enemy area that is Sealed?", "no"),
    ("During Conjuration, can I summon my Flying unit into a void area next to a Sealed area?", "yes"),
    ("During Conjuration, can I summon my Flying unit from a Sealed area into a void area?", "yes"),
    # … and named in the ask of the place itself: an exception that lets a unit into void or
    # enemy areas does not lift the prohibition of Sealed and Warded ones (review 62, 64, 66)
    ("During Conjuration, can I summon my Flying unit into a Sealed allied world?", "no"),
    ("Can I summon my Flying unit with 2 Power into a Sealed void area during Conjuration?", "no"),
    ("During Conjuration, can I summon my Subtle unit into a Warded enemy area?", "no"),
    ("During Conjuration, can I summon my Flying unit into a void area? The world beside it is Sealed.", "yes"),
    ("There's a Sealed enemy area and an unsealed contested area. During Conjuration, can I summon my Subtle unit into "
     "the contested one?", "yes"),
    ("Can my Subtle unit be summoned into an enemy area rather than into the Warded one?", "yes"),
    ("Can my Subtle unit be summoned into a Warded or Sealed enemy area?", "no"),
    # (the prohibition tried even when its rule's other norm, "may add a unit into a Sealed area
    # … not Conjuration", came closer: review 70)
    ("Can I summon a Subtle unit into a contested area that is Sealed?", "no"),
    ("Can I summon my Flying unit into a Warded void area?", "no"),
    ("Can my Flying unit be summoned into the Sealed area's neighbouring void area?", "yes"),
    ("Can a Flying unit be summoned into the void between Sealed worlds?", "yes"),
    # (of the place asked: not "between" two Sealed and Warded places; nor a word that is no case
    # of the prohibition, "Region" of "resolve a corner marker in a Region it does not touch")
    ("Can my Flying unit be summoned into the void area between the Sealed world and the Warded world?", None),
    ("In that Region, do I have to put my corner marker facedown under the enemy marker on top?", "yes"),
    # … and no prohibition of the case at all where each time it is named it is denied or beside
    ("I haven't summoned anything yet this Conjuration. Can I summon 1 unit into my allied world? It's not a Warded or "
     "Sealed area.", "yes"),
    ("During this Conjuration can I summon 1 unit into an allied world next to a Sealed area?", "yes"),
    ("Can I summon a unit into a Sealed area during Conjuration?", "no"),
    # the condition's own word denied, not its subject's ("any unit")
    ("I haven't summoned any unit this Conjuration yet. Can I summon my Flying unit into a void area?", "yes"),
    ("setting up, I'm claiming my first region with a starting forces card. None of my units have Flying. Can I still "
     "put a couple of them in the void area of that region?", "no"),
])
def test_a_prohibition_told_of_the_thing_asked_wins_over_the_permission_of_its_condition(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


@pytest.mark.parametrize("q", [
    # two red values in one breath, neither read as a step or a card held: which is against
    # which is not read, so the card is not taken as the first one named
    "Enough to negate it with a red 3 arcana vs a red 2 card?",
    "Is a red 3 arcana enough to negate a red 2 card?",
])
def test_two_red_values_no_step_read_give_no_verdict(client, q):
    assert _verdict(client, q, ME) is None


# -- another player's cards, held ----------------------------------------------------------

@settings(max_examples=6, deadline=None, suppress_health_check=_FIXTURE)
@given(red=st.integers(0, 5))
def test_an_elder_sign_another_player_is_holding_is_held_not_played(client, red):
    # ("Sam is holding an Elder Sign" was read as his playing it: the Elder Sign asked of was
    # then a second use of the same method, and the answer "No")
    q = f"Marta played an arcana with red {red} at Sam. Sam is holding an Elder Sign. Can he use the Elder Sign to stop it?"
    assert _verdict(client, q, ME) == "yes"


# -- "my Hastur", "Me (Cthulhu)" ---------------------------------------------------------------

@settings(max_examples=12, deadline=None, suppress_health_check=_FIXTURE)
@given(own=st.integers(0, 5), other=st.integers(0, 5), cost=st.integers(1, 4))
def test_my_faction_named_is_my_own_spell_resistance(client, own, other, cost):
    q = (f"spell casting step: my Hastur has {own} spell resistance, Yog has {other}. the spell says cost {cost}. "
         f"do I just pay the {cost} power?")
    assert _verdict(client, q, OOO) == ("yes" if other <= own else "no")


def test_me_opening_a_sentence_is_the_asker_not_another_player(client):
    q = ("Me (Cthulhu) and Dima (Hastur) both revealed schemes with Initiative 3 this round. Last round I was on 2 "
         "and he was on 4. Do I go first in turn order this time?")
    assert _verdict(client, q, OOO) == "no"
    assert _verdict(client, q.replace("I was on 2 and he was on 4", "I was on 4 and he was on 2"), OOO) == "yes"


# -- what the story likens the asked thing to; "enough" -------------------------------------------

@settings(max_examples=15, deadline=None, suppress_health_check=_FIXTURE)
@given(owned=st.integers(1, 4), paid=st.integers(1, 6))
def test_an_influence_upgrade_is_costed_by_its_own_rule_not_the_unit_upgrade_it_is_likened_to(client, owned, paid):
    # 1 Lore per Influence upgrade already owned; a Unit upgrade costs 1 Lore
    q = (f"Resolving Ascension. I already own {owned} Influence upgrade{'s' if owned > 1 else ''} and want another one, "
         f"no Library upgrade in play. Sasha says it costs 1 Lore like a unit upgrade. Is {paid} Lore enough?")
    assert _verdict(client, q, OOO) == ("yes" if paid >= owned else "no")


@settings(max_examples=6, deadline=None, suppress_health_check=_FIXTURE)
@given(paid=st.integers(0, 4))
def test_an_amount_asked_as_enough_covers_a_cost_it_exceeds(client, paid):
    q = f"I want a Unit upgrade in Ascension. Is {paid} Lore enough?"
    assert _verdict(client, q, OOO) == ("yes" if paid >= 1 else "no")
    # (asked as the cost itself, only the cost is a yes)
    assert _verdict(client, f"I want a Unit upgrade in Ascension. Does it cost {paid} Lore?", OOO) == \
        ("yes" if paid == 1 else "no")


def test_a_unit_upgrades_cost_is_quoted_from_the_sentence_that_states_it(client):
    reply = client.post("/v1/ask", json={"question": "Does a Unit upgrade cost 1 Lore?", "game": OOO}).json()
    assert reply["verdict"] == "yes"
    assert reply["citations"][0]["quote"] == \
        "Unit upgrades cost 1 Lore and are marked on your Faction sheet by covering the cost listed with a token."


# -- the step told last, counted by its ordinal -------------------------------------------------

def test_the_ordinal_of_the_step_told_last_is_the_count_asked_of(client):
    q = ("I'm the Sorcerer and I already played one regular card for the Seer this turn. Now I want to play a second "
         "normal card (not Cooperative) for her too. Allowed?")
    assert _verdict(client, q, ROM) == "no"
    # the first card's kind untold: the limit turns on it, so it is asked back, not assumed
    untold = client.post("/v1/ask", json={"question": q.replace("one regular card", "one card"), "game": ROM}).json()
    assert untold["verdict"] is None
    assert [n["slot"] for n in untold["needs"]] == ["turns[0].plays[0].cooperative"]
    # a Cooperative card is left out of that count: the limit says nothing of it, and the
    # rule's "may play a card for another Character" answers
    q = ("I'm the Sorcerer and I already played one card for the Seer this turn. Now I want to play a second card, "
         "a Cooperative one, for her too. Allowed?")
    assert _verdict(client, q, ROM) == "yes"


# -- "после того, как …" ----------------------------------------------------------------------

def test_a_moment_said_with_posle_togo_kak_is_the_moment_after_it(client):
    q = ("Атака Димы наносит 3 раны, плюс у него модификатор +2. У меня есть предотвращение. Мы спорим: "
         "предотвращение применяем только после того, как наложены все модификаторы атаки?")
    assert _verdict(client, q, BSK) == "yes"
    assert _verdict(client, q.replace("только после того", "ещё до того"), BSK) == "no"


# -- found by review: the same readings at their edges ---------------------------------------------

def test_an_alternative_after_or_with_its_own_verb_is_still_two_questions(client):
    assert read("Do we draw 6 cards in Upkeep, or is 5 enough?").yes_no is False
    assert read("Can the Seer or the Detective play it?").yes_no is True


def test_a_card_held_and_used_in_the_same_clause_is_a_step_taken(client):
    q = ("Marta played red 2 at Sam. Sam was holding an Elder Sign and used it right away to stop it. Now can Marta "
         "bring it back with an Elder Sign of her own?")
    assert _verdict(client, q, ME) == "no"
    q = ("marta played red 2 at me. i'm holding a card, i.e. an elder sign, and i used it to stop hers. marta "
         "sacrificed 2 cultists to reinstate. can i use another elder sign to stop it again?")
    assert _verdict(client, q, ME) == "no"
    # (a card that "has a 3 in red" is the card's value, not a card someone holds)
    q = ("Leon is hitting my Node with an Arcana card that has a 3 in red. All I have is another Arcana card with "
         "Red 2. Can I discard it to negate his card?")
    assert _verdict(client, q, ME) == "no"


def test_an_example_said_with_e_g_stays_in_its_clause(client):
    q = "Marta played red 2 at me. i have a stopping card, e.g. an elder sign. can i use it to stop her card?"
    assert _verdict(client, q, ME) == "yes"


def test_as_for_names_what_is_asked_and_enough_beside_a_cost_asks_the_cost(client):
    assert _verdict(client, "As for the Unit upgrade, does it cost 1 Lore?", OOO) == "yes"
    assert _verdict(client, "As for the Unit upgrade, does it cost 2 Lore?", OOO) == "no"
    assert _verdict(client, "Is it true a Unit upgrade costs 2 Lore, so 2 is enough?", OOO) == "no"


def test_a_cost_of_another_kind_of_upgrade_does_not_answer_for_the_one_the_story_names(client):
    # "a Conflict upgrade costs 0 or 2 Lore" said "yes" to an Influence upgrade costing 2
    q = "I own 3 Influence upgrades. Does my next Influence upgrade cost 2 Lore?"
    assert _verdict(client, q, OOO) is None


@settings(max_examples=10, deadline=None, suppress_health_check=_FIXTURE)
@given(sanity=st.integers(0, 10))
def test_an_act_of_an_insane_character_speaks_only_where_the_count_makes_her_insane(client, sanity):
    # Insane is Sanity 5 or below: the Insane Seer must play Divination on all her cards; for a
    # Sane Seer Divination is optional (the Insane rule, answering "yes" to her too, is silenced)
    q = f"The Seer has {sanity} Sanity. Does she have to apply the Divination effect on all her cards?"
    assert _verdict(client, q, ROM) == ("yes" if sanity <= 5 else "no")


def test_a_state_or_a_count_the_story_denies_silences_the_act_that_needs_it(client):
    assert _verdict(client, "My units are exhausted. Can they move?", OOO) == "no"
    assert _verdict(client, "my units aren't exhausted. can they move?", OOO) is None
    assert _verdict(client, "We're in a Nexus area. Do all participants gain 3 Power at the start of the conflict?",
                    OOO) == "yes"
    assert _verdict(client, "we don't have 9 progress points, only 7. can we reveal the great old one?", ROM) is None


def test_a_conclusion_after_so_is_what_a_statement_puts_to_be_confirmed():
    # "She's still Sane at 6, so she doesn't have to …?": the "so" clause is asked, and its
    # "doesn't" turns the answer; after a question ("Can I discard it, so I lose nothing?") it is
    # only the result expected
    assert read("She's still Sane at 6, so she doesn't have to use Divination on every card yet?").negative is True
    assert read("She's still Sane at 6, so she has to use Divination on every card?").negative is False
    assert read("Can I discard it, so I lose nothing?").negative is False


# -- found by the second review ------------------------------------------------------------------

def test_a_state_is_ruled_out_only_by_one_members_one_value_or_an_affirmed_word(client):
    # another Character's Sanity told last, a value and a maximum, a bare "now 5", a denied
    # "Sane": whose value it is, or which, is not sure — the Insane Seer's rule still speaks
    for q in ("The Seer has 3 Sanity and the Detective has 8 Sanity. Does the Seer have to apply the Divination "
              "effect on all her cards?",
              "The Seer: Sanity 5 of her max 9. Must she play the Divination effect on all her cards?",
              "Seer's sanity: 9 at the start, now 5. must she use divination on all her cards?",
              "The Seer isn't Sane anymore. Does she have to apply the Divination effect on all her cards?"):
        assert _verdict(client, q, ROM) == "yes", q
    assert _verdict(client, "The Seer is Sane. Does she have to apply the Divination effect on all her cards?",
                    ROM) == "no"


def test_a_denial_contrasted_with_someone_elses_case_silences_nothing(client):
    q = "Sasha's Avatar isn't dormant, but mine is. Standard game, I have 3 Ancient Signs. Can I awaken my Avatar?"
    assert _verdict(client, q, OOO) == "yes"


def test_a_case_the_book_never_sets_beside_the_acts_may_be_a_kind_of_it(client):
    # a Dominion token is an Influence marker: no act names a "Dominion token" case
    q = "My Dominion token is in a corner slot. Must I move it to the center slot of a Region it touches to resolve it?"
    assert _verdict(client, q, OOO) == "yes"


def test_an_act_undone_by_its_verb_is_not_the_acts_permission(client):
    # "skip", "avoid": the negation of what the rule requires, asked as a permission
    assert _verdict(client, "The Seer is Insane. Can she skip Divination on a card?", ROM) is None
    assert _verdict(client, "The Seer is at 5 Sanity, so she can't skip the Divination effect?", ROM) is None


# -- counts of a scope, ordinals told last, sides said with "non-" ----------------------------------

def test_an_ordinal_of_the_scope_counts_scopes_not_the_act_within_one(client):
    # at most 1 Common Card per Shop: the second Shop is a new Shop, not a second card there
    q = "At the first Shop I added a Common card. Now at the second Shop I want to add a Common card again. Allowed?"
    assert _verdict(client, q, ROM) is None
    q = "At this Shop I already added a Common card. Now I want to add a second Common card at the same Shop. Allowed?"
    assert _verdict(client, q, ROM) == "no"


@settings(max_examples=4, deadline=None, suppress_health_check=_FIXTURE)
@given(cast=st.integers(1, 3))
def test_an_ordinal_told_last_with_its_noun_left_out_is_the_count_asked_of(client, cast):
    # at most 2 spells per participant per conflict
    words = {1: ("one spell", "second"), 2: ("two spells", "third"), 3: ("three spells", "fourth")}[cast]
    q = f"I cast {words[0]} this conflict already. Now a {words[1]}. Allowed?"
    assert _verdict(client, q, OOO) == ("yes" if cast + 1 <= 2 else "no")


def test_the_acts_own_ordinal_told_last_counts_its_times(client):
    q = "i used my relic once this combat already. now a second use in the same combat. allowed?"
    assert _verdict(client, q, ROM) == "no"


def test_a_card_she_does_hold_is_held(client):
    q = ("Tom's Arcana card shows Red 0, so Priya knows cultists won't work. She does hold an Elder Sign though. "
         "Can she play the Elder Sign to stop the effect?")
    assert _verdict(client, q, ME) == "yes"


def test_the_non_active_player_said_with_non_is_the_inactive_side(client):
    q = ("Berserk: it's my turn, so I'm the active player, and I attacked Sam. We both have prevention effects with "
         "numbers on them. Does Sam, the non-active player, apply all of his prevention effects before I apply mine?")
    assert _verdict(client, q, BSK) == "yes"
    # (asked the other way round — his after mine — no act here states that order of the ask's words)
    assert _verdict(client, q.replace("before I apply mine", "after I apply mine"), BSK) is None


def test_a_concession_in_the_ask_sets_no_polarity(client):
    # "… even tho it's only equal and not higher?": what the ask concedes is not what it asks
    q = ("Melissa just dropped Misdirection on me, it's Red 2. I don't have an Elder Sign but I've got Prism Gate in "
         "hand, also Red 2. can I discard Prism Gate to stop her card even tho it's only equal and not higher?")
    assert read(q).mixed is False
    assert _verdict(client, q, ME) == "yes"
    assert _verdict(client, q.replace("also Red 2", "only Red 1").replace("only equal and not higher", "lower"),
                    ME) == "no"


# -- a claim put to be confirmed ----------------------------------------------------------------

def test_what_a_friend_claims_is_the_ask_in_its_own_polarity():
    r = read("Start of the round. My friend says the Fool resolves before the Protection. Is he right?")
    assert (r.ask, r.story, r.yes_no) == ("the Fool resolves before the Protection?", "Start of the round.", True)
    r = read("Now she wants to reinstate it by sacrificing Cultists and says 2 Cultists is enough. She's right, isn't she?")
    assert (r.ask, r.story) == ("2 Cultists is enough?", "Now she wants to reinstate it by sacrificing Cultists.")
    r = read("Атака на 3 раны и модификатор +2. Я считаю, что сначала всё складывается. Я прав?")
    assert (r.ask, r.story, r.yes_no) == ("сначала всё складывается?", "Атака на 3 раны и модификатор +2.", True)
    # (a claim can be worded as no question at all: it is put to be confirmed, a yes/no)
    r = read("Друг говорит, что Схему, которую я сыграл в первом раунде, можно снова выбрать. Это правда?")
    assert (r.ask, r.yes_no) == ("Схему, которую я сыграл в первом раунде, можно снова выбрать?", True)


_PAID = ("I declared an action with a face-down card and paid for it, but when it was revealed the action "
         "turned out illegal. ")
_PAID_RU = "Я объявил игродействие по закрытой карте и заплатил за него, но при вскрытии оно оказалось нелегальным. "
_PREVENTIONS = ("Сейчас ход Пети. На его существо идёт удар на 3 раны, работают два эффекта предотвращения: один от "
                "карты Пети, другой от карты Маши. ")


def test_is_he_right_is_answered_of_what_he_claims(client):
    # the payment for an action found illegal on reveal is lost: claimed either way, the
    # verdict follows the claim (the bare "Is he right?" was answered of the rule's act, Yes
    # to a claim the book contradicts)
    assert _verdict(client, _PAID + "My opponent says the payment is still lost. Is he right?", BSK) == "yes"
    assert _verdict(client, _PAID + "My opponent says I get the payment back. Is he right?", BSK) == "no"
    assert _verdict(client, _PAID_RU + "Противник считает, что оплата всё равно теряется. Он прав?", BSK) == "yes"
    assert _verdict(client, _PAID_RU + "Противник считает, что оплата мне возвращается. Он прав?", BSK) == "no"
    # the inactive player applies prevention first, whoever claims otherwise
    assert _verdict(client, _PREVENTIONS + "Петя говорит: «Я активный, поэтому моё предотвращение применяется первым». "
                                           "Он прав?", BSK) == "no"
    assert _verdict(client, _PREVENTIONS + "Маша говорит, что первым применяется предотвращение неактивного игрока. "
                                           "Она права?", BSK) == "yes"
    assert _verdict(client, "We're in round 2. My friend says I can pick the same Scheme I played in round 1 again. "
                            "Is he right?", OOO) == "no"


# -- a Mythos chain told at length --------------------------------------------------------------

def test_a_card_someone_happens_to_hold_is_held_and_the_ask_plays_it(client):
    q = ("My card is Red 3. Priya stopped it with an Elder Sign, then I sacrificed Cultists to put it back. "
         "Priya happens to hold another Elder Sign. Can she play that one to stop my card again?")
    assert _verdict(client, q, ME) == "no"  # one use of each method against a card


def test_a_chain_that_leaves_five_numbers_untold_is_run_for_all_of_them(client):
    # four steps told without a single Red value or count, a fifth proposed: the same
    # method twice is broken whatever the values (it was asked back: "What is the red value …?")
    q = ("The card went back and forth: Sam used an Elder Sign, Kim sacrificed Cultists, Sam discarded an Arcana "
         "card, and Kim sacrificed Randolph Carter and the roll succeeded. Sam has a second Elder Sign. "
         "Can he play it to stop the card once more?")
    r = client.post("/v1/ask", json={"question": q, "game": ME}).json()
    assert (r["verdict"], r["needs"]) == ("no", [])


def test_is_he_right_after_two_claims_is_no_yes_no_question(client):
    # which of two claims "Is he right?" confirms is not read: no verdict (the last claim was
    # answered, the asker's own, though "he" had claimed the other)
    r = read("Коля говорит, что первым применяет предотвращение активный игрок. Я думаю, что неактивный. Он прав?")
    assert r.yes_no is False
    assert _verdict(client, "Kolya says moving to another Portal costs 1 Sanity, and Masha says it's free. "
                            "Is she right?", ROM) is None
    # (a card "says" its value: no claim of a person's)
    r = read("Now Leon wants to reinstate it by sacrificing Cultists, and he says 1 Cultist is enough because his card "
             "says Red 1. Is he right?")
    assert r.ask == "1 Cultist is enough because his card says Red 1?"


# -- what the ask says of the act -----------------------------------------------------------------

@pytest.mark.parametrize("way, verdict", [("to the Character on the Leader's right", "no"),
                                          ("to the Character on their left", "yes")])
def test_the_way_round_the_table_is_part_of_the_act(client, way, verdict):
    # the Leader Token passes to the left: asked "to the right", No (it was Yes, answered by
    # the first round's exception, named only by "Leader Token", which the rule says too)
    q = f"Is it true that the Leader passes the Leader Token {way} at the start of each new round?"
    assert _verdict(client, q, ROM) == verdict


def test_an_act_with_a_condition_is_not_done_freely_and_its_condition_restated_is_the_rule(client):
    # units in contested areas cannot move unless they are Evasive
    assert _verdict(client, "Can units in a contested area move out freely?", OOO) == "no"
    assert _verdict(client, "Can my units always leave a contested area?", OOO) == "no"
    # (the book's own restriction asked with its condition: void areas block movement unless Flying)
    assert _verdict(client, "Do void areas block movement unless the unit is Flying?", OOO) == "yes"
    # ("at any time" is the book's own word for exchanging activation: no condition said away)
    assert _verdict(client, "Can the active Character exchange activation at any time?", ROM) == "yes"
    assert _verdict(client, "Is it right that a unit can't move out of a contested area unless it is Evasive?",
                    OOO) == "yes"
    assert _verdict(client, "Can a unit move out of a contested area unless it is Evasive?", OOO) == "no"


def test_what_the_ask_sets_aside_is_not_what_it_asks(client):
    # prevention changes the number of wounds dealt, not the attack's strength
    assert _verdict(client, "Правда ли, что предотвращение уменьшает силу атаки, а не число нанесённых ран?", BSK) == "no"
    assert _verdict(client, "Друг уверяет, что предотвращение снижает силу удара, а не количество ран. Так ли это?",
                    BSK) == "no"
    assert _verdict(client, "Правда ли, что первым свои эффекты предотвращения применяет Активный игрок, "
                            "а не Неактивный?", BSK) == "no"


@pytest.mark.parametrize("story, verdict", [
    ("My card is Red 2. Kim negated it by discarding an Arcana card with Red 4. I sacrifice 4 Cultists to reinstate it. "
     "Does it come back?", "yes"),
    ("My card is Red 2. Kim negated it by discarding an Arcana card with Red 4. I sacrifice 3 Cultists to reinstate it. "
     "So it's back on?", "no"),
    ("Мелисса сыграла против меня карту Арканы с красным значением 3. Я сбрасываю свою Аркану с красным 2. "
     "Этого достаточно, чтобы отменить эффект?", "no"),
    ("the card on me is red 2. I sac 2 of my cultists. does that stop it?", "yes"),
])
def test_a_chain_told_to_its_last_step_is_asked_whether_that_step_does_it(client, story, verdict):
    assert _verdict(client, story, ME) == verdict


def test_a_negative_tag_asks_the_statement_before_it(client):
    # Progress Points are not awarded in games with modifiers that decrease the difficulty
    r = read("we set up with Cheaper Services. we'll still get progress points at the end, won't we?")
    assert (r.yes_no, r.negative) == (True, False)
    q = ("we kept losing so this game we set up with Cheaper Services and Damage Limit per Attack. we'll still get "
         "progress points for our counters at the end, won't we?")
    assert _verdict(client, q, ROM) == "no"


def test_the_game_going_on_is_asked_the_other_way_round_from_its_loss(client):
    # "the game is lost when the last Enemy is defeated …" is not: asked "does it go on?", its
    # "is not" was once read as No; going on is the loss not happening
    q = ("The Seer dropped to 0 Sanity in the middle of our turn, but right after that the Detective killed the last "
         "enemy. Does the game go on?")
    assert _verdict(client, q, ROM) == "yes"
    assert _verdict(client, "The last Enemy is defeated while the Seer has 0 Sanity. Does the game carry on?", ROM) == "yes"
    # "the game is lost if a Character has 0 Sanity at the end of a round with Enemies in play"
    q = "At the end of the round the Seer has 0 Sanity and two Enemies are still in play. Does the game carry on?"
    assert _verdict(client, q, ROM) == "no"


def test_a_norm_of_the_other_case_leaves_the_norm_of_this_one_to_answer(client):
    # "the inactive player applies first" is of the other side: it no longer silences "the
    # active player applies first" (is not), which answers the active player's question
    q = ("Сейчас мой ход, я активный игрок. Моё заклинание наносит существу 5 ран, и на них есть два эффекта "
         "предотвращения: мой (2) и соперника (1). Я применяю свой эффект предотвращения первым?")
    assert _verdict(client, q, BSK) == "no"
    # the VP a 3-player game needs is not the 4-player game's
    assert _verdict(client, "We play a 4-player Standard game. Kim has broken three enemy Seals, so she is at 3 VP. "
                            "Does that end the game?", OOO) == "no"


@pytest.mark.parametrize("q, game, verdict", [
    # spend 1 Lore to gain 3 Power; the Great Old One card is revealed at 9 Progress Points
    ("Is it true that spending 1 Lore gives you 2 Power, not 3?", OOO, "no"),
    ("Does spending 1 Lore give 3 Power, not 2?", OOO, "yes"),
    ("Is the Great Old One card revealed at 6 Progress Points, not 9?", ROM, "no"),
    # (set aside in the middle of the ask, or a list of them: no denial of what is asked)
    ("Does reaching 9 Progress Points, not 6, reveal the Great Old One card?", ROM, "yes"),
    ("Is a new Curse revealed against Cthulhu at the start of rounds 1, 3 and 5, not 2, 4 and 6?", ROM, "yes"),
])
def test_a_number_the_ask_sets_aside_is_not_its_count(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("order, verdict", [("from right to left", "no"), ("from left to right", "yes")])
def test_an_order_along_the_row_is_part_of_the_act(client, order, verdict):
    assert _verdict(client, f"Are the Enemies lined up {order}, the highest Initiative first?", ROM) == verdict


def test_always_is_not_answered_by_a_rule_that_has_an_exception(client):
    # the Character a card is played for loses 1 Sanity — not for a Cooperative card
    assert _verdict(client, "Does the Character a card is played for lose 1 Sanity?", ROM) == "yes"
    assert _verdict(client, "Does the Character a card is played for always lose 1 Sanity?", ROM) is None


@pytest.mark.parametrize("q, game, verdict", [
    # destroy 1 allied figure for each unblocked Psychic Damage
    ("Does each unblocked Psychic Damage destroy 2 figures?", OOO, "no"),
    ("Does each unblocked Psychic Damage destroy 1 figure?", OOO, "yes"),
    # each Character gains 5 Recovery points at 6 Progress Points: the 6 is of Progress Points
    ("We hit 6 Progress Points. Does each Character get 6 Recovery Points?", ROM, "no"),
    ("We hit 6 Progress Points. Does each Character get 5 Recovery Points?", ROM, "yes"),
])
def test_a_changed_number_changes_the_verdict(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("q, verdict", [
    # Enemies are placed left to right, the highest Initiative on the left
    ("Do I put the highest-initiative enemy at the right end of the row?", "no"),
    ("Враги с более высокой инициативой выкладываются справа?", "no"),
    ("Do enemies with the higher initiative go on the right side of the row?", None),
])
def test_a_side_of_the_row_is_part_of_the_act_that_says_one(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


def test_even_if_its_condition_holds_an_only_if_act_happens(client):
    # void areas block movement unless the unit is Flying
    assert _verdict(client, "Do void areas block movement even if the unit is Flying?", OOO) == "no"
    assert _verdict(client, "Can a unit move through a void area even if it is Flying?", OOO) == "yes"


@pytest.mark.parametrize("q, game, verdict", [
    # on a VP tie, the player with the most allied Seals on the board wins
    ("If we are tied for the most VP, does the player with the fewest Seals on the board win?", OOO, "no"),
    ("If we are tied for the most VP, does the player with the most Seals on the board win?", OOO, "yes"),
    # the Invader goes first in a conflict
    ("In a conflict, does the defender go first?", OOO, "no"),
    # on an Initiative tie, the one with the lower Initiative last round goes later
    ("On an Initiative tie, does the player who had the lower Initiative last round go earlier?", OOO, "no"),
    # prevention reduces the number of wounds dealt
    ("Увеличивает ли эффект предотвращения количество нанесённых ран?", BSK, "no"),
    # crossing an Encounter that already has an Exploration Token costs each Character 1 Sanity
    ("Crossing an Encounter that already has an Exploration Token is free, right?", ROM, "no"),
    ("Does crossing an Encounter that already has an Exploration Token cost each Character 1 Sanity?", ROM, "yes"),
    # always round down: "cannot round up" says nothing of rounding down
    ("Do we round fractions down?", ROM, "yes"),
    ("When a value can't be divided evenly, do we round down?", ROM, None),
])
def test_the_other_end_of_a_pair_is_not_the_act(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("q, game", [
    # the recipient of a card played for them loses 1 Sanity; 1 Lore gives 3 Power; Dagon's
    # target loses Sanity, Hydra regains Health: an act of one says nothing of the other
    ("When I play a card for another Character, does the recipient lose 1 Health Point?", ROM),
    ("In a combat step, does spending 1 Follower give me 3 Power?", OOO),
    ("When Hydra deals Damage, does its target lose 1 Sanity?", ROM),
    # exhausted units cannot move but can warp: the warp says nothing of moving
    ("Can my exhausted units move during an Invasion?", OOO),
])
def test_an_act_of_one_term_says_nothing_of_a_term_in_its_place(client, q, game):
    assert _verdict(client, q, game) is None


@pytest.mark.parametrize("q, game, verdict", [
    # void areas block movement unless the unit is Flying; unaligned worlds unless Evasive
    ("Do void areas block movement for units without Flying?", OOO, "yes"),
    ("Do unaligned worlds block the movement of Evasive units?", OOO, "no"),
    # when the Detective has no Ammo left, he cannot play cards with the Discharge effect
    ("Is it true that the Detective can't play Discharge cards when he has no Ammo?", ROM, "yes"),
    ("Can the Detective play Discharge cards when he has no Ammo?", ROM, "no"),
    # Enemies activate from highest to lowest Initiative
    ("Do Enemies activate from lowest to highest Initiative?", ROM, "no"),
])
def test_a_condition_asked_with_a_hindering_verb_or_a_denied_act(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("q, verdict", [
    # a Cooperative card played for another Character costs no Sanity; no end-of-turn effect
    # applies once the last Enemy is defeated
    ("Does a Cooperative card played for another Character skip the Sanity loss?", "yes"),
    ("Does a normal card played for another Character skip the Sanity loss?", "no"),
    ("When the last Enemy is defeated, are end-of-turn effects skipped?", "yes"),
    ("When the last Enemy is defeated, are end-of-turn effects applied?", "no"),
])
def test_an_act_asked_as_skipped_is_asked_whether_it_does_not_happen(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


@settings(max_examples=9, deadline=None, suppress_health_check=_FIXTURE)
@given(sanity=st.integers(1, 9))
def test_a_loss_asked_as_skipped_turns_on_the_condition_it_happens_only_if(client, sanity):
    # "loses 1 Health at the end of her turn" only if Insane (Sanity 5 or below): she skips it
    # exactly when she is Sane
    q = f"The Possessed is at {sanity} sanity. The fight goes on. So she skips the 1 health loss at the end of her turn, right?"
    assert _verdict(client, q, ROM) == ("yes" if sanity >= 6 else "no")


def test_an_act_the_rules_require_is_not_optional(client):
    # all effects of Schemes are mandatory unless they say "may"
    assert _verdict(client, 'Are Scheme effects optional even when they don\'t say "may"?', OOO) == "no"


@pytest.mark.parametrize("q, verdict", [
    # a negated effect can be reinstated by a further method; Cultists may come from any
    # occupied Node (found by the players' own words among the norms' phrasings)
    ("Kim negated my card by discarding an Arcana card. I still have Cultists. Can I get my card's effect back?", "yes"),
    ("The card needs 2 Cultists. I have 1 on my north Node and 1 on my south Node. Can I take them from both Nodes?",
     "yes"),
    ("The card hits my east Node. If I sacrifice Cultists to negate it, do they have to come from that Node?", "no"),
])
def test_a_mythos_rule_is_found_in_players_words(client, q, verdict):
    assert _verdict(client, q, ME) == verdict


def test_what_another_party_gains_says_nothing_of_the_askers_own(client):
    # when you break an enemy Seal, that Enemy gains 1 Ancient Sign (and you gain 1 VP)
    assert _verdict(client, "When I break an enemy Seal with Dominion, do I gain an Ancient Sign?", OOO) is None
    assert _verdict(client, "When I break an enemy Seal with Dominion, does the enemy gain an Ancient Sign?", OOO) == "yes"


# -- opposites found by a fresh held-back set ------------------------------------------------

def test_a_prevention_whose_card_was_destroyed_no_longer_applies(client):
    q = ("My creature has an artifact that prevents the next 2 wounds. The opponent destroys that artifact, "
         "then attacks my creature for 2 wounds. Do I prevent them?")
    assert _verdict(client, q, BSK) == "no"
    q = "Мой амулет предотвращает 2 раны. Соперник амулет уничтожил, потом атаковал на 2 раны. Предотвращение сработает?"
    assert _verdict(client, q, BSK) == "no"


def test_a_russian_ask_opening_with_a_clause_keeps_its_razve(client):
    # an action declared through a face-down card, illegal on reveal: not performed, but paid
    q = "Я объявил действие по закрытой карте, при вскрытии оно нелегально. Раз уж я заплатил, разве оно не выполняется?"
    assert _verdict(client, q, BSK) == "no"
    # "Разве мне нельзя …?" asks whether I may (a few words between "разве" and its "нельзя")
    q = "Мне сыграли Аркану с красным 3. Я отменил её Знаком Древних, а соперник вернул эффект, пожертвовав " \
        "3 культистов. Разве мне теперь нельзя пожертвовать картой Персонажа и бросить кубик?"
    assert _verdict(client, q, ME) == "yes"


# -- a negation chain told to its end, and asked whether it can go on ------------------------

@pytest.mark.parametrize("q, verdict", [
    # each method once per card: after all four, the chain is over
    ("Priya's card on me: I stopped it with an Elder Sign, she sacrificed Cultists to bring it back, then I "
     "discarded an Arcana card, and then she sacrificed a Character and the roll succeeded. "
     "Can anyone negate it once more?", "no"),
    ("Против моей карты уже были Знак Древних, жертва культистов, потом сброс Арканы, потом жертва персонажа "
     "с удачным броском. Можно ли отменить её ещё раз?", "no"),
    # two methods used: two are left
    ("Tom's card hit me. I blocked it with an Elder Sign, then Tom brought it back by sacrificing 4 Cultists. "
     "Can I negate it again?", "yes"),
])
def test_a_chain_told_to_its_end_is_asked_whether_a_method_is_left(client, q, verdict):
    assert _verdict(client, q, ME) == verdict


def test_a_character_sacrifice_told_in_players_words_is_a_step(client):
    # "a Character sacrifice" is the method of sacrificing a Character card (a roll decides)
    q = "Sam played a Red 3 card on me and I answered with a Character sacrifice, and the roll worked. Is the effect negated?"
    assert _verdict(client, q, ME) == "yes"
    q = "Sam played a Red 3 card on me and I answered with a Character sacrifice, but the roll failed. Is the effect negated?"
    assert _verdict(client, q, ME) == "no"
    q = "Сэм сыграл на меня карту с красным 3, я пожертвовал персонажа, но бросок неудачный. Эффект отменён?"
    assert _verdict(client, q, ME) == "no"


def test_a_method_asked_whether_it_works_asks_whether_it_negates(client):
    # a Red 0 card: Cultists cannot stop it, the other three methods can
    assert _verdict(client, "Маша сыграла на меня карту с красным 0. А Знак Древних против неё сработает?", ME) == "yes"
    assert _verdict(client, "Masha played a Red 0 card on me. Will sacrificing my Cultists work against it?", ME) == "no"
    # an Elder Sign said not to be had ("… у меня нет") is no step: the discard is, and Red 2 does not beat 4
    q = "Маша сыграла на меня Аркану с красным 4. Знака Древних у меня нет, поэтому сбрасываю свою Аркану с красным 2. Сработает?"
    assert _verdict(client, q, ME) == "no"


def test_prison_told_with_its_number_after_defeats_the_attacker_first(client):
    # Prison: before its next Attack the Creature loses 1 Health per Prison; at 0 it does not attack
    q = ("the ghoul is on 2 health and we put Prison 2 on it during our turn. this round its column is an attack 4 "
         "at the detective. doesn't it just die before it gets the attack off?")
    assert _verdict(client, q, ROM) == "yes"


def test_a_claim_of_who_goes_first_is_of_the_player_it_names(client):
    # a tie goes later for the one who had the lower Initiative the round before
    q = ("Kim and I both revealed Initiative 3 this round. Last round Kim had Initiative 1 and I had 4. "
         "Kim says since she was ahead of me last round she goes first again. Is she right?")
    assert _verdict(client, q, OOO) == "no"
    q = ("Kim and I both revealed Initiative 3 this round. Last round Kim had Initiative 4 and I had 1. "
         "Kim says she goes first this round. Is she right?")
    assert _verdict(client, q, OOO) == "yes"


def test_a_prevention_asked_whether_it_still_covers_the_wounds(client):
    q = ("Мой амулет предотвращает следующие 4 раны, 2 уже ушли, осталось 2. Соперник этот амулет уничтожил. "
         "Теперь атака на 2 раны. Остаток их закрывает?")
    assert _verdict(client, q, BSK) == "no"


@pytest.mark.parametrize("q, verdict", [
    # another Great Old One may add their own Cultists; the Cultists must reach the card's red value
    ("Kim played a Red 5 card on me and I only have 3 Cultists. Jo (another Great Old One) offers 2 of her own. "
     "Can we pay the 5 together?", "yes"),
    ("Kim played a Red 5 card on me and I only have 3 Cultists. Jo (another Great Old One) offers 1 of her own. "
     "Can we pay the 5 together?", "no"),
    ("На меня сыграли Аркану с красным 3, а у меня всего 1 культист. Петя готов пожертвовать 2 своих. Так можно?", "yes"),
])
def test_cultists_offered_by_another_player_are_pooled_with_the_askers(client, q, verdict):
    assert _verdict(client, q, ME) == verdict


def test_a_rule_the_asker_grants_is_not_what_the_question_names(client):
    # Sealed areas stop summoning only during Conjuration; an effect that adds a unit ignores restrictions
    q = ("My Scheme's Now effect says to add 1 unit. I know Conjuration can't summon into Sealed areas, "
         "but can I add this unit to the Sealed area with the effect?")
    assert _verdict(client, q, OOO) == "yes"


@pytest.mark.parametrize("q", [
    # a concession grants the rule as "I know …" does: its "нельзя" denies nothing asked
    "Эффект велит добавить отряд. Могу ли я добавить его в опечатанную область, хотя призывом туда нельзя?",
    "An effect tells me to add a unit. Can I add it into a Sealed area, even though Conjuration can't summon there?",
])
def test_a_rule_granted_in_a_concession_is_not_what_the_question_asks(client, q):
    assert _verdict(client, q, OOO) == "yes"


@pytest.mark.parametrize("q, verdict", [
    # a permission not to do what one need not do is Yes, as is doing it; having to is No
    ("После выигранного боя можно не добавлять новую карту в свою колоду?", "yes"),
    ("После выигранного боя можно добавить новую карту в свою колоду?", "yes"),
    ("После выигранного боя обязательно добавлять новую карту в свою колоду?", "no"),
])
def test_a_permission_not_to_do_what_one_need_not_do(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


@pytest.mark.parametrize("q, verdict", [
    # a Warded or Sealed area named as beside the place the unit goes says nothing of going into
    # it: no verdict from "cannot summon into a Warded or Sealed area", never its No
    ("При Призыве можно ли призвать летающий отряд в пустоту возле опечатанной области?", None),
    ("Во время Призыва могу ли я призвать отряд в свой мир рядом с защищённой областью?", None),
    ("Во время Призыва могу ли я призвать отряд в опечатанную область?", "no"),
    # … but into one of the kinds the rule names, whatever it lies beside, is still No
    ("Во время Призыва можно ли призвать отряд в опечатанную область около защищённой области?", "no"),
    ("During Conjuration, can I summon a unit into a Warded area next to an area?", "no"),
])
def test_an_area_named_beside_the_place_is_not_the_place(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


@pytest.mark.parametrize("q, game, verdict", [
    # whether a thing hinders the act is the act not happening: the rule's answer the other way round
    ("Препятствует ли вражеская область движению летающего отряда?", OOO, "yes"),
    ("Мешает ли красное значение 0 пожертвовать культистов против карты?", ME, "yes"),
    # … and a rule that itself says what hinders answers as it stands
    ("Мешает ли опечатанная область призыву отряда эффектом карты вне Призыва?", OOO, "no"),
    # … but not of another act: enemy areas block movement, Subtle units are summoned into them
    ("Мешает ли вражеская область призыву скрытного отряда при Призыве?", OOO, None),
    # … the act said by an infinitive after whom it hinders, asked «не мешает ли», after a word to the reader
    ("Мешает ли опечатанная область мне призвать туда отряд во время Призыва?", OOO, "yes"),
    ("Не мешает ли вражеская область перемещению отряда через неё?", OOO, "yes"),
    ("Подскажите, мешает ли вражеская область перемещению отряда?", OOO, "yes"),
])
def test_what_hinders_an_act_is_asked_the_other_way_round(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("q, verdict", [
    # leave not to do an act is refused only by a rule that makes it be done
    ("Может ли игрок, у которого есть фигуры в области конфликта, не участвовать в конфликте?", "no"),
    ("В области нексуса может ли игрок без фигур не участвовать в конфликте?", "yes"),
    ("При Призыве можно мне не призывать отряд?", "yes"),
])
def test_leave_not_to_do_an_act_is_refused_only_by_a_rule_that_makes_it_be_done(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


@pytest.mark.parametrize("q, verdict", [
    # whether something stops the asker's own step is whether that step is legal (red 2: 2 Cultists)
    ("Leon plays an Arcana card with red 2 against me. Does that stop me from sacrificing 1 Cultist?", "yes"),
    ("Leon plays an Arcana card with red 2 against me. Does that stop me from sacrificing 2 Cultists?", "no"),
    ("Leon plays an Arcana card with red 0 against me. Does that stop me from sacrificing 2 Cultists?", "yes"),
    # … another player's step too (red 3: 3 Cultists), and a goal told is no step proposed
    ("Melissa played an Arcana card with red 3 on Leon. Does that stop Leon from sacrificing 2 Cultists?", "yes"),
    ("Melissa played an Arcana card with red 3 on Leon. Does that stop him from sacrificing 3 Cultists?", "no"),
    ("Leon really wants my Node and plays an Arcana card with red 2 on me. Does that stop me from sacrificing 2 "
     "Cultists?", "no"),
    # … whether a step proposed stops another player getting the effect is whether it negates it
    ("Leon plays an Arcana card with red 2 against me. If I sacrifice 2 Cultists, does that stop him from getting "
     "its effect?", "yes"),
    ("Leon plays an Arcana card with red 3 against me. If I sacrifice 2 Cultists, does that stop him from getting "
     "its effect?", "no"),
])
def test_what_stops_a_step_in_a_story_is_run_on_the_state(client, q, verdict):
    assert _verdict(client, q, ME) == verdict


@pytest.mark.parametrize("q, verdict", [
    # a unit may go into an enemy area and stop there; it may not pass through one
    ("Can a unit move into an enemy area next to it and end its move there?", "yes"),
    ("Can a unit move through an enemy area?", "no"),
    # … going on from it is passing through
    ("Can my unit move into an enemy area and then keep moving?", "no"),
    # "has to stop when it enters" stops the unit once it enters, not its entering
    ("Does an enemy area stop a unit from entering it?", None),
])
def test_going_into_a_place_is_not_passing_through_it(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


def test_an_end_asked_after_the_act_is_no_leave_not_to_do_it(client):
    # "apply both and take no wounds at all" asks leave to apply both (5 prevented of 5)
    q = ("Существу наносят 5 ран, модификаторы учтены. У меня эффекты «предотвращает 2 раны» и «предотвращает 3 раны». "
         "Можно применить оба и совсем не получить ран?")
    assert _verdict(client, q, BSK) == "yes"


@pytest.mark.parametrize("q, verdict", [
    # "whenever I want" asks of the act without its condition, or past its limit: no
    ("Можно мне смотреть карты колоды добора когда хочу?", "no"),
    ("Can I use a Relic whenever I like?", "no"),
    # … unless the book lets the act be done at any time
    ("Can I exchange activation with another Character at any time?", "yes"),
])
def test_an_act_asked_at_will_is_judged_by_its_condition_and_limit(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


@pytest.mark.parametrize("q, game, verdict", [
    # "Does X stop a player from Y-ing?" is Y not happening: the rule's answer the other way round
    ("Does a Warded area stop a player from summoning a unit there during Conjuration?", OOO, "yes"),
    # … a limit's too, across its bound (at most 3 per Shop and Character)
    ("Does the Shop stop a Character from regaining Health a fourth time in one visit?", ROM, "yes"),
    ("Does the Shop stop a Character from regaining Health a second time in one visit?", ROM, "no"),
    # … stopping her from skipping it is her doing it (she must, when Insane)
    ("Does Insanity stop a Seer from skipping the Divination effect?", ROM, "yes"),
    # … and a rule that does not name what is said to stop the act says nothing of it
    ("Does being Sane stop the Seer from skipping Divination?", ROM, None),
    # (Stun names it: a Stunned Enemy still attacks, its targets chosen by the players)
    ("Does Stun stop an Enemy from attacking?", ROM, "no"),
    # … the rules themselves may (any rule answers)
    ("Does the rulebook stop me from looking at the cards in my draw deck when no effect allows it?", ROM, "yes"),
    # a limit on what something has, across its bound (at most 5 Conditions per Enemy)
    ("Does the Condition limit stop an Enemy from having a sixth Condition at once?", ROM, "yes"),
    ("Does the Condition limit stop an Enemy from having a third Condition at once?", ROM, "no"),
    # "keep X Y-ing" is X going on doing it: not turned round
    ("Does Protection keep the Enemy gaining Defense during Upkeep?", ROM, "yes"),
    # … "keep X Y-ing from …" too ("from" not before the act)
    ("Does Protection keep an Enemy gaining Defense from one Upkeep to the next?", ROM, "yes"),
])
def test_what_stops_someone_doing_an_act_is_asked_the_other_way_round(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("q, verdict", [
    # a Character is Sane at 6 Sanity or higher, Healthy at 6 Health or higher
    ("The Detective was hit and his Sanity went from 9 down to 6 this turn. Is he still Sane at 6?", "yes"),
    ("The Detective was hit and his Sanity went from 9 down to 5 this turn. Is he still Sane at 5?", "no"),
    ("у Колдуна санити упала с 9 до 6 после атаки. Разве на 6 он не считается ещё Sane?", "yes"),
    ("У Сорсерера было 9 Health, он сыграл карту с Sacrifice 4 и теперь на 5. На 5 он ещё считается Healthy?", "no"),
])
def test_a_state_asked_at_a_value_is_judged_at_that_value(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


@pytest.mark.parametrize("q, verdict", [
    # a negated effect can be reinstated by a further method; each method once per card
    ("Kim blocked my Arcana card with an Elder Sign. Now Jo says she can discard an Arcana card to bring the effect "
     "back. Is that a thing?", "yes"),
    ("Kim blocked my Arcana card with an Elder Sign, and I sacrificed Cultists to bring it back. Now Kim says she can "
     "play a second Elder Sign on it. Is that legit?", "no"),
])
def test_a_claim_asked_as_a_thing_or_legit_is_what_is_asked(client, q, verdict):
    assert _verdict(client, q, ME) == verdict


def test_a_great_old_one_opening_a_sentence_is_a_player(client):
    # the lowest Initiative is the 1st player
    q = "Hastur reveals a Scheme with Initiative 2 and Cthulhu one with Initiative 5. Does Cthulhu go first this round?"
    assert _verdict(client, q, OOO) == "no"
    q = "Hastur reveals a Scheme with Initiative 2 and Cthulhu one with Initiative 5. Does Hastur go first this round?"
    assert _verdict(client, q, OOO) == "yes"


def test_a_discharge_card_played_for_another_character_is_not_asked_in_general(client):
    # a Discharge card cannot be played for another Character ("for the Sorcerer" is that case:
    # the prohibition of it answers, not "only if he has Ammo" asked as if in general)
    assert _verdict(client, "Can the Detective play a card with Discharge for the Sorcerer?", ROM) == "no"
    assert _verdict(client, "Can the Detective play a Discharge card for another Character?", ROM) == "no"


def test_an_arcana_discard_told_with_both_red_values(client):
    # the red value of each card played after is the value to beat: Red 3 after a Red 2 card
    q = ("A Red 2 card was negated by discarding an Arcana card of Red 3. Can its player reinstate it by "
         "sacrificing 2 Cultists?")
    assert _verdict(client, q, ME) == "no"
    q = ("A Red 2 card was negated by discarding an Arcana card of Red 3. Can its player reinstate it by "
         "sacrificing 3 Cultists?")
    assert _verdict(client, q, ME) == "yes"


def test_prison_restated_in_brackets_and_asked_as_without_its_attack(client):
    q = ("An Enemy with 1 Health has Prison 1 (one Prison Condition) as its turn comes. "
         "Is it defeated without carrying out its Attack?")
    assert _verdict(client, q, ROM) == "yes"


def test_razve_with_a_long_subject_asks_the_positive(client):
    # an illegal action declared through a hidden card is not performed, but it is paid for
    q = "Разве за такое нелегальное игродействие, объявленное по скрытой карте, не нужно всё равно заплатить?"
    assert _verdict(client, q, BSK) == "yes"


@pytest.mark.parametrize("q, verdict", [
    # each Character draws 6 cards at Upkeep, 5 in a 3-Character game
    ("Мы играем тремя Персонажами без модификаторов. Разве каждый Персонаж не берёт 6 карт в фазе Upkeep?", "no"),
    ("Играем двумя персонажами без модификаторов. Каждый берёт 6 карт в Upkeep?", "yes"),
])
def test_a_count_in_the_instrumental_case_is_a_count(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


def test_the_rest_of_a_count_is_not_the_count_the_limit_is_on(client):
    # each Character draws 6 at Upkeep, reshuffling the discard pile when the deck runs out:
    # "the other 4" are the rest of the 6, not a draw of 4
    q = ("My Seer has to draw 6 cards in Upkeep but her draw deck holds only 2. "
         "Does she shuffle her discard pile into a new draw deck and draw the other 4?")
    assert _verdict(client, q, ROM) is None
    assert _verdict(client, "Does each Character draw 4 cards in Upkeep in a 2-Character game?", ROM) == "no"


# -- who an act is done for, and what a yes from a condition is worth --------------------------

def test_a_discharge_card_played_for_her_is_played_for_another_character(client):
    # "only if he has Ammo left" holds, and is needed, not enough: the rule's prohibition of
    # playing it for another Character is the case told
    q = ("The Detective has 3 Ammo left and a Weapon Attack card with Discharge 1 in hand. The Possessed's Relic "
         "boosts her attacks, so he wants to pay the 2 Energy himself and play that card for her instead. Is that legal?")
    assert _verdict(client, q, ROM) == "no"


def test_the_character_a_card_is_played_for_does_not_pay_for_it(client):
    q = "I play a non-Cooperative card costing 2 for the Seer. Does the Seer pay the 2 Energy?"
    assert _verdict(client, q, ROM) == "no"
    # the asker plays it: the act of the one receiving it says nothing of the asker
    q = "When I play a non-Cooperative card for the Seer, am I the one who loses the Sanity?"
    assert _verdict(client, q, ROM) is None
    # the one played for asked of by a pronoun: the act of the active Character is not of her
    assert _verdict(client, "When I play a card for the Seer, does she pay its Energy Cost from her own Energy?",
                    ROM) == "no"
    assert _verdict(client, "Я играю карту за Провидицу. Платит ли она за неё своей энергией?", ROM) == "no"
    assert _verdict(client, "When I play a card for the Seer, do I pay its Energy Cost?", ROM) == "yes"
    # not the asker playing for her: "she" is the one who plays ("We play with …, and when the
    # Seer plays a card …"), or «играю за» is the Character played as, the card «для себя»
    q = "We play with two Characters, and when the Seer plays a card for the Detective, does she pay its Energy Cost?"
    assert _verdict(client, q, ROM) is None
    assert _verdict(client, "Я играю за Провидицу. Когда я разыгрываю карту для себя, платит ли она за неё?", ROM) is None
    # a card played for oneself: no act of a card played for another answers, nor the next norm
    # that happens to say "loses 1 Sanity"
    assert _verdict(client, "When I play a card for myself, do I lose 1 Sanity?", ROM) is None


# -- orders asked the other way round ----------------------------------------------------------

def test_an_order_asked_with_the_other_word_gets_no_verdict_and_swapped_gets_no(client):
    # "the Elite Enemy activates after the Companions", asked with the other word, the two in place
    assert _verdict(client, "Против Dagon and Hydra Elite-враг ходит раньше Companions?", ROM) is None
    # "start-of-round effects apply before Class card Upkeep", the two swapped in plain words: the
    # order that act fixes answers it (and no other norm ordering other things does)
    assert _verdict(client, "Is Class card Upkeep done before the start-of-round effects?", ROM) == "no"
    # "до 2" is a number reached, not a moment: the act answers
    assert _verdict(client, "Уменьшилась ли сила удара до 2 из-за предотвращения?", BSK) == "no"
    # an order told as "A, then B" orders
    q = "Does Bleed resolve before the Conditions are discarded at the end of the Characters' turn?"
    assert _verdict(client, q, ROM) == "yes"


def test_a_quoted_term_names_what_is_asked(client):
    q = "Are 'After' effects of an Influence upgrade resolved before its other steps?"
    assert _verdict(client, q, OOO) == "no"
    q = "Are 'After' effects of an Influence upgrade resolved after its other steps?"
    assert _verdict(client, q, OOO) == "yes"


# -- the ask's word the other way round from the act's -------------------------------------------

def test_ignored_asks_whether_the_act_does_not_apply(client):
    assert _verdict(client, "Against a Great Old One, are the Round Effects ignored?", ROM) == "yes"
    assert _verdict(client, "Does a Cooperative card ignore the one-card limit for another Character?", ROM) == "yes"


def test_needing_a_thing_is_the_other_way_round_from_going_without_it(client):
    assert _verdict(client, "Does sacrificing a Character card need a die roll?", ME) == "yes"
    q = "I'm sacrificing my Eric Zann Character Card to stop the effect. So the effect is stopped automatically, no roll needed?"
    assert _verdict(client, q, ME) == "no"


def test_a_limit_a_second_one_goes_past_answers_over_the_rules_may(client):
    q = ("I'm the Possessed and already played Scare Away for the Seer this turn (it's not Cooperative). I still have "
         "3 Energy left — can't I play another non-Cooperative card for her too?")
    assert _verdict(client, q, ROM) == "no"



def test_cards_discarded_for_energy_reach_the_discard_pile_at_the_end_of_the_turn(client):
    q = "Are cards discarded to Gain Energy put into the discard pile right away, before the end of the Characters' turn?"
    assert _verdict(client, q, ROM) == "no"


def test_an_act_of_only_one_is_not_a_yes_to_another(client):
    # "an Attack card hits only a single Enemy" (is): "another Enemy" is asked the other way round
    q = "I play an Attack 8 card on an Enemy with only 3 Health left. Can I send the extra 5 Damage to another Enemy?"
    assert _verdict(client, q, ROM) is None


def test_an_act_of_none_left_says_nothing_of_some_left(client):
    q = "After a conflict, only my figures remain in the area. Is the area considered unaligned?"
    assert _verdict(client, q, OOO) is None
    assert _verdict(client, "After the conflict no figures are left in the area. Does it become unaligned?", OOO) == "yes"


def test_before_the_one_the_act_says_goes_first_is_not_its_order(client):
    # "the Invader always casts spells first" (is not) does not say who casts before whom here
    q = "Spell Casting: I have 7 Power and the Invader has 4. Do I get the option to cast spells before the Invader?"
    assert _verdict(client, q, OOO) is None


def test_a_count_asked_after_a_gain_the_words_do_not_total_is_not_short_of_it(client):
    # 7 Progress Points now, 2 to come: "revealed at 9 Progress Points" is not a No to "once we collect those"
    q = ("We're sitting on 7 Progress Points after three Encounters, and the next Combat reward on the setup card is "
         "2 PP. Once we collect those, do we flip the Great Old One card and connect it to the map right away?")
    assert _verdict(client, q, ROM) is None


def test_taking_none_at_all_is_the_outcome_proposed_not_a_denial(client):
    q = ("Моему существу нанесли 3 раны. На нём два эффекта: «предотвратить 1 рану» и «предотвратить 2 раны». "
         "Могу применить оба и не получить ни одной раны?")
    assert _verdict(client, q, BSK) == "yes"


def test_avoiding_a_loss_asks_whether_it_does_not_happen(client):
    assert _verdict(client, "If I discard a Sacrifice 2 card to Gain Energy, do I avoid losing the 2 Health?", ROM) == "yes"


def test_the_one_asked_to_go_first_in_words(client):
    story = "A start-of-round effect and a start-of-turn effect trigger at the same moment. "
    assert _verdict(client, story + "Does the start-of-round effect resolve first?", ROM) == "yes"
    # ("start-of-round effects apply before start-of-turn effects": the one it puts second)
    assert _verdict(client, story + "Does the start-of-turn effect resolve first?", ROM) == "no"


def test_those_n_of_the_ask_is_the_count_asked_of(client):
    q = "During Upkeep I must draw 6 cards but only 4 are left in my draw deck. Do I just draw those 4 and stop without reshuffling?"
    assert _verdict(client, q, ROM) == "no"


def test_a_move_to_the_other_end_of_a_pair_is_not_the_acts(client):
    # "a Companion damaged … in the Vanguard moves to the Rearguard", asked of moving to the Vanguard
    q = "Hydra is already in the Rearguard and I deal 3 Damage to it. Does it move back to the Vanguard?"
    assert _verdict(client, q, ROM) is None


def test_what_a_story_leaves_of_a_count_is_not_the_acts_count(client):
    # "destroy 1 allied figure for each unblocked Psychic Damage": 3 suffered, 3 blocked
    q = "I suffer 3 Psychic Damage, spend 2 Power and exhaust my Beastmen with 1 Power. Do I still have to destroy a figure?"
    assert _verdict(client, q, OOO) is None
    assert _verdict(client, "Do I destroy 1 allied figure for each unblocked Psychic Damage?", OOO) == "yes"


def test_a_norm_of_another_case_does_not_silence_the_prohibition_said(client):
    # "spend Ancient Signs to awaken a dormant Avatar … again" is another case; "cannot awaken an
    # Avatar in a Short game" is the one told
    q = "We're playing the Short Game. I have 3 Ancient Signs saved. Can I spend them in the Scheme Phase to awaken my Avatar?"
    assert _verdict(client, q, OOO) == "no"


def test_a_prohibition_of_two_acts_in_one_scope_answers_them_asked_together(client):
    # "cannot spend a Follower and also a Lore in the same combat step" over "spending 1 Lore
    # in a combat step gives 3 Power"; "the same combat step" is a scope, not a repetition
    q = "After revealing my card in a Combat Step, can I spend 1 Follower for a Minion and also 1 Lore for 3 Power?"
    assert _verdict(client, q, OOO) == "no"
    assert _verdict(client, "In a combat step, does spending 1 Lore give me 3 Power?", OOO) == "yes"


# -- denials said another way ----------------------------------------------------------------

def test_neither_nor_denies_both_acts_and_a_yes_needs_both(client):
    # "not performed, but paid": one of the two denied acts happens
    q = ("If an action declared from a face-down card turns out illegal when the card is revealed, "
         "is it neither carried out nor paid for?")
    assert read(q).negative is True
    assert _verdict(client, q, BSK) == "no"


def test_illegal_told_of_the_act_is_no_denial_of_the_ask(client):
    q = "Is an action declared on a hidden card that turns out illegal on reveal still paid for?"
    assert read(q).negative is False
    assert _verdict(client, q, BSK) == "yes"
    assert read("Is it illegal to declare an action on a hidden card?").negative is True


def test_that_no_before_the_subject_is_a_denial(client):
    q = "We lowered the difficulty with a modifier. Is it true that no Progress Points are awarded in this game?"
    assert _verdict(client, q, ROM) == "yes"


def test_a_denial_beside_a_statement_of_another_act_is_not_read_away(client):
    # «не выполняется, а … уплачена»: two acts, the denied one kept apart from the one said
    ask = "Верно ли, что оно не выполняется, а его стоимость всё равно уплачена?"
    assert negated_beside(ask) == [(frozenset({"выполня"}), frozenset({"стоимост", "уплач"}))]
    told = "Соперник объявил игродействие по моей скрытой карте; я её вскрыл, и игродействие стало нелегальным. "
    assert _verdict(client, told + ask, BSK) == "yes"
    # both acts decided, each by its own norm: one of them false makes the whole No
    assert _verdict(client, told + "Верно ли, что оно не оплачивается, а выполняется?", BSK) == "no"
    # … and joined by «но» / "but", each statement by the norm its own words match
    assert _verdict(client, told + "Действие не выполняется, но оплату я всё равно теряю, так?", BSK) == "yes"
    assert _verdict(client, told + "Оно выполняется, но оплата не списывается, так?", BSK) == "no"
    english = ("I declared an action on one of his face-down cards and paid for it. Then the card got flipped and it "
               "turns out the action isn't legal. ")
    assert _verdict(client, english + "So it doesn't happen, but the cost stays paid, right?", BSK) == "yes"
    # («не сгорает и сохраняется» says one thing twice: answered)
    q = ("У моего существа «предотвращает следующие 5 ран». Атака соперника нанесла ему 2 раны, и эффект их "
         "предотвратил. Правда ли, что остаток эффекта в 3 раны не сгорает и сохраняется на следующие атаки?")
    assert _verdict(client, q, BSK) == "yes"


def test_may_i_leave_it_unpaid_is_asked_of_the_executed_cost(client):
    q = ("Я объявил игродействие по своей скрытой карте, и при вскрытии оно оказалось нелегальным. "
         "Можно ли не платить за него?")
    assert _verdict(client, q, BSK) == "no"


def test_optional_asked_of_a_need_not(client):
    assert _verdict(client, "Is resolving a Start of Conflict effect optional unless it says must?", OOO) == "yes"


def test_a_negated_have_is_a_condition_that_fails(client):
    # "don't" is one negator, not "don" and "t": the Portal's "only if" does not hold
    q = "I don't have the Portal upgrade. Can I summon 2 units with one Conjuration?"
    assert _verdict(client, q, OOO) == "no"
    # (with it, the limit of the case without it says nothing)
    assert _verdict(client, "I have the Portal upgrade. Can I summon 2 units with one Conjuration?", OOO) is None


# -- the act's case against the question's ---------------------------------------------------

def test_blocking_movement_is_a_move_that_does_not_happen(client):
    # "cannot move a unit through an enemy area": it blocks; "has to stop when it enters" says so too
    assert _verdict(client, "Does an enemy area block movement even for Flying and Evasive units?", OOO) == "yes"
    assert _verdict(client, "Can a Flying unit move through an enemy area?", OOO) == "no"


def test_the_one_who_plays_a_card_for_another_is_not_the_one_receiving(client):
    q = "The Possessed plays a non-Cooperative card for the Seer. Is it the Possessed who loses 1 Sanity?"
    assert _verdict(client, q, ROM) is None
    q = "The Possessed plays a non-Cooperative card for the Seer. Does the Seer lose 1 Sanity?"
    assert _verdict(client, q, ROM) == "yes"


def test_the_non_side_named_first_is_the_one_asked_of(client):
    q = ("Both players have numeric prevention effects for the same wounds. "
         "Does the non-active player apply all of theirs before the active player applies any?")
    assert _verdict(client, q, BSK) == "yes"


def test_a_tie_break_does_not_rank_a_tie_on_what_it_ranks_by(client):
    q = ("At the End Phase two players are tied for the most VP and also tied for the most allied Seals "
         "on the board. Does either of them win?")
    assert _verdict(client, q, OOO) is None
    # (an act of that tie itself answers it)
    q = ("End phase: two of us hit the VP threshold with the same VP, and we also have the same number of "
         "Seals on the board. So everybody loses?")
    assert _verdict(client, q, OOO) == "yes"


def test_an_amount_equal_to_another_stat_is_not_the_acts(client):
    q = "In the Attack and Defend step, can I exhaust a unit to block damage equal to its Power?"
    assert _verdict(client, q, OOO) is None
    q = "In the Attack and Defend step, can I exhaust a unit to block damage equal to its Block?"
    assert _verdict(client, q, OOO) == "yes"


def test_a_condition_the_question_says_fails_is_no_yes(client):
    q = "Сохраняется ли неиспользованный остаток предотвращения, даже если повторное применение эффекта противоречит его тексту?"
    assert _verdict(client, q, BSK) is None
    q = "Сохраняется ли остаток предотвращения, если текст эффекта этому не противоречит?"
    assert _verdict(client, q, BSK) == "yes"


def test_a_denial_in_the_result_the_asker_draws_is_not_dropped(client):
    assert _verdict(client, "Is a negated effect final, so that nobody can reinstate it?", ME) is None


def test_an_executed_step_that_is_enough_is_not_a_duty(client):
    assert _verdict(client, "An Arcana card shows 2 in Red. Must I sacrifice 3 Cultists to stop it?", ME) is None
    assert _verdict(client, "An Arcana card shows 2 in Red. Can I sacrifice 3 Cultists to stop it?", ME) == "yes"


def test_the_norm_that_says_most_of_the_ask_answers_for_one_that_asks_back(client):
    # "at most 10 dice" asks how many; "exhausted figures roll no dice" is not the case told
    q = ("My standing figures in the conflict have a total Dice Roll of 12. "
         "Can I convert 2 of my rolled dice into any other Conflict Resource?")
    assert _verdict(client, q, OOO) is None


# -- a card the asker holds, told by what it is ----------------------------------------------

@settings(max_examples=8, deadline=None, suppress_health_check=_FIXTURE)
@given(played=st.integers(1, 5), held=st.integers(0, 6))
def test_my_card_told_by_its_red_value_is_the_one_discarded(client, played, held):
    # "My only Arcana card has red 4. Can I discard it …?": the card held, then proposed
    q = (f"An Arcana card with red {played} was played against me. My only Arcana card has red {held}. "
         "Can I discard it to negate the effect?")
    assert _verdict(client, q, ME) == ("yes" if held >= played else "no")


@settings(max_examples=6, deadline=None, suppress_health_check=_FIXTURE)
@given(played=st.integers(1, 5), held=st.integers(0, 6))
def test_will_it_do_asks_whether_the_proposed_discard_negates(client, played, held):
    # «Подойдёт ли она, чтобы …?» opens the ask with a verb, no player's name
    q = (f"Против меня сыграли Аркану с красным {played}. У меня в руке только одна Аркана, с красным {held}. "
         "Подойдёт ли она, чтобы сбросить её и отменить эффект?")
    assert _verdict(client, q, ME) == ("yes" if held >= played else "no")


# -- what is granted, then what is asked -----------------------------------------------------

def test_after_a_dash_but_turns_to_the_ask():
    ask, story = split_ask("Понятно, что оно не срабатывает — но оплатить его я всё равно должен?", "ru")
    assert (ask, story) == ("оплатить его я всё равно должен?", "Понятно, что оно не срабатывает")
    ask, story = split_ask("Fine, it does not resolve - but do I still pay its cost?", "en")
    assert (ask, story) == ("do I still pay its cost?", "Fine, it does not resolve")
    # ("— а я?" asks nothing of its own)
    assert split_ask("Он ходит первым — а я?", "ru")[0] == "Он ходит первым — а я?"
    # a tag confirms the statement before it ("does he?" alone asks nothing): "he doesn't get
    # anything" was answered by the story's "break a Seal" instead
    assert split_ask("i break his seal. he doesnt get anything from that, does he?", "en") == \
        ("he doesn't get anything from that, does he?", "i break his seal.")
    assert split_ask("i break his seal, does he get anything?", "en") == ("does he get anything?", "i break his seal")


def test_an_action_not_allowed_on_reveal_is_illegal_on_reveal(client):
    q = ("Я заявил игродействие по своей ещё скрытой карте. Когда её вскрыли, выяснилось, что это игродействие "
         "ей на самом деле не разрешено. Понятно, что оно не срабатывает — но оплатить его я всё равно должен?")
    assert _verdict(client, q, BSK) == "yes"
    q = ("I declared an action from a face-down card; when it was revealed, the action turned out not to be allowed "
         "for that card. Does the action still resolve?")
    assert _verdict(client, q, BSK) == "no"


def test_the_books_example_asked_of_is_not_a_step_to_run(client):
    # (Leon stops it with Randolph Carter in the book's example: a question of its words)
    assert _verdict(client, "In the rulebook example, does Leon stop Misdirection with an Elder Sign?", ME) is None
    assert _verdict(client, "Leon plays an Elder Sign against Misdirection (red 2). Does that stop it?", ME) == "yes"


def test_too_little_asks_whether_it_is_not_enough(client):
    # "exactly 1 Ancient Sign per empowered Influence"
    assert _verdict(client, "I have exactly 1 Ancient Sign. Is that too little to empower the Influence I'm resolving?",
                    OOO) == "no"
    assert _verdict(client, "У меня ровно 1 Ancient Sign. Этого недостаточно, чтобы усилить Influence?", OOO) == "no"
    assert _verdict(client, "У меня ровно 1 Ancient Sign. Этого достаточно, чтобы усилить Influence?", OOO) == "yes"


@pytest.mark.parametrize("yog, hastur, verdict", [(2, 1, "yes"), (1, 2, "no")])
def test_a_faction_asked_by_the_first_part_of_its_name_is_that_faction(client, yog, hastur, verdict):
    q = f"2-player game: Yog-Sothoth has {yog} VP and Hastur has {hastur} VP at the End Phase. Does Yog win?"
    assert _verdict(client, q, OOO) == verdict


@pytest.mark.parametrize("q, verdict", [
    # "Any Recovery Points not used immediately are lost": the ask's "can't use" is the act's own "not used"
    ("The group just hit 6 Progress Points. My Character is at max Health and only 2 below max Sanity. "
     "Are the 3 Recovery Points I can't use lost?", "yes"),
    ("Are Recovery Points that I did not use lost?", "yes"),
    ("Are unused Recovery Points not lost?", "no"),
    # … and used at once, the condition fails: no yes
    ("Are Recovery Points lost if I use them right away?", None),
])
def test_a_denial_the_act_says_itself_does_not_turn_the_answer(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


@pytest.mark.parametrize("q, verdict", [
    # the game is lost and ends the moment a Character's Health reaches 0 — not at the round's end
    ("Health Детектива упал до 0 посреди хода персонажей. Доигрываем раунд до конца?", "no"),
    # the Sanity rule ("0 Sanity at the end of a round") is not the Health story's
    ("My Detective's Health dropped to 0 in the middle of the Characters' turn. Is the game lost only at the end "
     "of the round?", None),
    # ("a Character at 0 Sanity regains 1 Sanity when the last Enemy is defeated" said Yes to it)
    ("My Seer has 0 Health at the end of the round and Enemies are still in play. Does she regain 1 when the last "
     "Enemy falls?", None),
    # all Characters lose 1 Sanity when the revealed card does not connect: told it connects, no yes
    ("Первая открытая карта исследования сразу легально стыкуется. Всё равно каждый персонаж теряет 1 Sanity?", None),
])
def test_a_story_of_another_case_than_the_rules_gets_no_yes_from_it(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


@pytest.mark.parametrize("q, game, verdict", [
    # the remainder is kept "unless the effect's text says otherwise": a text told to let it work
    # only once is that exception (No); any other text told leaves it open (no yes)
    ("В тексте карты сказано, что её предотвращение срабатывает только один раз. Атака нанесла 1 рану, а карта "
     "могла предотвратить 3. Остаток 2 переносится на следующую атаку?", BSK, "no"),
    ("в тексте моей карты прямо сказано, что её предотвращение срабатывает только один раз. от атаки ушла 1 рана "
     "из 3 возможных. остаток 2 сохраняется на следующую атаку?", BSK, "no"),
    ("Is the unused part of a prevention effect kept for the next attack?", BSK, "yes"),
    ("My card says its prevention works only once. The attack dealt 1 wound and it could prevent 3. Does the other "
     "2 carry over to the next attack?", BSK, None),
    # if none of the tied Characters is the Leader, players decide the target: no Coin of Destiny
    ("An Enemy targets the highest Health; the Detective and the Sorcerer are tied and neither is the Leader. Do we "
     "flip the Coin of Destiny to pick the target?", ROM, "no"),
    # the Energy Cost is paid with the active Character's Energy, not the recipient's
    ("Детектив играет карту на Seer. Energy за эту карту платит Seer, раз эффект получает она?", ROM, "no"),
    # «всего 1» is "only 1": "each token costs extra Sanity", without it, does not answer (it said No)
    ("Через Portal возвращаемся к старому Exploration Token, и маршрут проходит через три других жетона. Каждый "
     "теряет всего 1 Sanity?", ROM, "yes"),
    # … while a story's «всего 2 культиста» narrows no act asked "Так можно?"
    ("Против меня сыграли Аркану с красным 4, а у меня на Узлах всего 2 культиста. Третий игрок, тоже Великий "
     "Древний, готов пожертвовать двух своих культистов, чтобы помочь мне закрыть остаток. Так можно?", ME, "yes"),
    # «всё равно» is "anyway", not "equal to": the friend's claim that the cost is paid is the ask
    ("Заявил действие по своей закрытой карте, соперник её вскрыл — а действие оказалось нелегальным. Он говорит, "
     "что я всё равно плачу за него. Это правда?", BSK, "yes"),
    ("Заявил действие по закрытой карте, при вскрытии оно оказалось нелегальным. Я всё равно за него не плачу?",
     BSK, "no"),
    # the reason the ask gives («Раз уж я заплатил») is told, not asked: whether it is performed is
    ("Заявил игродействие по своей скрытой карте и заплатил за него, а при вскрытии оно оказалось нелегальным. Раз "
     "уж я заплатил, разве оно всё равно не должно выполниться?", BSK, "no"),
    # «Так?» confirms the friend's claim; «убрал из игры» is the source leaving play
    ("У меня на столе карта, которая даёт моему герою предотвращение ран. Соперник её убрал из игры до того, как по "
     "герою прошли раны. Друг говорит, что предотвращение всё равно сработает. Так?", BSK, "no"),
    ("My artifact gives my hero prevention 2. My opponent removed it from play before the wounds were dealt. Does "
     "the prevention still work?", BSK, "no"),
    # … but «Я считаю так: сначала …, потом …» tells what the players did, checked as told
    ("Мой ход. Моё существо бьёт существо противника на 3 раны, и ещё заклинание даёт удару +2. У его существа "
     "эффект «предотвращает 4 раны». Я считаю так: сначала предотвращение снимает 3 базовые раны, потом добавляется "
     "+2, итого проходит 2 раны. Так?", BSK, "no"),
    # a count of a class's cards, the class named in two languages
    ('declaring an ability that counts my Coven ("Ковен") cards. I\'ve got 2 revealed Coven creatures and one more '
     "Coven guy still face-down. only the 2 revealed ones count, yes?", BSK, "yes"),
    ('declaring an ability that counts my Coven ("Ковен") cards. I\'ve got 2 revealed Coven creatures and one more '
     "still face-down. does the face-down one count too?", BSK, "no"),
    # «Прав?» confirms the friend's claim: X counted at declaration stays 3 after a later reveal
    ("В отряде соперника видно три стихии, я заявил Первопроходца с Х=3. Потом вскрылось его скрытое существо с "
     "четвёртой стихией. Друг говорит, что теперь Х=4 и я даю 4 фишки. Прав?", BSK, "no"),
    # "zero cultists" is no sacrifice; a red value of 0 forbids that method whatever the count
    ("the card Melissa hit me with has a 0 in red. my friend says that means I can stop it by sacrificing zero "
     "cultists, basically for free. is that right?", ME, "no"),
    # «из игры» in «Ситуация из игры» is no card leaving play: the prevention applies (3 - 2 = 1)
    ("Ситуация из игры: у моего существа эффект «предотвратить следующие 2 раны». Соперник бьёт его на 3. Получит ли "
     "моё существо 1 рану?", BSK, "yes"),
    # a card text told to say nothing of "only once" is no exception to keeping the rest
    ("В тексте карты нигде не сказано, что её предотвращение срабатывает только один раз. Остаток сохраняется на "
     "следующую атаку?", BSK, "yes"),
    # zero Cultists pay nothing against red 1
    ("The Arcana card has Red 1. I sacrifice zero Cultists. Does that negate it?", ME, "no"),
    # "moved to 2 Encounters" is no Sanity value: she is still at 0 when the last Enemy falls
    ("Our Seer has 0 Sanity. She moved to 2 Encounters and then we killed the last Enemy at the end of round 3. "
     "Does she regain 1 Sanity?", ROM, "yes"),
    # a plural ("just my Acolytes") and a count of elements, not of cards: not read as one figure,
    # nor as a count of cards — no verdict rather than a guess
    ("I invaded, it's just the two of us. I have just my Acolytes there. Can I surrender?", OOO, None),
    ("Shub invaded my area, it's just the two of us. I just have my Watcher and my Acolyte there. Can I surrender?",
     OOO, None),
    ("declaring an ability that counts the elements of creatures in my squad. I've got 2 revealed creatures, both "
     "forest ones, and one more still face-down. So X = 2, right?", BSK, None),
    # with no one's claim told, a bare «Так?» / "Is that right?" confirms the story's last statement
    ("Объявил игродействие по скрытой карте, при вскрытии оно оказалось нелегальным. Оно не выполняется. Так?", BSK,
     "yes"),
    ("Объявил игродействие по скрытой карте, при вскрытии оно оказалось нелегальным. Оно выполняется. Так?", BSK, "no"),
    ("Leon plays Misdirection (red 2) on Melissa. Melissa discards Prism Gate (red 1) to negate it. Is that right?", ME,
     "no"),
    ("Leon plays Misdirection (red 2) on Melissa. Melissa discards Prism Gate (red 3) to negate it. Is that right?", ME,
     "yes"),
    ("The Seer has 4 Sanity now. She is Insane. Is that right?", ROM, "yes"),
    ("The Seer has 7 Sanity now. She is Insane. Is that right?", ROM, "no"),
    # "both Outposts adjacent … must have been built": only one of the two told fails it
    # (a Russian "уже" before the verb is "yet", no repetition)
    ("Conjuration: у меня построен только один из двух аванпостов, которые на листе фракции стоят рядом с "
     "акрополем. могу уже поставить акрополь под этот аванпост?", OOO, "no"),
    ("Conjuration as Hastur. I've only built one of the two outposts next to the Acropolis on my faction "
     "sheet. can I build the Acropolis this turn anyway?", OOO, "no"),
    # (a fact of another act — "the Outpost is destroyed together with its Acropolis" — is no
    # answer to "can I build it?"; the condition's words not all told: no verdict)
    ("Conjuration: I've built both Outposts next to the Acropolis on my Faction sheet. Can I build the Acropolis "
     "now?", OOO, None),
    # "Units with Flying may be summoned into void areas": a named unit told to have Flying
    ("Yog conjuring a Pack of Tindalos, which has Flying. I don't like any of the world spots in that region, "
     "can I put it straight into a void area instead?", OOO, "yes"),
    # the players' "burn" is the book's "sacrifice"; red 0 is the exception's own case
    ("the card getting played on me shows a red 0. I've got like 6 cultists lying around, can I burn a few of "
     "them to stop it?", ME, "no"),
    # "up to 3 times per Shop and Character": «четыре раза» counts times
    ("мы зашли в Магазин, у Провидицы 4 здоровья из 9. хочу за один визит купить ей +1 здоровье четыре раза "
     "подряд. так можно?", ROM, "no"),
    ("мы зашли в Магазин, у Провидицы 4 здоровья из 9. хочу за один визит купить ей +1 здоровье три раза. "
     "так можно?", ROM, "yes"),
    # "a zero value (0) means a card's effect cannot be stopped by sacrifice of Cultists just
    # the other three methods": the alternatives "an Elder Sign, an Arcana card or a Character
    # card" are named by one of them; "not even with an Elder Sign" sets nothing aside
    ("друг говорит, что если у карты красное значение 0, то её эффект вообще ничем нельзя остановить, даже "
     "Знаком Старших. он прав?", ME, "no"),
    ("my friend says a card with red 0 can't be stopped at all, not even with an Elder Sign. is he right?", ME, "no"),
    # "cannot spend a Follower and also a Lore in the same combat step" decides, though its
    # rule's "spending 1 Lore gives 3 Power" is silenced by "both" (and alone is allowed)
    ("Second combat step, my card is revealed. Can I spend 1 Follower to add a Minion and also 1 Lore for 3 "
     "Power, both in this step?", OOO, "no"),
    ("Second combat step, my card is revealed. Can I spend 1 Lore for 3 Power in this step?", OOO, "yes"),
    # "already" after a copula or before a verb of standing is a state, no repetition; "only
    # kick in after" orders, it narrows nothing
    ("opponent attacks with strength 3 and pumps it +2 with a spell. I have prevention 2 on the target. does "
     "my prevention only kick in after his +2 is already added?", BSK, "yes"),
    ("Разыгрываю Conjuration. У меня юнит с Subtle, хочу призвать его прямо в спорную (contested) область, где "
     "уже стоят враги. Так можно?", OOO, "yes"),
    # «прав он?» confirms the friend's claim: paid though not performed
    ("заявил действие по закрытой карте, а при вскрытии оказалось что оно нелегальное. друг говорит раз не "
     "сработало, то и платить не надо. прав он?", BSK, "no"),
    # "only two participants" for a surrender: a 3-way conflict is not; who wants to surrender
    # is named before what he has ("Hastur has only 1 figure there and wants to surrender")
    ("3-way conflict: Yog invaded, and both Hastur and Cthulhu have stuff in the area. Hastur has only 1 figure "
     "there and wants to surrender to grab a wild resource. can he?", OOO, "no"),
    ("Cthulhu invaded my area. It's just the two of us in this conflict. I have only 1 figure there and want to "
     "surrender to grab a wild resource. can I?", OOO, "yes"),
    # "When you are asked to add a unit, you ignore every restriction": "not doing a
    # conjuration" denies the Conjuration the permission is without
    ("not doing a conjuration, but an effect tells me to add a unit to an area and that area has a seal in it. "
     "friend says sealed areas block summoning so no. can I still add it there?", OOO, "yes"),
    # "to any area with your Seal": a "but" inside "where …" goes on with the place, and «нет
    # моей Печати» denies the condition's «печать» in another case ending
    ("I'm awakening my Avatar. Can I put it in an area where my units are, but no Seal of mine?", OOO, "no"),
    ("Я пробуждаю своего Аватара. Можно ли поставить его фигурку в область, где стоят мои юниты, но нет моей "
     "Печати?", OOO, "no"),
    # (found by the review: another creature leaving the field is no source gone; denied or
    # would-be wounds and two attacks are no remainder reading; Flying of another unit is not
    # the asked unit's; «уже … три раза. Может ещё раз?» is a fourth time)
    ("My amulet prevents the next 2 wounds. My other creature, not the amulet, left the field. Then the enemy "
     "attacks for 3 wounds. Does the amulet still prevent 2?", BSK, "yes"),
    ("Мой амулет предотвращает следующие 2 раны. Моё другое существо ушло с поля. Потом противник атаковал на "
     "3 раны. Амулет предотвращает 2 раны?", BSK, "yes"),
    ("My card prevents the next 4 wounds. The first attack did 2 wounds and the second attack did 1 wound. Do I "
     "still have 2 left?", BSK, None),
    ("Моя карта предотвращает следующие 4 раны. Атака не нанесла 3 раны, а всего 1. У меня осталось ещё 3?", BSK,
     None),
    ("My card prevents the next 4 wounds. The attack would do 3 wounds but the enemy's amplifier made it 5 "
     "wounds. Do I still have 1 left?", BSK, None),
    ("The first attack did 3 wounds to my other creature, which has no prevention. My card on this creature "
     "prevents the next 4 wounds. Do I still have 4 left?", BSK, None),
    ("My Dark Young has no keywords. My Pack of Tindalos, which has Flying, is next to the void area. Can I "
     "summon the Dark Young into the void area?", OOO, None),
    ("My Pack of Tindalos, which has Flying, sits next to the void area. Can my Dark Young be summoned into the "
     "void area?", OOO, None),
    ("В одном магазине Сыщик уже восстановил 1 здоровье три раза. Может ещё раз?", ROM, "no"),
    ("В одном магазине Сыщик уже восстановил 1 здоровье два раза. Может ещё раз?", ROM, "yes"),
    # (wrong before this session, found by the review: an aside "not using any card" denies
    # nothing asked; "0 Ammo left" fails "he has Ammo left"; "already used … once more" is no
    # first use)
    ("During my Conjuration, not using any card, can I summon a unit into a Sealed area?", OOO, "no"),
    ("The Detective plays a Discharge card, he has 0 Ammo left. Can he?", ROM, "no"),
    ("The Detective has 2 Ammo left. Can he play a Discharge card?", ROM, "yes"),
    ("My Relic is already used. Can I trigger it once more this encounter?", ROM, None),
    # "didn't use all my Defense" is the unused side; "1 Sanity per token" is no count the
    # act of "1 Sanity each" makes (only 1 each, however many tokens on the route)
    ("I didn't use all my Defense this round. Can I keep it into the next round?", ROM, "no"),
    ("We use a portal to jump to token 2, passing tokens 4 and 3. Do we each lose 1 Sanity per token and not "
     "just one in total?", ROM, None),
    # the proposed card's kind from its own clause, not the card told before it ("one normal
    # card … now I want to give her a second card but this one has Cooperative"), in lower case
    ("im the Sorcerer and active rn. earlier this turn I already played one normal card on the Seer (she lost 1 "
     "sanity for it). now I want to give her a second card but this one has Cooperative on it. am I allowed to "
     "play it for her too?", ROM, "yes"),
    ("im the Sorcerer and active rn. earlier this turn I already played one normal card on the Seer (she lost 1 "
     "sanity for it). now I want to give her a second normal card. am I allowed to play it for her too?", ROM, "no"),
    # (norms narrowed by a sense the deciding one has — "a second time", "next" — speak of
    # another case and silence nothing: the round end's regained Sanity, presence by a marker)
    ("At the start of round 2 a Round Effect made the Seer drop from 1 to 0 Sanity. Then in our turn the "
     "Detective killed the last Enemy. Does the game carry on, with the Seer back on 1 Sanity?", ROM, "yes"),
    ("Plotting phase: I have no figures at all in the western Region, but my last Influence marker went into a "
     "corner slot of that Region. Can my next marker go into another slot of that same Region?", OOO, "yes"),
    # "only lose 1 Sanity point each, even if the route has been through several Exploration
    # Tokens": "… and not one per token" sets a value aside, it denies nothing
    ("we stepped into a portal and want to jump back to exploration token 2. the route there would go over "
     "tokens 4 and 3 as well. do we each lose just 1 sanity in total and not one per token?", ROM, "yes"),
    # "neither card is Cooperative" tells the card proposed is not: a second one is past the limit
    ("3 of us. as the Seer on my turn I already played one card for the Detective and he lost a sanity for it. "
     "now I'd like to give the Sorcerer a card too this turn. neither card is Cooperative. allowed?", ROM, "no"),
    # … and "it doesn't have the Cooperative effect" says nothing of the first card: asked back
    ("On my turn as the Seer I played one card for the Detective. Now I want to play a second card for him, and it "
     "doesn't have the Cooperative effect. Can I?", ROM, None),
    # a step of the Plotting Phase is not asked of the Influence Phase's "cannot move a corner
    # marker onto your own marker in a center slot" (its center told empty besides)
    ("Plotting phase. I placed an Influence marker in a corner of the Region next to mine. Can I now place my next "
     "marker in the center of that Region?", OOO, "yes"),
    ("Plotting phase. I have no units and no structures in the neighbouring Region. I placed an Influence marker in "
     "the corner slot that touches both my Region and that one; its center slot is empty. On my next move, can I put "
     "a marker in the center of that neighbouring Region?", OOO, "yes"),
    # "just lose 1 … total" is "only 1": the Portal route's own act, not "each token costs extra"
    ("we took a portal back to exploration token 1 and the route runs over tokens 4, 3 and 2. do we each just lose "
     "1 sanity total?", ROM, "yes"),
    # the Seal is activated at the start of the turn: no Yes from "2 cards of any other type" mid-turn
    ("dunwich, in the middle of my turn. my seal needs a Defense card and I have none. can I activate it by "
     "discarding 2 cards of another type instead?", ROM, None),
    ("dunwich, start of my turn. my seal needs a Defense card discarded and I have none in hand. can I activate it by "
     "discarding 1 other card instead?", ROM, None),
    # an act "against every Enemy" is done again for each: "again" does not narrow it
    ("Three-way conflict and I'm attacking as Cthulhu. My revealed cards show 2 Damage/Attack and I already used "
     "them against Hastur. Do those 2 Damage/Attack count again when I attack Yog?", OOO, "yes"),
    ("Three-way conflict. Hastur revealed cards with 2 Block; he already blocked my attack with them. Does that Block "
     "count again against Yog's attack?", OOO, "yes"),
    # … only when a rule of the phase named decides: a phase's section also holds rules of the
    # whole game (Recovery Points are told in the Exploration Phase: "without exceeding their
    # maximum values")
    ("Encounter phase: we just got our 6th Progress Point in combat. Can we use the 5 Recovery Points to go above "
     "our maximum Health?", ROM, "no"),
    # a method said not to be allowed («культистов жертвовать нельзя») is no attempt; a step
    # asked with its verb last («… сыграть можно?», «… я могу?») is proposed
    ("Леон сыграл на меня аркану с красным 0. Культистов жертвовать нельзя, это я знаю. А Elder Sign против неё "
     "сыграть можно?", ME, "yes"),
    ("На меня сыграли аркану с красным 3. А свою аркану с красным 2 сбросить против неё я могу?", ME, "no"),
    # "Neither card I played is Cooperative": the Cooperative exception is not the case told
    ("Neither card I played is Cooperative. I played one for the Seer. Does she lose 1 Sanity?", ROM, "yes"),
    ("I played a Cooperative card for the Seer. Does she lose 1 Sanity?", ROM, "no"),
    ("We're in the Influence phase. Can I still use the Ongoing effect of my Scheme?", OOO, "yes"),
    # … while a step of the Influence Phase still is
    ("During the Influence phase I resolve a corner marker; the center slot of that Region has my own marker on top. "
     "Can I move the corner marker onto it?", OOO, "no"),
    # an act with no number confirms no total the ask ends on ("Progress Points carry over"
    # asked "do I write 27 on her counter?"); the cap of 25 rules it out
    ("Our group earned 5 Progress Points this game and the Seer already had 22 on her counter. Do I write 27 on her "
     "counter?", ROM, "no"),
    ("Our group earned 2 Progress Points this game and the Seer already had 22 on her counter. Do I write 24 on her "
     "counter?", ROM, None),
    # a denial typed without its apostrophe is a denial; "the game isnt over" asks it denied
    ("the seer hit 0 sanity, then the detective killed the last enemy in that same turn. she doesnt make us lose the "
     "game?", ROM, "yes"),
    ("the seer hit 0 sanity, then the detective killed the last enemy in that same turn. so the game isnt over?", ROM,
     "yes"),
    # "im the defender and ive got 2 units": the asker's figures; "2 player conflict" its participants
    ("2 player conflict, nyarla invaded my area. im the defender and ive got 2 units there. can i surrender?", OOO, "no"),
    ("2 player conflict, nyarla invaded my area. im the defender and ive got 1 unit there. can i surrender?", OOO, "yes"),
    # a prohibition of a narrower case ("a Discharge card", "one who cannot fulfill its
    # requirements") says nothing of the card told; the limit leaves the Cooperative one out
    ("sorcerer here. this turn I already played 1 card for the seer. now I want to give her a card with Cooperative "
     "too. still allowed even though I used my one card for another character?", ROM, "yes"),
    # … and the one more the story's last sentence proposes is counted with the one told
    ("sorcerer here. this turn I already played 1 card for the seer. now I want to give her another regular card too. "
     "still allowed even though I used my one card for another character?", ROM, "no"),
    # the claimant told with who they play in brackets; the asker's own claim after a dash
    ("Играю за Хастура. Моим Доминионом ломаю печать Ктулху в своей области. Друг (Ктулху) говорит, что ему за это "
     "полагается 1 Древний знак. Он прав?", OOO, "yes"),
    ("Атака 4, соперник даёт модификатор +1. У меня предотвращение 1. Друг говорит, что предотвращение считается до "
     "модификатора, а я говорю – после всех модификаторов. Я прав?", BSK, "yes"),
    # "each token on a Portal route costs extra Sanity" (is not) says nothing of whether the
    # Portal costs any Sanity at all (it costs 1)
    ("using a portal to go back to an exploration token doesnt cost any sanity, right?", ROM, None),
    ("using a portal to go back to an exploration token costs sanity, right?", ROM, None),
    # "need not pay extra with tied or most Spell Resistance" is not the case of a lower one
    ("my spell resistance is lower than the highest enemy's. i dont need to pay extra power?", OOO, None),
    ("my spell resistance is higher than every enemy's. do i need to pay extra power?", OOO, "no"),
    # the claim "I gain …" is the asker's gain; the book's is the enemy's
    ("my friend (hastur) says I gain an ancient sign when I break his seal with dominion. is he right?", OOO, None),
    ("my friend (hastur) says he gains an ancient sign when I break his seal with dominion. is he right?", OOO, "yes"),
    # "cant" is "can't" to every stage, not only to the polarity read first
    ("my non-evasive unit is in a contested area. it cant move, right?", OOO, "yes"),
    ("my non-evasive unit is in a contested area. it can move, right?", OOO, "no"),
    # "another die" after the dice told: one more than them, against "at most 10"
    ("I already rolled 10 dice this conflict. can I roll another die for my extra unit?", OOO, "no"),
    # "cannot play a card for one who cannot fulfill its requirements": told the opposite, the
    # permission answers; told the case, the prohibition does
    ("I want to play a card for the seer and she can fulfill all of its requirements. can I play it for her?", ROM,
     "yes"),
    ("I want to play a card for the seer but she cannot fulfill one of its requirements. can I play it for her?", ROM,
     "no"),
    # of two claimants, the one the ask names ("Is Cthulhu's player right?")
    ("Cthulhu's player says the invader always casts spells first. Yog's player says whoever has the most power "
     "starts. Is Cthulhu's player right?", OOO, "no"),
    ("Cthulhu's player says the invader always casts spells first. Yog's player says whoever has the most power "
     "starts. Is Yog's player right?", OOO, "yes"),
    # "stops me summoning" is the summoning not happening: the other way round from "cannot summon"
    ("during conjuration a sealed area doesnt stop me summoning a unit there?", OOO, "no"),
    ("does a warded area prevent me from summoning units there during conjuration?", OOO, "yes"),
    # "Is her counter 7 now?": a value asked, which "Progress Points stay on the Counter" (no
    # number) does not confirm; "do not decrease when upgrades are bought" denies it
    ("the Seer had 12 Progress Points on her counter and bought upgrades costing 5 at the start of this game. Is her "
     "counter 7 now?", ROM, "no"),
    # "regular" told of the next sentence's card says nothing of the first one, Cooperative
    ("this turn I already played 1 cooperative card for the seer. now I want to play another regular card for her. "
     "can I?", ROM, "yes"),
    ("this turn I already played a regular card for the seer. now I want to play another regular card for her. can I?",
     ROM, "no"),
    # an exception whose own words the story all says wins over the rule it excepts: the last
    # Enemy falling is all Enemies defeated, so the Insane Possessed loses no Health
    ("the possessed has 3 sanity, so shes insane. her attack just killed the last enemy of the combat. she doesnt lose "
     "health at the end of her turn, right?", ROM, "yes"),
    ("the possessed has 3 sanity. she killed an enemy this turn, two are left. does she lose 1 health at the end of "
     "her turn?", ROM, "yes"),
    # what "not" sets aside before a tag ("…, not one per token, right?") is not what is asked
    ("we used a portal to go back to exploration token 2, passing tokens 4 and 3 on the way. we each lose just 1 "
     "sanity, not one per token, right?", ROM, "yes"),
    # "when the last Enemy is defeated" is not the moment of a story where some are still alive
    ("we killed an enemy but 2 are still alive. the combat ends, right?", ROM, None),
    ("we killed the last enemy. the combat ends, right?", ROM, "yes"),
    ("one enemy remains after my attack. the combat is over, right?", ROM, None),
    # going asked of an act of staying, whose phrasing denies the going ("Charges are not
    # discarded with the Energy"): that denial is no going of the act's (it was Yes)
    ("i have 3 charges on my synergy relic. are they lost at the end of my turn?", ROM, None),
    # (what remains is enemies, not "2 cards left in hand")
    ("i have 2 cards left in hand. the last enemy just hit 0 health, does the combat end immediately?", ROM, "yes"),
    # the reason an ask gives may hold the denial a rule's exception turns on
    ("i play a card for the sorcerer, he loses 1 sanity because its not a cooperative card, right?", ROM, "yes"),
    # a VP is no Ancient Sign (the enemy whose Seal I break gains that)
    ("Old Ones Origins: i know i gain 1 vp when i break an enemy seal, but do i also gain an ancient sign?", OOO,
     None),
    # a sum worked out in brackets is told, not asked; «уже срабатывают» is a state reached, no
    # second time
    ("по моему существу бьют ударом 4, у атакующего ещё +1 от заклинания, у меня предотвращение 3. сначала считаем "
     "модификаторы (4+1=5), а потом вычитаем 3 предотвращения, верно?", BSK, "yes"),
    ("соперник говорит: удар 5, у меня предотвращение 2 — значит сила удара становится 3, и эффекты «если удар 3 и "
     "меньше» уже срабатывают. он прав?", BSK, "no"),
    # "out of Combat" is the act's own absence of Combat: a story with no fight is its case
    ("we're exploring, not in a fight. the detective drops to 0 sanity. do we lose?", ROM, "yes"),
    # "get" is the book's "gain"; a tie is not "more Seals than any other player"
    ("3 players. Hastur and I both have 3 Seals on the board, Cthulhu has 1. Do I get my Scheme's bonus for the most "
     "Seals?", OOO, "no"),
    ("3 players. I have 4 Seals on the board, Hastur and Cthulhu have 2 each. Do I get my Scheme's bonus for the most "
     "Seals?", OOO, "yes"),
    # the doer's gain ("gain VP for breaking your own Seal") says nothing of another's (the
    # enemy whose Seal I break gains an Ancient Sign): it was No
    ("Dominion: I break Cthulhu's Seal in my allied area and take the VP. Does the Cthulhu player get anything?", OOO,
     None),
    ("dominion: i break yogs seal in my allied area and take my vp. he doesnt get anything out of it, right?", OOO,
     None),
])
def test_a_rule_answers_the_case_the_story_tells_or_nothing_does(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


def test_a_card_played_for_another_is_quoted_from_a_words_start(client):
    # the story's words shown as read begin at a word ("Detective already played …", never
    # "tive already played …")
    q = ("Two of us tonight. Our Detective already played a regular, non-Cooperative Defense card for the Seer. Can he "
         "also play a second, non-Cooperative card for the Sorcerer in the same turn?")
    res = client.post("/v1/ask", json={"question": q, "game": ROM}).json()
    told = [f["text"] for f in res["reading"]["facts"] if f["slot"] == "played_for_another"]
    assert res["verdict"] == "no" and told
    assert all(q[q.index(t) - 1] in " ." if q.index(t) else True for t in told)


@pytest.mark.parametrize("q, verdict", [
    # "she can take them from any occupied Node": not required from the Node the card targets
    ("Чтобы отменить Аркану, я жертвую культистов. Они обязательно должны быть из того Узла, на который нацелена "
     "карта?", "no"),
    ("Can I take the Cultists I sacrifice from the Node the card targets?", "yes"),
])
def test_cultists_from_any_occupied_node_need_not_come_from_the_targeted_one(client, q, verdict):
    assert _verdict(client, q, ME) == verdict


@settings(max_examples=10, deadline=None, suppress_health_check=_FIXTURE)
@given(red=st.integers(0, 5), cultists=st.integers(1, 6), own_sentence=st.booleans())
def test_the_red_number_told_on_the_card_is_the_value_the_cultists_must_reach(client, red, cultists, own_sentence):
    # "Sacrificing the number of Cultists noted in Red"; "a zero value (0) means a card's effect
    # cannot be stopped by sacrifice of Cultists"
    told = f". The red number on it is {red}" if own_sentence else f" and the red number on it is {red}"
    q = f"Leo played an Arcana card on me{told}. Can I sacrifice {cultists} Cultists to stop it?"
    assert _verdict(client, q, ME) == ("yes" if red and cultists >= red else "no")


@settings(max_examples=10, deadline=None, suppress_health_check=_FIXTURE)
@given(red=st.integers(0, 5), held=st.integers(0, 5))
def test_an_arcana_card_held_in_chat_words_stops_a_card_of_red_up_to_its_own(client, red, held):
    # "Sacrificing Arcana Cards of the same value noted in Red or greater" — the card told as
    # "aimed at me", the one held as "all i got is …"
    q = (f"a red {red} card is aimed at me. all i got is an arcana card worth red {held}. is discarding that enough "
         "to stop it?")
    assert _verdict(client, q, ME) == ("yes" if held >= red else "no")


@settings(max_examples=12, deadline=None, suppress_health_check=_FIXTURE)
@given(mine=st.integers(0, 7), hastur=st.integers(0, 7), yog=st.integers(0, 7))
def test_the_most_seals_bonus_is_computed_from_each_players_seals(client, mine, hastur, yog):
    # "If you have more Seals on the board than any other player, also gain the bonus listed."
    q = (f"Scheme phase, 3-player game. I have {mine} Seals on the board, Hastur has {hastur} and Yog has {yog}. "
         "Do I get the bonus listed on my Scheme?")
    assert _verdict(client, q, OOO) == ("yes" if mine > max(hastur, yog) else "no")


@settings(max_examples=12, deadline=None, suppress_health_check=_FIXTURE)
@given(before=st.integers(10, 25), earned=st.integers(1, 9), said=st.integers(-2, 2))
def test_a_counter_total_past_25_is_ruled_out_and_one_within_is_not_confirmed_by_the_cap(client, before, earned, said):
    # "… with a maximum of 25 Progress points per Character": a total past it is never the
    # counter; one within it the cap does not make right (the sum might be another number)
    total = before + earned + said
    q = (f"my seers progress counter was at {before} and we earned {earned} progress points this game. so her counter "
         f"is {total} now right?")
    assert _verdict(client, q, ROM) == ("no" if total > 25 else None)


@pytest.mark.parametrize("q, verdict", [
    # one of two others told in a 3-player game: a Yes would assume the third's count
    ("Scheme phase, 3-player game. I have 5 Seals on the board and Hastur has 3. Do I get the bonus listed on my "
     "Scheme?", None),
    ("Фаза замыслов. У меня 4 печати на поле, у Хастура 2, у Йога 1. Получаю бонус, указанный на замысле?", "yes"),
    # asked of another player by name: that player's count against everyone else's
    ("3 players. Hastur has 4 Seals on the board, Cthulhu and I have 3 each. Does the Hastur player get the bonus "
     "on his Scheme?", "yes"),
    ("3 players. Hastur has 4 Seals on the board, Cthulhu has 3 and I have 5. Does the Hastur player get the bonus "
     "on his Scheme?", "no"),
    ("Scheme phase. I have 5 Seals on the board and Hastur has 5. Do I get the bonus listed on my Scheme?", "no"),
])
def test_the_most_seals_bonus_needs_every_other_players_count_for_a_yes(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


@pytest.mark.parametrize("q, verdict", [
    # "the red number on it" right after another card held is that card's, not the one negated
    ("Leo played an Arcana card on me. I hold Prism Gate; the red number on it is 0. Can I sacrifice 3 Cultists to "
     "stop Leo's card?", None),
    ("Leo played an Arcana card on me. My own Arcana card, Prism Gate, is in my hand; the red number on it is 1. "
     "Can I sacrifice 2 Cultists to stop Leo's card?", None),
    # another Great Old One's share "of hers" adds up with mine
    ("Leo played an Arcana card on me. The red number on it is 3. I sacrifice 2 Cultists and Olga adds 1 of hers. "
     "Is it stopped?", "yes"),
    ("Leo played an Arcana card on me with Red 4. I sacrifice 2 Cultists and Olga adds 1 of hers. Is it stopped?", "no"),
])
def test_a_red_value_and_a_share_are_read_of_whom_they_are_told(client, q, verdict):
    assert _verdict(client, q, ME) == verdict


def test_a_card_whose_red_number_is_untold_gets_no_verdict_from_where_the_cultists_come_from(client):
    # "may take the sacrificed Cultists from any occupied Node" does not say whether 2 are enough
    assert _verdict(client, "Leo played an Arcana card on me. Can I sacrifice 2 Cultists to stop it?", ME) is None


@settings(max_examples=8, deadline=None, suppress_health_check=_FIXTURE)
@given(players=st.integers(1, 7))
def test_each_of_the_players_told_playing_one_is_counted_against_the_limit(client, players):
    # "Each game can have up to a maximum of 3" Characters: one each for N players is N
    q = f"there are {players} of us tonight. can we each play a character in the same game?"
    assert _verdict(client, q, ROM) == ("yes" if players <= 3 else "no")


@pytest.mark.parametrize("sanity_now, verdict", [("she's down to 0", "yes"), ("she's still at 1", "no")])
def test_the_round_end_runs_on_the_sanity_as_it_stands_after_the_story(client, sanity_now, verdict):
    # "If any Character has Sanity 0 when the last Enemy is defeated, that Character regains 1
    # Sanity": the value told last, not the one told first, decides
    q = (f"Possessed was on 1 sanity, and after Rage {sanity_now} at the start of her turn. Then she killed the last "
         "enemy with Sudden Transformation. My friend says she goes back up to 1 sanity. Is he right?")
    assert _verdict(client, q, ROM) == verdict


@pytest.mark.parametrize("asks, verdict", [
    ("Оно выполняется?", "no"),
    # "… а оплата?": a second question that goes on from the first asks what becomes of the cost
    # (it is paid) — a single yes or no would answer one of the two and read as the other's
    ("Оно выполняется? А оплата?", None),
])
def test_a_short_question_going_on_from_another_gets_no_single_verdict(client, asks, verdict):
    q = f"Соперник объявил игродействие по своей закрытой карте. При вскрытии выяснилось, что оно нелегально. {asks}"
    assert _verdict(client, q, BSK) == verdict


@pytest.mark.parametrize("q, verdict", [
    # a step that "says must" is no step that "says may": its parts cannot be skipped
    ("This Influence step says 'must'. I can skip it, right?", "no"),
    ("This Influence step says 'may'. I can skip it, right?", "yes"),
    ("The step says may. can i skip that part?", "yes"),
    ("The step says must. can i skip that part?", "no"),
    # (quoted in Russian, the book's modal word or its Russian one)
    ("В этом шаге влияния сказано «может». Могу я его пропустить?", "yes"),
    # of a Scheme: the act of a thing that says what the question's says, not the general one
    ("Is resolving a Scheme effect that says may optional?", "yes"),
    ("Is resolving a Scheme effect that says must optional?", "no"),
])
def test_what_the_questions_step_says_picks_the_acts_case(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


@pytest.mark.parametrize("q, verdict", [
    # of one rule's two norms both said whole, the one that says more of the ask decides
    ("During setup, do we set aside the Great Old One card before shuffling the Exploration deck?", "yes"),
    ("At setup, is the Great Old One Card shuffled into the Exploration deck?", "no"),
])
def test_of_two_norms_said_whole_the_one_saying_more_of_the_ask_decides(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


@pytest.mark.parametrize("q, verdict", [
    # what the question's thing does NOT say picks the act of that case, not the other
    ("Is it optional to resolve a Scheme effect that doesn't say may?", "no"),
    ("My Scheme effect doesn't say may and it can be resolved. Do I have to resolve it?", "yes"),
    ("This part of the Influence step doesn't say may and it can be completed. Can I skip it?", "no"),
])
def test_what_the_questions_thing_does_not_say_picks_the_acts_case(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


def test_a_word_or_two_after_an_exclamation_is_a_question_of_its_own(client):
    # «Серьёзно? А оплачивается?»: no question of its own before it, so not a follow-on
    q = "Соперник объявил игродействие по скрытой карте, а при вскрытии оно оказалось нелегальным. Серьёзно? А оплачивается?"
    assert _verdict(client, q, BSK) == "yes"


@pytest.mark.parametrize("step, verdict", [
    # ("No, you can't": a Red 1 is below the Red 3 to equal or beat)
    ("I can't just throw away my Red 1 Arcana to cancel it, can I?", "no"),
    # ("Yes, you can": a Red 4 beats it)
    ("I can't throw away my Red 4 Arcana to cancel it, can I?", "yes"),
    ("Can't I throw away my Red 4 Arcana to cancel it?", "yes"),
])
def test_a_denied_statement_with_a_positive_tag_asks_the_step_itself(client, step, verdict):
    q = f"Melissa's Arcana card on me is Red 3. {step}"
    assert _verdict(client, q, ME) == verdict


def test_a_region_denied_with_a_positive_tag_is_asked_whether_it_may_be_chosen(client):
    q = ("My Influence marker sits in a corner slot between two Regions, and in one of them my own marker "
         "is already on top of the center slot. I can't resolve this one in that Region, can I?")
    assert _verdict(client, q, OOO) == "no"


@pytest.mark.parametrize("q, verdict", [
    # "in the listed order" asked "in any order": the order kept is the act's, not the ask's
    ("When resolving an Influence, may I perform its steps in whatever order I like?", "no"),
    ("Можно ли выполнять шаги влияния в любом порядке?", "no"),
    ("Must I perform an Influence's steps in the listed order?", "yes"),
])
def test_any_order_asked_of_an_act_done_in_order_is_no(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


@pytest.mark.parametrize("q, game, verdict", [
    # what an act is done without, asked whether it happens: the act's own negation
    ("Sacrificing Eric Zann to stop a card — do I roll to see if it works?", ME, "yes"),
    # (a "may … without" is leave to skip, said of nothing else: "may cross a Portal without
    # placing a Token" does not answer whether one is placed)
    ("We cross a Portal. Do we place an Exploration Token there?", ROM, None),
    # (asked denied, "no roll needed?", it asks the act itself: that one is no)
    ("I sacrifice Eric Zann to stop the card. It just works automatically, no roll needed, right?", ME, "no"),
    # (nor what an act holds "even without")
    ("Does an Enemy with Protection count as defending if it also gets Defense from a Defense icon?", ROM, "yes"),
])
def test_what_an_act_goes_without_asked_whether_it_happens(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("q, verdict", [
    # "optional unless they say must": the question's step not saying it is optional; saying
    # it, that act does not hold (and no other says it is)
    ("This Influence step doesn't say must. Is it optional?", "yes"),
    ("Этот шаг влияния не говорит «must». Он необязательный?", "yes"),
    ("This Influence step says must. Is it optional?", None),
])
def test_a_word_an_act_holds_unless_its_thing_says_is_its_condition(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


@pytest.mark.parametrize("q, game, line", [
    ("Можно выполнять шаги влияния в любом порядке?", OOO,
     "Я понял вопрос так: обязательно: выполнять шаги влияния в указанном порядке."),
    ("Зашли в Магазин, у Детектива 4 здоровья из 10. Можно купить восстановление 1 здоровья 4 раза подряд "
     "в этом же магазине?", ROM, "Я понял вопрос так: 4 раз: не более 3."),
    ("Can I resolve the steps of my Influence out of order?", OOO,
     "I read this as: must: perform the Influence's steps in the listed order."),
])
def test_the_reading_line_of_a_norm_is_in_the_askers_language(client, q, game, line):
    r = client.post("/v1/ask", json={"question": q, "game": game}).json()
    assert r["verdict"] == "no" and line in r["answer"]


@pytest.mark.parametrize("q, verdict", [
    # a method used on another card is no repeat; the step is still judged by this card's own
    # rules — the red its count must equal or beat, a red 0 — and an untold red is asked
    ("Earlier I sacrificed Cultists to stop one of Melissa's Arcana cards. Now she plays a different Arcana card "
     "on me, Red 2. Am I allowed to sacrifice 2 Cultists again against this new card?", "yes"),
    ("Earlier I sacrificed Cultists to stop one of Melissa's Arcana cards. Now she plays a different Arcana card "
     "on me, Red 3. Am I allowed to sacrifice 2 Cultists again against this new card?", "no"),
    ("I sacrificed Cultists against one of Leon's cards last turn. Now he plays a new card with 0 in Red. "
     "Can I sacrifice Cultists again against this new card?", "no"),
    ("Earlier I sacrificed Cultists to stop one of Melissa's Arcana cards. Now she plays a different Arcana card "
     "on me. Am I allowed to sacrifice Cultists again against this new card?", None),
])
def test_a_method_asked_again_against_a_new_card_is_barred_only_by_that_cards_own_limits(client, q, verdict):
    assert _verdict(client, q, ME) == verdict


def test_a_term_a_relative_clause_denies_rules_out_the_norm_of_that_term(client):
    # "that isn't Cooperative": not the Cooperative exception's case
    q = "A card played for another Character that isn't Cooperative doesn't cost them Sanity, does it?"
    assert _verdict(client, q, ROM) == "yes"


@pytest.mark.parametrize("q, game, verdict", [
    # a relative "that isn't X" asks nothing in the negative, and rules out the act of X-things
    ("Can an Enemy that isn't Stunned attack another Enemy?", ROM, "no"),
    ("During Invasion, can I move units in from a Region that isn't adjacent to the target Region?", OOO, "no"),
    # … nor does an act of things in general answer yes for a thing set apart by what it is not
    ("Can I attack a player that isn't in the conflict?", OOO, None),
])
def test_a_relative_clause_denied_is_what_the_asked_thing_is_not(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("q, verdict", [
    ("Is a red 0 card stoppable with an Elder Sign?", "yes"),
    ("Is a red 0 card stoppable by sacrificing Cultists?", "no"),
])
def test_an_able_word_asks_whether_it_can_be_done(client, q, verdict):
    assert _verdict(client, q, ME) == verdict


@pytest.mark.parametrize("q, verdict", [
    # the other case of "says may or is impossible to resolve" told
    ("This Scheme effect doesn't say may, but it's impossible to resolve. Do I have to resolve it?", "no"),
    ("This Scheme effect doesn't say may. Do I have to resolve it?", "yes"),
    # the rule's norm of a thing that says what the story's thing says, not its general one
    ("My Scheme effect says may. Is it optional?", "yes"),
    ("My Scheme effect doesn't say may. Is it optional?", "no"),
    # "a possible part" is not the story's impossible one
    ("This part of my Influence step doesn't say may, but it's impossible to complete. Can I skip it?", None),
])
def test_what_a_scheme_or_step_says_and_whether_it_can_be_done_pick_the_rules_case(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


@pytest.mark.parametrize("q, verdict", [
    ("When I play a card, can I apply its effects in any order?", None),
    ("Can I play the cards from my hand in any order I like?", "yes"),
    # the moment of the condition ("defeated during that turn") is not the asked act's
    ("Do end-of-turn effects apply if all Enemies were defeated during that turn?", None),
])
def test_the_order_or_moment_asked_is_of_the_thing_the_ask_says(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


@pytest.mark.parametrize("evasive, verdict", [("this one is Evasive", "yes"), ("this one isn't Evasive", "no")])
def test_a_conclusion_after_a_dash_and_so_is_the_ask(client, evasive, verdict):
    q = (f"Invasion: my unit is stuck in a contested area. Normally units there can't move, but {evasive} — "
         "so it's allowed to move, right?")
    assert _verdict(client, q, OOO) == verdict


@pytest.mark.parametrize("figures, verdict", [("одной фигурой", "да"), ("двумя фигурами", "нет")])
def test_one_in_the_case_a_preposition_gives_it_is_a_count(client, figures, verdict):
    r = client.post("/v1/ask", json={"question": f"Защитник с {figures} при двух участниках может сдаться?",
                                     "game": OOO}).json()
    assert r["verdict"] == {"да": "yes", "нет": "no"}[verdict] and r["answer"].startswith(verdict.capitalize())


@pytest.mark.parametrize("q, verdict", [
    ("Do we reveal the Great Old One card before 9 Progress Points?", "no"),
    ("We can't reveal the Great Old One card before 9 Progress Points, right?", "yes"),
    ("Is the Great Old One card revealed at 9 Progress Points?", "yes"),
])
def test_before_a_threshold_is_short_of_it(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


@pytest.mark.parametrize("q, game, verdict", [
    ("Can I awaken my Avatar before I have 3 Ancient Signs?", OOO, "no"),
    ("I can't awaken my Avatar until I have 3 Ancient Signs, right?", OOO, "yes"),
    ("Можно ли пробудить Аватара, пока у меня нет 3 древних знаков?", OOO, "no"),
    ("Is the Seer Insane before her Sanity drops to 5?", ROM, "no"),
    ("Is a Character considered Healthy until their Health falls to 5?", ROM, "yes"),
    ("In the Cthulhu fight, do Great Old One cards gain the Enhance effects before round 3?", ROM, "no"),
    ("Начинает ли враг последовательность сначала раньше, чем пройдут 3 раунда?", ROM, "no"),
    ("Is the Seer Insane until her Sanity goes down to 5?", ROM, "no"),
    ("Is a Character Wounded prior to his Health dropping to 5?", ROM, "no"),
    ("Считается ли Провидица безумной (Insane), пока её Sanity не упала до 5?", ROM, "no"),
    # ("until" after a verb of lasting says how long, not a time before the count)
    ("In a 3-player Standard game, do we play until someone has 3 VP?", OOO, "yes"),
    # (a count reached from above: "an Enemy at 0 Health is defeated")
    ("Is an Enemy defeated before its Health drops to 0?", ROM, "no"),
    ("Is an Enemy defeated when its Health drops to 0?", ROM, "yes"),
])
def test_a_time_before_a_count_is_reached_is_on_its_side_of_the_count(client, q, game, verdict):
    # (each was the opposite: the count said was read as the count held)
    assert _verdict(client, q, game) == verdict


@settings(max_examples=8, deadline=None, suppress_health_check=_FIXTURE)
@given(signs=st.integers(1, 6))
def test_fewer_than_the_awakening_cost_is_no_and_fewer_than_past_it_is_not_said(client, signs):
    # fewer than 4 may be 3, which pays for the Avatar, or 2, which does not
    q = f"Can I awaken my Avatar before I have {signs} Ancient Signs?"
    assert _verdict(client, q, OOO) == ("no" if signs <= 3 else None)


@settings(max_examples=8, deadline=None, suppress_health_check=_FIXTURE)
@given(sanity=st.integers(1, 9))
def test_before_sanity_drops_to_a_value_every_value_above_it_decides(client, sanity):
    # Insane at 5 or below: before Sanity drops to 5 or more she is above 5 — Sane; before it
    # drops to 4 she may be at 5, Insane, or above
    insane = _verdict(client, f"Is the Seer Insane before her Sanity drops to {sanity}?", ROM)
    sane = _verdict(client, f"Is the Seer Sane before her Sanity drops to {sanity}?", ROM)
    assert (insane, sane) == (("no", "yes") if sanity >= 5 else (None, None))


@pytest.mark.parametrize("q, verdict", [
    ("In order to play cards, do we first need to gain Energy by discarding cards?", "yes"),
    ("Чтобы сыграть карту, нужно сначала получить энергию, сбросив карты?", "yes"),
    ("Do I have to discard cards for Energy every turn?", "no"),
])
def test_energy_is_gained_by_discarding_before_cards_are_played(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


@pytest.mark.parametrize("q, game", [
    # a prohibition or duty of things that are what the asked thing is not says nothing of it
    ("During Conjuration, can I summon a unit into an allied world that isn't Sealed or Warded?", OOO),
    ("Must I resolve a Conflict in a contested area that doesn't have any of my figures?", OOO),
    ("After moving a Rift, can I place the Seal in an Asset slot that isn't empty?", OOO),
    # … nor does a red value said to be absent run as the card's red value
    ("Can an Arcana card that doesn't have a red 0 be stopped by sacrificing Cultists?", ME),
    # … nor an act of a thing its own clause says cannot do what the question does not tell
    ("During Invasion, can a unit that isn't exhausted move to another area in the Region?", OOO),
])
def test_a_thing_set_apart_by_what_it_is_not_gets_no_verdict_from_rules_of_other_things(client, q, game):
    assert _verdict(client, q, game) is None


@pytest.mark.parametrize("q, verdict", [
    # the ask's own "before …" is its moment; only an "if" clause is the condition's
    ("Does an Enemy restart its sequences before 3 rounds have passed?", "no"),
    # a condition that is an exception's case: the rule alone does not settle it
    ("If all Enemies were defeated during the Characters' turn, do the Enemies still take their turn?", None),
    ("We can confront the Great Old One before we have 9 Progress Points, right?", "no"),
])
def test_a_moment_or_a_condition_the_ask_puts_is_read_where_it_stands(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


def test_a_proper_name_in_russian_names_its_game_however_short_its_stems(client):
    # «Эрих Занн» cuts to эр + зан: the two together are Mythos Encounters' Eric Zann
    r = client.post("/v1/ask", json={"question": "Я жертвую карту персонажа Эрих Занн, чтобы защититься. "
                                                 "Эффект отменяется сразу, без всякого броска, да?"}).json()
    assert r["game"] == ME


@pytest.mark.parametrize("q", [
    "Spell casting: Yog has 3 Spell Resistance and so do I. My spell costs 2 Power. I just pay the 2, no surcharge?",
    "У Йог-Сотота 3 сопротивления заклинаниям, и у меня тоже. Заклинание стоит 2 силы. Я плачу только 2?",
])
def test_so_do_i_tells_the_same_count_of_the_asker(client, q):
    # a tie in Spell Resistance: no extra Power
    assert _verdict(client, q, OOO) == "yes"


def test_so_do_i_is_read_as_the_same_thing_said_again():
    assert read("Hastur has 4 Seals, and so do we. Do we win?", "en").text == \
        "Hastur has 4 Seals and we have 4 Seals. Do we win?"
    # (a count of its own after «тоже» is said already)
    assert read("У меня 3 Spell Resistance, и у Хастура тоже 3. Правда?", "ru").text == \
        "У меня 3 Spell Resistance, и у Хастура тоже 3. Правда?"


@pytest.mark.parametrize("q, verdict", [
    ("We're between fights on the Exploration map. The Sorcerer was at 1 Sanity, crossed a marked Encounter and "
     "dropped to 0. We're not in a Combat - do we lose right away?", "yes"),
    # the act is out of Combat: a story in Combat is not its case
    ("During Combat the Seer drops to 0 Sanity. Is the game over right away?", "no"),
])
def test_sanity_zero_out_of_combat_loses_and_in_combat_waits_for_the_rounds_end(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


@pytest.mark.parametrize("q, game, verdict", [
    # a condition the asked thing's own clause denies fails
    ("When my Avatar awakens, can I add its figure to an area that doesn't have any of my Seals?", OOO, "no"),
    ("Can I exchange activation with a Character that doesn't have any actions available?", ROM, "no"),
    ("Do both Companions start in the Vanguard in a game that doesn't have 2 or 3 Characters?", ROM, "no"),
    # "that isn't the one who …", "that isn't against …": another one, not a quality it lacks
    ("Is a player that isn't the one who started the conflict the Invader?", OOO, "no"),
    # a cost whose scope names the discount the asked player lacks says nothing of it
    ("Does an upgrade cost 1 Lore less for a player that doesn't have the Library Outpost upgrade?", OOO, None),
    # cards discarded for Energy are not every card the question puts in the discard pile
    ("At the end of the turn, does a Skill card that isn't Permanent go to the discard pile?", ROM, None),
])
def test_what_the_asked_things_clause_denies_fails_the_rules_condition(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


def test_so_do_i_is_not_read_into_a_question_about_a_third_player():
    # the tie is the asker's; Shub, with 2, pays 1 more — the story's "I" is not asked of
    r = read("Yog has 3 Spell Resistance and so do I. Does Shub, with 2, pay extra Power for spells?", "en")
    assert r.story == "Yog has 3 Spell Resistance and so do I."


@pytest.mark.parametrize("q, verdict", [
    ("Is the Upkeep on Class Cards performed before the start-of-round effects are applied?", "no"),
    ("Do start-of-turn effects apply before start-of-round effects?", "no"),
    ("Do start-of-round effects apply before start-of-turn effects?", "yes"),
    ("Do the Enemies act before the Characters in a round?", "no"),
    ("Is the Divination done before the card's other effects are applied?", "no"),
    # (another act than the order's: "gain their Protection" is not "act")
    ("Do Enemies gain their Protection before the Characters' turn starts?", None),
])
def test_an_order_the_book_fixes_asked_the_other_way_round_is_no(client, q, verdict):
    # (each "no" was Yes or no verdict: the act that fixes the order was only ruled out, and a
    # rule of a third thing answered)
    assert _verdict(client, q, ROM) == verdict


@pytest.mark.parametrize("story, verdict", [("The Seer isn't Insane.", "no"), ("The Seer is not Insane anymore.", "no"),
                                            ("The Seer is Insane.", "yes"),
                                            # (the state holds: "not only")
                                            ("The Seer is not only Insane but also Wounded.", "yes")])
def test_a_state_the_story_denies_rules_out_the_act_of_that_state(client, story, verdict):
    # ("the Insane Seer plays the Divination effect on all her cards" answered Yes for a Seer
    # the story says is not Insane; Divination is otherwise optional)
    assert _verdict(client, f"{story} Does she have to use Divination on every card?", ROM) == verdict


@pytest.mark.parametrize("story, verdict", [("Провидица не безумна.", "no"), ("Провидица безумна.", "yes")])
def test_a_state_denied_of_a_member_with_two_names_rules_out_the_act(client, story, verdict):
    # («Прорицание» also says the Seer's other Russian name, «Прорицательница»: one Seer counted
    # as two members made whose state it was unsure, and the Insane Seer's act answered Yes)
    assert _verdict(client, f"{story} Должна ли она применять Прорицание на всех картах?", ROM) == verdict


@pytest.mark.parametrize("q, verdict", [
    ("Теряет ли персонаж 1 рассудок, если я сыграл на него карту, которая не кооперативная?", "yes"),
    # (the book's Yes is the rule of any card played for another, which these Russian asks
    # do not reach: no verdict, not the Cooperative exception's No)
    ("Карта не кооперативная, я играю её за Провидицу. Теряет ли Провидица 1 рассудок?", None),
    ("Если карта не кооперативная, теряет ли Провидица 1 рассудок, когда её играют на неё?", None),
])
def test_a_quality_denied_in_russian_rules_out_the_exception_of_things_that_have_it(client, q, verdict):
    # («не кооперативная» went unread: "a Cooperative card played for another costs no Sanity"
    # answered No to each)
    assert _verdict(client, q, ROM) == verdict


@pytest.mark.parametrize("q", [
    "If we're not fighting a Great Old One, do the Round Effects apply?",
    "In a Combat that isn't against a Great Old One, do we ignore the Round Effects Card?",
    "Если мы сражаемся не с Великим Древним, применяются ли эффекты раундов?",
    # (the case denied in the story, not the ask)
    "This combat isn't against a Great Old One, just Minions. Do we ignore the Round Effects card?",
    "Бой не против Великого Древнего. Игнорируются ли общие эффекты раунда?",
])
def test_an_act_of_a_case_the_ask_denies_says_nothing_of_it(client, q):
    # ("Round Effects apply when confronting a Great Old One" (is not) answered each the opposite
    # of the book: outside that case the Round Effects Card applies)
    assert _verdict(client, q, ROM) is None
    assert _verdict(client, "Do Round Effects apply against a Great Old One?", ROM) == "no"


@pytest.mark.parametrize("q, verdict", [
    # («на 1 энергию больше» compares; "1 more Energy" says the same without a comparison's word)
    ("The Insane Sorcerer plays his second Sacrifice card this turn. Does it also cost 1 more Energy?", "no"),
    ("Can the Seer regain Sanity above her starting value?", "no"),
])
def test_a_comparison_the_act_says_is_read_in_the_asks_language(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


def test_a_limit_the_story_reaches_says_nothing_of_whether_it_is_reached(client):
    # ("a Standard game lasts at most 6 rounds" answered Yes: the game ends at 3 VP)
    q = ("3 player standard game. in round 4 Yog-Sothoth breaks a Seal with Dominion and now has 3 VP. Hastur says "
         "it's standard so we still play through round 6 anyway. do we?")
    assert _verdict(client, q, OOO) is None


def test_when_exactly_asks_when():
    assert is_yes_no("When exactly does the game end?", "en") is False
    assert is_yes_no("When I attack can I use it?", "en") is True


@pytest.mark.parametrize("q, verdict", [
    ("In a Standard game, can the game last 7 rounds?", "no"),
    ("Does a Standard game last more than 6 rounds?", "no"),
    ("In a Standard game, can the game last 5 rounds?", "yes"),
])
def test_a_count_past_what_an_act_says_at_most_is_no(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


@pytest.mark.parametrize("q", ["Upon reaching 6 Progress Points, can the Recovery Points exceed our maximum Sanity?",
                               "Можно ли очками восстановления превысить максимальное здоровье?"])
def test_exceeding_is_a_comparison(client, q):
    # ("Recovery Points cannot raise Health or Sanity above their maximum" was silenced, and
    # "unused Recovery Points are lost" answered Yes)
    assert _verdict(client, q, ROM) == "no"


@pytest.mark.parametrize("story, state, verdict", [
    ("The Seer's Sanity is above 5.", "Insane", "no"), ("The Seer's Sanity is below 6.", "Insane", "yes"),
    ("The Seer's Sanity is above 5.", "Sane", "yes"),
    # (above 3 may be 4, Insane, or 6, Sane)
    ("The Seer's Sanity is above 3.", "Insane", None),
])
def test_a_count_told_above_or_below_a_number_is_every_value_on_that_side(client, story, state, verdict):
    # ("above 5" was read as 5: Insane, the opposite of the book)
    assert _verdict(client, f"{story} Is she {state}?", ROM) == verdict


@settings(max_examples=12, deadline=None, suppress_health_check=_FIXTURE)
@given(health=st.integers(1, 5), prison=st.integers(1, 5), russian=st.booleans())
def test_dying_from_prison_before_the_attack_is_asked_of_the_health_prison_leaves(client, health, prison, russian):
    # ("does it die from the Prison before its attack goes off?" was read as "does its attack go
    # off?", the opposite of the book; «Погибнет ли он от Тюрьмы до атаки?» went unread)
    if russian:
        q = (f"У Культиста {health} здоровья и {prison} жетона Тюрьмы. Его последовательность — Атака 6 по Провидице. "
             "Погибнет ли он от Тюрьмы до атаки?")
    else:
        q = (f"The Cultist is down to {health} Health and we stuck {prison} Prison tokens on it. Its sequence is an "
             "Attack 6 on the Seer. When it activates, does it die from the Prison before its attack goes off?")
    assert _verdict(client, q, ROM) == ("yes" if prison >= health else "no")


@pytest.mark.parametrize("health, verdict", [(2, "yes"), (3, "no")])
def test_an_attack_denied_beside_dying_first_is_the_same_outcome(client, health, verdict):
    # («и не ударит» is what dying first means, not the question asked in the negative)
    q = f"У врага осталось {health} здоровья и на нём 2 жетона Тюрьмы. Он же умрёт до своей атаки и не ударит, верно?"
    assert _verdict(client, q, ROM) == verdict


def test_damage_past_the_defenders_figures_does_not_spill_over(client):
    # ("extra unblocked damage is simply lost" answered Yes to whether it spills over: its
    # subject said, not what becomes of it; "spills over" is a player's word for "carries over")
    for q in ("I dealt 5 unblocked damage but the defender has only 3 figures left in the conflict. Another player is "
              "in it too. Do my 2 leftover damage spill over onto his figures?",
              "I dealt 5 unblocked damage but the defender has only 3 figures left in the conflict. Another player is "
              "in it too. Does the extra damage spill over onto his figures?"):
        assert _verdict(client, q, OOO) == "no"


@pytest.mark.parametrize("q, verdict", [
    ("Can start-of-round and start-of-turn effects be applied in any order?", "no"),
    ("Могут ли эффекты начала раунда и начала хода применяться в любом порядке?", "no"),
    # (the cards among themselves: no order the book fixes between two things the ask names)
    ("Can we play our cards in any order we like during our turn?", "yes"),
])
def test_an_order_the_book_fixes_asked_to_be_free_is_no(client, q, verdict):
    # ("start-of-round effects apply before start-of-turn effects" answered Yes to "in any order?")
    assert _verdict(client, q, ROM) == verdict


def test_an_act_the_reason_given_says_whole_is_not_what_is_asked(client):
    # ("may choose the order in which to play cards" answered Yes: it is what "since …" grants)
    q = "Since I choose the order in which I play cards, can I apply a card's effects in any order too?"
    assert _verdict(client, q, ROM) is None


@pytest.mark.parametrize("q, verdict", [
    # a count told after a past denial puts her in the state
    ("В начале боя Провидица была не безумна, но после события у Прорицательницы осталось 4 рассудка. "
     "Обязана ли она теперь применять прорицание на всех своих картах?", "yes"),
    # a rhetorical question denies nothing
    ("Разве эта карта не кооперативная? На ней же есть эффект Cooperative. Значит, Провидица не теряет рассудок, "
     "когда я играю её за неё, верно?", "yes"),
])
def test_a_denial_a_story_takes_back_or_only_asks_rules_nothing_out(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


@pytest.mark.parametrize("q, verdict", [
    ("The previous Combat was not against a Great Old One, but now we're confronting Cthulhu in Arkham. "
     "Do we apply the Round Effects?", "no"),
    ("The Seer is not afraid of any Great Old One. We're fighting Dagon and Hydra now, round 3. "
     "Do the Round Effects apply?", "no"),
])
def test_a_case_denied_only_in_passing_or_taken_back_still_holds(client, q, verdict):
    # (a negator anywhere near "Great Old One" in the story was read as "not against a Great Old One")
    assert _verdict(client, q, ROM) == verdict


@pytest.mark.parametrize("health, verdict", [(2, "yes"), (5, "no")])
def test_dying_before_attacking_is_asked_of_the_health_prison_leaves(client, health, verdict):
    q = f"The Cultist has {health} Health and 2 Prison tokens. It dies from the Prison before attacking and won't hit the Seer, right?"
    assert _verdict(client, q, ROM) == verdict


@pytest.mark.parametrize("q, verdict", [
    ("When an upgrade says After, is it resolved before the other steps of the Influence?", "no"),
    # (the moment in the ask's "if" clause is the condition's, not the order asked)
    ("Если это заклинание, предотвращение применяется до наложения модификаторов?", "no"),
])
def test_an_after_effect_asked_before_the_other_steps_is_no(client, q, verdict):
    # ("Before effects … resolve before any other step" answered Yes to an upgrade that says
    # After, and the "When …" clause kept "after all other steps" from answering No)
    game = BSK if "заклинание" in q else OOO
    assert _verdict(client, q, game) == verdict


@settings(max_examples=10, deadline=None, suppress_health_check=_FIXTURE)
@given(sanity=st.integers(0, 10))
def test_the_insane_detective_flips_for_a_weapon_attack_only_while_insane(client, sanity):
    # (no norm said he flips: "Does he flip the Coin of Destiny?" of an Insane Detective was No,
    # from a rule of what heads and tails mean; a Sane one's act is ruled out by his count)
    q = f"The Detective has {sanity} Sanity and plays a Weapon Attack card. Does he have to flip the Coin of Destiny?"
    assert _verdict(client, q, ROM) == ("yes" if sanity <= 5 else None)


@pytest.mark.parametrize("q", ["The Detective went crazy. Does he flip the Coin of Destiny when he plays a Weapon Attack card?",
                               "Детектив безумен и играет карту атаки оружием. Бросает ли он монету судьбы?"])
def test_an_insane_detective_flips_the_coin_for_a_weapon_attack(client, q):
    assert _verdict(client, q, ROM) == "yes"


def test_a_state_told_by_the_change_that_brought_it_rules_out_the_act_of_another(client):
    # (his Sanity "went from 7 to 6": Sane, so the Insane Detective's flip says nothing of him)
    q = ("Detective's Sanity just went from 7 to 6 after we walked back over an old exploration token. He's about to "
         "play a Weapon Attack card. Does he have to flip the Coin of Destiny for the insane penalty now?")
    assert _verdict(client, q, ROM) is None


@pytest.mark.parametrize("q, verdict", [
    # a method used against her first card is no repeat against her second
    ("I used an Elder Sign on her first card. She plays a second card against me now and I have another Elder Sign. "
     "Can I use an Elder Sign again against this one?", "yes"),
    ("I discarded a Red 2 Arcana against her previous card. Her next card is Red 1. Can I discard a Red 2 Arcana "
     "again against this next card?", "yes"),
    # … against the same card it is, however the story calls it
    ("I used an Elder Sign on her card. Leon reinstated it. Can I use an Elder Sign again against it?", "no"),
    ("Against her first card I sacrificed Cultists, and she reinstated it with an Elder Sign. May I sacrifice "
     "Cultists again against that first card?", "no"),
    ("Against her previous card, Misdirection, I used my Elder Sign, and she reinstated it by sacrificing Cultists. "
     "Her next card hasn't been played yet. Can I use another Elder Sign against Misdirection?", "no"),
])
def test_a_method_used_against_an_earlier_card_is_no_repeat(client, q, verdict):
    # ("a second card", "her previous card" were read as the card asked of: each was No)
    assert _verdict(client, q, ME) == verdict


@pytest.mark.parametrize("have, verdict", [(2, "no"), (3, "yes"), (4, "yes")])
def test_all_the_cultists_the_asker_has_is_the_most_a_sacrifice_can_give(client, have, verdict):
    q = (f"Her card is Red 3. I only have {have} Cultists and nobody will assist me. "
         "Am I allowed to sacrifice Cultists against it?")
    assert _verdict(client, q, ME) == verdict


@pytest.mark.parametrize("q", [
    # (a count the ask gives is the step's, not all the asker has)
    "Melissa just played an Arcana card on me with a Red value of 3. I've got six cultists lying around, can I just "
    "sacrifice a couple of them to stop it?",
])
def test_a_count_the_ask_gives_is_not_replaced_by_all_the_asker_has(client, q):
    # ("a couple" of six is no sacrifice of all six: 2 does not reach Red 3, and "a couple" is
    # not a count the reader takes — no verdict, not Yes)
    assert _verdict(client, q, ME) is None


@pytest.mark.parametrize("q", [
    "The Insane Detective plays a Melee Attack card. Does he have to flip the Coin of Destiny for it?",
    "Детектив безумен и играет карту ближней атаки. Бросает ли он монету судьбы?",
    # (of another Character than the Detective)
    "The Seer is Insane and plays a Weapon Attack card. Does she have to flip the Coin of Destiny?",
    "Провидица безумна и играет карту атаки оружием. Обязана ли она бросать монету судьбы?",
])
def test_the_detectives_flip_says_nothing_of_a_melee_card_or_another_character(client, q):
    assert _verdict(client, q, ROM) is None


@pytest.mark.parametrize("cultists, verdict", [(2, "yes"), (1, "no")])
def test_cultists_sacrificed_to_switch_a_cards_effect_back_on(client, cultists, verdict):
    # ("my card's effect" is the card whose effect it is, not a card given up: the sacrifice of
    # "them", the Cultists told, is the step — and it must equal or beat the red 2)
    q = ("I hit Leon with an Arcana card (red 2) and he cancelled it with an Elder Sign. I've got Cultists to burn - "
         f"can I sacrifice {cultists} of them to switch my card's effect back on?")
    assert _verdict(client, q, ME) == verdict


def test_the_arcana_card_held_is_what_the_one_im_holding_gives_up(client):
    q = ("Leon played a red 3 Arcana card on me. I have 2 Cultists and one Arcana card with red 3 in my hand. "
         "Can I sacrifice the one I'm holding to stop his card's effect?")
    assert _verdict(client, q, ME) == "yes"


@pytest.mark.parametrize("q, verdict", [
    ("Tails on the Coin of Destiny - does the effect succeed?", "no"),
    ("I flipped the Coin of Destiny and got tails. Is the effect fulfilled?", "no"),
    ("I flipped the Coin of Destiny and got heads. Is the effect fulfilled?", "yes"),
    # (the ask's "not" is the failure end it names, no turn of its polarity)
    ("Heads on the Coin of Destiny - is the effect not fulfilled?", "no"),
    ("Does tails on the Coin of Destiny mean the effect is not fulfilled?", "yes"),
    ("Heads means the effect is not fulfilled, right?", "no"),
])
def test_the_coin_of_destinys_faces_and_what_they_mean(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


def test_what_a_face_means_says_nothing_of_whether_the_coin_is_flipped(client):
    # (a Sane Detective flips no Coin for his Weapon card; "heads means success" said Yes)
    q = "The Detective has 9 Sanity and plays a Weapon Attack card. Does he flip the Coin of Destiny?"
    assert _verdict(client, q, ROM) is None


def test_a_limit_that_leaves_cooperative_cards_out_counts_the_others(client):
    q = "Can an active Character play two cards that aren't Cooperative for other Characters in one turn?"
    assert _verdict(client, q, ROM) == "no"


@pytest.mark.parametrize("where, verdict", [("outside a Nexus area", "no"), ("in a Nexus area", "yes")])
def test_joining_a_conflict_without_figures_turns_on_the_nexus(client, where, verdict):
    assert _verdict(client, f"Can a player without figures join a conflict {where}?", OOO) == verdict


def test_one_player_is_not_the_games_player_count(client):
    q = "4-player game: one player now has 3 VP. Is the end of the game triggered?"
    assert _verdict(client, q, OOO) == "no"


def test_what_the_reason_names_is_not_what_is_asked(client):
    q = "Because the Attack card defeated the last Enemy, do we still apply end-of-turn effects?"
    assert _verdict(client, q, ROM) == "no"


@pytest.mark.parametrize("q, verdict", [
    ("Провидица вменяема. Должна ли она применять прорицание на всех картах?", "no"),
    # (Sane told as what was, Insane as what is)
    ("Провидица раньше была в здравом уме, а теперь безумна. Должна ли она применять прорицание на всех картах?", "yes"),
])
def test_a_state_said_by_its_russian_name_now_or_before(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


@pytest.mark.parametrize("q, verdict", [
    ("Possessed at 4 sanity, end of her turn, enemies remain. She loses 1 health, right?", "yes"),
    ("If the Possessed is Insane and Enemies are still in play at the end of her turn, does she lose 1 Health?", None),
])
def test_enemies_that_remain_are_no_turn_in_which_all_were_defeated(client, q, verdict):
    # (the second was No, from "… at the end of a turn in which all Enemies were defeated")
    assert _verdict(client, q, ROM) == verdict


def test_a_source_that_has_not_left_play_keeps_its_prevention(client):
    q = ("My creature has 'prevents the next 3 wounds' from an artifact. An enemy hits it for 2 wounds while the "
         "artifact has not left play. Does the prevention apply?")
    assert _verdict(client, q, BSK) == "yes"


@pytest.mark.parametrize("q, verdict", [
    ("We played without any difficulty modifier and won. Do we get Progress Points for this game?", "yes"),
    ("Мы играли без модификаторов сложности и победили. Получим ли мы очки прогресса?", "yes"),
    ("We played with a modifier that decreases the difficulty and won. Do we get Progress Points for this game?", "no"),
    # (the book's Decrease Difficulty modifiers by the Russian players' names for them: each was
    # Yes, from "Progress Points carry over", the modifier not read as easing the game)
    ("Мы взяли модификатор облегчения «не больше 4 урона за атаку» и победили. Можно записать очки прогресса за эту "
     "партию?", "no"),
    ("Мы взяли модификатор «Дешёвые услуги» — первая услуга в магазине на 1 монету дешевле. Партию выиграли. "
     "Записываем очки прогресса?", "no"),
    # (none taken, «никаких»; or taken only in another game, which was No)
    ("Мы не брали никаких модификаторов облегчения и победили. Получаем ли мы очки прогресса за эту партию?", None),
    ("В другой партии мы брали облегчение, а в этой никаких модификаторов. Получаем очки прогресса за эту партию?", None),
    # (… but the same as in another game is this one's: these were No, then no verdict)
    ("We took a Decrease Difficulty modifier again, just like last game. Do we record Progress Points?", "no"),
    ("Мы снова взяли облегчение, как и в прошлой партии. Получим очки прогресса?", "no"),
    # (a modifier by its name is of the list it is in: Damage Limit per Attack makes the game easier
    # — was Yes, from "Progress Points carry over"; Fewer Upgrade options makes it harder — was No)
    ("Играем с «Лимитом урона за атаку». Получим очки прогресса, если победим?", "no"),
    ("We play with the Damage Limit per Attack modifier. Do we get Progress Points for this game?", "no"),
    ("We took none of the easier modifiers. Only the harder one, Fewer Upgrade options. Progress Points for this game, "
     "yes?", None),
    # (each was No: an Increase Difficulty modifier whose words meet an easing one's, one taken only
    # last game or said not taken)
    ("Partial Enemy immunity to Conditions is on, and our Characters won every Combat. Do we get Progress Points?", None),
    ("В прошлой партии брали облегчение, в этот раз нет. Получим очки прогресса за эту партию?", None),
    ("We didn't take Cheaper Services this game, just More expensive services. Are Progress Points awarded?", None),
    # (… but taken again, or this game too: No)
    ("Last time we took the Cheaper Services modifier and got no points. This game we took it again. Do we get Progress "
     "Points?", "no"),
    ("In the previous game and in this one we used the Damage Limit per Attack modifier. Do we get Progress Points?", "no"),
    # (each was No: an easing modifier by its Russian name taken last game, or one whose words the
    # harder one's hold — «больше» is no word the tokenizer keeps)
    ("В прошлой партии брали дешёвые услуги, в этот раз никаких модификаторов. Дадут очки прогресса за эту партию?", None),
    ("В прошлый раз брали «больше вариантов улучшений», но сейчас играем только с «меньше вариантов улучшений». "
     "Дадут ли очки прогресса?", None),
    # (was No: "is it true that they give none?" after an opinion asked)
    ("На ваш взгляд, что лучше — лимит урона за атаку или дешёвые услуги? И правда ли, что с ними не дают очков "
     "прогресса?", "yes"),
])
def test_progress_points_in_a_game_told_with_or_without_an_easing_modifier(client, q, verdict):
    # (the first two were No, from "Progress Points are not awarded in a game with decreased difficulty")
    assert _verdict(client, q, ROM) == verdict


def test_what_was_so_in_another_game_says_nothing_of_this_one(client):
    # (was No, from Dunwich's "cannot attack another Character's … card", told of the last game)
    q = ("Arkham, fighting Cthulhu. One of the cards on the Detective has 2 Health left. Last game in Dunwich we could "
         "only hit our own card. Can the Seer attack the card assigned to the Detective here?")
    assert _verdict(client, q, ROM) is None
    told_now = "We're fighting the Dunwich Horror. Can the Seer attack the Great Old One card associated with the Sorcerer?"
    assert _verdict(client, told_now, ROM) == "no"
    # (this game told after a comma: was No, from Dunwich's rule, and Yes, from Cthulhu's)
    assert _verdict(client, "В прошлой партии был Данвич, в этой партии — Ктулху. Персонажи могут атаковать любую "
                            "карту Великого Древнего?", ROM) == "yes"
    assert _verdict(client, "Last game we fought Cthulhu, whereas today we're against the Dunwich Horror. Can I "
                            "attack the card associated with another Character?", ROM) is None


def test_a_lead_in_denies_nothing_asked(client):
    # (was Yes: «не понял» read as the ask's denial)
    q = "По вашему описанию не понял: в бою с Ужасом Данвича можно атаковать карту Древнего, связанную с другим персонажем?"
    assert _verdict(client, q, ROM) == "no"


@pytest.mark.parametrize("q, verdict", [
    # (was Yes, from "apply the Round Effects Card's extra effects at the start of the rounds shown")
    ("We're at the Cthulhu fight in Arkham. Do we apply the Round Effects Card's extra effects?", None),
    ("We fight the Dunwich Horror. Do the Round Effects apply?", "no"),
    ("Normal combat against Ghouls. Do we apply the Round Effects Card's extra effects?", "yes"),
])
def test_round_effects_are_ignored_against_a_great_old_one_named(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


def test_vulnerability_adds_to_an_attack_whatever_weakness_the_attacker_has(client):
    # (was No, from "an Enemy attacks another Enemy, or a Character another Character")
    q = ("My Seer has 2 Weakness, but the Enemy has 1 Vulnerability. When I attack that Enemy, is 1 extra point added "
         "to my Attack for its Vulnerability?")
    assert _verdict(client, q, ROM) == "yes"


@pytest.mark.parametrize("q", [
    # (was Yes, from "sacrifice Cultists to negate an Arcana card")
    "Last game one of us sacrificed Cultists twice against the same Arcana card. Is that allowed?",
    "Can one of us sacrifice Cultists twice against the same Arcana card?",
])
def test_cultists_are_sacrificed_once_against_one_card(client, q):
    assert _verdict(client, q, ME) == "no"


def test_a_prevention_lost_in_another_game_is_no_state_of_this_one(client):
    # (was No: the kind read "my prevention was lost when its card left play" as this game's)
    q = ("Last time we played, my prevention was lost when its card left play. This game the source of my prevention "
         "is still in play. Does its prevention apply to the wounds now?")
    reply = client.post("/v1/ask", json={"question": q, "game": BSK}).json()
    assert reply["verdict"] is None
    assert [n["question"] for n in reply["needs"]] == ["How many wounds does the attack deal?"]


def test_the_games_title_is_no_great_old_one_of_the_situation(client):
    # ("Rise of Myths: Cthulhu" named the game; Cthulhu's rules then silenced Dunwich's Seals)
    q = "In Rise of Myths: Cthulhu, can I activate my Seal by discarding 2 cards of another type?"
    assert _verdict(client, q, ROM) == "yes"


def test_a_russian_question_of_the_fight_in_arkham_is_answered(client):
    # (Arkham by its Russian name: the question was refused, its support too low)
    q = "Против Ктулху в Аркхэме персонажи могут атаковать любую карту Древнего?"
    assert _verdict(client, q, ROM) == "yes"


@pytest.mark.parametrize("q, verdict", [
    # (each was no verdict: the Russian wordings of an exhausted unit moving and warping)
    ("Мой отряд истощён. Может ли он двигаться?", "no"),
    ("Мой отряд истощён. Может ли он совершить перенос через разлом?", "yes"),
])
def test_an_exhausted_unit_asked_in_russian_cannot_move_but_can_warp(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


def test_a_new_condition_given_is_not_an_old_one_lasting(client):
    # (was No, from "Weakness lasts for several Attacks"; Characters have no limit on Conditions)
    q = ("The Detective is carrying 2 Bleed, 2 Weakness, 1 Prison and 2 Vulnerability tokens. Now an attack inflicts "
         "one more Weakness on him. Does he still get the new Weakness token?")
    assert _verdict(client, q, ROM) is None
    assert _verdict(client, "Does Weakness last for several Attacks?", ROM) == "no"


@pytest.mark.parametrize("q, verdict", [
    # (each was no verdict: "just X and me" is a conflict of two)
    ("Invasion, it's just Shub-Gorath and me (Hastur) in the conflict, and I only have 1 figure in the conflicted area. "
     "Can I surrender instead of fighting?", "yes"),
    ("Invasion, it's just Shub-Gorath and me in the conflict, and I have 2 figures in the conflicted area. Can I "
     "surrender?", "no"),
    # (was Yes: one figure told of the last game)
    ("В прошлой партии у меня в зоне конфликта была одна фигура, в этой партии — три. Участников двое, я защищаюсь. "
     "Могу сдаться?", None),
])
def test_a_defender_of_a_conflict_of_two_surrenders_with_one_figure(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


def test_a_third_spell_is_counted_by_the_limit_not_by_the_second_spells_rule(client):
    # (was no verdict: "cast a second spell" asked back whether the first had resolved)
    q = ("Spell Casting as Yog-Sothoth, I've got loads of Power and 3 played conflict cards. Can I cast a third spell "
         "after my second one?")
    assert _verdict(client, q, OOO) == "no"
    # (the second spell's own rule still answers a second one)
    assert _verdict(client, "My first spell hasn't resolved yet. Can I cast a second spell?", OOO) == "no"


def test_an_easing_modifier_taken_this_game_too_withholds_progress_points(client):
    # (was no verdict: «в этой — тоже» says this game is the same)
    assert _verdict(client, "В прошлой партии брали дешёвые услуги, в этой — тоже. Очки прогресса будут?", ROM) == "no"


@pytest.mark.parametrize("q, verdict", [
    # (was Yes: the two spells told, not the third "again" asks of; and what the limited thing
    # already has)
    ("In this conflict I already cast two spells. Can I cast a spell again?", "no"),
    ("Already cast two spells. Can I cast a spell again this conflict?", "no"),
    ("I've cast one spell. Can I cast a spell again this conflict?", "yes"),
    # (… but not another's two, nor two held, nor two of us, nor two of an earlier round: each was
    # No in review 53 or 54)
    ("Hastur already cast two spells this conflict; I've cast only one. Can I cast a spell again?", "yes"),
    ("We've already cast two spells in this conflict, Hastur and me, one each. Can I cast a spell again?", "yes"),
    ("I already have two spells on my played conflict cards and so far I've cast one of them. Can I cast a spell "
     "again?", "yes"),
    ("In the previous round I already cast two spells. This is a new conflict now. Can I cast a spell again?", "yes"),
    # (were No: what is repeated was done in another game, the act is of one)
    ("Yesterday I used the same Scheme in round 1. Tonight in round 1 of the new game, can I pick it again?", None),
    ("I used the same Scheme in round 1. Now in round 3, can I pick it again?", "no"),
])
def test_again_adds_to_what_this_game_counts(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


def test_again_adds_to_the_conditions_an_enemy_already_has(client):
    q = "The Enemy already has 5 different Conditions. Can I inflict a Condition on it again?"
    assert _verdict(client, q, ROM) == "no"
    # (not to five it had before they were discarded: was No in review 54)
    q = "The enemy had 5 Conditions, but I already discarded them all with Swamp Conversion. Can I inflict a Condition " \
        "on it again?"
    assert _verdict(client, q, ROM) == "yes"


@pytest.mark.parametrize("q, verdict", [
    # (was No, from "cannot accumulate Charges … before the next Combat Encounter", the use
    # told of the previous Combat)
    ("Реликвию я использовал в прошлом бою. Можно ли снова её использовать в следующем бою?", None),
    ("I used my Relic in the previous Combat Encounter. It has all the Charges it needs now. Can I use it again in "
     "this Combat?", None),
    ("I used my Synergy Relic this Combat. Can I charge it again before the next Combat?", "no"),
    # (the next round is still before the next Combat, the last round of it is of this one: each
    # was no verdict at a reviewed head)
    ("Я использовал Реликвию в этом бою. Можно ли копить на ней заряды в следующем раунде?", "no"),
    ("Я использовал реликвию в прошлом раунде этого боя. Можно снова использовать её в этом раунде?", "no"),
])
def test_a_relic_used_in_the_previous_combat_is_no_use_of_the_next(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


@pytest.mark.parametrize("q, verdict", [
    # (was Yes: "not just Hastur and me" read as a conflict of two)
    ("It's not just Hastur and me - Cthulhu also has a unit there. I have 1 figure. Can I surrender?", None),
    ("Hastur invaded. Cthulhu also has a unit there, so it's not just Hastur and me. I have 1 figure. Can I surrender?",
     "no"),
])
def test_not_just_two_is_no_conflict_of_two(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


def test_playing_in_a_place_the_book_names_is_no_other_game(client):
    # (was refused: «играем в Аркхэме» read as playing a game called Arkham)
    reply = client.post("/v1/ask", json={"question": "Сейчас играем в Аркхэме против Ктулху. Можно атаковать любую "
                                                     "карту Древнего?"}).json()
    assert (reply["abstained"], reply["verdict"]) == (False, "yes")
    other = client.post("/v1/ask", json={"question": "Играем в Монополию. Сколько денег в начале?"}).json()
    assert other["abstained"] is True


@pytest.mark.parametrize("ended, now, verdict", [
    ("three", "four", "no"), ("four", "five", "yes"), ("one", "two", "no"), ("two", "three", "yes")])
def test_the_round_now_starting_not_the_one_just_survived_says_whether_a_curse_comes(client, ended, now, verdict):
    # a new Curse at the start of rounds 1, 3 and 5 against Cthulhu; not in rounds 2, 4 and 6
    q = (f"Final fight against Cthulhu in Arkham, two Characters. We just survived round {ended} and it's now "
         f"the start of round {now}. Do we turn over a new Curse card?")
    assert _verdict(client, q, ROM) == verdict


def test_a_norm_of_other_rounds_still_silences_an_act_that_lists_no_rounds(client):
    # "regain all their Health at the start of rounds 2, 4 and 6" asked of round 3: "from round 3
    # … gain Enhance" shares the cards, not the act
    q = ("Бой с Ктулху в Аркхеме. Во 2-м раунде мы сильно ранили одну из карт Великого Древнего. "
         "Восстанавливает ли эта карта всё здоровье в начале 3-го раунда?")
    assert _verdict(client, q, ROM) is None


def test_a_term_the_ask_names_is_not_an_act_that_has_its_words_apart(client):
    # "from round 3, Cthulhu's Great Old One cards gain their Enhance effects" has "round" and
    # "effects", not the Round Effects card: it says nothing of ignoring that card
    q = "Fighting Cthulhu, round 3 starts. We ignore the Round Effects card but apply the Curse, right?"
    assert _verdict(client, q, ROM) is None


@pytest.mark.parametrize("story", [
    "I played a Consumable card in round 1 of this combat. It's round 3 now",
    "It's round 2 of this combat and I already played my Consumable card in round 1",
])
def test_again_after_a_round_named_by_number_adds_no_round(client, story):
    # a Consumable card is played once per Combat: told played, "again" is a second time; the
    # Combat's limit of 6 rounds says nothing of it ("round 1" names a round, counts none of it)
    assert _verdict(client, f"{story}. Can I play it again in this combat?", ROM) == "no"


@pytest.mark.parametrize("q, verdict", [
    # up to 3 times per Shop and Character: the ask's ordinal, or the story's count and «ещё одно»
    ("We're at a Shop and the Seer has already paid for Health three times here. Can she buy a 4th Health point "
     "at this shop?", "no"),
    ("We're at a Shop and the Seer has already paid for Health twice here. Can she buy a 3rd Health point "
     "at this shop?", "yes"),
    ("Провидица уже 3 раза купила Здоровье в этом магазине. Может купить ещё одно?", "no"),
    ("Провидица уже 2 раза купила Здоровье в этом магазине. Может купить ещё одно?", "yes"),
])
def test_the_time_asked_of_is_the_asks_ordinal_or_one_more_than_the_story_counts(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


def test_an_irregular_past_of_the_acts_verb_is_the_act_done_so_far(client):
    # one Seal broken per Dominion: "broke" is the act's "break", and "another" a second Seal
    q = "I already broke 1 Seal with this Dominion. Can I break another in the same Dominion?"
    assert _verdict(client, q, OOO) == "no"


@pytest.mark.parametrize("n, verdict", [(1, "no"), (2, "yes"), (3, "yes")])
def test_the_round_a_story_is_in_is_the_ordinal_case_of_an_each_round_rule(client, n, verdict):
    # the Leader Token passes left at the start of each round except the first
    q = f"It's round {n} of the combat. Does the leader pass the Leader Token to the left at the start of this round?"
    assert _verdict(client, q, ROM) == verdict


def test_an_acts_verb_that_only_describes_the_thing_asked_of_is_not_the_step_asked(client):
    # "may discard as many cards as wished to gain Energy" says nothing of returning a card
    # discarded this turn (which reaches the discard pile only at the end of the turn)
    q = "The Detective plays Research for 1 Energy. Can he return a card he discarded earlier this turn to his hand?"
    assert _verdict(client, q, ROM) is None


@pytest.mark.parametrize("q, verdict", [
    # a denial in brackets is an aside on what the ask names, not the ask's polarity
    ("Can energy I gained from another source (not from discarding) be accumulated in my Synergy Relic?", "no"),
    ("Does a Sacrifice card I discarded to gain Energy (not played) apply its Sacrifice effect?", "no"),
    # (and what the brackets deny is no case of the ask: "sources" said only there)
    ("Can Energy I gained by discarding a card (not from another source) be accumulated in my Synergy Relic?", None),
    # … and «(не Cooperative)» says the card counts; «ещё одну обычную» after it is the second
    ("Я уже сыграл одну карту за другого персонажа в этот ход (не Cooperative). Могу ли я сыграть ещё одну обычную "
     "карту за другого персонажа в этот же ход?", "no"),
    # (the kind of the card asked of untold: the engine asks it)
    ("Я уже сыграл одну карту за другого персонажа в этот ход (не Cooperative). Могу ли я сыграть ещё одну карту за "
     "другого персонажа в этот же ход?", None),
])
def test_a_denial_in_brackets_is_an_aside(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


def test_one_more_said_once_is_counted_once(client):
    # «одно … ещё одно» is two spells, within 2 per conflict («два … ещё одно» is three)
    q = "Я уже сотворил одно заклинание в этом конфликте. Могу ли я сотворить ещё одно заклинание в этом конфликте?"
    answer = client.post("/v1/ask", json={"question": q, "game": OOO}).json()["answer"]
    assert answer.startswith("Да. Я понял вопрос так: 2 заклинаний: не более 2.")
    answer = client.post("/v1/ask", json={"question": q.replace("одно заклинание в", "два заклинания в", 1),
                                           "game": OOO}).json()["answer"]
    assert answer.startswith("Нет. Я понял вопрос так: 3 заклинаний: не более 2.")


def test_a_bracket_that_denies_one_alternative_of_an_act_leaves_the_other(client):
    # "a Character may not attack another Character, nor an Enemy another Enemy": the question
    # sets the Enemy aside and asks of the Character's case, which no permission answers
    q = "Can a Character (not an Enemy) attack another Character when no card says so?"
    assert _verdict(client, q, ROM) is None


@pytest.mark.parametrize("q, verdict", [
    # "(not a normal one)" tells the card Cooperative: the limit of 1 does not count it
    ("this turn I played one card for the Seer but it was Cooperative (not a normal one). can I still play a normal "
     "card for her this turn?", "yes"),
    ("I played a Cooperative card for the Seer earlier this turn (not a regular one); can I still play a regular card "
     "for her now?", "yes"),
    ("I played a card for the Seer earlier this turn (not a Cooperative one); can I still play a regular card for her "
     "now?", "no"),
])
def test_a_normal_card_denied_in_brackets_is_a_cooperative_one(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


@pytest.mark.parametrize("q, verdict", [
    # "my 3rd enemy Seal": each enemy Seal broken is 1 VP; "the other two … each" are not the asker
    ("3-player Standard game, we're in round four. I just broke my 3rd enemy Seal with Dominion; the other two have "
     "1 VP each. When we reach the End Phase, do I win right there even though there are rounds left?", "yes"),
    ("3-player Standard game, we're in round four. I just broke my 2nd enemy Seal with Dominion; the other two have "
     "1 VP each. When we reach the End Phase, do I win right there even though there are rounds left?", "no"),
    # ("the other two players" are not the number of players)
    ("3-player Standard game, End Phase of round 3. I have 2 VP, the other two players have 1 VP each, and everybody "
     "still has unused Schemes. Do I win the game now?", "no"),
])
def test_the_seals_broken_are_the_vp_and_the_others_count_is_not_the_askers(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


def test_a_norm_of_hidden_cards_says_nothing_of_a_card_revealed_before(client):
    told = ("Соперник вскрыл своё скрытое существо с болотной стихией ещё в прошлый ход. Сейчас я заявляю действие, "
            "которое считает число стихий в его отряде. Это существо учитывается?")
    assert _verdict(client, told, BSK) is None
    assert _verdict(client, "Учитываются ли скрытые карты при подсчёте для заявки?", BSK) == "no"


def test_the_empowered_effect_of_an_avatar_told_awake_does_not_trigger(client):
    # (only while the Avatar is dormant: one that awoke, or is said awake, has lost it)
    told = ("My Avatar awoke in round 2. Now I resolve an empowered Influence: does the Empowered effect on my "
            "Avatar's dormant side still trigger?")
    assert _verdict(client, told, OOO) == "no"
    told = ("Мой аватар проснулся во 2 раунде. Сейчас усиливаю влияние — эффект Empowered с dormant стороны "
            "карты аватара всё ещё срабатывает?")
    assert _verdict(client, told, OOO) == "no"
    told = ("Мой Аватар уже пробуждён. Я трачу Древний Знак, чтобы усилить Влияние. Срабатывает ли ещё и "
            "Empowered-эффект с карты Аватара?")
    assert _verdict(client, told, OOO) == "no"
    told = "My Avatar is already awake. I empower an Influence. Do I also resolve the Empowered effect on my Avatar card?"
    assert _verdict(client, told, OOO) == "no"
    # (nothing told of its side: asked back, not assumed)
    told = "I spend an Ancient Sign to empower an Influence. Do I also resolve the Empowered effect on my Avatar card?"
    assert _verdict(client, told, OOO) is None
    told = ("We play with Avatars and mine is dormant. When I resolve an empowered Influence, do I also resolve the "
            "Empowered effect on my Avatar card's dormant side?")
    assert _verdict(client, told, OOO) == "yes"
    # dormant again, or the one that awoke is another's: the norm of a dormant Avatar answers
    told = ("My Avatar awoke in round 2, then it was destroyed and flipped back. When I resolve an empowered "
            "Influence, does the Empowered effect on its dormant side still trigger?")
    assert _verdict(client, told, OOO) == "yes"
    told = ("Sasha's Avatar awoke last round; mine never did. When I resolve an empowered Influence, do I still "
            "resolve the Empowered effect on my Avatar's dormant side?")
    assert _verdict(client, told, OOO) == "yes"


def test_a_condition_is_asked_back_in_the_askers_language(client):
    reply = client.post("/v1/ask", json={"question": "Я трачу Древний Знак, чтобы усилить Влияние. Срабатывает ли "
                                                     "ещё и Empowered-эффект с карты моего Аватара?", "game": OOO}).json()
    assert reply["verdict"] is None
    assert reply["needs"] == [{"slot": "condition", "question": "Выполняется ли условие: ваш Аватар спящий?"}]


@pytest.mark.parametrize("q, verdict", [
    # a bracket that denies something else leaves the condition as told
    ("My unit in a contested area is Evasive (not a normal unit). Can it move?", "yes"),
    ("My unit in a contested area is a normal unit (not Evasive). Can it move?", "no"),
])
def test_a_bracket_denying_another_thing_leaves_the_condition_told(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


def test_a_russian_verb_that_only_describes_the_action_is_not_the_step_asked(client):
    # «оплатил» only describes the action; the step asked is to perform it
    q = "Можно ли выполнить игродействие, которое я оплатил по скрытой карте, если при вскрытии оно оказалось нелегальным?"
    assert _verdict(client, q, BSK) == "no"



def test_the_items_of_a_count_listed_in_brackets_are_not_counts_of_their_own(client):
    # "two cards (one worth 2, one worth 1)": two cards discarded, past "up to 1 card"
    q = ("The Sorcerer's Synergy Relic isn't full yet. This turn I want to discard two cards (one worth 2, one worth 1) "
         "and put all 3 Energy into the Relic as Charges. Is that allowed?")
    assert _verdict(client, q, ROM) == "no"
    assert _verdict(client, q.replace("two cards (one worth 2, one worth 1)", "one card (worth 2)"), ROM) == "yes"


def test_a_win_said_shared_is_asked_of_the_tie(client):
    # tied in VP and in allied Seals: Azathoth awakens and everyone loses — no shared win
    q = ("End Phase, 2-player game: we both hit 2 VP in the same round and we both have 3 allied Seals on the board. "
         "my friend says it's a shared win — is he right?")
    assert _verdict(client, q, OOO) == "no"
    assert _verdict(client, "If two players are tied for the most VP, is it a shared win?", OOO) is None


@pytest.mark.parametrize("q, verdict", [
    # "not a regular one" said outside brackets tells the card Cooperative too
    ("this turn I played one card for the Seer, a Cooperative one, not a regular one. can I still play a regular card "
     "for her this turn?", "yes"),
    ("I played a card for the Seer this turn — Cooperative, not normal. Can I still play a normal card for her?", "yes"),
    # the next card's words are not the one before's: the Detective's normal card is the one the limit counts
    ("I played a Cooperative card for the Seer and a normal card for the Detective. Can I play another normal card for "
     "the Seer this turn?", "no"),
    ("I played a Cooperative card for the Seer (not a normal card) and a normal card for the Detective; can I play "
     "another normal card for someone this turn?", "no"),
])
def test_each_card_for_another_is_of_the_kind_its_own_words_tell(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


@pytest.mark.parametrize("q, verdict", [
    # a denial stops at "but": "not Evasive but Flying" is a Flying unit
    ("My unit is not Evasive but Flying. Does a void area block its movement?", "no"),
    ("My unit is not Flying but Subtle. Can it be summoned into a contested area?", "yes"),
    # "not a normal unit" does not deny the unit is Evasive
    ("My unit in a contested area is Evasive, not a normal unit, though it is not Flying. Can it move?", "yes"),
])
def test_a_denial_stops_at_but_and_a_plain_kind_denied_is_no_condition_failing(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


def test_a_norm_of_hidden_cards_says_nothing_of_revealed_ones(client):
    assert _verdict(client, "Учитываются ли вскрытые карты при подсчёте количества стихий для заявки?", BSK) is None
    assert _verdict(client, "Противник вскрыл скрытое существо до моей заявки. Учитывается ли оно при подсчёте стихий?",
                    BSK) is None
    assert _verdict(client, "Are hidden cards counted when I declare an action that counts the number of elements?",
                    BSK) == "no"


@pytest.mark.parametrize("q", [
    # a Sanity loss with a cause of its own is no sign of the card played for her
    "I played a Cooperative card for the Possessed this turn, and she then lost 1 Sanity from her own Rage card. Can I "
    "still play a regular card for her this turn?",
    "I played a Cooperative card for the Seer earlier this turn, and after that the Enemy's effect made her lose 1 "
    "Sanity. Can I still play one regular card for her this turn?",
])
def test_a_sanity_loss_told_with_another_cause_leaves_the_card_cooperative(client, q):
    assert _verdict(client, q, ROM) == "yes"


def test_another_after_a_count_told_ended_is_one_more(client):
    q = "3-player Short game, end of round 4. Nobody reached 3 VP. Do we play another round?"
    assert _verdict(client, q, OOO) == "no"
    assert _verdict(client, q.replace("round 4", "round 3"), OOO) == "yes"


def test_they_after_the_asker_alone_are_the_others(client):
    q = "3-player game, End Phase. Unlike the other two, I have 3 VP; they have 1 VP each. Do I win?"
    assert _verdict(client, q, OOO) == "yes"
    assert _verdict(client, q.replace("I have 3 VP", "I have 2 VP"), OOO) == "no"


@pytest.mark.parametrize("q, verdict", [
    # «за Провидицу», «за неё … карту»: a card played for her; «на Провидицу» too
    ("Я уже сыграл за Провидицу кооперативную карту (не обычную) в этот ход. Могу ли я сыграть за неё ещё одну обычную "
     "карту в этот ход?", "yes"),
    ("Я уже сыграл за Провидицу обычную карту в этот ход. Могу ли я сыграть за неё ещё одну обычную карту в этот ход?",
     "no"),
    ("Провидица уже сыграла за Колдуна одну обычную карту (не Cooperative) в этот ход. Может она в этом же ходу сыграть "
     "за него ещё одну такую карту?", "no"),
])
def test_a_card_played_za_a_character_is_played_for_them(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


def test_the_character_one_plays_as_is_no_recipient(client):
    # «Играю за Одержимую»: the asker's Character; the card for the Seer is the one told, of no told kind
    q = ("Играю за Одержимую, в этот ход уже сыграла Scare Away на Провидицу. Хочу кинуть ей ещё одну обычную карту "
         "защиты (не кооперативную), плачу своей энергией. Так можно?")
    r = client.post("/v1/ask", json={"question": q, "game": ROM}).json()
    assert r["verdict"] is None
    assert [n["slot"] for n in r["needs"]] == ["turns[0].plays[0].cooperative"]


@pytest.mark.parametrize("q", [
    # a "normal" that denies another thing (an Attack card, a play) tells nothing of Cooperative
    "I played a card for the Seer this turn (not an ordinary Defense card, but it had no Cooperative effect either). "
    "Can I play another non-Cooperative card for her this turn?",
    "I played Scare Away for the Seer this turn (not a normal play for me, and it isn't Cooperative). Can I play "
    "another non-Cooperative card for her this turn?",
])
def test_a_normal_denied_of_another_thing_leaves_the_card_as_told(client, q):
    assert _verdict(client, q, ROM) == "no"


def test_another_after_another_scope_ended_is_no_second(client):
    # "another" counts on from the count only where the count itself is told ended: the spells
    # of a conflict that is over are not this conflict's (which of the rules answers is not read)
    q = ("I cast 2 spells in the previous conflict. That conflict is over and a new conflict has started. Can I cast "
         "another spell in this conflict?")
    assert _verdict(client, q, OOO) is None


def test_they_with_several_values_are_read_as_before(client):
    q = ("3-player game, End Phase. I have 3 VP; they have 3 VP and 2 VP, and the one with 3 VP has more allied Seals "
         "than me. Do I win?")
    assert _verdict(client, q, OOO) is None


@pytest.mark.parametrize("q", [
    # "both of them have more Seals than me" is not of me; "they have 2 each" are not my Seals nor my VP
    "3-player game, End Phase. I have 3 VP; the other two have 3 VP each, and both of them have more allied Seals "
    "than me. Do I win?",
    "3-player game, End Phase. I have 3 VP. The other two have 3 VP each; I have 5 allied Seals on the board and they "
    "have 2 each. Do I win?",
])
def test_seals_said_of_they_are_not_the_askers(client, q):
    assert _verdict(client, q, OOO) is None


@pytest.mark.parametrize("n, verdict", [(4, "no"), (3, "yes")])
def test_another_round_after_a_round_told_over(client, n, verdict):
    q = f"Short 4-player game. Round {n} is over and no one reached 4 VP. Do we play another round?"
    assert _verdict(client, q, OOO) == verdict


def test_a_play_told_before_a_new_turn_is_not_this_turns(client):
    q = ("My turn is over; I had played a normal card for the Detective in it. Now it's my turn in the next round. Can "
         "I play another normal card for him?")
    assert _verdict(client, q, ROM) is None
    q = "I played a card for the Seer this turn - not a regular one but a Cooperative one. Can I still play a regular card for her?"
    assert _verdict(client, q, ROM) == "yes"


@pytest.mark.parametrize("q, verdict", [
    # a condition that holds is needed, not enough: another rule's prohibition of the thing
    # the condition is of, all its words said, answers
    ("My Evasive unit in a contested area is exhausted. Can it move?", "no"),
    ("My Flying unit is exhausted after the last conflict. Can it move to a void area during Invasion?", "no"),
    # not exhausted ("not … but standing" is one unit, set against nothing): the condition answers
    ("My unit is not exhausted but standing, and it is Evasive. Can it move out of the contested area?", "yes"),
    ("My Flying unit wants to move through a void area. Can it move?", "yes"),
    # the exhausted one is another unit: the prohibition is not of the one asked
    ("My Beastmen are exhausted. My other unit in the contested area is Evasive. Can it move?", "yes"),
    ("My Flying unit and my exhausted Beastmen are in the same world. Can the Flying unit move through a void area?",
     "yes"),
    ("My Evasive unit is in a contested area with my exhausted Beastmen. Can the Evasive unit move?", "yes"),
    # … or the state is told undone
    ("My Evasive unit in a contested area was exhausted in the conflict, but all units were refreshed in the End "
     "Phase. Can it move now?", "yes"),
    # the ask says the prohibition's case itself, of the thing with the condition: the condition
    # lets a unit into a void (or enemy) area, not into a Sealed or Warded one
    ("During Conjuration, can I summon my Flying unit into a Sealed void area?", "no"),
    ("During Conjuration, can I summon my Flying unit into a Warded void area?", "no"),
    ("During Conjuration, can I summon my Subtle unit into a Warded enemy area?", "no"),
    ("During Conjuration, can I summon my Subtle unit into a Sealed contested area?", "no"),
    ("Во время Призыва могу ли я призвать летающий отряд в опечатанную пустотную область?", "no"),
    # the Sealed area is another one, beside it
    ("During Conjuration, can I summon my Flying unit into a void area next to a Sealed area?", "yes"),
    ("During Conjuration, can I summon my Subtle unit into a contested area next to a Sealed area?", "yes"),
    # … or a limit the count told goes past: one unit per Conjuration
    ("During this Conjuration I already summoned my Flying unit into a void area. May I summon another Flying unit "
     "into a void area? I have no Portal upgrade.", "no"),
    ("During this Conjuration I haven't summoned anything yet. May I summon my Flying unit into a void area?", "yes"),
    # "but" before the state told does not undo it
    ("My Evasive unit is in a contested area but it's exhausted. Can it move?", "no"),
])
def test_a_prohibition_of_the_thing_a_condition_is_of_overrides_the_condition(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


def test_a_permission_says_nothing_of_another_one_its_limit_cannot_count(client):
    # "the card made her lose 1 Sanity" may be the card's own effect: whether the first card
    # counted is untold, so "may play a card for another Character" does not answer a second
    q = ("I played Scare Away for the Seer, and the card made her lose 1 Sanity. Can I play another non-Cooperative "
         "card for her this turn?")
    assert _verdict(client, q, ROM) is None
    q = "I played Scare Away for the Seer, and she lost 1 Sanity. Can I play another non-Cooperative card for her this turn?"
    assert _verdict(client, q, ROM) == "no"


def test_not_only_x_but_also_y_is_both_not_a_denial(client):
    # "not only Cooperative" says it is Cooperative: no Sanity is lost for it
    q = "The card I play for the Seer is not only Cooperative but also a Defense card. Does she lose 1 Sanity?"
    assert _verdict(client, q, ROM) == "no"


def test_a_case_told_after_the_ask_rules_out_a_norm_of_that_case(client):
    # "I have no Portal upgrade", said after the ask, rules out "ignore summoning restrictions
    # when summoning with the Portal upgrade": the limit of 1 unit per Conjuration answers
    q = "During this Conjuration I already summoned one unit. May I summon another unit? I have no Portal upgrade."
    assert _verdict(client, q, OOO) == "no"


def test_a_fact_said_of_a_place_the_question_never_names_answers_nothing(client):
    # "participants gain 3 Power at the start of a conflict in a Nexus area" says nothing of a
    # conflict not said to be in one
    q = ("I bought the Dark Young unit upgrade that reads 'Start of Conflict: gain 1 Power'. I have 3 Dark Young in "
         "this conflict. Do I gain 3 Power at start of conflict?")
    assert _verdict(client, q, OOO) is None
    assert _verdict(client, "The conflict is in a Nexus area. Do I gain 3 Power at start of conflict?", OOO) == "yes"


@pytest.mark.parametrize("q", [
    "The Dunwich Horror has 16 Health. Do its cards gain the Enhance effects?",
    "We're fighting the Dunwich Horror and knocked it down to 15 this turn. Do its cards gain the Enhance effects now?",
    "Бьёмся с Ужасом Данвича, за наш ход мы сбили его до 15. Получают ли его карты эффекты Enhance прямо сейчас?",
])
def test_a_condition_on_half_the_maximum_is_asked_back_not_answered_by_another_rule(client, q):
    # "a Gain effect applies even if the card did not have it" does not name Enhance: the rule of
    # the Great Old One's Enhance effects asks back the maximum the story does not tell (the
    # Russian story answered Да from "Gain" while the rule of Enhance was too far to be tried)
    r = client.post("/v1/ask", json={"question": q, "game": ROM}).json()
    assert r["verdict"] is None
    assert [n["slot"] for n in r["needs"]] == ["goo_health"]


@pytest.mark.parametrize("q, verdict", [
    ("играем вдвоём против Ужаса Данвича, макс здоровье у него 24, мы сейчас сбили его ровно до 12. его карты уже "
     "получают эффекты Enhance (усиление)?", "no"),
    ("Бьёмся с Ужасом Данвича, у него максимум 30 здоровья. За наш ход мы сбили его ровно до 15. Получают ли его "
     "карты эффекты Enhance прямо сейчас?", "no"),
    ("The Dunwich Horror has 16 Health out of 30. Do its cards gain the Enhance effects?", "no"),
    ("The Dunwich Horror has 14 Health out of 30. Do its cards gain the Enhance effects?", "yes"),
    ("Dunwich fight. The Horror's max Health is 24 and the Possessed just knocked it down to 11 in the middle of our "
     "turn. Do its cards get the Enhance effects now?", "yes"),
])
def test_half_the_maximum_is_computed_from_the_numbers_told(client, q, verdict):
    r = client.post("/v1/ask", json={"question": q, "game": ROM}).json()
    assert r["verdict"] == verdict
    assert r["rules"][0]["id"] in ("rom.goo.enhance-half", "rom.goo.companions-damaged")


@settings(max_examples=25, deadline=None, suppress_health_check=_FIXTURE)
@given(maximum=st.integers(min_value=4, max_value=60), data=st.data())
def test_enhance_follows_the_health_across_half_its_maximum(client, maximum, data):
    # "lower than half its maximum value": exactly half is not lower
    health = data.draw(st.integers(min_value=1, max_value=maximum - 1))
    q = (f"We're fighting the Dunwich Horror, max {maximum} Health. During our turn we knocked it down to "
         f"{health}. Do its cards gain the Enhance effects right now?")
    assert _verdict(client, q, ROM) == ("yes" if 2 * health < maximum else "no")


@pytest.mark.parametrize("q, verdict", [
    # "the Character receiving it does not pay" says nothing of the one who plays it, named
    ("The Possessed plays a card for the Detective. Does the Possessed pay its Energy Cost?", "yes"),
    ("When the Possessed plays a card for the Seer, does the Possessed pay its Energy Cost?", "yes"),
    ("When the Possessed plays a card for the Seer, does the Seer pay its Energy Cost?", "no"),
    # the one who plays, named before "for us", is not the one asked of
    ("When the Seer plays a card for us, do we pay its Energy Cost?", "no"),
    # "the active Character pays" says nothing of the asker another plays a card for
    ("The Sorcerer is the active Character and plays a card for me, the Seer. Do I pay its Energy Cost?", "no"),
    ("I play a card for the Seer. Do I pay its Energy Cost?", "yes"),
    # … who plays this one (another played for them once before)
    ("Last round the Sorcerer played a card for me. This turn I play a card for the Seer. Do I pay its Energy Cost?",
     "yes"),
    ("The Sorcerer plays a card for me, and now I'm playing a card for the Seer. Do I pay its Energy Cost?", "yes"),
    # the one who plays named in the ask before "for me" is the one asked of: "the receiving
    # Character loses 1 Sanity" does not answer (review 64)
    ("Does the Possessed lose 1 Sanity when she plays a card for me?", None),
    ("When the Seer plays a card for me, does she lose Sanity too?", None),
    ("When the Possessed plays a card for the Seer, does the Possessed lose 1 Sanity?", None),
    # an is-not of anyone ("a Cooperative card played for another costs Sanity") still answers
    ("The Seer plays a Cooperative card for the Detective. Does the Seer lose any Sanity?", "no"),
])
def test_the_one_who_plays_a_card_for_another_pays_it(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


def test_a_modifier_denied_only_of_another_game_denies_nothing_of_this_one(client):
    q = "We chose Cheaper Services this game. Do we get Progress Points? Last game we had no decreased difficulty, though."
    assert _verdict(client, q, ROM) == "no"


def test_the_thing_chosen_instead_that_is_the_acts_own_narrows_nothing(client):
    # "use the portal instead" chooses the act's own thing (a Portal): "returning through a
    # Portal costs each Character only 1 Sanity" answers
    q = ("walking back to Exploration Token #2 would take us across tokens 5, 4 and 3. if we use the portal instead, "
         "does each of us lose only 1 Sanity in total?")
    assert _verdict(client, q, ROM) == "yes"
    q = ("I want to sacrifice 2 Cultists to negate a card but the Node it's about has none of mine. can I take them "
         "from my other occupied Nodes instead?")
    assert _verdict(client, q, "mythos-encounters") == "yes"


def test_a_prohibition_of_a_second_one_says_nothing_when_no_first_is_told(client):
    # "cannot build a second Structure in the same Conjuration" is of a repeat: a unit summoned
    # is no first Structure
    q = "I summoned one unit during this Conjuration. Can I also build a Structure in the same Conjuration?"
    assert _verdict(client, q, OOO) is None
    q = "I already built an Outpost this Conjuration. Can I build another Structure?"
    assert _verdict(client, q, OOO) == "no"


@pytest.mark.parametrize("q, verdict", [
    # "cannot awaken an Avatar that is already awake": the state denied of the asker's thing
    # rules the prohibition out; told of it, it answers; told of another's, it says nothing
    ("My Avatar isn't already awake - it's still dormant. Can I spend 3 Ancient Signs to awaken it?", "yes"),
    ("I already have 3 Ancient Signs and my Avatar is not awake yet, it's dormant. Can I spend them to awaken my Avatar?",
     "yes"),
    ("My Avatar is already awake. Can I spend 3 Ancient Signs to awaken it?", "no"),
    ("My Avatar is awake. Can I awaken it again with 3 Ancient Signs?", "no"),
    ("My opponent's Avatar is already awake. Mine is dormant and I have 3 Ancient Signs. Can I spend them to awaken my "
     "Avatar?", "yes"),
    # "cannot resolve an Influence marker that is covered by another marker"
    ("Mine isn't covered, but Bob's marker is covered by another marker. Can I resolve his?", "no"),
    ("My marker is not visible because another marker covers it. Can I resolve it?", "no"),
    # (review 65) "nobody" of another doing denies no state; the state told in the act's other
    # word ("awakened") is told; and told, it answers only an ask of the act
    ("Nobody attacked my Avatar and it's still awake from round 2. Can I awaken it again for its Awaken effect?", "no"),
    ("Until last round my Avatar was never awake; I awakened it in last round's Scheme Phase. Can I awaken it again "
     "now with 3 more Ancient Signs?", "no"),
    ("My Avatar is already awake, so I'm not spending Ancient Signs on it this round. Do I gain 1 Ancient Sign?", None),
    # … and "may awaken the Avatar again after it is destroyed" is of a thing in a state too:
    # denied, it says nothing, and the prohibition answers (review 65)
    ("My Avatar is awake and was never destroyed. Can I awaken it again?", "no"),
    ("My Avatar hasn't been destroyed and is still awake. Can I awaken it again?", "no"),
    ("My Avatar was destroyed last round. Can I awaken it again?", "yes"),
])
def test_a_prohibition_of_a_thing_in_a_state_answers_only_when_the_state_is_not_denied(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


def test_a_rule_of_characters_says_nothing_of_a_creature_named_as_none_of_them(client):
    # "a Character is Wounded only if Health 5 or below" is no answer for the Ghoul (an Enemy,
    # never Wounded, named by its card's own name, which no list holds); the Seer's still is
    q = ("detective has a card that does +3 Attack if the target is Wounded. the Ghoul is down to 2 health out of 9. "
         "does the ghoul count as Wounded for that bonus?")
    assert _verdict(client, q, ROM) is None
    assert _verdict(client, "The Seer has 4 Health. Is the Seer Wounded?", ROM) == "yes"


def test_a_rule_a_cards_own_text_may_undo_says_nothing_when_the_quoted_text_narrows_it(client):
    # "the unused part is kept … unless its text says otherwise": «только от следующей атаки»
    # is the card's text saying it
    q = ("У моего существа текст: «предотвращает до 3 ран только от следующей атаки по нему». Следующая атака нанесла "
         "ему 1 рану, предотвратил 1. Можно ли оставшиеся 2 предотвращения приберечь на атаку в следующем ходу?")
    assert _verdict(client, q, BSK) is None


@pytest.mark.parametrize("q, verdict", [
    # "cannot spend a Follower and also a Lore in the same combat step": of one step, not another
    ("This combat step I spent 1 Lore and nothing else. In the next combat step can I spend an Ancient Sign as a "
     "Follower?", "yes"),
    ("I already spent a Follower this combat step. Can I also spend a Lore in the same combat step?", "no"),
    ("This is the second combat step. I already spent a Follower in it. Can I spend a Lore too?", "no"),
    # a Short game's rules say nothing of a Standard one (the glossary's contrast)
    ("Last time we played a Short game. This time it's Standard. Do we use Avatars?", None),
    ("Our last game was a Short game; this one is Standard. My Avatar is dormant and I have 3 Ancient Signs. Can I "
     "spend them to awaken it?", "yes"),
    ("We play a Short game. My Avatar is dormant and I have 3 Ancient Signs. Can I awaken it?", "no"),
])
def test_a_rule_of_one_step_or_one_game_length_says_nothing_of_another(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


@pytest.mark.parametrize("q, verdict", [
    # the game lengths as players name them ("the short version") are the book's Short Game
    ("We went with the short version tonight. My Avatar is dormant and I have 3 Ancient Signs. Can I awaken it?", "no"),
    ("We went with the standard version tonight. My Avatar is dormant and I have 3 Ancient Signs. Can I awaken it?",
     "yes"),
])
def test_a_game_length_said_in_players_words_is_the_books(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


@pytest.mark.parametrize("q, verdict", [
    # a method used once against a card is used up for it, however the story says the discard
    ("Kai played Misdirection (red 2) on me and I ditched an Arcana (red 3) to stop it. Then Kai sacrificed a Character card, "
     "rolled a 6 and reinstated it. Can I now discard another Arcana, a red 5, to stop it again?", "no"),
    ("Kai played Misdirection (red 2) on me and I ditched an Arcana (red 3) to stop it. Then Kai sacrificed a Character card, "
     "rolled a 6 and reinstated it. Can I now sacrifice 3 Cultists to stop it again?", "yes"),
    # (the discarded Arcana's red 3 is the value to beat now)
    ("Kai played Misdirection (red 2) on me and I ditched an Arcana (red 3) to stop it. Then Kai sacrificed a Character card, "
     "rolled a 6 and reinstated it. Can I now sacrifice 2 Cultists to stop it again?", "no"),
    # a step told in words nothing reads ("nuked") leaves the chain unknown: no verdict
    ("Kai played Misdirection (red 2) on me and I nuked an Arcana (red 3) to kill it. Then Kai sacrificed a Character card, "
     "rolled a 6 and reinstated it. Can I now discard another Arcana, a red 5, to stop it again?", None),
])
def test_a_discard_in_players_words_uses_up_the_method(client, q, verdict):
    assert _verdict(client, q, ME) == verdict


@pytest.mark.parametrize("q, verdict", [
    # a limit asked is the act's limit or another: "Standard Game - 6 rounds max"
    ("Is the Standard Game 4 rounds max?", "no"),
    ("Is the Standard Game 6 rounds max?", "yes"),
    ("Does a Standard game last at most 4 rounds?", "no"),
    ("Is the maximum length of a Standard game 4 rounds?", "no"),
    ("Is the maximum length of a Standard game 6 rounds?", "yes"),
    ("In a Standard game, can the game last 7 rounds?", "no"),
    # (a limit of any count, not only of rounds: "A player rolls at most 10 dice …")
    ("Rolling for battle stats in a conflict: is the max 8 dice?", "no"),
    ("Rolling for battle stats in a conflict: is the max 10 dice?", "yes"),
    ("Is the Conflict hand drawn at Preparation capped at 3 cards?", "no"),
    # "no more than 6" is the limit said with a negator, not a denial nor 7
    ("Is a Standard game no more than 6 rounds?", "yes"),
    ("Стандартная игра длится не больше 6 раундов?", "yes"),
    ("Does a Short game last no more than 4 rounds?", "yes"),
])
def test_a_limit_asked_is_the_books_limit_or_not(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


@pytest.mark.parametrize("q, verdict", [
    # the rules of Avatars hold only "if playing with Avatars": a Short game uses none
    ("In a Short Game, does my empowered Influence trigger my Avatar's Empowered effect?", "no"),
    ("Short variant tonight. When I resolve an empowered Influence, do I also resolve the Empowered effect on my Avatar "
     "card?", "no"),
    ("Standard game. My Avatar is dormant. When I resolve an empowered Influence, do I also resolve the Empowered effect "
     "on my Avatar card?", "yes"),
    ("Short version: when my Avatar awakens, do I add its figure to an area with my Seal?", "no"),
    ("We set up a Short game. Do I pick my faction Avatar?", "no"),
    ("Standard game setup: do we pick our faction Avatars?", "yes"),
    # "short" not of the game: the Short game's prohibitions say nothing
    ("I'm short on time, so quickly: Standard game, my Avatar is dormant and I have 3 Ancient Signs. Can I awaken it?",
     "yes"),
    ("Quick short question: my Avatar is dormant and I have 3 Ancient Signs. Can I awaken it?", "yes"),
    ("Standard question, nothing fancy: in a Short game, can I spend 3 Ancient Signs to awaken my Avatar?", "no"),
    ("We're playing the Standard game. Is it true that a Short game has no Avatars?", "yes"),
    ("Does a Short game have no Avatars?", "yes"),
    # (both lengths named: the Short game's prohibition does not decide)
    ("We chose the Standard game because a Short game felt too quick. At setup, can I pick my faction Avatar?", None),
])
def test_a_short_game_has_no_avatar_rules(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


@pytest.mark.parametrize("q, verdict", [
    # breaking an enemy Seal: the breaker gains 1 VP, the Seal's owner 1 Ancient Sign
    ("Does the enemy gain an Ancient Sign when I break their Seal?", "yes"),
    ("Does the player who breaks an enemy Seal gain an Ancient Sign?", None),
    ("When I break an enemy Seal, does the enemy gain 1 VP?", None),
    ("When I break an enemy Seal, do I gain 1 VP?", "yes"),
    ("Maya broke Leo's Seal with a Dominion. Does Leo gain a VP?", None),
])
def test_a_gain_is_of_the_one_the_rule_gives_it(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


def test_a_rule_of_a_card_leaving_play_says_nothing_when_the_story_tells_it_is_still_in_play(client):
    q = "Источник эффекта предотвращения всё ещё в игровой зоне. Применяется ли его предотвращение?"
    assert _verdict(client, q, BSK) is None
    q = "Карта-источник эффекта предотвращения покинула игровую зону. Применяется ли его предотвращение?"
    assert _verdict(client, q, BSK) == "no"



@pytest.mark.parametrize("q, verdict", [
    # (review 66) a denial reaches the word right after it, not a state joined by "and"
    ("My unit isn't exhausted and is Evasive. Can it move out of the contested area?", "yes"),
    ("None of my other units have Flying, but my Pack of Tindalos does. During Conjuration, can I summon the Pack of "
     "Tindalos into a void area?", "yes"),
    # … nor one a word after it ("not fresh - it is exhausted"); the case is denied only right
    # after its negator, past its other terms ("neither Warded nor Sealed")
    ("My Evasive unit in a contested area is not fresh - it is exhausted. Can it move?", "no"),
    ("During Conjuration, can I summon a unit into an allied world that is neither Warded nor Sealed? I haven't summoned "
     "anything yet.", None),
    # a place beside one is one right before it ("from a", "next to a"), not "from my supply into"
    ("During Conjuration, can I summon a unit from my supply into a Sealed area?", "no"),
    ("During Conjuration, can I summon my Flying unit from supply into a Sealed void area?", "no"),
])
def test_a_denial_or_a_place_beside_is_read_only_where_it_stands(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict



@pytest.mark.parametrize("q, verdict", [
    # (review 67) "none of" the asker's own units, not another's, however many words between
    ("None of the enemy units have Flying. My Byakhee has Flying. During Conjuration, can I summon it into a void area?",
     "yes"),
    ("None of my units in the contested area have Evasive. Can one of them move out of it?", "no"),
    # (review 68) however many words and commas; no one else's units among them
    ("None of my units in the contested area, the three Cultists and the old Ghoul, have Evasive. Can one of them "
     "move out of the contested area?", "no"),
    ("None of my opponent's units have Flying. My Byakhee has Flying. Can my Byakhee move through a void area?", "yes"),
    # an ask of both acts in the other step is of the same one
    ("Can I spend a Follower and a Lore in the next combat step?", "no"),
    ("I spent a Follower in this new combat step. Can I spend a Lore in this new combat step too?", "no"),
    # a denial past another term only as it is joined to it by "or"
    ("It isn't Warded - Sealed. During Conjuration, can I summon a unit into that allied world?", "no"),
    ("My Avatar is already awake. Can Bob awaken his dormant Avatar with 3 Ancient Signs?", "yes"),
    ("We chose the Standard game because a Short game felt too short. My Avatar is dormant and I have 3 Ancient Signs. "
     "Can I spend them to awaken it?", "yes"),
    ("We're playing a Short game. My Avatar is dormant and I have 3 Ancient Signs. Can I spend them to awaken my "
     "Avatar?", None),
])
def test_whose_thing_which_step_and_which_term_a_denial_is_of(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


@pytest.mark.parametrize("q, verdict", [
    # the one thing set apart from "none of my units" has it; the others, asked of, do not
    ("None of my units have Flying except my Nightgaunt. During Conjuration, can I summon the Nightgaunt into a void "
     "area?", "yes"),
    ("None of my units have Flying except my Nightgaunt. During Conjuration, can I summon my Beastmen into a void "
     "area?", "no"),
    ("None of my units have Flying, though my newly summoned Byakhee does. Can the Byakhee move through a void area?",
     "yes"),
    ("None of my units have Flying other than the Nightgaunt. Can my Beastmen move through a void area?", "no"),
    # the ask's own thing named by the term has it, whatever the story says of the others; a thing
    # denied it, or only beside one that has it, has not
    ("None of my units have Flying. Can a Flying unit move through a void area?", "yes"),
    ("None of my Subtle units have Flying. During Conjuration, can I summon my Subtle unit into an enemy area?", "yes"),
    ("Can a non-Flying unit move through a void area?", "no"),
    ("Setup: can my non-Flying unit go in a void area beside my Flying unit?", "no"),
    ("Can my Beastmen, which isn't a Subtle unit, be summoned into an enemy area?", "no"),
    # a quality the relative clause denies is the case asked, the question not negative
    ("Can my Flying unit be summoned into a void area that is no longer Sealed?", "yes"),
])
def test_which_thing_has_the_condition_and_which_the_ask_denies(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


@pytest.mark.parametrize("q, verdict", [
    # the round the ask likens the current one to is not the round the question is in
    ("Бьёмся с Ктулху в Аркхэме, начался 2-й раунд. Открываем новую карту Проклятия, как в первом раунде?", "no"),
    ("Fighting Cthulhu, round 2 has started. Do we reveal a new Curse like in round 1?", "no"),
    ("Fighting Cthulhu, it's round 3. Do we reveal a new Curse, as in the first round?", "yes"),
    # … while a round the ask names is the one asked of, and "as round 2 starts" likens nothing
    ("Round 2 has started against Cthulhu. Will round 3 bring a new Curse card at its start?", "yes"),
    ("As round 2 starts against Cthulhu, do we reveal a new Curse card?", "no"),
])
def test_a_round_the_ask_likens_the_current_one_to_is_not_the_current_one(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


@pytest.mark.parametrize("q, verdict", [
    # a value told with "is" is of the words before it: "the red number … is a 0" is a red value
    ("ok so Tom just dropped an Arcana card on me and the red number in the corner is a 0. I've got like 6 cultists "
     "spread over my nodes - can I burn a couple of them to cancel it?", "no"),
    ("Tom's Arcana card has a red value of 0. Can I sacrifice Cultists to negate it?", "no"),
])
def test_a_value_told_with_is_is_of_what_comes_before_it(client, q, verdict):
    assert _verdict(client, q, ME) == verdict


@pytest.mark.parametrize("q, verdict", [
    # the limit the asker grants is not what is asked — unless the ask asks the limited act
    ("My standing figures add up to 12 Dice Roll in this conflict. I know I only get to roll 10, but can I turn the "
     "extra 2 into some other conflict resource?", None),
    ("I know the cap is 10 dice, but my figures give 12. Can I roll 12?", "no"),
    ("My standing figures add up to 12 Dice Roll in this conflict. Can I roll all 12 dice?", "no"),
])
def test_a_limit_the_asker_grants_does_not_answer_another_act(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


def test_the_health_of_cthulhus_cards_is_regained_in_the_russian_round_told(client):
    q = "Бой с Ктулху, идёт четвёртый раунд. Карты Древнего восстанавливают всё здоровье в начале этого раунда?"
    assert _verdict(client, q, ROM) == "yes"


@pytest.mark.parametrize("q, verdict", [
    # the place the ask goes back to, told Sealed (or Warded) in a sentence of its own
    ("The void area I want is Sealed. During Conjuration, can I summon my Flying unit there?", "no"),
    ("There is a Warded void area next to my world. During Conjuration, can I summon my Flying unit into it?", "no"),
    ("The void area is Sealed by Bob. During Conjuration, can I summon my Flying unit into it?", "no"),
    # … not a state undone, denied, of a thing beside it, or of another place than the one asked
    ("The void area I want is Sealed. Bob broke the Seal last turn. During Conjuration, can I summon my Flying unit "
     "there?", "yes"),
    ("The void area I want is not Sealed. During Conjuration, can I summon my Flying unit there?", "yes"),
    ("The world next to the void area is Sealed. During Conjuration, can I summon my Flying unit into the void area?",
     "yes"),
    ("One void area is Sealed, the other is empty. During Conjuration, can I summon my Flying unit into the other "
     "void area?", "yes"),
    # (undone in a sentence after it without the word, or a place the ask tells apart)
    ("The void area I want is Sealed. Not anymore, though: I broke it with my Dominion. During Conjuration, can I "
     "summon my Flying unit there?", "yes"),
    ("The void area in Region 2 is Sealed. During Conjuration, can I summon my Flying unit into the void area in "
     "Region 3?", "yes"),
])
def test_the_place_asked_of_told_sealed_in_another_sentence(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


@pytest.mark.parametrize("q, verdict", [
    # an Avatar awakens again only once destroyed: told so, not so, or of another's Avatar
    ("Bob destroyed my Avatar in round 3. Can I awaken it again?", "yes"),
    ("My awoken Avatar got destroyed last round. Can I awaken it again?", "yes"),
    ("Моего пробуждённого Аватара уничтожили. Могу ли я снова его пробудить?", "yes"),
    ("Nobody destroyed my Avatar, so it is still awake. Can I awaken it again?", "no"),
    ("My Avatar is awake and wasn't destroyed. Can I awaken it again?", "no"),
    ("Hastur's Avatar got destroyed, but my Avatar is alive and awake. Can I awaken mine again?", "no"),
    ("My Avatar was destroyed last game. In this game it is already awake. Can I awaken it again this game?", "no"),
    ("Can I awaken my Avatar again?", None),
    # (another's act told done, asked without "again", is not the prohibition's case)
    ("Anna already chose the north Rift this End Phase. Do I still move a Rift this End Phase?", None),
    # a state of a time before is not the state now; one still told is
    ("My Avatar was awake earlier, but it was destroyed, so it's dormant again. Can I spend 3 Ancient Signs to "
     "awaken it again?", "yes"),
    ("My Avatar was awakened earlier this game and it's still awake. Can I awaken it again?", "no"),
    # destroyed by another's thing, in players' words, or with another's; not the Avatar destroying
    ("Bob's Star Spawn destroyed my Avatar last round. Can I awaken it again?", "yes"),
    ("My Avatar died in the conflict. Can I awaken it again?", "yes"),
    ("Bob's Avatar was destroyed, as was mine. Can I awaken mine again?", "yes"),
    ("My awake Avatar destroyed Bob's Avatar last round. Can I awaken mine again?", None),
    ("Мой Аватар пробуждён и в прошлом раунде уничтожил Аватара Хастура. Могу ли я снова пробудить своего Аватара?",
     "no"),
])
def test_an_avatar_awakens_again_only_once_destroyed(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


@pytest.mark.parametrize("q, verdict", [
    # "nobody" denies the verb right after it, not a word further on
    ("Nobody noticed it was illegal until my hidden card was revealed. Is the action declared from it performed?",
     "no"),
])
def test_nobody_denies_only_what_nobody_did(client, q, verdict):
    assert _verdict(client, q, "berserk") == verdict


@pytest.mark.parametrize("q, verdict", [
    # the book's Character cards by name: "I do have Eric Zann" names a Character Card
    ("Sam hit me with an Arcana card with a Red 0, so Cultists are out. I do have Eric Zann. Can I sacrifice him and "
     "roll to stop it?", "yes"),
])
def test_a_character_card_named_is_the_case_of_the_character_card_method(client, q, verdict):
    assert _verdict(client, q, ME) == verdict


@pytest.mark.parametrize("q, verdict", [
    # a denial of a time before, said to hold now after it, or ended "until …", denies nothing now
    # (the first is left without a verdict by the pronoun asked of, not No)
    ("I didn't expect Flying to matter here. My Byakhee has Flying. During Conjuration, can I summon it into a void "
     "area?", None),
    ("My unit wasn't Evasive until I bought its upgrade; now it is Evasive. Can it move out of the contested area?",
     "yes"),
    # … while one not said again still denies ("it wasn't destroyed"), and the ask says nothing of it
    ("Bob awakened his Avatar last round and it wasn't destroyed. Can Bob awaken his Avatar again?", "no"),
    # the Avatar's own effect destroying units is not the Avatar destroyed
    ("My Avatar's Awaken effect destroyed two of Hastur's units. It is still awake. Can I awaken my Avatar again next "
     "round?", "no"),
])
def test_a_denial_of_a_time_before_and_a_thing_that_destroys(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


@pytest.mark.parametrize("q, verdict", [
    # «…, я …» is a second doer's clause, and a card held then wanted («— она хочет сыграть его»)
    # is the step proposed: the Elder Sign used a second time against one card
    ("Леон сыграл на меня карту Арканы, я тут же остановил её своим Знаком Древних. У Леона в руке тоже есть "
     "Знак Древних — он хочет сыграть его, чтобы вернуть эффект. Он может так сделать?", "no"),
    # … and after another method, the one held is a further negation, which reinstates it
    ("Леон сыграл на меня карту Арканы с красным 2, я пожертвовал 2 культистов, чтобы отменить её. У Леона в руке "
     "есть Знак Древних — он хочет сыграть его, чтобы вернуть эффект. Он может так сделать?", "yes"),
])
def test_a_method_held_then_wanted_again_against_the_same_card(client, q, verdict):
    assert _verdict(client, q, ME) == verdict


@pytest.mark.parametrize("q, verdict", [
    # the prohibition the asker grants ("I know …") is not what is asked, nor is a reason's
    # "and not …" a statement of its own: the add effect's permission answers
    ("I know Conjuration can't summon into Sealed areas. My effect tells me to add 1 Spawn to an area, and that area "
     "is Sealed. Can I add it there?", "yes"),
    ("My effect says to add a unit to an area with a Seal. Can I still put it there since this is an add effect and "
     "not Conjuration?", "yes"),
    # … while the prohibition asked is still answered
    ("I know units can't be summoned into Sealed areas. But can I summon my Flying unit into a Sealed void area "
     "during Conjuration?", "no"),
    # "does adding work there?" is not "do Sealed areas prevent summoning outside Conjuration?"
    ("Does a card that says to add a unit work in a Sealed area? I know Conjuration can't summon into Sealed areas.",
     None),
    ("Do Sealed areas prevent summoning outside Conjuration?", "no"),
    # a statement granted beside the one asked ("i know …, but …, right?"): the asked one answers
    ("my unit is lying on its back (exhausted) from the last fight. i know it cant move in my invasion but it can "
     "still warp, right?", "yes"),
    ("My unit is exhausted. I know it can warp, but it can still move, right?", "no"),
])
def test_a_prohibition_granted_is_not_the_one_asked(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


@pytest.mark.parametrize("q, game, verdict", [
    # (review 79 of 16cafbc: each was the opposite of the book at that commit)
    # another player's Avatar awake says nothing of mine; mine told dormant answers
    ("Hastur awoke his Avatar last round. Mine is still dormant. I empower an Influence. Do I also resolve my Avatar's "
     "Empowered effect?", OOO, "yes"),
    ("My friend awoke his Avatar. I empower an Influence. Do I also resolve the Empowered effect on my dormant Avatar "
     "card?", OOO, "yes"),
    # an awakening only planned or weighed is none, and one denied keeps the Avatar dormant
    ("I'm saving my Ancient Signs to awaken my Avatar next round. I empower an Influence now. Do I also resolve my "
     "Avatar's Empowered effect?", OOO, None),
    ("I haven't awakened my Avatar yet. I empower an Influence. Do I also resolve my Avatar's Empowered effect?", OOO,
     "yes"),
    ("My Avatar isn't awake yet. I empower an Influence. Do I also resolve my Avatar's Empowered effect?", OOO, "yes"),
    ("I awakened my Avatar last round. I empower an Influence. Do I also resolve my Avatar's Empowered effect?", OOO,
     "no"),
    # another condition's glossary neighbour told is no failing of it
    ("My unit is Evasive and has Flying. Can it move out of a contested area?", OOO, "yes"),
    # a prohibition granted, asked again in other words, still answers
    ("I know you can't awaken an Avatar in a Short game. We play a Short game. Can I flip my Avatar to its Awoken "
     "side?", OOO, "no"),
    # a reason's "not" is no denial of the ask
    ("Can I summon a Spawn into the Sealed world during Conjuration since it's my own allied world and not Warded?",
     OOO, "no"),
    # the card held last is what "it" is
    ("I stopped Melissa's card with an Elder Sign. Leon also has an Elder Sign in hand. Melissa has a Red 3 Arcana in "
     "hand — she wants to use it to bring her effect back. Can she?", ME, None),
    # a dash after a step taken is no held card
    ("Леон сыграл на меня Аркану с красным 2, у меня на руке Знак Древних — я хочу сыграть его. Можно?", ME, "yes"),
])
def test_mends_of_review_79(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("q, verdict", [
    # an Enemy the book names is one of its Enemies: "Enemies are never considered to be Wounded"
    ("The Rabid Beast is down to 1 Health. Is it Wounded?", "no"),
    ("rabid beast is down to 1 health. sorcerer has a card that does extra vs Wounded targets, does the beast count "
     "as wounded now??", "no"),
    # … while a Character at that Health is
    ("The Seer is down to 4 Health. Is she Wounded?", "yes"),
])
def test_an_enemy_named_is_never_wounded(client, q, verdict):
    assert _verdict(client, q, ROM) == verdict


def test_a_character_held_sacrificed_against_the_same_arcana_card_is_the_character_method(client):
    # "against the same Arcana card" names the card negated, not an Arcana card discarded: the
    # Character card method, used once already, cannot be used again against it
    q = ("I sacrificed Randolph Carter against Leon's card and the roll failed. I also have Eric Zann in hand. Can I "
         "sacrifice him and roll again against the very same Arcana card?")
    assert _verdict(client, q, ME) == "no"


@pytest.mark.parametrize("q, game, verdict", [
    # (review 80 of 28ee869: each the opposite of the book, or a right answer lost, at that commit)
    # my Avatar awake says nothing of another player's, asked of
    ("My Avatar is awake. Cthulhu's Avatar is still dormant. When Cthulhu empowers an Influence, does he resolve his "
     "Avatar's Empowered effect?", OOO, "yes"),
    ("My Avatar is awake. Do the other players with dormant Avatars still resolve their Empowered effects when they "
     "empower an Influence?", OOO, "yes"),
    # "stop summoning" is read the other way round once only
    ("Does a Sealed area stop summoning during Conjuration?", OOO, "yes"),
    ("Do Warded areas block summoning during Conjuration?", OOO, "yes"),
    # the reason an ask gives is no step proposed
    ("Leon stopped Melissa's Red 2 Arcana with an Elder Sign. Can Melissa bring her card back by sacrificing 2 "
     "Cultists, because Leon used an Elder Sign and not Cultists?", ME, "yes"),
    # a "when …" clause's comma is no second doer's step
    ("Когда Леон сыграл на меня Аркану с красным 2, я отменил её Знаком Древних. Может ли Леон пожертвовать 2 "
     "культистов, чтобы вернуть эффект?", ME, "yes"),
    # the prohibition granted and asked in other words still answers
    ("I know excess Damage can't carry over to another Enemy. The Detective's Attack 7 card defeated the Bandog, "
     "which had 3 Health. Can the other 4 Damage hit the Rabid Beast?", ROM, "no"),
    # a tie goes to the Leader, asked in general
    ("Do ties for an Enemy's target go to the Leader?", ROM, "yes"),
])
def test_mends_of_review_80(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("q, verdict", [
    # (review 81 of c6bf663: each the opposite of the book at that commit)
    # the awakening word must stand by "my Avatar": a near miss, the player's own waking up, an
    # "un-", a general "once it's awake", another's "its" tell nothing of mine awake
    ("My Avatar nearly woke up last round - I was one Ancient Sign short. Now I empower an Influence. Does my "
     "Avatar's Empowered effect trigger?", None),
    ("I barely woke up for game night and my Avatar is still dormant, lol. I empower an Influence. Does my Avatar's "
     "Empowered effect trigger?", "yes"),
    ("My Avatar is still un-awakened. I empower an Influence. Do I also resolve the Empowered effect on my Avatar "
     "card?", "yes"),
    ("I know my Avatar loses the Empowered effect once it's awake, but right now it's still dormant. I empower an "
     "Influence. Does my Avatar's Empowered effect trigger?", "yes"),
    # … while "my Hastur Avatar woke up" is mine awake
    ("my Hastur avatar woke up last round. now I'm resolving my empowered influence token - does the Empowered effect "
     "from my avatar card still trigger?", "no"),
])
def test_mends_of_review_81(client, q, verdict):
    assert _verdict(client, q, OOO) == verdict


@pytest.mark.parametrize("q, game, verdict", [
    # (review 82 of 5d42946) an Enemy named beside the Character asked of is not what is asked:
    # "Enemies are never Wounded" says nothing of the Seer, whose Health is untold
    ("The Seer attacks the Rabid Beast, which has 4 Health. Is the Seer Wounded?", ROM, None),
    # a held card, then a step that names the card it is against, is read whole
    ("I have Eric Zann in hand — I want to sacrifice him against Leon's red 0 card. Is that allowed?", ME, "yes"),
    # the act of awakening a dormant Avatar says nothing of mine told awake (it was Yes)
    ("My Avatar woke up two rounds ago. Can I spend 3 Ancient Signs in the Scheme Phase to awaken it?", OOO, None),
    ("My Avatar is dormant. Can I spend 3 Ancient Signs in the Scheme Phase to awaken it?", OOO, "yes"),
])
def test_mends_of_review_82(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("q, verdict", [
    # "Does that stop me from <step>?" is the step's legality for every value the story leaves
    # untold too: with Red 0 no count of Cultists is legal, any Arcana card may be discarded
    ("Carla put a Red 0 Arcana card on me. Does that stop me from sacrificing Cultists against it?", "yes"),
    ("Carla put a Red 0 Arcana card on me. Does that stop me from discarding an Arcana card against it?", "no"),
    # … asked with no story: what stops is told before "from", the step after it
    ("Does a red value of 0 stop Leon from sacrificing Cultists against the card?", "yes"),
    ("Does a red value of 0 stop me from using an Elder Sign against the card?", "no"),
    ("Does a red value of 3 stop a player from sacrificing 2 Cultists against the card?", "yes"),
    ("Does a red value of 3 stop a player from sacrificing 3 Cultists against the card?", "no"),
    # … and "Does anything stop him?" of the step the story says someone wants
    ("Carla's card is Red 3. Bob wants to discard an Arcana card with Red 2 to negate it. Does anything stop him?", "yes"),
    ("Carla's card is Red 3. Bob wants to discard an Arcana card with Red 4 to negate it. Does anything stop him?", "no"),
    # a count each of several players gives adds up
    ("Carla plays a card with Red 2 on me. Bob and I each sacrifice 1 Cultist. Is the effect negated?", "yes"),
    ("Carla plays a card with Red 3 on me. Bob and I each sacrifice 1 Cultist. Is the effect negated?", "no"),
])
def test_what_stops_a_step_is_its_legality_and_shares_each_add_up(client, q, verdict):
    assert _verdict(client, q, ME) == verdict


def test_a_player_named_before_mozhet_proposes_the_step(client):
    # «Мелисса может …?» asks whether her step is legal, as «Может ли Мелисса …?» does: the
    # method was used against this card already
    assert _verdict(client, "Боб уже пожертвовал культистов против этой карты. Карла может тоже пожертвовать "
                            "культистов, чтобы восстановить эффект?", ME) == "no"


def test_what_keeps_a_thing_not_read_from_an_act_gets_no_verdict_from_a_prohibition(client):
    # "cannot sacrifice Cultists against red 0" says nothing of what keeps sacrifices from
    # stopping the effect, read as it was: "No"
    assert _verdict(client, "Does a red 0 keep Cultist sacrifices from stopping the effect?", ME) is None


@pytest.mark.parametrize("q", ["Играем втроём. В подготовке каждый берёт 6 карт?",
                               "Нас трое. Каждый берёт 6 карт в начале раунда?"])
def test_three_of_us_is_no_game_of_one_or_two_characters(client, q):
    # "each Character draws 6 cards" holds with 1 or 2 Characters: it was "Yes"
    assert _verdict(client, q, ROM) is None


@pytest.mark.parametrize("q, verdict", [
    # "a prevention effect" is a term, not a verb that hinders: «Мешает ли уход карты-источника
    # …?» is the effect not applying — yes (it was "No")
    ("Мешает ли уход карты-источника из игровой зоны применению её эффекта предотвращения?", "yes"),
    # a clause that says what sets the act off has not happened: "applies after its source card
    # leaves play" (is not) says nothing of a source still in play (it was "No")
    ("Применяется ли эффект предотвращения, хотя карта-источник не покинула игровую зону?", None),
    ("My card's source has not left play. Does its prevention effect still apply?", None),
    ("The source card of my prevention effect has left play. Does its prevention effect still apply?", "no"),
])
def test_prevention_is_a_term_and_a_trigger_denied_is_another_case(client, q, verdict):
    assert _verdict(client, q, BSK) == verdict


@pytest.mark.parametrize("q, game, verdict", [
    # a term the ask grants is not ("even though the card isn't Cooperative") rules out the
    # Cooperative card's exception: the receiving Character loses Sanity (it was "No")
    ("I play a card for the Sorcerer. Does he lose 1 Sanity, even though the card isn't Cooperative?", ROM, "yes"),
    ("Я играю карту для Колдуна. Теряет ли он 1 рассудок, хотя карта не кооперативная?", ROM, None),
    # "… at the end of a turn in which all Enemies were defeated" is not of a turn a Russian
    # question does not say that of (it was "No")
    ("Теряет ли Одержимая 1 здоровье в конце своего хода, хотя она безумна?", ROM, None),
    ("Все враги побеждены в этот ход. Теряет ли безумная Одержимая 1 здоровье в конце хода?", ROM, "no"),
    # English "Can X not Y?" asks leave not to do Y; a count the act holds at says nothing of it
    # (it was "No", read as "Can't the defender surrender?")
    ("Can the defender with only 1 figure in the conflicted area not surrender?", OOO, None),
])
def test_what_the_ask_grants_or_leaves_undone_is_read(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("q, game, verdict", [
    # "whenever I want" of an act that has its moment ("must return an Influence marker … after
    # resolving it") is not (it was "Yes": the duty read as leave)
    ("Can I return my Influence marker to my supply whenever I want?", OOO, "no"),
    # … and asked by another verb than the act's, the duty says nothing of it (it was "Yes")
    ("Могу ли я убрать свой маркер Влияния с поля когда захочу?", OOO, None),
    # (nor does a duty that follows the act asked: "must discard all Charges from a Relic after
    # using it" of "Can I use my Relic whenever I want?")
    ("Can I use my fully charged Synergy Relic whenever I want during my activations?", ROM, None),
])
def test_whenever_i_like_is_not_the_moment_an_act_has(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("q, game, verdict", [
    # a share told beside another's with "while", and three sharers, add up (they were one share)
    ("Carla's card is Red 2. Bob wants to help me by sacrificing 1 of his own Cultists while I sacrifice 1 of mine. "
     "Does anything stop him?", ME, "no"),
    ("Carla plays a Red 6 card on me. Bob, Dana and I each sacrifice 2 Cultists. Is the effect negated?", ME, "yes"),
    ("Carla plays a Red 7 card on me. Bob, Dana and I each sacrifice 2 Cultists. Is the effect negated?", ME, "no"),
    # what keeps a thing (not a person) from an act is no result field of a kind (it was "No")
    ("Does a Red 0 prevent a Cultist sacrifice from stopping the card's effect?", ME, None),
    # "keep the Detective from playing" of "plays a Discharge card only if he has Ammo": the
    # condition failing keeps him from it (it was "No")
    ("Does having no Ammo keep the Detective from playing Discharge cards?", ROM, "yes"),
])
def test_mends_of_review_91(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("q, game, verdict", [
    # "an illegal action" names what is asked of; it does not deny what is asked (it was "Yes")
    ("Does an illegal action declared from a hidden card get performed when the card is revealed?", BSK, "no"),
    # blocking a unit's movement is its moving not happening, the possessive read too (it was "No")
    ("Does an enemy area block my Flying unit's movement?", OOO, "yes"),
    # a stop of a stop, and a stop of an act the rule does not say, get no verdict from the rule's
    # own yes/no (they were "Yes" and "No")
    ("Does the Subtle keyword stop a Flying unit from being blocked by enemy areas?", OOO, None),
    ("Does Vulnerability stop the Creature's next Attack from getting extra points?", ROM, None),
    ("Does the Cheaper Services modifier keep the Characters from earning Progress Points?", ROM, None),
    # a rule of an enemy area says nothing of a contested one (it was "Yes")
    ("Does a Flying unit have to stop when it enters a contested area?", OOO, None),
])
def test_what_stops_or_blocks_is_read_of_the_act_asked(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("q, game, verdict", [
    # a share told after the sharers' "each" adds to theirs (it was left out: "No")
    ("Carla plays a Red 4 card on me. Bob and I each sacrifice 1 Cultist and Dana sacrifices 2 more. "
     "Is the effect negated?", ME, "yes"),
    ("Carla plays a Red 4 card on me. Bob and I each sacrifice 1 Cultist and Dana sacrifices 1 more. "
     "Is the effect negated?", ME, "no"),
    # several people stopped from a step shared between them: whose shares it is goes unread
    # (it was "No", the effect's standing)
    ("Carla plays a Red 3 card on Bob. Does that stop Bob and Dana from sacrificing 1 Cultist each to negate it?",
     ME, None),
    ("Carla played a Red 5 card on the two of us. Does that stop the two of us from sacrificing 2 Cultists each "
     "to negate it?", ME, None),
    # a negation stopped is the effect back in force; "If" is no player's name (it was "No")
    ("Carla plays Red 2 on Bob. Bob sacrifices 2 Cultists. If Carla then discards an Arcana card with Red 2, "
     "does that stop Bob's negation?", ME, "yes"),
    ("Carla plays Red 3 on Bob. Bob sacrifices 3 Cultists. If Carla then discards an Arcana card with Red 2, "
     "does that stop Bob's negation?", ME, "no"),
    # an Elder Sign "even though I have" it is held, not played (it was "Yes": read as played twice)
    ("Carla plays a card with Red 2 on me, even though I have an Elder Sign. Does that stop me from playing "
     "the Elder Sign?", ME, "no"),
])
def test_shares_and_cards_held_in_a_negation_story(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("sanity", range(0, 11))
def test_leave_not_to_lose_health_follows_the_sanity_told(client, sanity):
    # "loses 1 Health at the end of her turn only if Sanity 5 or below": leave not to lose it is
    # the condition failing (it was "No" at every Sanity)
    q = f"Может ли Одержимая, у которой рассудок {sanity}, не терять здоровье в конце хода?"
    assert _verdict(client, q, ROM) == ("yes" if sanity >= 6 else "no")


@pytest.mark.parametrize("q, game, verdict", [
    # leave not to use them at once is against "must use Recovery Points immediately"; "cannot
    # save them for later" forbids another act (it was "Yes")
    ("Можно не использовать очки восстановления сразу?", ROM, "no"),
])
def test_a_ban_answers_only_its_own_act(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("q, game, verdict", [
    # a count the rule holds at exactly, stopped: the other way round (they were "No" and "Yes")
    ("In a 3-Character game, does the Upkeep rule stop a Character from drawing 6 cards?", ROM, "yes"),
    ("In a 2-Character game, does the Upkeep rule stop a Character from drawing 6 cards?", ROM, "no"),
    # a thing stopped named by a noun: the act's yes/no the other way round, left unread (it was "No")
    ("Does a Cooperative card stop the Sanity loss for the Character who receives it?", ROM, None),
    # (an act that is itself the stopping answers as it stands)
    ("Does an Elder Sign stop the card's effect?", ME, "yes"),
])
def test_what_a_stop_is_asked_of(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("q, game, verdict", [
    # a thing stopped from being done to it: the act's participle, the other way round (it was
    # "Yes" once "the illegal action" stopped reading as a denial)
    ("Does revealing my hidden card stop the illegal action from being paid for?", BSK, "no"),
    # … and told at length, what is kept goes unread: no verdict (it was "Yes")
    ("Does revealing the hidden card stop the illegal action declared from it from being paid for?", BSK, None),
    # two uses of one method are no one step (it was "Yes": one Elder Sign's use judged)
    ("Carla plays a Red 3 card on me, even though I have two Elder Signs. Can I play both Elder Signs against it?",
     ME, None),
    # leave not to spend on one of the act's two alternatives ("on Health or Sanity") is no
    # leave not to do the duty (it was "No")
    ("Можно не использовать очки восстановления на здоровье?", ROM, None),
])
def test_mends_of_review_92(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("q, game, verdict", [
    # a count within a limit, stopped: the limit's word before the count is no limit asked
    # (it was "Yes": "limit … a third Condition?" read as "is the limit 3?")
    ("Does the Condition limit keep an Enemy from having a third Condition?", ROM, "no"),
    ("Does the Condition limit keep an Enemy from having 7 Conditions?", ROM, "yes"),
    # "one more card" says nothing of a total of 7 (it was "Yes")
    ("With Increased cards, does the Upkeep rule prevent a Character from drawing 7 cards in a 2-Character game?", ROM, None),
    # two counts one act needs: the one not met decides, asked either way (it was "No")
    ("We have 2 participants and the defender still has 3 figures in the conflicted area. "
     "Does that prevent the defender from surrendering?", OOO, "yes"),
    ("We have 2 participants and the defender has 1 figure left in the conflicted area. "
     "Does that prevent the defender from surrendering?", OOO, "no"),
    # a permission of one way to pay says nothing of whether paying is needed (it was "No")
    ("Must a player pay a Spell's Power cost for the Spell to resolve?", OOO, None),
    # what may not come first must come after (it was "No", from "may play a card for another")
    ("Does the Detective need to apply all of his card's effects before he plays another card?", ROM, "yes"),
])
def test_counts_stops_and_duties_read_of_the_act_asked(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


def test_a_ban_of_attacking_another_of_ones_kind_is_no_ban_of_attacking(client):
    # "an Enemy cannot attack another Enemy" (Stun) does not stop a Stunned Enemy attacking
    # (it was "Yes": the ban of a target read as a ban of the act)
    assert _verdict(client, "An Enemy has Stun. Does that stop it from attacking the Detective this round?", ROM) == "no"


@pytest.mark.parametrize("q, verdict", [
    # a share told by how many it adds, by another player (they were "No": the share dropped)
    ("Carla plays a Red 3 card on me. Zoe sacrifices 2 Cultists and Bob sacrifices 1 more. Is the effect negated?", "yes"),
    ("Зоя играет на меня карту с красным 4. Я и Том жертвуем по 1 культисту, и Аня добавляет ещё 2. Эффект отменён?", "yes"),
    # «мы с Томом» is the asker and Tom, each giving the count (no verdict before: Tom alone)
    ("Зоя играет на меня карту с красным 3. Мы с Томом жертвуем по 1 культисту, а Аня жертвует ещё 1. Эффект отменён?", "yes"),
    ("Зоя играет на меня карту с красным 5. Мы с Томом жертвуем по 1 культисту, а Аня жертвует ещё 1. Эффект отменён?", "no"),
    # a card held, conceded before the ask, is no Elder Sign played (it was "Yes")
    ("Even if I hold an Elder Sign, does a Red 0 card stop me from discarding an Arcana card on it?", "no"),
    # whether a card can hinder the asker is no leave to stop a card (it was «Да»)
    ("Хотя у меня есть Знак Древних, может ли карта с красным 0 помешать мне сбросить карту Арканы?", None),
])
def test_shares_and_concessions_in_a_negation_story(client, q, verdict):
    assert _verdict(client, q, ME) == verdict


@pytest.mark.parametrize("q, game, verdict", [
    # the number that names a limit is not the count asked of (they were "No")
    ("Does the 10 dice maximum keep me from rolling 12 dice in a conflict?", OOO, "yes"),
    ("Does the five-Condition limit stop an Enemy from having seven Conditions?", ROM, "yes"),
    # a stop said in the passive, the one stopped first (they were the other way round)
    ("With the Damage Limit per Attack modifier, is a Character kept from receiving 5 Damage from one Attack?", ROM, "yes"),
    ("With the Damage Limit per Attack modifier, is a Character kept from receiving 2 Damage from one Attack?", ROM, "no"),
    # a count the book gives without a difficulty modifier says nothing of one with it (it was "No")
    ("With Increased cards in a 3-Character game, does each Character draw 6 cards?", ROM, None),
])
def test_limits_named_and_stops_in_the_passive(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("q, game, verdict", [
    # Stun chooses the targets for the Creature; it still attacks (they were "No", "Yes": the
    # Character's "does not choose its own targets" read as "does not attack")
    ("My Detective is Stunned. Can he still attack an Enemy?", ROM, "yes"),
    ("The Seer is Stunned. Does Stun prevent her from attacking the Enemies?", ROM, "no"),
    # the one a card is played for is not the one who pays for it (it was "Yes")
    ("When a card is played for the Detective, does the Detective have to pay its Energy Cost?", ROM, None),
    # "a Sane Seer" is not the Insane Seer who must play Divination (it was "Yes")
    ("Does a Sane Seer have to play the Divination effect on all her cards?", ROM, None),
    # an act of reaching a threshold it does not give says nothing of 2 VP (it was "Yes")
    ("Four of us are playing. Does a player reaching 2 VP end the game early?", OOO, None),
    # kept from being in a state the act says holds only if …: the other way round (they were
    # the opposite)
    ("Does having 7 Sanity keep the Detective from being Insane?", ROM, "yes"),
    ("Does having 2 Sanity keep the Detective from being Insane?", ROM, "no"),
])
def test_who_acts_and_which_state_is_asked(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("q, game, verdict", [
    # the Damage Limit is a Character's; an Enemy's Damage is not counted by it (it was "Yes")
    ("With the Damage Limit per Attack modifier, is an Enemy kept from receiving 6 Damage from one Attack?", ROM, None),
    # a concession is no condition: the stop is read as asked (it was "No")
    ("Even if I have an Elder Sign in hand, does a Red 0 card stop me from sacrificing 2 Cultists against it?", ME, "yes"),
    # a count not met stops the act, however many of its other counts are met (it was "No")
    ("Four participants, and the defender has 1 figure. Does that stop the defender from surrendering?", OOO, "yes"),
    # a denial of "every service" says nothing of the first one (it was "No")
    ("With the More expensive services modifier, does the first service at a Bazaar cost 1 more Coin?", ROM, None),
])
def test_mends_of_review_94(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("q, game, verdict", [
    # "the limit of 1 card" names the limit; "a third card" is the count asked (it was "No")
    ("Does the limit of 1 card played for another Character stop the Sorcerer from playing a third card for the Seer "
     "this turn?", ROM, "yes"),
    # what a limit does not count it does not stop (they were "Yes"); the counting itself stopped
    # is the act's own yes/no turned round
    ("Does the one-card limit for other Characters stop the Seer from playing 3 Cooperative cards for the Detective "
     "this turn?", ROM, "no"),
    ("Я уже сыграл одну карту за Детектива в этот ход. Мешает ли лимит в 1 карту сыграть за него ещё и кооперативную "
     "карту?", ROM, "no"),
    ("Does Cooperative stop a card from being counted toward the limit of one card for another Character?", ROM, "yes"),
    # a limit of cards played for another says nothing of a card played for oneself
    ("Does the limit of 1 card for another Character stop the Detective from playing a 4th card for himself?", ROM, None),
    # a passive stop with a long subject (it was "No")
    ("Is a single Great Old One card kept from having 6 Conditions?", ROM, "yes"),
    # the number in "the 4-round maximum" names the limit; 6 is asked (it was "No")
    ("Does the 4-round maximum stop a Short game from lasting 6 rounds?", OOO, "yes"),
    # the ordinal after the act's verb, its noun left out, is the count asked (they were "Yes")
    ("Spell Casting: I've cast 2 spells. Can I cast a 3rd?", OOO, "no"),
    ("I have cast 1 spell in this Spell Casting step. Am I kept from casting a 2nd?", OOO, "no"),
])
def test_limits_named_counted_and_stopped(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("q, game, verdict", [
    # the start of a turn is not its end (it was "Yes")
    ("Does Bleed make a Creature lose Health at the beginning of its turn?", ROM, "no"),
    # a share told by how many it adds, the card it is against in the same clause (it was «Нет»)
    ("Я жертвую 2 культиста, и Оля добавляет ещё 1 против карты с красным 3. Эффект отменён?", ME, "yes"),
    ("Я жертвую 2 культиста, и Оля добавляет ещё 1 против карты с красным 4. Эффект отменён?", ME, "no"),
    # a duty at the start of the confrontation is no duty to confront (it was "Yes")
    ("The Great Old One card is revealed and we have 9 Exploration Tokens down. Are we forced to go fight it right away?",
     ROM, None),
    # an exception of the Great Old One fight says nothing of another Combat (it was "No")
    ("It is a regular Combat, and the Round Effects Card tells Characters to lose 1 Sanity at the start of this round. "
     "Do we apply it?", ROM, None),
    # a rule of non-Attack cards says nothing of an Attack card (it was "Yes")
    ("The Sorcerer plays an Attack 4 card with no target named. Can he divide it 2 and 2 between two Enemies?", ROM, None),
    # a loss of 2 says nothing of the total asked, which the act does not count (it was "No")
    ("The Insane Detective's Weapon Attack 6 lands tails on the Coin of Destiny. Is it Attack 4?", ROM, None),
    # a unit is exhausted against attack damage for its Block, against Psychic Damage for its
    # Power (it was "Yes")
    ("Can I exhaust a unit to stop Psychic Damage equal to the unit's Block?", OOO, None),
    ("Can I block Psychic Damage by exhausting a unit for its Power?", OOO, "yes"),
    # who has the most is the comparison the story makes, not the act (it was «Да»)
    ("Захватчик произносит заклинание первым, даже если у другого игрока больше силы?", OOO, None),
    # how long an effect lasts says nothing of when it starts (it was "Yes")
    ("Does my Scheme's Ongoing effect wait until the End Phase to start applying?", OOO, None),
    # a player who is not in the conflict is not a participant (it was "Yes")
    ("Can I attack a player who isn't in the conflict?", OOO, None),
    # «здравомыслящая» is Sane, not the Insane Seer (it was «Да»)
    ("Здравомыслящая Провидица провалила Прорицание. Получит ли она Слабость?", ROM, None),
    # a rule of single Character mode says nothing of a game of two (it was "Yes")
    ("Two-Character game: an Enemy's effect would Stun the Sorcerer. Does he get Vulnerability instead of Stun?", ROM, None),
    # an act of the End Phase says nothing of another phase (it was "Yes"); of its own, it answers
    ("Are all units refreshed during the Influence Phase?", OOO, None),
    ("Are all units refreshed in the End Phase?", OOO, "yes"),
    # an exception of the case told that cannot answer a duty leaves its rule no answer (it was "Yes")
    ("Does a card played for another Character with Cooperative have to cost the one receiving it 1 Sanity?", ROM, None),
])
def test_mends_of_review_95(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("q, game, verdict", [
    # a rule of non-Attack cards says nothing of an Attack card, asked in Russian (it was «Да»)
    ("Играю атакующую карту без указания нескольких целей. Можно ли разделить её урон между двумя врагами?", ROM, None),
    # "at round end" is no start of the next round (it was "Yes")
    ("Against Cthulhu, is the Threat of the Great Old One cards still in play added at the start of the next round?",
     ROM, "no"),
    ("Against Cthulhu, is the Threat of the Great Old One cards still in play added at the end of the round?", ROM, "yes"),
    # spending Power says nothing of spending Block (it was "Yes")
    ("Psychic Damage hits me after Attrition. Can I spend Block from my dial to block it?", OOO, None),
])
def test_mends_of_review_96(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("q, game, verdict", [
    # an order asked against an act the rule neither names nor orders itself by (it was "Yes")
    ("Do the participants roll their dice before drawing their Conflict cards?", OOO, None),
    # "first … afterwards" told the other way from the rule's "before" (it was "Yes")
    ("Does a Creature with Prison perform its Attack first and lose the Health afterwards?", ROM, None),
    # when a Curse is revealed says nothing of when Curses are discarded (it was "No")
    ("Fighting Cthulhu: are the Curse cards in play discarded when the round ends?", ROM, "yes"),
    ("Fighting Cthulhu, round 4 has just started. Do we turn over a new Curse card?", ROM, "no"),
    # a Consumable told played this Combat, asked again in a later round (it was "Yes", from
    # the 6-round limit counting "round 3")
    ("I played my Consumable card in round 2. Can I play it again in round 4 of the same Combat?", ROM, "no"),
    # (the noun after the term left out, as players do: "my Consumable" is a Consumable card)
    ("I played my Consumable in round 2. Can I play it again in round 4 of this Combat?", ROM, "no"),
    # a Relic used, asked whether it is kept from a second use (it was "No")
    ("The Seer already used her Relic this Combat Encounter. Is it kept from being used again this Combat Encounter?",
     ROM, "yes"),
    # "as soon as it is revealed" is no wait (it was "Yes")
    ("My Scheme has an Ongoing effect. Does it wait until the Influence Phase before it works?", OOO, None),
    # a Russian ordinal in digits: "7-й" is the seventh round asked (it was «Да», from "6-го")
    ("Стандартная игра: после 6-го раунда можно сыграть ещё и 7-й?", OOO, "no"),
    ("Стандартная игра: после 5-го раунда можно сыграть 6-й?", OOO, "yes"),
    # an act of the active player asked by the inactive one of their own effects (it was «Нет»)
    ("Я неактивный игрок, у нас обоих есть предотвращение. Мои эффекты применяются раньше?", BSK, None),
    # a game kind the story tells that the act is not of (it was "No")
    ("We are playing a Medium game. Is it 5 rounds max?", OOO, None),
    # the player count the VP threshold needs, untold (it was "Yes", from a 2-player game alone)
    ("I just reached 3 VP. Does the game end now?", OOO, None),
    ("In our 2-player game I just reached 2 VP. Does the game end?", OOO, "yes"),
    # the Character count the draw needs, untold (it was "Yes"); told, it answers
    ("Upkeep begins. Do I draw 6 cards?", ROM, None),
    ("We play with 2 Characters. Upkeep begins. Does each Character draw 6 cards?", ROM, "yes"),
    # Block spent from the dial says nothing of Power spent (the rule's "Block spent" after the
    # name, read as spending it too)
    ("I defend against an attack. May I spend Power from my dial to block the attack damage?", OOO, None),
])
def test_mends_of_review_97(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


def test_a_player_count_the_vp_threshold_needs_is_asked_back(client):
    # 3 VP end a 3-player game and not a 4-player one: the count is asked, not taken as two
    body = client.post("/v1/ask", json={"question": "I just reached 3 VP. Does the game end now?", "game": OOO}).json()
    assert (body["verdict"], body["needs"][0]["slot"]) == (None, "players")


@pytest.mark.parametrize("q, verdict", [
    # the book's "removed permanently from play" answers whether it goes back to the hand, said
    # with no purpose ("to be used again" in the act once kept it from the plain question)
    ("Sam sacrificed Eric Zann and the roll succeeded. Does Eric Zann go back to Sam's hand?", "no"),
])
def test_a_sacrificed_character_card_does_not_go_back_to_the_hand(client, q, verdict):
    assert _verdict(client, q, ME) == verdict


def test_a_denied_statement_beside_an_affirmed_one_does_not_turn_its_answer(client):
    # "we don't lose" and "she goes back up to 1 Sanity" are two statements: the rule that
    # she regains 1 Sanity answers the second, and the first one's denial must not turn it
    # (it was "No": the whole ask read as denied)
    q = ("The Seer's Sanity dropped to 0 at the start of her turn, then the Sorcerer took out the last Enemy. "
         "Is it true that we don't lose and she goes back up to 1 Sanity?")
    assert _verdict(client, q, ROM) == "yes"


def test_the_case_a_fact_is_said_of_is_no_step_it_forbids(client):
    # "Sacrifice does not apply when the card is discarded for Energy" says nothing against
    # discarding it (it was «Нет», read as a prohibition of discarding)
    q = "У Колдуна карта с Жертвой 3 и 2 здоровья. Разве нельзя сбросить её ради Энергии, чтобы не терять здоровье?"
    assert _verdict(client, q, ROM) is None


@pytest.mark.parametrize("q, game, verdict", [
    # "what I've already played" describes the cards looked for: the look itself is not repeated
    ("It's the Enemies' turn and the Ghoul is about to attack. Can't I look through my discard pile now to see what "
     "I've already played?", ROM, "yes"),
    # "the same or greater red value" compares; it repeats nothing
    ("Jo played an Arcana card on me with Red 2. I want to stop it by discarding one of my own Arcana cards that also "
     "shows Red 2. Jo says it has to be strictly higher than 2 to count. Is she right?", ME, "no"),
    # «уже по нанесённым ранам»: on the wounds dealt, not again
    ("Правильно понимаю: предотвращение срабатывает уже по нанесённым ранам и просто уменьшает их число?", BSK, "yes"),
])
def test_already_and_same_that_repeat_nothing(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


def test_the_amount_needed_is_no_duty_in_a_russian_ask(client):
    # «нужное количество культистов» is the amount needed: the ask asks whether she may, and a
    # duty read into it answered Нет from "negate a negated effect … to reinstate it"
    q = ("Я сыграла карту Арканы на Леона, он сразу отменил её Знаком Древних (Elder Sign). Культистов против этой "
         "карты ещё никто не жертвовал, а у меня их полно. Могу ли я пожертвовать нужное количество культистов, "
         "чтобы вернуть эффект моей карты?")
    assert read(q).asks == "permission"
    assert _verdict(client, q, ME) == "yes"
    assert read("Нужно ли мне жертвовать культистов?").asks == "obligation"


@pytest.mark.parametrize("q", [
    "Melissa plays an Arcana card on me and I am short of Cultists. Can another Great Old One like Leon sacrifice "
    "his Cultists to assist me?",
    "Can a different Great Old One sacrifice their Cultists to assist?",
])
def test_the_cultists_of_the_one_who_assists_are_his_own(client, q):
    # "another Great Old One … their own Cultists": "his Cultists" are the assisting player's
    # own, not another's — the permission answers (it was silenced as of another's Cultists)
    assert _verdict(client, q, ME) == "yes"


def test_a_prohibition_of_a_lower_value_says_nothing_when_every_value_told_is_the_same(client):
    # "cannot discard an Arcana card with a lower red value" answered Yes to "Do the rules forbid
    # it?" when both cards are Red 2: equal is not lower (and equal is allowed)
    q = ("Tom's Arcana card on me shows Red 2. My spare Arcana card is also Red 2, not higher. Do the rules forbid "
         "discarding it for the negation?")
    assert _verdict(client, q, ME) is None
    q = ("Tom's Arcana card on me shows Red 2. My spare Arcana card is also Red 2, not higher. Is it legal to throw "
         "it away to negate his card?")
    assert _verdict(client, q, ME) == "yes"


@settings(max_examples=25, deadline=None, suppress_health_check=_FIXTURE)
@given(red=st.integers(1, 5), spare=st.integers(0, 6))
def test_whether_discarding_counts_as_stopping_the_card_follows_the_red_values(client, red, spare):
    # "count as stopping his card": what the step counts as, asked of the negation chain's run
    q = (f"Tom's Arcana card on me shows Red {red}. The only Arcana card in my hand is Red {spare}. Does discarding "
         f"it still count as stopping his card?")
    assert _verdict(client, q, ME) == ("yes" if spare >= red else "no")


@pytest.mark.parametrize("q, game, verdict", [
    # "…, or only the wounds dealt?" sets the wounds against the strength: the strength is asked
    # ("prevention reduces the wounds dealt" answered Yes), and no norm here answers that alone
    ("Does prevention lower the attack's strength, or only the wounds dealt?", BSK, None),
    ("My creature prevents 2 wounds and his creature hits it for 4. Does my prevention change the attack's strength, "
     "or only the wounds?", BSK, "no"),
    ("my creature has prevent 2 wounds. opp's creature hits it with strike 4. does my prevention actually lower his "
     "strike to 2 or only the wounds", BSK, None),
])
def test_what_an_ask_sets_against_with_or_only_is_not_what_it_asks(client, q, game, verdict):
    assert _verdict(client, q, game) == verdict


@pytest.mark.parametrize("q, verdict", [
    ("I declared a game action off one of my face-down cards and paid for it. When the card got revealed, it turned "
     "out that action isn't legal for it. My opponent says nothing happens but I still pay the cost. Is he right?",
     "yes"),
    ("I declared an action off a face-down card and paid for it; on reveal it was illegal. Does nothing happen?", "yes"),
])
def test_nothing_happens_denies_that_it_happens(client, q, verdict):
    # "nothing happens" was read as "it happens", and the rule's own words answered No
    assert _verdict(client, q, BSK) == verdict


@settings(max_examples=20, deadline=None, suppress_health_check=_FIXTURE)
@given(mine=st.integers(0, 4), his=st.integers(0, 4), more=st.integers(1, 3))
def test_one_more_power_asked_is_the_extra_against_the_spell_resistance_told(client, mine, his, more):
    # "So I pay one more, right?": the extra, not a total of 1 ("one extra Power" told was read as
    # the spell's cost, and the tie answered Yes)
    words = {1: "one", 2: "two", 3: "three"}
    q = (f"Spell Casting. My Spell Resistance is {mine} and Hastur has {his}. My spell costs 2. So I pay "
         f"{words[more]} more, right?")
    assert _verdict(client, q, OOO) == ("yes" if max(0, his - mine) == more else "no")


def test_one_extra_power_told_is_no_cost_of_the_spell(client):
    q = ("Spell Casting in a two-player conflict. Hastur and I both have three Spell Resistance. He says since mine "
         "isn't higher than his, every spell I cast costs one extra Power. So I pay one more, right?")
    assert _verdict(client, q, OOO) == "no"


def test_a_sign_gained_is_not_counted_against_the_signs_spent_to_awaken(client):
    # «Получаю ли я 1 Древний Знак?» got Нет from "spend exactly 3 Ancient Signs to awaken": gaining
    # one is not the spending the act counts (as "gain" against "spend" already was in English)
    q = ("Играем Стандартную партию с Аватарами. У меня 2 Древних Знака, Аватар спит. В фазе Замыслов я разыграл "
         "эффект «Сейчас» своего Замысла, а разбудить Аватара не могу — на это нужно 3 Знака. Получаю ли я в этот "
         "момент 1 Древний Знак?")
    assert _verdict(client, q, OOO) is None


@pytest.mark.parametrize("ask, verdict", [
    # «Разве …?»: its «не» are the question's rhetoric — it asks whether both hold
    ("Разве она не восстанавливает одно очко Рассудка и игра не продолжается?", "yes"),
    ("Разве она не восстанавливает одно очко Рассудка?", "yes"),
    ("Разве мы не проиграли?", "no"),
])
def test_a_razve_question_asks_whether_what_it_says_holds(client, ask, verdict):
    q = f"У Провидицы ноль Рассудка, и в этот момент мы добили последнего врага в бою. Друг говорит, что партия проиграна. {ask}"
    assert _verdict(client, q, ROM) == verdict
