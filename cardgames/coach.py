"""The coach: what a strong player would do at the pending decision, and which rules make it good.

`hint(game)` searches with information-set Monte Carlo tree search (single observer: Cowling, Powley and Whitehouse,
2012). Each iteration imagines the game as the deciding seat may (`Game.determinized`: the cards hidden from it
dealt again, the opponent's sealed choices drawn again, the random generator reseeded from the hint's seed), walks
one tree of the seat's information set (UCB1 over the actions available in that determinization, counting how
often each was), adds one node, and plays the rest with the game's computer players, events off. So the hint is a
function of the seat's view, the public history (the deck lists named at set-up included) and the seed: never of
the hidden cards. Another player's secret choice (a sealed decision) is not a node of the tree: it is drawn at
random, as the seat cannot see it when it decides.

The why is made of facts: the most likely line after the move and after the best alternative are played again on
one determinization with events on, and each sentence cites a rule of an event of those lines. The sentences are
templates in `HINT_WORDS` (extracted into the kit's catalogue, `tools/messages.py`), kept with their values as
`core.words.Phrase`s: a hint made in one language reads in another, its English string unchanged. The events it
quotes are kept as their templates and values too, never as finished sentences.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from cardgames.core import inputs
from cardgames.core.actions import Action
from cardgames.core.engine import Game
from cardgames.core.errors import ArgumentError, NoDecisionError, shown
from cardgames.core.events import Event
from cardgames.core.rng import Rng
from cardgames.core.words import Phrase

EXPLORATION = 0.7       # UCB1's constant, for rewards in [0, 1]
PLAYOUT_DECISIONS = 3000  # a playout still running after this many decisions counts as a draw
LINE_DECISIONS = 8        # how far the line a hint shows follows the search's tree
ITERATIONS_LIMIT = 1_000_000
SEARCH_SHARE = 0.85       # of a hint's time budget, what the search takes: the rest plays the lines it shows again
# the coach as a player leaves the computer player's move only for a search's choice this many standard errors
# better (`_clearly_better`), a win rate's variance taken as at least VARIANCE_FLOOR
CONFIDENCE = 1.0
VARIANCE_FLOOR = 0.05
clock = time.perf_counter  # what the search reads the time on (a test may give it another)

# every sentence the coach says (one place; `tools/messages.py` extracts them into the kit's catalogue)
HINT_WORDS = {
    "head": "Coach: {move} (wins {rate:.0%} of {visits} playouts)",
    "more": "  ... and {n} more events on this line",
    "does": "{move} makes this happen: {event} [{rule}].",
    "then": "On the most likely line after it: {event} [{rule}].",
    "lacks": "The best alternative, {alt} ({alt_rate:.0%} against {rate:.0%} in the search), never gets there: "
             "its line has no {title} [{rule}].",
    "instead": "The best alternative, {alt} ({alt_rate:.0%} against {rate:.0%} in the search), leads instead "
               "to: {event} [{rule}].",
    "same": "The best alternative, {alt}, goes through the same rules [{rule}] but wins less often in the search "
            "({alt_rate:.0%} against {rate:.0%}).",
    "tie": "The best alternative, {alt}, goes through the same rules [{rule}] and wins as often in the search "
           "({alt_rate:.0%}): either will do.",
    "only": "{move} is the only action here [{rule}].",
    "over": "The game ends on this line: {event} [{rule}].",
    "known": "The coach knows the deck lists named at set-up, as both players do; it deals the cards you cannot see "
             "at random from them, never reading them.",
    "open": "{game} declares no hidden zones: the coach sees every card.",
}


class Seen(NamedTuple):
    """An event of a line as the deciding seat may read it: its rule and its sentence for that seat (a `Phrase`:
    the English words, worded in the language read now when read)."""

    rule: str
    kind: str
    text: Phrase

    def __str__(self) -> str:
        return f"[{self.rule}] {self.text}"


@dataclass(frozen=True)
class Estimate:
    """An action the search weighed: its words, its estimated win rate for the deciding seat and its visits."""

    action: Action
    label: str
    win_rate: float
    visits: int
    line: tuple[Seen, ...] = ()


@dataclass(frozen=True)
class Hint:
    """The coach's answer (see `hint`)."""

    action: Action
    label: str
    win_rate: float
    visits: int
    alternatives: tuple[Estimate, ...]
    line: tuple[Seen, ...]
    why: tuple[str, ...]
    rules: tuple[str, ...]
    iterations: int
    seat: int
    note: str = ""

    def __str__(self) -> str:
        return self.text(len(self.line))

    def text(self, events: int = 8) -> str:
        """The hint as a learner reads it: the move, the why, then the first `events` events of its line."""
        head = Phrase(HINT_WORDS["head"], move=self.label, rate=self.win_rate, visits=self.visits)
        rest = Phrase(HINT_WORDS["more"], n=len(self.line) - events) if len(self.line) > events else None
        return "\n".join(map(str, [head, *self.why, *(f"  {seen}" for seen in self.line[:events]),
                                    *([rest] if rest else [])]))


