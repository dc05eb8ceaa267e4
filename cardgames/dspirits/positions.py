"""Positions: any D-Spirits board built from plain data (a dict or a JSON file), validated like a deck, and written
back (`to_position`). Cards are given by number; a deck lists its TOP card first; a stack lists its BOTTOM card
first (the base, then its D-Evolutions).

A position holds the start of a step of the turn player: `draw` (the turn starts: poison and a pending Super Charge
take effect, then the draw), `main` or `battle` (the opening choice of that step, with this turn's counters).
`to_position()` writes the Main and Battle Step choices back; other moments (inside a chain, a bid or an attack,
the opening hand, a finished game) raise `PositionError` saying so.
"""
from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from cardgames.core.data import WHOLE
from cardgames.core.errors import PositionError, Violation
from cardgames.core.positions import json_names, load_position_data, parse_position_data

from .cards import DATA_DIR, card_pool
from .state import (
    ATTACKED,
    CHARGED,
    COMMAND_USED,
    ENDURING,
    FROZEN,
    MAY_ATTACK,
    MOVE_USED,
    POISONED,
    SCENE_SIZE,
    SUPER,
    DSpiritsState,
)

Number = Annotated[int, Field(ge=1, le=999)]
Cards = Annotated[list[Number], Field(max_length=60)]


class SpiritEntry(BaseModel):
    """A D-Spirit on the field: its stack and its counters."""

    model_config = ConfigDict(extra="forbid")
    stack: list[Number] = Field(min_length=1, max_length=8, description="bottom card first; the top card is the "
                                "D-Spirit")
    frozen: bool = False
    poison: int = Field(default=0, ge=0, le=10_000, description="SP its controller loses each turn (0: not "
                        "poisoned)")
    new: bool = Field(default=False, description="entered the field this turn")
    super: bool = Field(default=False, description="was Super D-Summoned")
    enduring: bool = Field(default=False, description="in the Endure stance")
    endured_last_turn: bool = Field(default=False, description="endured in the opponent's last turn (DSP-25)")
    ready: bool | None = Field(default=None, description="Battle Step: may attack this turn (default: on the "
                               "Battle Scene)")
    attacked: bool = False
    move_used: bool = False
    ability_used: bool = False
    boost: tuple[int, int] = Field(default=(0, 0), description="ATK and END boosts until the end of the turn")


class HandCard(BaseModel):
    model_config = ConfigDict(extra="forbid")
    no: Number
    frozen: bool = False
    poison: int = Field(default=0, ge=0, le=10_000)


class PlayerPosition(BaseModel):
    model_config = ConfigDict(extra="forbid")
    sp: int = Field(default=5000, ge=1, le=1_000_000)
    squad: Cards = Field(default_factory=list, description="top card first")
    support: Cards = Field(default_factory=list, description="top card first")
    side: Cards = Field(default_factory=list)
    hand: Annotated[list[Number | HandCard], Field(max_length=60)] = Field(default_factory=list)
    dworld: Cards = Field(default_factory=list)
    removed: Cards = Field(default_factory=list, description="cards removed from play (out of the game, DSP-21)")
    scene: list[SpiritEntry] = Field(default_factory=list, max_length=SCENE_SIZE)
    support_zone: list[SpiritEntry] = Field(default_factory=list, max_length=20)
    summoned: bool = Field(default=False, description="made this turn's Regular Summon")
    exchanged: bool = False
    first_turn: bool = Field(default=False, description="this is (or, for the opponent, was) the player's first "
                             "turn")
    charge: int | None = Field(default=None, ge=0, lt=SCENE_SIZE, description="index in `scene` of the D-Spirit "
                               "Super Charged for the player's next turn")


class Position(BaseModel):
    model_config = ConfigDict(extra="forbid")
    turn: int = Field(default=2, ge=1, le=10_000)
    turn_player: Annotated[Literal[0, 1], WHOLE] = 0
    step: Literal["draw", "main", "battle"] = "main"
    realm: Number | None = None
    realm_owner: Annotated[Literal[0, 1], WHOLE] = 0
    players: tuple[PlayerPosition, PlayerPosition]


POSITIONS_DIR = DATA_DIR / "positions"


def position_names() -> list[str]:
    return json_names(POSITIONS_DIR)


def load_position(name: str | Path) -> dict:
    """A position as plain data from a ready-made name or a JSON file, validated (a plain dict: a notebook cell
    may change it before building a game)."""
    return load_position_data(name, POSITIONS_DIR, Position)


