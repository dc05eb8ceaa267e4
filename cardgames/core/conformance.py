"""One conformance entry point for a game's own tests (after OpenSpiel's `random_sim_test`): `check_game(GameClass)`
plays a few seeded random games and checks, along the way, everything the kit asks of every game:

* `api`: the public API of `core.Game` with its signatures (a wing that redefines `apply(action, extra)` breaks
  every board and cell written against the README), and nothing public beside it that is no user API (an engine
  internal left public is one a cell can call behind undo's back); and the same of its state: each public method of
  the state declared a query or a changer, each query leaving the state as it was, each changer refusing on
  `game.state` (`OutsideStepError`), where a cell reaches it;
* the harness's invariants (`harness.GameChecks`): conservation, a sound pending decision, undo, save/load (the
  same file saved again; once, played on to the end), clone (the same history, view and save file; its undo leaves
  the original alone), `to_position` building the same board again, unlisted and malformed actions refused by one
  of the game's rules;
* `undo_walk`: undo back to the start, one action at a time, through every decision's state, a clone's undo as
  far, and the history played again giving the same game;
* `refusals`: listed exactly when not refused, against the game's declared vocabulary: every listed action has no
  `why_not`; every unlisted one (built from the declared kinds and arguments, or listed at an earlier decision) is
  refused citing a rule of the game, in words with no code in them;
* `view`: the view's envelope for every viewer, plain JSON, the opponent's hand as backs, and each of the deciding
  player's hand cards saying whether it can be used now and, if not, which of the game's rules says no, as
  `why_not_card` does;
* `labels`: every listed action has a label (`describe`) that names it back (`play(label)`);
* `pending`: what every primitive the game's state is made of holds now (its open windows, its sealed choices, the
  selection under way) reads back as written in a position (`core.pending`: each primitive's own encoder).

The first broken check raises `InvariantError` naming the check, the game, the seed and the decision; each check
can fail (`tests/test_check_game.py` breaks a game for each). This is the one call a game's author makes from the
game's own tests, and the one place the kit checks these properties for every game it finds (`test_check_game.py`
runs it over `GAMES`; `tests/test_vocabulary.py` runs `refusals` at every decision point)."""
from __future__ import annotations

import inspect
import json
import random
import re
from collections.abc import Callable, Iterable

from .actions import Action, action_named
from .agents import RandomAgent
from .deprecation import Moved
from .engine import Game
from .harness import GameChecks, InvariantError
from .pending import moment_of
from .rng import Rng
from .ruleset import PUBLIC_NAMES
from .vocabulary import ActionKind, Arg

# what a board, a notebook or a simulation may ask of any game (cardgames/README.md, "The same API for every game")
API = ("advance", "apply", "can_step", "card_report", "clone", "computer_agent", "deck_violations", "decision",
       "describe", "dumps", "events", "history", "is_over", "layout_name", "legal_actions", "load", "load_position",
       "new_like", "outcome", "pending_steps", "play", "position_names", "restore", "save", "snapshot", "step",
       "to_position", "token_counts", "undo", "view", "why_not", "why_not_card", "zones")
# what else a user may read on a game: its set-up and state, the lean copies a search makes, its declaration (the
# `ruleset` and the class attributes a user reads of it, `core.ruleset.PUBLIC_NAMES`: the others warn, `Moved`)
# and the engine's documented tunables
USER = ("state", "seed", "options", "log_events", "position", "event_count", "determinized", "ruleset",
        "ACTION_RULES", "UNDO_CHECKPOINT", "UNDO_TIERS", *PUBLIC_NAMES)
# the public names core's `State` gives every game's state: what the rules and a cell read, never a step service
# (the engine's plumbing a rule step calls: `_emit`, `_push`, `_ask`, ...); the rules' shared vocabulary of cards
# (`move` a card, `shuffle` a zone, `take_moves` for the event that reports it, read a `zone`, the wing's `arrive`,
# `hidden_now` and `held_now` hooks and its `ZONES_BY_SEAT`) is public, as each wing's own vocabulary is
# (`move_cores`, `draw`), but what changes the state (`move`, `shuffle`, `take_moves`: `State.CHANGERS`) refuses
# outside a rule step; so is each seat's values'
# record class (`SEAT`, whose records the rules read as `st.seats[p]`), and the declarations of the state's parts
# and of its methods
STATE_API = ("CELLS", "CHANGERS", "PARTS", "QUERIES", "SEAT", "ZONES_BY_SEAT", "arrive", "checks_due", "held_now",
             "hidden_now", "label",
             "log_events", "move", "options", "players", "shuffle", "take_moves", "vocabulary", "zone")
