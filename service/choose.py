"""Choose the game: which rulebook a question is about, and whether it is about one of the
books at all.

A title the question names decides; otherwise the best passage of each game, the book
topics the question names (section headings, glossary terms, rule terms — rarer ones weigh
more) and how closely each game's rules match it. A follow-up that names no other game
stays with its conversation's game.

The books' vocabulary is also what tells a question about something else: a capitalised
name no rulebook contains ("Yahtzee", "Berlin"), or an English word rare in everyday
language that no book uses ("poker"). The abstention that follows from them is in the
retrieve stage, where the support figures are.
"""
from __future__ import annotations

import difflib
import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace

import numpy as np
from pydantic import ValidationError
from wordfreq import zipf_frequency

from corpus.chunking import Chunk
from corpus.index import HybridIndex, QueryScores
from corpus.tokens import tokenize
from kb.game import GameRules
from kb.words import compiled
from service.conversations import Conversation
from service.link import WORD, RuleLinker, by_stem, named_in
from service.questions import language
from service.reading import Reading, sentences
from service.settings import THRESHOLDS as T

# "we're playing Catan", "switching to Arkham Horror", "играем в «Монополию»" (not "I play
# Prism Gate": a card is played too)
_PLAYING = re.compile(r"(?:\b(?:[Pp]laying|[Ss]witching to|a game of)|(?:[Ии]граем|[Ии]граю|[Ии]грали|[Ии]грать)\s+в)\s+"
                      r"[«\"'‘“]?([A-ZА-ЯЁ][\w'’-]*(?::?\s+[A-ZА-ЯЁ][\w'’-]*){0,3})")

# "Gloomhaven question: …", "Quick Catan rules question", "вопрос по «Каркассону»": a game
# the question says it is about
# "In Catan, …", "Different game: in Gloomhaven, …": a question that opens on the game it is about (not
# "in Bob's hand" inside a sentence)
# (and "В Magic: The Gathering сколько раз …": a Latin name opening a Russian question)
# ("Not about your games — in Eldritch Horror: The Board Game, …": after a dash as well)
_OPENS_IN = re.compile(r"(?:^|:|\s[—–-])\s*[Ii]n\s+([A-Z][\w'’-]*(?::?\s+[A-Z][\w'’-]*){0,4})"
                       r"(?=\s*,|\s+(?:we|I|you|my|our|is|are|can|do|does)\b)"
                       r"|^\s*(?:[Вв]о?)\s+([A-Z][\w'’-]*(?::?\s+[A-Z][\w'’-]*){0,3})(?=\s*,|\s+[а-яё])")
# ("Arkham Horror 3rd edition question: …": an edition after the name)
_ASKED_OF = re.compile(r"\b([A-ZА-ЯЁ][\w'’-]*(?::?\s+[A-ZА-ЯЁ][\w'’-]*){0,3})"
                       r"(?:\s+(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth)\s+[Ee]dition)?\s+(?:rules?\s+)?question\b"
                       r"|\b[Вв]опрос по\s+[«\"'‘“]?([A-ZА-ЯЁ][\w'’-]*(?:\s+[A-ZА-ЯЁ][\w'’-]*){0,3})")
# "decide between Arkham Horror and Eldritch Horror": games named side by side
# "Catan: someone rolled a 7 …", "Шахматы: можно ли …": a question headed by a name
# ("Twilight Imperium 4: …": an edition's number after the title)
_HEADED = re.compile(r"^\s*([A-ZА-ЯЁ][\w'’-]*(?:\s+[A-ZА-ЯЁ][\w'’-]*){0,3})(?:\s+\d{1,2}(?:st|nd|rd|th|e)?)?\s*:\s+\S")
# "… work in gloomhaven, …", "… playing wingspan?": a one-word name typed in lower case, at a
# clause's end (a game only if no book uses the word and it is rare: see other_game)
_IN_LOWER = re.compile(r"\b(?:in|playing)\s+([a-z][a-z'’-]{3,})(?=\s*[,?!.;]|\s*$)")
_BETWEEN = re.compile(r"\bbetween\s+([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3})\s+and\b")
# an English word made of another by a suffix that keeps its meaning ("leftmost", "upward",
# "clockwise", "freshly")
_DERIVED = re.compile(r"([a-z]{3,}?)(?:most|wards?|wise|ly)")
# the particle of a phrasal verb, right after its verb
_PARTICLE = re.compile(r"\s+(?:over|out|off|up|down|back|through|away)\b", re.I)
_NAME_PAIR = re.compile(r"\b([A-ZА-ЯЁ][\w'’-]*) (?=([A-ZА-ЯЁ][\w'’-]*))")

# an item of an enumeration: a separator before it ("Flying; Immortal", "Imbue, Immortal",
# "Nexus, and Chosen") and after it
_LISTED_BEFORE = re.compile(r"[;,:]\s*(?:(?:and|or|и|или)\s+)?$")
_LISTED_AFTER = re.compile(r"\s*(?:[;,.]|(?:and|or|и|или)\s)")
_NEXT_LISTED = re.compile(r",\s*[A-ZА-ЯЁ][\w'’-]*\s*,")  # a capitalised next item, itself followed by a comma


@dataclass(frozen=True)
class GameChoice:
    """The choose stage's output."""
    game: str
    # the detected game's share of all games' scores (1.0 when a title named it); None when
    # the caller gave the game
    share: float | None = None
    followed: bool = False  # a follow-up that stayed with its conversation's game


