"""Battle Spirits Standard rules registry: BS-1 … BS-29, the rulebook paraphrased, with the project's rulings."""
from cardgames.core.rules import Rule, RuleRegistry

RULES = RuleRegistry("battlespirits", [
    Rule("BS-1", "Winning", "A player wins when the opponent's life reaches 0, or when the opponent's deck is empty "
         "at the opponent's own start step.",
         "Deck-out is checked only in the start step of the player whose deck is empty; failing to draw in the draw "
         "step is not itself a loss (the steps of the turn: BS-10)."),
    Rule("BS-2", "Deck construction", "A deck has at least 40 cards, at most 3 with the same name, all legal in the "
         "current regulation; no cards are exchanged between games.",
         "A deck is one list of cards for one game: the kit has no side deck, and a deck file that holds one is "
         "refused."),
    Rule("BS-3", "Equipment", "Each player has cores (the void holds as many as needed), one soul core that can be "
         "told apart from the others, and tokens when needed.",
         "Tokens are left out: no card of the teaching set makes one."),
    Rule("BS-4", "Starting values", "Each player starts with 5 life, 4 cores in the reserve and 4 cards in hand, none "
         "of them capped, and may mulligan once: the whole hand back, shuffle, draw again.",
         "The first player decides on the mulligan first, then the other player."),
    Rule("BS-5", "The first turn", "There is no first-draw restriction (the first player draws on turn 1), but on "
         "turn 1 the first player has no core step, no attack step and no 2nd main step."),
    Rule("BS-6", "Card positions", "Upright is refreshed, sideways is exhausted, upside down is heavily exhausted.",
         "Only a refreshed spirit attacks or blocks (the battle procedure exhausts it), so an exhausted or heavily "
         "exhausted one does neither; effects such as the practice magic Gravity Press make a card heavily "
         "exhausted, and the refresh step then only turns it sideways (BS-12)."),
    Rule("BS-7", "Basic details", "No hand-size discard; deck-out exists (BS-1); no summoning sickness (cards enter "
         "refreshed); cores stay between turns; damage does not; no uniqueness rule."),
    Rule("BS-8", "Attacks and blocks", "An attack always targets the opposing player; the defender chooses whether "
         "to block, and with which spirit.",
         "A battle runs in five stages (the kit's ruling, with BS-26's flash timings): the attack declaration (the "
         "attacker is exhausted), flash timing 1, the block declaration (the blocker is exhausted), flash timing 2 "
         "(only after a block), then the result: the BP comparison, or, unblocked, the life loss."),
    Rule("BS-9", "Set-up order", "All cores to the void, shuffle the decks, 5 cores to life, 3 cores and the soul "
         "core to the reserve, draw 4, decide who goes first, then the mulligans.",
         "The soul core is set aside at the start, never put in the void (BS-14), until it goes to the reserve.",
         "Who goes first is a coin toss of the game's seeded random generator (or the option first_player)."),
    Rule("BS-10", "The turn", "Start, Core, Draw, Refresh, Main, Attack, 2nd Main, End.",
         "The rulebook leaves the step list out; the kit fills it from the Standard format, which adds a 2nd main "
         "step after the attack step, with the same actions as the main step."),
    Rule("BS-11", "Cores", "Ordinary cores are interchangeable and only counted; life cores go to the reserve when "
         "damage is taken; reserve cores pay costs or keep cards' levels."),
    Rule("BS-12", "Core supply", "On each of a player's own turns 1 core comes from the void and every core in the "
         "trash goes back to the reserve.",
         "The void core arrives in the core step, the trash cores in the refresh step (the steps of BS-10)."),
    Rule("BS-13", "Count area", "The count area starts empty and grows through effects (such as 転醒).",
         "In the teaching set Gen-Bor's invented ability fills the count area, one core from the void at a time."),
    Rule("BS-14", "The soul core", "It is a core for costs, levels and moves, but it never goes to the void or to "
         "life; when an effect moves cores and it is among them, its owner chooses; some cards check for it."),
    Rule("BS-15", "Colours", "Six colours; cores have none; cards and symbols may have several; EX symbols exist "
         "for 継召."),
    Rule("BS-16", "Paying costs", "A cost is paid by moving cores to the trash, one core per point, from the reserve "
         "or from one's cards in play."),
    Rule("BS-17", "Reduction", "Each symbol on one's field matching one of the card's reduction symbols in colour "
         "lowers the cost by 1.",
         "A double symbol counts as 2 (the other reading, 1, is the option double_symbol_reduces_once).",
         "Each field symbol is used once; the reduction is at most the number of printed reduction symbols; the cost "
         "never goes below 0."),
    Rule("BS-18", "継召 (keishō)", "Exiling a card with an EX symbol from one's trash makes it act as one reduction "
         "symbol of its colour; it is counted before the field's symbols.",
         "継召 and the field's symbols together never lower the cost by more than the printed reduction symbols, and "
         "only a card whose colour matches one of them is offered."),
    Rule("BS-19", "Paying from cards; Soul Magic", "Cores taken from a spirit to pay a cost can leave it below Lv1: "
         "it then vanishes (checked after the payment). Soul Magic offers an alternative cost, usually the soul "
         "core, with conditions."),
    Rule("BS-20", "Levels", "A card's level is the highest level whose core count is met by the cores on it (the "
         "soul core counts), never above the highest printed level; those cores are separate from its cost."),
    Rule("BS-21", "Moving cores", "In their own main step(s) a player may move any number of cores between the "
         "reserve and their cards."),
    Rule("BS-22", "Vanishing", "A card below Lv1 vanishes at once; this is not destruction.",
         "Its cores go to the reserve and the card to the trash."),
    Rule("BS-23", "真界放 (shinkaihō)", "The final level can also be reached another way, usually by putting the soul "
         "core on the card.",
         "In the teaching set a card with 真界放 is at its final level while the soul core is on it, whatever its core "
         "count."),
    Rule("BS-24", "Spirits", "A spirit is summoned with any number of cores placed on it (its level), has BP per "
         "level and symbols.",
         "A summon with fewer cores than Lv1 needs is legal, but the spirit vanishes at once (the other reading is "
         "the option summon_needs_lv1)."),
    Rule("BS-25", "Ability levels", "An ability works only while the card's level matches the level printed for it.",
         "'Matches' means the current level is one of the levels listed for that ability."),
    Rule("BS-26", "Battle and damage", "Symbols are the life damage of an unblocked attack; in battle a spirit whose "
         "BP is less than or equal to the opposing spirit's is destroyed (equal BP: both); a destroyed spirit's "
         "cores go to the reserve and the card to the trash."),
    Rule("BS-27", "Nexuses", "A nexus has a cost; the cores on it set its level; its effects depend on the level."),
    Rule("BS-28", "Magic", "Main effects in one's own main step; Flash effects in one's own main step and in either "
         "player's attack step; a card with several effects uses one; afterwards it goes to the trash.",
         "The rulebook writes main phase (メインフェイズ) where it means main step (a translation slip).",
         "The 2nd main step counts as a main step: Main and Flash effects may be used in it.",
         "In a flash timing the defender acts first, then the players alternate; it closes when both pass in a row, "
         "and a player with no flash effect to use passes without being asked (the kit's ruling).",
         "Each Flash effect is carried out at once, cost first, then its effect: there is no chain."),
    Rule("BS-29", "Rule cards", "Rule cards are not used in play (and are no part of a deck)."),
])

