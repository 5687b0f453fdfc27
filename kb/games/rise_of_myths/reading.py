"""How a creature's standing is read from a player's words (English or Russian): whose
Health and Sanity are what now ("took her from 8 Health down to 5", "he's on 6 now"), which
creatures are Enemies, and what the players treated someone as ("We treated the Seer as
Insane", "we gave him the 'if you are Healthy' bonus"). The standing itself is the
engine's (rom.health.healthy, rom.sanity.sane, rom.health.enemy-never-wounded); nothing is
assumed: a creature whose Health or Sanity is not told has no standing of that kind.
"""
from __future__ import annotations

import re
from functools import partial

from kb.games.rise_of_myths.told import TOLD
from kb.words import (
    AFTER_ASKED,
    LATER_MOMENT,
    NEGATIVE_AUXILIARY,
    NUMBER,
    POSITIVE_TAG_EN,
    QUOTED_TEXT,
    SENTENCE_END,
    VALUE_AS_IT_WAS,
    Reader,
    Situation,
    Wants,
    clauses,
    first_number,
    number,
    unquoted,
)

_STAT_WORD_RU = r"здоровь\w*|рассуд\w*"
_STAT_WORD = rf"health|sanity|hp|{_STAT_WORD_RU}"
_STAT = rf"(?P<stat>{_STAT_WORD})"
_SANITY_SAID = re.compile(r"\b(?:sanity|рассуд\w*)", re.I)
# a number told for a stat: "Health 5", "Sanity of 6", "at 7 Health", "2 of its 7 Health",
# "ровно 6 Sanity"; and a later value of the stat last named: "down to 5", "he's on 6 now",
# "упало до 5"
_TOLD = re.compile(
    rf"\b{_STAT}\W{{0,3}}(?:of\s+|is\s+|at\s+|was\s+|=\s*)?(?P<n1>{NUMBER[1:-1]})\b"
    rf"|\b(?P<n2>{NUMBER[1:-1]})\s+(?:of\s+(?:its|his|her|their)\s+\d+\s+)?{_STAT.replace('stat', 'stat2')}"
    rf"|\b(?:down\s+to|up\s+to|drops?\s+to|dropped\s+to|falls?\s+to|fell\s+to|goes\s+to|went\s+to|to|on|at|до)\s+"
    rf"(?P<n3>{NUMBER[1:-1]})\b(?!\s+(?:of|from|cards?|damage|урон|health|sanity|hp|здоровь|рассуд))"
    # (nor a count of something else: "moved to 2 Encounters", "at 3 Progress Points")
    rf"(?!\s+(?!(?:now|then|left|at|and|but|so|when|before|after|in|on|this|that|again|по|и|а|но|"
    rf"сейчас|теперь|уже|после|в|на)\b)[^\W\d_]{{3,}})", re.I)
_STATUS = {
    "healthy": re.compile(r"\bhealthy\b|\bздоров(?:ый|ым|ого|ой|а)?\b", re.I),
    "wounded": re.compile(r"\bwounded\b|\bранен\w*", re.I),
    "sane": re.compile(r"\bsane\b|в здравом уме|вменя\w+", re.I),
    "insane": re.compile(r"\binsane\b|\bбезум\w*", re.I),
}
# treated as: "We treated the Seer at Sanity 6 as Insane", "she counts as Wounded", "считали его раненым"
_TREATED = re.compile(r"\b(?:treat\w*|count\w*|consider\w*|regard\w*|считал\w*|считается|считали|посчитали)\b", re.I)
# a bonus given: "we gave him the bonus", "gave her the +2 against the Dark Breed"
_GAVE = re.compile(r"\b(?:gave|give|applied|got|дали|применили|получил\w*)\b[^.]*?(?:bonus|\+\d|бонус)", re.I)
_AGAINST = re.compile(r"\bagainst\s+(?:the\s+|a\s+)?((?:[A-ZА-ЯЁ][\w'’-]+\s*){1,3})")
_NAME = re.compile(r"\b[A-ZА-ЯЁ][\w'’-]+(?:\s+[A-ZА-ЯЁ][\w'’-]+)*")
_PRONOUN = re.compile(r"\b(he|she|him|her|his|it|its|он|она|его|её|ее|ему|ей|у него|у неё)\b", re.I)
# a change of a value, not the value: "lost 2 Health", "regain 1 Sanity", "потерял 1 рассудок"
_DELTA = re.compile(r"\b(?:lost|loses?|losing|takes?|took|taking|suffer\w*|regain\w*|gain\w*|heal(?:s|ed|ing)?|deal\w*|"
                    r"restor\w*|потерял\w*|теря\w*|восстанов\w*|получ\w*)\s+(?:\w+\s+)?$|"
                    # ("drops 1 Sanity"; not "drops to 5", "dropped her to 0": the value it fell to)
                    r"\b(?:drops?|dropped|falls?|fell)\s+(?:by\s+)?$", re.I)
# a change told as an event ("the Keeper hit him for 5", "lost 1 crossing an Encounter"):
# a value told before it is no longer the value now
_CHANGE = re.compile(r"\b(?:lost|loses|lose|took|takes|suffer\w*|regain\w*|gain\w*|heal(?:s|ed)?|hit\s+(?:\w+\s+){0,2}?for|"
                     r"потерял\w*|теряет|получил\w*|восстановил\w*)\s+(?:\w+\s+)?\d+\s*(?P<cstat>health|sanity|"
                     r"здоровь\w*|рассуд\w*)?", re.I)
_HIT = re.compile(r"\bhit\b|damage|урон", re.I)
# a change by a count, said plainly (no Damage, so no Defense between): "she drops one",
# "regains 1 Sanity", «теряет 1 рассудок» — the value told before it, changed by it
_COUNTED = re.compile(rf"\b(?:(?P<down>loses|drops?|falls?|теряет)|(?P<down_past>lost|dropped|fell|потерял\w*)|"
                      rf"(?P<up>regains?|gains?|heals?|recovers?|восстанавливает)|"
                      rf"(?P<up_past>regained|gained|healed|recovered|восстановил\w*))\s+(?:by\s+|на\s+)?(?P<n>{NUMBER[1:-1]})\b(?:\s+(?:more\s+|ещё\s+)?"
                      rf"(?:points?\s+(?:of\s+)?)?(?P<cstat>{_STAT_WORD})\b"
                      # (the stat unsaid only where nothing else is: not "loses 1 Use", "1 Bleed Condition")
                      rf"|(?=\s*(?:[,.;:!?)]|$|(?:and|so|then|now|too|again|at|in|for|from|on|during|by|with|"
                      rf"и|а|но|так\s+что|в|на|за|от|при)\b)))", re.I)
# a value told as it stands: "is at 7 Sanity now", "has 6 Health left", «теперь у неё 4 здоровья»
_NOW = re.compile(r"\b(?:now|currently|left|right now|at the moment|теперь|сейчас|осталось|остаётся|остается)\b", re.I)
# an attack told: "attacks the Seer", "hits the Sorcerer", «атакует»
_ATTACKED = re.compile(r"\b(?:attacks|attacked|hits)\b|\bатаку\w*|\bатаковал\w*", re.I)
_STARTED = re.compile(r"\b(?:started|starts|start|began|initially|изначально|в начале)\b", re.I)
# a value said under a condition is not the value now: "if the Sacrifice came first he'd drop to 5"
_IF = re.compile(r"\b(?:if|would|unless|если|бы)\b|'d\b|’d\b", re.I)
# a change told as past history, or supposed: "she lost 1 earlier", "if she loses 1"
_NOT_NOW = re.compile(_IF.pattern + r"|\b(?:earlier|before|already|ago|last\s+(?:turn|round)|after|since|could|will|every|"
                      r"each|whenever|кажд\w*|"
                      r"about\s+to|going\s+to|next|later|раньше|до\s+этого|уже|после|будет|потом)\b|'ll\b|’ll\b", re.I)
# a change told as happening: "loses", "regains", «теряет»
_PRESENT_VERB = re.compile(r"(?:loses|lose|takes|suffers|regains?|gains?|heals?|теряет|восстанавливает)\b", re.I)


def _asks(text: str) -> list[str]:
    """The text's sentences that ask."""
    return [x for x in SENTENCE_END.split(text) if x.rstrip().endswith("?")]


# the rulebook's Characters (and the names Russian players give them): any other creature
# is not assumed to be one — an Enemy is never Wounded, so a Bandog at 3 Health is not
CHARACTERS = {"detective": "Detective", "seer": "Seer", "sorcerer": "Sorcerer", "possessed": "Possessed",
              "детектив": "Detective", "провидиц": "Seer", "колдун": "Sorcerer", "чародей": "Sorcerer",
              "одержим": "Possessed"}
