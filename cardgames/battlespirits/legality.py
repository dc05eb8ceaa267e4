"""What a player may do now, and why an action is refused (`why_not`): one copy of each rule.

The main steps (BS-21, BS-28) offer: summon a spirit or deploy a nexus, use a magic card's Main or Flash effect (or
its Soul Magic, BS-19), move one core between the reserve and a card, end the step. A flash timing window offers
the Flash effects (BS-28). A card is offered only when its cost after the best reduction (BS-17, BS-18) can be paid
with the cores at hand (BS-16).
"""
from __future__ import annotations

from cardgames.core.actions import Action, Decision, shared
from cardgames.core.errors import Violation
from cardgames.core.windows import Window
from cardgames.core.words import counted

from . import costs
from .cards import CardFacts
from .state import HEAVY, PLAYER, REFRESHED, SEAT, BattleSpiritsState, card_place
from .turn import END_STEP

# The main-step prompt by seat and step (the 1st, the 2nd), made once: it is asked at every main-step decision
MAIN_PROMPTS = tuple(tuple(f"{PLAYER[p]}'s {step}: play a card, move cores, or end the step."
                           for step in ("main step", "2nd main step")) for p in (0, 1))


def card_refusal(st: BattleSpiritsState, p: int, iid: int, timing: str, soul: bool = False,
                 effect: int = -1, costs_now: tuple | None = None) -> Violation | None:
    """Why `p` cannot play hand card `iid` now (`timing`: "main" in a main step, "flash" in a flash window)."""
    if not _is_id(iid) or not 0 <= iid < len(st.cards) or st.places.where(iid) != SEAT[p]["hand"]:
        return Violation("BS-16", f"card {iid!r} is not in {PLAYER[p]}'s hand")
    card = st.cards[iid]
    if card.is_magic:
        if not _is_id(effect) or not 0 <= effect < len(card.effects):
            return Violation("BS-28", f"{card.name} has {counted(len(card.effects), 'effect')}; use one of them")
        if timing == "flash" and card.effects[effect].timing != "flash":
            return Violation("BS-28", f"{card.name}'s effect is a Main effect: it can only be used in your own main "
                             "steps, not in flash timing")
    elif timing == "flash":
        return Violation("BS-28", f"{card.name} is a {card.kind}: only Flash magic can be used in flash timing")
    if soul:
        if card.is_magic and costs.soul_magic_ok(st, p, card):
            return None
        if card.soul_magic is None:
            return Violation("BS-19", f"{card.name} has no Soul Magic cost")
        if st.soul_core_place(p) is None:
            return Violation("BS-19", "Soul Magic needs the soul core in your reserve or on one of your cards")
        return Violation("BS-19", f"{card.name}'s Soul Magic needs a spirit of yours on the field")
    now = costs_now or _costs_now(st, p)
    need = _payable(card, now)
    if need is None:
        return Violation("BS-16", f"{card.name} costs {card.cost}, {costs.cost_with(card, now[0], now[1])} after the "
                         f"best reduction (BS-17/BS-18), but you have only {counted(now[2], 'core')} in your reserve "
                         "and on your cards")
    return None


def _payable(card, now: tuple) -> int | None:
    """BS-16: what `card` costs after the best reduction, if the cores at hand pay it (`now`: `_costs_now`)."""
    need = costs.cost_with(card, now[0], now[1])
    return need if need <= now[2] else None


def _costs_now(st: BattleSpiritsState, p: int) -> tuple:
    """What every cost check of one decision shares: EX symbols in the trash, field symbols, cores at hand."""
    return costs.ex_colours(st, st.zone(p, "trash")), st.symbols_on_field(p), st.available_cores(p)


def step_main_choice(st: BattleSpiritsState, p: int) -> None:
    """The main-step decision of `p` (BS-21), asked again after each action until the step ends."""
    st.ask(p, "main", "BS-21", MAIN_PROMPTS[p][st.step_name == "main2"], main_actions(st, p))


def main_actions(st: BattleSpiritsState, p: int) -> tuple[Action, ...]:
    return (*hand_actions(st, p), *core_moves(st, p), END_STEP)


def hand_actions(st: BattleSpiritsState, p: int) -> list[Action]:
    """The cards of the hand that can be played now (BS-16 to BS-19, BS-28)."""
    out: list[Action] = []
    now = _costs_now(st, p)
    for iid in st.zone(p, "hand"):  # a hand card in a main step: only its cost can refuse it (`card_refusal`)
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
    for iid in st.zone(p, "hand"):
        card = st.cards[iid]
        if not card.is_magic:
            continue
        for idx, eff in enumerate(card.effects):
            if eff.timing != "flash":
                continue
            now = now or _costs_now(st, p)
            if card_refusal(st, p, iid, "flash", effect=idx, costs_now=now) is None:
                out.append(shared("flash", (iid, idx)))
            if card.soul_magic and costs.soul_magic_ok(st, p, card):
                out.append(shared("soul_flash", (iid, idx)))
    return tuple(out)


