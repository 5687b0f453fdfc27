"""Old Ones Origins: turn order, spell cost, game end, movement, influence resolution,
psychic damage, conflict dice, attacks, and the board's validation. Each function is the
code of the rule id it is registered under."""
from __future__ import annotations

from collections import deque

from kb.engine.registry import Referee, Said, check, plural_ru
from kb.game import Kind
from kb.games.old_ones_origins import state as S

VP_TO_END = {2: 2, 3: 3, 4: 4}  # ooo.objective.vp
MAX_ROUNDS = {"short": 4, "standard": 6}  # ooo.length.short / ooo.length.standard
MAP_SIZE = {2: (3, 2), 3: (3, 3), 4: (4, 3)}  # ooo.map.size
DICE_CAP = 10  # ooo.dice.cap


# the asker, read from the story as "me" (kb.games.old_ones_origins.reading), is "you" in an answer
def _wins(player: str) -> str:
    return "you win" if player == "me" else f"{player} wins"


def _named(player: str) -> str:
    return "you have" if player == "me" else f"{player} has"


def _whose(player: str) -> str:
    return "your" if player == "me" else f"{player}'s"


def _marker_ru(player: str) -> str:
    return "ваш маркер" if player == "me" else f"маркер {player}"


def _wins_ru(player: str) -> str:
    return "вы побеждаете" if player == "me" else f"побеждает {player}"


def _power_ru(n: int, case: str = "nom") -> str:
    """«3 Силы»: Power after a number, in the nominative or the accusative."""
    return f"{n} " + (plural_ru(n, "Сила", "Силы", "Сил") if case == "nom" else plural_ru(n, "Силу", "Силы", "Сил"))


# an area's status in a Russian step: «ничейная область»
_STATUS_RU = {"unaligned": "ничейная", "contested": "оспариваемая", "enemy": "вражеская", "allied": "своя"}


# -- turn order --------------------------------------------------------------------------

@check("ooo.scheme.turn-order")
def turn_order(initiative: dict[str, int], previous: dict[str, int]) -> list[str]:
    """Lowest Initiative first; on a tie, the player who had the lower Initiative in the
    previous round counts as higher and goes later."""
    return sorted(initiative, key=lambda p: (initiative[p], -previous.get(p, 0)))


def resolve_spell_order(st: S.SpellOrderState, ref: Referee) -> dict:
    """ooo.spell.order: Spell Casting starts with the most Power, then the next most; a tie
    the book does not break is one group (the players settle it)."""
    values = sorted(set(st.power.values()), reverse=True)
    order = [[p for p in st.power if st.power[p] == v] for v in values]
    told = ", ".join(f"{p} {st.power[p]}" for g in order for p in g)
    ref.step("ooo.spell.order", "Power: " + told + " — the most Power casts first, then the next most",
             "Сила: " + told + " — первым заклинания творит игрок с наибольшей Силой, затем следующий по Силе")
    for group in order:
        if len(group) > 1:
            ref.step("ooo.spell.order", f"{', '.join(group)} tie at {st.power[group[0]]} Power: the rules do not "
                                        "say who of them casts first",
                     f"у {', '.join(group)} поровну Силы ({st.power[group[0]]}): правила не говорят, кто из них "
                     "творит заклинания первым")
    return {"order": order}


def resolve_turn_order(st: S.TurnOrderState, ref: Referee) -> dict:
    order = ref.call("ooo.scheme.turn-order", st.initiative, st.previous_initiative)
    told = ", ".join(f"{p} {st.initiative[p]}" for p in order)
    ref.step("ooo.scheme.turn-order", "Initiative: " + told + " — the lowest goes first",
             "Инициатива: " + told + " — первым ходит игрок с наименьшей")
    values = list(st.initiative.values())
    for v in sorted({v for v in values if values.count(v) > 1}):
        tied = [p for p in order if st.initiative[p] == v]
        missing = [p for p in tied if p not in st.previous_initiative]
        if missing:
            ref.violation("ooo.scheme.tie", f"{', '.join(tied)} tie at Initiative {v} and the previous Initiative "
                                            f"of {', '.join(missing)} is not given: the tie cannot be broken",
                          "state.previous_initiative",
                          f"у {', '.join(tied)} равная инициатива ({v}), но не указана инициатива в прошлом раунде "
                          f"({', '.join(missing)}): ничью не разрешить")
            continue
        last = [st.previous_initiative[p] for p in tied]
        if len(set(last)) < len(last):
            # the rule breaks a tie by last round's Initiative only: tied there too, it says nothing
            ref.violation("ooo.scheme.tie", f"{', '.join(tied)} tie at Initiative {v} and tied in the previous round "
                                            "as well: the rule does not break this tie", "state.previous_initiative",
                          f"у {', '.join(tied)} равная инициатива ({v}), и в прошлом раунде она тоже была равной: "
                          "правило эту ничью не разрешает")
            continue
        ref.step("ooo.scheme.tie", f"tie at {v}: " + ", ".join(
            f"{p} (previously {st.previous_initiative[p]})" for p in tied) + " — the lower previous Initiative goes later",
                 f"ничья при {v}: " + ", ".join(f"{p} (в прошлом раунде {st.previous_initiative[p]})" for p in tied)
                 + " — у кого инициатива в прошлом раунде была ниже, тот ходит позже")
    return {"order": order}


