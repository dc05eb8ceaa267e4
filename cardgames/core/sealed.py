"""Sealed simultaneous choices: several players choose in secret; nothing is revealed until all have chosen, then
one step reveals every choice at once.

It serves a set-up where each player places four characters face down, then all turn face up, and an attack
choice where both players choose circle, triangle or cross in secret, then reveal.

A game mixes `SealedChoices` into its state class (`State`), then either

* pushes `sealed_steps(name, rule, prompts)` to ask each player one secret decision (`sealed_actions(name, player)`
  supplies the actions and `sealed_label(name, player, action)` their words; the decision kind is "sealed"), or
* seals a multi-item selection: a `Selection(..., secret=True, then=("seal", name, rule, player))`,

and ends with `("reveal", name, rule, then)`: the step `then + (choices,)` runs next, `choices` holding each
player's sealed value by seat; or with a reveal step of its own that calls `take_sealed(name)`.

Hiding: a sealed decision has `Decision.secret` set (a board shows the opponent that they are choosing, not the
actions); its event's `text` names the choice but its `public` text does not (`Event.text_for`), and its data
never carries it; `sealed_for(viewer)` gives a view its own choice and only "chosen" for the others'. The sealed
values are a cell (`CELLS`), in every snapshot.
"""
from __future__ import annotations

from typing import Any

from . import pending, primitives
from .actions import Action
from .vocabulary import ANY, ActionKind, register
from .words import Words

HIDDEN = "chosen"  # what a viewer sees of another player's sealed choice


def _sealed_facts(state: SealedChoices, player: int, action: Action) -> dict:
    """A sealed choice's facts: its name and the game's words for the value (`sealed_label`)."""
    name = state.sealing[0]
    return {"choice": name, "words": state.sealed_label(name, player, action)}


# every action of a sealed decision, labelled by the game's `sealed_label` (a wing may declare its own kinds there)
SEALED = register("sealed", ActionKind(ANY, "", (), "{words}", _sealed_facts, does="Chooses in secret."))


