"""Retrieve: the game's passages closest to the question, and how well the books support
an answer at all.

One scoring pass (BM25 + dense) is shared with game choice. Once the game is known, a
question in another language than its rulebook is also searched with the book's own terms
for the names it uses (the game's glossary: "аватар уничтожен" → "Avatar destroyed"); the
meaning searched stays the question's. Not before: one game's glossary must not pull a
question towards it ("предотвращение" is Berserk's own word, and a Mythos term).

Abstention (thresholds calibrated on the dev questions and on questions about other games
and everyday topics; see README and service/settings.py):

- ``support``: the best cosine between the question (or its ask alone) and any passage of
  the chosen game (multilingual encoder, so it also holds across languages).
- Below ``floor`` nothing is close: abstain, unless one of the game's rules matches within
  ``rule_answers``. Between ``floor`` and ``strong`` the question must also name a topic
  of the books (a section heading, a glossary term, or a rule's term) or be close to one of
  its rules to be answered.
- A question that names something no rulebook mentions (a capitalised name such as
  "Yahtzee" or "Berlin"), or uses a rare word no book uses ("poker"), is about something
  else: abstain unless support is strong (``named_elsewhere_ok``) or the question is steeped
  in the book's topics (``steeped``: the stranger is then a creature of the game's cards).
- A story that says which game is on the table ("We're playing Catan") names another game
  when that name is none of the books' titles and not in their text: abstain.
- A name only the chosen game's book has ("Misdirection", a card in one example) names
  its topic, and is found by its letters even where the meaning is far (no floor).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from corpus.index import Hit, HybridIndex, QueryScores
from corpus.tokens import tokenize
from kb.game import GameRules
from kb.words import compiled
from service.choose import GameChooser
from service.link import RuleLinker
from service.reading import Reading, sentences
from service.settings import THRESHOLDS as T


@dataclass(frozen=True)
class Retrieval:
    """The retrieve stage's output."""
    words: str  # the words searched: the question, plus the book's own terms for the names it uses
    stems: set[str]  # the question's stems, plus those book terms'
    hits: list[Hit]  # the game's passages, best first (five for an answer, k for a search)
    support: float  # the best cosine of the question or its ask with any passage of the game
    rule_match: float  # the best cosine of the question or its ask with any rule text of the game
    topics: list[frozenset[str]]  # the book topics the question names
    unknown: list[str]  # capitalised names no rulebook contains, in the ask
    foreign: list[str]  # rare words no book uses, in the ask (not looked for when a rule answers)
    own_name: bool = False  # the question uses a name only this game's book has ("Misdirection")
    other_game: str | None = None  # a game the player says they are playing that no book is ("Catan")
    listed: tuple[str, ...] = ()  # names in the ask the book only lists, never explains ("Immortal")
    titled: bool = False  # the question names the game by its title ("… in Klondike")
    outside: str | None = None  # what it asks that no rulebook is for: who made the game, lore, sleeves
    book_words: float = 0.0  # the share of the ask's words (three or more) that the game's book uses
    # unknown names the question calls a card ("his Silver Bullet card"): what that card does
    # is its own text, which no rulebook has
    unknown_cards: tuple[str, ...] = ()

    # the question's words besides the game's title that the book uses, when the only topic it
    # names is the title ("What percentage of Forty Thieves deals can be won?"); None otherwise
    besides_title: float | None = None

    @property
    def topic_named(self) -> bool:
        # a question close to one of the game's rules names its topic in other words; one
        # very close to a rule is answered by it even where no passage is close (across languages)
        # (the title names the game, and a topic only when the rest is said in the book's words)
        return (bool(self.topics) and (self.besides_title is None or self.besides_title >= T.title_book_words)) \
            or self.own_name or self.rule_match >= T.link

    @property
    def steeped(self) -> bool:
        """The question names so many of the book's topics that no off-topic one does: neither
        a stranger's name nor passages far in meaning (another language) make it unanswered."""
        return len(self.topics) >= T.steeped

    @property
    def asks_something(self) -> bool:
        return any(len(s) > 1 and not s.isdigit() for s in self.stems)

    @property
    def unsupported(self) -> bool:
        """Whether the books do not support an answer: "I don't know" (unless an executed
        check answers)."""
        # (a name only this game's book has is found by its letters, however far the meaning)
        # (a question with no word of content — "?", "x", "1" — asks nothing)
        # (a name the book only lists is not explained by passages that are merely close:
        # "What does Immortal do?")
        return (not self.hits or self.other_game is not None or not self.asks_something or bool(self.listed)
                or self.outside is not None
                or (self.support < T.floor and self.rule_match < T.rule_answers and not self.own_name
                    and not (self.rule_match >= T.link and len(self.topics) >= T.topics_with_rule)
                    # (a story steeped in the game, told in another language than its book:
                    # "declared … face-down … illegal … pay the cost", six of its topics)
                    and not self.steeped)
                or (bool(self.unknown or self.foreign)
                    and self.support < (T.titled_stranger_ok if self.titled else T.named_elsewhere_ok)
                    and not self.steeped)
                or (bool(self.unknown_cards) and self.rule_match < T.rule_answers)
                or (self.support < T.strong and not self.topic_named
                    and not (self.book_words >= T.book_words and self.support >= T.book_words_support)))


