"""The one conformance entry point (`cardgames.core.conformance.check_game`, what a game's own tests call): every
game the kit finds passes it, and a game that breaks the contract fails it, the check named. The broken games are
Skirmish (the test suite's fifth game, `tests/plugin_game/`) with one hook changed each."""
from __future__ import annotations

from dataclasses import replace
from functools import partial

import pytest
from skirmish import SkirmishGame
from skirmish.positions import to_position
from skirmish.state import SkirmishState
from skirmish.view import board_view

from cardgames.core.actions import Action
from cardgames.core.conformance import (
    ConformanceChecks,
    api_problems,
    check_game,
    closed_problems,
    query_problems,
    state_surface_problems,
    surface_problems,
)
from cardgames.core.deprecation import NEXT, Moved
from cardgames.core.errors import OutsideStepError, Violation
from cardgames.core.harness import InvariantError
from cardgames.core.pending import KINDS, PARTS
from cardgames.core.ruleset import Ruleset
from cardgames.core.state import State
from cardgames.core.vocabulary import Vocabulary
from cardgames.games import GAMES, game_class


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_game_passes_the_conformance_check(name):
    """Every game, the fifth test game too: the one place undo (back to the start), save and load, clone,
    `to_position` and refusals against the listed actions are checked for every game."""
    assert check_game(game_class(name), seeds=range(2)) > 20


class ExtraArgument(SkirmishGame):
    def apply(self, action, extra=None):  # a board calls apply(action): the contract's signature
        return super().apply(action)


def broken(**fields: object) -> Ruleset:
    """Skirmish's declaration with `fields` changed."""
    return replace(SkirmishGame.ruleset, **fields)


class OneLabel(SkirmishGame):
    """Every action declared with the same words."""
    ruleset = broken(vocabulary=Vocabulary("Skirmish", tuple(
        d._replace(actions=tuple(a.but(label="Go", facts=None) for a in d.actions))
        for d in SkirmishGame.ruleset.vocabulary.decisions), in_play=SkirmishGame.ruleset.vocabulary.in_play))


class UnknownRule(SkirmishGame):
    ruleset = broken(card_refusal=lambda st, decision, card: Violation("XYZ-1", "not now"))


class ShowsEveryHand(SkirmishGame):
    ruleset = broken(board=lambda game, viewer: board_view(game, None))


class WrongTurn(SkirmishGame):
    ruleset = broken(position=lambda game: {**to_position(game), "turn": game.state.turn + 1})


class NoSeats(SkirmishGame):
    ruleset = broken(board=lambda game, viewer: {k: v for k, v in board_view(game, viewer).items() if k != "seats"})


class RefusesListed(SkirmishGame):
    """Its refusals refuse an action it lists: ending the main step."""

    def why_not(self, action):
        if isinstance(action, Action) and action.kind == "end":
            return Violation("SKM-4", "you may not end the main step yet")
        return super().why_not(action)


class RefusesNothingUnlisted(SkirmishGame):
    """Lists no attack in the main step, yet refuses none: any unlisted action stands for ending the step."""
    ruleset = broken(former_action=lambda st, action: Action("end", ()))


def refusing(refusal) -> Ruleset:
    """Skirmish's declaration with `refusal` as every decision kind's refusal function."""
    return broken(vocabulary=Vocabulary("Skirmish", tuple(d._replace(refusal=refusal)
                                                          for d in SkirmishGame.ruleset.vocabulary.decisions),
                                        in_play=SkirmishGame.ruleset.vocabulary.in_play))


class RefusesByAnUnknownRule(SkirmishGame):
    ruleset = refusing(lambda st, decision, action: Violation("XYZ-9", "not now"))


class RefusesInCode(SkirmishGame):
    ruleset = refusing(lambda st, decision, action: Violation("SKM-3", repr(action)))


class UndoesPastTheStart(SkirmishGame):
    def undo(self):
        return super().undo() if self.history else None


class CloneIsItself(SkirmishGame):
    def clone(self, history=True):
        return self


