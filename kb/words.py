"""Reading a situation from words: the shared, game-agnostic pieces. A game's kinds say
which words mean what (kb/games/<game>/reading.py); these helpers find card names, the
numbers after a word, who acted, and the clauses of a story in the order told."""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Literal

from corpus.tokens import CARDINALS


@lru_cache(maxsize=8192)
def compiled(source: str, flags: int = 0) -> re.Pattern[str]:
    """A pattern built from words (a norm's, a name the story gives), compiled once. The re
    module caches only 512 patterns and one question tries several hundred such, so without
    this each question compiled them again (a third of /v1/ask's time on the situations)."""
    return re.compile(source, flags)


# a card named in quotes: 'Misdirection', ‘Prism Gate’, "Elder Sign", «Ковен»
_QUOTED = re.compile(r"['‘\"“«]([A-ZА-ЯЁ][^'’\"”»]{1,60})['’\"”»]")
# any words in quotes — a card's text ('if you are Healthy', «предотвратить 1 рану») — and
# not an apostrophe ("Seer's", "it's", "I've")
QUOTED_TEXT = re.compile(r"(?<!\w)['‘\"“«]([^'’\"”»]{1,80})['’\"”»](?!\w)")
# an ask of the state after something told: "Is she Wounded after her turn?", "… afterwards?"
AFTER_ASKED = re.compile(r"\b(?:after|afterwards|then|после|потом|затем)\b", re.I)
# a moment later than now a change is said of: "at the end of her turn she regains 1"
LATER_MOMENT = re.compile(r"\b(?:at\s+the\s+(?:end|start|beginning)\s+of|в\s+конце|в\s+начале)\b", re.I)
# where a sentence ends (the readers' stories: "… on me. It has a 0 in Red. I sacrificed 2 …")
SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
# sentences, "…, then …", "…, but …", "…, and Omar …" (a new actor), "… and I have …" (but not
# "my opponent and I have …", one subject), "…; …"
# (not after "e.g.", "i.e.", "т. е.": "a stopping card, e.g. an Elder Sign" is one clause)
_CLAUSE_SPLIT = re.compile(r"(?<=[.!?;])(?<![Ee]\.[Gg]\.)(?<![Ii]\.[Ee]\.)(?<!\bт\.)(?<!т\.\sе\.)\s+|"
                           r",\s+(?:and\s+)?then\s+|,\s+finally\s+|,\s+but\s+|,\s+но\s+|"
                           r",\s+(?:after which|after that|после чего|после этого|затем|потом|а потом|и потом)\s+|"
                           r"(?<!opponent)(?<!both of us),?\s+and\s+"
                           r"(?=I(?:'ve|’ve)?\s+(?:have|had|got|do|don't|did|didn't|still|only|also|am)\b)"
                           # ("Cthulhu and I have 1 VP each": one subject too)
                           r"(?!I\s+(?:have|had|got)\s+(?:\S+\s+){1,3}each\b)|"
                           r",\s+(?:and|а|и)\s+(?=[A-ZА-ЯЁ][a-zа-яё])|"
                           # a list of steps, each a name and what they did: "Leon played Elder
                           # Sign, Melissa sacrificed Cultists, …", "Леон сбросил карту, Мелисса пожертвовала …"
                           r",\s+(?=(?:[A-Z][a-z]+|I)\s+(?:[a-z]+ed|put|took|gave|threw|paid|cast|drew|spent)\b)|"
                           r",\s+(?=[А-ЯЁ][а-яё]+\s+[а-яё]+(?:ал|ял|ил|ел|ала|яла|ила|ела|али|яли|или|ели)\b)")
# a number as digits or a word (corpus.tokens.CARDINALS: the table the tokenizer uses too),
# longer words first so "одного" is not read as "одно"
NUMBER = r"(\d{1,3}|" + "|".join(sorted(CARDINALS, key=len, reverse=True)) + r")"
# a value told as it was, not as it is: "started with 8 Sanity", "had 9 Health", «было 8 здоровья»
VALUE_AS_IT_WAS = re.compile(r"\b(?:started|starts|began|had|was|were|initially|изначально|было|был|была|начал[аи]?)\b",
                             re.I)
