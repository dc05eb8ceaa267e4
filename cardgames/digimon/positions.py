"""Positions: any Digimon Card Battle board built from plain data (a dict or a JSON file), validated like a deck.

This is how a reader sets up an odd situation in one notebook cell and asks "what happens now?", and how most
rule tests are written. Cards are given by CA number; a deck lists its TOP card first; seats are 0 and 1 (the
`turn_player` and the index in `players`).

A position describes a board at the start of a turn ("start") or at any choice a player makes, so every moment
of a game at which someone decides can be written down, shared and played on:

* "preparation": `player` keeps or redraws the hand (DCB-8), or, with `hand_kept`, chooses a Digimon to put into
  play (DCB-9); `player` is the turn player, or in turn 1 with option ps1_turn1 the opponent after them (DCB-11);
* "evolution": any of the turn player's choices (`evo_placed`, `evolved` and `evolution_options_used` say what was
  done already);
* "support": `player` chooses a support card (DCB-19): the opponent first, then the turn player, whose opponent's
  choice is then in the Support Zone (or was to put none);
* "battle": `player` chooses an attack in secret (DCB-21): the turn player first, then the opponent, while the turn
  player's choice stays sealed: the opponent's view shows that a choice was made, not which (the same as in the
  game). That sealed choice is the position's `pending` part, as core writes every sealed choice
  (`core.pending`, `core.sealed`): `"pending": {"sealed": [["attack", 0, {"action": "attack", "args": [2]}]]}`
  (seat 0 chose attack 2, ×). Until 0.4.0 it is also read from its former field, `players[n].attack_chosen` (the
  attack's index), with a `DeprecationWarning`.

`player` may be left out: it is then the first to choose in the phase. `to_position` writes a board back out at
any decision; it raises `PositionError` only when no decision is pending (between rule steps, or once the game is
over).
"""
from __future__ import annotations

from typing import Annotated, Any, Literal

from cardgames.core.data import WHOLE
from cardgames.core.deprecation import NEXT, former_form
from cardgames.core.errors import PositionError, Violation
from cardgames.core.pending import CardRefs, Moment
from cardgames.core.positions import PositionCatalogue, checked_position, parse_position_data
from cardgames.core.schema import BaseModel, ConfigDict, Field

from .cards import DATA_DIR, DigimonCard, card_pool
from .decks import DECK_SIZE
from .rules import RULES
from .state import ATTACK_CHOICE, ATTACKS, ZONE_IDS, DigimonState
from .turn import battle_steps, preparation_steps, turn_steps

Seat = Annotated[Literal[0, 1], WHOLE]
# the phase of each decision kind ("sealed": the secret attack choice of DCB-21)
DECISION_PHASES = {"prepare": "preparation", "place": "preparation", "evolution": "evolution", "support": "support",
                   "sealed": "battle"}
ZONES = ("deck", "hand", "evolution_zone", "support_zone", "discard", "digimon")
ZONE_FIELDS = dict(zip(("deck", "hand", "evo", "support", "discard", "stack"), ZONES, strict=True))  # state: position


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
    penalty: Annotated[Literal[1, 2, 4], WHOLE] = Field(default=1, description="DCB-27 divisor: 1, 2 (placed "
                                                          "at C) or 4 (at U)")
    kos: int = Field(default=0, ge=0, le=2, description="opposing Digimon this player has KO'd")
    evo_placed: bool = Field(default=False, description="a card was put into the Evolution Zone this turn")
    evolved: bool = Field(default=False, description="the Digimon evolved this turn")
    evolution_options_used: list[int] = Field(default_factory=list, max_length=DECK_SIZE, description="CA numbers "
                                              "of the yellow-border cards played this turn (DCB-15)")
    attack_chosen: Annotated[Literal[0, 1, 2], WHOLE] | None = Field(
        default=None, description="the former field of the turn player's sealed attack (0 ○, 1 △, 2 ×), read until "
        "0.4.0: now `pending.sealed`")


class Pending(BaseModel):
    """What is under way that the board does not show, as core writes it (`core.pending`): the sealed choices."""

    model_config = ConfigDict(extra="forbid")
    sealed: list[Any] = Field(default_factory=list, max_length=2, description="the choices made in secret and not "
                              "yet revealed, each [name, seat, value] (`core.sealed`): the turn player's attack "
                              "(DCB-21) while the opponent chooses, `[\"attack\", 0, {\"action\": \"attack\", "
                              "\"args\": [2]}]`")


