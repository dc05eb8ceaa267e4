"""Exploring a ruling in cells: what can be done now, what cannot and by which rule, and naming an action by its
label. Plain functions of the public game API (no Jupyter import); `widgets.explore` puts them on a board.

    from cardgames.explore import actions, describe_kinds, open_game, play, refusals
    game = open_game(name, "11_download")          # a game's ready-made position, run to its first decision
    actions(game)                                  # every legal action, with the rule of the decision
    refusals(game)                                 # what a learner might try instead, each refused by its rule
    play(game, "Keep this")                        # an action named by (the start of) its label
    describe_kinds(game)                           # every decision kind and action kind of the game, in words

The actions a learner might try are built from the game's declared vocabulary (`core.vocabulary`): every kind of
the pending decision with the cards it could take (the hand, the cards in play), the hand cards themselves
(`why_not_card`), and one of each kind the game's other decisions offer. Each refusal reads as a sentence ending
with its rule and the rule's title.
"""
from __future__ import annotations

import copy
import itertools
from collections.abc import Iterable, Iterator
from html import escape
from pathlib import Path
from typing import Any, NamedTuple

from .core import inputs
from .core.actions import Action, action_named
from .core.data import MAX_DEPTH, read_json, within_depth
from .core.engine import Game
from .core.errors import ArgumentError, NoDecisionError, PositionError, Violation, as_typed, shown
from .core.vocabulary import ActionKind, DecisionKind, Vocabulary
from .core.words import counted
from .games import GAMES, game_class

__all__ = ["ActionRow", "Events", "KindRow", "Refusal", "Rows", "actions", "describe_kinds", "find", "game_named",
           "open_game", "play", "position_of", "refusals", "sentence"]

MAX_TRIES = 24  # the most actions of one kind tried for `refusals`


# ----- rows that print as text and as a table -----------------------------------------------------------------------
class Rows(list):
    """A list of rows that prints one row a line, and shows as a table in a notebook."""

    columns: tuple[str, ...] = ()
    empty = "(none)"

    def __init__(self, rows: Iterable = (), columns: tuple[str, ...] = (), empty: str = "(none)"):
        super().__init__(rows)
        self.columns, self.empty = columns, empty

    def __str__(self) -> str:
        return "\n".join(str(row) for row in self) if self else self.empty

    def __repr__(self) -> str:
        return str(self)

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(str(self))

    def _repr_html_(self) -> str:
        if not self:
            return f"<p><i>{escape(self.empty)}</i></p>"
        head = "".join(f"<th style='text-align:left'>{escape(c)}</th>" for c in self.columns)
        body = "".join("<tr>" + "".join(f"<td style='text-align:left'>{escape(str(row.cell(c)))}</td>"
                                        for c in self.columns) + "</tr>" for row in self)
        return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


class Events(list):
    """The events of a move, which print one a line in words with their rules (`[DCB-15] Player 1 plays ...`),
    as `print(event)` does, not as a list of `Event(...)`."""

    def __str__(self) -> str:
        return "\n".join(map(str, self)) if self else "(no events)"

    def __repr__(self) -> str:
        return str(self)

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(str(self))


class ActionRow(NamedTuple):
    """A legal action: its label, kind and arguments, the player who decides, and the decision's rule and title."""

    label: str
    kind: str
    args: tuple
    player: int
    rule: str
    title: str
    action: Action

    def cell(self, column: str) -> object:
        return {"rule": f"{self.rule} {self.title}"}.get(column, getattr(self, column, ""))

    def __str__(self) -> str:
        return f"{self.label}  ({self.rule}, {self.title})"


class Refusal(NamedTuple):
    """An action a learner might try and the engine refuses: a label for it, its kind and arguments (kind "card"
    for a hand card asked with `why_not_card`), the refusal's rule and title, `why_not` (a sentence naming the
    rule), `now` (False for a kind of another decision), and the `Violation` itself."""

    label: str
    kind: str
    args: tuple
    rule: str
    title: str
    why_not: str
    now: bool
    violation: Violation

    def cell(self, column: str) -> object:
        return {"why not": self.why_not}.get(column, getattr(self, column, ""))

    def __str__(self) -> str:
        return f"{self.label}: {self.why_not}"


class KindRow(NamedTuple):
    """An action kind of a decision kind, in words (`describe_kinds`)."""

    decision: str
    rules: str
    asks: str
    kind: str
    args: str
    does: str

    def cell(self, column: str) -> object:
        return getattr(self, column, "")

    def __str__(self) -> str:
        return f"{self.decision:11} {self.kind:14} {self.args or 'no arguments'}: {self.does}"