# a thing denied to be a plain one of its kind: "not a normal one", "not a regular unit",
# «не обычную» (what it is not: these stories set "normal" against a game's special kind)
DENIED_PLAIN = r"\b(?:not|не)\s+(?:an?\s+)?(?:normal|regular|ordinary|plain|обычн\w*)"
# a tag that confirms the statement before it ("…, right?", "…, doesn't he?", «…, верно?»), and
# the end of an ask that may carry one ("1 sanity total, not 1 per token, right?")
CONFIRMING_TAG_EN = (r",?\s*(?:right|yes|yeah|correct|true|no|or no|ok|okay|is that right|is that correct|am i right|"
                     r"isn't that so|(?:isn't|aren't|wasn't|weren't|don't|doesn't|didn't|can't|couldn't|won't|wouldn't|"
                     r"shouldn't|haven't|hasn't|hadn't|mustn't)\s+(?:i|we|you|he|she|it|they|there))")
CONFIRMING_TAG_RU = r",?\s*\b(?:верно|да|правда|так|не так ли|ведь так|правильно|так ведь)"
TAIL_TAG = rf"(?:{CONFIRMING_TAG_EN})?\s*\?*\s*$"

# a positive auxiliary tag after a statement: "…, can I?", "…, does she?", "…, is it?" — it asks
# the positive proposition however the statement is put ("I can't …, can I?" — "No, you can't")
POSITIVE_TAG_EN = re.compile(r",\s*(?:can|could|may|do|does|did|is|are|was|were|will|would|should|must|has|have)\s+"
                             r"(?:i|we|you|he|she|it|they|there)\s*\?+\s*$", re.I)

# A negative auxiliary asks about the positive proposition: "Can't I discard it?" — "Yes,
# you can"; "Isn't there a cap of 5?" — "No, there isn't"; "Не теряю ли я …?" — "Нет".
# Those are set aside; what is left negative is the proposition itself ("Is it forbidden
# to …?", "Is it true that Cultists cannot be sacrificed?"), and its answer is flipped.
NEGATIVE_AUXILIARY = {
    "en": re.compile(r"^\s*(?:(?:isn't|aren't|doesn't|don't|didn't|can't|cannot|couldn't|won't|wouldn't|shouldn't|"
                     r"mustn't|hasn't|haven't|wasn't|weren't)\b|(?:is|are|does|do|did|can|could|will|would|should|must|"
                     r"may|has|have)\s+(?:\w+\s+){1,2}?not\b)", re.I),
    # ("Неужели очки не уменьшаются?" asks whether they really do not: its "не" is the
    # proposition's, unlike "Разве я не могу …?", which asks whether I can)
    # ("Разве Дима не должен …?": a player's name where a pronoun would be)
    # ("Разве оно всё равно не должно выполниться?", «Разве за такое игродействие, объявленное по
    # скрытой карте, не нужно …?»: words between)
    "ru": re.compile(r"^\s*(?:не\s+\w+\s+ли\b|нельзя\s+ли\b|разве\s+(?:[\w-]+,?\s+){0,8}?(?:не|нельзя)\b)", re.I),
}


# an untold fact's kind of value: a number (0 and up), a count (1 and up), yes or no, or
# one of the values given (whose turn it is: ("me", "opponent"); how many players: (2, 3, 4))
Untold = Literal["number", "count", "bool"] | tuple[str | int, ...]


