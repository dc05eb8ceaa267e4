"""Positions: a Battle Spirits board as plain data, validated (every problem listed with its rule), and back.

```json
{"turn": 3, "turn_player": 0, "first_player": 0, "step": "main",
 "players": [{"life": 5, "reserve": 3, "soul_core": "reserve", "trash_cores": 0, "count": 0,
              "deck": ["R01", "R04"], "hand": ["R07"], "trash": ["X01"], "exile": [],
              "field": [{"card": "R01", "cores": 2, "soul": false, "position": "refreshed"}]},
             {...}]}
```
`deck` lists the top card first. `soul_core` says where the soul core is: `"reserve"`, `"trash"` or `"field"`
(then exactly one field card has `"soul": true`, BS-14); `cores` on a field card does not count the soul core.
`step` is where the game resumes: `"start"` (the turn player's start step, BS-10), `"main"`, `"attack"` or
`"main2"`, each at the opening of that step. `to_position()` writes the board back at any decision of those
steps outside a battle, a payment or a flash window; other moments raise `PositionError` saying so.
"""
from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from cardgames.core.data import NOT_BOOL, validate_data
from cardgames.core.errors import PositionError, Violation
from cardgames.core.positions import json_names, load_position_data

from .cards import DATA_DIR, CardId, RuleCard, card_pool
from .state import EXHAUSTED, HEAVY, REFRESHED, VOID_CORES, BattleSpiritsState, card_place

POSITIONS_DIR = DATA_DIR / "positions"
ANGLES = {"refreshed": REFRESHED, "exhausted": EXHAUSTED, "heavily exhausted": HEAVY}
NAMES = {v: k for k, v in ANGLES.items()}
Seat = Annotated[Literal[0, 1], NOT_BOOL]
Cards = Annotated[list[CardId], Field(max_length=200)]
Count = Annotated[int, Field(ge=0, le=99)]


class FieldCard(BaseModel):
    model_config = ConfigDict(extra="forbid")
    card: CardId
    cores: Count = 0
    soul: bool = False
    position: Literal["refreshed", "exhausted", "heavily exhausted"] = "refreshed"


class PlayerPosition(BaseModel):
    model_config = ConfigDict(extra="forbid")
    life: Count = 5
    reserve: Count = 3
    soul_core: Literal["reserve", "trash", "field"] = "reserve"
    trash_cores: Count = 0
    count: Count = 0
    deck: Cards = Field(default_factory=list)
    hand: Cards = Field(default_factory=list)
    trash: Cards = Field(default_factory=list)
    exile: Cards = Field(default_factory=list)
    field: Annotated[list[FieldCard], Field(max_length=30)] = Field(default_factory=list)


class Position(BaseModel):
    """A board at the opening of a step of the turn (see the module docstring)."""

    model_config = ConfigDict(extra="forbid")
    turn: Annotated[int, Field(ge=1, le=500)] = 3
    turn_player: Seat = 0
    first_player: Seat = 0
    step: Literal["start", "main", "attack", "main2"] = "main"
    players: Annotated[list[PlayerPosition], Field(min_length=2, max_length=2)]


def position_problems(pos: Position) -> list[Violation]:
    """Every rule the position breaks, each with its rule ID."""
    pool = card_pool()
    found: list[Violation] = []
    for p, side in enumerate(pos.players):
        where = f"players.{p}"
        for zone in ("deck", "hand", "trash", "exile"):
            for i, cid in enumerate(getattr(side, zone)):
                if cid not in pool:
                    found.append(Violation("BS-2", f"{where}.{zone}.{i}: {cid} is not a card of the card list"))
                elif isinstance(pool[cid], RuleCard):
                    found.append(Violation("BS-29", f"{where}.{zone}.{i}: {cid} is a rule card, never in play"))
        souls = [i for i, fc in enumerate(side.field) if fc.soul]
        for i, fc in enumerate(side.field):
            card = pool.get(fc.card)
            if card is None:
                found.append(Violation("BS-2", f"{where}.field.{i}: {fc.card} is not a card of the card list"))
            elif card.kind not in ("spirit", "nexus"):
                found.append(Violation("BS-28", f"{where}.field.{i}: {card.name} is a {card.kind}: only spirits and "
                                       "nexuses stay on the field"))
            elif card.level_for(fc.cores + fc.soul, fc.soul) == 0:
                found.append(Violation("BS-22", f"{where}.field.{i}: {card.name} with {fc.cores + fc.soul} core(s) "
                                       "is below Lv1: it would have vanished"))
        if side.soul_core == "field" and len(souls) != 1:
            found.append(Violation("BS-14", f"{where}: soul_core 'field' needs exactly one field card with the soul "
                                   f"core, found {len(souls)}"))
        if side.soul_core != "field" and souls:
            found.append(Violation("BS-14", f"{where}: the soul core is in the {side.soul_core}, so no field card "
                                   "can hold it"))
        if side.life == 0:
            found.append(Violation("BS-1", f"{where}: life 0 means the game is already over"))
        cores = side.life + side.reserve + side.trash_cores + side.count + sum(fc.cores for fc in side.field)
        if cores > VOID_CORES:
            found.append(Violation("BS-3", f"{where}: life, reserve, trash_cores, count and the field's cores add up "
                                   f"to {cores} cores, more than the {VOID_CORES} a player's void supplies"))
    if pos.turn == 1 and pos.turn_player != pos.first_player:
        found.append(Violation("BS-5", "turn 1 is the first player's turn"))
    if pos.turn == 1 and pos.step in ("attack", "main2"):
        found.append(Violation("BS-5", "the first player has no attack step and no 2nd main step on turn 1"))
    return found


