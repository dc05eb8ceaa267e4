"""The rule modules work on a `DigimonState` alone, without `game.py`: a stand-in for the engine provides the
services the state binds (`emit`, `push`, `ask`, `finish`, ...) by recording what the rule asked for; core's sealed
choices are part of the state and run on those services."""
from __future__ import annotations

from cardgames.core.actions import Action
from cardgames.core.events import Event
from cardgames.core.rng import Rng
from cardgames.core.sealed import HIDDEN
from cardgames.core.state import Wiring
from cardgames.digimon import battle, legality, turn
from cardgames.digimon.cards import card_pool
from cardgames.digimon.game import DigimonGame
from cardgames.digimon.state import DigimonState
from cardgames.digimon.vocabulary import VOCABULARY

AGUMON, GREYMON, GABUMON, DEVIMON, MERAMON, FLAMEDRAMON = 27, 14, 62, 120, 18, 172


class Recorder:
    """The engine services a state binds, recording the events, pushed steps, the question asked and the outcome."""

    def __init__(self) -> None:
        self.rng, self.options = Rng(0), {"ps1_turn1": False}
        # what a game hands its state (core's `Wiring`): these services, and the wing's declared words for `label`
        self.wiring = Wiring(self, self.rng, self.options, True, 2, {}, False, VOCABULARY)
        self.events: list[Event] = []
        self.pushed: list[tuple] = []
        self.asked: tuple | None = None
        self.ended: tuple | None = None

    def emit(self, rule, kind, template, player=None, *values, **data):
        self.events.append(Event(rule, kind, template, player, data, values))

    def push(self, *steps):
        self.pushed.extend(steps)

    def ask(self, player, kind, rule, prompt, actions, *values, secret=False):
        self.asked = (player, kind, rule, actions)

    def finish(self, winner, reason, rule):
        self.ended = (winner, rule)

    def fire(self, player, step):
        raise AssertionError("Digimon fires no triggers")



def bare_state(**zones: list[int]) -> tuple[DigimonState, Recorder]:
    """A state holding `zones` (`p0_stack=[AGUMON]`: seat 0's Digimon area, by CA number), and its recorder."""
    engine = Recorder()
    st = DigimonState(engine.wiring)
    numbers: list[int] = []
    contents = {}
    assert list(zones) == sorted(zones, key=lambda key: key[1]), "seat 0's zones first, as `build` takes them"
    for key, cas in zones.items():
        contents[f"{key[1]}.{key[3:]}"] = list(range(len(numbers), len(numbers) + len(cas)))
        numbers.extend(cas)
    first = sum(len(cas) for key, cas in zones.items() if key.startswith("p0"))
    st.build(numbers, contents, first)
    return st, engine


def test_evolution_legality_on_a_state_alone():
    st, _ = bare_state(p0_stack=[AGUMON], p0_hand=[GREYMON, DEVIMON], p0_evo=[AGUMON, AGUMON])
    actions = legality.evolution_actions(st, 0)
    assert [a.kind for a in actions].count("evolve") == 1  # Greymon (Fire, 40 P.E in the zone), not Devimon
    evolve = next(a for a in actions if a.kind == "evolve")
    assert st.cards[evolve.args[0]].ca == GREYMON
    refusal = legality.evolution_why_not(st, 0, Action("evolve", (2,)), actions)  # Devimon (Darkness) onto Agumon
    assert refusal.rule == "DCB-13" and "specialty" in refusal.message


def test_a_zone_move_returns_the_standard_move_records():
    st, _ = bare_state(p1_hand=[AGUMON])
    assert st.move(0, "stack") == [0, "1.hand", "1.stack"]
    assert st.take_moves() == [[0, "1.hand", "1.stack"]]
    assert st.seats[1].stack == [0] and st.seats[1].hand == [] and st.places.where(0) == "1.stack"


def test_the_zones_are_cores_card_zones_and_undo_restores_them():
    game = DigimonGame(seed=3)
    game.advance()
    before = game.snapshot()
    hand = list(game.state.seats[game.decision.player].hand)
    while game.state.seats[game.decision.player].hand == hand:
        game.play(game.decision.actions[-1])
    game.restore(before)
    assert game.state.seats[game.decision.player].hand == hand  # the side's list is the zone's, refilled in place
    assert game.zones() is game.state.places.lists


def test_putting_a_digimon_into_play_on_a_state_alone():
    st, engine = bare_state(p0_hand=[MERAMON])
    turn.step_put_into_play(st, 0, 0)
    event = engine.events[-1]
    assert event.rule == "DCB-27" and st.seats[0].penalty == 2 and st.seats[0].hp == card_pool()[MERAMON].hp // 2
    assert event.data["moves"] == [[0, "0.hand", "0.stack"]]


def test_placement_refuses_an_a_card_by_dcb_27():
    st, _ = bare_state(p0_hand=[FLAMEDRAMON, AGUMON])
    assert [st.cards[a.args[0]].ca for a in legality.place_actions(st, 0)] == [AGUMON]
    assert legality.place_refusal(st.cards[0]) == legality.A_INTO_PLAY


def test_a_ko_on_a_state_alone_explains_itself_and_moves_the_stack():
    st, engine = bare_state(p0_stack=[AGUMON], p1_stack=[GABUMON, GREYMON])
    st.seats[0].attack, st.seats[0].power = 0, 500
    battle.step_ko(st, 1, 120)
    event = engine.events[-1]
    assert "Agumon's ○" in event.text and "hit for 500" in event.text and "scored 1 KO." in event.text
    assert event.data["moves"] == [[1, "1.stack", "1.discard"], [2, "1.stack", "1.discard"]]
    battle.step_battle_end(st, 0)
    assert engine.ended is None and engine.events[-1].kind == "battle_end"


def test_the_secret_attack_choice_is_sealed_then_revealed_at_once_on_a_state_alone():
    st, engine = bare_state(p0_stack=[AGUMON], p1_stack=[GABUMON])
    st.tp = 1
    turn.step_battle_phase(st, 1)
    asks = [s for s in engine.pushed if s[0] == "sealed_ask"]
    assert [s[-1] for s in asks] == [1, 0]  # the turn player first, then the opponent (DCB-21)
    st._s_sealed_ask(*asks[0][1:])
    player, kind, rule, actions = engine.asked
    assert (player, kind, rule) == (1, "sealed", "DCB-21") and [a.args for a in actions] == [(0,), (1,), (2,)]
    st._d_sealed(actions[2], 1)
    st._s_sealed_ask(*asks[1][1:])
    st._d_sealed(engine.asked[3][0], 0)
    assert st.sealed_for(0) == {1: HIDDEN, 0: engine.asked[3][0]} and st.seats[1].attack == -1
    battle.step_reveal_attacks(st, 1)
    assert (st.seats[0].attack, st.seats[1].attack) == (0, 2) and st.sealed == ()
    assert engine.events[-1].kind == "reveal_attacks" and engine.events[-1].rule == "DCB-21"
