"""The random-play harness every game registers into (after OpenSpiel's random simulation test).

For a seeded game played by random agents it checks, at every step and decision: no exception; a pending decision
has at least one legal action and no duplicates; every card is in exactly one zone, and the total of each kind of
counted token (`Game.token_counts()`) never changes and no count is negative (conservation); undo returns the
exact previous state; save then load gives the same state and the same continuation; the game ends within a
bound. `digest()` fingerprints a whole game so that two processes can be compared; `transcript()` and
`golden_diff()` pin a whole game's events against a golden file, the same way for every game.
"""
from __future__ import annotations

import difflib
import hashlib
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .agents import RandomAgent, play_match
from .engine import Game

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


def _check_conservation(game: Game, universe: list[int], tokens: dict[str, int]) -> None:
    seen = sorted(i for ids in game.zones().values() for i in ids)
    if seen != universe:
        missing = sorted(set(universe) - set(seen))
        dup = sorted({i for i in seen if seen.count(i) > 1})
        raise InvariantError(f"card conservation broken: missing {missing}, duplicated {dup}")
    now = token_totals(game)
    if now != tokens:
        raise InvariantError(f"token conservation broken: totals {now}, expected {tokens}")


def check_random_game(factory: GameFactory, seed: int, *, max_decisions: int = 3000,
                      undo_every: int = 7, save_every: int = 25) -> HarnessReport:
    game = factory(seed)
    agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
    universe = sorted(i for ids in game.zones().values() for i in ids)
    tokens = token_totals(game)
    _check_conservation(game, universe, tokens)
    decisions = steps = next_save = 0
    while not game.is_over:
        while game.can_step:
            game.step()
            steps += 1
            _check_conservation(game, universe, tokens)
        if game.is_over:
            break
        decision = game.decision
        if decision is None:
            raise InvariantError("the queue ran dry with no decision and no outcome")
        if not decision.actions or len(set(decision.actions)) != len(decision.actions):
            raise InvariantError(f"decision {decision.kind} has no or duplicate actions")
        if decisions >= max_decisions:
            raise InvariantError(f"game not over after {max_decisions} decisions")
        action = agents[decision.player].choose(game)
        if decisions % undo_every == 0:
            before = game.snapshot()
            game.apply(action)
            game.advance()
            game.undo()
            if game.snapshot() != before:
                raise InvariantError(f"undo of {action} did not restore the state")
        if decisions == next_save:  # 0, save_every, then doubling: a long game costs O(n log n) replays, not O(n²)
            next_save = max(save_every, 2 * next_save)
            copy = type(game).load(game.dumps())
            if copy.snapshot()[:4] != game.snapshot()[:4] or copy.events != game.events:
                raise InvariantError("save/load did not give the same state")
            _same_continuation(game, copy, follow_seed=seed + decisions)
        game.apply(action)
        decisions += 1
        _check_conservation(game, universe, tokens)
    return HarnessReport(seed, decisions, steps, str(game.outcome))


def _same_continuation(a: Game, b: Game, follow_seed: int, horizon: int = 20) -> None:
    """Play `horizon` random decisions on two equal games (with one agent seed) and compare them."""
    a_saved = a.snapshot()
    for game in (a, b):
        agent = RandomAgent(follow_seed)
        for _ in range(horizon):
            game.advance()
            if game.is_over:
                break
            game.apply(agent.choose(game))
        game.advance()
    if a.snapshot()[:4] != b.snapshot()[:4] or a.events != b.events:
        raise InvariantError("a loaded game continued differently from the original")
    a.restore(a_saved)


def digest(factory: GameFactory, seed: int) -> str:
    """A fingerprint of a whole random game's transcript (for the cross-process determinism test)."""
    game = play_match(factory(seed), [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)])
    text = "\n".join(str(e) for e in game.events) + f"\n{game.outcome}"
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
