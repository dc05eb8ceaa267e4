"""The evolution phase: which evolutions are legal (DCB-12 … DCB-17) and the steps that carry them out.

Legality is written once, as functions that return a reason (a `Violation` constant, or None when allowed):
`evolution_actions` lists the actions they allow, and `why_not` explains with the same functions why another action
is refused, filling the reason's blanks (`Violation.filled`).
"""
from __future__ import annotations

from cardgames.core.actions import Action, shared
from cardgames.core.errors import Violation, reasons
from cardgames.core.words import Words

from .cards import LEVEL_RANK, DigimonCard, card_pool
from .effects import DevolveEffect, EvolveEffect
from .state import PLAYER, DigimonState

NEXT_LEVEL = {"R": "C", "C": "U"}
END_EVOLUTION = Action("end_evolution")

ZONE_USED = Violation("DCB-12", "{player} has already put a card into the Evolution Zone this turn (one per turn)")
NO_DIGIMON, EVOLVED, NOT_DIGIMON, WRONG_LEVEL, WRONG_SPECIALTY, NOT_ENOUGH_PE = reasons(
    "DCB-13",
    "{player} has no Digimon in play to evolve",
    "{player} has already evolved this turn (one evolution per turn)",
    "{name} is not a Digimon card",
    "{active} ({level}) can evolve only into a {next} card; {name} is {target_level}",
    "{name} is {target_spec} and {active} is {spec}: an evolution keeps the specialty",
    "{name} needs {cost} P.E; the Evolution Zone holds {pe}")
(YELLOW_VIA_OPTION, NOT_YELLOW, YELLOW_USED, OPTION_LEVEL, OPTION_TARGET, CANNOT_DEVOLVE, NO_OPTION_TARGET,
 WRONG_EFFECT) = reasons(
    "DCB-15",
    "{name} is a yellow-border card: it is played with its own action, not put into the Evolution Zone as P.E",
    "{name} is not a yellow-border evolution card",
    "{name} has already been played this turn (each yellow-border card once per turn)",
    "{name} cannot be used on {active} ({level})",
    "{name} cannot evolve {active} into {target}",
    "{name} cannot send {active} back: it needs a card beneath of the right level",
    "{name}: no Digimon in the hand that it can evolve {active} into",
    "{name} {does}: use the other action for it")
WRONG_PARTNER = Violation("DCB-17", "{name} is an A-level card: it evolves only from {partners}, not from {active}")


def target_refusal(active: DigimonCard, pe: int, target: DigimonCard) -> Violation | None:
    """DCB-13: R→C or C→U, same specialty, enough P.E. DCB-17: an A card evolves from its printed partner."""
    if target.level == "A":
        return None if active.ca in target.evolves_from else WRONG_PARTNER
    if NEXT_LEVEL.get(active.level) != target.level:
        return WRONG_LEVEL
    if target.specialty != active.specialty:
        return WRONG_SPECIALTY
    return None if pe >= target.evolve_cost else NOT_ENOUGH_PE


def option_target_ok(active: DigimonCard, pe: int, effect: EvolveEffect, target: DigimonCard) -> bool:
    """DCB-15: a yellow-border card relaxes the conditions of DCB-13 as its effect says."""
    if target.level == "A" or active.level not in effect.from_levels:
        return False
    if effect.same_level:
        level_ok = target.level == active.level
    elif effect.to_levels is None:
        level_ok = NEXT_LEVEL.get(active.level) == target.level
    else:
        level_ok = target.level in effect.to_levels and LEVEL_RANK[target.level] > LEVEL_RANK[active.level]
    if not level_ok:
        return False
    if not effect.ignore_specialty and target.specialty != active.specialty:
        return False
    return effect.cost == "none" or pe >= target.evolve_cost + effect.cost_add


def zone_refusal(st: DigimonState, p: int, card) -> Violation | None:
    """Why `card` cannot go into the Evolution Zone now (DCB-12 once per turn; yellow-border cards, DCB-15)."""
    if st.seats[p].evo_placed:
        return ZONE_USED
    if not card.is_digimon and card.evolution is not None:
        return YELLOW_VIA_OPTION
    return None


def evolve_refusal(st: DigimonState, p: int) -> Violation | None:
    """Why `p` cannot evolve at all now (no Digimon, or already evolved this turn)."""
    s = st.seats[p]
    if not s.stack:
        return NO_DIGIMON
    return EVOLVED if s.evolved else None


