"""The interpreter of the effect vocabulary (`effects.py`): each step of a support or option effect, with its
condition, carried out on the battle state and narrated as an event citing the card's rule.

Each op of the vocabulary is one function `op_<name>(effect step, ctx)`, with `ctx` core's `OpContext` (the
state, the player, the source card, the rule), found by its name (`core.operations`); importing this module
refuses an op of `effects.EffectStep` that has none.
"""
from __future__ import annotations

import sys
from collections.abc import Callable

from cardgames.core.operations import OpContext, op_context, operations, require_operations
from cardgames.core.words import PLAYER, Counted, Phrase, Words

from . import effects
from .cards import ATTACK_NAMES, ATTACK_SYMBOLS, LEVEL_RANK
from .effects import Condition, EffectStep
from .state import ANY_ATTACK, DigimonState

ATTACK_INDEX = {name: k for k, name in enumerate(ATTACK_NAMES)}


def base_power(st: DigimonState, p: int, attack: int) -> int:
    """DCB-27: the penalty applies to the printed value first; supports come after."""
    return st.attack_power(p, attack)


def check(st: DigimonState, p: int, c: Condition) -> bool:
    s, o = st.seats[p], st.seats[1 - p]
    me, opp = st.active_card(p), st.active_card(1 - p)
    if me is None or opp is None:
        return False
    attack_names = ATTACK_NAMES
    if c.own_specialty is not None and s.spec not in c.own_specialty:
        return False
    if c.opp_specialty is not None and o.spec not in c.opp_specialty:
        return False
    if c.opp_specialty_not is not None and o.spec in c.opp_specialty_not:
        return False
    if c.same_specialty is not None and (s.spec == o.spec) != c.same_specialty:
        return False
    if c.own_level is not None and me.level not in c.own_level:
        return False
    if c.opp_level is not None and opp.level not in c.opp_level:
        return False
    if c.own_level_lower is not None and (LEVEL_RANK[me.level] < LEVEL_RANK[opp.level]) != c.own_level_lower:
        return False
    if c.own_attack is not None and attack_names[s.attack] not in c.own_attack:
        return False
    if c.own_attack_not is not None and attack_names[s.attack] in c.own_attack_not:
        return False
    if c.opp_attack is not None and attack_names[o.attack] not in c.opp_attack:
        return False
    if c.same_attack is not None and (s.attack == o.attack) != c.same_attack:
        return False
    if c.own_hp_below is not None and not s.hp < c.own_hp_below:
        return False
    if c.own_hp_above is not None and not s.hp > c.own_hp_above:
        return False
    if c.opp_hp_above is not None and not o.hp > c.opp_hp_above:
        return False
    if c.own_hp_lower_than_opp is not None and (s.hp < o.hp) != c.own_hp_lower_than_opp:
        return False
    if c.own_hp_higher_than_opp is not None and (s.hp > o.hp) != c.own_hp_higher_than_opp:
        return False
    if c.own_hand_at_least is not None and len(st.seat_zones[p]["hand"]) < c.own_hand_at_least:
        return False
    if c.own_hand_at_most is not None and len(st.seat_zones[p]["hand"]) > c.own_hand_at_most:
        return False
    return c.opp_evo_zone_more_than is None or len(st.seat_zones[1 - p]["evo"]) > c.opp_evo_zone_more_than


def targets(p: int, who: str) -> tuple[int, ...]:
    return (p,) if who == "self" else (1 - p,) if who == "opponent" else (p, 1 - p)


def run_effect(st: DigimonState, p: int, steps: list, source: int, rule: str) -> None:
    """Carry out the steps of card instance `source`'s effect in order, each with its own event."""
    st.last_count = 0
    ctx = op_context((st, p, source, rule, -1, ()))
    for fx in steps:
        if fx.when is not None and not check(st, p, fx.when):
            st._emit(rule, "effect_skipped", "{}: a condition of this part of the effect does not hold, so it does "
                     "nothing.", p, _src(st, source), source=source, op=fx.op)
            continue
        OPERATIONS[fx.op](fx, ctx)


