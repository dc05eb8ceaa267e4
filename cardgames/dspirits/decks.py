"""Deck construction (DSP-1 … DSP-4, DSP-21): every violation of a player's three decks is listed at once, each with
its rule ID."""
from __future__ import annotations

from collections import Counter
from functools import lru_cache

from cardgames.core.errors import DeckError, Violation

from .cards import CATALOGUE, DeckSet, card_pool

SQUAD = (15, 20)     # DSP-1
SUPPORT = (10, 20)   # DSP-3
SIDE_MAX = 20        # DSP-4: optional, so 0 is allowed


def deck_violations(deck: DeckSet) -> list[Violation]:
    """All the reasons `deck` is not a legal set of decks; [] when it is legal. `deck` may also be given as
    `resolve_deck` takes it (a ready-made name, a file, a dict); what is no deck set raises `DataFileError` naming
    the field."""
    deck = CATALOGUE.deck_of(deck)
    return list(_violations(tuple(deck.squad), tuple(deck.support), tuple(deck.side)))


@lru_cache(maxsize=64)
def _violations(squad: tuple[int, ...], support: tuple[int, ...], side: tuple[int, ...]) -> tuple[Violation, ...]:
    """Cached: simulations build thousands of games from the same few decks."""
    pool = card_pool()
    found: list[Violation] = []
    for name, cards in (("Squad", squad), ("Support", support), ("Side", side)):
        for no in sorted({n for n in cards if n not in pool}):
            found.append(Violation("DSP-2", "{deck} deck: card {number} is not a D-Spirits card", deck=name, number=no))
    if not SQUAD[0] <= len(squad) <= SQUAD[1]:
        found.append(Violation("DSP-1", "the Squad deck has {count} cards; it needs {least} to {most}",
                               count=len(squad), least=SQUAD[0], most=SQUAD[1]))
    if not SUPPORT[0] <= len(support) <= SUPPORT[1]:
        found.append(Violation("DSP-3", "the Support deck has {count} cards; it needs {least} to {most}",
                               count=len(support), least=SUPPORT[0], most=SUPPORT[1]))
    if len(side) > SIDE_MAX:
        found.append(Violation("DSP-4", "the Side deck has {count} cards; at most {most}", count=len(side),
                               most=SIDE_MAX))
    for no in sorted({n for n in squad if n in pool}):
        card = pool[no]
        if not card.is_spirit:
            found.append(Violation("DSP-1", "{name} ({number}) is not a D-Spirit: the Squad deck holds D-Spirits only",
                                   name=card.name, number=no))
        elif card.evolution is not None:
            found.append(Violation("DSP-21", "{name} ({number}) is a D-Evolution: it belongs in the Side deck",
                                   name=card.name, number=no))
    for no in sorted({n for n in support if n in pool and pool[n].is_spirit}):
        found.append(Violation("DSP-3", "{name} ({number}) is a D-Spirit: the Support deck holds no D-Spirits",
                               name=pool[no].name, number=no))
    in_squad = Counter(n for n in squad if n in pool)
    total = Counter(n for n in (*squad, *support, *side) if n in pool)
    for no, n in sorted(total.items()):
        card = pool[no]
        if card.limit is None:
            if in_squad[no] > 1:
                found.append(Violation("DSP-2",
                                       "{name} ({number}) is limitless: 1 copy in the Squad deck, found {count} (any "
                                       "number may go in the Side deck)", name=card.name, number=no,
                                       count=in_squad[no]))
        elif n > card.limit:
            found.append(Violation("DSP-2", "{name} ({number}): at most {limit} across the three decks, found {count}",
                                   name=card.name, number=no, limit=card.limit, count=n))
    return tuple(found)


def check_deck(deck: DeckSet, who: str = "deck") -> DeckSet:
    """Return `deck` when legal, else raise `DeckError` listing every violation."""
    violations = deck_violations(deck)
    if violations:
        raise DeckError(violations, who)
    return deck


def resolve_deck(deck: str | dict | DeckSet) -> DeckSet:
    """A deck set given as a ready-made name, a JSON file path, a plain dict or a `DeckSet`."""
    return deck if isinstance(deck, DeckSet) else CATALOGUE.resolve(deck)


ready_made_deck = CATALOGUE.ready_made  # a ready-made deck set, e.g. `ready_made_deck("stone_guard")`, loaded once
ready_made_decks = CATALOGUE.deck_names
