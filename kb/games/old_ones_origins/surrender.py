"""Whether a defender may surrender, read from how players tell a conflict ("Shub invades
an area where Yog has just 1 figure and Hastur has 2. Yog wants to surrender. Allowed?").

The rule (ooo.conflict.surrender) turns on two numbers: the conflict's participants and the
defender's figures in the conflicted area. Each is read only from what the words say:
- participants: said outright ("just the two of us", "a three-way fight", «участников
  только двое»), or "nobody else" in the area (the invader and the defender), or counted
  from the players the story puts in the area (the invader, each player with figures
  there, each one said to join); counted so, a third player makes it not two whatever the
  rest, and fewer than three counted leaves it open;
- the defender's figures: a count said of them ("just 1 figure", "two Spawn", "a single
  Beastman", «единственной фигурой»), a list ("a unit and an Outpost"), or one unit named
  with "only" ("only his Watcher from Beyond").
What is not told is open: tried at every value, asked back when the answer turns on it.
"""
from __future__ import annotations

import re

from kb.games.old_ones_origins.players import ME, is_me, known_as, players_named
from kb.words import NUMBER, Situation, Wants, clauses, compiled, number

# the ask (or the story) speaks of surrendering ("сдать карты" is dealing, not giving up)
_SURRENDER = re.compile(r"\bsurrender\w*|\bсда(?:ться|ваться|юсь|ётся|ется|ются|лся|лась|вался)\b", re.I)
# who is asked about: "Can Yog surrender?", "is he allowed to", «Может ли Хастур сдаться?», «Могу ли я сдаться»
_ASKED_WHO = re.compile(r"\b(?:can|could|may|does|is|am)\s+(?P<who>I|he|she|they|(?-i:[A-Z])[\w'’-]*)\s+(?:still\s+|just\s+)?"
                        r"(?:surrender|allowed|able|permitted|really)\b|"
                        r"\b(?:может|могу|можно)\s+(?:ли\s+)?(?P<who_ru>я|он|она|(?-i:[А-ЯЁA-Z])[\w'’-]*)\b|"
                        # ("Is it true that Hastur can't surrender?")
                        r"(?P<who_said>\b(?:I|he|she|(?-i:[A-Z])[\w'’-]*))\s+(?:can['’]?t|cannot|can|could(?:n['’]t)?|may(?:\s+not)?)\s+(?:still\s+)?"
                        r"surrender", re.I)
# who wants to: "Yog wants to surrender", "he says he'll just surrender", «Yog-Sothoth хочет сдаться»
# (and "Hastur has only 1 figure there and wants to surrender": lower-case words between, no
# one else named)
_WANTS = re.compile(r"(?P<who>\b(?:I|he|she|(?-i:[A-Z])[\w'’-]*))\s+(?:(?-i:[a-z0-9])[\w'’-]*\s+){0,6}?"
                    r"(?:wants?|would\s+rather|'d\s+rather|"
                    r"decides?|decided|says\s+(?:he|she)['’]ll|plans?|is\s+going)\s+(?:\w+\s+){0,2}?surrender|"
                    r"(?P<who_ru>\b(?-i:[А-ЯЁA-Z])[\w'’-]*|\bя|\bон|\bона)\s+(?:\w+\s+)?(?:хочет|хочу|решил\w*)\s+(?:\w+\s+)?сда",
                    re.I)
# a surrender told as done: "Nyarla surrendered with 2 figures", «Хастур сдался»
_SURRENDERED = re.compile(r"(?P<who>\b(?:I|he|she|(?-i:[A-Z])[\w'’-]*))\s+(?:\w+\s+)?surrender(?:s|ed)\b|"
                          r"(?P<who_ru>\b(?:я|он|она|(?-i:[А-ЯЁA-Z])[\w'’-]*))\s+(?:\w+\s+)?сда(?:лся|лась|ётся|ется)\b", re.I)
# the invader: "Shub invades", "Cthulhu invaded", "Kate's Cthulhu invaded", "I invaded", "Cthulhu напал"
_INVADES = re.compile(r"(?P<who>\b(?:I|he|she|(?-i:[A-Z])[\w'’-]*))(?:['’]s\s+(?-i:[A-Z])[\w'’-]*)?\s+(?:just\s+)?"
                      r"(?:invade[sd]?|invading|started|starts|attack(?:s|ed)?)\b|"
                      r"(?P<who_ru>\b(?:я|(?-i:[А-ЯЁA-Z])[\w'’-]*))\s+(?:\w+\s+)?(?:напал\w*|вторгает\w*|вторгся|атакует|делаю\s+Invasion|"
                      r"начал\w*\s+конфликт)",
                      re.I)