class Retriever:
    def __init__(self, index: HybridIndex, kb: dict[str, GameRules], chooser: GameChooser, linker: RuleLinker):
        self.index = index
        self.kb = kb
        self.chooser = chooser
        self.linker = linker
        self._title_page = chooser.title_words | _TITLE_PAGE
        self._title_only_chunks: dict[int, bool] = {}  # each passage found, once: is it a title line?
        # each game and pattern, once: does its book say it? (how a game is set up, what is in its box)
        self._book_says: dict[tuple[str, re.Pattern[str]], bool] = {}
        self._book_sentences: dict[str, list[str]] = {}  # each game's quotable units, once (see _sentences)

    def _title_only(self, hit: Hit) -> bool:
        """Whether a passage is nothing but a title line: every word of it a word of a book's
        title ("Rise of Myths: Cthulhu Rulebook")."""
        if hit.chunk not in self._title_only_chunks:
            chunk = self.index.chunks[hit.chunk]
            said = set(re.findall(r"\w+", self.index.docs[chunk.doc_id].text[chunk.start:chunk.end].lower()))
            self._title_only_chunks[hit.chunk] = bool(said) and said <= self._title_page
        return self._title_only_chunks[hit.chunk]

    def _setup_untold(self, ask: str, game: str) -> str | None:
        """What an open ask says of a game's setup ("how many Cultists does each Great Old One
        start with? … setup", «в самом начале партии»), when the game's book says nothing of how
        a game is set up (Mythos Encounters' book is its negation rules alone): no passage of it
        answers, however close its words. (Not a yes/no question: "At the start of the game, can
        I stop a Red 0 card with Cultists?" names a moment, and the rules answer it.)"""
        asked = _SETUP_ASKED.search(ask)
        if asked is None or game not in self.index.games:
            return None
        return None if self._says(game, _SETUP_IN_BOOK) else asked.group(0)

    def _says(self, game: str, pattern: re.Pattern[str]) -> bool:
        """Whether any document of the game's book has the pattern (read once per game)."""
        if (game, pattern) not in self._book_says:
            self._book_says[game, pattern] = any(pattern.search(d.text) for d in self.index.games[game].documents)
        return self._book_says[game, pattern]

    def _sentences(self, game: str) -> list[str]:
        """The game's book in the units its quotes are cut from (each passage's sentences, items
        and entries), once per game."""
        if game not in self._book_sentences:
            self._book_sentences[game] = [self.index.docs[c.doc_id].text[u.start:u.end]
                                          for c in self.index.chunks if c.game == game for u in c.units]
        return self._book_sentences[game]

    def _components_untold(self, ask: str, game: str) -> str | None:
        """What an ask says of what comes in the game's box ("How many Cultist pieces and Arcana
        cards come in the box?", «что входит в коробку?»), when the game's book lists no
        components (Mythos Encounters' book is its negation rules alone; Berserk's excerpt its
        rules): no passage of it answers, however close its words."""
        asked = _COMPONENTS_ASKED.search(ask)
        if asked is None or game not in self.index.games:
            return None
        return None if self._says(game, _COMPONENTS_IN_BOOK) else asked.group(0)

    def _printed_value_untold(self, ask: str, game: str) -> str | None:
        """A value asked as printed on a named card ("what's the Energy cost printed on the
        Sorcerer's Blood Blade card?", «какая стоимость напечатана на карте …?»), when no sentence
        of the game's book that names the card gives a number: the book tells the card's rules,
        not its print, and no passage of it answers."""
        if (asked := _PRINTED_ASKED.search(ask)) is None or game not in self.index.games:
            return None
        runs = re.findall(r"[A-ZА-ЯЁ][\w’'-]*(?:\s+[A-ZА-ЯЁ][\w’'-]*)*", ask[asked.end():])
        # (the longest end of a run of capitalised words the book has: "Sorcerer's Blood Blade" → "Blood Blade")
        names = [n for run in runs for n in (" ".join(run.split()[i:]) for i in range(len(run.split())))]
        for name in names:
            said = [sentence for sentence in self._sentences(game) if name in sentence]
            if said:
                return None if any(re.search(r"\d", x) for x in said) else asked.group(0)
        return None

    def _card_stats_untold(self, ask: str, game: str) -> str | None:
        """A named piece's own numbers asked ("What are the Pack of Tindalos's exact Block, Power
        and Dice Roll stats?", «Сколько стоит Первопроходец в золоте и сколько у него жизней?»,
        "how many Elder Sign cards are in the Arcana deck?"), when no sentence of the game's book
        that names the piece gives a number with a word of the ask: the book names it in its
        rules or an example, not its card (a sentence that does, "Minions have 0 Dice Roll",
        answers)."""
        if (asked := _STATS_ASKED.search(ask)) is None or game not in self.index.games:
            return None
        name = next(n for n in asked.groups() if n)
        name = re.sub(r"['’]s$", "", name.strip())
        book = self._sentences(game)
        # (each sentence that names it with the next, which may go on of it: "Minions are … They
        # have 0 Dice Roll, 0 Block, and 0 Power.")
        said = [" ".join(book[i:i + 2]) for i, sentence in enumerate(book) if name in sentence]
        # (and a section of its own, "Minions": "Temporary units … They have 0 Dice Roll, …")
        said += [self.index.docs[c.doc_id].text[c.start:c.end] for c in self.index.chunks
                 if c.game == game and set(tokenize(name)) <= set(tokenize(c.section.title))]
        if not said:
            return None  # (a name the book lacks: the unknown names' refusal speaks of it)
        wanted = set(tokenize(ask)) - set(tokenize(name)) - _STATS_WORDS
        return None if any(re.search(r"\d", x) and (not wanted or wanted & set(tokenize(x))) for x in said) \
            else asked.group(0)

    def _price_untold(self, ask: str, game: str) -> str | None:
        """A price asked ("how many Coins does it cost to buy 1 Health back?", "what does
        Первопроходец cost to put in my squad?", «сколько стоит …?») when no sentence of the
        book gives a number with a word of cost and a word of what is bought: the book tells
        what changes a price ("the first service costs 1 Coin less"), not the price list."""
        if (asked := _PRICE_ASKED.search(ask)) is None or game not in self.index.games:
            return None
        wanted = {w for w in tokenize(next(g for g in asked.groups() if g)) if not w.isdigit()} - _STATS_WORDS - _PRICE_WORDS
        if not wanted:
            return None
        return None if any(_COST_SAID.search(x) and wanted & set(tokenize(x))
                           for x in self._sentences(game)) else asked.group(0)

    def retrieve(self, question: str, reading: Reading, game: str, qvecs, avecs, scores: QueryScores,
                 stems: set[str], k: int = 5) -> Retrieval:
        """``avecs`` are the ask's vectors (``qvecs`` itself when the question is all ask);
        ``scores`` the question's scoring pass; ``k`` passages."""
        words = question
        glossary = self.kb[game].glossary if game in self.kb else None
        if glossary is not None and glossary.language == reading.lang and (terms := glossary.book_terms(stems)):
            words = " ".join([question, *terms])
            stems = stems | set(tokenize(" ".join(terms)))
            scores = self.index.rescore_lexical(scores, words)
        if glossary is not None:
            # "we killed the last Enemy": the book's "defeated" is said too (its norms' words)
            stems = stems | glossary.said_stems(stems)
        if glossary is not None and (members := glossary.members_pattern) is not None and members.search(words):
            # "the Sorcerer played …" names a Character the story is about, not the Sorcerer's
            # own rules ("When the Sorcerer is Insane …"): its words are searched as the kind's.
            # Over the 1537 questions with evidence: top-3 passages right +5, -2; no verdict moved
            scores = self.index.rescore_lexical(scores, members.sub(lambda m: glossary.kind_of(m.group(0)), words))
        # (a passage that is only the book's title — "Rise of Myths: Cthulhu Rulebook" — says no
        # rule: a question that names its game found it by the title's words and quoted it)
        hits = [h for h in self.index.search(words, game, k + 1, qvecs=qvecs, scores=scores)
                if not self._title_only(h)][:k]
        support = self.index.support(qvecs, game, scores)
        if avecs is not qvecs:
            support = max(support, self.index.support(avecs, game))
        rule_match = self.linker.best_match(game, qvecs, avecs)
        # names and rare words count in the ask only: a story names players and cards.
        # A specific word no book uses ("poker") marks another subject, unless a passage or
        # one of the game's rules is close ("Is it forbidden to summon …" is a rule's question)
        foreign = self.chooser.specific_words(reading.ask) if rule_match < T.rule_answers else []
        unknown = self.chooser.unknown_names(reading.ask, reading.text)
        # (a title written as two words, "free cells", is the title: its topic, and not one of
        # the other words the book must use)
        titled = self.chooser.names_title(question, game)
        as_said = self.chooser.closed(question.lower()) if titled else question
        topics = self.chooser.named_topics(stems | set(tokenize(as_said)) if titled else stems, game)
        titles = self.chooser.title_topics(game)
        besides_title = self.chooser.book_share(as_said, game, frozenset().union(*titles)) \
            if topics and all(t in titles for t in topics) else None
        # every question the player asks, not the story ("Which deck would you recommend — the
        # swamp one? Which is stronger?"), and a last sentence that asks on without its "?"
        # ("how much does the core box go for? is the all-in pledge worth it")
        said = sentences(question)
        asking = " ".join(q for i, q in enumerate(said) if "?" in q or i == len(said) - 1 and i and "?" in said[i - 1])
        return Retrieval(words, stems, hits, support, rule_match, topics,
                         unknown, foreign, game in self.chooser.own_names(question),
                         self.chooser.other_game(question), tuple(self.chooser.listed_names(reading.ask, game)),
                         titled,
                         self.chooser.outside_rules(asking or reading.ask, question)
                         or (None if reading.yes_no else self._setup_untold(reading.ask, game))
                         or self._components_untold(reading.ask, game)
                         or self._printed_value_untold(reading.ask, game)
                         or self._card_stats_untold(reading.ask, game)
                         or self._price_untold(asking or reading.ask, game),
                         self.chooser.book_share(reading.ask, game),
                         tuple(dict.fromkeys([*(w for w in unknown if _called_a_card(w, question)),
                                              # (a character or faction no book has, named in the
                                              # story: "we're adding the Hunter character from the
                                              # expansion. What are her starting Health and Sanity?")
                                              *(w for w in (self.chooser.unknown_names(question)
                                                            if re.search(_ROSTER, question, re.I) else [])
                                                if _called_a_card(w, question, _ROSTER))])),
                         besides_title)


