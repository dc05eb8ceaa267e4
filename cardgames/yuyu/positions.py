"""Positions: a Yu Yu Hakusho board from plain data (validated, every problem listed), and back (`to_position`).

A position holds any moment at which a player decides: the set-up's secret line-ups (`"step": "setup"`), the start
of a turn (`"draw"`, before it starts; `"start"`, while a start-of-turn effect asks), the turn player's main step or
attack step. Cards are given by code; a deck lists its top card first. Attached cards name their character by `on`:
0 for the fighter in the Arena, 1, 2, … for the sideline slots in match order. A player's `boosts` are on their
fighter in the Arena (a boost belongs to the character it targets and leaves with it, YYH-17).

What is under way is written beside the board, in `pending`, as core writes the pending moment of every game
(`core.pending`): Yu Yu Hakusho's own `attack` (the attack being made and its sub-step, YYH-14) and `effect` (an
effect waiting for a choice, then the rest of its card's effects), core's `selection` (a choice of several items in
progress, as `core.selections` writes it: the position's own part is `chosen`, the items picked so far; the rest is
the selection this moment asks, checked against the board; an effect's choice is one too, beside its `effect`)
and core's `sealed` choices (the set-up line-up chosen in secret, `["lineup", 0, [4 codes]]`). `start_effects_left`
(start-of-turn effects still to come) stays beside `step`. A card is named there by where the position lists it,
core's one way: `"0.hand.2"`. Until 0.4.0 the former fields are read too, with a `DeprecationWarning`: `attack`,
`effect` and `selection` (`kind`, `picked`, `player`, `source`, `deck`, `cards`) beside the board, a player's
`lineup`.

```json
{"turn": 5, "turn_player": 1, "step": "attack", "matches": [0],
 "players": [{"arena": "GF-ST41", "sideline": ["GF-ST39"], "hand": ["GF-C56"], "deck": ["GF-C57"], "se": 2},
             {"arena": "GF-ST37", "hand": ["GF-C55", "GF-C57"], "deck": ["GF-C59"], "se": 4}]}
```
"""
from __future__ import annotations

from collections import Counter
from typing import Annotated, Any, Literal

from cardgames.core.data import WHOLE
from cardgames.core.deprecation import NEXT, former_form
from cardgames.core.errors import PositionError, Violation
from cardgames.core.matches import MatchRecord
from cardgames.core.pending import Bad, CardRefs, Kind, Moment, card_refs
from cardgames.core.positions import PositionCatalogue, checked_position, parse_position_data, seats
from cardgames.core.schema import BaseModel, ConfigDict, Field
from cardgames.core.selections import Selection, check_chosen
from cardgames.core.words import PLAYER, Counted, Listed

from .attack import cost_selection, fallback_selection, toguro_selection
from .cards import DATA_DIR, Code, card_pool
from .interpreter import CANDIDATES, choice_selection, recycle_selection, reorder_selection
from .rules import RULES
from .state import DAMAGE_TO_WIN, SE_MAX, ZONE, ZONES, YuyuState
from .turn import LINEUP, after_start_effects, lineup_selection, start_of_turn_effects

MAX_CARDS = 120
MAX_VALUE = 1_000_000  # far above any attack value of the pool, with every boost
Seat = Annotated[Literal[0, 1], WHOLE]


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


class FormerRef(BaseModel):
    """A card as a position named it before 0.3.0 (read until 0.4.0): `seat`'s `zone`, `index` in that list."""

    model_config = ConfigDict(extra="forbid")
    seat: Seat
    zone: Literal["arena", "sideline", "attached", "hand", "deck", "discard", "record"]
    index: Annotated[int, Field(ge=0, le=MAX_CARDS)]


CardRef = Annotated[str | FormerRef, Field(description="a card by where the position lists it, core's one way of "
                                           "naming cards: `\"0.hand.2\"` (seat, zone, index in that list; a deck "
                                           "from its top card)")]


class AttackNow(BaseModel):
    """The turn player's attack under way (YYH-14): `attack` of `source` (the fighter or a technique on it) at
    `value` (printed, or copied) and `cost`, `power` added by effects so far; `sub_step` 1 (paying the cost), 2 (the
    Toguro bonus), 3 (the attack's effect) or 6 (discarding 2 cards for 1 damage)."""

    model_config = ConfigDict(extra="forbid")
    source: CardRef
    attack: Annotated[int, Field(ge=0, le=3)] = 0
    value: Annotated[int, Field(ge=0, le=MAX_VALUE)]
    cost: Annotated[int, Field(ge=0, le=9)] = 0
    power: Annotated[int, Field(ge=-MAX_VALUE, le=MAX_VALUE)] = 0
    sub_step: Literal[1, 2, 3, 6]


class EffectNow(BaseModel):
    """An effect waiting for a choice: effect `index` of `source`'s attack `attack` (-1: an event's own effects);
    the rest of that card's effects follow, and a recycle asks `left` more times."""

    model_config = ConfigDict(extra="forbid")
    source: CardRef
    attack: Annotated[int, Field(ge=-1, le=3)] = -1
    index: Annotated[int, Field(ge=0, le=9)] = 0
    left: Annotated[int, Field(ge=0, le=9)] = 0


