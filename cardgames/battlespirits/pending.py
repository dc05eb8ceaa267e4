"""The moment of a decision inside a turn, as plain data and back: the `"pending"` part of a position.

A player decides in the middle of things (a cost half paid, flash timing in a battle, the mulligans), so a position
of such a moment holds what the engine holds: the rule steps still to run, the next first (the first one asks the
pending decision again), the open flash timing windows, the battle, this turn's BP changes and the mulligans taken.

```json
"pending": {"steps": [["select", {"player": 0, "rule": "BS-16", "prompt": "Pay 2 for Haarier: ...",
                                  "items": [[["core", "0.reserve"], "a core from the reserve", 3]], "least": 2,
                                  "most": 2, "then": ["pay", 0, 9, -1], "chosen": [0], "secret": false}],
                      ["main_choice", 0], ["attack", 0], ["main", 0, 2], ["end", 0]],
            "windows": [], "battle": null, "boosts": [], "mulligans": [true, true]}
```
A step is its name and its arguments (`SIGNATURES`). Card ids are the position's own numbering, the ids a game
built from it gives its cards: player 1's cards first, each player's deck from the bottom card up, then the hand,
the trash, the exile and the field, in the position's order. Core places are `"<seat>.<place>"` (`"0.reserve"`)
or `"card.<id>"`. Every argument is checked (type, range, the card's owner and kind, the effect it names), and
the steps that need a battle or an open window find one, so that bad data is a `PositionError` naming the field.
"""
from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Annotated, Any, Literal, NamedTuple

from cardgames.core.actions import Decision
from cardgames.core.data import WHOLE
from cardgames.core.errors import Violation
from cardgames.core.schema import BaseModel, ConfigDict, Field
from cardgames.core.selections import Item, Selection
from cardgames.core.windows import Window
from cardgames.core.words import counted

from .rules import RULES
from .state import CORE_PLACES, Battle, BattleSpiritsState

Seat = Annotated[Literal[0, 1], WHOLE]
Text = Annotated[str, Field(max_length=300)]
Step = Annotated[list[Any], Field(min_length=1, max_length=8)]

