"""Mythos Encounters: the generic negation chain with this game's four methods."""
from __future__ import annotations

from kb.engine import negation
from kb.engine.registry import Referee, bind
from kb.game import Kind
from kb.games.mythos_encounters.state import NegationChainResult, NegationChainState

METHODS = {m.name: m for m in [
    negation.Method("stopping_card", "me.method.stopping-card", "none",
                    noun="a card that stops the effect", verb="plays a card that stops the effect"),
    negation.Method("sacrifice_cultists", "me.method.sacrifice-cultists", "count", forbidden_at_zero=True,
                    noun="sacrificing Cultists", verb="sacrifices Cultists"),
    negation.Method("discard_arcana", "me.method.discard-arcana", "card_value",
                    noun="sacrificing an Arcana card", verb="sacrifices an Arcana card"),
    negation.Method("sacrifice_character", "me.method.sacrifice-character", "chance",
                    noun="sacrificing a Character card", verb="sacrifices a Character card"),
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


KINDS = {
    "negation-chain": Kind("negation-chain", NegationChainState, resolve_negation_chain,
                           "Is the Arcana card's effect in force after a chain of negation attempts?",
                           NegationChainResult),
}
