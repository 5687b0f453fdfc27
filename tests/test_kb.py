"""The executable rules graph: scenarios from the rulebooks, the lint, full coverage of
the short rulebooks, and property tests on the engines."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from corpus.documents import units
from corpus.library import load_games
from kb.engine.registry import CHECKS
from kb.game import discover
from kb.graph import build_graph, lint
from kb.model import RulesFile

SCENARIOS = Path(__file__).parent / "scenarios"


@lru_cache(maxsize=1)
def _kb():
    return discover({g: game.documents for g, game in load_games().items()})


@pytest.fixture(scope="session")
def kb():
    return _kb()


def _scenarios():
    for f in sorted(SCENARIOS.glob("*.yaml")):
        data = yaml.safe_load(f.read_text(encoding="utf-8"))
        for s in data["scenarios"]:
            yield pytest.param(data["game"], s, id=f"{data['game']}: {s['title']}")


def _subset(want, got, path="result"):
    if isinstance(want, dict):
        for k, v in want.items():
            assert k in got, f"{path}.{k} missing"
            _subset(v, got[k], f"{path}.{k}")
    else:
        assert got == want, f"{path}: {got!r} != {want!r}"


@pytest.mark.parametrize("game, scenario", list(_scenarios()))
def test_scenario(kb, game, scenario):
    res = kb[game].resolve(scenario["kind"], scenario["state"])
    exp = scenario["expect"]
    _subset(exp.get("result", {}), res.result)
    if "violations" in exp:
        assert [v.rule for v in res.violations] == exp["violations"]
    steps = iter(res.trace)  # checkpoints appear in this order
    for cp in exp.get("trace", []):
        assert any(s.rule == cp["rule"] and cp["contains"] in s.step for s in steps), cp
    for item in [*res.trace, *res.violations]:
        cit = item.citation
        assert cit is not None and cit.quote
        assert cit.quote == kb[game].graph.rules[item.rule].quote


def test_every_rule_graph_passes_its_lint(kb):
    assert kb, "no game has a rule graph"
    for g in kb.values():
        assert lint(g.graph, CHECKS) == []


@pytest.mark.parametrize("game", ["mythos-encounters", "berserk"])
def test_every_rule_sentence_of_the_short_rulebooks_is_a_node(kb, games, game):
    doc = games[game].documents[0]
    rg = kb[game].graph
    spans = [(c.start, c.end) for c in rg.citations.values()]
    for ne in rg.source.not_executable:
        at = doc.text.find(ne.quote)
        spans.append((at, at + len(ne.quote)))
    headings = [(s.start, s.body_start) for s in doc.sections]
    for u in units(doc.text, 0, len(doc.text)):
        if any(a <= u.start and u.end <= b for a, b in headings):
            continue
        assert any(a <= u.start and u.end <= b for a, b in spans), f"not covered: {doc.text[u.start:u.end]!r}"


BAD = """
game: mythos-encounters
rules:
  - {id: me.x.a, kind: constraint, title: A, statement: s, quote: "You may only use each method"}
  - {id: me.x.a, kind: definition, title: A2, statement: s, quote: "You may only use each method"}
  - {id: me.x.b, kind: timing, title: B, statement: s, quote: "this sentence is not in the book", check: no.such.check}
  - {id: me.x.c, kind: timing, title: C, statement: s, quote: "Any Great Old One"}
edges:
  - {source: me.x.a, target: me.x.ghost, relation: refines}
  - {source: me.x.b, target: me.x.c, relation: precedes}
  - {source: me.x.c, target: me.x.b, relation: precedes}
