"""D-Spirits rules registry: DSP-1 … DSP-39 of RULES.md, paraphrased, with the project's rulings."""
from cardgames.core.rules import Rule, RuleRegistry

RULES = RuleRegistry("dspirits", [
    Rule("DSP-1", "D-Squad deck", "The Squad deck holds D-Spirits only, between 15 and 20 of them.",
         "The rulebook says both 'up to at least 15' and '15-20': 15 to 20 cards."),
    Rule("DSP-2", "Copy limits", "Every card prints how many copies a player may own; cards sharing a name but "
         "not a number each have their own limit; a limitless D-Spirit: one copy in the Squad deck, any number "
         "in the Side deck.", "Limitless means the card prints no limit; a limit counts copies across all three "
         "decks."),
    Rule("DSP-3", "Support deck", "The Support deck holds 10 to 20 cards that are not D-Spirits (Signal & Sign, "
         "Realm, Special Move), each within its printed limit."),
    Rule("DSP-4", "Side deck", "An optional Side deck of up to 20 cards of any kind; it holds the D-Evolution "
         "cards.", "The zone list says 1-20, but the deck is optional: 0 to 20.",
         "Cards are swapped with the Side deck between games, never during one: each game's deck set is checked anew "
         "(DSP-1 to DSP-3 and the limits)."),
    Rule("DSP-5", "Zones", "Each player has a Squad deck, a Support deck, a Side deck, a D-World (used and "
         "destroyed cards), a Battle Scene of at most 4 D-Spirits and a Support Zone; a Realm zone is shared."),
    Rule("DSP-6", "One Realm, unlimited Support Zone", "The Realm zone is shared and holds one active Realm: a new "
         "Realm destroys the current one.", "The Support Zone's size is not given: it is unlimited."),
    Rule("DSP-7", "Spirit Points", "Players start with an agreed number of SP (5000 officially); a player at 0 SP "
         "loses.", "Both at 0 at once is a draw.",
         "A cost or a bid must leave the player's SP above 0: it must stay below the SP (nobody pays themselves out "
         "of the game).", "The starting SP is the option starting_sp.",
         "Gap fill (the rulebook is silent): it sets no turn limit, and play can go round for ever (both decks "
         "empty, no D-Spirit in the D-World for Squad Recharge, and every attack one its target endures). A game "
         "still undecided at the end of turn 200 ends there; as the rulebook says SP tell who is winning, the "
         "higher SP wins and equal SP is a draw (the option turn_limit; 0: no limit)."),
    Rule("DSP-8", "Start of the game", "Rock-paper-scissors decides who goes first; each player draws 7 cards, "
         "choosing the deck (Squad or Support) for every card.",
         "Rock-paper-scissors is played by the game's seeded random generator.",
         "The first player draws the opening hand first."),
    Rule("DSP-9", "Draw step", "Each turn the player draws one card from the deck of their choice.",
         "The first player draws on turn 1 too (since 2023 the opening hand is drawn at the start of the game)."),
    Rule("DSP-10", "Turn steps", "The step list is a picture missing from the text.",
         "Reconstructed: Draw, Main (summon, special moves, Soul Exchange, Super Charge), Battle, End."),
    Rule("DSP-11", "Empty decks", "The rulebook has no deck-out rule.",
         "Drawing from an empty deck does nothing and is no loss; Squad Recharge (DSP-30) refills the Squad deck."),
    Rule("DSP-12", "Regular Summon", "After the draw step, once a turn, a D-Spirit goes from hand to the Battle "
         "Scene."),
    Rule("DSP-13", "Super D-Summon", "Card effects summon D-Spirits at any time, any number a turn; one Super "
         "D-Summoned after the Battle Step began cannot attack unless its text says so."),
    Rule("DSP-14", "Special Moves", "A Special Move printed on a D-Spirit is activated on command by paying its SP, "
         "before the Battle Step; the D-Spirit may still attack.", "Once per turn means once per D-Spirit per "
         "turn."),
    Rule("DSP-15", "Abilities", "Abilities activate on command, when triggered, or when summoned; effects of older "
         "sets count as abilities."),
    Rule("DSP-16", "Types", "A D-Spirit gains a stat boost when it targets, or is targeted by, a type it beats; "
         "Elemental (E) D-Spirits usually cancel Spooky abilities when destroyed in battle.",
         "The chart and boost are pictures missing from the text: an invented chart (data/dspirits/type_chart.json) "
         "and +200 ATK and END for the advantaged D-Spirit in a battle.",
         "A Spooky D-Spirit destroyed in a battle with an Elemental one loses its 'when destroyed' abilities, whether "
         "or not the Elemental is destroyed too (the other reading, only an Elemental destroyed in the battle "
         "cancels them, is not followed)."),
    Rule("DSP-17", "Card chaining", "A card may be answered by another card's effect.",
         "Both players may answer in turn (a pass-pass window); the chain resolves last in, first out.",
         "A player with no card that can answer passes without being asked, and an attack opens a window only when "
         "someone could answer it."),
    Rule("DSP-18", "Signal & Sign cards", "Assist cards: lower stats, negate attacks or effects, and the like."),
    Rule("DSP-19", "Realm cards and bidding", "A Realm is played by bidding SP from its printed number; the "
         "opponent may outbid to negate it.", "Bids alternate until one player passes; the winner pays their bid; "
         "a negated Realm goes to the D-World."),
    Rule("DSP-20", "Special Move cards", "Support cards that cost SP and need certain D-Spirits under the player's "
         "control."),
    Rule("DSP-21", "D-Evolution", "When its conditions are met, a D-Evolution card goes from the Side deck on top "
         "of its base (not a summon); destroyed, the whole stack goes to the D-World and only the top card's SP is "
         "lost; from the D-World it may evolve again; removed from play, the whole stack goes.",
         "Removed cards go to their owner's removed-from-play pile: out of the game, not in the D-World, so no SP is "
         "lost, they never evolve again and Squad Recharge never takes them back."),
    Rule("DSP-22", "Who may attack", "Only D-Spirits on the Battle Scene when the Battle Step starts can attack."),
    Rule("DSP-23", "Battle result", "Higher ATK destroys the target; lower ATK destroys the attacker; equal ATK "
         "destroys both unless the target endures, which negates the attack."),
    Rule("DSP-24", "Endure", "A target that would be destroyed may switch to the Endure stance if its END beats "
         "the attacker's ATK.", "END must be strictly greater than ATK (END equal to ATK cannot endure)."),
    Rule("DSP-25", "After enduring", "On its controller's next turn a D-Spirit that endured cannot attack, be "
         "soul-exchanged or change stance.",
         "At the end of that locked turn it goes back to the Attack stance."),
    Rule("DSP-26", "Battle stances", "The two stances are named in a missing picture.",
         "Attack stance and Endure stance; a D-Spirit comes into play in the Attack stance.",
         "A D-Spirit changes stance only to endure an attack (DSP-24): the rulebook never says when a voluntary "
         "change is made, so the kit offers none."),
    Rule("DSP-27", "Direct attack", "A player who controls no D-Spirits can be attacked directly.",
         "D-Spirits in the Support Zone do not prevent it; the SP lost is the attacker's ATK."),
    Rule("DSP-28", "SP lost in battle", "A D-Spirit destroyed in battle costs its controller SP equal to its "
         "printed SP; when both are destroyed both players lose SP."),
    Rule("DSP-29", "Attacks per turn", "The rulebook does not say how often one D-Spirit may attack in a turn.",
         "Each D-Spirit attacks at most once a turn."),
    Rule("DSP-30", "Squad Recharge", "In the draw step, with no D-Spirit left in the Squad deck, pay half the SP to "
         "shuffle the D-Spirits of the D-World (not banished ones) back into it.", "Half rounds down.",
         "D-Evolutions stay in the D-World (they belong in the Side deck), and so do support cards."),
    Rule("DSP-31", "Extra Draw", "After the normal draw, pay 500 SP to draw one more card.",
         "Not on a player's first turn (the setup text says after each player's first turn)."),
    Rule("DSP-32", "Soul Exchange", "Once a turn, before the Battle Step: a D-Spirit Super D-Summoned or on the field "
         "for at least a turn returns to hand and a D-Spirit from hand takes its place.",
         "The replacement is not a Regular Summon.",
         "A soul-exchanged D-Evolution returns to the hand with its whole stack; there it is a dead card: it is "
         "never summoned, and evolves only from the Side deck or the D-World."),
    Rule("DSP-33", "Soul Shift (retired)", "Once a turn before the Battle Step, pay 800 SP to move a D-Spirit to the "
         "Support Zone, where its abilities and special moves are inactive.", "Removed from the rules: only the "
         "variant option soul_shift, off by default."),
    Rule("DSP-34", "Limbo", "In the Battle Step, pay 1200 SP to let a D-Spirit in the Support Zone attack.",
         "'Does not count toward the Spirit Space total' means it does not take one of the 4 places."),
    Rule("DSP-35", "Field Rush", "In the draw step, instead of drawing, bid SP (from 500) to take a Realm of one's "
         "choice from the Support or Side deck; no Extra Draw that turn.", "If outbid the player gets nothing; "
         "the winner of the bid pays."),
    Rule("DSP-36", "Super Charge", "Pay 500 SP and skip this Battle Step: at the start of the next turn the chosen "
         "D-Spirit's ATK doubles and it is the only attacker that turn; leaving the field ends the charge."),
    Rule("DSP-37", "Launch", "A card effect uses one stat (ATK, END or SP) of a D-Spirit to damage the opponent's "
         "SP or a card; it is no attack unless stated; the launched card ends in the D-World whether the launch "
         "works, fails or is negated.",
         "A launch at a card compares the launched stat with the target's ATK as in a battle (DSP-23, "
         "with the type advantage of DSP-16): higher or equal destroys the target, as a battle would (its "
         "controller loses its SP, DSP-28); lower, the launch fails.",
         "The launched card goes to the D-World without costing SP, and the target cannot endure (a launch is no "
         "attack).",
         "When the launch is negated its player still picks the D-Spirit it would have launched, which hits nothing "
         "and goes to the D-World."),
    Rule("DSP-38", "Statuses", "Statuses stay on a D-Spirit even in hand. Frozen: cannot attack, change stance or be "
         "soul-exchanged. Poisoned: damage each turn, set by the card.",
         "Poison hits the controlling player's SP at the start of their turn, while the D-Spirit is in play.",
         "A Frozen D-Spirit cannot endure either: enduring is a change of stance.",
         "Statuses end when an effect removes them (Antidote) or when the card leaves play for the D-World or is "
         "removed from play; only the hand keeps them."),
    Rule("DSP-39", "D-Spirits in the Support Zone", "They cannot be targeted in battle, attack or be "
         "soul-exchanged unless an effect allows it; Lampire moves between the zones by its own text."),
])