# what a game's pieces are called: a name no book has, called one of them, is a piece whose
# text (its cost, its Health) is its own card's, not the rulebook's
_PIECE = r"(?:card|character|hero|unit|creature|faction|карт\w*|персонаж\w*|геро\w*|юнит\w*|существ\w*|фракци\w*)"


# … of which a game has a fixed roster: one no book has is from outside them (an expansion),
# wherever the question names it (a story names cards of its own all the time)
_ROSTER = r"(?:character|hero|faction|персонаж\w*|геро\w*|фракци\w*)"


# a game's setup asked of ("at the start of the game", "setup", «в начале партии»), and a book
# that tells one ("Setup", "set up the game", "at the beginning of the game", «подготовка к игре»)
_SETUP_ASKED = re.compile(r"\b(?:at|in)\s+the\s+(?:very\s+)?(?:start|beginning)\s+of\s+(?:the\s+|a\s+)?game\b|"
                          r"\bstart(?:s|ing)?\s+the\s+game\s+with\b|\bset(?:ting)?[\s-]?up\b|"
                          r"\bв\s+(?:самом\s+)?начале\s+(?:партии|игры)\b|\bподготовк\w*\s+(?:к\s+)?(?:партии|игре)\b|"
                          r"\bна\s+старте\s+(?:партии|игры)\b|"
                          # a count each one starts with, what is drawn at the start: "how many
                          # Cultists does each Great Old One start with", "how many cards do we
                          # draw at the start?"
                          r"\bhow\s+many\b[^?]*\b(?:start|begin)s?\s+(?:the\s+game\s+)?with\b|"
                          r"\b(?:draw|deal|get)s?\b[^?]*\bat\s+the\s+(?:very\s+)?(?:start|beginning)\s*\?", re.I)
