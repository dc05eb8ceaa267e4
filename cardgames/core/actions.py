"""Actions and decisions: what a player may do, as small immutable values (their labels are made when shown:
`Game.describe`)."""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple

from .errors import IllegalActionError, shown
from .language import worded
from .words import Phrase, Words, phrased

if TYPE_CHECKING:
    from collections.abc import Sequence


class Action(tuple):
    """A move a player may make: its `kind` (what sort of move: "evolve", "attack", "pass") and its `args` (card
    instance ids, an attack's number, a deck's name). Two actions of the same kind and arguments are equal, so a
    saved `{"kind", "args"}` finds its listed action again.

    An action carries no words: listing the legal actions makes none (random play, simulations and search never read
    them). `game.describe(action)` makes the label a board shows on its button when it is shown, from the state of
    that moment, as python-chess makes SAN only when asked. In a cell, name a legal action by its label instead of
    building one: `game.play("Keep this hand")` (see `action_named`); `cardgames.explore.describe_kinds(game)`
    lists every kind of a game with its arguments in words.
    """

    # A tuple subclass of strings and ints, small and cheap to make.
    __slots__ = ()

    def __new__(cls, kind: str, args: tuple = ()) -> Action:
        return tuple.__new__(cls, (kind, tuple(args)))

    @property
    def kind(self) -> str:
        """What kind of move."""
        return self[0]

    @property
    def args(self) -> tuple:
        """Its arguments (card instance ids, attack index…)."""
        return self[1]

    def to_json(self) -> dict:
        return {"kind": self[0], "args": list(self[1])}

    @staticmethod
    def from_json(data: dict) -> Action:
        return Action(str(data["kind"]), tuple(data.get("args", ())))

    def __repr__(self) -> str:
        return f"Action({self[0]!r}, {self[1]!r})"

    def __str__(self) -> str:
        """The action in words, never as Python ("the move 'attack' with 0"): what any action reads as where no game
        describes it (`Game.describe` gives the label of a listed one)."""
        args = [f"'{a}'" if isinstance(a, str) else str(a) for a in self[1]]
        if not args:
            return f"the move '{self[0]}'"
        listed = args[0] if len(args) == 1 else ", ".join(args[:-1]) + " and " + args[-1]
        return f"the move '{self[0]}' with {listed}"


@lru_cache(maxsize=16384)
def shared(kind: str, args: tuple = ()) -> Action:
    """The action `kind` with `args` (ints and strings), made once and shared (actions are immutable): for a decision
    asked again and again with the same few actions (a main step, a cost paid core by core, a support or attack
    choice), where making an action again costs more than finding it (3 to 5% of a decision, measured with
    `benchmarks/count_machine_instructions.py`). A one-off choice (an effect's target) makes its own."""
    return Action(kind, args)


def _words(text: str) -> str:
    return " ".join(str(text).casefold().split())


def action_named(decision: Decision, name: str, labels: Sequence[str]) -> Action:
    """The action of `decision` named `name`, given the `labels` of its actions in order (`Game.describe`): the one
    whose label is `name` (case and spacing aside), else the one whose label starts with it ("Summon a c" names
    "Summon a card (3 cores)"). Copies of a card give the same label to several actions: those count as one
    name, and the first is taken (as a board's first button of that label).
    An unknown name, or one that fits actions of different labels, raises `IllegalActionError` citing the
    decision's rule and listing the labels on offer."""
    wanted = _words(name)
    named = list(zip(labels, decision.actions, strict=True))
    offered = "; ".join(dict.fromkeys(labels))
    if wanted:
        for fits in (str.__eq__, str.startswith):
            found = [(label, a) for label, a in named if fits(_words(label), wanted)]
            distinct = list(dict.fromkeys(label for label, _ in found))
            if len(distinct) == 1:
                return found[0][1]
            if distinct:
                raise IllegalActionError(decision.rule, f"{shown(name)} fits {len(distinct)} actions; name one of "
                                         "them: " + "; ".join(distinct))
    raise IllegalActionError(decision.rule, f"no action on offer is named {shown(name)}", legal=offered)


class Decision(NamedTuple):
    """A pending choice: who decides, what kind of choice, which rule asks for it, and the legal actions in a
    stable order. `secret` marks a choice the opponent must not see until it is revealed (DCB attack choice).

    Its prompt is kept as the rule step asked it, a `template` and its `values` (as an event's sentence is), and
    made a sentence (`prompt`) only when read, as python-chess makes SAN only when asked: a game asks at every
    decision, and random play, simulations and search never read a prompt."""

    player: int
    kind: str
    rule: str
    template: str | Words  # the prompt's template (or a `core.words.Phrase`, or `Words`: a sentence made already)
    actions: tuple[Action, ...]
    secret: bool = False
    values: tuple = ()  # the values of the template's blanks

    @property
    def prompt(self) -> str:
        """The prompt, a `core.words.Phrase`: its English words, worded in the language read now when shown."""
        return Phrase(self.template, *self.values) if self.values else phrased(self.template)

    def __str__(self) -> str:
        """Who decides what, in the language read now (the prompt is a `core.words.Phrase`, worded when read)."""
        return worded("Player {} decides ({}): {}", (self.player + 1, self.rule, self.prompt))
