"""Positions: a Yu Yu Hakusho board from plain data (validated, every problem listed), and back (`to_position`).

A position holds the start of a turn (`"step": "draw"`), the turn player's main step or attack step. Cards are
given by code; a deck lists its top card first. Attached cards name their character by `on`: 0 for the fighter in
the Arena, 1, 2, … for the sideline slots in match order. A player's `boosts` are on their fighter in the Arena
(a boost belongs to the character it targets and leaves with it, YYH-17).

```json
{"turn": 5, "turn_player": 1, "step": "attack", "matches": [0],
 "players": [{"arena": "GF-ST41", "sideline": ["GF-ST39"], "hand": ["GF-C56"], "deck": ["GF-C57"], "se": 2},
             {"arena": "GF-ST37", "hand": ["GF-C55", "GF-C57"], "deck": ["GF-C59"], "se": 4}]}
```
"""
from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from cardgames.core.data import NOT_BOOL, validate_data
from cardgames.core.errors import PositionError, Violation
from cardgames.core.matches import MatchRecord
from cardgames.core.positions import load_position_data

from .cards import DATA_DIR, Code, card_pool
from .state import DAMAGE_TO_WIN, SE_MAX, ZONE, ZONES, YuyuState

MAX_CARDS = 120
POSITIONS_DIR = DATA_DIR / "positions"


class Attached(BaseModel):
    model_config = ConfigDict(extra="forbid")
    card: Code
    on: Annotated[int, Field(ge=0, le=4)] = 0
    face_up: bool = True


class Finished(BaseModel):
    model_config = ConfigDict(extra="forbid")
    card: Code
    won: bool


class Boost(BaseModel):
    model_config = ConfigDict(extra="forbid")
    what: Literal["attack", "defense"]
    amount: int
    until: Literal["turn", "next_draw", "match"]


Cards = Annotated[list[Code], Field(max_length=MAX_CARDS)]


class PlayerPosition(BaseModel):
    model_config = ConfigDict(extra="forbid")
    arena: Code | None = None
    damage: Annotated[int, Field(ge=0, le=7)] = 0
    sideline: Annotated[list[Code], Field(max_length=4)] = []
    attached: Annotated[list[Attached], Field(max_length=20)] = []
    hand: Cards = []
    deck: Cards = []
    discard: Cards = []
    record: Annotated[list[Finished], Field(max_length=5)] = []
    se: Annotated[int, Field(ge=0, le=SE_MAX)] = 0
    last_attack: str = ""
    boosts: Annotated[list[Boost], Field(max_length=10)] = []


class Position(BaseModel):
    model_config = ConfigDict(extra="forbid")
    turn: Annotated[int, Field(ge=1, le=1000)] = 2
    turn_player: Annotated[Literal[0, 1], NOT_BOOL] = 0
    first_player: Annotated[Literal[0, 1], NOT_BOOL] = 0
    step: Literal["draw", "main", "attack"] = "main"
    matches: Annotated[list[Literal[0, 1] | None], Field(max_length=4)] = []
    climatic: bool = False
    dealt: Annotated[int, Field(ge=0, le=2)] = 0
    players: Annotated[list[PlayerPosition], Field(min_length=2, max_length=2)]


def _problems(pos: Position) -> list[Violation]:
    pool = card_pool()
    out = []
    needed = 8 if pos.climatic else DAMAGE_TO_WIN
    for p, pl in enumerate(pos.players):
        where = f"players.{p}"
        codes = [c.card for c in pl.attached] + [c.card for c in pl.record] + pl.hand + pl.deck + pl.discard
        codes += pl.sideline + ([pl.arena] if pl.arena else [])
        for code in sorted({c for c in codes if c not in pool}):
            out.append(Violation("YYH-1", f"{where}: {code} is not a card of this kit"))
        for code in [pl.arena] + pl.sideline if pl.arena else pl.sideline:
            if code in pool and not pool[code].is_character:
                out.append(Violation("YYH-2", f"{where}: {pool[code].name} is not a character and cannot fight"))
        if pl.arena is None:
            out.append(Violation("YYH-17", f"{where}: no fighter in the Arena (a position is inside a match)"))
        if pl.damage >= needed:
            out.append(Violation("YYH-17", f"{where}: {pl.damage} damage would already have ended the match"))
        if len(pl.record) + len(pl.sideline) + (pl.arena is not None) > 5:
            out.append(Violation("YYH-12", f"{where}: more than 5 characters in the matches"))
        if len(pl.record) > len(pos.matches):
            out.append(Violation("YYH-17", f"{where}: {len(pl.record)} finished fighters for {len(pos.matches)} "
                                 "finished matches"))
        for k, a in enumerate(pl.attached):
            if a.card in pool and pool[a.card].kind not in ("item", "technique"):
                out.append(Violation("YYH-4", f"{where}.attached.{k}: only items and techniques are attached"))
            if a.on > len(pl.sideline):
                out.append(Violation("YYH-7", f"{where}.attached.{k}: no character in slot {a.on}"))
            if a.on == 0 and not a.face_up:
                out.append(Violation("YYH-13", f"{where}.attached.{k}: a card on the fighter in the Arena is face "
                                     "up"))
    if MatchRecord(results=tuple(pos.matches)).over:
        out.append(Violation("YYH-19", "matches: the game is already decided"))
    return out


