"""The generic Board, driven through its buttons with a tiny fake game defined here (a test double only)."""
import time

import pytest
from ipycanvas import canvas as _c

from cardgames.core import Action, Game, Rule, RuleRegistry, Ruleset
from cardgames.core.state import State
from cardgames.games import GAMES, game_class
from widgets.board import Board, show
from widgets.kit.layout import GameLayout

RULES = RuleRegistry("fake", [Rule("F-1", "Draw", "draw 1-3 points"), Rule("F-2", "Choose", "add 1 or 2 in secret"),
                              Rule("F-3", "Reveal", "reveal the choice"), Rule("F-4", "Win", "first to 10 wins"),
                              Rule("F-<5>", "Escape", "a rule id that needs HTML escaping")])


class FakeState(State):
    """Race to 10: each turn a player draws 1-3 points, then adds 1 or 2 in secret, revealed after."""

    CELLS = ("scores", "turn", "pending")
    scores = (0, 0)
    turn = 0
    pending = None

    def build(self, target: int) -> None:
        self.target = target
        self._push(("draw",), ("choose",))

    @property
    def player(self) -> int:
        return self.turn % 2

    def score(self, n: int) -> None:
        self.scores = tuple(s + n if seat == self.player else s for seat, s in enumerate(self.scores))

    def _s_draw(self) -> None:
        n = 1 + self._rng.randrange(3)
        self.score(n)
        self._emit("F-1", "draw", "Player {} draws {} <points> & more", self.player, self.player + 1, n, n=n)

    def _s_choose(self) -> None:
        self._ask(self.player, "pick", "F-2", "Add 1 or 2?",
                  (Action("add", (1,)), Action("add", (2,))), secret=True)

    def _d_pick(self, action: Action, player: int | None = None) -> None:
        self.pending = action.args[0]
        self._emit("F-2", "choose", "Player {} secretly adds {}", self.player, self.player + 1, self.pending,
                   public="Player {0} chooses in secret.")
        self._push(("reveal",), ("check",))

    def _s_reveal(self) -> None:
        self.score(self.pending)
        self._emit("F-3", "reveal", "Player {} reveals +{}", self.player, self.player + 1, self.pending)
        self.pending = None

    def _s_check(self) -> None:
        if self.scores[self.player] >= self.target:
            self._emit("F-4", "win", "Player {} reaches {}", self.player, self.player + 1, self.target)
            self._finish(self.player, "reached the target", "F-4")
        else:
            self.turn += 1
            self._push(("draw",), ("choose",))


def fake_view(game, viewer) -> dict:
    """The fake game's board: the scores and the turn, public to all."""
    return {"scores": list(game.state.scores), "turn": game.state.turn}


def race(state: FakeState, target: int = 10) -> dict:
    """A new race to `target`."""
    state.build(target)
    return {"target": target}


class FakeGame(Game):
    ruleset = Ruleset(name="fake", title="Race to 10", rules_version="1", rules=RULES, state=FakeState,
                      new_game=race, board=fake_view)

    def zones(self):
        return {}


class FakeLayout(GameLayout):
    """Draws the scores and remembers every frame it was given (animated as long as the board lets it)."""

    size = (200, 100)

    def __init__(self):
        self.frames = []

    def frames_for(self, events) -> int:
        return 99

    def draw(self, surface, view, frame) -> None:
        self.frames.append(frame)
        surface.rect(0, 0, 200, 100, fill="#eeeeee", radius=4)
        for seat, score in enumerate(view["scores"]):
            color = "#d32f2f" if any(e.player == seat for e in frame.events) else "#000000"
            surface.text(10 + 100 * seat, 50, f"P{seat + 1}: {score}", color=color, size=14)
            surface.hit(100 * seat, 0, 100, 100, seat)

    def card_details(self, view, key) -> list[str]:
        return [f"Player {key + 1}", f"score {view['scores'][key]}"]

    def describe_action(self, action, label: str) -> str:
        return f"+{action.args[0]}"

    def status(self, view) -> str:
        return f"Turn {view['turn'] + 1}."


_NAMES = {i: n for n, i in _c.COMMANDS.items()}


def _decode(command, out):
    if command and isinstance(command[0], list):  # a batch (hold_canvas)
        for c in command:
            _decode(c, out)
        return
    out.append(_NAMES[command[0]])


class Messages:
    """What the canvas manager sends to the browser: one entry per message, each a list of command names."""

    def __init__(self, monkeypatch):
        self.messages = []
        mgr = _c._CANVAS_MANAGER

        def send_custom(command, buffers=()):
            names = []
            _decode(command, names)
            self.messages.append(names)

        monkeypatch.setattr(mgr, "_send_custom", send_custom)


