"""Classroom pages: a scripted walk through one full turn, for a teacher to project (`tutorial/classroom/`).

A `Script` is a seeded game plus the actions the teacher takes: some silently before the walk (`before`: up to the
turn the walk shows) and the rest during it (`actions`, for both players). `Walk` plays it one **Next** at a time:
a Next runs the next rule step (rule steps that show nothing are run with it) or takes the next scripted action,
and its `Caption` names the rule in plain words (the rule ID, the registry's title `game.ruleset.rules[id].title`, the
event text). **Back** restores the snapshot taken before the last Next, so the class sees the same step again.
The walk starts just before a turn begins and ends with the last step of that turn.

`Walkthrough` is the widget: the board picture (as `widgets.picture` draws it, the last step's events in orange,
every hand face up for the room), a big caption, Back / Next / Start again; it fits a 1280×720 projector with the
board, the caption and the buttons on screen together. It draws SVG, so it needs no canvas and fetches nothing.

    from widgets.classroom import SCRIPTS, Walkthrough
    Walkthrough(SCRIPTS[name])               # or Walkthrough.for_game(name): a game's name

`Walk` is plain data (the tests drive it without a browser); only `Walkthrough` is a widget.
"""
from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import ipywidgets as w

from cardgames.core.errors import shown
from cardgames.core.finding import PICK, find, matching, picking
from cardgames.core.lazy import LazyMapping
from cardgames.core.words import counted
from cardgames.games import GAMES, game_class

from .layouts import layout_module
from .picture import board_picture
from .words import Joined, Said, said

__all__ = ["SCRIPTS", "Caption", "Line", "Script", "ScriptError", "Walk", "Walkthrough"]

# the kind of the event that begins a turn, in every game ("Turn 2: Player 2's turn begins.")
TURN_KIND = "turn"
MAX_SILENT_STEPS = 1000  # rule steps that show nothing, run within one Next before the walk gives up


class ScriptError(ValueError):
    """The script does not fit its game: an action matches no legal action, or the turn needs more or fewer."""


Fact = str | tuple  # one action by its facts: its kind alone, or (kind, card or item, {label facts})
Entry = Fact | tuple[tuple, ...]  # one action, or several picks of one choice taken in one Next


@dataclass(frozen=True)
class Script:
    """A scripted turn: the game (`cardgames.games` name), its seed (and optionally a position: a ready-made name
    or a dict, and options), the teacher's actions before the walk (`before`) and during it (`actions`).

    Each action is given by its facts, never by the words of its label (`core.finding`): its kind alone
    (`"end_step"`), or a tuple of its kind, then optionally the card it names (a card's name, among the arguments
    its kind declares as cards: `("play", "Cupell")`) and optionally a dict of its label's facts, `args` among them
    for its exact arguments (`("place", {"count": 1, "soul": False})`); for a selection's item (kind `"pick"`) the
    second part is the item, by its value or the name of the card it is (`("pick", "squad")`). The first legal
    action that fits is taken. A tuple of such tuples is several picks of one choice (the cores of a cost) taken
    in one Next. After `before`, the rule steps run silently up to the next turn's first step: the walk shows that
    turn, from its first step to its last. `title` heads the caption panel."""

    game: str
    seed: int
    actions: tuple[Entry, ...]
    before: tuple[Entry, ...] = ()
    title: str = ""
    position: str | dict | None = None
    options: dict | None = None

    def new_game(self):
        cls = game_class(self.game)
        position = self.position
        if isinstance(position, str):
            position = cls.load_position(position)
        kwargs = {"position": position} if position is not None else {}
        return cls(self.seed, self.options, **kwargs)


@dataclass(frozen=True)
class Line:
    """One event of a step, for the caption: its rule ID, the rule's title in the registry (worded when read), and
    the event, shown `times` in a row; its `text` is made when read, in the language read then."""

    rule: str
    title: str
    event: Any
    times: int = 1

    @property
    def text(self) -> str:
        text = self.event.text  # no event's sentence repeats its rule (tests/test_events.py)
        return text if self.times == 1 else said("{} ({} times)", text, self.times)


