"""Skirmish's turn as rule steps (`step_<name>`) and what each decision does (`decide_<kind>`)."""
from __future__ import annotations

from cardgames.core.actions import Action

from .legality import attack_actions, block_actions, play_actions
from .state import PLAYER, SkirmishState

END = Action("end")
TAKE = Action("take")


def step_setup(st: SkirmishState) -> None:
    for p in (0, 1):
        st.places.shuffle(f"{p}.deck", st._rng)
        for _ in range(3):
            st.places.move_top(f"{p}.deck", f"{p}.hand")
    st._emit("SKM-1", "setup", "Each player shuffles their deck and draws 3 cards.", None,
             moves=st.places.take_moves())
    st._push(("turn_start",))


def step_turn_start(st: SkirmishState) -> None:
    st.turn, st.attacked, st.step = st.turn + 1, (), "draw"
    st._emit("SKM-2", "turn", "Turn {}: {}'s turn begins.", st.tp, st.turn, PLAYER[st.tp], turn=st.turn)
    st._push(("draw",), ("main",))


def step_draw(st: SkirmishState) -> None:
    p = st.tp
    if st.places.move_top(f"{p}.deck", f"{p}.hand") is None:
        st._finish(1 - p, f"{PLAYER[p]} must draw from an empty deck", "SKM-7")
        return
    st._emit("SKM-2", "draw", "{} draws a card.", p, PLAYER[p], moves=st.places.take_moves())


def step_main(st: SkirmishState) -> None:
    st.step = "main"
    st._ask(st.tp, "main", "SKM-3", "Put a card into your line, or end the main step.", (*play_actions(st), END))


def decide_main(st: SkirmishState, action: Action, player: int) -> None:
    if action.kind == "play":
        card = action.args[0]
        st.places.move(card, f"{player}.hand", f"{player}.line")
        st._emit("SKM-3", "play", "{} puts {} into the line.", player, PLAYER[player], st.name(card),
                 moves=st.places.take_moves())
        st._push(("main",))
    else:
        st._emit("SKM-3", "end_main", "{} ends the main step.", player, PLAYER[player])
        st._push(("attack_step",))


def step_attack_step(st: SkirmishState) -> None:
    st.step = "attack"
    attacks = attack_actions(st)
    if not attacks:
        st._push(("end_turn",))
        return
    st._ask(st.tp, "attack", "SKM-5", "Attack with a card of your line, or stop attacking.", (*attacks, END))


def decide_attack(st: SkirmishState, action: Action, player: int) -> None:
    if action.kind == "end":
        st._push(("end_turn",))
        return
    card = action.args[0]
    st.attacked, st.attacker = (*st.attacked, card), card
    st._emit("SKM-5", "attack", "{} attacks with {} (power {}).", player, PLAYER[player], st.name(card),
             st.cards[card].power, card=card)
    st._push(("block_step",))


def step_block_step(st: SkirmishState) -> None:
    st.step = "block"
    st._ask(1 - st.tp, "block", "SKM-6", f"Block {st.name(st.attacker)} with a card of your line, or take the attack.",
            (*block_actions(st), TAKE))


def decide_block(st: SkirmishState, action: Action, player: int) -> None:
    attacker, st.attacker = st.attacker, -1
    power = st.cards[attacker].power
    if action.kind == "take":
        st.lose_life(player, power)
        st._emit("SKM-6", "damage", "{} takes the attack and loses {} life.", player, PLAYER[player], power,
                 amount=power, life=st.life[player])
        if st.life[player] == 0:
            st._finish(1 - player, f"{PLAYER[player]} has 0 life", "SKM-7")
            return
    else:
        blocker = st.seats[player]["line"][action.args[0]]
        guard = st.cards[blocker].power
        if guard <= power:
            st.places.move(blocker, f"{player}.line", f"{player}.discard")
        if power <= guard:
            st.places.move(attacker, f"{1 - player}.line", f"{1 - player}.discard")
        st._emit("SKM-6", "block", "{} blocks {} with {}.", player, PLAYER[player], st.name(attacker),
                 st.name(blocker), card=attacker, blocker=blocker, moves=st.places.take_moves())
    st._push(("attack_step",))


def step_end_turn(st: SkirmishState) -> None:
    st._emit("SKM-5", "end_turn", "{}'s turn ends.", st.tp, PLAYER[st.tp])
    st.tp = 1 - st.tp
    st._push(("turn_start",))