class SelectionNow(BaseModel):
    """A choice of several items in progress (one pick per decision): the set-up `lineup` (of `player`), an attack's
    `cost`, the `toguro` bonus, the `fallback` discard, or a `reorder` of the top `cards` of `deck` for `source`;
    `picked` are the indices of the items picked so far (the hand's cards, the deck's characters or top cards). The
    former form, read until 0.4.0 (now core's selection in `pending.selection`); the checks read this form."""

    model_config = ConfigDict(extra="forbid")
    kind: Literal["lineup", "cost", "toguro", "fallback", "reorder"]
    player: Seat = 0
    picked: Annotated[list[Annotated[int, Field(ge=0, le=MAX_CARDS)]], Field(max_length=10)] = []
    source: CardRef | None = None
    deck: Seat = 0
    cards: Annotated[int, Field(ge=1, le=10)] = 1


# the kind of a selection by the step it goes on with (`Selection.then`)
THEN_KINDS = {"seal": "lineup", "pay_cost": "cost", "toguro_boost": "toguro", "fallback_paid": "fallback",
              "reordered": "reorder"}
EFFECT_CHOICES = ("chosen", "recycled")  # the steps an effect's choice goes on with: it is asked beside its `effect`


class SelectionData(BaseModel):
    """A selection under way as core writes it (`core.selections`: player, rule, prompt, items, least, most, then,
    chosen, secret), typed here; core reads it in full on the board built."""

    model_config = ConfigDict(extra="forbid")
    player: Seat
    rule: Annotated[str, Field(max_length=20)]
    prompt: Annotated[str, Field(max_length=300)]
    items: Annotated[list[Any], Field(min_length=1, max_length=60)]
    least: Annotated[int, WHOLE, Field(ge=0, le=60)]
    most: Annotated[int, WHOLE, Field(ge=0, le=60)]
    then: Annotated[list[Any], Field(min_length=1, max_length=6)]
    chosen: Annotated[list[Annotated[int, WHOLE, Field(ge=0, le=MAX_CARDS)]], Field(max_length=10)]
    secret: bool
    answer: bool = False


class Pending(BaseModel):
    """What is under way (`core.pending`): the attack and the effect waiting for a choice (Yu Yu Hakusho's own), the
    selection in progress and the sealed line-up (core's, as their primitives write them)."""

    model_config = ConfigDict(extra="forbid")
    attack: AttackNow | None = None
    effect: EffectNow | None = None
    selection: SelectionData | None = None
    sealed: Annotated[list[Any], Field(max_length=2)] = []


Cards = Annotated[list[Code], Field(max_length=MAX_CARDS)]


class PlayerPosition(BaseModel):
    model_config = ConfigDict(extra="forbid")
    arena: Code | None = None
    damage: Annotated[int, Field(ge=0, le=7)] = 0
    sideline: Annotated[list[Code], Field(max_length=4)] = []
    attached: Annotated[list[Attached], Field(max_length=MAX_CARDS)] = []
    hand: Cards = []
    deck: Cards = []
    discard: Cards = []
    record: Annotated[list[Finished], Field(max_length=5)] = []
    se: Annotated[int, Field(ge=0, le=SE_MAX)] = 0
    last_attack: str = ""
    boosts: Annotated[list[Boost], Field(max_length=10)] = []
    lineup: Annotated[list[Code], Field(max_length=4)] = []  # until 0.4.0: now `pending.sealed`


class Position(BaseModel):
    model_config = ConfigDict(extra="forbid")
    turn: Annotated[int, Field(ge=0, le=1000)] = 2
    turn_player: Seat = 0
    first_player: Seat = 0
    step: Literal["setup", "start", "draw", "main", "attack"] = "main"
    matches: Annotated[list[Literal[0, 1] | None], Field(max_length=4)] = []
    climatic: bool = False
    dealt: Annotated[int, Field(ge=0, le=2)] = 0
    players: Annotated[list[PlayerPosition], Field(min_length=2, max_length=2)]
    pending: Pending | None = None
    attack: AttackNow | None = None  # until 0.4.0, as `effect` and `selection`: now in `pending`
    effect: EffectNow | None = None
    selection: SelectionNow | None = None
    start_effects_left: Annotated[int, Field(ge=0, le=20)] = 0


# the selection each moment of a turn asks for, if any: (step, attack sub-step) -> selection kinds allowed


# the ready-made positions, `data/yuyu/positions/*.json`: `POSITIONS.load(name)` (also the game class's
# `load_position`), `POSITIONS.names()`
POSITIONS = PositionCatalogue(DATA_DIR / "positions", Position)
load_position, position_names = POSITIONS.load, POSITIONS.names


_SELECTIONS = {("setup", None): ("lineup",), ("start", None): ("reorder",), ("attack", 1): ("cost",),
               ("attack", 2): ("toguro",), ("attack", 3): ("reorder", None), ("attack", 6): ("fallback", None)}


