"""Playing a card, one rule step at a time: 継召 (BS-18), reduction (BS-17), paying core by core (BS-16, BS-19,
Soul Magic), placing cores on a new spirit or nexus (BS-24, BS-27, BS-20), and the card entering play (BS-7).

The order of the steps for a spirit or nexus: `play` → [choose EX cards to exile] → `reduce` (the cost after
reduction) → [choose the cores to pay] → `pay` (they go to the trash; a spirit left below Lv1 vanishes after it,
BS-19) → [choose the cores to place] → `enter`. For magic: the same up to `pay`, then `cast` (interpreter.py).
Soul Magic replaces `reduce` and the choice of cores by `pay` with the soul core alone.
"""
from __future__ import annotations

from functools import cache
from itertools import chain, islice, repeat

from cardgames.core.actions import Action, shared
from cardgames.core.selections import Item, Selection
from cardgames.core.words import PLAYER, Counted, Listed, Phrase, Words

from .cards import LevelFacts
from .state import REFRESHED, SEAT, BattleSpiritsState

NEVER_BELOW = Phrase(" (never more than the printed reduction symbols, never below 0)")  # of a reduced cost
NO_LEVEL = Phrase("no level: below Lv1")


def ex_colours(st: BattleSpiritsState, cards) -> dict[str, int]:
    """EX symbols by colour among `cards` (the EX cards of a trash, or those exiled for 継召)."""
    out: dict[str, int] = {}
    facts = st.cards
    for iid in cards:
        colour = facts[iid].ex_colour
        if colour is not None:
            out[colour] = out.get(colour, 0) + 1
    return out


def split_reduction(card, ex: dict[str, int], field: dict[str, int]) -> tuple[int, int]:
    """BS-17/BS-18: (reduction by 継召, reduction by the field's symbols). 継召 is counted first; per colour the
    reduction is at most the printed reduction symbols of that colour, and a field symbol is used once. (Capped by
    comparisons, not `min`: a builtin call per colour costs more, and this runs for every hand card.)"""
    by_ex = by_field = 0
    for colour, slots in card.reduction_slots:
        from_ex = ex.get(colour, 0)
        if from_ex > slots:
            from_ex = slots
        from_field = field.get(colour, 0)
        if from_field > slots - from_ex:
            from_field = slots - from_ex
        by_ex += from_ex
        by_field += from_field
    return by_ex, by_field


def keishou_candidates(st: BattleSpiritsState, p: int, card) -> list[int]:
    """EX-symbol cards in `p`'s trash whose colour has a reduction symbol the field leaves open (BS-18); none
    without such a symbol (the trash is not read then)."""
    field = st.symbols_on_field(p)
    open_colours = {c for c, slots in card.reduction_slots if field.get(c, 0) < slots}
    if not open_colours:
        return []
    return [i for i in st.seat_zones[p]["trash"] if st.cards[i].ex_colour in open_colours]


def useful_keishou(st: BattleSpiritsState, p: int, card) -> int:
    """How many reduction symbols 継召 can still fill after the field's symbols."""
    field = st.symbols_on_field(p)
    return sum([max(0, slots - field.get(c, 0)) for c, slots in card.reduction_slots])


def reduction(st: BattleSpiritsState, p: int, card, exiled: tuple[int, ...] = ()) -> tuple[int, int]:
    return split_reduction(card, ex_colours(st, exiled), st.symbols_on_field(p))


def cost_after(st: BattleSpiritsState, p: int, card, exiled: tuple[int, ...] = ()) -> int:
    """What is left to pay: never below 0 (BS-17)."""
    return max(0, card.cost - sum(reduction(st, p, card, exiled)))


def cost_with(card, ex: dict[str, int], field: dict[str, int]) -> int:
    """The cost left with EX symbols `ex` exiled and field symbols `field` (both by colour), never below 0."""
    by_ex, by_field = split_reduction(card, ex, field)
    left = card.cost - by_ex - by_field
    return left if left > 0 else 0


