"""Drafted rules for a rulebook that has no hand-written rule graph (one added with
``arbiter ingest``): each sentence that states a permission, a prohibition, a limit or a
requirement becomes a rule node quoting it verbatim, with its normative form read off the
sentence's own modal words. The drafts go through the same lint as hand-written rules, and
the decide stage applies them the same way, so a yes/no question about the new book gets a
verdict computed from its text — or none, when no sentence says it plainly.

A draft is deliberately narrow: one modal phrase per sentence, the clause around it as the
act, a number only when the sentence says "at most / at least / no more than N <things>".
A sentence with two opposite modal phrases ("may …, but cannot …") is not drafted at all
(a prohibition's own words, "can't", are not also read as a permission); nor is a sentence
under a condition or an exception, a negative quantifier ("no effect can …"), an example,
or a question.
"""
from __future__ import annotations

import re

from corpus import amends
from corpus.documents import Document, paragraphs, units
from corpus.tokens import CARDINALS, TIMES, tokenize
from kb.model import Modality, Norm, RuleNode, RulesFile
from kb.words import NUMBER as _N

_THING = r"((?:[^\W\d_][\w'’-]*)(?:\s+[^\W\d_][\w'’-]*)?)"

# a permission of a number of times is a limit of it: "You can go through the deck three
# times" (a fourth is past it), «можно пересдать колоду 2 раза»
_CAN_TIMES = {
    "en": re.compile(r"\b(?:may|can|(?:is|are) allowed to)\s+(?:[^\W\d_][\w'’-]*\s+){1,6}?" + _N + r"\s+(times)\b", re.I),
    "ru": re.compile(r"(?:\bможет\b|\bмогут\b|\bможно\b)\s+(?:[^\W\d_][\w'’-]*\s+){1,6}?" + _N + r"\s+(раза|раз)\b", re.I),
}

