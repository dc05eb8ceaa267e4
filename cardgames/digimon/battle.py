"""The battle phase (DCB-20 … DCB-25): revealing the attacks, the supports and the cross effects in the fixed
order of DCB-22, then the attacks and KOs. The effect steps themselves are carried out by `interpreter.py`."""
from __future__ import annotations

from cardgames.core.words import PLAYER, Listed, Phrase, Words

from .cards import ATTACK_SYMBOLS, DigimonCard
from .effects import VoidSupport
from .interpreter import ATTACK_INDEX, base_power, check, run_effect
from .state import ANY_ATTACK, ATTACK_CHOICE, KOS_TO_WIN, NO_ATTACK, DigimonState, Seat


# ----- steps --------------------------------------------------------------------------------------------------
def step_reveal_attacks(st: DigimonState, t: int) -> None:
    """DCB-21: both sealed attack choices are revealed at once; each attack starts with its printed power after the
    penalty, and the Digimon with its printed specialty (supports and × effects change them afterwards)."""
    chosen = st.take_sealed(ATTACK_CHOICE)
    parts: list = []  # the values of "{}'s {} {} {} ({})", for each player
    for p in (t, 1 - t):
        s = st.seats[p]
        s.attack = chosen[p].args[0]
        c = st.active_card(p)
        s.spec = c.specialty
        s.power = base_power(st, p, s.attack)
        s.attack_shown = True
        parts += (PLAYER[p], c.name, ATTACK_SYMBOLS[s.attack], c.attacks[s.attack].name, s.power)
    st._emit("DCB-21", "reveal_attacks", "Attacks revealed: {}'s {} {} {} ({}); {}'s {} {} {} ({}).", t, *parts,
             attacks=[st.seats[0].attack, st.seats[1].attack], cards=[st.seats[0].active, st.seats[1].active])


def support_steps(st: DigimonState, iid: int) -> tuple[list, str]:
    card = st.cards[iid]
    if isinstance(card, DigimonCard):
        return card.support, "support"
    if card.evolution is not None:
        return [], "option"
    return card.effect, "option"


def cancelled_by(st: DigimonState, p: int, kind: str) -> Words | None:
    """Why `p`'s support card is voided, in words made when read, or None (DCB-22: the turn player's effect
    prevails, so a canceller of the turn player voids the opponent's card even though it is revealed second)."""
    o = 1 - p
    so = st.seats[o]
    zones = st.seat_zones[o]
    opp_card = st.active_card(o)
    if (kind == "support" and so.attack == 2 and opp_card.cross_effect is not None
            and opp_card.cross_effect.kind == "jamming"):
        return Words("{}'s Jamming × effect (attacks are revealed before supports, so Jamming cancels the card as it "
                     "is revealed, DCB-24)", (opp_card.name,))
    if so.voids and (kind == "support" or so.voids == 2) and not so.voided:
        return Words("{}'s support card", (PLAYER[o],))
    if o == st.tp and zones["support"] and p != st.tp:
        steps, _ = support_steps(st, zones["support"][0])
        for fx in steps:
            if isinstance(fx, VoidSupport) and (kind == "support" or fx.include_options) \
                    and (fx.when is None or check(st, o, fx.when)):
                return Words("{}'s support card, still face down (the turn player's effect prevails)", (PLAYER[o],))
    return None


def step_resolve_support(st: DigimonState, p: int) -> None:
    s = st.seats[p]
    zones = st.seat_zones[p]
    if not zones["support"]:
        st._emit("DCB-22", "no_support", "{} has no support card to reveal.", p, PLAYER[p])
        return
    iid = zones["support"][0]
    card = st.cards[iid]
    steps, kind = support_steps(st, iid)
    s.support_shown = True
    st._emit("DCB-22", "reveal_support", "{} reveals {}.", p, PLAYER[p], card.name, card=iid)
    if not steps:
        st._emit("DCB-20", "misfire", "{} has no usable effect here: it does nothing.", p, card.name, card=iid)
        return
    why = cancelled_by(st, p, kind)
    if why is not None:
        s.voided = True
        st._emit("DCB-22", "voided", "{}'s effect is cancelled by {}.", p, card.name, why, card=iid,
                 by=st.seats[1 - p].active)
        return
    run_effect(st, p, steps, iid, "DCB-20" if kind == "support" else "DCB-3")


def step_cross_effects(st: DigimonState, t: int) -> None:
    """DCB-22: the opponent's × effect, then the turn player's, each a step of its own (one line when neither player
    chose ×); then the Counter check, queued only when a Counter is or will be ready (DCB-24)."""
    chosen = [p for p in (1 - t, t) if st.seats[p].attack == 2]
    later: list[tuple] = [("cross_effect", chosen[1])] if len(chosen) == 2 else []
    fx = [st.active_card(p).cross_effect for p in chosen]
    if any(s.counter != NO_ATTACK for s in st.seats) or any(f is not None and f.kind == "counter" for f in fx):
        later.append(("counter_check", t))
    if chosen:
        step_cross_effect(st, chosen[0])
    else:
        st._emit("DCB-24", "no_cross_effect", "No × effect: neither player chose ×.", t)
    st._push(*later)