def make(seed=1, **kw):
    layout = FakeLayout()
    board = Board(FakeGame(seed), layout, new_game=lambda s: FakeGame(s), **kw)
    return board, layout


def test_step_button_runs_exactly_one_step():
    board, layout = make()
    game = board.game
    assert game.can_step and not board.step_button.disabled
    board.step_button.click()
    assert [e.kind for e in game.events] == ["draw"]
    assert layout.frames[-1].events == tuple(game.events)  # the layout sees the step's events
    assert game.decision is None and game.can_step
    board.step_button.click()  # the "choose" step asks player 1
    assert len(game.events) == 1 and layout.frames[-1].events == ()
    assert game.decision is not None and game.decision.player == 0
    assert board.step_button.disabled  # the human must decide: nothing to step
    assert [b.description for b in board.actions_box.children] == ["+1", "+2"]


def test_action_buttons_apply_and_next_advances():
    board, _ = make()
    board.next_button.click()
    assert board.game.decision.player == 0
    board.action_buttons()[1].click()
    assert board.game.history == [Action("add", (2,))]
    assert board.actions_box.children == ()
    # the action's own rule step ran too: its result shows at once, as for every action button
    assert [e.kind for e in board.last_events] == ["choose", "reveal"]
    board.next_button.click()  # check, draw, the computer's choice, ...: up to your own next decision
    assert board.game.decision.player == 0 and len(board.game.history) == 2  # the computer chose on the way
    assert [e.kind for e in board.game.events][:6] == ["draw", "choose", "reveal", "draw", "choose", "reveal"]
    assert "Press Step" not in board.status_text()


def test_next_decision_stops_at_the_next_decision_with_nobody_at_the_board():
    board, _ = make(human=None)
    board.next_button.click()
    assert board.is_computer_turn() and board.game.history == []
    board.next_button.click()  # the computer's choice, then up to the next decision (the other computer seat)
    assert board.game.decision.player == 1 and len(board.game.history) == 1


def test_computer_chooses_on_step_and_its_secret_stays_hidden():
    board, _ = make()
    board.do_advance()
    board.do_apply(board.game.legal_actions()[0])
    while not board.is_computer_turn():
        board.do_step()
    assert board.is_computer_turn() and board.actions_box.children == ()
    assert not board.step_button.disabled
    assert "Press Step" in board.status_text()
    board.step_button.click()  # the computer chooses in secret
    assert len(board.game.history) == 2
    text = board.event_log.value
    assert "Player 1 secretly adds" in text  # your own choice, in full
    assert "Player 2 chooses in secret." in text and "Player 2 secretly adds" not in text
    board.step_button.click()  # the reveal is shown
    assert "Player 2 reveals +" in board.event_log.value


def test_during_autoplay_your_own_secret_choice_is_shown_to_you():
    board, _ = make(seed=6)
    board.autoplay.value = True
    board._cancel()  # drive it by hand
    for _ in range(12):
        board.autoplay_tick()
    mine = [e for e in board.game.events if e.kind == "choose" and e.player == 0]
    theirs = [e for e in board.game.events if e.kind == "choose" and e.player == 1]
    assert mine and theirs
    texts = [text for _rule, text in board.log_entries()]
    assert all(e.text in texts for e in mine)
    assert not any(e.text in texts for e in theirs) and "Player 2 chooses in secret." in texts
    assert not hasattr(board, "_hidden")  # one way of hiding secrets: Event.text_for


def test_undo_restores_exactly_the_state_before_each_board_move():
    board, _ = make(seed=5)
    game = board.game
    saved = [game.snapshot()]
    for _ in range(6):
        if board.is_human_turn():
            board.action_buttons()[0].click()
        else:
            board.step_button.click()
        saved.append(game.snapshot())
    for expected in reversed(saved[:-1]):
        board.undo_button.click()
        assert game.snapshot() == expected
    assert board.undo_button.disabled
    assert game.events == [] and game.history == []


def test_undo_falls_back_to_the_engine_undo():
    game = FakeGame(2)
    game.advance()
    game.apply(game.legal_actions()[0])
    board = Board(game, FakeLayout())
    assert not board.undo_button.disabled
    board.undo_button.click()
    assert game.history == [] and game.decision is not None
    assert board.do_undo() is False


