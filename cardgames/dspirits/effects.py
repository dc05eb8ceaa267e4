"""The structured effect vocabulary of D-Spirits: data, not code.

An effect is a list of steps such as `{"op": "gain_sp", "amount": 300}`. The engine carries each step out in
`interpreter.py`; nothing here is executed as text. A step that needs a card chooses it when it resolves (DSP-17:
by then an earlier link of the chain may have moved the card), among the cards its `op` names:

* `inflict`, `remove`: an opposing D-Spirit on the Battle Scene (never in the Support Zone: DSP-39);
* `boost`, `cure`, `launch` (the launched card): a D-Spirit of the controller's Battle Scene;
* `launch` at a card: a pair, the launched D-Spirit and an opposing D-Spirit on the Battle Scene (one choice);
* `super_summon`: a D-Spirit in the controller's hand.

An effect with no card to choose does nothing. A launch that fails (its target gone, or not beaten) or is negated
still sends the launched card to the D-World (DSP-37).
"""
from __future__ import annotations

from typing import Annotated, Literal

from cardgames.core.schema import CardData, Field

SpiritType = Literal["Fire", "Water", "Ice", "Lightning", "Rock", "Beast", "Reptile", "Pixie", "Spooky"]
Stat = Literal["atk", "end", "sp"]
StatusName = Literal["frozen", "poisoned"]


class GainSp(CardData):
    """The controller gains SP (Pixie D-Spirits, DSP-15)."""
    op: Literal["gain_sp"]
    amount: Annotated[int, Field(gt=0, le=10_000)]


class DamageSp(CardData):
    """The opponent loses SP (a Special Move card's blast, DSP-20)."""
    op: Literal["damage_sp"]
    amount: Annotated[int, Field(gt=0, le=10_000)]


class Inflict(CardData):
    """An opposing D-Spirit on the Battle Scene gets a status (DSP-38); `amount` is the poison's SP per turn."""
    op: Literal["inflict"]
    status: StatusName
    amount: Annotated[int, Field(ge=0, le=10_000)] = 0


class Cure(CardData):
    """One of the controller's D-Spirits loses every status."""
    op: Literal["cure"]


class Boost(CardData):
    """One of the controller's D-Spirits on the Battle Scene gains ATK/END until the end of the turn (DSP-18)."""
    op: Literal["boost"]
    atk: Annotated[int, Field(ge=-10_000, le=10_000)] = 0
    end: Annotated[int, Field(ge=-10_000, le=10_000)] = 0


class Launch(CardData):
    """Launch one of the controller's D-Spirits on the Battle Scene using `stat` (DSP-37): `at` "sp", the opponent
    loses that many SP; `at` "card", the stat is compared with an opposing D-Spirit's ATK as in a battle (DSP-23:
    higher or equal destroys it). Either way the launched card goes to the D-World, even when the launch fails or
    is negated."""
    op: Literal["launch"]
    stat: Stat
    at: Literal["sp", "card"] = "sp"


class Remove(CardData):
    """Remove an opposing D-Spirit on the Battle Scene from play (DSP-21): its whole D-Evolution stack leaves the
    game (the owner's removed-from-play pile, not the D-World: no SP lost, no re-evolving from there)."""
    op: Literal["remove"]


class Negate(CardData):
    """Negate the chain link this card answers (DSP-17, DSP-18): only playable as a response."""
    op: Literal["negate"]


class SuperSummon(CardData):
    """Super D-Summon a D-Spirit from the controller's hand (DSP-13), at any time; one summoned after the Battle
    Step began cannot attack that turn."""
    op: Literal["super_summon"]


class SwitchZone(CardData):
    """The card itself moves between the Battle Scene and the Support Zone (Lampire, DSP-39)."""
    op: Literal["switch_zone"]


EffectStep = Annotated[GainSp | DamageSp | Inflict | Cure | Boost | Launch | Remove | Negate | SuperSummon |
                       SwitchZone, Field(discriminator="op")]
Effect = Annotated[list[EffectStep], Field(min_length=1, max_length=8)]


class Ability(CardData):
    """A D-Spirit's ability (DSP-15) with its activation kind. `trigger` names the event a "when triggered"
    ability listens to."""
    name: str
    when: Literal["command", "summoned", "triggered"]
    trigger: Literal["destroyed_in_battle"] | None = None
    effect: Effect


class SpecialMove(CardData):
    """A Special Move printed on a D-Spirit (DSP-14): activated on command for `cost` SP before the Battle Step."""
    name: str
    cost: Annotated[int, Field(ge=0, le=10_000)]
    effect: Effect


class RealmBoost(CardData):
    """A Realm's lasting effect (DSP-19): D-Spirits of `types`, on both sides, gain ATK/END while it is active."""
    types: list[SpiritType] = Field(min_length=1, max_length=9)
    atk: Annotated[int, Field(ge=-10_000, le=10_000)] = 0
    end: Annotated[int, Field(ge=-10_000, le=10_000)] = 0


class Requirement(CardData):
    """What a Special Move card needs under the player's control on the Battle Scene (DSP-20)."""
    types: list[SpiritType] = Field(min_length=1, max_length=9)


class Evolution(CardData):
    """A D-Evolution's conditions (DSP-21): its base card (by number) must be on top of a stack on the player's
    Battle Scene and have been there since before this turn."""
    base: Annotated[int, Field(ge=1, le=999)]
