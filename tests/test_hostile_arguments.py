"""Property-based: generated arguments thrown at every public function of the study tools (`cardgames.explore`,
`cardgames.predict`, `cardgames.simulate`, `cardgames.soak`) and at the widgets' constructors and the explorer's
methods. Whatever is passed, each call ends in a clean result or the kit's own error (`CardGameError`), never
another exception, within a few seconds, and the game it was given is left as it was.

The arguments mix values of every sort (None, bools, numbers of 5,000 digits, NaN, texts with control characters,
a megabyte of text, lists, dicts, functions that fail) with the names and values the functions accept, so that a
call often gets past its first checks. Counts that would really run long when valid (games to play, processes) are
drawn small when they are valid: the point is the door, not a long simulation.
"""
from __future__ import annotations

import time
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardgames import explore, predict, simulate, soak
from cardgames.core.actions import Action
from cardgames.core.errors import CardGameError, Violation
from cardgames.games import GAMES

SLOWEST = 5.0  # seconds: the most any one call may take
SETTINGS = settings(max_examples=20, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _fails(*_args: Any) -> Any:
    raise RuntimeError("an answer function that fails")


_WEIRD = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 3), st.integers(), st.just(10 ** 40), st.builds(lambda: 10 ** 5000),
    st.floats(), st.just(float("nan")), st.just(float("inf")),
    st.text(max_size=12), st.builds(lambda: "x" * 1_000_000),
    st.sampled_from(["", " ", "\x1b[2J\x1b]0;x\x07", "[" * 1000, "1e999", "../../etc/passwd.json", "tcp://",
                     "\u202eevil"]),
    st.binary(max_size=8), st.just(object()), st.just(_fails), st.just(lambda *a: 0),
    st.lists(st.integers(-2, 40), max_size=3), st.dictionaries(st.text(max_size=4), st.integers(), max_size=2),
)
_NAMES = st.sampled_from([*GAMES, "chess", "fire_starter", "ice_starter", "heuristic", "random", "11_download",
                          "decision", "attack", "DCB-13", "Keep", "End"])
ANY = st.one_of(_WEIRD, _NAMES)


@cache
def _game(name: str = "digimon"):
    return explore.open_game(name, "11_download" if name == "digimon" else None)


def _quiz():
    return predict.quiz_for(_game(), "How many events?", None, lambda events: len(events), until=1)


def _call(target, game=None) -> Any:
    """Run `target()`; the kit's own error or a result, quickly, and `game` unchanged."""
    before = None if game is None else (game.snapshot(), list(game.events), list(game.history))
    start = time.perf_counter()
    try:
        result = target()
    except CardGameError:
        result = None
    took = time.perf_counter() - start
    assert took < SLOWEST, f"took {took:.1f} s"
    if game is not None:
        assert (game.snapshot(), list(game.events), list(game.history)) == before, "the game changed"
    return result


def _in_process(monkeypatch) -> None:
    """Valid soaks run their games here, without the fresh interpreters and the state machine (seconds each)."""
    monkeypatch.setattr(soak, "determinism", lambda game: None)
    monkeypatch.setattr(soak, "stateful", lambda game, sequences, seed: None)


_FEW = st.one_of(_WEIRD.filter(lambda v: not (type(v) is int and 1 <= v <= 1_000_000)), st.integers(1, 2))
_WORKERS = st.one_of(st.none(), st.integers(-2, 2), st.just(10 ** 6), _WEIRD.filter(lambda v: type(v) is not int))
_ADDRESS = st.one_of(st.none(), st.sampled_from(["", "tcp://127.0.0.1:1", "tls://127.0.0.1:8786", "127.0.0.1:x",
                                                 "x" * 5000, "\x1b[2J:1"]), _WEIRD.filter(lambda v: v is not None))


@SETTINGS
@given(st.data())
def test_simulate_refuses_or_runs(data):
    kwargs = data.draw(st.fixed_dictionaries({}, optional={
        "decks": st.one_of(ANY, st.lists(_NAMES, max_size=3)), "agents": st.one_of(ANY, st.lists(_NAMES, max_size=3)),
        "seed": ANY, "workers": _WORKERS, "scheduler": _ADDRESS}))
    _call(lambda: simulate.simulate(data.draw(ANY), data.draw(_FEW), progress=False, **kwargs))
    _call(lambda: simulate.simulate("digimon", data.draw(_FEW), progress=False, **kwargs))