def evolution_actions(st: DigimonState, p: int) -> tuple[Action, ...]:
    """The legal actions of the evolution phase, ending with "end the phase" (asked again after each action)."""
    s = st.seats[p]
    cards = st.cards
    actions: list[Action] = []
    seen: set[int] = set()
    if not s.evo_placed:
        for iid in s.hand:
            c = cards[iid]
            if c.ca in seen or zone_refusal(st, p, c):
                continue
            seen.add(c.ca)
            actions.append(shared("evo_zone", (iid,)))
    if evolve_refusal(st, p) is None:
        active, pe = cards[s.stack[-1]], st.pe_total(p)
        seen.clear()
        hand_digimon = [i for i in s.hand if cards[i].is_digimon]
        for iid in hand_digimon:
            c = cards[iid]
            if c.ca not in seen and target_refusal(active, pe, c) is None:
                seen.add(c.ca)
                actions.append(shared("evolve", (iid,)))
        used: set[int] = set(s.yellow_used)
        for opt in s.hand:
            card = cards[opt]
            if card.is_digimon or card.evolution is None or card.ca in used:
                continue
            used.add(card.ca)
            effect = card.evolution
            if isinstance(effect, DevolveEffect):
                if active.level in effect.from_levels and len(s.stack) >= 2:
                    actions.append(shared("devolve", (opt,)))
                continue
            targets: set[int] = set()
            for iid in hand_digimon:
                c = cards[iid]
                if c.ca not in targets and option_target_ok(active, pe, effect, c):
                    targets.add(c.ca)
                    actions.append(shared("option_evolve", (opt, iid)))
    actions.append(END_EVOLUTION)
    return tuple(actions)


def why_not(st: DigimonState, p: int, action: Action, listed: tuple[Action, ...]) -> Violation | None:
    """Why an evolution-phase action that is not listed is refused, from the legality functions above (its number of
    arguments is checked already, from the declared ones: `vocabulary.py`)."""
    s, cards, kind = st.seats[p], st.cards, action.kind
    if kind == "end_evolution":
        return None
    rule = "DCB-15" if kind in ("option_evolve", "devolve") else "DCB-13" if kind == "evolve" else "DCB-12"
    refused = st.not_in_hand(p, action.args, rule)
    if refused:
        return refused
    card = cards[action.args[0]]
    blanks = {"player": PLAYER[p], "name": card.name}
    if kind == "evo_zone":
        reason = zone_refusal(st, p, card)
        return reason.filled(**blanks) if reason else st.copy_listed(p, listed, action, rule)
    reason = evolve_refusal(st, p)
    if reason:
        return reason.filled(**blanks)
    active, pe = cards[s.stack[-1]], st.pe_total(p)
    blanks.update(active=active.name, level=active.level, spec=active.specialty, pe=pe)
    if kind == "evolve":
        if not card.is_digimon:
            return NOT_DIGIMON.filled(**blanks)
        reason = target_refusal(active, pe, card)
        if reason:
            partners = " or ".join(c.name for c in _by_ca(card.evolves_from)) or "no card"
            return reason.filled(partners=partners, next=NEXT_LEVEL.get(active.level, "special"),
                           target_level=card.level, target_spec=card.specialty, cost=card.evolve_cost, **blanks)
        return st.copy_listed(p, listed, action, rule)
    if card.is_digimon or card.evolution is None:
        return NOT_YELLOW.filled(**blanks)
    if card.ca in s.yellow_used:
        return YELLOW_USED.filled(**blanks)
    effect = card.evolution
    if isinstance(effect, DevolveEffect) != (kind == "devolve"):
        does = "sends a Digimon back" if isinstance(effect, DevolveEffect) else "evolves a Digimon"
        return WRONG_EFFECT.filled(does=does, **blanks)
    if kind == "devolve":
        return CANNOT_DEVOLVE.filled(**blanks) if not (active.level in effect.from_levels and len(s.stack) >= 2) \
            else st.copy_listed(p, listed, action, rule)
    target = action.args[1]
    refused = st.not_in_hand(p, (target,), rule)
    if refused:
        return refused
    if active.level not in effect.from_levels:
        return OPTION_LEVEL.filled(**blanks)
    if not cards[target].is_digimon or not option_target_ok(active, pe, effect, cards[target]):
        return OPTION_TARGET.filled(target=cards[target].name, **blanks)
    return st.copy_listed(p, listed, action, rule)


def option_card_why_not(st: DigimonState, p: int, opt: int) -> Violation | None:
    """Why yellow-border card `opt` in the hand cannot be played now, whatever the target."""
    s, card = st.seats[p], st.cards[opt]
    blanks = {"player": PLAYER[p], "name": card.name}
    reason = YELLOW_USED if card.ca in s.yellow_used else evolve_refusal(st, p)
    if reason:
        return reason.filled(**blanks)
    active = st.cards[s.stack[-1]]
    blanks.update(active=active.name, level=active.level)
    if isinstance(card.evolution, DevolveEffect):
        return CANNOT_DEVOLVE.filled(**blanks)
    return (OPTION_LEVEL if active.level not in card.evolution.from_levels else NO_OPTION_TARGET).filled(**blanks)


def _by_ca(cas: list[int]) -> list:
    pool = card_pool()
    return [pool[ca] for ca in cas if ca in pool]


