"""Deck construction rules (BS-2, BS-29): every violation is reported at once, each with its rule ID."""
from __future__ import annotations

from collections import Counter
from functools import cache, lru_cache

from cardgames.core.decks import check_ready_made, resolve_source, two_decks
from cardgames.core.errors import DeckError, Violation
from cardgames.core.positions import json_names

from .cards import CARD_IDS, DeckFile, RuleCard, card_pool, deck_path, load_deck

MIN_DECK = 40
MAX_COPIES = 3


def deck_violations(cards: list[str]) -> list[Violation]:
    """All the reasons `cards` (card numbers) is not a legal deck; [] when it is legal."""
    return list(_violations(tuple(cards)))


@lru_cache(maxsize=256)
def _violations(cards: tuple[str, ...]) -> tuple[Violation, ...]:
    """Cached: simulations build thousands of games from the same few decks."""
    pool = card_pool()
    found: list[Violation] = []
    for cid in sorted({c for c in cards if c not in pool}):
        found.append(Violation("BS-2", f"{cid} is not a card of the current regulation (not in the card list)"))
    for cid in sorted({c for c in cards if isinstance(pool.get(c), RuleCard)}):
        found.append(Violation("BS-29", f"{pool[cid].name} ({cid}) is a rule card: it is not used in play"))
    if len(cards) < MIN_DECK:
        found.append(Violation("BS-2", f"the deck has {len(cards)} cards; it needs at least {MIN_DECK}"))
    names = Counter(pool[c].name for c in cards if c in pool)
    for name, n in sorted(names.items()):
        if n > MAX_COPIES:
            found.append(Violation("BS-2", f"{name}: at most {MAX_COPIES} cards with the same name, found {n}"))
    return tuple(found)


def check_deck(cards: list[str], name: str = "deck") -> list[str]:
    """Return `cards` when legal, else raise `DeckError` listing every violation."""
    violations = deck_violations(cards)
    if violations:
        raise DeckError(violations, name)
    return list(cards)


def resolve_deck(deck: str | list[str]) -> tuple[str, list[str]]:
    """A deck given as a ready-made deck name, a JSON file path, or a list of card numbers."""
    found = resolve_source(deck, load_deck, _ready_made, CARD_IDS)
    return ("deck", found) if isinstance(found, list) else (found.name, list(found.cards))


def resolve_decks(decks: object) -> list[tuple[str, list[str]]]:
    """The two decks of a game (names, files or lists of card numbers), each resolved by `resolve_deck`."""
    return two_decks(decks, resolve_deck)


def ready_made_decks() -> list[str]:
    """Names of the ready-made decks in data/battlespirits/decks/."""
    return json_names(deck_path("x").parent)


def ready_made_deck(name: str) -> list[str]:
    """The card numbers of a ready-made deck, e.g. `ready_made_deck("red_windfang")`."""
    return list(_ready_made(name).cards)


@cache
def _ready_made(name: str) -> DeckFile:
    """Cached: loaded once, copied out by its callers."""
    check_ready_made(name, deck_path("x").parent, "a .json file or a list of card numbers")
    return load_deck(deck_path(name))
