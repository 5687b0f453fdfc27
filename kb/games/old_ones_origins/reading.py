"""How Old Ones Origins situations are read from a player's words (English or Russian):
a spell's cost against Spell Resistance, the dice a conflict rolls, the Scheme Initiative
that orders the players, and whether the game ends and who wins.

Who is who: players.py.
Nothing is assumed silently: a number the rule needs and the story does not give is asked
back (and tried at every value by the check); the one default — players whose VP is not
told when the ask is whether one player's VP is *enough* — is stated in the reading.
"""
from __future__ import annotations

import re
from functools import partial

from kb.games.old_ones_origins.checks import VP_TO_END, last_round, vp_to_end
from kb.games.old_ones_origins.influence import asked_of_influence, read_influence
from kb.games.old_ones_origins.players import ME, is_me, known_as, name_key, players_named, subject, with_pronouns
from kb.games.old_ones_origins.told import TOLD
from kb.words import NUMBER, Reader, Situation, Wants, clauses, compiled, first_number, number, ordinal, round_told

N = NUMBER  # one group: the number


# -- spell cost --------------------------------------------------------------------------

_SR = r"(?:spell\s+resistance|сопротивлени\w*\s+заклинани\w*)"
_SR_ANY = re.compile(_SR, re.I)
# "I have 1 Spell Resistance", "3 значка Spell Resistance", "my Spell Resistance is 1",
# "the highest enemy Spell Resistance is 4", "Yog-Sothoth … has 3", "у Шаб-Гората тоже 3"
_SR_BEFORE = re.compile(rf"\b{N}\s+(?:знач\w+\s+|icons?\s+of\s+|points?\s+of\s+)?{_SR}", re.I)
_SR_AFTER = re.compile(rf"{_SR}\s+(?:is|of|=|:|равн\w+)?\s*{N}\b", re.I)
# (and "Yog-Sothoth's is 3": a player's own, said after the name)
_HAS = re.compile(rf"(?:\b(?:has|have|had|тоже|также|их|—|-)\s+(?:also\s+|too\s+)?|(?<=[a-z])['’]s\s+is\s+){N}\b"
                  rf"(?!\s*(?:power|vp|силы|по\b))", re.I)
# (not "costs one extra Power": what is added, not the cost)
_COST = re.compile(rf"\bcosts?\s+(?:is\s+|of\s+)?{N}\b(?!\s+(?:extra|more|additional)\b)|"
                   rf"\bстоимост\w*(?:\s+\w+){{0,3}}?\s+{N}\b|\bстоит\s+{N}\b|"
                   # ("a spell printed at 2 Power", "a 2-Power spell")
                   rf"\bprinted\s+(?:at|cost\s+(?:of\s+)?|as)\s*{N}\b|\b{N}-power\s+spell\b|\bценой\s+{N}\b", re.I)
# spells cast in turn, one after another: whose spell is asked is not the one casting told first
_IN_TURN = re.compile(r"\b(?:first|then|next|after|passes|passed|turn|second|другой|первым|затем|потом|после|пас\w*)\b",
                      re.I)
# the one casting, named: "Hastur casts a spell …", "Шуб хочет сыграть заклинание": that
# player's Spell Resistance is the caster's, the others' are the enemies'
_CASTS = re.compile(r"^\s*(?:(?:wants|is about|is going)\s+to\s+)?(?:casts?|is casting|cast\w*)\b|"
                    r"^\s*(?:хочет\s+)?(?:сыграть|кастует|скаст\w*|сотвор\w*|колдует)\b", re.I)
# "Yog-Sothoth's is one more than mine", "на один больше, чем у меня", "same as mine"
_MORE_THAN_MINE = re.compile(rf"\b(?:is\s+|has\s+)?{N}\s+(?P<dir>more|less|fewer)\s+than\s+(?:mine|me|my\s+own)\b|"
                             rf"\bна\s+{N}\s+(?P<dir_ru>больше|меньше)\s*,?\s+чем\s+у\s+меня\b", re.I)
_SAME_AS_MINE = re.compile(r"\b(?:the\s+same\s+as\s+(?:mine|me)|same\s+as\s+(?:mine|me)|столько\s+же,?\s+сколько\s+у\s+меня|"
                           r"как\s+у\s+меня)\b", re.I)
# "у Йог-Сотота 3": a named player's count, told the Russian way
_AT_NAMED = re.compile(rf"\bу\s+[А-ЯЁA-Z][\w'’-]*(?:\s+[А-ЯЁA-Z][\w'’-]*)?\s+(?:тоже\s+|также\s+)?{N}\b"
                       rf"(?!\s*(?:сил\w*|power|по\b|vp|по))", re.I)
# the Power the caster has: "I have 4 Power", "на диске у меня 4 Силы"
_CASTER_POWER = re.compile(rf"\b(?:I\s+have|I've\s+got|I\s+got|my\s+dial\s+(?:is\s+)?(?:at|on|shows)|у\s+меня(?:\s+на\s+диске)?|"
                         rf"на\s+диске(?:\s+у\s+меня)?)\s+(?:exactly\s+|only\s+|just\s+|still\s+|ровно\s+|всего\s+)?{N}\s+"
                         rf"(?:power|сил\w*)\b", re.I)
_ENOUGH = re.compile(r"\benough\b|\bafford\b|хват\w*|достаточно", re.I)
_NO_UNITS = re.compile(r"\bno (?:allied )?(?:units?|figures?)(?: left)? to exhaust\b|\bnothing (?:left )?to exhaust\b|"
                       r"\bnobody to exhaust\b|нечего истощ\w*|некого истощ\w*|нет юнитов,? чтобы истощ\w*", re.I)
_CAN_CAST = re.compile(r"\b(?:can|could)\s+(?:i|she|he|they)\s+(?:still\s+)?(?:cast|pay for)\b|"
                       r"\b(?:могу|смогу|может|сможет)\s+ли\s+(?:я\s+|он\s+|она\s+)?(?:сотворить|наложить|оплатить)", re.I)
_ENEMY = re.compile(r"\benem(?:y|ies)\b|\bopponent|противник|врага?\b", re.I)
_ONLY_ENEMY = re.compile(r"\bonly enemy\b|\bno one else\b|\bnobody else\b|больше ни у кого|единственн\w+ (?:враг|противник)",
                         re.I)
# a count told of each of several players, the Russian way: "у двух противников в конфликте по 2"
_EACH_RU = re.compile(rf"\bпо\s+{N}\b(?!\s*(?:сил\w*|power|vp|очк\w*|победн\w*))", re.I)
# "у меня и у соперника по 2": the asker joined to the others the count is said of
_ME_RU = re.compile(r"\bу\s+меня\s+(?:и|,)\s+у\s+(?:[\w-]+\s+){1,3}$", re.I)
# an ask's lead before a dash or comma, and a spell's printed cost said as what it is there
_LEAD = re.compile(r"^[^?—–]*?(?:\s[—–-]\s|,\s)")
_PRINTED = re.compile(rf"\bстоимост\w*\s+{N}\b|\bprinted\s+(?:at|cost\s+(?:of\s+)?|as)\s*{N}\b|\b{N}-(?:power|cost)\s+spell\b|"
                      rf"\bspell\s+(?:that\s+)?(?:with\s+(?:a\s+)?)?cost(?:s|ing)?\s+(?:of\s+)?{N}\b", re.I)
_BOTH = re.compile(r"\bboth\b|\bоба\b|\bобоих\b|\bу обоих\b|\bпо\s+" + N, re.I)


def _cost_lead(text: str) -> tuple[re.Match[str], re.Match[str]] | None:
    """The ask's lead ("casting a spell that costs 1 - …") and the printed cost it tells, if it
    tells one: read once for the move's facts and once to leave the total asked."""
    if (lead := _LEAD.match(text)) is not None and (cost := _PRINTED.search(lead.group(0))) is not None:
        return lead, cost
    return None


