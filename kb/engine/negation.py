"""The negation chain: an effect under a chain of attempts to negate it (and to negate
the negation, …). Game-agnostic; a game declares its methods and binds the constraint
checks below to its own rule ids.

- every method may be used once per negated card, by any player, in any order;
- the red value of the last card played in the chain (the negated card first) is the
  value that a paying method must equal or beat; a value of 0 forbids the methods the
  game marks ``forbidden_at_zero``;
- a chance method counts only when it succeeds (its use is spent either way);
- each successful attempt flips whether the effect is in force;
- an illegal attempt is a violation and has no effect; resolution goes on.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from kb.engine.registry import Referee, Said

Payment = Literal["none", "count", "card_value", "chance"]
ASKER = "me"  # the player a story's "I" is read as (kb.games.mythos_encounters.reading)


@dataclass(frozen=True)
class Method:
    name: str
    rule: str  # the rule that defines the method
    payment: Payment  # what the attempt puts up against the value to beat
    forbidden_at_zero: bool = False
    noun: str = ""  # "sacrificing Cultists"
    verb: str = ""  # "sacrifices Cultists"
    verb_ru: str = ""  # "жертвует культистов": the steps of a Russian answer
    noun_ru: str = ""  # "жертва культистов": the violations of a Russian answer


@dataclass(frozen=True)
class ChainRules:
    """Rule ids of a game's chain constraints, in the order they are checked."""
    once_per_method: str
    value_to_beat: str
    zero_forbids: str
    flips: str
    any_player: str | None = None
    pooled_count: str | None = None


@dataclass
class ChainState:
    """What the checks look at: the chain so far."""
    value_to_beat: int
    used: list[str]


# -- constraint checks (pure; a returned Said is the violation message) ---------------

def _noun_ru(method: Method) -> str:
    """The method named in a Russian message: «жертва культистов»."""
    return f"«{method.noun_ru or method.name}»"


def once_per_method(chain: ChainState, method: Method, attempt) -> Said | None:
    """Each method once per card."""
    if method.name in chain.used:
        return Said(f"{method.noun or method.name} was already used against this card; each method once per card",
                    f"способ {_noun_ru(method)} уже применяли против этой карты; каждый способ — один раз на карту")
    return None


def zero_forbids(chain: ChainState, method: Method, attempt) -> Said | None:
    """A red value of 0 forbids the marked methods."""
    if method.forbidden_at_zero and chain.value_to_beat == 0:
        return Said(f"the value in red is 0, so {method.noun or method.name} cannot stop this effect",
                    f"значение в красном — 0, поэтому способ {_noun_ru(method)} не может остановить этот эффект")
    return None


def meets_value(chain: ChainState, method: Method, attempt) -> Said | None:
    """What is put up must equal or beat the value to beat."""
    offered = offered_value(method, attempt)
    if offered is not None and offered < chain.value_to_beat:
        return Said(f"{method.noun or method.name} offers {offered}, which does not equal or beat "
                    f"the value to beat {chain.value_to_beat}",
                    f"способ {_noun_ru(method)} даёт {offered}: это меньше значения, которое нужно сравнять "
                    f"или превзойти ({chain.value_to_beat})")
    return None


def offered_value(method: Method, attempt) -> int | None:
    if method.payment == "count":
        return sum(c.count for c in attempt.contributions)
    if method.payment == "card_value":
        return attempt.card.red if attempt.card is not None else 0
    return None


# -- the engine ------------------------------------------------------------------------

