"""What may be done now in Digimon Card Battle, and why not: the actions each decision lists (the steps of `turn.py`
and `evolution.py` ask them), the reasons that refuse the others, the decision kinds' refusal functions that
`vocabulary.py` declares (behind `why_not`), and why a hand card cannot be used now (`card_refusal`, behind
`why_not_card`). No rule step lives here.

Legality is written once, as functions that return a reason (a `Violation` constant, or None when allowed): the
`*_actions` functions list the actions they allow, and the `*_why_not` functions explain with the same functions why
another action is refused, filling the reason's blanks (`Violation.filled`). A refusal is a lesson, so it reads as
words, never as code.
"""
from __future__ import annotations

from cardgames.core.actions import Action, Decision, shared
from cardgames.core.errors import Violation, reasons, shown
from cardgames.core.words import PLAYER, Listed, Words

from .cards import LEVEL_RANK, DigimonCard, card_pool
from .effects import DevolveEffect, EvolveEffect
from .state import DigimonState

# ----- the preparation phase and placing a Digimon (DCB-8, DCB-9, DCB-27) -------------------------------------------
PREPARE = (Action("keep"), Action("redraw"))
OPTION_INTO_PLAY = Violation("DCB-9", "{name} is an option card: only a Digimon card can be put into play")
A_INTO_PLAY = Violation("DCB-27", "{name} is an A-level Digimon: an A card can never be put into play directly; it "
                       "only evolves from its partner")


def place_refusal(card) -> Violation | None:
    """Why `card` cannot be put into play from the hand (None: it can)."""
    if not card.is_digimon:
        return OPTION_INTO_PLAY
    if card.level == "A":
        return A_INTO_PLAY
    return None


def place_actions(st: DigimonState, p: int) -> tuple[Action, ...]:
    cards = st.cards
    seen: set[int] = set()
    actions = []
    for iid in st.seat_zones[p]["hand"]:
        c = cards[iid]
        if c.ca not in seen and place_refusal(c) is None:
            seen.add(c.ca)
            actions.append(shared("place", (iid,)))
    return tuple(actions)


def place_why_not(st: DigimonState, p: int, action: Action, listed: tuple[Action, ...]) -> Violation | None:
    refused = st.not_in_hand(p, action.args, "DCB-9")
    if refused:
        return refused
    card = st.cards[action.args[0]]
    reason = place_refusal(card)
    return reason.filled(name=card.name) if reason else st.copy_listed(p, listed, action, "DCB-9")


# ----- the evolution phase (DCB-12 … DCB-17) ------------------------------------------------------------------------
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
    zones = st.seat_zones[p]
    if not zones["stack"]:
        return NO_DIGIMON
    return EVOLVED if s.evolved else None


def evolution_actions(st: DigimonState, p: int) -> tuple[Action, ...]:
    """The legal actions of the evolution phase, ending with "end the phase" (asked again after each action)."""
    s = st.seats[p]
    zones = st.seat_zones[p]
    cards = st.cards
    actions: list[Action] = []
    seen: set[int] = set()
    if not s.evo_placed:
        for iid in zones["hand"]:
            c = cards[iid]
            if c.ca in seen or zone_refusal(st, p, c):
                continue
            seen.add(c.ca)
            actions.append(shared("evo_zone", (iid,)))
    if evolve_refusal(st, p) is None:
        active, pe = cards[zones["stack"][-1]], st.pe_total(p)
        seen.clear()
        hand_digimon = [i for i in zones["hand"] if cards[i].is_digimon]
        for iid in hand_digimon:
            c = cards[iid]
            if c.ca not in seen and target_refusal(active, pe, c) is None:
                seen.add(c.ca)
                actions.append(shared("evolve", (iid,)))
        used: set[int] = set(s.yellow_used)
        for opt in zones["hand"]:
            card = cards[opt]
            if card.is_digimon or card.evolution is None or card.ca in used:
                continue
            used.add(card.ca)
            effect = card.evolution
            if isinstance(effect, DevolveEffect):
                if active.level in effect.from_levels and len(zones["stack"]) >= 2:
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