@pytest.mark.parametrize(("broken", "check", "says"), [
    (ExtraArgument, "api", "apply(self, action, extra=None) differs"),
    (OneLabel, "labels", "names"),
    (UnknownRule, "view", "which rule of the game"),
    (ShowsEveryHand, "view", "sees a card of the other hand"),
    (WrongTurn, "to_position", "looks different"),
    (NoSeats, "view", "lacks ['seats']"),
    (RefusesListed, "refusals", "the listed action Action('end', ()) is refused"),
    (RefusesNothingUnlisted, "refusals", "is not listed, yet not refused"),
    (RefusesByAnUnknownRule, "refusals", "citing 'XYZ-9', not a rule of the game"),
    (RefusesInCode, "refusals", "in no words of the game's own: \"Action("),
    (UndoesPastTheStart, "undo_walk", "undo went back past the start"),
    (CloneIsItself, "clone", "a clone is no new game"),
])
def test_a_game_that_breaks_the_contract_fails_naming_the_check(broken, check, says):
    assert check_game(SkirmishGame, seeds=range(1)) > 10  # the same game, unbroken, passes
    with pytest.raises(InvariantError, match=rf"\[{check}\]") as failed:
        check_game(broken, seeds=range(2))
    assert says in str(failed.value)


def test_the_api_check_names_a_missing_name_and_a_property_made_a_method():
    class NoUndo(SkirmishGame):
        undo = None

    class OverMethod(SkirmishGame):
        def is_over(self):
            return False

    assert api_problems(SkirmishGame) == []
    assert api_problems(NoUndo) == ["undo is missing"]
    assert api_problems(OverMethod) == ["is_over is no property, unlike core's"]


@pytest.mark.parametrize(("game", "what", "breaking"), [
    ("dspirits", "windows", lambda write: lambda windows, moment: []),  # the open windows lost
    ("battlespirits", "selection", lambda write: lambda sel, moment: {**write(sel, moment), "chosen": []}),
    ("digimon", "sealed", lambda write: lambda sealed, moment: [[n, p, None] for n, p, _ in sealed]),  # values lost
])
def test_a_broken_encoder_of_a_primitive_fails_the_pending_check(monkeypatch, game, what, breaking):
    """Each primitive a game's state is made of writes its part of a position's pending moment and reads it back
    (`core.pending`); an encoder that loses something fails `check_game`, naming the `pending` check."""
    cls = game_class(game)
    table = PARTS if what in PARTS else KINDS
    monkeypatch.setitem(table, what, table[what]._replace(write=breaking(table[what].write)))
    with pytest.raises(InvariantError, match=rf"\[pending\].*{what}"):
        check_game(cls, seeds=range(3), every=1)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_shipped_position_loads_and_round_trips_with_its_pending_moment(name):
    """Each ready-made position of every game (the fifth test game's too) builds a game whose moment writes itself
    as a position that builds the same board again, every primitive's part read back as written."""
    cls = game_class(name)
    built = 0
    for position in cls.position_names():
        game = cls(seed=1, position=cls.load_position(position))
        game.advance()
        if game.is_over:
            continue
        checks = ConformanceChecks(game)
        checks.pending()
        checks.to_position()
        built += 1
    assert built


def test_the_api_check_names_a_public_name_that_is_no_user_api(monkeypatch):
    """An engine internal left public (a step service, a helper of the wing's game class) fails the check: a cell
    could call it behind undo's back. A name kept for one version with a warning (`Moved`) passes."""
    class Leaky(SkirmishGame):
        def push_turn(self) -> None:  # a helper that should be the engine's own
            self._push(("turn",))

        refill = Moved("Leaky.refill", "nothing", "_push", NEXT)

    assert surface_problems(SkirmishGame) == [] and surface_problems(SkirmishGame(seed=1)) == []
    assert surface_problems(Leaky) == ["push_turn is public but no user API (an engine internal: give it a leading "
                                       "underscore)"]
    with pytest.raises(InvariantError, match=r"\[api\]: push_turn is public"):
        check_game(Leaky, seeds=range(1))
    game = SkirmishGame(seed=1)
    game.helper = "set by a wing on its instance"
    assert [p.split()[0] for p in surface_problems(game)] == ["helper"]

    assert state_surface_problems(SkirmishGame.ruleset.state) == []
    monkeypatch.setattr(State, "emit", lambda self, *args: None)  # a step service made public again
    assert state_surface_problems(SkirmishGame.ruleset.state) == [
        "state.emit is public but no user API (a step service: give it a leading underscore)"]


