"""What the turn player may do in the Main and Battle Steps (the steps that ask them: `step_main`, `step_battle`), and
why an action is refused (`why_not`).

The lists and the refusals come from the same `*_refusal` functions of the rule modules, so there is one copy of
each rule."""
from __future__ import annotations

from cardgames.core.actions import Action, Decision, shared
from cardgames.core.arguments import given
from cardgames.core.errors import Violation

from . import battle, chain, summoning, turn
from .interpreter import NEGATED
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


# the words of the actions that name no card (`describe`)
WORDS = {"to_battle": "Go to the Battle Step", "end_battle": "End the Battle Step", "no_extra": "No Extra Draw",
         "endure": "Endure: switch to the Endure stance", "take": "Do not endure"}


def describe(st: DSpiritsState, decision: Decision, action: Action) -> str:
    """The words of `action`, one of `decision`'s actions, on the board as it is now (`game.describe`): the cards it
    names and what it costs (a Squad Recharge pays half the SP the player has now, DSP-30)."""
    kind, args, p = action.kind, action.args, decision.player
    if kind in WORDS:
        return WORDS[kind]
    if kind == "recharge":
        return (f"Squad Recharge: pay {turn.recharge_cost(st, p)} SP (half) to shuffle "
                f"{len(turn.rechargeable(st, p))} D-Spirits of the D-World into the Squad deck")
    if kind == "draw":
        return f"Draw from the {turn.DECK_NAMES[args[0]]}"
    if kind == "extra_draw":
        return f"Extra Draw from the {turn.DECK_NAMES[args[0]]} ({turn.EXTRA_DRAW_COST} SP)"
    if kind == "bid":
        return f"Bid {args[0]} SP"
    names, c = st.facts.names, args[0]
    if kind == "target":
        if len(args) == 5:
            return st.cname(c)
        t = args[5]
        return (f"Launch {st.cname(c)} (negated: it hits nothing)" if t == NEGATED else
                f"Launch {st.cname(c)} at {st.cname(t) if t >= 0 else 'nothing'}")
    if kind == "field_rush":
        return f"Field Rush: bid for {st.cname(c)} (from {chain.FIELD_RUSH_BID} SP)"
    if kind == "respond":
        return f"Answer with {names[c]}"
    if kind == "summon":
        return f"Regular Summon {names[c]}"
    if kind == "play":
        return f"Play {names[c]}"
    if kind == "special_move":
        move = st.cards[c].special_move
        return f"{names[c]}: Special Move {move.name} ({move.cost} SP)"
    if kind == "ability":
        return f"{names[c]}: {st.cards[c].abilities[args[1]].name}"
    if kind == "evolve":
        return f"D-Evolve {names[args[1]]} into {names[c]}"
    if kind == "soul_exchange":
        return f"Soul Exchange: {names[c]} for {names[args[1]]}"
    if kind == "soul_shift":
        return f"Soul Shift {names[c]} ({summoning.SOUL_SHIFT_COST} SP)"
    if kind == "super_charge":
        return f"Super Charge {names[c]} ({summoning.SUPER_CHARGE_COST} SP, skip this Battle Step)"
    if kind == "limbo":
        return f"Limbo: {names[c]} attacks from the Support Zone ({battle.LIMBO_COST} SP)"
    t = args[1]  # attack
    return f"{names[c]} attacks directly" if t < 0 else f"{names[c]} attacks {names[t]}"


def step_main(st: DSpiritsState, p: int) -> None:
    """The Main Step decision of `p` (DSP-10), asked again after each action; the first ask opens the step."""
    if st.phase != "main":
        st.phase = "main"
        st.emit("DSP-10", "step", "{}'s Main Step.", p, PLAYER[p], step="main")
    st.ask(p, "main", "DSP-10", "Main Step: summon, play cards, use Special Moves and game breakers, or go to the "
           "Battle Step.", main_actions(st, p))


