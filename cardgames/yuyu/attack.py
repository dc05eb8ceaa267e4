"""The attack step (YYH-14, YYH-16) in its seven numbered sub-steps, one rule step each, and damage one point per
step (each point turns the fighter 90° clockwise; healing turns it back, YYH-15).

1 declare and pay (discard the cost, §2.4); 2 "when you use an attack" effects (the Toguro team bonus); 3 the
attack's own effect (`interpreter.py`); 4 "Attack:" effects; 5 compare attack and defense; 6 with no damage,
the attacker may discard 2 cards to deal 1; 7 the defender's fighter turns once per point.
"""
from __future__ import annotations

from cardgames.core.actions import Action
from cardgames.core.selections import Item, Selection
from cardgames.core.words import PLAYER, Counted, Listed, Phrase, Words

from .legality import attack_actions
from .state import MAX_DAMAGE_PER_TURN, YuyuState

# where paid cards go (YYH-14; the Urameshi team bonus, YYH-3)
TO_DECK_BOTTOM = Words("to the bottom of the deck in the order chosen (Urameshi team bonus, YYH-3)")
TO_DISCARD = Words("to the discard pile")

TOGURO_BOOST = 3000
FALLBACK_CARDS = 2
FALLBACK_YES = Action("fallback", (1,))
FALLBACK_NO = Action("fallback", (0,))


def hand_items(st: YuyuState, p: int) -> tuple[Item, ...]:
    return st.items(st.seat_zones[p]["hand"])


def step_attack_step(st: YuyuState, p: int) -> None:
    st.phase = "attack"
    st._ask(p, "attack", "YYH-14",
            "Attack step: choose an attack (its cost is paid by discarding cards), or none.",
            attack_actions(st, p))


def declare(st: YuyuState, p: int, src: int, index: int) -> None:
    """Decision handler's half: record the attack and queue the sub-steps."""
    a = st.cards[src].attacks[index]
    st.attack = (src, index, a.name, a.value, st.attack_cost(p, src, index))
    st.used_attack = a.name
    st.power = 0
    st._push(("declare", p), ("when_used", p), ("attack_effects", p), ("attack_colon", p), ("compare", p))


def step_declare(st: YuyuState, p: int) -> None:
    src, _, name, value, cost = st.attack
    fighter = st.fighter(p)
    whose = "" if src == fighter else Words(" of the technique {}", (st.cards[src].name,))
    st._emit("YYH-14", "declare", "Sub-step 1: {}'s {} declares {}{} (value {}, cost {}).", p, PLAYER[p],
             st.cards[fighter].name, name, whose, value, cost, card=src, fighter=fighter, cost=cost)
    if cost:
        st._push(("select", cost_selection(st, p)))


def cost_selection(st: YuyuState, p: int) -> Selection:
    """Sub-step 1's payment: the cards of the hand to discard for the attack being made (also rebuilt by a
    position)."""
    cost, name = st.attack[4], st.attack[2]
    return Selection(p, "YYH-14", Words("Discard {} to pay for {}", (Counted(cost, "card"), name)), hand_items(st, p),
                     cost, cost,
                     ("pay_cost", p))


def step_pay_cost(st: YuyuState, p: int, paid: tuple) -> None:
    if st.team_bonus(p) == "Urameshi":
        for c in paid:
            st.move(c, "deck", "bottom", status=False)
        where = TO_DECK_BOTTOM
    else:
        for c in paid:
            st.move(c, "discard")
        where = TO_DISCARD
    names = Listed(*[st.cards[c].name for c in paid])  # worded when read
    verb = "go" if len(paid) > 1 else "goes"
    st._emit("YYH-14", "pay", "{} pays the attack cost: {} {} {}.", p, PLAYER[p], names, verb, where, cards=list(paid),
             moves=st.take_moves())


def step_when_used(st: YuyuState, p: int) -> None:
    if st.team_bonus(p) == "Toguro" and st.seat_zones[p]["hand"]:
        st._emit("YYH-3", "bonus", "Sub-step 2: the Toguro team bonus lets {} discard up to 2 cards for +{} attack "
                 "each.", p, PLAYER[p], TOGURO_BOOST)
        st._push(("select", toguro_selection(st, p)))
    else:
        st._emit("YYH-14", "when_used", "Sub-step 2: no 'when you use an attack' effect applies.", p)


def toguro_selection(st: YuyuState, p: int) -> Selection:
    """Sub-step 2's Toguro bonus: up to 2 cards of the hand to discard (also rebuilt by a position)."""
    most = min(2, len(st.seat_zones[p]["hand"]))
    return Selection(p, "YYH-3",
                     Words("Toguro bonus: discard up to {}, +{} each", (Counted(most, "card"), TOGURO_BOOST)),
                     hand_items(st, p), 0, most, ("toguro_boost", p))


def step_toguro_boost(st: YuyuState, p: int, discarded: tuple) -> None:
    for c in discarded:
        st.move(c, "discard")
    st.power += TOGURO_BOOST * len(discarded)
    st._emit("YYH-3", "boost", "{} discards {} for the Toguro bonus: +{} attack ({} now).", p, PLAYER[p],
             Counted(len(discarded), "card"), TOGURO_BOOST * len(discarded), st.attack_value(p), moves=st.take_moves())