class GameChooser:
    """The books' vocabulary and topics per game, cut once at start-up."""

    def __init__(self, index: HybridIndex, kb: dict[str, GameRules], linker: RuleLinker):
        self.index = index
        self.kb = kb
        self.linker = linker
        # the books' words, and their titles' ("Berserk" is named by the title, not the text);
        # and each name (a capitalised word) in the one book that has it: "Misdirection" is
        # a card of Mythos Encounters alone, whatever else the question's words are close to
        title_words = {w.lower() for g in index.games.values() for w in WORD.findall(g.meta.title)}
        # (and the other titles' words, which a Russian question declines: «в Берсерке»)
        self.title_words = frozenset(title_words)  # the words of the books' titles
        self._title_words = title_words | {w.lower() for g in index.games.values() for t in g.meta.other_titles
                                           for w in WORD.findall(t)}
        self.words = set(title_words)
        in_books: dict[str, set[str]] = {}
        said_times: dict[str, int] = {}  # how often the books capitalise each word
        in_foreword: set[str] = set()  # … and the words they capitalise in an introduction or credits
        # each game's words the book only names in an enumeration ("Unit keywords: Evasive;
        # Exhausted; Flying; Immortal; Subtle."), never in a sentence of its own: the book
        # lists them but does not explain them
        in_lists: dict[str, set[str]] = {}
        in_prose: dict[str, set[str]] = {}
        for d in index.docs.values():
            for m in WORD.finditer(d.text):
                w = m.group(0)
                self.words.add(_plain(w))
                if w[0].isupper():
                    in_books.setdefault(_plain(w), set()).add(d.game)
                    said_times[_plain(w)] = said_times.get(_plain(w), 0) + 1
                    if _FOREWORD.search(d.section_at(m.start()).title):
                        in_foreword.add(_plain(w))
                # (the first of a list too: "the Icons List shows Imbue, Immortal, Nexus, and …")
                listed = _LISTED_AFTER.match(d.text, m.end()) and (
                    _LISTED_BEFORE.search(d.text[max(0, m.start() - 8):m.start()]) or _NEXT_LISTED.match(d.text, m.end()))
                # ("Servant-level Enemies" uses "Servant" in a sentence)
                (in_lists if listed and w[0].isupper() else in_prose).setdefault(d.game, set()).update(
                    {_plain(w), *map(_plain, w.split("-"))})
        self.listed_only = {g: names - in_prose.get(g, set()) for g, names in in_lists.items()}
        # capitalised words the books put side by side ("Dunwich Horror", "Great Old One"): a
        # name of several known words that the books never join ("Eldritch Horror") is another
        # game's (only capitalised pairs: all pairs of a thousand books would not fit in memory)
        self.name_pairs = {(_plain(a), _plain(b)) for d in index.docs.values()
                           for a, b in _NAME_PAIR.findall(d.text)}
        # (a word of a game's title names the game, which the title check settles, not a
        # topic; nor is an everyday word that one book happens to capitalise: "Return")
        # (a name the book says once, in its introduction — "the works of H.P. Lovecraft" — is
        # its flavour, not a name of its rules: "our Lovecraft game night" is no question of it)
        self.name_of = {w: next(iter(gs)) for w, gs in in_books.items()
                        if len(gs) == 1 and not (said_times[w] == 1 and w in in_foreword)
                        and w not in title_words and not _everyday(w)}
        # the rule graphs' terms and the glossaries' names, in both languages: "Арканы" is no
        # stranger's name
        self.term_stems = {st for rules in kb.values() for r in rules.graph.rules.values() for t in r.terms
                           for st in tokenize(t)}
        for rules in kb.values():
            if rules.glossary is not None:
                self.term_stems |= rules.glossary.name_stems()
        # the glossaries' names as written, each form its own: «в Аркхэме» is a place the book names
        self.glossary_forms = frozenset(n.lower() for rules in kb.values() if rules.glossary is not None
                                        for names in rules.glossary.terms.values() for n in names)
        # the books' words by first letter: a typo keeps the first letter far more often than
        # not, and comparing with a few hundred words rather than all keeps it well under 1 ms
        self._words_by_initial: dict[str, list[str]] = {}
        for w in sorted(self.words):
            self._words_by_initial.setdefault(w[0], []).append(w)
        zipf_frequency("warm", "en")  # load the word list now, not mid-question
        # each passage's stems, cut once: topic weights and everyday vocabulary both count them
        # (grouped by game and by document in one pass: a pass per game made start-up, and a
        # reload, quadratic in the number of books — benchmarks/books.py)
        self.chunk_stems: dict[str, list[set[str]]] = {g: [] for g in index.games}
        self._doc_chunks: dict[str, list[Chunk]] = {}
        for i, c in enumerate(index.chunks):
            self.chunk_stems[c.game].append(set(tokenize(index.chunk_text(i))))
            self._doc_chunks.setdefault(c.doc_id, []).append(c)
        # each game's stems; and the games whose books use each stem: a topic's words many
        # books use are no one game's, and a count the question tells ("the ten columns", "a
        # thirteen-card reserve") sets one book of a family apart from its siblings, which
        # passages' meanings hardly do
        self._vocab: dict[str, set[str]] = {g: set().union(*stems_of) for g, stems_of in self.chunk_stems.items()}
        stem_games: dict[str, set[str]] = {}
        for g, vocab in self._vocab.items():
            for st in vocab:
                stem_games.setdefault(st, set()).add(g)
        self._stem_games = {st: frozenset(gs) for st, gs in stem_games.items()}
        # … and how many of the small numbers each book prints: a long manual prints them all,
        # and so tells nothing by printing the one a question says
        self._prints_any = {g: sum(g in stem_games.get(str(n), ()) for n in range(21)) / 21 for g in index.games}
        self._language_words: dict[str, set[str]] = {}
        self.topics = {g: self._topics(g) for g in index.games}
        self.topics_by_stem = {g: by_stem((t, t) for t in topics) for g, topics in self.topics.items()}
        # every game's topics filed together, and the games whose rules or readers take part
        # in detection: a question's stems meet the few topics they may name, whatever the
        # number of games (a lookup per game made detection grow faster than search)
        self._all_topics = by_stem(((g, t), t) for g, topics in self.topics.items() for t in topics)
        ruled = sorted((g for g in kb if len(linker.rule_vecs[g])), key=lambda g: linker.rule_span[g].start)
        self._ruled = (ruled, np.array([linker.rule_span[g].start for g in ruled], dtype=np.intp))
        self._readers = [g for g, rules in kb.items() if rules.readers]
        self.titles = {g.id: [g.meta.title.lower(), g.id.replace("-", " "), *(t.lower() for t in g.meta.other_titles)]
                       for g in index.games.values()}
        # each title filed under its first three characters, which a question naming it
        # contains: the question's own trigrams find the few titles to look for, whatever the
        # number of games; the shorter ones are looked for in every question
        self._titles_at: dict[str, list[tuple[int, str]]] = {}
        self._short_titles: list[tuple[int, str]] = []
        for order, names in enumerate(self.titles.values()):
            for n in names:
                (self._titles_at.setdefault(n[:3], []) if len(n) >= 3 else self._short_titles).append((order, n))
        self._title_games = list(self.titles)
        self._one_word_titles = frozenset(n for names in self.titles.values() for n in names if WORD.fullmatch(n))
        # every stem the books and the rule graphs use, in either language (the rule texts'
        # stems are cut by the linker)
        self.vocabulary = ({st for d in index.docs.values() for st in tokenize(d.text)} | self.term_stems
                           | {st for texts in linker.rule_texts.values() for t in texts for st in t.stems})

    def choose(self, question: str, stems: set[str], qvecs, scores: QueryScores, conv: Conversation,
               state: dict | None = None, kind: str | None = None) -> GameChoice:
        """The game of a question the caller did not name a game for: among the games that
        accept its snapshot, if it has one."""
        among = self.games_for_state(state, kind) if state is not None else None
        detected, share = self.detect_game(question, stems, qvecs, among or None, scores, exact_share=bool(conv.game))
        # a follow-up that names no other game stays with the conversation's game
        if conv.game and share < 0.6 and not self.named_topics(stems, detected):
            return GameChoice(conv.game, share, followed=True)
        return GameChoice(detected, share)

    # -- vocabulary ------------------------------------------------------------------
    def _topics(self, game: str) -> dict[frozenset[str], float]:
        """What the books of a game name as topics (section headings, glossary terms, the
        rule graph's terms), each a set of stems the question must contain, weighted by
        how specific it is: a topic found in few passages says more than "round"."""
        names = []
        chunk_tokens = self.chunk_stems[game]
        for d in self.index.games[game].documents:
            names += [s.title for s in d.sections]
            for c in self._doc_chunks.get(d.id, ()):
                names += [d.text[u.start:u.end].split(":", 1)[0] for u in c.units if u.kind == "entry"]
                # (and a list item's label: "- Tableau: Eight piles …" defines the Tableau)
                names += [m.group(1) for u in c.units if u.kind == "item"
                          and (m := _ITEM_LABEL.match(d.text, u.start, u.end))]
        # a rule's terms in a language its book is not written in ("убрать карту" of an English
        # book) are names of its other terms: as specific as those, not as a word the book
        # never uses (which would weigh most, and pull Russian stories about another game)
        foreign: list[tuple[str, list[str]]] = []
        written = self.index.games[game].languages
        if game in self.kb:
            for r in self.kb[game].graph.rules.values():
                own: list[str] = []
                others: list[str] = []
                for n in r.terms:  # (each term's language read once)
                    (own if language(n) in written else others).append(n)
                names += own
                foreign += [(n, own) for n in others]
        names += [re.sub(r"\s*\(.*?\)", "", n) for n in names if "(" in n]  # "Cthulhu (Arkham)" names Cthulhu
        out = {}
        for n in names:
            t = frozenset(tokenize(n))
            if t and not all(w.isdigit() for w in t):
                df = sum(1 for ct in chunk_tokens if t <= ct)
                out[t] = len(t) / np.log2(2 + df)
        for n, own in foreign:
            ns = frozenset(tokenize(n))
            weights = [out[t] / len(t) for o in own if (t := frozenset(tokenize(o))) in out]
            if ns and weights and not all(w.isdigit() for w in ns):
                out[ns] = max(out.get(ns, 0.0), max(weights) * len(ns))
        glossary = self.kb[game].glossary if game in self.kb else None
        if glossary is not None:
            # a term's names in the players' other language name its topic, as specific as
            # the term is in the book ("Хастура" names Hastur) — unless a book written in
            # that language uses the word itself: then it is that language's everyday word
            # ("раны", "герою"), and would pull a question about that book away from it
            theirs = self._words_in(glossary.language)
            for term, names in glossary.terms.items():
                t = frozenset(tokenize(term))
                if not t:
                    continue
                weight = out.get(t) or len(t) / np.log2(2 + sum(1 for ct in chunk_tokens if t <= ct))
                # (a proper name's words together however short their stems: «Эрих Занн» is эр + зан)
                proper = term[:1].isupper() and len(tokenize(term)) >= 2
                for n in names:
                    ns = frozenset(tokenize(n))
                    if ns and not ns & theirs and not any(w.isdigit() for w in ns) \
                            and (all(len(w) >= 4 for w in ns) or proper and len(ns) >= 2 and sum(map(len, ns)) >= 5):
                        out[ns] = max(out.get(ns, 0.0), weight * len(ns) / len(t))
        return out

    def _words_in(self, language: str) -> set[str]:
        """Every stem the books written in ``language`` use (once per language)."""
        if language not in self._language_words:
            self._language_words[language] = set().union(*(self._vocab[g] for g, game in self.index.games.items()
                                                           if language in game.languages))
        return self._language_words[language]

    def title_topics(self, game: str) -> set[frozenset[str]]:
        """The game's titles (its meta's title and other titles), as topics: a book's first
        heading is usually its title, and so one of its topics."""
        meta = self.index.games[game].meta
        return {frozenset(tokenize(t)) for t in (meta.title, *meta.other_titles)}

    def book_share(self, ask: str, game: str, besides: frozenset[str] = frozenset()) -> float:
        """The share of the ask's content words that the game's book uses anywhere (0 for
        an ask of fewer than three), ``besides`` those words: "Can I park two cards in the
        same free cell?" says Freecell's words, "What age is it recommended for?" few of them."""
        said = {st for st in tokenize(ask) if not st.isdigit()} - besides
        if besides:
            # (of a question that names the game by title, its words past everyday English:
            # "Can I redeal the stock in Gypsy once it runs out?" says "redeal" and "stock")
            said = {st for w in WORD.findall(ask) if not _everyday(w.lower(), T.title_everyday)
                    for st in tokenize(w) if not st.isdigit()} - besides
        if len(said) < (2 if besides else 3):
            return 0.0
        return len(said & self._vocab.get(game, set())) / len(said)

    def named_topics(self, stems: set[str], game: str) -> list[frozenset[str]]:
        """The topics of the game's books whose every stem the question has."""
        return named_in(self.topics_by_stem[game], stems)

    def unknown_names(self, question: str, told: str = "") -> list[str]:
        """Capitalised words, past the first of each sentence, that no rulebook contains:
        another game's or another subject's names. A possessive is its name ("Midwife's");
        an everyday English word is no name ("Our", "Nobody"). ``told``: the whole question
        the ask is of (its story may name the book's word whose case form the ask uses)."""
        out = []
        said = {x.lower() for x in WORD.findall(question + " " + told)}
        for w in _capitalised(question):
            w = re.sub(r"['’]s$", "", w)
            # ("Baker's Dozen" is the book's "Bakers Dozen": the same stems)
            if len(w) <= 1 or w.lower() in self.words or set(tokenize(w)) <= self.term_stems | self.vocabulary \
                    or _everyday(w.lower()) or self._declined(w.lower(), said) or self._declined_name(w.lower()) \
                    or self._declined_title(w.lower()) \
                    or _a_person(w, question + " " + told):
                continue
            out.append(w)
        return out

    def _declined(self, word: str, said: set[str]) -> bool:
        """A Russian case form ("Ковенов") of a book's word the question itself also says as
        the book does («Ковен»): the stemmer cuts a name and its forms differently. (A case
        form alone is not enough: «Ковене» in a question about tournament decks is no rules
        question.)"""
        return any(base in self.words and base in said for base in _ru_bases(word, 3))

    def _declined_title(self, word: str) -> bool:
        """A Russian case form of a word of a game's title («Берсерке» of «Берсерк»): the game
        named, not a stranger."""
        return word in self._title_words or any(base in self._title_words for base in _ru_bases(word, 4))

    def _declined_name(self, word: str) -> bool:
        """A Russian case form of a name only one book has ("Первопроходца" of the Berserk
        card «Первопроходец», with its fleeting vowel): that book's card, not a stranger."""
        return any(b in self.name_of for base in _ru_bases(word, 4)
                   for b in (base, base[:-1] + "е" + base[-1], base[:-1] + "о" + base[-1]))

    def listed_names(self, ask: str, game: str) -> list[str]:
        """The names in the ask that the game's book only lists, never explains ("What does
        Immortal do?")."""
        return [w for w in _capitalised(ask) if _plain(w) in self.listed_only.get(game, ())]

    def specific_words(self, question: str) -> list[str]:
        """English words rare in everyday language that neither the rulebooks nor the rule
        graphs use ("poker", "pawn"): the question is about something else. A misspelt
        rulebook word ("sacrifise") is not one."""
        out = []
        for m in WORD.finditer(question):
            w = m.group(0)
            low = w.lower()
            if low in self.words:
                continue
            if m.start() > 0 and question[m.start() - 1].isdigit():
                continue  # an ordinal's ending, "3rd", no word of its own
            if _PARTICLE.match(question, m.end()):
                continue  # a verb of a phrasal verb says how, not what: "spill over", "tap out"
            if w[0].isupper() and _a_person(w, question):
                continue  # a player's name ("Can Vera, who isn't the target, sacrifice …?")
            st = set(tokenize(w))
            if not st or st <= self.vocabulary:
                continue
            if (meant := _SHORTHAND.get(low)) is not None and set(tokenize(meant)) <= self.vocabulary:
                continue  # players' shorthand for a word the books use: "sac a couple of them"
            if low.startswith("re") and (low[2:] in self.words or set(tokenize(low[2:])) <= self.vocabulary):
                continue  # the book's word done again: "replay" an Event the book says is not repeated
            if (derived := _DERIVED.fullmatch(low)) is not None and derived.group(1) in self.words:
                continue  # the book's word made another part of speech: "leftmost" of "left"
            if any("\u0400" <= ch <= "\u04ff" for ch in low):
                # Russian spreads a word's uses over a dozen endings, so a rare form says little
                # ("платится" 2.3, "шахматах" 3.0): English words only
                continue
            if max(zipf_frequency(w, "en") for w in _lemmas(low)) >= T.specific:
                continue  # (an everyday word in a rarer form: "sits" is "sit")
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

    def other_game(self, question: str) -> str | None:
        """A game the player says they are playing that is none of the books' ("We're playing
        Catan", "Играем в «Монополию»"): the question is about that game, whatever its words."""
        for m in [*_PLAYING.finditer(question), *_ASKED_OF.finditer(question), *_OPENS_IN.finditer(question),
                  *_BETWEEN.finditer(question)]:
            name = next(g for g in m.groups() if g)
            words = [_plain(w) for w in WORD.findall(name)]
            # ("In Baker's Dozen, …" names the book "Bakers Dozen")
            if not words or self.titled(name.lower()) is not None:
                continue
            # («Играем в Аркхэме против Ктулху»: played in a place of a book's, its name declined
            # as a place — «в Аркхэм» would be a game)
            if m.re is _PLAYING and name.lower() in self.glossary_forms and name.lower().endswith(("е", "и")):
                continue
            if not all(w in self.words for w in words):
                return name
            # ("in Arkham Horror: The Card Game, …", or an edition's, "Arkham Horror 3rd edition
            # question: …" — not "Quick Detective question: …": a name of words the books never
            # put side by side)
            if (m.re in (_PLAYING, _BETWEEN, _OPENS_IN) or m.re is _ASKED_OF and "edition" in m.group(0).lower()) \
                    and len(words) > 1 and not any(pair in self.name_pairs for pair in itertools.pairwise(words)):
                return name
        for m in _IN_LOWER.finditer(question):
            # "how does the attack modifier deck work in gloomhaven, …?": a game named in lower
            # case, a rare word none of the books uses
            w = _plain(m.group(1))
            if self.titled(w) is None and not self._books_use(w) \
                    and zipf_frequency(w, "en") < T.other_game_name:
                return m.group(1)
        if (said := _ANOTHER_GAME.search(question)) is not None and self.titled(question.lower()) is None:
            # "quick one from a different game — in arkham horror the card game, …?": said to be
            # of another game, and none of ours named ("coming from a different game, in rise of
            # myths does …?" asks of ours)
            return said.group(0)
        if (head := _HEADED.match(question)) is not None and self.titled(head.group(1).lower()) is None:
            # a heading no book uses, not a player's name ("Dave: …" is an everyday name;
            # "Catan", "Scrabble" are rare words, "Шахматы" a Russian one the books do not use
            # — one word: "Заявил Первопроходца: …" is a sentence)
            words = [_plain(w) for w in WORD.findall(head.group(1))]
            russian = any(re.search("[а-яё]", w) for w in words)
            if not any(self._books_use(w) for w in words) \
                    and (len(words) == 1 if russian else all(zipf_frequency(w, "en") < T.specific for w in words)):
                return head.group(1)
        return None

    def _books_use(self, word: str) -> bool:
        """Whether a book or a rule graph uses the word (lower case), as written or by its stems."""
        return word in self.words or set(tokenize(word)) <= self.vocabulary | self.term_stems

    @staticmethod
    def outside_rules(question: str, story: str = "") -> str | None:
        """What the question asks that no rulebook of ours is for: who made the game or when
        it came out, a character's backstory, card sleeves, tournaments ("Who designed it?",
        "в каком году вышла?", "протекторы какого размера?"); or a game played by a house rule
        the story tells, which no book has."""
        m = _OUTSIDE_RULES.search(question) or _HOUSE_RULE_PLAYED.search(story)
        # (an opinion of which is better, unless a rule is asked beside it: "Which card is the
        # best target — can she even attack the card associated with the Detective?")
        m = m or _opinion_only(question)
        # (the story's fiction and the clock, asked in the question's own last clause: "Our
        # campaign lasts over 10 hours; do Progress Points carry over?" asks of the rules)
        # (past a tag: "…, right?", "…, да?")
        asked = [[c for c in re.split(r"[;,]|\bbut\b|\bно\b", q) if len(c.split()) >= 3][-1:] or [q]
                 for q in re.split(r"(?<=\?)", question) if "?" in q]
        m = m or next((a for a in (_OUTSIDE_ASKED.search(c[0]) for c in asked or [[question]]) if a), None)
        return m.group(0) if m else None

    def untitled(self, reading: Reading, game: str) -> Reading:
        """The reading with the game's own title blanked, kept in length (the numbers read keep
        their places): "In Rise of Myths: Cthulhu, can I activate my Seal …?" names the game,
        not the Great Old One Cthulhu, whose rules are not those of Dunwich."""
        if not self.names_title(reading.text, game):
            return reading
        # (its titles, the longest first: "Rise of Myths: Cthulhu" before "rise of myths"; compiled
        # when a question names one, not for every game at start-up)
        title = compiled(r"\b(?:" + "|".join(re.escape(n) for n in sorted(self.titles[game], key=len, reverse=True))
                         + r")(?!\w)", re.I)

        def blank(text: str) -> str:
            return title.sub(lambda m: " " * len(m.group(0)), text)
        return replace(reading, text=blank(reading.text), story=blank(reading.story), ask=blank(reading.ask))

    def own_names(self, question: str) -> list[str]:
        """The game of each name the question uses that only one book has (not a sentence's
        first word, which is capitalised anyway)."""
        return [g for w in _capitalised(question) if (g := self.name_of.get(_plain(w)))]

    def names_title(self, question: str, game: str) -> bool:
        """Whether the question names the game's title or id (apostrophes aside)."""
        low = question.lower()
        bare = self.closed(re.sub(r"['’]", "", low))
        return any(n in low or n in bare for n in self.titles.get(game, ()))

    def closed(self, low: str) -> str:
        """The text with a one-word title its players write as two words closed up: "free
        cells" names Freecell, "back gammon" Backgammon (only two words that make a title)."""
        words = WORD.findall(low)
        for a, b in zip(words, words[1:], strict=False):
            for joined in (a + b, a + b[:-1] if b.endswith("s") else ""):
                if joined in self._one_word_titles:
                    low = re.sub(rf"\b{re.escape(a)}\s+{re.escape(b)}\b", joined, low)
        return low

    def titled(self, low: str) -> str | None:
        """The first game (in the index's order) whose title or id the lower-cased question
        contains."""
        # ("baker's dozen" names "Bakers Dozen": a title is matched without apostrophes too)
        bare = self.closed(re.sub(r"['’]", "", low))
        found = [(order, n) for tri in {low[i:i + 3] for i in range(len(low) - 2)} | {bare[i:i + 3] for i in range(len(bare) - 2)}
                 for order, n in self._titles_at.get(tri, ())]
        named = [(order, n) for order, n in found + self._short_titles if n in low or n in bare]
        if not named:
            return None
        # of two titles ("the Klondike-style deal … in Yukon"), the one the question is in
        inside = [order for order, n in named
                  if _IN_TITLE.search(low[:low.find(n)] if n in low else bare[:bare.find(n)])]
        return self._title_games[min(inside or [order for order, _ in named])]

    def detect_game(self, question: str, stems: set[str], qvecs, among: list[str] | None = None,
                    scores: QueryScores | None = None, exact_share: bool = True) -> tuple[str, float]:
        """The game the question is about: a named title decides; otherwise the best
        passage of each game, the topics the question names (rarer topics weigh more) and
        how closely a game's rules (canonical questions, statements) match it. The share is
        the game's part of all the games' scores; ``exact_share=False`` when the caller uses
        only the game (a game too far behind to win is then not read as a story: see below)."""
        titled = self.titled(question.lower())
        if titled is not None:
            return titled, 1.0
        score = {g: 0.0 for g in self.index.games}
        hits = self.index.search(question, None, 10, qvecs=qvecs, scores=scores)
        # a book in another language than the question's shares none of its words: searched
        # once more over all books with each glossary's book terms for the names the question
        # uses ("prevention", "wounds" → "предотвращение", "раны"), its passages can rank
        terms = [t for rules in self.kb.values() if rules.glossary is not None
                 for t in rules.glossary.book_terms(stems)]
        if terms and scores is not None:
            words = " ".join([question, *dict.fromkeys(terms)])
            hits += self.index.search(words, None, 10, qvecs=qvecs, scores=self.index.rescore_lexical(scores, words))
        for h in hits:
            g = self.index.chunks[h.chunk].game
            score[g] = max(score[g], h.score)
        # the book whose passage leads: when its rules are only drafted from its sentences (an
        # ingested book), written rules — worded as players ask, so closer to any question —
        # do not pull the question to another game ("Does the reserve pile get 12 cards at the
        # start?" went to Rise of Myths over the solitaire book whose passage led)
        leader = max(score, key=lambda g: score[g]) if hits else None
        drafted_lead = leader is not None and leader in self.kb and self.kb[leader].module is None
        named: dict[str, list[frozenset[str]]] = {}  # each game's topics the question names, as named_topics lists them
        # (a word that only links sentences names nothing: "Получается, сила удара становится 3?"
        # is not Rise of Myths' "получает" (Gain))
        said = tokenize(_DISCOURSE.sub(" ", question))
        linking = set(tokenize(question)) - set(said)
        for g, t in named_in(self._all_topics, stems - linking):
            if _together(t, said):
                named.setdefault(g, []).append(t)
        shared: dict[frozenset[str], int] = {}
        for ts in named.values():
            for t in ts:
                shared[t] = shared.get(t, 0) + 1
        if drafted_lead:
            # (a topic of a game whose book did not lead is shared by every book that uses its
            # words: "removed" is Rise of Myths' topic "Remove", and a word of every solitaire)
            for t in shared:
                using = frozenset.intersection(*(self._stem_games.get(st, frozenset()) for st in t))
                shared[t] = max(shared[t], len(using))
        for g, ts in named.items():
            score[g] += 0.35 * sum(self.topics[g][t] / shared[t] for t in ts)
        ruled, starts = self._ruled
        if ruled:  # each ruled game's closest rule text, from the one product rule_sims makes
            closest = np.maximum.reduceat(self.linker.all_rule_sims(qvecs), starts)
            for g, sim in zip(ruled, closest.tolist(), strict=True):
                if not drafted_lead or g == leader:
                    score[g] += 5.0 * max(0.0, float(sim) - T.game_link)
            if len(ruled) > 1 and not drafted_lead:
                # the game whose rules come clearly closest gains, below game_link too: a
                # Russian story about an English book shares no words with its passages, and
                # another book's Russian terms would pull it away ("пожертвовать культистов")
                first, second = np.sort(closest)[::-1][:2].tolist()
                score[ruled[int(np.argmax(closest))]] += T.rule_margin_weight * max(0.0, first - second - T.rule_margin)
        for g in self.own_names(question):
            if g in score:
                score[g] += T.own_name
        self._numbers_told(stems, score)
        # (a game behind the best by more than a reading adds cannot win: its readers, a third
        # of the question's time, are run only when the share must count them)
        best_score = max(v for g, v in score.items() if not among or g in among)
        for g in self._readers:
            rules = self.kb[g]
            if not exact_share and (among and g not in among or score.get(g, 0.0) + T.read_as_kind < best_score):
                continue
            # a story one of the game's kinds reads ("deals 5 wounds … 'prevent the next 4
            # wounds'") is that game's, whatever language it is told in
            told = rules.read(question) if g in score else None
            if told is not None and len({f["slot"] for f in told.facts}) >= 2:
                score[g] += T.read_as_kind
        if among:
            score = {g: v for g, v in score.items() if g in among}
        best = max(score, key=lambda g: score[g])
        total = sum(score.values()) or 1.0
        return best, score[best] / total

    def _numbers_told(self, stems: set[str], score: dict[str, float]) -> None:
        """Raises the games in the running whose books print the numbers the question tells,
        of those not every such book prints: among sibling books whose passages are all
        close ("which of the ten columns get 5 face-down cards?"), the count decides."""
        running = [g for g, v in score.items() if v > 0]
        told = [n for n in stems if n.isdigit()
                and 0 < len(self._stem_games.get(n, frozenset()).intersection(running)) < len(running)]
        if not told:
            return
        for g in running:
            printed = sum(g in self._stem_games[n] for n in told) / len(told)
            score[g] += T.number_told * max(0.0, printed - self._prints_any[g])