ENVELOPE = ("game", "viewer", "turn", "turn_player", "step", "step_name", "outcome", "decision", "seats")
PYTHON = re.compile(r"Action\(|Traceback|\w\(\d")  # code in a refusal's words: a repr, a traceback, a call
WALK = 80  # the decision from which undo walks back to the start (past the first tier of thinned checkpoints)
TRIES = 4  # unlisted actions built per kind the pending decision offers, each time the refusals are checked


def api_problems(cls: type[Game]) -> list[str]:
    """The public names of `core.Game` that `cls` lacks, or redefines with other parameters or as another sort of
    attribute (a property turned method)."""
    out = []
    for name in API:
        ours, core = inspect.getattr_static(cls, name, None), inspect.getattr_static(Game, name)
        if ours is None:
            out.append(f"{name} is missing")
        elif isinstance(ours, property) != isinstance(core, property):
            out.append(f"{name} is {'a property' if isinstance(ours, property) else 'no property'}, unlike core's")
        elif callable(core) and not isinstance(core, property) and \
                list(inspect.signature(getattr(cls, name)).parameters) != \
                list(inspect.signature(getattr(Game, name)).parameters):
            out.append(f"{name}{inspect.signature(getattr(cls, name))} differs from core's "
                       f"{name}{inspect.signature(getattr(Game, name))}")
    return out


def surface_problems(game: type[Game] | Game) -> list[str]:
    """The public names of a game class (or of a game, with what its instance holds) that are no user API: in
    neither `API` nor `USER`, and not a name kept for one version with a warning (`deprecation.Moved`)."""
    cls = game if isinstance(game, type) else type(game)
    allowed = {*API, *USER}
    return [f"{name} is public but no user API (an engine internal: give it a leading underscore)"
            for name in sorted(dir(game)) if not name.startswith("_") and name not in allowed
            and not isinstance(inspect.getattr_static(cls, name, None), Moved)]


def state_surface_problems(state: type) -> list[str]:
    """What breaks the contract of state class `state` (or of its closed variant, `type(game.state)` in a cell) with
    a cell, over all its bases (core's `State`, core's primitives, the game's own classes): a public name of core's
    `State` beside `STATE_API` (a step service left public), and a public method (or property) declared neither a
    query nor a changer (`State.QUERIES`, `CHANGERS`), declared both ways, declared but absent, or a changer its closed
    variant does not refuse. Names kept for one version (`deprecation.Moved`) and values (cells, constants) are no
    methods. That a query only reads is `query_problems`' to check, that a changer refuses on `game.state`
    `closed_problems`'."""
    from .state import State, _variants, changers

    state, closed = _variants(state)
    out = [f"state.{name} is public but no user API (a step service: give it a leading underscore)"
           for name in sorted(dir(State)) if not name.startswith("_") and name not in STATE_API
           and not isinstance(inspect.getattr_static(state, name, None), Moved)]
    queries, declared = state._queries, state._queries | state._changers
    methods = {*changers(state), *(name for name in queries if hasattr(state, name))}
    more = [(name, "is a public method declared neither a query (QUERIES: a cell may call it) nor a changer "
             "(CHANGERS: only a rule step runs it)") for name in sorted(methods - declared)]
    more += [(name, "is declared both a query and a changer") for name in sorted(queries & state._changers)]
    # a primitive (a mixin, no `State`) may declare the hooks a game writes for it, which a game not using them lacks
    own = {name for k in state.__mro__ if issubclass(k, State)
           for name in (*k.__dict__.get("QUERIES", ()), *k.__dict__.get("CHANGERS", ()))}
    more += [(name, "is declared (QUERIES or CHANGERS) but is no public method of the state")
             for name in sorted(own - methods)]
    more += [(name, "is a changer that a state closed to a cell does not refuse") for name in changers(state)
             if inspect.getattr_static(closed, name) is inspect.getattr_static(state, name)]
    flagged = {problem.split()[0] for problem in out}  # one problem a name
    return out + [f"state.{name} {problem}" for name, problem in more if f"state.{name}" not in flagged]