def parse_position(data: dict) -> Position:
    return parse_position_data(data, Position)


def _problems(pos: Position) -> list[Violation]:
    pool = card_pool()
    found: list[Violation] = []
    for p, pl in enumerate(pos.players):
        where = f"players.{p}"
        numbers = [*pl.squad, *pl.support, *pl.side, *pl.dworld, *pl.removed,
                   *[h if isinstance(h, int) else h.no for h in pl.hand],
                   *[n for e in (*pl.scene, *pl.support_zone) for n in e.stack]]
        for no in sorted({n for n in numbers if n not in pool}):
            found.append(Violation("DSP-2", f"{where}: card {no} is not a D-Spirits card"))
        for no in pl.squad:
            if no in pool and (not pool[no].is_spirit or pool[no].evolution):
                found.append(Violation("DSP-1", f"{where}.squad: {pool[no].name} does not belong in a Squad deck"))
        for no in pl.support:
            if no in pool and pool[no].is_spirit:
                found.append(Violation("DSP-3", f"{where}.support: {pool[no].name} is a D-Spirit"))
        for zone, entries in (("scene", pl.scene), ("support_zone", pl.support_zone)):
            for i, e in enumerate(entries):
                cards = [pool.get(n) for n in e.stack]
                if any(c is None or not c.is_spirit for c in cards):
                    found.append(Violation("DSP-5", f"{where}.{zone}.{i}: a stack holds D-Spirits only"))
                    continue
                for lower, upper in zip(cards, cards[1:], strict=False):
                    if upper.evolution is None or upper.evolution.base != lower.no:
                        found.append(Violation("DSP-21", f"{where}.{zone}.{i}: {upper.name} does not evolve from "
                                               f"{lower.name}"))
                if cards[0].evolution is not None:
                    found.append(Violation("DSP-21", f"{where}.{zone}.{i}: a stack starts with a D-Spirit, not the "
                                           f"D-Evolution {cards[0].name}"))
        if pl.charge is not None and pl.charge >= len(pl.scene):
            found.append(Violation("DSP-36", f"{where}.charge: no D-Spirit at index {pl.charge} of the scene"))
    if pos.realm is not None and (pos.realm not in pool or pool[pos.realm].kind != "realm"):
        found.append(Violation("DSP-6", f"realm: card {pos.realm} is not a Realm"))
    return found