def step_attack_effects(st: YuyuState, p: int) -> None:
    src, index = st.attack[0], st.attack[1]
    effects = st.cards[src].attacks[index].effects
    if not effects:
        st._emit("YYH-14", "attack_effect", "Sub-step 3: {} has no effect of its own.", p, st.attack[2], card=src,
                 attack=index)
        return
    st._emit("YYH-14", "attack_effect", "Sub-step 3: the effect of {}: {}", p, st.attack[2], st.cards[src].text,
             card=src, attack=index)
    host = st.fighter(p)
    st._push(*[("effect", p, src, index, k, host) for k in range(len(effects))])


def step_attack_colon(st: YuyuState, p: int) -> None:
    st._emit("YYH-14", "attack_colon", "Sub-step 4: no card in play has an 'Attack:' effect.", p)


def step_compare(st: YuyuState, p: int) -> None:
    d = 1 - p
    value, defense = st.attack_value(p), st.defense(d)
    points = 2 if value >= 2 * defense else 1 if value >= defense else 0
    room = MAX_DAMAGE_PER_TURN - st.dealt
    dealt = min(points, room)
    fighter = st.fighter(d)
    if points == 2:
        why = Words("{} is at least twice the defense {}: 2 damage", (value, defense,))
    elif points == 1:
        why = Words("{} is at least the defense {} but less than twice it: 1 damage", (value, defense,))
    else:
        why = Words("{} is below the defense {}: no damage", (value, defense,))
    if dealt < points:
        why = Words("{}, cut to {} (at most {} per turn)", (why, dealt, MAX_DAMAGE_PER_TURN,))
    st._emit("YYH-14", "compare", "Sub-step 5: attack {} against {}'s defense: {}.", p, value,
             st.cards[fighter].name, why, card=fighter, attack=value, defense=defense, damage=dealt)
    if dealt:
        st._push(*[("damage_point", d, fighter)] * dealt)
    else:
        st._push(("fallback", p))


def step_fallback(st: YuyuState, p: int) -> None:
    if st.dealt >= MAX_DAMAGE_PER_TURN or len(st.seat_zones[p]["hand"]) < FALLBACK_CARDS:
        st._emit("YYH-14", "fallback", "Sub-step 6: {} cannot discard 2 cards to deal 1 damage.", p, PLAYER[p])
        return
    st._ask(p, "fallback", "YYH-14", "Sub-step 6: no damage was dealt. Discard 2 cards to deal 1 damage?",
            (FALLBACK_YES, FALLBACK_NO))


def fallback_choice(st: YuyuState, p: int, yes: bool) -> None:
    if yes:
        st._push(("select", fallback_selection(st, p)))
    else:
        st._emit("YYH-14", "fallback", "Sub-step 6: {} does not discard for damage.", p, PLAYER[p])


def fallback_selection(st: YuyuState, p: int) -> Selection:
    """Sub-step 6's payment: the 2 cards of the hand to discard for 1 damage (also rebuilt by a position)."""
    return Selection(p, "YYH-14", Phrase("Discard 2 cards to deal 1 damage"), hand_items(st, p), FALLBACK_CARDS,
                     FALLBACK_CARDS, ("fallback_paid", p))


def step_fallback_paid(st: YuyuState, p: int, paid: tuple) -> None:
    for c in paid:
        st.move(c, "discard")
    st._emit("YYH-14", "fallback", "Sub-step 6: {} discards {} to deal 1 damage.", p, PLAYER[p],
             Listed(*[st.cards[c].name for c in paid]), cards=list(paid), moves=st.take_moves())
    st._push(("damage_point", 1 - p, st.fighter(1 - p)))


def step_damage_point(st: YuyuState, d: int, fighter: int) -> None:
    if st.fighter(d) != fighter or st.ending:
        st._emit("YYH-17", "damage_lost", "The match is already decided: the remaining damage is lost.", d)
        return
    seat = st.seats[d]
    seat.damage = damage = seat.damage + 1
    st.dealt += 1
    angle = st.places.rotate(fighter, 1)
    st._emit("YYH-14", "damage", "Sub-step 7: {} takes 1 damage ({} of {}) and turns 90° clockwise (to {}°).", d,
             st.cards[fighter].name, damage, st.needed, angle, card=fighter, damage=damage, angle=angle, turn=1)
    if damage >= st.needed:  # YYH-17: the match ends next, before any damage point still queued (then lost)
        st.ending = True
        st._push(("end_match", d))


def step_heal_point(st: YuyuState, p: int, fighter: int) -> None:
    seat = st.seats[p]
    if st.fighter(p) != fighter or seat.damage == 0:
        st._emit("YYH-15", "heal", "{}'s fighter has no damage to heal: damage never goes below 0.", p, PLAYER[p])
        return
    seat.damage = damage = seat.damage - 1
    angle = st.places.rotate(fighter, -1)
    st._emit("YYH-15", "heal", "{} heals 1 damage ({} left) and turns 90° counter-clockwise (to {}°).", p,
             st.cards[fighter].name, damage, angle, card=fighter, damage=damage, angle=angle, turn=-1)