class SealedChoices:
    """Mixin for a game's `State` with sealed simultaneous choices (see the module docstring)."""

    CELLS = ("sealed", "sealing")
    # what a cell may call (`core.state.State`), the game's two hooks among them (`sealed_actions`, `sealed_label`:
    # a sealed decision's label is made from them, on a board too)
    QUERIES = ("sealed_steps", "redraw_sealed", "sealed_for", "sealed_actions", "sealed_label")
    CHANGERS = ("take_sealed",)  # what only a rule step runs
    sealed: tuple = ()  # (name, player, value) of the choices made and not yet revealed
    sealing: tuple = ()  # (name, rule) of the sealed decision being asked

    def sealed_steps(self, name: str, rule: str, prompt: str, players: tuple[int, ...] | None = None) -> list:
        """The steps asking each player in turn (seat order by default) for a sealed choice `name`."""
        return [("sealed_ask", name, rule, prompt, p) for p in (players or range(self.players))]

    def _s_sealed_ask(self, name: str, rule: str, prompt: str, player: int) -> None:
        self.sealing = (name, rule)
        self._ask(player, "sealed", rule, "{} (in secret)", self.sealed_actions(name, player), prompt, secret=True)

    def _d_sealed(self, action: Action, player: int) -> None:
        (name, rule), self.sealing = self.sealing, ()
        # the words only: an event keeps compact values (a label's facts are the action's, which the history keeps)
        self._seal(name, player, action, rule, str(self.sealed_label(name, player, action)))

    def _s_seal(self, name: str, rule: str, player: int, value: object) -> None:
        """The `then` step of a secret selection: seal what was picked."""
        self._seal(name, player, value, rule, "their choice", picks=True)

    def _seal(self, name: str, player: int, value: object, rule: str, label: str, **data: object) -> None:
        """Seal `value`, saying so: the event's `picks` is True when the choice is the picks of a secret selection
        (the events just before it), which a board words for the chooser (`widgets.kit.layout.event_text`)."""
        if any(n == name and p == player for n, p, _ in self.sealed):
            raise AssertionError(f"player {player} has already sealed {name!r}")
        self.sealed = (*self.sealed, (name, player, value))
        self._emit(rule, "sealed", "Player {} chooses in secret: {}.", player, player + 1, label, choice=name,
                   public="Player {0} has chosen, in secret.", **data)

    def take_sealed(self, name: str) -> tuple:
        """Unseal `name`: every player's value by seat, no longer sealed. For a game whose own reveal step does
        more than announce the choices (an attack reveal that sets the battle's attack powers in the same step,
        so no step shows the choices neither sealed nor applied)."""
        choices = {p: v for n, p, v in self.sealed if n == name}
        missing = [p for p in range(self.players) if p not in choices]
        if missing:
            raise AssertionError(f"reveal of {name!r} before players {missing} chose")
        self.sealed = tuple(s for s in self.sealed if s[0] != name)
        return tuple(choices[p] for p in range(self.players))

    def _s_reveal(self, name: str, rule: str, then: tuple) -> None:
        values = self.take_sealed(name)
        said = Words("Player {}: {}", (1, values[0]))
        for p in range(1, len(values)):  # each seat's choice as a value, worded when read ("Player 1: ...; ...")
            said = Words("{}; {}", (said, Words("Player {}: {}", (p + 1, values[p]))))
        self._emit(rule, "reveal", "Revealed at once: {}.", None, said, choice=name, revealed=list(values))
        self._push((*then, values))

    def redraw_sealed(self, name: str, player: int, value: object, rng: Any) -> object:
        """`player`'s sealed `value` as another seat, which cannot see it, may imagine it (`core.hidden`, for a search
        over what a seat may know): an action drawn at random among `sealed_actions`; any other value (a secret
        selection's picks) is kept, unless the game's state overrides this with what it may have been."""
        if isinstance(value, Action):
            choices = self.sealed_actions(name, player)
            return rng.choice(choices) if choices else value
        return value

    def sealed_for(self, viewer: int | None) -> dict[int, object]:
        """The sealed choices `viewer` may see: their own (all of them for None), `HIDDEN` for the others'."""
        return {p: (v if viewer is None or viewer == p else HIDDEN) for _, p, v in self.sealed}


def _redraw_others(state: SealedChoices, seat: int, rng: Any) -> None:
    """The sealed choices as `seat` may imagine them (`Game.determinized`): every other seat's drawn again
    (`redraw_sealed`), `seat`'s own kept."""
    state.sealed = tuple((name, player, value if player == seat else state.redraw_sealed(name, player, value, rng))
                         for name, player, value in state.sealed)


primitives.register(SealedChoices, "sealed choices", determinize=_redraw_others)


# ----- positions: the choices sealed and not yet revealed, and the steps that ask and reveal them (`core.pending`) --
def _write_sealed(sealed: tuple, moment: pending.Moment) -> list:
    return [[name, player, moment.write("value", value)] for name, player, value in sealed]


def _read_sealed(v: object, moment: pending.Moment, at: tuple) -> tuple:
    if not isinstance(v, list) or len(v) > 8:
        raise pending.Bad(at, "the sealed choices, each [name, seat, value], are expected here")
    out = []
    for i, entry in enumerate(v):
        if not isinstance(entry, list) or len(entry) != 3:
            raise pending.Bad((*at, i), "a sealed choice is [name, seat, value]")
        name = moment.read("text", entry[0], (*at, i, 0))
        player = moment.read("seat", entry[1], (*at, i, 1))
        if any(n == name and p == player for n, p, _ in out):
            raise pending.Bad((*at, i), "player {} has sealed {!r} once already", player + 1, name)
        out.append((name, player, moment.read("value", entry[2], (*at, i, 2))))
    return tuple(out)


pending.steps(sealed_ask=("text", "rule", "text", "seat"), seal=("text", "rule", "seat", "value"),
              reveal=("text", "rule", "value"))
pending.part(SealedChoices, "sealed", "sealed", _write_sealed, _read_sealed)
