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
from kb.games.old_ones_origins.players import ME, is_term, players_named
from kb.words import Situation, Wants, clauses

# a marker being revealed and resolved, not placed during Plotting
_RESOLVING = re.compile(r"\binfluence\s+(?:phase|turn)\b|\breveal\w*|\bflip\w*|\bresolv\w*|\buncover\w*|"
                        r"\bфаз\w*\s+влияни\w*|вскры\w*|разыгр\w*|перевор\w*", re.I)
_INFLUENCE_PHASE = re.compile(r"\binfluence\s+phase\b|\bфаз\w*\s+влияни\w*|\breveal\w*|\bвскры\w*", re.I)
_PLOTTING = re.compile(r"\bplott\w*|\bnext\s+marker\b|\bпланир\w*|\bзамысл\w*", re.I)
# stories of another rule that speaks of corners or Regions (a Rift between two Regions, a
# Seal), or told by a player who says which faction is theirs (their marker is "Hastur's" too)
_ELSEWHERE = re.compile(r"\brift\w*|\bseal\w*|\bразлом\w*|\bпечат\w*|\bI['’]m\s+(?-i:[A-Z])|\bI\s+am\s+(?-i:[A-Z])|"
                        r"\bplaying\s+as\b|\bиграю\s+за\b|\bя\s*[—-]\s*[А-ЯЁA-Z]", re.I)
# what the ask says that this reading does not weigh: a marker placed (Plotting's act), one
# put on top, a choice against another ("instead of going under", «а не», "avoid"), the turn
# going on after
_ASK_ELSEWHERE = re.compile(r"\bplac(?:e|ed|es|ing)\b|\bput\b|\bположит\w*|\bвыложит\w*|\bпоставит\w*|"
                            r"\bon\s+top\b|\bface[- ]?up\b|\bсверху\b|\binstead\s+of\b|\brather\s+than\b|"
                            r"\bother\s+than\b|\bavoid\w*|\bcontinu\w*|\bкроме\b|\bвместо\b|\bа\s+не\b|"
                            r"\bпродолж\w*|\bизбеж\w*|\boff[- ]limits\b", re.I)
# the player resolving: the asker ("I reveal", "my corner marker", «вскрываю», «мой жетон») or
# one named with a verb of revealing ("Hastur reveals", "Yog-Sothoth вскрывает")
_ACT = r"(?:reveal|flip|resolv|uncover|pick|choos|select|turn\w*\s+over|вскрыва|вскрыл|вскро|разыгр|выбира|выбрал|перевор)\w*"
_I_ACT = re.compile(rf"\bI(?:['’]m|\s+am)?\s+(?:\w+\s+)?{_ACT}|\bmy\s+(?:\w+\s+){{0,3}}(?:marker|token)s?\b|"
                    rf"\b(?:вскрыва|разыгрыва|выбира|переворачива)\w*ю\b|\bвскрою\b|"
                    rf"\b(?:мой|моя|мое|моё)\s+(?:\w+\s+){{0,2}}(?:жетон|маркер)\w*", re.I)
_NAMED_ACT = re.compile(rf"(?P<name>(?-i:[A-ZА-ЯЁ])[\w'’-]+(?:[ -](?-i:[A-ZА-ЯЁ])[\w'’-]+)?)\s+(?:(?:now|then|just|also|"
                        rf"теперь|сейчас)\s+)?{_ACT}|(?P<whose>(?-i:[A-ZА-ЯЁ])[\w-]+(?:[ -](?-i:[A-ZА-ЯЁ])[\w-]+)?)['’]s\s+"
                        rf"(?:turn|corner|(?:\w+\s+)?marker\s+in\s+a\s+corner)", re.I)
_CORNER = re.compile(r"\bcorner\s+(?:slot|marker|token|one|influence|invasion|dominion|conjuration|ascension)\w*|"
                     r"\b(?:a|the|its|one\s+of\s+the)\s+corner\b|\bугл\w*\s+(?:слот|жетон|маркер)\w*|"
                     r"\bв\s+угл\w*", re.I)
