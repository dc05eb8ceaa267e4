"""What may be done now, and why not: the actions the Draw, Main and Battle Steps list (the steps of `turn.py` ask
them), the refusal functions that `vocabulary.py` declares (behind `why_not`), and why a hand card cannot be used now
(`card_refusal`, behind `why_not_card`). No rule step lives here.

The lists and the refusals come from the same `*_refusal` functions of the rule modules, so there is one copy of
each rule."""
from __future__ import annotations

from cardgames.core.actions import Action, Decision, shared
from cardgames.core.arguments import unlike
from cardgames.core.errors import Violation

from . import battle, chain, summoning
from .chain import FIELD_RUSH_BID
from .state import DSpiritsState, cost_refusal

TO_BATTLE = Action("to_battle")
END_BATTLE = Action("end_battle")
EXTRA_DRAW_COST = 500  # DSP-31
DECKS = ("squad", "support")
DECK_NAMES = {"squad": "Squad deck", "support": "Support deck"}


# ----- the Draw Step (DSP-9, DSP-11, DSP-30, DSP-31, DSP-35) ---------------------------------------------------------
def recharge_cost(st: DSpiritsState, p: int) -> int:
    return st.sp_of(p) // 2


def rechargeable(st: DSpiritsState, p: int) -> list[int]:
    """D-Spirits of the D-World that Squad Recharge returns (D-Evolutions belong in the Side deck: DSP-21)."""
    cards = st.cards
    return [c for c in st.seat_zones[p]["dworld"] if cards[c].summonable]


def draw_refusal(st: DSpiritsState, p: int, action: Action):
    kind = action.kind
    if kind == "draw":
        deck = action.args[0] if action.args else ""
        if deck not in DECKS:
            return Violation("DSP-9", "a card is drawn from the Squad deck or the Support deck")
        if not st.seat_zones[p][deck]:
            return Violation("DSP-11", "the {deck} is empty", deck=DECK_NAMES[deck])
        return None
    if kind == "recharge":
        if any(st.cards[c].is_spirit for c in st.seat_zones[p]["squad"]):
            return Violation("DSP-30", "Squad Recharge is only for a Squad deck with no D-Spirit left")
        if not rechargeable(st, p):
            return Violation("DSP-30", "there is no D-Spirit in the D-World to return")
        return None
    if kind == "field_rush":
        card = action.args[0] if action.args else -1
        if not (0 <= card < len(st.cards)) or not st.cards[card].is_realm or not (
                st.in_zone(card, p, "support") or st.in_zone(card, p, "side")):
            return Violation("DSP-35", "Field Rush takes a Realm from the player's own Support or Side deck")
        return rush_cost_refusal(st, p)
    return Violation("DSP-9", "the Draw Step: draw one card, or use Squad Recharge or Field Rush")


def rush_cost_refusal(st: DSpiritsState, p: int) -> Violation | None:
    """DSP-7: the part of the Field Rush refusal (`draw_refusal`) that is the same for every Realm."""
    return cost_refusal(st, p, FIELD_RUSH_BID, "the opening bid of {cost} SP must stay below your {sp} SP")


def draw_actions(st: DSpiritsState, p: int) -> tuple[Action, ...]:
    """The Draw Step's choices. As `main_actions`, the Field Rush refusal's part that is the same for every
    Realm (`rush_cost_refusal`) is asked once, and the part that holds by construction (a Realm of the player's
    Support or Side deck) not at all; Squad Recharge is not asked about while the bottom card of the Squad deck is a
    D-Spirit (refused, DSP-30: the deck holds one): a speed-up only, `draw_refusal` decides."""
    zone = st.seat_zones[p]
    squad = zone["squad"]
    actions = [DRAW_SQUAD] if squad else []
    if zone["support"]:
        actions.append(DRAW_SUPPORT)
    if not (squad and st.cards[squad[0]].is_spirit) and not draw_refusal(st, p, RECHARGE):
        actions.append(RECHARGE)
    if rush_cost_refusal(st, p):
        return tuple(actions)
    seen, cards = set(), st.cards
    for deck in ("support", "side"):
        for c in zone[deck]:
            card = cards[c]
            if card.is_realm and card.no not in seen:
                seen.add(card.no)
                actions.append(shared("field_rush", (c,)))
    return tuple(actions)


RECHARGE = Action("recharge")
DRAW = {d: Action("draw", (d,)) for d in DECKS}
DRAW_SQUAD, DRAW_SUPPORT = DRAW["squad"], DRAW["support"]