# -- spell cost --------------------------------------------------------------------------

@check("ooo.spell.cost")
def spell_cost(printed: int, own: int, enemies: list[int]) -> int:
    """The printed cost plus the difference to the highest enemy Spell Resistance, if that is higher."""
    return printed + max(0, max(enemies, default=own) - own)


def resolve_spell_cost(st: S.SpellCostState, ref: Referee) -> dict:
    cost = ref.call("ooo.spell.cost", st.printed_cost, st.spell_resistance, st.enemy_spell_resistance)
    highest = max(st.enemy_spell_resistance, default=None)
    if highest is None or highest <= st.spell_resistance:
        ref.step("ooo.spell.cost", f"no enemy has more Spell Resistance than {st.spell_resistance}: "
                                   f"the spell costs its printed {st.printed_cost} Power",
                 f"ни у одного противника сопротивление заклинаниям не выше {st.spell_resistance}: стоимость "
                 f"заклинания — напечатанная, {_power_ru(st.printed_cost)}")
    else:
        ref.step("ooo.spell.cost", f"the highest enemy Spell Resistance {highest} exceeds yours ({st.spell_resistance}) "
                                   f"by {highest - st.spell_resistance}: {st.printed_cost} + "
                                   f"{highest - st.spell_resistance} = {cost} Power",
                 f"наибольшее сопротивление заклинаниям у противника ({highest}) выше вашего ({st.spell_resistance}) "
                 f"на {highest - st.spell_resistance}: {st.printed_cost} + {highest - st.spell_resistance} = "
                 f"{_power_ru(cost)}")
    ref.step("ooo.spell.pay", f"pay {cost} Power (from the dial or by exhausting units) or the spell does not resolve",
             f"заплатите {_power_ru(cost, 'acc')} (с диска или истощая отряды), иначе заклинание не сработает")
    return {"cost": cost}


# -- game end ----------------------------------------------------------------------------

@check("ooo.objective.vp")
def vp_to_end(players: int) -> int:
    """2, 3 or 4 VP end the game with 2, 3 or 4 players."""
    return VP_TO_END[players]


@check("ooo.play.length")
def last_round(round_: int | None, length: str | None) -> bool:
    """A Short game lasts at most 4 rounds, a Standard game 6."""
    return round_ is not None and length is not None and round_ >= MAX_ROUNDS[length]


@check("ooo.end.tie-breaks")
def winner_by_tie_breaks(candidates: list[str], vp: dict[str, int], seals: dict[str, int]) -> str | None:
    """Most VP; tied → most allied Seals on the board; still tied → nobody (all lose)."""
    top = max(vp[p] for p in candidates)
    best = [p for p in candidates if vp[p] == top]
    if len(best) == 1:
        return best[0]
    most = max(seals.get(p, 0) for p in best)
    best = [p for p in best if seals.get(p, 0) == most]
    return best[0] if len(best) == 1 else None


def resolve_game_end(st: S.GameEndState, ref: Referee) -> dict:
    need = ref.call("ooo.objective.vp", st.players)
    reached = [p for p, v in st.vp.items() if v >= need]
    ref.step("ooo.objective.vp", f"{st.players} players: {need} VP end the game; "
                                 + (f"{', '.join(reached)} reached it" if reached else "nobody reached it"),
             f"{st.players} {plural_ru(st.players, 'игрок', 'игрока', 'игроков')}: игра заканчивается при {need} ПО; "
             + (f"их набрали: {', '.join('вы' if p == 'me' else p for p in reached)}" if reached
                else "никто их не набрал"))
    out_of_schemes = [p for p, n in st.schemes_left.items() if n == 0]
    final = ref.call("ooo.play.length", st.round, st.length)
    if reached:
        candidates = reached
    elif out_of_schemes:
        candidates = list(st.vp)
        ref.step("ooo.end.no-schemes", f"{', '.join(out_of_schemes)} has no Scheme left: the game is over",
                 f"у {', '.join('вас' if p == 'me' else p for p in out_of_schemes)} не осталось замыслов: "
                 "игра окончена")
    elif final:
        candidates = list(st.vp)
        ref.step("ooo.play.length", f"round {st.round} is the last of a {st.length} game",
                 f"раунд {st.round} — последний в {'короткой' if st.length == 'short' else 'стандартной'} игре")
    else:
        ref.step("ooo.end.victory", "no end condition is met: the game goes on",
                 "ни одно условие конца игры не выполнено: игра продолжается")
        return {"ended": False, "winner": None, "all_lose": False}
    winner = ref.call("ooo.end.tie-breaks", candidates, st.vp, st.seals_on_board)
    if len(candidates) == 1:
        ref.step("ooo.end.victory", f"only {_named(winner)} the VP needed: {_wins(winner)}",
                 f"нужное число ПО только у {'вас' if winner == 'me' else winner}: {_wins_ru(winner)}")
    elif winner:
        ref.step("ooo.end.tie-breaks", f"{_wins(winner)} on the tie-breaks (most VP, then most allied Seals on the board)",
                 f"{_wins_ru(winner)} при равенстве (больше всех ПО, затем больше всех своих печатей на поле)")
    else:
        ref.step("ooo.end.azathoth", "tied for most VP and most allied Seals: Azathoth awakens and all players lose",
                 "ничья и по ПО, и по своим печатям на поле: пробуждается Азатот, и проигрывают все игроки")
    return {"ended": True, "winner": winner, "all_lose": winner is None}


