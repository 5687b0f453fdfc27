"""Rise of Myths: Cthulhu — timing windows, attacks with Conditions, round end, upkeep,
enemy targets, initiative, end of turn, card modification, and the combat snapshot's
validation. Each function is the code of the rule id it is registered under."""
from __future__ import annotations

import re

from kb.engine import timing
from kb.engine.registry import Referee, Said, check, plural_ru
from kb.game import Kind
from kb.games.rise_of_myths import state as S

# The priority of coinciding effects (rom.timing.priority), then the end-of-turn and
# end-of-round windows, which come later in the round (rom.timing.windows).
WINDOWS = ["during-round", "start-of-round", "start-of-turn", "end-of-turn", "end-of-round"]
CARDS_DRAWN = 6  # rom.upkeep.draw
CARDS_DRAWN_THREE = 5  # rom.mode.three-draw
LAST_ROUND = 6  # rom.defeat.round-6
SANE = HEALTHY = 6  # rom.sanity.sane / rom.health.healthy
MAX_ENEMY_CONDITIONS = 5  # rom.conditions.enemy-limit
MAX_GOO_CONDITIONS = 4  # rom.goo.conditions


# the words of a Russian step: the timing windows, the Enemies' priorities, a card's effects,
# the values of a creature and the standings, as rules.yaml's statement_ru names them
_WINDOW_RU = {"during-round": "в течение раунда", "start-of-round": "начало раунда", "start-of-turn": "начало хода",
              "end-of-turn": "конец хода", "end-of-round": "конец раунда"}
_PRIORITY_RU = {"highest-health": "больше всех здоровья", "lowest-health": "меньше всех здоровья",
                "highest-sanity": "больше всех рассудка", "lowest-sanity": "меньше всех рассудка",
                "leader": "лидер", "next-leader": "лидер следующего раунда",
                "last-attacker": "последний атаковавший, иначе лидер"}
_EFFECT_RU = {"attack": "атака", "defense": "защита", "bleed": "кровотечение", "stun": "оглушение", "prison": "Тюрьма",
              "vulnerability": "уязвимость", "weakness": "слабость", "sacrifice": "Жертва"}
_VALUE_RU = {"health": "здоровье", "max_health": "максимальное здоровье", "sanity": "рассудок",
             "max_sanity": "начальный рассудок", "defense": "защита", "protection": "броня",
             "initiative": "инициатива", "round": "раунд"}
_STANDING_RU = {"healthy": "здоров", "wounded": "ранен", "sane": "в здравом уме", "insane": "безумен"}


def _times_ru(n: int) -> str:
    return f"{n} {plural_ru(n, 'раз', 'раза', 'раз')}"


def floor0(v: int) -> int:
    """rom.golden.limits: no game effect can reduce any value below 0."""
    return max(0, v)


check("rom.golden.limits")(floor0)


# -- timing ------------------------------------------------------------------------------

@check("rom.timing.priority")
def timing_groups(effects: list) -> list[list]:
    return timing.by_window(effects, WINDOWS, lambda e: e.timing)


def resolve_timing(st: S.TimingState, ref: Referee) -> dict:
    groups = ref.call("rom.timing.priority", st.effects)
    for n, g in enumerate(groups, 1):
        names = ", ".join(f"{e.id}" + (f" ({e.source})" if e.source else "") for e in g)
        ref.step("rom.timing.priority" if g[0].timing in WINDOWS[:3] else "rom.timing.windows",
                 f"{n}. {g[0].timing}: {names}", f"{n}. {_WINDOW_RU[g[0].timing]}: {names}")
        if len(g) > 1:
            ref.step("rom.timing.players-decide", f"{len(g)} {g[0].timing} effects coincide: the players choose their order",
                     f"совпадают эффекты «{_WINDOW_RU[g[0].timing]}» ({len(g)}): их порядок выбирают игроки")
    return {"order": [[e.id for e in g] for g in groups]}


# -- attack ------------------------------------------------------------------------------