def read_spell_cost(text: str, move: str | None = None) -> Situation | None:
    """A spell's printed cost, the caster's Spell Resistance and the enemies'."""
    if not _SR_ANY.search(text):
        return None
    s = Situation("spell-cost")
    own: int | None = None
    enemies: dict[str, int] = {}
    printed: int | None = None
    for clause in clauses(text):
        used = False
        cost_at = (-1, -1)
        if (c := _COST.search(clause)) is not None:
            printed = first_number(c)
            s.fact(clause, "printed_cost", printed)
            used, cost_at = True, c.span()
        # "(Hastur)" after "I" is the asker's own name, not another player
        told = clause  # (as told: the blanked name is for the patterns only)
        clause = re.sub(r"\b(I|я)\s*\([^)]*\)", lambda a: a.group(1) + " " * (len(a.group(0)) - len(a.group(1))), clause)
        if (held := _CASTER_POWER.search(clause)) is not None:
            s.fact(told, "power_held", first_number(held))
            used = True
        for m in [*_SR_BEFORE.finditer(clause), *_SR_AFTER.finditer(clause), *_HAS.finditer(clause),
                  *_AT_NAMED.finditer(clause), *(_EACH_RU.finditer(clause) if _ENEMY.search(clause) else ())]:
            value = first_number(m)
            if value is None or cost_at[0] <= m.start(m.lastindex or 0) < cost_at[1] \
                    or held is not None and held.start() <= m.start(m.lastindex or 0) < held.end():
                continue
            named = [p for p, at in players_named(clause) if at < m.start(m.lastindex or 0)]
            enemy_said = _ENEMY.search(clause[:m.start()]) is not None
            if m.re is _EACH_RU:
                # (said of the enemies the clause names: theirs, not the asker's — and the
                # asker's too when named with them, «у меня и у соперника по 2»)
                enemies["the highest enemy"] = value
                if _ME_RU.search(clause[:m.start()]):
                    own = value
            elif _BOTH.search(clause) and len(set(named)) > 1:
                # ("Hastur and Yog-Sothoth both have 3": each named player's, the asker's own
                # among them if named; the caster is told apart below)
                if ME in named:
                    own = value
                for p in set(named) - {ME}:
                    enemies[p] = value
            elif enemy_said or (named and named[-1] != ME):
                enemies[named[-1] if named and named[-1] != ME else "the highest enemy"] = value
            elif ME in named or not named:
                own = value
            used = True
        if own is not None:
            # a player's count told against the asker's ("Yog-Sothoth's is one more than mine")
            for m in [*_MORE_THAN_MINE.finditer(clause), *_SAME_AS_MINE.finditer(clause)]:
                named = [p for p, at in players_named(clause) if at < m.start() and p != ME]
                if not named:
                    continue
                if m.re is _SAME_AS_MINE:
                    value = own
                else:
                    n = number(next(g for g in (m.group(1), m.group(3)) if g))
                    less = (m.group("dir") or m.group("dir_ru") or "").lower() in ("less", "fewer", "меньше")
                    value = None if n is None else own - n if less else own + n
                if value is not None and value >= 0:
                    enemies[named[-1]] = value
                    used = True
        if used:
            s.fact(told, "spell_resistance", {"own": own, "enemies": dict(enemies)})
        else:
            s.unread.append(told)
    if own is None and len(enemies) > 1 and not _IN_TURN.search(f"{text} {move or ''}"):
        # the caster named by the clause that casts ("Hastur casts a spell printed at 2 Power"):
        # of the players told, that one's Spell Resistance is the caster's — when no one else
        # is the ask's ("Yog casts first and passes … does Hastur pay extra?" is Hastur's spell)
        # (a name opening a sentence is no player to players_named: matched here by the names told)
        casters = {p for clause in clauses(text) for p in enemies
                   for m in compiled(rf"(?<![\w-]){re.escape(p)}(?![\w-])").finditer(clause) if _CASTS.match(clause[m.end():])}
        asked = {p for p in enemies if move and compiled(rf"(?<![\w-]){re.escape(p)}(?![\w-])").search(move)}
        if len(casters) == 1 and asked <= casters:
            own = enemies.pop(casters.pop())
    if own is not None and move and (said := _ASKED_CASTER.search(move)) is not None \
            and (caster := next((e for e in enemies if e.lower() == said.group(1).lower()), None)) is not None:
        # ("I have 3 Spell Resistance and Shub has 2. Does Shub cast its spells without paying any
        # more …?": Shub's spell, against the asker's Spell Resistance)
        enemies[ME], own = own, enemies.pop(caster)
        s.fact(said.group(0), "caster", caster)
    if printed is None and move and (cost_told := _cost_lead(move)) is not None:
        # the cost told in the ask's lead, as what the spell is: «кастую заклинание стоимостью 3
        # — плачу ровно 3 силы?» (not "does it cost 3?": the total asked)
        lead, cost = cost_told
        printed = first_number(cost)
        s.fact(lead.group(0).strip(" ,—–-"), "printed_cost", printed)
    if own is None and not enemies:
        return None
    s.template = {"printed_cost": printed, "spell_resistance": own, "enemy_spell_resistance": list(enemies.values())}
    if printed is None:
        s.need("printed_cost", "What is the spell's printed Power cost?", "number",
               "Какова напечатанная стоимость заклинания в Силе?")
    if own is None:
        s.need("spell_resistance", "What is your Spell Resistance?", "number", "Какое у вас Сопротивление заклинаниям?")
    if not enemies and not _ONLY_ENEMY.search(text):
        s.need("enemy_spell_resistance[0]", "What is the highest Spell Resistance among the enemies in the conflict?",
               "number", "Какое наибольшее Сопротивление заклинаниям у противников в конфликте?")
        s.template["enemy_spell_resistance"] = [None]
    if not s.needs:
        s.state = s.template
    return s


_ASK_EXTRA = re.compile(r"\bextra\b|\bmore than\b|\bon top\b|\bсверх\b|\bдоплач\w*|\bбольше\b", re.I)
# an extra of a count asked: "So I pay one more, right?", "one extra Power?" (not "one more spell")
_ASK_N_MORE = re.compile(rf"\b{N}\s+(?:more|extra)\b(?!\s+(?:spells?|cards?|units?|times?|turns?|rounds?|figures?|"
                         rf"signs?|dice|vp|seals?|lore|followers?|markers?)\b)", re.I)
# ("I just pay the 2, right?": the total asked)
# (not "pay one more": the extra asked, below)
_ASK_COST = re.compile(rf"\bcosts?\s+(?:me\s+)?(?:(?:only|just)\s+)?(?:the\s+)?{N}\b(?!\s+(?:more|extra)\b)|"
                       rf"\bpa(?:y|ys|ying|id)\s+(?:(?:only|just)\s+)?(?:the\s+)?{N}\b(?!\s+(?:more|extra)\b)|"
                       rf"\b(?:makes?\s+it|that's|that\s+is|it's|comes\s+to)\s+{N}\s+power\b|"
                       # ("so 2 Power is all I pay, right?")
                       rf"\b{N}\s+(?:power\s+)?is\s+all\s+(?:i|you|we|she|he|they)\s+(?:have\s+to\s+|need\s+to\s+)?pay\b|"
                       # ("Is 3 Power all I have to pay?", "is it just 3 Power?")
                       rf"\bis\s+{N}\s+(?:power\s+)?all\s+(?:i|you|we|she|he|they)\s+(?:have\s+to\s+|need\s+to\s+)?pay\b|"
                       rf"\bis\s+it\s+(?:only|just)\s+{N}\s+power\b|"
                       rf"\b(?:плат|плач)\w*\s+(?:только\s+|лишь\s+|ровно\s+|всего\s+|просто\s+)?{N}\b", re.I)
# ("доплачиваю за каждого: 2 + 1 + 1 = 4?", "so I pay 2 + 1 = 3?": the sum the asker makes is
# the total asked, not its first term)
_ASK_SUM = re.compile(rf"\b(?:\d+\s*\+\s*)+\d+\s*=\s*{N}\b")


# nothing paid over the printed cost, said as a noun no reading of the ask's polarity sees
_NOTHING_EXTRA = re.compile(r"\bnothing\s+(?:\w+\s+)?(?:extra|more|else|on\s+top)\b|\bничего\s+(?:\w+\s+)?"
                            r"(?:сверху|дополнительно|лишнего|больше)\b|"
                            # ("… without paying anything extra?", «без доплаты?»)
                            r"\bwithout\s+(?:\w+ing\s+)?any(?:thing)?\s+(?:extra|more|on\s+top)\b|\bбез\s+доплат\w*", re.I)


# another player asked of as the caster: "Does Shub cast …?", "will Hastur pay …?"
_ASKED_CASTER = re.compile(r"\b(?:does|do|will|can|must|should|would)\s+(?-i:([A-Z][\w'’-]+))\s+(?:\w+\s+)?(?:cast|pay)",
                           re.I)


