"""How the parts of a Rise of Myths position told in words are read: what players say they
did that a rule bounds — cards played for another Character, Recovery Points kept for
later, a Relic or Consumable used again in one Combat, Sanity or Health bought at a Shop,
the Insane Sorcerer's extra cost, Energy and Conditions kept past the end of a turn,
leftover Damage moved to another Enemy, and an attack made after Prison took its maker to 0.

Each reader reads only what the words say was done ("he banks all 5", "we left it on"),
never what was only wanted or said not done; a fact the rule needs and the words do not
give is left open (tried at every value by the validation, asked back when the verdict
turns on it). These readers judge positions only (``positions_only``): a question's story
is read by reading.py's kinds — except the cards played for another Character, whose
question reader (``read_play_for_another``) adds the one more play the ask proposes.
"""
from __future__ import annotations

import re

from kb.words import DENIED_PLAIN, NUMBER, Reader, Situation, number

# sentences: a stop followed by a capital (a card's "(2)" or "Attack 7;" does not end one)
_SENTENCES = re.compile(r"(?<=[.!?])\s+(?=[\"'«(]?[A-ZА-ЯЁ])")


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCES.split(text) if s.strip()]


def _count(word: str) -> int | None:
    w = word.lower()
    return {"a": 1, "an": 1, "once": 1, "twice": 2, "thrice": 3, "both": 2, "дважды": 2, "трижды": 3,
            "однажды": 1}.get(w, number(w))


# said as not done, only wanted or only possible: "couldn't", "wanted to", "if he had"
_NOT_DONE = re.compile(r"\b(?:not|never|could|would|should|wants?|wanted|tries|tried|instead|if|can|cannot|may|"
                       r"might|allowed|supposed|whether|asked)\b|n't\b|n’t\b|\bне\b|\bнельзя\b|\bбы\b", re.I)


# -- cards played for another Character (rom.actions.for-another, rom.discharge) ----------

# the rulebook's Characters, with the pronoun each takes (the rulebook's own: he, she)
_CLASSES = {"detective": ("Detective", "m"), "sorcerer": ("Sorcerer", "m"), "seer": ("Seer", "f"),
            "possessed": ("Possessed", "f"), "детектив": ("Detective", "m"), "колдун": ("Sorcerer", "m"),
            "провидиц": ("Seer", "f"), "одержим": ("Possessed", "f")}
_CLASS = r"(?:detective|sorcerer|seer|possessed|детектив\w*|колдун\w*|провидиц\w*|одержим\w*)"
_MENTION = re.compile(rf"\b{_CLASS}(?!['’]s\b)", re.I)
_SUBJECT = re.compile(rf"\b(?P<cls>{_CLASS})\b|\b(?P<pro>he|she|I|он|она|я)\b", re.I)
# whom a card was played for: "for the Seer", "for her as well", "for another Character",
# "для Провидицы" — not "for her turn", "for it", "for 3 Energy", "for the Seer's benefit"
_FOR = re.compile(
    rf"\b(?:for|on\s+behalf\s+of)\s+(?:the\s+|his\s+|her\s+|their\s+|my\s+|our\s+)?(?:(?P<cls>{_CLASS})(?!['’]s\b)|"
    r"(?P<other>(?:an)?other\s+Character|(?:a\s+)?teammate|(?:an\s+)?ally)\b|(?P<pro>him|them|me)\b|"
    r"(?P<her>her)(?=\s*(?:[,.;:)!?]|$|\s+(?:as\s+well|too|also|and|instead|again|while|so|but|with|paying|in|"
    r"during|before|after|this|that)\b)))"
    rf"|\bдля\s+(?:(?P<cls_ru>{_CLASS})|(?P<other_ru>друго\w+\s+персонаж\w*)|(?P<pro_ru>неё|нее|него|них)\b)"
    # («сыграл за Провидицу карту», «сыграть за неё ещё одну карту»: not «заплатил за неё 2
    # Энергии», where «за» is what is paid for, nor «играю за Одержимую», the one I play as)
    r"|(?<!играю\s)(?<!играем\s)(?<!играет\s)(?<!играешь\s)(?<!играют\s)"
    rf"\bза\s+(?:(?P<cls_za>{_CLASS})|(?P<other_za>друго\w+\s+персонаж\w*)|"
    r"(?P<pro_za>неё|нее|него)(?=\s+(?:[\w-]+\s+){0,3}?карт))"
    # (a card played "on" a Character named: "played one Defense card on the Detective", «сыграла
    # Scare Away на Провидицу»)
    rf"|\bon\s+(?:the\s+|his\s+|her\s+|my\s+|our\s+)?(?P<cls_on>{_CLASS})(?!['’]s\b)|\bна\s+(?P<cls_na>{_CLASS})",
    re.I)
