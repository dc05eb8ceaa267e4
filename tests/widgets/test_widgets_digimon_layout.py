"""The Digimon board layout: static SVG, hidden information, highlights, and a live Board over a real game."""
import xml.etree.ElementTree as ET

from cardgames.core import RandomAgent
from cardgames.digimon.game import DigimonGame
from widgets.board import Board
from widgets.layouts import get_layout
from widgets.layouts.digimon import LAYOUT, SPECIALTY_COLORS, render_svg
from widgets.recording import RecordingSurface
from widgets.surface import Frame


def play_until(seed: int, kind: str):
    """Random play until a step or action produces an event of `kind`; returns the game and those events."""
    game, agent = DigimonGame(seed=seed), RandomAgent(seed)
    for _ in range(20_000):
        events = game.apply(agent.choose(game)) if game.decision else game.step()
        if any(e.kind == kind for e in events) or game.is_over:
            return game, events
    raise AssertionError("no such event")


def draw(game, viewer=0, events=()):
    s = RecordingSurface(*LAYOUT.size)
    LAYOUT.draw(s, game, Frame(events=tuple(events), viewer=viewer))
    return s


def test_registry_and_repr_svg():
    assert get_layout("digimon") is LAYOUT
    game = DigimonGame(seed=1)
    game.advance()
    svg = game._repr_svg_()
    assert svg == render_svg(game) and svg == game._repr_svg_()  # deterministic
    ET.fromstring(svg)


def test_opponent_hand_is_face_down_and_own_hand_face_up():
    game = DigimonGame(seed=1)
    game.advance()
    mine = {game.cards[i].name for i in game.sides[0].hand}
    theirs = {game.cards[i].name for i in game.sides[1].hand} - mine
    texts = " ".join(draw(game, viewer=0).texts())
    assert all(n[:3] in texts for n in mine)
    assert not any(n in texts for n in theirs)
    everyone = " ".join(draw(game, viewer=None).texts())
    assert all(n[:3] in everyone for n in theirs)


def test_attack_choice_is_secret_until_revealed():
    game, agent = DigimonGame(seed=5), RandomAgent(5)
    while not (game.decision and game.decision.kind == "attack"):
        game.apply(agent.choose(game)) if game.decision else game.step()
    chooser = game.decision.player
    game.apply(agent.choose(game))
    other = 1 - chooser
    assert "Attack: secret" in draw(game, viewer=other).texts()
    assert any(t.startswith("Attack: ") for t in draw(game, viewer=chooser).texts())
    while not game.is_over and not any(e.kind == "reveal_attacks" for e in game.step() or ()):
        if game.decision:
            game.apply(agent.choose(game))
    texts = draw(game, viewer=other).texts()
    assert "Attacks:" in texts and any(t.startswith("P1  ") for t in texts) and any(t.startswith("P2  ") for t in texts)


def test_damage_ko_and_specialty_colours_are_drawn():
    game, events = play_until(5, "attack")
    hit = next(e for e in events if e.kind == "attack")
    s = draw(game, events=events)
    if hit.data["damage"]:
        assert f"−{hit.data['damage']}" in s.texts()
    assert set(SPECIALTY_COLORS.values()) & s.colors()
    assert "#ff6d00" in s.colors()  # the highlight
    game, events = play_until(5, "ko")
    texts = draw(game, events=events).texts()
    assert any(t.startswith("Discard (") for t in texts)


def test_status_line():
    game, _ = play_until(5, "attack")
    assert LAYOUT.status(game).startswith(f"Turn {game.turn}, Player {game.tp + 1}'s battle phase")


def test_board_plays_a_digimon_game_and_hides_the_opponents_draws():
    board = Board.for_game(DigimonGame(seed=2), human=0)
    for _ in range(60):
        if board.is_human_turn():
            board.actions_box.children[0].click()
        else:
            board.next_button.click()
        assert board.error is None
    log = board.event_log.value
    assert "[DCB-" in log
    opponent_draws = [e for e in board.game.events if e.kind == "draw" and e.player == 1]
    assert opponent_draws and all(e.text not in log for e in opponent_draws)
    assert repr(board).startswith("Board(digimon, seed=2, actions=")


def test_events_without_data_are_fine():
    from cardgames.core import Event

    game = DigimonGame(seed=1)
    game.advance()
    draw(game, events=(Event("DCB-8", "turn", "Turn 1.", 0), Event("DCB-21", "attack", "x", 1)))