# a list item that opens with a short capitalised label and a colon: what the item defines
_ITEM_LABEL = re.compile(r"([A-ZА-ЯЁ][\w'’-]*(?:\s+[\w'’-]+){0,2}):\s")


# players' shorthand in any game's chat, and the book word it stands for (a word of another
# subject it is not): "can I just sac a couple of cultists?", "grab the Wild Resource and bail"
_SHORTHAND = {"sac": "sacrifice", "sacs": "sacrifice", "sacced": "sacrificed", "saccing": "sacrificing",
              "sack": "sacrifice", "dmg": "damage", "hp": "health", "atk": "attack", "def": "defense",
              "init": "initiative", "vp": "victory points", "vps": "victory points", "bail": "leave",
              "bails": "leave", "bailed": "left", "ditch": "leave", "nuke": "destroy", "nuked": "destroyed",
              # ("so i chuck all 13 dice?", "is that legit?")
              "chuck": "roll", "chucks": "roll", "chucked": "rolled", "legit": "legal"}


# words that link a sentence to the one before ("so it turns out", "that means"), said at
# its start or as its own clause
_DISCOURSE = re.compile(r"(?:^|(?<=[.!?;:]\s))\s*(?:получается|выходит|значит|то есть)\b|"
                        r"\b(?:получается|выходит)\s*,", re.I)


