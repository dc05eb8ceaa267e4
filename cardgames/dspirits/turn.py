"""The turn as rule steps (DSP-7 … DSP-11, DSP-30, DSP-31, DSP-35, DSP-38): set-up, the opening hand, the start of a
turn (poison, Super Charge), the Draw Step with its game breakers, SP payments and losses, and the End Step.

Reconstructed step list (DSP-10): Draw → Main → Battle → End. The Draw, Main and Battle Steps are decisions asked
here with the lists of actions of `legality.py`; everything here is one rule step per function. The check that
ends the game at 0 SP after a payment is the state's (`DSpiritsState._c_sp`); the End Step ends a game that reached
the turn limit (a DSP-7 ruling, `decided_on_sp`).
"""
from __future__ import annotations

from cardgames.core.actions import Action
from cardgames.core.selections import Item, Selection
from cardgames.core.words import PLAYER, Phrase, Words

from .legality import (
    DECK_NAMES,
    DECKS,
    EXTRA_DRAW_COST,
    battle_actions,
    draw_actions,
    extra_actions,
    main_actions,
    recharge_cost,
    rechargeable,
)
from .state import ATTACKED, CHARGED, COMMAND_USED, ENDURING, MAY_ATTACK, MOVE_USED, POISONED, DSpiritsState

OPENING_HAND = 7  # DSP-8
# DSP-7 ruling, the option turn_limit (`decided_on_sp`): the longest of 10,000 soak games that ended took 61 turns
TURN_LIMIT = 200
MAX_TURN_LIMIT = 10_000  # a position's turn runs to 10,000 too


# ----- set-up (DSP-7, DSP-8) ---------------------------------------------------------------------------------------
def step_setup(st: DSpiritsState) -> None:
    for p in (0, 1):
        for deck in DECKS:
            st.shuffle(p, deck)
    first = st._rng.randrange(2)
    st.tp = first
    st._emit("DSP-8", "setup", "Squad and Support decks shuffled; rock-paper-scissors: {} goes first. Both players "
             "start with {} and {} SP (DSP-7).", first, PLAYER[first], st.sp_of(0), st.sp_of(1), first=first)
    st._push(("opening", first), ("opening", 1 - first), ("start_turn", first))


def step_opening(st: DSpiritsState, p: int) -> None:
    """DSP-8: the player picks the deck of each of the 7 opening cards (one pick per card, then the draws)."""
    sel = opening_selection(st, p)
    st._emit("DSP-8", "opening", "{} draws {} opening cards, choosing for each one whether it comes from the Squad or "
             "the Support deck.", p, PLAYER[p], sel.most)
    st._push(("select", sel))


def opening_selection(st: DSpiritsState, p: int) -> Selection:
    """The picks of `p`'s opening hand, nothing picked yet; the same all through the picks (nothing is drawn before
    the last one), so a position written in the middle of them builds it again (`pending.py`)."""
    counts = [len(st.seat_zones[p][d]) for d in DECKS]
    n = min(OPENING_HAND, sum(counts))
    items = tuple(Item(d, DECK_NAMES[d], min(n, c)) for d, c in zip(DECKS, counts, strict=True) if c)
    return Selection(p, "DSP-8", Words("{}: choose the deck of each of your {} opening cards", (PLAYER[p], n)),
                     items, n, n, ("opening_draws", p))


def step_opening_draws(st: DSpiritsState, p: int, decks: tuple) -> None:
    st._push(*[("draw", p, deck, "DSP-8") for deck in decks])


def step_draw(st: DSpiritsState, p: int, deck: str, rule: str) -> None:
    cards = st.seat_zones[p][deck]
    if not cards:
        st._emit("DSP-11", "draw_nothing", "{}'s {} is empty: nothing is drawn, and that is no loss.", p, PLAYER[p],
                 DECK_NAMES[deck])
        return
    card = cards[-1]
    st.move(card, "hand")
    if st.log_events:
        left, who, name = len(cards), PLAYER[p], DECK_NAMES[deck]
        st._emit(rule, "draw", "{} draws {} from the {} ({} left).", p, who, st.cards[card].name, name, left,
                 card=card,
                 moves=st.take_moves(), public="{0} draws a card from the {2} ({3} left).")
    else:
        st.take_moves()


# ----- SP (DSP-7, DSP-28) -------------------------------------------------------------------------------------------
def step_pay(st: DSpiritsState, p: int, amount: int, rule: str, why: str, card: int = -1) -> None:
    """One SP payment or loss is one step; the check after it ends the game at 0 SP (DSP-7). `card`: the card it is
    paid for or lost to (its `source`; -1 none), which `why` may name."""
    tokens = st.pay(p, amount)
    st._emit(rule, "sp", "{} loses {} SP ({}): {} left.", p, PLAYER[p], amount, why, st.sp_of(p), amount=-amount,
             source=card, tokens=tokens)


def step_gain(st: DSpiritsState, p: int, amount: int, rule: str, why: str, card: int = -1) -> None:
    tokens = st.gain(p, amount)
    st._emit(rule, "sp", "{} gains {} SP ({}): {} now.", p, PLAYER[p], amount, why, st.sp_of(p), amount=amount,
             source=card, tokens=tokens)


# ----- the start of a turn (DSP-10, DSP-36, DSP-38) -----------------------------------------------------------------
_TURN_CLEAR = ~(ATTACKED | MAY_ATTACK | MOVE_USED | COMMAND_USED | CHARGED)  # the marks a new turn clears


