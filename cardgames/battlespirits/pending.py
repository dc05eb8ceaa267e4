"""The moment of a decision inside a turn, as plain data and back: the `"pending"` part of a position.

A player decides in the middle of things (a cost half paid, flash timing in a battle, the mulligans), so a position
of such a moment holds what the engine holds: the rule steps still to run, the next first (the first one asks the
pending decision again), the open flash timing windows, the battle, this turn's BP changes and the mulligans taken.
Core writes and reads the steps, the selection under way and the windows (`core.pending`); this module declares
what is Battle Spirits' own: its steps' arguments, its kinds of values, its checks and its cells.

```json
"pending": {"steps": [["select", {"player": 0, "rule": "BS-16", "prompt": "Pay 2 for Haarier: ...",
                                  "items": [[["core", "0.reserve"], "a core from the reserve", 3]], "least": 2,
                                  "most": 2, "then": ["pay", 0, "0.hand.0", -1], "chosen": [0], "secret": false}],
                      ["main_choice", 0], ["attack", 0], ["main", 0, 2], ["end", 0]],
            "windows": [], "battle": null, "boosts": [], "mulligans": [true, true]}
```
A step is its name and its arguments (`SIGNATURES`). A card is named by where it lies in the position (core's
`CardRefs`): `"0.hand.0"`, `"1.field.2"`, `"0.deck.0"` the top card of a deck; core places are `"<seat>.<place>"`
(`"0.reserve"`) or `"card.<card>"` (`"card.0.field.1"`). Until 0.4.0 a card may still be given by its former
number, the position's own numbering (player 1's cards first, each deck from the bottom card up, then the hand, the
trash, the exile and the field), with a `DeprecationWarning`. Every argument is checked (type, range, the card's
owner and kind, the effect it names), and the steps that need a battle or an open window find one, so that bad data
is a `PositionError` naming the field (`Violation.at`).
"""
from __future__ import annotations

from functools import partial
from typing import Annotated, Any, NamedTuple

from cardgames.core.actions import Decision
from cardgames.core.data import WHOLE
from cardgames.core.deprecation import NEXT, former_form
from cardgames.core.errors import PositionError, Violation
from cardgames.core.pending import Bad, CardRefs, Kind, Moment, card_refs, whole
from cardgames.core.schema import BaseModel, ConfigDict, Field
from cardgames.core.words import Counted, Listed, Words

from .rules import RULES
from .state import CORE_PLACES, Battle, BattleSpiritsState

Card = Annotated[int | str, Field(description="a card of this position: `\"0.hand.2\"` (before 0.3.0 also its "
                                              "number in the position)")]

# Each Battle Spirits rule step's arguments by kind (core's steps, `select`, `open_window`, `priority`,
# `resolve_link`, are core's own): every step of `BattleSpiritsGame` (a test checks the list)
SIGNATURES: dict[str, tuple[str, ...]] = {
    "cores_to_void": (), "shuffle": (), "life": ("seat",), "reserve": ("seat",), "draw": ("seat", "rule"),
    "first_player": (), "mulligan_choice": ("seat",), "begin": (), "start": ("seat",), "core": ("seat",),
    "draw_step": ("seat",), "refresh": ("seat",), "main": ("seat", "which"), "main_choice": ("seat",),
    "end": ("seat",), "vanish": ("card",), "play": ("seat", "card", "effect", "bool"),
    "reduce": ("seat", "card", "effect", "cards"), "pay": ("seat", "card", "effect", "cores"),
    "place_cores": ("seat", "card"), "enter": ("seat", "card", "count", "bool"), "cast": ("seat", "card", "effect"),
    "magic_done": ("seat", "card"), "ability": ("seat", "card", "index"),
    "effect": ("seat", "card", "where", "index", "index"),
    "apply_effect": ("seat", "card", "where", "index", "index", "cards"), "drain": ("seat", "card", "count", "source"),
    "attack": ("seat",), "attack_choice": ("seat",), "declare_attack": ("seat", "card"), "block_choice": ("seat",),
    "declare_block": ("seat", "card"), "battle_result": (), "life_damage": ("seat",),
}
# The steps a selection runs with the values chosen as their last argument (`Selection.then`)
THEN_STEPS = ("reduce", "pay", "apply_effect")
# The steps of playing a card, which stays in the hand until it enters the field or goes to the trash
PLAYED_FROM_HAND = ("play", "reduce", "pay", "place_cores", "enter", "cast", "magic_done")
# The steps that ask a decision (one of them asks the pending one, so it comes first), and the steps the engine runs
# as soon as they are queued, which therefore never wait behind a decision (they read the cores as they are then)
DECIDING = ("mulligan_choice", "main_choice", "select", "place_cores", "attack_choice", "block_choice", "priority",
            "drain")
