"""Carries out the effect vocabulary of `effects.py`: one effect per rule step, a choice as a decision.

An effect step is `("effect", seat, source card, attack index (-1: the card's own effects), effect index, host)`;
`host` is the character the effect belongs to (for conditions such as "if attached to Kuwabara"). Each operation of
the vocabulary is a function found by its name (`core.operations`): `op_<name>(effect, ctx)` carries it out, and
`candidates_<name>(st, player, effect)`, for an operation that chooses first, lists what it may choose as core's
`Choice` (a card, an answer, an attack to copy; who chooses): the choice is asked as core's `Selection`, and the
operation then runs with the value chosen as `ctx.target` (the step `chosen`).
"""
from __future__ import annotations

import sys
from functools import lru_cache

from cardgames.core.operations import OpContext, op_context, operations, require_operations
from cardgames.core.selections import Choice, Item, Selection
from cardgames.core.words import PLAYER, Counted, Phrase, Words
from cardgames.core.zones import NOTHING_MOVED

from .cards import TURN_START_OPS
from .effects import Effect
from .state import YuyuState

YES_NO = (Item(True, Phrase("Yes")), Item(False, Phrase("No")))  # the answers of a choice that names no card
NOTHING_BACK = Item(-1, Phrase("Shuffle nothing back"))  # declining a recycle that may be declined


def _effects(st: YuyuState, src: int, index: int) -> list:
    card = st.cards[src]
    return card.attacks[index].effects if index >= 0 else card.effects


def step_effect(st: YuyuState, p: int, src: int, index: int, k: int, host: int) -> None:
    e = _effects(st, src, index)[k]
    rule = "YYH-6" if st.cards[src].kind == "event" else "YYH-14"
    if not st.holds(e.when, p, None if host < 0 else host):
        st._emit(rule, "effect", "{}: its condition does not hold, so nothing happens.", p, st.cards[src].name,
                 source=src)
        return
    if e.op not in CANDIDATES:
        OPERATIONS[e.op](e, op_context((st, p, src, rule, -1, (index, host))))
        return
    asked = choice_selection(st, p, src, index, k, host)
    if asked is None:
        st._emit("YYH-14", "effect", "{}: there is nothing to choose, so nothing happens.", p, st.cards[src].name,
                 source=src)
        return
    st._run(("select", asked))  # asked now, by this step


def choice_selection(st: YuyuState, p: int, src: int, index: int, k: int, host: int) -> Selection | None:
    """What effect `k` chooses first, asked as core's `Selection` (also rebuilt by a position); None when its
    `candidates_<name>` lists nothing."""
    e = _effects(st, src, index)[k]
    choice = CANDIDATES[e.op](st, p, e)
    if not choice.items:
        return None
    return choice.selection(p, "YYH-14", st.cards[src].name, ("chosen", p, src, index, k, host))


def step_chosen(st: YuyuState, p: int, src: int, index: int, k: int, host: int, chosen: tuple) -> None:
    """The operation of effect `k` carried out with the value its choice gave (`ctx.target`)."""
    e = _effects(st, src, index)[k]
    OPERATIONS[e.op](e, op_context((st, p, src, "YYH-14", chosen[0], (index, host))))


# ----- the operations done at once: `op_<name>(effect, ctx)`, core's `OpContext`; `detail`: (attack index, host) -
def op_attack_add(e, ctx: OpContext) -> None:
    st, p, src, rule, _, (index, host) = ctx
    st.power += e.amount
    st._emit(rule, "effect", "{}: +{} attack ({} now).", p, st.cards[src].name, e.amount, st.attack_value(p),
             source=src, amount=e.amount)


def op_attack_add_per(e, ctx: OpContext) -> None:
    st, p, src, rule, _, (index, host) = ctx
    n = count(st, p, e.count)
    st.power += e.per * n
    st._emit(rule, "effect", "{}: +{} × {} = +{} attack ({} now).", p, st.cards[src].name, e.per, n, e.per * n,
             st.attack_value(p), source=src, amount=e.per * n, count=n)


_UNTIL = {"turn": "this turn", "next_draw": "until the next draw step", "match": "until the match ends"}


def op_boost(e, ctx: OpContext) -> None:
    st, p, src, rule, _, (index, host) = ctx
    for what, amount in (("attack", e.attack), ("defense", e.defense)):
        if amount:
            st.boost(p, what, amount, e.until, src)
    gets = Words("+{} attack and +{} defense", (e.attack, e.defense,)) if e.attack and e.defense else \
        Words("+{} attack", (e.attack,)) if e.attack else Words("+{} defense", (e.defense,)) if e.defense else ""
    st._emit(rule, "effect", "{}: {} gets {} {}.", p, st.cards[src].name, PLAYER[p], gets,
             _UNTIL[e.until], source=src, attack=e.attack, defense=e.defense)