# per language, in order of precedence: a bound, a condition, a prohibition, an exemption,
# a requirement, a permission
_PATTERNS: dict[str, list[tuple[Modality, re.Pattern[str]]]] = {
    "en": [
        ("at_most", re.compile(r"\b(?:at most|no more than|not more than|up to|a maximum of)\s+" + _N + r"\s+" + _THING, re.I)),
        ("at_least", re.compile(r"\b(?:at least|no fewer than|no less than|a minimum of)\s+" + _N + r"\s+" + _THING, re.I)),
        ("at_most", re.compile(r"\b(once|twice)\s+(per\s+[^\W\d_]+|each\s+[^\W\d_]+)", re.I)),
        ("at_most", _CAN_TIMES["en"]),
        # "cannot receive more than 4 Damage per Attack" is a limit of 4, not a prohibition
        ("at_most", re.compile(r"\b(?:cannot|can't|may not|must not)\s+(?:[^\W\d_]+\s+){1,3}more than\s+" + _N + r"\s+" + _THING,
                               re.I)),
        ("only_if", re.compile(r"\bonly (?:if|when|while)\b\s*(?P<cond>[^,;.]+)", re.I)),
        ("cannot", re.compile(r"\b(?:cannot|can not|can't|may not|must not|mustn't|(?:is|are) not allowed to|never|no longer)\b",
                              re.I)),
        ("need_not", re.compile(r"\b(?:need not|needn't|(?:do|does) not have to|(?:don't|doesn't) have to"
                                r"|(?:is|are) not required to)\b", re.I)),
        ("must", re.compile(r"\b(?:must|has to|have to|(?:is|are) required to|shall)\b", re.I)),
        ("may", re.compile(r"\b(?:may|can|(?:is|are) allowed to)\b", re.I)),
    ],
    "ru": [
        ("at_most", re.compile(r"(?:не более|не больше|максимум|не свыше)\s+" + _N + r"\s+" + _THING, re.I)),
        ("at_least", re.compile(r"(?:не менее|не меньше|минимум|как минимум)\s+" + _N + r"\s+" + _THING, re.I)),
        ("at_most", re.compile(r"(один раз|дважды)\s+(за\s+[^\W\d_]+|в\s+[^\W\d_]+)", re.I)),
        ("at_most", _CAN_TIMES["ru"]),
        ("at_most", re.compile(r"(?:не может|не могут|нельзя)\s+(?:[^\W\d_]+\s+){1,3}(?:более|больше)\s+" + _N + r"\s+"
                               + _THING, re.I)),
        ("only_if", re.compile(r"только (?:если|когда|при условии,? что)\s*(?P<cond>[^,;.]+)", re.I)),
        ("cannot", re.compile(r"(?:не может|не могут|нельзя|запрещ\w*|не вправе|не разрешается)", re.I)),
        ("need_not", re.compile(r"(?:не обязан\w*|не нужно|не требуется)", re.I)),
        ("must", re.compile(r"(?:должен|должна|должно|должны|обязан\w*|необходимо)", re.I)),
        ("may", re.compile(r"(?:\bможет\b|\bмогут\b|\bможно\b|вправе|разрешается)", re.I)),
    ],
}
# modalities that pull opposite ways: a sentence with both is not drafted
_OPPOSED = {frozenset({"may", "cannot"}), frozenset({"must", "cannot"}), frozenset({"must", "need_not"})}
# a norm said under a condition ("If playing with Avatars, you may …"), with an exception
# ("unless …"), narrowed ("Only Units with Flying may …") or shown by example: drafting it
# as a plain "may" would answer "yes" where the condition fails, so only an explicit "only
# if" is drafted, as a condition
_HEDGED = {
    # (and a negative quantifier, "no game effect can …", reads as a permission by its "can")
    "en": re.compile(r"\b(?:if|unless|except|when|whenever|while|until|otherwise|only|for example|e\.g|instead"
                     r"|as long as|provided|example|no|none|nobody|nothing|neither|nor)\b", re.I),
    "ru": re.compile(r"(?:\bесли\b|\bкроме\b|\bпока\b|\bкогда\b|\bиначе\b|\bтолько\b|например|вместо|пример"
                     r"|\bпри условии\b|\bникто\b|\bничто\b|\bни\b)", re.I),
}
# words that cannot begin what a limit counts ("a maximum of three per game" counts Characters)
_NOT_A_THING = frozenset(["per", "each", "every", "in", "on", "of", "at", "for", "to", "by", "with", "times", "time",
                          "turn", "round", "раз", "за", "в", "на", "по", "из"])
_LIMIT_WORDS = re.compile(r"\b(?:maximum|minimum|up to|at most|at least|no more|no fewer|максимум|минимум|не более|не менее)\b", re.I)
_CLAUSE = re.compile(r"[;:]|,\s+(?:but|and then|unless|except|однако|но|а)\b", re.I)
_MAX_ACT = 160  # characters; a longer clause is cut at a word boundary