def resolve_chain(card, attempts, methods: dict[str, Method], rules: ChainRules, ref: Referee) -> dict:
    """Run the chain; returns API.md's negation-chain result."""
    in_force = True
    successes = 0
    chain = ChainState(value_to_beat=card.red, used=[])
    raised = False  # whether a card played in the chain has set the value to beat
    ref.step(rules.value_to_beat, f"{card.name} is played with red value {card.red}: "
                                  f"the value to equal or beat is {card.red}",
             f"{card.name} разыграна со значением в красном {card.red}: нужно сравняться или превзойти {card.red}")
    for i, at in enumerate(attempts):
        path = f"state.attempts[{i}]"
        method = methods[at.method]
        who = at.player
        paths = {rules.once_per_method: f"{path}.method", rules.zero_forbids: f"{path}.method",
                 rules.value_to_beat: _value_path(path, method)}
        # an offer short of the card's own red value breaks the method's terms ("Sacrificing
        # the number of Cultists noted in Red on the card"); short of a value a later card
        # set, the rule that the last card's value counts
        cite = {rules.value_to_beat: rules.value_to_beat if raised else method.rule}
        broken = next((cite.get(r, r) for r, p in paths.items()
                       if not ref.run(r, chain, method, at, path=p, cite=cite.get(r, r))), None)
        if broken is not None:
            whose = "your" if who == ASKER else f"{who}'s"
            ref.step(broken, f"step {i + 1}: {whose} {method.noun or method.name} is illegal and has no effect",
                     f"шаг {i + 1}: {'вы' if who == ASKER else who} — {method.verb_ru or method.name}: так нельзя, "
                     "попытка не действует")
            continue
        chain.used.append(method.name)
        played = getattr(at, "card", None)
        # (the asker, read from the story as "me", is "you": "you sacrifice Cultists")
        verb = method.verb or method.name
        did = (f"you {_plain(verb)}" if who == ASKER else f"{who} {verb}") + f"{_named(played)}{_offer(method, at)}"
        verb_ru = method.verb_ru or method.name
        did_ru = (f"вы {_plain_ru(verb_ru)}" if who == ASKER else f"{who} {verb_ru}") + \
            f"{_named(played)}{_offer(method, at, 'ru')}"
        if method.payment == "chance" and not at.success:
            ref.step(method.rule, f"step {i + 1}: {did} and fails: the effect stays "
                                  f"{'in force' if in_force else 'negated'}",
                     f"шаг {i + 1}: {did_ru} — неудача: эффект {'по-прежнему действует' if in_force else 'остаётся отменён'}")
        else:
            if method.payment == "count" and rules.pooled_count and len({c.player for c in at.contributions}) > 1:
                shares = ", ".join(f"{c.player} ({c.count})" for c in at.contributions)
                ref.step(rules.pooled_count, f"step {i + 1}: the Cultists come from " + shares,
                         f"шаг {i + 1}: культистов дают {shares}")
            in_force = not in_force
            successes += 1
            ref.step(method.rule, f"step {i + 1}: {did}: the effect is {'reinstated' if in_force else 'negated'}",
                     f"шаг {i + 1}: {did_ru}: эффект {'восстановлен' if in_force else 'отменён'}")
            ref.step(rules.flips, f"after step {i + 1} the effect is {'in force' if in_force else 'not in force'}",
                     f"после шага {i + 1} эффект {'действует' if in_force else 'не действует'}")
        red = getattr(played, "red", None) if played is not None else None
        if red is not None:
            chain.value_to_beat, raised = red, True
            name = getattr(played, "name", "")
            ref.step(rules.value_to_beat, f"{name} has red value {red}: the value to equal or beat is now {red}",
                     f"у {name} значение в красном {red}: теперь нужно сравняться или превзойти {red}")
    left = [m for m in methods if m not in chain.used]
    if not left:
        ref.step(rules.flips, "every method of negation is used: the chain is over",
                 "все способы отмены использованы: цепочка окончена")
    return {"effect_in_force": in_force, "value_to_beat": chain.value_to_beat, "methods_used": list(chain.used),
            "methods_left": left, "successful_attempts": successes}


def _offer(method: Method, attempt, lang: str = "en") -> str:
    if method.payment == "count":
        return f" ({sum(c.count for c in attempt.contributions)})"
    if method.payment == "chance" and getattr(attempt, "roll", None) is not None:
        return f", rolling {attempt.roll}" if lang == "en" else f", на кубике {attempt.roll}"
    return ""


def _plain(verb: str) -> str:
    """A method's verb for "you": "sacrifices Cultists" → "sacrifice Cultists"."""
    head, _, rest = verb.partition(" ")
    head = head[:-1] if head.endswith("s") and not head.endswith("ss") else head
    return f"{head} {rest}".strip()


def _plain_ru(verb: str) -> str:
    """A method's Russian verb for "вы": "жертвует культистов" → "жертвуете культистов"."""
    head, _, rest = verb.partition(" ")
    head = head + "е" if head.endswith(("ет", "ит")) else head
    return f"{head} {rest}".strip()


def _named(card) -> str:
    return f" ({card.name})" if card is not None and getattr(card, "name", None) else ""


def _value_path(path: str, method: Method) -> str:
    return f"{path}.contributions" if method.payment == "count" else f"{path}.card.red" if method.payment == "card_value" else path