def _now(pos: Position, warn: bool = True) -> tuple[Position, list[Violation]]:
    """`pos` with what is under way read from `pending` into the fields the checks read (core reads the sealed
    line-up here, the selection in full once the board is built), and the problems found; a position in the former
    form is read as it is, with a warning (until 0.4.0)."""
    former = pos.attack or pos.effect or pos.selection or any(pl.lineup for pl in pos.players)
    if pos.pending is None:
        if former and warn:
            former_form("what is under way in a position is now its `pending` part, as core writes it (read "
                        "from `attack`, `effect`, `selection` and a player's `lineup` {until})", since=NEXT,
                        stacklevel=6)
        return pos, []
    if former:
        return pos, [Violation("position", "what is under way is given in `pending` only", at=("pending",))]
    now, problems, lineups = pos.pending, [], {}
    sealed = Moment(CardRefs({})).read_parts({"sealed": now.sealed}, YuyuState, problems).get("sealed", ())
    for i, (name, p, codes) in enumerate(sealed):
        if name != LINEUP or not isinstance(codes, tuple) or len(codes) > 4 or not all(
                isinstance(c, str) for c in codes):
            problems.append(Violation("YYH-8", "a line-up is sealed as [\"lineup\", seat, [4 card codes]]",
                                      at=("pending", "sealed", i)))
        else:
            lineups[p] = list(codes)
    selection = None
    if now.selection is not None and now.selection.then[0] not in EFFECT_CHOICES:  # an effect's: read with `effect`
        first = now.selection.then[0]
        kind = THEN_KINDS.get(first) if isinstance(first, str) else None
        if kind is None:
            problems.append(Violation("position", "a selection here goes on with {kinds}", kinds=", ".join(THEN_KINDS),
                                      at=("pending", "selection", "then", 0)))
        else:
            selection = SelectionNow(kind=kind, player=now.selection.player)
    players = [pl.model_copy(update={"lineup": lineups.get(p, [])}) for p, pl in enumerate(pos.players)]
    return pos.model_copy(update={"attack": now.attack, "effect": now.effect, "selection": selection,
                                  "players": players}), problems


# where a check's field lies in `pending` (the checks name the former fields)
_SELECTION_FIELDS = {"kind": (), "picked": ("chosen",), "source": ("then", 3), "cards": ("items",)}


def _moved(pos: Position, found: list[Violation]) -> list[Violation]:
    """`found` naming the fields of `pending` when `pos` gives what is under way there."""
    if pos.pending is None:
        return found
    out = []
    for v in found:
        at = v.at
        if at[:1] in (("attack",), ("effect",)):
            at = ("pending", *at)
        elif at[:1] == ("selection",):
            at = ("pending", "selection", *_SELECTION_FIELDS[at[1]], *at[2:])
        elif at[:1] == ("players",) and at[-1:] == ("lineup",):
            at = ("pending", "sealed")
        out.append(v if at == v.at else Violation(v.rule, v.sentence, at=at))
    return out


def _setup_problems(pos: Position) -> list[Violation]:
    """A set-up position: every card still in its deck, no turn yet, a line-up being chosen (YYH-8)."""
    out = []
    if pos.turn or pos.matches or pos.attack or pos.effect or pos.start_effects_left:
        out.append(Violation("YYH-8", "a set-up position has turn 0 and no match, attack, effect or start effect"))
    for p, pl in enumerate(pos.players):
        if pl.model_dump(include={"deck", "lineup"}, exclude_defaults=True) != pl.model_dump(exclude_defaults=True):
            out.append(Violation("YYH-8", "at set-up every card is in the deck (only `deck` and "
                                 "`lineup` are given)", at=("players", p)))
    pool = card_pool()
    for p, pl in enumerate(pos.players):
        characters = sum(1 for c in pl.deck if c in pool and pool[c].is_character)
        if characters < 4:
            out.append(Violation("YYH-1", "{characters}; the set-up chooses 4",
                                 characters=Counted(characters, "character"), at=("players", p, "deck")))
    sel = pos.selection
    if sel is not None and sel.kind == "lineup":
        for p, pl in enumerate(pos.players):
            chosen = p < sel.player
            if len(pl.lineup) != (4 if chosen else 0):
                at = ("players", p, "lineup")
                out.append(Violation("YYH-8", "{player} chose before {other}: 4 characters sealed", player=PLAYER[p],
                                     other=PLAYER[sel.player], at=at) if chosen else
                           Violation("YYH-8", "empty: {player} has not chosen yet", player=PLAYER[p], at=at))
            deck = Counter(pl.deck)
            for code, n in Counter(pl.lineup).items():
                if code in pool and not pool[code].is_character:
                    out.append(Violation("YYH-8", "{name} is not a character", name=pool[code].name,
                                         at=("players", p, "lineup")))
                elif n > deck[code]:
                    out.append(Violation("YYH-8", "{count} × {code}, the deck holds {held}", count=n, code=code,
                                         held=deck[code], at=("players", p, "lineup")))
    return out


