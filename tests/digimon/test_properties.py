"""Property tests (hypothesis): deck checking against an independent statement of the deck rules, and any battle
between any two Digimon with any support cards of the whole pool resolving cleanly and in the order of DCB-22."""
from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardgames.digimon import DigimonGame, card_pool, deck_violations
from cardgames.digimon.decks import DOWNLOAD_DIGIVOLVE, SEVENS

POOL = card_pool()
ALL = sorted(POOL)
FIELD = sorted(ca for ca, c in POOL.items() if c.is_digimon and c.level != "A")   # can be put into play
SUPPORTS = st.one_of(st.none(), st.sampled_from(ALL))
FILLER = 200


@pytest.mark.rule("DCB-1")
@pytest.mark.rule("DCB-5")
@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(ALL + [172, 173, 185, 200, 285, 293] * 5), min_size=26, max_size=34))
def test_deck_violations_agree_with_the_deck_rules(deck):
    counts = Counter(deck)
    legal = (len(deck) == 30
             and all(n <= (1 if ca in SEVENS or ca == DOWNLOAD_DIGIVOLVE else 4) for ca, n in counts.items())
             and sum(n for ca, n in counts.items() if POOL[ca].is_digimon and POOL[ca].level == "A") <= 1)
    violations = deck_violations(deck)
    assert (not violations) == legal
    assert all(v.rule in ("DCB-1", "DCB-5") for v in violations)


def _position(d1, d2, s1, s2, damage1, damage2):
    def player(digimon, support, damage):
        return {"digimon": [digimon], "support_zone": [support] if support is not None else [],
                "damage": min(damage, POOL[digimon].hp - 1), "deck": [FILLER] * 8, "hand": [FILLER, 27],
                "evolution_zone": [27, 200]}
    return {"turn": 4, "turn_player": 0, "phase": "battle",
            "players": [player(d1, s1, damage1), player(d2, s2, damage2)]}


@pytest.mark.rule("DCB-22")
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(d1=st.sampled_from(FIELD), d2=st.sampled_from(FIELD), s1=SUPPORTS, s2=SUPPORTS,
       a1=st.integers(0, 2), a2=st.integers(0, 2), damage1=st.integers(0, 900), damage2=st.integers(0, 900),
       seed=st.integers(0, 10_000))
def test_any_battle_resolves_in_the_fixed_order(d1, d2, s1, s2, a1, a2, damage1, damage2, seed):
    game = DigimonGame(seed=seed, position=_position(d1, d2, s1, s2, damage1, damage2))
    universe = sorted(i for ids in game.zones().values() for i in ids)
    game.advance()
    game.play(game.decision.actions[a1])
    game.play(game.decision.actions[a2])
    assert sorted(i for ids in game.zones().values() for i in ids) == universe   # card conservation
    order = [(e.kind, e.player) for e in game.events
             if e.kind in ("reveal_support", "no_support", "reveal_attacks", "order", "attack", "no_attack")]
    kinds = [k for k, _ in order]
    assert kinds.index("reveal_attacks") < kinds.index("order")
    supports = [p for k, p in order if k in ("reveal_support", "no_support")]
    assert supports == [1, 0], "the opponent's support resolves before the turn player's (DCB-22)"
    crosses = [e.player for e in game.events if e.kind == "cross_effect"]
    assert crosses == sorted(crosses, reverse=True), "the opponent's × effect comes first (DCB-22)"
    attacks = [p for k, p in order if k in ("attack", "no_attack")]
    assert len(attacks) == 2 and set(attacks) == {0, 1}
    for s in game.state.seats:
        assert s.hp >= 0 and len(s.support) == 0 or game.is_over
