"""Hidden declarations: an action declared from a face-down card that proves illegal when
the card is revealed is not performed but is paid; a count made for a declaration uses
only the cards revealed at the moment of declaration."""
from __future__ import annotations

from dataclasses import dataclass

from kb.engine.registry import Referee


@dataclass(frozen=True)
class DeclarationRules:
    illegal_on_reveal: str
    count_revealed_only: str


def count_at_declaration(cards: list, feature: str = "elements", having: str | None = None) -> int:
    """Distinct features among the cards revealed when the action was declared; with
    ``having``, how many of those cards have that feature (an element or a class)."""
    if having is not None:
        want = having.casefold()
        return sum(1 for c in cards if c.revealed
                   and any(f.casefold() == want for f in [*c.elements, *getattr(c, "features", [])]))
    seen = set()
    for c in cards:
        if c.revealed:
            seen.update(getattr(c, feature))
    return len(seen)


def legal_on_reveal(action) -> bool:
    """Whether the action is performed: only when it is legal once the card is revealed."""
    return bool(action.legal_on_reveal)


def resolve_declaration(action, count, rules: DeclarationRules, ref: Referee, told=None) -> dict:
    """``told``: what the players say they did (carried it out, gave the cost back, the X
    they used); each that the rules contradict is a violation of the rule that decides it."""
    x = None
    met = None
    need = getattr(count, "required", None) if count is not None else None
    if need:
        # a feature the action requires (a «Ковен» creature in the squad): the same rule,
        # a presence instead of a number
        have = ref.call(rules.count_revealed_only, count.cards, having=need)
        least = getattr(count, "at_least", 1)
        met = have >= least
        wanted, wanted_ru = (need, f"«{need}»") if least == 1 else (f"{least} cards with {need}", f"{least} карт(ы) с «{need}»")
        ref.step(rules.count_revealed_only,
                 f"the action requires {wanted}: {have} revealed card(s) have it when it is declared, so the "
                 f"requirement is {'met' if met else 'not met'} (a hidden card does not count, even if revealed later)",
                 f"игродействие требует {wanted_ru}: на момент заявки таких вскрытых карт {have}, требование "
                 f"{'выполнено' if met else 'не выполнено'} (скрытая карта не учитывается, даже если её вскроют потом)")
    elif count is not None:
        x = ref.call(rules.count_revealed_only, count.cards)
        hidden = sum(1 for c in count.cards if not c.revealed)
        ref.step(rules.count_revealed_only, f"X = {x}: counted on the {len(count.cards) - hidden} revealed cards; "
                                            f"{hidden} hidden card(s) do not count, even if revealed later",
                 f"X = {x}: считаются вскрытые карты ({len(count.cards) - hidden}); скрытые ({hidden}) не "
                 "учитываются, даже если их вскроют потом")
    if met is False:
        # (what it requires is checked as it is declared: without it, it cannot be declared —
        # nothing is carried out or paid)
        ref.step(rules.count_revealed_only, "so the action cannot be declared: it is neither performed nor paid",
                 "поэтому игродействие нельзя заявить: оно не выполняется и не оплачивается")
        _told_requirement(count, told, rules, ref)
        return {"performed": False, "paid": False, "x": None}
    ref.step(rules.illegal_on_reveal, f"the action's cost {action.cost} is paid", f"стоимость игродействия {action.cost} оплачена")
    # declaring from a face-down card is allowed, and the rule says what follows when the
    # action proves illegal: not performed, cost paid. Nobody broke a rule — no violation
    performed = ref.call(rules.illegal_on_reveal, action)
    if performed:
        ref.step(rules.illegal_on_reveal, "the action is performed", "игродействие выполняется")
    else:
        ref.step(rules.illegal_on_reveal,
                 "the hidden card is revealed and the action proves illegal: it is not performed, the cost stays paid",
                 "скрытую карту вскрыли, и игродействие оказалось незаконным: оно не выполняется, стоимость остаётся "
                 "оплаченной")
    if told is not None:
        if told.performed and not performed:
            ref.violation(rules.illegal_on_reveal, "the action was carried out, but it proved illegal when the card "
                                                   "was revealed: it is not performed", "state.told.performed",
                          "игродействие выполнили, но при вскрытии карты оно оказалось незаконным: оно не выполняется")
        if told.refunded:
            ref.violation(rules.illegal_on_reveal, f"the cost {action.cost} was given back, but it stays paid",
                          "state.told.refunded", f"стоимость {action.cost} вернули, а она остаётся оплаченной")
        if told.x is not None and x is not None and told.x != x:
            ref.violation(rules.count_revealed_only, f"X was taken as {told.x}, but only the cards revealed when it "
                                                     f"was declared count: X = {x}", "state.told.x",
                          f"X взяли равным {told.x}, а считаются только карты, вскрытые на момент заявки: X = {x}")
    return {"performed": performed, "paid": True, "x": x}


def _told_requirement(count, told, rules: DeclarationRules, ref: Referee) -> None:
    """A requirement not met that the players say they counted as met, or an action
    carried out without it."""
    if told is None:
        return
    least = getattr(count, "at_least", 1)
    # (of a presence, "none of them has it"; of a count required, "fewer than 3 of them have it")
    few, few_ru = ("none of them has it", "ни у одной из них его нет") if least == 1 else \
        (f"fewer than {least} of them have it", f"он есть меньше чем у {least} из них")
    if told.performed and not told.requirement_met:
        ref.violation(rules.count_revealed_only, f"the action was carried out, but of the cards revealed when it was "
                                                 f"declared {few} ({count.required}): it cannot be declared"
                      if least > 1 else f"the action was carried out, but none of the cards revealed when it was "
                                        f"declared has {count.required}: it cannot be declared",
                      "state.told.performed",
                      f"игродействие выполнили, но из карт, вскрытых на момент заявки, {few_ru} («{count.required}»): "
                      "его нельзя заявить" if least > 1 else
                      f"игродействие выполнили, но ни у одной карты, вскрытой на момент заявки, нет «{count.required}»: "
                      "его нельзя заявить")
    if told.requirement_met:
        ref.violation(rules.count_revealed_only, f"the requirement ({count.required}) was counted as met, but only the "
                                                 f"cards revealed when the action was declared count, and {few}",
                      "state.told.requirement_met",
                      f"требование («{count.required}») засчитали, а учитываются только карты, вскрытые на момент "
                      f"заявки, и {few_ru}")