def least_cost(st: BattleSpiritsState, p: int, card) -> int:
    """The cost with every EX card of the trash exiled: what legality compares with the cores at hand."""
    return cost_with(card, ex_colours(st, st.seat_zones[p]["trash"]), st.symbols_on_field(p))


def soul_magic_ok(st: BattleSpiritsState, p: int, card) -> bool:
    """Soul Magic (BS-19): the card has it, the soul core is at hand, and its condition holds."""
    sm = card.soul_magic
    return (sm is not None and st.soul_core_place(p) is not None
            and (not sm.needs_spirit or bool(st.spirits(p))))


# ----- steps ----------------------------------------------------------------------------------------------------
def step_play(st: BattleSpiritsState, p: int, iid: int, effect: int, soul: bool) -> None:
    """Start playing `iid` from the hand (`effect`: which magic effect, -1 for a spirit or nexus)."""
    card = st.cards[iid]
    if soul:
        place = st.soul_core_place(p)
        st._emit("BS-19", "play", "{} uses {} as Soul Magic: the soul core pays instead of the cost of {}.", p,
                 PLAYER[p], card.name, card.cost, card=iid, soul_magic=True)
        st._push(("pay", p, iid, effect, (("soul", place),)))
        return
    verb = {"spirit": "summons", "nexus": "deploys", "magic": "uses"}[card.kind]
    st._emit("BS-16", "play", "{} {} {} (cost {}, reduction symbols {}).", p, PLAYER[p], verb, card.name, card.cost,
             len(card.reduction), card=iid)
    candidates = keishou_candidates(st, p, card)
    if not candidates:
        st._push(("reduce", p, iid, effect, ()))
        return
    most = min(len(candidates), useful_keishou(st, p, card))
    least = 0
    while least < most and cost_after(st, p, card, tuple(candidates[:least])) > st.available_cores(p):
        least += 1
    items = tuple([Item(i, Words("exile {} from the trash (継召)", (st.cards[i].name,))) for i in candidates])
    st._push(("select", Selection(p, "BS-18", Words("継召 for {}: exile EX-symbol cards from your trash, each one "
                                                       "reduction symbol of its colour", (card.name,)), items, least,
                                  most, ("reduce", p, iid, effect))))


def step_reduce(st: BattleSpiritsState, p: int, iid: int, effect: int, exiled: tuple[int, ...]) -> None:
    """Exile the 継召 cards chosen, then say the cost after reduction (BS-17, BS-18) and ask for the cores."""
    card = st.cards[iid]
    for ex in exiled:
        st.move(ex, "exile")
    by_ex, by_field = reduction(st, p, card, exiled)
    cost = max(0, card.cost - by_ex - by_field)
    given = Words("継召 exiles {} for {}; field symbols give {}", (Listed(*(st.cards[i].name for i in exiled)), by_ex,
                                                                   by_field)) if exiled else \
        Words("field symbols give {}", (by_field,))
    capped = NEVER_BELOW if card.reduction else ""
    st._emit("BS-18" if exiled else "BS-17", "reduce", "{}: cost {}; {}; {} to pay{}.", p, card.name, card.cost,
             given, cost, capped, card=iid, cost=card.cost, by_keishou=by_ex, by_field=by_field, pay=cost,
             moves=st.take_moves(), tokens=st.cores.take_moves())
    if cost == 0:
        st._push(("pay", p, iid, effect, ()))
        return
    sources = st.core_sources(p)
    if len(sources) == 1 or sum([n for _, _, n in sources]) == cost:  # no choice: every core needed, or one source
        cores = chain.from_iterable(repeat((k, pl), n) for k, pl, n in sources)
        st._push(("pay", p, iid, effect, tuple(islice(cores, cost))))
        return
    items = tuple([Item((kind, place), st.core_label(kind, place), n) for kind, place, n in sources])
    st._push(("select", Selection(p, "BS-16", Words("Pay {} for {}: choose the cores to send to the trash",
                                                       (cost, card.name)), items, cost, cost, ("pay", p, iid, effect))))