@dataclass(frozen=True)
class Caption:
    """What the class reads after a Next.

    `kind`: "start" (before the first Next), "step" (a rule step ran: `lines` are its events), "action" (a player
    chose: `choice` says who chose what, `lines` are the events the choice made), "decision" (rule steps ran that
    showed nothing and a player must now decide: `choice` is the question). `rule`/`title` are the headline rule
    (the first event's, or the decision's). `waiting` is who decides now and what about ("" when nobody does),
    `upcoming` what the next Next will do, `number`/`total` the Nexts done and in all, `done` whether the turn is
    over. The words are `widgets.words.Said`: their English as strings, worded in the language read when shown."""

    kind: str
    number: int
    total: int
    rule: str = ""
    title: str = ""
    lines: tuple[Line, ...] = ()
    choice: str = ""
    waiting: str = ""
    upcoming: str = ""
    done: bool = False

    @property
    def text(self) -> str:
        """The caption as plain text, one line each: the headline rule, the choice, the events, what comes next."""
        out = [f"{self.rule} · {self.title}"] if self.rule else []
        out += [str(self.choice)] if self.choice else []
        out += [line.text if line.rule == self.rule else f"[{line.rule} · {line.title}] {line.text}"
                for line in self.lines]
        out += [str(self.waiting)] if self.waiting else []
        out += [str(self.upcoming)] if self.upcoming else []
        return "\n".join(out)


@dataclass
class _Moment:
    """The walk's own state beside the game's snapshot (what Back restores)."""

    snapshot: tuple
    next_action: int
    events: tuple
    caption: Caption
    done: bool


def _parts(fact: Fact) -> tuple[str, Any, dict]:
    """A script's fact as the kind, the card (or a pick's item; None: any) and the label's facts it names."""
    parts = (fact,) if isinstance(fact, str) else fact
    if not isinstance(parts, tuple) or not parts or not isinstance(parts[0], str):
        raise ScriptError(f"{shown(fact)} is no action's facts: give its kind, or a tuple (kind, card, {{facts}})")
    kind, *rest = parts
    facts = rest.pop() if rest and isinstance(rest[-1], dict) else {}
    if len(rest) > 1 or {"game", "kind", "card"} & set(facts):
        raise ScriptError(f"{shown(fact)}: give (kind, card, {{facts}}), the card (or the item) once, as the second "
                          "part")
    return kind, (rest[0] if rest else None), facts


def _facts_of(entry: Entry) -> tuple[Fact, ...]:
    """The facts of a script's entry: one action, or several picks in a row."""
    return entry if isinstance(entry, tuple) and entry and isinstance(entry[0], tuple) else (entry,)


def _found(game, fact: Fact):
    """The first legal action that fits the script's `fact` (see `Script`), or None."""
    kind, card, facts = _parts(fact)
    if kind != PICK or card is None:
        return find(game, kind, card, **facts)
    fitting = matching(game, kind, **facts) if facts else None
    return next((a for a in picking(game, card) if fitting is None or a in fitting), None)


def _offered(game, action) -> str:
    """A legal action as a script's author needs to know it: its label, its kind and its label's facts."""
    facts = ", ".join(f"{key}={value!r}" for key, value in game.describe(action).facts.items()
                      if value is None or isinstance(value, (str, int, tuple)))
    return f"{game.describe(action)} [{action.kind}{': ' + facts if facts else ''}]"


def _choose(game, fact: Fact):
    """The legal action that fits the script's `fact`; a `ScriptError` naming the fact and the legal actions (their
    labels, kinds and facts) when none does."""
    action = _found(game, fact)
    if action is None:
        raise ScriptError(f"{game.name}: no legal action matches {shown(fact)} at {game.decision.prompt!r}; the "
                          "legal actions: " + "; ".join(_offered(game, a) for a in game.legal_actions()))
    return action


def _player(seat: int | None) -> str:
    return Said("Nobody") if seat is None else Said("Player {}", seat + 1)


def _picks(labels: Sequence[str]) -> str:
    """Labels of one choice in one line: "a core from the reserve (3 times)" (worded when read)."""
    out: list[list] = []
    for label in labels:
        if out and out[-1][0] == label:
            out[-1][1] += 1
        else:
            out.append([label, 1])
    return Joined([label if n == 1 else Said("{} ({} times)", label, n) for label, n in out])


