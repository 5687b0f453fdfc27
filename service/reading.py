"""Read: a player's question becomes a *situation* (what they told: numbers and what they
count, game terms) and an *ask* (the sentence that asks, what it asks — may, must or
does —, its polarity). Pure functions over the text, English and Russian; the game's own
words come later, from its data (kb/games/<game>/).

"The Possessed … It already fired when our Characters' turn ended. Now the Enemies are
wrapping up their turn - does her end-of-turn effect fire a second time …?" reads as the
story (two sentences) and the ask "does her end-of-turn effect fire a second time at the
end of the Enemies' turn?", asking whether something happens, with the number 2
("a second time").
"""
from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal

from corpus.tokens import CARDINALS, TIMES, tokenize
from kb.words import CONFIRMING_TAG_RU, NEGATIVE_AUXILIARY, NUMBER, POSITIVE_TAG_EN, REASON, TAIL_TAG, number
from service.questions import (
    ALTERNATIVE_EN,
    BARE_EN,
    CLAUSES,
    LEAD_CLAUSE,
    LEAD_CLAUSE_RU,
    LEAD_CONNECTIVE,
    TAG_EN,
    apostrophed,
    is_yes_no,
    language,
)

Asks = Literal["permission", "obligation", "occurrence"]

# a sentence ends at a stop and a space (players in a chat often go on in lower case: "it's
# back in her supply now. can she use it again?") — not after an abbreviation ("e.g. Elder
# Sign", "т. е. …") or a lone initial ("J. Smith"; not "I." or "я.", which end sentences)
_SENTENCE = re.compile(r"(?<=[.!?…])\s+(?=[\"'«“(]?\w)")
_ABBREVIATED = re.compile(r"(?:\b(?i:e\.g|i\.e|etc|vs|cf|approx|incl|т|т\.\s?[едкп]|напр|см|др|ср)|(?<!\w)(?![IЯ])[A-ZА-ЯЁ])\.$")
# "Now the Enemies are wrapping up their turn - does her effect fire again?": the ask
# follows a dash
# "… their turn - does it fire again?", "I've paid for it, so doesn't it still resolve?":
# the question after a dash, a semicolon ("I already played 1 card for the Seer this turn;
# can I play another …?"), or after ", so" / ", but", is the ask
# "I'm sitting on 3 Ancient Signs after my Scheme, can I spend them …?": a question after a
# comma, its auxiliary and subject first
_DASH = re.compile(r"\s[-—–]\s+|;\s+|,\s+(?:so|but|and)\s+"
                   r"(?=\w+n't\b|\w+\s+\w+\s+not\b|(?:can|does|do|is|are|will|would|should|must)\s)"
                   r"|,\s+(?=(?:can|could|may|do|does|did|is|are|will|would|should|must)\s+"
                   r"(?:i|we|he|she|it|they|you|my|his|her|our|their|the|this|that)\b)"
                   # (not a tag that confirms the statement before it: "he doesnt get anything
                   # from that, does he?" asks that, as "…, doesn't he?" does)
                   r"(?!\w+\s+(?:i|we|he|she|it|they|you|there)\s*\?\s*$)", re.I)
_TURN = re.compile(r"^\s*(?:but|но|а)\s+", re.I)
_SO_CONCLUDES = re.compile(r"(?:,|\s[—–-])\s+so\s+(?!that\b|as\b|far\b|much\b)(?=\S)", re.I)
_ASK_START = {
    "en": re.compile(r"^\s*(can|could|does|do|did|is|are|was|were|may|might|must|should|shall|will|would|has|have|"
                     r"had|am|isn't|aren't|doesn't|don't|can't|cannot|won't|what|which|who|how|when|where|why)\b", re.I),
    "ru": re.compile(r"^\s*(можно|нельзя|нужно|надо|должен|должна|должны|могу|может|могут|сколько|какой|какая|какие|"
                     r"каким|кто|когда|где|что|чему|почему|как|ли|сработает|теряю|получаю|уменьшится)\b", re.I),
}

# what a yes/no question asks of the rule: may I (permission), must I (obligation), or
# does it happen / hold (occurrence)
_PERMISSION = {
    "en": re.compile(r"\b(can|could|may|might|allowed|permitted|able|legal|legit|possible|cannot|can't|forbidden|"
                     r"prohibited|let (?:me|him|her|us|them))\b"
                     # ("Is a red 0 card stoppable with an Elder Sign?": can it be stopped)
                     r"|\b(?!(?:avail|vari|vulner|valu|suit|comfort|reason|consider|applic|cap|not|prob|port|"
                     r"en|dis|t|st|c|f)able\b)[a-z]{2,}able\b", re.I),
    "ru": re.compile(r"(можно|нельзя|\bмогу\b|\bможет\b|\bмогут\b|\bможем\b|вправе|разрешен\w*|запрещен\w*|позволя\w*)",
                     re.I),
}
_OBLIGATION = {
    "en": re.compile(r"\b(must|mustn't|have to|has to|had to|need to|needs to|required|obliged|forced to|compelled to|obligatory|"
                     r"mandatory|"
                     r"do (?:i|we|you|they) need|does (?:he|she|it) need)\b", re.I),
    # (whole words: «нужное количество» is the amount needed, not a duty)
    "ru": re.compile(r"\b(нужно|надо|должен|должна|должны|обязан\w*|необходимо|требуется)\b", re.I),
}

# ordinals in both languages (cardinals: corpus.tokens.CARDINALS); "first" is not a count ("who
# goes first"), "second" is one only before a noun ("a second Region")
_ORDINAL = {w: i for i, ws in enumerate([
    "", "", "second второй вторая второе второго вторую", "third третий третья третье третьего третью",
    "fourth четвертый четвертая четвертое четвертого четвёртый четвёртая", "fifth пятый пятая пятое пятого",
    "sixth шестой шестая шестое шестого", "seventh седьмой седьмая", "eighth восьмой восьмая",
    "ninth девятый девятая", "tenth десятый десятая", "eleventh", "twelfth", "thirteenth"]) for w in ws.split()}
# "the one", "another one", "a new one": "one" stands for a thing named before
_PRONOUN_ONE = frozenset(["a", "an", "the", "this", "that", "another", "each", "every", "any", "which", "no", "new",
                          "other", "same", "last", "next", "only", "old", "red", "blue", "green", "yellow"])
_PREPOSITIONS = frozenset(["with", "of", "in", "on", "at", "for", "by", "per", "from", "into", "to", "over", "under",
                           "с", "в", "на", "за", "по", "из", "к", "со"])
# (an ordinal in digits, "a 4th Health point", "the 2nd spell", is one word)
_TOKEN = re.compile(r"\d+(?:st|nd|rd|th)\b|\d+|[^\W\d_][\w'’]*", re.U)
_DIGIT_ORDINAL = re.compile(r"\d{1,6}(?:st|nd|rd|th)")
# … and a Russian one, its ending after a hyphen: «7-й», «6-го раунда», «в 3-м раунде»
_RU_ENDING = r"-(?:й|ой|ий|я|ая|е|ое|го|ого|му|ому|ю|ую|м|ом)"
_RU_DIGIT_ORDINAL = re.compile(rf"\d{{1,6}}{_RU_ENDING}")
_RU_ENDING_NEXT = re.compile(rf"{_RU_ENDING}\b")
_STOP_BETWEEN = re.compile(r"[.!?;]")


@dataclass(frozen=True)
class Number:
    """A number the player gave, with the words around it: "4 Seals" (after), "Red 3"
    (before), "a second Use token" (after)."""
    value: int
    text: str
    before: tuple[str, ...]  # stems of up to two words before it
    after: tuple[str, ...]  # stems of up to three words after it
    in_ask: bool
    # "one more card", "ещё одну карту": added to a count told before, not a count itself
    more: bool = False
    # what it is the new value of, told a few words before its verb ("Рассудок Провидицы
    # (Seer) упал до 0": Sanity, though "Seer" stands nearest)
    of: tuple[str, ...] = ()

    @property
    def repeats(self) -> bool:
        """An ordinal or a count of times ("a third spell", "twice"): the question asks about
        doing something again."""
        low = self.text.lower().replace("ё", "е")
        return low in _ORDINAL or low in TIMES or _DIGIT_ORDINAL.fullmatch(low) is not None \
            or _RU_DIGIT_ORDINAL.fullmatch(low) is not None

    def distance(self, stems: frozenset[str] | set[str]) -> int:
        """How many words from the number the first word of what ``stems`` name is (0: the
        word right before it, as in "Red 3", or right after it)."""
        if set(self.before[-1:]) & stems:
            return 0
        return next((i for i, w in enumerate(self.after) if w in stems), len(self.after))

    def counts(self, stems: frozenset[str] | set[str]) -> bool:
        """Whether it is a number of what ``stems`` name ("Seals", "Use tokens"); "three of
        us" counts the players."""
        unit = set(self.after) | set(self.before[-1:]) | set(self.of)
        if self.after[:1] == ("us",):
            unit |= PEOPLE
        return bool(stems & unit)