def resolve_attack(st: S.AttackState, ref: Referee) -> dict:
    a, d = st.attacker, st.defender
    prison = a.conditions.get("prison", 0)
    weakness = a.conditions.get("weakness", 0)
    vulnerability = d.conditions.get("vulnerability", 0)
    health = a.health
    if health == 0:
        ref.violation("rom.health.enemy-defeated", "the attacker has 0 Health: it is already defeated and cannot "
                                                   "attack", "state.attacker.health",
                      "у атакующего 0 здоровья: он уже побеждён и не может атаковать")
        return {"attack_performed": False, "attack_value": 0, "damage": 0, "defender_health": d.health,
                "defender_defense": d.defense, "attacker_health": 0}
    if prison:
        health = floor0(a.health - prison)
        ref.step("rom.conditions.prison", f"Prison: the attacker loses {prison} Health before attacking "
                                          f"({a.health} → {health}); Prison is discarded",
                 f"Тюрьма: перед атакой атакующий теряет здоровье ({a.health} → {health}); Тюрьма сбрасывается")
        if health == 0:
            ref.step("rom.conditions.prison", "the attacker is defeated by Prison and does not attack",
                     "Тюрьма побеждает атакующего, и он не атакует")
            return {"attack_performed": False, "attack_value": 0, "damage": 0, "defender_health": d.health,
                    "defender_defense": d.defense, "attacker_health": 0}
    value = a.attack
    if weakness:
        ref.step("rom.conditions.weakness", f"Weakness: the Attack is reduced by {weakness}; Weakness is discarded",
                 f"Слабость: атака уменьшается на {weakness}; Слабость сбрасывается")
    if vulnerability:
        ref.step("rom.conditions.vulnerability", f"Vulnerability: the Attack gains {vulnerability}; Vulnerability is "
                                                 "discarded",
                 f"Уязвимость: атака увеличивается на {vulnerability}; Уязвимость сбрасывается")
    value = floor0(a.attack - weakness + vulnerability)
    if a.attack - weakness + vulnerability < 0:
        ref.step("rom.golden.limits", "the Attack cannot go below 0", "атака не может опуститься ниже 0")
    absorbed = min(d.defense, value)
    damage = value - absorbed
    ref.step("rom.defense.absorb", f"Attack {value}: Defense absorbs {absorbed} ({d.defense} → {d.defense - absorbed}),"
                                   f" {damage} Damage to Health",
             f"атака {value}: защита поглощает {absorbed} ({d.defense} → {d.defense - absorbed}), "
             f"урон здоровью — {damage}")
    left = floor0(d.health - damage)
    if left == 0 and damage:
        ref.step("rom.health.enemy-defeated", "the defender's Health reaches 0: it is defeated",
                 "здоровье защищающегося падает до 0: он побеждён")
    return {"attack_performed": True, "attack_value": value, "damage": damage, "defender_health": left,
            "defender_defense": d.defense - absorbed, "attacker_health": health}


# -- round end ---------------------------------------------------------------------------

@check("rom.defeat.health")
def out_of_health(characters) -> list[str]:
    """Any Character at 0 Health ends the game in failure, at any time."""
    return [c.name for c in characters if c.health == 0]


@check("rom.defeat.insanity")
def insane_at_round_end(characters, enemies_remaining: int) -> list[str]:
    """0 Sanity at the end of a round with Enemies in play is failure."""
    return [c.name for c in characters if c.sanity == 0] if enemies_remaining else []


@check("rom.defeat.round-6")
def out_of_rounds(round_: int, enemies_remaining: int) -> bool:
    return round_ >= LAST_ROUND and enemies_remaining > 0


# each reason a Combat fails, as the result states it (English, API.md) and as a Russian
# answer says it
_DEFEAT = {"health": ("{} has 0 Health", "у {} 0 здоровья"),
           "insanity": ("{} has 0 Sanity at the end of the round with Enemies in play",
                        "у {} 0 рассудка в конце раунда, а враги ещё в игре"),
           "round-6": ("round {} ends with Enemies in play", "раунд {} заканчивается, а враги ещё в игре")}


def _reason_ru(reason: str) -> str:
    """A result's reason said in Russian (the reason as the result states it, when no template fits)."""
    for en, ru in _DEFEAT.values():
        if (m := re.fullmatch(re.escape(en).replace(r"\{\}", "(.+)"), reason)) is not None:
            return ru.format(m.group(1))
    return reason


def resolve_round_end(st: S.RoundEndState, ref: Referee) -> dict:
    reasons = []
    dead = ref.call("rom.defeat.health", st.characters)
    if dead:
        ref.step("rom.defeat.health", f"{', '.join(dead)} has 0 Health: the game ends in failure at once",
                 f"у {', '.join(dead)} 0 здоровья: игра сразу проиграна")
        return {"status": "defeat", "reasons": [_DEFEAT["health"][0].format(n) for n in dead]}
    if st.enemies_remaining == 0:
        ref.step("rom.success.immediate", "no Enemy is left: the Combat ends in success",
                 "врагов не осталось: бой выигран")
        for c in st.characters:
            if c.sanity == 0:
                ref.step("rom.defeat.insanity", f"{c.name} has 0 Sanity as the last Enemy falls: regains 1 Sanity",
                         f"у {c.name} 0 рассудка, когда побеждён последний враг: восстанавливается 1 рассудок")
        return {"status": "victory", "reasons": ["all Enemies are defeated"]}
    mad = ref.call("rom.defeat.insanity", st.characters, st.enemies_remaining)
    if mad:
        ref.step("rom.defeat.insanity", f"{', '.join(mad)} has 0 Sanity at the end of the round with "
                                        f"{st.enemies_remaining} Enemies in play: failure",
                 f"у {', '.join(mad)} 0 рассудка в конце раунда, а врагов в игре: {st.enemies_remaining}; поражение")
        reasons += [_DEFEAT["insanity"][0].format(n) for n in mad]
    if ref.call("rom.defeat.round-6", st.round, st.enemies_remaining):
        ref.step("rom.defeat.round-6", f"round {st.round} ends with {st.enemies_remaining} Enemies in play: failure",
                 f"раунд {st.round} заканчивается, а врагов в игре: {st.enemies_remaining}; поражение")
        reasons.append(_DEFEAT["round-6"][0].format(st.round))
    if reasons:
        return {"status": "defeat", "reasons": reasons}
    ref.step("rom.round.structure", f"round {st.round} ends; round {st.round + 1} begins",
             f"раунд {st.round} заканчивается; начинается раунд {st.round + 1}")
    return {"status": "continue", "reasons": []}