"""


def test_the_lint_reports_every_kind_of_problem_at_once(games):
    rf = RulesFile.model_validate(yaml.safe_load(BAD))
    problems = "\n".join(lint(build_graph(rf, games["mythos-encounters"].documents, strict=False), CHECKS))
    for expected in ["duplicate rule id me.x.a", "quote not found verbatim", "unknown check 'no.such.check'",
                     "a constraint without a check", "no rule me.x.ghost", "cycle among precedes"]:
        assert expected in problems


def test_a_quote_not_found_is_a_load_error(games):
    rf = RulesFile.model_validate(yaml.safe_load(BAD))
    with pytest.raises(ValueError, match="quote not found"):
        build_graph(rf, games["mythos-encounters"].documents)


# -- property tests on the engines -----------------------------------------------------

METHODS = ["stopping_card", "sacrifice_cultists", "discard_arcana", "sacrifice_character"]
names = st.sampled_from(["Leon", "Melissa", "Ann", "Bo"])
red = st.integers(0, 6)


def attempt():
    card = st.fixed_dictionaries({"name": st.sampled_from(["Elder Sign", "Prism Gate", "Gate Key"]), "red": red})
    return st.one_of(
        st.fixed_dictionaries({"player": names, "method": st.just("stopping_card"), "card": card}),
        st.fixed_dictionaries({"player": names, "method": st.just("sacrifice_cultists"),
                               "contributions": st.lists(st.fixed_dictionaries(
                                   {"player": names, "count": st.integers(1, 4)}), min_size=1, max_size=3)}),
        st.fixed_dictionaries({"player": names, "method": st.just("discard_arcana"), "card": card}),
        st.fixed_dictionaries({"player": names, "method": st.just("sacrifice_character"),
                               "card": st.fixed_dictionaries({"name": st.just("Eric Zann")}),
                               "roll": st.integers(1, 6), "success": st.booleans()}),
    )


chains = st.fixed_dictionaries({"card": st.fixed_dictionaries({"name": st.just("Misdirection"), "red": red}),
                                "attempts": st.lists(attempt(), max_size=8)})


@settings(max_examples=200, deadline=None)
@given(state=chains)
def test_negation_chain_invariants(state):
    kb = _kb()
    res = kb["mythos-encounters"].resolve("negation-chain", state)
    r = res.result
    assert r["effect_in_force"] == (r["successful_attempts"] % 2 == 0)
    assert len(set(r["methods_used"])) == len(r["methods_used"])
    assert sorted(r["methods_used"] + r["methods_left"]) == sorted(METHODS)
    assert r["successful_attempts"] <= len(r["methods_used"])
    assert len(res.violations) == len(state["attempts"]) - len(r["methods_used"])
    for v in res.violations:
        assert v.path.startswith("state.attempts[")
    # the value to beat is the red of the last card legally played, else the negated card's
    expected = state["card"]["red"]
    legal = {int(v.path.split("[")[1].split("]")[0]) for v in res.violations}
    for i, a in enumerate(state["attempts"]):
        if i not in legal and "red" in a.get("card", {}):
            expected = a["card"]["red"]
    assert r["value_to_beat"] == expected
    _cited(kb, "mythos-encounters", res)


shields = st.lists(st.fixed_dictionaries({
    "id": st.text("abcdefgh", min_size=1, max_size=4), "owner": st.sampled_from(["A", "B"]),
    "amount": st.integers(0, 8), "source_in_play": st.booleans()}), max_size=6, unique_by=lambda s: s["id"])


@settings(max_examples=200, deadline=None)
@given(wounds=st.integers(0, 12), mods=st.lists(st.integers(-4, 4), max_size=4), shields=shields,
       active=st.sampled_from(["A", "B"]))
def test_prevention_invariants(wounds, mods, shields, active):
    kb = _kb()
    state = {"active_player": active, "attack": {"wounds": wounds, "modifiers": mods}, "preventions": shields}
    res = kb["berserk"].resolve("prevention", state)
    r = res.result
    before = max(0, wounds + sum(mods))
    assert r["wounds_before_prevention"] == before
    prevented = sum(a["prevented"] for a in r["applied"])
    assert 0 <= r["wounds_dealt"] == before - prevented
    assert prevented <= sum(s["amount"] for s in shields if s["source_in_play"])
    owners = [next(s["owner"] for s in shields if s["id"] == a["id"]) for a in r["applied"]]
    if active in owners:
        assert all(o == active for o in owners[owners.index(active):])  # no inactive shield after an active one
    for a in r["applied"]:
        amounts = {s["amount"] for s in shields if s["id"] == a["id"]}
        assert a["prevented"] >= 0 and a["prevented"] + a["remaining"] in amounts
    _cited(kb, "berserk", res)


@settings(max_examples=100, deadline=None)
@given(cards=st.lists(st.fixed_dictionaries({"revealed": st.booleans(), "elements": st.lists(
    st.sampled_from(["swamp", "forest", "mountain", "darkness", "plains"]), max_size=3)}), max_size=6),
    legal=st.booleans())
def test_hidden_declaration_counts_only_revealed_cards(cards, legal):
    kb = _kb()
    res = kb["berserk"].resolve("hidden-declaration", {"action": {"cost": 1, "legal_on_reveal": legal},
                                                       "count": {"cards": cards}})
    assert res.result["x"] == len({e for c in cards if c["revealed"] for e in c["elements"]})
    assert res.result["paid"] is True and res.result["performed"] is legal
    _cited(kb, "berserk", res)


def _cited(kb, game, res):
    """Every step and violation carries its rule's citation, verbatim in the stored text."""
    docs = {d.id: d for d in load_games()[game].documents}
    for item in [*res.trace, *res.violations]:
        c = item.citation
        assert c is not None and docs[c.doc].text[c.start:c.end] == c.quote
        assert c.quote == kb[game].graph.rules[item.rule].quote


