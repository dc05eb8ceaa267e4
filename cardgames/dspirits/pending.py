"""The moment inside a turn, as plain data and back: the part of a position (`pending`) that lets `to_position()`
write ANY decision, not only the opening choice of a step (see `positions.py`).

A decision is the engine's queue of rule steps stopped at a step that asked a player; so a moment is that queue
(`steps`: the asking step first, then every step still to run, next first), the open response windows (core's:
the chain links, their order, who has priority, the passes so far), the attack being fought, the bid running, the
links negated and, during the opening hand, the decks picked so far (DSP-8). Built again, the queue's first step
asks the same decision. Core writes and reads the queue and the windows (`core.pending`); this module declares
what is D-Spirits' own: its steps' arguments, its kinds of values and its cells. A card is named by where it lies
in the position (`"0.hand.2"`, `"1.scene.0"` the top card of a stack, `"1.scene.0.0"` a card under it,
`"realm"`), never by an instance id, which a built game numbers afresh. Until 0.4.0 the queue is also read from its
former key `queue`.
"""
from __future__ import annotations

from functools import partial
from typing import Annotated, Any, Literal

from cardgames.core.actions import Decision
from cardgames.core.data import WHOLE
from cardgames.core.deprecation import NEXT, former_form
from cardgames.core.errors import PositionError, Violation
from cardgames.core.pending import Bad, CardRefs, Kind, Moment, card_refs, whole
from cardgames.core.schema import BaseModel, ConfigDict, Field

from . import turn
from .chain import ATTACK_WINDOW, BID, CHAIN
from .interpreter import ATTACK, CARD_EFFECT, NEGATED, SPECIAL_MOVE, effect_of
from .rules import RULES
from .state import BANK_SIZE, DSpiritsState

Seat = Annotated[Literal[0, 1], WHOLE]
REF = r"realm|[01]\.(squad|support|side|hand|dworld|removed|scene|support_zone)\.\d{1,3}(\.\d)?"
Ref = Annotated[str, Field(pattern=f"^({REF})$", description="where a card lies in this position: "
                           "`seat.zone.index` (`1.scene.0` the top card of a stack, `1.scene.0.0` a card under "
                           "it) or `realm`")]
# how a position names the cards (`core.pending.card_refs`): each zone by the state's zone name, but the Support
# Zone; a stack's lower cards (the zone "under") by the card they lie under; the decks from their top card (the
# state's zone lists run bottom first)
FIELDS = {"szone": "support_zone"}
DECK_ORDER = ("squad", "support")


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
    steps: list[list] = Field(default_factory=list, max_length=400, description="the rule steps to run, next "
                              "first: [name, *arguments]; the first asks the pending decision")
    queue: list[list] | None = Field(default=None, max_length=400, description="the former name of `steps`, read "
                                     "until 0.4.0")
    windows: list[dict[str, Any]] = Field(default_factory=list, max_length=8, description="the open response "
                                          "windows, innermost last (`core.windows`)")
    attack: tuple[Ref, Ref | None] | None = Field(default=None, description="the attacker and its target (None: "
                                                  "a direct attack)")
    bid: BidEntry | None = None
    negated: list[Ref] = Field(default_factory=list, max_length=40, description="chain links negated (their cards)")


# The arguments of each D-Spirits step by kind (core's: seat, card, rule, text, bool, link; and ours below).
# After "?", an argument that may be left out.
SIGNATURES = {
    "setup": (), "opening": ("seat",), "draw": ("seat", "deck", "rule"), "pay": ("seat", "sp", "rule", "text", "card?"),
    "gain": ("seat", "sp", "rule", "text", "card?"), "start_turn": ("seat",), "charge_up": ("seat",),
    "draw_step": ("seat",), "recharge": ("seat",), "extra_offer": ("seat",), "end_step": ("seat",),
    "main": ("seat",), "battle": ("seat",), "battle_step": ("seat",), "to_support_zone": ("seat", "card"),
    "to_dworld": ("seat", "card"), "field_rush": ("seat", "realm"), "trigger": ("seat", "spirit", "which"),
    "resolve": ("seat", "card", "which", "answer"), "open_bid": ("seat", "realm", "sp", "word"),
    "bid_link": ("seat", "sp"), "bid_done": ("realm", "bool", "word"),
    "effect": ("seat", "card", "which", "which", "answer", "rule"),
    "apply_op": ("seat", "card", "which", "which", "answer", "rule", "target", "victim?"),
    "chosen": ("seat", "card", "which", "which", "answer", "rule", "victim", "values"),
    "negated_launch": ("seat", "card", "which", "which", "answer"), "summon": ("seat", "spirit", "word"),
    "exchange": ("seat", "spirit", "spirit"), "shift": ("seat", "spirit"), "evolve": ("seat", "spirit", "spirit"),
    "charge": ("seat", "spirit"), "limbo": ("seat", "spirit"), "declare": ("seat", "spirit", "target"),
    "endure_check": (), "endure": (), "battle_result": (), "destroy": ("spirit", "spirit", "bool?"),
    "launch_clash": ("seat", "spirit", "sp", "spirit"), "destroy_both": ("spirit", "spirit"),
    "open_window": ("window", "rule", "seat", "bool", "sp", "bool", "link?"), "select": ("seat", "picks"),
    "opening_draws": ("seat", "picks"),
}
LINK_STEPS = ("resolve", "bid_link")
WORDS = ("regular", "super", "realm", "rush")
WINDOWS = (CHAIN, ATTACK_WINDOW, BID)
# a card's argument that may instead be a sentinel: no target, no answer, the attack itself, a negated launch
SENTINELS = {"target": (-1,), "answer": (-1, ATTACK), "victim": (-1, NEGATED)}


