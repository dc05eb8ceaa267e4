"""The moment inside a turn, as plain data and back: the part of a position (`pending`) that lets `to_position()`
write ANY decision, not only the opening choice of a step (see `positions.py`).

A decision is the engine's queue of rule steps stopped at a step that asked a player; so a moment is that queue
(the asking step first, then every step still to run, next first), the open response windows (the chain links,
their order, who has priority, the passes so far), the attack being fought, the bid running, the links negated and,
during the opening hand, the decks picked so far (DSP-8). Built again, the queue's first step asks the same
decision. A card is named by where it lies in the position (`"0.hand.2"`, `"1.scene.0"` the top card of a stack,
`"1.scene.0.0"` a card under it, `"realm"`), never by an instance id, which a built game numbers afresh.

Every step's arguments are checked by kind (`STEP_ARGS`), so a hostile queue is refused with the field that is
wrong rather than run.
"""
from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from cardgames.core.actions import Decision
from cardgames.core.data import WHOLE
from cardgames.core.errors import PositionError, Violation
from cardgames.core.schema import BaseModel, ConfigDict, Field
from cardgames.core.windows import Window

from . import turn
from .chain import ATTACK_WINDOW, BID, CHAIN
from .interpreter import ATTACK, CARD_EFFECT, NEGATED, SPECIAL_MOVE, effect_of, rule_of
from .rules import RULES
from .state import BANK_SIZE, DSpiritsState

Seat = Annotated[Literal[0, 1], WHOLE]
REF = re.compile(r"realm|[01]\.(squad|support|side|hand|dworld|removed|scene|support_zone)\.\d{1,3}(\.\d)?")
Ref = Annotated[str, Field(pattern=f"^({REF.pattern})$", description="where a card lies in this position: "
                           "`seat.zone.index` (`1.scene.0` the top card of a stack, `1.scene.0.0` a card under "
                           "it) or `realm`")]
# the zones of a position by the state's zone names, in the order a position lists them (`positions.py`)
LISTS = (("squad", "squad"), ("support", "support"), ("side", "side"), ("hand", "hand"), ("dworld", "dworld"),
         ("removed", "removed"), ("scene", "scene"), ("szone", "support_zone"))
DECK_ORDER = ("squad", "support")  # listed top card first: the state's zone lists run bottom first


class WindowEntry(BaseModel):
    """An open response window (`core.windows.Window`): the chain's links oldest first, each [player, step]."""

    model_config = ConfigDict(extra="forbid")
    name: Literal["Card chain", "Attack", "SP bid"]
    rule: Literal["DSP-17", "DSP-19", "DSP-35"]
    first: Seat
    to_act: Seat = Field(description="the player with priority now")
    passes: int = Field(ge=0, le=2, description="consecutive passes so far")
    links: list[tuple[Seat, list]] = Field(default_factory=list, max_length=40)
    closes_after: Literal[1, 2] = Field(description="the consecutive passes that close it (a bid: 1)")
    starter: Literal[-1, 0, 1] = Field(description="who added the first link of the chain (-1: none)")
    reopens: bool


class BidEntry(BaseModel):
    """The SP bid running (DSP-19 a Realm, DSP-35 Field Rush)."""

    model_config = ConfigDict(extra="forbid")
    card: Ref
    amount: int = Field(ge=0, le=BANK_SIZE)
    bidder: Seat
    won: bool = Field(description="its top bid has resolved; the older bids resolve as outbid")
    kind: Literal["realm", "rush"]


class Pending(BaseModel):
    """The moment inside a turn (see the module docstring)."""

    model_config = ConfigDict(extra="forbid")
    queue: list[list] = Field(min_length=1, max_length=400, description="the rule steps to run, next first: "
                              "[name, *arguments]; the first asks the pending decision")
    windows: list[WindowEntry] = Field(default_factory=list, max_length=8, description="innermost last")
    attack: tuple[Ref, Ref | None] | None = Field(default=None, description="the attacker and its target (None: "
                                                  "a direct attack)")
    bid: BidEntry | None = None
    negated: list[Ref] = Field(default_factory=list, max_length=40, description="chain links negated (their cards)")


