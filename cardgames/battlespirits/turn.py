"""Set-up (BS-9, BS-4) and the turn (BS-10) as rule steps, each one `step()`.

Set-up: `cores_to_void` → `shuffle` → `life` ×2 → `reserve` ×2 → `draw` ×8 → `first_player` → `mulligan` ×2.
A turn: `start` (deck-out, BS-1) → `core` (+1 from the void, BS-12; none on the first player's turn 1, BS-5) →
`draw` → `refresh` (cards upright, heavily exhausted ones only to exhausted, trash cores to the reserve) → `main`
→ `attack` (battle.py; none on turn 1 for the first player) → `main` (the 2nd main step, BS-10 ruling) → `end`.
The main steps ask the `main` decision until the player ends the step; the checks after every step (the state's
`check_life` and `check_levels`) end the game at 0 life and make a card below Lv1 vanish (`vanish`, BS-22).
"""
from __future__ import annotations

from cardgames.core.actions import Action
from cardgames.core.words import PLAYER, Counted, Phrase

from .cards import level_from
from .legality import main_actions
from .state import EXHAUSTED, HAND, HEAVY, LIFE, REFRESHED, RESERVE, SEAT, STEP_NAMES, VOID_CORES, BattleSpiritsState

# The main-step prompt by seat and step (the 1st, the 2nd), made once: it is asked at every main-step decision
MAIN_PROMPTS = tuple(tuple(Phrase("{}'s {}: play a card, move cores, or end the step.", PLAYER[p], step)
                           for step in ("main step", "2nd main step")) for p in (0, 1))

KEEP = Action("keep")
MULLIGAN = Action("mulligan")


# ----- set-up (BS-9) -------------------------------------------------------------------------------------------
def create_cores(st: BattleSpiritsState) -> None:
    """The equipment (BS-3): each player's cores in the void, the soul core set aside until set-up."""
    for p in (0, 1):
        st.cores.put("core", f"{p}.void", VOID_CORES)
        st.cores.put("soul", f"{p}.aside", 1)


def step_cores_to_void(st: BattleSpiritsState) -> None:
    st._emit("BS-9", "setup", "Set-up: every core of each player is in their void (it holds as many as needed); the "
             "soul cores are set aside.", None)
    st._push(("shuffle",), ("life", 0), ("life", 1), ("reserve", 0), ("reserve", 1),
             *[("draw", p, "BS-4") for p in (0, 1) for _ in range(HAND)], ("first_player",))


def step_shuffle(st: BattleSpiritsState) -> None:
    for p in (0, 1):
        st.shuffle(p, "deck")
    st._emit("BS-9", "shuffle", "Both decks are shuffled.", None)


def step_life(st: BattleSpiritsState, p: int) -> None:
    st.move_cores("core", LIFE, f"{p}.void", f"{p}.life")
    st._emit("BS-4", "life", "{}: {} cores from the void to life.", p, PLAYER[p], LIFE,
             moves=st.take_moves(), tokens=st.cores.take_moves())


def step_reserve(st: BattleSpiritsState, p: int) -> None:
    st.move_cores("core", RESERVE, f"{p}.void", f"{p}.reserve")
    st.move_cores("soul", 1, f"{p}.aside", f"{p}.reserve")
    st._emit("BS-4", "reserve", "{}: {} cores from the void and the soul core to the reserve ({} in all).", p,
             PLAYER[p],
             RESERVE, RESERVE + 1, moves=st.take_moves(), tokens=st.cores.take_moves())


def step_draw(st: BattleSpiritsState, p: int, rule: str) -> None:
    deck = st.seat_zones[p]["deck"]
    if not deck:
        st._emit("BS-1", "draw", "{}'s deck is empty: no card is drawn (not a loss by itself).", p, PLAYER[p])
        return
    iid = deck[-1]
    st.move(iid, "hand")
    left = len(deck)
    st._emit(rule, "draw", "{} draws {} ({} left in the deck).", p, PLAYER[p], st.cards[iid].name, left, card=iid,
             public="{0} draws a card ({2} left in the deck).",
             moves=st.take_moves(), tokens=st.cores.take_moves())