# the Regions a corner touches, listed: "touching Regions A and B", "between A and B", «касается регионов А и Б»
_TOUCH = re.compile(r"\btouch\w*|\bbetween\b|\bshared\b|\bborder\w*|\bкаса\w*|\bмежду\b|\bобщ\w*", re.I)
_CENTER = re.compile(r"\bcent(?:er|re)\w*|\bцентр\w*", re.I)
_TOP = re.compile(r"\bon\s+top\b|\btop\s+of\b|\bсверху\b|\bверхн\w*", re.I)
_EMPTY = re.compile(r"\bempty\b|\bno\s+markers?\b|\bnothing\b|\bпуст\w*|\bнет\s+(?:ни\s+одного\s+)?(?:маркер|жетон)\w*",
                    re.I)
# the parts of a sentence that each tell one stack ("… его собственный жетон, а в регионе B центр пуст")
_PART = re.compile(r",\s+(?:а|и|but|and|while|whereas)\s+|;\s*|\s+(?:while|whereas)\s+", re.I)
# a stack told with what lies under its top, of several Regions at once, or denied: read
# surely or not at all ("Hastur's marker on top of my own", "both centers", "isn't empty",
# "no allied marker")
_UNSURE = re.compile(r"\b(?:under|underneath|beneath|below|bottom)\b|\bпод\b|\bснизу\b|\bboth\b|\beach\b|"
                     r"\bоба\b|\bобоих\b|\bкажд\w*|\bcent(?:er|re)s\b|\bцентрах\b|"
                     # (a denial of the stack, not of a word about the marker: «ещё не разыгранный» is read)
                     r"\b(?:not|never|no)\b(?!\s+markers?\b)[^.,;]{0,25}?\b(?:empty|top|there|has|have|allied|enemy|own|"
                     r"markers?)\b|n['’]t\b|\bне\s+(?:\w+\s+)?(?:пуст|леж|наход|сто|ваш|мо[йяеё]|его|сво|союзн)\w*|\bни\b|"
                     r"\bon\s+top\s+of\s+(?!(?:the|its|their|that|this)\b[^.,;]{0,30}?\b(?:stack|center|centre|pile|slot)s?\b|"
                     r"(?:region\s+)?\w['’]s\s+(?:center|centre|stack))", re.I)
# a letter or number standing alone that no Region reading took: a Region not placed
_STRAY = re.compile(r"(?<![\w'’])(?:(?-i:[A-HJ-ZА-ЗЙ-ЯЁ])|\d{1,2})(?![\w'’])")

# whose marker is on top: the resolving player's own, the asker's, a named player's, an enemy's
_THEIR_OWN = re.compile(r"\b(?:his|her|their)\b|\ballied\b|\b(?:его|её|ее|их)\b|\bсво(?:й|его|я|е|ё|и|их)\b|"
                        r"\bсоюзн\w*", re.I)
_MY = re.compile(r"\b(?:my|mine)\b|\b(?:мой|моя|моё|мои|моих|моего|мо[её]м)\b", re.I)
_NAMED_EN = re.compile(r"(?P<name>(?-i:[A-Z])[\w-]*(?:[ -](?-i:[A-Z])[\w-]*)?)['’]s\b")
_NAMED_RU = re.compile(r"\b(?:маркер|жетон)\w*\s+(?:влияния\s+)?(?P<name>[А-ЯЁA-Z][\w-]*(?:[ -][А-ЯЁA-Z][\w-]*)?)")
_ENEMY = re.compile(r"\benemy\b|\bopponent\w*|\bsomeone\s+else\W?s\b|\b(?:another|other)\s+player\W?s\b|"
                    r"\bвражеск\w*|\bчуж\w*|\bпротивник\w*|\bсоперник\w*", re.I)
