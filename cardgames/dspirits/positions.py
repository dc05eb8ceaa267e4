"""Positions: any D-Spirits board built from plain data (a dict or a JSON file), validated like a deck, and written
back (`to_position`). Cards are given by number; a deck lists its TOP card first; a stack lists its BOTTOM card
first (the base, then its D-Evolutions).

A position holds the start of a step of the turn player: `draw` (the turn starts: poison and a pending Super Charge
take effect, then the draw), `main` or `battle` (the opening choice of that step, with this turn's counters). With
`pending` it holds any moment at which a player decides instead (`pending.py`: the rule steps still to run, the
chain, the bid, the attack, the opening picks); `step` is then the step of the turn it is in (`setup` during the
opening hand, turn 0). `to_position()` writes every decision back: the opening choice of a Main or Battle Step in
the short form, any other with `pending`; a finished game, or a moment between two rule steps, raises
`PositionError` saying so.

SP are bounded by `MAX_SP` (a million per player, two hundred times the official 5,000): both players' SP together
then stay far inside the bank every payment comes from (`state.BANK_SIZE`); a boost by `MAX_BOOST` either way.
"""
from __future__ import annotations

from typing import Annotated, Any, Literal

from cardgames.core.data import WHOLE
from cardgames.core.errors import PositionError, Violation
from cardgames.core.positions import PositionCatalogue, checked_position, seats
from cardgames.core.schema import BaseModel, ConfigDict, Field

from .cards import DATA_DIR, card_pool
from .pending import Pending, build_pending, write_pending
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
    owners,
)

MAX_SP = 1_000_000     # per player (positions and the option `starting_sp`)
MAX_BOOST = 100_000    # an ATK or END boost until the end of the turn, either way

Number = Annotated[int, Field(ge=1, le=999)]
Cards = Annotated[list[Number], Field(max_length=60)]
Boost = Annotated[int, Field(ge=-MAX_BOOST, le=MAX_BOOST)]


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
    endured_this_turn: bool = Field(default=False, description="endured in this turn (the opponent's, DSP-25)")
    ready: bool | None = Field(default=None, description="may attack this turn (default: on the Battle Scene of "
                               "the turn player in the Battle Step)")
    attacked: bool = False
    move_used: bool = False
    ability_used: bool = False
    charged: bool = Field(default=False, description="its Super Charge is active this turn (DSP-36)")
    boost: tuple[Boost, Boost] = Field(default=(0, 0), description=f"ATK and END boosts until the end of the turn "
                                       f"(at most {MAX_BOOST:,} either way)")


class HandCard(BaseModel):
    model_config = ConfigDict(extra="forbid")
    no: Number
    frozen: bool = False
    poison: int = Field(default=0, ge=0, le=10_000)


class PlayerPosition(BaseModel):
    model_config = ConfigDict(extra="forbid")
    sp: int = Field(default=5000, ge=1, le=MAX_SP, description=f"at most {MAX_SP:,}")
    squad: Cards = Field(default_factory=list, description="top card first")
    support: Cards = Field(default_factory=list, description="top card first")
    side: Cards = Field(default_factory=list)
    hand: Annotated[list[Number | HandCard], Field(max_length=60)] = Field(default_factory=list)
    dworld: Cards = Field(default_factory=list)
    removed: Cards = Field(default_factory=list, description="cards removed from play (out of the game, DSP-21)")
    scene: list[SpiritEntry] = Field(default_factory=list, max_length=SCENE_SIZE)
    support_zone: list[SpiritEntry] = Field(default_factory=list, max_length=20, description="D-Spirits, and a "
                                            "card played whose chain has not resolved yet (a one-card stack)")
    summoned: bool = Field(default=False, description="made this turn's Regular Summon")
    exchanged: bool = False
    shifted: bool = Field(default=False, description="made this turn's Soul Shift (variant, DSP-33)")
    rushed: bool = Field(default=False, description="used Field Rush this turn (no Extra Draw, DSP-35)")
    first_turn: bool = Field(default=False, description="this is (or, for the opponent, was) the player's first "
                             "turn")
    charge: int | None = Field(default=None, ge=0, lt=SCENE_SIZE, description="index in `scene` of the D-Spirit "
                               "Super Charged for the player's next turn")


class Position(BaseModel):
    model_config = ConfigDict(extra="forbid")
    turn: int = Field(default=2, ge=0, le=10_000, description="0 only in the set-up (step 'setup')")
    turn_player: Annotated[Literal[0, 1], WHOLE] = 0
    step: Literal["setup", "draw", "main", "battle"] = "main"
    realm: Number | None = None
    realm_owner: Annotated[Literal[0, 1], WHOLE] = 0
    players: tuple[PlayerPosition, PlayerPosition]
    pending: Pending | None = Field(default=None, description="the moment inside the step (pending.py); without "
                                    "it, the step's start")


