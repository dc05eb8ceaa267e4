"""A game's declaration apart from the engine (`core.ruleset`): every game declares one frozen `Ruleset`, its class
adds no hook of its own, old spellings still read the declaration, and the step services of `game.state` refuse a
call from outside a running rule step, and so do its changers (a notebook cell would change the game behind undo's
back)."""
from __future__ import annotations

import ast
import dataclasses
import inspect
import textwrap
import warnings

import pytest

from cardgames.core.deprecation import Moved
from cardgames.core.engine import Game
from cardgames.core.errors import OutsideStepError
from cardgames.core.rules import Rule, RuleRegistry
from cardgames.core.ruleset import CLASS_NAMES, DEPRECATED_NAMES, PUBLIC_NAMES, Ruleset
from cardgames.core.state import State
from cardgames.games import GAMES, game_class

NAMES = sorted(GAMES)


@pytest.mark.parametrize("name", NAMES)
def test_every_game_declares_one_frozen_ruleset_and_its_class_only_names_it(name):
    cls = game_class(name)
    ruleset = cls.ruleset
    assert type(ruleset) is Ruleset and ruleset.name == name
    with pytest.raises(dataclasses.FrozenInstanceError):
        ruleset.title = "changed"  # type: ignore[misc]
    with pytest.raises(TypeError):
        ruleset.default_setup["decks"] = ()  # type: ignore[index]
    body = ast.parse(textwrap.dedent(inspect.getsource(cls))).body[0].body
    assigned = [t.id for node in body if isinstance(node, ast.Assign) for t in node.targets if isinstance(t, ast.Name)
                and not isinstance(inspect.getattr_static(cls, t.id), Moved)]  # old names kept for one version
    assert assigned == ["ruleset"], f"{cls.__name__} declares more than its ruleset: {assigned}"
    assert not any(isinstance(node, ast.FunctionDef) and node.name.startswith("_") for node in body), \
        f"{cls.__name__} overrides an engine method: its ruleset should say it"


@pytest.mark.parametrize("name", NAMES)
def test_the_old_class_attributes_a_user_reads_read_the_ruleset_and_the_others_warn(name):
    cls = game_class(name)
    game = cls(seed=1)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the ones the README and the tutorials show: plain reads
        for attribute in PUBLIC_NAMES:
            assert getattr(cls, attribute) is getattr(cls.ruleset, CLASS_NAMES[attribute]), attribute
            assert getattr(game, attribute) is getattr(cls.ruleset, CLASS_NAMES[attribute]), attribute
    assert cls.RULES is cls.ruleset.rules and cls.OPTIONS is cls.ruleset.options and cls.name == name
    assert set(PUBLIC_NAMES) | set(DEPRECATED_NAMES) == set(CLASS_NAMES)
    for attribute, field in DEPRECATED_NAMES.items():  # the engine's plumbing: still read, with a warning
        for subject in (cls, game):
            with pytest.warns(DeprecationWarning, match=rf"{cls.__name__}\.{attribute} is deprecated .* use "
                                                        rf"{cls.__name__}\.ruleset\.{field} instead"):
                assert getattr(subject, attribute) is getattr(cls.ruleset, field), attribute


SERVICES = (("emit", ("X-1", "nothing")), ("push", (("setup",),)), ("ask", (0, "k", "X-1", "p", ())),
            ("finish", (0, "a win from a cell", "X-1")), ("fire", (0, ("setup",))), ("run", (("setup",),)))


@pytest.mark.parametrize("name", NAMES)
def test_a_step_service_called_from_a_cell_is_refused_and_changes_nothing(name):
    game = game_class(name)(seed=3)
    game.advance()
    game.play(game.legal_actions()[0])  # after apply and advance the services are closed again
    before, events = game.snapshot(), game.event_count
    for service, args in SERVICES:
        with pytest.raises(OutsideStepError, match=r"game\.apply\(action\) or game\.play\(action\)"):
            getattr(game.state, "_" + service)(*args)
    assert game.snapshot()[:9] == before[:9] and game.event_count == events and not game.is_over
    game.play(game.legal_actions()[0])  # and the engine still runs its steps


@pytest.mark.parametrize("name", NAMES)
def test_a_changer_of_the_state_called_from_a_cell_is_refused_and_changes_nothing(name):
    """Every public method of `game.state` that changes it (core's `move` and `shuffle`, the wing's own: Digimon's
    `draw`, Battle Spirits' `move_cores`, ...) refuses from a cell, naming itself and the public
    ways (a position for an odd board among them); the queries still answer, and the engine runs on."""
    game = game_class(name)(seed=3)
    game.advance()
    game.play(game.legal_actions()[0])
    before, saved, events = game.snapshot(), game.save(), game.event_count
    state = game.state
    changers = sorted(state._changers)
    assert "move" in changers and "take_moves" in changers and "build" in changers
    for changer in changers:
        with pytest.raises(OutsideStepError, match=rf"^state\.{changer}\(\) changes the state: .*position"):
            getattr(state, changer)(0, "hand")
    assert game.snapshot()[:9] == before[:9] and game.event_count == events and game.save() == saved
    assert state.label(game.decision.player, game.legal_actions()[0]) == game.describe(game.legal_actions()[0])
    assert game.view(0)["seats"] and isinstance(state, game.ruleset.state)
    game.play(game.legal_actions()[0])  # the engine opens the state for its steps
    assert type(game._state) is game.ruleset.state