@dataclass(eq=False)
class _Node:
    """A node of the seat's information-set tree (its parent keys it by the action that led here): who chose
    that action, and its statistics (visits, wins for that player, how often it was available)."""

    player: int = -1
    visits: int = 0
    wins: float = 0.0
    available: int = 0
    children: dict[Action, _Node] = field(default_factory=dict)


def hint(game: Game, seed: int = 0, budget_ms: float = 1000, iterations: int | None = None) -> Hint:
    """The coach's advice for the seat that must decide in `game` (`game.decision`), after searching for
    `budget_ms` milliseconds of wall-clock time, or exactly `iterations` iterations when given (then the answer
    depends on the seed alone, as a notebook or a test needs). The game is not changed."""
    if not isinstance(game, Game):
        raise ArgumentError("hint() takes a game, not {}", shown(game))
    seed = inputs.seed(seed)
    if iterations is None:
        budget_ms = inputs.real(budget_ms, "budget_ms", low=1, high=600_000)
    else:
        iterations = inputs.whole(iterations, "iterations", low=1, high=ITERATIONS_LIMIT)
    decision = game.decision
    if decision is None:
        raise NoDecisionError("hint() needs a pending decision: call advance() first" if not game.is_over
                              else "the game is over")
    seat, rng = decision.player, Rng(seed)
    root = _Node(player=seat)
    done = _search(game, seat, root, rng, budget_ms, iterations)
    ranked = sorted(((child.visits, child.wins / child.visits if child.visits else 0.0, i, a)
                     for i, (a, child) in enumerate(root.children.items())
                     if a in decision.actions), key=lambda t: (-t[0], -t[1], t[2]))
    if not ranked:  # not one iteration finished: the first action, unweighed
        ranked = [(0, 0.0, 0, decision.actions[0])]
    visits, rate, _, best = ranked[0]
    best_line = _line(game, seat, root, best, Rng(seed ^ 0x5EED))
    alternatives = []
    for n, alt_rate, _, action in ranked[1:]:
        line = _line(game, seat, root, action, Rng(seed ^ 0x5EED)) if not alternatives else ()
        alternatives.append(Estimate(action, game.describe(action), alt_rate, n, line))
    label = game.describe(best)
    why = _why(game, label, rate, best_line, alternatives, decision.rule)
    note = (Phrase(HINT_WORDS["known"]) if game.ruleset.hidden_zones
            else Phrase(HINT_WORDS["open"], game=game.title or game.name))
    rules = tuple(dict.fromkeys(seen.rule for seen in best_line))
    return Hint(best, label, rate, visits, tuple(alternatives), best_line, why, rules, done, seat, note)


def _search(game: Game, seat: int, root: _Node, rng: Rng, budget_ms: float, iterations: int | None) -> int:
    """Run the iterations (exactly `iterations`, or as many as end before the deadline: a playout still running then
    is dropped); return how many ran."""
    deadline = math.inf if iterations is not None else clock() + SEARCH_SHARE * budget_ms / 1000
    agents = [type(game).computer_agent(rng.next64() & 0xFFFFFFFF) for _ in range(game.players)]
    done = 0
    while (done < iterations) if iterations is not None else clock() < deadline:
        world = game.determinized(seat, rng)
        path = _descend(world, root, rng)
        if not _playout(world, agents, deadline):
            break
        outcome = world.outcome
        for node in path:
            node.visits += 1
            if outcome is None or outcome.winner is None:
                node.wins += 0.5
            elif outcome.winner == node.player:
                node.wins += 1.0
        done += 1
    return done


