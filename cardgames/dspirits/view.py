"""What a player may see of a D-Spirits game, as JSON-serialisable plain data (`board_view`, the board of
`DSpiritsGame.view`, which adds the envelope every game shares).

Hidden: the opponent's hand (backs), every deck's order (counts only; a player knows the list of their own Side
deck, which they chose). Everything a board shows is computed here: ATK and END now (Realm, boosts, Super Charge),
stances, statuses, the chain being built, the bid, the attack being fought, the game breakers with their costs
and whether each is available (and, when not, the rule that says why). Shape:

```
{"game": "dspirits", "viewer": 0 | 1 | None, "turn", "turn_player", "step": "setup|draw|main|battle|end",
 "outcome", "decision",
 "realm": <card> | None,
 "window": None | {"name", "rule", "to_act", "chain": [<link>], "resolving": <link> | None},
 "bid": None | {"card": <card>, "amount", "bidder", "won"}, "attack": None | {"attacker_id", "target_id"},
 "breakers": [{"name", "rule", "cost", "available"}],   # the turn player's game breakers
 "seats": [<seat>, <seat>]}
<seat> = {"seat", "name", "sp", "squad", "support" (counts), "side" (count), "side_cards" ([<card>] own only),
          "hand_count", "hand": [<card> | {"back": true}], "dworld": [<card>],
          "removed": [<card>] (removed from play, face up: out of the game, DSP-21),
          "scene": [<spirit>], "support_zone": [<spirit> | <card>], "summoned", "exchanged", "first_turn",
          "charge_id": id | None}
<spirit> = {"card": <card>, "stack": [<card>, bottom first], "atk", "end", "stance": "attack" | "endure",
            "frozen", "poison", "super", "ready", "attacked", "locked", "charged"}
<link> = {"player", "card": <card>, "what": "card" | "special move" | "ability" | "bid", "amount"}
```
Each hand card of the deciding player carries `usable` and `why_not` (null | {"rule", "text"}), as in every game's
view (`cardgames/README.md`, "Hand cards"). A window's `chain` holds the links still waiting, oldest first;
`resolving` is the link that left the chain and is being carried out now. A bid is `won` once its top bid has
resolved (the older bids then resolve as outbid).
"""
from __future__ import annotations

from typing import Any

from cardgames.core.actions import Decision
from cardgames.core.views import hand_view
from cardgames.core.words import PLAYER

from .interpreter import CARD_EFFECT, SPECIAL_MOVE
from .legality import breaker_status, card_refusal
from .state import ATTACKED, CHARGED, ENDURING, FROZEN, MAY_ATTACK, POISONED, SUPER, DSpiritsState

# the part of the turn in words, as the view's "step_name" (the rulebook capitalises its steps)
STEP_NAMES = {"setup": "Set-up", "draw": "Draw Step", "main": "Main Step", "battle": "Battle Step",
              "end": "End Step"}


def card_face(st: DSpiritsState, card: int) -> dict:
    c = st.cards[card]
    face = {"id": card, "no": c.no, "name": c.name, "kind": c.kind, "text": c.text, "limit": c.limit}
    if c.is_spirit:
        face.update(types=list(c.types), elemental=c.elemental, atk=c.atk, end=c.end, sp=c.sp,
                    evolution=c.evolution.base if c.evolution else None,
                    special_move=({"name": c.special_move.name, "cost": c.special_move.cost}
                                  if c.special_move else None),
                    abilities=[{"name": a.name, "when": a.when} for a in c.abilities])
    elif c.kind == "signal":
        face["timing"] = c.timing
    elif c.kind == "realm":
        face["bid"] = c.bid
    else:
        face["cost"] = c.cost
    return face


def spirit_view(st: DSpiritsState, card: int) -> dict:
    counters = st.counters
    f, status = counters.flags[card], counters.status[card]
    return {"card": card_face(st, card), "stack": [card_face(st, c) for c in st.stack(card)],
            "atk": st.atk(card), "end": st.end(card), "stance": "endure" if f & ENDURING else "attack",
            "frozen": bool(status & FROZEN), "poison": counters.poison[card] if status & POISONED else 0,
            "super": bool(f & SUPER), "ready": bool(f & MAY_ATTACK), "attacked": bool(f & ATTACKED),
            "locked": st.locked(card), "charged": bool(f & CHARGED)}


