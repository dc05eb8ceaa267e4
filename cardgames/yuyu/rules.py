"""Yu Yu Hakusho TCG rules registry: YYH-1 … YYH-20 of RULES.md §1.4, paraphrased, with the project's rulings
(RULES.md marks them (b), [GAP] or [TL]; the gap fills come from RULES.md §2.4)."""
from cardgames.core.rules import Rule, RuleRegistry

RULES = RuleRegistry("yuyu", [
    Rule("YYH-1", "Deck construction", "A deck holds at least 4 characters; four of them start in play and the rest "
         "stay in the deck.",
         "Gap fill (§2.4): at least 40 cards besides the 4 starting characters (44 or more in all).",
         "Gap fill (§2.4): at most 3 copies of a card, and 1 of a card marked 'Limit 1 per Deck'."),
    Rule("YYH-2", "Characters", "A character has a Defense value, at least one attack (an attack cost and an attack "
         "value), an alignment (Hero or Villain), a team symbol and sometimes effects."),
    Rule("YYH-3", "Team bonus", "With three or more characters of one team on the field, that team's bonus applies.",
         "'On the field' counts face-up characters in the Arena and on the sideline, re-checked continuously.",
         "The bonuses of the teaching set's teams (Urameshi, Toguro) are implemented with the texts of §2.4.",
         "With the Urameshi bonus, the cards paid for an attack cost go under the deck in the order picked, the last "
         "picked lowest."),
    Rule("YYH-4", "Techniques", "A technique attached to a character gives it one more attack to use in the attack "
         "step.", "[TL] The rulebook file calls it both 技 and テクニック: the same card type."),
    Rule("YYH-5", "Items", "Items help their character: boosts, disruption, extra draws, moving characters.",
         "[TL] The file's heading says 商品 ('merchandise'): it means アイテム, items."),
    Rule("YYH-6", "Events", "Events are played in the main step unless the card says otherwise, then discarded."),
    Rule("YYH-7", "The field", "Nine card places and a spirit energy (SE) track from 0 to 10 per player: the Arena at "
         "the far left (items at the fighter's lower left, techniques at its lower right), the deck and the discard "
         "pile, then the sideline of match slots."),
    Rule("YYH-8", "Set-up: characters", "Both start with 0 SE. Each player chooses 4 characters in secret: the first "
         "goes to the Arena (match 1), the other three face down on the sideline in match order; once both have "
         "placed them, all turn face up."),
    Rule("YYH-9", "Set-up: shuffle, coin, hands", "Shuffle the decks, toss a coin for who goes first, each player "
         "draws 4 cards."),
    Rule("YYH-10", "Draw step: cards", "The turn player draws 2 cards, except on the first turn of the game.",
         "Only the first player's first turn skips the draw.",
         "The option first_turn_draw gives the other reading: the first player draws on turn 1 too."),
    Rule("YYH-11", "Draw step: spirit energy", "The turn player gains 2 SE; SE stays between 0 and 10. 'Draw:' "
         "effects may be used in this step."),
    Rule("YYH-12", "Main step", "Put a 5th character from hand into the last open match slot; attach items and "
         "techniques from your own hand to your own characters; play events from your own hand; use 'Main:' "
         "effects; or go straight to the attack step.",
         "[TL] The file says 'the opponent's hand / the opponent's characters' for items and events: the English "
         "'their' was mistranslated, so only your own hand and characters are legal.",
         "[TL] いずれか ('one of') is read as: any number of these actions, in any order."),
    Rule("YYH-13", "Spirit energy costs", "A card with SE icons costs that much SE when attached. A card attached to "
         "a sideline character goes face down and costs nothing until it turns face up; if its cost cannot be "
         "paid then, it is discarded."),
    Rule("YYH-14", "The attack step", "One attack, in 7 sub-steps: 1 declare and pay its cost; 2 'when you use an "
         "attack' effects; 3 the attack's own effect; 4 'Attack:' effects; 5 compare: attack ≥ defense deals 1, "
         "≥ 2× defense deals 2, at most 2 per turn; 6 with no damage, discard 2 cards to deal 1; 7 turn the damaged "
         "character 90° clockwise per point (counter-clockwise per point healed).",
         "Gap fill (§2.4): the cost ((#)) is paid by discarding that many cards from your hand."),
    Rule("YYH-15", "Damage and healing", "Damage is counted per fighter.",
         "[TL] The file says 'HP cannot go above 4' but never defines HP: damage runs from 0 to 4 (the match's "
         "limit) and healing never takes it below 0."),
    Rule("YYH-16", "Attacking is optional", "The turn player may skip the attack.",
         "Attacking is optional.", "Attacks costing 0 are legal."),
    Rule("YYH-17", "End of a match", "When a fighter reaches 4 damage (upright again) both fighters leave the Arena: "
         "the winner face up, the loser face down, as the record of the match; all their attached cards are "
         "discarded."),
    Rule("YYH-18", "The next match", "The next characters in match-slot order enter the Arena; their attached cards "
         "turn face up and their SE costs are paid now (or they are discarded)."),
    Rule("YYH-19", "Winning the game", "The game is won by the first player to win 3 of the 5 matches.",
         "Gap fill (§2.4): the game is 5 matches, and the first player to win 3 of them wins.",
         "Gap fill (§2.4): a player who must draw or discard from an empty deck loses.",
         "The kit's own ruling (neither the rulebook nor §2.4 says it): after 5 matches without 3 wins, the player "
         "with more match wins wins, and equal wins is a draw."),
    Rule("YYH-20", "Turns and the 5th match", "Turns keep alternating after a match ends; the turn ends after the "
         "attack step.",
         "Turns keep alternating after a match ends.",
         "The turn ends after the attack step (the Saint Beasts bonus speaks of 'the end of your turn').",
         "A player with no character for the 5th match loses that match (both without one: no winner)."),
])

# The rulebook file's sections in its own order. Its first four headings are its own (キャラクター, テクニック,
# 商品, イベント); the text after them lost its headings in the file, so those sections are named after what they
# say; the last one is missing from the file and filled in by RULES.md §2.4. `tutorial/yuyu/README.md` maps every
# section to the notebook cell that shows it (tests/test_tutorial_trust.py).
SECTIONS = (
    ("Characters", ("YYH-1", "YYH-2", "YYH-3")),
    ("Techniques", ("YYH-4",)),
    ("Items (headed 'merchandise' in the file)", ("YYH-5",)),
    ("Events", ("YYH-6",)),
    ("The play field", ("YYH-7",)),
    ("Setting up", ("YYH-8", "YYH-9")),
    ("The draw step", ("YYH-10", "YYH-11")),
    ("The main step", ("YYH-12", "YYH-13")),
    ("The attack step", ("YYH-14", "YYH-15", "YYH-16")),
    ("The end of a match", ("YYH-17", "YYH-18", "YYH-20")),
    ("Winning the game (missing from the file: RULES.md §2.4)", ("YYH-19",)),
)