# what comes in the box, asked: "how many Cultist pieces come in the box", "what's in the
# base box", "the components", «что входит в коробку», «сколько … в коробке», «комплектация»
_COMPONENTS_ASKED = re.compile(r"\bhow\s+many\b[^?]*\b(?:in|with|inside)\s+(?:the\s+|a\s+|our\s+|my\s+)?(?:\w+\s+){0,3}box\b|"
                               r"\bwhat(?:['’]s|\s+is|\s+comes|\s+do\s+you\s+get)\s+in\s+(?:the\s+)?(?:\w+\s+){0,3}box\b|"
                               r"\b(?:box|game)\s+contents\b|\bcomponents?\s+(?:list|count)\b|"
                               r"\bсколько\b[^?]*\bв\s+коробк\w*|\bчто\s+(?:входит|лежит|есть)\s+в\s+коробк\w*|"
                               r"\bкомплектаци\w*", re.I)
# a value asked as printed on something: "what's the Energy cost printed on …", «какая
# стоимость напечатана на карте …»
_PRINTED_ASKED = re.compile(r"\b(?:what(?:['’]s|\s+is|\s+are)|how\s+much|how\s+many|which)\b[^?]*?\b(?:printed|written)\s+on\b|"
                            r"\b(?:как\w+|сколько)\b[^?]*?\b(?:напечатан\w*|написан\w*)\s+на\b", re.I)
