"""Prevention: effects that reduce the wounds an attack deals, after every attack modifier.
Shields apply one after another in the order a policy gives; each prevents up to what it
has left (partial use keeps the remainder); a shield whose source left play does nothing.
Wounds never go below 0 and no shield prevents more than it has."""
from __future__ import annotations

from dataclasses import dataclass

from kb.engine.registry import Referee


@dataclass(frozen=True)
class PreventionRules:
    after_modifiers: str  # prevention applies after all attack modifiers
    order: str  # the order shields apply in
    partial: str  # a shield may be used in part (only when all of it would take the wounds below 0)
    remainder: str  # the unused part stays for later
    source_left_play: str  # a shield whose source left play does nothing
    definition: str  # prevention reduces wounds, not attack strength
    strength: str | None = None  # … said as its own rule: the attack's strength is not changed


def _whose(owner: str) -> str:
    """A shield's owner in a Russian step: the asker's and the opponent's, read from a story
    as "me" and "opponent", in words; a player's name as it is."""
    return {"me": "мой", "opponent": "соперника"}.get(owner, owner)


def wounds_before(wounds: int, modifiers: list[int]) -> int:
    return max(0, wounds + sum(modifiers))


def source_in_play(shield) -> bool:
    return shield.source_in_play


def used_in_play(shield) -> str | None:
    """A shield told as used after its source left play: it prevented nothing."""
    if shield.source_in_play or not getattr(shield, "told_used", None):
        return None
    return f"{shield.id} was used after its source left play: it prevents nothing"


def modifiers_first(told_before: bool | None, modifiers: list[int]) -> str | None:
    """Prevention told as applied before an attack modifier: it applies after all of them."""
    if not told_before:
        return None
    mods = " ".join(f"{m:+d}" for m in modifiers)
    return f"prevention was applied before the modifier{'s' if len(modifiers) > 1 else ''} {mods}".rstrip() + \
        ": it applies after every attack modifier"


def uses_what_it_must(shield, prevented: int) -> str | None:
    """A shield prevents all it has, up to the wounds left: a use told as less is partial
    use while all of it would not take the wounds below 0; one told as more would."""
    uses = getattr(shield, "uses", None)
    if uses is None or uses == prevented:
        return None
    if uses < prevented:
        return (f"{shield.id} prevents {prevented} here, not {uses}: an effect is used in part only when using "
                f"all of it would take the wounds below 0")
    return f"{shield.id} can prevent only {prevented} here, not {uses}: wounds do not go below 0"


def resolve_prevention(wounds: int, modifiers: list[int], shields: list, active_player: str,
                       rules: PreventionRules, ref: Referee, told_before_modifiers: bool | None = None,
                       deals_wounds: bool = True) -> dict:
    """The checks bound to the game's rules decide the wounds after modifiers, the order
    of the shields and whether a shield still applies; what the players say they did
    (prevention before a modifier, a shield used after its source left play or against an
    effect that deals no wounds: ``deals_wounds`` false) is checked."""
    if (message := modifiers_first(told_before_modifiers, modifiers)) is not None:
        ref.violation(rules.after_modifiers, message, "state.told_before_modifiers",
                      "предотвращение применили до модификаторов удара, а оно применяется после всех модификаторов")
    if not deals_wounds:
        # prevention applies to wounds dealt: against an effect that deals none (it destroys
        # outright) no effect prevents anything, and one told as used saved nothing
        ref.step(rules.definition, "the effect deals no wounds: prevention, which applies to wounds dealt, has "
                                   "nothing to apply to",
                 "эффект не наносит ран: предотвращению, которое применяется к нанесённым ранам, не к чему применяться")
        for i, s in enumerate(shields):
            if getattr(s, "told_used", None):
                ref.violation(rules.definition, f"{s.id} was used against an effect that deals no wounds: it "
                                                "prevents nothing, as prevention applies only to wounds dealt",
                              f"state.preventions[{i}].told_used",
                              f"{s.id} применили против эффекта, который не наносит ран: оно ничего не "
                              "предотвращает, ведь предотвращение применяется только к нанесённым ранам")
        return {"wounds_before_prevention": 0, "wounds_dealt": 0, "attack_strength": None,
                "applied": [{"id": s.id, "prevented": 0, "remaining": s.amount} for s in shields]}
    total = ref.call(rules.after_modifiers, wounds, modifiers)
    mods = " ".join(f"{m:+d}" for m in modifiers)
    ref.step(rules.after_modifiers, f"the attack deals {wounds}{(' ' + mods) if mods else ''} = {total} wounds "
                                    "after every modifier; prevention applies now",
             f"ран от удара: {wounds}{(' ' + mods) if mods else ''} = {total} после всех модификаторов; "
             "теперь применяется предотвращение")
    left = total
    applied = []
    where = {id(s): i for i, s in enumerate(shields)}
    ordered = ref.call(rules.order, shields, active_player)
    if [s.id for s in ordered] != [s.id for s in shields]:
        ref.step(rules.order, "shields apply in this order: " + ", ".join(f"{s.id} ({s.owner})" for s in ordered),
                 "предотвращение применяется в таком порядке: " + ", ".join(f"{s.id} ({_whose(s.owner)})" for s in ordered))
    for s in ordered:
        if not ref.call(rules.source_left_play, s):
            ref.step(rules.source_left_play, f"{s.id}: its source has left play, so it prevents nothing",
                     f"{s.id}: карта-источник покинула игровую зону, эффект ничего не предотвращает")
            if (message := used_in_play(s)) is not None:
                ref.violation(rules.source_left_play, message, f"state.preventions[{where[id(s)]}].told_used",
                              f"{s.id} применили после того, как карта-источник покинула игровую зону: "
                              "оно ничего не предотвращает")
            continue
        prevented = min(left, s.amount)
        # a use told other than the rules make it is reported and has no effect
        ref.run(rules.partial, s, prevented, path=f"state.preventions[{where[id(s)]}].uses")
        left -= prevented
        remaining = s.amount - prevented
        applied.append({"id": s.id, "prevented": prevented, "remaining": remaining})
        if remaining and prevented < s.amount:
            ref.step(rules.partial, f"{s.id} ({s.owner}) prevents {prevented} of its {s.amount}: "
                                    f"{left} wounds remain",
                     f"{s.id} ({_whose(s.owner)}) предотвращает {prevented} из {s.amount}: остаётся ран — {left}")
            ref.step(rules.remainder, f"{s.id} keeps {remaining} to prevent later",
                     f"у {s.id} остаётся {remaining} для последующих ран")
        else:
            ref.step(rules.order, f"{s.id} ({s.owner}) prevents {prevented}: {left} wounds remain",
                     f"{s.id} ({_whose(s.owner)}) предотвращает {prevented}: остаётся ран — {left}")
            if prevented and prevented == s.amount:
                # all of it is used: in part only when all of it would take the wounds below 0
                ref.step(rules.partial, f"{s.id} is used in full: all {prevented} fit the wounds, nothing is kept",
                         f"{s.id} используется полностью: все {prevented} уходят на раны, ничего не остаётся")
    ref.step(rules.strength or rules.definition, f"{left} wounds are dealt; the attack's strength stays {total}",
             f"нанесено ран: {left}; сила удара остаётся {total}")
    # (the strength is the attack's after its modifiers: prevention changes only the wounds dealt)
    return {"wounds_before_prevention": total, "wounds_dealt": left, "attack_strength": total, "applied": applied}