ENEMY_WORDS = re.compile(r"\b(?:enemy|enemies|minion|minions|враг\w*|противник\w*)\b", re.I)
# capitalised words that are not creatures
_NOT_NAME_WORDS = """He She They Him Its The A An Our My We Our Your His Her Their It Is Are Does Do Did Can Could
Health Sanity Healthy Wounded Sane
Insane Round Combat Upkeep Attack Defense Character Characters Enemy Enemies Minion Minions Skill Relic Card
Cards Sacrifice Damage Then Now So And But If When After Before During In On At Two Three Four One Solo Мой
Моя Наш Наша Он Она У После Сейчас Теперь Уже Затем Потом Энергия Здоровье Рассудок Insanity Coin Destiny
Weapon Class Exploration Encounter Token Tokens Progress Points Energy Use Uses"""
_NOT_NAMES = frozenset(_NOT_NAME_WORDS.split())


def _names(text: str) -> list[tuple[str, int]]:
    """Creatures named, with where: capitalised words that are not game terms, outside
    quotes (a card's own words name no creature)."""
    out = []
    for m in _NAME.finditer(unquoted(text)):
        bare = [re.sub(r"['’]s?$", "", w) for w in m.group(0).split()]  # "Seer's", "He's": the name
        words = [w for w in bare if w not in _NOT_NAMES and not any(p.fullmatch(w) for p in _STATUS.values())]
        if words:
            out.append((" ".join(words), m.start()))
    return out


def _stat(word: str) -> str:
    return "sanity" if re.match(r"sanity|рассуд", word, re.I) else "health"


def _changed_stat(before: str) -> str | None:
    """The stat of the change told last before a value told without its stat ("lost 2 Sanity,
    so she's sitting at 6 now": Sanity), when nothing after that change hits or attacks."""
    changes = list(_CHANGE.finditer(before))
    if not changes or not (word := changes[-1].group("cstat")) or _HIT.search(changes[-1].group(0)) \
            or _HIT.search(before, changes[-1].end()) or _ATTACKED.search(before, changes[-1].end()):
        return None
    return _stat(word)


def read_standing(text: str, move: str | None = None) -> Situation | None:
    """The creatures a story gives Health or Sanity for, their values now, and what the
    players treated them as. None when no creature's Health or Sanity is told."""
    s = Situation("standing")
    creatures: dict[str, dict] = {}
    enemies: set[str] = set()
    subject: str | None = None
    last_stat: str | None = None
    bonuses: list[tuple[str, bool]] = []  # a quoted effect's status, and whether it is the target's
    current: set[tuple[str, str]] = set()  # (creature, stat) told as it stands now
    told_past: dict[tuple[str, str], bool] = {}  # (creature, stat) → its value told as it was ("had 4 Sanity")
    for clause in clauses(text):
        names = _names(clause)
        plain = unquoted(clause)  # a card's own words name no creature
        for m in _AGAINST.finditer(plain):
            enemies.add(m.group(1).strip())
        for name, at in names:
            if ENEMY_WORDS.search(plain[max(0, at - 20):at + len(name) + 20]):
                enemies.add(name)
        told = False
        tolds = list(_TOLD.finditer(clause))  # (the values the clause tells; one after a change is it)
        for m in tolds:
            stat_word = m.group("stat") or m.group("stat2")
            stat = _stat(stat_word) if stat_word else _changed_stat(clause[:m.start()]) or last_stat
            value = number(m.group("n1") or m.group("n2") or m.group("n3"))
            if stat is None or value is None:
                continue
            if _DELTA.search(clause[max(0, m.start() - 14):m.start()]):
                continue  # "lost 2 Health", "regains 1 Sanity": a change, not the value now
            if not stat_word and _IF.search(clause):
                continue  # "he'd drop to 5" is no stat's value now
            earlier = [(n, at) for n, at in names if at < m.start()]
            who = earlier[-1][0] if earlier else subject  # the creature told last before it ("took her from 8 Health")
            said = [p.start() for p in _PRONOUN.finditer(clause[:m.start()])]
            if said and subject is not None and (not earlier or said[-1] > earlier[-1][1]):
                # "crossing two explored Encounters brought him down to 5": "him" is the one
                # told before, not a word capitalised in between
                who = subject
            if who is None:
                continue
            attacked = [a for a in _ATTACKED.finditer(clause) if a.end() <= m.start()]
            if attacked and stat == "health" and any(n == who and at > attacked[-1].start() for n, at in names):
                # "A Ghoul with Attack 6 hits the Sorcerer, who has 2 Defense and 9 Health. Is
                # he Wounded afterwards?": the Health of the one attacked, told at the attack, is
                # from before its Damage, which the standing does not compute (the attack kind does)
                creatures.get(who, {}).pop(stat, None)
                continue
            creatures.setdefault(who, {})[stat] = value
            told_past[(who, stat)] = VALUE_AS_IT_WAS.search(clause) is not None
            subject, last_stat, told = who, stat, True
            if _NOW.search(clause):
                current.add((who, stat))  # "is at 7 Sanity now": the value as it stands, whatever is told after
        counted = []  # (the spans of the changes counted onto a value told before)
        told_at = [t.start() for t in tolds]
        for ch in _COUNTED.finditer(clause):
            if any(at >= ch.end() for at in told_at) or _NOT_NOW.search(clause):
                continue  # (the value after it told; or the change not of now)
            before = [name for name, at in names if at < ch.start()]
            if _PRONOUN.search(clause[:ch.start()]) and (any(name in creatures or _character(name) for name in before)
                                                          or len(creatures) > 1):
                # ("I play a card for the Detective, so he drops one", "The Detective is at 7 and
                # the Seer at 6. He drops one": whose, not sure — no one's value is known now)
                for c in creatures.values():
                    for k in ([_stat(ch.group("cstat"))] if ch.group("cstat") else ["health", "sanity"]):
                        c.pop(k, None)
                counted.append(ch.span())
                continue
            who = subject if _PRONOUN.search(clause[:ch.start()]) and subject else before[-1] if before else subject
            known = creatures.get(who or "", {})
            stat = _stat(ch.group("cstat")) if ch.group("cstat") else last_stat if len(
                [k for k in ("health", "sanity") if k in known]) == 1 else None
            if who is not None and stat is not None and stat in known and (who, stat) in current \
                    and (ch.group("down") or ch.group("up")) and (not _NOT_NOW.search(clause) and not LATER_MOMENT.search(clause)
                                                                  or AFTER_ASKED.search(" ".join(_asks(text)))):
                # "The Seer is at 5 Sanity now and regains 1. Is she Sane?", "… has 6 Health now.
                # He plays Blood Call, … so he loses 1. Is he Wounded?": a change told as happening
                # to a value told as it stands — before it or after, the story does not say which
                # is asked (not "at the end of her turn she regains 1. Insane right now?", later)
                known.pop(stat)
                counted.append(ch.span())
                continue
            if who is None or stat is None or stat not in known or (who, stat) in current:
                continue
            if (ch.group("down_past") or ch.group("up_past")) and not told_past.get((who, stat)):
                continue  # ("has 5 Sanity; she lost 1 for it": the loss is already in the value told)
            if not ch.group("cstat") and (_HIT.search(clause) or _ATTACKED.search(clause)):
                continue  # ("hits her and she loses 3": Health, though only Sanity was told)
            by = number(ch.group("n")) or 0
            known[stat] += by if ch.group("up") or ch.group("up_past") else -by
            counted.append(ch.span())
            told = True
        for m in _CHANGE.finditer(clause):
            if any(a <= m.start() < b for a, b in counted):
                continue  # counted above
            # (not the change's own number: "потеряла ещё 1 рассудка" is no value told after it)
            if any(at >= m.end() for at in told_at):
                continue  # "lost 1 …, so he's on 6 now": the value after the change is told
            if _HIT.search(m.group(0)):  # "the Keeper hit him for 5": the one hit changed
                hit = [n for n, at in names if m.start() < at < m.end()]
                changed = hit[-1:] or ([subject] if _PRONOUN.search(m.group(0)) and subject else list(creatures))
            else:  # "he lost 1 …": the one told before it
                before = [n for n, at in names if at < m.start()]
                changed = before[-1:] or ([subject] if subject else list(creatures))
            stat_word = m.group("cstat")
            if stat_word and not _HIT.search(m.group(0)):
                last_stat = _stat(stat_word)  # ("lost 2 Sanity. She's sitting at 6 now": the value is of Sanity)
            # (… a change told as happening, not counted above: "is at 8 Sanity now and loses 1
            # three times" — by how much, not sure)
            happening = _PRESENT_VERB.match(m.group(0)) is not None and (
                not _NOT_NOW.search(clause) and not LATER_MOMENT.search(clause) or AFTER_ASKED.search(" ".join(_asks(text))))
            for who in changed:
                for stat in ([_stat(stat_word)] if stat_word else ["health"] if _HIT.search(m.group(0)) else
                             ["health", "sanity"]):
                    if (who, stat) not in current or happening:  # ("has 6 Health now; he lost 3 in that fight": history)
                        creatures.get(who, {}).pop(stat, None)  # changed since, by how much not told as a value
        if _STARTED.search(clause) and told:
            s.fact(clause, "started", True)
        if told:
            s.fact(clause, "stats", {n: dict(v) for n, v in creatures.items()})
        for q in QUOTED_TEXT.finditer(clause):
            for status, pattern in _STATUS.items():
                if pattern.search(q.group(1)):
                    bonuses.append((status, bool(re.search(r"\b(?:against|target|вражеск|против)\b", q.group(1), re.I))))
        claimed = _claims(clause, names, subject, bonuses)
        for who, status in claimed:
            creatures.setdefault(who, {}).setdefault("treated_as", []).append(status)
            s.fact(clause, "treated_as", {who: status})
        if not told and not claimed:
            named = [n for n, _ in names]
            subject = named[-1] if named and not _PRONOUN.search(clause) else subject
            s.unread.append(clause)
    if not any("health" in c or "sanity" in c for c in creatures.values()):
        return None
    kept = {}
    for n, c in creatures.items():
        if n not in enemies and not _character(n):
            s.unread.append(f"{n}: not said to be a Character or an Enemy")
            continue
        kept[n] = c
    if not any("health" in c or "sanity" in c for c in kept.values()):
        return None
    s.state = s.template = {"creatures": [
        {"name": n, "enemy": n in enemies, **{k: v for k, v in c.items() if k in ("health", "sanity", "treated_as")}}
        for n, c in kept.items()]}
    return s