def evolution_why_not(st: DigimonState, p: int, action: Action, listed: tuple[Action, ...]) -> Violation | None:
    """Why an evolution-phase action that is not listed is refused, from the evolution legality functions above (its
    number of arguments is checked already, from the declared ones: `vocabulary.py`)."""
    s, cards, kind = st.seats[p], st.cards, action.kind
    if kind == "end_evolution":
        return None
    rule = st.vocabulary.kinds[kind].rule  # the rule its kind declares (`vocabulary.py`)
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
    active, pe = cards[st.seat_zones[p]["stack"][-1]], st.pe_total(p)
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
        stacked = len(st.seat_zones[p]["stack"])
        return CANNOT_DEVOLVE.filled(**blanks) if not (active.level in effect.from_levels and stacked >= 2) \
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
    active = st.cards[st.seat_zones[p]["stack"][-1]]
    blanks.update(active=active.name, level=active.level)
    if isinstance(card.evolution, DevolveEffect):
        return CANNOT_DEVOLVE.filled(**blanks)
    return (OPTION_LEVEL if active.level not in card.evolution.from_levels else NO_OPTION_TARGET).filled(**blanks)


def _by_ca(cas: list[int]) -> list:
    pool = card_pool()
    return [pool[ca] for ca in cas if ca in pool]


# ----- the support phase (DCB-19) -----------------------------------------------------------------------------------
EMPTY_DECK = Violation("DCB-19", "{player}'s deck is empty: no top card to put face down")
SUPPORT_PASS = Action("support_pass")
SUPPORT_DECK = Action("support_deck")


def support_actions(st: DigimonState, p: int) -> tuple[Action, ...]:
    zones = st.seat_zones[p]
    actions = [SUPPORT_PASS]
    seen: set[int] = set()
    cards = st.cards
    for iid in zones["hand"]:
        c = cards[iid]
        if c.ca not in seen:
            seen.add(c.ca)
            actions.append(shared("support_hand", (iid,)))
    if zones["deck"]:
        actions.append(SUPPORT_DECK)
    return tuple(actions)


def support_why_not(st: DigimonState, p: int, action: Action, listed: tuple[Action, ...]) -> Violation | None:
    """Why a support action with the right arguments is not listed: an empty deck, or a card not in the hand."""
    if action.kind == "support_deck":
        return EMPTY_DECK.filled(player=PLAYER[p])
    if action.kind == "support_pass":
        return None
    return st.not_in_hand(p, action.args, "DCB-19") or st.copy_listed(p, listed, action, "DCB-19")


# ----- the secret attack choice (DCB-21) ----------------------------------------------------------------------------
NO_SUCH_ATTACK = Violation("DCB-21", "{given} is none of {name}'s three attacks: {attacks}")


def attack_why_not(st: DigimonState, p: int, action: Action, listed: tuple[Action, ...]) -> Violation | None:
    """Every attack is always listed: a refused one is none of the three (its one argument is no 0, 1 or 2)."""
    attacks = Listed(*[Words("{} is {}", (a.args[0], st.label(p, a))) for a in listed])  # worded when read
    return NO_SUCH_ATTACK.filled(given=shown(action.args[0]), name=st.active_card(p).name, attacks=attacks)


# ----- a card of the hand (why_not_card) ----------------------------------------------------------------------------
def card_refusal(st: DigimonState, decision: Decision | None, iid: int) -> Violation | None:
    """None when hand card `iid` (or an identical copy) is used by one of `decision`'s actions; otherwise why it
    cannot be used now (what a board shows when a learner clicks a dimmed card)."""
    if decision is None:
        return Violation("", "no decision is pending")
    p = decision.player
    refused = st.not_in_hand(p, (iid,), decision.rule)
    if refused:
        return refused
    ca = st.cards[iid].ca
    if any(st.cards[i].ca == ca for a in decision.actions for i in a.args if type(i) is int and 0 <= i < len(st.cards)
           and a.kind != "attack"):
        return None
    card = st.cards[iid]
    if decision.kind == "place":
        return st.vocabulary.refusal(st, decision, Action("place", (iid,)))
    if decision.kind == "evolution":
        if not card.is_digimon and card.evolution is not None:
            return option_card_why_not(st, p, iid)
        tries = [Action("evolve", (iid,)), Action("evo_zone", (iid,))]
        found = [evolution_why_not(st, p, a, decision.actions) for a in tries]
        return found[0] if card.is_digimon and not st.seats[p].evolved else found[1]
    return Violation(decision.rule, "{name} cannot be used while Player {player_number} is {topic}",
                     name=card.name, player_number=p + 1, topic=st.vocabulary.by_decision[decision.kind].topic)
