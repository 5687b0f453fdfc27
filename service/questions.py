"""What kind of question this is, in English or Russian: language, type, yes/no, polarity.
Small pure functions over the text; the word lists are the languages' own, not a game's."""
from __future__ import annotations

import re

from kb.words import CONFIRMING_TAG_EN

_CYR = re.compile(r"[\u0400-\u04ff]")
_LAT = re.compile(r"[A-Za-z]")
# Russian typed in Latin letters still asks in Russian ("mozhno li ...", "kogda ...").
_TRANSLIT = re.compile(r"\b(mozhno|nuzhno|kogda|skolko|pochemu|kak|chto|li|eto|esli|ili)\b", re.I)


def language(text: str) -> str:
    """'ru' or 'en': the script of most letters, and transliterated Russian function words."""
    cyr, lat = len(_CYR.findall(text)), len(_LAT.findall(text))
    if cyr and cyr >= 0.3 * (cyr + lat):
        return "ru"
    if lat and len(_TRANSLIT.findall(text)) >= 2:
        return "ru"
    return "en"


_PATTERNS = {
    "negation": {
        "en": r"\b(cancel\w*|prevent\w*|negat\w*|counter\w*|stop\w*|block\w*|in force|reinstat\w*|undo|nullif\w*|ignore[sd]?|protect\w*)\b",
        "ru": r"(предотвра\w*|отмен\w*|нейтрализ\w*|останов\w*|отраж\w*|блокир\w*|в силе|восстанов\w*|аннулир\w*|игнорир\w*|защит\w*)",
    },
    "timing": {
        "en": r"\b(when|first|before|after|order|sequence|timing|then|until|at the (start|end|beginning)|simultaneous\w*|same time|which comes|priority|resolve[sd]?)\b",
        "ru": r"(когда|сначала|снача|прежде|перед\b|после|порядо?к\w*|очеред\w*|одновремен\w*|в начале|в конце|приоритет\w*|раньше|позже)",
    },
    "validation": {
        "en": r"\b(legal|illegal|valid|invalid|allowed position|is this position|is this board|break\w* (a|any) rules?|setup correct)\b",
        "ru": r"(легальн\w*|нелегальн\w*|допустим\w*|корректн\w*|правильн\w* ли (позиция|расстановка)|нарушает)",
    },
}

_YESNO_EN = re.compile(
    r"^\s*(can|could|does|do|did|is|are|was|were|may|might|must|should|shall|will|would|has|have|had|am|"
    r"isn't|aren't|doesn't|don't|can't|cannot|won't|shouldn't|couldn't|wouldn't|mustn't|hasn't|haven't|wasn't|"
    r"weren't|didn't)\b", re.I)
_YESNO_EN_INNER = re.compile(r"\b(is it true|true or false|yes or no)\b", re.I)
_YESNO_RU = re.compile(r"(\bли\b|^\s*(можно|нельзя|нужно|надо|должен|должна|должны|обязан\w*|правда|верно|правильно|разве|"
                       r"действительно|могу|может|могут|бывает)\b)", re.I)

def question_type(text: str, lang: str, has_state: bool = False, kind: str | None = None) -> str:
    """timing | negation | validation | lookup. A state without a kind asks whether the
    position is legal unless the words say otherwise."""
    low = text.lower()
    for qtype in ("negation", "timing", "validation"):
        if re.search(_PATTERNS[qtype][lang], low) or (lang == "ru" and re.search(_PATTERNS[qtype]["en"], low)):
            return qtype
    if has_state and kind is None:
        return "validation"
    return "lookup"


# "If a card has red 0, can cultists be sacrificed?" — a yes/no question after a clause
LEAD_CLAUSE = re.compile(r"^\s*(if|when|whenever|once|after|before|while|during|in|at|with|without|suppose|of|out of|"
                         r"among|"
                         r"instead of|rather than|since|because|now that|given)\b[^,?]*,\s*", re.I)
# … and in Russian: "Раз уж я заплатил, разве …", "Если он ушёл, …"
LEAD_CLAUSE_RU = re.compile(r"^\s*(?:раз(?:\s+уж)?|если|когда|поскольку|так как|после того как|пока|хотя)\b[^,?]*,\s*",
                            re.I)


# a Russian question asked by intonation alone ("Оно всё равно выполняется?") is a yes/no
# question unless a question word opens it (or "сколько" counts something)
# ("Мы что, проиграли партию?": "что," is a particle, not a question word)
_WH_RU = re.compile(r"^\s*(?:\S+\s+){0,2}?(?:кто|кого|кому|что(?!,(?!\s*если))|чего|чему|чем|как\w*|когда|где|куда|откуда|почему|"
                    r"зачем|чей|чья|чьё|чьи|каков\w*|котор\w+)\b|\bсколько\b", re.I)