# the words of the actions that name no card (`describe`)
WORDS = {"keep": "Keep this hand", "mulligan": "Mulligan: return the hand, shuffle, draw 4 again",
         "end_step": "End this main step", "end_attacks": "End the attack step", "no_block": "Do not block",
         "keep_soul": "Move ordinary cores only (the soul core stays)",
         "move_soul": "Move the soul core as one of them"}


def describe(st: BattleSpiritsState, decision: Decision, action: Action) -> str:
    """The words of `action`, one of `decision`'s actions, on the board as it is now (`game.describe`): what a card
    costs after the best reduction (BS-17, BS-18), a spirit's BP, the level the cores placed give (BS-24)."""
    kind, args = action.kind, action.args
    if kind in WORDS:
        return WORDS[kind]
    if kind == "place":
        n, soul = args
        card = st.cards[st.placing]
        level = card.level_for(n + soul, soul)
        lv = f"Lv{level}" if level else "below Lv1: it vanishes"
        return f"Place {counted(n, 'core')}{' and the soul core' if soul else ''} on {card.name} ({lv})"
    iid = args[0]
    card = st.cards[iid]
    if kind == "attack":
        return f"Attack with {card.name} (BP {st.bp(iid)}, {counted(len(card.symbols), 'symbol')})"
    if kind == "block":
        return f"Block with {card.name} (BP {st.bp(iid)})"
    if kind in ("core_on", "core_off"):
        what = "a core" if args[1] == "core" else "the soul core"
        return (f"Move {what} from the reserve onto {card.name}" if kind == "core_on" else
                f"Move {what} from {card.name} to the reserve")
    if kind == "play":
        return f"{'Summon' if card.is_spirit else 'Deploy'} {card.name} ({_pay(st, decision.player, card)})"
    timing = card.effects[args[1]].timing.capitalize()
    if kind in ("soul_magic", "soul_flash"):
        return f"Use {card.name}: {timing} effect as Soul Magic (pay the soul core)"
    return f"Use {card.name}: {timing} effect ({_pay(st, decision.player, card)})"  # magic, flash


def _pay(st: BattleSpiritsState, p: int, card: CardFacts) -> str:
    """What `p` pays for `card` now, after the best reduction, of its printed cost."""
    ex, field, _ = _costs_now(st, p)
    return f"pay {costs.cost_with(card, ex, field)} of {card.cost}"


# Each action kind's own decision, and the rule that allows it only there: an action offered at another decision is
# refused by that rule (a core move in the attack step by BS-21, a mulligan after set-up by BS-4), not by the rule
# of the decision pending
OWN_DECISION = {
    "keep": ("mulligan", "BS-4", "a hand is kept or sent back once, at set-up, before the first turn"),
    "mulligan": ("mulligan", "BS-4", "each player may mulligan once, at set-up, before the first turn"),
    "play": ("main", "BS-10", "spirits and nexuses are summoned and deployed in one's own main steps"),
    "magic": ("main", "BS-28", "a magic card's effect is used from the hand in one's own main steps (Flash effects "
              "also in flash timing, as 'flash' actions)"),
    "soul_magic": ("main", "BS-28", "Soul Magic is used in one's own main steps (Flash effects also in flash "
                   "timing, as 'soul_flash' actions)"),
    "core_on": ("main", "BS-21", "cores move between the reserve and one's cards only in one's own main steps"),
    "core_off": ("main", "BS-21", "cores move between the reserve and one's cards only in one's own main steps"),
    "end_step": ("main", "BS-10", "only a main step is ended by its player; the other steps end by themselves"),
    "attack": ("attack", "BS-8", "attacks are declared by the turn player in the attack step"),
    "end_attacks": ("attack", "BS-8", "only the turn player's attack step can be ended this way"),
    "block": ("block", "BS-8", "the defender blocks when an attack is declared, not at another moment"),
    "no_block": ("block", "BS-8", "the defender declines to block only when an attack is declared"),
    "flash": ("respond", "BS-28", "Flash effects are used in flash timing as 'flash' actions (in a main step as "
              "'magic')"),
    "soul_flash": ("respond", "BS-28", "Flash effects as Soul Magic are used in flash timing as 'soul_flash' actions "
                   "(in a main step as 'soul_magic')"),
    "pass": ("respond", "BS-28", "passing answers flash timing, and no flash timing is open"),
    "place": ("place", "BS-24", "cores are placed on a spirit or nexus as it enters the field, not at another "
              "moment"),
    "keep_soul": ("soul_choice", "BS-14", "the owner chooses about the soul core only when an effect moves cores "
                  "off a card that holds it"),
    "move_soul": ("soul_choice", "BS-14", "the owner chooses about the soul core only when an effect moves cores "
                  "off a card that holds it"),
    "pick": ("pick", "BS-16", "items (cores to pay, cards for 継召, a target) are picked only while a choice of "
             "them is pending"),
    "done": ("pick", "BS-16", "'done' ends a choice of items (cores to pay, cards for 継召), and none is pending"),
}