# ----- sentences -----------------------------------------------------------------------------------------------------
def _title(rules: Any, rule: str) -> str:
    return rules[rule].title if rules is not None and rule in rules else ""


def sentence(violation: Violation, rules: Any = None) -> str:
    """A refusal as a sentence: its message, capitalised, then the rule it cites and that rule's title from the
    registry `rules` ("… (rule DCB-13, Evolution)."); a problem that cites no rule (a position's field) says where."""
    inputs.instance(violation, "violation", Violation, "a Violation (what why_not() returns)")
    text = violation.message.strip().rstrip(".")
    first = next((i for i, ch in enumerate(text) if ch.isalnum()), 0)  # "'done' ends…" -> "'Done' ends…"
    text = text[:first] + text[first:first + 1].upper() + text[first + 1:]
    title = _title(rules, violation.rule)
    if title:
        return f"{text} (rule {violation.rule}, {title})."
    return f"{text} ({violation.rule})." if violation.rule else f"{text}."


# ----- games and positions -----------------------------------------------------------------------------------------
def game_named(game: Game | type[Game] | str) -> str:
    """The name of a game given as a game, a game class or a name."""
    if isinstance(game, Game) or isinstance(game, type) and issubclass(game, Game):
        game = game.name
    return inputs.one_of(game, "game", GAMES)


def position_of(game: str, position: dict | str | Path) -> dict:
    """A position of `game` as a plain dict: a dict (copied), a `.json` file path, or the name of a ready-made
    position of the game's catalogue (`"11_download"`: `data/<game>/positions/11_download.json`)."""
    game = game_named(game)
    if isinstance(position, dict):
        if not within_depth(position):
            raise PositionError([Violation("position", "nested more than {most} levels deep", most=MAX_DEPTH)])
        return {k: copy.deepcopy(v) for k, v in position.items() if k != "game"}
    if not isinstance(position, str | Path):
        raise ArgumentError("position must be a dict, a .json file path or the name of a ready-made position, "
                            "not {}", shown(position))
    text = inputs.text(str(position), "position", longest=4096)
    catalogue = game_class(game).ruleset.positions
    path = Path(text) if text.endswith(".json") or catalogue is None else catalogue.path(text)
    data = read_json(path)
    if not isinstance(data, dict):
        raise PositionError([Violation("position", "{file}: a position is a JSON object, not {kind}", file=path.name,
                                       kind=type(data).__name__)])
    return {k: v for k, v in data.items() if k != "game"}


def open_game(game: Game | str | dict, position: dict | str | Path | None = None, *, seed: int = 0,
              advance: bool = True) -> Game:
    """A game to explore: `open_game(name, "11_download")` (a game's name and a position by ready-made name, file
    path or dict), `open_game({"game": name, **position})` (a dict naming its game), or `open_game(game)` (a copy
    of a running game at this moment, `clone()`). A new game is run to its first decision unless `advance=False`. An
    inconsistent position raises `PositionError`, listing every problem."""
    inputs.flag(advance, "advance")
    if isinstance(game, Game):
        if position is not None:
            raise ArgumentError("give a game, or a game's name and a position, not both")
        return game.clone()
    if isinstance(game, dict):
        if position is not None or "game" not in game:
            raise ArgumentError("a position given alone names its game: {}", "{'game': name, ...}")
        name, position = game_named(game["game"]), game
    else:
        name = game_named(game)
    cls = game_class(name)
    built = cls(seed=seed) if position is None else cls(seed=seed, position=position_of(name, position))
    if advance:
        built.advance()
    return built


# ----- what can be done now ------------------------------------------------------------------------------------------
def actions(game: Game) -> Rows:
    """Every legal action now, as rows: label, kind, args, player, the decision's rule and its registry title."""
    d = _game(game).decision
    if d is None:
        return Rows((), ("label",), "No decision is pending: " + (str(game.outcome) if game.outcome else
                                                                    "rule steps must run first."))
    title = _title(game.ruleset.rules, d.rule)
    return Rows((ActionRow(game.describe(a), a.kind, a.args, d.player, d.rule, title, a) for a in d.actions),
                ("label", "kind", "args", "rule"))


def find(game: Game, name: str) -> Action:
    """The legal action named `name`: its label, case and spacing aside, or the start of one label. An unknown or
    ambiguous name raises `IllegalActionError` listing the labels on offer."""
    d = _game(game).decision
    inputs.text(name, "name", longest=10_000)
    if d is None:
        raise NoDecisionError("no decision is pending, so no action is named {}: {}" if game.outcome else
                              "no decision is pending, so no action is named {}: run the rule steps first (advance())",
                              shown(name), game.outcome)
    return action_named(d, name, [game.describe(a) for a in d.actions])


