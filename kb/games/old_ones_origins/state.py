"""Snapshots of Old Ones Origins: the board (validation) and each resolvable kind."""
from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

# Bounds (in the JSON Schema of each kind): names 1-100 characters; counts 0-999; Initiative
# ±99; a map at most 10 x 10; anything keyed by player at most 4 entries (a game has 2-4
# players); at most 500 units, 200 areas, 1,000 adjacencies, 100 Region stacks of 50
# markers. A state past them is a 422 naming the field, before any rule runs.
# Strict (strict=True in every model's config): an integer is a JSON integer — "3", true, 3.5
# and even 3.0 are a 422 naming the field — and a yes/no is true or false, never "true".
Name = Annotated[str, Field(min_length=1, max_length=100)]
Count = Annotated[int, Field(ge=0, le=999)]
Initiative = Annotated[int, Field(ge=-99, le=99)]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


# -- the board -------------------------------------------------------------------------

class MapSize(_Model):
    cols: int = Field(ge=1, le=10)
    rows: int = Field(ge=1, le=10)


class Unit(_Model):
    faction: Name
    type: Name
    area: Name
    area_kind: Literal["world", "void", "nexus"]
    flying: bool = False
    evasive: bool = False
    exhausted: bool = False


class Rift(_Model):
    between: list[Name] = Field(min_length=2, max_length=2, description="the two Regions the Rift lies between")


class Seal(_Model):
    faction: Name
    area: Name


class BoardState(_Model):
    """A described board: who is where, the Rifts and the Seals."""
    players: int = Field(ge=2, le=4)
    map: MapSize
    units: list[Unit] = Field(default=[], max_length=500)
    rifts: list[Rift] = Field(default=[], max_length=50)
    seals: list[Seal] = Field(default=[], max_length=200)


# -- kinds -------------------------------------------------------------------------------

class TurnOrderState(_Model):
    initiative: dict[Name, Initiative] = Field(min_length=1, max_length=4,
                                               description="each player's revealed Scheme Initiative")
    previous_initiative: dict[Name, Initiative] = Field(default={}, max_length=4,
                                                        description="last round's (or Setup's) Initiative")


class TurnOrderResult(BaseModel):
    order: list[str]


class SpellOrderState(_Model):
    power: dict[Name, Annotated[int, Field(ge=0, le=99)]] = Field(
        min_length=1, max_length=4, description="each participant's Power when Spell Casting begins")


class SpellOrderResult(BaseModel):
    order: list[list[str]]  # groups, most Power first; players in one group tie (the book breaks no tie)


class SpellCostState(_Model):
    printed_cost: int = Field(ge=0, le=99)
    spell_resistance: int = Field(ge=0, le=99, description="the caster's Spell Resistance")
    enemy_spell_resistance: list[Annotated[int, Field(ge=0, le=99)]] = Field(default=[], max_length=3)


class SpellCostResult(BaseModel):
    cost: int


class GameEndState(_Model):
    players: int = Field(ge=2, le=4)
    vp: dict[Name, Count] = Field(max_length=4)
    seals_on_board: dict[Name, Count] = Field(default={}, max_length=4)
    schemes_left: dict[Name, Count] = Field(default={}, max_length=4)
    round: int | None = Field(default=None, ge=1, le=20, description="the round whose End Phase this is")
    length: Literal["short", "standard"] | None = Field(default=None, description="the game length chosen")

    @model_validator(mode="after")
    def _same_players(self):
        if len(self.vp) != self.players:
            raise ValueError(f"vp names {len(self.vp)} players, but players is {self.players}")
        return self


class GameEndResult(BaseModel):
    ended: bool
    winner: str | None
    all_lose: bool


class Area(_Model):
    id: Name
    kind: Literal["world", "void", "nexus"] = "world"
    status: Literal["allied", "enemy", "unaligned", "contested"] = Field(
        default="unaligned", description="as seen by the moving unit's player")


class MovingUnit(_Model):
    area: Name
    flying: bool = False
    evasive: bool = False
    exhausted: bool = False


class MovementState(_Model):
    areas: list[Area] = Field(min_length=1, max_length=200)
    # an entry that is not a pair is the rules' violation, not a parse error: up to 10 names pass
    adjacent: list[Annotated[list[Name], Field(max_length=10)]] = Field(default=[], max_length=1000,
                                                                        description="pairs of adjacent area ids")
    unit: MovingUnit
    path: list[Name] = Field(default=[], max_length=50, description="areas entered in order, ending at the destination")


class MovementResult(BaseModel):
    legal: bool
    stops_at: str
    reachable: list[str]


class Marker(_Model):
    player: Name


class InfluenceState(_Model):
    player: Name
    slot: Literal["center", "corner"]
    region: Name | None = Field(default=None, description="the Region of a center slot, or the one chosen for a corner")
    touching: list[Name] = Field(default=[], max_length=4, description="Regions a corner marker touches")
    centers: dict[Name, Annotated[list[Marker], Field(max_length=50)]] = Field(
        default={}, max_length=100, description="each Region's center stack, bottom first")
    return_for_wild_resource: bool = False


