"""The generic Board: a canvas, step controls, the human's legal actions, auto-play and the event log, for any
`cardgames.core.Game`. The game-specific drawing is a *layout* (`widgets/layouts/<game>.py`).

The Board never decides a rule: it only calls the game API (`step`, `advance`, `apply` with an action the engine
listed, `snapshot`/`restore`, `undo`) and lets agents choose for the computer seats.

    from widgets import show
    show(game)                      # or: Board.for_game(game, human=0, opponent="random")
"""
from __future__ import annotations

import asyncio
import html
import logging
import math
import threading
from collections.abc import Callable, Iterable
from typing import Any

import ipywidgets as w

from cardgames.core import inputs

from . import doors
from .kit.fonts import font_face
from .kit.layout import event_text
from .kit.page import dark_picture_css
from .kit.theme import MIN_FONT
from .screen import make_screen
from .surface import Frame
from .words import said

log = logging.getLogger(__name__)

MAX_SNAPSHOTS = 5000
# the scale at which the board is shown at 1280×720 (JupyterLab with the file browser collapsed, and Voila) is at
# least this (checked in a real browser by tests/browser); layouts draw no text under 12 px / PROJECTOR_SCALE
PROJECTOR_SCALE = 0.87
SIZES = ("fit", "classroom")
# the smallest text on screen: the canvas is never shown smaller than makes its smallest text (MIN_FONT board pixels)
# this many screen pixels; where the output is narrower than that and the panel, the panel goes under the board
READABLE_PX = 12
# A decision's actions of one kind are offered in one drop-down list (with its button) from this many on (a game
# may offer 0…19 cores, with or without a special core, as 40 placements); fewer are buttons, one each.
GROUP_AT = 8
# The action list is as tall as the window less the rest of the panel (at 1280×720 about ten one-line buttons); past
# that it scrolls, with a scroll bar that stays visible and a shadow along its lower edge while more wait below. With
# more entries than LIST_ROWS (a drop-down list with its button counts 3.5) it surely scrolls: the note above it says
# so too.
LIST_ROWS = 10
# the coach's search behind the Hint button (`cardgames.coach`): a fixed number of iterations, so the same position
# and seed give the same hint (about a second on this machine), and the lines of its continuation shown
HINT_ITERATIONS = 300
HINT_LINE = 12
def scroll_cue(selector: str) -> str:
    """The CSS of a list that scrolls past its height (`selector`), with a scroll bar that stays visible and a shadow
    along the edge beyond which more entries wait, gone once scrolled to them (no script needed): a row cut by the
    edge then reads as "more below", not as the end of the list."""
    # the covers are the colour of the page under the list: JupyterLab's notebook (layout-color0), Voila's page
    # (layout-color1: in a dark theme a layout-color0 cover was a black band under the buttons)
    return f"""body[data-voila] {{ --cg-page: var(--jp-layout-color1, #fff); }}
{selector} {{ overflow-y: auto; scrollbar-gutter: stable;
  scrollbar-width: auto; scrollbar-color: #90a4ae #eceff1;
  background: linear-gradient(var(--cg-page, var(--jp-layout-color0, #fff)) 50%, transparent) center top,
    linear-gradient(transparent, var(--cg-page, var(--jp-layout-color0, #fff)) 50%) center bottom,
    radial-gradient(farthest-side at 50% 0, rgba(0, 0, 0, .35), transparent) center top,
    radial-gradient(farthest-side at 50% 100%, rgba(0, 0, 0, .35), transparent) center bottom;
  background-repeat: no-repeat; background-size: 100% 40px, 100% 40px, 100% 16px, 100% 16px;
  background-attachment: local, local, scroll, scroll; }}
{selector}::-webkit-scrollbar {{ width: 12px; }}
{selector}::-webkit-scrollbar-thumb {{ background: #90a4ae; border-radius: 6px; }}
{selector}::-webkit-scrollbar-track {{ background: #eceff1; }}"""


