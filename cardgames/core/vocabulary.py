"""A game's vocabulary, declared once, as data: its decision kinds, the action kinds each offers, their arguments
with their meaning, their labels and the rules that say when they are taken.

Everything the kit says about an action is derived from this declaration, so a wing writes it in one place
(`cardgames/<game>/vocabulary.py`, assigned to the game class as `VOCABULARY`):

* `describe(action)`: the action's `Label`, a string that carries the template it was made from and its facts
  (card ids, names, amounts), so a board reads `label.facts["vanishes"]`, never the words;
* the refusal of an action the pending decision does not list (`Vocabulary.refusal`, behind `why_not`): an unknown
  kind; a known kind at the wrong time (by the rule of the action itself and the words of when it is taken); the
  wrong number or sort of arguments (from the declared `args`); then the decision kind's own refusal function (or,
  when it gives no reason, the one the core primitive asking it registers: a selection's, `core.primitives`);
* `action_rules`, the rule each action kind cites when it is malformed;
* the explorer's tables (`cardgames.explore.describe_kinds`, `refusals`).

Core's own primitives declare their action kinds the same way, in core, and register them (`register`): a
selection's "pick" and "done" (`selections.py`), passing in a response window (`windows.py`), a sealed choice
(`sealed.py`). A wing offering one of them declares it in its decision kinds with its own rule and words
(`PICK.but(rule="BS-16")`); its label stays the primitive's.

A slot says where an argument's values come from:

| slot | a value is |
|---|---|
| `hand` | a card of the deciding player's hand (its instance id: the `id` of the card in `game.view()`) |
| `own` | a card the deciding player has in play (an `id` in the zones `in_play` names) |
| `foe` | a card the other player has in play, or one of the values listed with it (-1: a direct attack) |
| `card` | a card anywhere (a deck, the discard pile, a Realm to bid for), by instance id |
| `choice` | one of the values listed with it (`values`: value and its words) |
| `index` | a position in a list the prompt shows (an item of a selection, an attack, an effect of a card) |
| `number` | an amount (SP, cores) |
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NamedTuple

from . import primitives
from .arguments import unlike
from .errors import Violation, shown
from .words import Phrase

if TYPE_CHECKING:
    from .actions import Action, Decision

SLOTS = {
    "hand": "a card of your hand",
    "own": "a card you have in play",
    "foe": "a card your opponent has in play",
    "card": "a card (by its id)",
    "choice": "one of the values listed",
    "index": "a position in the list the prompt shows",
    "number": "an amount",
}
ANY = "*"  # a registered primitive's decision kind or action kind that matches any (`register`)


class Label(Phrase):
    """The words of an action, a string that keeps what it was made from: its `template` and its named `facts`
    (card ids, names, amounts, flags such as whether a spirit vanishes). It reads, compares and hashes as the
    sentence itself (`str(label)`, `label == "Keep this hand"`); a board or a coach reads the facts. Made as a
    `Phrase` is (`Label(template, **facts)`: named facts only)."""


class Arg(NamedTuple):
    """One argument of an action kind: where its values come from (`slot`, see the module docstring), what it is
    in words, the values of a `choice` slot (value, words), whether it may be left out (only the last ones), and
    for a `number` that counts things, their noun (a label then says "1 core", "3 cores")."""

    slot: str
    words: str
    values: tuple[tuple[object, str], ...] = ()
    optional: bool = False
    noun: str = ""

    @property
    def sort(self) -> str:
        """What sort of value it takes, in words: "a word" for a choice among words, else "a number"."""
        return "a word" if self.values and all(type(v) is str for v, _ in self.values) else "a number"


# what a label's facts function is given: the state, the deciding player and the action
Facts = Callable[[Any, int, "Action"], dict[str, Any]]
# what a decision kind's refusal function is given: the state, the pending decision and the action it does not list
Refuse = Callable[[Any, "Decision", "Action"], "Violation | None"]


class ActionKind(NamedTuple):
    """An action kind (`Action.kind`): its name, the rule that says when it is taken (a malformed action of this
    kind cites it), its arguments, its label (`label`, a template over the named facts that `facts(state, player,
    action)` returns, or the `Label` that function returns when the words differ by case; constant words when there
    is no `facts`), the words of an action of this kind built by hand (`says`, with `{0}`, `{1}`… for its arguments
    in words: the explorer), what it does, and for the refusal of it at the wrong time, what taking it is (`doing`)
    and when it is done (`when`). `turn_player_only`: the kind is the turn player's alone, and a game's refusal of
    it at another player's decision says so before any reason of the card's ("it is not your turn"); a kind whose
    own refusal names the rule of the turn it belongs to leaves it False."""

    kind: str
    rule: str
    args: tuple[Arg, ...] = ()
    label: str = ""
    facts: Facts | None = None
    says: str = ""
    does: str = ""
    doing: str = ""
    when: str = ""
    turn_player_only: bool = False

    def but(self, **changes: Any) -> ActionKind:
        """This kind with some fields changed: a wing offering a core primitive with its own rule and words."""
        return self._replace(**changes)

    def labelled(self, state: Any, player: int, action: Action) -> Label:
        """The label of `action` (of this kind) for `player`, on the board as it is now."""
        if self.facts is None:
            return Label(self.label)
        made = self.facts(state, player, action)
        return made if isinstance(made, Label) else Label(self.label, **made)

    def shapes(self) -> list[tuple[str, ...]]:
        """The sorts of the arguments it takes, once per number it may take (the optional ones left out or not)."""
        sorts = tuple(arg.sort for arg in self.args)
        least = sum(not arg.optional for arg in self.args)
        return [sorts[:n] for n in range(least, len(sorts) + 1)]


# a game's own wrong-time refusal: the state, the pending decision and the action (of a declared kind)
WrongTime = Callable[[Any, "Decision", "Action"], "Violation | None"]


class DecisionKind(NamedTuple):
    """A decision kind (`Decision.kind`): the rules that ask it, what it asks, the action kinds it offers, what a
    player is doing while it is pending (`topic`, for a refusal: "choosing a support card"), the refusal function
    for an action of a kind it offers that it does not list (`refusal(state, decision, action)`), and the reasons
    that replace the generic wrong-time refusal of some other kinds here (`not_here`: kind -> (rule, template),
    filled like `Vocabulary.wrong_time`)."""

    kind: str
    rules: tuple[str, ...]
    asks: str
    actions: tuple[ActionKind, ...]
    topic: str = ""
    refusal: Refuse | None = None
    not_here: Mapping[str, tuple[str, str]] = MappingProxyType({})


class Vocabulary:
    """A game's decision kinds and action kinds (see the module docstring), with the sentences of the generic
    refusals: `unknown` (an action kind the game does not have), `wrong_time` (a kind of another decision) and
    `otherwise` (a kind on offer, refused by no reason of its decision kind's refusal function). Each is a
    template over the named facts `kind` (the kind as written), `title` (the game's), `player` ("Player 1"),
    `topic` (the pending decision kind's), `prompt` (the decision's), `doing` and `when` (the action kind's); None
    leaves that refusal to the engine (the pending decision's rule and prompt). A game whose wrong-time reasons
    depend on the board (the phase of the turn) gives `wrong_time` as a function `(state, decision, action) ->
    Violation | None` instead. `in_play`: the keys of a seat in the game's view holding its cards in play (the
    values of the `own` and `foe` slots)."""

    def __init__(self, title: str, decisions: tuple[DecisionKind, ...], *, in_play: tuple[str, ...] = (),
                 unknown: str | None = None, wrong_time: str | WrongTime | None = None, otherwise: str | None = None):
        self.title, self.decisions, self.in_play = title, decisions, in_play
        self.unknown, self.wrong_time, self.otherwise = unknown, wrong_time, otherwise
        self.by_decision = {d.kind: d for d in decisions}
        self._offered = {d.kind: {a.kind: a for a in d.actions} for d in decisions}
        self.kinds: dict[str, ActionKind] = {}  # each action kind by name, as first declared
        for d in decisions:
            for a in d.actions:
                self.kinds.setdefault(a.kind, a)
        self.action_rules = {name: a.rule for name, a in self.kinds.items() if a.rule}
        # where each kind names a card of the deciding player's hand: its first `hand` argument (a hand card's use)
        self.hand_args = MappingProxyType({name: [arg.slot for arg in a.args].index("hand")
                                           for name, a in self.kinds.items() if any(g.slot == "hand" for g in a.args)})
        # the kinds whose first argument is a card of the deciding player's hand (a board's usable hand cards)
        self.from_hand = frozenset(name for name, at in self.hand_args.items() if at == 0)

    def __repr__(self) -> str:
        return f"<Vocabulary of {self.title}: {len(self.decisions)} decision kinds, {len(self.kinds)} action kinds>"

    def offered(self, decision_kind: str) -> dict[str, ActionKind]:
        """The action kinds decision kind `decision_kind` offers, by name ({} for one the game does not declare)."""
        return self._offered.get(decision_kind, {})

    def label(self, state: Any, player: int, action: Action, decision_kind: str | None = None) -> Label:
        """The label of `action` for `player` now: by the declaration of its kind at `decision_kind` (or wherever
        it is first declared)."""
        kind = self.offered(decision_kind).get(action.kind) if decision_kind else None
        return (kind or self.kinds[action.kind]).labelled(state, player, action)

    def refusal(self, state: Any, decision: Decision, action: Action) -> Violation | None:
        """Why `action`, which `decision` does not list, is refused (None: no better reason than the decision's
        own rule and prompt). The generic refusals first, then the decision kind's refusal function, else the one
        a primitive of the state registers for it (`core.primitives`: a selection's pick)."""
        name = action.kind
        kind = self.kinds.get(name) if type(name) is str else None
        pending = self.by_decision.get(decision.kind)
        if kind is None:
            return None if self.unknown is None else self._said(decision.rule, self.unknown, decision, None, name)
        if pending is None or name not in self._offered[decision.kind]:
            if pending is not None and name in pending.not_here:
                rule, template = pending.not_here[name]
                return self._said(rule, template, decision, kind, name)
            if callable(self.wrong_time):
                return self.wrong_time(state, decision, action)
            return None if self.wrong_time is None else self._said(kind.rule, self.wrong_time, decision, kind,
                                                                     name)
        kind = self._offered[decision.kind][name]
        misfit = unlike(decision, action, kind.rule or decision.rule, kind.shapes())
        if misfit is not None:
            return misfit
        found = pending.refusal(state, decision, action) if pending.refusal is not None else None
        if found is None:  # the game gives no reason: the primitive that asks the decision may (a selection's pick)
            refuse = primitives.refusal(type(state), decision.kind)
            found = refuse(state, decision, action) if refuse is not None else None
        if found is None and self.otherwise is not None:
            return self._said(kind.rule or decision.rule, self.otherwise, decision, kind, name)
        return found

    def _said(self, rule: str, template: str, decision: Decision, kind: ActionKind | None, name: object) \
            -> Violation:
        """A generic refusal: `template` filled, when read, with the facts of the module docstring."""
        pending = self.by_decision.get(decision.kind)
        return Violation(rule, template, kind=shown(name), title=self.title, player=f"Player {decision.player + 1}",
                         topic=pending.topic if pending else decision.kind, prompt=decision.prompt,
                         doing=kind.doing if kind else "", when=kind.when if kind else "")


# the action kinds core's primitives declare, by (decision kind, action kind), either of which may be ANY
_PRIMITIVES: dict[tuple[str, str], ActionKind] = {}


def register(decision_kind: str, kind: ActionKind) -> ActionKind:
    """Declare the action kind `kind` of a core primitive, offered by decisions of kind `decision_kind` (ANY: of
    any kind; a `kind.kind` of ANY: every action of that decision kind), so the engine labels it without naming
    the primitive. Returns `kind`."""
    _PRIMITIVES[decision_kind, kind.kind] = kind
    return kind


def labels_of(vocabulary: Vocabulary | None) -> dict[tuple[str, str], ActionKind]:
    """What labels each action: the game's declarations by (decision kind, action kind), then core's primitives
    (a wing that offers a primitive keeps the primitive's label, with its own rule and words)."""
    table = dict(_PRIMITIVES)
    for decision in vocabulary.decisions if vocabulary else ():
        for kind in decision.actions:
            key = (decision.kind, kind.kind)
            if kind.facts is not None or kind.label:
                table[key] = kind
    return table


def labelled(table: dict[tuple[str, str], ActionKind], state: Any, decision: Decision, action: Action) \
        -> Label | None:
    """The label of `action`, one of `decision`'s, from `table` (`labels_of`): None when nothing declares it."""
    kind = (table.get((decision.kind, action.kind)) or table.get((decision.kind, ANY))
            or table.get((ANY, action.kind)))
    return None if kind is None else kind.labelled(state, decision.player, action)