def _character(name: str) -> bool:
    low = name.lower()
    return any(low.startswith(k) or f" {k}" in low for k in CHARACTERS)


def _claims(clause: str, names: list[tuple[str, int]], subject: str | None,
            bonuses: list[tuple[str, bool]]) -> list[tuple[str, str]]:
    """What the clause says the players treated someone as."""
    out = []
    treated = _TREATED.search(clause)
    if treated:
        for status, pattern in _STATUS.items():
            m = pattern.search(clause, treated.end())
            if m:
                between = [n for n, at in names if treated.start() <= at < m.start()]
                before = [n for n, at in names if at < treated.start()]
                who = (between or before)[-1] if between or before else subject
                if who:
                    out.append((who, status))
                break
    elif _GAVE.search(clause) and bonuses:
        status, of_target = bonuses[-1]
        target = _AGAINST.search(unquoted(clause))
        who = target.group(1).strip() if of_target and target else subject
        if who:
            out.append((who, status))
    return out


# -- what an ask wants of the result ------------------------------------------------------

# the standing as the main predicate of the ask: "Is he Insane …?", "Does the Seer count as
# Wounded?", "Does that make her Insane?", "Он уже считается безумным?" — not "does she lose 1
# Health for being Insane?"
_ASKS_STANDING = re.compile(
    r"^\s*(?:so\s+|and\s+)?(?:does|will|would|did)\s+(?:that|this|it)\s+make\s+(?P<who_made>(?:\w+\s+){0,2}?)"
    r"(?P<st_made>healthy|wounded|sane|insane)\b|"
    r"^\s*(?:so\s+|and\s+)?(?:is|are|isn't|aren't|does|do|doesn't|has)\s+(?P<who>(?:\w+\s+){0,3}?)(?:still\s+|now\s+|"
    r"already\s+|then\s+)?(?:count(?:s)?\s+as\s+|considered\s+|become\s+|)(?:an?\s+)?(?P<st>healthy|wounded|sane|"
    r"insane)\b"
    r"|^\s*(?P<who_ru>(?:\w+\s+){0,3}?)(?:уже\s+|теперь\s+|ещё\s+|еще\s+|всё ещё\s+|все еще\s+)?(?:считается|является)\s+"
    r"(?:ли\s+)?(?P<st_ru>безумн\w*|ранен\w*|здоров(?:ым|ый|ой)|вменяем\w*)"
    # ("Она теперь безумна?", "Он уже ранен?": the standing is the whole ask)
    r"|^\s*(?:а\s+|и\s+|так\s+)?(?:он|она|оно|они|\w+)?\s*(?:уже\s+|теперь\s+|ещё\s+|еще\s+|всё ещё\s+|все еще\s+)?"
    r"(?:стал[аои]?\s+)?(?P<st_ru2>безумн\w*|ранен\w*|здоров(?:а|ым|ый|ой)|вменяем\w*)\s*\??\s*$"
    # ("He's still not Wounded at 6, right?", "So the Seer is Insane now?": said, to be confirmed)
    r"|^\s*(?:so\s+|and\s+)?(?:he|she|they|it|(?:the\s+|my\s+)?[a-z]+)(?:['’]s|\s+is|\s+are)\s+"
    r"(?:(?:still|now|already|then|not|no\s+longer)\s+)*(?:considered\s+|counted\s+as\s+)?(?P<st_said>healthy|wounded|"
    r"sane|insane)\b(?:\s+(?:now|then|still|anymore|any\s+more|at\s+\d+(?:\s+health|\s+sanity)?))*\s*"
    # ("she's Insane and has to use Divination on every card?": a friend's claim put as the
    # ask, the standing and what it says follows from it)
    r"(?P<follows>,?\s+(?:and|so)\s+(?:(?:he|she|they|it)\s+)?(?:has|have|must|needs?|can['’]?t|cannot|gets?|loses?|"
    r"pays?|plays?)\b[^?]*)?"
    r"(?:,\s*(?:right|correct|yes|yeah|true|isn['’]t\s+(?:he|she|it)|is\s+(?:he|she|it)|aren['’]t\s+they)\s*)?\?+\s*$", re.I)
_RU_STATUS = {"безум": "insane", "ранен": "wounded", "здоров": "healthy", "вменя": "sane"}


def asked(ask: str, situation: Situation) -> Wants | None:
    m = _ASKS_STANDING.search(ask)
    if m is None or " or " in ask.lower() or " или " in ask.lower():
        return None  # "Is she Insane or still Sane?" asks which, not yes or no
    made = m.group("st") or m.group("st_made") or m.group("st_said")
    said_ru = (m.group("st_ru") or m.group("st_ru2") or "").lower()
    status = (made or "").lower() or next(v for k, v in _RU_STATUS.items() if k in said_ru)
    named = [n for n, _ in _names(ask)]
    state = situation.state or {}
    known = [c["name"] for c in state.get("creatures", [])
             if c.get("health" if status in ("healthy", "wounded") else "sanity") is not None or c.get("enemy")]
    who = next((n for n in named if n in known), None) or (known[0] if len(known) == 1 else None)
    if who is None:
        return None
    if _CONSEQUENCE.search(ask, m.end()) or m.group("follows"):
        # "Is he Insane now, so his second Sacrifice card costs 1 more?": not Insane answers No to
        # both; Insane leaves the consequence to its own rule
        return Wants(f"{status}: {who}, and what follows", partial(_standing_then, who, status))
    return Wants(f"{status}: {who}", partial(_standing, who, status))


def _standing_then(who: str, status: str, check: dict, state: dict) -> bool | None:
    return False if _standing(who, status, check, state) is False else None


# what the ask says follows from the standing: ", so she must play Divination", "и значит …"
_CONSEQUENCE = re.compile(r"[,;—-]\s*(?:so|and so|which means|meaning|then|and|так что|значит|то есть|и)\b\s+\w+", re.I)


def _standing(who: str, status: str, check: dict, state: dict) -> bool | None:
    value = check["result"].get("creatures", {}).get(who, {}).get(status)
    return value if isinstance(value, bool) else None


# -- an attack --------------------------------------------------------------------------

# "an Attack 3 card", "Attack of 5", "shows an Attack 4", "атакует с силой 6", "картой с Атакой 5"
_ATTACK = re.compile(rf"\battack\s+(?:of\s+)?{NUMBER}\b|\b{NUMBER}\s+attack\b|\bатак\w*\s+(?:\w+\s+)?(?:с\s+)?"
                     rf"(?:силой\s+)?{NUMBER}\b|\bс\s+силой\s+{NUMBER}\b", re.I)
_NO_DEFENSE = re.compile(r"\bno\s+defen[cs]e\b|\bwithout\s+(?:any\s+)?defen[cs]e\b|\bбез\s+защит\w*|"
                         r"\bзащит\w*\s+(?:у\s+\w+\s+)?нет\b", re.I)
