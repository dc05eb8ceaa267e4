"""Carries out the effect vocabulary of `effects.py` on the state, one effect per rule step.

A magic card (BS-28) runs the effects of the one effect it was used for, then goes to the trash; a spirit's or
nexus's ability (BS-25) runs while its level is listed for it. An effect that needs a target (`bp` on one spirit,
`destroy`) asks its player to choose one first; with no legal target it does nothing and says so.

Each op of the vocabulary is found by its name (`core.operations`): `op_<name>` carries it out, and `candidates_<name>`,
for an op that chooses a spirit, lists the spirits it may choose. Importing this module refuses an op of
`effects.Effect` without its function (a nexus `aura` lasts instead: the state reads it where BP is).
"""
from __future__ import annotations

import sys

from cardgames.core.actions import Action
from cardgames.core.operations import OpContext, op_context, operations, require_operations
from cardgames.core.selections import Item, Selection
from cardgames.core.words import PLAYER, Counted, Words

from .effects import BpChange, CoreCharge, CountUp, Destroy, Drain, Draw, Effect, Exhaust
from .state import EXHAUSTED, HEAVY, BattleSpiritsState

WITH_SOUL, WITHOUT_SOUL = Words(", the soul core among them"), Words(", not the soul core")  # cores drained


def _effects(st: BattleSpiritsState, iid: int, where: str, index: int):
    card = st.cards[iid]
    return card.effects[index].effects if where == "magic" else card.abilities[index].effects


def targets(st: BattleSpiritsState, p: int, effect) -> list[int] | None:
    """The spirits an effect may target, or None when it needs no target (it has no `candidates_<name>`)."""
    choose = CANDIDATES.get(effect.op)
    return None if choose is None else choose(st, p, effect)


# ----- the ops that choose a spirit first: `candidates_<name>(st, player, effect)`, as in every wing --------------
def candidates_bp(st: BattleSpiritsState, p: int, effect: BpChange) -> list[int] | None:
    if effect.target == "self":
        return None
    return st.spirits(p if effect.target == "own_spirit" else 1 - p)


def candidates_destroy(st: BattleSpiritsState, p: int, effect: Destroy) -> list[int]:
    return [i for i in st.spirits(1 - p) if st.bp(i) <= effect.max_bp]


def candidates_drain(st: BattleSpiritsState, p: int, effect: Drain) -> list[int]:
    return st.spirits(1 - p)


def candidates_exhaust(st: BattleSpiritsState, p: int, effect: Exhaust) -> list[int]:
    angle, turn_to = st.places.angle, HEAVY if effect.heavily else EXHAUSTED
    return [i for i in st.spirits(1 - p) if angle[i] < turn_to]


def step_cast(st: BattleSpiritsState, p: int, iid: int, index: int) -> None:
    """BS-28: the chosen effect of a magic card resolves, effect by effect, then the card goes to the trash."""
    card = st.cards[iid]
    timing = card.effects[index].timing
    st._emit("BS-28", "cast", "{}: its {} effect resolves.", p, card.name, timing.capitalize(), card=iid, timing=timing)
    steps = [("effect", p, iid, "magic", index, j) for j in range(len(card.effects[index].effects))]
    st._push(*steps, ("magic_done", p, iid))


def step_magic_done(st: BattleSpiritsState, p: int, iid: int) -> None:
    st.move(iid, "trash")
    st._emit("BS-28", "to_trash", "{} has been used: it goes to the trash.", p, st.cards[iid].name, card=iid,
             moves=st.take_moves(), tokens=st.cores.take_moves())


def step_ability(st: BattleSpiritsState, p: int, iid: int, index: int) -> None:
    """A triggered ability resolves if its card is still in play at a listed level (BS-25)."""
    card = st.cards[iid]
    ab = card.abilities[index]
    if not st.on_field(iid) or not st.ability_works(iid, ab):
        st._emit("BS-25", "ability", "{}'s ability does nothing: the card is no longer in play at Lv{}.", p, card.name,
                 "/".join(map(str, ab.levels)), card=iid)
        return
    st._emit("BS-25", "ability", "{} is Lv{}, a level of its ability (Lv{}): it works.", p, card.name, st.level(iid),
             "/".join(map(str, ab.levels)), card=iid)
    st._push(*[("effect", p, iid, "ability", index, j) for j in range(len(ab.effects))])