# The arguments of each step by kind: p a seat; c a card; S a D-Spirit; R a Realm; t a card or -1 (none);
# a a card, -1 (nothing answered) or -2 (the attack); v a card, -1 or -3 (a negated launch); n an amount of SP;
# i an index (-2 … 31: a link's `which`, an effect step, an ability); r a rule; s a text; b a yes/no; d a deck;
# k a word of `WORDS`; w a window name; l a chain link [seat, step];
# D the decks picked so far (the opening hand, DSP-8). After "|", arguments that may be left out.
STEP_ARGS = {
    "setup": "", "opening": "p", "draw": "pdr", "pay": "pnrs", "gain": "pnrs", "start_turn": "p",
    "charge_up": "p", "draw_step": "p", "recharge": "p", "extra_offer": "p", "end_step": "p", "main": "p",
    "battle": "p", "battle_step": "p", "to_support_zone": "pc", "to_dworld": "pc", "field_rush": "pR",
    "trigger": "pSi", "resolve": "pcia", "open_bid": "pRnk", "bid_link": "pn", "bid_done": "Rbk",
    "effect": "pciiar", "apply_op": "pciiart|v", "negated_launch": "pciia", "summon": "pSk", "exchange": "pSS",
    "shift": "pS", "evolve": "pSS", "charge": "pS", "limbo": "pS", "declare": "pSt", "endure_check": "",
    "endure": "", "battle_result": "", "destroy": "SS|b", "launch_clash": "pSnS", "destroy_both": "SS",
    "open_window": "wrpbnb|l", "priority": "", "resolve_link": "", "select": "pD",
}
LINK_STEPS = ("resolve", "bid_link")
WORDS = ("regular", "super", "realm", "rush")
WINDOWS = (CHAIN, ATTACK_WINDOW, BID)
SENTINELS = {"t": (-1,), "a": (-1, ATTACK), "v": (-1, NEGATED)}


# ----- writing -------------------------------------------------------------------------------------------------
def card_refs(st: DSpiritsState) -> dict[int, str]:
    """Every card's place in the position `to_position` writes (see the module docstring)."""
    refs: dict[int, str] = {}
    for p in (0, 1):
        zones = st.seat_zones[p]
        for zone, field in LISTS:
            cards = zones[zone][::-1] if zone in DECK_ORDER else zones[zone]
            for i, c in enumerate(cards):
                refs[c] = f"{p}.{field}.{i}"
                if zone in ("scene", "szone"):
                    for j, under in enumerate(st.stack(c)[:-1]):
                        refs[under] = f"{p}.{field}.{i}.{j}"
    realm = st.realm()
    if realm is not None:
        refs[realm] = "realm"
    return refs


def asking_step(st: DSpiritsState, decision: Decision) -> tuple:
    """The step that asked `decision`: run again on the same board, it asks the same."""
    p, kind = decision.player, decision.kind
    if kind in ("main", "battle"):
        return (kind, p)
    if kind == "draw":
        return ("draw_step", p)
    if kind == "extra":
        return ("extra_offer", p)
    if kind == "respond":
        return ("priority",)
    if kind == "endure":
        return ("endure_check",)
    if kind == "pick":
        return ("select", p, st.selection.values())
    target, card, which, index, answered, *victim = decision.actions[0].args
    if victim == [NEGATED]:
        return ("negated_launch", p, card, which, index, answered)
    return ("effect", p, card, which, index, answered, rule_of(st, card, which))


def _write_arg(kind: str, value: Any, refs: dict[int, str]) -> Any:
    if kind in "cSR":
        return refs[value]
    if kind in SENTINELS:
        return value if value in SENTINELS[kind] else refs[value]
    if kind == "l":
        return [value[0], write_step(value[1], refs)]
    if kind == "D":
        return list(value)
    return value


def write_step(step: tuple, refs: dict[int, str]) -> list:
    kinds = STEP_ARGS.get(step[0])
    if kinds is None:
        raise PositionError([Violation("position", f"the rule step {step[0]!r} cannot be written as a position")])
    kinds = kinds.replace("|", "")
    return [step[0], *(_write_arg(k, v, refs) for k, v in zip(kinds, step[1:], strict=False))]


