"""The action kinds of every decision of the four games, written down once, as data: what each decision asks, the
kinds of action it offers, their arguments in words and what each one does.

A learner or a rules enthusiast reads it with `cardgames.explore.describe_kinds(game)`; `cardgames.explore.refusals`
builds from it the actions a learner might try and the engine refuses. The table was gathered by playing random and
heuristic games of each game and reading the `kind`, `args` and `label` of every action `legal_actions()` listed,
then checked against the rule modules; `tests/test_explore.py` plays random games and fails when a decision kind or
an action kind the engine offers is missing here, or takes another number of arguments.

Every argument has a *slot*, which says where its values come from:

| slot | a value is |
|---|---|
| `hand` | a card of the deciding player's hand (its instance id: the `id` of the card in `game.view()`) |
| `own` | a card the deciding player has in play (an `id` in the zones of `IN_PLAY`) |
| `foe` | a card the other player has in play, or one of the values listed with it (-1: a direct attack) |
| `card` | a card anywhere (a deck, the discard pile, a Realm to bid for), by instance id |
| `choice` | one of the values listed with it (`values`: value and its words) |
| `index` | a position in a list the prompt shows (an item of a selection, an attack, an effect of a card) |
| `number` | an amount (SP, cores) |

Instance ids are numbers the game gives its cards when it is built (a game built from a position numbers them
afresh), so a cell names an action by its label instead: `cardgames.explore.play(game, "Evolve into Greymon")`.
"""
from __future__ import annotations

from typing import NamedTuple


class Arg(NamedTuple):
    """One argument of an action kind: where its values come from (`slot`), what it is in words, the values of a
    `choice` slot (value, words), whether it may be left out (only the last ones), and for a `number` that counts
    things, their noun (a label then says "1 core", "3 cores")."""

    slot: str
    words: str
    values: tuple[tuple[object, str], ...] = ()
    optional: bool = False
    noun: str = ""


class ActionKind(NamedTuple):
    """An action kind: its name (`Action.kind`), its arguments, a label for an action of this kind built by hand
    (`says`, with `{0}`, `{1}`… for the arguments in words) and what it does."""

    kind: str
    args: tuple[Arg, ...]
    says: str
    does: str


class DecisionKind(NamedTuple):
    """A decision kind (`Decision.kind`): the rules that ask it, what it asks, and the action kinds it offers."""

    kind: str
    rules: tuple[str, ...]
    asks: str
    actions: tuple[ActionKind, ...]


SLOTS = {
    "hand": "a card of your hand",
    "own": "a card you have in play",
    "foe": "a card your opponent has in play",
    "card": "a card (by its id)",
    "choice": "one of the values listed",
    "index": "a position in the list the prompt shows",
    "number": "an amount",
}

HAND = Arg("hand", "a card of the hand")
PICK = ActionKind("pick", (Arg("index", "the item's place in the list, from 0"),), "Pick item {0}",
                  "Picks one item of the list the prompt shows (a card, a core, a deck).")
DONE = ActionKind("done", (), "Done", "Ends the picking, when enough items are picked.")
PASS = ActionKind("pass", (), "Pass", "Adds nothing: when every player has passed, the links resolve, newest first.")