# a named piece's own numbers asked: "the Pack of Tindalos's … stats", "stats of the Ghoul",
# «сколько стоит Первопроходец», "how many Elder Sign cards are in the Arcana deck"
_NAME = r"(?-i:[A-ZА-ЯЁ][\w’'-]*(?:\s+(?:of\s+|the\s+|from\s+)?[A-ZА-ЯЁ][\w’'-]*)*)"
_STATS_ASKED = re.compile(rf"\b(?:the\s+)?({_NAME}['’]s)\s+(?:[\w,]+\s+){{0,8}}?stats\b|"
                          rf"\bstats\s+(?:of|for)\s+(?:the\s+|a\s+)?({_NAME})|"
                          rf"\bhow\s+many\s+(?:copies\s+of\s+)?(?:the\s+)?[‘'\"«]?({_NAME})[’'\"»]?\s+cards?\s+(?:are\s+)?"
                          rf"(?:in|inside)\s+(?:the|a|each|one|every)\b|"
                          rf"\bсколько\s+стоит\s+(?:карта\s+)?[«\"]?({_NAME})", re.I)
# a price asked, with what it buys: "how many Coins does it cost to buy 1 Health back", "what does
# Первопроходец cost to put in my squad", «сколько монет стоит купить 1 здоровье»
_PRICE_ASKED = re.compile(r"\bhow\s+(?:many\s+\w+|much)\s+(?:does|do|will|would)\s+(?:it|that|this)\s+(?:\w+\s+)?cost\s+"
                          r"(?:to\s+)?([^?]+)|\bwhat\s+(?:does|do|will|would)\s+([^?]+?)\s+cost\b|"
                          r"\bhow\s+(?:many\s+\w+|much)\s+(?:does|do|is|are)\s+([^?]+?)\s+cost\b|"
                          r"\bсколько\s+(?:\w+\s+)?стоит\s+([^?]+)", re.I)