def step_first_player(st: BattleSpiritsState) -> None:
    """BS-9: a coin toss says who goes first, unless the option `first_player` names a seat."""
    fixed = st.options["first_player"]
    if fixed in (0, 1):
        st.first = fixed
        st._emit("BS-9", "first", "{} goes first (option first_player).", fixed, PLAYER[fixed])
    else:
        st.first = st._rng.randrange(2)
        st._emit("BS-9", "first", "{} goes first (a coin toss).", st.first, PLAYER[st.first])
    st._push(("mulligan_choice", st.first), ("mulligan_choice", 1 - st.first), ("begin",))


def step_mulligan_choice(st: BattleSpiritsState, p: int) -> None:
    st._ask(p, "mulligan", "BS-4", "{}: keep this hand, or mulligan once?", (KEEP, MULLIGAN), PLAYER[p])


def mulligan(st: BattleSpiritsState, p: int, take: bool) -> None:
    """The mulligan decision (BS-4): the whole hand back into the deck, shuffled, then 4 new cards."""
    st.seats[p].mulligan_decided = True
    if not take:
        st._emit("BS-4", "keep", "{} keeps the hand.", p, PLAYER[p])
        return
    for iid in list(st.seat_zones[p]["hand"]):
        st.move(iid, "deck")
    st.shuffle(p, "deck")
    st._emit("BS-4", "mulligan", "{} takes a mulligan: the hand goes back and the deck is shuffled.", p, PLAYER[p],
             moves=st.take_moves(), tokens=st.cores.take_moves())
    st._push(*[("draw", p, "BS-4")] * HAND)


def step_begin(st: BattleSpiritsState) -> None:
    st.started = True
    st._emit("BS-9", "begin", "Set-up is over: the game begins.", None)
    st._push(("start", st.first))


# ----- the turn (BS-10) ----------------------------------------------------------------------------------------
def step_start(st: BattleSpiritsState, p: int) -> None:
    st.turn += 1
    st.tp = p
    st.step_name = "start"
    if not st.seat_zones[p]["deck"]:
        st._emit("BS-10", "turn", "Turn {}: {}'s start step.", p, st.turn, PLAYER[p], turn=st.turn)
        st._finish(1 - p, Phrase("{}'s deck is empty at their start step", PLAYER[p]), "BS-1")
        return
    st._emit("BS-10", "turn", "Turn {}: {}'s start step ({} left in the deck: play goes on).", p, st.turn, PLAYER[p],
             len(st.seat_zones[p]["deck"]), turn=st.turn)
    st._push(("core", p), ("draw_step", p), ("refresh", p), ("main", p, 1), ("attack", p), ("main", p, 2),
             ("end", p))


def step_core(st: BattleSpiritsState, p: int) -> None:
    st.step_name = "core"
    if st.is_first_turn(p):
        st._emit("BS-5", "skip", "{} goes first: no core step on turn 1.", p, PLAYER[p])
        return
    st.move_cores("core", 1, SEAT[p]["void"], SEAT[p]["reserve"])
    st._emit("BS-12", "core_step", "Core step: 1 core from the void to {}'s reserve (now {}).", p, PLAYER[p],
             st.count(p, "reserve") + st.count(p, "reserve", "soul"), moves=st.take_moves(),
             tokens=st.cores.take_moves())


def step_draw_step(st: BattleSpiritsState, p: int) -> None:
    st.step_name = "draw"
    step_draw(st, p, "BS-5" if st.is_first_turn(p) else "BS-10")


def step_refresh(st: BattleSpiritsState, p: int) -> None:
    """BS-6/BS-12: exhausted cards stand up, heavily exhausted ones only become exhausted; trash cores return."""
    st.step_name = "refresh"
    places = st.places
    turned = []
    sideways = 0
    for iid in st.fields[p]:
        if places.angle[iid] == EXHAUSTED:
            places.turn_to(iid, REFRESHED)
            turned.append([iid, REFRESHED])
        elif places.angle[iid] == HEAVY:
            places.turn_to(iid, EXHAUSTED)
            turned.append([iid, EXHAUSTED])
            sideways += 1
    cores, trash, reserve = st.cores, SEAT[p]["trash"], SEAT[p]["reserve"]
    n = cores.move("core", cores.count("core", trash), trash, reserve) + \
        cores.move("soul", cores.count("soul", trash), trash, reserve)
    if sideways:
        text, values = ("Refresh step: {} turned upright and {} heavily exhausted only sideways; {} from the trash "
                        "to the reserve.", (Counted(len(turned) - sideways, "card"), sideways, Counted(n, "core")))
    else:
        text, values = ("Refresh step: {} turned upright (a heavily exhausted one only to exhausted); {} from the "
                        "trash to the reserve.", (Counted(len(turned), "card"), Counted(n, "core")))
    st._emit("BS-12", "refresh", text, p, *values, turned=turned, moves=st.take_moves(),
             tokens=st.cores.take_moves())


