"""How a negation chain is read from a player's words (English or Russian).

The words are this game's data (below); the clause splitting, quoted names and numbers
are kb/words.py's. Nothing is assumed silently: a default is listed in
``Situation.assumed`` and shown in the reply's reading; a fact the engine needs and the
story lacks (the red value of the negated card, whether a roll succeeded) is asked back.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial

from kb.games.mythos_encounters.checks import METHODS, RULES
from kb.words import (
    NUMBER,
    SENTENCE_END,
    Reader,
    Situation,
    Wants,
    clauses,
    compiled,
    has_any,
    number,
    number_after,
    number_before,
    quoted_names,
    without_reason,
)

PLAYS = ["plays", "played", "play ", "cast", "сыгра", "играет", "разыгр"]  # (сыграл, сыграть, сыграет)
RED = ["red", "красн"]
# a red value told: "red 3", "Red 2", «красным 3» (each value once)
_RED_MENTION = re.compile(r"\b(?:red|красн\w*)\s+(\d)\b", re.I)
ELDER_SIGN = ["elder sign", "знак древних", "знак старших", "древний знак", "знаком древних", "знака древних",
              "знаком старших", "знака старших", "древним знаком",
              # the method as the book names it: "a card that directly stops the effect"
              "directly stops", "direct stop", "card of direct", "stopping card", "прямой отмены", "прямой отменой"]
CULTISTS = ["cultist", "культист"]
# ("Tom burned 2 Cultists"; not "I've got cultists to burn", cultists to spare)
SACRIFICE = ["sacrific", "sac ", "sacs ", "sac'd", "sacced", "saccing", "burned", "burnt", "burns ", "chips in",
             "chipped in", "chip in", "adds", "add ", "added ",
             "give up", "giving up", "gives up",
             "gave up", "throw ", "threw ", "жертв", "пожертв", "в жертву"]
DISCARD = ["discard", "throw away", "throw out", "toss", "give up", "giving up", "gives up", "сбрас", "сбро"]
# players' slang for a discard, of the card discarded only: "I binned an Arcana (red 2)", "Leon
# ditches 'Prism Gate'", "chucking one of my own Arcana cards", "I dumped an Arcana (red 3) on
# it", "can I ditch it?" of a card held, "can i dump Silver Key …?" of one named — not a card
# dumped on someone ("Kai dumped 'Black Tide' on me" plays it), nor a name or another word
# ("Chuck played …", "chuckled", "last-ditch move", "ditched the polite act")
_SLANG_DISCARD = re.compile(
    r"(?<![\w-])(?:bin|bins|binned|binning|ditch|ditches|ditched|ditching|chuck|chucks|chucked|chucking|"
    r"dump|dumps|dumped|dumping)\b(?=\s+(?:(?:an?|my|his|her|their|one|of|own|the|another|other|red|\d+)\s+){0,4}"
    r"(?:arcana|it\b|that\b|this\b|['‘’\"«]|(?-i:[A-Z])\w))(?![^,.;!?]*\b(?:on|at)\s+(?:me|him|her|them|us|(?-i:[A-Z])\w+)\b)",
    re.I)
ARCANA = ["arcana", "аркан"]
_ONLY_DISCARD = [w for w in DISCARD if w not in SACRIFICE]
USE = ["use ", "use it", "use that", "using", "использ"]
# (a Character is always a Character card here: the players are Great Old Ones — "a Character
# sacrifice that rolled a success", «жертва персонажа с успешным броском»)
CHARACTERS = ["eric zann", "randolph carter", "character", "персонаж", "эрик занн", "рэндольф картер"]
ROLL = ["rolls", "rolled", "roll", "выбрасывает", "бросает", "выпало", "бросок", "броск"]
# the roll's outcome as told: in words, or by what it did ("…, and the effect is negated")
SUCCESS = ["success", "succeeds", "succeeded", "successful", "works", "worked", "is negated", "is reinstated",
           "удач", "успе"]
# (read first: "the roll didn't work" is no success)
FAILURE = ["fail", "failed", "fails", "unsuccessful", "not successful", "didn't work", "did not work", "doesn't work",
           "does not work", "didn't succeed", "did not succeed", "never worked", "stays", "неудач", "провал"]
CARD = ["card", "карт"]
# "can he sacrifice two of his own to help me cover the four?": part of a pooled payment
HELPING = ["help", "assist", "cover", "chip in", "throw in", "contribut", "together", "so he can", "so she can", "помо",
           "вместе", "добав"]
HAVE = ["i can spare", "i could spare", "i have", "i do have", "i've got", "i still have", "i also have", "i've also got",
        "i'm holding", "i am holding", "i hold", "i do hold", "i still hold", "i also hold", "у меня есть",
        "я держу", "есть",
        # ("all i got is an arcana card worth red 2", "i got a red 3 one", "ive got")
        "i got", "ive got", "all i have is", "i only have", "i only got"]
# another player's card held: "Sam is holding an Elder Sign", "Leon has a Red 3 card", "она держит"
# — unless the same clause uses it ("Sam was holding an Elder Sign and used it right away")
# (not a card that "has a 3 in red", "has a red value of zero")
_HOLDS = re.compile(r"\b(?:is|was)\s+holding\b|\bholds\b|\b(?:does|do|did)\s+(?:still\s+)?hold\b|"
                    r"\b(?:happens?|happened)\s+to\s+(?:hold|have)\b|"
                    r"(?<!\bthat\s)(?<!\bwhich\s)(?<!\bit\s)(?<!\bcard\s)"
                    r"\bhas\s+(?:got\s+)?(?:an?|one)\s+(?!\d|red\b|zero\b|value\b)|\bдержит\b", re.I)
# the asker's one card left, told by what it is: "My only Arcana card has red 4", «моя последняя
# Аркана — красная 3» (not "My card is red 2": the card in play)
_MY_CARD = re.compile(r"\b(?:my|мо[яй])\s+(?:only|one|last|remaining|единственн\w+|последн\w+|оставш\w+)\s+"
                      r"(?:arcana\s+card|arcana|card|аркан\w*|карт\w*)\s+(?:is|has|shows|—|-|–)|"
                      # ("but my best one is only Red 2", «но моя лучшая — красная 2»)
                      r"\b(?:my|мо[яй])\s+(?:best|highest|strongest|лучш\w+|старш\w+|сильнейш\w+)\s+"
                      r"(?:one|arcana\s+card|arcana|card|аркан\w*|карт\w*)?\s*(?:is|has|shows|—|-|–)", re.I)
# a use told in the past: the asker's card held in the same clause was already played ("I'm
# holding an Elder Sign and I used it"), where a present "use" may be what the ask proposes
_USED = re.compile(r"\b(?:used|stopped|negated|blocked|cancell?ed|played)\b|\b(?:использовал|остановил|отменил|сыграл)\w*",
                   re.I)
_USES = re.compile(r"\b(?:us(?:e|es|ed|ing)|stop(?:s|ped|ping)?|negat\w*|block\w*|cancel\w*|play(?:s|ed|ing)?)\b|"
                   r"\b(?:использ|останов|отмен|сыгр|игра)\w*", re.I)
HELD = ["in hand", "in my hand", "in his hand", "in her hand", "на руке", "в руке"]
# the words of a step taken against the card (an attempt), as against a card told or held
ACTS = DISCARD + SACRIFICE + ELDER_SIGN + CHARACTERS
# each method named by its own words (an Arcana card is also the card negated: its discard is the method)
_METHOD_NAMED = [re.compile("|".join(map(re.escape, words)), re.I) for words in (ELDER_SIGN, CULTISTS, CHARACTERS)] + [
    re.compile(r"\barcana\w*\s+discard|\bdiscard\w*\s+(?:\w+\s+){0,3}?arcana|сброс\w*\s+(?:\w+\s+){0,3}?аркан|"
               r"аркан\w*\s+сброс", re.I)]


def _methods_named(low: str) -> int:
    """How many of the methods a clause names as used (not denied): more than one is a list
    of steps ("we've used an Elder Sign, Cultists, an Arcana discard and a Character card")."""
    return sum(1 for p in _METHOD_NAMED
               if any(not _denied(low, m.start(), m.end()) for m in p.finditer(low)))


# help given by a step of the helper's own, not a share of another's payment: "wants to help
# Leon by sacrificing 2 of his own Cultists to negate it again"
_HELP_BY = re.compile(r"\bhelp\w*\s+(?:\w+\s+){0,2}?by\s+\w+ing\b", re.I)


def _helping(low: str) -> bool:
    """Whether a clause tells a share of a payment others make too."""
    return has_any(_HELP_BY.sub(" ", low), HELPING) is not None


# a step only wanted, not taken: "Now Melissa wants to sacrifice her own Cultists. Can she?"
WANTS = ["wants to", "want to", "would like to", "i'd like to", "we'd like to", "he'd like to", "she'd like to",
         "wishes to", "is about to", "i'll ", "i will ", "i'm going to", "хочет", "хочу", "хотим", "собирается"]
_IF = re.compile(r"\b(?:if|would|could|если|бы)\b", re.I)
_WANT_DENIED = re.compile(r"(?:n['’]t|\bnot|\bне)\s+(?:\w+\s+)?(?:want|wish|хоч\w*|хоте\w*)", re.I)
# an Arcana card a player could give, not one given: "the only Arcana card I could sacrifice is a Red 2"
CAN_OFFER = [f"i {may} {verb}" for may in ("could", "can") for verb in ("sacrifice", "discard", "give up", "use", "throw away",
                                                                        "toss")] + \
    ["могу сбросить", "мог бы сбросить", "могу пожертвовать", "мог бы пожертвовать"]
# "Now she plays a different Arcana card on me", "She plays a second card against me now"
NEW_CARD = ["different", "another", "new ", "second ", "next ", "друг", "нов", "втор", "следующ"]
# a count the ask itself gives, in words or digits: "a single Cultist", "a couple of them", «пару»
_SOME_COUNT = re.compile(rf"\b(?:single|couple|few|some|several|any|all|every|одн\w*|одного|пар\w*|нескольк\w*|всех|все)\b|"
                         rf"\b{NUMBER}\b", re.I)
# a card played before the one asked of: "her previous card", "his first card", «её предыдущей карты»
_EARLIER_CARD = re.compile(r"\b(?:previous|first|last|earlier|former)\s+(?:\w+\s+)?card\b|"
                           r"\b(?:предыдущ|перв|прошл|прежн)\w*\s+(?:\w+\s+)?карт\w*", re.I)
# what the ask proposes not to do: "instead of sacrificing Cultists", "не жертвовать культистов, а …"
_INSTEAD = re.compile(r"\b(?:instead of|rather than|without)\s+[^,?;]*|\bне\s+\w+\s+\w+,?\s+а\b", re.I)
# the asker's own Cultists told: "у меня всего 2 культиста", "I only have 2 Cultists", "I've got 2 cultists"
_OWN_COUNT = re.compile(rf"(?:\bу меня\s+(?:есть\s+)?(?:всего|только|лишь)?\s*|\bi\s+(?:only\s+|just\s+)?(?:have|had|got)\s+"
                        rf"(?:only\s+|just\s+)?|\bi'?ve\s+(?:only\s+)?got\s+(?:only\s+|just\s+)?|\bmy\s+(?:only\s+)?)"
                        rf"{NUMBER}\s+(?:of\s+my\s+)?(?:cultists?|культист\w*)", re.I)
# another player's Cultists offered: "готов пожертвовать 2 своих", "offers to sacrifice 2 of hers",
# "может докинуть 2 своих культиста", "is willing to chip in 2 Cultists"
_OFFER_SAID = re.compile(r"\b(?:offers?|offered|offering|willing|ready|готов\w*|предлага\w*)\b", re.I)
_OFFER_CAN = re.compile(r"\b(?:can|could|will|может|хочет)\b", re.I)  # … or said as what they can give
_OFFERED_COUNT = re.compile(rf"\b{NUMBER}\s+(?:of\s+(?:his|hers|her|their)(?:\s+own)?|(?:of\s+)?(?:his|her|their)\s+own|"
                            rf"своих|свои|(?:своих\s+)?культист\w*|cultists?)\b", re.I)


def _offered(clause: str, actor: str | None) -> dict | None:
    """Another player's Cultists offered to a payment, not yet given: {"player", "count"}."""
    low = clause.lower()
    counted = _OFFERED_COUNT.search(low)
    if actor in (None, "me") or _NOT_DONE.search(low) or counted is None or number(counted.group(1)) is None \
            or has_any(low, ARCANA + ELDER_SIGN + CHARACTERS):
        return None
    # (an offer said as one, or what they can give of their own: "he can throw away 1 cultist
    # and it's cancelled" is a claim of a step, not a share offered)
    own = re.search(r"своих|свои|\bown\b|\bof (?:his|hers|theirs)\b", counted.group(0)) is not None
    if not (_OFFER_SAID.search(low) or _OFFER_CAN.search(low) and own
            and has_any(low, SACRIFICE + ["докин", "подкин", "give", "chip", "throw", "add"])):
        return None
    return {"player": actor, "count": number(counted.group(1))}