_DEFENSE = re.compile(rf"\b{NUMBER}\s+(?:points?\s+of\s+)?(?:defen[cs]e|защит\w*)|\b(?:defen[cs]e|защит\w*)\s+(?:of\s+)?"
                      rf"{NUMBER}\b", re.I)
# ("2 Prison tokens", "Prison 2")
_TOKENS = {cond: re.compile(rf"\b{NUMBER}\s+(?:\w+\s+)?{word}|\b{word}\s+{NUMBER}\b", re.I) for cond, word in [
    ("weakness", r"(?:weakness|слабост\w*)"), ("prison", r"(?:prison|темниц\w*|тюрьм\w*)"),
    ("vulnerability", r"(?:vulnerabilit\w*|уязвимост\w*)")]}
_HEALTH = re.compile(rf"\b{NUMBER}\s+(?:health|hp|здоровь\w*)|\b(?:health|здоровь\w*)\s+(?:of\s+)?{NUMBER}\b", re.I)
# what the attack kind does not model: a difficulty modifier's limit, Protection, Curses, an
# area attack ("[4]"), a Great Old One's own effects, Sacrifice, a Relic's or card's bonus
# ("+2 Attack") — a story with them is not read as one
_UNMODELLED = re.compile(r"limit|лимит|modifier|модификатор|protection|curse|проклят|\[\d|area|dagon|дагон|hydra|"
                         r"гидр|horror|ужас|stun|оглуш|bleed|кровотеч|sacrific|жертв|relic|реликв|[+−-]\s*\d|"
                         r"\bextra\b|бонус|bonus", re.I)


# what makes a story of Prison without an attack's value unsure: Prison or Health told in the
# past or to come ("had 2 Prison tokens, which were discarded", "after its attack I'll put …"),
# a Character holding it (the attacker is an Enemy), several creatures, Health lost or started with
_PRISON_UNSURE = re.compile(r"\b(?:had|was|were|discard\w*|last|previous|after|will|'ll|next|started|lost|loses|both|"
                            r"each|было|были|был|сброс\w*|после|прошл\w*|будет|начал\w*|оба|обе|каждо\w*)\b", re.I)
# a Character holding the Prison told (the attacker Prison stops is an Enemy; "my Seer has 3 Prison")
_CHARACTER_NAMED = re.compile(r"\b(?:seer|detective|sorcerer|possessed|провидиц\w*|детектив\w*|сыщик\w*|колдун\w*|"
                              r"одержим\w*|my|мо[йяеё])\b", re.I)


def _one_prisoner(text: str) -> bool:
    """Whether a story tells one creature's Prison and Health, and nothing else of Health: one
    sentence part with both, none with Health alone, no Character, nothing past or to come."""
    text = re.sub(r"\([^()]*\)", " ", text)  # ("Prison 2 (two Prison Conditions)": the same told again)
    parts = [p for c in clauses(unquoted(text)) for p in re.split(r",\s+(?:and|but|а|и)\s+|;", c)]
    prison = [p for p in parts if _TOKENS["prison"].search(p)]
    health = [p for p in parts if _HEALTH.search(p)]
    return len(prison) == 1 and health == prison and len(_HEALTH.findall(text)) == 1 \
        and len(_TOKENS["prison"].findall(text)) == 1 and not _PRISON_UNSURE.search(text) \
        and not _CHARACTER_NAMED.search(prison[0])


def read_attack(text: str, move: str | None = None) -> Situation | None:
    """One Attack: its value, the attacker's Weakness and Prison (and Health, which Prison
    can take to 0 before it attacks), the defender's Defense, Vulnerability and Health."""
    if _UNMODELLED.search(text) or (move and _UNMODELLED.search(move)):
        return None
    s = Situation("attack")
    attack = None
    for clause in clauses(unquoted(text)):
        if (m := _ATTACK.search(clause)) is not None:
            attack = first_number(m)
            s.fact(clause, "attacker.attack", attack)
    # (an attack whose value is not told: whether Prison defeats the attacker before it attacks
    # does not turn on it — "2 Health left and three Prison tokens … does it still attack?" —
    # read only of one creature told plainly: see _one_prisoner)
    if attack is None and not (move and _ASK_ATTACKS.search(move) and _one_prisoner(text)):
        return None
    conditions = {}
    attacker_health = defender_health = None
    no_defense = _NO_DEFENSE.search(text)
    defense = 0 if no_defense else None
    for clause in clauses(unquoted(text)):
        for cond, pattern in _TOKENS.items():
            if (m := pattern.search(clause)) is not None:
                conditions[cond] = first_number(m)
                s.fact(clause, cond, conditions[cond])
        if defense is None and (m := _DEFENSE.search(clause)) is not None:
            defense = first_number(m)
            s.fact(clause, "defender.defense", defense)
        if (m := _HEALTH.search(clause)) is not None:
            value = first_number(m)
            # Health told with Prison, or of the one that attacks, is the attacker's
            told_attack = _ATTACK.search(clause)
            if _TOKENS["prison"].search(clause) or (told_attack is not None and told_attack.start() > m.start()):
                attacker_health = value
                s.fact(clause, "attacker.health", value)
            else:
                defender_health = value
                s.fact(clause, "defender.health", value)
    if no_defense:
        s.fact(no_defense.group(0), "defender.defense", 0)
    prison = conditions.get("prison", 0)
    s.template = {
        "attacker": {"attack": attack, "health": attacker_health if prison else (attacker_health or 1),
                     "conditions": {k: v for k, v in conditions.items() if k in ("weakness", "prison")}},
        "defender": {"defense": defense, "health": defender_health,
                     "conditions": {k: v for k, v in conditions.items() if k == "vulnerability"}},
    }
    if prison and attacker_health is None:
        s.need("attacker.health", "How much Health does the attacker have?", "number",
               "Сколько Здоровья у атакующего?")
    if attack is None:
        s.need("attacker.attack", "What is the attacker's Attack?", "number", "Какова Атака атакующего?")
    if not prison and attacker_health is None:
        s.assumed.append("the attacker's Health is not told: without Prison it does not change the attack")
    if defense is None:
        s.need("defender.defense", "How much Defense does the target have?", "number", "Сколько Защиты у цели?")
    if defender_health is None:
        s.need("defender.health", "How much Health does the target have?", "count", "Сколько Здоровья у цели?")
    if not s.needs:
        s.state = s.template
    return s


_ASK_ATTACKS = re.compile(r"\b(?:still\s+)?(?:get|gets|make|makes|perform\w*|carry)\s+(?:\w+\s+){0,3}?attack\b(?!['’])|"
                          # ("does it still attack?" — not "does the attack hurt her?", a noun)
                          r"\b(?:do|does)\s+(?:\w+\s+){1,3}?(?<!\bthe )(?<!\bthat )(?<!\bthis )(?<!\bits )(?<!\ban )(?<!\ba )"
                          r"attack\b(?!['’])|"
                          # (asked from the target's side: "Does the Seer still take that attack?")
                          r"\b(?:still\s+)?(?:take|takes|suffer|suffers)\s+(?:that|the|this|its)\s+attack\b(?!['’])|"
                          r"\bstill\s+attack|\battack\s+(?:still\s+)?(?:happen|go|goes)|"
                          r"\bdefeated\s+before\s+(?:it|he|she)\s+(?:gets\s+to\s+)?(?:make|attack)|"
                          # ("It dies from the Prison before attacking and won't hit the Seer, right?")
                          r"\b(?:dies|die|defeated|killed)\b(?:\s+[\w'’]+){0,4}?\s+before\s+attacking\b|"
                          r"\bwithout\s+(?:carrying\s+out|performing|making|doing|getting\s+off)\s+(?:its|the|an?|his|her)\s+attack|"
                          r"успе\w*\s+атаков|атак\w*\s+ли|проведет\s+ли\s+атак|(?:погиб|умр|умира)\w*(?:\s+\w+){0,4}?\s+до\s+(?:\w+\s+)?атак",
                          re.I)
# ("It dies before it gets the attack off …, right?" asks whether it is defeated first; so does
# "does it die from the Prison before its attack goes off?", «погибнет ли он от Тюрьмы до атаки»)
_BEFORE = re.compile(r"(?:defeated|dies|die|died|killed|falls|goes down)"
                     r"(?:\s+(?!before\b|without\b)[\w'’]+){0,3}\s+(?:before|without)|"
                     r"(?:погиб|умр|умира)\w*(?:\s+(?!до\b)\w+){0,4}\s+до\b|погиб\w*,?\s+не\s+", re.I)
# an attack denied: "and it never attacks", «и не ударит»
_NO_ATTACK = re.compile(r"\b(?:won['’]t|doesn['’]t|does\s+not|will\s+not|never|not)\s+(?:get\s+to\s+)?(?:attack|hit|strike)\b|"
                        r"\bне\s+(?:у?дар|атаку|нап)\w*", re.I)
