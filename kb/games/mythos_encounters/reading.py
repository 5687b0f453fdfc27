"""How a negation chain is read from a player's words (English or Russian).

The words are this game's data (below); the clause splitting, quoted names and numbers
are kb/words.py's. Nothing is assumed silently: a default is listed in
``Situation.assumed`` and shown in the reply's reading; a fact the engine needs and the
story lacks (the red value of the negated card, whether a roll succeeded) is asked back.
"""
from __future__ import annotations

import re

from kb.words import Situation, clauses, has_any, number_after, number_before, quoted_names

PLAYS = ["plays", "played", "play ", "cast", "сыграл", "играет", "разыгр"]
RED = ["red", "красн"]
ELDER_SIGN = ["elder sign", "знак древних", "знак старших", "древний знак"]
CULTISTS = ["cultist", "культист"]
SACRIFICE = ["sacrific", "chips in", "adds", "add ", "жертв"]
DISCARD = ["discard", "сбрас", "сброс"]
ARCANA = ["arcana", "аркан"]
CHARACTERS = ["eric zann", "randolph carter", "character card", "карт персонаж", "карту персонажа", "эрик занн",
              "рэндольф картер"]
ROLL = ["rolls", "rolled", "roll", "выбрасывает", "бросает", "выпало"]
# the roll's outcome as told: in words, or by what it did ("…, and the effect is negated")
SUCCESS = ["success", "succeeds", "successful", "works", "is negated", "is reinstated", "удач", "успе"]
FAILURE = ["fail", "failed", "fails", "unsuccessful", "stays", "неудач", "провал"]
_DENIED = re.compile(r"\b(no|not|doesn't|does not|without|нет|без)\b[^.,;]{0,20}$", re.I)
# what a question can ask of the result, and the result field that answers it
ASKS = [
    (["in force", "still apply", "still on", "resolve", "take effect", "в силе", "действует", "сработает"],
     "effect_in_force", False),
    (["negated", "cancelled", "canceled", "stopped", "prevented", "отменён", "отменен", "предотвращ"],
     "effect_in_force", True),
]
_NAME = re.compile(r"\b([A-ZА-ЯЁ][a-zа-яё]+)\b")
_NOT_NAMES = {"The", "Then", "Finally", "Nobody", "Now", "So", "And", "But", "When", "After", "Before", "Red",
              "Cultist", "Cultists", "Node", "Nodes", "Arcana", "Elder", "Sign", "Character", "Great", "Old", "One",
              "Four", "Three", "Two", "Earlier", "Can", "Is", "Does", "Do", "Am", "His", "Her", "My", "We", "He", "She",
              "Против", "Затем", "Потом", "Могу", "Можно", "Мой", "Моя"}
# a card named with its red value, not in quotes: "Prism Gate (red 2)"
_CARD = re.compile(r"([A-ZА-ЯЁ][\w’]*(?:\s+[A-ZА-ЯЁ][\w’]*){0,3})\s*\((?:red|Red|красн\w*)\s*(\d{1,2})\)")


def _cards(text: str) -> list[tuple[str, int | None, int]]:
    """(name, red or None, position) of each card the text names."""
    out: list[tuple[str, int | None, int]] = []
    for m in _CARD.finditer(text):
        out.append((m.group(1).strip(), int(m.group(2)), m.start()))
    for name, at in quoted_names(text):
        if any(abs(at - p) < 3 or name == n for n, _, p in out):
            continue
        after = text[at:at + len(name) + 60]
        red = number_after(after, RED)
        out.append((name, red[0] if red else None, at))
    return sorted(out, key=lambda c: c[2])


def _actor(clause: str, names: set[str]) -> str | None:
    if re.search(r"(^|\W)(I|I'm|I've|я)(\W|$)", clause):
        return "me"
    for m in _NAME.finditer(clause):
        word = m.group(1)
        if word.split()[0] not in _NOT_NAMES and word not in names and not has_any(word, ELDER_SIGN + CHARACTERS):
            return word.split()[0]
    return None