# a card said negated by a step: "… is negated by sacrificing …", "… отменили, сбросив …"
_NEGATED_BY = re.compile(r"\b(?:negated|stopped|cancell?ed|blocked)\s+by\b|\bотмен\w*[^.,;]*\bсброс", re.I)
# the parts of a list of steps: "…, …", "… and …", "… и …"
_LISTED = re.compile(r",\s*(?:and\s+|и\s+|then\s+|потом\s+|затем\s+)?|\s+(?:and|и)\s+", re.I)
# "… and I …", "… и он …", "…, я …": a second doer's clause
_AND_THEN = re.compile(r"(?:,?\s+(?:and|и)\s+|,\s+)(?=(?:I|he|she|they|я|он|она|они)\b)")
# a clause opening with "when …": its comma ends the subordinate clause, not a doer's step
# («Когда Леон сыграл на меня Аркану, я отменил её …» is read whole)
_SUBORDINATE = re.compile(r"^\W*(?:когда|если|пока|как\s+только|when|if|after|once|while|as\s+soon\s+as)\b", re.I)


def _second_doer(clause: str) -> re.Match | None:
    """Where a second doer's clause starts ("…, and I …", "…, я …"), if anywhere."""
    m = _AND_THEN.search(clause)
    if m is not None and _SUBORDINATE.match(clause) and not re.match(r",?\s+(?:and|и)\s", m.group(0)):
        return None
    return m


# an act said not to have been taken: "he didn't sacrifice any Cultists", "я не жертвовал культистов",
# "her next card hasn't been played yet"
_NOT_DONE = re.compile(r"\b(?:didn't|did not|doesn't|does not|don't|do not|never|wasn't|hasn't|has not|haven't|have not|"
                       r"не|ни|nobody|no one|none of us|"
                       r"никто)\s+(?:\w+\s+)?(?:\w+\s+)?(?:sacrific|discard|play|жертв|пожертв|сбрас|сбро|сыгр)\w*[^,?;]*", re.I)
# a method said not to be had or used: "Leon has no Elder Sign", "I don't wanna lose cultists",
# «Знака Старших у меня нет»
# (and what could not be used: "Since it's a zero I couldn't use Cultists, so I discarded …" —
# not "Can't I use …?", which asks)
_DENIED = re.compile(r"\b(?:no|not|doesn'?t|does not|don'?t|do not|didn'?t|haven'?t|without|instead of|rather than|"
                     r"couldn'?t|could not|cannot|can'?t(?!\s+(?:i|we|he|she|they)\b)|wasn'?t able|нет|без|не)"
                     r"\b[^.,;]{0,25}$", re.I)
# (or after it: «Знака Старших у меня нет», «культистов жертвовать нельзя», "cultists can't be used")
_DENIED_AFTER = re.compile(r"^[^.,;]{0,15}\b(?:нет|нельзя|can'?t|cannot|not\s+allowed)\b", re.I)


def _denied(low: str, start: int, end: int) -> bool:
    """Whether the words at ``low[start:end]`` are said not to be had or used."""
    return bool(_DENIED.search(low[:start]) or _DENIED_AFTER.search(low[end:]))
# what a question can ask of the result, and the result field that answers it
ASKS = [
    # ("into force", "back into effect": a predicate; "in effect" alone is "in all but name")
    (["in force", "into force", "into effect", "still apply", "still on", "resolve", "take effect", "в силе",
      "действует", "сработает"],
     "effect_in_force", False),
    (["negated", "cancelled", "canceled", "stopped", "prevented", "отменён", "отменен", "отменяется", "отменится",
      "предотвращ"],
     "effect_in_force", True),
]
_NAME = re.compile(r"\b([A-ZА-ЯЁ][a-zа-яё]+)\b")
_NOT_NAMES = {"The", "Then", "Finally", "Nobody", "Now", "So", "And", "But", "When", "After", "Before", "If", "Once",
              "While", "Since", "Red", "Cultist", "Cultists", "Node", "Nodes", "Arcana", "Elder", "Sign", "Character",
              "Great", "Old", "One",
              "Four", "Three", "Two", "Earlier", "Can", "Is", "Does", "Do", "Am", "His", "Her", "My", "We", "He", "She",
              "Will", "Would", "Could", "Should", "Shall", "Must", "May", "Did", "Was", "Are", "It", "That", "This",
              "Против", "Затем", "Потом", "Могу", "Можно", "Мой", "Моя", "Тогда", "Сначала", "Теперь", "После",
              "Когда", "Но", "И", "Ни", "Наконец", "Сейчас", "Он", "Она", "Они", "Мы", "Ещё", "Еще", "Если",
              "Разве", "Неужели", "Нельзя", "Ведь", "Правда", "Так", "А",
              # (a sentence's first word, capitalised: "На меня сыграли …", "У меня …")
              "На", "В", "У", "С", "К", "По", "За", "Из", "От", "Для", "Меня", "Мне", "Нас", "Нам", "Его", "Её", "Ему",
              "Ей", "Им", "Их", "Это", "Эта", "Этот", "Уже"}
# a card named with its red value, not in quotes: "Prism Gate (red 2)"
_CARD = re.compile(r"([A-ZА-ЯЁ][\w’]*(?:\s+[A-ZА-ЯЁ][\w’]*){0,3})\s*\((?:red|Red|красн\w*)\s*(\d{1,2})\)")
# a card told by its red value in a sentence of its own: "Misdirection is red 2", "Prism Gate
# is a Red 3 card", "Misdirection in this case is Red 3", "Misdirection has a red value of 2"
_CARD_IS = re.compile(r"^\s*([A-Z][\w’]*(?:\s+[A-Z][\w’]*){0,3})\s+(?:(?:in this case|here|this time|now)\s+)?"
                      r"(?:is|has)\s+(?:a\s+)?(?:red|Red)\s+(?:value\s+(?:of\s+)?)?(\d{1,2})\b")


def _cards(text: str) -> list[tuple[str, int | None, int]]:
    """(name, red or None, position) of each card the text names."""
    out: list[tuple[str, int | None, int]] = []
    for m in _CARD.finditer(text):
        out.append((m.group(1).strip(), int(m.group(2)), m.start()))
    for part in clauses(text):
        said = _CARD_IS.match(part)
        if said and said.group(1).split()[0] not in _NOT_NAMES and not any(n == said.group(1) for n, _, _ in out) \
                and not has_any(said.group(1).lower(), ELDER_SIGN + CHARACTERS):
            out.append((said.group(1), int(said.group(2)), text.find(part)))
    for m in [*_PLAYED_NAME.finditer(text), *_DISCARDED_NAME.finditer(text), *_HELD_NAME.finditer(text)]:
        name = m.group(1)
        if any(name == n for n, _, _ in out):
            continue
        if not has_any(name, ARCANA + ELDER_SIGN + CHARACTERS + CARD) and name.split()[0] not in _NOT_NAMES:
            after = SENTENCE_END.split(text[m.end(1):m.end(1) + 60])[0]
            red = number_after(after, RED)
            out.append((name, red[0] if red else None, m.start(1)))
    for name, at in quoted_names(text):
        if any(abs(at - p) < 3 or name == n for n, _, p in out):
            continue
        # (within its sentence: not "'Shrieking Gate' on me. It has a 0 in Red. I sacrificed 2 …")
        after = SENTENCE_END.split(text[at:at + len(name) + 60])[0]
        red = number_after(after, RED)
        out.append((name, red[0] if red else None, at))
    return sorted(out, key=lambda c: c[2])


# a player told by a pronoun as the one acting: "she wants to …", «он пожертвовал …»
_SHE = re.compile(r"\b(?:she|he|она|он)\b", re.I)


