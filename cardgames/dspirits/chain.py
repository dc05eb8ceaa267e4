"""Playing cards and effects, card chaining and SP bids (DSP-14, DSP-15, DSP-17 … DSP-20, DSP-35).

Everything a player activates is the first link of a chain: the Signal & Sign, Special Move card, Special Move or
ability goes into a response window (`core.windows`) that opens with it, and the opponent answers first. Answers
are Signal & Sign cards played from hand; Counter Sign negates the link it answers (or, in an attack's window with
no link yet, the attack). Links resolve last in, first out, one per step (DSP-17 ruling). A Realm instead opens a
bid (DSP-19), and so does Field Rush (DSP-35): each bid is a link, one pass ends it, and the top link (the highest
bid) wins; the older links resolve as "outbid".
"""
from __future__ import annotations

from bisect import bisect_left

from cardgames.core.actions import Action, shared
from cardgames.core.errors import Violation
from cardgames.core.words import PLAYER, Words

from . import interpreter
from .effects import Launch
from .interpreter import ATTACK, CARD_EFFECT, RULE_OF_KIND, SPECIAL_MOVE, effect_of
from .state import COMMAND_USED, MOVE_USED, ZONE, DSpiritsState, cost_refusal

CHAIN = "Card chain"
ATTACK_WINDOW = "Attack"
BID = "SP bid"
BID_STEPS = (100, 300, 500)
FIELD_RUSH_BID = 500  # DSP-35


# ----- playing a card from hand -----------------------------------------------------------------------------------
def play_refusal(st: DSpiritsState, p: int, card: int, window) -> Violation | None:
    """Why `p` may not play hand card `card` now (`window`: the response window open, or None)."""
    if card not in st.seat_zones[p]["hand"]:  # a list's own search: no call per candidate
        return Violation("DSP-5", "only a card in your hand can be played")
    return hand_play_refusal(st, p, card, window)


def hand_play_refusal(st: DSpiritsState, p: int, card: int, window) -> Violation | None:
    """`play_refusal` for a card known to be in `p`'s hand (the lists of legal actions take their cards from it)."""
    if st.cards[card].is_spirit:
        return Violation("DSP-12", "{name} is a D-Spirit: it is summoned, not played", name=st.cards[card].name)
    if window is not None and window.name == BID:
        return Violation("DSP-19", "during a bid the players only bid or pass")
    if st.cards[card].kind == "signal":
        return signal_timing_refusal(st, p, card, window) or signal_effect_refusal(st, p, card)
    if window is not None or st.phase != "main" or st.tp != p:
        return Violation(RULE_OF_KIND[st.cards[card].kind], "{name} is played only in its owner's Main Step, outside a "
                         "chain", name=st.cards[card].name)
    return support_card_refusal(st, p, card)


def signal_timing_refusal(st: DSpiritsState, p: int, card: int, window) -> Violation | None:
    """The part of `hand_play_refusal` about when a Signal & Sign may be played (DSP-10, DSP-17, DSP-18): none of
    it refuses a card whose timing allows the Main Step in its owner's Main Step with no window open, and outside a
    chain none is played before the Main Step."""
    timing = st.cards[card].timing
    if timing == "response" and window is None:
        return Violation("DSP-17", "{name} can only answer a card in a chain", name=st.cards[card].name)
    if timing == "main" and (window is not None or st.phase != "main"):
        return Violation("DSP-18", "{name} is played in its owner's Main Step, not as an answer",
                         name=st.cards[card].name)
    if window is None and st.tp != p:
        return Violation("DSP-10", "outside a chain only the turn player plays cards")
    if window is None and st.phase not in ("main", "battle"):  # the Draw Step only draws (DSP-10's step list)
        return Violation("DSP-10",
                         "{name} is played in its owner's Main or Battle Step, or as an answer in a chain; the "
                         "Draw Step is for drawing", name=st.cards[card].name)
    if st.cards[card].negates and window is not None and not window.links and window.name != ATTACK_WINDOW:
        return Violation("DSP-17", "{name} needs a card or an attack to answer", name=st.cards[card].name)
    return None


def signal_effect_refusal(st: DSpiritsState, p: int, card: int) -> Violation | None:
    """DSP-18: the last part of `hand_play_refusal` for a Signal & Sign: its effect must have something to act on."""
    if not interpreter.can_affect(st, p, st.cards[card].effect):
        return Violation("DSP-18", "{name} has nothing to affect now", name=st.cards[card].name)
    return None


