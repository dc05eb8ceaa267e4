"""Deck construction (YYH-1, with the gap fills of RULES.md §2.4): every violation at once, each with its rule ID.

A deck is its 4 starting characters in match order plus at least 40 more cards; a card appears at most 3 times
(its `limit`, 1 for "Limit 1 per Deck" cards), counting the starting characters.
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache

from cardgames.core.errors import DeckError, Violation

from .cards import CATALOGUE, DeckFile, card_pool

STARTING = 4
MIN_OTHER_CARDS = 40


def deck_violations(characters: list[str], cards: list[str]) -> list[Violation]:
    """All the reasons the deck (starting characters, other cards) is not legal; [] when it is. Something that is
    no list of card codes raises `DataFileError` naming the field."""
    return list(_violations(tuple(CATALOGUE.checked("characters", characters)),
                            tuple(CATALOGUE.checked("cards", cards))))


@lru_cache(maxsize=64)
def _violations(characters: tuple[str, ...], cards: tuple[str, ...]) -> tuple[Violation, ...]:
    pool = card_pool()
    found: list[Violation] = []
    for code in sorted({c for c in characters + cards if c not in pool}):
        found.append(Violation("YYH-1", "{code} is not a card of this kit", code=code))
    if len(characters) != STARTING:
        found.append(Violation("YYH-1", "{count} starting characters; exactly {starting} start in play",
                               count=len(characters), starting=STARTING))
    for code in characters:
        if code in pool and not pool[code].is_character:
            found.append(Violation("YYH-1",
                                   "{name} ({code}) is an {kind} card, not a character: only characters start in play",
                                   name=pool[code].name, code=code, kind=pool[code].kind))
    if len(cards) < MIN_OTHER_CARDS:
        found.append(Violation("YYH-1", "{count} cards besides the starting characters; at least {least} are "
                               "needed ({total} in all)", count=len(cards), least=MIN_OTHER_CARDS,
                               total=STARTING + MIN_OTHER_CARDS))
    for code, n in sorted(Counter(c for c in characters + cards if c in pool).items()):
        card = pool[code]
        if n > card.limit:
            found.append(Violation("YYH-1",
                                   "{name} ({code}): at most {limit} copy, found {count}" if card.limit == 1 else
                                   "{name} ({code}): at most {limit} copies, found {count}", name=card.name, code=code,
                                   limit=card.limit, count=n))
    return tuple(found)


def check_deck(deck: DeckFile, name: str = "deck") -> DeckFile:
    """Return `deck` when legal, else raise `DeckError` listing every violation. For a deck the catalogue has
    resolved (a game's set-up), so not validated again; `deck_violations` takes any input."""
    violations = _violations(tuple(deck.characters), tuple(deck.cards))
    if violations:
        raise DeckError(list(violations), name)
    return deck


def file_violations(deck: DeckFile) -> list[Violation]:
    """What `python -m cardgames validate-deck` reports for a deck file (`YuyuGame.ruleset.deck_rules`)."""
    return list(_violations(tuple(deck.characters), tuple(deck.cards)))


# a deck given as a ready-made name (`ready_made_deck("team_urameshi")`, loaded once), a JSON file path or a dict
# shaped like a deck file
resolve_deck = CATALOGUE.resolve
resolve_decks = CATALOGUE.resolve_pair
ready_made_deck = CATALOGUE.ready_made
ready_made_decks = CATALOGUE.deck_names