def load_position(name: str | Path) -> dict:
    """A position as plain data, from a ready-made name (`load_position("06_bui_kurama")`) or a JSON file path,
    validated like any position (a malformed file names the file and the field); a plain dict, so a notebook cell
    can change it before building a game from it."""
    return load_position_data(name, POSITIONS_DIR, Position)


def build_position(st: YuyuState, data: dict) -> None:
    pos = validate_data(data, Position, "position")
    problems = _problems(pos)
    if problems:
        raise PositionError(problems)
    codes, contents, attach = [], {}, []
    for p, pl in enumerate(pos.players):
        seat: list[str] = []

        def put(zone: str, cards: list[str], seat=seat, p=p) -> list[int]:
            start = sum(len(c) for c in codes) + len(seat)
            seat.extend(cards)
            ids = list(range(start, start + len(cards)))
            contents[ZONE[p, zone]] = contents.get(ZONE[p, zone], []) + ids
            return ids

        arena = put("arena", [pl.arena])
        side = put("sideline", pl.sideline)
        hosts = arena + side
        for a in pl.attached:
            attach.append((put("attached", [a.card])[0], hosts[a.on], a.face_up))
        put("hand", pl.hand)
        put("deck", list(reversed(pl.deck)))
        put("discard", pl.discard)
        record = put("record", [r.card for r in pl.record])
        attach += [(i, -1, r.won) for i, r in zip(record, pl.record, strict=True)]
        codes.append(seat)
    for z in ZONES:
        for p in (0, 1):
            contents.setdefault(ZONE[p, z], [])
    st.build(codes, contents, (pos.players[0].se, pos.players[1].se))
    places = st.places
    for p in (0, 1):
        for c in st.zone(p, "arena") + st.zone(p, "sideline"):
            places.flip(c, True)
        for c in st.zone(p, "hand") + st.zone(p, "discard"):
            places.flip(c, True)
    for iid, host, up in attach:
        places.flip(iid, up)
        if host >= 0:
            places.set_host(iid, host)
    st.turn, st.tp, st.first = pos.turn, pos.turn_player, pos.first_player
    st.record = MatchRecord(results=tuple(pos.matches))
    st.climatic, st.needed, st.dealt = pos.climatic, 8 if pos.climatic else DAMAGE_TO_WIN, pos.dealt
    st.damage = (pos.players[0].damage, pos.players[1].damage)
    for p in (0, 1):
        f = st.fighter(p)
        places.turn_to(f, (90 * st.damage[p]) % 360)
    st.last_attack = (pos.players[0].last_attack, pos.players[1].last_attack)
    st.mods = tuple((st.fighter(p), b.what, b.amount, b.until, -1) for p, pl in enumerate(pos.players)
                    for b in pl.boosts)
    tp = pos.turn_player
    if pos.step == "draw":
        st.turn -= 1
        st.push(("start_turn", tp))
    else:
        st.phase = pos.step
        steps = [("main", tp)] if pos.step == "main" else []
        st.push(*steps, ("attack_step", tp), ("end_turn", tp))


def to_position(st: YuyuState) -> dict:
    """The board as a position: at the main-step or attack-step decision of the turn player."""
    d = st.decision
    if d is None or d.kind not in ("main", "attack") or st.choice or st.attack:
        raise PositionError([Violation("YYH-12", "a position holds a main-step or attack-step decision; this game "
                                       "is elsewhere")])
    players = []
    code = [c.code for c in st.cards]
    for p in (0, 1):
        hosts = st.zone(p, "arena") + st.zone(p, "sideline")
        pl = {"arena": code[st.zone(p, "arena")[0]], "damage": st.damage[p],
              "sideline": [code[c] for c in st.zone(p, "sideline")],
              "attached": [{"card": code[c], "on": hosts.index(st.places.host[c]), "face_up": st.places.face_up[c]}
                           for c in st.zone(p, "attached")],
              "hand": [code[c] for c in st.zone(p, "hand")], "deck": [code[c] for c in reversed(st.zone(p, "deck"))],
              "discard": [code[c] for c in st.zone(p, "discard")],
              "record": [{"card": code[c], "won": st.places.face_up[c]} for c in st.zone(p, "record")],
              "se": st.energy(p), "last_attack": st.last_attack[p],
              "boosts": [{"what": m[1], "amount": m[2], "until": m[3]} for m in st.boosts_on(st.fighter(p))]}
        players.append(pl)
    return {"turn": st.turn, "turn_player": st.tp, "first_player": st.first, "step": d.kind,
            "matches": list(st.record.results), "climatic": st.climatic, "dealt": st.dealt, "players": players}
