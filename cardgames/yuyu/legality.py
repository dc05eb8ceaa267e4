"""Which actions are legal in the main and attack steps, and why a refused one is refused (`why_not`).

The functions that list the actions and the refusals share the reason constants below, so each rule is written
once. The main step offers one action per distinct card (copies of one card in hand are the same choice).
"""
from __future__ import annotations

from functools import lru_cache

from cardgames.core.actions import Action, Decision
from cardgames.core.errors import Violation

from .cards import CardFacts
from .state import PLAYER, ZONE, Reason, YuyuState, explain

TO_ATTACK = Action("to_attack", (), "Go to the attack step")
NO_ATTACK = Action("no_attack", (), "Do not attack this turn")
NO_HAND_ACTIONS = (TO_ATTACK,)  # the main step of an empty hand

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
    """The main-step actions, one per distinct card (its first copy in hand). A card's attach actions are kept in
    `st._actions` (a memo of immutable values, not state) once per set of hosts, fighter and affordability, which
    change only when a match ends, a 5th character is placed or the SE crosses the card's cost, so most main steps
    only look them up; each action itself is made once for every game (`_place_action`, `_event_action`,
    `_attach_action`)."""
    zone = st._zones[p]
    hand = zone["hand"]
    if not hand:
        return NO_HAND_ACTIONS
    memo = st._actions
    cards = st.cards
    arena = zone["arena"]
    hosts = (*arena, *zone["sideline"])
    fighter = arena[0] if arena else None
    se = st.energy(p)
    open_slot = len(zone["record"]) + len(hosts) < 5
    out: list[Action] = []
    seen: set[str] = set()
    for iid in hand:
        card = cards[iid]
        code = card.code
        if code in seen:
            continue
        seen.add(code)
        if card.is_character:
            if open_slot:
                out.append(_place_action(iid, card))
        elif card.kind == "event":
            if card.se <= se:
                out.append(_event_action(iid, card))
        else:
            key = (iid, hosts, fighter, card.se <= se)
            attach = memo.get(key)
            if attach is None:
                attach = memo[key] = _attach_actions(cards, iid, hosts, fighter, card.se <= se)
            out += attach
    out.append(TO_ATTACK)
    return tuple(out)


# The actions below are made once for every game (kept across games, as `state._card_item` is): an action's kind,
# arguments and label depend only on the instance ids and the card facts given, which are shared read-only objects
# (`card_facts`), so a key names one action for ever. Made per game, they were about one new long-lived object per
# decision, which the garbage collector walked for the rest of the game.
@lru_cache(maxsize=4096)
def _place_action(iid: int, card: CardFacts) -> Action:
    return Action("place_fifth", (iid,), f"Put {card.name} into match slot 5")


@lru_cache(maxsize=4096)
def _event_action(iid: int, card: CardFacts) -> Action:
    return Action("event", (iid,), f"Play {card.name}" + (f" ({card.se} SE)" if card.se else ""))


@lru_cache(maxsize=16384)
def _attach_action(iid: int, card: CardFacts, host: int, host_card: CardFacts, arena: bool) -> Action:
    """Attaching `iid` to `host`: to the fighter in the Arena paid now, to a sideline character face down (YYH-13)."""
    if arena:
        cost = f", {card.se} SE)" if card.se else ")"
        return Action("attach", (iid, host), f"Attach {card.name} to {host_card.name} (Arena{cost}")
    return Action("attach", (iid, host), f"Attach {card.name} face down to {host_card.name} (sideline, paid later)")


@lru_cache(maxsize=4096)
def _attack_action(src: int, card: CardFacts, index: int, cost: int, own: bool) -> Action:
    """Attack `index` of card `src` at `cost`: `own` when `src` is the fighter, else a technique attached to it."""
    a = card.attacks[index]
    where = "" if own else " (technique)" if card.name == a.name else f" ({card.name})"
    return Action("attack", (src, index), f"{a.name}{where}: cost {cost}, value {a.value}")


def _attach_actions(cards: tuple[CardFacts, ...], iid: int, hosts: tuple[int, ...], fighter: int | None,
                    affordable: bool) -> tuple[Action, ...]:
    """Attaching item or technique `iid` to each host: the fighter only when its SE cost can be paid now (YYH-13),
    a sideline character face down (paid later)."""
    card = cards[iid]
    return tuple([_attach_action(iid, card, h, cards[h], h == fighter) for h in hosts if h != fighter or affordable])


def attack_actions(st: YuyuState, p: int) -> tuple[Action, ...]:
    hand = len(st.zone(p, "hand"))
    fighter = st.fighter(p)
    out = []
    less = st.final_match_bonus(p)[1]
    cards = st.cards
    for src, i in st.attack_sources(p):
        card = cards[src]
        cost = max(0, card.attacks[i].cost - less)
        if cost <= hand:
            out.append(_attack_action(src, card, i, cost, src == fighter))
    out.append(NO_ATTACK)
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


HAND_ACTIONS = ("place_fifth", "event", "attach")  # main-step actions whose first argument is a hand card


def _main_try(st: YuyuState, iid: int) -> Action:
    """The main-step action that would use hand card `iid` (an item or technique goes on the fighter first)."""
    card, p = st.cards[iid], st.owner[iid]
    if card.is_character:
        return Action("place_fifth", (iid,))
    if card.kind == "event":
        return Action("event", (iid,))
    hosts = st.zone(p, "arena") + st.zone(p, "sideline")
    return Action("attach", (iid, hosts[0])) if hosts else Action("attach", (iid, -1))


def hand_card_refusal(st: YuyuState, decision: Decision, iid: int) -> Violation | None:
    """None when one of `decision`'s actions uses hand card `iid` (or a copy: the main step lists one action per
    distinct card); otherwise why not: the main step's own refusal (`refusal`), else the pending
    decision's rule (no card of the hand is played while answering it)."""
    if not (0 <= iid < len(st.cards) and iid in st.zone(decision.player, "hand")):
        return Violation(decision.rule, f"card {iid} is not in {PLAYER[decision.player]}'s hand")
    code = st.cards[iid].code
    sel = st.selection if decision.kind == "pick" else None
    for a in decision.actions:
        if sel is not None and a.kind == "pick" and sel.items[a.args[0]].value == iid:
            return None
        if a.kind in HAND_ACTIONS and st.cards[a.args[0]].code == code:
            return None
    name, asked = st.cards[iid].name, sel.prompt if sel is not None else decision.prompt  # not the picks so far
    if sel is not None and iid in sel.values():
        return Violation(decision.rule, f"{name} is already chosen: {asked}")
    found = refusal(st, decision, _main_try(st, iid)) if decision.kind == "main" else None
    return found or Violation(decision.rule, f"{name} is not one of the choices now: {asked}")
