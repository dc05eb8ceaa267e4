"""What the turn player may do in the Main and Battle Steps, and why an action is refused (`why_not`).

The lists and the refusals come from the same `*_refusal` functions of the rule modules, so there is one copy of
each rule."""
from __future__ import annotations

from cardgames.core.actions import Action, Decision
from cardgames.core.errors import Violation

from . import battle, chain, summoning, turn
from .state import DSpiritsState

TO_BATTLE = Action("to_battle", (), "Go to the Battle Step")
END_BATTLE = Action("end_battle", (), "End the Battle Step")


def _distinct(st: DSpiritsState, cards: list[int]) -> list[int]:
    """One card per card number, the first of each (copies in hand give the same choices). A plain loop: for hands
    of a few cards it runs fewer machine instructions than set or dict building in C (measured with valgrind)."""
    numbers, first = st.numbers, {}
    for c in cards:
        first.setdefault(numbers[c], c)
    return list(first.values())


def main_actions(st: DSpiritsState, p: int) -> tuple[Action, ...]:
    """Every legal Main Step action. Candidates that cannot pass are skipped before their refusal is asked, and a
    refusal's part that is the same for every candidate (`summon_limit`, the Main Step and one exchange a turn of
    `exchange_out_refusal`...) is asked once, not once per candidate, and a part that holds by construction is not
    asked (the cards come from the zone the rule names: `leaving_refusal` is the rest of `exchange_out_refusal`;
    `spirits` are the hand cards `_hand_spirit` accepts): a speed-up only, the refusal functions decide."""
    cards, made, make, zone = st.cards, st.labelled.get, st.new_action, st.seat_zones[p]
    # the hand's first card of each card number (copies give the same choices), in one pass: the D-Spirits that can
    # be summoned and the cards that may be played in a Main Step (an answer only is refused outside a chain, DSP-17)
    numbers, summonable, main_plays = st.numbers, st.summonable, st.main_plays
    seen: set[int] = set()
    spirits, plays = [], []
    for c in zone["hand"]:
        if numbers[c] not in seen:
            seen.add(numbers[c])
            if summonable[c]:
                spirits.append(c)
            elif main_plays[c]:
                plays.append(c)
    scene, szone = zone["scene"], zone["szone"]
    own_main = summoning.own_main_step(st, p)
    out: list[Action] = []
    if own_main and spirits and not summoning.summon_limit(st, p):
        for c in spirits:
            out.append(made(("summon", c)) or make(("summon", c), f"Regular Summon {st.names[c]}"))
    # in the own Main Step with no window open the timing part of `hand_card_refusal` lets every card of `plays`
    # through, so only its last part is asked
    quiet, kinds = own_main and st.window is None, st.kinds
    for c in plays:
        if not ((chain.signal_effect_refusal(st, p, c) if kinds[c] == "signal" else
                 chain.support_card_refusal(st, p, c)) if quiet else chain.hand_card_refusal(st, p, c, None)):
            out.append(made(("play", c)) or make(("play", c), f"Play {st.names[c]}"))
    has_move = st.has_move
    for c in scene:
        if has_move[c] and not chain.move_refusal(st, p, c):
            move = cards[c].special_move
            out.append(made(("special_move", c)) or make(("special_move", c),
                                                         f"{st.names[c]}: Special Move {move.name} ({move.cost} SP)"))
    commands = st.commands
    for c in (*scene, *szone):
        for i in commands[c]:
            if not chain.command_refusal(st, p, c, i):
                out.append(made(("ability", c, i)) or make(("ability", c, i),
                                                           f"{st.names[c]}: {cards[c].abilities[i].name}"))
    bases = st.evolution_bases[p]
    for b in scene if own_main else ():
        if numbers[b] in bases:  # a base of one of the player's D-Evolutions is on the Battle Scene
            is_spirit, evolutions, seen = st.is_spirit, [], set()
            for e in (*zone["side"], *zone["dworld"]):  # the first D-Evolution of each card number
                if is_spirit[e] and not summonable[e] and numbers[e] not in seen:
                    seen.add(numbers[e])
                    evolutions.append(e)
            for e in evolutions:
                base = cards[e].evolution.base
                for b in scene:
                    if numbers[b] == base and not summoning.evolve_refusal(st, p, e, b):
                        out.append(made(("evolve", e, b)) or make(("evolve", e, b),
                                                                 f"D-Evolve {st.names[b]} into {st.names[e]}"))
            break
    if own_main and not st.exchanged[p] and spirits:
        for o in scene:
            if not summoning.leaving_refusal(st, o):
                for n in spirits:
                    out.append(made(("soul_exchange", o, n)) or make(
                        ("soul_exchange", o, n), f"Soul Exchange: {st.names[o]} for {st.names[n]}"))
    if st.options["soul_shift"]:
        for c in scene:
            if not summoning.shift_refusal(st, p, c):
                out.append(made(("soul_shift", c)) or make(
                    ("soul_shift", c), f"Soul Shift {st.names[c]} ({summoning.SOUL_SHIFT_COST} SP)"))
    if own_main and not summoning.charge_cost_refusal(st, p):
        for c in scene:
            out.append(made(("super_charge", c)) or make(
                ("super_charge", c), f"Super Charge {st.names[c]} ({summoning.SUPER_CHARGE_COST} SP, skip this Battle "
                "Step)"))
    out.append(TO_BATTLE)
    return tuple(out)


