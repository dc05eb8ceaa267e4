"""Which actions are legal in the main and attack steps, and why a refused one is refused (`why_not`).

The functions that list the actions and the refusals share the reason constants below, so each rule is written
once. The main step offers one action per distinct card (copies of one card in hand are the same choice).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from cardgames.core.actions import Action, Decision
from cardgames.core.errors import Violation

from .cards import CardFacts
from .state import ZONE, Reason, YuyuState, explain

TO_ATTACK = Action("to_attack", (), "Go to the attack step")
NO_ATTACK = Action("no_attack", (), "Do not attack this turn")

NOT_YOUR_HAND: Reason = ("YYH-12", "{card} is in the opponent's hand. The rulebook file says 'the opponent's hand' "
                         "here, a mistranslation of the English 'their hand': a player only plays cards from their "
                         "own hand.")
NOT_YOUR_CHARACTER: Reason = ("YYH-12", "{host} is the opponent's character. The rulebook file says 'the "
                              "opponent's character', a mistranslation of 'their character': items and techniques "
                              "go on your own characters only.")
NOT_IN_PLAY: Reason = ("YYH-12", "{host} is not one of your characters in the Arena or on the sideline.")
NO_SLOT: Reason = ("YYH-12", "{player} already has 5 characters for the 5 matches: there is no open match slot.")
NOT_A_CHARACTER: Reason = ("YYH-2", "{card} is not a character: only characters go into match slots.")
NOT_ATTACHABLE: Reason = ("YYH-4", "{card} is not an item or a technique: only those are attached to a character.")
NOT_AN_EVENT: Reason = ("YYH-6", "{card} is not an event.")
SE_SHORT: Reason = ("YYH-13", "{card} costs {cost} SE and {player} has {se}: a card attached to the fighter in the "
                    "Arena (or an event) is paid at once.")
COST_SHORT: Reason = ("YYH-14", "{attack} costs {cost}: its cost is paid by discarding {cost} card(s) and the hand "
                      "holds {hand}.")
FACE_DOWN: Reason = ("YYH-13", "{card} is face down under a sideline character: it gives no attack until it turns "
                     "face up.")
NOT_YOUR_ATTACK: Reason = ("YYH-14", "the attack must be one of your fighter's own attacks or of a technique "
                           "attached to it.")


def _who(p: int) -> str:
    return f"Player {p + 1}"


def main_actions(st: YuyuState, p: int) -> tuple[Action, ...]:
    """The main-step actions, one per distinct card (its first copy in hand). What a hand card offers depends only
    on its owner's hosts and fighter, whether a match slot is open and whether its SE cost can be paid now; these
    change only when a match ends or a 5th character is placed, so each card's offer is built once per such board
    (`_offer`) and kept in `st._offers` (immutable actions, not state): a main step only looks them up."""
    zone = st._zone
    arena = zone[p, "arena"]
    hosts = (*arena, *zone[p, "sideline"])
    fighter = arena[0] if arena else None
    board = (fighter, hosts, len(zone[p, "record"]) + len(hosts) < 5)
    offers = st._offers.get(board)
    if offers is None:
        offers = st._offers[board] = {}
    se = st.energy(p)
    codes = st._code
    out: list[Action] = []
    seen: set[str] = set()
    for iid in zone[p, "hand"]:
        code = codes[iid]
        if code in seen:
            continue
        seen.add(code)
        offer = offers.get(iid)
        if offer is None:
            offer = offers[iid] = _offer(st, iid, *board)
        out += offer[offer[2] <= se]  # a bool indexes the pair: affordable or not
    out.append(TO_ATTACK)
    return tuple(out)


def _offer(st: YuyuState, iid: int, fighter: int | None, hosts: tuple[int, ...],
           open_slot: bool) -> tuple[tuple[Action, ...], tuple[Action, ...], int]:
    """What hand card `iid` offers on this board: (its actions when its SE cost cannot be paid, when it can, the
    cost). A character goes into the open match slot (YYH-12), an event is played when paid (YYH-6), an item or a
    technique is attached to each host (YYH-13). The place and play actions are shared through `st._actions`."""
    memo = st._actions
    card = st.cards[iid]
    if card.is_character:
        place = ()
        if open_slot:
            place = (memo.get(("place_fifth", iid)) or _memo(memo, ("place_fifth", iid), Action(
                "place_fifth", (iid,), f"Put {card.name} into match slot 5")),)
        return (place, place, 0)
    if card.kind == "event":
        play = memo.get(("event", iid)) or _memo(memo, ("event", iid), Action(
            "event", (iid,), f"Play {card.name}" + (f" ({card.se} SE)" if card.se else "")))
        return ((), (play,), card.se)
    cards = st.cards
    attach = tuple([_attach_action(iid, h, card, cards[h], h == fighter) for h in hosts])
    # the fighter, when there is one, is the first host (`main_actions`): unpaid, the card goes to the sideline only
    return (attach if fighter is None else attach[1:], attach, card.se)


@lru_cache(maxsize=4096)
def _attach_action(iid: int, host: int, card: CardFacts, host_card: CardFacts, in_arena: bool) -> Action:
    """Attaching item or technique `iid` to character `host`: on the sideline face down (paid later), to the fighter
    paying the SE cost now (YYH-13; offered only when it can be paid, see `_offer`). Kept across games: the same
    decks give the same instance ids, and card facts are shared read-only objects (`card_facts`), so a key built of
    them names one label for ever; an attach action is made about once per decision otherwise."""
    if not in_arena:
        return Action("attach", (iid, host), f"Attach {card.name} face down to {host_card.name} (sideline, paid "
                      "later)")
    cost = f", {card.se} SE)" if card.se else ")"
    return Action("attach", (iid, host), f"Attach {card.name} to {host_card.name} (Arena{cost}")


def _memo(memo: dict, key: tuple, value: Any) -> Any:
    memo[key] = value
    return value


def attack_actions(st: YuyuState, p: int) -> tuple[Action, ...]:
    """The attacks `p` can pay for now, then "no attack". The attacks and their costs depend only on the fighter, its
    face-up techniques and the 5th-match cost reduction, so they are priced once per such set and kept in
    `st._attack_offers` (immutable actions, not state); the hand's size then filters them."""
    sources = tuple(st.attack_sources(p))
    less = st.final_match_bonus(p)[1]
    priced = st._attack_offers.get((sources, less))
    if priced is None:
        priced = st._attack_offers[sources, less] = _priced_attacks(st, sources, less)
    hand = len(st._zone[p, "hand"])
    return (*[action for cost, action in priced if cost <= hand], NO_ATTACK)