# an area invaded that is the asker's: "invaded my area", "invaded one of my areas", «напал на меня»
_MINE_INVADED = re.compile(r"\binvade[sd]?\s+(?:one\s+of\s+)?my\b|\bнапал\w*\s+на\s+меня\b|\bпротив\s+меня\b", re.I)

_TWO_OF_US = re.compile(r"\b(?:just|only)\s+(?:the\s+)?two\s+of\s+us\b|\bjust\s+me\s+and\s+\w+|\bonly\s+me\s+and\s+\w+|"
                        # ("it's just Shub-Gorath and me (Hastur) in the conflict": the other named first;
                        # not "it's not just Hastur and me", "it used to be just …", "… and me, plus
                        # Cthulhu's two Deep Ones")
                        r"(?<!\bnot\s)(?<!n't\s)(?<!\bbe\s)(?<!\bwas\s)\b(?:just|only)\s+(?-i:[A-Z])[\w'’-]*\s+and\s+(?:me|I)\b"
                        r"(?![^.?!;]*\b(?:plus|also|too|as\s+well|but)\b)|"
                        r"\bit['’]?s\s+(?:only\s+|just\s+)?(?:me|us)\s+(?:vs\.?|versus|and)\s+\w+|"
                        r"\b(?:nobody|no\s+one|no-one)\s+else\s+(?:is|has|in)\b|"
                        r"\bучастник\w*\s+(?:только\s+)?дво[еи]\b|\bтолько\s+мы\s+(?:с\s+\w+\s+)?(?:двое|вдво[её]м)\b|\bнас\s+двое\b|"
                        r"\bкроме\s+меня\s+(?:участвует\s+)?только\s+один\b|\bthe\s+only\s+other\s+participant\b|"
                        r"\b(?:2|two)[- ]player\s+(?:game|conflict|fight)\b|\bпарти\w*\s+на\s+двоих\b", re.I)
# "there were three of us": the participants counted (told.py reads positions with it too)
THERE_WERE_N_OF_US = rf"\bthere\s+(?:were|are)\s+(?P<there>{NUMBER[1:-1]})\s+of\s+us\b"
_WAY = re.compile(rf"\b(?P<n>{NUMBER[1:-1]})[- ]way\b|\b(?P<p>{NUMBER[1:-1]})\s+participants\b|"
                  rf"\b(?P<us>{NUMBER[1:-1]})\s+of\s+us\s+(?:are\s+|were\s+)?in\s+(?:this|the)\s+(?:conflict|fight)\b|"
                  # ("… had figures, so there were three of us", «нас было трое»)
                  rf"{THERE_WERE_N_OF_US}|"
                  r"\bнас\s+(?:было\s+)?(?P<ru3>тро[ей]\w*|четвер\w*)\b|"
                  r"\b(?P<ru>тр[ое]\w*|четыр\w*|дво[еи]\w*)\s+участник\w*|\bучастник\w*\s+(?P<ru2>тр[ое]\w*|четыр\w*)", re.I)
_RU_WAY = {"дво": 2, "тро": 3, "тре": 3, "чет": 4}
# a player said to join without figures: "Hastur … decided to participate too", «тоже решил вступить участником»
_JOINS = re.compile(r"\b(?:decided|chose|wants?)\s+to\s+(?:join|participate|take\s+part)\b|"
                    r"\b(?:решил\w*|хочет)\s+(?:тоже\s+)?(?:вступить|участвовать|присоединиться)\b", re.I)

_UNIT = r"(?:figures?|figurines?|units?|фигур\w*|фигурк\w*|юнит\w*|(?-i:[A-Z])[\w'’-]*(?:\s+(?:from\s+)?(?-i:[A-Z])[\w'’-]*)?)"
# a count of figures: "just 1 figure", "two Spawn", "a single Byakhee", "only one unit", «одной фигурой»
_COUNT = re.compile(rf"\b(?P<n>{NUMBER[1:-1]}|a\s+single|a|an|single|единственн\w+|одн(?:а|у|ой|им|ого)|один)\s+"
                    rf"(?:(?:allied|of\s+(?:his|her|my|their))\s+)?(?P<what>{_UNIT})", re.I)
# "has 2", "Hastur has 2" after a count of figures in the clause: the same unit
_BARE = re.compile(rf"\b(?:has|have|с)\s+(?:only\s+|just\s+)?(?P<n>{NUMBER[1:-1]})\b(?!\s*(?:VP|Seals?|Power))", re.I)
# one unit named with "only": "only his Watcher from Beyond", "just my Watcher from Beyond",
# "all I have there is the Watcher"
# (one: not a plural, "just my Acolytes", nor a list, "just my Watcher and my Acolyte")
_ONLY_ONE = re.compile(r"\b(?:only|just)\s+(?:has\s+|have\s+)?(?:his|her|my|their|the)\s+(?-i:[A-Z])[\w'’-]*(?<![^s]s)\b"
                       r"(?:\s+from\s+[A-Z]\w+)?(?!\s*(?:,|\+|\band\b|\bplus\b|\bи\b))", re.I)