def op_match_boost(e, ctx: OpContext) -> None:
    st, p, src, rule, _, (index, host) = ctx
    st.boost(p, "attack", e.amount, "match", src)
    st._emit(rule, "effect", "{}: this character's attacks get +{} until the match ends.", p, st.cards[src].name,
             e.amount, source=src, amount=e.amount)


def op_mill(e, ctx: OpContext) -> None:
    st, p, src, rule, _, (index, host) = ctx
    st._emit(rule, "effect", "{}: {} discards the top {} of their deck.", p, st.cards[src].name, PLAYER[1 - p],
             Counted(e.n, "card"), source=src, count=e.n)
    st._push(*[("mill_one", 1 - p, src)] * e.n)


def op_opp_lose_se(e, ctx: OpContext) -> None:
    st, p, src, rule, _, (index, host) = ctx
    o = 1 - p
    n = min(e.n, st.energy(o))
    tokens = st.spend(o, n) if n else NOTHING_MOVED
    st._emit(rule, "effect", "{}: {} loses {} SE ({} left).", p, st.cards[src].name, PLAYER[o], n, st.energy(o),
             source=src, amount=n, tokens=tokens)


def op_heal(e, ctx: OpContext) -> None:
    st, p, src, rule, _, (index, host) = ctx
    st._push(*[("heal_point", p, host)] * e.n)


def op_climatic_finish(e, ctx: OpContext) -> None:
    st, p, src, rule, _, (index, host) = ctx
    if st.in_final_match():
        st.climatic, st.needed = True, 8
        st._emit(rule, "effect", "Climatic Finish: no main steps until this 5th match ends, and a character needs "
                 "8 damage to be defeated in it (two full turns of the card).", p)
    else:
        st._emit(rule, "effect", "Climatic Finish: this is not the 5th match, so nothing happens.", p)


def op_recycle(e, ctx: OpContext) -> None:
    """Every item of the discard pile back into the deck at once, or `n` cards the player picks one by one."""
    st, p, src, rule, _, (index, host) = ctx
    if e.all_of != "item":
        st._push(*[("recycle_ask", p, src, index, e.may)] * e.n)
        return
    items = [c for c in st.seat_zones[p]["discard"] if st.cards[c].kind == "item"]
    for c in items:
        st.move(c, "deck", status=False)
    st.shuffle(p, "deck")
    st._emit(rule, "effect", "{}: {} shuffled from the discard pile into the deck.",
             p, st.cards[src].name, Counted(len(items), "item"), source=src, moves=st.take_moves())


def op_reorder_top(e, ctx: OpContext) -> None:
    st, p, src, rule, _, (index, host) = ctx
    st._push(("reorder", p, p if e.whose == "own" else 1 - p, src, e.n))


def count(st: YuyuState, p: int, what: str) -> int:
    f = st.fighter(p)
    if what == "own_se":
        return st.energy(p)
    if what == "own_hand":
        return len(st.seat_zones[p]["hand"])
    if what == "own_discard":
        return len(st.seat_zones[p]["discard"])
    if what == "opp_discard":
        return len(st.seat_zones[1 - p]["discard"])
    if what == "opp_sideline":
        return len(st.seat_zones[1 - p]["sideline"])
    attached = st.attachments(f) if f is not None else []
    if what == "techniques":
        return sum(st.cards[c].kind == "technique" for c in attached)
    return len(attached)


# ----- the operations that choose first: `candidates_<name>(st, player, effect)` lists the choice (core's `Choice`),
# `op_<name>(effect, ctx)` carries out the answer, `ctx.target` -------------------------------------------------------
def candidates_discard_from_opp_hand(st: YuyuState, p: int, e) -> Choice:
    o = 1 - p
    hand = st.seat_zones[o]["hand"]
    return Choice(st.items(hand), "{}: look at {}'s hand and choose a card to discard", (PLAYER[o],))


def op_discard_from_opp_hand(e, ctx: OpContext) -> None:
    st, p, src, rule, card, _ = ctx
    st.move(card, "discard")
    st._emit(rule, "effect", "{}: {} discards {} from {}'s hand.", p, st.cards[src].name, PLAYER[p],
             st.cards[card].name, PLAYER[1 - p], source=src, card=card, moves=st.take_moves())


def candidates_opp_returns_hand_card(st: YuyuState, p: int, e) -> Choice:
    o = 1 - p
    return Choice(st.items(st.seat_zones[o]["hand"]), "{}: choose a card of your hand to shuffle into your deck",
                  chooser=o)