def extra_refusal(st: DSpiritsState, p: int, action: Action):
    if action.kind == "no_extra":
        return None
    found = extra_limit(st, p)
    if found:
        return found
    deck = action.args[0] if action.args else ""
    if deck not in DECKS:
        return Violation("DSP-31", "an Extra Draw is taken from the Squad deck or the Support deck")
    if not st.seat_zones[p][deck]:
        return Violation("DSP-11", "that deck is empty")
    return None


def extra_limit(st: DSpiritsState, p: int) -> Violation | None:
    """DSP-31, DSP-35, DSP-7: the part of `extra_refusal` that is the same for both decks."""
    if st.first_turn(p):
        return Violation("DSP-31", "no Extra Draw on a player's first turn")
    if st.seats[p].rushed:
        return Violation("DSP-35", "no Extra Draw in a turn with a Field Rush")
    return cost_refusal(st, p, EXTRA_DRAW_COST)


NO_EXTRA = Action("no_extra")
EXTRA_DRAWS = tuple(Action("extra_draw", (d,)) for d in DECKS)


def extra_actions(st: DSpiritsState, p: int) -> tuple[Action, ...]:
    """The Extra Draw offer: one from each deck that is not empty, and not drawing one, when `extra_limit` allows
    an Extra Draw (the rest of `extra_refusal`, asked once); nothing at all when it does not."""
    zone = st.seat_zones[p]
    actions = [] if extra_limit(st, p) else [a for d, a in zip(DECKS, EXTRA_DRAWS, strict=True) if zone[d]]
    return (*actions, NO_EXTRA) if actions else ()


# ----- the Main and Battle Steps (DSP-10 … DSP-36) ---------------------------------------------------------------
def _distinct(st: DSpiritsState, cards: list[int]) -> list[int]:
    """One card per card number, the first of each (copies in hand give the same choices)."""
    facts, first = st.cards, {}
    for c in cards:
        first.setdefault(facts[c].no, c)
    return list(first.values())


def _hand_candidates(st: DSpiritsState, p: int) -> tuple[list[int], list[int]]:
    """The first hand card of each card number that may be summoned (`summonable`) and that may be played in a Main
    Step (`main_plays`), in one pass: copies give the same choices, and a card without the fact is refused by its
    kind's refusal anyway (a speed-up only)."""
    cards = st.cards
    seen: set[int] = set()
    spirits, plays = [], []
    for c in st.seat_zones[p]["hand"]:
        card = cards[c]
        if card.no not in seen:
            seen.add(card.no)
            if card.summonable:
                spirits.append(c)
            elif card.main_play:
                plays.append(c)
    return spirits, plays


def _evolutions(st: DSpiritsState, p: int, scene: list[int]) -> list[tuple[int, int]]:
    """(D-Evolution, base) pairs to ask `evolve_refusal` about: the first D-Evolution of each card number in the Side
    deck and the D-World, with each D-Spirit of the Battle Scene it evolves from (a speed-up only: none at all while
    no base of the player's D-Evolutions is on the Battle Scene)."""
    cards, bases = st.cards, st.evolution_bases[p]
    for b in scene:
        if cards[b].no in bases:
            break
    else:
        return []
    zone = st.seat_zones[p]
    seen, pairs = set(), []
    for e in (*zone["side"], *zone["dworld"]):
        card = cards[e]
        base = card.base
        if base is not None and card.no not in seen:
            seen.add(card.no)
            pairs.extend((e, b) for b in scene if cards[b].no == base)
    return pairs


def main_actions(st: DSpiritsState, p: int) -> tuple[Action, ...]:
    """Every legal Main Step action: each candidate that its kind's refusal, the very function `why_not` asks
    (`main_refusal`), lets through. A refusal made of a turn's part and a card's (`summon_refusal` is
    `summon_turn_refusal` or the card's...) has its turn's part asked once, not once per candidate. The candidates
    are the cards of the zones each kind draws from, one per card number where copies give the same choices,
    skipping what the card facts already rule out (a speed-up only: the refusals decide)."""
    zone = st.seat_zones[p]
    scene, szone = zone["scene"], zone["szone"]
    spirits, plays = _hand_candidates(st, p)
    out: list[Action] = []
    for c in () if summoning.summon_turn_refusal(st, p) else spirits:
        if not summoning.summon_card_refusal(st, p, c):
            out.append(shared("summon", (c,)))
    for c in plays:
        if not chain.play_refusal(st, p, c, None):
            out.append(shared("play", (c,)))
    cards = st.cards
    for c in scene:
        if cards[c].has_move and not chain.move_refusal(st, p, c):
            out.append(shared("special_move", (c,)))
    for c in (*scene, *szone):
        for i in cards[c].commands:
            if not chain.command_refusal(st, p, c, i):
                out.append(shared("ability", (c, i)))
    for e, b in _evolutions(st, p, scene):
        if not summoning.evolve_refusal(st, p, e, b):
            out.append(shared("evolve", (e, b)))
    leaving = [] if not spirits or summoning.exchange_turn_refusal(st, p) else [
        o for o in scene if not summoning.exchange_out_refusal(st, p, o)]
    for o in leaving:
        for n in spirits:
            if not summoning.exchange_in_refusal(st, p, n):
                out.append(shared("soul_exchange", (o, n)))
    for c in () if summoning.shift_turn_refusal(st, p) else scene:
        if not summoning.scene_refusal(st, p, c, "DSP-33"):
            out.append(shared("soul_shift", (c,)))
    for c in () if summoning.charge_turn_refusal(st, p) else scene:
        if not summoning.scene_refusal(st, p, c, "DSP-36"):
            out.append(shared("super_charge", (c,)))
    out.append(TO_BATTLE)
    return tuple(out)