# how many play together, said in one Russian word: «играем втроём» (ё read as е)
_TOGETHER_RU = {"вдвоем": 2, "втроем": 3, "вчетвером": 4, "впятером": 5}
# what "N of us" counts
PEOPLE = frozenset(tokenize("player players participant participants игрок игроков участник участников"))


@dataclass(frozen=True)
class Reading:
    """The read stage's output: the situation and the ask."""
    text: str
    lang: str
    ask: str  # the sentence that asks
    story: str  # what the player told before it ('' when the question is all ask)
    yes_no: bool
    negative: bool  # asked in the negative ("Can't she …?", "Is it forbidden …?")
    asks: Asks
    # the asked statement denies one thing and affirms another ("So it doesn't happen, but
    # the cost stays paid, right?"): which of them a rule answers, a polarity cannot say
    mixed: bool = False
    numbers: tuple[Number, ...] = field(default=())
    proposes: bool = False  # the ask proposes a step: "Can I sacrifice Cultists against it?"
    counts: bool = False  # the ask asks how many ("how much Sanity …", "сколько …")

    @property
    def has_story(self) -> bool:
        return bool(self.story.strip())

    @property
    def ask_at(self) -> int:
        """Where in ``text`` the ask begins (it ends the text)."""
        return len(self.text) - len(self.ask)

    def numbers_of(self, stems: frozenset[str] | set[str]) -> list[Number]:
        """The numbers given for what ``stems`` name, those of the ask first, and of those the
        ones right beside the word first ("в одну партию четырёх персонажей": four Characters,
        not one)."""
        found = [n for n in self.numbers if n.counts(stems)]
        return sorted(found, key=lambda n: (not n.in_ask, n.distance(stems)))


# a count asked: "how many", "how much", "сколько", "чему равно"
COUNTS = re.compile(r"\bhow (?:many|much)\b|\bсколько\b|\bчему равн", re.I)


def sentences(text: str) -> list[str]:
    out: list[str] = []
    for part in _SENTENCE.split(text.strip()):
        if out and (_ABBREVIATED.search(out[-1]) or part[:1].islower() and out[-1].endswith("…")):
            out[-1] += " " + part  # ("… by 2… and then he played it": a pause, not a stop)
        elif part.strip():
            out.append(part)
    return out


@lru_cache(maxsize=1024)
def of_this_game(story: str) -> str:
    """The story's clauses that are not of another game ("Last game in Dunwich we could only
    hit our own card": what was so there says nothing of this one; «В другой партии мы брали
    облегчение, а в этой …»), but those that say this one is the same ("same as last game",
    «снова, как и в прошлой партии»). The story itself, as told, when it tells of no other
    game (a kind's reader reads its words and commas). Cached: read once per question."""
    if not _EARLIER_GAME.search(story):
        return story
    return " ".join(other_games_blanked(story, len(story)).split())


def other_games_blanked(text: str, end: int) -> str:
    """The text with the story's clauses of another game (those before ``end``, where the ask
    begins) blanked, in place: the numbers a clause of the last game tells are none of this
    one's («В прошлой партии у меня была одна фигура, в этой партии — три»)."""
    if not _EARLIER_GAME.search(text, 0, end):
        return text
    # (each clause with the word that joins the next to it: "Last game …, whereas " goes whole)
    cuts = sorted({0, end, *(m.end() for rx in (_SENTENCE, _GAME_CLAUSES) for m in rx.finditer(text, 0, end))})
    out = text
    for a, b in itertools.pairwise(cuts):
        if _EARLIER_GAME.search(clause := text[a:b]) and not SAME_AS_BEFORE.search(clause):
            out = out[:a] + " " * (b - a) + out[b:]
    return out


# (clauses set against each other, or one giving the other's reason: "…, but …", «…, а …»,
# "… modifier, because the last game was brutal")
# (or one that turns to this game: "Last game Dunwich, this time Cthulhu", «В прошлой партии был
# Данвич, в этой — Ктулху»)
_GAME_CLAUSES = re.compile(r",?\s+(?:but|whereas|while|because|since|а|но|потому\s+что|так\s+как)\s+|;\s*|"
                            r",\s*(?=(?:this\s+(?:game|time|one)|today|tonight|now|in\s+(?:this|the\s+current)\s+one|"
                            r"в\s+эт(?:ой|от|ом)\b|нынешн\w*|сейчас|сегодня|теперь)\b)", re.I)
SAME_AS_BEFORE = re.compile(r"\b(?:same\s+as|just\s+like|like|as\s+in|as)\s+(?:in\s+)?(?:the\s+|our\s+)?(?:last|previous)\b|"
                            r"\b(?:and|also)\s+(?:in\s+)?this\s+(?:game|time|one)\b|\bthis\s+(?:game|time)\s+(?:too|also|as\s+well)\b|"
                            r"\bagain\b|\bкак\s+(?:и\s+)?в\s+(?:прошл|предыдущ)\w*|\bснова\b|\bопять\b|"
                            r"\bи\s+в\s+эт(?:от|ой)\s+(?:раз|парти\w*)|"
                            r"\bв\s+эт(?:от|ой)\s+(?:(?:раз|парти\w*)\s+)?[—–-]?\s*(?:тоже|снова|опять)",
                            re.I)
_EARLIER_GAME = re.compile(r"\b(?:last|previous|other)\s+(?:game|time|session|scenario|night|week)\b|\byesterday\b|\bвчера\b|"
                           r"\bна\s+прошлой\s+неделе\b|"
                           r"\b(?:прошл|предыдущ)\w*\s+(?:парти|игр|раз)\w*|\bв\s+друг(?:ой|ую)\s+(?:парти|игр)\w*", re.I)


# an ask that only confirms what the sentence before it says someone claims
# "is that how it works?", "Is that how prevention works?" (the thing that works named)
_HOW_IT_WORKS_SAID = r"(?:is\s+)?(?:that|this)\s+how\s+(?:it|[\w'’-]+(?:\s+[\w'’-]+)?)\s+(?:works|goes)"
_CONFIRMS = re.compile(r"^\s*(?:(?:so\s+)?(?:is|isn't|was)\s+(?:he|she|they|that|it|this|my friend|s?he)\s+(?:right|correct|true)|"
                       r"(?:is|isn't)\s+(?:that|this|it)\s+(?:so|true|the rule|a thing|legit)|(?:are|aren't)\s+they\s+right|"
                       # "She's right, isn't she?", "He is right, then?"
                       r"(?:so\s+)?(?:he|she|they|my friend)(?:['’]s|['’]re|\s+is|\s+are)\s+(?:right|correct)"
                       r"(?:,?\s+(?:isn't|aren't)\s+(?:he|she|they)|,?\s+then|,?\s+right)?|"
                       # "Am I right?", "Я прав?", "Верно ли это?": the asker's own claim, or the claim told
                       r"(?:am\s+i|are\s+we)\s+(?:right|correct)|(?:я|мы)\s+прав\w*|прав\w*\s+ли\s+(?:я|мы)|"
                       # "Is Cthulhu's player right?", "Is Dima right?": a claimant named
                       r"(?:is|isn't)\s+(?-i:[A-ZА-ЯЁ])[\w'’-]*(?:\s+(?:player|friend))?\s+(?:right|correct)|"
                       # a bare "right?", "true?", "that correct?" after the claim
                       r"(?:(?:is\s+)?that\s+)?(?:right|true|correct)|"
                       r"(?:верно|правда|правильно)\s+ли\s+это|"
                       # "is that how it works?", «это правильно?», «он правильно говорит?»
                       + _HOW_IT_WORKS_SAID + r"|(?:это\s+)?правильно|"
                       r"(?:он|она|они)\s+правильно\s+(?:говорит|говорят|считает|считают)|"
                       r"(?:он|она|они)\s+прав\w*|прав\w*\s+(?:ли\s+)?(?:он|она|они)|(?:он|она|они)\s+ведь\s+прав\w*|"
                       r"(?:это|так ли это|это так)\s*(?:правда|так|верно)?|правда|верно|так ли|так(?:\s+и\s+есть)?|"
                       # «Так ведь?», «Не так ли?», «Да?» after the claim
                       r"так\s+ведь|ведь\s+так|не\s+так\s+ли|да|"
                       r"прав[аы]?)\s*\?+\s*$",
                       re.I)
