"""The structured effect vocabulary of the Yu Yu Hakusho TCG: data, not code.

An effect is a small object such as `{"op": "attack_add", "amount": 4000, "if": {"host_name": "Kuwabara"}}`. Attack
effects run in sub-step 3 of the attack (YYH-14); event effects when the event is played (YYH-6); item and character
effects are continuous (`attack_bonus`, `final_match`) or fire at the start of a turn (`turn_start_reorder`,
`opp_turn_start_mill`). `interpreter.py` carries them out; nothing here is executed as text.
"""
from __future__ import annotations

from typing import Annotated, Literal

from cardgames.core.schema import CardData, Field


class Condition(CardData):
    """Every given field must hold. `host_name`: the character carrying the card has a name starting so;
    `opp_alignment`: the opposing fighter's alignment; `used_last_turn`: the attack used in your previous turn."""

    host_name: str | None = None
    opp_alignment: Literal["Hero", "Villain"] | None = None
    used_last_turn: str | None = None


class _Effect(CardData):
    when: Condition | None = Field(default=None, alias="if")


Count = Literal["own_se", "own_hand", "own_discard", "opp_discard", "attached", "techniques", "opp_sideline"]
Until = Literal["turn", "next_draw", "match"]


class AttackAdd(_Effect):
    """This attack gains `amount` attack value."""
    op: Literal["attack_add"]
    amount: int


class AttackAddPer(_Effect):
    """This attack gains `per` for each counted thing."""
    op: Literal["attack_add_per"]
    per: int
    count: Count


class Boost(_Effect):
    """Your attacks (`attack`) and/or your fighter's defense (`defense`) gain a value until the given moment."""
    op: Literal["boost"]
    attack: int = 0
    defense: int = 0
    until: Until = "turn"


class Mill(_Effect):
    """The opponent discards the top `n` cards of their deck (an empty deck loses, §2.4)."""
    op: Literal["mill"]
    n: int = Field(ge=1)


class DiscardFromOppHand(_Effect):
    """Look at the opponent's hand and discard one card of your choice."""
    op: Literal["discard_from_opp_hand"]


class OppReturnsHandCard(_Effect):
    """The opponent chooses a card of their hand and shuffles it into their deck."""
    op: Literal["opp_returns_hand_card"]


class Recycle(_Effect):
    """Shuffle cards of your discard pile into your deck: `n` of your choice (`may`: you may stop), or all of a kind."""
    op: Literal["recycle"]
    n: int = 1
    may: bool = False
    all_of: Literal["item"] | None = None


class DiscardOppItem(_Effect):
    """Discard an item attached to the opponent's fighter (your choice)."""
    op: Literal["discard_opp_item"]


class ReorderTop(_Effect):
    """Look at the top `n` cards of a deck and put them back in the order you choose."""
    op: Literal["reorder_top"]
    whose: Literal["own", "opponent"]
    n: int = Field(ge=1)


class PaySeBoost(_Effect):
    """You may pay `se` spirit energy for this attack to gain `amount`."""
    op: Literal["pay_se_boost"]
    se: int = Field(ge=1)
    amount: int


class OppLoseSe(_Effect):
    """The opponent loses `n` spirit energy (never below 0)."""
    op: Literal["opp_lose_se"]
    n: int = Field(ge=1)


class CopyAttack(_Effect):
    """Copy an attack on one of the opponent's face-up cards in play: its value and effect, not its cost."""
    op: Literal["copy_attack"]


class MatchBoost(_Effect):
    """This character's attacks gain `amount` until the match ends."""
    op: Literal["match_boost"]
    amount: int


class RedrawHand(_Effect):
    """You may shuffle your hand into your deck and draw as many cards."""
    op: Literal["redraw_hand"]


class Heal(_Effect):
    """Remove `n` damage from your fighter (never below 0, YYH-15)."""
    op: Literal["heal"]
    n: int = Field(ge=1)


class ClimaticFinish(_Effect):
    """In the 5th match: no main steps until the match ends, and 8 damage defeats a character in it."""
    op: Literal["climatic_finish"]


class AttackBonus(_Effect):
    """Continuous (items): the character carrying the card has attacks gaining `amount`."""
    op: Literal["attack_bonus"]
    amount: int


class FinalMatch(_Effect):
    """Continuous (characters): in your 5th match, attacks gain `amount` and cost `cost_less` less (minimum 0)."""
    op: Literal["final_match"]
    amount: int
    cost_less: int


class TurnStartReorder(_Effect):
    """At the start of your turn, look at the top `n` cards of your deck and put them back in any order."""
    op: Literal["turn_start_reorder"]
    n: int = Field(ge=1)


class OppTurnStartMill(_Effect):
    """At the start of the opponent's turn, they discard the top card of their deck."""
    op: Literal["opp_turn_start_mill"]


Effect = Annotated[
    AttackAdd | AttackAddPer | Boost | Mill | DiscardFromOppHand | OppReturnsHandCard | Recycle | DiscardOppItem
    | ReorderTop | PaySeBoost | OppLoseSe | CopyAttack | MatchBoost | RedrawHand | Heal | ClimaticFinish
    | AttackBonus | FinalMatch | TurnStartReorder | OppTurnStartMill,
    Field(discriminator="op")]
