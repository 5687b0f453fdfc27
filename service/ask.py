"""POST /v1/ask: a question passes through stages, each its own module with a typed output,
and the answer is composed only of what they produced:

    read      service/reading.py   Reading      the player's story and the sentence that asks
    choose    service/choose.py    GameChoice   which game's books the question is about
    check     service/check.py     Snapshot     the state asked about (sent, remembered, told), run
    retrieve  service/retrieve.py  Retrieval    the game's closest passages; whether the books support an answer
    link      service/link.py      Links        the game's rules the question is about
    decide    service/decide.py    Decision     yes / no from a rule's norm or the executed check
    compose   service/compose.py   the reply    answer text, citations, confidence (API.md)

No language model writes anything: the short answer is a rule's own statement (or the
executed check's summary), the reason is the verbatim quote. When nothing in the books
supports an answer, the service says it does not know. Every threshold is in
service/settings.py, with what it was calibrated on.
"""
from __future__ import annotations

import re
from typing import Any

from pydantic import ValidationError

from corpus.index import HybridIndex, QueryScores
from corpus.tokens import tokenize
from kb.game import GameRules
from kb.words import Situation, clauses
from service.check import Checker, untold_states
from service.choose import GameChoice, GameChooser
from service.compose import Composer
from service.conversations import Conversation, Conversations
from service.decide import Decision, Norms, last_told
from service.errors import ApiError
from service.followup import follow_up
from service.link import RuleLinker
from service.questions import language
from service.reading import Reading, numbers, read
from service.retrieve import Retriever