DIGIMON = (
    DecisionKind("prepare", ("DCB-8",), "Keep the hand, or discard it and draw a new one (the preparation phase).", (
        ActionKind("keep", (), "Keep this hand", "Keeps the hand."),
        ActionKind("redraw", (), "Discard the hand and draw new cards",
                   "Discards the whole hand and draws as many new cards (once per turn)."),
    )),
    DecisionKind("place", ("DCB-9",), "Put a Digimon of the hand into play (no Digimon is in play).", (
        ActionKind("place", (Arg("hand", "a Digimon card of the hand"),), "Put {0} into play",
                   "Puts that Digimon into play: R normally, C or U with the penalty (DCB-27), never A."),
    )),
    DecisionKind("evolution", ("DCB-13",), "The evolution phase: add to the Evolution Zone, evolve, or end it.", (
        ActionKind("evo_zone", (Arg("hand", "a card of the hand"),), "Put {0} in the Evolution Zone",
                   "Puts the card face up in the Evolution Zone for its P.E (once per turn, DCB-12)."),
        ActionKind("evolve", (Arg("hand", "a Digimon card of the hand: the new form"),), "Evolve into {0}",
                   "Evolves the Digimon in play into that card, paying its cost in P.E (DCB-13, DCB-14)."),
        ActionKind("option_evolve", (Arg("hand", "a yellow-border card of the hand"),
                                     Arg("hand", "the Digimon card of the hand it evolves into")),
                   "Play {0}: evolve into {1}", "Evolves with a yellow-border evolution card (DCB-15)."),
        ActionKind("devolve", (Arg("hand", "a yellow-border card of the hand that goes back a level"),),
                   "Play {0}: go back a level", "Returns the Digimon to the card under it (DCB-15)."),
        ActionKind("end_evolution", (), "End the evolution phase", "Ends the evolution phase."),
    )),
    DecisionKind("support", ("DCB-19",), "Put a support card face down, or none (the support phase).", (
        ActionKind("support_pass", (), "No support card", "Puts no support card down."),
        ActionKind("support_hand", (Arg("hand", "the card of the hand to put face down"),),
                   "Support: {0} from the hand", "Puts that card face down in the Support Zone."),
        ActionKind("support_deck", (), "Support: the top card of the deck, unseen",
                   "Puts the top card of the deck face down, unseen by anyone."),
    )),
    DecisionKind("sealed", ("DCB-21",), "Choose an attack in secret (the battle phase).", (
        ActionKind("attack", (Arg("choice", "the attack", ((0, "○"), (1, "△"), (2, "×"))),), "Attack {0}",
                   "Chooses that attack, sealed until both players have chosen."),
    )),
)