class Position(BaseModel):
    model_config = ConfigDict(extra="forbid")
    turn: int = Field(default=1, ge=1)
    turn_player: Seat = Field(default=0, description="the seat whose turn it is: 0 or 1")
    phase: Literal["start", "preparation", "evolution", "support", "battle"] = "start"
    player: Seat | None = Field(default=None, description="the seat choosing now (left out: the first to choose in "
                                "the phase)")
    hand_kept: bool = Field(default=False, description="preparation phase: the hand is kept and the player "
                            "chooses a Digimon to put into play (DCB-9)")
    players: tuple[PlayerPosition, PlayerPosition]
    pending: Pending | None = Field(default=None, description="what is under way that the board does not show: the "
                                    "sealed attack (core's `sealed`)")


# the ready-made positions, `data/digimon/positions/*.json`: `POSITIONS.load(name)` (also the game class's
# `load_position`), `POSITIONS.names()`
POSITIONS = PositionCatalogue(DATA_DIR / "positions", Position)
load_position, position_names = POSITIONS.load, POSITIONS.names


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
                    found.append(Violation("DCB-2", "CA {ca} is not a card", ca=ca, at=("players", n, zone)))
        total = sum(len(getattr(pp, zone)) for zone in ZONES)
        if total > DECK_SIZE:
            found.append(Violation("DCB-1", "{total} cards in all zones; a player has a {deck_size}-card deck",
                                   total=total, deck_size=DECK_SIZE, at=("players", n)))
        stack = [pool[ca] for ca in pp.digimon if ca in pool]
        if any(not isinstance(c, DigimonCard) for c in stack):
            found.append(Violation("DCB-4", "only Digimon cards can be in the Digimon area",
                                   at=("players", n, "digimon")))
        elif stack:
            if stack[0].level == "A":
                found.append(Violation("DCB-27", "an A-level Digimon cannot be put into play "
                                       "directly", at=("players", n, "digimon")))
            top = stack[-1]
            if pp.damage >= top.hp // pp.penalty:
                found.append(Violation("DCB-23", "{damage} would already KO {name}", damage=pp.damage, name=top.name,
                                       at=("players", n, "damage")))
            if pp.hp is not None and pp.damage:
                found.append(Violation("DCB-23", "give the damage or the HP, not both", at=("players", n)))
            if pp.penalty > 1 and len(stack) > 1:
                found.append(Violation("DCB-16", "an evolved Digimon has no penalty", at=("players", n, "penalty")))
        elif pp.damage or pp.penalty > 1 or pp.hp is not None:
            found.append(Violation("DCB-4", "damage or penalty given but no Digimon in play", at=("players", n)))
        if pos.phase not in ("start", "preparation") and not pp.digimon and n == pos.turn_player:
            found.append(Violation("DCB-9", "the turn player needs a Digimon in play after the "
                                   "preparation phase", at=("players", n)))
    return found + _choice_violations(pos, pool)


def sealed_attacks(pos: Position, warn: bool = True) -> tuple[dict[int, int], list[Violation], dict[int, tuple]]:
    """Each seat's sealed attack (its index, DCB-21), read by core from `pending.sealed` (or from the former
    `attack_chosen`, with a warning), the problems of those fields, and the field of each seat's choice."""
    chosen: dict[int, int] = {}
    where: dict[int, tuple] = {}
    former = [n for n, pp in enumerate(pos.players) if pp.attack_chosen is not None]
    if former and warn:
        former_form("a position's sealed attack is now `pending.sealed` (core's sealed choices; read as "
                    "`players[n].attack_chosen` {until})", since=NEXT, stacklevel=5)
    for n in former:
        chosen[n], where[n] = pos.players[n].attack_chosen, ("players", n, "attack_chosen")
    problems: list[Violation] = []
    if pos.pending is not None:
        m = Moment(CardRefs({}), (r.id for r in RULES))
        sealed = m.read_parts(pos.pending.model_dump(), DigimonState, problems).get("sealed", ())
        for i, (name, p, value) in enumerate(sealed):
            at = ("pending", "sealed", i)
            if name != ATTACK_CHOICE or value not in ATTACKS or type(value.args[0]) is not int:
                problems.append(Violation("DCB-21", "a Digimon seals its attack only: {shape}",
                                          shape=f'["{ATTACK_CHOICE}", '
                                          'seat, {"action": "attack", "args": [0 | 1 | 2]}]', at=at))
            else:
                chosen[p], where[p] = value.args[0], at
    return {p: chosen[p] for p in sorted(chosen)}, problems, where


