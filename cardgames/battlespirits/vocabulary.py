"""What Battle Spirits asks and what a player may answer, declared once, as data (`core.vocabulary`): each decision
kind with the rules that ask it, and each action kind with the rule that allows it only at its own decision, its
arguments, its label (a template over the facts of the action: what a card costs after the best reduction, a
spirit's BP, the level the cores placed give and whether the spirit vanishes), what it does and when it is done.

An action offered at another decision is refused by its own rule and when it is done (a core move in the attack
step by BS-21, a mulligan after set-up by BS-4), not by the rule of the decision pending; an unlisted action of the
pending kind by `legality.py`, from the same code that lists the actions.
"""
from __future__ import annotations

from typing import Any

from cardgames.core.actions import Action
from cardgames.core.selections import DONE_KIND, PICK
from cardgames.core.vocabulary import ActionKind, Arg, DecisionKind, Vocabulary
from cardgames.core.windows import PASS_KIND
from cardgames.core.words import Counted, Phrase

from .legality import flash_refusal, main_refusal, pay_facts, spirit_refusal
from .state import BattleSpiritsState

HAND = Arg("hand", "a card of the hand")
SOUL = Arg("choice", "which core", (("core", "a core"), ("soul", "the soul core")))


# ----- the facts of each label, from the board as it is now ---------------------------------------------------------
# the words of some facts (in the game's catalogue: a label's values are worded when it is read)
SUMMON, DEPLOY, BELOW_LV1 = Phrase("Summon"), Phrase("Deploy"), Phrase("below Lv1: it vanishes")


def _place(st: BattleSpiritsState, p: int, action: Action) -> dict[str, Any]:
    """BS-24: the cores placed on the card just played, the level they give, and whether it vanishes (below Lv1)."""
    n, soul = action.args
    card = st.cards[st.placing]
    level = card.level_for(n + soul, soul)
    return {"card": st.placing, "name": card.name, "count": n, "cores": Counted(n, "core"), "soul": bool(soul),
            "with_soul": " and the soul core" if soul else "", "level": level, "vanishes": not level,
            "level_words": f"Lv{level}" if level else BELOW_LV1}


def _attack(st: BattleSpiritsState, p: int, action: Action) -> dict[str, Any]:
    iid = action.args[0]
    card = st.cards[iid]
    return {"card": iid, "name": card.name, "bp": st.bp(iid), "symbols": len(card.symbols),
            "symbol_words": Counted(len(card.symbols), "symbol")}


def _block(st: BattleSpiritsState, p: int, action: Action) -> dict[str, Any]:
    iid = action.args[0]
    return {"card": iid, "name": st.cards[iid].name, "bp": st.bp(iid)}


def _core(st: BattleSpiritsState, p: int, action: Action) -> dict[str, Any]:
    iid, core = action.args
    return {"card": iid, "name": st.cards[iid].name, "soul": core == "soul",
            "core": "a core" if core == "core" else "the soul core"}


def _play(st: BattleSpiritsState, p: int, action: Action) -> dict[str, Any]:
    card = st.cards[action.args[0]]
    return {"card": action.args[0], "name": card.name, "verb": SUMMON if card.is_spirit else DEPLOY,
            **pay_facts(st, p, card)}


def _effect(st: BattleSpiritsState, p: int, action: Action) -> dict[str, Any]:
    iid, effect = action.args
    card = st.cards[iid]
    return {"card": iid, "name": card.name, "effect": effect, "timing": card.effects[effect].timing.capitalize(),
            **pay_facts(st, p, card)}


def _soul_effect(st: BattleSpiritsState, p: int, action: Action) -> dict[str, Any]:
    iid, effect = action.args
    card = st.cards[iid]
    return {"card": iid, "name": card.name, "effect": effect, "timing": card.effects[effect].timing.capitalize()}


# ----- the declaration ---------------------------------------------------------------------------------------------
MAIN_STEPS = "cores move between the reserve and one's cards only in one's own main steps"
SOUL_CHOICE = "the owner chooses about the soul core only when an effect moves cores off a card that holds it"
NOT_FLASH = ("BS-28", "in flash timing only Flash effects of magic cards can be used (as 'flash' or 'soul_flash' "
             "actions)")