# The sections of rulebook 000, in its order (paraphrases of its own headings; the update notes and the welcome
# before them are no section), with the rules each one states: the tutorial README maps every section to the
# notebook cell that shows it.
SECTIONS = (
    ("Getting the decks ready", ("DSP-1", "DSP-3", "DSP-4")),
    ("The D-Squad deck", ("DSP-1", "DSP-2")),
    ("Using more than one D-Spirit of the same name", ("DSP-2",)),
    ("Spirit types and symbols", ("DSP-16",)),
    ("D-Spirit Special Moves", ("DSP-14",)),
    ("D-Spirit abilities", ("DSP-15",)),
    ("The Support deck", ("DSP-3",)),
    ("Signal and Sign cards", ("DSP-18",)),
    ("Realm cards", ("DSP-19", "DSP-6")),
    ("Special Move cards", ("DSP-20",)),
    ("The Side deck", ("DSP-4",)),
    ("D-Evolution", ("DSP-21",)),
    ("The D-Battlefield and its zones", ("DSP-5", "DSP-6")),
    ("Playing a game: SP, who goes first, drawing", ("DSP-7", "DSP-8", "DSP-9", "DSP-11")),
    ("A Regular Summon", ("DSP-12",)),
    ("A Super D-Summon", ("DSP-13",)),
    ("Commencing battle", ("DSP-22", "DSP-23", "DSP-29")),
    ("Enduring an attack", ("DSP-24", "DSP-25")),
    ("Spirit Points are depleting", ("DSP-7", "DSP-27", "DSP-28")),
    ("Battle stances", ("DSP-26",)),
    ("Launching a D-Spirit", ("DSP-37",)),
    ("Card statuses: Frozen and Poisoned", ("DSP-38",)),
    ("D-Spirits in the Support Zone", ("DSP-39",)),
    ("The steps of a turn", ("DSP-10",)),
    ("Card chaining", ("DSP-17",)),
    ("Game breakers", ("DSP-30", "DSP-31", "DSP-32", "DSP-33", "DSP-34", "DSP-35", "DSP-36")),
    ("Extra Draw", ("DSP-31",)),
    ("Squad Recharge", ("DSP-30",)),
    ("Soul Exchange", ("DSP-32",)),
    ("Soul Shift (retired)", ("DSP-33",)),
    ("Limbo", ("DSP-34",)),
    ("Field Rush", ("DSP-35",)),
    ("D-Spirit Super Charge", ("DSP-36",)),
)
