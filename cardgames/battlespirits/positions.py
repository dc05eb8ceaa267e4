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
`"main2"`, each at the opening of that step. The cores of a player add up to at most the 500 of their void.

A position of any other moment, e.g. a cost half paid or flash timing in a battle, has `"pending"` too (see
`pending.py`): the rule steps still to run, the first of which asks the decision again. `step` then names the
step under way (also `"setup"` at turn 0, `"core"`, `"draw"`, `"refresh"`, `"end"`). `to_position()` writes
every decision this way; only a game with no decision pending (over, or before `advance()`) raises
`PositionError`.
"""
from __future__ import annotations

from typing import Annotated, Any, Literal

from cardgames.core.data import WHOLE
from cardgames.core.errors import PositionError, Violation
from cardgames.core.pending import CardRefs
from cardgames.core.positions import PositionCatalogue, checked_position, seats
from cardgames.core.schema import BaseModel, ConfigDict, Field
from cardgames.core.words import Counted, Listed

from .cards import DATA_DIR, CardId, RuleCard, card_pool
from .pending import Facts, Pending, read_pending, write_pending
from .state import EXHAUSTED, HEAVY, REFRESHED, VOID_CORES, BattleSpiritsState, card_place

ANGLES = {"refreshed": REFRESHED, "exhausted": EXHAUSTED, "heavily exhausted": HEAVY}
NAMES = {v: k for k, v in ANGLES.items()}
OPENINGS = ("start", "main", "attack", "main2")  # the steps a position without `pending` opens
Seat = Annotated[Literal[0, 1], WHOLE]
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
    """A board at the opening of a step of the turn, or at any decision with `pending` (see the module
    docstring)."""

    model_config = ConfigDict(extra="forbid")
    turn: Annotated[int, Field(ge=0, le=500)] = 3
    turn_player: Seat = 0
    first_player: Seat = 0
    step: Literal["setup", "start", "core", "draw", "refresh", "main", "attack", "main2", "end"] = "main"
    players: Annotated[list[PlayerPosition], Field(min_length=2, max_length=2)]
    pending: Pending | None = None


# the ready-made positions, `data/battlespirits/positions/*.json`: `POSITIONS.load(name)` (also the game class's
# `load_position`), `POSITIONS.names()`
POSITIONS = PositionCatalogue(DATA_DIR / "positions", Position)
load_position, position_names = POSITIONS.load, POSITIONS.names


def position_problems(pos: Position) -> list[Violation]:
    """Every rule the position breaks, each with its rule ID."""
    pool, found = card_pool(), []
    for where, side in seats(pos):
        for zone in ("deck", "hand", "trash", "exile"):
            for i, cid in enumerate(getattr(side, zone)):
                if cid not in pool:
                    found.append(Violation("BS-2", "{card} is not a card of the card list", card=cid,
                                               at=(*where, zone, i)))
                elif isinstance(pool[cid], RuleCard):
                    found.append(Violation("BS-29", "{card} is a rule card, never in play", card=cid,
                                               at=(*where, zone, i)))
        souls = [i for i, fc in enumerate(side.field) if fc.soul]
        for i, fc in enumerate(side.field):
            card = pool.get(fc.card)
            if card is None:
                found.append(Violation("BS-2", "{card} is not a card of the card list", card=fc.card,
                                           at=(*where, "field", i)))
            elif card.kind not in ("spirit", "nexus"):
                found.append(Violation("BS-28", "{name} is a {kind}: only spirits and nexuses stay on the field",
                                       name=card.name, kind=card.kind, at=(*where, "field", i)))
            elif card.level_for(fc.cores + fc.soul, fc.soul) == 0:
                found.append(Violation("BS-22", "{name} with {cores} is below Lv1: it would have vanished",
                                       name=card.name, cores=Counted(fc.cores + fc.soul, "core"),
                                       at=(*where, "field", i)))
        if side.soul_core == "field" and len(souls) != 1:
            found.append(Violation("BS-14", "soul_core 'field' needs exactly one field card with the soul "
                                   "core, found {count}", count=len(souls), at=where))
        if side.soul_core != "field" and souls:
            found.append(Violation("BS-14", "the soul core is in the {place}, so no field card can hold it",
                                   place=side.soul_core, at=where))
        if side.life == 0:
            found.append(Violation("BS-1", "life 0 means the game is already over", at=where))
        cores = side.life + side.reserve + side.trash_cores + side.count + sum(fc.cores for fc in side.field)
        if cores > VOID_CORES:
            found.append(Violation("BS-3", "life, reserve, trash_cores, count and the field's cores add up "
                                   "to {cores} cores, more than the {most} a player's void supplies", cores=cores,
                                   most=VOID_CORES, at=where))
    if pos.pending is None and (pos.turn == 0 or pos.step not in OPENINGS):
        found.append(Violation("BS-10", "without pending, a position opens a step of a turn ({openings}) "
                               "from turn 1 on", openings=Listed(*OPENINGS)))
    if pos.pending is not None and (pos.turn == 0) != (pos.step == "setup"):
        found.append(Violation("BS-9", "turn 0 is set-up (step 'setup'), and set-up is turn 0"))
    if pos.turn == 1 and pos.turn_player != pos.first_player:
        found.append(Violation("BS-5", "turn 1 is the first player's turn"))
    if pos.turn == 1 and pos.step in ("attack", "main2"):
        found.append(Violation("BS-5", "the first player has no attack step and no 2nd main step on turn 1"))
    if pos.pending is not None and not found:
        found += read_pending(pos.pending, position_cards(pos), BattleSpiritsState)[1]
    return found


def position_cards(pos: Position) -> Facts:
    """The cards of a valid position by the ids a game built from it gives them (player 1's cards first, each
    player's deck from the bottom card up, then the hand, the trash, the exile, the field), with each one's seat and
    zone, and the cores of the places cores are paid from (the reserves, the trashes, the cards)."""
    pool = card_pool()
    cards, owner, zones, cores, refs = [], [], [], {}, {}
    for p, side in enumerate(pos.players):
        for zone, ids in (("deck", reversed(side.deck)), ("hand", side.hand), ("trash", side.trash),
                          ("exile", side.exile), ("field", [fc.card for fc in side.field])):
            listed = list(ids)
            for k, cid in enumerate(listed):
                refs[len(cards)] = f"{p}.{zone}.{len(listed) - 1 - k if zone == 'deck' else k}"
                cards.append(pool[cid])
                owner.append(p)
                zones.append(zone)
        for place, n in (("reserve", side.reserve), ("trash", side.trash_cores)):
            cores[("core", f"{p}.{place}")] = n
            cores[("soul", f"{p}.{place}")] = int(side.soul_core == place)
        for iid, fc in zip(range(len(cards) - len(side.field), len(cards)), side.field, strict=True):
            cores[("core", card_place(iid))], cores[("soul", card_place(iid))] = fc.cores, int(fc.soul)
    return Facts(cards, owner, zones, cores, CardRefs(refs))


def build_position(st: BattleSpiritsState, data: dict) -> None:
    """Set up `st` from `data` and queue the steps that follow."""
    pos = checked_position(data, Position, position_problems)
    facts = position_cards(pos)
    first = facts.owner.count(0)
    numbers = [card.id for card in facts.cards]
    st.build([numbers[:first], numbers[first:]])
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
        field_ids = st.seat_zones[p]["field"]
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
    st.take_moves()
    st.turn, st.tp, st.first, st.started = pos.turn, pos.turn_player, pos.first_player, pos.step != "setup"
    for seat in st.seats:
        seat.mulligan_decided = True
    if pos.pending is not None:
        pending = read_pending(pos.pending, facts, st)[0]
        st.step_name, st.battle, st.boosts = pos.step, pending["battle"], pending["boosts"]
        for seat, decided in zip(st.seats, pending["mulligans"], strict=True):
            seat.mulligan_decided = decided
        st.windows = pending["windows"]
        st._push(*pending["steps"])
        return
    p = pos.turn_player
    rest = {"start": [], "main": [("main", p, 1), ("attack", p), ("main", p, 2), ("end", p)],
            "attack": [("attack", p), ("main", p, 2), ("end", p)], "main2": [("main", p, 2), ("end", p)]}[pos.step]
    if pos.step == "start":
        st.turn -= 1
        st._push(("start", p))
    else:
        st.step_name = pos.step
        st._push(*rest)


def to_position(game: Any) -> dict:
    """The current board of `game` at its decision as a position, with what is under way (`pending`: the pending
    decision and steps; see the module docstring). A card in it is named by where it lies (`core.pending.card_refs`)."""
    st: BattleSpiritsState = game.state
    if game.decision is None:
        raise PositionError([Violation("position", "no decision is pending: a position holds the moment a player "
                                       "decides (advance() first, or the game is over)")])
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
                        "deck": [st.cards[i].id for i in reversed(st.seat_zones[p]["deck"])],
                        "hand": [st.cards[i].id for i in st.seat_zones[p]["hand"]],
                        "trash": [st.cards[i].id for i in st.seat_zones[p]["trash"]],
                        "exile": [st.cards[i].id for i in st.seat_zones[p]["exile"]], "field": field})
    return {"turn": st.turn, "turn_player": st.tp, "first_player": st.first, "step": st.step_name,
            "players": players, "pending": write_pending(game)}