# The sections of rulebook 003, in its order (English paraphrases of its own headings), with the rules each one
# states: the tutorial README maps every section to the notebook cell that shows it.
SECTIONS = (
    ("Game overview", ("BS-1", "BS-11")),
    ("Winning conditions", ("BS-1",)),
    ("Preparation: the deck", ("BS-2",)),
    ("Preparation: other equipment", ("BS-2", "BS-3")),
    ("Starting values", ("BS-4", "BS-5")),
    ("How a card shows its state", ("BS-6",)),
    ("Basic details", ("BS-7", "BS-8")),
    ("Getting ready to play", ("BS-9",)),
    ("The flow of the game", ("BS-10",)),
    ("At the end of a game", ("BS-1", "BS-2")),
    ("Cores", ("BS-11", "BS-12", "BS-13")),
    ("The soul core", ("BS-14",)),
    ("Colours", ("BS-15",)),
    ("Paying costs", ("BS-16", "BS-17")),
    ("継召 (keishō)", ("BS-18",)),
    ("Levels", ("BS-19", "BS-20", "BS-21", "BS-22")),
    ("真界放 (shinkaihō)", ("BS-23",)),
    ("Spirit cards", ("BS-24", "BS-25", "BS-26")),
    ("Nexus cards", ("BS-27",)),
    ("Magic cards", ("BS-28",)),
    ("Soul Magic", ("BS-19",)),
    ("Rule cards", ("BS-29",)),
    ("The layout of the field", ("BS-3", "BS-11", "BS-12")),
    ("Product information", ("BS-2",)),
)