def battle_actions(st: DSpiritsState, p: int) -> tuple[Action, ...]:
    """Every legal Battle Step action; as `main_actions`, the attackers' common part (`battle_turn_refusal`) is asked
    once and their zone not at all (`ready_refusal` is the rest of `attacker_refusal`)."""
    out: list[Action] = []
    made, make, zone = st.labelled.get, st.new_action, st.seat_zones[p]
    targets = st.seat_zones[1 - p]["scene"]
    for in_szone, attackers in () if battle.battle_turn_refusal(st, p) else ((False, zone["scene"]),
                                                                              (True, zone["szone"])):
        for a in attackers:
            if battle.ready_refusal(st, a, in_szone):
                continue
            if not targets:
                out.append(made(("attack", a, -1)) or make(("attack", a, -1), f"{st.names[a]} attacks directly"))
            for t in targets:
                out.append(made(("attack", a, t)) or make(("attack", a, t), f"{st.names[a]} attacks {st.names[t]}"))
    for c in zone["szone"]:
        if not battle.limbo_refusal(st, p, c):
            out.append(made(("limbo", c)) or make(("limbo", c), f"Limbo: {st.names[c]} attacks from the Support "
                                                    f"Zone ({battle.LIMBO_COST} SP)"))
    # Signal & Signs that answer and may be played outside a chain too (timing "any"): the other cards are refused in
    # the Battle Step (DSP-12 summoned, DSP-17 an answer only, DSP-18 and DSP-20 Main Step only); card facts, so the
    # filter may come before `_distinct`
    answers, main_plays = st.answers, st.main_plays
    for c in _distinct(st, [c for c in zone["hand"] if answers[c] and main_plays[c]]):
        if not chain.hand_card_refusal(st, p, c, None):
            out.append(made(("play", c)) or make(("play", c), f"Play {st.names[c]}"))
    out.append(END_BATTLE)
    return tuple(out)


def _arg(action: Action, i: int) -> int:
    value = action.args[i] if len(action.args) > i else -1
    return value if isinstance(value, int) else -1


def main_refusal(st: DSpiritsState, p: int, action: Action) -> Violation | None:
    kind, a, b = action.kind, _arg(action, 0), _arg(action, 1)
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


def refusal(st: DSpiritsState, decision: Decision, action: Action) -> Violation | None:
    """Why `action`, not listed by `decision`, is refused: the rule that forbids it, when it is a kind of move the
    rules know (otherwise None: the pending decision's rule is named)."""
    if decision.player != st.tp and action.kind in ("summon", "play", "attack", "special_move", "evolve"):
        return Violation("DSP-10", "it is not your turn")
    return main_refusal(st, decision.player, action)


BREAKERS = (("Extra Draw", "DSP-31"), ("Squad Recharge", "DSP-30"), ("Soul Exchange", "DSP-32"),
            ("Limbo", "DSP-34"), ("Field Rush", "DSP-35"), ("Super Charge", "DSP-36"), ("Soul Shift", "DSP-33"))


def breaker_status(st: DSpiritsState, p: int) -> list[dict]:
    """The game breakers of the turn player with their SP cost and whether one is available now (a board's
    buttons): available when the pending decision lists an action of that kind."""
    d = st.decision
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


def card_refusal(game, decision: Decision, card: int) -> Violation | None:
    """None when one of `decision`'s actions uses hand card `card` (or a copy: the lists give one action per card
    number); otherwise why not, from the wing's own refusals: an answer in a chain (`chain.play_refusal` with the open
    window), a summon or a play (`refusal`), else the pending decision's rule."""
    st: DSpiritsState = game
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
        found = chain.play_refusal(st, decision.player, card, game.window)
    else:
        found = refusal(st, decision, Action("summon" if c.is_spirit else "play", (card,)))
    asked = game.selection.prompt if decision.kind == "pick" else decision.prompt  # not the picks so far
    return found or Violation(decision.rule, f"{c.name} is not one of the choices now: {asked}")