def closed_problems(game: Game) -> list[str]:
    """The changers of `game.state` (read as a cell reads it) that do not refuse with `OutsideStepError` when called
    (with no arguments: a refusal comes before the arguments are looked at), its cells (`CELLS`) that a cell can
    assign (given their own value back: nothing changes if it is taken), or any of it that changes the game."""
    from .errors import OutsideStepError
    from .state import changers

    state, out = game.state, []
    before = game.snapshot()
    for name in changers(type(state)):
        try:
            getattr(state, name)()
        except OutsideStepError:
            continue
        except Exception as exc:  # anything else ran the changer's own code
            out.append(f"state.{name}() called from a cell ran ({type(exc).__name__}) instead of refusing")
            continue
        out.append(f"state.{name}() called from a cell ran instead of refusing")
    for name in type(state)._cells:
        try:
            setattr(state, name, getattr(state, name))
        except OutsideStepError:
            continue
        out.append(f"state.{name} = ... from a cell was taken instead of refused")
    if game.snapshot() != before:
        out.append("the changers called from a cell changed the game")
    return out


def query_problems(cls: type[Game], seed: int = 0, max_decisions: int = 3000) -> list[str]:
    """The queries (`State.QUERIES`) of `cls`'s state that changed it when called, in a seeded game (the game's
    computer player against a random one, every seat's view read at each decision): each query is wrapped, for that
    game only, to compare the state's snapshot before and after the call. A query the game never calls is not
    seen."""
    from .state import _variants

    state_cls = _variants(cls.ruleset.state)[0]
    changed: dict[str, int] = {}
    originals = {name: state_cls.__dict__.get(name) for name in state_cls._queries}
    for name in state_cls._queries:
        static = inspect.getattr_static(state_cls, name, None)
        if isinstance(static, property):
            setattr(state_cls, name, property(_watched(name, static.fget, changed)))
        elif inspect.isfunction(static):
            setattr(state_cls, name, _watched(name, static, changed))
    try:
        game = cls(seed=seed)
        agents = [game.computer_agent(2 * seed + 1), RandomAgent(2 * seed + 2)]
        game.advance()
        for _ in range(max_decisions):
            if game.is_over:
                break
            for viewer in (None, 0, 1):
                game.view(viewer)
            game.apply(agents[game.decision.player].choose(game))
            game.advance()
    finally:
        for name, original in originals.items():
            if original is None:
                if name in state_cls.__dict__:
                    delattr(state_cls, name)
            else:
                setattr(state_cls, name, original)
    return [f"state.{name}() is declared a query (QUERIES) but changed the state {n} times when called"
            for name, n in sorted(changed.items())]


def _watched(name: str, query: Callable, changed: dict[str, int]) -> Callable:
    """`query`, counting in `changed[name]` the calls after which the state's snapshot differs from before."""
    def watched(state: object, *args: object, **kwargs: object) -> object:
        before = state._snapshot()
        try:
            return query(state, *args, **kwargs)
        finally:
            if state._snapshot() != before:
                changed[name] = changed.get(name, 0) + 1
    return watched


def _values(arg: Arg, game: Game, listed: tuple[Action, ...], rng: random.Random) -> list:
    """Values an argument might take, from its slot: the declared choices, card ids (those the listed actions name
    and a few others), small indexes and amounts."""
    if arg.slot == "choice":
        return [v for v, _ in arg.values]
    named = [a for action in listed for a in action.args if type(a) is int]
    if arg.slot in ("index", "number"):
        return [0, 1, 2, 100, *named[:3]]
    cards = rng.sample(range(len(game.state.cards)), min(3, len(game.state.cards)))
    return [*named, *cards, *(v for v, _ in arg.values)] or [0]


def _built(kind: ActionKind, game: Game, listed: tuple[Action, ...], rng: random.Random) -> Action:
    """An action of `kind` with arguments drawn from what its declared arguments may be."""
    return Action(kind.kind, tuple(rng.choice(_values(arg, game, listed, rng)) for arg in kind.args
                                   if not arg.optional))


