"""The Digimon board layout: static SVG, hidden information, highlights, and a live Board over a real game."""
import json
from functools import partial

import pytest
from widget_helpers import click_through, drawn

from cardgames.core import RandomAgent
from cardgames.digimon.game import DigimonGame
from widgets.board import PROJECTOR_SCALE, Board
from widgets.kit.theme import DIM_TINT, MIN_FONT
from widgets.layouts.digimon import AREA_H, GAP, LAYOUT, SPECIALTY_COLORS, STRIP_H, CardKey
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


draw = partial(drawn, LAYOUT)


def test_opponent_hand_is_face_down_and_own_hand_face_up():
    game = DigimonGame(seed=1)
    game.advance()
    mine = {game.state.cards[i].name for i in game.state.seats[0].hand}
    theirs = {game.state.cards[i].name for i in game.state.seats[1].hand} - mine
    texts = " ".join(draw(game, viewer=0).texts())
    assert all(n[:3] in texts for n in mine)
    assert not any(n in texts for n in theirs)
    everyone = " ".join(draw(game, viewer=None).texts())
    assert all(n[:3] in everyone for n in theirs)


def test_attack_choice_is_secret_until_revealed():
    game, agent = DigimonGame(seed=5), RandomAgent(5)
    while not (game.decision and game.decision.kind == "sealed"):  # the secret attack choice
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
    status = LAYOUT.status(game.view(None))
    assert status.startswith(f"Turn {game.state.turn}, Player {game.state.tp + 1}'s battle phase")


def test_board_plays_a_digimon_game_and_hides_the_opponents_draws():
    board = Board.for_game(DigimonGame(seed=2), human=0)
    click_through(board, 60)
    log = board.event_log.value
    assert "[DCB-" in log
    opponent_draws = [e for e in board.game.events if e.kind == "draw" and e.player == 1]
    assert opponent_draws and all(e.text not in log for e in opponent_draws)
    assert repr(board).startswith("Board(digimon, seed=2, actions=")


def test_after_to_next_decision_every_ko_loss_and_cancellation_is_still_in_the_log():
    import html

    board = Board.for_game(DigimonGame(seed=2), human=0)
    click_through(board)
    log = board.event_log.value
    reasons = [e for e in board.game.events if e.kind in ("ko", "voided", "game_over", "win", "lose")]
    assert any(e.kind == "ko" for e in reasons)
    for e in reasons:
        assert html.escape(e.text_for(0).replace(f" [{e.rule}]", "")) in log, e
    assert html.escape(str(board.game.outcome).replace(" [", " (").split(" (")[0]) in board.status.value


def test_events_without_data_are_fine():
    from cardgames.core import Event

    game = DigimonGame(seed=1)
    game.advance()
    draw(game, events=(Event("DCB-8", "turn", "Turn 1.", 0), Event("DCB-21", "attack", "x", 1)))


def _random_states(seed: int, every: int = 7, limit: int = 400):
    """(game, events of that step) at every `every`-th step of a random game (the game object is shared)."""
    game, agent = DigimonGame(seed=seed), RandomAgent(seed)
    for n in range(limit):
        if game.is_over:
            yield game, ()
            return
        events = game.apply(agent.choose(game)) if game.decision else game.step()
        if n % every == 0:
            yield game, events


@pytest.mark.parametrize("seed", [2, 5])
def test_no_text_under_12px_when_the_board_is_scaled_to_1280x720(seed):
    sizes = []
    for game, events in _random_states(seed):
        for viewer in (0, None):
            for index, count in ((0, 8), (3, 8), (0, 1)):
                s = RecordingSurface(*LAYOUT.size)
                LAYOUT.draw(s, game.view(viewer), Frame(tuple(events), index, count, viewer))
                assert not [op for op in s.of("group") if len(op) > 4 and op[4]["scale"] < 1]
                sizes += [op[-1].get("size", 12) for op in s.of("text")]
    assert min(sizes) >= MIN_FONT and min(sizes) * PROJECTOR_SCALE >= 12


def test_the_end_of_game_banner_is_whole():
    game, agent = DigimonGame(seed=3), RandomAgent(3)
    while not game.is_over:
        game.apply(agent.choose(game)) if game.decision else game.step()
    top = GAP + AREA_H + GAP
    strip = [op[3] for op in draw(game).of("text") if top <= op[2] <= top + STRIP_H]
    assert " ".join(strip) == str(game.outcome)


def test_kos_say_what_they_count_and_cards_show_their_whole_name():
    game = DigimonGame(seed=1)
    game.advance()
    s = draw(game, viewer=0)
    assert s.texts().count("KOs scored") == 2
    for iid in game.state.seats[0].hand[:8]:
        name = game.state.cards[iid].name
        lines = [op[3] for op in s.of("text") if op[3] and name.startswith(op[3].rstrip("-").split()[0])]
        assert lines, name


def test_only_face_up_cards_are_clickable_and_show_their_full_text():
    game = DigimonGame(seed=1)
    game.advance()
    s = draw(game, viewer=0)
    keys = {key for *_rect, key in s.hits}
    assert {key.viewer for key in keys} == {0}
    assert set(game.state.seats[0].hand[:8]) <= {key.id for key in keys}
    assert not {key.id for key in keys} & set(game.state.seats[1].hand)  # the opponent's hand stays secret
    iid = game.state.seats[0].hand[0]
    card = game.state.cards[iid]
    details = LAYOUT.card_details(game.view(0), CardKey(0, iid))
    assert details[0] == card.name and (not card.text or card.text in details)
    x, y, w, h, key = next(hit for hit in s.hits if hit[4].id == iid)
    assert s.hit_at(x + w / 2, y + h / 2) == key == CardKey(0, iid)
    # the opponent's hand card is not in seat 0's view: no details
    assert LAYOUT.card_details(game.view(0), CardKey(0, game.state.seats[1].hand[0])) == []


