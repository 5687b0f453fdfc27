"""Mythos Encounters: the generic negation chain with this game's four methods."""
from __future__ import annotations

from kb.engine import negation
from kb.engine.registry import Referee, bind
from kb.game import Kind
from kb.games.mythos_encounters.state import NegationChainResult, NegationChainState

METHODS = {m.name: m for m in [
    negation.Method("stopping_card", "me.method.stopping-card", "none",
                    noun="a card that stops the effect", verb="plays a card that stops the effect",
                    verb_ru="играет карту, которая прямо останавливает эффект",
                    noun_ru="карта, которая прямо останавливает эффект"),
    negation.Method("sacrifice_cultists", "me.method.sacrifice-cultists", "count", forbidden_at_zero=True,
                    noun="sacrificing Cultists", verb="sacrifices Cultists", verb_ru="жертвует культистов",
                    noun_ru="жертва культистов"),
    negation.Method("discard_arcana", "me.method.discard-arcana", "card_value",
                    noun="sacrificing an Arcana card", verb="sacrifices an Arcana card",
                    verb_ru="жертвует карту Арканы", noun_ru="жертва карты Арканы"),
    negation.Method("sacrifice_character", "me.method.sacrifice-character", "chance",
                    noun="sacrificing a Character card", verb="sacrifices a Character card",
                    verb_ru="жертвует карту персонажа", noun_ru="жертва карты персонажа"),
]}

RULES = negation.ChainRules(
    once_per_method="me.negation.once-per-method",
    value_to_beat="me.negation.value-to-beat",
    zero_forbids="me.negation.red-zero",
    flips="me.negation.reinstate",
    any_player="me.negation.any-player",
    pooled_count="me.cultists.assist",
)

bind(RULES.once_per_method, negation.once_per_method)
bind(RULES.value_to_beat, negation.meets_value)
bind(RULES.zero_forbids, negation.zero_forbids)


def resolve_negation_chain(state: NegationChainState, ref: Referee) -> dict:
    return negation.resolve_chain(state.card, state.attempts, METHODS, RULES, ref)


def describe_chain(check: dict, lang: str) -> str:
    """"The effect is in force: Leon's Elder Sign reinstated it, step 4." """
    r = check["result"]
    last = next((t["step"] for t in reversed(check["trace"])
                 if t["rule"].startswith("me.method.") and ("negated" in t["step"] or "reinstated" in t["step"])), None)
    broken = len(check["violations"])
    # (the methods left in the players' words, not the engine's names: "sacrificing Cultists")
    if lang == "ru":
        head = "Эффект в силе" if r["effect_in_force"] else "Эффект отменён"
        left = ", ".join(METHODS[m].noun_ru or m for m in r["methods_left"] if m in METHODS) or "нет"
        tail = (f" Успешных попыток: {r['successful_attempts']}; значение, которое надо сравнять или превзойти: "
                f"{r['value_to_beat']}; оставшиеся способы: {left}.")
        return head + "." + tail + (f" Нелегальных попыток: {broken}." if broken else "")
    head = "The effect is in force" if r["effect_in_force"] else "The effect is negated"
    why = f" ({last})" if last else " (no attempt succeeded)"
    left = ", ".join(METHODS[m].noun for m in r["methods_left"] if m in METHODS) or "none"
    return (f"{head}{why}. Value to equal or beat: {r['value_to_beat']}; methods left: {left}."
            + (f" {broken} illegal attempt(s) had no effect." if broken else ""))


KINDS = {
    "negation-chain": Kind("negation-chain", NegationChainState, resolve_negation_chain,
                           "Is the Arcana card's effect in force after a chain of negation attempts?",
                           NegationChainResult, describe=describe_chain),
}
