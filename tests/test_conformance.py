"""The shape every game shares (beside `test_every_game.py`, which checks the rules' invariants): the public API of
`core.Game` with its signatures, the view's envelope, and refusals (`why_not`, `why_not_card`) that name one of the
game's rules for every decision kind and every malformed argument, without a raw Python exception. A new game gets
all of it by registering. `clone()` equal and independent and `to_position()` building the same board are checked
by `check_game` (`core.conformance`, run over every game by `test_check_game.py`)."""
from __future__ import annotations

import inspect
import itertools
import json

import pytest

from cardgames.core.actions import Action, action_named
from cardgames.core.agents import RandomAgent
from cardgames.core.conformance import state_surface_problems, surface_problems
from cardgames.core.engine import Game
from cardgames.core.errors import DeckError, IllegalActionError, OptionError, PositionError, SaveFileError
from cardgames.games import GAMES, game_class

NAMES = sorted(GAMES)

# what a board, a notebook or a simulation may ask of any game (cardgames/README.md, "The same API for every game")
API = ("advance", "apply", "can_step", "clone", "decision", "dumps", "events", "history", "is_over",
       "legal_actions", "load", "new_like", "outcome", "pending_steps", "play", "restore", "save", "snapshot", "step",
       "to_position", "undo", "view", "why_not", "why_not_card", "describe", "zones", "token_counts", "computer_agent",
       "deck_violations", "card_report", "layout_name")
ENVELOPE = {"game", "viewer", "turn", "turn_player", "step", "step_name", "outcome", "decision", "seats"}
DECISION_KEYS = {"player", "kind", "rule", "prompt", "secret", "actions"}


def decision_points(name: str, seeds=range(4)):
    """Random games paused at every decision (the same game object, played on after each)."""
    for seed in seeds:
        game = game_class(name)(seed=seed)
        agents = [RandomAgent(seed + 1), RandomAgent(seed + 2)]
        game.advance()
        while not game.is_over:
            yield game
            game.apply(agents[game.decision.player].choose(game))
            game.advance()


@pytest.mark.parametrize("name", NAMES)
def test_every_game_has_the_core_api_with_its_signatures(name):
    cls = game_class(name)
    for attr in API:
        assert hasattr(cls, attr), (name, attr)
        ours, core = inspect.getattr_static(cls, attr), inspect.getattr_static(Game, attr)
        if callable(core) and not isinstance(core, property):
            ours_sig = inspect.signature(getattr(cls, attr))
            core_sig = inspect.signature(getattr(Game, attr))
            assert list(ours_sig.parameters) == list(core_sig.parameters), (name, attr)
        assert isinstance(ours, property) == isinstance(core, property), (name, attr)


@pytest.mark.parametrize("name", NAMES)
def test_a_game_and_its_state_show_only_user_api(name):
    """The game's public names are what a user needs (`core.conformance.API` and `USER`), and its state's step
    services (`_emit`, `_push`, `_ask`, ...) are no part of `game.state`'s public surface: an engine internal left
    public is one a cell can call behind undo's back. Names kept for one version warn (`test_deprecations.py`)."""
    cls = game_class(name)
    game = cls(seed=2)
    game.advance()
    game.play(game.legal_actions()[0])
    assert surface_problems(cls) == [] and surface_problems(game) == []
    assert state_surface_problems(type(game.state)) == []
    for service in ("emit", "push", "ask", "finish", "fire", "run", "rng", "open", "close", "snapshot", "restore"):
        assert "_" + service in dir(game.state), service


@pytest.mark.parametrize("name", NAMES)
def test_describe_labels_every_listed_action_and_the_label_names_it_back(name):
    """`describe` makes the label of every listed action (words a board shows: the view's labels), and the label
    names that action back: `play(label)` takes an action equal to it, or for copies of a card that share a label,
    the first of them (the same move). An action the decision does not list, or any once the game is over, reads
    as words ("the move 'attack' with 0")."""
    for seed in range(3):
        game = game_class(name)(seed=seed)
        agents = [RandomAgent(seed + 1), RandomAgent(seed + 2)]
        game.advance()
        while not game.is_over:
            d = game.decision
            labels = [game.describe(a) for a in d.actions]
            assert all(isinstance(x, str) and x.strip() and not x.startswith("the move '") for x in labels), labels
            assert [a["label"] for a in game.view(None)["decision"]["actions"]] == labels
            for i, label in enumerate(labels):
                first = labels.index(label)  # copies of a card share a label: it names the first of them
                assert action_named(d, label, labels) is d.actions[first], (name, label)
                assert first == i or d.actions[first].kind == d.actions[i].kind, (name, label)
            label = labels[d.actions.index(agents[d.player].choose(game))]
            game.play(label)
            assert game.history[-1] == d.actions[labels.index(label)], (name, label)
        assert game.describe(game.history[-1]) == str(game.history[-1])
    unlisted = Action("no_such_move", (1,))
    assert game.describe(unlisted) == "the move 'no_such_move' with 1"