def _priced_attacks(st: YuyuState, sources: tuple[tuple[int, int], ...], less: int) -> tuple[tuple[int, Action], ...]:
    """(cost, action) of each attack of `sources`, the fighter's own first (`attack_sources`); each action is made
    once per game and cost (`st._actions`)."""
    memo = st._actions
    cards = st.cards
    fighter = sources[0][0] if sources else None
    out = []
    for src, i in sources:
        cost = max(0, cards[src].attacks[i].cost - less)
        key = ("attack", src, i, cost)
        action = memo.get(key)
        if action is None:
            card = cards[src]
            a = card.attacks[i]
            where = "" if src == fighter else " (technique)" if card.name == a.name else f" ({card.name})"
            action = _memo(memo, key, Action("attack", (src, i), f"{a.name}{where}: cost {cost}, value {a.value}"))
        out.append((cost, action))
    return tuple(out)


def refusal(st: YuyuState, decision: Decision, action: Action) -> Violation | None:
    """Why `action` (not among the decision's actions) is refused, when a rule of this game says so."""
    p = decision.player
    args = action.args
    cards = st.cards
    if decision.kind == "main" and args and isinstance(args[0], int) and 0 <= args[0] < len(cards):
        iid = args[0]
        card = cards[iid]
        if st.places.where(iid) == ZONE[1 - p, "hand"]:
            return explain(NOT_YOUR_HAND, card=card.name)
        if action.kind == "attach" and len(args) == 2 and isinstance(args[1], int) and 0 <= args[1] < len(cards):
            host = args[1]
            if card.kind not in ("item", "technique"):
                return explain(NOT_ATTACHABLE, card=card.name)
            if st.owner[host] != p:
                return explain(NOT_YOUR_CHARACTER, host=cards[host].name)
            if host not in st.zone(p, "arena") + st.zone(p, "sideline"):
                return explain(NOT_IN_PLAY, host=cards[host].name)
            if host == st.fighter(p) and card.se > st.energy(p):
                return explain(SE_SHORT, card=card.name, cost=card.se, player=_who(p), se=st.energy(p))
        if action.kind == "event":
            if card.kind != "event":
                return explain(NOT_AN_EVENT, card=card.name)
            if card.se > st.energy(p):
                return explain(SE_SHORT, card=card.name, cost=card.se, player=_who(p), se=st.energy(p))
        if action.kind == "place_fifth":
            if not card.is_character:
                return explain(NOT_A_CHARACTER, card=card.name)
            if st.committed(p) >= 5:
                return explain(NO_SLOT, player=_who(p))
    if decision.kind == "attack" and action.kind == "attack" and len(args) == 2:
        src, i = args
        if (src, i) not in st.attack_sources(p):
            if isinstance(src, int) and 0 <= src < len(cards) and st.places.host[src] == st.fighter(p):
                return explain(FACE_DOWN, card=cards[src].name)
            return explain(NOT_YOUR_ATTACK)
        cost = st.attack_cost(p, src, i)
        return explain(COST_SHORT, attack=cards[src].attacks[i].name, cost=cost, hand=len(st.zone(p, "hand")))
    return None
