"""Skirmish's state: the cards' zones (core's `CardZones`), the turn, each player's life and the attack under way."""
from __future__ import annotations

from typing import ClassVar

from cardgames.core.state import State
from cardgames.core.zones import CardZones

from .cards import Card

PLAYER = ("Player 1", "Player 2")
ZONES = ("deck", "hand", "line", "discard")
SEAT_ZONES = tuple({zone: f"{p}.{zone}" for zone in ZONES} for p in (0, 1))
LINE_SIZE = 3  # SKM-3


class SkirmishState(State):
    """The cells core snapshots (turn, turn player `tp`, step, life by seat, this turn's attackers, the attacking
    card or -1) and the zones (`places`; `seats[p][zone]` is seat `p`'s list of that zone)."""

    CELLS: ClassVar[tuple[str, ...]] = ("turn", "tp", "step", "life", "attacked", "attacker")
    turn = 0
    tp = 0
    step = "setup"
    life: tuple[int, int] = (20, 20)
    attacked: tuple[int, ...] = ()
    attacker = -1

    PARTS: ClassVar[tuple[str, ...]] = ("places",)
    # what a cell may call (queries) and what only a rule step runs (changers: `core.state.State`)
    QUERIES = ("name",)
    CHANGERS = ("build", "lose_life")
    cards: list[Card]
    places: CardZones
    seats: tuple[dict[str, list[int]], ...]

    def build(self, cards: list[Card], contents: dict[str, list[int]]) -> None:
        self.cards = cards
        self.places = CardZones.from_lists(len(cards), [z for names in SEAT_ZONES for z in names.values()], contents)
        self.seats = self.places.seat_lists(SEAT_ZONES)

    def name(self, card: int) -> str:
        return self.cards[card].name

    def lose_life(self, p: int, amount: int) -> None:
        life = list(self.life)
        life[p] = max(0, life[p] - amount)
        self.life = (life[0], life[1])
