"""Every game wing has the shape of `cardgames/README.md`: no import cycle between its modules, and no module but
`game.py` (the assembler) and `__init__.py` (the public names) imports `game.py`, not even for type hints; the
steps are the `step_<name>` functions of the rule modules the game class declares (`STEP_MODULES`), none named in
`game.py`; the game's state is the class of `state.py` and its computer opponent core's `DecisionAgent`; every
game's `legality.py` (the plugin game's too) says what may be done now and why not, holds no rule step, and its
`card_refusal` is the game's hand-card refusal; every `Violation` of a wing names its blanks (no positional values).

Generic over every package in `cardgames/` except `core`, so a new wing is checked as soon as it exists."""
from __future__ import annotations

import ast
import importlib
import inspect
import string
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "cardgames"
WINGS = sorted(p.name for p in PACKAGE.iterdir() if p.is_dir() and (p / "__init__.py").exists() and p.name != "core")


def wing_imports(wing: str) -> dict[str, set[str]]:
    """Module name -> the modules of the same wing it imports (relative or absolute, at any depth of the file)."""
    modules = {p.stem: p for p in (PACKAGE / wing).glob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level == 1:
                    targets = [base] if base else [alias.name for alias in node.names]
                elif base.startswith(f"cardgames.{wing}"):
                    rest = base[len(f"cardgames.{wing}"):].lstrip(".")
                    targets = [rest] if rest else [alias.name for alias in node.names]
                else:
                    targets = []
                found.update(t.split(".")[0] for t in targets)
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name.startswith(f"cardgames.{wing}."):
                        found.add(alias.name.split(".")[2])
        graph[name] = {m for m in found if m in modules and m != name}
    return graph


def cycle_in(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle of `graph` as a path of module names, or None."""
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        state[node] = 2
        path.pop()
        return None

    for start in sorted(graph):
        if start not in state:
            found = visit(start)
            if found:
                return found
    return None


def test_there_is_a_wing_to_check():
    assert "digimon" in WINGS


@pytest.mark.parametrize("wing", WINGS)
def test_no_import_cycle_in_the_wing(wing):
    graph = wing_imports(wing)
    graph.pop("__init__", None)
    assert cycle_in(graph) is None, f"import cycle in cardgames/{wing}: {' -> '.join(cycle_in(graph))}"


@pytest.mark.parametrize("wing", WINGS)
def test_only_the_assembler_imports_game_py(wing):
    graph = wing_imports(wing)
    offenders = sorted(m for m, deps in graph.items() if "game" in deps and m not in ("game", "__init__"))
    assert offenders == [], f"rule modules of cardgames/{wing} must import the state, never game.py: {offenders}"


@pytest.mark.parametrize("wing", WINGS)
def test_the_wing_has_a_state_and_an_assembler(wing):
    graph = wing_imports(wing)
    assert {"state", "game"} <= set(graph), f"cardgames/{wing} needs state.py and game.py (cardgames/README.md)"


def test_the_cycle_check_finds_a_cycle():
    graph = {"game": {"battle"}, "battle": {"state", "game"}, "state": set()}
    assert cycle_in(graph) == ["battle", "game", "battle"]
    assert cycle_in({"game": {"battle"}, "battle": {"state"}, "state": set()}) is None


def test_the_import_scan_sees_imports_under_type_checking(tmp_path, monkeypatch):
    wing = tmp_path / "toy"
    wing.mkdir()
    (wing / "__init__.py").write_text("")
    (wing / "state.py").write_text("")
    (wing / "game.py").write_text("from . import battle\n")
    (wing / "battle.py").write_text("from typing import TYPE_CHECKING\nfrom .state import S\n"
                                    "if TYPE_CHECKING:\n    from .game import G\n")
    monkeypatch.setattr(sys.modules[__name__], "PACKAGE", tmp_path)
    assert wing_imports("toy")["battle"] == {"state", "game"}


def game_class_of(wing: str) -> type:
    """The wing's game class: the `Game` subclass its `game.py` defines."""
    from cardgames.core.engine import Game

    module = importlib.import_module(f"cardgames.{wing}.game")
    found = [v for v in vars(module).values()
             if isinstance(v, type) and issubclass(v, Game) and v.__module__ == module.__name__]
    assert len(found) == 1, f"cardgames/{wing}/game.py defines {len(found)} game classes"
    return found[0]


@pytest.mark.parametrize("wing", WINGS)
def test_every_step_function_of_a_declared_module_is_a_step_by_its_name(wing):
    cls = game_class_of(wing)
    assert cls.ruleset.step_modules, f"cardgames/{wing}/game.py declares no STEP_MODULES"
    for module in cls.ruleset.step_modules:
        assert module.__name__.startswith(f"cardgames.{wing}."), f"{module.__name__} is not a module of {wing}"
        for name, value in vars(module).items():
            if name.startswith("step_") and inspect.isfunction(value) and value.__module__ == module.__name__:
                assert cls._step_table[name[5:]] is value, f"{module.__name__}.{name} is not the step {name[5:]!r}"
    # every other step is a method of a core primitive (windows, selections, sealed choices), none of the wing's own
    from_modules = {id(f) for m in cls.ruleset.step_modules for f in vars(m).values()}
    others = sorted(n for n, f in cls._step_table.items()
                    if id(f) not in from_modules and not f.__module__.startswith("cardgames.core."))
    assert others == [], f"steps of {cls.__name__} outside its STEP_MODULES: {others}"


@pytest.mark.parametrize("wing", WINGS)
def test_game_py_names_no_step_itself(wing):
    """The steps are the declared modules' functions: no `_s_<name> = module.step_<name>` line, no `_s_` method."""
    tree = ast.parse((PACKAGE / wing / "game.py").read_text(encoding="utf-8"))
    named = sorted(t.id for node in ast.walk(tree) if isinstance(node, ast.Assign | ast.AnnAssign)
                   for t in (node.targets if isinstance(node, ast.Assign) else [node.target])
                   if isinstance(t, ast.Name) and t.id.startswith("_s_"))
    named += sorted(node.name for node in ast.walk(tree)
                    if isinstance(node, ast.FunctionDef) and node.name.startswith("_s_"))
    assert named == [], f"cardgames/{wing}/game.py names steps itself: {named}"


@pytest.mark.parametrize("wing", WINGS)
def test_the_game_runs_the_state_class_of_state_py(wing):
    """No subclass in `game.py` adds to the state: what core asks of it (steps, decisions, a response window's
    answers) it finds by name in the rule modules."""
    assert game_class_of(wing).ruleset.state.__module__ == f"cardgames.{wing}.state"


@pytest.mark.parametrize("wing", WINGS)
def test_the_computer_opponent_answers_every_decision_kind_through_core_s_agent(wing):
    """One agent base (`core.agents.DecisionAgent`) dispatches by decision kind; the wing writes `choose_<kind>` for
    each kind its game asks (its declared vocabulary, `vocabulary.py`), not a dispatch of its own, and no `choose_`
    method names a kind the game never asks (a handler apart from the agent's private `_helpers`)."""
    from cardgames.core.agents import DecisionAgent

    cls = game_class_of(wing)
    assert issubclass(cls.ruleset.agent, DecisionAgent) and "choose" not in vars(cls.ruleset.agent)
    kinds = set(cls.ruleset.vocabulary.by_decision)
    missing = sorted(kind for kind in kinds if not callable(getattr(cls.ruleset.agent, f"choose_{kind}", None)))
    assert missing == [], f"{cls.ruleset.agent.__qualname__} has no method for the decision kinds {missing}"
    stray = sorted(name for name in dir(cls.ruleset.agent) if name.startswith("choose_") and name[7:] not in kinds)
    assert stray == [], f"{cls.ruleset.agent.__qualname__} has handlers for decision kinds its game never asks: {stray}"


@pytest.mark.parametrize("wing", WINGS)
def test_the_state_holds_its_card_facts_as_core_deals_them_once_per_game(wing):
    """One way to hold card facts (`core.dealt`, `State._deal`): `st.cards` and `st.owner` are the game's deal, each
    instance's facts the loaded catalogue's card of that number (the object the wing made of it once per process,
    shared by every game), and every new game deals again: no deal is kept across games (the former caches keyed
    by the decks handed two games one deal), while a clone takes its source's."""
    cls = game_class_of(wing)
    first, second = cls(seed=1), cls(seed=1)
    st, other = first.state, second.state
    dealt = st._dealt
    assert dealt is not None and st.cards is dealt.cards and st.owner is dealt.owner
    assert type(st.cards) is tuple and type(st.owner) is tuple and len(st.owner) == len(st.cards) == len(dealt.keys)
    pool = cls.ruleset.catalogue.pool()
    for key, facts in zip(dealt.keys, st.cards, strict=True):
        assert facts.name == pool[key].name
    assert other._dealt is not dealt and other._dealt == dealt
    assert all(a is b for a, b in zip(st.cards, other.cards, strict=True))  # the per-card facts: one per number
    assert first.clone().state._dealt is dealt and first.clone(history=False).state.cards is st.cards


@pytest.mark.parametrize("wing", WINGS)
def test_no_module_of_the_wing_caches_by_deck(wing):
    """Facts of a game's cards are dealt per game (`State._deal`): no module of the wing keeps them in an
    `lru_cache` keyed by its decks (Yu Yu Hakusho's `_deal` and D-Spirits' `deck_facts` did, across games)."""
    found = []
    for path in sorted((PACKAGE / wing).glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and any(
                    "cache" in ast.unparse(d) for d in node.decorator_list) and any(
                    word in arg.arg for arg in node.args.args for word in ("deck", "codes", "numbers")):
                found.append(f"{path.name}:{node.lineno} {node.name}")
    assert found == [], f"cached by deck in cardgames/{wing}: {found}"


# what a wing's modules must not say, as `cardgames/README.md`'s "One vocabulary in the rules of every wing" says
# it the core way: a zone's cards read `st.seat_zones[p][name]`, a zone shuffled `st.shuffle(p, zone)`, the seats
# named `PLAYER[p]` (`cardgames.core.words.PLAYER`)
NOT_THE_CORE_WAY = {
    "places.shuffle(": "a zone shuffled by the zones themselves: st.shuffle(p, zone)",
    "._zones[": "a zone read through a table of the wing's own: st.seat_zones[p][name]",
    "st.zone(": "a zone read by a call in rule code: st.seat_zones[p][name] (state.zone is a cell's query)",
}


def own_idioms(wing: str) -> list[str]:
    """Where `wing`'s modules say a thing of the rules' shared vocabulary their own way: a spelling of
    `NOT_THE_CORE_WAY`, a `PLAYER` or a `shuffle`/`shuffle_<zone>`/`zone` method defined by the wing."""
    found = []
    for path in sorted((PACKAGE / wing).glob("*.py")):
        text = path.read_text(encoding="utf-8")
        found += [f"{path.name}: {spelling!r}, {why}" for spelling, why in NOT_THE_CORE_WAY.items() if spelling in text]
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "PLAYER" for t in node.targets):
                found.append(f"{path.name}:{node.lineno} defines PLAYER (import cardgames.core.words.PLAYER)")
            if isinstance(node, ast.FunctionDef) and (node.name == "zone" or node.name.startswith("shuffle")):
                found.append(f"{path.name}:{node.lineno} defines {node.name} (core's State has the one)")
    return found


@pytest.mark.parametrize("wing", WINGS)
def test_the_wing_reads_and_shuffles_zones_and_names_seats_the_core_way(wing):
    """One vocabulary in every wing (issue 27): no wing reads a zone, shuffles one or names a seat its own way
    (Digimon's `shuffle`, Yu Yu Hakusho's `shuffle_deck` and `_zones`, Battle Spirits' and D-Spirits' calls to
    `places.shuffle`, three `zone` methods and four `PLAYER` tuples were)."""
    assert own_idioms(wing) == []


def test_the_idiom_check_finds_a_wing_s_own_way(tmp_path, monkeypatch):
    """The check above can fail: a wing with its own shuffle, its own `PLAYER` and a read of `_zones` is caught."""
    wing = tmp_path / "cardgames" / "toy"
    wing.mkdir(parents=True)
    (wing / "state.py").write_text('PLAYER = ("A", "B")\n\n\nclass S:\n    def shuffle_deck(self, p):\n'
                                   '        self.places.shuffle(f"{p}.deck", self._rng)\n'
                                   '        return self._zones[p]["deck"]\n', encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "PACKAGE", tmp_path / "cardgames")
    found = own_idioms("toy")
    assert len(found) == 4 and any("PLAYER" in f for f in found) and any("shuffle_deck" in f for f in found)



def positional_refusals(wing: str) -> list[str]:
    """Where `wing`'s modules write a refusal the positional way: a `Violation(...)` passing values after its
    template, or a template (a literal, or an arm of a conditional) with a positional blank (`{}`, `{0!r}`)."""
    found = []
    for path in sorted((PACKAGE / wing).glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) ==
                    "Violation"):
                continue
            arms = node.args[1:2]
            while arms and isinstance(arms[-1], ast.IfExp):
                arms[-1:] = [arms[-1].body, arms[-1].orelse]
            blanks = [field for arm in arms if isinstance(arm, ast.Constant) and isinstance(arm.value, str)
                      for _, field, _, _ in string.Formatter().parse(arm.value) if field is not None]
            if len(node.args) > 2 or any(field == "" or field.isdigit() for field in blanks):
                found.append(f"{path.name}:{node.lineno} {ast.unparse(node)[:80]}")
    return found


@pytest.mark.parametrize("wing", WINGS)
def test_every_refusal_of_the_wing_names_its_blanks(wing):
    """One refusal idiom (issue 27, `cardgames/README.md`: "refuse an action"): every `Violation` of a wing (a
    refusal, a deck's or a position's problem) is a template with named blanks and the facts that fill them,
    `Violation(rule, "{name} is ...", name=name)`, so a coach reads `reason.facts` by name and a catalogue's msgid
    says what each blank is; no positional values (about 155 calls were)."""
    assert positional_refusals(wing) == []


def test_the_refusal_check_finds_positional_blanks(tmp_path, monkeypatch):
    """The check above can fail: positional values, a `{}` blank with no value, an indexed blank in one arm of a
    conditional template are each caught; named blanks and a template held in a variable are not."""
    wing = tmp_path / "cardgames" / "toy"
    wing.mkdir(parents=True)
    (wing / "legality.py").write_text(
        'def refusals(name, n, message):\n'
        '    return [Violation("T-1", "{} is tapped", name),\n'
        '            Violation("T-2", "{} is tapped"),\n'
        '            Violation("T-3", "{name} x{n}" if n else "{0} alone", name=name, n=n),\n'
        '            Violation("T-4", "{name} is {{tapped}}", name=name),\n'
        '            Violation("T-5", message, name=name)]\n', encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "PACKAGE", tmp_path / "cardgames")
    found = positional_refusals("toy")
    assert [f.split()[0] for f in found] == ["legality.py:2", "legality.py:3", "legality.py:4"], found

def legality_of(name: str):
    """The `legality.py` module of game `name` (a wing of the kit or a plugin game): the package of its game class."""
    from cardgames.games import game_class

    return importlib.import_module(f"{game_class(name).__module__.rpartition('.')[0]}.legality")


def _games() -> list[str]:
    from cardgames.games import GAMES

    return sorted(GAMES)


@pytest.mark.parametrize("name", _games())
def test_legality_py_says_what_may_be_done_now_and_holds_no_rule_step(name):
    """`legality.py` has one meaning in every game (`cardgames/README.md`): what may be done now, and why not (the
    lists of legal actions, the refusal functions, the hand-card refusal). A rule step (`step_<name>`) or what a
    decision does (`decide_<kind>`) lives in the rule modules that ask and carry out (`turn.py`, ...)."""
    tree = ast.parse(Path(inspect.getsourcefile(legality_of(name))).read_text(encoding="utf-8"))
    found = sorted(node.name for node in ast.walk(tree) if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
                   and node.name.startswith(("step_", "decide_")))
    assert found == [], f"{name}'s legality.py holds rule steps or decision handlers: {found}"


@pytest.mark.parametrize("name", _games())
def test_the_hand_card_refusal_is_legality_card_refusal_in_every_game(name):
    """One name for the hook behind `why_not_card`: the `Ruleset.card_refusal` of every game is the `card_refusal`
    of its `legality.py` (no `hand_card_refusal` beside a `card_refusal` that means something else)."""
    from cardgames.games import game_class

    legality = legality_of(name)
    assert getattr(legality, "card_refusal", None) is not None, f"{name}'s legality.py has no card_refusal"
    assert game_class(name).ruleset.card_refusal is legality.card_refusal