def _actor(clause: str, names: set[str]) -> str | None:
    if re.search(r"(^|\W)(I|I'm|I've|я|Я)(\W|$)", clause):
        return "me"
    if re.search(r"(^|\W)(i|i'm|i've)(\W|$)", clause) and not re.search(r"\b(?:he|she|they)\b", clause, re.I):
        return "me"  # (in chat, "can i dump Silver Key …?" — not "i played it on leon; he sacrificed …")
    unnamed = _PLAYER_NOUN.search(clause)
    for m in _NAME.finditer(clause):
        word = m.group(1)
        if re.match(r"\s+ли\b", clause[m.end():]):
            continue  # «Подойдёт ли она …?»: the verb a question opens with, no player
        if unnamed is not None and unnamed.start() < m.start() and _OBJECT_OF.search(clause[:m.start()]):
            # "the third player wants to help Leon by …": Leon is helped, the third player acts
            return unnamed.group(1).lower()
        # (the game's words capitalised in their Russian forms, "карту Арканы", are no player)
        if word.split()[0] not in _NOT_NAMES and word not in names and not has_any(word, ELDER_SIGN + CHARACTERS) \
                and not has_any(word.lower(), ARCANA + CULTISTS):
            return word.split()[0]
    return None


# the players who give a count each: "Melissa and I each sacrifice 1 Cultist", «Мелисса и я
# пожертвовали по 1 культисту»
# (three and more, "Leon, Zoe and I each …"; the count's "each" after it, "… sacrifice 2 Cultists each")
_EACH_GIVES = re.compile(r"^\W*((?:[\w'-]+,?\s+){0,5}?(?:and|и)\s+[\w'-]+|(?:мы|я)\s+с\s+[\w'-]+)\s+(?:each\s+\w+|\w+\s+each\b|"
                         r"\w+\s+\S+\s+cultists?\s+each\b|\w+\s+по\s+\S+\s+культист)", re.I)
# the players of a share told apart: "Leon, Zoe and I", «Мелисса и я», «Мы с Бобом»
_SHARERS_SPLIT = re.compile(r"\s*,\s*|\s+and\s+|\s+и\s+|(?<=^мы)\s+с\s+|(?<=^я)\s+с\s+", re.I)
# a player told by no name: "the third player", "a third Great Old One", "another player"
_PLAYER_NOUN = re.compile(r"\b(?:the|a|another)\s+((?:(?:third|fourth|fifth|other|different)\s+)?(?:player|great old one))\b",
                          re.I)
# the word before a player's name that makes them the object, not the doer: "help Leon", "for Leon"
_OBJECT_OF = re.compile(r"\b(?:help\w*|assist\w*|for|on|against|protect\w*)\s+$", re.I)


# a clause of the card told before it: "It has a 0 in Red", "its red value is 2", «у неё 2 в красном»
_IT = re.compile(r"^\W*(?:it|its|it's|it’s|this card|that card|the card|у\s+не[её]|у\s+него|у\s+этой\s+карты|она|он|е[её])\b")


# "the red number on it is 0", "the number in Red on that card is 2", «красное число на ней — 3»
_RED_IS = re.compile(rf"\b(?:red\s+(?:number|value|digit)|(?:number|value|digit)\s+in\s+red|"
                     rf"красн\w*\s+(?:число|значение|цифр\w*)|(?:число|значение|цифр\w*)\s+в\s+красном)\s+"
                     rf"(?:(?:on|of)\s+(?:it|the\s+card|that\s+card|this\s+card)\s+|на\s+(?:ней|нём|карте)\s+)?"
                     rf"(?:(?:is|was|=|:|[—–-]|равн\w*)\s*)?(?:(?:a|only|just|всего|только)\s+)?{NUMBER}\b", re.I)


# … told as the value's own clause: "The red number on it is 3."
_RED_OF_IT = re.compile(r"^\W*(?:the\s+)?(?:red\s+(?:number|value|digit)|(?:number|value|digit)\s+in\s+red|"
                        r"красн\w*\s+(?:число|значение|цифр\w*))\s+(?:(?:on|of)\s+(?:it|the\s+card|that\s+card)|на\s+(?:ней|нём))\b")


def _red(low: str) -> int | None:
    """The red value a clause gives: "Red 3", "red value of 2", "a 3 in Red", "красным 2", "a
    zero-value card", "the red number on it is 0"."""
    if (told := _RED_IS.search(low)) is not None and (value := number(told.group(told.lastindex or 1))) is not None:
        return value
    after = number_after(low, RED)
    if after is not None:
        return after[0]
    # "с красной единицей", "красная тройка": a digit named by its noun
    noun = re.search(r"красн\w*\s+(нул\w*|ноль|единиц\w*|двойк\w*|тройк\w*|четв[её]рк\w*|пят[её]рк\w*|шест[её]рк\w*)", low)
    if noun:
        return next(v for v, stem in enumerate(_DIGIT_NOUNS) if noun.group(1).replace("ё", "е").startswith(stem))
    # an Arcana card's one value is its red one: "an Arcana card of value 1", "worth four",
    # "со значением 4"
    after = number_after(low, [r"\bvalue", r"\bworth", "значени"], within=6)
    if after is not None:
        return after[0]
    before = number_before(low, ["in red", "в красном"])
    if before:
        return before[0][0]
    valued = compiled(rf"\b{NUMBER}-value\b").search(low)  # "a zero-value card"
    return number(valued.group(1)) if valued else None


def read_negation_chain(text: str, move: str | None = None) -> Situation | None:
    """The negated card and every attempt (``_read_chain``), the players' slang for a discard
    read as the book's word, and each fact quoted as the player said it."""
    if move is not None and (held := _held_conceded(move)) is not None:
        # "Even if I hold an Elder Sign, can I …?": a card held, told before the ask, is no
        # step the ask proposes
        text = text.replace(move, f"{held.group(1)}. {move[held.end():]}")
        move = move[held.end():]
    elif (held := _held_conceded(text)) is not None:
        # (… and told before the stop asked of: "Even if I hold an Elder Sign, does a Red 0 card
        # stop me from discarding an Arcana card against it?" — conceded, it decides nothing
        # of the step asked: the stop is read as if it were not said)
        text = text[held.end():]
    plain, said = _said_plainly(text)
    plain_move, said_move = _said_plainly(move) if move is not None else (None, None)
    s = _read_chain(plain, plain_move)
    if s is not None and (said is not None or said_move is not None):
        def as_said(part: str) -> str:
            return next((out for back in (said, said_move) if back is not None and (out := back(part)) is not None), part)
        for f in s.facts:
            f["text"] = as_said(f["text"])
        s.unread = [as_said(u) for u in s.unread]
    return s


def _held_conceded(text: str) -> re.Match[str] | None:
    """A concession that opens the text and tells of a card held, not of a step."""
    if (conceded := _CONCEDED_FIRST.match(text)) is None:
        return None
    held = conceded.group(1).lower()
    if not (has_any(held, HAVE + HELD) or _HOLDS.search(held)) or has_any(held, DISCARD + SACRIFICE + PLAYS) \
            or _USED.search(held):
        return None
    return conceded


def _said_plainly(text: str) -> tuple[str, Callable[[str], str | None] | None]:
    """The text with each slang discard said "discards", and a function from a part of it back
    to the words the player used (None for a part not in it); no function when nothing changed."""
    spans: list[tuple[int, int, int, int]] = []  # (start, end) of each word in the plain text and in the original
    out, pos, at = [], 0, 0
    for m in _SLANG_DISCARD.finditer(text):
        out.append(text[pos:m.start()])
        at += m.start() - pos
        spans.append((at, at + len("discards"), m.start(), m.end()))
        out.append("discards")
        at += len("discards")
        pos = m.end()
    if not spans:
        return text, None
    out.append(text[pos:])
    plain = "".join(out)

    def original(k: int, end: bool) -> int:
        shift = 0
        for n0, n1, t0, t1 in spans:
            if k <= n0:
                return k + shift
            if k < n1:
                return t1 if end else t0  # (within a word said plainly: the whole slang word)
            shift += (t1 - t0) - (n1 - n0)
        return k + shift

    def back(part: str) -> str | None:
        i = plain.find(part)
        return None if i < 0 else text[original(i, False):original(i + len(part), True)]
    return plain, back


