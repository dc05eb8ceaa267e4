"""Carries out the effect vocabulary of `effects.py` on the state, one effect step at a time.

A step that needs a card (see `effects.py`) lists its candidates when it resolves: none, and it does nothing; one,
and it is taken; more, and its controller answers (core's `Choice`, asked as a `pick`). The op then runs in a step
of its own, `apply_op`, so a board shows the choice and the result separately. A launch at a card chooses a pair
(the launched D-Spirit and its target) in one answer; the comparison runs in the battle's own step (`launch_clash`,
`battle.py`), so the launch follows the battle rules without a second copy of them.

Each op of the vocabulary is found by its name (`core.operations`): `op_<name>` carries it out, and
`candidates_<name>`, for an op that chooses first, lists what it may choose: card ids, or core's `Choice` (an op
without one needs no choice). Importing this module refuses an op of `effects.EffectStep` without its function.
"""
from __future__ import annotations

import sys
from functools import lru_cache

from cardgames.core.operations import OpContext, by_model, op_context, operations, require_operations
from cardgames.core.selections import Choice, Item
from cardgames.core.words import PLAYER, Counted, Phrase, Words

from .effects import (
    Boost,
    Cure,
    DamageSp,
    EffectStep,
    GainSp,
    Inflict,
    Launch,
    Negate,
    Remove,
    SuperSummon,
    SwitchZone,
)
from .state import FROZEN, MAY_ATTACK, POISONED, SCENE_SIZE, SUPER, DSpiritsState

STAT_NAMES = {"atk": "ATK", "end": "END", "sp": "SP"}  # a launched stat, as the cards print it

ATTACK = -2         # what a Counter Sign answers when it answers the attack itself (chain.py)
CARD_EFFECT = -1    # `which` effect of a card: -1 a support card's own, -2 a Special Move, k >= 0 ability k
SPECIAL_MOVE = -2
NEGATED = -3        # the victim of a negated launch: its launched card goes to the D-World and hits nothing (DSP-37)
RULE_OF_KIND = {"signal": "DSP-18", "realm": "DSP-19", "special_move": "DSP-20"}
# The rules look an op up by `type(op)` (`OP_OF`, `CANDIDATES_OF`: the functions found by name, keyed by the op's
# model), which costs less than reading a field of a pydantic model (an op is exactly one model of the union
# `EffectStep`, and none derives from another)


def effect_of(st: DSpiritsState, card: int, which: int):
    """The effect of `card`'s link `which`, from the card facts (no attribute of a pydantic card read)."""
    if which == CARD_EFFECT:
        return st.cards[card].effect
    if which == SPECIAL_MOVE:
        return st.cards[card].move_effect
    return st.cards[card].ability_effects[which]


def rule_of(st: DSpiritsState, card: int, which: int) -> str:
    if which == CARD_EFFECT:
        return RULE_OF_KIND[st.cards[card].kind]
    return "DSP-14" if which == SPECIAL_MOVE else "DSP-15"


def candidates(st: DSpiritsState, p: int, op, source: int) -> list[int] | Choice:
    """What `op` may choose (DSP-39: never a D-Spirit in the Support Zone), by its `candidates_<name>`: the cards
    its player picks one of, or core's `Choice` when it is more (a launch at a card); none for an op that chooses no
    card. A Battle Scene's own list when the op may choose any card of it: read it, do not change it."""
    choose = CANDIDATES_OF.get(type(op))
    return [] if choose is None else choose(st, p, op)


# ----- what the ops that choose first may choose: `candidates_<name>(st, player, op)` ------------------------------
def candidates_inflict(st: DSpiritsState, p: int, op: Inflict) -> list[int]:
    return st.seat_zones[1 - p]["scene"]


def candidates_remove(st: DSpiritsState, p: int, op: Remove) -> list[int]:
    return st.seat_zones[1 - p]["scene"]


def candidates_cure(st: DSpiritsState, p: int, op: Cure) -> list[int]:
    status = st.counters.status
    return [c for c in st.seat_zones[p]["scene"] if status[c]]


def candidates_boost(st: DSpiritsState, p: int, op: Boost) -> list[int]:
    return st.seat_zones[p]["scene"]


def candidates_launch(st: DSpiritsState, p: int, op: Launch) -> list[int] | Choice:
    """A launch at a player: one of the player's D-Spirits. At a card (DSP-37): the D-Spirit launched and the one it
    hits, a pair, in one answer; with no opposing D-Spirit left the launch fails but a D-Spirit is still launched
    (it hits nothing, -1)."""
    if op.at != "card":
        return st.seat_zones[p]["scene"]
    cards = st.cards
    return Choice(tuple([_pair_item(c, t, cards[c].name, cards[t].name if t >= 0 else "")
                         for c, t in launch_pairs(st, p)]),
                  "{}: choose the D-Spirit to launch and the D-Spirit it hits.")