# "Is that how it works?" confirms a claim someone made; of a story with none it asks of the
# whole story (what the players did), not of its last statement
_HOW_IT_WORKS = re.compile(r"^\s*" + _HOW_IT_WORKS_SAID + r"\s*\?", re.I)
_CLAIMS = re.compile(r"\b(?:says?|said|claims?|claimed|thinks?|thought|reckons?|insists?|argues?|swears?|told me|"
                     r"говорит|говорю|сказал\w*|считает|утверждает|уверяет|уверен\w*|настаивает|думает|считаю|думаю)\b"
                     # what is claimed: after the verb, "that" / "что" / a colon or a dash and quotes
                     r"(?:\s+(?:that|что)\b|\s*,\s*что\b|\s*:|\s+[–—-](?=\s))?\s*[«“\"']?", re.I)

# a sentence's part before the claim that tells more than who claims ("My friend", "Hastur's
# player", "Соперник"): "Now she wants to reinstate her card by sacrificing Cultists and says …"
_CLAIMANT_WORDS = 3
# whose claim the ask confirms: the asker's ("Am I right?", "Я прав?") or another's ("Is he
# right?", "Она права?"); "Is that right?", "Это правда?" confirm either
_CONFIRMS_MINE = re.compile(r"\b(?:am\s+i|are\s+we)\s+(?:right|correct)|\b(?:я|мы)\s+прав|\bправ\w*\s+ли\s+(?:я|мы)\b", re.I)
_CONFIRMS_THEIRS = re.compile(r"\b(?:he|she|they|my friend)\b|\b(?:он|она|они)\b|^\s*(?:is|isn't)\s+(?-i:[A-ZА-ЯЁ])", re.I)
# a claim of the asker's own: "I think", "I reckon", "я считаю", "думаю"
_MY_CLAIM = re.compile(r"\b(?:i|we)\s+(?:\w+\s+)?(?:think|thought|reckon|say|said|claim|insist|argue|swear)\b|"
                       r"\b(?:считаю|думаю|уверен\w*\s+я|я\s+уверен\w*|считаем|думаем|я\s+говорю|мы\s+говорим)\b", re.I)


# what "says" of a thing, not a person's claim: "his card says Red 1", "the rulebook says"
_THING_SAYS = re.compile(r"\b(?:card|it|this|that|rule|rules|book|rulebook|text|карта|правило|правила|книга)\s*$",
                         re.I)


# steps told in order: "first …, then …", «сначала …, потом …»
_IN_ORDER = re.compile(r"\b(?:first|then|after that|afterwards|сначала|потом|затем|после этого)\b", re.I)
# a claim that tells how the asker did it step by step ("Я считаю так: сначала …, потом …"): what
# the players did, which a kind checks as told — the story, not one statement to put as the ask
_AS_FOLLOWS = re.compile(r"(?:так|вот так|следующим образом|like this|as follows)\s*:", re.I)


# where a sentence's ask may follow its claim: a comma, or a dash between spaces
_CLAUSE_CUT = re.compile(r",\s+|\s+[-—–]\s+")


def _claims(sentence: str) -> Iterator[re.Match[str]]:
    """The claims a sentence tells someone made."""
    return (m for m in _CLAIMS.finditer(sentence)
            if not _THING_SAYS.search(sentence[:m.start()]) and not _AS_FOLLOWS.match(sentence, m.end()))


# someone who claims, right before the verb (a word between: "Kolya also says"): not "всё, что
# зависит от силы удара, считает 2", a verb of the claim itself
_BY_SOMEONE = re.compile(r"(?:(?i:\b(?:i|he|she|they|we|you|friend|opponent|player|buddy|mate|я|он|она|они|мы|друг|соперник|"
                         # ("Друг (Хастур) говорит": who the claimant plays, in brackets)
                         r"противник|игрок)\w*)|\b[A-ZА-ЯЁ][\w'’-]*)(?:\s+\w+)?(?:\s*\([^()]*\))?\s*$|"
                         # ("my roommate watching says", «мой брат считает»)
                         r"(?i:\b(?:my|his|her|our|their|мой|моя|мои|наш\w*)\b)(?:\s+[\w'’-]+){1,3}\s*$")


def _claims_told(story: list[str], whose: bool | None) -> list[tuple[int, re.Match[str]]]:
    """Each claim someone makes in the story (its sentence's place, the claim), of the asker's
    own when ``whose`` is True, of another's when False: "I said X=3 … My friend says X is
    now 4. Is he right?" confirms the friend's."""
    out = []
    for i, sentence in enumerate(story):
        for m in _claims(sentence):
            if not _BY_SOMEONE.search(sentence[:m.start()]):
                continue
            if whose is None or (_MY_CLAIM.search(sentence[max(0, m.start() - 24):m.end()]) is not None) == whose:
                out.append((i, m))
    return out


def _claimant_named(ask: str, story: list[str], claims: list[tuple[int, re.Match[str]]]) -> tuple[int, re.Match[str]] | None:
    """The one claim, of several, whose claimant the ask names by a capitalised word ("Is
    Cthulhu's player right?" of "Cthulhu's player says …"); None when not exactly one."""
    named = {w.lower() for w in re.findall(r"(?-i:[A-ZА-ЯЁ])[\w-]+", ask)[1:] if w.lower() not in ("i", "is")}
    of = [(i, m) for i, m in claims
          if named & {w.lower() for w in re.findall(r"(?-i:[A-ZА-ЯЁ])[\w-]+", story[i][:m.start()].split(".")[-1])}]
    return of[0] if len(of) == 1 and len({i for i, _ in claims}) == len(claims) else None


def _whose_claim_confirmed(ask: str) -> bool | None:
    """True: the ask confirms the asker's own claim; False: another's; None: either."""
    return True if _CONFIRMS_MINE.search(ask) else False if _CONFIRMS_THEIRS.search(ask) else None


def split_ask(text: str, lang: str) -> tuple[str, str]:
    """(ask, story): the last sentence with a question mark (else the last sentence) is
    the ask; within it, a question after a dash is the ask ("… their turn - does it fire
    again?"). Everything before is the story."""
    ask, story, _ = _split(apostrophed(text) if lang == "en" else text, lang)
    return ask, story