# The board's page layout: the canvas beside a side panel (status, actions, controls, card details, log); the
# canvas scales down (keeping its shape) to leave room for the panel and to fit the window's height, so the board,
# its controls and the newest log line are on screen together. "classroom" lets the canvas fill a projector.
STYLE = """<style>
/* the kit's CJK font (widgets.kit.fonts): for the CJK characters only, on the board and in the notebook's text */
@CJK_FONT_FACE@
.cg-board, .cg-board .widget-button, .cg-board .widget-toggle-button, .cg-board select {
  font-family: "Cardgames CJK", var(--jp-ui-font-family, system-ui, sans-serif); }
.jp-RenderedHTMLCommon { font-family: "Cardgames CJK", var(--jp-content-font-family, system-ui, sans-serif); }
.cg-board code, .jp-RenderedHTMLCommon code {
  font-family: "Cardgames CJK", var(--jp-code-font-family, monospace); }
.cg-board { flex-flow: row wrap; align-items: flex-start; gap: 10px; }
.cg-board > .cg-canvas { flex: 0 1 auto; min-width: 0; width: auto !important; height: auto !important;
  max-width: calc(100% - 300px); max-height: calc(100vh - 150px); }
.cg-board.cg-classroom > .cg-canvas { max-width: calc(100% - 300px); max-height: calc(100vh - 24px); }
.cg-board > .cg-panel { flex: 1 1 290px; min-width: 290px; max-width: 460px; font-size: 13px; }
.cg-board.cg-classroom > .cg-panel { min-width: 290px; font-size: 16px; }
/* classroom size: every text of the panel at 16 px or more, read from the back of the room (the widgets set their
   own 13 px otherwise) */
.cg-board.cg-classroom .cg-panel .widget-button, .cg-board.cg-classroom .cg-panel .widget-toggle-button,
.cg-board.cg-classroom .cg-panel .widget-html-content, .cg-board.cg-classroom .cg-panel .widget-label,
.cg-board.cg-classroom .cg-panel select, .cg-board.cg-classroom .cg-panel input,
.cg-board.cg-classroom .cg-panel .widget-readout, .cg-board.cg-classroom .cg-panel code { font-size: 16px; }
.cg-board.cg-classroom .cg-panel .widget-button, .cg-board.cg-classroom .cg-panel .widget-toggle-button {
  height: auto; min-height: 34px; }
.cg-board.cg-classroom .cg-panel .widget-inline-hbox { height: auto; min-height: 34px; }
.cg-board .cg-panel .widget-button, .cg-board .cg-panel .widget-toggle-button { margin: 2px; }
.cg-board .cg-actions { max-height: max(9.5em, calc(100vh - 400px)); }
@SCROLL_CUE@
.cg-board .cg-actions .widget-button { white-space: normal; height: auto; min-height: 28px; text-align: left;
  line-height: 1.25; padding: 3px 8px; }
.cg-board .cg-actions .cg-action-hint { outline: 3px solid #2e7d32; outline-offset: 1px; font-weight: bold; }
.cg-board .cg-hint-box .cg-why { margin: 2px 0; }
.cg-board .cg-actions .cg-action-warn { border-left: 5px solid #c62828; color: var(--jp-error-color1, #b71c1c); }
.cg-board .cg-actions .cg-group { width: 100%; margin: 2px 0 4px; }
.cg-board .cg-actions .cg-group-row { flex-flow: row wrap; align-items: center; width: 100%; }
/* the list the whole width of the panel, so the chosen entry reads whole; its button under it */
.cg-board .cg-actions .cg-group .widget-dropdown { flex: 1 1 100%; width: 100%; min-width: 0; height: auto; }
.cg-board .cg-actions .cg-group .cg-action-go { flex: 0 0 auto; }
.cg-board .cg-actions .cg-group .widget-dropdown select { font-size: inherit; }
.cg-board .cg-actions-note { color: var(--jp-ui-font-color1, #37474f); font-weight: bold; }
.cg-board .cg-actions-note:empty { display: none; }
.cg-board .cg-panel .widget-html-content { line-height: 1.35; }
.cg-board .cg-detail:empty { display: none; }
/* the panel never taller than the window: when the words of a language make its controls, status or actions take
   more lines, the log box gives up its height (down to about three lines, the newest at its foot) and the newest
   line stays on screen */
.cg-board > .cg-panel { max-height: calc(100vh - 16px); }
.cg-board > .cg-panel > * { flex-shrink: 0; }
.cg-board > .cg-panel > .cg-event-log { flex: 0 1 auto; min-height: 4.2em; display: flex; flex-direction: column;
  overflow: hidden; }
.cg-board > .cg-panel > .cg-event-log > .widget-html-content { min-height: 0; display: flex;
  flex-direction: column; }
.cg-log-scroll { flex: 0 1 auto; min-height: 0; }
/* an empty panel part (no hint, no card shown, no note) takes no line: the log has that room */
.cg-board > .cg-panel > .widget-html:has(> .widget-html-content:empty),
.cg-board > .cg-panel > .jupyter-widget-html:has(> .jupyter-widget-html-content:empty) { display: none; }
.cg-log-scroll { display: flex; flex-direction: column-reverse; overflow-y: auto; max-height: 11em;
  line-height: 1.35; border-top: 1px solid var(--jp-border-color1, #cfd8dc); padding-top: 2px; }
.cg-classroom .cg-log-scroll { max-height: 15em; }
.cg-card-detail { border: 2px solid #ff6d00; border-radius: 6px; padding: 4px 8px; background: #fff8f0;
  color: #212121; }
.cg-board .cg-error { color: var(--jp-error-color1, #b00020); }
@DARK@
</style>""".replace("@CJK_FONT_FACE@", font_face()).replace("@SCROLL_CUE@", scroll_cue(".cg-board .cg-actions")) \
    .replace("@DARK@", dark_picture_css(".cg-board > .cg-canvas"))


def _make_agent(spec: Any, seat: int, seed: int, game: Any = None):
    """An agent for `seat` from a spec: "heuristic" (the game's own computer opponent, `Game.computer_agent`),
    "coach" (`cardgames.coach`: a search, stronger and slower), "random", an agent object (has `choose`), a dict
    seat -> spec, or a factory `f(seat, seed) -> agent`."""
    if isinstance(spec, dict):
        spec = spec.get(seat, "random")
    if spec == "heuristic":
        return type(game).computer_agent(seed * 7919 + seat + 1)
    if spec == "coach":
        from cardgames.games import make_agent

        return make_agent("coach", type(game).name, seed * 7919 + seat + 1)
    if spec is None or spec == "random":
        from cardgames.core.agents import RandomAgent

        return RandomAgent(seed * 7919 + seat + 1)
    if hasattr(spec, "choose"):
        return spec
    if callable(spec):
        return spec(seat, seed)
    raise TypeError(f"opponent must be 'heuristic', 'coach', 'random', an agent, a dict or a factory, not {spec!r}")