DSPIRITS = (
    DecisionKind("pick", ("DSP-8",), "Choose the deck each opening card is drawn from.", (
        ActionKind("pick", (Arg("choice", "the deck", ((0, "the Squad deck"), (1, "the Support deck"))),),
                   "Draw from {0}", "Draws the next opening card from that deck."),
        DONE,
    )),
    DecisionKind("draw", ("DSP-9",), "The Draw Step: draw a card, or recharge, or bid for a Realm.", (
        ActionKind("draw", (Arg("choice", "the deck", (("squad", "the Squad deck"), ("support", "the Support deck"))),),
                   "Draw from {0}", "Draws the top card of that deck."),
        ActionKind("recharge", (), "Squad Recharge",
                   "Pays half the SP to shuffle the D-World's D-Spirits into the Squad deck (DSP-30)."),
        ActionKind("field_rush", (Arg("card", "a Realm card of the Support or Side deck"),), "Field Rush: bid for {0}",
                   "Opens an SP bid for that Realm instead of drawing (DSP-35)."),
    )),
    DecisionKind("extra", ("DSP-31",), "Pay 500 SP to draw one more card, or not.", (
        ActionKind("extra_draw", (Arg("choice", "the deck", (("squad", "the Squad deck"),
                                                             ("support", "the Support deck"))),),
                   "Extra Draw from {0}", "Pays 500 SP and draws one more card from that deck."),
        ActionKind("no_extra", (), "No Extra Draw", "Draws no more."),
    )),
    DecisionKind("main", ("DSP-10",), "The Main Step: summon, play cards, use Special Moves and game breakers.", (
        ActionKind("summon", (Arg("hand", "a D-Spirit of the hand"),), "Regular Summon {0}",
                   "Summons that D-Spirit to the Battle Scene (once per turn, DSP-12)."),
        ActionKind("play", (Arg("hand", "a Signal & Sign or Realm card of the hand"),), "Play {0}",
                   "Plays that card; its effect is a chain link the opponent may answer (DSP-5, DSP-17)."),
        ActionKind("special_move", (Arg("own", "a D-Spirit of your Battle Scene"),), "{0}: Special Move",
                   "Uses that D-Spirit's Special Move, paying its SP (DSP-14)."),
        ActionKind("ability", (Arg("own", "a D-Spirit of your Battle Scene or Support Zone"),
                               Arg("index", "which of its abilities, from 0")), "{0}: ability {1}",
                   "Uses an ability on command of that D-Spirit (DSP-15)."),
        ActionKind("evolve", (Arg("card", "the D-Evolution card (Side deck or D-World)"),
                              Arg("own", "the D-Spirit of your Battle Scene it evolves")), "D-Evolve {1} into {0}",
                   "Puts the D-Evolution card on that D-Spirit (DSP-21)."),
        ActionKind("soul_exchange", (Arg("own", "the D-Spirit of your Battle Scene that leaves"),
                                     Arg("hand", "the D-Spirit of the hand that takes its place")),
                   "Soul Exchange: {0} for {1}", "Swaps a D-Spirit in play for one of the hand (DSP-32)."),
        ActionKind("soul_shift", (Arg("own", "a D-Spirit of your Battle Scene"),), "Soul Shift {0}",
                   "Pays SP to change that D-Spirit's stance (DSP-33)."),
        ActionKind("super_charge", (Arg("own", "a D-Spirit of your Battle Scene"),), "Super Charge {0}",
                   "Pays 500 SP to charge that D-Spirit, which skips this Battle Step (DSP-36)."),
        ActionKind("to_battle", (), "Go to the Battle Step", "Ends the Main Step."),
    )),
    DecisionKind("battle", ("DSP-22",), "The Battle Step: attack, use Limbo, play a card, or end it.", (
        ActionKind("attack", (Arg("own", "the attacking D-Spirit"),
                              Arg("foe", "the D-Spirit it attacks, or -1 for a direct attack",
                                  ((-1, "directly"),))), "{0} attacks {1}",
                   "Declares the attack (DSP-22)."),
        ActionKind("limbo", (Arg("own", "a D-Spirit of your Support Zone"),),
                   "Limbo: {0} attacks from the Support Zone",
                   "Pays SP to attack from the Support Zone (DSP-34)."),
        ActionKind("play", (Arg("hand", "a Signal & Sign of the hand that may be played at any time"),), "Play {0}",
                   "Plays that card (DSP-17)."),
        ActionKind("end_battle", (), "End the Battle Step", "Ends the Battle Step and the turn's attacks."),
    )),
    DecisionKind("respond", ("DSP-17", "DSP-19", "DSP-35"), "Answer the open card chain or SP bid, or pass.", (
        ActionKind("respond", (Arg("hand", "a card of the hand that answers"),), "Answer with {0}",
                   "Adds that card to the chain as a new link (DSP-17)."),
        ActionKind("bid", (Arg("number", "the new top bid in SP"),), "Bid {0} SP",
                   "Raises the bid by 100, 300 or 500 SP (DSP-19 a Realm, DSP-35 Field Rush)."),
        PASS,
    )),
    DecisionKind("target", ("DSP-14", "DSP-15", "DSP-18", "DSP-37"), "Choose the card an effect resolving acts on.", (
        ActionKind("target", (Arg("card", "the card chosen"), Arg("card", "the card whose effect resolves"),
                              Arg("index", "which effect of that card"), Arg("index", "which step of that effect"),
                              Arg("index", "the chain link it answered, or -1"),
                              Arg("foe", "for a launch: the D-Spirit it hits, or -1",
                                  ((-1, "nothing"),), optional=True)),
                   "Choose {0}", "Applies the effect to that card."),
    )),
    DecisionKind("endure", ("DSP-24",), "A D-Spirit would be destroyed: endure, or not.", (
        ActionKind("endure", (), "Endure: switch to the Endure stance",
                   "Switches the target to the Endure stance; it survives when its END beats the ATK (DSP-24)."),
        ActionKind("take", (), "Do not endure", "Takes the attack as it is."),
    )),
)

