"""The rules of Skirmish, a small game that lives only in the kit's test suite (it proves that a game outside the
kit's own folders gets the kit's tests, board, explorer, simulations and soak by declaring itself)."""
from cardgames.core.rules import Rule, RuleRegistry

RULES = RuleRegistry("skirmish", [
    Rule("SKM-1", "Set-up", "Each player shuffles a 12-card deck, draws 3 cards and starts with 20 life; the first "
         "player is seat 0."),
    Rule("SKM-2", "Draw", "The turn player draws a card at the start of their turn."),
    Rule("SKM-3", "Main step", "The turn player puts cards from the hand into their line, up to 3 cards, then ends "
         "the main step."),
    Rule("SKM-4", "Heavy cards", "A card of power 4 or more goes into a line that holds a card already."),
    Rule("SKM-5", "Attack", "Each card of the turn player's line may attack once a turn; the turn ends when they "
         "stop attacking."),
    Rule("SKM-6", "Block", "The defender blocks with a card of their line, or takes the attack: they lose life equal "
         "to the attacker's power. Of two cards in a block, the weaker goes to its owner's discard pile (both on a "
         "tie)."),
    Rule("SKM-7", "Winning", "A player at 0 life, or who must draw from an empty deck, loses."),
])
