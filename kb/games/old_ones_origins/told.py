"""How the parts of an Old Ones Origins position told in words are read: what players did
that a rule bounds — a surrender, the summons of a Conjuration, a unit's move, the attacks
of an Attack and Defend step, Minions after a conflict, the Regions an Invasion brings units
from, where an Influence marker was placed, the players and the map.

Each reader reads only what the words say as done ("he surrenders", "I summoned two units
into …"); a fact the rule needs and the words do not give is left open (tried at every value
by the validation, asked back when the verdict turns on it). The one default — no Portal
upgrade unless told — is stated in the reading. These readers judge positions only
(``positions_only``): a question's story is read by reading.py's kinds — except a surrender,
whose question ("Can he surrender?") surrender.py reads.
"""
from __future__ import annotations

import re

from kb.games.old_ones_origins.surrender import THERE_WERE_N_OF_US, asked_of_surrender, read_surrender_asked
from kb.words import NUMBER, Reader, Situation, clauses, first_number, number

_SENTENCES = re.compile(r"(?<=[.!?;])\s+")


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCES.split(text) if s.strip()]


def _count(word: str) -> int | None:
    w = word.lower()
    return 1 if w in ("a", "an", "one", "a single", "single", "only one") else number(w)


# -- surrender ---------------------------------------------------------------------------

_SURRENDERS = re.compile(r"\bsurrender(?:s|ed)?\b", re.I)
_NOT_DONE = re.compile(r"\b(?:not|n't|never|may|might|could|can|cannot|wants? to|would|if)\s+(?:\w+\s+)?surrender",
                       re.I)
_WAY = {"two": 2, "three": 3, "four": 4, "2": 2, "3": 3, "4": 4}
_PARTICIPANTS = re.compile(r"\b(?P<way>two|three|four|[234])-way\b|\b(?:just|only)\s+the\s+(?P<two>two)\s+of\s+us\b|"
                           rf"\b{NUMBER}\s+participants\b|\b(?P<players>two)[- ]players?\b|"
                           rf"\b{NUMBER}\s+of\s+us\s+(?:took|take|takes|were|are)\s+(?:part|in\s+the\s+conflict)\b|"
                           # ("… had figures there, so there were three of us")
                           rf"{THERE_WERE_N_OF_US}", re.I)
# (a unit by its name too: "Shub-Gorath only had 1 Beastman there")
_FIGURES_THERE = re.compile(rf"\b(?:has|had|have|with)\s+(?:only\s+|just\s+)?(?P<n>{NUMBER[1:-1]}|a single|a|an)\s+"
                            r"(?:(?:\w+\s+)?(?:figures?|units?)\b|(?-i:[A-Z])[\w'’-]+\s+(?:there|in\s+it|in\s+the\s+area)\b)",
                            re.I)


def read_surrender(text: str, move: str | None = None) -> Situation | None:
    """A defender who surrendered: the conflict's participants and the defender's figures there."""
    sentences = _sentences(text)
    at = next((i for i, s in enumerate(sentences) if _SURRENDERS.search(s) and not _NOT_DONE.search(s)), None)
    if at is None:
        return None
    s = Situation("surrender")
    said = sentences[at]
    s.fact(said, "surrendered", True)
    participants = figures = None
    for sentence in sentences[:at + 1]:
        if (m := _PARTICIPANTS.search(sentence)) is not None:
            way = m.group("way") or m.group("two") or m.group("players")
            participants = _WAY[way.lower()] if way else number(m.group(3) or m.group(5) or m.group("there"))
            s.fact(sentence, "participants", participants)
    for sentence in (sentences[at - 1:at + 1] if at else [said]):
        if (m := _FIGURES_THERE.search(sentence)) is not None:
            figures = _count(m.group("n"))
            s.fact(sentence, "defender_figures", figures)
    s.template = {"participants": participants, "defender_figures": figures}
    if participants is None:
        s.need("participants", "How many players took part in the conflict?", (2, 3, 4),
               "Сколько игроков участвовало в конфликте?")
    if figures is None:
        s.need("defender_figures", "How many figures did the defender have in the conflicted area?", "count",
               "Сколько фигур было у защищающегося в области конфликта?")
    if not s.needs:
        s.state = s.template
    return s


# -- conjuration -------------------------------------------------------------------------

