"""How an Influence marker's resolution is read from a player's words (English or Russian):
whose marker it is, its slot (a corner touching which Regions, or a Region's center), the
Region chosen for it, and whose marker lies on top of each Region's center stack told.

Regions are named the way players name them: "Region B", "Region 1", "A's center", "the
left Region", «северного Региона» — or not at all ("one of the Regions it touches", "the
Region whose center slot has Mia's marker on top"): then it is "that Region", and "that
Region", "there", «этот регион» in the ask point back to it.

Two defaults, each stated in the reading when used: a Region the corner marker is chosen
for (or asked about) is one it touches — the book lets a corner marker go only to a Region
it touches, and a story that picks one tells that much; and a Region whose center stack the
story does not tell has no marker on top.
"""
from __future__ import annotations

import re

from corpus.tokens import tokenize
from kb.games.old_ones_origins.players import ME, is_term, subject
from kb.words import Situation, Wants, clauses

# a marker being revealed and resolved, not placed during Plotting
_RESOLVING = re.compile(r"\binfluence\s+(?:phase|turn)\b|\breveal\w*|\bflip\w*|\bresolv\w*|\buncover\w*|"
                        r"\bфаз\w*\s+влияни\w*|вскры\w*|разыгр\w*|перевор\w*", re.I)
# (a corner marker and a Region chosen for it is a resolution too, unless the story is of Plotting)
_PLOTTING = re.compile(r"\bplott\w*|\bnext\s+marker\b|\bпланир\w*|\bзамысл\w*", re.I)
# the verb of the player whose marker it is ("Hastur reveals …", "Yog-Sothoth вскрывает …")
_ACTS = re.compile(r"\b(?:reveal|flip|resolv|uncover|pick|choos|select)\w*|\bвскрыв\w*|\bвскро\w*|\bразыгр\w*|"
                   r"\bперевор\w*|\bвыбира\w*", re.I)
_CORNER = re.compile(r"\bcorner\b|\bугл\w*", re.I)
# the Regions a corner touches, listed: "touching Regions A and B", "between A and B", «касается регионов А и Б»
_TOUCH = re.compile(r"\btouch\w*|\bbetween\b|\bshared\b|\bborder\w*|\bкаса\w*|\bмежду\b|\bобщ\w*", re.I)
_CENTER = re.compile(r"\bcent(?:er|re)\w*|\bцентр\w*", re.I)
_TOP = re.compile(r"\bon\s+top\b|\btop\s+of\b|\bсверху\b|\bверхн\w*", re.I)
_EMPTY = re.compile(r"\bempty\b|\bno\s+markers?\b|\bnothing\b|\bпуст\w*|\bнет\s+(?:ни\s+одного\s+)?(?:маркер|жетон)\w*",
                    re.I)
# the parts of a sentence that each tell one stack ("… его собственный жетон, а в регионе B центр пуст")
_PART = re.compile(r",\s+(?:а|и|but|and|while|whereas)\s+|;\s*|\s+(?:while|whereas)\s+", re.I)

# whose marker is on top: the resolving player's own, the asker's, a named player's, an enemy's
_THEIR_OWN = re.compile(r"\b(?:his|her|their)\s+own\b|\bone\s+of\s+(?:his|her|their)\b|\ballied\b|"
                        r"\b(?:его|её|ее|их)\s+(?:же|собственн\w*)|\bсво(?:й|его|я|е|ё|и|их)\b|\bсоюзн\w*", re.I)
_MY_OWN = re.compile(r"\bmy\s+own\b|\bone\s+of\s+my\b|\b(?:мой|моя|моё|мои|моих|моего)\s+(?:же|собственн\w*)", re.I)
_MY = re.compile(r"\b(?i:my|mine)\b|\bMY\b|\b(?i:мой|моя|моё|мои|моих|моего)\b")
_NAMED_EN = re.compile(r"(?P<name>[A-Z][\w-]*(?:[ -][A-Z][\w-]*)?)['’]s\s+(?:(?:own|other|influence|invasion|dominion|"
                       r"conjuration|ascension|face-?down|revealed|unrevealed)\s+)*(?:markers?|tokens?)\b", re.I)
_NAMED_RU = re.compile(r"\b(?:маркер|жетон)\w*\s+(?:влияния\s+)?(?P<name>[А-ЯЁA-Z][\w-]*(?:[ -][А-ЯЁA-Z][\w-]*)?)")
_ENEMY = re.compile(r"\benemy\b|\bopponent\w*|\bsomeone\s+else\W?s\b|\b(?:another|other)\s+player\W?s\b|"
                    r"\bвражеск\w*|\bчуж\w*|\bпротивник\w*|\bсоперник\w*", re.I)