def battle_actions(st: DSpiritsState, p: int) -> tuple[Action, ...]:
    """Every legal Battle Step action; as `main_actions`, the attackers' common part (`battle_turn_refusal`) is asked
    once and their zone not at all (`ready_refusal` is the rest of `attacker_refusal`)."""
    out: list[Action] = []
    zone = st.seat_zones[p]
    targets = st.seat_zones[1 - p]["scene"]
    for in_szone, attackers in () if battle.battle_turn_refusal(st, p) else ((False, zone["scene"]),
                                                                              (True, zone["szone"])):
        for a in attackers:
            if battle.ready_refusal(st, a, in_szone):
                continue
            if not targets:
                out.append(shared("attack", (a, -1)))
            for t in targets:
                out.append(shared("attack", (a, t)))
    for c in zone["szone"]:
        if not battle.limbo_refusal(st, p, c):
            out.append(shared("limbo", (c,)))
    # Signal & Signs that answer and may be played outside a chain too (timing "any"): the other cards are refused in
    # the Battle Step (DSP-12 summoned, DSP-17 an answer only, DSP-18 and DSP-20 Main Step only); card facts, so the
    # filter may come before `_distinct`
    cards = st.cards
    for c in _distinct(st, [c for c in zone["hand"] if cards[c].answers and cards[c].main_play]):
        if not chain.hand_play_refusal(st, p, c, None):
            out.append(shared("play", (c,)))
    out.append(END_BATTLE)
    return tuple(out)


def main_refusal(st: DSpiritsState, p: int, action: Action) -> Violation | None:
    """The refusal of the Main and Battle Step kinds and of the Draw Step's (well-formed, `shape_refusal`)."""
    kind, args = action.kind, action.args
    a, b = (args[0] if args else -1), (args[1] if len(args) > 1 else -1)
    checks = {"summon": lambda: summoning.summon_refusal(st, p, a),
              "play": lambda: chain.play_refusal(st, p, a, None),
              "special_move": lambda: chain.move_refusal(st, p, a),
              "ability": lambda: chain.command_refusal(st, p, a, b),
              "evolve": lambda: summoning.evolve_refusal(st, p, a, b),
              "soul_exchange": lambda: summoning.exchange_refusal(st, p, a, b),
              "soul_shift": lambda: summoning.shift_refusal(st, p, a),
              "super_charge": lambda: summoning.charge_refusal(st, p, a),
              "attack": lambda: battle.attack_refusal(st, p, a, b),
              "limbo": lambda: battle.limbo_refusal(st, p, a),
              "extra_draw": lambda: extra_refusal(st, p, action)}
    if kind in ("draw", "recharge", "field_rush"):
        return draw_refusal(st, p, action)
    check = checks.get(kind)
    return check() if check else None


def _now(st: DSpiritsState, decision: Decision) -> Violation:
    """Why a move of the turn is refused while the pending decision asks for something else."""
    kind = decision.kind
    if kind == "respond":
        window = st.window
        return Violation(window.rule, "while {window} is open the players only answer, bid or pass", window=window.name)
    if kind in ("main", "battle"):
        return Violation(decision.rule, "not now: {prompt}", prompt=decision.prompt)
    return Violation(decision.rule, "that waits: first {prompt}", prompt=decision.prompt)


