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


def count_at_declaration(cards: list, feature: str = "elements") -> int:
    """Distinct features among the cards revealed when the action was declared."""
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
    if count is not None:
        x = ref.call(rules.count_revealed_only, count.cards)
        hidden = sum(1 for c in count.cards if not c.revealed)
        ref.step(rules.count_revealed_only, f"X = {x}: counted on the {len(count.cards) - hidden} revealed cards; "
                                            f"{hidden} hidden card(s) do not count, even if revealed later",
                 f"X = {x}: считаются вскрытые карты ({len(count.cards) - hidden}); скрытые ({hidden}) не "
                 "учитываются, даже если их вскроют потом")
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