def _split(text: str, lang: str) -> tuple[str, str, bool | None]:
    """split_ask() of a text whose English negatives have their apostrophes ("cant i just …?"
    read as "can't"), and whether a claim makes the ask a yes/no question: True for a claim put
    as the ask (whatever its wording), False for an ask that confirms a claim the story tells
    but that could not be put as the ask ("Kolya says A, and Masha says B. Is she right?",
    "My friend says A. I think B. Is he right?": which one it confirms is not read), None
    when no claim is confirmed."""
    parts = sentences(text)
    if not parts:
        return text, "", None
    asking = [i for i, s in enumerate(parts) if "?" in s]
    i = asking[-1] if asking else len(parts) - 1
    ask = parts[i]
    story = parts[:i]
    confirmed = False
    if (cut := list(_CLAUSE_CUT.finditer(ask))) and (comma := cut[-1].start()) > 0 \
            and _CONFIRMS.match(ask[cut[-1].end():]) and next(_claims(ask[:comma]), None) is not None \
            and not _MY_CLAIM.search(ask[:comma]):
        # "my friend says it goes back to column 1 now, is he right?" (or "… - is he right?"):
        # another's claim and the ask that confirms it, in one sentence, are read as the two
        # sentences they stand for (not «Значит, считаю только две, верно?»: "I count", the
        # asker's own statement)
        story, ask = [*story, ask[:comma] + "."], ask[cut[-1].end():]
    # (one claim in the story, the one the ask confirms: "Kolya says A. I think B. Is he
    # right?" asks of A, and "Kolya says A, Masha says B. Is she right?" of one of two)
    told_claims = _claims_told(story, _whose_claim_confirmed(ask)) if story and _CONFIRMS.match(ask) else []
    if len(told_claims) > 1 and (named := _claimant_named(ask, story, told_claims)) is not None:
        # "Cthulhu's player says A. Yog's player says B. Is Cthulhu's player right?": the
        # claim of the one the ask names, told last (the other claim stays told)
        i, claim = named
        story = [*story[:i], *story[i + 1:], story[i]]
        told_claims = [(len(story) - 1, claim)]
    if len(told_claims) == 1 and told_claims[0][0] == len(story) - 1 and (claim := told_claims[0][1]) \
            and (claimed := story[-1][claim.end():].strip().rstrip(".!»”\"' ")):
        # "My friend says the new one costs 3 Lore. Is he right?", "Соперник говорит, что
        # оплата всё равно сгорает. Он прав?": what is claimed is what is asked, in its own
        # polarity and with its own numbers ("Is he right?" names nothing); who claims it is
        # story, and what the sentence tells before the claim ("Start of the round: …")
        ask = claimed + "?"
        told = re.sub(r"[\s,]+(?:and|but|а|и|но)?\s*$", "", story[-1][:claim.start()], flags=re.I)
        story = story[:-1] + ([told + "."] if len(told.split()) > _CLAIMANT_WORDS else [])
        confirmed = True
    elif story and _CONFIRMS.match(ask) and not _HOW_IT_WORKS.match(ask) and not any(_CLAIMS.search(x) for x in story) \
            and "?" not in story[-1] and not _IN_ORDER.search(story[-1]) \
            and (said := story[-1].strip().rstrip(".!…")) and len(said.split()) >= 3:
        # "… Оно не выполняется. Так?", "It doesn't resolve. Is that right?": with no one's claim
        # told, the ask confirms the story's last statement (not steps told in order, "Сначала
        # …, потом …. Так?": what the players did, which a kind checks as told)
        ask, story, confirmed = said + "?", story[:-1], True
    # "My spell's printed cost is 2 Power, so 2 Power is all I pay, right?", "She's still Sane
    # at 6, so she doesn't have to use Divination yet?", "… but this one is Evasive — so it's
    # allowed to move, right?": what comes before ", so" (or "— so") is told, the
    # conclusion is what is asked (not "Can I discard it, so I lose nothing?": a question, and
    # the result it expects)
    if lang == "en" and "?" in ask and (so := _SO_CONCLUDES.search(ask)) is not None \
            and not LEAD_CLAUSE.match(ask) and not _ASK_START[lang].match(ask[:so.start()]):
        story, ask = [*story, ask[:so.start()] + "."], ask[so.end():]
    for m in _DASH.finditer(ask):
        if m.group(0).startswith(",") and lang == "en" and LEAD_CLAUSE.match(ask):
            break  # "If he is Wounded before the Attack, does he …?": the condition is the ask's
        rest = ask[m.end():]
        # ("Понятно, что оно не срабатывает — но оплатить его я всё равно должен?": after a
        # dash, "but" turns from what is granted to what is asked, in any word order)
        # (not "— а я?": too short to ask anything of its own)
        turn = _TURN.match(rest) if m.group(0).strip() in "-—–" and len(rest.split()) >= 4 else None
        if "?" in rest and (_ASK_START[lang].match(rest) or turn is not None):
            story = story + [ask[:m.start()]]
            ask = rest[turn.end():] if turn is not None else rest
            break
    ask = ask.strip()
    if lang == "en" and (alt := _OR_ELSE.match(ask)) is not None and is_yes_no(alt.group("a") + "?", lang) \
            and asked_modality(alt.group("a"), lang) == "permission" and _another_predicate(alt.group("a"), alt.group("b")):
        # "Can it still stack on him, or is he maxed out?": the second question is what would
        # forbid the first — a yes or no answers whether it may (not "Does Hastur go first, or
        # does Cthulhu?", a choice between two of one predicate; nor "Is there a cap, or does
        # she still get it?", where "no" might answer either)
        ask = alt.group("a").rstrip(" ,") + "?"
    unsettled = _CONFIRMS.match(ask) is not None and any(True for s in story for _ in _claims(s))
    return ask, " ".join(story).strip(), True if confirmed else False if unsettled else None


# (where questions.py finds the alternative: the first question before it, the second after)
_OR_ELSE = re.compile(rf"^(?P<a>.+?),?\s+(?={ALTERNATIVE_EN.pattern})or\s+(?P<b>[^?]*)", re.I)
_PLAIN_WORDS = frozenset(tokenize("or is are was were do does did can could should will would must has have had "
                                  "i me my we us our you your he him his she her they them their it its "
                                  "a an the to of in on at for by with this that there now still then already just"))


def _another_predicate(first: str, second: str) -> bool:
    """Whether the second of two alternatives says something other than the first's
    predicate: a word of its own that is not a name ("or is he maxed out?") — not the same
    predicate of another subject ("or does Cthulhu go first?", "or Cthulhu?")."""
    names = {t for w in re.findall(r"\b[A-Z][\w'’-]*", second) for t in tokenize(w)}
    return bool(set(tokenize(second)) - _PLAIN_WORDS - set(tokenize(first)) - names)


# not enough, said as a word of its own: «недостаточно», «слишком мало»
_NOT_ENOUGH_RU = r"\bнедостаточно\b|\bслишком\s+мало\b"
_NEGATIVE = {
    "en": re.compile(r"\b(not|never|no longer|cannot|can't|isn't|aren't|doesn't|don't|won't|mustn't|shouldn't|"
                     r"forbidden|prohibited|disallowed|illegal|impossible|unable|neither|nor)\b"
                     # "Is it true that no Progress Points are awarded?": "no" as the subject's word
                     r"|\b(?:that|whether)\s+no\b"
                     # "Is 1 Ancient Sign too little to empower it?": not enough
                     r"|\btoo\s+(?:little|few)\b|\binsufficient\b"
                     # "we get no Progress Points", "there is no limit": "no" before the object
                     # of the asked verb ("a unit that has no Defense" names a unit: a clause)
                     r"|\b(?:i|we|he|she|they|you|it)\s+(?:\w+\s+)?(?:get|gets|got|have|has|take|takes|gain|gains|lose|"
                     r"loses|pay|pays|need|needs|receive|receives|deal|deals|suffer|suffers|draw|draws)\s+no\b"
                     r"|\b(?:there\s+(?:is|are)|there's|is\s+there|are\s+there)\s+no\b"
                     # "nothing happens but I still pay the cost": nothing as what happens
                     r"|\bnothing\s+(?:at\s+all\s+)?(?:happens?|happened|will\s+happen|comes?\s+of\s+it|resolves?|"
                     r"takes?\s+effect|goes\s+off|go\s+off)\b"
                     # ("Does a Short game have no Avatars?": "no" before the object of the asked
                     # verb, its subject a noun; not in a clause, "a card that has no red value",
                     # nor "if he has no Ammo")
                     r"|^(?!.*\bif\b)(?:does|do|did|is\s+it\s+true\s+that|is\s+it\s+so\s+that)\b(?:(?!\b(?:that|which|who)\b)[^?,])*?"
                     # (of having or using only: "… my creature takes no wounds?" is a count, 0)
                     r"\b(?:have|has|use|uses)\s+no\b(?!\s+(?:more|longer|matter)\b)", re.I),
    "ru": re.compile(r"(" + _NOT_ENOUGH_RU + r"|"
                     r"\bнельзя\b|запрещ\w*|невозможно|\bне\s+(?:может|могу|могут|можно|можем|должен|должна|"
                     r"должны|должно|нужно|надо|разрешено|обязан\w*)\b)", re.I),
}


# "not just that one", "не только": a narrowing, not a negation
_NARROWING = {"en": re.compile(r"\bnot (?:just|only|merely)\b", re.I), "ru": re.compile(r"\bне только\b", re.I)}
# "So we only lose 1 Sanity each, not 3?", "… первым будет Шуб, а не захватчик?": the "not"
# sets aside another value, it does not deny what is asked
# (and "… or not?", "… или нет?": the same question asked both ways)
# ("… just 1 Sanity in total and not one per token?": no comma, but a count or a determiner
# after "not", nothing of a verb — the same value set aside)
# (… the value set aside may be spelt out after a dash: «в любом порядке, а не строго по списку —
# сначала Elder Sign, потом культисты?»)
# (a tag may follow what is set aside: "1 sanity total, not 1 per token, right?")
_CONTRAST = {"en": re.compile(r",\s*(?:and\s+)?not\s+[^,;?]{1,30}" + TAIL_TAG + r"|,?\s+or not\s*\?*\s*$|"
                              r"\s+and\s+not\s+(?:one|a|an|each|every|per|\d+|two|three|four|five|six)\b[^,;?]{0,30}\?*\s*$|"
                              r",\s*(?:and\s+)?not\s+[^,;?—–]{1,40}\s+[—–]\s+[^?]*\?*\s*$",
                              re.I),
             "ru": re.compile(r",\s*а\s+не\s+[^,;?]{1,30}\?*\s*$|,?\s+или нет\s*\?*\s*$|"
                              r",\s*а\s+не\s+[^,;?—–]{1,40}\s+[—–]\s+[^?]*\?*\s*$", re.I)}


# "Правильно ли я понимаю, что я ничего не доплачиваю?", "Правда ли, что …": the clause after it is what is
# asked, and any "не" in it negates it (not only a modal's, as in a question of its own); after
# another question too ("… ? И правда ли, что …")
_CONFIRM_RU = re.compile(r"^\s*(?:(?:и|а|так|ну)\s+)?"
                         r"(?:(?:правильно|верно|правда|действительно)\s*(?:ли\s*)?(?:я\s+понимаю|я\s+понял\w*|"
                         r"мы\s+понимаем)?|так\s+ли|это\s+правда)"
                         r",?\s*что\b(?P<clause>.*)$", re.I | re.S)


