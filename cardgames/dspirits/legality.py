"""What the turn player may do in the Main and Battle Steps (the steps that ask them: `step_main`, `step_battle`), and
why an action is refused (`why_not`: the refusal functions that `vocabulary.py` declares).

The lists and the refusals come from the same `*_refusal` functions of the rule modules, so there is one copy of
each rule."""
from __future__ import annotations

from cardgames.core.actions import Action, Decision, shared
from cardgames.core.arguments import unlike
from cardgames.core.errors import Violation

from . import battle, chain, summoning, turn
from .state import PLAYER, DSpiritsState, cost_refusal

TO_BATTLE = Action("to_battle")
END_BATTLE = Action("end_battle")


def _distinct(st: DSpiritsState, cards: list[int]) -> list[int]:
    """One card per card number, the first of each (copies in hand give the same choices)."""
    numbers, first = st.facts.numbers, {}
    for c in cards:
        first.setdefault(numbers[c], c)
    return list(first.values())


def _hand_candidates(st: DSpiritsState, p: int) -> tuple[list[int], list[int]]:
    """The first hand card of each card number that may be summoned (`summonable`) and that may be played in a Main
    Step (`main_plays`), in one pass: copies give the same choices, and a card without the fact is refused by its
    kind's refusal anyway (a speed-up only)."""
    numbers, summonable, main_plays = st.facts.numbers, st.facts.summonable, st.facts.main_plays
    seen: set[int] = set()
    spirits, plays = [], []
    for c in st.seat_zones[p]["hand"]:
        if numbers[c] not in seen:
            seen.add(numbers[c])
            if summonable[c]:
                spirits.append(c)
            elif main_plays[c]:
                plays.append(c)
    return spirits, plays


def _evolutions(st: DSpiritsState, p: int, scene: list[int]) -> list[tuple[int, int]]:
    """(D-Evolution, base) pairs to ask `evolve_refusal` about: the first D-Evolution of each card number in the Side
    deck and the D-World, with each D-Spirit of the Battle Scene it evolves from (a speed-up only: none at all while
    no base of the player's D-Evolutions is on the Battle Scene)."""
    numbers, bases = st.facts.numbers, st.evolution_bases[p]
    for b in scene:
        if numbers[b] in bases:
            break
    else:
        return []
    zone, evolves_from = st.seat_zones[p], st.facts.bases
    seen, pairs = set(), []
    for e in (*zone["side"], *zone["dworld"]):
        base = evolves_from[e]
        if base is not None and numbers[e] not in seen:
            seen.add(numbers[e])
            pairs.extend((e, b) for b in scene if numbers[b] == base)
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
    has_move = st.facts.has_move
    for c in scene:
        if has_move[c] and not chain.move_refusal(st, p, c):
            out.append(shared("special_move", (c,)))
    commands = st.facts.commands
    for c in (*scene, *szone):
        for i in commands[c]:
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
    answers, main_plays = st.facts.answers, st.facts.main_plays
    for c in _distinct(st, [c for c in zone["hand"] if answers[c] and main_plays[c]]):
        if not chain.hand_card_refusal(st, p, c, None):
            out.append(shared("play", (c,)))
    out.append(END_BATTLE)
    return tuple(out)


def step_main(st: DSpiritsState, p: int) -> None:
    """The Main Step decision of `p` (DSP-10), asked again after each action; the first ask opens the step."""
    if st.phase != "main":
        st.phase = "main"
        st._emit("DSP-10", "step", "{}'s Main Step.", p, PLAYER[p], step="main")
    st._ask(p, "main", "DSP-10", "Main Step: summon, play cards, use Special Moves and game breakers, or go to the "
            "Battle Step.", main_actions(st, p))


def step_battle(st: DSpiritsState, p: int) -> None:
    """The Battle Step decision of `p` (DSP-22), asked again after each action."""
    st._ask(p, "battle", "DSP-22", "Battle Step: attack, use Limbo, play a card, or end the Battle Step.",
            battle_actions(st, p))


# the action kinds of the turn player's own turn: refused as "not your turn" at another player's decision
TURN_KINDS = ("summon", "play", "attack", "special_move", "evolve")


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
              "extra_draw": lambda: turn.extra_refusal(st, p, action)}
    if kind in ("draw", "recharge", "field_rush"):
        return turn.draw_refusal(st, p, action)
    check = checks.get(kind)
    return check() if check else None