def _ru_bases(word: str, least: int) -> list[str]:
    """The word with each Russian case ending it has cut off ("Берсерке" → "Берсерк"), where at
    least ``least`` letters stay."""
    return [word[:-len(e)] for e in _RU_ENDINGS if word.endswith(e) and len(word) - len(e) >= least]


# Russian noun case endings, longest first
_RU_ENDINGS = ("ами", "ями", "ов", "ев", "ам", "ям", "ах", "ях", "ом", "ем", "ой", "ей", "а", "я", "у", "ю", "е", "ы",
               "и")


# the product, the fiction and the accessories, not the rules (words no rules question needs;
# not "lore": Old Ones Origins spends Lore)
# a question said to be of another game (not "in a different game", «в другой игре»: a later
# session of this one)
_ANOTHER_GAME = re.compile(r"\b(?:from|about)\s+(?:a|an|another|some|one)\s+(?:different|other)\s+(?:board\s+|card\s+)?game\b|"
                           r"\b(?:из|про)\s+друг(?:ой|ую)\s+игр[ыу]\b|"
                           # ("a question not about this game: …", «вопрос не по этой игре: …»)
                           r"\bnot\s+(?:about|for|from)\s+(?:this|our)\s+game\b(?!\s*(?:board|'s|’s))|\bне\s+(?:по|про|из)\s+(?:этой|нашей)\s+игр\w*",
                           re.I)
