"""Names that went away keep working for one version with a DeprecationWarning that names the new spelling
(CHANGELOG.md), and the version is one number: `cardgames.__version__` is the package's."""
from __future__ import annotations

import importlib
import tomllib
import warnings
from pathlib import Path

import pytest

import cardgames
from cardgames.core.actions import Action
from cardgames.core.agents import DecisionAgent
from cardgames.core.errors import DeckError
from cardgames.digimon import DigimonGame

ROOT = Path(__file__).resolve().parents[1]


def test_the_version_is_the_package_s_and_the_changelog_has_it():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert cardgames.__version__ == project["version"]
    assert f"## [{cardgames.__version__}]" in (ROOT / "CHANGELOG.md").read_text()


def test_action_label_warns_and_names_game_describe():
    with pytest.warns(DeprecationWarning, match=r"game\.describe\(action\)"):
        words = Action("attack", (0,)).label
    assert words == "the move 'attack' with 0"


def test_each_seat_s_values_read_the_old_way_warn_and_still_answer():
    from cardgames.battlespirits import BattleSpiritsGame
    from cardgames.dspirits import DSpiritsGame
    from cardgames.yuyu import YuyuGame

    digimon = DigimonGame(seed=1).state
    with pytest.warns(DeprecationWarning, match=r"state\.seats instead"):
        assert digimon.sides is digimon.seats
    from cardgames.digimon import state as digimon_state
    with pytest.warns(DeprecationWarning, match=r"digimon\.state\.Seat instead"):
        assert digimon_state.Side is digimon_state.Seat is type(digimon.seats[0])
    with pytest.raises(AttributeError):
        digimon_state.Sides  # noqa: B018 (only the one former name is kept)
    yuyu = YuyuGame(seed=1).state
    yuyu.seats[1].damage, yuyu.seats[0].last_attack = 2, "Spirit Gun"
    with pytest.warns(DeprecationWarning, match=r"state\.seats\[p\]\.damage"):
        assert yuyu.damage == (0, 2)
    with pytest.warns(DeprecationWarning, match=r"state\.seats\[p\]\.last_attack"):
        assert yuyu.last_attack == ("Spirit Gun", "")
    spirits = BattleSpiritsGame(seed=1).state
    spirits.seats[0].mulligan_decided = True
    with pytest.warns(DeprecationWarning, match=r"state\.seats\[p\]\.mulligan_decided"):
        assert spirits.mulligans == (True, False)
    dsp = DSpiritsGame(seed=1).state
    dsp.seats[1].charge = 7
    with pytest.warns(DeprecationWarning, match=r"state\.seats\[p\]\.charge"):
        assert dsp.counters.charge == (-1, 7)
    with pytest.warns(DeprecationWarning, match=r"state\.seats\[p\]\.summoned"):
        assert dsp.counters.summoned == (False, False)


def test_digimon_game_sides_cards_and_card_warn_and_still_answer():
    game = DigimonGame(seed=1)
    with pytest.warns(DeprecationWarning, match="game.state.seats"):
        assert game.sides is game.state.seats
    with pytest.warns(DeprecationWarning, match="game.state.cards"):
        assert game.cards is game.state.cards
    with pytest.warns(DeprecationWarning, match=r"game\.state\.cards\[i\]"):
        assert game.card(0) is game.state.cards[0]


@pytest.mark.parametrize("wing", ["digimon", "dspirits"])
def test_check_deck_imports_with_a_warning_and_still_refuses_a_bad_deck(wing):
    module = importlib.import_module(f"cardgames.{wing}")
    with pytest.warns(DeprecationWarning, match=r"deck_violations\(deck\)"):
        from_module = module.check_deck
    game = next(v for k, v in vars(module).items() if k.endswith("Game"))
    good = game.CATALOGUE.deck_names()[0]
    assert from_module(good) == good
    with pytest.raises(DeckError):
        from_module([] if game.CATALOGUE.bare_lists else {"squad": [], "support": []})
    with pytest.raises(AttributeError):
        module.no_such_name  # noqa: B018


def test_an_agent_written_the_old_way_still_plays_with_warnings():
    class OldAgent(DecisionAgent):
        calls = 0

        def _prepare(self, st, player, actions):
            OldAgent.calls += 1
            return actions[0]

    with pytest.warns(DeprecationWarning, match="default_choice"):
        class OldFallback(DecisionAgent):
            def fallback(self, actions):
                return actions[-1]

    game = DigimonGame(seed=1)
    game.advance()
    with pytest.warns(DeprecationWarning, match="choose_prepare"):
        game.apply(OldAgent(0).choose(game))
    assert OldAgent.calls == 1
    game.advance()
    assert OldFallback(0).choose(game) == game.decision.actions[-1]


