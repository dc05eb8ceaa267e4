"""Which actions are legal in the main and attack steps, and why a refused one is refused (`why_not`, through the
decision kinds' refusal functions and the wrong-time refusal that `vocabulary.py` declares).

The functions that list the actions and the refusals share the reason constants below, so each rule is written
once. The main step offers one action per distinct card (copies of one card in hand are the same choice).

A refusal names the rule that forbids the action, at every decision: an action of another moment of the turn cites
that moment's rule (nothing is played before the set-up ends, YYH-8; cards are played in the main step, YYH-12; an
event's effect is carried out first, YYH-6; one attack per turn, declared in the attack step, YYH-14); an answer
the pending decision does not list cites the rule asking, with what is wrong with it.
"""
from __future__ import annotations

from cardgames.core.actions import Action, Decision, shared
from cardgames.core.arguments import given
from cardgames.core.errors import Violation, reasons
from cardgames.core.words import PLAYER, Words, counted

from .state import ZONE, YuyuState

TO_ATTACK = Action("to_attack")
NO_ATTACK = Action("no_attack")
NO_HAND_ACTIONS = (TO_ATTACK,)  # the main step of an empty hand

NOT_YOUR_HAND, NOT_YOUR_CHARACTER, NOT_IN_PLAY, NO_SLOT = reasons(
    "YYH-12",
    "{card} is in the opponent's hand. The rulebook file says 'the opponent's hand' here, a mistranslation of the "
    "English 'their hand': a player only plays cards from their own hand.",
    "{host} is the opponent's character. The rulebook file says 'the opponent's character', a mistranslation of "
    "'their character': items and techniques go on your own characters only.",
    "{host} is not one of your characters in the Arena or on the sideline.",
    "{player} already has 5 characters for the 5 matches: there is no open match slot.")
NOT_A_CHARACTER = Violation("YYH-2", "{card} is not a character: only characters go into match slots.")
ATTACHABLE = ("item", "technique")  # YYH-4: the kinds of card attached to a character
NOT_ATTACHABLE = Violation("YYH-4", "{card} is not an item or a technique: only those are attached to a character.")
NOT_AN_EVENT = Violation("YYH-6", "{card} is not an event.")
SE_SHORT, FACE_DOWN = reasons(
    "YYH-13",
    "{card} costs {cost} SE and {player} has {se}: a card attached to the fighter in the Arena (or an event) is paid "
    "at once.",
    "{card} is face down under a sideline character: it gives no attack until it turns face up.")
COST_SHORT, NOT_YOUR_ATTACK = reasons(
    "YYH-14",
    "{attack} costs {cost} of the hand, discarded to pay it, and the hand holds {hand}.",
    "the attack must be one of your fighter's own attacks or of a technique attached to it.")


def _who(p: int) -> str:
    return f"Player {p + 1}"


def main_actions(st: YuyuState, p: int) -> tuple[Action, ...]:
    """The main-step actions, one per distinct card (its first copy in hand)."""
    zone = st.seat_zones[p]
    hand = zone["hand"]
    if not hand:
        return NO_HAND_ACTIONS
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
                out.append(shared("place_fifth", (iid,)))
        elif card.kind == "event":
            if card.se <= se:
                out.append(shared("event", (iid,)))
        else:  # an item or technique: on the fighter only when its SE cost can be paid now (YYH-13), on a sideline
            # character face down (paid later)
            out += [shared("attach", (iid, h)) for h in hosts if h != fighter or card.se <= se]
    out.append(TO_ATTACK)
    return tuple(out)


def attack_actions(st: YuyuState, p: int) -> tuple[Action, ...]:
    hand = len(st.seat_zones[p]["hand"])
    out = []
    less = st.final_match_bonus(p)[1]
    cards = st.cards
    for src, i in st.attack_sources(p):
        card = cards[src]
        cost = max(0, card.attacks[i].cost - less)
        if cost <= hand:
            out.append(shared("attack", (src, i)))
    out.append(NO_ATTACK)
    return tuple(out)



SETUP_FIRST = Violation("YYH-8", "the set-up comes first: each player chooses 4 characters in secret before the "
                       "first turn, and nothing is played or declared until then")
