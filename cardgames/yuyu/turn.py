"""The set-up and the turn as rule steps: set-up (YYH-8, YYH-9), draw step (YYH-10, YYH-11), main step (YYH-12,
YYH-13), end of turn (YYH-20). The attack step is in `attack.py`, the end of a match in `arena.py`.

Set-up is a sealed simultaneous choice: each player picks 4 characters in order in a secret `Selection`; once both
have chosen, both line-ups are placed face down at once (one step, naming no card), then all turn face up.

A turn is queued as: start (and "at the start of your turn" effects), one step per card drawn, the spirit-energy
step, the main step (one decision per action), the attack step, the end.
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache

from cardgames.core.selections import Item, Selection
from cardgames.core.words import PLAYER, Listed, Phrase, Words
from cardgames.core.zones import NOTHING_MOVED

from .cards import card_facts
from .legality import main_actions
from .state import DRAWS, HAND_SIZE, SE_PER_TURN, SEAT_ZONE, YuyuState

URAMESHI_SE = Words(" (2, +1 for the Urameshi team bonus, YYH-3)")  # the spirit energy a turn brings (YYH-11)
NO_SE_COST = Words(" (no SE cost)")

LINEUP = "lineup"


# ----- set-up ------------------------------------------------------------------------------------------------------
def lineup_items(st: YuyuState, p: int) -> tuple[Item, ...]:
    """The characters of `p`'s deck, one item per card with a count (the deck's starting four first), in the order
    the deck holds them (bottom first)."""
    cards = st.cards
    counts = Counter(cards[c].code for c in st.seat_zones[p]["deck"] if cards[c].is_character)
    return tuple(_lineup_item(code, n) for code, n in counts.items())


@lru_cache(maxsize=1024)
def _lineup_item(code: str, copies: int) -> Item:
    """The line-up item of a character with `copies` in the deck: an immutable value made once per card and count
    (the card facts never change), not once per game."""
    card = card_facts()[code]
    return Item(code, Phrase("{} (DEF {})", card.name, card.defense), copies)


def step_setup(st: YuyuState) -> None:
    st._emit("YYH-8", "setup", "Both players start with 0 spirit energy. Each chooses 4 characters in secret: the "
             "first fights match 1 in the Arena, the other three wait face down on the sideline in match order.")
    st._push(*[("select", lineup_selection(st, p)) for p in (0, 1)], ("place_lineups",))


def lineup_selection(st: YuyuState, p: int) -> Selection:
    """`p`'s secret choice of 4 characters in match order (YYH-8; also rebuilt by a position)."""
    return Selection(p, "YYH-8", Phrase("Choose your 4 characters in match order (the first fights match 1)"),
                     lineup_items(st, p), 4, 4, ("seal", LINEUP, "YYH-8", p), secret=True)


def step_place_lineups(st: YuyuState) -> None:
    """Both sealed line-ups are placed at once, face down: nothing is revealed until they turn face up."""
    for p, codes in enumerate(st.take_sealed(LINEUP)):
        free = list(st.seat_zones[p]["deck"])
        for k, code in enumerate(codes):
            iid = next(c for c in free if st.cards[c].code == code)
            free.remove(iid)
            st.move(iid, "arena" if k == 0 else "sideline", status=False)
    st._emit("YYH-8", "place", "Both players place their characters face down: one in the Arena, three on the "
             "sideline in match order.", None, moves=st.take_moves())
    st._push(("reveal_lineups",))


def step_reveal_lineups(st: YuyuState) -> None:
    shown = []
    for p in (0, 1):
        for c in st.seat_zones[p]["arena"] + st.seat_zones[p]["sideline"]:
            st.places.flip(c, True)
            shown.append(c)
    zones = st.seat_zones
    lineups = [Listed(*[st.cards[c].name for c in zones[p]["arena"] + zones[p]["sideline"]]) for p in (0, 1)]
    names = Words("{}: {}; {}: {}", (PLAYER[0], lineups[0], PLAYER[1], lineups[1],))
    st._emit("YYH-8", "reveal", "All characters turn face up ({}).", None, names, flipped=shown)
    st._push(("shuffle_and_toss",))


def step_shuffle_and_toss(st: YuyuState) -> None:
    for p in (0, 1):
        st.shuffle(p, "deck")
    st.first = first = st._rng.randrange(2)
    st._emit("YYH-9", "toss", "Both decks are shuffled; the coin toss says {} goes first. Each player now draws {} "
             "cards, one step per card.", first, PLAYER[first], HAND_SIZE)
    st._push(*[("draw", p, "YYH-9") for p in (first, 1 - first) for _ in range(HAND_SIZE)], ("start_turn", first))


# ----- draw step -------------------------------------------------------------------------------------------------
def step_draw(st: YuyuState, p: int, rule: str) -> None:
    deck = st.seat_zones[p]["deck"]
    if not deck:
        st._finish(1 - p, Phrase("{} must draw from an empty deck", PLAYER[p]), "YYH-19")
        return
    iid = deck[-1]
    st.move(iid, "hand")
    left = len(deck)
    st._emit(rule, "draw", "{} draws {} ({} left in the deck).", p, PLAYER[p], st.cards[iid].name, left, card=iid,
             moves=st.take_moves(), public="{0} draws a card ({2} left in the deck).")