# (the number is what is dealt: not a value it is brought down to, "take her 5 Health down to
# 3", nor another value, "lose 2 Defense", "take 2 Prison tokens")
_DEALT_UNIT = r"(?:damage|health|hp|урон\w*|очк\w*\s+здоровь\w*|ран\w*)"
_ASK_DAMAGE = re.compile(rf"\b(?:take|takes|lose|loses|deal|deals|get|gets|suffer\w*|потеряет|получит|теряет)\s+"
                         rf"(?:\w+\s+){{0,2}}?{NUMBER}(?:\s*{_DEALT_UNIT}(?!\s+(?:down\b|to\s+\d|до\s+\d))|"
                         rf"(?!\s*(?:{_DEALT_UNIT}|defen|attack|token|prison|weakness|vulnerab|sanity|защит|атак|жетон|рассуд)))",
                         re.I)
# … or "take the attack's 4 Damage": a possessive only with Damage itself said (not "the Seer's
# 5 Health down to 3", "the Ghoul's 4 Attack", "the Seer's 2 Defense tokens": values, not what is dealt)
_ASK_DAMAGE_OF = re.compile(rf"\b(?:take|takes|deal|deals|suffer\w*)\s+(?:the\s+|its\s+|that\s+)?[\w-]+['’]s\s+"
                            rf"{NUMBER}\s+(?:points?\s+of\s+)?damage\b(?!\s+(?:down\b|to\s+\d))", re.I)
# Damage a Condition deals ("the Prison's 2 Damage", "loses 2 Health to Bleed"): the attacker's
# or its target's own Health, not the attack's Damage
_CONDITION_DAMAGE = re.compile(r"\b(?:prison|bleed|тюрьм\w*|темниц\w*|кровотеч\w*)\b", re.I)


def asked_of_attack(ask: str, situation: Situation) -> Wants | None:
    """Whether the attack is performed (Prison can defeat the attacker first), whether N
    Damage is dealt."""
    if _ASK_ATTACKS.search(ask):
        if _BEFORE.search(ask):
            # (its attack denied beside it is the same outcome, not the question's polarity: «он
            # умрёт до своей атаки и не ударит, верно?»)
            return Wants("defeated before attacking", lambda check, state: not check["result"]["attack_performed"],
                         denial_is_its_own=bool(_NO_ATTACK.search(ask)))
        return Wants("attack performed", lambda check, state: check["result"]["attack_performed"])
    if (m := _ASK_DAMAGE.search(ask) or _ASK_DAMAGE_OF.search(ask)) is not None:
        if _CONDITION_DAMAGE.search(ask):
            return None  # (the Damage a Condition deals may be what is counted: "the Prison's 2 Damage")
        n = number(m.group(1))
        return Wants(f"{n} Damage dealt", lambda check, state: check["result"]["damage"] == n)
    return None


# -- upkeep draw (positions only) --------------------------------------------------------

_CHARACTERS = re.compile(rf"\b{NUMBER}[- ]characters?\b|\b(?P<solo>solo)\b", re.I)
_DREW = re.compile(rf"\bdr(?:ew|aw|aws|awn)\s+{NUMBER}\s+cards\b", re.I)
_NO_DIFFICULTY = re.compile(r"\bno\s+difficulty\s+modifiers?\b|\bwithout\s+(?:any\s+)?difficulty\s+modifiers?\b", re.I)
_DIFFICULTY = re.compile(r"\bdifficulty\b", re.I)


def read_upkeep_draw(text: str, move: str | None = None) -> Situation | None:
    """The Characters in the game and the cards each drew at Upkeep. No difficulty modifier
    unless one is told (stated in the reading); one told but not named is left open."""
    drew, count = _DREW.search(text), _CHARACTERS.search(text)
    if drew is None or count is None or not re.search(r"\beach\b|\bevery\b|\bwe\s+(?:all\s+)?drew\b", text, re.I):
        return None
    characters = 1 if count.group("solo") else number(count.group(1))
    drawn = number(drew.group(1))
    if characters is None or not 1 <= characters <= 3 or drawn is None:
        return None
    s = Situation("upkeep-draw")
    s.fact(count.group(0), "characters", characters)
    s.fact(drew.group(0), "drawn", drawn)
    s.template = {"characters": characters, "drawn": drawn, "reduced_cards": False, "increased_cards": False}
    if (no := _NO_DIFFICULTY.search(text)) is not None:
        s.fact(no.group(0), "difficulty", "none")
    elif _DIFFICULTY.search(text):
        s.template.update(reduced_cards=None, increased_cards=None)
        s.need("reduced_cards", "Is the fewer-cards difficulty modifier in play?", "bool",
               "Действует ли модификатор сложности «меньше карт»?")
        s.need("increased_cards", "Is the more-cards difficulty modifier in play?", "bool",
               "Действует ли модификатор сложности «больше карт»?")
        return s
    else:
        s.assumed.append("no difficulty modifier (none is told)")
    s.state = s.template
    return s


# -- round end: 0 Sanity when the last Enemy falls, or at the end of a round -----------------

# (the rulebook's Characters as CHARACTERS names them; a Russian name by its stem, in any case)
_CHARACTER = "(?P<who>" + "|".join(k if k.isascii() else rf"{k}\w*" for k in CHARACTERS) + ")"
# a Character's Sanity or Health told at 0 or a number, in either order and either language:
# "the Seer's Sanity hit 0", "the Seer dropped to 0 Sanity", "у Провидицы рассудок упал до 0",
# "Провидица упала до 0 Рассудка", "The Detective is at 4 Health"
_GAP = r"(?:(?!\b(?:and|but|then|и|но|а|потом|затем)\b)[^.;:!?])"
_CHAR_STAT = re.compile(
    rf"\b{_CHARACTER}(?:['’]s)?\b{_GAP}{{0,40}}?\b(?:(?P<s1>{_STAT_WORD})\b{_GAP}{{0,25}}?"
    rf"\b(?:to|at|on|до|=|is|hit|hits|of)\s+(?P<n1>{NUMBER[1:-1]})\b|(?:to|at|on|до|на|hit|hits|has|had)\s+(?P<n2>{NUMBER[1:-1]})\s+"
    rf"(?:points?\s+of\s+|очк\w*\s+)?(?P<s2>{_STAT_WORD}))", re.I)
# "у Провидицы рассудок упал до 0": the Character after «у», its stat after
# … and «Рассудок Провидицы (Seer) упал до 0»: the stat first, its Character after it
_AT_CHAR_RU = re.compile(rf"\bу\s+{_CHARACTER}\s+(?P<s1>{_STAT_WORD_RU})\s+(?:\w+\s+){{0,2}}?(?:до\s+)?"
                         rf"(?P<n1>{NUMBER[1:-1]})\b|"
                         # («у Провидицы 0 Рассудка»: the number before the stat)
                         rf"\bу\s+{_CHARACTER.replace('who', 'who3')}\s+(?P<n3>{NUMBER[1:-1]})\s+(?P<s3>{_STAT_WORD_RU})|"
                         rf"\b(?P<s2>{_STAT_WORD_RU})\s+{_CHARACTER.replace('who', 'who2')}(?:\s*\([^)]*\))?\s+"
                         rf"(?:\w+\s+){{0,2}}?(?:до\s+)?(?P<n2>{NUMBER[1:-1]})\b", re.I)
# the last Enemy defeated: "killed the last Bandog", "the Possessed killed both of them",
# "мы добили последнего врага"
_LAST_DOWN = re.compile(
    r"\b(?:kill\w*|defeat\w*|took\s+down|takes?\s+down|finish\w*(?:\s+off)?|destroy\w*|beat|beats|dispatch\w*|"
    r"slay\w*|slew|shot|shoots?)\s+(?:off\s+|down\s+)?(?:the\s+|our\s+)?(?:very\s+)?(?:last|final|remaining|both|all)\b|"
    # ("the last enemy just died", "last enemy defeated")
    r"\b(?:last|final)\s+(?:enemy|one)\s+(?:(?:just|now|finally|already)\s+)?(?:is|was|has\s+been|got|gets|goes|went|falls|fell|"
    r"dies|died|dead|down|defeated|killed|slain)\b|"
    r"\b(?:убил\w*|убива\w*|добил\w*|добива\w*|победил\w*|поверг\w*|уничтожил\w*|прикончил\w*)\s+"
    r"(?:\w+\s+)?(?:последн\w*|обоих|всех|оставш\w*)|"
    # none left: "no enemies left", "all enemies are dead", «врагов больше нет», «врагов не осталось»
    r"\bno\s+(?:more\s+)?enem(?:y|ies)\s+(?:are\s+|is\s+)?(?:left|remain\w*)\b|"
    r"\ball\s+(?:the\s+)?enemies\s+(?:are\s+)?(?:dead|defeated|down)\b|"
    r"\bврагов\s+(?:больше\s+|уже\s+)?(?:нет|не\s+осталось)\b|\bвсе\s+враги\s+(?:мертвы|повержены|убиты)\b", re.I)
