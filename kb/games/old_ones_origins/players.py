"""Who is who in an Old Ones Origins story (English or Russian): "I", "me", "my" (and "я",
"у меня", "мой") is the asker, ``ME``; a player is otherwise a capitalised name that is not
one of the book's terms ("Anna", "Hastur"); "he"/"she" is the other player named last."""
from __future__ import annotations

import re
from pathlib import Path

from corpus.tokens import tokenize
from kb.glossary import Glossary
from kb.words import unquoted

ME = "me"
_ME = re.compile(r"\b(?:i|i'm|i’m|i've|i’ve|me|my|mine|я|меня|мне|мой|моя|моё|мои|моих)\b(?!\s+opponent)", re.I)
# the other player of a two-player game, unnamed: "my opponent", "противник"
_OPPONENT = re.compile(r"\b(?:my\s+)?opponent\b|\bпротивник\w*|\bсоперник\w*", re.I)
# the book's terms and everyday capitalised words: never a player's name
_NOT_NAME_WORDS = """
i i'm i’m i've i’ve me my mine we we're our the a an and but so if is are does do did can could will would should
vp seal seals scheme schemes end phase standard short game round rounds spell spells resistance power dice die roll
conflict preparation initiative region regions eldritch plotting influence dominion invasion conjuration ascension
avatar ancient sign signs lore follower followers block damage attack nexus world void last this that now then
nobody everyone anyone both each player players sr
я играем играю мы у меня мне мой моя в на и а но конец фаза раунд раунде раунда игра игры игре печать печати печатей
по заклинание заклинания сопротивление заклинаний стоимость инициатива инициативы
влияние влияния вторжение вторжения господство господства призыв призыва восхождение восхождения регион региона
фазе фазу фазы замысел замысла замыслов замыслы планирование планирования конца схема схемы схеме
"""
_NOT_NAMES = frozenset(_NOT_NAME_WORDS.split())
# … nor any term of the book the glossary lists ("2 Outposts and no Acropolis", "the Assets"):
# a capitalised game term is no player's name
_GLOSSARY = Glossary.load(Path(__file__).parent / "glossary.yaml")
_TERM_STEMS = frozenset(tokenize(" ".join(_GLOSSARY.terms if _GLOSSARY is not None else ())))
# "Region C", "область B": a letter naming a place, not a player
_PLACE_BEFORE = re.compile(r"\b(?:region|регион\w*|area|област\w*|world|мир\w*)\s+$", re.I)
_NAME = re.compile(r"(?<![\w'’-])[A-ZА-ЯЁ][\w'’-]*(?:[ -][A-ZА-ЯЁ][\w'’-]*)?")


# a clause's first word is capitalised anyway: a name only when a name's verb or "and I"
# follows it ("Anna and I both …", "Shub-Gorath has …"), not "Сейчас ход …"
# (or a verb of what they did: a clause of its own, "… and Anna revealed Initiative 4")
# ("Hastur in this conflict has 3": a few words of where, then the verb)
_NAME_FOLLOWS = re.compile(r"\s*(?:,|(?i:and|и|has|had|is|was)\b|['’]s\b|\(|[a-z]+ed\b|put\b|took\b|paid\b|cast\b|"
                           r"(?:in|at|on)\s+(?:[a-z]+\s+){1,2}(?:has|had|is|was)\b|"
                           r"drew\b|spent\b|got\b|gave\b|threw\b|[а-яё]+(?:ал|ял|ил|ел|ала|яла|ила|ела)\b)")


# "I'm Hastur with 2 Spell Resistance", "playing as Cthulhu", "я играю за Хастура": the name
# that follows is the asker's
# ("me (Cthulhu) vs Hastur": the name in brackets after "me" is the asker's too)
_I_AM = re.compile(r"(?:\b(?:I['’]m|I am|I play|I'm playing|I am playing|playing as|я\s*[—-]|я играю за|играю за)\s+|"
                   r"\b(?:me|I|я|мне|меня)\s*\(\s*)$", re.I)
# "he has 1 VP", "у него 1 ПО": the other player named last
_THIRD_PERSON = re.compile(r"\b(?:he|she|him|his|her|он|она|него|неё|нее|его|её)\b", re.I)


def with_pronouns(clause: str, named: list[tuple[str, int]], seen: list[str]) -> list[tuple[str, int]]:
    """The players a clause names, and the one each "he"/"she" stands for: the other player
    named last before it (in the clause, else before it)."""
    out = list(named)
    for m in _THIRD_PERSON.finditer(clause):
        before = [p for p, at in named if at < m.start() and p != ME] or [p for p in seen if p != ME]
        if before:
            out.append((before[-1], m.start()))
    return sorted(out, key=lambda p: p[1])