# -- movement ----------------------------------------------------------------------------

@check("ooo.movement.exhausted")
def exhausted_cannot_move(unit) -> Said | None:
    return Said("an exhausted unit cannot move (it can only warp)",
                "истощённый отряд не может перемещаться (он может только телепортироваться)") if unit.exhausted else None


@check("ooo.movement.contested")
def contested_cannot_leave(unit, start) -> Said | None:
    if start is not None and start.status == "contested" and not unit.evasive:
        return Said("a unit in a contested area cannot move unless it is Evasive",
                    "отряд в оспариваемой области не может уйти без свойства «Неуловимый»")
    return None


@check("ooo.blockers")
def blocked(area, unit) -> str | None:
    """The blocker that stops a unit entering this area, if any."""
    if area.kind == "void" and not unit.flying:
        return "void"
    if area.status == "enemy":
        return "enemy"
    if area.status in ("unaligned", "contested") and area.kind != "void" and not unit.evasive:
        return area.status
    return None


BLOCKER_RULE = {"void": "ooo.blockers.void", "unaligned": "ooo.blockers.unaligned",
                "contested": "ooo.blockers.contested", "enemy": "ooo.blockers.enemy"}


def resolve_movement(st: S.MovementState, ref: Referee) -> dict:
    areas = {a.id: a for a in st.areas}
    adj: dict[str, set[str]] = {a: set() for a in areas}
    for i, pair in enumerate(st.adjacent):
        if len(pair) != 2 or any(p not in areas for p in pair):
            ref.violation("ooo.movement.adjacent", f"adjacency {pair} names an unknown area or is not a pair",
                          f"state.adjacent[{i}]", f"соседство {pair} называет неизвестную область или это не пара")
            continue
        adj[pair[0]].add(pair[1])
        adj[pair[1]].add(pair[0])
    unit = st.unit
    start = areas.get(unit.area)
    if start is None:
        ref.violation("ooo.movement.adjacent", f"the unit's area {unit.area!r} is not among the areas", "state.unit.area",
                      f"области отряда {unit.area!r} нет среди областей")
        return {"legal": False, "stops_at": unit.area, "reachable": []}
    can_move = (ref.run("ooo.movement.exhausted", unit, path="state.unit.exhausted")
                and ref.run("ooo.movement.contested", unit, start, path="state.unit.area"))
    reachable = _reachable(start.id, areas, adj, unit) if can_move else []
    ref.step("ooo.blockers", "areas it can end in: " + (", ".join(reachable) or "none"),
             "области, где отряд может закончить движение: " + (", ".join(reachable) or "нет таких"))
    if not st.path:
        return {"legal": can_move, "stops_at": unit.area, "reachable": reachable}
    if not can_move:
        return {"legal": False, "stops_at": unit.area, "reachable": reachable}
    at = start.id
    for i, nxt in enumerate(st.path):
        path = f"state.path[{i}]"
        if nxt not in areas or nxt not in adj[at]:
            ref.violation("ooo.movement.adjacent", f"{nxt} is not adjacent to {at}", path, f"{nxt} не соседствует с {at}")
            return {"legal": False, "stops_at": at, "reachable": reachable}
        why = ref.call("ooo.blockers", areas[nxt], unit)
        if why == "void":
            ref.violation("ooo.blockers.void", f"{nxt} is a void area and the unit is not Flying: it cannot "
                                               "enter it, so it cannot be the destination", path,
                          f"{nxt} — пустотная область, а отряд не летающий: войти в неё он не может, поэтому она не "
                          "может быть областью назначения")
            return {"legal": False, "stops_at": at, "reachable": reachable}
        at = nxt
        ref.step("ooo.movement.adjacent", f"moves into {nxt}", f"входит в {nxt}")
        if why:
            ref.step(BLOCKER_RULE[why], f"{nxt} is {'an ' if why[0] in 'aeiou' else 'a '}{why} area: the unit must stop",
                     f"{nxt} — {_STATUS_RU.get(why, why)} область: отряд обязан остановиться")
            if i + 1 < len(st.path):
                ref.violation("ooo.blockers.stop", f"the unit must stop in {nxt}; it cannot go on to "
                                                   f"{st.path[i + 1]}", f"state.path[{i + 1}]",
                              f"отряд обязан остановиться в {nxt}; дальше в {st.path[i + 1]} он пойти не может")
                return {"legal": False, "stops_at": nxt, "reachable": reachable}
    return {"legal": True, "stops_at": at, "reachable": reachable}


def _reachable(start: str, areas, adj, unit) -> list[str]:
    """Every area the unit may end its move in: entering a blocked area ends the move,
    and a void area is never a destination without Flying."""
    seen, out, todo = {start}, [], deque([start])
    while todo:
        at = todo.popleft()
        for nxt in sorted(adj[at]):
            if nxt in seen:
                continue
            seen.add(nxt)
            why = blocked(areas[nxt], unit)
            if why == "void":
                continue
            out.append(nxt)
            if not why:
                todo.append(nxt)
    return out


