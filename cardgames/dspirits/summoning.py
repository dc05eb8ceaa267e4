"""Putting D-Spirits on the field and taking them back (DSP-12, DSP-13, DSP-21, DSP-32, DSP-33, DSP-36): Regular
Summon, Super D-Summon, Soul Exchange, the retired Soul Shift (variant), D-Evolution and Super Charge. Each
`*_refusal` says why an action is not allowed (or None); the same functions list the legal actions."""
from __future__ import annotations

from cardgames.core.errors import Violation
from cardgames.core.words import PLAYER

from .state import FROZEN, SCENE_SIZE, SUPER, DSpiritsState, cost_refusal

SOUL_SHIFT_COST = 800    # DSP-33
SUPER_CHARGE_COST = 500  # DSP-36


def summon_card_refusal(st: DSpiritsState, p: int, card: int, rule: str = "DSP-12") -> Violation | None:
    """The card's part of a summon (and of what a Soul Exchange brings in, `rule` DSP-32): a D-Spirit of `p`'s hand
    that is no D-Evolution (read from the card facts: asked for every candidate at every Main Step decision)."""
    if card not in st.seat_zones[p]["hand"]:  # a list's own search: no call per candidate
        return Violation(rule, "only a D-Spirit in your hand can be summoned")
    if not st.cards[card].is_spirit:
        return Violation("DSP-12", "{name} is not a D-Spirit", name=st.cards[card].name)
    if not st.cards[card].summonable:
        return Violation("DSP-21", "{name} is a D-Evolution: it is never summoned, only evolved onto its base",
                         name=st.cards[card].name)
    return None


def scene_refusal(st: DSpiritsState, p: int, card: int, rule: str) -> Violation | None:
    """`card` is a D-Spirit on `p`'s Battle Scene (the card's part of several refusals)."""
    zone = st.seat_zones[p]
    if card not in zone["scene"]:  # a list's own search: no call per candidate
        if card in zone["szone"]:
            return Violation("DSP-39", "{name} is in the Support Zone", name=st.cards[card].name)
        return Violation(rule, "that is not a D-Spirit on your Battle Scene")
    return None


def own_main_step(st: DSpiritsState, p: int) -> bool:
    return st.phase == "main" and st.tp == p


def _main_step(st: DSpiritsState, p: int, rule: str, what: str) -> Violation | None:
    if st.phase != "main" or st.tp != p:  # `own_main_step`, without its call (asked by every turn's part)
        return Violation(rule, "{what} happens in your own Main Step, before the Battle Step", what=what)
    return None


def summon_refusal(st: DSpiritsState, p: int, card: int) -> Violation | None:
    """DSP-12: once a turn, after the Draw Step, from hand to a free place of the Battle Scene: the turn's part
    (`summon_turn_refusal`, the same for every card), then the card's."""
    return summon_turn_refusal(st, p) or summon_card_refusal(st, p, card)


def summon_turn_refusal(st: DSpiritsState, p: int) -> Violation | None:
    return _main_step(st, p, "DSP-12", "a Regular Summon") or summon_limit(st, p)




def summon_limit(st: DSpiritsState, p: int) -> Violation | None:
    """DSP-12, DSP-5: the part of `summon_refusal` that is the same for every card."""
    if st.seats[p].summoned:
        return Violation("DSP-12", "you have already made your Regular Summon this turn")
    if len(st.seat_zones[p]["scene"]) >= SCENE_SIZE:
        return Violation("DSP-5", "the Battle Scene holds at most {most} D-Spirits", most=SCENE_SIZE)
    return None


def step_summon(st: DSpiritsState, p: int, card: int, kind: str) -> None:
    """Regular Summon (DSP-12) or Super D-Summon (DSP-13); 'when summoned' abilities trigger (DSP-15). (The zones'
    lists and names are read without `in_zone` and `zone`'s calls, and ATK and END in one `stats`.)"""
    zone, name = st.seat_zones[p], st.cards[card].name
    if card not in zone["hand"] or len(zone["scene"]) >= SCENE_SIZE:
        st._emit("DSP-13", "no_target", "{} can no longer be summoned.", p, name)
        return
    st.move(card, "scene")
    st.counters.entered[card] = st.turn
    if kind == "regular":
        st.seats[p].summoned = True
        atk, end = st.stats(card)
        st._emit("DSP-12", "summon", "{} Regular Summons {} (ATK {}, END {}, SP {}).", p, PLAYER[p], name, atk, end,
                 st.cards[card].printed_sp, card=card, moves=st.take_moves())
    else:
        st.counters.flags[card] |= SUPER
        note = " It came after the Battle Step began, so it cannot attack this turn." if st.phase == "battle" else ""
        st._emit("DSP-13", "summon", "{} Super D-Summons {}.{}", p, PLAYER[p], name, note, card=card,
                 moves=st.take_moves())
    fire_summoned(st, p, card)