def _one_of(values: tuple, problem: str) -> Kind:
    """A word of `values`; any other is `problem` (a template: the value given, then `values`)."""
    def read(v: Any, m: Moment, at: tuple) -> Any:
        if not isinstance(v, str) or v not in values:
            raise Bad(at, problem, v, ", ".join(values))
        return v
    return Kind(lambda v, m: v, read)


def _card_of(test: str, problem: str) -> Kind:
    """A card of the position that is a D-Spirit (`test` "is_spirit") or a Realm ("is_realm"); any other is
    `problem` (a template: the card's place, then its name)."""
    def read(v: Any, m: Moment, at: tuple) -> int:
        card = m.refs.card(v, at)
        if not getattr(m.state.cards[card], test):
            raise Bad(at, problem, v, m.state.cards[card].name)
        return card
    return Kind(lambda card, m: m.refs.ref(card), read)


def _or_sentinel(name: str) -> Kind:
    def write(v: int, m: Moment) -> Any:
        return v if v in SENTINELS[name] else m.refs.ref(v)

    def read(v: Any, m: Moment, at: tuple) -> int:
        return v if type(v) is int and v in SENTINELS[name] else m.refs.card(v, at)
    return Kind(write, read)


def _read_picks(v: Any, m: Moment, at: tuple) -> tuple:
    if not isinstance(v, list) or len(v) > turn.OPENING_HAND or any(d not in turn.DECKS for d in v):
        raise Bad(at, "{!r:.40}: the decks picked so far: at most {} of 'squad' and 'support'", v, turn.OPENING_HAND)
    return tuple(v)


KINDS = {
    "spirit": _card_of("is_spirit", "{} is {}, not a D-Spirit"), "realm": _card_of("is_realm", "{} is {}, not a Realm"),
    "target": _or_sentinel("target"), "answer": _or_sentinel("answer"), "victim": _or_sentinel("victim"),
    "sp": whole(0, BANK_SIZE, "an amount of SP"),
    "which": whole(-2, 31, "an effect's or ability's index"),
    "deck": _one_of(turn.DECKS, "{!r:.40}: a deck is one of {}"),
    "word": _one_of(WORDS, "{!r:.40}: one of {}"),
    "window": _one_of(WINDOWS, "{!r:.40}: a window is one of {}"),
    "picks": Kind(lambda v, m: list(v), _read_picks),
}


class DSpiritsMoment(Moment):
    """Core's moment with D-Spirits' steps, kinds and checks, over one state (whose card facts the checks read)."""

    def __init__(self, st: DSpiritsState, refs: CardRefs):
        super().__init__(refs, (r.id for r in RULES), SIGNATURES, KINDS, self._fits)
        self.state = st

    def _fits(self, step: tuple, at: tuple, chosen_later: bool) -> None:
        """A step that names a link (card, which) and an effect step or ability must name ones the card has; a
        chain link is a link step."""
        if step[0] == "open_window" and len(step) > 7 and step[7] is not None and step[7][1][0] not in LINK_STEPS:
            raise Bad((*at, 7, 1), "a chain link is one of the steps {}", ", ".join(LINK_STEPS))
        name = step[0]
        if name not in ("resolve", "effect", "apply_op", "negated_launch", "trigger") or step[2] < 0:
            return
        st, card = self.state, step[2]
        if name == "trigger":
            count = len(st.cards[card].abilities) if st.cards[card].is_spirit else 0
            if not 0 <= step[3] < count:
                raise Bad((*at, 3), "{} has no ability {}", st.cards[card].name, step[3])
            return
        which = step[3]
        valid = (which == CARD_EFFECT and st.cards[card].effect is not None) or (
            which == SPECIAL_MOVE and st.cards[card].is_spirit and st.cards[card].move_effect is not None) or (
            which >= 0 and st.cards[card].is_spirit and which < len(st.cards[card].ability_effects))
        if not valid:
            raise Bad((*at, 3), "{} has no effect {} (-1 its own, -2 its Special Move, 0… an ability)",
                      st.cards[card].name, which)
        if name != "resolve" and not 0 <= step[4] < len(effect_of(st, card, which)):
            raise Bad((*at, 4), "that effect of {} has no step {}", st.cards[card].name, step[4])