def op_opp_returns_hand_card(e, ctx: OpContext) -> None:
    st, p, src, rule, card, _ = ctx
    o, name = 1 - p, st.cards[src].name
    st.move(card, "deck", status=False)
    st.shuffle(o, "deck")
    st._emit(rule, "effect", "{}: {} shuffles {} into their deck.", o, name, PLAYER[o], st.cards[card].name,
             source=src, moves=st.take_moves(), public="{0}: {1} shuffles a card of their hand into their deck.")


def candidates_discard_opp_item(st: YuyuState, p: int, e) -> Choice:
    o = 1 - p
    f = st.fighter(o)
    items = [c for c in (st.attachments(f) if f is not None else []) if st.cards[c].kind == "item"]
    return Choice(st.items(items), "{}: choose an item of {}'s fighter to discard", (PLAYER[o],))


def op_discard_opp_item(e, ctx: OpContext) -> None:
    st, p, src, rule, card, _ = ctx
    st.move(card, "discard")
    st._emit(rule, "effect", "{}: {} is discarded.", p, st.cards[src].name, st.cards[card].name, source=src,
             card=card, moves=st.take_moves())


def candidates_pay_se_boost(st: YuyuState, p: int, e) -> Choice:
    return Choice(YES_NO if st.energy(p) >= e.se else (), "{}: pay {} SE for +{} attack?", (e.se, e.amount))


def op_pay_se_boost(e, ctx: OpContext) -> None:
    st, p, src, rule, pay, _ = ctx
    if not pay:
        st._emit(rule, "effect", "{}: {} pays nothing.", p, st.cards[src].name, PLAYER[p], source=src)
        return
    tokens = st.spend(p, e.se)
    st.power += e.amount
    st._emit(rule, "effect", "{}: {} pays {} SE for +{} attack ({} now).", p, st.cards[src].name, PLAYER[p], e.se,
             e.amount, st.attack_value(p), source=src, cost=e.se, amount=e.amount, tokens=tokens)


def candidates_redraw_hand(st: YuyuState, p: int, e) -> Choice:
    hand = st.seat_zones[p]["hand"]
    return Choice(YES_NO if hand else (), "{}: shuffle your hand into your deck and draw as many cards?")


def op_redraw_hand(e, ctx: OpContext) -> None:
    st, p, src, rule, redraw, _ = ctx
    if redraw:
        st._push(("redraw", p))
    else:
        st._emit(rule, "effect", "{}: {} keeps the hand.", p, st.cards[src].name, PLAYER[p], source=src)


def candidates_copy_attack(st: YuyuState, p: int, e) -> Choice:
    cards = st.cards
    items = tuple([_attack_item(c, i, cards[c]) for c, i in copyable(st, 1 - p)])
    return Choice(items, "{}: choose an attack on {}'s face-up cards to copy", (PLAYER[1 - p],))


# an item's words are made once per card (card facts are shared read-only objects, as `state._card_item`'s): an
# effect may offer the same cards again and again, and a label's phrase is English words with its facts
@lru_cache(maxsize=4096)
def _attack_item(c: int, i: int, card) -> Item:
    a = card.attacks[i]
    return Item((c, i), Phrase("{attack} of {name} (value {value})", attack=a.name, name=card.name, value=a.value))


@lru_cache(maxsize=4096)
def _recycle_item(c: int, card) -> Item:
    return Item(c, Phrase("Shuffle {name} into the deck", name=card.name))


def op_copy_attack(e, ctx: OpContext) -> None:
    st, p, src, rule, (c, i), _ = ctx
    a = st.cards[c].attacks[i]
    st.attack = (*st.attack[:3], a.value, st.attack[4])
    text = "{} copies {} of {}: value {}, with its effect." if a.effects else "{} copies {} of {}: value {}."
    st._emit(rule, "effect", text, p, st.cards[src].name, a.name, st.cards[c].name, a.value, source=src, card=c,
             attack=i, value=a.value)
    st._push(*[("effect", p, c, i, k, st.fighter(p)) for k in range(len(a.effects))])


def copyable(st: YuyuState, o: int) -> list[tuple[int, int]]:
    """Attacks on `o`'s face-up cards in play: characters in the Arena and on the sideline, face-up techniques."""
    face = st.places.face_up
    out = []
    for c in st.seat_zones[o]["arena"] + st.seat_zones[o]["sideline"] + st.seat_zones[o]["attached"]:
        card = st.cards[c]
        if face[c] and card.kind in ("character", "technique"):
            out += [(c, i) for i in range(len(card.attacks)) if not any(e.op == "copy_attack"
                                                                        for e in card.attacks[i].effects)]
    return out


