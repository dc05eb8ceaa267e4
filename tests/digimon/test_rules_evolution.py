"""DCB-12 … DCB-17: the Evolution Zone, evolution, yellow-border cards, HP after evolving, A level."""
from __future__ import annotations

import pytest
from dcb_helpers import cas, game_at, player

from cardgames.core.testing import act, find, of_kind

AGUMON, GREYMON, METALGREYMON, PAILDRAMON, VEEMON = 27, 14, 9, 4, 175
FLAMEDRAMON, RAIDRAMON, MAGNAMON, GABUMON, GARURUMON, DEVIMON, BETAMON = 172, 185, 173, 62, 46, 120, 63
CHIP, FLOPPY, DOWNLOAD, WARP, ARMORCRUSH = 264, 266, 293, 297, 294


def evo_game(p1: dict, p2: dict | None = None):
    game = game_at(p1, p2 or player([GABUMON]), phase="evolution")
    return game


def evolve_targets(game) -> list[int]:
    return sorted(game.state.cards[a.args[0]].ca for a in game.decision.actions if a.kind == "evolve")


@pytest.mark.rule("DCB-12")
def test_one_card_into_the_evolution_zone_per_turn():
    game = evo_game(player([AGUMON], hand=[AGUMON, VEEMON, CHIP]))
    assert game.decision.rule == "DCB-13"
    offered = {game.state.cards[a.args[0]].ca for a in game.decision.actions if a.kind == "evo_zone"}
    assert offered == {AGUMON, VEEMON, CHIP}
    events = act(game, "evo_zone", "Veemon")
    e = of_kind(events, "evo_zone")[0]
    assert e.rule == "DCB-12" and e.data["pe"] == 20 and game.state.pe_total(0) == 20
    # the placement is used up: no second card this turn (and nothing else to do: the phase ends)
    assert game.decision is None or find(game, "evo_zone") is None
    assert cas(game, game.state.seats[0].evo) == [VEEMON]


@pytest.mark.rule("DCB-13")
def test_evolve_r_to_c_same_specialty_spends_the_zone():
    game = evo_game(player([AGUMON], hand=[GREYMON, AGUMON], evo=[VEEMON]))
    assert evolve_targets(game) == []          # 20 P.E < 40
    act(game, "evo_zone", "Agumon")           # 40 P.E
    assert evolve_targets(game) == [GREYMON]
    events = act(game, "evolve", "Greymon")
    assert of_kind(events, "evolve")[0].rule == "DCB-13"
    s = game.state.seats[0]
    assert cas(game, s.stack) == [AGUMON, GREYMON] and s.evo == []
    assert sorted(cas(game, s.discard)) == sorted([VEEMON, AGUMON])


@pytest.mark.rule("DCB-13")
def test_no_level_skipping_and_no_specialty_change():
    game = evo_game(player([AGUMON], hand=[METALGREYMON, PAILDRAMON], evo=[VEEMON, VEEMON, VEEMON]))
    assert evolve_targets(game) == []          # R cannot go straight to U
    game = evo_game(player([GABUMON], hand=[DEVIMON, GREYMON, GARURUMON], evo=[VEEMON, VEEMON, VEEMON]))
    assert evolve_targets(game) == [GARURUMON]  # Gabumon (Ice) cannot become Devimon (Darkness) or Greymon (Fire)
    game = evo_game(player([AGUMON, GREYMON], hand=[METALGREYMON], evo=[VEEMON, VEEMON]))
    assert evolve_targets(game) == [METALGREYMON]  # C to U


@pytest.mark.rule("DCB-13")
def test_at_most_one_evolution_per_turn():
    game = evo_game(player([AGUMON], hand=[GREYMON], evo=[VEEMON, VEEMON], evolved=True))
    assert game.decision is None or evolve_targets(game) == []
    game = evo_game(player([AGUMON], hand=[GREYMON, METALGREYMON], evo=[VEEMON, VEEMON, VEEMON, VEEMON]))
    act(game, "evolve", "Greymon")
    assert game.decision is None or evolve_targets(game) == []


@pytest.mark.rule("DCB-14")
def test_non_digimon_cards_give_zero_pe_and_the_placed_card_counts_at_once():
    game = evo_game(player([AGUMON], hand=[GREYMON, CHIP], evo=[VEEMON, VEEMON]))
    assert evolve_targets(game) == [GREYMON]
    events = act(game, "evo_zone", "Attack Chip")
    e = of_kind(events, "evo_zone")[0]
    assert e.rule == "DCB-14" and e.data["pe"] == 40 and game.state.pe_total(0) == 40
    game = evo_game(player([AGUMON], hand=[GREYMON, VEEMON], evo=[VEEMON]))
    act(game, "evo_zone", "Veemon")  # this turn's card counts immediately
    assert evolve_targets(game) == [GREYMON]


