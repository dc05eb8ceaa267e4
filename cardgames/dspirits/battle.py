"""The Battle Step (DSP-16, DSP-22 … DSP-29, DSP-34): who may attack, the attack and its answer window, enduring,
the result, destruction with its SP loss, and direct attacks.

An attack is declared (one step), the defender and then the attacker may answer with cards (a chain window,
DSP-17), the target may endure (a decision, DSP-24), then the result (one step) and each destruction (one step
each) with the SP it costs (one step each, DSP-28).
"""
from __future__ import annotations

from cardgames.core.actions import Action
from cardgames.core.errors import Violation
from cardgames.core.words import PLAYER, Counted, Listed, Phrase, Words

from .chain import ATTACK_WINDOW
from .state import ATTACKED, CHARGED, ENDURING, FROZEN, MAY_ATTACK, SUPER, DSpiritsState, cost_refusal

LIMBO_COST = 1200  # DSP-34


def step_battle_step(st: DSpiritsState, p: int) -> None:
    """DSP-22: the D-Spirits on the Battle Scene now are the ones that may attack this turn."""
    st.phase = "battle"
    flags, scene = st.counters.flags, st.seat_zones[p]["scene"]
    for c in scene:
        flags[c] |= MAY_ATTACK
    ready = Listed(*[st.cards[c].name for c in scene]) if scene else "none"  # worded when read
    st._emit("DSP-22", "step", "{}'s Battle Step: the D-Spirits on the Battle Scene now ({}) are the ones that can "
             "attack this turn.", p, PLAYER[p], ready, step="battle", cards=list(scene))


def attacker_refusal(st: DSpiritsState, p: int, card: int) -> Violation | None:
    found = battle_turn_refusal(st, p)
    if found:
        return found
    if not (0 <= card < len(st.cards)) or not (st.in_zone(card, p, "scene") or st.in_zone(card, p, "szone")):
        return Violation("DSP-22", "only a D-Spirit you control can attack")
    return ready_refusal(st, card, st.in_zone(card, p, "szone"))


def battle_turn_refusal(st: DSpiritsState, p: int) -> Violation | None:
    """The part of `attacker_refusal` that is the same for every card."""
    if st.phase != "battle" or st.tp != p:
        return Violation("DSP-22", "attacks are declared in your own Battle Step")
    return None


def ready_refusal(st: DSpiritsState, card: int, in_szone: bool) -> Violation | None:
    """The part of `attacker_refusal` about the card itself, one of the attacker's D-Spirits on the Battle Scene or,
    `in_szone`, in the Support Zone. (Asked for every possible attacker at every Battle Step decision: the name is
    read only for a refusal, and the Frozen status without `frozen`'s call.)"""
    f = st.counters.flags[card]
    if in_szone and not f & MAY_ATTACK:
        return Violation("DSP-39", "{name} is in the Support Zone: it attacks only through Limbo (DSP-34)",
                         name=st.cards[card].name)
    if f & ATTACKED:
        return Violation("DSP-29", "{name} has already attacked this turn", name=st.cards[card].name)
    if not f & MAY_ATTACK:
        return Violation("DSP-13" if f & SUPER else "DSP-22", "{name} was not on the Battle Scene when the "
                         "Battle Step began", name=st.cards[card].name)
    if st.counters.status[card] & FROZEN:
        return Violation("DSP-38", "{name} is Frozen: it cannot attack", name=st.cards[card].name)
    if st.locked(card):
        return Violation("DSP-25", "{name} endured last turn: it cannot attack this turn", name=st.cards[card].name)
    if not f & CHARGED:  # DSP-36: a Super Charged D-Spirit of the turn player, if any, attacks alone
        flags = st.counters.flags
        for c in st.seat_zones[st.tp]["scene"]:
            if flags[c] & CHARGED:
                return Violation("DSP-36", "a Super Charged D-Spirit is the only one that may attack this turn")
    return None


