"""Snapshots of Berserk's prevention and hidden-declaration kinds (API.md)."""
from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

# Bounds (in the JSON Schema of each kind): names 1-200 characters; wounds and amounts 0-999,
# modifiers ±999 (a Berserk attack deals a handful of wounds; 999 is far past any card);
# at most 50 modifiers and 50 prevention effects, a cost 0-99, 100 counted cards of 20
# elements each. A state past them is a 422 naming the field, before any rule runs.
# Strict (strict=True in every model's config): an integer is a JSON integer — "3", true, 3.5
# and even 3.0 are a 422 naming the field — and a yes/no is true or false, never "true".
Name = Annotated[str, Field(min_length=1, max_length=200)]
Wounds = Annotated[int, Field(ge=-999, le=999)]


class Attack(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    wounds: int = Field(ge=0, le=999, description="wounds the attack deals before modifiers")
    modifiers: list[Wounds] = Field(default=[], max_length=50, description="attack modifiers (spells, effects)")
    # ("an effect that simply destroys my creature, dealing no wounds": prevention, which
    # applies to wounds dealt, has nothing to apply to)
    deals_wounds: bool = Field(default=True, description="false for an effect that harms without dealing wounds "
                                                         "(destroys outright): no prevention applies to it")


class Prevention(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    id: Name
    owner: Name = Field(description="the player whose effect it is")
    amount: int = Field(ge=0, le=999, description="wounds it can still prevent")
    source_in_play: bool = True
    uses: int | None = Field(default=None, ge=0, le=999,
                             description="the wounds its owner chose to prevent with it, when told (checked)")
    told_used: bool | None = Field(default=None, description="the players say it prevented wounds, when told "
                                                             "(checked: not once its source has left play)")


class PreventionState(BaseModel):
    """An attack's wounds and the prevention effects that may apply to them."""
    model_config = ConfigDict(extra="forbid", strict=True)
    active_player: Name
    attack: Attack
    preventions: list[Prevention] = Field(default=[], max_length=50)
    told_before_modifiers: bool | None = Field(default=None, description="the players say they applied prevention "
                                                                         "before an attack modifier (checked)")


class Applied(BaseModel):
    id: str
    prevented: int
    remaining: int


class PreventionResult(BaseModel):
    wounds_before_prevention: int
    wounds_dealt: int
    # the attack's strength after its modifiers, which prevention does not change (None: an
    # effect that deals no wounds is no attack of a strength)
    attack_strength: int | None
    applied: list[Applied]


class Action(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    cost: int = Field(ge=0, le=99)
    legal_on_reveal: bool


class CountedCard(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    revealed: bool
    elements: list[Annotated[str, Field(min_length=1, max_length=50)]] = Field(default=[], max_length=20)
    features: list[Annotated[str, Field(min_length=1, max_length=50)]] = Field(
        default=[], max_length=20, description="its other features a declaration may require, such as its class")


class Count(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    cards: list[CountedCard] = Field(max_length=100)
    required: Annotated[str, Field(min_length=1, max_length=50)] | None = Field(
        default=None, description="a feature (element or class) the action may be declared only with: met by a card "
                                  "revealed when it is declared")
    at_least: int = Field(default=1, ge=1, le=99, description="how many revealed cards must have the required feature "
                                                               "(\"at least 3 Koven creatures\")")


class Told(BaseModel):
    """What the players say they did about it (a position told in words): each is checked
    against what the rules make of the declaration."""
    model_config = ConfigDict(extra="forbid", strict=True)
    performed: bool | None = Field(default=None, description="the action was carried out")
    refunded: bool | None = Field(default=None, description="its cost was given back")
    x: int | None = Field(default=None, ge=0, le=99, description="the X the players used")
    requirement_met: bool | None = Field(default=None, description="the players counted the required feature as "
                                                                   "present")


class HiddenDeclarationState(BaseModel):
    """An action declared from a face-down card, and (optionally) what it counts and what
    the players did about it."""
    model_config = ConfigDict(extra="forbid", strict=True)
    action: Action
    count: Count | None = None
    told: Told | None = None


class HiddenDeclarationResult(BaseModel):
    performed: bool
    paid: bool
    x: int | None
