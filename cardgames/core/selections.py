"""Multi-item decisions as a sequence of one-item decisions: choose k of n, put items in order, pay a cost item by
item. Each item chosen is one ordinary action (and "done" another, when stopping is allowed), so the action list
never enumerates combinations, and undo, saves and replays need nothing special.

It serves cost payment (one core per point, from the reserve or from cards; an item may be picked as often as its
`count`, the cores at that source), a set-up of four characters (the first for the arena, then the sideline in
match order: an ordered selection of 4), an opening hand (for each of 7 cards, which deck to draw from: 7 picks
among 2 items, each with a count of 7) and what an effect operation chooses first (`Choice`, below).

A game mixes `Selections` into its state class (`State`) and pushes `("select", Selection(...))`; once the selection is
complete the step `then + (chosen,)` runs, `chosen` being the items' values in the order picked. The selection
in progress is a cell (`CELLS`), an immutable value in every snapshot.
"""
from __future__ import annotations

from functools import lru_cache, partial
from operator import itemgetter
from typing import NamedTuple

from . import pending, primitives
from .actions import Action, Decision, shared
from .arguments import given
from .errors import Violation
from .vocabulary import ActionKind, Arg, register
from .words import Listed, Phrase, Words, phrased

DONE = Action("done")
_DONE_ONLY = (DONE,)  # the actions of a selection with nothing left to pick, or as many as allowed


def _pick_facts(state: object, player: int, action: Action) -> dict:
    """A pick's facts: the item's words and the value it stands for (an id, a place name...)."""
    item = state.selection.items[action.args[0]]
    return {"item": item.label, "value": item.value, "index": action.args[0]}


# the action kinds of a selection's decision, declared for every game that picks (a wing declares them again with
# its own rule and words, `PICK.but(rule=...)`, and keeps these labels)
PICK = register("pick", ActionKind("pick", "", (Arg("index", "the item's place in the list, from 0"),), "{item}",
                                   _pick_facts, "Pick item {0}", "Picks one item of the list the prompt shows "
                                   "(a card, a core, a deck).", "picking an item",
                                   "while a choice of items is pending"))
DONE_KIND = register("pick", ActionKind("done", "", (), "Done", None, "Done", "Ends the picking, when enough items "
                                        "are picked.", "ending a choice of items", "while a choice of items is "
                                        "pending"))


class Item(NamedTuple):
    value: object  # what `then` receives: an id, a place name...
    label: str | Words  # the words of the action that picks it (`Words`: worded when read)
    count: int = 1  # how many times it may be picked (cores at a source)


_COUNT = itemgetter(2)  # an item's count


class Selection(NamedTuple):
    """A multi-item choice: `player` picks between `least` and `most` items of `items`, one per action (an `Answer`
    is one asked as a question, below).

    Its `prompt` is kept as the rule step wrote it, `Words` (a template and its values) when it has values, and made
    a sentence only when read (`asked`, a `Phrase`: its English string, worded in the language read now when shown),
    as a decision's prompt is: a payment asks one at every cost, and random play, simulations and search never read
    it. A position writes and reads it as its English words."""

    player: int
    rule: str
    prompt: str | Words  # the words asked: `Words` (a template and its values), a `Phrase` or a constant template
    items: tuple[Item, ...]
    least: int
    most: int
    then: tuple          # the step to run with the values chosen, appended as its last argument
    chosen: tuple = ()   # indices into `items`, in the order picked
    secret: bool = False  # hidden from the other players until revealed (see `sealed.py`)

    answer = False  # a question answered by one pick (`Answer`): a class attribute, so no pick pays for it

    @property
    def asked(self) -> Phrase:
        """The prompt as a `Phrase`, its English string (what a view, a refusal and a position hold)."""
        return phrased(self.prompt)

    def worded(self) -> Selection:
        """This selection with its prompt and its items' labels made words (`asked`, `phrased`): as a position reads
        it back, so that a selection built again on the board compares equal to one read from a position."""
        items = tuple([Item(value, phrased(label), count) for value, label, count in self.items])
        return self._replace(prompt=self.asked, items=items)

    def values(self) -> tuple:
        items = self.items
        return tuple([items[i].value for i in self.chosen])

    def actions(self) -> tuple[Action, ...]:
        _, _, _, items, least, most, _, chosen, _ = self  # one unpack: a field read by name is a look-up each
        may_stop = len(chosen) >= least
        if len(chosen) < most:  # runs at every pick (BS pays a cost core by core): one list, one tuple, shared picks
            picks = [shared("pick", (i,)) for i, (_, _, count) in enumerate(items) if count > chosen.count(i)]
            if picks:
                if may_stop:
                    picks.append(DONE)
                return tuple(picks)
        return _DONE_ONLY if may_stop else ()  # nothing left to pick, or as many as allowed

    def picked(self, index: int) -> Selection:
        """This selection with item `index` picked too. Built in C from its fields: a NamedTuple's `_replace` runs
        Python-level `_make`, and this runs at every pick (a third of one game's decisions)."""
        player, rule, prompt, items, least, most, then, chosen, secret = self
        return _new_selection((player, rule, prompt, items, least, most, then, (*chosen, index), secret))


