"""One language per answer (issue 12): the executed checks of Old Ones Origins, Rise of Myths
and Mythos Encounters tell their steps and violations in Russian when the answer is Russian,
and in English when it is English. A check's message returned as a string (``ref.run``) is
told in both languages through ``registry.Said``."""
from __future__ import annotations

import re
from typing import Any

import pytest

from kb.engine.registry import Referee, Said, plural_ru
from kb.game import GameRules, discover
from kb.games.mythos_encounters.checks import describe_chain

GAMES = ["old-ones-origins", "rise-of-myths", "mythos-encounters"]
CYRILLIC = re.compile(r"[А-Яа-яЁё]")
# a run of three English words or more (a word: Latin letters, maybe joined by - or ')
ENGLISH_RUN = re.compile(r"[A-Za-z][A-Za-z'-]*(?:[\s,]+[A-Za-z][A-Za-z'-]*){2,}")

# positions that reach the branches the examples do not: the violations of the checks that
# return their messages (ref.run) and the steps around them, per game and kind
MORE: dict[str, list[tuple[str, dict]]] = {
    "old-ones-origins": [
        ("turn-order", {"initiative": {"Cthulhu": 3, "Hastur": 3}, "previous_initiative": {"Cthulhu": 2}}),
        ("turn-order", {"initiative": {"Cthulhu": 3, "Hastur": 3}, "previous_initiative": {"Cthulhu": 2, "Hastur": 2}}),
        ("spell-cost", {"printed_cost": 1, "spell_resistance": 3, "enemy_spell_resistance": [2]}),
        ("game-end", {"players": 2, "vp": {"me": 2, "Hastur": 1}, "seals_on_board": {}, "schemes_left": {},
                      "round": 3, "length": "short"}),
        ("game-end", {"players": 2, "vp": {"Cthulhu": 1, "Hastur": 1}, "seals_on_board": {"Cthulhu": 2, "Hastur": 2},
                      "schemes_left": {"Cthulhu": 0, "Hastur": 1}, "round": 3, "length": "short"}),
        ("game-end", {"players": 2, "vp": {"Cthulhu": 1, "Hastur": 0}, "seals_on_board": {}, "schemes_left": {},
                      "round": 4, "length": "short"}),
        ("game-end", {"players": 2, "vp": {"Cthulhu": 1, "Hastur": 0}, "seals_on_board": {}, "schemes_left": {},
                      "round": 2, "length": "standard"}),
        ("movement", {"areas": [{"id": "a1", "kind": "world", "status": "contested"},
                                {"id": "a2", "kind": "world", "status": "allied"}],
                      "adjacent": [["a1", "a2"]], "unit": {"area": "a1", "exhausted": True}, "path": ["a2"]}),
        ("movement", {"areas": [{"id": "a1", "kind": "world", "status": "contested"},
                                {"id": "a2", "kind": "world", "status": "allied"}],
                      "adjacent": [["a1", "a2"], ["a1", "a9"]], "unit": {"area": "a1"}, "path": ["a2"]}),
        ("movement", {"areas": [{"id": "a1", "kind": "world", "status": "allied"},
                                {"id": "a2", "kind": "world", "status": "unaligned"},
                                {"id": "a3", "kind": "world", "status": "allied"}],
                      "adjacent": [["a1", "a2"], ["a2", "a3"]], "unit": {"area": "a1"}, "path": ["a2", "a3"]}),
        ("movement", {"areas": [{"id": "a1", "kind": "world", "status": "allied"}], "adjacent": [],
                      "unit": {"area": "a1"}, "path": ["a5"]}),
        ("movement", {"areas": [{"id": "a1", "kind": "world", "status": "allied"}], "adjacent": [],
                      "unit": {"area": "a7"}, "path": []}),
        ("influence-resolution", {"player": "Cthulhu", "slot": "corner", "region": "r1", "touching": ["r1", "r2"],
                                  "centers": {"r1": [{"player": "Cthulhu"}]}}),
        ("influence-resolution", {"player": "Cthulhu", "slot": "corner", "region": "r3", "touching": ["r1", "r2"]}),
        ("influence-resolution", {"player": "Cthulhu", "slot": "corner", "region": "r2", "touching": ["r1", "r2"]}),
        ("influence-resolution", {"player": "Cthulhu", "slot": "center", "region": "r2"}),
        ("influence-resolution", {"player": "Cthulhu", "slot": "center"}),
        ("influence-resolution", {"player": "Cthulhu", "slot": "corner", "return_for_wild_resource": True}),
        ("psychic-damage", {"damage": 4, "power": 1, "spend_power": 2, "spend_block": 1, "exhaust": ["X", "Spawn"],
                            "figures": [{"id": "Spawn", "power": 1, "block": 0, "dice": 1, "exhausted": True}]}),
        ("conflict-dice", {"figures": [{"id": "Acropolis", "dice": 4}], "rolled": 11}),
        ("attack", {"attacker": {"card_attack": 1, "dial_attack": 1, "spend_attack": 3},
                    "defender": {"card_block": 0, "dial_block": 0, "spend_block": 2, "exhaust": ["Spawn", "Spawn"],
                                 "figures": [{"id": "Spawn", "block": 0}]}}),
        ("surrender", {"participants": 3, "defender_figures": 1}),
        ("conjuration", {"portal": False, "summons": [{"units": 1, "warded": True, "sealed": True}],
                         "builds": [{"acropolis": True, "allied_outpost": False}]}),
        ("board", {"players": 2, "map": {"cols": 3, "rows": 3},
                   "units": [{"faction": "Hastur", "type": "Byakhee", "area": "r1-void", "area_kind": "void"}],
                   "rifts": [{"between": ["r1", "r1"]}, {"between": ["r1", "r2"]}, {"between": ["r2", "r1"]}],
                   "seals": [{"faction": "Hastur", "area": "r1-north"}, {"faction": "Cthulhu", "area": "r1-north"}]}),
    ],
    "rise-of-myths": [
        ("attack", {"attacker": {"attack": 3, "health": 0}, "defender": {"health": 5}}),
        ("attack", {"attacker": {"attack": 3, "health": 2, "conditions": {"prison": 2}}, "defender": {"health": 5}}),
        ("attack", {"attacker": {"attack": 1, "health": 9, "conditions": {"prison": 1, "weakness": 3}},
                    "defender": {"health": 1}}),
        ("attack", {"attacker": {"attack": 4, "health": 9}, "defender": {"health": 2}}),
        ("round-end", {"round": 2, "characters": [{"name": "Seer", "health": 0, "sanity": 7}], "enemies_remaining": 1}),
        ("round-end", {"round": 2, "characters": [{"name": "Seer", "health": 3, "sanity": 0}], "enemies_remaining": 0}),
        ("round-end", {"round": 2, "characters": [{"name": "Seer", "health": 3, "sanity": 3}], "enemies_remaining": 2}),
        ("upkeep", {"round": 1, "characters": ["Seer", "Detective"], "leader": "Seer", "reduced_cards": True}),
        ("upkeep", {"round": 2, "characters": ["Seer", "Detective"], "leader": "Keeper"}),
        ("upkeep-draw", {"characters": 2, "drawn": 5}),
        ("enemy-targets", {"leader": "Keeper", "characters": [{"name": "Seer", "health": 5, "sanity": 5},
                                                              {"name": "Sorcerer", "health": 5, "sanity": 5}],
                           "enemies": [{"name": "Farmer", "priority": "highest-health"},
                                       {"name": "Midwife", "priority": "next-leader"},
                                       {"name": "Keeper", "priority": "leader"}]}),
        ("end-of-turn", {"health": 2, "conditions": {"bleed": 2}, "last_enemy_defeated": False}),
        ("end-of-turn", {"health": 2, "conditions": {"bleed": 2}, "last_enemy_defeated": True}),
        ("card-modification", {"card": {"attack": 2}, "modifiers": [{"mode": "add", "effects": {"defense": 1}}]}),
        ("standing", {"creatures": [{"name": "Seer", "health": 7, "sanity": 3, "treated_as": ["wounded", "sane"]}]}),
        ("cards-for-another", {"turns": [{"actor": "Seer", "plays": [{"recipient": "Keeper", "cooperative": False},
                                                                      {"recipient": "Keeper", "cooperative": False}]}]}),
        ("once-per-combat", {"uses": [{"item": "consumable", "times": 5}]}),
        ("kept-past-turn", {"energy_kept": False, "conditions_kept": True}),
        ("combat", {"round": 7, "leader": "Keeper", "characters": [
            {"name": n, "health": 11, "max_health": 10, "sanity": 9, "max_sanity": 8, "defense": -1,
             "conditions": {"bleed": -1}} for n in ("Seer", "Detective", "Sorcerer", "Possessed")],
            "enemies": [{"name": "Farmer", "health": 3, "max_health": 3, "conditions": {"bleed": 3, "stun": 3}},
                        {"name": "Cthulhu", "health": 3, "max_health": 3, "great_old_one": True,
                         "conditions": {"weakness": 5}}]}),
    ],
    "mythos-encounters": [
        # red 0 forbids the Cultists; a second Arcana card short of the value; a method used twice
        ("negation-chain", {"card": {"name": "Pact", "red": 0}, "attempts": [
            {"player": "Leon", "method": "sacrifice_cultists", "contributions": [{"player": "Leon", "count": 3}]},
            {"player": "Leon", "method": "stopping_card", "card": {"name": "Ward", "red": 1}},
            {"player": "Melissa", "method": "sacrifice_character", "card": {"name": "Eric Zann"}, "roll": 1,
             "success": False}]}),
        ("negation-chain", {"card": {"name": "Misdirection", "red": 3}, "attempts": [
            {"player": "Leon", "method": "sacrifice_cultists", "contributions": [{"player": "Leon", "count": 1},
                                                                               {"player": "Melissa", "count": 1}]},
            {"player": "Leon", "method": "discard_arcana", "card": {"name": "Gate", "red": 1}},
            {"player": "Leon", "method": "sacrifice_cultists", "contributions": [{"player": "Leon", "count": 4},
                                                                               {"player": "Melissa", "count": 1}]},
            {"player": "Leon", "method": "sacrifice_cultists", "contributions": [{"player": "Leon", "count": 5}]},
            {"player": "Leon", "method": "stopping_card", "card": {"name": "Ward", "red": 1}},
            {"player": "Leon", "method": "discard_arcana", "card": {"name": "Gate", "red": 4}},
            {"player": "Leon", "method": "sacrifice_character", "card": {"name": "Eric Zann"}, "roll": 6,
             "success": True}]}),
    ],
}