def test_thorough_checks_the_refusals_at_every_decision_with_twice_the_actions(monkeypatch):
    calls = []
    real = ConformanceChecks.refusals
    monkeypatch.setattr(ConformanceChecks, "refusals", lambda self, rng, tries: calls.append(tries) or real(
        self, rng, tries))
    decisions = check_game(SkirmishGame, seeds=range(1))
    assert len(calls) == -(-decisions // 3) and set(calls) == {4}  # every third decision, 4 of each kind on offer
    calls.clear()
    assert check_game(SkirmishGame, seeds=range(1), thorough=True) == decisions
    assert len(calls) == decisions and set(calls) == {8}


# ----- the state's public methods: each a query a cell may call, or a changer only a rule step runs ----------------
class AddsAChanger(SkirmishState):
    def heal(self, p: int) -> None:  # a public changer the wing added, declared neither a query nor a changer
        self.life = (20, 20)


class QueryThatChanges(SkirmishState):
    def name(self, card: int) -> str:  # declared a query (`SkirmishState.QUERIES`), but it turns the card face up
        self.places.flip(card, True)
        return super().name(card)


class ChangerOnTheInstance(SkirmishState):
    def build(self, cards: list, contents: dict) -> None:
        super().build(cards, contents)
        self.lose_life = partial(SkirmishState.lose_life, self)  # held by the instance: no class can refuse it


def with_state(state: type[SkirmishState]) -> type[SkirmishGame]:
    return type(state.__name__ + "Game", (SkirmishGame,), {"ruleset": replace(SkirmishGame.ruleset, state=state)})


def test_a_public_method_of_a_state_declared_neither_way_fails_the_check_and_is_refused_from_a_cell():
    assert state_surface_problems(SkirmishState) == []
    assert state_surface_problems(AddsAChanger) == [
        "state.heal is a public method declared neither a query (QUERIES: a cell may call it) nor a changer "
        "(CHANGERS: only a rule step runs it)"]
    with pytest.raises(InvariantError, match=r"\[api\]: state\.heal is a public method declared neither"):
        check_game(with_state(AddsAChanger), seeds=range(1))
    game = with_state(AddsAChanger)(seed=1)
    game.advance()
    with pytest.raises(OutsideStepError, match=r"state\.heal\(\) changes the state"):  # refused all the same
        game.state.heal(0)


def test_a_query_that_changes_the_state_fails_the_check():
    assert query_problems(SkirmishGame) == []
    problems = query_problems(with_state(QueryThatChanges))
    assert len(problems) == 1 and problems[0].startswith("state.name() is declared a query (QUERIES) but changed")
    with pytest.raises(InvariantError, match=r"\[api\]: state\.name\(\) is declared a query"):
        check_game(with_state(QueryThatChanges), seeds=range(1))


def test_a_changer_a_cell_can_still_call_fails_the_check():
    game = SkirmishGame(seed=1)
    assert closed_problems(game) == []
    assert closed_problems(with_state(ChangerOnTheInstance)(seed=1)) == [
        "state.lose_life() called from a cell ran (TypeError) instead of refusing"]
    with pytest.raises(InvariantError, match=r"\[api\]: state\.lose_life\(\) called from a cell ran"):
        check_game(with_state(ChangerOnTheInstance), seeds=range(1))


def test_a_declaration_of_the_states_methods_that_does_not_fit_them_fails_the_check():
    class Misdeclared(SkirmishState):
        QUERIES = ("lose_life", "nmae")  # a changer called a query too, and a name the state has not

    assert state_surface_problems(Misdeclared) == [
        "state.lose_life is declared both a query and a changer",
        "state.nmae is declared (QUERIES or CHANGERS) but is no public method of the state"]