def support_card_refusal(st: DSpiritsState, p: int, card: int) -> Violation | None:
    """The last part of `hand_play_refusal` for a Realm or Special Move card in its owner's Main Step: the SP it
    costs (DSP-7), the D-Spirit it needs and what it affects (DSP-20)."""
    cards = st.cards
    facts = cards[card]
    price, needs = facts.price, facts.needs
    sp = st.sp_of(p)
    if sp <= price:
        c = st.cards[card]
        if c.kind == "realm":
            return Violation("DSP-7", "the opening bid of {cost} SP must stay below your {sp} SP", cost=price, sp=sp)
        return Violation("DSP-7", "{name}'s {cost} SP must stay below your {sp} SP", name=c.name, cost=price, sp=sp)
    if needs is None:
        return None  # a Realm: its bid is all it asks
    for s in st.seat_zones[p]["scene"]:
        if not needs.isdisjoint(cards[s].spirit_types):
            break
    else:
        return Violation("DSP-20", "{name} needs a {types} D-Spirit on your Battle Scene", name=st.cards[card].name,
                         types=" or ".join(st.cards[card].requires.types))
    if not interpreter.can_affect(st, p, facts.effect):
        return Violation("DSP-20", "{name} has nothing to affect now", name=st.cards[card].name)
    return None


def play_steps(st: DSpiritsState, p: int, card: int) -> list[tuple]:
    c = st.cards[card]
    steps: list[tuple] = [("to_support_zone", p, card)]
    if c.kind == "realm":
        return [*steps, ("open_bid", p, card, c.bid, "realm")]
    if c.kind == "special_move":
        steps.append(("pay", p, c.cost, "DSP-20", c.name, card))
    return [*steps, ("open_window", CHAIN, "DSP-17", 1 - p, True, 0, False, (p, ("resolve", p, card, CARD_EFFECT,
                                                                               -1)))]


def step_to_support_zone(st: DSpiritsState, p: int, card: int) -> None:
    st.move(card, "szone")
    c = st.cards[card]
    st._emit(RULE_OF_KIND[c.kind], "play", "{} plays {} into the Support Zone.", p, PLAYER[p], c.name, card=card,
             moves=st.take_moves())


# ----- Special Moves and abilities on command (DSP-14, DSP-15, DSP-39) ------------------------------------------------
def move_refusal(st: DSpiritsState, p: int, card: int) -> Violation | None:
    if not (0 <= card < len(st.cards)) or not st.in_zone(card, p, "scene"):
        return Violation("DSP-14", "a Special Move is used by a D-Spirit on your Battle Scene")
    c = st.spirit(card)
    if c.special_move is None:
        return Violation("DSP-14", "{name} has no Special Move", name=c.name)
    if st.phase != "main":
        return Violation("DSP-14", "Special Moves are used before the Battle Step")
    if st.counters.flags[card] & MOVE_USED:
        return Violation("DSP-14", "{name} has used its Special Move this turn (once per D-Spirit per turn)",
                         name=c.name)
    found = cost_refusal(st, p, c.special_move.cost)
    if found:
        return found
    if not interpreter.can_affect(st, p, c.special_move.effect):
        return Violation("DSP-14", "{name} has nothing to affect now", name=c.special_move.name)
    return None


def link_name(st: DSpiritsState, card: int, which: int) -> str | Words:
    """What a chain link is, in words: a card, or a D-Spirit's Special Move or ability."""
    if which == CARD_EFFECT:
        return st.cards[card].name
    c = st.spirit(card)
    return Words("{}'s Special Move {}", (c.name, c.special_move.name,)) if which == SPECIAL_MOVE else \
        Words("{}'s {}", (c.name, c.abilities[which].name,))


def move_steps(st: DSpiritsState, p: int, card: int) -> list[tuple]:
    st.counters.flags[card] |= MOVE_USED
    move = st.spirit(card).special_move
    st._emit("DSP-14", "special_move", "{} activates {}'s Special Move {} (on command).", p, PLAYER[p],
             st.cards[card].name, move.name, card=card)
    return [("pay", p, move.cost, "DSP-14", Words("{}'s Special Move {}", (st.cards[card].name, move.name)), card),
            ("open_window", CHAIN, "DSP-17", 1 - p, True, 0, False, (p, ("resolve", p, card, SPECIAL_MOVE, -1)))]


