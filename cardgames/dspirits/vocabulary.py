"""What D-Spirits asks and what a player may answer, declared once, as data (`core.vocabulary`): each decision kind
with the rules that ask it, and each action kind with the rule that governs it, its arguments, its label (a template
over the facts of the action: the cards it names and what it costs, e.g. a Squad Recharge pays half the SP the
player has now, DSP-30), what it does and, for the kinds that need no particular moment, when it is chosen.

A malformed action is refused citing its kind's rule; one of a kind the pending decision does not ask for by its
own legality, else when that kind is chosen, else what the decision asks now (`legality.wrong_time`); an unlisted
one of the pending kind by `legality.same_kind_refusal`, from the same functions that list the actions. A summon,
a play, a Special Move, a D-Evolution and an attack are the turn player's alone (`turn_player_only`): the other
player is told "it is not your turn" first; the other moves of the turn are refused by their own rule of the turn
(an ability on command, DSP-15; a game breaker, its own).
"""
from __future__ import annotations

from typing import Any

from cardgames.core.actions import Action
from cardgames.core.selections import DONE_KIND, PICK
from cardgames.core.vocabulary import ActionKind, Arg, DecisionKind, Label, Vocabulary
from cardgames.core.windows import PASS_KIND

from . import battle, chain, legality, summoning
from .interpreter import NEGATED
from .state import DSpiritsState

DECK = Arg("choice", "the deck", (("squad", "the Squad deck"), ("support", "the Support deck")))


# ----- the facts of each label, from the board as it is now ---------------------------------------------------------
def _card(st: DSpiritsState, p: int, action: Action) -> dict[str, Any]:
    """The card an action names first: its id and name."""
    return {"card": action.args[0], "name": st.cards[action.args[0]].name}


def _recharge(st: DSpiritsState, p: int, action: Action) -> dict[str, Any]:
    return {"cost": legality.recharge_cost(st, p), "count": len(legality.rechargeable(st, p))}


def _deck(st: DSpiritsState, p: int, action: Action) -> dict[str, Any]:
    return {"deck": action.args[0], "deck_name": legality.DECK_NAMES[action.args[0]], "cost": legality.EXTRA_DRAW_COST}


def former_action(st: DSpiritsState, action: Action) -> Action | None:
    """An effect's answer as it was spelled before 0.3.0 (`Ruleset.former_action`): a `target` action (the card
    chosen, the card whose effect resolves, which effect, which step, the link answered, and for a launch the
    D-Spirit it hits or -3 a negated launch), as the pick of the item it names now (`apply` warns)."""
    sel, args = st.selection, action.args
    if action.kind != "target" or sel is None or not sel.answer or not 5 <= len(args) <= 6:
        return None
    _, _, card, which, index, answered, _, _ = sel.then
    if tuple(args[1:5]) != (card, which, index, answered):
        return None
    value = (args[0], args[5]) if len(args) == 6 and args[5] != NEGATED else args[0]
    found = [i for i, item in enumerate(sel.items) if item.value == value and type(item.value) is type(value)]
    return Action("pick", (found[0],)) if found else None


def _field_rush(st: DSpiritsState, p: int, action: Action) -> dict[str, Any]:
    return {"card": action.args[0], "name": st.cards[action.args[0]].name, "bid": chain.FIELD_RUSH_BID}


def _special_move(st: DSpiritsState, p: int, action: Action) -> dict[str, Any]:
    move = st.cards[action.args[0]].special_move
    return {**_card(st, p, action), "move": move.name, "cost": move.cost}


def _ability(st: DSpiritsState, p: int, action: Action) -> dict[str, Any]:
    c, index = action.args
    return {**_card(st, p, action), "index": index, "ability": st.cards[c].abilities[index].name}


def _two_cards(st: DSpiritsState, p: int, action: Action) -> dict[str, Any]:
    """An action naming two cards: the first (`card`, `name`) and the second (`other`, `other_name`)."""
    first, second = action.args
    cards = st.cards
    return {"card": first, "name": cards[first].name, "other": second, "other_name": cards[second].name}


def _costed(cost: int) -> Any:
    """The facts of an action on one card with a fixed SP cost."""
    def facts(st: DSpiritsState, p: int, action: Action) -> dict[str, Any]:
        return {**_card(st, p, action), "cost": cost}
    return facts


