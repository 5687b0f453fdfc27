"""Snapshots of Berserk's prevention and hidden-declaration kinds (API.md)."""
from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

Name = Annotated[str, Field(min_length=1, max_length=200)]


class Attack(BaseModel):
    model_config = ConfigDict(extra="forbid")
    wounds: int = Field(ge=0, le=999, description="wounds the attack deals before modifiers")
    modifiers: list[int] = Field(default=[], max_length=50, description="attack modifiers (spells, effects)")


class Prevention(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: Name
    owner: Name = Field(description="the player whose effect it is")
    amount: int = Field(ge=0, le=999, description="wounds it can still prevent")
    source_in_play: bool = True


class PreventionState(BaseModel):
    """An attack's wounds and the prevention effects that may apply to them."""
    model_config = ConfigDict(extra="forbid")
    active_player: Name
    attack: Attack
    preventions: list[Prevention] = Field(default=[], max_length=50)


class Applied(BaseModel):
    id: str
    prevented: int
    remaining: int


class PreventionResult(BaseModel):
    wounds_before_prevention: int
    wounds_dealt: int
    applied: list[Applied]


class Action(BaseModel):
    model_config = ConfigDict(extra="forbid")
    cost: int = Field(ge=0, le=99)
    legal_on_reveal: bool


class CountedCard(BaseModel):
    model_config = ConfigDict(extra="forbid")
    revealed: bool
    elements: list[Annotated[str, Field(min_length=1, max_length=50)]] = Field(default=[], max_length=20)


class Count(BaseModel):
    model_config = ConfigDict(extra="forbid")
    cards: list[CountedCard] = Field(max_length=100)


class HiddenDeclarationState(BaseModel):
    """An action declared from a face-down card, and (optionally) what it counts."""
    model_config = ConfigDict(extra="forbid")
    action: Action
    count: Count | None = None


class HiddenDeclarationResult(BaseModel):
    performed: bool
    paid: bool
    x: int | None