@pytest.mark.parametrize("name", NAMES)
def test_the_view_has_one_envelope(name):
    for k, game in enumerate(decision_points(name, seeds=range(1))):
        if k % 5:
            continue
        for viewer in (None, 0, 1):
            view = game.view(viewer)
            assert ENVELOPE <= set(view), (name, ENVELOPE - set(view))
            assert view["game"] == name and view["viewer"] == viewer
            # one key for the part of the turn in every game, with its words (the boards show them as given)
            assert isinstance(view["step"], str) and isinstance(view["step_name"], str) and view["step_name"]
            assert set(view["decision"]) == DECISION_KEYS
            assert len(view["seats"]) == 2 and [s["seat"] for s in view["seats"]] == [0, 1]
            json.dumps(view)


_SCRIBBLES = itertools.count()


@pytest.mark.parametrize("name", NAMES)
def test_a_view_is_a_copy_editing_it_changes_no_later_view(name):
    """A view is data the caller owns: scribbling on one (a hidden card's dict included) changes nothing else.
    Defect guarded: every hidden card was one shared dict. The game is played on until the view hides a card, and
    the mark is new to this test run, so a dict shared with an earlier game's run is caught too."""
    game = game_class(name)(seed=3)
    game.advance()
    agent = RandomAgent(3)
    while '"back"' not in json.dumps(game.view(0)):
        game.play(agent.choose(game))
    first = game.view(0)
    before = json.dumps(game.view(0), sort_keys=True)
    mark = f"scribbled on {name} #{next(_SCRIBBLES)}"

    def scribble(data):
        if isinstance(data, dict):
            for value in data.values():
                scribble(value)
            data["scribbled"] = mark
        elif isinstance(data, list):
            for value in data:
                scribble(value)
    scribble(first)
    assert json.dumps(game.view(0), sort_keys=True) == before
    assert json.dumps(game_class(name)(seed=3).view(0), sort_keys=True) != json.dumps(first, sort_keys=True)


@pytest.mark.parametrize("name", NAMES)
def test_an_action_whose_steps_fail_part_way_changes_nothing(name, monkeypatch):
    """`apply` is all or nothing even when a rule step raises after changing the state (a defect, or Ctrl-C): the
    game is back at the same decision, its events and history as they were, at a checkpoint (decision 16) and
    between two (decision 21), and plays on as if nothing had happened."""
    game = game_class(name)(seed=3)
    agents = [RandomAgent(1), RandomAgent(2)]
    game.advance()
    tried = 0
    for number in range(40):
        if game.is_over:
            break
        if number in (0, 16, 21, 33):
            kind = game.decision.kind
            real = type(game)._handler_table[kind]

            calls = []

            def fails_part_way(state, action, player, real=real, calls=calls):
                real(state, action, player)
                calls.append(action)
                if len(calls) == 1:  # once, as Ctrl-C: the actions replayed to get back run as before
                    raise KeyboardInterrupt

            before = (game.snapshot(), list(game.events), list(game.history), game.view(None))
            monkeypatch.setitem(type(game)._handler_table, kind, fails_part_way)
            with pytest.raises(KeyboardInterrupt):
                game.apply(game.decision.actions[-1])
            monkeypatch.undo()
            assert (game.snapshot(), list(game.events), list(game.history), game.view(None)) == before
            tried += 1
        game.apply(agents[game.decision.player].choose(game))
        game.advance()
    assert tried == 4
    replayed = game_class(name).load(game.dumps())
    assert replayed.snapshot() == game.snapshot() and replayed.events == game.events


def _other_kinds(name: str) -> dict[str, list[Action]]:
    """For each decision kind of random games, actions listed at decisions of other kinds."""
    listed: dict[str, set[Action]] = {}
    for game in decision_points(name, seeds=range(2)):
        listed.setdefault(game.decision.kind, set()).update(game.decision.actions)
    return {kind: sorted({a for k, acts in listed.items() if k != kind for a in acts}, key=str)[:40]
            for kind in listed}


MALFORMED = [Action("no_such_move", ()), Action("no_such_move", (1, 2)), Action("pick", ([0],)),
             Action("pick", ("x",)), Action("pick", (10**30,)), Action("pick", (-1,)), Action("attack", (None,)),
             Action("main", ((1, 2),))]