def step_cross_effect(st: DigimonState, p: int) -> None:
    """The × effect of `p`, who chose ×."""
    s = st.seats[p]
    zones = st.seat_zones[p]
    card = st.active_card(p)
    fx = card.cross_effect
    if fx is None:
        st._emit("DCB-24", "no_cross_effect", "{} has no × effect.", p, card.name)
        return
    o = 1 - p
    so = st.seats[o]
    name = card.name
    kind = fx.kind
    source = zones["stack"][-1]
    if kind == "counter":
        s.counter = ATTACK_INDEX[fx.attack]
        st.record_change(p, source, "counter", None, fx.attack)
        text = ("{}'s {} Counter is ready and the opponent chose it." if so.attack == s.counter
                else "{}'s {} Counter is ready, but the opponent chose another attack.")
        values = (name, ATTACK_SYMBOLS[s.counter])
    elif kind == "to_zero":
        k = ATTACK_INDEX[fx.attack]
        if so.attack == k:
            st.record_change(o, source, "power", so.power, 0)
            so.power = 0
            text = "{0}'s {1} to 0: the opponent's {1} attack power becomes 0."
        else:
            text = "{0}'s {1} to 0 has no target: the opponent did not choose {1}."
        values = (name, ATTACK_SYMBOLS[k])
    elif kind == "first_attack":
        s.first = True
        st.record_change(p, source, "first", False, True)
        text, values = "{}'s 1st Attack: it attacks first.", (name,)
    elif kind == "eat_up_hp":
        s.eat_up = True
        st.record_change(p, source, "eat_up", False, True)
        text, values = "{}'s Eat-up HP: it will recover as much HP as the damage it deals.", (name,)
    elif kind == "crash":
        s.crash = True
        st.record_change(p, source, "crash", False, True)
        text = "{}'s Crash: just before attacking, its attack power becomes its HP and its HP becomes 10."
        values = (name,)
    elif kind == "jamming":
        text, values = jamming_result(st, o, name)
    else:  # foe_x3
        if so.spec == fx.specialty:
            st.record_change(p, source, "power", s.power, s.power * 3)
            s.power *= 3
            text = "{0}'s {1} Foe x3: the opponent is {1}, × power tripled to {2}."
            values = (name, fx.specialty, s.power)
        else:
            text, values = "{}'s {} Foe x3 does nothing: the opponent is {}.", (name, fx.specialty, so.spec)
    support = st.seat_zones[o]["support"]
    target = {"card": support[0]} if kind == "jamming" and support else {}  # the support card it meets
    st._emit("DCB-24", "cross_effect", text, p, *values, effect=kind, source=source, **target)


def jamming_result(st: DigimonState, o: int, name: str) -> tuple[str, tuple]:
    """What `name`'s Jamming did to the opponent `o`'s support, as an event's template and values: it cancels a
    Digimon card's support effect as that card is revealed (before this step), and never an option card."""
    so = st.seats[o]
    zones = st.seat_zones[o]
    if not zones["support"]:
        return "{}'s Jamming: {} has no support card, so there is nothing to cancel.", (name, PLAYER[o])
    card = st.cards[zones["support"][0]]
    if not card.is_digimon:
        text = "{}'s Jamming: {}'s {} is an option card, which Jamming does not cancel."
    elif so.voided:
        text = "{}'s Jamming: {}'s {} had its support effect cancelled when it was revealed."
    else:
        text = "{}'s Jamming: {}'s {} had no support effect to cancel."
    return text, (name, PLAYER[o], card.name)


def counters(s: Seat, opp: Seat) -> bool:
    return s.counter != NO_ATTACK and (s.counter == ANY_ATTACK or s.counter == opp.attack)


def step_counter_check(st: DigimonState, t: int) -> None:
    """A Counter makes the opponent's attack miss and hits back with its power; the turn player's prevails."""
    for p in (t, 1 - t):
        s, so = st.seats[p], st.seats[1 - p]
        if counters(s, so):
            source = st.seat_zones[p]["stack"][-1]
            st.record_change(p, source, "power", s.power, so.power)
            st.record_change(1 - p, source, "power", so.power, 0)
            s.power, so.power = so.power, 0
            st._emit("DCB-24", "counter", "{}'s Counter: {}'s {} attack misses and {} hits back with {}.", p, PLAYER[p],
                     PLAYER[1 - p], ATTACK_SYMBOLS[so.attack], st.active_card(p).name, s.power, source=source)
            if p == t and counters(so, s):
                st._emit("DCB-22", "counter_overridden", "{}'s Counter is overridden: in a conflict the turn player's "
                         "effect prevails.", 1 - p, PLAYER[1 - p])
            return
    p = t if st.seats[t].counter != NO_ATTACK else 1 - t  # queued only when a Counter is ready
    st._emit("DCB-24", "counter_check", "{}'s Counter is ready, but {} chose {}: no Counter.", p, PLAYER[p],
             PLAYER[1 - p], ATTACK_SYMBOLS[st.seats[1 - p].attack])