# question words that ask nothing: a correlative ("ровно столько Силы, сколько напечатано") and
# "как" for "as" after a subject ("Я как неактивный применяю …?")
_NOT_ASKING_RU = re.compile(r"\bстолько\b[^?]*?\bсколько\b|^\s*(?:я|ты|он|она|мы|вы|они)\s+как\s+(?:\w+(?:ый|ий|ой|ая|яя|ые|ие)|игрок\w*|владел\w*|хозя\w*)\b",
                           re.I)


# "So doesn't it still resolve?", "And can I …?": a connective before the question
LEAD_CONNECTIVE = re.compile(r"^\s*(?:(?:so|and|but|then|now|also|ok|okay|wait|well)\b[,.…]*\s+)+", re.I)
# "…, right?", "…, yes?", "…, isn't it?": a statement the asker wants confirmed; the tag
# is no part of what is asked ("It resolves first, isn't it?" asks whether it does)
# (any negative auxiliary and pronoun: "…, won't we?", "…, can't she?", "…, hasn't he?")
TAG_EN = re.compile(CONFIRMING_TAG_EN + r"\s*\?+\s*$", re.I)
# "So we only lose 1 Sanity each, not 3?", "That means we get no Progress Points at all?":
# a statement said as a question, its subject first — a yes/no question by intonation
# ("She's still Sane at 6, so she doesn't have to …?", "that's it, my card's effect is cancelled?")
_DECLARATIVE_EN = re.compile(r"^(?:(?:that|which|this)\s+means\s+(?:that\s+)?)?(?:i|we|he|she|they|you|it|that|"
                             r"this|there|the|my|his|her|our|their|its|each|every|all|both|nobody|no one|everyone|"
                             r"everybody|someone|somebody|none|neither)(?:['’](?:s|re|m|ve|ll|d))?"
                             r"\b\s+\S[^?]*\?\s*$", re.I)
# … unless it asks which or how many: "So we take how many?", "So Hastur goes first or Cthulhu?"
_NOT_DECLARATIVE_EN = re.compile(r"\b(?:what|who|whom|which one|how many|how much|where|why)\b|\bor\b(?!\s+not\b)", re.I)


# "Legal?", "Allowed?", "Is that OK?": leave asked of the step the story told, naming nothing
BARE_EN = re.compile(r"^\s*(?:(?:is|was)\s+)?(?:(?:that|this|it)\s+)?(?:allowed|legal|legit|ok|okay|fine|possible|"
                      r"permitted)\s*\?+\s*$", re.I)


# "Do we keep playing, or is it game over?": two questions put as alternatives — "yes"
# answers neither (not "… or not?", which is one question)
# ("…, or is 5 enough?", "… stays or is removed?" too)
ALTERNATIVE_EN = re.compile(r"\bor\s+(?:is|are|was|were|do|does|did|can|could|should|will|would|must|has|have)\b"
                             r"(?!\s+not\b)[^?]*\?\s*$", re.I)


# either of two answers asked for, in either language: "do I apply it before or after the
# modifiers?", «Она теперь Insane или всё ещё в здравом уме?» (not «… или нет?»)
_EITHER = re.compile(r"\b(?:before\s+or\s+after|after\s+or\s+before|до\s+или\s+после|после\s+или\s+до)\b|"
                     r"\bили\s+(?:же\s+)?(?:вс[её]\s+ещ[её]|вс[её]\s+же|уже|всё-таки)\b[^?]*\?\s*$", re.I)