AT_ONCE = ("play", "reduce", "pay", "place_cores", "enter", "cast", "select", "apply_effect", "drain", "priority")
NEEDS_BATTLE = ("block_choice", "declare_block", "battle_result", "life_damage")
NEEDS_WINDOW = ("priority", "resolve_link")


class BattleData(BaseModel):
    model_config = ConfigDict(extra="forbid")
    attacker: Card
    blocker: Card | Annotated[int, Field(ge=-1, le=-1)] = -1


class Pending(BaseModel):
    """What is under way at the decision (see the module docstring)."""

    model_config = ConfigDict(extra="forbid")
    steps: Annotated[list[Annotated[list[Any], Field(min_length=1, max_length=8)]], Field(min_length=1,
                                                                                         max_length=200)]
    windows: Annotated[list[dict[str, Any]], Field(max_length=4)] = Field(
        default_factory=list, description="the open flash timing windows (`core.windows`): each flash effect "
        "resolves at once (`chain` false), so a window holds no link")
    battle: BattleData | None = None
    boosts: Annotated[list[tuple[Card, Annotated[int, WHOLE]]], Field(max_length=100)] = Field(default_factory=list)
    mulligans: tuple[bool, bool] = (True, True)


class Facts(NamedTuple):
    """What the steps of a position are checked against: its card models by the ids a game built from it gives
    them, each one's seat and zone, the cores by (kind, place) of the places a cost is paid from, and each card's
    name in the position (`refs`)."""

    cards: list
    owner: list[int]
    zones: list[str]
    cores: dict[tuple[str, str], int]
    refs: CardRefs


def _read_card(v: Any, m: BattleSpiritsMoment, at: tuple) -> int:
    if type(v) is int:  # the former numbering, read until 0.4.0
        if not 0 <= v < len(m.refs.refs):
            raise Bad(at, "{!r:.40} names no card of this position", v)
        m.former = True
        return v
    return m.refs.card(v, at)


def _read_source(v: Any, m: BattleSpiritsMoment, at: tuple) -> int:
    """The card whose effect a step carries out; before 0.3.0 a drain step held its name instead (read until 0.4.0:
    the first card of the position with that name, whose name is all the step's words show)."""
    if isinstance(v, str) and v not in m.refs.cards:
        named = next((iid for iid, card in enumerate(m.cards) if card.name == v), None)
        if named is not None:
            m.named = True
            return named
    return _read_card(v, m, at)


def _read_cards(v: Any, m: BattleSpiritsMoment, at: tuple) -> tuple[int, ...]:
    if not isinstance(v, list) or len(v) > 500:
        raise Bad(at, "a list of cards is expected here (at most 500)")
    return tuple(_read_card(x, m, (*at, i)) for i, x in enumerate(v))


def _read_core(v: Any, m: BattleSpiritsMoment, at: tuple) -> tuple[str, str]:
    """A core: ["core" or "soul", a place]: a seat's core place, or a card (`card.<card>`)."""
    if isinstance(v, list) and len(v) == 2 and v[0] in ("core", "soul") and isinstance(v[1], str):
        seat, _, name = v[1].partition(".")
        if seat in ("0", "1") and name in CORE_PLACES:
            return (v[0], v[1])
        if seat == "card":
            try:
                card = _read_card(int(name) if name.isdigit() and len(name) < 5 else name, m, at)
            except Bad:
                pass
            else:
                return (v[0], f"card.{card}")
    raise Bad(at, "{!r:.40} is not a core: [\"core\" or \"soul\", a place such as \"0.reserve\" or "
              "\"card.0.field.0\"]", v)


def _read_cores(v: Any, m: BattleSpiritsMoment, at: tuple) -> tuple[tuple[str, str], ...]:
    if not isinstance(v, list) or len(v) > 500:
        raise Bad(at, "a list of cores is expected here (at most 500)")
    return tuple(_read_core(x, m, (*at, i)) for i, x in enumerate(v))


