"""POST /v1/ask: question → language, game, question type → retrieval + rule linking →
the check on a snapshot → an answer composed only of what those produced.

No language model writes anything: the short answer is a rule's own statement (or the
executed check's summary), the reason is the verbatim quote. When nothing in the books
supports an answer, the service says it does not know.

Abstention and confidence (thresholds calibrated on the dev questions and on questions
about other games and everyday topics; see README):

- ``support``: the best cosine between the question and any passage of the chosen game
  (multilingual encoder, so it also holds across languages).
- A question that names something no rulebook mentions (a capitalised name such as
  "Yahtzee" or "Berlin") is about something else: abstain unless support is strong.
- Below ``floor`` nothing is close: abstain. Between ``floor`` and ``strong`` the question
  must also name a topic of the books (a section heading, a glossary term, or a rule's
  term) to be answered.
- ``confidence`` = 0.45 × support scaled to [0, 1] between floor and strong + 0.25 ×
  agreement of the lexical and dense rankings on the first citation + 0.30 × the best
  rule link (0 when no rule is linked). An abstention reports 1 − that support share.
"""
from __future__ import annotations

import difflib
import re
import threading
from collections import Counter
from dataclasses import dataclass
from typing import Any

import numpy as np
from pydantic import ValidationError
from wordfreq import zipf_frequency

from corpus.citations import hit_citation
from corpus.index import HybridIndex
from corpus.tokens import tokenize
from kb.game import GameRules
from kb.words import Situation
from service import errors
from service.conversations import Conversation, Conversations
from service.decide import Decision, Norms
from service.errors import ApiError
from service.questions import language, question_type
from service.reading import Reading, read, sentences
from service.settings import THRESHOLDS as T

_WORD = re.compile(r"[^\W\d_][\w'’-]*")
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