# Enemies told still in play: "two Enemies still up", "with 1 Enemy left", «ещё 2 врага»
_ENEMIES_LEFT = re.compile(
    rf"\b(?P<n>{NUMBER[1:-1]})\s+(?:\w+\s+)?(?:enem(?:y|ies)|minions?|враг\w*|противник\w*)\s+"
    r"(?:are\s+|is\s+)?(?:still\s+)?(?:left|remain\w*|in\s+play|up|standing|alive|on\s+the\s+(?:table|board)|"
    r"остал\w*|в\s+игре|жив\w*)|"
    # (the verb first, as Russian puts it: «осталось 2 врага», «в игре ещё три противника»)
    rf"\b(?:остал\w*|в\s+игре)\s+(?:(?:ещё|еще|всё\s+ещё|всего|только)\s+)?(?P<n_ru>{NUMBER[1:-1]})\s+(?:\w+\s+)?"
    r"(?:враг\w*|противник\w*)", re.I)
# every Character's Sanity told above 0, none named: "nobody at 0 Sanity", "everyone's Sanity is
# above 0", «ни у кого нет 0 рассудка», «у всех рассудок больше нуля»
_ZERO = r"(?:0|zero|нул\w*)"
_NONE_AT_0 = re.compile(
    rf"\b(?:nobody|no\s+one|no-one|none\s+of\s+(?:us|them|the\s+characters)|no\s+characters?)(?:['’]s)?\s+"
    rf"(?:(?:is|are|was|were|has|have|had|sits?|got|gets)\s+)?(?:(?:at|on|down\s+to|with)\s+)?{_ZERO}\s+sanity\b|"
    rf"\b(?:nobody|no\s+one|no-one)['’]?s\s+sanity\s+(?:is\s+)?(?:at\s+)?{_ZERO}\b|"
    rf"\b(?:every(?:one|body)|all\s+(?:of\s+us|(?:the\s+|our\s+)?characters))(?:['’]s)?\s+(?:sanity\s+"
    rf"(?:(?:is|are)\s+)?(?:still\s+)?(?:above|over|more\s+than|higher\s+than)\s+{_ZERO}\b|"
    rf"(?:(?:is|are|'s|’s)\s+)?(?:still\s+)?(?:above|over|more\s+than|higher\s+than)\s+{_ZERO}\s+sanity\b)|"
    rf"\bни\s+у\s+кого\s+(?:нет\s+|не\s+)?{_ZERO}\s+рассудк\w*|"
    rf"\bни\s+у\s+кого\s+рассуд\w*\s+не\s+(?:на\s+нуле|{_ZERO}|(?:упал|опустил)\w*\s+до\s+{_ZERO})|"
    rf"\bу\s+всех\s+(?:персонажей\s+)?рассуд\w*\s+(?:больше|выше)\s+{_ZERO}", re.I)
_LOWEST = "the Character lowest in Sanity"
_THE_OTHERS = "every other Character"
# … but for one: "nobody at 0 Sanity except the Seer", «ни у кого нет 0 рассудка, кроме Провидицы»
# (its Character, when one is named right after)
_BUT_ONE = re.compile(rf"[\s,]*(?:except|apart\s+from|other\s+than|besides|but\b|save\b|кроме|помимо|только\s+у|за\s+"
                      rf"исключением)(?:\s+(?:for\s+)?(?:the\s+|our\s+)?{_CHARACTER}\w*(?=\s*(?:[.,;:!?)]|$|and\b|и\b)))?",
                      re.I)
# a Character's Sanity or Health told gone: "the Seer has no Sanity left", «у Детектива не осталось здоровья»
_NONE_LEFT = re.compile(rf"\b{_CHARACTER}\s+(?:has|had|'s\s+got|is\s+left\s+with)\s+no\s+(?P<s1>sanity|health)\b|"
                        rf"\bу\s+{_CHARACTER.replace('who', 'who2')}\s+(?:не\s+осталось|нет|больше\s+нет)\s+"
                        rf"(?P<s2>рассудк\w*|здоровь\w*)", re.I)
# a Great Old One's Combat: "Fighting Cthulhu", the Threat counter, «против Ктулху»
# (not one denied: «обычный бой, не с Великим Древним», "not a Great Old One fight")
_NOT_BEFORE_IT = re.compile(r"\b(?:не|not|non|no)\b[\s-]+(?:(?:с|a|an|the|against|против)\s+)?$", re.I)
_GREAT_OLD_ONE = re.compile(r"\b(?:cthulhu|dunwich|dagon|hydra|great\s+old\s+ones?|threat|ктулху|данвич\w*|дагон\w*|"
                            r"гидр\w*|велик\w+\s+древн\w*|угроз\w*)\b", re.I)
# a 0 told elsewhere in the story ("Rage dropped the Possessed to 0", "has no Sanity left"): the
# blanket "nobody at 0" is not all of it
_ZERO_TOLD = re.compile(rf"\b(?:to|at|on|hit|hits|до|на)\s+{_ZERO}\b|\bno\s+sanity\b|\ball\s+(?:of\s+)?(?:her|his|their)\s+"
                        r"sanity\b|\b(?:0|zero)\s+sanity\b|\b(?:0|ноль|нол\w*)\s+рассудк\w*|\bрассудк\w*\s+(?:на\s+)?нул\w*", re.I)
# the story is at the end of a round: "at the end of round 4", "round 6 ends", «в конце раунда»
_ROUND_END = re.compile(r"\bend\s+of\s+(?:the\s+)?(?:round|раунд)|\bround\s+(?:\w+\s+)?(?:(?:just|has|had)\s+)?(?:ends|ended|"
                        r"is\s+over|finished|wraps\s+up)\b|"
                        r"\bкон\w*\s+(?:[\w-]+\s+)?раунда\b",  # («конец 2-го раунда», «в конце этого раунда»)
                        re.I)
_ROUND = re.compile(rf"\bround\s+(?P<n1>{NUMBER[1:-1]})\b|\b(?P<n2>{NUMBER[1:-1]})(?:st|nd|rd|th)?\s+round\b|"
                    rf"\bраунд\w*\s+(?P<n3>{NUMBER[1:-1]})\b|\b(?P<n4>\d)-?(?:й|м|го)?\s+раунд\w*", re.I)
# what the ask wants of the round's end: the game lost, going on, a Sanity regained, won
# (the game's loss, not a loss of Health: "Does she still lose 1 Health …?" is no such ask)
_ASK_LOST = re.compile(r"\b(?:lose|lost|loses|losing)\s+(?:the\s+)?(?:game|combat|fight)\b|"
                       r"\b(?:we|you|they|everyone|everybody)\s+(?P<between>[\w'’]+\s+)?(?:lose|lost)\b(?!\s+(?:\d|(?:one|a|an|her|his)\b|\w+\s+"
                       r"(?:health|sanity)))|\bgame\s+(?:is\s+)?lost\b|"
                       # (a denied loss joined to another outcome: "Wouldn't we keep playing and not lose?")
                       r"\b(?:and|but)\s+(?:not|never|don['’]?t|didn['’]?t|won['’]?t)\s+(?:lose|lost)\b(?!\s+(?:\d|(?:one|a|an|her|his)\b|"
                       r"\w+\s+(?:health|sanity)))|"
                       r"\b(?:we|you|they)(?:['’]re|\s+are|\s+were)\s+(?:not\s+)?lost\b|\b(?:we|you|they)\s+(?:aren|weren)['’]?t\s+lost\b|"
                       r"\bends?\s+(?:the|our)\s+game\b|\bgame\s+ends\b|\bgame\s+(?:is\s+|isn['’]?t\s+|is\s+not\s+)?over\b|"
                       # (not a Character's: "she skips the 1 health loss at the end of her turn")
                       r"(?<!health\s)(?<!sanity\s)\b(?:game\s+)?loss\b|"
                       # (the game's or ours, not an Enemy's "Is it defeated?" nor a Divination's
                       # "failure effect", a coin's "is that a failure?")
                       r"\bdefeat(?:ed)?\s+for\s+us\b|\b(?:we|we['’]ve|we\s+have|we\s+are|we['’]re)\s+(?:been\s+)?defeated\b|"
                       r"\b(?:combat|game|fight|encounter)\s+(?:is\s+|was\s+|ends\s+in\s+)?(?:a\s+)?fail(?:ed|ure|s)\b|"
                       r"\bwe\s+(?:have\s+)?failed\b|\bпроигр\w*|\bпоражени\w*|\bконец\s+игр\w*",
                       re.I)