# -- upkeep ------------------------------------------------------------------------------

@check("rom.upkeep.draw")
def cards_to_draw(characters: int, reduced: bool, increased: bool) -> int:
    """6 cards, 5 with three Characters; the difficulty modifiers take or give one."""
    base = CARDS_DRAWN_THREE if characters == 3 else CARDS_DRAWN
    return floor0(base - int(reduced) + int(increased))


def resolve_upkeep(st: S.UpkeepState, ref: Referee) -> dict:
    leader = st.leader
    if st.round == 1:
        ref.step("rom.upkeep.first-leader", "first round: the players choose who starts as Leader",
                 "первый раунд: игроки выбирают, кто начинает лидером")
        leader = st.leader if st.leader in st.characters else None
    elif st.leader is None or st.leader not in st.characters:
        ref.violation("rom.upkeep.leader-passes", "the previous Leader must be one of the Characters", "state.leader",
                      "прежним лидером должен быть один из персонажей")
        leader = None
    else:
        i = st.characters.index(st.leader)
        leader = st.characters[(i + 1) % len(st.characters)]
        ref.step("rom.upkeep.leader-passes", f"{st.leader} passes the Leader Token to {leader}, on their left",
                 f"{st.leader} передаёт жетон лидера персонажу слева — {leader}")
    n = ref.call("rom.upkeep.draw", len(st.characters), st.reduced_cards, st.increased_cards)
    rule = "rom.mode.three-draw" if len(st.characters) == 3 else "rom.upkeep.draw"
    ref.step(rule, f"each Character draws {n} cards (reshuffling the discard pile if the deck runs out)",
             f"каждый персонаж берёт {n} {plural_ru(n, 'карту', 'карты', 'карт')} (если колода кончилась, "
             "замешивается сброс)")
    if st.reduced_cards or st.increased_cards:
        ref.step("rom.difficulty.cards", "a difficulty modifier changes the cards drawn by one",
                 "модификатор сложности меняет число взятых карт на одну")
    return {"leader": leader, "cards_drawn": {c: n for c in st.characters}}


def resolve_upkeep_draw(st: S.UpkeepDrawState, ref: Referee) -> dict:
    """The cards told drawn at Upkeep against the count the rules give."""
    n = ref.call("rom.upkeep.draw", st.characters, st.reduced_cards, st.increased_cards)
    rule = "rom.mode.three-draw" if st.characters == 3 else "rom.upkeep.draw"
    if st.drawn != n:
        ref.violation(rule, f"each Character drew {st.drawn} cards: with {st.characters} Character(s) each draws {n}",
                      "state.drawn",
                      f"каждый персонаж взял {st.drawn} {plural_ru(st.drawn, 'карту', 'карты', 'карт')}, а при "
                      f"{st.characters} {plural_ru(st.characters, 'персонаже', 'персонажах', 'персонажах')} каждый "
                      f"берёт {n}")
    else:
        ref.step(rule, f"each Character draws {n} cards",
                 f"каждый персонаж берёт {n} {plural_ru(n, 'карту', 'карты', 'карт')}")
    return {"cards_drawn": n}


# -- enemy targets -----------------------------------------------------------------------

_BY = {"highest-health": ("health", max), "lowest-health": ("health", min),
       "highest-sanity": ("sanity", max), "lowest-sanity": ("sanity", min)}


@check("rom.targets.tie")
def break_tie(tied: list[str], leader: str) -> str | None:
    """A tie goes to the Leader; if the Leader is not among the tied, the players decide."""
    return leader if leader in tied else None


def resolve_targets(st: S.EnemyTargetsState, ref: Referee) -> dict:
    names = [c.name for c in st.characters]
    if st.leader not in names:
        ref.violation("rom.targets.priority", f"the Leader {st.leader} is not one of the Characters", "state.leader",
                      f"лидер {st.leader} — не один из персонажей")
    targets: dict[str, str | None] = {}
    decide: dict[str, list[str]] = {}
    for e in st.enemies:
        if e.priority in _BY:
            stat, pick = _BY[e.priority]
            best = pick(getattr(c, stat) for c in st.characters)
            tied = [c.name for c in st.characters if getattr(c, stat) == best]
        elif e.priority == "leader":
            tied = [st.leader]
        elif e.priority == "next-leader":
            tied = [st.next_leader] if st.next_leader else []
            if not tied:
                ref.violation("rom.targets.priority", f"{e.name} targets next round's Leader, who is not given",
                              "state.next_leader", f"цель {e.name} — лидер следующего раунда, а он не указан")
        else:  # last-attacker, else the Leader
            tied = [e.last_attacker] if e.last_attacker else [st.leader]
        if len(tied) == 1:
            targets[e.name] = tied[0]
            ref.step("rom.targets.priority", f"{e.name} ({e.priority}) targets {tied[0]}",
                     f"{e.name} ({_PRIORITY_RU[e.priority]}) выбирает целью {tied[0]}")
        elif tied:
            chosen = ref.call("rom.targets.tie", tied, st.leader)
            targets[e.name] = chosen
            if chosen:
                ref.step("rom.targets.tie", f"{e.name}: {', '.join(tied)} tie; the Leader {chosen} takes priority",
                         f"{e.name}: равенство между {', '.join(tied)}; целью становится лидер {chosen}")
            else:
                decide[e.name] = tied
                ref.step("rom.targets.tie", f"{e.name}: {', '.join(tied)} tie and none is the Leader: the players decide",
                         f"{e.name}: равенство между {', '.join(tied)}, и лидера среди них нет: решают игроки")
        else:
            targets[e.name] = None
    ref.step("rom.targets.at-activation", "targets are set again when each Enemy activates: Damage dealt meanwhile "
                                          "can change them",
             "цель каждого врага окончательно определяется при его активации: урон, нанесённый до этого, может её "
             "изменить")
    return {"targets": targets, "players_decide": decide}