_CONJURATION = re.compile(r"\bconjuration\b", re.I)
_SUMMONED = re.compile(rf"\bsummon(?:s|ed)?\s+(?P<n>{NUMBER[1:-1]}|a|an)\s+(?P<what>[^.;,]*?)\s+into\s+"
                       r"(?P<where>[^.;,]*)", re.I)
_NO_PORTAL = re.compile(r"\b(?:without|no|not having|don't have|do not have|didn't have|did not have|lack\w*)\s+"
                        r"(?:(?:having|a|the|any|my|his|her)\s+){0,3}portal\b", re.I)
_PORTAL = re.compile(r"\bportal\b", re.I)
# "I built an Acropolis in one of my worlds that has no Outpost", "built the Acropolis under my Outpost"
_BUILT_ACROPOLIS = re.compile(r"\b(?:buil[dt]s?|building|put up|puts up|placed?|places)\s+(?:an?\s+|the\s+|my\s+)?"
                              r"(?:new\s+)?acropolis\b(?P<where>[^.;]*)", re.I)
_NO_OUTPOST = re.compile(r"\b(?:no|without|not having|doesn't have|does not have|lacks?)\s+(?:an?\s+|any\s+|my\s+)?"
                         r"(?:allied\s+)?outposts?\b", re.I)
_OUTPOST = re.compile(r"\boutposts?\b", re.I)


def read_conjuration(text: str, move: str | None = None) -> Situation | None:
    """The summons of a Conjuration (how many units into which area, Warded or Sealed) and
    the Acropolises it builds (whether an allied Outpost stood there)."""
    if not _CONJURATION.search(text):
        return None
    s = Situation("conjuration")
    summons: list[dict] = []
    builds: list[dict] = []
    for clause in clauses(text):
        for m in _SUMMONED.finditer(clause):
            where = m.group("where")
            units = _count(m.group("n")) or 1
            summon = {"units": units, "warded": bool(re.search(r"(?<!un)(?<!not )\bwarded\b", where, re.I)),
                      "sealed": bool(re.search(r"(?<!un)(?<!not )\bsealed\b", where, re.I))}
            summons.append(summon)
            s.fact(m.group(0), "summon", summon)
        for m in _BUILT_ACROPOLIS.finditer(clause):
            where = m.group("where")
            # "in one of my worlds that has no Outpost" / "under my Outpost"; else not told
            outpost = False if _NO_OUTPOST.search(where) else True if _OUTPOST.search(where) else None
            if outpost is None:
                s.need(f"builds[{len(builds)}].allied_outpost", "Was there an allied Outpost in the area the Acropolis "
                       "was built in?", "bool", "Был ли союзный Аванпост в области, где построили Акрополь?")
            else:
                s.fact(m.group(0), "build", {"acropolis": True, "allied_outpost": outpost})
            builds.append({"acropolis": True, "allied_outpost": outpost})
    if not summons and not builds:
        return None
    state: dict = {"portal": False, "summons": summons, "builds": builds}
    if (no := _NO_PORTAL.search(text)) is not None:
        s.fact(no.group(0), "portal", False)
    elif _PORTAL.search(text):
        s.template = {**state, "portal": None}
        s.need("portal", "Did the player have the Portal upgrade?", "bool", "Было ли у игрока улучшение «Портал»?")
        return s
    else:
        s.assumed.append("no Portal upgrade (none is told)")
    s.template = state
    if not s.needs:
        s.state = state
    return s


# -- moves -------------------------------------------------------------------------------

_MOVED = re.compile(r"\b(?:move[sd]?|moving|march(?:es|ed)?|walk(?:s|ed)?|bring|brought|travel(?:s|led|ed)?)\b",
                    re.I)
_EXHAUSTED = re.compile(r"(?<!un)(?<!not )\bexhausted\b|\b(?:laid|lying|lies|lay)\s+on\s+(?:their|its|his|her)\s+"
                        r"backs?\b", re.I)
_WARP = re.compile(r"\bwarp", re.I)
_VOID = re.compile(r"\bvoid\b", re.I)
_NOT_FLYING = re.compile(r"\b(?:doesn't|does not|don't|do not|didn't|did not)\s+have\s+flying\b|\bwithout\s+flying\b|"
                         r"\bnon-?flying\b|\bno\s+flying\b|\bisn't\s+flying\b|\bis\s+not\s+flying\b|\bcan(?:no|')t\s+fly\b",
                         re.I)
_ON_THROUGH = re.compile(r"\bthrough\b|\bkeeps?\s+going\b|\bcontinu\w+\b|\bon\s+to\b|\bbeyond\b|\bacross\b", re.I)