# (and "used up her one card for the Seer": the play the limit counts, said by its count)
_USED_THE_ONE = re.compile(r"\bused\s+(?:up\s+)?(?:her|his|my|their)\s+one\s+card\b", re.I)
_PLAYED = re.compile(rf"\b(?:play(?:s|ed|ing)?|cast(?:s|ing)?|сыграл\w*|сыгра\w+|игра\w+)\b|{_USED_THE_ONE.pattern}", re.I)
_CARD = re.compile(r"\bcards?\b|\bкарт\w*", re.I)
# how many cards one "for …" stands for, said right after the verb: "played two cards for
# her", "plays both Defense cards for him" (not "discarded two cards … and played one for her")
_CARDS_COUNTED = re.compile(rf"\s+(?:also\s+|then\s+)?(?P<n>{NUMBER[1:-1]}|both)\s+(?:[\w-]+\s+){{0,3}}?cards\s*$",
                            re.I)
# told not Cooperative: "non-Cooperative", "(not Cooperative)", "without the Cooperative effect",
# "a normal card" (these stories set "normal" against Cooperative); told Cooperative
_NOT_COOPERATIVE = re.compile(r"\b(?:non|не|not(?:\s+(?:a|an|the))?|without(?:\s+(?:the|a|any))?|no|isn't(?:\s+(?:a|an))?|"
                              r"wasn't(?:\s+(?:a|an))?|lacks?(?:\s+the)?|lacking(?:\s+the)?|"
                              r"(?:doesn['’]t|does\s+not|don['’]t|do\s+not|didn['’]t|did\s+not)\s+have(?:\s+(?:the|a|any))?)[\s-]+cooperative\b|"
                              # ("neither card is Cooperative", "none of them has Cooperative")
                              r"\b(?:neither|none)\b(?:\s+[\w']+){0,3}?\s+(?:is|are|has|have|was|were)\s+(?:a\s+|the\s+)?cooperative\b|"
                              r"\bнекооператив\w*|\bне\s+кооператив\w*|"
                              r"\b(?:normal|regular|ordinary|обычн\w*)\b", re.I)
_COOPERATIVE = re.compile(r"\bcooperative\b|\bкооператив\w*", re.I)
# a "normal" card denied tells the card Cooperative: "it was Cooperative (not a normal one)",
# "a Cooperative one, not a regular one", «(не обычную)» (the word "normal" alone would tell it
# not Cooperative) — not "not a normal Attack card", "not a normal play": another thing denied
_NOT_NORMAL = re.compile(DENIED_PLAIN + r"(?:\s+(?:one|card|карт\w*))?(?=\s*(?:[,.;:)!?—–-]|$|(?:but|а|но)\b))", re.I)
_SENTENCE_END = re.compile(r"[.!?;]\s")
# the next card told after one: "… for the Seer and a normal card …", «… и обычную …»
_NEXT_CARD = re.compile(r"(?:\band\b|\bи\b)\s+(?:then\s+|потом\s+)?(?:a|an|one|another|одну|ещё\s+одну)\b", re.I)


def _kind_words(text: str) -> str:
    """The words that tell a card's kind, with a denied "normal" read as the Cooperative it
    stands for."""
    return _NOT_NORMAL.sub(" Cooperative ", text)


# the recipient's Sanity told lost for it (only a card that is not Cooperative costs it), or
# told not lost
_SANITY_LOST = re.compile(r"\b(?:los(?:e|es|t|ing)|drop(?:s|ped)?|went|goes|going|fell|falls)\b(?:(?!\bno\b)[^.;]){0,25}?"
                          r"\bsanity\b|\b(?:took|takes|take)\s+(?:the\s+|a\s+)?(?:1|one)\s+sanity(?:\s+hit)?\b|"
                          r"\bтеря\w*\s+(?:\d\s+)?рассуд\w*|\bпотерял\w*\s+(?:\d\s+)?рассуд\w*", re.I)
# a Sanity loss told with a cause of its own: "lost 1 Sanity from her own Rage card", "the
# Enemy's effect made her lose 1 Sanity" — no sign of the card played for her
_OTHER_CAUSE = re.compile(r"\b(?:from|because\s+of|due\s+to|by|through)\s+(?:her|his|its|their|the|an?|my|our)\s+"
                          r"(?:own\b|(?-i:[A-Z])\w+|(?:[\w'’-]+\s+){0,3}?(?:effect|attack|enemy|curse|ability)\b)|"
                          r"\b(?:card|effect|attack|enemy|curse|ability)\b[^.;]{0,20}?\bmade\b|"
                          r"\b(?:из-за|от)\s+(?:\w+\s+){0,3}?(?:карт\w*|эффект\w*|атак\w*|враг\w*)", re.I)
_SANITY_KEPT = re.compile(r"\b(?:lost|loses|lose)\s+no\s+sanity\b|\bno\s+sanity\s+(?:was\s+)?lost\b|"
                          r"\b(?:didn't|did\s+not|doesn't|does\s+not)\s+lose\s+(?:any\s+)?sanity\b|"
                          r"\bне\s+теря\w*\s+рассуд\w*|\bне\s+потерял\w*\s+рассуд\w*", re.I)