def _playout(world: Game, agents: list, deadline: float) -> bool:
    """Let the computer players play `world` on, at most `PLAYOUT_DECISIONS` decisions (a game still running then
    counts as a draw); False if the deadline passed first (the clock is read at every decision, as one playout may
    take longer than a hint's whole budget)."""
    for _ in range(PLAYOUT_DECISIONS):
        if world.is_over:
            return True
        if deadline != math.inf and clock() >= deadline:
            return False
        world.apply(agents[world.decision.player].choose(world))
        world.advance()
    return True


def _descend(world: Game, node: _Node, rng: Rng) -> list[_Node]:
    """Walk the tree in this determinization by UCB1, adding one node; the nodes visited, root excluded. A secret
    decision of a seat other than the root's is played at random and is no node (the searching seat cannot tell
    what was chosen)."""
    path: list[_Node] = []
    seat = node.player
    while not world.is_over:
        decision = world.decision
        actions = decision.actions
        if decision.secret and decision.player != seat:
            world.apply(rng.choice(actions))
            world.advance()
            continue
        children = node.children
        untried = [a for a in actions if a not in children]
        if untried:
            action = rng.choice(untried)
            child = children[action] = _Node(player=decision.player)
            for a in actions:
                if a in children:
                    children[a].available += 1
            path.append(child)
            world.apply(action)
            world.advance()
            return path
        best_score, action = -1.0, actions[0]
        for a in actions:
            child = children[a]
            child.available += 1
            score = child.wins / child.visits + EXPLORATION * math.sqrt(math.log(child.available) / child.visits)
            if score > best_score:
                best_score, action = score, a
        node = children[action]
        path.append(node)
        world.apply(action)
        world.advance()
    return path


def _line(game: Game, seat: int, root: _Node, action: Action, rng: Rng) -> tuple[Seen, ...]:
    """The most likely continuation after `action`: the most visited child at each node of the tree, played on one
    determinization with events on, as the deciding seat reads them."""
    world = game.determinized(seat, rng, log_events=True)
    node = root.children.get(action)
    seen: list[Seen] = []
    events = world.apply(action) + world.advance()
    for _ in range(LINE_DECISIONS):
        seen.extend(Seen(e.rule, e.kind, _quoted(e, seat)) for e in events)
        if world.is_over or node is None or not node.children:
            break
        legal = [a for a in world.decision.actions if a in node.children]
        if not legal:
            break
        action = max(legal, key=lambda a: node.children[a].visits)
        node = node.children[action]
        events = world.apply(action) + world.advance()
    else:
        seen.extend(Seen(e.rule, e.kind, _quoted(e, seat)) for e in events)
    return tuple(seen)


def _quoted(event: Event, seat: int) -> Phrase:
    """The event's sentence as `seat` may read it (`Event.text_for`: another player's private details left out when
    it carries a public version), kept as its template and values: worded in the language read now when read."""
    public = event.data.get("public") if event.data and event.player is not None and event.player != seat else None
    return Phrase(public or event.template, *event.values)


def _why(game: Game, label: str, rate: float, line: tuple[Seen, ...], alternatives: list[Estimate],
         asked_by: str) -> tuple[str, ...]:
    """Two to four sentences, each citing a rule of an event on the lines shown."""
    if not line:
        return (Phrase(HINT_WORDS["only"], move=label, rule=asked_by),)
    first = line[0]
    why = [Phrase(HINT_WORDS["does"], move=label, event=_Clause(first.text), rule=first.rule)]
    if not alternatives:
        return (*why, Phrase(HINT_WORDS["only"], move=label, rule=first.rule))
    alt = alternatives[0]
    alt_rules = {seen.rule for seen in alt.line}
    own = next((seen for seen in line[1:] if seen.rule not in alt_rules), None)
    if own is not None:
        why.append(Phrase(HINT_WORDS["then"], event=_Clause(own.text), rule=own.rule))
        title = game.ruleset.rules[own.rule].title if own.rule in game.ruleset.rules else own.rule
        why.append(Phrase(HINT_WORDS["lacks"], alt=alt.label, alt_rate=alt.win_rate, rate=rate, title=title,
                          rule=own.rule))
    else:
        rules = {seen.rule for seen in line}
        other = next((seen for seen in alt.line if seen.rule not in rules), None)
        if other is not None:
            why.append(Phrase(HINT_WORDS["instead"], alt=alt.label, alt_rate=alt.win_rate, rate=rate,
                              event=_Clause(other.text), rule=other.rule))
        else:
            same = "tie" if round(alt.win_rate * 100) >= round(rate * 100) else "same"
            why.append(Phrase(HINT_WORDS[same], alt=alt.label, alt_rate=alt.win_rate, rate=rate, rule=first.rule))
    ending = next((seen for seen in line if seen.kind in ("game_over", "outcome", "win")), None)
    if ending is not None and len(why) < 4:
        why.append(Phrase(HINT_WORDS["over"], event=_Clause(ending.text), rule=ending.rule))
    return tuple(why)