def read_moves(text: str, move: str | None = None) -> Situation | None:
    """Moves told of an exhausted unit, or of a unit without Flying into or through a void."""
    s = Situation("moves")
    moves = []
    for sentence in _sentences(text):
        if not _MOVED.search(sentence) or _WARP.search(sentence):
            continue
        if _EXHAUSTED.search(sentence):
            moves.append({"areas": [{"id": "start"}, {"id": "destination"}], "adjacent": [["start", "destination"]],
                          "unit": {"area": "start", "exhausted": True}, "path": ["destination"]})
            s.fact(sentence, "moves", "an exhausted unit moves")
        elif _VOID.search(sentence) and _NOT_FLYING.search(sentence):
            beyond = _ON_THROUGH.search(sentence) is not None
            areas = [{"id": "start"}, {"id": "void", "kind": "void"}] + ([{"id": "beyond"}] if beyond else [])
            adjacent = [["start", "void"]] + ([["void", "beyond"]] if beyond else [])
            moves.append({"areas": areas, "adjacent": adjacent, "unit": {"area": "start", "flying": False},
                          "path": ["void"] + (["beyond"] if beyond else [])})
            s.fact(sentence, "moves", "a unit without Flying moves " + ("through" if beyond else "into") + " a void")
    if not moves:
        return None
    s.state = s.template = {"moves": moves}
    return s


# -- attack and defend -------------------------------------------------------------------

# "I attacked Hastur", "… and then attacked him again" (the attacker of the attack before)
_ATTACKS = re.compile(r"(?:\b(?P<who>I|[A-Z][\w'’-]+)\s+|\bthen\s+)(?:then\s+|also\s+|again\s+)?attack(?:s|ed)?\s+"
                      r"(?P<whom>[A-Z][\w'’-]+|him|her|them)\b(?P<rest>(?:(?!\b(?:and|then|but)\b)[^.;,])*)")
_AGAIN = re.compile(r"\b(?:a\s+second\s+time|again|twice|once\s+more)\b", re.I)
_NEW_STEP = re.compile(r"\bcombat\s+step\b|\bround\b|\bconflict\b", re.I)


def read_attack_and_defend(text: str, move: str | None = None) -> Situation | None:
    """The attacks of one Attack and Defend step, in order; an attack told again ("a second
    time", "again") is one more attack on that Enemy."""
    s = Situation("attack-and-defend")
    attacks: list[dict] = []
    repeated = False
    for clause in clauses(text):
        if _NEW_STEP.search(clause) and not _ATTACKS.search(clause):
            attacks = [] if not repeated else attacks
        for m in _ATTACKS.finditer(clause):
            who = "me" if m.group("who") == "I" else m.group("who")
            if who is None:
                if not attacks:
                    continue
                who = attacks[-1]["attacker"]
            whom = m.group("whom")
            if whom.lower() in ("him", "her", "them"):
                if not attacks:
                    continue
                whom = attacks[-1]["target"]
            pair = {"attacker": who, "target": whom}
            again = _AGAIN.search(m.group("rest") + " " + clause[:m.start()]) is not None
            if "twice" in m.group("rest").lower():
                attacks += [pair, dict(pair)]
                repeated = True
            elif again and pair in attacks:
                attacks.append(pair)
                repeated = True
            elif pair not in attacks:
                attacks.append(pair)
            s.fact(m.group(0), "attack", pair)
    if not repeated:
        return None  # only an attack told again is judged: a retelling is no second attack
    s.state = s.template = {"attacks": attacks}
    return s


# -- minions -----------------------------------------------------------------------------

_MINION = re.compile(r"\bminions?\b", re.I)
_AFTER_CONFLICT = re.compile(r"\bafter\s+the\s+conflict\b|\bconflict\s+(?:ended|was\s+over|is\s+over)\b|"
                             r"\bend\s+of\s+the\s+conflict\b|\bnext\s+(?:conflict|round)\b", re.I)
_KEPT = re.compile(r"\b(?:kept|keep|keeps|left|leave|stay(?:s|ed)?|remain(?:s|ed)?)\b", re.I)
_REMOVED = re.compile(r"\bremov\w+\b", re.I)