def attack_refusal(st: DSpiritsState, p: int, card: int, target: int) -> Violation | None:
    found = attacker_refusal(st, p, card)
    if found:
        return found
    if target == -1:
        if st.seat_zones[1 - p]["scene"]:
            return Violation("DSP-27", "a direct attack needs an opponent with no D-Spirit on the Battle Scene")
        return None
    if 0 <= target < len(st.cards) and st.in_zone(target, 1 - p, "szone"):
        return Violation("DSP-39", "{name} is in the Support Zone: it cannot be targeted in battle",
                         name=st.cards[target].name)
    if not (0 <= target < len(st.cards)) or not st.in_zone(target, 1 - p, "scene"):
        return Violation("DSP-23", "the target must be a D-Spirit on your opponent's Battle Scene")
    return None


def limbo_refusal(st: DSpiritsState, p: int, card: int) -> Violation | None:
    if st.phase != "battle" or st.tp != p:
        return Violation("DSP-34", "Limbo is used in your own Battle Step")
    if not (0 <= card < len(st.cards)) or not st.in_zone(card, p, "szone") or not st.cards[card].is_spirit:
        return Violation("DSP-34", "Limbo sends a D-Spirit of your Support Zone to attack")
    if st.counters.flags[card] & (MAY_ATTACK | ATTACKED):
        return Violation("DSP-34", "{name} is already sent by Limbo this turn", name=st.cards[card].name)
    return cost_refusal(st, p, LIMBO_COST)


def limbo_steps(p: int, card: int) -> list[tuple]:
    return [("pay", p, LIMBO_COST, "DSP-34", "Limbo", card), ("limbo", p, card)]


def step_limbo(st: DSpiritsState, p: int, card: int) -> None:
    st.counters.flags[card] |= MAY_ATTACK
    st._emit("DSP-34", "limbo", "Limbo: {} may attack from the Support Zone this turn (it takes no place on the Battle "
             "Scene).", p, st.cards[card].name, card=card)


def attack_steps(st: DSpiritsState, p: int, card: int, target: int) -> list[tuple]:
    """The declaration, the window in which the cards in hand may answer the attack (DSP-17; none when neither
    player holds a card that can answer), enduring and the result."""
    window = [("open_window", ATTACK_WINDOW, "DSP-17", 1 - p, True, 0, False)] if may_answer(st) else []
    return [("declare", p, card, target), *window, ("endure_check",), ("battle_result",)]


def may_answer(st: DSpiritsState) -> bool:
    """Whether either player holds a Signal & Sign that can be played as an answer (a quick test: the window
    itself asks each card's refusal)."""
    cards = st.cards
    for p in (0, 1):
        for c in st.seat_zones[p]["hand"]:
            if cards[c].answers:
                return True
    return False


# The sentence of the "attack" event, by the number of D-Spirits with the type advantage (DSP-16)
ATTACK_TEXT = ("{} (ATK {}) attacks {} (ATK {}, END {}).",
               "{} (ATK {}) attacks {} (ATK {}, END {}). {} has the type advantage (+200 ATK and END) (DSP-16).",
               "{} (ATK {}) attacks {} (ATK {}, END {}). {} has the type advantage (+200 ATK and END); {} has the type "
               "advantage (+200 ATK and END) (DSP-16).")


def step_declare(st: DSpiritsState, p: int, card: int, target: int) -> None:
    st.counters.flags[card] |= ATTACKED
    st.attack = (card, target)
    cards = st.cards
    if target == -1:
        st._emit("DSP-27", "attack", "{} (ATK {}) attacks {} directly: there is no D-Spirit on their Battle Scene.", p,
                 cards[card].name, st.stats(card)[0], PLAYER[1 - p], card=card, target=-1)
        return
    a_atk, t_atk, t_end = st.duel(card, target)
    ahead = [cards[x].name for x, y in ((card, target), (target, card)) if st.type_bonus(x, y)[0]]
    st._emit("DSP-23", "attack", ATTACK_TEXT[len(ahead)], p, cards[card].name, a_atk, cards[target].name, t_atk,
             t_end, *ahead, card=card, target=target)


def endure_possible(st: DSpiritsState, a_atk: int, t_atk: int, t_end: int) -> bool:
    """DSP-24: the target of the attack (`st.attack`: ATK `a_atk` against the target's `t_atk` and `t_end`, from
    `st.duel`) would be destroyed, its END is strictly above the attacker's ATK, and it may change stance (not
    Frozen, DSP-38; already enduring needs no change)."""
    target = st.attack[1]
    counters = st.counters
    return a_atk >= t_atk and t_end > a_atk and (counters.flags[target] & ENDURING or
                                                  not counters.status[target] & FROZEN)