def step_effect(st: BattleSpiritsState, p: int, iid: int, where: str, index: int, j: int) -> None:
    """Ask for the target of one effect, or carry it out when it needs none."""
    effect = _effects(st, iid, where, index)[j]
    options = targets(st, p, effect)
    if options is None:
        st._push(("apply_effect", p, iid, where, index, j, ()))
    elif not options:
        st._emit("BS-28" if where == "magic" else "BS-25", "fizzle", "{}: no spirit can be chosen; this effect does "
                 "nothing.", p, st.cards[iid].name, card=iid)
    else:
        items = tuple(Item(t, Words("{} ({}, BP {})", (st.cards[t].name, PLAYER[st.owner[t]], st.bp(t))))
                      for t in options)
        st._push(("select", Selection(p, "BS-28" if where == "magic" else "BS-25",
                                      Words("{}: choose the spirit", (st.cards[iid].name,)), items, 1, 1,
                                      ("apply_effect", p, iid, where, index, j))))


def step_apply_effect(st: BattleSpiritsState, p: int, iid: int, where: str, index: int, j: int,
                      chosen: tuple) -> None:
    effect = _effects(st, iid, where, index)[j]
    rule = "BS-28" if where == "magic" else "BS-25"
    OPERATIONS[effect.op](effect, op_context((st, p, iid, rule, chosen[0] if chosen else iid, ())))


# ----- the ops: `op_<name>(effect, ctx)`, core's `OpContext` (its target: the card itself when none is chosen) ------
def op_bp(effect: BpChange, ctx: OpContext) -> None:
    st, p, card, rule, target, _ = ctx
    name = st.cards[card].name
    st.boosts = (*st.boosts, (target, effect.amount))
    st._emit(rule, "bp", "{}: {} gets {:+} BP this turn (now {}).", p, name, st.cards[target].name, effect.amount,
             st.bp(target), card=target, source=card, amount=effect.amount)


def op_draw(effect: Draw, ctx: OpContext) -> None:
    st, p, card, rule, target, _ = ctx
    name = st.cards[card].name
    deck = st.seat_zones[p]["deck"]
    drawn = min(effect.count, len(deck))
    for _ in range(drawn):
        st.move(deck[-1], "hand")
    st._emit(rule, "draw", "{}: {} draws {}.", p, name, PLAYER[p], Counted(drawn, "card"), count=drawn,
             source=card, moves=st.take_moves(), tokens=st.cores.take_moves())


def op_count(effect: CountUp, ctx: OpContext) -> None:
    st, p, card, rule, target, _ = ctx
    name = st.cards[card].name
    st.move_cores("core", effect.amount, f"{p}.void", f"{p}.count")
    st._emit("BS-13", "count", "{}: {} from the void to the count area (now {}).", p, name,
             Counted(effect.amount, "core"),
             st.count(p, "count"), source=card, amount=effect.amount, moves=st.take_moves(),
             tokens=st.cores.take_moves())


def op_charge(effect: CoreCharge, ctx: OpContext) -> None:
    st, p, card, rule, target, _ = ctx
    name = st.cards[card].name
    st.move_cores("core", effect.amount, f"{p}.void", f"{p}.reserve")
    st._emit(rule, "charge", "{}: {} from the void to the reserve.", p, name, Counted(effect.amount, "core"),
             source=card, amount=effect.amount, moves=st.take_moves(), tokens=st.cores.take_moves())


def op_drain(effect: Drain, ctx: OpContext) -> None:
    st, p, card, rule, target, _ = ctx
    st._push(("drain", p, target, effect.amount, card))


def op_exhaust(effect: Exhaust, ctx: OpContext) -> None:
    st, p, card, rule, target, _ = ctx
    exhaust(st, p, target, HEAVY if effect.heavily else EXHAUSTED, card)


