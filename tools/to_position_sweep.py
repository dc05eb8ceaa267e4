"""`game.to_position()` at every decision point of many random games, as `tests/test_conformance.py` checks it for 4
seeds: the position is plain JSON, builds a game with the same view for every viewer, and writes itself back
unchanged. Prints the decision points checked and the failures by decision kind (the first few in full).

    PYTHONPATH=. python tools/to_position_sweep.py GAME 1000 [FIRST_SEED]
"""
from __future__ import annotations

import json
import sys
import time
import traceback
from collections import Counter

from cardgames.core.agents import RandomAgent
from cardgames.core.harness import comparable_view
from cardgames.games import game_class

MAX_DECISIONS = 3000  # as the soak's bound


def sweep(name: str, games: int, first: int = 0) -> int:
    """Check `games` random games of `name` from seed `first`; returns the number of failures."""
    cls = game_class(name)
    points = failures = 0
    kinds: Counter = Counter()
    shown: list[str] = []
    start = time.perf_counter()
    for seed in range(first, first + games):
        game = cls(seed=seed)
        agents = [RandomAgent(seed + 1), RandomAgent(seed + 2)]
        game.advance()
        while not game.is_over and len(game.history) < MAX_DECISIONS:
            points += 1
            try:
                position = game.to_position()
                json.dumps(position)
                copy = cls(seed=seed + 1, position=position)
                copy.advance()
                for viewer in (None, 0, 1):
                    assert comparable_view(copy, viewer) == comparable_view(game, viewer), f"view of {viewer}"
                assert copy.to_position() == position, "the position does not write itself back unchanged"
            except Exception as exc:  # a sweep counts every failure, whatever raised it
                failures += 1
                kinds[(game.decision.kind, type(exc).__name__)] += 1
                if len(shown) < 3:
                    shown.append(f"seed {seed}, decision {len(game.history)}:\n{traceback.format_exc()[-800:]}")
            game.apply(agents[game.decision.player].choose(game))
            game.advance()
    print(f"{name}: games {first}..{first + games - 1}, decision points {points}, failures {failures}, "
          f"{time.perf_counter() - start:.0f}s")
    for (kind, error), n in kinds.most_common():
        print(f"  {n} at '{kind}' decisions: {error}")
    for text in shown:
        print(text)
    return failures


if __name__ == "__main__":
    sys.exit(1 if sweep(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 0) else 0)