def step_endure_check(st: DSpiritsState) -> None:
    if not st.attack or st.attack[1] == -1:
        return
    card, target = st.attack
    a_atk, t_atk, t_end = st.duel(card, target)
    d = st.owner[target]
    if endure_possible(st, a_atk, t_atk, t_end):
        st._ask(d, "endure", "DSP-24", "{} would be destroyed: endure (END {} > ATK {})?", (ENDURE, TAKE),
                st.cards[target].name, t_end, a_atk)
    elif a_atk >= t_atk and t_end == a_atk:
        st._emit("DSP-24", "no_endure", "{}'s END {} equals the attacking ATK: it cannot endure (END must be greater).",
                 d, st.cards[target].name, t_end, card=target)
    elif a_atk >= t_atk and t_end > a_atk:
        st._emit("DSP-38", "no_endure", "{} is Frozen: it cannot change stance to endure.", d, st.cards[target].name,
                 card=target)


def endure_steps(action) -> list[tuple]:
    return [("endure",)] if action.kind == "endure" else []


def step_endure(st: DSpiritsState) -> None:
    card, target = st.attack
    st.counters.flags[target] |= ENDURING
    st.counters.endured_on[target] = st.turn
    st.attack = ()
    st._emit("DSP-24", "endure", "{} switches to the Endure stance: the attack of {} is negated. On its controller's "
             "next turn it cannot attack, be soul-exchanged or change stance (DSP-25).", st.owner[target],
             st.cards[target].name, st.cards[card].name, card=target)


def clash(value: int, target_atk: int) -> int:
    """DSP-23, the one comparison of a battle: 1 when `value` beats the target's ATK (the target is destroyed), -1
    when it is lower (the attacker loses), 0 when equal (both are destroyed). A launch at a card uses it too
    (DSP-37)."""
    return (value > target_atk) - (value < target_atk)


def step_battle_result(st: DSpiritsState) -> None:
    if not st.attack:
        return
    card, target = st.attack
    st.attack = ()
    p = st.owner[card]
    if target == -1:
        st._push(("pay", 1 - p, st.stats(card)[0], "DSP-27", Words("direct attack by {}", (st.cards[card].name,)),
                  card))
        return
    if not (card in st.seat_zones[p]["scene"] or card in st.seat_zones[p]["szone"]) or \
            target not in st.seat_zones[1 - p]["scene"]:
        st._emit("DSP-23", "battle", "The attacker or its target has left the field: no battle.", p)
        return
    a_atk, t_atk, _ = st.duel(card, target)
    result = clash(a_atk, t_atk)
    if result > 0:
        text, values = "ATK {} beats {}: {} is destroyed.", (a_atk, t_atk, st.cards[target].name)
        steps = [("destroy", target, card)]
    elif result < 0:
        text, values = "ATK {} is lower than {}: the attacker {} is destroyed.", (a_atk, t_atk, st.cards[card].name)
        steps = [("destroy", card, target)]
    else:
        text = "Equal ATK ({}): both {} and {} are destroyed."
        values = (a_atk, st.cards[card].name, st.cards[target].name)
        steps = [("destroy_both", target, card)]
    st._emit("DSP-23", "battle", text, p, *values, attacker=card, target=target)
    st._push(*steps)