def step_start_turn(st: DSpiritsState, p: int) -> None:
    st.turn = turn = st.turn + 1
    st.tp = p
    st.phase = "draw"
    counters, zone, seat = st.counters, st.seat_zones[p], st.seats[p]
    seat.summoned = seat.exchanged = seat.shifted = seat.rushed = False
    flags, status = counters.flags, counters.status
    steps = []  # DSP-38: a poisoned card's SP loss, one payment step each
    for c in (*zone["scene"], *zone["szone"]):
        flags[c] &= _TURN_CLEAR
        if status[c] & POISONED:
            steps.append(("pay", p, counters.poison[c], "DSP-38", Words("{} is poisoned", (st.cards[c].name,)), c))
    st._emit("DSP-10", "turn", "Turn {}: {}'s turn; the Draw Step.", p, turn, PLAYER[p], turn=turn, step="draw")
    if seat.charge >= 0:
        steps.append(("charge_up", p))
    st._push(*steps, ("draw_step", p))


def step_charge_up(st: DSpiritsState, p: int) -> None:
    seat = st.seats[p]
    card, seat.charge = seat.charge, -1
    st.counters.flags[card] |= CHARGED
    st._emit("DSP-36", "super_charge", "{}'s Super Charge: its ATK is doubled to {} this turn, and it is the only "
             "D-Spirit that may attack.", p, st.cards[card].name, st.atk(card), card=card)


# ----- the Draw Step (DSP-9, DSP-11, DSP-30, DSP-31, DSP-35) ---------------------------------------------------------
def step_draw_step(st: DSpiritsState, p: int) -> None:
    actions = draw_actions(st, p)
    if not actions:
        st._emit("DSP-11", "draw_nothing", "{}'s Squad and Support decks are empty: nothing to draw.", p, PLAYER[p])
        st._push(("main", p))
        return
    st._ask(p, "draw", "DSP-9", "Draw Step: draw one card from either deck.", actions)


def draw_steps(st: DSpiritsState, p: int, action: Action) -> list[tuple]:
    kind, args = action[0], action[1]  # an Action is (kind, args): read by index, not through properties
    if kind == "draw":
        return [("draw", p, args[0], "DSP-9"), ("extra_offer", p)]
    if kind == "recharge":
        return [("pay", p, recharge_cost(st, p), "DSP-30", "Squad Recharge"), ("recharge", p), ("draw_step", p)]
    st.seats[p].rushed = True
    return [("field_rush", p, args[0])]


def step_recharge(st: DSpiritsState, p: int) -> None:
    cards = rechargeable(st, p)
    for c in cards:
        st.move(c, "squad")
    st.shuffle(p, "squad")
    st._emit("DSP-30", "recharge", "Squad Recharge: {} D-Spirits return from the D-World to {}'s Squad deck, which is "
             "shuffled.", p, len(cards), PLAYER[p], moves=st.take_moves())


def step_extra_offer(st: DSpiritsState, p: int) -> None:
    """Offer an Extra Draw (`legality.extra_actions`), or go on to the Main Step when none may be taken."""
    actions = extra_actions(st, p)
    if not actions:
        st._push(("main", p))
        return
    st._ask(p, "extra", "DSP-31", "Extra Draw: pay 500 SP to draw one more card?", actions)


def extra_steps(p: int, action: Action) -> list[tuple]:
    steps = [] if action.kind == "no_extra" else [("pay", p, EXTRA_DRAW_COST, "DSP-31", "Extra Draw"),
                                                  ("draw", p, action.args[0], "DSP-31")]
    return [*steps, ("main", p)]


# ----- the Main and Battle Steps (DSP-10, DSP-22): asked again after each action (`decisions.py`) ------------------
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


# ----- the End Step (DSP-10, DSP-25, DSP-36) --------------------------------------------------------------------------
def step_end_step(st: DSpiritsState, p: int) -> None:
    st.phase = "end"
    counters, turn = st.counters, st.turn
    flags, endured_on = counters.flags, counters.endured_on
    atk_boost, end_boost = counters.atk_boost, counters.end_boost
    for q in (0, 1):
        zone = st.seat_zones[q]
        for c in (*zone["scene"], *zone["szone"]):
            atk_boost[c] = end_boost[c] = 0
            if q == p:
                f = flags[c] & ~CHARGED
                if f & ENDURING and endured_on[c] < turn:
                    f &= ~ENDURING  # DSP-25: the locked turn is over, back to the Attack stance
                flags[c] = f
    st.seats[p].turns_played += 1
    st._emit("DSP-10", "end", "{}'s End Step: this turn's boosts end.", p, PLAYER[p], step="end")
    if turn >= st.options["turn_limit"] > 0:
        st._finish(*decided_on_sp(st, turn))
        return
    st._push(("start_turn", 1 - p))


def decided_on_sp(st: DSpiritsState, turn: int) -> tuple[int | None, str, str]:
    """DSP-7 ruling (a gap fill): the rulebook sets no turn limit, and play can go round for ever (both decks empty,
    no D-Spirit in the D-World to recharge, every attack one the target endures); a game still undecided after turn
    `turn_limit` ends there, and since SP 'determines who is winning', the higher SP wins; equal SP is a draw."""
    sp = st.sp_of(0), st.sp_of(1)
    reason = Phrase("turn {} is the turn limit and the game is undecided, so SP decide it: {} against {}", turn, *sp)
    return (None if sp[0] == sp[1] else int(sp[1] > sp[0])), reason, "DSP-7"