BATTLESPIRITS = (
    DecisionKind("mulligan", ("BS-4",), "Keep the opening hand, or mulligan once.", (
        ActionKind("keep", (), "Keep this hand", "Keeps the hand."),
        ActionKind("mulligan", (), "Mulligan: return the hand, shuffle, draw 4 again",
                   "Returns the hand, shuffles the deck and draws 4 again (once)."),
    )),
    DecisionKind("main", ("BS-21",), "The main step: play a card, move cores, or end the step.", (
        ActionKind("play", (Arg("hand", "a spirit, nexus or brave card of the hand"),), "Summon {0}",
                   "Summons or deploys that card, paying its cost in cores (BS-10, BS-16)."),
        ActionKind("magic", (HAND, Arg("index", "which effect of the magic card, from 0")), "Use {0}",
                   "Uses a magic card's Main or Flash effect, paying its cost (BS-28)."),
        ActionKind("soul_magic", (HAND, Arg("index", "which effect, from 0")), "Use {0} as Soul Magic",
                   "Uses a magic card paying with the soul core alone (BS-28)."),
        ActionKind("core_on", (Arg("own", "a spirit or nexus of yours"),
                               Arg("choice", "which core", (("core", "a core"), ("soul", "the soul core")))),
                   "Move {1} from the reserve onto {0}", "Moves one core from the reserve onto that card (BS-21)."),
        ActionKind("core_off", (Arg("own", "a spirit or nexus of yours"),
                                Arg("choice", "which core", (("core", "a core"), ("soul", "the soul core")))),
                   "Move {1} from {0} to the reserve",
                   "Moves one core from that card to the reserve; a spirit left without cores vanishes (BS-21)."),
        ActionKind("end_step", (), "End this main step", "Ends the main step."),
    )),
    DecisionKind("place", ("BS-24",), "How many cores from the reserve go on the card just played.", (
        ActionKind("place", (Arg("number", "how many cores", noun="core"),
                             Arg("choice", "with the soul core", ((0, "without the soul core"),
                                                                  (1, "with the soul core")))),
                   "Place {0} on it, {1}", "Places that many cores; below Lv1 the spirit vanishes (BS-24)."),
    )),
    DecisionKind("pick", ("BS-16", "BS-18", "BS-28"), "Pick items: the cores that pay a cost (BS-16), the "
                 "cards for 継召 Keishou (BS-18), a target (BS-28).", (PICK, DONE)),
    DecisionKind("soul_choice", ("BS-14",), "Whether the soul core moves with the ordinary cores.", (
        ActionKind("keep_soul", (), "Move ordinary cores only (the soul core stays)", "Leaves the soul core."),
        ActionKind("move_soul", (), "Move the soul core as one of them", "Moves the soul core too."),
    )),
    DecisionKind("attack", ("BS-8",), "The attack step: attack with a refreshed spirit, or end the step.", (
        ActionKind("attack", (Arg("own", "a refreshed spirit of yours"),), "Attack with {0}",
                   "Exhausts that spirit and attacks (BS-8)."),
        ActionKind("end_attacks", (), "End the attack step", "Ends the attack step."),
    )),
    DecisionKind("block", ("BS-8",), "Block the attacking spirit with a refreshed spirit, or take the damage.", (
        ActionKind("block", (Arg("own", "a refreshed spirit of yours"),), "Block with {0}",
                   "Exhausts that spirit to block: the two battle by BP (BS-8)."),
        ActionKind("no_block", (), "Do not block", "Takes the damage: a life per symbol (BS-8)."),
    )),
    DecisionKind("respond", ("BS-28",), "Flash timing: use a Flash effect, or pass.", (
        ActionKind("flash", (HAND, Arg("index", "which effect, from 0")), "Use {0}: Flash effect",
                   "Uses the card's Flash effect, paying its cost (BS-28)."),
        ActionKind("soul_flash", (HAND, Arg("index", "which effect, from 0")), "Use {0}: Flash effect as Soul Magic",
                   "Uses the Flash effect paying with the soul core alone (BS-28)."),
        PASS,
    )),
)

