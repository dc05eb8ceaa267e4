"""Skirmish's deck rule (SKM-1): 12 cards of the pool, at most 3 copies of one."""
from __future__ import annotations

from collections import Counter

from cardgames.core.errors import Violation

from .cards import Deck, card_pool

DECK_SIZE, COPIES = 12, 3


def deck_violations(deck: Deck) -> list[Violation]:
    pool, out = card_pool(), []
    if len(deck.cards) != DECK_SIZE:
        out.append(Violation("SKM-1", f"a deck has {DECK_SIZE} cards, not {len(deck.cards)}"))
    out += [Violation("SKM-1", f"no card number {n}") for n in dict.fromkeys(deck.cards) if n not in pool]
    out += [Violation("SKM-1", f"{count} copies of card {n}: at most {COPIES}")
            for n, count in Counter(deck.cards).items() if count > COPIES]
    return out