def write_pending(st: DSpiritsState, decision: Decision, pending_steps: tuple[tuple, ...]) -> dict:
    """The moment of `decision` (`pending_steps`: the engine's steps still queued, the next first)."""
    refs = card_refs(st)
    queue = [asking_step(st, decision), *pending_steps]
    out: dict = {"queue": [write_step(s, refs) for s in queue]}
    if st.windows:
        out["windows"] = [{"name": w.name, "rule": w.rule, "first": w.first, "to_act": w.to_act, "passes": w.passes,
                           "links": [[p, write_step(s, refs)] for p, s in w.links],
                           "closes_after": w.closes_after, "starter": w.starter, "reopens": w.reopens}
                          for w in st.windows]
    if st.attack:
        attacker, target = st.attack
        out["attack"] = [refs[attacker], refs[target] if target >= 0 else None]
    if st.bid:
        card, amount, bidder, won, kind = st.bid
        out["bid"] = {"card": refs[card], "amount": amount, "bidder": bidder, "won": won, "kind": kind}
    if st.negated:
        out["negated"] = [refs[c] for c in st.negated]
    return out


# ----- reading ---------------------------------------------------------------------------------------------------
class _Reader:
    """Turns the plain data of `Pending` into the engine's values, collecting every problem with its field."""

    def __init__(self, st: DSpiritsState, ids: dict[str, int]):
        self.st, self.ids, self.problems = st, ids, []

    def bad(self, where: str, message: str) -> None:
        self.problems.append(Violation(f"pending.{where}", message))

    def card(self, value: Any, where: str, need: str = "c") -> int:
        if not isinstance(value, str) or value not in self.ids:
            self.bad(where, f"{value!r:.40} names no card of this position (e.g. '0.hand.0', '1.scene.0', 'realm')")
            return -1
        card = self.ids[value]
        if need == "S" and not self.st.facts.is_spirit[card]:
            self.bad(where, f"{value} is {self.st.cards[card].name}, not a D-Spirit")
        if need == "R" and not self.st.facts.realms[card]:
            self.bad(where, f"{value} is {self.st.cards[card].name}, not a Realm")
        return card

    def arg(self, kind: str, value: Any, where: str) -> Any:
        """One step argument of `kind` (see `STEP_ARGS`)."""
        if kind in "cSR":
            return self.card(value, where, kind)
        if kind in SENTINELS:
            if type(value) is int and value in SENTINELS[kind]:
                return value
            return self.card(value, where)
        if kind == "p":
            ok = type(value) is int and value in (0, 1)
            message = "a seat is 0 or 1"
        elif kind == "n":
            ok = type(value) is int and 0 <= value <= BANK_SIZE
            message = f"an amount of SP runs from 0 to {BANK_SIZE:,}"
        elif kind == "i":
            ok = type(value) is int and -2 <= value <= 31
            message = "an index runs from -2 to 31"
        elif kind == "r":
            ok = isinstance(value, str) and any(r.id == value for r in RULES)
            message = "not a D-Spirits rule (DSP-1 … DSP-39)"
        elif kind == "s":
            ok = isinstance(value, str) and len(value) <= 200
            message = "a text of at most 200 characters"
        elif kind == "b":
            ok = type(value) is bool
            message = "true or false"
        elif kind == "d":
            ok = value in turn.DECKS
            message = "a deck is 'squad' or 'support'"
        elif kind == "k":
            ok = value in WORDS
            message = f"one of {', '.join(WORDS)}"
        elif kind == "w":
            ok = value in WINDOWS
            message = f"a window is one of {', '.join(WINDOWS)}"
        elif kind == "l":
            return self.link(value, where)
        else:  # "D", the opening picks
            ok = isinstance(value, list) and len(value) <= turn.OPENING_HAND and all(v in turn.DECKS for v in value)
            message = f"the decks picked so far: at most {turn.OPENING_HAND} of 'squad' and 'support'"
            value = tuple(value) if ok else value
        if not ok:
            self.bad(where, f"{value!r:.40}: {message}")
        return value

    def link(self, value: Any, where: str) -> tuple:
        if not (isinstance(value, (list, tuple)) and len(value) == 2):
            self.bad(where, "a chain link is [seat, step]")
            return (0, ("bid_link", 0, 0))
        step = self.step(value[1], f"{where}.1")
        if step and step[0] not in LINK_STEPS:
            self.bad(f"{where}.1", f"a chain link is one of the steps {', '.join(LINK_STEPS)}")
        return (self.arg("p", value[0], f"{where}.0"), step)

    def step(self, value: Any, where: str) -> tuple:
        if not isinstance(value, list) or not value or not isinstance(value[0], str) or value[0] not in STEP_ARGS:
            self.bad(where, f"{value!r:.60} is no rule step: [name, *arguments], the name one of "
                     f"{', '.join(sorted(STEP_ARGS))}")
            return ()
        name, args = value[0], value[1:]
        kinds, _, optional = STEP_ARGS[name].partition("|")
        if not len(kinds) <= len(args) <= len(kinds) + len(optional):
            wanted = f"{len(kinds)}" + (f" to {len(kinds) + len(optional)}" if optional else "")
            self.bad(where, f"the step {name!r} takes {wanted} arguments, not {len(args)}")
            return ()
        pairs = enumerate(zip(kinds + optional, args, strict=False))
        step = (name, *(self.arg(k, v, f"{where}.{i + 1}") for i, (k, v) in pairs))
        self.check_effect(step, where)
        return step

    def check_effect(self, step: tuple, where: str) -> None:
        """A step that names a link (card, which) and an effect step or ability must name ones the card has."""
        name = step[0]
        if name not in ("resolve", "effect", "apply_op", "negated_launch", "trigger") or step[2] < 0:
            return
        st, card = self.st, step[2]
        if name == "trigger":
            count = len(st.cards[card].abilities) if st.facts.is_spirit[card] else 0
            if not 0 <= step[3] < count:
                self.bad(f"{where}.3", f"{st.cards[card].name} has no ability {step[3]}")
            return
        which = step[3]
        valid = (which == CARD_EFFECT and st.facts.effects[card] is not None) or (
            which == SPECIAL_MOVE and st.facts.is_spirit[card] and st.facts.move_effects[card] is not None) or (
            which >= 0 and st.facts.is_spirit[card] and which < len(st.facts.ability_effects[card]))
        if not valid:
            self.bad(f"{where}.3", f"{st.cards[card].name} has no effect {which} (-1 its own, -2 its Special Move, "
                     "0… an ability)")
        elif name != "resolve" and not 0 <= step[4] < len(effect_of(st, card, which)):
            self.bad(f"{where}.4", f"that effect of {st.cards[card].name} has no step {step[4]}")


