"""Deck construction rules (BS-2, BS-29): every violation is reported at once, each with its rule ID."""
from __future__ import annotations

from collections import Counter
from functools import lru_cache

from cardgames.core.errors import DeckError, Violation

from .cards import CATALOGUE, DeckFile, RuleCard, card_pool

MIN_DECK = 40
MAX_COPIES = 3


def deck_violations(cards: list[str]) -> list[Violation]:
    """All the reasons `cards` (card numbers) is not a legal deck; [] when it is legal. Something that is no list of
    card numbers raises `DataFileError` naming the field."""
    return list(_violations(tuple(CATALOGUE.checked("cards", cards))))


@lru_cache(maxsize=256)
def _violations(cards: tuple[str, ...]) -> tuple[Violation, ...]:
    """Cached: simulations build thousands of games from the same few decks."""
    pool = card_pool()
    found: list[Violation] = []
    for cid in sorted({c for c in cards if c not in pool}):
        found.append(Violation("BS-2", "{card} is not a card of the current regulation (not in the card list)",
                               card=cid))
    for cid in sorted({c for c in cards if isinstance(pool.get(c), RuleCard)}):
        found.append(Violation("BS-29", "{name} ({card}) is a rule card: it is not used in play", name=pool[cid].name,
                               card=cid))
    if len(cards) < MIN_DECK:
        found.append(Violation("BS-2", "the deck has {count} cards; it needs at least {least}", count=len(cards),
                               least=MIN_DECK))
    names = Counter(pool[c].name for c in cards if c in pool)
    for name, n in sorted(names.items()):
        if n > MAX_COPIES:
            found.append(Violation("BS-2", "{name}: at most {most} cards with the same name, found {count}", name=name,
                                   most=MAX_COPIES, count=n))
    return tuple(found)


def check_deck(cards: list[str], name: str = "deck") -> list[str]:
    """Return `cards` when legal, else raise `DeckError` listing every violation. For a deck the catalogue has
    resolved (a game's set-up), so not validated again; `deck_violations` takes any input."""
    violations = _violations(tuple(cards))
    if violations:
        raise DeckError(list(violations), name)
    return list(cards)


def file_violations(deck: DeckFile) -> list[Violation]:
    """What `python -m cardgames validate-deck` reports for a deck file (`BattleSpiritsGame.ruleset.deck_rules`)."""
    return list(_violations(tuple(deck.cards)))


# a deck given as a ready-made name, a JSON file path or a list of card numbers, as (name, card numbers);
# `ready_made_deck("red_windfang")` is a new list of card numbers
resolve_deck = CATALOGUE.named_cards
resolve_decks = CATALOGUE.named_pair
ready_made_deck = CATALOGUE.ready_made_cards
ready_made_decks = CATALOGUE.deck_names