def asked_of_spell_cost(ask: str, situation: Situation) -> Wants | None:
    """Whether extra Power is paid over the printed cost, whether the cost is N, or whether
    the Power the caster has is enough."""
    if (cost_told := _cost_lead(ask)) is not None:
        # ("casting a spell that costs 1 - i pay 2?": the lead tells the printed cost, the rest asks)
        ask = ask[cost_told[0].end():]
    held = [f["value"] for f in situation.facts if f["slot"] == "power_held" and f["value"] is not None]
    if (said := _CASTER_POWER.search(ask)) is not None:  # "На диске у меня 4 Силы — хватит …?"
        held.append(first_number(said))
    held = [h for h in held if h is not None]
    if _ENOUGH.search(ask) and held:
        have = held[-1]
        return Wants(f"{have} Power is enough", lambda check, state: check["result"]["cost"] <= have)
    if _CAN_CAST.search(ask) and held:
        # "I have exactly 3 Power on my dial … Can I cast it?": the dial pays it, or not — but
        # exhausting allied units pays too (ooo.spell.pay), so short of the cost it is No
        # only when the story says there is no unit to exhaust
        have = held[-1]
        told = " ".join([*(f["text"] for f in situation.facts), *situation.unread])
        none_left = _NO_UNITS.search(told) is not None
        return Wants(f"{have} Power pays the spell", lambda check, state: True if check["result"]["cost"] <= have
                     else False if none_left else None)
    if (m := _ASK_SUM.search(ask) or _ASK_COST.search(ask)) is not None:
        n = first_number(m)
        return Wants(f"the spell costs {n} Power", lambda check, state: check["result"]["cost"] == n)
    if (more := _ASK_N_MORE.search(ask)) is not None and (n_more := first_number(more)) is not None:
        # "Hastur has 3 and I have 1 … So I pay one more, right?": two more — the extra is the count asked
        return Wants(f"{n_more} extra Power paid",
                     lambda check, state: check["result"]["cost"] - state["printed_cost"] == n_more)
    if _NOTHING_EXTRA.search(ask):
        # "so I just pay the printed Power cost, nothing extra, right?": the denial is the ask's own
        return Wants("no extra Power paid", lambda check, state: check["result"]["cost"] == state["printed_cost"],
                     denial_is_its_own=True)
    if _ASK_EXTRA.search(ask):
        return Wants("extra Power paid", lambda check, state: check["result"]["cost"] > state["printed_cost"])
    return None


# -- conflict dice -----------------------------------------------------------------------

# "add up to a Dice Roll of 11", "thirteen Dice Roll", "суммарный Dice Roll 13"
_DICE_ROLL = re.compile(rf"\bdice\s+roll\s+(?:of\s+|is\s+|=\s*)?{N}\b|\b{N}\s+dice\s+roll\b|"
                        rf"\b(?:dice|кубик\w*|бросок\w*)\s+(?:roll\s+)?(?:of\s+)?{N}\b(?!\s*dice)", re.I)
_STANDING = re.compile(r"unexhausted|standing|not exhausted|неистощ\w+|не истощ\w+", re.I)
# the dice rolled, as told: "I roll all 12 dice", "rolled the maximum of 10 dice"
_ROLLED = re.compile(rf"\brol(?:l|ls|led)\s+(?:all\s+)?(?:the\s+)?(?:max(?:imum)?\s+of\s+)?(?:all\s+)?{N}\s+dice\b", re.I)


def read_conflict_dice(text: str, move: str | None = None) -> Situation | None:
    """The Dice Roll the asker's figures in the conflict add up to."""
    s = Situation("conflict-dice")
    total = rolled = None
    for clause in clauses(text):
        if (r := _ROLLED.search(clause)) is not None:
            rolled = number(r.group(1))
            s.fact(r.group(0), "rolled", rolled)
        m = _DICE_ROLL.search(clause)
        if m is None:
            if r is None:
                s.unread.append(clause)
            continue
        total = first_number(m)
        s.fact(clause, "dice", total)
        if not _STANDING.search(clause):
            # the Dice Roll told is that of the figures counted: exhausted ones roll none, and
            # a total the player gives is of those they count
            s.assumed.append("the Dice Roll told is that of the unexhausted figures")
    if total is None:
        return None
    s.state = s.template = {"figures": [{"id": "your figures", "dice": total}]}
    if rolled is not None:
        s.state["rolled"] = rolled
    return s


_ASK_ROLL = re.compile(rf"\broll\s+(?:all\s+)?(?:the\s+)?{N}\b|\b(?:брос\w+|кинуть|кидаю)\s+(?:все\s+)?{N}\b", re.I)


def asked_of_dice(ask: str, situation: Situation) -> Wants | None:
    if (m := _ASK_ROLL.search(ask)) is not None:
        n = number(m.group(1) or m.group(2))
        return Wants(f"{n} dice rolled", lambda check, state: check["result"]["rolled"] == n)
    return None


# -- turn order --------------------------------------------------------------------------

_INIT = r"(?:initiative|инициатив\w*)"
_INIT_ANY = re.compile(_INIT, re.I)
# a number after "Initiative" in its clause is one (the next player's when another is
# named: "I reveal Initiative 2, Mia 4 and Joe 6"), unless it counts something else
_INIT_NUMBER = re.compile(rf"(?<![\w-]){N}(?![\w-])(?!\s*(?:vp|power|ancient|signs?|lore|seals?|players?|rounds?|"
                          rf"regions?|по\b|силы|знак\w*|печат\w*|раунд\w*))", re.I)
_PREVIOUS = re.compile(r"\blast round\b|\bprevious(?:ly)?\b|\bbefore\b|\bв прошлом раунде\b|\bпрошл\w+\b|\bранее\b", re.I)
# a clause that carries on the one before it with another player's number: "and I had 4"
_HAD_ALSO = re.compile(rf"^\s*(?:and\s+|а\s+|и\s+)?(?:I|he|she|[A-ZА-ЯЁ][\w'’-]*|я|он|она|у\s+\w+)\s+"
                       rf"(?:had|was on|revealed|было|был)?\s*{N}\s*[.!?]?\s*$", re.I)
# another player told of by a pronoun: the one named last who is not the asker
_OTHER = re.compile(r"\b(?:he|she|they|him|her|он|она|у него|у неё|у нее)\b", re.I)
_WE = re.compile(r"\b(?:we|мы|у нас)\b", re.I)


def read_turn_order(text: str, move: str | None = None) -> Situation | None:
    """Each player's Initiative this round and, when told, last round's."""
    if not _INIT_ANY.search(text):
        return None
    s = Situation("turn-order")
    now: dict[str, int] = {}
    before: dict[str, int] = {}
    others: list[str] = []  # players other than the asker, in the order named
    # "Round 2 … In round 1, Cthulhu's Scheme had Initiative 2": a round told before the
    # one the story is in is the previous one
    rounds = [r for clause in clauses(text) if (r := round_told(clause)) is not None]
    current = rounds[0] if rounds else None
    last_into: dict[str, int] | None = None
    for clause in clauses(text):
        told_round = round_told(clause)
        earlier = current is not None and told_round is not None and told_round < current
        into = before if _PREVIOUS.search(clause) or earlier else now
        if into is now and last_into is before and told_round is None and not _INIT_ANY.search(clause) \
                and _HAD_ALSO.match(clause):
            into = before  # "Last round Sam had 2 | and I had 4": the same round, told on
        found = False
        named = players_named(clause)
        others += [p for p, _ in named if p != ME and p not in others]
        first = _INIT_ANY.search(clause)
        since = 0  # where the part of the clause this number closes starts: after the last one
        # ("Last round Cthulhu had 2 and Hastur had 4": last round's, told without the word)
        for m in _INIT_NUMBER.finditer(clause, first.end() if first else 0 if into is before else len(clause)):
            value = number(m.group(1))
            start, since = since, m.end()
            part = clause[start:m.start()]
            if value is None:
                continue
            among = [p for p, at in named if start <= at < m.start()]
            if _BOTH.search(part) and (_WE.search(part) or len(set(among)) > 1):
                # "Anna and Ben both revealed 4 …": the players of this part, not the clause's
                # (in the order told: a tie left unbroken is listed as told, run after run)
                everyone = dict.fromkeys([*among, *((*now, *before) if _WE.search(part) else ())])
                for p in everyone:
                    into[p] = value
            else:
                pronoun = [o for o in _OTHER.finditer(clause) if o.start() < m.start()]
                who = subject(clause, m.start(), None)
                if pronoun and (who is None or pronoun[-1].start() > max(at for p, at in named if p == who)):
                    who = others[-1] if others else None
                if who is None:
                    if into is now and _INIT_ANY.search(part):
                        return None  # an Initiative told of no player read: the order read would leave one out
                    continue
                into[known_as(who, [*now, *before])] = value
            found = True
        if found:
            s.fact(clause, "previous_initiative" if into is before else "initiative",
                   dict(before if into is before else now))
        else:
            s.unread.append(clause)
        last_into = into if found else None
    if not now:
        return None
    # a player told in a clause not read ("Hastur revealed 1", without the word Initiative): the
    # order read leaves them out, so no one read is surely first
    # (the asker too: "Sam has Initiative 4 and I have 1" — "I have 1" unread)
    if any(known_as(p, [*now, *before]) not in now
           and compiled(rf"[\w'’-]+\W+(?:\w+\s+){{0,2}}?{N}\b", re.I).match(c[at:])
           for c in s.unread for p, at in players_named(c)):
        return None
    s.state = s.template = {"initiative": now, "previous_initiative": before}
    return s


