"""`game.view(viewer)`: plain JSON data holding everything `viewer` may see and nothing more, with the values a board
shows computed by the engine (HP, penalty, power after effects, which card caused which change)."""
from __future__ import annotations

import json

import pytest
from dcb_helpers import game_at, player

from cardgames.core.agents import RandomAgent
from cardgames.digimon import DigimonGame

AGUMON, GABUMON, MERAMON, GREYMON = 27, 62, 18, 14
CHIP, DEFENSE_DISK = 264, 270


def ids_in(data) -> set[int]:
    """Every card id a view shows (a face-down card has none)."""
    found: set[int] = set()
    if isinstance(data, dict):
        if "id" in data:
            found.add(data["id"])
        for value in data.values():
            found |= ids_in(value)
    elif isinstance(data, list):
        for value in data:
            found |= ids_in(value)
    return found


def states(seed: int, limit: int = 400):
    """The game after every rule step and decision of a random game."""
    game = DigimonGame(seed=seed)
    agents = [RandomAgent(seed + 1), RandomAgent(seed + 2)]
    for _ in range(limit):
        if game.is_over:
            return
        if game.can_step:
            game.step()
        else:
            game.apply(agents[game.decision.player].choose(game))
        yield game


@pytest.mark.parametrize("seed", [1, 2])
def test_the_view_is_plain_json_and_hides_what_the_viewer_may_not_see(seed):
    for game in states(seed):
        for viewer in (None, 0, 1):
            view = game.view(viewer)
            assert json.loads(json.dumps(view)) == view
            if viewer is None:
                continue
            other = game.state.seats[1 - viewer]
            secret = set(other.hand) | (set() if other.support_shown else set(other.support))
            assert not ids_in(view) & secret
            attack = view["seats"][1 - viewer]["digimon"]
            if attack is not None and not other.attack_shown:
                assert attack["attack"]["index"] is None and attack["attack"]["symbol"] is None


def test_a_face_down_support_and_a_secret_attack_never_reach_the_opponent():
    game = game_at(player([AGUMON], hand=[DEFENSE_DISK]), player([GABUMON]), phase="support", tp=1)
    game.play(next(a for a in game.decision.actions if a.kind == "support_hand"))  # Player 1 places the Disk
    game.play(game.decision.actions[0])    # Player 2 passes
    game.play(game.decision.actions[2])    # Player 2 (turn player) chooses × in secret
    assert game.decision.player == 0
    mine, theirs = game.view(0), game.view(1)
    disk = game.state.seats[0].support[0]
    assert "Defense Disk" not in json.dumps(theirs) and disk not in ids_in(theirs)
    assert theirs["seats"][0]["support"] == [{"back": True}]
    assert mine["seats"][0]["support"][0]["name"].startswith("Defense Disk")
    assert mine["seats"][1]["digimon"]["attack"] == {"chosen": True, "revealed": False, "index": None,
                                                     "symbol": None, "power": None}
    assert theirs["seats"][1]["digimon"]["attack"]["index"] == 2
    assert mine["decision"]["actions"] and theirs["decision"]["actions"] is None


