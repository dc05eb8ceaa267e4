"""The structured effect vocabulary of Battle Spirits: data, not code.

No public card data has Battle Spirits effect text, so every effect of the practice cards is invented for the
lessons and written in this small vocabulary (a pydantic discriminated union on `op`); `interpreter.py` carries it
out on the state. Nothing here is executed as text.
"""
from __future__ import annotations

from typing import Annotated, Literal

from cardgames.core.schema import CardData, Field


class BpChange(CardData):
    """Raise (or lower, when negative) the BP of one spirit until the end of the turn."""

    op: Literal["bp"]
    amount: int
    target: Literal["self", "own_spirit", "opposing_spirit"]


class Draw(CardData):
    """Draw cards (as many as the deck holds)."""

    op: Literal["draw"]
    count: Annotated[int, Field(ge=1, le=5)]


class CountUp(CardData):
    """Move cores from the void to one's count area (BS-13)."""

    op: Literal["count"]
    amount: Annotated[int, Field(ge=1, le=3)]


class CoreCharge(CardData):
    """Move cores from the void to one's reserve."""

    op: Literal["charge"]
    amount: Annotated[int, Field(ge=1, le=3)]


class Destroy(CardData):
    """Destroy one opposing spirit whose BP is at most `max_bp` (its cores go to the owner's reserve, BS-26)."""

    op: Literal["destroy"]
    max_bp: Annotated[int, Field(ge=0)]


class Drain(CardData):
    """Move cores from one opposing spirit to its owner's reserve; when the soul core is on it and could be one of
    them, its owner chooses whether it is (BS-14)."""

    op: Literal["drain"]
    amount: Annotated[int, Field(ge=1, le=5)]


class Exhaust(CardData):
    """Turn one opposing spirit sideways (exhausted) or, with `heavily`, upside down (heavily exhausted, BS-6): it
    can neither attack nor block until it is refreshed, and a heavily exhausted card only becomes exhausted at its
    owner's next refresh step (BS-12), so it misses that turn too."""

    op: Literal["exhaust"]
    heavily: bool = False


class Aura(CardData):
    """A nexus ability: one's spirits of `colour` get +amount BP while the ability works."""

    op: Literal["aura"]
    amount: int
    colour: str


Effect = Annotated[BpChange | Draw | CountUp | CoreCharge | Destroy | Drain | Exhaust | Aura,
                   Field(discriminator="op")]


class Ability(CardData):
    """An ability of a spirit or nexus. It works only at the listed levels (BS-25), and with `soul_core` only while
    the soul core is on the card (BS-14). `when`: `summoned` (once, as it enters), `attacks` (as it attacks) or
    `always` (a lasting effect: `bp` on itself, or a nexus `aura`)."""

    when: Literal["summoned", "attacks", "always"]
    levels: Annotated[list[Annotated[int, Field(ge=1, le=5)]], Field(min_length=1)]
    soul_core: bool = False
    effects: Annotated[list[Effect], Field(min_length=1)]


class MagicEffect(CardData):
    """One effect of a magic card with its timing (BS-28): `main` in one's own main steps only, `flash` also in
    either player's attack step."""

    timing: Literal["main", "flash"]
    effects: Annotated[list[Effect], Field(min_length=1)]


class SoulMagic(CardData):
    """Soul Magic (BS-19): instead of the normal cost, send the soul core to the trash, when `needs_spirit` holds
    (one has a spirit on the field) or always."""

    needs_spirit: bool = True
