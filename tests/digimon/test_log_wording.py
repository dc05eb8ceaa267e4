"""The log alone tells the story: every rule step says what it did or checked, a KO says which attack caused it,
counts agree in number, a line cites a rule once, and Jamming never claims a cancellation that did not happen."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from dcb_helpers import O, X, battle, game_at, player
from test_random_play import random_decks

from cardgames.core.agents import RandomAgent
from cardgames.core.testing import of_kind
from cardgames.digimon import DigimonGame

AGUMON, GREYMON, GABUMON, SORCERIMON, BETAMON = 27, 14, 62, 57, 63
CHIP = 264
GOLDEN = Path(__file__).parent / "golden"


@pytest.mark.parametrize("factory", [lambda s: DigimonGame(seed=s), random_decks], ids=["ready_made", "random"])
def test_every_rule_step_says_what_it_did_or_asks_a_player(factory):
    """... and no line of those games cites a rule twice."""
    silent, repeated = [], []
    for seed in range(15):
        game = factory(seed)
        agents = [RandomAgent(seed + 1), RandomAgent(seed + 2)]
        while not game.is_over:
            if game.can_step:
                name = game.pending_steps()[0][0]
                if not game.step() and game.decision is None and not game.is_over:
                    silent.append(name)
            else:
                game.apply(agents[game.decision.player].choose(game))
        repeated += [str(e) for e in game.events if len(set(ids := re.findall(r"DCB-\d+", str(e)))) != len(ids)]
    assert silent == [] and repeated == []


@pytest.mark.rule("DCB-23")
def test_a_ko_names_the_attack_and_counts_kos_in_words():
    game = game_at(player([GREYMON], kos=1), player([BETAMON], damage=680), phase="battle", advanced=False)
    ko = of_kind(battle(game, O, O), "ko")[0]
    assert ko.text.startswith("Betamon is KO'd (Greymon's ○ Nova Blast hit for 600 and it had 50 HP left)")
    assert ko.text.endswith("Player 1 has scored 2 KOs.") and ko.data["damage"] == 50
    game = game_at(player([GREYMON]), player([BETAMON], damage=680), phase="battle", advanced=False)
    assert of_kind(battle(game, O, O), "ko")[0].text.endswith("Player 1 has scored 1 KO.")


@pytest.mark.parametrize("name", ["seed7.txt", "heuristic_seed3.txt"])
def test_no_line_cites_a_rule_twice(name):
    for line in (GOLDEN / name).read_text(encoding="utf-8").splitlines()[:-1]:
        ids = re.findall(r"DCB-\d+", line)
        assert len(ids) == len(set(ids)), line


@pytest.mark.rule("DCB-24")
def test_jamming_against_an_option_card_says_nothing_was_cancelled():
    game = game_at(player([AGUMON], hand=[CHIP]), player([SORCERIMON]), phase="support", advanced=False)
    events = battle(game, O, X, s1=CHIP)
    jamming = [e for e in of_kind(events, "cross_effect") if "Jamming" in e.text][0]
    assert "option card, which Jamming does not cancel" in jamming.text and "is cancelled" not in jamming.text


@pytest.mark.rule("DCB-24")
def test_jamming_against_a_digimon_support_says_when_it_was_cancelled():
    game = game_at(player([AGUMON], hand=[AGUMON]), player([SORCERIMON]), phase="support", advanced=False)
    events = battle(game, O, X, s1=AGUMON)
    jamming = [e for e in of_kind(events, "cross_effect") if "Jamming" in e.text][0]
    assert "cancelled when it was revealed" in jamming.text
    assert events.index(of_kind(events, "voided")[0]) < events.index(jamming)


def test_steps_with_nothing_to_do_say_so():
    game = game_at(player([AGUMON]), player([GABUMON]), phase="battle", advanced=False)
    events = battle(game, O, O)
    texts = [e.text for e in events]
    assert "No × effect: neither player chose ×." in texts
    assert not of_kind(events, "counter_check")  # nobody can counter, so no Counter check is queued
    assert not of_kind(events, "battle_end")  # no KO, so no victory check is queued
    game = game_at(player([GREYMON]), player([BETAMON], damage=680), phase="battle", advanced=False)
    end = of_kind(battle(game, O, O), "battle_end")
    assert [e.text for e in end] == ["After the KO nobody has scored 3 KOs yet (Player 1 1, Player 2 0)."]