def _now(st: DSpiritsState, decision: Decision) -> Violation:
    """Why a move of the turn is refused while the pending decision asks for something else."""
    kind = decision.kind
    if kind == "respond":
        window = st.window
        return Violation(window.rule, "while {} is open the players only answer, bid or pass", window.name)
    if kind in ("main", "battle"):
        return Violation(decision.rule, "not now: {}", decision.prompt)
    return Violation(decision.rule, "that waits: first {}", decision.prompt)


def same_kind_refusal(st: DSpiritsState, decision: Decision, action: Action) -> Violation | None:
    """Why an action of a kind the decision asks for, but not one it lists, is refused (the refusal function of every
    decision kind, `vocabulary.py`)."""
    kind, p = action.kind, decision.player
    if p != st.tp and kind in TURN_KINDS:
        return Violation("DSP-10", "it is not your turn")
    if kind == "respond":
        return chain.play_refusal(st, p, action.args[0], st.window)
    if kind == "bid":
        if not st.bid:
            return Violation("DSP-19", "not now: {}", st.vocabulary.kinds["bid"].when)
        top, amount = st.bid[1], action.args[0]
        rule = "DSP-19" if st.bid[4] == "realm" else "DSP-35"
        if amount - top not in chain.BID_STEPS:
            return Violation(rule, "a bid raises the top bid of {} SP by 100, 300 or 500 SP", top)
        return cost_refusal(st, p, amount)
    if kind == "pick":
        if st.selection is not None and st.selection.answer:
            return Violation(decision.rule, "that is not one of the choices of the effect resolving: {}",
                             decision.prompt)
        return Violation("DSP-8", "that is none of the decks left to pick from: {}", decision.prompt)
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
    if decision.player != st.tp and action.kind in TURN_KINDS:
        return Violation("DSP-10", "it is not your turn")
    found = main_refusal(st, decision.player, action)
    if found:
        return found
    if kind.when:
        return Violation(kind.rule, "not now: {}", kind.when)
    return _now(st, decision)


BREAKERS = (("Extra Draw", "DSP-31"), ("Squad Recharge", "DSP-30"), ("Soul Exchange", "DSP-32"),
            ("Limbo", "DSP-34"), ("Field Rush", "DSP-35"), ("Super Charge", "DSP-36"), ("Soul Shift", "DSP-33"))


def breaker_status(st: DSpiritsState, p: int, d: Decision | None) -> list[dict]:
    """The game breakers of the turn player with their SP cost and whether one is available now (a board's
    buttons): available when the pending decision `d` lists an action of that kind."""
    kinds = {a.kind for a in d.actions} if d is not None and d.player == p else set()
    costs = {"Extra Draw": turn.EXTRA_DRAW_COST, "Squad Recharge": turn.recharge_cost(st, p), "Soul Exchange": 0,
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


HAND_ARG = {"summon": 0, "play": 0, "respond": 0, "soul_exchange": 1}  # where an action names a hand card


def card_refusal(st: DSpiritsState, decision: Decision, card: int) -> Violation | None:
    """None when one of `decision`'s actions uses hand card `card` (or a copy: the lists give one action per card
    number); otherwise why not, from the wing's own refusals: an answer in a chain (`chain.play_refusal` with the open
    window), a summon or a play (`refusal`), else the pending decision's rule."""
    hand = st.zone(decision.player, "hand")
    if not (0 <= card < len(st.cards) and card in hand):
        return chain.play_refusal(st, decision.player, card, None)  # DSP-5: only a card in your hand
    no = st.cards[card].no
    sel = st.selection
    if decision.kind == "pick" and sel.answer:  # an effect's answer: a Super Summon picks the very card
        if any(item.value == card for item in sel.items):
            return None
    for a in decision.actions:
        at = HAND_ARG.get(a.kind)
        named = a.args[at] if at is not None and len(a.args) > at else -1
        if named == card or (named in hand and st.cards[named].no == no):
            return None
    c = st.cards[card]
    if decision.kind == "respond":
        found = chain.play_refusal(st, decision.player, card, st.window)
    else:
        found = st.vocabulary.refusal(st, decision, Action("summon" if c.is_spirit else "play", (card,)))
    asked = st.selection.asked if decision.kind == "pick" else decision.prompt  # not the picks so far
    return found or Violation(decision.rule, "{} is not one of the choices now: {}", c.name, asked)
