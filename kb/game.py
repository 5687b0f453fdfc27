"""A game's executable side: its rule graph and the kinds it can resolve, discovered from
``kb/games/<package>/``. Adding a game is adding that folder."""
from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ValidationError

import kb.games
from corpus.documents import Document
from kb.draft import draft_rules
from kb.engine.registry import CHECKS, Referee
from kb.engine.results import Resolution, Validation
from kb.glossary import Glossary
from kb.graph import RuleGraph, build_graph, lint, load_rules_file
from kb.words import Reader, Situation


@dataclass(frozen=True)
class Kind:
    """One thing a game can resolve: a state model and a pure function over it."""
    name: str
    state: type[BaseModel]
    resolve: Callable[[Any, Referee], dict]
    summary: str
    result: type[BaseModel] | None = None
    # what a position of this kind breaks, beyond the violations of resolving it
    validate: Callable[[Any, Referee], dict] | None = None
    # the outcome in a sentence, in English or Russian: describe(check, lang)
    describe: Callable[[dict, str], str] | None = None


@dataclass
class GameRules:
    id: str
    graph: RuleGraph
    kinds: dict[str, Kind]
    validation: Kind | None = None  # a board state of its own; else the kinds' states
    module: Any = field(default=None, repr=False)
    examples: dict[str, dict] = field(default_factory=dict)  # a starting position per kind
    glossary: Glossary | None = None  # the rulebook's terms by their names in another language
    # kind → how it is read from words: reading.py's READERS
    readers: dict[str, Reader] = field(default_factory=dict)

    def resolve(self, kind: str, state: dict, lang: str = "en") -> Resolution:
        """``kind`` run on ``state``; its steps told in ``lang`` where the engine has them."""
        k = self.kinds[kind]
        parsed = k.state.model_validate(state)  # ValidationError → the caller's 422
        ref = Referee(self.graph, lang)
        result = k.resolve(parsed, ref)
        return Resolution(kind=kind, result=result, trace=ref.trace, violations=ref.violations)

    def parse(self, state: dict, kinds: list[Kind] | None = None) -> tuple[Kind, BaseModel]:
        """The first of ``kinds`` (default: all the game's kinds) whose state this is, with
        the parsed state; when none parses, the errors of the state it most resembles."""
        errors: list[tuple[int, ValidationError]] = []
        for k in kinds if kinds is not None else list(self.kinds.values()):
            try:
                return k, k.state.model_validate(state)
            except ValidationError as exc:
                errors.append((_overlap(k.state, state), exc))
        raise max(errors, key=lambda e: e[0])[1]

    def kind_for(self, state: dict) -> str:
        """The kind whose state this is (the first that parses)."""
        return self.parse(state)[0].name

    def describe(self, check: dict, lang: str = "en") -> str:
        """The outcome of a check in one sentence: the kind's own words, else its fields."""
        kind = self.kinds.get(check["kind"])
        if kind is not None and kind.describe is not None:
            return kind.describe(check, lang)
        broken = len(check.get("violations") or [])
        if check["kind"] == "validation":
            if lang == "ru":
                return "Позиция допустима." if not broken else f"Позиция нарушает правила: {broken}."
            return "The position is legal." if not broken else f"The position breaks {broken} rule(s)."
        fields = ", ".join(f"{k} = {v}" for k, v in check["result"].items())
        return (f"Результат: {fields}." if lang == "ru" else f"Result: {fields}.") + (
            f" Нарушений: {broken}." if lang == "ru" and broken else f" {broken} illegal step(s)." if broken else "")

    def read(self, text: str, move: str | None = None) -> Situation | None:
        """The first of the game's kinds that reads a situation from these words (``move``:
        an ask that may propose one more step), its state checked against the kind's model
        (a reading that does not parse is not used)."""
        return next(self.readings(text, move), None)

    def readings(self, text: str, move: str | None = None, positions: bool = False) -> Iterator[Situation]:
        """Each of the game's kinds that reads a situation from these words, in the order
        the game lists its readers: a story with a Health and an Attack may be a standing
        and an attack, and the ask says which one it is about. ``positions``: a position told
        in words, read by the readers of told play as well."""
        for reader in self.readers.values():
            if reader.positions_only and not positions or reader.questions_only and positions:
                continue
            s = reader.read(text, move)
            if s is None:
                continue
            if s.state is not None:
                try:
                    self.kind(s.kind).state.model_validate(s.state)
                except ValidationError as exc:
                    s.needs.append({"slot": "state", "question": f"I could not complete the position: "
                                                                 f"{exc.errors()[0]['msg']}"})
                    s.state = None
            yield s

    def kind(self, name: str) -> Kind:
        """A kind by its name; the board state's kind (``validation``) by its own."""
        if self.validation is not None and name == self.validation.name and name not in self.kinds:
            return self.validation
        return self.kinds[name]

    def validate(self, state: dict, kind: str | None = None, lang: str = "en") -> Validation:
        """Every rule the position breaks, at once: as ``kind``'s state when one is named (a
        position read from words is its reader's kind); else as the game's board state, and
        when it is none, as the first of the game's kinds whose state it is (each kind's
        example validates with no kind named). ``derived`` names the kind, but for the board."""
        if kind is not None:
            kinds: list[Kind] | None = [self.kind(kind)]
        elif self.validation is not None:
            kinds = [self.validation, *(k for k in self.kinds.values() if k is not self.validation)]
        else:
            kinds = None
        k, parsed = self.parse(state, kinds)
        ref = Referee(self.graph, lang)
        derived = (k.validate or k.resolve)(parsed, ref)
        return Validation(valid=not ref.violations, violations=ref.violations,
                          derived=derived if k is self.validation and kind is None else {"kind": k.name, **derived})