def test_log_shows_rule_ids_escaped_newest_last_and_has_the_css_class():
    board, _ = make(log_lines=3)
    assert "cg-event-log" in board.event_log._dom_classes
    board.do_advance()
    assert "[F-1]" in board.event_log.value
    assert "&lt;points&gt; &amp; more" in board.event_log.value and "<points>" not in board.event_log.value
    for _ in range(10):
        board.autoplay_tick()
    entries = board.log_entries()
    assert len(entries) == 3
    assert entries[-1] == (board.game.events[-1].rule, board.game.events[-1].text) or "secret" in entries[-1][1]
    assert board.event_log.value.count('class="cg-event"') == 3


def test_the_log_keeps_the_whole_game_newest_visible_and_filters_by_rule():
    board, _ = make(seed=3, human=None)
    while not board.game.is_over:
        board.do_advance()
    events = board.game.events
    assert len(events) > 12 and len(board.log_entries()) == len(events)  # nothing forgotten
    value = board.event_log.value
    assert value.startswith('<div class="cg-log-scroll">')  # a column-reverse box: scrolled to the newest line
    assert value.index(html_escape(events[-1].text)[:20]) < value.index(html_escape(events[0].text))
    options = [v for _label, v in board.log_filter.options]
    assert options[0] == "" and {"F-1", "F-2", "F-3", "F-4"} <= set(options)
    board.log_filter.value = "F-3"
    assert board.event_log.value.count('class="cg-event"') == sum(e.rule == "F-3" for e in events)
    assert "[F-1]" not in board.event_log.value
    win = board.log_entries("F-4")
    assert win == [("F-4", "Player 2 reaches 10"), ("F-4", "Player 2 wins: reached the target.")]


def html_escape(text: str) -> str:
    import html

    return html.escape(text)


def test_clicking_a_card_shows_its_full_text_and_a_click_beside_closes_it():
    board, _ = make()
    board.do_advance()
    assert board.detail.value == ""
    assert board.show_card_at(150, 40) == 1
    assert "Player 2" in board.detail.value and "score" in board.detail.value
    assert board.show_card_at(500, 500) is None and board.detail.value == ""


def test_card_regions_are_in_the_status_for_tools_that_drive_the_page():
    board, _ = make()
    assert board.card_regions() == [(0, 0, 100, 100), (100, 0, 100, 100)]
    assert 'data-cards="0,0,100,100;100,0,100,100"' in board.status.value


def test_a_card_the_layout_cannot_describe_shows_no_detail_and_no_error(monkeypatch):
    board, layout = make()
    monkeypatch.setattr(layout, "card_details", lambda view, key: [])
    board.show_card_at(150, 40)
    assert board.detail.value == "" and board.error is None


def test_board_size_option():
    board, _ = make(size="classroom")
    assert "cg-classroom" in board._dom_classes and "cg-board" in board._dom_classes
    with pytest.raises(ValueError, match="size"):
        make(size="huge")


def test_illegal_states_never_happen_when_clicking_any_enabled_button():
    board, _ = make(seed=9)
    for i in range(400):
        buttons = [b for b in (board.step_button, board.next_button, board.undo_button)
                   if not b.disabled] + [b for b in board.actions_box.children if not b.disabled]
        if board.game.is_over:
            assert board.step_button.disabled and board.next_button.disabled and board.actions_box.children == ()
            board.new_button.click()
            continue
        assert buttons
        buttons[(i * 7) % len(buttons)].click()
        assert board.error is None
        d = board.game.decision
        # action buttons exist exactly when a human must decide, one per legal action
        expected = [board.action_label(a) for a in d.actions] if d and d.player in board.humans else []
        assert [b.description for b in board.actions_box.children] == expected


def test_autoplay_tick_stops_at_game_over():
    board, _ = make(seed=3)
    board.autoplay.value = True
    board._cancel()  # drive it by hand
    for _ in range(1000):
        if not board.autoplay_tick():
            break
    assert board.game.is_over and board.autoplay.value is False
    assert "Game over" in board.status_text() and "F-4" in board.status_text()
    assert board.autoplay_tick() is False


def test_autoplay_timer_plays_to_the_end():
    board, _ = make(seed=4, speed=20)
    board.speed.value = 20
    board.autoplay.value = True
    assert board.step_button.disabled and board.new_button.disabled
    deadline = time.monotonic() + 20
    while board.autoplay.value and time.monotonic() < deadline:
        time.sleep(0.05)
    assert board.game.is_over and not board.autoplay.value
    assert not board.undo_button.disabled and not board.new_button.disabled


def test_autoplay_can_be_stopped():
    board, _ = make(seed=4)
    board.speed.value = 20
    board.autoplay.value = True
    time.sleep(0.3)
    board.autoplay.value = False
    n = len(board.game.events)
    time.sleep(0.3)
    assert len(board.game.events) == n and not board.game.is_over


