"""The random-play harness every game registers into (after OpenSpiel's random simulation test).

For a seeded game played by random agents it checks, at every step and decision: no exception; a pending decision
has at least one legal action and no duplicates; every card is in exactly one zone, and the total of each kind of
counted token (`Game.token_counts()`) never changes and no count is negative (conservation); undo returns the
exact previous state; save then load gives the same state and the same continuation; the game ends within a
bound. `GameChecks` holds each invariant as a method of its own, for the harness and for `python -m cardgames
soak`, which counts failures by kind. `digest()` fingerprints a whole game so that two processes can be compared;
`transcript()` and `golden_diff()` pin a whole game's events against a golden file, the same way for every game.
"""
from __future__ import annotations

import difflib
import hashlib
import itertools
import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .actions import Action, Decision
from .agents import RandomAgent, play_match
from .engine import Game
from .errors import IllegalActionError
from .language import in_english
from .rng import Rng

GameFactory = Callable[[int], Game]


class InvariantError(AssertionError):
    """A game broke one of the harness's invariants."""


@dataclass
class HarnessReport:
    seed: int
    decisions: int
    steps: int
    outcome: str


def token_totals(game: Game) -> dict[str, int]:
    """The total of each token kind; a negative count anywhere breaks conservation at once."""
    totals = {}
    for kind, places in game.token_counts().items():
        for place, n in places.items():
            if n < 0:
                raise InvariantError(f"token conservation broken: {n} {kind} at {place}")
        totals[kind] = sum(places.values())
    return totals


def without_ids(data: Any, names: Any = None) -> Any:
    """A view without card instance ids and action arguments (ids too): a game built from a position numbers its
    cards afresh, so two views of the same board compare equal only without them. A card referred to by an `_id`
    key (`attacker_id`) is given by its name from `names` (`game.cards`), so the comparison still sees which card it
    is; without `names` the key is dropped."""
    if isinstance(data, dict):
        out = {}
        for k, v in data.items():
            if k in ("id", "args"):
                continue
            if k.endswith("_id"):
                if names is not None:
                    out[k] = names[v].name if type(v) is int and v >= 0 else v
                continue
            out[k] = without_ids(v, names)
        return out
    if isinstance(data, list):
        return [without_ids(v, names) for v in data]
    return data


def comparable_view(game: Game, viewer: int | None) -> Any:
    """`game.view(viewer)` as two games showing the same board give it alike (see `without_ids`)."""
    return without_ids(game.view(viewer), game.state.cards)


def junk_actions(decision: Decision, rng: Rng) -> list[Action]:
    """Actions no game lists: an unknown kind, a listed kind with arguments out of range, too many, or of the wrong
    type."""
    listed = decision.actions[rng.randrange(len(decision.actions))]
    return [Action("no_such_move", (rng.randrange(100),)), Action(listed.kind, (10**9,)),
            Action(listed.kind, (*listed.args, 0)), Action(listed.kind, (-1,) * (len(listed.args) or 1)),
            Action(listed.kind, tuple(str(a) for a in listed.args) or ("x",))]


class GameChecks:
    """The invariants of one game, each a method that raises `InvariantError` (the harness stops at the first; the
    soak counts them by name). Every check leaves the game as it found it."""

    def __init__(self, game: Game):
        self.game = game
        self.universe = sorted(i for ids in game.zones().values() for i in ids)
        self.tokens = token_totals(game)
        self.rules = {r.id for r in type(game).ruleset.rules}

    def conservation(self) -> None:
        """Every card in exactly one zone; each kind of token as many as at the start, none negative."""
        game = self.game
        seen = sorted(i for ids in game.zones().values() for i in ids)
        if seen != self.universe:
            missing = sorted(set(self.universe) - set(seen))
            dup = sorted({i for i in seen if seen.count(i) > 1})
            raise InvariantError(f"card conservation broken: missing {missing}, duplicated {dup}")
        now = token_totals(game)
        if now != self.tokens:
            raise InvariantError(f"token conservation broken: totals {now}, expected {self.tokens}")

    def decision(self) -> None:
        """A game that is not over waits for a decision with at least one action, none twice."""
        game = self.game
        if game.is_over:
            return
        decision = game.decision
        if decision is None:
            raise InvariantError("the queue ran dry with no decision and no outcome")
        if not decision.actions or len(set(decision.actions)) != len(decision.actions):
            raise InvariantError(f"decision {decision.kind} has no or duplicate actions")

    def undo(self, action: Action) -> None:
        """`action` applied then undone gives back exactly the state before."""
        game = self.game
        before = game.snapshot()
        game.apply(action)
        game.advance()
        game.undo()
        if game.snapshot() != before:
            raise InvariantError(f"undo of {action} did not restore the state")

    def save_load(self, follow_seed: int, horizon: int | None = 20) -> None:
        """A saved game loads to the same state, saves the same file again, and plays on the same way (for
        `horizon` decisions; None: to the end)."""
        game = self.game
        text = game.dumps()
        copy = type(game).load(text)
        if copy.snapshot()[:4] != game.snapshot()[:4] or copy.events != game.events:
            raise InvariantError("save/load did not give the same state")
        if json.loads(copy.dumps()) != json.loads(text):
            raise InvariantError("a loaded game saves another file than the one it was loaded from")
        _same_continuation(game, copy, follow_seed, horizon)

    def clone(self, follow_seed: int, horizon: int | None = 20) -> None:
        """A clone is equal, plays on the same way (for `horizon` decisions; None: to the end), and playing it
        leaves the original unchanged."""
        game = self.game
        before, n_events = game.snapshot(), len(game.events)
        twin = game.clone()
        if twin.snapshot() != before or twin.events != game.events:
            raise InvariantError("a clone differs from its original")
        _same_continuation(game, twin, follow_seed, horizon)
        if game.snapshot() != before or len(game.events) != n_events:
            raise InvariantError("playing a clone changed the original")

    def to_position(self) -> None:
        """The board written as a position builds the same board again (the same view for every viewer), and
        that board writes the same position."""
        game = self.game
        position = game.to_position()
        json.dumps(position)  # plain JSON, or this raises: a position is kept in a file
        copy = type(game)(seed=game.seed + 1, position=position)
        copy.advance()
        for viewer in (None, 0, 1):
            if comparable_view(copy, viewer) != comparable_view(game, viewer):
                raise InvariantError(f"the board rebuilt from to_position() looks different to viewer {viewer}")
        if copy.to_position() != position:
            raise InvariantError("the rebuilt board writes another position")

    def forged(self, rng: Rng) -> None:
        """Unlisted and malformed actions are refused, citing one of the game's rules, and change nothing."""
        game = self.game
        before = game.snapshot()
        for action in junk_actions(game.decision, rng):
            if action in game.decision.actions:
                continue
            try:
                game.apply(action)
            except IllegalActionError as exc:
                if exc.rule not in self.rules:
                    raise InvariantError(f"{action} refused citing {exc.rule!r}, not a rule of the game") from None
            else:
                raise InvariantError(f"the unlisted action {action} was applied")
            if game.snapshot() != before:
                raise InvariantError(f"the refused action {action} changed the state")