class Walk:
    """A `Script` played one Next at a time, with Back. `caption` is what to show now, `game` the game at this
    moment, `events` the events of the last Next (for the picture's highlight). Deterministic: the same script
    gives the same captions, and Back then Next gives the same caption again."""

    def __init__(self, script: Script):
        self.script = script
        self.game = script.new_game()
        self.rules = type(self.game).ruleset.rules
        for entry in script.before:
            self.game.advance()
            if self.game.decision is None:
                raise ScriptError(f"{script.game}: the game is over before the script's action {shown(entry)}")
            self._take(entry)
        self._run_to_turn_start()
        self._next_action = 0
        self.events: tuple = ()
        self.done = False
        self._history: list[_Moment] = []
        self.total = 0
        self.caption = self._start_caption()
        self.total = self._count()
        self.caption = self._start_caption()

    # ----- set-up ---------------------------------------------------------------------------------------------
    def _run_to_turn_start(self) -> None:
        """Run rule steps silently until the next step is the one that begins a turn (it is not run)."""
        game = self.game
        for _ in range(100_000):
            if not game.can_step:
                what = "over" if game.is_over else f"waiting for {game.decision.prompt!r}"
                raise ScriptError(f"{self.script.game}: the game is {what} before a turn begins: add the actions up "
                                  "to the turn the walk shows to `before`")
            saved = game.snapshot()
            if any(e.kind == TURN_KIND for e in game.step()):
                game.restore(saved)
                return
        raise ScriptError(f"{self.script.game}: no turn begins")

    def _count(self) -> int:
        """The number of Nexts the whole walk takes (played through once, then undone); checks the script."""
        start = len(self._history)
        while not self.done:
            self.next()
        if self._next_action != len(self.script.actions):
            left = self.script.actions[self._next_action:]
            raise ScriptError(f"{self.script.game}: the turn ends with {counted(len(left), 'scripted action')} not "
                              f"taken: {shown(left)}")
        total = len(self._history) - start
        self.restart()
        return total

    # ----- moves ------------------------------------------------------------------------------------------------
    def _take(self, entry: Entry) -> tuple[list, list[str]]:
        """Take the scripted action(s) of `entry` (picks in a row: silent steps between them run); returns the
        events and the labels taken."""
        game = self.game
        events: list = []
        labels: list[str] = []
        for i, fact in enumerate(_facts_of(entry)):
            if i:
                events += self._silent_steps()
                if game.decision is None:
                    raise ScriptError(f"{self.script.game}: no decision is pending for the pick {shown(fact)}")
            action = _choose(game, fact)
            labels.append(game.describe(action))
            events += game.apply(action)
        return events, labels

    def _silent_steps(self) -> list:
        """Run rule steps while they show nothing; stop at the first that does (its events) or at a decision."""
        game = self.game
        for _ in range(MAX_SILENT_STEPS):
            if not game.can_step:
                return []
            events = game.step()
            if events:
                return events
        raise RuntimeError(f"{game.name}: {MAX_SILENT_STEPS} rule steps in a row showed nothing")

    def next(self) -> Caption:
        """Run the next rule step or take the next scripted action (and the rule steps after it that show nothing);
        returns the new caption. Once the turn is over, nothing changes."""
        if self.done:
            return self.caption
        game = self.game
        self._history.append(_Moment(game.snapshot(), self._next_action, self.events, self.caption, self.done))
        number = len(self._history)
        decision = game.decision
        if decision is not None:
            if self._next_action >= len(self.script.actions):
                raise ScriptError(f"{self.script.game}: the script has no action for Player {decision.player + 1}'s "
                                  f"decision {decision.prompt!r}")
            events, labels = self._take(self.script.actions[self._next_action])
            self._next_action += 1
            kind, rule, choice = "action", decision.rule, Said("{} chooses: {}.", _player(decision.player),
                                                                _picks(labels))
        else:
            events = self._silent_steps()
            if events:
                kind, rule, choice = "step", events[0].rule, ""
            elif game.decision is not None:  # only rule steps that show nothing ran: the question is the news
                d = game.decision
                kind, rule, choice = "decision", d.rule, Said("{} must decide: {}", _player(d.player), d.prompt)
            else:
                kind, rule, choice = "step", "", Said("Nothing is left to run.")
        self.done = self._settle()
        self.events = tuple(events)
        self.caption = self._with_upcoming(Caption(kind, number, self.total, rule=rule, title=self.title_of(rule),
                                                   lines=self._lines(events), choice=choice))
        return self.caption

    def _settle(self) -> bool:
        """Run the rule steps that show nothing up to the next decision; look ahead at the next step that shows
        something (it is undone, the next Next runs it). Returns whether the walk is over: the game is, or that
        step begins the next turn."""
        game = self.game
        if game.is_over:
            return True
        if game.decision is not None:
            return False
        saved = game.snapshot()
        events = self._silent_steps()
        if not events:  # a decision (the silent steps stay run) or nothing left to run
            return game.decision is None
        game.restore(saved)
        return any(e.kind == TURN_KIND for e in events)

    def back(self) -> Caption:
        """Undo the last Next: the game, the events shown and the caption are as they were before it."""
        if not self._history:
            return self.caption
        moment = self._history.pop()
        self.game.restore(moment.snapshot)
        self._next_action, self.events, self.caption, self.done = (moment.next_action, moment.events,
                                                                   moment.caption, moment.done)
        return self.caption

    def restart(self) -> Caption:
        """Back to the start of the walk."""
        if self._history:
            moment = self._history[0]
            self._history.clear()
            self.game.restore(moment.snapshot)
            self._next_action, self.events, self.caption, self.done = (moment.next_action, moment.events,
                                                                       moment.caption, moment.done)
        return self.caption

    @property
    def number(self) -> int:
        """How many Nexts have been made."""
        return len(self._history)

    @property
    def at_start(self) -> bool:
        return not self._history

    # ----- captions ---------------------------------------------------------------------------------------------
    def title_of(self, rule: str) -> str:
        """The rule's title in the registry, worded when read."""
        return Said(self.rules[rule].title) if rule in self.rules else ""

    def _lines(self, events) -> tuple[Line, ...]:
        """The events as caption lines; the same line several times in a row is one ("… (4 times)")."""
        runs: list[list] = []
        for e in events:
            if runs and (runs[-1][0].rule, runs[-1][0].template, runs[-1][0].values) == (e.rule, e.template, e.values):
                runs[-1][1] += 1
            else:
                runs.append([e, 1])
        return tuple(Line(e.rule, self.title_of(e.rule), e, n) for e, n in runs)

    def _start_caption(self) -> Caption:
        return self._with_upcoming(Caption("start", 0, self.total, choice=Said(
            "A turn is about to begin. Each press of Next runs one rule step, or makes the next choice of the turn.")))

    def _with_upcoming(self, caption: Caption) -> Caption:
        """The caption with who decides now and what the next Next does."""
        game = self.game
        waiting = upcoming = ""
        done = self.done or game.is_over
        if game.is_over:
            upcoming = Said("The game is over: {}", game.outcome)
        elif self.done:
            upcoming = Said("That was the whole turn. Press Start again to see it once more.")
        elif game.decision is not None:
            d = game.decision
            if caption.kind != "decision":
                waiting = Said("{} must decide: {}", _player(d.player), d.prompt)
            entry = self.script.actions[self._next_action] if self._next_action < len(self.script.actions) else None
            if entry is not None:  # the labels of its actions on offer now (a later pick is shown when taken)
                found = [_found(game, fact) for fact in _facts_of(entry)]
                labels = [game.describe(action) for action in found if action is not None]
                upcoming = Said("Next: {} chooses “{}”.", _player(d.player), _picks(labels))
        else:
            upcoming = Said("Next: the next rule step.")
        return Caption(caption.kind, caption.number, self.total, caption.rule, caption.title, caption.lines,
                       caption.choice, waiting, upcoming, done)

    def picture(self):
        """The board now (every hand face up, the last Next's events highlighted), as a `widgets.picture.Picture`."""
        return board_picture(self.game, viewer=None, events=self.events)

    def __repr__(self) -> str:
        return f"Walk({self.script.game}, seed={self.script.seed}, next {self.number} of {self.total})"


