"""Positions: any Digimon Card Battle board built from plain data (a dict or a JSON file), validated like a deck.

This is how a reader sets up an odd situation in one notebook cell and asks "what happens now?", and how most
rule tests are written. Cards are given by CA number; a deck lists its TOP card first; seats are 0 and 1 (the
`turn_player` and the index in `players`).

A position describes a board at the start of a turn ("start") or at the opening choice of a phase: the evolution
phase (at any of its choices: `evo_placed`, `evolved` and `evolution_options_used` say what was done already), the
support phase (before either player chose a support card) and the battle phase (supports placed face down, before
either player chose an attack). `to_position` writes such a board back out; it raises `PositionError` for a board
a position cannot hold: between rule steps, in the middle of the keep/redraw and placement choices, after one of the
two support or attack choices, or once the game is over.
"""
from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from cardgames.core.actions import Decision
from cardgames.core.data import NOT_BOOL
from cardgames.core.errors import PositionError, Violation
from cardgames.core.positions import json_names, load_position_data, parse_position_data

from .cards import DATA_DIR, DigimonCard, card_pool
from .decks import DECK_SIZE
from .state import DigimonState

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
    support_unseen: bool = Field(default=False, description="the support card is the top card of the deck, put face "
                                 "down unseen: its owner does not see it either (DCB-19)")
    discard: list[int] = Field(default_factory=list, max_length=DECK_SIZE)
    digimon: list[int] = Field(default_factory=list, max_length=DECK_SIZE,
                               description="the evolution stack, bottom card first")
    damage: int = Field(default=0, ge=0, description="damage taken by the active Digimon")
    hp: int | None = Field(default=None, ge=1, description="the active Digimon's HP when it is above its maximum "
                           "(after Eat-up HP or a healing effect); given instead of damage")
    penalty: Annotated[Literal[1, 2, 4], NOT_BOOL] = Field(default=1, description="DCB-27 divisor: 1, 2 (placed "
                                                          "at C) or 4 (at U)")
    kos: int = Field(default=0, ge=0, le=2, description="opposing Digimon this player has KO'd")
    evo_placed: bool = Field(default=False, description="a card was put into the Evolution Zone this turn")
    evolved: bool = Field(default=False, description="the Digimon evolved this turn")
    evolution_options_used: list[int] = Field(default_factory=list, description="CA numbers of the yellow-border "
                                              "cards played this turn (DCB-15)")


class Position(BaseModel):
    model_config = ConfigDict(extra="forbid")
    turn: int = Field(default=1, ge=1)
    turn_player: Annotated[Literal[0, 1], NOT_BOOL] = Field(default=0, description="the seat whose turn it is: 0 or 1")
    phase: Literal["start", "evolution", "support", "battle"] = "start"
    players: tuple[PlayerPosition, PlayerPosition]


POSITIONS_DIR = DATA_DIR / "positions"


def position_names() -> list[str]:
    """The ready-made positions in data/digimon/positions/ (the boards the tutorials start from)."""
    return json_names(POSITIONS_DIR)


def load_position(name: str | Path) -> dict:
    """A position as plain data, from a ready-made name (`load_position("07_counter")`) or a JSON file path.

    The file is validated like any position (a malformed file names the file and the field); the result is a plain
    dict, so a notebook cell can change it before building a game from it."""
    return load_position_data(name, POSITIONS_DIR, Position)


def parse_position(data: dict) -> Position:
    """Validate a position given as plain data; every problem is listed, each with its field."""
    return parse_position_data(data, Position)


def position_violations(pos: Position) -> list[Violation]:
    pool = card_pool()
    found: list[Violation] = []
    for n, pp in enumerate(pos.players):
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
            if pp.hp is not None and pp.damage:
                found.append(Violation("DCB-23", f"players.{n}: give the damage or the HP, not both"))
            if pp.penalty > 1 and len(stack) > 1:
                found.append(Violation("DCB-16", f"players.{n}.penalty: an evolved Digimon has no penalty"))
        elif pp.damage or pp.penalty > 1 or pp.hp is not None:
            found.append(Violation("DCB-4", f"players.{n}: damage or penalty given but no Digimon in play"))
        if pos.phase != "start" and not pp.digimon and n == pos.turn_player:
            found.append(Violation("DCB-9", f"players.{n}: the turn player needs a Digimon in play after the "
                                   "preparation phase"))
    return found


def build_position(game: DigimonState, data: dict) -> None:
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
        s.hp = (pp.hp or game.cards[s.stack[-1]].hp // pp.penalty - pp.damage) if s.stack else 0
        s.kos = pp.kos
        s.evo_placed, s.evolved = pp.evo_placed, pp.evolved
        s.yellow_used = tuple(pp.evolution_options_used)
        s.support_unseen = pp.support_unseen and bool(s.support)
    t = pos.turn_player
    game.tp = t
    if pos.phase == "start":
        game.turn = pos.turn - 1
        game.push(("start_turn", t))
        return
    game.turn = pos.turn
    game.phase = pos.phase
    steps = {"evolution": ["evolution_phase", "support_phase"], "support": ["support_phase"],
             "battle": ["battle_phase"]}[pos.phase]
    game.push(*[(name, t) for name in steps], ("end_turn", t))


def to_position(st: DigimonState, decision: Decision | None) -> dict:
    """The board of `st` as a position that builds the same board again (see the module docstring for the boards
    a position can hold; any other raises `PositionError`)."""
    phase = _phase_at(st, decision)
    t = st.tp
    players = []

    def cas(iids: list[int]) -> list[int]:
        return [st.cards[i].ca for i in iids]

    for s in st.sides:
        pp: dict = {"deck": cas(s.deck[::-1]), "hand": cas(s.hand), "evolution_zone": cas(s.evo),
                    "support_zone": cas(s.support), "support_unseen": s.support_unseen, "discard": cas(s.discard),
                    "digimon": cas(s.stack), "penalty": s.penalty, "kos": s.kos, "evo_placed": s.evo_placed,
                    "evolved": s.evolved, "evolution_options_used": list(s.yellow_used)}
        if s.stack:
            top = st.cards[s.stack[-1]].hp // s.penalty
            if s.hp > top:
                pp["hp"] = s.hp
            else:
                pp["damage"] = top - s.hp
        players.append(pp)
    return {"turn": st.turn, "turn_player": t, "phase": phase, "players": players}


def _phase_at(st: DigimonState, decision: Decision | None) -> str:
    def cannot(why: str) -> PositionError:
        return PositionError([Violation("position", f"this board cannot be written as a position: {why}")])

    if decision is None:
        raise cannot("no decision is pending (the game is over or between rule steps); positions describe a board "
                     "at a decision")
    t = st.tp
    if decision.kind == "evolution":
        return "evolution"
    if decision.kind == "support" and decision.player != t and not any(s.support for s in st.sides):
        return "support"
    if decision.kind == "sealed" and decision.player == t and not st.sealed_for(None):
        return "battle"
    raise cannot(f"{decision.kind!r} choice of seat {decision.player} in the {st.phase} phase (a position holds "
                 "the evolution phase, or the first support or attack choice of a turn)")