class Asker:
    """The stages, built once at start-up (the rule texts and norms embedded, the books'
    vocabulary cut), and the conversations that follow-ups continue."""

    def __init__(self, index: HybridIndex, kb: dict[str, GameRules], conversations: Conversations | None = None):
        self.index = index
        self.kb = kb
        # (an empty store is falsy: its __len__ counts conversations)
        self.conversations = conversations if conversations is not None else Conversations()
        self.linker = RuleLinker(index, kb)
        self.chooser = GameChooser(index, kb, self.linker)
        self.checker = Checker(kb)
        self.retriever = Retriever(index, kb, self.chooser, self.linker)
        # the norms of every rule, their acts embedded once: what the decide stage applies
        self.norms = Norms(kb, index.embedders[0].encode)
        self.composer = Composer(index, kb)
        # each game's words, lower case: a follow-up's "warping" is "warp" when the book says "warp"
        self.words = {g: frozenset(w.lower() for d in x.documents for w in re.findall(r"[^\W\d_]+", d.text))
                      for g, x in index.games.items()}

    def ask(self, question: str, game: str | None = None, state: dict | None = None, kind: str | None = None,
            lang: str | None = None, conversation_id: str | None = None) -> dict[str, Any]:
        """read → choose game → check → retrieve → link rules → decide → compose."""
        asked_in = language(question)
        lang = lang or asked_in  # the answer's language: asked for, else the question's
        conv: Conversation = self.conversations.get(conversation_id)
        # a follow-up ("What about warping?") is read as the question it continues, changed
        resolved = None
        if conv.game is not None and game in (None, conv.game):
            resolved = follow_up(question, conv.subject, asked_in, self.words.get(conv.game, frozenset()))
        if resolved is None:
            return self._ask(question, game, state, kind, lang, asked_in, conv, question)
        reply = self._ask(resolved.question, game, state, kind, lang, asked_in, conv, resolved.subject)
        reply["reading"]["facts"].insert(0, {"text": question, "slot": "follow_up", "value": resolved.question})
        return reply

    def _ask(self, question: str, game: str | None, state: dict | None, kind: str | None, lang: str, asked_in: str,
             conv: Conversation, subject: str) -> dict[str, Any]:
        """The stages for one whole question; ``subject`` is what a follow-up to it continues."""
        # read: the story the player told and the sentence that asks
        reading, qvecs, avecs, scores, stems = self._read(question, asked_in)
        # choose the game, unless the caller named it
        choice = GameChoice(game) if game is not None else \
            self.chooser.choose(question, stems, qvecs, scores, conv, state, kind)
        game = choice.game
        # check: the snapshot asked about, run by the game's engine
        snap = self.checker.snapshot(game, question, reading, lang, conv, state, kind)
        # retrieve: the passages, and whether the books support an answer at all
        found = self.retriever.retrieve(question, reading, game, qvecs, avecs, scores, stems)
        # remembered for follow-ups: the game, the snapshot and the kind it was resolved as
        check = snap.check
        conv.game, conv.state, conv.subject = game, snap.state, subject
        conv.kind = check["kind"] if check and check["kind"] != "validation" else (None if check else snap.kind)
        self.conversations.save(conv)  # in the store: another worker, or this one restarted, continues it
        if check is None and found.unsupported:
            return self.composer.dont_know(game, snap, lang, reading, found.support, conv.id)
        # link rules: by the whole question and by the ask alone
        links = self.linker.link(game, question, reading.ask, qvecs, avecs, found.stems, found.hits[:3], lang)
        # decide: an executed check answers; else the norm of the rule the ask is about
        spec = self.index.embedders[0].spec
        decision = snap.decision(reading) if snap.situation is not None else Decision()
        # a step the engine cannot settle without facts the story leaves untold may still be
        # one a rule permits or forbids as such ("Can I, as another Great Old One, sacrifice
        # my own Cultists to help him?"). A story it reads but cannot run is asked back: its
        # untold fact decides, and a norm matched on the words would answer one case of it
        # ("declared an action through a face-down card. Does it happen?" — only if legal)
        # (not a story told in steps, one of which nothing here read: the verdict turns on it)
        if check is None and decision.verdict is None and not snap.step_unread \
                and (snap.situation is None or snap.situation.move):
            # (the game's title is no fact of the situation: "Rise of Myths: Cthulhu" is not a Combat against Cthulhu)
            untitled = self.chooser.untitled(reading, game)
            decided = self.norms.decide(game, untitled, [avecs[spec], qvecs[spec], *self._as_kinds(game, reading)],
                                        found.stems, links.tried)
            # … unless that rule is one the engine found broken for some of the untold values,
            # or its act is not the step proposed: "Can I sacrifice 2 Cultists to stop it?" of a
            # card whose red value was not read is not answered by "may take the sacrificed
            # Cultists from any occupied Node", which does not say "sacrifice" first
            settled = snap.untold is not None and snap.untold.settles(decided.rule)
            decision = decided if snap.situation is None or (
                decided.verdict and not settled and self.norms.head_said(game, decided, found.stems)) else decision
        if decision.verdict and decision.rule is None and snap.situation is not None and snap.untold is not None:
            # a verdict the engine computed over untold facts (no trace to show), no rule
            # broken: the rule it rests on leads the citations, not the question's closest
            rests_on = snap.wants.rests_on if snap.wants is not None else None
            decision.rule = rests_on if rests_on in snap.untold.steps else \
                self.checker.resting_rule(game, snap.situation.kind, snap.untold.steps, links.ranked)
        # compose: the answer, its citations and confidence
        return self.composer.answer(game, snap, lang, reading, qvecs, found, links, decision, conv.id)

    def _as_kinds(self, game: str, reading: Reading) -> list:
        """The question once more, each member the glossary lists said as its kind ("My
        Beastmen are exhausted, can they still warp?" as "My unit …"): an act is worded of the
        kind, and a name the encoder does not know pulls the question away from it. Nothing
        when the question names no member."""
        glossary = self.kb[game].glossary if game in self.kb else None
        members = glossary.members_pattern if glossary is not None else None
        if glossary is None or members is None:
            return []
        # (one member only: "the Seer played it for the Detective" said as "the Character …
        # for the Character" no longer tells who did what)
        if len({m.group(0).lower()[:4] for m in members.finditer(reading.text)}) != 1:
            return []
        # (by the norms' own encoder only: an index with several embedders need not run them all)
        return [self.index.embedders[0].encode([members.sub(lambda m: glossary.kind_of(m.group(0)), reading.text)])[0]]

    def _read(self, question: str, lang: str) -> tuple[Reading, dict, dict, QueryScores, set[str]]:
        """The reading of a question, its vectors and its ask's (the ask by itself as well: a
        long story must not drown what is asked; the same vectors when the question is all
        ask), its scoring pass (shared by game choice and retrieval) and its stems."""
        reading = read(question, lang)
        if reading.has_story:
            # "Am I allowed to?", "Legal?" name nothing: the step told last is what is asked
            told = last_told(reading)
            qvecs, avecs = self.index.query_vectors_many([question, f"{told} {reading.ask}" if told else reading.ask])
        else:
            qvecs = avecs = self.index.query_vectors(question)
        return reading, qvecs, avecs, self.index.score_query(question, qvecs), set(tokenize(question))

    def search(self, q: str, game: str | None = None, k: int = 5) -> dict[str, Any]:
        """GET /v1/search with the reading: the ask drives as in an answer, the game is
        chosen as for an answer when none is named (an English question about the Russian
        Berserk book is searched in that book, with its own terms), and a rule the question
        is about leads."""
        reading, qvecs, avecs, scores, stems = self._read(q, language(q))
        if game is None:
            game, _ = self.chooser.detect_game(q, stems, qvecs, None, scores, exact_share=False)
        found = self.retriever.retrieve(q, reading, game, qvecs, avecs, scores, stems, k)
        links = self.linker.link(game, q, reading.ask, qvecs, avecs, found.stems, found.hits[:3], reading.lang)
        return {"game": game, "results": self.composer.search(game, found, links, qvecs, k)}

    def validate_text(self, description: str, game: str | None = None) -> dict[str, Any]:
        """A position described in words: read by every one of the game's kinds (a position
        has parts — a chain of attempts, a standing, a roll — and each kind reads its own),
        each part that reads a complete state validated as its kind, and the violations
        joined (each rule at each path once). What no part could read is listed in
        ``reading.unread``, never guessed into a violation. A part whose untold facts decide
        what it breaks contributes nothing (its questions are in ``reading.parts``); when no
        part can be completed the reply is a 422 naming what is missing. A game the caller
        names is one the index has (the app answers 404 otherwise, as for ask)."""
        if game is None:
            qvecs = self.index.query_vectors(description)
            game, _ = self.chooser.detect_game(description, set(tokenize(description)), qvecs, exact_share=False)
        rules = self.kb.get(game)
        if rules is None or not rules.readers:
            raise ApiError(422, "unreadable_description",
                           f"positions of {game} cannot be read from words yet; send the position as a state",
                           [{"path": "description", "message": "no reader for this game's positions"}])
        situations = list(rules.readings(description, positions=True))
        lang = language(description)  # (what is asked back and each violation, in the describer's language)
        judged = [(s, self._judged(rules, s, description, lang)) for s in situations]
        done = [(s, j) for s, j in judged if j is not None]
        if not done:
            missing = list({n["question"]: n for s in situations for n in s.needs_in(lang)}.values())
            raise ApiError(422, "unreadable_description", "the description does not give a complete position",
                           [{"path": "description", "message": n["question"]} for n in missing]
                           or [{"path": "description", "message": "no card or attempt could be read"}])
        violations: list[dict[str, Any]] = []
        seen: set[tuple[str, str]] = set()
        for _, j in done:
            for v in j["violations"]:
                if (v["rule"], v["path"]) not in seen:
                    seen.add((v["rule"], v["path"]))
                    violations.append(v)
        first_judged = done[0][1]
        reading = {**first_judged["reading"], "facts": [f for _, j in done for f in j["reading"]["facts"]],
                   "unread": _unread(description, [j["reading"]["facts"] for _, j in done])}
        if len(situations) > 1:
            reading["parts"] = [{"kind": s.kind, "state": j["reading"]["state"] if j else None,
                                 "valid": not j["violations"] if j else None,
                                 "needs": [] if j else s.needs_in(lang)} for s, j in judged]
        return {"valid": not violations, "violations": violations,
                "derived": {**first_judged["derived"], "kinds": [s.kind for s, _ in done]}, "reading": reading}

    def _judged(self, rules: GameRules, situation: Situation, description: str, lang: str) -> dict[str, Any] | None:
        """One part of a position validated as its kind: its complete state, else every
        value its untold facts can take (``_certain``); None when it cannot be judged."""
        if situation.share_unread:
            # a share of a payment the story tells that its kind could not read ("Oleg gave 1
            # of his"): what the kind would find short is of a payment other than the one told
            return None
        if situation.state is not None:
            try:
                return {**rules.validate(situation.state, situation.kind, lang).model_dump(),
                        "reading": situation.reading()}
            except ValidationError:
                return None
        return self._certain(rules, situation, description, lang)

    @staticmethod
    def _certain(rules: GameRules, situation: Situation, description: str, lang: str) -> dict[str, Any] | None:
        """The validation of a position with untold facts, tried at each value they can
        take: legal when no value breaks a rule; the violations every value breaks when
        there are some (each named once, as the first value found it); None when what
        breaks depends on the untold facts (they are asked back)."""
        if situation.template is None or not situation.open:
            return None
        states, tries = untold_states(situation, [n.value for n in numbers(description, 0)])
        results = []
        for _, state in states or []:
            try:
                results.append(rules.validate(state, situation.kind, lang))
            except ValidationError:
                continue  # values the kind's model refuses are no position at all
        if not results:
            return None
        found = [{(v.rule, v.path) for v in r.violations} for r in results]
        always = set.intersection(*found)
        if any(found) and not always:
            return None
        reading = situation.reading()
        reading["facts"].append({"text": f"not told: {situation.untold(lang)}", "slot": "untold",
                                 "value": f"{'no' if not always else 'the same'} violation for all {tries} values tried"})
        violations = [v.model_dump() for v in results[0].violations if (v.rule, v.path) in always]
        return {"valid": not violations, "violations": violations, "derived": {"kind": situation.kind}, "reading": reading}


def _unread(description: str, facts: list[list[dict[str, Any]]]) -> list[str]:
    """The story's sentences (and their "…, then …" parts) that no judged part read: none
    of its facts was read from them."""
    texts = [f["text"] for part in facts for f in part if f.get("slot") not in ("assumed", "untold")]
    texts = [t for t in texts if len(t) >= 4]
    return [c for c in clauses(description) if not any(t in c or c in t for t in texts)]