# what is no figure: game terms that take an article
_NOT_FIGURE = re.compile(r"^(?:Conflict|Invasion|Wild|Resource|Nexus|Region|Seal|Scheme|Area|VP|Power|Lore|Follower|"
                         r"Ancient|Spell|Avatar\s+card|Dominion|Conjuration|Ascension|Great|Old|One|World)\b", re.I)
# a player's name is not one that follows an article or a count ("a Spawn", "his Watcher")
_NOT_PLAYER_BEFORE = re.compile(rf"(?:\b(?:a|an|the|his|her|my|their|single|of|from|{NUMBER[1:-1]})\s+)$", re.I)


def _players(clause: str, seen: list[str]) -> list[tuple[str, int]]:
    """The players a clause names: by players_named, less what follows an article or a count,
    and a player named before wherever the clause says the name again ("Joe only has one
    figure": a first word that players_named takes for no name without a verb after it);
    "I, Hastur," is the asker."""
    out = []
    for p, at in players_named(clause):
        if _NOT_PLAYER_BEFORE.search(clause[:at]) or _NOT_FIGURE.match(p):
            continue
        out.append((ME if re.search(r"\bI\s*[,(]\s*$", clause[:at]) else p, at))
    for p in seen:
        if p != ME and not any(q == p for q, _ in out):
            out += [(p, m.start()) for m in compiled(rf"(?<![\w-]){re.escape(p)}(?![\w-])").finditer(clause)]
    return sorted(out, key=lambda x: x[1])


_PRONOUNS = frozenset({"he", "she", "they", "он", "она"})


def _name(word: str, seen: list[str]) -> str:
    """The asker, a pronoun (kept as one: "He invaded" is not "Henry"), or a player as first
    named (players.known_as: "Yog" of "Yog-Sothoth")."""
    if is_me(word) or word.lower() in ("i", "я"):
        return ME
    if word.lower() in _PRONOUNS:
        return word.lower()
    return known_as(word, seen)


def _others(seen: list[str], invader: str | None) -> list[str]:
    """The players named other than the asker and the invader, in the order first named."""
    return [p for p in seen if p not in (ME, invader)]


def _figures(clause: str) -> list[tuple[int | None, int]]:
    """Each count of figures a clause says, with where (counts of what is no figure, "a
    Wild Resource", left out); a list of them ("a unit and an Outpost") summed, None when a
    count in it is not read."""
    out: list[tuple[int | None, int]] = []
    # ("2 figures there (one unit plus an outpost)": what is in brackets breaks down the count
    # said before them, it is not another one)
    outside = re.sub(r"\([^)]*\)", lambda b: " " * len(b.group(0)), clause)
    if outside != clause and _COUNT.search(outside):
        clause = outside
    found = [m for m in _COUNT.finditer(clause) if not _NOT_FIGURE.match(m.group("what"))]
    i = 0
    while i < len(found):
        m, total = found[i], _value(found[i].group("n"))
        # ("a unit and an Outpost", "one unit plus an outpost": two figures of one player)
        while i + 1 < len(found) and re.fullmatch(r"\s*(?:,|and|и|plus|плюс|\+|&)\s*",
                                                  clause[found[i].end():found[i + 1].start()]):
            i += 1
            nxt = _value(found[i].group("n"))
            total = None if total is None or nxt is None else total + nxt
        out.append((total, m.start()))
        i += 1
    if found:
        for b in _BARE.finditer(clause, found[0].end()):
            out.append((number(b.group("n")), b.start()))
    for m in _ONLY_ONE.finditer(clause):
        out.append((1, m.start()))
    for m in _TWO_NAMED_RU.finditer(clause):
        out.append((2, m.start()))
    return out


# «у Хастура стоят юнит и Outpost»: two figures named, no count said
_TWO_NAMED_RU = re.compile(r"\b(?:стоят|стоит|есть)\s+(?:юнит\w*|(?-i:[A-Z])[\w'’-]*)\s+и\s+(?:юнит\w*|(?-i:[A-Z])[\w'’-]*)\b")
# the other player of a conflict told without a name: "у него две фигуры", "Может ли он сдаться?"
_THE_OTHER = "the other player"


def _value(word: str) -> int | None:
    w = word.lower()
    if w in ("a", "an", "single", "a single", "один") or w.startswith(("единственн", "одн")):
        return 1
    return number(w)