def _read_word(v: Any, m: Moment, at: tuple) -> str:
    if v not in ("magic", "ability"):
        raise Bad(at, "{!r:.40} is not a where here (magic or ability)", v)
    return v


KINDS = {
    "card": Kind(lambda card, m: m.refs.ref(card), _read_card),
    "source": Kind(lambda card, m: m.refs.ref(card), _read_source),
    "cards": Kind(lambda cards, m: [m.refs.ref(c) for c in cards], _read_cards),
    "core": Kind(lambda core, m: [core[0], m.write("place", core[1])], _read_core),
    "cores": Kind(lambda cores, m: [[k, m.write("place", place)] for k, place in cores], _read_cores),
    "which": whole(1, 2, "a main step's number"), "effect": whole(-1, 9, "an effect's index"),
    "index": whole(0, 9, "an index"), "count": whole(0, 500, "a count"), "where": Kind(lambda v, m: v, _read_word),
}


class BattleSpiritsMoment(Moment):
    """Core's moment with Battle Spirits' steps, kinds and checks, for the cards of one position (`Facts`)."""

    def __init__(self, facts: Facts):
        super().__init__(facts.refs, (r.id for r in RULES), SIGNATURES, KINDS, self._fits, THEN_STEPS)
        self.cards, self.owner, self.zones, self.cores = facts.cards, facts.owner, facts.zones, facts.cores
        self.former = False  # a card was named by its former number
        self.named = False  # a drain step's source was given by its card's name (before 0.3.0)

    def paid_from(self, p: int, cores: list[tuple[tuple[str, str], int]], at: tuple) -> None:
        """Cores (each (kind, place) with how many) that player `p` may pay: from their reserve or their own cards,
        at most as many as are there."""
        wanted: dict[tuple[str, str], int] = {}
        for core, n in cores:
            wanted[core] = wanted.get(core, 0) + n
        for (kind, place), n in wanted.items():
            own = place == f"{p}.reserve" or place.startswith("card.") and self.owner[int(place[5:])] == p \
                and self.zones[int(place[5:])] == "field"
            if not own:
                raise Bad(at, "player {} cannot pay {} ({}) from {}: it holds none of theirs", p + 1,
                          Counted(n, "core"), kind, place)
            if n > self.cores.get((kind, place), 0):
                raise Bad(at, "player {} cannot pay {} ({}) from {}: it holds {}", p + 1, Counted(n, "core"), kind,
                          place, self.cores.get((kind, place), 0))

    def in_trash(self, p: int, ids: list[int], at: tuple) -> None:
        """Cards for 継召, which come from player `p`'s trash (BS-18)."""
        for iid in ids:
            if self.owner[iid] != p or self.zones[iid] != "trash":
                raise Bad(at, "card {} is not in player {}'s trash (継召 exiles cards from there)", iid, p + 1)

    def _fits(self, step: tuple, at: tuple, chosen_later: bool) -> None:
        """The card a step names is of the right seat and kind, and the effect or ability it names exists; a
        selection goes on with a step of its chooser that takes the values chosen."""
        name, args = step[0], step[1:]
        if name == "select":
            self._fits_selection(args[0], (*at, 1))
            return
        kinds = self.signatures[name]
        if len(kinds) < 2 or kinds[1] != "card":
            return
        p, iid = args[0], args[1]
        card = self.cards[iid]
        if name == "drain":
            if self.owner[iid] == p or not card.is_spirit:
                raise Bad((*at, 2), "card {} is not a spirit of player {}'s (a drain targets the opponent's)",
                          iid, 1 - p + 1)
            return
        if self.owner[iid] != p:
            raise Bad((*at, 2), "card {} is not player {}'s", iid, p + 1)
        zone = "hand" if name in PLAYED_FROM_HAND else "field" if name in ("declare_attack", "declare_block") else ""
        if zone and self.zones[iid] != zone:
            raise Bad((*at, 2), "card {} ({}) is in the {}: {} needs a card in the {}", iid, card.name,
                      self.zones[iid], name, zone)
        if name in ("play", "reduce", "pay", "cast") and len(args) > 2:
            ok = 0 <= args[2] < len(card.effects) if card.is_magic else args[2] == -1 and name != "cast"
            if not ok:
                raise Bad((*at, 3), "{} has no effect {} (magic: its index; else -1)", card.name, args[2])
        if name in ("place_cores", "enter") and card.is_magic or name in ("declare_attack", "declare_block") \
                and not card.is_spirit:
            raise Bad((*at, 2), "{} is a {}: {} needs a spirit" if name.startswith("declare") else
                      "{} is a {}: {} needs a spirit or nexus", card.name, card.kind, name)
        if name == "pay" and len(args) > 3:
            self.paid_from(p, [(core, 1) for core in args[3]], (*at, 4))
        if name == "reduce" and len(args) > 3:
            self.in_trash(p, args[3], (*at, 4))
        if name == "enter" and (args[2] > self.cores[("core", f"{p}.reserve")] or
                                args[3] and not self.cores[("soul", f"{p}.reserve")]):
            raise Bad((*at, 3), "player {}'s reserve does not hold the cores placed", p + 1)
        if name == "ability" and (card.is_magic or args[2] >= len(card.abilities)):
            raise Bad((*at, 3), "{} has no ability {}", card.name, args[2])
        if name in ("effect", "apply_effect") and len(args) > 4:
            listed = card.effects if args[2] == "magic" and card.is_magic else (
                card.abilities if args[2] == "ability" and not card.is_magic else [])
            if args[3] >= len(listed) or args[4] >= len(listed[args[3]].effects):
                raise Bad((*at, 4), "{} has no {} {} with an effect {}", card.name, args[2], args[3], args[4])

    def _fits_selection(self, sel: Any, at: tuple) -> None:
        then = sel.then
        if then[1] != sel.player:
            raise Bad((*at, "player"), "player {} chooses for a step of player {}'s", sel.player + 1, then[1] + 1)
        if then[0] == "pay":
            self.paid_from(then[1], [(i.value, i.count) for i in sel.items], (*at, "items"))
        elif then[0] == "reduce":
            self.in_trash(then[1], [i.value for i in sel.items], (*at, "items"))