_DISCHARGE = re.compile(r"(?<!without\s)(?<!no\s)\bdischarge\b|\bразряд\w*", re.I)
# a new turn of the Characters: plays on either side are not one turn's
_NEW_TURN = re.compile(r"\bround\s+\d|\b(?:next|following|another|new|second|third|later)\s+(?:round|turn|combat)\b|"
                       r"\blater\b|\bafterwards\b|\benemies['’]?\s+turn\b|\bраунд\w*\s+\d|\bследующ\w+\s+(?:раунд|ход)",
                       re.I)


def _who(word: str) -> tuple[str, str] | None:
    low = word.lower()
    return next((v for k, v in _CLASSES.items() if low.startswith(k)), None)


def read_cards_for_another(text: str, move: str | None = None) -> Situation | None:
    """The cards each active Character is told to have played for another Character in
    one turn: whether each is Cooperative (told, or shown by the Sanity its recipient lost
    for it; left open when not told) and whether it has Discharge."""
    s = Situation("cards-for-another")
    turns: list[dict] = []  # one per Character per turn: {"actor", "plays"}
    turn = 0
    open_at: list[str] = []
    last_of: dict[str, str] = {}  # the Character last named of each pronoun ("m", "f")
    last_actor: dict[str, str] = {}  # the Character last told playing, of each pronoun
    unknown = 0
    for sentence in _sentences(text):
        events = sorted([(m.start(), "turn", m) for m in _NEW_TURN.finditer(sentence)] +
                        [(m.start(), "for", m) for m in _FOR.finditer(sentence)] +
                        [(m.start(), "name", m) for m in _MENTION.finditer(sentence)], key=lambda e: e[0])
        fors = [m for _, k, m in events if k == "for"]
        from_at = 0
        actor: str | None = None
        played_before = False
        for at, kind, m in events:
            if kind == "turn":
                turn += 1
                continue
            if kind == "name":
                found = _who(m.group(0))
                if found:
                    last_of[found[1]] = found[0]
                continue
            segment = sentence[from_at:at]
            following = [f for f in fors if f.start() > at]
            tail = sentence[m.end():following[0].start() if following else len(sentence)]
            tail = tail[:c.start()] if (c := _CARD.search(tail)) else tail
            # (not the next card's words: "a Cooperative card for the Seer and a normal card for …")
            tail = tail[:nxt.start()] if (nxt := _NEXT_CARD.search(tail)) else tail
            from_at = m.end()
            verb = _PLAYED.search(segment)
            if not verb and not (played_before and _CARD.search(segment)):
                continue  # "she lost 1 Sanity for him", "paid 2 Coins for her": no card played
            plain = _NOT_COOPERATIVE.sub(" ", _NOT_NORMAL.sub(" ", segment))  # (the kind's words, its denials too)
            if _NOT_DONE.search(plain[max(0, (verb.start() if verb else 0) - 30):]):
                continue  # "he couldn't play it for her", "wanted to play a card for the Seer"
            played_before = True
            subjects = list(_SUBJECT.finditer(segment[:verb.start()] if verb else ""))
            if subjects:
                said = subjects[-1]
                if said.group("cls"):
                    actor = _who(said.group("cls"))[0]  # type: ignore[index]
                else:
                    pro = said.group("pro").lower()
                    gender = "m" if pro in ("he", "он") else "f"
                    actor = "me" if pro in ("i", "я") else last_actor.get(gender) or last_of.get(gender)
            if actor is None:
                unknown += 1
                actor = f"an untold Character ({unknown})"
            if (g := _who(actor)) is not None:
                last_actor[g[1]] = actor
            recipient = _recipient(m, actor, last_of)
            if recipient is None or recipient == actor:
                continue
            cooperative: bool | None = None
            # ("Scare Away for the Seer this turn (it's not Cooperative)": told after the card too)
            # ("used my one card-for-a-teammate": the one the limit counts, so not a Cooperative one)
            # (within its own sentence: "… 1 cooperative card for the seer. now … another regular
            # card" says nothing of the first one)
            after = _kind_words(_SENTENCE_END.split(tail, maxsplit=1)[0])[:40]
            kind = _kind_words(segment)
            if _NOT_COOPERATIVE.search(kind) or _NOT_COOPERATIVE.search(after) or _USED_THE_ONE.search(segment) \
                    or (_SANITY_LOST.search(tail) and not _SANITY_KEPT.search(tail) and not _OTHER_CAUSE.search(tail)):
                cooperative = False
            elif _COOPERATIVE.search(kind) or _COOPERATIVE.search(after) or _SANITY_KEPT.search(tail):
                cooperative = True
            discharge = bool(_DISCHARGE.search(segment) or _DISCHARGE.search(tail))
            counted = _CARDS_COUNTED.match(segment, verb.end()) if verb else None
            n = (_count(counted.group("n")) or 1) if counted else 1
            group = next((t for t in turns if t["actor"] == actor and t["turn"] == turn), None)
            if group is None:
                group = {"actor": actor, "turn": turn, "plays": []}
                turns.append(group)
            for _ in range(n):
                i, j = turns.index(group), len(group["plays"])
                group["plays"].append({"recipient": recipient, "cooperative": cooperative, "discharge": discharge})
                if cooperative is None:
                    open_at.append(f"turns[{i}].plays[{j}].cooperative")
            start = max(0, at - 60)
            while start > 0 and sentence[start - 1].isalnum():
                start -= 1  # (from a word's start: "rise of myths. …", not "ise of myths. …")
            s.fact(sentence[start:m.end()].strip(" ,;"), "played_for_another",
                   {"by": actor, "for": recipient, "cooperative": cooperative, "discharge": discharge, "cards": n})
            if cooperative is not None:
                s.fact(tail.strip(" ,;") or segment.strip(" ,;"), "cooperative", cooperative)
    if not turns:
        return None
    s.template = {"turns": [{"actor": t["actor"], "plays": t["plays"]} for t in turns]}
    for path in open_at:
        s.need(path, "Was the card played for another Character a Cooperative one?", "bool",
               "Карта, сыгранная за другого персонажа, была с эффектом Cooperative?")
    if not s.needs:
        s.state = s.template
    return s


