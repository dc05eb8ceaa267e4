"""What may be done now, and why not: the actions each decision lists (`turn.step_main_choice` asks the main step's,
core's response windows ask `responses`), the refusal functions that `vocabulary.py` declares (behind `why_not`), and
why a hand card cannot be used now (`card_refusal`, behind `why_not_card`). One copy of each rule; no rule step.

The main steps (BS-21, BS-28) offer: summon a spirit or deploy a nexus, use a magic card's Main or Flash effect (or
its Soul Magic, BS-19), move one core between the reserve and a card, end the step. A flash timing window offers
the Flash effects (BS-28). A card is offered only when its cost after the best reduction (BS-17, BS-18) can be paid
with the cores at hand (BS-16).
"""
from __future__ import annotations

from cardgames.core.actions import Action, Decision, shared
from cardgames.core.errors import Violation
from cardgames.core.windows import Window
from cardgames.core.words import PLAYER, Counted, Phrase

from . import costs
from .cards import CardFacts
from .state import HEAVY, REFRESHED, SEAT, BattleSpiritsState, card_place

END_STEP = Action("end_step")


def play_refusal(st: BattleSpiritsState, p: int, iid: int, timing: str, soul: bool = False,
                 effect: int = -1, costs_now: tuple | None = None) -> Violation | None:
    """Why `p` cannot play hand card `iid` now with one effect at one timing (`timing`: "main" in a main step,
    "flash" in a flash window): what the lists and the refusal functions below ask of each card."""
    if not _is_id(iid) or not 0 <= iid < len(st.cards) or st.places.where(iid) != SEAT[p]["hand"]:
        return Violation("BS-16", "card {card!r} is not in {player}'s hand", card=iid, player=PLAYER[p])
    card = st.cards[iid]
    if card.is_magic:
        if not _is_id(effect) or not 0 <= effect < len(card.effects):
            return Violation("BS-28", "{name} has {effects}; use one of them", name=card.name,
                             effects=Counted(len(card.effects), "effect"))
        if timing == "flash" and card.effects[effect].timing != "flash":
            return Violation("BS-28", "{name}'s effect is a Main effect: it can only be used in your own main steps, "
                             "not in flash timing", name=card.name)
    elif timing == "flash":
        return Violation("BS-28", "{name} is a {kind}: only Flash magic can be used in flash timing", name=card.name,
                         kind=card.kind)
    if soul:
        if card.is_magic and costs.soul_magic_ok(st, p, card):
            return None
        if card.soul_magic is None:
            return Violation("BS-19", "{name} has no Soul Magic cost", name=card.name)
        if st.soul_core_place(p) is None:
            return Violation("BS-19", "Soul Magic needs the soul core in your reserve or on one of your cards")
        return Violation("BS-19", "{name}'s Soul Magic needs a spirit of yours on the field", name=card.name)
    now = costs_now or _costs_now(st, p)
    need = _payable(card, now)
    if need is None:
        return Violation("BS-16", "{name} costs {cost}, {reduced} after the best reduction (BS-17/BS-18), but you "
                         "have only {cores} in your reserve and on your cards", name=card.name, cost=card.cost,
                         reduced=costs.cost_with(card, now[0], now[1]), cores=Counted(now[2], "core"))
    return None


def _payable(card, now: tuple) -> int | None:
    """BS-16: what `card` costs after the best reduction, if the cores at hand pay it (`now`: `_costs_now`)."""
    need = costs.cost_with(card, now[0], now[1])
    return need if need <= now[2] else None


def _costs_now(st: BattleSpiritsState, p: int) -> tuple:
    """What every cost check of one decision shares: EX symbols in the trash, field symbols, cores at hand."""
    return costs.ex_colours(st, st.seat_zones[p]["trash"]), st.symbols_on_field(p), st.available_cores(p)


def main_actions(st: BattleSpiritsState, p: int) -> tuple[Action, ...]:
    return (*hand_actions(st, p), *core_moves(st, p), END_STEP)


def hand_actions(st: BattleSpiritsState, p: int) -> list[Action]:
    """The cards of the hand that can be played now (BS-16 to BS-19, BS-28)."""
    out: list[Action] = []
    now = _costs_now(st, p)
    for iid in st.seat_zones[p]["hand"]:  # a hand card in a main step: only its cost can refuse it (`play_refusal`)
        card = st.cards[iid]
        need = _payable(card, now)
        if card.is_magic:
            for idx in range(len(card.effects)):
                if need is not None:
                    out.append(shared("magic", (iid, idx)))
                if card.soul_magic and costs.soul_magic_ok(st, p, card):
                    out.append(shared("soul_magic", (iid, idx)))
        elif need is not None:
            out.append(shared("play", (iid,)))
    return out


def core_moves(st: BattleSpiritsState, p: int) -> list[Action]:
    """BS-21: one core (or the soul core) between the reserve and each of one's cards in play, either way. Each
    player has one soul core (BS-14): while it is in the reserve, no card holds it."""
    out = []
    get, places = st.cores.get, st.core_places  # `get((kind, place), 0)`: one count, read for every card in play
    reserve = SEAT[p]["reserve"]
    reserve_core, reserve_soul = get(("core", reserve), 0), get(("soul", reserve), 0)
    for iid in st.fields[p]:
        if reserve_core:
            out.append(shared("core_on", (iid, "core")))
        if get(("core", places[iid])):
            out.append(shared("core_off", (iid, "core")))
        if reserve_soul:
            out.append(shared("core_on", (iid, "soul")))
        elif get(("soul", places[iid])):
            out.append(shared("core_off", (iid, "soul")))
    return out