def build_position(st: DSpiritsState, data: dict) -> None:
    pos = parse_position(data)
    problems = _problems(pos)
    if problems:
        raise PositionError(problems)
    numbers: list[int] = []
    contents: dict[str, list[int]] = {}
    fields: list[tuple] = []  # (card, entry or hand card, zone)

    def add(zone: str, nos: list[int]) -> list[int]:
        ids = list(range(len(numbers), len(numbers) + len(nos)))
        numbers.extend(nos)
        contents.setdefault(zone, []).extend(ids)
        return ids

    hosts: list[tuple[int, int]] = []
    for p, pl in enumerate(pos.players):
        add(f"{p}.squad", pl.squad[::-1])
        add(f"{p}.support", pl.support[::-1])
        add(f"{p}.side", pl.side)
        add(f"{p}.dworld", pl.dworld)
        add(f"{p}.removed", pl.removed)
        for h in pl.hand:
            (card,) = add(f"{p}.hand", [h if isinstance(h, int) else h.no])
            if not isinstance(h, int):
                fields.append((card, h, "hand"))
        for zone, entries in (("scene", pl.scene), ("szone", pl.support_zone)):
            for e in entries:
                under = add(f"{p}.under", e.stack[:-1])
                (top,) = add(f"{p}.{zone}", e.stack[-1:])
                hosts.extend((c, top) for c in under)
                fields.append((top, e, zone))
    if pos.realm is not None:
        add("realm", [pos.realm])
    sp = (pos.players[0].sp, pos.players[1].sp)
    st.init_state(numbers, contents, sp)
    if pos.realm is not None:
        st.owner[contents["realm"][0]] = pos.realm_owner
    for c, top in hosts:
        st.places.set_host(c, top)
    t = pos.turn
    st.turn, st.tp = t, pos.turn_player
    for card, e, zone in fields:
        status = (FROZEN if e.frozen else 0) | (POISONED if e.poison else 0)
        st.status[card], st.poison[card] = status, e.poison
        if zone == "hand":
            continue
        st.entered[card] = t if e.new else max(1, t - 1)
        mine = st.owner[card] == pos.turn_player
        ready = e.ready if e.ready is not None else zone == "scene"
        st.flags[card] = ((SUPER if e.super else 0) | (ENDURING if e.enduring or e.endured_last_turn else 0) |
                          (ATTACKED if e.attacked else 0) | (MOVE_USED if e.move_used else 0) |
                          (COMMAND_USED if e.ability_used else 0) |
                          (MAY_ATTACK if pos.step == "battle" and mine and ready else 0))
        if e.endured_last_turn:
            st.endured_on[card] = t - 1
        st.atk_boost[card], st.end_boost[card] = e.boost
    for p, pl in enumerate(pos.players):
        st.summoned[p], st.exchanged[p] = pl.summoned, pl.exchanged
        st.turns_played[p] = 0 if pl.first_turn else max(1, (t - 1) // 2)
        if pl.charge is not None:
            st.charge[p] = st.zone(p, "scene")[pl.charge]
    p = pos.turn_player
    if pos.step == "draw":
        st.turn = t - 1
        st.push(("start_turn", p))
    elif pos.step == "main":
        st.phase = "draw"  # the Main Step opens with its event
        st.push(("main", p))
    else:
        st.phase = "battle"
        st.push(("battle", p))


def _entry(st: DSpiritsState, card: int) -> dict:
    f = st.flags[card]
    out: dict = {"stack": [st.cards[c].no for c in st.stack(card)]}
    extra = {"frozen": bool(st.status[card] & FROZEN), "poison": st.poison[card] if st.status[card] & POISONED else 0,
             "new": st.entered[card] == st.turn, "super": bool(f & SUPER), "enduring": bool(f & ENDURING),
             "endured_last_turn": st.endured_on[card] == st.turn - 1 and st.endured_on[card] > 0,
             "attacked": bool(f & ATTACKED), "move_used": bool(f & MOVE_USED),
             "ability_used": bool(f & COMMAND_USED), "boost": [st.atk_boost[card], st.end_boost[card]]}
    if st.phase == "battle" and st.owner[card] == st.tp:
        extra["ready"] = bool(f & MAY_ATTACK)
    defaults = {"frozen": False, "poison": 0, "new": False, "super": False, "enduring": False,
                "endured_last_turn": False, "attacked": False, "move_used": False, "ability_used": False,
                "boost": [0, 0]}
    out.update({k: v for k, v in extra.items() if defaults.get(k, None) != v})
    return out


def write_position(game) -> dict:
    st: DSpiritsState = game
    d = game.decision
    if game.is_over or d is None or d.kind not in ("main", "battle") or game.windows or st.attack:
        raise PositionError([Violation("position", "a position holds the opening choice of a Main or Battle Step; "
                                       "this moment (inside a chain, a bid, an attack, a draw or a finished game) "
                                       "cannot be written")])
    if any(st.flags[c] & CHARGED for p in (0, 1) for c in st.zone(p, "scene")):
        raise PositionError([Violation("DSP-36", "a Super Charge active this turn cannot be written; write the "
                                       "position at the start of that turn (step draw)")])
    players = []
    for p in (0, 1):
        hand = []
        for c in st.zone(p, "hand"):
            no = st.cards[c].no
            hand.append({"no": no, "frozen": bool(st.status[c] & FROZEN), "poison": st.poison[c]}
                        if st.status[c] else no)
        scene = st.zone(p, "scene")
        players.append({"sp": st.sp_of(p), "squad": [st.cards[c].no for c in reversed(st.zone(p, "squad"))],
                        "support": [st.cards[c].no for c in reversed(st.zone(p, "support"))],
                        "side": [st.cards[c].no for c in st.zone(p, "side")], "hand": hand,
                        "dworld": [st.cards[c].no for c in st.zone(p, "dworld")],
                        "removed": [st.cards[c].no for c in st.zone(p, "removed")],
                        "scene": [_entry(st, c) for c in scene],
                        "support_zone": [_entry(st, c) for c in st.zone(p, "szone")],
                        "summoned": bool(st.summoned[p]), "exchanged": bool(st.exchanged[p]),
                        "first_turn": st.first_turn(p),
                        "charge": scene.index(st.charge[p]) if st.charge[p] >= 0 else None})
    realm = st.realm()
    return {"turn": st.turn, "turn_player": st.tp, "step": d.kind,
            "realm": st.cards[realm].no if realm is not None else None,
            "realm_owner": st.owner[realm] if realm is not None else 0, "players": players}