class Board(w.HBox):
    """A playable board for `game`.

    Parameters: `layout` (a `widgets.kit.layout.GameLayout` or the game's layout name; default: the layout the
    game registers; the board calls its hooks with the view it builds once per drawing, `game_view`), `human`
    (the seat(s) a person plays; None: the computer plays every seat), `opponent` (see `_make_agent`),
    `new_game(seed) -> Game` (for the New game button; default: same class, options and set-up), `log_lines`
    (the most recent events the log keeps; None: the whole game), `size` ("fit": the board fits a 1280×720 screen
    beside its panel; "classroom": the canvas fills a projector), `frames`/`frame_ms` (at most this many animation
    frames per step, `frame_ms` apart, drawn client-side from one message; the layout's `frames_for(events)` picks
    fewer per event kind; `frames=1` turns animation off), `speed` (auto-play steps per second),
    `auto_advance` (after your action, run until you must decide again), `viewer` (the seat whose hidden cards are
    shown; default: the first human seat, None shows all).

    The control methods (`do_step`, `do_advance`, `do_apply`, `do_undo`, `do_new_game`, `autoplay_tick`) are what
    the buttons call; notebooks and tests may call them directly.
    """

    def __init__(self, game, layout: Any = None, *, human: int | Iterable[int] | None = 0, opponent: Any = "heuristic",
                 new_game: Callable[[int], Any] | None = None, log_lines: int | None = None, frames: int = 8,
                 frame_ms: int = 50, speed: float = 4.0, auto_advance: bool = False, viewer: Any = "human",
                 size: str = "fit"):
        inputs.one_of(size, "size", SIZES)
        layout, humans = doors.board(game, layout, human, opponent, new_game, log_lines, frames, frame_ms, speed,
                                     auto_advance, viewer)
        self.game_layout = layout
        self.game = game
        self.humans = humans
        self.viewer = (min(self.humans) if self.humans else None) if viewer == "human" else viewer
        self._opponent_spec = opponent
        self.new_game_factory = new_game or game.new_like
        self.log_lines = log_lines
        self.frames, self.frame_ms = max(1, int(frames)), int(frame_ms)
        self.auto_advance = auto_advance
        self.error: str | None = None
        self.last_events: tuple = ()
        self._snapshots: list[tuple] = []
        self.detail_card: Any = None  # the card shown in the detail panel (a layout's hit key)
        self.game_view: dict = {}  # `game.view(viewer)`, built once per drawing: every layout hook reads it
        self._lock = threading.RLock()
        self._timer: Any = None
        self._make_agents()

        width, height = layout.size
        # an ipycanvas canvas, or SVG where ipycanvas cannot run (JupyterLite): see widgets/screen.py
        self.screen = make_screen(width, height)
        self.canvas, self.surface = self.screen.widget, self.screen.surface
        self.canvas.add_class("cg-canvas")
        # the board scales down to the space it has, but never so far that its smallest text reads under READABLE_PX
        least = READABLE_PX / MIN_FONT
        self.canvas.layout.min_width = f"{math.ceil(width * least)}px"
        self.canvas.layout.min_height = f"{math.ceil(height * least)}px"
        self.screen.on_click(lambda x, y: self._guard(lambda: self.show_card_at(x, y)))
        self.status = w.HTML()
        self.status.add_class("cg-status")
        self.actions_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.actions_box.add_class("cg-actions")
        self.actions_note = w.HTML()  # "12 choices: scroll the list" when they do not all fit
        self.actions_note.add_class("cg-actions-note")
        self._groups: list[tuple[w.Dropdown, list]] = []  # the drop-down lists on show, with their actions

        def button(css: str, handler: Callable) -> w.Button:  # its words: `_word_controls`, at every refresh
            b = w.Button(layout=w.Layout(width="auto"))
            b.add_class(css)
            b.on_click(lambda _b: self._guard(handler))
            return b

        self.step_button = button("cg-step", self.do_step)
        self.next_button = button("cg-next", self.do_advance)
        self.undo_button = button("cg-undo", self.do_undo)
        self.hint_button = button("cg-hint", self.do_hint)
        self.hint: Any = None  # the coach's answer (`cardgames.coach.Hint`) for the decision on show, or None
        self._hint_at: tuple | None = None  # the moment it answers: (actions taken, the decision)
        self.hint_box = w.HTML()
        self.hint_box.add_class("cg-hint-box")
        # the descriptions as wide as their words in every language (the Portuguese "Semente"): none is cut
        self.seed_input = w.IntText(value=game.seed, layout=w.Layout(width="11em"),
                                    style={"description_width": "initial"})
        self.new_button = button("cg-new", lambda: self.do_new_game(self.seed_input.value))
        self.autoplay = w.ToggleButton(value=False)
        self.autoplay.add_class("cg-autoplay")
        self.autoplay.observe(self._on_autoplay, names="value")
        self.speed = w.FloatSlider(value=speed, min=0.5, max=20, step=0.5, continuous_update=False,
                                   layout=w.Layout(width="20em"), style={"description_width": "initial"})
        self.detail = w.HTML()
        self.detail.add_class("cg-detail")
        self.log_filter = w.Dropdown(options=[(said("All rules"), "")], value="",
                                     layout=w.Layout(width="17em"), style={"description_width": "initial"})
        self.log_filter.add_class("cg-log-filter")
        self.log_filter.observe(lambda _c: self._render_log(), names="value")
        self.event_log = w.HTML()
        self.event_log.add_class("cg-event-log")
        controls = w.HBox([self.step_button, self.next_button, self.undo_button, self.hint_button, self.autoplay,
                           self.seed_input,
                           self.new_button, self.speed], layout=w.Layout(flex_flow="row wrap"))
        controls.add_class("cg-controls")
        # the controls come first in the panel, so Step, To next decision and Undo stay where the presenter clicks
        # when a decision's buttons appear below them and go again
        panel = w.VBox([w.HTML(STYLE), controls, self.status, self.actions_note, self.actions_box, self.hint_box,
                        self.detail,
                        self.log_filter, self.event_log])
        panel.add_class("cg-panel")
        super().__init__([self.canvas, panel])
        self.add_class("cg-board")
        if size == "classroom":
            self.add_class("cg-classroom")
        self.screen.on_client_ready(lambda: self.redraw(animate=False))
        self.refresh()

    # ----- construction helpers ---------------------------------------------------------------------------------
    @classmethod
    def for_game(cls, game, human: int | Iterable[int] | None = 0, opponent: Any = "heuristic", **kwargs) -> Board:
        """A board for `game` with its registered layout."""
        return cls(game, human=human, opponent=opponent, **kwargs)

    def _make_agents(self) -> None:
        seed = self.game.seed
        seats = range(self.game.players)
        self.agents = {s: _make_agent(self._opponent_spec, s, seed, self.game) for s in seats if s not in self.humans}
        # who plays a human seat during auto-play
        self._stand_ins = {s: _make_agent("heuristic", s, seed + 104729, self.game) for s in self.humans}

    # ----- state queries ----------------------------------------------------------------------------------------
    def is_human_turn(self) -> bool:
        d = self.game.decision
        return d is not None and d.player in self.humans and not self.game.is_over

    def is_computer_turn(self) -> bool:
        d = self.game.decision
        return d is not None and d.player not in self.humans and not self.game.is_over

    # ----- the controls ------------------------------------------------------------------------------------------
    def _push_snapshot(self) -> None:
        self._snapshots.append(self.game.snapshot())
        if len(self._snapshots) > MAX_SNAPSHOTS:
            del self._snapshots[0]

    def _choose_for(self, seat: int, *, stand_in: bool = False) -> list:
        """Let the agent of `seat` choose one of the listed actions and apply it."""
        game = self.game
        agent = self.agents.get(seat) or (self._stand_ins.get(seat) if stand_in else None)
        if agent is None:
            return []
        return game.apply(agent.choose(game))  # raises, changing nothing, if the agent picked an unlisted action

    def do_step(self) -> list:
        """Run exactly one rule step; at a computer's decision, let it choose instead. Returns the events."""
        with self._lock:
            game = self.game
            if game.can_step:
                self._push_snapshot()
                events = game.step()
            elif self.is_computer_turn():
                self._push_snapshot()
                events = self._computer_picks()
            else:
                events = []
            self._shown(events)
            return events

    def _computer_picks(self) -> list:
        """The computer's choice at its pending decision; a choice made of several picks in a row (a secret team of
        four, a cost paid core by core: each pick asks again at once, `cardgames.core.selections`) is made whole,
        so one Step shows it done."""
        game = self.game
        seat = game.decision.player
        events = self._choose_for(seat)
        while _asks_again(game, seat):
            events += game.step()
            events += self._choose_for(seat)
        return events

    def do_advance(self) -> list:
        """Run rule steps until someone must decide; the computer makes its own decisions on the way (its pending
        one first), so this stops at the next decision of a person (with nobody at the board: at the next
        decision)."""
        with self._lock:
            game = self.game
            if not (game.can_step or self.is_computer_turn()):
                self._shown([])
                return []
            self._push_snapshot()
            events = []
            if self.is_computer_turn():
                events += self._choose_for(game.decision.player)
            events += self._run_to_human() if self.humans else game.advance()
            self._shown(events)
            return events

    def do_apply(self, action, times: int = 1) -> list:
        """Apply one of the human's legal actions and run the rule step it queued, so every action button shows its
        result at once (an action that only records a choice would otherwise change nothing visible until Step);
        with `auto_advance`, play on to the human's next decision instead. `times` > 1 picks the same item again
        as often (a cost paid core by core, while the engine asks again and lists it: `repeats`)."""
        with self._lock:
            game = self.game
            if not self.is_human_turn():
                raise RuntimeError("it is not a human player's decision")
            self._push_snapshot()
            seat = game.decision.player
            events = game.apply(action)
            for _ in range(times - 1):
                if not _asks_again(game, seat, action):
                    break
                events += game.step()
                events += game.apply(action)
            if self.auto_advance:
                events += self._run_to_human()
            elif game.can_step:
                events += game.step()
            self._shown(events)
            return events

    def _run_to_human(self, max_decisions: int = 10_000) -> list:
        events = []
        game = self.game
        for _ in range(max_decisions):
            events += game.advance()
            if not self.is_computer_turn():
                return events
            events += self._choose_for(game.decision.player)
        return events

    def do_undo(self) -> bool:
        """Restore the state before the board's last step or action (or the engine's last action). Returns whether
        anything was undone."""
        with self._lock:
            game = self.game
            if self._snapshots:
                game.restore(self._snapshots.pop())
            elif game.history:
                game.undo()
            else:
                self._shown([])
                return False
            self._shown([])
            return True

    def do_new_game(self, seed: int | None = None):
        """Replace the game by `new_game(seed)` (seed: the Seed box) and reset the board."""
        with self._lock:
            seed = self.seed_input.value if seed is None else int(seed)
            self.game = self.new_game_factory(seed)
            self.seed_input.value = self.game.seed
            self._snapshots.clear()
            self._make_agents()
            self._shown([])
            return self.game

    def autoplay_tick(self) -> bool:
        """One auto-play move (a rule step, or a choice by the computer for whichever seat must decide).
        Returns False, and switches auto-play off, once the game is over."""
        with self._lock:
            game = self.game
            if game.is_over or not (game.can_step or game.decision is not None):
                self.stop_autoplay()
                self._shown([])
                return False
            self._push_snapshot()
            if game.can_step:
                events = game.step()
            else:
                events = self._choose_for(game.decision.player, stand_in=True)
            self._shown(events)
            if game.is_over:
                self.stop_autoplay()
                return False
            return True

    # ----- auto-play scheduling -----------------------------------------------------------------------------------
    def _on_autoplay(self, change) -> None:
        if change["new"]:
            self._schedule()
        else:
            self._cancel()
        self._word_controls()
        self._sync_controls()

    def _schedule(self) -> None:
        delay = 1.0 / max(0.1, float(self.speed.value))
        try:  # in a kernel (JupyterLab, Voila) the tick runs on the kernel's own event loop, like button clicks
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        if loop is not None:
            self._timer = loop.call_later(delay, self._tick)
        else:  # plain Python: a daemon timer thread (the lock serialises it with the buttons)
            timer = threading.Timer(delay, self._tick)
            timer.daemon = True
            self._timer = timer
            timer.start()

    def _cancel(self) -> None:
        timer, self._timer = self._timer, None
        if timer is not None:
            timer.cancel()

    def _tick(self) -> None:
        if not self.autoplay.value:
            return
        try:
            more = self.autoplay_tick()
        except Exception as exc:  # never let a timer die silently
            self._report(exc)
            self.stop_autoplay()
            return
        if more and self.autoplay.value:
            self._schedule()

    def stop_autoplay(self) -> None:
        self._cancel()
        if self.autoplay.value:
            self.autoplay.value = False

    # ----- display ---------------------------------------------------------------------------------------------------
    def _guard(self, handler: Callable) -> None:
        """Button callback wrapper: an error is shown in the status line instead of vanishing in the JS console."""
        try:
            handler()
        except Exception as exc:
            self._report(exc)

    def _report(self, exc: Exception) -> None:
        log.exception("board action failed")
        self.error = f"{type(exc).__name__}: {exc}"
        self._render_status()

    def _shown(self, events) -> None:
        self.error = None
        self.last_events = tuple(events)
        self.detail_card = None
        self.refresh()

    def show_card_at(self, x: float, y: float) -> Any:
        """Show the full text of the card drawn at canvas point (x, y) in the detail panel (a projector has no
        hover); a click beside any card closes the panel. Returns the card's key or None."""
        self.detail_card = self.surface.hit_at(x, y)
        self._render_detail()
        return self.detail_card

    def _render_detail(self) -> None:
        # a region the layout marked but cannot describe shows nothing rather than an error
        lines = [] if self.detail_card is None else self.game_layout.card_details(self.game_view, self.detail_card)
        if not lines:
            self.detail.value = ""
            return
        first, *rest = lines
        body = "".join(f"<div>{html.escape(line)}</div>" for line in rest)
        self.detail.value = f'<div class="cg-card-detail"><b>{html.escape(first)}</b>{body}</div>'

    def do_hint(self, seed: int | None = None) -> Any:
        """Ask the coach (`cardgames.coach.hint`) what the human seat should do at its decision: the suggestion is
        highlighted among the actions, the why and the most likely line shown under them in the log's style. None
        (and nothing shown) when it is not a human seat's decision. Seeded by the game's seed and the actions
        taken, unless `seed` is given, with a fixed number of iterations: the same position gives the same hint."""
        from cardgames.coach import hint

        if not self.is_human_turn():
            self.hint, self._hint_at = None, None
        else:
            game = self.game
            chosen = game.seed + len(game.history) if seed is None else seed
            self.hint = hint(game, seed=chosen, iterations=HINT_ITERATIONS)
            self._hint_at = (len(game.history), game.decision)
        self._render_actions()
        self._render_hint()
        return self.hint

    def _current_hint(self) -> Any:
        """The hint if it answers the decision on show (after a step, an undo or a new game it no longer does)."""
        game = self.game
        if self.hint is not None and self._hint_at == (len(game.history), game.decision):
            return self.hint
        return None

    def _render_hint(self) -> None:
        advice = self._current_hint()
        if advice is None:
            self.hint_box.value = ""
            return
        rows = [f'<div class="cg-event"><b>{html.escape(said("Coach: {}", str(advice.label)))}</b> '
                f'{html.escape(said("(wins {}% of {} playouts)", round(100 * advice.win_rate), advice.visits))}</div>']
        rows += [f'<div class="cg-why">{html.escape(str(sentence))}</div>' for sentence in advice.why]
        if advice.note:
            rows.append(f'<div class="cg-why"><i>{html.escape(str(advice.note))}</i></div>')
        rows += [f'<div class="cg-event"><code>[{html.escape(seen.rule)}]</code> '
                 f'{html.escape(str(seen.text))}</div>' for seen in advice.line[:HINT_LINE]]
        self.hint_box.value = "".join(rows)

    def _word_controls(self) -> None:
        """The controls' words in the language read now (a board started in one language reads in another at its
        next refresh); the auto-play button says what a click does now: start the computer playing, or stop it."""
        words = {self.step_button: (said("Step"), said("Run exactly one rule step (or let the computer choose)")),
                 self.next_button: (said("To next decision"), said("Run rule steps, and let the computer make its "
                                                                   "own choices, until it is your decision again")),
                 self.undo_button: (said("Undo"), said("Take back the last step or action")),
                 self.hint_button: (said("Hint"), said("What the coach would do here, and which rules make it good")),
                 self.new_button: (said("New game"), said("Start a new game with this seed")),
                 self.autoplay: (said("Stop auto-play") if self.autoplay.value else said("Auto-play"),
                                 said("The computer plays both sides"))}
        for control, (description, tooltip) in words.items():
            control.description, control.tooltip = description, tooltip
        self.seed_input.description = said("Seed")
        self.speed.description = said("Steps/s")
        self.log_filter.description = said("Log")

    def refresh(self) -> None:
        """Redraw the canvas and update the status, the action buttons, the controls and the log."""
        self._word_controls()
        self.redraw()
        self._render_status()
        self._render_hint()
        self._render_actions()
        self._render_detail()
        self._render_log()
        self._sync_controls()

    def frame(self, index: int = 0, count: int = 1) -> Frame:
        return Frame(events=self.last_events, index=index, count=count, viewer=self.viewer)

    def frame_count(self) -> int:
        """How many frames the last step's animation gets: `frames`, or fewer if the layout says so."""
        if not self.last_events:
            return 1
        return max(1, min(self.frames, int(self.game_layout.frames_for(self.last_events))))

    def redraw(self, animate: bool = True) -> None:
        """Draw the board: the last step's animation frames (played in the browser), or only its final picture.
        Idempotent, so it doubles as the screen's `on_client_ready` callback. The game's view for the viewer is
        built here, once: the frames, the status, the actions and the card details all read it (`game_view`)."""
        count = self.frame_count() if animate else 1
        view = self.game_view = self.game.view(self.viewer)
        self.screen.show(lambda surface, i: self.game_layout.draw(surface, view, self.frame(i, count)), count,
                         self.frame_ms)

    def _seat_name(self, seat: int | None) -> str:
        if seat is None:
            return said("nobody")
        if seat in self.humans:
            return said("Player {} (you)", seat + 1)
        return said("Player {} (computer)", seat + 1)

    def status_text(self) -> str:
        """The status line as plain text."""
        game = self.game
        parts = [self.game_layout.status(self.game_view)]
        if game.outcome is not None:
            parts.append(said("Game over. {}", str(game.outcome)))
        elif game.decision is not None:
            d = game.decision
            # the prompt as the viewer may read it: another player's secret selection lists its picks so far
            shown = self.game_view.get("decision") or {}
            parts.append(said("{} to decide [{}]: {}", self._seat_name(d.player), d.rule,
                              shown.get("prompt", d.prompt)))
            if d.player not in self.humans:
                parts.append(said("Press Step to let the computer choose."))
        elif game.can_step:
            parts.append(said("Rule steps pending: press Step or To next decision."))
        else:
            parts.append(said("Nothing to do."))
        return " ".join(p for p in parts if p)

    def card_regions(self) -> list[tuple[int, int, int, int]]:
        """Where the picture shows a clickable card, as (x, y, w, h) in canvas pixels, in drawing order (the last is
        on top): what the layout marked with `Surface.hit` on the last drawing."""
        return [(round(x), round(y), round(w_), round(h)) for x, y, w_, h, _key in self.surface.hits]

    def _render_status(self) -> None:
        text = html.escape(self.status_text())
        if self.error:
            text += f' <span class="cg-error">{html.escape(self.error)}</span>'
        # the card regions ride along as data, so a tool driving the page (the browser tests) can click a card of
        # any game's board without knowing its geometry
        regions = ";".join(",".join(map(str, r)) for r in self.card_regions())
        self.status.value = f'<div data-cards="{regions}">{text}</div>'

    def action_label(self, action) -> str:
        """The words of `action`'s button, made now from its label (`game.describe`): the layout's
        (`describe_action`), else the label."""
        label = self.game.describe(action)
        return str(self.game_layout.describe_action(action, label) or label)  # str(): the label's current words

    def action_entries(self) -> list[tuple]:
        """What the action list offers for the human's pending decision, in the layout's order (`order_actions`:
        the sensible choice first, one that throws a card away last): ("button", action, label, times) for one
        action (`times` > 1: the same pick made that often at once, as a cost paid core by core) and ("group",
        label, actions) for many actions of one kind, offered in one drop-down list. Every legal action is
        reachable."""
        game = self.game
        if not self.is_human_turn() or self.autoplay.value:
            return []
        actions = list(game.legal_actions())
        ordered = list(self.game_layout.order_actions(actions, {a: game.describe(a) for a in actions}))
        if sorted(map(tuple, ordered)) == sorted(map(tuple, actions)):  # a layout reorders, never drops
            actions = ordered
        kinds: dict[str, list] = {}
        for a in actions:
            kinds.setdefault(a.kind, []).append(a)
        entries, grouped = [], set()
        for a in actions:
            same = kinds[a.kind]
            if len(same) >= GROUP_AT:
                if a.kind not in grouped:
                    grouped.add(a.kind)
                    entries.append(("group", self._group_label(a.kind, same), same))
                continue
            times = repeats(game, a) if game.decision.kind == "pick" and a.kind == "pick" else 1
            if times > 1:  # the whole of a cost in one click, before the single pick
                entries.append(("button", a, said("{} ×{} (all at once)", self.action_label(a), times), times))
            entries.append(("button", a, self.action_label(a), 1))
        return entries

    def _group_label(self, kind: str, actions: list) -> str:
        text = self.game_layout.group_label(kind, actions, [self.game.describe(a) for a in actions])
        if not text:
            words = [self.action_label(a).split() for a in actions]
            common = []
            for column in zip(*words, strict=False):
                if any(word != column[0] for word in column):
                    break
                common.append(column[0])
            text = " ".join(common) + " …" if common else said("Choose")
        return said("{} ({} choices)", str(text), len(actions))

    def _action_warning(self, action) -> bool:
        return bool(self.game_layout.action_warning(action, self.game.describe(action)))

    def _render_actions(self) -> None:
        advice = self._current_hint()
        suggested = advice.action if advice is not None else None
        children, rows, groups, n = [], 0.0, [], 0
        for entry in self.action_entries():
            n += len(entry[2]) if entry[0] == "group" else entry[3] == 1
            if entry[0] == "button":
                _, action, label, times = entry
                b = w.Button(description=label, tooltip=label, layout=w.Layout(width="auto"))
                b.add_class("cg-action")
                if suggested is not None and action == suggested:
                    b.add_class("cg-action-hint")
                if self._action_warning(action):
                    b.add_class("cg-action-warn")
                b.on_click(lambda _b, a=action, n=times: self._guard(lambda: self.do_apply(a, n)))
                children.append(b)
                rows += 1
            else:
                _, label, actions = entry
                options = [(self.action_label(a), k) for k, a in enumerate(actions)]
                pick = actions.index(suggested) if suggested in actions else 0
                menu = w.Dropdown(options=options, value=pick, layout=w.Layout(width="auto"))
                menu.add_class("cg-action-menu")
                if suggested in actions:
                    menu.add_class("cg-action-hint")
                go = w.Button(description=said("Play the chosen action"),
                              tooltip=said("{}: the one chosen in the list", label),
                              layout=w.Layout(width="auto"))
                go.add_class("cg-action")
                go.add_class("cg-action-go")
                go.on_click(lambda _b, m=menu, acts=actions: self._guard(lambda: self.do_apply(acts[m.value])))
                head = w.HTML(f"<b>{html.escape(label)}</b>")
                row = w.HBox([menu, go], layout=w.Layout(width="100%"))
                row.add_class("cg-group-row")
                box = w.VBox([head, row], layout=w.Layout(width="100%"))
                box.add_class("cg-group")
                children.append(box)
                groups.append((menu, actions))
                rows += 3.5
        old = self.actions_box.children
        self.actions_box.children = children
        self._groups = groups
        for c in old:
            _close(c)
        limit = LIST_ROWS * (0.75 if "cg-classroom" in self._dom_classes else 1)
        self.actions_note.value = said("{} choices: scroll the list for all of them ▾", n) if rows > limit else ""

    def action_buttons(self) -> list:
        """The buttons of the action list, drop-down lists' "Play the chosen action" buttons included (in order)."""
        out = []
        for c in self.actions_box.children:
            if isinstance(c, w.Button):
                out.append(c)
            else:
                out += [x for row in c.children if isinstance(row, w.HBox) for x in row.children
                        if isinstance(x, w.Button)]
        return out

    def log_entries(self, rule: str = "") -> list[tuple[str, str]]:
        """(rule, text) of every event of the game (or the last `log_lines`), oldest first, as the viewer may read
        them (`Event.text_for`: another player's secrets show as their public sentence, your own choices in full);
        only those citing `rule` when it is given. The rule ID is given once: no event's sentence repeats it."""
        events = self.game.events
        start = 0 if self.log_lines is None else max(0, len(events) - self.log_lines)
        return [(e.rule, event_text(e, self.viewer)) for e in events[start:]
                if not rule or e.rule == rule]

    def _render_log(self) -> None:
        self._sync_log_filter()
        fresh = len(self.last_events)
        rule = self.log_filter.value
        entries = self.log_entries(rule)
        total = len(self.game.events) if self.log_lines is None else min(len(self.game.events), self.log_lines)
        rows = []
        n = 0
        while n < len(entries):  # the same line several times in a row (a cost paid core by core) once, counted
            rule_id, text = entries[n]
            same = 1
            while n + same < len(entries) and entries[n + same] == (rule_id, text):
                same += 1
            bold = ' style="font-weight:bold"' if not rule and n + same - 1 >= total - fresh else ""
            times = f' <span class="cg-times">(×{same})</span>' if same > 1 else ""
            rows.append(f'<div class="cg-event"{bold}><code>[{html.escape(rule_id)}]</code> {html.escape(text)}'
                        f'{times}</div>')
            n += same
        if not rows:
            rows.append(f'<div class="cg-event"><i>{html.escape(said("No events yet: press Step."))}</i></div>')
        # newest first in a column-reverse box: the browser keeps it scrolled to the newest line, no script needed
        self.event_log.value = '<div class="cg-log-scroll">' + "".join(reversed(rows)) + "</div>"

    def _sync_log_filter(self) -> None:
        """The log filter offers every rule cited so far."""
        seen = sorted({e.rule for e in self.game.events}, key=_rule_order)
        options = [(said("All rules"), "")] + [(r, r) for r in seen]
        if list(self.log_filter.options) != options:  # new rules cited, or the language changed
            value = self.log_filter.value
            self.log_filter.options = options
            self.log_filter.value = value if value in seen else ""

    def _sync_controls(self) -> None:
        running = bool(self.autoplay.value)
        movable = self.game.can_step or self.is_computer_turn()
        self.step_button.disabled = running or not movable
        self.next_button.disabled = running or not movable
        self.undo_button.disabled = running or not (self._snapshots or self.game.history)
        self.hint_button.disabled = running or not self.is_human_turn()
        self.new_button.disabled = running
        self.autoplay.disabled = self.game.is_over and not running
        for b in self.action_buttons():
            b.disabled = running

    def picture(self):
        """The board as a static picture of its current state, as the viewer sees it (`widgets.picture.Picture`)."""
        from .picture import Picture
        from .svg import render_svg

        return Picture(render_svg(self.game_layout, self.game, Frame(viewer=self.viewer)), f"board: {self!r}")

    def _repr_mimebundle_(self, **kwargs):
        """The live widget, and beside it the board's picture as HTML (an `<img>`, shown by untrusted notebooks):
        a notebook saved or opened without running (a fresh clone, Binder, nbconvert, GitHub) shows the board
        instead of `Board(…)`; a running kernel shows the widget."""
        data = super()._repr_mimebundle_(**kwargs)
        if isinstance(data, dict) and "application/vnd.jupyter.widget-view+json" in data:
            try:
                data["text/html"] = self.picture().to_html()
            except Exception:  # a layout that cannot draw statically: the widget alone
                log.exception("no static picture of the board")
        return data

    def __repr__(self) -> str:
        game = self.game
        if game.outcome is not None:
            state = "over"
        elif game.decision is not None:
            state = f"player {game.decision.player + 1} to decide"
        else:
            state = "steps pending"
        return f"Board({game.name}, seed={game.seed}, actions={len(game.history)}, {state})"


