"""The classroom walk (`widgets.classroom`) as data: for each game's script, Next over the whole scripted turn and
Back over it again, the captions (rules from the registry, the event texts), determinism; the widget's buttons;
and the classroom notebooks (`tutorial/classroom/`): no code talk, the first board stored as a picture."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from cardgames.games import game_class
from widgets.classroom import SCRIPTS, TURN_KIND, Script, ScriptError, Walk, Walkthrough
from widgets.picture import BOARD_HTML_START

ROOT = Path(__file__).resolve().parents[2]
GAMES = sorted(SCRIPTS)
NOTEBOOKS = sorted((ROOT / "tutorial" / "classroom").glob("*.ipynb"))


def _through(walk: Walk) -> list:
    captions = []
    while not walk.caption.done:
        captions.append(walk.next())
    return captions


def _moment(walk: Walk) -> tuple:
    """What the class sees: the board (the spectator's view), the steps still to run, the events so far, the
    caption."""
    game = walk.game
    return game.view(None), game.pending_steps(), [e.text for e in game.events], walk.caption


def test_there_is_a_script_and_a_notebook_for_every_game():
    from cardgames.games import kit_games

    assert set(SCRIPTS) >= set(kit_games())
    assert {p.stem for p in NOTEBOOKS} == set(kit_games())


@pytest.mark.parametrize("name", GAMES)
def test_next_walks_one_whole_turn(name):
    walk = Walk(SCRIPTS[name])
    assert walk.caption.kind == "start" and walk.caption.number == 0 and walk.at_start
    captions = _through(walk)
    assert len(captions) == walk.total >= 10
    assert [c.number for c in captions] == list(range(1, walk.total + 1))
    assert all(c.total == walk.total for c in captions)
    assert captions[-1].done and not any(c.done for c in captions[:-1])
    # it starts with the turn's first step and ends with its last: the next step would begin another turn
    first_events = captions[0].lines
    assert captions[0].kind == "step" and first_events
    game = walk.game.clone()
    assert any(e.kind == TURN_KIND for e in game.advance()[:3]) or game.is_over
    # every scripted action was taken, one Next each, at a decision of the turn
    actions = [c for c in captions if c.kind == "action"]
    assert len(actions) == len(SCRIPTS[name].actions)
    assert all(re.match(r"Player [12] chooses: .+\.$", c.choice) for c in actions)
    # a Next at the end changes nothing
    end = _moment(walk)
    assert walk.next() is walk.caption and _moment(walk) == end


@pytest.mark.parametrize("name", GAMES)
def test_the_first_next_runs_the_step_that_begins_the_turn(name):
    walk = Walk(SCRIPTS[name])
    walk.next()
    assert [e.kind for e in walk.events][:1] == [TURN_KIND]
    assert walk.caption.lines[0].text[:25] == walk.events[0].text[:25]
    assert walk.caption.rule == walk.events[0].rule


@pytest.mark.parametrize("name", GAMES)
def test_captions_name_rules_from_the_registry_with_the_event_texts(name):
    rules = game_class(name).ruleset.rules
    walk = Walk(SCRIPTS[name])
    shown = []
    while not walk.caption.done:
        caption = walk.next()
        assert caption.rule in rules, caption
        assert caption.title == rules[caption.rule].title != ""
        assert caption.text.startswith(f"{caption.rule} · {caption.title}")
        for line in caption.lines:
            assert line.rule in rules and line.title == rules[line.rule].title
        # the lines are the events of this Next, in order (identical ones in a row as one "… (n times)")
        texts = [e.text for e in walk.events]
        assert len(caption.lines) <= len(texts)
        for line in caption.lines:
            assert any(line.text.split(" (")[0] in t for t in texts), (line, texts)
        if caption.kind == "step":
            assert caption.rule == walk.events[0].rule
        # short enough to stay on a 1280x720 screen under the buttons (at most about 300 characters in these
        # scripts, whose longest caption ends 450 px down the page)
        assert len(caption.text) <= 400, caption.text
        shown.append(caption.rule)
    assert len(set(shown)) >= 4, f"{name}: a whole turn shows at least four rules, not {sorted(set(shown))}"


@pytest.mark.parametrize("name", GAMES)
def test_back_over_the_whole_turn_shows_each_moment_again(name):
    walk = Walk(SCRIPTS[name])
    moments = [_moment(walk)]
    while not walk.caption.done:
        walk.next()
        moments.append(_moment(walk))
    for expected in reversed(moments[:-1]):
        walk.back()
        assert _moment(walk) == expected
    assert walk.at_start and walk.back() == moments[0][3]  # Back at the start changes nothing
    # and forward again: the same captions, the same boards
    again = [_moment(walk)]
    while not walk.caption.done:
        walk.next()
        again.append(_moment(walk))
    assert again == moments


@pytest.mark.parametrize("name", GAMES)
def test_back_then_next_and_start_again(name):
    walk = Walk(SCRIPTS[name])
    for _ in range(5):
        walk.next()
    fifth = _moment(walk)
    walk.back()
    walk.next()
    assert _moment(walk) == fifth
    walk.restart()
    assert walk.at_start and walk.caption.kind == "start"
    assert _moment(walk) == _moment(Walk(SCRIPTS[name]))


@pytest.mark.parametrize("name", GAMES)
def test_the_walk_is_deterministic(name):
    one, two = Walk(SCRIPTS[name]), Walk(SCRIPTS[name])
    assert [c.text for c in _through(one)] == [c.text for c in _through(two)]
    assert _moment(one) == _moment(two)
    assert one.picture().svg == two.picture().svg


def test_the_captions_read_as_sentences():
    walk = Walk(SCRIPTS["digimon"])
    texts = [c.text for c in _through(walk)]
    assert texts[0].splitlines()[:2] == ["DCB-8 · Preparation", "Turn 2: Player 2's turn begins."]
    assert "Player 2 chooses: Keep this hand." in texts[2]
    assert "Next: Player 2 chooses “Put Betamon (R) into play”." in texts[2]
    assert any("[DCB-3 · Option cards] Holy Sevens: Betamon's HP 730 → 1730 (+1000)." in t for t in texts)
    assert texts[-1].endswith("That was the whole turn. Press Start again to see it once more.")
    # several picks of one choice are one Next, and the same event line several times is one line
    bs = Walk(SCRIPTS["battlespirits"])
    picks = next(c for c in _through(bs) if "(4 times)" in c.choice)
    assert picks.choice == "Player 1 chooses: a core from the reserve (4 times)."
    assert [line.text for line in picks.lines] == ["Player 1 picks a core from the reserve. (4 times)"]


def test_a_script_that_does_not_fit_its_game_says_why():
    digimon = SCRIPTS["digimon"]
    listed = r"the legal actions: Keep this hand \[keep\]"   # the label, the kind and the facts of each
    with pytest.raises(ScriptError, match=r"no legal action matches 'fly' .*" + listed):
        Walk(Script("digimon", 7, before=digimon.before, actions=("fly",)))
    with pytest.raises(ScriptError, match="has no action for Player 2's decision"):
        Walk(Script("digimon", 7, before=digimon.before, actions=digimon.actions[:2]))
    with pytest.raises(ScriptError, match="not taken"):
        Walk(Script("digimon", 7, before=digimon.before, actions=digimon.actions + ("keep",)))
    with pytest.raises(ScriptError, match="no action's facts"):
        Walk(Script("digimon", 7, before=digimon.before, actions=((1, "Betamon"),)))
    with pytest.raises(ScriptError, match="the card .* once"):
        Walk(Script("digimon", 7, before=digimon.before, actions=("keep", ("place", {"card": 35}))))


@pytest.mark.parametrize(("at", "misfit"), [
    (0, "Keep this hand"),                                 # the label itself: a script names no action by its words
    (4, ("support_hand", "Holy")),                         # words of the card's name, in "Support: Holy Sevens …"
    (4, ("support_hand", "Support: Holy Sevens from the hand")),
    (4, ("support_hand", "Holy Sevens", {"name": "Holy"})),  # a label fact is equal, or it does not fit
])
def test_a_script_entry_is_matched_by_its_facts_never_by_the_words_of_a_label(at, misfit):
    digimon = SCRIPTS["digimon"]
    assert digimon.actions[:5] == ("keep", ("place", "Betamon"), ("evo_zone", "Gomamon"),
                                   ("support_hand", "Recovery Floppy"), ("support_hand", "Holy Sevens"))
    actions = digimon.actions[:at] + (misfit,) + digimon.actions[at + 1:]
    label = "Keep this hand" if at == 0 else "Support: Holy Sevens from the hand"   # on offer, and holding the words
    with pytest.raises(ScriptError, match=r"no legal action matches .*; the legal actions: .*" + re.escape(label)):
        Walk(Script("digimon", 7, before=digimon.before, actions=actions))


def test_a_pick_is_named_by_its_value_or_by_the_card_it_is():
    dspirits, yuyu = SCRIPTS["dspirits"], SCRIPTS["yuyu"]
    assert dspirits.before[0][0] == ("pick", "squad")       # an item by its value: the deck
    assert yuyu.actions[-1] == ("pick", "Abnormal Endurance")   # an item that is a card, by the card's name
    with pytest.raises(ScriptError, match=r"no legal action matches \('pick', 'Squad deck'\)"):
        Walk(Script("dspirits", 7, before=((("pick", "Squad deck"),) * 7,) + dspirits.before[1:],
                    actions=dspirits.actions))
    with pytest.raises(ScriptError, match=r"no legal action matches \('pick', 'Abnormal'\)"):
        Walk(Script("yuyu", 7, before=yuyu.before, actions=yuyu.actions[:-1] + (("pick", "Abnormal"),)))


def test_a_script_may_start_from_a_position():
    walk = Walk(Script("digimon", 1, position="04_draw_and_redraw", actions=(
        "keep", "end_evolution", "support_pass", "support_pass", ("attack", {"symbol": "○"}),
        ("attack", {"symbol": "○"}))))
    captions = _through(walk)
    assert captions[0].lines[0].text == "Turn 1: Player 1's turn begins."
    assert captions[-1].lines[0].text == "Turn 1 ends: no support card to discard."


def test_the_widget_shows_the_walk_and_its_buttons_follow_it():
    board = Walkthrough.for_game("yuyu")
    assert board.back_button.disabled and board.restart_button.disabled and not board.next_button.disabled
    assert board.board.value.startswith(BOARD_HTML_START)
    assert "Before the first step" in board.top.value and "Yu Yu Hakusho" in board.top.value
    first = board.board.value
    board.next_button.click()
    assert "Step 1 of" in board.top.value and "YYH-10 · Draw step: cards" in board.caption.value
    assert board.board.value != first and not board.back_button.disabled
    while not board.next_button.disabled:
        board.next_button.click()
    assert board.walk.caption.done and f"Step {board.walk.total} of {board.walk.total}" in board.top.value
    board.back_button.click()
    assert not board.next_button.disabled
    board.restart_button.click()
    assert board.walk.at_start and board.board.value == first
    assert repr(board) == f"Walkthrough(yuyu, seed=7, {board.walk.total} steps)"


def test_the_widget_carries_a_static_picture_for_notebooks_that_have_not_run():
    board = Walkthrough.for_game("digimon")
    data = board._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in data
    assert BOARD_HTML_START in data["text/html"]
    assert "Before the first step" in data["text/html"] and "Digimon Card Battle" in data["text/html"]


def test_caption_text_is_large_enough_for_a_room():
    from widgets.classroom import STYLE

    sizes = [float(v) for v in re.findall(r"font-size: ([\d.]+)px", STYLE)]
    assert sizes and min(sizes) >= 14


# ----- the notebooks ------------------------------------------------------------------------------------------------
def _cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_a_classroom_notebook_is_the_walk_first_then_free_play(path):
    cells = _cells(path)
    code = [c for c in cells if c["cell_type"] == "code"]
    shown = [c for c in code if c.get("outputs")]
    assert len(shown) == 2, "the walk and the free-play board, nothing else with an output"
    walk, play = shown
    assert f'Walkthrough.for_game("{path.stem}")' in "".join(walk["source"])
    assert "show(" in "".join(play["source"])
    # the first thing on the page is the walk: no prose (or anything shown) before it
    assert cells.index(walk) == min(i for i, c in enumerate(cells) if c["cell_type"] == "markdown" or c.get("outputs"))
    # its stored output shows the first board and caption as a picture, before anything runs
    html = "".join(walk["outputs"][0]["data"]["text/html"])
    assert BOARD_HTML_START in html
    assert "Before the first step" in html


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_a_classroom_notebook_has_no_code_talk(path):
    prose = "\n".join("".join(c["source"]) for c in _cells(path) if c["cell_type"] == "markdown")
    assert prose
    assert "`" not in prose and "notebook-only" not in prose
    assert not re.search(r"re-run|SEED|python -m|\(\)|cell|import|widget", prose, re.I), prose