# the ready-made positions, `data/dspirits/positions/*.json`: `POSITIONS.load(name)` (also the game class's
# `load_position`), `POSITIONS.names()`
POSITIONS = PositionCatalogue(DATA_DIR / "positions", Position)
load_position, position_names = POSITIONS.load, POSITIONS.names


def _problems(pos: Position) -> list[Violation]:
    pool, found = card_pool(), []
    for where, pl in seats(pos):
        numbers = [*pl.squad, *pl.support, *pl.side, *pl.dworld, *pl.removed,
                   *[h if isinstance(h, int) else h.no for h in pl.hand],
                   *[n for e in (*pl.scene, *pl.support_zone) for n in e.stack]]
        for no in sorted({n for n in numbers if n not in pool}):
            found.append(Violation("DSP-2", "card {number} is not a D-Spirits card", number=no, at=where))
        for no in pl.squad:
            if no in pool and (not pool[no].is_spirit or pool[no].evolution):
                found.append(Violation("DSP-1", "{name} does not belong in a Squad deck", name=pool[no].name,
                                       at=(*where, "squad")))
        for no in pl.support:
            if no in pool and pool[no].is_spirit:
                found.append(Violation("DSP-3", "{name} is a D-Spirit", name=pool[no].name, at=(*where, "support")))
        for zone, entries in (("scene", pl.scene), ("support_zone", pl.support_zone)):
            for i, e in enumerate(entries):
                cards = [pool.get(n) for n in e.stack]
                if zone == "support_zone" and len(cards) == 1 and cards[0] is not None and not cards[0].is_spirit:
                    continue  # a card played, waiting for its chain (DSP-17)
                if any(c is None or not c.is_spirit for c in cards):
                    found.append(Violation("DSP-5", "a stack holds D-Spirits only", at=(*where, zone, i)))
                    continue
                for lower, upper in zip(cards, cards[1:], strict=False):
                    if upper.evolution is None or upper.evolution.base != lower.no:
                        found.append(Violation("DSP-21", "{name} does not evolve from {base}", name=upper.name,
                                               base=lower.name,
                                               at=(*where, zone, i)))
                if cards[0].evolution is not None:
                    found.append(Violation("DSP-21", "a stack starts with a D-Spirit, not the "
                                           "D-Evolution {name}", name=cards[0].name, at=(*where, zone, i)))
        if pl.charge is not None and pl.charge >= len(pl.scene):
            found.append(Violation("DSP-36", "no D-Spirit at index {index} of the scene", index=pl.charge,
                                   at=(*where, "charge")))
    if pos.realm is not None and (pos.realm not in pool or pool[pos.realm].kind != "realm"):
        found.append(Violation("DSP-6", "card {card} is not a Realm", card=pos.realm, at=("realm",)))
    if (pos.turn == 0) != (pos.step == "setup"):
        found.append(Violation("position", "turn 0 is the set-up (step 'setup'), and the set-up is turn 0",
                               at=("turn",)))
    if pos.step in ("setup", "draw") and pos.pending is None and pos.turn == 0:
        found.append(Violation("position", "the set-up is written with `pending` (the opening picks)",
                               at=("pending",)))
    return found