class Asker:
    def __init__(self, index: HybridIndex, kb: dict[str, GameRules], conversations: Conversations | None = None):
        self.index = index
        self.kb = kb
        self.conversations = conversations or Conversations()
        self._local = threading.local()
        # the books' words, and their titles' ("Berserk" is named by the title, not the text)
        self.words = {w.lower() for d in index.docs.values() for w in _WORD.findall(d.text)}
        self.words |= {w.lower() for g in index.games.values() for w in _WORD.findall(g.meta.title)}
        # the rule graphs' terms and the glossaries' names, in both languages: "Арканы" is no
        # stranger's name
        self.term_stems = {st for rules in kb.values() for r in rules.graph.rules.values() for t in r.terms
                           for st in tokenize(t)}
        for rules in kb.values():
            if rules.glossary is not None:
                self.term_stems |= rules.glossary.name_stems()
        # the books' words by first letter: a typo keeps the first letter far more often than
        # not, and comparing with a few hundred words rather than all keeps it well under 1 ms
        self._words_by_initial: dict[str, list[str]] = {}
        for w in sorted(self.words):
            self._words_by_initial.setdefault(w[0], []).append(w)
        zipf_frequency("warm", "en")  # load the word list now, not mid-question
        # each passage's stems, cut once: topic weights and everyday vocabulary both count them
        self.chunk_stems = {g: [set(tokenize(index.docs[c.doc_id].text[c.start:c.end]))
                                for c in index.chunks if c.game == g] for g in index.games}
        self.topics = {g: self._topics(g) for g in index.games}
        self.topics_by_stem = {g: _by_stem((t, t) for t in topics) for g, topics in self.topics.items()}
        self.titles = {g.id: [g.meta.title.lower(), g.id.replace("-", " ")] for g in index.games.values()}
        self.rule_texts: dict[str, list[RuleText]] = {}
        self.rule_vecs: dict[str, np.ndarray] = {}
        self.rule_span: dict[str, slice] = {}  # each game's rows in the one matrix of all rule texts
        self.rule_rows: dict[str, tuple[list[str], np.ndarray, np.ndarray]] = {}
        # each rule's terms as stem sets, cut once rather than per question
        self.rule_terms = {gid: {rid: [ts for t in r.terms if (ts := frozenset(tokenize(t)))]
                                 for rid, r in rules.graph.rules.items()} for gid, rules in kb.items()}
        self.rule_terms_by_stem = {gid: _by_stem((rid, ts) for rid, sets in terms.items() for ts in sets)
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
                t.named = frozenset(st for w in _WORD.findall(t.text)[1:] if w[0].isupper() and w != "I"
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
        # the norms of every rule, their acts embedded once: what the decide stage applies
        self.norms = Norms(kb, emb.encode)
        # every stem the books and the rule graphs use, in either language (the rule texts'
        # stems are cut above)
        self.vocabulary = ({st for d in index.docs.values() for st in tokenize(d.text)} | self.term_stems
                           | {st for texts in self.rule_texts.values() for t in texts for st in t.stems})

    def rule_sims(self, game: str, qvecs) -> np.ndarray:
        """Cosine of the question with every rule text of the game, computed once per
        question and thread (game detection, abstention, linking and verdict all need it)."""
        qv = qvecs[self.index.embedders[0].spec]
        local = self._local
        if getattr(local, "vector", None) is not qv:
            # every game's rules in one product: game detection needs them all anyway
            local.vector, local.sims = qv, self.all_rule_vecs @ qv
        return local.sims[self.rule_span[game]]

    # -- vocabulary ------------------------------------------------------------------
    def _topics(self, game: str) -> dict[frozenset[str], float]:
        """What the books of a game name as topics (section headings, glossary terms, the
        rule graph's terms), each a set of stems the question must contain, weighted by
        how specific it is: a topic found in few passages says more than "round"."""
        names = []
        chunk_tokens = self.chunk_stems[game]
        for d in self.index.games[game].documents:
            names += [s.title for s in d.sections]
            for c in self.index.chunks:
                if c.doc_id == d.id:
                    names += [d.text[u.start:u.end].split(":", 1)[0] for u in c.units if u.kind == "entry"]
        if game in self.kb:
            for r in self.kb[game].graph.rules.values():
                names += r.terms
        names += [re.sub(r"\s*\(.*?\)", "", n) for n in names if "(" in n]  # "Cthulhu (Arkham)" names Cthulhu
        out = {}
        for n in names:
            t = frozenset(tokenize(n))
            if t and not all(w.isdigit() for w in t):
                df = sum(1 for ct in chunk_tokens if t <= ct)
                out[t] = len(t) / np.log2(2 + df)
        return out

    def named_topics(self, stems: set[str], game: str) -> list[frozenset[str]]:
        return _named(self.topics_by_stem[game], stems)

    def topic_weight(self, stems: set[str], game: str) -> float:
        return sum(self.topics[game][t] for t in self.named_topics(stems, game))

    def unknown_names(self, question: str) -> list[str]:
        """Capitalised words, past the first of each sentence, that no rulebook contains:
        another game's or another subject's names. A possessive is its name ("Midwife's");
        an everyday English word is no name ("Our", "Nobody")."""
        out = []
        for sentence in sentences(question):
            for w in _WORD.findall(sentence)[1:]:
                w = re.sub(r"['’]s$", "", w)
                if not w or not w[0].isupper() or len(w) <= 1 or w.lower() in self.words \
                        or set(tokenize(w)) <= self.term_stems:
                    continue
                if zipf_frequency(w.lower(), "en") >= T.everyday_name or zipf_frequency(w.lower(), "ru") >= T.everyday_name:
                    continue
                out.append(w)
        return out

    def specific_words(self, question: str) -> list[str]:
        """English words rare in everyday language that neither the rulebooks nor the rule
        graphs use ("poker", "pawn"): the question is about something else. A misspelt
        rulebook word ("sacrifise") is not one."""
        out = []
        for w in _WORD.findall(question):
            low = w.lower()
            if low in self.words:
                continue
            st = set(tokenize(w))
            if not st or st <= self.vocabulary:
                continue
            if any("\u0400" <= ch <= "\u04ff" for ch in low):
                # Russian spreads a word's uses over a dozen endings, so a rare form says little
                # ("платится" 2.3, "шахматах" 3.0): English words only
                continue
            if zipf_frequency(low, "en") >= T.specific:
                continue
            near = [c for c in self._words_by_initial.get(low[0], ()) if abs(len(c) - len(low)) <= 2]
            if difflib.get_close_matches(low, near, n=1, cutoff=0.85):
                continue  # a typo of a word the books use
            out.append(w)
        return out

    # -- game --------------------------------------------------------------------------
    def games_for_state(self, state: dict, kind: str | None) -> list[str]:
        """Games whose executable rules accept this snapshot (and kind)."""
        out = []
        for gid, rules in self.kb.items():
            if kind is not None and kind not in rules.kinds:
                continue
            kinds = [rules.kinds[kind]] if kind else list(rules.kinds.values()) + [v for v in [rules.validation] if v]
            try:
                rules.parse(state, kinds)
                out.append(gid)
            except ValidationError:
                continue
        return out

    def detect_game(self, question: str, stems: set[str], qvecs, among: list[str] | None = None,
                    scores=None) -> tuple[str, float]:
        """The game the question is about: a named title decides; otherwise the best
        passage of each game, the topics the question names (rarer topics weigh more) and
        how closely a game's rules (canonical questions, statements) match it."""
        low = question.lower()
        for gid, names in self.titles.items():
            if any(n in low for n in names):
                return gid, 1.0
        score = {g: 0.0 for g in self.index.games}
        for h in self.index.search(question, None, 10, qvecs=qvecs, scores=scores):
            g = self.index.chunks[h.chunk].game
            score[g] = max(score[g], h.score)
        named = {g: self.named_topics(stems, g) for g in score}
        shared: dict[frozenset[str], int] = {}
        for ts in named.values():
            for t in ts:
                shared[t] = shared.get(t, 0) + 1
        for g, ts in named.items():
            score[g] += 0.35 * sum(self.topics[g][t] / shared[t] for t in ts)
        for g in self.kb:
            if len(self.rule_vecs[g]):
                score[g] += 5.0 * max(0.0, float(self.rule_sims(g, qvecs).max()) - T.game_link)
        if among:
            score = {g: v for g, v in score.items() if g in among}
        best = max(score, key=lambda g: score[g])
        total = sum(score.values()) or 1.0
        return best, score[best] / total

    # -- rule linking ----------------------------------------------------------------
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
        for rid, n in Counter(_named(self.rule_terms_by_stem[game], stems)).items():
            best[rid] += 0.04 * min(n, 3)
        if subject:
            for rid, terms in self.rule_terms[game].items():
                if self.kb[game].graph.rules[rid].kind == "definition" and any(ts <= subject for ts in terms):
                    best[rid] += 0.15  # "what is X?" asks for X's definition
        return sorted(best.items(), key=lambda kv: -kv[1])

    # -- the check ---------------------------------------------------------------------
    def run_check(self, game: str, state: dict, kind: str | None, qtype: str) -> dict | None:
        rules = self.kb.get(game)
        if rules is None:
            raise ApiError(422, "no_rules", f"{game} has no executable rules to run a state against yet",
                           [{"path": "state", "message": "this game has no executable kinds"}])
        if kind is not None and kind not in rules.kinds:
            raise ApiError(422, "unknown_kind", f"{game} has no kind {kind!r}; its kinds: {', '.join(rules.kinds)}",
                           [{"path": "kind", "message": f"one of: {', '.join(rules.kinds)}"}])
        try:
            if kind is None and (rules.validation is not None and qtype == "validation"):
                v = rules.validate(state)
                return {"kind": "validation", "result": {"valid": v.valid, **v.derived}, "trace": [],
                        "violations": [x.model_dump() for x in v.violations]}
            kind = kind or rules.kind_for(state)
            res = rules.resolve(kind, state)
        except ValidationError as exc:
            raise errors.state_errors(exc, state) from None
        return {"kind": res.kind, "result": res.result, "trace": [t.model_dump() for t in res.trace],
                "violations": [v.model_dump() for v in res.violations]}

    # -- the whole answer --------------------------------------------------------------
    def ask(self, question: str, game: str | None = None, state: dict | None = None, kind: str | None = None,
            lang: str | None = None, conversation_id: str | None = None) -> dict[str, Any]:
        """read → choose game → retrieve → link rules → decide → compose."""
        asked_in = language(question)
        lang = lang or asked_in
        conv: Conversation = self.conversations.get(conversation_id)
        # read: the story the player told and the sentence that asks
        reading = read(question, asked_in)
        qvecs = self.index.query_vectors(question)
        # the ask by itself as well: a long story must not drown what is asked
        avecs = self.index.query_vectors(reading.ask) if reading.has_story else qvecs
        scores = self.index.score_query(question, qvecs)  # shared by game detection and retrieval
        stems = set(tokenize(question))
        # choose game
        if game is None:
            among = self.games_for_state(state, kind) if state is not None else None
            detected, share = self.detect_game(question, stems, qvecs, among or None, scores)
            # a follow-up that names no other game stays with the conversation's game
            game = conv.game if conv.game and share < 0.6 and not self.named_topics(stems, detected) else detected
        # once the game is known, the words searched are the question's and the rulebook's own
        # terms for the names it uses in another language (the game's glossary); the meaning
        # searched stays the question's. Not before: one game's glossary must not pull a
        # question towards it ("предотвращение" is Berserk's own word, and a Mythos term).
        words = question
        glossary = self.kb[game].glossary if game in self.kb else None
        if glossary is not None and glossary.language == asked_in and (terms := glossary.book_terms(stems)):
            words = " ".join([question, *terms])
            stems = stems | set(tokenize(" ".join(terms)))
            scores = self.index.rescore_lexical(scores, words)
        follow_up = state is None and conv.state is not None and conv.game == game
        if follow_up:
            state, kind = conv.state, kind or conv.kind
        # a story an executable kind reads (a negation chain told in words) becomes its state,
        # when the ask wants something of that kind's result ("is it still in force?")
        situation, wants = None, None
        if state is None and game in self.kb and self.kb[game].readers:
            situation = self.kb[game].read(reading.story if reading.has_story else question)
            wants = self.kb[game].readers[situation.kind][1](reading.ask) if situation is not None else None
            if wants is None:
                situation = None
            elif situation is not None and situation.state is not None and not situation.needs:
                state, kind = situation.state, situation.kind
        # the story's "first", "before" or "after" tell what happened, the ask what is asked
        qtype = question_type(reading.ask, lang, state is not None, kind)
        check = self.run_check(game, state, kind, qtype) if state is not None else None

        # retrieve
        hits = self.index.search(words, game, 5, qvecs=qvecs, scores=scores)
        support = self.index.support(qvecs, game, scores)
        if avecs is not qvecs:
            support = max(support, self.index.support(avecs, game))
        named = self.named_topics(stems, game)
        rule_match = max((float(self.rule_sims(game, v).max()) for v in (qvecs, avecs)), default=0.0) \
            if game in self.kb and len(self.rule_vecs[game]) else 0.0
        # a question close to one of the game's rules names its topic in other words; one
        # very close to a rule is answered by it even where no passage is close (across languages)
        topic_named = bool(named) or rule_match >= T.link
        # names and rare words count in the ask only: a story names players and cards
        unknown = self.unknown_names(reading.ask)
        # a specific word no book uses ("poker") marks another subject, unless a passage or
        # one of the game's rules is close ("Is it forbidden to summon …" is a rule's question)
        foreign = rule_match < T.rule_answers and self.specific_words(reading.ask)
        abstain = check is None and (
            not hits or (support < T.floor and rule_match < T.rule_answers)
            or ((unknown or foreign) and support < T.named_elsewhere_ok)
            or (support < T.strong and not topic_named))

        # remembered for follow-ups: the game, the snapshot and the kind it was resolved as
        conv.game, conv.state = game, state
        conv.kind = check["kind"] if check and check["kind"] != "validation" else (None if check else kind)
        base = {"game": game, "question_type": qtype}
        if abstain:
            share = _scale(support)
            return {**base, "answer": self._dont_know(lang), "verdict": None, "citations": [], "rules": [],
                    "check": None, "confidence": round(1.0 - share, 3) if share < 1 else 0.0, "abstained": True,
                    "conversation_id": conv.id, "reading": _reading(None, reading, Decision()), "needs": []}

        # link rules: by the whole question and by the ask alone, each rule's better match
        ranked = self.link_rules(game, qvecs, stems, question)
        if avecs is not qvecs:
            by_ask = dict(self.link_rules(game, avecs, stems, reading.ask))
            ranked = sorted(((rid, max(s, by_ask.get(rid, s))) for rid, s in ranked), key=lambda kv: -kv[1])
        linked = [(rid, s) for rid, s in ranked if s >= T.link][:3]
        # decide: an executed check answers; else the norm of the rule the ask is about
        spec = self.index.embedders[0].spec
        decision = self.norms.decide(game, reading, [avecs[spec], qvecs[spec]], stems, ranked[:8]) \
            if check is None and situation is None else Decision()
        if situation is not None:
            decision = _from_situation(situation, wants, check, reading)
        verdict = decision.verdict
        citations = []
        rule_ids = []
        # a rule leads when it decides the question, or when it matched very closely;
        # otherwise the best passage leads
        lead_rule = decision.rule if (verdict or decision.needs) else (
            None if check or not linked else self._leading_rule(game, linked, hits[:3], lang))
        if lead_rule:
            citations.append(self.kb[game].graph.citation(lead_rule).model_dump())
            rule_ids.append(lead_rule)
        if check:
            # the executed check is the answer: the rules it broke, then its decisive steps
            decisive = [v["rule"] for v in check["violations"]] + [t["rule"] for t in reversed(check["trace"])]
            for rid in dict.fromkeys(decisive):
                if len(rule_ids) >= 3:
                    break
                if rid not in rule_ids:
                    rule_ids.append(rid)
                    citations.append(self.kb[game].graph.citation(rid).model_dump())
        for rid, _ in linked:
            if rid not in rule_ids:
                rule_ids.append(rid)
        for h in hits:
            if len(citations) >= 5:
                break  # five is what is shown: the rest would be cut unread
            c = hit_citation(self.index, h, words, qvecs)
            if not any(_overlaps(c, o) for o in citations):
                citations.append(c)
        if check:
            for step in check["trace"] + check["violations"]:
                if step["rule"] not in rule_ids:
                    rule_ids.append(step["rule"])
        rules = [{"id": r, "title": self.kb[game].graph.rules[r].title} for r in rule_ids] if game in self.kb else []
        stated = lead_rule or (None if check else self._rule_quoted(game, citations[0] if citations else None))
        answer = self._compose(game, lang, verdict, stated, citations, check, decision)
        agree = _agreement(hits[0]) if hits else 0.0
        link = max((s for _, s in linked), default=0.0)
        confidence = 0.45 * _scale(support) + 0.25 * agree + 0.30 * min(1.0, link)
        if check:
            confidence = max(confidence, 0.9)  # an executed rule, not a retrieval guess
        return {**base, "answer": answer, "verdict": verdict, "citations": citations, "rules": rules,
                "check": check, "confidence": round(min(1.0, confidence), 3), "abstained": False,
                "conversation_id": conv.id, "reading": _reading(situation, reading, decision),
                "needs": decision.needs}

    def validate_text(self, description: str, game: str | None = None) -> dict[str, Any]:
        """A position described in words: read by the game's kinds, then validated. What
        could not be read is listed, never guessed into a violation; a position that cannot
        be completed from the words is a 422 naming what is missing."""
        if game is None:
            qvecs = self.index.query_vectors(description)
            game, _ = self.detect_game(description, set(tokenize(description)), qvecs)
        if game not in self.index.games:
            raise ApiError(404, "unknown_game", f"no game {game!r}; known games: {', '.join(self.index.games)}",
                           [{"path": "game", "message": f"known games: {', '.join(self.index.games)}"}])
        rules = self.kb.get(game)
        if rules is None or not rules.readers:
            raise ApiError(422, "unreadable_description",
                           f"positions of {game} cannot be read from words yet; send the position as a state",
                           [{"path": "description", "message": "no reader for this game's positions"}])
        situation = rules.read(description)
        if situation is None or situation.state is None:
            missing = situation.needs if situation is not None else []
            raise ApiError(422, "unreadable_description", "the description does not give a complete position",
                           [{"path": "description", "message": n["question"]} for n in missing]
                           or [{"path": "description", "message": "no card or attempt could be read"}])
        return {**rules.validate(situation.state).model_dump(), "reading": situation.reading()}

    def _dont_know(self, lang: str) -> str:
        titles = ", ".join(g.meta.title for g in self.index.games.values())
        if lang == "ru":
            return f"Не знаю: в правилах, которые у меня есть ({titles}), нет ответа на этот вопрос."
        return f"I don't know: the rulebooks I have ({titles}) do not answer this."

    def _compose(self, game: str, lang: str, verdict: str | None, lead_rule: str | None, citations: list[dict],
                 check: dict | None, decision: Decision | None = None) -> str:
        parts = []
        if verdict:
            parts.append({"yes": "Да." if lang == "ru" else "Yes.", "no": "Нет." if lang == "ru" else "No."}[verdict])
        if decision is not None and decision.needs:
            ask = "; ".join(n["question"] for n in decision.needs)
            parts.append(f"Чтобы ответить, нужно знать: {ask}" if lang == "ru" else f"To decide, I need to know: {ask}")
        if decision is not None and decision.facts and decision.why:
            parts.append(("Я понял вопрос так: " if lang == "ru" else "I read this as: ") + decision.why + ".")
        if check:
            parts.append(self.kb[game].describe(check, lang))
        if lead_rule:
            r = self.kb[game].graph.rules[lead_rule]
            statement = r.statement_ru if lang == "ru" and r.statement_ru else r.statement
            parts.append(statement if statement.endswith(".") else statement + ".")
        if citations:
            c = citations[0]
            where = " › ".join(c["section"])
            says = "В правилах сказано" if lang == "ru" else "The rulebook says"
            quote = c["quote"]
            if quote.rstrip().endswith(":"):
                # a lead-in ("… by:") is answered by the list that follows it
                rest = c["context"][c["context"].find(quote) + len(quote):].strip()
                quote = quote + " " + " ".join(rest.split())[:500] if rest else quote
            parts.append(f"{says} ({where}): “{quote}”")
            other = next((o for o in citations[1:3] if o["context"] != c["context"]), None)
            if other is not None and not verdict:
                also = "См. также" if lang == "ru" else "See also"
                parts.append(f"{also} ({' › '.join(other['section'])}): “{other['quote']}”")
        return " ".join(parts)

    def _leading_rule(self, game: str, linked, top_hits, lang: str) -> str | None:
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

    def _rule_quoted(self, game: str, citation: dict | None) -> str | None:
        """The rule whose quote the citation is (or lies within)."""
        if citation is None or game not in self.kb:
            return None
        for rid, c in self.kb[game].graph.citations.items():
            if c is not None and c.doc == citation["doc"] and c.start <= citation["start"] and citation["end"] <= c.end:
                return rid
        return None


def _by_stem(items) -> dict[str, list[tuple[Any, frozenset[str]]]]:
    """(value, stem set) pairs filed under one stem of each set: a question's stems then
    meet only the few sets it may contain, not every one."""
    by: dict[str, list[tuple[Any, frozenset[str]]]] = {}
    for value, stems in items:
        by.setdefault(min(stems), []).append((value, stems))
    return by


def _named(by: dict[str, list[tuple[Any, frozenset[str]]]], stems: set[str]) -> list:
    """The values of ``_by_stem`` whose every stem the question has."""
    return [value for st in sorted(stems) for value, need in by.get(st, ()) if need <= stems]


def _scale(support: float) -> float:
    return float(min(1.0, max(0.0, (support - T.floor) / (T.strong + 0.2 - T.floor))))


def _agreement(hit) -> float:
    """1 when the lexical and the dense ranking both put the first citation in their top
    three, 0.5 when one does."""
    tops = [r <= 3 for name, r in hit.ranks.items()]
    return sum(tops) / max(len(hit.ranks), 2)


def _overlaps(a: dict, b: dict) -> bool:
    return a["doc"] == b["doc"] and a["start"] < b["end"] and b["start"] < a["end"]


def _reading(situation: Situation | None, reading: Reading, decision: Decision) -> dict:
    """API.md's ``reading``: what the engine ran (kind and state, when the story became
    one), the facts of the question the decision used, and the words it could not place."""
    facts = list(decision.facts)
    used = {f["text"] for f in facts}
    if situation is None:
        facts += [{"text": n.text, "slot": "number", "value": n.value} for n in reading.numbers if n.text not in used]
        return {"kind": None, "state": None, "facts": facts, "unread": []}
    told = situation.reading()
    return {**told, "facts": facts + told["facts"]}


def _from_situation(situation: Situation, wants: tuple[str, bool] | None, check: dict | None,
                    reading: Reading) -> Decision:
    """The verdict of a story run as its kind: the result field the ask wants, flipped
    for "is it negated?" and for a question asked in the negative."""
    d = Decision(needs=list(situation.needs))
    if check is None or wants is None or d.needs:
        return d
    field_, negated = wants
    value = check["result"].get(field_)
    if not isinstance(value, bool) or not reading.yes_no:
        return d
    value = value != negated
    if reading.negative:
        value = not value
    d.verdict = "yes" if value else "no"
    told = list(dict.fromkeys(f["text"].rstrip(". ") for f in situation.facts))
    d.why = "; ".join(t for t in told if not any(t != o and t in o for o in told))
    d.facts = [{"text": field_, "slot": field_, "value": check["result"][field_]}]
    return d