_OUTSIDE_RULES = re.compile(
    # ("when did it come out", "the expansion came out"; not "the Bandog came out first", a card revealed)
    r"\bwho (?:designed|made|created|wrote|published|illustrated)\b|\bwhat year\b|"
    r"\b(?:when|did|does|will)\b[^?.!,]{0,40}\b(?:come|came) out\b[^?.!,]{0,25}\?|"
    r"\b(?:game|edition|expansion|version)\s+(?:came|comes) out\b|"
    r"\brelease date\b|\b(?:designer|publisher)s?\b|\bbackstor\w*|\bbiograph\w*|\bin (?:the )?(?:actual )?"
    r"(?:lovecraft(?:'s)? )?(?:stories|books|novels)\b|\bsleeves?\b|\btournaments?\b|"
    r"\bкто (?:придумал|разработал|создал|автор)\b|\bв каком году\b|\bкогда вышл\w*|\bиздател\w*|\bпредыстори\w*|"
    r"\bв рассказах\b|\bпротектор\w*|\bтурнир\w*|"
    # buying the game, and advice on how to play it well: no rulebook says
    r"\bsells? for\b|\bretails?\b|\bmsrp\b|\bworth (?:the )?(?:extra )?money\b|\bwhere to buy\b|"
    r"\bdeluxe edition\b|\bwould you recommend\b|\b(?:best|strongest) (?:deck|strategy|faction|opening)\b|"
    r"\bwhich (?:deck|faction) is (?:the )?(?:best|strongest|stronger)\b|\bсколько стоит (?:сама )?игра\b|"
    r"\bпосовету\w*|\bсильнейш\w+ колод\w*|\bлучш\w+ колод\w*|\bколод\w*[^?.!]{0,30}\b(?:сильнейш|лучш)\w*|"
    # what wins in the current tournament field, and what is worth collecting
    r"\b(?:the|current|today's)\s+meta\b|\bв\s+(?:текущей\s+)?мете\b|\bстоит\s+ли\s+(?:вообще\s+)?(?:собирать|покупать)\b|"
    r"\bworth\s+collecting\b|"
    # getting the box, and which way of playing is more fun (a taste, not a rule)
    r"\bshipping\b|\bkickstarter\b|\bдоставк\w*|\bmore fun\b|\bинтереснее\b|"
    r"\b(?:go|goes|going|sells?|selling)\s+for\s+(?:these\s+days|nowadays|now)\b|\bnowadays\b|"
    r"\bhow\s+much\b[^?.!]{0,60}\b(?:go|goes|sell|sells|selling)\s+for\b|\bpledge\b|"
    r"\bпокрас\w*|\bпраймер\w*|\bсмывк\w*|"
    r"\bкупить\b[^.?!]*\bкоробк\w*|\bкоробк\w*[^.?!]*\bкупить\b|\bbuy (?:a|the|another) (?:copy|box)\b|"
    # expansions (no book of ours names one) and painting the miniatures
    r"\bexpansions?\b|\bрасширени\w*|\bpaints?\b|\bpainting\b|\bprimer\b|\bкрасить\b|\bкраск\w*|\bкраской\b|\bгрунт\w*|"
    # (and the colours of a model, an app beside the box, a translation of the box: products, no rule)
    r"\bcolou?r\s+schemes?\b|\bprime\s+(?:them|it|the|my)\b|\b(?:companion|official|mobile|phone)\s+apps?\b|"
    r"\bлокализаци\w*|"
    r"\bplays? better\b|\bwhich (?:one|game) is (?:better|more fun)\b|\bкакая (?:из них |игра )?лучше\b|"
    r"\blore question\b|\bwhich (?:lovecraft )?(?:story|tale|novel)\b|\bв каком рассказе\b|\bhouse rules? (?:is|are) common\b|"
    # whether a name of the fiction is real (history, not rules)
    r"\b(?:was|were)\s+(?:\w+\s+){0,3}?a\s+real\s+(?:person|people|place|man|woman)\b|"
    r"\bбыл\w*\s+(?:ли\s+)?(?:\w+\s+){0,3}?реальн\w+\s+(?:человек\w*|личност\w*|мест\w*)\b|"
    r"\bcommon house rules?\b|"
    # a house rule asked of: the table's own rule, which no book has
    r"\bhouse[- ]rul\w*|\bдомашн\w+\s+правил\w*|"
    r"\bв подарок\b|\bas a (?:gift|present)\b|\bв магазинах\b|\bin (?:the )?stores\b|"
    # prices, a choice a player would make, whether a house rule is fun or breaks the game
    r"\bon amazon\b|\bworth it\b|\bprices?\b|\bsold\s+(?:as\s+an?\s+)?separate\w*|\bseparate\s+(?:box|product)\b|"
    r"\b(?:core|base)\s+(?:game|box|set)\s+(?:usually\s+|typically\s+|normally\s+)?costs?\b|\bcosts?\s+these\s+days\b|"
    # whether the box can still be bought, and where a part of it is ordered
    r"\bwhere\s+(?:can|could|do|should)\s+(?:i|we|you)\s+(?:buy|order|get\s+hold\s+of)\b|"
    r"\breplacement\s+(?:figures?|minis?|miniatures?|pieces?|parts?|tokens?)\b|\bгде\s+(?:\w+\s+)?(?:купить|заказать)\b|"
    r"\b(?:still|out of)\s+(?:in\s+)?print\b|\bin\s+print\b|\breprint\w*|\bпереизда\w*|\bещё\s+в\s+продаже\b|"
    r"\bhow\s+much\s+(?:is|does)\s+(?:the\s+)?(?:core\s+|base\s+)?(?:game|box)\b|\bпрода[её]тся\s+отдельно\b|"
    r"\bцен[аы]\b|\bгде\s+(?:игру|коробку)\s+(?:\w+\s+)?купить\b|\bдешевле\s+купить\b|\bstrategy-wise\b|\bstrategically\b|"
    r"\bwhich (?:one )?would you (?:take|pick|choose|play)\b|\bwhat would you (?:take|pick|choose)\b|"
    r"\bbreaks? the game\b|\bgame-breaking\b|\boverpowered\b|\bis (?:that|it|this) (?:more )?fun\b|"
    r"\bчто бы (?:ты|вы) (?:взял\w*|выбрал\w*)\b|\bломает (?:игру|баланс)\b|"
    # when a story of the fiction was written, the boxes and packs a card game is sold in,
    # and how long a game lasts on the clock or what age it suits (the books count rounds)
    # (asked of the story: "Was … written before …?", "when was it written", not "the example
    # story written in the rules")
    r"\bboosters?\b|\bбустер\w*|\bв\s+каком\s+(?:\w+\s+){0,2}сете\b|\bиз\s+какого\s+(?:\w+\s+)?сета\b|"
    r"\bhow\s+many\s+(?:minutes|hours)\b|\bplay(?:ing)?\s+time\b|"
    # (not one asked in rounds: "How long does the Short game last in rounds rather than in minutes?")
    r"\bhow\s+long\b(?![^?.!]*\b(?:rounds?|turns?)\b)[^?.!]{0,60}(?<!\bnot\s)(?<!\bthan\s)(?<!\bof\s)\bin\s+(?:minutes|hours)\b|"
    r"\brecommended\s+(?:minimum\s+)?age\b|\bage\s+(?:range|rating)\b|\bвозраст\w*|\bсколько\s+(?:минут|часов)\b|"
    # another game the question sets apart from the book's, by its title ("in the actual Elder
    # Sign dice game"; not "in the original reveal order for the game")
    r"\b(?:in|for|of)\s+the\s+(?:actual|real|original|standalone|separate)\s+(?:(?-i:[A-Z])[\w'’-]*\s+(?:(?:of|the)\s+)?){1,4}"
    r"(?:(?:dice|board|card|video)\s+)?game\b|"
    # food for the table
    r"\bpizza\b|\bfood\b|\btakeout\b|\bdelivers\b|\bпицц\w*|\bеду\b", re.I)


