"""The end of a match and the next one (YYH-17, YYH-18, YYH-19, YYH-20).

The damage point that brings a fighter to its match's damage limit (4, or 8 under Climatic Finish) queues the end of
the match (`attack.step_damage_point`): both fighters leave (winner face up, loser face down, into each player's
record of matches), their attached cards are discarded, the match is recorded; then either the game is won (first
to 3 wins, §2.4) or the next characters enter and their face-down cards turn face up and are paid.
"""
from __future__ import annotations

from cardgames.core.words import PLAYER, Phrase
from cardgames.core.zones import NOTHING_MOVED

from .state import DAMAGE_TO_WIN, YuyuState


def step_end_match(st: YuyuState, loser: int) -> None:
    winner = 1 - loser
    number = st.record.number
    w, lo = st.fighter(winner), st.fighter(loser)
    for f in (w, lo):
        if f is not None:
            for c in st.attachments(f):
                st.move(c, "discard")
    if w is not None:
        st.move(w, "record", status=True)
    st.move(lo, "record", status=False)
    st.record = st.record.record(winner)
    for seat in st.seats:
        seat.damage = 0
    st.needed, st.climatic, st.ending = DAMAGE_TO_WIN, False, False
    st.mods = tuple(m for m in st.mods if m[0] not in (w, lo))  # a boost leaves with its character (YYH-17)
    score = f"{st.record.wins(0)}–{st.record.wins(1)}"
    st._emit("YYH-17", "match_end", "Match {} ends: {} has taken its last damage. {} wins the match ({}); both "
             "fighters leave the Arena (the winner face up, the loser face down) and their attached cards are "
             "discarded.", winner, number, st.cards[lo].name, PLAYER[winner], score, match=number, winner=winner,
             moves=st.take_moves())
    outcome = st.record.outcome("YYH-19")
    if outcome is not None:
        st._finish(outcome.winner, Phrase("{} after {} matches", outcome.reason, len(st.record.results)), "YYH-19")
    else:
        st._push(("next_match",))


def step_next_match(st: YuyuState) -> None:
    missing = [p for p in (0, 1) if not st.seat_zones[p]["sideline"]]
    if not missing:
        st._emit("YYH-18", "next_match", "Match {}: the next characters in match-slot order enter the Arena.", None,
                 st.record.number, match=st.record.number)
        st._push(*[("enter_arena", p) for p in (st.tp, 1 - st.tp)])
        return
    number = st.record.number
    winner = None if len(missing) == 2 else 1 - missing[0]
    st.record = st.record.record(winner)
    if winner is None:
        st._emit("YYH-20", "forfeit", "Match {}: neither player has a character for it, so both lose it and nobody "
                 "wins it.", winner, number, match=number)
    else:
        st._emit("YYH-20", "forfeit", "Match {}: {} has no character for it and loses it; {} wins it.", winner, number,
                 PLAYER[missing[0]], PLAYER[winner], match=number)
    outcome = st.record.outcome("YYH-19")
    if outcome is not None:
        st._finish(outcome.winner, Phrase("{} after {} matches", outcome.reason, len(st.record.results)), "YYH-19")
    else:
        st._push(("next_match",))


def step_enter_arena(st: YuyuState, p: int) -> None:
    iid = st.seat_zones[p]["sideline"][0]
    st.move(iid, "arena")
    hidden = [c for c in st.attachments(iid) if not st.places.face_up[c]]
    if hidden:
        text = ("{}'s {} enters the Arena; its face-down cards ({}) turn face up and are paid now." if len(hidden) > 1
                else "{}'s {} enters the Arena; its face-down card ({}) turns face up and is paid now.")
        values: tuple = (len(hidden),)
    else:
        text, values = "{}'s {} enters the Arena.", ()
    st._emit("YYH-18", "enter", text, p, PLAYER[p], st.cards[iid].name, *values, card=iid, moves=st.take_moves())
    st._push(*[("reveal_attachment", p, c) for c in hidden])


def step_reveal_attachment(st: YuyuState, p: int, iid: int) -> None:
    card = st.cards[iid]
    st.places.flip(iid, True)
    if card.se <= st.energy(p):
        tokens = st.spend(p, card.se) if card.se else NOTHING_MOVED
        st._emit("YYH-13", "reveal", "{} turns face up; {} pays its {} SE ({} left).", p, card.name, PLAYER[p], card.se,
                 st.energy(p), card=iid, tokens=tokens, flipped=[iid])
    else:
        st.move(iid, "discard")
        st._emit("YYH-13", "reveal", "{} turns face up but costs {} SE and {} has {}: it is discarded.", p, card.name,
                 card.se, PLAYER[p], st.energy(p), card=iid, flipped=[iid], moves=st.take_moves())