def _read_chain(text: str, move: str | None = None) -> Situation | None:
    """The negated card and every attempt, in the order told; ``move``, the ask, is read as
    one more attempt when it proposes one ("Can I sacrifice Cultists against it?"), else a
    step the story only says someone wants to take. None when the text tells of no card
    and no attempt. An untold value is left open (``Situation.open``) and asked back."""
    s = Situation("negation-chain")
    set_aside: set[str] = set()  # steps told against an earlier card, and shares: read, and set aside
    cards = _cards(text)
    names = {c[0] for c in cards}
    subject: tuple[str, int | None] | None = None
    attempts: list[dict] = []
    held: list[tuple[str, int | None]] = []  # Arcana cards a player holds, for "can I discard that one?"
    # "Melissa wants to sacrifice her Cultists": the clause, who, and its words with "it" named
    wanted: tuple[str, str | None, str] | None = None
    cultists_told = False
    character_held: str | None = None  # "I do have Eric Zann in hand": who "sacrifice him" is
    sign_held = False  # "I've got an Elder Sign in hand": what "use that" is
    last_actor = None
    listed_parts: set[str] = set()  # the parts of a list of steps (see below)
    offers: list[tuple[str, dict]] = []  # other players' Cultists offered to a payment (see below)
    own_cultists: int | None = None  # the asker's own Cultists told ("I only have 2 Cultists")
    own_clause = ""
    others: list[str] = []  # the players other than the asker, in the order named
    todo = clauses(text)
    # which card the story named last, the one negated or another ("I hold Prism Gate; the red
    # number on it is 0": "it" is Prism Gate, not the card played on me)
    last_named, prev_subject = "subject", subject
    while todo:
        if subject != prev_subject:
            last_named, prev_subject = "subject", subject
        clause = todo.pop(0)
        head, dash, tail = clause.partition(" — ")
        # (not the dash that says what the asker's card is: «моя лучшая — красная 2»)
        if dash and tail and not _MY_CARD.search(clause) and (not has_any(head.lower(), ACTS)
                              or has_any(head.lower(), HELD + HAVE) and has_any(tail.lower(), WANTS) and "," not in head
                              and not has_any(head.lower(), PLAYS + DISCARD + SACRIFICE) and not _USED.search(head.lower())
                              # (not a step that names the card it is against: "— I want to sacrifice
                              # him against Leon's red 0 card" is read whole, as before)
                              and _red(tail.lower()) is None and not has_any(tail.lower(), CARD)):
            # "Same card with Red 0 — I do have an Elder Sign", «У Мелиссы на руке тоже есть Elder
            # Sign — она хочет сыграть его»: two facts, a card held and a step wanted
            todo[:0] = [head, tail]
            continue
        joined_at = _JOINED.search(clause)
        head, tail = (clause[:joined_at.start()], clause[joined_at.end():]) if joined_at else (clause, "")
        if tail and (has_any(tail.lower(), HELD + HAVE + CAN_OFFER) or _MY_CARD.search(tail)) \
                and (not has_any(head.lower(), HELD + HAVE)
                                                            or _NOT_HELD.search(head)):
            todo[:0] = [head, tail]  # "Card coming at me is Red 3, and the only Arcana in my hand is a Red 2"
            continue
        if "?" not in clause and _methods_named(_NOT_DONE.sub(" ", clause.lower())) > 1 \
                and len(listed := [p for p in _LISTED.split(clause) if p.strip()]) > 1:
            # "I stopped it with an Elder Sign, she sacrificed Cultists to bring it back",
            # «уже были Знак Древних, жертва культистов»: the steps of a list, each its own
            todo[:0] = listed
            listed_parts.update(listed)
            continue
        joined = _second_doer(clause)
        if joined and (has_any(clause[:joined.start()].lower(), PLAYS) and not has_any(clause[:joined.start()].lower(), ACTS)
                       or _methods_named(clause[:joined.start()].lower()) and has_any(clause[:joined.start()].lower(), ACTS)) \
                and (has_any(clause[joined.end():].lower(), ACTS) or _a_step_told(clause[joined.end():].lower())):
            # "Melissa played Misdirection (Red 2) on me and I negated it by discarding …",
            # "Leon stopped my card with an Elder Sign, and I reinstated it by sacrificing
            # Cultists": two facts
            todo[:0] = [clause[:joined.start()], clause[joined.end():]]
            continue
        actor = _actor(clause, names)
        if actor is None and _SHE.search(clause) and others:
            actor = others[-1]  # "Now she wants to reinstate it …": the other player named last
        # (not the asker told before when another is the doer now: "i played a card on leon; he
        # sacrificed 2 cultists" — he is someone not named)
        actor = actor or (None if last_actor == "me" and _SHE.search(clause) else last_actor)
        if actor not in (None, "me") and actor not in others:
            others.append(actor)
        low = _NOT_DONE.sub(" ", clause.lower())
        in_clause = [c for c in cards if c[0] in clause]
        # "I do have an Elder Sign in hand": a card held, not played
        holding = (has_any(low, HELD + HAVE) and not has_any(low, DISCARD + SACRIFICE + PLAYS) and not _USED.search(low)) \
            or (_MY_CARD.search(low) is not None and not has_any(low, DISCARD + SACRIFICE + PLAYS) and not _USED.search(low)) \
            or (_HOLDS.search(low) is not None and not _USES.search(low) and not has_any(low, DISCARD + SACRIFICE)) \
            or (has_any(low, CAN_OFFER) and has_any(low, ARCANA) and not has_any(low, WANTS))
        if not holding and has_any(low, WANTS):
            # «У Мелиссы на руке тоже есть Elder Sign — она хочет сыграть его»: the card held is what "его" is
            low = _held_named(low, character_held, sign_held, cultists_told)
        acting = not holding and (has_any(low, ACTS) is not None or _rolls_a_character(low))
        if subject is not None and (any(c[0] != subject[0] for c in in_clause)
                                    or holding and (in_clause or has_any(low, ARCANA + CARD + ELDER_SIGN + CHARACTERS))):
            last_named = "other"
        if (offer := _offered(clause, actor)) is not None and not attempts:
            # "Вова готов пожертвовать 2 своих", "Leo says he can chip in 2 of his Cultists":
            # another Great Old One's share offered, for a payment the ask may pool
            offers.append((clause, offer))
            continue
        if not acting and (own := _OWN_COUNT.search(low)) is not None:
            own_cultists = number(own.group(1))  # "у меня всего 2 культиста", "I only have 2 Cultists"
            own_clause = clause
        if acting and has_any(low, CULTISTS) and _helping(_NO_HELP.sub(" ", low)) and not has_any(low, WANTS) \
                and not _TOTAL.search(low):
            # "Melissa offers to sacrifice 2 of her own Cultists to help him out": a share of a
            # payment others make, told apart from theirs — not read, and the chain not judged
            # (a share told with the total it makes, "помог … — вместе 2", is read as one payment;
            # only Cultists are paid in shares: "Melissa, helping Leon, discards an Arcana card" is a step)
            s.unread.append(clause)
            s.share_unread = True
            set_aside.add(clause)  # (a share, not a step the reader missed)
            continue
        if has_any(low, WANTS) and acting and not _WANT_DENIED.search(low):
            # (not "doesn't want to lose any Cultists, so she discards …": a step taken)
            # a step only wanted is the one asked about, not one taken
            wanted = (clause, actor, _held_named(clause.lower(), character_held, sign_held, cultists_told))
            continue
        # (and "a red 3 card aimed at me": played on the one it targets)
        played = has_any(low, PLAYS) or re.search(r"\b(?:on|against|(?:aimed|targeted|pointed)\s+at) (?:me|him|her|us)\b|"
                                                  r"против мен", low)
        # "Melissa played Misdirection on me, Red value 2": a card told by its red value
        card_told = bool(in_clause) or has_any(low, ARCANA + CARD) or bool(played and _red(low) is not None)
        if has_any(low, CULTISTS) and not acting:
            cultists_told = True  # "I only have 2 Cultists left": what "those 2" of the ask are
        if holding:
            # ("I do have a Red 3 one": a card told by its red value)
            # (the card held last is what "it" stands for: "Leon has an Elder Sign. Melissa has a
            # Red 3 Arcana — she wants to use it" is the Arcana card)
            if (card_told or _red(low) is not None) and not has_any(low, ELDER_SIGN + CHARACTERS):
                held.append((in_clause[0][0] if in_clause else "Arcana card", _red(low)))
                s.fact(clause, "held", {"name": held[-1][0], "red": held[-1][1]})
                sign_held, character_held = False, None
            elif has_any(low, CHARACTERS):
                character_held, sign_held = has_any(low, CHARACTERS), False
                s.unread.append(clause)  # a card held is no step; the ask may propose it
            elif has_any(low, ELDER_SIGN) and not _NOT_HELD.search(clause):
                # (held beside an Arcana card, «Знак Древних и Аркана с красным 1»: which one "её"
                # is, is not told)
                sign_held, character_held = not has_any(low, ARCANA) and _red(low) is None, None
                s.unread.append(clause)
            else:
                s.unread.append(clause)
            continue
        if subject is not None and not acting and not played \
                and any(c[0] == subject[0] for c in in_clause) and (red := _red(low)) is not None \
                and subject[1] in (None, red):
            # "Melissa plays Misdirection on me …; Misdirection is Red 2": the card told again,
            # with its red value (already known, when the sentence of its own gave it: _CARD_IS)
            subject = (subject[0], red)
            for f in s.facts:
                if f["slot"] == "card":
                    f["value"] = {"name": subject[0], "red": red}
            s.fact(clause, "card", {"name": subject[0], "red": red})
            continue
        # (a share told by how many it adds may close with the card it is against: no card's clause)
        share = _share_of_the_last(clause, low, actor, attempts)
        if card_told and not acting and (subject is None or (played and has_any(low, NEW_CARD))) and share is None:
            if played and has_any(low, NEW_CARD) and attempts:
                # a different card played later: the attempts told were against another card
                earlier = [f["text"] for f in s.facts if f["slot"] == "attempt"]
                s.unread.extend(earlier)
                set_aside.update(earlier)
                attempts, s.facts = [], [f for f in s.facts if f["slot"] != "attempt"]
            name, red = (in_clause[0][0], in_clause[0][1]) if in_clause else ("Arcana card", _red(low))
            subject = (name, red if red is not None else _red(low))
            s.fact(clause, "card", {"name": subject[0], "red": subject[1]})
            then = _second_doer(clause)
            after = clause[then.end():] if then is not None else ""
            if (has_any(low, CULTISTS) and _TO_NEGATE.search(low) or _FOR_NEGATING.search(low) and has_any(low, METHOD_THINGS)
                    or _a_step_told(after.lower())) and not _NEEDED.search(low):
                # "…, and I burned 2 of my own cultists to negate it": Cultists are no part of a
                # card played — a step told in words not read, so the chain as read is not the one
                # told (nor is "… and I nuked an Arcana (red 3) to kill it", "… and I countered
                # with an Arcana (red 3)")
                s.unread.append(clause)
                s.step_unread = True
            last_actor = actor
            continue
        if attempts and attempts[-1]["method"] == "sacrifice_character" and attempts[-1]["success"] is None \
                and has_any(low, ROLL) and not has_any(low, ACTS) \
                and (ok := False if has_any(low, FAILURE) else True if has_any(low, SUCCESS) else None) is not None:
            # "I sacrificed Eric Zann, but the roll failed": the roll told in a clause of its own
            attempts[-1]["success"] = ok
            s.fact(clause, "roll", "success" if ok else "failure")
            continue
        if subject is not None and subject[1] is None and not has_any(low, ACTS) and last_named == "subject" \
                and (_IT.match(low) or _RED_OF_IT.match(low)) and (red := _red(low)) is not None:
            # "Carla played 'Whisper of Azathoth' on me. It has a 0 in Red.": the card's value, told after it
            subject = (subject[0], red)
            s.fact(clause, "card", {"name": subject[0], "red": red})
            continue
        # (the card negated, named in the step — "discards 'Moon Ladder', which has Red 2, and
        # says that negates Dark Tide" — is not the card the step uses)
        attempt = _attempt(clause, low, actor, [c for c in in_clause if subject is None or c[0] != subject[0]], held)
        if attempt is not None and has_any(low, CULTISTS) and has_any(low, SACRIFICE) \
                and has_any(low, _ONLY_DISCARD) and (in_clause or has_any(low, ARCANA)):
            # "Мелисса пожертвовала 2 культистов …, и Лео сбросил «Prism Gate»": two steps in
            # one clause read as one — the chain as read is not the one told
            s.step_unread = True
        if attempt is not None and "?" not in clause and _methods_named(low) > 1:
            # "we've now used an Elder Sign, Cultists, an Arcana discard and a Character card":
            # several steps in one clause read as one
            s.step_unread = True
        if attempt is not None and "?" not in clause and _EARLIER_CARD.search(low) \
                and move is not None and _AGAIN_ON_ANOTHER.search(move) and not _EARLIER_CARD.search(move):
            # "I discarded a Red 2 Arcana against her previous card. … Can I … against this next
            # card?": a step against another card than the one asked of — read, and set aside (not
            # when the ask is of that earlier card: "… again against that first card?")
            s.unread.append(clause)
            set_aside.add(clause)
            continue
        if attempt is not None:
            attempts.append(attempt)
            s.fact(clause, "attempt", attempt["method"])
            last_actor = actor
            red = _red(low)
            if subject is None and red is not None and attempt["method"] != "discard_arcana" and card_told:
                # "I negated Melissa's Red 2 card by sacrificing 2 cultists": the card it was against
                subject = ("Arcana card", red)
                s.fact(clause, "card", {"name": subject[0], "red": subject[1]})
            elif subject is None and attempt["method"] == "discard_arcana" and (arcana := has_any(low, ARCANA)) \
                    and (before := _red(low[:low.find(arcana)])) is not None and _NEGATED_BY.search(low):
                # "A Red 2 card is negated by sacrificing an Arcana card of Red 3": the card before
                # the discard is the one negated
                subject = ("Arcana card", before)
                s.fact(clause, "card", {"name": subject[0], "red": subject[1]})
        elif share is not None:
            attempts[-1]["contributions"].append(share)
            s.fact(clause, "attempt", "sacrifice_cultists")
        elif not (subject is None and in_clause and " against " in low):
            s.unread.append(clause)  # neither an attempt nor the card it is against
            if "?" not in clause and actor is not None and _a_step_told(low, bool(in_clause)):
                # "I nuked an Arcana (red 2) to kill it", "I countered with an Arcana (red 3)", "Mira
                # dumped 'Old Lamp' (red 3) to stop it": a step told in words not read — the chain
                # as read is not the one told
                s.step_unread = True
            if (verb := has_any(low, SACRIFICE)) and not _denied(low, at := low.find(verb), at) \
                    and not _IF.search(low) and "?" not in clause \
                    and compiled(rf"\b{NUMBER}\b").search(low) \
                    and (actor not in (None, "me") or actor is None and others) and attempts \
                    and attempts[-1]["method"] == "sacrifice_cultists":
                # "а Олег … добровольно пожертвовал 1 своего": another player's share of the
                # Cultists just sacrificed, its noun left out — the payment as read is not the one told
                s.share_unread = True
            continue
        # "Leon discards Prism Gate (red 2) against Misdirection (red 2)": the card it is against
        m = re.search(r"\b(?:against|on|против)\s+(.+)$", clause)
        if subject is None and m:
            target = [c for c in cards if c[0] in m.group(1)]
            if target:
                subject = (target[0][0], target[0][1])
                s.fact(m.group(0), "card", {"name": subject[0], "red": subject[1]})
            elif (unnamed := _AGAINST_CARD.search(low)) is not None and (red := _red(low[unnamed.start():])) is not None:
                # "… and Tom adds 2 more against the card with red 3": a card told by its red value
                subject = ("Arcana card", red)
                s.fact(m.group(0), "card", {"name": subject[0], "red": red})
    if subject is None and not attempts and not held and move is not None and has_any(move.lower(), CARD) \
            and (red := _red(text.lower())) is not None:
        # "Does a Red value of 0 stop Leon from | sacrificing Cultists against the card?": a red
        # value told with no card is the value of the card the ask's step is against
        subject = ("Arcana card", red)
        s.fact(text, "card", {"name": subject[0], "red": red})
    if move is not None:
        asked_step = _proposed(move, names, held, cultists_told, character_held, sign_held, tuple(others))
        proposed = asked_step or (
            # (the card negated, named in it — "reinstate Misdirection by discarding an Arcana
            # card with Red 3" — is not the card discarded)
            _attempt(wanted[0], wanted[2], wanted[1],
                     [c for c in cards if c[0] in wanted[0] and (subject is None or c[0] != subject[0])], held)
            # ("I'd like to throw in 2 of my own Cultists so he can stop it": a share of a
            # payment others make too is not a step of its own)
            if wanted and not _helping(wanted[0].lower()) else None)
        if asked_step is None and proposed is not None and proposed["method"] == "sacrifice_cultists" \
                and len(proposed["contributions"]) == 1 and proposed["contributions"][0]["count"] is None \
                and (counted := number_before(move, ["cultist", "культист"])) and len(counted) == 1:
            # "Melissa wants to reinstate it by sacrificing cultists. Are 2 cultists still
            # enough?": the count the ask weighs is the wanted step's
            proposed["contributions"][0]["count"] = counted[0][0]
        elif proposed is not None and proposed["method"] == "sacrifice_cultists" and proposed["player"] == "me" \
                and len(proposed["contributions"]) == 1 and proposed["contributions"][0]["count"] is None \
                and own_cultists is not None and not offers and not _SOME_COUNT.search(move):
            # "I only have 2 Cultists and nobody will assist me. Am I allowed to sacrifice Cultists
            # against it?": all the asker has is the most the step can give
            proposed["contributions"][0]["count"] = own_cultists
            s.assumed.append(f"the asker sacrifices all {own_cultists} of their Cultists, the most they can")
            if own_clause in s.unread:
                s.unread.remove(own_clause)
            s.fact(own_clause, "own cultists", own_cultists)
        card = (proposed or {}).get("card") or {}
        if card.get("red") is None and (told := {n: r for n, r in [*((c[0], c[1]) for c in cards), *held]
                                                 if r is not None}.get(card.get("name", ""))) is not None:
            card["red"] = told  # "I've got Prism Gate, which is also Red 2. Can I discard Prism Gate …?"
        if proposed is None and offers and own_cultists is not None and not attempts \
                and not has_any(move.lower(), ELDER_SIGN + ARCANA + CHARACTERS + DISCARD):
            # "I have only 2 Cultists; Vova offers 2 of his. Can we make the 4 together?": the
            # asker's Cultists and the shares offered, as one sacrifice (contributions add up)
            proposed = {"player": "me", "method": "sacrifice_cultists",
                        "contributions": [{"player": "me", "count": own_cultists}, *(o for _, o in offers)]}
            s.fact(" ".join(c for c, _ in offers), "offered", [o["count"] for _, o in offers])
            offers = []
        if proposed is not None:
            attempts.append(proposed)
            s.move = f"attempts[{len(attempts) - 1}]"
            # (the words that propose it: the ask's, or the story's "I want to reinstate it by …")
            s.fact(move if asked_step is not None or wanted is None else wanted[0], "proposed", proposed["method"])
        elif _FOR_NEGATING.search(move) and (has_any(move.lower(), METHOD_THINGS) or compiled(rf"\b{NUMBER}\b").search(move)) \
                and not _LACKING.search(move):
            # "Can Mira dump 3 of hers to bring it back?": a step asked in words not read — not the
            # chain as it stands
            s.unread.append(move)
            s.step_unread = True
    for clause, _ in offers:
        # (a share the ask does not pool is a payment read in part: the chain is not judged)
        s.unread.append(clause)
        s.share_unread = True
        set_aside.add(clause)
    if subject is None and not attempts:
        return None
    if subject is None or subject[1] is None:
        s.need("card.red", "What is the red value of the card being negated?", "number",
               "Какое значение в красном у отменяемой карты?")
    _open_values(s, attempts, subject[1] if subject else None)
    s.template = {"card": {"name": subject[0] if subject else "Arcana card", "red": subject[1] if subject else None},
                  "attempts": attempts}
    if not s.needs:
        s.state = s.template
    # ("а Боря решает ей помочь и жертвует двух своих — итого три")
    # (a step said not to have been taken, "Nobody has discarded Arcana cards on it yet", is none)
    # (a part of a list of steps that names a method but no verb, "…, Cultists, …", is a step unread)
    s.step_unread = s.step_unread or any(_METHOD_TOLD.search(_NOT_DONE.sub(" ", part))
                                         or part in listed_parts and _methods_named(part.lower())
                                         for part in s.unread if part not in set_aside)
    # (two red values told and no step or card held read: one is a card offered against the other, which
    # the chain as read does not hold — "Is a red 3 arcana enough to negate a red 2 card?")
    if not attempts and not held and len({m.group(1) for m in _RED_MENTION.finditer(f"{text} {move or ''}")}) > 1:
        s.step_unread = True
    return s