def play(game: Game, name: str | Action) -> Events:
    """Take the action named `name` (see `find`) and run the rule steps to the next decision; returns the events
    (which print one a line, each with its rule)."""
    if not isinstance(name, str | Action):
        raise ArgumentError("name must be an action's label (or an Action), not {}", shown(name))
    return Events(_game(game).play(find(game, name) if isinstance(name, str) else name))


def _game(game: Any) -> Game:
    return inputs.instance(game, "game", Game, "a game (open_game(...) makes one)")


# ----- what cannot, and why ------------------------------------------------------------------------------------------
def _cards(node: Any) -> Iterator[dict]:
    """Every face-up card dict (one with an int `id`) inside a piece of a view."""
    if isinstance(node, dict):
        if type(node.get("id")) is int and "name" in node:
            yield node
        for value in node.values():
            yield from _cards(value)
    elif isinstance(node, list):
        for value in node:
            yield from _cards(value)


def _vocabulary(name: str) -> Vocabulary:
    """The declared vocabulary of game `name` (its class's `VOCABULARY`)."""
    vocabulary = game_class(name).ruleset.vocabulary
    if vocabulary is None:
        raise KeyError(f"no action kinds are declared for game {name!r}")
    return vocabulary


def decision_kinds(name: str) -> dict[str, DecisionKind]:
    """The decision kinds of game `name`, by kind."""
    return _vocabulary(name).by_decision


def _in_play(name: str, seat: dict) -> list[int]:
    return list(dict.fromkeys(c["id"] for key in _vocabulary(name).in_play for c in _cards(seat.get(key))))


def _slot_values(slot: str, arg: Any, hand: list[int], own: list[int], foe: list[int]) -> list | None:
    """The values to try for an argument, or None when they cannot be guessed (an index, an amount, any card)."""
    extra = [v for v, _w in arg.values]
    pools = {"hand": hand, "own": own, "foe": foe}
    if slot in pools:
        return pools[slot] + extra
    if slot == "choice":
        return extra
    return None


def _tries(kind: ActionKind, hand: list[int], own: list[int], foe: list[int]) -> list[tuple]:
    pools = []
    for arg in kind.args:
        if arg.optional:
            break
        values = _slot_values(arg.slot, arg, hand, own, foe)
        if not values:
            return []
        pools.append(values)
    return list(itertools.islice(itertools.product(*pools), MAX_TRIES))


def _label(kind: ActionKind, args: tuple, names: dict[int, str]) -> str:
    words = []
    for arg, value in zip(kind.args, args, strict=False):
        said = dict(arg.values).get(value)
        if said is None and arg.slot in ("hand", "own", "foe", "card") and type(value) is int:
            said = names.get(value, f"card {value}")
        if said is None and arg.noun and type(value) is int:
            said = counted(value, arg.noun)
        words.append(said if said is not None else as_typed(value, 40))
    try:
        return kind.says.format(*words)
    except IndexError:
        return kind.says