# -- influence resolution ----------------------------------------------------------------

@check("ooo.influence.allied-on-top")
def not_onto_allied(top_owner: str | None, player: str, region: str) -> Said | None:
    if top_owner == player:
        return Said(f"{region}'s center already has {_whose(player)} own marker on top: choose another Region",
                    f"в центре {region} сверху уже лежит " + ("ваш собственный маркер" if player == "me" else
                                                              f"собственный маркер {player}") + ": выберите другой регион")
    return None


def resolve_influence(st: S.InfluenceState, ref: Referee) -> dict:
    if st.return_for_wild_resource:
        ref.step("ooo.influence.wild-resource", f"{_whose(st.player)} marker returns unrevealed for 1 Wild Resource",
                 f"{_marker_ru(st.player)} возвращается нераскрытым за 1 дикий ресурс")
        return {"outcome": "returned", "region": None, "allowed_regions": []}
    if st.slot == "center":
        if st.region is None:
            ref.violation("ooo.influence.center", "a center-slot marker needs its region", "state.region",
                          "для маркера в центральном слоте нужно указать его регион")
            return {"outcome": "resolves", "region": None, "allowed_regions": []}
        ref.step("ooo.influence.center", f"the marker is in the center of {st.region}: it resolves there",
                 f"маркер лежит в центре {st.region}: он разыгрывается там")
        return {"outcome": "resolves", "region": st.region, "allowed_regions": [st.region]}

    def top(region):
        stack = st.centers.get(region) or []
        return stack[-1].player if stack else None

    allowed = [r for r in st.touching if top(r) != st.player]
    ref.step("ooo.influence.corner", f"the corner marker touches {', '.join(st.touching) or 'no Region'}; "
                                     f"it may go to {', '.join(allowed) or 'none of them'}",
             "угловой маркер " + (f"касается регионов {', '.join(st.touching)}" if st.touching else
                                  "не касается ни одного региона") + "; "
             + (f"перейти он может в {', '.join(allowed)}" if allowed else "перейти он не может ни в один из них"))
    region = st.region
    if region is None:
        return {"outcome": "choose_another_region" if not allowed else "resolves", "region": None,
                "allowed_regions": allowed}
    if region not in st.touching:
        ref.violation("ooo.influence.corner", f"{region} is not a Region this corner touches", "state.region",
                      f"этот угловой маркер не касается региона {region}")
        return {"outcome": "choose_another_region", "region": None, "allowed_regions": allowed}
    owner = top(region)
    if not ref.run("ooo.influence.allied-on-top", owner, st.player, region, path="state.region"):
        return {"outcome": "choose_another_region", "region": None, "allowed_regions": allowed}
    if owner is not None:
        ref.step("ooo.influence.enemy-on-top", f"{_whose(owner)} marker is on top in {region}: {_whose(st.player)} "
                                               "marker goes face down under the stack and the Influence turn ends",
                 f"сверху в {region} лежит {_marker_ru(owner)}: {_marker_ru(st.player)} "
                 "кладётся лицом вниз под стопку, и ход влияния заканчивается")
        return {"outcome": "slides_under", "region": region, "allowed_regions": allowed}
    ref.step("ooo.influence.corner", f"the marker moves to {region}'s center and resolves there",
             f"маркер перемещается в центр {region} и разыгрывается там")
    return {"outcome": "resolves", "region": region, "allowed_regions": allowed}


# -- conflicts ---------------------------------------------------------------------------

def _exhaust(ids, figures, path, ref, stat) -> int:
    by_id = {f.id: f for f in figures}
    total, used = 0, set()
    for i, uid in enumerate(ids):
        f = by_id.get(uid)
        if f is None or f.exhausted or uid in used:
            why = "is not in the conflict" if f is None else "is already exhausted" if f.exhausted else "is listed twice"
            why_ru = ("не участвует в конфликте" if f is None else "уже истощён" if f.exhausted
                      else "указан дважды")
            ref.violation("ooo.psychic.exhaust" if stat == "power" else "ooo.attack.block",
                          f"{uid} {why}: it cannot be exhausted to block", f"{path}[{i}]",
                          f"{uid} {why_ru}: его нельзя истощить ради блока")
            continue
        used.add(uid)
        total += getattr(f, stat)
    return total


@check("ooo.attrition")
def attrition(fractures: int) -> int:
    """1 Psychic Damage for each Fracture in the area."""
    return fractures


@check("ooo.psychic.power")
def block_spent_on_psychic(block: int) -> Said | None:
    """Power spent and units exhausted block Psychic Damage; the conflict's Block does not."""
    return Said(f"{block} Block spent against Psychic Damage: only Power (and exhausted units) block it",
                f"против психического урона потрачен блок ({block}): его блокируют только Сила "
                "(и истощённые отряды)") if block else None


