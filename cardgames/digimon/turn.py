"""The turn of Digimon Card Battle (DCB-7 … DCB-11, DCB-18 … DCB-21, DCB-26) as single rule steps: set-up, the
preparation phase, the phase openings, the support and attack choices, the end of the turn. Each step says what it
did or checked in one event citing its rule. The decisions they ask list the actions of `legality.py`.
"""
from __future__ import annotations

from cardgames.core.words import PLAYER, Phrase

from .legality import PREPARE, place_actions, support_actions
from .state import ATTACK_CHOICE, HAND_SIZE, DigimonState


# ----- set-up (DCB-7) ------------------------------------------------------------------------------------------
def step_setup(st: DigimonState) -> None:
    for p in (0, 1):
        st.shuffle(p, "deck")
    first = st._rng.randrange(2)
    st.tp = first
    st._emit("DCB-7", "setup", "Decks shuffled; the coin toss says {} goes first.", first, PLAYER[first])
    draws = [("draw", p, "DCB-7") for p in (first, 1 - first) for _ in range(HAND_SIZE)]
    st._push(*draws, ("start_turn", first))


def step_draw(st: DigimonState, p: int, rule: str) -> None:
    """One card drawn is one rule step: the top card of `p`'s deck to the hand (`DigimonState.draw`)."""
    st.draw(p, rule)


# ----- preparation (DCB-8 … DCB-11, DCB-26) --------------------------------------------------------------------
def step_start_turn(st: DigimonState, p: int) -> None:
    st.turn += 1
    st.tp = p
    st.phase = "preparation"
    s = st.seats[p]
    zones = st.seat_zones[p]
    st._emit("DCB-8", "turn", "Turn {}: {}'s turn begins.", p, st.turn, PLAYER[p], turn=st.turn)
    if not zones["deck"]:
        st._finish(1 - p, Phrase("{} has no card left to draw at the start of the turn", PLAYER[p]), "DCB-26")
        return
    s.evo_placed = s.evolved = False
    s.yellow_used = ()
    st._push(("draw_up", p), *preparation_steps(st, p), *turn_steps(p))


def preparation_steps(st: DigimonState, p: int, kept: bool = False) -> list[tuple]:
    """`p`'s preparation choices: keep or redraw (skipped once `kept`), then a Digimon into play if none is (nothing
    in the preparation phase puts one into play before); in turn 1 with option ps1_turn1 the opponent's follow
    (DCB-11)."""
    steps: list[tuple] = [] if kept else [("prep_check", p)]
    if not st.seat_zones[p]["stack"]:
        steps.append(("place_check", p))
    if p == st.tp and st.turn == 1 and st.options["ps1_turn1"]:
        steps += preparation_steps(st, 1 - p)
    return steps


def turn_steps(t: int) -> list[tuple]:
    """The phases of turn player `t`'s turn after the preparation phase."""
    return [("evolution_phase", t), ("support_phase", t), ("end_turn", t)]


def step_draw_up(st: DigimonState, p: int) -> None:
    """DCB-8: draw up to 4 cards (this step draws the first; the others are steps of their own)."""
    zones = st.seat_zones[p]
    n = min(HAND_SIZE - len(zones["hand"]), len(zones["deck"]))
    if n <= 0:
        st._emit("DCB-8", "hand_full", "{} already holds {} cards: nothing to draw.", p, PLAYER[p], len(zones["hand"]))
        return
    st.draw(p, "DCB-8")
    if n > 1:
        st._push(*[("draw", p, "DCB-8")] * (n - 1))


def step_prep_check(st: DigimonState, p: int) -> None:
    zones = st.seat_zones[p]
    if not zones["stack"] and not st.has_placeable(p):
        if not zones["deck"]:
            st._finish(1 - p, Phrase("{} has no Digimon to put into play and no card left to draw", PLAYER[p]),
                       "DCB-10")
            return
        st._emit("DCB-10", "forced_redraw", "{} has no Digimon in play or in hand: the hand must be discarded and 4 "
                 "new cards drawn.", p, PLAYER[p])
        st._push(("discard_hand", p, "DCB-10"), *[("draw", p, "DCB-10")] * min(HAND_SIZE, len(zones["deck"])),
                 ("prep_check", p))
        return
    if zones["deck"]:
        st._ask(p, "prepare", "DCB-8", "Keep this hand, or discard it and draw 4 new cards?", PREPARE)
    else:
        st._emit("DCB-8", "keep", "{}'s deck is empty: the hand cannot be redrawn and is kept.", p, PLAYER[p])


def redraw_steps(st: DigimonState, p: int) -> list[tuple]:
    return [("discard_hand", p, "DCB-8"), *[("draw", p, "DCB-8")] * min(HAND_SIZE, len(st.seat_zones[p]["deck"])),
            ("prep_check", p)]


def step_discard_hand(st: DigimonState, p: int, rule: str) -> None:
    zones = st.seat_zones[p]
    if not zones["hand"]:
        st._emit(rule, "discard", "{}'s hand is empty: nothing to discard.", p, PLAYER[p], cards=[], zone="hand",
                 moves=[])
        return
    st.discard(p, "hand", list(zones["hand"]), rule, "a new hand")