@pytest.mark.parametrize("name", NAMES)
def test_assigning_or_deleting_an_attribute_of_the_state_from_a_cell_is_refused_and_changes_nothing(name):
    """`game.state.tp = 1` or `game.state.phase = "x"` in a cell changed the game behind undo's back (its changers
    already refused): every cell of the state, and any other attribute, is refused naming it and the public ways;
    the engine then runs on, setting them in its steps, and undo restores a state a cell had read."""
    game = game_class(name)(seed=3)
    game.advance()
    game.play(game.legal_actions()[0])
    before, saved, events = game.snapshot(), game.save(), game.event_count
    state = game.state
    cells = type(state)._cells
    assert cells
    for cell in (*cells, "_push", "made_up"):
        with pytest.raises(OutsideStepError, match=rf"^state\.{cell} = \.\.\. changes the state: .*position"):
            setattr(state, cell, 1)
        with pytest.raises(OutsideStepError, match=rf"^del state\.{cell} changes the state: .*position"):
            delattr(state, cell)
    assert game.snapshot()[:9] == before[:9] and game.event_count == events and game.save() == saved
    game.play(game.legal_actions()[0])  # the engine opens the state for its steps, which set its cells
    assert game.state is state
    game.undo()
    assert game.save() == saved and type(game._state) is game.ruleset.state


def test_what_the_review_moved_from_a_cell_is_refused():
    """Digimon's `move` and `shuffle`, Yu Yu Hakusho's `shuffle_deck` (now core's `shuffle`, as every game's) and
    Battle Spirits' `move_cores`, called from a cell, changed the state with no error (a Digimon game then no longer
    loaded back as itself)."""
    calls = {"digimon": [("move", lambda st: (st.seats[0].deck[-1], "hand")), ("shuffle", lambda st: (0, "deck"))],
             "yuyu": [("shuffle", lambda st: (0, "deck"))],
             "battlespirits": [("move_cores", lambda st: ("core", 1, "0.reserve", "0.life"))]}
    for name, tries in calls.items():
        game = game_class(name)(seed=1)
        game.advance()
        saved = game.save()
        for changer, arguments in tries:
            with pytest.raises(OutsideStepError, match=rf"state\.{changer}\(\)"):
                getattr(game.state, changer)(*arguments(game.state))
        assert game.save() == saved and type(game).load(saved).save() == saved


class _Flip(State):
    def _s_flip(self) -> None:
        self._ask(0, "call", "F-1", "Call it.", ())  # no action: the step fails part-way

    def _d_call(self, action, player) -> None:  # pragma: no cover - never asked
        pass


def test_a_step_that_fails_leaves_the_services_closed():
    class Flip(Game):
        ruleset = Ruleset(name="flip", rules=RuleRegistry("flip", [Rule("F-1", "Flip", "Flip.")]), state=_Flip,
                          new_game=lambda state: (state._push(("flip",)), {})[1])

    game = Flip()
    with pytest.raises(AssertionError, match="no legal action"):
        game.advance()
    with pytest.raises(OutsideStepError):
        game.state._push(("flip",))


def test_a_game_class_setting_the_former_hook_attributes_is_refused_naming_the_ruleset_s_fields():
    """Since 0.3.0 a game class declares its game in its `ruleset` only: one written the 0.1 way, with hook
    attributes on the class, would be a game nobody reads, so it is refused, naming what to declare instead."""
    rules = RuleRegistry("old", [Rule("O-1", "Old", "Old.")])
    with pytest.raises(TypeError, match=r"Old sets name, RULES, CARD_ZONES, _new_state on the class.*"
                                        r"ruleset = Ruleset\(name=..., rules=..., card_zones=..., new_game=...\)"):
        class Old(Game):
            name, RULES, CARD_ZONES = "old", rules, "places"

            def _new_state(self) -> None:
                self._push(("nothing",))
    with pytest.raises(TypeError, match=r"sets DESCRIBE.*Ruleset\(vocabulary=...\)"):
        class Worded(game_class(NAMES[0])):
            DESCRIBE = staticmethod(lambda st, decision, action: "words")
    with pytest.raises(TypeError, match=r"sets OPTIONS.*Ruleset\(options=...\)"):
        class Tuned(game_class(NAMES[0])):
            OPTIONS = ()

    class Declared(game_class(NAMES[0])):  # a game of its own, as the kit's are: one ruleset
        ruleset = dataclasses.replace(game_class(NAMES[0]).ruleset, options=())
    assert Declared.OPTIONS == ()


def test_a_state_moving_cards_with_cores_move_has_them_in_places_by_default():
    """What every game said in its declaration is core's default: a state that declares `ZONES_BY_SEAT` (core's
    `move`) keeps its cards in `places`; a state that does not names its zones itself, if it has any."""
    rules = RuleRegistry("moving", [Rule("T-1", "A rule", "Whatever.")])

    class Moving(State):
        ZONES_BY_SEAT = ({"hand": "0.hand"}, {"hand": "1.hand"})

    assert Ruleset(name="moving", rules=rules, state=Moving).card_zones == "places"
    assert Ruleset(name="still", rules=rules, state=State).card_zones == ""
    assert Ruleset(name="own", rules=rules, state=Moving, card_zones="zones").card_zones == "zones"
    for name in NAMES:
        assert game_class(name).ruleset.card_zones == "places" and "places" in game_class(name)(seed=1).state.PARTS