class ConformanceChecks(GameChecks):
    """The harness's invariants, checked more closely (undo back to the start, a clone's own undo, save and load),
    and what every board and cell reads: the view, the labels, and refusals that agree with the listed actions."""

    def __init__(self, game: Game):
        super().__init__(game)
        self.seen: dict[Action, None] = {}  # the actions listed so far, in order (a set's order is no seed's)
        self.tried = self.elsewhere = 0  # unlisted actions refused so far; of them, of kinds not on offer then

    def refusals(self, rng: random.Random, tries: int = TRIES) -> None:
        """Listed exactly when not refused (issue 27's `why_not` against the listed actions): every listed action
        has no refusal; every unlisted one is refused citing a rule of the game, in words with no code in them.
        The unlisted ones are built from the declared vocabulary (`tries` of each kind the pending decision
        offers, with arguments the kind's declared arguments may take; one of each other kind), and taken from
        what was listed at earlier decisions."""
        game = self.game
        decision = game.decision
        listed = decision.actions
        for action in listed:
            reason = game.why_not(action)
            if reason is not None:
                raise InvariantError(f"the listed action {action!r} is refused: {reason}")
        attempts = []
        vocabulary = game.ruleset.vocabulary
        if vocabulary is not None:
            offered = vocabulary.offered(decision.kind)
            for kind in vocabulary.kinds.values():
                if kind.kind in offered:
                    attempts += [(_built(offered[kind.kind], game, listed, rng), False) for _ in range(tries)]
                else:
                    attempts.append((_built(kind, game, listed, rng), True))
        earlier = list(self.seen)
        attempts += [(earlier[rng.randrange(len(earlier))], False) for _ in range(min(3, len(earlier)))]
        for action, elsewhere in attempts:
            if action in listed:
                continue
            reason = game.why_not(action)
            if reason is None:
                raise InvariantError(f"{action!r} is not listed, yet not refused (why_not says nothing against it)")
            if reason.rule not in self.rules:
                raise InvariantError(f"{action!r} is refused citing {reason.rule!r}, not a rule of the game")
            if not reason.message or PYTHON.search(reason.message):
                raise InvariantError(f"{action!r} is refused in no words of the game's own: {reason.message!r}")
            self.tried += 1
            self.elsewhere += elsewhere
        self.seen.update(dict.fromkeys(listed))

    def clone(self, follow_seed: int, horizon: int | None = 20) -> None:
        """As the harness's, and: a clone has the same history, view and save file as its original, and undoing
        the clone leaves the original as it was."""
        game = self.game
        twin = game.clone()
        if type(twin) is not type(game) or twin is game:
            raise InvariantError("a clone is no new game of the same class")
        if twin.history != game.history or twin.view(None) != game.view(None) or twin.dumps() != game.dumps():
            raise InvariantError("a clone has another history, view or save file than its original")
        before, events = game.snapshot(), list(game.events)
        for _ in range(min(2, len(twin.history))):
            twin.undo()
        if game.snapshot() != before or game.events != events:
            raise InvariantError("undoing a clone changed its original")
        super().clone(follow_seed, horizon)

    def undo_walk(self, snapshots: list[tuple]) -> None:
        """Undo walks back one action at a time through `snapshots` (the game's at each decision so far, from the
        first) to the start, where nothing is left to undo (`IndexError`); a clone's undo reaches as far back; and
        the history played again gives back the same game."""
        game = self.game
        now, events, history = game.snapshot(), list(game.events), list(game.history)
        twin = game.clone()
        for walker in (game, twin):
            for k in reversed(range(len(snapshots))):
                walker.undo()
                if walker.snapshot() != snapshots[k]:
                    raise InvariantError(f"undo back to decision {k} did not restore that decision's state"
                                         + (" (in a clone)" if walker is twin else ""))
            try:
                walker.undo()
            except IndexError:
                pass
            else:
                raise InvariantError("undo went back past the start of the game")
        for action in history:
            game.apply(action)
            game.advance()
        if game.snapshot() != now or game.events != events:
            raise InvariantError("the history played again after undoing it all gave another game")

    def view(self) -> None:
        game = self.game
        decision = game.decision
        for viewer in (None, 0, 1):
            view = json.loads(json.dumps(game.view(viewer)))  # plain JSON, or this raises
            missing = [key for key in ENVELOPE if key not in view]
            if missing or view["game"] != game.name or view["viewer"] != viewer:
                raise InvariantError(f"the view for viewer {viewer} lacks {missing or 'its game and viewer'}")
            if [seat.get("seat") for seat in view["seats"]] != [0, 1]:
                raise InvariantError("the view's seats are not seat 0 then seat 1")
            if viewer is None or decision is None:
                continue
            for card in view["seats"][1 - viewer].get("hand", []):
                if card != {"back": True}:
                    raise InvariantError(f"viewer {viewer} sees a card of the other hand: {card}")
            if viewer == decision.player:
                for card in view["seats"][viewer].get("hand", []):
                    reason = game.why_not_card(card["id"]) if type(card.get("id")) is int else None
                    why = card.get("why_not")
                    if "usable" not in card or card["usable"] != (reason is None) or (
                            reason is not None and (reason.rule not in self.rules or not why)):
                        raise InvariantError(f"the hand card {card.get('name')} does not say which rule of the game "
                                             f"keeps it from being used, as why_not_card does: {why}, {reason}")

    def pending(self) -> None:
        game = self.game
        wrong = moment_of(game.ruleset, game.state).round_trip(game.state)
        if wrong:
            raise InvariantError("the pending moment does not read back as written: " + "; ".join(wrong))

    def labels(self) -> None:
        game = self.game
        decision = game.decision
        labels = [game.describe(a) for a in decision.actions]
        for action, label in zip(decision.actions, labels, strict=True):
            if not (isinstance(label, str) and label.strip()) or label == str(action):
                raise InvariantError(f"{action} has no label of its own: {label!r}")
            named = action_named(decision, label, labels)
            if named != action and named.kind != action.kind:
                raise InvariantError(f"the label {label!r} names {named}, not {action}")