# ----- placing a Digimon (DCB-9, DCB-27) -----------------------------------------------------------------------


def step_place_check(st: DigimonState, p: int) -> None:
    st._ask(p, "place", "DCB-9", "Choose a Digimon to put into play.", place_actions(st, p))


def step_put_into_play(st: DigimonState, p: int, iid: int) -> None:
    s = st.seats[p]
    c = st.cards[iid]
    st.move(iid, "stack")
    moves = st.take_moves()
    s.penalty = {"R": 1, "C": 2, "U": 4}[c.level]
    s.hp = c.hp // s.penalty
    if s.penalty == 1:
        st._emit("DCB-9", "place", "{} puts {} ({}, {}) into play with {} HP.", p, PLAYER[p], c.name, c.level,
                 c.specialty, s.hp, card=iid, moves=moves)
    else:
        frac = "half" if s.penalty == 2 else "a quarter"
        atk = "/".join(str(a.power // s.penalty) for a in c.attacks)
        st._emit("DCB-27", "place", "{} puts {} ({}) directly into play: penalty, {} of HP and attacks: HP {}, attacks "
                 "{}.", p, PLAYER[p], c.name, c.level, frac, s.hp, atk, card=iid, penalty=s.penalty, moves=moves)


# ----- support phase (DCB-18 … DCB-20) -------------------------------------------------------------------------
def step_support_phase(st: DigimonState, t: int) -> None:
    if not st.both_in_play():
        st.phase = "end"  # no support phase and no battle: the turn goes straight to its end
        missing = 1 - t if not st.seat_zones[1 - t]["stack"] else t
        if st.turn == 1:
            st._emit("DCB-11", "skip", "Turn 1: only {} has a Digimon, so there is no support phase and no battle "
                     "(option ps1_turn1 changes this).", t, PLAYER[t])
        else:
            st._emit("DCB-18", "skip", "{} has no Digimon in play: no support phase and no battle this turn.", t,
                     PLAYER[missing])
        return
    st.phase = "support"
    st._emit("DCB-19", "phase", "Support phase: {} (not the turn player) chooses first.", t, PLAYER[1 - t],
             phase="support")
    st._push(("support_choice", 1 - t), ("support_choice", t), ("battle_phase", t))


def step_support_choice(st: DigimonState, p: int) -> None:
    st._ask(p, "support", "DCB-19", "Put a support card face down?", support_actions(st, p))


def step_place_support(st: DigimonState, p: int, from_deck: bool, iid: int) -> None:
    """A support card goes face down. One taken unseen from the deck stays unseen by its owner too (DCB-19): its
    event names no card, for anyone; one from the hand is named to its owner only (`public` for the others)."""
    s = st.seats[p]
    zones = st.seat_zones[p]
    s.support_unseen = from_deck
    if from_deck:
        st.move(zones["deck"][-1], "support")
        moves = st.take_moves()
        st._emit("DCB-19", "support_placed", "{} puts the top card of the deck, unseen, face down in the Support Zone.",
                 p, PLAYER[p], moves=moves)
        return
    st.move(iid, "support")
    moves = st.take_moves()
    where = "a card from the hand"
    st._emit("DCB-19", "support_placed", "{} puts {} face down in the Support Zone ({}).", p, PLAYER[p], where,
             st.cards[iid].name, card=iid, moves=moves,
             public="{0} puts {1} face down in the Support Zone.")


# ----- battle phase opening and the secret attack choice (DCB-21) ------------------------------------------------
# The attack choice is a sealed simultaneous choice (`cardgames.core.sealed`): each player is asked in secret (the
# decision kind "sealed"), and `battle.step_reveal_attacks` unseals both at once.
def step_battle_phase(st: DigimonState, t: int) -> None:
    if not st.both_in_play():
        st._emit("DCB-18", "skip", "A player has no Digimon in play: no battle this turn.", t)
        return
    st.phase = "battle"
    st._emit("DCB-21", "phase", "Battle phase: both players choose an attack in secret.", t, phase="battle")
    st._push(*battle_steps(st, t, (t, 1 - t)))


def battle_steps(st: DigimonState, t: int, choosers: tuple[int, ...]) -> list[tuple]:
    """The battle of turn player `t` from the secret attack choices of `choosers` (both, or the opponent alone once
    the turn player has chosen) to the attacks, in the order of DCB-22."""
    o = 1 - t
    return [*st.sealed_steps(ATTACK_CHOICE, "DCB-21", Phrase("Choose your attack"), players=choosers),
            ("reveal_attacks", t), ("resolve_support", o), ("resolve_support", t), ("cross_effects", t),
            ("order_attacks", t)]


# ----- end of turn ---------------------------------------------------------------------------------------------
def step_end_turn(st: DigimonState, t: int) -> None:
    st.phase = "end"
    discarded = False
    for p in (1 - t, t):
        zones = st.seat_zones[p]
        if zones["support"]:
            st.discard(p, "support", list(zones["support"]), "DCB-19", "support cards are used once")
            discarded = True
    if not discarded:
        st._emit("DCB-19", "end_turn", "Turn {} ends: no support card to discard.", t, st.turn)
    for s in st.seats:
        s.reset_battle()
    st._push(("start_turn", 1 - t))
