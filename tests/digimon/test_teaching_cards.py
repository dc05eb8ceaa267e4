"""Every card of the teaching set (RULES.md §4): each Digimon's support effect and × effect, and each option card.

CA numbers are hard-coded (the reference table lives outside the project). Player 1 is the turn player unless a
test says otherwise; `battle()` plays supports and attacks from the support phase.
"""
from __future__ import annotations

import pytest
from dcb_helpers import O, T, X, attack_damage, battle, cas, game_at, player

from cardgames.core.testing import act, find, kinds, of_kind

AGUMON, GREYMON, METALGREYMON, PAILDRAMON, VEEMON = 27, 14, 9, 4, 175
FLAMEDRAMON, RAIDRAMON, MAGNAMON = 172, 185, 173
MERAMON, BIRDRAMON, BOMBERNANIMON, PHOENIXMON = 18, 20, 25, 3
GABUMON, GARURUMON, BETAMON, SORCERIMON, PALMON, DEVIMON = 62, 46, 63, 57, 98, 120
CHIP, FLOPPY, DEFENSE, MANUAL, WILD, FAKE, DOWNLOAD, WARP, ARMORCRUSH = 264, 266, 270, 248, 285, 200, 293, 297, 294
A_FORMS = (FLAMEDRAMON, RAIDRAMON, MAGNAMON)


def stack(ca: int) -> list[int]:
    return [VEEMON, ca] if ca in A_FORMS else [ca]


def powers(events, p: int = 0) -> list[int]:
    return [e.data["power"] for e in of_kind(events, "power") if e.player == p]


# ----- support effects of the teaching Digimon ---------------------------------------------------------------------
@pytest.mark.rule("DCB-20")
@pytest.mark.parametrize("card, mine, theirs, attack, expected", [
    (AGUMON, AGUMON, GABUMON, O, 380 + 300),            # +300 to ○
    (AGUMON, AGUMON, GABUMON, T, None),                 # ... only to ○
    (GREYMON, GREYMON, GABUMON, O, 600 + 300),          # +300 at level C
    (GREYMON, AGUMON, GABUMON, O, None),
    (METALGREYMON, METALGREYMON, GABUMON, O, 720 + 500),  # +500 at level U
    (METALGREYMON, GREYMON, GABUMON, O, None),
    (PAILDRAMON, AGUMON, GABUMON, O, 380 + 300),        # +300 while Fire
    (PAILDRAMON, GABUMON, AGUMON, O, None),
    (MERAMON, AGUMON, GABUMON, O, 380 * 3),             # tripled against Ice
    (MERAMON, AGUMON, VEEMON, O, None),
    (DEVIMON, AGUMON, PALMON, O, 380 * 3),              # tripled against Nature
    (DEVIMON, AGUMON, GABUMON, O, None),
    (BOMBERNANIMON, GREYMON, GARURUMON, O, 600 + 400),  # +400 when both are level C
    (BOMBERNANIMON, GREYMON, GABUMON, O, None),
])
def test_attack_support_effects(card, mine, theirs, attack, expected):
    game = game_at(player([mine], hand=[card]), player([theirs]), phase="support", advanced=False)
    events = battle(game, attack, T, s1=card)
    if expected is None:
        assert "effect_skipped" in kinds(events) and powers(events) == []
    else:
        assert powers(events) == [expected]
        assert of_kind(events, "power")[0].rule == "DCB-20"


@pytest.mark.rule("DCB-20")
@pytest.mark.parametrize("card", [VEEMON, FLAMEDRAMON, RAIDRAMON, MAGNAMON])
def test_veemon_line_support_plus_100_and_draw(card):
    game = game_at(player([AGUMON], hand=[card], deck=[CHIP, FAKE, FAKE]), player([GABUMON], hand=[]),
                   phase="support", advanced=False)
    events = battle(game, O, T, s1=card)
    assert powers(events) == [480]
    assert [e.player for e in of_kind(events, "draw") if e.rule == "DCB-20"] == [0]
    assert CHIP in cas(game, game.state.seats[0].hand)


@pytest.mark.rule("DCB-20")
@pytest.mark.parametrize("card", [GABUMON, PALMON])
def test_digimon_without_a_support_effect_misfire(card):
    game = game_at(player([AGUMON], hand=[card]), player([GABUMON]), phase="support", advanced=False)
    events = battle(game, O, T, s1=card)
    assert [e.rule for e in of_kind(events, "misfire")] == ["DCB-20"]
    assert attack_damage(events)[0] == (0, 380)


def test_birdramon_support_strikes_first():
    game = game_at(player([AGUMON]), player([GABUMON], hand=[BIRDRAMON]), phase="support", advanced=False)
    events = battle(game, O, O, s2=BIRDRAMON)
    assert of_kind(events, "order")[0].player == 1
    assert [p for p, _ in attack_damage(events)] == [1, 0]