def _attack(st: DSpiritsState, p: int, action: Action) -> Label:
    c, t = action.args
    cards = st.cards
    if t < 0:
        return Label("{name} attacks directly", card=c, name=cards[c].name, target=None)
    return Label("{name} attacks {target_name}", card=c, name=cards[c].name, target=t, target_name=cards[t].name)


# ----- the declaration ---------------------------------------------------------------------------------------------
OPENING = "the decks are picked for the opening hand only"
ENDURE = "the target of an attack that would destroy it is asked whether to endure"
EXTRA = "an Extra Draw is offered right after the Draw Step's draw"

VOCABULARY = Vocabulary("D-Spirits", (
    DecisionKind("pick", ("DSP-8", "DSP-14", "DSP-15", "DSP-18", "DSP-37"), "Pick items: the deck each opening card "
                 "is drawn from (DSP-8), the card an effect resolving acts on, or for a launch at a card the D-Spirit "
                 "launched and the one it hits (DSP-37).", (
        PICK.but(rule="DSP-8"),
        DONE_KIND.but(rule="DSP-8", when=OPENING),
    ), refusal=legality.same_kind_refusal),
    DecisionKind("draw", ("DSP-9",), "The Draw Step: draw a card, or recharge, or bid for a Realm.", (
        ActionKind("draw", "DSP-9", (DECK,), "Draw from the {deck_name}", _deck, "Draw from {0}",
                   "Draws the top card of that deck.", when="a card is drawn once, at the start of your Draw Step"),
        ActionKind("recharge", "DSP-30", (), "Squad Recharge: pay {cost} SP (half) to shuffle {count} D-Spirits of "
                   "the D-World into the Squad deck", _recharge, "Squad Recharge",
                   "Pays half the SP to shuffle the D-World's D-Spirits into the Squad deck (DSP-30).",
                   when="Squad Recharge takes the place of the Draw Step's draw"),
        ActionKind("field_rush", "DSP-35", (Arg("card", "a Realm card of the Support or Side deck"),),
                   "Field Rush: bid for {name} (from {bid} SP)", _field_rush, "Field Rush: bid for {0}",
                   "Opens an SP bid for that Realm instead of drawing (DSP-35).",
                   when="Field Rush takes the place of the Draw Step's draw"),
    ), refusal=legality.same_kind_refusal),
    DecisionKind("extra", ("DSP-31",), "Pay 500 SP to draw one more card, or not.", (
        ActionKind("extra_draw", "DSP-31", (DECK,), "Extra Draw from the {deck_name} ({cost} SP)", _deck,
                   "Extra Draw from {0}", "Pays 500 SP and draws one more card from that deck.", when=EXTRA),
        ActionKind("no_extra", "DSP-31", (), "No Extra Draw", None, "No Extra Draw", "Draws no more.", when=EXTRA),
    ), refusal=legality.same_kind_refusal),
    DecisionKind("main", ("DSP-10",), "The Main Step: summon, play cards, use Special Moves and game breakers.", (
        ActionKind("summon", "DSP-12", (Arg("hand", "a D-Spirit of the hand"),), "Regular Summon {name}", _card,
                   "Regular Summon {0}", "Summons that D-Spirit to the Battle Scene (once per turn, DSP-12).",
                   turn_player_only=True),
        ActionKind("play", "DSP-5", (Arg("hand", "a Signal & Sign or Realm card of the hand"),), "Play {name}", _card,
                   "Play {0}", "Plays that card; its effect is a chain link the opponent may answer (DSP-5, "
                   "DSP-17).", turn_player_only=True),
        ActionKind("special_move", "DSP-14", (Arg("own", "a D-Spirit of your Battle Scene"),),
                   "{name}: Special Move {move} ({cost} SP)", _special_move, "{0}: Special Move",
                   "Uses that D-Spirit's Special Move, paying its SP (DSP-14).", turn_player_only=True),
        ActionKind("ability", "DSP-15", (Arg("own", "a D-Spirit of your Battle Scene or Support Zone"),
                                         Arg("index", "which of its abilities, from 0")), "{name}: {ability}",
                   _ability, "{0}: ability {1}", "Uses an ability on command of that D-Spirit (DSP-15)."),
        ActionKind("evolve", "DSP-21", (Arg("card", "the D-Evolution card (Side deck or D-World)"),
                                        Arg("own", "the D-Spirit of your Battle Scene it evolves")),
                   "D-Evolve {other_name} into {name}", _two_cards, "D-Evolve {1} into {0}",
                   "Puts the D-Evolution card on that D-Spirit (DSP-21).", turn_player_only=True),
        ActionKind("soul_exchange", "DSP-32", (Arg("own", "the D-Spirit of your Battle Scene that leaves"),
                                               Arg("hand", "the D-Spirit of the hand that takes its place")),
                   "Soul Exchange: {name} for {other_name}", _two_cards, "Soul Exchange: {0} for {1}",
                   "Swaps a D-Spirit in play for one of the hand (DSP-32)."),
        ActionKind("soul_shift", "DSP-33", (Arg("own", "a D-Spirit of your Battle Scene"),),
                   "Soul Shift {name} ({cost} SP)", _costed(summoning.SOUL_SHIFT_COST), "Soul Shift {0}",
                   "Pays SP to change that D-Spirit's stance (DSP-33)."),
        ActionKind("super_charge", "DSP-36", (Arg("own", "a D-Spirit of your Battle Scene"),),
                   "Super Charge {name} ({cost} SP, skip this Battle Step)", _costed(summoning.SUPER_CHARGE_COST),
                   "Super Charge {0}", "Pays 500 SP to charge that D-Spirit, which skips this Battle Step (DSP-36)."),
        ActionKind("to_battle", "DSP-10", (), "Go to the Battle Step", None, "Go to the Battle Step",
                   "Ends the Main Step.", when="the Battle Step is entered from your own Main Step"),
    ), refusal=legality.same_kind_refusal),
    DecisionKind("battle", ("DSP-22",), "The Battle Step: attack, use Limbo, play a card, or end it.", (
        ActionKind("attack", "DSP-22", (Arg("own", "the attacking D-Spirit"),
                                        Arg("foe", "the D-Spirit it attacks, or -1 for a direct attack",
                                            ((-1, "directly"),))), "{name} attacks {target_name}", _attack,
                   "{0} attacks {1}", "Declares the attack (DSP-22).", turn_player_only=True),
        ActionKind("limbo", "DSP-34", (Arg("own", "a D-Spirit of your Support Zone"),),
                   "Limbo: {name} attacks from the Support Zone ({cost} SP)", _costed(battle.LIMBO_COST),
                   "Limbo: {0} attacks from the Support Zone", "Pays SP to attack from the Support Zone (DSP-34)."),
        ActionKind("play", "DSP-5", (Arg("hand", "a Signal & Sign of the hand that may be played at any time"),),
                   "Play {name}", _card, "Play {0}", "Plays that card (DSP-17).", turn_player_only=True),
        ActionKind("end_battle", "DSP-22", (), "End the Battle Step", None, "End the Battle Step",
                   "Ends the Battle Step and the turn's attacks.", when="end_battle ends your own Battle Step"),
    ), refusal=legality.same_kind_refusal),
    DecisionKind("respond", ("DSP-17", "DSP-19", "DSP-35"), "Answer the open card chain or SP bid, or pass.", (
        ActionKind("respond", "DSP-17", (Arg("hand", "a card of the hand that answers"),), "Answer with {name}",
                   _card, "Answer with {0}", "Adds that card to the chain as a new link (DSP-17).",
                   when="an answer is played while a card chain is open"),
        ActionKind("bid", "DSP-19", (Arg("number", "the new top bid in SP"),), "Bid {amount} SP",
                   lambda st, p, action: {"amount": action.args[0]}, "Bid {0} SP",
                   "Raises the bid by 100, 300 or 500 SP (DSP-19 a Realm, DSP-35 Field Rush).",
                   when="a bid is made while an SP bid is open (a Realm, DSP-19, or Field Rush, DSP-35)"),
        PASS_KIND.but(rule="DSP-17", when="a player passes in an open chain or bid"),
    ), refusal=legality.same_kind_refusal),
    DecisionKind("endure", ("DSP-24",), "A D-Spirit would be destroyed: endure, or not.", (
        ActionKind("endure", "DSP-24", (), "Endure: switch to the Endure stance", None,
                   "Endure: switch to the Endure stance",
                   "Switches the target to the Endure stance; it survives when its END beats the ATK (DSP-24).",
                   when=ENDURE),
        ActionKind("take", "DSP-24", (), "Do not endure", None, "Do not endure", "Takes the attack as it is.",
                   when=ENDURE),
    ), refusal=legality.same_kind_refusal),
), in_play=("scene", "support_zone"), wrong_time=legality.wrong_time)