def _open_values(s: Situation, attempts: list[dict], chain_red: int | None) -> None:
    """Each value an attempt leaves untold, opened and asked back; an Elder Sign's red
    value, which decides only a later paying attempt, is otherwise the value to beat."""
    for i, a in enumerate(attempts):
        card: dict = a.get("card") or {}
        path = f"attempts[{i}]"
        if a["method"] == "sacrifice_cultists" and a["contributions"][0]["count"] is None:
            s.need(f"{path}.contributions[0].count", "How many Cultists were sacrificed?", "count",
                   "Сколько культистов пожертвовали?")
        elif a["method"] == "sacrifice_character" and a["success"] is None:
            s.need(f"{path}.success", f"Did the roll for {card['name']} succeed?", "bool",
                   f"Бросок за {card['name']} был успешным?")
        elif a["method"] == "discard_arcana" and card.get("red") is None:
            s.need(f"{path}.card.red", f"What is the red value of {card['name']}?", "number",
                   f"Какое значение в красном у {card['name']}?")
        elif a["method"] == "stopping_card" and card.get("red") is None:
            later = any(b["method"] in ("sacrifice_cultists", "discard_arcana") for b in attempts[i + 1:])
            if later or chain_red is None:
                s.need(f"{path}.card.red", f"What is the red value on {card['name']}?", "number",
                       f"Какое значение в красном у {card['name']}?")
            else:
                card["red"] = chain_red
                s.assumed.append(f"{card['name']}: red value not given, taken as the value to beat ({chain_red}); "
                                 f"no later attempt depends on it")
        if card.get("red") is not None:
            chain_red = card["red"]


_THEM = re.compile(r"\b(?:them|those|these|их|ими)\b", re.I)
_CARDS_EFFECT = re.compile(r"\b(?:card['’]s|карты)\s+(?:\w+\s+)?(?:effect|эффект)\w*")