def is_yes_no(text: str, lang: str) -> bool:
    if lang == "en" and ALTERNATIVE_EN.search(text) or _EITHER.search(text):
        return False
    if lang == "en" and BARE_EN.match(text):
        return True
    if lang == "ru":
        return bool(_YESNO_RU.search(text)) or ("?" in text and not _WH_RU.search(_NOT_ASKING_RU.sub("", text)))
    main = LEAD_CONNECTIVE.sub("", LEAD_CLAUSE.sub("", text, count=1), count=1)
    if TAG_EN.fullmatch(main):
        # "After the hit I'm still Healthy, right?": the lead clause was all that is stated
        main = LEAD_CONNECTIVE.sub("", text, count=1)
    if _YESNO_EN.match(main) or _YESNO_EN_INNER.search(text):
        return True
    if (inverted := _INVERTED_EN.search(main)) and not _WH_EN.search(main[:inverted.start()]) \
            and not _WH_BEFORE_AUX_EN.search(main[:inverted.start() + 1]) \
            and not _SENTENCE_ENDED.search(main[:inverted.start()]) and not _WHEN_ASKED_EN.match(main) \
            and not _ALTERNATIVE.search(main[inverted.start():]):
        # "Mid-combat, am I allowed to …?", "during my Invasion can it move out of there?": the
        # question's verb comes before its subject after a lead the clause patterns do not know
        return True
    if _NAMED_DECLARATIVE_EN.match(main) and not _NOT_DECLARATIVE_EN.search(main):
        # "Cthulhu takes it?", "Azathoth wakes up and we all lose?": a statement said as a
        # question with a name for its subject
        return True
    if TAG_EN.search(main):
        stated = TAG_EN.sub("", main).strip()
        # (after a clause of "when", a question word still asks: "when we get there, what happens, right?")
        return bool(stated) and not _WH_START_EN.match(stated) \
            and not (re.match(r"^\s*when\b", stated, re.I) and _WH_EN.search(stated))
    if main != text and re.match(r"^\s*(?:so|then)\b", text, re.I) and main.rstrip().endswith("?") \
            and not _WH_START_EN.match(main):
        # "So Azathoth wakes up and we all lose?", "So sacrificing zero Cultists stops it for
        # free?": a conclusion put to be confirmed, whatever its subject
        return not _NOT_DECLARATIVE_EN.search(main)
    if _DECLARATIVE_EN.match(main):
        return not _NOT_DECLARATIVE_EN.search(main)
    # whatever its subject, a statement said as a question that asks nothing else — no
    # question word, no alternative — is put to be confirmed: "a third influence upgrade costs
    # me 2 lore?", "next game she still has the full 12 to spend, not 4?", "prevention from
    # it still works?", "thats still allowed even tho …?"
    # (one sentence: a story the splitter left whole is no such statement; and one whose last
    # clause says who or what it is of — not notes, "possessed insane, loses 1 health at end of
    # turn?", "Enemies with the same initiative, order of activation?")
    return main.rstrip().endswith("?") and not _WH_EN.search(main) and not _WHEN_ASKS_EN.search(main) \
        and not _ALTERNATIVE.search(main) and not _SENTENCE_ENDED.search(main.rstrip().rstrip("?")) \
        and not _WHAT_IF_EN.match(text) and _says_whose(main)


# a word that says who or what a statement is of: a pronoun, an article, a possessive
_SUBJECT_EN = re.compile(r"\b(?:i|i'm|im|we|he|she|they|you|it|its|it's|that|thats|that's|this|there|a|an|the|my|his|her|"
                         r"our|their|me|him|us|them|everyone|everybody|nobody)\b", re.I)
# a tail that sets a value aside ("…, not 4?") belongs to the clause before it
_SET_ASIDE = re.compile(r",\s*(?:not|rather than|instead of)\b[^,]*$", re.I)


def _says_whose(text: str) -> bool:
    """Whether a statement put as a question says who or what it is of: one clause ("game just
    keeps going?") does by itself; after a lead, its last clause must ("Different Character, so
    that's fine?" — not notes, "possessed insane, loses 1 health at end of turn?")."""
    clauses = _SET_ASIDE.sub("", text.rstrip().rstrip("?")).split(",")
    return len(clauses) == 1 or bool(_SUBJECT_EN.search(clauses[-1]))


# a question word right before the verb: "in the upkeep when does the leader token pass?" asks
# when ("When I attack can I …?" has a clause between, and asks whether)
# ("when exactly does the game end?": an adverb of the question word between)
_WH_BEFORE_AUX_EN = re.compile(r"\b(?:when|where|why|how|what|which|who)(?:\s+(?:exactly|precisely))?\W*$", re.I)
# (not "when" opening a clause of its own, "when i declare it i only count the 2 open ones, right?")
_WH_START_EN = re.compile(r"^\s*(?:what|which|who|whom|whose|when(?!\s+(?:i|we|he|she|they|you|it)\b)|where|why|how)\b",
                          re.I)
_ALTERNATIVE = re.compile(r"\bor\b(?!\s+not\b)", re.I)
# (a lead that ends a sentence — "… and I pick Region A. Does my turn continue?" not split
# where "B." looked like an initial — is a story, not a lead: the text is not one question)
_SENTENCE_ENDED = re.compile(r"[.!?](?:\s|$)")
_WH_EN = re.compile(r"\b(?:what|which|who|whom|whose|where|why|how)\b", re.I)
# contractions typed without their apostrophe ("cant", "dont", "doesnt", "isnt", "wont")
_UNAPOSTROPHED = re.compile(r"\b(can|don|doesn|isn|aren|won|didn|wasn|shouldn|couldn|wouldn|hasn|haven)t\b", re.I)


def apostrophed(text: str) -> str:
    """The text with the apostrophe players leave out of a negative put back: "cant", "doesnt"."""
    return _UNAPOSTROPHED.sub(lambda m: m.group(1) + "'t", text)