def test_the_kit_itself_uses_no_deprecated_name():
    """A game played by the kit's own agents and boards raises no DeprecationWarning of the kit's."""
    from cardgames.core.agents import play_match
    with warnings.catch_warnings():
        warnings.filterwarnings("error", category=DeprecationWarning, module="cardgames")
        game = DigimonGame(seed=3)
        play_match(game, [DigimonGame.computer_agent(1), DigimonGame.computer_agent(2)])
        for action in game.legal_actions():
            game.describe(action)


def test_a_game_with_the_old_describe_and_refusal_hooks_warns_and_still_words_its_actions():
    """Unreleased: a game declares its labels and refusals in `VOCABULARY`; a game class of one's own that still sets
    `DESCRIBE` or `REFUSAL` warns, naming `VOCABULARY`, and they still answer for one version."""
    from cardgames.core.engine import Game
    from cardgames.core.errors import Violation
    from cardgames.core.rules import Rule, RuleRegistry
    from cardgames.core.state import State

    class Toss(State):
        def _s_start(self) -> None:
            self._ask(0, "toss", "T-1", "Heads or tails?", (Action("call", (0,)), Action("call", (1,))))

        def _d_toss(self, action: Action, player: int) -> None:
            self._finish(player, "called it", "T-1")

    with pytest.warns(DeprecationWarning, match=r"VOCABULARY") as caught:
        class OldGame(Game):
            name = "toss"
            RULES = RuleRegistry("toss", [Rule("T-1", "Toss", "Call it.")])
            STATE = Toss
            DESCRIBE = staticmethod(lambda st, decision, action: ("Heads", "Tails")[action.args[0]])
            REFUSAL = staticmethod(lambda st, decision, action: Violation("T-1", "call heads or tails"))

            def _new_state(self) -> None:
                self._push(("start",))
    assert len([w for w in caught if "VOCABULARY" in str(w.message)]) == 2  # (and one for the hook attributes)
    game = OldGame(0)
    game.advance()
    assert [game.describe(a) for a in game.legal_actions()] == ["Heads", "Tails"]
    assert game.why_not(Action("call", (2,))).message == "call heads or tails"


STATE_SERVICES = ("emit", "push", "ask", "finish", "fire", "run", "rng", "open", "close", "snapshot", "restore")


@pytest.mark.parametrize("name", STATE_SERVICES)
def test_a_state_service_by_its_old_name_warns_and_is_the_new_one(name):
    """0.3.0: the step services left `game.state`'s public surface (`st.emit` is `st._emit`); the old name answers
    for one version with a warning naming the new spelling."""
    game = DigimonGame(seed=1)
    state = game.state
    with pytest.warns(DeprecationWarning, match=rf"state\.{name}.* is deprecated .*use "):
        old = getattr(state, name)
    assert old == getattr(state, "_" + name)


def test_a_state_written_with_the_old_service_names_still_runs_with_warnings():
    """A game's author's rule step written against 0.2.0 (`self.ask(...)`, `self.finish(...)`) still plays."""
    from cardgames.core.engine import Game
    from cardgames.core.rules import Rule, RuleRegistry
    from cardgames.core.ruleset import Ruleset
    from cardgames.core.state import State

    class Toss(State):
        def _s_start(self) -> None:
            self.ask(0, "toss", "T-1", "Heads or tails?", (Action("call", (0,)), Action("call", (1,))))

        def _d_toss(self, action: Action, player: int) -> None:
            self.finish(player, "called it", "T-1")

    class TossGame(Game):
        ruleset = Ruleset(name="toss", rules=RuleRegistry("toss", [Rule("T-1", "Toss", "Call it.")]), state=Toss,
                          new_game=lambda st: (st._push(("start",)), {})[1])

    game = TossGame(0)
    with pytest.warns(DeprecationWarning, match=r"state\.ask is deprecated .*state\._ask"):
        game.advance()
    with pytest.warns(DeprecationWarning, match=r"state\.finish is deprecated"):
        game.play(game.legal_actions()[0])
    assert game.outcome.winner == 0