_ASK_GOES_ON = re.compile(r"\b(?:continu\w*|keeps?\s+(?:going|playing)|go(?:es)?\s+on|carr(?:y|ies)\s+on|play(?:ing)?\s+on|"
                          r"still\s+(?:alive|in\s+it))\b|"
                          r"\bпродолжа\w*|\bпродолж\w*|\bидёт\s+дальше|\bживы\b", re.I)
_ASK_REGAINS = re.compile(r"\b(?:regain\w*|gets?\s+(?:\w+\s+)?(?:1|one)\s+sanity\s+back|back\s+(?:up\s+)?to\s+(?:1|one)\s+"
                          r"sanity)\b|\bвосстан\w*\s+(?:\w+\s+)?(?:1|одно?|один)\b|"
                          # («рассудок она не восстанавливает», «восстанавливает рассудок»)
                          r"\bрассуд\w*\s+(?:\w+\s+){0,2}?восстан\w*|\bвосстан\w*\s+(?:\w+\s+)?рассуд\w*|"
                          r"\bвозвраща\w*\s+(?:\w+\s+)?(?:1|одно?|один)\b",
                          re.I)
_ASK_WON = re.compile(r"\b(?:win|won|victory|succe\w*)\b|\bвыигр\w*|\bпобед(?:а|у|ой|или)\b", re.I)


# (and a denial typed without its apostrophe: "we dont lose here, …?")
_DENIED_BEFORE = re.compile(r"(?:\bnot|n't|n’t|\b(?:don|doesn|didn|won|can|aren|isn)t|\bnever|\bне|\bno)\s+(?:[\w'’]+\s+){0,2}$",
                            re.I)
# («Поражения ведь нет», "no loss here": the denial after the loss's word)
_DENIED_AFTER = re.compile(r"\s+(?:(?:ведь|же|тут|здесь|тогда|пока|ещё|еще)\s+){0,2}нет\b", re.I)
# «Разве …?»: a question whose «не» are its own rhetoric, not a denial of what it asks
_RHETORICAL_RU = re.compile(r"^\W*(?:(?:а|и|но|так|ну)\s+)?разве\b", re.I)
# two outcomes put as a choice: which one is asked, not whether
_EITHER = re.compile(r"\bor\b|\bили\b", re.I)
# where a clause of the ask ends, and a denial within one
_CLAUSE_BREAK = re.compile(r"[,;:—–]|\b(?:and|but|so|и|но|а|так\s+что)\b", re.I)
_DENIAL = re.compile(r"\b(?:not|never|no\s+longer)\b|n['’]?t\b|\bне\b|\bни\b", re.I)
_NEGATIVE_AUX = re.compile(r"\b(?:do|does|did|wo|ca|are|is|have|has|had)(?:n't|n’t|nt)\s+$", re.I)
# ("so the game isnt over, …?": the denial inside the words of the loss)
_DENIED_WITHIN = re.compile(r"\b(?:isn|aren|weren|don|didn|won)['’]?t\b|\b(?:not|never)\b", re.I)
# «Третий раунд»: a round told by its ordinal
_ROUND_ORDINAL = {"перв": 1, "втор": 2, "трет": 3, "четв": 4, "пят": 5, "шест": 6, "first": 1, "second": 2, "third": 3,
                  "fourth": 4, "fifth": 5, "sixth": 6}
_ROUND_BY_ORDINAL = re.compile(rf"\b({'|'.join(k for k in _ROUND_ORDINAL if not k.isascii())})\w*\s+раунд\w*|"
                               rf"\b({'|'.join(k for k in _ROUND_ORDINAL if k.isascii())})\s+round\b", re.I)


def _character_named(word: str) -> str | None:
    """The rulebook's Character a word names ("Провидицы" → Seer)."""
    low = word.lower()
    return next((v for k, v in CHARACTERS.items() if low.startswith(k)), None)


def read_round_end(text: str, move: str | None = None) -> Situation | None:
    """A Combat's end told in words: the Characters' Sanity (and Health) told, how many
    Enemies are left, and the round. Read only when the story says the last Enemy fell, or
    that a round ended; a Character whose Health is not told is taken as above 0 (stated:
    one at 0 Health ends the game at once, and would be told); an untold Sanity and an
    untold round are left open (tried at every value, asked when the answer turns on them)."""
    last = _LAST_DOWN.search(text)
    ended = _ROUND_END.search(text)
    left = _ENEMIES_LEFT.search(text)
    if last is None and ended is None or any(not _NOT_BEFORE_IT.search(text, max(0, m.start() - 12), m.start())
                                             for m in _GREAT_OLD_ONE.finditer(text)):
        # (a Great Old One's Combat ends by its own Success and Failure — Threat, rounds
        # survived — which this kind does not model)
        return None
    stats: dict[str, dict[str, int]] = {}
    said: list[str] = []
    for clause in clauses(text):
        for m in [*_CHAR_STAT.finditer(clause), *_AT_CHAR_RU.finditer(clause)]:
            got = m.groupdict()
            who = _character_named(got.get("who") or got.get("who2") or got.get("who3") or "")
            stat = next((g for g in (got.get("s1"), got.get("s2"), got.get("s3")) if g), "")
            value = next((number(g) for g in (got.get("n1"), got.get("n2"), got.get("n3")) if g), None)
            if who is None or value is None or not stat:
                continue
            stats.setdefault(who, {})[_stat(stat)] = value
            said.append(m.group(0))
    for m in _NONE_LEFT.finditer(text):
        # "the Seer has no Sanity left", «у Детектива не осталось здоровья»: 0
        if (who := _character_named(m.group("who") or m.group("who2") or "")) is not None:
            stats.setdefault(who, {}).setdefault(_stat(m.group("s1") or m.group("s2") or ""), 0)
            said.append(m.group(0))
    if (none_at_0 := _NONE_AT_0.search(text)) is not None \
            and not _ZERO_TOLD.search(text[:none_at_0.start()] + " " + text[none_at_0.end():]):
        but = _BUT_ONE.match(text, none_at_0.end())
        one = _character_named(but.group("who") or "") if but else None
        if but is not None and one is None and but.group(0).strip(" ,").lower() == "but":
            but = None  # ("nobody's at 0 Sanity but the Possessed is Insane now": a clause of its own)
        if not stats and (but is None or one is not None):
            # "nobody at 0 Sanity", «ни у кого нет 0 рассудка»: the round's end turns only on whether
            # a Character's Sanity is 0, so the lowest one, above 0 as told, runs as 1 — but for
            # one named ("except the Seer", «кроме Провидицы»), who is at 0
            stats[_LOWEST if one is None else _THE_OTHERS] = {"sanity": 1}
            if one is not None:
                stats[one] = {"sanity": 0}
            said.append(none_at_0.group(0) + (but.group(0) if but else ""))
    if not stats:
        if _SANITY_SAID.search(text) or _ZERO_TOLD.search(text):
            # (a Sanity, or a 0, told in words not read — "his Sanity (he's our caster) dropped
            # to 0"; an Enemy's "2 Health left" is none of the Characters')
            return None
        # no Character's Sanity told ("End of round 6, and we just beat the last Enemy. A loss?"):
        # the lowest one's is untold — tried at every value, asked when the answer turns on it
        stats[_LOWEST] = {}
    # the values as they stand after what the story tells next ("was on 1 Sanity, Rage dropped
    # her to 0"): the standing reader's, which follows changes; a value changed by an amount
    # not told is no longer known
    standing = read_standing(text)
    if standing is None and _CHANGE.search(text):
        # ("has 1 Sanity. She lost 1 Sanity …": changed by an amount not told as a value, every
        # value the standing reader had is gone — none is known now)
        stats = {who: {} for who in stats}
    standing = standing or Situation("standing")
    now = {c["name"]: c for c in (standing.state or {}).get("creatures", [])}
    for who, v in stats.items():
        for stat in [st for st in v if who in now and now[who].get(st) != v[st]]:
            if now[who].get(stat) is None:
                del v[stat]
            else:
                v[stat] = now[who][stat]
            # (the reading line shows where the value now was told)
            said += [f["text"] for f in standing.facts if f["slot"] == "stats" and who in f["value"]]
    s = Situation("round-end")
    for t in dict.fromkeys(said):
        s.fact(t, "standing", {k: dict(v) for k, v in stats.items()})
    characters = []
    for who, v in stats.items():
        characters.append({"name": who, "health": v.get("health"), "sanity": v.get("sanity")})
        if who in (_LOWEST, _THE_OTHERS) and v.get("sanity") is not None:
            s.assumed.append(f"{who}: Sanity above 0 as told — run as 1 (only a Sanity of 0 changes the round's end)")
        if "health" not in v:
            s.assumed.append(f"{who}: Health not told — above 0 (a Character at 0 Health ends the game at once)")
    if last is not None and (left is None or left.start() < last.start()):
        enemies = 0
        s.fact(last.group(0), "enemies_remaining", 0)
    elif left is not None and (n := number(left.group("n") or left.group("n_ru"))) is not None:
        enemies = n
        s.fact(left.group(0), "enemies_remaining", n)
    else:
        return None
    round_ = _ROUND.search(text) or _ROUND_BY_ORDINAL.search(text)
    r = None if round_ is None else _ROUND_ORDINAL[next(g for g in round_.groups() if g).lower()] \
        if round_.re is _ROUND_BY_ORDINAL else first_number(round_)
    s.template = {"round": r, "characters": characters, "enemies_remaining": enemies}
    if r is not None and round_ is not None:
        s.fact(round_.group(0), "round", r)
    else:
        s.need("round", "Which round of the Combat is it?", tuple(range(1, 7)), "Какой сейчас раунд боя?")
    for i, c in enumerate(characters):
        if c["sanity"] is None and c["name"] == _LOWEST:
            s.need(f"characters[{i}].sanity", "Is any Character at 0 Sanity (what is the lowest Sanity)?", "number",
                   "Есть ли персонаж с 0 рассудка (какой рассудок самый низкий)?")
        elif c["sanity"] is None:
            s.need(f"characters[{i}].sanity", f"What is the {c['name']}'s Sanity?", "number",
                   f"Какой рассудок у персонажа {c['name']}?")
    if not s.needs:
        s.state = s.template
    return s