@SETTINGS
@given(st.data())
def test_soak_refuses_or_runs(data):
    games = data.draw(st.one_of(ANY, st.lists(_NAMES, max_size=2)))
    kwargs = data.draw(st.fixed_dictionaries({}, optional={"seed": ANY, "every": ANY, "workers": _WORKERS}))
    with pytest.MonkeyPatch.context() as patch:
        _in_process(patch)
        _call(lambda: soak.soak(games, data.draw(_FEW), progress=False, **kwargs))
        _call(lambda: soak.soak(["yuyu"], data.draw(_FEW), progress=False, **kwargs))


@SETTINGS
@given(st.data())
def test_the_simulate_and_soak_helpers_refuse_or_answer(data):
    small = st.one_of(ANY, st.integers(0, 2))
    pair = st.one_of(ANY, st.lists(_NAMES, min_size=2, max_size=2), st.just(["fire_starter", "ice_starter"]))
    agents = st.one_of(ANY, st.lists(_NAMES, min_size=2, max_size=2), st.just(["random", "random"]))
    game = data.draw(st.one_of(ANY, st.just("digimon")))
    _call(lambda: simulate.deck_names(data.draw(ANY)))
    _call(lambda: simulate.default_decks(data.draw(ANY)))
    result = _call(lambda: simulate.play_game(game, data.draw(small), data.draw(small), data.draw(pair),
                                              data.draw(agents)))
    _call(lambda: simulate.play_chunk(data.draw(st.one_of(ANY, st.lists(small, max_size=1))), game,
                                      data.draw(small), data.draw(pair), data.draw(agents)))
    _call(lambda: simulate.wilson(data.draw(ANY), data.draw(ANY)))
    _call(lambda: simulate.summarize(game, data.draw(st.one_of(ANY, st.just([result] if result else []))),
                                     data.draw(pair), data.draw(agents)))
    _call(lambda: simulate.report(data.draw(ANY)))
    _call(lambda: soak.soak_game(data.draw(st.one_of(ANY, st.just("yuyu"))), data.draw(small), data.draw(ANY)))
    _call(lambda: soak.soak_chunk(data.draw(st.one_of(ANY, st.lists(small, max_size=1))), data.draw(
        st.one_of(ANY, st.just("yuyu"))), data.draw(ANY)))
    # a valid call starts two interpreters or a state machine: only refusals here
    not_a_game = ANY.filter(lambda v: not (isinstance(v, str) and v in GAMES))
    _call(lambda: soak.determinism(data.draw(not_a_game), data.draw(ANY)))
    _call(lambda: soak.stateful(data.draw(not_a_game), data.draw(ANY), data.draw(ANY)))
    _call(lambda: soak.report(data.draw(ANY)))


@SETTINGS
@given(st.data())
def test_the_explorer_functions_refuse_or_answer(data):
    game = _game()
    a, b = data.draw(ANY), data.draw(ANY)
    _call(lambda: explore.open_game(a, b if data.draw(st.booleans()) else None, seed=data.draw(ANY),
                                    advance=data.draw(st.one_of(st.booleans(), ANY))))
    _call(lambda: explore.position_of(a, b))
    _call(lambda: explore.game_named(a))
    _call(lambda: explore.describe_kinds(a))
    _call(lambda: explore.kinds_of(a))
    _call(lambda: explore.actions(data.draw(st.one_of(ANY, st.just(game)))), game)
    _call(lambda: explore.find(game, a), game)
    _call(lambda: explore.refusals(game, data.draw(st.one_of(st.none(), ANY, st.lists(st.one_of(
        ANY, st.tuples(_NAMES, st.lists(ANY, max_size=2))), max_size=3))), others=data.draw(st.one_of(
        st.booleans(), ANY))), game)
    _call(lambda: explore.sentence(data.draw(st.one_of(ANY, st.just(Violation("DCB-13", "x")))), b))
    twin = game.clone()
    name = data.draw(st.one_of(ANY, st.sampled_from([twin.describe(x) for x in twin.legal_actions()])))
    before = twin.snapshot()
    try:
        _call(lambda: explore.play(twin, name))
    except AssertionError:
        raise
    if twin.snapshot() != before:  # it played: only an action named by a legal label may have
        assert isinstance(name, str | Action)


