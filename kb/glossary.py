"""A game's glossary: the names players use, in another language, for the rulebook's own
terms (``kb/games/<game>/glossary.yaml``).

A Russian question about an English rulebook shares no word with it, so lexical search
(BM25) cannot see it and only the multilingual encoder can. The glossary gives such a
question the rulebook's words as well: "Что происходит, если аватар уничтожен?" is also
searched as "Avatar destroyed". Quotes stay verbatim; only the search words grow.

    language: ru            # the language of the names (not the rulebook's)
    terms:
      Avatar: [аватар]      # rulebook term: the names for it
      destroyed: [уничтожен, уничтожить]

Every rulebook term must occur in the rulebook (``check``), so an expansion never adds a
word the book does not use.

It may also say which named things are of which kind (``members``), in either language:

    members:
      Character: [Detective, Seer, детектив, провидица]   # a rulebook term: names of its members

A limit per Enemy says nothing of "the Seer", whom ``members`` makes a Character.

And the players' own words for a term in the rulebook's language (``said``), where the
book always uses the term: "we killed the last Enemy" is the book's "defeated".

    said:
      defeated: [killed, dies]   # a rulebook term: the words players say for it

And the rulebook's terms that stand in one another's place (``contrasts``): an act of Sanity
says nothing of Health, and "does the recipient lose 1 Health?" is not "loses 1 Sanity".

    contrasts:
      - [Health, Sanity]
      - [Stun, Vulnerability, Weakness]

And a state a rulebook term names that the story may tell ended before the moment asked
(``ended``): «вскрыл своё скрытое существо ещё в прошлый ход» tells a card no longer hidden,
and a norm of hidden cards says nothing of it.

    ended:
      скрытые карты: [вскрыл, revealed]   # a rulebook term (a state): the words that end it
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

import yaml

from corpus.documents import Document
from corpus.tokens import tokenize


@dataclass
class Glossary:
    language: str  # the language the names are in
    terms: dict[str, list[str]] = field(default_factory=dict)  # rulebook term → names
    members: dict[str, list[str]] = field(default_factory=dict)  # rulebook term of a kind → its members' names
    said: dict[str, list[str]] = field(default_factory=dict)  # rulebook term → players' words, the book's language
    contrasts: list[list[str]] = field(default_factory=list)  # rulebook terms that stand in one another's place
    ended: dict[str, list[str]] = field(default_factory=dict)  # rulebook term of a state → words that end it
    _names: list[tuple[frozenset[str], str]] = field(init=False, repr=False)  # derived from terms
    _said: list[tuple[frozenset[str], str]] = field(init=False, repr=False)  # derived from said

    def __post_init__(self) -> None:
        # each name as the stems a question must contain, cut once
        self._names = [(stems, term) for term, names in self.terms.items() for n in names
                       if (stems := frozenset(tokenize(n)))]
        # (a player's word the glossary names in the other language says the term in it too:
        # «дешёвые услуги» is Cheaper Services, a Decrease Difficulty modifier)
        self._said = [(stems, term) for term, words in self.said.items() for w in words
                      for n in (w, *self.terms.get(w, ())) if (stems := frozenset(tokenize(n)))]

    @classmethod
    def load(cls, path: Path) -> Glossary | None:
        if not path.is_file():
            return None
        raw = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        if not isinstance(raw.get("language"), str) or not isinstance(raw.get("terms"), dict):
            raise ValueError(f"{path}: a glossary has 'language' and a 'terms' mapping")
        terms = {}
        for term, names in raw["terms"].items():
            names = [names] if isinstance(names, str) else names
            if not isinstance(names, list) or not all(isinstance(n, str) and n.strip() for n in names):
                raise ValueError(f"{path}: {term!r} needs a name or a list of names")
            terms[str(term)] = names
        lists = {}
        for key in ("members", "said", "ended"):
            named = raw.get(key) or {}
            if not isinstance(named, dict) or not all(
                    isinstance(v, list) and all(isinstance(n, str) and n.strip() for n in v) for v in named.values()):
                raise ValueError(f"{path}: {key!r} maps a rulebook term to a list of names")
            lists[key] = {str(k): v for k, v in named.items()}
        contrasts = raw.get("contrasts") or []
        if not isinstance(contrasts, list) or not all(
                isinstance(c, list) and len(c) >= 2 and all(isinstance(t, str) and t.strip() for t in c) for c in contrasts):
            raise ValueError(f"{path}: 'contrasts' is a list of lists of two or more rulebook terms")
        return cls(raw["language"], terms, lists["members"], lists["said"], [[str(t) for t in c] for c in contrasts],
                   lists["ended"])

    def book_terms(self, stems: set[str]) -> list[str]:
        """The rulebook's terms for the names a question (given as its stems) uses."""
        return _terms_said(self._names, stems)

    def said_stems(self, stems: frozenset[str] | set[str]) -> frozenset[str]:
        """The stems of the book's terms for the players' words a question (its stems) says."""
        return book_stems_said(self.said_as_book, stems)

    def players_words(self, stems: set[str]) -> frozenset[str]:
        """The stems of the players' words (``said``) a question says: the book's terms stand
        for them ("burn" is "sacrifice")."""
        return frozenset(st for words, _ in self._said if words <= stems for st in words)

    @cached_property
    def kinds(self) -> dict[str, tuple[frozenset[str], tuple[frozenset[str], ...]]]:
        """Each kind ``members`` lists: (the stems that name the kind — its term and the
        glossary's names for it —, each member's name as stems)."""
        return {kind: (frozenset(st for n in (kind, *self.terms.get(kind, ())) for st in tokenize(n)),
                       tuple(dict.fromkeys(ms for m in names if (ms := frozenset(tokenize(m))))))
                for kind, names in self.members.items()}

    @cached_property
    def members_pattern(self) -> re.Pattern | None:
        """Any member's name ``members`` lists, in any case ending (Russian names decline)."""
        # (by stem, so a declined name is found: "Провидице", "Колдуна")
        stems = sorted({st for names in self.members.values() for n in names for st in tokenize(n)[:1]},
                       key=len, reverse=True)
        return re.compile(r"\b(?:" + "|".join(re.escape(st) + r"\w*" for st in stems) + r")\b", re.I) if stems else None

    def kind_of(self, name: str) -> str:
        """The kind a member's name (as said, in any case) belongs to."""
        low = name.lower()
        return next((kind for kind, names in self.members.items()
                     if any(low.startswith(st) for n in names for st in tokenize(n)[:1])), name)

    @cached_property
    def one_word_names(self) -> dict[str, frozenset[str]]:
        """Each one-word rulebook term's stem, and the stems of its one-word names ("saniti"
        → рассудок, разум …; not "очков победы" for VP: either word alone is no VP)."""
        out: dict[str, frozenset[str]] = {}
        for term, names in self.terms.items():
            if len(stems := tokenize(term)) == 1:
                out[stems[0]] = out.get(stems[0], frozenset()) | {n[0] for n in map(tokenize, names) if len(n) == 1}
        return out

    @cached_property
    def said_as_book(self) -> tuple[tuple[frozenset[str], frozenset[str]], ...]:
        """Each of the players' words (``said``, as stems) with the stems of the book's term for it."""
        return tuple((words, frozenset(tokenize(term))) for words, term in self._said)

    @cached_property
    def member_as_one(self) -> dict[frozenset[str], frozenset[str]]:
        """Each ``members`` name (as stems) → the one it stands for: a name that is a one-word
        term's glossary name gives the term («Прорицательница» and «Провидица» are the Seer);
        any other, itself."""
        return {m: next((frozenset({term}) for term, names in self.one_word_names.items() if m <= names), m)
                for _, members in self.kinds.values() for m in members}

    @cached_property
    def contrast_sets(self) -> tuple[tuple[frozenset[str], ...], ...]:
        """Each ``contrasts`` set: each term's stems and each of its names' (a Russian
        question says "здоровье" for Health)."""
        return tuple(tuple(frozenset(st for n in (term, *self.terms.get(term, ())) for st in tokenize(n)[:1])
                           for term in terms) for terms in self.contrasts)

    @cached_property
    def ended_sets(self) -> tuple[tuple[tuple[frozenset[str], ...], frozenset[str]], ...]:
        """Each ``ended`` state: the term and each of its glossary names as stems, and the
        stems of the words that end it."""
        return tuple((tuple(frozenset(tokenize(n)) for n in (term, *self.terms.get(term, ()))),
                      frozenset(st for w in words for st in tokenize(w)))
                     for term, words in self.ended.items())

    def name_stems(self) -> set[str]:
        return {st for names, _ in self._names for st in names}

    def check(self, documents: list[Document]) -> list[str]:
        """Rulebook terms the rulebook does not use (each stem must occur in it)."""
        book = {st for d in documents for st in tokenize(d.text)}
        return [f"glossary term {t!r} is not in the rulebook"
                for t in [*self.terms, *self.members, *self.said, *(t for c in self.contrasts for t in c), *self.ended]
                if not set(tokenize(t)) <= book]


def book_stems_said(said_as_book: tuple[tuple[frozenset[str], frozenset[str]], ...],
                    stems: frozenset[str] | set[str]) -> frozenset[str]:
    """The stems of the book's terms (``Glossary.said_as_book``) whose players' words the stems
    say ("Cheaper Services" → decreas, difficulti)."""
    return frozenset().union(*(term for words, term in words_said(said_as_book, stems)))


def words_said(said_as_book: tuple[tuple[frozenset[str], frozenset[str]], ...],
               stems: frozenset[str] | set[str]) -> list[tuple[frozenset[str], frozenset[str]]]:
    """The players' words (with their book term) the stems say, each whole, but those a longer
    one said holds: «меньше вариантов улучшений» is Fewer Upgrade options, not «больше вариантов
    улучшений» (the tokenizer drops «больше», «меньше» stays)."""
    found = [(words, term) for words, term in said_as_book if words <= stems]
    return [(words, term) for words, term in found if not any(words < other for other, _ in found)]


def _terms_said(names: list[tuple[frozenset[str], str]], stems: set[str]) -> list[str]:
    """The terms whose names (each as the stems a question must contain) the stems say, once each."""
    return list(dict.fromkeys(term for words, term in names if words <= stems))