@pytest.fixture(scope="module")
def rules(games) -> dict[str, GameRules]:
    return discover({g: games[g].documents for g in GAMES})


def _positions(rules: dict[str, GameRules]):
    """(game, kind, state) of every kind's example and of the positions above."""
    for game in GAMES:
        g = rules[game]
        for kind, state in g.examples.items():
            if kind in g.kinds or (g.validation is not None and kind == g.validation.name):
                yield game, kind, state
        for kind, state in MORE[game]:
            yield game, kind, state


def _names(state: Any) -> list[str]:
    """Every string of a state (its keys too): the names an answer may repeat as they are."""
    if isinstance(state, dict):
        return [n for k, v in state.items() for n in (*_names(k), *_names(v))]
    if isinstance(state, list):
        return [n for v in state for n in _names(v)]
    return [state] if isinstance(state, str) else []


def _told(g: GameRules, kind: str, state: dict, lang: str) -> list[str]:
    """The steps' and the violations' words of resolving ``state`` (a board state validated)."""
    if g.validation is not None and kind == g.validation.name and kind not in g.kinds:
        ref = Referee(g.graph, lang)
        g.validation.resolve(g.validation.state.model_validate(state), ref)
        return [t.step for t in ref.trace] + [v.message for v in ref.violations]
    r = g.resolve(kind, state, lang)
    return [t.step for t in r.trace] + [v.message for v in r.violations]


