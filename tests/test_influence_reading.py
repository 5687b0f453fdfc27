"""Old Ones Origins: an Influence marker resolved from a corner, told in words. Whose marker
lies on top of the chosen Region's center decides — the resolving player's own (choose
another Region), an enemy's (slide under it, the Influence turn ends), none (it resolves
there) — and the verdict is the executed rule's on the stack the story tells, however the
Region and the owner are named."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kb.game import discover
from kb.games.old_ones_origins.influence import read_influence
from service.check import Checker
from service.conversations import Conversation
from service.reading import read

GAME = "old-ones-origins"


@pytest.fixture(scope="module")
def checker(games):
    return Checker(discover({GAME: games[GAME].documents}))


def snapshot(checker: Checker, question: str):
    reading = read(question)
    return reading, checker.snapshot(GAME, question, reading, reading.lang, Conversation("t"), None, None)


def verdict(checker: Checker, question: str) -> str | None:
    reading, snap = snapshot(checker, question)
    return snap.decision(reading).verdict if snap.situation is not None else None


# who lies on top, as told; and the book's answer to each ask for it (rulebook, Influence
# Phase 2b: a. an enemy marker on top — yours goes under it and the turn ends; b. an allied
# one — you cannot choose that Region)
ON_TOP = {"own": "one of my own markers on top", "enemy": "Hastur's marker on top"}
ASKS = {  # ask → {on top: the book's answer}
    "Does my Influence still get resolved in {r}?": {"own": "no", "enemy": "no", "none": "yes"},
    "Can I still pick {r}?": {"own": "no", "enemy": "yes", "none": "yes"},
    "So my marker just goes face down under the stack there and my Influence turn is over?":
        {"own": "no", "enemy": "yes", "none": "no"},
    "Is it true that I can't choose {r} to resolve this marker?": {"own": "yes", "enemy": "yes", "none": "no"},
}
REGIONS = {"Region B": ("Region B", "Region B's center slot"), "the left Region": ("the left Region",
                                                                                  "the left Region's center slot")}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(top=st.sampled_from(["own", "enemy", "none"]), ask=st.sampled_from(sorted(ASKS)), region=st.sampled_from(sorted(REGIONS)))
def test_the_marker_on_top_of_the_chosen_center_decides_where_a_corner_marker_resolves(checker, top, ask, region):
    name, center = REGIONS[region]
    told = "is empty" if top == "none" else f"has {ON_TOP[top]}"
    stack = f"{center[0].upper()}{center[1:]} {told}"
    q = (f"Influence Phase: I reveal my marker in a corner slot touching {name} and another Region. {stack}. "
         + ask.format(r=name))
    assert verdict(checker, q) == ASKS[ask][top]


@pytest.mark.parametrize("question, want", [
    # the Region not named at all, pointed back at
    ("I'm revealing a corner marker. One of the Regions it touches already has my own marker on top of its center "
     "slot. Can I still pick that Region?", "no"),
    # another player resolves, and "his own" is his
    ("Influence Phase: Hastur reveals an Invasion marker in a corner slot and picks a touching Region whose center "
     "slot already has his own marker on top. Can he resolve it there?", "no"),
    # another player resolves, and the asker's marker is the enemy's for him
    ("Influence Phase: Hastur reveals an Invasion marker in a corner slot and picks a touching Region whose center "
     "slot already has my marker on top. Does his marker go under mine?", "yes"),
    # a Russian story: the letter in Cyrillic, the owner's name declined
    ("Фаза влияния: вскрываю свой жетон в угловом слоте, который касается регионов А и Б. В центральном слоте "
     "региона A сверху лежит маркер Хастура. Разыгрывается ли моё влияние в регионе А?", "no"),
    ("Фаза влияния: Хастур вскрывает свой жетон в угловом слоте. В центре региона Б сверху лежит жетон Хастура. "
     "Может ли он выбрать регион Б?", "no"),
    # "мой же жетон Господства": the type of marker is no player
    ("Мой жетон Вторжения лежит в угловом слоте и касается двух Регионов. В центре северного Региона сверху уже "
     "лежит мой же жетон Господства. Можно ли всё равно выбрать северный Регион и разыграть угловой жетон там?", "no"),
    # a phase named in another case («в Фазе Замыслов») is no player; «ещё не разыгранный» denies no stack
    ("Фаза Влияния. Мой жетон лежит в угловом слоте и касается Регионов В и Г. В центральном слоте Региона В сверху "
     "лежит мой же ещё не разыгранный жетон, выложенный в Фазе Замыслов. Можно ли выбрать Регион В, чтобы разыграть "
     "угловой жетон?", "no"),
    # "I have to resolve it in B": B is the one Region left
    ("Influence Phase: I flip a corner marker that touches Regions A and B. Region A's center slot already has one "
     "of my own markers sitting on top. So I have to resolve it in Region B instead?", "yes"),
    # a Region the corner does not touch
    ("Influence Phase: my corner marker touches Regions A and B. Region A's center has Hastur's marker on top. "
     "Can I resolve it in Region C?", "no"),
    # "the other Region": the one touched that the stack is not in; must it be chosen?
    ("My corner marker touches Regions A and B. Region A's center has my own marker on top. Do I have to choose the "
     "other Region?", "yes"),
    ("My corner marker touches Regions A and B. Region A's center has Hastur's marker on top. Must I choose the other "
     "Region?", "no"),
    # "Legal?" asks of the choice the story tells
    ("Influence phase. My corner marker touches Regions A and B. A's center stack has one of my own markers on top. "
     "I want to resolve in A anyway. Legal?", "no"),
])
def test_influence_resolution_told_as_players_tell_it(checker, question, want):
    assert verdict(checker, question) == want


def test_the_answer_runs_the_rule_and_quotes_each_step(client):
    q = ("Influence Phase: I reveal my marker in a corner slot and pick Region B, but Hastur's marker is already on "
         "top in Region B's center slot. Does my Influence still get resolved in Region B?")
    r = client.post("/v1/ask", json={"question": q}).json()
    assert r["verdict"] == "no"
    assert r["check"]["result"]["outcome"] == "slides_under"
    steps = {s["rule"]: s["step"] for s in r["check"]["trace"]}
    assert steps["ooo.influence.enemy-on-top"] == ("Hastur's marker is on top in Region B: your marker goes face down "
                                                   "under the stack and the Influence turn ends")
    assert all(s["citation"]["quote"] for s in r["check"]["trace"])
    assert r["reading"]["kind"] == "influence-resolution"


@pytest.mark.parametrize("story, ask", [
    # whose marker is on top decides; nothing is assumed
    ("I reveal my corner marker. Region B's center has a marker on top.", "Can I choose Region B?"),
    # what lies under the top, two Regions in one breath, a denial: not read surely
    ("Influence Phase: I reveal my corner marker. Region A's center has Hastur's marker on top of my own marker.",
     "Can I pick Region A?"),
    ("Influence Phase: I reveal my corner marker. Both Regions A and B have my own markers on top of their centers.",
     "Can I choose Region A?"),
    ("Influence Phase: I reveal my corner marker. There is no allied marker on top in Region A's center, just "
     "Hastur's.", "Can I pick Region A?"),
    ("Фаза влияния: я вскрываю угловой жетон, касающийся регионов А и Б. Центр региона А не пуст: там лежит жетон "
     "Хастура.", "Разыгрывается ли моё влияние в регионе А?"),
    # "his" of another player than the asker resolving
    ("I reveal my corner marker. Hastur put his own marker on top of Region A's center slot.", "Can I pick A?"),
    # two players revealing or choosing: whose marker it is is not sure
    ("Hastur picked Region C a moment ago. Now I reveal my corner marker. Region B's center has my own marker on top.",
     "Can I pick Region B?"),
    # a Region the ask means but does not name
    ("Influence Phase: I reveal my corner marker touching Regions A and B. Region A's center has my own marker on "
     "top. Region B's center is empty.", "Can I pick the Region whose center is empty?"),
    # an ask against another outcome
    ("Influence Phase: I reveal my corner marker. Region A's center has Hastur's marker on top.",
     "Will my Influence resolve in Region A instead of going under Hastur's marker?"),
])
def test_a_stack_not_told_surely_is_told_and_unread(story, ask):
    # no state, and marked unread: the engine judges nothing, and a rule's wording matched on
    # the words (said of one Region) does not answer for another either
    s = read_influence(story, ask)
    assert s is not None and s.state is None and s.step_unread


def test_two_stacks_told_in_one_breath_are_each_read(checker):
    # "A's center has my own marker on top and B's center is empty": B may be chosen
    q = ("Influence Phase: I reveal my corner marker touching Regions A and B. Region A's center has my own marker on "
         "top and Region B's center is empty. Can I pick Region B?")
    assert verdict(checker, q) == "yes"


@pytest.mark.parametrize("question", [
    "Influence Phase: I reveal my corner marker touching Regions A and B. Region A's center has Hastur's marker on "
    "top and I pick Region A. Does my Influence turn continue after that?",
    "Influence Phase: I reveal my corner marker touching Regions A and B. Region A's center has my own marker on top. "
    "Is Region A off-limits?",
])
def test_no_rule_wording_answers_a_stack_story_the_reader_leaves_unread(client, question):
    # each was answered the opposite way (Yes; No) by a norm matched on its words before
    r = client.post("/v1/ask", json={"question": question, "game": GAME}).json()
    assert r["verdict"] is None
    assert r["abstained"] is False