def first_chooser(phase: str, t: int) -> int:
    """Who chooses first in `phase` of turn player `t`'s turn: the opponent in the support phase (DCB-19)."""
    return 1 - t if phase == "support" else t


def _choice_violations(pos: Position, pool: dict) -> list[Violation]:
    """The fields that say where in its phase the position stands (`player`, `hand_kept`, the Support Zones and
    `attack_chosen`) against one another and the board: each value may be fine alone and impossible together."""
    t, phase = pos.turn_player, pos.phase
    p = first_chooser(phase, t) if pos.player is None else pos.player
    first = p == first_chooser(phase, t)
    sides = pos.players
    chosen_attacks, found, where = sealed_attacks(pos)
    unread = bool(found)
    if phase in ("start", "evolution") and not first:
        found.append(Violation("DCB-8" if phase == "start" else "DCB-12",
                               "the {phase} of the turn is the turn player's (seat {turn_seat}), not seat {seat}'s",
                               phase=phase, turn_seat=t, seat=p,
                               at=("player",)))
    if phase == "preparation" and not first:
        if pos.turn != 1:
            found.append(Violation("DCB-11",
                                   "seat {seat} prepares in turn {turn}, which is seat {turn_seat}'s; only in turn 1 "
                                   "(option ps1_turn1) does the opponent prepare too", seat=p, turn=pos.turn,
                                   turn_seat=t, at=("player",)))
        if not sides[t].digimon:
            found.append(Violation("DCB-9", "the turn player prepares first, so has a Digimon in play "
                                   "while seat {seat} prepares", seat=p, at=("players", t)))
    if pos.hand_kept:
        hand = [pool[ca] for ca in sides[p].hand if ca in pool]
        if phase != "preparation":
            found.append(Violation("DCB-9", "only the preparation phase keeps a hand", at=("hand_kept",)))
        elif sides[p].digimon:
            found.append(Violation("DCB-9", "seat {seat} has a Digimon in play, so there is no Digimon to "
                                   "choose after keeping the hand", seat=p, at=("hand_kept",)))
        elif not any(c.is_digimon and c.level != "A" for c in hand):
            found.append(Violation("DCB-10", "seat {seat} has no Digimon in hand to put into play (the "
                                   "hand must be redrawn)", seat=p, at=("hand_kept",)))
    for n, pp in enumerate(sides):
        chosen = phase == "battle" or (phase == "support" and n != p and not first)
        if pp.support_zone and not chosen:
            found.append(Violation("DCB-19", "seat {seat} has not chosen a support card yet "
                                   "in this turn (the {phase} phase)", seat=n, phase=phase,
                                   at=("players", n, "support_zone")))
        if n in chosen_attacks and (phase != "battle" or n != t or first):
            found.append(Violation("DCB-21", "only the turn player's attack is chosen "
                                   "and sealed while the opponent chooses, in the battle phase (\"player\": {seat})",
                                   seat=1 - t, at=where[n]))
    if phase == "battle" and not first and t not in chosen_attacks and not unread:
        found.append(Violation("DCB-21", "the turn player chooses an attack first; give "
                               "it while seat {seat} chooses", seat=p, at=("pending", "sealed")))
    if not first and phase in ("support", "battle") and not (sides[0].digimon and sides[1].digimon):
        found.append(Violation("DCB-18", "seat {seat} cannot be choosing in the {phase} phase: with a player "
                               "without a Digimon in play there is no support phase and no battle", seat=p, phase=phase,
                               at=("player",)))
    return found