@pytest.mark.rule("DCB-15")
def test_yellow_cards_do_not_use_the_placement():
    game = evo_game(player([AGUMON], hand=[WARP, METALGREYMON, CHIP], evo=[VEEMON, VEEMON]))
    assert find(game, "evo_zone", "Warp Digivolve") is None  # not placed like an ordinary card
    act(game, "evo_zone", "Attack Chip")                  # the once-per-turn placement is used...
    a = find(game, "option_evolve", args=None)
    assert a is not None                             # ...and the yellow card can still be played
    events = game.apply(a) + game.advance()
    assert [e.rule for e in of_kind(events, "evo_option")] == ["DCB-15"]
    assert cas(game, game.state.seats[0].stack) == [AGUMON, METALGREYMON]
    # the other way round: a yellow card first, and the placement is still available
    game = evo_game(player([AGUMON], hand=[DOWNLOAD, GREYMON, CHIP]))
    act(game, "option_evolve")
    assert cas(game, game.state.seats[0].stack) == [AGUMON, GREYMON]
    assert find(game, "evo_zone", "Attack Chip") is not None


@pytest.mark.rule("DCB-15")
def test_at_most_one_of_each_yellow_card_per_turn():
    """Ruling: at most one of each yellow card per turn. Evolving with one also uses the turn's evolution (DCB-13),
    so a second copy is not offered."""
    game = evo_game(player([AGUMON], hand=[DOWNLOAD, DOWNLOAD, GREYMON, METALGREYMON]))
    a = next(a for a in game.decision.actions
             if a.kind == "option_evolve" and game.state.cards[a.args[1]].ca == GREYMON)
    game.apply(a)
    game.advance()
    assert game.state.seats[0].yellow_used == (DOWNLOAD,)
    assert game.decision is None or find(game, "option_evolve") is None


@pytest.mark.rule("DCB-16")
def test_evolving_heals_and_ends_the_penalty():
    game = evo_game(player([AGUMON], hand=[GREYMON], evo=[VEEMON, VEEMON], damage=300))
    assert game.state.seats[0].hp == 270
    events = act(game, "evolve", "Greymon")
    assert game.state.seats[0].hp == 850
    assert of_kind(events, "hp_reset")[0].rule == "DCB-16"
    game = evo_game(player([GREYMON], hand=[METALGREYMON], evo=[VEEMON, VEEMON], penalty=2, damage=100))
    assert game.state.seats[0].hp == 325
    events = act(game, "evolve", "MetalGreymon")
    s = game.state.seats[0]
    assert (s.hp, s.penalty) == (1540, 1) and of_kind(events, "hp_reset")[0].data == {"card": s.active, "hp": 1540,
                                                                                        "before": 325}


@pytest.mark.rule("DCB-17")
@pytest.mark.parametrize("a_card, specialty, hp", [(FLAMEDRAMON, "Fire", 600), (RAIDRAMON, "Darkness", 650),
                                                   (MAGNAMON, "Fire", 650)])
def test_veemon_evolves_to_each_a_form_keeping_the_zone(a_card, specialty, hp):
    game = evo_game(player([VEEMON], hand=[a_card], evo=[CHIP]))  # 0 P.E: no cost is needed
    assert evolve_targets(game) == [a_card]
    events = act(game, "evolve", game.zones()["0.hand"][0])  # its one hand card
    assert of_kind(events, "evolve")[0].rule == "DCB-17"
    s = game.state.seats[0]
    assert cas(game, s.stack) == [VEEMON, a_card] and cas(game, s.evo) == [CHIP] and s.hp == hp
    assert game.state.cards[s.stack[-1]].specialty == specialty


@pytest.mark.rule("DCB-17")
def test_a_card_needs_its_printed_partner_and_evolves_further_only_by_special_cards():
    game = evo_game(player([AGUMON], hand=[FLAMEDRAMON], evo=[VEEMON, VEEMON]))
    assert evolve_targets(game) == []  # Agumon is not Flamedramon's partner
    game = evo_game(player([VEEMON, FLAMEDRAMON], hand=[GREYMON, ARMORCRUSH], evo=[VEEMON, VEEMON]))
    assert evolve_targets(game) == []  # no normal evolution from A
    a = find(game, "option_evolve")
    assert a is not None and game.state.cards[a.args[1]].ca == GREYMON
    game.apply(a)
    game.advance()
    assert cas(game, game.state.seats[0].stack) == [VEEMON, FLAMEDRAMON, GREYMON]
    assert game.state.seats[0].evo == []  # ArmorCrush pays the printed cost: the zone is spent