def _proposed(ask: str, names: set[str], held: list, cultists_told: bool,
              character_held: str | None = None, sign_held: bool = False, others: tuple[str, ...] = ()) -> dict | None:
    """The attempt an ask proposes: "Can I discard my Arcana card (red 3) instead of
    sacrificing Cultists?" proposes the discard, not the sacrifice; "Can I negate it by
    sacrificing just those 2?", after a story of Cultists, sacrifices them; "Can I sacrifice
    him and roll?", after a story of Eric Zann in hand, sacrifices that Character card."""
    # (nor is the reason it gives: "…, because Leon used an Elder Sign and not Cultists?")
    ask = _NOT_DONE.sub(" ", _INSTEAD.sub(" ", without_reason(ask)))
    low = ask.lower()
    if _helping(low):
        return None  # a share of a payment others make too is not a step of its own
    if _TWO_OF_A_METHOD.search(low):
        return None  # ("Can I use both Elder Signs against it?": two steps of one method, not one step)
    low = _held_named(low, character_held, sign_held, cultists_told)
    # ("Now she wants to reinstate it …": the other player named last in the story)
    actor = _actor(ask, names) or (others[-1] if others and _SHE.search(ask) else "me")
    return _attempt(ask, low, actor, _cards(ask), held)


def _held_named(low: str, character_held: str | None, sign_held: bool, cultists_told: bool) -> str:
    """A step's words with the thing held that "that", "him" or "them" stands for named after them."""
    if sign_held and has_any(low, USE + PLAYS + _STOPS) and _THAT.search(low) \
            and not has_any(low, CULTISTS + ARCANA + CHARACTERS + SACRIFICE + DISCARD):
        return low + " (elder sign)"  # "I've got an Elder Sign in hand. Can I just use that?"
    if character_held and has_any(low, SACRIFICE + PLAYS + ROLL) \
            and not has_any(_AGAINST_CARD.sub(" ", low), CULTISTS + ARCANA + CARD) \
            and (has_any(low, ROLL) or _PERSON.search(low)):
        return low + f" ({character_held})"
    if cultists_told and has_any(low, SACRIFICE) \
            and not has_any(_CARDS_EFFECT.sub(" ", low), CULTISTS + CHARACTERS + ARCANA + CARD) \
            and (not _CARDS_EFFECT.search(low) or _THEM.search(low)):
        # ("… sacrifice 2 of them to switch my card's effect back on?": the card whose effect
        # it is, not one given up — "sacrifice the one I'm holding to stop his card's effect"
        # gives up a card)
        return low + " (cultists)"
    return low


# two facts of a clause: "Card coming at me is Red 3, and the only Arcana in my hand is a
# Red 2"; "I don't have an Elder Sign, but I'm holding an Arcana card worth Red 3"
# ("The card hitting me is Red 3 and the only Arcana I have is a Red 2": "and" without a comma too)
# (and a concession: "Leon plays a card with Red 1 on me, even if I have an Elder Sign" — a card held)
_CONCEDING = r"(?:even\s+(?:if|though)|although|though|хотя|даже\s+если)"
_JOINED = re.compile(rf",\s+(?:and|but|yet|но|а|и)\s+|\s+(?:but|and)\s+|,\s+(?=(?:I|I'm|I've|я)\s)|,\s+{_CONCEDING}\s+", re.I)
# a concession that opens the ask: "Even if I hold an Elder Sign, …", «Хотя у меня есть Знак, …»
_CONCEDED_FIRST = re.compile(rf"^\W*{_CONCEDING}\s+([^,?.;]+),\s*", re.I)
_NOT_HELD = re.compile(r"\b(?:no|not|don't|doesn't|haven't|нет|не)\b", re.I)


_THAT = re.compile(r"\b(?:that|it|this one|that one|его|её|ее|этот|им|ею|этим|ей)\b")
# "Russian digit nouns, in order from 0: "нуль/ноль", "единица", "двойка" …
_DIGIT_NOUNS = ("н", "единиц", "двойк", "тройк", "четверк", "пятерк", "шестерк")
# what "stop it with that" does with a card held: play it against the effect
_STOPS = ["stop", "block", "останов", "отбить", "отбит", "отмен"]
# "Melissa just played Misdirection on me": a card named without quotes by the play
_PLAYED_NAME = re.compile(r"\b(?:plays|played|casts?)\s+(?:a\s+|an\s+|the\s+|his\s+|her\s+)?"
                          r"([A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)*)\s+(?:on|against|at)\b")
# a card held by its name: "I've got Prism Gate, which is also Red 2"
_HELD_NAME = re.compile(r"\b(?:got|have|hold|holding|holds)\s+(?:my\s+|a\s+)?([A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)*)")
# a card discarded by its name: "I discarded Prism Gate to negate it", "so I discard my Prism Gate"
_DISCARDED_NAME = re.compile(r"\b(?:discard\w*|сбрасыва\w*|сбросил\w*|сброшу)\s+(?:my\s+|his\s+|her\s+|the\s+|свою\s+|свой\s+)?"
                             r"([A-ZА-ЯЁ][\w'’-]+(?:\s+[A-ZА-ЯЁ][\w'’-]+)*)")


# the card a step is against ("against the same card"), not a card offered
_AGAINST_CARD = re.compile(r"\b(?:against|on|против)\s+(?:\w+\s+){0,4}?(?:card|карт\w*)\b")
# a Character card spoken of as a person: "sacrifice him", "пожертвовать им"
_PERSON = re.compile(r"\b(?:him|her|его|её|ее|им|ей)\b")


# a total said of a sacrifice: "2 together", "вместе 2", "3 in total", "всего 3"
_TOTAL = re.compile(rf"\b(?:together|in total|in all|всего|вместе|итого|a total of)\s*[—–:-]?\s*{NUMBER}\b"
                    rf"|\b{NUMBER}\s+(?:cultists?\s+)?(?:together|in total|in all|всего|вместе)\b", re.I)


# "2 Cultists from one Node", "2 культистов с одного узла"; "… and 1 from another"
_COUNT_FROM = re.compile(rf"\b{NUMBER}\s+(?:cultists?|культист\w*)\s+(?:from|off|с|из)\b", re.I)
# the shares of one payment, told apart by "and" — and by "while": "… while I sacrifice 1 of mine"
_SHARE_PARTS = re.compile(r"\s+and\s+|\s+и\s+|,?\s+while\s+")
# a share told by how many it adds: "Zoe sacrifices 1 more", «Зоя добавляет ещё 1»
_MORE = re.compile(rf"\b{NUMBER}\s+more\b|\b(?:ещё|еще)\s+{NUMBER}\b", re.I)
_MORE_FROM = re.compile(rf"^\s*{NUMBER}\s+(?:more\s+|ещё\s+|еще\s+)?(?:from|off|с|из)\b", re.I)


def _share_added(part: str, player: str) -> dict[str, object] | None:
    """A share told by how many it adds ("Bob sacrifices 1 more", «Аня добавляет ещё 1»)."""
    more = _MORE.search(part)
    return None if more is None else {"player": player, "count": number(more.group(1) or more.group(2))}


def _share_of_the_last(clause: str, low: str, actor: str | None, attempts: list[dict]) -> dict[str, object] | None:
    """A share of the Cultists just sacrificed, told by how many it adds, its noun left out:
    "Я и Том жертвуем по 1 культисту, и Аня добавляет ещё 1" (the card it is against may
    close it: «и Том добавляет ещё 2 против карты с красным 3»)."""
    if not attempts or attempts[-1]["method"] != "sacrifice_cultists" or actor is None or "?" in clause \
            or _IF.search(low) or has_any(_AGAINST_CARD.sub(" ", low), WANTS + ARCANA + ELDER_SIGN + CHARACTERS + CARD) \
            or actor == attempts[-1]["contributions"][-1]["player"]:
        return None
    return _share_added(low, actor)


def _rolls_a_character(low: str) -> bool:
    """A step wanted that rolls for a Character card ("she wants to pull out a Character card
    and roll"): the card is given up for the roll, whatever the verb (not one told as taken,
    "Rolled a 5 for Randolph Carter", whose card may be the one asked about)."""
    return bool(has_any(low, WANTS) and has_any(low, CHARACTERS) and has_any(low, ROLL))