def _moment_problems(pos: Position) -> list[Violation]:
    """What is under way must fit the step: an attack only in the attack step, each selection where it is asked."""
    out = []
    sub_step = pos.attack.sub_step if pos.attack else None
    if pos.attack is not None and pos.step != "attack":
        out.append(Violation("YYH-14", "an attack is under way only in the attack step", at=("attack",)))
    if pos.step != "setup" and not pos.turn:
        out.append(Violation("YYH-10", "turn 0 is the set-up", at=("turn",)))
    allowed = _SELECTIONS.get((pos.step, sub_step), (None,))
    kind = pos.selection.kind if pos.selection else None
    if kind not in allowed:
        out.append(Violation("YYH-14" if pos.step == "attack" else "YYH-12",
                             "{kind} at this moment (step {step}, sub-step {sub_step}); allowed: {allowed}",
                             kind=kind or "none", step=pos.step, sub_step=sub_step or "none",
                             allowed=Listed(*(k or "none" for k in allowed)),
                             at=("selection", "kind")))
    if pos.effect is not None:
        if not (pos.step == "main" and pos.effect.attack < 0 or sub_step == 3 and pos.effect.attack >= 0):
            out.append(Violation("YYH-14", "an event's effect waits in the main step, an attack's in "
                                 "sub-step 3 of that attack", at=("effect",)))
        if kind is not None:
            out.append(Violation("YYH-14", "an effect waiting for a choice and a selection at once", at=("effect",)))
    if sub_step == 3 and pos.effect is None and kind is None:
        out.append(Violation("YYH-14", "sub-step 3 waits for an effect's choice or a reorder",
                             at=("attack", "sub_step")))
    if pos.start_effects_left and pos.step != "start":
        out.append(Violation("YYH-10", "only while start-of-turn effects run (step start)", at=("start_effects_left",)))
    if pos.step != "setup" and any(pl.lineup for pl in pos.players):
        out.append(Violation("YYH-8", "line-ups are chosen at set-up only", at=("players", "lineup")))
    return out


def _problems(pos: Position) -> list[Violation]:
    pos, found = _now(pos)
    return found + _moved(pos, _board_problems(pos))


def _board_problems(pos: Position) -> list[Violation]:
    pool = card_pool()
    out = _moment_problems(pos)
    if pos.step == "setup":
        return out + _setup_problems(pos) + [Violation("YYH-1", "{code} is not a card of this kit", code=code,
                                                       at=("players", p))
                                             for p, pl in enumerate(pos.players)
                                             for code in sorted({c for c in pl.deck + pl.lineup if c not in pool})]
    needed = 8 if pos.climatic else DAMAGE_TO_WIN
    for where, pl in seats(pos):
        codes = [c.card for c in pl.attached] + [c.card for c in pl.record] + pl.hand + pl.deck + pl.discard
        codes += pl.sideline + ([pl.arena] if pl.arena else [])
        for code in sorted({c for c in codes if c not in pool}):
            out.append(Violation("YYH-1", "{code} is not a card of this kit", code=code, at=where))
        for code in [pl.arena] + pl.sideline if pl.arena else pl.sideline:
            if code in pool and not pool[code].is_character:
                out.append(Violation("YYH-2", "{name} is not a character and cannot fight", name=pool[code].name,
                                     at=where))
        if pl.arena is None:
            out.append(Violation("YYH-17", "no fighter in the Arena (a position is inside a match)", at=where))
        if pl.damage >= needed:
            out.append(Violation("YYH-17", "{damage} damage would already have ended the match", damage=pl.damage,
                                 at=where))
        if len(pl.record) + len(pl.sideline) + (pl.arena is not None) > 5:
            out.append(Violation("YYH-12", "more than 5 characters in the matches", at=where))
        if len(pl.record) > len(pos.matches):
            out.append(Violation("YYH-17", "{fighters} finished fighters for {matches} finished matches",
                                 fighters=len(pl.record), matches=len(pos.matches), at=where))
        for k, a in enumerate(pl.attached):
            if a.card in pool and pool[a.card].kind not in ("item", "technique"):
                out.append(Violation("YYH-4", "only items and techniques are attached", at=(*where, "attached", k)))
            if a.on > len(pl.sideline):
                out.append(Violation("YYH-7", "no character in slot {slot}", slot=a.on, at=(*where, "attached", k)))
            if a.on == 0 and not a.face_up:
                out.append(Violation("YYH-13", "a card on the fighter in the Arena is face "
                                     "up", at=(*where, "attached", k)))
    if MatchRecord(results=tuple(pos.matches)).over:
        out.append(Violation("YYH-19", "the game is already decided", at=("matches",)))
    return out


def build_position(st: YuyuState, data: dict) -> None:
    pos = checked_position(data, Position, _problems)
    listed = _build_board(st, pos)
    problems: list[Violation] = []
    steps = _steps_of(st, pos, listed, problems)
    if problems:
        raise PositionError(problems)
    st._push(*steps)


def _steps_of(st: YuyuState, pos: Position, listed: dict, problems: list[Violation]) -> list[tuple]:
    """The steps that carry on from `pos` on the board built (`_resume`), the selection under way read by core and
    checked to be the one this moment asks; `problems` collects what does not fit, naming `pending`'s fields."""
    pos, _ = _now(pos, warn=False)
    given = None
    if pos.pending is not None and pos.pending.selection is not None:
        m = moment(st)
        given = m.noted(problems, "selection", pos.pending.selection.model_dump(), ("pending", "selection"))
        if given is None:
            return []
        then = given.then
        reorder = {"source": m.refs.ref(then[3]), "deck": then[2], "cards": len(given.items)} \
            if then[0] == "reordered" else {}
        if then[0] not in EFFECT_CHOICES:
            pos = pos.model_copy(update={"selection": pos.selection.model_copy(
                update={"player": given.player, "picked": list(given.chosen), **reorder})})
    found: list[Violation] = []
    steps = _resume(st, pos, lambda ref, field: _card(listed, ref, field, found), found)
    if given is not None and given.then[0] in EFFECT_CHOICES and steps:
        asked = _asked(st, steps[0])  # the effect's step that asks, as the selection it asks
        steps[0] = steps[0] if asked is None else ("select", asked)
    if given is not None and not found and not _asks(steps[0], given):
        found.append(Violation("position", "this is not the selection this moment asks: only `chosen`, the items "
                               "picked so far, is the position's own", at=("pending", "selection")))
    problems += _moved(pos, found)
    return steps