def step_pay(st: BattleSpiritsState, p: int, iid: int, effect: int, paid: tuple) -> None:
    """Every core chosen goes to the trash, each one a move of its own in the event (BS-16); a spirit left below
    Lv1 vanishes right after this step (BS-19, the levels check)."""
    trash = SEAT[p]["trash"]
    for kind, place in paid:
        st.move_cores(kind, 1, place, trash)
    card = st.cards[iid]
    if paid:
        # the cores of one place once, counted: "5 cores from the reserve", not the same words five times
        counts: dict[tuple[str, str], int] = {}
        for kind, place in paid:
            counts[kind, place] = counts.get((kind, place), 0) + 1
        st._emit("BS-16", "pay", "{} pays {} for {}: {} to the trash.", p, PLAYER[p], len(paid), card.name,
                 Listed(*[st.core_label(k, pl, n) for (k, pl), n in counts.items()]), card=iid,
                 moves=st.take_moves(), tokens=st.cores.take_moves())
    else:
        st._emit("BS-17", "pay", "{} costs nothing after reduction.", p, card.name, card=iid)
    if card.is_magic:
        st._push(("cast", p, iid, effect))
    else:
        st._push(("place_cores", p, iid))


def step_place_cores(st: BattleSpiritsState, p: int, iid: int) -> None:
    """BS-24/BS-27: put any number of cores from the reserve on the new card, the soul core too if one likes (cores
    on other cards can be moved to the reserve in the main step first); with too few for Lv1 a spirit vanishes as
    soon as it enters (ruling of BS-24)."""
    card = st.cards[iid]
    st.placing = iid
    cores, soul = st.count(p, "reserve"), st.count(p, "reserve", "soul")
    if not cores and not soul:
        st._push(("enter", p, iid, 0, False))
        return
    least = card.levels[0].cores if st.options["summon_needs_lv1"] and cores + soul >= card.levels[0].cores else 0
    actions = [shared("place", (n, with_soul)) for with_soul in ((0, 1) if soul else (0,)) for n in range(cores + 1)
               if n + with_soul >= least]
    st._ask(p, "place", "BS-24", "Place cores from the reserve on {} (Lv1 needs {}; {})", tuple(actions), card.name,
            card.levels[0].cores, level_words(card.levels))


@cache
def level_words(levels: tuple[LevelFacts, ...]) -> Listed:
    """A card's levels as the place prompt lists them ("Lv1 1, Lv2 3"), worded when read: made once per level
    table (immutable), not at every place decision."""
    return Listed(*[Words("Lv{} {}", (lv.level, lv.cores)) for lv in levels])


def place(st: BattleSpiritsState, p: int, action: Action) -> None:
    """The placement decision: the card enters with the cores chosen."""
    n, soul = action.args
    st._push(("enter", p, st.placing, n, bool(soul)))


def step_enter(st: BattleSpiritsState, p: int, iid: int, n: int, soul: bool) -> None:
    """The card enters the field refreshed (BS-7: no summoning sickness) with the cores placed on it."""
    st.move_cores("core", n, SEAT[p]["reserve"], st.core_places[iid])
    if soul:
        st.move_cores("soul", 1, SEAT[p]["reserve"], st.core_places[iid])
    st.move(iid, "field", status=REFRESHED)
    card = st.cards[iid]
    level = st.level(iid)
    rule = "BS-27" if card.is_nexus else "BS-24"
    lv = f"Lv{level}" if level else NO_LEVEL
    soul_text = " and the soul core" if soul else ""
    st._emit(rule, "enter", "{} enters the field refreshed with {}{} from the reserve: {}.", p, card.name,
             Counted(n, "core"), soul_text, lv, card=iid, level=level, moves=st.take_moves(),
             tokens=st.cores.take_moves())
    for index, ab in enumerate(card.abilities):
        if ab.when == "summoned" and st.ability_works(iid, ab):
            st._fire(p, ("ability", p, iid, index))
