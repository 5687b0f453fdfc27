"""Compose: the reply, made only of what the stages before produced. No language model
writes anything: the short answer is the verdict, a rule's own statement (or the executed
check's summary), and the reason is the verbatim quote — in the language asked in.

Citations: the rule that decides (or the executed check's rules, or the linked rule that
leads) comes first, then the passages retrieval found, five at most, none overlapping.

``confidence`` = 0.45 × support scaled to [0, 1] between floor and strong + 0.25 ×
agreement of the lexical and dense rankings on the first citation + 0.30 × the best rule
link (0 when no rule is linked); at least 0.9 when an executed check answers. An abstention
reports 1 − that support share.
"""
from __future__ import annotations

from typing import Any

from corpus.amends import Amendment
from corpus.citations import citation, hit_citation
from corpus.index import Hit, HybridIndex
from kb.game import GameRules
from kb.words import Situation
from service.check import Snapshot
from service.decide import Decision
from service.link import Links
from service.reading import Reading
from service.retrieve import Retrieval
from service.settings import THRESHOLDS as T


class Composer:
    def __init__(self, index: HybridIndex, kb: dict[str, GameRules]):
        self.index = index
        self.kb = kb

    def dont_know(self, game: str, snap: Snapshot, lang: str, reading: Reading, support: float,
                  conversation_id: str) -> dict[str, Any]:
        """The reply of an abstention: "I don't know", naming the books that were searched."""
        share = _scale(support)
        return {"game": game, "question_type": snap.qtype, "answer": self._dont_know(game, lang), "verdict": None,
                "citations": [], "rules": [], "check": None,
                "confidence": round(1.0 - share, 3) if share < 1 else 0.0, "abstained": True,
                "conversation_id": conversation_id, "reading": _reading(None, reading, Decision()), "needs": [],
                "lang": lang}

    def answer(self, game: str, snap: Snapshot, lang: str, reading: Reading, qvecs, found: Retrieval, links: Links,
               decision: Decision, conversation_id: str) -> dict[str, Any]:
        """The reply: the answer text, the verdict, citations best first, the rules, the
        check, confidence, and what was read and what is still needed."""
        check = snap.check
        verdict = decision.verdict
        hits, linked = found.hits, links.linked
        citations = []
        rule_ids = []
        # a rule leads when it decides the question, or when it matched very closely;
        # otherwise the best passage leads
        lead_rule = decision.rule if (verdict or decision.needs) else (None if check or not linked else links.lead)
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
        self.add_passages(citations, found, qvecs, 5)  # five is what is shown: more would be cut unread
        citations = self.amended_first(citations)
        cited = self.kb[game].graph.citations.get(lead_rule) if lead_rule and game in self.kb else None
        amended = cited is not None and self.index.docs[cited.doc].kind == "rulebook" \
            and any(self.index.docs[a.doc].kind == "errata" for a in self.index.amended(cited.doc, cited.start, cited.end))
        if amended:
            # the deciding rule's sentence was changed by an errata entry: its norm is of the
            # old wording, so it gives no verdict, nor is its statement the answer; the
            # amendment is quoted first. (A FAQ entry answers about the rule as it stands:
            # it is quoted first, and the verdict stays.)
            verdict = None
        if check:
            for step in check["trace"] + check["violations"]:
                if step["rule"] not in rule_ids:
                    rule_ids.append(step["rule"])
        rules = [{"id": r, "title": self.kb[game].graph.rules[r].title} for r in rule_ids] if game in self.kb else []
        stated = None if amended else lead_rule or (None if check else self._rule_quoted(game, citations[0] if citations else None))
        answer = self._compose(game, lang, verdict, stated, citations, check, None if amended else decision)
        return {"game": game, "question_type": snap.qtype, "answer": answer, "verdict": verdict,
                "citations": citations, "rules": rules, "check": check,
                "confidence": _confidence(found.support, hits, links.best, check),
                "abstained": False, "conversation_id": conversation_id,
                "reading": _reading(snap.situation, reading, decision), "needs": [] if amended else decision.needs,
                "lang": lang}

    def amended_first(self, citations: list[dict]) -> list[dict]:
        """Each errata or FAQ entry that amends a cited rulebook passage is cited just before
        it, with ``amends`` (API.md): first of all when that passage leads. An entry
        retrieval found for its words carries ``amends`` where it stands first, or is moved
        before the passage it amends when that is cited; otherwise it stays a plain passage
        (the answer does not rest on it)."""
        if not self.index.amendments:
            return citations
        out: list[dict] = []
        for i, c in enumerate(citations):
            if self.index.docs[c["doc"]].kind != "rulebook":
                own = next((a for a in self.index.amendments if a.holds(c["doc"], c["start"])), None)
                cited = own is not None and any(own.amends(o["doc"], o["start"], o["end"]) for o in citations)
                if own is not None and i == 0 and not cited:
                    c = {**c, "amends": _target(own)}
                elif cited:
                    continue  # cited before the passage it amends, below
                if not any(_overlaps(c, o) for o in out):
                    out.append(c)
                continue
            for a in self.index.amended(c["doc"], c["start"], c["end"]):
                entry = next((o for o in citations if a.holds(o["doc"], o["start"])), None)
                entry = dict(entry) if entry is not None else citation(self.index.docs[a.doc], a.start, a.end)
                entry["amends"] = _target(a)
                if not any(_overlaps(entry, o) for o in out):
                    out.append(entry)
            out.append(c)
        return out[:max(5, len(out) - len(citations) + 1)]

    def add_passages(self, citations: list[dict], found: Retrieval, qvecs, k: int) -> None:
        """The retrieved passages after the rules' quotes, up to ``k`` citations, none
        repeating a passage already cited."""
        for h in found.hits:
            if len(citations) >= k:
                break
            c = hit_citation(self.index, h, found.words, qvecs)
            if not any(_overlaps(c, o) for o in citations):
                citations.append(c)

    def search(self, game: str, found: Retrieval, links: Links, qvecs, k: int) -> list[dict]:
        """GET /v1/search: the rule the question is about first, when one leads, then the
        passages — the citations an answer would give, without the answer."""
        citations = [self.kb[game].graph.citation(links.lead).model_dump()] if links.lead else []
        self.add_passages(citations, found, qvecs, k)
        return self.amended_first(citations)[:max(k, 1)]

    def _dont_know(self, game: str, lang: str) -> str:
        """Names the documents of the game whose passages were weighed — the one picked by
        the player, or the closest to the question — and no other: listing every book
        claimed a search of books that a picked game had ruled out."""
        titles = [d.title for d in self.index.games[game].documents]
        if lang == "ru":
            books = ("книге " if len(titles) == 1 else "книгах ") + " и ".join(f"«{t}»" for t in titles)
            return f"Не знаю: я искал в {books} и не нашёл ответа на этот вопрос."
        return f"I don't know: I searched the {' and the '.join(titles)} and found nothing that answers this."

    def _compose(self, game: str, lang: str, verdict: str | None, lead_rule: str | None, citations: list[dict],
                 check: dict | None, decision: Decision | None = None) -> str:
        parts = []
        if verdict:
            parts.append({"yes": "Да." if lang == "ru" else "Yes.", "no": "Нет." if lang == "ru" else "No."}[verdict])
        if decision is not None and decision.needs:
            ask = "; ".join(n["question"] for n in decision.needs)
            parts.append(f"Чтобы ответить, нужно знать: {ask}" if lang == "ru" else f"To decide, I need to know: {ask}")
        if decision is not None and decision.facts and decision.why:
            why = decision.why_ru if lang == "ru" and decision.why_ru else decision.why
            parts.append(("Я понял вопрос так: " if lang == "ru" else "I read this as: ") + why + ".")
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
            if c.get("amends"):
                # an errata or FAQ entry: it is the answer, and what it changes follows
                entry = self.index.docs[c["doc"]]
                if entry.kind == "errata":
                    says = f"«{entry.title}» изменяет правила" if lang == "ru" else f"The {entry.title} amends the rulebook"
                    was = "В правилах было" if lang == "ru" else "The rulebook said"
                else:  # a FAQ answers about the rule as it stands
                    says = f"«{entry.title}» отвечает" if lang == "ru" else f"The {entry.title} answers"
                    was = "В правилах сказано" if lang == "ru" else "The rulebook says"
                parts.append(f"{says} ({where}): “{quote}”")
                old = next((o for o in citations[1:] if _overlaps(o, c["amends"])), None)
                if old is not None:
                    parts.append(f"{was} ({' › '.join(old['section'])}): “{old['quote']}”")
                return " ".join(parts)
            parts.append(f"{says} ({where}): “{quote}”")
            other = next((o for o in citations[1:3] if o["context"] != c["context"]), None)
            if other is not None and not verdict:
                also = "См. также" if lang == "ru" else "See also"
                parts.append(f"{also} ({' › '.join(other['section'])}): “{other['quote']}”")
        return " ".join(parts)

    def _rule_quoted(self, game: str, citation: dict | None) -> str | None:
        """The rule whose quote the citation is (or lies within)."""
        if citation is None or game not in self.kb:
            return None
        for rid, c in self.kb[game].graph.citations.items():
            if c is not None and c.doc == citation["doc"] and c.start <= citation["start"] and citation["end"] <= c.end:
                return rid
        return None


def _confidence(support: float, hits: list[Hit], link: float, check: dict | None) -> float:
    agree = _agreement(hits[0]) if hits else 0.0
    confidence = 0.45 * _scale(support) + 0.25 * agree + 0.30 * min(1.0, link)
    if check:
        confidence = max(confidence, 0.9)  # an executed rule, not a retrieval guess
    return round(min(1.0, confidence), 3)


def _scale(support: float) -> float:
    return float(min(1.0, max(0.0, (support - T.floor) / (T.strong + 0.2 - T.floor))))


def _agreement(hit: Hit) -> float:
    """1 when the lexical and the dense ranking both put the first citation in their top
    three, 0.5 when one does."""
    tops = [r <= 3 for name, r in hit.ranks.items()]
    return sum(tops) / max(len(hit.ranks), 2)


def _target(a: Amendment) -> dict:
    """API.md's ``amends``: the rulebook passage an entry changes."""
    return {"doc": a.target_doc, "start": a.target_start, "end": a.target_end}


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