def _seat(st: DSpiritsState, p: int, viewer: int | None, decision: Decision | None) -> dict:
    own = viewer is None or viewer == p
    zones = st.seat_zones[p]
    hand = zones["hand"]
    counters, seat = st.counters, st.seats[p]
    return {"seat": p, "name": PLAYER[p], "sp": st.sp_of(p),
            "squad": len(zones["squad"]), "support": len(zones["support"]), "side": len(zones["side"]),
            "side_cards": [card_face(st, c) for c in zones["side"]] if own else None,
            "hand_count": len(hand), "hand": hand_view(st, p, hand, own, decision, card_face, card_refusal),
            "hand_status": {str(i): {"frozen": bool(counters.status[c] & FROZEN), "poison": counters.poison[c]}
                            for i, c in enumerate(hand) if counters.status[c] and own},
            "dworld": [card_face(st, c) for c in zones["dworld"]],
            "removed": [card_face(st, c) for c in zones["removed"]],
            "scene": [spirit_view(st, c) for c in zones["scene"]],
            "support_zone": [spirit_view(st, c) if st.cards[c].is_spirit else card_face(st, c)
                             for c in zones["szone"]],
            "summoned": seat.summoned, "exchanged": seat.exchanged, "first_turn": st.first_turn(p),
            "charge_id": seat.charge if seat.charge >= 0 else None}


def _link(st: DSpiritsState, player: int, step: tuple) -> dict:
    if step[0] == "bid_link":
        return {"player": player, "card": card_face(st, st.bid[0]) if st.bid else None, "what": "bid",
                "amount": step[2]}
    card, which = step[2], step[3]
    what = "card" if which == CARD_EFFECT else "special move" if which == SPECIAL_MOVE else "ability"
    return {"player": player, "card": card_face(st, card), "what": what, "amount": None}


def _resolving(st: DSpiritsState, pending_steps: tuple[tuple, ...]) -> dict | None:
    """The chain link being carried out: when a link resolves it leaves the window (core.windows) and its steps go on
    the queue above the window's next `resolve_link` (chain.step_resolve: one `effect` step per op, then a support
    card's way to the D-World). Read from the steps still queued, the next first; a bid shows as the bid's `won`
    instead."""
    for step in pending_steps:
        kind = step[0]
        if kind == "effect":
            return _link(st, step[1], ("resolve", step[1], step[2], step[3]))
        if kind == "to_dworld":
            return _link(st, step[1], ("resolve", step[1], step[2], CARD_EFFECT))
        if kind in ("resolve_link", "priority"):
            return None
    return None


def board_view(game: Any, viewer: int | None) -> dict:
    """The board of `game` for `viewer` (the engine adds the envelope: game, viewer, outcome, decision)."""
    st: DSpiritsState = game.state
    w = st.window
    window = None if w is None else {"name": w.name, "rule": w.rule, "to_act": w.to_act,
                                     "chain": [_link(st, p, step) for p, step in w.links],
                                     "resolving": _resolving(st, game.pending_steps())}
    bid = None if not st.bid else {"card": card_face(st, st.bid[0]), "amount": st.bid[1], "bidder": st.bid[2],
                                   "won": st.bid[3]}
    attack = None if not st.attack else {"attacker_id": st.attack[0], "target_id": st.attack[1]}
    realm = st.realm()
    return {"turn": st.turn, "turn_player": st.tp, "step": st.phase, "step_name": STEP_NAMES[st.phase],
            "realm": card_face(st, realm) if realm is not None else None, "window": window, "bid": bid,
            "attack": attack, "breakers": breaker_status(st, st.tp, game.decision),
            "seats": [_seat(st, p, viewer, game.decision) for p in (0, 1)]}