def refusals(game: Game, candidates: Iterable[Action | tuple] | None = None, *, others: bool = True) -> Rows:
    """The actions a learner might try now and the engine refuses, each with `why_not` as a sentence naming the
    rule. `candidates` (actions, or `(kind, args)` pairs) are tried as given; by default the candidates are every
    action kind of the pending decision with the cards it could take, the deciding player's hand cards
    (`why_not_card`), and, with `others`, one action of each kind the game's other decisions offer ("not now").
    Of a kind that takes two cards, one refusal is listed per first card.
    Legal actions are left out, and so is a refusal of a kind for the same reason as one listed before (three
    creatures refused a direct attack for one reason make one row)."""
    d = _game(game).decision
    inputs.flag(others, "others")
    if candidates is not None:
        candidates = _candidates(candidates)
    rows = Rows((), ("label", "why not"), "Nothing to refuse: " + (
        "no decision is pending." if d is None else "every action tried is legal."))
    if d is None:
        return rows
    name, rules = game_named(game), game.ruleset.rules
    view = game.view(None)
    seats = view["seats"]
    names = {c["id"]: c["name"] for c in _cards(seats)}
    seen: set[tuple[str, str]] = set()

    def add(label: str, kind: str, args: tuple, now: bool, violation: Violation | None) -> None:
        if violation is None:
            return
        said = sentence(violation, rules)
        key = (label if kind == "card" else kind, said)  # one row per reason of a kind, one per hand card
        if key not in seen:
            seen.add(key)
            rows.append(Refusal(label, kind, tuple(args), violation.rule, _title(rules, violation.rule), said, now,
                                violation))

    if candidates is not None:
        for action in candidates:
            add(_guess_label(name, action, names), action.kind, action.args, True, game.why_not(action))
        return rows
    p = d.player
    hand_cards = [c for c in seats[p].get("hand", []) if type(c.get("id")) is int]
    hand = list({c["name"]: c["id"] for c in reversed(hand_cards)}.values())[::-1]  # copies of a card: one choice
    own = _in_play(name, seats[p])
    foe = _in_play(name, seats[1 - p]) if len(seats) > 1 else []
    kinds = kinds_of(name)
    current = kinds.get(d.kind)
    offered = {game.describe(a) for a in d.actions}
    for kind in current.actions if current else ():
        firsts: set = set()
        for args in _tries(kind, hand, own, foe):
            if len(args) > 1 and (args[0] in firsts or args[0] == args[1]):
                continue  # of a kind with two cards, one reason per first card, and never a card with itself
            action, label = Action(kind.kind, args), _label(kind, args, names)
            if action not in d.actions and label not in offered:  # not a copy of an offered one
                before = len(rows)
                add(label, kind.kind, args, True, game.why_not(action))
                if len(rows) > before and len(args) > 1:
                    firsts.add(args[0])
    for card in hand_cards:
        add(f"{card['name']} (a card of the hand)", "card", (card["id"],), True, game.why_not_card(card["id"]))
    if others:
        done = {k.kind for k in current.actions} if current else set()
        for other in kinds.values():
            for kind in other.actions:
                if other is current or kind.kind in done:
                    continue
                done.add(kind.kind)
                tries = _tries(kind, hand, own, foe)
                if tries or not kind.args:
                    args = tries[0] if tries else ()
                    add(_label(kind, args, names), kind.kind, args, False, game.why_not(Action(kind.kind, args)))
    return rows


def _candidates(candidates: Any) -> list[Action]:
    """`refusals`' candidates as actions: each an `Action` or a `(kind, args)` pair (at most a few hundred)."""
    if isinstance(candidates, str | bytes | dict) or not isinstance(candidates, Iterable):
        raise ArgumentError("candidates must be a list of actions or (kind, args) pairs, not {}", shown(candidates))
    out = []
    for c in itertools.islice(candidates, 1001):
        if not isinstance(c, Action):
            if not (isinstance(c, tuple | list) and len(c) == 2 and isinstance(c[0], str)
                    and isinstance(c[1], tuple | list)):
                raise ArgumentError("each candidate must be an action or a (kind, args) pair, not {}", shown(c))
            c = Action(c[0], tuple(c[1]))
        out.append(c)
    if len(out) > 1000:
        raise ArgumentError("candidates: at most 1,000 actions are tried at once")
    return out


def _guess_label(name: str, action: Action, names: dict[int, str]) -> str:
    """A label for an action built by hand: its kind's words from the table, else the action's own words."""
    for decision in kinds_of(name).values():
        for kind in decision.actions:
            if kind.kind == action.kind and len(action.args) >= sum(not a.optional for a in kind.args):
                return _label(kind, action.args, names)
    return str(action)


# ----- the action kinds, in words ------------------------------------------------------------------------------------
def describe_kinds(game: Game | type[Game] | str) -> Rows:
    """Every decision kind of the game, and the action kinds each offers with their arguments in words (the game's
    declared vocabulary, `core.vocabulary`)."""
    name = game_named(game)
    rules = game_class(name).ruleset.rules
    rows = Rows((), ("decision", "rules", "kind", "args", "does"))
    for decision in kinds_of(name).values():
        cited = ", ".join(f"{r} {_title(rules, r)}" for r in decision.rules)
        for kind in decision.actions:
            rows.append(KindRow(decision.kind, cited, decision.asks, kind.kind, _args_in_words(kind), kind.does))
    return rows


def _args_in_words(kind: ActionKind) -> str:
    parts = []
    for arg in kind.args:
        words = arg.words
        if arg.values and arg.slot == "choice":
            words += " (" + ", ".join(f"{v!r} {w}" for v, w in arg.values) + ")"
        parts.append(words + (" (may be left out)" if arg.optional else ""))
    return "; ".join(parts)


def kinds_of(game: Game | type[Game] | str) -> dict[str, DecisionKind]:
    """The declared decision kinds of one game, by kind (its `VOCABULARY.by_decision`)."""
    return decision_kinds(game_named(game))
