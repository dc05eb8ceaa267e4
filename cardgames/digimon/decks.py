"""Deck construction rules (DCB-1, DCB-5): every violation is reported at once, each with its rule ID."""
from __future__ import annotations

from collections import Counter
from functools import lru_cache

from cardgames.core.errors import DeckError, Violation

from .cards import CATALOGUE, DeckFile, DigimonCard, card_pool

DECK_SIZE = 30
MAX_COPIES = 4
SEVENS = (200, 285, 286, 287, 288, 289, 290, 291)
DOWNLOAD_DIGIVOLVE = 293


def deck_violations(cards: list[int], allow_unimplemented: bool = False) -> list[Violation]:
    """All the reasons `cards` (CA numbers) is not a legal deck; [] when it is legal. Something that is no list of
    CA numbers raises `DataFileError` naming the field."""
    return list(_violations(tuple(CATALOGUE.checked("cards", cards)), allow_unimplemented))


@lru_cache(maxsize=256)
def _violations(cards: tuple[int, ...], allow_unimplemented: bool) -> tuple[Violation, ...]:
    """Cached: simulations build thousands of games from the same few decks."""
    return tuple(_find_violations(cards, allow_unimplemented))


def _find_violations(cards: tuple[int, ...], allow_unimplemented: bool) -> list[Violation]:
    pool = card_pool()
    found: list[Violation] = []
    unknown = sorted({ca for ca in cards if ca not in pool})
    for ca in unknown:
        found.append(Violation("DCB-2", "CA {ca} is not a Digimon Card Battle card", ca=ca))
    if len(cards) != DECK_SIZE:
        found.append(Violation("DCB-1", "the deck has {count} cards; it must have exactly {deck_size}",
                               count=len(cards), deck_size=DECK_SIZE))
    counts = Counter(ca for ca in cards if ca in pool)
    for ca, n in sorted(counts.items()):
        name = pool[ca].name
        if ca in SEVENS and n > 1:
            found.append(Violation("DCB-5", "{name} (CA {ca}) is a Sevens card: 1 copy allowed, found {count}",
                                   name=name, ca=ca, count=n))
        elif ca == DOWNLOAD_DIGIVOLVE and n > 1:
            found.append(Violation("DCB-5", "{name} (CA {ca}): 1 copy allowed, found {count}", name=name, ca=ca,
                                   count=n))
        elif n > MAX_COPIES:
            found.append(Violation("DCB-1", "{name} (CA {ca}): at most {most} copies, found {count}", name=name,
                                   ca=ca, most=MAX_COPIES, count=n))
    a_level = [ca for ca in cards if ca in pool and isinstance(pool[ca], DigimonCard) and pool[ca].level == "A"]
    if len(a_level) > 1:
        names = ", ".join(sorted({pool[ca].name for ca in a_level}))
        found.append(Violation("DCB-5", "at most one A-level card in the whole deck; found {count} ({names})",
                               count=len(a_level), names=names))
    if not allow_unimplemented:
        for ca in sorted({ca for ca in counts if not pool[ca].implemented}):
            found.append(Violation("DCB-2",
                                   "{name} (CA {ca}): its effect is not implemented by the engine yet (pass the "
                                   "option allow_unimplemented=True to play it anyway)", name=pool[ca].name, ca=ca))
    return found


def check_deck(cards: list[int], name: str = "deck", allow_unimplemented: bool = False) -> list[int]:
    """Return `cards` when legal, else raise `DeckError` listing every violation. For a deck the catalogue has
    resolved (a game's set-up), so not validated again; `deck_violations` takes any input."""
    violations = _violations(tuple(cards), allow_unimplemented)
    if violations:
        raise DeckError(list(violations), name)
    return list(cards)


def file_violations(deck: DeckFile) -> list[Violation]:
    """What `python -m cardgames validate-deck` reports for a deck file (`DigimonGame.ruleset.deck_rules`): its
    cards, with the rules' defaults."""
    return list(_violations(tuple(deck.cards), False))


# a deck given as a ready-made name, a JSON file path or a list of CA numbers (checked strictly: `True` is no card
# number), as (name, CA numbers); `ready_made_deck("fire_starter")` is a new list of CA numbers
resolve_deck = CATALOGUE.named_cards
resolve_decks = CATALOGUE.named_pair
ready_made_deck = CATALOGUE.ready_made_cards
ready_made_decks = CATALOGUE.deck_names