def resolve_psychic(st: S.PsychicDamageState, ref: Referee) -> dict:
    damage = st.damage
    if damage is None:
        damage = ref.call("ooo.attrition", st.fractures)
        ref.step("ooo.attrition", f"{st.fractures} Fracture(s) in the area: {damage} Psychic Damage at attrition",
                 f"Трещин в области: {st.fractures}; при истощении психический урон — {damage}")
    if st.spend_block:
        ref.run("ooo.psychic.power", st.spend_block, path="state.spend_block")
    spend = st.spend_power
    if spend > st.power:
        ref.violation("ooo.psychic.power", f"spends {spend} Power but has {st.power}", "state.spend_power",
                      f"тратит {_power_ru(spend, 'acc')}, а есть только {st.power}")
        spend = 0
    by_power = min(spend, damage)
    ref.step("ooo.psychic.power", f"spends {spend} Power to block {by_power}",
             f"тратит {_power_ru(spend, 'acc')}, чтобы заблокировать {by_power}")
    left = damage - by_power
    by_units = min(left, _exhaust(st.exhaust, st.figures, "state.exhaust", ref, "power"))
    if st.exhaust:
        ref.step("ooo.psychic.exhaust", f"exhausts {', '.join(st.exhaust)} to block {by_units}",
                 f"истощает {', '.join(st.exhaust)}, чтобы заблокировать {by_units}")
    left -= by_units
    destroyed = min(left, len(st.figures))
    withdrawn = left > 0 and destroyed == len(st.figures)  # nothing left to destroy: out of the conflict
    ref.step("ooo.psychic.destroy", f"{left} unblocked: {destroyed} allied figure(s) destroyed",
             f"не заблокировано: {left}; уничтожено своих фигур: {destroyed}")
    if withdrawn:
        ref.step("ooo.psychic.withdraw", "no figures are left: the player withdraws from the conflict",
                 "фигур не осталось: игрок выходит из конфликта")
    return {"blocked_by_power": by_power, "blocked_by_units": by_units, "unblocked": left, "destroyed": destroyed,
            "withdrawn": withdrawn}


@check("ooo.dice.cap")
def dice_to_roll(total: int) -> tuple[int, int]:
    """At most 10 dice; each die over 10 converts one rolled die into any Conflict Resource."""
    rolled = min(total, DICE_CAP)
    return rolled, min(total - rolled, rolled)


def resolve_dice(st: S.ConflictDiceState, ref: Referee) -> dict:
    standing = [f for f in st.figures if not f.exhausted]
    total = sum(f.dice for f in standing)
    ref.step("ooo.dice.roll", f"{len(standing)} standing figure(s) give {total} dice"
                              + (f"; {len(st.figures) - len(standing)} exhausted figure(s) roll none"
                                 if len(standing) < len(st.figures) else ""),
             f"неистощённые фигуры ({len(standing)}) дают кубиков: {total}"
             + (f"; истощённые фигуры ({len(st.figures) - len(standing)}) кубиков не бросают"
                if len(standing) < len(st.figures) else ""))
    rolled, conversions = ref.call("ooo.dice.cap", total)
    if st.rolled is not None and st.rolled > DICE_CAP:
        ref.violation("ooo.dice.cap", f"{st.rolled} dice rolled: at most {DICE_CAP} are", "state.rolled",
                      f"брошено кубиков: {st.rolled}; бросают не более {DICE_CAP}")
    if total > DICE_CAP:
        ref.step("ooo.dice.cap", f"at most {DICE_CAP} dice are rolled; the {total - DICE_CAP} extra convert "
                                 f"{conversions} rolled dice into any Conflict Resource",
                 f"бросают не более {DICE_CAP} кубиков; лишние ({total - DICE_CAP}) превращают брошенные кубики "
                 f"({conversions}) в любой ресурс конфликта")
    return {"dice": total, "rolled": rolled, "conversions": conversions}


def resolve_attack(st: S.AttackState, ref: Referee) -> dict:
    a, d = st.attacker, st.defender
    spend_a = a.spend_attack
    if spend_a > a.dial_attack:
        ref.violation("ooo.attack.damage", f"spends {spend_a} Damage/Attack but the dial has {a.dial_attack}",
                      "state.attacker.spend_attack",
                      f"тратит урон/атаку {spend_a}, а на диске только {a.dial_attack}")
        spend_a = 0
    damage = a.card_attack + spend_a
    ref.step("ooo.attack.damage", f"{a.card_attack} on revealed cards + {spend_a} spent from the dial = {damage} damage",
             f"{a.card_attack} на раскрытых картах + {spend_a} с диска = урон {damage}")
    spend_b = d.spend_block
    if spend_b > d.dial_block:
        ref.violation("ooo.attack.block", f"spends {spend_b} Block but the dial has {d.dial_block}",
                      "state.defender.spend_block", f"тратит блок {spend_b}, а на диске только {d.dial_block}")
        spend_b = 0
    by_units = _exhaust(d.exhaust, d.figures, "state.defender.exhaust", ref, "block")
    blocked = min(damage, d.card_block + spend_b + by_units)
    ref.step("ooo.attack.block", f"{d.card_block} on cards + {spend_b} from the dial + {by_units} from exhausted "
                                 f"units: {blocked} blocked",
             f"{d.card_block} на картах + {spend_b} с диска + {by_units} от истощённых отрядов: "
             f"заблокировано {blocked}")
    unblocked = damage - blocked
    standing = len(d.figures)
    destroyed = min(unblocked, standing)
    ref.step("ooo.attack.destroy", f"{unblocked} unblocked: {destroyed} figure(s) destroyed"
                                   + (f", {unblocked - destroyed} extra damage lost" if unblocked > destroyed else ""),
             f"не заблокировано: {unblocked}; уничтожено фигур: {destroyed}"
             + (f"; лишний урон ({unblocked - destroyed}) пропадает" if unblocked > destroyed else ""))
    return {"damage": damage, "blocked": blocked, "unblocked": unblocked, "destroyed": destroyed,
            "lost": unblocked - destroyed}