# ----- the widget --------------------------------------------------------------------------------------------------
# The page for a room: the board picture on the left, as large as the screen allows beside a panel of at least
# 360 px (at 1280×720 the picture is about 850 px wide); in the panel a heading, the buttons (above the caption, so
# they stay put) and the caption in large type. Every text is 15 px or more.
STYLE = """<style>
.cg-walkthrough { display: flex; flex-flow: row nowrap; align-items: flex-start; gap: 14px; width: 100%; }
.cg-walkthrough .cg-walk-board { flex: 0 1 auto; min-width: 0; max-width: calc(100% - 374px); }
.cg-walkthrough .cg-walk-board img { display: block; width: auto; height: auto; max-width: 100%;
  max-height: calc(100vh - 40px); }
.cg-walkthrough .cg-walk-panel { flex: 1 1 360px; min-width: 360px; max-width: 560px; }
.cg-walk-heading { font-size: 17px; color: var(--jp-ui-font-color1, #455a64); line-height: 1.3; }
.cg-walk-count { font-size: 15px; color: var(--jp-ui-font-color1, #546e7a); margin-top: 2px; }
.cg-walk-caption { font-size: 19px; line-height: 1.4; color: var(--jp-ui-font-color0, #212121); margin-top: 8px; }
.cg-walk-caption .cg-walk-rule { font-size: 25px; font-weight: bold; color: #e65100; line-height: 1.25;
  margin-bottom: 6px; }
.cg-walk-caption .cg-walk-choice { font-weight: bold; margin-bottom: 4px; }
.cg-walk-caption .cg-walk-line { margin: 4px 0; }
.cg-walk-caption .cg-walk-other { font-size: 16px; font-weight: bold; color: #e65100; }
.cg-walk-caption .cg-walk-waiting, .cg-walk-caption .cg-walk-upcoming { font-size: 17px;
  color: var(--jp-ui-font-color1, #455a64); margin-top: 8px; }
.cg-walkthrough .cg-walk-buttons { display: flex; flex-flow: row wrap; gap: 8px; margin: 8px 0 2px; }
.cg-walkthrough .cg-walk-buttons .widget-button { font-size: 20px; height: 46px; padding: 0 18px; width: auto;
  margin: 0; }
.cg-walkthrough .cg-walk-buttons .cg-walk-next { font-weight: bold; }
</style>"""