def test_new_game_uses_the_seed_box():
    board, _ = make(seed=1)
    board.do_advance()
    board.seed_input.value = 42
    board.new_button.click()
    assert board.game.seed == 42 and board.game.events == [] and board.undo_button.disabled


def test_default_new_game_factory_keeps_class_and_setup():
    board = Board(FakeGame(1, target=3), FakeLayout())
    game = board.do_new_game(7)
    assert isinstance(game, FakeGame) and game.seed == 7 and game.state.target == 3


def test_computer_plays_both_seats_with_human_none():
    board, _ = make(seed=2, human=None)
    for _ in range(500):
        if board.game.is_over:
            break
        assert board.actions_box.children == ()
        board.next_button.click()
    assert board.game.is_over


def test_auto_advance_runs_to_the_humans_next_decision():
    board, _ = make(seed=2, auto_advance=True)
    board.do_advance()
    board.do_apply(board.game.legal_actions()[0])
    assert board.game.is_over or board.is_human_turn()


def test_apply_refuses_when_it_is_not_the_humans_turn():
    board, _ = make()
    with pytest.raises(RuntimeError):
        board.do_apply(Action("add", (1,)))


def test_errors_show_in_the_status_line():
    class BadAgent:
        def choose(self, game):
            return Action("add", (3,))  # not listed: the engine refuses it

    board, _ = make(opponent=BadAgent())
    board.do_advance()
    board.do_apply(board.game.legal_actions()[0])
    while not board.is_computer_turn():
        board.do_step()
    before = board.game.snapshot()
    board.step_button.click()
    assert board.error and "IllegalActionError" in board.error and "F-2" in board.status.value
    board.game.restore(before)


def test_repr_is_short_and_stable_and_is_the_text_plain_output():
    board, _ = make(seed=3)
    assert repr(board) == "Board(fake, seed=3, actions=0, steps pending)"
    board.do_advance()
    assert repr(board) == "Board(fake, seed=3, actions=0, player 1 to decide)"
    assert board._repr_mimebundle_()["text/plain"] == repr(board)


def test_show_and_for_game():
    board = show(FakeGame(1), layout=FakeLayout(), human=1)
    assert board.humans == {1} and set(board.agents) == {0} and board.viewer == 1


def test_redraw_is_one_batch_that_starts_by_switching_canvas(monkeypatch):
    board, layout = make()
    msgs = Messages(monkeypatch)
    board.redraw()
    board.redraw()  # idempotent: the Voila fix re-sends the switch every time
    assert len(msgs.messages) == 2
    for names in msgs.messages:
        assert names[:2] == ["switchCanvas", "clear"]
        assert "fillText" in names
    assert msgs.messages[0] == msgs.messages[1]


def test_client_ready_redraws(monkeypatch):
    board, layout = make()
    msgs = Messages(monkeypatch)
    n = len(layout.frames)
    board.canvas._handle_frontend_event(None, {"event": "client_ready"}, [])
    assert len(layout.frames) == n + 1
    assert msgs.messages and msgs.messages[0][0] == "switchCanvas"


def test_animation_frames_are_sent_in_one_batch_with_sleeps(monkeypatch):
    board, layout = make(frames=3, frame_ms=40)
    msgs = Messages(monkeypatch)
    board.do_step()
    assert len(msgs.messages) == 1
    assert msgs.messages[0].count("sleep") == 2
    assert [(f.index, f.count) for f in layout.frames[-3:]] == [(0, 3), (1, 3), (2, 3)]
    assert all(f.events == tuple(board.game.events) for f in layout.frames[-3:])


@pytest.mark.parametrize("name", sorted(GAMES))  # the kit's four games and the plugin test game
def test_a_refresh_builds_the_view_once_for_every_layout_hook(name, monkeypatch):
    """The board builds `game.view(viewer)` once per refresh and hands it to the layout's `draw` (every animation
    frame), `status` and `card_details`; the status line's prompt comes from it too. A layout calls no `game.view`."""
    board = Board(game_class(name)(seed=3), human=None, viewer=0, frames=4)  # the computer plays both seats
    for _ in range(60):  # on to a moment with cards on the table
        if board.card_regions() and board.game.decision is not None:
            break
        board.do_step()
    game = board.game
    game_type, calls = type(game), []
    view = game_type.view
    monkeypatch.setattr(game_type, "view", lambda self, viewer=None: calls.append(viewer) or view(self, viewer))
    board.refresh()
    assert calls == [board.viewer]
    x, y, w, h = board.card_regions()[-1]
    assert board.show_card_at(x + w / 2, y + h / 2) is not None and board.detail.value
    board.do_step()  # a step or the computer's choice, animated, then a refresh
    assert calls == [board.viewer] * 2