# "…, верно?", "…, да?", "…, не так ли?": the statement before the tag is what is asked
_TAG_RU = re.compile(r"^\s*(?P<clause>.+?)" + CONFIRMING_TAG_RU + r"\s*\?+\s*$", re.I | re.S)
# a question by intonation alone ("Её эффект больше не срабатывает?", "Неужели очки не
# уменьшаются?"), with no "ли" and no "разве" (whose "не" asks the positive: "Разве я не
# могу …?")
_INTONATION_RU = re.compile(r"^\s*(?!(?:а\s+|и\s+)?(?:разве|не\s+\w+\s+ли)\b)(?P<clause>[^?]+)\?+\s*$", re.I | re.S)
_LI_RU = re.compile(r"\bли\b", re.I)
# a denial in such a statement: «не», «нельзя», and not enough («недостаточно», «слишком мало»)
_DENIED_CLAUSE_RU = re.compile(r"\bне\b|\bнельзя\b|" + _NOT_ENOUGH_RU, re.I)
# a count of none said with a double negative, "и не получить ни одной раны", «и не получить
# ничего» (take no wounds):
# the outcome proposed, not the proposition denied
_NONE_AT_ALL_RU = re.compile(r"\bи\s+не\s+\w+\s+(?:(?:вообще|совсем)\s+)?(?:ни\s+(?:одн\w*|единой|единого)|ничего)\b", re.I)


# in a statement asked to be confirmed, a negated predicate said together with a positive
# one: "не сгорает и сохраняется", "не теряется, а остаётся" — the two say one thing, and the
# positive one is what a rule's act states ("не платит и всё равно разыгрывает" is not one)
_NEGATED_THEN_SAID = re.compile(r"\bне\s+(\w+),?\s+(?:и|а)\s+(?!не\b|ни\b|вс[её]\s+равно\b|ещё\b|еще\b|всё-таки\b)"
                                r"(?=\w)", re.I)


# ("всё равно", "still", says nothing of which act)
_STILL_RU = re.compile(r"\bвс[её]\s+равно\b|\bвс[её]-таки\b", re.I)


def negated_beside(ask: str) -> list[tuple[frozenset[str], frozenset[str]]]:
    """The predicates a confirmed statement denies beside a positive one, each with the words
    of the positive part ("оно не выполняется, а его стоимость уплачена": «выполня», and
    «стоимост», «уплач»): read as one thing with the positive one, a denial of another act
    than the positive one's is still a denial of its own."""
    return [(frozenset(tokenize(m.group(1))), frozenset(tokenize(_STILL_RU.sub(" ", re.split(r"[,;.?!]", ask[m.end():])[0]))))
            for m in _NEGATED_THEN_SAID.finditer(ask)]


# ", so I lose nothing?": a result the asker expects, not what is asked of the rule
# (or without the comma, when a subject follows: "my prevention drops the strength to 2 so it doesn't trigger?")
_RESULT = {"en": re.compile(r",\s*so(?:\s+that)?\s+[^,;?]*|\s+so(?:\s+that)?\s+(?=(?:it|he|she|they|i|we|you|nothing|"
                            r"nobody|no\s+one)\s)[^,;?]*", re.I), "ru": re.compile(r",\s*(?:чтобы|так что)\s+[^,;?]*", re.I)}


def expected_result(ask: str, lang: str) -> str:
    """The result the asker expects, said after the ask (", so that nobody can reinstate it")."""
    return " ".join(m.group(0) for m in _RESULT[lang].finditer(ask))


# "…, but …", "…, а …": two statements in one ask
_BUT = {"en": re.compile(r",?\s+but\s+", re.I), "ru": re.compile(r",\s*но\s+", re.I)}


_AND_EN = re.compile(r",?\s+and\s+(?=\S+\s+\S+)", re.I)


def mixed(ask: str, lang: str) -> bool:
    """Whether the ask joins a denied and an affirmed statement with "but" (or, in English,
    "and": "Is it true that I can't split it like that and all 3 have to come from one
    Node?" — a denied permission and an affirmed duty, no one polarity to flip)."""
    # (each part judged as said to be confirmed: "Ладно, оно не выполняется, но 2 мне ведь
    # возвращаются?" denies its first part as much as its question mark's)
    parts = statements(ask, lang)
    return len(parts) > 1 and len({negative(p, lang) for p in parts}) > 1


def _asserted(ask: str, lang: str) -> str:
    """What an ask affirms or denies: not a condition or a concession ("… even tho it's only
    equal and not higher?", "If we stay alive to round 6 and Threat never maxes out, that's a
    win?"), nor the reason given ("can I put it there since this is an add effect and not
    Conjuration?"), nor a value it sets aside ("…, not 3?")."""
    ask = bare if (bare := REASON.sub(" ", CLAUSES[lang].sub(" ", ask))).strip(" ?") else ask
    return _CONTRAST[lang].sub(" ", ask)


def denied_apart(ask: str, lang: str) -> list[str]:
    """The statements an English ask joins with "and" when one is denied and another
    affirmed ("we don't lose here and she just goes back up to 1 Sanity?"), each as a question
    of its own; the ask itself otherwise. A rule's norm matches one of them, and the other's
    denial must not turn its answer (a kind's run, which answers the whole, keeps it whole)."""
    if lang != "en":
        return [ask]
    unset = _asserted(ask, lang)
    joined = [p.strip().rstrip(" ?") + "?" for p in _AND_EN.split(unset) if p.strip(" ?")]
    return joined if len(joined) > 1 and len({negative(p, lang) for p in joined}) > 1 else [ask]


def statements(ask: str, lang: str, anded: bool = True) -> list[str]:
    """The statements an ask joins with "but" (or, in English and when ``anded``, "and",
    when they differ in modality), each as a question of its own; the ask itself when it
    joins none."""
    unset = _asserted(ask, lang)
    parts = _BUT[lang].split(unset)
    if len(parts) == 1 and lang == "en" and anded:
        # (joined by "and", only parts of different modalities: "It dies and the attack
        # doesn't happen, right?" affirms two things that happen)
        joined = [p for p in _AND_EN.split(unset) if p.strip()]
        if len({asked_modality(p, lang) for p in joined}) > 1:
            parts = joined
    return [p.strip().rstrip(" ?") + "?" for p in parts if p.strip(" ?")]


# a number the ask sets aside: "Does spending 1 Lore give 2 Power, not 3?", "…reaching 9
# Progress Points, not 6, reveal …": no count of the question's (blanked, the rest kept in place)
_NUMBER_ASIDE = re.compile(r",\s*(?:and\s+)?(?:not|а\s+не|но\s+не)\s+(?:the\s+)?(?:\w+\s+)?\d+(?:\s*(?:,|and|or|и|или)\s*\d+)*"
                           r"(?:\s+\w+)?\s*(?=,|\?|$)", re.I)


# "an action that proves illegal on reveal": what the act turned out to be, told of it, not
# the proposition denied ("Is it illegal to …?" is)
_TURNS_OUT = re.compile(r"\b(?:proves?|proved|turns?\s+out|turned\s+out|becomes?|became)\s+(?:to\s+be\s+)?"
                        r"(?:illegal|impossible|not\s+legal)\b"
                        # ("Does an illegal action declared … still get performed?": the thing asked
                        # of, named by what it is — not "Is it an illegal action?", which denies)
                        r"|(?<!\bis\s)(?<!\bit\s)(?<!\bthat\s)(?<!\bthis\s)(?<!\bbe\s)(?<!['’]s\s)"
                        r"\b(?:an|the)\s+(?:illegal|impossible)\s+(?=[a-z])", re.I)


# an "if" clause told without its comma, and a main clause denied after it: "if I just discard it
# to gain energy I don't lose the 2 health" (a second subject begins the main clause)
_MAIN_AFTER_IF = re.compile(r"^\s*(?:so\s+)?if\s+(?:i|you|he|she|we|they|it)\s+[^,?;]*?\s(?:i|you|he|she|we|they|it)\s+"
                            r"(?:don['’]t|doesn['’]t|won['’]t|didn['’]t|do\s+not|does\s+not|will\s+not|never)\s+\w+", re.I)
_WITH_CLAUSE = re.compile(r",\s*with\s+(?:the\s+|my\s+|his\s+|her\s+)?\w+\s+(?:not|never)\s+[^,;?]*", re.I)


def without_set_aside(ask: str, lang: str) -> str:
    """The ask without the value its "not" sets aside ("…, not 3?", "… and not one per
    token?") or its "or not?"; the ask itself when nothing else would be left."""
    return unset if (unset := _CONTRAST[lang].sub(" ", ask)).strip() else ask