def build_position(st: DigimonState, data: dict) -> None:
    pos = checked_position(data, Position, position_violations)
    numbers: list[int] = []
    contents: dict[str, list[int]] = {}
    first = 0  # how many cards are seat 0's: they come first
    for p, pp in enumerate(pos.players):
        for zone, field in ZONE_FIELDS.items():
            start = len(numbers)
            numbers.extend(getattr(pp, field))
            contents[ZONE_IDS[p, zone]] = list(range(start, len(numbers)))
        contents[ZONE_IDS[p, "deck"]].reverse()  # stored with the top card last
        first = len(numbers) if p == 0 else first
    st.build(numbers, contents, first)
    for p, pp in enumerate(pos.players):
        s = st.seats[p]
        zones = st.seat_zones[p]
        s.penalty = pp.penalty
        s.hp = (pp.hp or st.cards[zones["stack"][-1]].hp // pp.penalty - pp.damage) if zones["stack"] else 0
        s.kos = pp.kos
        s.evo_placed, s.evolved = pp.evo_placed, pp.evolved
        s.yellow_used = tuple(pp.evolution_options_used)
        s.support_unseen = pp.support_unseen and bool(zones["support"])
    t = pos.turn_player
    st.tp = t
    if pos.phase == "start":
        st.turn = pos.turn - 1
        st._push(("start_turn", t))
        return
    st.turn = pos.turn
    st.phase = pos.phase
    p = first_chooser(pos.phase, t) if pos.player is None else pos.player
    st._push(*_steps_from(st, pos, p))


def _steps_from(st: DigimonState, pos: Position, p: int) -> list[tuple]:
    """The steps of the turn from `p`'s choice in `pos.phase` to the end of the turn: the steps the phase openings
    of `turn.py` queue, from that choice on."""
    t = pos.turn_player
    if pos.phase == "preparation":
        if p != t and not st.options["ps1_turn1"]:
            raise PositionError([Violation("DCB-11", "seat {seat} prepares in turn 1 only with option "
                                           "ps1_turn1", seat=p, at=("player",))])
        return preparation_steps(st, p, kept=pos.hand_kept) + turn_steps(t)
    if pos.phase == "evolution":
        return turn_steps(t)
    if pos.phase == "support":
        return [*([("support_choice", t), ("battle_phase", t)] if p == t else [("support_phase", t)]), ("end_turn", t)]
    if p == t:
        return [("battle_phase", t), ("end_turn", t)]
    chosen = st.attack_actions(t)[sealed_attacks(pos, warn=False)[0][t]]
    st.sealed = ((ATTACK_CHOICE, t, chosen),)  # sealed as the game seals it: seen by its owner only
    return [*battle_steps(st, t, (p,)), ("end_turn", t)]


def to_position(game: Any) -> dict:
    """The board of `game` at its pending decision as a position that builds the same board and the same decision
    again (any decision can be written; with none pending, `PositionError`)."""
    st: DigimonState = game.state
    decision = game.decision
    if decision is None:
        raise PositionError([Violation("position", "this board cannot be written as a position: no decision is "
                                       "pending (the game is over or between rule steps); positions describe a board "
                                       "at a decision")])

    def cas(iids: list[int]) -> list[int]:
        return [st.cards[i].ca for i in iids]

    players = []
    for s, zones in zip(st.seats, st.seat_zones, strict=True):
        pp: dict = {"deck": cas(zones["deck"][::-1]), "hand": cas(zones["hand"]), "evolution_zone": cas(zones["evo"]),
                    "support_zone": cas(zones["support"]), "support_unseen": s.support_unseen,
                    "discard": cas(zones["discard"]), "digimon": cas(zones["stack"]), "penalty": s.penalty,
                    "kos": s.kos, "evo_placed": s.evo_placed,
                    "evolved": s.evolved, "evolution_options_used": list(s.yellow_used)}
        if zones["stack"]:
            top = st.cards[zones["stack"][-1]].hp // s.penalty
            if s.hp > top:
                pp["hp"] = s.hp
            else:
                pp["damage"] = top - s.hp
        players.append(pp)
    phase = DECISION_PHASES[decision.kind]
    out = {"turn": st.turn, "turn_player": st.tp, "phase": phase, "player": decision.player,
           "hand_kept": decision.kind == "place", "players": players}
    pending = Moment(CardRefs({}), (r.id for r in RULES)).write_parts(st)
    if pending:
        out["pending"] = pending
    return out