@SETTINGS
@given(st.data())
def test_the_quiz_refuses_or_judges(data):
    game = _game()
    how = data.draw(st.fixed_dictionaries({}, optional={
        "actions": st.one_of(ANY, st.lists(ANY, max_size=2)), "until": st.one_of(ANY, st.integers(0, 3)),
        "rules": st.one_of(ANY, st.lists(st.one_of(ANY, st.just("DCB-13")), max_size=2))}))
    options = data.draw(st.one_of(ANY, st.lists(ANY, max_size=3), st.just(["0", "1", "2"])))
    answer = data.draw(st.one_of(ANY, st.just(lambda events: len(events)), st.just(lambda events, after: 0)))
    quiz = _call(lambda: predict.quiz_for(game, data.draw(st.one_of(ANY, st.just("?"))), options, answer, **how),
                 game)
    _call(lambda: predict.Prediction(data.draw(ANY), options, answer, **how))
    _call(lambda: predict.Quiz(data.draw(st.one_of(ANY, st.just(game))), data.draw(ANY)), game)
    _call(lambda: predict.check(data.draw(st.one_of(ANY, st.just(game))), data.draw(ANY)), game)
    _call(lambda: predict.card_name(data.draw(st.one_of(ANY, st.just(game))), data.draw(ANY)), game)
    if quiz is not None:
        _call(lambda: quiz.check(data.draw(ANY)), game)
    _call(lambda: _quiz().check(data.draw(ANY)), game)


_BOARD_OPTIONS = st.fixed_dictionaries({}, optional={
    "layout": st.one_of(ANY, st.sampled_from(list(GAMES))), "human": st.one_of(ANY, st.lists(ANY, max_size=2)),
    "opponent": st.one_of(ANY, st.dictionaries(ANY, ANY, max_size=2)), "new_game": ANY, "log_lines": ANY,
    "frames": ANY, "frame_ms": ANY, "speed": ANY, "auto_advance": ANY, "viewer": ANY, "size": ANY})


@SETTINGS
@given(st.data())
def test_the_widgets_refuse_or_are_made(data):
    pytest.importorskip("ipywidgets")
    from widgets.board import Board, show
    from widgets.explore import Explorer
    from widgets.explore import explore as explore_widget
    from widgets.picture import board_picture
    from widgets.predict import PredictWidget

    game = _game()
    options = data.draw(_BOARD_OPTIONS)
    _call(lambda: Board(data.draw(st.one_of(ANY, st.just(game))), **options), game)
    _call(lambda: show(data.draw(st.one_of(ANY, st.just(game))), **data.draw(_BOARD_OPTIONS)), game)
    _call(lambda: board_picture(data.draw(st.one_of(ANY, st.just(game))), **data.draw(st.dictionaries(
        st.sampled_from(["viewer", "events", "colour"]), ANY, max_size=2))), game)
    _call(lambda: Explorer(data.draw(st.one_of(ANY, st.just(game))), one_step=data.draw(ANY)), game)
    _call(lambda: explore_widget(data.draw(ANY), data.draw(ANY), seed=data.draw(ANY)))
    _call(lambda: PredictWidget(data.draw(st.one_of(ANY, st.just(_quiz()))), board=data.draw(ANY)), game)


@SETTINGS
@given(st.data())
def test_the_explorer_widget_methods_refuse_or_edit(data):
    pytest.importorskip("ipywidgets")
    from widgets.explore import Explorer

    game = _game()
    x = _explorer(Explorer)
    shown = x.game
    for call in (lambda: x.add_card(data.draw(ANY), data.draw(st.one_of(ANY, st.just("hand"))), data.draw(ANY),
                                    data.draw(ANY)),
                 lambda: x.remove_card(data.draw(ANY), data.draw(st.one_of(ANY, st.just("hand"))), data.draw(ANY)),
                 lambda: x.set_field(data.draw(ANY), data.draw(st.one_of(ANY, st.just("hp"))), data.draw(ANY)),
                 lambda: x.type_json(data.draw(ANY)), lambda: x.load_position(data.draw(ANY)),
                 lambda: x.take(data.draw(ANY))):
        _call(call, game)
        x.game = shown  # an accepted edit shows a new game: back to the one under test
        assert x.undo_depth >= 0


@cache
def _explorer(cls):
    return cls(_game().clone())