ENEMY = "an enemy"

# Regions: "Region B", "Regions A and B", "регионов А и Б", "A's center", the left / northern one
_LETTER = r"(?-i:[A-HJ-ZА-ЯЁ]|\d{1,2})(?!\w)"  # not "I": "the Region I want"
_REGION_NAMED = re.compile(rf"\b(?:regions?|регион\w*)\s+(?P<x>{_LETTER})", re.I)
_MORE = re.compile(rf"\s*(?:,|\band\b|\bor\b|&|\bи\b|\bили\b)\s*(?:(?:regions?|регион\w*)\s+)?(?P<x>{_LETTER})", re.I)
_POSSESSIVE = re.compile(rf"\b(?P<x>{_LETTER})['’]s\s+(?i:center|centre|stack)")
_DIRECTION = re.compile(r"\b(?P<d>(?:upper|lower|top|bottom)[- ](?:left|right)|left|right|north\w*|south\w*|east\w*|"
                        r"west\w*|upper|lower)(?:[- ]hand)?\s+regions?\b|"
                        r"\bregion\s+(?:to\s+the|on\s+the)\s+(?P<d2>left|right|north|south|east|west)\b|"
                        r"\b(?P<dr>(?:северо-|юго-)?(?:северн|южн|восточн|западн|лев|прав|верхн|нижн)\w*)\s+регион\w*",
                        re.I)
# a Region pointed back at: "that Region", "there", «этот регион», «туда»
_THAT = re.compile(r"\b(?:that|this|the\s+same)\s+(?:one|region)\b|\bthere\b|\bэт\w+\s+регион\w*|\bтот\s+(?:же\s+)?регион\w*|"
                   r"\bтуда\b|\bтам\b", re.I)
_OTHER = re.compile(r"\b(?:the\s+)?other\s+(?:one|region)\b|\banother\s+region\b|\bдруг\w+\s+регион\w*", re.I)
# a Cyrillic letter that looks like a Latin one names the same Region ("Регион А" and "region A")
_LOOKALIKE = str.maketrans("АВЕКМНОРСТХ", "ABEKMHOPCTX")
# the Region chosen in the story: "pick Region B", "I want to resolve in A", «выбираю регион A»
_CHOOSES = re.compile(r"\b(?:pick|picks|picked|choose|chooses|chose|chosen|select\w*|send\w*|move\w*\s+it|"
                      r"want\w*\s+(?:to\s+)?(?:resolve|move|send|put|pick|choose|go)|выбира\w*|выбрал\w*|выбер\w*|"
                      r"хоч\w*\s+(?:разыграть|выбрать|переложить))\b", re.I)


def _region_key(label: str) -> str:
    """A Region's name as compared across the story and the ask: its letter, or the stems
    of its words ("northern" and "north", «северного» and «северный»)."""
    if len(label) <= 2:
        return label.translate(_LOOKALIKE).upper()
    return "".join(s[:4] for s in tokenize(label))


def _regions(text: str, known: dict[str, str]) -> list[tuple[str, int]]:
    """The Regions a text names, each as (key, where); ``known`` gathers each key's label."""
    found: list[tuple[str, str, int]] = []  # (key, label, where)
    for m in _REGION_NAMED.finditer(text):
        listed = [(m.group("x"), m.start())]
        end = m.end()
        while (more := _MORE.match(text, end)) is not None:
            listed.append((more.group("x"), more.start("x")))
            end = more.end()
        found += [(_region_key(x), f"Region {_region_key(x)}", at) for x, at in listed]
    found += [(_region_key(m.group("x")), f"Region {_region_key(m.group('x'))}", m.start())
              for m in _POSSESSIVE.finditer(text)]
    for m in _DIRECTION.finditer(text):
        found.append((_region_key(m.group("d") or m.group("d2") or m.group("dr")), m.group(0).strip(), m.start()))
    # a letter already named as a Region, said bare: "I want to resolve in A"
    letters = [k for k in known if len(k) <= 2]
    if letters:
        bare = re.compile(rf"\b(?:in|into|to|for|в|во)\s+(?P<x>{'|'.join(map(re.escape, letters))})(?!\w)")
        found += [(m.group("x"), known[m.group("x")], m.start()) for m in bare.finditer(text)]
    for key, label, _ in found:
        known.setdefault(key, label)
    return [(key, at) for key, _, at in sorted(found, key=lambda f: f[2]) if key]