def _enums(schema: Any) -> set[str]:
    """The words a state model takes from a fixed list ("contested", "start-of-round"): codes,
    not names, so an answer tells them in its own language."""
    if isinstance(schema, dict):
        return {e for e in schema.get("enum", []) + [schema.get("const")] if isinstance(e, str)} | \
            {e for v in schema.values() for e in _enums(v)}
    if isinstance(schema, list):
        return {e for v in schema for e in _enums(v)}
    return set()


def _without_names(text: str, state: dict, codes: set[str]) -> str:
    for name in sorted(set(_names(state)) - codes, key=len, reverse=True):
        if len(name) > 1:
            text = text.replace(name, " ")
    return text


def test_every_step_and_violation_is_told_in_russian(rules):
    seen = 0
    for game, kind, state in _positions(rules):
        codes = _enums(rules[game].kind(kind).state.model_json_schema())
        told = _told(rules[game], kind, state, "ru")
        # a legal board validates with nothing to tell
        assert told or kind == getattr(rules[game].validation, "name", None), f"{game}/{kind}: nothing told"
        for text in told:
            seen += 1
            assert CYRILLIC.search(text), f"{game}/{kind}: not Russian: {text!r}"
            english = ENGLISH_RUN.search(_without_names(text, state, codes))
            assert english is None, f"{game}/{kind}: English words {english.group()!r} in {text!r}"
    assert seen > 150