# -- told play: the parts of a position described in words --------------------------------

@check("ooo.conflict.surrender")
def may_surrender(participants: int, figures: int) -> Said | None:
    """Only a defender with 1 figure in a two-participant conflict may surrender."""
    if participants != 2:
        return Said(f"a conflict of {participants} participants: a defender may surrender only when there are two",
                    f"участников конфликта: {participants}; защитник может сдаться, только когда их двое")
    if figures != 1:
        return Said(f"the defender has {figures} figures in the conflicted area: only with 1 may they surrender",
                    f"у защитника фигур в области конфликта: {figures}; сдаться можно только с одной")
    return None


def resolve_surrender(st: S.SurrenderState, ref: Referee) -> dict:
    path = "state.participants" if st.participants != 2 else "state.defender_figures"
    return {"may_surrender": ref.run("ooo.conflict.surrender", st.participants, st.defender_figures, path=path)}


@check("ooo.conjuration.summon")
def summon_breaks(summon: S.Summon, portal: bool) -> list[tuple[str, Said]]:
    """Up to 1 unit, never into a Warded or Sealed area — unless the Portal upgrade's
    summons (up to 2 units, ignoring restrictions) are used."""
    if portal:
        return []
    out = []
    if summon.units > 1:
        out.append(("units", Said(f"{summon.units} units summoned: a Conjuration summons up to 1 unit",
                                  f"призвано отрядов: {summon.units}; Призыв призывает не более 1 отряда")))
    for what, area_ru in (("warded", "защищённую"), ("sealed", "опечатанную")):
        if getattr(summon, what):
            out.append((what, Said(f"a unit summoned into a {what.capitalize()} area: units cannot be summoned there",
                                   f"отряд призван в {area_ru} область: туда отряды призывать нельзя")))
    return out


@check("ooo.conjuration.acropolis-place")
def acropolis_misplaced(build: S.Build) -> bool:
    """Whether an Acropolis was built where no allied Outpost stood."""
    return build.acropolis and not build.allied_outpost


def resolve_conjuration(st: S.ConjurationState, ref: Referee) -> dict:
    for i, summon in enumerate(st.summons):
        for field, message in ref.call("ooo.conjuration.summon", summon, st.portal):
            ref.violation("ooo.conjuration.summon", message, f"state.summons[{i}].{field}")
    for i, build in enumerate(st.builds):
        if ref.call("ooo.conjuration.acropolis-place", build):
            ref.violation("ooo.conjuration.acropolis-place", "an Acropolis built in an area with no allied Outpost",
                          f"state.builds[{i}].allied_outpost", "акрополь построен в области без своего аванпоста")
    return {"summoned": sum(x.units for x in st.summons), "built": len(st.builds)}


def resolve_moves(st: S.MovesState, ref: Referee) -> dict:
    """Each move as the movement kind resolves it, its paths under ``state.moves[i]``."""
    out = []
    for i, move in enumerate(st.moves):
        one = Referee(ref.graph, ref.lang)
        out.append(resolve_movement(move, one))
        ref.trace += one.trace
        ref.violations += [v.model_copy(update={"path": v.path.replace("state.", f"state.moves[{i}].", 1)})
                           for v in one.violations]
    return {"legal": [r["legal"] for r in out], "stops_at": [r["stops_at"] for r in out]}


@check("ooo.attack.each-once")
def attacks_repeated(attacks: list[S.AttackMade]) -> list[tuple[int, Said]]:
    """The attacks that attack an Enemy its attacker already attacked in this step."""
    seen: set[tuple[str, str]] = set()
    out = []
    for i, a in enumerate(attacks):
        if (a.attacker, a.target) in seen:
            out.append((i, Said(f"{a.attacker} attacks {a.target} again: each participating Enemy is attacked once",
                                f"{a.attacker} снова атакует {a.target}: каждого участвующего врага атакуют один раз")))
        seen.add((a.attacker, a.target))
    return out


def resolve_attack_and_defend(st: S.AttackAndDefendState, ref: Referee) -> dict:
    for i, message in ref.call("ooo.attack.each-once", st.attacks):
        ref.violation("ooo.attack.each-once", message, f"state.attacks[{i}]")
    return {"attacks": len(st.attacks)}


@check("ooo.minions")
def minions_kept(kept: bool) -> Said | None:
    return Said("Minions stayed after the conflict: they are removed at its end",
                "миньоны остались после конфликта: в его конце их убирают") if kept else None