VOCABULARY = Vocabulary("Battle Spirits", (
    DecisionKind("mulligan", ("BS-4",), "Keep the opening hand, or mulligan once.", (
        ActionKind("keep", "BS-4", (), "Keep this hand", None, "Keep this hand", "Keeps the hand.",
                   when="a hand is kept or sent back once, at set-up, before the first turn"),
        ActionKind("mulligan", "BS-4", (), "Mulligan: return the hand, shuffle, draw 4 again", None,
                   "Mulligan: return the hand, shuffle, draw 4 again",
                   "Returns the hand, shuffles the deck and draws 4 again (once).",
                   when="each player may mulligan once, at set-up, before the first turn"),
    )),
    DecisionKind("main", ("BS-21",), "The main step: play a card, move cores, or end the step.", (
        ActionKind("play", "BS-10", (Arg("hand", "a spirit, nexus or brave card of the hand"),),
                   "{verb} {name} ({pay})", _play, "Summon {0}",
                   "Summons or deploys that card, paying its cost in cores (BS-10, BS-16).",
                   when="spirits and nexuses are summoned and deployed in one's own main steps"),
        ActionKind("magic", "BS-28", (HAND, Arg("index", "which effect of the magic card, from 0")),
                   "Use {name}: {timing} effect ({pay})", _effect, "Use {0}",
                   "Uses a magic card's Main or Flash effect, paying its cost (BS-28).",
                   when="a magic card's effect is used from the hand in one's own main steps (Flash effects also in "
                   "flash timing, as 'flash' actions)"),
        ActionKind("soul_magic", "BS-28", (HAND, Arg("index", "which effect, from 0")),
                   "Use {name}: {timing} effect as Soul Magic (pay the soul core)", _soul_effect,
                   "Use {0} as Soul Magic", "Uses a magic card paying with the soul core alone (BS-28).",
                   when="Soul Magic is used in one's own main steps (Flash effects also in flash timing, as "
                   "'soul_flash' actions)"),
        ActionKind("core_on", "BS-21", (Arg("own", "a spirit or nexus of yours"), SOUL),
                   "Move {core} from the reserve onto {name}", _core, "Move {1} from the reserve onto {0}",
                   "Moves one core from the reserve onto that card (BS-21).", when=MAIN_STEPS),
        ActionKind("core_off", "BS-21", (Arg("own", "a spirit or nexus of yours"), SOUL),
                   "Move {core} from {name} to the reserve", _core, "Move {1} from {0} to the reserve",
                   "Moves one core from that card to the reserve; a spirit left without cores vanishes (BS-21).",
                   when=MAIN_STEPS),
        ActionKind("end_step", "BS-10", (), "End this main step", None, "End this main step", "Ends the main step.",
                   when="only a main step is ended by its player; the other steps end by themselves"),
    ), refusal=main_refusal, not_here={
        "flash": ("BS-28", "in a main step a magic card is used as 'magic' (flash timing opens in the attack step)"),
        "soul_flash": ("BS-28", "in a main step a magic card is used as 'soul_magic' (flash timing opens in the "
                       "attack step)")}),
    DecisionKind("place", ("BS-24",), "How many cores from the reserve go on the card just played.", (
        ActionKind("place", "BS-24", (Arg("number", "how many cores", noun="core"),
                                      Arg("choice", "with the soul core", ((0, "without the soul core"),
                                                                           (1, "with the soul core")))),
                   "Place {cores}{with_soul} on {name} ({level_words})", _place, "Place {0} on it, {1}",
                   "Places that many cores; below Lv1 the spirit vanishes (BS-24).",
                   when="cores are placed on a spirit or nexus as it enters the field, not at another moment"),
    )),
    DecisionKind("pick", ("BS-16", "BS-18", "BS-28"), "Pick items: the cores that pay a cost (BS-16), the "
                 "cards for 継召 Keishou (BS-18), a target (BS-28).", (
                     PICK.but(rule="BS-16", when="items (cores to pay, cards for 継召, a target) are picked only "
                              "while a choice of them is pending"),
                     DONE_KIND.but(rule="BS-16", when="'done' ends a choice of items (cores to pay, cards for 継召), "
                                   "and none is pending"))),
    DecisionKind("soul_choice", ("BS-14",), "Whether the soul core moves with the ordinary cores.", (
        ActionKind("keep_soul", "BS-14", (), "Move ordinary cores only (the soul core stays)", None,
                   "Move ordinary cores only (the soul core stays)", "Leaves the soul core.", when=SOUL_CHOICE),
        ActionKind("move_soul", "BS-14", (), "Move the soul core as one of them", None,
                   "Move the soul core as one of them", "Moves the soul core too.", when=SOUL_CHOICE),
    )),
    DecisionKind("attack", ("BS-8",), "The attack step: attack with a refreshed spirit, or end the step.", (
        ActionKind("attack", "BS-8", (Arg("own", "a refreshed spirit of yours"),),
                   "Attack with {name} (BP {bp}, {symbol_words})", _attack, "Attack with {0}",
                   "Exhausts that spirit and attacks (BS-8).",
                   when="attacks are declared by the turn player in the attack step"),
        ActionKind("end_attacks", "BS-8", (), "End the attack step", None, "End the attack step",
                   "Ends the attack step.", when="only the turn player's attack step can be ended this way"),
    ), refusal=spirit_refusal),
    DecisionKind("block", ("BS-8",), "Block the attacking spirit with a refreshed spirit, or take the damage.", (
        ActionKind("block", "BS-8", (Arg("own", "a refreshed spirit of yours"),), "Block with {name} (BP {bp})",
                   _block, "Block with {0}", "Exhausts that spirit to block: the two battle by BP (BS-8).",
                   when="the defender blocks when an attack is declared, not at another moment"),
        ActionKind("no_block", "BS-8", (), "Do not block", None, "Do not block",
                   "Takes the damage: a life per symbol (BS-8).",
                   when="the defender declines to block only when an attack is declared"),
    ), refusal=spirit_refusal),
    DecisionKind("respond", ("BS-28",), "Flash timing: use a Flash effect, or pass.", (
        ActionKind("flash", "BS-28", (HAND, Arg("index", "which effect, from 0")), "Use {name}: {timing} effect "
                   "({pay})", _effect, "Use {0}: Flash effect", "Uses the card's Flash effect, paying its cost "
                   "(BS-28).", when="Flash effects are used in flash timing as 'flash' actions (in a main step as "
                   "'magic')"),
        ActionKind("soul_flash", "BS-28", (HAND, Arg("index", "which effect, from 0")),
                   "Use {name}: {timing} effect as Soul Magic (pay the soul core)", _soul_effect,
                   "Use {0}: Flash effect as Soul Magic",
                   "Uses the Flash effect paying with the soul core alone (BS-28).",
                   when="Flash effects as Soul Magic are used in flash timing as 'soul_flash' actions (in a main "
                   "step as 'soul_magic')"),
        PASS_KIND.but(rule="BS-28", when="passing answers flash timing, and no flash timing is open"),
    ), refusal=flash_refusal, not_here={"play": NOT_FLASH, "magic": NOT_FLASH, "soul_magic": NOT_FLASH}),
), in_play=("field",), wrong_time="{when}; now: {prompt}")
