"""Link: which of the game's rules the question is about. Each rule's canonical questions
(which only find rules), statement and quote are embedded once at start-up; a question is
compared with all of them in one product, and the rule's terms it names add a little.

The output, ``Links``, ranks every rule of the game (what the decide stage tries) and keeps
the few that match closely enough to be cited (``THRESHOLDS.link``). Game choice and
abstention use the same cosines (``RuleLinker.rule_sims``), computed once per question.
"""
from __future__ import annotations

import re
import threading
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from corpus.index import Hit, HybridIndex
from corpus.tokens import tokenize
from kb.game import GameRules
from service.settings import THRESHOLDS as T

WORD = re.compile(r"[^\W\d_][\w'’-]*")
# "What is X?", "What does X do?", "Что такое X?", "Что делает X?": X's definition answers it
_SUBJECT = r"(?:[\w'’-]+\s*){1,4}?"  # a short noun phrase: "the Threat counter", not a clause
_DEFINITION = re.compile(rf"^\s*(?:what\s+(?:is|are)\s+(?:an?\s+|the\s+)?(?P<en1>{_SUBJECT})|"
                         rf"what\s+does\s+(?P<en2>{_SUBJECT})\s+do|"
                         rf"что\s+(?:такое|делает|значит|означает)\s+(?P<ru>{_SUBJECT}))\s*\??\s*$", re.I)


@dataclass
class RuleText:
    rule: str
    text: str
    source: str  # question | statement | quote | title
    answer: str | None = None
    lang: str = "en"
    stems: frozenset = frozenset()  # its words, stemmed once
    named: frozenset = frozenset()  # stems of its capitalised words past the first


@dataclass(frozen=True)
class Links:
    """The link stage's output."""
    ranked: list[tuple[str, float]]  # every rule of the game, best first: (rule id, match)
    linked: list[tuple[str, float]]  # the best three that match at least THRESHOLDS.link
    lead: str | None  # the linked rule that should lead the citations, if one should (``leading_rule``)
    tried: list[tuple[str, float]] = field(default_factory=list)  # whose norms decide tries (``tried``)

    @property
    def best(self) -> float:
        """The closest linked rule's match; 0 when none is linked."""
        return max((s for _, s in self.linked), default=0.0)