def test_the_same_steps_are_told_in_english(rules):
    for game, kind, state in _positions(rules):
        ru = _told(rules[game], kind, state, "ru")
        en = _told(rules[game], kind, state, "en")
        assert len(en) == len(ru)
        cyrillic_names = any(CYRILLIC.search(n) for n in _names(state))
        for text in en:
            assert cyrillic_names or not CYRILLIC.search(text), f"{game}/{kind}: Russian in English: {text!r}"


def test_a_check_returns_both_languages_or_english_only(rules):
    ref = Referee(rules["mythos-encounters"].graph, "ru")
    assert ref.say(Said("in English", "по-русски")) == "по-русски"
    assert ref.say(("in English", "по-русски")) == "по-русски"
    assert ref.say("in English") == "in English"
    assert Referee(ref.graph).say(Said("in English", "по-русски")) == "in English"
    assert [plural_ru(n, "карта", "карты", "карт") for n in (1, 2, 5, 11, 21, 22, 112)] == \
        ["карта", "карты", "карт", "карт", "карта", "карты", "карт"]


def test_a_russian_question_gets_a_russian_violation(client):
    # (the Elder Sign's red value told: with it untold, the chain is run for every value it can
    # take and the answer carries no single trace)
    q = ("Мелисса сыграла карту с красным 2. Леон пожертвовал 2 культистов, Мелисса вернула эффект Знаком Древних "
         "с красным 3. Теперь я жертвую 3 культистов, чтобы снова отменить. Можно?")
    r = client.post("/v1/ask", json={"question": q, "game": "mythos-encounters"}).json()
    violations = r["check"]["violations"]
    assert [v["rule"] for v in violations] == ["me.negation.once-per-method"]
    message = violations[0]["message"]
    assert CYRILLIC.search(message) and not ENGLISH_RUN.search(message), message
    assert "жертва культистов" in message
    assert all(CYRILLIC.search(t["step"]) for t in r["check"]["trace"])


@pytest.mark.parametrize("game, q", [
    ("mythos-encounters", "Леон сыграл на меня «Misdirection». Могу ли я пожертвовать 2 культистов, чтобы отменить её?"),
    ("berserk", "У моего существа «предотвращает следующие 4 раны», ход соперника. Пройдёт ли хотя бы одна рана?"),
    ("old-ones-origins", "Печатная стоимость моего заклинания 2 Силы, у Хастура Сопротивление заклинаниям 3. "
                         "Я плачу только 2, верно?"),
])
def test_a_fact_asked_back_is_asked_in_the_askers_language(client, game, q):
    r = client.post("/v1/ask", json={"question": q, "game": game}).json()
    assert r["needs"], r["answer"]
    for need in r["needs"]:
        assert CYRILLIC.search(need["question"]) and not ENGLISH_RUN.search(need["question"]), need


@pytest.mark.parametrize("lang, left", [
    ("en", "methods left: sacrificing Cultists, sacrificing an Arcana card, sacrificing a Character card."),
    ("ru", "оставшиеся способы: жертва культистов, жертва карты Арканы, жертва карты персонажа."),
])
def test_the_methods_left_are_named_in_the_players_words_not_the_engines(lang, left):
    # (issue 12: "methods left: stopping_card, sacrifice_cultists" showed the engine's names)
    check = {"result": {"effect_in_force": False, "value_to_beat": 2, "successful_attempts": 1,
                        "methods_left": ["sacrifice_cultists", "discard_arcana", "sacrifice_character"]},
             "trace": [], "violations": []}
    text = describe_chain(check, lang)
    assert text.endswith(left) and "_" not in text