MAIN_LATER, MAIN_OVER = reasons(
    "YYH-12",
    "cards are placed, attached and played in the main step, which comes after the draw step",
    "the main step is over: cards are placed, attached and played before the attack step")
EVENT_FIRST = Violation("YYH-6", "{card}'s effect is carried out in full before the main step goes on")
ATTACK_LATER, ONE_ATTACK, FALLBACK_ONLY_AFTER = reasons(
    "YYH-14",
    "attacks are declared in the attack step, after the main step: go to the attack step first",
    "one attack per turn, and {attack} is being made: the attack step has no second declaration",
    "discarding 2 cards to deal 1 damage is sub-step 6, offered only after an attack dealt no damage")
NO_SELECTION = Violation("", "nothing is being picked now: {asked}")
SAME_CARD = Violation("YYH-12", "copies of one card are the same choice: the main step lists {card} once, as "
                     "'{listed}'")
NOT_IN_HAND = Violation("YYH-12", "{card} is not in {player}'s hand: only cards of your own hand are played")
NOT_OFFERED = Violation("", "{what} is not offered: {asked}")
# where a card lies, in the words of a refusal naming it ("Yusuke, Resurrected (in Player 1's deck)")
PLACE_NAMES = {"deck": "deck", "hand": "hand", "discard": "discard pile", "arena": "Arena", "sideline": "sideline",
               "attached": "attached cards", "record": "match record"}


def _card_id(st: YuyuState, value: object) -> int | None:
    """`value` as a card instance id of this game, or None (a bool, a string or a number out of range)."""
    return value if type(value) is int and 0 <= value < len(st.cards) else None


def wrong_moment(st: YuyuState, decision: Decision, action: Action) -> Violation | None:
    """The rule that puts `action` (of a kind another decision offers) at another moment than this one (the game's
    wrong-time refusal, `vocabulary.py`): it depends on the phase of the turn."""
    phase, asked, kind = st.phase, decision.prompt, action.kind
    main = kind in st.vocabulary.offered("main")  # the main step's actions (YYH-12), else the attack step's
    if main or kind in st.vocabulary.offered("attack"):
        if phase == "setup":
            return SETUP_FIRST.filled()
        if main:
            if phase == "draw":
                return MAIN_LATER.filled()
            if phase == "main" and st.selection is not None:  # an event played in the main step asks a choice
                return EVENT_FIRST.filled(card=st.cards[st.selection.then[2]].name)
            return MAIN_OVER.filled() if phase == "attack" else None
        if st.attack:
            return ONE_ATTACK.filled(attack=st.attack[2])
        return ATTACK_LATER.filled() if phase in ("draw", "main") else None
    if kind == "fallback":
        return FALLBACK_ONLY_AFTER.filled()
    if kind in ("pick", "done"):
        return NO_SELECTION.filled(decision.rule, asked=asked)
    return None


def main_refusal(st: YuyuState, decision: Decision, action: Action) -> Violation | None:
    """A main-step action not listed: a card not in the hand, no host, no open slot, SE short (YYH-2 to YYH-13)."""
    p, args, cards = decision.player, action.args, st.cards
    iid = _card_id(st, args[0]) if args else None
    if iid is None:
        return None
    card = cards[iid]
    where = st.places.where(iid)
    if where == ZONE[1 - p, "hand"]:
        return NOT_YOUR_HAND.filled(card=card.name)
    if where != ZONE[p, "hand"]:
        return NOT_IN_HAND.filled(card=card.name, player=_who(p))
    if action.kind == "attach" and len(args) == 2 and (host := _card_id(st, args[1])) is not None:
        if card.kind not in ATTACHABLE:
            return NOT_ATTACHABLE.filled(card=card.name)
        if st.owner[host] != p:
            return NOT_YOUR_CHARACTER.filled(host=cards[host].name)
        if host not in st.seat_zones[p]["arena"] + st.seat_zones[p]["sideline"]:
            return NOT_IN_PLAY.filled(host=cards[host].name)
        if host == st.fighter(p) and card.se > st.energy(p):
            return SE_SHORT.filled(card=card.name, cost=card.se, player=_who(p), se=st.energy(p))
    if action.kind == "event":
        if card.kind != "event":
            return NOT_AN_EVENT.filled(card=card.name)
        if card.se > st.energy(p):
            return SE_SHORT.filled(card=card.name, cost=card.se, player=_who(p), se=st.energy(p))
    if action.kind == "place_fifth":
        if not card.is_character:
            return NOT_A_CHARACTER.filled(card=card.name)
        if st.committed(p) >= 5:
            return NO_SLOT.filled(player=_who(p))
    same = [a for a in decision.actions if a.kind == action.kind and a.args[0] != iid
            and cards[a.args[0]].code == card.code and a.args[1:] == args[1:]]
    return SAME_CARD.filled(card=card.name, listed=st.label(p, same[0], "main")) if same else None


