"""The end of a match and the next (YYH-17, YYH-18), winning the game (YYH-19), turns after a match and the 5th
match (YYH-20), deck construction (YYH-1)."""
from __future__ import annotations

import pytest
from yyh_helpers import attack_and_pay, damage, game_at, player

from cardgames.core.errors import DeckError, PositionError
from cardgames.core.testing import act
from cardgames.yuyu import YuyuGame
from cardgames.yuyu.decks import check_deck, deck_violations, ready_made_deck, ready_made_decks

KURAMA, BUI, KUWABARA, HIEI, YUSUKE, GENKAI, KARASU = ("GF-ST41", "GF-ST37", "GF-ST42", "GF-ST39", "GF-R5",
                                                       "GF-S49", "GF-ST40")


def finishing_blow(**kw):
    """Bui (7000) attacks Kurama (3000), who has 2 damage and a face-down item waiting on the next character."""
    p0 = player(BUI, sideline=[KARASU], hand=["GF-C55", "GF-C55"], attached=[{"card": "GF-C143"}])
    p1 = player(KURAMA, damage=2, sideline=[HIEI], attached=[{"card": "GF-U140", "on": 1, "face_up": False}],
              se=kw.pop("se", 2))
    return game_at(p0, p1, step="attack", **kw)


@pytest.mark.rule("YYH-17")
def test_the_fourth_damage_ends_the_match_winner_up_loser_down_attachments_discarded():
    game = finishing_blow()
    bui, kurama = game.state.fighter(0), game.state.fighter(1)
    axe = game.state.attachments(bui)[0]
    events = attack_and_pay(game, "Cleave")
    turns = [e.data["angle"] for e in events if e.kind == "damage"]
    assert turns == [270, 0]   # the fourth quarter turn brings the card upright again
    end = next(e for e in events if e.kind == "match_end")
    assert end.data["winner"] == 0 and game.state.record.results == (0,)
    assert game.state.places.where(bui) == "0.record" and game.state.places.face_up[bui]
    assert game.state.places.where(kurama) == "1.record" and not game.state.places.face_up[kurama]
    assert game.state.places.where(axe) == "0.discard"
    assert [e.kind for e in events].index("match_end") < [e.kind for e in events].index("enter")


@pytest.mark.rule("YYH-17")
def test_a_boost_leaves_the_arena_with_the_fighter_it_is_on():
    """Armor of the Hyena's "+1000 Defense until your next draw step" is on Bui: when Bui leaves with the match,
    the boost goes with it and Karasu, the next fighter, enters with its printed Defense."""
    game = game_at(player(BUI, sideline=[KARASU], hand=["GF-C55", "GF-C55"],
                        boosts=[{"what": "defense", "amount": 1000, "until": "next_draw"}]),
                   player(KURAMA, damage=2, sideline=[HIEI]), step="attack")
    assert game.view(None)["seats"][0]["fighter"]["defense"] == game.state.cards[game.state.fighter(0)].defense + 1000
    attack_and_pay(game, "Cleave")
    seat = game.view(None)["seats"][0]
    assert game.state.record.results == (0,) and seat["fighter"]["card"]["code"] == KARASU
    assert seat["fighter"]["defense"] == seat["fighter"]["card"]["defense"] and seat["boosts"] == []


@pytest.mark.rule("YYH-17")
def test_armor_of_the_hyena_does_not_pass_to_the_next_fighter():
    """Defect: a boost kept by seat stayed with the player's next fighter. Bui wins the match with Armor of the
    Hyena (+1000 Defense until Player 1's next draw step); in Player 2's turn, before that draw step, Karasu has
    entered with its printed Defense and no boost."""
    game = game_at(player(BUI, sideline=[KARASU], hand=["GF-C55"], attached=[{"card": "GF-ST165"}]),
                   player(KURAMA, damage=3, sideline=[HIEI]), step="attack")
    events = attack_and_pay(game, "Armor of the Hyena")
    assert any(e.kind == "effect" and "+1000 defense" in e.text for e in events)
    karasu = game.state.fighter(0)
    assert game.state.record.results == (0,) and game.state.cards[karasu].code == KARASU
    assert game.decision.player == 1 and game.state.tp == 1
    assert game.state.defense(0) == game.state.cards[karasu].defense and game.view(None)["seats"][0]["boosts"] == []


@pytest.mark.rule("YYH-18")
def test_the_next_characters_enter_and_face_down_cards_are_paid_now():
    game = finishing_blow(se=2)
    attack_and_pay(game, "Cleave")
    st = game.state
    assert st.cards[st.fighter(0)].code == KARASU and st.cards[st.fighter(1)].code == HIEI
    item = game.state.attachments(game.state.fighter(1))[0]
    reveal = next(e for e in game.events if e.kind == "reveal" and e.rule == "YYH-13")
    assert game.state.places.face_up[item] and reveal.data["tokens"] == [["se", 2, "1.se", "supply"]]   # pays 2 SE
    assert damage(game) == (0, 0) and game.state.places.angle[game.state.fighter(1)] == 0


