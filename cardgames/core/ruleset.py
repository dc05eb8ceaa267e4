"""A game's declaration, apart from the engine that runs it: one immutable `Ruleset` per game.

OpenSpiel keeps an immutable `Game` (what the game is) and a mutable `State` (one play of it); here the `Ruleset` is
the first and `core.Game` with its `game.state` the second. A wing declares its ruleset once, in its `game.py`:

    RULESET = Ruleset(name="mygame", title="My Game", rules_version="mg-1", rules=RULES,
                      state=MyGameState, step_modules=(turn, battle, decisions), new_game=new_game, ...)

    class MyGame(Game):
        ruleset = RULESET

and core reads the declaration (`Game.__init_subclass__` collects the steps from it; every documented default is the
field's default here). The game's former upper-case hook attributes (`MyGame.RULES`, `.OPTIONS`, `.STATE`, ...)
are set from it, so code that read them keeps working.

One signature convention: what the rules run takes the state first (`new_game(state, **setup)`,
`build_position(state, position)`, `card_refusal(state, decision, card)`); what reads the whole game as a user sees
it takes the game (`board(game, viewer)`, `position(game)`); what needs no game takes only its subject
(`deck_rules(deck)`, `check_options(options)`, `agent(seed)`).
"""
from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from types import FunctionType, MappingProxyType, ModuleType
from typing import TYPE_CHECKING, Any

from .options import OptionSpec
from .state import State

if TYPE_CHECKING:
    from .actions import Action, Decision
    from .catalogue import CardCatalogue
    from .errors import Violation
    from .pending import Moment
    from .positions import PositionCatalogue
    from .rules import RuleRegistry
    from .vocabulary import Vocabulary