_ASK_BEFORE = re.compile(r"\b(?:go|goes|play|plays|act|acts)\s+(?:before|ahead of)\s+(?P<other>\w+)", re.I)
# "I go after her", "does Yog play after me?": the other way round
_ASK_AFTER = re.compile(r"\b(?:go|goes|play|plays|act|acts)\s+(?:after|later\s+than|behind)\s+(?P<other>\w+)", re.I)
_PRONOUN = re.compile(r"^(?:him|her|them|he|she|they)$", re.I)
_ASK_FIRST = re.compile(r"\b(?:go|goes|play|plays)\s+first\b|\bfirst player\b|\bходит первым|\bходить первым", re.I)
_WHO = re.compile(r"^\s*(?:so\s+)?(?:who|кто)\b", re.I)


def asked_of_turn_order(ask: str, situation: Situation) -> Wants | None:
    """Whether a player goes first, or before another; "who goes first?" runs the order
    without a yes/no."""
    if _WHO.search(ask):
        return Wants("turn order", lambda check, state: None)
    told = players_named(ask)
    named = [p for p, _ in told]
    if (m := _ASK_BEFORE.search(ask) or _ASK_AFTER.search(ask)) is not None and named:
        first = named[0]
        other = ME if is_me(m.group("other")) else m.group("other")
        if _PRONOUN.match(other):
            # ("I go after her": the one other player the story tells, or no one read)
            rest = [p for p in (situation.template or {}).get("initiative", {}) if p not in (ME, first)]
            if len(rest) != 1:
                return None
            other = rest[0]
        if m.re is _ASK_AFTER:
            return Wants(f"{first} goes after {other}", partial(_before, other, first))
        return Wants(f"{first} goes before {other}", partial(_before, first, other))
    if (m := _ASK_FIRST.search(ask)) is not None:
        # the one said to go first: the player named (or "she", the other player) right
        # before it — "since she was ahead of me last round she goes first again?" asks of her
        others = [p for p in (situation.template or {}).get("initiative", {}) if p != ME]
        before = [p for p, at in with_pronouns(ask, told, others[-1:] if len(others) == 1 else [])
                  if at < m.start()]
        who = before[-1] if before else named[0] if named else ME
        if len(others) != 1 and who == ME and _THIRD_PERSON_BEFORE.search(ask[:m.start()]):
            return None  # "he goes first" of one of several others: whose is not told
        return Wants(f"{who} goes first", partial(_before_all, who))
    return None


# a third person right before the asked "goes first" ("… she goes first?")
_THIRD_PERSON_BEFORE = re.compile(r"\b(?:he|she|они|он|она|they)\s+(?:\w+\s+)?$", re.I)


def _before(first: str, other: str, check: dict, state: dict) -> bool | None:
    """(A tie the previous Initiative cannot break leaves the order unknown.)"""
    order = check["result"]["order"]
    first, other = known_as(first, order), known_as(other, order)  # ("Does Yog go before Hastur?")
    if check["violations"] or first not in order or other not in order or first == other:
        return None
    return order.index(first) < order.index(other)


def _before_all(who: str, check: dict, state: dict) -> bool | None:
    order = check["result"]["order"]
    who = known_as(who, order)
    return None if check["violations"] or who not in order else order[0] == who


# -- game end ----------------------------------------------------------------------------

_VP = r"(?:vp|victory\s+points?|(?-i:ПО)|победн\w*\s+очк\w*|очк\w*\s+победы)"
_VP_ANY = re.compile(rf"\b{_VP}\b", re.I)
# "on 2 VP", "at 3 VP", "2 VP", "по 4 ПО", "по 2 победных очка"
_VP_VALUE = re.compile(rf"\b{N}\s+{_VP}\b"
                       # ("that's my 2nd VP": the count the ordinal reaches)
                       rf"|\bmy\s+(\d)(?:st|nd|rd|th)\s+{_VP}\b"
                       # ("I just broke my 3rd enemy Seal": each enemy Seal broken is 1 VP, and
                       # breaking them is how VP are gathered, so the ordinal is the count reached)
                       r"|(?:(?<=\bbroke\s)|(?<=\bbreak\s)|(?<=\bbroken\s))my\s+(?:(\d)(?:st|nd|rd|th)|"
                       r"(second|third|fourth|fifth|sixth))\s+"
                       r"(?:enemy|opponent['’]?s?|opposing)\s+seal\b", re.I)
_NONE_ELSE = re.compile(r"\b(?:nobody|no one|none of the others)\s+else\s+has\s+any\b|\bnobody else has\b(?!\s+(?:more|over|above))|"
                        r"\bни у кого больше\b|\bбольше ни у кого\b|\bу остальных\s+(?:по\s+)?(?:0|ноль|нет)\b", re.I)
# (not "the other two players": the others, not how many play)
_PLAYERS = re.compile(rf"\b(?<!other\s){N}[- ]players?\b|\b(?<!other\s){N}\s+(?:players|игрок\w*)\b|"
                      rf"\b(?:there are\s+)?{N}\s+of\s+us\b|"
                      r"\b(?:играем|нас)\s+(?P<ru>вдво[её]м|втро[её]м|вчетвером|двое|трое|четверо)\b|"
                      r"\b(?P<alone>вдво[её]м|втро[её]м|вчетвером)\b|"
                      r"\b(?:игр\w*|парти\w*)\s+на\s+(?P<on>двоих|троих|четверых)\b", re.I)
_RU_PLAYERS = {"вдво": 2, "втро": 3, "вчет": 4, "двое": 2, "трое": 3, "четв": 4, "двои": 2, "трои": 3}
_LENGTH = re.compile(r"\b(?P<short>short)\s+game\b|\b(?P<standard>standard)\s+game\b|"
                     r"(?P<short_ru>коротк\w+)\s+(?:парти|игр)|(?P<standard_ru>стандартн\w+)\s+(?:парти|игр)", re.I)
_NO_SCHEMES = re.compile(r"\bno\s+(?:more\s+)?Schemes?\b|\bout of Schemes\b|\bSchemes?\s+left\b.*\b(?:none|no)\b|"
                         r"не\s+осталось\s+(?:ни одной\s+)?(?:карт\w*\s+)?(?:Схем|Замысл|Scheme)", re.I)
_SEALS = re.compile(rf"\b{N}\s+(?:of\s+(?:his|her|their|my|our|its)\s+)?(?:allied\s+|own\s+|свои\w*\s+|своих\s+)?"
                    rf"(?:seals?|печат\w*)\b|"
                    rf"(?:seals?|печат\w*)[^.,;]*?(?:по|each|—|-)\s+{N}\b", re.I)