def step_battle(st: DSpiritsState, p: int) -> None:
    """The Battle Step decision of `p` (DSP-22), asked again after each action."""
    st.ask(p, "battle", "DSP-22", "Battle Step: attack, use Limbo, play a card, or end the Battle Step.",
           battle_actions(st, p))


# The arguments of every action kind (`c` a card id, `i` an index, `t` a card id or -1, `d` a deck name, `n` an
# amount of SP; after "|", arguments that may be left out) and the rule that governs the kind: a malformed action
# is refused citing it, as is one of a kind the pending decision does not ask for.
ACTION_ARGS = {"summon": "c", "play": "c", "special_move": "c", "ability": "ci", "evolve": "cc",
               "soul_exchange": "cc", "soul_shift": "c", "super_charge": "c", "to_battle": "", "attack": "ct",
               "limbo": "c", "end_battle": "", "draw": "d", "recharge": "", "field_rush": "c", "extra_draw": "d",
               "no_extra": "", "respond": "c", "bid": "n", "pass": "", "target": "ciii|ii", "endure": "",
               "take": "", "pick": "i", "done": ""}
KIND_RULE = {"summon": "DSP-12", "play": "DSP-5", "special_move": "DSP-14", "ability": "DSP-15", "evolve": "DSP-21",
             "soul_exchange": "DSP-32", "soul_shift": "DSP-33", "super_charge": "DSP-36", "to_battle": "DSP-10",
             "attack": "DSP-22", "limbo": "DSP-34", "end_battle": "DSP-22", "draw": "DSP-9", "recharge": "DSP-30",
             "field_rush": "DSP-35", "extra_draw": "DSP-31", "no_extra": "DSP-31", "respond": "DSP-17",
             "bid": "DSP-19", "pass": "DSP-17", "target": "DSP-17", "endure": "DSP-24", "take": "DSP-24",
             "pick": "DSP-8", "done": "DSP-8"}
# when an action of each kind that needs no particular moment is chosen (the others say it in their own refusal)
WHEN = {"to_battle": "the Battle Step is entered from your own Main Step",
        "end_battle": "end_battle ends your own Battle Step",
        "draw": "a card is drawn once, at the start of your Draw Step",
        "recharge": "Squad Recharge takes the place of the Draw Step's draw",
        "field_rush": "Field Rush takes the place of the Draw Step's draw",
        "extra_draw": "an Extra Draw is offered right after the Draw Step's draw",
        "no_extra": "an Extra Draw is offered right after the Draw Step's draw",
        "respond": "an answer is played while a card chain is open", "pass": "a player passes in an open chain or bid",
        "bid": "a bid is made while an SP bid is open (a Realm, DSP-19, or Field Rush, DSP-35)",
        "target": "a card is chosen for an effect as its chain link resolves",
        "endure": "the target of an attack that would destroy it is asked whether to endure",
        "take": "the target of an attack that would destroy it is asked whether to endure",
        "pick": "the decks are picked for the opening hand only", "done": "the decks are picked for the opening hand "
        "only"}
# the kinds of action each decision asks for
DECISION_KINDS = {"main": ("summon", "play", "special_move", "ability", "evolve", "soul_exchange", "soul_shift",
                           "super_charge", "to_battle"),
                  "battle": ("attack", "limbo", "play", "end_battle"), "draw": ("draw", "recharge", "field_rush"),
                  "extra": ("extra_draw", "no_extra"), "respond": ("respond", "bid", "pass"),
                  "target": ("target",), "endure": ("endure", "take"), "pick": ("pick", "done")}
_SHAPES = {"c": "a card id", "i": "an index", "t": "a card id (or -1)", "d": "'squad' or 'support'",
           "n": "an amount of SP"}


