"""The structured effect vocabulary of Digimon Card Battle: data, not code.

A support or option effect is a list of steps such as `{"op": "attack_add", "amount": 300}`, each with an optional
condition (`"if": {"opp_specialty": ["Darkness"]}`). Cross (×) effects are one of the seven kinds of DCB-24.
Yellow-border evolution cards carry an `EvolutionEffect`. The engine interprets them in `battle.py` and
`evolution.py`; nothing here is executed as text.
"""
from __future__ import annotations

from typing import Annotated, Literal

from cardgames.core.schema import CardData, Field

Who = Literal["self", "opponent", "both"]
AttackKind = Literal["circle", "triangle", "cross"]
SpecialtyName = Literal["Fire", "Ice", "Nature", "Darkness", "Rare"]
LevelName = Literal["R", "A", "C", "U"]


class Condition(CardData):
    """All the given fields must hold. 'own'/'opp' are seen from the card's owner; attacks are the ones chosen
    this battle (already revealed when supports resolve), specialties the current ones."""

    own_specialty: list[SpecialtyName] | None = None
    opp_specialty: list[SpecialtyName] | None = None
    opp_specialty_not: list[SpecialtyName] | None = None
    same_specialty: bool | None = None
    own_level: list[LevelName] | None = None
    opp_level: list[LevelName] | None = None
    own_level_lower: bool | None = None
    own_attack: list[AttackKind] | None = None
    own_attack_not: list[AttackKind] | None = None
    opp_attack: list[AttackKind] | None = None
    same_attack: bool | None = None
    own_hp_below: int | None = None
    own_hp_above: int | None = None
    opp_hp_above: int | None = None
    own_hp_lower_than_opp: bool | None = None
    own_hp_higher_than_opp: bool | None = None
    own_hand_at_least: int | None = None
    own_hand_at_most: int | None = None
    opp_evo_zone_more_than: int | None = None


class _Step(CardData):
    when: Condition | None = Field(default=None, alias="if")


# --- attack power -----------------------------------------------------------------------------------------------
class AttackAdd(_Step):
    """Add `amount` (negative lowers) to the attack power."""
    op: Literal["attack_add"]
    who: Who = "self"
    amount: int


class AttackScale(_Step):
    """Multiply the attack power by num/den, rounded down (double, triple, halve)."""
    op: Literal["attack_scale"]
    who: Who = "self"
    num: int
    den: int = 1


class AttackSet(_Step):
    """Set the attack power to a value (0 cancels the attack)."""
    op: Literal["attack_set"]
    who: Who = "self"
    value: int


Count = Literal["own_hand", "own_evo_zone", "discarded"]


class AttackAddPer(_Step):
    """Add `per` times a count to the attack power: cards in hand, cards in the Evolution Zone, or the cards the
    previous step discarded."""
    op: Literal["attack_add_per"]
    who: Who = "self"
    per: int
    count: Count


class AttackFromHp(_Step):
    """The attack power becomes the Digimon's current HP."""
    op: Literal["attack_from_hp"]
    who: Who = "self"


class AttackAddHp(_Step):
    """Add the Digimon's current HP to its attack power."""
    op: Literal["attack_add_hp"]
    who: Who = "self"


class AttackTimesCount(_Step):
    """Multiply the attack power by the number of cards the previous step discarded."""
    op: Literal["attack_times_count"]
    who: Who = "self"


class AttackChange(_Step):
    """The chosen attack becomes another one (its power is recomputed from the card)."""
    op: Literal["attack_change"]
    who: Who = "self"
    to: AttackKind


class AttackRotate(_Step):
    """Circle becomes triangle, triangle becomes cross, cross becomes circle."""
    op: Literal["attack_rotate"]
    who: Who = "opponent"


# --- order and special attacks ----------------------------------------------------------------------------------
class AttackFirst(_Step):
    op: Literal["attack_first"]
    who: Who = "self"


class AttackSecond(_Step):
    op: Literal["attack_second"]
    who: Who = "self"


class EatUp(_Step):
    """The attack heals its Digimon by the damage it deals (like the Eat-up HP cross effect)."""
    op: Literal["eat_up"]
    who: Who = "self"


class Counter(_Step):
    """If the opponent chose this attack ('any': whatever they chose), it misses and this Digimon hits back with
    the opponent's attack power."""
    op: Literal["counter"]
    attack: AttackKind | Literal["any"]


# --- HP ---------------------------------------------------------------------------------------------------------
class HpAdd(_Step):
    """Recover HP (may exceed the printed HP; the excess is lost on evolution, DCB-16)."""
    op: Literal["hp_add"]
    who: Who = "self"
    amount: int


class HpAddPer(_Step):
    """Recover `per` HP times a count (as in `attack_add_per`)."""
    op: Literal["hp_add_per"]
    who: Who = "self"
    per: int
    count: Count


class HpSet(_Step):
    op: Literal["hp_set"]
    who: Who = "self"
    value: int


class HpScale(_Step):
    """Multiply HP by num/den, rounded down (halve, double)."""
    op: Literal["hp_scale"]
    who: Who = "self"
    num: int
    den: int = 1