def fire_summoned(st: DSpiritsState, p: int, card: int) -> None:
    for i in st.cards[card].on_summon:
        st._fire(p, ("trigger", p, card, i))


# ----- Soul Exchange (DSP-32, DSP-25, DSP-38, DSP-39) -----------------------------------------------------------------
def exchange_refusal(st: DSpiritsState, p: int, out: int, new: int) -> Violation | None:
    """DSP-32: the turn's part (`exchange_turn_refusal`, the same for every pair), the D-Spirit that leaves
    (`exchange_out_refusal`), then the one that comes (`exchange_in_refusal`)."""
    return exchange_turn_refusal(st, p) or exchange_out_refusal(st, p, out) or exchange_in_refusal(st, p, new)


def exchange_turn_refusal(st: DSpiritsState, p: int) -> Violation | None:
    found = _main_step(st, p, "DSP-32", "a Soul Exchange")
    if found:
        return found
    if st.seats[p].exchanged:
        return Violation("DSP-32", "only one Soul Exchange a turn")
    return None


def exchange_in_refusal(st: DSpiritsState, p: int, new: int) -> Violation | None:
    return summon_card_refusal(st, p, new, "DSP-32")


def exchange_out_refusal(st: DSpiritsState, p: int, out: int) -> Violation | None:
    """The part of `exchange_refusal` about the D-Spirit that leaves (the same whichever card comes in)."""
    return scene_refusal(st, p, out, "DSP-32") or leaving_refusal(st, out)


def leaving_refusal(st: DSpiritsState, out: int) -> Violation | None:
    """The part of `exchange_out_refusal` about the D-Spirit itself, one of the player's Battle Scene. (Asked for
    every D-Spirit of the Battle Scene at every Main Step decision: the name is read only for a refusal, and the
    Frozen status without `frozen`'s call.)"""
    if not (st.counters.flags[out] & SUPER or st.on_field_since_before(out)):
        return Violation("DSP-32", "{name} was neither Super D-Summoned nor on the field for a turn",
                         name=st.cards[out].name)
    if st.counters.status[out] & FROZEN:
        return Violation("DSP-38", "{name} is Frozen: it cannot be soul-exchanged", name=st.cards[out].name)
    if st.locked(out):
        return Violation("DSP-25", "{name} endured last turn: it cannot be soul-exchanged this turn",
                         name=st.cards[out].name)
    return None


def step_exchange(st: DSpiritsState, p: int, out: int, new: int) -> None:
    st.seats[p].exchanged = True
    index = st.seat_zones[p]["scene"].index(out)
    st.leave_field(out, "hand")
    st.move(new, "scene", index)
    st.counters.entered[new] = st.turn
    st._emit("DSP-32", "soul_exchange", "Soul Exchange: {} returns to {}'s hand (statuses stay on it, DSP-38) and {} "
             "takes its place (not a Regular Summon).", p, st.cards[out].name, PLAYER[p], st.cards[new].name, card=new,
             out=out, moves=st.take_moves())
    fire_summoned(st, p, new)


# ----- Soul Shift (DSP-33, a variant) ---------------------------------------------------------------------------------
def shift_refusal(st: DSpiritsState, p: int, card: int) -> Violation | None:
    """DSP-33 (a variant): the turn's part (`shift_turn_refusal`, the same for every card), then the card's."""
    return shift_turn_refusal(st, p) or scene_refusal(st, p, card, "DSP-33")


