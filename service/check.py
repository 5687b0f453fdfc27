"""Check: the snapshot a question is asked about, and the game's engine run on it.

The snapshot is the state the caller sent; else, in a conversation, the one its last
question left (a follow-up: "and what if he had an Elder Sign?"); else the player's story,
when an executable kind of the game can read it (a Mythos negation chain told in words)
and the ask wants something of that kind's result ("is it still in force?"). The executed
check then answers, ahead of any rule the question is linked to.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from kb.game import GameRules
from kb.words import Situation
from service import errors
from service.conversations import Conversation
from service.decide import Decision
from service.errors import ApiError
from service.questions import question_type
from service.reading import Reading


@dataclass(frozen=True)
class Snapshot:
    """The check stage's output."""
    state: dict[str, Any] | None  # the state the check ran on (sent, remembered, or read from the story)
    kind: str | None  # the kind it was asked to run as (None: the kind whose state it is)
    situation: Situation | None  # the story read as a kind's state, when the ask wants that kind's result
    wants: tuple[str, bool] | None  # the result field the ask wants, and whether it asks the negation
    qtype: str  # timing | negation | validation | lookup
    check: dict[str, Any] | None  # the executed check: kind, result, trace, violations

    def decision(self, reading: Reading) -> Decision:
        """The verdict of a story run as its kind: the result field the ask wants, flipped
        for "is it negated?" and for a question asked in the negative."""
        situation, wants, check = self.situation, self.wants, self.check
        assert situation is not None
        d = Decision(needs=list(situation.needs))
        if check is None or wants is None or d.needs:
            return d
        field_, negated = wants
        value = check["result"].get(field_)
        if not isinstance(value, bool) or not reading.yes_no:
            return d
        value = value != negated
        if reading.negative:
            value = not value
        d.verdict = "yes" if value else "no"
        told = list(dict.fromkeys(f["text"].rstrip(". ") for f in situation.facts))
        d.why = "; ".join(t for t in told if not any(t != o and t in o for o in told))
        d.facts = [{"text": field_, "slot": field_, "value": check["result"][field_]}]
        return d


class Checker:
    def __init__(self, kb: dict[str, GameRules]):
        self.kb = kb

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
        if state is None and game in self.kb and self.kb[game].readers:
            situation = self.kb[game].read(reading.story if reading.has_story else question)
            wants = self.kb[game].readers[situation.kind][1](reading.ask) if situation is not None else None
            if wants is None:
                situation = None
            elif situation is not None and situation.state is not None and not situation.needs:
                state, kind = situation.state, situation.kind
        # the story's "first", "before" or "after" tell what happened, the ask what is asked
        qtype = question_type(reading.ask, lang, state is not None, kind)
        check = self.run_check(game, state, kind, qtype) if state is not None else None
        return Snapshot(state, kind, situation, wants, qtype, check)

    def run_check(self, game: str, state: dict, kind: str | None, qtype: str) -> dict | None:
        rules = self.kb.get(game)
        if rules is None:
            raise ApiError(422, "no_rules", f"{game} has no executable rules to run a state against yet",
                           [{"path": "state", "message": "this game has no executable kinds"}])
        if kind is not None and kind not in rules.kinds:
            raise ApiError(422, "unknown_kind", f"{game} has no kind {kind!r}; its kinds: {', '.join(rules.kinds)}",
                           [{"path": "kind", "message": f"one of: {', '.join(rules.kinds)}"}])
        try:
            if kind is None and (rules.validation is not None and qtype == "validation"):
                v = rules.validate(state)
                return {"kind": "validation", "result": {"valid": v.valid, **v.derived}, "trace": [],
                        "violations": [x.model_dump() for x in v.violations]}
            kind = kind or rules.kind_for(state)
            res = rules.resolve(kind, state)
        except ValidationError as exc:
            raise errors.state_errors(exc, state) from None
        return {"kind": res.kind, "result": res.result, "trace": [t.model_dump() for t in res.trace],
                "violations": [v.model_dump() for v in res.violations]}