def resolve_minions(st: S.MinionsState, ref: Referee) -> dict:
    ref.run("ooo.minions", st.kept_after_conflict, path="state.kept_after_conflict")
    return {"removed": True}


@check("ooo.invasion.one-region")
def regions_brought_from(regions: list[str], target: str | None) -> Said | None:
    others = sorted(set(regions) - {target})
    if len(others) > 1:
        return Said(f"units brought in from {len(others)} Regions ({', '.join(others)}): an Invasion moves them from 1",
                    f"отряды приведены из нескольких регионов ({len(others)}: {', '.join(others)}); при Вторжении "
                    "их приводят только из одного")
    return None


def resolve_invasion(st: S.InvasionState, ref: Referee) -> dict:
    ref.run("ooo.invasion.one-region", st.from_regions, st.target, path="state.from_regions")
    return {"from_regions": sorted(set(st.from_regions) - {st.target})}


@check("ooo.plot.place")
def placed_on_held_slot(held: bool) -> Said | None:
    return Said("an Influence marker placed on a slot that already held one: markers go in empty slots",
                "маркер влияния положен в слот, где уже был маркер: маркеры кладут в пустые слоты") if held else None


def resolve_plotting(st: S.PlottingState, ref: Referee) -> dict:
    for i, p in enumerate(st.placements):
        ref.run("ooo.plot.place", p.slot_held, path=f"state.placements[{i}].slot_held")
    return {"placed": len(st.placements)}


# -- board validation --------------------------------------------------------------------

@check("ooo.map.size")
def map_matches(players: int, cols: int, rows: int) -> Said | None:
    want = MAP_SIZE[players]
    if sorted((cols, rows)) != sorted(want):
        # the book's own line for this player count ("4 players = 4x3 tiles")
        return Said(f"{players} players = {want[0]}x{want[1]} tiles: the map is not {cols}x{rows}",
                    f"для {players} игроков поле — {want[0]}x{want[1]} тайлов, а не {cols}x{rows}")
    return None


@check("ooo.setup.void-flying")
def unit_may_stand(unit) -> Said | None:
    if unit.area_kind == "void" and not unit.flying:
        return Said(f"{unit.faction}'s {unit.type} is in void area {unit.area} but is not Flying",
                    f"отряд {unit.type} ({unit.faction}) стоит в пустотной области {unit.area}, но он не летающий")
    return None


@check("ooo.rifts.one-per-border")
def rifts_per_border(rifts) -> list[tuple[int, Said]]:
    seen: dict[frozenset, int] = {}
    out = []
    for i, r in enumerate(rifts):
        key = frozenset(r.between)
        if len(key) < 2:
            out.append((i, Said(f"a Rift lies between two different Regions, not {r.between[0]} and itself",
                                f"разлом лежит между двумя разными регионами, а не между {r.between[0]} и им же")))
        elif key in seen:
            out.append((i, Said(f"the border {' / '.join(sorted(key))} already has Rift {seen[key]}",
                                f"на границе {' / '.join(sorted(key))} уже есть разлом {seen[key]}")))
        else:
            seen[key] = i
    return out


@check("ooo.setup.seals-apart")
def seals_apart(seals) -> list[tuple[int, Said]]:
    seen: dict[str, int] = {}
    out = []
    for i, s in enumerate(seals):
        if s.area in seen:
            out.append((i, Said(f"area {s.area} already holds Seal {seen[s.area]}: Seals go in different areas",
                                f"в области {s.area} уже есть печать {seen[s.area]}: печати кладут в разные области")))
        else:
            seen[s.area] = i
    return out


def validate_board(st: S.BoardState, ref: Referee) -> dict:
    ref.run("ooo.map.size", st.players, st.map.cols, st.map.rows, path="state.map")
    for i, u in enumerate(st.units):
        ref.run("ooo.setup.void-flying", u, path=f"state.units[{i}].area_kind")
    for i, msg in ref.call("ooo.rifts.one-per-border", st.rifts):
        ref.violation("ooo.rifts.one-per-border", msg, f"state.rifts[{i}].between")
    for i, msg in ref.call("ooo.setup.seals-apart", st.seals):
        ref.violation("ooo.setup.seals-apart", msg, f"state.seals[{i}].area")
    factions = sorted({u.faction for u in st.units} | {s.faction for s in st.seals})
    return {"map_expected": "x".join(map(str, MAP_SIZE[st.players])), "vp_to_end": VP_TO_END[st.players],
            "factions": factions, "reachability": "not judged: whether play can reach this position is not checked"}


def _describe(fmt_en, fmt_ru):
    return lambda check, lang: (fmt_ru if lang == "ru" else fmt_en)(check["result"], check["violations"])