@dataclass
class Situation:
    """What a story was read as: the state for a kind, the facts behind it (each with
    the words it came from), the defaults assumed, what could not be placed, and what is
    missing to run it."""
    kind: str
    state: dict[str, Any] | None = None
    facts: list[dict] = field(default_factory=list)
    unread: list[str] = field(default_factory=list)
    needs: list[dict] = field(default_factory=list)
    assumed: list[str] = field(default_factory=list)  # defaults, stated in the reading
    # the state with each untold fact left None, and what kind of value each is (by its
    # path in the state): what the check may try every value of, never pick one of
    template: dict[str, Any] | None = None
    open: dict[str, Untold] = field(default_factory=dict)
    # the step the ask proposes ("Can I sacrifice Cultists against it?"): its path in the
    # state, e.g. "attempts[2]"; the verdict is whether that step is legal
    move: str | None = None
    # a step told in words the reader could not place ("I burned 2 of my Cultists to negate
    # it"): the state is not the story's, and nothing is judged on it
    step_unread: bool = False
    # a share of a step told apart from the rest of it ("Melissa offers 2 of her own Cultists
    # to help him out"): the state holds only part of that step, and the engine judges nothing
    # on it (a rule's wording may still answer whether such a share is allowed)
    share_unread: bool = False
    # each need's question in Russian, by its path: asked back in the asker's language
    questions_ru: dict[str, str] = field(default_factory=dict)

    def fact(self, text: str, slot: str, value: Any) -> None:
        self.facts.append({"text": text.strip(), "slot": slot, "value": value})

    def need(self, path: str, question: str, untold: Untold, ru: str | None = None) -> None:
        """A fact the story does not give: asked back, and open for the check to try."""
        self.needs.append({"slot": path, "question": question})
        self.open[path] = untold
        if ru:
            self.questions_ru[path] = ru

    def needs_in(self, lang: str) -> list[dict]:
        """API.md's ``needs``, each question in ``lang`` when there is one in it."""
        return [{"slot": n["slot"], "question": self.questions_ru.get(n["slot"], n["question"]) if lang == "ru"
                 else n["question"]} for n in self.needs]

    def untold(self, lang: str = "en") -> str:
        """The facts the story leaves untold, as one line of their questions."""
        return "; ".join(n["question"].rstrip("?") for n in self.needs_in(lang))

    def reading(self) -> dict[str, Any]:
        """API.md's ``reading`` of this situation: the defaults assumed are facts too."""
        facts = self.facts + [{"text": a, "slot": "assumed", "value": True} for a in self.assumed]
        return {"kind": self.kind, "state": self.state, "facts": facts, "unread": self.unread}


@dataclass(frozen=True)
class Wants:
    """What an ask wants of a kind's executed check: its name in the reading ("effect_in_force",
    "applied: Ward") and its test of the check (result, violations) on the state it ran on
    — True, False, or None when the check does not say."""
    name: str
    test: Callable[[dict[str, Any], dict[str, Any]], bool | None]
    # the ask is about what follows the steps the story tells as taken ("… all four methods
    # have been used. Can anybody negate it once more?"): untold values that would make one
    # of them illegal are not the story told
    after_told: bool = False
    # the ask's denial is part of what it wants ("Is it true that nobody wins and we all
    # lose?" wants whether all lose): the answer is not turned for it
    denial_is_its_own: bool = False
    # the rule whose step the wanted value is (a requirement counted on the revealed cards,
    # not the cost paid beside it): it leads the answer's citations when the run took it
    rests_on: str | None = None
    # the wanted value is that rule's own test, run on every step whether or not it stepped
    # (a limit that barred nothing leaves no step): it leads the citations all the same
    tests_rule: bool = False


@dataclass(frozen=True)
class Reader:
    """How one kind is read from words (kb/games/<game>/reading.py's READERS)."""
    # the story (and the ask, read as a proposed step when it proposes one) → a Situation
    read: Callable[..., Situation | None]
    # what the ask wants of the result, given what the story was read as
    asked: Callable[[str, Situation], Wants | None] = lambda ask, situation: None
    # a reader of told play ("he surrendered with 2 units there") that judges a position in
    # words only: a question's story is not read by it
    positions_only: bool = False
    # a kind that says what happens, not which step was illegal ("the game goes on", "lost"):
    # it answers a question's story, and a position told in words is not judged by it
    questions_only: bool = False