def negative(ask: str, lang: str) -> bool:
    """Whether the proposition asked about is itself negative (its answer is then the
    flip of the rule's). Judged on the main clause: a "not" in an "if" clause is what is
    asked about ("Does a spell resolve if its cost is not paid?")."""
    ask = without_set_aside(ask, lang)
    # (a lead-in before a colon denies nothing asked: «По вашему описанию не понял: в бою с Ужасом
    # Данвича можно …?»; not "Is the order: …?", whose colon is within what is asked)
    if (lead := _LEAD_IN.match(ask)) is not None and not _ASK_START[lang].match(ask):
        ask = ask[lead.end():]
    ask = _TURNS_OUT.sub(" ", ask)
    ask = _NUMBER_ASIDE.sub(" ", ask)  # ("… reaching 9 Progress Points, not 6, reveal …": no denial)
    ask = _NO_MORE_THAN.sub(" at most ", ask)  # ("Is a Standard game no more than 6 rounds?": a limit, no denial)
    ask = _NOT_DOING_ASIDE.sub(" ", ask)  # ("During my Conjuration, not using any card, can I …?": an aside)
    ask = BRACKETED_DENIAL.sub(" ", ask)  # ("Can energy from another source (not from discarding) be …?")
    if lang == "ru":
        ask = LEAD_CLAUSE_RU.sub("", ask, count=1)  # ("Раз уж я заплатил, разве …": a condition's "не")
    if lang == "ru" and (confirm := _CONFIRM_RU.search(ask) or _TAG_RU.search(ask)
                         or (None if _LI_RU.search(ask) else _INTONATION_RU.search(ask))) is not None:
        # a statement asked to be confirmed ("Правда ли, что …", "…, верно?", "Оно больше не
        # работает?"): a "не" on its verb negates it, not only a modal's
        clause = _CONTRAST[lang].sub(" ", confirm.group("clause").rstrip(" ?") + "?")
        clause = _NEGATED_THEN_SAID.sub(" ", _NARROWING[lang].sub(" ", clause))
        clause = _NONE_AT_ALL_RU.sub(" ", clause)
        return bool(_DENIED_CLAUSE_RU.search(CLAUSES[lang].sub(" ", clause)))
    if lang == "en" and POSITIVE_TAG_EN.search(ask):
        # "I can't play that one for him too, can I?" — "No, you can't": a statement with a
        # positive tag asks the positive proposition, however the statement is put
        return False
    if lang == "en" and _MAIN_AFTER_IF.search(ask):
        return True  # "if I just discard it I don't lose the 2 health, right?": the main clause, no comma before it
    if lang == "en":
        # "…, right?" and "So …" frame the question; "…, isn't it?" is no denial
        ask = TAG_EN.sub("?", LEAD_CONNECTIVE.sub("", LEAD_CLAUSE.sub("", ask, count=1), count=1))
        # ("Can she still play it, with the Detective not losing any Sanity?": what goes with it, not what is asked)
        ask = _WITH_CLAUSE.sub(" ", ask)
    main = NEGATIVE_AUXILIARY[lang].sub(" ", _RESULT[lang].sub(" ", ask), count=1)
    main = _NARROWING[lang].sub(" ", main)
    # (nor is the reason given: "… since it's my own allied world and not Warded?")
    return bool(_NEGATIVE[lang].search(REASON.sub(" ", CLAUSES[lang].sub(" ", main))))


# a limit said with a negator: "no more than 6 rounds", «не больше 6 раундов»
_NO_MORE_THAN = re.compile(r"\b(?:no|not)\s+more\s+than\b|\bне\s+(?:больше|более)\b(?=\s+\w)", re.I)
# a lead-in up to a colon, four words or more after it ("Quick question: can I …?")
_LEAD_IN = re.compile(r"^[^:?]+:\s+(?=(?:\S+\s+){3})")
# a denial in brackets, an aside on what the ask names, and what it denies: "(not from
# discarding)", «(не Cooperative)»
BRACKETED_DENIAL = re.compile(r"\(\s*(?:not|no|не|нет)\s+([^()]*)\)", re.I)
# an aside between commas that says what the asker is not doing: "…, not using any card, …"
_NOT_DOING_ASIDE = re.compile(r",\s*(?:while\s+)?not\s+\w+ing\b[^,?]*(?=,)", re.I)


# an ask that proposes a step of its own asker or of someone in the story: "Can I …?",
# "Am I allowed to …?", "Can't she just …?", "Isn't it true that I now can't …?", "Могу ли
# я …?" — not a question about what can be done in general ("Is Eric Zann the only card
# that can be sacrificed?")
_PROPOSES = {
    "en": re.compile(r"^\s*(?:(?:so|and|but|then|now|also),?\s+)?(?:(?:can|could|may|might|can't|cannot|couldn't)\s+"
                     r"(?:i|we|he|she|they|you|[A-Z]\w+)\b|(?:am|are|is)\s+(?:i|we|he|she|they)\s+(?:still\s+)?"
                     r"(?:allowed|permitted|able)\b|isn't it true that\s+(?:i|we|he|she|they)\b"
                     # "Is it legal to negate her card by discarding my Red 1?"
                     r"|(?:is|would)\s+it\s+(?:be\s+)?(?:legal|allowed|ok|okay|fine|possible)\s+"
                     r"(?:for\s+(?:me|him|her|us|them|[A-Z]\w+)\s+)?to\b"
                     # "Is 2 enough?", "Would three Cultists be enough?": the step the story has someone want
                     r"|(?:is|are|would|will)\s+(?:that|this|it|those|these|\w+)\s+(?:\w+\s+)?(?:be\s+)?enough\b"
                     # a claim put as the ask: "(Kim says) she can play a second Elder Sign on it?"
                     r"|(?:i|we|he|she|they)\s+(?:can|could|may)\s+(?!not\b)"
                     # … or denied, with or without its tag: "I can't just discard my Red 1 to stop
                     # it, can I?" asks whether that step is legal as much as "Can't I …?" does
                     r"|(?:i|we|he|she|they)\s+(?:can't|can’t|cannot|can\s+not|couldn't)\s+(?:just\s+|simply\s+|even\s+)?"
                     r"(?!be\b|have\b|get\b)\w+)", re.I),
    # (a player by name as well: «Мелисса может тоже пожертвовать культистов …?»)
    "ru": re.compile(r"^\s*(?:а\s+|и\s+|так\s+)?(?:(?:(?:я|мы|он|она|они|(?-i:[А-ЯЁA-Z])[\w-]*)\s+)?"
                     r"(?:могу|можем|может|могут)\b|можно\b|"
                     r"разве\s+(?:я|мы|он|она)"
                     r"\s+не\s+мо\w+\b|(?:разве\s+)?нельзя(?:\s+ли)?\b|(?:хватит|хватает|достаточно)\s+ли\b)|"
                     # (the verb last, after what is done: «а elder sign сыграть против неё я могу?»)
                     r"\s(?:(?:я|мы|он|она|они)\s+(?:могу|можем|может|могут)|можно)\s*\?\s*$", re.I),
}


def proposes(ask: str, lang: str) -> bool:
    return bool(_PROPOSES[lang].search(LEAD_CLAUSE.sub("", ask, count=1) if lang == "en" else ask))


# a duty said of a total the ask is about, not asked: "Is 3 Power all I have to pay?", «Это
# всё, что мне нужно заплатить?» ask whether the total is 3, not whether paying is required
_DUTY_OF_A_TOTAL = re.compile(r"\b(?:all|everything|what|the\s+only\s+thing|anything)\s+(?:that\s+)?"
                              r"(?:i|we|you|he|she|they|one)\s+(?:have|has|need|needs)\s+to\b|"
                              r"\b(?:вс[её]|только\s+то)\s*,?\s+что\s+(?:мне|нам|тебе|вам|ему|ей|им)\s+(?:нужно|надо)\b", re.I)


def asked_modality(ask: str, lang: str) -> Asks:
    ask = _DUTY_OF_A_TOTAL.sub(" ", ask)
    if _OBLIGATION[lang].search(ask):
        return "obligation"
    if _PERMISSION[lang].search(ask) or lang == "en" and BARE_EN.match(ask):
        return "permission"
    return "occurrence"


_CHANGED = re.compile(r"(?:drops?|dropped|falls?|fell|goes|went|gone|reduced|brought|rises?|rose|climbs?|climbed|"
                      r"упал\w*|пада\w*|снизил\w*|опустил\w*|выросл?\w*|поднял\w*)$", re.I)


_CLAUSE_END = re.compile(r"[,.;:!?—–]")