def _close(widget) -> None:
    """Close a widget and every widget inside it (a box's children stay open when the box closes)."""
    for child in getattr(widget, "children", ()):
        _close(child)
    widget.close()


def _asks_again(game, seat: int, action=None) -> bool:
    """Whether the rule step pending after `seat`'s pick asks `seat` for the next pick of the same choice at once
    (and lists `action` again, when given): tried on a copy of the game, so the board runs no step ahead."""
    d = game.decision
    if d is not None or not game.can_step or not game.history:
        return False
    if game.history[-1].kind != "pick":  # a pick of a multi-item choice (`Selection`), nothing else
        return False
    twin = game.clone()
    twin.step()
    nd = twin.decision
    return (nd is not None and nd.player == seat and nd.kind == "pick"
            and (action is None or action in nd.actions))


def repeats(game, action, most: int = 40) -> int:
    """How many times in a row the deciding player can pick `action`, the engine asking again after each pick
    and listing it (1 when it cannot be repeated): tried on a copy of the game."""
    d = game.decision
    if d is None or d.kind != "pick":
        return 1
    twin = game.clone()
    n = 0
    while n < most and twin.decision is not None and twin.decision.player == d.player \
            and action in twin.legal_actions():
        twin.apply(action)
        n += 1
        if not _asks_again(twin, d.player, action):
            break
        twin.step()
    return max(1, n)


def _rule_order(rule: str) -> tuple:
    """Rule IDs in reading order: DCB-2 before DCB-10."""
    head, _, tail = rule.rpartition("-")
    return (head, int(tail)) if tail.isdigit() else (rule, 0)


def show(game, **kwargs) -> Board:
    """A Board for `game` (you play seat 0 against the game's heuristic opponent unless `human=`/`opponent=` say
    otherwise)."""
    return Board.for_game(doors.game(game), **kwargs)