def build_position(st: BattleSpiritsState, data: dict) -> None:
    """Set up `st` from `data` and queue the steps that follow."""
    pos = validate_data(data, Position, "position")
    problems = position_problems(pos)
    if problems:
        raise PositionError(problems)
    pool = card_pool()
    decks = []
    for side in pos.players:
        ids = [*reversed(side.deck), *side.hand, *side.trash, *side.exile, *(fc.card for fc in side.field)]
        decks.append([pool[c] for c in ids])
    st.build(decks)
    base = 0
    for p, side in enumerate(pos.players):
        order = [("deck", len(side.deck)), ("hand", len(side.hand)), ("trash", len(side.trash)),
                 ("exile", len(side.exile)), ("field", len(side.field))]
        for zone, n in order:
            for iid in range(base, base + n):
                if zone != "deck":
                    st.places.move(iid, f"{p}.deck", f"{p}.{zone}")
                    st.places.flip(iid, zone != "hand")
            base += n
        used = side.life + side.reserve + side.trash_cores + side.count
        field_ids = st.zone(p, "field")
        for iid, fc in zip(field_ids, side.field, strict=True):
            st.places.turn_to(iid, ANGLES[fc.position])
            used += fc.cores
            st.cores.put("core", card_place(iid), fc.cores)
            st.cores.put("soul", card_place(iid), int(fc.soul))
        for place, n in (("life", side.life), ("reserve", side.reserve), ("trash", side.trash_cores),
                         ("count", side.count), ("void", VOID_CORES - used)):
            st.cores.put("core", f"{p}.{place}", n)
        if side.soul_core != "field":
            st.cores.put("soul", f"{p}.{side.soul_core}", 1)
    st.places.take_moves()
    st.turn, st.tp, st.first, st.started = pos.turn, pos.turn_player, pos.first_player, True
    st.mulligans = (True, True)
    p = pos.turn_player
    rest = {"start": [], "main": [("main", p, 1), ("attack", p), ("main", p, 2), ("end", p)],
            "attack": [("attack", p), ("main", p, 2), ("end", p)], "main2": [("main", p, 2), ("end", p)]}[pos.step]
    if pos.step == "start":
        st.turn -= 1
        st.push(("start", p))
    else:
        st.step_name = pos.step
        st.push(*rest)


def to_position(game) -> dict:
    """The current board as a position (see the module docstring)."""
    st: BattleSpiritsState = game
    d = game.decision
    ok = (d is not None and game.selection is None and not game.windows and st.battle is None and not st.boosts
          and ((d.kind == "main" and st.step_name in ("main", "main2")) or d.kind == "attack"))
    if not ok:
        raise PositionError([Violation("BS-10", "a position holds the opening of a main or attack step (a main-step "
                                       "or attack decision outside a battle, a payment, a flash window and with no "
                                       "'this turn' effect); not this moment")])
    players = []
    for p in (0, 1):
        field = []
        for iid in st.field(p):
            n, soul = st.cores_on(iid)
            field.append({"card": st.cards[iid].id, "cores": n - soul, "soul": soul,
                          "position": NAMES[st.places.angle[iid]]})
        soul_core = "field" if any(f["soul"] for f in field) else (
            "reserve" if st.count(p, "reserve", "soul") else "trash")
        players.append({"life": st.life(p), "reserve": st.count(p, "reserve"), "soul_core": soul_core,
                        "trash_cores": st.count(p, "trash"), "count": st.count(p, "count"),
                        "deck": [st.cards[i].id for i in reversed(st.zone(p, "deck"))],
                        "hand": [st.cards[i].id for i in st.zone(p, "hand")],
                        "trash": [st.cards[i].id for i in st.zone(p, "trash")],
                        "exile": [st.cards[i].id for i in st.zone(p, "exile")], "field": field})
    step = "attack" if d.kind == "attack" else st.step_name
    return {"turn": st.turn, "turn_player": st.tp, "first_player": st.first, "step": step, "players": players}


def position_names() -> list[str]:
    """The ready-made positions of the tutorials (data/battlespirits/positions/)."""
    return json_names(POSITIONS_DIR)


def load_position(name: str | Path) -> dict:
    """A ready-made position by name, or a position file by path, checked against the position model."""
    return load_position_data(name, POSITIONS_DIR, Position)