def _changed_to(text: str, tokens: list[tuple[str, int]], i: int) -> str | None:
    """What a number is the new value of, when it is told as "Sanity drops to 0",
    "her Sanity goes down to 0", "рассудок упал до 0": the words before the verb, in its
    clause ("Рассудок Провидицы (Seer) упал до 0": Sanity, though a name stands nearer)."""
    if i < 3 or tokens[i - 1][0].lower() not in ("to", "до"):
        return None
    verb = i - 3 if tokens[i - 2][0].lower() in ("down", "up", "back") else i - 2
    if verb < 1 or not _CHANGED.match(tokens[verb][0]):
        return None
    # two words back (one more past a name in brackets), within the clause ("After the
    # Health loss, Sanity drops to 0": not Health)
    bracketed = ")" in text[tokens[verb - 1][1]:tokens[verb][1]]
    first = verb - 1
    while first > max(0, verb - (3 if bracketed else 2)) \
            and not _CLAUSE_END.search(text[tokens[first - 1][1]:tokens[first][1]]):
        first -= 1
    return " ".join(t for t, _ in tokens[first:verb])


def _value_of(text: str, tokens: list[tuple[str, int]], i: int) -> str | None:
    """What a number is said to be the value of with "is": "the red number in the corner is a
    0", "her Attack is 4" — the words before the verb, in its clause, up to seven."""
    k = i - 2 if i > 1 and tokens[i - 1][0].lower() in ("a", "an") else i - 1
    if k < 1 or tokens[k][0].lower() not in ("is", "was"):
        return None
    first = k
    while first > max(0, k - 7) and not _CLAUSE_END.search(text[tokens[first - 1][1]:tokens[first][1]]):
        first -= 1
    return " ".join(t for t, _ in tokens[first:k]) or None


# the cases of "one" after a preposition, which the tokenizer leaves words ("по одному" is one at
# a time, «одной и той же» the same: a count only where the reader places it)
_ONE_RU = frozenset({"одной", "одним", "одном", "одному"})
_THE_SAME_RU = frozenset({"той", "тем", "том", "тому", "того", "тот", "ту"})


# a count's items listed in brackets after it: "discard two cards (one worth 2, one worth 1)"
_ITEMIZED = re.compile(rf"\b{NUMBER}\s+(?:[\w'’-]+\s+){{0,2}}?[\w'’-]+\s*\((?P<items>[^()]*,[^()]*)\)", re.I)
_ITEM_START = re.compile(r"(?:^|,|\band\b|\bи\b)\s*(?=\w)", re.I)


def _item_counts(text: str) -> frozenset[int]:
    """Where a number leads an item of a count listed in brackets after it: the "one"s of "two
    cards (one worth 2, one worth 1)" are its parts, not counts of their own."""
    return frozenset(m.start("items") + start.end() for m in _ITEMIZED.finditer(text)
                     for start in _ITEM_START.finditer(m.group("items")))


def numbers(text: str, ask_from: int) -> tuple[Number, ...]:
    """Every number in the text — digits, number words, ordinals before a noun, "twice" —
    with the stems of the words around it."""
    tokens = [(m.group(0), m.start()) for m in _TOKEN.finditer(text)]
    items = _item_counts(text)
    out = []
    for i, (tok, at) in enumerate(tokens):
        if at in items:
            continue
        low = tok.lower().replace("ё", "е")
        value: int | None = None
        ordinal_ending = False
        if not tok.isdecimal() and tok[0].isupper() and i > 0 and tokens[i - 1][0][0].isupper():
            continue  # a word of a name: "the Great Old One" is not a count of one
        if low == "one" and i > 0 and (tokens[i - 1][0].lower() in _PRONOUN_ONE or tokens[i - 1][0].lower() in _ORDINAL):
            continue  # "a third one", "the other one": a pronoun, not a count
        if tok.isdecimal() and len(tok) <= 6:
            value = int(tok)
            if (ending := _RU_ENDING_NEXT.match(text, at + len(tok))) is not None:
                tok = tok + ending.group(0)  # «7-й»: an ordinal (its ending no word after it)
                ordinal_ending = True
        elif _DIGIT_ORDINAL.fullmatch(low):
            value = int(low[:-2])
        elif low in CARDINALS:
            value = CARDINALS[low]
        elif low in _TOGETHER_RU:
            value = _TOGETHER_RU[low]  # «играем втроём»: three of us
        elif low in TIMES and not (low == "once" and i > 0 and tokens[i - 1][0].lower() == "at"):
            value = TIMES[low]  # (not "at once": at the same time, no count)
        elif low in _ORDINAL and i + 1 < len(tokens) and tokens[i + 1][0][0].isalpha():
            value = _ORDINAL[low]
        elif low in _ONE_RU and i + 2 < len(tokens) and tokens[i + 1][0].isalpha() \
                and not (tokens[i + 1][0].lower() == "и" and tokens[i + 2][0].lower() in _THE_SAME_RU) \
                and not (i > 0 and tokens[i - 1][0].lower() == "ни"):
            value = 1  # "с одной фигурой": one (not «одной и той же», the same; not «ни одной», none)
        elif low == "single" and i > 0 and tokens[i - 1][0].lower() in ("a", "one", "each", "every", "per") \
                and i + 1 < len(tokens) and tokens[i + 1][0][0].isalpha():
            value = 1  # "resolved in a single Region", "a single cultist": one
        if value is None:
            continue
        # "more than 2 spells" is 3 of them, "fewer than 3" is 2 (not "no more than 2", «не
        # больше 2»: at most 2, the number itself a limit)
        lead = " ".join(w.lower() for w, _ in tokens[max(0, i - 3):i])
        if re.search(r"(more|greater|over) than$|больше( чем)?$|более$", lead) \
                and not re.search(r"(?:\bno|\bnot) (?:more|greater) than$|\bне (?:больше|более)$", lead):
            value += 1
        elif re.search(r"(fewer|less) than$|меньше( чем)?$|менее$", lead) and value > 0:
            value -= 1
        before = tuple(st for w, _ in tokens[max(0, i - 2):i] for st in tokenize(w))
        of: tuple[str, ...] = ()
        if (subject := _changed_to(text, tokens, i)) is not None:
            # "Sanity drops to 0": a number of Sanity (last: nearest)
            before, of = before + tuple(tokenize(subject.split()[-1])), tuple(tokenize(subject))
        elif i > 1 and tokens[i - 1][0].lower() == "of" and tokens[i - 2][0][0].isalpha():
            # "a red value of zero", "an Attack of 4": the number is of what "of" follows
            before = tuple(st for w, _ in tokens[max(0, i - 3):i - 1] for st in tokenize(w))
        elif i > 0 and tokens[i - 1][0].lower() in _PREPOSITIONS:
            before = ()  # "units with one Conjuration": one Conjuration, not one unit
        elif (subject := _value_of(text, tokens, i)) is not None:
            # "the red number in the corner is a 0": a value of the red number
            of = tuple(tokenize(subject))
        # (within its sentence: "It's round 2. Do the Great Old One cards …?" is no count of cards)
        following, end = [], at + len(tok)
        for w, pos in tokens[i + 1 + ordinal_ending:i + 4 + ordinal_ending]:
            if _STOP_BETWEEN.search(text, end, pos):
                break
            following.append(w)
            end = pos + len(w)
        after = tuple(st for w in following for st in tokenize(w))
        if i > 0 and tokens[i - 1][0].lower() in ("мы", "нас") or low in _TOGETHER_RU:
            after = ("us",) + after  # "мы двое", "нас трое": "two of us"
        if i + 1 < len(tokens) and tokens[i + 1][0].lower() == "way" and text[tokens[i + 1][1] - 1:tokens[i + 1][1]] == "-":
            # "a three-way conflict": three taking part in it
            after = tuple(tokenize("participants players")) + after
        if low in TIMES or (low in _ORDINAL and i + 1 < len(tokens) and tokens[i + 1][0].lower() in ("time", "раз")):
            after = after + ("time",)
        elif i + 1 < len(tokens) and tokens[i + 1][0].lower() in ("раз", "раза"):
            # "четыре раза", "пять раз": times («раз» is a stop word, the book's limits count "times")
            after = after + ("time",)
        more = (i + 1 < len(tokens) and tokens[i + 1][0].lower() == "more"
                or i > 0 and tokens[i - 1][0].lower() in ("ещё", "еще"))
        out.append(Number(value, tok, before, after, at >= ask_from, more, of))
    return tuple(out)


def elided_ordinal(ask: str) -> tuple[int, str] | None:
    """The ordinal an ask ends on with its noun left out ("Можно сотворить третье?", "Can I
    cast a third one?"), and its word: it counts what the story counted."""
    if (digits := _DIGIT_ORDINAL_AT_END.search(ask)) is not None:
        # ("… play a 7th?", «… сыграть 7-й?»: in digits, the Russian ending after a hyphen)
        return int(digits.group(1)), digits.group(0).strip(" ?.!")
    words = _TOKEN.findall(ask)
    if words[-1:] == ["one"]:
        words.pop()
    if not words or (value := _ORDINAL.get(words[-1].lower().replace("ё", "е"))) is None:
        return None
    return value, words[-1]


