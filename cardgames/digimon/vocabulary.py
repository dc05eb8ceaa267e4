"""What Digimon Card Battle asks and what a player may answer, declared once, as data (`core.vocabulary`): each
decision kind with the rules that ask it, and each action kind with its rule, its arguments, its label (a template
over the facts of the action, made from the board as it is now), what it does and when it is done.

From it the engine makes `game.describe(action)`, the refusals of `game.why_not(action)` (an unknown kind, a kind
at the wrong time, the wrong arguments, then the decision kind's own reasons, from the same legality functions that
list the actions: `legality.py`) and `ACTION_RULES`; the explorer its tables.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardgames.core.actions import Action, Decision
from cardgames.core.errors import Violation
from cardgames.core.vocabulary import ActionKind, Arg, DecisionKind, Vocabulary

from . import legality
from .cards import ATTACK_SYMBOLS
from .state import HAND_SIZE, PLACE_NOTE, DigimonState


def _asked(why_not: Callable[[DigimonState, int, Action, tuple[Action, ...]], Violation | None]) -> Callable:
    """A legality function `why_not(st, player, action, listed)` as a decision kind's refusal function."""
    def refusal(st: DigimonState, decision: Decision, action: Action) -> Violation | None:
        return why_not(st, decision.player, action, decision.actions)
    return refusal


# ----- the facts of each label, from the board as it is now ---------------------------------------------------------
def _redraw(st: DigimonState, p: int, action: Action) -> dict[str, Any]:
    n = min(HAND_SIZE, len(st.seat_zones[p]["deck"]))
    return {"cards": n, "s": "s" if n > 1 else ""}


def _attack(st: DigimonState, p: int, action: Action) -> dict[str, Any]:
    """An attack's symbol and name, its power after the penalty (DCB-27), and the Digimon that makes it."""
    s, k = st.seats[p], action.args[0]
    attack = st.cards[st.seat_zones[p]["stack"][-1]].attacks[k]
    return {"attack": k, "symbol": ATTACK_SYMBOLS[k], "name": attack.name, "power": attack.power // s.penalty,
            "card": st.seat_zones[p]["stack"][-1]}


def _card(st: DigimonState, p: int, action: Action) -> dict[str, Any]:
    """The card an action names (its last argument): its id and name."""
    iid = action.args[-1]
    return {"card": iid, "name": st.cards[iid].name}


def _place(st: DigimonState, p: int, action: Action) -> dict[str, Any]:
    c = st.cards[action.args[0]]
    return {"card": action.args[0], "name": c.name, "level": c.level, "note": PLACE_NOTE[c.level]}


def _evo_zone(st: DigimonState, p: int, action: Action) -> dict[str, Any]:
    c = st.cards[action.args[0]]
    return {"card": action.args[0], "name": c.name, "pe": c.pe if c.is_digimon else 0}


def _evolve(st: DigimonState, p: int, action: Action) -> dict[str, Any]:
    """The new form and what evolving costs: its P.E, or nothing for an A level (DCB-17)."""
    c = st.cards[action.args[0]]
    a_level = c.level == "A"
    return {"card": action.args[0], "name": c.name, "level": c.level, "pe": None if a_level else c.evolve_cost,
            "cost": "A level, DCB-17" if a_level else f"{c.evolve_cost} P.E"}


def _option_evolve(st: DigimonState, p: int, action: Action) -> dict[str, Any]:
    option, into = action.args
    return {"card": option, "name": st.cards[option].name, "into": into, "into_name": st.cards[into].name}


def _devolve(st: DigimonState, p: int, action: Action) -> dict[str, Any]:
    back = st.seats[p].stack[-2]
    return {"card": action.args[0], "name": st.cards[action.args[0]].name, "back": back,
            "back_name": st.cards[back].name}


# ----- the declaration ---------------------------------------------------------------------------------------------
PREPARATION = "in the preparation phase, after drawing up to 4 cards"
EVOLUTION_PHASE = "in the turn player's evolution phase"
SUPPORT_PHASE = "in the support phase"

