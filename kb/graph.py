"""RuleGraph: a game's rules.yaml as a networkx MultiDiGraph whose rule nodes carry their
verbatim quote resolved to an exact citation of the stored rulebook."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import networkx as nx
import yaml

from corpus.citations import citation
from corpus.documents import Document
from kb.engine.results import Citation
from kb.model import Norm, RuleNode, RulesFile


class RuleLoadError(ValueError):
    pass


@dataclass
class RuleGraph:
    game: str
    rules: dict[str, RuleNode]
    citations: dict[str, Citation | None]
    graph: nx.MultiDiGraph
    source: RulesFile
    problems: list[str] = field(default_factory=list)  # quotes that could not be found

    def citation(self, rule_id: str) -> Citation:
        if rule_id not in self.rules:
            raise KeyError(f"no rule {rule_id!r} in {self.game}")
        cit = self.citations[rule_id]
        if cit is None:
            raise RuleLoadError(f"rule {rule_id} has no verbatim quote in the rulebook")
        return cit

    def node(self, rule_id: str) -> dict:
        r = self.rules[rule_id]
        return {"id": r.id, "kind": r.kind, "title": r.title, "statement": r.statement,
                "statement_ru": r.statement_ru, "terms": r.terms,
                "questions": [q.model_dump() for q in r.questions], "check": r.check,
                "citations": [c.model_dump()] if (c := self.citations[r.id]) else []}

    def edges(self, rule_id: str | None = None) -> list[dict]:
        out = []
        for s, t, data in self.graph.edges(data=True):
            if rule_id is None or rule_id in (s, t):
                out.append({"source": s, "target": t, "relation": data["relation"]})
        return out


def locate(quote: str, docs: list[Document], doc_id: str | None = None) -> tuple[Document, int] | None:
    """Where the quote stands, verbatim, in the game's documents (first occurrence)."""
    for d in docs:
        if doc_id and d.id != doc_id:
            continue
        at = d.text.find(quote)
        if at >= 0:
            return d, at
    return None


def load_rules_file(path: Path) -> RulesFile:
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
        return RulesFile.model_validate(raw)
    except Exception as exc:
        raise RuleLoadError(f"{path}: {exc}") from exc


def build_graph(rules_file: RulesFile, docs: list[Document], strict: bool = True) -> RuleGraph:
    """Resolve every quote to an exact citation; with ``strict`` a quote not found verbatim
    (or a duplicate id) is a load error, otherwise it is recorded for the lint."""
    problems = []
    rules: dict[str, RuleNode] = {}
    cits: dict[str, Citation | None] = {}
    g = nx.MultiDiGraph(game=rules_file.game)
    for r in rules_file.rules:
        if r.id in rules:
            problems.append(f"duplicate rule id {r.id}")
            continue
        rules[r.id] = r
        found = locate(r.quote, docs, r.doc)
        if found is None:
            problems.append(f"{r.id}: quote not found verbatim in the rulebook: {r.quote[:80]!r}")
            cits[r.id] = None
        else:
            d, at = found
            cits[r.id] = Citation(**citation(d, at, at + len(r.quote)))
        g.add_node(r.id, kind=r.kind, title=r.title)
    for ne in rules_file.not_executable:
        if locate(ne.quote, docs) is None:
            problems.append(f"not_executable quote not found verbatim: {ne.quote[:80]!r}")
    for e in rules_file.edges:
        g.add_edge(e.source, e.target, relation=e.relation)
    if strict and problems:
        raise RuleLoadError("; ".join(problems))
    return RuleGraph(rules_file.game, rules, cits, g, rules_file, problems)


def lint(rg: RuleGraph, checks: dict) -> list[str]:
    """Everything wrong with a rule graph, at once: dangling edges, unknown check names,
    cycles among ``precedes``, a constraint without a check, quotes not found, duplicate ids."""
    out = list(rg.problems)
    for s, t, data in rg.graph.edges(data=True):
        for end in (s, t):
            if end not in rg.rules:
                out.append(f"edge {s} -{data['relation']}-> {t}: no rule {end}")
    for r in rg.rules.values():
        if r.check is not None and r.check not in checks:
            out.append(f"{r.id}: unknown check {r.check!r}")
        if r.kind == "constraint" and r.check is None:
            out.append(f"{r.id}: a constraint without a check")
        for n in r.norms:
            out.extend(f"{r.id}: {p}" for p in norm_problems(n))
    precedes = nx.DiGraph((s, t) for s, t, d in rg.graph.edges(data=True) if d["relation"] == "precedes")
    for cycle in nx.simple_cycles(precedes):
        out.append("cycle among precedes: " + " -> ".join(cycle + cycle[:1]))
    return out


def norm_problems(n: Norm) -> list[str]:
    """What makes a norm unusable by the decide stage: a limit without its number or what
    it counts, a number on a norm that is not a limit, an "only if" without its condition."""
    out = []
    bounded = n.modality in ("at_most", "at_least", "exactly")
    if bounded and (n.bound is None or not n.quantity):
        out.append(f"{n.modality} {n.act!r} needs a bound and a quantity")
    if not bounded and n.bound is not None:
        out.append(f"{n.modality} {n.act!r} has a bound but is not a limit")
    if n.modality == "only_if" and not n.condition:
        out.append(f"only_if {n.act!r} needs a condition")
    return out


def precedence_order(rg: RuleGraph) -> list[str]:
    """Rules in an order that respects every ``precedes`` edge."""
    precedes = nx.DiGraph()
    precedes.add_nodes_from(rg.rules)
    precedes.add_edges_from((s, t) for s, t, d in rg.graph.edges(data=True) if d["relation"] == "precedes")
    return list(nx.lexicographical_topological_sort(precedes))