# -- initiative --------------------------------------------------------------------------

@check("rom.combat.initiative")
def initiative_order(enemies: list) -> list:
    """Higher Initiative first (left); equal Initiative keeps the order of revealing."""
    return sorted(enemies, key=lambda e: -e.initiative)  # sorted() is stable


def resolve_initiative(st: S.InitiativeState, ref: Referee) -> dict:
    order = ref.call("rom.combat.initiative", st.enemies)
    told = ", ".join(f"{e.name} ({e.initiative})" for e in order)
    ref.step("rom.combat.initiative", "left to right: " + told, "слева направо: " + told)
    inits = [e.initiative for e in st.enemies]
    if len(set(inits)) < len(inits):
        ref.step("rom.combat.initiative-tie", "equal Initiative keeps the order in which the Enemies were revealed",
                 "враги с одинаковой инициативой сохраняют порядок, в котором их открыли")
    return {"order": [e.name for e in order]}


# -- end of turn -------------------------------------------------------------------------

def resolve_end_of_turn(st: S.EndOfTurnState, ref: Referee) -> dict:
    conds = st.conditions.model_dump()
    if st.last_enemy_defeated:
        ref.step("rom.success.immediate", "the last Enemy was defeated: no end-of-turn effects or Conditions apply",
                 "последний враг побеждён: эффекты конца хода и состояния не применяются")
        return {"applied": False, "health": st.health, "defeated": st.health == 0, "conditions_left": conds}
    bleed = floor0(conds["bleed"])
    health = floor0(st.health - bleed)
    if bleed:
        ref.step("rom.conditions.bleed", f"Bleed: loses {bleed} Health ({st.health} → {health})",
                 f"Кровотечение: здоровье уменьшается на {bleed} ({st.health} → {health})")
    ref.step("rom.conditions.end-of-turn", "every remaining Condition token is discarded",
             "все оставшиеся жетоны состояний сбрасываются")
    if health == 0 and bleed:
        ref.step("rom.conditions.not-by-character", "defeated by a Condition, not by a Character",
                 "побеждён состоянием, а не персонажем")
    return {"applied": True, "health": health, "defeated": health == 0, "conditions_left": {k: 0 for k in conds}}


# -- card modification -------------------------------------------------------------------

@check("rom.cards.gain-add")
def modify_card(card: dict[str, int], modifiers: list) -> tuple[dict[str, int], list[list[str]]]:
    """Gain applies even without a previous effect of that type, Add only with one; new
    effect types are applied after the card's own effects."""
    own = {k: v for k, v in card.items() if v}
    effects = dict(own)
    gained_new: list[str] = []
    for m in modifiers:
        for k, v in m.effects.items():
            if k in own:
                effects[k] += v
            elif m.mode == "gain":
                effects[k] = effects.get(k, 0) + v
                if k not in gained_new:
                    gained_new.append(k)
    order = [list(own)] + ([gained_new] if gained_new else [])
    return effects, [g for g in order if g]


def resolve_card(st: S.CardModificationState, ref: Referee) -> dict:
    effects, order = ref.call("rom.cards.gain-add", st.card, st.modifiers)
    for m in st.modifiers:
        for k, v in m.effects.items():
            src = m.source or "a modifier"
            src_ru = m.source or "модификатор"
            said = f"{src_ru}: {'получение' if m.mode == 'gain' else 'добавление'} эффекта «{_EFFECT_RU.get(k, k)} {v}»"
            if st.card.get(k):
                ref.step("rom.cards.gain-add", f"{src} {m.mode}s {k} {v}: the card already has {k}, applied together",
                         f"{said} — у карты уже есть этот эффект, они применяются вместе")
            elif m.mode == "gain":
                ref.step("rom.cards.gain-add", f"{src} gains {k} {v}: applied after the card's own effects",
                         f"{said} — применяется после собственных эффектов карты")
            else:
                ref.step("rom.cards.gain-add", f"{src} adds {k} {v}: the card has no {k}, so nothing is added",
                         f"{said} — у карты нет такого эффекта, поэтому ничего не добавляется")
    return {"effects": effects, "order": order}


# -- validation --------------------------------------------------------------------------

def _tokens(c: S.Conditions) -> int:
    return sum(max(0, v) for v in c.model_dump().values())


