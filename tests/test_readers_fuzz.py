"""Every game's readers take any story a player might type without breaking: stories
built from the games' own terms, numbers (as digits and words), names, pronouns, quotes and
negations, in English and Russian, are read, asked and run through the check stage —
whatever comes out (a verdict, facts asked back, nothing), no exception escapes."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kb.game import discover
from service.check import Checker
from service.conversations import Conversation
from service.reading import read

FRAGMENTS = [
    # Rise of Myths
    "the Bandog is down to {n} Health", "has {n} Prison tokens on it", "shows an Attack {n} against me",
    "the Detective has {n} Weakness tokens", "which has {n} Defense", "no Defense", "{n} Vulnerability",
    "the Seer is at {n} Sanity", "she drops to {n}", "we treated him as Wounded", "у Сыщика {n} жетона Слабости",
    "атакует с силой {n}", "без Защиты",
    # Old Ones Origins
    "I have {n} Spell Resistance", "the highest enemy Spell Resistance is {n}", "my spell costs {n} Power",
    "a Dice Roll of {n}", "I revealed Initiative {n}", "Anna has {n}", "last round she had {n}",
    "we both revealed Initiative {n}", "{n}-player game", "I'm at {n} VP", "nobody else has any",
    "Shub-Gorath has no Schemes left", "we each have {n} allied Seals on the board", "у меня {n} ПО",
    "Играем вчетвером", "у обоих по {n} победных очка", "the area has {n} Fractures", "I take {n} Psychic Damage",
    "{n} Power on my dial", "an unexhausted Beastman with Power {n}", "two units with Power {n}",
    "I exhaust the Beastman", "I block as much as I can",
    # Mythos Encounters
    "Melissa plays 'Misdirection' (Red {n}) on me", "I discard 'Prism Gate', red {n}", "I sacrifice {n} Cultists",
    "she plays an Elder Sign", "a zero-value card", "I have an Arcana card with Red {n} in hand",
    # Berserk
    "удар силой {n}", "на страже карта «предотвратить следующие {n} раны»", "prevent {n} wounds",
    "I declared an action through a face-down card", "it turned out illegal", "I paid {n}", "X = {n}",
    "two revealed creatures with different elements and one face-down", "мы вернули ему всю оплату",
]
ASKS = ["Does it still get that attack off?", "Does he take {n} Damage?", "Is she Insane?", "Do I go first?",
        "Does Anna go before me?", "Who goes first?", "Is the game over?", "Is that enough to end the game?",
        "Do I have to pay extra Power?", "How much Power do I pay?", "Do I get to roll all {n} dice?",
        "Is Misdirection still in force?", "Can I sacrifice Cultists against it?", "Разве мы не делим победу?",
        "Сколько ран пройдёт?", "Can I prevent only {n}?", "Does the action happen?", "How many dice do I roll?",
        "Can I spend the Power and block it all?", "How many of my figures are destroyed?"]
NUMBERS = st.one_of(st.integers(0, 25).map(str), st.sampled_from(["zero", "one", "two", "three", "eleven", "thirteen",
                                                                   "два", "три", "четыре"]))


@pytest.fixture(scope="module")
def checker(games):
    return Checker(discover({g: games[g].documents for g in games}))


@st.composite
def stories(draw) -> str:
    parts = draw(st.lists(st.sampled_from(FRAGMENTS), min_size=1, max_size=6))
    told = [p.format(n=draw(NUMBERS)) for p in parts]
    joints = draw(st.lists(st.sampled_from([". ", ", ", " and ", ", then ", "; ", " — "]), min_size=len(told),
                           max_size=len(told)))
    story = "".join(t + j for t, j in zip(told, joints, strict=True))
    return story + draw(st.sampled_from(ASKS)).format(n=draw(NUMBERS))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=stories(), game=st.sampled_from(["rise-of-myths", "old-ones-origins", "mythos-encounters", "berserk"]))
def test_any_story_is_read_and_checked_without_an_exception(checker, text, game):
    reading = read(text)
    snap = checker.snapshot(game, text, reading, reading.lang, Conversation("fuzz"), None, None)
    decision = snap.decision(reading) if snap.situation is not None else None
    assert decision is None or decision.verdict in (None, "yes", "no")