def shape_refusal(action: Action) -> Violation | None:
    """An action of a known kind whose arguments are not what that kind takes (a list, a string, a bool for a
    number, the wrong count): refused citing the rule of its kind, before any rule reads them."""
    shape = ACTION_ARGS.get(action.kind)
    if shape is None:
        return None
    needed, _, optional = shape.partition("|")
    args = action.args
    fits = len(needed) <= len(args) <= len(needed) + len(optional) and all(
        (value in turn.DECKS) if want == "d" else type(value) is int
        for want, value in zip(needed + optional, args, strict=False))
    if fits:
        return None
    wanted = ", ".join(_SHAPES[w] for w in needed + optional) or "no argument"
    passed = given(args, set(range(len(needed), len(needed) + len(optional) + 1)))
    return Violation(KIND_RULE[action.kind], f"the move '{action.kind}' takes {wanted}, not {passed}")


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
    """Why an action of a kind the decision asks for, but not one it lists, is refused."""
    kind, p = action.kind, decision.player
    if kind == "respond":
        return chain.play_refusal(st, p, action.args[0], st.window)
    if kind == "bid":
        if not st.bid:
            return Violation("DSP-19", "not now: {}", WHEN["bid"])
        top, amount = st.bid[1], action.args[0]
        rule = "DSP-19" if st.bid[4] == "realm" else "DSP-35"
        if amount - top not in chain.BID_STEPS:
            return Violation(rule, "a bid raises the top bid of {} SP by 100, 300 or 500 SP", top)
        return cost_refusal(st, p, amount)
    if kind == "pick":
        return Violation("DSP-8", "that is none of the decks left to pick from: {}", decision.prompt)
    if kind == "target":
        card = action.args[0]
        if 0 <= card < len(st.cards) and st.where(card).endswith(".szone"):
            return Violation("DSP-39", "a D-Spirit in the Support Zone cannot be chosen by an effect")
        return Violation(decision.rule, "that is not one of the choices of the effect resolving: {}", decision.prompt)
    return main_refusal(st, p, action)


def refusal(st: DSpiritsState, decision: Decision, action: Action) -> Violation | None:
    """Why `action`, not listed by `decision`, is refused: the rule that forbids it (None for a kind D-Spirits does
    not know: the pending decision's rule is named). A malformed action cites its kind's rule; one of a kind the
    decision does not ask for, its own refusal or else when that kind is chosen (`WHEN`) or what the decision asks
    now (`_now`)."""
    kind = action.kind
    found = shape_refusal(action)
    if found or kind not in ACTION_ARGS:
        return found
    if decision.player != st.tp and kind in ("summon", "play", "attack", "special_move", "evolve"):
        return Violation("DSP-10", "it is not your turn")
    if kind in DECISION_KINDS[decision.kind]:
        return same_kind_refusal(st, decision, action)
    found = main_refusal(st, decision.player, action)
    if found:
        return found
    if kind in WHEN:
        return Violation(KIND_RULE[kind], "not now: {}", WHEN[kind])
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


HAND_ARG = {"summon": 0, "play": 0, "respond": 0, "soul_exchange": 1, "target": 0}  # where an action names a hand card


def card_refusal(st: DSpiritsState, decision: Decision, card: int) -> Violation | None:
    """None when one of `decision`'s actions uses hand card `card` (or a copy: the lists give one action per card
    number); otherwise why not, from the wing's own refusals: an answer in a chain (`chain.play_refusal` with the open
    window), a summon or a play (`refusal`), else the pending decision's rule."""
    hand = st.zone(decision.player, "hand")
    if not (0 <= card < len(st.cards) and card in hand):
        return chain.play_refusal(st, decision.player, card, None)  # DSP-5: only a card in your hand
    no = st.cards[card].no
    for a in decision.actions:
        at = HAND_ARG.get(a.kind)
        named = a.args[at] if at is not None and len(a.args) > at else -1
        if named == card or (a.kind != "target" and named in hand and st.cards[named].no == no):
            return None
    c = st.cards[card]
    if decision.kind == "respond":
        found = chain.play_refusal(st, decision.player, card, st.window)
    else:
        found = refusal(st, decision, Action("summon" if c.is_spirit else "play", (card,)))
    asked = st.selection.prompt if decision.kind == "pick" else decision.prompt  # not the picks so far
    return found or Violation(decision.rule, f"{c.name} is not one of the choices now: {asked}")