def step_order_attacks(st: DigimonState, t: int) -> None:
    o = 1 - t
    s, so = st.seats[t], st.seats[o]
    if s.first:
        first, why = t, "the turn player's attack-first effect prevails" if so.first else "attack-first effect"
    elif s.second:
        first, why = o, "the turn player attacks second"
    elif so.first:
        first, why = o, "attack-first effect"
    else:
        first, why = t, "the turn player attacks first"
    st._emit("DCB-21", "order", "{} attacks first ({}).", first, PLAYER[first], why)
    kos = st.seats[0].kos + st.seats[1].kos
    st._push(("attack", first, -1), ("attack", 1 - first, kos))


def step_attack(st: DigimonState, a: int, kos_before: int) -> None:
    """`a` attacks. The second attack of a battle carries the KO total before the battle (-1 for the first): when a
    KO happened, the victory check of DCB-25/DCB-26 follows the battle (without a KO there is nothing to check)."""
    d = 1 - a
    sa, sd = st.seats[a], st.seats[d]
    if not st.seat_zones[a]["stack"]:
        st._emit("DCB-23", "no_attack", "{}'s Digimon was KO'd: it does not attack.", a, PLAYER[a])
        if kos_before >= 0:
            st._push(("battle_end", st.tp))
        return
    card = st.active_card(a)
    if sa.crash:
        sa.power, sa.hp = sa.hp, 10
        st._emit("DCB-24", "crash", "Crash: {}'s attack power becomes {} and its HP 10.", a, card.name, sa.power,
                 card=sa.active)
    before = sd.hp
    dealt = min(max(sa.power, 0), before)
    sd.hp = before - dealt
    target = st.active_card(d)
    st._emit("DCB-21", "attack", "{} attacks with {} for {}: {} HP {} → {}.", a, card.name, ATTACK_SYMBOLS[sa.attack],
             max(sa.power, 0), target.name, before, sd.hp, damage=dealt, target=d, card=sa.active,
             defender=sd.active)
    if sa.eat_up and dealt:
        sa.hp += dealt
        st._emit("DCB-24", "eat_up", "Eat-up HP: {} recovers {} HP ({}).", a, card.name, dealt, sa.hp,
                 card=sa.active)
    after = [("ko", d, dealt)] if sd.hp <= 0 else []
    if kos_before >= 0 and (after or st.seats[0].kos + st.seats[1].kos != kos_before):
        after.append(("battle_end", st.tp))
    st._push(*after)


def kos_text(p: int, kos: int) -> Words:
    return Words("{} has scored {} KO." if kos == 1 else "{} has scored {} KOs.", (PLAYER[p], kos,))


def step_ko(st: DigimonState, d: int, dealt: int) -> None:
    s = st.seats[d]
    zones = st.seat_zones[d]
    a = 1 - d
    other = st.seats[a]
    name = st.active_card(d).name
    attacker = st.active_card(a)
    how = Words("{}'s {} hit for {} and it had {} HP left", (  # the attack as printed: its symbol and name
        attacker.name, Words("{} {}", (ATTACK_SYMBOLS[other.attack], attacker.attacks[other.attack].name)),
        max(other.power, 0), dealt)) if attacker is not None else "its HP reached 0"
    ko, by = s.active, other.active
    other.kos += 1
    if s.revive > 0:
        s.hp, s.revive = s.revive, 0
        st._emit("DCB-23", "ko", "{} is KO'd ({}) but revives with {} HP and stays in play. {}", d, name, how, s.hp,
                 kos_text(a, other.kos), kos=other.kos, damage=dealt, scorer=a, card=ko, by=by)
        return
    stack = list(zones["stack"])
    for card in stack:
        st.move(card, "discard")
    moves = st.take_moves()
    s.hp, s.penalty = 0, 1
    names = Listed(*[st.cards[i].name for i in stack])  # worded when read
    verb = "goes" if len(stack) == 1 else "go"
    st._emit("DCB-23", "ko", "{} is KO'd ({}): {} {} to the discard pile. {}", d, name, how, names, verb,
             kos_text(a, other.kos), card=ko, by=by, cards=stack, kos=other.kos, damage=dealt, scorer=a, moves=moves)


def step_battle_end(st: DigimonState, t: int) -> None:
    winners = [p for p in (0, 1) if st.seats[p].kos >= KOS_TO_WIN]
    if len(winners) == 2:
        st._finish(None, "both players reached 3 KOs at once", "DCB-26")
    elif winners:
        st._finish(winners[0], Phrase("{} KO'd 3 of the opponent's Digimon", PLAYER[winners[0]]), "DCB-25")
    else:
        a, b = st.seats[0].kos, st.seats[1].kos
        st._emit("DCB-25", "battle_end", "After the KO nobody has scored 3 KOs yet (Player 1 {}, Player 2 {}).", t, a,
                 b,
                 kos=[a, b])
