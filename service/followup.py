"""Follow-ups, part of the read stage: a short question that continues the conversation's
last one ("What about warping?", "And what if it's Evasive?", "А если он истощён?") is read
as that question changed by it, so that every stage after reading sees a whole question.
The answer shows the question it answered (``reading.facts``, slot ``follow_up``).

Three shapes, in English and Russian; anything else is a question of its own:
- a condition added — "And what if it's Evasive?" → "Can an exhausted unit move during an
  Invasion if it's Evasive?";
- another act — "What about warping?" → "Can an exhausted unit warp during an Invasion?",
  when the last question's verb can be told (a verb the book uses after "Can/Does … <a
  thing>") and "warping" is a verb of the book;
- another thing asked about — "And Evasive units?" → the last question told first, this
  one asked after it (the story helps retrieval; no verdict is made up from a fragment)."""
from __future__ import annotations

import re
from typing import NamedTuple

from service.reading import split_ask

_IF = {
    "en": re.compile(r"^\s*(?:(?:and|but|so)\s+)?(?:(?:what|how)\s+)?if\s+(?P<rest>[^?,;]+?)\s*\?*\s*$", re.I),
    "ru": re.compile(r"^\s*(?:а|и|но)\s+(?:что\s+)?если\s+(?P<rest>[^?,;]+?)\s*\?*\s*$", re.I),
}
_ABOUT = {
    "en": re.compile(r"^\s*(?:(?:and|but)\s+)?(?:what|how)\s+about\s+(?P<x>[^?,;]+?)\s*\?*\s*$"
                     r"|^\s*and\s+(?P<y>[^?,;]{1,40}?)\s*\?+\s*$", re.I),
    "ru": re.compile(r"^\s*(?:а|и)\s+(?:как\s+насч[её]т|что\s+насч[её]т|что\s+с)\s+(?P<x>[^?,;]+?)\s*\?*\s*$"
                     r"|^\s*а\s+(?P<y>[^?,;]{1,40}?)\s*\?+\s*$", re.I),
}
# "And can I …?", "А можно …?": a whole question after the connective, not a fragment
_WHOLE = {
    "en": re.compile(r"^\s*(?:can|could|does|do|did|is|are|was|were|may|might|must|should|shall|will|would|has|have|"
                     r"had|am|isn't|aren't|doesn't|don't|can't|cannot|won't|what|which|who|how|when|where|why|if)\b",
                     re.I),
    "ru": re.compile(r"^\s*(?:можно|нельзя|нужно|надо|должен|должна|должны|могу|может|могут|сколько|как|кто|когда|где|"
                     r"что|почему|если|ли)\b", re.I),
}
_MODAL = re.compile(r"^\s*(?:can|could|may|might|must|should|will|would|does|do|did)\s+", re.I)
_PRONOUN = frozenset(["i", "we", "he", "she", "it", "they", "you"])
_DETERMINER = frozenset(["a", "an", "the", "my", "his", "her", "its", "our", "their", "your", "this", "that", "these",
                        "those", "each", "every", "any", "another"])
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")


class FollowUp(NamedTuple):
    question: str  # what is read and answered
    subject: str  # what the next follow-up continues: the question changed, or the last one


def follow_up(question: str, subject: str | None, lang: str, words: frozenset[str]) -> FollowUp | None:
    """The whole question a follow-up asks, given the conversation's last question
    (``subject``) and the book's words (lower case); None when ``question`` is a question
    of its own."""
    if not subject or len(question) > 80 or "?" not in question:
        return None
    last = split_ask(subject, lang)[0].rstrip(" ?.!")
    if m := _IF[lang].match(question):
        changed = f"{last} {'if' if lang == 'en' else 'если'} {m.group('rest')}?"
        return FollowUp(changed, changed)
    m = _ABOUT[lang].match(question)
    if m is None:
        return None
    thing = (m.group("x") or m.group("y") or "").strip()
    if not thing or _WHOLE[lang].match(thing):
        return None
    if lang == "en" and (verb := _gerund(thing, words)) and (other_act := _with_verb(last, verb, words)):
        return FollowUp(other_act, other_act)
    # another thing asked about: the last question is the story, this one the ask (and the
    # next follow-up continues the last question, not this fragment)
    return FollowUp(f"{last}? {question.strip()}", subject)


def _gerund(thing: str, words: frozenset[str]) -> str | None:
    """The book's verb of a one-word gerund: "warping" → "warp", "moving" → "move",
    "stopping" → "stop"."""
    w = thing.lower()
    if " " in w or not w.endswith("ing") or len(w) < 6:
        return None
    stem = w[:-3]
    for verb in (stem, stem + "e", stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else ""):
        if verb and verb in words:
            return verb
    return None


def _with_verb(question: str, verb: str, words: frozenset[str]) -> str | None:
    """``question`` ("Can an exhausted unit move during an Invasion") with its verb changed:
    the word after "Can/Does" and a pronoun, or after "Can/Does" and a thing named with a
    determiner ("an exhausted unit" — the words before the thing's noun end in -ed or are
    capitalised). None when the verb cannot be told or is not a word of the book."""
    m = _MODAL.match(question)
    if m is None:
        return None
    tokens = list(_WORD.finditer(question, m.end()))
    if not tokens:
        return None
    i = 0
    first = tokens[0].group(0)
    if first.lower() in _PRONOUN:
        i = 1
    elif first.lower() in _DETERMINER:
        i = 1
        while i < len(tokens) - 1 and (tokens[i].group(0).endswith("ed") or tokens[i].group(0)[0].isupper()):
            i += 1
        i += 1  # the thing's noun
    else:
        return None
    if i >= len(tokens):
        return None
    old = tokens[i]
    if old.group(0).lower() not in words or old.group(0).lower() == verb:
        return None
    return f"{question[:old.start()]}{verb}{question[old.end():]}?"
