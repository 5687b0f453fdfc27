"""Check: the snapshot a question is asked about, and the game's engine run on it.

The snapshot is the state the caller sent; else, in a conversation, the one its last
question left (a follow-up: "and what if he had an Elder Sign?"); else the player's story,
when an executable kind of the game can read it (a Mythos negation chain told in words)
and the ask wants something of that kind's result ("is it still in force?"). The executed
check then answers, ahead of any rule the question is linked to.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import product
from typing import Any

from pydantic import ValidationError

from kb.game import GameRules
from kb.words import Situation, Wants, filled
from service import errors
from service.conversations import Conversation
from service.decide import (
    NOT_DOING_ASKED,
    Decision,
    asks_what_keeps_a_thing,
    asks_what_stops_someone,
    bare_permission,
    last_told,
    step_stopped_at,
)
from service.errors import ApiError
from service.questions import RELATIVE_DENIED_CLAUSE, question_type
from service.reading import Reading, of_this_game
from service.settings import THRESHOLDS


def untold_states(situation: Situation, told: list[int]) -> tuple[list[tuple[tuple, dict[str, Any]]] | None, int]:
    """Every state the facts a story leaves untold can make of its template, each with the
    values that make it, and how many (None past settings' ``untold_tries``). Numbers are
    tried at 0, 1, …, one past the count of untold facts, and at each number told and one
    past it — every order the untold numbers can stand in among themselves and the told
    ones; yes/no facts both ways; a choice (whose turn) at each of its values."""
    assert situation.template is not None
    said = {n for n in told if n < 100}
    numbers = sorted(set(range(len(situation.open) + 2)) | said | {n + 1 for n in said})
    domains = [list(u) if isinstance(u, tuple) else [True, False] if u == "bool"
               else [v for v in numbers if v >= (u == "count")] for u in situation.open.values()]
    tries = 1
    for dom in domains:
        tries *= len(dom)
    if tries > THRESHOLDS.untold_tries:
        return None, tries
    return [(values, filled(situation.template, dict(zip(situation.open, values, strict=True))))
            for values in product(*domains)], tries


# the ask proposes a step: whether it is legal (outcome() reads the step's violations)
LEGAL = Wants("legal", lambda check, state: None)
# a story's last sentence that concludes: "That makes it 2 Power total.", "So I pay 4.", "Итого 3."
_CONCLUDES = re.compile(r"^\s*(?:that|so|which|this|итого|значит|то есть|выходит|получается)\b", re.I)
# asked of a story told to its last step ("… so I sacrifice 2 of my own Cultists to bring it
# back. Fine?"): a rule the engine finds broken whatever the untold facts answers "no"; no
# rule broken answers nothing — a kind's state holds only some of what a story tells ("before
# his modifier applies"), so finding nothing wrong in it is no "yes"
LEGAL_TOLD = Wants("legal as told", lambda check, state: None)


@dataclass(frozen=True)
class Tried:
    """The check run for every value of the facts a story leaves untold."""
    value: bool | None  # the answer, when the same for every value (None: it differs, or too many to try)
    rule: str | None  # the rule that decided it
    tries: int
    broken: frozenset[str] = frozenset()  # the rules the proposed step broke for some values
    # the untold facts the answer turns on: changing one alone changes it (the others are
    # not worth asking: "what did it cost?" when whether it happens turns on legality alone)
    turns_on: frozenset[str] = frozenset()
    # the rules every tried run took a step by, in the order of the first: what the answer
    # rests on when no rule was broken (the one the question is closest to leads its citations)
    steps: tuple[str, ...] = ()

    def settles(self, rule: str | None) -> bool:
        """Whether the engine speaks to what ``rule`` decides: a rule it found broken for
        some values is one whose answer depends on the untold facts."""
        return rule in self.broken


@dataclass(frozen=True)
class Snapshot:
    """The check stage's output."""
    state: dict[str, Any] | None  # the state the check ran on (sent, remembered, or read from the story)
    kind: str | None  # the kind it was asked to run as (None: the kind whose state it is)
    situation: Situation | None  # the story read as a kind's state, when the ask wants that kind's result
    wants: Wants | None  # what the ask wants of the kind's result
    qtype: str  # timing | negation | validation | lookup
    check: dict[str, Any] | None  # the executed check: kind, result, trace, violations
    untold: Tried | None = field(default=None)  # the check run for each value of untold facts
    # a kind read the story but could not place a step it tells ("I burned 2 of my Cultists to
    # negate it"): the story turns on steps nothing here read, and no rule's wording settles it
    step_unread: bool = False
    # the ask asks whether something stops someone's step (asks_what_stops_someone), whose
    # legality the snapshot asked: stopped is the step not being legal
    stops: bool = False

    def decision(self, reading: Reading) -> Decision:
        """The verdict of a story run as its kind: the result field the ask wants (or
        whether the step it proposes is legal), flipped for "is it negated?" and for a
        question asked in the negative. Facts the story does not give are asked back,
        unless the answer is the same whatever they are."""
        situation, wants, check = self.situation, self.wants, self.check
        assert situation is not None
        d = Decision(needs=situation.needs_in(reading.lang))
        if wants is None or not reading.yes_no or situation.step_unread or asks_what_keeps_a_thing(reading):
            # (a step the story tells that the reader could not place — "Соперник уничтожил
            # его заклинанием" — may be what decides: the state is not the story's; nor does a
            # result field say whether a thing is kept from an act)
            return d
        if self.untold is not None:
            value, d.rule, tried = self.untold.value, self.untold.rule, self.untold.tries
            if value is None:
                d.needs = [n for n in d.needs if n["slot"] in self.untold.turns_on] or d.needs
                return d
            d.needs = []
            d.facts = [{"text": f"not told: {situation.untold(reading.lang)}", "slot": "untold",
                        "value": f"same answer for all {tried} values tried"
                                 + (", the steps told as taken being legal" if situation.move or wants.after_told else "")}]
        elif check is None or d.needs:
            return d
        else:
            if _broken_before(check["violations"], situation.move):
                # the steps the story tells as taken already break a rule as read: the step
                # proposed is not judged against them (as with values tried, below)
                return d
            value, d.rule = outcome(check, self.state or {}, wants, situation.move)
            if value is None:
                return d
            d.facts = [{"text": wants.name, "slot": wants.name, "value": value}]
        if reading.mixed:
            return d  # "it doesn't happen, but the cost stays paid": the engine's one value answers neither
        if value and (wants is LEGAL or situation.move) and reading.asks == "obligation" and not reading.negative:
            # "Must I sacrifice 3 Cultists to stop it?": a step that is legal, or that stops it, is
            # allowed or enough, not required (a smaller one may do); an illegal one is no duty
            return d
        # (and stopped is the step not being legal)
        if reading.negative and not wants.denial_is_its_own or self.stops:
            value = not value
        elif wants is not LEGAL and wants is not LEGAL_TOLD and NOT_DOING_ASKED.search(reading.ask):
            # «Можно ли не платить за него?» asks whether the cost may be left unpaid: a cost
            # the rule has paid is not (a step proposed is another question: its legality)
            value = not value
        d.verdict = "yes" if value else "no"
        told = list(dict.fromkeys(f["text"].rstrip(".?!;, ") for f in situation.facts))
        d.why = "; ".join(t for t in told if not any(t != o and t in o for o in told))
        return d


# the "from" that ends what stops in "Does a Red 0 stop Leon from …"
_FROM_END = re.compile(r"\s*\bfrom\s*$", re.I)
# the book's own example asked of: "in the rulebook example", «в примере из правил»
_BOOKS_EXAMPLE = re.compile(r"\b(?:in|from|of)\s+the\s+(?:rule\s*book(?:['’]s)?\s+|book(?:['’]s)?\s+|rules(?:['’])?\s+)?example\b|"
                            r"\bв\s+примере\b|\bиз\s+примера\b", re.I)


def outcome(check: dict, state: dict, wants: Wants, move: str | None) -> tuple[bool | None, str | None]:
    """What the ask wants of an executed check, and the rule that decides it: the kind's
    own test of the result, or whether the proposed step broke no rule (the first rule it
    broke decides "no")."""
    if wants is LEGAL or wants is LEGAL_TOLD:
        broke = [v["rule"] for v in check["violations"] if _at(v["path"], move)]
        if wants is LEGAL_TOLD and not broke:
            return None, None
        return not broke, broke[0] if broke else None
    rests_on = wants.rests_on if wants.tests_rule or any(t["rule"] == wants.rests_on for t in check.get("trace") or []) \
        else None
    return wants.test(check, state), rests_on


def _broken_before(violations: list[dict], move: str | None) -> list[dict]:
    """The violations of the steps a story tells as taken, before the step it proposes (none
    when it proposes none)."""
    return [v for v in violations if move is not None and not _at(v["path"], move)]


def _at(path: str, move: str | None) -> bool:
    """Whether a violation's path is in the proposed step (anywhere, when the story
    proposes none: the whole of what it tells is asked about)."""
    if move is None:
        return True
    at = f"state.{move}"
    return path == at or path.startswith(at + ".") or path.startswith(at + "[")


class Checker:
    def __init__(self, kb: dict[str, GameRules]):
        self.kb = kb
        self._routines: dict[tuple[str, str], frozenset[str]] = {}  # (game, kind) → the rules of its plain run

    def snapshot(self, game: str, question: str, reading: Reading, lang: str, conv: Conversation,
                 state: dict | None, kind: str | None) -> Snapshot:
        """The snapshot of the question, run (``lang`` is the answer's language: the
        question's type is read in it)."""
        follow_up = state is None and conv.state is not None and conv.game == game
        if follow_up:
            state, kind = conv.state, kind or conv.kind
        # a story an executable kind reads (a negation chain told in words) becomes its state,
        # when the ask wants something of that kind's result ("is it still in force?")
        situation, wants = None, None
        step_unread = False
        rules = self.kb.get(game)
        # (not a question of what the book's example says: "In the rulebook example, does Leon
        # stop Misdirection with an Elder Sign?" asks of the book's words, not of a step to run)
        # (nor of a thing told by what it is not: "Can an Arcana card that doesn't have a red 0 be
        # stopped …?" gives no red value to run — a reader would take the 0 said)
        if state is None and rules is not None and rules.readers and not _BOOKS_EXAMPLE.search(question) \
                and not RELATIVE_DENIED_CLAUSE.search(question):
            # the story, with the ask read for a step it proposes or a fact it adds
            # ("… Can I discard that one?", "Will my 'prevent 2 wounds' work against it?")
            # the first kind whose reading the ask wants something of ("Does it still get that
            # attack off?" asks of an attack, not of the standing the same story tells); for a
            # count, the first complete one
            read_as: list[Situation] = []  # the readers run one by one, up to the first the ask wants
            # "That makes it 2 Power total. Fine?": an ask that names nothing asks of the
            # conclusion the story ends on (not of a step it tells: "The spell costs 3, so I
            # exhaust my Sorcerers to pay for it. Legal?" asks whether that is legal)
            told = last_told(reading)
            asking = f"{told} {reading.ask}" if told and _CONCLUDES.match(told) else reading.ask
            # (a story's clauses of another game are no state of this one: "Last time my
            # prevention was lost when its card left play. This game its source is still in play.")
            told_as, move = (of_this_game(reading.story), reading.ask) if reading.has_story else (question, None)
            if not reading.has_story and (at := step_stopped_at(reading)) is not None:
                # "Does a Red 0 stop Leon from sacrificing Cultists against the card?": what stops
                # is told, the step after "from" is the one asked of
                told_as, move = _FROM_END.sub("", reading.ask[:at]), reading.ask[at:]
            for s in rules.readings(told_as, move=move):
                read_as.append(s)
                wants = rules.readers[s.kind].asked(asking, s)
                if wants is not None:
                    situation = s
                    break
            else:
                step_unread = any(s.step_unread for s in read_as)
                complete = [s for s in read_as if s.state is not None and not s.needs]
                pick = complete if reading.counts and complete else read_as
                situation = pick[0] if pick else None
            bare = reading.asks == "permission" and bare_permission(reading.ask, reading.story)
            if wants is None and situation is not None and reading.yes_no \
                    and not situation.step_unread and not situation.share_unread \
                    and (situation.move is not None and (reading.proposes or bare)
                         # (all of it read: a part not read may be what makes it legal, "I only
                         # have 1 Cultist left" beside a friend's 2 against Red 3)
                         or reading.has_story and bare and not situation.unread):
                # "Can I sacrifice Cultists against it?", or a step the story says is wanted
                # ("Now I want to reinstate it by sacrificing my own cultists. Is that allowed?"):
                # is the step legal? — or, asked of a story told to its last step ("… so I
                # sacrifice 2 of my own Cultists to bring it back. Fine?"), does it break a rule?
                wants = LEGAL if situation.move is not None else LEGAL_TOLD
            # an ask for a number the check computes: "How many wounds get through?", "Сколько ран пройдёт?"
            counts = situation is not None and situation.state is not None and reading.counts
            if wants is None and not counts:
                situation = None
            elif situation is not None and situation.state is not None and not situation.needs:
                state, kind = situation.state, situation.kind
        if situation is None and state is not None and rules is not None and rules.readers and reading.yes_no:
            # a state sent, corrected or remembered, asked a yes/no question of its result ("Is
            # Misdirection still in force?"): the ask wants of it what it would of a story
            situation, wants = self._sent(rules, state, kind, reading)
        stops = wants is not None and wants is not LEGAL_TOLD and situation is not None and situation.move is not None \
            and asks_what_stops_someone(reading)
        if stops:
            # "Red 3 on me. Does that stop me from sacrificing 2 Cultists?" asks whether the step
            # it names is legal, whatever the kind read it to want (its effect in force, with the
            # illegal step applied) — for every value the story leaves untold too ("Red 0 …
            # stop us from sacrificing Cultists?": however many)
            wants = LEGAL
        untold = None
        if situation is not None and wants is not None and situation.needs and situation.template is not None:
            untold = self.over_untold(game, situation, wants, reading)
        # the story's "first", "before" or "after" tell what happened, the ask what is asked
        qtype = question_type(reading.ask, lang, state is not None, kind)
        check = self.run_check(game, state, kind, qtype, lang) if state is not None else None
        if wants is LEGAL_TOLD and situation is not None:
            broken = untold.value is False if untold is not None else \
                check is not None and outcome(check, state or {}, wants, None)[0] is False
            if not broken:
                # nothing the engine can see is broken: the rules' norms may still answer
                situation, wants, untold, state, kind, check = None, None, None, None, None, None
                qtype = question_type(reading.ask, lang, False, None)
        return Snapshot(state, kind, situation, wants, qtype, check, untold, step_unread, stops=stops)

    @staticmethod
    def _sent(rules: GameRules, state: dict, kind: str | None, reading: Reading) -> tuple[Situation | None, Wants | None]:
        """A sent state as the situation its kind's reader asks of (no facts: nothing was read)."""
        try:
            kind = kind or rules.kind_for(state)
        except ValidationError:
            return None, None  # the check reports what does not parse
        if kind not in rules.readers:
            return None, None
        sent = Situation(kind, state=state)
        wants = rules.readers[kind].asked(reading.ask, sent)
        return (sent, wants) if wants is not None else (None, None)

    def over_untold(self, game: str, situation: Situation, wants: Wants, reading: Reading) -> Tried:
        """The check run for every value of the facts the story leaves untold
        (``untold_states``): its answer when that is the same for all of them, else None."""
        states, tries = untold_states(situation, [n.value for n in reading.numbers])
        if states is None:
            return Tried(None, None, tries)
        seen: set[bool] = set()
        rule = None
        broken: set[str] = set()
        answers: dict[tuple, bool] = {}
        steps: list[str] | None = None
        for values, state in states:
            try:
                res = self.kb[game].resolve(situation.kind, state)
            except ValidationError:
                continue  # values the state's model refuses are no position at all
            violations = [v.model_dump() for v in res.violations]
            told = violations if wants.after_told and situation.move is None else \
                _broken_before(violations, situation.move)
            if told:
                # a step the story tells as taken ("Leon sacrificed Cultists to block it") is
                # not one these values make illegal: the ask is about the step it proposes, or
                # about what follows the steps told
                continue
            value, broke = outcome({"result": res.result, "violations": violations}, state, wants, situation.move)
            if value is None:
                return Tried(None, None, tries)
            seen.add(value)
            answers[values] = value
            rule = rule or broke
            broken |= {broke} if broke else set()
            taken = list(dict.fromkeys(t.rule for t in res.trace))
            steps = taken if steps is None else [r for r in steps if r in taken]
        slots = list(situation.open)
        turns_on = {slots[i] for i in range(len(slots))
                    if len({(k[:i] + k[i + 1:], v) for k, v in answers.items()}) > len({k[:i] + k[i + 1:] for k in answers})}
        return Tried(seen.pop() if len(seen) == 1 else None, rule, tries, frozenset(broken), frozenset(turns_on),
                     tuple(steps or ()))

    def resting_rule(self, game: str, kind: str, steps: list[str] | tuple[str, ...],
                     ranked: list[tuple[str, float]]) -> str | None:
        """The rule a verdict the engine computed without breaking one rests on: of the
        rules its run took steps by, those a plain run of the kind does not take (the
        attack's wounds after modifiers is no reason for an effect's end), the one the
        question is closest to."""
        special = [r for r in steps if r not in self._routine(game, kind)] or list(steps)
        return next((r for r, _ in ranked if r in special), special[-1] if special else None)

    def _routine(self, game: str, kind: str) -> frozenset[str]:
        """The rules a plain run of the kind takes steps by: its example's."""
        if (game, kind) not in self._routines:
            example = self.kb[game].examples.get(kind)
            try:
                taken = frozenset(t.rule for t in self.kb[game].resolve(kind, example).trace) if example else frozenset()
            except ValidationError:
                taken = frozenset()
            self._routines[game, kind] = taken
        return self._routines[game, kind]

    def run_check(self, game: str, state: dict, kind: str | None, qtype: str, lang: str = "en") -> dict | None:
        rules = self.kb.get(game)
        if rules is None:
            raise ApiError(422, "no_rules", f"{game} has no executable rules to run a state against yet",
                           [{"path": "state", "message": "this game has no executable kinds"}])
        if kind is not None and kind not in rules.kinds:
            raise ApiError(422, "unknown_kind", f"{game} has no kind {kind!r}; its kinds: {', '.join(rules.kinds)}",
                           [{"path": "kind", "message": f"one of: {', '.join(rules.kinds)}"}])
        try:
            if kind is None and (rules.validation is not None and qtype == "validation"):
                v = rules.validate(state, lang=lang)
                return {"kind": "validation", "result": {"valid": v.valid, **v.derived}, "trace": [],
                        "violations": [x.model_dump() for x in v.violations]}
            kind = kind or rules.kind_for(state)
            res = rules.resolve(kind, state, lang)
        except ValidationError as exc:
            raise errors.state_errors(exc, state) from None
        return {"kind": res.kind, "result": res.result, "trace": [t.model_dump() for t in res.trace],
                "violations": [v.model_dump() for v in res.violations]}