class Answer(Selection):
    """A question answered by one pick (what an effect chooses first, `Choice`): asked in its prompt's own words
    (there are no picks so far to list), and carried out and told by the step it goes on with, at once, not by a
    "picks" event of its own. `then + ((value,),)` runs with the value picked."""

    __slots__ = ()
    answer = True

    def actions(self) -> tuple[Action, ...]:
        # each item once: the same actions for every answer of as many items (complete once picked)
        return _DONE_ONLY if self.chosen else _picks(len(self.items))


@lru_cache(maxsize=64)
def _picks(n: int) -> tuple[Action, ...]:
    """A pick of each of `n` items."""
    return tuple([shared("pick", (i,)) for i in range(n)])


class Choice(NamedTuple):
    """What an effect operation chooses first, as its hook `candidates_<name>(st, player, effect)` lists it when the
    choice is more than the player's pick of one of some cards (what a hook listing card ids means): the `items`,
    any values, each labelled with its facts (a card, an answer, an attack to copy; declining is an item too, in its
    own words), the prompt's template, worded with the source card's name first and `values` after it, and the seat
    that chooses (None: the player whose effect it is; an opponent may)."""

    items: tuple[Item, ...]
    prompt: str
    values: tuple = ()
    chooser: int | None = None

    @classmethod
    def of_cards(cls, cards: tuple | list, ids: list[int], prompt: str, values: tuple = (),
                 chooser: int | None = None) -> Choice:
        """The pick of one of the cards `ids` (what a hook listing card ids means), each labelled by its name
        (`cards`: the state's card facts by instance id)."""
        return cls(card_items(cards, ids), prompt, values, chooser)

    def selection(self, player: int, rule: str, source: str, then: tuple) -> Selection:
        """The question asked as an `Answer` (one pick); `then + ((value,),)` runs with the value picked."""
        chooser = player if self.chooser is None else self.chooser
        return _new_answer((chooser, rule, Words(self.prompt, (source, *self.values)), self.items, 1, 1, then, (),
                            False))


class Picks(NamedTuple):
    """The picks of a selection so far, a value of its prompt with the picks (`PROGRESS`): the items and the indices
    chosen, their labels listed (`Listed`) only when the prompt is read. A pick asks again at every pick (BS pays a
    cost core by core), and random play, simulations and search never read a prompt."""

    items: tuple[Item, ...]
    chosen: tuple[int, ...]

    @property
    def shown(self) -> tuple:
        """The values its words show: the labels of the items picked, never the items' values (an id, a place
        name), which a sentence does not show and no catalogue words."""
        items = self.items
        return tuple([items[i].label for i in self.chosen])

    def __str__(self) -> str:
        return str(Listed(*self.shown))

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


def card_items(cards: tuple | list, ids: list[int]) -> tuple[Item, ...]:
    """Card instances `ids` as items, each labelled by its name (`cards`: the state's card facts by instance id): a
    hand to discard from, a deck's top cards, the cards a hook lists."""
    return tuple([_card_item(c, cards[c].name) for c in ids])


@lru_cache(maxsize=4096)
def _card_item(card: int, name: str) -> Item:
    """Card instance `card` as an item: made once per card and name (the same cards are offered again and again)."""
    return Item(card, name)


NOTHING_YET = Phrase("nothing yet")  # the picks of a selection before the first
PROGRESS = "{} ({} chosen: {})"  # a selection's prompt with the picks so far


_new_selection = partial(tuple.__new__, Selection)  # from all its fields: see `core.services._new_event`
_new_answer = partial(tuple.__new__, Answer)
_new_picks = partial(tuple.__new__, Picks)