# Each rule step's arguments by kind (see `_read`): every step of `BattleSpiritsGame` (a test checks the list)
SIGNATURES: dict[str, tuple[str, ...]] = {
    "cores_to_void": (), "shuffle": (), "life": ("seat",), "reserve": ("seat",), "draw": ("seat", "rule"),
    "first_player": (), "mulligan_choice": ("seat",), "begin": (), "start": ("seat",), "core": ("seat",),
    "draw_step": ("seat",), "refresh": ("seat",), "main": ("seat", "which"), "main_choice": ("seat",),
    "end": ("seat",), "vanish": ("card",), "play": ("seat", "card", "effect", "bool"),
    "reduce": ("seat", "card", "effect", "cards"), "pay": ("seat", "card", "effect", "cores"),
    "place_cores": ("seat", "card"), "enter": ("seat", "card", "count", "bool"), "cast": ("seat", "card", "effect"),
    "magic_done": ("seat", "card"), "ability": ("seat", "card", "index"),
    "effect": ("seat", "card", "where", "index", "index"),
    "apply_effect": ("seat", "card", "where", "index", "index", "cards"), "drain": ("seat", "card", "count", "text"),
    "attack": ("seat",), "attack_choice": ("seat",), "declare_attack": ("seat", "card"), "block_choice": ("seat",),
    "declare_block": ("seat", "card"), "battle_result": (), "life_damage": ("seat",), "select": ("selection",),
    "open_window": ("text", "rule", "seat", "bool"), "priority": (), "resolve_link": (),
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


class WindowData(BaseModel):
    """An open flash timing window (`core.windows.Window`). Its chain is always empty at a decision: each flash
    effect resolves at once (`chain` False), so a window holds no link and none is written."""

    model_config = ConfigDict(extra="forbid")
    name: Text
    rule: Text
    first: Seat
    to_act: Seat
    passes: Annotated[int, Field(ge=0, le=2)] = 0
    closes_after: Annotated[int, Field(ge=1, le=2)] = 2
    starter: Annotated[Literal[-1, 0, 1], WHOLE] = -1
    reopens: bool = True


class BattleData(BaseModel):
    model_config = ConfigDict(extra="forbid")
    attacker: Annotated[int, Field(ge=0, le=2000)]
    blocker: Annotated[int, Field(ge=-1, le=2000)] = -1


class Pending(BaseModel):
    """What is under way at the decision (see the module docstring)."""

    model_config = ConfigDict(extra="forbid")
    steps: Annotated[list[Step], Field(min_length=1, max_length=200)]
    windows: Annotated[list[WindowData], Field(max_length=4)] = Field(default_factory=list)
    battle: BattleData | None = None
    boosts: Annotated[list[Annotated[list[int], Field(min_length=2, max_length=2)]], Field(max_length=100)] = \
        Field(default_factory=list)
    mulligans: tuple[bool, bool] = (True, True)


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


def write_pending(game: Any, ids: dict[int, int]) -> dict:
    """The pending part of `game` at its decision, card ids renumbered by `ids` (old id -> the position's id)."""
    st: BattleSpiritsState = game.state
    steps = [resume_step(st, game.decision), *game.pending_steps()]
    battle = st.battle
    return {"steps": [_write_step(s, ids) for s in steps],
            "windows": [{"name": w.name, "rule": w.rule, "first": w.first, "to_act": w.to_act, "passes": w.passes,
                         "closes_after": w.closes_after, "starter": w.starter, "reopens": w.reopens}
                        for w in st.windows],
            "battle": None if battle is None else {"attacker": ids[battle.attacker],
                                                   "blocker": ids.get(battle.blocker, -1)},
            "boosts": [[ids[card], amount] for card, amount in st.boosts], "mulligans": list(st.mulligans)}


def _write_step(step: tuple, ids: dict[int, int]) -> list:
    name, *args = step
    return [name, *[_write(value, kind, ids) for value, kind in zip(args, SIGNATURES[name], strict=False)]]


def _write(value: Any, kind: str, ids: dict[int, int]) -> Any:
    if kind == "card":
        return ids[value]
    if kind == "cards":
        return [ids[v] for v in value]
    if kind == "cores":
        return [[k, _write_place(place, ids)] for k, place in value]
    if kind == "selection":
        item_kind = _item_kind(value.then[0])
        return {"player": value.player, "rule": value.rule, "prompt": value.prompt,
                "items": [[_write(i.value, item_kind, ids), i.label, i.count] for i in value.items],
                "least": value.least, "most": value.most, "then": _write_step(value.then, ids),
                "chosen": list(value.chosen), "secret": value.secret}
    if kind == "core":
        return [value[0], _write_place(value[1], ids)]
    return value


def _write_place(place: str, ids: dict[int, int]) -> str:
    return f"card.{ids[int(place[5:])]}" if place.startswith("card.") else place


def _item_kind(then: str) -> str:
    """What a selection's items are: cores (a payment) or cards (継召, a target)."""
    return "core" if then == "pay" else "card"


# ----- reading ------------------------------------------------------------------------------------------------
class _Bad(Exception):
    """A wrong value at `where` (a field path): one problem of the position."""

    def __init__(self, where: str, message: str):
        super().__init__(message)
        self.where, self.message = where, message


class Facts(NamedTuple):
    """What the steps of a position are checked against: its card models by the position's ids, each one's seat and
    zone, and the cores by (kind, place) of the places a cost is paid from."""

    cards: list
    owner: list[int]
    zones: list[str]
    cores: dict[tuple[str, str], int]


class _Reader:
    """Turns checked plain data into the engine's values for a position of the given `Facts`."""

    def __init__(self, facts: Facts):
        self.cards, self.owner, self.zones, self.cores = facts

    def step(self, data: Any, where: str, then: bool = False) -> tuple:
        if not isinstance(data, list) or not data:
            raise _Bad(where, "a step is expected here: [name, arguments...]")
        name = data[0]
        if not isinstance(name, str) or name not in SIGNATURES:
            raise _Bad(f"{where}.0", f"{name!r} is not a rule step of Battle Spirits")
        kinds = SIGNATURES[name]
        if then:  # a selection's next step, without its last argument (the values chosen)
            if name not in THEN_STEPS:
                raise _Bad(f"{where}.0", f"a selection goes on with {', '.join(THEN_STEPS)}, not {name!r}")
            kinds = kinds[:-1]
        if len(data) - 1 != len(kinds):
            raise _Bad(where, f"{name} takes {counted(len(kinds), 'argument')} ({', '.join(kinds) or 'none'}), "
                       f"not {len(data) - 1}")
        args = tuple(self.value(v, k, f"{where}.{i + 1}") for i, (v, k) in enumerate(zip(data[1:], kinds, strict=True)))
        self.fits(name, args, where)
        return (name, *args)

    def value(self, v: Any, kind: str, where: str) -> Any:
        if kind in ("seat", "which", "effect", "index", "count", "card"):
            low, high = {"seat": (0, 1), "which": (1, 2), "effect": (-1, 9), "index": (0, 9), "count": (0, 500),
                         "card": (0, len(self.cards) - 1)}[kind]
            if type(v) is not int or not low <= v <= high:
                raise _Bad(where, f"{v!r} is not a {kind} ({low} to {high})")
            return v
        if kind == "bool":
            if type(v) is not bool:
                raise _Bad(where, f"{v!r} is not true or false")
            return v
        if kind in ("rule", "text", "where"):
            if not isinstance(v, str) or not (v in RULES if kind == "rule" else len(v) <= 300 if kind == "text"
                                              else v in ("magic", "ability")):
                raise _Bad(where, f"{v!r} is not a {'rule ID' if kind == 'rule' else kind} here")
            return v
        if kind in ("cards", "cores"):
            if not isinstance(v, list) or len(v) > 500:
                raise _Bad(where, f"a list of {kind} is expected here (at most 500)")
            return tuple(self.value(x, kind[:-1], f"{where}.{i}") for i, x in enumerate(v))
        if kind == "core":
            if not isinstance(v, list) or len(v) != 2 or v[0] not in ("core", "soul") or not self.place(v[1]):
                raise _Bad(where, f"{v!r} is not a core: [\"core\" or \"soul\", a place such as \"0.reserve\" or "
                           "\"card.<id>\"]")
            return (v[0], v[1])
        return self.selection(v, where)

    def paid_from(self, p: int, cores: list[tuple[tuple[str, str], int]], where: str) -> None:
        """Cores (each (kind, place) with how many) that player `p` may pay: from their reserve or their own cards,
        at most as many as are there."""
        wanted: dict[tuple[str, str], int] = {}
        for core, n in cores:
            wanted[core] = wanted.get(core, 0) + n
        for (kind, place), n in wanted.items():
            own = place == f"{p}.reserve" or place.startswith("card.") and self.owner[int(place[5:])] == p \
                and self.zones[int(place[5:])] == "field"
            if not own or n > self.cores.get((kind, place), 0):
                raise _Bad(where, f"player {p + 1} cannot pay {counted(n, kind + ' core')} from {place}: it holds "
                           f"{self.cores.get((kind, place), 0) if own else 'none of theirs'}")

    def in_trash(self, p: int, ids: list[int], where: str) -> None:
        """Cards for 継召, which come from player `p`'s trash (BS-18)."""
        for iid in ids:
            if self.owner[iid] != p or self.zones[iid] != "trash":
                raise _Bad(where, f"card {iid} is not in player {p + 1}'s trash (継召 exiles cards from there)")

    def place(self, place: Any) -> bool:
        if not isinstance(place, str):
            return False
        seat, _, name = place.partition(".")
        if seat == "card":
            return name.isdigit() and len(name) < 5 and int(name) < len(self.cards) and name == str(int(name))
        return seat in ("0", "1") and name in CORE_PLACES

    def selection(self, v: Any, where: str) -> Selection:
        fields = ("player", "rule", "prompt", "items", "least", "most", "then", "chosen", "secret")
        if not isinstance(v, dict) or set(v) != set(fields):
            raise _Bad(where, f"a selection is an object with exactly {', '.join(fields)}")
        player = self.value(v["player"], "seat", f"{where}.player")
        rule = self.value(v["rule"], "rule", f"{where}.rule")
        prompt = self.value(v["prompt"], "text", f"{where}.prompt")
        if not isinstance(v["then"], list) or not v["then"]:
            raise _Bad(f"{where}.then", "the step that follows the selection is expected here")
        then = self.step(v["then"], f"{where}.then", then=True)
        if then[1] != player:
            raise _Bad(f"{where}.player", f"player {player + 1} chooses for a step of player {then[1] + 1}'s")
        items = v["items"]
        if not isinstance(items, list) or not 1 <= len(items) <= 60:
            raise _Bad(f"{where}.items", "1 to 60 items are expected here")
        made = []
        for i, item in enumerate(items):
            at = f"{where}.items.{i}"
            if not isinstance(item, list) or len(item) != 3:
                raise _Bad(at, "an item is [value, label, count]")
            made.append(Item(self.value(item[0], _item_kind(then[0]), f"{at}.0"),
                             self.value(item[1], "text", f"{at}.1"), self.value(item[2], "count", f"{at}.2")))
        if then[0] == "pay":
            self.paid_from(then[1], [(i.value, i.count) for i in made], f"{where}.items")
        elif then[0] == "reduce":
            self.in_trash(then[1], [i.value for i in made], f"{where}.items")
        least = self.value(v["least"], "count", f"{where}.least")
        most = self.value(v["most"], "count", f"{where}.most")
        chosen = v["chosen"]
        if not isinstance(chosen, list) or any(type(i) is not int or not 0 <= i < len(made) for i in chosen):
            raise _Bad(f"{where}.chosen", f"the indices of the items picked so far (0 to {len(made) - 1})")
        if least > most:
            raise _Bad(f"{where}.least", f"at least {least} but at most {most}")
        if any(chosen.count(i) > made[i].count for i in set(chosen)) or len(chosen) > most:
            raise _Bad(f"{where}.chosen", f"{counted(len(chosen), 'pick')} for between {least} and {most}, each "
                       "item at most its count")
        if sum(i.count for i in made) < least:
            times = counted(sum(i.count for i in made), "time")
            raise _Bad(f"{where}.items", f"the items can be picked {times}, fewer than the {least} needed")
        secret = self.value(v["secret"], "bool", f"{where}.secret")
        return Selection(player, rule, prompt, tuple(made), least, most, then, tuple(chosen), secret)

    def fits(self, name: str, args: tuple, where: str) -> None:
        """The card a step names is of the right seat and kind, and the effect or ability it names exists."""
        kinds = SIGNATURES[name]
        if len(kinds) < 2 or kinds[1] != "card":
            return
        p, iid = args[0], args[1]
        card = self.cards[iid]
        if name == "drain":
            if self.owner[iid] == p or not card.is_spirit:
                raise _Bad(f"{where}.2", f"card {iid} is not a spirit of player {1 - p + 1}'s (a drain targets the "
                           "opponent's)")
            return
        if self.owner[iid] != p:
            raise _Bad(f"{where}.2", f"card {iid} is not player {p + 1}'s")
        zone = "hand" if name in PLAYED_FROM_HAND else "field" if name in ("declare_attack", "declare_block") else ""
        if zone and self.zones[iid] != zone:
            raise _Bad(f"{where}.2", f"card {iid} ({card.name}) is in the {self.zones[iid]}: {name} needs a card in "
                       f"the {zone}")
        if name in ("play", "reduce", "pay", "cast") and len(args) > 2:
            ok = 0 <= args[2] < len(card.effects) if card.is_magic else args[2] == -1 and name != "cast"
            if not ok:
                raise _Bad(f"{where}.3", f"{card.name} has no effect {args[2]} (magic: its index; else -1)")
        if name in ("place_cores", "enter") and card.is_magic or name in ("declare_attack", "declare_block") \
                and not card.is_spirit:
            raise _Bad(f"{where}.2", f"{card.name} is a {card.kind}: {name} needs a "
                       f"{'spirit' if name.startswith('declare') else 'spirit or nexus'}")
        if name == "pay" and len(args) > 3:
            self.paid_from(p, [(core, 1) for core in args[3]], f"{where}.4")
        if name == "reduce" and len(args) > 3:
            self.in_trash(p, args[3], f"{where}.4")
        if name == "enter" and (args[2] > self.cores[("core", f"{p}.reserve")] or
                                args[3] and not self.cores[("soul", f"{p}.reserve")]):
            raise _Bad(f"{where}.3", f"player {p + 1}'s reserve does not hold the cores placed")
        if name == "ability" and (card.is_magic or args[2] >= len(card.abilities)):
            raise _Bad(f"{where}.3", f"{card.name} has no ability {args[2]}")
        if name in ("effect", "apply_effect") and len(args) > 4:
            listed = card.effects if args[2] == "magic" and card.is_magic else (
                card.abilities if args[2] == "ability" and not card.is_magic else [])
            if args[3] >= len(listed) or args[4] >= len(listed[args[3]].effects):
                raise _Bad(f"{where}.4", f"{card.name} has no {args[2]} {args[3]} with an effect {args[4]}")


def read_pending(data: Pending, facts: Facts) -> tuple[dict, list[Violation]]:
    """The engine's values of `data` (steps, windows, battle, boosts, mulligans) for a position of `facts`, and every
    problem found, each naming its field."""
    reader = _Reader(facts)
    cards = facts.cards
    problems: list[Violation] = []

    def read(make: Callable[[], Any]) -> Any:
        try:
            return make()
        except _Bad as bad:
            problems.append(Violation(bad.where, bad.message))
            return None

    steps = [read(partial(reader.step, s, f"pending.steps.{i}")) for i, s in enumerate(data.steps)]
    windows = []
    for w_i, w in enumerate(data.windows):
        where = f"pending.windows.{w_i}"
        if w.rule not in RULES:
            problems.append(Violation(f"{where}.rule", f"{w.rule!r} is not a rule ID"))
        windows.append(Window(w.name, w.rule, w.first, w.to_act, w.passes, (), False, w.closes_after, w.starter,
                              w.reopens))
    battle = None
    if data.battle is not None:
        b = data.battle
        for field, iid in (("attacker", b.attacker), ("blocker", b.blocker)):
            if iid >= len(cards) or (iid >= 0 or field == "attacker") and not cards[iid].is_spirit:
                problems.append(Violation(f"pending.battle.{field}", f"{iid} is not a spirit of this position"))
        battle = Battle(b.attacker, b.blocker)
    boosts = []
    for i, (iid, amount) in enumerate(data.boosts):
        if not 0 <= iid < len(cards) or not -100_000 <= amount <= 100_000:
            problems.append(Violation(f"pending.boosts.{i}", "[card id, BP change] is expected here (a card of this "
                                      "position, at most ±100000)"))
        boosts.append((iid, amount))
    if not problems:
        problems += _order_problems(steps, battle, windows)
    return {"steps": steps, "windows": tuple(windows), "battle": battle, "boosts": tuple(boosts),
            "mulligans": tuple(data.mulligans)}, problems


def _order_problems(steps: list[tuple], battle: Battle | None, windows: list) -> list[Violation]:
    """The first step asks a decision and no later one is a step run at once; the steps that read the battle or the
    innermost window find one, set before them or by an earlier step."""
    if steps[0][0] not in DECIDING:
        return [Violation("pending.steps.0", f"the first step asks the pending decision ({', '.join(DECIDING)}), "
                          f"not {steps[0][0]}")]
    late = next((i for i, step in enumerate(steps) if i and step[0] in AT_ONCE), None)
    if late is not None:
        return [Violation(f"pending.steps.{late}", f"{steps[late][0]} runs as soon as it is queued: it comes only "
                          "first, never after a decision")]
    # a window's `resolve_link` waits for the flash effect resolving in it: one at most per window, and none in a
    # window asking for responses (`priority` first)
    waiting = [i for i, step in enumerate(steps) if step[0] == "resolve_link"]
    if waiting and len(waiting) > len(windows) - (steps[0][0] == "priority"):
        return [Violation(f"pending.steps.{waiting[-1]}", "resolve_link waits for a flash effect resolving in an open "
                          "window: at most one per window in pending.windows, none in a window asking for "
                          "responses")]
    attacking, blocked, open_windows = battle is not None, battle is not None and battle.blocker >= 0, len(windows)
    for i, (name, *_) in enumerate(steps):
        if name in NEEDS_BATTLE and not attacking or name == "battle_result" and not blocked:
            need = "a blocker" if attacking else "an attacker"
            return [Violation(f"pending.steps.{i}", f"{name} needs a battle ({need}), in pending.battle or from an "
                              "earlier step")]
        if name in NEEDS_WINDOW and not open_windows:
            return [Violation(f"pending.steps.{i}", f"{name} needs an open flash timing window (pending.windows)")]
        attacking = (attacking or name == "declare_attack") and name not in ("attack_choice", "end")
        blocked = (blocked or name == "declare_block") and attacking
        open_windows += name == "open_window"
    return []
