"""Skirmish positions: a board as plain data (cards by number, a deck top card first) and back."""
from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from cardgames.core.data import WHOLE
from cardgames.core.errors import PositionError, Violation
from cardgames.core.positions import PositionCatalogue, checked_position

from .cards import DATA_DIR, card_pool
from .state import LINE_SIZE, SEAT_ZONES, ZONES, SkirmishState

Seat = Annotated[Literal[0, 1], WHOLE]
Cards = Annotated[list[int], Field(max_length=40)]
STARTS = {"main": "main", "attack": "attack_step", "block": "block_step"}  # the step a position opens with


class PlayerPosition(BaseModel):
    model_config = ConfigDict(extra="forbid")
    life: Annotated[int, Field(ge=1, le=99)] = 20
    deck: Cards = []
    hand: Cards = []
    line: Cards = []
    discard: Cards = []


class Position(BaseModel):
    model_config = ConfigDict(extra="forbid")
    turn: Annotated[int, Field(ge=1, le=999)] = 1
    turn_player: Seat = 0
    step: Literal["main", "attack", "block"] = "main"
    attacked: Annotated[list[int], Field(max_length=LINE_SIZE)] = []  # the turn player's line places that attacked
    attacker: int | None = None                                       # in the block step: the attacking line place
    players: tuple[PlayerPosition, PlayerPosition]


POSITIONS = PositionCatalogue(DATA_DIR / "positions", Position)
load_position, position_names = POSITIONS.load, POSITIONS.names


def _problems(pos: Position) -> list[Violation]:
    pool, out = card_pool(), []
    for p, player in enumerate(pos.players):
        out += [Violation("SKM-1", f"no card number {n}", at=("players", p)) for z in ZONES for n in getattr(player, z)
                if n not in pool]
        if len(player.line) > LINE_SIZE:
            out.append(Violation("SKM-3", f"at most {LINE_SIZE} cards", at=("players", p, "line")))
    line = len(pos.players[pos.turn_player].line)
    if any(not 0 <= k < line for k in pos.attacked) or len(set(pos.attacked)) != len(pos.attacked):
        out.append(Violation("SKM-5", "places of the turn player's line, each once", at=("attacked",)))
    if (pos.step == "block") != (pos.attacker is not None) or (
            pos.attacker is not None and pos.attacker not in pos.attacked):
        out.append(Violation("SKM-6", "in the block step alone, one of the places that attacked", at=("attacker",)))
    return out


def build_position(st: SkirmishState, data: dict) -> None:
    pos = checked_position(data, Position, _problems)
    pool, cards, contents = card_pool(), [], {}
    for p, player in enumerate(pos.players):
        for zone in ZONES:
            numbers = getattr(player, zone)
            numbers = list(reversed(numbers)) if zone == "deck" else numbers  # a position lists the top card first
            contents[SEAT_ZONES[p][zone]] = list(range(len(cards), len(cards) + len(numbers)))
            cards.extend(pool[n] for n in numbers)
    st.build(cards, contents)
    line = st.seats[pos.turn_player]["line"]
    st.turn, st.tp, st.step = pos.turn, pos.turn_player, pos.step
    st.life = (pos.players[0].life, pos.players[1].life)
    st.attacked = tuple(line[k] for k in pos.attacked)
    st.attacker = -1 if pos.attacker is None else line[pos.attacker]
    st._push((STARTS[pos.step],))


def to_position(game: Any) -> dict:
    if game.decision is None:
        raise PositionError([Violation("position", "only a moment with a decision pending is a position")])
    st: SkirmishState = game.state
    line = st.seats[st.tp]["line"]

    def numbers(cards: list[int]) -> list[int]:
        return [st.cards[c].number for c in cards]

    players = [{"life": st.life[p], "deck": numbers(list(reversed(z["deck"]))), "hand": numbers(z["hand"]),
                "line": numbers(z["line"]), "discard": numbers(z["discard"])} for p, z in enumerate(st.seats)]
    return {"turn": st.turn, "turn_player": st.tp, "step": st.step,
            "attacked": [line.index(c) for c in st.attacked if c in line],
            "attacker": line.index(st.attacker) if st.attacker >= 0 else None, "players": players}