def _build_board(st: YuyuState, pos: Position) -> dict[tuple[int, str], list[int]]:
    """The cards, zones, SE and cells of `pos`; returns each seat's zone lists as the position gives them (a deck
    from its top), for the card references of what is under way."""
    codes, contents, attach, listed = [], {}, [], {}
    for p, pl in enumerate(pos.players):
        seat: list[str] = []

        def put(zone: str, cards: list[str], seat=seat, p=p) -> list[int]:
            start = sum(len(c) for c in codes) + len(seat)
            seat.extend(cards)
            ids = list(range(start, start + len(cards)))
            contents[ZONE[p, zone]] = contents.get(ZONE[p, zone], []) + ids
            return ids

        arena = put("arena", [pl.arena] if pl.arena else [])
        side = put("sideline", pl.sideline)
        hosts = arena + side
        listed[p, "arena"], listed[p, "sideline"], listed[p, "attached"] = arena, side, []
        for a in pl.attached:
            iid = put("attached", [a.card])[0]
            listed[p, "attached"].append(iid)
            attach.append((iid, hosts[a.on], a.face_up))
        listed[p, "hand"] = put("hand", pl.hand)
        listed[p, "deck"] = put("deck", list(reversed(pl.deck)))[::-1]
        listed[p, "discard"] = put("discard", pl.discard)
        listed[p, "record"] = record = put("record", [r.card for r in pl.record])
        attach += [(i, -1, r.won) for i, r in zip(record, pl.record, strict=True)]
        codes.append(seat)
    for z in ZONES:
        for p in (0, 1):
            contents.setdefault(ZONE[p, z], [])
    st.build(codes, contents, (pos.players[0].se, pos.players[1].se))
    places = st.places
    for p in (0, 1):
        zones = st.seat_zones[p]
        for c in zones["arena"] + zones["sideline"] + zones["hand"] + zones["discard"]:
            places.flip(c, True)
    for iid, host, up in attach:
        places.flip(iid, up)
        if host >= 0:
            places.set_host(iid, host)
    st.turn, st.tp, st.first = pos.turn, pos.turn_player, pos.first_player
    st.record = MatchRecord(results=tuple(pos.matches))
    st.climatic, st.needed, st.dealt = pos.climatic, 8 if pos.climatic else DAMAGE_TO_WIN, pos.dealt
    for p, (seat, pl) in enumerate(zip(st.seats, pos.players, strict=True)):
        seat.damage, seat.last_attack = pl.damage, pl.last_attack
        f = st.fighter(p)
        if f is not None:
            places.turn_to(f, (90 * seat.damage) % 360)
    st.mods = tuple((st.fighter(p), b.what, b.amount, b.until, -1) for p, pl in enumerate(pos.players)
                    for b in pl.boosts)
    return listed


def _card(listed: dict, ref: CardRef, field: str, problems: list[Violation]) -> int:
    """The card `ref` names (-1, with a problem, when the position lists no card there)."""
    if isinstance(ref, FormerRef):
        former_form("a card of a position is now named by where it lies, \"0.hand.2\" (read as {{\"seat\", "
                    "\"zone\", \"index\"}} {until})", since=NEXT, stacklevel=6)
        ref = f"{ref.seat}.{ref.zone}.{ref.index}"
    seat, zone, index = (ref.split(".") + ["", "", ""])[:3]
    cards = listed.get((int(seat), zone)) if seat in ("0", "1") else None
    if cards is None or not index.isdigit() or len(index) > 4 or ref.count(".") != 2:
        problems.append(Violation("position", "{ref!r:.40} names no card (a card is named by where the position "
                                  "lists it: '0.hand.2', '1.deck.0' the top card)", ref=ref,
                                  at=tuple(field.split("."))))
        return -1
    if int(index) < len(cards):
        return cards[int(index)]
    problems.append(Violation("position", "players.{seat}.{zone} lists {cards}, no card {index}", seat=seat, zone=zone,
                              cards=Counted(len(cards), "card"), index=index, at=tuple(field.split("."))))
    return -1


