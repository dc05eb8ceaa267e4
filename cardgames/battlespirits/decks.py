"""Deck construction rules (BS-2, BS-29): every violation is reported at once, each with its rule ID."""
from __future__ import annotations

from collections import Counter
from functools import cache, lru_cache
from pathlib import Path

from cardgames.core.data import validate_data
from cardgames.core.errors import DataFileError, DeckError, Violation

from .cards import CARD_IDS, RuleCard, card_pool, deck_path, load_deck

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
    if isinstance(deck, str):
        if deck.endswith(".json"):
            data = load_deck(Path(deck))
            return data.name, list(data.cards)
        name, cards = _ready_made(deck)
        return name, list(cards)
    return "deck", validate_data(deck, CARD_IDS, "deck")


def resolve_decks(decks: object) -> list[tuple[str, list[str]]]:
    """The two decks of a game (names, files or lists of card numbers), each resolved by `resolve_deck`."""
    if isinstance(decks, str | bytes | dict) or not hasattr(decks, "__len__") or len(decks) != 2:
        raise DataFileError("decks", "", f"two decks are needed (one per player), not {decks!r:.80}")
    return [resolve_deck(deck) for deck in decks]


def ready_made_decks() -> list[str]:
    """Names of the ready-made decks in data/battlespirits/decks/."""
    return sorted(p.stem for p in deck_path("x").parent.glob("*.json"))


def ready_made_deck(name: str) -> list[str]:
    """The card numbers of a ready-made deck, e.g. `ready_made_deck("red_windfang")`."""
    return list(_ready_made(name)[1])


@cache
def _ready_made(name: str) -> tuple[str, tuple[str, ...]]:
    if name not in ready_made_decks():
        raise DataFileError(name, "", f"no ready-made deck of that name; ready-made: {', '.join(ready_made_decks())}"
                            " (or give a .json file or a list of card numbers)")
    data = load_deck(deck_path(name))
    return data.name, tuple(data.cards)