def _owner(part: str, resolver: str) -> str | None:
    """Whose marker a stack's part says is on top: the resolving player's ("his own"), a
    named player's, an enemy's, or the asker's ("my own marker"); None when it does not say."""
    if _THEIR_OWN.search(part):
        return resolver
    if _MY_OWN.search(part):
        return ME
    for rx in (_NAMED_EN, _NAMED_RU):
        for m in rx.finditer(part):
            name = m.group("name")
            if len(name) > 2 and not is_term(name):  # not "B's marker" (a Region), not «жетон Господства»
                return _same_player(name, resolver)
    if _ENEMY.search(part):
        return ENEMY
    if _MY.search(part):
        return ME
    return None


def _same_player(name: str, resolver: str) -> str:
    """A player named in another case ("маркер Хастура" of Хастур) as the resolving player."""
    return resolver if resolver != ME and set(tokenize(name)) & set(tokenize(resolver)) else name


def read_influence(text: str, move: str | None = None) -> Situation | None:
    """An Influence marker being resolved, and the center stacks of the Regions it may go
    to; the Region is the one the ask names (or points back at), else the story's choice."""
    both = f"{text} {move or ''}"
    if not _RESOLVING.search(both) and not (_CORNER.search(both) and _CHOOSES.search(both) and not _PLOTTING.search(both)):
        return None
    ru = re.search(r"[а-яё]", text, re.I) is not None
    that_region = "этот регион" if ru else "that Region"
    s = Situation("influence-resolution")
    known: dict[str, str] = {}
    act = _ACTS.search(text)
    resolver = (subject(text, act.start(), ME) if act is not None else None) or ME
    corner = _CORNER.search(both) is not None
    touching: list[str] = []
    centers: dict[str, str | None] = {}  # Region → whose marker is on top (None: the center is empty)
    chosen: str | None = None
    for clause in clauses(text):
        read = False
        for part in _PART.split(clause):
            regions = _regions(part, known)
            if _CENTER.search(part) and (_TOP.search(part) or _EMPTY.search(part)):
                region = regions[-1][0] if regions else _region_key(that_region)
                known.setdefault(region, that_region)
                if _EMPTY.search(part) and not _TOP.search(part):
                    centers[region] = None
                elif (owner := _owner(part, resolver)) is not None:
                    centers[region] = owner
                else:
                    return None  # a marker on top whose owner is not told decides the ask: no reading
                s.fact(part, f"centers.{known[region]}", centers[region] or "empty")
                read = True
                if _CHOOSES.search(part):
                    chosen = region
            elif _CORNER.search(part) and _TOUCH.search(part) and regions:
                touching = list(dict.fromkeys([*touching, *(r for r, _ in regions)]))
                s.fact(part, "touching", [known[r] for r in touching])
                read = True
            elif not corner and _CENTER.search(part) and regions:
                chosen = regions[0][0]  # a center marker: its own Region
                s.fact(part, "region", known[chosen])
                read = True
            if corner and _CHOOSES.search(part) and regions and chosen is None:
                chosen = regions[-1][0]
                s.fact(part, "region", known[chosen])
                read = True
        if not read:
            s.unread.append(clause)
    if not centers:
        return None  # nothing told of a center stack: the book's plain steps answer
    stacked = [r for r, who in centers.items() if who is not None]
    # the Region a story tells one stack of (the one with a marker on top, when it tells more)
    told = stacked[0] if len(stacked) == 1 else next(iter(centers)) if len(centers) == 1 else None
    asked = _asked_region(move or "", known, touching, told, chosen)
    goes = (asked if corner else chosen) or chosen or told
    if goes is None:
        return None
    if asked is not None:
        s.fact(move or "", "asked_region", known[asked])
    if corner:
        # (Regions the story lists as touched are all of them: one asked about beyond them is not touched)
        listed = bool(touching)
        for r in (goes, *stacked):
            if r not in touching and (not listed or known[r] == that_region):
                touching.append(r)
                s.assumed.append(f"{known[r]} is one of the Regions the corner marker touches")
    for r in touching:
        if r not in centers:
            s.assumed.append(f"no marker is on top in {known[r]}'s center (not told)")
    s.state = s.template = {
        "player": resolver, "slot": "corner" if corner else "center", "region": known[goes],
        "touching": [known[r] for r in touching] if corner else [],
        "centers": {known[r]: [{"player": who}] for r, who in centers.items() if who is not None}}
    return s