def check_game(cls: type[Game], seeds: Iterable[int] = range(3), every: int = 3, max_decisions: int = 3000,
               thorough: bool = False) -> int:
    """Play a seeded random game of `cls` for each of `seeds`, checking the cheap invariants at every decision and
    the costly ones (refusals against the listed actions, undo, clone, to_position, forged actions) at every
    `every`-th, save/load twice, and undo walking back to the start once (from decision `WALK`, or the end of a
    shorter game); return the number of decisions checked. `thorough` checks the refusals at every decision, with
    twice the actions built. Raises `InvariantError` at the first broken check."""
    seeds = list(seeds)
    problems = api_problems(cls) + surface_problems(cls) + state_surface_problems(cls.ruleset.state)
    if not problems and seeds:  # the queries only read (the first seed's game, played by the game's own agent too)
        problems = query_problems(cls, seeds[0], max_decisions)
    if problems:
        raise InvariantError(f"{cls.__name__} [api]: " + "; ".join(problems))
    decisions = 0
    for seed in seeds:
        game = cls(seed=seed)
        problems = surface_problems(game) + closed_problems(game)  # what the instance holds too; its changers
        if problems:
            raise InvariantError(f"{cls.__name__} [api]: " + "; ".join(problems))
        checks, agents, rng = ConformanceChecks(game), [RandomAgent(2 * seed + 1), RandomAgent(2 * seed + 2)], Rng(seed)
        built = random.Random(seed)  # draws the arguments of the unlisted actions the refusals check builds
        game.advance()
        snapshots: list[tuple] = []  # the game's at each decision, for undo's walk back to the start
        k = 0
        while True:
            plan: list[tuple[str, Callable, tuple]] = [("conservation", checks.conservation, ()),
                                                       ("decision", checks.decision, ())]
            if not game.is_over:
                plan += [("view", checks.view, ()), ("labels", checks.labels, ())]
                if thorough or k % every == 0:
                    plan.append(("refusals", checks.refusals, (built, 2 * TRIES if thorough else TRIES)))
                if k % every == 0:
                    actions = game.decision.actions
                    to_end = None if k == every * 8 else 20  # once, the copies play on to the end
                    plan += [("undo", checks.undo, (actions[k % len(actions)],)),
                             ("pending", checks.pending, ()), ("to_position", checks.to_position, ()),
                             ("clone", checks.clone, (seed + k, to_end)),
                             ("forged", checks.forged, (rng,))]
                if k in (0, every * 8):
                    plan.append(("save_load", checks.save_load, (seed + k, None if k else 20)))
            if k == WALK or (game.is_over and k < WALK):
                plan.append(("undo_walk", checks.undo_walk, (snapshots,)))
            for name, check, args in plan:
                try:
                    check(*args)
                except Exception as exc:  # a check that raised anything is a broken check: say which, and where
                    raise InvariantError(f"{cls.__name__} seed {seed} decision {k} [{name}]: "
                                         f"{type(exc).__name__}: {exc}") from exc
            if game.is_over:
                break
            if k >= max_decisions:
                raise InvariantError(f"{cls.__name__} seed {seed}: not over after {max_decisions} decisions")
            if k < WALK:
                snapshots.append(game.snapshot())
            game.apply(agents[game.decision.player].choose(game))
            game.advance()
            k += 1
        decisions += k
    return decisions