# a play proposed, not told done: "Now I want to play a Cooperative card for him", "Can she play a
# second card for the Detective?", "Хочу сыграть за неё ещё одну карту"
_PROPOSING = re.compile(r"\b(?:wants?|wanna|would\s+like|'d\s+like|can|could|may|allowed|able|хоч\w*|хочет|можно|мож\w+|"
                        r"могу|разве)\b", re.I)
# a play said without "play": "pay for another card", "The next one I want to give her", «кинуть ей»
_PLAY_SAID = re.compile(r"\bpay(?:s|ing)?\s+for\b|\bgive\b|\bплач\w*\b|\bкин\w*\b", re.I)
# the proposed card told as one more of the same kind as the one played: "another such card",
# «ещё одну такую карту» (its Cooperative as the one before)
_SUCH = re.compile(r"\b(?:another|one\s+more|a\s+second)\s+such\b|\bтак\w+\s+(?:же\s+)?карт\w*|\bещё\s+одну\s+такую\b",
                   re.I)


def read_play_for_another(text: str, move: str | None = None) -> Situation | None:
    """A story of cards one active Character played for others this turn, and the ask's (or
    the story's wanted) one more: that play, appended to the turn, is the step asked about
    (``Situation.move``). Whether it is Cooperative is read from its words ("a normal one
    without Cooperative", "this one has Cooperative"); untold, it is left open. None when
    the story tells no such play, plays by more than one Character, or no play proposed."""
    if move is None:
        return None
    told = read_cards_for_another(text)
    if told is None or told.template is None or len(told.template["turns"]) != 1:
        return None
    turn = told.template["turns"][0]
    story = _sentences(text)
    proposing = [p for p in [*story, move]
                 if _PROPOSING.search(p) and (_PLAYED.search(p) or _PLAY_SAID.search(p))]
    if not proposing:
        return None
    said = proposing[-1]
    if _NEW_TURN.search(said):
        return None  # a play in another turn is not bounded by this one's
    told_at = [i for i, x in enumerate(story) if _FOR.search(x) and _PLAYED.search(x)]
    if told_at and any(_NEW_TURN.search(x) for x in story[told_at[-1] + 1:]):
        return None  # ("… I had played a normal card for him. Now it's my turn in the next round.")
    # ("Now I want to play a second card for her, and this one has Cooperative. Can't I play it
    # for her?": the ask names the card the story's wish told; what it leaves out, the wish says)
    fors = list(_FOR.finditer(said)) or [m for p in proposing[:-1] for m in _FOR.finditer(p)][-1:]
    told_kind = [p for p in proposing if _NOT_COOPERATIVE.search(p) or _COOPERATIVE.search(p) or _SUCH.search(p)]
    said = said if said in told_kind or not told_kind else told_kind[-1]
    recipient = _recipient(fors[-1], turn["actor"], {}) if fors else None
    if fors and recipient is None and not (fors[-1].group("pro") or fors[-1].group("her") or fors[-1].group("pro_ru")
                                           or fors[-1].group("pro_za")):
        return None  # for someone the story does not tell
    if recipient == turn["actor"]:
        return None  # a card played for oneself is no card for another
    cooperative: bool | None = None
    # (its kind from the clause that proposes it: "… one normal card on the Seer (she lost 1
    # sanity for it). now I want to give her a second card but this one has Cooperative on it",
    # told in lower case, is one sentence to the splitter)
    wish = said[max(said.rfind(x, 0, m.start()) for x in ".;!?") + 1:] \
        if (m := next(iter(reversed(list(_PROPOSING.finditer(said)))), None)) is not None else said
    wish = _kind_words(wish)
    if _NOT_COOPERATIVE.search(wish):
        cooperative = False
    elif _COOPERATIVE.search(wish):
        cooperative = True
    elif _SUCH.search(said) and len({p["cooperative"] for p in turn["plays"]}) == 1:
        cooperative = turn["plays"][0]["cooperative"]
    elif not fors and not _PROPOSING.search(move):
        return None  # a card of no told kind, for no one told, and an ask that proposes nothing
    s = told  # the story as read, with the play proposed added to its turn
    s.state = None  # (set again below once the added play's kind is known)
    j = len(turn["plays"])
    turn["plays"].append({"recipient": recipient or "another Character", "cooperative": cooperative, "discharge": False})
    s.move = f"turns[0].plays[{j}]"
    s.fact(said, "proposed", {"by": turn["actor"], "for": recipient or "another Character", "cooperative": cooperative})
    if cooperative is None:
        s.need(f"turns[0].plays[{j}].cooperative", "Is the card to be played for another Character a Cooperative one?",
               "bool", "Карта, которую хотят сыграть за другого персонажа, с эффектом Cooperative?")
    if not s.needs:
        s.state = s.template
    return s