class InfluenceResult(BaseModel):
    outcome: Literal["resolves", "slides_under", "choose_another_region", "returned"]
    region: str | None
    allowed_regions: list[str]


class ConflictUnit(_Model):
    id: Name
    power: int = Field(default=0, ge=0, le=20)
    block: int = Field(default=0, ge=0, le=20)
    dice: int = Field(default=0, ge=0, le=20)
    exhausted: bool = False


class PsychicDamageState(_Model):
    damage: int | None = Field(default=None, ge=0, le=99, description="Psychic Damage suffered (or give fractures)")
    fractures: int | None = Field(default=None, ge=0, le=99, description="Fractures in the area, at attrition")
    power: int = Field(default=0, ge=0, le=99, description="Power on the conflict dial")
    spend_power: int = Field(default=0, ge=0, le=99)
    exhaust: list[Name] = Field(default=[], max_length=50, description="units exhausted to block")
    figures: list[ConflictUnit] = Field(default=[], max_length=50, description="allied figures in the conflict")
    spend_block: int = Field(default=0, ge=0, le=99, description="Block spent against the Psychic Damage, as told")


    @model_validator(mode="after")
    def _damage_or_fractures(self):
        if self.damage is None and self.fractures is None:
            raise ValueError("give the Psychic Damage suffered, or the Fractures in the area")
        return self


class PsychicDamageResult(BaseModel):
    blocked_by_power: int
    blocked_by_units: int
    unblocked: int
    destroyed: int
    withdrawn: bool


class ConflictDiceState(_Model):
    figures: list[ConflictUnit] = Field(max_length=50)
    rolled: int | None = Field(default=None, ge=0, le=99, description="the dice the player rolled, as told")


class ConflictDiceResult(BaseModel):
    dice: int
    rolled: int
    conversions: int


class Attacker(_Model):
    card_attack: int = Field(default=0, ge=0, le=99, description="Damage/Attack on revealed cards")
    dial_attack: int = Field(default=0, ge=0, le=99, description="Damage/Attack on the dial")
    spend_attack: int = Field(default=0, ge=0, le=99)


class Defender(_Model):
    card_block: int = Field(default=0, ge=0, le=99)
    dial_block: int = Field(default=0, ge=0, le=99)
    spend_block: int = Field(default=0, ge=0, le=99)
    exhaust: list[Name] = Field(default=[], max_length=50)
    figures: list[ConflictUnit] = Field(default=[], max_length=50)


class AttackState(_Model):
    attacker: Attacker
    defender: Defender


class AttackResult(BaseModel):
    damage: int
    blocked: int
    unblocked: int
    destroyed: int
    lost: int


# -- told play: positions described in words ---------------------------------------------

class SurrenderState(_Model):
    """A defender who surrendered, and the conflict they surrendered from."""
    participants: int = Field(ge=2, le=4)
    defender_figures: int = Field(ge=1, le=99, description="the defender's figures in the conflicted area")


class Summon(_Model):
    units: int = Field(ge=1, le=20, description="units summoned into one area")
    warded: bool = False
    sealed: bool = False


class Build(_Model):
    acropolis: bool = Field(default=True, description="whether the Structure built is an Acropolis (else an Outpost)")
    allied_outpost: bool = Field(description="whether an allied Outpost stood in the area built in")


class ConjurationState(_Model):
    portal: bool = Field(default=False, description="whether the player has the Portal upgrade")
    summons: list[Summon] = Field(default=[], max_length=20, description="each area summoned into, in order")
    builds: list[Build] = Field(default=[], max_length=20, description="each Structure built, in order")

    @model_validator(mode="after")
    def _something_done(self) -> ConjurationState:
        if not self.summons and not self.builds:
            raise ValueError("a Conjuration summons or builds something: give summons or builds")
        return self


class MovesState(_Model):
    moves: list[MovementState] = Field(min_length=1, max_length=20, description="each unit's move, in order")


class AttackMade(_Model):
    attacker: Name
    target: Name


class AttackAndDefendState(_Model):
    attacks: list[AttackMade] = Field(min_length=1, max_length=50, description="the attacks of one Attack and "
                                                                              "Defend step, in order")


class MinionsState(_Model):
    kept_after_conflict: bool = Field(description="whether Minions stayed in the area once the conflict ended")


class InvasionState(_Model):
    target: Name | None = Field(default=None, description="the Region the Invasion resolves in")
    from_regions: list[Name] = Field(min_length=1, max_length=8, description="the Regions units were brought from")


class Placement(_Model):
    slot_held: bool = Field(description="whether the slot already held a marker")


class PlottingState(_Model):
    placements: list[Placement] = Field(min_length=1, max_length=20)