# a count needed, not held: "we need 4 VP", "it takes 3 VP", «нужно 4 ПО»
_NEEDED_BEFORE = re.compile(r"\b(?:need|needs|needed|require[sd]?|takes?|нужн\w*|надо|треб\w*)\s+(?:\w+\s+)?$", re.I)
_EACH = re.compile(r"\beach of us\b|\bwe each\b|\bу каждого\b|\bу всех\b", re.I)
# the rest of a list whose first item said what is counted: "Shub-Gorath has 2 VP, Hastur 1
# and Cthulhu 0", "Anna has 3 allied Seals and Ben has 2", "… 3 VP, I'm on 1": a player named
# after it with a bare number (nothing counted after it that could be another thing)
_BARE_VALUE = re.compile(rf"\s*(?:(?:also\s+|too\s+)?has\s+|(?:also\s+)?have\s+|is\s+on\s+|on\s+|at\s+|with\s+|[—:–-]\s*)?{N}"
                         r"(?=\s*(?:$|[,.;!?)]|\b(?:and|each|и|а|у)\b))", re.I)
# "Cthulhu and I have 1 each": the players named before it, all with that number
_EACH_VALUE = re.compile(rf"\b(?:have|has|are\s+on|on|at|with)\s+{N}\s+(?:{_VP}\s+)?each\b", re.I)
# the players not named: "the other two have 0", "the others have 2 VP and 1 VP", "у остальных
# по 1"; or only bounded: "nobody else is close", "у остальных меньше", "everyone else has fewer"
_OTHERS = re.compile(r"\b(?:the\s+)?other\s+(?:two|three|players?)\b|\bthe\s+others\b|\bthe\s+rest\b|"
                     r"\beveryone\s+else\b|\b(?:nobody|no\s+one)\s+else\b|\bу\s+остальных\b|\bостальные\b|"
                     r"\bу\s+других\b", re.I)
_FEWER = re.compile(r"^\W*(?:(?:has|have|are|is)\s+)?(?:less|fewer|lower|behind|меньше|отста)|"
                    r"^\s*(?:is|comes?)\s+(?:even\s+)?close\b", re.I)
_COUNT_OF = re.compile(rf"(?<![\w-]){N}(?![\w-])(?!\s*(?:seals?|печат\w*|spell|power|сил\w*|rounds?|раунд\w*|"
                       r"players?|игрок\w*|schemes?|схем\w*))", re.I)


# "they" said of players: at a clause's start, or as the subject right before a count
_THEY_WORDS = r"(?:they|они|у\s+них)"
_THEY = re.compile(rf"\s*{_THEY_WORDS}\b", re.I)
_THEY_BEFORE = re.compile(rf"\b{_THEY_WORDS}\s*$", re.I)


def _others_told(clause: str) -> tuple[list[int], bool] | None:
    """The VP of the players a clause calls "the others": their numbers in order, or only
    that each has fewer than the players named (True); None when it speaks of no others."""
    m = _OTHERS.search(clause)
    if m is None:
        return None
    tail = clause[m.end():]
    if _FEWER.search(tail) or m.group(0).lower().startswith(("nobody", "no one")):
        return [], True  # ("nobody else has 3 VP" denies the number, it does not give it)
    values = [v for n in _COUNT_OF.finditer(tail) if (v := first_number(n)) is not None]
    return (values, False) if values else None


def _name_end(clause: str, name: str, at: int) -> int:
    """Where a player's name (or "I", "I'm") told at ``at`` ends in the clause."""
    if clause.startswith(name, at):
        return at + len(name)
    word = re.match(r"[\w'’-]+", clause[at:])
    return at + (len(word.group(0)) if word else 0)


def read_game_end(text: str, move: str | None = None) -> Situation | None:
    """The players' VP, allied Seals on the board, Schemes left, the round and the game's
    length, at an End Phase."""
    if not (_VP_ANY.search(text) or _NO_SCHEMES.search(text)):
        return None
    s = Situation("game-end")
    players: int | None = None
    vp: dict[str, int] = {}
    seals: dict[str, int] = {}
    no_schemes: set[str] = set()
    round_: int | None = None
    length: str | None = None
    seen: list[str] = []
    none_else = False
    others: tuple[list[int], bool] | None = None
    more_seals: list[tuple[str, str | None]] = []  # (who has more allied Seals, than whom; None: than the others)
    this_round: dict[str, int] = {}  # VP gained this round, told by the ordinal of the Seal broken in it
    before_round: dict[str, int] = {}  # VP told as they were before this round
    for clause in clauses(text):
        used = False
        # ("Yog-Sothoth and Hastur have 3 VP, and Yog has more Seals": Yog is Yog-Sothoth)
        named = players_named(clause)
        named = [(known_as(p, seen + [q for q, _ in named if name_key(p) < name_key(q)]), at) for p, at in named]
        seen += [p for p, _ in named if p not in seen]
        if (m := _PLAYERS.search(clause)) is not None:
            ru = m.group("ru") or m.group("alone") or m.group("on")
            players = _RU_PLAYERS[ru.lower()[:4]] if ru else first_number(m)
            s.fact(clause, "players", players)
            used = True
        if (round_ := round_told(clause)) is not None:
            s.fact(clause, "round", round_)
            used = True
        if (m := _LENGTH.search(clause)) is not None:
            length = "short" if m.group("short") or m.group("short_ru") else "standard"
            s.fact(clause, "length", length)
            used = True
        told = with_pronouns(clause, named, seen)
        firsts: dict[str, re.Match[str] | None] = {}  # each count's first in the clause: a list may go on after it
        # where what a number is said of begins: after the count told before it, of either
        ends = sorted(c.end() for p in (_VP_VALUE, _SEALS) for c in p.finditer(clause))
        for what, pattern, into in (("vp", _VP_VALUE, vp), ("seals_on_board", _SEALS, seals)):
            found = list(pattern.finditer(clause))
            firsts[what] = found[0] if found else None
            for m in found:
                value = first_number(m)
                if value is None:  # ("broke my third enemy Seal")
                    value = next((ordinal(g) for g in m.groups() if g and ordinal(g) is not None), None)
                told_of = clause[max((e for e in ends if e <= m.start()), default=0):m.end()]
                if value is None or _NEEDED_BEFORE.search(clause[:m.start()]):
                    continue  # ("we need 4 VP to end it early": a threshold asked of, no player's count)
                whose = [p for p, at in told if at < m.start()]
                if m.group(0).lower().startswith("my "):
                    whose = ["me"]  # ("I broke Hastur's seal, that's my 2nd VP": the asker's, whoever is named before)
                # ("Yog-Sothoth and Hastur both have 3 VP, Cthulhu has 1 VP": "both" is of the 3)
                # (and "… 3 allied Seals each")
                piece = re.split(r"[,;]|\s+(?:and|и)\s+", told_of)[-1]
                each_after = re.match(r"\s+each\b", clause[m.end():])
                if _OTHERS.search(piece):
                    # ("the other two have 1 VP each": not the players named, read as the others'; not
                    # "у остальных меньше, и у обоих по 3 Печати")
                    continue
                if _THEY.match(piece) and (re.search(r"\beach\b", piece) or each_after) \
                        and ME in seen and not [p for p in seen if p != ME]:
                    # ("Unlike the other two, I have 3 VP; they have 1 VP each": no one named but
                    # the asker — "they" are the others, each with that VP; their Seals, "they have
                    # 2 each", are not the asker's either, and are left untold)
                    if what == "vp":
                        others = ([value], False)
                        s.fact(clause, "vp", {"the others": [value]})
                        used = True
                    continue
                if _BOTH.search(told_of) or _WE.search(told_of) or _EACH.search(told_of) \
                        or re.search(r"\beach\b", told_of) or each_after:
                    whose = list(dict.fromkeys(whose + (seen if _WE.search(clause) or not whose else [])))
                    if not whose and players is not None:  # "у обоих по 2 ПО": every player, none named
                        whose = seen = [f"player {i + 1}" for i in range(players)]
                else:
                    whose = whose[-1:]
                if what == "vp" and whose and _OF_THE_ROUND.match(clause, m.end()) and m.group(0).lower().startswith("my "):
                    # ("broke my 2nd enemy Seal this round": 2 VP this round, not 2 in all)
                    this_round.update(dict.fromkeys(whose, value))
                    s.fact(clause, "vp", {p: f"+{value} this round" for p in whose})
                    used = True
                    continue
                if what == "vp" and whose and _BEFORE_THE_ROUND.search(clause):
                    # ("I had 1 VP before this round": what this round's Seals add to)
                    before_round.update(dict.fromkeys(whose, value))
                    s.fact(clause, "vp", {p: f"{value} before this round" for p in whose})
                    used = True
                    continue
                for p in whose:
                    into[p] = value
                if whose:
                    s.fact(clause, what, dict(into))
                    used = True
        for what, into in (("vp", vp), ("seals_on_board", seals)):
            first = firsts[what]
            # ("… sits on 3 VP, Cthulhu and I have 1 each": the list goes on in a clause of its own)
            start = first.end() if first is not None else 0 if what == "vp" and vp else None
            if start is None:
                continue
            if (m := _EACH_VALUE.search(clause, start)) is not None and (value := first_number(m)) is not None:
                each = [p for p, at in told if start <= at < m.start()]
                if _THEY_BEFORE.search(clause[start:m.start()]):
                    each = []  # ("I have 5 allied Seals and they have 2 each": not mine)
                into.update(dict.fromkeys(each, value))
                if each:
                    s.fact(clause, what, dict(into))
                    used = True
            for p, at in told:
                if first is None or at <= first.start() or p in into:
                    continue
                if (m := _BARE_VALUE.match(clause, _name_end(clause, p, at))) and (value := first_number(m)) is not None:
                    into[p] = value
                    s.fact(clause, what, dict(into))
                    used = True
        if (o := _others_told(clause)) is not None and (vp or seen):
            others = o
            s.fact(clause, "vp", "the others: fewer" if o[1] else {"the others": o[0]})
            used = True
        if (m := _MORE_SEALS.search(clause)) is not None:
            # (the one named after it only without "than": "both of them have more Seals than me"
            # is not of me)
            compared = m.group("than") or m.group("than_ru")
            who = [p for p, at in told if at < m.start()] or ([] if compared else [p for p, at in told if at > m.end()][:1])
            than = [p for p, at in told if at > m.start() and p not in who[-1:]] if compared else []
            if who:
                more_seals.append((who[-1], than[0] if than else None))
                s.fact(clause, "seals_on_board", f"{who[-1]} has more than {than[0] if than else 'the others'}")
                used = True
        if _NONE_ELSE.search(clause):
            none_else = used = True
            s.fact(clause, "vp", "nobody else has any")
        if _NO_SCHEMES.search(clause):
            who = [p for p, _ in named][:1] or seen[-1:]
            no_schemes.update(who)
            s.fact(clause, "schemes_left", {p: 0 for p in who})
            used = True
        if not used:
            s.unread.append(clause)
    for p, before in before_round.items():
        # (one told as it is now stands; one told only before this round, with no Seal told
        # broken in it, is read as it was told)
        vp.setdefault(p, before + this_round.get(p, 0))
    if not vp and not no_schemes:
        return None
    everyone = list(dict.fromkeys([*vp, *seals, *no_schemes, *seen]))
    if players is not None and ME in everyone and ME not in vp and ME not in seals and ME not in no_schemes \
            and len(everyone) > players:
        # "I'm in a 3-player game … Shub-Gorath has 2 VP, Hastur 1 and Cthulhu 0": the asker is
        # one of the players named, not one more
        everyone.remove(ME)
    template: dict = {"players": players, "vp": {}, "seals_on_board": dict(seals),
                      "schemes_left": {p: 0 for p in no_schemes}, "round": round_, "length": length}
    if players is None:
        s.need("players", "How many players are in the game?", (2, 3, 4), "Сколько игроков в партии?")
        count = max(len(everyone), 2)
    else:
        count = players
    names = everyone[:count] + [f"player {i + 1}" for i in range(len(everyone), count)]
    rest = [p for p in names if p not in vp]
    # ("nobody else is close": each of the others has fewer than the players told)
    below = tuple(range(max(vp.values()))) if others is not None and others[1] and vp else None
    if others is not None and rest:
        values = others[0]
        if len(values) == 1:
            vp.update({p: values[0] for p in rest})
        elif len(values) == len(rest):
            vp.update(zip(rest, values, strict=True))
    for p in names:
        template["vp"][p] = vp.get(p, 0 if none_else and p not in vp else None)
        if template["vp"][p] is None:
            s.need(f"vp.{p}", f"How many VP {'do you' if p == ME else f'does {p}'} have?", below or "number",
                   "Сколько у вас ПО?" if p == ME else f"Сколько ПО у {p}?")
    _seals_compared(template, more_seals, names)
    _seals_untold_in_a_tie(s, template, no_schemes)
    told_vp = [v for v in vp.values() if v is not None]
    if players is None and len(names) < max(VP_TO_END) and not no_schemes \
            and told_vp and min(VP_TO_END.values()) <= max(told_vp) < max(VP_TO_END.values()):
        # "I just hit 3 VP. Does that end the game?": 3 VP end a game of three, not of four,
        # and a game of more players than the story names is no state to try — the player
        # count is asked back, not taken to be the players named
        return s
    s.template = template
    if not s.needs:
        s.state = template
    return s