def _recipient(m: re.Match, actor: str, last_of: dict[str, str]) -> str | None:
    if cls := m.group("cls") or m.group("cls_ru") or m.group("cls_on") or m.group("cls_za") or m.group("cls_na"):
        return _who(cls)[0]  # type: ignore[index]
    if m.group("other") or m.group("other_ru") or m.group("other_za"):
        return "another Character"
    pro = (m.group("pro") or m.group("her") or m.group("pro_ru") or m.group("pro_za") or "").lower()
    if pro in ("me",):
        return None if actor == "me" else "me"
    if pro in ("him", "него"):
        return last_of.get("m") if last_of.get("m") != actor else None
    if pro in ("her", "неё", "нее"):
        return last_of.get("f") if last_of.get("f") != actor else None
    return None  # "them", "них": one of several, or all


# -- Recovery Points kept for later (rom.explore.recovery-immediate) ----------------------

_RECOVERY = re.compile(r"\brecovery\s+points?\b|\bочк\w*\s+восстановлен\w*", re.I)
_KEPT_FOR_LATER = re.compile(
    r"\b(?:sav(?:e|es|ed|ing)|bank(?:s|ed|ing)?|kept|keep(?:s|ing)?|stor(?:e|es|ed|ing)|hold(?:s|ing)?|held|"
    r"reserv(?:e|es|ed|ing)|stash(?:es|ed)?|carr(?:y|ies|ied)\s+(?:\w+\s+){0,3}?over)\b"
    r"(?=[^.;]*\b(?:later|after|next|until|another|following|future|rest\s+of)\b)"
    r"|\b(?:отложил\w*|сохранил\w*|оставил\w*|приберег\w*|приберёг\w*)\b(?=[^.;]*\b(?:потом|позже|после|следующ\w+)\b)",
    re.I)


def read_recovery(text: str, move: str | None = None) -> Situation | None:
    """Recovery Points told kept to spend later rather than used at once."""
    sentences = _sentences(text)
    for i, sentence in enumerate(sentences):
        about = _RECOVERY.search(sentence) or (i and _RECOVERY.search(sentences[i - 1]) and
                                               re.search(r"\bpoints?\b|\bthem\b|\ball\s+\d|\b\d\b|очк", sentence, re.I))
        if not about:
            continue
        m = _KEPT_FOR_LATER.search(sentence)
        if m is None or _NOT_DONE.search(sentence[max(0, m.start() - 25):m.start()]):
            continue
        s = Situation("recovery")
        s.fact(sentence, "kept_for_later", True)
        s.state = s.template = {"kept_for_later": True}
        return s
    return None


# -- a Relic or a Consumable used again in one Combat (rom.relic.once, rom.consumable) ----

_ITEM = re.compile(r"\b(?P<relic>relic)s?\b|\b(?P<consumable>consumable)\b|\b(?P<relic_ru>реликви\w*)|"
                   r"\b(?P<consumable_ru>расходуем\w*)", re.I)
_USED = re.compile(r"\b(?:us(?:e|es|ed|ing)|activat(?:e|es|ed|ing)|play(?:s|ed|ing)?|trigger(?:s|ed|ing)?|"
                   r"использовал\w*|активировал\w*|сыграл\w*)\b", re.I)
_AGAIN = re.compile(r"\b(?:again|a\s+second\s+time|twice|once\s+more|another\s+time|снова|повторно|ещё\s+раз|"
                    r"еще\s+раз|дважды)\b", re.I)
# a use in another Combat is a new one: "again in the next Combat"
_OTHER_COMBAT = re.compile(r"\b(?:next|another|following|new|later|different|second|each|every)\s+combat\b|"
                           r"\bследующ\w+\s+бо\w*|\bдруг\w+\s+бо\w*", re.I)
_SAME_COMBAT = re.compile(r"\b(?:same|this|that|one|a\s+single)\s+combat\b|\bтом\s+же\s+бою\b|\bэтом\s+же\s+бою\b",
                          re.I)
# what is used is not the Relic: its Charges, the Detective's Ammo on his Class Relic card
_NOT_THE_ITEM = re.compile(r"\bammo\b|\bcharges?\b|\bпатрон\w*|\bзаряд\w*", re.I)