# a game the story says is played by a house rule ("Играем в Mythos Encounters с домашним
# правилом - таймер 2 минуты на ход. Что положено игроку, который не уложился?"): what is asked
# of it is the house rule's
_HOUSE_RULE_PLAYED = re.compile(r"\bplay(?:ing|s)?\s+(?:[\w'’-]+\s+){0,4}?(?:with|by|under)\s+(?:a|an|our|the|this)\s+house[- ]rule\b|"
                                r"\b(?:we\s+use|using)\s+(?:a|an|our|the|this)\s+house[- ]rule\b|"
                                r"\b(?:играем|играли|играю)\s+(?:\w+\s+){0,4}?(?:с|по)\s+домашн\w+\s+правил\w*", re.I)


# an opinion asked of which is better: "In your opinion, is the Seer or the Sorcerer the
# stronger pick?", "which modifier is the best one?", "which is stronger solo?" — not "In your opinion, what does the
# rulebook say …", «По вашему описанию …», nor "We'd go with the stronger pick" told
_BETTER = r"\b(?:stronger|strongest|better|best|weaker|hardest|easiest|сильнее|лучше|слабее|сложнее|сильнейш\w*|лучш\w*|стоит\s+ли)"
_OPINION = re.compile(
    r"\b(?:in your (?:opinion|view)|по-(?:твоему|вашему)|по (?:твоему|вашему) мнению|на (?:твой|ваш) взгляд)\b[^?.!]*"
    + _BETTER + r"|\bor\b[^?.!]*\bthe\s+(?:better|best|stronger|strongest)\s+(?:pick|choice|option)\b[^.!]*\?|"
    r"\bwhich\b[^?.!]*\b(?:is|are)\s+(?:the\s+)?(?:best|strongest)\b[^.!]*\?|"
    # ("which is stronger solo?" — right at its question mark, not "Which is stronger in a Nexus
    # area, is it true that …?", a rule asked after it)
    r"\bwhich\b[^?.!,]*\b(?:is|are)\s+(?:stronger|better)\b[^.!,?]{0,20}\?", re.I)