def step_main(st: BattleSpiritsState, p: int, which: int) -> None:
    if which == 2 and st.is_first_turn(p):
        st._emit("BS-5", "skip", "{} goes first: no 2nd main step on turn 1.", p, PLAYER[p])
        return
    st.step_name = "main" if which == 1 else "main2"
    if which == 1:
        st._emit("BS-10", "step", "{}'s {}.", p, PLAYER[p], STEP_NAMES[st.step_name], step=st.step_name)
    else:
        st._emit("BS-28", "step", "{}'s {} (a main step like the first: magic Main effects and core moves allowed).", p,
                 PLAYER[p], STEP_NAMES[st.step_name], step=st.step_name)
    st._push(("main_choice", p))


def step_main_choice(st: BattleSpiritsState, p: int) -> None:
    """The main-step decision of `p` (BS-21), asked again after each action until the step ends (`decisions.py`),
    with the actions `legality.py` lists."""
    st._ask(p, "main", "BS-21", MAIN_PROMPTS[p][st.step_name == "main2"], main_actions(st, p))


def step_end(st: BattleSpiritsState, p: int) -> None:
    st.step_name = "end"
    st.battle = None
    ended = len(st.boosts)
    st.boosts = ()
    st._emit("BS-7", "end", "{}'s end step: {} ended; cores stay where they are.",
             p, PLAYER[p], Counted(ended, "'this turn' effect"))
    st._push(("start", 1 - p))


# ----- core moves in the main steps (BS-21) -------------------------------------------------------------------
def move_core(st: BattleSpiritsState, p: int, iid: int, kind: str, onto: bool) -> None:
    card, reserve = st.cards[iid], SEAT[p]["reserve"]
    src, dst = (reserve, st.core_places[iid]) if onto else (st.core_places[iid], reserve)
    n, soul = st.cores_on(iid)
    table, top, _ = card.level_facts
    before = level_from(table, top, n, soul)
    st.move_cores(kind, 1, src, dst)
    # an ordinary core changes the count by one and leaves the soul core where it was; the soul core: count again
    after = level_from(table, top, n + 1 if onto else n - 1, soul) if kind == "core" else st.level(iid)
    what = "the soul core" if kind == "soul" else "a core"
    levels = (f"Lv{before}", _level_name(after)) if before != after else (_level_name(after),)
    rule = "BS-23" if kind == "soul" and card.shinkaiho and onto and after != before else "BS-21"
    st._emit(rule, "core_move", MOVE_TEXT[2 * (not onto) + (before == after)], p, PLAYER[p], what, card.name, *levels,
             card=iid, level=after, moves=st.take_moves(), tokens=st.cores.take_moves())


# A core move's sentence: onto the card or off it, the level changed or not
MOVE_TEXT = ("{} moves {} from the reserve onto {}: {} → {}.", "{} moves {} from the reserve onto {}: still {}.",
             "{} moves {} from {} to the reserve: {} → {}.", "{} moves {} from {} to the reserve: still {}.")


def _level_name(level: int) -> str:
    return f"Lv{level}" if level else "no level"


# ----- a card below Lv1 (queued by the state's checks, `BattleSpiritsState._c_cores`) --------------------------
def step_vanish(st: BattleSpiritsState, iid: int) -> None:
    if not st.on_field(iid) or st.level(iid) > 0:
        return
    p = st.owner[iid]
    n = st.clear_card_cores(iid, p)
    st.move(iid, "trash")
    st._emit("BS-22", "vanish", "{} has too few cores for Lv1: it vanishes (not destroyed); {} to the reserve, "
             "the card to the trash.", p, st.cards[iid].name, Counted(n, "core"), card=iid, moves=st.take_moves(),
             tokens=st.cores.take_moves())