def _attempt(clause: str, low: str, actor: str | None, cards, held: list) -> dict | None:
    who = actor or "unknown"
    sign = has_any(low, ELDER_SIGN)
    if sign and not _denied(low, low.find(sign), low.find(sign) + len(sign)):
        name = "Elder Sign" if has_any(low, ELDER_SIGN[:4]) else "stopping card"
        return {"player": who, "method": "stopping_card", "card": {"name": name, "red": _red(low)}}
    if has_any(low, CHARACTERS) and (has_any(low, SACRIFICE + PLAYS + ["sacrifice"]) or _rolls_a_character(low)):
        name = next((c for c in ["Eric Zann", "Randolph Carter"] if c.lower() in low), "Character card")
        roll = number_after(low, ROLL + ["a"], within=10)
        ok = False if has_any(low, FAILURE) else True if has_any(low, SUCCESS) else None
        att: dict = {"player": who, "method": "sacrifice_character", "card": {"name": name}, "success": ok}
        if roll is not None and 1 <= roll[0] <= 6:
            att["roll"] = roll[0]
        return att
    # ("gather Cultists from two Nodes to stop it", «собрать культистов, чтобы её отменить»:
    # Cultists given to negate a card are sacrificed, whatever the verb)
    cultists = [m for m in re.finditer("|".join(CULTISTS), low) if not _denied(low, m.start(), m.end())]
    if cultists and (has_any(low, SACRIFICE) or _TO_NEGATE.search(low) and not _NEEDED.search(low)):
        contributions: list[dict[str, object]] = []
        from_node = False  # the count told is of one Node: "2 Cultists from one Node"
        names = {c[0] for c in cards}
        each = _EACH_GIVES.search(clause)
        # («Мы с Бобом жертвуем по 1 культисту»: the asker and Bob)
        sharers = [a for part in _SHARERS_SPLIT.split(each.group(1))
                   if (a := "me" if part.lower() in ("мы", "я") else _actor(part, names))] if each else []
        each_gives = number_before(clause, ["cultist", "культист"]) if len(set(sharers)) > 1 else []
        if len(each_gives) == 1 and each is not None:
            # "Melissa and I each sacrifice 1 Cultist", «Мелисса и я пожертвовали по 1 культисту»:
            # the count is every sharer's
            shares = [{"player": a, "count": each_gives[0][0]} for a in dict.fromkeys(sharers)]
            for part in _SHARE_PARTS.split(clause[each.end():]):
                # ("… and Zoe sacrifices 1 more": a share told after theirs, by one who is not a sharer)
                if (a := _actor(part, names)) and a not in sharers and (added := _share_added(part, a)) is not None:
                    shares.append(added)
            return {"player": who, "method": "sacrifice_cultists", "contributions": shares}
        for part in _SHARE_PARTS.split(clause):
            who_part = _actor(part, names) if part is not clause else None
            # ("… and Olga adds 1 of hers": a share counted by whose it is)
            counted = number_before(part, ["cultist", "культист", "of (?:his|her|their|my|our) own",
                                           r"of (?:his|hers|theirs|mine|ours)\b"])
            if not counted and contributions and from_node and (more := _MORE_FROM.match(part)) is not None:
                # "I sacrifice 2 Cultists from one Node and 1 from another": the parts add up (not
                # "3 Cultists - 2 from one Node and 1 from another", which breaks down one total)
                contributions[-1]["count"] = int(str(contributions[-1]["count"])) + (number(more.group(1)) or 0)
                continue
            if not counted and contributions and who_part and who_part != contributions[-1]["player"] \
                    and (added := _share_added(part, who_part)) is not None:
                # "Dana sacrifices 1 Cultist and Bob sacrifices 1 more": a share told by how many
                # it adds, by another player than the one before
                contributions.append(added)
                continue
            if not counted:
                continue
            n = counted[0][0]
            from_node = _COUNT_FROM.search(part) is not None
            player = who_part or who
            if contributions and player == contributions[-1]["player"]:
                continue  # the same player's count told again
            contributions.append({"player": player, "count": n})
        total = _TOTAL.search(low)
        said_total = number(total.group(1) or total.group(2)) if total else None
        if said_total is not None and sum(int(str(c["count"])) for c in contributions) != said_total:
            # "only 1 Cultist on his Node, so Hastur's player gave 1 more — 2 together": the
            # total said is what was sacrificed, whoever's the counts before it were
            contributions = [{"player": who, "count": said_total}]
        if not contributions:
            # "sacrifice one from each Node to make up the 3", "sacrifice all three": the total
            # is the largest number said
            said = [v for m in compiled(rf"\b{NUMBER}\b").finditer(low) if (v := number(m.group(1)))]
            contributions = [{"player": who, "count": max(said) if said else None}]
        return {"player": who, "method": "sacrifice_cultists", "contributions": contributions}
    # "Sacrificing Arcana Cards" is the book's own name for discarding one: "Can I sacrifice
    # that one?" after a story of an Arcana card held
    # ("Can't I use that one to block it?" of an Arcana card held: its one use against a card)
    # (and an Arcana card used on the card, whatever the verb: "countered with an Arcana (red 3)",
    # "Melissa reinstated it with an Arcana card" — a discard is the one method that uses one)
    offered = has_any(low, DISCARD) or (has_any(low, SACRIFICE + USE) and (has_any(low, ARCANA) or held or cards)) \
        or bool(has_any(low, ARCANA) and _USED_ON_IT.search(low) and not _LACKING.search(low))
    if offered and (has_any(low, ARCANA) or cards or held):
        name, red = (cards[0][0], cards[0][1]) if cards else held[-1] if held and not has_any(low, ARCANA) \
            else ("Arcana card", None)
        # "discarding that Red 2": the value said with the step is the card's — the one after
        # the Arcana card named ("A Red 2 card is negated by sacrificing an Arcana card of Red 3")
        at = low.find(arcana) if (arcana := has_any(low, ARCANA)) else -1
        told = after if at > 0 and (after := _red(low[at:])) is not None else _red(low)
        return {"player": who, "method": "discard_arcana",
                "card": {"name": name, "red": told if told is not None and not cards else red}}
    return None


def asked(ask: str, situation: Situation) -> Wants | None:
    """What the ask wants of the result: whether the effect is in force, or negated ("Does
    that negate it?", "Does discarding the Red 2 stop the effect?"). "Can I stop it by …?"
    proposes a step instead: whether it is legal, not whether it succeeds. "Does that work?"
    of a step the story wants to take asks whether it negates the card."""
    low = ask.lower()
    if situation.unread and situation.move is None and not any(f["slot"] == "attempt" for f in situation.facts):
        # no attempt read, and a part of the story not read ("I've only got 2 Cultists
        # left, but Anna offers 1 of hers. My 2 plus her 1 makes 3. Does that negate it?"):
        # the unread part may be the attempt asked about — not "in force, nothing tried"
        return None
    if situation.step_unread or situation.share_unread:
        return None  # the chain as read is not the chain told
    if _UNCONDITIONAL.search(low) and any(n["slot"].endswith(".success") for n in situation.needs):
        # "If I sacrifice Eric Zann against it, is the effect just cancelled automatically?":
        # whether a method always works, by the rules — not what one roll, untold, would do
        # (an Elder Sign "stopped automatically" is the chain's to say: it needs no roll)
        return None
    if not any(f["slot"] in ("attempt", "proposed") for f in situation.facts) and _IN_GENERAL.search(low):
        # "Is it true that a card with 0 in Red cannot be stopped by any method at all?":
        # whether it can be, by the rules — not whether it is, with nothing tried yet
        return None
    # whether the step does what it is taken for: negates the card, or — "I want to reinstate
    # it by discarding …", "хочу вернуть эффект" — brings the effect back
    steps = [f["text"] for f in situation.facts if f["slot"] in ("attempt", "proposed")]
    back = bool(steps) and _TO_REINSTATE.search(steps[-1]) is not None
    if situation.move is not None and (_WORKS.search(low) or _ENOUGH.search(low) or _METHOD_WORKS.search(low)):
        # ("… and says 2 Cultists is enough. She's right, isn't she?": whether the step does it)
        return Wants("effect_in_force", partial(_flag, "effect_in_force", not back))
    if situation.move is None and not situation.unread and (_WORKS.search(low) or _ENOUGH.search(low)) \
            and steps and situation.facts[-1]["slot"] == "attempt" and not compiled(rf"\b{NUMBER}\b").search(low):
        # "Я сбрасываю свою Аркану, у которой красное тоже 3. Этого достаточно, чтобы отменить
        # эффект?": the story told to its last step, all of it read, asks whether that step
        # does what it is taken for (not "Is 1 Cultist enough now?": a count the step lacks)
        return Wants("effect_in_force", partial(_flag, "effect_in_force", not back))
    if _BACK_IN_FORCE.search(low) and steps:
        # "I sacrifice 3 Cultists to reinstate mine. Does it come back?", "So it's back on?"
        return Wants("effect_in_force", partial(_flag, "effect_in_force", False))
    if _BARE_WORKS.match(low) and any(f["slot"] == "attempt" for f in situation.facts):
        # "… сбрасываю свою карту Arcana с красным 2, чтобы отменить эффект. Сработает?":
        # asked of the attempt told last, whether it does what it is for — not whether the
        # card's effect "works"
        return Wants("effect_in_force", partial(_flag, "effect_in_force", not back))
    if situation.move is not None and _AGAIN_ON_ANOTHER.search(low) and _AGAIN_WORD.search(low):
        # "I sacrificed Cultists against one of her cards earlier. Am I allowed to sacrifice
        # Cultists again against this new card?": a method used on another card is no repeat —
        # the answer rests on the once-per-card rule — and the step is judged by every rule of
        # this card (a red 0, the red to equal or beat: a red not told is tried at every value,
        # and asked when the answer turns on it)
        zero = ((situation.template or {}).get("card") or {}).get("red") == 0
        return Wants("legal against this card", partial(_legal_on_this_card, situation.move),
                     rests_on=RULES.zero_forbids if zero else RULES.once_per_method, tests_rule=True)
    if situation.move is None and _ONCE_MORE.search(low) and not has_any(low, ACTS + CULTISTS + ARCANA):
        # "All four methods have been used on this card. Can anybody negate it one more time?":
        # whether a method is left for a further negation, not what the chain did
        return Wants("methods_left", _method_left, after_told=True)
    if situation.move is None and (bring := _BACK_POSSIBLE.search(low)) is not None \
            and not has_any(low[(start := _clause_start(low, bring.start())):], ACTS + CULTISTS + ARCANA) \
            and any(f["slot"] == "attempt" for f in situation.facts):
        # "I stopped her card with my Elder Sign so it's dead for good now, nobody can bring the
        # effect back, right?": whether a further negation is left to reinstate it — not whether
        # the step told stopped it ("nobody can …" asks it denied: no reading of the ask's own sees that)
        if _NOBODY.search(low[start:bring.end()]):
            return Wants("no method left", lambda check, state: None if (left := _back_left(check, state)) is None
                         else not left, after_told=True)
        return Wants("methods_left", _back_left, after_told=True)
    if _STOPS_NEGATION.search(low):
        # "If Melissa then discards an Arcana card with Red 2, does that stop Leon's negation?":
        # a negation stopped is the effect back in force
        return Wants("effect_in_force", partial(_flag, "effect_in_force", False))
    for words, result, negated in ASKS:
        if has_any(low, words):
            return Wants(result, partial(_flag, result, negated))
    # (and "count as stopping his card", what it counts as)
    if not _PROPOSING.match(low) and re.search(r"\b(?:negate|negates|stop|stops|cancel|cancels|prevent|prevents)\b|"
                                                 r"\bas\s+(?:negating|stopping|cancell?ing|preventing|blocking)\b", low):
        return Wants("effect_in_force", partial(_flag, "effect_in_force", True))
    return None


# one method used twice in one ask: "both Elder Signs", "discard both", "twice", «обе карты»
_TWO_OF_A_METHOD = re.compile(r"\bboth\s+(?:of\s+)?(?:my\s+|his\s+|her\s+|the(?:se|m)?\s+)?(?:elder\s+signs?|arcana|cards?|"
                              r"characters?)\b|\b(?:discard|use|play|sacrifice)\s+(?:them\s+)?both\b|\btwice\b|\b(?:обе|оба|обоих)\s+(?:\w+\s+)?(?:карт\w*|знак\w*|аркан\w*)|"
                              r"\bдважды\b", re.I)
# a negation asked to be stopped: "stop Leon's negation", "undo the negation", «отменить его отмену»
_STOPS_NEGATION = re.compile(r"\b(?:stop|stops|cancel|cancels|undo|undoes|block|blocks|prevent|prevents)\s+"
                             r"(?:(?:\w+['’]s|the|his|her|their|my|our|that|this)\s+)?(?:negation|negating|cancellation)\b|"
                             r"\bотмен\w*\s+(?:\w+\s+)?отмен[уы]\b", re.I)