def test_phoenixmon_support_revives_with_500_hp():
    game = game_at(player([GREYMON]), player([AGUMON], damage=400, hand=[PHOENIXMON]), phase="support", advanced=False)
    events = battle(game, O, T, s2=PHOENIXMON)
    assert of_kind(events, "ko") and game.state.seats[0].kos == 1
    assert cas(game, game.state.seats[1].stack) == [AGUMON]
    assert game.state.seats[1].hp == 500  # revived; then its △ hits Greymon
    assert attack_damage(events) == [(0, 170), (1, 200)]


def test_garurumon_support_forces_the_opponent_onto_circle():
    game = game_at(player([GARURUMON], hand=[GARURUMON]), player([VEEMON]), phase="support", advanced=False)
    events = battle(game, T, T, s1=GARURUMON)
    change = of_kind(events, "attack_change")
    assert len(change) == 1 and change[0].player == 1
    assert attack_damage(events) == [(0, 230), (1, 350)]


@pytest.mark.parametrize("damage, blocked", [(580, True), (0, False)])
def test_betamon_support_blocks_when_hp_under_200(damage, blocked):
    game = game_at(player([BETAMON], damage=damage, hand=[BETAMON]), player([VEEMON]), phase="support", tp=1,
                   advanced=False)
    events = battle(game, T, O, s1=BETAMON)
    assert attack_damage(events)[0] == (1, 0 if blocked else 350)


def test_sorcerimon_support_turns_own_digimon_ice():
    """Agumon becomes Ice for the turn, so the opponent's Meramon (Ice Foe ×3) triples against it."""
    game = game_at(player([AGUMON], damage=300, hand=[SORCERIMON]), player([MERAMON]), phase="support", tp=1,
                   advanced=False)
    events = battle(game, T, X, s1=SORCERIMON)
    assert [e.data["spec"] for e in of_kind(events, "specialty")] == ["Ice"]
    assert of_kind(events, "cross_effect")[0].data["effect"] == "foe_x3"
    assert [e.values[2] for e in of_kind(events, "attack") if e.player == 1] == [660]   # Meramon's × tripled
    assert attack_damage(events)[0] == (1, 270)  # 660 against 270 HP left


# ----- × effects of the teaching Digimon ---------------------------------------------------------------------------
@pytest.mark.rule("DCB-24")
@pytest.mark.parametrize("card, kind", [
    (AGUMON, "to_zero"), (GREYMON, "counter"), (METALGREYMON, "counter"), (PAILDRAMON, "to_zero"),
    (FLAMEDRAMON, "counter"), (RAIDRAMON, "to_zero"), (MAGNAMON, "to_zero"), (MERAMON, "foe_x3"),
    (BIRDRAMON, "first_attack"), (BOMBERNANIMON, "crash"), (PHOENIXMON, "eat_up_hp"), (GABUMON, "to_zero"),
    (GARURUMON, "counter"), (BETAMON, "to_zero"), (SORCERIMON, "jamming"), (PALMON, "eat_up_hp"),
    (DEVIMON, "foe_x3"),
])
def test_cross_effect_of_each_teaching_digimon(card, kind):
    """Player 2 (Veemon, or Palmon for the Nature Foe ×3, Gabumon for Ice) is the turn player and attacks with the
    attack the effect targets; Player 1's card answers with ×."""
    from cardgames.digimon.cards import card_pool
    fx = card_pool()[card].cross_effect
    assert fx.kind == kind
    target = {"circle": O, "triangle": T, "cross": X}.get(getattr(fx, "attack", None), O)
    foe = {"Ice": GABUMON, "Nature": PALMON}.get(getattr(fx, "specialty", None), VEEMON)
    hand = [AGUMON] if kind == "jamming" else []
    game = game_at(player(stack(card)), player([foe], hand=hand, damage=0), phase="support", tp=1, advanced=False)
    events = battle(game, X, target, s2=AGUMON if hand else None)
    assert of_kind(events, "cross_effect")[0].data["effect"] == kind
    dealt = dict((p, d) for p, d in attack_damage(events))
    mine = game.state.cards[game.state.seats[0].stack[-1]] if game.state.seats[0].stack else None
    if kind == "to_zero":
        assert dealt[1] == 0
    elif kind == "counter":
        assert of_kind(events, "counter") and dealt[1] == 0 and dealt[0] == 350
    elif kind == "foe_x3":
        assert of_kind(events, "attack")[-1].values[2] == 3 * card_pool()[card].cross.power
    elif kind == "first_attack":
        assert [p for p, _ in attack_damage(events)] == [0, 1]
    elif kind == "crash":
        # Veemon (turn player) hits first for 350; Crash then turns the 300 HP left into the attack power
        assert of_kind(events, "crash") and dealt[0] == 650 - 350 and game.state.seats[0].hp == 10
    elif kind == "eat_up_hp":
        assert of_kind(events, "eat_up") and mine is not None
        assert game.state.seats[0].hp == mine.hp - dealt[1] + dealt[0]
    else:  # jamming
        assert of_kind(events, "voided") and not of_kind(events, "power")