ENEMY = "an enemy"
# capitalised words that open a sentence and name no one
_NO_ONE_WORDS = """one its there this that both each my his her their our in on at during now then so but and already
also still region regions center centre slot stack marker markers token tokens wild resource what
в на у сейчас теперь потом уже там"""
_NO_ONE = frozenset(_NO_ONE_WORDS.split())

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
# a Region the ask means but this reading cannot place ("the right one", "the one whose center is empty")
_SOME_REGION = re.compile(r"\bregions?\b|\bрегион\w*|\bone\b", re.I)
# a Cyrillic letter that looks like a Latin one names the same Region ("Регион А" and "region A")
_LOOKALIKE = str.maketrans("АВЕКМНОРСТХ", "ABEKMHOPCTX")
# the Region chosen in the story: "pick Region B", "I want to resolve in A", «выбираю регион A»
_CHOOSES = re.compile(r"\b(?:pick|picks|picked|choose|chooses|chose|chosen|select\w*|send\w*|move\w*\s+it|"
                      r"want\w*\s+(?:to\s+)?(?:resolve|move|send|pick|choose)|выбира\w*|выбрал\w*|выбер\w*|"
                      r"хоч\w*\s+(?:разыграть|выбрать|переложить))\b", re.I)


_WHOSE = re.compile(r"\s+(?=(?:whose|where)\b)|,?\s+(?=(?:в\s+котором|где|у\s+которого)\b)", re.I)


def _parts(clause: str) -> list[str]:
    """A sentence's parts, each telling one stack: split at ", and", ";", "while" — and at a
    bare "and"/"but"/«а» when a center is told on each side ("A's center has my marker on
    top and B's center is empty")."""
    out = []
    # (a stack told in a relative clause, "a Region whose center has …": the head is a part of its own)
    for part in (p for q in _PART.split(clause) for p in _WHOSE.split(q)):
        cut = [m for m in re.finditer(r"\s+(?:and|but|а|и|но)\s+", part, re.I)
               if _CENTER.search(part[:m.start()]) and _CENTER.search(part[m.end():])]
        if len(cut) == 1:
            out += [part[:cut[0].start()], part[cut[0].end():]]
        else:
            out.append(part)
    return out


def _region_key(label: str) -> str:
    """A Region's name as compared across the story and the ask: its letter, or the stems
    of its words cut short ("northern" and "north", «левого» and «левым»)."""
    if len(label) <= 2:
        return label.translate(_LOOKALIKE).upper()
    return "".join(st[:3] if re.match(r"[а-яё]", st) else st[:4] for st in tokenize(label))


def _regions(text: str, known: dict[str, str]) -> list[tuple[str, int]]:
    """The Regions a text names, each as (key, where); ``known`` gathers each key's label."""
    found: list[tuple[str, str, int, int]] = []  # (key, label, where, end)
    for m in _REGION_NAMED.finditer(text):
        listed = [(m.group("x"), m.start(), m.end())]
        end = m.end()
        while (more := _MORE.match(text, end)) is not None:
            listed.append((more.group("x"), more.start("x"), more.end()))
            end = more.end()
        found += [(_region_key(x), f"Region {_region_key(x)}", at, to) for x, at, to in listed]
    found += [(_region_key(m.group("x")), f"Region {_region_key(m.group('x'))}", m.start(), m.end("x"))
              for m in _POSSESSIVE.finditer(text)]
    for m in _DIRECTION.finditer(text):
        found.append((_region_key(m.group("d") or m.group("d2") or m.group("dr")), m.group(0).strip(), m.start(),
                      m.end()))
    # a letter already named as a Region, said bare: "I want to resolve in A", "Can I pick B?"
    letters = [k for k in known if len(k) <= 2]
    if letters:
        bare = re.compile(rf"(?<![\w'’])(?P<x>{'|'.join(map(re.escape, letters))})(?![\w])")
        found += [(m.group("x"), known[m.group("x")], m.start(), m.end()) for m in bare.finditer(text.translate(_LOOKALIKE))
                  if not _opens(text, m.start())]
    for key, label, _, _ in found:
        known.setdefault(key, label)
    return [(key, at) for key, _, at, _ in sorted(found, key=lambda f: f[2]) if key]


def _stray(text: str) -> bool:
    """Whether a letter or number stands alone in the text outside every Region it names:
    a Region this reading cannot place («В центре А»)."""
    spans = [m.span("x") for rx in (_REGION_NAMED, _POSSESSIVE) for m in rx.finditer(text)]
    spans += [(m.start("x"), m.end("x")) for m in _MORE.finditer(text)]
    return any(not any(a <= m.start() < b for a, b in spans) and not _opens(text, m.start()) for m in _STRAY.finditer(text))