def moment(st: DSpiritsState) -> DSpiritsMoment:
    """The writer and reader of a D-Spirits moment on the board of `st` (the ruleset's `moment`)."""
    return DSpiritsMoment(st, card_refs(st, FIELDS, DECK_ORDER, beneath="under"))


# ----- writing -------------------------------------------------------------------------------------------------
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
    sel = st.selection
    if not sel.answer:  # the opening picks
        return ("select", p, sel.values())
    # an effect's answer: the effect's step, run again, lists the same items and asks again
    _, _, card, which, index, answered, rule, victim = sel.then
    if victim == NEGATED:
        return ("negated_launch", p, card, which, index, answered)
    return ("effect", p, card, which, index, answered, rule)


def write_pending(st: DSpiritsState, decision: Decision, pending_steps: tuple[tuple, ...]) -> dict:
    """The moment of `decision` (`pending_steps`: the engine's steps still queued, the next first)."""
    m = moment(st)
    try:
        out: dict = {"steps": [m.write_step(s) for s in (asking_step(st, decision), *pending_steps)],
                     **m.write_parts(st)}
    except Bad as bad:
        raise PositionError([bad.violation()]) from None
    if st.attack:
        attacker, target = st.attack
        out["attack"] = [m.refs.ref(attacker), m.refs.ref(target) if target >= 0 else None]
    if st.bid:
        card, amount, bidder, won, kind = st.bid
        out["bid"] = {"card": m.refs.ref(card), "amount": amount, "bidder": bidder, "won": won, "kind": kind}
    if st.negated:
        out["negated"] = [m.refs.ref(c) for c in st.negated]
    return out


# ----- reading ---------------------------------------------------------------------------------------------------
def build_pending(st: DSpiritsState, pending: Pending) -> None:
    """Put the moment `pending` on the board `positions.build_position` just built."""
    m, problems = moment(st), []
    read = partial(m.noted, problems)
    steps_data = pending.steps
    if pending.queue is not None:
        former_form("a position's pending `queue` is now `steps` (read as `queue` {until})", since=NEXT, stacklevel=4)
        steps_data = steps_data or pending.queue
    if not steps_data:
        raise PositionError([Violation("position", "the rule steps to run, the first asking the decision",
                                       at=("pending", "steps"))])
    steps = [read("step", s, ("pending", "steps", i)) for i, s in enumerate(steps_data)]
    cells = m.read_parts(pending.model_dump(include={"windows"}), st, problems)
    for i, w in enumerate(cells.get("windows", ())):
        if w.name not in WINDOWS:
            problems.append(Violation("position", "a window is one of {windows}", windows=", ".join(WINDOWS),
                                      at=("pending", "windows", i, "name")))
        for j, (_, step) in enumerate(w.links):
            if step[0] not in LINK_STEPS:
                problems.append(Violation("position", "a chain link is one of the steps {steps}",
                                          steps=", ".join(LINK_STEPS),
                                          at=("pending", "windows", i, "links", j, 1)))
    attack = ()
    if pending.attack is not None:
        attacker, target = pending.attack
        attack = (read("spirit", attacker, ("pending", "attack", 0)),
                  -1 if target is None else read("spirit", target, ("pending", "attack", 1)))
    bid = ()
    if pending.bid is not None:
        b = pending.bid
        bid = (read("realm", b.card, ("pending", "bid", "card")), b.amount, b.bidder, b.won, b.kind)
    negated = tuple(read("card", c, ("pending", "negated", i)) for i, c in enumerate(pending.negated))
    for i, step in enumerate(steps[1:], 1):
        if step and step[0] == "select":
            problems.append(Violation("position", "the opening picks are only the asking step (the queue's first)",
                                      at=("pending", "steps", i)))
    first = steps[0]
    if first and first[0] == "select":
        _, p, picked = first
        if st.turn != 0:
            problems.append(Violation("position", "the opening hand is picked in the set-up (turn 0, step 'setup')",
                                      at=("pending", "steps", 0)))
        else:
            sel = turn.opening_selection(st, p)
            values = [item.value for item in sel.items]
            chosen = tuple(values.index(v) for v in picked if v in values)
            if len(chosen) != len(picked) or any(chosen.count(i) > sel.items[i].count for i in chosen):
                problems.append(Violation("position", "more cards picked from a deck than it holds: {picked}",
                                          picked=list(picked),
                                          at=("pending", "steps", 0, 2)))
            steps[0] = ("select", sel._replace(chosen=chosen))
    if problems:
        raise PositionError(problems)
    st.windows, st.attack, st.bid, st.negated = cells.get("windows", ()), attack, bid, negated
    st._push(*steps)
