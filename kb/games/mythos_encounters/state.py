"""Snapshot of a negation chain (API.md, mythos-encounters / negation-chain)."""
from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

# Bounds (in the JSON Schema): names 1-200 characters; red values 0-99; a roll 1-6; at most
# 50 attempts per chain, 20 contributions of 1-999 Cultists each. A state past them is a 422
# naming the field, before any rule runs.
# Strict (strict=True in every model's config): an integer is a JSON integer — "3", true, 3.5
# and even 3.0 are a 422 naming the field — and a yes/no is true or false, never "true".
Name = Annotated[str, Field(min_length=1, max_length=200)]


class Card(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    name: Name
    red: int = Field(ge=0, le=99, description="the value printed in red on the card")


class CharacterCard(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    name: Name
    red: int | None = Field(default=None, ge=0, le=99)


class Contribution(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    player: Name
    # (0 is a sacrifice told as "zero cultists": it pays nothing, and the engine says so)
    count: int = Field(ge=0, le=999, description="cultists this player sacrifices")


class _Attempt(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    player: Name


class StoppingCard(_Attempt):
    method: Literal["stopping_card"]
    card: Card = Field(description="the card that directly stops the effect, e.g. Elder Sign")


class SacrificeCultists(_Attempt):
    method: Literal["sacrifice_cultists"]
    contributions: list[Contribution] = Field(min_length=1, max_length=20)


class DiscardArcana(_Attempt):
    method: Literal["discard_arcana"]
    card: Card = Field(description="the Arcana card discarded; its red value must equal or beat")


class SacrificeCharacter(_Attempt):
    method: Literal["sacrifice_character"]
    card: CharacterCard
    roll: int | None = Field(default=None, ge=1, le=6, description="the d6 rolled")
    success: bool = Field(description="whether the roll succeeded")


Attempt = Annotated[StoppingCard | SacrificeCultists | DiscardArcana | SacrificeCharacter,
                    Field(discriminator="method")]


class NegationChainState(BaseModel):
    """The negated Arcana card and every attempt for or against it, in the order played."""
    model_config = ConfigDict(extra="forbid", strict=True)
    card: Card
    attempts: list[Attempt] = Field(default=[], max_length=50)


class NegationChainResult(BaseModel):
    effect_in_force: bool
    value_to_beat: int
    methods_used: list[str]
    methods_left: list[str]
    successful_attempts: int