_BETTER_SAID = re.compile(_BETTER, re.I)
# the parts of a question ("Which is the best target — can she even attack …?", "… better? I mean: does …")
_QUESTION_PART = re.compile(r"[?;:—–]|\s-\s")
# a rule asked in a part of its own ("can she even attack …?", "does the Sacrifice effect apply?",
# «по правилам …?», «правда ли …?»)
_RULE_ASKED = re.compile(r"\b(?:can|could|may|must|allowed|legal|applies|apply|does|do|is\s+there|are\s+there|"
                         r"по правилам|можно|нельзя|разреш\w*|обязан\w*|должн\w*|правда\s+ли)\b", re.I)


def _opinion_only(question: str) -> re.Match | None:
    """An opinion of which is better asked, with no rule asked in a part of the question that
    says nothing of better ("Which card is the best target — can she even attack …?" asks a rule;
    "which Character is best so we can win faster?" does not)."""
    if (m := _OPINION.search(question)) is None:
        return None
    parts = _QUESTION_PART.split(question)
    return None if any(_RULE_ASKED.search(p) and not _BETTER_SAID.search(p) for p in parts) else m


# … asked in the question's last clause: when a story of the fiction was written, how long a
# game lasts on the clock
_OUTSIDE_ASKED = re.compile(
    r"\b(?:when|what year)\b[^?.!]*\b(?:written|published)\b|"
    r"\b(?:story|stories|novel|novella|tale)\b[^?.!]{0,60}\b(?:was|were)\s+(?:\w+\s+){0,3}(?:written|published|penned)\b|"
    r"\b(?:was|were)\s+(?:[\w'’-]+\s+){0,8}?(?:written|published|penned)\s+(?:before|after|earlier|later|first)\b|"
    r"\bрассказ\w*[^?.!]{0,40}\b(?:написан\w*|опубликован\w*|напечатан\w*)|"
    r"\b(?:published|written)\s+in\s+\d{4}\b|"
    r"\b(?:game|games|campaign|session|match)\b[^?.!]{0,40}\b(?:take|takes|last|lasts)\s+(?:about\s+|around\s+|"
    r"roughly\s+|more\s+than\s+|less\s+than\s+|over\s+|under\s+)?\d+\s+(?:minutes|hours)\b", re.I)