def _opens(text: str, at: int) -> bool:
    """Whether ``at`` opens a sentence: a capital there is a word ("A marker …", «В центре …»)."""
    return re.search(r"(?:^|[.!?:;])[\s\"'«(—-]*$", text[:at]) is not None


def _names(part: str) -> list[str]:
    """The players a part names: possessives ("Hastur's"), names with a verb ("Хастур
    положил"), names after a marker («маркер Хастура»); not the book's terms, not a Region."""
    out = [m.group("name") for m in _NAMED_EN.finditer(part)]
    out += [m.group("name") for m in _NAMED_RU.finditer(part)]
    out += [p for p, _ in players_named(part) if p != ME]
    return [n for n in dict.fromkeys(re.sub(r"['’]s$", "", n) for n in out)
            if len(n) > 2 and not is_term(n) and n.split()[0].lower() not in _NO_ONE]


def _owner(part: str, resolver: str) -> str | None:
    """Whose marker a stack's part says is on top — the resolving player's ("his own",
    «свой»), a named player's, an enemy's, the asker's ("my own marker") — when it says one
    owner only; None when it says none, or more than one."""
    owners = {_same_player(n, resolver) for n in _names(part)}
    if _THEIR_OWN.search(part):
        if resolver == ME:
            return None  # "his", «свой» of someone else than the asker resolving: whose is not sure
        owners.add(resolver)
    if _ENEMY.search(part):
        owners.add(ENEMY)
    if _MY.search(part):
        owners.add(ME)
    return owners.pop() if len(owners) == 1 else None


def _same_player(name: str, resolver: str) -> str:
    """A player named in another case ("маркер Хастура" of Хастур) as the resolving player."""
    return resolver if resolver != ME and set(tokenize(name)) & set(tokenize(resolver)) else name


def _resolver(text: str, stacks: list[str]) -> str | None:
    """The player whose marker it is: the asker, or the one player named with a verb of
    revealing or choosing — None when both, or several, are (whose it is is not sure)."""
    told = " ".join(p for c in clauses(text) for p in _parts(c) if p not in stacks)
    named = {m.group("name") or m.group("whose") for m in _NAMED_ACT.finditer(told)}
    named = {n for n in named if not is_term(n) and n.split()[0].lower() not in _NO_ONE
             and not re.fullmatch(r"(?i:i|я)", n)}
    me = _I_ACT.search(told) is not None
    if len(named) + me != 1:
        return ME if not named else None
    return named.pop() if named else ME