def step_start_turn(st: YuyuState, p: int) -> None:
    st.turn += 1
    st.tp, st.phase, st.dealt, st.used_attack, st.power, st.attack = p, "draw", 0, "", 0, ()
    if st.mods:  # most turns start with no boost in force
        st.mods = tuple(m for m in st.mods if not (st.owner[m[0]] == p and m[3] == "next_draw"))
    first_turn = st.turn == 1 and not st.options["first_turn_draw"]
    text = ("Turn {}, match {}: {}'s turn, draw step (the first player's first turn: no cards are drawn)."
            if first_turn else "Turn {}, match {}: {}'s turn, draw step.")
    st._emit("YYH-10", "turn", text, p, st.turn, st.record.number, PLAYER[p], turn=st.turn)
    st._push(*start_of_turn_effects(st, p), *after_start_effects(st, p))


def after_start_effects(st: YuyuState, p: int) -> list[tuple]:
    """The rest of `p`'s turn once its start-of-turn effects are done: the draws (none on the first player's first
    turn, YYH-10), spirit energy, the main step, the attack step, the end."""
    first_turn = st.turn == 1 and not st.options["first_turn_draw"]
    return [*[("draw", p, "YYH-10")] * (0 if first_turn else DRAWS), ("gain_se", p), ("main", p),
            ("attack_step", p), ("end_turn", p)]


def start_of_turn_effects(st: YuyuState, p: int) -> list[tuple]:
    """Face-up items whose effects fire at the start of a turn (Ogre Killer; Banshee Shriek on a Shishi)."""
    steps = []
    face, cards = st.places.face_up, st.cards
    for q in (p, 1 - p):
        for c in st.seat_zones[q]["attached"]:
            effects = cards[c].turn_start
            if not effects or not face[c]:  # few attached cards have such an effect
                continue
            host = st.places.host[c]
            for e in effects:
                if e.op == "turn_start_reorder" and q == p and st.holds(e.when, q, host):
                    steps.append(("reorder_start", p, c, e.n))
                elif e.op == "opp_turn_start_mill" and q != p and st.holds(e.when, q, host):
                    steps.append(("mill_one", p, c))
    return steps


def step_gain_se(st: YuyuState, p: int) -> None:
    bonus = st.team_bonus(p) == "Urameshi"
    n = SE_PER_TURN + bonus
    moved, tokens = st.gain(p, n)
    why = URAMESHI_SE if bonus else ""
    capped = Words("; only {} fit under the cap of 10", (moved,)) if moved < n else ""
    st._emit("YYH-11", "se", "{} gains {} spirit energy{}{}: {} now.", p, PLAYER[p], n, why, capped, st.energy(p),
             tokens=tokens, se=st.energy(p))


# ----- main step ---------------------------------------------------------------------------------------------------
def step_main(st: YuyuState, p: int) -> None:
    st.phase = "main"
    if st.climatic:
        st._emit("YYH-12", "skip", "Climatic Finish is in force: no main step until this match ends.", p)
        return
    st._ask(p, "main", "YYH-12", "Main step: attach, play or place a card, or go to the attack step.",
            main_actions(st, p))


def step_place_fifth(st: YuyuState, p: int, iid: int) -> None:
    st.move(iid, "sideline")
    st._emit("YYH-12", "place_fifth", "{} puts {} into the last open match slot (match 5).",
             p, PLAYER[p], st.cards[iid].name, card=iid, moves=st.take_moves())


def step_attach(st: YuyuState, p: int, iid: int, host: int) -> None:
    card = st.cards[iid]
    places = st.places
    zone = SEAT_ZONE[p]
    in_arena = places.where(host) == zone["arena"]
    st.move(iid, "attached", status=in_arena)
    places.set_host(iid, host)
    moves = st.take_moves()
    if in_arena:
        tokens = st.spend(p, card.se) if card.se else NOTHING_MOVED
        cost = Words(", paying {} SE ({} left)", (card.se, st.energy(p),)) if card.se else NO_SE_COST
        st._emit("YYH-13", "attach", "{} attaches the {} {} to {} in the Arena{}.", p, PLAYER[p], card.kind, card.name,
                 st.cards[host].name, cost, card=iid, host=host, moves=moves, tokens=tokens)
    else:
        article = "an" if card.kind == "item" else "a"
        st._emit("YYH-13", "attach", "{} attaches {} {} face down under {} on the sideline: nothing is paid until it "
                 "turns face up.", p, PLAYER[p], article, card.kind, st.cards[host].name, card=iid, host=host,
                 moves=moves, public="{0} attaches a card face down under {3} on the sideline.")


def step_play_event(st: YuyuState, p: int, iid: int) -> None:
    card = st.cards[iid]
    st.move(iid, "discard")
    tokens = st.spend(p, card.se) if card.se else NOTHING_MOVED
    cost = Words(", paying {} SE", (card.se,)) if card.se else ""
    st._emit("YYH-6", "event", "{} plays the event {}{}: {}", p, PLAYER[p], card.name, cost, card.text, card=iid,
             moves=st.take_moves(), tokens=tokens)
    host = st.fighter(p)
    st._push(*[("effect", p, iid, -1, k, -1 if host is None else host) for k in range(len(card.effects))])


# ----- end of turn -----------------------------------------------------------------------------------------------
def step_end_turn(st: YuyuState, p: int) -> None:
    st.phase = "end"
    if st.mods:
        st.mods = tuple(m for m in st.mods if m[3] != "turn")
    st.seats[p].last_attack, st.attack, st.power = st.used_attack, (), 0
    st._emit("YYH-20", "end_turn", "{}'s turn ends after the attack step; {} plays next.", p, PLAYER[p], PLAYER[1 - p])
    st._push(("start_turn", 1 - p))
