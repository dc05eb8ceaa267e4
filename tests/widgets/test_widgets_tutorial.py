"""The notebooks' shared helpers (`widgets.tutorial`) and the stored-board picture (`widgets.picture`)."""
from __future__ import annotations

import base64
import dataclasses
import json
import re
from pathlib import Path

import pytest
from IPython.core.formatters import DisplayFormatter

from cardgames.digimon import DigimonGame, load_position
from widgets.layouts.digimon import render_svg
from widgets.picture import Picture, board_html
from widgets.tutorial import battle, board, choose, decide, pick, print_events, run, show_choices, step

# the picture: the one CSS rule that shows it dark on a dark page, then the <img> of the SVG
IMG = re.compile(r'^<style>[^<]*</style><img class="cg-picture" src="data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)" '
                 r'alt="([^"]*)"/>$')


def _svg_in(html: str) -> str:
    match = IMG.match(html)
    assert match, html[:120]
    return base64.b64decode(match.group(1)).decode("utf-8")


def test_picture_is_an_img_of_the_exact_svg_with_escaped_alt_text():
    svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"><text>A &amp; é</text></svg>'
    picture = Picture(svg, 'board: <"A" & B>')
    html = picture._repr_html_()
    assert _svg_in(html) == svg
    assert IMG.match(html).group(2) == "board: &lt;&quot;A&quot; &amp; B&gt;"
    assert repr(picture) == 'board: <"A" & B>'


def test_a_game_displays_as_html_only_so_untrusted_jupyterlab_shows_it():
    # JupyterLab hides image/svg+xml in untrusted notebooks; a stored raw SVG next to the <img> would also double
    # the notebook's size, so the mime bundle must hold exactly the picture and the text fallback
    game = DigimonGame(seed=1)
    game.advance()
    data, _ = DisplayFormatter().format(game)
    assert set(data) == {"text/html", "text/plain"}
    assert _svg_in(data["text/html"]) == render_svg(game)
    assert data["text/html"] == game._repr_html_()  # deterministic: strict nbval compares it
    assert data["text/plain"] == repr(game)


def test_a_game_without_a_board_layout_has_no_picture(monkeypatch):
    game = DigimonGame(seed=1)
    unknown = dataclasses.replace(DigimonGame.ruleset, name="no_such_game", layout="")
    monkeypatch.setattr(DigimonGame, "ruleset", unknown)
    assert board_html(game) is None and game._repr_html_() is None


def test_board_shows_every_hand_and_highlights_events():
    game = DigimonGame(seed=1, position=load_position("07_effect_order"))
    game.advance()
    pick(game, "○")
    decide(game, "△")
    events = game.step()
    picture = board(game, events=events)
    assert picture.svg == render_svg(game, viewer=None, events=tuple(events))
    assert picture.svg != render_svg(game, viewer=None)
    assert repr(picture) == f"board: {game!r}"
    assert DisplayFormatter().format(picture)[0].keys() == {"text/html", "text/plain"}


def test_print_events_step_and_run_print_one_line_per_event(capsys):
    game = DigimonGame(seed=7)
    events = step(game)
    assert capsys.readouterr().out == "".join(f"{e}\n" for e in events)
    print_events(events)
    assert capsys.readouterr().out == "".join(f"{e}\n" for e in events)
    run(game)
    out = capsys.readouterr().out.splitlines()
    assert game.decision is not None and not game.can_step
    assert out[-1] == f"→ {game.decision}"
    assert all(line.startswith("[DCB-") for line in out[:-1]) and len(out) > 1


def test_choose_pick_and_show_choices(capsys):
    game = DigimonGame(seed=7)
    game.advance()
    show_choices(game)
    out = capsys.readouterr().out
    assert out.startswith(str(game.decision)) and "   - Keep this hand" in out
    assert game.describe(choose(game, "Keep")) == "Keep this hand"
    with pytest.raises(ValueError, match="no action matching 'Evolve'.*Keep this hand"):
        choose(game, "Evolve")
    before = len(game.history)
    pick(game, "Keep")
    assert len(game.history) == before + 1
    assert "keeps the hand" in capsys.readouterr().out


def test_choose_without_a_decision_says_so():
    game = DigimonGame(seed=7)  # nothing has happened yet: rule steps are pending, no decision
    with pytest.raises(ValueError, match="no decision is pending"):
        choose(game, "Keep")


def test_battle_runs_both_secret_choices_then_the_battle_to_the_end_of_the_turn(capsys):
    game = battle(DigimonGame(seed=1, position=load_position("07_ko")), "○", "○")
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("[DCB-21] Attacks revealed: Player 1's Greymon ○")
    assert any("Garurumon is KO'd" in line for line in out)
    assert game.state.phase == "end" or game.is_over
    assert [game.state.cards[i].name for i in game.state.seats[1].discard] == ["Gabumon", "Garurumon"]


def _tutorial_notebooks():
    root = Path(__file__).resolve().parents[2] / "tutorial"
    paths = sorted(p for p in root.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
    assert paths
    return [(p, json.loads(p.read_text(encoding="utf-8"))) for p in paths]


def test_no_tutorial_notebook_stores_a_board_untrusted_jupyterlab_would_hide():
    hidden = [(path.name, i) for path, nb in _tutorial_notebooks() for i, cell in enumerate(nb["cells"])
              for out in cell.get("outputs", [])
              if "image/svg+xml" in out.get("data", {})
              or "IPython.core.display" in "".join(out.get("data", {}).get("text/plain", ""))]
    assert hidden == []


def test_no_tutorial_notebook_defines_its_own_set_of_helpers():
    # the shared helpers live in widgets.tutorial; a notebook may define one or two functions it teaches with
    defs = {path.name: re.findall(r"^def (\w+)", "\n".join("".join(c["source"]) for c in nb["cells"]
                                                         if c["cell_type"] == "code"), re.M)
            for path, nb in _tutorial_notebooks()}
    assert {name: d for name, d in defs.items() if len(d) >= 3} == {}
