"""Random play of Digimon beyond the generic tests of `tests/test_every_game.py` (which play the ready-made decks):
the harness over random legal decks and the PlayStation turn-1 option, save/load of a position game, and illegal
actions of each decision kind naming that decision's rule."""
from __future__ import annotations

import pytest

from cardgames.core.actions import Action
from cardgames.core.agents import RandomAgent, play_for, play_match
from cardgames.core.errors import IllegalActionError
from cardgames.core.harness import check_random_game
from cardgames.core.rng import Rng
from cardgames.digimon.cards import card_pool
from cardgames.digimon.decks import DOWNLOAD_DIGIVOLVE, SEVENS, check_deck
from cardgames.digimon.game import DigimonGame


def random_deck(rng: Rng) -> list[int]:
    """A random legal 30-card deck of implemented cards: 14 non-A Digimon (so forced redraws rarely end the game),
    at most one A card, the rest any cards, within the copy limits of DCB-1 and DCB-5."""
    pool = card_pool()
    digimon = [ca for ca, c in pool.items() if c.implemented and c.is_digimon and c.level != "A"]
    a_cards = [ca for ca, c in pool.items() if c.implemented and c.is_digimon and c.level == "A"]
    others = [ca for ca, c in pool.items() if c.implemented and not c.is_digimon]
    deck: list[int] = []

    def add(choices: list[int], n: int) -> None:
        while n:
            ca = rng.choice(choices)
            limit = 1 if ca in SEVENS or ca == DOWNLOAD_DIGIVOLVE else 4
            if deck.count(ca) < limit:
                deck.append(ca)
                n -= 1

    add(digimon, 14)
    if rng.randrange(2):
        add(a_cards, 1)
    add(others + digimon, 30 - len(deck))
    return check_deck(deck)


def random_decks(seed: int) -> DigimonGame:
    rng = Rng(seed + 10_000)
    return DigimonGame(seed=seed, decks=(random_deck(rng), random_deck(rng)))


def test_ready_made_decks_end_by_three_kos():
    """The generic tests play the ready-made decks under the harness; here: random games do reach the DCB-25 end."""
    outcomes = {play_match(DigimonGame(seed=s), [RandomAgent(2 * s + 1), RandomAgent(2 * s + 2)]).outcome.rule
                for s in range(60)}
    assert "DCB-25" in outcomes


@pytest.mark.parametrize("chunk", range(2))
def test_harness_random_legal_decks(chunk):
    """Random decks from the whole implemented pool exercise most of the effect vocabulary."""
    ops = set()
    for seed in range(chunk * 100, (chunk + 1) * 100):
        game = random_decks(seed)
        check_random_game(random_decks, seed, undo_every=11, save_every=40)
        ops.update(game.state.cards[i].ca for i in range(len(game.state.cards)))
    assert len(ops) > 150  # many different cards were in play


def test_harness_ps1_turn1_option():
    for seed in range(60):
        check_random_game(lambda s: DigimonGame(seed=s, options={"ps1_turn1": True}), seed)


def test_random_decks_are_legal_and_varied():
    rng = Rng(1)
    decks = [random_deck(rng) for _ in range(20)]
    assert all(len(d) == 30 for d in decks) and len({tuple(sorted(d)) for d in decks}) == 20


def test_save_load_of_a_position_game():
    game = DigimonGame(seed=3, position={"phase": "support", "players": [
        {"digimon": [27], "hand": [264], "deck": [200] * 3}, {"digimon": [62], "deck": [200] * 3}]})
    play_for(game, [RandomAgent(1), RandomAgent(2)], 3)
    copy = DigimonGame.load(game.save())
    assert copy.snapshot()[:4] == game.snapshot()[:4] and copy.events == game.events


# "sealed": the secret attack choice (DCB-21), a sealed simultaneous choice of cardgames.core.sealed
@pytest.mark.parametrize("kind, bad", [("sealed", Action("attack", (7,))), ("support", Action("support_hand", (99,))),
                                       ("evolution", Action("evolve", (0,))), ("prepare", Action("mulligan"))])
def test_illegal_action_names_the_rule_and_changes_nothing(kind, bad):
    game = DigimonGame(seed=2)
    agents = [RandomAgent(3), RandomAgent(4)]
    game.advance()
    for _ in range(500):
        if game.decision.kind == kind:
            break
        game.apply(agents[game.decision.player].choose(game))
        game.advance()
    assert game.decision.kind == kind
    before = game.snapshot()
    with pytest.raises(IllegalActionError) as info:
        game.apply(bad)
    assert info.value.rule == game.decision.rule and f"[{game.decision.rule}]" in str(info.value)
    assert game.snapshot() == before


def _where(game: DigimonGame) -> dict[int, str]:
    return {card: zone for zone, cards in game.zones().items() for card in cards}


@pytest.mark.parametrize("seed", [3, 8])
def test_every_card_move_is_reported_by_the_standard_move_records(seed):
    """Each step's and action's events carry `moves: [[card, from, to], ...]` for every card that changed zone,
    and for no other: applying them to where the cards were gives where they are (what boards animate from)."""
    game, agents = DigimonGame(seed=seed), [RandomAgent(seed), RandomAgent(seed + 1)]
    moved = 0
    while not game.is_over:
        before = _where(game)
        events = game.apply(agents[game.decision.player].choose(game)) if game.decision else game.step()
        for event in events:
            for card, src, dst in (event.data or {}).get("moves", ()):
                assert before[card] == src, (event, before[card])
                before[card] = dst
                moved += 1
        assert before == _where(game), events
    assert moved > 50  # draws, placements, supports, evolutions, discards, KOs
