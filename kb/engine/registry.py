"""Checks are pure functions registered under a rule id. The ``Referee`` hands out trace
steps and violations by rule id and attaches that rule's citation itself, so no check
can forget to cite, and an unknown rule id fails loudly."""
from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from kb.engine.results import TraceStep, Violation

CHECKS: dict[str, Callable] = {}


def check(rule_id: str):
    """Register ``fn`` as the executable check of ``rule_id``."""
    def deco(fn: Callable) -> Callable:
        if rule_id in CHECKS and CHECKS[rule_id] is not fn:
            raise ValueError(f"two checks registered for {rule_id}")
        CHECKS[rule_id] = fn
        fn.rule_id = rule_id  # type: ignore[attr-defined]  # the check names its rule for the trace
        return fn
    return deco


def bind(rule_id: str, fn: Callable) -> Callable:
    """Register a generic engine function as the check of a game's rule."""
    def bound(*a, **kw):
        return fn(*a, **kw)
    bound.__name__ = fn.__name__
    bound.__doc__ = fn.__doc__
    return check(rule_id)(bound)


class Said(NamedTuple):
    """A message in both languages of an answer: what a check returns (``ref.run``) when its
    violation is told in Russian as well; a plain ``str`` is English only."""
    en: str
    ru: str


def plural_ru(n: int, one: str, few: str, many: str) -> str:
    """The Russian form of a word after the number ``n``: 1 карта, 2 карты, 5 карт."""
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


class Referee:
    """Collects the trace and the violations of one resolution against one rule graph."""

    def __init__(self, graph, lang: str = "en"):
        self.graph = graph
        self.lang = lang  # the language the steps are told in, where a step is given in it
        self.trace: list[TraceStep] = []
        self.violations: list[Violation] = []

    def say(self, en: str | tuple[str, str], ru: str | None = None) -> str:
        """A step's or a violation's words in the referee's language (English when it has
        none in that language); ``en`` may be both languages at once (a ``Said``)."""
        if isinstance(en, tuple):
            en, ru = en
        return ru if self.lang == "ru" and ru else en

    def step(self, rule_id: str, text: str, ru: str | None = None) -> None:
        self.trace.append(TraceStep(step=self.say(text, ru), rule=rule_id, citation=self.graph.citation(rule_id)))

    def violation(self, rule_id: str, message: str | tuple[str, str], path: str, ru: str | None = None) -> None:
        self.violations.append(Violation(rule=rule_id, message=self.say(message, ru), path=path,
                                         citation=self.graph.citation(rule_id)))

    def call(self, rule_id: str, *args, **kw):
        """The value of the check registered for ``rule_id`` (a computation rule)."""
        return CHECKS[rule_id](*args, **kw)

    def run(self, rule_id: str, *args, path: str, cite: str | None = None, **kw) -> bool:
        """Run the check registered for ``rule_id``; a returned message (a ``str``, or a
        ``Said`` in both languages) is a violation of ``cite`` (default: that rule), the rule
        whose sentence it breaks."""
        message = CHECKS[rule_id](*args, **kw)
        if message:
            self.violation(cite or rule_id, message, path)
            return False
        return True