# a verb before its subject, after a comma-less or unknown lead: "… can it move out of there?"
# (after a comma any subject, "Besides the Health, does Sofia also …?"; else a pronoun's)
_AUX = r"(?:can|could|does|do|did|is|are|may|must|should|will|would|has|have|am)"
_INVERTED_EN = re.compile(rf"(?:[,:;—–]\s*{_AUX}\s+[\w'’]+|(?:^|\s){_AUX}\s+(?:i|we|he|she|it|they|you|my|his|her|our|"
                          r"their|this|that)\b|"
                          # (or a name typed in lower case, then its verb: "in the enemies turn does
                          # dagon activate as well?")
                          r"(?:^|\s)(?:does|do|did|can|could|will|would|should|must)\s+(?:the\s+|an?\s+)?[a-z][\w'’-]+\s+"
                          r"(?:still\s+|also\s+|even\s+|then\s+)?[a-z]{3,}\b)[^?]*\?\s*$", re.I)
# a capitalised name, then its verb: "Cthulhu takes it?", "Yog gets to go first …?"
# (not a question word or an auxiliary: "When does the Leader token pass?")
_NAMED_DECLARATIVE_EN = re.compile(r"^\s*(?!(?i:what|which|who|whom|whose|when|where|why|how)\b)[A-Z][\w'’-]+"
                                   r"(?:\s+[A-Z][\w'’-]+)?\s+(?!(?:does|is|has|was)\b)[a-z]+s\b[^?]*\?\s*$")
# "When can I …?" asks when; "When I attack can I …?" asks whether
_WHEN_ASKED_EN = re.compile(rf"^\s*when\s+{_AUX}\b", re.I)
# "And if it's Evasive?": a case put, asking what then
_WHAT_IF_EN = re.compile(r"^\s*(?:(?:and|but|so|ok|okay)\W+)*(?:what\s+)?(?:if|suppose|supposing|say)\b", re.I)
# … wherever it stands ("in the upkeep when does the leader token pass?")
_WHEN_ASKS_EN = re.compile(rf"\bwhen\s+(?:(?:exactly|precisely)\s+)?{_AUX}\b", re.I)  # (and "when exactly does …?")


# a relative "that" denied, up to its one word (or words joined by "or"): "an Enemy that isn't
# Stunned", "a unit that doesn't have Flying", "a player that isn't in the conflict", "a world
# that isn't Sealed or Warded", "a void area that is neither Warded nor Sealed", "… that is
# no longer Sealed", "an area that doesn't have any of my figures" (not a "that"
# after a verb or a lead, "So that isn't allowed?", "Does it mean that can't happen?")
RELATIVE_DENIED = (r"(?<=\w\s)(?<!\bso\s)(?<!\band\s)(?<!\bbut\s)(?<!\bis\s)(?<!\btrue\s)(?<!\bmean\s)"
                   r"(?<!\bmeans\s)(?<!\bsay\s)(?<!\bsays\s)(?<!\bsaid\s)(?<!\bsure\s)(?<!\bthink\s)"
                   r"\b(?:that|which|who)\s+(?:is|are|was|were|does|do|did|has|have|had|can|could)(?:n['’]t|\s+not|\s+no\s+longer|\s+neither)\s+"
                   # (not "that isn't the one who …", "that isn't against …": another one, said by
                   # what follows, not a quality the thing lacks)
                   r"(?!(?:the\s+|an?\s+)?one\b|against\b|for\b|from\b|with\b|to\b)"
                   r"(?:(?:have|has)\s+)?(?P<denied>(?:(?:any|one)\s+of\s+(?:my|his|her|their|your|our|the)\s+)?"
                   r"(?:(?:in|on|at|of|by|inside|within|part\s+of)\s+)?(?:the\s+|an?\s+|any\s+)?[\w-]+"
                   r"(?:\s+(?:or|nor|and)\s+(?:the\s+|an?\s+)?[\w-]+)*)")
RELATIVE_DENIED_CLAUSE = re.compile(RELATIVE_DENIED, re.I)
# a concession in Russian, «хотя призывом туда нельзя» (not «хотя бы», "at least")
CONCESSION_RU = r"хотя(?!\s+бы\b)"
# a condition or a relative clause: a "not" inside it ("… if its cost is not paid?") says
# what is asked about, not in which polarity the question is asked
CLAUSES = {
    # (and a concession: "… even tho it's only equal and not higher?" asks nothing of it)
    "en": re.compile(r"\b(if|when|whenever|unless|while|once|after|before|which|who|whose|even\s+(?:though|tho)|although|"
                     r"though|tho)\b[^,;?]*"
                     # (a relative "that" denied: "Can an Enemy that isn't Stunned attack …?" asks
                     # nothing in the negative)
                     r"|" + RELATIVE_DENIED, re.I),
    "ru": re.compile(r"\b(если|когда|пока|после того как|перед тем как|который|которая|которое|которые|которых|"
                     + CONCESSION_RU + r")\b[^,;?]*",
                     re.I),
}