def _copied(value: Any) -> Any:
    """A copy of a state read from words: dicts and lists of plain values (a story with five
    untold numbers is filled 16,807 times; deepcopy took half the time of running them)."""
    if isinstance(value, dict):
        return {k: _copied(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copied(v) for v in value]
    return value


def filled(template: dict[str, Any], values: dict[str, Any]) -> dict[str, Any]:
    """A copy of ``template`` with each path ("attempts[1].card.red") set to its value."""
    out = _copied(template)
    for path, value in values.items():
        keys: list[str | int] = [int(k) if k.isdecimal() else k for k in re.findall(r"[^.\[\]]+", path)]
        at: Any = out
        for k in keys[:-1]:
            at = at[k]
        at[keys[-1]] = value
    return out


def number(text: str) -> int | None:
    t = text.lower()
    return int(t) if t.isdecimal() else CARDINALS.get(t)


def first_number(m: re.Match) -> int | None:
    """The number a pattern of several alternatives caught, in whichever group matched."""
    return next((number(g) for g in m.groups() if g), None)


# "round 2", "2nd round", "раунд 2", "второй раунд", "во втором раунде"
_ROUND_TOLD = re.compile(rf"\bround\s+(?P<a>{NUMBER})\b|\b(?P<b>{NUMBER})(?:st|nd|rd|th)?\s+round\b|"
                         rf"\bраунд\w*\s+(?P<c>{NUMBER})\b|\b(?P<e>{NUMBER})\W{{0,2}}\w{{0,2}}\s*раунд|"
                         rf"\b(?P<d>\w+)\s+раунд\w*", re.I)
_ORDINALS_RU = {"перв": 1, "втор": 2, "трет": 3, "четв": 4, "пят": 5, "шест": 6}
_ORDINALS_EN = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}


def round_told(clause: str) -> int | None:
    """The number of the round a clause tells of, if it tells one ("Round 2", "6-й раунд",
    "во втором раунде")."""
    for m in _ROUND_TOLD.finditer(clause):
        word = next(g for g in (m.group("a"), m.group("b"), m.group("c"), m.group("e"), m.group("d")) if g)
        if (value := number(word)) is not None or (value := ordinal(word)) is not None:
            return value
    return None


def ordinal(word: str) -> int | None:
    """The value of an ordinal word ("fourth", «четвёртый», or its stem «перв»), if it is one."""
    low = word.lower()
    if low in _ORDINALS_EN:
        return _ORDINALS_EN[low]
    return next((n for stem, n in _ORDINALS_RU.items() if low.startswith(stem)), None)


def ordinal_word(value: int) -> str | None:
    """The English ordinal of a value ("first" of 1), up to the sixth."""
    return next((w for w, n in _ORDINALS_EN.items() if n == value), None)


# English verbs whose past tense the stemmer does not bring back to the present ("broke" is
# not "break"): a story tells what was done in the past, a rule's act says it in the present
# (not "left", "fell", "rose": as often a side, or a noun)
IRREGULAR_PAST = {"broke": "break", "took": "take", "drew": "draw", "paid": "pay", "spent": "spend",
                  "bought": "buy", "fought": "fight", "won": "win", "lost": "lose", "gave": "give",
                  "threw": "throw", "chose": "choose", "made": "make", "held": "hold", "dealt": "deal",
                  "sent": "send", "got": "get", "ran": "run", "began": "begin", "brought": "bring",
                  "caught": "catch", "kept": "keep", "stole": "steal", "sold": "sell", "told": "tell",
                  "wrote": "write", "rode": "ride", "woke": "wake", "found": "find", "hid": "hide",
                  "led": "lead", "swore": "swear"}
_IRREGULAR_PAST = re.compile(r"\b(?:" + "|".join(IRREGULAR_PAST) + r")\b", re.I)