def step_launch_clash(st: DSpiritsState, p: int, launched: int, value: int, target: int) -> None:
    """DSP-37 ruling: a launch at a card is settled as a battle's result (`clash`), the launched value against the
    target's ATK: higher or equal destroys the target (as in a battle, with its SP loss, DSP-28); lower, the
    launch fails. The launched card is already in the D-World either way and costs no SP (it was launched, not
    destroyed); the target cannot endure (a launch is no attack)."""
    if not st.in_zone(target, 1 - p, "scene"):
        st._emit("DSP-37", "battle", "{} has left the Battle Scene: the launch hits nothing.", p, st.cards[target].name)
        return
    t_atk, _ = st.battle_stats(target, launched)
    result = clash(value, t_atk)
    facts = {"value": value, "name": st.cards[target].name, "atk": t_atk}
    if result > 0:
        text = Phrase("the launched {value} beats {name}'s ATK {atk}: {name} is destroyed.", **facts)
    elif result == 0:
        text = Phrase("the launched {value} equals {name}'s ATK {atk}: as in a battle, equal destroys {name} too.",
                      **facts)
    else:
        text = Phrase("the launched {value} is lower than {name}'s ATK {atk}: the launch fails and {name} stays.",
                      **facts)
    st._emit("DSP-37", "battle", "Launch against a card, compared as in a battle (DSP-23): {}", p, text,
             launched=launched, target=target, value=value, atk=t_atk, result=result)
    if result >= 0:
        st._push(("destroy", target, launched, True))


def step_destroy(st: DSpiritsState, card: int, by: int, launched: bool = False) -> None:
    """DSP-28: destroyed in battle (or by a launch at a card, settled as a battle: `launched`, DSP-37), the card (its
    whole stack, DSP-21) goes to the D-World and its controller loses the top card's printed SP, both in this one
    step: the loss is part of the destruction. Only then do its 'when destroyed' abilities go to the chain (DSP-15,
    DSP-17), so a loss that ends the game (DSP-7) comes before them."""
    p = st.owner[card]
    c = st.spirit(card)
    how = _to_dworld(st, card, by, launched)
    tokens = st.pay(p, c.sp)
    st._emit("DSP-28", "sp", "{} loses {} SP ({}): {} left.", p, PLAYER[p], c.sp,
             Words("{} destroyed {}", (c.name, how)), st.sp_of(p), amount=-c.sp, card=card, by=by, tokens=tokens)
    _when_destroyed(st, card, by)


def step_destroy_both(st: DSpiritsState, target: int, attacker: int) -> None:
    """DSP-28: equal ATK destroys both D-Spirits, and both players lose SP at once (so both may reach 0: DSP-7's
    draw); then the 'when destroyed' abilities of both go to the chain, the target's first."""
    pair = ((target, attacker), (attacker, target))
    values: tuple = ()
    tokens: list = []
    for card, by in pair:
        _to_dworld(st, card, by, False)
    for card, _by in pair:
        p, sp = st.owner[card], st.cards[card].printed_sp
        tokens += st.pay(p, sp)
        values += (PLAYER[p], sp, st.sp_of(p))
    st._emit("DSP-28", "sp", "Both D-Spirits were destroyed: {} loses {} SP ({} left) and {} loses {} SP ({} left).",
             None, *values, tokens=tokens)
    for card, by in pair:
        _when_destroyed(st, card, by)


def _to_dworld(st: DSpiritsState, card: int, by: int, launched: bool) -> str | Words:
    """The destroyed card's whole stack goes to the D-World (DSP-21: only the top card's SP counts), said in one
    event; returns how it was destroyed, in words."""
    stack = st.leave_field(card, "dworld")
    extra = Words(" with {} under it; only the top card's SP counts (DSP-21)", (Counted(len(stack) - 1, "card"),)) \
        if len(stack) > 1 else ""
    how = Words("by the launched {}", (st.cards[by].name,)) if launched else "in battle"
    st._emit("DSP-28", "destroy", "{} is destroyed {} and goes to the D-World{}.", st.owner[card],
             st.spirit(card).name, how, extra, card=card, moves=st.take_moves())
    return how


def _when_destroyed(st: DSpiritsState, card: int, by: int) -> None:
    """The card's 'when destroyed in battle' abilities trigger, unless an Elemental destroyed a Spooky (DSP-16)."""
    p, c = st.owner[card], st.spirit(card)
    for i, ability in enumerate(c.abilities):
        if ability.trigger == "destroyed_in_battle":
            if c.spooky and st.spirit(by).elemental:
                st._emit("DSP-16", "negated", "{} is Elemental: {}'s Spooky ability {} does not activate.", p,
                         st.cards[by].name, c.name, ability.name, card=card, by=by)
            else:
                st._fire(p, ("trigger", p, card, i))


ENDURE = Action("endure")
TAKE = Action("take")