@pytest.mark.rule("DCB-27")
def test_the_view_gives_hp_and_attacks_after_the_penalty():
    game = game_at(player([MERAMON], penalty=2, damage=30), player([GABUMON]), phase="battle", advanced=False)
    digimon = game.view(None)["seats"][0]["digimon"]
    meramon = game.state.cards[game.state.seats[0].stack[-1]]
    assert digimon["penalty"] == 2 and digimon["max_hp"] == meramon.hp // 2
    assert digimon["hp"] == meramon.hp // 2 - 30 == game.state.seats[0].hp
    assert [a["power"] for a in digimon["attacks"]] == [a.power // 2 for a in meramon.attacks]
    assert digimon["specialty"] == "Fire" and digimon["card"]["name"] == "Meramon"


@pytest.mark.rule("DCB-20")
def test_effects_in_force_name_the_card_that_caused_them():
    game = game_at(player([AGUMON], hand=[CHIP]), player([GREYMON], hand=[DEFENSE_DISK]), phase="support")
    game.play(next(a for a in game.decision.actions if a.kind == "support_hand"))  # Player 2: Defense Disk
    game.play(next(a for a in game.decision.actions if a.kind == "support_hand"))  # Player 1: Attack Chip
    game.apply(game.decision.actions[0])  # Player 1: ○
    game.advance()
    game.apply(game.decision.actions[0])  # Player 2: ○
    while not any(s.changes for s in game.state.seats):
        game.step()
    while game.can_step and not game.state.seats[0].attack_shown:
        game.step()
    view = game.view(1)
    assert view["attacks_revealed"]
    for p in (0, 1):
        digimon = view["seats"][p]["digimon"]
        side = game.state.seats[p]
        assert digimon["attack"]["power"] == side.power
        assert digimon["attacks"][side.attack]["battle_power"] == side.power
        for effect, change in zip(digimon["effects"], side.changes, strict=True):
            assert effect["source"]["id"] == change[0] and (effect["before"], effect["after"]) == change[2:]
    sources = {e["source"]["name"]: e["source_seat"] for p in (0, 1) for e in view["seats"][p]["digimon"]["effects"]}
    assert sources and all(seat == (0 if name.startswith("Attack Chip") else 1) for name, seat in sources.items())


def test_the_view_refuses_an_unknown_viewer():
    with pytest.raises(ValueError):
        DigimonGame(seed=1).view(2)


@pytest.mark.rule("DCB-19")
def test_the_unseen_top_card_of_the_deck_stays_a_back_for_its_owner_too():
    game = game_at(player([AGUMON], deck=[CHIP, AGUMON]), player([GABUMON]), phase="support", tp=1)
    game.play(next(a for a in game.decision.actions if a.kind == "support_deck"))
    assert game.view(0)["seats"][0]["support"] == [{"back": True}] == game.view(1)["seats"][0]["support"]
    assert game.view(None)["seats"][0]["support"][0]["name"].startswith("Attack Chip")
    placed = next(e for e in game.events if e.kind == "support_placed")
    name = game.view(None)["seats"][0]["support"][0]["name"]
    assert "card" not in placed.data and all(name not in placed.text_for(v) for v in (None, 0, 1))


@pytest.mark.rule("DCB-19")
def test_the_owner_sees_their_own_face_down_support_from_the_hand_and_the_opponent_a_back():
    game = game_at(player([AGUMON], hand=[CHIP]), player([GABUMON]), phase="support", tp=1)
    game.play(next(a for a in game.decision.actions if a.kind == "support_hand"))
    assert game.view(0)["seats"][0]["support"][0]["name"].startswith("Attack Chip")
    assert game.view(1)["seats"][0]["support"] == [{"back": True}]
    assert not game.view(0)["seats"][0]["support_revealed"]


def test_effect_events_say_who_caused_them_and_evo_zone_events_the_total_before():
    game = game_at(player([AGUMON], hand=[CHIP]), player([GREYMON], hand=[DEFENSE_DISK]), phase="support")
    game.play(next(a for a in game.decision.actions if a.kind == "support_hand"))  # Player 2: Defense Disk
    game.play(next(a for a in game.decision.actions if a.kind == "support_hand"))  # Player 1: Attack Chip
    while not game.is_over and game.state.phase != "end":
        game.play(game.decision.actions[0]) if game.decision else game.advance()
    effects = [e for e in game.events if e.kind in ("power", "hp")]
    assert effects
    for e in effects:
        seat, card = e.data["by"]
        assert card == e.data["source"] and game.state.cards[card].name.startswith(("Attack Chip", "Defense Disk"))
        assert seat == (0 if game.state.cards[card].name.startswith("Attack Chip") else 1)
    game = game_at(player([AGUMON], hand=[AGUMON], evo=[AGUMON]), player([GABUMON]), phase="evolution")
    events = game.play(next(a for a in game.decision.actions if a.kind == "evo_zone"))
    placed = next(e for e in events if e.kind == "evo_zone")
    assert placed.data["before"] == game.state.cards[game.state.seats[0].evo[0]].pe and \
        placed.data["pe"] == placed.data["before"] + placed.data["gain"] == game.view(0)["seats"][0]["pe"]
