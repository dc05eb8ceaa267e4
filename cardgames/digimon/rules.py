"""Digimon Card Battle rules registry: DCB-1 … DCB-27 of RULES.md, paraphrased, with the project's rulings."""
from cardgames.core.rules import Rule, RuleRegistry

RULES = RuleRegistry("digimon", [
    Rule("DCB-1", "Deck size and copies", "A deck has exactly 30 cards, with at most 4 copies of any CA number.",
         "Exactly 30, as on the PlayStation."),
    Rule("DCB-2", "Digimon cards", "A Digimon card has HP, a specialty, a level (R < A < C < U), a support effect, "
         "P.E it gives, an evolution cost, three attacks (circle, triangle, cross), a cross effect and a CA number."),
    Rule("DCB-3", "Option cards", "Option (support) cards are used once and then go to the discard pile."),
    Rule("DCB-4", "The field", "Each player has five areas: Digimon, deck, Evolution Zone, Support Zone, "
         "discard pile."),
    Rule("DCB-5", "Special restrictions", "Each Sevens card (CA 200, 285-291) and Download Digivolve (CA 293) at "
         "most once; at most one A-level card in the whole deck."),
    Rule("DCB-6", "Specialty flavour", "The specialty descriptions are flavour text; only the specialty itself "
         "matters to the rules."),
    Rule("DCB-7", "Setup", "Shuffle, toss a coin for who goes first, and each player draws 4 cards.",
         "Who goes first is not stated: a coin toss (the seeded RNG)."),
    Rule("DCB-8", "Preparation", "Draw up to 4 cards; the player may then throw the whole hand away and draw 4 "
         "new cards, as often as they like.",
         "With fewer than 4 cards left in the deck, drawing up and redrawing take only what the deck holds.",
         "With the deck empty, the hand cannot be redrawn and is kept as it is."),
    Rule("DCB-9", "Placing a Digimon", "A player with no Digimon in play puts one from hand into play.",
         "R is the normal choice; C and U may be placed with the penalty (DCB-27); A never."),
    Rule("DCB-10", "Forced redraw", "With no Digimon in play and no Digimon in hand, the player must discard the "
         "hand and draw 4 again until a Digimon turns up.",
         "If the deck runs out before a Digimon turns up, the player loses (they cannot draw, DCB-26)."),
    Rule("DCB-11", "The first turn", "On turn 1 only the first player has a Digimon, so the first player's support "
         "and battle phases are skipped.",
         "Follow the rulebook; option ps1_turn1 makes both players place a Digimon before the first battle."),
    Rule("DCB-12", "Evolution Zone", "Once per turn, put one card from hand into the Evolution Zone; a Digimon card "
         "adds its P.E."),
    Rule("DCB-13", "Evolution", "At most once per turn, evolve R to C or C to U within the same specialty when the "
         "Evolution Zone's P.E reach the new card's cost; evolving discards the Evolution Zone."),
    Rule("DCB-14", "P.E counting", "A card placed this turn counts at once; non-Digimon cards give 0 P.E.",
         "The placed card counts immediately."),
    Rule("DCB-15", "Evolution option cards", "Yellow-border cards are played in the evolution phase into the "
         "Evolution Zone.",
         "They do not use up the once-per-turn placement.",
         "At most one of each yellow-border card per turn.",
         "An evolution by a yellow-border card is the turn's one evolution (DCB-13)."),
    Rule("DCB-16", "HP after evolving", "The evolved Digimon has the new card's full HP (damage healed, extra HP "
         "lost) and any penalty ends.",
         "Every evolution ends the penalty, as the rulebook says, although the PlayStation game is said to keep it "
         "after a natural evolution."),
    Rule("DCB-17", "A-level evolution", "An A card evolves from the specific Digimon printed on it, ignoring "
         "specialty and without spending the Evolution Zone; an A Digimon evolves further only through special "
         "cards.",
         "The rulebook's 'Lighdramon' is Raidramon (CA 185), Veemon's Darkness A form."),
    Rule("DCB-18", "Support phase skipped", "With no opposing Digimon there is no support phase (and no battle)."),
    Rule("DCB-19", "Support cards", "The non-turn player chooses first; each player may put one card face down: "
         "from hand, or the top card of the deck unseen. It is discarded at the end of the turn."),
    Rule("DCB-20", "Blind support", "A card with no usable effect does nothing (a misfire); a Digimon card in the "
         "Support Zone uses its support effect.",
         "A yellow-border evolution card in the Support Zone has no usable effect there: it misfires."),
    Rule("DCB-21", "Battle", "Both players choose circle, triangle or cross in secret; supports are revealed and "
         "applied; the turn player attacks first unless an effect changes it."),
    Rule("DCB-22", "Effect order", "Opponent's support, turn player's support, opponent's cross effect, turn "
         "player's cross effect; in a conflict the turn player's effect prevails.",
         "A cancelling support of the turn player (Cherrymon's Mist) voids the opponent's support card as that card "
         "is revealed, before the canceller itself is turned over; the log names the canceller only once it is "
         "revealed.",
         "In a mutual Counter only the turn player's Counter applies."),
    Rule("DCB-23", "Knock-out", "A Digimon whose damage reaches its HP is KO'd, does not attack afterwards, and goes "
         "to the discard pile with the cards it evolved from; damage carries over between turns.",
         "A Digimon revived by an effect (Miracle Ruby) still counts as a KO for the opponent, stays in play and "
         "attacks if it has not attacked yet."),
    Rule("DCB-24", "Cross effects", "Counter, to 0, 1st Attack, Eat-up HP, Crash, Jamming and Foe x3, as the "
         "PlayStation game defines them.",
         "Attacks are revealed before supports, so Jamming cancels the opponent's Digimon support card as it is "
         "revealed, before its effect happens, rather than undoing it at the × step of DCB-22's order.",
         "Counter is checked after every effect, with the final powers.",
         "Eat-up HP heals the damage actually dealt, even above the printed HP.",
         "Effects that lower HP never KO (HP stays at least 1)."),
    Rule("DCB-25", "Victory", "The first player to KO 3 of the opponent's Digimon wins."),
    Rule("DCB-26", "Deck-out", "A player whose deck is empty at the start of their own turn loses.",
         "Only the start of the player's own turn is checked: a deck emptied earlier (by a blind support) loses "
         "only when that player's next turn begins.",
         "If both players meet a win condition at once, the game is a draw."),
    Rule("DCB-27", "Penalty", "A Digimon put into play directly at C has HP and attacks halved, at U quartered "
         "(rounded down); A cannot be put in directly; evolving ends the penalty.",
         "The penalty applies to printed values first, then supports.",
         "The rulebook's example prints 110 for Greymon's △ and 122 for Paildramon's ×, most likely misprints: the "
         "kit computes from the card values (210 and 112)."),
])

# The rulebook's sections in its own order (headings paraphrased from the Portuguese; the untitled opening paragraph
# first), each with the rules it states: `tutorial/digimon/README.md` maps every section to the notebook cell that
# shows it (tests/test_tutorial_trust.py).
SECTIONS = (
    ("Opening: two kinds of cards, a deck of 30", ("DCB-1",)),
    ("Digimon cards", ("DCB-2",)),
    ("Support cards", ("DCB-3",)),
    ("The field", ("DCB-4",)),
    ("Specialties", ("DCB-6",)),
    ("Phases", ("DCB-7",)),
    ("Preparation phase", ("DCB-8", "DCB-9", "DCB-10", "DCB-11")),
    ("Evolution phase", ("DCB-12", "DCB-13", "DCB-14", "DCB-15", "DCB-16")),
    ("Support phase", ("DCB-19", "DCB-20")),
    ("Battle phase", ("DCB-21", "DCB-23", "DCB-18")),
    ("Effects and supports", ("DCB-22", "DCB-24")),
    ("A-level evolution", ("DCB-17",)),
    ("Victory", ("DCB-25", "DCB-26")),
    ("Penalty", ("DCB-27",)),
    ("Special card restrictions", ("DCB-5",)),
)