# "my Hastur", "мой Ктулху": the faction after it is the asker's own
_MY = re.compile(r"\b(?:my|мой|моя|моего|моей)\s+$", re.I)
# a name in brackets right after a player's: "Sam (Cthulhu)", "I (Hastur)", «я (Хастур)»
_ALIAS_BEFORE = re.compile(r"(?:\b[A-ZА-ЯЁ][\w'’-]*|\bI|\bя|\bme)\s*\(\s*$")


# the book's four Great Old Ones (factions), by the names players use for them
_FACTION = re.compile(r"(?:Cthulhu|Hastur|Yog(?:-Sothoth)?|Shub(?:-Gorath|-Niggurath)?|Ктулху|Хастур\w*|Йог(?:-Сотот\w*)?|"
                      r"Шуб(?:-Горат\w*)?)", re.I)


# … as a word of its own, in any case
_FACTION_WORD = re.compile(rf"(?<![\w'’-])(?:{_FACTION.pattern})(?![\w'’-])", re.I)


def players_named(text: str) -> list[tuple[str, int]]:
    """The players a clause names, with where: the asker as ``me`` (also under the name
    they say they play), others by name."""
    out = [(ME, m.start()) for m in _ME.finditer(text)] + [("opponent", m.start()) for m in _OPPONENT.finditer(text)]
    plain = unquoted(text)
    for m in _NAME.finditer(plain):
        words = []
        for w in re.finditer(r"[^ ]+", m.group(0)):
            at, end = m.start() + w.start(), m.start() + w.end()
            bare = re.sub(r"['’]s$", "", w.group(0))
            if bare.lower() in _NOT_NAMES or not _FACTION.fullmatch(bare) and set(tokenize(bare)) <= _TERM_STEMS \
                    or len(bare) == 1 and _PLACE_BEFORE.search(plain[:at]):
                continue
            # (a sentence's first word is capitalised anyway: a name only when a verb of a
            # player's follows it — or when it is a Great Old One's: "Hastur reveals …")
            if not plain[:at].strip(" \"'«(—-") and not _NAME_FOLLOWS.match(plain, end) and not _FACTION.fullmatch(bare):
                continue
            words.append((bare, at))
        if words:
            at = words[0][1]
            if _ALIAS_BEFORE.search(plain[:at]) and _FACTION.fullmatch(" ".join(w for w, _ in words)):
                continue  # "Sam (Cthulhu) and I (Hastur)": the faction a player named just before plays
            out.append((_player(" ".join(w for w, _ in words), plain[:at]), at))
    for m in _FACTION_WORD.finditer(plain):
        # a Great Old One typed in lower case ("yog and me (hastur) both have 2") is a player too
        if m.group(0)[0].islower() and not _ALIAS_BEFORE.search(plain[:m.start()]):
            out.append((_player(m.group(0).capitalize(), plain[:m.start()]), m.start()))
    return sorted(out, key=lambda p: p[1])


def _player(name: str, before: str) -> str:
    """The player a name said after ``before`` stands for: the asker for "I'm Hastur", "me
    (hastur)", and for a Great Old One said as "my Hastur"; else the name."""
    mine = _MY.search(before) is not None and _FACTION.fullmatch(name) is not None
    return ME if mine or _I_AM.search(before) else name


def subject(text: str, at: int, default: str | None) -> str | None:
    """The player a number at ``at`` belongs to: the one named last before it in its clause."""
    before = [p for p, where in players_named(text) if where < at]
    return before[-1] if before else default


def is_me(word: str) -> bool:
    """Whether a word names the asker ("me", "I", "меня")."""
    return _ME.fullmatch(word) is not None


def is_term(name: str) -> bool:
    """Whether a capitalised run is the book's words, not a player ("Dominion", «Господства»)."""
    return all(w.lower() in _NOT_NAMES for w in re.split(r"[ -]", re.sub(r"['’]s$", "", name)))


# words of a capitalised run that name no player: "Силы" after a number is the resource, and
# "In Spell Casting Hastur has …" names Hastur
_NOT_PLAYERS = frozenset(tokenize("power сила силы spell spells casting cast заклинание"))


def name_key(name: str) -> frozenset[str]:
    """A player's name as compared across cases and runs ("Йога" and "Йог", "Hastur's" and
    "Hastur", "Шуб-Горат" and "Шуб"): its stems, less words that name no player."""
    if name == ME:
        return frozenset({ME})
    return frozenset(tokenize(re.sub(r"['’]s$", "", name))) - _NOT_PLAYERS


def known_as(who: str, names: list[str]) -> str:
    """A player named again in short or in another case ("Yog" of "Yog-Sothoth", "Хастура"
    of "Хастур") as first named."""
    if who in names or who == ME:
        return who
    same = [n for n in dict.fromkeys(names) if n != ME and name_key(n) & name_key(who)]
    return same[0] if len(same) == 1 else who  # (Ян and Яна both share «ян»: neither)