def build_position(st: DSpiritsState, data: dict) -> None:
    pos = checked_position(data, Position, _problems)
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
    owner = owners(len(numbers), contents)
    if pos.realm is not None:
        owner[contents["realm"][0]] = pos.realm_owner
    st.build(numbers, contents, sp, owner)
    for c, top in hosts:
        st.places.set_host(c, top)
    t, counters = pos.turn, st.counters
    st.turn, st.tp = t, pos.turn_player
    for card, e, zone in fields:
        status = (FROZEN if e.frozen else 0) | (POISONED if e.poison else 0)
        counters.status[card], counters.poison[card] = status, e.poison
        if zone == "hand" or not st.cards[card].is_spirit:
            continue
        counters.entered[card] = t if e.new else max(1, t - 1)
        ready = e.ready if e.ready is not None else _ready(zone, pos.step, st.owner[card] == pos.turn_player)
        counters.flags[card] = ((SUPER if e.super else 0) | (ATTACKED if e.attacked else 0) |
                          (ENDURING if e.enduring or e.endured_last_turn or e.endured_this_turn else 0) |
                          (MOVE_USED if e.move_used else 0) | (COMMAND_USED if e.ability_used else 0) |
                          (CHARGED if e.charged else 0) | (MAY_ATTACK if ready else 0))
        if e.endured_last_turn or e.endured_this_turn:
            counters.endured_on[card] = t if e.endured_this_turn else t - 1
        counters.atk_boost[card], counters.end_boost[card] = e.boost
    for p, (seat, pl) in enumerate(zip(st.seats, pos.players, strict=True)):
        seat.summoned, seat.exchanged, seat.shifted, seat.rushed = pl.summoned, pl.exchanged, pl.shifted, pl.rushed
        seat.turns_played = 0 if pl.first_turn else max(1, (t - 1) // 2)
        if pl.charge is not None:
            seat.charge = st.seat_zones[p]["scene"][pl.charge]
    p = pos.turn_player
    if pos.pending is not None:
        st.phase = pos.step
        build_pending(st, pos.pending)
    elif pos.step == "draw":
        st.turn = t - 1
        st._push(("start_turn", p))
    elif pos.step == "main":
        st.phase = "draw"  # the Main Step opens with its event
        st._push(("main", p))
    else:
        st.phase = "battle"
        st._push(("battle", p))


def _ready(zone: str, step: str, mine: bool) -> bool:
    """Whether a D-Spirit may attack when its entry does not say (`ready`): on the turn player's Battle Scene in the
    Battle Step (DSP-22)."""
    return zone == "scene" and step == "battle" and mine


def _entry(st: DSpiritsState, card: int, step: str) -> dict:
    out: dict = {"stack": [st.cards[c].no for c in st.stack(card)]}
    if not st.cards[card].is_spirit:
        return out  # a card played, waiting in the Support Zone for its chain
    counters = st.counters
    f, endured, status = counters.flags[card], counters.endured_on[card], counters.status[card]
    extra = {"frozen": bool(status & FROZEN), "poison": counters.poison[card] if status & POISONED else 0,
             "new": counters.entered[card] == st.turn, "super": bool(f & SUPER), "enduring": bool(f & ENDURING),
             "endured_last_turn": endured == st.turn - 1 and endured > 0,
             "endured_this_turn": endured == st.turn and endured > 0, "attacked": bool(f & ATTACKED),
             "move_used": bool(f & MOVE_USED), "ability_used": bool(f & COMMAND_USED), "charged": bool(f & CHARGED),
             "boost": [counters.atk_boost[card], counters.end_boost[card]]}
    out.update({k: v for k, v in extra.items() if v != _DEFAULTS[k]})
    ready = bool(f & MAY_ATTACK)
    if ready != _ready(st.where(card).partition(".")[2], step, st.owner[card] == st.tp):
        out["ready"] = ready
    return out


_DEFAULTS = {"frozen": False, "poison": 0, "new": False, "super": False, "enduring": False,
             "endured_last_turn": False, "endured_this_turn": False, "attacked": False, "move_used": False,
             "ability_used": False, "charged": False, "boost": [0, 0]}


def to_position(game: Any) -> dict:
    """The board of `game` as a position that builds it again (see the module docstring): at the opening choice of a
    Main or Battle Step the short form, at any other decision with `pending`."""
    st: DSpiritsState = game.state
    d = game.decision
    if game.is_over or d is None:
        raise PositionError([Violation("position", "no decision is pending (the game is over, or rule steps must "
                                       "run first: advance()): this moment cannot be written as a position")])
    queued = game.pending_steps()
    opening = d.kind in ("main", "battle") and not (queued or st.windows or st.attack or st.bid or st.negated)
    step = d.kind if opening else st.phase
    players, counters = [], st.counters
    for p, seat in enumerate(st.seats):
        hand = []
        for c in st.seat_zones[p]["hand"]:
            no = st.cards[c].no
            hand.append({"no": no, "frozen": bool(counters.status[c] & FROZEN), "poison": counters.poison[c]}
                        if counters.status[c] else no)
        scene = st.seat_zones[p]["scene"]
        players.append({"sp": st.sp_of(p), "squad": [st.cards[c].no for c in reversed(st.seat_zones[p]["squad"])],
                        "support": [st.cards[c].no for c in reversed(st.seat_zones[p]["support"])],
                        "side": [st.cards[c].no for c in st.seat_zones[p]["side"]], "hand": hand,
                        "dworld": [st.cards[c].no for c in st.seat_zones[p]["dworld"]],
                        "removed": [st.cards[c].no for c in st.seat_zones[p]["removed"]],
                        "scene": [_entry(st, c, step) for c in scene],
                        "support_zone": [_entry(st, c, step) for c in st.seat_zones[p]["szone"]],
                        "summoned": seat.summoned, "exchanged": seat.exchanged, "shifted": seat.shifted,
                        "rushed": seat.rushed, "first_turn": st.first_turn(p),
                        "charge": scene.index(seat.charge) if seat.charge >= 0 else None})
    realm = st.realm()
    out = {"turn": st.turn, "turn_player": st.tp, "step": step,
           "realm": st.cards[realm].no if realm is not None else None,
           "realm_owner": st.owner[realm] if realm is not None else 0, "players": players}
    if not opening:
        out["pending"] = write_pending(st, d, queued)
    return out