VOCABULARY = Vocabulary("Digimon Card Battle", (
    DecisionKind("prepare", ("DCB-8",), "Keep the hand, or discard it and draw a new one (the preparation phase).", (
        ActionKind("keep", "DCB-8", (), "Keep this hand", None, "Keep this hand", "Keeps the hand.",
                   "keeping the hand", PREPARATION),
        ActionKind("redraw", "DCB-8", (), "Discard the hand and draw {cards} new card{s}", _redraw,
                   "Discard the hand and draw new cards",
                   "Discards the whole hand and draws as many new cards (once per turn).", "redrawing the hand",
                   PREPARATION),
    ), topic="keeping or redrawing the hand"),
    DecisionKind("place", ("DCB-9",), "Put a Digimon of the hand into play (no Digimon is in play).", (
        ActionKind("place", "DCB-9", (Arg("hand", "a Digimon card of the hand"),), "Put {name} ({level}) into "
                   "play{note}", _place, "Put {0} into play",
                   "Puts that Digimon into play: R normally, C or U with the penalty (DCB-27), never A.",
                   "putting a Digimon into play", "in the preparation phase, once the hand is kept, by a player "
                   "with no Digimon in play"),
    ), topic="choosing a Digimon to put into play", refusal=_asked(legality.place_why_not),
        not_here={kind: ("DCB-8", "{player} has kept the hand already and now chooses a Digimon to put into play "
                         "(DCB-9)") for kind in ("keep", "redraw")}),
    DecisionKind("evolution", ("DCB-13",), "The evolution phase: add to the Evolution Zone, evolve, or end it.", (
        ActionKind("evo_zone", "DCB-12", (Arg("hand", "a card of the hand"),),
                   "Put {name} in the Evolution Zone (+{pe} P.E)", _evo_zone, "Put {0} in the Evolution Zone",
                   "Puts the card face up in the Evolution Zone for its P.E (once per turn, DCB-12).",
                   "putting a card into the Evolution Zone", EVOLUTION_PHASE),
        ActionKind("evolve", "DCB-13", (Arg("hand", "a Digimon card of the hand: the new form"),),
                   "Evolve into {name} ({cost})", _evolve, "Evolve into {0}",
                   "Evolves the Digimon in play into that card, paying its cost in P.E (DCB-13, DCB-14).",
                   "evolving", EVOLUTION_PHASE),
        ActionKind("option_evolve", "DCB-15", (Arg("hand", "a yellow-border card of the hand"),
                                               Arg("hand", "the Digimon card of the hand it evolves into")),
                   "Play {name}: evolve into {into_name}", _option_evolve, "Play {0}: evolve into {1}",
                   "Evolves with a yellow-border evolution card (DCB-15).",
                   "playing a yellow-border card to evolve", EVOLUTION_PHASE),
        ActionKind("devolve", "DCB-15", (Arg("hand", "a yellow-border card of the hand that goes back a level"),),
                   "Play {name}: go back to {back_name}", _devolve, "Play {0}: go back a level",
                   "Returns the Digimon to the card under it (DCB-15).",
                   "playing a yellow-border card to send a Digimon back", EVOLUTION_PHASE),
        ActionKind("end_evolution", "DCB-12", (), "End the evolution phase", None, "End the evolution phase",
                   "Ends the evolution phase.", "ending the evolution phase",
                   "by the turn player, in their evolution phase"),
    ), topic="acting in the evolution phase", refusal=_asked(legality.evolution_why_not)),
    DecisionKind("support", ("DCB-19",), "Put a support card face down, or none (the support phase).", (
        ActionKind("support_pass", "DCB-19", (), "No support card", None, "No support card",
                   "Puts no support card down.", "putting no support card", SUPPORT_PHASE),
        ActionKind("support_hand", "DCB-19", (Arg("hand", "the card of the hand to put face down"),),
                   "Support: {name} from the hand", _card, "Support: {0} from the hand",
                   "Puts that card face down in the Support Zone.", "putting a support card from the hand",
                   SUPPORT_PHASE),
        ActionKind("support_deck", "DCB-19", (), "Support: the top card of the deck, unseen", None,
                   "Support: the top card of the deck, unseen",
                   "Puts the top card of the deck face down, unseen by anyone.",
                   "putting the top card of the deck as the support card", SUPPORT_PHASE),
    ), topic="choosing a support card", refusal=_asked(legality.support_why_not)),
    DecisionKind("sealed", ("DCB-21",), "Choose an attack in secret (the battle phase).", (
        ActionKind("attack", "DCB-21", (Arg("choice", "the attack", ((0, "○"), (1, "△"), (2, "×"))),),
                   "{symbol} {name} ({power})", _attack, "Attack {0}",
                   "Chooses that attack, sealed until both players have chosen.", "choosing an attack",
                   "in the battle phase, in secret"),
    ), topic="choosing an attack in secret", refusal=_asked(legality.attack_why_not)),
), in_play=("digimon",),
    unknown="there is no action called {kind} in {title}: {player} is {topic}",
    wrong_time="{doing} is done {when}; now {player} is {topic}",
    otherwise="{doing} that way is not one of the choices now: {prompt}")
