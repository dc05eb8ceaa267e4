"""Each game's declared vocabulary (`core.vocabulary`, the wing's `vocabulary.py`) against the engine that runs it,
generated from the declarations: at every decision point of random games, an action is listed exactly when it has
no refusal (every listed action has none; every action of a kind another decision offers, and every unlisted action
of a kind the pending decision offers, built from the declared arguments, is refused citing a rule of the game);
every action the engine offers is of a declared kind, with a declared number of arguments, and its label is the
declared one: a `Label` whose facts its words are made from."""
from __future__ import annotations

import random
import string

import pytest
from test_conformance import NAMES, decision_points

from cardgames.core.actions import Action
from cardgames.core.conformance import ConformanceChecks
from cardgames.core.vocabulary import ActionKind, Arg, Label
from cardgames.games import game_class

SEEDS = range(3)
CARD_FACTS = ("card", "other", "into", "back", "host", "target", "hits")  # the facts of a label that are card ids


@pytest.mark.parametrize("name", NAMES)
def test_listed_exactly_when_not_refused_at_every_decision_point(name: str) -> None:
    """`check_game`'s refusals check (`ConformanceChecks.refusals`, which `check_game` runs at every few decisions
    of a few games), here at every decision point of three games: at this reach it found real disagreements
    between the listed actions and `why_not`. The counts show it tried enough to find them."""
    checks = None
    rng = random.Random(name)
    for game in decision_points(name, SEEDS):
        if checks is None or checks.game is not game:
            checks = ConformanceChecks(game) if checks is None else _carried(checks, game)
        checks.refusals(rng)
    assert checks.tried > 500 and checks.elsewhere > 50, (checks.tried, checks.elsewhere)


def _carried(checks: ConformanceChecks, game) -> ConformanceChecks:
    """New checks for the next game, with the counts and the actions seen so far."""
    again = ConformanceChecks(game)
    again.tried, again.elsewhere, again.seen = checks.tried, checks.elsewhere, checks.seen
    return again


@pytest.mark.parametrize("name", NAMES)
def test_every_action_offered_is_of_a_declared_kind_with_its_declared_label(name: str) -> None:
    vocabulary = game_class(name).ruleset.vocabulary
    seen = set()
    for game in decision_points(name, SEEDS):
        decision = game.decision
        declared = vocabulary.by_decision.get(decision.kind)
        assert declared is not None, f"{name}: decision kind {decision.kind!r} is not declared"
        assert decision.rule in declared.rules, (name, decision.kind, decision.rule)
        offered = vocabulary.offered(decision.kind)
        for action in decision.actions:
            kind = offered.get(action.kind)
            assert kind is not None, f"{name} {decision.kind}: action kind {action.kind!r} is not declared"
            assert sum(not a.optional for a in kind.args) <= len(action.args) <= len(kind.args), (name, action)
            label = game.describe(action)
            assert isinstance(label, Label) and str(label) == label.template.format(**label.facts), (name, action)
            # what a board reads of a label it finds in the facts: the card ids it names are card ids
            cards = [v for k, v in label.facts.items() if k in CARD_FACTS and v is not None]
            assert all(type(v) is int and 0 <= v < len(game.state.cards) for v in cards), (name, action, label.facts)
            seen.add((decision.kind, action.kind))
    assert len(seen) >= len(vocabulary.kinds) // 2, (name, sorted(seen))


def test_a_label_reads_compares_and_pickles_as_its_sentence() -> None:
    import pickle

    label = Label("Place {cores} on {name}", cores="2 cores", name="Gen-Bor", vanishes=False)
    assert label == "Place 2 cores on Gen-Bor" and str(label) == label and hash(label) == hash(str(label))
    assert label.facts["vanishes"] is False and label.template == "Place {cores} on {name}"
    again = pickle.loads(pickle.dumps(label))
    assert again == label and again.facts == label.facts and again.template == label.template
    assert set(string.ascii_letters) & set(label)  # a str: every string method works


def test_a_declared_kind_refuses_arguments_it_does_not_take_in_words() -> None:
    """The arguments declared, not the ones listed, say what a kind takes: an `evolve` with two cards while no
    evolution is listed is refused by DCB-13 in core's words (issue 27: Digimon's own second count is gone)."""
    from cardgames.explore import open_game

    game = open_game("digimon", seed=0)
    while game.decision.kind != "evolution" or any(a.kind == "evolve" for a in game.legal_actions()):
        game.play(game.legal_actions()[-1])
    reason = game.why_not(Action("evolve", (0, 1)))
    assert reason.rule == "DCB-13" and reason.message.startswith("the move 'evolve' takes a number, not two numbers")


def test_where_each_kind_names_a_hand_card_is_read_from_its_declared_arguments() -> None:
    """`Vocabulary.hand_args`: the first `hand` argument of each kind (a board's and a hand-card refusal's "does an
    action use this card?"), wherever it stands; `from_hand`: the kinds that name it first."""
    from cardgames.core.vocabulary import DecisionKind, Vocabulary

    hand, own = Arg("hand", "a card of the hand"), Arg("own", "a card in play")
    vocabulary = Vocabulary("Toy", (DecisionKind("main", ("T-1",), "Act.", (
        ActionKind("play", "T-1", (hand,)), ActionKind("swap", "T-2", (own, hand, hand)),
        ActionKind("attack", "T-3", (own,)), ActionKind("end", "T-1"))),))
    assert dict(vocabulary.hand_args) == {"play": 0, "swap": 1}
    assert vocabulary.from_hand == {"play"}
    dspirits = game_class("dspirits").ruleset.vocabulary
    assert dict(dspirits.hand_args) == {"summon": 0, "play": 0, "respond": 0, "soul_exchange": 1}