def read_once_per_combat(text: str, move: str | None = None) -> Situation | None:
    """A Relic or a Consumable card told used again within one Combat."""
    s = Situation("once-per-combat")
    uses = []
    last_item: str | None = None
    for sentence in _sentences(text):
        items = list(_ITEM.finditer(sentence))
        item = None
        if items:
            g = items[0]
            item = "relic" if g.group("relic") or g.group("relic_ru") else "consumable"
            last_item = item
        elif last_item and re.search(r"\bit\b|\bего\b|\bеё\b", sentence, re.I):
            item = last_item
        if item is None:
            continue
        for used in _USED.finditer(sentence):
            if _NOT_DONE.search(sentence[max(0, used.start() - 25):used.start()]):
                continue
            again = _AGAIN.search(sentence, used.end(), min(len(sentence), used.end() + 60))
            if again is None or "." in sentence[used.end():again.start()]:
                continue
            around = sentence[used.start():again.end() + 40]
            if _NOT_THE_ITEM.search(around) or (_OTHER_COMBAT.search(sentence, used.start())
                                                and not _SAME_COMBAT.search(sentence)):
                continue
            uses.append({"item": item, "times": 2})
            s.fact(sentence, "used_again_in_one_combat", item)
            break
    if not uses:
        return None
    s.state = s.template = {"uses": uses}
    return s


# -- a Shop's Sanity and Health (rom.shop.regain-sanity, rom.shop.regain-health) ----------

_SHOP = re.compile(r"\bshop\b|\bмагазин\w*", re.I)
_TIMES = re.compile(rf"\b(?P<n>{NUMBER[1:-1]})\s+(?:times|раза?)\b|\b(?P<w>twice|thrice|дважды|трижды)\b", re.I)
_REGAINED = re.compile(r"\b(?:regain\w*|buy\w*|bought|pa(?:y|ys|id)|heal\w*|restor\w*|recover\w*|восстанов\w*|"
                       r"покупал\w*|купил\w*|заплатил\w*)\b[^.;]*?\b(?P<stat>sanity|health|рассуд\w*|здоровь\w*)", re.I)


def read_shop_regains(text: str, move: str | None = None) -> Situation | None:
    """How many times one Character is told to have paid to regain Sanity or Health at a
    Shop ("pays Coins to regain 1 Sanity four times in a row")."""
    s = Situation("shop-regains")
    regains = []
    for sentence in _sentences(text):
        if not _SHOP.search(sentence) or re.search(r"\bwe\b|\bмы\b", sentence, re.I) and \
                not re.search(r"\beach\b|\bкаждый\b", sentence, re.I):
            continue  # "we bought Sanity 4 times": shared among the Characters, or not
        regained = _REGAINED.search(sentence)
        times = _TIMES.search(sentence)
        if regained is None or times is None or _NOT_DONE.search(sentence[max(0, regained.start() - 25):
                                                                            regained.start()]):
            continue
        n = _count(times.group("n") or times.group("w"))
        if n is None:
            continue
        stat = "sanity" if re.match(r"sanity|рассуд", regained.group("stat"), re.I) else "health"
        regains.append({"stat": stat, "times": n})
        s.fact(sentence, f"shop_{stat}_regained_times", n)
    if not regains:
        return None
    s.state = s.template = {"regains": regains}
    return s


# -- the Insane Sorcerer's extra cost (rom.class.sorcerer-insane) -------------------------

_SORCERER = re.compile(r"\bsorcerer\b|\bколдун\w*", re.I)
_INSANE = re.compile(r"\binsane\b|\bбезум\w*", re.I)
_MORE = r"(?:\+\s*1|\bone\s+more|\b1\s+more|\ban?\s+extra|\badd(?:s|ed|ing)?\s+(?:\+\s*)?(?:1|one))\b"
_SEVERAL = rf"(?:each\s+of\s+|all\s+)?(?:the\s+|his\s+)?(?P<n>both|{NUMBER[1:-1]})\s+(?:[\w-]+\s+){{0,3}}?cards\b"
# the extra cost told of several cards: "+1 to the Energy cost of both Sacrifice cards",
# "added 1 Energy to each of his two Sacrifice cards", "both Sacrifice cards cost 1 more"
_SEVERAL_COST_MORE = re.compile(
    rf"{_MORE}(?:[^.;]*?\bcosts?\s+of|\s+(?:\w+\s+){{0,2}}?to)\s+{_SEVERAL}"
    rf"|\b(?P<n2>both|{NUMBER[1:-1]})\s+(?:of\s+(?:his\s+|the\s+)?)?(?:[\w-]+\s+){{0,2}}?cards\s+(?:\w+\s+){{0,2}}?"
    r"costs?\s+(?:\w+\s+)?(?:1|one)\s+more\b", re.I)
_EACH_TURN = re.compile(r"\b(?:each|every|per)\s+turn\b", re.I)


def read_sacrifice_cost(text: str, move: str | None = None) -> Situation | None:
    """How many of an Insane Sorcerer's Sacrifice cards in one turn the players told they
    added 1 to the Energy Cost of."""
    if not (_SORCERER.search(text) and _INSANE.search(text)):
        return None
    for sentence in _sentences(text):
        if not re.search(r"\bsacrific\w*|\bжертв\w*", sentence, re.I) or _EACH_TURN.search(sentence):
            continue
        cost = _SEVERAL_COST_MORE.search(sentence)
        if cost is None or _NOT_DONE.search(sentence[max(0, cost.start() - 25):cost.start()]):
            continue
        n = _count(cost.group("n") or cost.group("n2"))
        if n is None or n < 2:
            continue
        s = Situation("sacrifice-cost")
        s.fact(sentence, "cards_with_extra_cost", n)
        s.state = s.template = {"cards_with_extra_cost": n}
        return s
    return None


