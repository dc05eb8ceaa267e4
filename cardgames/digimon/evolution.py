"""The evolution phase (DCB-12 … DCB-17) as rule steps: its opening, the decision asked again after each action
(with the actions `legality.evolution_actions` lists), and the steps that carry out a card put into the Evolution
Zone, an evolution, a yellow-border card and going back a level.
"""
from __future__ import annotations

from cardgames.core.actions import Action
from cardgames.core.words import PLAYER, Words

from .legality import evolution_actions
from .state import DigimonState


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
    zones = st.seat_zones[p]
    old, former = st.active_card(p), s.active
    new = st.cards[iid]
    if opt >= 0:
        effect = st.cards[opt].evolution
        spent = list(zones["evo"]) if effect.cost == "printed" else [opt]
        rule = "DCB-15"
    elif new.level == "A":
        spent, rule = [], "DCB-17"
    else:
        spent, rule = list(zones["evo"]), "DCB-13"
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
    zones = st.seat_zones[p]
    effect = st.cards[opt].evolution
    top = zones["stack"][-1]
    st.move(top, "discard")
    moves = st.take_moves()
    below = st.active_card(p)
    s.hp = below.hp * effect.hp_num
    s.penalty = 1
    s.evolved = True
    st._emit("DCB-15", "devolve", "{}'s {} goes back to {} with {} HP.", p, PLAYER[p], st.cards[top].name, below.name,
             s.hp, card=top, moves=moves)
    st.discard(p, "evo", [opt], "DCB-15", "used")