def command_refusal(st: DSpiritsState, p: int, card: int, index: int) -> Violation | None:
    if not (0 <= card < len(st.cards)) or not (st.in_zone(card, p, "scene") or st.in_zone(card, p, "szone")):
        return Violation("DSP-15", "an ability on command is used by a D-Spirit you control")
    c = st.cards[card]
    if not c.is_spirit or not (0 <= index < len(c.abilities)) or c.abilities[index].when != "command":
        return Violation("DSP-15", "{name} has no such ability on command", name=c.name)
    effect = c.abilities[index].effect
    if st.in_zone(card, p, "szone") and effect[0].op != "switch_zone":
        return Violation("DSP-39", "abilities of a D-Spirit in the Support Zone are inactive")
    if st.phase != "main" or st.tp != p:
        return Violation("DSP-15", "abilities on command are used in their owner's Main Step")
    if st.counters.flags[card] & COMMAND_USED:
        return Violation("DSP-15", "{name} has used that ability this turn", name=c.name)
    if not interpreter.can_affect(st, p, effect, card):
        return Violation("DSP-15", "{name} has nothing to affect now", name=c.abilities[index].name)
    return None


def command_steps(st: DSpiritsState, p: int, card: int, index: int) -> list[tuple]:
    st.counters.flags[card] |= COMMAND_USED
    st._emit("DSP-15", "ability", "{} activates {}'s {} (on command).", p, PLAYER[p], st.cards[card].name,
             st.cards[card].abilities[index].name, card=card)
    return [("open_window", CHAIN, "DSP-17", 1 - p, True, 0, False, (p, ("resolve", p, card, index, -1)))]


def step_trigger(st: DSpiritsState, p: int, card: int, index: int) -> None:
    """A 'when summoned' or 'when triggered' ability starts a chain of its own (DSP-15)."""
    ability = st.cards[card].abilities[index]
    kind = "when summoned" if ability.when == "summoned" else "when triggered"
    st._emit("DSP-15", "ability", "{}'s {} activates ({}).", p, st.cards[card].name, ability.name, kind, card=card)
    st._push(("open_window", CHAIN, "DSP-17", 1 - p, True, 0, False, (p, ("resolve", p, card, index, -1))))


# ----- answers and resolution (DSP-17) -------------------------------------------------------------------------------
def responses(st: DSpiritsState, window, p: int) -> tuple[Action, ...]:
    if window.name == BID:
        top, sp = st.bid[1], st.sp_of(p)
        return bid_actions(top, bisect_left(BID_STEPS, sp - top))  # the raises that leave SP (DSP-7)
    # `answers` are Signal & Signs that may answer: of `hand_play_refusal` (asked with a window that is no bid) only
    # their own parts can refuse them
    seen, actions, cards = set(), [], st.cards
    for c in st.seat_zones[p]["hand"]:
        card = cards[c]
        if card.answers and card.no not in seen and not (signal_timing_refusal(st, p, c, window) or
                                                         signal_effect_refusal(st, p, c)):
            seen.add(card.no)
            actions.append(shared("respond", (c,)))
    return tuple(actions)


def bid_actions(top: int, affordable: int) -> tuple[Action, ...]:
    """The bids over `top` by the first `affordable` of `BID_STEPS` (ascending, so the bids a player can pay are a
    prefix of them)."""
    return tuple(shared("bid", (top + step,)) for step in BID_STEPS[:affordable])


def respond(st: DSpiritsState, window, p: int, action: Action) -> tuple:
    if action.kind == "bid":
        card, _, _, _, kind = st.bid
        amount = action.args[0]
        st.bid = (card, amount, p, False, kind)
        st._emit("DSP-19" if kind == "realm" else "DSP-35", "bid", "{} bids {} SP.", p, PLAYER[p], amount,
                 amount=amount)
        return ("bid_link", p, amount)
    card = action.args[0]
    st.move(card, "szone")
    answered = window.links[-1][1][2] if window.links else ATTACK
    what = "the attack" if answered == ATTACK else link_name(st, answered, window.links[-1][1][3])
    st._emit("DSP-17", "play", "{} answers {} with {} (link {}).",
             p, PLAYER[p], what, st.cards[card].name, len(window.links) + 1, card=card, answered=answered,
             moves=st.take_moves())
    return ("resolve", p, card, CARD_EFFECT, answered)