# ----- option cards ------------------------------------------------------------------------------------------------
@pytest.mark.rule("DCB-3")
def test_attack_chip_plus_300():
    game = game_at(player([AGUMON], hand=[CHIP]), player([GABUMON]), phase="support", advanced=False)
    events = battle(game, T, T, s1=CHIP)
    assert attack_damage(events)[0] == (0, 500)


@pytest.mark.rule("DCB-3")
def test_recovery_floppy_heals_300():
    game = game_at(player([AGUMON], damage=350, hand=[FLOPPY]), player([GABUMON]), phase="support", advanced=False)
    events = battle(game, T, T, s1=FLOPPY)
    assert [e.data["hp"] for e in of_kind(events, "hp")] == [220 + 300]
    assert game.state.seats[0].hp == 520 - 220


@pytest.mark.rule("DCB-3")
@pytest.mark.parametrize("their_attack, dealt", [(O, 0), (T, 220)])
def test_defense_disk_circle(their_attack, dealt):
    game = game_at(player([AGUMON], hand=[DEFENSE]), player([GABUMON]), phase="support", advanced=False)
    events = battle(game, T, their_attack, s1=DEFENSE)
    assert attack_damage(events)[1] == (1, dealt)


@pytest.mark.rule("DCB-3")
def test_training_manual_draws_to_four_then_heals_100():
    game = game_at(player([AGUMON], damage=100, hand=[MANUAL, CHIP], deck=[FLOPPY, FLOPPY, FLOPPY, FAKE, FAKE]),
                   player([GABUMON]), phase="support", advanced=False)
    events = battle(game, T, T, s1=MANUAL)
    assert len([e for e in of_kind(events, "draw") if e.rule == "DCB-3"]) == 3  # CHIP stayed in hand: 1 + 3
    assert of_kind(events, "hp")[0].data["hp"] == 570 - 100 + 100


@pytest.mark.rule("DCB-3")
def test_wild_sevens_triples_the_attack():
    game = game_at(player([AGUMON], hand=[WILD]), player([GARURUMON]), phase="support", advanced=False)
    events = battle(game, O, T, s1=WILD)
    assert powers(events) == [1140] and attack_damage(events)[0] == (0, 1100)  # all of Garurumon's 1100 HP


@pytest.mark.rule("DCB-20")
def test_fake_sevens_does_nothing():
    game = game_at(player([AGUMON], hand=[FAKE]), player([GABUMON]), phase="support", advanced=False)
    events = battle(game, O, T, s1=FAKE)
    assert of_kind(events, "misfire") and attack_damage(events) == [(0, 380), (1, 220)]


@pytest.mark.rule("DCB-15")
def test_download_digivolve_ignores_specialty_and_pe():
    game = game_at(player([AGUMON], hand=[DOWNLOAD, GARURUMON], evo=[CHIP]), player([GABUMON]), phase="evolution")
    a = find(game, "option_evolve")
    assert a is not None and game.state.cards[a.args[1]].ca == GARURUMON  # Fire → Ice, 0 P.E
    game.apply(a)
    game.advance()
    s = game.state.seats[0]
    assert cas(game, s.stack) == [AGUMON, GARURUMON] and s.hp == 1100
    assert cas(game, s.evo) == [CHIP] and DOWNLOAD in cas(game, s.discard)  # no cost: only the card itself goes


@pytest.mark.rule("DCB-15")
def test_warp_digivolve_r_straight_to_u_paying_the_cost():
    game = game_at(player([AGUMON], hand=[WARP, METALGREYMON, GREYMON], evo=[VEEMON]), player([GABUMON]),
                   phase="evolution")
    assert find(game, "option_evolve") is None  # 20 P.E < 30
    act(game, "evo_zone", "Greymon")           # +10 P.E: 30
    targets = [game.state.cards[a.args[1]].ca for a in game.decision.actions if a.kind == "option_evolve"]
    assert targets == [METALGREYMON]            # only U
    act(game, "option_evolve")
    s = game.state.seats[0]
    assert cas(game, s.stack) == [AGUMON, METALGREYMON] and s.evo == []


@pytest.mark.rule("DCB-15")
@pytest.mark.parametrize("a_card", A_FORMS)
def test_armorcrush_digivolve_from_an_a_form(a_card):
    game = game_at(player([VEEMON, a_card], hand=[ARMORCRUSH, METALGREYMON], evo=[VEEMON, VEEMON]),
                   player([GABUMON]), phase="evolution")
    if a_card == RAIDRAMON:  # Darkness: ArmorCrush keeps the specialty rule, MetalGreymon (Fire) is not a target
        assert find(game, "option_evolve") is None
        return
    act(game, "option_evolve")
    assert cas(game, game.state.seats[0].stack) == [VEEMON, a_card, METALGREYMON]