def step_mill_one(st: YuyuState, q: int, src: int) -> None:
    deck = st.seat_zones[q]["deck"]
    if not deck:
        st._finish(1 - q, Phrase("{} must discard from an empty deck ({})", PLAYER[q], st.cards[src].name), "YYH-19")
        return
    top = deck[-1]
    st.move(top, "discard")
    st._emit("YYH-14" if st.cards[src].kind != "event" else "YYH-6", "mill", "{} discards {} from the top of the deck "
             "({}).", q, PLAYER[q], st.cards[top].name, st.cards[src].name, source=src, moves=st.take_moves())


def step_recycle_ask(st: YuyuState, p: int, src: int, index: int, may: bool) -> None:
    discard = st.seat_zones[p]["discard"]
    if not discard:
        st._emit("YYH-14", "effect", "{}: the discard pile is empty, so nothing is shuffled back.", p,
                 st.cards[src].name, source=src)
        return
    st._run(("select", recycle_selection(st, p, src, index, may)))  # asked now, by this step


def recycle_selection(st: YuyuState, p: int, src: int, index: int, may: bool) -> Selection:
    """One card of `p`'s discard pile to shuffle into the deck, one per distinct card (the last discarded first),
    or none when `may` (also rebuilt by a position)."""
    cards, seen, items = st.cards, set(), []
    for c in reversed(st.seat_zones[p]["discard"]):
        if cards[c].code not in seen:
            seen.add(cards[c].code)
            items.append(_recycle_item(c, cards[c]))
    if may:
        items.append(NOTHING_BACK)
    return Choice(tuple(items), "{}: choose a card of your discard pile to shuffle into your deck").selection(
        p, "YYH-14", cards[src].name, ("recycled", p, src, index))


def step_recycled(st: YuyuState, p: int, src: int, index: int, chosen: tuple) -> None:
    iid = chosen[0]
    if iid < 0:
        st._emit("YYH-14", "effect", "{} shuffles nothing back.", p, PLAYER[p])
        return
    st.move(iid, "deck", status=False)
    st.shuffle(p, "deck")
    st._emit("YYH-14", "effect", "{} shuffles {} from the discard pile into the deck.", p, PLAYER[p],
             st.cards[iid].name, moves=st.take_moves())


def step_redraw(st: YuyuState, p: int) -> None:
    hand = list(st.seat_zones[p]["hand"])
    for c in hand:
        st.move(c, "deck", status=False)
    st.shuffle(p, "deck")
    st._emit("YYH-14", "effect", "{} shuffles {} of the hand into the deck and draws as many.", p, PLAYER[p],
             Counted(len(hand), "card"), moves=st.take_moves())
    st._push(*[("draw", p, "YYH-14")] * len(hand))


def step_reorder(st: YuyuState, p: int, q: int, src: int, n: int) -> None:
    top = st.seat_zones[q]["deck"][-n:]
    if not top:
        st._emit("YYH-14", "effect", "{}: the deck is empty.", p, st.cards[src].name, source=src)
        return
    st._push(("select", reorder_selection(st, p, q, src, len(top))))


def reorder_selection(st: YuyuState, p: int, q: int, src: int, n: int) -> Selection:
    """`p` puts the top `n` cards of `q`'s deck back in the order picked (also rebuilt by a position)."""
    items = st.items(st.seat_zones[q]["deck"][-n:][::-1])
    prompt = Words("{}: put the top {} cards of your deck back; the first picked goes on top" if p == q else
                   "{}: put the top {} cards of {}'s deck back; the first picked goes on top",
                   (st.cards[src].name, n, PLAYER[q]))
    return Selection(p, "YYH-14", prompt, items, n, n, ("reordered", p, q, src))


def step_reorder_start(st: YuyuState, p: int, src: int, n: int) -> None:
    st._emit("YYH-5", "item", "{}: at the start of the turn {} looks at the top {} cards of the deck.", p,
             st.cards[src].name, PLAYER[p], n, source=src, count=n)
    st._push(("reorder", p, p, src, n))


def step_reordered(st: YuyuState, p: int, q: int, src: int, order: tuple) -> None:
    for c in reversed(order):
        st.move(c, "deck", status=False)
    st.take_moves()  # a reorder inside the deck moves no card between zones
    st._emit("YYH-14", "effect", "{}: {} puts the cards back in the chosen order.", p, st.cards[src].name, PLAYER[p],
             source=src, public="{0}: the cards go back in the order {1} chose.",
             order=list(order) if p == q else [])


_module = sys.modules[__name__]
OPERATIONS = operations(_module, vocabulary=Effect)
CANDIDATES = operations(_module, "candidates_", Effect)  # the operations that choose first
# continuous item and character effects, read by the state where they apply (`YuyuState.item_attack_bonus`,
# `final_match_bonus`, the turn-start steps)
require_operations(Effect, OPERATIONS, elsewhere=("attack_bonus", "final_match", *TURN_START_OPS))