def _resume(st: YuyuState, pos: Position, card, problems: list[Violation]) -> list[tuple]:
    """The steps that carry on from `pos`'s moment, in the order they run; the first asks its decision again. Sets
    the cells of what is under way (the attack, the sealed line-up). `card(ref, field)` finds a referenced card and
    reports a problem when there is none; `problems` collects what does not fit the board."""
    tp, sel = pos.turn_player, pos.selection
    if pos.step == "setup":
        st.phase = "setup"
        if sel.player == 1:
            st.sealed = ((LINEUP, 0, tuple(pos.players[0].lineup)),)
        later = [("select", lineup_selection(st, 1))] if sel.player == 0 else []
        return [_picked(lineup_selection(st, sel.player), sel, problems), *later, ("place_lineups",)]
    if pos.step == "draw":
        st.turn -= 1
        return [("start_turn", tp)]
    if pos.step == "start":
        st.phase = "draw"
        starts = start_of_turn_effects(st, tp)
        if pos.start_effects_left > len(starts):
            problems.append(Violation("YYH-10", "{left} start-of-turn effects left, the board has {count}",
                                      left=pos.start_effects_left, count=len(starts), at=("start_effects_left",)))
            return []
        left = starts[len(starts) - pos.start_effects_left:]
        return [_reorder(st, pos, card, problems), *left, *after_start_effects(st, tp)]
    st.phase = pos.step
    if pos.step == "main":
        now = _effect_steps(st, pos, card, problems) if pos.effect else []
        return [*now, ("main", tp), ("attack_step", tp), ("end_turn", tp)]
    a = pos.attack
    if a is None:
        return [("attack_step", tp), ("end_turn", tp)]
    _attack(st, pos, card, problems)
    if problems:
        return []
    if a.sub_step == 1:
        return [_picked(cost_selection(st, tp), sel, problems), ("when_used", tp), ("attack_effects", tp),
                ("attack_colon", tp), ("compare", tp), ("end_turn", tp)]
    if a.sub_step == 2:
        return [_picked(toguro_selection(st, tp), sel, problems), ("attack_effects", tp), ("attack_colon", tp),
                ("compare", tp), ("end_turn", tp)]
    if a.sub_step == 3:
        now = _effect_steps(st, pos, card, problems) if pos.effect else [_reorder(st, pos, card, problems)]
        return [*now, ("attack_colon", tp), ("compare", tp), ("end_turn", tp)]
    asking = _picked(fallback_selection(st, tp), sel, problems) if sel else ("fallback", tp)
    return [asking, ("end_turn", tp)]


def _attack(st: YuyuState, pos: Position, card, problems: list[Violation]) -> None:
    """Set the attack under way: declared by the turn player's fighter or a face-up technique on it (YYH-4)."""
    a, tp = pos.attack, pos.turn_player
    src = card(a.source, "attack.source")
    if src < 0:
        return
    f = st.fighter(tp)
    if not (src == f or st.places.host[src] == f and st.places.face_up[src] and st.cards[src].kind == "technique"):
        problems.append(Violation("YYH-14", "the attack is the turn player's fighter's own or a "
                                  "face-up technique's on it", at=("attack", "source")))
        return
    attacks = st.cards[src].attacks
    if a.attack >= len(attacks):
        problems.append(Violation("YYH-14", "{name} has {attacks}", name=st.cards[src].name,
                                  attacks=Counted(len(attacks), "attack"), at=("attack", "attack")))
        return
    name = attacks[a.attack].name
    st.attack, st.used_attack, st.power = (src, a.attack, name, a.value, a.cost), name, a.power
    hand = len(st.seat_zones[tp]["hand"])
    need = {1: a.cost, 2: 1, 6: 2 if pos.selection else 0}.get(a.sub_step, 0)
    if hand < need or a.sub_step == 1 and not a.cost:
        problems.append(Violation("YYH-14", "sub-step {sub_step} of an attack costing {cost} asks for {cards} of "
                                  "a hand of {hand}", sub_step=a.sub_step, cost=a.cost,
                                  cards=Counted(max(need, 1), "card"), hand=hand,
                                  at=("attack", "sub_step")))


def _effect_steps(st: YuyuState, pos: Position, card, problems: list[Violation]) -> list[tuple]:
    """The effect waiting for a choice, asked again, then the rest of its card's effects."""
    e, tp = pos.effect, pos.turn_player
    src = card(e.source, "effect.source")
    if src < 0:
        return []
    c = st.cards[src]
    if e.attack < 0 and c.kind != "event" or e.attack >= len(c.attacks):
        at = ("effect", "attack")
        problems.append(Violation("YYH-14", "{name} has no attack {attack}", name=c.name, attack=e.attack,
                                  at=at) if e.attack >= 0 else
                        Violation("YYH-14", "-1 is an event's own effects; {name} is no event", name=c.name, at=at))
        return []
    effects = c.attacks[e.attack].effects if e.attack >= 0 else c.effects
    if e.index >= len(effects):
        problems.append(Violation("YYH-14", "{name} has {effects} there", name=c.name,
                                  effects=Counted(len(effects), "effect"), at=("effect", "index")))
        return []
    now = effects[e.index]
    if not (now.op in CANDIDATES or now.op == "recycle" and now.all_of is None):
        problems.append(Violation("YYH-14", "{name}'s effect {op} asks no choice", name=c.name, op=now.op,
                                  at=("effect", "index")))
        return []
    if e.left and (now.op != "recycle" or e.left >= now.n):
        problems.append(Violation("YYH-14", "{op} asks {times} in all", op=now.op,
                                  times=Counted(getattr(now, "n", 1), "time"), at=("effect", "left")))
        return []
    host = st.fighter(tp)
    host = -1 if host is None else host
    first = ([("recycle_ask", tp, src, e.attack, now.may)] * (1 + e.left) if now.op == "recycle"
             else [("effect", tp, src, e.attack, e.index, host)])
    return first + [("effect", tp, src, e.attack, k, host) for k in range(e.index + 1, len(effects))]