class Selections:
    """Mixin for a game's `State` with multi-item decisions (see the module docstring).

    Its step and handler run at every pick (14 opening picks a game, costs core by core): they read a
    selection's fields by unpacking it once."""

    CELLS = ("selection",)
    selection: Selection | None = None

    def _s_select(self, sel: Selection) -> None:
        player, rule, prompt, items, least, _, _, chosen, secret = sel
        # chosen + left = the items' counts whatever was picked: checked once, when the selection starts
        if not chosen and sum(map(_COUNT, items)) < least:  # in C: every selection starts here
            raise AssertionError(f"selection {sel.asked!r} cannot be completed: {least} needed, "
                                 f"{len(chosen)} chosen, no item left")
        actions = sel.actions()
        if actions is _DONE_ONLY:  # no question to ask (`actions` hands out this very tuple when only DONE is left)
            self._selected(sel)
            return
        self.selection = sel
        if sel.answer:  # an `Answer` is asked in its prompt's own words: there are no picks so far to list
            self._ask(player, "pick", rule, prompt, actions, secret=secret)
            return
        # the prompt with the picks so far: asked at every pick, made a sentence only when the prompt is read
        self._ask(player, "pick", rule, PROGRESS, actions, prompt, len(chosen),
                  _new_picks((items, chosen)) if chosen else NOTHING_YET, secret=secret)

    def _d_pick(self, action: Action, player: int) -> None:
        sel, self.selection = self.selection, None
        if action is DONE:  # `Game.apply` hands over the very action listed
            self._selected(sel)
            return
        index = action[1][0]  # `action.args[0]`, read without the property
        if sel.answer:  # an `Answer`: its `then` step carries it out and tells it, at once
            self._run((*sel.then, (sel.items[index].value,)))
            return
        _, rule, _, items, _, _, _, _, secret = sel
        item = items[index]
        if secret:  # the item and its value stay out of the data every player gets
            self._emit(rule, "pick", "Player {} picks {}.", player, player + 1, item.label, item=None, value=None,
                       public="Player {0} picks in secret.")
        else:
            self._emit(rule, "pick", "Player {} picks {}.", player, player + 1, item.label, item=index,
                       value=item.value)
        self._push(("select", sel.picked(index)))

    def _selected(self, sel: Selection) -> None:
        """The selection is complete: its `then` step runs next, as a step of its own."""
        self._push((*sel.then, sel.values()))


# ----- refusals: a pick the pending selection does not list, citing the rule it was asked under ---------------------
NO_ITEM = Violation("", "there is no item {item} to pick: the items are numbered 0 to {last}")
PICKED_ENOUGH = Violation("", "{label} is already picked as often as it can be: {asked}")
TOO_FEW = Violation("", "at least {least} must be picked before 'Done' ({chosen} so far): {asked}")


def pick_refusal(state: Selections, decision: Decision, action: Action) -> Violation | None:
    """Why a pick or "done" that the pending selection does not list is refused: a pick of no item, of an item
    picked as often as it can be, or "done" before enough are picked (registered for every game that picks, below;
    a wing may declare a refusal of its own for its pick decisions instead)."""
    sel, rule = state.selection, decision.rule
    if action.kind not in ("pick", "done"):  # another kind: not the selection's to explain
        return None
    if action.kind == "done":
        return TOO_FEW.filled(rule, least=sel.least, chosen=len(sel.chosen), asked=sel.asked)
    index = action.args[0] if len(action.args) == 1 else None
    if type(index) is not int or not 0 <= index < len(sel.items):
        item = index if type(index) is int else given(action.args, {1})
        return NO_ITEM.filled(rule, item=item, last=len(sel.items) - 1)
    return PICKED_ENOUGH.filled(rule, label=sel.items[index].label, asked=sel.asked)


primitives.register(Selections, "selections", refusals={"pick": pick_refusal})


# ----- positions: a selection under way, in the step that asks it again (`core.pending`) -----------------------------
FIELDS = ("player", "rule", "prompt", "items", "least", "most", "then", "chosen", "secret")  # and "answer" when set