KINDS = {k.name: k for k in [
    Kind("turn-order", S.TurnOrderState, resolve_turn_order, "Who plays first this round?", S.TurnOrderResult,
         describe=_describe(lambda r, v: f"Turn order: {', '.join(r['order'])}.",
                            lambda r, v: f"Порядок хода: {', '.join(r['order'])}.")),
    Kind("spell-order", S.SpellOrderState, resolve_spell_order, "Who casts spells first in a conflict?",
         S.SpellOrderResult,
         describe=_describe(lambda r, v: "Spell Casting order: " + ", then ".join(" = ".join(g) for g in r["order"]) + ".",
                            lambda r, v: "Порядок заклинаний: " + ", затем ".join(" = ".join(g) for g in r["order"])
                            + ".")),
    Kind("spell-cost", S.SpellCostState, resolve_spell_cost, "How much Power does a spell cost?", S.SpellCostResult,
         describe=_describe(lambda r, v: f"The spell costs {r['cost']} Power.",
                            lambda r, v: f"Заклинание стоит {r['cost']} Силы.")),
    Kind("game-end", S.GameEndState, resolve_game_end, "Does the game end, and who wins?", S.GameEndResult,
         describe=_describe(
             lambda r, v: ("The game goes on." if not r["ended"] else
                           f"The game ends: {_wins(r['winner'])}." if r["winner"] else
                           "The game ends and all players lose (Azathoth awakens)."),
             lambda r, v: ("Игра продолжается." if not r["ended"] else
                           f"Игра окончена: {'вы побеждаете' if r['winner'] == 'me' else 'побеждает ' + r['winner']}."
                           if r["winner"] else
                           "Игра окончена, все проиграли (пробуждается Азатот)."))),
    Kind("movement", S.MovementState, resolve_movement, "Can this unit move along this path, and where must it stop?",
         S.MovementResult,
         describe=_describe(lambda r, v: (f"The move is legal; the unit ends in {r['stops_at']}." if r["legal"] else
                                          f"The move is illegal ({v[0]['message'] if v else 'no move'}); the unit "
                                          f"stops in {r['stops_at']}."),
                            lambda r, v: (f"Перемещение законно; отряд останавливается в {r['stops_at']}." if r["legal"]
                                          else f"Перемещение незаконно; отряд останавливается в {r['stops_at']}."))),
    Kind("influence-resolution", S.InfluenceState, resolve_influence,
         "Where does this Influence marker resolve?", S.InfluenceResult,
         describe=_describe(lambda r, v: {"resolves": f"The Influence resolves in {r['region']}.",
                                          "slides_under": f"The marker goes under the enemy marker in {r['region']} "
                                                          "and the Influence turn ends.",
                                          "choose_another_region": "Choose another Region: "
                                                                   + (", ".join(r["allowed_regions"]) or "none is allowed"),
                                          "returned": "The marker is returned unrevealed for 1 Wild Resource."}[r["outcome"]],
                            lambda r, v: {"resolves": f"Влияние разыгрывается в {r['region']}.",
                                          "slides_under": f"Маркер уходит под вражеский маркер в {r['region']}, "
                                                          "и ход влияния заканчивается.",
                                          "choose_another_region": "Выберите другой регион: "
                                                                   + (", ".join(r["allowed_regions"]) or "допустимых нет"),
                                          "returned": "Маркер возвращается нераскрытым за 1 дикий ресурс."}[r["outcome"]])),
    Kind("psychic-damage", S.PsychicDamageState, resolve_psychic, "What does Psychic Damage destroy?",
         S.PsychicDamageResult,
         describe=_describe(lambda r, v: f"{r['unblocked']} Psychic Damage is unblocked: {r['destroyed']} figure(s) "
                                         f"destroyed" + (", and the player withdraws." if r["withdrawn"] else "."),
                            lambda r, v: f"Не заблокировано: {r['unblocked']}; уничтожено фигур: {r['destroyed']}.")),
    Kind("conflict-dice", S.ConflictDiceState, resolve_dice, "How many conflict dice are rolled?",
         S.ConflictDiceResult,
         describe=_describe(lambda r, v: f"Roll {r['rolled']} dice" + (f"; convert {r['conversions']} of them."
                                                                       if r["conversions"] else "."),
                            lambda r, v: f"Бросьте {r['rolled']} кубиков.")),
    Kind("attack", S.AttackState, resolve_attack, "How much damage gets through, and what is destroyed?",
         S.AttackResult,
         describe=_describe(lambda r, v: f"{r['damage']} damage, {r['blocked']} blocked: {r['destroyed']} figure(s) "
                                         "destroyed.",
                            lambda r, v: f"Урон {r['damage']}, заблокировано {r['blocked']}, уничтожено {r['destroyed']}.")),
]}

# the parts of a position told in words (read by reading.py's told-play readers)
KINDS.update({k.name: k for k in [
    Kind("surrender", S.SurrenderState, resolve_surrender, "May this defender surrender?"),
    Kind("conjuration", S.ConjurationState, resolve_conjuration, "Are these summons legal?"),
    Kind("moves", S.MovesState, resolve_moves, "Are these units' moves legal?"),
    Kind("attack-and-defend", S.AttackAndDefendState, resolve_attack_and_defend,
         "Does each attacker attack each Enemy at most once?"),
    Kind("minions", S.MinionsState, resolve_minions, "Do Minions stay after the conflict?"),
    Kind("invasion", S.InvasionState, resolve_invasion, "Are units brought in from one adjacent Region?"),
    Kind("plotting", S.PlottingState, resolve_plotting, "Is each Influence marker placed in an empty slot?"),
]})

VALIDATION = Kind("board", S.BoardState, validate_board, "Is this board legal?")
