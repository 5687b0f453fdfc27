"""Snapshots of Rise of Myths: Cthulhu — the combat (validation) and each resolvable kind."""
from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

Name = Annotated[str, Field(min_length=1, max_length=100)]
# Values may arrive out of range (a described position can be wrong): the schema takes any
# integer within ±999 — far past any printed value — so that the rules, not the parser, say
# what is wrong with it. Bounds (in the JSON Schema of each kind): names 1-100 characters;
# the combat snapshot's values ±999; in the kinds, Health, Sanity, Attack and Defense 0-999,
# Conditions and card effects 0-99, rounds 1-99, Initiative ±99; at most 10 Characters (3
# where players are seated), 30 Enemies, 100 timing effects, 20 card modifiers. A state
# past them is a 422 naming the field.
# Strict (strict=True in every model's config): an integer is a JSON integer — "3", true, 3.5
# and even 3.0 are a 422 naming the field — and a yes/no is true or false, never "true".
Value = Annotated[int, Field(ge=-999, le=999)]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class Conditions(_Model):
    """Condition tokens by type (three Bleed tokens are three Conditions of one type)."""
    bleed: Value = 0
    stun: Value = 0
    prison: Value = 0
    vulnerability: Value = 0
    weakness: Value = 0


class Character(_Model):
    name: Name
    health: Value
    max_health: Value
    sanity: Value
    max_sanity: Value
    defense: Value = 0
    conditions: Conditions = Conditions()


class Enemy(_Model):
    name: Name
    health: Value
    max_health: Value
    initiative: Value = 0
    protection: Value = 0
    defense: Value = 0
    conditions: Conditions = Conditions()
    great_old_one: bool = False


class CombatState(_Model):
    """A combat snapshot: round, Leader, Characters and Enemies."""
    round: Value
    leader: Name
    characters: list[Character] = Field(max_length=10)
    enemies: list[Enemy] = Field(default=[], max_length=30)


Timing = Literal["during-round", "start-of-round", "start-of-turn", "end-of-turn", "end-of-round"]


class Effect(_Model):
    id: Name
    timing: Timing
    source: str = Field(default="", max_length=200)


class TimingState(_Model):
    effects: list[Effect] = Field(max_length=100)


class TimingResult(BaseModel):
    order: list[list[str]]


class AttackerState(_Model):
    attack: int = Field(ge=0, le=999)
    health: int = Field(ge=0, le=999)
    conditions: dict[Literal["weakness", "prison"], Annotated[int, Field(ge=0, le=99)]] = {}


class DefenderState(_Model):
    defense: int = Field(default=0, ge=0, le=999)
    health: int = Field(ge=0, le=999)
    conditions: dict[Literal["vulnerability"], Annotated[int, Field(ge=0, le=99)]] = {}


class AttackState(_Model):
    attacker: AttackerState
    defender: DefenderState


class AttackResult(BaseModel):
    attack_performed: bool
    attack_value: int
    damage: int
    defender_health: int
    defender_defense: int
    attacker_health: int


class RoundCharacter(_Model):
    name: Name
    # (not told in a story: above 0 — a Character at 0 Health ends the game at once, and
    # would be told; the reader states it in the reading. Sanity is never assumed)
    health: int | None = Field(default=None, ge=0, le=999, description="None: not told, above 0")
    sanity: int = Field(ge=0, le=999)


class RoundEndState(_Model):
    round: int = Field(ge=1, le=99)
    characters: list[RoundCharacter] = Field(min_length=1, max_length=10)
    enemies_remaining: int = Field(ge=0, le=99)


class RoundEndResult(BaseModel):
    status: Literal["continue", "defeat", "victory"]
    reasons: list[str]


class UpkeepState(_Model):
    round: int = Field(ge=1, le=99)
    characters: list[Name] = Field(min_length=1, max_length=3, description="in seating order, clockwise")
    leader: Name | None = Field(default=None, description="the Leader of the previous round (absent in round 1)")
    reduced_cards: bool = Field(default=False, description="difficulty modifier: draw one fewer card")
    increased_cards: bool = Field(default=False, description="difficulty modifier: draw one more card")


class UpkeepResult(BaseModel):
    leader: str | None
    cards_drawn: dict[str, int]


Priority = Literal["highest-health", "lowest-health", "highest-sanity", "lowest-sanity", "leader", "next-leader",
                   "last-attacker"]


class TargetingEnemy(_Model):
    name: Name
    priority: Priority
    last_attacker: Name | None = Field(default=None, description="last Character to attack it this round")