class RuleLinker:
    """Every game's rule texts, embedded once, in one matrix."""

    def __init__(self, index: HybridIndex, kb: dict[str, GameRules]):
        self.index = index
        self.kb = kb
        self._local = threading.local()
        self.rule_texts: dict[str, list[RuleText]] = {}
        self.rule_vecs: dict[str, np.ndarray] = {}
        self.rule_span: dict[str, slice] = {}  # each game's rows in the one matrix of all rule texts
        self.rule_rows: dict[str, tuple[list[str], np.ndarray, np.ndarray]] = {}
        # each rule's terms as stem sets, cut once rather than per question
        self.rule_terms = {gid: {rid: [ts for t in r.terms if (ts := frozenset(tokenize(t)))]
                                 for rid, r in rules.graph.rules.items()} for gid, rules in kb.items()}
        self.rule_terms_by_stem = {gid: by_stem((rid, ts) for rid, sets in terms.items() for ts in sets)
                                   for gid, terms in self.rule_terms.items()}
        emb = index.embedders[0]
        for gid, rules in kb.items():
            texts = []
            for r in rules.graph.rules.values():
                texts += [RuleText(r.id, q.q, "question", q.answer, q.lang) for q in r.questions]
                texts += [RuleText(r.id, r.statement, "statement"), RuleText(r.id, r.quote, "quote")]
                if r.statement_ru:
                    texts.append(RuleText(r.id, r.statement_ru, "statement", lang="ru"))
            for t in texts:
                t.stems = frozenset(tokenize(t.text))
                t.named = frozenset(st for w in WORD.findall(t.text)[1:] if w[0].isupper() and w != "I"
                                    for st in tokenize(w))
            self.rule_texts[gid] = texts
            self.rule_vecs[gid] = emb.encode([t.text for t in texts])
            ids = list(rules.graph.rules)
            # texts are listed rule by rule, so each rule's best text is a reduceat over its run
            starts = [i for i, t in enumerate(texts) if i == 0 or texts[i - 1].rule != t.rule]
            assert [texts[i].rule for i in starts] == ids, "each rule has its texts together"
            # a canonical question counts fully, a statement or quote a little less
            self.rule_rows[gid] = (ids, np.array(starts, dtype=np.intp),
                                   np.array([1.0 if t.source == "question" else 0.9 for t in texts], dtype=np.float32))
        at = 0
        for gid, vecs in self.rule_vecs.items():
            self.rule_span[gid] = slice(at, at + len(vecs))
            at += len(vecs)
        self.all_rule_vecs = (np.vstack(list(self.rule_vecs.values())) if self.rule_vecs
                              else np.zeros((0, emb.dim), dtype=np.float32))

    def rule_sims(self, game: str, qvecs) -> np.ndarray:
        """Cosine of the question with every rule text of the game, computed once per
        question and thread (game detection, abstention, linking and verdict all need it)."""
        return self.all_rule_sims(qvecs)[self.rule_span[game]]

    def all_rule_sims(self, qvecs) -> np.ndarray:
        """Cosine of the question with every game's rule texts (``rule_span`` slices it)."""
        qv = qvecs[self.index.embedders[0].spec]
        local = self._local
        if getattr(local, "vector", None) is not qv:
            # every game's rules in one product: game detection needs them all anyway
            local.vector, local.sims = qv, self.all_rule_vecs @ qv
        return local.sims

    def has_rules(self, game: str) -> bool:
        return game in self.kb and bool(len(self.rule_vecs[game]))

    def best_match(self, game: str, *qvecs) -> float:
        """The closest any rule text of the game comes to any of the given query vectors
        (the whole question, the ask alone); 0 for a game without rules."""
        return max((float(self.rule_sims(game, v).max()) for v in qvecs), default=0.0) \
            if self.has_rules(game) else 0.0

    def link_rules(self, game: str, qvecs, stems: set[str], question: str = "") -> list[tuple[str, float]]:
        """Rules of the game by how well they match the question, best first: meaning
        (canonical questions, statements, quotes) plus the rule's terms the question names."""
        if game not in self.kb:
            return []
        rows, starts, weight = self.rule_rows[game]
        sims = self.rule_sims(game, qvecs) * weight
        best = dict(zip(rows, np.maximum.reduceat(sims, starts).astype(float).tolist(), strict=True))
        m = _DEFINITION.match(question)
        subject = set(tokenize(next(g for g in m.groups() if g))) if m else set()
        for rid, n in Counter(named_in(self.rule_terms_by_stem[game], stems)).items():
            best[rid] += 0.04 * min(n, 3)
        if subject:
            for rid, terms in self.rule_terms[game].items():
                if self.kb[game].graph.rules[rid].kind == "definition" and any(ts <= subject for ts in terms):
                    best[rid] += 0.15  # "what is X?" asks for X's definition
        return sorted(best.items(), key=lambda kv: -kv[1])

    def link(self, game: str, question: str, ask: str, qvecs, avecs, stems: set[str], top_hits: list[Hit],
             lang: str) -> Links:
        """Link by the whole question and by the ask alone, each rule's better match."""
        ranked = self.link_rules(game, qvecs, stems, question)
        if avecs is not qvecs:
            by_ask = dict(self.link_rules(game, avecs, stems, ask))
            ranked = sorted(((rid, max(s, by_ask.get(rid, s))) for rid, s in ranked), key=lambda kv: -kv[1])
        linked = [(rid, s) for rid, s in ranked if s >= T.link][:3]
        lead = self.leading_rule(game, linked, top_hits, lang) if linked else None
        return Links(ranked, linked, lead, self.tried(game, ranked, top_hits))

    def tried(self, game: str, ranked: list[tuple[str, float]], top_hits: list[Hit]) -> list[tuple[str, float]]:
        """The rules whose norms the decide stage tries: the closest linked, and those whose
        quote lies in the passage retrieval ranks first (the story's words may find the
        passage — "printed as [4] in square brackets" — while the rule's texts rank low)."""
        tried = ranked[:T.norm_rules]
        if not top_hits:
            return tried
        have = {rid for rid, _ in tried}
        score = dict(ranked)
        chunk = self.index.chunks[top_hits[0].chunk]
        for rid, c in self.kb[game].graph.citations.items():
            if c is not None and rid not in have and c.doc == chunk.doc_id and chunk.start <= c.start < chunk.end:
                tried.append((rid, max(score.get(rid, 0.0), T.hit_rule_link)))
        return tried

    def leading_rule(self, game: str, linked: list[tuple[str, float]], top_hits: list[Hit], lang: str) -> str | None:
        """The linked rule that should lead: one matched very closely, or one matched
        fairly closely whose section the retrieval also ranked near the top (two signals
        agreeing). Across languages retrieval is the weaker signal (no shared words), so
        there a fairly close rule link leads on its own."""
        rid, score = linked[0]
        if score >= T.lead:
            return rid
        if score >= T.agree and lang not in self.index.games[game].languages:
            return rid
        if score >= T.agree:
            c = self.kb[game].graph.citations[rid]
            for h in top_hits:
                chunk = self.index.chunks[h.chunk]
                # retrieval points at the rule's own section (a headed one, not the root)
                if c is not None and chunk.doc_id == c.doc and chunk.section.level > 0 \
                        and chunk.section.start <= c.start < chunk.section.end:
                    return rid
        return None


def by_stem(items) -> dict[str, list[tuple[Any, frozenset[str]]]]:
    """(value, stem set) pairs filed under one stem of each set: a question's stems then
    meet only the few sets it may contain, not every one."""
    by: dict[str, list[tuple[Any, frozenset[str]]]] = {}
    for value, stems in items:
        by.setdefault(min(stems), []).append((value, stems))
    return by


def named_in(by: dict[str, list[tuple[Any, frozenset[str]]]], stems: set[str]) -> list:
    """The values of ``by_stem`` whose every stem the question has."""
    return [value for st in sorted(stems) for value, need in by.get(st, ()) if need <= stems]