_DIGIT_ORDINAL_AT_END = re.compile(rf"\b(\d{{1,3}})(?:st|nd|rd|th|{_RU_ENDING})(?:\s+one)?\s*[?.!]*\s*$", re.I)


# "how many rounds max, how many VP end it early, and do we use the Avatars?", «Сколько будет
# на счётчике, и уменьшится ли он …?»: an open question asked together with a yes/no one, in
# one sentence. A Yes or No would answer only the last part and read as the answer to all
_OPEN_WITH_YES_NO = re.compile(r"^\s*(?:\S+\s+){0,2}?(?:how\s+(?:many|much|long|often)|what(?!\s+an?\b)|which|who|where|"
                               r"сколько|какой|какая|какие|какое|каков\w*|кто|где|что\s+будет|что\s+происходит)\b"
                               r"[^.!?]*?,\s*(?:and|also|и|а|а\s+также)\s+", re.I)


# a question of a word or two that goes on from the one before it ("… оно выполняется? а
# оплата?", "… does it resolve? and the cost?"): it asks what becomes of the thing it names,
# not yes or no, and the question before it is another ask a single yes or no cannot answer too
_ELLIPTIC = re.compile(r"^\s*(?:а|и|and|what\s+about|how\s+about)\s+(?:[\w'’-]+\s*){1,2}\?+\s*$", re.I)
# (a question of its own before it, two words or more: not "Серьёзно? А оплачивается?")
_ASKED_BEFORE = re.compile(r"(?:[\w'’-]+\W+){1,}[\w'’-]+\s*\?")


# a story cut short by a "?" inside the question ("What does ?? next to a move … mean?"): the
# ask after it is the rest of that question, not one of its own
_CUT_SHORT = re.compile(r"\b(?:what|which|who|how|why|where|when|does|do|did|is|are|can|что|как|где|когда)\s*\?+\s*$",
                        re.I)


def read(text: str, lang: str | None = None) -> Reading:
    lang = lang or language(text)
    if lang == "en":
        # ("it cant move, right?": the negative as a chat types it is the negative; every
        # later stage reads the apostrophe)
        text = apostrophed(text)
    # "Yog has 3 Spell Resistance and so do I. Do I pay extra?": the same told again of the
    # asker, when the ask is the asker's (asked of a third, "Does Shub, with 2, pay extra?", the
    # story's "I" is no one the ask is about, and a reader would answer for it)
    if (last := sentences(text)[-1:]) and _FIRST_PERSON[lang].search(last[0]):
        text = _SO_DO.sub(_said_again, text) if lang == "en" else \
            _TOO_RU.sub(lambda m: f"{m.group('first')} и у {m.group('who')} {m.group('what')}", text)
    ask, story, claimed = _split(text, lang)
    at = text.rfind(ask.rstrip("?"))
    yes_no = is_yes_no(ask, lang) if claimed is None else claimed
    if yes_no and claimed is None and ((last := sentences(text)[-1:]) and _OPEN_WITH_YES_NO.search(last[0])
                                       or _CUT_SHORT.search(story)
                                       or _ELLIPTIC.match(ask) and _ASKED_BEFORE.search((sentences(story)[-1:] or [""])[0])):
        yes_no = False
    # (the numbers of this game: not those of another game's clauses — unless the story tells of
    # nothing else, "Last game one of us sacrificed Cultists twice … Is that allowed?" asks of them)
    start = at if at >= 0 else 0
    if not (this_games := other_games_blanked(text, start))[:start].strip():
        this_games = text
    return Reading(text=text, lang=lang, ask=ask, story=story, yes_no=yes_no,
                   negative=negative(ask, lang), mixed=mixed(ask, lang), asks=asked_modality(ask, lang),
                   numbers=numbers(_NUMBER_ASIDE.sub(lambda m: " " * len(m.group(0)), this_games), start),
                   proposes=proposes(ask, lang),
                   counts=bool(COUNTS.search(ask)))


# "Yog has 3 Spell Resistance and so do I": what the first has, said of the second too
_SO_DO = re.compile(r"(?P<subj>\b(?:I|we|he|she|they|(?-i:[A-Z])[\w'’-]*))\s+(?P<verb>has|have|had|is|are|was|were)\s+"
                    r"(?P<what>[^,.;:?!—–]+?)\s*,?\s+and\s+so\s+(?:do|does|did|am|is|are|was|were|has|have|had)\s+"
                    r"(?P<who>I|we|he|she|they|(?-i:[A-Z])[\w'’-]*)\b", re.I)
_PLURAL_SUBJECTS = frozenset({"i", "we", "they", "you"})
_FIRST_PERSON = {"en": re.compile(r"\b(?:I|me|my|we|us|our)\b", re.I),
                 "ru": re.compile(r"\b(?:я|меня|мне|мой|моя|моё|мои|мы|нас|нам|наш\w*)\b", re.I)}
# … «у Йог-Сотота 3 сопротивления, и у меня тоже»: «и у меня 3 сопротивления»
_TOO_RU = re.compile(rf"(?P<first>\bу\s+[\w-]+\s+(?P<what>{NUMBER}\b[^,.;:?!—–]*?)),?\s+"
                     rf"и\s+у\s+(?P<who>[\w-]+)\s+тоже\b(?!\s*(?:{NUMBER})\b)", re.I)


def _said_again(m: re.Match[str]) -> str:
    """"Yog has 3 Spell Resistance and so do I" → "… and I have 3 Spell Resistance"."""
    who, verb = m.group("who"), m.group("verb").lower()
    plural = who.lower() in _PLURAL_SUBJECTS
    if verb in ("has", "have"):
        verb = "have" if plural else "has"
    elif verb in ("is", "are"):
        verb = "am" if who == "I" else "are" if plural else "is"
    elif verb in ("was", "were"):
        verb = "were" if who.lower() in ("we", "they", "you") else "was"
    return f"{m.group('subj')} {m.group('verb')} {m.group('what')} and {who} {verb} {m.group('what')}"


# a count told of a player: "I've got 5 Seals", "Hastur has 4", "Anna and I both have 4 Seals",
# «у меня 5 печатей», «у Хастура 4»
_PLAYER_HAS = re.compile(
    rf"(?P<who>\bI\b|\bwe\b|\b(?-i:[A-Z])(?!['’])[\w'’-]+(?:\s+and\s+(?:I\b|(?-i:[A-Z])(?!['’])[\w'’-]+))?)"
    rf"(?:\s+(?:both|each|also|still|only))?"
    rf"(?:['’]ve|\s+have|\s+has|\s+got|\s+holds?|\s+owns?)"
    rf"(?:\s+got)?\s+(?:both\s+|each\s+|also\s+|only\s+|just\s+)?(?P<n>{NUMBER})\b(?:\s+(?P<what>[\w-]+))?"
    rf"|\bу\s+(?P<who_ru>меня|нас|(?-i:[А-ЯЁA-Z])[\w-]+)\s+(?:тоже\s+|всего\s+|только\s+|уже\s+)?(?P<n_ru>{NUMBER})\b"
    rf"(?:\s+(?P<what_ru>[\w-]+))?", re.I)


# words after a count that are not what it counts ("Hastur has 4 and …", "… 4 on the board")
_COUNT_GLUE = frozenset({"and", "on", "in", "at", "there", "too", "as", "now", "left", "each", "both", "while", "but",
                         "so", "и", "а", "на", "в", "тоже", "уже", "теперь", "но"})


def counts_per_player(text: str, thing: frozenset[str]) -> dict[str, int]:
    """Each player's count of ``thing`` (its stems, in any language) the story tells, "me" for
    the asker; a count told without its noun is of the thing the sentence counted before
    ("I've got 5 Seals, Hastur has 4 and Yog has 3"), never of another one ("Hastur has 4 VP")."""
    out: dict[str, int] = {}
    for sentence in sentences(text):
        of_thing = False
        for m in _PLAYER_HAS.finditer(sentence):
            who, raw, what = (m.group("who"), m.group("n"), m.group("what")) if m.group("who") else \
                (m.group("who_ru"), m.group("n_ru"), m.group("what_ru"))
            if what and set(tokenize(what)) & thing:
                of_thing = True
            elif what and what.lower() not in _COUNT_GLUE:
                continue  # a count of something else ("Hastur has 4 VP", «у Йога 2 ПО»)
            value = number(raw)
            if not of_thing or value is None:
                continue
            # ("Anna and I both have 4", "Hastur and Cthulhu have 2 each": each of the two)
            for name in re.split(r"\s+and\s+", who):
                out["me" if name.lower() in ("i", "we", "меня", "нас") else name] = value
    return out