def same_kind_refusal(st: DSpiritsState, decision: Decision, action: Action) -> Violation | None:
    """Why an action of a kind the decision asks for, but not one it lists, is refused (the refusal function of every
    decision kind, `vocabulary.py`)."""
    kind, p = action.kind, decision.player
    if p != st.tp and st.vocabulary.offered(decision.kind)[kind].turn_player_only:
        return Violation("DSP-10", "it is not your turn")
    if kind == "respond":
        return chain.play_refusal(st, p, action.args[0], st.window)
    if kind == "bid":
        if not st.bid:
            return Violation("DSP-19", "not now: {when}", when=st.vocabulary.kinds["bid"].when)
        top, amount = st.bid[1], action.args[0]
        rule = "DSP-19" if st.bid[4] == "realm" else "DSP-35"
        if amount - top not in chain.BID_STEPS:
            return Violation(rule, "a bid raises the top bid of {top} SP by 100, 300 or 500 SP", top=top)
        return cost_refusal(st, p, amount)
    if kind in ("pick", "done"):  # core's selection says why (`core.selections.pick_refusal`)
        return None
    return main_refusal(st, p, action)


def wrong_time(st: DSpiritsState, decision: Decision, action: Action) -> Violation | None:
    """Why `action`, of a kind another decision asks for, is refused now (the game's wrong-time refusal,
    `vocabulary.py`): arguments its kind does not take, by the kind's rule (from its declared arguments); a move of
    the turn at another player's decision; the kind's own legality (a summon refused is refused for its reason);
    else when that kind is chosen (its declared `when`), or what the decision asks now (`_now`)."""
    kind = st.vocabulary.kinds[action.kind]
    found = unlike(decision, action, kind.rule, kind.shapes())
    if found:
        return found
    if decision.player != st.tp and kind.turn_player_only:
        return Violation("DSP-10", "it is not your turn")
    found = main_refusal(st, decision.player, action)
    if found:
        return found
    if kind.when:
        return Violation(kind.rule, "not now: {when}", when=kind.when)
    return _now(st, decision)


BREAKERS = (("Extra Draw", "DSP-31"), ("Squad Recharge", "DSP-30"), ("Soul Exchange", "DSP-32"),
            ("Limbo", "DSP-34"), ("Field Rush", "DSP-35"), ("Super Charge", "DSP-36"), ("Soul Shift", "DSP-33"))


def breaker_status(st: DSpiritsState, p: int, d: Decision | None) -> list[dict]:
    """The game breakers of the turn player with their SP cost and whether one is available now (a board's
    buttons): available when the pending decision `d` lists an action of that kind."""
    kinds = {a.kind for a in d.actions} if d is not None and d.player == p else set()
    costs = {"Extra Draw": EXTRA_DRAW_COST, "Squad Recharge": recharge_cost(st, p), "Soul Exchange": 0,
             "Limbo": battle.LIMBO_COST, "Field Rush": chain.FIELD_RUSH_BID, "Super Charge":
             summoning.SUPER_CHARGE_COST, "Soul Shift": summoning.SOUL_SHIFT_COST}
    action_kind = {"Extra Draw": "extra_draw", "Squad Recharge": "recharge", "Soul Exchange": "soul_exchange",
                   "Limbo": "limbo", "Field Rush": "field_rush", "Super Charge": "super_charge",
                   "Soul Shift": "soul_shift"}
    out = []
    for name, rule in BREAKERS:
        if name == "Soul Shift" and not st.options["soul_shift"]:
            continue
        out.append({"name": name, "rule": rule, "cost": costs[name], "available": action_kind[name] in kinds})
    return out


def card_refusal(st: DSpiritsState, decision: Decision, card: int) -> Violation | None:
    """None when one of `decision`'s actions uses hand card `card` (or a copy: the lists give one action per card
    number); otherwise why not, from the wing's own refusals: an answer in a chain (`chain.play_refusal` with the open
    window), a summon or a play (`refusal`), else the pending decision's rule."""
    hand = st.seat_zones[decision.player]["hand"]
    if not (0 <= card < len(st.cards) and card in hand):
        return chain.play_refusal(st, decision.player, card, None)  # DSP-5: only a card in your hand
    no = st.cards[card].no
    sel = st.selection
    if decision.kind == "pick" and sel.answer:  # an effect's answer: a Super Summon picks the very card
        if any(item.value == card for item in sel.items):
            return None
    hand_args = st.vocabulary.hand_args  # where an action of each kind names a hand card, as declared
    for a in decision.actions:
        at = hand_args.get(a.kind)
        named = a.args[at] if at is not None and len(a.args) > at else -1
        if named == card or (named in hand and st.cards[named].no == no):
            return None
    c = st.cards[card]
    if decision.kind == "respond":
        found = chain.play_refusal(st, decision.player, card, st.window)
    else:
        found = st.vocabulary.refusal(st, decision, Action("summon" if c.is_spirit else "play", (card,)))
    asked = st.selection.asked if decision.kind == "pick" else decision.prompt  # not the picks so far
    return found or Violation(decision.rule, "{name} is not one of the choices now: {asked}", name=c.name, asked=asked)
