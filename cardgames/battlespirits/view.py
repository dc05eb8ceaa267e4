"""What a seat may see, as plain JSON data: the board draws from this alone (no rule is computed in widgets).

```
{"game": "battlespirits", "viewer": 0 | 1 | None, "turn": 3, "turn_player": 0, "first_player": 1,
 "step": "main", "step_name": "main step", "outcome": ..., "decision": ..., "window": "Flash timing 1" | None,
 "selection": None | {"player", "rule", "prompt", "chosen": [labels]},
 "battle": None | {"attacker_id": <id>, "blocker_id": <id> | None},
 "seats": [<seat>, <seat>]}

<seat> = {"seat", "name", "life", "reserve": {"cores", "soul"}, "trash_cores": {"cores", "soul"}, "void",
          "count", "deck", "hand_count", "hand": [<card> | {"back": true}], "trash": [<card>], "exile": [<card>],
          "field": [<in_play>], "soul_core": "reserve" | "trash" | "card" | "aside" | "none",
          "soul_core_id": <id of the card it is on> | None}
<in_play> = {"card": <card>, "cores": 3, "soul": false, "level": 2, "max_level": 3, "bp": 4000 (spirits) | None,
             "bp_parts": [[source, value]], "position": "refreshed" | "exhausted" | "heavily exhausted",
             "angle": 0 | 90 | 180}
<card> = {"id", "no", "name", "kind", "cost", "colours", "reduction", "symbols", "ex_symbol", "shinkaiho",
          "levels": [{"level", "cores", "bp"}], "text", "invented": [fields], "practice"}
```
The opponent's hand is backs only; the deck is a count; everything in play, in the trash and exiled is public.
"""
from __future__ import annotations

from typing import Any

from cardgames.core.actions import Decision
from cardgames.core.views import hand_view
from cardgames.core.words import PLAYER, phrased

from .legality import card_refusal
from .state import EXHAUSTED, HEAVY, STEP_NAMES, BattleSpiritsState, card_place

POSITION_NAMES = {0: "refreshed", EXHAUSTED: "exhausted", HEAVY: "heavily exhausted"}


def card_data(st: BattleSpiritsState, iid: int) -> dict:
    c = st.cards[iid]
    levels = [{"level": lv.level, "cores": lv.cores, "bp": lv.bp if c.is_spirit else None}
              for lv in c.levels]
    return {"id": iid, "no": c.id, "name": c.name, "kind": c.kind, "cost": c.cost, "colours": list(c.colours),
            "reduction": list(c.reduction), "symbols": list(c.symbols), "ex_symbol": c.ex_symbol,
            "shinkaiho": c.shinkaiho, "levels": levels, "text": c.text,
            "invented": list(c.invented), "practice": c.practice}


def in_play(st: BattleSpiritsState, iid: int) -> dict:
    n, soul = st.cores_on(iid)
    card = st.cards[iid]
    angle = st.places.angle[iid]
    return {"card": card_data(st, iid), "cores": n, "soul": soul, "level": st.level(iid),
            "max_level": card.max_level, "bp": st.bp(iid) if card.is_spirit else None,
            "bp_parts": [list(x) for x in st.bp_parts(iid)] if card.is_spirit else [],
            "position": POSITION_NAMES.get(angle, "exhausted"), "angle": angle}


def _soul_place(st: BattleSpiritsState, p: int) -> dict:
    """Where the soul core is (BS-14), and the card it is on: a card id only under an `_id` key, as in every view."""
    for place in (f"{p}.reserve", f"{p}.trash", f"{p}.aside"):
        if st.cores.count("soul", place):
            return {"soul_core": place.split(".", 1)[1], "soul_core_id": None}
    for iid in st.field(p):
        if st.cores.count("soul", card_place(iid)):
            return {"soul_core": "card", "soul_core_id": iid}
    return {"soul_core": "none", "soul_core_id": None}


def seat_view(st: BattleSpiritsState, p: int, viewer: int | None, decision: Decision | None) -> dict:
    mine = viewer is None or viewer == p
    hand = st.seat_zones[p]["hand"]
    return {"seat": p, "name": PLAYER[p], "life": st.life(p),
            "reserve": {"cores": st.count(p, "reserve"), "soul": bool(st.count(p, "reserve", "soul"))},
            "trash_cores": {"cores": st.count(p, "trash"), "soul": bool(st.count(p, "trash", "soul"))},
            "void": st.count(p, "void"), "count": st.count(p, "count"), "deck": len(st.seat_zones[p]["deck"]),
            "hand_count": len(hand),
            "hand": hand_view(st, p, hand, mine, decision, card_data, card_refusal),
            "trash": [card_data(st, i) for i in st.seat_zones[p]["trash"]],
            "exile": [card_data(st, i) for i in st.seat_zones[p]["exile"]],
            "field": [in_play(st, i) for i in st.field(p)], **_soul_place(st, p)}


def board_view(game: Any, viewer: int | None) -> dict:
    """The board of `game` as `viewer` may see it (None: a spectator who sees everything); the engine adds the
    envelope (game, viewer, outcome, decision)."""
    st: BattleSpiritsState = game.state
    battle = st.battle
    sel = st.selection
    show_sel = sel is not None and (viewer is None or viewer == sel.player or not sel.secret)
    return {"turn": st.turn, "turn_player": st.tp, "first_player": st.first,
            "step": st.step_name, "step_name": STEP_NAMES.get(st.step_name, st.step_name),
            "window": st.window.name if st.window else None,
            "selection": {"player": sel.player, "rule": sel.rule, "prompt": sel.asked,
                          "chosen": [phrased(sel.items[i].label) for i in sel.chosen]} if show_sel else None,
            "battle": None if battle is None else {"attacker_id": battle.attacker,
                                                   "blocker_id": battle.blocker if battle.blocker >= 0 else None},
            "seats": [seat_view(st, p, viewer, game.decision) for p in (0, 1)]}
