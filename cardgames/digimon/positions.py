"""Positions: any Digimon Card Battle board built from plain data (a dict or a JSON file), validated like a deck.

This is how a reader sets up an odd situation in one notebook cell and asks "what happens now?", and how most
rule tests are written. Cards are given by CA number; a deck lists its TOP card first.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from cardgames.core.data import NOT_BOOL, read_json, validate_data
from cardgames.core.errors import DataFileError, PositionError, Violation

from .cards import DATA_DIR, DigimonCard, card_pool
from .decks import DECK_SIZE

if TYPE_CHECKING:
    from .game import DigimonGame

PHASES = ("start", "evolution", "support", "battle")
ZONES = ("deck", "hand", "evolution_zone", "support_zone", "discard", "digimon")


class PlayerPosition(BaseModel):
    """One player's cards by zone. No zone holds more than a whole deck (DCB-1), so a position of 600,000 cards is
    refused before any card is looked at."""

    model_config = ConfigDict(extra="forbid")
    deck: list[int] = Field(default_factory=list, max_length=DECK_SIZE, description="CA numbers, top card first")
    hand: list[int] = Field(default_factory=list, max_length=DECK_SIZE)
    evolution_zone: list[int] = Field(default_factory=list, max_length=DECK_SIZE)
    support_zone: list[int] = Field(default_factory=list, max_length=1)
    discard: list[int] = Field(default_factory=list, max_length=DECK_SIZE)
    digimon: list[int] = Field(default_factory=list, max_length=DECK_SIZE,
                               description="the evolution stack, bottom card first")
    damage: int = Field(default=0, ge=0, description="damage taken by the active Digimon")
    penalty: Annotated[Literal[1, 2, 4], NOT_BOOL] = Field(default=1, description="DCB-27 divisor: 1, 2 (placed "
                                                          "at C) or 4 (at U)")
    kos: int = Field(default=0, ge=0, le=2, description="opposing Digimon this player has KO'd")
    evo_placed: bool = False
    evolved: bool = False


class Position(BaseModel):
    model_config = ConfigDict(extra="forbid")
    turn: int = Field(default=1, ge=1)
    turn_player: Annotated[Literal[1, 2], NOT_BOOL] = 1
    phase: Literal["start", "evolution", "support", "battle"] = "start"
    players: tuple[PlayerPosition, PlayerPosition]


POSITIONS_DIR = DATA_DIR / "positions"


def position_names() -> list[str]:
    """The ready-made positions in data/digimon/positions/ (the boards the tutorials start from)."""
    return sorted(p.stem for p in POSITIONS_DIR.glob("*.json"))


def load_position(name: str | Path) -> dict:
    """A position as plain data, from a ready-made name (`load_position("07_counter")`) or a JSON file path.

    The file is validated like any position (a malformed file names the file and the field); the result is a plain
    dict, so a notebook cell can change it before building a game from it."""
    path = Path(name) if str(name).endswith(".json") else POSITIONS_DIR / f"{name}.json"
    data = read_json(path)
    validate_data(data, Position, str(path))
    return data


def parse_position(data: dict) -> Position:
    """Validate a position given as plain data; every problem is listed, each with its field."""
    try:
        return validate_data(data, Position, "position")
    except DataFileError as exc:
        raise PositionError([Violation("position", str(problem)) for problem in exc.problems]) from None


def position_violations(pos: Position) -> list[Violation]:
    pool = card_pool()
    found: list[Violation] = []
    for n, pp in enumerate(pos.players, start=1):
        for zone in ZONES:
            for ca in getattr(pp, zone):
                if ca not in pool:
                    found.append(Violation("DCB-2", f"players.{n}.{zone}: CA {ca} is not a card"))
        total = sum(len(getattr(pp, zone)) for zone in ZONES)
        if total > DECK_SIZE:
            found.append(Violation("DCB-1", f"players.{n}: {total} cards in all zones; a player has a "
                                   f"{DECK_SIZE}-card deck"))
        stack = [pool[ca] for ca in pp.digimon if ca in pool]
        if any(not isinstance(c, DigimonCard) for c in stack):
            found.append(Violation("DCB-4", f"players.{n}.digimon: only Digimon cards can be in the Digimon area"))
        elif stack:
            if stack[0].level == "A":
                found.append(Violation("DCB-27", f"players.{n}.digimon: an A-level Digimon cannot be put into play "
                                       "directly"))
            top = stack[-1]
            if pp.damage >= top.hp // pp.penalty:
                found.append(Violation("DCB-23", f"players.{n}.damage: {pp.damage} would already KO {top.name}"))
            if pp.penalty > 1 and len(stack) > 1:
                found.append(Violation("DCB-16", f"players.{n}.penalty: an evolved Digimon has no penalty"))
        elif pp.damage or pp.penalty > 1:
            found.append(Violation("DCB-4", f"players.{n}: damage or penalty given but no Digimon in play"))
        if pos.phase != "start" and not pp.digimon and n - 1 == pos.turn_player - 1:
            found.append(Violation("DCB-9", f"players.{n}: the turn player needs a Digimon in play after the "
                                   "preparation phase"))
    return found


def build_position(game: DigimonGame, data: dict) -> None:
    pos = parse_position(data)
    problems = position_violations(pos)
    if problems:
        raise PositionError(problems)
    pool = card_pool()
    game.cards = []
    for p, pp in enumerate(pos.players):
        s = game.sides[p]

        def add(cas: list[int]) -> list[int]:
            start = len(game.cards)
            game.cards.extend(pool[ca] for ca in cas)
            return list(range(start, len(game.cards)))

        s.deck = add(pp.deck)[::-1]  # stored with the top card last
        s.hand = add(pp.hand)
        s.evo = add(pp.evolution_zone)
        s.support = add(pp.support_zone)
        s.discard = add(pp.discard)
        s.stack = add(pp.digimon)
        s.penalty = pp.penalty
        s.hp = (game.cards[s.stack[-1]].hp // pp.penalty - pp.damage) if s.stack else 0
        s.kos = pp.kos
        s.evo_placed, s.evolved = pp.evo_placed, pp.evolved
    t = pos.turn_player - 1
    game.tp = t
    if pos.phase == "start":
        game.turn = pos.turn - 1
        game.push(("start_turn", t))
        return
    game.turn = pos.turn
    game.phase = pos.phase
    steps = {"evolution": ["evolution_phase", "support_phase", "battle_phase"],
             "support": ["support_phase", "battle_phase"], "battle": ["battle_phase"]}[pos.phase]
    game.push(*[(name, t) for name in steps], ("end_turn", t))