@check("rom.conditions.enemy-limit")
def enemy_conditions(enemy: S.Enemy) -> Said | None:
    limit = MAX_GOO_CONDITIONS if enemy.great_old_one else MAX_ENEMY_CONDITIONS
    n = _tokens(enemy.conditions)
    if n > limit:
        return Said(f"{enemy.name} holds {n} Conditions; {'a Great Old One card' if enemy.great_old_one else 'an Enemy'} "
                    f"holds at most {limit}",
                    f"у {enemy.name} {n} {plural_ru(n, 'состояние', 'состояния', 'состояний')}, а у "
                    f"{'карты Великого Древнего' if enemy.great_old_one else 'врага'} их не более {limit}")
    return None


check("rom.goo.conditions")(enemy_conditions)


@check("rom.sanity.max")
def sanity_within_start(c: S.Character) -> Said | None:
    if c.sanity > c.max_sanity:
        return Said(f"{c.name}'s Sanity {c.sanity} exceeds its starting value {c.max_sanity}",
                    f"рассудок {c.name} ({c.sanity}) выше начального значения ({c.max_sanity})")
    return None


@check("rom.regain.max")
def health_within_max(c) -> Said | None:
    if c.health > c.max_health:
        return Said(f"{c.name}'s Health {c.health} exceeds its maximum {c.max_health}",
                    f"здоровье {c.name} ({c.health}) выше максимума ({c.max_health})")
    return None


@check("rom.combat.round-dial")
def round_in_range(r: int) -> Said | None:
    return None if 1 <= r <= LAST_ROUND else Said(f"round {r} does not exist: a Combat lasts rounds 1 to {LAST_ROUND}",
                                                  f"раунда {r} не бывает: бой идёт с 1-го по {LAST_ROUND}-й раунд")


@check("rom.setup.characters")
def character_count(n: int) -> Said | None:
    return None if 1 <= n <= 3 else Said(f"{n} Characters: a game has 1 to 3",
                                         f"персонажей: {n}; в игре их от 1 до 3")


@check("rom.upkeep.first-leader")
def leader_is_character(leader: str, names: list[str]) -> Said | None:
    return None if leader in names else Said(f"the Leader {leader} is not one of the Characters ({', '.join(names)})",
                                             f"лидер {leader} — не один из персонажей ({', '.join(names)})")


# -- standing: Healthy or Wounded, Sane or Insane --------------------------------------

def _standing(value: int | None, threshold: int, at_or_above: str, below: str) -> str | None:
    """A Character's standing from a value: the first at ``threshold`` or more, else the second."""
    return None if value is None else at_or_above if value >= threshold else below


def _treated(c: S.StandingCreature, claim: str, value: int | None, unit: str, threshold: int, at_or_above: str,
             below: str) -> Said | None:
    """A treatment ``claim`` the Character's ``value`` of ``unit`` contradicts, as a message."""
    held = None if c.enemy else _standing(value, threshold, at_or_above, below)
    if held is None or claim not in (at_or_above, below) or claim == held:
        return None
    return Said(f"{c.name} has {value} {unit}: {held.title()}, not {claim.title()}",
                f"у {c.name} {_VALUE_RU[unit.lower()]} {value}: {_STANDING_RU[held]}, а не {_STANDING_RU[claim]}")


@check("rom.health.healthy")
def health_standing(c: S.StandingCreature, claim: str) -> Said | None:
    """A Character is Healthy at 6 Health or more, Wounded at 5 or less."""
    return _treated(c, claim, c.health, "Health", HEALTHY, "healthy", "wounded")


@check("rom.sanity.sane")
def sanity_standing(c: S.StandingCreature, claim: str) -> Said | None:
    """A Character is Sane at 6 Sanity or more, Insane at 5 or less."""
    return _treated(c, claim, c.sanity, "Sanity", SANE, "sane", "insane")


@check("rom.health.enemy-never-wounded")
def enemy_never_wounded(c: S.StandingCreature, claim: str) -> Said | None:
    if c.enemy and claim == "wounded":
        return Said(f"{c.name} is an Enemy: Enemies are never Wounded, whatever their Health",
                    f"{c.name} — враг: враги никогда не считаются ранеными, каким бы ни было их здоровье")
    return None


def resolve_standing(st: S.StandingState, ref: Referee) -> dict:
    out: dict[str, dict[str, bool | None]] = {}
    for i, c in enumerate(st.creatures):
        health = None if c.enemy else _standing(c.health, HEALTHY, "healthy", "wounded")
        sanity = None if c.enemy else _standing(c.sanity, SANE, "sane", "insane")
        if c.enemy:
            ref.step("rom.health.enemy-never-wounded", f"{c.name} is an Enemy: never Wounded",
                     f"{c.name} — враг: никогда не считается раненым")
        if health is not None:
            ref.step("rom.health.healthy", f"{c.name} has {c.health} Health: {health.title()}",
                     f"у {c.name} здоровье {c.health}: {_STANDING_RU[health]}")
        if sanity is not None:
            ref.step("rom.sanity.sane", f"{c.name} has {c.sanity} Sanity: {sanity.title()}",
                     f"у {c.name} рассудок {c.sanity}: {_STANDING_RU[sanity]}")
        out[c.name] = {"healthy": None if health is None else health == "healthy",
                       "wounded": False if c.enemy else None if health is None else health == "wounded",
                       "sane": None if sanity is None else sanity == "sane",
                       "insane": None if sanity is None else sanity == "insane"}
        for j, claim in enumerate(c.treated_as):
            path = f"state.creatures[{i}].treated_as[{j}]"
            for rule in ("rom.health.enemy-never-wounded", "rom.health.healthy", "rom.sanity.sane"):
                ref.run(rule, c, claim, path=path)
    return {"creatures": out}