def asked_of_round_end(ask: str, situation: Situation) -> Wants | None:
    """Whether the game is lost, goes on, is won, or a Character at 0 Sanity regains 1 — each
    of these the ask says, all of them together ("Поражения ведь нет — она просто получает
    обратно 1 рассудок и играем дальше, верно?" is Yes only if all three hold), each in its own
    polarity ("The game goes on, we didn't win yet, right?")."""
    said: list[tuple[Wants, bool, int]] = []  # each outcome the ask says, whether its clause denies it, where
    if (lost := _ASK_LOST.search(ask)) is not None:
        # (the denial between its subject and verb too: "we dont lose here, she just …?"; not an
        # auxiliary put before its subject, "Don't we lose?", which asks whether we lose)
        # (nor one that leads the question, "Isn't that a loss for us?")
        lead = NEGATIVE_AUXILIARY["en"].match(ask) or NEGATIVE_AUXILIARY["ru"].match(ask)
        before = "" if _NEGATIVE_AUX.search(ask[:lost.start()]) else ask[lead.end() if lead else 0:lost.start()]
        denied = bool(_DENIED_BEFORE.search(before + (lost.group("between") or "")) or _DENIED_WITHIN.search(lost.group(0))
                      or _DENIED_AFTER.match(ask, lost.end()))
        said.append((_LOST, denied, lost.start()))
    of_a_thing = _A_THING.search(ask) is not None
    for pattern, wants in _OTHER_OUTCOMES:
        if (m := pattern.search(ask)) is not None:
            if of_a_thing:
                # "Do the Enemy's Conditions continue into round 3?", "Do the Great Old One cards
                # regain all their Health?": said of a thing of the game, not of the game
                return None
            if wants is _REGAINS and _ALL_BACK.search(ask):
                wants = _REGAINS_ALL  # ("Does she regain all her Sanity?": 1, not all of it)
            said.append((wants, _clause_denies(ask, m.start(), m.end()), m.start()))
    if not said:
        return None
    if POSITIVE_TAG_EN.search(ask) or _RHETORICAL_RU.match(ask):
        # "We don't lose, do we?", "The game isn't over, is it?": the tag asks the positive —
        # "No, we don't" — as a tag does of any statement; and so does «Разве …»: «Разве она не
        # восстанавливает одно очко Рассудка и игра не продолжается?» asks whether both hold
        said = [(w, False, at) for w, _, at in said]
    if len(said) == 1:
        return _one(said[0])
    if _EITHER.search(ask):
        # "do we keep playing or is it game over?": a yes or no answers the first of the two
        # (not all of them, nor a rule matched on the words, which reads one side of it)
        return _one(min(said, key=lambda x: x[2]))
    return Wants(" and ".join(("not: " if denied else "") + w.name for w, denied, _ in said),
                 partial(_all_hold, tuple(said)), denial_is_its_own=True,
                 rests_on=next((w.rests_on for w, _, _ in said if w.rests_on), None))


def _one(said: tuple[Wants, bool, int]) -> Wants:
    """One outcome asked: a denial of its own clause is the question's polarity (flipped
    later), except the loss's."""
    wants, denied, _ = said
    if wants is not _LOST or not denied:
        return wants
    # "Правда ли, что это не поражение …?", "We haven't lost the game, right?", «Поражения ведь
    # нет …»: the denial is what is asked, not the question's polarity
    return _NOT_LOST


# the outcomes of a Combat's end an ask may want, each tested on the round-end run
_LOST = Wants("the game is lost", lambda check, state: check["result"]["status"] == "defeat")
_NOT_LOST = Wants("the game is not lost", lambda check, state: check["result"]["status"] != "defeat", denial_is_its_own=True)
_REGAINS = Wants("a Character at 0 Sanity regains 1", lambda check, state: check["result"]["status"] == "victory"
                 and any(c["sanity"] == 0 for c in state["characters"]), rests_on="rom.defeat.insanity")
# a thing of the game an outcome's verb may be said of ("Defense tokens carry on", "Curse cards
# keep going"); the Sanity regained is the round end's own
_A_THING = re.compile(r"\b(?:tokens?|conditions?|curses?|cards?|effects?|bleed\w*|defen[cs]e|health|threat|counter|"
                      r"skills?|relics?|жетон\w*|состояни\w*|проклят\w*|карт\w*|эффект\w*|кровотеч\w*|защит\w*|"
                      r"здоровь\w*|угроз\w*)\b", re.I)
# (a regain of all of it asked: 1 is regained, never more — so no, where one is regained at all)
_REGAINS_ALL = Wants("a Character at 0 Sanity regains all of it",
                     lambda check, state: False if _REGAINS.test(check, state) else None, rests_on="rom.defeat.insanity")
_ALL_BACK = re.compile(r"\b(?:regain\w*|get\w*|gain\w*)\s+(?:back\s+)?(?:all|every|full|(?:her|his|their)\s+full|"
                       r"(?:her|his|their)\s+sanity\s+(?:back\s+)?to\s+(?:full|max\w*))\b|\bback\s+to\s+(?:full|max\w*)\b|"
                       r"\bвосстан\w*\s+(?:\w+\s+)?(?:весь|всё|полностью|до\s+максимума)|\bполностью\s+восстан\w*", re.I)
_OTHER_OUTCOMES = (
    (_ASK_REGAINS, _REGAINS),
    (_ASK_GOES_ON, Wants("the game goes on", lambda check, state: check["result"]["status"] != "defeat")),
    (_ASK_WON, Wants("the Combat is won", lambda check, state: check["result"]["status"] == "victory")))


def _all_hold(said: tuple[tuple[Wants, bool, int], ...], check: dict, state: dict) -> bool | None:
    """Whether every outcome said holds in the polarity its clause says it."""
    values = [w.test(check, state) for w, _, _ in said]
    if None in values:
        return None
    return all(bool(v) != denied for v, (_, denied, _) in zip(values, said, strict=True))


def _clause_denies(ask: str, at: int, end: int) -> bool:
    """Whether the clause that says the words at ``at:end`` denies them, before them or within
    ("we didn't win yet", «пока не выиграли», "she doesn't regain any", «рассудок она не
    восстанавливает»)."""
    start = max((m.end() for m in _CLAUSE_BREAK.finditer(ask, 0, at)), default=0)
    # (not the question's own negative auxiliary, "Doesn't she regain 1 Sanity and we keep
    # playing?", "Isn't it true that …": it asks the positive)
    if (lead := NEGATIVE_AUXILIARY["en"].match(ask) or NEGATIVE_AUXILIARY["ru"].match(ask)) is not None:
        start = max(start, lead.end())
    return _DENIAL.search(ask, start, end) is not None


READERS = {"standing": Reader(read_standing, asked), "attack": Reader(read_attack, asked_of_attack),
           "round-end": Reader(read_round_end, asked_of_round_end, questions_only=True),
           "upkeep-draw": Reader(read_upkeep_draw, positions_only=True),
           **TOLD}
__all__ = ["READERS"]