def op_destroy(effect: Destroy, ctx: OpContext) -> None:
    st, p, card, rule, target, _ = ctx
    name = st.cards[card].name
    if not st.on_field(target):
        st._emit(rule, "fizzle", "{}: {} has left the field; nothing happens.", p, name, st.cards[target].name,
                 card=target, source=card)
        return
    owner = st.owner[target]
    n = st.clear_card_cores(target, owner)
    st.move(target, "trash")
    st._emit("BS-26", "destroy", "{} destroys {}: {} to its owner's reserve, the card to the trash.", owner,
             name, st.cards[target].name, Counted(n, "core"), card=target, source=card, moves=st.take_moves(),
             tokens=st.cores.take_moves())


def exhaust(st: BattleSpiritsState, p: int, target: int, turn_to: int, source: int) -> None:
    """BS-6: the spirit turns sideways (exhausted) or upside down (heavily exhausted), by the effect of card
    `source`; the event's `turned` and `before` let a board turn it from where it was."""
    if not st.on_field(target):
        st._emit("BS-28", "fizzle", "{}: {} has left the field; nothing happens.", p, st.cards[source].name,
                 st.cards[target].name, card=target, source=source)
        return
    before = st.places.angle[target]
    st.places.turn_to(target, turn_to)
    how = ("heavily exhausted: it is turned upside down and, at its owner's next refresh step, only turns sideways "
           "(BS-12)" if turn_to == HEAVY else "exhausted: it is turned sideways")
    st._emit("BS-6", "exhaust", "{}: {} is {}; it can neither attack nor block until it is refreshed.",
             st.owner[target], st.cards[source].name, st.cards[target].name, how, card=target, source=source,
             turned=[[target, turn_to]], before=before)


def step_drain(st: BattleSpiritsState, p: int, target: int, amount: int, source: int) -> None:
    """Cores leave an opposing spirit for its owner's reserve, by the effect of card `source`. If the soul core is on
    it and ordinary cores alone could make up the number, the owner chooses whether the soul core is one of them
    (BS-14)."""
    if not st.on_field(target):
        st._emit("BS-28", "fizzle", "{}: {} has left the field; nothing happens.", p, st.cards[source].name,
                 st.cards[target].name, card=target, source=source)
        return
    n, soul = st.cores_on(target)
    owner = st.owner[target]
    if soul and n - 1 >= amount:
        st.draining = (target, amount, source)
        st._ask(owner, "soul_choice", "BS-14", "{} moves {} from {}: {}, is the soul core one of them?",
                (KEEP_SOUL, MOVE_SOUL), st.cards[source].name, Counted(amount, "core"), st.cards[target].name,
                PLAYER[owner])
        return
    drain(st, target, min(amount, n), soul and amount >= n, source, "BS-14" if soul else "BS-28")


KEEP_SOUL = Action("keep_soul")
MOVE_SOUL = Action("move_soul")


def soul_choice(st: BattleSpiritsState, action: Action) -> None:
    target, amount, source = st.draining
    st.draining = ()
    drain(st, target, amount, action is MOVE_SOUL, source, "BS-14")  # `Game.apply` hands over the action listed


def drain(st: BattleSpiritsState, target: int, amount: int, with_soul: bool, source: int, rule: str) -> None:
    owner = st.owner[target]
    place = f"card.{target}"
    if with_soul:
        st.move_cores("soul", 1, place, f"{owner}.reserve")
    st.move_cores("core", amount - with_soul, place, f"{owner}.reserve")
    soul_text = WITH_SOUL if with_soul else WITHOUT_SOUL if rule == "BS-14" else ""
    st._emit(rule, "drain", "{}: {} moved from {} to {}'s reserve{}; it is now Lv{}.", owner, st.cards[source].name,
             Counted(amount, "core"), st.cards[target].name, PLAYER[owner], soul_text, st.level(target), card=target,
             source=source, amount=amount, moves=st.take_moves(), tokens=st.cores.take_moves())


_module = sys.modules[__name__]
OPERATIONS = operations(_module, vocabulary=Effect)
CANDIDATES = operations(_module, "candidates_", Effect)  # the ops that choose a spirit first
# a nexus aura lasts while its ability works: the BP it gives is read where BP is (`BattleSpiritsState.bp_parts`)
require_operations(Effect, OPERATIONS, elsewhere=("aura",))