def heading_html(caption: Caption, heading: str = "") -> str:
    """The panel's heading and the step count as HTML."""
    count = said("Before the first step") if caption.number == 0 else \
        said("Step {} of {}", caption.number, caption.total)
    top = f'<div class="cg-walk-heading">{html.escape(str(heading))}</div>' if heading else ""
    return top + f'<div class="cg-walk-count">{html.escape(count)}</div>'


def caption_html(caption: Caption) -> str:
    """The caption as HTML: the rule (ID and title), the choice, the events, who decides now, what comes next, in
    the language read now."""
    def e(text: str) -> str:
        return html.escape(str(text))

    body = [f'<div class="cg-walk-rule">{e(caption.rule)} · {e(caption.title)}</div>'] if caption.rule else []
    if caption.choice:
        body.append(f'<div class="cg-walk-choice">{e(caption.choice)}</div>')
    for line in caption.lines:
        other = ("" if line.rule == caption.rule else
                 f'<span class="cg-walk-other">{e(line.rule)} · {e(line.title)}: </span>')
        body.append(f'<div class="cg-walk-line">{other}{e(line.text)}</div>')
    if caption.waiting:
        body.append(f'<div class="cg-walk-waiting">{e(caption.waiting)}</div>')
    if caption.upcoming:
        body.append(f'<div class="cg-walk-upcoming">{e(caption.upcoming)}</div>')
    return '<div class="cg-walk-caption">' + "".join(body) + "</div>"