def validate_combat(st: S.CombatState, ref: Referee) -> dict:
    ref.run("rom.combat.round-dial", st.round, path="state.round")
    names = [c.name for c in st.characters]
    ref.run("rom.setup.characters", len(st.characters), path="state.characters")
    ref.run("rom.upkeep.first-leader", st.leader, names, path="state.leader")
    for i, c in enumerate(st.characters):
        base = f"state.characters[{i}]"
        ref.run("rom.regain.max", c, path=f"{base}.health")
        ref.run("rom.sanity.max", c, path=f"{base}.sanity")
        _no_negatives(c, base, ref)
    for i, e in enumerate(st.enemies):
        base = f"state.enemies[{i}]"
        ref.run("rom.regain.max", e, path=f"{base}.health")
        ref.run("rom.goo.conditions" if e.great_old_one else "rom.conditions.enemy-limit", e,
                path=f"{base}.conditions")
        _no_negatives(e, base, ref)
    derived = {c.name: {"sane": c.sanity >= SANE, "healthy": c.health >= HEALTHY} for c in st.characters}
    return {"characters": derived}


def _no_negatives(creature, base: str, ref: Referee) -> None:
    for field, value in creature.model_dump().items():
        if isinstance(value, int) and not isinstance(value, bool) and value < 0:
            ref.violation("rom.golden.limits", f"{field} is {value}: no value can be below 0", f"{base}.{field}",
                          f"{_VALUE_RU.get(field, field)} = {value}: никакое значение не может быть ниже 0")
    for field, value in creature.conditions.model_dump().items():
        if value < 0:
            ref.violation("rom.golden.limits", f"{field} tokens are {value}: no value can be below 0",
                          f"{base}.conditions.{field}",
                          f"жетонов «{_EFFECT_RU.get(field, field)}»: {value}; никакое значение не может быть ниже 0")


def _say(en, ru):
    return lambda check, lang: (ru if lang == "ru" else en)(check["result"])


KINDS = {k.name: k for k in [
    Kind("timing-order", S.TimingState, resolve_timing, "In which order do coinciding effects apply?", S.TimingResult,
         describe=_say(lambda r: "Order: " + " → ".join("/".join(g) for g in r["order"]) + ".",
                       lambda r: "Порядок: " + " → ".join("/".join(g) for g in r["order"]) + ".")),
    Kind("attack", S.AttackState, resolve_attack, "What does an attack do after Prison, Weakness, Vulnerability "
                                                  "and Defense?", S.AttackResult,
         describe=_say(lambda r: (f"The attack is {r['attack_value']}: {r['damage']} Damage, the defender has "
                                  f"{r['defender_health']} Health and {r['defender_defense']} Defense left."
                                  if r["attack_performed"] else "Prison defeats the attacker: no attack."),
                       lambda r: (f"Атака {r['attack_value']}: урон {r['damage']}, у цели {r['defender_health']} "
                                  f"здоровья." if r["attack_performed"] else "Тюрьма побеждает атакующего: атаки нет."))),
    Kind("round-end", S.RoundEndState, resolve_round_end, "Does the combat go on, fail or succeed at round end?",
         S.RoundEndResult,
         describe=_say(lambda r: {"continue": "The combat goes on.", "victory": "The combat ends in success.",
                                  "defeat": "The game ends in failure: " + "; ".join(r["reasons"]) + "."}[r["status"]],
                       lambda r: {"continue": "Бой продолжается.", "victory": "Бой выигран.",
                                  "defeat": "Поражение: " + "; ".join(map(_reason_ru, r["reasons"])) + "."}[r["status"]])),
    Kind("upkeep", S.UpkeepState, resolve_upkeep, "Who leads this round and how many cards are drawn?",
         S.UpkeepResult,
         describe=_say(lambda r: f"Leader: {r['leader'] or 'the players choose'}; each Character draws "
                                 f"{next(iter(r['cards_drawn'].values()))} cards.",
                       lambda r: f"Лидер: {r['leader'] or 'выбирают игроки'}; каждый берёт "
                                 f"{next(iter(r['cards_drawn'].values()))} карт.")),
    Kind("enemy-targets", S.EnemyTargetsState, resolve_targets, "Whom does each Enemy attack?", S.EnemyTargetsResult,
         describe=_say(lambda r: "Targets: " + ", ".join(f"{e} → {t or 'players decide'}"
                                                         for e, t in r["targets"].items()) + ".",
                       lambda r: "Цели: " + ", ".join(f"{e} → {t or 'решают игроки'}"
                                                      for e, t in r["targets"].items()) + ".")),
    Kind("initiative-order", S.InitiativeState, resolve_initiative, "In which order do Enemies activate?",
         S.InitiativeResult,
         describe=_say(lambda r: "Enemies act in this order: " + ", ".join(r["order"]) + ".",
                       lambda r: "Враги действуют так: " + ", ".join(r["order"]) + ".")),
    Kind("end-of-turn", S.EndOfTurnState, resolve_end_of_turn, "What happens at the end of a creature's turn?",
         S.EndOfTurnResult,
         describe=_say(lambda r: ("Nothing: the last Enemy was defeated, so end-of-turn effects are skipped."
                                  if not r["applied"] else f"Health after Bleed: {r['health']}; all Conditions are "
                                                           "discarded."),
                       lambda r: ("Ничего: последний враг побеждён." if not r["applied"]
                                  else f"Здоровье после кровотечения: {r['health']}; состояния сброшены."))),
    Kind("card-modification", S.CardModificationState, resolve_card, "What does a card do once Gain/Add effects "
                                                                     "modify it?", S.CardModificationResult,
         describe=_say(lambda r: "The card ends with " + ", ".join(f"{k} {v}" for k, v in r["effects"].items()) + ".",
                       lambda r: "Итог карты: " + ", ".join(f"{k} {v}" for k, v in r["effects"].items()) + ".")),
]}