# -- Energy and Conditions kept past the end of a turn (rom.turn.energy-discard,
#    rom.conditions.end-of-turn) --------------------------------------------------------

_TURN_ENDS = re.compile(r"\bend\s+of\s+(?:the\s+|our\s+|his\s+|her\s+|their\s+|its\s+|my\s+)?(?:\w+['’]?\s+)?turn\b|"
                        r"\bturn\s+end(?:s|ed)?\b|\bnext\s+(?:round|turn)\b|\bконц\w*\s+хода\b|\bследующ\w+\s+(?:раунд|ход)",
                        re.I)
_KEEPS = re.compile(r"\b(?:keep(?:s|ing)?|kept|sav(?:e|es|ed|ing)|carr(?:y|ies|ied)\s+(?:\w+\s+){0,3}?over|"
                    r"stay(?:s|ed)?|remain(?:s|ed)?|h(?:o|e)ld\s+on(?:to)?|held|holds|"
                    r"left\s+(?:it|them|the\s+\w+(?:\s+\w+)?)\s+(?:on|in\s+place|there)|leav(?:e|es|ing)\s+(?:it|them)\s+on|"
                    r"оставил\w*|сохранил\w*|остал\w*)\b", re.I)
_ENERGY = re.compile(r"\benergy\b|\bэнерги\w*", re.I)
_CONDITION = re.compile(r"\b(?:conditions?|bleed|stun|prison|vulnerability|weakness)\b(?:\s+tokens?)?|"
                        r"\b(?:состояни\w*|кровотечени\w*|оглушени\w*|тюрьм\w*|темниц\w*|уязвимост\w*|слабост\w*)", re.I)
_DISCARDED = re.compile(r"\bdiscard\w*|\bremov\w*|\bсброс\w*|\bcharges?\b|\bsynergy\b|\bзаряд\w*|\bсинерги\w*", re.I)


def read_kept_past_turn(text: str, move: str | None = None) -> Situation | None:
    """Energy, or Condition tokens, told kept when a turn ended."""
    s = Situation("kept-past-turn")
    kept = {"energy": False, "conditions": False}
    for sentence in _sentences(text):
        if not _TURN_ENDS.search(sentence):
            continue
        for m in _KEEPS.finditer(sentence):
            if _NOT_DONE.search(sentence[max(0, m.start() - 25):m.start()]):
                continue
            # the clause the keeping is told in: Energy discarded in another is none kept
            start = max(sentence.rfind(c, 0, m.start()) for c in (",", ";", " and ", " but "))
            ends = [e for e in (sentence.find(c, m.end()) for c in (",", ";", " but ")) if e != -1]
            clause = sentence[start + 1:min(ends) if ends else len(sentence)]
            wider = sentence[max(0, start - 80):min(ends) if ends else len(sentence)]
            if _DISCARDED.search(clause):
                continue
            said = [x for x in (_ENERGY.search(clause), _CONDITION.search(clause)) if x]
            if not said and re.search(r"\b(?:it|them|token|tokens)\b|\bих\b|\bего\b", clause, re.I):
                # "…, and I saved it": what was kept was named just before
                named = [x for pattern in (_ENERGY, _CONDITION) for x in pattern.finditer(wider)]
                said = [max(named, key=lambda x: x.start())] if named else []
            if not said:
                continue
            if _ENERGY.fullmatch(said[0].group(0)):
                kept["energy"] = True
                s.fact(sentence, "energy_kept", True)
            else:
                kept["conditions"] = True
                s.fact(sentence, "conditions_kept", True)
    if not any(kept.values()):
        return None
    s.state = s.template = {"energy_kept": kept["energy"], "conditions_kept": kept["conditions"]}
    return s


# -- leftover Damage moved to another Enemy (rom.cards.attack-target) --------------------

_LEFTOVER = re.compile(rf"\b(?:leftover|left-over|extra|excess|remaining|spare|surplus|overflow(?:ing)?|rest\s+of\s+the)\s+"
                       rf"(?:{NUMBER}\s+)?(?:points?\s+of\s+)?(?:damage|attack|points?)\b|"
                       r"\b(?:лишн\w+|оставш\w+|избыточн\w+)\s+(?:\d+\s+)?(?:урон\w*|очк\w*)", re.I)
_MOVED = re.compile(r"\b(?:put|puts|putting|mov(?:e|es|ed|ing)|assign(?:s|ed|ing)?|appl(?:y|ies|ied|ying)|"
                    r"carr(?:y|ies|ied)|spill(?:s|ed)?|dealt|deal(?:s|ing)?|went|go(?:es)?|gave|give|"
                    r"transferr?(?:ed|ing|s)?|used|перенес\w*|перенёс\w*|нанес\w*|нанёс\w*|пустил\w*|отдал\w*)\b"
                    r"[^.;]*?\b(?:on|onto|to|into|against|at|на)\s+(?:the|a|another|other|next|second|его|её|другого)?\s*"
                    r"[A-ZА-ЯЁ]?\w+", re.I)