# (a number said as a cost: "costs 1 more Coin", "paying its 1 Energy cost", "4 Coins", «стоит 2»)
_COST_SAID = re.compile(r"\b(?:costs?|pay\w*|price)\s+(?:\w+\s+){0,2}?\d+|\d+\s+(?:\w+\s+)?(?:coins?|gold|cost)\b|"
                        r"(?:стои\w*|цен\w*|плат\w*)\s+(?:\w+\s+){0,2}?\d+|\d+\s+(?:\w+\s+)?(?:монет\w*|золот\w*)", re.I)
_PRICE_WORDS = frozenset(tokenize("cost costs price pay coins coin gold actually really to put my squad in deck "
                                  "монет монеты золота стоит в моём отряде"))
# (the ask's words that say only that numbers are asked, not which)
_STATS_WORDS = frozenset(tokenize("what are is the exact stats stat how many much card cards copies total in "
                                  "сколько стоит карта у него неё"))
_COMPONENTS_IN_BOOK = re.compile(r"\bcomponents?\b|\bcontents\b|\bbox\b|компонент\w*|комплект\w*|коробк\w*", re.I)
_SETUP_IN_BOOK = re.compile(r"\bset(?:ting)?[\s-]?up\b|\b(?:start|beginning)\s+of\s+(?:the|a|each)\s+game\b|"
                            r"\bprepar\w*|\bначал\w*\s+(?:партии|игры)\b|\bподготов\w*", re.I)


_TITLE_PAGE = frozenset({"rulebook", "rules", "rule", "book", "how", "to", "play", "the", "of"})


def _called_a_card(name: str, question: str, piece: str = _PIECE) -> bool:
    """Whether the question calls ``name`` a card or another piece: "his Silver Bullet card",
    "the card Silver Bullet", "карта «Серебряная пуля»", "the Hunter character from the expansion"."""
    n = re.escape(name)
    return compiled(rf"\b{n}(?:\s+[A-ZА-ЯЁ][\w'’-]*)*[»\"']?\s+{piece}\b|"
                     rf"\b{piece}\s+(?:called\s+|named\s+)?[«\"']?(?:[A-ZА-ЯЁ][\w'’-]*\s+)*{n}\b").search(question) is not None