@pytest.mark.rule("YYH-18")
def test_an_unpaid_face_down_card_is_discarded_when_it_turns_up():
    game = finishing_blow(se=1)
    attack_and_pay(game, "Cleave")
    reveal = next(e for e in game.events if e.kind == "reveal" and e.rule == "YYH-13")
    assert reveal.data["moves"] == [[reveal.data["card"], "1.attached", "1.discard"]]
    assert game.state.attachments(game.state.fighter(1)) == []
    assert game.state.cards[game.state.zone(1, "discard")[-1]].code == "GF-U140"


@pytest.mark.rule("YYH-20")
def test_turns_keep_alternating_after_a_match_ends():
    game = finishing_blow()
    attack_and_pay(game, "Cleave")
    assert game.state.tp == 1 and game.state.turn == 4 and game.state.record.number == 2


@pytest.mark.rule("YYH-20")
def test_no_character_for_the_fifth_match_loses_it():
    p0 = player(BUI, sideline=[], hand=["GF-C55", "GF-C55"], record=[{"card": HIEI, "won": True},
                                                                    {"card": KURAMA, "won": False}] * 2)
    p1 = player(KURAMA, damage=2, sideline=[], record=[{"card": YUSUKE, "won": False}, {"card": GENKAI, "won": True}]
              * 2)
    game = game_at(p0, p1, step="attack", matches=[0, 1, 0, 1])
    attack_and_pay(game, "Cleave")
    assert game.is_over and game.outcome.winner == 0 and game.outcome.rule == "YYH-19"
    forfeit = game_at(player(BUI, sideline=[], hand=["GF-C55", "GF-C55"]),
                      player(KURAMA, damage=2, sideline=[], record=[]), step="attack", matches=[1, 0, 1])
    events = attack_and_pay(forfeit, "Cleave")
    said = [e.text for e in events if e.kind == "forfeit"]
    assert said and forfeit.is_over
    # both players are out of characters: one sentence for the two of them, in plain grammar
    assert said[0] == "Match 5: neither player has a character for it, so both lose it and nobody wins it."


@pytest.mark.rule("YYH-19")
def test_three_match_wins_win_the_game():
    game = game_at(player(BUI, sideline=[KARASU], hand=["GF-C55", "GF-C55"]),
                   player(KURAMA, damage=2, sideline=[HIEI]), step="attack", matches=[0, 1, 0])
    attack_and_pay(game, "Cleave")
    assert game.is_over and game.outcome.winner == 0 and "3–1" in game.outcome.reason


@pytest.mark.rule("YYH-19")
def test_a_player_who_cannot_draw_loses():
    game = game_at(player(KURAMA, deck=[]), player(BUI), step="draw", turn=5)
    assert game.is_over and game.outcome.winner == 1 and "empty deck" in game.outcome.reason
    mill = game_at(player(HIEI, hand=["GF-C55", "GF-C55"]), player(BUI, deck=["GF-C55"]), step="attack")
    attack_and_pay(mill, "Katana Expertise")
    assert mill.is_over and mill.outcome.winner == 0 and "discard from an empty deck" in mill.outcome.reason


@pytest.mark.rule("YYH-1")
def test_ready_made_decks_are_legal_and_a_bad_deck_lists_every_violation():
    assert len(ready_made_decks()) >= 2
    for name in ready_made_decks():
        deck = ready_made_deck(name)
        assert deck_violations(deck.characters, deck.cards) == [] and len(deck.cards) >= 40
    bad = deck_violations(["GF-R5", "GF-C56"], ["GF-R5"] * 4)
    messages = " | ".join(v.message for v in bad)
    assert all(v.rule == "YYH-1" for v in bad)
    for part in ("2 starting characters", "not a character", "at least 40", "at most 3 copies"):
        assert part in messages
    deck = ready_made_deck("team_urameshi").model_copy(update={"cards": ready_made_deck("team_urameshi").cards[:39]})
    with pytest.raises(DeckError, match="39 cards"):
        check_deck(deck)
    with pytest.raises(DeckError):
        YuyuGame(decks=[deck.model_dump(), "team_toguro"])


def test_positions_list_every_problem():
    with pytest.raises(PositionError) as err:
        YuyuGame(position={"players": [{"arena": "GF-C56", "damage": 4}, {"sideline": ["GF-C999"]}]})
    text = str(err.value)
    for part in ("not a character", "would already have ended", "no fighter", "GF-C999 is not a card"):
        assert part in text
    game = game_at(player(KURAMA), player(BUI))
    act(game, "to_attack")
    again = YuyuGame(position=game.to_position())
    again.advance()
    assert again.to_position() == game.to_position() and again.decision.kind == "attack"