class Walkthrough(w.Box):
    """The scripted walk as a widget: the board picture, the caption, Back / Next / Start again.

    `walk` is the `Walk` it shows; `do_next`, `do_back` and `do_restart` are what the buttons call (tests and
    notebooks may call them directly)."""

    def __init__(self, script: Script, heading: str | None = None):
        self.walk = Walk(script)
        game = self.walk.game
        self.heading = heading if heading is not None else (script.title or Said("{}: one turn, step by step",
                                                                                   game.title))
        self.board = w.HTML()
        self.board.add_class("cg-walk-board")
        self.top = w.HTML()
        self.top.add_class("cg-walk-top")
        self.caption = w.HTML()
        self.caption.add_class("cg-walk-text")

        def button(css: str, handler) -> w.Button:  # its words: at every refresh
            b = w.Button()
            b.add_class(css)
            b.on_click(lambda _b: handler())
            return b

        self.back_button = button("cg-walk-back", self.do_back)
        self.next_button = button("cg-walk-next", self.do_next)
        self.restart_button = button("cg-walk-restart", self.do_restart)
        buttons = w.Box([self.back_button, self.next_button, self.restart_button])
        buttons.add_class("cg-walk-buttons")
        # the buttons above the caption, so they stay in one place however long the caption is
        panel = w.Box([self.top, buttons, self.caption], layout=w.Layout(display="flex", flex_flow="column"))
        panel.add_class("cg-walk-panel")
        super().__init__([w.HTML(STYLE), self.board, panel])
        self.add_class("cg-walkthrough")
        self.refresh()

    @classmethod
    def for_game(cls, name: str, **kwargs) -> Walkthrough:
        """The walk of the kit's script for game `name` (`SCRIPTS`)."""
        return cls(SCRIPTS[name], **kwargs)

    def do_next(self) -> Caption:
        caption = self.walk.next()
        self.refresh()
        return caption

    def do_back(self) -> Caption:
        caption = self.walk.back()
        self.refresh()
        return caption

    def do_restart(self) -> Caption:
        caption = self.walk.restart()
        self.refresh()
        return caption

    def refresh(self) -> None:
        """Show the walk now, every word in the language read now (a page started in one language reads in
        another at its next refresh)."""
        walk = self.walk
        for button, description, tooltip in (
                (self.back_button, said("◀ Back"), said("Show the step before again")),
                (self.next_button, said("Next ▶"), said("Run the next rule step, or make the next choice")),
                (self.restart_button, said("Start again"), said("Back to the start of the turn"))):
            button.description, button.tooltip = description, tooltip
        self.board.value = walk.picture().to_html()
        self.caption.value = caption_html(walk.caption)
        self.top.value = heading_html(walk.caption, self.heading)  # the step count last: the sign that all is new
        self.next_button.disabled = walk.caption.done
        self.back_button.disabled = walk.at_start
        self.restart_button.disabled = walk.at_start

    def static_html(self) -> str:
        """The walk as it looks now, as plain HTML (an `<img>` and text): what a notebook shows before it runs."""
        return (STYLE + '<div class="cg-walkthrough"><div class="cg-walk-board">' + self.walk.picture().to_html()
                + '</div><div class="cg-walk-panel">' + heading_html(self.walk.caption, self.heading)
                + caption_html(self.walk.caption) + "</div></div>")

    def _repr_mimebundle_(self, **kwargs: Any):
        """The live widget, and beside it the walk as static HTML (an untrusted or unrun notebook shows that)."""
        data = super()._repr_mimebundle_(**kwargs)
        if isinstance(data, dict) and "application/vnd.jupyter.widget-view+json" in data:
            data["text/html"] = self.static_html()
        return data

    def __repr__(self) -> str:
        return f"Walkthrough({self.walk.script.game}, seed={self.walk.script.seed}, {self.walk.total} steps)"


# ----- the scripts: one full turn of each game ------------------------------------------------------------------
class Scripts(LazyMapping[Script]):
    """The walkthrough of every game whose board layout declares one (`WALKTHROUGH`: the keyword arguments of its
    `Script`, a turn of a seeded game with the ready-made decks, the choices the teacher's for both players), by
    game name; read-only, and looked up when first asked for."""

    def __init__(self) -> None:
        super().__init__(_declared_scripts)


def _declared_scripts() -> dict[str, Script]:
    """The `WALKTHROUGH` of every game's layout module that declares one, as its `Script`."""
    found = {}
    for name in GAMES:
        walk = getattr(layout_module(game_class(name).layout_name()), "WALKTHROUGH", None)
        if walk is not None:
            found[name] = Script(name, **walk)
    return found


SCRIPTS = Scripts()
