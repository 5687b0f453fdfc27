"""Berserk: prevention (inactive player's effects first) and hidden declarations."""
from __future__ import annotations

from kb.engine import declaration, prevention, timing
from kb.engine.registry import Referee, bind, check
from kb.game import Kind
from kb.games.berserk.state import HiddenDeclarationResult, HiddenDeclarationState, PreventionResult, PreventionState

PREVENTION = prevention.PreventionRules(
    after_modifiers="bk.prevention.after-modifiers",
    order="bk.prevention.order",
    partial="bk.prevention.partial",
    remainder="bk.prevention.remainder-kept",
    source_left_play="bk.prevention.source-left-play",
    definition="bk.prevention.definition",
    strength="bk.prevention.not-attack-strength",
)
DECLARATION = declaration.DeclarationRules(
    illegal_on_reveal="bk.hidden.illegal-on-reveal",
    count_revealed_only="bk.hidden.count-revealed-only",
)

bind(DECLARATION.illegal_on_reveal, declaration.legal_on_reveal)
bind(DECLARATION.count_revealed_only, declaration.count_at_declaration)
bind(PREVENTION.after_modifiers, prevention.wounds_before)
bind(PREVENTION.source_left_play, prevention.source_in_play)
bind(PREVENTION.partial, prevention.uses_what_it_must)


@check(PREVENTION.order)
def prevention_order(shields: list, active_player: str) -> list:
    """All of the inactive player's prevention effects, then the active player's."""
    return timing.inactive_then_active(shields, active_player, lambda s: s.owner)


def resolve_prevention(state: PreventionState, ref: Referee) -> dict:
    return prevention.resolve_prevention(state.attack.wounds, state.attack.modifiers, state.preventions,
                                         state.active_player, PREVENTION, ref, state.told_before_modifiers,
                                         state.attack.deals_wounds)


def resolve_hidden_declaration(state: HiddenDeclarationState, ref: Referee) -> dict:
    return declaration.resolve_declaration(state.action, state.count, DECLARATION, ref, state.told)


def describe_prevention(check: dict, lang: str) -> str:
    r = check["result"]
    trace = check.get("trace") or []
    if trace and trace[0]["rule"] == PREVENTION.definition:
        # an effect that deals no wounds: the run's first step says why nothing is prevented
        return trace[0]["step"][:1].upper() + trace[0]["step"][1:] + "."
    used = ", ".join(f"{a['id']} {a['prevented']}" for a in r["applied"])
    if lang == "ru":
        return (f"Нанесено ран: {r['wounds_dealt']} из {r['wounds_before_prevention']}"
                + (f" (предотвращено: {used})." if used else "."))
    return (f"{r['wounds_dealt']} of {r['wounds_before_prevention']} wounds are dealt"
            + (f" (prevented: {used})." if used else "."))


def describe_declaration(check: dict, lang: str) -> str:
    r = check["result"]
    required = [t["step"] for t in check.get("trace") or [] if t["rule"] == DECLARATION.count_revealed_only]
    if r["x"] is None and required:
        # a feature the action requires: whether it is met is what the run settled (its step
        # is told in the answer's language); whether an action declared without it is carried
        # out the rules do not say
        return required[0][:1].upper() + required[0][1:] + "."
    x = "" if r["x"] is None else (f" X = {r['x']}." if lang == "en" else f" Х = {r['x']}.")
    if lang == "ru":
        return ("Игродействие выполняется и оплачивается." if r["performed"]
                else "Игродействие не выполняется, но оплачивается.") + x
    return ("The action is performed and paid." if r["performed"]
            else "The action is not performed, but it is paid.") + x


KINDS = {
    "prevention": Kind("prevention", PreventionState, resolve_prevention,
                       "How many wounds does an attack deal after prevention effects, and what is left of each?",
                       PreventionResult, describe=describe_prevention),
    "hidden-declaration": Kind("hidden-declaration", HiddenDeclarationState, resolve_hidden_declaration,
                               "Is an action declared from a hidden card performed and paid, and what is X?",
                               HiddenDeclarationResult, describe=describe_declaration),
}