@pytest.mark.parametrize("name", NAMES)
def test_refusals_name_a_rule_of_the_game_for_every_decision_kind(name):
    """At every decision kind, an action of another kind or a malformed one is refused with one of the game's own
    rules and a sentence (no code), by `why_not` and by `apply` alike, and the state is unchanged."""
    rules = {r.id for r in game_class(name).ruleset.rules}
    others = _other_kinds(name)
    kinds = set()
    for game in decision_points(name, seeds=range(2)):
        kind = game.decision.kind
        if kind in kinds:
            continue
        kinds.add(kind)
        before = game.snapshot()
        for action in [*others[kind], *MALFORMED]:
            if action in game.decision.actions:
                continue
            reason = game.why_not(action)
            assert reason is not None and reason.rule in rules, (name, kind, action, reason)
            assert reason.message and "Action(" not in reason.message and "Violation(" not in reason.message
            with pytest.raises(IllegalActionError) as info:
                game.apply(action)
            assert info.value.rule == reason.rule
            assert game.snapshot() == before
    assert len(kinds) >= 3


@pytest.mark.parametrize("name", NAMES)
def test_an_argument_that_only_equals_a_listed_one_is_refused(name):
    """`True` and `1.0` equal `1` in Python; as an action's argument they are no card id and no choice."""
    for game in decision_points(name, seeds=range(1)):
        listed = next((a for a in game.decision.actions if any(type(x) is int for x in a.args)), None)
        if listed is None:
            continue
        for odd in (True, False, 1.0, 0.0):
            forged = Action(listed.kind, tuple(odd if type(x) is int else x for x in listed.args))
            if forged.args == listed.args:
                before = game.snapshot()
                assert game.why_not(forged) is not None
                with pytest.raises(IllegalActionError):
                    game.apply(forged)
                assert game.snapshot() == before
                return
    pytest.fail("no listed action took an int that True, False, 1.0 or 0.0 equals")


@pytest.mark.parametrize("name", NAMES)
def test_why_not_card_answers_every_argument_with_a_rule(name):
    rules = {r.id for r in game_class(name).ruleset.rules}
    for k, game in enumerate(decision_points(name, seeds=range(1))):
        if k % 4:
            continue
        before = game.snapshot()
        for card in ("x", -1, len(game.state.cards), 10**30, 1.5, None, True, *range(len(game.state.cards))):
            reason = game.why_not_card(card)
            assert reason is None or (reason.rule in rules and reason.message), (name, card, reason)
        assert game.snapshot() == before


@pytest.mark.parametrize("name", NAMES)
def test_why_not_card_agrees_on_a_game_without_a_pending_decision(name):
    game = game_class(name)(seed=2)
    assert game.decision is None
    assert game.why_not_card(0) == game.why_not(Action("anything", ()))
    game.advance()
    agent = RandomAgent(4)
    while not game.is_over:
        game.play(agent.choose(game))
    assert game.why_not_card(0).rule == game.outcome.rule == game.why_not(Action("x", ())).rule


def _nested(depth: int):
    data: list = []
    for _ in range(depth):
        data = [data]
    return data


def _nested_dict(depth: int) -> dict:
    data: dict = {}
    for _ in range(depth):
        data = {"a": data}
    return data


@pytest.mark.parametrize("name", NAMES)
def test_absurdly_nested_data_is_refused_before_it_is_copied(name):
    """Defect guarded: data nested 2,000 deep, handed in as Python objects, met `RecursionError` (copying it, or
    quoting it in a refusal). Every way a position, a deck, options or a save comes in is refused cleanly."""
    cls = game_class(name)
    deep, deep_dict = _nested(2000), _nested_dict(2000)
    for position in (deep, deep_dict, {"players": deep}, {"players": [{"hand": deep}, {}]},
                     {"players": [deep_dict, {}]}, {"players": [{}, {}], "pending": deep}):
        with pytest.raises(PositionError, match="nested"):
            cls(seed=1, position=position)
    for decks in (deep, deep_dict, [deep, deep], [deep_dict, deep_dict]):
        with pytest.raises(DeckError, match="nested"):
            cls(seed=1, decks=decks)
    deep_key: tuple = ()
    for _ in range(2000):
        deep_key = (deep_key,)
    for options in (deep, {cls.ruleset.options[0].name: deep}, {deep_key: True}):
        with pytest.raises(OptionError):
            cls(seed=1, options=options)
    saved = json.loads(cls(seed=1).dumps())
    for field, value in (("position", {"players": deep}), ("setup", {"decks": deep}), ("options", deep),
                         ("actions", [{"kind": "pick", "args": deep}])):
        with pytest.raises(SaveFileError, match="nested"):
            cls.load({**saved, field: value})


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("seed", ["abc", "7", 1.5, None, True, [7]])
def test_a_seed_that_is_no_whole_number_is_refused_in_words(name, seed):
    """Not cut to a whole number (1.5 is not seed 1) nor left to Python's own message."""
    with pytest.raises(OptionError, match="the seed must be a whole number"):
        game_class(name)(seed=seed)