# ----- writing ------------------------------------------------------------------------------------------------
def resume_step(st: BattleSpiritsState, d: Decision) -> tuple:
    """The step that asks decision `d`, the pending one, again (it changes nothing before asking)."""
    if d.kind == "pick":
        return ("select", st.selection)
    if d.kind == "place":
        return ("place_cores", d.player, st.placing)
    if d.kind == "respond":
        return ("priority",)
    if d.kind == "soul_choice":
        target, amount, source = st.draining
        return ("drain", 1 - d.player, target, amount, source)
    return ({"main": "main_choice", "mulligan": "mulligan_choice", "attack": "attack_choice",
             "block": "block_choice"}[d.kind], d.player)


def moment(st: BattleSpiritsState) -> BattleSpiritsMoment:
    """The writer and reader of a Battle Spirits moment on the board of `st` (the ruleset's `moment`)."""
    cards, owner, zones, cores = list(st.cards), [0] * len(st.cards), [""] * len(st.cards), {}
    for iid in range(len(cards)):
        seat, _, zone = st.places.where(iid).partition(".")
        owner[iid], zones[iid] = int(seat), zone
    for kind, places in st.cores.by_kind().items():
        cores.update({(kind, place): n for place, n in places.items()})
    return BattleSpiritsMoment(Facts(cards, owner, zones, cores, card_refs(st)))


def write_pending(game: Any) -> dict:
    """The pending part of `game` at its decision."""
    st: BattleSpiritsState = game.state
    m = moment(st)
    battle = st.battle
    try:
        return {"steps": [m.write_step(s) for s in (resume_step(st, game.decision), *game.pending_steps())],
                "windows": m.write_parts(st).get("windows", []),
                "battle": None if battle is None else {
                    "attacker": m.refs.ref(battle.attacker),
                    "blocker": m.refs.ref(battle.blocker) if battle.blocker >= 0 else -1},
                "boosts": [[m.refs.ref(card), amount] for card, amount in st.boosts],
                "mulligans": [seat.mulligan_decided for seat in st.seats]}
    except Bad as bad:
        raise PositionError([bad.violation()]) from None