def step_resolve(st: DSpiritsState, p: int, card: int, which: int, answered: int) -> None:
    """A link resolves: negated, or its effect runs op by op; a support card then goes to the D-World."""
    is_support = which == CARD_EFFECT
    after = [("to_dworld", p, card)] if is_support else []
    effect = effect_of(st, card, which)
    if card in st.negated:
        st.negated = tuple(c for c in st.negated if c != card)
        # DSP-37: a negated launch still costs its launched card
        lost = [("negated_launch", p, card, which, i, answered) for i, op in enumerate(effect) if type(op) is Launch]
        text = ("{} was negated: it does nothing, but the D-Spirit it launches is still lost (DSP-37)." if lost
                else "{} was negated: it does nothing.")
        st._emit("DSP-17", "negated", text, p, link_name(st, card, which), card=card)
        st._push(*lost, *after)
        return
    rule = interpreter.rule_of(st, card, which)
    st._push(*[("effect", p, card, which, i, answered, rule) for i in range(len(effect))], *after)


def step_to_dworld(st: DSpiritsState, p: int, card: int) -> None:
    src = st.where(card)
    if src != ZONE[p]["szone"]:
        return  # it already left (a launched card)
    st.move(card, "dworld")
    st._emit("DSP-5", "to_dworld", "{} goes to {}'s D-World.", p, st.cards[card].name, PLAYER[p], card=card,
             moves=st.take_moves())


# ----- bids (DSP-19, DSP-35) ---------------------------------------------------------------------------------------
def step_open_bid(st: DSpiritsState, p: int, card: int, amount: int, kind: str) -> None:
    st.bid = (card, amount, p, False, kind)
    rule = "DSP-19" if kind == "realm" else "DSP-35"
    st._emit(rule, "bid", "{} opens the bid for {} at {} SP.", p, PLAYER[p], st.cards[card].name, amount,
             amount=amount,
             card=card)
    st._push(("open_window", BID, rule, 1 - p, True, 1, False, (p, ("bid_link", p, amount))))


def step_bid_link(st: DSpiritsState, p: int, amount: int) -> None:
    """The newest bid resolves first: it wins and is paid; every older bid resolves as outbid."""
    card, top, bidder, settled, kind = st.bid
    rule = "DSP-19" if kind == "realm" else "DSP-35"
    if settled:
        st._emit(rule, "outbid", "{}'s bid of {} SP was outbid: it costs nothing.", p, PLAYER[p], amount,
                 amount=amount, card=card)
        if not st.window.links:
            st.bid = ()  # the oldest bid: the auction is over
        return
    st.bid = (card, top, bidder, True, kind)
    owner = st.owner[card]
    st._emit(rule, "bid_won", "{} wins the bid with {} SP and pays it.", p, PLAYER[p], amount, amount=amount, card=card)
    then = ("bid_done", card, p == owner, kind)
    st._push(("pay", p, amount, rule, "the winning bid", card), then)


def step_bid_done(st: DSpiritsState, card: int, won: bool, kind: str) -> None:
    p = st.owner[card]
    if not st.window.links:
        st.bid = ()
    if kind == "rush":
        if won:
            st.move(card, "hand")
            st._emit("DSP-35", "field_rush", "Field Rush: {} takes {} into the hand.", p, PLAYER[p],
                     st.cards[card].name, card=card, moves=st.take_moves())
        else:
            st._emit("DSP-35", "field_rush", "Field Rush: {} was outbid and gets nothing.", p, PLAYER[p])
        return
    if not won:
        st.move(card, "dworld")
        st._emit("DSP-19", "negated", "{} is negated by the higher bid and goes to the D-World.", p,
                 st.cards[card].name, card=card, moves=st.take_moves())
        return
    old = st.realm()
    if old is not None:
        st.move(old, "dworld")
    st.move(card, "realm")
    if old is None:
        st._emit("DSP-19", "realm", "{} becomes the active Realm.", p, st.cards[card].name, card=card,
                 moves=st.take_moves())
    else:
        st._emit("DSP-6", "realm", "{} becomes the active Realm; {} is destroyed (one Realm at a time).", p,
                 st.cards[card].name, st.cards[old].name, card=card, moves=st.take_moves())


def step_field_rush(st: DSpiritsState, p: int, card: int) -> None:
    st._emit("DSP-35", "field_rush", "{} uses Field Rush instead of drawing: a bid for {} (no Extra Draw this turn).",
             p,
             PLAYER[p], st.cards[card].name, card=card)
    st._push(("open_bid", p, card, FIELD_RUSH_BID, "rush"), ("main", p))