# an ordinal of the round, not of the game: "my 2nd enemy Seal this round / of the round"
_OF_THE_ROUND = re.compile(r"\s+(?:this\s+round|of\s+(?:the|this)\s+round|in\s+(?:this|the)\s+round|за\s+(?:этот\s+)?раунд|"
                           r"в\s+этом\s+раунде)\b", re.I)
# a count told as it stood before this round: "I had 1 VP before this round", «до этого раунда»
_BEFORE_THE_ROUND = re.compile(r"\bbefore\s+(?:this|the)\s+round\b|\bgoing\s+into\s+(?:this|the)\s+round\b|"
                               r"\bat\s+the\s+start\s+of\s+(?:this|the)\s+round\b|\bдо\s+(?:этого|начала)\s+раунда\b|"
                               r"\bв\s+начале\s+(?:этого\s+)?раунда\b", re.I)
# "Yog has more allied Seals on the board", "… more Seals than Hastur", «у Йога больше печатей»
_MORE_SEALS = re.compile(r"\b(?:has|have|with|got)\s+more\s+(?:allied\s+|own\s+)?seals?\b(?:\s+on\s+the\s+board)?"
                         r"(?P<than>\s+than\b)?|\bбольше\s+(?:своих\s+)?печат\w*(?:\s+на\s+поле)?(?P<than_ru>,?\s+чем\b)?",
                         re.I)


def _seals_compared(template: dict, more_seals: list[tuple[str, str | None]], names: list[str]) -> None:
    """The allied Seals of players told only as more than another's: the tie-break compares
    them and nothing else, so the one with more is put one above the others compared
    (which are 0 when untold: only the order is read, never the count)."""
    seals = template["seals_on_board"]
    for who, than in more_seals:
        below = [than] if than else [p for p in names if p != who]
        if who in seals or any(p in seals for p in below):
            continue  # a count told for one of them: the order alone may contradict it
        seals.update(dict.fromkeys(below, 0))
        seals[who] = 1


def _seals_untold_in_a_tie(s: Situation, template: dict, no_schemes: set[str]) -> None:
    """Players tied for the most VP when the game ends are told apart by their allied Seals
    on the board (ooo.end.tie-breaks): each one whose Seals are not told is asked for, never
    taken to have none."""
    # (of the VP told: an untold player's VP is tried at every value, and the Seals of the
    # players tied among those told may still decide)
    vp = {p: v for p, v in template["vp"].items() if v is not None}
    players = template["players"]
    if players not in VP_TO_END or not vp:
        return
    top = max(vp.values())
    ends = top >= vp_to_end(players) or no_schemes or last_round(template["round"], template["length"])
    tied = [p for p, v in vp.items() if v == top]
    if not ends or len(tied) < 2:
        return
    for p in tied:
        if p not in template["seals_on_board"]:
            template["seals_on_board"][p] = None
            s.need(f"seals_on_board.{p}",
                   f"How many allied Seals on the board {'do you' if p == ME else f'does {p}'} have?", "number",
                   "Сколько у вас своих печатей на поле?" if p == ME else f"Сколько своих печатей на поле у {p}?")


_ASK_ENDS = re.compile(r"\b(?:game\s+(?:is\s+)?over|game\s+end|end\s+(?:of\s+)?the\s+game|ends?\s+(?:now|the game|it)|"
                       r"trigger\w*\s+the\s+end|конец\s+игры|игра\s+(?:окончена|заканчивается|законч\w+)|"
                       r"заканчивается\s+ли|законч\w+)", re.I)
# "Is that enough to end it?", "Does that trigger the end?": asked of the VP just told
_ASK_ENOUGH = re.compile(r"\benough\b|\bдостаточно\b|\bхват(?:ит|ает)\b|\b(?:does|did|will|would)\s+(?:that|this)\s+"
                         r"(?:trigger|end)\b", re.I)
