"""Generic tests over every registered game (`cardgames.games.GAMES`), after OpenSpiel's basic tests: a game gets
them by registering. Random play with the harness (card and token conservation, undo, save and load with the same
continuation, a bounded length), undo walking back to the start, cross-process determinism, and illegal-action
fuzzing (unlisted actions raise `IllegalActionError` and leave the state unchanged)."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from cardgames.core.actions import Action
from cardgames.core.agents import RandomAgent, play_for
from cardgames.core.engine import Game
from cardgames.core.errors import IllegalActionError, NoDecisionError
from cardgames.core.harness import check_random_game, digest
from cardgames.core.rng import Rng
from cardgames.games import GAMES, game_class

NAMES = sorted(GAMES)
CHUNKS, PER_CHUNK = 3, 50   # 150 random games of each, with the harness's checks at every step
MAX_DECISIONS = 3000        # the bound on a game's length


def new_game(name: str, seed: int) -> Game:
    return game_class(name)(seed=seed)


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("name", NAMES)
def test_random_play_keeps_every_invariant(name, chunk):
    cls = game_class(name)
    rules = set()
    for seed in range(chunk * PER_CHUNK, (chunk + 1) * PER_CHUNK):
        report = check_random_game(lambda s: cls(seed=s), seed, max_decisions=MAX_DECISIONS)
        rules.add(report.outcome.rsplit("[", 1)[-1].rstrip("]"))
    assert rules and rules <= {r.id for r in cls.RULES}  # every game ends, citing the game's own rules


@pytest.mark.parametrize("name", NAMES)
def test_undo_walks_back_to_the_start(name):
    game = new_game(name, 21)
    agents = [RandomAgent(1), RandomAgent(2)]
    game.advance()
    snapshots = []
    while not game.is_over and len(snapshots) < 80:
        snapshots.append(game.snapshot())
        game.apply(agents[game.decision.player].choose(game))
        game.advance()
    for before in reversed(snapshots):
        game.undo()
        assert game.snapshot() == before
    with pytest.raises(IndexError):
        game.undo()


@pytest.mark.parametrize("name", NAMES)
def test_save_load_same_state_and_same_continuation(name):
    game = new_game(name, 11)
    play_for(game, [RandomAgent(1), RandomAgent(2)], 40)
    assert not game.is_over
    text = game.dumps()
    copy = type(game).load(text)
    assert copy.snapshot()[:4] == game.snapshot()[:4] and copy.events == game.events
    assert json.loads(copy.dumps()) == json.loads(text)
    play_for(game, [RandomAgent(5), RandomAgent(6)], 10_000)
    play_for(copy, [RandomAgent(5), RandomAgent(6)], 10_000)
    assert game.is_over and game.outcome == copy.outcome and game.events == copy.events


@pytest.mark.parametrize("name", NAMES)
def test_cross_process_determinism(name):
    """Another interpreter with another hash seed plays the same seeded games to the same transcript."""
    seeds = [0, 1, 7, 42]
    here = [digest(lambda s: new_game(name, s), s) for s in seeds]
    code = ("import json; from cardgames.core.harness import digest; from cardgames.games import game_class; "
            f"cls = game_class({name!r}); print(json.dumps([digest(lambda s: cls(seed=s), s) for s in {seeds}]))")
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == here
    assert len(set(here)) == len(seeds)


def junk_actions(decision, rng: Rng) -> list[Action]:
    """Actions no game lists: an unknown kind, a listed kind with arguments out of range or too many."""
    listed = decision.actions[rng.randrange(len(decision.actions))]
    return [Action("no_such_move", (rng.randrange(100),)), Action(listed.kind, (10**9,)),
            Action(listed.kind, (*listed.args, 0)), Action(listed.kind, (-1,) * (len(listed.args) or 1))]


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("name", NAMES)
def test_illegal_actions_raise_and_change_nothing(name, seed):
    """Random unlisted actions, and actions listed earlier for the other player or another kind of decision, raise
    `IllegalActionError` citing one of the game's rules; the snapshot is unchanged."""
    game = new_game(name, seed)
    rules = {r.id for r in type(game).RULES}
    rng, agent = Rng(seed + 500), RandomAgent(seed)
    seen: list[Action] = []
    game.advance()
    tried = 0
    while not game.is_over:
        legal = set(game.decision.actions)
        earlier = [a for a in seen if a not in legal]
        bad = [a for a in junk_actions(game.decision, rng) if a not in legal]
        bad += [earlier[rng.randrange(len(earlier))] for _ in range(min(3, len(earlier)))]
        before = game.snapshot()
        for action in bad:
            with pytest.raises(IllegalActionError) as info:
                game.apply(action)
            assert info.value.rule in rules and game.snapshot() == before
            tried += 1
        seen.extend(a for a in game.decision.actions if a not in seen)
        game.apply(agent.choose(game))
        game.advance()
    assert tried > 100
    with pytest.raises(NoDecisionError):
        game.apply(seen[0])
