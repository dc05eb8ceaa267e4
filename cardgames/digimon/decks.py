"""Deck construction rules (DCB-1, DCB-5): every violation is reported at once, each with its rule ID."""
from __future__ import annotations

from collections import Counter
from functools import cache, lru_cache

from cardgames.core.decks import check_ready_made, resolve_source, two_decks
from cardgames.core.errors import DeckError, Violation
from cardgames.core.positions import json_names

from .cards import CARD_NUMBERS, DeckFile, DigimonCard, card_pool, deck_path, load_deck

DECK_SIZE = 30
MAX_COPIES = 4
SEVENS = (200, 285, 286, 287, 288, 289, 290, 291)
DOWNLOAD_DIGIVOLVE = 293


def deck_violations(cards: list[int], allow_unimplemented: bool = False) -> list[Violation]:
    """All the reasons `cards` (CA numbers) is not a legal deck; [] when it is legal."""
    return list(_violations(tuple(cards), allow_unimplemented))


@lru_cache(maxsize=256)
def _violations(cards: tuple[int, ...], allow_unimplemented: bool) -> tuple[Violation, ...]:
    """Cached: simulations build thousands of games from the same few decks."""
    return tuple(_find_violations(cards, allow_unimplemented))


def _find_violations(cards: tuple[int, ...], allow_unimplemented: bool) -> list[Violation]:
    pool = card_pool()
    found: list[Violation] = []
    unknown = sorted({ca for ca in cards if ca not in pool})
    for ca in unknown:
        found.append(Violation("DCB-2", f"CA {ca} is not a Digimon Card Battle card"))
    if len(cards) != DECK_SIZE:
        found.append(Violation("DCB-1", f"the deck has {len(cards)} cards; it must have exactly {DECK_SIZE}"))
    counts = Counter(ca for ca in cards if ca in pool)
    for ca, n in sorted(counts.items()):
        name = pool[ca].name
        if ca in SEVENS and n > 1:
            found.append(Violation("DCB-5", f"{name} (CA {ca}) is a Sevens card: 1 copy allowed, found {n}"))
        elif ca == DOWNLOAD_DIGIVOLVE and n > 1:
            found.append(Violation("DCB-5", f"{name} (CA {ca}): 1 copy allowed, found {n}"))
        elif n > MAX_COPIES:
            found.append(Violation("DCB-1", f"{name} (CA {ca}): at most {MAX_COPIES} copies, found {n}"))
    a_level = [ca for ca in cards if ca in pool and isinstance(pool[ca], DigimonCard) and pool[ca].level == "A"]
    if len(a_level) > 1:
        names = ", ".join(sorted({pool[ca].name for ca in a_level}))
        found.append(Violation("DCB-5", f"at most one A-level card in the whole deck; found {len(a_level)} ({names})"))
    if not allow_unimplemented:
        for ca in sorted({ca for ca in counts if not pool[ca].implemented}):
            found.append(Violation("DCB-2", f"{pool[ca].name} (CA {ca}): its effect is not implemented by the engine "
                                   "yet (pass the option allow_unimplemented=True to play it anyway)"))
    return found


def check_deck(cards: list[int], name: str = "deck", allow_unimplemented: bool = False) -> list[int]:
    """Return `cards` when legal, else raise `DeckError` listing every violation."""
    violations = deck_violations(cards, allow_unimplemented)
    if violations:
        raise DeckError(violations, name)
    return list(cards)


def resolve_deck(deck: str | list[int]) -> tuple[str, list[int]]:
    """A deck given as a ready-made deck name, a JSON file path, or a list of CA numbers (checked strictly: `True`
    is no card number)."""
    found = resolve_source(deck, load_deck, _ready_made, CARD_NUMBERS)
    return ("deck", found) if isinstance(found, list) else (found.name, list(found.cards))


def resolve_decks(decks: object) -> list[tuple[str, list[int]]]:
    """The two decks of a game (names, files or lists of CA numbers), each resolved by `resolve_deck`."""
    return two_decks(decks, resolve_deck)


def ready_made_decks() -> list[str]:
    """Names of the ready-made decks in data/digimon/decks/."""
    return json_names(deck_path("x").parent)


def ready_made_deck(name: str) -> list[int]:
    """The CA numbers of a ready-made deck, e.g. `ready_made_deck("fire_starter")`."""
    return list(_ready_made(name).cards)


@cache
def _ready_made(name: str) -> DeckFile:
    """Cached: loaded once, copied out by its callers."""
    check_ready_made(name, deck_path("x").parent, "a .json file or a list of CA numbers")
    return load_deck(deck_path(name))