def build_pending(st: DSpiritsState, pending: Pending, ids: dict[str, int]) -> None:
    """Put the moment `pending` on the board `positions.build_position` just built (`ids`: card by place)."""
    read = _Reader(st, ids)
    steps = [read.step(s, f"queue.{i}") for i, s in enumerate(pending.queue)]
    windows = []
    for i, w in enumerate(pending.windows):
        links = tuple(read.link(link, f"windows.{i}.links.{j}") for j, link in enumerate(w.links))
        if w.passes > w.closes_after:
            read.bad(f"windows.{i}.passes", f"{w.passes} passes would have closed the window")
        windows.append(Window(w.name, w.rule, w.first, w.to_act, w.passes, links, True, w.closes_after, w.starter,
                              w.reopens))
    attack = ()
    if pending.attack is not None:
        attacker, target = pending.attack
        attack = (read.card(attacker, "attack.0", "S"), -1 if target is None else read.card(target, "attack.1", "S"))
    bid = ()
    if pending.bid is not None:
        b = pending.bid
        bid = (read.card(b.card, "bid.card", "R"), b.amount, b.bidder, b.won, b.kind)
    negated = tuple(read.card(c, f"negated.{i}") for i, c in enumerate(pending.negated))
    for i, step in enumerate(steps[1:], 1):
        if step and step[0] == "select":
            read.bad(f"queue.{i}", "the opening picks are only the asking step (the queue's first)")
    first = steps[0]
    if first and first[0] == "select":
        _, p, picked = first
        if st.turn != 0:
            read.bad("queue.0", "the opening hand is picked in the set-up (turn 0, step 'setup')")
        elif isinstance(picked, tuple):
            sel = turn.opening_selection(st, p)
            values = [item.value for item in sel.items]
            chosen = tuple(values.index(v) for v in picked if v in values)
            if len(chosen) != len(picked) or any(chosen.count(i) > sel.items[i].count for i in chosen):
                read.bad("queue.0.2", f"more cards picked from a deck than it holds: {list(picked)}")
            steps[0] = ("select", sel._replace(chosen=chosen))
    if read.problems:
        raise PositionError(read.problems)
    st.windows, st.attack, st.bid, st.negated = tuple(windows), attack, bid, negated
    st._push(*steps)