# "Does everyone lose?", "Does Azathoth awaken?", «Все проигрывают?», «Пробуждается Азатот?»
_ASK_ALL_LOSE = re.compile(r"\b(?:every(?:one|body)|all(?:\s+of\s+us|\s+(?:the\s+)?players)?|we\s+all|the\s+whole\s+table)"
                           r"\s+(?:\w+\s+)?lose\b|\bAzathoth\s+(?:\w+\s+)?(?:awakens?|wakes?)\b|\bawaken\w*\s+Azathoth|"
                           r"\bвсе\s+(?:игроки\s+)?(?:\w+\s+)?проигр\w*|\bпроигр\w*\s+(?:ли\s+)?все\b|"
                           r"\bАзатот\w*\s+(?:\w+\s+)?пробу\w*|\bпробу\w*\s+(?:ли\s+)?Азатот", re.I)
# "nobody wins", «никто не побеждает», «не побеждает никто»: a denial that is what is asked
_NOBODY_WINS = re.compile(r"\b(?:nobody|no\s+one|no\s+player)\s+wins\b|\bникто\s+не\s+(?:побежда|выигрыва)\w*|"
                          r"\bне\s+(?:побежда|выигрыва)\w*\s+никто\b", re.I)
# "do we share the win?", "it's a shared win", «общая победа»
_ASK_SHARE = re.compile(r"\bshare[sd]?\b|\bjoint(?:ly)?\s+(?:win|victory|winners?)\b|\bco-?win\w*|\bделим\b|\bделят\b|"
                        r"\bboth win\b|\bоба побежда|\bобщ\w+\s+побед\w*|\bсовместн\w+\s+побед\w*", re.I)
# "whoever hit 3 VP first takes the win", «кто первым набрал 3 ПО, тот и побеждает»: the order the
# VP came in deciding a tie for the lead, which the rules break by Seals (or no one wins)
_ASK_FIRST_WINS = re.compile(r"\bwho(?:ever)?\s+(?:\w+\s+){0,4}?first\b[^?]*?\b(?:wins?|takes?\s+the\s+(?:win|game)|"
                             r"is\s+the\s+winner|gets?\s+the\s+win)\b|"
                             r"\bкто\s+(?:\w+\s+){0,3}?перв\w*\b[^?]*?\bпобе[жд]\w*", re.I)
_ASK_WIN = re.compile(r"\b(?:do|does|did|will)\s+(?P<who>\w+)\s+win\b|\bпобежда\w*\s+ли\s+(?P<who_ru>\w+)", re.I)


def _same_player(named: str | None, who: str) -> bool:
    """Whether a player the result names is the one the ask names, by the full name or the
    first part players say ("Yog" for Yog-Sothoth, "Shub" for Shub-Gorath), in any case
    ("Хастура" for Хастур)."""
    return named is not None and (who.lower() in (named.lower(), named.lower().split("-")[0])
                                  or bool(name_key(who)) and name_key(who) <= name_key(named))


def _tie_for_the_lead(situation: Situation) -> None:
    """Asked what a tie comes to ("Hastur and Cthulhu both have 3 VP … so we all lose?"), the
    players tied are the leaders the ask is about: a player whose VP is not told is tried at
    every value below theirs (said in the reading), and asked for only if the answer turns on
    it."""
    if situation.template is None:
        return
    told = [v for v in situation.template["vp"].values() if v is not None]
    if len(told) < 2 or told.count(max(told)) < 2:
        return
    # (not one the story already bounds: "nobody else is close")
    untold = [n for n in situation.needs if n["slot"].startswith("vp.") and situation.open.get(n["slot"]) == "number"]
    for n in untold:
        situation.open[n["slot"]] = tuple(range(max(told)))
    if untold:
        situation.assumed.append("the players whose VP is not told have fewer than the players tied (the ask is "
                                 "about their tie)")


def asked_of_game_end(ask: str, situation: Situation) -> Wants | None:
    """Whether the game ends; whether a player wins; whether the victory is shared (never:
    the rules give one winner or none). "Who wins?" runs the rules without a yes/no."""
    if _WHO.search(ask):
        return Wants("the winner", lambda check, state: None)
    all_lose, nobody_wins, share = _ASK_ALL_LOSE.search(ask), _NOBODY_WINS.search(ask), _ASK_SHARE.search(ask)
    if all_lose or nobody_wins or share:
        _tie_for_the_lead(situation)
    if all_lose:
        return Wants("all players lose", lambda check, state: check["result"]["all_lose"],
                     denial_is_its_own=nobody_wins is not None)
    if nobody_wins:
        return Wants("nobody wins", lambda check, state: check["result"]["winner"] is None
                     if check["result"]["ended"] else None, denial_is_its_own=True)
    if share:
        return Wants("the victory shared", lambda check, state: False if check["result"]["ended"] else None)
    if _ASK_FIRST_WINS.search(ask) and situation.template is not None \
            and (told := [v for v in situation.template["vp"].values() if v is not None]) \
            and len(told) > 1 and told.count(max(told)) > 1:
        # (of a tie for the most VP told: the rules break it by allied Seals, never by who got there first)
        return Wants("the first to reach the VP wins a tie", lambda check, state: False if check["result"]["ended"] else None,
                     rests_on="ooo.end.tie-breaks")
    if (m := _ASK_WIN.search(ask)) is not None:
        who = m.group("who") or m.group("who_ru")
        who = ME if is_me(who) else who
        return Wants(f"{who} wins", lambda check, state: _same_player(check["result"]["winner"], who))
    if _ASK_ENDS.search(ask):
        if _ASK_ENOUGH.search(ask) and situation.template is not None:
            # "Is that enough to end the game?" asks of the VP told, not of the others': a
            # player whose VP is not told is taken to have none (said in the reading)
            untold = [n for n in situation.needs if n["slot"].startswith("vp.")]
            for n in untold:
                situation.template["vp"][n["slot"][3:]] = 0
                situation.open.pop(n["slot"], None)
            if untold:
                situation.needs = [n for n in situation.needs if n not in untold]
                situation.assumed.append("the players whose VP is not told have none (the ask is whether the VP "
                                         "told is enough)")
                if not situation.needs:
                    situation.state = situation.template
        return Wants("the game ends", lambda check, state: check["result"]["ended"])
    return None


# -- psychic damage ----------------------------------------------------------------------

_PSYCHIC = re.compile(rf"\b{N}\s+(?:points?\s+of\s+)?psychic\s+damage\b|\b{N}\s+психическ\w+\s+урон\w*", re.I)
_FRACTURES = re.compile(rf"\b{N}\s+(?:fractures?|трещин\w*)\b", re.I)
# Power on the dial (not a unit's Power stat): "1 Power on my dial", "my dial has no Power"
_DIAL = re.compile(rf"\b{N}\s+power\s+(?:left\s+)?on\s+(?:my|the|his|her)\s+(?:conflict\s+)?dial\b|"
                   rf"\bdial\s+(?:has|shows)\s+{N}\s+power\b", re.I)
_DIAL_NONE = re.compile(r"\b(?:no|zero)\s+power\s+(?:left\s+)?on\s+(?:my|the)\s+dial\b|\bdial\s+has\s+no\s+power\b", re.I)
# "an unexhausted Beastman with Power 1", "two units with Power 0", "one exhausted unit with Power 2"
_FIGURES = re.compile(rf"\b(?P<count>an?|one|two|three|four|five|\d)\s+(?P<exhausted>unexhausted\s+|exhausted\s+|standing\s+)?"
                      rf"(?P<name>(?:[A-Z][\w'’-]*\s+){{1,2}}|units?\s+|figures?\s+)(?:\([^)]*\)\s+)?with\s+[Pp]ower\s+"
                      rf"{NUMBER}\b")
_SPEND = re.compile(rf"\bspend\w*\s+(?:the\s+|my\s+)?(?:{NUMBER}\s+)?power\b", re.I)
_EXHAUST = re.compile(r"\bexhaust\w*\s+(?:the\s+|my\s+|both\s+|all\s+)?(?P<what>[A-Z][\w'’-]*|units?|figures?)", re.I)
# the conflict's Block spent against Psychic Damage: "spent the 2 Block to stop both Psychic Damage"
_SPEND_BLOCK = re.compile(rf"\bspen[dt]\w*\s+(?:the\s+|my\s+)?(?:{NUMBER}\s+)?block\b[^.;]*\bpsychic\b|"
                          rf"\bpsychic\b[^.;]*\bspen[dt]\w*\s+(?:the\s+|my\s+)?(?:{NUMBER}\s+)?block\b", re.I)