def shift_turn_refusal(st: DSpiritsState, p: int) -> Violation | None:
    if not st.options["soul_shift"]:
        return Violation("DSP-33", "Soul Shift was removed from the rules (variant option soul_shift)")
    found = _main_step(st, p, "DSP-33", "Soul Shift")
    if found:
        return found
    if st.seats[p].shifted:
        return Violation("DSP-33", "only one Soul Shift a turn")
    return cost_refusal(st, p, SOUL_SHIFT_COST)


def step_shift(st: DSpiritsState, p: int, card: int) -> None:
    st.seats[p].shifted = True
    st.move(card, "szone")
    st._emit("DSP-33", "soul_shift", "Soul Shift (variant): {} goes to the Support Zone; its abilities and Special "
             "Move are inactive there.", p, st.cards[card].name, card=card, moves=st.take_moves())


# ----- D-Evolution (DSP-21) -----------------------------------------------------------------------------------------
def evolve_refusal(st: DSpiritsState, p: int, evo: int, base: int) -> Violation | None:
    found = _main_step(st, p, "DSP-21", "D-Evolution")
    if found:
        return found
    if not (0 <= evo < len(st.cards)) or not (st.in_zone(evo, p, "side") or st.in_zone(evo, p, "dworld")):
        if 0 <= evo < len(st.cards) and st.in_zone(evo, p, "removed"):
            return Violation("DSP-21", "{name} was removed from play: it is out of the game and cannot evolve "
                             "again (only the D-World gives D-Evolutions back)", name=st.cards[evo].name)
        return Violation("DSP-21", "a D-Evolution comes from your Side deck or back from your D-World")
    c = st.cards[evo]
    if not c.is_spirit or c.evolution is None:
        return Violation("DSP-21", "{name} is not a D-Evolution", name=c.name)
    found = scene_refusal(st, p, base, "DSP-21")
    if found:
        return found
    if st.cards[base].no != c.evolution.base:
        return Violation("DSP-21", "{name} evolves from card {number}, not from {base}", name=c.name,
                         number=c.evolution.base, base=st.cards[base].name)
    if not st.on_field_since_before(base):
        return Violation("DSP-21", "{name} must have been on your Battle Scene since before this turn",
                         name=st.cards[base].name)
    return None


def step_evolve(st: DSpiritsState, p: int, evo: int, base: int) -> None:
    src = st.where(evo)
    scene = st.seat_zones[p]["scene"]
    st.move(evo, "scene", scene.index(base))
    for c in st.stack(base)[:-1]:
        st.places.attach(c, f"{p}.under", evo, f"{p}.under")
    st.places.attach(base, f"{p}.scene", evo, f"{p}.under")
    counters = st.counters
    for name in ("entered", "status", "poison", "endured_on", "atk_boost", "end_boost", "flags"):
        values = getattr(counters, name)
        values[evo] = values[base]  # the stack keeps its statuses, counters and stance (the top carries them)
        if name != "entered":
            values[base] = 0
    where = "the D-World" if src.endswith("dworld") else "the Side deck"
    st._emit("DSP-21", "evolve", "D-Evolution: {} comes from {} onto {} (not a summon); the stack is {} cards.", p,
             st.cards[evo].name, where, st.cards[base].name, len(st.stack(evo)), card=evo, base=base,
             moves=st.take_moves())


# ----- Super Charge (DSP-36) -----------------------------------------------------------------------------------------
def charge_refusal(st: DSpiritsState, p: int, card: int) -> Violation | None:
    """DSP-36: the turn's part (`charge_turn_refusal`, the same for every D-Spirit), then the card's."""
    return charge_turn_refusal(st, p) or scene_refusal(st, p, card, "DSP-36")


def charge_turn_refusal(st: DSpiritsState, p: int) -> Violation | None:
    return _main_step(st, p, "DSP-36", "Super Charge") or cost_refusal(st, p, SUPER_CHARGE_COST)


def charge_steps(p: int, card: int) -> list[tuple]:
    return [("pay", p, SUPER_CHARGE_COST, "DSP-36", "Super Charge", card), ("charge", p, card), ("end_step", p)]


def step_charge(st: DSpiritsState, p: int, card: int) -> None:
    st.seats[p].charge = card
    st._emit("DSP-36", "super_charge", "Super Charge: {} skips this Battle Step; at the start of the next turn {}'s "
             "ATK doubles and it alone may attack.", p, PLAYER[p], st.cards[card].name, card=card)