def candidates_super_summon(st: DSpiritsState, p: int, op: SuperSummon) -> list[int]:
    zone = st.seat_zones[p]
    if len(zone["scene"]) >= SCENE_SIZE:
        return []
    cards = st.cards
    return [c for c in zone["hand"] if cards[c].summonable]


@lru_cache(maxsize=1024)
def _pair_item(launched: int, hits: int, name: str, hits_name: str) -> Item:
    """A launch at a card as an answer's item: the pair (launched, hit, -1 nothing), labelled by both names."""
    if hits < 0:
        return Item((launched, hits), Phrase("Launch {name} at nothing", name=name))
    return Item((launched, hits), Phrase("Launch {name} at {hits_name}", name=name, hits_name=hits_name))


@lru_cache(maxsize=1024)
def _negated_item(launched: int, name: str) -> Item:
    """The D-Spirit a negated launch loses, as an answer's item (DSP-37)."""
    return Item(launched, Phrase("Launch {name} (negated: it hits nothing)", name=name))


def can_affect(st: DSpiritsState, p: int, effect, source: int = -1) -> bool:
    """Whether the effect's first step has something to act on now (a card is not played for nothing: a launch at a
    card needs an opposing D-Spirit, or it would only lose one of the player's own)."""
    op = effect[0]
    if type(op) is SwitchZone:
        return st.in_zone(source, p, "szone") and len(st.seat_zones[p]["scene"]) < SCENE_SIZE or \
            st.in_zone(source, p, "scene")
    choose = AFFECTS_OF.get(type(op))
    return choose is None or bool(choose(st, p, op))


def _may_launch(st: DSpiritsState, p: int, op: Launch) -> list[int]:
    """What a launch may act on, for `can_affect`: the player's D-Spirits, and at a card only while an opposing one
    is there to hit (its pairs are made only when it resolves)."""
    zones = st.seat_zones
    return [] if op.at == "card" and not zones[1 - p]["scene"] else zones[p]["scene"]


def launch_pairs(st: DSpiritsState, p: int) -> list[tuple[int, int]]:
    """DSP-37: (launched, target) pairs of a launch at a card; with no opposing D-Spirit left, the launch fails
    but a D-Spirit is still launched (target -1)."""
    targets = st.seat_zones[1 - p]["scene"] or [-1]
    return [(c, t) for c in st.seat_zones[p]["scene"] for t in targets]


def step_effect(st: DSpiritsState, p: int, card: int, which: int, index: int, answered: int, rule: str) -> None:
    """One step of an effect: an op that chooses first lists what it may choose (`candidates_<name>`); nothing, and
    it does nothing; one, and it is taken; more, and its player answers (core's `Choice`, a pick)."""
    op = effect_of(st, card, which)[index]
    choose = CANDIDATES_OF.get(type(op))
    if choose is None:  # no card to choose (Lampire's switch moves itself)
        st._push(("apply_op", p, card, which, index, answered, rule, -1))
        return
    found = choose(st, p, op)
    if type(found) is Choice:  # a launch at a card: pairs, asked by DSP-37
        if not found.items:
            st._emit(rule, "no_target", "{}: no D-Spirit to launch; the effect does nothing.", p, st.cards[card].name)
        else:
            _choose(st, p, card, which, index, answered, rule, "DSP-37", found, -1)
        return
    if not found:
        text = ("{}: nothing to {}; the effect does nothing (the launched card is still lost, DSP-37)."
                if type(op) is Launch else "{}: nothing to {}; the effect does nothing.")
        st._emit(rule, "no_target", text, p, st.cards[card].name, op.op.replace("_", " "))
        return
    if len(found) == 1:
        st._push(("apply_op", p, card, which, index, answered, rule, found[0]))
        return
    _choose(st, p, card, which, index, answered, rule, rule,
            Choice.of_cards(st.cards, found, "{}: choose a card to {}.", (op.op.replace("_", " "),)), -1)


def _choose(st: DSpiritsState, p: int, card: int, which: int, index: int, answered: int, rule: str, asked_by: str,
            choice: Choice, victim: int) -> None:
    """The op's player answers `choice` (asked citing `asked_by`); one item, and it is taken. The op then runs with
    the value (`chosen`, then `apply_op`)."""
    if len(choice.items) == 1:
        step_chosen(st, p, card, which, index, answered, rule, victim, (choice.items[0].value,))
        return
    # asked now, by this step (the select step's own function: no step looked up)
    st._s_select(choice.selection(p, asked_by, st.cards[card].name,
                                  ("chosen", p, card, which, index, answered, rule, victim)))