def read_surrender_asked(text: str, move: str | None = None) -> Situation | None:
    """A conflict told and a defender's surrender asked about (or wanted in the story)."""
    both = f"{text} {move or ''}"
    if not _SURRENDER.search(both):
        return None
    s = Situation("surrender")
    seen: list[str] = []
    figures: dict[str, int | None] = {}
    joined: set[str] = set()
    invader: str | None = None
    participants: int | None = None
    defender: str | None = None
    for clause in clauses(both):
        named = [(_name(p, seen), at) for p, at in _players(clause, seen)]
        seen += [p for p, _ in named if p not in seen]
        used = False
        if (m := _INVADES.search(clause)) is not None and invader is None:
            invader = _name(m.group("who") or m.group("who_ru"), seen)
            if invader in _PRONOUNS:
                invader = None
        if _MINE_INVADED.search(clause):
            defender = defender or ME
        if (m := _WAY.search(clause)) is not None:
            if m.group("ru") or m.group("ru2") or m.group("ru3"):
                participants = _RU_WAY.get((m.group("ru") or m.group("ru2") or m.group("ru3")).lower()[:3])
            else:
                participants = number(m.group("n") or m.group("p") or m.group("us") or m.group("there"))
            s.fact(clause, "participants", participants)
            used = True
        elif _TWO_OF_US.search(clause):
            participants = 2
            s.fact(clause, "participants", 2)
            used = True
        for value, at in _figures(clause):
            before = [p for p, where in named if where < at]
            since = max((where for _, where in named if where < at), default=0)
            # ("im the defender and ive got 2 figures": the asker, as a chat types it)
            if not before and re.search(r"\b(?:I|my|me|im|ive|я|меня|мой|моя|у\s+меня)\b", clause[:at], re.I):
                before = [ME]
            # ("кроме меня … и у него две фигуры", "у защитника 2 фигуры": said of the other one)
            # (not "I'm the defender": the asker)
            if re.search(r"\b(?:he|she|his|her|он|она|у\s+него|у\s+неё|(?<!I'm\s)(?<!I’m\s)(?<!\bam\s)(?<!\bim\s)the\s+defender|"
                         r"(?<!\bя\s)защитник\w*)\b", clause[since:at], re.I):
                before = _others(seen, invader)[-1:] or [_THE_OTHER]
            if before and before[-1] != invader:
                figures[before[-1]] = value
                s.fact(clause, "defender_figures", {before[-1]: value})
                used = True
        if _JOINS.search(clause) and named:
            joined.add(named[0][0])
        if (m := _WANTS.search(clause) or _SURRENDERED.search(clause)) is not None:
            defender = _name(m.group("who") or m.group("who_ru"), seen)
        if (m := _ASKED_WHO.search(clause)) is not None and _SURRENDER.search(clause[m.start():]) or \
                m is not None and clause.strip() == (move or "").strip():
            who = _name(m.group("who") or m.group("who_ru") or m.group("who_said"), seen)
            if who not in _PRONOUNS:
                defender = who
            elif defender is None:
                others = _others(seen, invader)
                defender = others[-1] if others else _THE_OTHER if _THE_OTHER in figures else None
        if not used:
            s.unread.append(clause)
    if defender is None or defender == invader:
        return None
    if participants is None and invader is not None:
        # counted from the players the story puts in the area: a third one makes it not two
        there = {p for p, v in figures.items() if v} | joined | {defender}
        there.discard(invader)
        if len(there) >= 2:
            participants = len(there) + 1
            s.fact(", ".join(sorted(there)), "participants", participants)
    s.template = {"participants": participants, "defender_figures": figures.get(defender)}
    if participants is None:
        s.need("participants", "How many players take part in the conflict?", (2, 3, 4),
               "Сколько игроков участвует в конфликте?")
    if figures.get(defender) is None:
        s.need("defender_figures", f"How many figures {'do you' if defender == ME else f'does {defender}'} have in "
                                   "the conflicted area?", "count", "Сколько фигур у защищающегося в области конфликта?")
    if not s.needs:
        s.state = s.template
    return s


def asked_of_surrender(ask: str, situation: Situation) -> Wants | None:
    """Whether the defender may surrender: asked outright ("Can I surrender?") or of the
    surrender the story tells as wanted ("Allowed?", "Can he?", «Так можно?»)."""
    if situation.kind != "surrender" or _AFTER_SURRENDER.search(ask):
        # ("if i surrender does the conflict still happen?": what follows a surrender is asked,
        # not whether it is allowed)
        return None
    return Wants("may surrender", lambda check, state: check["result"]["may_surrender"])


_AFTER_SURRENDER = re.compile(r"\b(?:if|when|after|once|если|когда|после)\s+(?:\w+\s+){0,3}?(?:surrender\w*|сда\w*)\b", re.I)
