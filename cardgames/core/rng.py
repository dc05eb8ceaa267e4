"""A seeded random number generator whose whole state is one integer.

`random.Random` would do, but its state is 625 integers: copying it at every undo snapshot costs more than the
rest of the snapshot. SplitMix64 is small, fast enough in pure Python, and well distributed for shuffling cards.
"""
from __future__ import annotations

_MASK = (1 << 64) - 1


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int):
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """A uniform integer in [0, n); the modulo bias is below 2**-50 for any deck size."""
        if n <= 0:
            raise ValueError("randrange() needs n > 0")
        return self.next64() % n

    def choice(self, seq):
        return seq[self.randrange(len(seq))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.next64() % (i + 1)
            items[i], items[j] = items[j], items[i]