def step_negated_launch(st: DSpiritsState, p: int, card: int, which: int, index: int, answered: int) -> None:
    """DSP-37: a negated launch still sends a launched D-Spirit to the D-World; its player chooses which, as for the
    launch itself (the choice is made when the link resolves, and that is when it is negated)."""
    found = st.seat_zones[p]["scene"]
    if not found:
        st._emit("DSP-37", "no_target", "{}: no D-Spirit to launch, so none is lost.", p, st.cards[card].name)
        return
    cards = st.cards
    _choose(st, p, card, which, index, answered, "DSP-37", "DSP-37",
            Choice(tuple([_negated_item(c, cards[c].name) for c in found]), "{}: the launch was negated; choose the "
                   "D-Spirit it launched, which goes to the D-World."), NEGATED)


def step_chosen(st: DSpiritsState, p: int, card: int, which: int, index: int, answered: int, rule: str, victim: int,
                chosen: tuple) -> None:
    """The answer given (`chosen`: the one value picked, a card or a launch's pair): the op runs with it, in a step of
    its own (`apply_op`), so a board shows the choice and the result separately."""
    value = chosen[0]
    if type(value) is tuple:  # a launch at a card: the D-Spirit launched and the one it hits
        st._push(("apply_op", p, card, which, index, answered, rule, *value))
    elif victim == -1:
        st._push(("apply_op", p, card, which, index, answered, rule, value))
    else:
        st._push(("apply_op", p, card, which, index, answered, rule, value, victim))


def step_apply_op(st: DSpiritsState, p: int, card: int, which: int, index: int, answered: int, rule: str,
                  target: int, victim: int = -1) -> None:
    """Carry out one op on its chosen card (`victim`: the target of a launch at a card, -1 none)."""
    op = effect_of(st, card, which)[index]
    OP_OF[type(op)](op, op_context((st, p, card, rule, target, (answered, victim))))


# ----- the ops: `op_<name>(op, ctx)`, core's `OpContext`; its `detail`: (the link it answers, a launch's victim) --
def op_gain_sp(op: GainSp, ctx: OpContext) -> None:
    st, p, card, rule, target, (answered, victim) = ctx
    st._push(("gain", p, op.amount, rule, st.cards[card].name, card))


def op_damage_sp(op: DamageSp, ctx: OpContext) -> None:
    st, p, card, rule, target, (answered, victim) = ctx
    st._push(("pay", 1 - p, op.amount, rule, st.cards[card].name, card))


def op_inflict(op: Inflict, ctx: OpContext) -> None:
    st, p, card, rule, target, (answered, victim) = ctx
    src = st.cards[card].name
    if op.status == "frozen":
        st.counters.status[target] |= FROZEN
        text = Words("{} is Frozen: it cannot attack, change stance or be soul-exchanged", (st.cards[target].name,))
    else:
        st.counters.status[target] |= POISONED
        st.counters.poison[target] = max(st.counters.poison[target], op.amount)
        text = Words("{} is Poisoned: its controller loses {} SP at the start of each turn",
                     (st.cards[target].name, op.amount))
    st._emit("DSP-38", "status", "{}: {}.", p, src, text, card=target, source=card, status=op.status)


def op_cure(op: Cure, ctx: OpContext) -> None:
    st, p, card, rule, target, (answered, victim) = ctx
    src = st.cards[card].name
    st.counters.status[target] = 0
    st.counters.poison[target] = 0
    st._emit(rule, "status", "{}: {} loses every status.", p, src, st.cards[target].name, card=target, source=card,
             status="")


def op_boost(op: Boost, ctx: OpContext) -> None:
    st, p, card, rule, target, (answered, victim) = ctx
    src = st.cards[card].name
    atk, end = op.atk, op.end
    st.counters.atk_boost[target] += atk
    st.counters.end_boost[target] += end
    now_atk, now_end = st.stats(target)
    st._emit(rule, "boost", "{}: {} gets {:+} ATK, {:+} END this turn (ATK {}, END {}).", p, src, st.cards[target].name,
             atk, end, now_atk, now_end, card=target, source=card, atk=atk, end=end)