YUYU = (
    DecisionKind("pick", ("YYH-8", "YYH-3", "YYH-14"), "Pick items: the team's match order (YYH-8), the cards a "
                 "Toguro bonus discards (YYH-3), the cards that pay an attack's cost (YYH-14).", (PICK, DONE)),
    DecisionKind("main", ("YYH-12",), "The main step: attach, play or place a card, or go to the attack step.", (
        ActionKind("attach", (Arg("hand", "a technique or item of the hand"),
                              Arg("own", "the character it goes on (the fighter in the Arena or one on the "
                                         "sideline)")), "Attach {0} to {1}",
                   "Attaches the card, face up in the Arena (paying its SE) or face down on the sideline (YYH-12)."),
        ActionKind("event", (Arg("hand", "an event card of the hand"),), "Play {0}", "Plays the event (YYH-12)."),
        ActionKind("place_fifth", (Arg("hand", "a character card of the hand"),), "Put {0} into match slot 5",
                   "Puts the character into match slot 5 (YYH-8)."),
        ActionKind("to_attack", (), "Go to the attack step", "Ends the main step."),
    )),
    DecisionKind("attack", ("YYH-14",), "The attack step: choose an attack, or none.", (
        ActionKind("attack", (Arg("own", "the fighter, or a technique attached to it"),
                              Arg("index", "which of its attacks, from 0")), "Attack with {0}",
                   "Attacks; its cost is paid by discarding cards (YYH-14)."),
        ActionKind("no_attack", (), "Do not attack this turn", "Makes no attack."),
    )),
    DecisionKind("choose", ("YYH-14",), "An effect asks a choice: a card, an attack to copy, or yes and no.", (
        ActionKind("choose", (Arg("card", "the card chosen, or 1 yes, 0 no, -1 stop"),
                              Arg("index", "the attack of that card, when one is copied", optional=True)),
                   "Choose {0}", "Answers the effect."),
    )),
    DecisionKind("fallback", ("YYH-14",), "No damage was dealt: discard 2 cards to deal 1 damage, or not.", (
        ActionKind("fallback", (Arg("choice", "the answer", ((1, "discard 2 cards to deal 1 damage"),
                                                             (0, "deal no damage"))),), "Fallback: {0}",
                   "Sub-step 6 of the attack (YYH-14)."),
    )),
    DecisionKind("recycle", ("YYH-14",), "Choose a card of the discard pile to shuffle into the deck.", (
        ActionKind("recycle", (Arg("card", "a card of your discard pile, or -1 for none"),),
                   "Shuffle {0} into the deck", "Shuffles that card into the deck."),
    )),
)

KINDS: dict[str, tuple[DecisionKind, ...]] = {"digimon": DIGIMON, "dspirits": DSPIRITS,
                                              "battlespirits": BATTLESPIRITS, "yuyu": YUYU}

# where each game's view puts the cards a seat has in play (keys of `view()["seats"][seat]`): the values of the
# `own` and `foe` slots
IN_PLAY: dict[str, tuple[str, ...]] = {"digimon": ("digimon",), "dspirits": ("scene", "support_zone"),
                                       "battlespirits": ("field",), "yuyu": ("fighter", "sideline")}


def decision_kinds(game: str) -> dict[str, DecisionKind]:
    """The decision kinds of game `game` (its name), by kind."""
    if game not in KINDS:
        raise KeyError(f"no action kinds are documented for game {game!r}; known: {', '.join(KINDS)}")
    return {d.kind: d for d in KINDS[game]}