def check_random_game(factory: GameFactory, seed: int, *, max_decisions: int = 3000,
                      undo_every: int = 7, save_every: int = 25) -> HarnessReport:
    """Play seeded game `seed` with random agents, checking conservation after every step, the pending decision,
    undo every `undo_every`-th decision, and save/load at decisions 0, `save_every`, then doubling (a long game
    costs O(n log n) replays, not O(n²)). Raises `InvariantError` at the first broken invariant."""
    game = factory(seed)
    agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
    checks = GameChecks(game)
    checks.conservation()
    decisions = steps = next_save = 0
    while not game.is_over:
        while game.can_step:
            game.step()
            steps += 1
            checks.conservation()
        checks.decision()
        if game.is_over:
            break
        if decisions >= max_decisions:
            raise InvariantError(f"game not over after {max_decisions} decisions")
        action = agents[game.decision.player].choose(game)
        if decisions % undo_every == 0:
            checks.undo(action)
        if decisions == next_save:
            next_save = max(save_every, 2 * next_save)
            checks.save_load(follow_seed=seed + decisions)
        game.apply(action)
        decisions += 1
        checks.conservation()
    return HarnessReport(seed, decisions, steps, str(game.outcome))


def _same_continuation(a: Game, b: Game, follow_seed: int, horizon: int | None = 20) -> None:
    """Play `horizon` random decisions (None: to the end) on two equal games (with one agent seed) and compare
    them; `a` is restored afterwards."""
    a_saved = a.snapshot()
    for game in (a, b):
        agent = RandomAgent(follow_seed)
        for _ in itertools.count() if horizon is None else range(horizon):
            game.advance()
            if game.is_over:
                break
            game.apply(agent.choose(game))
        game.advance()
    if a.snapshot()[:4] != b.snapshot()[:4] or a.events != b.events or a.outcome != b.outcome:
        raise InvariantError("a copied game continued differently from the original")
    a.restore(a_saved)


def digest(factory: GameFactory, seed: int) -> str:
    """A fingerprint of a whole random game's transcript (for the cross-process determinism test)."""
    game = play_match(factory(seed), [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)])
    text = in_english(lambda: "\n".join(str(e) for e in game.events) + f"\n{game.outcome}")  # whatever is read now
    return hashlib.sha256(text.encode()).hexdigest()


def transcript(game: Game, agents: list) -> str:
    """`game` played to its end by `agents` as text: every event with its rule ID, then the outcome."""
    play_match(game, agents)
    return "\n".join([*(str(e) for e in game.events), f"OUTCOME: {game.outcome}"]) + "\n"


def golden_diff(path: Path, text: str) -> str:
    """The unified diff from the golden file `path` to `text` ('' when they are the same). With the environment
    variable UPDATE_GOLDEN=1 the file is rewritten first: after a deliberate engine change, review and commit it."""
    if os.environ.get("UPDATE_GOLDEN") == "1":
        path.write_text(text, encoding="utf-8")
    expected = path.read_text(encoding="utf-8")
    return "".join(difflib.unified_diff(expected.splitlines(True), text.splitlines(True), "golden", "now", n=2))