@dataclass(frozen=True, kw_only=True)
class Ruleset:
    """Everything that makes one game what it is, declared once and never changed (see the module docstring).
    Only `name` and `rules` are required; every other field has the default that says "the game has none"."""

    # who the game is: its name in saves and on the command line, its title in words, the version of its rules a
    # save must match, and the registry every event's rule is cited from
    name: str
    rules: RuleRegistry
    title: str = ""
    rules_version: str = ""
    # its options (`OptionSpec`s: name, default, words, rule), and a check of their values beyond their types
    # (`check_options(options)` raises `OptionError`), run before a game is built, new or from a position
    options: tuple[OptionSpec, ...] = ()
    check_options: Callable[[dict], None] | None = None
    players: int = 2
    # what the rules change (`game.state`, a `core.state.State` subclass) and the modules whose `step_<name>` and
    # `decide_<kind>` functions are its steps and decision handlers (`core.engine`'s module docstring)
    state: type[State] = State
    step_modules: tuple[ModuleType, ...] = ()
    # a fresh game: `new_game(state, **setup)` builds the board, queues the first steps (`state._push`) and returns
    # the set-up to keep in the game's save; `default_setup` fills what the caller does not give (e.g. the decks)
    new_game: Callable[..., Mapping[str, Any]] | None = None
    default_setup: Mapping[str, Any] = field(default_factory=dict)
    # the state's attribute holding its `CardZones` (for `zones()`) and its counted `Tokens` (`token_counts()`); a
    # state that moves its cards with core's `move` (it declares `ZONES_BY_SEAT`) keeps them in `places`, the default
    card_zones: str = ""
    tokens: str = ""
    # state-based checks (names of the state's `_c_<name>` methods) and whether abilities trigger (`state._fire`)
    checks: tuple[str, ...] = ()
    triggers: bool = False
    # the order in which the abilities one step fired resolve, first first: `trigger_order(state, fired)` over the
    # fired `(player, step)` pairs, e.g. `lambda st, fired: triggers.turn_player_first(fired, st.turn_player)`
    # (None: as fired)
    trigger_order: Callable[[State, tuple[tuple[int, tuple], ...]], list[tuple]] | None = None
    # its words: decision and action kinds with their labels and refusals (`core.vocabulary`)
    vocabulary: Vocabulary | None = None
    # what the command line and the boards ask of a game: its computer opponent (a class taking a seed; None: a
    # random player), its cards and deck files, the rules a deck is checked by, its ready-made positions
    agent: Callable[[int], Any] | None = None
    catalogue: CardCatalogue | None = None
    deck_rules: Callable[[Any], list[Violation]] | None = None
    positions: PositionCatalogue | None = None
    # the board as plain data (`view()`), the moment as a position and back, why a hand card is unusable
    board: Callable[[Any, int | None], dict] | None = None
    position: Callable[[Any], dict] | None = None
    build_position: Callable[[Any, dict], None] | None = None
    card_refusal: Callable[[Any, Decision, int], Violation | None] | None = None
    # the writer and reader of its positions' pending moment for a state (`core.pending.Moment`: its cards' names,
    # its steps' arguments, its own kinds); None: core's (cards named by zone, core's own steps)
    moment: Callable[[Any], Moment] | None = None
    # the zones whose cards a seat cannot see, by zone name without its seat, each with who sees it ("owner" or
    # "nobody") and the pool its cards are dealt again from: `Game.determinized` (`core.hidden`; none: no card hidden)
    hidden_zones: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # what every seat can tell of a hidden card, `(state, card) -> a key` (the deck it was drawn from, as a draw is
    # public): a determinization deals a card again only into a place that held a card of its kind (None: one kind)
    hidden_kind: Callable[[Any, int], Hashable] | None = None
    layout: str = ""  # the board layout's name in `widgets.layouts`; "" means `name`
    # an action as the game spelled it before its vocabulary changed (a save, a cell written then), as the action it
    # stands for now: `former_action(state, action) -> Action | None`; `apply` takes it, warning, for one version
    former_action: Callable[[Any, Action], Action | None] | None = None

    def __post_init__(self) -> None:
        # immutable all the way down: a notebook cell editing `ruleset.default_setup` would change every later game
        object.__setattr__(self, "default_setup", MappingProxyType(dict(self.default_setup)))
        object.__setattr__(self, "hidden_zones", MappingProxyType(dict(self.hidden_zones)))
        object.__setattr__(self, "options", tuple(self.options))
        object.__setattr__(self, "step_modules", tuple(self.step_modules))
        object.__setattr__(self, "checks", tuple(self.checks))
        if not self.card_zones and getattr(self.state, "ZONES_BY_SEAT", ()):
            object.__setattr__(self, "card_zones", "places")  # where core's `move` keeps them (`State.move`)
        if not (isinstance(self.state, type) and issubclass(self.state, State)):
            raise TypeError(f"Ruleset {self.name!r}: state must be a core.state.State subclass, not {self.state!r}")


# the game class's former hook attributes, each the ruleset field it now reads (kept set on the class: old spellings)
CLASS_NAMES: Mapping[str, str] = MappingProxyType({
    "name": "name", "title": "title", "rules_version": "rules_version", "RULES": "rules", "OPTIONS": "options",
    "players": "players", "layout": "layout", "STATE": "state", "STEP_MODULES": "step_modules",
    "DEFAULT_SETUP": "default_setup", "CARD_ZONES": "card_zones", "TOKENS": "tokens", "CHECKS": "checks",
    "TRIGGERS": "triggers", "VOCABULARY": "vocabulary", "AGENT": "agent", "CATALOGUE": "catalogue",
    "DECK_RULES": "deck_rules", "POSITIONS": "positions", "BOARD": "board", "POSITION": "position",
    "BUILD_POSITION": "build_position", "CARD_REFUSAL": "card_refusal", "HIDDEN_ZONES": "hidden_zones",
    "HIDDEN_KIND": "hidden_kind",
})


def set_on_class(cls: type, ruleset: Ruleset) -> None:
    """Set the old hook attributes of `cls` from `ruleset`, so that `GameClass.RULES`, `.OPTIONS`, `.name`... read
    the declaration (functions as static methods: they are the ruleset's, not methods of the game)."""
    for attr, f in CLASS_NAMES.items():
        value = getattr(ruleset, f)
        setattr(cls, attr, staticmethod(value) if isinstance(value, FunctionType) else value)