class HpCopy(_Step):
    """`who`'s HP becomes the other Digimon's HP."""
    op: Literal["hp_copy"]
    who: Literal["self", "opponent"] = "self"


class HpSwap(_Step):
    op: Literal["hp_swap"]


class Revive(_Step):
    """If this Digimon is KO'd this battle it stays in play with `hp` HP; the KO still counts."""
    op: Literal["revive"]
    hp: int


class CopyOpponent(_Step):
    """Own attack power, HP and specialty become the opponent's."""
    op: Literal["copy_opponent"]


# --- specialty --------------------------------------------------------------------------------------------------
class SpecialtySet(_Step):
    """Change a specialty until the end of the turn."""
    op: Literal["specialty_set"]
    who: Who = "self"
    to: SpecialtyName


class SpecialtySwap(_Step):
    op: Literal["specialty_swap"]


class SpecialtyCopy(_Step):
    """`who`'s specialty becomes the other Digimon's."""
    op: Literal["specialty_copy"]
    who: Literal["self", "opponent"] = "opponent"


# --- cancelling -------------------------------------------------------------------------------------------------
class VoidSupport(_Step):
    """Cancel the opponent's support card this battle: only a Digimon card's support effect, or option cards too."""
    op: Literal["void_support"]
    include_options: bool = False


# --- cards ------------------------------------------------------------------------------------------------------
class Draw(_Step):
    op: Literal["draw"]
    who: Who = "self"
    n: int


class DrawTo(_Step):
    """Draw until the hand holds `n` cards."""
    op: Literal["draw_to"]
    who: Who = "self"
    n: int


class Mill(_Step):
    """Discard the top `n` cards of the deck."""
    op: Literal["mill"]
    who: Who = "self"
    n: int


class DiscardHand(_Step):
    """Discard `n` cards from hand (at random), or the whole hand when `n` is omitted."""
    op: Literal["discard_hand"]
    who: Who = "self"
    n: int | None = None


class DiscardEvoZone(_Step):
    """Discard `n` cards (the newest first) from the Evolution Zone, all of them when `n` is omitted, or as many
    as the previous step discarded when `n_from_count` is set."""
    op: Literal["discard_evo_zone"]
    who: Who = "self"
    n: int | None = None
    n_from_count: bool = False


class Recycle(_Step):
    """Move the top `n` cards of the discard pile to the deck, then shuffle the deck (or, with `shuffle` false,
    put them on top of the deck)."""
    op: Literal["recycle"]
    who: Who = "self"
    n: int
    shuffle: bool = True


class HandToDeck(_Step):
    """Return the whole hand to the deck and shuffle it."""
    op: Literal["hand_to_deck"]
    who: Who = "self"


class SearchPartner(_Step):
    """Take a random partner card (an R card some A card evolves from) from the deck into the hand."""
    op: Literal["search_partner"]


EffectStep = Annotated[
    AttackAdd | AttackScale | AttackSet | AttackAddPer | AttackFromHp | AttackAddHp | AttackTimesCount | AttackChange
    | AttackRotate | AttackFirst | AttackSecond | EatUp | Counter | HpAdd | HpSet | HpScale | HpCopy | HpSwap | Revive
    | HpAddPer | CopyOpponent | SpecialtySet | SpecialtySwap | SpecialtyCopy | VoidSupport | Draw | DrawTo | Mill
    | DiscardHand | DiscardEvoZone | Recycle | HandToDeck | SearchPartner,
    Field(discriminator="op")]


# --- cross (×) effects, DCB-24 ----------------------------------------------------------------------------------
class CrossCounter(CardData):
    kind: Literal["counter"]
    attack: AttackKind


class CrossToZero(CardData):
    kind: Literal["to_zero"]
    attack: AttackKind


class CrossFirstAttack(CardData):
    kind: Literal["first_attack"]


class CrossEatUp(CardData):
    kind: Literal["eat_up_hp"]


class CrossCrash(CardData):
    kind: Literal["crash"]


class CrossJamming(CardData):
    kind: Literal["jamming"]


class CrossFoeX3(CardData):
    kind: Literal["foe_x3"]
    specialty: SpecialtyName


CrossEffect = Annotated[CrossCounter | CrossToZero | CrossFirstAttack | CrossEatUp | CrossCrash | CrossJamming
                        | CrossFoeX3, Field(discriminator="kind")]


# --- yellow-border evolution cards, DCB-15 ----------------------------------------------------------------------
class EvolveEffect(CardData):
    """Evolve the active Digimon into a Digimon from hand under relaxed conditions."""
    op: Literal["evolve"]
    from_levels: list[LevelName]
    to_levels: list[LevelName] | None = Field(default=None, description="None: the next level (R→C, C→U)")
    same_level: bool = False
    ignore_specialty: bool = False
    cost: Literal["printed", "none"] = "printed"
    cost_add: int = 0


class DevolveEffect(CardData):
    """Remove the top card of the active Digimon's stack; the card below becomes active."""
    op: Literal["devolve"]
    from_levels: list[LevelName]
    hp_num: int = 1


EvolutionEffect = Annotated[EvolveEffect | DevolveEffect, Field(discriminator="op")]