# -- Old Ones Origins --------------------------------------------------------------------

@settings(max_examples=150, deadline=None)
@given(init=st.dictionaries(st.sampled_from(["Cthulhu", "Hastur", "Yog", "Shub"]), st.integers(0, 6), min_size=1),
       prev=st.dictionaries(st.sampled_from(["Cthulhu", "Hastur", "Yog", "Shub"]), st.integers(0, 6)))
def test_turn_order_is_a_permutation_lowest_first(init, prev):
    res = _kb()["old-ones-origins"].resolve("turn-order", {"initiative": init, "previous_initiative": prev})
    order = res.result["order"]
    assert sorted(order) == sorted(init)
    assert [init[p] for p in order] == sorted(init.values())


@settings(max_examples=150, deadline=None)
@given(printed=st.integers(0, 9), own=st.integers(0, 9), enemies=st.lists(st.integers(0, 9), max_size=3))
def test_spell_cost_never_below_printed(printed, own, enemies):
    res = _kb()["old-ones-origins"].resolve("spell-cost", {"printed_cost": printed, "spell_resistance": own,
                                                            "enemy_spell_resistance": enemies})
    assert res.result["cost"] >= printed
    assert res.result["cost"] == printed + max([0] + [e - own for e in enemies])


@settings(max_examples=200, deadline=None)
@given(n=st.integers(2, 4), data=st.data())
def test_game_end_has_exactly_one_outcome(n, data):
    players = ["A", "B", "C", "D"][:n]
    state = {"players": n,
             "vp": {p: data.draw(st.integers(0, 5)) for p in players},
             "seals_on_board": {p: data.draw(st.integers(0, 4)) for p in players},
             "schemes_left": {p: data.draw(st.integers(0, 3)) for p in players}}
    r = _kb()["old-ones-origins"].resolve("game-end", state).result
    if r["ended"]:
        assert (r["winner"] is None) == r["all_lose"]
        if r["winner"]:
            assert state["vp"][r["winner"]] == max(state["vp"].values())
    else:
        assert r["winner"] is None and not r["all_lose"]
        assert max(state["vp"].values()) < n and min(state["schemes_left"].values()) > 0


# -- Rise of Myths -----------------------------------------------------------------------

conds = st.fixed_dictionaries({"weakness": st.integers(0, 5), "prison": st.integers(0, 5)})


@settings(max_examples=200, deadline=None)
@given(a=st.integers(0, 12), ah=st.integers(0, 12), c=conds, d=st.integers(0, 8), dh=st.integers(0, 15),
       v=st.integers(0, 4))
def test_attack_never_makes_a_value_negative(a, ah, c, d, dh, v):
    r = _kb()["rise-of-myths"].resolve("attack", {"attacker": {"attack": a, "health": ah, "conditions": c},
                                                  "defender": {"defense": d, "health": dh,
                                                               "conditions": {"vulnerability": v}}}).result
    assert all(x >= 0 for x in r.values() if isinstance(x, int))
    assert r["attack_performed"] == (ah - c["prison"] > 0)
    if r["attack_performed"]:
        assert r["attack_value"] == max(0, a - c["weakness"] + v)
        assert r["damage"] + (d - r["defender_defense"]) == r["attack_value"]
        assert r["defender_health"] == max(0, dh - r["damage"])