def draft_norm(sentence: str, lang: str) -> Norm | None:
    """The normative form of one sentence, or None when it states none (or two that
    pull opposite ways)."""
    if sentence.rstrip().endswith("?"):
        return None  # a question the book asks is no rule
    found: list[tuple[Modality, re.Match[str]]] = []
    masked = sentence
    for modality, pattern in _PATTERNS.get(lang, _PATTERNS["en"]):
        m = pattern.search(masked)
        if m:
            found.append((modality, m))
            if modality in ("cannot", "need_not"):
                # "cannot" is not also a "can": the prohibition's words are not a permission's
                masked = masked[:m.start()] + " " * (m.end() - m.start()) + masked[m.end():]
    if not found:
        return None
    if found[0][0] != "only_if" and _HEDGED.get(lang, _HEDGED["en"]).search(sentence):
        return None
    if _LIMIT_WORDS.search(sentence) and found[0][0] not in ("at_most", "at_least"):
        return None  # a limit said in a way not read ("up to a maximum of 3"): no plain "may"
    kinds = {m for m, _ in found}
    if found[0][0] not in ("at_most", "at_least") and any(pair <= kinds for pair in _OPPOSED):
        return None
    modality, m = found[0]
    act = _act(sentence, m.start())
    if modality in ("at_most", "at_least"):
        raw = m.group(1).lower()
        if raw in TIMES:  # "once per turn": at most 1 time, per turn
            return Norm(modality=modality, act=act, bound=TIMES[raw], quantity="times", scope=m.group(2))
        bound = int(raw) if raw.isdigit() else CARDINALS[raw]
        if m.re is _CAN_TIMES.get(lang):
            return Norm(modality=modality, act=act, bound=bound, quantity="times")
        words = m.group(2).split()
        if words[0].lower() in _NOT_A_THING:
            return None  # "a maximum of three per game" counts what came before
        if len(words) > 1 and (not tokenize(words[1]) or words[1].lower() in _NOT_A_THING | {"from", "into", "onto"}):
            words = words[:1]  # "1 unit into …" counts units
        return Norm(modality=modality, act=act, bound=bound, quantity=" ".join(words))
    if modality == "only_if":
        return Norm(modality="only_if", act=act, condition=m.group("cond").strip())
    return Norm(modality=modality, act=act)


def _act(sentence: str, at: int) -> str:
    """The clause of the sentence that holds its modal phrase."""
    start, end = 0, len(sentence)
    for cut in _CLAUSE.finditer(sentence):
        if cut.end() <= at:
            start = cut.end()
        elif cut.start() >= at:
            end = cut.start()
            break
    act = sentence[start:end].strip(" ,.;:")
    if len(act.split()) < 4:
        act = sentence.strip(" .")
    if len(act) > _MAX_ACT:
        act = act[:_MAX_ACT].rsplit(" ", 1)[0]
    return act


def draft_rules(game: str, docs: list[Document]) -> RulesFile:
    """A rule node for every sentence of the game's books that states a norm."""
    slug = re.sub(r"[^a-z0-9]", "", game.lower()) or "game"
    rules: list[RuleNode] = []
    seen: set[str] = set()
    # an errata entry's new wording replaces the sentence it quotes: that sentence is not
    # drafted, the new wording is (an errata or FAQ document's own sentences are not: "'at
    # most 3 cards' should read 'at most 2 cards'" states no rule as written)
    amended = [a for a in amends.find(docs) if a.replacement is not None]
    by_id = {d.id: d for d in docs}

    def add(doc: Document, quote: str, title: str) -> None:
        if len(quote) < 12 or quote in seen:
            return  # too short to be a rule; a sentence said twice is drafted once
        norm = draft_norm(quote, doc.language)
        if norm is None:
            return
        seen.add(quote)
        rules.append(RuleNode(id=f"{slug}.draft.{len(rules) + 1}", kind="procedure", title=title,
                              statement=quote, quote=quote, doc=doc.id, norms=[norm]))

    for doc in docs:
        if doc.kind != "rulebook":
            continue
        for section in doc.root.walk():
            for a, b in paragraphs(doc.text, section.body_start, _own_end(section)):
                for u in units(doc.text, a, b):
                    if not any(x.amends(doc.id, u.start, u.end) for x in amended):
                        add(doc, doc.text[u.start:u.end].strip(), " / ".join(section.path) or doc.title)
    for x in amended:
        assert x.replacement is not None
        errata = by_id[x.doc]
        add(errata, errata.text[x.replacement[0]:x.replacement[1]].strip(),
            " / ".join(errata.section_at(x.start).path) or errata.title)
    return RulesFile(game=game, rules=rules)


def _own_end(section) -> int:
    """Where the section's own text ends: at its first subsection, else at its end."""
    return section.children[0].start if section.children else section.end


__all__ = ["draft_norm", "draft_rules"]