def read_influence(text: str, move: str | None = None) -> Situation | None:
    """An Influence marker being resolved, and the center stacks of the Regions it may go
    to; the Region is the one the ask names (or points back at), else the story's choice.
    What it cannot read surely — a stack told with what lies beneath, two Regions in one
    breath, a denial, a Region the ask means but does not name — is no reading."""
    ask = move or ""
    both = f"{text} {ask}"
    if not (_RESOLVING.search(both) or _CORNER.search(both) and _CHOOSES.search(both)) or _ELSEWHERE.search(both):
        return None
    plotting, phase = _PLOTTING.search(text), _INFLUENCE_PHASE.search(text)
    if plotting is not None and (phase is None or plotting.start() < phase.start()):
        return None  # a story of Plotting: where markers are placed, not how one resolves
    parts = [p for c in clauses(text) for p in _parts(c)]
    stacks = [p for p in parts if _CENTER.search(p) and (_TOP.search(p) or _EMPTY.search(p))]
    if not stacks:
        return None  # nothing told of a center stack: the book's plain steps answer
    # from here the story is a marker resolved against the stacks it tells: what cannot be
    # read surely is told and unread — the wording of a rule matched on it would answer one
    # case of it ("Can I pick B?" by "you cannot choose that Region", said of A)
    unsure = Situation("influence-resolution", unread=parts, step_unread=True)
    ru = re.search(r"[а-яё]", text, re.I) is not None
    that_region = "этот регион" if ru else "that Region"
    s = Situation("influence-resolution")
    known: dict[str, str] = {}
    resolver = _resolver(text, stacks)
    if resolver is None or _ASK_ELSEWHERE.search(ask):
        return unsure
    corner = _CORNER.search(both) is not None
    touching: list[str] = []
    centers: dict[str, str | None] = {}  # Region → whose marker is on top (None: the center is empty)
    chosen: str | None = None
    for part in parts:
        regions = list(dict.fromkeys(r for r, _ in _regions(part, known)))
        if part in stacks:
            if _UNSURE.search(part) or len(regions) > 1 or (not regions and _stray(part)):
                return unsure
            region = regions[0] if regions else _region_key(that_region)
            known.setdefault(region, that_region)
            owner = _owner(part, resolver)
            if _EMPTY.search(part) and not _TOP.search(part) and owner is None:
                centers[region] = None
            elif owner is not None and _TOP.search(part) and region not in centers:
                centers[region] = owner
            else:
                return unsure  # a marker on top whose owner is not told surely decides the ask
            s.fact(part, f"centers.{known[region]}", centers[region] or "empty")
            if _CHOOSES.search(part):
                chosen = region
        elif corner and _CORNER.search(part) and _TOUCH.search(part) and regions:
            touching = list(dict.fromkeys([*touching, *regions]))
            s.fact(part, "touching", [known[r] for r in touching])
        elif not corner and _CENTER.search(part) and len(regions) == 1:
            chosen = regions[0]  # a center marker: its own Region
            s.fact(part, "region", known[chosen])
        elif regions and _CHOOSES.search(part):
            if chosen is not None or len(regions) > 1:
                return unsure
            chosen = regions[0]
            s.fact(part, "region", known[chosen])
        elif regions or _stray(part):
            return unsure  # a Region told of that no reading here places
        else:
            s.unread.append(part)
    stacked = [r for r, who in centers.items() if who is not None]
    # the Region a story tells one stack of (the one with a marker on top, when it tells more)
    told = stacked[0] if len(stacked) == 1 else next(iter(centers)) if len(centers) == 1 else None
    asked = _asked_region(ask, known, touching, told, chosen)
    if asked is False:
        return unsure
    goes = (asked if corner else chosen) or chosen or told
    if goes is None or not isinstance(goes, str):
        return unsure
    if isinstance(asked, str):
        s.fact(ask, "asked_region", known[asked])
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
                  chosen: str | None) -> str | bool | None:
    """The Region the ask is about: one it names, "the other one", or one it points back at;
    None when it names none, False when it means one this reading cannot place."""
    named = list(dict.fromkeys(r for r, _ in _regions(ask, known)))
    if len(named) > 1:
        return False
    if named:
        return named[0]
    if _OTHER.search(ask):
        others = [r for r in touching if r not in (told, chosen)]
        return others[0] if len(others) == 1 else False
    if _THAT.search(ask):
        return chosen or told or False
    if _SOME_REGION.search(ask) or _stray(ask):
        return False
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
_CHOOSE = re.compile(r"\b(?:pick|choose|select|send|move)\w*|\bвыбра\w*|\bвыбер\w*|\bперелож\w*|"
                     r"\bперемест\w*|\bотправ\w*", re.I)
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
    if situation.state is None:
        return None  # told, not read surely: no test of it
    region = asked_region(situation)
    if _MUST.search(ask):
        if _UNDER.search(ask):
            return None  # "must it go under?" weighs the other Regions it may go to instead
        if _ANOTHER.search(ask) and not any(f["slot"] == "asked_region" for f in situation.facts):
            return Wants("another Region must be chosen",
                         lambda check, state: check["result"]["outcome"] == "choose_another_region")
        return Wants(f"{region} is the only Region the marker may go to",
                     lambda check, state: check["result"]["allowed_regions"] == [region])
    if _UNDER.search(ask):
        return Wants("the marker goes under the stack and the Influence turn ends",
                     lambda check, state: check["result"]["outcome"] == "slides_under")
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