KINDS["standing"] = Kind(
    "standing", S.StandingState, resolve_standing, "Is a creature Healthy or Wounded, Sane or Insane?",
    S.StandingResult,
    describe=_say(lambda r: " ".join(f"{n}: " + ", ".join(k.title() for k, v in s.items() if v) + "."
                                     for n, s in r["creatures"].items() if any(s.values())),
                  lambda r: " ".join(f"{n}: " + ", ".join({"healthy": "здоров", "wounded": "ранен", "sane": "в здравом "
                                                           "уме", "insane": "безумен"}[k] for k, v in s.items() if v)
                                     + "." for n, s in r["creatures"].items() if any(s.values()))))

# a part of a position told in words (reading.py's positions-only readers)
KINDS["upkeep-draw"] = Kind("upkeep-draw", S.UpkeepDrawState, resolve_upkeep_draw,
                            "Did each Character draw the cards the rules give at Upkeep?")

VALIDATION = Kind("combat", S.CombatState, validate_combat, "Is this combat snapshot legal?")


# -- play told in words (told.py's positions-only readers) --------------------------------

MAX_FOR_ANOTHER = 1  # rom.actions.for-another: "up to 1 card for another Character during their turn"
SHOP_REGAINS = 3  # rom.shop.regain-sanity / rom.shop.regain-health: "up to 3 times per Shop and Character"


def resolve_for_another(st: S.ForAnotherState, ref: Referee) -> dict:
    """rom.actions.for-another: one card per turn for another Character, Cooperative cards
    apart (rom.actions.cooperative); rom.discharge: never a Discharge card."""
    counted: dict[str, int] = {}
    for i, turn in enumerate(st.turns):
        plain = [p for p in turn.plays if not p.cooperative]
        counted[turn.actor] = max(counted.get(turn.actor, 0), len(plain))
        if len(plain) > MAX_FOR_ANOTHER:
            # (at the first play over the limit: a play proposed after those told is the one refused)
            over = [j for j, p in enumerate(turn.plays) if not p.cooperative][MAX_FOR_ANOTHER]
            ref.violation("rom.actions.for-another", f"{turn.actor} played {len(plain)} cards that are not Cooperative "
                                                     f"for another Character in one turn: at most {MAX_FOR_ANOTHER}",
                          f"state.turns[{i}].plays[{over}]",
                          f"{turn.actor}: за один ход для другого персонажа сыграно некооперативных карт — "
                          f"{len(plain)}; можно не более {MAX_FOR_ANOTHER}")
        elif len(turn.plays) > len(plain):
            ref.step("rom.actions.cooperative", f"{turn.actor}'s Cooperative card does not count towards the limit",
                     f"кооперативная карта ({turn.actor}) не считается в лимит")
        for j, p in enumerate(turn.plays):
            if p.discharge:
                ref.violation("rom.discharge", f"{turn.actor} played a card with Discharge for {p.recipient}: "
                                               "Discharge cards cannot be played for other Characters",
                              f"state.turns[{i}].plays[{j}].discharge",
                              f"{turn.actor}: карта с «Разрядом» сыграна для {p.recipient}, а карты с «Разрядом» "
                              "нельзя играть для других персонажей")
    return {"cards_for_another": counted}


def resolve_recovery(st: S.RecoveryState, ref: Referee) -> dict:
    """rom.explore.recovery-immediate: Recovery Points not used at once are lost."""
    if st.kept_for_later:
        ref.violation("rom.explore.recovery-immediate", "Recovery Points were kept for later: any not used "
                                                        "immediately are lost", "state.kept_for_later",
                      "очки восстановления отложили на потом, а не потраченные сразу теряются")
    return {}


def resolve_once_per_combat(st: S.OncePerCombatState, ref: Referee) -> dict:
    """rom.relic.once: each Relic once per Combat; rom.consumable: a Consumable card once."""
    for i, use in enumerate(st.uses):
        if use.times > 1:
            rule, what = ("rom.relic.once", "a Relic") if use.item == "relic" else ("rom.consumable", "a Consumable card")
            what_ru = "реликвию" if use.item == "relic" else "расходуемую карту"
            ref.violation(rule, f"{what} was used {use.times} times in one Combat: only once", f"state.uses[{i}].times",
                          f"{what_ru} использовали за один бой {_times_ru(use.times)}, а можно только один раз")
    return {}


