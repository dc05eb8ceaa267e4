"""The compact mutable state of one player: card instance ids in lists, and small integers.

Card instances are ints (player 0 owns 0-29, player 1 owns 30-59 in a standard game); the card data they refer to
is shared and never copied. `save()`/`load()` copy only these lists and ints, which makes undo snapshots cheap.
"""
from __future__ import annotations

PLAYER = ("Player 1", "Player 2")
NO_ATTACK = -1
ANY_ATTACK = 3


class Side:
    """One player's zones (DCB-4), their active Digimon's HP and penalty, and this battle's temporary values."""

    LISTS = ("deck", "hand", "evo", "support", "discard", "stack")
    SCALARS = ("hp", "penalty", "kos", "evo_placed", "evolved", "yellow_used", "attack", "power", "spec", "first",
               "second", "eat_up", "counter", "crash", "revive", "voids", "voided")
    __slots__ = LISTS + SCALARS

    def __init__(self) -> None:
        self.deck: list[int] = []      # the top card is the LAST element
        self.hand: list[int] = []
        self.evo: list[int] = []       # Evolution Zone (DCB-12)
        self.support: list[int] = []   # Support Zone: at most one card (DCB-19)
        self.discard: list[int] = []
        self.stack: list[int] = []     # the active Digimon on top of the cards it evolved from
        self.hp = 0
        self.penalty = 1               # divisor of DCB-27: 1, 2 (placed at C) or 4 (placed at U)
        self.kos = 0                   # opposing Digimon this player has KO'd (DCB-25)
        self.evo_placed = False        # DCB-12: one card into the Evolution Zone per turn
        self.evolved = False           # DCB-13: one evolution per turn
        self.yellow_used: tuple[int, ...] = ()  # DCB-15: yellow-border cards played this turn (CA numbers)
        self.reset_battle()

    def reset_battle(self) -> None:
        self.attack = NO_ATTACK  # 0 circle, 1 triangle, 2 cross
        self.power = 0
        self.spec = ""           # current specialty; effects may change it until the end of the turn
        self.first = False
        self.second = False
        self.eat_up = False
        self.counter = NO_ATTACK
        self.crash = False
        self.revive = 0          # HP a KO'd Digimon revives with this battle (Miracle Ruby)
        self.voids = 0           # this player's support cancels the opponent's: 1 support effects, 2 options too
        self.voided = False

    def save(self) -> tuple:
        # tuples, not list copies: a tuple of ints is untracked by the garbage collector, so the undo history of a
        # long game costs the collector nothing (with lists it cost a quarter of the engine's time)
        return (tuple(self.deck), tuple(self.hand), tuple(self.evo), tuple(self.support), tuple(self.discard),
                tuple(self.stack), self.hp, self.penalty, self.kos, self.evo_placed, self.evolved,
                self.yellow_used, self.attack, self.power, self.spec, self.first, self.second, self.eat_up,
                self.counter, self.crash, self.revive, self.voids, self.voided)

    def load(self, saved: tuple) -> None:
        (deck, hand, evo, support, discard, stack, self.hp, self.penalty, self.kos, self.evo_placed, self.evolved,
         self.yellow_used, self.attack, self.power, self.spec, self.first, self.second, self.eat_up, self.counter,
         self.crash, self.revive, self.voids, self.voided) = saved
        self.deck, self.hand, self.evo = list(deck), list(hand), list(evo)
        self.support, self.discard, self.stack = list(support), list(discard), list(stack)

    @property
    def active(self) -> int | None:
        return self.stack[-1] if self.stack else None