@settings(max_examples=200, deadline=None)
@given(rnd=st.integers(1, 8), chars=st.lists(st.fixed_dictionaries(
    {"name": st.sampled_from(["Seer", "Detective", "Sorcerer"]), "health": st.integers(0, 3),
     "sanity": st.integers(0, 3)}), min_size=1, max_size=3, unique_by=lambda c: c["name"]),
    enemies=st.integers(0, 3))
def test_defeat_exactly_when_the_rulebook_says(rnd, chars, enemies):
    r = _kb()["rise-of-myths"].resolve("round-end", {"round": rnd, "characters": chars,
                                                     "enemies_remaining": enemies}).result
    lost = any(c["health"] == 0 for c in chars) or (enemies > 0 and (
        any(c["sanity"] == 0 for c in chars) or rnd >= 6))
    assert (r["status"] == "defeat") == lost
    assert (r["status"] == "victory") == (not lost and enemies == 0)


def test_the_rules_load_without_the_search_index():
    # one-way flow corpus → kb → service: the rule graphs, glossaries and readers need the
    # rulebooks and the tokenizer, never FAISS or the encoder
    import subprocess
    import sys

    code = ("import sys, kb.game, kb.glossary, kb.graph, kb.words; "
            "print(sorted(m for m in ('corpus.index', 'faiss', 'torch', 'sentence_transformers') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == "[]"


@pytest.mark.parametrize("sentence, lang, modality, bound, quantity", [
    ("Each player may hold at most 4 cards in hand.", "en", "at_most", 4, "cards"),
    ("Characters cannot receive more than 4 Damage per Attack.", "en", "at_most", 4, "Damage"),
    ("A card can be played for another Character once per turn.", "en", "at_most", 1, "times"),
    # a permission of a number of times is a limit of it (a fourth pass is past "three times")
    ("You can go through the deck three times.", "en", "at_most", 3, "times"),
    ("Колоду можно пересдать 2 раза.", "ru", "at_most", 2, "times"),
    ("Participants draw up to 5 cards from it.", "en", "at_most", 5, "cards"),
    ("Units cannot be summoned into Warded and Sealed areas.", "en", "cannot", None, None),
    ("The Power cost of a Spell must be paid for the Spell to resolve.", "en", "must", None, None),
    ("It is not required to deal Damage in order to inflict a Condition.", "en", "need_not", None, None),
    ("Игрок может сыграть не более 2 заклинаний за ход.", "ru", "at_most", 2, "заклинаний"),
])
def test_a_sentence_stating_a_norm_is_drafted_as_one(sentence, lang, modality, bound, quantity):
    from kb.draft import draft_norm

    n = draft_norm(sentence, lang)
    assert n is not None and (n.modality, n.bound, n.quantity) == (modality, bound, quantity)


@pytest.mark.parametrize("sentence", [
    "If playing with Avatars, you may spend 3 Ancient Signs to awaken your Avatar.",  # a condition
    "Only Units with Flying may be placed in void areas instead.",  # narrowed
    "You can no longer use the Empowered effect of your Avatar.",  # may and cannot at once
    "Each game can have up to a maximum of 3.",  # a limit without what it counts
    "Each Great Old One card represents a different Enemy.",  # no norm at all
])
def test_a_sentence_whose_norm_cannot_be_read_safely_is_not_drafted(sentence):
    from kb.draft import draft_norm

    assert draft_norm(sentence, "en") is None


@settings(max_examples=40, deadline=None)
@given(bound=st.integers(1, 12), value=st.integers(0, 15))
def test_a_drafted_limit_decides_across_its_bound(bound, value):
    from kb.draft import draft_norm
    from service.decide import NormText, apply
    from service.reading import read

    n = draft_norm(f"Each wizard may carry at most {bound} wands at a time.", "en")
    assert n is not None
    d = apply(NormText.of("x", n), read(f"My wizard has {value} wands. Can a wizard carry {value} wands?"))
    assert d.verdict == ("yes" if value <= bound else "no")


def test_an_ingested_book_without_rules_gets_drafted_rules_that_pass_the_lint(games):
    from kb.engine.registry import CHECKS
    from kb.game import drafted
    from kb.graph import lint

    for game in games.values():  # drafted as if no rules had been written for it
        rules = drafted(game.id, game.documents)
        assert lint(rules.graph, CHECKS) == []
        assert all(rules.graph.citations[r] is not None for r in rules.graph.rules)