def _asked(st: YuyuState, step: tuple) -> Selection | None:
    """The selection an effect's step asks first (`effect`, `recycle_ask`), or None (it asks none)."""
    if step[0] == "effect":
        return choice_selection(st, *step[1:])
    if step[0] == "recycle_ask" and st.seat_zones[step[1]]["discard"]:
        return recycle_selection(st, *step[1:])
    return None


def _reorder(st: YuyuState, pos: Position, card, problems: list[Violation]) -> tuple:
    """The reorder selection under way: the top `cards` of a deck, for a card with a reorder effect."""
    sel = pos.selection
    if sel.source is None:
        problems.append(Violation("YYH-14", "a reorder names the card it is for", at=("selection", "source")))
        return ()
    src = card(sel.source, "selection.source")
    if src < 0:
        return ()
    c = st.cards[src]
    ops = [e.op for e in getattr(c, "effects", [])] + [e.op for a in c.attacks for e in a.effects]
    if not {"reorder_top", "turn_start_reorder"} & set(ops):
        problems.append(Violation("YYH-14", "{name} reorders no deck", name=c.name, at=("selection", "source")))
        return ()
    deck = len(st.seat_zones[sel.deck]["deck"])
    if sel.cards > deck:
        problems.append(Violation("YYH-14", "{count} top cards of a deck of {deck}", count=sel.cards, deck=deck,
                                  at=("selection", "cards")))
        return ()
    return _picked(reorder_selection(st, pos.turn_player, sel.deck, src, sel.cards), sel, problems)


def _picked(selection: Selection, sel: SelectionNow, problems: list[Violation]) -> tuple:
    """The select step of `selection`, the one this moment asks, with `sel.picked` already picked, checked as core
    checks the picks of a pending selection (`core.selections.check_chosen`)."""
    picked = tuple(sel.picked)
    try:
        check_chosen(selection.items, picked, selection.least, selection.most, ("selection", "picked"))
    except Bad as bad:
        problems.append(bad.violation())
    return ("select", selection._replace(chosen=picked))


def _asks(step: tuple, sel: Selection) -> bool:
    """Whether `step` is the select step of `sel`, their prompts compared as words (one read from a position is its
    English string, one built on the board its template and values)."""
    return step[0] == "select" and step[1].worded() == sel.worded()


# ----- the pending moment as core writes it (`core.pending`): the steps' arguments, for the selection under way and
# the sealed line-ups that every primitive's encoder writes and reads ------------------------------------------------
SIGNATURES: dict[str, tuple[str, ...]] = {
    "end_match": ("seat",), "next_match": (), "enter_arena": ("seat",), "reveal_attachment": ("seat", "card"),
    "attack_step": ("seat",), "declare": ("seat",), "pay_cost": ("seat", "cards"), "when_used": ("seat",),
    "toguro_boost": ("seat", "cards"), "attack_effects": ("seat",), "attack_colon": ("seat",), "compare": ("seat",),
    "fallback": ("seat",), "fallback_paid": ("seat", "cards"), "damage_point": ("seat", "card"),
    "heal_point": ("seat", "card"), "effect": ("seat", "card", "index", "index", "host"),
    "mill_one": ("seat", "card"), "recycle_ask": ("seat", "card", "index", "bool"), "redraw": ("seat",),
    "chosen": ("seat", "card", "index", "index", "host", "choices"), "recycled": ("seat", "card", "index", "choices"),
    "reorder": ("seat", "seat", "card", "count"), "reorder_start": ("seat", "card", "count"),
    "reordered": ("seat", "seat", "card", "cards"), "setup": (), "place_lineups": (), "reveal_lineups": (),
    "shuffle_and_toss": (), "draw": ("seat", "rule"), "start_turn": ("seat",), "gain_se": ("seat",),
    "main": ("seat",), "place_fifth": ("seat", "card"), "attach": ("seat", "card", "card"),
    "play_event": ("seat", "card"), "end_turn": ("seat",),
}


def _read_host(v: Any, m: Moment, at: tuple) -> int:
    return -1 if v == -1 else m.refs.card(v, at)


def _write_choice(v: Any, m: Moment) -> Any:
    """An effect's answer: a card (by where it lies), an attack to copy ([card, index]), yes or no, or -1 none."""
    if type(v) is bool or v == -1:
        return v
    return [m.refs.ref(v[0]), v[1]] if isinstance(v, tuple) else m.refs.ref(v)


def _read_choice(v: Any, m: Moment, at: tuple) -> Any:
    if type(v) is bool or v == -1 and type(v) is int:
        return v
    if isinstance(v, list) and len(v) == 2:
        return m.refs.card(v[0], (*at, 0)), m.read("index", v[1], (*at, 1))
    return m.refs.card(v, at)


# the character an effect's card is on, or -1; an effect's answer
KINDS = {"host": Kind(lambda v, m: -1 if v < 0 else m.refs.ref(v), _read_host),
         "choice": Kind(_write_choice, _read_choice)}