def read_negation_chain(text: str) -> Situation | None:
    """The negated card and every attempt, in the order told; None when the text tells of
    no card and no attempt."""
    s = Situation("negation-chain")
    cards = _cards(text)
    names = {c[0] for c in cards}
    subject = None
    attempts: list[dict] = []
    last_actor = None
    for clause in clauses(text):
        actor = _actor(clause, names) or last_actor
        low = clause.lower()
        in_clause = [c for c in cards if c[0] in clause]
        if subject is None and has_any(low, PLAYS) and in_clause and not has_any(low, DISCARD + SACRIFICE):
            subject = in_clause[0]
            s.fact(clause, "card", {"name": subject[0], "red": subject[1]})
            last_actor = actor
            continue
        attempt = _attempt(clause, low, actor, in_clause, s)
        if attempt is not None:
            attempts.append(attempt)
            last_actor = actor
        elif not (subject is None and in_clause and " against " in low):
            s.unread.append(clause)  # neither an attempt nor the card it is against
            continue
        # "Leon discards Prism Gate (red 2) against Misdirection (red 2)": the card it is against
        m = re.search(r"\b(?:against|on|против)\s+(.+)$", clause)
        if subject is None and m:
            target = [c for c in cards if c[0] in m.group(1)]
            if target:
                subject = target[0]
                s.fact(m.group(0), "card", {"name": subject[0], "red": subject[1]})
    if subject is None and not attempts:
        return None
    if subject is None or subject[1] is None:
        s.needs.append({"slot": "card.red", "question": "What is the red value of the card being negated?"})
    if any(a.get("_needs") for a in attempts):
        for a in attempts:
            for need in a.pop("_needs", []):
                s.needs.append(need)
    if s.needs:
        return s
    chain_red = subject[1] if subject else 0
    for a in attempts:
        card = a.get("card")
        if a["method"] == "stopping_card" and card is not None and card.get("red") is None:
            # an Elder Sign's red value decides only a later paying attempt
            if any(b["method"] in ("sacrifice_cultists", "discard_arcana") for b in attempts[attempts.index(a) + 1:]):
                s.needs.append({"slot": "attempts.card.red", "question": f"What is the red value on {card['name']}?"})
                return s
            card["red"] = chain_red
            s.assumed.append(f"{card['name']}: red value not given, taken as the value to beat ({chain_red}); "
                             f"no later attempt depends on it")
        if card is not None and card.get("red") is not None:
            chain_red = card["red"]
    assert subject is not None and subject[1] is not None
    s.state = {"card": {"name": subject[0], "red": subject[1]}, "attempts": attempts}
    return s


def _attempt(clause: str, low: str, actor: str | None, cards, s: Situation) -> dict | None:
    who = actor or "unknown"
    sign = has_any(low, ELDER_SIGN)
    if sign and not _DENIED.search(low[:low.find(sign)]):
        red = number_after(low, RED)
        s.fact(clause, "attempt", "stopping_card")
        return {"player": who, "method": "stopping_card", "card": {"name": "Elder Sign", "red": red[0] if red else None}}
    if has_any(low, CHARACTERS) and has_any(low, SACRIFICE + PLAYS + ["sacrifice"]):
        name = next((c for c in ["Eric Zann", "Randolph Carter"] if c.lower() in low), "Character card")
        roll = number_after(low, ROLL + ["a"], within=10)
        ok = False if has_any(low, FAILURE) else True if has_any(low, SUCCESS) else None
        att: dict = {"player": who, "method": "sacrifice_character", "card": {"name": name}}
        if roll is not None and 1 <= roll[0] <= 6:
            att["roll"] = roll[0]
        if ok is None:
            att["_needs"] = [{"slot": "attempts.success", "question": f"Did the roll for {name} succeed?"}]
        else:
            att["success"] = ok
        s.fact(clause, "attempt", "sacrifice_character")
        return att
    if has_any(low, CULTISTS) and has_any(low, SACRIFICE):
        contributions: list[dict[str, object]] = []
        names = {c[0] for c in cards}
        for part in re.split(r"\s+and\s+|\s+и\s+", clause):
            who_part = _actor(part, names) if part is not clause else None
            counted = number_before(part, ["cultist", "культист", "of (?:his|her|their) own"])
            if not counted:
                continue
            n = counted[0][0]
            player = who_part or who
            if contributions and player == contributions[-1]["player"]:
                continue  # "3 Cultists - 2 from one Node and 1 from another" breaks down one total
            contributions.append({"player": player, "count": n})
        if not contributions:
            first = re.search(r"\b(\d{1,3})\b", clause)
            if first is None:
                return {"player": who, "method": "sacrifice_cultists", "contributions": [],
                        "_needs": [{"slot": "attempts.contributions", "question": "How many Cultists were sacrificed?"}]}
            contributions = [{"player": who, "count": int(first.group(1))}]
        s.fact(clause, "attempt", "sacrifice_cultists")
        return {"player": who, "method": "sacrifice_cultists", "contributions": contributions}
    if has_any(low, DISCARD) and (has_any(low, ARCANA) or cards):
        card = cards[0] if cards else None
        if card is None or card[1] is None:
            red = number_after(low, RED)
            if red is None:
                return {"player": who, "method": "discard_arcana", "card": {"name": card[0] if card else "Arcana card"},
                        "_needs": [{"slot": "attempts.card.red", "question": "What is the red value of the discarded "
                                                                            "Arcana card?"}]}
            card = (card[0] if card else "Arcana card", red[0], 0)
        s.fact(clause, "attempt", "discard_arcana")
        return {"player": who, "method": "discard_arcana", "card": {"name": card[0], "red": card[1]}}
    return None


def asked(ask: str) -> tuple[str, bool] | None:
    """What the ask wants of the result: (field, negated)."""
    low = ask.lower()
    for words, result, negated in ASKS:
        if has_any(low, words):
            return result, negated
    return None


READERS = {"negation-chain": (read_negation_chain, asked)}
__all__ = ["READERS"]