def test_an_effect_changes_the_attack_power_on_the_card_it_changes():
    for seed in range(1, 40):
        for game, events in _random_states(seed, every=1):
            power = [e for e in events if e.kind == "power" and e.player in (0, 1)]
            if not power or game.state.phase != "battle":
                continue
            q = power[-1].player
            side = game.state.seats[q]
            if side.attack < 0 or not side.stack:
                continue
            s = draw(game, viewer=q, events=events)
            shown = [op for op in s.of("text") if op[3] == str(side.power) and op[1] < 200
                     and op[-1].get("color") == "#e65100"]
            printed = game.state.cards[side.stack[-1]]
            printed_power = (printed.circle, printed.triangle, printed.cross)[side.attack].power // side.penalty
            assert side.power == printed_power or shown, (seed, side.power, printed_power)
            if side.power != printed_power:
                return
    pytest.fail("no effect changed an attack power in these games")


AGUMON, GABUMON, FLAMEDRAMON, CHIP = 27, 62, 172, 264


def _placing_game() -> DigimonGame:
    """Player 1 must put a Digimon into play, holding an A card (never allowed, DCB-27), an option card (DCB-9)
    and Agumon (the one usable card)."""
    game = DigimonGame(seed=0, position={"turn": 3, "turn_player": 0, "phase": "start", "players": [
        {"digimon": [], "hand": [FLAMEDRAMON, CHIP, AGUMON], "deck": [200] * 6},
        {"digimon": [GABUMON], "hand": [], "deck": [200] * 6}]})
    game.advance()
    game.play(next(a for a in game.decision.actions if a.kind == "keep"))
    assert game.decision.kind == "place"
    return game


def _dimmed_names(s: RecordingSurface) -> set[str]:
    """The text of every card drawn greyed (its body `theme.DIM_TINT`)."""
    return set(s.texts_inside(DIM_TINT))


@pytest.mark.rule("DCB-27")
def test_cards_that_cannot_be_used_now_are_dimmed_for_the_deciding_player_only():
    game = _placing_game()
    dimmed = " ".join(_dimmed_names(draw(game, viewer=0)))
    assert "Flamedramon"[:5] in dimmed and "Attack" in dimmed and "Agumon" not in dimmed
    assert not _dimmed_names(draw(game, viewer=1))  # not their decision: nothing dimmed, their hand not shown
    game.play(next(a for a in game.decision.actions if a.kind == "place"))
    game.play(next(a for a in game.decision.actions if a.kind == "end_evolution"))
    assert game.decision.player == 1  # the support phase: the opponent chooses first
    assert not _dimmed_names(draw(game, viewer=0))  # not seat 0's decision: nothing dimmed


@pytest.mark.rule("DCB-27")
def test_clicking_a_dimmed_card_on_the_board_shows_the_rule_that_forbids_it():
    board = Board.for_game(_placing_game(), human=0)
    hits = {board.game.state.cards[key.id].ca: (x, y, w, h) for x, y, w, h, key in board.surface.hits}
    x, y, w, h = hits[FLAMEDRAMON]
    key = board.show_card_at(x + w / 2, y + h / 2)
    assert key.id in board.game.state.seats[0].hand
    assert "Flamedramon" in board.detail.value and "[DCB-27]" in board.detail.value
    assert "never be put into play directly" in board.detail.value
    x, y, w, h = hits[CHIP]
    board.show_card_at(x + w / 2, y + h / 2)
    assert "[DCB-9]" in board.detail.value
    x, y, w, h = hits[AGUMON]
    board.show_card_at(x + w / 2, y + h / 2)
    assert "Agumon" in board.detail.value and "Not now" not in board.detail.value


@pytest.mark.parametrize("seed", [2, 5])
def test_the_layout_draws_from_the_view_alone(seed):
    """The view is plain data: a copy of it made through JSON draws, says and details the same."""
    for game, events in _random_states(seed, every=5, limit=300):
        for viewer in (0, 1, None):
            view = game.view(viewer)
            copy = json.loads(json.dumps(view))
            for index, count in ((0, 8), (7, 8)):
                a, b = RecordingSurface(*LAYOUT.size), RecordingSurface(*LAYOUT.size)
                LAYOUT.draw(a, view, Frame(tuple(events), index, count, viewer))
                LAYOUT.draw(b, copy, Frame(tuple(events), index, count, viewer))
                assert a.ops == b.ops
            assert LAYOUT.status(copy) == LAYOUT.status(view)
            for *_rect, key in draw(game, viewer=viewer).hits:
                assert LAYOUT.card_details(copy, key) == LAYOUT.card_details(view, key)


def test_layout_modules_touch_no_game():
    """A layout reads the view the board hands it and nothing else: no layout module (the kit's four, the one the
    plugin test game declares) names a `game` (a grep-style check of the source: `game.view`, `game.state`,
    `game.events` ... would all fail it)."""
    import ast
    from pathlib import Path

    from widgets.layouts import layout_module, layout_names

    paths = {Path(layout_module(name).__file__) for name in layout_names()}
    paths |= set(Path(layout_module("digimon").__file__).parent.glob("*.py"))  # and the package's __init__
    assert len(paths) >= 6  # the kit's four, its __init__ and the plugin test game's
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            named = node.id if isinstance(node, ast.Name) else node.arg if isinstance(node, ast.arg) else None
            assert named != "game", f"{path.name}:{node.lineno} names a game"