def _item_kind(then: tuple | list, moment: pending.Moment) -> str:
    """What a selection's items are: the kind of the last argument of its `then` step (the values chosen), one of
    them ("cores" -> "core"), else plain values."""
    kinds = moment.signatures.get(then[0], ()) if then else ()
    last = kinds[-1].rstrip("?") if kinds else ""
    one = last[:-1] if last.endswith("s") else last
    return one if one in moment.kinds else "value"


def _write_selection(sel: Selection, moment: pending.Moment) -> dict:
    item = _item_kind(sel.then, moment)
    written = {"player": sel.player, "rule": sel.rule, "prompt": sel.asked,
               "items": [[moment.write(item, i.value), phrased(i.label), i.count] for i in sel.items],
               "least": sel.least, "most": sel.most, "then": moment.write_step(sel.then), "chosen": list(sel.chosen),
               "secret": sel.secret}
    if sel.answer:  # an `Answer`
        written["answer"] = True
    return written


def check_chosen(items: tuple[Item, ...], chosen: tuple | list, least: int, most: int, at: tuple) -> None:
    """Core's checks of the picks so far of a selection a position gives (`chosen`, at the field `at`), which a
    position's reader runs wherever it finds them: each the index of an item, no item more often than its count,
    fewer picks than the most allowed (a complete selection asks nothing more). Raises `pending.Bad`."""
    if any(type(i) is not int or not 0 <= i < len(items) for i in chosen):
        raise pending.Bad(at, "the indices of the items picked so far (0 to {})", len(items) - 1)
    if any(chosen.count(i) > items[i].count for i in set(chosen)) or len(chosen) > most:
        raise pending.Bad(at, "{} picks for between {} and {}, each item at most its count", len(chosen), least,
                          most)
    if len(chosen) == most:
        raise pending.Bad(at, "{} picks; this selection takes at most {}, and a complete one asks nothing more",
                          len(chosen), most)


def _read_selection(v: object, moment: pending.Moment, at: tuple) -> Selection:
    if not isinstance(v, dict) or set(v) - {"answer"} != set(FIELDS):
        raise pending.Bad(at, "a selection is an object with exactly {}", ", ".join(FIELDS))
    player = moment.read("seat", v["player"], (*at, "player"))
    rule = moment.read("rule", v["rule"], (*at, "rule"))
    prompt = moment.read("text", v["prompt"], (*at, "prompt"))
    then = v["then"]
    if not isinstance(then, list) or not then or not isinstance(then[0], str) or then[0] not in moment.signatures:
        raise pending.Bad((*at, "then"), "the step that follows the selection is expected here")
    # the step without its last argument, the values chosen (appended when the selection is complete)
    then = moment.read_step(then, (*at, "then"), chosen_later=True)
    items = v["items"]
    if not isinstance(items, list) or not 1 <= len(items) <= 60:
        raise pending.Bad((*at, "items"), "1 to 60 items are expected here")
    kind, made = _item_kind(then, moment), []
    for i, item in enumerate(items):
        where = (*at, "items", i)
        if not isinstance(item, list) or len(item) != 3:
            raise pending.Bad(where, "an item is [value, label, count]")
        made.append(Item(moment.read(kind, item[0], (*where, 0)), moment.read("text", item[1], (*where, 1)),
                         moment.read("count", item[2], (*where, 2))))
    least = moment.read("count", v["least"], (*at, "least"))
    most = moment.read("count", v["most"], (*at, "most"))
    chosen = v["chosen"]
    if not isinstance(chosen, list):
        raise pending.Bad((*at, "chosen"), "the indices of the items picked so far (0 to {})", len(made) - 1)
    if least > most:
        raise pending.Bad((*at, "least"), "at least {} but at most {}", least, most)
    check_chosen(tuple(made), chosen, least, most, (*at, "chosen"))
    if sum(i.count for i in made) < least:
        raise pending.Bad((*at, "items"), "the items can be picked {} times, fewer than the {} needed",
                          sum(i.count for i in made), least)
    secret = moment.read("bool", v["secret"], (*at, "secret"))
    answer = moment.read("bool", v.get("answer", False), (*at, "answer"))
    if answer and most != 1:
        raise pending.Bad((*at, "answer"), "an answer is one pick: at most 1, not {}", most)
    return (Answer if answer else Selection)(player, rule, prompt, tuple(made), least, most, then, tuple(chosen),
                                             secret)


pending.kind("selection", _write_selection, _read_selection)
pending.steps(select=("selection",))
pending.ROUND_TRIPS["selection"] = Selection.worded