# ----- reading ------------------------------------------------------------------------------------------------
def read_pending(data: Pending, facts: Facts, state: object) -> tuple[dict, list[Violation]]:
    """The engine's values of `data` (steps, windows, battle, boosts, mulligans) for a position of `facts`, and every
    problem found, each naming its field (`Violation.at`); `state` is the state the position builds (its class says
    which primitives it is made of)."""
    m = BattleSpiritsMoment(facts)
    cards = facts.cards
    problems: list[Violation] = []
    read = partial(m.noted, problems)
    steps = [read("step", s, ("pending", "steps", i)) for i, s in enumerate(data.steps)]
    # a window of a former position has no `chain`: Battle Spirits' flash timing has none
    windows = [{"chain": False, **w} for w in data.windows]
    windows = m.read_parts({"windows": windows}, state, problems).get("windows", ())
    battle = None
    if data.battle is not None:
        b = data.battle
        attacker = read("card", b.attacker, ("pending", "battle", "attacker"))
        blocker = -1 if b.blocker == -1 else read("card", b.blocker, ("pending", "battle", "blocker"))
        for field, iid in (("attacker", attacker), ("blocker", blocker)):
            if iid is not None and (iid >= 0 or field == "attacker") and not cards[iid].is_spirit:
                problems.append(Violation("position", "{card} is not a spirit of this position", card=iid,
                                          at=("pending", "battle", field)))
        battle = Battle(attacker, blocker)
    boosts = []
    for i, (card, amount) in enumerate(data.boosts):
        iid = read("card", card, ("pending", "boosts", i, 0))
        if not -100_000 <= amount <= 100_000:
            problems.append(Violation("position", "a BP change is at most ±100000", at=("pending", "boosts", i, 1)))
        boosts.append((iid, amount))
    if m.former:
        former_form("a card of a position's `pending` given by its number is now named by where it lies "
                    "(\"0.hand.2\"; read by number {until})", since=NEXT, stacklevel=5)
    if m.named:
        former_form("a drain step's source given by its card's name is now the card, named by where it lies "
                    "(\"0.field.1\"; read by name {until})", since=NEXT, stacklevel=5)
    if not problems:
        problems += _order_problems(steps, battle, windows)
    return {"steps": steps, "windows": windows, "battle": battle, "boosts": tuple(boosts),
            "mulligans": tuple(data.mulligans)}, problems


def _order_problems(steps: list[tuple], battle: Battle | None, windows: tuple) -> list[Violation]:
    """The first step asks a decision and no later one is a step run at once; the steps that read the battle or the
    innermost window find one, set before them or by an earlier step."""
    def at(i: int) -> tuple:
        return ("pending", "steps", i)

    if steps[0][0] not in DECIDING:
        return [Violation("position", "the first step asks the pending decision ({deciding}), not {step}",
                          deciding=Listed(*DECIDING), step=steps[0][0], at=at(0))]
    late = next((i for i, step in enumerate(steps) if i and step[0] in AT_ONCE), None)
    if late is not None:
        return [Violation("position", "{step} runs as soon as it is queued: it comes only first, never after a "
                          "decision", step=steps[late][0], at=at(late))]
    # a window's `resolve_link` waits for the flash effect resolving in it: one at most per window, and none in a
    # window asking for responses (`priority` first)
    waiting = [i for i, step in enumerate(steps) if step[0] == "resolve_link"]
    if waiting and len(waiting) > len(windows) - (steps[0][0] == "priority"):
        return [Violation("position", "resolve_link waits for a flash effect resolving in an open window: at most "
                          "one per window in pending.windows, none in a window asking for responses",
                          at=at(waiting[-1]))]
    attacking, blocked, open_windows = battle is not None, battle is not None and battle.blocker >= 0, len(windows)
    for i, (name, *_) in enumerate(steps):
        if name in NEEDS_BATTLE and not attacking or name == "battle_result" and not blocked:
            need = Words("a blocker") if attacking else Words("an attacker")
            return [Violation("position", "{step} needs a battle ({need}), in pending.battle or from an earlier step",
                              step=name, need=need, at=at(i))]
        if name in NEEDS_WINDOW and not open_windows:
            return [Violation("position", "{step} needs an open flash timing window (pending.windows)", step=name,
                              at=at(i))]
        attacking = (attacking or name == "declare_attack") and name not in ("attack_choice", "end")
        blocked = (blocked or name == "declare_block") and attacking
        open_windows += name == "open_window"
    return []