def _is_id(value: object) -> bool:
    """A card instance id's type (a bool is no id, though Python counts it as an int)."""
    return type(value) is int


def refusal(st: BattleSpiritsState, decision: Decision, action: Action) -> Violation | None:
    """Why `action` is not among `decision`'s actions, by the rule that forbids it (None: no better reason than
    the decision's own rule)."""
    p, kind, args = decision.player, action.kind, action.args
    own = OWN_DECISION.get(kind) if isinstance(kind, str) else None
    if decision.kind == "respond" and kind in ("play", "magic", "soul_magic"):
        return Violation("BS-28", "in flash timing only Flash effects of magic cards can be used (as 'flash' or "
                         "'soul_flash' actions)")
    if own is not None and own[0] != decision.kind and not (kind in ("flash", "soul_flash") and
                                                              decision.kind == "main"):
        return Violation(own[1], f"{own[2]}; now: {decision.prompt}")
    if decision.kind == "main":
        if kind == "play" and len(args) == 1:
            return card_refusal(st, p, args[0], "main")
        if kind in ("magic", "soul_magic") and len(args) == 2:
            return card_refusal(st, p, args[0], "main", soul=kind == "soul_magic", effect=args[1])
        if kind in ("core_on", "core_off") and len(args) == 2:
            iid, core = args
            if not _is_id(iid) or not 0 <= iid < len(st.cards) or not st.on_field(iid) or st.owner_of[iid] != p:
                return Violation("BS-21", "cores move only between your reserve and your own cards in play")
            if core not in ("core", "soul"):
                return Violation("BS-21", f"{core!r} is no kind of core: 'core' or 'soul' (the soul core, BS-14)")
            where = f"{p}.reserve" if kind == "core_on" else card_place(iid)
            return Violation("BS-21", f"there is no {'soul core' if core == 'soul' else 'core'} in "
                             f"{st.place_label(where)} to move")
        if kind in ("flash", "soul_flash"):
            return Violation("BS-28", f"in a main step a magic card is used as '{kind.replace('flash', 'magic')}' "
                             "(flash timing opens in the attack step)")
        if own is not None:
            return Violation(own[1], f"{action} is not one of the actions allowed now: {decision.prompt}")
    if decision.kind == "respond" and kind in ("flash", "soul_flash") and len(args) == 2:
        return card_refusal(st, p, args[0], "flash", soul=kind == "soul_flash", effect=args[1])
    if decision.kind in ("attack", "block") and kind == decision.kind and len(args) == 1:
        iid = args[0]
        if _is_id(iid) and 0 <= iid < len(st.cards) and st.on_field(iid) and st.owner_of[iid] == p \
                and st.cards[iid].is_spirit and st.places.angle[iid] != REFRESHED:
            how = "heavily exhausted (upside down)" if st.places.angle[iid] == HEAVY else "exhausted"
            return Violation("BS-6", f"{st.card_name(iid)} is {how}: only a refreshed spirit can {kind}")
        return Violation("BS-8", f"only {PLAYER[p]}'s own refreshed spirits can {kind}")
    return None


def hand_card_refusal(st: BattleSpiritsState, decision: Decision | None, iid: int) -> Violation | None:
    """Whether the deciding player can use hand card `iid` now (None), or why not: in a main step any effect of
    it may do (BS-28), in flash timing a Flash effect; at any other decision the rule that says when such a card is
    played (as `refusal` answers its action)."""
    if decision is None:
        return Violation("BS-10", "no card can be played at this moment")
    if decision.kind not in ("main", "respond"):
        if st.places.where(iid) != SEAT[decision.player]["hand"]:
            return Violation("BS-16", f"card {iid} is not in {PLAYER[decision.player]}'s hand")
        own = OWN_DECISION["magic" if st.cards[iid].is_magic else "play"]
        return Violation(own[1], f"{own[2]}; now: {decision.prompt}")
    timing = "main" if decision.kind == "main" else "flash"
    card = st.cards[iid]
    effects = range(len(card.effects)) if card.is_magic else (-1,)
    reasons = [card_refusal(st, decision.player, iid, timing, effect=e) for e in effects]
    if card.is_magic and card.soul_magic:
        reasons += [card_refusal(st, decision.player, iid, timing, soul=True, effect=e) for e in effects]
    return None if any(r is None for r in reasons) else reasons[0]