def in_the_present(text: str) -> str:
    """The text with its irregular past-tense verbs in the present ("I already broke 1 Seal" →
    "I already break 1 Seal"), for matching a story's words to an act's."""
    return _IRREGULAR_PAST.sub(lambda m: IRREGULAR_PAST[m.group(0).lower()], text)


# "… and Leon stopped it …": a step of its own after "and", with no comma — when what comes
# before it has its own verb ("Melissa played Misdirection and Leon stopped it"; not
# "Melissa and Leon sacrificed Cultists")
_AND_STEP = re.compile(r"\s+(?:and|и|а)\s+(?=(?:[A-Z][a-z]+\s+(?:[a-z]+ed|put|took|gave|threw|paid|cast|drew|spent)\b|"
                       r"[А-ЯЁ][а-яё]+\s+[а-яё]+(?:ал|ял|ил|ел|ала|яла|ила|ела|али|яли|или|ели)\b))")
_HAS_VERB = re.compile(r"\b(?:[a-z]+ed|put|took|gave|threw|paid|cast|drew|spent|[а-яё]+(?:ал|ял|ил|ел|ала|яла|ила|ела))\b")


# a reason the asker gives inside the ask: "since it's paid", "because the cost was paid", «раз уж оплачено»
# — told, not asked (not "as", «ведь», nor «раз» as a count: "as normal", «Оно ведь выполняется?», «ещё раз»)
REASON = re.compile(r"\b(?:since|because|given that|now that|раз уж|потому что|так как|"
                    r"раз(?=\s+(?:я|ты|он|она|оно|мы|вы|они|уже)\b))\b[^?,;]*", re.I)


def without_reason(text: str) -> str:
    """The text without the reason it gives ("… since this is an add effect and not
    Conjuration?"); the text itself when nothing else would be left."""
    return bare if (bare := REASON.sub(" ", text)).strip(" ?") else text


def clauses(text: str) -> list[str]:
    """The story's sentences and their "…, then …" parts, in the order told."""
    out = []
    for c in _CLAUSE_SPLIT.split(text):
        if not c or not c.strip(" ,"):
            continue
        m = _AND_STEP.search(c)
        if m is not None and _HAS_VERB.search(c[:m.start()]):
            out += [c[:m.start()], c[m.end():]]
        else:
            out.append(c)
    return [c.strip(" ,") for c in out]


def unquoted(text: str) -> str:
    """The text with what it quotes blanked out (same length, so positions still hold): a
    card's own words name no creature, no player."""
    return QUOTED_TEXT.sub(lambda q: " " * len(q.group(0)), text)


def quoted_names(text: str) -> list[tuple[str, int]]:
    """Card names given in quotes, with where they stand."""
    return [(m.group(1).strip().strip("'’"), m.start()) for m in _QUOTED.finditer(text)]


def number_after(text: str, words: list[str], within: int = 12) -> tuple[int, str] | None:
    """The number right after one of ``words`` ("Red 3", "red value of 2", "красным 3")."""
    for w in words:
        m = compiled(rf"{w}\w*\W{{1,3}}(?:\w+\W+){{0,2}}?{NUMBER}\b", re.I).search(text)
        if m and m.end() - m.start() <= len(w) + within + 8:
            value = number(m.group(m.lastindex or 1))
            if value is not None:
                return value, m.group(0)
    return None


def number_before(text: str, words: list[str]) -> list[tuple[int, str]]:
    """Every number right before one of ``words`` ("3 Cultists", "2 from one of his Nodes")."""
    out = []
    for w in words:
        for m in compiled(rf"\b{NUMBER}\s+(?:\w+\s+)?{w}", re.I).finditer(text):
            value = number(m.group(1))
            if value is not None:
                out.append((value, m.group(0)))
    return out


def has_any(text: str, words: list[str]) -> str | None:
    """The first of ``words`` the text has at a word's start ("sacrific" in "sacrificed")."""
    low = text.lower()
    return next((w for w in words if _word_start(w).search(low)), None)


@lru_cache(maxsize=8192)
def _word_start(word: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(word.lower())}")