class TargetCharacter(_Model):
    name: Name
    health: int = Field(ge=0, le=999)
    sanity: int = Field(ge=0, le=999)


class EnemyTargetsState(_Model):
    characters: list[TargetCharacter] = Field(min_length=1, max_length=3)
    enemies: list[TargetingEnemy] = Field(min_length=1, max_length=30)
    leader: Name
    next_leader: Name | None = None


class EnemyTargetsResult(BaseModel):
    targets: dict[str, str | None]
    players_decide: dict[str, list[str]]


class RevealedEnemy(_Model):
    name: Name
    initiative: int = Field(ge=-99, le=99)


class InitiativeState(_Model):
    enemies: list[RevealedEnemy] = Field(min_length=1, max_length=30, description="in the order they were revealed")


class InitiativeResult(BaseModel):
    order: list[str]


class EndOfTurnState(_Model):
    health: int = Field(ge=0, le=999)
    conditions: Conditions = Conditions()
    last_enemy_defeated: bool = False


class EndOfTurnResult(BaseModel):
    applied: bool
    health: int
    defeated: bool
    conditions_left: dict[str, int]


EffectName = Literal["attack", "defense", "bleed", "stun", "prison", "vulnerability", "weakness", "sacrifice"]


class Modifier(_Model):
    source: str = Field(default="", max_length=200)
    mode: Literal["gain", "add"]
    effects: dict[EffectName, Annotated[int, Field(ge=0, le=99)]]


class CardModificationState(_Model):
    card: dict[EffectName, Annotated[int, Field(ge=0, le=99)]] = Field(description="the card's own effects")
    modifiers: list[Modifier] = Field(max_length=20)


class CardModificationResult(BaseModel):
    effects: dict[str, int]
    order: list[list[str]]


Standing = Literal["healthy", "wounded", "sane", "insane"]


class StandingCreature(_Model):
    name: Name
    enemy: bool = False
    health: int | None = Field(default=None, ge=0, le=999, description="Health now, when told")
    sanity: int | None = Field(default=None, ge=0, le=999, description="Sanity now, when told (Characters)")
    treated_as: list[Standing] = Field(default=[], max_length=4,
                                       description="what the players treated it as, when told (checked)")


class StandingState(_Model):
    """Creatures with their Health and Sanity, and what the players treated them as."""
    creatures: list[StandingCreature] = Field(min_length=1, max_length=40)


class StandingResult(BaseModel):
    # name → {"healthy", "wounded", "sane", "insane"}: true, false, or null when not told
    creatures: dict[str, dict[str, bool | None]]


class UpkeepDrawState(_Model):
    """The cards each Character drew at Upkeep, as told, and what decides how many they draw."""
    characters: int = Field(ge=1, le=3)
    drawn: int = Field(ge=0, le=99, description="cards each Character drew, as told")
    reduced_cards: bool = False
    increased_cards: bool = False


# -- play told in words (told.py's positions-only readers) --------------------------------

class PlayedForAnother(_Model):
    recipient: Name
    cooperative: bool
    discharge: bool = False


class TurnForAnother(_Model):
    actor: Name = Field(description="the active Character who played the cards")
    plays: list[PlayedForAnother] = Field(min_length=1, max_length=20, description="in one turn, as told")


class ForAnotherState(_Model):
    """The cards each active Character played for another Character, one entry per turn."""
    turns: list[TurnForAnother] = Field(min_length=1, max_length=30)


class RecoveryState(_Model):
    kept_for_later: bool = Field(description="Recovery Points told kept to spend later")


class ItemUse(_Model):
    item: Literal["relic", "consumable"]
    times: int = Field(ge=1, le=99, description="uses told within one Combat")


class OncePerCombatState(_Model):
    uses: list[ItemUse] = Field(min_length=1, max_length=20)


class ShopRegain(_Model):
    stat: Literal["sanity", "health"]
    times: int = Field(ge=0, le=99, description="times one Character paid to regain 1 point at one Shop")


class ShopRegainsState(_Model):
    regains: list[ShopRegain] = Field(min_length=1, max_length=20)


class SacrificeCostState(_Model):
    cards_with_extra_cost: int = Field(ge=0, le=99, description="an Insane Sorcerer's Sacrifice cards in one turn "
                                                               "told to cost 1 more Energy")


class KeptPastTurnState(_Model):
    energy_kept: bool = False
    conditions_kept: bool = False


class LeftoverDamageState(_Model):
    moved_to_another_enemy: bool


class PrisonAttackState(_Model):
    attacked_after_prison_defeat: bool