# a method asked whether it works ("А Elder Sign против неё сработает?", "Will my Cultists
# work against it?"): whether the step negates the card — not whether the card's effect "works"
_METHOD_WORKS = re.compile(r"^(?!.*\b(?:effect|эффект)).*\b(?:elder sign|знак\w* древних|cultists?|культист\w*|arcana|"
                           r"аркан\w*|character|персонаж\w*)\b.*\b(?:works?|сработа\w*|подейству\w*)\b", re.I)
# («Подойдёт ли она, чтобы …?», "will it do": the step proposed does what it is for)
_WORKS = re.compile(r"\b(?:does|will|would|did|is)\s+(?:that|this|it)\s+(?:going to\s+)?work\b|^\s*(?:that|this|it)\s+works\b|"
                    r"\bсработает\s+ли\s+(?:это|так)\b|\b(?:это|так)\s+сработает\b|"
                    r"^\s*(?:а\s+|и\s+)?(?:подойд[её]т|подходит|годится|сгодится)\s+ли\b")
# the effect asked to be in force again ("Does it come back?", "So it's back on?"), not a card
# gone back to a hand ("Does Randolph go back into his hand?")
_BACK_IN_FORCE = re.compile(r"\b(?:comes?|coming|came)\s+back\b(?![^?]*\b(?:hand|deck|discard|pile|box)\b)|"
                            r"\bback\s+(?:on|in\s+(?:force|effect)|into\s+(?:force|effect))\b|"
                            r"\b(?:эффект\s+)?верн[её]тся\b(?![^?]*\bрук)", re.I)
_ENOUGH = re.compile(r"\b(?:is|are|will\s+be|would\s+be)\s+(?:\w+\s+){0,3}?enough\b|\bsuffices?\b|\bхватит\b|\bхватает\b|"
                     r"\bдостаточно\b", re.I)
# a step taken to bring a negated effect back: "to reinstate it", "чтобы вернуть эффект"
_TO_REINSTATE = re.compile(r"\b(?:reinstat\w*|bring\w*\b[^.,;?!]*?\bback|restor\w*|восстанов\w*|верну\w*|вернут\w*)",
                           re.I)
# help said not to be given: "nobody offers to help", "никто не помогает"
_NO_HELP = re.compile(r"\b(?:nobody|no one|none of them|никто)\b[^.,;?]*", re.I)
# what a step is taken for: "… 2 of my own Cultists to negate it for him", "чтобы отменить"
# Cultists a player needs, not ones paid: "Leon needs 3 cultists to block Melissa's card"
_NEEDED = re.compile(r"\b(?:needs?|would need|nee?ded)\s+(?:\w+\s+)?(?:\d+|one|two|three|four|five|six)\b|"
                     r"\b(?:нужн\w*|надо|требу\w*)\b", re.I)
# a clause of what someone lacks or cannot do, no step: "I don't have an Elder Sign to stop it"
_LACKING = re.compile(r"\b(?:no|not|don't|doesn't|didn't|haven't|hasn't|can't|cannot|out\s+of|nobody|none|without|"
                      r"нет|не|без|никто)\b", re.I)
# the things a method uses up
METHOD_THINGS = ARCANA + CULTISTS + ELDER_SIGN + CHARACTERS
# a method's thing used on the card, however the verb: "countered with an Arcana (red 3)", "I
# blew an Arcana (red 3) on it" (not "reinstated it with Cultists": a count untold, a step the
# chain can do without)
_USED_ON_IT = re.compile(r"\bwith\s+(?:(?:an?|my|his|her|their|own|one\s+of\s+(?:my|his|her)|red\s+\d+)\s+)*"
                         r"(?:arcana|elder\s+sign|character|eric|randolph)|"
                         r"\b(?:on|at|against)\s+(?:it|that|this|the\s+card|(?:his|her|their)\s+card)\b", re.I)


def _a_step_told(low: str, named: bool = False) -> bool:
    """Whether a clause (lower-cased) tells a step, in words a step is not read from: a thing a
    method uses (or a card ``named``), used on the card or for negating it — not what someone
    lacks, holds or wants ("I don't have an Elder Sign to stop it", "I have 2 Cultists")."""
    return bool((has_any(low, METHOD_THINGS) or named) and not _LACKING.search(low)
                and not has_any(low, HELD + HAVE + WANTS) and (_FOR_NEGATING.search(low) or _USED_ON_IT.search(low)))


_TO_NEGATE = re.compile(r"\bto (?:negate|stop|cancel|block)\b|\bчтобы (?:\w+\s+)?(?:отменить|остановить|отбить)\b")
# an ask of what can be done at all, not of what the story's chain did
_IN_GENERAL = re.compile(r"\b(?:can|cannot|can't|could|may|possible|impossible|any method|at all|ever|можно|нельзя|может|"
                         r"могут|никак\w*|вообще)\b", re.I)
# an ask of what a method does every time: "cancelled automatically", "always", "no matter what"
_UNCONDITIONAL = re.compile(r"\b(?:automatic\w*|always|guarantee\w*|no matter what|no questions asked|every time|"
                            r"автоматическ\w*|всегда|гарантирован\w*|в любом случае)\b", re.I)
# a negation step told: someone sacrifices, discards or rolls
_METHOD_TOLD = re.compile(r"\b(?:sacrific\w*|discard\w*|roll\w*|chipped|negated|stopped|cancell?ed|жертву\w*|пожертв\w*|"
                          r"сбрас\w*|сброс\w*|брос\w*|остановил\w*|отменил\w*)",
                          re.I)
_BARE_WORKS = re.compile(r"^\s*(?:(?:и|а|так)\s+)?(?:(?:это|так)\s+)?сработает(?:\s+ли(?:\s+(?:это|так))?)?\s*\?*\s*$|"
                         r"^\s*(?:(?:so|and)\s+)?(?:will|does|did|would)\s+(?:it|that|this)\s+work\s*\?*\s*$")
_PROPOSING = re.compile(r"^\s*(?:so\s+|and\s+)?(?:can|could|may|might|am|are|is it|can't|cannot|"
                        r"(?:i|we|he|she|they)\s+(?:can't|can’t|cannot|can\s+not)\b)")


# an ask whether the card can be negated (or flipped back) once more: "Can anybody negate it
# one more time?", "Can Leon flip the effect back once more?", "Можно ли её отменить ещё раз?"
_NEGATE_VERB = (r"(?:negat\w*|cancel\w*|stop\w*|block\w*|flip\w*|reinstat\w*|undo\w*|отмен\w*|останов\w*|отби\w*|"
                r"верну\w*|восстанов\w*)")
# what a step is for, however it is said, of the effect: "to stop it", "to kill it", "to bring it
# back", «чтобы его отменить» (not what a card is played to do: "to kill 3 of my Cultists")
_FOR_NEGATING = re.compile(rf"\bto\s+(?:{_NEGATE_VERB}|kill|shut|nuke|counter|bring)\s+"
                           r"(?:it|that|this|the\s+effect|(?:his|her|their|the)\s+(?:card|effect))\b|"
                           rf"\bчтобы\s+(?:его\s+|её\s+|ее\s+|эффект\s+)?{_NEGATE_VERB}", re.I)
_AGAIN = r"(?:again|one more time|once more|another time|ещё\s+раз|еще\s+раз|снова|опять)"
_ONCE_MORE = re.compile(rf"\b{_NEGATE_VERB}\b[^?.;]*?\b{_AGAIN}\b|\b{_AGAIN}\b[^?.;]*?\b{_NEGATE_VERB}\b", re.I)


# a repeat asked of another card than the one the method was used on before: "again against this
# new card", «снова против другой карты»
_AGAIN_WORD = re.compile(rf"\b{_AGAIN}\b", re.I)
_AGAIN_ON_ANOTHER = re.compile(r"\b(?:new|different|another|other|next|second)\s+(?:\w+\s+)?card\b|"
                               r"\b(?:друг\w*|нов\w*|следующ\w*)\s+(?:\w+\s+)?карт\w*", re.I)


def _legal_on_this_card(move: str, check: dict, state: dict) -> bool:
    """Whether the step proposed is legal against this card: its once-per-card limit, a red 0
    that forbids it, the red its count or card must equal or beat — every rule of the step."""
    return not any(v["path"].startswith(f"state.{move}") for v in check.get("violations") or [])


def _method_left(check: dict, state: dict) -> bool | None:
    """Whether a further negation is possible: a method not yet used on the card, and not one
    its red value 0 forbids (the chain is over when every method is used)."""
    left = check["result"].get("methods_left")
    if not isinstance(left, list):
        return None
    zero = check["result"].get("value_to_beat") == 0
    return any(m in METHODS and not (zero and METHODS[m].forbidden_at_zero) for m in left)


# whether the effect negated can be brought back at all: "nobody can bring the effect back",
# "is there any way to get it back?", «его больше никак не вернуть?» (not "back into his hand")
_BACK_POSSIBLE = re.compile(r"\b(?:can|could|cannot|can't|way|anyone|anybody|nobody|no one)\b[^?.;]*?"
                            r"(?:\b(?:bring|brought|get|got|put)\w*\s+(?:[\w'’]+\s+){0,3}?back\b(?![^?]*\b(?:hand|deck|pile|box)\b)|"
                            r"\breinstat\w*)|\b(?:никак|можно|нельзя|может|сможет)\b[^?.;]*?\b(?:вернуть|восстановить)\b"
                            r"(?![^?]*\bрук)", re.I)


_NOBODY = re.compile(r"\b(?:nobody|no one|no-one|никто)\b", re.I)


def _clause_start(low: str, at: int) -> int:
    """Where the clause holding ``low[at]`` starts ("I stopped it with my Elder Sign so it's
    dead, nobody can bring it back": after the comma)."""
    return max(low.rfind(",", 0, at), low.rfind(" so ", 0, at), low.rfind(";", 0, at)) + 1


def _back_left(check: dict, state: dict) -> bool | None:
    """Whether the effect, negated now, can still be reinstated: a method left to do it."""
    if check["result"].get("effect_in_force"):
        return None  # in force: nothing to bring back
    return _method_left(check, state)


def _flag(field: str, negated: bool, check: dict, state: dict) -> bool | None:
    value = check["result"].get(field)
    return value != negated if isinstance(value, bool) else None


READERS = {"negation-chain": Reader(read_negation_chain, asked)}
__all__ = ["READERS"]