def _asked_region(ask: str, known: dict[str, str], touching: list[str], told: str | None,
                  chosen: str | None) -> str | None:
    """The Region the ask is about: one it names, "the other one", or one it points back at."""
    named = [r for r, _ in _regions(ask, known)]
    if named:
        return named[0]
    if _OTHER.search(ask):
        others = [r for r in touching if r not in (told, chosen)]
        return others[0] if len(others) == 1 else None
    if _THAT.search(ask):
        return chosen or told
    return None


def asked_region(situation: Situation) -> str:
    """The Region the ask is about, as the state names it."""
    told = next((f["value"] for f in situation.facts if f["slot"] == "asked_region"), None)
    return str(told or (situation.state or {}).get("region") or "")


# what the ask wants of the resolution
_UNDER = re.compile(r"\b(?:under|underneath|beneath|below|face[- ]?down)\b|\bturn\s+(?:is\s+)?(?:over|done|ends?|ended)\b|"
                    r"\bends?\s+(?:my|his|her|their|the)\s+(?:influence\s+)?turn\b|\bпод\b|\bлицом\s+вниз|"
                    r"\bход\w*\s+(?:влияния\s+)?(?:заканчива|оконч|заверш)\w*|\b(?:заканчива|оконч|заверш)\w*\s+(?:мой\s+|его\s+)?ход",
                    re.I)
_MUST = re.compile(r"\b(?:have|has)\s+to\b|\bmust\b|\bneed\s+to\b|\bforced\b|\bобязан\w*|\bдолж\w*|\bприд[её]тся|"
                   r"\bнужно\b|\bнадо\b", re.I)
_ANOTHER = re.compile(r"\b(?:another|other|different|else|instead)\b|\bдруг\w*|\bвместо\b", re.I)
_RESOLVE = re.compile(r"\bresolv\w*|\btake\s+effect\b|\bразыгр\w*|\bсработа\w*", re.I)
_CHOOSE = re.compile(r"\b(?:pick|choose|select|send|move|put|go|place)\w*|\bвыбра\w*|\bвыбер\w*|\bперелож\w*|"
                     r"\bперемест\w*|\bположить\b|\bотправ\w*", re.I)
# an ask that names nothing ("Legal?", «Так можно?»): it asks of the choice the story tells
_BARE = re.compile(r"^\W*(?:(?:is|was)\s+(?:that|this|it)\s+)?(?:legal|allowed|ok|okay|fine|possible|right|correct)\W*$|"
                   r"^\W*(?:can|may)\s+(?:i|he|she|they)(?:\s+do\s+that)?\W*$|"
                   r"^\W*(?:так\s+)?(?:можно|законно|разрешено|допустимо|правильно)\W*$", re.I)
_WHAT = re.compile(r"^\s*(?:so\s+)?(?:what|where|which|что|куда|какой|где)\b", re.I)


def asked_of_influence(ask: str, situation: Situation) -> Wants | None:
    """What the ask wants of the marker's resolution: whether it goes under the marker on
    top (and the Influence turn ends), whether another Region must be chosen, whether it
    resolves in the Region asked about, whether that Region may be chosen; "what happens?"
    runs it without a yes/no."""
    region = asked_region(situation)
    if _UNDER.search(ask):
        return Wants("the marker goes under the stack and the Influence turn ends",
                     lambda check, state: check["result"]["outcome"] == "slides_under")
    if _MUST.search(ask):
        if _ANOTHER.search(ask) and not any(f["slot"] == "asked_region" for f in situation.facts):
            return Wants("another Region must be chosen",
                         lambda check, state: check["result"]["outcome"] == "choose_another_region")
        return Wants(f"{region} is the only Region the marker may go to",
                     lambda check, state: check["result"]["allowed_regions"] == [region])
    if _RESOLVE.search(ask):
        return Wants(f"the Influence resolves in {region}", lambda check, state: check["result"]["outcome"] == "resolves"
                     and check["result"]["region"] == region)
    if _CHOOSE.search(ask):
        return Wants(f"{region} may be chosen",
                     lambda check, state: not check["violations"] and region in check["result"]["allowed_regions"])
    told = next((f["text"] for f in situation.facts if f["slot"] == "region"), None)
    if told is not None and _BARE.match(ask):
        return asked_of_influence(told, situation)
    if _WHAT.search(ask):
        return Wants("where the Influence resolves", lambda check, state: None)
    return None