def moment(st: YuyuState) -> Moment:
    """The writer and reader of a Yu Yu Hakusho moment on the board of `st` (the ruleset's `moment`)."""
    return Moment(card_refs(st), (r.id for r in RULES), SIGNATURES, KINDS)


# ----- writing a position ------------------------------------------------------------------------------------------
def _cannot(why: str) -> PositionError:
    return PositionError([Violation("position", "this moment cannot be written as a position: {why}", why=why)])


def to_position(game: Any) -> dict:
    """The board as a position, at any decision (see the module docstring); it builds the same board again (checked:
    the steps it would queue are the steps queued now)."""
    st: YuyuState = game.state
    d = game.decision
    if d is None:
        raise _cannot("no decision is pending")
    code = [c.code for c in st.cards]
    listed = _listed(st)

    refs = card_refs(st)

    def ref(iid: int) -> str:
        return refs.ref(iid)

    players = []
    for p in (0, 1):
        hosts = st.seat_zones[p]["arena"] + st.seat_zones[p]["sideline"]
        pl = {"arena": code[hosts[0]] if st.seat_zones[p]["arena"] else None, "damage": st.seats[p].damage,
              "sideline": [code[c] for c in st.seat_zones[p]["sideline"]],
              "attached": [{"card": code[c], "on": hosts.index(st.places.host[c]), "face_up": st.places.face_up[c]}
                           for c in st.seat_zones[p]["attached"]],
              "hand": [code[c] for c in st.seat_zones[p]["hand"]], "deck": [code[c] for c in listed[p, "deck"]],
              "discard": [code[c] for c in st.seat_zones[p]["discard"]],
              "record": [{"card": code[c], "won": st.places.face_up[c]} for c in st.seat_zones[p]["record"]],
              "se": st.energy(p), "last_attack": st.seats[p].last_attack,
              "boosts": [{"what": m[1], "amount": m[2], "until": m[3]} for m in st.boosts_on(st.fighter(p))]}
        players.append(pl)
    step = {"setup": "setup", "draw": "start"}.get(st.phase, st.phase)
    out = {"turn": st.turn, "turn_player": st.tp, "first_player": st.first, "step": step,
           "matches": list(st.record.results), "climatic": st.climatic, "dealt": st.dealt, "players": players}
    pending: dict = {}
    if st.attack:
        src, index, _, value, cost = st.attack
        pending["attack"] = {"source": ref(src), "attack": index, "value": value, "cost": cost, "power": st.power,
                             "sub_step": _sub_step(game)}
    sel = st.selection if d.kind == "pick" else None
    if sel is not None and sel.then[0] in EFFECT_CHOICES:  # an effect waiting for its choice
        then, src, index = sel.then[0], sel.then[2], sel.then[3]
        effects = st.cards[src].attacks[index].effects if index >= 0 else st.cards[src].effects
        k = sel.then[4] if then == "chosen" else next(k for k, e in enumerate(effects) if e.op == "recycle")
        left = sum(1 for s in game.pending_steps() if s[0] == "recycle_ask") if then == "recycled" else 0
        pending["effect"] = {"source": ref(src), "attack": index, "index": k, "left": left}
    m = moment(st)
    if sel is not None:
        if sel.then[0] not in THEN_KINDS and sel.then[0] not in EFFECT_CHOICES:
            raise _cannot(f"a selection for {sel.then[0]}")
        pending["selection"] = m.write("selection", sel)
    pending.update(m.write_parts(st))
    if pending:
        out["pending"] = pending
    if step == "start":
        out["start_effects_left"] = sum(1 for s in game.pending_steps() if s[0] in ("reorder_start", "mill_one"))
    _check(game, out, listed)
    return out


def _listed(st: YuyuState) -> dict[tuple[int, str], list[int]]:
    """Each seat's zones as a position lists them (a deck from its top)."""
    listed = {(p, z): list(st.seat_zones[p][z]) for p in (0, 1) for z in ZONES}
    for p in (0, 1):
        listed[p, "deck"].reverse()
    return listed


def _sub_step(game: Any) -> int:
    """The attack's sub-step under way, read from the steps still queued (YYH-14)."""
    queued = {s[0] for s in game.pending_steps()}
    for name, sub_step in (("when_used", 1), ("attack_effects", 2), ("attack_colon", 3)):
        if name in queued:
            return sub_step
    return 6


def _check(game: Any, out: dict, listed: dict[tuple[int, str], list[int]]) -> None:
    """Refuse a moment the position does not hold in full: the steps it would queue must be the steps queued now,
    and a selection the same selection."""
    pos = parse_position_data(out, Position)
    problems = _problems(pos)
    if problems:
        raise _cannot("; ".join(map(str, problems)))
    st: YuyuState = game.state
    saved = (st.phase, st.turn, st.attack, st.used_attack, st.power, st.sealed)
    try:
        steps = _steps_of(st, pos, listed, problems)
    finally:
        st.phase, st.turn, st.attack, st.used_attack, st.power, st.sealed = saved
    queued = list(game.pending_steps())
    sel = st.selection if game.decision.kind == "pick" else None
    same = steps[1:] == queued and (sel is None or _asks(steps[0], sel)) and not problems
    if not same:
        raise _cannot("what is under way is more than a position holds")