def op_launch(op: Launch, ctx: OpContext) -> None:
    st, p, card, rule, target, (answered, victim) = ctx
    who, src = PLAYER[p], st.cards[card].name
    if victim == NEGATED:
        st.leave_field(target, "dworld")
        st._emit("DSP-37", "launch", "{}'s launch was negated: {} hits nothing but still goes to the D-World.", p,
                 src, st.cards[target].name, card=target, stat=op.stat, value=0, moves=st.take_moves())
        return
    if op.at == "card":
        launch_at_card(st, p, op.stat, target, victim)
        return
    value = {"atk": st.atk(target), "end": st.end(target), "sp": st.spirit(target).sp}[op.stat]
    st.leave_field(target, "dworld")
    st._emit("DSP-37", "launch", "{} launches {} using its {} {} at {}'s SP; the launched card goes to the D-World "
             "(a launch is no attack).", p, who, st.cards[target].name, STAT_NAMES[op.stat], value, PLAYER[1 - p],
             card=target, stat=op.stat, value=value, moves=st.take_moves())
    st._push(("pay", 1 - p, value, "DSP-37", Words("{} launched", (st.cards[target].name,)), target))


def op_negate(op: Negate, ctx: OpContext) -> None:
    st, p, card, rule, target, (answered, victim) = ctx
    src = st.cards[card].name
    if answered == ATTACK:
        if st.attack:
            st.attack = ()
            st._emit("DSP-18", "negated", "{} negates the attack.", p, src, source=card)
    else:
        st.negated = (*st.negated, answered)
        whose = PLAYER[st.owner[answered]]
        st._emit("DSP-17", "negate", "{} negates {}'s {}, the link it answers.", p, src, whose, st.cards[answered].name,
                 card=answered, source=card)


def op_super_summon(op: SuperSummon, ctx: OpContext) -> None:
    st, p, card, rule, target, (answered, victim) = ctx
    st._push(("summon", p, target, "super"))


def op_switch_zone(op: SwitchZone, ctx: OpContext) -> None:
    st, p, card, rule, target, (answered, victim) = ctx
    src = st.cards[card].name
    if st.in_zone(card, p, "scene"):
        st.move(card, "szone")
        st.counters.flags[card] &= ~MAY_ATTACK
        where = "the Support Zone"
    elif st.in_zone(card, p, "szone") and len(st.seat_zones[p]["scene"]) < SCENE_SIZE:
        st.move(card, "scene")
        st.counters.flags[card] |= SUPER  # back on the field by its own effect
        where = "the Battle Scene"
    else:
        st._emit("DSP-39", "no_target", "{} cannot move now.", p, src)
        return
    st._emit("DSP-39", "switch_zone", "{} moves to {} by its own ability.", p, src, where, card=card,
             moves=st.take_moves())


def op_remove(op: Remove, ctx: OpContext) -> None:
    st, p, card, rule, target, (answered, victim) = ctx
    src = st.cards[card].name
    stack = st.leave_field(target, "removed")
    under = Words(" with {} under it (the whole stack, DSP-21)", (Counted(len(stack) - 1, "card"),)) \
        if len(stack) > 1 else ""
    st._emit("DSP-21", "remove", "{}: {} is removed from play{}; removed cards are out of the game, not in the "
             "D-World, and cost no SP.", p, src, st.cards[target].name, under, card=target, moves=st.take_moves())


def launch_at_card(st: DSpiritsState, p: int, stat: str, launched: int, target: int) -> None:
    """DSP-37: the launched card goes to the D-World (even when the launch fails); its stat, with the type advantage
    an ATK or END gets in a battle (DSP-16), is then compared with the target in `launch_clash`."""
    if not st.in_zone(launched, p, "scene"):
        st._emit("DSP-37", "no_target", "{} has left the Battle Scene: nothing is launched.", p,
                 st.cards[launched].name)
        return
    hit = target >= 0 and st.in_zone(target, 1 - p, "scene")
    atk, end = st.battle_stats(launched, target) if hit else (st.atk(launched), st.end(launched))
    value = {"atk": atk, "end": end, "sp": st.spirit(launched).sp}[stat]
    st.leave_field(launched, "dworld")
    at = st.cards[target].name if hit else "nothing (no opposing D-Spirit is left): the launch fails"
    st._emit("DSP-37", "launch", "{} launches {} using its {} {} at {}; the launched card goes to the D-World (a "
             "launch is no attack).", p, PLAYER[p], st.cards[launched].name, STAT_NAMES[stat], value, at, card=launched,
             stat=stat, value=value, target=target if hit else -1, moves=st.take_moves())
    if hit:
        st._push(("launch_clash", p, launched, value, target))


_module = sys.modules[__name__]
OPERATIONS = operations(_module, vocabulary=EffectStep)
CANDIDATES = operations(_module, "candidates_", EffectStep)  # the ops that choose a card
require_operations(EffectStep, OPERATIONS)
OP_OF, CANDIDATES_OF = by_model(EffectStep, OPERATIONS), by_model(EffectStep, CANDIDATES)
AFFECTS_OF = {**CANDIDATES_OF, Launch: _may_launch}  # whether an op has something to act on (`can_affect`)
