"""Every kind of every game has an example position (kb/games/<game>/examples.yaml), the one
the chat page's validate panel starts from: it parses against the kind's state model, and
resolving it through the API shows steps (or, for a kind that only judges, a violation),
each naming a rule of the game's rules.yaml and quoting the stored rulebook verbatim."""
from __future__ import annotations

import importlib
import pkgutil
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, NamedTuple

import pytest
import yaml

import kb.games
from kb.game import Kind
from kb.graph import load_rules_file

GAMES = Path(kb.games.__path__[0])
RULEBOOKS = Path(__file__).resolve().parent.parent / "corpus" / "rulebooks"

# Kinds that check play told in words: their resolvers only report what breaks a rule and
# take no step, so their example is one that breaks a rule. A kind that starts taking steps
# fails test_a_kind_without_steps_is_listed_here; take it off this list.
WITHOUT_STEPS = {
    "old-ones-origins": {"surrender", "conjuration", "attack-and-defend", "minions", "invasion", "plotting"},
    "rise-of-myths": {"recovery", "once-per-combat", "sacrifice-cost", "kept-past-turn", "leftover-damage",
                      "prison-attack"},
}


class Package(NamedTuple):
    game: str  # the game's id, as in rules.yaml and corpus/rulebooks/<id>
    folder: Path
    kinds: dict[str, Kind]  # checks.py's KINDS
    validation: Kind | None  # checks.py's VALIDATION: the board state, checked by /v1/validate
    examples: dict[str, Any]
    rules: dict[str, str]  # rule id -> its quote


@lru_cache(maxsize=1)
def _packages() -> tuple[Package, ...]:
    out = []
    for info in pkgutil.iter_modules(kb.games.__path__):
        if not info.ispkg:
            continue
        folder = GAMES / info.name
        checks = importlib.import_module(f"kb.games.{info.name}.checks")
        rules_file = load_rules_file(folder / "rules.yaml")
        examples_file = folder / "examples.yaml"
        examples = yaml.safe_load(examples_file.read_text(encoding="utf-8")) if examples_file.is_file() else None
        out.append(Package(rules_file.game, folder, dict(getattr(checks, "KINDS", {})),
                           getattr(checks, "VALIDATION", None), examples or {},
                           {r.id: r.quote for r in rules_file.rules}))
    return tuple(out)


def _package(game: str) -> Package:
    return next(p for p in _packages() if p.game == game)


def _kinds(validation: bool | None = None):
    """(game, kind) of every kind registered; ``validation``: only the board states (True)
    or only the resolvable kinds (False)."""
    for p in _packages():
        if validation is not True:
            for name in p.kinds:
                yield pytest.param(p.game, name, id=f"{p.game}/{name}")
        if validation is not False and p.validation is not None:
            yield pytest.param(p.game, p.validation.name, id=f"{p.game}/{p.validation.name}")


@cache
def _rulebook(game: str) -> str:
    return (RULEBOOKS / game / "rulebook.txt").read_text(encoding="utf-8")


def _cited(game: str, items: list[dict]) -> None:
    """Each step or violation names a rule of the game's rules.yaml, and its quote is that
    rule's, verbatim in the stored rulebook at the span it gives."""
    rules, text = _package(game).rules, _rulebook(game)
    for item in items:
        assert item["rule"] in rules, f"{item['rule']} is not a rule of {game}'s rules.yaml"
        c = item["citation"]
        assert c is not None, f"{item['rule']}: no citation"
        assert c["quote"] == rules[item["rule"]]
        assert c["quote"] in text and text[c["start"]:c["end"]] == c["quote"], f"{item['rule']}: not verbatim"


def test_every_game_package_has_kinds():
    games = {p.game for p in _packages()}
    assert {"berserk", "mythos-encounters", "old-ones-origins", "rise-of-myths"} <= games
    assert all(p.kinds for p in _packages())


@pytest.mark.parametrize("game", [p.game for p in _packages()])
def test_every_kind_has_an_example_and_every_example_a_kind(game):
    p = _package(game)
    kinds = set(p.kinds) | ({p.validation.name} if p.validation else set())
    missing = sorted(kinds - set(p.examples))
    assert not missing, f"{game}: no example in {p.folder.name}/examples.yaml for {', '.join(missing)}"
    stale = sorted(set(p.examples) - kinds)
    assert not stale, f"{game}: examples for kinds it does not have: {', '.join(stale)}"


@pytest.mark.parametrize("game, kind", list(_kinds()))
def test_the_example_parses_against_its_state(game, kind):
    p = _package(game)
    model = p.validation.state if p.validation is not None and kind == p.validation.name else p.kinds[kind].state
    assert kind in p.examples, f"{game}: no example for {kind}"
    model.model_validate(p.examples[kind])  # a ValidationError fails the test, naming the field


def test_the_api_serves_the_examples_as_written(client):
    for p in _packages():
        r = client.get(f"/v1/games/{p.game}/examples")
        assert r.status_code == 200
        assert r.json() == p.examples
        if p.validation is not None:  # the page shows the first: the board, where the game has one
            assert next(iter(r.json())) == p.validation.name


@pytest.mark.parametrize("game, kind", list(_kinds(validation=False)))
def test_the_example_resolves_with_cited_steps(client, game, kind):
    state = _package(game).examples[kind]
    r = client.post("/v1/resolve", json={"game": game, "kind": kind, "state": state})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["kind"] == kind and isinstance(body["result"], dict) and body["outcome"]
    if kind in WITHOUT_STEPS.get(game, set()):
        assert body["violations"], f"{game}/{kind} takes no step: its example should break a rule"
    else:
        assert body["trace"], f"{game}/{kind}: the example's resolution takes no step"
        assert all(s["step"] for s in body["trace"])
    _cited(game, body["trace"] + body["violations"])


@pytest.mark.parametrize("game, kind", list(_kinds(validation=True)))
def test_the_board_example_validates_with_cited_violations(client, game, kind):
    state = _package(game).examples[kind]
    r = client.post("/v1/validate", json={"game": game, "state": state})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["valid"] is (not body["violations"]) and body["derived"]
    _cited(game, body["violations"])


@pytest.mark.parametrize("game, kind", [pytest.param(g, k, id=f"{g}/{k}") for g, ks in WITHOUT_STEPS.items()
                                        for k in sorted(ks)])
def test_a_kind_without_steps_is_listed_here(client, game, kind):
    assert kind in _package(game).kinds, f"{game} has no kind {kind}: take it off WITHOUT_STEPS"
    body = client.post("/v1/resolve", json={"game": game, "kind": kind,
                                            "state": _package(game).examples[kind]}).json()
    assert body["trace"] == [], f"{game}/{kind} now takes steps: take it off WITHOUT_STEPS"
