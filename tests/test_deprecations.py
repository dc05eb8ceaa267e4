"""Names that went away keep working for one version with a DeprecationWarning that names the new spelling
(CHANGELOG.md), and no longer: every shim records the version that deprecated it, and none outlives the next one.
The version is one number: `cardgames.__version__` is the package's."""
from __future__ import annotations

import ast
import re
import tomllib
import warnings
from pathlib import Path

import pytest

import cardgames
from cardgames.core import deprecation
from cardgames.core.actions import Action
from cardgames.core.deprecation import removed_in
from cardgames.digimon import DigimonGame

ROOT = Path(__file__).resolve().parents[1]
# the code a user imports or runs: where a shim may be (the tests only call them)
SOURCES = ("cardgames", "widgets", "tools", "benchmarks")
# the calls that keep a name or a form for one version, each with the parameter recording the version deprecating it
SHIMS = {"deprecated": None, "former_form": None, "Moved": 3}  # (the position `since` may also be given at)


def test_the_version_is_the_package_s_and_the_changelog_has_it():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert cardgames.__version__ == project["version"]
    assert f"## [{cardgames.__version__}]" in (ROOT / "CHANGELOG.md").read_text()


def version(text: str) -> tuple[int, ...]:
    return tuple(int(n) for n in text.split("."))


def version_under_way(changelog: str, package: str) -> str:
    """The version this tree is to be released as: while CHANGELOG.md's `[Unreleased]` lists a change, the minor
    version after the last one released (a 0.x kit's every release is a minor one, SemVer's 0.y rule), else the last
    one released; never before the package's own version (a release bumps it before dating the section)."""
    released = re.findall(r"^## \[(\d+\.\d+\.\d+)\]", changelog, re.MULTILINE)
    last = max(released, key=version)
    unreleased = re.search(r"^## \[Unreleased\]\n(.*?)(?=^## \[)", changelog, re.MULTILINE | re.DOTALL)
    if unreleased and re.search(r"^- ", unreleased.group(1), re.MULTILINE):
        last = removed_in(last)
    return max(last, package, key=version)


def shims_in(paths: list[Path]) -> tuple[list[tuple[str, str]], list[str]]:
    """Every shim of the files `paths`, as (where, the version that deprecated it), and what cannot be read so:
    a shim whose version is no string nor a constant of `core.deprecation`, or a `DeprecationWarning` raised
    directly rather than through `core.deprecation` (which is what records the version)."""
    found, unreadable = [], []
    for path in paths:
        if path.name == "deprecation.py" and path.parent.name == "core":
            continue
        where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            if name == "warn" and any(isinstance(a, ast.Name) and a.id == "DeprecationWarning"
                                      for a in (*node.args, *(k.value for k in node.keywords))):
                unreadable.append(f"{where}:{node.lineno}: a DeprecationWarning not raised by core.deprecation")
            if name not in SHIMS:
                continue
            given = [k.value for k in node.keywords if k.arg == "since"]
            at = SHIMS[name]
            if not given and at is not None and len(node.args) > at:
                given = [node.args[at]]
            since = recorded(given[0]) if given else None
            if since is None:
                unreadable.append(f"{where}:{node.lineno}: {name}(...) records no version it was deprecated in")
            else:
                found.append((f"{where}:{node.lineno}", since))
    return found, unreadable


def recorded(since: ast.expr) -> str | None:
    """The version a shim's `since` gives: a string, or a constant of `core.deprecation` by its name (`NEXT`)."""
    if isinstance(since, ast.Constant):
        value = since.value
    else:
        name = since.id if isinstance(since, ast.Name) else since.attr if isinstance(since, ast.Attribute) else ""
        value = getattr(deprecation, name, None)
    return value if isinstance(value, str) else None


def overdue(shims: list[tuple[str, str]], under_way: str) -> list[str]:
    """The shims due to go in `under_way` or before it."""
    return [f"{where}: deprecated in {since}, so gone in {removed_in(since)}" for where, since in shims
            if version(removed_in(since)) <= version(under_way)]


def kit_files() -> list[Path]:
    return sorted(p for folder in SOURCES for p in (ROOT / folder).rglob("*.py"))


def test_every_shim_records_the_version_that_deprecated_it():
    found, unreadable = shims_in(kit_files())
    assert not unreadable, "\n".join(unreadable)
    assert len(found) > 20  # the scan sees them: the kit has that many (state services, seats' values, ...)


def test_no_shim_outlives_its_version():
    """A name deprecated in 0.y goes away in 0.(y+1): when the tree is to be released as 0.(y+1) (the version its
    CHANGELOG's `[Unreleased]` becomes), the shim is gone, and CHANGELOG.md lists it under Removed."""
    under_way = version_under_way((ROOT / "CHANGELOG.md").read_text(), cardgames.__version__)
    late = overdue(shims_in(kit_files())[0], under_way)
    assert not late, (f"this tree becomes cardgames {under_way}: remove these shims and list each under "
                      "[Unreleased] > Removed in CHANGELOG.md, with how to move:\n" + "\n".join(late))
    # what the kit deprecates now is deprecated in the version under way, and so lasts one version more
    assert deprecation.NEXT == under_way


def test_the_check_finds_a_shim_left_behind(tmp_path):
    """What the two tests above read: a shim of the version under way is caught, one of the next is not."""
    code = tmp_path / "old.py"
    code.write_text("deprecated('a', 'b', since='0.2.0')\nMoved('c', 'd', 'e', NEXT)\n"
                    "former_form('f {until}', since=NEXT, stacklevel=2)\nMoved('g', 'h', 'i')\n"
                    "warnings.warn('j', DeprecationWarning)\n")
    found, unreadable = shims_in([code])
    assert found == [(f"{code}:1", "0.2.0"), (f"{code}:2", deprecation.NEXT), (f"{code}:3", deprecation.NEXT)]
    assert [u.split(": ", 1)[1] for u in unreadable] == ["Moved(...) records no version it was deprecated in",
                                                         "a DeprecationWarning not raised by core.deprecation"]
    assert overdue([("x", "0.2.0"), ("y", "0.3.0")], "0.3.0") == ["x: deprecated in 0.2.0, so gone in 0.3.0"]
    released = "## [Unreleased]\n\n## [0.3.0] - 2026-12-08\n\n## [0.2.0] - 2026-12-07\n"
    assert version_under_way(released, "0.3.0") == "0.3.0"  # just released: the 0.3.0 shims stay in it
    changed = released.replace("[Unreleased]\n", "[Unreleased]\n### Removed\n- `a`: use `b`.\n")
    assert version_under_way(changed, "0.3.0") == "0.4.0"  # the next one under way: they go now
    assert version_under_way(changed.replace("## [0.3.0] - 2026-12-08\n\n", ""), "0.2.0") == "0.3.0"


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


def test_the_kit_itself_uses_no_deprecated_name():
    """A game played by the kit's own agents and boards raises no DeprecationWarning of the kit's."""
    from cardgames.core.agents import play_match
    with warnings.catch_warnings():
        warnings.filterwarnings("error", category=DeprecationWarning, module="cardgames")
        game = DigimonGame(seed=3)
        play_match(game, [DigimonGame.computer_agent(1), DigimonGame.computer_agent(2)])
        for action in game.legal_actions():
            game.describe(action)


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
    ("dspirits", lambda st: st.facts.names[0], r"state\.cards\[card\]\.name"),
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