def resolve_shop_regains(st: S.ShopRegainsState, ref: Referee) -> dict:
    """rom.shop.regain-sanity / rom.shop.regain-health: 1 point at a time, up to 3 times per
    Shop and Character."""
    for i, r in enumerate(st.regains):
        rule = f"rom.shop.regain-{r.stat}"
        if r.times > SHOP_REGAINS:
            ref.violation(rule, f"a Character regained {r.stat.title()} {r.times} times at one Shop: at most "
                                f"{SHOP_REGAINS}", f"state.regains[{i}].times",
                          f"персонаж восстановил {_VALUE_RU[r.stat]} в одном магазине {_times_ru(r.times)}, а можно "
                          f"не более {SHOP_REGAINS}")
        else:
            ref.step(rule, f"{r.stat.title()} regained {r.times} time(s) at the Shop: within {SHOP_REGAINS}",
                     f"{_VALUE_RU[r.stat]} восстановлен{'о' if r.stat == 'health' else ''} в магазине "
                     f"{_times_ru(r.times)}: в пределах {SHOP_REGAINS}")
    return {}


def resolve_sacrifice_cost(st: S.SacrificeCostState, ref: Referee) -> dict:
    """rom.class.sorcerer-insane: only his first Sacrifice card of the turn costs 1 more."""
    if st.cards_with_extra_cost > 1:
        ref.violation("rom.class.sorcerer-insane", f"1 was added to the cost of {st.cards_with_extra_cost} Sacrifice "
                                                   "cards in one turn: only the first played costs 1 more",
                      "state.cards_with_extra_cost",
                      f"за один ход 1 прибавили к стоимости {st.cards_with_extra_cost} "
                      f"{plural_ru(st.cards_with_extra_cost, 'карты', 'карт', 'карт')} с Жертвой, а на 1 дороже стоит "
                      "только первая сыгранная")
    return {}


def resolve_kept_past_turn(st: S.KeptPastTurnState, ref: Referee) -> dict:
    """rom.turn.energy-discard: Energy is discarded (Synergy Relic Charges apart);
    rom.conditions.end-of-turn: every remaining Condition token is discarded."""
    if st.energy_kept:
        ref.violation("rom.turn.energy-discard", "Energy was kept past the end of the turn: all Energy is discarded "
                                                 "except Charges on Synergy Relics", "state.energy_kept",
                      "энергию сохранили после конца хода, а вся энергия сбрасывается, кроме зарядов на реликвиях "
                      "синергии")
    if st.conditions_kept:
        ref.violation("rom.conditions.end-of-turn", "a Condition token was kept past the end of its holder's turn: "
                                                    "all remaining Condition tokens are discarded", "state.conditions_kept",
                      "жетон состояния сохранили после конца хода его владельца, а все оставшиеся жетоны состояний "
                      "сбрасываются")
    return {}


def resolve_leftover_damage(st: S.LeftoverDamageState, ref: Referee) -> dict:
    """rom.cards.attack-target: Damage beyond an Enemy's Health cannot attack other Enemies."""
    if st.moved_to_another_enemy:
        ref.violation("rom.cards.attack-target", "Damage left over after an Enemy was defeated was put on another "
                                                 "Enemy: it cannot be used to attack other Enemies",
                      "state.moved_to_another_enemy",
                      "урон, оставшийся после победы над врагом, перенесли на другого врага, а им нельзя атаковать "
                      "других врагов")
    return {}


def resolve_prison_attack(st: S.PrisonAttackState, ref: Referee) -> dict:
    """rom.conditions.prison-defeated: a creature Prison takes to 0 Health does not attack."""
    if st.attacked_after_prison_defeat:
        ref.violation("rom.conditions.prison-defeated", "a creature Prison took to 0 Health still attacked: it is "
                                                        "defeated and does not perform its attack",
                      "state.attacked_after_prison_defeat",
                      "существо, чьё здоровье Тюрьма снизила до 0, всё же атаковало, а оно побеждено и не атакует")
    return {}


for _kind in [Kind("cards-for-another", S.ForAnotherState, resolve_for_another,
                   "Did an active Character play more cards for another Character than the rules allow?"),
              Kind("recovery", S.RecoveryState, resolve_recovery, "Were Recovery Points kept for later?"),
              Kind("once-per-combat", S.OncePerCombatState, resolve_once_per_combat,
                   "Was a Relic or a Consumable used more than once in one Combat?"),
              Kind("shop-regains", S.ShopRegainsState, resolve_shop_regains,
                   "Did a Character regain Sanity or Health at a Shop more than 3 times?"),
              Kind("sacrifice-cost", S.SacrificeCostState, resolve_sacrifice_cost,
                   "Did the Insane Sorcerer's extra cost go beyond his first Sacrifice card?"),
              Kind("kept-past-turn", S.KeptPastTurnState, resolve_kept_past_turn,
                   "Were Energy or Condition tokens kept past the end of a turn?"),
              Kind("leftover-damage", S.LeftoverDamageState, resolve_leftover_damage,
                   "Was leftover Damage put on another Enemy?"),
              Kind("prison-attack", S.PrisonAttackState, resolve_prison_attack,
                   "Did a creature Prison took to 0 Health still attack?")]:
    KINDS[_kind.name] = _kind