class _Clause(NamedTuple):
    """An event's sentence inside another, worded when read: without its final full stop (Japanese "。" too)."""

    sentence: Phrase

    def __str__(self) -> str:
        text = str(self.sentence)
        return text[:-1] if text.endswith((".", "。")) else text

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


class CoachAgent:
    """The coach as a player (`--agents coach,...`): the search of `hint` with a fixed number of iterations per
    decision, so a seeded game replays exactly; it plays the game's computer player's move unless the search finds
    another clearly better (`_clearly_better`), as a few dozen playouts are a noisy estimate."""

    name = "coach"

    def __init__(self, seed: int = 0, iterations: int = 48):
        self.rng = Rng(seed)
        self.iterations = iterations
        self._seen: set[int] = set()  # the positions it chose at (their snapshots' hashes)
        self._fallback: Any = None

    def choose(self, game: Game) -> Action:
        actions = game.decision.actions
        if len(actions) == 1:
            return actions[0]
        if self._fallback is None:
            self._fallback = type(game).computer_agent(self.rng.next64() & 0xFFFFFFFF)
        usual = self._fallback.choose(game)  # the game's computer player's move
        if self._again(game):  # a position it chose at before: reversible actions (a core moved there and back)
            # would loop, as a search of equal estimates may pick them again; the game's computer player moves on
            return usual
        root = _Node(player=game.decision.player)
        _search(game, game.decision.player, root, Rng(self.rng.next64()), 0, self.iterations)
        best = max(actions, key=lambda a: (root.children[a].visits, root.children[a].wins)
                   if a in root.children else (-1, 0.0))
        return best if _clearly_better(root.children.get(best), root.children.get(usual)) else usual

    def _again(self, game: Game) -> bool:
        """Whether the coach has chosen at this very position (board, steps, decision, random state) before."""
        saved = game.snapshot()
        key = hash(repr((saved[0], saved[1], saved[2], saved[6])))
        if key in self._seen:
            return True
        if len(self._seen) > 100_000:
            self._seen.clear()
        self._seen.add(key)
        return False


def _clearly_better(best: _Node | None, usual: _Node | None) -> bool:
    """Whether the search's choice beats the computer player's by more than `CONFIDENCE` standard errors of the
    difference of their win rates. A few dozen playouts estimate a win rate to about ±10%: in a game of a hundred-odd
    decisions a player that took every estimate at its word would often leave a good move for a worse one that was
    lucky in the search, and lose to the player it searches with (in one of the kit's games it did, 23-42%)."""
    if best is None or usual is None or best is usual or not usual.visits:
        return best is not None and usual is None
    pooled = (best.wins + usual.wins) / (best.visits + usual.visits)
    spread = math.sqrt(max(pooled * (1 - pooled), VARIANCE_FLOOR) * (1 / best.visits + 1 / usual.visits))
    return best.wins / best.visits - usual.wins / usual.visits > CONFIDENCE * spread


def explain(hint_: Hint) -> dict[str, Any]:
    """The hint as plain data (a board or JSON output), its sentences in the language read now."""
    return {"action": hint_.action.to_json(), "label": hint_.label, "win_rate": hint_.win_rate,
            "visits": hint_.visits, "iterations": hint_.iterations, "why": [str(s) for s in hint_.why],
            "line": [str(seen) for seen in hint_.line], "rules": list(hint_.rules), "note": str(hint_.note),
            "alternatives": [{"action": a.action.to_json(), "label": a.label, "win_rate": a.win_rate,
                              "visits": a.visits} for a in hint_.alternatives]}