_AS_MUCH = re.compile(r"\bas much\b[^.?]*\bas (?:I|we) can\b|\beverything I can\b|\bas many as possible\b", re.I)


def read_psychic(text: str, move: str | None = None) -> Situation | None:
    """Psychic Damage suffered (or the Fractures that deal it at attrition), Power on the
    dial, the allied figures in the conflict with their Power, and what is spent or
    exhausted to block (told, proposed by the ask, or "as much as I can")."""
    both = text + (" " + move if move else "")
    damage, fractures = _PSYCHIC.search(text), _FRACTURES.search(text)
    if damage is None and fractures is None:
        return None
    s = Situation("psychic-damage")
    template: dict = {}
    if damage is not None:
        template["damage"] = number(damage.group(1) or damage.group(2))
        s.fact(damage.group(0), "damage", template["damage"])
    else:
        template["fractures"] = number(fractures.group(1))  # type: ignore[union-attr]
        s.fact(fractures.group(0), "fractures", template["fractures"])  # type: ignore[union-attr]
    dial = _DIAL.search(text)
    if dial is not None:
        template["power"] = number(dial.group(1) or dial.group(2))
        s.fact(dial.group(0), "power", template["power"])
    elif _DIAL_NONE.search(text):
        template["power"] = 0
    figures: list[dict] = []
    for m in _FIGURES.finditer(text):
        count = {"a": 1, "an": 1}.get(m.group("count").lower()) or number(m.group("count")) or 1
        name = m.group("name").strip()
        plain = re.sub(r"s$", "", name.lower())
        if plain in ("unit", "figure"):
            name = plain
        for _ in range(count):
            fid = name if count == 1 and plain not in ("unit", "figure") else f"{name} {len(figures) + 1}"
            figures.append({"id": fid, "power": number(m.group(4)) or 0,
                            "exhausted": (m.group("exhausted") or "").strip().lower() == "exhausted"})
        s.fact(m.group(0), "figures", [f["id"] for f in figures[-count:]])
    block = _SPEND_BLOCK.search(text)
    if block is not None:
        template["spend_block"] = number(block.group(1) or block.group(2) or "") or 1
        s.fact(block.group(0), "spend_block", template["spend_block"])
    if not figures and block is None:
        return None  # what is destroyed depends on the figures in the conflict: none read, no reading
    template["figures"] = figures
    if figures:
        s.assumed.append("the figures told are all your figures in the conflict")
    # what is spent and exhausted: told in the story or proposed by the ask
    if (most := _AS_MUCH.search(both)) is not None:
        template["spend_power"] = template.get("power", 0)
        template["exhaust"] = [f["id"] for f in figures if not f["exhausted"] and f["power"] > 0]
        s.fact(most.group(0), "blocks", "as much as possible")
    else:
        if (spend := _SPEND.search(both)) is not None:
            template["spend_power"] = number(spend.group(1)) if spend.group(1) else template.get("power", 0)
            s.fact(spend.group(0), "spend_power", template["spend_power"])
        exhaust = []
        for m in _EXHAUST.finditer(both):
            what = m.group("what").lower()
            exhaust += [f["id"] for f in figures if f["id"].lower().startswith(what.rstrip("s")) or
                        what.rstrip("s") in ("unit", "figure")]
        if exhaust:
            template["exhaust"] = list(dict.fromkeys(exhaust))
            s.fact("exhaust", "exhaust", template["exhaust"])
    if "power" not in template:
        s.need("power", "How much Power is on your dial?", "number", "Сколько Силы на вашем диске?")
        template["power"] = None
    s.template = template
    if not s.needs:
        s.state = template
    return s


_ASK_NOTHING = re.compile(r"\blose nothing\b|\bnothing (?:is )?(?:destroyed|lost)\b|\bblock (?:it )?all\b|"
                          r"\bblock both\b|\bblock every\w*\b|\bno figures? (?:is |are )?destroyed\b", re.I)


def asked_of_psychic(ask: str, situation: Situation) -> Wants | None:
    """Whether all the Psychic Damage is blocked by what is spent and exhausted."""
    if _ASK_NOTHING.search(ask):
        return Wants("all Psychic Damage blocked",
                     lambda check, state: not check["violations"] and check["result"]["unblocked"] == 0)
    return None


# -- spell casting order -------------------------------------------------------------

_SPELLS = re.compile(r"\bspell\w*|\bcast\w*|заклинан\w*|колдов\w*|колдует|сотвор\w*|твор\w*\s+заклинан", re.I)
# "Hastur has 5 Power", "у Шуб 6 Силы", "I have 4 Power" — not Power gained, spent or paid
_POWER_HELD = re.compile(rf"(?<!gain )(?<!gains )(?<!spend )(?<!spent )(?<!pay )(?<!paid )(?<!получает )(?<!получил )"
                         rf"(?<!тратит )(?<!потратил )\b{N}\s+(?:power|сил[аыу]?)\b", re.I)
_ASK_CASTS_FIRST = re.compile(r"\b(?:cast\w*|spell\w*)\b[^?]*\bfirst\b|\bfirst\b[^?]*\b(?:cast\w*|spell\w*)\b|"
                              r"перв\w+[^?]*(?:колдов\w*|заклинан\w*|сотвор\w*)|(?:колдов\w*|заклинан\w*|сотвор\w*)[^?]*"
                              r"перв\w+", re.I)


def read_spell_order(text: str, move: str | None = None) -> Situation | None:
    """Each participant's Power when Spell Casting begins, told as "X has N Power"."""
    if not _SPELLS.search(text + " " + (move or "")):
        return None
    s = Situation("spell-order")
    power: dict[str, int] = {}
    for clause in clauses(text):
        found = False
        held = list(_POWER_HELD.finditer(clause))
        # "у Шуб 6 Силы, а у Йога 4", "Hastur has 5 Power, Cthulhu 3": after a Power told,
        # a bare number of another player is Power too
        bare = [m for m in compiled(rf"(?<![\w-]){N}(?![\w-])(?!\s*[a-zа-яё])", re.I).finditer(clause)
                if held and m.start() > held[0].end()]
        for m in sorted(held + bare, key=lambda m: m.start()):
            named = [p for p, at in players_named(clause) if at < m.start() and name_key(p)]
            value = number(m.group(1))
            if not named or value is None:
                continue
            who = named[-1]
            same = next((p for p in power if name_key(p) & name_key(who)), None)
            power[same or " ".join(w for w in who.split() if name_key(w)) or who] = value
            found = True
        if found:
            s.fact(clause, "power", dict(power))
    if len(power) < 2:
        return None
    s.state = s.template = {"power": power}
    return s


def asked_of_spell_order(ask: str, situation: Situation) -> Wants | None:
    """Whether a named participant casts first; "who casts first?" runs the order without a
    yes/no."""
    if not _ASK_CASTS_FIRST.search(ask):
        return None
    if _WHO.search(ask):
        return Wants("spell order", lambda check, state: None)
    named = [p for p, _ in players_named(ask) if name_key(p)]
    if not named:
        return None
    return Wants(f"{named[0]} casts first", partial(_casts_first, name_key(named[0])))


def _casts_first(who: frozenset[str], check: dict, state: dict) -> bool | None:
    order = check["result"]["order"]
    if not any(name_key(p) & who for g in order for p in g):
        return None  # a participant whose Power is not told
    first = order[0]
    if any(name_key(p) & who for p in first):
        return True if len(first) == 1 else None  # a tie the book does not break
    return False


READERS = {"spell-cost": Reader(read_spell_cost, asked_of_spell_cost),
           "spell-order": Reader(read_spell_order, asked_of_spell_order),
           "conflict-dice": Reader(read_conflict_dice, asked_of_dice),
           "turn-order": Reader(read_turn_order, asked_of_turn_order),
           "game-end": Reader(read_game_end, asked_of_game_end),
           "psychic-damage": Reader(read_psychic, asked_of_psychic),
           "influence-resolution": Reader(read_influence, asked_of_influence),
           **TOLD}
__all__ = ["READERS"]