@pytest.mark.parametrize(("old", "args", "new"), [
    ("push", (("setup",),), r"Ruleset\(new_game=...\)"),
    ("rng", None, "game.seed"),
    ("order_triggers", (((0, ("setup",)),),), r"Ruleset\(trigger_order=...\)"),
    ("decision_view", (0,), r"game\.view\(viewer\)\['decision'\]"),
    ("outcome_view", (), r"game\.view\(\)\['outcome'\]"),
])
def test_an_engine_internal_by_its_old_public_name_warns_and_still_answers(old, args, new):
    game = DigimonGame(seed=1)
    game.advance()
    with pytest.warns(DeprecationWarning, match=rf"game\.{old}.* is deprecated .*use {new}"):
        found = getattr(game, old)
    if args is None:
        assert found is game._rng
        return
    assert found(*args) == getattr(game, "_" + old)(*args)


def test_a_game_class_overriding_order_triggers_warns_and_is_still_obeyed():
    """0.3.0: the order of triggered abilities is the ruleset's `trigger_order(state, fired)`; a game class of one's
    own that still overrides `order_triggers(fired)` warns, naming it, and its order is still used."""
    from cardgames.core.engine import Game

    with pytest.warns(DeprecationWarning, match=r"Ruleset\(trigger_order=...\)"):
        class LastFirst(DigimonGame):
            def order_triggers(self, fired):
                return [step for _, step in reversed(fired)]

    game = LastFirst(seed=1)
    fired = ((0, ("a",)), (1, ("b",)))
    assert game._order_triggers(fired) == [("b",), ("a",)]
    assert Game._order_triggers(DigimonGame(seed=1), fired) == [("a",), ("b",)]


def test_the_rename_tool_moves_a_rule_module_to_the_new_spelling_once():
    """`tools/rename_step_services.py`, the CHANGELOG's way to move a game's rule code: calls renamed, their aligned
    continuation lines moved with the parenthesis, nothing else touched, and a second run changes nothing."""
    import sys

    sys.path.insert(0, str(ROOT / "tools"))
    from rename_step_services import renamed

    old = ('def step_draw(st, p):\n'
           '    st.emit("R-1", "draw", "{} draws {}.", p,\n'
           '            p + 1, moves=st.places.take_moves())\n'
           '    st.push(("next", p))\n'
           '    first = st.rng.randrange(2)\n'
           '    board.push(first)\n')
    new = ('def step_draw(st, p):\n'
           '    st._emit("R-1", "draw", "{} draws {}.", p,\n'
           '             p + 1, moves=st.places.take_moves())\n'
           '    st._push(("next", p))\n'
           '    first = st._rng.randrange(2)\n'
           '    board.push(first)\n')
    assert renamed(old) == new and renamed(new) == new




@pytest.mark.parametrize(("game", "old", "new"), [
    ("battlespirits", lambda st: st.card_name(0), r"state\.cards\[card\]\.name"),
    ("battlespirits", lambda st: st.owner_of[0], r"state\.owner\b"),
    ("dspirits", lambda st: st.cname(0), r"state\.cards\[card\]\.name"),
    ("dspirits", lambda st: st.facts.names[0], r"state\.cards\[card\]\.name"),
    ("yuyu", lambda st: st.cname(0), r"state\.cards\[card\]\.name"),
])
def test_the_old_ways_to_name_a_card_and_its_owner_warn_and_still_answer(game, old, new):
    from cardgames.games import game_class

    state = game_class(game)(seed=1).state
    with pytest.warns(DeprecationWarning, match=new):
        answer = old(state)
    assert answer == (state.owner[0] if "owner" in new else state.cards[0].name)


def test_d_spirits_facts_by_fact_warn_and_still_answer_from_the_card_facts():
    """`state.facts.<fact>[card]` (one tuple per fact until 0.3.0) reads each card's facts, `state.cards[card]`,
    with a warning naming the new spelling (until 0.4.0)."""
    from cardgames.dspirits.cards import card_pool
    from cardgames.games import game_class

    state = game_class("dspirits")(seed=1).state
    with pytest.warns(DeprecationWarning, match=r"state\.cards\[card\]\.<fact>"):
        facts = state.facts
    pool = card_pool()
    assert len(facts.numbers) == len(state.cards)
    for i, number in enumerate(facts.numbers):
        card = pool[number]
        assert facts.cards[i] is card and facts.kinds[i] == card.kind and state.cards[i].no == number
        assert facts.is_spirit[i] == (card.kind == "spirit") == state.cards[i].is_spirit
        assert facts.types[i] == (tuple(card.types) if card.kind == "spirit" else ())
        assert facts.realms[i] == (card.kind == "realm")