_LOST = re.compile(r"\b(?:lost|wasted|vanish\w*|gone|discarded|pr\w*\s+nothing|cannot|can't|couldn't|could\s+not|"
                   r"пропал\w*|сгорел\w*|не\s+переход\w*)\b", re.I)
# a card's own words may let Damage reach more than one Enemy ("unless otherwise stated")
_CARD_ALLOWS = re.compile(r"\b(?:card\s+says|lets|allows?|thanks\s+to|because\s+the\s+card|according\s+to)\b", re.I)


def read_leftover_damage(text: str, move: str | None = None) -> Situation | None:
    """Damage beyond a defeated Enemy's Health told put on another Enemy."""
    for sentence in _sentences(text):
        for m in _LEFTOVER.finditer(sentence):
            clause_end = min([e for e in (sentence.find(c, m.end()) for c in (";", ". ")) if e != -1] or [len(sentence)])
            before = sentence[max(0, sentence.rfind(",", 0, m.start())):m.start()]
            moved = _MOVED.search(before + sentence[m.start():clause_end])
            if moved is None or _LOST.search(sentence[m.start():clause_end]) or _CARD_ALLOWS.search(sentence) or \
                    _NOT_DONE.search(before + sentence[m.start():clause_end]):
                continue
            s = Situation("leftover-damage")
            s.fact(sentence[max(0, m.start() - 40):clause_end], "leftover_damage_moved", True)
            s.state = s.template = {"moved_to_another_enemy": True}
            return s
    return None


# -- an attack after Prison took its maker to 0 (rom.conditions.prison-defeated) ---------

_PRISON = re.compile(r"\bprison\b|\bтюрьм\w*|\bтемниц\w*", re.I)
_TO_ZERO = re.compile(r"\bto\s+0\b|\bto\s+zero\b|\b0\s+health\b|\bzero\s+health\b|\bдо\s+0\b|\bдо\s+нуля\b", re.I)
_STILL_ATTACKED = re.compile(r"\bstill\s+(?:\w+\s+){0,2}?(?:attack\w*|resolv\w+\s+(?:its|his|her|the)\s+attack|"
                             r"made\s+its\s+attack|perform\w*\s+(?:its|his|her|the)\s+attack)|"
                             r"\b(?:attack\w*|resolv\w+\s+(?:its|his|her|the)\s+attack)\s+(?:\w+\s+){0,3}?anyway\b|"
                             r"\bвсё\s+равно\s+(?:\w+\s+){0,2}?атак\w*|\bвсе\s+равно\s+(?:\w+\s+){0,2}?атак\w*", re.I)


# capitalised words that name no creature
_TERM_WORDS = "It Its Health Attack Sanity Damage Prison Defense Enemy Enemies Condition Conditions Здоровье Здоровья Атака"
_TERMS = frozenset(_TERM_WORDS.split())


def read_prison_attack(text: str, move: str | None = None) -> Situation | None:
    """A creature told to have attacked after its Prison took its Health to 0."""
    for sentence in _sentences(text):
        if not (_PRISON.search(sentence) and _TO_ZERO.search(sentence)):
            continue
        zero, m = _TO_ZERO.search(sentence), _STILL_ATTACKED.search(sentence)
        if m is None or zero is None or _NOT_DONE.search(sentence[max(0, m.start() - 15):m.start()]):
            continue
        between = sentence[min(zero.end(), m.end()):max(zero.start(), m.start())]
        if ";" in between or _NOT_DONE.search(between) or re.search(r"\bnever\b|\bno\s+attack", between, re.I) or \
                any(w not in _TERMS for w in re.findall(r"\b[A-ZА-ЯЁ][a-zа-яё]+", between)):
            continue  # another creature's attack, or the attack told not made
        s = Situation("prison-attack")
        s.fact(sentence, "attacked_at_0_after_prison", True)
        s.state = s.template = {"attacked_after_prison_defeat": True}
        return s
    return None


def _for_another(text: str, move: str | None = None) -> Situation | None:
    """A position's plays as told; a question's story, with the one more play its ask proposes."""
    return read_cards_for_another(text) if move is None else read_play_for_another(text, move)


TOLD = {"cards-for-another": Reader(_for_another),
        "recovery": Reader(read_recovery, positions_only=True),
        "once-per-combat": Reader(read_once_per_combat, positions_only=True),
        "shop-regains": Reader(read_shop_regains, positions_only=True),
        "sacrifice-cost": Reader(read_sacrifice_cost, positions_only=True),
        "kept-past-turn": Reader(read_kept_past_turn, positions_only=True),
        "leftover-damage": Reader(read_leftover_damage, positions_only=True),
        "prison-attack": Reader(read_prison_attack, positions_only=True)}
__all__ = ["TOLD"]