def attack_refusal(st: YuyuState, decision: Decision, action: Action) -> Violation | None:
    """An attack not listed: not the fighter's, face down, or more than the hand can pay (YYH-13, YYH-14)."""
    p, args, cards = decision.player, action.args, st.cards
    if action.kind != "attack" or len(args) != 2:
        return None
    src, i = args
    if (src, i) not in st.attack_sources(p):
        src = _card_id(st, src)
        if src is not None and st.places.host[src] == st.fighter(p) and not st.places.face_up[src]:
            return FACE_DOWN.filled(card=cards[src].name)
        return NOT_YOUR_ATTACK.filled()
    cost = st.attack_cost(p, src, i)
    return COST_SHORT.filled(attack=cards[src].attacks[i].name, cost=counted(cost, "card"),
                             hand=len(st.seat_zones[p]["hand"]))


def answer_refusal(st: YuyuState, decision: Decision, action: Action) -> Violation:
    """An answer sub-step 6 does not offer."""
    if len(action.args) == 1 and (iid := _card_id(st, action.args[0])) is not None:
        seat, zone = st.places.where(iid).split(".")
        what = Words("{} (in {}'s {})", (st.cards[iid].name, PLAYER[int(seat)], PLACE_NAMES[zone]))
    else:
        what = Words("the move '{}' with {}", (action.kind, given(action.args, {len(action.args)})))
    return NOT_OFFERED.filled(decision.rule, what=what, asked=decision.prompt)


def _main_try(st: YuyuState, iid: int) -> Action:
    """The main-step action that would use hand card `iid` (an item or technique goes on the fighter first)."""
    card, p = st.cards[iid], st.owner[iid]
    if card.is_character:
        return Action("place_fifth", (iid,))
    if card.kind == "event":
        return Action("event", (iid,))
    hosts = st.seat_zones[p]["arena"] + st.seat_zones[p]["sideline"]
    return Action("attach", (iid, hosts[0])) if hosts else Action("attach", (iid, -1))


def card_refusal(st: YuyuState, decision: Decision, iid: int) -> Violation | None:
    """None when one of `decision`'s actions uses hand card `iid` (or a copy: the main step lists one action per
    distinct card; an effect may ask for the card itself); otherwise why not: `refusal` of the main-step action
    that would use it (the main step's own reasons, or the rule of the moment that is not the main step), else the
    pending decision's rule."""
    if not (0 <= iid < len(st.cards) and iid in st.seat_zones[decision.player]["hand"]):
        return Violation(decision.rule, "card {card} is not in {player}'s hand", card=iid,
                         player=PLAYER[decision.player])
    code = st.cards[iid].code
    sel = st.selection if decision.kind == "pick" else None
    from_hand = st.vocabulary.from_hand  # the kinds whose first argument is a hand card, as declared
    for a in decision.actions:
        # a pick's value is a card, or an answer that names none (True and False are no card ids)
        if sel is not None and a.kind == "pick" and type(value := sel.items[a.args[0]].value) is int and value == iid:
            return None
        if a.kind in from_hand and st.cards[a.args[0]].code == code:
            return None
    name, asked = st.cards[iid].name, sel.asked if sel is not None else decision.prompt  # not the picks so far
    if sel is not None and iid in sel.values():
        return Violation(decision.rule, "{name} is already chosen: {asked}", name=name, asked=asked)
    found = st.vocabulary.refusal(st, decision, _main_try(st, iid))
    return found or Violation(decision.rule, "{name} is not one of the choices now: {asked}", name=name, asked=asked)