def steps_for(p: int, action: Action) -> list[tuple]:
    kind = action.kind
    if kind == "evo_zone":
        return [("to_evo_zone", p, action.args[0])]
    if kind == "evolve":
        return [("evolve", p, action.args[0], -1)]
    if kind == "option_evolve":
        opt, target = action.args
        return [("play_evo_option", p, opt), ("evolve", p, target, opt)]
    if kind == "devolve":
        return [("play_evo_option", p, action.args[0]), ("devolve", p, action.args[0])]
    return []


def step_evo_decision(st: DigimonState, p: int) -> None:
    actions = evolution_actions(st, p)
    if len(actions) > 1:  # "end the phase" alone is no decision
        st._ask(p, "evolution", "DCB-13", "Evolution phase: choose an action.", actions)
    else:
        st._emit("DCB-12", "evolution_done", "{} has nothing more to do in the evolution phase.", p, PLAYER[p])


def step_evolution_phase(st: DigimonState, p: int) -> None:
    st.phase = "evolution"
    actions = evolution_actions(st, p)  # the phase opens with its first choice, in the same step
    if len(actions) > 1:
        st._emit("DCB-12", "phase", "{}'s evolution phase.", p, PLAYER[p], phase="evolution")
        st._ask(p, "evolution", "DCB-13", "Evolution phase: choose an action.", actions)
    else:
        st._emit("DCB-12", "phase", "{}'s evolution phase: no card can go into the Evolution Zone and no evolution is "
                 "possible.", p, PLAYER[p], phase="evolution")


def step_to_evo_zone(st: DigimonState, p: int, iid: int) -> None:
    s = st.seats[p]
    st.move(iid, "evo")
    moves = st.take_moves()
    s.evo_placed = True
    c = st.cards[iid]
    gain = c.pe if c.is_digimon else 0
    rule = "DCB-12" if gain else "DCB-14"
    total = st.pe_total(p)
    st._emit(rule, "evo_zone", "{} puts {} in the Evolution Zone: +{} P.E (total {}).", p, PLAYER[p], c.name, gain,
             total, card=iid, pe=total, before=total - gain, gain=gain, moves=moves)


def step_play_evo_option(st: DigimonState, p: int, opt: int) -> None:
    s = st.seats[p]
    st.move(opt, "evo")
    moves = st.take_moves()
    card = st.cards[opt]
    s.yellow_used = (*s.yellow_used, card.ca)
    st._emit("DCB-15", "evo_option", "{} plays {} into the Evolution Zone.", p, PLAYER[p], card.name, card=opt,
             moves=moves)


def step_evolve(st: DigimonState, p: int, iid: int, opt: int) -> None:
    s = st.seats[p]
    old, former = st.active_card(p), s.active
    new = st.cards[iid]
    if opt >= 0:
        effect = st.cards[opt].evolution
        spent = list(s.evo) if effect.cost == "printed" else [opt]
        rule = "DCB-15"
    elif new.level == "A":
        spent, rule = [], "DCB-17"
    else:
        spent, rule = list(s.evo), "DCB-13"
    st.move(iid, "stack")
    moves = st.take_moves()
    s.evolved = True
    had_penalty = s.penalty > 1
    s.penalty = 1
    old_hp, s.hp = s.hp, new.hp
    how = {"DCB-17": "A-level evolution: specialty ignored, the Evolution Zone is kept",
           "DCB-15": Words("with {}", (st.cards[opt].name,)) if opt >= 0 else "",
           "DCB-13": "the Evolution Zone is spent"}[rule]
    st._emit(rule, "evolve", "{}'s {} evolves into {} ({}).", p, PLAYER[p], old.name, new.name, how, card=iid,
             base=old.ca, former=former, option=opt, moves=moves)
    text = "{} has its full {} HP; the penalty ends." if had_penalty else "{} has its full {} HP."
    st._emit("DCB-16", "hp_reset", text, p, new.name, new.hp, card=iid, hp=new.hp, before=old_hp)
    if spent:
        st._push(("spend_evo_zone", p, tuple(spent), rule))


def step_spend_evo_zone(st: DigimonState, p: int, spent: tuple[int, ...], rule: str) -> None:
    """The Evolution Zone cards an evolution used go to the discard pile: a step of its own, so a board shows it."""
    st.discard(p, "evo", list(spent), rule, "spent by the evolution")


def step_devolve(st: DigimonState, p: int, opt: int) -> None:
    s = st.seats[p]
    effect = st.cards[opt].evolution
    top = s.stack[-1]
    st.move(top, "discard")
    moves = st.take_moves()
    below = st.active_card(p)
    s.hp = below.hp * effect.hp_num
    s.penalty = 1
    s.evolved = True
    st._emit("DCB-15", "devolve", "{}'s {} goes back to {} with {} HP.", p, PLAYER[p], st.cards[top].name, below.name,
             s.hp, card=top, moves=moves)
    st.discard(p, "evo", [opt], "DCB-15", "used")