def read_minions(text: str, move: str | None = None) -> Situation | None:
    """Whether the Minions told of stayed once the conflict was over."""
    for sentence in _sentences(text):
        if _MINION.search(sentence) and _AFTER_CONFLICT.search(sentence) and _KEPT.search(sentence) \
                and not _REMOVED.search(sentence):
            s = Situation("minions")
            s.fact(sentence, "kept_after_conflict", True)
            s.state = s.template = {"kept_after_conflict": True}
            return s
    return None


# -- invasion ----------------------------------------------------------------------------

_INVASION_IN = re.compile(r"\binvasion\s+(?:in|into|on|of)\s+(?:the\s+)?region\s+(?P<r>\w+)", re.I)
_FROM_REGION = re.compile(r"\bfrom\s+(?:the\s+)?region\s+(?P<r>[A-Z0-9]\w*)", re.I)


def read_invasion(text: str, move: str | None = None) -> Situation | None:
    """The Regions an Invasion brings units in from."""
    if not re.search(r"\binvasion\b", text, re.I):
        return None
    s = Situation("invasion")
    target = None
    if (m := _INVASION_IN.search(text)) is not None:
        target = m.group("r")
        s.fact(m.group(0), "target", target)
    regions: list[str] = []
    for clause in clauses(text):
        if not _MOVED.search(clause):
            continue
        found = [m.group("r") for m in _FROM_REGION.finditer(clause)]
        if found:
            regions += found
            s.fact(clause, "from_regions", found)
    if not regions:
        return None
    s.state = s.template = {"target": target, "from_regions": list(dict.fromkeys(regions))}
    return s


# -- plotting ----------------------------------------------------------------------------

_PLACED_MARKER = re.compile(r"\b(?:put|puts|place[sd]?|placing)\b[^.;]*\binfluence\s+markers?\b|"
                            r"\binfluence\s+markers?\b[^.;]*\b(?:put|place[sd]?)\b", re.I)
_HELD = re.compile(r"\b(?:already|still)\s+(?:held|had|has|holds|contained|contains|with)\b[^.;]*\bmarker\b|"
                   r"\b(?:occupied|taken|full)\s+(?:influence\s+)?slot\b|\bon\s+top\s+of\s+[^.;]*\bmarker\b", re.I)


def read_plotting(text: str, move: str | None = None) -> Situation | None:
    """Influence markers placed on a slot that already held one."""
    placements = []
    s = Situation("plotting")
    for sentence in _sentences(text):
        if _PLACED_MARKER.search(sentence) and _HELD.search(sentence):
            placements.append({"slot_held": True})
            s.fact(sentence, "slot_held", True)
    if not placements:
        return None
    s.state = s.template = {"placements": placements}
    return s


# -- the board: players and map ----------------------------------------------------------

_PLAYER_COUNT = re.compile(rf"\b{NUMBER}[- ]players?\b|\b(?:there\s+are\s+)?{NUMBER}\s+of\s+us\b", re.I)
_MAP = re.compile(r"\b(?P<c>\d{1,2})\s*[x×]\s*(?P<r>\d{1,2})\b(?=[^.;]*\b(?:map|tiles?|board|grid)\b)", re.I)


def read_board(text: str, move: str | None = None) -> Situation | None:
    """The number of players and the map of Region tiles they laid out."""
    players = _PLAYER_COUNT.search(text)
    grid = _MAP.search(text)
    if players is None or grid is None:
        return None
    count = first_number(players)
    if count is None or not 2 <= count <= 4:
        return None
    s = Situation("board")
    s.fact(players.group(0), "players", count)
    s.fact(grid.group(0), "map", f"{grid.group('c')}x{grid.group('r')}")
    s.state = s.template = {"players": count, "map": {"cols": int(grid.group("c")), "rows": int(grid.group("r"))}}
    return s


def _surrender(text: str, move: str | None = None) -> Situation | None:
    """A surrender told as done in a position; asked about in a question (a story and its
    ask, or a question that ends with one)."""
    if move is None and not text.rstrip().endswith("?"):
        return read_surrender(text, move)
    return read_surrender_asked(text, move)


TOLD = {"surrender": Reader(_surrender, asked_of_surrender),
        "conjuration": Reader(read_conjuration, positions_only=True),
        "moves": Reader(read_moves, positions_only=True),
        "attack-and-defend": Reader(read_attack_and_defend, positions_only=True),
        "minions": Reader(read_minions, positions_only=True),
        "invasion": Reader(read_invasion, positions_only=True),
        "plotting": Reader(read_plotting, positions_only=True),
        "board": Reader(read_board, positions_only=True)}
__all__ = ["TOLD"]