def _overlap(model: type[BaseModel], state) -> int:
    return len(set(model.model_fields) & set(state)) if isinstance(state, dict) else 0


def discover(docs_by_game: dict[str, list[Document]]) -> dict[str, GameRules]:
    """Every game package under kb/games whose rulebook is in the corpus; a rulebook with
    no package (added with ``arbiter ingest``) gets rules drafted from its sentences."""
    out = {}
    for info in pkgutil.iter_modules(kb.games.__path__):
        if not info.ispkg:
            continue
        pkg = f"kb.games.{info.name}"
        folder = Path(kb.games.__path__[0]) / info.name
        rules_file = load_rules_file(folder / "rules.yaml")
        if rules_file.game not in docs_by_game:
            continue
        checks = importlib.import_module(f"{pkg}.checks")
        graph = build_graph(rules_file, docs_by_game[rules_file.game])
        glossary = Glossary.load(folder / "glossary.yaml")
        problems = lint(graph, CHECKS) + (glossary.check(docs_by_game[rules_file.game]) if glossary else [])
        if problems:
            raise ValueError(f"{rules_file.game} rule graph fails its lint: " + "; ".join(problems))
        examples_file = folder / "examples.yaml"
        examples = yaml.safe_load(examples_file.read_text(encoding="utf-8")) if examples_file.is_file() else {}
        readers = {}
        if (folder / "reading.py").is_file():
            readers = dict(importlib.import_module(f"{pkg}.reading").READERS)
        validation = getattr(checks, "VALIDATION", None)
        unknown = set(readers) - set(getattr(checks, "KINDS", {})) - ({validation.name} if validation else set())
        if unknown:
            raise ValueError(f"{rules_file.game} reads kinds it does not have: {', '.join(sorted(unknown))}")
        out[rules_file.game] = GameRules(rules_file.game, graph, dict(getattr(checks, "KINDS", {})),
                                         getattr(checks, "VALIDATION", None), checks, examples or {}, glossary,
                                         readers)
    for game, docs in docs_by_game.items():
        if game not in out:
            out[game] = drafted(game, docs)
    return out


def drafted(game: str, docs: list[Document]) -> GameRules:
    """A game's rules drafted from its book (kb/draft.py), linted like hand-written ones: a
    drafted rule the lint rejects is left out rather than failing the whole book."""
    rules_file = draft_rules(game, docs)
    graph = build_graph(rules_file, docs, strict=False)
    bad = {p.split(":", 1)[0] for p in lint(graph, CHECKS)}
    if bad:
        rules_file = rules_file.model_copy(update={"rules": [r for r in rules_file.rules if r.id not in bad]})
        graph = build_graph(rules_file, docs)
    return GameRules(game, graph, {})
