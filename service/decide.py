"""Decide: the verdict of a yes/no question, computed from a rule's normative form (its
``norms`` in rules.yaml) applied to what the question says — never copied from a stored
answer to a similar question.

A norm names an act ("spend a Use token to fire the card", "summon units into a Warded
area") and what the rule says of it: may, must, cannot, need not, is, is not, at most /
at least / exactly N of a quantity, only if a condition holds. The ask says what it asks
of the act (may I? must I? does it happen?), in which polarity, and with which numbers.
The verdict is the norm's modality under that ask:

    ask \\ norm    may   must  cannot  need_not  is   is_not
    permission     yes   yes   no      yes       yes  no
    obligation     no    yes   no      no        -    -
    occurrence     -     yes   no      -         yes  no

flipped for a question asked in the negative. A bound compares the question's number of
the quantity with N; a condition is read as holding or failing from the question's words.
A fact the norm needs that the question does not give is asked back (``needs``), never
assumed. An exception or override of the rule (graph edges) wins when it matches too.
"""
from __future__ import annotations

import os
import re
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Literal

import numpy as np

from corpus.tokens import TIMES, tokenize
from kb.game import GameRules
from kb.glossary import Glossary, book_stems_said, words_said
from kb.model import Norm
from kb.words import (
    AFTER_ASKED,
    DENIED_PLAIN,
    LATER_MOMENT,
    NUMBER,
    QUOTED_TEXT,
    REASON,
    TAIL_TAG,
    VALUE_AS_IT_WAS,
    compiled,
    in_the_present,
    number,
    ordinal,
    ordinal_word,
    round_told,
)
from service.questions import CONCESSION_RU, LEAD_CLAUSE, LEAD_CLAUSE_RU, RELATIVE_DENIED, RELATIVE_DENIED_CLAUSE, language
from service.reading import (
    BRACKETED_DENIAL,
    PEOPLE,
    SAME_AS_BEFORE,
    Number,
    Reading,
    asked_modality,
    counts_per_player,
    denied_apart,
    elided_ordinal,
    expected_result,
    negated_beside,
    negative,
    numbers,
    of_this_game,
    proposes,
    sentences,
    statements,
    without_set_aside,
)
from service.settings import THRESHOLDS as T

Verdict = Literal["yes", "no"]

_TABLE: dict[str, dict[str, Verdict | None]] = {
    "permission": {"may": "yes", "must": "yes", "cannot": "no", "need_not": "yes", "is": "yes", "is_not": "no"},
    "obligation": {"may": "no", "must": "yes", "cannot": "no", "need_not": "no", "is": None, "is_not": None},
    "occurrence": {"may": None, "must": "yes", "cannot": "no", "need_not": None, "is": "yes", "is_not": "no"},
}
_FLIP: dict[Verdict, Verdict] = {"yes": "no", "no": "yes"}

# words that narrow an act, in groups of one sense: repeating ("again", "already", "a
# second"), only, instead, except, both, and undoing ("is paid" says nothing of "refunded").
# A norm whose act has a sense the question lacks, or lacks one the ask has, speaks of
# something else — unless the norm counts (a bound reads "again" as a number)
# (read from the words as written: the stemmer's stop list drops "только", "уже", "same")
# «всего» before a count, asked: "only" («каждый теряет всего 1 рассудок?»); elsewhere "in all"
_ONLY_SO_MANY_RU = re.compile(r"\bвсего\s+(?:\d+|одн\w*|один|дв[ае]|тр[иое]\w*|четыр\w*|пят\w*)\b", re.I)
_SENSES = {name: re.compile(pattern, re.I) for name, pattern in {
    # ("already" before a state is no repetition: "he already counts as Wounded", "уже считается")
    # (nor before a moment: "уже после всех модификаторов" is "only after all modifiers",
    # "вскрыть уже потом" "reveal it later"; nor before an infinitive: "могу уже поставить" is
    # "may I place it yet")
    # (nor after a copula, "is already added", nor before a verb of standing, «где уже стоят
    # враги»: a state)
    # (nor in what it describes: "to check what i've already burned" names cards, it repeats nothing)
    "repeating": r"\b(?:(?<!\bis\s)(?<!\bare\s)(?<!\bwas\s)(?<!\bwere\s)(?<!\bbeen\s)"
                 r"(?<!\bwhat\si've\s)(?<!\bwhat\sive\s)(?<!\bwhat\sweve\s)(?<!\bwhat\swe've\s)(?:already|уже)"
                 # («уже по нанесённым ранам»: on the wounds dealt, a moment, as «уже после»)
                 r"(?!\s+(?:считает\w*|являет\w*|counts?|considered|is|are|после|до|по|потом|затем|after|before|later|"
                 r"сто[ия]т|стоял\w*|лежит|лежат|находит\w*|находят\w*|"
                 r"(?!есть\b)[а-яё]+(?:ть|ти|чь)(?:ся)?|"
                 # (nor before a verb in the present: «эффекты уже срабатывают» is "then
                 # trigger", a state reached — not «уже сработал», a time before)
                 r"[а-яё]+(?:ают|яют|уют|еют|ывают|ивают)(?:ся)?)\b)"
                 r"|again|twice|second|"
                 # ("in the same combat step", "at the same time": one scope for two acts, no repetition)
                 # (nor "the same or greater red value": a comparison)
                 r"same(?!\s+(?:\w+\s+)?(?:step|turn|round|phase|time|moment)|\s+or\b|\s+(?:red\s+)?value\b)|"
                 r"снова|опять|дважды|"
                 r"втор(?:ой|ая|ое|ого|ую)|повторно|тот же|та же|то же)\b",
    # "just" is "only" before what it narrows ("just those 2", "just one", "just the Seer");
    # before a verb it is "simply" ("can I just discard it?") or a moment ("Leon just played")
    # ("do we each just lose 1 sanity total?": "just" before a verb and a count said in total is "only")
    "only": r"\b(?:only|только|лишь)\b|\bjust\s+\w+\s+(?:1|one|a\s+single)\s+(?:\w+\s+)?(?:in\s+)?total\b|"
            r"\bjust\s+(?:the|th[oe]se|this|that|one|two|three|a|an|my|his|her|their|our|"
            r"part|some|half|\d+)\b",
    "instead": r"\b(?:instead|вместо)\b",
    # a way of doing the act the act may not have: "Does the Enemy choose at random?" of
    # "players choose the target if the Leader is not among the tied"
    "random": r"\b(?:at\s+random|random\w*|случайн\w*|наугад|наобум)\b",
    "except": r"\b(?:except|кроме)\b",
    # (and a win said shared: "it's a shared win", «общая победа» — both win)
    "both": r"\b(?:both|оба|обе|обоих|shared\s+(?:win|victory)|share\s+(?:the\s+)?(?:win|victory)|jointly|"
            r"общ\w+\s+побед\w*|совместн\w+\s+побед\w*)\b",
    "undoing": r"\b(?:back|refund\w*|undo\w*|(?!верно\b|верн(?:ый|ая|ое|ые)\b)верн\w*|возвра\w*)\b",  # (not "верно": true)
    # "discard an Arcana card with a lower red value": the comparison is the act's condition,
    # which a norm cannot evaluate ("worth red 4" against "Red 2" is not lower); an engine can
    # ("больше не срабатывает" is "no longer works", no comparison)
    # ("lower the strength": a verb)
    "comparing": r"\b(?:lower(?!\s+(?:the|a|an|its|their|his|her|my|your)\b)|higher|fewer|less|greater|smaller|larger|"
                 r"(?<!or )above|(?<!or )below|exceed\w*|превы[сш]\w*|сверх|"
                 r"bigger|меньше|ниже|выше|меньш\w+|"
                 r"больш\w+(?<!больше)|больше(?!\s+не\b))\b",
}.items()}
# an act of every turn or round: "effects apply in every turn", «в каждом ходе»
# (or against every one of several: "Damage/Attack on the attacker's revealed cards applies against
# every Enemy", asked "do they count again in the attack on Yog?")
_DONE_FOR_EACH = re.compile(r"\b(?:every|each)\s+(?:\w+\s+)?(?:turn|round)s?\b|\bкажд\w*\s+(?:ход\w*|раунд\w*)|"
                         r"\b(?:against|to|on)\s+(?:every|each|all)\s+(?:\w+\s+)?(?:enem\w+|opponents?|players?|participants?)\b|"
                         r"\bпротив\s+(?:кажд\w+|всех)\b", re.I)


def _has_senses(nt: NormText, senses: frozenset[str]) -> bool:
    """Whether a norm's wordings say every one of these narrowing senses (an act of every
    turn or round has "repeating")."""
    lacking = senses - nt.senses
    return not lacking or lacking == {"repeating"} and _DONE_FOR_EACH.search(" ".join(nt.wordings)) is not None


# an act of more than one ("several", "each", "participants"): it speaks of both
_SEVERAL = re.compile(r"\b(?:several|multiple|all|each|every|everyone|participants|players|несколько|нескольк\w+|все|всех|"
                      r"кажд\w+|участник\w*|игрок\w+)\b", re.I)
# an act of more than one of a thing ("apply several prevention effects to one attack"; not
# "each player", which says one each)
_MANY = re.compile(r"\b(?:several|multiple|any\s+number|as\s+many\s+as|несколько|нескольк\w+|сколько\s+угодно)\b", re.I)
# words that add to a count the question does not give ("take another Condition", "several")
_ADDING = frozenset(tokenize("another more extra additional further several multiple many all "
                             "ещё еще дополнительный несколько много все"))
# a game term in an act: capitalised words ("Elder Sign", "Ancient Signs")
_TERM = re.compile(r"\b[A-ZА-ЯЁ][\w'’-]+(?:\s+[A-ZА-ЯЁ][\w'’-]+)*")
# an ask of whether a limit exists: "Is there a limit on how many …", «Есть ли ограничение на …»
_LIMIT_ASKED = re.compile(r"\b(?:is|was)\s+there\s+(?:a|any|some)\s+(?:\w+\s+)?(?:limit|cap|maximum|max)\b|"
                          r"\bthere(?:['’]s| is)\s+(?:a|some)\s+(?:limit|cap|maximum)\b[^?]*\?|"
                          r"\bесть\s+ли\s+(?:\w+\s+)?(?:ограничени\w*|лимит\w*|предел\w*|максимум\w*)", re.I)
# a count asked across what a bound is of ("into different areas across the Region"), and a
# bound of one thing at a time ("per area", "each")
_SPREAD = re.compile(r"\bacross\b|\bdifferent\b|\ball over\b|\bразны[хме]\b|\bпо всему\b", re.I)
_PER_ANY = re.compile(r"\bper\b|\beach\b|\bкажд", re.I)
# what a limit asked of counts: "how many units …", «сколько персонажей …»
_HOW_MANY = re.compile(r"\bhow\s+(?:many|much)\s+(\w+)|\bсколько\s+(\w+)", re.I)
# a count asked of everyone together, against a limit of each one's
_TOTAL_ASKED = re.compile(r"\b(?:altogether|in total|total|combined|between (?:us|them)|all together|всего|вместе|"
                          r"в сумме|суммарно|на всех)\b", re.I)
_PER_ONE = re.compile(r"\bper\s+(?:participant|player|Character|Great Old One|Enemy|unit|creature)\b|\beach\b|"
                      r"\bна\s+(?:участника|игрока|персонажа)\b|\bкажд\w*", re.I)
# a count asked as unbounded: "any number of", "as many as I like", «сколько угодно»
_UNBOUNDED = re.compile(r"\bany number of\b|\bas many (?:\w+\s+){0,2}?as (?:i|you|we|he|she|they) (?:like|want|wish)\b|"
                        r"\bunlimited\b|\bwithout (?:any )?limit\b|\bсколько угодно\b|\bнеограниченн\w*|"
                        r"\bбез (?:всяких )?ограничени\w*|\bлюбое (?:количество|число)\b", re.I)
# "only lose 1 Sanity", "только 2 раны": an "only" before a number
_ONLY_NUMBER = re.compile(rf"\b(?:only|just|только|лишь)\s+(?:\w+\s+)?{NUMBER}\b", re.I)
# ("Можно ли не платить?", "Can I not pay?": leave not to do the act is asked the same way)
# (and an act undone by its verb: "Can she skip Divination?", "she can't avoid it?", "пропустить")
_WITHOUT = re.compile(r"\bwithout\b|\bбез\b|\b(?:skip|skipp\w+|avoid\w*|opt\s+out|пропуст\w*|избеж\w*)\b|"
                      r"\b(?:можно|могу|может|можем)\s+ли\s+(?:\w+\s+)?не\s+\w+|"
                      r"\b(?:can|may|could)\s+(?:i|we|he|she|they|you)\s+not\b|\bnot\s+to\s+\w+", re.I)
# words that ask whether an act is allowed without naming the act ("Is that allowed?",
# "Is this legal?", "Так можно?")
_ALLOWED = frozenset(tokenize("allowed allow permitted legal legit okay ok possible fine right correct "
                              "можно разрешено допустимо законно правильно"))


def bare_permission(ask: str, story: str = "") -> bool:
    """Whether the ask asks leave and names nothing ("Is that allowed?", "Can she?",
    "Можно?"; "Is Kim allowed to do that?" of a story that names Kim): what it asks about is
    the step the story told."""
    # (a player the story names, asked of by name, is who "she" would be)
    names = {st for m in _CAPITALISED.finditer(ask) if m.start() > 0 and compiled(rf"\b{m.group(0)}\b").search(story)
             for st in tokenize(m.group(0))}
    return not set(tokenize(_PRO_ACT.sub(" ", ask))) - _FUNCTION - _ALLOWED - names  # ("Can she do that?" names nothing)


_CAPITALISED = re.compile(r"\b[A-ZА-ЯЁ][a-zа-яё]+\b")


# "do that", "так сделать": an act named only by what the story told
_PRO_ACT = re.compile(r"\b(?:do|doing)\s+(?:that|this|it|so)\b(?!\s+(?:card|effect|\w+ing)\b)|"
                      r"\b(?:так|это)\s+(?:сделать|делать)\b|\b(?:сделать|делать)\s+(?:так|это)\b", re.I)


def last_told(reading: Reading) -> str | None:
    """The story's last sentence when the ask names nothing ("… so I sacrifice 2 of my own
    Cultists to bring it back. Fine?", "Can she do that?"): what such an ask is about. None
    otherwise."""
    if not reading.has_story or not bare_permission(reading.ask, reading.story):
        return None
    told = sentences(reading.story)
    return told[-1] if told else None


# said to be absent: "don't have an", "no", "without", "isn't", "нет", "без" — and what:
# up to two words, then more joined by "or", "and", "nor" ("no Seal or ward there")
_DENIAL = (r"(?:\b(?:don'?t|doesn'?t|didn'?t|do not|does not|did not)\s+(?:have|take|use|choose|pick)\s+(?:an?\s+|any\s+)?"
           # ("not doing a conjuration", "not during a Conjuration": the step denied, not the verb)
           r"|\bnot\s+(?:doing|using|resolving|playing|during)\s+(?:an?\s+|any\s+|the\s+|my\s+)?"
           # (not "not only Cooperative but also …": both)
           r"|\b(?:no|not|without|lacks?|isn'?t|aren'?t)\s+(?!(?:only|just|merely|simply)\b)"
           r"(?:(?:in|inside|within|at)\s+)?(?:an?\s+|any\s+|the\s+)?"
           # ("Neither card I played is Cooperative", "none of them has Flying")
           # (not "none of them is the Node the card is about": which one, not what is absent)
           r"|\b(?:neither|none)\b(?:\s+[\w'’]+){0,3}?\s+(?:(?:has|have|had)\s+(?:an?\s+|any\s+|the\s+)?|"
           r"(?:is|are|was|were)\s+(?!(?:an?|the|my|his|her|their|our|your)\b))"
           # («не брали никаких модификаторов облегчения», «ни одного жетона»)
           r"|\b(?:нет|без|никаких|ни\s+одного|ни\s+одной)\s+)")
_DENIED_WORDS = r"(?!(?:or|and|nor|или|и|ни)\b)[\w'’-]+(?:\s+(?!(?:or|and|nor|или|и|ни)\b)[\w'’-]+)?"
_DENIED = re.compile(_DENIAL + rf"({_DENIED_WORDS}(?:,?\s+(?:or|and|nor|или|и|ни)\s+(?:an?\s+|any\s+)?{_DENIED_WORDS})*)",
                     re.I)
# terms joined as alternatives ("a Warded or Sealed area")
# (each a term of one or more capitalised words, "card" after it: "an Elder Sign, an Arcana
# card or a Character card")
_ALTERNATIVE = r"[A-ZА-ЯЁ][\w'’-]*(?:\s+[A-ZА-ЯЁ][\w'’-]*)*(?:\s+cards?\b)?"
_ALTERNATIVES = re.compile(rf"{_ALTERNATIVE}(?:,\s+(?:an?\s+)?{_ALTERNATIVE})*,?\s+(?:or|или)\s+(?:an?\s+)?{_ALTERNATIVE}")
# an act about what counts against a limit or what something costs
_LIMITING = re.compile(r"\bcounts? (?:towards|toward|against|as)\b|\blimit\b|\bcosts?\b|учитыва\w*|засчитыва\w*|\bлимит|"
                       r"\bстоит\b|стоимост\w*", re.I)
# an ask whose own act is counting ("Можно ли учесть скрытое существо?", "Can I count the
# face-down one?"): whether a thing counts is what it asks, not a permission beside a limit
_COUNTING_ASKED = re.compile(r"\bcount(?:s|ed|ing)?\b|\bучесть\b|\bучитыва\w*|\bзасчита\w*|\bзасчитыва\w*|"
                             r"\bпосчитать\b|\bсосчитать\b", re.I)
# a limit of how many times an act happens ("once per turn": at most 1 time)
_TIMES_COUNTED = frozenset(tokenize("time times раз"))
# a number said as a limit inside an act
_LIMIT_NUMBER = re.compile(r"\b(?:at most|at least|up to|no more than|no fewer than|more than|fewer than|less than"
                           r"|не более|не менее|до)\s+(\d+)\b", re.I)
# a number a state is measured against: "at 9 Progress Points", "with red value 0", "при 3"
# ("at most 4" is a limit, not a threshold)
_THRESHOLD = re.compile(r"\b(?:at|with|reach\w*|upon|value|при|на|с|со)\s+(?!most\b|least\b)"
                        r"(?:(?!most\b|least\b|up\b)\w+\s+)?(\d+)\b", re.I)
# an act said to happen on one side of a moment, asked of the other: "loses Health after its
# extra effects" asked "does he lose Health before the Attack?" is answered "no"
# (one name per side whatever the language: an act in Russian, "после", and an ask in
# English, "after", speak of the same side)
_SIDE = {"before": "before", "до": "before", "after": "after", "после": "after",
         "during": "during", "while": "during", "throughout": "during", "пока": "during", "течение": "during"}
_OPPOSITE_SIDES = {"before": "after", "after": "before"}
_CONDITIONAL = re.compile(r"\b(if|when|once|если|когда)\b", re.I)
# … and its clause, to the next comma
_CONDITION_CLAUSE = re.compile(_CONDITIONAL.pattern + r"[^,?]*", re.I)
_RELATIVE = frozenset(tokenize("next previous following last прошлый следующий предыдущий"))
# words that carry no content when comparing an act with a question
_FUNCTION = frozenset(tokenize("can could do does did is are was were may might must should will would has have had "
                               "i me my we us our you your he him his she her they them their it its a an the to of "
                               "in on at for by with from this that these those any each one few couple "
                               # what the Russian stop list leaves of "оно", "этот", "та", "те"
                               "оно этот та те"))
# words that say how an act goes on ("still"), never which act it is
_PARTICLES_ONLY = frozenset(tokenize("still also too even yet ещё тоже также"))
# "anyway", which no act is about: «я всё равно плачу?» shares «равно» with «всё равно выполняется»
# and «равной» with "equal", not what is asked
_ANYWAY = re.compile(r"\bвс[её]\s+равно\b|\banyway\b", re.I)
# the words of an order asked that name neither of the two ordered: "is … performed before …?"
_ORDERING = frozenset(tokenize("before after first earlier later then perform performed apply applied resolve resolved "
                               "activate activated happen happens done take place occur trigger carried out "
                               "раньше позже прежде после сначала затем выполняется выполняют применяется применяют "
                               "срабатывает разыгрывается происходит"))
_OTHER = frozenset(tokenize("other another другой другая другое другие"))
# one each of the quantity, for each of the players: "can we each play a Character?", "can
# everyone take a Faction?", «может каждый из нас взять по персонажу?»
_EACH_ONE = re.compile(r"\b(?:we|you|they)\s+(?:all\s+)?each\s+(?:\w+\s+){1,2}?(?:a|an|one|their\s+own)\s+(?P<what>\w+)|"
                       r"\b(?:each\s+of\s+us|every(?:one|body)|every\s+player|each\s+player)\s+(?:\w+\s+){1,2}?"
                       r"(?:a|an|one|their\s+own|his\s+own)\s+(?P<what2>\w+)|"
                       r"\bкажд\w*(?:\s+из\s+нас)?\s+(?:\w+\s+){1,2}?по\s+(?P<what_ru>\w+)", re.I)
# a condition said not to hold: "no Seal", "without a Seal", "нет моей Печати", "без печати"
_NEGATORS = re.compile(r"\b(no|not|non|without|never|lacks?|none|nobody|isn|aren|wasn|weren|doesn|don|didn|hasn|haven|hadn|"
                       r"нет|без|не|ни)\b",
                       re.I)


# a count a scope holds for: "with 1 or 2 Characters", "in a 3-player game", "3-Character"
_SCOPE_COUNT = re.compile(r"(?P<values>\d+(?:\s*(?:,|or|и|или)\s*\d+)*)(?:\s+|-)(?P<unit>[^\W\d_]+)")


@dataclass(frozen=True)
class NormText:
    """A norm of a rule, with its words cut once (acts, quantities and conditions)."""
    rule: str
    norm: Norm
    act_stems: frozenset[str]  # both languages' words
    act_words: tuple[frozenset[str], ...]  # each wording's words on its own
    wordings: tuple[str, ...]  # the act, in the other language, and as players put it
    quantity_stems: frozenset[str]
    condition_stems: frozenset[str]
    # the condition's content words in each language it is written in: an English question
    # says it in English words
    conditions: tuple[frozenset[str], ...]
    act_numbers: tuple[Number, ...]
    thresholds: frozenset[int]  # the act's numbers that a state is measured against ("at 9 Progress Points")
    limits: frozenset[int] = frozenset()  # the act's numbers said as limits ("at most 4 rounds")
    senses: frozenset[str] = frozenset()  # the narrowing senses of any of its wordings
    own_senses: frozenset[str] = frozenset()  # … of the act's own words (act, act_ru)
    # the game terms the act names (its capitalised words: "Portal", "Exploration Token"),
    # each as its stems
    terms: tuple[frozenset[str], ...] = ()
    # the counts the norm's scope holds for ("with 1 or 2 Characters", "in a 3-player
    # game"): the values, the stems of what is counted (with the glossary's names for it), and
    # the scope's word for it
    scope_counts: tuple[tuple[frozenset[int], frozenset[str], str], ...] = ()
    # a condition on a number ("Sanity 6 or higher", "рассудок 5 или ниже", "2 or 3
    # Characters are playing"): the values that meet it (a range up to 1000), and the stems of
    # what is counted, in each language the condition is written in
    numeric_condition: tuple[Collection[int], frozenset[str]] | None = None
    # the one kind of thing the glossary lists members of that the norm's scope names ("at
    # most 5 per Enemy": Enemy), and every such kind's members' names (Character: Seer …)
    of_kind: str | None = None
    kinds: Mapping[str, tuple[frozenset[str], tuple[frozenset[str], ...]]] = field(default_factory=dict, hash=False,
                                                                                 compare=False)
    # a one-word term's stem → the stems of the glossary's names for it ("saniti" → рассудок,
    # разум …): "Рассудок … упал до 0" gives the act's "0 Sanity"
    glossed: Mapping[str, frozenset[str]] = field(default_factory=dict, hash=False, compare=False)
    # the glossary's terms that stand in one another's place (Health, Sanity), each as its stems
    contrasts: tuple[tuple[frozenset[str], ...], ...] = ()
    # the stems of an act's case told by what it is with ("in a game with decreased
    # difficulty"), and of the glossary's names for its terms (облегчение …): a story may say
    # it is without them in either language
    with_case: frozenset[str] = frozenset()
    # each kind's member's name → the member it names (the glossary's, read once per game)
    member_as_one: Mapping[frozenset[str], frozenset[str]] = field(default_factory=dict, hash=False, compare=False)
    # the players' words for the book's terms, each with the term's stems ("Cheaper Services" is
    # a Decrease Difficulty modifier)
    said_as_book: tuple[tuple[frozenset[str], frozenset[str]], ...] = ()
    # the players' words for the terms of the act's case (with_case), each as its stems ("Cheaper Services")
    with_case_said: tuple[frozenset[str], ...] = ()
    # the glossary's states a story may tell ended (hidden cards: «вскрыл»), each with its
    # names' stems and the stems of the words that end it
    ended: tuple[tuple[tuple[frozenset[str], ...], frozenset[str]], ...] = ()
    # the norms of the same rule (their own words tell how the book puts the act: "exchange
    # activation at any time", "a unit has to stop when it enters an enemy area")
    rule_norms: tuple[Norm, ...] = field(default=(), hash=False, compare=False)
    # the act's own words (act, act_ru) in its main clause, and those only of the case it is
    # said of ("Sacrifice applies" | "when the card is discarded for Energy"); see _another_act_asked
    act_main: frozenset[str] = frozenset()
    act_case: frozenset[str] = frozenset()
    # a condition of a value below half its maximum ("its Health is below half its maximum"),
    # computed from the two numbers a story tells
    below_half: bool = False

    @classmethod
    def of(cls, rule: str, n: Norm, glossary: Glossary | None = None) -> NormText:
        counts = []
        for m in _SCOPE_COUNT.finditer(n.scope or ""):
            unit = frozenset(tokenize(m.group("unit"))) - _FUNCTION
            if glossary is not None:
                unit |= frozenset(st for term, names in glossary.terms.items() if set(tokenize(term)) <= unit
                                  for name in names for st in tokenize(name))
            counts.append((frozenset(int(v) for v in re.findall(r"\d+", m.group("values"))), unit, m.group("unit")))
        wordings = tuple(w for w in (n.act, n.act_ru, *n.phrasings) if w)
        kinds = glossary.kinds if glossary is not None else {}
        # (of a limit's scope: "at most 5 per Enemy"; an act may name a kind as what it is
        # done to — "the Combat ends when the last Enemy is defeated" is of the Combat)
        per = set(tokenize(n.scope or ""))
        of_kind = [k for k, (names, _) in kinds.items() if names & per]
        case = frozenset(st for w in (n.act, n.act_ru) if w and (with_ := _WITH_CASE.search(w))
                         for st in tokenize(next(g for g in with_.groups() if g))) - _FUNCTION
        case_said: tuple[frozenset[str], ...] = ()
        if case and glossary is not None:
            case |= frozenset(st for term, names in glossary.terms.items() if set(tokenize(term)) <= case
                              for name in names for st in tokenize(name))
            # (and the players' words for them, each whole: "We didn't take Cheaper Services")
            case_said = tuple(words for words, term in glossary.said_as_book if term <= case)
        acts = [a for a in (n.act, n.act_ru) if a]
        act_main = frozenset().union(*(tokenize(_ACT_CASE.sub(" ", a)) for a in acts)) - _FUNCTION
        return cls(rule, n, frozenset(st for w in wordings for st in tokenize(w)),
                   tuple(frozenset(tokenize(w)) for w in wordings), wordings,
                   frozenset(tokenize(n.quantity or "")) | frozenset(tokenize(n.quantity_ru or "")),
                   frozenset(tokenize(n.condition or "")) | frozenset(tokenize(n.condition_ru or "")),
                   tuple(c for c in (frozenset(tokenize(x)) - _FUNCTION for x in (n.condition, n.condition_ru) if x) if c),
                   numbers(n.act, 0), _thresholds(n.act),
                   frozenset(int(m.group(1)) for m in _LIMIT_NUMBER.finditer(n.act)),
                   _senses(" ".join(wordings)), _senses(" ".join(w for w in (n.act, n.act_ru) if w)),
                   tuple(t for m in _TERM.finditer(n.act) if (t := frozenset(tokenize(m.group(0))) - _FUNCTION)),
                   tuple(counts), _numeric_condition(n), of_kind[0] if len(of_kind) == 1 else None, kinds,
                   glossary.one_word_names if glossary is not None else {},
                   glossary.contrast_sets if glossary is not None else (), case,
                   glossary.member_as_one if glossary is not None else {},
                   glossary.said_as_book if glossary is not None else (), case_said,
                   glossary.ended_sets if glossary is not None else (),
                   act_main=act_main, act_case=frozenset().union(*(tokenize(a) for a in acts)) - _FUNCTION - act_main,
                   below_half=any(_BELOW_HALF.search(c) for c in (n.condition, n.condition_ru) if c))


@dataclass
class Decision:
    verdict: Verdict | None = None
    rule: str | None = None  # the rule whose norm (or executed check) decided
    norm: Norm | None = None
    needs: list[dict] = field(default_factory=list)
    facts: list[dict] = field(default_factory=list)  # what of the question the decision used
    why: str = ""  # one line: the norm applied to the question's facts
    why_ru: str = ""  # … in Russian (the answer's reading line is in the asker's language)
    silenced: bool = False  # a guard found the norm does not speak to this question
    # … because the question rules the norm's act out ("I have no Power left" for "spend
    # Power to pay"): a norm further down, about another way, may still answer
    ruled_out: bool = False
    narrowed: frozenset[str] = frozenset()  # the senses ("only", "again") the question adds to the act
    # whether the count told is within the norm's bound (a count's norm only; before any flip
    # of the ask's way of asking): of two counts one act needs, the one not met decides
    count_held: bool | None = None


class Norms:
    """Every norm of every game's rules, with the acts embedded once at start-up."""

    def __init__(self, kb: dict[str, GameRules], encode):
        self.encode = encode  # (a statement of a mixed ask is matched by its own words: see decide)
        self.texts: dict[str, list[NormText]] = {}
        # every wording of every norm's act (act, act_ru, its phrasings), embedded once; a
        # norm's wordings are contiguous, starting at starts[game][i]
        self.vecs: dict[str, np.ndarray] = {}
        self.starts: dict[str, np.ndarray] = {}
        # rule → the rules that are exceptions to it or override it, read off the graph once
        self.excepted_by: dict[str, dict[str, set[str]]] = {}
        self.exceptions: dict[str, set[str]] = {}  # the rules that are an exception to or override another
        self.refined_excepted: dict[str, dict[str, set[str]]] = {}  # rule → exceptions of the rules it refines
        # words in a quarter or more of a game's norms ("card" in Mythos): sharing only them,
        # an ask shares nothing that says which act it is about
        self.common: dict[str, frozenset[str]] = {}
        self.senses: dict[str, dict[str, frozenset[str]]] = {}  # each rule's senses its norms' own words say
        self.names: dict[str, dict[str, list[tuple[str, frozenset[str]]]]] = {}
        self.long_terms: dict[str, frozenset[frozenset[str]]] = {}  # the rules' terms of two or more words, as stems
        self.turn_role_rules: dict[str, frozenset[str]] = {}
        self.states: dict[str, dict[str, tuple[Collection[int], frozenset[str], str]]] = {}
        self.cases: dict[str, dict[frozenset[str], set[frozenset[str]]]] = {}
        self.glossaries = {gid: rules.glossary for gid, rules in kb.items() if rules.glossary is not None}
        # each rule's phase — the book's section its quote stands in that is a phase ("Influence
        # Phase") — and each phase's names as a question says them (see _of_another_phase)
        self.phase_of: dict[str, dict[str, str]] = {}
        self.phase_names: dict[str, dict[str, list[frozenset[str]]]] = {}
        for gid, rules in kb.items():
            by: dict[str, set[str]] = {}
            for src, dst, data in rules.graph.graph.edges(data=True):
                if data["relation"] in ("exception_of", "overrides") and src in rules.graph.rules:
                    by.setdefault(dst, set()).add(src)
            # … and a rule that refines another is excepted by what excepts the one it refines
            # (no Cultists against red 0 excepts "take them from any occupied Node" as well)
            for src, dst, data in rules.graph.graph.edges(data=True):
                if data["relation"] == "refines" and src in rules.graph.rules:
                    self.refined_excepted.setdefault(gid, {}).setdefault(src, set()).update(by.get(dst, ()))
            self.excepted_by[gid] = by
            # (the deepest phase of a quote's section path: a phase within a phase is the narrower)
            self.phase_of[gid] = {rid: title for rid, cit in rules.graph.citations.items() if cit is not None
                                  for title in cit.section if _PHASE_TITLE.fullmatch(title)}
            self.phase_names[gid] = {title: _phase_names(title, rules.glossary) for title in set(self.phase_of[gid].values())}
            self.exceptions[gid] = {src for sources in by.values() for src in sources}
            texts = [replace(NormText.of(r.id, n, rules.glossary), rule_norms=tuple(r.norms))
                     for r in rules.graph.rules.values() for n in r.norms]
            self.texts[gid] = texts
            senses: dict[str, frozenset[str]] = {}
            for t in texts:
                senses[t.rule] = senses.get(t.rule, frozenset()) | t.own_senses
            self.senses[gid] = senses
            # each rule's proper names ("Cheaper Services", "Damage Limit per Attack",
            # "Cooperative"; not a term of its act, "gain Ancient Sign"), with their stems
            # the rules with a norm of the active or inactive player (read once, not per question)
            self.turn_role_rules[gid] = frozenset(t.rule for t in texts if _TURN_ROLE.search(t.norm.act))
            # each noun the acts name in cases ("upgrade": Influence, Conflict, Unit …)
            cases: dict[frozenset[str], set[frozenset[str]]] = {}
            for t in texts:
                for q, w in _CASE_IN_ACT.findall(t.norm.act):
                    if not w.endswith(("ed", "ing")):
                        cases.setdefault(_stems_of(w), set()).add(_stems_of(q))
            self.cases[gid] = cases
            # the states a number defines ("a Character is Insane" only at "Sanity 5 or below"):
            # each state's stem → the values it holds at, what is counted, and its word
            self.states[gid] = {stem: (t.numeric_condition[0], t.numeric_condition[1], m.group(1))
                                for t in texts if t.norm.modality == "only_if" and t.numeric_condition is not None
                                and (m := _STATE_DEFINED.search(t.norm.act)) is not None
                                for stem in tokenize(m.group(1))}
            self.long_terms[gid] = frozenset(stems for r in rules.graph.rules.values() for term in r.terms
                                             if len(stems := frozenset(tokenize(term)) - _FUNCTION) >= 2)
            self.names[gid] = {r.id: [(term, st) for term in r.terms if _PROPER_NAME.fullmatch(term)
                                      and (st := frozenset(tokenize(term)) - _FUNCTION)]
                               for r in rules.graph.rules.values()}
            df: dict[str, int] = {}
            for t in texts:
                for w in frozenset().union(*t.act_words):
                    df[w] = df.get(w, 0) + 1
            self.common[gid] = frozenset(w for w, n in df.items()
                                         if n >= max(T.norm_common_share * len(texts), T.norm_common_min))
            if texts:
                self.vecs[gid] = encode([w for t in texts for w in t.wordings])
                self.starts[gid] = np.cumsum([0] + [len(t.wordings) for t in texts[:-1]])

    def closeness(self, game: str, qvecs: list[np.ndarray]) -> np.ndarray:
        """Each norm's closeness to the question: its closest wording to any of the vectors."""
        per_wording = np.max([self.vecs[game] @ v for v in qvecs], axis=0)
        return np.maximum.reduceat(per_wording, self.starts[game])

    def decide(self, game: str, reading: Reading, qvecs: list[np.ndarray], stems: set[str],
               linked: list[tuple[str, float]]) -> Decision:
        """The verdict of the best-matching norm among the linked rules (and the rules that
        are exceptions to or override them)."""
        if not reading.yes_no or game not in self.texts or not self.texts[game]:
            return Decision()
        if (aside := _OR_ONLY.search(reading.ask)) is not None and (first := reading.ask[:aside.start()].strip(" ,")):
            # "Can the Detective swing at one of the Seer's cards, or only at the ones assigned to
            # him?", "does my prevention lower his strike to 2 or only the wounds": the first is
            # asked, the other is what the asker sets against it (its words are not the act's:
            # "only the wounds" answered Yes from "prevention reduces the wounds dealt")
            part = f"{first}?"
            set_against = _stems_of(reading.ask[aside.start():]) - _stems_of(f"{reading.story} {part}")
            return self.decide(game, _asked_alone(reading, part), qvecs, stems - set_against, linked)
        if len(parts := statements(reading.ask, reading.lang, anded=reading.mixed)) > 1 \
                or len(parts := denied_apart(reading.ask, reading.lang)) > 1:
            # (a denial beside an affirmed statement, or "So it still happens, but the cost stays
            # paid, right?": two statements, each its own norm's)
            return self._each_statement(game, reading, parts, stems, linked)
        link = {rid: s for rid, s in linked}
        near = {rid for rid, s in linked if s >= T.norm_rule_link}
        # an exception or override of a linked rule may be what decides
        near |= {src for rid in near for src in self.excepted_by[game].get(rid, ())}
        texts = self.texts[game]
        # (what "for her" says, in the book's words; and "round 1" said as the first round)
        stems = stems | _for_another(texts[0].kinds, reading.text) | _rounds_as_ordinals(reading.text)
        # (the kind of each member named, "the Rabid Beast" an Enemy: see the coverage below)
        member_kinds = _kinds_of_members(texts[0].kinds, reading) - stems
        if _SIGNED.search(reading.text):
            stems = stems | _MODIFIER_STEMS
        sims = self.closeness(game, qvecs)
        # a norm this close to the question speaks for its rule even where the rule's other
        # texts (statement, canonical questions) ranked it low
        near |= {nt.rule for i, nt in enumerate(texts) if sims[i] >= T.norm_links_rule}
        if not near:
            return Decision()
        # ("Is that allowed?" names no act: the story does)
        # (nor the reason the ask gives, «Раз уж я заплатил, разве оно не должно выполниться?»: told)
        asked = set(tokenize(_ANYWAY.sub(" ", REASON.sub(" ", reading.ask)))) - _FUNCTION - _ALLOWED
        granted = frozenset(st for m in REASON.finditer(reading.ask) for st in tokenize(m.group(0))) - _FUNCTION
        if _SIGNED.search(reading.ask):
            asked |= _MODIFIER_STEMS  # ("the +2 goes on first": a modifier, however the book names it)
        if (glossary := self.glossaries.get(game)) is not None and (book_words := glossary.said_stems(asked)):
            # "Can I pull them from all three?": the book's "take … from any occupied Node" is
            # asked (and "can I burn a few of them?" asks of the book's "sacrifice", not of "burn")
            asked = (asked - glossary.players_words(asked)) | (book_words - _FUNCTION)
        # the ask's words that tell the game's norms apart; an ask with none ("Does that negate
        # it?": words most Mythos norms use) is matched by the words it has
        distinct = (asked - self.common[game]) or asked
        cands: list[tuple[float, NormText, Decision]] = []
        # each norm a guard silenced ("again" it lacks, a denied term): its score, its rule, and
        # the senses the ask narrowed it by
        silenced_by: list[tuple[float, str, frozenset[str], bool]] = []  # (… and whether of other rounds)
        # … of another case (see below), with its rule: it still silences a rule the question is less about
        other_case: list[tuple[float, str]] = []
        # every norm a guard silenced, with the words of the ask it shares (see below)
        quiet: list[tuple[str, frozenset[str], bool]] = []  # (… and whether it is of other rounds)
        # the rules linked whose norms are of the active or inactive player, when the question
        # names neither role (see below)
        role_unsaid = set() if _TURN_ROLE_SAID.search(reading.text) else self.turn_role_rules[game] & near
        bare = _bare_totals(reading)  # (the ask's own totals, once per question)
        # the rules whose limit could not count what the question tells, asked another one (see below)
        unsure_limits: set[str] = set()
        # the denials that read the ask but cannot answer it as put, neither silenced nor asking back (see below)
        unanswering: list[NormText] = []
        # the only-if norms of a game term the ask names that are not close enough to answer, or
        # let in by their words alone and only asking back their condition: each is still the
        # norm of that term (see the override below)
        asking_by_words: list[tuple[float, NormText, Decision]] = []
        for i, nt in enumerate(texts):
            if nt.rule not in near:
                continue
            coverage = max(_coverage(words, stems) for words in nt.act_words)
            if member_kinds and _first_content(nt.norm.act) in member_kinds and not _ANOTHER_OF_KIND.search(nt.norm.act):
                # an act said of the kind, its subject, speaks of the member the question names
                # ("Enemies are never Wounded" of "the Rabid Beast is down to 1 Health. Is it
                # Wounded?") — not one of "another" of the kind, which the member alone does not tell
                coverage = max(coverage, *(_coverage(words, stems | member_kinds) for words in nt.act_words))
            if nt.norm.modality == "only_if" and nt.conditions:
                # (a question that tells of the condition says the act with it: "Only one of the
                # two Outposts adjacent … has been built. Can I build the Acropolis anyway?")
                coverage = max(coverage, *(_coverage(words | c, stems) for words in nt.act_words for c in nt.conditions))
            if coverage < T.norm_coverage:
                continue
            # the act close in meaning; or the rule itself matched very closely and the act
            # fairly; or the rule linked and every word of the act in the question ("regain 1
            # Sanity at the Shop" in "pay a fourth time at this Shop to get one more Sanity back")
            covered = coverage >= 1.0 and link.get(nt.rule, 0.0) >= T.norm_rule_link and sims[i] >= T.norm_match_covered
            # or the rule the whole question is most about (linked first, closely), with most
            # of the act's words and its head word said ("move a unit out of a contested area" in
            # … can my unit still move out of the contested area?" at 0.44)
            covered = covered or (bool(linked) and linked[0][0] == nt.rule and linked[0][1] >= T.norm_top_link
                                  and coverage >= T.norm_top_coverage and sims[i] >= T.norm_top_match
                                  and _head_said(nt, stems))
            # or a linked rule's act whose condition is on a number the question gives ("a
            # Character is Sane" only at "Sanity 6 or higher", asked "She's still Sane at 6?"):
            # computed, not matched
            covered = covered or (link.get(nt.rule, 0.0) >= T.norm_rule_link and nt.numeric_condition is not None
                                  and _current(nt.numeric_condition[1], reading, nt.numeric_condition[0]) is not None
                                  and _asks_state(nt, reading.ask))
            # or a linked rule's limit past which the ask's own total of its quantity lies
            covered = covered or (link.get(nt.rule, 0.0) >= T.norm_rule_link and _total_past_limit(nt, reading, bare))
            # or any linked rule's act whose words the question says nearly all of, its head
            # word among them, from a little closer still
            covered = covered or (link.get(nt.rule, 0.0) >= T.norm_rule_link and sims[i] >= T.norm_said_match
                                  and coverage >= T.norm_said_coverage and _head_said(nt, stems))
            score = float(sims[i]) + T.norm_coverage_weight * coverage
            if sims[i] < T.norm_match and not covered \
                    and not (link.get(nt.rule, 0.0) >= T.norm_rule_close and sims[i] >= T.norm_match_close_rule):
                if nt.norm.modality == "only_if" and any(t & asked for t in nt.terms) \
                        and ((d := self._apply(game, nt, reading, stems)).verdict or d.needs):
                    asking_by_words.append((score, nt, d))
                continue
            # the ask drives: a norm that shares none of those words with it speaks of the story
            # ("I broke 2 enemy Seals — does the game end?" is not asking about Seals)
            if asked and not any(distinct & words for words in nt.act_words):
                continue
            # … nor one that shares only a particle with an ask of a member its act does not
            # name: "Does the Detective still lose 2 Health from his Bleed?" is not of "the card
            # that defeated the last Enemy still applies its effects", its card the story's
            if asked and not any((distinct - _PARTICLES_ONLY) & words for words in nt.act_words) \
                    and _names_unnamed_member(nt, asked):
                continue
            # … nor an act the reason it gives says whole ("Since I choose the order in which I
            # play cards, can I apply a card's effects in any order too?"): that is granted, the
            # ask is of something else
            if granted and any(words - _FUNCTION <= granted for words in nt.act_words) and not _head_said(nt, asked):
                continue
            # … nor one whose subject only the reason names, while the ask names a thing of its own
            # the act does not and another act of its rule does ("Because the Attack card defeated
            # the last Enemy, do we still apply end-of-turn effects?" is not of "the card that
            # defeated the last Enemy still applies its effects")
            if granted and _head_said(nt, granted) and not _head_said(nt, asked) \
                    and (own_words := asked - granted - nt.act_stems - _PARTICLES_ONLY - self.common[game]) \
                    and any(o.rule == nt.rule and o is not nt and own_words & o.act_stems for o in texts):
                continue
            if (nt.norm.bound is not None or nt.norm.modality == "cannot") and (conceded := _conceded_stems(reading.text)) \
                    and (head := _first_content(nt.norm.act)) in conceded and head not in _stems_of(reading.ask) \
                    and (str(nt.norm.bound) in conceded if nt.norm.bound is not None
                         else any(o.rule == nt.rule and o is not nt and o.norm.modality == "may"
                                  and _first_content(o.norm.act) in asked - nt.act_stems for o in texts)):
                # "I know I only get to roll 10, but can I turn the extra 2 into …?": the limit
                # the asker grants is not what is asked (nor the prohibition, when the ask's own
                # word heads a permission of its rule: "I know Conjuration can't summon into Sealed
                # areas. … Can I add it there?" — not "… can I put my Spawn there?", the same act)
                continue
            d = self._apply(game, nt, reading, stems)
            if d.verdict is None and not d.silenced and nt.norm.bound is not None and nt.norm.modality in ("at_most", "exactly") \
                    and _another_of(nt.quantity_stems, reading.ask) is not None:
                unsure_limits.add(nt.rule)
            if d.verdict is None and sims[i] < T.norm_match and covered:
                if d.needs and nt.norm.modality == "only_if":
                    asking_by_words.append((score, nt, d))
                continue  # let in by its words alone, it may decide, not ask back
            if d.verdict is None and not d.needs and not d.silenced and not d.facts and nt.norm.modality == "is_not":
                unanswering.append(nt)
            if d.verdict is None and not d.needs:
                # a norm of a narrower case than the question's ("gain 1 Ancient Sign instead"
                # asked "can I awaken it?") or one that says what a limit counts speaks of
                # another case and leaves the others be; one with no number asked about a
                # number leaves them be too (a limit's norm answers that)
                if d.narrowed and d.narrowed <= self.senses[game].get(nt.rule, frozenset()):
                    # a wording of a rule without the "only" the question says, while another
                    # of its norms says it ("учитываются только вскрытые карты"): that one speaks
                    continue
                # (not one whose own act is narrower, "again" the question does not say: that is
                # another case, not the question's)
                if d.silenced and not d.ruled_out and not d.why.startswith(_NARROWER):
                    quiet.append((nt.rule, frozenset(distinct & nt.act_stems), d.why.startswith(_OTHER_ROUNDS)))
                if d.silenced and not d.ruled_out and not d.why.startswith(_NO_NUMBER):
                    if d.why.startswith((_NARROWER, _COUNTS_ONLY)):
                        other_case.append((score, nt.rule))
                    else:
                        silenced_by.append((score, nt.rule, d.narrowed, d.why.startswith(_OTHER_ROUNDS)))
                continue  # the norm says nothing of what is asked (a "may" asked "does it happen?")
            cands.append((score, nt, d))
        if not cands:
            return Decision()
        cands.sort(key=lambda c: -c[0])
        # an exception whose own case the question denies says nothing of it ("… he loses 1
        # sanity because its not a cooperative card, right?"): the rule it excepts answers
        cands = [c for c in cands if not any(c[1].rule in self.excepted_by[game].get(o.rule, ()) and o.rule != c[1].rule
                                             and _own_case_denied(c[1], o, reading) for _, o, _ in cands)] or cands
        # (a rule of another phase than the step asked is not the question's when a rule of the
        # phase named decides: only then — a phase's section also holds rules of the whole game,
        # "Recovery Points must be used at once", told in the Exploration Phase)
        if (other_phase := self._of_another_phase(game, reading)) \
                and any(d.verdict and nt.rule not in other_phase and nt.rule in self.phase_of[game] for _, nt, d in cands):
            cands = [c for c in cands if c[1].rule not in other_phase]
            linked = [(rid, s) for rid, s in linked if rid not in other_phase]
            link = {rid: s for rid, s in linked}
        exceptions = self.exceptions[game]
        # an exception that matches about as well as the rule it excepts wins
        best_sim, best, decision = cands[0]
        # (… but not one that answers Yes against its rule's prohibition of the case the ask
        # puts its thing in: that exception is passed over, here and below)
        passed_over = {nt.rule for _, nt, d in cands if nt.rule in self.excepted_by[game].get(best.rule, ())
                       and _prohibits_its_own_case(best, decision, nt, d, reading.ask)}
        for s, nt, d in cands[1:]:
            if nt.rule in exceptions and best.rule not in exceptions and best_sim - s < T.norm_exception_margin:
                if nt.rule not in passed_over:
                    best_sim, best, decision = s, nt, d
                break
        # … nor, however much closer the exception is (the case is said of the very place asked),
        # the prohibition tried or not (its rule's other norm, "may add a unit into a Sealed
        # area … not Conjuration", may be the one the ask came closest to)
        against = next(((s, nt, d) for s, nt, d in cands if best.rule in self.excepted_by[game].get(nt.rule, ())
                        and _prohibits_its_own_case(nt, d, best, decision, reading.ask)), None)
        if against is None and decision.verdict == "yes" and best.rule in exceptions:
            against = next(((best_sim, nt, d) for nt in texts if nt.norm.modality == "cannot"
                            and best.rule in self.excepted_by[game].get(nt.rule, ())
                            and _prohibits_its_own_case(nt, d := self._apply(game, nt, reading, stems), best, decision,
                                                        reading.ask)), None)
            if against is not None:
                cands.append(against)  # (in the exception's place)
        if against is not None:
            passed_over.add(best.rule)
            best_sim, best, decision = against
        if decision.verdict and any(nt.rule in self.excepted_by[game].get(best.rule, ())
                                    and (own := _stems_of(nt.norm.act) - _stems_of(best.norm.act) - _FUNCTION)
                                    and own <= stems for nt in unanswering):
            # "Does a card played for another Character with Cooperative have to cost the receiver
            # 1 Sanity?": an exception of the case the question tells, all its own words said, that
            # cannot answer the ask as put (a duty asked of what it says is not so) leaves its rule
            # no answer either
            return Decision()
        if decision.verdict is None:
            # the closest norm only asks back ("How many Schemes?") while a rule the question
            # is clearly more about decides: that rule's norm answers
            # — or a norm that says more of what the ask says ("summon units into a Warded or
            # Sealed area" for "Can I summon a unit into a Sealed area?", over "summon units
            # with one Conjuration", which would ask how many)
            # (of several such, the one that says most of the ask: "convert a rolled die …" over
            # "exhausted figures roll dice", asked "can I convert 2 of my rolled dice?")
            closer = link.get(best.rule, 0.0) + T.norm_linked_margin
            deciding = [(s, nt, d) for s, nt, d in cands[1:]
                        if d.verdict and best_sim - s < T.norm_linked_conflict
                        and (link.get(nt.rule, 0.0) > closer or len(asked & nt.act_stems) > len(asked & best.act_stems)
                             # (or one whose own case the story tells, asked again: "In this game it
                             # is already awake. Can I awaken it again?" of "… an Avatar that is
                             # already awake" — not "Anna already chose the north Rift. Do I still
                             # move a Rift?")
                             or "repeating" in _senses(reading.ask) and _state_told_so(nt, reading)
                             # (or one whose own case, the words that set it apart from the norm
                             # asking back, the question tells: "Short variant tonight. … do I also
                             # resolve the Empowered effect on my Avatar card?" of "cannot … in a
                             # Short game", over "only if your Avatar is Dormant")
                             or best.norm.modality == "only_if"
                             and bool(own := _stems_of(_act(nt.norm, reading.lang)) - _stems_of(_act(best.norm, reading.lang))
                                      - _FUNCTION)
                             and own <= _as_book(nt, frozenset(stems)))]
            if deciding:
                most = max(len(asked & nt.act_stems) for _, nt, _ in deciding)
                best_sim, best, decision = next(c for c in deciding if len(asked & c[1].act_stems) == most)
        settled = False  # the best norm chosen by what the question says, not by closeness
        # (… a prohibition over another rule's condition that holds: that rule, linked closer,
        # answers Yes only as far as its condition goes, and does not set the question apart)
        # the rules whose conditions, holding, are needed only (an exception passed over above is one)
        needed_of: set[str] = set(passed_over)
        if decision.verdict and not decision.facts:
            # a norm whose condition the question says fails ("None of my units have Flying"
            # for "a starting unit in a void area only if it has Flying"), or that goes the
            # other way round the table, speaks to this question more than one that uses none
            # of its facts
            for s, nt, d in cands:
                if d.verdict and d.verdict != decision.verdict and best_sim - s < T.norm_linked_conflict \
                        and any(f["slot"] == "condition" and f["value"] is False or f["slot"] == "direction"
                                for f in d.facts):
                    best_sim, best, decision, settled = s, nt, d, True
                    break
        if decision.verdict and not settled and decision.count_held is not None:
            # of two counts of one rule's act, each told (the defender's figures and the
            # participants, for surrendering), the one not met decides: each is needed, neither
            # is enough
            for s, nt, d in cands:
                if nt.rule == best.rule and d.count_held is not None and d.count_held != decision.count_held \
                        and d.verdict and d.verdict != decision.verdict and best_sim - s < T.norm_linked_conflict:
                    if decision.count_held:
                        best_sim, best, decision = s, nt, d
                    settled = True
                    break
        if decision.verdict and not settled:
            # of two norms of one rule deciding opposite ways, the one whose own words the
            # question all says, while it lacks one of the other's, is the question's case
            # ("awaken an Avatar in a Short game" over "spend Ancient Signs to awaken a dormant
            # Avatar", asked in a Short game), from farther than norms too close to tell apart
            for s, nt, d in cands:
                if nt.rule != best.rule or not d.verdict or d.verdict == decision.verdict \
                        or best_sim - s >= T.norm_linked_conflict:
                    continue
                if best.norm.modality == "cannot" and d.verdict == "yes" \
                        and (nt.norm.bound is not None or nt.norm.modality == "only_if") and _case_said_as_acts(best, nt, reading):
                    # (a prohibition of the case the story tells, its words said as the act says
                    # them, is not overridden by a count or a condition that holds, however much
                    # more of the ask that says: "We're playing a Short game. … Can I spend them
                    # to awaken my Avatar?")
                    break
                # (wording by wording: a phrasing's words are no more the act's than another's;
                # a count within a limit is a yes only to the count, and a condition that holds
                # only to the condition — "only if he has Ammo left" is needed, not enough —
                # which a prohibition of the case the question says overrides even when it says
                # all of the other act too)
                # ("in the same combat step" is the scope of two acts said together: "spend a
                # Follower and also a Lore in the same combat step" of "… and also 1 Lore …?")
                # (the story's words, and the book's for the players': "the short variant" is the Short Game)
                said_as_book = _as_book(nt, frozenset(stems))
                if any((extra := w - best.act_stems - _FUNCTION - _SAME) and extra <= said_as_book for w in nt.act_words) \
                        and (all(w - nt.act_stems - _FUNCTION - stems for w in best.act_words)
                             or (best.norm.bound is not None or best.norm.modality == "only_if")
                             and decision.verdict == "yes" and nt.norm.modality == "cannot"
                             # (both said whole, the one that says more of the ask: "During setup,
                             # do we set aside the Great Old One card before shuffling the
                             # Exploration deck?" is "set aside … before shuffling …", not "is
                             # shuffled into the Exploration deck at setup")
                             or len(asked & nt.act_stems) > len(asked & best.act_stems)
                             # (or the one of the thing that says what the question's thing says:
                             # "Is resolving a Scheme effect that says may optional?" is "need not
                             # resolve one that says may", not "Scheme effects are not optional")
                             or _says_as_told(nt, reading) and not _says_as_told(best, reading)
                             # (or the one of the ordinal case the question is in: "the Leader
                             # Token passes in the first round" (is not), asked in round 1, over
                             # "… passes to the left at the start of each round")
                             or any(ordinal(st) is not None for st in extra) and any(_EACH.search(w) for w in best.wordings)):
                    best_sim, best, decision, settled = s, nt, d, True
                    break
            if not settled and decision.verdict == "yes" and best.norm.modality == "only_if":
                # a condition that holds is needed, not enough: the rule's prohibition of the
                # case the question tells, all its words said, answers ("he plays it for her")
                for nt in texts:
                    if nt.rule == best.rule and nt.norm.modality == "cannot" \
                            and any((w - _FUNCTION) <= stems for w in nt.act_words) \
                            and (d := self._apply(game, nt, reading, stems)).verdict == "no":
                        best, decision, settled = nt, d, True
                        cands.append((best_sim, nt, d))  # (in its condition's place)
                        break
                else:
                    # … or another rule's prohibition of it, all its words said: "My Evasive unit
                    # in a contested area is exhausted. Can it move?" — Evasive lets it leave a
                    # contested area, and an exhausted unit cannot move
                    # (linked or not: "My Flying unit is exhausted … Can it move to a void area?";
                    # told of the thing the condition is of — in one sentence with it — and of
                    # no other thing told: not "my other unit is exhausted")
                    for nt in texts if not _CONTRASTED.search(reading.text) else ():
                        if nt.rule != best.rule and nt.norm.modality == "cannot" \
                                and (_told_with_condition(nt, best, reading, stems) or _place_told_so(nt, reading, stems)) \
                                and not _state_told_not_so(nt, reading) \
                                and (d := self._apply(game, nt, reading, stems)).verdict == "no":
                            needed_of.add(best.rule)
                            best, decision, settled = nt, d, True
                            cands.append((best_sim, nt, d))  # (in the condition's place)
                            break
        if decision.verdict == "no" and best.norm.modality == "cannot" and not _CONTRASTED.search(reading.text):
            # … the same, the prohibition the closer: "… summon my Subtle unit into a Sealed
            # contested area?" — Subtle lets a unit into a contested area, not into a Sealed one
            needed_of.update(nt.rule for _, nt, d in cands
                             if nt.rule in self.excepted_by[game].get(best.rule, ()) and nt.norm.modality == "only_if"
                             and d.verdict == "yes" and _told_with_condition(best, nt, reading, stems))
        if decision.verdict and not settled and _said_of_things(reading.text) \
                and not any(_act_says(w) for w in best.wordings):
            # "My Scheme effect says may. Is it optional?": of one rule's norms, the one of a
            # thing that says what the question's thing says is its case, not the general one
            for nt in texts:
                if nt.rule == best.rule and nt is not best and _says_as_told(nt, reading) \
                        and (d := self._apply(game, nt, reading, stems)).verdict:
                    best, decision, settled = nt, d, True
                    cands.append((best_sim, nt, d))  # (in the general one's place)
                    break
        if decision.verdict == "yes" and not settled and (denied := _one_of_both_denied(best, cands, reading)) is not None:
            # "Can he charge the Relic back up to 9 and use it a second time?": two acts asked
            # together, one allowed and the other not, are not allowed together
            best, decision = denied
        if best.rule not in role_unsaid and any(link.get(r, 0.0) >= link.get(best.rule, 0.0) for r in role_unsaid):
            # "It's my turn — does my opponent apply his prevention before mine?": the order of
            # the players' effects is what is asked, its norms said of roles the question does not
            # name; another rule's norm matched on "before" answers nothing of it
            return Decision(rule=best.rule)
        # (against a verdict, a norm of the best one's rule silenced does not silence it when the
        # question says nearly every word of its act — "cannot save Recovery Points for later"
        # over "must use Recovery Points immediately", silenced as of "at once" —; and no norm
        # the ask narrowed by a sense the best one has silences it — "… fire a second time at
        # the end of the Enemies' turn?": "apply in every turn" has it, "apply in its own turn"
        # and "end-of-round effects apply …" do not; they speak of another case; nor, against a
        # limit's count, a norm the ask narrowed by repeating: "Can I cast a third spell?" is
        # counted by "at most 2 spells", whatever "cast a spell during Spell Casting" says)
        covered = decision.verdict is not None \
            and max(_coverage(w, stems) for w in best.act_words) >= T.norm_own_rule_coverage
        counted = decision.verdict is not None and best.norm.bound is not None and bool(decision.facts)
        # (nor, one of other rounds than the question's, the act of the rounds the question is
        # in: "… in round 2, 4 or 6" answers "a new Curse at the start of rounds 1, 3 and 5?" asked
        # in round 4; "from round 3 … gain Enhance" lists no rounds, and is silenced)
        of_its_rounds = _ROUNDS_LISTED.search(best.norm.act) is not None
        silenced = max((sc for sc, rule, narrowed, other_rounds in silenced_by
                        if not (rule == best.rule and covered
                                or decision.verdict and narrowed and _has_senses(best, narrowed)
                                or counted and narrowed == {"repeating"}
                                or other_rounds and of_its_rounds)), default=0.0)
        if silenced > best_sim - T.norm_ambiguous or any(
                sc > best_sim - T.norm_ambiguous and link.get(rule, 0.0) > link.get(best.rule, 0.0) + T.norm_other_case_margin
                for sc, rule in other_case):
            # (a norm of another case silences the rest when its rule is the one the question
            # is more about: "the Insane Sorcerer's Sacrifice card …" over "Sacrifice applies
            # when the card is discarded for Energy", asked of the Insane Sorcerer's cost)
            # the closest norm was silenced by a guard: the next one is no safer for being next
            return Decision(rule=best.rule)
        for s, nt, d in cands:
            if nt is best or settled:
                continue
            if best_sim - s < T.norm_ambiguous and d.verdict and decision.verdict and d.verdict != decision.verdict:
                # two norms about as close pull opposite ways ("may join in a Nexus area",
                # "cannot join outside a Nexus area"): the words that tell them apart decide,
                # when the question has all of one's and lacks one of the other's
                own, other = best.act_stems - nt.act_stems - _FUNCTION, nt.act_stems - best.act_stems - _FUNCTION
                if own <= stems and other - stems:
                    continue
                # an exception closer than the rule it excepts, on a word of its own the
                # question says, wins (a Cooperative card played for another costs no Sanity)
                if best.rule in self.excepted_by[game].get(nt.rule, ()) and own & stems:
                    continue
                # (… and a prohibition of the case the question names stands against its exception)
                if nt.rule in self.excepted_by[game].get(best.rule, ()) \
                        and _prohibits_its_own_case(best, decision, nt, d, reading.ask):
                    continue
                # … and an exception whose own words the question all says wins over the rule
                # it excepts, closer or not ("kills the last enemy … she doesnt lose the 1
                # health at end of turn for being insane, right?")
                if nt.rule in self.excepted_by[game].get(best.rule, ()) and other and other <= stems:
                    best_sim, best, decision = s, nt, d
                    continue
                # (words of its own, all said: one with none says no more of the ask — "players without
                # figures join a conflict in a Nexus area" has no word "… outside a Nexus area" lacks)
                if other and other <= stems and own - stems and nt.rule == best.rule:
                    best_sim, best, decision = s, nt, d
                    continue
                # of one rule's norms, the one that says more of what is asked is the question's
                # case ("Bleed still applies after the last Enemy is defeated" over "the Combat
                # ends at once when …", asked "does he still lose Health from Bleed?")
                if nt.rule == best.rule and len(distinct & best.act_stems) > len(distinct & nt.act_stems):
                    continue
                # of one rule's "may" and its limit, the limit a count the question gives goes
                # past decides: "may play a card for another Character", "at most 1 per turn",
                # asked of a second one
                if nt.rule == best.rule and _past_limit(best, decision, nt):
                    continue
                if nt.rule == best.rule and _past_limit(nt, d, best):
                    best_sim, best, decision = s, nt, d
                    continue
                return Decision(rule=best.rule)
        if decision.verdict == "yes" and best.norm.modality == "may" and best.rule in unsure_limits:
            # "may play a card for another Character" asked of another one, while its rule's "at
            # most 1 per turn" cannot count the one told (was it Cooperative?): the permission
            # says nothing of how many
            return Decision(rule=best.rule)
        shared = distinct & best.act_stems
        # (… and, as above, one of other rounds is not the case of a norm of the question's rounds)
        if any(rule == best.rule and shared < words and not (other_rounds and of_its_rounds)
               for rule, words, other_rounds in quiet):
            # "Weakness reduces the next Attack by 1 per Weakness" silenced (asked "by 2" of two
            # tokens, a count it does not state), "Weakness lasts for several Attacks" (is not)
            # shares only "Weakness" and "Attack" of the ask: its rule's silenced norm was the
            # question's case, and this one answers another
            return Decision(rule=best.rule)
        # (an exception is no exception to the prohibition that won over it: "… summon my Subtle
        # unit into a Warded enemy area?" — Subtle lets it into an enemy area, not a Warded one)
        if (named := self._exception_named(game, best, decision, reading, stems, asked, sims, needed_of)) is not None:
            return named
        if (told := self._exception_told(game, best, decision, cands, needed_of)) is not None:
            return told
        if self._exception_against(game, best, decision, cands, stems, needed_of) \
                or self._refined_exception(game, best, decision, link, reading, stems):
            return Decision(rule=best.rule)
        if not needed_of and self._linked_against(game, best, decision, sims, link, reading, stems, distinct) \
                or _case_unnamed(best, decision, texts, reading, stems):
            return Decision(rule=best.rule)
        if decision.verdict and _goes_a_way(reading.ask) and not _goes_a_way(" ".join((*best.wordings, best.norm.act_ru or ""))) \
                and any(nt.rule == best.rule and _goes_a_way(nt.norm.act) for nt in texts):
            # "Do enemies with the higher initiative go on the right side of the row?" is not
            # answered by "Enemies with higher Initiative act first", which goes no way, while
            # its rule's other act does ("placed left to right, the highest on the left")
            return Decision(rule=best.rule)
        if decision.verdict and not reading.has_story and best.norm.modality != "only_if" \
                and self.excepted_by[game].get(best.rule) and (_UNCONDITIONED.search(reading.ask) or any(
                    m.group("unless") is not None and not _CAVEAT.search(m.group("unless"))
                    for m in _UNLESS.finditer(reading.ask))):
            # "Does the receiving Character always lose 1 Sanity?", "… lose 1 Sanity unless the
            # card is Cooperative?": the rule has an exception (a Cooperative card), and the ask
            # says it has none or puts one — which the act alone does not say either way
            return Decision(rule=best.rule)
        if decision.verdict and (cond := _IF_CLAUSE.search(reading.ask)) is not None \
                and (conditioned := _stems_of(cond.group(0)) - _FUNCTION - best.act_stems) \
                and any(conditioned & nt.act_stems for nt in texts if nt.rule in self.excepted_by[game].get(best.rule, ())):
            # "If all Enemies were defeated during the Characters' turn, do the Enemies still take
            # their turn?": the ask's condition is the case of an exception to the rule ("no
            # end-of-turn effects apply after the last Enemy is defeated") — which the act alone
            # does not settle
            return Decision(rule=best.rule)
        if decision.verdict and not settled and (asking := next(
                ((nt, d) for s, nt, d in sorted(cands + asking_by_words, key=lambda c: -c[0])
                 if (d.verdict or d.needs) and nt.norm.modality == "only_if"
                 and nt.rule != best.rule and best_sim - s < T.norm_linked_conflict
                 and any(t & asked and not t & best.act_stems and not _a_member(nt, t) for t in nt.terms)),
                None)) is not None:
            # "… his max Health is 24, we've brought it down to exactly 12. Do his cards gain their
            # Enhance effects now?": the norm of a game term the ask names answers — or asks back
            # its condition, which words do not settle (below half its maximum?) —; one that does
            # not name it ("a Gain effect applies even if the card did not have it") answers
            # another question (a name of one of a kind, "the Detective", is who the ask is of,
            # not what it asks). One let in by its words alone, that can only ask back, still
            # keeps the other from answering in its place
            if asking[1].verdict is None:
                return Decision(rule=asking[0].rule, needs=asking[1].needs)
            best, decision = asking
        if decision.verdict == "yes" and best.norm.modality == "may" and any(
                (nt.norm.modality == "cannot" or nt.norm.modality == "at_most" and _ALREADY.search(reading.text))
                and link.get(nt.rule, 0.0) > link.get(best.rule, 0.0)
                and max(_coverage(words - _PREPOSITIONS, stems) for words in nt.act_words) >= 1.0
                for nt in texts if nt.rule != best.rule):
            # "The card has a zero value in Red. Can a different Great Old One sacrifice their
            # own Cultists to assist?": another may assist, but a prohibition the question says
            # every word of, of a rule it is more about (no Cultists against red 0), may forbid
            # this very case — no yes from the permission (nor past a limit said used "already")
            return Decision(rule=best.rule)
        if decision.verdict and (beside := next(((denied, said) for denied, said in negated_beside(reading.ask)
                                                 if denied & best.act_stems and not (said - _FUNCTION) & best.act_stems),
                                                None)) is not None:
            # «Верно ли, что оно не выполняется, а его стоимость уплачена?» asked of "is performed"
            # (is not): the denial read away with the positive act beside it is this act's own
            # («не сгорает и сохраняется» of "is kept" says one thing twice). With a norm that
            # decides the act said beside it, both hold or the ask is No
            denied_act, said_act = beside
            said_beside = next((d for _, nt, d in cands if nt is not best and d.verdict
                                and (said_act - _FUNCTION) & nt.act_stems and not denied_act & nt.act_stems), None)
            if said_beside is None:
                return Decision(rule=best.rule)
            decision.verdict = _FLIP[decision.verdict]  # (its act is denied in the ask)
            return said_beside if decision.verdict == "yes" and said_beside.verdict == "no" else decision
        result = expected_result(reading.ask, reading.lang)
        if decision.verdict and _NONE_CAN.search(result) \
                and (said := set(tokenize(reading.ask.replace(result, " "))) - _FUNCTION - _ALLOWED - self.common[game]) \
                and not said & best.act_stems:
            # "Is a negated effect final, so that nobody can reinstate it?" asked of "may negate a
            # negated effect to reinstate it": the act is of the result the asker draws (whose
            # negation is not read), not of what the ask asks ("final")
            return Decision(rule=best.rule)
        if decision.verdict == "yes" and _NEITHER.search(reading.ask):
            # "… is it neither resolved nor paid for?": a yes needs every act denied, and one
            # norm denies one of them (a no, one act affirmed, answers all)
            return Decision(rule=best.rule)
        if decision.verdict == "yes" and decision.count_held is not False or decision.count_held:
            # (a count not met stands: "yes" of "Does that stop the defender from surrendering?";
            # a count met is only that, however the ask is put: "no" of the same ask)
            # a rule's limits hold together, and over whatever else it says: "Can I surrender
            # and take the Wild Resource?" with two figures there is no (exactly 1 figure)
            # — a limit that matches the question itself, or one on a named thing the
            # question counts ("figures"); not "times" of another act of the rule ("add a
            # Common Card once per Shop" says nothing of regaining Health twice there)
            if reading.asks == "permission":
                # a limit of another rule that the question's own count breaks ("I've already
                # cast two spells … Can I cast a third?") fails the permission whatever else
                # allows it ("cast a spell from a played card": holds)
                for s, nt, d in cands:
                    if nt.norm.bound is not None and d.verdict == "no" and d.count_held is not True and d.facts \
                            and nt.rule != best.rule \
                            and best_sim - s < T.norm_linked_conflict:
                        return d
                if best.norm.modality == "only_if":
                    # … as does one farther, all its act's words said, over a condition that holds
                    # (needed, not enough): "I already summoned my Flying unit into a void area this
                    # Conjuration. May I summon another Flying unit into a void area?" — at most 1
                    for nt in texts:
                        if nt.rule != best.rule and nt.norm.modality == "at_most" \
                                and any((w - _FUNCTION) <= stems for w in nt.act_words) \
                                and (d := self._apply(game, nt, reading, stems)).verdict == "no" and d.facts:
                            return d
            matched = {id(nt): d for _, nt, d in cands}
            unmet: Decision | None = None
            for limit in texts:
                if limit.rule != best.rule or limit is best or limit.norm.bound is None:
                    continue
                if id(limit) not in matched and limit.quantity_stems <= _TIMES_COUNTED:
                    continue
                d = matched.get(id(limit)) or self._apply(game, limit, reading, stems)
                if d.facts and d.verdict and (d.count_held is False or d.count_held is None and d.verdict == "no"):
                    # (a count not met, however the ask is put: "Does that stop him …?" is yes)
                    return d
                if d.verdict is None and d.needs and reading.asks == "permission" \
                        and limit.norm.modality in ("exactly", "at_least") and _head_said(limit, stems):
                    # … and a count the act requires (not a cap, which doing it once is within)
                    # that the question does not give ("I have the Watcher and Bonded Sorcerers
                    # there. Can I surrender?": how many figures?) is a fact the yes needs:
                    # asked back, never assumed met — unless another of its limits already fails
                    unmet = unmet or d
            if unmet is not None:
                return unmet
        return decision

    def head_said(self, game: str, decision: Decision, stems: set[str]) -> bool:
        """Whether the question says the head word of the act that decided (see _head_said)."""
        return any(nt.norm is decision.norm and _head_said(nt, stems) for nt in self.texts.get(game, ()))

    def _of_another_phase(self, game: str, reading: Reading) -> set[str]:
        """The rules of another phase than the one the question tells its step in ("Plotting
        phase … can I place my next marker in the center of that Region?" is not asked of
        "cannot move a corner marker onto your own marker in a center slot", a rule of the
        Influence Phase): empty unless the question names exactly one of the book's phases and
        the ask proposes a step and does not move on to a later one ("… and when it
        resolves, can I …?")."""
        names = self.phase_names.get(game)
        # (only of a step the ask proposes: what a rule of another phase sets up may last into
        # this one — "an Ongoing Scheme is active until banished in the End Phase")
        if not names or reading.asks != "permission" or _LATER_STEP.search(reading.ask):
            return set()
        said = [frozenset(tokenize(" ".join(m.group(k) or "" for k in ("before", "after", "after_ru"))))
                for m in _PHASE_SAID.finditer(reading.text)]
        named = {title for title, alternatives in names.items()
                 if any(alt <= near for alt in alternatives for near in said)}
        if len(named) != 1:
            return set()
        return {rid for rid, title in self.phase_of[game].items() if title not in named}

    def _each_statement(self, game: str, reading: Reading, parts: list[str], stems: set[str],
                        linked: list[tuple[str, float]]) -> Decision:
        """An ask that denies one thing and affirms another ("Действие не выполняется, но
        оплату я всё равно теряю, так?"), or joins two statements with "but": each statement
        decided on its own, by the norm its own words match. Yes when every one holds, No when
        one is decided not to hold (that one answers), else no verdict."""
        decided: list[Decision] = []
        # (each matched by its own words and the story's, not the whole question's: the other
        # statement's act would be as close as its own; encoded in one pass)
        vecs = self.encode([text for part in parts for text in (part, f"{reading.story} {part}".strip())])
        # a statement the asker grants is not asked ("i know it can't move in my invasion but it
        # can still warp, right?"): the others decide — all of them, when each is granted
        granted = {i for i, part in enumerate(parts) if _CONCEDED.match(part.strip())}
        if len(granted) == len(parts):
            granted = set()
        for i, part in enumerate(parts):
            if i in granted:
                continue
            one = _asked_alone(reading, part)
            # (the words of the other statements are not this one's: "оплату" says nothing of
            # whether it is performed)
            own = _stems_of(f"{reading.story} {part}")
            others = _stems_of(" ".join(parts[:i] + parts[i + 1:])) - own
            if (glossary := self.glossaries.get(game)) is not None:
                others |= glossary.said_stems(set(others)) - own  # (and the book's words for them)
            d = self.decide(game, one, [vecs[2 * i], vecs[2 * i + 1]], stems - others, linked)
            if d.verdict == "no":
                return d
            decided.append(d)
        return decided[0] if (len(decided) > 1 or granted) and all(d.verdict == "yes" for d in decided) else Decision()

    def _apply(self, game: str, nt: NormText, reading: Reading, stems: frozenset[str] | set[str] = frozenset()) -> Decision:
        """apply(), and no verdict from an act of a state the question's count rules out, or
        of a case of a noun the story names another case of (the rule's other norms may answer)."""
        d = apply(nt, reading, stems)
        # (nor from an act that has the words of a term the ask names only apart: "We ignore the
        # Round Effects card?" is not of "from round 3 … gain their Enhance effects")
        if d.verdict is not None and (unmet := self._state_unmet(game, nt, reading) or self._another_case(game, nt, reading)
                                      or _term_taken_apart(nt, reading, self.long_terms.get(game, frozenset()))):
            d = _silent(d, unmet)
            d.verdict, d.ruled_out = None, True
        return d

    def _another_case(self, game: str, nt: NormText, reading: Reading) -> str | None:
        """Why an act of one case of a noun says nothing of a story that names only another
        case the book knows: "a Conflict upgrade costs 0 or 2 Lore" asked "I own 3 Influence
        upgrades. Does the next one cost 2 Lore?" (an unknown qualifier — "Dominion token" —
        may name a kind of the act's case, and "Enemies" is still "Enemy")."""
        cases = self.cases.get(game, {})
        # (the players' words for the book's: "I do have Eric Zann" names a Character Card)
        said = _as_book(nt, _stems_of(reading.text))
        for q, w in _CASE_IN_ACT.findall(nt.norm.act):
            known = cases.get(_stems_of(w), set())
            own = _stems_of(q)
            if len(known) < 2 or own & said:
                continue
            for q2, w2 in _CASE_TOLD.findall(reading.text):
                if _stems_of(w2) == _stems_of(w) and _stems_of(q2) != own and _stems_of(q2) in known:
                    return f"the act is of the {q} {w}; the question of the {q2} {w2}"
        return None

    def _state_unmet(self, game: str, nt: NormText, reading: Reading) -> str | None:
        """Why an act of a state a number defines says nothing here: "the Insane Seer plays
        Divination on all her cards" asked of a Seer the story gives 8 Sanity (Insane is 5 or
        below), or says is Sane (a state of the same count that never overlaps it). Only a
        story of one member of the kind, one value of the count, no maximum beside it: whose
        value and which one it is are otherwise not sure."""
        states = self.states.get(game, {})
        if not states:
            return None
        said = _stems_of(reading.text)
        # (a member by any of its names: «Провидица» and «Прорицательница» are the one Seer)
        members = {_one_member(nt, m) for _, ms in nt.kinds.values() for m in ms if _says_all(m, said)}
        if len(members) > 1 or _MAXIMUM.search(reading.text):
            return None
        glossary = self.glossaries.get(game)
        # (the state as what the act's subject is in, "the Insane Seer plays …" — not the act
        # asking of the state itself, "Enemies are ever considered Wounded")
        for term in re.findall(r"\b([A-Z][\w'’-]+)\s+(?=[A-Z])", nt.norm.act):
            for stem in tokenize(term):
                if stem not in states:
                    continue
                values, unit, word = states[stem]
                # (in the question's words too: «4 рассудка» counts Sanity)
                named = frozenset(unit | _glossed(nt, unit))
                told = {n.value for n in reading.numbers if n.counts(named)}
                # (a bare number beside it may be the value now: "Sanity: 9 at the start, now 5")
                bare = any(not n.counts(unit) and not set(n.after[:1]) - _FUNCTION for n in reading.numbers)
                # (nor one a bare count changes since: "had 8 Sanity, lost 3")
                if len(told) == 1 and not bare and not _BARE_CHANGE.search(reading.text):
                    if (now := next(iter(told))) not in values:
                        return f"the act is of a {word} one; the question gives {now}, not {word}"
                    # (the count told puts it in the state, whatever a denial before it says:
                    # «Провидица была не безумна, но теперь у неё 4 рассудка»)
                    continue
                # (of several, or told by the change that brought it, the one it stands at: "his
                # Sanity just went from 7 to 6")
                if len(told) != 1 and (stands := _current(named, reading, values)) is not None and stands not in values:
                    return f"the act is of a {word} one; the question gives {stands}, not {word}"
                loose = any(not n.counts(unit) and not set(n.after[:1]) - _FUNCTION - _NOW_WORDS for n in reading.numbers)
                if loose and not told and _affirmed_state(word).search(reading.ask):
                    # "My Seer is at 6 now. My friend says she's Insane and has to use
                    # Divination. Is that right?": the state is what is asked, and the story's
                    # bare number may be the count that settles it
                    return f"the act is of a {word} one; whether the question's {word} holds turns on a number it gives"
                if _denied_state(word).search(reading.text) \
                        or any(len(ru) >= 5 and _denied_state(ru, stem=True).search(reading.text) for ru in nt.glossed.get(stem, ())):
                    # "The Seer isn't Insane. Does she have to use Divination on every card?", «Провидица
                    # не безумна» (by the glossary's name, not one as short as «ран», which «раны» share)
                    return f"the act is of a {word} one; the question says not {word}"
                for other, (their, their_unit, their_word) in states.items():
                    # (or by a Russian name the glossary gives it: «Провидица в здравом уме»)
                    if other != stem and their_unit == unit and not set(their) & set(values) \
                            and (_affirmed_state(their_word).search(reading.text)
                                 or glossary is not None and any(_said_now_ru(name, reading.text)
                                                                 for name in glossary.terms.get(their_word, ())
                                                                 if language(name) == "ru")):
                        return f"the act is of a {word} one; the question says {their_word}"
        return None

    def _exception_named(self, game: str, best: NormText, decision: Decision, reading: Reading,
                         stems: set[str], asked: set[str], sims: np.ndarray,
                         passed_over: Collection[str] = ()) -> Decision | None:
        """An exception to the best norm's rule whose case the question tells by one of its
        names ("we turned on Cheaper Services", one of the modifiers that award no Progress
        Points): its norm decides, however little the rest of its act's words are said — or,
        when none of its norms decides, no verdict. None when no exception is named."""
        if decision.verdict is None:
            return None
        own = {st for _, st in self.names[game].get(best.rule, ())}
        # (nor a name the excepted rule's own acts say: "Leader Token" names the first round's
        # exception no more than the rule "the Leader Token passes to the left")
        acts = frozenset().union(*(nt.act_stems for nt in self.texts[game] if nt.rule == best.rule))
        for src in sorted(self.excepted_by[game].get(best.rule, set()) - set(passed_over)):
            names = [(term, st) for term, st in self.names[game].get(src, ())
                     if st not in own and st <= stems and not st <= acts]
            # (a name of one word only as a name, capitalised, and not denied: "a Cooperative
            # card", not "cooperate" or "a card without Cooperative", "non-Cooperative")
            single = [term for term, st in names if len(st) == 1]
            keyword_only = len(single) == len(names)
            if keyword_only and not any(
                    compiled(rf"\b{re.escape(term)}\b").search(reading.text)
                    and not compiled(rf"(?:\b(?:non|not|without|no|не|без|нет)\b[\s-]*(?:\w+\s+)?){re.escape(term)}\b",
                                     re.I).search(reading.text)
                    for term in single):
                continue
            # its norm that says most of the ask's words first ("costs Sanity" before "counts
            # towards the limit", asked "does she lose 1 Sanity?"); one that says none of them
            # speaks of the story
            texts = self.texts[game]
            said = {i: max(len(asked & w) for w in texts[i].act_words) for i, nt in enumerate(texts) if nt.rule == src}
            for i in sorted((i for i in said if said[i]), key=lambda i: (-said[i], -sims[i])):
                if (d := self._apply(game, texts[i], reading)).verdict:
                    return d
            if keyword_only:
                continue  # a keyword's exception that decides nothing leaves the rest to decide
            return Decision(rule=best.rule)
        return None

    def _exception_told(self, game: str, best: NormText, decision: Decision,
                        cands: list[tuple[float, NormText, Decision]], passed_over: Collection[str] = ()) -> Decision | None:
        """An exception to the best norm's rule whose act is of a number the question gives
        ("cannot sacrifice Cultists against a card with red value 0", told "a 0 printed in
        red") decides the other way: the case is the exception's, by its number — it wins."""
        if decision.verdict is None:
            return None
        return next((d for _, nt, d in cands if nt.rule in self.excepted_by[game].get(best.rule, ())
                     and nt.rule not in passed_over and nt.thresholds and d.verdict and d.verdict != decision.verdict), None)

    def _exception_against(self, game: str, best: NormText, decision: Decision,
                           cands: list[tuple[float, NormText, Decision]], stems: set[str],
                           passed_over: Collection[str] = ()) -> bool:
        """Whether an exception to the best norm's rule, among the candidates within
        norm_linked_conflict, decides the other way on a question that says words of its own
        ("she kills the last enemy" for "… in a turn in which all Enemies were defeated"):
        which of the two applies, the words cannot settle — no verdict."""
        if decision.verdict is None:
            return False
        best_score = next(s for s, nt, _ in cands if nt is best)
        for s, nt, d in cands:
            if nt.rule in self.excepted_by[game].get(best.rule, ()) and nt.rule not in passed_over \
                    and d.verdict and d.verdict != decision.verdict and best_score - s < T.norm_linked_conflict \
                    and (nt.act_stems - best.act_stems - _FUNCTION) & stems:
                return True
        return False

    def _refined_exception(self, game: str, best: NormText, decision: Decision, link: dict[str, float],
                           reading: Reading, stems: set[str]) -> bool:
        """Whether an exception to the rule the best norm's rule refines, linked, decides the
        other way from the question's own facts ("Tom's card has red 0. Can I collect Cultists
        from two different Nodes?": from any Node, but no Cultists against red 0): the
        refinement holds only where the rule it refines does — no verdict."""
        if decision.verdict is None:
            return False
        for src in sorted(self.refined_excepted.get(game, {}).get(best.rule, ())):
            if link.get(src, 0.0) < T.norm_rule_link:
                continue
            for nt in self.texts[game]:
                if nt.rule != src:
                    continue
                d = self._apply(game, nt, reading, stems)
                # (its verdict from the question's facts: an act of a number — "red value 0" —
                # answers only a question that gives it)
                if d.verdict and d.verdict != decision.verdict and (d.facts or nt.act_numbers):
                    return True
        return False

    def _linked_against(self, game: str, best: NormText, decision: Decision, sims: np.ndarray,
                        link: dict[str, float], reading: Reading, stems: set[str], distinct: set[str]) -> bool:
        """Whether a rule the whole question is clearly more about than the best norm's
        (linked more closely, story included; not one the best norm's rule is an exception
        to) has a norm nearly as close to the ask that decides the other way: the ask's words
        fit one rule, the story's another — no verdict. A verdict computed from the
        question's own numbers against a bound is not second-guessed so."""
        if decision.verdict is None or decision.facts:
            return False
        own_link = link.get(best.rule, 0.0) + T.norm_linked_margin
        excepted = {rid for rid, by in self.excepted_by[game].items() if best.rule in by}
        best_sim = float(sims[self.texts[game].index(best)])
        for i, nt in enumerate(self.texts[game]):
            if nt.rule == best.rule or nt.rule in excepted or link.get(nt.rule, 0.0) <= own_link \
                    or sims[i] < best_sim - T.norm_linked_conflict \
                    or max(_coverage(w, stems) for w in nt.act_words) < T.norm_coverage \
                    or not any(distinct & w for w in nt.act_words):
                continue
            d = self._apply(game, nt, reading)
            if d.verdict and d.verdict != decision.verdict:
                return True
        return False


def _case_said_as_acts(prohibition: NormText, other: NormText, reading: Reading) -> bool:
    """Whether the question's story tells the words that set a prohibition's act apart from
    another's, together as the act has them ("in a Short game": "We're playing a Short game",
    not "In a short while I'll have …"), in a sentence of this game."""
    words = re.findall(r"[\w'’-]+", prohibition.norm.act)
    own = [i for i, w in enumerate(words) if set(tokenize(w)) - _FUNCTION - other.act_stems]
    if not own or own != list(range(own[0], own[-1] + 1)):
        return False
    phrase = r"\W+".join(re.escape(w) for w in words[own[0]:own[-1] + 1])
    # (not with a term the glossary sets against it told too: "We chose the Standard game because
    # a Short game felt too short")
    if _contrasted(prohibition, reading):
        return False
    return compiled(rf"\b{phrase}\b", re.I).search(of_this_game(reading.story)) is not None


def _told_with_condition(prohibition: NormText, permission: NormText, reading: Reading,
                         stems: frozenset[str] | set[str]) -> bool:
    """Whether the question says all the words of a wording of the prohibition's act, those
    the ask does not say told in one sentence with the permission's condition, of one thing:
    "My Evasive unit … is exhausted. Can it move?" An ask that says the act whole tells its
    case by the words that set it apart from the permission's act, of the thing the condition
    is of: "… summon my Flying unit into a Sealed void area?" (A story that tells another thing
    — "my other unit" — is left out by the caller, once for all the prohibitions.)"""
    asked = _stems_of(reading.ask)
    other_of_or = _unsaid_alternatives(prohibition.norm.act, stems)
    for w in prohibition.act_words:
        w = w - _FUNCTION - other_of_or
        if not w <= stems:
            continue
        untold = (w - asked) or (w - permission.act_stems)
        for x in sentences(reading.text):
            words = [(m.start(), m.end(), frozenset(tokenize(m.group()))) for m in re.finditer(r"[\w'’-]+", x)]
            of_condition = [(a, b) for a, b, st in words if st & permission.condition_stems]
            of_prohibition = [(a, b) for a, b, st in words if st & untold]
            if not untold <= _stems_of(x) or not of_condition or not of_prohibition:
                continue
            # (one thing: nothing joins another between — "my Flying unit and my exhausted
            # Beastmen", "… with my exhausted Spawn" — nor is the state told undone: "was
            # exhausted, but all units were refreshed")
            # (undone after the state told: "… in a contested area but it's exhausted" is not;
            # and a "but" undoes it only with the state denied after it: "is exhausted, but it's
            # in a contested area" still tells it, "… but it isn't exhausted anymore" does not;
            # nor is it told denied: "is not exhausted but it is in a contested area")
            own = [a for a, _, st in words if st & (untold - permission.condition_stems)] or [a for a, _ in of_prohibition]
            tail = x[min(own):]
            if _ONE_THING_BROKEN.search(tail) or ((but := _BUT.search(tail)) is not None
                                                  and _denied_before(frozenset(untold), tail[but.end():])) \
                    or _denied_before(frozenset(untold), x[:max(b for a, b, _ in words if a in own)], reach=2):
                continue
            # ("a void area, which is Sealed": the same thing; "from my supply into an enemy area
            # that is Sealed" — a thing beside it is one right before the prohibition's word)
            if any(not _JOINS_ANOTHER.search(_SAME_THING.sub(" ", x[min(b1, b2):max(a1, a2)]))
                   and not _beside(x[:a2])
                   for a1, b1 in of_condition for a2, b2 in of_prohibition):
                return True
    return False


def _unsaid_alternatives(act: str, stems: frozenset[str] | set[str]) -> set[str]:
    """The stems of an act's terms joined by "or" that the question leaves unsaid, of a group it
    says one of: the one said is said ("a Warded or Sealed area" of "a Sealed void area": warded)."""
    return {st for group in _alternatives(act) if any(set(tokenize(t)) & stems for t in group)
            for t in group for st in tokenize(t)} - stems


def _place_told_so(prohibition: NormText, reading: Reading, stems: frozenset[str] | set[str]) -> bool:
    """Whether the question says all the words of a wording of a prohibition of a place in a
    state — "into a Warded or Sealed area" — the state told, in a sentence of the story of its
    own, as what the place is, and the ask going back to that place: "The void area I want is
    Sealed. During Conjuration, can I summon my Flying unit there?" Not a state undone or said
    again otherwise anywhere else ("… but Bob broke the Seal", "zero Seals"), nor that of a
    thing beside the place ("the world next to it is Sealed"), nor one to come ("will be
    Sealed"), nor one the ask does not go back to ("… into the other void area")."""
    act = prohibition.norm.act
    m = _ALTERNATIVES.search(act)
    place = re.match(r"\s+([a-z]\w+)", act[m.end():]) if m is not None else None
    if m is None or place is None:
        return False
    said = [t for t in _TERM.findall(m.group(0)) if set(tokenize(t)) <= stems]
    if len(said) != 1:
        return False
    state, noun = said[0], place.group(1)
    other_of_or = _unsaid_alternatives(act, stems)
    if not any((w - _FUNCTION - other_of_or) <= stems for w in prohibition.act_words):
        return False
    if not _GOES_BACK.search(reading.ask):
        return False
    state_stems = frozenset(tokenize(state))
    told = [x for x in sentences(reading.text) if x.strip() and reading.ask.strip() not in x]
    # (the sentence as a whole: "is Sealed, or so I thought" is not; nor is one another sentence
    # follows, which may undo it without the word — "Well, it was: I removed that token")
    so = compiled(rf"^(?P<subject>(?:the|my|our|this|that)\s+[^,;]*?\b{noun}s?\b[^,;]*?)\s+(?:is|are|['’]s|remains|stays|has\s+been)"
                  rf"\s+(?:still\s+|now\s+|already\s+)?{state}(?:\s+by\s+[\w'’]+(?:\s+[\w'’]+)?)?\s*[.!]?$|"
                  rf"^there\s+(?:is|['’]s|are)\s+(?:a|an|one)\s+{state}\s+(?:\w+\s+)?{noun}\b", re.I)
    found = [x for x in told[-1:] if (f := so.search(x.strip())) is not None
             and not _NOT_SO_NOW.search(x) and not (f.group("subject") and _BESIDE_PLACE.search(f.group("subject")))]
    return len(found) == 1 and not any(state_stems & _stems_of(x) for x in told if x not in found) \
        and not state_stems & _stems_of(reading.ask)


# an ask going back to the place told: "there", "into it", "into that area", "into the void area"
# (not a place the ask tells apart: "into the void area in Region 3", "… on the right")
_GOES_BACK = re.compile(r"\b(?:there|(?:in|into|onto|to)\s+(?:it|that\b|this\b|the\s+same\b|"
                        r"the\s+(?:\w+\s+)?(?:area|world|place|space)(?=\s*(?:[?,]|$|during\b|this\b|now\b))))\b"
                        r"(?![^?]*\b(?:other|another|different|else)\b)", re.I)
# a sentence whose state is not so now: denied, undone, to come, only supposed or of the past
_NOT_SO_NOW = re.compile(r"\b(?:not|no|never|without|but|however|though|although|if|unless|until|will|would|going|might|"
                         r"could|before|after|was|were|used|last|earlier|broke\w*|remov\w*|free|less)\b|n['’]t\b", re.I)
# a subject that is a thing beside the place: "the world next to my void area", "the one opposite"
_BESIDE_PLACE = re.compile(r"\b(?:next|beside|besides|opposite|adjacent|near|nearby|neighbou?r\w*|across|from|around|behind)\b", re.I)


# (or tells another thing with it: "my Flying unit and my exhausted Beastmen")
_JOINS_ANOTHER = re.compile(r"\b(?:and|with|while|или|и|с|со)\b|[,;]", re.I)


def _words_back(text: str) -> list[str]:
    """The words of ``text`` back from its end, past articles."""
    return [w for w in re.findall(r"[\w'’]+", text.lower().replace("ё", "е"))[::-1] if w not in _ARTICLES]


def _beside(text: str, places_only: bool = False) -> bool:
    """Whether the word right before the end of ``text`` (past articles) sets a thing beside
    another: "next to a", "from a", «рядом с» (not "from my supply into a": into it)."""
    back = _words_back(text)[:2]
    return bool(back) and (back[0] in ("beside", "near", "adjacent", "возле", "около")
                           or back[0] == "to" and back[1:2] in (["next"], ["adjacent"])
                           or back[0] == "с" and back[1:2] == ["рядом"]
                           or not places_only and back[0] in ("from", "из"))


def _denied_right_before(text: str, terms: Mapping[str, frozenset[str]]) -> bool:
    """Whether a negator stands right before the end of ``text``, past articles and the other
    terms joined with it: "It's not a Warded or Sealed area", "neither Warded nor Sealed"."""
    words = _words_back(text)
    # (past the other terms only as they are joined to it: "not a Warded or Sealed area", not
    # "It's not Warded — Sealed")
    while len(words) >= 2 and words[0] in ("or", "nor", "или", "ни") \
            and any(set(tokenize(words[1])) and set(tokenize(words[1])) <= t for t in terms.values()):
        words = words[2:]
    return bool(words) and (_NEGATORS.fullmatch(re.sub(r"n['’]t$", "n", words[0])) is not None or words[0] == "neither")


_ARTICLES = frozenset(["a", "an", "the", "any", "my", "в", "на"])
_SAME_THING = re.compile(r",\s*(?:which|that)\s+(?:is|are)\b|,\s*котор\w+\b", re.I)
_ONE_THING_BROKEN = re.compile(r"\b(?:no\s+longer|anymore|refresh\w*|ready\w*|уже\s+не)\b", re.I)
_BUT = re.compile(r"\b(?:but|however|though|although|но|однако)\b", re.I)


def _case_unnamed(best: NormText, decision: Decision, texts: list[NormText], reading: Reading, stems: set[str]) -> bool:
    """Whether the best norm's act names a thing the question never names, and its rule
    has another norm, without that thing, that decides the other way: the rule tells its
    cases apart by that thing ("to an Exploration Token" costs 1 Sanity, "between Portals"
    nothing), and the question does not say which case it is."""
    if decision.verdict is None:
        return False
    # (one of terms joined by "or" named names them: "on Health or Sanity" asked of Health)
    named_or = {st for group in _alternatives(best.norm.act)
                if any(set(tokenize(t)) & stems for t in group) for t in group for st in tokenize(t)}
    unnamed = [t for t in best.terms if not t & stems and not t <= named_or]
    if not unnamed:
        return False
    for nt in texts:
        if nt.rule != best.rule or nt is best or any(t in nt.terms for t in unnamed):
            continue
        d = apply(nt, reading)
        if d.verdict and d.verdict != decision.verdict:
            return True
    return False


def apply(nt: NormText, reading: Reading, said_stems: frozenset[str] | set[str] = frozenset()) -> Decision:
    """One norm under the question's ask and facts; ``said_stems``: the question's stems with the
    glossary's book words for the players' ("killed" → "defeated"), when known."""
    norm = nt.norm
    d = Decision(rule=nt.rule, norm=norm)
    m = norm.modality
    verdict: Verdict | None
    if reading.mixed:
        return _silent(d, "the question denies one thing and affirms another")
    if norm.bound is None:
        # a word that narrows or undoes the act ("again", "only", "get back") that the act
        # lacks: the norm speaks of something else (a bound reads "again" as a number).
        # "Can she?" — the story says what is asked
        ask = reading.ask if set(tokenize(reading.ask)) - _FUNCTION else reading.text
        asked, told = _senses(ask), _senses(reading.text)
        if _ONLY_SO_MANY_RU.search(reading.text):
            told |= {"only"}
            # («всего 1» asked; a story's «всего 2 культиста» tells, it asks nothing; nor does
            # «всего 1» of an act that says 1 narrow it)
            counts = [n.value for m in _ONLY_SO_MANY_RU.finditer(ask) for n in numbers(m.group(0), 0)[:1]]
            if ask is reading.ask and counts and not set(counts) <= {n.value for n in nt.act_numbers}:
                asked |= {"only"}
        if "only" in asked and re.search(r"\bonly\s+then\b|\bonly\s+(?:\w+\s+){0,2}?after\b", ask, re.I):
            asked -= {"only"}  # "first A and only then B", "does it only kick in after …" order, they narrow nothing
        if m == "may" and "only" in asked and (one := _ONLY_ONE.search(ask)) is not None \
                and _MANY.search(" ".join(nt.wordings)):
            # "…можно применить только один эффект предотвращения?" of "apply several prevention
            # effects to one attack": only one is what the act that allows several says is not so
            d = _say(Decision(rule=nt.rule, norm=norm, verdict="yes" if reading.negative else "no"),
                     lambda lang: f"{_modality(m, lang)}: {_act(norm, lang)} — "
                                  + ("несколько, а не только одно" if lang == "ru" else "several, not only one"))
            d.facts.append({"text": one.group(0), "slot": "number", "value": 1})
            return d
        if "only" in asked and _only_restates(ask, nt):
            asked -= {"only"}  # "we only lose 1 Sanity" says the act's own number, it narrows nothing
        if "both" in asked and _SEVERAL.search(" ".join(nt.wordings)):
            asked -= {"both"}  # "apply several prevention effects to one attack" asked "can I use both?"
        if _has_senses(nt, frozenset(asked)):
            # "does it fire a second time at the end of the Enemies' turn?" of "… apply in every
            # turn": an act of every turn or round is one of each time again
            asked = frozenset()
        if "instead" in asked and _INSTEAD_OF.search(ask) and _CONTRASTED.search(" ".join(nt.wordings)):
            # "attack the Detective's card instead of mine" asks the act "attack another
            # Character's card" itself: what is not done ("instead of both on the same enemy")
            # narrows nothing
            asked = _senses(_INSTEAD_OF.sub(" ", ask)) - {"instead"}
        if "instead" in asked and any(set(tokenize(m.group(1))) in nt.terms for m in _CHOSEN_INSTEAD.finditer(ask)):
            # "if we use the portal instead, does each of us lose only 1 Sanity?" of "returning
            # through a Portal costs 1 Sanity": the thing chosen instead is the act's own game
            # term (not any word of it: "… by discarding 2 cards of another type instead?")
            asked = frozenset(asked) - {"instead"}
        if narrowed := sorted(asked - nt.senses):
            d.narrowed = frozenset(narrowed)
            return _silent(d, "the question narrows the act: " + ", ".join(narrowed))
        # (the act's own words: a phrasing's "only part of it" does not narrow "partially"; a
        # comparison in the ask's language only — «на 1 энергию больше» is read as comparing, and
        # English "1 more Energy", which says the same, is not)
        compared = _senses(norm.act_ru) if reading.lang == "ru" and norm.act_ru else _senses(norm.act)
        # (asked of the act: "… already awake, so I'm not spending Signs on it. Do I gain 1
        # Ancient Sign?" asks another)
        if "repeating" in nt.own_senses and "repeating" not in _senses(norm.act) and _head_said(nt, _stems_of(reading.ask)) \
                and (state := _state_said(nt, reading)) is not None and state[1]:
            # "My Avatar is already awake. Can I awaken it?" of "… an Avatar that is already
            # awake" («уже пробуждённого»): the state told is the act done before (not an act
            # whose own words repeat it, "move a Rift already chosen": its "already" is asked)
            told |= {"repeating"}
        if narrower := sorted(((nt.own_senses - {"comparing"}) | (compared & {"comparing"})) - told):
            return _silent(d, _NARROWER + ", ".join(narrower))
    if (why := _premise_untold(nt, reading, said_stems)) is not None:
        return _silent(d, why)
    if (why := _narrower_prohibition(nt, reading, said_stems)) is not None:
        d.ruled_out = True  # (another case: the rule's other norms, and other rules, answer)
        return _silent(d, why)
    if (once := _text_allows_once(nt, reading)) is not None:
        return once
    if (left_out := _what_it_goes_without(nt, reading)) is not None:
        return left_out
    if m in ("must", "is") and (fixed := _order_fixed(nt, reading)) is not None:
        # "Can start-of-round and start-of-turn effects be applied in any order?" of "start-of-round
        # effects apply before start-of-turn effects": the act fixes the order asked to be free
        d.facts.append({"text": fixed, "slot": "order", "value": "fixed"})
        d.verdict = "yes" if reading.negative and not _negation_is_the_acts(nt, reading) else "no"
        return _say(d, lambda lang: f"{_modality(m, lang)}: {_act(norm, lang)}")
    for guard in _GUARDS:
        # the act does not say what is asked, though its words are near: no verdict from it
        if (why := guard(nt, reading)) is not None:
            if guard is _reversed_order and m in ("must", "is") and reading.asks != "obligation" \
                    and not _stems_of(reading.ask) - _FUNCTION - _ORDERING - _OTHER - frozenset().union(*nt.act_words):
                # "Is the Upkeep on Class Cards performed before the start-of-round effects?" of "start-of-round
                # effects apply before Class card Upkeep": the order the act fixes, asked the other way — no
                # (of the act's own things and doings only: "Do Enemies gain their Protection before the
                # Characters' turn?" is not "the Characters act before the Enemies" reversed)
                d.facts.append({"text": why, "slot": "order", "value": "reversed"})
                d.verdict = "yes" if reading.negative and not _negation_is_the_acts(nt, reading) else "no"
                _say(d, lambda lang: f"{_modality(m, lang)}: {_act(norm, lang)}")
                return d
            if guard is _reversed_order and m == "cannot" and reading.asks == "obligation" \
                    and (duty := _DUTY_VERB.search(reading.ask)) is not None \
                    and not (_stems_of(_POSSESSIVE_S.sub("", reading.ask[duty.start():]))
                             - _FUNCTION - _ORDERING - _OTHER - _DUTY_WORDS - frozenset().union(*nt.act_words)):
                # "Does a Character have to apply all effects of a card before playing another
                # card?" of "cannot play another card before applying all effects": what may not
                # come first is what must come after — the duty asked, yes
                d.facts.append({"text": why, "slot": "order", "value": "reversed"})
                d.verdict = "no" if reading.negative and not _negation_is_the_acts(nt, reading) else "yes"
                _say(d, lambda lang: f"{_modality(m, lang)}: {_act(norm, lang)}")
                return d
            # (a guard that rules the norm out leaves its rule's other norms free to answer)
            d.ruled_out = guard in _RULING_OUT
            return _silent(d, why)
    if _LIMIT_ASKED.search(reading.ask) and (limited := _whether_limited(nt, reading, d)) is not None:
        return limited
    if m in ("at_most", "at_least", "exactly"):
        assert norm.bound is not None
        # ("one more time", "ещё один раз": an increment on the story's count, not a count)
        # (nor "earned 5 more Progress Points" in the story: added to a count it may not give)
        given = [n for n in reading.numbers_of(nt.quantity_stems) if not n.more]
        if len(given) > 1 and (not_the_limit := [n for n in given if not _names_the_limit(n.text, reading.ask)]) \
                and len(not_the_limit) < len(given):
            # "Does the 10 dice maximum keep me from rolling 13 dice?", "the five-Condition
            # limit": the number that names the limit is not the count asked of
            given = not_the_limit
        if not any(n.in_ask and not _names_a_moment(n, reading.ask) for n in given) and (elided := [
                n for n in reading.numbers if n.in_ask and n.repeats and not n.more and n.text.lower() not in TIMES
                and n.after[:1] in ((), ("1",)) and set(n.before[-1:]) & nt.act_stems and n not in given]):
            # "I've cast 2 spells. Can I cast a 3rd?": the ordinal right after the act's verb,
            # its noun left out, is the count of the act asked (the story's is how it came to it;
            # so is an ordinal the ask names its moment by: «после 6-го раунда можно сыграть 7-й?»)
            given = elided[:1]
        elif not given and nt.quantity_stems & _TIMES_COUNTED:
            # "once per turn" asked "can she play a second card?": the ordinal counts the times
            # (not "once more": one added to the times told, which _another counts)
            given = sorted((n for n in reading.numbers if n.repeats and not n.more and n.counts(nt.act_stems - _FUNCTION)),
                           key=lambda n: not n.in_ask)
        elif nt.quantity_stems & _TIMES_COUNTED and not any(n.in_ask for n in given) \
                and (nths := [n for n in reading.numbers if n.in_ask and n.repeats and n.text.lower() not in TIMES
                              and not n.more and n.counts(nt.act_stems - _FUNCTION)]):
            # "has already paid for Health three times here. Can she buy a 4th Health point?":
            # the ask's ordinal of the act is the time asked of (the story's count is how it came to it)
            given = nths[:1]
        if not given and (each := _EACH_ONE.search(reading.ask)) is not None \
                and _stems_of(each.group("what") or each.group("what2") or each.group("what_ru")) & nt.quantity_stems:
            # "there's 4 of us … can we each play a Character?": one each, as many as the players told
            given = [n for n in reading.numbers if not n.in_ask and n.counts(PEOPLE)][:2]
            given = given if len(given) == 1 else []
        # ("Can I gain 1 Ancient Sign?" of "spend Ancient Signs to awaken …": a number gained is
        # no count of an act that spends, nor one spent of an act that gains; asked, it is the
        # ask's act that is another)
        # (nor, the count told before, "I didn't awaken … do I still gain an Ancient Sign?")
        if any(n.in_ask and _flows_against(n, nt) for n in given) or given and _moves_the_other_way(_stems_of(reading.ask), nt):
            return _silent(d, "the ask counts what another act moves the other way")
        given = [n for n in given if not _flows_against(n, nt)]
        # (the scope's own words, not those it shares with what is counted: "per Spell Casting step"
        # counts spells)
        if scope := set(tokenize(norm.scope or "")) - _FUNCTION - nt.quantity_stems:
            # "at the second Shop", "in the second combat encounter": an ordinal of the scope
            # counts the Shops or Combats, not the act within one
            # (not "once this combat": a count of times, said of the scope it is within)
            given = [n for n in given if not (n.repeats and n.text.lower() not in TIMES and set(n.after[:1]) & scope)]
        _say(d, lambda lang: f"{_modality(m, lang)} {norm.bound} {_quantity(norm, lang)}".strip())
        if _ENDS.search(reading.ask) and not any(_ENDS.search(w) for w in nt.wordings):
            # "Does the game end?" after "the third round": a limit on playing rounds says
            # whether a count is allowed, not whether the game ends or who wins
            return _silent(d, "the ask asks whether the game ends, not of the count the limit allows")
        if _COUNTS_TOWARD.search(reading.ask) and not any(_COUNTS_TOWARD.search(w) for w in nt.wordings):
            # "My Deep One is lying on its back … do its 2 dice count toward my roll?": whether
            # something is part of a total, not whether a count stays within the limit
            return _silent(d, "the ask asks what counts toward a total, not whether a count is within the limit")
        if _EXTRA_SAID.search(f"{norm.quantity or ''} {norm.quantity_ru or ''}") and not _EXTRA_SAID.search(reading.text):
            # "at most 2 extra units with the Portal upgrade" asked "can I summon 2 units?": the
            # count told is of all the units, the limit's of those over the first
            return _silent(d, "the limit counts what is extra; the question counts all of it")
        if excluded := _excluded(nt, reading):
            # "at most 1 per turn; Cooperative cards do not count" asked of a Cooperative
            # card: the count leaves it out, and what the question counts is not said — the
            # limit is not what answers (the permission it limits does)
            d.ruled_out = True
            return _silent(d, f"the limit leaves out {excluded}, which the question names")
        # the ask's bare total, after a story that counts the quantity ("24 Progress Points …
        # so now he has 27, right?"): the total is what is asked
        bare = _bare_totals(reading)
        if given and not any(n.in_ask for n in given) and len(bare) == 1:
            given = bare
        # "… but only 4 are left in my draw deck. Do I just draw those 4?": the ask's "those N"
        # is the count it asks of
        those = [n for n in reading.numbers
                 if n.in_ask and compiled(rf"\b(?:those|these|эти|те)\s+{re.escape(n.text)}\b", re.I).search(reading.ask)]
        if given and not any(n.in_ask for n in given) and len(those) == 1:
            given = those
        if (rest := _REMAINDER.findall(reading.ask)) and any(n.in_ask and str(n.value) in rest for n in given):
            # "… her deck holds only 2. Does she reshuffle and draw the other 4?": the rest of a
            # count the story tells, not the count the limit is on
            return _silent(d, "the ask counts the rest of a count, not the count itself")
        if given and not any(n.in_ask and not _names_a_moment(n, reading.ask) for n in given) and (
                (nth := elided_ordinal(reading.ask)) is not None
                or not any(n.in_ask for n in reading.numbers) and bool(reading.story)
                and (nth := elided_ordinal(sentences(reading.story)[-1].rstrip(" .!"))) is not None):
            # "я уже сотворил два заклинания … Можно сотворить третье?": the ordinal, its noun
            # left out, counts what the story counted (or what an ordinal of the ask names its
            # moment by: «после 6-го раунда можно сыграть ещё и 7-й?»)
            given = [Number(nth[0], nth[1], given[0].before, given[0].after, True)]
        summed = False  # (the ask's increment added to the story's count)
        if given and not any(n.in_ask for n in given) and (more := [n for n in reading.numbers_of(nt.quantity_stems)
                                                                   if n.more and n.in_ask]):
            # "already discarded one card … Can he discard one more?": the story's count, what
            # it added to it ("then 1 more"), and the ask's increment, together
            counted = [given[0], *(n for n in reading.numbers_of(nt.quantity_stems) if n.more and not n.in_ask), more[0]]
            given = [Number(sum(n.value for n in counted), " + ".join(n.text for n in counted), given[0].before,
                            given[0].after, True)]
            summed = True
        if not given and (second := _another(nt.quantity_stems, reading)):
            # "already played Scare Away for her … can't I play another card for her?": the
            # story's one and the ask's one more — two
            given = [second]
        elif given and not summed and reading.story and len({n.value for n in given}) == 1 and not any(n.repeats for n in given) \
                and (second := _another(nt.quantity_stems, reading)
                     or _another(nt.quantity_stems, reading, sentences(reading.story)[-1])) is not None:
            # "I already rolled 10 dice this conflict. can I roll another die …?", "this turn I
            # already played 1 card for the seer. now I want to give her another regular card
            # too. still allowed even though I used my one card …?": the count told (once or
            # again) and the one more the ask, or the story's last sentence, proposes (not once
            # more after the ask's increment was added: «… одну карту … ещё одну карту» is two)
            given = [Number(given[0].value + 1, f"{given[0].text} + {second.text}", given[0].before, given[0].after, True)]
        # (and "now a second use": the act's own ordinal, when the limit counts times)
        told_nth = [n for n in reading.numbers if n.repeats and not n.in_ask and n not in given
                    and nt.quantity_stems & _TIMES_COUNTED and n.counts(nt.act_stems - _FUNCTION)]
        if given and not any(n.in_ask for n in given) and reading.story \
                and len(nths := [n for n in [*given, *told_nth] if n.repeats and n.value >= 2]) == 1 \
                and compiled(rf"\b{re.escape(nths[0].text)}\b", re.I).search(sentences(reading.story)[-1]) \
                and all(g.value < nths[0].value for g in given if g is not nths[0]):
            # "already played one card for the Seer this turn. Now I want to play a second
            # one. Allowed?": the ordinal of the step told last is the step asked of (the counts
            # before it, all below it, are how it came to be second)
            given = nths
        if given and _TOTAL_ASKED.search(reading.ask) and _PER_ONE.search(norm.scope or ""):
            # "Three players in the conflict. Can 4 spells be cast altogether?": the limit
            # is each participant's, the ask counts everyone's together
            return _silent(d, f"the limit is {norm.scope}; the ask counts a total")
        if not given and m == "at_most" \
                and (_UNBOUNDED.search(reading.ask) or (_AT_WILL.search(reading.ask) and not _rule_at_will(nt))):
            # "Can an Enemy have any number of Conditions at once?", «Можно ли использовать
            # Реликвию когда угодно?»: no count, but more than any bound — the limit answers it
            # (a denial around it is not read: no verdict)
            if reading.negative:
                return _silent(d, "the ask denies an unbounded count")
            d.verdict = "no"
            d.why, d.why_ru = f"any number asked: {d.why}", f"спрошено о любом числе: {d.why_ru}"
            return d
        if not given and m == "at_most" and norm.bound >= 1 and reading.asks == "permission" \
                and not reading.has_story and not _senses(reading.ask) and not set(tokenize(reading.ask)) & _ADDING \
                and _just_the_act(reading.ask, nt):
            # asked in general ("Can I summon a unit in Conjuration?"): once is within
            # any limit of one or more; "again", "take another Condition" add to a count not given
            # (and none is within it: «можно не призывать отряд?»)
            d.verdict = "no" if reading.negative and not NOT_DOING_ASKED.search(reading.ask) else "yes"
            return d
        if not given and m == "at_most" and norm.bound == 1 and nt.quantity_stems & _TIMES_COUNTED \
                and _adds(reading.ask) and _done_in_the_story(nt, reading) and _counted_in_another(nt, reading) is None:
            # "I played a Consumable card in round 1 of this combat. … can I play it again in this
            # combat?": once told done, "again" is a second time — past a limit of once
            given = [Number(2, "again", (), (), True)]
        if not given:
            d.needs = _needs(norm, reading.lang)
            return d
        if (untold := _scope_count_untold(nt, reading)) is not None:
            # "Upkeep is starting. Do I draw 6 cards?" of "6 cards, with 1 or 2 Characters": the
            # count the scope holds for is a fact the rule needs, and the question does not give it
            d.needs = _needs(norm, reading.lang) if norm.needs else [{"slot": _slot(untold), "question": (
                f"Сколько ({untold}) в игре?" if reading.lang == "ru" else f"How many {untold} are in the game?")}]
            return d
        n = given[0]
        v, b = n.value, norm.bound
        if m == "at_most" and reading.asks == "occurrence" and not any(x.in_ask for x in reading.numbers) \
                and not _senses(reading.ask) and not set(tokenize(reading.ask)) & _ADDING and _names_another(nt, reading):
            # "breaks one of Hastur's Seals … Is it true that Hastur gains nothing?": the story
            # counts the act; the ask, of no count, is of what happens to someone the act does
            # not name ("Does it stick?" asks of the count itself)
            return _silent(d, "the story counts the act; the ask is of something else")
        if not n.in_ask and any((g.value <= b) != (v <= b) or (g.value >= b) != (v >= b) or (g.value == b) != (v == b)
                                for g in given):
            # told in the story only, with numbers on both sides of the bound ("paid three
            # times … now pays a fourth time. Is that allowed?"): which one is asked is not said
            return _silent(d, f"the story gives {', '.join(g.text for g in given)}; the ask names none")
        if not n.in_ask and (earlier := _counted_in_another(nt, reading)) is not None:
            # "Реликвию я использовал в прошлом бою. Можно ли снова её использовать в следующем
            # бою?": the story counts the act in another of the limit's scopes than the one asked
            return _silent(d, f"the story counts the act in another {earlier}")
        if not n.in_ask and (n.counts(_TIMES_COUNTED) or m == "at_most" and _done_so_far(nt, n, reading)) \
                and _adds(reading.ask):
            # "has already regained Health three times … Can't he buy one more?": the ask is
            # about the time after those the story counts (or after the things a limit counts
            # that the asker has already done: "In this conflict I already cast two spells. Can
            # I cast a spell again?" asks of a third)
            v += 1
        elif m == "at_most" and not n.in_ask and set(n.before[-1:]) & nt.quantity_stems and not n.repeats \
                and _adds(reading.ask) and not nt.quantity_stems & _stems_of(reading.ask):
            # "I played a Consumable card in round 1 of this combat. It's round 3 now — can I play
            # it again?": "again" is of what the story did, not one more of the rounds the story
            # names by number ("round 1" names one; it counts none of what is done again)
            return _silent(d, f"the ask adds to what the story did, not to its {' '.join(n.before[-1:])} {n.text}")
        count_shown = {"en": str(v), "ru": str(v)}
        if fewer := n.in_ask and _not_yet(n.text, reading.ask) == "below":
            # "Can I awaken my Avatar before I have 3 Ancient Signs?": fewer than the count said
            v = n.value - 1
            count_shown = {"en": f"fewer than {n.value}", "ru": f"меньше {n.value}"}
        d.facts.append({"text": f"{n.text} (before)" if fewer else n.text, "slot": _slot(norm.quantity or "number"),
                        "value": v})
        # a cost of exactly 3 is paid from 4 held: "I have 4 Ancient Signs. Can I awaken it?"
        paid_from = m == "exactly" and _PAYING.match(norm.act) is not None and _held(n, reading)
        # … and "Is 2 Lore enough?" asks whether 2 covers it, not whether it is the cost
        paid_from = paid_from or m == "exactly" and _enough_asked(reading.ask)
        ok = v <= b if m == "at_most" else v >= b if m == "at_least" or paid_from else v == b
        if m == "at_most" and n.in_ask and reading.asks != "obligation" and _said_as_limit(n.text, reading.ask):
            # "is the max 8 dice?", "capped at 3 cards?" of "at most 10 dice": the limit asked is
            # the act's limit or another — not a count within it
            ok = v == b
        if fewer and (v > b if m == "at_most" else v >= b):
            # fewer than 4 may be 3, which pays for 3, or 2, which does not: what is held is not said
            return _silent(d, f"{count_shown['en']} {_quantity(norm, 'en')} may or may not be {b}")
        if ok and m == "at_most" and reading.asks != "permission" and any(n is x for x in bare):
            # "was at 20 and we earned 4. so his counter is 23 now right?": a value within the
            # limit may still not be the total — the limit only rules out one past it
            return _silent(d, f"{v} is within {b}; the limit does not say it is the total")
        d.count_held = ok
        if reading.asks == "obligation":
            # "Do you need 2 VP?": a requirement is met by the bound itself, not less
            verdict = ("yes" if v == b else "no" if v < b else None) if m == "at_least" else None
        else:
            verdict = "yes" if ok else "no"
        # (the scope has no Russian wording: the Russian line leaves it out)
        _say(d, lambda lang: f"{count_shown[lang]} {_quantity(norm, lang)}: {_modality(m, lang)} {b}"
                             + (f" {norm.scope}" if norm.scope and lang == "en" else ""))
    elif m == "only_if":
        if (restated := _condition_restated(nt, reading)) is not None:
            # "Is it true that units in contested areas cannot move unless they are Evasive?"
            # states the norm itself, condition and all: the condition is not told to hold
            if not restated:
                return _silent(d, f"only if {norm.condition}: the question puts the condition otherwise")
            d.verdict = restated
            _say(d, lambda lang: f"{_only_if(norm, lang)}: "
                                 + ("вопрос называет само условие" if lang == "ru" else "the question states the condition"))
            return d
        held = _condition(nt, reading)
        if held is None and (_UNCONDITIONED.search(reading.ask) or (_AT_WILL.search(reading.ask) and not _rule_at_will(nt))) \
                and not reading.has_story and reading.asks in ("permission", "occurrence"):
            # "Can units in contested areas move freely?", «Могу ли я убрать маркер когда
            # захочу?»: the act has a condition — no
            d.verdict = "yes" if reading.negative else "no"
            _say(d, lambda lang: f"{_only_if(norm, lang)}: " + ("не свободно" if lang == "ru" else "not freely"))
            return d
        if held is None and not reading.has_story and not reading.numbers and reading.asks == "permission" \
                and not _NEGATORS.search(reading.ask) and _just_the_act(reading.ask, nt):
            # asked in general ("Can prevention be used partially?"): yes — when the condition holds
            verdict = "no" if reading.negative else "yes"
            d.verdict = verdict
            _say(d, lambda lang: _only_if(norm, lang))
            return d
        if held is None:
            d.needs = _needs(norm, reading.lang) or [{"slot": "condition", "question": (
                f"Выполняется ли условие: {norm.condition_ru}?" if reading.lang == "ru" and norm.condition_ru
                else f"Does this hold: {norm.condition}?")}]
            return d
        d.facts.append({"text": norm.condition or "", "slot": "condition", "value": held})
        verdict = ("yes" if held else "no") if reading.asks != "obligation" else None
        # (the numbers a condition against half a maximum was computed from: "14 of 30")
        of_max = "" if (against := _against_maximum(nt, reading)) is None else f" ({against[0]} / {against[1]})"
        _say(d, lambda lang: f"{_only_if(norm, lang)}: " + (("выполнено" if held else "не выполнено") if lang == "ru"
                                                              else ("holds" if held else "does not hold")) + of_max)
        if verdict is not None and _HINDERS.search(reading.ask) and not reading.negative:
            # "Do void areas block movement for units without Flying?": the ask's verb says the
            # act does not happen — Yes where it cannot
            d.verdict = _FLIP[verdict]
            return d
        if not held and reading.negative and not _MODAL_DENIED.search(reading.ask) and not _act_denied(nt, reading):
            # "Can a unit that is not Evasive move out?": the "not" is the failing condition,
            # already read; it does not turn the ask around as well (unlike "the Detective
            # can't play Discharge cards when he has no Ammo?", or "he's still not Wounded at
            # 6, right?", which deny the act too)
            d.verdict = verdict
            return d
    else:
        if reading.asks == "permission" and m in ("is", "is_not") and _LIMITING.search(norm.act) \
                and not _COUNTING_ASKED.search(reading.ask):
            # "a Cooperative card counts towards the limit" is not "may I play it?": whether
            # something counts against a limit or costs more speaks of the limit, not the act
            return _silent(d, _COUNTS_ONLY)
        verdict = _TABLE[reading.asks][m]
        if m in ("may", "must") and reading.asks == "permission" and not reading.has_story and not reading.negative \
                and _AT_WILL.search(reading.ask) and _TRIGGER.search(norm.act) and not _rule_at_will(nt):
            # «Могу ли я убрать свой маркер Влияния с поля когда захочу?» of "must return an
            # Influence marker to your supply after resolving it": the act has its moment — not
            # whenever one likes (said of another act, "must discard all Charges from a Relic after
            # using it" asked "Can I use my Relic whenever I want?", the duty that follows the act
            # says nothing of when the act may be done)
            if not set(tokenize(norm.act.split(None, 1)[0])) & _stems_of(reading.ask):
                return _silent(d, "the act has its moment; the question asks of another act at will")
            d.verdict = "no"
            _say(d, lambda lang: f"{_modality(m, lang)}: {_act(norm, lang)}"
                                 + (" — не когда захочется" if lang == "ru" else " — not whenever one likes"))
            return d
        if m in ("must", "may", "need_not") and (optional := _OPTIONAL.search(reading.ask)) is not None \
                and (m == "need_not" or not any(_OPTIONAL.search(w) for w in nt.wordings)):
            # "Are Scheme effects optional?" of "must resolve …": No; of a "may" (or a "need not
            # resolve …"): Yes — and "mandatory?" the other way round
            verdict = "yes" if (m in ("may", "need_not")) == (optional.group("optional") is not None) else "no"
        # a number the act states ("draws 6 cards") that the question gives otherwise is
        # another fact: "does he draw 5?" is answered "no" by "draws 6"
        # (the story's numbers count against a threshold: "we are on 8 Progress Points —
        # can we turn the card?" is answered by "at 9 Progress Points"; "I hold 3 Ancient
        # Signs" says nothing against "gain 1 Ancient Sign")
        stated = {an.value for an in nt.act_numbers}
        computed: Decision | None = None  # (its reading line: what the act's rate gives for the story's count)
        for an in nt.act_numbers:
            if an.value in nt.limits:
                counted = [n for n in reading.numbers if n.counts(_unit(an))] if m == "is" else []
                # (not a number that names the limit beside another count asked: "Does the 4
                # rounds max stop a Short Game from lasting 5 rounds?" asks of 5)
                if reading.asks != "obligation" and (limit := next((
                        n for n in counted if n.in_ask and _said_as_limit(n.text, reading.ask)
                        and not (_names_the_limit(n.text, reading.ask) and any(o.in_ask and o is not n for o in counted))),
                        None)):
                    # "Is the Standard Game 4 rounds max?", "Does a Standard game last at most 4
                    # rounds?" of "a Standard game lasts at most 6 rounds": the limit asked is
                    # another than the act's — no (6 max: yes)
                    verdict = "yes" if limit.value == an.value else "no"
                    d.facts.append({"text": limit.text, "slot": "number", "value": limit.value})
                    break
                if past := [n for n in counted if n.value > an.value]:
                    # "In a Standard game, can the game last 7 rounds?" of "a Standard game lasts at
                    # most 6 rounds": past the limit — no
                    verdict = "no" if reading.asks != "obligation" else None
                    d.facts.append({"text": past[0].text, "slot": "number", "value": past[0].value})
                    break
                if any(n.value == an.value for n in counted):
                    # "… now has 3 VP. do we still play through round 6?": the limit says no game
                    # goes past it, not that this one reaches it
                    return _silent(d, f"the act limits to {an.text}; whether it is reached is not said")
                continue  # "lasts at most 4 rounds" is not "lasts 4 rounds"
            # (the unit right beside each number: "column 1 sequences" is no count of the act's
            # "after 3 rounds", though "column" is in its words too)
            unit = _unit(an) if not set(an.after[:1]) - _FUNCTION else set(an.after[:1])
            if set(an.before[-1:]) - _FUNCTION and _ends_clause(norm.act, an.text):
                unit = set(an.before[-2:]) - _FUNCTION  # "from round 3, Cthulhu's …": the words before, the clause ending
            if set(an.after[:1]) - _FUNCTION and set(an.after[1:2]) - _FUNCTION:
                # "destroy 1 allied figure": the word between says which ("2 figures" is a count of it)
                unit |= set(an.after[1:2]) - _FUNCTION
            # (in the question's words too: "с красным 3" is a red value, as _threshold_untold reads it)
            unit |= _glossed(nt, unit)
            # (not an ordinal: "Does she take a 6th Weakness?" counts one more, not six)
            other = [n for n in reading.numbers if n.counts(unit & (set(n.after[:1]) | set(n.before[-1:])))
                     and (n.in_ask or an.value in nt.thresholds) and not (n.repeats and n.text.lower() not in TIMES)]
            if any(_number_denied(n, reading.story) for n in other):
                # "we don't have 9 Progress Points, only 7": the count told is not that number,
                # and what it is, is not read here
                return _silent(d, f"the question says the count is not {other[0].text}")
            # (a rate said past the next three words: "1 Psychic Damage for each Fracture")
            rate = set(an.after) & _RATE or any(int(r.group(1)) == an.value for r in _RATE_OF.finditer(norm.act))
            # (a rate asked as a rate: "Does each unblocked Psychic Damage destroy 2 figures?")
            per_one = any(w in _RATE for w in tokenize(reading.ask)) and not reading.has_story
            if other and rate and not per_one and not any(set(n.after) & _RATE for n in other):
                # "1 Lore per Influence upgrade you already have" asked "does it cost 2 Lore?":
                # the total is the rate times the count the story gives ("I already have
                # two Influence upgrades"); without that count, no verdict
                total = _rate_total(nt, an, reading)
                totals = [n for n in other if an.after[:1] and an.after[0] in n.after[:2]]  # "2 Lore"
                if total is None or len({n.value for n in totals}) != 1:
                    return _silent(d, f"the act gives a rate ({an.text} {' '.join(an.after)}); the question a total")
                d.facts.append({"text": totals[0].text, "slot": "number", "value": totals[0].value})
                d.facts.append({"text": f"{an.text} {' '.join(an.after)} …", "slot": "total", "value": total})
                said_total = totals[0].text
                computed = Decision(why=f"{_act(norm, 'en')} — for the count told, {total} in all; the question says {said_total}",
                                    why_ru=f"{_act(norm, 'ru')} — для названного числа всего {total}; в вопросе {said_total}")
                # ("Is 4 Lore enough?" for a total of 3: what covers it is enough)
                short = totals[0].value < total if _enough_asked(reading.ask) else totals[0].value != total
                if short:
                    verdict = "no" if m in ("must", "is") and reading.asks != "obligation" else None
                break
            # (an act from a count on: "from round 3", "after 3 rounds")
            onward = _onward(norm.act, an.text)
            if (onward or an.value in nt.thresholds) \
                    and (before := [n for n in other if n.value == an.value and _not_yet(n.text, reading.ask) is not None]):
                # "We can't reveal the Great Old One card before 9 Progress Points, right?" of "is
                # revealed at 9 Progress Points": before it ("before we have 9") is short of it — not
                # reached ("before round 3" of "from round 3" too, "before its Health drops to 0" of
                # "at 0 Health" from above)
                verdict = "no" if m in ("must", "is") and reading.asks != "obligation" else None
                d.facts.append({"text": f"{before[0].text} (before)", "slot": "number", "value": an.value - 1})
                break
            added = [n for n in reading.numbers if n.after[:1] in (("more",), ("больше",), ("ещё",))]
            if other and added and an.value in nt.thresholds and len(base := [n for n in other if n not in added]) == 1:
                # "We had 7 Progress Points and the Combat gave us 2 more": the count is 9,
                # against "at 9 Progress Points" — reached; short of it, not reached; past it, not said
                total = base[0].value + sum(n.value for n in added)
                if total > an.value:
                    return _silent(d, f"{total} is past {an.value}: the rule says what happens on reaching it")
                if total < an.value:
                    verdict = "no" if m in ("must", "is") and reading.asks != "obligation" else None
                d.facts.append({"text": " + ".join([base[0].text, *(n.text for n in added)]), "slot": "number",
                                "value": total})
                break
            # (the act's numbers of this unit: "5 Recovery points at 6 Progress Points" does not
            # state 6 Recovery Points)
            if other and not any(n.value in stated and (n.value == an.value or not _same_unit_elsewhere(nt, an, n))
                                 for n in other):
                if all(n.value > an.value for n in other) and onward:
                    # "restarts after 3 rounds" asked in round 4, "from round 3" in round 4: past
                    # it, which is when it holds
                    continue
                if an.value in nt.thresholds and all(n.value > an.value for n in other):
                    # past "at 9 Progress Points": reached earlier, or not — not said
                    return _silent(d, f"{other[0].value} is past {an.value}: the rule says what happens on reaching it")
                if an.value in nt.thresholds and all(n.value < an.value for n in other) and _GAIN_AHEAD.search(reading.text):
                    # "sitting on 7 Progress Points … the next reward is 2 PP. Once we collect
                    # those, do we flip the Great Old One card?": the count asked of is after a
                    # gain the words do not total
                    return _silent(d, f"the question asks after a gain to {other[0].text}; the total is not read")
                verdict = "no" if m in ("must", "is") and reading.asks != "obligation" else None
                d.facts.append({"text": other[0].text, "slot": "number", "value": other[0].value})
                break
        # an act with no number says nothing of "a third spell": that is a limit's question;
        # nor does an act that happens confirm a total the ask ends on ("Progress Points carry
        # over" asked "does his counter go up to 29?"; one that does not happen denies it)
        # — nor a count of what it names ("must reduce Defense before an Attack deals Damage"
        # asked "does the Seer take the attack's 4 Damage?": how much is the story's sum)
        # (not the sum the asker works out on the way, in brackets, "(3+2=5)": told, not asked —
        # a number said outside it as well is still the ask's, "(4+3=7). do i take 7 damage?")
        # (nor a modifier named by its sign, "after +1 and +2 are added", of an act of the
        # modifiers: it names them, it counts nothing; nor the total worked out in brackets,
        # "(that makes 6)", «(получается 6)»)
        outside = _WORKED_TOTAL.sub(" ", _WORKED_SUM.sub(" ", reading.ask))
        if nt.act_stems & _MODIFIER_STEMS:
            outside = _SIGNED.sub(" ", outside)
        worked = {int(v) for v in re.findall(r"\d+", reading.ask) if not re.search(rf"(?<!\d){v}(?!\d)", outside)}
        if any(n.in_ask and n.value not in worked and (not nt.act_numbers and n.repeats
                                                       and n.counts(nt.act_stems - _FUNCTION)
                             or not any(set(an.after[:1]) & set(n.after[:1]) or an.value == n.value
                                        for an in nt.act_numbers)
                             and not n.repeats and m in ("is", "must", "cannot")
                             and bool(set(n.after[:1]) & nt.act_stems - _FUNCTION) and _dealt(n, reading.ask)
                             and not _VARIABLE_AMOUNT.search(norm.act)
                             or not d.facts and not n.repeats and (not set(n.after) - _FUNCTION or _bare_value(n, reading.ask))
                             and n.value not in stated and m in ("is", "must") and not reading.negative
                             and not compiled(rf"\b(?:not|не)\s+{re.escape(n.text)}\b", re.I).search(reading.ask))
               for n in reading.numbers):
            return _silent(d, _NO_NUMBER)
        # "loses X Health after its extra effects" asked "does he lose it before …?"
        # … of the same moment: "after its extra effects" says nothing of "before the next conflict"
        (said, said_of), (side, side_of) = _moment(norm.act), _moment(reading.ask)
        if side_of and _SIGNED.search(reading.ask):
            side_of |= _MODIFIER_STEMS  # ("after +1 and +2 are added": after the modifiers, named by their signs)
        if side is not None and said_of and not said_of & side_of \
                and (own := _unconditioned(reading.ask)) != reading.ask and _moment(own)[0] is None:
            # a moment only the ask's "if" clause names, of another thing than the act's, is the
            # condition's ("Do end-of-turn effects apply if all Enemies were defeated during that
            # turn?" asks of no moment "during" the turn); of the act's own ("If he is Wounded
            # before the Attack is dealt, …" of "… after the Attack is dealt") it stays a side
            side, side_of = None, frozenset()
        # (not a window: "before the next Combat Encounter")
        if m == "cannot" and said in _OPPOSITE_SIDES and _moment(reading.text)[0] is None and not said_of & _RELATIVE:
            # "cannot play another card before applying all effects of the current one"
            # forbids an order; "can I play a second card?" does not say that order
            return _silent(d, f"the act is forbidden {said} a moment the question does not place it at")
        if said and side == said and said_of and side_of and not said_of & side_of \
                and language(norm.act) == language(reading.ask):  # (words of one language compared)
            # "use the Empowered effect after it awakens" says nothing of "after my Avatar is destroyed"
            return _silent(d, f"the act is {said} another moment than the question's")
        # the other end of a pair ("does the player with the fewest Seals win?" of "the player
        # with the most allied Seals wins"), the other way round the table ("the Leader Token
        # passes to the left" asked "to the right?"): an act that is so answers No; any other
        # says nothing of it
        for slot, found, why in (("contrast", _swapped(norm, reading.ask), "the act is of the {}; the question of the {}"),
                                 ("direction", _opposite_way(norm, reading.ask), "the act goes {}, the question asks {}")):
            if found is None:
                continue
            if m not in ("must", "is") or reading.asks == "obligation":
                return _silent(d, why.format(*found))
            verdict = "no"
            d.facts.append({"text": found[1], "slot": slot, "value": found[1]})
        if said and side and side != said:
            # the order of the same moment: "after the Attack" asked "before the Attack"; not
            # "during" it, not a side in the ask's condition ("If one player remains before
            # …, does it end?"), not a moment named relative to another ("after a conflict"
            # is "before the next conflict")
            # (a side in the ask's main clause, not its "when" clause: "When an upgrade says
            # After, is it resolved before the other steps of the Influence?")
            ordered = said in _OPPOSITE_SIDES and side == _OPPOSITE_SIDES[said] and bool(said_of & side_of) \
                and not (said_of | side_of) & _RELATIVE \
                and (not _CONDITIONAL.search(reading.ask) or _moment(_CONDITION_CLAUSE.sub(" ", reading.ask))[0] == side)
            if not ordered or m not in ("must", "is") or reading.asks == "obligation":
                return _silent(d, f"the act is {said} a moment, the question asks {side} it")
            verdict = "no"
            d.facts.append({"text": side, "slot": "order", "value": side})
        if computed is not None:
            d.why, d.why_ru = computed.why, computed.why_ru
        else:
            _say(d, lambda lang: f"{_modality(m, lang)}: {_act(norm, lang)}")
    # (leave not to do the act, asked once: every branch below reads it)
    undone = NOT_DOING_ASKED.search(reading.ask) if verdict is not None and reading.asks == "permission" else None
    if verdict is not None and undone is not None and m in ("must", "cannot", "may", "need_not", "at_most") \
            and not _negation_is_the_acts(nt, reading):
        # «Можно не пробуждать Аватара?», «Может ли игрок … не участвовать в нём?»: leave not
        # to do the act — refused only by a rule that makes it be done
        if m == "must" and _TRIGGER.search(norm.act) and _WHOSE_RU.search(reading.ask):
            # («Может ли персонаж, у которого ещё есть действия, не передавать активацию?» of
            # "must exchange activation immediately when … has no actions left": what the ask
            # tells of whom it asks is not read against when the duty holds)
            return _silent(d, "the question asks for leave not to do what is a duty only when something holds")
        if m == "cannot" and not any(_same_stem(st, a) for st in tokenize(undone.group(0).split()[-1]) for a in nt.act_stems):
            # («Можно не использовать очки восстановления сразу?» of "cannot save Recovery Points for
            # later": a thing forbidden may be left undone, but the ask leaves another act undone)
            d = _silent(d, "the question asks for leave not to do another act than the one forbidden")
            d.ruled_out = True
            return d
        if m == "must" and _one_of_its_alternatives(nt, reading):
            # («Можно не использовать очки восстановления на рассудок?» of "must use Recovery Points
            # immediately on Health or Sanity": the duty is done on the other as well)
            return _silent(d, "the question leaves undone one of the act's alternatives")
        if m in ("must", "cannot"):
            verdict = _FLIP[verdict]
        elif m != "at_most" or not reading.numbers_of(nt.quantity_stems):
            # (what may be done, or done up to a limit, may be left undone)
            verdict = "yes"
        else:
            return _silent(d, "the question asks for leave not to do the act up to a count")
    elif verdict is not None and undone is not None and m == "only_if" and nt.numeric_condition is not None \
            and any(f["slot"] == "condition" for f in d.facts) and not _negation_is_the_acts(nt, reading):
        # «Может ли Одержимая, у которой рассудок 7, не терять здоровье в конце хода?» of "loses 1
        # Health … only if Sanity 5 or below": the count told settles the condition, and the act
        # left undone is the one that happens only then
        verdict = _FLIP[verdict]
    elif undone is not None and m in ("exactly", "at_least"):
        # "Can the defender with 1 figure not surrender?" of "surrender with exactly 1 figure":
        # a count the act holds at says nothing of leave not to do it
        return _silent(d, "the question asks for leave not to do an act the rule gives a count for")
    elif verdict is not None and reading.negative and not _negation_is_the_acts(nt, reading) \
            and not _denial_is_an_end(norm, reading.ask) and not (m == "need_not" and reading.asks == "permission"):
        # (not a permission not to do what one need not do: «Можно не добавлять новую карту в
        # колоду?» of "need not add a new card" is yes, as is "Can I add it?")
        verdict = _FLIP[verdict]
    if verdict is not None and m in ("is", "is_not", "must", "cannot", "only_if") and reading.asks == "occurrence" \
            and _SKIPPED.search(reading.ask) and not any(_SKIPPED.search(w) or _WITHOUT.search(w) for w in nt.wordings) \
            and not ((stop := _STOPS_DOING.search(reading.ask)) and _SKIPPED.search(stop.group(1))):
        # "Does a Cooperative card skip the Sanity loss?", "are end-of-turn effects skipped?":
        # whether the act does not happen (not "Can I skip it?", a permission); of an act that
        # happens only if its condition holds, too ("she's at 4 Sanity, so she skips the 1
        # Health loss?" of "loses 1 Health … only if Sanity 5 or below": it holds, she loses it)
        verdict = _FLIP[verdict]
    if verdict is not None and _STOPS_FROM.search(reading.ask) and not _stops_doing(reading.ask):
        # "Does a Red 0 keep Cultist sacrifices from stopping the effect?": what is kept from the
        # act is not one the stop reader reads (a person or a thing with its determiner), and
        # the rule's yes/no is of another act than the one stopped
        return _silent(d, "the question asks whether a thing is kept from an act, and what is kept was not read")
    if verdict is not None and (stop := _stops_doing(reading.ask)) and stop.group(1).lower() == "being" \
            and _HINDERS.match(reading.ask, stop.end() + 1):
        # "Does the Subtle keyword stop a unit from being blocked by enemy areas?": a stop of a
        # stop — neither the rule's yes nor its flip says whether the first one holds
        return _silent(d, "the question asks whether a thing stops a hindrance")
    if verdict is not None and m in ("is", "is_not", "must", "cannot") and _BLOCKS_MOVING.search(reading.ask) \
            and _MOVES.search(" ".join(nt.wordings)) and not _HINDERS.search(norm.act):
        # "Does an enemy area block movement even for Flying units?" of "cannot move a unit
        # through an enemy area": blocking is the move not happening, the other way round (an
        # act of stopping, "has to stop when it enters", is the ask's own way)
        verdict = _FLIP[verdict]
    elif verdict is not None and _HINDERS.search(norm.act) and (doing := _doing_stopped(nt, reading)) is not None \
            and _only_its_trigger(nt, doing.group(1)):
        # "Does an enemy area stop my Beastmen from entering it?" of "a unit has to stop when it
        # enters an enemy area": the act stops the unit once it enters, not its entering
        return _silent(d, "the act stops something once the act asked happens, not that act")
    elif verdict is not None and m in _STOPPABLE and not _HINDERS.search(norm.act) \
            and (doing := _doing_stopped(nt, reading)) is not None:
        if not _stopper_named(nt, reading.ask[:doing.start()]):
            # "Does Stun stop an Enemy from attacking?" of "an Enemy cannot attack another
            # Enemy": the rule says nothing of what the question says stops the act
            return _silent(d, "the question asks whether a thing the rule does not name stops the act")
        if _counted_towards(norm, reading.ask[doing.start(1):]):
            if m != "is_not":
                return _silent(d, _COUNTS_NOT_PAST)
        elif not _SKIPPED.search(doing.group(1)):
            # "a sealed area doesn't stop me summoning a unit there?" of "cannot summon units into
            # a Sealed area", "Does the Shop stop a Character from regaining Sanity a fourth
            # time?" of "at most 3": stopping is the act not happening, the other way round
            # (stopping her from skipping it is her doing it: the rule's answer as it stands)
            verdict = _FLIP[verdict]
    elif verdict is not None and m in _STOPPABLE and not _HINDERS.search(norm.act) \
            and (stop := _stopping(reading.ask)) is not None and stop.group(1).lower() != "being":
        # "Does Vulnerability stop the next Attack from getting 1 extra point?" of "Vulnerability
        # increases the next Attack": the act stopped is not one the rule says as a verb — its
        # yes/no is of its own act, neither that one's nor the stop's (a thing kept from being
        # done, "keep the same method from being used again", is still read as before)
        return _silent(d, "the question asks whether a thing stops an act the rule does not say")
    elif verdict is not None and m in _STOPPABLE and _STOPS_A_THING.search(reading.ask) \
            and not _HINDERS.search(norm.act) and not _UNDOES.search(" ".join(nt.wordings)):
        # "Does a Cooperative card stop the Sanity loss for the receiving Character?" of "a
        # Cooperative card … costs no Sanity" (is not): the thing stopped is the act, and its
        # yes/no the other way round — which the words leave unread (an act that is itself the
        # stopping, "an Elder Sign negates the effect", answers "Does it stop the effect?")
        return _silent(d, "the question asks whether a thing stops what the act says happens")
    elif verdict is not None and _CAN_HINDER_RU.search(reading.ask) and (m == "may" or not _HINDERS.search(norm.act)):
        # «Может ли карта с красным 0 помешать мне сбросить Аркану?» of "may stop a card with red
        # value 0 with … an Arcana card": whether a thing can hinder the act is no leave to do it
        # (nor is leave to stop a thing what hinders the asker)
        return _silent(d, "the question asks whether a thing can hinder the act")
    elif verdict is not None and (head := _HINDERS_ASKED_RU.search(reading.ask)) and _hindered_elsewhere_ru(nt, reading, head.end()):
        # «Мешает ли вражеская область призыву отряда?» of "cannot move a unit through an enemy
        # area": the act hindered is another (summoning, not moving)
        d = _silent(d, "the question asks what hinders another act")
        d.ruled_out = True  # (a norm of the act asked may answer)
        return d
    elif verdict is not None and head and not _HINDERS.search(norm.act) and not _HINDERS.search(norm.act_ru or ""):
        if (act := _HINDERED_ACT_RU.search(reading.ask, head.end())) is not None \
                and not _stopper_named(nt, reading.ask[head.end():act.start()]):
            # «Мешает ли истощение отряду бросать кубики?» of "participants roll dice in turn
            # order": the rule says nothing of what the question says hinders the act
            return _silent(d, "the question asks whether a thing the rule does not name hinders the act")
        if m not in ("is", "is_not", "must", "cannot"):
            # (a permission or a limit says what may be done, not what hinders it)
            return _silent(d, "the question asks what hinders the act; the rule says what may be done")
        if m in ("is", "is_not") and act is not None and not any(_same_stem(st, a) for st in tokenize(act.group(0))
                                                                 for a in nt.act_stems):
            # «Мешает ли предотвращение атаке сохранить свою силу?» of "prevention does not
            # change the attack's strength": a fact of another verb than the act hindered (keeping
            # is changing's opposite) says nothing of whether it is hindered (a norm of the act
            # asked may answer)
            d = _silent(d, "the question asks what hinders an act the fact does not name")
            d.ruled_out = True
            return d
        if act is not None and _counted_towards(norm, reading.ask[act.start():]):
            # («Мешает ли лимит в 1 карту сыграть за неё кооперативную карту?»)
            if m != "is_not":
                return _silent(d, _COUNTS_NOT_PAST)
        else:
            # «Мешает ли вражеская область движению отряда?» of "cannot move a unit through an
            # enemy area": hindering is the act not happening, the other way round
            verdict = _FLIP[verdict]
    if verdict is not None and m in ("is", "is_not") and _HINDERS_VERB.search(norm.act) and not _HINDERS.search(reading.ask) \
            and not _STOPS_DOING.search(reading.ask) and not _CEASES.search(reading.ask) and reading.asks == "occurrence":
        # "Does a card that says to add a unit work in a Sealed area?" of "Sealed areas prevent
        # summoning outside Conjuration" (is not): the act says whether a thing hinders, the
        # ask whether the thing hindered happens — not the same yes/no
        d = _silent(d, "the act says what hinders; the question asks whether the act hindered happens")
        d.ruled_out = True  # (another norm, of the act itself, may answer)
        return d
    if verdict is not None and m in ("is", "is_not") and _game_goes_on_of_its_end(nt, reading):
        # "Does the game carry on?" of "the game is lost when …" (is not): going on is the
        # game not ending, the other way round
        verdict = _FLIP[verdict]
    if verdict is not None and m in ("is", "is_not", "must", "cannot") and _CEASES.search(reading.ask) \
            and not any(_CEASES.search(w) for w in nt.wordings):
        # "Doesn't its prevention stop applying?" asks of the act's end: the other way round
        verdict = _FLIP[verdict]
    if verdict is not None and m in ("is", "is_not", "must", "cannot") and _required_what_act_goes_without(nt, reading):
        # "Does sacrificing a Character card require a roll?" of "… always negates the effect
        # without a roll" (is not): needing a thing is the act's "without" it, the other way round
        verdict = _FLIP[verdict]
    d.verdict = verdict
    return d


def _counted_towards(norm: Norm, stopped: str) -> bool:
    """Whether the act says what a limit counts ("a Cooperative card does not count towards the
    limit") and the stop asked is of another act ("Does the limit stop me from playing 2
    Cooperative cards?"): what a limit does not count it does not stop — the act's answer as it
    stands; what it counts it stops only past a bound this act does not give. (A stop of the
    counting itself, "from counting toward", "from being counted", is the act's own.)"""
    return _COUNTED_TOWARDS.search(norm.act) is not None and not _COUNTING_ASKED.match(stopped.removeprefix("being "))


_COUNTS_NOT_PAST = "the act says what the limit counts, not whether this count is past it"
_COUNTED_TOWARDS = re.compile(r"\bcount(?:s|ing)?\s+(?:towards?|against)\b", re.I)
_REQUIRES = re.compile(r"\b(?:requires?|required|requiring|needs?|needed|necessary|нужн\w*|требу\w*|обязател\w*)\b", re.I)
_WITHOUT_WHAT = re.compile(r"\b(?:without|без)\s+(?:an?\s+|any\s+|the\s+)?([\w'’-]+)", re.I)


def _required_what_act_goes_without(nt: NormText, reading: Reading) -> bool:
    """Whether the ask asks of needing a thing the act (in the ask's language) says it goes
    without."""
    if not _REQUIRES.search(reading.ask) or _WITHOUT.search(reading.ask):
        return False
    asked = _stems_of(reading.ask)
    act = nt.norm.act_ru if reading.lang == "ru" else nt.norm.act
    # (not "no roll needed?": the ask says it goes without, as the act does)
    denied = _denied_stems(reading.ask)
    return any((what := set(tokenize(m.group(1))) - _FUNCTION) and what <= asked and not what & denied
               for m in _WITHOUT_WHAT.finditer(act or ""))


# an act said to have no condition: "move freely", "always", "no matter what", "свободно"
# (not "at any time": a book's own word for an act free of timing — "can exchange their
# activation … at any time" — that may still have a condition)
_UNCONDITIONED = re.compile(r"\b(?:freely|always|no matter what|without (?:any )?(?:restriction|limit|condition)s?|"
                            r"unrestricted|свободно|беспрепятственно|всегда|без (?:каких-либо |всяких )?"
                            r"(?:ограничений|условий))\b", re.I)
# … or at the asker's will ("whenever I want", «когда захочу», «когда угодно»), unless the
# book says its act may be done at any time (_rule_at_will)
_AT_WILL = re.compile(r"\b(?:whenever (?:I|we|you|they|he|she) (?:wants?|likes?|wish|wishes|please)|"
                      r"when(?:ever)? (?:I|we|you|they|he|she) (?:feel like it|choose)|"
                      r"когда (?:за)?хоч\w*|когда угодно)", re.I)
_AT_ANY_TIME = re.compile(r"\b(?:at any (?:time|moment|point)|any time|в любой момент|в любое время)\b", re.I)


def _rule_at_will(nt: NormText) -> bool:
    """Whether a permission of the norm's rule lets its act be done at any time ("exchange
    activation at any time"): "whenever I want" is then the rule's own word, not an ask
    without the act's condition."""
    return any(n.modality in ("may", "is") and any(_AT_WILL.search(w) or _AT_ANY_TIME.search(w)
                                                   for w in (n.act, n.act_ru, *n.phrasings) if w)
               for n in nt.rule_norms)
# the act itself denied, not only its condition: "can't play it when he has no Ammo"
_MODAL_DENIED = re.compile(r"\b(?:can't|cannot|can not|couldn't|mustn't|may not|isn't allowed|aren't allowed|"
                           r"не\s+мо(?:жет|гу|жем|гут|жешь)|нельзя)\b", re.I)
# an ask whose verb undoes the act: "Do void areas block movement unless …?" (not the noun of
# a term: "a prevention effect still applies" hinders nothing)
_HINDERS = re.compile(r"\b(?:block\w*|stop\w*|prevent(?!ion)\w*|forbid\w*|hinder\w*|блокир\w*|останавлив\w*|меша\w*|"
                      r"запреща\w*)", re.I)
# … said as the act's verb, of a doing: "Sealed areas prevent summoning" (not "the prevention
# effect applies", nor "Block blocks attacks")
_HINDERS_VERB = re.compile(r"\b(?:prevents?|prevented|stops?|stopped|blocks?|blocked|forbids?|forbidden|hinders?|hindered)"
                           r"\s+(?:\w+\s+)?(?:from\s+)?\w+ing\b", re.I)
# … of moving: "block movement", «блокирует передвижение»
# … of the act asked itself: "stop me summoning", "prevents him from moving"
# (whoever is stopped: a pronoun, a noun of up to three words, a name before "from"; "keep"
# only with "from" before the act: "keep an Enemy gaining Defense from one Upkeep to the next" is
# carrying on)
_A_NAME = r"(?-i:[A-Z])[\w'-]+"  # "Leon"
_NAME_STOPPED = rf"{_A_NAME}(?=\s+from\b)"
_PERSON = r"me|you|us|him|her|them"  # a person stopped, by a pronoun
# … or by whose friend they are: "Tom's friend", "Leon's ally"
_SOMEONES = rf"{_A_NAME}['’]s\s+(?:friend|ally|partner|teammate|neighbou?r)"
_STOPPED = (rf"(?:{_PERSON}|{_SOMEONES}|it|(?:my|the|an?|any|his|her|its|their|your|our)\s+(?:[\w'-]+\s+){{0,2}}?[\w'-]+|"
            rf"{_NAME_STOPPED})")
_STOPS_DOING = re.compile(rf"\b(?:stops?|stopping|prevents?|preventing|blocks?|blocking|keeps?(?=\s+{_STOPPED}\s+from\s+\w+ing\b))"
                          rf"\s+{_STOPPED}\s+(?:from\s+)?(\w+ing)\b", re.I)
# «Мешает ли вражеская область движению отряда?», «Препятствует ли …?»: whether a thing hinders
# the act, which the Russian says before naming either
# (also «Не мешает ли …?», asked the same way, and after a word to the reader: «Подскажите, мешает ли …»)
_HINDERS_ASKED_RU = re.compile(r"^\W*(?:(?:\w+\s+){0,2}\w+,\s*)?(?:(?:а|и|но|так)\s+)?(?:не\s+)?"
                               r"(?:меша(?:ет|ют)|препятству(?:ет|ют))\s+ли\b", re.I)
# … or whether it can: «Может ли карта с красным 0 помешать мне …?»
_CAN_HINDER_RU = re.compile(r"\b(?:может|могут)\s+ли\s+(?:[\w-]+\s+){0,6}?(?:помешать|препятствовать|воспрепятствовать)\b",
                            re.I)
# a Russian infinitive («призвать», «пройти», «идти», «помочь»; not «область», «есть», «области»)
_INFINITIVE_RU = r"(?:[а-яё]{2,}(?:[аяеиуыо]ть(?:ся)?|[йз]ти|чь)|[а-яё]*идти)\b"
# … the act hindered, named after the thing that hinders it by a verbal noun in the dative
# («движению», «призыву», «розыгрышу»; not whom it hinders, «игроку», «Хастуру») or an
# infinitive («игроку призвать»)
_HINDERED_ACT_RU = re.compile(rf"\b(?:[а-яё]{{2,}}(?:[нт]ию|ыву|ышу|оду)\b|{_INFINITIVE_RU})", re.I)


def _hindered_elsewhere_ru(nt: NormText, reading: Reading, after: int) -> bool:
    """Whether a «Мешает ли X Y?» ask names its act Y by a glossary term that none of the
    norm's wordings names, while they name a term the ask does not («призыву» of "move a unit
    through an enemy area"); an act the glossary does not name is not judged, nor a norm all
    of whose terms the ask names («получению очков прогресса» of "Progress Points are not
    awarded …"). ``after``: where the ask's «Мешает ли» ends."""
    for word in _HINDERED_ACT_RU.findall(reading.ask[after:]):
        stem = next(iter(tokenize(word)), "")
        terms = {en for en, names in nt.glossed.items() if any(_same_stem(stem, ru) for ru in names)}
        if not stem or not terms:
            continue
        if any(_same_stem(w, st) for w in terms | {stem} for st in nt.act_stems):
            return False
        asked = _stems_of(reading.ask)
        return any(any(_same_stem(en, st) for st in nt.act_stems)
                   and not any(_same_stem(ru, a) for ru in names | {en} for a in asked)
                   for en, names in nt.glossed.items())
    return False


# any "stop/keep/prevent/block … from Y-ing", whatever stands for what is stopped
_KEEP_VERB = r"\b(?:stop|keep|prevent|block)(?:s|ping|ing|ed|ped)?"
_KEEPS = _KEEP_VERB + r"\s+"
_KEPT_FROM = _KEEPS + r"(?:[\w'-]+\s+){1,4}?from\s+"
# (what is kept told at length too: "stop the illegal action declared from it from being paid")
_STOPS_FROM = re.compile(_KEEPS + r"(?:[\w'-]+\s+){1,7}?from\s+\w+ing\b", re.I)
# … or of the act itself, said of no one: "Do Sealed areas block summoning?"
# (not "stop summoning": _CEASES already reads "stops X-ing" the other way round)
_HINDERS_DOING = re.compile(r"\b(?:prevents?|blocks?|forbids?)\s+(?:units?\s+)?(?:from\s+)?(\w+ing)\b", re.I)
# the words a question asks whether a thing stops with ("Does Stun stop …?"), and the rules
# themselves as what stops ("Does the rule stop me from …?": any rule may answer)
_NOT_A_STOPPER = frozenset(tokenize("does do did will would can could is are isn't doesn't don't really then so "
                                   "rule rules rulebook book правило правила правил книга"))


def _doing_stopped(nt: NormText, reading: Reading) -> re.Match[str] | None:
    """The ask's "stops me Y-ing" / "blocks Y-ing" whose Y the norm's English wordings say as
    a verb ("attacks", not the term "Attacks"), or "stops her from skipping" any act."""
    ask = reading.ask
    doing = _stopping(ask)
    if doing is None or _SKIPPED.search(doing.group(1)):
        return doing
    verb = doing.group(1)
    if verb.lower() == "being" and (nt.norm.modality in ("is", "is_not", "must", "cannot")
                                    or nt.norm.modality == "at_most" and not any(n.in_ask for n in reading.numbers)) \
            and (done := _PARTICIPLE.match(ask, doing.end())) is not None:
        # "stop the illegal action from being paid for": the act done to it, said as a participle
        # (and a limit's count of it the story tells: "The Sorcerer already used his Relic. Is it
        # kept from being used again?", twice — the ask's own count, "Does using a method once
        # keep it from being used again?", is read its own way)
        verb = done.group(1)
    elif verb.lower() == "being" and (state := _STATE_AFTER.match(ask, doing.end())) is not None \
            and set(tokenize(state.group(1))) <= nt.act_stems and any(_IS_STATE.search(w) for w in nt.wordings):
        # "Does having 6 Sanity keep a Character from being Insane?" of "a Character is Insane
        # only if …": the state the act says, kept from holding
        return doing
    return doing if {_HAVE.get(st, st) for st in tokenize(verb)} & _english_verbs(nt.wordings) else None


# the state after "from being": "from being Insane", "from being Wounded"
_STATE_AFTER = re.compile(r"\s+(?-i:([A-Z][\w'-]+))\b")
# an act that says a state holds: "a Character is Insane", "Enemies are never Wounded"
_IS_STATE = re.compile(r"\b(?:is|are|becomes?)\s+(?:\w+\s+)?(?-i:[A-Z])", re.I)


_PARTICIPLE = re.compile(r"\s+([a-z]+(?:ed|en|id|ne|wn))\b", re.I)  # "paid", "used", "taken", "drawn", "done"


@lru_cache(maxsize=1024)
def _stops_doing(ask: str) -> re.Match[str] | None:
    """The ask's "stops me Y-ing" (or "is she stopped from Y-ing"), read once per question
    (every norm tried asks it)."""
    return _STOPS_DOING.search(ask) or _STOPPED_FROM.search(ask)


# … said in the passive, the one stopped first: "is a Character stopped from receiving 6
# Damage?", "Is an Enemy kept by the Condition limit from having 10 Conditions?"
_STOPPED_FROM = re.compile(r"\b(?:am|is|are|was|were|be|get|gets|got)\s+(?:(?:[\w'-]+\s+){1,6}?)?"
                           r"(?:stopped|kept|prevented|blocked|barred)\s+(?:by\s+(?:[\w'-]+\s+){1,5}?)?from\s+(\w+ing)\b", re.I)


@lru_cache(maxsize=1024)
def _stopping(ask: str) -> re.Match[str] | None:
    """The ask's "stops me Y-ing" / "blocks Y-ing", read once per question."""
    return _stops_doing(ask) or _HINDERS_DOING.search(ask)


@lru_cache(maxsize=4096)
def _english_verbs(wordings: tuple[str, ...]) -> frozenset[str]:
    """The stems of the lower-case words of a norm's English wordings (its verbs, not its
    capitalised terms), once per norm rather than per question."""
    return frozenset(_HAVE.get(st, st) for w in wordings if w.isascii() for word in re.findall(r"\b[a-z][\w'-]*", w)
                     for st in tokenize(word))


# a relative clause telling of whom a Russian ask asks: «персонаж, у которого ещё есть действия»
_WHOSE_RU = re.compile(r",\s*(?:у\s+)?(?:котор\w+|чей|чья|чьё|чьи)\b", re.I)


def asks_what_stops_someone(reading: Reading) -> bool:
    """Whether the ask asks whether something stops someone's step, the one it names
    ("Melissa plays an Arcana card with Red 3 on me. Does that stop me from sacrificing 2
    Cultists?", "… on Leon. Does that stop Leon from sacrificing 3 Cultists?"): whether that
    step is not legal. Not when a step is proposed apart from the ask's ("If Leon sacrifices 2
    Cultists, does that stop me …?", "I want to play an Elder Sign. Would that stop her from
    swapping tokens?": whether the effect is stopped)."""
    return step_stopped_at(reading) is not None or bool(
        # "Leon wants to sacrifice 2 Cultists from another Node. Does anything stop him?": of
        # the step the story says someone wants
        reading.has_story and _STOPS_SOMEONE_AT_END.search(reading.ask) and _STEP_PROPOSED.search(reading.story))


def asks_what_keeps_a_thing(reading: Reading) -> bool:
    """Whether the ask asks whether something keeps a thing, not a person, from an act ("Does a
    Red 0 prevent a Cultist sacrifice from stopping the card's effect?", "Does the removal of the
    source card prevent its prevention effect from applying?"): no result field of a kind says
    that, the other way round or not."""
    kept = _KEPT_FROM_EFFECT.search(reading.ask)
    # (nor several people kept from a step, "stop Leon and Melissa from sacrificing 1 Cultist
    # each", "stop the two of us from …": whose shares the step is, the stop reader cannot say)
    return kept is not None and _SOMEONE_STOPPED.match(kept.group(0).split(None, 1)[1]) is None \
        or _SEVERAL_KEPT_FROM.search(reading.ask) is not None


_SEVERAL_KEPT_FROM = re.compile(_KEEPS + r"(?:[\w'-]+,?\s+){0,3}?(?:and|both|(?:two|three|four)\s+of)\s+"
                                r"(?:[\w'-]+\s+){0,2}?from\s+\w+ing\b", re.I)
# a thing kept from taking effect: "prevent a Cultist sacrifice from stopping the card's
# effect", "prevent its prevention effect from applying" (not a person, "stop him from getting
# the effect", nor a card by its name, "stop Misdirection from taking effect")
_KEPT_FROM_EFFECT = re.compile(_KEPT_FROM + r"(?:stopping|negating|preventing|cancel+ing|applying|working|taking\s+effect)\b",
                               re.I)


def step_stopped_at(reading: Reading) -> int | None:
    """Where in the ask the step ``asks_what_stops_someone`` asks of begins ("… stop Leon from
    |sacrificing Cultists against the card?"), or None when it asks of none."""
    doing = _STOPS_DOING.search(reading.ask)
    if doing is None or _SKIPPED.search(doing.group(1)) \
            or _SOMEONE_STOPPED.match(doing.group(0).split(None, 1)[1]) is None \
            or _STEP_PROPOSED.search(reading.text) or _IF.search(_EVEN_IF.sub(" ", sentences(reading.text)[-1])):
        return None
    return doing.start(1)


# a person stopped: a pronoun, a name ("Leon from"), or anyone ("a player", "someone")
_SOMEONE_STOPPED = re.compile(rf"(?:{_PERSON}|{_SOMEONES}|(?:an?|the|another|any|each|every)\s+(?:player|opponent)"
                              rf"|anyone|anybody|someone|somebody)\b|{_NAME_STOPPED}", re.I)
# a step proposed in the story: "I want to play an Elder Sign", "I'm going to sacrifice" (not
# "Melissa really wants the Node", "Leon is going to win if he gets my Node")
_STEP_PROPOSED = re.compile(r"\b(?:wants?|wanted|going|plans?|planning|intends?|about|would like)\s+to\s+"
                            r"(?!(?:win|lose|get|have|be|need)\b)\w+|"
                            r"\b(?:I|we)(?:'ll|\s+will)\b", re.I)
_IF = re.compile(r"\bif\b", re.I)
# (a concession is no condition: "Even if I hold an Elder Sign, does a Red 0 card stop me …?")
_EVEN_IF = re.compile(r"\beven\s+if\b", re.I)
# "Does anything stop him?", "Does the lower value stop me?": someone stopped, no act named
_STOPS_SOMEONE_AT_END = re.compile(rf"\b(?:stops?|prevents?|blocks?)\s+(?:{_PERSON}|{_A_NAME})\W*$", re.I)


def _only_its_trigger(nt: NormText, doing: str) -> bool:
    """Whether the norm's English wordings name the act ``doing`` only as what sets the act off
    ("has to stop when it enters": entering)."""
    stems = set(tokenize(doing))
    parts = [_TRIGGER.split(w, maxsplit=1) for w in nt.wordings if w.isascii()]
    return not any(stems & _stems_of(p[0]) for p in parts) and any(len(p) > 1 and stems & _stems_of(p[1]) for p in parts)


# (_CONDITIONAL's words, and those of a moment an act sets off: "as soon as", "after")
_TRIGGER = re.compile(r"\b(?:when|whenever|once|as soon as|if|after)\b", re.I)


# the forms of "have" the stemmer leaves apart: "stop an Enemy from having" of "an Enemy has …"
_HAVE = {st: "have" for st in tokenize("has had having have")}


def _stopper_named(nt: NormText, before: str) -> bool:
    """Whether the norm names the thing the ask says stops its act (the words before "stop");
    an ask that names none ("What stops me …?") is not judged."""
    said = set(tokenize(before)) - _FUNCTION - _NOT_A_STOPPER
    if not said:
        return True
    named = nt.act_stems | nt.condition_stems | _stems_of(nt.norm.scope or "")
    return any(_same_stem(w, st) for w in said for st in named)


# a thing asked to be stopped, by a noun: "Does a Cooperative card stop the Sanity loss …?"
# (not "stop X from Y-ing", read above, nor "stops working", which is the act ceasing)
_STOPS_A_THING = re.compile(r"^\W*(?:does|do|did|will|would)\s+(?:[\w'’-]+\s+){1,6}?(?:stop|prevent|block|cancel)\s+"
                            r"(?:the|a|an|any|that|this|his|her|my|their|its)\s+(?!(?:[\w'’-]+\s+){0,4}?from\b)", re.I)
# an act that is itself a stopping: "negates the effect", "cancels", "prevents 3 wounds"
_UNDOES = re.compile(r"\b(?:negat\w*|cancel\w*|stop\w*|prevent\w*|block\w*|reinstat\w*)", re.I)
# the modalities whose yes/no a stop of the act turns the other way: "Does the Shop stop a
# Character from regaining Sanity a fourth time?" of "at most 3", "In a 3-Character game, does
# the Upkeep rule stop a Character from drawing 6 cards?" of "exactly 5"
_STOPPABLE = frozenset({"is", "is_not", "must", "cannot", "at_most", "exactly", "at_least", "only_if"})
_BLOCKS_MOVING = re.compile(r"\b(?:block(?:s|ed)?|блокиру\w*)\s+(?:[\w'’]+\s+){0,3}?(?:movement|moves?|moving|передвижени\w*|"
                            r"движени\w*|перемещени\w*)", re.I)
# a condition put in the ask as a condition: "… cannot move unless they are Evasive", "… only if"
_UNLESS = re.compile(r"\b(?:unless|except (?:if|when)|если\s+не|если\s+только\s+не|кроме\s+как)\b(?P<unless>[^,;?]*)|"
                     r"\b(?:even\s+(?:if|when|though)|даже\s+если|даже\s+когда)\b(?P<even>[^,;?]*)|"
                     r"\b(?:only\s+(?:if|when)|только\s+(?:если|когда))\b(?P<only>[^,;?]*)", re.I)


def _condition_restated(nt: NormText, reading: Reading) -> Verdict | Literal[""] | None:
    """The verdict of an ask that states an only-if norm with its own condition: "cannot X
    unless C", "Do void areas block movement unless …?" and "can X only if C" are the norm
    ("yes"); "can X unless C" is its opposite ("no"); "" when the ask puts the condition in
    a way that is neither (no verdict); None when it puts no condition of the norm's."""
    if reading.has_story or not nt.condition_stems:
        return None
    # (an ask in the negative, or whose verb hinders the act, says "not X" — not both)
    against = reading.negative != bool(_HINDERS.search(reading.ask))
    for m in _UNLESS.finditer(reading.ask):
        clause = m.group("unless") or m.group("even") or m.group("only") or ""
        words = _stems_of(clause) - _FUNCTION
        # (the condition's own words: "the unit is Evasive" is said "unless they are Evasive")
        if not any((own := c - _FUNCTION - nt.act_stems) and own <= words for c in nt.conditions):
            continue
        if m.group("unless") is not None:
            return "yes" if against else "no"
        if m.group("even") is not None:
            # "Do void areas block movement even if the unit is Flying?": the condition that
            # lets the act happen said to hold — then it does ("even if it is not Flying": not read)
            return "" if _NEGATORS.search(clause) else "no" if against else "yes"
        return "" if against else "yes"
    return None


# a caveat any rule has, not an exception: "unless otherwise stated", "unless the card says"
_CAVEAT = re.compile(r"\b(?:otherwise|says?|said|states?|stated|specified|allows?|instructs?|tells?|иное|сказано|указано)\b",
                     re.I)
# which way an act goes round the table: "to the left", "clockwise", "налево"
_SIDE_OF = r"\b(?:to|on|at)\s+(?:(?:the|their|his|her|my|your|its)\s+|(?:the\s+)?[\w-]+['’]s\s+)"
# an order left to the player: "in any order I like", "out of order", «в любом порядке»
_ANY_ORDER = re.compile(r"\bin\s+(?:any|whatever|whichever|a\s+different|another|my\s+own|reverse|random)\s+order\b|"
                        r"\bin\s+(?:the|an?)\s+order\s+(?:i|we|you|they|he|she)\s+(?:choose|chose|want|like|wish|prefer)\b|"
                        r"\bout\s+of\s+order\b|\bв\s+(?:любом|другом|произвольном|обратном|каком\s+угодно)\s+порядке\b", re.I)
_WAYS = [(re.compile(r"\b(?:from\s+)?left\s+to\s+right\b|\bслева\s+направо\b", re.I), "from left to right", "order"),
         (re.compile(r"\b(?:from\s+)?right\s+to\s+left\b|\bсправа\s+налево\b", re.I), "from right to left", "order"),
         (re.compile(_SIDE_OF + r"left\b|\bleft[- ](?:hand|side|end)\b|\bналево\b|\bвлево\b|(?<!справа )\bслева\b(?!\s+направо)",
                     re.I), "left", "lr"),
         (re.compile(_SIDE_OF + r"right\b|\bright[- ](?:hand|side|end)\b|\bнаправо\b|\bвправо\b|(?<!слева )\bсправа\b(?!\s+налево)",
                     re.I), "right", "lr"),
         (re.compile(r"\b(?:counter|anti)[- ]?clockwise\b|\bпротив\s+часовой\b", re.I), "counterclockwise", "cw"),
         (re.compile(r"(?<![-\w])clockwise\b|(?<!против )\bпо\s+часовой\b", re.I), "clockwise", "cw"),
         # a sequence kept or not: "perform the steps in the listed order" asked "in any order I like?"
         (re.compile(r"\bin\s+(?:the\s+)?(?:listed|given|printed|numbered|written|that|this|their)\s+order\b|"
                    r"\bin\s+order\b(?!\s+to\b)|\b(?:from\s+)?top\s+to\s+bottom\b|\bone\s+by\s+one\b|\bпо\s+порядку\b|"
                    r"\bсверху\s+вниз\b|\bв\s+(?:указанном|этом|том|своём|своем)\s+порядке\b",
                    re.I), "in the order given", "seq"),
         (_ANY_ORDER, "in any order", "seq")]


# the two ends of a scale or a pair, in either language: "most" / "fewest", "face up" / "face
# down", "defender" / "invader" ("at most" / "at least" are limits, not ends)
_SWAPS = [(re.compile(p, re.I), re.compile(q, re.I), a, b) for p, q, a, b in [
    (r"(?<!\bat )\bmost\b|\bнаибольш\w*", r"\bfewest\b|(?<!\bat )\bleast\b|\bнаименьш\w*", "most", "fewest"),
    (r"\bhighest\b|\bнаивысш\w*|\bсамой высок\w*", r"\blowest\b|\bнаинизш\w*|\bсамой низк\w*", "highest", "lowest"),
    (r"\bhigher\b|\bболее высок\w*", r"\blower\b|\bболее низк\w*", "higher", "lower"),
    (r"\bface[- ]up\b|\bлицом вверх\b|\bв открытую\b", r"\bface[- ]down\b|\bлицом вниз\b|\bрубашкой вверх\b",
     "face up", "face down"),
    (r"\bincreases?\b|\braises?\b|\bувеличива\w*", r"\breduces?\b|\bdecreases?\b|\blowers\b|\bуменьша\w*",
     "increase", "decrease"),
    (r"\bdefend(?:er|ers|ing)\b|\bзащищающ\w*|\bзащитник\w*", r"\binvad(?:er|ers|ing)\b|\battacker\b|\bзахватчик\w*",
     "defender", "invader"),
    (r"\boptional\b|\bнеобязательн\w*", r"\bmandatory\b|\bcompulsory\b|\bобязательн\w*", "optional", "mandatory"),
    (r"\bearlier\b|\bsooner\b|\bраньше\b", r"\blater\b|\bпозже\b", "earlier", "later"),
    # ("by discarding a card of a different type" of "… a card of the required type")
    (r"\b(?:required|matching|indicated|same)\s+(?:card\s+)?type\b", r"\b(?:different|other|another|wrong)\s+(?:card\s+)?type\b",
     "required type", "another type"),
    (r"\b(?:start|beginning)\s+of\b|\b(?:round|turn)\s+start\b|\bв\s+начале\b",
     r"\bend\s+of\b|\b(?:round|turn)\s+end\b|\bв\s+конце\b", "start", "end"),
    (r"\bon top\b|\bповерх\b", r"\bunder(?:neath)?\b|\bbeneath\b", "on top", "under"),
    (r"\bround(?:s|ed|ing)?\s+(?:\w+\s+)?up\b|\bв большую сторону\b",
     r"\bround(?:s|ed|ing)?\s+(?:\w+\s+)?down\b|\bв меньшую сторону\b", "rounding up", "rounding down"),
    (r"\b(?:is|are|for|comes?|it's)\s+free\b|\bcosts?\s+nothing\b|\bat no cost\b|\bбесплатн\w*",
     r"\bcosts?\b(?!\s+nothing)|\bстоит\b", "free", "cost"),
    # ("Tails on the Coin of Destiny - does the effect succeed?" of "tails … means failure")
    # (an end said with its own "not", "not fulfilled": see _denial_is_an_end)
    (r"\bsucce(?:ed|eds|ss|ssful)\b|(?<!\bnot\s)\bfulfill?ed\b|\bуспе\w*",
     r"\bfail(?:s|ed|ure)?\b|\bnot\s+fulfill?ed\b|\bпровал\w*", "success", "failure"),
]]


_FROM_TO = re.compile(r"\bfrom\s+(?:the\s+)?(\w+)\s+to\s+(?:the\s+)?\w+", re.I)


def _swapped(norm: Norm, ask: str) -> tuple[str, str] | None:
    """(the act's end, the ask's) when the ask names the other end of a pair the act names one
    of, and not the act's own."""
    act = _FROM_TO.sub(r"\1 first", f"{norm.act} {norm.act_ru or ''}")
    ask = _FROM_TO.sub(r"\1 first", ask)  # ("from highest to lowest" says highest first)
    for p, q, a, b in _SWAPS:
        for x, y, xs, ys in ((p, q, a, b), (q, p, b, a)):
            if x.search(ask) and not y.search(ask) and y.search(act) and not x.search(act):
                return ys, xs
            # (or of the same thing, where the ask says the act's end of something else: "tied
            # for most VP, does the player with the fewest Seals win?")
            if (_end_of(x, ask) & _end_of(y, act)) - _FUNCTION and not _end_of(x, act) & _end_of(y, act):
                return ys, xs
    return None


def _denial_is_an_end(norm: Norm, ask: str) -> bool:
    """Whether the ask's "not" is one end of a pair the act names an end of ("Heads on the Coin
    of Destiny - is the effect not fulfilled?" of "heads … means success"): it names that end,
    and turns no polarity."""
    act = f"{norm.act} {norm.act_ru or ''}"
    return any((said := x.search(ask)) is not None and _NOT_FIRST.match(said.group(0)) is not None
               and (p.search(act) or q.search(act)) for p, q, _, _ in _SWAPS for x in (p, q))


_NOT_FIRST = re.compile(r"(?:not|не)\b", re.I)


def _end_of(pattern: re.Pattern[str], text: str) -> frozenset[str]:
    """The stems of what each end a pattern matches is said of: the next two words."""
    return frozenset(st for m in pattern.finditer(text) for st in tokenize(" ".join(text[m.end():].split()[:2])))


def _goes_a_way(text: str) -> bool:
    return any(p.search(text) for p, _, _ in _WAYS)


def _opposite_way(norm: Norm, ask: str) -> tuple[str, str] | None:
    """(the act's way, the ask's) when the ask says the other way round the table, or along
    a row ("from right to left" of "from left to right")."""
    act = f"{norm.act} {norm.act_ru or ''}"
    for pattern, way, axis in _WAYS:
        if axis == "lr" and any(p.search(ask) for p, _, a in _WAYS if a == "order"):
            continue  # (an ask of "from left to right" asks an order, not a side)
        if pattern.search(ask) and not pattern.search(act):
            other = next((w for p, w, a in _WAYS if a == axis and w != way and p.search(act)), None)
            if other is not None:
                return other, way
    return None


# -- the guards: an act whose words are near the question's but which does not say what is
# asked. Each returns why (the Decision's `why`) or None; apply tries them in this order.

def _whether_limited(nt: NormText, reading: Reading, d: Decision) -> Decision | None:
    """A norm under "Is there a limit on how many Nodes I can take the Cultists from?": its
    yes is a limit, not a permission — a norm with a bound of what the ask counts says there
    is one; an act that speaks of a limit ("there is a limit to … on a Character", is not)
    answers as stated (None: the usual reading goes on); any other act (a "may") says nothing
    of a limit. A number asked of ("a limit of 5?") is the bound's own: None."""
    norm, m = nt.norm, nt.norm.modality
    if reading.negative:
        return _silent(d, "the ask denies a limit")
    if reading.numbers_of(nt.quantity_stems):
        return None
    if m in ("at_most", "exactly") and norm.bound is not None:
        # (of what the ask counts: "how many units … from the adjacent Region" is not "1 contested area")
        how_many = _HOW_MANY.search(reading.ask)
        if not nt.quantity_stems & set(tokenize((how_many.group(1) or how_many.group(2)) if how_many else reading.ask)):
            return _silent(d, "the ask is whether there is a limit of something the bound does not count")
        if (_TOTAL_ASKED.search(reading.ask) or _SPREAD.search(reading.ask)) and _PER_ANY.search(norm.scope or ""):
            # "… into different areas across the Region?" of "2 per area": the ask counts
            # across what the bound is of
            return _silent(d, f"the limit is {norm.scope}; the ask counts across it")
        d.verdict = "yes"
        _say(d, lambda lang: (f"{'предел' if lang == 'ru' else 'a limit'}: {_modality(m, lang)} {norm.bound} "
                              f"{_quantity(norm, lang)}").strip())
        return d
    if m in ("is", "is_not") and _LIMITING.search(norm.act):
        return None
    return _silent(d, "the ask is whether there is a limit; the act states none")


# a Russian ask for leave not to do an act: «Можно (ли мне) не X?», «Могу ли я не X?», «Может
# ли игрок, у которого …, не X?» (a «не» right before the infinitive; not «не платя», «который не
# …», nor a contrast: «отложить их, а не тратить сразу?», nor an end of an act asked first:
# «Можно применить оба и вообще не получить ран?»); a kind's result is read by it too («Можно
# ли не платить за него?»: whether the cost may be left unpaid)
NOT_DOING_ASKED = re.compile(r"\b(?:можно|могу|мож(?:ет|ем|ешь|ете)|могут)(?:\s+ли)?"
                             rf"(?:[\s,]+(?!{_INFINITIVE_RU})[^\s,;?]+){{0,10}}?"
                             rf"(?<!\bа)(?<!\bно)(?<!\bили)(?<!\bи),?\s+не\s+{_INFINITIVE_RU}|"
                             # … and in English, "not" apart from the modal ("Can the defender with 1
                             # figure not surrender?"; not "can't", "cannot", nor "not only")
                             # (not a clause's own denial: "a unit that is not Evasive")
                             r"^\W*(?:(?:so|and|but|then)\s+)?(?:can|may|could)\s+(?:[\w'-]+\s+){1,10}?"
                             r"(?<!\bis\s)(?<!\bare\s)(?<!\bwas\s)(?<!\bwere\s)(?<!\bdoes\s)(?<!\bdo\s)(?<!\bhas\s)"
                             r"(?<!\bhave\s)(?<!\bdid\s)not\s+"
                             r"(?!only\b|just\b|even\b|be\b)[a-z]+\b|"
                             r"\b(?:allowed|permitted|ok|okay|fine)\s+(?:for\s+\w+\s+)?(?:not\s+to|to\s+not)\s+[a-z]+\b", re.I)


def _one_of_its_alternatives(nt: NormText, reading: Reading) -> bool:
    """Whether the ask names one of the game terms the act joins as alternatives ("on Health
    or Sanity", asked «на рассудок») and not every one."""
    asked = _stems_of(reading.ask)
    for group in _alternatives(nt.norm.act):
        named = [t for t in group if (stems := frozenset(tokenize(t))) & asked or _glossed(nt, stems) & asked]
        if named and len(named) < len(group):
            return True
    return False


def _negation_is_the_acts(nt: NormText, reading: Reading) -> bool:
    """Whether the ask's only denial restates the act's own "without X" ("Can Leo join a conflict
    in a Nexus area where he has no figures?" of "players without figures join …"): no turn of
    the question's polarity."""
    lacked = {st for w in nt.wordings for m in _ACT_WITHOUT.finditer(w) for st in tokenize(m.group(1))} - _FUNCTION
    denials = list(_ASK_DENIAL.finditer(reading.ask))
    # (a bare "not" denies with no object of its own: it turns the polarity)
    if lacked and denials and all(set(tokenize(d.group(1) or "")) & lacked for d in denials):
        return True
    # … or the act's own "not X", every denial of the ask of X ("Recovery Points not used
    # immediately are lost", asked "are the 3 Recovery Points I can't use lost?")
    unused = {st for m in _ACT_NOT.finditer(nt.norm.act) for st in tokenize(m.group(1))} - _FUNCTION
    nots = _ASK_NOT.findall(reading.ask)
    return bool(unused) and bool(nots) and all(set(tokenize(w)) & unused for w in nots) \
        and not any(d.group(1) for d in denials)


def _act_denied(nt: NormText, reading: Reading) -> bool:
    """Whether a "not" of the ask stands before the act's own word, one its condition does not
    say ("still not Wounded at 6" of "a Character is Wounded only if Health 5 or below")."""
    condition = set(tokenize(nt.norm.condition or ""))
    return any(set(tokenize(w)) & (nt.act_stems - condition - _FUNCTION) for w in _ASK_NOT.findall(reading.ask))


_ACT_WITHOUT = re.compile(r"\bwithout\s+(?:any\s+)?(\w+)", re.I)
_ACT_NOT = re.compile(r"\bnot\s+(\w+)", re.I)
_ASK_NOT = re.compile(r"(?:\b(?:not|never|cannot)|n['’]t)\s+(\w+)", re.I)
_ASK_DENIAL = re.compile(r"\b(?:no|without|not\s+have|doesn't\s+have|don't\s+have|has\s+no|have\s+no)\s+(?:any\s+)?(\w+)|"
                     r"\b(?:not|n't|never)\b()", re.I)


def _dealt(n: Number, ask: str) -> bool:
    """Whether the ask counts what is dealt or taken ("take the attack's 4 Damage"), not what
    stays or is had ("still have those 7 points")."""
    # (this number, by the word after it: "2 Prison tokens … lose 2 Health" deals the second 2)
    unit = rf"\s+{re.escape(n.after[0])}" if n.after else ""
    return compiled(rf"\b(?:{_DEALING})\s+(?:[\w'’]+\s+){{0,2}}?{re.escape(n.text)}{unit}", re.I).search(ask) is not None


# an act's amount given by the card or the story ("loses X Health", "equal to its Prison")
_VARIABLE_AMOUNT = re.compile(r"\bX\b|\bequal\s+to\b|\bas\s+many\b|\bравн\w*\b|\bстолько\b")
_DEALING = r"take|takes|taking|deal|deals|dealt|lose|loses|suffer\w*|получ\w*|потеря\w*|теря\w*|нанес\w*"


def _without_part(nt: NormText, reading: Reading) -> str | None:
    # "Can't I discard it for Energy without losing the Health?": doing an act without a
    # part of it asks of the act's negation, which the norm does not state as asked
    if reading.asks == "permission" and _WITHOUT.search(reading.ask) and not _WITHOUT.search(nt.norm.act):
        # (unless the act leaves something out itself — "return it unrevealed" — and what the
        # question goes without is none of the act's words: "take it back without flipping it")
        left = _GONE_WITHOUT.search(reading.ask)
        # (… or is what the act's own "un-" word leaves out: "without revealing it" of "unrevealed")
        gone = frozenset(tokenize(left.group(1))) - _FUNCTION if left else frozenset()
        left_out = frozenset(st for m in _ACT_LEAVES_OUT.finditer(nt.norm.act) for st in tokenize(m.group(0)[2:]))
        if not (left and left_out and not (gone & nt.act_stems - left_out)):
            return "the question asks to do it without something the act does not leave out"
    return None


def _what_it_goes_without(nt: NormText, reading: Reading) -> Decision | None:
    """What the act goes without, asked whether it happens: "Sacrificing Eric Zann — do I roll
    to see if it works?" of "sacrificing a Character card always negates the effect without a
    roll" (is not): the roll is the act's own negation, so it happens (Yes); of an act that is
    done "without" something, that thing done is No."""
    m = nt.norm.modality
    # (not a "may … without": leave to skip a step says nothing of that step elsewhere, "cross a
    # Portal without placing a Token", asked of the Shop reached through it; nor a "must … without",
    # a goal kept, "survive 6 rounds without the Threat reaching its maximum")
    if m not in ("is", "is_not") or reading.asks == "permission" or _WITHOUT.search(reading.ask):
        return None
    if (gone := _LAST_WITHOUT.search(nt.norm.act)) is None or _EVEN.search(nt.norm.act, 0, gone.start()):
        return None  # ("counts as defending even without a Defense icon": with it or without)
    head = next((w for w in tokenize(gone.group(1)) if w not in _FUNCTION), None)
    # (the act itself told: its verb, "sacrificing …", "cross a Portal" — not "we went through the
    # Portal to a Shop" asked of the Shop's Token)
    verb = next((w for w in tokenize(nt.norm.act[:gone.start()]) if w not in _FUNCTION), None)
    if head is None or head not in tokenize(reading.ask) or verb not in tokenize(reading.text) \
            or compiled(rf"\b(?:no|not|without|never|nor)\s+(?:[\w'’]+\s+){{0,2}}?{re.escape(head)}", re.I).search(reading.text):
        # (asked denied — "no roll needed?", "without rolling?" — it asks the act itself)
        return None
    verdict: Verdict = "yes" if (m == "is_not") != reading.negative else "no"
    return _say(Decision(rule=nt.rule, norm=nt.norm, verdict=verdict,
                         facts=[{"text": gone.group(0).strip(), "slot": "without", "value": gone.group(1).strip()}]),
                lambda lang: f"{_modality(m, lang)}: {_act(nt.norm, lang)} — " + (
                    "спрошено, делается ли то, без чего это делают" if lang == "ru"
                    else f"asked whether {gone.group(1).strip()} happens"))


# what an act goes without, said last ("… without placing an Exploration Token"): not a
# thing's mark in the middle of it ("players without figures join …")
_EVEN = re.compile(r"\beven\s+$", re.I)
_LAST_WITHOUT = re.compile(r"\bwithout\s+((?:[\w'’-]+\s*){1,5})$", re.I)


# what a question goes without ("without flipping it"), and an act that leaves a part of it out
# by its own words ("return it unrevealed", "an unexhausted unit")
_GONE_WITHOUT = re.compile(r"\bwithout\s+((?:[\w'’]+\s*){1,3})", re.I)
_ACT_LEAVES_OUT = re.compile(r"\bun\w+(?:ed|en)\b", re.I)


def _level_told_otherwise(nt: NormText, reading: Reading) -> str | None:
    # "the game is lost if a Character has 0 Sanity …" told "The Seer is at 2 Sanity and two
    # Enemies remain": the act is of a level the story's count is not — of another case
    for an in nt.act_numbers:
        if an.value not in _levels(nt.norm.act) or not (unit := set(an.after[:1]) - _FUNCTION):
            continue
        told = [n for n in reading.numbers if not n.in_ask and n.counts(unit)]
        if told and all(n.value != an.value for n in told):
            return f"the act is of {an.text} {an.after[0]}; the story tells {told[0].text}"
    return None


# a level an act is of: "if a Character has 0 Sanity"
_LEVEL = re.compile(r"\b(?:has|have|had|having)\s+(\d+)\b", re.I)


def _levels(act: str) -> frozenset[int]:
    return frozenset(int(m.group(1)) for m in _LEVEL.finditer(act))


def _halting_asked(nt: NormText, reading: Reading) -> str | None:
    # "Does entering a contested area stop a unit?" asks the other way round from "move a
    # unit out of a contested area": no verdict rather than a guess at the antonym
    if _HALTS.search(reading.ask) and _MOVES.search(" ".join(nt.wordings)) and not any(_HALTS.search(w) for w in nt.wordings):
        return "the ask is of stopping what the act says of moving"
    return None


def _says_way(way: re.Pattern[str], wording: str) -> bool:
    """Whether a wording says the way (staying, going …) itself, not denied: "Charges are not
    discarded with the Energy" says no going."""
    return any(not _WAY_DENIED.search(wording[max(0, m.start() - 12):m.start()]) for m in way.finditer(wording))


_WAY_DENIED = re.compile(r"\b(?:not|never|no longer)\s+(?:\w+\s+)?$|n['’]t\s+(?:\w+\s+)?$|\bне\s+$", re.I)


def _through_asked_into(nt: NormText, reading: Reading) -> str | None:
    # "Can a unit move into an adjacent enemy area and end its move there?" of "cannot move a
    # unit through an enemy area": going into a place and ending there is not passing through it
    # (where the rule tells entering apart: "a unit has to stop when it enters an enemy area";
    # not "move a unit through a void area", the rule's only word on going there)
    act = nt.norm.act_ru if reading.lang == "ru" else nt.norm.act
    if act and _THROUGH.search(act) and _INTO.search(reading.ask) and not _THROUGH.search(reading.ask) \
            and not _MOVES_ON.search(reading.ask) and any(_INTO.search(n.act) for n in nt.rule_norms if n is not nt.norm):
        return "the act is of passing through a place; the question of going into it"
    return None


_THROUGH = re.compile(r"\b(?:through|across|past)\b|\bсквозь\b|\bчерез\b", re.I)
# … going on from it is passing through: "enter an enemy area and keep moving", "then on to the next area"
_MOVES_ON = re.compile(r"\b(?:keep\w*\s+(?:moving|going)|continu\w+|move\w*\s+on|go(?:es|ing)?\s+on|then\s+on|onward\w*|"
                       r"further|beyond|дальше|продолж\w*)\b", re.I)
_INTO = re.compile(r"\b(?:into|enter|enters|entering)\b|\b(?:войти|зайти|входит|заходит|войдя|зайдя)\b", re.I)


def _staying_or_going(nt: NormText, reading: Reading) -> str | None:
    # "Правда ли, что фигурка аванпоста остаётся?" asked of "the Outpost is destroyed together
    # with its Acropolis" (is not): the antonym of the act, not the act ("мы не проиграли и бой
    # продолжается?" asked of "the Combat is lost if Enemies remain at the end of round 6":
    # going on is not asked of an act of ending). Staying asked of an act that says nothing of
    # staying or going is no more its act ("Do their Seals stay on the board so the rest of us
    # can still break them?" asked of "gain VP by breaking enemy Seals")
    # ("Даст ли он всё равно 3 фишки?" — the same as before — asked of "X grows when a card
    # revealed later adds an element": the act says how it changes, the ask that it does not)
    for asked_way, act_way in ((_STAYS, _GOES), (_GOES, _STAYS), (_GOES_ON, _COMES_TO_END), (_COMES_TO_END, _GOES_ON),
                               (_ALL_THE_SAME, _GROWS), (_STILL_VALUE, _CHANGES)):
        if asked_way is _GOES_ON and _game_goes_on_of_its_end(nt, reading):
            continue  # (the game's going on, of its end: the other way round, read by apply())
        if asked_way.search(reading.ask) and not any(_says_way(asked_way, w) for w in nt.wordings) \
                and (asked_way is _STAYS or any(act_way.search(w) for w in nt.wordings)):
            return "the ask is of staying what the act says of going, or the other way round"
    # (or told of the thing: «Источник эффекта предотвращения всё ещё в игровой зоне. Применяется
    # ли его предотвращение?» of "a prevention effect does not apply after its source card leaves
    # play": the act is of after it leaves, the story says it has not)
    if _STILL_IN_PLAY.search(_uncontrasted(reading.story)) and any(_LEAVES_PLAY.search(w) for w in nt.wordings) \
            and not _LEAVES_PLAY.search(reading.ask):
        return "the act is of a thing leaving play; the question tells it is still in play"
    return None


# a thing told still in play: "is still in play", «всё ещё в игровой зоне», «ещё в игре»
_STILL_IN_PLAY = re.compile(r"\bstill\s+(?:in\s+play|on\s+the\s+(?:table|board)|in\s+the\s+play\s+(?:zone|area))\b|"
                            r"\b(?:всё|все)?\s*ещё\s+(?:в\s+игровой\s+зоне|в\s+игре|на\s+столе)\b|"
                            r"\bостаётся\s+в\s+(?:игровой\s+зоне|игре)\b", re.I)
# a thing leaving play: "leaves play", «покидает игровую зону»
_LEAVES_PLAY = re.compile(r"\b(?:leaves?|left|leaving)\s+(?:play|the\s+play\s+(?:zone|area))\b|\bпокид\w*|\bпокинул\w*", re.I)


def _of_another_kind(nt: NormText, reading: Reading) -> str | None:
    # "На Провидице уже шесть состояний … ещё одно?" asked of "an Enemy has at most 5
    # Conditions" (per Enemy): the limit is of Enemies, the question of the Seer, a Character
    if nt.of_kind is None:
        return None
    said = _stems_of(reading.text)
    named = {k for k, (_, members) in nt.kinds.items() if any(m <= said for m in members)}
    return f"the limit is per {nt.of_kind}; the question names {', '.join(sorted(named))}" \
        if named and nt.of_kind not in named else None


# what the story likens the thing asked about to ("Sasha says it costs 1 Lore like a unit
# upgrade", "same as for a Character", "как у отряда"): a thing compared, not the one asked of
# (not "I'd like a …", "we like the …": wanting and liking compare nothing; nor "As for the
# Unit upgrade, …", which names what is asked of)
_COMPARED = re.compile(r"(?<!\bwould\s)(?<!'d\s)(?<!\bI\s)(?<!\bwe\s)(?<!\byou\s)(?<!\bthey\s)"
                       r"\b(?:just\s+like|like|same\s+as(?:\s+for)?)\s+(?:an?|the)\s+"
                       r"([^\W\d_]+(?:\s+[^\W\d_]+)?)|\bкак\s+(?:у|за|с)\s+([^\W\d_]+(?:\s+[^\W\d_]+)?)", re.I)


def _compared_with(nt: NormText, reading: Reading) -> str | None:
    # "I own 2 Influence upgrades and want a third … Sasha says it costs 1 Lore like a unit
    # upgrade. Is 1 Lore enough?" asked of "pay exactly 1 Lore for a Unit upgrade": the Unit
    # upgrade is what the story compares with, and a word of it ("unit") is said nowhere else
    for m in _COMPARED.finditer(reading.text):
        compared = set(tokenize(m.group(1) or m.group(2))) - _FUNCTION
        if not compared or not compared <= nt.act_stems:
            continue
        elsewhere = set(tokenize(reading.text[:m.start()] + " " + reading.text[m.end():]))
        if compared - elsewhere:
            return f"the question likens what it asks of to {m.group(0).strip()}; it does not ask of that"
    return None


def _one_member(nt: NormText, name: frozenset[str]) -> frozenset[str]:
    """A member of a kind by any of its names: «Провидица» and «Прорицательница» are the Seer."""
    return nt.member_as_one.get(name, name)


def _names_unnamed_member(nt: NormText, stems: frozenset[str] | set[str]) -> bool:
    """Whether the words (stems) name a member of one of the game's kinds that the act does not."""
    return any(m <= stems and not m <= nt.act_stems for _, members in nt.kinds.values() for m in members)


def _another_member(nt: NormText, reading: Reading) -> str | None:
    # "An Insane Seer plays an Attack card. Does she flip the Coin of Destiny?" asked of "the
    # Insane Detective flips the Coin of Destiny …": the act is of one member of a kind, the
    # question names others of it and not that one
    for _, members in nt.kinds.values():
        # (most acts name no member: the question's words are read only for one that names one)
        if len(of_act := {_one_member(nt, m) for m in members if m <= nt.act_stems}) != 1:
            continue
        said = _stems_of(reading.text)
        named = {_one_member(nt, m) for m in members if m <= said}
        if named and not of_act & named:
            return "the act is of another member than the question names"
    return None


def _kind_unnamed(nt: NormText, reading: Reading) -> str | None:
    # "Is there a limit to the Conditions an Enemy has?" asked of "there is a limit to the
    # number of Conditions on a Character" (is not): the act is of one kind, and the question
    # names another kind, not it. Only a kind whose members the glossary lists: an Enemy is
    # named by its card's own name ("the Bandog"), which no list holds
    act = set(tokenize(nt.norm.act))
    # (an act naming a member of one kind and another kind — "the Insane Possessed loses Health
    # … the last Enemy" — is of both)
    of = [k for k, (names, members) in nt.kinds.items() if names & act or any(m <= act for m in members)]
    if len(of) != 1 or not nt.kinds[of[0]][1]:
        return None
    said = _stems_of(reading.text)
    named = {k for k, (names, members) in nt.kinds.items()
             if any(_same_stem(n, st) for n in names for st in said) or any(_says_all(m, said) for m in members)}
    return f"the act is of a {of[0]}; the question names {', '.join(sorted(named))}" \
        if named and of[0] not in named else None


def _asked_of_a_stranger(nt: NormText, reading: Reading) -> str | None:
    # "the Ghoul is down to 2 health out of 9. does the ghoul count as Wounded?" asked of "a
    # Character is Wounded only if Health 5 or below": the act is of a kind whose members the
    # glossary lists, and the ask is of a creature the story names that is none of them (an
    # Enemy, by its card's own name, is never Wounded)
    if (m := _ASKED_OF.search(reading.ask)) is None or language(nt.norm.act) != reading.lang:
        return None
    act = _SUBJECT_OF_ACT.match(nt.norm.act)
    if act is None:
        return None
    kind = set(tokenize(act.group(1)))
    if not any(names & kind and members for names, members in nt.kinds.values()):
        return None
    asked = set(tokenize(m.group(1)))
    if any(names & asked or any(mem <= asked for mem in members) for names, members in nt.kinds.values()):
        return None
    if not re.search(rf"\b(?-i:[A-Z]){re.escape(m.group(1)[1:])}\b", reading.text, re.I):
        return None  # (named as one: capitalised somewhere, "the Ghoul")
    return f"the act is of a {act.group(1)}; the question asks of the {m.group(1)}, not one"


# an act said of a kind: "a Character is Wounded"
_SUBJECT_OF_ACT = re.compile(r"^(?:an?|the|each|every|any)\s+([A-Z][\w'’-]+)\s+(?:is|are|counts?)\b")
# the one an ask is of: "does the ghoul count as Wounded", "is the Ghoul Wounded"
_ASKED_OF = re.compile(r"\b(?:does|do|is|are|would|will)\s+(?:the|this|that)\s+([^\W\d_]{3,})\s+(?:count|be|still|now|"
                       r"considered|[A-Z]\w+)\b", re.I)


def _total_against_a_change(nt: NormText, reading: Reading) -> str | None:
    """An act that changes a count by so many ("with Increased cards, Characters draw one more
    card") says nothing of the total an ask counts ("stop a Character from drawing 7 cards?"):
    that is the count changed, which the act does not say."""
    if nt.norm.bound is not None or _CHANGE_ASKED.search(reading.ask):
        return None
    for change in _CHANGE_OF_A_COUNT.finditer(nt.norm.act):
        unit = frozenset(tokenize(change.group("unit")))
        # (a loss asked by its own amount is the change asked: "skips the 1 Health loss")
        by = tokenize(change.group("by"))[0] if change.group("by") else None
        if any(n.in_ask and not n.more and not n.repeats and n.counts(unit) and str(n.value) != by for n in reading.numbers):
            return "the act changes a count; the question asks the count itself"
    return None


# "one more card", "one fewer card", "2 extra dice", "an additional Sanity"
# (or by its verb: "a Weapon Attack card loses 2 Attack")
_CHANGE_OF_A_COUNT = re.compile(r"(?:\b(?:an?|one|two|three|\d+)\s+(?:more|fewer|less|extra|additional)|"
                                r"\b(?:lose|loses)\s+(?P<by>one|two|three|\d+))\s+(?P<unit>[\w'-]+)", re.I)
# … asked as a change itself: "does she draw one more?", "2 extra dice?", "does it lose 2 Attack?"
_CHANGE_ASKED = re.compile(r"\b(?:more|fewer|less|extra|additional|los[est]\w*|больше|меньше|дополнительн\w*|"
                           r"теря\w*|потер\w*)\b", re.I)


def _own_kind_unasked(nt: NormText, reading: Reading) -> str | None:
    """An act done to another of the doer's own kind ("an Enemy attacks another Enemy", which
    a Stunned Enemy cannot) says nothing of the act as such, which an ask that names no other
    asks ("An Enemy has Stun. Can it attack this round?", "Does that stop it from attacking?")."""
    if nt.norm.modality in ("cannot", "is_not") and _ONTO_ITS_OWN_KIND.search(nt.norm.act) \
            and not _ANOTHER_NAMED.search(reading.ask):
        return "the act is done to another of the doer's kind; the question names no other"
    return None


# "an Enemy attacks another Enemy": a doer, its verb, another of its kind
_ONTO_ITS_OWN_KIND = re.compile(r"\b(?P<kind>[A-Z][\w'-]+)\s+[a-z]+\s+another\s+(?P=kind)\b")
_ANOTHER_NAMED = re.compile(r"\b(?:another|other|others|each\s+other|ally|allies|allied|own\s+side|itself|themselves|"
                            r"друг\w*|союзн\w*|сво\w+\s+же)\b", re.I)


def _purpose_of_a_means_asked(nt: NormText, reading: Reading) -> str | None:
    """A permission of one way to do a thing ("may spend Power from your dial to pay for a
    Spell") says nothing of whether the thing must be done, which an obligation asked of the
    thing itself asks ("Does a player have to pay the Power cost for a Spell to resolve?")."""
    if nt.norm.modality != "may" or reading.asks != "obligation" \
            or (means := _MEANS_TO.search(nt.norm.act)) is None:
        return None
    asked = _stems_of(reading.ask)
    purpose, way = _first_content(means.group("purpose")), _first_content(nt.norm.act[:means.start()])
    if purpose in asked and way not in asked:
        return "the act is one way to do what is asked; the question asks whether it must be done at all"
    return None


_MEANS_TO = re.compile(r"\s(?:to|in order to)\s+(?P<purpose>[a-z]+\b.*)$", re.I)


def _duty_of_another_act(nt: NormText, reading: Reading) -> str | None:
    """A permission says nothing of a duty to do another act before or after it: "Does a
    Character have to apply all effects of a card before playing another card?" is not of "may
    play a card for another Character" (a verb too general to tell acts apart, "use", "do", is
    left to the other guards)."""
    if nt.norm.modality != "may" or reading.asks != "obligation" or (duty := _DUTY_VERB.search(reading.ask)) is None:
        return None
    verb = frozenset(_HAVE.get(st, st) for st in tokenize(next(g for g in duty.groups() if g)))
    if verb and not verb & _GENERAL_VERBS and not verb & _english_verbs(nt.wordings):
        return "the question asks of a duty to do another act than the one permitted"
    return None


# "have to apply", "need to pay", "must I discard", "required to roll", "forced to go confront"
_DUTY_VERB = re.compile(r"\b(?:have|has|need|needs)\s+to\s+(?:\w+ly\s+)?([a-z]+)\b|\bmust\s+(?:i|we|you|he|she|they|it)\s+([a-z]+)\b"
                        r"|\b(?:required|forced|obliged)\s+to\s+(?:go\s+|come\s+)?([a-z]+)\b", re.I)


def _verb_only_in_a_clause(nt: NormText, reading: Reading) -> str | None:
    """The verb asked is in the act only as its moment or a thing's description, not as the act:
    "Are we forced to confront it right now?" is not of "remove all Exploration Cards … at the
    start of the Great Old One confrontation"; "Can I activate my Seal by discarding …?" is not
    of "a Seal's effects apply to the card of the Character who activated it"."""
    if reading.asks == "obligation" and nt.norm.modality == "must":
        asked = _DUTY_VERB.search(reading.ask)
    elif reading.asks == "permission" and nt.norm.modality in ("is", "is_not"):
        asked = _LEAVE_VERB.search(reading.ask)
    else:
        return None
    if asked is None or not (verb := frozenset(tokenize(next(g for g in asked.groups() if g))) - _GENERAL_VERBS):
        return None
    split = _clauses_and_rest(nt.wordings)
    if any(verb <= part for part, _ in split) and not any(verb <= rest for _, rest in split):
        return "the verb asked is only in the act's moment or a description, not its act"
    return None


@lru_cache(maxsize=4096)
def _clauses_and_rest(wordings: tuple[str, ...]) -> tuple[tuple[frozenset[str], frozenset[str]], ...]:
    """Each wording's stems in its moment and description clauses, and in the rest (read once
    per norm: _verb_only_in_a_clause asks it of every duty and fact tried on a question)."""
    return tuple((frozenset(tokenize(" ".join(m.group(0) for m in _CLAUSE_OF_ACT.finditer(w)))),
                  frozenset(tokenize(_CLAUSE_OF_ACT.sub(" ", w)))) for w in wordings)


# "can I activate", "may we still draw" (the verb of the leave asked)
_LEAVE_VERB = re.compile(r"\b(?:can|could|may|might)\s+(?:i|we|you|he|she|they|it)\s+(?:still\s+|also\s+|just\s+|\w+ly\s+)?([a-z]+)\b",
                         re.I)


# the moment an act is said at ("at the start of the Great Old One confrontation", "when we
# start fighting") or a thing's description ("the Character who activated it")
_CLAUSE_OF_ACT = re.compile(r"\b(?:at\s+the\s+(?:start|end|beginning)\s+of|when|whenever|once|before|after|during|until|"
                            r"who|whoever|whom|which|that|в\s+начале|в\s+конце|когда|после|до|перед|который|которая|"
                            r"которое|которые|кто)\b[^,;.]*", re.I)
_GENERAL_VERBS = frozenset(tokenize("use do get take make go be have keep put"))
_DUTY_WORDS = frozenset(tokenize("have has need needs to must required"))
_POSSESSIVE_S = re.compile(r"['’]s\b")


def _threshold_unsaid(nt: NormText, reading: Reading) -> str | None:
    """An act of reaching a threshold it does not give ("the game ends early when a player
    reaches the VP threshold") says nothing of a count the question gives of it ("Three of us
    are playing. Does someone getting 2 VP end the game early?"): another rule holds the number."""
    if nt.norm.bound is not None or (said := _THRESHOLD_OF.search(nt.norm.act)) is None:
        return None
    unit = frozenset(tokenize(said.group(1) or said.group(2))) - _FUNCTION
    if unit and any(n.counts(unit) for n in reading.numbers):
        return f"the act does not give the {said.group(0)}; the question gives a count of it"
    return None


# "the VP threshold", "порог ПО"
_THRESHOLD_OF = re.compile(r"\b([\w'-]+)\s+threshold\b|\bпорог\w*\s+([\w'-]+)", re.I)


def _one_of_every_denied(nt: NormText, reading: Reading) -> str | None:
    """A denial of something of every one ("with More expensive services, every service … costs
    1 more" is not so) says nothing of one of them the question picks out ("does the first
    service … cost 1 more Coin?"): only of all of them together."""
    if nt.norm.modality != "is_not" or (every := _EVERY_ONE.search(nt.norm.act)) is None:
        return None
    noun = frozenset(tokenize(every.group(1))) - _FUNCTION
    for one in _ONE_PICKED.finditer(reading.ask):
        if noun and noun <= frozenset(tokenize(one.group(1))):
            return f"the act denies it of every {every.group(1)}; the question asks of one"
    return None


_EVERY_ONE = re.compile(r"\bevery\s+([\w'-]+)", re.I)
# one picked out of them: "the first service", "a second card", "the last one"
_ONE_PICKED = re.compile(r"\b(?:the|a|an|my|its|their)\s+(?:first|second|third|fourth|last|next|single|only)\s+([\w'-]+)", re.I)


def _only_against_extra(nt: NormText, reading: Reading) -> str | None:
    # "so 2 Power is all I pay, right?" asked of "you do not pay extra Power when tied" (is
    # not): paying only the printed cost is the act's negation, not the act — answered by
    # the act's modality it comes out backwards
    if _ONLY.search(reading.ask) and not any(_ONLY.search(w) for w in nt.wordings) \
            and any(_EXTRA_SAID.search(w) for w in nt.wordings):
        return "the ask is of nothing more; the act is of something extra"
    return None


# an ask of nothing more than something, and an act of something more
# ("just" is too often "a moment ago"; "no more than" is a limit, not an extra)
_ONLY = re.compile(r"\bonly\b|\bis all (?:i|you|we|he|she|they)\b|\bnothing (?:more|else|extra)\b|"
                   r"\bтолько\b|\bлишь\b|\bвсего лишь\b|\bи всё\b|\bничего (?:больше|сверх)", re.I)
_EXTRA_SAID = re.compile(r"\bextra\b|\badditional\b|(?<!no )\bmore than\b|\bon top\b|\bсверх\b|\bдополнительн\w*|\bдоплач\w*", re.I)


def _order_unsaid(nt: NormText, reading: Reading) -> str | None:
    # "Does the start-of-turn effect resolve before the Dark Breed gains its Protection?"
    # asked of "apply the Round Effects Card's effects at the start of the rounds shown":
    # which comes first is not what the act says
    if (_ORDER_ASKED.search(reading.ask) or _ANY_ORDER.search(reading.ask)) \
            and not any(_ORDERS.search(w) for w in nt.wordings):
        return "the question asks which comes first; the act orders nothing"
    # "Do players roll dice before drawing Conflict cards?" asked of "participants roll conflict
    # dice in turn order": the ask sets its act against another one the act neither names nor
    # orders itself against ("in turn order", "one after another" order the players, not the
    # acts) — whether it comes first is not what the act says
    # (a fact asked, not a step: "Can damage left over after defeating an Enemy be used …?"
    # describes the damage; "Do I have to pay its Cost before using it?" asks the duty)
    if reading.asks not in ("permission", "obligation") and (other := _BEFORE_AN_ACT.search(reading.ask)) is not None \
            and not _stems_of(other.group(other.lastgroup or 0)) & nt.act_stems \
            and not any(_RELATIVE_ORDER.search(_ONE_AFTER_ANOTHER.sub(" ", w)) or _THEN.search(w) for w in nt.wordings):
        return f"the question asks of {other.group(0)}; the act orders nothing against it"
    return None


# one by one, which orders no act against another: "roll one after another in turn order"
_ONE_AFTER_ANOTHER = re.compile(r"\bone\s+after\s+(?:another|the\s+other)\b|\bдруг\s+за\s+другом\b", re.I)
# an act asked on one side of another act: "before drawing", "after I draw", «перед тем как
# тянуть», «прежде чем бросить» (a doing, not a moment: "before the Attack" is its own guard's)
_BEFORE_AN_ACT = re.compile(r"\b(?:before|after)\s+(?:(?:i|we|you|he|she|they|it|someone|anyone)\s+|being\s+|having\s+)?"
                            r"(?P<act>(?!(?:no|any|some|every)thing\b|during\b)\w+ing)\b|"
                            r"\b(?:before|after)\s+(?:i|we|you|he|she|they)\s+"
                            r"(?P<act2>(?!(?:already|just|still|have|has|had|am|are|is|was|were|do|does|did)\b)[a-z]+)\b|"
                            r"(?:\bперед\s+тем|\bдо\s+того|\bпосле\s+того)\s*,?\s+как\s+(?P<act3>\w+)|"
                            r"\bпрежде\s+чем\s+(?P<act4>\w+)", re.I)


def _out_of_what_is_told(nt: NormText, reading: Reading) -> str | None:
    # "During Combat the Seer drops to 0 Sanity. Is the game over right away?" asked of "out of
    # Combat, a Character losing all Sanity loses the game": the act is outside what the story
    # says it is in
    if (m := _OUT_OF_SCOPE.match(nt.norm.act)) is None:
        return None
    place = re.escape(m.group(1))
    if compiled(rf"\b(?:during|in|inside|within|mid)[\s-]+(?:an?\s+|the\s+|our\s+|this\s+)?{place}\b", re.I).search(reading.text) \
            and not compiled(rf"(?:\bnot|n['’]t|\bout\s+of|\boutside(?:\s+of)?)\s+(?:\w+\s+){{0,2}}{place}\b",
                             re.I).search(reading.text):
        return f"the act is out of {m.group(1)}; the question is in it"
    return None


# an act's scope outside something, said first: "out of Combat, a Character …" (not "move a
# unit out of a contested area", a way out)
_OUT_OF_SCOPE = re.compile(r"^(?:out\s+of|outside(?:\s+of)?)\s+(?:an?\s+|the\s+)?([\w-]+)\s*,", re.I)


def _denied_of_it_unsaid(nt: NormText, reading: Reading) -> str | None:
    # "Can I attack a player that isn't in the conflict?" asked of "every participant gets a turn
    # as the attacker": the ask sets its thing apart by what it is not; what may or does happen
    # in general (or to things that are) is no yes for it — only an act of things that are not
    if nt.norm.modality not in ("may", "is") or reading.negative:
        return None
    denied = _relative_denied(reading.ask)
    if denied and not denied <= _denied_stems(nt.norm.act):
        return "the question's thing is not " + "/".join(sorted(denied)) + "; the act is not of such things"
    return None


def _another_phase_named(nt: NormText, reading: Reading) -> str | None:
    """Why no verdict: the act is of one phase by name ("refresh all units in the End Phase")
    and the ask names only another ("at the start of the Eldritch Scheme Phase")."""
    acts = {m.group(1).lower() for m in _PHASE_NAMED.finditer(nt.norm.act)}
    asked = {m.group(1).lower() for m in _PHASE_NAMED.finditer(reading.ask)}
    if len(acts) == 1 and asked and not acts & asked:
        return f"the act is of the {next(iter(acts))} Phase; the question of another"
    return None


# a phase by its name: "the End Phase", "in the Eldritch Scheme Phase"
_PHASE_NAMED = re.compile(r"\b((?:[A-Z][\w'’-]*\s+){1,3}?)Phase\b")


def _start_asked_of_its_end(nt: NormText, reading: Reading) -> str | None:
    """Why no verdict: the act says how long a thing lasts ("Ongoing effects last until the
    Scheme is banished"), and the question asks when it starts ("Does it wait until the End
    Phase to start working?")."""
    if _STARTS_ASKED.search(reading.ask) and not _STARTS_ASKED.search(nt.norm.act) \
            and any(_LASTS_UNTIL.search(nt.norm.act[:m.start()]) for m in _UNTIL.finditer(nt.norm.act)):
        return "the act says how long it lasts; the question asks when it starts"
    return None


# "to start working", "begin to apply", "kick in", "take effect", «начинает действовать»
_STARTS_ASKED = re.compile(r"\b(?:start|starts|begin|begins)\s+(?:working|applying|to\s+(?:work|apply|count))\b|\bkicks?\s+in\b|"
                           r"\btakes?\s+effect\b|\bначина\w*\s+действ\w*|\bвступа\w*\s+в\s+силу", re.I)


def _another_thing_spent(nt: NormText, reading: Reading) -> str | None:
    """Why no verdict: the act spends one resource by name ("spend Power to block Psychic
    Damage") and the ask another ("Can I spend Block from my dial to stop it?")."""
    act = _act(nt.norm, reading.lang)
    # (or said after it: "1 per Block spent from the dial")
    acts = {st for rx in (_SPENT_THING, _THING_SPENT) for m in rx.finditer(act) for st in tokenize(m.group(1))}
    asked = {st for m in _SPENT_THING.finditer(reading.ask) for st in tokenize(m.group(1))} if acts else set()
    if not asked:
        return None
    # (not one the act names too, "spend a Follower and also a Lore"; nor one said as the
    # act's, "spend the Sign as if it were a Follower" — by its name: "spend Power … to block
    # the damage" says a doing, not the Block)
    named = {st for t in _TERM.findall(act) for st in tokenize(t)}
    if not any(_same_stem(a, b) for a in asked for b in named) \
            and not any(_same_stem(a, b) for a in acts for t in _TERM.findall(reading.ask) for b in tokenize(t)):
        return f"the act spends {'/'.join(sorted(acts))}; the question spends another thing"
    return None


# a resource spent, by its name: "spend Power", "spend 2 Block", «потратив Силу»
_SPENT_THING = re.compile(r"\b(?:spend|spends|spending|spent|потрат\w*)\s+(?:(?:any|all|some|my|your|his|her|their|the|an?|"
                          r"\d+|one|two|three)\s+)*(?-i:([A-ZА-ЯЁ][\w/'’-]*))", re.I)
_THING_SPENT = re.compile(r"(?-i:\b([A-ZА-ЯЁ][\w/'’-]*))\s+(?:spent|потраченн?\w*)\b", re.I)


def _non_kind_told_as_kind(nt: NormText, reading: Reading) -> str | None:
    """Why no verdict: the act is of things said with "non-" ("distribute a non-Attack card's
    Damage"), and the question's thing is one of that kind, never said to be otherwise ("an
    Attack 6 card … Can he split it?")."""
    # (in the question's language: «карты не-атаки», a Russian term said in lower case)
    kinds = frozenset(st for m in _NON_TERM.finditer(_act(nt.norm, reading.lang))
                      if m.group(1)[:1].isupper() or reading.lang == "ru" for st in tokenize(m.group(1)))
    if kinds and _says_all(kinds, _stems_of(reading.text)) and not _says_all(kinds, _denied_stems(reading.text)):
        return "the act is of what is not " + "/".join(sorted(kinds)) + "; the question's thing is"
    return None


def _of_what_it_is_not(nt: NormText, reading: Reading) -> str | None:
    # "During Conjuration, can I summon a unit into an allied world that isn't Sealed or Warded?"
    # asked of "cannot summon units into a Warded or Sealed area", "Must I resolve a Conflict in
    # a contested area that doesn't have any of my figures?" of "must resolve a Conflict in an
    # area where you have a figure": the act is of things that are what the ask's thing is not
    if nt.norm.modality in ("may", "is") or reading.negative:
        return None  # (those _denied_of_it_unsaid reads)
    denied = _relative_denied(reading.ask)
    # (its scope too: "1 Lore per Unit upgrade, before discounts such as the Library upgrade";
    # not what the scope leaves out, "Cooperative cards do not count": a limit of the others)
    scope = _LEFT_OUT.sub(" ", nt.norm.scope or "")
    if denied and denied & (_stems_of(f"{nt.norm.act} {scope}") - _denied_stems(nt.norm.act)):
        return "the question's thing is not " + "/".join(sorted(denied)) + "; the act is of such things"
    return None


def _its_state_denied(nt: NormText, reading: Reading) -> str | None:
    # "My Avatar isn't already awake - it's still dormant. Can I spend 3 Ancient Signs to awaken
    # it?" asked of "cannot awaken an Avatar that is already awake", "None of my Influence markers
    # is covered by another marker" of "cannot resolve an Influence marker that is covered by
    # another marker": the prohibition is of a thing in a state the question says its thing is
    # not in — every time it names the state (not "mine isn't covered, but yours is")
    # (so is a permission of a thing in a state: "may awaken the Avatar again after it is
    # destroyed" says nothing of one "awake and never destroyed")
    if nt.norm.modality not in ("cannot", "is_not", "may"):
        return None
    if (state := _state_said(nt, reading)) is not None and not state[1]:
        return f"the act is of a thing {'/'.join(sorted(state[0]))}; the question says its thing is not"
    return None


def _state_said(nt: NormText, reading: Reading) -> tuple[frozenset[str], bool] | None:
    """The state an act's own clause puts its thing in ("an Avatar that is already awake"), if
    the question names it, and whether it ever says it holds (not only "isn't already awake")."""
    for act in (nt.norm.act, nt.norm.act_ru):
        state = _act_state(act or "")
        if not state or language(act or "") != reading.lang:
            continue
        # (the state's own word: "awaken" is no "awake"; a Russian one in any case ending)
        # (in the story, a word of the state's stem: "I awakened it" tells it awake; in the ask,
        # which names the act, the state's own word: "Can I awaken it?", «Могу ли я пробудить
        # его?» tell nothing — the stemmer has cut a Russian one's case ending already)
        said = [(c, at) for text, exact in ((reading.story, False), (reading.ask, True))
                for c in _STORY_CLAUSE.split(text)
                for w in re.finditer(r"\w+", c.lower())
                if any(a == b or not exact and _same_stem(a, b) for a in tokenize(w.group()) for b in state)
                for at in [w.start()]]
        if any(_ANOTHERS_THING.search(c) for c, _ in said) or _ANOTHERS_ASKED.search(reading.ask):
            # ("My opponent's Avatar is already awake. Mine is dormant", "My Avatar is already
            # awake. Can Bob awaken his …?": whose thing is asked, not sure)
            return None
        if said:
            # (denied right before it, "none of them is" it, or "nobody has" done it: "nobody has
            # chosen it yet" — not "Nobody attacked my Avatar and it's still awake")
            # (nor of a time before, "was already awake earlier, but it was destroyed": not now)
            return state, not all(_denied_before(state, c) or state & _denied_stems(c) or _NONE_AMONG.search(c[:at])
                                  or _NOBODY.search(" ".join(c[:at].split()[-3:]))
                                  or _ONCE_BEFORE.search(c) and not _STILL_NOW.search(c)
                                  or _DESTROYED.search(c) is not None and not _denied_before(_DESTROYED_STEMS, c, reach=3)
                                  for c, at in said)
    return None


# a thing of another's: "my opponent's Avatar" (not "it's", "that's": words shortened)
_ANOTHERS_THING = re.compile(r"\b(?!(?:it|that|he|she|what|there|here|let|who)['’]s\b)\w+['’]s\b|"
                             r"\b(?:opponent|friend|соперник\w*|противник\w*)\b", re.I)
# what none of the things told has: "None of my units have Flying"
# (the asker's own, however many words and commas, no one else's among them)
_NONE_HAVE = re.compile(r"\b(?:none|neither)\s+of\s+(?:my|our)\s+(?!other\b)(?:(?![\w’-]+['’]s\b)[\w'’-]+,?\s+){1,15}?"
                        r"(?:has|have|had)\s+(?:an?\s+|any\s+)?([\w'’-]+)", re.I)
# an ask of another's thing: "Can Bob awaken his dormant Avatar?"
_ANOTHERS_ASKED = re.compile(r"\b(?:his|her|their)\b", re.I)
# none of the things told: "None of my Influence markers is covered"
_NONE_AMONG = re.compile(r"\b(?:none|neither)\s+of\b|\bни\s+од(?:ин|на|но)\b", re.I)
# where a clause of the story ends: a stop, a comma or bracket, "but", «но», «а»
_STORY_CLAUSE = re.compile(r"[.;:!?,()]|\bbut\b|\bно\b|\bа\b")


def _state_told_so(nt: NormText, reading: Reading) -> bool:
    """Whether the question says the state an act's own clause puts its thing in holds ("it
    is already awake" of "awaken an Avatar that is already awake")."""
    return (state := _state_said(nt, reading)) is not None and state[1]


def _state_told_not_so(nt: NormText, reading: Reading) -> bool:
    """Whether the question names the state an act's own clause puts its thing in and never
    says it holds ("My awoken Avatar got destroyed …": not awake now)."""
    return (state := _state_said(nt, reading)) is not None and not state[1]


# a thing told destroyed is in none of its states since: "my awoken Avatar got destroyed",
# «моего пробуждённого Аватара уничтожили» (not "… and not destroyed")
# (done to it, not by it: "My Avatar destroyed two enemy units and it is still awake")
_DESTROYED = re.compile(r"\b(?:was|were|got|been|gets?|is|are)\s+(?:\w+\s+)?(?:destroyed|killed)\b|"
                        r"\b(?:уничтожили|уничтожен\w*|убили|убит\w*|погиб\w*|died)\b", re.I)
_DESTROYED_STEMS = frozenset(tokenize("destroyed killed уничтожен убит"))
# a state of a time before: "was already awake earlier", «раньше был пробуждён» (not "… and it's
# still awake", "at first and it still is")
_STILL_NOW = re.compile(r"\b(?:still|now|is|are|it['’]s|всё\s+ещё|все\s+еще|сейчас|теперь)\b", re.I)
_ONCE_BEFORE = re.compile(r"\b(?:was|were|had\s+been|был\w*)\b[^,;]*\b(?:earlier|previously|once|at\s+first|раньше|прежде|"
                          r"когда-то)\b|\bused\s+to\b", re.I)
# no one did it: "nobody has chosen it yet", «никто его не выбирал»
_NOBODY = re.compile(r"\b(?:nobody|no\s+one|никто)\b", re.I)


@lru_cache(maxsize=4096)
def _act_state(act: str) -> frozenset[str]:
    """The stems of the state an act's own clause puts its thing in: "an Avatar that is already
    awake" → awak, "a Scheme already played" → play, «уже пробуждённого» (read once per act)."""
    m = _ACTS_STATE.search(act)
    return frozenset(tokenize(m.group("state"))) - _FUNCTION if m else frozenset()


# (a verb's participle or an adjective; not "already in the target Region", a place, nor "that
# already has a marker", a thing)
# (or one it is permitted in again: "awaken the Avatar again after it is destroyed")
_ACTS_STATE = re.compile(r"\b(?:(?:that|which)\s+(?:is|are|has\s+been|have\s+been)\s+(?:already\s+)?|already\s+(?:been\s+)?|"
                         r"after\s+(?:it|they)\s+(?:is|are|has\s+been|have\s+been)\s+|уже\s+)(?!(?:in|on|at|has|have|only|just|also|still|not|no|есть|в|на|только|не)\b)"
                         r"(?P<state>[\w-]+)", re.I)


def _case_of_no_such_thing(nt: NormText, reading: Reading) -> str | None:
    # "Can I summon 1 unit into my allied world? It's not a Warded or Sealed area.", "… into an
    # allied world next to a Sealed area?" asked of "cannot summon units into a Warded or Sealed
    # area": each time the question names the prohibition's case it says its thing is not that
    # case, or names a thing beside it
    if nt.norm.modality not in ("cannot", "is_not") or not (terms := dict(_alternative_terms(nt.norm.act))):
        return None
    said = 0
    for clause in re.split(r"[.;:!?()]", reading.text):
        for w in re.finditer(r"[\w'’-]+", clause):
            if not any(set(tokenize(w.group())) & st for st in terms.values()):
                continue
            said += 1
            if not (_denied_right_before(clause[:w.start()], terms) or _beside(clause[:w.start()], places_only=True)):
                return None
    return f"the act is of a {' or '.join(sorted(terms))} thing; the question says its thing is none" if said else None


def _set_aside_in_brackets(nt: NormText, reading: Reading) -> str | None:
    # "Can Energy I gained by discarding a card (not from another source) be accumulated in my
    # Synergy Relic?" asked of "cannot charge a Synergy Relic with Energy from other effects or
    # sources": the act's "sources" is said only in the brackets that deny it
    if not (denied := _denied_in_brackets(reading.text)):
        return None
    rest = _stems_of(BRACKETED_DENIAL.sub(" ", reading.text))
    # (the act's own words, and not those it denies too: a phrasing may say what it is not, "…
    # not by discarding", and so may the act, "add a unit … with an add effect, not Conjuration")
    only_denied = (nt.act_words[0] & denied) - rest - _denied_stems(nt.norm.act)
    # (not an act of alternatives one of which the question says whole: "an Enemy attacks another
    # Enemy, or a Character another Character" asked "Can a Character (not an Enemy) attack another
    # Character?")
    if only_denied and not any((alt := _stems_of(a) - _FUNCTION) and alt <= rest for a in _OR_SPLIT.split(nt.norm.act)):
        return f"the act is of {', '.join(sorted(only_denied))}, which the question sets aside in brackets"
    return None


_OR_SPLIT = re.compile(r",?\s+(?:or|или)\s+")


def _trigger_denied(nt: NormText, reading: Reading) -> str | None:
    # "The source card has not left play. Does its prevention effect apply?", «Применяется ли
    # эффект предотвращения, хотя карта-источник не покинула игровую зону?» asked of "a
    # prevention effect still applies after its source card leaves play" (is not): the act holds
    # once what sets it off has happened, and a clause of the question says it has not — the
    # act says nothing of that case (the rule's other norms may)
    if nt.norm.modality == "only_if":
        return None  # (its condition is weighed as one)
    for act in (nt.norm.act, nt.norm.act_ru or ""):
        if language(act) != reading.lang or (trigger := _trigger_of(act)) is None:
            continue
        said, wanted = trigger
        # (not a sentence that sets it against another: "The previous Combat was not against a
        # Great Old One, but now we're confronting Cthulhu")
        for clause in _DENIAL_CLAUSE_CUT.split(f"{_uncontrasted(reading.story)} {reading.ask}"):
            # (the denial right before a word of it: "I don't lose the 2 Health" denies no discard)
            if len(wanted & _stems_of(clause)) >= max(2, -(-3 * len(wanted) // 5)) \
                    and _denied_before(wanted, clause, reach=3):
                return f"the act holds once {said}; the question says that has not happened"
    return None


@lru_cache(maxsize=4096)
def _trigger_of(act: str) -> tuple[str, frozenset[str]] | None:
    """What sets an act off ("after its source card leaves play": its words and their stems),
    read once per act; None when it has none, or one said by a denial ("when it names no
    target", which a question tells by a denial too)."""
    parts = _ACT_TRIGGER.split(act, maxsplit=1)
    if len(parts) < 2 or _DENIAL_WORD.search(parts[1]) or len(wanted := _stems_of(parts[1]) - _FUNCTION) < 2:
        return None
    return parts[1].strip(), frozenset(wanted)


# the words that set an act off, in either language: "after its source card leaves play",
# «после того, как карта-источник покинула игровую зону»
# (not "whenever I want", how often; nor "once", which is mostly "once per turn")
_ACT_TRIGGER = re.compile(r"\b(?:when|as soon as|if|after)\b|(?:\bпосле\s+того,?\s+как|\bкак\s+только|"
                          r"\bкогда|\bесли)(?!\w)", re.I)
# a question's clauses, each with its own denial: "even though its source card has not left play"
_DENIAL_CLAUSE_CUT = re.compile(r"[.,;:!?()]|\b(?:but|and|though|although|хотя|но|и|а)\b", re.I)
_DENIAL_WORD = re.compile(r"\b(?:not|never|no)\b|n't\b|(?<!\w)(?:не|ни|нет)(?!\w)", re.I)


def _case_denied(nt: NormText, reading: Reading) -> str | None:
    # "If we're not fighting a Great Old One, do the Round Effects apply?" asked of "Round Effects
    # apply when confronting a Great Old One" (is not): the act is of the case the ask denies —
    # what it says is of another case (the rule's other norms, of every Combat, may answer);
    # so is a story that tells the case is not, the denial right before it ("This combat isn't
    # against a Great Old One"; not "the Seer is not afraid of any Great Old One")
    # (nor one that sets it against another: "The previous Combat was not against a Great Old
    # One, but now we're confronting Cthulhu")
    story = _uncontrasted(reading.story)
    for act in (nt.norm.act, nt.norm.act_ru):
        for term, head in _case_terms(act or ""):
            if _denied_before(head, reading.ask) or _denied_before(head, story, through=_CASE_LINK):
                return f"the act is of the case of {term}; the question says it is not that case"
    # (or "in a game with decreased difficulty", told "We played without any difficulty modifier",
    # «Мы не брали никаких модификаторов облегчения»)
    if not nt.with_case:
        return None
    # (the story, and what is told after the ask: "May I summon another unit? I have no Portal upgrade.")
    # (of this game: "Last game we had no decreased difficulty" denies nothing of this one)
    besides = _uncontrasted(of_this_game(reading.text.replace(reading.ask, " ", 1))) if reading.ask else story
    if _case_told(nt, denied := _denied_stems(besides) | _denied_stems(reading.ask)):
        return f"the act is of a case with {', '.join(sorted(nt.with_case & denied))}; the question says it is without it"
    # (… or tells it only of another game: «В другой партии мы брали облегчение, а в этой никаких модификаторов»)
    # (not "… This game we took it again": told again of this one)
    now = of_this_game(reading.story)
    if _case_told(nt, _stems_of(reading.story)) and not (SAME_AS_BEFORE.search(now) or SAME_AS_BEFORE.search(reading.ask)) \
            and not _case_told(nt, _stems_of(now) | _stems_of(reading.ask)):
        return "the act is of a case the question tells only of another game"
    return None


def _case_told(nt: NormText, stems: frozenset[str]) -> bool:
    """Whether the stems say the act's case told by what it is with: a word of it, or the whole
    of a player's word for it."""
    return bool(nt.with_case & stems) or any(words in nt.with_case_said for words, _ in words_said(nt.said_as_book, stems))


# an act's case told by what it is with: "in a game with decreased difficulty", «в игре с пониженной сложностью»
# (or by a game term it is done with: "… when summoning with the Portal upgrade")
_WITH_CASE = re.compile(r"\bin\s+an?\s+\w+\s+with\s+([^,;()]+)$|\bв\s+\w+\s+с\s+([^,;()]+)$|"
                        r"\bwith\s+(?:the|your|an?)\s+((?-i:[A-Z])[\w'’-]*(?:\s+[\w'’-]+)?)$", re.I)


@lru_cache(maxsize=4096)
def _case_terms(act: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """The game terms of an act's case ("… when confronting a Great Old One"), each with its first
    stem (read once per act: the guard asks it of every norm tried on every question)."""
    if (case := _CASE_OF_ACT.search(act)) is None:
        return ()
    return tuple((term, frozenset(head)) for term in _TERM.findall(case.group("case"))
                 if (head := sorted(_stems_of(term) - _FUNCTION)[:1]))


@lru_cache(maxsize=4096)
def _lower_clauses(text: str) -> tuple[str, ...]:
    """The clauses of a text, lower-cased, «ё» as «е»: what a denial is looked for in."""
    return tuple(re.split(r"[.;:!?,()]", text.lower().replace("ё", "е")))


@lru_cache(maxsize=16384)
def _denied_before(stems: frozenset[str], text: str, reach: int = 4, none_counts: bool = False,
                   through: frozenset[str] | None = None) -> bool:
    """Whether a negator stands at most ``reach`` words before a word of ``stems`` in one clause
    of ``text`` ("not fighting a Great Old One", "isn't against a Great Old One", «не против
    Великого»; "… has no Seal. My unit has Subtle" does not deny the unit's Subtle) — or, with
    ``none_counts``, a count of none ("he has 0 Ammo left"); with ``through``, only those words
    between them."""
    for clause in _lower_clauses(text):
        # ("don't" one word, not "don" and "t": "I don't have the Portal upgrade")
        words = re.findall(r"\w+", re.sub(r"n['’]t\b", "n", clause))
        for i, w in enumerate(words):
            # (by stem, in either case ending: «печать» and «печати» are cut «печа» and «печат»)
            # ("nobody" denies only the verb right after it: "Nobody destroyed my Avatar", not
            # "Nobody noticed it was illegal")
            if any(_same_stem(a, b) for a in tokenize(w) for b in stems) \
                    and any((_NEGATORS.fullmatch(x) and (x != "nobody" or j == i - 1)
                             or none_counts and x in ("0", "zero", "ноль"))
                            and (through is None or set(words[j + 1:i]) <= through)
                            and not _CONTRAST_WORDS & set(words[j + 1:i])
                            for j, x in enumerate(words[max(0, i - reach):i], start=max(0, i - reach))):
                return True
    return False


# what a denial stops at: "not Evasive but Flying" denies Evasive, not Flying
_CONTRAST_WORDS = frozenset(["but", "rather", "instead", "но", "а", "зато"])


# the words that may stand between a denial and the case it denies: "isn't against a", "not
# fighting the", «не против», «не с»
_CASE_LINK = frozenset(["against", "fighting", "confronting", "facing", "versus", "vs", "a", "an", "the", "any",
                        "против", "с", "со", "в", "бою", "схватке"])
# an act's case: "… when confronting a Great Old One", «… в бою с Великим Древним»
_CASE_OF_ACT = re.compile(r"\b(?:when|while|whenever|against|during|в\s+бою\s+с|в\s+схватке\s+с|против|когда)\b(?P<case>.+)$",
                          re.I)


def _acts_denied_clause_untold(nt: NormText, reading: Reading) -> str | None:
    # "During Invasion, can a unit that isn't exhausted move to another area in the Region?"
    # asked of "cannot move in a unit that cannot end its move in the target Region": the act is
    # of a thing its own clause says cannot do something, which the question does not tell
    # (a Russian question, of the act's Russian wording: «… отряд, который не может закончить …»)
    act = nt.norm.act if language(nt.norm.act) == reading.lang else nt.norm.act_ru if reading.lang == "ru" else None
    if not act or (m := _acts_denied_clause(act)) is None:
        return None
    own = _stems_of(m.group("what") or m.group("what_ru")) - _FUNCTION - _stems_of(act[:m.start()])
    # (most of it said is the case told: "can they move into the target Region?" of exhausted
    # units says where the move would end)
    if own and 2 * len(own & _stems_of(reading.text)) < len(own):
        return f"the act is of a thing {m.group(0).strip()}, which the question does not say"
    return None


@lru_cache(maxsize=4096)
def _acts_denied_clause(act: str) -> re.Match[str] | None:
    """An act's own clause of what its thing cannot do or is not: "a unit that cannot end its
    move …" (read once per act: the guard asks it of every norm tried on every question)."""
    return _ACTS_DENIED_CLAUSE.search(act)


_ACTS_DENIED_CLAUSE = re.compile(r"\b(?:that|which|who)\s+(?:cannot|can['’]t|does\s+not|doesn['’]t|is\s+not|isn['’]t)\s+"
                                 r"(?P<what>[^,;.]+)|\b(?:котор\w+\s+не\s+(?:может|могут|является|являются)|если\s+(?:он|она|оно|они)\s+не)\s+"
                                 r"(?P<what_ru>[^,;.]+)",
                                 re.I)


@lru_cache(maxsize=256)
def _relative_denied(ask: str) -> frozenset[str]:
    """The stems of what an ask's relative clause says its thing is not: "a world that isn't
    Sealed or Warded" → seal, ward (read once per question)."""
    return frozenset(st for m in RELATIVE_DENIED_CLAUSE.finditer(ask) for st in tokenize(m.group("denied"))) - _FUNCTION


def _any_order_of_another_thing(nt: NormText, reading: Reading) -> str | None:
    # "When I play a card, can I apply its effects in any order?" asked of "choose the order in
    # which to play cards": what the ask leaves in any order (applying effects) is not what the
    # act orders (playing cards)
    if (asked := _ordered_thing(reading.ask)) is None:
        return None
    said = [thing for w in nt.wordings if language(w) == reading.lang and (thing := _ordered_thing(w)) is not None]
    if said and not any(asked & thing for thing in said):
        return "the question leaves another thing in any order than the act orders"
    return None


@lru_cache(maxsize=4096)
def _ordered_thing(text: str) -> frozenset[str] | None:
    """The stems of what a text puts in an order: the verb and its object before "in any
    order" ("apply its effects in any order"), or after "the order in which (to)" ("choose the
    order in which to play cards")."""
    # (in its own clause: "When I play a card, can I apply its effects in any order?")
    m = next((m for clause in _CLAUSE_BREAK.split(text) if (m := _ORDERED_THING.search(clause)) is not None), None)
    if m is None:
        return None
    return frozenset(tokenize(m.group("before") or m.group("after") or "")) - _FUNCTION or None


_CLAUSE_BREAK = re.compile(r"[,;:—–]")
_ORDERED_THING = re.compile(r"(?P<before>(?:\w+\s+){0,5}\w+)\s+"
                            r"(?=in\s+(?:any|whatever|whichever|the\s+same|the\s+listed|a\s+different|another|my\s+own)\s+order)|"
                            r"\border\s+in\s+which\s+(?:to\s+|they\s+|we\s+|you\s+|I\s+)?(?P<after>\w+\s+(?:(?:the|their|its|my)\s+)?\w+)",
                            re.I)


# a short term the ask quotes: "'After' effects", «"Stay"», "the 'Overwhelm' keyword"
_QUOTED_TERM = re.compile(r"(?<!\w)['‘\"“«]([\w-]+(?:\s+[\w-]+){0,2})['’\"”»](?!\w)")


_SAYS_NAME = re.compile(r"\b(?:says|marked|labell?ed|reads)\s+([A-Z][\w-]+)\b")


def _quoted_unnamed(nt: NormText, reading: Reading) -> str | None:
    # "Are 'After' effects of Influence upgrades resolved before the other steps?" asked of
    # "Before effects … resolve before any other step": the ask names its thing by quoting it,
    # an act that does not say it is of another thing
    # (or by what its thing says, capitalised: "When an upgrade says After, …")
    for m in (*_QUOTED_TERM.finditer(reading.ask), *_SAYS_NAME.finditer(reading.ask)):
        named = set(tokenize(m.group(1))) - _FUNCTION
        if named and not named <= nt.act_stems:
            return f"the question names '{m.group(1)}', which the act does not"
    return None


def _says_another_word(nt: NormText, reading: Reading) -> str | None:
    # "This Influence step says 'must'. I can skip it, right?" asked of "skip a part of an
    # Influence step that says may": the question tells what its thing says, and it is another
    # word than the act's; and "The step says may. Can I skip that part?" asked of "… a part of
    # an Influence step that does not say may": the act is of what the thing does not say (and
    # "a Scheme effect that doesn't say may" is of the act that does not say it)
    said = dict(_said_of_things(reading.text))
    if not said:
        return None
    told = {w for w, denied in said.items() if not denied}
    stems = _stems_of(reading.text)
    if any(other and other <= stems for w in nt.wordings for _, _, _, other in _act_says(w)):
        return None  # ("… that says may or is impossible to resolve", told impossible: the other case)
    for w in nt.wordings:
        for word, denied, cond, _ in _act_says(w):
            if cond is not None:
                # ("optional unless they say must": a condition of the act, not its thing's word —
                # which the question's thing, saying it, fails)
                if cond.startswith(("unless", "except")) and said.get(word) is False and not denied:
                    return f"the act holds unless its thing says '{word}', which the question's does"
                continue
            if word in said and said[word] != denied or not denied and told and word not in told:
                return (f"the question's thing {'does not say' if said.get(word) else 'says'} "
                        f"'{word if word in said else '/'.join(sorted(told))}', "
                        f"the act's {'does not say' if denied else 'says'} '{word}'")
    return None


def _says_as_told(nt: NormText, reading: Reading) -> bool:
    """Whether one of the act's wordings says of its thing what the question tells its thing
    says (or does not say): "… a Scheme effect that says may", told "a Scheme effect that says may"."""
    said = dict(_said_of_things(reading.text))
    return bool(said) and any(said.get(word) == denied for w in nt.wordings for word, denied, _, _ in _act_says(w))


@lru_cache(maxsize=4096)
def _act_says(wording: str) -> tuple[tuple[str, bool, str | None, frozenset[str]], ...]:
    """Each word an act's wording says its thing says ("… that says may"): whether it is said
    not to, the condition word it stands in ("unless they say must"), if any, and the stems of
    the case it is the alternative of ("… says may or is impossible to resolve": impossible,
    resolve) (read once per wording: the guards ask it of every norm tried on every question)."""
    return tuple((m.group(1).lower(), _NOT_BEFORE.search(wording[:m.start()]) is not None,
                  cond.group(0).lower() if (cond := _SAYS_IF.search(wording, max(0, m.start() - 40), m.start())) else None,
                  _stems_of(alt.group(1)) - _FUNCTION if (alt := _OR_CASE.match(wording, m.end())) else frozenset())
                 for m in _SAYS_WORD.finditer(wording))


# the other case of a thing's word: "… says may or is impossible to resolve"
_OR_CASE = re.compile(r"[\"'”’»]?\s+or\s+(?:is\s+|are\s+|if\s+)?([^,;.]+)", re.I)


@lru_cache(maxsize=256)
def _said_of_things(text: str) -> tuple[tuple[str, bool], ...]:
    """Each word a question tells of what its thing says, and whether it is said not to (read
    once per question: the guard asks it of every norm)."""
    said: dict[str, bool] = {}
    for pattern in (_SAYS_QUOTED, _SAYS_WORD):
        for m in pattern.finditer(text):
            # (not a condition, "optional unless it says must?": what it would say, not what it says)
            if _SAYS_IF.search(text, max(0, m.start() - 40), m.start()):
                continue
            if pattern is _SAYS_QUOTED or m.group(1).lower() in _MODAL_SAID:
                word = m.group(1).lower()
                said.setdefault(_MODAL_RU.get(word, word), _NOT_BEFORE.search(text[:m.start()]) is not None)
    return tuple(said.items())


# what a thing says, quoted ("this step says 'must'") or a modal word unquoted ("says may"); and
# what an act's thing says ("… that says may", "… that does not say may")
_SAYS_QUOTED = re.compile(r"\b(?:says?|говорит|сказано|написано)\s+(?:слово\s+)?[\"'“‘«„]([^\W\d_]+)[\"'”’»“]", re.I)
# a modal word quoted in Russian is the book's English one: «может» is "may"
_MODAL_RU = {"может": "may", "можете": "may", "можно": "may", "должен": "must", "должны": "must", "обязан": "must",
             "нельзя": "cannot"}
_SAYS_WORD = re.compile(r"\bsays?\s+[\"'“‘«]?([^\W\d_]+)", re.I)
# (not "even when they don't say may": a concession tells what the thing says)
_SAYS_IF = re.compile(r"(?<!\beven\s)\b(?:unless|if|when|whenever|whether|until|except)\s+(?:[\w'’]+\s+){0,3}$", re.I)
_MODAL_SAID = frozenset({"may", "must", "can", "cannot", "might", "should", "optional", "mandatory"})
_NOT_BEFORE = re.compile(r"\b(?:not|never)\s+$|n['’]?t\s+$|\bне\s+$", re.I)


# the asker doing an act for someone ("When I play a card for another Character", «я играю
# карту на/для …»), and the asker asked of ("am I the one who loses …?", "do I pay …?")
# (in one clause, of no one else: not "We play with two Characters, and when the Seer plays a
# card for …"; nor «Я играю за Провидицу», the Character played as, nor a card «для себя»)
_I_DO_FOR = re.compile(r"\b(?:I|we)\s+(?:\w+\s+){0,2}?(?:play|cast|use|give)\w*\b(?!\s+with\b)[^.?!;,]*?\bfor\b"
                       r"(?!\s+(?:myself|ourselves|me|us)\b)|"
                       r"\b(?:я|мы)\s+(?:\w+\s+){0,2}?(?:игра\w*|сыгра\w*|разыгр\w*)\b(?:[^.?!;,]*?\b(?:для|на)|"
                       r"[^.?!;,]*?\s[^.?!;,\s]+\s+за)\b(?!\s+(?:себя|себе|нас)\b)", re.I)
_I_ASKED = re.compile(r"\b(?:am|do|did|will|would|should|must)\s+(?:I|we)\b|\b(?:I|we)\s+(?:the\s+one|lose|pay|take)\b|"
                      r"\b(?:теряю|плачу|оплачиваю)\s+ли\s+я\b|\bя\s+(?:теряю|плачу|оплачиваю)\b", re.I)
_RECEIVING = frozenset(tokenize("receiving recipient получатель"))
_ACTIVE_GIVER = frozenset(tokenize("active активного активный"))
# the one played for asked of, after the asker told playing for them: "does she pay …?",
# "does he pay from his own supply?", «кто платит — он сам?», «платит ли она?»
_THEY_ASKED = re.compile(r"\b(?:does|do|did|will|would|must|should|has|is)\s+(?:she|he|they)\b|"
                         r"\b(?:she|he|they)\s+(?:herself|himself|themselves)\b|"
                         r"\b(?:он|она|они)\s+(?:сам|сама|сами)\b|\b\w+т\s+ли\s+(?:он|она|они)\b", re.I)


# an amount said as equal to a stat: "block damage equal to its Power", «равный его Силе»
# (a stat named, not a number: «равной 2» is the amount itself)
_EQUAL_TO = re.compile(r"\bequal\s+to\s+(?:(?:its|their|his|her|the|a|an|my|your|that)\s+)?(?:[\w-]+['’]s\s+)?([^\W\d_]+)|"
                       # (not «всё равно», "anyway": «я всё равно плачу за него?»)
                       r"(?<!всё )(?<!все )\bравн\w*\s+(?:(?:его|её|ее|их|своей|своему|своего)\s+)?([^\W\d_]+)", re.I)


def _equal_to_another(nt: NormText, reading: Reading) -> str | None:
    # "Can I exhaust a unit to block damage equal to its Power?" asked of "exhaust allied units to
    # block damage equal to the unit's Block": the amount is another stat than the act's
    acts = [set(tokenize(m.group(1) or m.group(2))) for w in nt.wordings for m in _EQUAL_TO.finditer(w)]
    if not acts:
        return None
    for m in _EQUAL_TO.finditer(reading.ask):
        asked = set(tokenize(m.group(1) or m.group(2))) - _FUNCTION
        if asked and not any(asked & a for a in acts):
            return f"the act's amount is equal to another than the question's {m.group(0)}"
    return None


def _asked_alone(reading: Reading, part: str) -> Reading:
    """The reading with one statement of its ask as the whole ask: its own polarity,
    modality and proposal."""
    return replace(reading, ask=part, negative=negative(part, reading.lang), mixed=False,
                   asks=asked_modality(part, reading.lang), proposes=proposes(part, reading.lang))


# the other of two things the ask sets against the first: "…, or only at the ones assigned to
# him?", "… or just the wounds", «… или только раны?»
_OR_ONLY = re.compile(r",?\s+(?:or|или)\s+(?:only|just|merely|только|лишь)\b[^?.!]*\?*\s*$", re.I)


# an act of a strictly lower or higher value of something: "discard an Arcana card with a lower
# red value", «с меньшим красным значением» (not "the same red value or greater")
_STRICTLY_COMPARED = re.compile(r"\b(?:a|an|the)?\s*(?:lower|smaller|higher|greater|bigger)\s+([^\W\d_]+)\s+(?:value|number)\b"
                                r"(?!\s+or\b)|\b(?:меньш|больш)\w+\s+([^\W\d_]+)\s+(?:значени|числ)\w*", re.I)


def _compared_but_told_equal(nt: NormText, reading: Reading) -> str | None:
    # "Tom's Arcana card on me shows Red 2. The only Arcana card in my hand is also Red 2. Does
    # discarding it still count as stopping his card?" asked of "cannot discard an Arcana card with
    # a lower red value": every value the story tells of it is the same, so none is lower
    for w in (nt.norm.act, nt.norm.act_ru or ""):
        if (m := _STRICTLY_COMPARED.search(w)) is None or _SAME_OR.search(w):
            continue
        unit = set(tokenize(m.group(1) or m.group(2))) - _FUNCTION
        counted = [n.value for n in reading.numbers if n.counts(unit)]
        if len(counted) >= 2 and len(set(counted)) == 1:
            return f"the act is of a {m.group(0).strip()}; the question tells every {m.group(1) or m.group(2)} value the same"
    return None


# "the same red value or greater", «такое же или большее»: not strict
_SAME_OR = re.compile(r"\bsame\b[^,;]*\bor\s+(?:greater|higher|more|lower|less)\b|\bтак\w*\s+же\s+или\b", re.I)


# a condition of the act's that denies something: "if its text does not contradict it", «если его
# текст этому не противоречит»
# (not a concession: "activates even if it was not attacked")
_IF_NOT = re.compile(r"(?<!even )(?<!даже )\b(?:if|when|если|когда)\b[^,.;]*?\b(?:not|doesn['’]t|don['’]t|не)\s+(\w+)", re.I)


def _condition_said_failing(nt: NormText, reading: Reading) -> str | None:
    # «Сохраняется ли остаток, даже если повторное применение противоречит его тексту?» asked
    # of "the remainder is kept if its text does not contradict it": the question says what
    # the act's condition denies
    said = _stems_of(reading.text) - _denied_stems(reading.text)
    for w in (nt.norm.act, nt.norm.act_ru or ""):
        for m in _IF_NOT.finditer(w):
            # (the question denying it too, "the 3 Recovery Points I can't use", says it fails)
            if (denied := set(tokenize(m.group(1))) - _FUNCTION) and denied <= said \
                    and not compiled(rf"\b(?:not|не)\s+{re.escape(m.group(1)[:5])}", re.I).search(reading.text) \
                    and not any(set(tokenize(x)) & denied for x in _ASK_NOT.findall(reading.text)):
                return f"the act holds only if not {m.group(1)}; the question says {m.group(1)}"
    return None


# an act that holds "unless its text says otherwise" (the remainder of a prevention effect is
# kept «если повторное применение … не противоречит его тексту»), and a story that tells what
# the card's text says ("the card says it works only once"): whether that text is the
# exception, the norm cannot tell — no verdict
_UNLESS_ITS_TEXT = re.compile(r"\bunless\s+(?:its|the\s+card['’]s|the\s+effect['’]s)\s+text\b|"
                              r"\bтекст\w*\s+(?:этому\s+)?не\s+противореч\w*|\bне\s+противореч\w*\s+(?:его\s+|её\s+|ее\s+)?текст",
                              re.I)
_TEXT_TOLD = re.compile(r"\b(?:the\s+|my\s+|its\s+|his\s+|her\s+)?card(?:['’]s\s+\w+)?\s+(?:clearly\s+|literally\s+)?"
                        r"(?:says|reads|states)\b|"
                        r"\b(?:its|the)\s+text\s+(?:clearly\s+)?(?:says|reads|states)\b|"
                        r"\b(?:в\s+тексте|на)\s+(?:(?:моей|моего|этой|этого|его|её|ее|той)\s+)?(?:карты|карте|эффекта)\s+"
                        r"(?:прямо\s+|ясно\s+|чётко\s+|четко\s+)?(?:сказано|написано|указано)|"
                        r"\bкарта\s+гласит|\bпо\s+тексту\s+карты", re.I)
# a text told to say nothing of it: "says nothing about", "doesn't say", «не сказано», «нигде не»
_SAYS_NOT = re.compile(r"\b(?:nothing|not|never|doesn['’]t|does\s+not|don['’]t|isn['’]t|no)\b|\b(?:не|ни|нигде|ничего)\b",
                       re.I)
# what a card's text, told, says against a second application: "only once", «только один раз»
_ONCE_ONLY = re.compile(r"\bonly\s+once\b|\bonce\s+only\b|\bjust\s+once\b|\bsingle[-\s]use\b|"
                        r"\b(?:только|лишь)\s+(?:один|1)\s+раз\b|\bоднократн\w*|\bодноразов\w*", re.I)


def _unless_its_text(norm: Norm) -> bool:
    """Whether the act holds "unless its text says otherwise"."""
    return any(_UNLESS_ITS_TEXT.search(w) for w in (norm.act, norm.act_ru or ""))


def _text_told_against(nt: NormText, reading: Reading) -> str | None:
    # (or quotes it, a word in it that narrows what it does: «текст: „предотвращает до 3 ран
    # только от следующей атаки“»; not a card's name, "'Only Hope' prevents the next 4 wounds")
    if _unless_its_text(nt.norm) and (_TEXT_TOLD.search(reading.text) or any(
            _NARROWING_WORD.search(q.group(1)) and len(q.group(1).split()) >= 3 for q in QUOTED_TEXT.finditer(reading.text))):
        return "the act holds unless the card's text says otherwise; the question tells what its text says"
    return None


# a word in a card's text that narrows what it does: "only", «только», «лишь» — in its own
# small letters (not a card's name: 'Only Hope', 'Only the Brave', 'Just in Time')
_NARROWING_WORD = re.compile(r"\b(?:only|just|только|лишь)\b(?!\s+[A-ZА-ЯЁ])")


def _text_allows_once(nt: NormText, reading: Reading) -> Decision | None:
    """An act that holds "unless its text says otherwise" (the remainder of a prevention
    effect is kept «если повторное применение … не противоречит его тексту»), asked of a card
    whose text, told, lets it work only once: a later application contradicts that text, so
    the act does not hold here. Any other text told leaves it open (_text_told_against)."""
    norm = nt.norm
    if norm.modality not in ("is", "may", "must") or not _unless_its_text(norm):
        return None
    said = next((s for s in sentences(reading.text) if (told := _TEXT_TOLD.search(s))
                 and (once := _ONCE_ONLY.search(s, told.end())) is not None
                 # (not "the card says nothing about working only once", «нигде не сказано, что …»)
                 and not _SAYS_NOT.search(s[max(0, told.start() - 12):once.start()])), None)
    if said is None:
        return None
    d = Decision(rule=nt.rule, norm=norm, verdict="yes" if reading.negative else "no",
                 why="the act holds unless the card's text says otherwise; its text, as told, lets it work only once",
                 why_ru="так, если текст карты не говорит иного; а её текст, как сказано, позволяет сработать лишь раз")
    d.facts.append({"text": said, "slot": "condition", "value": False})
    return d


def _giver_asked(nt: NormText, reading: Reading) -> str | None:
    # "When I play a non-Cooperative card for another Character, am I the one who loses 1
    # Sanity?" asked of "the Character receiving a card … loses 1 Sanity": the act is of the
    # one a card is played for, the ask of the one who plays it
    if not nt.act_stems & _RECEIVING:
        return None
    if _I_DO_FOR.search(reading.text) and _I_ASKED.search(reading.ask):
        return "the act is of the one receiving; the question asks of the one who gives"
    # "The Possessed plays a non-Cooperative card for the Seer. Is it the Possessed who loses
    # 1 Sanity?": the one who gives, named in the words before "for the Seer", asked of
    # (a prohibition's or a need-not's answer is left standing; an is-not said of the one
    # receiving, "the Character receiving it pays its Cost", says nothing of the giver: "The
    # Possessed plays a card for the Detective. Does the Possessed pay its Energy Cost?" is a yes,
    # from "the active Character pays" — one of anyone, "a Cooperative card played for another
    # costs Sanity", still answers)
    if nt.norm.modality in ("cannot", "need_not") \
            or nt.norm.modality == "is_not" and not _stems_of(nt.norm.act) & _RECEIVING:
        return None
    asked = _stems_of(reading.ask)
    for m in _FOR_WHOM.finditer(reading.text):
        who = m.group("who") or m.group("who_ru")
        if who.lower() in ("me", "us", "меня", "нас") and _I_ASKED.search(reading.ask):
            continue  # ("When the Seer plays a card for us, do we pay …?": of the ones receiving)
        receiver = frozenset(tokenize(who))
        before = _stems_of(re.split(r"[.!?;]", reading.text[:m.start()])[-1])
        # (the one receiving asked of, named again after the card told played for them in the
        # ask: "When the Possessed plays a card for the Seer, does the Seer pay …?")
        at = reading.ask.find(m.group(0))
        again = _stems_of(reading.ask[at + len(m.group(0)):]) if at >= 0 else asked
        for _, members in nt.kinds.values():
            givers = [mem for mem in members if mem <= before and not mem <= receiver]
            if any(g <= asked for g in givers) and not any(mem <= receiver and mem <= again for mem in members):
                return "the act is of the one receiving; the question asks of the one who gives"
    return None


def _receiver_asked(nt: NormText, reading: Reading) -> str | None:
    # "When I play a card for the Seer, does she pay its Energy Cost from her own Energy?"
    # asked of "the active Character pays the Energy Cost of a card played for another": the
    # act is of the one who plays the card (the asker), the ask of the one it is played for
    if not nt.act_stems & _ACTIVE_GIVER or nt.act_stems & _RECEIVING:
        return None
    if _I_DO_FOR.search(reading.text) and _THEY_ASKED.search(reading.ask) and not _I_ASKED.search(reading.ask):
        return "the act is of the one who gives; the question asks of the one receiving"
    # … or the asker told played for, by another: "The Sorcerer plays a card for me, the Seer. Do I pay its Energy Cost?"
    if _DONE_FOR_ME.search(reading.text) and not _I_DO_FOR.search(reading.text) and not _I_PLAY.search(reading.text) \
            and _I_ASKED.search(reading.ask):
        return "the act is of the one who gives; the question asks of the one receiving"
    # … or the one a card is told played for, by name, asked of: "When a card is played for the
    # Seer, does the Seer have to pay its Energy cost?"
    for_whom = {m.group(1).lower() for m in _PLAYED_FOR_NAMED.finditer(reading.text)}
    if (asked := _WHO_ASKED.search(reading.ask)) is not None and asked.group(1).lower() in for_whom:
        return "the act is of the one who gives; the question asks of the one receiving"
    return None


# a card told played for someone named: "played for the Seer", "plays a card for the Detective"
_PLAYED_FOR_NAMED = re.compile(r"\b(?:played|plays|playing|play)\b[^.?!;]*?\bfor\s+(?:the\s+)?(?-i:([A-Z][\w'-]+))", re.I)
# whom the ask asks of, named after its verb: "does the Seer have to …", "must the Seer …"
_WHO_ASKED = re.compile(r"\b(?:does|do|did|must|will|should|would|can|could)\s+(?:the\s+)?(?-i:([A-Z][\w'-]+))", re.I)


# another plays for the asker: "the Sorcerer plays a card for me", «Колдун разыгрывает карту для меня»
# (now, not once before: "last round he played a card for me")
_DONE_FOR_ME = re.compile(r"\b(?:plays|is\s+playing|casts|gives)\b[^.?!;]*?\bfor\s+(?:me|us)\b|"
                          r"\b(?:играет|разыгрывает)\b[^.?!;]*?\bдля\s+(?:меня|нас)\b", re.I)
# the asker playing a card, however said: "now I'm playing a card for her", «я разыгрываю»
_I_PLAY = re.compile(r"\b(?:I|I'm|I\s+am|we|we're)\s+(?:\w+\s+){0,2}?(?:play|playing|cast|casting)\b|"
                     r"\bя\s+(?:\w+\s+)?(?:играю|разыгрываю|сыграю)\b", re.I)


# a card played for the one who plays it: "for myself", «для себя»
_ONESELF = frozenset({"myself", "himself", "herself", "themselves", "ourselves", "себя"})
_FOR_ANOTHER_SAID = re.compile(r"\bfor\s+(?:another|other|a\s+teammate|an?\s+ally)\b|\b(?:для|за|на)\s+друг\w+\b", re.I)


def _for_oneself(nt: NormText, reading: Reading) -> str | None:
    # «Я играю за Провидицу. Когда я разыгрываю карту для себя, платит ли она …?» asked of "the
    # Character receiving a card played for them pays its Energy Cost": the act is of a card
    # played for another, the question's is played for oneself
    # (an act of a card's recipient, or of anything done for another: "… played for another Character")
    if not (nt.act_stems & _RECEIVING or nt.act_stems & _ANOTHER_STEMS):
        return None
    # (of no one else told: not "for the Sorcerer instead of for himself")
    # (a stop asked: of the act stopped, not of the stop's own name — "Does the limit of 1 card
    # for another Character stop me from playing a 3rd card for myself?")
    text = reading.ask[stop.start(1):] if (stop := _stopping(reading.ask)) is not None else reading.text
    whom = [(m.group("who") or m.group("who_ru")) for m in _FOR_WHOM.finditer(text)]
    if any(w.lower() in _ONESELF for w in whom) and not any(w[:1].isupper() for w in whom) \
            and not _FOR_ANOTHER_SAID.search(text):
        return "the act is of a card played for another; the question's is played for oneself"
    return None


# "only one …", «только один …»: a count of one said as the limit (the act's, or the ask's)
_ONLY_ONE = re.compile(r"\bonly\s+(?:a\s+single|one|1|a)\s+([\w'’-]+)|\b(?:только|лишь)\s+(?:одн\w*|один|1)\s+(\w+)", re.I)
_ANOTHER_ONE = re.compile(r"\b(?:another|(?:the\s+)?other|a\s+second|a\s+different|next)\s+([\w'’-]+)|"
                          r"\b(?:друг\w*|втор\w*|ещё\s+одн\w*|еще\s+одн\w*)\s+(\w+)", re.I)


def _only_one_asked_another(nt: NormText, reading: Reading) -> str | None:
    # "Can I send the extra 5 Damage to another Enemy?" asked of "an Attack card hits only a
    # single Enemy": the act's "only one" answers "another" the other way round
    ones = {st for w in nt.wordings for m in _ONLY_ONE.finditer(w) for st in tokenize(m.group(1) or m.group(2))}
    others = {st for m in _ANOTHER_ONE.finditer(reading.ask) for st in tokenize(m.group(1) or m.group(2))}
    if ones & others - _FUNCTION:
        return "the act says only one; the question asks of another"
    return None


# (what is left or remains: "an area with no figures left", not "a card that names no target")
_NONE_OF = re.compile(r"\b(?:no|none\s+of\s+the)\s+([\w'’-]+)\s+(?:left|remain\w*)|\bне\s+оста\w+\s+(\w+)", re.I)
_REMAIN = re.compile(r"\b(?:left|remain\w*|still\s+(?:there|here|in))\b|\bоста\w+", re.I)
_SOME_LEFT = re.compile(r"\b(?:my|his|her|their|our|\d+|some|a\s+few|one|two|three)\s+(?:\w+\s+){0,2}?"
                        r"(?:remain\w*|(?:are|is)\s+(?:still\s+)?left|left\s+(?:there|in))\b", re.I)
_NONE_TOLD = re.compile(r"\b(?:no|none|nobody|no\s+one|nothing|empty|zero|0|all\s+gone|нет|никого|ничего|пуст\w*|ноль)\b",
                        re.I)


def _none_in_act_some_told(nt: NormText, reading: Reading) -> str | None:
    # "After a conflict, only my figures remain in the area. Is it unaligned?" asked of "an
    # area with no figures left after a conflict becomes unaligned": the act's case has none of
    # what the question says is there
    if _NONE_TOLD.search(reading.text) or not _REMAIN.search(reading.text):
        return None
    act = nt.norm.act_ru if reading.lang == "ru" else nt.norm.act
    said = _stems_of(reading.text)
    for m in _NONE_OF.finditer(act or ""):
        what = set(tokenize(m.group(1) or m.group(2))) - _FUNCTION
        # (its own word, or any of some told left: "only my units remain" of "no figures left")
        if what and what <= said or _SOME_LEFT.search(reading.text):
            return f"the act is of no {m.group(1) or m.group(2)}; the question tells of some"
    return None


# two acts asked together: "Can he charge it back up and use it a second time?"
_BOTH = re.compile(r"^(?P<one>.+?\b\w+\b.*?)\s+(?:and|и)\s+(?P<two>(?:then\s+)?\w+\b.+)$", re.I)


def _one_of_both_denied(best: NormText, cands: list[tuple[float, NormText, Decision]],
                        reading: Reading) -> tuple[NormText, Decision] | None:
    """A "no" among the candidates to one of two acts a permission ask joins with "and", when
    the "yes" speaks only of the other: the norm and its decision that answer."""
    if reading.asks != "permission" or reading.negative or (m := _BOTH.match(reading.ask)) is None:
        return None
    one, two = set(tokenize(m.group("one"))) - _FUNCTION - _ALLOWED, set(tokenize(m.group("two"))) - _FUNCTION
    if not one or not two:
        return None
    yes_words = best.act_stems & (one | two)
    for first, second in ((one, two), (two, one)):
        if not yes_words or not yes_words <= first:
            continue
        for _, nt, d in cands:
            no_words = nt.act_stems & (one | two)
            if d.verdict == "no" and nt is not best and no_words - first and no_words - first <= second:
                return nt, d
    return None


# a denial in a result the asker draws: "so that nobody can reinstate it", «чтобы никто не …»
_NONE_CAN = re.compile(r"\b(?:no|not|nobody|no\s+one|nothing|never|cannot|can['’]t|none|никто|ничто|ничего|нельзя|не)\b",
                       re.I)


# two acts denied together: "neither resolved nor paid for", «ни выполняется, ни оплачивается»
_NEITHER = re.compile(r"\bneither\b[^?]*\bnor\b|\bни\b[^?]*,\s*ни\b", re.I)


# a count asked of after a gain: "once we collect those", "когда получим"
_GAIN_AHEAD = re.compile(r"\b(?:once|when|after|if|as\s+soon\s+as)\s+(?:we|I|he|she|they|you)\s+(?:\w+\s+)?"
                         r"(?:collect|gain|get|earn|receive|reach|add|take|score)\w*\b|"
                         r"\b(?:когда|как\s+только|после\s+того,?\s+как|если)\s+(?:мы\s+|я\s+)?(?:получ|набер|собер|заработа)\w*",
                         re.I)


# an act on what is left of a count: "for each unblocked Psychic Damage", "each remaining …"
_RESIDUE_WORDS = r"(?:unblocked|unprevented|remaining|leftover)"
_RESIDUE_WORD = re.compile(rf"\b{_RESIDUE_WORDS}\b", re.I)
_RESIDUE = re.compile(rf"\b(?:for\s+)?each\s+{_RESIDUE_WORDS}\s+([\w'’-]+(?:\s+[\w'’-]+)?)", re.I)


def _residue_untold(nt: NormText, reading: Reading) -> str | None:
    # "I suffer 3 Psychic Damage, spend 2 Power and exhaust a unit with 1 Power. Do I still have
    # to destroy a figure?" asked of "destroy 1 allied figure for each unblocked Psychic Damage":
    # how many are left unblocked is the story's arithmetic, which the norm does not do
    # (not a count told as the residue itself: "takes 3 unblocked damage")
    for m in _RESIDUE.finditer(nt.norm.act):
        counted = set(tokenize(m.group(1))) - _FUNCTION
        if any(n.counts(counted) for n in reading.numbers) and not _RESIDUE_WORD.search(reading.text):
            return f"the act counts each {m.group(0).split(' ', 2)[-1]}; how many the story leaves is not read"
    return None


def _prohibits_its_own_case(prohibition: NormText, decision: Decision, exception: NormText, d: Decision,
                            ask: str) -> bool:
    """Whether a prohibition that answers No stands against an exception of its rule that
    answers Yes: the ask puts the thing it asks of in one of the prohibition's alternative
    cases, which no wording of the exception says. "Flying units may be summoned into void
    areas" excepts where a unit may go, not "cannot be summoned into a Warded or Sealed
    area": asked "summon my Flying unit into a Sealed void area?", Sealed is the
    prohibition's case, which the exception leaves as it is (a condition that holds is
    needed, not enough). Said of the place the ask's act goes into ("into a Sealed void
    area", "an enemy area that is Warded"), not denied: not of another place ("rather than
    into the Warded one", "between the Sealed world and …", "next to a Sealed one"), nor of
    one the story tells."""
    if decision.verdict != "no" or d.verdict != "yes" or prohibition.norm.modality != "cannot":
        return False
    theirs = exception.act_stems | frozenset().union(*exception.act_words)
    cases = {t: st for t, st in _alternative_terms(prohibition.norm.act) if st and not st & theirs}
    if not cases:
        return False
    named = "|".join(re.escape(t) for t in cases)
    return any(not _INTO_ANOTHER.search(ask[:m.start()])
               and not _denied_right_before(ask[:m.start(1) if m.group(1) else m.start(2)], cases)
               for m in compiled(_INTO_CASE.format(named, _BY_ANOTHER), re.I).finditer(ask))


# the place an act goes into, said as one of a prohibition's cases: "into a Sealed void area",
# "into an enemy area that is Warded" (not "into the Sealed area's neighbouring void area",
# nor "into the void between Sealed worlds": a place by another)
_INTO_CASE = (r"\binto\s+(?:(?:a|an|the|my|our|this|that|its)\s+)?(?:(?!{1}\b)[\w'’-]+\s+){{0,2}}?({0})\b"
              r"(?!(?:\s+[\w-]+){{0,2}}['’]s\b)|"
              r"\binto\s+(?:(?:a|an|the|my|our|this|that|its)\s+)?(?:[\w'’-]+,?\s+){{1,3}}?(?:that|which)\s+(?:is|are)\s+"
              r"(?:already\s+)?({0})\b")
# … another place than the one asked: "rather than into the Warded one", "instead of into …"
_BY_ANOTHER = r"(?:between|beside|besides|near|next|by|around|across|among|amid|behind|past|of|from|with|to)"
_INTO_ANOTHER = re.compile(r"\b(?:rather\s+than|instead\s+of|other\s+than|not)\s*$", re.I)


def _past_limit(limit: NormText, decision: Decision, permission: NormText) -> bool:
    """Whether ``limit`` bounds a count the question gives past it ("no") where ``permission``
    only says the act may be done."""
    return limit.norm.bound is not None and decision.verdict == "no" and permission.norm.modality == "may" \
        and not permission.norm.condition and permission.norm.bound is None


def _orders_other_things(nt: NormText, reading: Reading) -> str | None:
    # "is the Upkeep on Class Cards done before the start-of-round effects?" asked of "start-of-
    # round effects apply during Upkeep" or "Enemy targets are assigned before start-of-round
    # effects apply": the ask puts two things in order, the act orders other things (or none)
    asked = _earlier_later(reading.ask)
    own = [w for w in nt.wordings if language(w) == language(reading.ask)]
    if asked is None or not _ORDER_ASKED.search(reading.ask) or not own:
        return None
    for w in own:
        said = _earlier_later(w)
        if said and (asked[0] & said[0] and asked[1] & said[1] or asked[0] & said[1] and asked[1] & said[0]):
            return None
    return "the question orders two things the act does not order"


def _sequence_against_relation(nt: NormText, reading: Reading) -> str | None:
    # "Сначала накладываем все модификаторы, а уже потом предотвращение, верно?" asked of
    # "prevention applies before modifiers" (is not): the ask lists two in its own order, the
    # act relates them by before/after — which one the ask puts first, words alone do not map
    # onto the act; no verdict rather than the act's order read backwards
    # … unless the two the ask puts in order are plainly the act's two, in the act's own order
    # ("stack all the modifiers first and only then apply my prevention" of "prevention applies
    # after all attack modifiers"): then the act answers as asked
    if _SEQUENCE_TOLD.search(reading.ask) and any(_RELATIVE_ORDER.search(w) for w in nt.wordings) \
            and not _in_the_acts_order(nt, reading.ask):
        return "the ask tells an order as a sequence; the act as before or after"
    return None


def _in_the_acts_order(nt: NormText, ask: str) -> bool:
    """Whether the ask's "first A … then B" puts A and B as one of the act's wordings relates
    them ("B after A", "A before B"), each side meeting only its own."""
    ask = _SIGNED.sub(_MODIFIER_WORDS, ask)
    then = _THEN.search(ask)
    if then is None:
        return False
    first, second = set(tokenize(ask[:then.start()])) - _FUNCTION, set(tokenize(ask[then.end():])) - _FUNCTION
    for w in nt.wordings:
        if language(w) != language(ask) or (side := _RELATIVE_ORDER.search(w)) is None:
            continue
        earlier, later = _around(w, side)
        if first & earlier and second & later and not first & later and not second & earlier:
            return True
    return False


# a signed number told of a value ("his +2", "ещё +1 от артефакта"): a modifier, in any game's
# words ("modifier", «модификатор») — what the players call it is not what the book does
_SIGNED = re.compile(r"(?<![\w+−–-])[+−–]\s?\d{1,2}\b")
_MODIFIER_WORDS = " modifier модификатор "
_MODIFIER_STEMS = frozenset(tokenize(_MODIFIER_WORDS))
_THEN = re.compile(r"\b(?:only\s+then|then|after that|afterwards?|а уже потом|потом|затем|после этого)\b", re.I)


def _role_of_another(nt: NormText, reading: Reading) -> str | None:
    # "Сейчас ход Оли, она активный игрок … Дима применяет свои первым?" asked of "the active
    # player applies first" (is not): the act is of a role, the ask of a player by name — who
    # holds the role is the story's, which the act does not read
    if _ROLE.search(" ".join(nt.wordings)) and (_player_asked(nt, reading) or _person_asked(reading)):
        return "the act is of a role; the question names a player"
    return None


def _role_the_asker_lacks(nt: NormText, reading: Reading) -> str | None:
    # "Я неактивный игрок … Мои применяются раньше?" asked of "the active player applies first"
    # (is not): the story gives the asker one role, the act is of the other — its answer is of
    # the other player's effects, not the asker's (the act of the asker's own role answers)
    if _TURN_ROLE_SAID.search(reading.ask) or (held := _I_HOLD.search(reading.story)) is None \
            or _THEY_HOLD.search(reading.text) or _ASKED_THEM.search(reading.ask):
        return None
    mine = _inactive(held.group(0))
    # (the role the act is of: the first it names, in either language — "… before the
    # Inactive player" names the other as the one after)
    roles = {_inactive(m.group(0)) for w in (nt.norm.act, nt.norm.act_ru or "") if (m := _TURN_ROLE_SAID.search(w))}
    if roles == {not mine}:
        return "the act is of the other role than the one the question gives the asker"
    return None


def _inactive(role: str) -> bool:
    """Whether a turn role said ("inactive", «неактивный», "I'm the inactive") is the inactive one."""
    return _INACTIVE.search(role) is not None


_INACTIVE = re.compile(r"\bin(?=active)|\bне(?=активн)", re.I)


# the asker or the other player said to hold a turn role: "I'm the inactive player", «я —
# неактивный», «я активный игрок», "he is the active player", «он активный»
_I_HOLD = re.compile(r"\b(?:I['’]m|I\s+am|я)\s*[—–-]?\s*(?:the\s+)?(?:in)?active\b|\bя\s*[—–-]?\s*(?:не)?активн", re.I)
_THEY_HOLD = re.compile(r"\b(?:he|she|(?:my\s+)?opponent)(?:['’]s|\s+is)\s+(?:the\s+)?(?:in)?active\b|"
                        r"\b(?:он|она|соперник|противник)\s*[—–-]?\s*(?:не)?активн", re.I)
_ASKED_ME = re.compile(r"\bI\b|\b(?:я|меня|мне)\b", re.I)
_ASKED_THEM = re.compile(r"\b(?:he|she|him|her|(?:my\s+)?opponent|соперник\w*|противник\w*|он|она|него|неё)\b", re.I)


def _person_asked(reading: Reading) -> bool:
    """Whether the question gives a turn role to the asker or to the other player ("I'm the
    inactive player") and asks of the other one too ("does my opponent go first?"): an act
    of the role does not say which of the two it is."""
    holds = {who for who, rx in (("me", _I_HOLD), ("them", _THEY_HOLD)) if rx.search(reading.text)}
    if len(holds) != 1:
        return bool(holds)  # both given a role in words the act does not read, or none
    ask = _I_HOLD.sub(" ", _THEY_HOLD.sub(" ", reading.ask))
    asked = {who for who, rx in (("me", _ASKED_ME), ("them", _ASKED_THEM)) if rx.search(ask)}
    if (then := _THEN.search(ask)) is not None and _FIRST_OR_BEFORE.search(ask[:then.start()]) \
            and {who for who, rx in (("me", _ASKED_ME), ("them", _ASKED_THEM)) if rx.search(ask[:then.start()])} == holds:
        # "I'm the inactive player. Do I apply all of mine first and then he applies his?": the
        # one who goes first is the one told the role, as the act says of the role
        return False
    return bool(asked - holds)


_ROLE_UNSAID = "the act is of the active or inactive player; the question names neither"


def _turn_role_unsaid(nt: NormText, reading: Reading) -> str | None:
    # "the inactive player applies prevention first" asked "he attacks on his turn — does he
    # apply his first?": who is active is whose turn it is, which the act does not read, and
    # the question gives no one the role by its name
    if _TURN_ROLE.search(nt.norm.act) and not _TURN_ROLE_SAID.search(reading.text):
        return _ROLE_UNSAID
    return None


def _step_within_permitted(nt: NormText, reading: Reading) -> str | None:
    # "sacrifice a Character card and roll to negate the effect" (may) asked "Don't I still
    # have to roll?": the permission is of the whole method; whether its later step must be
    # taken is not what "may" answers ("you need not" would be the opposite of the book)
    if nt.norm.modality != "may" or reading.asks != "obligation":
        return None
    parts = re.split(r"\s+(?:and|then|и|затем)\s+", nt.norm.act)
    if len(parts) < 2:
        return None
    asked = set(tokenize(reading.ask))
    head = set(tokenize(parts[0])[:1])
    later = {st for part in parts[1:] for st in tokenize(part)[:1]}
    # ("Do I have to roll?", or the duty said of the later step itself: "if I sacrifice one, do
    # I also need to roll?")
    duty = {st for m in _DUTY_OF.finditer(reading.ask) for st in tokenize(m.group(1) or m.group(2))[:1]}
    if later & asked and (not head & asked or later & duty):
        return "the act permits a whole of which the ask asks one later step"
    return None


_DUTY_OF = re.compile(r"\b(?:have|has|need|needs)\s+to\s+(?:also\s+|still\s+)?(\w+)|\b(?:must|should)\s+(?:\w+\s+)?"
                      r"(?:also\s+|still\s+)?(\w+)", re.I)


def _later_than_at_once(nt: NormText, reading: Reading) -> str | None:
    # "Recovery Points must be used immediately" says when; "can I hang on to them and spend
    # them after the next fight?" asks of another moment (its "cannot save them" norm answers)
    if _AT_ONCE.search(nt.norm.act) and _LATER.search(reading.ask) and not _AT_ONCE.search(reading.ask):
        return "the act happens at once; the question asks of later"
    return None


def _premise_untold(nt: NormText, reading: Reading, said: frozenset[str] | set[str]) -> str | None:
    # "a Creature defeated by Prison still performs its Attack" (is not) asked "does it still
    # get its attack off?" of a Ghoul whose Prison tokens were discarded: the act is of a
    # Creature defeated by Prison, which the question does not say it is ("killed by Prison"
    # says it: the glossary's said words are in ``said``)
    told = _stems_of(reading.text) | set(said)
    if language(nt.norm.act) != reading.lang:
        # (the act's words compared with the question's own language only — but for "… at the
        # end of a turn in which all Enemies were defeated", whose case a question in the other
        # language names by the glossary's words, «все враги побеждены», or not at all)
        if (m := _IN_WHICH.search(nt.norm.act)) is not None and (case := _stems_of(m.group(1)) - _FUNCTION) \
                and not case & told and not _glossed(nt, case) & told:
            return f"the act is of {m.group(0)}, which the question does not say"
        return None
    if (m := _PREMISE.match(nt.norm.act)) is not None:
        done = set(tokenize(m.group(1))) - _FUNCTION
        if done and not done & told:
            return f"the act is of {m.group(0)}…, which the question does not say"
    # (… or "a Creature that Prison takes to 0 Health": the number it reaches said, with a word
    # of the clause — "the card that killed the last Enemy" sets no number, and is not judged)
    # (its game terms too: "Bleed takes the Ghoul to 0 Health" is not "Prison takes it to 0 Health")
    # (or "… at the end of a turn in which all Enemies were defeated": a turn of a kind the
    # question must tell, in some word of it)
    # (or "cards discarded to gain Energy": a thing done for a game term the question never says —
    # "does a Skill card that isn't Permanent go to the discard pile?" is no card discarded for Energy)
    if (m := _DONE_FOR.search(nt.norm.act)) is not None and not set(tokenize(m.group(1))) & told:
        return f"the act is of {m.group(0)}, which the question does not say"
    if (m := _IN_WHICH.search(nt.norm.act)) is not None:
        clause = set(tokenize(m.group(1))) - _FUNCTION
        if clause and not clause & told:
            return f"the act is of {m.group(0)}, which the question does not say"
    if (m := _PREMISE_CLAUSE.match(nt.norm.act)) is not None:
        clause = set(tokenize(m.group(1))) - _FUNCTION
        numbers_of = {st for st in clause if st.isdigit()}
        terms = {st for w in re.findall(r"\b[A-Z][\w'’-]*", m.group(1)) for st in tokenize(w)}
        if numbers_of and (numbers_of - told or terms - told or not clause - numbers_of & told):
            return f"the act is of {m.group(0)}…, which the question does not say"
    return None


def _narrower_prohibition(nt: NormText, reading: Reading, said: frozenset[str] | set[str]) -> str | None:
    """Why a prohibition is of a narrower case than the question tells: "play a Discharge card
    for another Character" says nothing of a Cooperative card, nor "… for another Character who
    cannot fulfill one of its requirements" of one who can — unless the question says it."""
    if nt.norm.modality != "cannot" or language(nt.norm.act) != reading.lang:
        return None
    told = _stems_of(reading.text) | set(said)
    for kind in _KIND_OF_THING.finditer(nt.norm.act):
        if not set(tokenize(kind.group(1))) - _FUNCTION & told:
            return f"the act is of {kind.group(0)}, which the question does not say"
    if (who := _WHO_CLAUSE.search(nt.norm.act)) is not None:
        if not set(tokenize(who.group(1))) - _FUNCTION - _NOT_WORDS & told:
            return f"the act is of one {who.group(0)}, which the question does not say"
        # ("… who cannot fulfill one of its requirements" told "she can fulfill all of them")
        if (verb := _DENIED_VERB.match(who.group(1))) is not None and (spoken := compiled(
                rf"(?P<before>(?:[\w'’]+\s+){{0,2}}){re.escape(verb.group(1)[:5])}\w*", re.I).search(reading.text)) \
                and not _DENIAL_BEFORE_VERB.search(spoken.group("before")):
            return f"the act is of one {who.group(0)}; the question tells the opposite"
    return None


# "a Creature defeated by Prison", "an Enemy killed with a Spell" (the participle right after
# its noun: "each Influence is resolved in a single Region" is a statement, not a premise)
_PREMISE = re.compile(r"(?:an?|the|each|any)\s+(?:(?!(?:is|are|was|were|be|been|gets?|got)\b)\w+\s+)?"
                      r"(?!(?:is|are|was|were|be|been|gets?|got)\b)\w+\s+(\w+(?:ed|en))\s+(?:by|with|from|in)\b", re.I)
_IN_WHICH = re.compile(r"\b(?:in|during|at|after)\s+which\s+(.+)$", re.I)
_DONE_FOR = re.compile(r"\b\w+ed\s+(?:to\s+(?:gain|get|pay)\s+|for\s+)(?-i:([A-Z][\w'’-]*))")
# a thing of a kind the book names: "a Discharge card", "a Cooperative effect"
# (a name of more words whole: "another Character's Dunwich Great Old One card" is of Dunwich's,
# not of a "One card")
_KIND_OF_THING = re.compile(r"\b(?-i:((?:[A-Z][\w-]*\s+)*[A-Z][\w'’-]*))\s+(?:cards?|effects?)\b", re.I)
# the clause that closes an act on whom it is of: "… for another Character who cannot fulfill
# one of its requirements"
_WHO_CLAUSE = re.compile(r"\b(?:who|whose)\s+(.+)$", re.I)
_NOT_WORDS = frozenset(tokenize("not cannot can't no never"))
# a clause that opens on a denied verb ("cannot fulfill …", "does not have …"), and a denial
# said before a verb
_DENIED_VERB = re.compile(r"\s*(?:cannot|can't|can\s+not|does\s+not|doesn't|do\s+not|don't|is\s+not|isn't)\s+(\w+)", re.I)
_DENIAL_BEFORE_VERB = re.compile(r"\b(?:not|never|no|cannot|can't|doesn't|don't|isn't|unable)\b|n't\b", re.I)
_PREMISE_CLAUSE = re.compile(r"(?:an?|the|each|any)\s+(?:\w+\s+)?\w+\s+(?:that|which|who)\s+([\w\s]+?)\s+"
                             r"(?=still\b|also\b|always\b|never\b|then\b)", re.I)


def _standing_asked(nt: NormText, reading: Reading) -> str | None:
    # "the Insane Seer plays the Divination effect on all her cards" asked "her dial is on 6 now.
    # Does that make her Insane, so she's forced to do Divination?": the act is of one already
    # Insane, and the ask asks whether she is — the norm cannot tell its own premise
    asked = _matched_stems(_STANDING_ASKED, reading.ask)
    if not asked:
        return None
    for act in (nt.norm.act, nt.norm.act_ru):
        if hit := asked & _matched_stems(_ACT_PREMISE, act or ""):
            return f"the ask asks whether it is {min(hit)}; the act is of one that already is"
    return None


# a standing the ask asks of: "Does that make her Insane", "is the Seer now Insane?", "does he
# count as Wounded", "станет ли она безумной", "считается ли он раненым"
_STANDING_ASKED = re.compile(
    r"\b(?i:make|makes|made|render|renders)\s+(?:him|her|it|them|me|us|the\s+\w+|[A-Z]\w+)\s+(?:an?\s+)?([A-Z]\w+|\w{2,}ed)"
    r"(?=\s*(?:[?,;.]|$|\s+(?:so|and|now|then|right|for)\b))"
    r"|\b(?i:is|are|am|isn't|aren't)\s+(?:he|she|it|they|I|we|(?:the|my|his|her|our)\s+\w+|[A-Z]\w+)\s+"
    r"(?:now\s+|still\s+|already\s+|then\s+)?([A-Z]\w+|\w{2,}ed)(?=\s*(?:[?,;.]|$|\s+(?:so|and|now|then|right|for)\b))"
    r"|\b(?i:count|counts|considered|become|becomes|go|goes|turn|turns)\s+(?:as\s+)?([A-Z]\w+|\w{2,}ed)"
    r"(?=\s*(?:[?,;.]|$|\s+(?:so|and|now|then|right|for)\b))"
    r"|(?i:\b(?:станет|становится|считается|делает|сделает)\s+ли\s+(?:\w+\s+)?(\w+(?:ой|ым|ая|ый))\b)")
# the act's premise: a standing said as the attribute of its subject ("the Insane Seer", "an
# exhausted unit", "безумная Провидица") — not its predicate ("a Character is Insane")
_ACT_PREMISE = re.compile(r"\b(?:an?|the)\s+([A-Z]\w+(?=\s+[A-Z])|\w{2,}ed(?=\s+\w))|\b(\w+(?:ая|ый|ой|ий))\s+(?=[А-ЯЁ])")


@lru_cache(maxsize=4096)
def _matched_stems(pattern: re.Pattern[str], text: str) -> frozenset[str]:
    """The stems of every group the pattern matches in the text (once per text: the guards run
    for every norm a question comes near)."""
    return frozenset(st for m in pattern.finditer(text) for g in m.groups() if g for st in tokenize(g))


def _no_damage_told(nt: NormText, reading: Reading) -> str | None:
    # "Hydra regains 1 Health whenever it deals Damage" asked after "her Defense absorbs the
    # whole Attack": the story says no Damage was dealt, so the act's case is not the story's
    if _NO_DAMAGE.search(reading.text) and _DAMAGE_ACT.search(" ".join(nt.wordings)):
        return "the story tells no Damage dealt; the act is of Damage"
    return None


_NO_DAMAGE = re.compile(r"\babsorb\w*\s+(?:all|the whole|everything|the entire|it all)|\ball of it (?:is|was) absorbed|"
                        r"\bblock\w*\s+(?:everything|all of it|the whole|it all)|\b(?:isn't|is not|wasn't|was not|not)\s+"
                        r"hurt\b|\b(?:no|zero)\s+damage\b|\bпоглощ\w*\s+вс\w+|\bполностью\s+поглощ\w*|"
                        r"\bне\s+(?:получ\w*|нан[её]с\w*)\s+(?:\w+\s+)?урон", re.I)
_DAMAGE_ACT = re.compile(r"\bdamag\w*|\bhurts?\b|\bурон\w*|\bhealth is lost\b", re.I)


def _only_its_moment(nt: NormText, reading: Reading) -> str | None:
    # "Prison hurts a Creature: it loses Health before its next Attack" asked "does it still
    # get its attack off?": the ask meets the act only in the words that say when it happens,
    # so what the act does (loses Health) is not what is asked (whether it attacks)
    asked = set(tokenize(reading.ask)) - _FUNCTION - _ALLOWED
    if not asked:
        return None
    side, side_of = _moment(reading.ask)
    shared_any = False
    for wording, words in zip(nt.wordings, nt.act_words, strict=True):
        if language(wording) != reading.lang:
            continue  # ("берёт 6 карт в фазе Upkeep" meets "draw cards during Upkeep" in a name only)
        said, said_of = _moment(wording)
        if side is not None and side == said and side_of & said_of:
            return None  # the ask is of that moment itself ("does it lose Health before its attack?")
        # (the moment runs to the end of its clause: "before it performs its next Attack")
        moment = _MOMENT_CLAUSE.search(wording) if said else None
        # (a verb's particle is no content: "get its attack off", "takes Health off")
        if shared := (asked & words) - _FUNCTION - _PARTICLES:
            shared_any = True
            if moment is None or shared - set(tokenize(moment.group(1))):
                return None
    return "the ask meets the act only in the words of its moment" if shared_any else None


_PARTICLES = frozenset(tokenize("off up out down away over"))
_PREPOSITIONS = frozenset(tokenize("against whose onto into upon within"))
_MOMENT_CLAUSE = re.compile(rf"\b(?:{'|'.join(_SIDE)})\b([^,;:.]*)", re.I)


def _ranked(nt: NormText, reading: Reading) -> str | None:
    act = nt.norm.act
    if _RANKS.search(act) and _PERSON_ASKED.search(reading.ask):
        # "the player with the most Seals wins" does not say whether she is that player:
        # "She wins?" is a question of who has the most, which the act does not count
        return "the act picks a player by rank; the question names one"
    if _RANKS.search(" ".join(nt.wordings)) and not nt.act_numbers and sum(not n.in_ask for n in reading.numbers) >= 2 \
            and any(n.in_ask and not n.repeats for n in reading.numbers):
        # "pay extra Power when my Spell Resistance is tied or highest" asked "do I end up
        # paying 3 Power?" after "mine is 2, Yog has 3, Hastur 1": whose is highest is the
        # story's numbers compared, and the total asked a sum — neither of which the act does
        return "the act picks by rank; the story gives the numbers to rank"
    if _RANKS.search(act) and _ANOTHER_RANKED.search(reading.text) and not _ANOTHER_RANKED.search(act):
        # «Первым заклинание произносит захватчик, даже если у другого больше силы?» of "the
        # player with the most Power casts first": the one asked is set against another by
        # the thing ranked — who is first is that comparison, which the act does not make
        return "the act picks by rank; the question sets the one it names against another"
    if _RANKS.search(act) and _TIE.search(reading.text) and not _TIE.search(act):
        # "the lowest Initiative goes first" does not rank two players on the same Initiative:
        # a tie is another rule's case
        return "the act ranks; the question tells a tie"
    # … nor does a tie-break rank a tie on what it ranks by: "on a VP tie, the player with the
    # most Seals wins" asked "tied on VP and also tied for the most Seals"
    # (not an act of that tie itself: "all lose when tied for most VP and most Seals", "tied or
    # highest Spell Resistance")
    if _HIGHEST.search(act) and _LOWER_TOLD.search(reading.text) and not _LOWER_TOLD.search(act) \
            or _LOWEST.search(act) and _HIGHER_TOLD.search(reading.text) and not _HIGHER_TOLD.search(act):
        # "need not pay extra Power with tied or most Spell Resistance" says nothing of "my
        # spell resistance is lower than the highest enemy's": the case told is the other rank
        return "the act is of the other rank than the question tells"
    tie_of_act = _stems_of(" ".join(re.findall(r"\b(?:tie|ties|tied|tying)\b[^,.;]*", act, re.I)))
    for m in _RANKED_BY.finditer(act):
        by = set(tokenize(m.group(1))) - _FUNCTION
        if by and not by & tie_of_act and any(by & _stems_of(t.group(0)) for t in _TIED_ON.finditer(reading.text)):
            return "the act ranks by what the question tells a tie on"
    return None


# an act of the top (or bottom) rank, and a rank below (or above) another told
_HIGHEST = re.compile(r"\b(?:most|highest|greatest|largest|наибольш\w*|больше всех)\b", re.I)
_LOWEST = re.compile(r"\b(?:fewest|least|lowest|smallest|наименьш\w*|меньше всех)\b", re.I)
_LOWER_TOLD = re.compile(r"\b(?:lower|less|fewer|smaller|weaker)\s+than\b|\bменьше,?\s+чем\b|\bниже,?\s+чем\b", re.I)
_HIGHER_TOLD = re.compile(r"\b(?:higher|more|greater|bigger|larger|stronger)\s+than\b|\bбольше,?\s+чем\b|"
                          r"\bвыше,?\s+чем\b", re.I)
# what an act ranks by ("the most Seals on the board"), and a tie told on something ("tied for
# the most allied Seals", "the same number of Seals", «поровну печатей»)
_RANKED_BY = re.compile(r"\b(?:most|fewest|highest|lowest|наибольш\w*|наименьш\w*|больше всех)\s+((?:\w+\s+){0,1}\w+)", re.I)
_TIED_ON = re.compile(r"\b(?:tied|ties?|tying|equal|the same number of|level)\b(?:\s+\w+){1,5}|"
                      r"\b(?:поровну|одинаков\w*|равн\w+)\b(?:\s+\w+){1,4}", re.I)


def _per_another_thing(nt: NormText, reading: Reading) -> str | None:
    """An ask of so much "per token" of an act that counts per no token ("Do we each lose 1
    Sanity per token …?" of "moving through a Portal to an Exploration Token costs each
    Character 1 Sanity": per Character): it asks another count than the act's."""
    # (not a count set aside: "just 1 in total and not one per token?")
    asked = _per_nouns(without_set_aside(reading.ask, reading.lang), _PER_ASKED)
    # (only of the act's own number: "3 Sanity, one per token?" of "1 Sanity each" is decided
    # by the number, a No)
    said = {n.value for n in reading.numbers if n.in_ask}
    if asked and said and said <= {n.value for n in nt.act_numbers} \
            and not asked & _per_nouns(" ".join((*nt.wordings, nt.norm.scope or "")), _PER_THING):
        return "the ask counts per " + ", ".join(sorted(asked)) + "; the act does not"
    return None


def _per_nouns(text: str, pattern: re.Pattern[str]) -> set[str]:
    """The stems of what a text counts per: "per token", "for each Token", "each Exploration Token"."""
    return {st for m in pattern.finditer(text) for st in tokenize(m.group(1) or m.group(2))} - _FUNCTION


def _per(lead: str) -> re.Pattern[str]:
    """What a text counts per, after ``lead``, a capitalised word of its name passed over."""
    return re.compile(rf"\b(?:{lead})\s+(?:(?-i:[A-Z])\w+\s+)?(\w+)|\bза\s+кажд\w+\s+(\w+)", re.I)


# (an act's "each Exploration Token"; an ask's "per token", "for each token" — not "we each lose")
_PER_THING = _per(r"per|each|every")
_PER_ASKED = _per(r"per|for\s+each|for\s+every")


def _verb_asked_unsaid(nt: NormText, reading: Reading) -> str | None:
    # "Against Cthulhu, are the Curse cards in play discarded at the end of the round?" asked of
    # "a Curse is revealed in round 2, 4 or 6" (is not): the doing asked is another than the
    # act's, whatever they share of things and moments — its denial is no answer
    # (a denial only, of a doing asked in the passive: players say a doing in words of their own
    # — "does he drop to 1 Health?" of "lose Health", "do we write the Progress Points?" of
    # "gain" — and a denial of the act's own doing so said stands)
    if nt.norm.modality != "is_not" or reading.lang != "en" or (m := _DONE_ASKED.match(reading.ask)) is None:
        return None
    verb = _stems_of(m.group("done")) - _FUNCTION
    if not verb or verb & nt.act_stems or book_stems_said(nt.said_as_book, verb) & nt.act_stems:
        return None
    return f"the question asks whether they are {m.group('done')}; the act is another doing"


# the doing a yes/no question asks of in the passive: "Are the Curse cards in play discarded at
# the end …?" (a participle before a moment or the end of the ask: not "Are exhausted units …")
_DONE_ASKED = re.compile(r"^\s*(?:[^:?]{1,40}:\s*)?(?:is|are|was|were)\s+(?:the\s+|my\s+|our\s+|his\s+|her\s+|their\s+|"
                         r"all\s+(?:the\s+)?)?(?:[\w'’-]+\s+){0,5}?(?P<done>[a-z]{3,}ed)\s+(?=at\b|in\b|on\b|when\b|after\b|"
                         r"before\b|by\b|during\b|immediately\b|now\b|right\b|\?|$)", re.I)


def _another_act_asked(nt: NormText, reading: Reading) -> str | None:
    """A fact of one act ("the Outpost is destroyed together with its Acropolis") said of a
    step the ask proposes with a verb of its own ("Can I build the Acropolis now?"): it says
    nothing of whether that step is allowed."""
    if nt.norm.modality not in ("is", "is_not") or reading.asks != "permission" or not reading.proposes:
        return None
    # (its lower-case words: the game's terms are capitalised)
    own = set(tokenize(" ".join(_lower_words((reading.ask,))))) - _FUNCTION - _ALLOWED - _AROUND_ASK - _TAGS
    if own and not own & nt.act_stems:
        return "the act is not the step asked: " + ", ".join(sorted(own))
    # … nor one the step asked is only the case of: "Sacrifice applies when the card is
    # discarded for Energy" says whether Sacrifice applies, not whether «сбросить её ради
    # Энергии» is allowed (its "no" is no prohibition of discarding)
    if nt.act_main and nt.act_case and own & nt.act_case and not own & nt.act_main:
        return "the step asked is the case the act is of, not the act: " + ", ".join(sorted(own & nt.act_case))
    return None


# the case an act is said of: "… when the card is discarded for Energy", «…, если карту сбросили …»
_ACT_CASE = re.compile(r",?\s*\b(?:if|when|whenever|once|unless|если|когда)\b.*$", re.I | re.S)


# the step an English ask proposes ("Can he return …"), and a clause that only describes a
# thing the ask names ("a card he discarded earlier")
_PROPOSED_VERB = re.compile(r"^\s*(?:can|could|may|might)\s+(?:i|he|she|we|they|you|it)\s+(?:still\s+|also\s+|just\s+)?"
                            r"([a-z]+)\b", re.I)
_DESCRIBING = re.compile(r"\b(?:a|an|the|that|which|any)\s+(?:\w+\s+){0,2}?\w+\s+(?:that\s+)?(?:i|he|she|we|they|you)\s+"
                         r"(?:already\s+|just\s+)?(\w+)\b", re.I)
# … and a Russian one: «Можно ли выполнить игродействие, которое я оплатил …?»
_PROPOSED_VERB_RU = re.compile(r"^\s*(?:можно\s+ли|могу\s+ли\s+я|может\s+ли\s+(?:он|она)|разрешено\s+ли)\s+"
                               r"(?:мне\s+|ему\s+|ей\s+)?(?:ещё\s+|еще\s+)?(\w+)", re.I)
_DESCRIBING_RU = re.compile(r"\bкотор\w+\s+(?:я|он|она|мы|они|ты|вы)\s+(?:уже\s+|только\s+что\s+)?(\w+)", re.I)


def _act_only_describes(nt: NormText, reading: Reading) -> str | None:
    # "Can he return a card he discarded earlier this turn to his hand?" asked of "may discard
    # as many cards as wished to gain Energy": the act's verb only describes the card; the
    # step asked is another ("return")
    # (in Russian the act's verb comes last, «… оплачивается», and its stem is cut otherwise:
    # the described verb is looked for anywhere in the act, by stem)
    if reading.asks != "permission":
        return None
    ru = (step := _PROPOSED_VERB.match(reading.ask)) is None
    if step is None and (step := _PROPOSED_VERB_RU.match(reading.ask)) is None:
        return None
    verb = set(tokenize(step.group(1))) - _FUNCTION
    if not verb or (any(_same_stem(v, a) for v in verb for a in nt.act_stems) if ru else verb & nt.act_stems):
        return None
    described = {st for m in (_DESCRIBING_RU if ru else _DESCRIBING).finditer(reading.ask[step.end():])
                 for st in tokenize(m.group(1))}
    if ru:
        describes = any(_same_stem(d, a) for d in described for a in _stems_of(nt.norm.act))
    else:
        describes = any(head and head[0] in described
                        for w in nt.wordings if (head := [t for t in tokenize(w) if t not in _FUNCTION]))
    return f"the act only describes what the ask names; the step asked is to {step.group(1)}" if describes else None


# the game term a kind of effect or card an act is said of is named by: "a Reload effect applies …"
_SUBJECT_TERM = re.compile(r"^(?:an?|the|each|every|any)\s+([A-Z][\w'’-]+)\s+(?:effects?|cards?)\b")


def _case_untold(nt: NormText, reading: Reading) -> str | None:
    """Why no verdict: the act is so only in a case it names by a game term ("Round Effects
    apply when confronting a Great Old One", is not), and the question names neither that term
    nor another name the rule's wordings give the case ("Round Effects apply to Cthulhu"):
    "Regular Combat … Do we apply the Round Effects?" is not that case (the rule's other norms
    may answer)."""
    # (only a denial: an exception's case, "ignore them when …", set against the rule's own act;
    # a case of what does happen is often told in other words — "whenever it deals Damage" as
    # "from each hit it lands")
    if nt.norm.modality != "is_not" or language(nt.norm.act) != reading.lang \
            or (case := _CASE_CLAUSE.match(nt.norm.act)) is None \
            or not (term := frozenset(tokenize(" ".join(_TERM.findall(case.group(2)))))):
        return None
    main = frozenset(tokenize(" ".join(_TERM.findall(case.group(1)))))
    said = _stems_of(reading.text)
    # (each wording that names the case otherwise: its terms but the act's own)
    names = [frozenset(tokenize(case.group(2)))] + [
        other for w in nt.wordings if not term <= frozenset(tokenize(w))
        and language(w) == reading.lang and (other := frozenset(tokenize(" ".join(_TERM.findall(w)))) - main)]
    # (any word of the case: "Neither is the Leader" tells "if the Leader is not among the tied
    # Characters", "if Round 6 ends" "if Enemies remain at the end of round 6")
    if any(any(_says_all(frozenset({st}), said) for st in n - _FUNCTION if not st.isdigit()) for n in names):
        return None
    return f"the act is so when {case.group(2).strip()}; the question does not say so"


# an act so in a case it names: "Round Effects apply | when confronting a Great Old One"
_CASE_CLAUSE = re.compile(r"^(.+?)\b(?:when|whenever|while|if)\s+(.+)$")


def _subject_unnamed(nt: NormText, reading: Reading) -> str | None:
    # "Can the Detective play a card that doesn't have Discharge when he has no Ammo left?" asked
    # of "a Reload effect applies when its card is played for another Character" (is not): what
    # the act says is so is said of a game term the question never names
    if nt.norm.modality not in ("is", "is_not") or language(nt.norm.act) != reading.lang \
            or (m := _SUBJECT_TERM.match(nt.norm.act)) is None:
        return None
    term = set(tokenize(m.group(1))) - _FUNCTION
    said = _stems_of(reading.text)
    if not term or term & (said | _glossed(nt, said)):
        return None
    return f"the act is said of {m.group(1)}, which the question does not name"


# the place an act is said of, a game term: "… at the start of a conflict in a Nexus area"
_IN_A_TERM = re.compile(r"\bin\s+an?\s+([A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)*)\s+(?:area|region|world|game|conflict)s?\b")


def _place_unnamed(nt: NormText, reading: Reading) -> str | None:
    # "I have 3 Dark Young in this conflict. Do I gain 3 Power at start of conflict?" asked of
    # "participants gain 3 Power at the start of a conflict in a Nexus area": what the act says
    # is so is said of a place the question never names (which says nothing of other places)
    if nt.norm.modality not in ("is", "is_not") or not (places := _places_of(nt.norm.act)) \
            or language(nt.norm.act) != reading.lang:
        return None
    said = _stems_of(reading.text)
    said |= _glossed(nt, said)
    return next((f"the act is said of {place}, which the question does not name"
                 for place, term in places if not term & said), None)


# a place named as where the act's own place lies, not as that place: "в пустоту у защищённой
# области", "into the void next to a Sealed area" (the words between the preposition and "area")
_NEXT_TO = r"next\s+to|near|beside|adjacent\s+to|около|возле|рядом\s+со?|соседн\w*\s+со?"
_PLACE_BESIDE = re.compile(r"\b(?:" + _NEXT_TO + r"|у|близ|вблизи|за)\s+(?:an?\s+|the\s+)?((?:[\w'’-]+\s+){0,2}?)"
                           r"(?:areas?|области|областью|областей|regions?|регион\w*)\b"
                           # (or the place word left out at the clause's end: «…, соседнюю с опечатанной?»)
                           r"|\b(?:" + _NEXT_TO + r")\s+(?:an?\s+|the\s+)?([\w'’-]+)(?=\s*[?,.;!]|$)", re.I)


_PLACE_KIND = re.compile(r"([\w'’-]+)(?:\s+(?:or|или)\s+([\w'’-]+))?\s+(?:areas?|област\w*|regions?|регион\w*)\b", re.I)


@lru_cache(maxsize=1024)
def _place_kinds(wordings: tuple[str, ...]) -> frozenset[str]:
    """The stems of the words an act's wordings say its places are of ("a Warded or Sealed
    area": warded, sealed)."""
    return frozenset(st for w in wordings for m in _PLACE_KIND.finditer(w) for g in m.groups() if g
                     for st in tokenize(g)) - _FUNCTION


def _place_only_beside(nt: NormText, reading: Reading) -> str | None:
    # "Во время Призыва могу ли я призвать летающий отряд в пустоту у защищённой области?" of
    # "cannot summon units into a Warded or Sealed area": the Warded area is beside the void the
    # unit goes into, and a rule of going into it says nothing of that
    # (not an act of its own of being beside: "move units in from one adjacent Region")
    beside = [m for m in _PLACE_BESIDE.finditer(reading.ask)
              if not frozenset(tokenize(m.group(0).split()[0])) & nt.act_stems]
    if not beside:
        return None  # (most questions: no place beside, nothing more to read, on every norm tried)
    kinds = _place_kinds(nt.wordings)
    hit = frozenset(st for m in beside for st in tokenize(m.group(1) or m.group(2) or "")) & kinds
    # (not when the place itself is of a kind the act names: "into a Warded area next to a
    # Sealed area" is into a Warded one)
    if not hit or kinds & _stems_of(_PLACE_BESIDE.sub(" ", reading.ask)):
        return None
    return f"the question names {', '.join(sorted(hit))} only as a place beside the act's"


def _game_unnamed(nt: NormText, reading: Reading) -> str | None:
    # "My Avatar just awoke. Can I add the Avatar figure to an area with my Seal?" asked of "place
    # an Avatar figure in an area in a Short game" (cannot): a prohibition in a game the question
    # does not name (in the book's words or the players': "the short variant") is of another game
    if nt.norm.modality != "cannot" or language(nt.norm.act) != reading.lang:
        return None
    # (named whole, "a Short game", or as players name it, "the short variant" — unless the game
    # the glossary sets against it is named whole: "Short version of my question: in a Standard
    # game …"; "Quick short question", "I'm short on time" name no game)
    # (both named whole, "We chose the Standard game because a Short game felt too quick", is not
    # this game for sure: the prohibition is left to the other norms)
    # (the question read only for an act said of a game: this guard runs first, on every
    # prohibition tried, and few are of one)
    for place, _ in _places_of(nt.norm.act):
        if (game := _GAME_OF_KIND.search(place)) is None:
            continue
        own = _stems_of(game.group(1))
        named = _games_named(reading.text)
        against = [t for terms in nt.contrasts if own in terms for t in terms if t != own]
        if any(t in named for t in against) or own not in named \
                and not _stems_of(game.group(0)) - _FUNCTION <= book_stems_said(nt.said_as_book, _stems_of(reading.text)):
            return f"the act is said of {place}, which the question does not name"
    return None


@lru_cache(maxsize=4096)
def _games_named(text: str) -> frozenset[frozenset[str]]:
    """The games a text names by their kind, each as its word's stems: "a Standard game" → {standard}."""
    return frozenset(frozenset(tokenize(m.group(1))) for m in _GAME_OF_KIND.finditer(text))


# a game named by its kind: "in a Short game", "the Standard game"
_GAME_OF_KIND = re.compile(r"\b([\w'’-]+)\W+games?\b", re.I)


def _contrasted(nt: NormText, reading: Reading) -> bool:
    """Whether the question tells a term the glossary sets against one of the act's, one the act
    does not have: "Standard game" told of a Short game's act."""
    told = _stems_of(reading.text)
    return any(any(t & told and not t & nt.act_stems for t in terms) and any(t & nt.act_stems for t in terms)
               for terms in nt.contrasts)


@lru_cache(maxsize=4096)
def _places_of(act: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """The places by a game term an act is said of ("in a Nexus area"), each with the term's
    stems (read once per act: the guard asks it of every is-norm tried on every question)."""
    return tuple((m.group(0), term) for m in _IN_A_TERM.finditer(act)
                 if (term := frozenset(tokenize(m.group(1))) - _FUNCTION))


# an act that says what one thing means: "heads on the Coin of Destiny means success"
_MEANS = re.compile(r"^(?:\w+\s+){0,2}?(\w+)\b.*?\s(?:means|означает)\s+(.+)$", re.I)


def _meaning_unsaid(nt: NormText, reading: Reading) -> str | None:
    # "Does he flip the Coin of Destiny?" asked of "heads on the Coin of Destiny means success":
    # an act of what a thing means, asked naming neither the thing (heads) nor what it means
    said = _stems_of(reading.text)
    means = [m for w in (nt.norm.act, nt.norm.act_ru) if w and (m := _MEANS.match(w))]
    if not means or any((set(tokenize(m.group(1))) | set(tokenize(m.group(2)))) & said for m in means):
        return None
    return "the act says what a thing means; the question names neither it nor what it means"


def _place_empty(nt: NormText, reading: Reading) -> str | None:
    # "Its center slot is still empty. Can my next marker go there?" asked of "move a corner
    # marker onto your own allied marker in a center slot": the act is of something already
    # in that place, which the story says holds nothing (it rules the norm out)
    for m in _EMPTY.finditer(reading.story):
        place = frozenset(tokenize(m.group("place") or m.group("place2") or m.group("place3"))) - _FUNCTION
        if place and any(place <= words and _ALREADY_THERE.search(w) for w, words in zip(nt.wordings, nt.act_words, strict=True)):
            return f"the story says the {' '.join(sorted(place))} is empty; the act is of something in it"
    return None


# "1 Lore per upgrade", "for each", "за каждое": a number that is a rate
_RATE = frozenset(tokenize("per each every кажд каждое каждый каждую"))


_RATE_OF = re.compile(r"\b(\d+)\s+\w+(?:\s+\w+)?\s+(?:per|for each|for every|за кажд\w*)\s+(?P<of>\w+(?:\s+\w+){0,2})", re.I)


# "… and want another one": the one bought, not another thing the count may be of
_ONE_MORE_WANTED = re.compile(r"\b(?:want|wants|buy|buys|get|gets|gain|gains)\s+(?:another|one more)(?:\s+one)?\b", re.I)
_RATE_UNSURE = re.compile(r"\b(?:block\w*|spend\w*|spent|exhaust\w*|none|neighbou?r\w*|adjacent|other|another|"
                          r"but|except|блок\w*|ни одн\w*|соседн\w*)\b", re.I)


def _says_all(stems: frozenset[str], said: Collection[str]) -> bool:
    """Whether every stem is said, by stem ("Acropolises" says "Acropolis")."""
    return all(any(_same_stem(st, x) for x in said) for st in stems)


def _clause_of(story: str, n: Number) -> str:
    """The sentence of the story the number is told in (its first, by its text)."""
    for clause in re.split(r"[.;!?]", story):
        if compiled(rf"(?<![\w-]){re.escape(n.text)}(?![\w-])", re.I).search(clause):
            return clause
    return ""


def _names_the_limit(number_text: str, ask: str) -> bool:
    """Whether a number is said as the name of a limit: "the 10 dice maximum", "the
    five-Condition limit", "the 10-dice cap", "the limit of 1 card"."""
    n = re.escape(number_text)
    return compiled(rf"\b{n}[-\s]+(?:[\w'-]+\s+)?(?:limit|cap|max(?:imum)?)\b|"
                    rf"\b(?:limit|cap|max(?:imum)?)\s+of\s+{n}\b", re.I).search(ask) is not None


def _said_as_limit(number_text: str, ask: str) -> bool:
    """Whether the ask says a number as a limit: "at most 4", "4 rounds max", "capped at 4",
    "the maximum length … 4 rounds?", «не больше 4», «максимум 4»."""
    n = re.escape(number_text)
    return compiled(rf"(?:\bat\s+most|\bmax(?:imum)?(?:\s+of)?|\bcapped\s+at|\bup\s+to|\bno\s+more\s+than|"
                    rf"\bне\s+(?:более|больше)|\bмаксимум)\s+{n}\b|\b{n}\s+(?:\w+\s+)?max(?:imum)?\b|"
                    rf"\b{n}\s+(?:\w+\s+)?(?:at\s+)?most\b|\b{n}\s+(?:\w+\s+)?максимум\b|"
                    # ("Is the maximum length of a Standard game 4 rounds?"; not "Does the Condition
                    # limit stop an Enemy from having a 4th Condition?", the count of the act stopped)
                    rf"\b(?:max(?:imum)?|limit|cap)\b{_NOT_A_STOP}{{0,40}}?\b(?:is|be|of)\s+{n}\b|"
                    rf"\b(?:max(?:imum)?|limit|cap)\b{_NOT_A_STOP}{{0,40}}?\b{n}(?:\s+\w+)?\s*\?", re.I).search(ask) is not None


# a character of a limit's words up to its number, not past a stop of an act ("stop an Enemy
# from having", "keep me rolling", "kept by the limit from having")
_NOT_A_STOP = rf"(?:(?!{_KEEP_VERB}\b|\bfrom\s+\w+ing\b)[^?.,;])"


def _rate_total(nt: NormText, an: Number, reading: Reading) -> int | None:
    """The rate's total for the count the story gives of what it is per: "1 Lore per
    Influence upgrade you already have" with "I already have two Influence upgrades" is 2.
    None when the story gives no such count, or more than one."""
    for m in _RATE_OF.finditer(nt.norm.act):
        if int(m.group(1)) != an.value:
            continue
        of = frozenset(tokenize(m.group("of"))) - _FUNCTION
        # ("a third Influence upgrade" is the one bought, not how many there are; "3 damage" is
        # not "3 unblocked damage": every word of what it is per, in the number's clause; "but
        # blocks 2", "none of them in the area" there: what it is per is not the number told)
        told = [n for n in reading.numbers if not n.in_ask and n.counts(of) and not n.repeats]
        counts = {n.value for n in told if (clause := _clause_of(reading.story, n))
                  and not _RATE_UNSURE.search(_ONE_MORE_WANTED.sub(" ", clause)) and _says_all(of, tokenize(clause))}
        if not counts:
            continue  # (another rate of the act with this number may be the one)
        return an.value * counts.pop() if len(counts) == 1 else None
    return None


# "Cooperative cards do not count", "except Cooperative cards", "не считая …"
# (and a scope "without the Portal upgrade": the limit of a case without it)
_LEFT_OUT = re.compile(r"(?:^|[;,(])\s*([^;,()]+?)\s+(?:do|does) not count|\bexcept(?: for)?\s+([^;,()]+)"
                       r"|\bне (?:считая|учитывая)\s+([^;,()]+)|\b(?:without|без)\s+(?:the\s+|a\s+|an\s+)?([^;,()]+)", re.I)
# "another card", "one more card", "a second card", "ещё одну карту"
# the plural a stem does not make by itself ("another die" counts "dice")
_PLURAL_OF = {"die": "dice"}
_ANOTHER = re.compile(r"\b(?:another|one more|a second|ещё одн\w*|еще одн\w*|втор\w+)((?:\W+\w+){1,3})", re.I)
_ALREADY = re.compile(r"\b(?:already|уже)\b", re.I)
# an amount asked as covering a cost: "Is 2 Lore enough?", "Хватит ли 3 Силы?"
_ENOUGH = re.compile(r"\benough\b|\bsuffic\w*|\bafford\b|\bхват\w*|\bдостаточно\b", re.I)
_COST_SAID = re.compile(r"\bcosts?\b|\bprice\b|\bстои\w*|\bстоимост\w*|\bцен\w*", re.I)


def _enough_asked(ask: str) -> bool:
    """Whether the ask asks of an amount covering a cost ("Is 2 Lore enough?") — not one that
    also says what the cost is ("Does it cost 2 Lore, so 2 is enough?": the cost is asked)."""
    return _ENOUGH.search(ask) is not None and _COST_SAID.search(ask) is None


def _names_another(nt: NormText, reading: Reading) -> bool:
    """Whether the ask names someone or something (capitalised, past its first word) that
    no wording of the act names."""
    act = " ".join(nt.wordings).lower()
    return any(n.lower() not in act for n in _NAMED.findall(reading.ask.split(None, 1)[-1]) if _stems_of(n))


def _player_asked(nt: NormText, reading: Reading) -> bool:
    """Whether the ask names someone (in any of the name's forms: "Дима" after "у Димы")
    other than the one the story gives the act's role to ("Сейчас ход Оли, она активный
    игрок"); False when the story gives the role to no one by name."""
    holders = {st for sentence in sentences(reading.story) if _ROLE.search(sentence)
               for n in _names_of_players(sentence) if (st := _player_stems(n)) and not _ROLE.search(n)}
    if not holders:
        return False
    told = {st for n in _names_of_players(reading.story) if (st := _player_stems(n))}
    return any(st and st in told and not st & nt.act_stems and st not in holders
               for st in (_player_stems(n) for n in _names_of_players(reading.ask)))


# players named by a letter ("игрок А", "у Б"): a capital standing alone, not opening a sentence
_LETTER_PLAYER = re.compile(r"(?<![.!?:]\s)(?<=[\s,(])(?-i:[А-ЮЁA-HJ-Z])(?=[\s,.?!)]|$)")


def _names_of_players(text: str) -> list[str]:
    return [*_NAMED.findall(text), *_LETTER_PLAYER.findall(text)]


def _player_stems(name: str) -> frozenset[str]:
    return frozenset(tokenize(name)) - _FUNCTION or (frozenset({name.lower()}) if len(name) == 1 else frozenset())


# what comes in and what goes out: a count of one is no count of the other
# (and the Russian verbs' stems: «получаю 1 Древний знак» against «потратить Древних знаков»)
_GAINING = frozenset(tokenize("gain gains get gets receive receives earn earns collect collects draw draws "
                              "получаю получает получить получу зарабатываю заработать"))
_SPENDING = frozenset(tokenize("spend spends pay pays lose loses discard discards sacrifice sacrifices "
                               "трачу тратить потратить плачу платить заплатить теряю терять потерять сбрасываю "
                               "сбросить жертвую пожертвовать"))


def _flows_against(n: Number, nt: NormText) -> bool:
    """Whether the verb right before a number moves what it counts the other way from the
    act ("gain 1 Ancient Sign" of "spend Ancient Signs to awaken …")."""
    return _moves_the_other_way(set(n.before[-1:]), nt)


def _moves_the_other_way(said: frozenset[str] | set[str], nt: NormText) -> bool:
    """Whether the words said (a verb, or an ask's) move what they count one way only, and the
    act's the other ("do I still gain an Ancient Sign?" of "spend 3 Ancient Signs to awaken …")."""
    gains, spends = bool(said & _GAINING), bool(said & _SPENDING)
    return gains != spends and bool(nt.act_stems & (_SPENDING if gains else _GAINING)) \
        and not nt.act_stems & (_GAINING if gains else _SPENDING)


def _extra_against_any(nt: NormText, reading: Reading) -> str | None:
    """An act of what is extra ("each Exploration Token on a Portal route costs extra Sanity")
    says nothing of whether there is a cost at all, which an ask with neither "extra" nor an
    amount asks ("doesn't cost any Sanity, right?", "it costs Sanity, right?"); an amount asked
    ("we each lose 3, one per token?") is what the extra would make, and a limit counts it."""
    if nt.norm.bound is None and _EXTRA.search(nt.norm.act) and not _EXTRA.search(reading.ask) \
            and (_ANY_AT_ALL.search(reading.ask) or not any(n.in_ask for n in reading.numbers)):
        return "the act is of an extra amount; the ask asks of any amount"
    return None


_EXTRA = re.compile(r"\b(?:extra|additional|дополнительн\w*|сверх\w*)\b", re.I)
_ANY_AT_ALL = re.compile(r"\b(?:cost|costs|lose|loses|pay|pays)\s+(?:us\s+|me\s+|them\s+)?(?:any|nothing)\b|\bat\s+all\b|"
                         r"\bfree\b|\bбесплатн\w*|\bничего\s+не\s+(?:стоит|тратит|теря\w*)", re.I)


def _head_said(nt: NormText, stems: frozenset[str] | set[str]) -> bool:
    """Whether the question says the first content word of one of the act's wordings
    (its verb: "move", "summon"; or its subject: "Progress Points are awarded")."""
    return any(head in stems for w in nt.wordings if (head := _first_content(w)) is not None)


@lru_cache(maxsize=8192)
def _first_content(text: str) -> str | None:
    """The stem of a text's first content word; once per wording (every question asks it of
    the acts it tries)."""
    return next((t for t in tokenize(text) if t not in _FUNCTION), None)


# an act's own "…, not Conjuration", "(not by a spell)", "…, except X"
_NOT_BY = re.compile(r"[,(]\s*(?:not|except|не|кроме)\s+(?:with|by|in|during|through|via)?\s*([^,()]+?)\s*\)?\s*$", re.I)


# "add a unit into a Sealed area with an add effect, not Conjuration" says nothing of
# summoning "with Conjuration"
def _without_what_is_named(nt: NormText, reading: Reading) -> str | None:
    """Why no verdict: a term the act says is absent ("…, not Conjuration", "without a Seal") that the
    question names and does not itself deny."""
    m = _NOT_BY.search(nt.norm.act)
    own = set(tokenize(m.group(1))) if m else set()
    if not own:
        return None
    # (not a rule the asker grants before asking past it: "I know Conjuration can't summon into
    # Sealed areas, but can I add the unit there with this effect?")
    text = _CONCEDED.sub(" ", reading.text)
    said = _stems_of(text) - _denied_stems(text)
    hit = own & said - _FUNCTION
    return f"the act is without {', '.join(sorted(hit))}, which the question names" if hit else None


@lru_cache(maxsize=1024)
def _conceded_stems(text: str) -> frozenset[str]:
    """The stems of what the asker grants before asking past it ("I know I only get to roll
    10, but …"), once per question."""
    return frozenset(st for m in _CONCEDED.finditer(text) for st in tokenize(m.group(0)))


# (and a concession: "…, even though Conjuration can't summon there?", «…, хотя призывом туда нельзя?»)
_CONCEDED = re.compile(r"\b(?:I know|I understand|I get that|I reali[sz]e|I'm aware|я знаю|я понимаю|понятно|"
                       r"even though|although|" + CONCESSION_RU + r")\b"
                       r"[^.?!;]*?(?=,\s*(?:but|но|а)\b|[.?!;]|$)", re.I)


def _just_the_act(ask: str, nt: NormText) -> bool:
    """Whether the ask names nothing but the act ("Can I summon a unit in Conjuration?"), so
    that a limit or a condition it does not give can be answered in general; "into a Sealed
    area", "in a contested area during an Invasion" are cases of their own."""
    said = set(tokenize(ask)) - _FUNCTION - _ALLOWED
    extra = said - nt.act_stems
    # (a member of one of the game's kinds the act does not name is a case of its own: "Can the
    # Detective play a card with Discharge for the Sorcerer?" is playing it for another Character)
    members = {st for _, ms in nt.kinds.values() for m in ms for st in m}
    return len(extra) <= 1 and not extra & members


def _names_a_moment(n: Number, ask: str) -> bool:
    """Whether an ordinal of the ask names the moment it is asked at, after a side's word:
    «после 6-го раунда», "after round 6" (a count of the act is "a third spell")."""
    return n.repeats and compiled(rf"\b(?:after|before|после|до|перед)\s+(?:the\s+|round\s+|раунд\w*\s+)?{re.escape(n.text)}",
                                  re.I).search(ask) is not None


def _scope_count_untold(nt: NormText, reading: Reading) -> str | None:
    """The thing the norm's scope counts ("with 1 or 2 Characters": Characters) when the
    question gives no count of it — nor tells, in its story, the count the norm gives in its
    case ("I must draw 6 cards but only 4 are left …")."""
    if any(not n.in_ask and n.value == nt.norm.bound and n.counts(nt.quantity_stems) for n in reading.numbers):
        return None
    for _, unit, word in nt.scope_counts:
        if not any(n.counts(unit) or n.after[:1] == ("us",) for n in reading.numbers):
            return word
    return None


def _outside_scope(nt: NormText, reading: Reading) -> str | None:
    """The question's count of what the norm's scope counts, when it is none the scope
    holds for ("three of us" against "with 1 or 2 Characters")."""
    for values, unit, _ in nt.scope_counts:
        # ("three of us", «играем втроём»: as many as take part, whatever the scope counts them
        # by — a Character each, a player each — is no count the scope holds for either)
        counted = [n for n in reading.numbers if n.counts(unit) or n.after[:1] == ("us",)]
        # (of several, "one" picks out one of them: "4-player game: one player now has 3 VP" is a
        # game of four)
        counted = [n for n in counted if n.value != 1] if len(counted) > 1 else counted
        for n in counted:
            if n.value not in values:
                return f"the rule holds {nt.norm.scope}; the question says {n.value}"
    return None


def _excluded(nt: NormText, reading: Reading) -> str | None:
    """What the norm's count leaves out ("Cooperative cards do not count", in its scope)
    when the question names it and does not deny it ("it's not Cooperative" denies)."""
    stems = _stems_of(reading.text)
    denied = _denied_stems(reading.text)
    for m in _LEFT_OUT.finditer(nt.norm.scope or ""):
        thing = next(g for g in m.groups() if g)
        named = set(tokenize(thing)) - _FUNCTION - nt.quantity_stems
        if named and named <= stems and not named & denied:
            return thing.strip()
    return None


# an ask of what a total takes in: "count toward my roll", "is it included", «учитывается ли»
_COUNTS_TOWARD = re.compile(r"\bcounts?\s+(?:toward|towards|for|in|as\s+part\s+of)\b|\bcounted\s+(?:toward|towards|in|for)\b|"
                            r"\b(?:added|add|adds)\s+to\s+(?:my|his|her|their|the|our)\s+(?:roll|total|count|pool)\b|"
                            r"\bincluded\s+in\b|\bучитыва\w*|\bзасчитыва\w*|\bвход(?:ят|ит)\s+в\b", re.I)


_COUNT_ENDED = re.compile(r"\b(?:end\s+of|after|конец|после)\s+(?:the\s+)?(\w+)\s+\d|"
                          r"\b(\w+)\s+\d+\s+(?:is|was|has)\s+(?:over|done|finished|ended)\b", re.I)


def _another(quantity: frozenset[str], reading: Reading, said: str | None = None) -> Number | None:
    """The ask's (or ``said``'s) "another <what the limit counts>" after a story that says it
    was already done, with no number given: the second."""
    # (or the count itself told ended: "end of round 4 … another round?" is the fifth — not
    # "that conflict is over … another spell in this conflict?", another scope)
    if not quantity or not (_ALREADY.search(reading.story)
                            or any(set(tokenize(m.group(1) or m.group(2))) & quantity
                                   for m in _COUNT_ENDED.finditer(reading.story))):
        return None
    if (m := _another_of(quantity, reading.ask if said is None else said)) is not None:
        return Number(2, m.group(0), (), tuple(tokenize(m.group(1))), True)
    return None


def _another_of(quantity: frozenset[str], text: str) -> re.Match[str] | None:
    """The "another <what a limit counts>" of ``text``: within three words, "another
    non-Cooperative card" (not "for another Character"); "another die" of "dice"."""
    return next((m for m in _ANOTHER.finditer(text) if {_PLURAL_OF.get(w, w) for w in tokenize(m.group(1))} & quantity),
                None)


def _done_so_far(nt: NormText, n: Number, reading: Reading) -> bool:
    """Whether the story's count is of the limit's things the asker has already done in this
    scope ("I already cast two spells", «я уже сотворил два заклинания»: "already" right before
    the verb of the act that takes the count), or that the limited thing already has ("The
    Enemy already has 5 Conditions") — not held by the asker ("I already have two spells on my
    cards"), not another's ("Hastur already cast two", "we … one each"), not of an earlier
    scope ("in the previous round I already cast two")."""
    if not n.counts(nt.quantity_stems):
        return False
    for c in re.split(r"[.;!?]", reading.story):
        if set(tokenize(c)) & _EARLIER:
            continue
        count = re.escape(n.text)
        # (or said without a subject, as a chat types it: "Already cast two spells.")
        if (done := compiled(rf"(?:\b(?:I|I['’]ve|я)\s+(?:have\s+)?|^\s*)(?:already|уже)\s+(\w+)\s+{count}\b",
                             re.I).search(c)) \
                and set(tokenize(in_the_present(done.group(1)))) & nt.act_stems:
            return True
        if compiled(rf"\b(?!(?:I|we|я|мы)\b)\w+\s+(?:already|уже)\s+(?:has|имеет)\s+{count}\b", re.I).search(c):
            return True
    return False


def _done_in_the_story(nt: NormText, reading: Reading) -> bool:
    """Whether a sentence of the story tells the act done, every content word of the act's own
    wording said in it and none of them denied ("I played a Consumable card in round 1") — but
    the limit's scope, which the ask may say for it ("… again in round 3 of the same combat?")."""
    own = nt.act_words[0] - _FUNCTION
    if own and (in_ask := own & _stems_of(nt.norm.scope or "") & _stems_of(reading.ask)) < own:
        own -= in_ask
    # (nor the noun a term stands before, which players leave out: "I played my Consumable" is
    # the act's "play a Consumable card")
    if (heads := own & _stems_of(" ".join(_HEAD_OF_TERM.findall(nt.norm.act)))) < own:
        own -= heads
    return bool(own) and any(own <= _stems_of(in_the_present(c)) and not own & _denied_stems(c)
                             for c in sentences(of_this_game(reading.story)))


# the lower-case noun right after a capitalised term: "a Consumable card", "the Relic token"
_HEAD_OF_TERM = re.compile(r"(?-i:\b[A-Z][\w'’-]*)\s+(?-i:([a-z]+))\b")


def _counted_in_another(nt: NormText, reading: Reading) -> str | None:
    """The limit's scope the story says an earlier one of ("per Combat Encounter" told "in the
    previous Combat", «в прошлом бою»), by its words or the glossary's names for them."""
    per = {st for m in _PER_UNIT.finditer(nt.norm.scope or "") for st in tokenize(m.group(1))} - _FUNCTION
    return nt.norm.scope if _earlier_told(per | _glossed(nt, per), reading.story) else None


def _earlier_told(units: set[str], text: str) -> bool:
    """Whether the text tells of an earlier one of these ("in the previous Combat", «в прошлом бою»)."""
    said = tokenize(text)
    return any(st in _EARLIER and set(said[i + 1:i + 2]) & units for i, st in enumerate(said))


_PER_UNIT = re.compile(r"\bper\s+((?:(?!per\b)[\w'’-]+\s*)+)", re.I)
_EARLIER = frozenset(tokenize("previous last earlier прошлом прошлый предыдущем предыдущий"))


def _adds(ask: str) -> bool:
    """Whether the ask adds one to a count the story gave ("one more", "again", "another")."""
    # («Может ещё раз?»: «ещё» is a stop word to the tokenizer)
    return bool(set(tokenize(ask)) & _ADDING) or "repeating" in _senses(ask) or _ONCE_MORE_RU.search(ask) is not None


_ONCE_MORE_RU = re.compile(r"\bещ[её]\s+(?:раз|одн\w+)\b", re.I)


def _only_restates(ask: str, nt: NormText) -> bool:
    """Whether every "only" of the ask stands before a number the act itself states."""
    said = {n.value for n in nt.act_numbers}
    onlys = list(_ONLY_NUMBER.finditer(ask))
    return bool(said) and bool(onlys) and len(onlys) == len(_SENSES["only"].findall(ask)) \
        and all(n.value in said for m in onlys for n in numbers(m.group(0), 0)[:1])


_NARROWER = "the act is narrower than the question: "
# "… instead of mine", "вместо того, чтобы …": the rest of the clause is what is not done
_INSTEAD_OF = re.compile(r"\b(?:instead\s+of|вместо)\b[^.,;?!]*", re.I)
# the thing chosen instead, said before the word: "use the portal instead"
_CHOSEN_INSTEAD = re.compile(r"([\w'’-]+)\s+instead\b(?!\s+of\b)", re.I)
# an act that is itself the other choice: another's, a different one, several
_CONTRASTED = re.compile(r"\b(?:another|other|others|different|several|multiple|друг\w+|чуж\w+|нескольк\w+)\b", re.I)
_NO_NUMBER = "the act has no number; the question asks about one"
# (in brackets, an aside: "so it's 4-3=1 and then +2 = 3 wounds" is the claim's own result)
_WORKED_SUM = re.compile(r"\(\s*\d+\s*(?:[+−–-]\s*\d+\s*)+=\s*\d+\s*\)")
_WORKED_TOTAL = re.compile(r"\(\s*(?:that\s+makes|makes|so|total|in\s+total|получается|итого|всего|выходит)\s+\d+\s*\)",
                           re.I)
# a number the ask ends on or puts before a place or a time, not a count of a noun: "do I write
# 29 on her counter?", "so it drops to 8 for the next game?", "is it 4 now?"
# (not "4 to get to 6": the infinitive's object; nor "column 1 now", a label; nor "+2 on first", a
# modifier)
_BARE_AFTER = r"(?=\s*(?:[?.!,;:)»]|$|(?:-|—|–)\s|(?:on|onto|in|at|for|by|from|total|altogether|" \
              r"на|в|во|за|после|всего|итого)\b))"


def _bare_totals(reading: Reading) -> list[Number]:
    """The ask's numbers said as a value or total of their own: "so now he has 27, right?",
    "so his counter is 30 now right?" (not an increment, «Может купить ещё одно?»)."""
    return [n for n in reading.numbers if n.in_ask and not n.repeats and not n.more
            and (not set(n.after) - _FUNCTION - _TAGS - _NOW_WORDS or _bare_value(n, reading.ask))]


def _total_past_limit(nt: NormText, reading: Reading, bare: list[Number]) -> bool:
    """Whether the ask's own total (``bare``, its one _bare_totals) of the quantity a limit
    counts, the quantity said, lies past the limit ("counter at 23, we earned 7 Progress
    Points. so his counter is 30 now right?" of "at most 25 Progress Points per Character"):
    computed, whatever the act's words."""
    norm = nt.norm
    return norm.modality == "at_most" and norm.bound is not None and len(bare) == 1 and bare[0].value > norm.bound \
        and bool(nt.quantity_stems) and any(n.counts(nt.quantity_stems) for n in reading.numbers)


def _bare_value(n: Number, ask: str) -> bool:
    """Whether the ask says the number as a value or total of its own ("write 29 on her
    counter", "is her counter 7 now?"), not as a count of the noun after it ("29 Progress
    Points")."""
    return compiled(rf"(?<![\w+−-]){re.escape(n.text)}{_BARE_AFTER}", re.I).search(ask) is not None \
        or compiled(rf"^\s*(?:so\s+)?(?:is|are|was)\s+(?:[\w'’]+\s+){{1,3}}?{re.escape(n.text)}(?:\s+(?:now|then))?\s*\?",
                    re.I).search(ask) is not None
_COUNTS_ONLY = "the act says what a limit or cost counts, not whether the act is allowed"
_OTHER_ROUNDS = "the act is of rounds "
# a relative clause of the ask that says something is absent: "that has no Seal or Ward"
_DESCRIBED = re.compile(r"\b(?:that|which|where|где|в которой|в котором)\s+(?:has|have|is|are|there (?:is|are)|нет)\s+"
                        r"(?:no|not|нет)\b[^,?;]*|\bwith no\b[^,?;]*|\bкотор\w+\s+(?:(?:ещё|еще|уже)\s+)?не\s+\w+|"
                        # ("a card … that isn't Cooperative doesn't cost …": its one word, not the rest)
                        + RELATIVE_DENIED, re.I)
# an act asked as optional or as required: "Are Scheme effects optional?", "Is it mandatory?"
_OPTIONAL = re.compile(r"(?P<optional>\boptional\b|\bнеобязательн\w*)|\b(?:mandatory|compulsory|required|обязательн\w*)\b",
                       re.I)
# an act said not to happen: "skips the Sanity loss", "are skipped", "пропускаются"
# ("are the Round Effects ignored?" asks whether they do not apply)
_SKIPPED = re.compile(r"\b(?:skips?|skipped|skipping)\b(?!\s+(?:to|over|ahead)\b)|\bпропуска\w*|"
                      r"\b(?:ignored|ignores?|disregard(?:s|ed)?|avoid(?:s|ed|ing)?)\b|\bигнорир\w*|\bизбега\w*|\bизбеж\w*",
                      re.I)
# an act said to end: "stops applying", "ceases to work", "перестаёт применяться"
_CEASES = re.compile(r"\b(?:stops?|stopped|ceases?|ceased)\s+(?:to\s+\w+|\w+ing)\b|\bпереста\w+\s+\w+(?:ся|ть|ти)\b", re.I)
# the game's end or its outcome asked: "Does the game end?", "Игра заканчивается?", "Do we win?"
_ENDS = re.compile(r"\b(?:game\s+(?:ends?|ended|is over)|ends? the game|(?:win|wins|won|lose|loses|lost) the game|"
                   r"do (?:we|i|you|they) (?:win|lose)|заканчива\w*|законч\w*|конец игры|побежда\w*|выигр\w*|проигр\w*)\b",
                   re.I)
_HALTS = re.compile(r"\b(?:stops?|stopped|halts?|останавлива\w*|останов\w*)\b", re.I)
# staying where it is, and leaving play (not "leave": "leave it in the area" stays)
# (and lasting: "Is that round-1 Curse still in force now?" asks whether it lasts)
# (and still having: "does she still have those 7 points in her counter?")
# (not "keep the other 2 for after the next fight": saved for later, which a rule of losing
# what is not used at once answers)
_STAYS = re.compile(r"\b(?:stays?|stayed|remains?|remained|lasts?|lasted|still (?:in force|in effect|active|ha(?:ve|s)(?! to\b))|"
                    r"keeps?\s+(?:\w+\s+){1,4}?(?:until|till|for the rest|(?<!for\s)after|past|beyond|into\s+the\s+next)|"
                    r"holds?\s+on\s+to|держ\w+\s+(?:\w+\s+){0,4}?у себя|"
                    r"остаётся|остается|остаются|оста[её]тся|сохраня\w*|всё ещё действует|ещё действует|"
                    r"(?:всё |по-прежнему )?в силе)\b", re.I)
# (and going down: "the points on the Counter decrease when upgrades are bought")
_GOES = re.compile(r"\b(?:destroy\w*|removed?|removes|discard\w*|returns?|returned|decrease\w*|уменьша\w*|уничтож\w*|удаля\w*|"
                   r"удален\w*|"
                   # ("are they lost at the end of my turn?" of "Charges on a Synergy Relic stay")
                   r"(?:are|is|get|gets|be)\s+(?:(?:they|it|those|these)\s+)?lost|"
                   r"возвраща\w*|сбрасыва\w*|сброшен\w*|покида\w*)\b", re.I)
# the game going on, and the game ending: "the game carries on", «партия продолжается»; "the
# game is lost", «игра проиграна»
_GAME_GOES_ON = re.compile(r"\b(?:game|игра|партия)\s+(?:\w+\s+)?(?:continues?|go(?:es)?\s+on|carr(?:y|ies)\s+on|"
                           r"keeps?\s+going|продолжа\w*)|\b(?:we|мы)\s+(?:\w+\s+)?(?:keep|carry\s+on|go\s+on|"
                           r"продолжаем)\b", re.I)
_GAME_ENDS = re.compile(r"\bgame\s+(?:is\s+)?(?:lost|won|over|ends?|ended)\b|\b(?:lose|loses|lost|win|wins|won)\s+the\s+game\b|"
                        r"\b(?:игра|партия)\s+(?:\w+\s+)?(?:проиграна|закончена|заканчивается|окончена)\b", re.I)


def _game_goes_on_of_its_end(nt: NormText, reading: Reading) -> bool:
    """Whether the ask is of the game going on and the act (not said of going on) of its end."""
    return _GAME_GOES_ON.search(reading.ask) is not None and _GAME_ENDS.search(nt.norm.act) is not None \
        and not any(_GOES_ON.search(w) for w in (nt.norm.act, nt.norm.act_ru or ""))


# the same as before, and growing
_ALL_THE_SAME = re.compile(r"\b(?:вс[её] равно|всё так же|все так же|still the same|just the same)\b", re.I)
# a value said to be what it was: "is his attack still strength 5?", «по-прежнему 5»
_STILL_VALUE = re.compile(r"\b(?:unchanged|still\s+(?:at\s+)?(?:an?\s+)?(?:(?:strength|value|power)[\s-]+)?\d+|"
                          r"(?:всё ещё|все ещё|по-прежнему)\s+(?:\w+\s+)?\d+)(?!\w)", re.I)
_GROWS = re.compile(r"\b(?:grows?|grew|increases?|increased|goes up|раст[её]т|вырос\w*|увеличива\w*|увелич\w*)\b", re.I)
# changing at all ("prevention changes the strength of the attack")
_CHANGES = re.compile(r"\b(?:chang\w*|alter\w*|modif\w*|меня(?:ет|ют|ть|ется|ются)|измен\w*)\b", re.I)
# going on, and coming to an end
_GOES_ON = re.compile(r"\b(?:continues?|continued|go(?:es)? on|keeps? (?:going|playing)|carr(?:y|ies) on|продолжа\w*)\b",
                      re.I)
_COMES_TO_END = re.compile(r"\b(?:ends?|ended|over|lost|loses?|wins?|won|finish\w*|заканчива\w*|законч\w*|конча\w*|"
                          r"проигр\w*|выигр\w*|побед\w*)\b", re.I)
# a negative prefix that makes a word the other side: "неактивный" / "активный", "inactive" / "active",
# "impossible" / "possible"
_NEGATIVE_PREFIXES = ("не", "non", "in", "im", "un")
# an act said to happen at once ("must be used immediately"), and an ask of a later moment
# ("hang on to the other 4 and spend them after the next fight")
# ("active as soon as the Scheme is revealed" asked "does it wait until the Influence phase?")
_AT_ONCE = re.compile(r"\b(?:immediately|at once|right away|straight away|as soon as|сразу|немедленно|тут же|как только)\b",
                      re.I)
_LATER = re.compile(r"\b(?:later|afterwards|after|next|save|saved|keep|hang on|hold on|store|wait\w*\s+(?:until|till|for)|"
                    r"потом|позже|позднее|после|следующ\w*|сохран\w*|оставить|отлож\w*|жд[ёе]т\w*|дожида\w*)\b", re.I)
# an act that ranks ("the player with the lowest Initiative goes first", "the most Seals"),
# and a question that tells a tie: "both revealed Initiative 2", "we're tied", "поровну"
# every word capitalised but short linking ones: "Damage Limit per Attack"
_PROPER_NAME = re.compile(r"[A-ZА-ЯЁ][\w'’-]*(?:(?:\s+(?:[A-ZА-ЯЁ][\w'’-]*|[a-zа-яё]{1,3}))*\s+[A-ZА-ЯЁ][\w'’-]*)?")
# one set against another by how much each has: "even if someone else has more Power", «у другого больше силы»
_ANOTHER_RANKED = re.compile(r"\b(?:someone\s+else|another\s+player|the\s+other\s+(?:player|one)|others?|другого|другой|"
                             r"другим|других|остальных|соперника)\b[^.?!,;]{0,30}?\b(?:has|have|had|у\s+)?\s*(?:more|fewer|less|"
                             r"higher|lower|больше|меньше|выше|ниже)\b", re.I)
_RANKS = re.compile(r"\b(?:lowest|highest|most|fewest|least|more \w+(?: \w+)? than any|наименьш\w*|наибольш\w*|"
                    r"больше всех|меньше всех|самы\w+)\b", re.I)
# a player the ask names as the one who wins, goes first, gets something: "She wins?", "Does Anna go first?"
_PERSON_ASKED = re.compile(r"(?:^|\b(?:so|then)\s+)(?:she|he|i|they|we|[A-Z][a-z]+)\s+(?:wins?|won|goes first|go first|gets|takes)\b|"
                           r"\b(?:does|do|did|will)\s+(?:she|he|i|they|we|[A-Z][a-z]+)\s+(?:win|go first|get|take)\b|"
                           r"\b(?:она|он|я|мы)\s+(?:выигрывает|побеждает|выиграла|выиграл|победила|победил|ходит первой|"
                           r"ходит первым)\b", re.I)
_TIE = re.compile(r"\b(?:ties?|tied|tying|equal|the same|both (?:have|had|revealed|got|on|at|with)|ничь\w*|поровну|"
                  r"одинаков\w*|равн\w+|оба|у обоих)\b", re.I)
_MOVES = re.compile(r"\b(?:move|moves|moving|go|goes|пройти|двига\w*|перемещ\w*|переместить)\b", re.I)
# what follows a total that asks to confirm it: "27, right?", "27, верно?"
_TAGS = frozenset(tokenize("right correct true yes верно правильно так да ли"))
# an act that pays ("spend Ancient Signs to awaken …", "pay 2 Lore"): its bound is a cost
_PAYING = re.compile(r"\s*(?:spend|pay|потрат\w*|трат\w*|заплат\w*|плат\w*)\b", re.I)
_HOLDING = frozenset(tokenize("have has hold holds holding got left remaining"))


def _held(n: Number, reading: Reading) -> bool:
    """Whether the question gives the number as what someone holds ("I have 4", "2 left",
    "у меня 4"), not as what is spent."""
    if set(n.before) & _HOLDING or set(n.after) & _HOLDING:
        return True
    return compiled(rf"\b(?:у (?:меня|него|неё|нее|нас|них)|есть|осталось|остался)\s+(?:\w+\s+){{0,2}}"
                     rf"{re.escape(n.text)}\b", re.I).search(reading.text) is not None


# the modality as the reading line says it in Russian
_MODALITY_RU = {"may": "можно", "need_not": "не обязательно", "must": "обязательно", "cannot": "нельзя",
                "is": "верно", "is_not": "неверно", "at_most": "не более", "at_least": "не менее", "exactly": "ровно",
                "only_if": "только если"}


def _modality(m: str, lang: str) -> str:
    return _MODALITY_RU[m] if lang == "ru" else m.replace("_", " ")


def _in(wordings: tuple[str | None, str | None], lang: str) -> str:
    """Of a norm's two wordings, the one in ``lang`` (a Russian book's act is Russian and its
    act_ru English), else whichever there is."""
    said = [w for w in wordings if w]
    return next((w for w in said if language(w) == lang), said[0] if said else "")


def _act(norm: Norm, lang: str) -> str:
    return _in((norm.act, norm.act_ru), lang)


def _quantity(norm: Norm, lang: str) -> str:
    return _in((norm.quantity, norm.quantity_ru), lang)


def _only_if(norm: Norm, lang: str) -> str:
    return f"{_modality('only_if', lang)} {_in((norm.condition, norm.condition_ru), lang)}"


def _say(d: Decision, line: Callable[[str], str]) -> Decision:
    """The reading line in both languages: the answer says the one the question is asked in."""
    d.why, d.why_ru = line("en"), line("ru")
    return d


def _silent(d: Decision, why: str) -> Decision:
    """The norm, found by a guard not to speak to this question: no verdict, and the reason."""
    d.why, d.silenced = why, True
    return d


def _same_unit_elsewhere(nt: NormText, an: Number, n: Number) -> bool:
    """Whether the act's number of the question's value (``n``) counts something other than
    ``an`` does: then the act states that value of another unit, not of this one."""
    return any(a.value == n.value and a is not an and set(a.after[:1]) != set(an.after[:1]) for a in nt.act_numbers)


def _unit(an: Number) -> set[str]:
    """What a number of an act counts or measures: the words around it ("9 Progress
    Points", "red value 0")."""
    return (set(an.after[:2]) | set(an.before[-2:])) - _FUNCTION


# "Sanity 6 or higher", "здоровье 5 или ниже", "has reached 9 Progress Points", "2 or 3 Characters"
_AT_LEAST = re.compile(r"^(?P<unit>\D+?)\s+(?P<n>\d+)\s+(?:or (?:higher|more|above|greater)|или (?:выше|больше))$", re.I)
_AT_MOST = re.compile(r"^(?P<unit>\D+?)\s+(?P<n>\d+)\s+(?:or (?:lower|less|below|fewer)|или (?:ниже|меньше))$", re.I)
_REACHED = re.compile(r"\b(?:reached|достиг\w*)\s+(?P<n>\d+)\s+(?P<unit>\D+)$", re.I)
_ONE_OF = re.compile(r"^(?P<values>\d+(?:\s*(?:,|or|или)\s*\d+)+)\s+(?P<unit>[^\W\d_]+)", re.I)


def _numeric_condition(n: Norm) -> tuple[Collection[int], frozenset[str]] | None:
    """The values meeting a condition on a number, and what is counted (both languages)."""
    values: Collection[int] | None = None
    got: Collection[int]
    unit: frozenset[str] = frozenset()
    for text in (n.condition, n.condition_ru):
        if not text:
            continue
        text = text.strip()
        if m := _AT_LEAST.match(text) or _REACHED.search(text):
            got = range(int(m.group("n")), 1001)
        elif m := _AT_MOST.match(text):
            got = range(0, int(m.group("n")) + 1)
        elif m := _ONE_OF.match(text):
            got = frozenset(int(v) for v in re.findall(r"\d+", m.group("values")))
        else:
            continue
        if values is not None and got != values:
            return None  # the two languages disagree: neither is trusted
        values, unit = got, unit | (frozenset(tokenize(m.group("unit"))) - _FUNCTION)
    return (values, unit) if values is not None and unit else None


# "is still Sane", "counts as Wounded", "считается Раненым": the ask asks what state something is in
# (Russian leaves the copula out: «Он теперь Insane?», «Она уже Wounded?»)
_STATE_ASKED = re.compile(r"(?:\bis|\bare|'s|\bcounts? as|\bconsidered|\bstill|\bсчитает\w*|\bявляет\w*|\bостаёт\w*|"
                          r"\bостает\w*|^\s*(?:он|она|они)(?=\s+(?:теперь|уже|ещё|еще|сейчас|всё ещё|все еще)?\s*[A-Z]))"
                          r"(?P<next>(?:\s+[^\W\d_]+){1,3})", re.I)


def _asks_state(nt: NormText, ask: str) -> bool:
    """Whether the ask asks whether something is in the state the act names by its last
    word ("a Character is Sane": "She's still Sane at 6, right?"; not "does she still lose
    1 Health for being Insane?")."""
    states = {st for w in nt.wordings if (last := re.findall(r"[^\W\d_]+", w)[-1:]) for st in tokenize(last[0])}
    return any(set(tokenize(m.group("next"))) & states for m in _STATE_ASKED.finditer(ask))


def _same_stem(a: str, b: str) -> bool:
    """Stems of one word in two cases: the Russian stemmer keeps a fleeting vowel in one
    ("рассудок") and not the other ("рассудка" → "рассудк")."""
    if a == b:
        return True
    common = len(os.path.commonprefix([a, b]))
    return common >= 4 and common >= min(len(a), len(b)) - 1


def _current(unit: frozenset[str], reading: Reading, meets: Collection[int] = ()) -> int | None:
    """The number the question gives of ``unit`` as it stands: the ask's if it gives one,
    else the story's last — "5 Health", "Health 4", "his Health went from 7 to 5" (5). A value
    told as it stands with a change told as happening after it ("is at 7 Sanity now and loses
    1") is known only where before the change and after it both meet a condition (``meets``)
    alike, or both fail it."""
    found: list[tuple[bool, int, int, int]] = []  # (in the ask, value, where its clause ends, where its unit is)
    at = 0
    for clause in re.split(r"[.;!?]", reading.text):
        spans = list(re.finditer(r"[^\W_]+", clause))
        words = [x.group(0) for x in spans]
        for i, w in enumerate(words):
            # (an English word by its own stem: "heals 1" is no Health; a Russian one in any ending)
            if not any(a == b or not a.isascii() and _same_stem(a, b) for a in tokenize(w) for b in unit):
                continue
            if i and _MAXIMUM.fullmatch(words[i - 1]):
                continue  # "a maximum Sanity of 9" is no value it stands at
            if i > 1 and _PRESENT_CHANGE.match(f"{words[i - 2]} {words[i - 1]} {w}"):
                continue  # "… now and gains 2 Sanity": the change's count, no value
            before = number(words[i - 1]) if i else None
            after = [(v, k) for k, x in enumerate(words[i + 1:i + 9], start=i + 1) if (v := number(x)) is not None]
            value, k = (before, i) if before is not None else after[-1] if after else (None, i)
            if value is not None:
                # (where the value is told: what comes after it may change it)
                found.append((clause.strip() in reading.ask, value, at + len(clause), at + spans[max(i, k)].end()))
        at += len(clause) + 1
    asked = [v for in_ask, v, _, _ in found if in_ask]
    if asked:
        return asked[-1]
    if len(told := _AT_VALUE.findall(reading.ask)) == 1 and len(re.findall(r"\d+", reading.ask)) == 1:
        return int(told[0])  # "Is she still Sane at 6?", "На 6 он ещё считается Healthy?": the value asked at
    if found and (dropped := _dropped_to(reading.story)) is not None:
        return dropped  # "The Seer is on 6 Sanity … so she drops to 5": 5, as it stands
    if found and _changed_after(reading.text, found[-1][2], reading.ask_at):
        return None
    if found and (changes := _changes_pending(reading.text, found[-1][2], reading.ask_at,
                                              found[-1][3])):
        v = found[-1][1]
        return v if len(changes) == 1 and meets and (v in meets) == (v + changes[0] in meets) else None
    return found[-1][1] if found else None


_MAXIMUM = re.compile(r"max|maximum|максимум|максимальн\w*", re.I)
# the rest of a count: "the other 4", "the remaining 2", "остальные 3", "оставшиеся 2"
_REMAINDER = re.compile(r"\b(?:other|remaining|остальн\w*|оставш\w*)\s+(\d+)\b", re.I)
# a value an ask is put at, its unit unsaid: "still Sane at 6?", "На 6 он ещё Healthy?"
_AT_VALUE = re.compile(r"\b(?i:at|on|на|при)\s+(\d+)\b(?!\s*(?:%|[A-ZА-ЯЁ]))")


# a value's own fall by a count, told after it, however it was told: "is at 6 Sanity … and she drops one"
_FALLS_BY = re.compile(r"\b(?:drops?|dropped|falls?|fell)\s+(?:by\s+)?(?:\d+|one|two|three|four)\b", re.I)
# an event that changes a value told before it: "had 8 Health and was hit for 3", "A Ghoul with
# Attack 6 hits the Sorcerer, who has … 9 Health" (the value at the hit, not after it)
_CHANGED_SINCE = re.compile(r"\b(?:hit|hits|attacks|attacked|damage\w*|атаку\w*|атаковал\w*|урон\w*)\b|"
                            # (a Condition or a Sacrifice still to take its Health: "6 Health and 3 Bleed")
                            r"\b(?:bleed|prison|sacrifice|кровотеч\w*|тюрьм\w*|темниц\w*|жертв\w*)\b|"
                            # (a change of Health or Sanity, not "gains 3 Defense")
                            r"\b(?:lost|loses|took|takes|suffer\w*|regain\w*|heal\w*|gains?|gained|потерял\w*|теряет|"
                            r"получил\w*|восстановил\w*)\s+(?:\w+\s+){0,2}?(?:health|sanity|hp|здоровь\w*|рассуд\w*)\b|"
                            + _FALLS_BY.pattern, re.I)


def _value_clause(text: str, clause_end: int) -> tuple[int, bool]:
    """Where the clause a value is told in, ending at ``clause_end``, starts, and whether it
    tells the value as it stands ("… and now has 6 Health")."""
    start = max(text.rfind(c, 0, max(0, clause_end - 1)) for c in ".;!?") + 1
    return start, _STANDS.search(text[start:clause_end]) is not None


def _changed_after(text: str, clause_end: int, story_end: int) -> bool:
    """Whether the story, from the clause of the value told last on, tells an event that
    changes it — unless that clause tells the value as it stands ("… and now has 6 Health")."""
    start, stands = _value_clause(text, clause_end)
    if stands:
        return _FALLS_BY.search(text[clause_end:max(clause_end, story_end)]) is not None
    if VALUE_AS_IT_WAS.search(text[start:clause_end]) and _BARE_CHANGE.search(text[start:max(start, story_end)]):
        # "started with 8 Sanity. She lost 3 when she played …": a value told as it was, then a
        # change by a bare count (not "has 6 Sanity after she lost 1", a value told as it is)
        return True
    return _CHANGED_SINCE.search(text[start:max(start, story_end)]) is not None


def _changes_pending(text: str, clause_end: int, story_end: int, told_at: int) -> list[int]:
    """The changes by a count told as happening after a value told as it stands ("is at 5 Sanity
    now and regains 1": +1), signed — before them or after, which is asked the story does not
    say (not one of a later moment, "at the end of her turn she regains 1")."""
    if not _value_clause(text, clause_end)[1]:
        return []
    out = []
    # (a later change, asked of the state after it: "… loses 1 for each of her 4 cards. Is she
    # still Sane after playing them?")
    after = AFTER_ASKED.search(text[story_end:]) is not None
    for x in re.split(r"[.;!?]", text[told_at:max(told_at, story_end)]):
        if _LATER_CHANGE.search(x) and not after:
            continue
        read = list(_PRESENT_CHANGE.finditer(x))
        # (more changes than read, or one told over and over: "loses 1 and then loses 2 more",
        # "loses 1 three times" — not sure how much: two, so no value is known)
        if (verbs := len(_CHANGE_VERB.findall(x))) and (verbs > len(read) or _MORE_TIMES.search(x) or _LATER_CHANGE.search(x)):
            return [0, 0]
        out += [(-1 if m.group("down") else 1) * (number(m.group("n")) or 0) for m in read]
    return out


# a verb of a change of Health or Sanity (not one of another thing: "gains 1 Energy"), or of
# what changes it by a count not told as one ("the Ghoul hits him for 4")
_CHANGE_VERB = re.compile(r"\b(?:loses|regains|gains|heals|recovers|drops|hits|attacks|takes|deals|теряет|восстанавливает|"
                          r"бьёт|бьет|атакует)\b"
                          r"(?!\s+(?:\d+|one|two|three)\s+(?!Health|Sanity|HP|Points?)(?-i:[A-Z]))", re.I)
# a change told more than once: "three times", "twice", "for each of", "per card"
_MORE_TIMES = re.compile(r"\b(?:times|twice|each|every|per|раза?)\b", re.I)


# a change by a count, as happening: "regains 1", "loses 1 Sanity", «теряет 1» (not "loses 1
# Bleed Condition", "gains 1 Energy": of another thing)
_PRESENT_CHANGE = re.compile(r"\b(?:(?P<down>loses|теряет)|regains|gains|heals|recovers|восстанавливает)\s+(?:another\s+)?"
                             r"(?P<n>\d+|one|two|three)\b(?:\s+(?:more|again)\b)?"
                             r"(?:\s+(?:points?\s+(?:of\s+)?)?(?:health|sanity|hp|здоровь\w*|рассуд\w*)\b|"
                             r"(?=\s*(?:[,.;:!?)]|$|(?:and|so|then|now|too|again|at|in|for|from|on|during|by|with|"
                             r"и|а|но|в|на|за|от|при)\b)))", re.I)
# … said of a later moment, or of a case: "at the end of her turn she regains 1", "if she
# loses 1", "loses 1 every time"
_LATER_CHANGE = re.compile(LATER_MOMENT.pattern + r"|\b(?:if|when|whenever|every|each|next|later|will|если|когда|кажд\w*|"
                           r"потом)\b|['’]ll\b", re.I)


# a change by a count alone: "lost 3", "regained 2", «потеряла 3»
_BARE_CHANGE = re.compile(r"\b(?:lost|loses|regain\w*|heal\w*|gains?|gained|потерял\w*|теряет|восстановил\w*)\s+\d+\b",
                          re.I)


_STANDS = re.compile(r"\b(?:now|left|remaining|still has|is down to|is at|is on|теперь|осталось|остаётся|остается)\b|"
                     # ("… and finished the turn at Sanity 6": the value it ended at)
                     r"\b(?:finish\w*|end\w*)\s+(?:the\s+|her\s+|his\s+|their\s+)?(?:turn|round)\s+(?:at|on|with)\b|"
                     # (the value the change brought: "went from 7 to 5", "dropped to 4")
                     r"\bfrom\s+\d+\s+(?:\w+\s+){0,2}?to\b|\b(?:went|goes|dropped|drops|fell|falls|brought)\s+"
                     r"(?:\w+\s+)?to\b|\bс\s+\d+\s+до\b|\bупал\w*\s+до\b", re.I)


# a value a quantity the story gave falls or rises to, told without its name: "so she drops
# to 5", «и рассудок упал до 4» — read only when the story names one quantity with a number
# (with "6 Sanity and 4 Health", what "drops to 2" is of is not sure)
_DROPS_TO = re.compile(rf"\b(?:drops?|dropped|falls?|fell|goes|went|gets|got|is|was|comes|came|brought|reduced|rises?|"
                       rf"rose|climbs?|climbed)\s+(?:(?:back\s+)?(?:down|up)\s+)?to\s+{NUMBER}\b(?!\s*[A-Za-zА-Яа-яЁё])|"
                       rf"\b(?:упал\w*|падает|опустил\w*|снизил\w*|уменьшил\w*|вырос\w*|поднял\w*)\s+до\s+{NUMBER}\b"
                       rf"(?!\s*[A-Za-zА-Яа-яЁё])", re.I)
_TOLD_QUANTITY = re.compile(rf"\b{NUMBER}\s+(?-i:[A-ZА-ЯЁ])\w+|(?-i:[A-ZА-ЯЁ])\w+\s+(?:of\s+|is\s+|at\s+)?{NUMBER}\b")


def _dropped_to(story: str) -> int | None:
    drops = list(_DROPS_TO.finditer(story))
    if len(drops) != 1:
        return None
    before = story[:drops[0].start()]
    if len(_TOLD_QUANTITY.findall(before)) != 1:
        return None
    return number(drops[0].group(1) or drops[0].group(2))


# one of several told where a condition asks for both: "only one of the two", «только один из двух»
_ONE = r"(?:one|один|одна|одно|одного|одну)"
_ONE_OF_THEM = re.compile(rf"\b(?:only|just|только|лишь)\s+(?:{_ONE}\b|\w+\s+{_ONE}\s+(?:of|из)\b)", re.I)


# a condition on a value against half its maximum: "its Health is below half its maximum",
# «его здоровье ниже половины максимума»
_BELOW_HALF = re.compile(r"\b(?:below|under|lower\s+than|less\s+than)\s+half\s+(?:of\s+)?(?:its|their)\s+maximum\b|"
                         r"\bниже\s+половины\s+(?:своего\s+|его\s+)?максимума\b", re.I)
# the maximum told: "max 30 Health", "its maximum Health is 24", "максимум 30 здоровья", «макс
# здоровье у него 24» (the first number within a few words), "16 Health out of 30"
_MAXIMUM_TOLD = re.compile(rf"\b(?:max|maximum|максимум\w*|макс)\b\W+(?:[^\W\d]+\W+){{0,4}}?{NUMBER}\b(?![-\w])|"
                           rf"\bout\s+of\s+{NUMBER}\b(?![-\w])", re.I)
# the value it stands at: "down to 15", «до 15», "now at 14", "has 11 left", "16 out of 30",
# «осталось 14» (not "to 2 players", «до 3-го раунда»: a number its own noun follows counts
# something else)
_STANDS_AT = re.compile(rf"\b(?:to|до|at|на)\s+(?:exactly\s+|ровно\s+)?{NUMBER}\b(?![-\w])"
                        rf"(?!\s+(?!(?:in|at|on|during|and|now|this|after|before|with|so|but|then|в|во|на|за|и|а|но|"
                        rf"после|сейчас|уже|теперь|потом)\b)[A-Za-zА-Яа-яЁё])|"
                        rf"\b{NUMBER}\s+(?:\w+\s+)?(?:left|remaining|out\s+of)\b|\b(?:осталось|остаётся|остается)\s+(?:\w+\s+)?{NUMBER}\b",
                        re.I)


def _below_half_of_maximum(nt: NormText, reading: Reading) -> bool | None:
    """Whether a condition of a value below half its maximum holds ("max 30 Health … we
    knocked it down to exactly 15": 15 is not below 15); None for any other condition, or
    when the question does not tell both numbers."""
    told = _against_maximum(nt, reading)
    return None if told is None else 2 * told[0] < told[1]


def _against_maximum(nt: NormText, reading: Reading) -> tuple[int, int] | None:
    """For a condition of a value below half its maximum: the value the thing stands at (the
    ask's, else the story's last) and the maximum the question tells, each told once and
    plainly; else None."""
    if not nt.below_half:
        return None
    # (each value it stands at read in the text with the maximum's own number blanked: "максимум 30
    # здоровья" is no value it stands at; a count told as the maximum again is not one either)
    maxima, rest = set(), reading.text
    for m in _MAXIMUM_TOLD.finditer(reading.text):
        g = next(i for i, x in enumerate(m.groups(), start=1) if x)
        maxima.add(number(m.group(g)))
        rest = rest[:m.start(g)] + " " * (m.end(g) - m.start(g)) + rest[m.end(g):]
    maximum = maxima.pop() if len(maxima) == 1 else None
    if maximum is None:
        return None
    ask_at = reading.text.find(reading.ask) if reading.ask else -1
    standing = [(m.start() >= ask_at >= 0, v) for m in _STANDS_AT.finditer(rest)
                if (v := next((number(g) for g in m.groups() if g), None)) is not None and v != maximum]
    if not standing:
        return None
    asked = [v for in_ask, v in standing if in_ask]
    return asked[-1] if asked else standing[-1][1], maximum


def _condition(nt: NormText, reading: Reading) -> bool | None:
    """Whether the question says the norm's condition holds (True), fails (False), or
    does not say (None). A negator right before the condition's words says it fails; a
    condition on a number is the question's number of it against the values that meet it."""
    if not nt.condition_stems:
        return None
    # the state's end told of the asker's own thing decides, whatever else says the state's words
    # ("My Avatar awoke in round 2. … does the Empowered effect on its dormant side still
    # trigger?"), and so does its end denied ("I haven't awakened my Avatar", not "Avatar" denied)
    if (ended := _end_told(nt, reading)) is not None:
        return ended
    if _relative_denied(reading.ask) & (nt.condition_stems - _FUNCTION):
        # "an area that doesn't have any of my Seals" of "only if it has your Seal", "a game that
        # doesn't have 2 or 3 Characters" of "only if 2 or 3 Characters are playing"
        return False
    if (half := _below_half_of_maximum(nt, reading)) is not None:
        return half
    if nt.numeric_condition is not None:
        values, unit = nt.numeric_condition
        if not _of_its_kind(nt, reading):
            return None  # "The Bandog has 4 Health. Is it Wounded?" of "a Character is Wounded"
        for n in _of_unit([n for n in reading.numbers if n.in_ask], unit, reading.ask):
            if (side := _not_yet(n.text, reading.ask)) is not None:
                # "Is the Seer Insane before her Sanity drops to 5?": every value above 5, against
                # "Sanity 5 or below" — none meets it
                return _side_meets(values, n.value, side)
        counted = _of_unit(reading.numbers, unit, reading.text)
        if len(counted) == 1 and (base := number(counted[0].text)) is not None \
                and (side := _beyond(counted[0].text, reading.text)) is not None:
            # "The Seer's Sanity is above 5. Is she Insane?": every value above 5, against "Sanity
            # 5 or below" — none meets it ("above 3": some do, some do not — not said)
            return _side_meets(values, base, side)
        told = _current(unit, reading, values)
        return None if told is None else told in values
    if (compared := _more_than_any_other(nt, reading)) is not None:
        return compared
    if _ask_names_it_so(nt, reading.ask):
        # "None of my units have Flying. Can a Flying unit move through a void area?": the ask's
        # own thing is said to have it, whatever the story says of the others
        return True
    content = nt.condition_stems - _FUNCTION
    # (a bracket that denies something else is an aside: "is Evasive (not a normal unit)" denies
    # "normal", not the unit; «частично (не полностью)» is not "using all of it")
    # (nor is "not a normal unit" the condition failing: "Evasive, not a normal unit")
    kept = content - _GENERIC_SUBJECT
    # (a condition of a state the glossary tells ends, "your Avatar is Dormant": the state is
    # what a denial denies, not its thing — "My friend hasn't awakened his Avatar")
    kept = (_state_ended_stems(nt) & kept) or kept
    asides_out = BRACKETED_DENIAL.sub(lambda m: m.group(0) if _stems_of(m.group(1)) & kept else " ", reading.text)
    # (the condition's own words, not its subject's: "I haven't summoned any unit yet. Can I
    # summon my Flying unit …?" denies no Flying)
    # (and what "none of them has" says is absent: "None of my units have Flying")
    plain = _NOT_A_PLAIN.sub(" ", asides_out)
    if any(set(tokenize(m.group(1))) & kept and _set_apart_asked(plain[m.end():], reading.ask)
           for m in _NONE_HAVE.finditer(plain)):
        # "None of my units have Flying except my Nightgaunt. … summon the Nightgaunt …?": the
        # one set apart has it (the others, asked of, do not: below)
        return True
    if _denied_before(kept or content, plain, reach=3, none_counts=True) \
            and not _was_not_but_is(kept or content, plain, reading.ask) \
            or any(set(tokenize(m.group(1))) & kept for m in _NONE_HAVE.finditer(_uncontrasted(plain))):
        return False
    for clause in _lower_clauses(reading.text):
        if _ONE_OF_THEM.search(clause) and set(tokenize(clause)) & content \
                and any(_SENSES["both"].search(c) for c in (nt.norm.condition or "", nt.norm.condition_ru or "")):
            # "built only one of the two Outposts" of "both Outposts … have been built"
            return False
    # (and the book's words for the players': "my Avatar died" is the book's "destroyed")
    stems = _as_book(nt, _stems_of(reading.text))
    if _told_of_anothers(nt, reading) or _done_by_it(nt, reading):
        # "My opponent's Avatar was destroyed, but mine is still awake. Can I awaken mine
        # again?": told of another's thing, the condition says nothing of the one asked
        return None
    # (a negator elsewhere in the ask — "into an area that has no Seal" — denies something else)
    if any(all(any(_same_stem(x, y) for y in stems) for x in c) for c in nt.conditions):
        if (now := of_this_game(reading.story)) != reading.story:
            now_said = _stems_of(f"{now} {reading.ask}")
            if not any(all(any(_same_stem(x, y) for y in now_said) for x in c) for c in nt.conditions):
                return None  # ("My Avatar was destroyed last game. In this game it is already awake.")
        return True
    # "the unit has Flying" told of a named unit ("a Pack of Tindalos, which has Flying"): the
    # condition's game term said of the one thing the story names, and the ask naming no other
    # ("My Dark Young has no keywords. My Pack of Tindalos, which has Flying, … Can I summon the
    # Dark Young there?" is not)
    # (or told of the kind itself: «юнит с Subtle», "a unit with Subtle")
    for said in (x for x in (nt.norm.condition, nt.norm.condition_ru) if x):
        c = frozenset(tokenize(said)) - _FUNCTION
        terms = [re.escape(t) for t in _TERM.findall(said)]
        if not (c & _GENERIC_SUBJECT and (c - _GENERIC_SUBJECT) <= stems and terms):
            continue
        of_kind = rf"\b(?:units?|юнит\w*|отряд\w*)\s+(?:с|with|has|have)\s+(?:{'|'.join(terms)})\b"
        if re.search(of_kind, reading.text, re.I):
            return True
        things = _NAMED_THING.findall(reading.text)
        if len(things) <= 1 and not _stems_of(" ".join(_TERM.findall(reading.ask))) \
                - _stems_of(" ".join((*nt.wordings, *things))):
            return True
    return None


def _end_told(nt: NormText, reading: Reading, of: frozenset[str] | None = None) -> bool | None:
    """Whether the question tells the condition's state (glossary ``ended``: Dormant) ended for
    good for the asker's own thing (False: "My Avatar awoke in round 2", "My Avatar is already
    awake", "I awakened my Avatar", «Мой Аватар уже пробуждён»), or denies its end (True: "I
    haven't awakened my Avatar", "My Avatar isn't awake"); None when it tells neither. Only the
    ending word right by "my" thing, the condition's own noun, with nothing but "is", "already"
    and the like between (not "my friend awoke his Avatar", "I nearly woke my Avatar up", "my
    Avatar is still un-awakened"), in a clause of no plan or general case ("to awaken it next
    round", "once it's awake"), nothing later bringing it back ("… then it was destroyed").
    ``of``: the stems the state is said in (the condition's, unless given: an act's)."""
    said_in = nt.condition_stems if of is None else of
    ended = frozenset(st for names, enders in nt.ended if any(n and n <= said_in for n in names) for st in enders)
    if not ended or _ANOTHERS_OWN.search(reading.ask) or _OTHER_PLAYER.search(reading.ask) \
            or _ASKED_OF_NAMED.search(reading.ask):
        return None  # ("My Avatar is awake. … does he resolve his Avatar's Empowered effect?": another's asked)
    noun = said_in - _FUNCTION - _state_ended_stems(nt)
    told = _lower_clauses(f"{of_this_game(reading.story)} {reading.ask}")
    verdict: bool | None = None
    for i, x in enumerate(told):
        if _PLANNED.search(x) or _ANOTHERS_OWN.search(x) or (end := _ended_by_mine(x, noun, ended)) is None:
            continue
        if end == "denied":
            verdict = True if verdict is None else verdict
        elif not any((back := _BROUGHT_BACK.search(y)) and not _denied_before(_stems_of(back.group(0)), y, reach=3)
                     for y in told[i:]):
            return False  # (and "nobody has destroyed it" brings nothing back)
    return verdict


def _state_ended_stems(nt: NormText) -> frozenset[str]:
    """The stems of every state the glossary tells ends (Dormant and its names)."""
    return frozenset(st for names, _ in nt.ended for n in names for st in n)


def _ended_by_mine(clause: str, noun: frozenset[str], ended: frozenset[str]) -> str | None:
    """"told" when an ending word stands right after "my <noun>" ("my avatar is already awake")
    or right before it, after "I" ("i awakened my avatar"), with only the words of _BETWEEN
    between; "denied" when a negator is among them ("my avatar isn't awake", "i never woke my
    avatar"); None otherwise."""
    words = re.findall(r"[\w'’-]+", re.sub(r"n['’]t\b", " not", clause))
    for k, w in enumerate(words[:-1]):
        # ("my Hastur Avatar": one word between)
        if w not in _MY or (at := next((j for j in (k + 1, k + 2) if j < len(words) and set(tokenize(words[j])) & noun),
                                       None)) is None:
            continue
        denied, whose = False, False
        for after in words[at + 1:at + 6]:  # "my avatar is already awake", «мой аватар у шуб-горат уже пробуждён»
            if whose:
                whose = False  # (the faction it is of: "of Hastur", «у Шуб-Горат»)
            elif after in ("of", "у"):
                whose = True
            elif after in _NEGATING:
                denied = True
            elif (bare := _UN.sub("", after)) != after and set(tokenize(bare)) & ended:
                return "told" if denied else "denied"  # ("still un-awakened", «непробуждённый»)
            elif set(tokenize(after)) & ended:
                return "denied" if denied else "told"
            elif after not in _BETWEEN:
                break
        before = words[max(0, k - 5):k]  # "i (have) (never) awakened my avatar"
        if before and set(tokenize(before[-1])) & ended:
            rest = before[:-1]
            while rest and rest[-1] in _BETWEEN | _NEGATING:
                denied = denied or rest[-1] in _NEGATING
                rest = rest[:-1]
            if rest and rest[-1] in ("i", "я"):
                return "denied" if denied else "told"
    return None


_MY = frozenset(["my", "мой", "моя", "моего", "моей", "мою", "моему", "моим"])
_UN = re.compile(r"^(?:un-?|non-?|не-?)")
_NEGATING = frozenset(["not", "never", "не"])
# what may stand between "my Avatar" and its state's end: "is", "has", "already", «уже»
_BETWEEN = frozenset(["is", "was", "has", "had", "have", "been", "already", "now", "just", "also", "still", "got",
                      "уже", "сейчас", "тоже", "ещё", "еще", "был", "была", "давно"])


# another's own thing in the same clause: "his Avatar", "Hastur's", "my opponent", «его Аватар»,
# «Хастур пробудил своего» (not "my Avatar's side", "it's")
_ANOTHERS_OWN = re.compile(r"\b(?:his|her|their|its|его|её|ее|их|сво\w+|opponents?|friends?|соперник\w*|противник\w*)\b|"
                           r"(?<!\bmy\s)(?<!\bMy\s)\b(?-i:[A-Z])\w*['’]s\b", re.I)
# another player named otherwise: "the Hastur player", "everyone else", «остальные»
# (and the pronouns of another one: "he", «он»; "his", «его»: _ANOTHERS_OWN)
_OTHER_PLAYER = re.compile(r"\b(?:players?|others?|everyone|theirs|he|she|him|игрок\w*|друг\w*|остальн\w*|он|она)\b", re.I)
# an ask of someone named: "Can Yog-Sothoth, whose Avatar is dormant, resolve …?", "Does Cthulhu …"
_ASKED_OF_NAMED = re.compile(r"^\W*(?:can|could|does|do|did|is|will|may|should|must|when)\s+"
                             r"(?!(?:I|You|We|My|It|The|A|An|This|That|Its)\b)(?-i:[A-Z])[\w'’-]+", re.I)
# a state's end only planned or weighed: "to awaken it", "next round", "Awakening my Avatar costs 3"
_PLANNED = re.compile(r"\b(?:to|will|would|could|can|going|gonna|plan\w*|next|want\w*|sav\w*|wish\w*|hope\w*|"
                      r"try\w*|cost\w*|need\w*|if|once|when|whenever|nearly|almost|barely|short|"
                      r"хоч\w*|хоте\w*|собира\w*|чтобы|буд\w*|планир\w*|коплю|следующ\w*|если|стоит|когда|"
                      r"как\s+только|почти|чуть)\b", re.I)


def _was_not_but_is(stems: frozenset[str], text: str, ask: str) -> bool:
    """Whether every clause that denies the condition's words denies them only of a time before
    — "wasn't", "didn't", "hadn't" — that ended ("wasn't Evasive until I bought its upgrade") or
    that a later clause of the story says holds now ("I didn't expect Flying to matter here. My
    Byakhee has Flying."; not the ask, which says it of no thing yet)."""
    clauses = _lower_clauses(text)
    asked = ask.lower().replace("ё", "е")
    denying = [i for i, x in enumerate(clauses) if _denied_before(stems, x, reach=3, none_counts=True)]
    for i in denying:
        x = clauses[i]
        if not {w for w in re.findall(r"\w+", re.sub(r"n['’]t\b", "n", x)) if _NEGATORS.fullmatch(w)} <= _PAST_NEGATORS:
            return False  # (a denial of now: "isn't", "not", «не»)
        # (the words the clause denies, in its language: a later clause says them all)
        said = {b for b in stems if any(_same_stem(a, b) for a in _stems_of(x))}
        if not _UNTIL.search(x) and not any(y.strip() and y.strip() not in asked
                                            and all(any(_same_stem(a, b) for a in _stems_of(y)) for b in said)
                                            and not _denied_before(stems, y, reach=3, none_counts=True)
                                            for y in clauses[i + 1:]):
            return False
    return bool(denying)


_PAST_NEGATORS = frozenset(["wasn", "weren", "didn", "hadn"])
_UNTIL = re.compile(r"\buntil\b|\btill\b", re.I)


def _told_of_anothers(nt: NormText, reading: Reading) -> bool:
    """Whether every clause of the story that says all the condition's words says them of
    another's thing, its owner named before them ("My opponent's Avatar was destroyed",
    "Hastur's Avatar got destroyed"; not "My Avatar was destroyed by Bob's Spawn"), and the ask
    is of the asker's own ("Can I awaken mine again?"; not "Can Bob awaken his?")."""
    if _ANOTHERS_ASKED.search(reading.ask) or _ANOTHERS_THING.search(reading.ask) or _MINE_TOO.search(reading.story):
        return False
    thing = frozenset(st for c in (nt.norm.condition, nt.norm.condition_ru) if c for t in _TERM.findall(c)
                      for st in tokenize(t))
    told = False
    for c in nt.conditions:
        if not (content := c - _FUNCTION - _GENERIC_SUBJECT) or not content & thing:
            continue
        for clause in _STORY_CLAUSE.split(reading.story):
            said = [(m.start(), b) for m in re.finditer(r"[\w'’-]+", clause) for a in tokenize(m.group())
                    for b in content if _same_stem(a, b)]
            if {b for _, b in said} != content:
                continue
            # (whose the thing is, said right before it: "Hastur's Avatar"; not "Bob's Star Spawn
            # destroyed my Avatar", nor "Hastur's Avatar and mine")
            at = min(a for a, b in said if b in thing)
            if not _ANOTHERS_THING.search(" ".join(clause[:at].split()[-3:])) \
                    or _OWN.search(_ANOTHERS_OWNER.sub(" ", clause)):
                return False
            told = True
    return told


def _done_by_it(nt: NormText, reading: Reading) -> bool:
    """Whether a condition that something was done to a thing ("the Avatar was destroyed") is
    told only of that thing doing it: "My awake Avatar destroyed Bob's Avatar", «Мой Аватар
    уничтожил Аватара Хастура» — not "My Avatar was destroyed", "Bob destroyed my Avatar"."""
    for c in (nt.norm.condition, nt.norm.condition_ru):
        if not c or (m := _PASSIVE.match(c)) is None:
            continue
        thing, done = frozenset(tokenize(m.group("thing"))), frozenset(tokenize(m.group("done")))
        told = [x for x in _STORY_CLAUSE.split(reading.story)
                if any(_same_stem(a, b) for a in _stems_of(x) for b in done)
                and any(_same_stem(a, b) for a in _stems_of(x) for b in thing)]
        does_it = compiled(rf"\b{re.escape(m.group('thing'))}[\w'’]*\s+{_DOES_IT}", re.I)
        if told and all(does_it.search(x) for x in told):
            return True
    return False


# a condition of something done to a thing: "the Avatar was destroyed", «Аватар был уничтожен»
_PASSIVE = re.compile(r"^(?:the\s+)?(?P<thing>\w+)\s+(?:was|were|is|are|has\s+been|был\w*)\s+(?P<done>\w+)$", re.I)
# the thing doing it, the active verb after it: "My awake Avatar destroyed Bob's …", «Мой Аватар
# уничтожил …» (not "was destroyed", «уничтожили»: done to it)
# (a few words between, none of them "was", "got": «Мой Аватар пробуждён и в прошлом раунде уничтожил …»)
_DOES_IT = (r"(?:(?!(?:was|were|got|get|gets|been|is|are|был\w*)\b)\w+\s+){0,6}?"
            r"(?:destroy(?:ed|s)|killed|уничтожил(?:а|о)?|убил(?:а|о)?)\s+(?!by\b)\w")


# the asker's own thing named: "my Avatar", «мой Аватар» (not "my opponent's": another's)
_OWN = re.compile(r"\b(?:my|mine|our|ours|I|мо[йяеи]\w*|наш\w*|я)\b", re.I)
_ANOTHERS_OWNER = re.compile(r"\b(?:my|our)\s+[\w-]+['’]s\b", re.I)
# the asker's own said to be so too, in few words: "None of Bob's units have Subtle; mine does."
# ("Bob's Avatar was destroyed, as was mine", "… and so was mine")
_MINE_TOO = re.compile(r"\b(?:mine|ours|my\s+[\w'’-]+)\s+(?:does|do|did|has|have|had|is|was|too|as\s+well)\s*(?:too\s*)?(?:[.;,!?]|$)|"
                       r"\b(?:as|so)\s+(?:was|were|did|is|has)\s+(?:mine|ours)\b", re.I)


# a kind of thing a condition's game term is said of, right after it: "a Flying unit"
_KIND_AFTER_TERM = r"(?:units?|figures?|Characters?|creatures?)\b"
# the words a condition says a thing has a quality with: "the unit has Flying", "is Evasive"
_HAVING = frozenset(tokenize("has have is are with"))


# the ask's thing named right after its modal ("Can a Flying unit …"), or after its asker's verb
# ("can I summon my Subtle unit …"), a lead clause before it
_ASKED_THING = (r"^(?:[^,?]*,\s*)?(?:so\s+)?(?:can|could|may|does|do|will|is)\s+(?:(?:i|we|you)\s+\w+\s+)?"
                r"(?:an?|my|the|our|your|this|that)\s+{term}\s+" + _KIND_AFTER_TERM)


def _ask_names_it_so(nt: NormText, reading_ask: str) -> bool:
    """Whether the ask's own thing — its subject, or what its asker's verb is done to — is
    named by the condition's game term ("Can a Flying unit move …?", "can I summon my Subtle
    unit …?"; not "my non-Flying unit … beside my Flying unit", "Can my Beastmen, which isn't a
    Subtle unit, …?"), the condition being of that term alone."""
    for said in (x for x in (nt.norm.condition, nt.norm.condition_ru) if x):
        c = _stems_of(said) - _FUNCTION
        terms = _TERM.findall(said)
        if len(terms) == 1 and c & _GENERIC_SUBJECT and not c - _GENERIC_SUBJECT - _stems_of(terms[0]) - _HAVING \
                and compiled(_ASKED_THING.format(term=re.escape(terms[0])), re.I).search(reading_ask):
            return True
    return False


# one thing set apart from "none of my units have …": "except my Nightgaunt", ", though my
# newly summoned Byakhee does", "other than the Byakhee" (not after "Flying or Subtle": which
# of the two the one set apart has, the words do not say)
_SET_APART = re.compile(r"^\s*,?\s*(?:except|other\s+than|apart\s+from|save\s+for|but|though|although)\s+(?:for\s+)?"
                        r"(?P<thing>[^,.;:!?]*)", re.I)


def _set_apart_asked(after: str, ask: str) -> bool:
    """Whether the words right after "none of my … have X" set a named thing apart ("except my
    Nightgaunt") and the ask names that thing."""
    if (m := _SET_APART.match(after)) is None:
        return False
    names = _TERM.findall(m.group("thing"))
    return bool(names) and any(_stems_of(n) <= _stems_of(ask) for n in names)


# a condition that compares one player's count with every other player's: "you have more Seals
# on the board than any other player", «у вас на поле больше печатей, чем у любого другого игрока»
_MORE_THAN_ANY = re.compile(r"\bmore\s+(?P<what>[\w\s]+?)\s+(?:on\s+the\s+board\s+|in\s+play\s+)?than\s+any\s+other\s+player|"
                            r"\bбольше\s+(?P<what_ru>[\w\s]+?),?\s+чем\s+у\s+любого\s+другого", re.I)


_GAIN_ASKED_OF_NAMED = re.compile(r"^\s*(?:so\s+)?(?:does|do|will|would|can|could)\s+(?:the\s+)?(?-i:([A-Z][\w-]+))(?:['’]s)?"
                           r"(?:\s+player)?\s+(?:still\s+|also\s+)?(?:get|gain|receive|score)\b", re.I)


def _more_than_any_other(nt: NormText, reading: Reading) -> bool | None:
    """A comparative condition ("more Seals than any other player") computed from each player's
    count the story tells ("I've got 5 Seals, Hastur has 4 and Yog has 3"): False when another
    player has as many or more; True only when every other player's count is told (as many as
    the players told, or at least two of them when no number of players is); else None."""
    said = [m for c in (nt.norm.condition, nt.norm.condition_ru) if c and (m := _MORE_THAN_ANY.search(c))]
    if not said:
        return None
    thing = frozenset(st for m in said for st in tokenize(m.group("what") or m.group("what_ru") or "")) - _FUNCTION
    counts = counts_per_player(reading.text, thing)
    # (asked of another player by name, "Does the Hastur player get the bonus?": that one's count)
    whose = _GAIN_ASKED_OF_NAMED.search(reading.ask)
    mine = counts.pop(whose.group(1), None) if whose is not None else counts.pop("me", None)
    if mine is None or not counts:
        return None
    if any(theirs >= mine for theirs in counts.values()):
        return False
    # (how many play, as the reading counts them: "3-player game", "three of us")
    players = next((n.value for n in reading.numbers if n.counts(PEOPLE)), None)
    if players is None:
        return True if len(counts) >= 2 else None
    return True if len(counts) == players - 1 else None


# a thing the story names with an article: "a Pack of Tindalos", "my Dark Young"
_NAMED_THING = re.compile(r"\b(?:a|an|my|his|her|their|our)\s+[A-Z][\w'’-]*(?:\s+(?:of\s+)?[A-Z][\w'’-]*)*")


# a thing denied to be a plain one of its kind: "Evasive, not a normal unit" (what it is not)
_NOT_A_PLAIN = re.compile(DENIED_PLAIN + r"\s+\w+", re.I)


# the subject a condition names by its kind, which a question names by a member
_GENERIC_SUBJECT = frozenset(tokenize("unit units figure Character creature отряд отряда фигура персонаж существо"))


def _of_its_kind(nt: NormText, reading: Reading) -> bool:
    """Whether the question names the kind the act is of ("a Character is Wounded"), or one
    of the glossary's members of it ("the Seer"), when the act begins with such a kind."""
    head = set(tokenize(" ".join(re.findall(r"\w+", nt.norm.act)[:2])))
    said = _stems_of(reading.text)
    for names, members in nt.kinds.values():
        if names & head:
            # (by stem: «Детектива» and the glossary's «детектив» are cut differently)
            return any(_same_stem(n, st) for n in names for st in said) \
                or any(_says_all(m, said) for m in members)
    return True


# "a card with red value 0 may be stopped …" says nothing of a card whose value is not told
def _threshold_untold(nt: NormText, reading: Reading) -> str | None:
    """Why no verdict: the act's threshold ("with red value 0") when the question gives no number of it."""
    for an in nt.act_numbers:
        if an.value not in nt.thresholds:
            continue
        unit = _unit(an)
        unit |= _glossed(nt, unit)
        if unit and not any(n.counts(unit) for n in reading.numbers):
            return "the question does not say " + f"{' '.join(an.before)} {an.value}".strip()
    return None


_NOT_STATE = re.compile(r"\b(?:не|not|isn't|is not|no longer|больше не)\s+(?:(?:yet|ещё|еще|уже)\s+)?(?P<state>[A-Z][\w'’-]+)"
                        r"(?=\s+(?:и|and|,|so|поэтому|так что)\b|,)")


# what may follow a value told as it stands ("she's at 6 now"), not a count of something else
_NOW_WORDS = frozenset(tokenize("now left still currently then already"))
# the words around any ask's own step ("Can I build the Acropolis now?": "build"), besides a
# value's moment words
_AROUND_ASK = _NOW_WORDS | frozenset(tokenize("yet anyway also just even here there this that it them "
                                              "сейчас теперь ещё уже тоже так это его её их"))


@lru_cache(maxsize=256)
def _denied_state(word: str, stem: bool = False) -> re.Pattern[str]:
    """A state denied of someone: "she isn't Insane", "he is not yet Wounded", "no longer Insane",
    «не безумна» (``stem``: the word's stem, any ending). Not "is not only Insane", nor "Isn't the
    Insane Seer …?", where the state holds."""
    return compiled(rf"(?:\bis\s+not|\bisn['’]t|\bare\s+not|\baren['’]t|\bno\s+longer|\bне)\s+"
                    rf"(?:(?:yet|currently|really|ещё|еще|уже)\s+)?{re.escape(word)}" + (r"\w*" if stem else r"\b"), re.I)


@lru_cache(maxsize=64)
def _affirmed_state(word: str) -> re.Pattern[str]:
    """A state said of someone, not denied: "she's Sane", "he is still Healthy", "a Sane Seer"
    (not "isn't Sane anymore", "dropped below Sane")."""
    return re.compile(rf"(?:\bis|['’]s|\bare|\bremains|\bstays)\s+(?:still\s+)?{re.escape(word)}\b|"
                      rf"\b(?:a|an|the|my|his|her|our|your|their)\s+(?:still\s+)?{re.escape(word)}\s+(?-i:[A-Z])", re.I)


@lru_cache(maxsize=64)
def _affirmed_state_ru(name: str) -> re.Pattern[str]:
    """A state said of someone by its Russian name, in any ending and not denied: «вменяемая»,
    «в здравом уме» (not «не в своём уме»)."""
    words = [re.escape(w) if len(w) <= 3 else re.escape(w[:-2]) + r"\w*" for w in name.split()]
    return compiled(r"(?<![\w-])(?<!\bне\s)" + r"\s+".join(words) + r"(?!\w)", re.I)


# a state told as what was ("раньше была в здравом уме, а теперь …"): not what is
_WAS_RU = re.compile(r"\b(?:был[аио]?|раньше|прежде|сначала|до\s+этого)\s+(?:\w+\s+){0,2}$", re.I)


def _said_now_ru(name: str, text: str) -> bool:
    """Whether the text says the state by its Russian name as what is now, not what was."""
    return any(not _WAS_RU.search(text[max(0, m.start() - 40):m.start()]) for m in _affirmed_state_ru(name).finditer(text))


# a case of a noun an act names: "a Conflict upgrade costs …", "each Influence marker" (not
# a subject and its verb, "a Character loses 1 Sanity": a noun takes no object)
_CASE_IN_ACT = re.compile(r"\b(?:[Aa]n?|[Tt]he|[Ee]ach|[Ee]very|[Pp]er|[Yy]our|\d+)\s+([A-Z][\w'’-]+)\s+([a-z]{3,})\b"
                          r"(?!\s+(?:\d|an?\b|the\b|their\b|its\b|his\b|her\b|your\b|one\b))")


# a state an only-if norm defines: "a Character is Insane", "a Character is Wounded"
_STATE_DEFINED = re.compile(r"\b(?:is|are)\s+([A-Z][\w'’-]+)\s*$")
_CONTRASTED_WITH = re.compile(r"\b(?:but|while|whereas|unlike|но|а|зато)\b", re.I)
# a participle or adjective qualifying what an act is done to: "an exhausted unit", "a dormant Avatar"
_ATTRIBUTE = re.compile(r"\b(?:an?|the|one|each|every|your|their|its)\s+([a-z]+(?:ed|ant|ent))\s+(?=[A-Za-z])")


# "play a card such as Elder Sign" is not what happens when "I don't have an Elder Sign"
# (it rules the norm out)
def _said_absent(nt: NormText, reading: Reading) -> str | None:
    """Why no verdict: a game term the act names ("Elder Sign") that the question says is absent: "I don't
    have an Elder Sign", "without an Elder Sign", "no Seal or ward there", "isn't Warded",
    "нет Знака" — by stem, so "no Seal" denies "Sealed". An act naming terms joined by "or"
    ("into a Warded or Sealed area") is ruled out only when every one of them is denied."""
    # told in the story or an ask's leading clause ("Without an Elder Sign, can I …?"); in
    # the ask's own proposition ("So we get no Progress Points at all?") it is what is asked
    lead = LEAD_CLAUSE.match(reading.ask) or LEAD_CLAUSE_RU.match(reading.ask)
    # … or a clause of the ask that describes what it names ("into an enemy area that has no
    # Seal or Ward", "with no Seal", «карту, которая не кооперативная»)
    described = " ".join(m.group(0) for m in _DESCRIBED.finditer(reading.ask))
    # … or a state the ask denies of its subject beside what it asks ("она ещё не Insane и
    # не обязана применять Divination?": a Seer who is not Insane)
    state = {st for m in _NOT_STATE.finditer(reading.ask) for st in tokenize(m.group("state"))}
    state |= {st for m in _NON_TERM.finditer(reading.ask) for st in tokenize(m.group(1))}
    # (what a relative clause denies of the ask's own thing is its state too: "an Enemy that
    # isn't Stunned" is no "Stunned Enemy", "a Region that isn't adjacent" no "adjacent Region")
    of_it = _denied_stems(described)
    state |= of_it
    # (not in a sentence that contrasts it with someone else's: "Sasha's Avatar isn't dormant,
    # but mine is"; «была не безумна, но теперь …»)
    uncontrasted = _uncontrasted(reading.story)
    # … or what the ask grants past ("Does she lose 1 Sanity, even though it isn't Cooperative?",
    # «…, хотя карта не Кооперативная?»)
    conceded = " ".join(m.group(0) for m in _CONCEDED.finditer(reading.ask))
    by_name = _denied_by_name(nt, " ".join([uncontrasted, lead.group(0) if lead else "", described, conceded]))
    told = _denied_stems(" ".join([reading.story, lead.group(0) if lead else "", described, conceded])) | state | by_name
    if not told:
        return None
    # ("out of Combat, a Character losing all Sanity loses the game" is of Combat's absence)
    own = _denied_stems(nt.norm.act) | {st for m in _OUT_OF.finditer(nt.norm.act) for st in tokenize(m.group(1))}
    terms = [t for t in _TERM.findall(nt.norm.act)
             # the act about its absence itself: "counts as defending even without a Defense icon"
             if (stems := set(tokenize(t)) - _FUNCTION) and not stems <= own]
    # (and a word that qualifies the act's object, "move an exhausted unit": "my units
    # aren't exhausted" denies it)
    plain = _denied_stems(f"{uncontrasted} {conceded}") | by_name | of_it
    attributes = {m.group(1) for m in _ATTRIBUTE.finditer(nt.norm.act) if not set(tokenize(m.group(1))) <= own}
    denied = {t for t in terms if set(tokenize(t)) - _FUNCTION <= told}
    denied |= {t for t in attributes if set(tokenize(t)) - _FUNCTION <= plain}
    terms += sorted(attributes)
    # (a state denied is the first word of a term: "не Insane" denies "the Insane Seer")
    denied |= {t for t in terms if (first := set(tokenize(t.split()[0])) - _FUNCTION) and first <= state}
    for t in terms:
        if t not in denied:
            continue
        group = next((g for g in _alternatives(nt.norm.act) if t in g), {t})
        if group <= denied:  # a Warded area is still Warded when it has no Seal
            return f"the question says there is no {t}"
    return None


_OUT_OF = re.compile(r"\b(?:out\s+of|outside(?:\s+of)?|вне)\s+(?:an?\s+|the\s+)?([\w-]+)", re.I)


def _number_denied(n: Number, text: str) -> bool:
    """Whether a story says a count is not this number: "we don't have 9 Progress Points",
    "not 9", "у нас не 9" (an ask's "1 Sanity, not 3?" contrasts what it asks with another)."""
    return compiled(rf"(?:\b(?:not|no|нет|не)|n['’]t(?:\s+(?:have|got))?)\s+(?:(?:got|have|yet|even|quite|ещё|еще)\s+)?"
                     rf"{re.escape(n.text)}\b", re.I).search(text) is not None


@lru_cache(maxsize=4096)
def _alternative_terms(act: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """Each game term an act joins as an alternative, with its content stems ("Sealed" → seal),
    read once per act for the two guards that look for where a question names them."""
    return tuple((t, frozenset(tokenize(t)) - _FUNCTION) for group in _alternatives(act) for t in group)


@lru_cache(maxsize=4096)
def _alternatives(act: str) -> tuple[frozenset[str], ...]:
    """The game terms an act joins as alternatives: "a Warded or Sealed area" → {Warded, Sealed}
    (read once per act: _case_of_no_such_thing asks it of every prohibition tried on every question)."""
    return tuple(frozenset(_TERM.findall(m.group(0))) for m in _ALTERNATIVES.finditer(act))


@lru_cache(maxsize=4096)
def _denied_stems(text: str) -> frozenset[str]:
    """The stems of what a text says is absent: the words right after a denial, through a
    list joined by "or", "and", "nor" ("no Seal or ward there" → seal, ward)."""
    out: set[str] = set()
    for m in _DENIED.finditer(text):
        out |= set(tokenize(m.group(1))) - _FUNCTION
    for m in _NON_TERM.finditer(text):
        out |= set(tokenize(m.group(1))) - _FUNCTION
    return frozenset(out) | _denied_in_brackets(text)


@lru_cache(maxsize=1024)
def _denied_in_brackets(text: str) -> frozenset[str]:
    """The stems of all a denial in brackets says: "(not from another source)", «(не Cooperative)»."""
    return frozenset(st for m in BRACKETED_DENIAL.finditer(text) for st in tokenize(m.group(1))) - _FUNCTION


@lru_cache(maxsize=1024)
def _uncontrasted(story: str) -> str:
    """The story's sentences that set nothing against another ("Sasha's Avatar isn't dormant,
    but mine is"). Cached: every norm tried on a question reads the same story."""
    return " ".join(x for x in sentences(story) if not _CONTRASTED_WITH.search(_NOT_BUT.sub(" ", x)))


# one thing said what it is not and what it is instead: "not exhausted but standing", «не
# истощён, а стоит» — no other set against it (unlike "isn't dormant, but mine is")
_NOT_BUT = re.compile(r"\b(?:not|isn['’]t|aren['’]t|не)\s+[\w'’-]+(?:\s+[\w'’-]+)?\s*,?\s+(?:but|а|но)\s+(?:rather\s+)?"
                      r"[\w'’-]+(?=\s*(?:[,.;:!?)]|\band\b|\bи\b|$))", re.I)


def _a_member(nt: NormText, term: frozenset[str]) -> bool:
    """Whether a game term of the act is the name of one of a kind the glossary lists ("Detective")."""
    return any(term == m for _, members in nt.kinds.values() for m in members)


def _glossed(nt: NormText, stems: Collection[str]) -> set[str]:
    """The stems of the glossary's names (in the question's other language) for the given stems."""
    return {st for u in stems for st in nt.glossed.get(u, ())}


def _denied_by_name(nt: NormText, text: str) -> frozenset[str]:
    """The act's stems a Russian text denies by the glossary's name of the word: «Карта не
    кооперативная» is a card that is not Cooperative (by a name of five letters or more, not
    one as short as «ран», which «раны» share)."""
    if not nt.glossed or not (said := _qualities_denied_ru(text)):
        return frozenset()
    return frozenset(stem for stem, names in nt.glossed.items()
                     if any(len(name) >= 5 and _same_stem(st, name) for st in said for name in names))


@lru_cache(maxsize=1024)
def _qualities_denied_ru(text: str) -> frozenset[str]:
    """The stems of the qualities a Russian text denies («не кооперативная»), not in a question
    it asks («Разве эта карта не кооперативная? …»). Cached: read once per question."""
    told = _QUESTION_SENTENCE.sub(" ", text)
    return frozenset(st for m in _NOT_QUALITY_RU.finditer(told) for st in tokenize(m.group(1)))


_QUESTION_SENTENCE = re.compile(r"[^.!?]*\?")
# a quality denied in Russian: «не кооперативная», «ещё не безумна» — by an adjective's ending,
# not a verb's («не теряет»: what does not happen is not what a thing is)
_NOT_QUALITY_RU = re.compile(r"\bне\s+(?:(?:ещё|еще|уже)\s+)?([а-яё]+(?:ый|ий|ой|ая|яя|ое|ее|ые|ие|ого|его|ую|юю|на|ен|но|ны))\b",
                             re.I)


# a term denied by a prefix: "a non-Cooperative card", «не-Cooperative карту» — a kind of
# thing, wherever it is said (in the ask too: "Does a non-Cooperative card cost Sanity?" asks
# of a card that is not Cooperative)
_NON_TERM = re.compile(r"\b(?:non|не)-(\w+)", re.I)


@lru_cache(maxsize=8192)
def _senses(text: str) -> frozenset[str]:
    """Which narrowing senses a text has ("again" → repeating, "только" → only). Cached:
    every norm tried on a question reads the same story."""
    return frozenset(name for name, pattern in _SENSES.items() if pattern.search(text))


# a section of the book that is a phase of the round ("Plotting Phase", «Фаза влияния»; not
# "Game Phases", which holds them)
_PHASE_TITLE = re.compile(r"(?P<name>.+?)\s+phase|фаза\s+(?P<name_ru>.+)", re.I)
# a phase a question names, and the words beside it that say which: "in the Eldritch Scheme
# phase", "the phase of Influence", «в фазе влияния», «фаза Plotting»
_PHASE_SAID = re.compile(r"(?P<before>(?:[\w'’-]+\s+){0,2}?[\w'’-]+)\s+phase\b|\bphase\s+of\s+(?P<after>(?:the\s+)?[\w'’-]+"
                         r"(?:\s+[\w'’-]+)?)|\bфаз[аеуыо]\w*\s+(?P<after_ru>[\w'’-]+(?:\s+[\w'’-]+)?)", re.I)
# an ask that goes on past the step the story tells: its phase may be another
_LATER_STEP = re.compile(r"\b(?:when|whenever|then|later|after|afterwards|once|resolv\w*|reveal\w*|next\s+phase|"
                         r"когда|потом|затем|после|позже|раскр\w*|разыгр\w*|следующ\w*\s+фаз\w*)\b", re.I)


def _phase_names(title: str, glossary: Glossary | None) -> list[frozenset[str]]:
    """A phase's names as stems: its name ("Eldritch Scheme"), the name's last word alone (players
    say "the Scheme phase"), and the glossary's other-language names for either."""
    m = _PHASE_TITLE.fullmatch(title)
    name = (m.group("name") or m.group("name_ru")) if m else title
    words = name.split()
    alternatives = [name] + ([words[-1]] if len(words) > 1 else [])
    if glossary is not None:
        by_term = {t.lower(): names for t, names in glossary.terms.items()}
        alternatives += [n for a in list(alternatives) for n in by_term.get(a.lower(), [])]
    return [st for a in alternatives if (st := frozenset(tokenize(a)))]


# "the non-active player": a side said with "non-"
_NON = re.compile(r"\bnon[-\s]?\w+", re.I)


# "я активный игрок … я применяю свои первым?" asked of "the inactive player applies
# first": the act is of the other side than the question's
def _of_the_other_side(nt: NormText, reading: Reading) -> str | None:
    """The act's side and the question's, when the act names one side of a word a negative
    prefix turns around ("неактивный", "inactive") and the question only the other side
    (an act that speaks of both, or whose condition is computed from a number the question
    gives — "Insane" at Sanity 5 or below — is not one side)."""
    if nt.numeric_condition is not None:
        return None
    said = _stems_of(reading.text)
    # (every side said with "non-" needs the letters: a question without them skips those searches)
    non_asked, non_told = "non" in reading.ask.lower(), "non" in reading.text.lower()
    for w in _lower_words(nt.wordings) if non_asked else ():
        # "Does Sam, the non-active player, apply his first?" asked of "the active player applies
        # first": the ask names the other side with "non-", and this side only there
        nons = list(compiled(rf"\bnon[-\s]?{re.escape(w)}\b", re.I).finditer(reading.ask))
        if len(w) >= 4 and nons and not compiled(rf"\b{re.escape(w)}\b", re.I).search(_NON.sub(" ", reading.ask)):
            return f"the act is of {w}; the question of non-{w}"
        # (or names both, the non- one first, as the one who acts: "Does the non-active player
        # apply all of theirs before the active player applies any?")
        first = compiled(rf"\b(non[-\s]?)?{re.escape(w)}\b", re.I).search(reading.ask)
        if len(w) >= 4 and first is not None and first.group(1) and _FIRST_OR_BEFORE.search(reading.ask):
            return f"the act is of {w}; the question of non-{w} first"
    # (a game term, "the Insane Seer", is one side by its own condition, which the norm reads)
    for w in _lower_words(nt.wordings):
        for prefix in _NEGATIVE_PREFIXES:
            # the act's word with the prefix, the question's without it; or the other way round
            # ("im-" only of the act's plain word: "a possible part" is not the question's
            # "impossible" one, while "says may or is impossible" holds of a possible effect that says may)
            base = w[len(prefix):] if w.startswith(prefix) and prefix != "im" else ""
            if non_told and compiled(rf"\bnon[-\s]?{re.escape(base or w)}", re.I).search(reading.text):
                continue  # "Sam, the non-active player": the prefixed side, said another way
            if base and compiled(rf"(?:\bnot|n['’]t|\bnever|\bwithout)\s+(?:\w+\s+)?{re.escape(base[:3])}\w*",
                                 re.I).search(reading.text):
                continue  # "I didn't use all my Defense", "without revealing it": the unused side, said with a denial
            for other in (base, prefix + w if len(w) >= 4 else ""):
                if len(other) < 4 or len(base or w) < 4:
                    continue
                other_stems = _stems_of(other)
                if other_stems and other_stems <= said and not other_stems <= nt.act_stems \
                        and not _stems_of(w) & said:
                    return f"the act is of {w}; the question of {other}"
    return None


_FIRST = re.compile(r"\bfirst\b|\bпервым\b|\bсначала\b|\bвначале\b", re.I)
# (second in order, not "cast a second spell": nothing counted after it)
_GOES_SECOND = re.compile(r"\b(?:goes|go|acts?|applies|apply|resolves?|casts?|activates?)\s+(?:\w+\s+){0,3}?(?:second|last)"
                          r"(?=\s*(?:[,.;?!]|$|\s+(?:in|after|before|then|of|among)\b))|"
                          r"\b(?:вторым|последним)\b", re.I)
_FIRST_OR_BEFORE = re.compile(r"\bfirst\b|\bbefore\b|\bahead\s+of\b", re.I)
# (after a person: "after I apply mine", "после меня" — not "after the modifiers")
# ("after her +2", "after Anya's card": a possessive names a thing of hers, not her)
_AFTER_ANOTHER = re.compile(r"\bafter\s+(?:I|me|you|he|she|him|[A-Z][a-z]+(?!['’]s\b)|"
                            r"her(?=\s*(?:[,.;:?!)]|$)|\s+(?:and|or|but|then|has|had|does|did|is|was|goes|go|"
                            r"applies|apply|uses|use|plays|play)\b))\b|"
                            r"\bпосле\s+(?:меня|него|неё|нее|тебя|них|[А-ЯЁ][а-яё]+)\b")
# before the one the act says goes first: "Do I get to cast spells before the Invader?" of "the
# Invader always casts spells first"
_BEFORE_NAMED = re.compile(r"\b(?:before|ahead\s+of)\s+(?:the\s+)?([A-Z][\w'’-]+)|\b(?:раньше|перед|прежде)\s+([А-ЯЁ]\w+)")


def _first_asked_after(nt: NormText, reading: Reading) -> str | None:
    # "Does Sam, the non-active player, apply his after I apply mine?" asked of "the inactive
    # player applies first": the ask places its subject after the other, which an act of who
    # goes first answers only by the order it does not state of the ask's words
    if any(_FIRST.search(w) for w in nt.wordings) and not _FIRST.search(reading.ask) and (
            _AFTER_ANOTHER.search(reading.ask)
            # (or says it goes second: «неактивный игрок применяет эффекты вторым?»)
            or _GOES_SECOND.search(reading.ask)
            # (an act that says only who is first, not "Dagon activates before Hydra")
            or _FIRST.search(nt.norm.act) and not _RELATIVE_ORDER.search(nt.norm.act)
            and any(set(tokenize(m.group(1) or m.group(2))) <= nt.act_stems for m in _BEFORE_NAMED.finditer(reading.ask))):
        return "the act says who goes first; the ask places its subject after or before another"
    return None


# how much of a thing: part of it, or all of it
_PARTLY = re.compile(r"\b(?:partial\w*|in\s+part|part\s+of|частичн\w*|частично)\b", re.I)
_WHOLLY = re.compile(r"\b(?:fully|entirely|in\s+full|wholly|полностью|целиком)\b", re.I)


def _opposite_extent(nt: NormText, reading: Reading) -> str | None:
    # "эффект предотвращения можно использовать только полностью?" asked of "use a prevention
    # effect partially only if …": the act is of the other extent than the ask's
    act = " ".join(w for w in (nt.norm.act, nt.norm.act_ru) if w)
    for said, other in ((_WHOLLY, _PARTLY), (_PARTLY, _WHOLLY)):
        if said.search(reading.ask) and not other.search(reading.ask) and other.search(act) and not said.search(act):
            return "the act is of the other extent than the ask (partly, fully)"
    return None


# "rounds 2, 4 and 6", "раундах 1, 3 и 5": the rounds an act is of; "round 3", "3rd round", "раунд 3"
_ROUNDS_LISTED = re.compile(r"\b(?:rounds?|раунд\w*)\s+(\d+(?:\s*(?:,|and|or|и|или)\s*\d+)+)", re.I)
_PART_BREAK = re.compile(r"[,;]|\s(?:and|but|и|а|но)\s")
_NOW = re.compile(r"\b(?:now|starting|starts|start of|this round|is beginning|сейчас|теперь|начинается|начало|"
                  r"в начале|этот раунд|этом раунде)\b", re.I)
# a round the ask compares the current one with, not the one it is in: "as in the first
# round", "like they did in round 2", "unlike in round 1", «как в первом раунде» (not yet «как во
# втором раунде»: asked of round 3's Health, the act of Enhance from round 3 would answer — the
# act of Health in rounds 2, 4 and 6 has too many words of its own for the ask to cover)
_AS_IN_ROUND = re.compile(r"\b(?:as|like|unlike)\s+(?:(?:we|they|it|he|she)\s+did\s+)?(?:in|on|during|at)\s+(?:the\s+)?"
                          r"(?:\w+\s+round|round\s+\d+)|\blike\s+(?:the\s+)?(?:\w+\s+round|round\s+\d+)|"
                          r"\bкак\s+(?:и\s+)?(?:в|на)\s+\w+(?:-?\w+)?\s+раунд\w*", re.I)


# "at the start of rounds 2, 4 and 6 Great Old One cards regain all their Health" asked as
# "round 3 is starting": the act is of other rounds
_EACH = re.compile(r"\b(?:each|every|кажд\w*)\b", re.I)


@lru_cache(maxsize=256)
def _round_now(text: str) -> int | None:
    """The round the question is in: the one told as now or starting, else the last told (by
    clause: "We just survived round three and it's now the start of round four" is in round 4;
    and after a round told, «… начинается четвёртый» is the round starting). Once per question:
    every norm tried asks."""
    told: list[tuple[int, bool]] = []
    for sentence in sentences(text):
        for part in _PART_BREAK.split(_AS_IN_ROUND.sub(" ", sentence)):
            now = bool(_NOW.search(part))
            r = round_told(part)
            if r is None and told and now:
                r = next((n for w in re.findall(r"\w+", part) if (n := ordinal(w)) is not None), None)
            if r is not None:
                told.append((r, now))
    return next((r for r, now in reversed(told) if now), told[-1][0]) if told else None


def _rounds_as_ordinals(text: str) -> frozenset[str]:
    """The stems of the ordinal of the round the question is in ("It's round 1" → first)."""
    word = ordinal_word(now) if (now := _round_now(text)) is not None else None
    return frozenset(tokenize(word)) if word is not None else frozenset()


def _other_rounds(nt: NormText, reading: Reading) -> str | None:
    """The act's rounds and a round the question tells, when the act lists the rounds it is
    of and the question tells a round that is not one of them."""
    listed = _ROUNDS_LISTED.search(nt.norm.act)
    if listed is None or (current := _round_now(reading.text)) is None:
        return None
    rounds = {int(x) for x in re.findall(r"\d+", listed.group(1))}
    return f"{_OTHER_ROUNDS}{listed.group(1)}; the question tells round {current}" if current not in rounds else None


# "your own (allied) Seal": the thing an act says is one's own
_OWN_THING = re.compile(r"\b(?:your|their|his|her|my) own\s+(?:\(\w+\)\s+|\w+\s+)?([A-Za-z]\w+?)s?\b", re.I)


@lru_cache(maxsize=256)
def _owners_of(thing: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Another player's ("Hastur's Seal", "his Seal", "an enemy Seal") and one's own ("my
    Seal") ``thing``, compiled once per thing (every norm tried on every question asks)."""
    # ("breaks his own seal": the doer's own, as the act's "your own" is)
    return (re.compile(rf"\b(?:[A-Z]\w+['’]s|(?:his|her|their)(?!\s+own\b)|enemy|opponent['’]s)\s+(?:\w+\s+)?"
                       rf"{re.escape(thing)}s?\b", re.I),
            re.compile(rf"\b(?:my|our|(?:my|our|his|her|their|your) own)\s+(?:\w+\s+)?{re.escape(thing)}s?\b", re.I))


# "gain VP for breaking your own (allied) Seal" asked of "one of Hastur's Seals": the act
# is of one's own thing, the question of another's
def _anothers_thing(nt: NormText, reading: Reading) -> str | None:
    """The thing the act says is one's own, named, when the question says it is another player's
    ("Hastur's Seal", "his Seal", "an enemy Seal") and never one's own."""
    for w in nt.wordings:
        if re.search("[а-яё]", w, re.I):
            continue
        for m in _OWN_THING.finditer(w):
            if _OTHER_DOER.search(w[:m.start()]) and not m.group(0).lower().startswith(("your", "my")):
                # "another Great Old One sacrifices their own Cultists": the own of the other
                # player who does it — "Is Leon allowed to sacrifice his Cultist to help me?"
                # says the same
                continue
            others, mine = _owners_of(m.group(1))
            if others.search(reading.text) and not mine.search(reading.text):
                return f"the act is of one's own {m.group(1)}; the question of another's"
    return None


# the doer an act names as another player: "another Great Old One", "a different Great Old One"
_OTHER_DOER = re.compile(r"\b(?:another|a\s+different|other)\b", re.I)


# an ask of which of two comes first ("resolve before", "activates first", "ходит первым"),
# and an act that orders things
_ORDER_ASKED = re.compile(r"\b(?:resolves?|resolved|appl(?:y|ies)|activates?|happens?|goes|go|comes?|acts?|triggers?|done|"
                          r"срабатыва\w*|применя\w*|активиру\w*|ход\w*|действу\w*)\s+(?:\w+\s+)?"
                          r"(?:before|after|first|earlier|later|ahead of|раньше|прежде|перед|после|позже|первы\w*)\b",
                          re.I)
_ORDERS = re.compile(r"\b(?:before|after|first|earlier|later|then|ahead of|precede\w*|follow\w*|order|top\s+to\s+bottom|"
                     r"one\s+by\s+one|сверху\s+вниз|раньше|прежде|"
                     r"перед|после|позже|сначала|перв\w+|затем|потом|очеред\w*|порядк\w*)\b", re.I)
# "X before Y", "Y after X", "Дагон раньше Гидры": which of two named things comes first
_BEFORE_WORDS = re.compile(r"\b(?:before|ahead of|earlier than|раньше|прежде|перед)\b", re.I)
_AFTER_WORDS = re.compile(r"\b(?:after|later than|позже|после)\b", re.I)
_NAMED = re.compile(r"\b[A-ZА-ЯЁ][\w'’-]+")
# an order told as a sequence, first one then the other: "first … then …", "сначала …, (а уже) потом …"
# ("attack first and lose Health afterwards" too)
_SEQUENCE_TOLD = re.compile(r"\b(?:first|сначала|вначале)\b.*\b(?:then|after that|afterwards?|потом|затем|после этого)\b",
                            re.I | re.S)
# a place told empty: "its center slot is still empty", "an empty slot", "центр пуст"
_EMPTY = re.compile(r"\b(?P<place>\w+(?:\s+\w+)?)\s+(?:is|are|was|were|stays|remains)\s+(?:still\s+)?empty\b|"
                    r"\bempty\s+(?P<place2>\w+(?:\s+\w+)?)|\b(?P<place3>\w+(?:\s+\w+)?)\s+(?:ещё\s+|еще\s+)?пуст\w*", re.I)
# an act of something already in a place: "onto your own allied marker in a center slot"
_ALREADY_THERE = re.compile(r"\b(?:onto|on top|already|under|beneath|поверх|уже)\b", re.I)
# two things related by an order: "prevention applies before the modifiers", "до модификаторов"
_RELATIVE_ORDER = re.compile(r"\b(?:before|after|earlier than|later than|до|после|раньше|прежде|перед|позже)\b", re.I)
# a role a player holds in a turn or a conflict, which the story gives to someone by name
_TURN_ROLE = re.compile(r"\b(?:in)?active\s+player|\b(?:не)?активн\w*\s+игрок\w*", re.I)
_TURN_ROLE_SAID = re.compile(r"\b(?:in)?active\b|\b(?:не)?активн\w*", re.I)
_ROLE = re.compile(r"\b(?:(?:in)?active(?: player)?|defender|attacker|invader|leader|"
                   r"(?:не)?активн(?:ый|ого|ому|ым|ом|ая|ой|ую|ые|ых)(?: игрок\w*)?|защитник\w*|"
                   r"нападающ\w*|захватчик\w*|лидер\w*)\b", re.I)


def _either_side(text: str) -> tuple[bool, frozenset[str], frozenset[str]] | None:
    """(whether the word is "before", the stems of the named thing before it, of the one
    after it) when the text puts one named thing before or after another: "Dagon always
    activates before Hydra"."""
    around = _names_around(text)
    return None if around is None else (around[0], _stems_of(around[1][-1]), _stems_of(around[2][0]))


def _names_around(text: str) -> tuple[bool, list[str], list[str]] | None:
    """(whether the word is "before", the names before it, the names after it) for the first of
    "before" and "after" with a name on each side."""
    for words, is_before in ((_BEFORE_WORDS, True), (_AFTER_WORDS, False)):
        m = words.search(text)
        if m is None:
            continue
        before = [n for n in _NAMED.findall(text[:m.start()]) if _stems_of(n)]
        after = [n for n in _NAMED.findall(text[m.end():]) if _stems_of(n)]
        if before and after:
            return is_before, before, after
    return None


_ORDER_WORD = re.compile(r"\b(?:first|before|earlier|первым\w*|первой|раньше|прежде|до)\b", re.I)


def _roles_in_order(text: str) -> list[bool] | None:
    """The turn roles a text names (True: the inactive one, «неактивный» too), the one that goes
    first put first — a text saying "after" or "later" names the later one first — or None when
    it says no order."""
    roles = [_inactive(m.group(0)) for m in _TURN_ROLE_SAID.finditer(text)]
    if not roles or not (_ORDER_WORD.search(text) or _AFTER_WORDS.search(text)):
        return None
    if _AFTER_WORDS.search(text) and not _ORDER_WORD.search(text):
        roles = [not roles[0], *roles[1:]] if len(set(roles)) == 1 else roles[::-1]
    return roles


_GOES_FIRST = re.compile(r"\b(?i:do|does|did|is|are|will|should)\s+(?i:the\s+)?([A-Z][\w'’-]+)\s+"
                         r"(?i:always\s+|still\s+)?(?i:act|go|play|move|resolve|activate|attack)s?\s+(?i:first)\b")


# "Гидра активируется раньше Дагона?" asked of "Dagon always activates before Hydra": the
# same two, ordered the other way — that act's words answer the other question, and a norm
# of the order asked may answer this one (it rules the norm out)
def _reversed_order(nt: NormText, reading: Reading) -> str | None:
    """Why no verdict, when the ask puts two named things on either side of the same word ("before")
    as the act, swapped. (With the other word — "lose Health before the Attack" asked of
    "after the Attack" — it is a moment the act is on the other side of: its own guard.)"""
    roles = _roles_in_order(reading.ask)
    if roles is not None and len(set(roles)) == 2:
        # "Применяет ли неактивный игрок свои эффекты раньше активного?" of "the active player
        # applies first" (is not): the ask's first role is the act's other one ("Does the active
        # player apply after the inactive?": the inactive one is its first)
        for w in nt.wordings:
            if (said_roles := _roles_in_order(w)) is not None and said_roles[0] != roles[0]:
                return "the question has first the role the act puts second"
    asked = _either_side(reading.ask)
    if asked is None and (first := _GOES_FIRST.search(reading.ask)) is not None:
        # "Do Enemies act first?" of "the Characters act before the Enemies": the one said to
        # go first is the act's second
        who = _stems_of(first.group(1))
        for w in nt.wordings:
            said = _either_side(w)
            if said is not None and who and (who & said[2] if said[0] else who & said[1]) \
                    and not (who & (said[1] if said[0] else said[2])):
                return "the question has first the one the act puts second"
        return None
    if asked is None:
        return _sides_swapped(nt, reading.ask)
    # the other word, the two in place ("Elite-враг раньше Companions?" of "the Elite Enemy
    # activates after the Companions"), every name on each side — where the moment's own guard
    # does not read both ("loses Health after the Attack" asked "before the Attack?": No)
    moments = _moment(nt.norm.act)[0] is not None and _moment(reading.ask)[0] is not None
    in_ask = None if moments else _named_sides(reading.ask)
    for w in nt.wordings:
        said = _either_side(w)
        if said is not None and said[0] == asked[0] and (said[1], said[2]) == (asked[2], asked[1]) and said[1] != said[2]:
            return "the question orders the two the other way round from the act"
        named = _named_sides(w) if in_ask is not None else None
        if named is not None and in_ask is not None and named[0] != in_ask[0] and named[1] & in_ask[1] \
                and named[2] & in_ask[2] and not named[1] & in_ask[2] and not named[2] & in_ask[1]:
            return "the question orders the two the other way round from the act"
    return _sides_swapped(nt, reading.ask)


def _order_fixed(nt: NormText, reading: Reading) -> str | None:
    """Why the act answers an ask of whether two things may come in any order: one of its
    wordings (in the ask's language) puts one of the two things the ask names before the other
    — most of the words of each said ("Can we play our cards in any order?" names the cards, not
    "the Energy a card costs" gained before one is played)."""
    if not _ANY_ORDER.search(reading.ask):
        return None
    asked = _stems_of(_ANY_ORDER.sub(" ", reading.ask)) - _FUNCTION - _ORDERING
    for w in nt.wordings:
        if language(w) == reading.lang and (said := _earlier_later(w)) is not None:
            first, then = (x - _ORDERING for x in said[:2])
            if first and then and 2 * len(first & asked) >= len(first) and 2 * len(then & asked) >= len(then):
                return "the act puts one of the two the question names before the other"
    return None


def _named_sides(text: str) -> tuple[bool, frozenset[str], frozenset[str]] | None:
    """Like ``_either_side``, with the stems of every name on each side of the word."""
    if (around := _names_around(text)) is None:
        return None
    before = frozenset().union(*map(_stems_of, around[1]))
    after = frozenset().union(*map(_stems_of, around[2]))
    return around[0], before - after, after - before


def _earlier_later(text: str) -> tuple[set[str], set[str], bool] | None:
    """The content stems of what a text puts first and of what it puts second around its one
    word of relative order ("A before B", "B after A", "A, then B"), the words on both sides
    left out, and whether that word is "after". ("до 3" is a number reached, not a moment.)"""
    text = _SIGNED.sub(_MODIFIER_WORDS, text)
    sides = [m for m in _RELATIVE_ORDER.finditer(text) if not re.match(r"до\s+\d", m.group(0) + text[m.end():], re.I)]
    if not sides:
        sides = list(_THEN.finditer(text))
    if len(sides) != 1:
        return None
    earlier, later = _around(text, sides[0])
    if not earlier or not later:
        return None
    return earlier, later, bool(_AFTER_WORDS.fullmatch(sides[0].group(0)))


def _around(text: str, side: re.Match[str]) -> tuple[set[str], set[str]]:
    """The content stems of what ``text`` puts first and second around its word of order
    ``side`` ("A before B", "B after A"), the words on both sides left out (they tell nothing
    apart)."""
    left, right = set(tokenize(text[:side.start()])) - _FUNCTION, set(tokenize(text[side.end():])) - _FUNCTION
    left, right = left - right, right - left
    return (right, left) if _AFTER_WORDS.fullmatch(side.group(0)) else (left, right)


# "Does the start-of-turn effect resolve first?": the one asked to go first, in words
_FIRST_IN_WORDS = re.compile(r"^\s*(?:does|do|is|are|will|would)\s+(?P<who>.+?)\s+(?:always\s+|still\s+)?"
                             r"(?:resolve|apply|applie|go|act|activate|trigger|happen|come|take effect)s?\s+first\b", re.I)


def _sides_swapped(nt: NormText, ask: str) -> str | None:
    # "is the Upkeep on Class Cards done before the start-of-round effects are applied?" of
    # "start-of-round effects apply before Class card Upkeep": what the ask puts first is
    # what the act puts second, named in words rather than names
    # (with the same word only: "loses X Health after the Attack" asked "before the Attack?" is a
    # moment the act is on the other side of, which its own guard answers)
    asked = _earlier_later(ask)
    if asked is None and (first := _FIRST_IN_WORDS.match(ask)) is not None:
        # the one asked to go first is what the act puts second ("start-of-round effects apply
        # before start-of-turn effects")
        # (every wording that orders them agreeing: "resolve X first and Y after, when …" reads
        # no order around its "after")
        who = set(tokenize(first.group("who"))) - _FUNCTION
        orders = [said for w in nt.wordings if language(w) == language(ask) and (said := _earlier_later(w)) is not None]
        if any(who & said[1] and not who & said[0] for said in orders) \
                and not any(who & said[0] and not who & said[1] for said in orders):
            return "the question has first the one the act puts second"
        return None
    if asked is None:
        return None
    for w in nt.wordings:
        if language(w) != language(ask) or (said := _earlier_later(w)) is None or said[2] != asked[2]:
            continue
        # (the doing said on one side only, "start-of-round effects apply before …", names neither)
        ask_first, ask_then, said_first, said_then = (x - _ORDERING for x in (*asked[:2], *said[:2]))
        if ask_first & said_then and ask_then & said_first and not ask_first & said_first and not ask_then & said_then:
            return "the question orders the two the other way round from the act"
    return None


# a game term of a kind: "a Standard game", "a Dormant unit" (a capitalised word just
# before the word it qualifies, after "a", "each": a kind, not one named thing — "the Ghast count")
_QUALIFIED = re.compile(r"\b(?:[Aa]n?|[Ee]ach|[Ee]very|[Pp]er)\s+([A-Z][\w'’-]+|\d+-[a-z]+)\s+([A-Za-z][a-z]{2,})\b")


# "Is the round cap 8 rounds for a Long game?" asked of "play rounds in a Standard game":
# a case the book may not have, not the act's
def _a_sibling_case(nt: NormText, reading: Reading) -> str | None:
    """The act's case and the ask's, when the ask qualifies a word the act qualifies too, by
    another capitalised word the act never says: "a Long game" asked of "a Standard game"."""
    act = " ".join(nt.wordings)
    # (a word the stop list drops qualifies nothing: "an Enemy with", "the Detective also")
    # (the act's kind may be a count, "a 3-player game"; the ask's is a name, "a Medium Game")
    acts = {m.group(2).lower(): f"{m.group(1)} {m.group(2)}" for m in _QUALIFIED.finditer(act) if _stems_of(m.group(2))}
    # (or, a game by its kind, told in the story: "We're playing a Medium game. Is it 5 rounds
    # max?" — another thing the story names, "plays a Skill card", is no case the ask is in)
    for m in _QUALIFIED.finditer(reading.text):
        qualifier, word = m.group(1), m.group(2).lower()
        if m.start() < reading.ask_at and word != "game":
            continue
        if qualifier[0].isupper() and word in acts and qualifier.lower() not in act.lower():
            return f"the act is of the {acts[word]}; the question of the {qualifier} {word}"
    return None


# a capitalised qualifier before a word, after a determiner or a count ("3 Influence
# upgrades", "my next Influence upgrade")
_CASE_TOLD = re.compile(r"\b(?:[Aa]n?|[Tt]he|[Mm]y|[Yy]our|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir|[Ii]ts|next|another|\d+|one|two|three|"
                             r"four|five)\s+([A-Z][\w'’-]+)\s+([a-z]{3,})\b")


@lru_cache(maxsize=2048)
def _lower_words(wordings: tuple[str, ...]) -> frozenset[str]:
    """The words of an act's wordings that are not capitalised, once per norm."""
    return frozenset(w.lower() for text in wordings for w in re.findall(r"\w+", text) if not w[0].isupper())


# done for someone: "play that card for her", "for the Seer as well", «для Провидицы» — not
# "for her turn", "for the Seer's Relic", "for himself"
_FOR_WHOM = re.compile(r"\b(?:for|on\s+behalf\s+of)\s+(?:(?:the|my|our|his|their)\s+)?(?P<who>\w+)\b(?!['’]s\b)"
                       r"(?=\s*(?:[,.;:)!?]|$|\s+(?:as\s+well|too|also|and|instead|again|while|so|but|with|in|during|"
                       r"before|after|this|that|now|right)\b))|\bдля\s+(?P<who_ru>\w+)", re.I)
_OTHER_PERSON = frozenset({"him", "her", "them", "него", "неё", "нее", "них"})
_ANOTHER_STEMS = frozenset(tokenize("another другой другого"))
_SAME = frozenset(tokenize("same"))  # («тот же» is stop words to the tokenizer)


def _for_another(kinds: Mapping[str, tuple[frozenset[str], tuple[frozenset[str], ...]]], text: str) -> frozenset[str]:
    """The book's "another <kind>" (another Character), when the question says an act is done
    for one of the kind's members or a him / her: a rule "cannot be played for another
    Character" speaks of "he plays that card for her instead"."""
    out: set[str] = set()
    for m in _FOR_WHOM.finditer(text):
        word = m.group("who") or m.group("who_ru")
        who = frozenset(tokenize(word))
        for names, members in kinds.values():
            if members and (word.lower() in _OTHER_PERSON or any(mem <= who for mem in members)):
                out |= names | _ANOTHER_STEMS
                # the one it is done for, named again elsewhere ("… for the Seer. Does the Seer
                # pay the 2 Energy?"), is the book's "Character receiving" it
                rest = text[:m.start()] + " " + text[m.end():]
                if any(mem <= who and mem <= _stems_of(rest) for mem in members):
                    out |= _RECEIVING
    # (in the question's own language: the book's words in the other one are not what it says)
    return _in_its_language(out, text)


def _in_its_language(stems: Collection[str], text: str) -> frozenset[str]:
    """The stems in the text's own language (Latin stems for an English text)."""
    latin = language(text) == "en"
    return frozenset(st for st in stems if bool(re.match(r"[a-z0-9]", st)) == latin)


_ANOTHER_OF_KIND = re.compile(r"\b(?:another|other|others)\b", re.I)


def _own_case_denied(exception: NormText, rule: NormText, reading: Reading) -> bool:
    """Whether the question denies the words that set an exception's act apart from the rule it
    excepts ("its not a cooperative card" of "a Cooperative card played for another …")."""
    own = _stems_of(_act(exception.norm, reading.lang)) - _stems_of(_act(rule.norm, reading.lang)) - _FUNCTION
    # ("not only Cooperative but also a Defense card" says it is)
    return bool(own) and _denied_before(frozenset(own), _NOT_ONLY.sub(" ", reading.text.lower()))


_NOT_ONLY = re.compile(r"\b(?:not\s+(?:only|just|merely)|не\s+только)\b", re.I)


def _kinds_of_members(kinds: Mapping[str, tuple[frozenset[str], tuple[frozenset[str], ...]]],
                      reading: Reading) -> frozenset[str]:
    """The book's word for the kind of the member the question asks of ("the Rabid Beast" is an
    Enemy): an act said of the kind speaks of its members. The kind of a member the ask names,
    even in part ("does the beast count as Wounded?"); else of the members the story names, when
    all are of one kind ("The Seer attacks the Rabid Beast. Is the Seer Wounded?" asks of a
    Character). In the question's own language."""
    asked = _stems_of(reading.ask)
    of_ask = [names for names, members in kinds.values()
              if any(mem and (mem <= asked or any(len(st) > 3 and st in asked for st in mem)) for mem in members)]
    told = _stems_of(reading.text)
    of_text = [names for names, members in kinds.values() if any(mem and mem <= told for mem in members)]
    chosen = of_ask or (of_text if len(of_text) == 1 else [])
    return _in_its_language({st for names in chosen for st in names}, reading.text)


@lru_cache(maxsize=16384)
def _stems_of(text: str) -> frozenset[str]:
    """A word's or a question's stems, once per text: every norm tried on a question reads
    the same question's stems."""
    return frozenset(tokenize(text))


@lru_cache(maxsize=8192)
def _not_yet(value: str, ask: str) -> Literal["below", "above"] | None:
    """Which side of a count the ask puts the moment it asks of, when it asks of a time before
    the count is reached: "before 9 Progress Points", "until we have 9", "before round 3",
    «пока у меня нет 3 знаков», «раньше 3-го раунда» (below it); "before her Sanity drops to 5",
    "until their Health falls to 5" (above it). Not «до 9», which is as often "up to 9"."""
    for m in compiled(_NOT_YET_BEFORE + rf"(?P<between>(?:[^\W\d_]+[\s,]+){{0,5}}?)(?:the\s+)?{re.escape(value)}"
                      r"(?:st|nd|rd|th|-?[а-я]{1,3})?\b", re.I).finditer(ask):
        between = m.group("between")
        if _NOT_YET_OTHER.search(between):
            continue  # "before it stops being 3", "until after round 3": not the count reached
        if _LASTS_UNTIL.search(ask[:m.start()]):
            continue  # "do we play until someone has 3 VP?": how long something lasts, not a time before it
        return "above" if _DROPS.search(between) else "below"
    return None


def _of_unit(numbers: Sequence[Number], unit: frozenset[str], text: str) -> list[Number]:
    """The numbers that count ``unit`` — or the one number there is, when ``text`` names the unit
    before it ("The Seer's Sanity is above 5", "prior to his Health dropping to 5")."""
    return [n for n in numbers if n.counts(unit)] or ([*numbers] if len(numbers) == 1 and unit & _stems_of(text) else [])


def _side_meets(values: Collection[int], n: int, side: Literal["below", "above"]) -> bool | None:
    """Whether every count on one side of ``n`` is among ``values`` (True), none is (False), or
    some are (None)."""
    ahead = range(n + 1, 1001) if side == "above" else range(0, n)
    met = sum(v in values for v in ahead)
    return True if met == len(ahead) else False if not met else None


@lru_cache(maxsize=8192)
def _beyond(value: str, text: str) -> Literal["below", "above"] | None:
    """Which side of a number a text puts a count on, said by a comparison word right before it:
    "above 5", "more than 5", «выше 5» (above); "below 6", "under 6", «ниже 6» (below)."""
    if compiled(rf"\b(?:above|over|more\s+than|greater\s+than|higher\s+than|выше|больше|более)\s+{re.escape(value)}\b",
                re.I).search(text):
        return "above"
    if compiled(rf"\b(?:below|under|less\s+than|fewer\s+than|lower\s+than|ниже|меньше|менее)\s+{re.escape(value)}\b",
                re.I).search(text):
        return "below"
    return None


_NOT_YET_BEFORE = (r"(?:\b(?:before|until|till|prior\s+to)\s+|\bпока\s+(?:\w+\s+){0,2}?(?:не|нет)\s+|"
                   r"\b(?:прежде|раньше),?\s+(?:чем\s+)?|\bдо\s+того,?\s+как\s+)")
_NOT_YET_OTHER = re.compile(r"\b(?:not|no|after|past|over|beyond|more|less|fewer|stops?|не|после|больше|меньше)\b|n['’]t\b",
                            re.I)
_DROPS = re.compile(r"\b(?:drops?|dropped|dropping|falls?|fell|falling|(?:goes|went|gets|got|is|comes)\s+down|"
                    r"decreas\w*|reduced|reducing|lowered|sinks?|упад\w*|упал\w*|опуст\w*|снизит\w*|снизил\w*|"
                    r"уменьш\w*)\b", re.I)
# a verb of lasting right before "until": "we play until someone has 3 VP", «играем, пока у кого-то не будет 3»
_LASTS_UNTIL = re.compile(rf"(?:{_GOES_ON.pattern}|\b(?:play|plays|playing|keep\s+\w+|continu\w*|last|lasts|wait|играем|"
                          r"играют|длит\w*)\b),?\s*$", re.I)


@lru_cache(maxsize=4096)
def _ends_clause(act: str, number_text: str) -> bool:
    """Whether an act's number ends its clause ("from round 3, Cthulhu's …"; not "rounds 2, 4 and
    6"). Read once per act and number: every question tried on the norm asks it."""
    return compiled(rf"\b{re.escape(number_text)}\s*(?:[,;:](?!\s*\d)|$)").search(act) is not None


@lru_cache(maxsize=4096)
def _onward(act: str, number_text: str) -> bool:
    """Whether an act holds from its number on: "from round 3", "after 3 rounds" (once per act and number)."""
    return compiled(rf"\b(?:from|after|после|начиная\s+с)\s+(?:\w+\s+)?{re.escape(number_text)}\b", re.I).search(act) is not None


def _thresholds(act: str) -> frozenset[int]:
    return frozenset(int(m.group(1)) for m in _THRESHOLD.finditer(act))


@lru_cache(maxsize=8192)
def _unconditioned(ask: str) -> str:
    """The ask without its "if"/"unless" clauses (the whole ask if that is all it is)."""
    return bare if (bare := _IF_CLAUSE.sub(" ", ask)).strip(" ?") else ask


_IF_CLAUSE = re.compile(r"\b(?:if|unless|если)\b[^,;?]*", re.I)


@lru_cache(maxsize=8192)
def _moment(text: str) -> tuple[str | None, frozenset[str]]:
    """The one side of a moment a text speaks of ("after its extra effects", "during the
    conflict"), if only one, with the content stems of the words that name the moment."""
    found = list(re.finditer(r"\w+", text))
    words = [m.group(0).lower() for m in found]

    def named(i: int) -> bool:
        # a side word capitalised as a name is no moment ("an Influence upgrade's Before
        # effect", "Before effects of Influence upgrades resolve …"); one opening a sentence is
        starts = i == 0 or re.search(r"[.!?:;]\s*$", text[:found[i].start()]) is not None
        return found[i].group(0)[0].isupper() and (not starts or words[i + 1:i + 2] in (["effect"], ["effects"]))

    at = [i for i, w in enumerate(words) if w in _SIDE and not named(i)]
    if len({words[i] for i in at}) != 1:
        return None, frozenset()
    i = at[0] + 1
    if words[i:i + 2] == ["того", "как"]:
        i += 2  # "после того, как наложены все модификаторы": the moment is what follows "как"
    return _SIDE[words[at[0]]], frozenset(tokenize(" ".join(words[i:i + 4]))) - _FUNCTION


def _needs(norm: Norm, lang: str) -> list[dict]:
    out = []
    for n in norm.needs:
        q = n.question_ru if lang == "ru" and n.question_ru else n.question
        out.append({"slot": n.slot, "question": q})
    if not out and norm.quantity:
        q = (f"Сколько ({norm.quantity_ru or norm.quantity})?" if lang == "ru"
             else f"How many {norm.quantity}{' ' + norm.scope if norm.scope else ''}?")
        out.append({"slot": _slot(norm.quantity), "question": q})
    return out


def _slot(words: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", words.lower()).strip("_") or "number"


def _coverage(act: frozenset[str], stems: set[str]) -> float:
    own = set(act) - _FUNCTION
    if not own:
        return 0.0
    return len(own & stems) / len(own)


__all__ = ["Decision", "Norms", "apply"]


# (last: every guard is defined above)
def _in_anothers_place(nt: NormText, reading: Reading) -> str | None:
    """An act of one of the terms the glossary says stand in one another's place, asked of
    another ("When I play a card for another Character, does the recipient lose 1 Health?" of
    "… loses 1 Sanity"; "does spending 1 Follower give me 3 Power?" of "spend 1 Lore to gain
    3 Power"): it says nothing of the one asked (another norm may)."""
    if not nt.contrasts:
        return None
    # (with the book's terms for the players' words: "Fewer Upgrade options" is an Increase
    # Difficulty modifier, not one of those "in a game with decreased difficulty")
    asked = _as_book(nt, _stems_of(reading.ask))
    told = asked | _as_book(nt, _stems_of(of_this_game(reading.story)))
    act = _stems_of(nt.norm.act) | _stems_of(nt.norm.act_ru or "")
    for terms in nt.contrasts:
        said = [t for t in terms if t & asked]
        # (an ask that names none of them asks of the one the story names: "Health Детектива
        # упал до 0 … Доигрываем раунд до конца?" is not of "0 Sanity at the end of a round")
        said = said or [t for t in terms if t & told]
        done = [t for t in terms if t & act]
        if len(said) == 1 and done and said[0] not in done and not any(t & asked for t in done):
            return "the act is of " + "/".join(sorted(next(iter(t)) for t in done)) + "; the question of " \
                + next(iter(sorted(said[0])))
        # (where to: "moves to the Rearguard" asked "does it move back to the Vanguard?")
        to_act = [t for t in terms if t & _places_to(nt.norm.act)]
        to_ask = [t for t in terms if t & _places_to(reading.ask)]
        if len(to_act) == 1 and len(to_ask) == 1 and to_act != to_ask:
            return f"the act is of going to {next(iter(sorted(to_act[0])))}; the question of {next(iter(sorted(to_ask[0])))}"
    return None


def _as_book(nt: NormText, stems: frozenset[str]) -> frozenset[str]:
    """The stems, with those of the book's terms for the players' words among them."""
    return stems | book_stems_said(nt.said_as_book, stems)


# a game term of two or more capitalised words, as the ask names it: "the Round Effects card"
_TERM_SAID = re.compile(r"\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)+\b")


def _term_taken_apart(nt: NormText, reading: Reading, terms: frozenset[frozenset[str]]) -> str | None:
    """The book's term of several words (``terms``, each as its stems) that the ask names, when
    the act has its words only apart."""
    kept: list[list[str]] | None = None
    for m in _TERM_SAID.finditer(reading.ask):
        said = set(tokenize(m.group(0)))
        for term in terms:
            if not term <= said or not term <= nt.act_stems:
                continue
            # (its words in a row, as the term's are kept: without the function words, "one" of
            # "Great Old One"; the act's wordings read once)
            kept = kept or [[st for st in tokenize(w) if st not in _FUNCTION] for w in nt.wordings]
            n = len(term)
            # (in either order: the book says "Synergy Relic" and "Relic of Synergy")
            if not any(term == set(w[i:i + n]) for w in kept for i in range(len(w) - n + 1)):
                return f"the act has the words of '{m.group(0)}' apart; the question names it"
    return None


def _another_ordinal(nt: NormText, reading: Reading) -> str | None:
    # "Can I cast a third spell after my second one?" asked of "cast a second spell" (only if the
    # first has resolved): the act is of the second of a thing, the ask of another of them only
    # (the limit of spells answers)
    for n in nt.act_numbers:
        if not n.repeats or n.text.lower() in TIMES or not n.after:
            continue
        asked = {m.value for m in reading.numbers if m.in_ask and m.repeats and m.after[:1] == n.after[:1]}
        if asked and n.value not in asked:
            return f"the act is of the {n.text} {n.after[0]}; the question of another"
    return None


def _repeat_untold(nt: NormText, reading: Reading) -> str | None:
    # "I summoned one unit during this Conjuration. Can I also build a Structure in the same
    # Conjuration?" asked of "cannot build a second Structure in the same Conjuration": the act
    # is of a second one, and the question tells no first (no count of the thing, no "another",
    # "again" or "already")
    # ("again", "already", "twice": not the sense "repeating", which "the same Conjuration" has)
    if _ALREADY.search(reading.text) or _ANOTHER_ONE.search(reading.text) or _AGAIN_ASKED.search(reading.text):
        return None
    for n in nt.act_numbers:
        if not n.repeats or n.value < 2 or n.text.lower() in TIMES or not n.after:
            continue
        if not any(m.after[:1] == n.after[:1] or m.repeats for m in reading.numbers):
            return f"the act is of the {n.text} {n.after[0]}; the question tells no {n.after[0]} before it"
    return None


_AGAIN_ASKED = re.compile(r"\b(?:again|once more|one more|twice|ещё\s+раз|еще\s+раз|снова|опять|дважды)\b", re.I)


def _in_the_next_one(nt: NormText, reading: Reading) -> str | None:
    # "Можно ли снова её использовать в следующем бою?" asked of "cannot accumulate Charges on a
    # used Relic before the next Combat Encounter": the act is of the time before the next one,
    # the ask of the next one itself
    # (of the same thing: "in the next round" is still before the next Combat Encounter; or
    # after one the story says was the previous: "I used it in the previous Combat Encounter")
    until = {st for w in (nt.norm.act, nt.norm.act_ru) if w for m in _BEFORE_NEXT.finditer(w)
             for st in tokenize(m.group(1) or m.group(2))}
    asked = {st for m in _IN_NEXT.finditer(reading.ask) for st in tokenize(m.group(1) or m.group(2))}
    units = until | _glossed(nt, until)
    if until and (asked & units or _earlier_told(units, reading.story)) and not _BEFORE_NEXT.search(reading.ask):
        return "the act is of the time before the next one; the question of the next one itself"
    return None


_BEFORE_NEXT = re.compile(r"\b(?:before|until|till)\s+(?:the\s+)?next\s+(\w+)|\bдо\s+следующ\w*\s+(\w+)", re.I)
_IN_NEXT = re.compile(r"\b(?:in|during|at|for)\s+(?:the\s+)?next\s+(\w+)|\b(?:в|на)\s+следующ\w*\s+(\w+)", re.I)


def _in_another_of_its_scope(nt: NormText, reading: Reading) -> str | None:
    # "I spent a Follower in the first combat step. This is the second combat step, not the same
    # combat step. Can I spend a Lore now?", "… In the next combat step can I spend an Ancient
    # Sign?" asked of "cannot spend a Follower and also a Lore in the same combat step": the act
    # is of two things in one of its scope, the question of another one of it
    # (or of one thing twice: "move the same Rift twice" asked "Can I move a different Rift?")
    if nt.norm.modality not in ("cannot", "is_not") or (m := _THE_SAME.search(nt.norm.act)) is None:
        return None
    scope = "|".join(re.escape(x) for x in ([f"{m.group(1)} {m.group(2)}"] if m.group(2) else []) + [m.group(1)])
    # (not an ask of both acts in that other one: "Can I spend a Follower and a Lore in the next
    # combat step?"; nor "Bob thinks it's not the same combat step, but it is")
    own = _stems_of(" ".join(_TERM.findall(nt.norm.act[:m.start()]))) - _FUNCTION
    if own and own <= _stems_of(reading.ask):
        return None
    if compiled(rf"\bnot\s+(?:in\s+)?the\s+same\s+(?:{scope})s?\b", re.I).search(_uncontrasted(reading.text)) \
            or compiled(rf"\b(?:next|a\s+different|different|other|following)\s+(?:{scope})s?\b", re.I).search(reading.ask):
        return f"the act is of the same {m.group(1)}; the question of another"
    return None


# an act of one of a thing: "… in the same combat step", "move the same Rift twice"
_THE_SAME = re.compile(r"\bthe\s+same\s+([\w-]+)(?:\s+([\w-]+))?", re.I)


def _again_after_another_game(nt: NormText, reading: Reading) -> str | None:
    # "Yesterday I used the same Scheme in round 1. Tonight, in the new game, can I pick it
    # again?" asked of "cannot use the same Scheme twice in one game": the act is of one game,
    # and what the ask would repeat was done in another
    if _ONE_GAME.search(" ".join(w for w in (nt.norm.act, nt.norm.act_ru, nt.norm.scope) if w)) \
            and "repeating" in _senses(reading.ask) and (now := of_this_game(reading.story)) != reading.story \
            and "repeating" not in _senses(now):
        return "the act is of one game; what the question repeats was done in another"
    return None


_ONE_GAME = re.compile(r"\b(?:in\s+(?:one|a|the\s+same|this)\s+game|per\s+game|за\s+(?:одну\s+)?парти\w*|"
                       r"в\s+(?:одной|этой)\s+парти\w*)\b", re.I)


def _a_new_one_asked(nt: NormText, reading: Reading) -> str | None:
    # "Does he still get the new Weakness token?" asked of "Weakness lasts for several Attacks":
    # the act is of one already there lasting, the question of another one given
    if _LASTING.search(nt.norm.act) and _NEW_ONE.search(reading.ask):
        return "the act is of what lasts; the question asks of a new one"
    return None


_LASTING = re.compile(r"\b(?:lasts?|stays?|remains?|persists?)\b", re.I)
_NEW_ONE = re.compile(r"\b(?:new|another|one\s+more)\b|\b(?:нов(?:ый|ую|ое|ые|ого)|ещ[её]\s+одн\w*)", re.I)


_TO_PLACE = re.compile(r"\b(?:to|into|onto)\s+(?:the\s+)?([\w'’-]+)|\b(?:в|во|на)\s+([\w-]+)", re.I)


def _places_to(text: str) -> frozenset[str]:
    return frozenset(st for m in _TO_PLACE.finditer(text) for st in tokenize(m.group(1) or m.group(2)))


# an act whose doer is another party than the asker: "the enemy gains 1 Ancient Sign when you
# break their Seal"; and an ask of the asker's own gain or loss: "do I gain …?"
_OTHER_GAINS = (r"\b(?:enemy|enemies|opponents?|other players?|противник\w*|враг\w*|соперник\w*)\s+(?:\w+\s+)?"
                r"(?:gains?|loses?|gets?|receives?|takes?|draws?|pays?|получа\w*|теря\w*|плат\w*)\b")
_OTHERS_DO = re.compile(r"^\s*(?:(?:the|an|that|each|every|your)\s+)?" + _OTHER_GAINS, re.I)
_OTHER_ASKED = re.compile(_OTHER_GAINS, re.I)
# (or stated, as a claim confirmed: "my friend says I gain an ancient sign when I break his seal")
_I_DO = re.compile(r"^\s*(?:(?:so|and|but|then|now|also),?\s+)?(?:when\b[^,]*,\s*)?(?:if\b[^,]*,\s*)?"
                   r"(?:(?:do|does|did|can|could|will|would|should|must|am)\s+(?:i|we)\b|"
                   r"(?:i|we)\s+(?:still\s+|also\s+)?(?:gain|lose|get|receive|take|draw|pay)\b)", re.I)
# … or of the one who does the deed, named by it: "Does the player who breaks an enemy Seal gain …?"
# (its "an enemy Seal" names whom the deed is done to, not who gains)
_DOER_ASKED = re.compile(r"^\s*(?:do|does|did|can|could|will|would|should)\s+(?:the\s+(?:player|one)\s+(?:who|that)|whoever)\b",
                         re.I)


# an ask of another party's gain: "Does the Cthulhu player get anything out of it?", "does he
# score a VP?", «соперник получает …?»
_ANOTHER_PARTY = r"(?:the\s+[\w-]+\s+player|he|she|they|(?:my|the|his|her)\s+(?:opponent|enemy|friend|buddy|other player))"
_ANOTHER_GAINS_ASKED = re.compile(
    r"^\s*(?:(?:so|and|but|then|now|also),?\s+)?(?:(?:do|does|did|will|would|should|can|could)\s+" + _ANOTHER_PARTY +
    r"\s+(?:still\s+|also\s+)?(?:gain|get|receive|score)\b|"
    # (or told, to be confirmed: "he doesnt get anything out of it, right?")
    + _ANOTHER_PARTY + r"\s+(?:(?:still|also|then|just|never|doesn't|does\s+not|won't|will\s+not|didn't|did\s+not)\s+)*"
    r"(?:gain|get|receive|score)s?\b)|"
    r"\b(?:соперник|противник|враг|он|она)\s+(?:\w+\s+)?получа\w*", re.I)
# a deed the asker does, told before the ask's own question: "When I break an enemy Seal, …"
_WHEN_I_DO = re.compile(r"^\s*(?:when|if|after|once|если|когда)\s+(?:i|we|я|мы)\s+[^,?]+,\s*", re.I)
_GAIN_ACT = re.compile(r"^\s*(?:gain|get|receive|score|получ\w*)\b", re.I)


# an act of the last (or all) of some kind, and a story that tells some of them remain: "the
# Combat ends at once when the last Enemy is defeated" asked "we killed an enemy but 2 are still
# alive. the combat ends, right?"
# (the last one falling, or all of them defeated — not "all Creatures discard …", an act of
# every one in play)
_LAST_OR_ALL = re.compile(r"\bthe\s+last\s+(?:\w+\s+)?(?:enem\w+|creatures?|units?|figures?)\b|"
                          r"\ball\s+(?:the\s+)?(?:enem\w+|creatures?)\s+(?:are\s+|were\s+|have\s+been\s+)?"
                          r"(?:defeated|dead|killed)\b|"
                          r"\bпоследн\w+\s+(?:\w+\s+)?враг\w*|\bвсе\s+враги\s+(?:\w+\s+)?(?:побежден\w*|повержен\w*|убит\w*)",
                          re.I)
# (of enemies, or of no noun: "2 are still alive" — not "2 cards left", "1 health left")
_SOME_REMAIN = re.compile(r"\b(?:\d+|one|two|three|four|five|some|others?|the rest)\s+"
                          r"(?:(?:of\s+them|enem\w+|creatures?|monsters?|cultists?|minions?)\s+)?(?:are\s+|is\s+)?"
                          r"(?:still\s+)?(?:alive|standing)\b|"
                          r"\b(?:\d+|one|two|three|four|five|some|others?)\s+(?:enem\w+|creatures?|monsters?)\s+(?:are\s+|is\s+)?"
                          r"(?:still\s+)?(?:left|remaining|remains?)\b|\bstill\s+(?:alive|standing)\b|"
                          # ("Enemies are still in play", "enemies remain": some, uncounted)
                          r"\b(?:enem\w+|creatures?|monsters?)\s+(?:(?:are|is)\s+still\s+in\s+play|still\s+in\s+play|remains?)\b|"
                          r"\b(?:ещё|еще|всё ещё|все еще)\s+жив\w*|\bостал\w*\s+(?:\d+|один|одна|два|две|три)\s+враг\w*", re.I)


def _some_remain(nt: NormText, reading: Reading) -> str | None:
    """An act that holds when the last (or all) of a kind are gone, asked of a story that says
    some of them remain: the act's moment is not the question's."""
    if _LAST_OR_ALL.search(" ".join((nt.norm.act, nt.norm.act_ru or ""))) and _SOME_REMAIN.search(reading.text):
        return "the act is of the last of them gone; the question says some remain"
    return None


# the asker doing the deed ("I break it", "i resolve Dominion"), and another party doing one
# ("the hastur player breaks my seal", "he broke it")
_I_DID = re.compile(r"\b(?:i|we)\s+(?!(?:know|think|guess|wonder|mean|understand|have|had|am|was|were|will|would|can|"
                    r"could|should|do|did|don|want|need|get|got)\b)[a-z]+", re.I)
_ANOTHER_DID = re.compile(_ANOTHER_PARTY + r"\s+(?:also\s+|just\s+)?(?!is\b|was\b|has\b|does\b)(?:[a-z]+s|[a-z]+ed|broke|took|"
                          r"won|got)\b", re.I)


def _anothers_gain_asked(nt: NormText, reading: Reading) -> str | None:
    """A gain the act gives the one who does the deed ("gain VP for breaking your own Seal")
    asked of another party when the asker did it ("I break it. Does the Cthulhu player get
    anything?"): the doer's gain says nothing of another's (not "the hastur player breaks my
    seal. does he gain 1 vp?": he is the doer)."""
    if not _GAIN_ACT.search(nt.norm.act):
        return None
    # (the deed told in the ask's own lead-in too: "When I break an enemy Seal, does the enemy gain 1 VP?")
    lead = _WHEN_I_DO.match(reading.ask)
    if _ANOTHER_GAINS_ASKED.search(reading.ask[lead.end():] if lead else reading.ask) \
            and (_I_DID.search(reading.story) or lead) and not _ANOTHER_DID.search(reading.story):
        return "the act is the doer's gain; the question asks of another party's"
    # (or the doer named, and the ask of another by name: "Maya broke Leo's Seal. Does Leo gain a VP?")
    if (asked := _GAIN_ASKED_OF_NAMED.search(reading.ask)) is not None \
            and (doer := _NAMED_DOER.search(reading.story)) is not None and doer.group(1) != asked.group(1):
        return "the act is the doer's gain; the question asks of another party's"
    return None


# a player named as the one who did a deed, opening a sentence: "Maya broke Leo's Seal"
_NAMED_DOER = re.compile(r"(?:^|[.!?;]\s+)(?-i:([A-Z][\w-]+))\s+(?:just\s+|then\s+)?(?:broke|took|won|stole|\w+ed)\b")


def _anothers_doing(nt: NormText, reading: Reading) -> str | None:
    """An act another party does asked of the asker ("When I break an enemy Seal with Dominion,
    do I gain an Ancient Sign?" of "the enemy gains 1 Ancient Sign when you break their Seal"):
    what the other gains says nothing of the asker's own."""
    if _OTHERS_DO.search(nt.norm.act) and (_I_DO.search(reading.ask) and not _OTHER_ASKED.search(reading.ask)
                                           or _DOER_ASKED.search(reading.ask)):
        return "the act is another party's; the question asks of the asker's own"
    return None


# what an ask sets aside: "…, а не количество ран?", "…, not the Detective?"
# (not "…, not even with an Elder Sign": "even" includes the case in the denial, it sets nothing aside)
_SET_ASIDE = re.compile(r",\s*(?:and\s+)?(?:not|а\s+не)\s+(?!even\b|даже\b)(?P<aside>[^,;?]{1,40})" + TAIL_TAG, re.I)


def _set_aside(nt: NormText, reading: Reading) -> str | None:
    """An act of what the ask sets aside: "предотвращение снижает силу заклинания, а не
    количество ран?" is not asking "prevention reduces the number of wounds" (whose yes is
    the other way round); a number set aside ("…, not 3?") is another value of the same act."""
    m = _SET_ASIDE.search(reading.ask)
    if m is None or compiled(rf"\b{NUMBER}\b", re.I).search(m.group("aside")):
        return None
    aside = _stems_of(m.group("aside")) - _FUNCTION - _stems_of(reading.ask[:m.start()])
    # (the act itself, not its phrasings: "the active player applies first" may be phrased
    # "before the inactive player's")
    if aside & (_stems_of(nt.norm.act) | _stems_of(nt.norm.act_ru or "")):
        return "the act is of what the question sets aside: " + m.group("aside").strip()
    return None


# a state told ended before the moment asked: "ещё в прошлый ход", "earlier", "already"
# (not "пока это в стеке … вскрылось", "then it got revealed": after the declaration)
_ENDED_BEFORE = re.compile(r"\b(?:раньше|ещё\s+в|еще\s+в|в\s+прошл\w*|уже|(?:до|перед)\s+(?:\w+\s+)?заявк\w*|"
                           r"earlier|already|last\s+turn|previous\s+turn|before\s+(?:I|we|he|she|they)\s+declar\w*)\b", re.I)
# the ask of a moment after what the story told: "does it still trigger?", «всё ещё срабатывает?»
_STILL_ASKED = re.compile(r"\b(?:still|anymore|any\s+more|всё\s+ещё|все\s+ещё|все\s+еще|по-прежнему)\b", re.I)
_ENDED_AFTER = re.compile(r"\b(?:стек\w*|потом|затем|после|пока|stack|then|later|after|while|before\s+it\s+resolv\w*)\b",
                          re.I)


def _state_ended(nt: NormText, reading: Reading) -> str | None:
    """Why no verdict: the act is of a state (hidden cards) the story tells ended before the
    moment asked («вскрыл своё скрытое существо ещё в прошлый ход»): it says nothing of the
    card as it is now. Not an act that itself speaks of the state's end ("only the revealed
    cards count")."""
    act = _stems_of(nt.norm.act)
    if _end_told(nt, reading, act) is False:
        # "My Avatar woke up two rounds ago. Can I spend 3 Ancient Signs to awaken it?" of "…
        # awaken a dormant Avatar": the asker's own is told awake, the act is of a dormant one
        return "the story tells the state of the act ended for the asker's own thing"
    for names, enders in nt.ended:
        if not any(n and n <= act for n in names) or enders & nt.act_stems:
            continue
        told = sentences(reading.story)
        for i, x in enumerate(told):
            if not enders & _stems_of(x) or _ENDED_AFTER.search(x):
                continue
            if _ENDED_BEFORE.search(x) or _STILL_ASKED.search(reading.ask) and _ended_for_good(x, told[i + 1:], names):
                return "the story tells the state of the act ended before: " + x.strip()
    return None


def _ended_for_good(x: str, after: list[str], names: tuple[frozenset[str], ...]) -> bool:
    """Whether a sentence telling a state ended tells it of the asker's thing, and nothing
    told after brings it back: not "Sasha's Avatar awoke; mine never did", nor "… awoke,
    then was destroyed and flipped back to its dormant side"."""
    if _CONTRASTED_WITH.search(x) or re.search(r"\w['’]s\b|\b(?:never|не)\b", x, re.I):
        return False
    return not any(_BROUGHT_BACK.search(y) or any(n and n <= _stems_of(y) for n in names) for y in after)


_BROUGHT_BACK = re.compile(r"\b(?:back|again|destroy\w*|kill\w*|died|dies|slain|wiped\s+out|eliminat\w*|fell|lost|"
                           r"removed|supply|снова|опять|обратно|уничтож\w*|погиб\w*|убит\w*|убил\w*|потерял\w*|запас\w*)\b",
                           re.I)


_GUARDS: tuple[Callable[[NormText, Reading], str | None], ...] = (
    # (first: a prohibition in a game the question does not name is of another game, whatever else it says)
    _game_unnamed,
    _opposite_extent, _set_aside, _in_anothers_place, _state_ended, _anothers_doing, _anothers_gain_asked, _some_remain,
    _without_part, _threshold_untold, _level_told_otherwise, _halting_asked, _staying_or_going, _only_against_extra,
    _total_against_a_change, _own_kind_unasked, _purpose_of_a_means_asked, _duty_of_another_act, _verb_only_in_a_clause,
    _threshold_unsaid,
    _one_of_every_denied, _case_untold, _non_kind_told_as_kind, _start_asked_of_its_end, _another_phase_named,
    _another_thing_spent,
    _of_another_kind,
    _kind_unnamed, _asked_of_a_stranger,
    _compared_with, _equal_to_another, _compared_but_told_equal, _condition_said_failing, _text_told_against, _quoted_unnamed,
    _says_another_word, _giver_asked, _receiver_asked, _for_oneself, _another_member,
    _only_one_asked_another, _none_in_act_some_told,
    _residue_untold,
    _of_the_other_side, _first_asked_after, _order_unsaid, _orders_other_things, _any_order_of_another_thing,
    _denied_of_it_unsaid, _of_what_it_is_not, _acts_denied_clause_untold, _out_of_what_is_told, _case_denied,
    _sequence_against_relation, _role_of_another, _role_the_asker_lacks, _turn_role_unsaid, _step_within_permitted, _other_rounds,
    _anothers_thing, _reversed_order, _a_sibling_case,
    _later_than_at_once, _no_damage_told, _standing_asked, _only_its_moment, _ranked, _without_what_is_named, _said_absent,
    _place_empty, _another_act_asked, _verb_asked_unsaid, _per_another_thing, _extra_against_any, _meaning_unsaid,
    _subject_unnamed, _place_unnamed, _repeat_untold, _a_new_one_asked, _another_ordinal, _in_the_next_one,
    _in_another_of_its_scope, _again_after_another_game,
    _act_only_describes, _set_aside_in_brackets, _its_state_denied, _case_of_no_such_thing, _through_asked_into,
    _trigger_denied,
    # "draws 6 cards with 1 or 2 Characters" says nothing of a game of three
    _outside_scope,
    # (last: a guard above that rules the norm out for the place beside lets the other norms speak)
    _place_only_beside,
)
_RULING_OUT = frozenset({_another_act_asked, _another_member, _says_another_word, _of_what_it_is_not, _out_of_what_is_told,
                         _case_denied, _through_asked_into, _purpose_of_a_means_asked, _duty_of_another_act,
                         _verb_only_in_a_clause,
                         _reversed_order, _quoted_unnamed, _said_absent, _place_empty, _standing_asked, _compared_with, _set_aside,
                         _compared_but_told_equal,
                         _of_the_other_side, _outside_scope, _anothers_gain_asked, _another_ordinal,
                         _in_the_next_one, _again_after_another_game, _act_only_describes, _set_aside_in_brackets,
                         _receiver_asked, _its_state_denied, _case_of_no_such_thing, _in_another_of_its_scope,
                         _game_unnamed, _place_only_beside, _trigger_denied, _case_untold, _non_kind_told_as_kind,
                         _start_asked_of_its_end, _another_phase_named, _another_thing_spent, _role_the_asker_lacks,
                         _verb_asked_unsaid})