# the headings of a book's words about itself rather than its rules
_FOREWORD = re.compile(r"\b(?:introduction|intro|foreword|preface|credits|about (?:this|the) (?:game|book)|введение|"
                       r"предисловие|об игре|авторы|создатели)\b", re.I)


# what puts a question inside a game: "in Yukon", "playing Klondike", "в «Берсерке»"
_IN_TITLE = re.compile(r"\b(?:in|playing|play|of|for|в|во|играем в|играю в)\s+[«\"'‘“]?$", re.I)


def _together(topic: frozenset[str], said: list[str]) -> bool:
    """Whether a topic of several words is named as one: its words within a few words of each
    other in the question ("Мой друг … только потом персонажа" does not name "другой персонаж")."""
    if len(topic) < 2:
        return True
    at = [i for i, st in enumerate(said) if st in topic]
    return any(len({said[j] for j in at if i <= j <= i + len(topic) + 1}) == len(topic) for i in at)


def _lemmas(word: str) -> list[str]:
    """A word and the bare forms its English endings may hide ("sits" → "sit", "moved" →
    "move", "spilling" → "spill")."""
    out = [word]
    for ending, back in (("ies", "y"), ("es", ""), ("s", ""), ("ed", ""), ("ed", "e"), ("ing", ""), ("ing", "e")):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            out.append(word[:-len(ending)] + back)
    return out


def _plain(word: str) -> str:
    """A book's word as looked up: lower case, without a closing quote ("‘Misdirection’")."""
    return word.lower().rstrip("'’-")


# a name the story uses as one of the players: the one who does something ("Sam wants",
# "Аня применяет"), whose something is ("Sam's card", "ход Ани", "у Бори")
# ("Dana isn't involved at all": a player, said with a denied copula as with "is")
_PERSON_VERBS_EN = (r"isn['’]t|wasn['’]t|doesn['’]t|didn['’]t|hasn['’]t|"
                    r"[a-z]+ed|wants|has|had|is|was|says|said|offers|plays|goes|gets|takes|rolls|sacrifices|discards|"
                    r"attacks|casts|pays|draws|moves|uses|decides|chooses|thinks|claims|argues|tries|insists|reckons")
_PERSON_ACTS_EN = (r"sacrifice|discard|play|use|roll|attack|cast|move|pay|take|help|block|negate|stop|add|throw|chip|"
                   r"apply|prevent|summon|invade|surrender|buy|spend|draw|reveal|break|act|join")
_PERSON_VERB_RU = r"[а-яё]+(?:ет|ит|ют|ят|ал|ял|ил|ел|ла|ло|ли)"
_PERSON_BEFORE_RU = r"(?:у|ход|для|от|к|с|против)"


def _a_person(name: str, text: str) -> bool:
    """Whether the text uses a capitalised name as a player, not as a thing it is about."""
    n = re.escape(name)
    # ("Can Vera, who isn't the target, sacrifice her own …?": a player, said "who" and "she" —
    # not "Can Hearthstone play a card …?", nor "Does Pandemic, who is cooperative, let …?")
    # ("Can Vera sacrifice her own Cultists …?", "Could Tom chip in two of his Cultists?": a
    # modal, the name, a player's act, and a person's pronoun)
    person = re.search(r"\b(?:she|he|her|his|him)\b", text, re.I) is not None  # (not "me": the asker)
    who = person and (compiled(rf"\b{n},\s+who\b").search(text) is not None or compiled(
        rf"\b(?i:can|could|may|might|should|must|will|would|does|did)\s+{n}\s+(?i:also\s+|still\s+|now\s+|just\s+)?"
        rf"(?i:{_PERSON_ACTS_EN})\b").search(text) is not None)
    return bool(who or compiled(rf"\b{n}['’]s\b|\b{n}\s+(?:{_PERSON_VERBS_EN})\b").search(text)
                or compiled(rf"\b{n}\s+{_PERSON_VERB_RU}\b|\b{_PERSON_BEFORE_RU}\s+{n}\b", re.I).search(text))


def _everyday(word: str, zipf: float | None = None) -> bool:
    """A word this common in English or Russian is no name ("Our", "Nobody", "Return")."""
    zipf = T.everyday_name if zipf is None else zipf
    return zipf_frequency(word, "en") >= zipf or zipf_frequency(word, "ru") >= zipf


def _capitalised(question: str) -> Iterator[str]:
    """Capitalised words past the first of each sentence (which is capitalised anyway)."""
    for sentence in sentences(question):
        for w in WORD.findall(sentence)[1:]:
            if w[0].isupper():
                yield w