def responses(st: BattleSpiritsState, window: Window, p: int) -> tuple[Action, ...]:
    """The Flash effects `p` may use in flash timing (BS-28), in any window: core's `ResponseWindows` asks for them
    (and adds passing)."""
    out: list[Action] = []
    now = None
    for iid in st.seat_zones[p]["hand"]:
        card = st.cards[iid]
        if not card.is_magic:
            continue
        for idx, eff in enumerate(card.effects):
            if eff.timing != "flash":
                continue
            now = now or _costs_now(st, p)
            if play_refusal(st, p, iid, "flash", effect=idx, costs_now=now) is None:
                out.append(shared("flash", (iid, idx)))
            if card.soul_magic and costs.soul_magic_ok(st, p, card):
                out.append(shared("soul_flash", (iid, idx)))
    return tuple(out)


def _is_id(value: object) -> bool:
    """A card instance id's type (a bool is no id, though Python counts it as an int)."""
    return type(value) is int


def pay_facts(st: BattleSpiritsState, p: int, card: CardFacts) -> dict:
    """What `p` pays for `card` now, after the best reduction, of its printed cost: the facts of a label."""
    ex, field, _ = _costs_now(st, p)
    paid = costs.cost_with(card, ex, field)
    return {"paid": paid, "cost": card.cost, "pay": Phrase("pay {} of {}", paid, card.cost)}


# The refusal functions of the decision kinds (`vocabulary.py`): why an action of a kind the decision offers, with
# the right arguments, is not listed
def main_refusal(st: BattleSpiritsState, decision: Decision, action: Action) -> Violation | None:
    """A main-step action not listed: a card that cannot be played now (BS-16 to BS-19, BS-28), a core that is not
    there to move (BS-21)."""
    p, kind, args = decision.player, action.kind, action.args
    if kind == "play":
        return play_refusal(st, p, args[0], "main")
    if kind in ("magic", "soul_magic"):
        return play_refusal(st, p, args[0], "main", soul=kind == "soul_magic", effect=args[1])
    if kind in ("core_on", "core_off"):
        iid, core = args
        if not _is_id(iid) or not 0 <= iid < len(st.cards) or not st.on_field(iid) or st.owner[iid] != p:
            return Violation("BS-21", "cores move only between your reserve and your own cards in play")
        if core not in ("core", "soul"):
            return Violation("BS-21", "{core!r} is no kind of core: 'core' or 'soul' (the soul core, BS-14)", core=core)
        where = f"{p}.reserve" if kind == "core_on" else card_place(iid)
        return Violation("BS-21", "there is no {core} in {place} to move",
                         core="soul core" if core == "soul" else "core", place=st.place_label(where))
    return None


def flash_refusal(st: BattleSpiritsState, decision: Decision, action: Action) -> Violation | None:
    """A Flash effect not listed in flash timing (BS-28)."""
    if action.kind in ("flash", "soul_flash"):
        return play_refusal(st, decision.player, action.args[0], "flash", soul=action.kind == "soul_flash",
                            effect=action.args[1])
    return None


def spirit_refusal(st: BattleSpiritsState, decision: Decision, action: Action) -> Violation | None:
    """An attack or a block by a spirit that cannot make it: not one's own refreshed spirit (BS-6, BS-8)."""
    p, kind = decision.player, action.kind
    if kind not in ("attack", "block"):
        return None
    iid = action.args[0]
    if _is_id(iid) and 0 <= iid < len(st.cards) and st.on_field(iid) and st.owner[iid] == p \
            and st.cards[iid].is_spirit and st.places.angle[iid] != REFRESHED:
        how = "heavily exhausted (upside down)" if st.places.angle[iid] == HEAVY else "exhausted"
        return Violation("BS-6", "{name} is {how}: only a refreshed spirit can {doing}", name=st.cards[iid].name,
                         how=how, doing=kind)
    return Violation("BS-8", "only {player}'s own refreshed spirits can {doing}", player=PLAYER[p], doing=kind)


def card_refusal(st: BattleSpiritsState, decision: Decision | None, iid: int) -> Violation | None:
    """Whether the deciding player can use hand card `iid` now (None), or why not: in a main step any effect of
    it may do (BS-28), in flash timing a Flash effect; at any other decision the rule that says when such a card is
    played (as the refusal of its action)."""
    if decision is None:
        return Violation("BS-10", "no card can be played at this moment")
    if decision.kind not in ("main", "respond"):
        if st.places.where(iid) != SEAT[decision.player]["hand"]:
            return Violation("BS-16", "card {card} is not in {player}'s hand", card=iid, player=PLAYER[decision.player])
        kind = "magic" if st.cards[iid].is_magic else "play"
        return st.vocabulary.refusal(st, decision, Action(kind, (iid,)))
    timing = "main" if decision.kind == "main" else "flash"
    card = st.cards[iid]
    effects = range(len(card.effects)) if card.is_magic else (-1,)
    reasons = [play_refusal(st, decision.player, iid, timing, effect=e) for e in effects]
    if card.is_magic and card.soul_magic:
        reasons += [play_refusal(st, decision.player, iid, timing, soul=True, effect=e) for e in effects]
    return None if any(r is None for r in reasons) else reasons[0]