def _src(st: DigimonState, source: int) -> str:
    """The name of the card whose effect runs."""
    return st.cards[source].name


def _name(st: DigimonState, q: int) -> str:
    c = st.active_card(q)
    return c.name if c else PLAYER[q]


def _set_power(st: DigimonState, fx, p: int, source: int, rule: str, fn: Callable[[int, int], int], what: str):
    for q in targets(p, fx.who):
        s = st.seats[q]
        before = s.power
        s.power = max(fn(s.power, q), 0)
        st.record_change(q, source, "power", before, s.power)
        st._emit(rule, "power", "{}: {}'s attack power {} → {} ({}).", q, _src(st, source), _name(st, q), before,
                 s.power, what, card=s.active, power=s.power, before=before, source=source, by=[p, source])


def op_attack_add(fx: effects.AttackAdd, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    _set_power(st, fx, p, source, rule, lambda v, q: v + fx.amount, f"{fx.amount:+d}")


def op_attack_scale(fx: effects.AttackScale, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    _set_power(st, fx, p, source, rule, lambda v, q: v * fx.num // fx.den, f"×{fx.num}/{fx.den}"
               if fx.den != 1 else f"×{fx.num}")


def op_attack_set(fx: effects.AttackSet, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    _set_power(st, fx, p, source, rule, lambda v, q: fx.value, Words("set to {}", (fx.value,)))


def count_of(st: DigimonState, q: int, count: str) -> int:
    zones = st.seat_zones[q]
    return len(zones["hand"]) if count == "own_hand" else len(zones["evo"]) if count == "own_evo_zone" else \
        st.last_count


def op_attack_add_per(fx: effects.AttackAddPer, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    _set_power(st, fx, p, source, rule, lambda v, q: v + fx.per * count_of(st, q, fx.count),
               f"+{fx.per} per card")


def op_hp_add_per(fx: effects.HpAddPer, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    for q in targets(p, fx.who):
        n = count_of(st, q, fx.count)
        _set_hp(st, q, st.seats[q].hp + fx.per * n, source, rule, f"+{fx.per} × {n}", p)


def op_attack_from_hp(fx: effects.AttackFromHp, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    _set_power(st, fx, p, source, rule, lambda v, q: st.seats[q].hp, "equal to its HP")


def op_attack_add_hp(fx: effects.AttackAddHp, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    _set_power(st, fx, p, source, rule, lambda v, q: v + st.seats[q].hp, "plus its HP")


def op_attack_times_count(fx: effects.AttackTimesCount, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    n = st.last_count
    _set_power(st, fx, p, source, rule, lambda v, q: v * n, f"×{n} discarded")


def op_attack_change(fx: effects.AttackChange, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    k = ATTACK_INDEX[fx.to]
    for q in targets(p, fx.who):
        s = st.seats[q]
        st.record_change(q, source, "attack", s.attack, k)
        s.attack = k
        s.power = base_power(st, q, k)
        st._emit(rule, "attack_change", "{}: {}'s attack becomes {} ({}).", q, _src(st, source), _name(st, q),
                 ATTACK_SYMBOLS[k], s.power, attack=k)


def op_attack_rotate(fx: effects.AttackRotate, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    for q in targets(p, fx.who):
        s = st.seats[q]
        st.record_change(q, source, "attack", s.attack, (s.attack + 1) % 3)
        s.attack = (s.attack + 1) % 3
        s.power = base_power(st, q, s.attack)
        st._emit(rule, "attack_change", "{}: {}'s attack turns into {} ({}).", q, _src(st, source), _name(st, q),
                 ATTACK_SYMBOLS[s.attack], s.power, attack=s.attack)


def _set_flag(st: DigimonState, fx, p: int, source: int, rule: str, attr: str, text: Phrase) -> None:
    """Set a side's flag; `text` (what the card now does, a `Phrase`: worded when read) ends the event."""
    for q in targets(p, fx.who):
        setattr(st.seats[q], attr, True)
        st.record_change(q, source, attr, False, True)
        st._emit(rule, attr, "{}: {} {}.", q, _src(st, source), _name(st, q), text)


def op_attack_first(fx: effects.AttackFirst, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    _set_flag(st, fx, p, source, rule, "first", Phrase("attacks first"))


def op_attack_second(fx: effects.AttackSecond, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    _set_flag(st, fx, p, source, rule, "second", Phrase("attacks second"))


def op_eat_up(fx: effects.EatUp, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    _set_flag(st, fx, p, source, rule, "eat_up", Phrase("gains Eat-up HP"))


def op_counter(fx: effects.Counter, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    s = st.seats[p]
    s.counter = ANY_ATTACK if fx.attack == "any" else ATTACK_INDEX[fx.attack]
    st.record_change(p, source, "counter", None, fx.attack)
    what = "any attack" if fx.attack == "any" else ATTACK_SYMBOLS[s.counter]
    st._emit(rule, "counter_ready", "{}: {} will counter {}.", p, _src(st, source), _name(st, p), what)


def _set_hp(st, q, value, source, rule, what, p):
    """Set `q`'s HP (a KO'd Digimon stays at 0); `p` is the seat whose card `source` caused it (the event's `by`)."""
    s = st.seats[q]
    before = s.hp
    s.hp = max(value, 1) if before > 0 else before
    st.record_change(q, source, "hp", before, s.hp)
    st._emit(rule, "hp", "{}: {}'s HP {} → {} ({}).", q, _src(st, source), _name(st, q), before, s.hp, what,
             card=s.active, hp=s.hp, before=before, source=source, by=[p, source])


def op_hp_add(fx: effects.HpAdd, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    for q in targets(p, fx.who):
        _set_hp(st, q, st.seats[q].hp + fx.amount, source, rule, f"{fx.amount:+d}", p)


def op_hp_set(fx: effects.HpSet, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    for q in targets(p, fx.who):
        _set_hp(st, q, fx.value, source, rule, Words("set to {}", (fx.value,)), p)


def op_hp_scale(fx: effects.HpScale, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    for q in targets(p, fx.who):
        _set_hp(st, q, st.seats[q].hp * fx.num // fx.den, source, rule, f"×{fx.num}/{fx.den}", p)


def op_hp_copy(fx: effects.HpCopy, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    q = targets(p, fx.who)[0]
    _set_hp(st, q, st.seats[1 - q].hp, source, rule, "copied", p)


def op_hp_swap(fx: effects.HpSwap, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    a, b = st.seats[p].hp, st.seats[1 - p].hp
    _set_hp(st, p, b, source, rule, "swapped", p)
    _set_hp(st, 1 - p, a, source, rule, "swapped", p)


def op_revive(fx: effects.Revive, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    st.seats[p].revive = fx.hp
    st.record_change(p, source, "revive", None, fx.hp)
    st._emit(rule, "revive", "{}: if KO'd this battle, {} revives with {} HP.", p, _src(st, source), _name(st, p),
             fx.hp)


def op_copy_opponent(fx: effects.CopyOpponent, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    s, o = st.seats[p], st.seats[1 - p]
    st.record_change(p, source, "power", s.power, o.power)
    st.record_change(p, source, "specialty", st.specialty(p), o.spec)
    s.power, s.spec = o.power, o.spec
    _set_hp(st, p, o.hp, source, rule, "copied", p)
    st._emit(rule, "copy", "{}: {} copies attack power {} and specialty {}.", p, _src(st, source), _name(st, p),
             s.power,
             s.spec)


def _set_spec(st, q, spec, source, rule):
    st.record_change(q, source, "specialty", st.specialty(q), spec)
    st.seats[q].spec = spec
    st._emit(rule, "specialty", "{}: {}'s specialty becomes {} this turn.", q, _src(st, source), _name(st, q), spec,
             card=st.seats[q].active, source=source, spec=spec)


def op_specialty_set(fx: effects.SpecialtySet, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    for q in targets(p, fx.who):
        _set_spec(st, q, fx.to, source, rule)


def op_specialty_swap(fx: effects.SpecialtySwap, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    a, b = st.seats[p].spec, st.seats[1 - p].spec
    _set_spec(st, p, b, source, rule)
    _set_spec(st, 1 - p, a, source, rule)


def op_specialty_copy(fx: effects.SpecialtyCopy, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    q = targets(p, fx.who)[0]
    _set_spec(st, q, st.seats[1 - q].spec, source, rule)


def op_void_support(fx: effects.VoidSupport, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    s = st.seats[p]
    s.voids = 2 if fx.include_options else 1
    st.record_change(1 - p, source, "void", None, "support and option effects" if fx.include_options
                     else "support effects")
    what = "support and option effects are" if fx.include_options else "support effect is"
    st._emit(rule, "void", "{}: the opponent's {} cancelled this battle.", p, _src(st, source), what)


def op_draw(fx: effects.Draw, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    for q in targets(p, fx.who):
        for _ in range(fx.n):
            if not st.draw(q, rule):
                break


def op_draw_to(fx: effects.DrawTo, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    for q in targets(p, fx.who):
        missing = fx.n - len(st.seat_zones[q]["hand"])
        for _ in range(max(missing, 0)):
            if not st.draw(q, rule):
                break


def op_mill(fx: effects.Mill, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    for q in targets(p, fx.who):
        zones = st.seat_zones[q]
        cards = zones["deck"][-fx.n:][::-1] if fx.n else []
        st.discard(q, "deck", cards, rule, st.cards[source].name)
        st.last_count = len(cards)


def op_discard_hand(fx: effects.DiscardHand, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    for q in targets(p, fx.who):
        zones = st.seat_zones[q]
        if fx.n is None:
            cards = list(zones["hand"])
        else:
            pool = list(zones["hand"])
            cards = [pool.pop(st._rng.randrange(len(pool))) for _ in range(min(fx.n, len(pool)))]
        st.discard(q, "hand", cards, rule, st.cards[source].name)
        st.last_count = len(cards)


def op_discard_evo_zone(fx: effects.DiscardEvoZone, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    for q in targets(p, fx.who):
        zones = st.seat_zones[q]
        n = st.last_count if fx.n_from_count else fx.n
        cards = list(zones["evo"]) if n is None else zones["evo"][-n:][::-1] if n else []
        st.discard(q, "evo", cards, rule, st.cards[source].name)
        st.last_count = len(cards)


def op_recycle(fx: effects.Recycle, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    for q in targets(p, fx.who):
        zones = st.seat_zones[q]
        moved = zones["discard"][-fx.n:] if fx.n else []
        for card in moved:
            st.move(card, "deck")
        moves = st.take_moves()
        if fx.shuffle:
            st.shuffle(q, "deck")
        how = "deck, which is shuffled" if fx.shuffle else "top of the deck"
        st._emit(rule, "recycle", "{}: {} from {}'s discard pile to the {}.", q, _src(st, source),
                 Counted(len(moved), "card"), PLAYER[q], how, cards=moved, moves=moves)


def op_hand_to_deck(fx: effects.HandToDeck, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    for q in targets(p, fx.who):
        zones = st.seat_zones[q]
        moved = list(zones["hand"])
        for card in moved:
            st.move(card, "deck")
        moves = st.take_moves()
        st.shuffle(q, "deck")
        st._emit(rule, "hand_to_deck", "{}: {} shuffles {} from the hand into the deck.", q, _src(st, source),
                 PLAYER[q], Counted(len(moved), "card"), cards=moved, moves=moves)


def op_search_partner(fx: effects.SearchPartner, ctx: OpContext) -> None:
    st, p, source, rule = ctx[:4]
    zones = st.seat_zones[p]
    partners = st.partner_cas()
    found = [i for i in zones["deck"] if st.cards[i].ca in partners]
    if not found:
        st._emit(rule, "search", "{}: no partner card in the deck.", p, _src(st, source))
        return
    iid = found[st._rng.randrange(len(found))]
    st.move(iid, "hand")
    moves = st.take_moves()
    st._emit(rule, "search", "{}: {} takes {} from the deck.", p, _src(st, source), PLAYER[p], st.cards[iid].name,
             card=iid, moves=moves)


OPERATIONS = operations(sys.modules[__name__], vocabulary=EffectStep)
require_operations(EffectStep, OPERATIONS)
