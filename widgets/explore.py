"""The ruling explorer: a board at any position, every legal action with its rule, every refused one with its
reason, stepping with Undo, and the position to edit and to copy into a cell.

    from widgets.explore import explore
    explore(name, "11_download")                 # a game's ready-made position (name, .json path or dict)
    explore({"game": name, **position})          # a position dict that names its game
    explore(game)                                # a running game, at this moment (a copy: `game` is not changed)

What it shows (a 1280×720 screen: the board at 774 px, beside a 312 px panel):

- the board as a picture (`widgets.picture`, every hand face up) and who must decide, by which rule;
- **Actions**: a button per legal action (it takes the action and runs to the next decision; tick "one rule step
  at a time" to take it alone and press Step); **Refused**: what a learner might try instead, each with its rule
  (`cardgames.explore.refusals`); **Edit**: add or remove a card in a zone, change a number (damage, HP, cores,
  SP, life) or the step, per player or for the board; **Position**: the position as JSON, checked as you type
  (Apply loads it), and "Copy as cell", the code of a cell that opens this moment again: in JupyterLab a new cell
  below the explorer's, elsewhere (Voila, a page with no notebook) the clipboard, and the panel says which;
- Step, To next decision, Undo (a step, an action or an edit) and Reset.

Every edit builds a new game from the edited position; a position the game refuses leaves the last good one on
the board and lists the problems (`PositionError`), each with its rule or field. Nothing is fetched from the
network. The methods the buttons call (`take`, `step`, `to_decision`, `undo`, `reset`, `add_card`, `remove_card`,
`set_field`, `type_json`, `apply_json`, `copy_as_cell`) may be called from a cell or a test.
"""
from __future__ import annotations

import copy
import html
import json
import pprint
from functools import cache
from pathlib import Path
from typing import Any

import ipywidgets as w

from cardgames.core import inputs
from cardgames.core.actions import Action
from cardgames.core.data import parse_json
from cardgames.core.engine import Game
from cardgames.core.errors import ArgumentError, CardGameError, DataFileError, PositionError, Violation, shown
from cardgames.core.positions import field_words
from cardgames.core.words import counted
from cardgames.explore import actions, find, game_named, open_game, refusals, sentence
from cardgames.games import game_class

from . import doors
from .board import scroll_cue
from .picture import board_picture
from .words import said, translated

__all__ = ["Explorer", "explore"]

BOARD_PX = 774  # the board's width on screen: 900 board px at 0.86, so its smallest text (14 px) stays ≥ 12 px
SUMMARY_REFUSALS = 6  # the refusals a stored output lists (the widget lists them all)
PANEL_PX = 312  # with the board and a 6 px gap: 1092 px, the output area of JupyterLab at 1280×720
STYLE = f"""<style>
.cg-explore {{ flex-flow: row wrap; align-items: flex-start; gap: 6px; font-size: 13px; }}
.cg-explore .cg-x-board {{ margin: 0; }}
.cg-explore .cg-x-board img {{ width: {BOARD_PX}px; max-width: none; height: auto; display: block; }}
.cg-explore .cg-x-panel {{ width: {PANEL_PX}px; min-width: {PANEL_PX}px; margin: 0; }}
.cg-explore .cg-x-panel .widget-html-content {{ line-height: 1.3; font-size: 13px; }}
.cg-explore .cg-x-list {{ max-height: 300px; }}
{scroll_cue(".cg-explore .cg-x-list")}
.cg-explore .cg-x-list .widget-button {{ white-space: normal; height: auto; min-height: 28px; text-align: left;
  line-height: 1.25; padding: 3px 8px; width: 100%; }}
.cg-explore .cg-x-refused div {{ margin: 0 0 4px 0; }}
.cg-explore .cg-x-problems {{ color: var(--jp-error-color1, #b00020); }}
.cg-explore .cg-x-ok {{ color: var(--jp-success-color1, #2e7d32); }}
.cg-explore textarea {{ font-family: monospace; font-size: 12px; }}
.cg-explore .cg-x-log {{ max-height: 9em; border-top: 1px solid var(--jp-border-color1, #cfd8dc); }}
{scroll_cue(".cg-explore .cg-x-log")}
.cg-explore .widget-tab > .widget-tab-contents {{ padding: 6px; }}
.cg-explore .cg-x-copy-said {{ font-weight: bold; }}
.cg-explore .cg-x-copy-said:empty {{ display: none; }}
</style>"""
# What "Copy as cell" does, in the browser (the kernel cannot make a cell): in JupyterLab (the kit's settings expose
# the app as window.jupyterapp: etc/jupyter/jupyter_lab_config.json) it inserts a new code cell below
# the explorer's own cell holding the text; where there is no notebook (Voila, JupyterLab without that setting) it
# copies the text to the clipboard; where the browser refuses that too, it puts the text in the box under the button,
# selected. Either way it says in words which it did.
COPY_CELL_JS = """(function (b) {
  var text = b.dataset.cell, said = b.parentNode.querySelector('.cg-x-copy-said');
  var tell = function (m) { said.textContent = m; };
  var app = window.jupyterapp, panel = app && app.shell && app.shell.currentWidget, nb = panel && panel.content;
  var at = nb && nb.widgets ? nb.widgets.findIndex(function (c) { return c.node.contains(b); }) : -1;
  if (at >= 0 && app.commands.hasCommand('notebook:insert-cell-below')) {
    nb.activeCellIndex = at;
    app.commands.execute('notebook:insert-cell-below').then(function () {
      nb.activeCell.model.sharedModel.setSource(text);
      tell('Inserted as a new cell below this one: run it to open this moment again.');
    });
    return;
  }
  var box = b.closest('.cg-explore').querySelector('.cg-x-cell textarea');
  var shown = function () {
    if (box) { box.value = text; box.focus(); box.select(); }
    tell('The browser does not let this page copy: the cell is in the box below, selected (Ctrl+C copies it).');
  };
  if (navigator.clipboard && navigator.clipboard.writeText) {
    navigator.clipboard.writeText(text).then(function () {
      tell('Copied to the clipboard (this page has no notebook to add a cell to): paste it into a cell.');
    }, shown);
  } else { shown(); }
})(this)"""


# ----- the position's shape, from the game's JSON Schema (its position catalogue's) ----------------------------------
@cache
def _schema(game: str) -> dict:
    return game_class(game).ruleset.positions.schema()


def _resolve(schema: dict, node: dict) -> dict:
    ref = node.get("$ref")
    return schema["$defs"][ref.rsplit("/", 1)[-1]] if ref else node


def _variants(schema: dict, node: dict) -> list[dict]:
    """A property's schemas: itself, or each of its `anyOf` (references resolved)."""
    return [_resolve(schema, n) for n in node.get("anyOf", [node])]


def _scalar(schema: dict, node: dict) -> bool:
    return any(v.get("type") in ("integer", "string", "boolean") or "enum" in v for v in _variants(schema, node)) \
        and not any(v.get("type") in ("array", "object") or "properties" in v for v in _variants(schema, node))


def _enum(schema: dict, node: dict) -> list:
    return [e for v in _variants(schema, node) for e in v.get("enum", [])]


def _item_maker(schema: dict, node: dict) -> str | None:
    """How a card is put into a list property: "code" (the card's number itself), "card"/"no" (an object with the
    number under that key) or "stack" (an object whose `stack` is a list of numbers); None for no card list."""
    if node.get("type") != "array" or "items" not in node:
        return None
    for item in _variants(schema, node["items"]):
        if item.get("type") in ("integer", "string"):
            return "code"
    for item in _variants(schema, node["items"]):
        required = set(item.get("required", []))
        for key in ("card", "no", "stack"):
            if key in required and required <= {key}:
                return key
    return None


def _player_properties(game: str) -> dict:
    return _schema(game)["$defs"]["PlayerPosition"]["properties"]


def zones_of(game: str) -> dict[str, str]:
    """The card lists of a player's part of a position, zone name -> how a card is put in (see `_item_maker`)."""
    schema = _schema(game)
    return {k: m for k, v in _player_properties(game).items()
            if (m := _item_maker(schema, v)) and not k.endswith("_used")}


def _code_of(item: Any) -> Any:
    if isinstance(item, dict):
        if "stack" in item and item["stack"]:
            return item["stack"][-1]
        return item.get("card", item.get("no"))
    return item


# ----- the widget ----------------------------------------------------------------------------------------------
class Explorer(w.HBox):
    """A ruling explorer for one game (see the module docstring). State a test reads: `game` (the game shown),
    `problems` (the last edit's refusals, as sentences; [] when it was accepted), `last_events`, `undo_depth`,
    `action_buttons`, `refused_rows`, `edit_seat`, `edit_zone`."""

    def __init__(self, game: Game, *, one_step: bool = False):
        self.game = doors.game(game)
        inputs.flag(one_step, "one_step")
        self.name = game_named(game)
        self._origin = game.clone()
        self._undo: list[tuple[Game, tuple]] = []
        self.last_events: tuple = ()
        self.problems: list[str] = []
        self.error: str = ""
        self.refused_rows: list = []
        pool = type(game).ruleset.catalogue.pool() if type(game).ruleset.catalogue is not None else {}
        self.card_names = {code: card.name for code, card in pool.items()}

        self.picture = w.HTML()
        self.picture.add_class("cg-x-board")
        self.status = w.HTML()

        def button(handler) -> w.Button:  # its words: `_word_controls`, at every refresh
            b = w.Button(layout=w.Layout(width="auto"))
            b.on_click(lambda _b: self._guard(handler))
            return b

        self.step_button = button(self.step)
        self.next_button = button(self.to_decision)
        self.undo_button = button(self.undo)
        self.reset_button = button(self.reset)
        self.one_step = w.Checkbox(value=one_step, indent=False, layout=w.Layout(width="auto"))
        controls = w.HBox([self.step_button, self.next_button, self.undo_button, self.reset_button],
                          layout=w.Layout(flex_flow="row wrap"))

        # Actions and Refused
        self.rule_line = w.HTML()
        self.actions_box = w.VBox()
        self.actions_box.add_class("cg-x-list")
        self.refused = w.HTML()
        self.refused.add_class("cg-x-list")
        self.refused.add_class("cg-x-refused")
        self.show_other_moments = w.Checkbox(value=False, indent=False, layout=w.Layout(width="auto"))
        self.show_other_moments.observe(lambda _c: self._render_refused(), names="value")

        # Edit
        self.seat_choice = w.ToggleButtons(options=self._seat_options(), value=0, style={"button_width": "94px"})
        self.zone_choice = w.Dropdown(layout=w.Layout(width="284px"), style={"description_width": "4.5em"})
        self.zone_cards = w.Select(rows=4, layout=w.Layout(width="284px"))
        self.remove_button = button(lambda: self.remove_card(self.edit_seat, self.edit_zone, self.zone_cards.value))
        self.card_choice = w.Combobox(ensure_option=False,
                                      options=[self._card_option(c) for c in self.card_names],
                                      layout=w.Layout(width="284px"))
        self.add_first = button(lambda: self.add_card(self.edit_seat, self.edit_zone, self.card_choice.value, 0))
        self.add_last = button(lambda: self.add_card(self.edit_seat, self.edit_zone, self.card_choice.value))
        self.field_choice = w.Dropdown(layout=w.Layout(width="284px"), style={"description_width": "4.5em"})
        self.field_value = w.Combobox(ensure_option=False, layout=w.Layout(width="200px"))
        self.set_button = button(lambda: self.set_field(self.edit_seat, self.field_choice.value,
                                                        self.field_value.value))
        self.edit_problems = w.HTML()
        for widget, handler in ((self.seat_choice, self._render_editor), (self.zone_choice, self._render_zone),
                                (self.field_choice, self._render_field)):
            widget.observe(lambda _c, h=handler: self._guard(h), names="value")

        # Position
        self.json_area = w.Textarea(layout=w.Layout(width="284px", height="200px"), continuous_update=True)
        self.json_area.observe(lambda c: self._guard(lambda: self.type_json(c["new"])), names="value")
        self.json_problems = w.HTML()
        self.apply_button = button(self.apply_json)
        # an HTML button: its click runs in the browser, where a cell can be made or the clipboard written
        self.cell_button = w.HTML()
        self.cell_button.add_class("cg-x-copy")
        self.cell_area = w.Textarea(layout=w.Layout(width="284px", height="110px"))
        self.cell_area.add_class("cg-x-cell")
        self._typing = False

        self.tabs = w.Tab(children=[
            w.VBox([self.rule_line, self.actions_box, self.one_step]),
            w.VBox([self.refused, self.show_other_moments]),
            w.VBox([self.seat_choice, self.zone_choice, self.zone_cards, self.remove_button, self.card_choice,
                    w.HBox([self.add_first, self.add_last]), self.field_choice,
                    w.HBox([self.field_value, self.set_button]), self.edit_problems]),
            w.VBox([self.json_area, self.json_problems, w.HBox([self.apply_button]), self.cell_button,
                    self.cell_area]),
        ])
        self.events_view = w.HTML()
        self.events_view.add_class("cg-x-log")
        panel = w.VBox([w.HTML(STYLE), self.status, controls, self.tabs, self.events_view])
        panel.add_class("cg-x-panel")
        super().__init__([self.picture, panel])
        self.add_class("cg-explore")
        self.refresh()

    # ----- helpers --------------------------------------------------------------------------------------------------
    @staticmethod
    def _seat_options() -> list[tuple[str, int]]:
        return [(said("Player 1"), 0), (said("Player 2"), 1), (said("Board"), -1)]

    def _word_controls(self) -> None:
        """The controls' words in the language read now (an explorer opened in one language reads in another at
        its next refresh)."""
        for button, text, tip in (
                (self.step_button, said("Step"), said("Run one rule step")),
                (self.next_button, said("To next decision"), said("Run rule steps until someone must decide")),
                (self.undo_button, said("Undo"), said("Take back the last step, action or edit")),
                (self.reset_button, said("Reset"), said("Back to the position the explorer opened")),
                (self.remove_button, said("Remove selected"), said("Take the selected card out of this zone")),
                (self.add_first, said("Add first"), said("Put the card first in the zone (the top of a deck)")),
                (self.add_last, said("Add last"), said("Put the card last in the zone")),
                (self.set_button, said("Set"), said("Set this value in the position")),
                (self.apply_button, said("Apply"), said("Load the position typed above"))):
            button.description, button.tooltip = text, tip
        self.one_step.description = said("one rule step at a time")
        self.show_other_moments.description = said("also kinds of other decisions")
        options = self._seat_options()
        if list(self.seat_choice.options) != options:
            keep = self.seat_choice.value
            self.seat_choice.options = options
            self.seat_choice.value = keep
        self.zone_choice.description = said("Zone")
        self.field_choice.description = said("Value")
        self.card_choice.placeholder = said("card name or number")
        self.field_value.placeholder = said("new value")
        self.cell_area.placeholder = said("Where a cell cannot be added or copied, Copy as cell puts it here")
        for i, title in enumerate((said("Actions"), said("Refused"), said("Edit"), said("Position"))):
            self.tabs.set_title(i, title)

    def _card_option(self, code: Any) -> str:
        return f"{self.card_names.get(code, '?')} · {code}"

    def _code(self, text: Any) -> Any:
        """A card number from what was typed or picked: "Agumon · 27", "27", "R01", or a card's name."""
        if text in self.card_names:
            return text
        raw = str(text).strip()
        if " · " in raw:
            raw = raw.rsplit(" · ", 1)[1].strip()
        for code in self.card_names:
            if str(code) == raw:
                return code
        named = [code for code, name in self.card_names.items() if name.casefold() == raw.casefold()]
        if len(named) == 1:
            return named[0]
        raise ArgumentError(f"no card is numbered or named {shown(text)}")

    def _guard(self, handler) -> None:
        """A button's or a box's handler: its error is shown in red in the panel (not lost in the browser console)
        until a later one succeeds."""
        try:
            handler()
        except Exception as exc:  # noqa: BLE001 - whatever failed, the learner reads it in the panel
            self.error = f"{type(exc).__name__}: {exc}"
            self._render_status()
        else:
            if self.error:
                self.error = ""
                self._render_status()

    @property
    def undo_depth(self) -> int:
        return len(self._undo)

    @property
    def position(self) -> dict | None:
        """The position of this moment (`to_position()`), or None between rule steps and once the game is over."""
        if self.game.decision is None:
            return None
        return self.game.to_position()

    @property
    def edit_seat(self) -> int:
        return self.seat_choice.value

    @property
    def edit_zone(self) -> str | None:
        return self.zone_choice.value

    @property
    def action_buttons(self) -> list[w.Button]:
        return list(self.actions_box.children)

    def _remember(self) -> None:
        self._undo.append((self.game, self.game.snapshot()))

    # ----- playing ----------------------------------------------------------------------------------------------------
    def take(self, action: Action | str) -> list:
        """Take a legal action (or the one named by its label) and, unless "one rule step at a time" is ticked, run
        the rule steps to the next decision. Returns the events."""
        if not isinstance(action, str | Action):
            raise ArgumentError(f"action must be an action or its label, not {shown(action)}")
        chosen = find(self.game, action) if isinstance(action, str) else action
        self._remember()
        try:
            events = self.game.apply(chosen)
            if not self.one_step.value:
                events += self.game.advance()
        except CardGameError:
            self._undo.pop()
            raise
        return self._shown(events)

    def step(self) -> list:
        """One rule step."""
        if not self.game.can_step:
            return self._shown([])
        self._remember()
        return self._shown(self.game.step())

    def to_decision(self) -> list:
        """Rule steps until someone must decide or the game ends."""
        if not self.game.can_step:
            return self._shown([])
        self._remember()
        return self._shown(self.game.advance())

    def undo(self) -> bool:
        """Take back the last step, action or edit; False when there is nothing to take back."""
        if not self._undo:
            return False
        game, saved = self._undo.pop()
        game.restore(saved)
        self.game = game
        self.problems = []
        self._shown([])
        return True

    def reset(self) -> None:
        """Back to the moment the explorer opened (Undo brings the last one back)."""
        self._remember()
        self.game = self._origin.clone()
        self.problems = []
        self._shown([])

    def _shown(self, events) -> list:
        self.last_events = tuple(events)
        self.error = ""
        self.refresh()
        return list(events)

    # ----- editing the position ---------------------------------------------------------------------------------------
    def try_position(self, position: dict) -> Game | None:
        """A game built from `position` and run to its first decision, or None with `problems` set."""
        try:
            game = type(self.game)(seed=self.game.seed, options=dict(self.game.options), position=position)
            game.advance()
        except PositionError as exc:
            self.problems = [problem_words(v, self.game.ruleset.rules) for v in exc.violations]
            return None
        except (CardGameError, ValueError, TypeError, KeyError, IndexError) as exc:
            self.problems = [f"{type(exc).__name__}: {exc}"]
            return None
        self.problems = []
        return game

    def load_position(self, position: dict) -> bool:
        """Show `position` (a dict) if the game accepts it; otherwise keep the board and list the problems."""
        if not isinstance(position, dict):
            raise ArgumentError(f"position must be a dict, not {shown(position)}")
        game = self.try_position(position)
        if game is None:
            self._render_problems()
            return False
        self._remember()
        self.game = game
        self._shown(game.events)
        return True

    def _editable(self) -> dict:
        position = self.position
        if position is None:
            raise ValueError("no decision is pending: run the rule steps to the next decision to edit the position")
        return copy.deepcopy(position)

    def _part(self, position: dict, seat: int) -> dict:
        return position if seat < 0 else position["players"][seat]

    def add_card(self, seat: int, zone: str, card: Any, index: int | None = None) -> bool:
        """Put card `card` (its number, name, or "name · number") into `zone` of `seat`'s part of the position, at
        `index` (None: last; 0: first, the top of a deck). Returns whether the game accepted the position."""
        doors.seat(seat, "seat", self.game)
        maker = self._zone(zone)
        if index is not None:
            inputs.whole(index, "index", low=-1000, high=1000)
        position = self._editable()
        code = self._code(card)
        item = code if maker == "code" else {"stack": [code]} if maker == "stack" else {maker: code}
        cards = position["players"][seat].setdefault(zone, [])
        cards.insert(len(cards) if index is None else index, item)
        return self.load_position(position)

    def remove_card(self, seat: int, zone: str, index: int | None) -> bool:
        """Take the card at `index` out of `zone` of `seat`'s part of the position."""
        doors.seat(seat, "seat", self.game)
        self._zone(zone)
        position = self._editable()
        cards = position["players"][seat].get(zone) or []
        if type(index) is not int or not 0 <= index < len(cards):
            raise ArgumentError(f"choose a card of {zone} to remove (index from 0 to {len(cards) - 1}, not "
                                f"{shown(index)})" if cards else f"{zone} holds no card to remove")
        del cards[index]
        return self.load_position(position)

    def set_field(self, seat: int, field: str, value: Any) -> bool:
        """Set a value of the position: `field` is a key of `seat`'s part (-1: the board's own keys), or a path into
        one of its zones ("field.0.cores"); `value` is typed as JSON (3, true, null) or taken as text ("battle")."""
        inputs.whole(seat, "seat", low=-1, high=self.game.players - 1)
        if not isinstance(field, str) or not field.strip():
            raise ArgumentError("choose a value to set" if not field else f"field must be a text, not {shown(field)}")
        inputs.text(field, "field", longest=200)
        position = self._editable()
        if isinstance(value, str):
            try:
                value = parse_json(value, "value")  # the kit's limits: no 5,000-digit number, no '[' * 100000
            except DataFileError:
                value = value.strip()
        node: Any = self._part(position, seat)
        *path, last = field.split(".")
        try:
            for key in path:
                node = node[int(key)] if isinstance(node, list) else node[key]
            node[int(last) if isinstance(node, list) else last] = value
        except (KeyError, IndexError, ValueError, TypeError):
            raise ArgumentError(f"the position has no value {shown(field)} to set") from None
        return self.load_position(position)

    def _zone(self, zone: Any) -> str:
        """What a card of `zone` is written as in a position (`zones_of`); a zone no player has is refused."""
        zones = zones_of(self.name)
        if not isinstance(zone, str) or zone not in zones:
            raise ArgumentError(f"{shown(zone)} is not a card zone of a player; zones: {', '.join(zones)}")
        return zones[zone]

    def type_json(self, text: str) -> list[str]:
        """Check the position typed in the text area (as the learner types): the problems, [] when it is good."""
        if self._typing:
            return self.problems
        if not isinstance(text, str):
            raise ArgumentError(f"text must be the position as JSON text, not {shown(text)}")
        try:
            position = parse_json(text, "position")  # the kit's limits: no 5,000-digit number, no '[' * 100000
        except DataFileError as exc:
            self.problems = [said("Not JSON yet: {}.", problem) for problem in exc.problems]
        else:
            if isinstance(position, dict):
                self.try_position(position)
            else:
                self.problems = [said("A position is a JSON object: {{...}}.")]
        self._render_problems(typed=True)
        return self.problems

    def apply_json(self) -> bool:
        """Load the position typed in the text area."""
        problems = self.type_json(self.json_area.value)
        return not problems and self.load_position(parse_json(self.json_area.value, "position"))

    def cell_text(self) -> str:
        """A cell that opens this moment again: the position as a Python dict and `explore`."""
        position = self.position
        if position is None:
            return "# no decision is pending: a position is written at a decision"
        body = pprint.pformat(position, width=110, compact=True, sort_dicts=False)
        return (f"from widgets.explore import explore\n\nposition = {body}\n"
                f"explore({self.name!r}, position, seed={self.game.seed})")

    def copy_as_cell(self) -> str:
        """The cell's text, also put in the box under the button (from Python: the browser's button does more)."""
        self.cell_area.value = text = self.cell_text()
        return text

    # ----- display ----------------------------------------------------------------------------------------------------
    def refresh(self) -> None:
        self._word_controls()
        self.picture.value = board_picture(self.game, viewer=None, events=self.last_events).to_html()
        self._render_status()
        self._render_actions()
        self._render_refused()
        self._render_editor()
        self._render_json()
        self._render_problems()
        self._render_log()
        self._sync()

    def status_text(self) -> str:
        game = self.game
        if game.outcome is not None:
            return said("Game over. {}", str(game.outcome))
        d = game.decision
        if d is not None:
            title = game.ruleset.rules[d.rule].title if d.rule in game.ruleset.rules else ""
            return said("Player {} to decide ({} {}): {}", d.player + 1, d.rule, title, d.prompt)
        return said("Rule steps pending: press Step or To next decision.")

    def _render_status(self) -> None:
        text = html.escape(self.status_text())
        if self.error:
            text += f'<div class="cg-x-problems">{html.escape(self.error)}</div>'
        self.status.value = f"<div><b>{html.escape(said('What happens now?'))}</b> {text}</div>"

    def _render_actions(self) -> None:
        rows = actions(self.game)
        d = self.game.decision
        if d is not None:
            title = rows[0].title if rows else ""
            asked = said("{}, asked by <b>{}</b> {}:", counted(len(rows), "legal action"), html.escape(d.rule),
                         html.escape(str(title)))
            self.rule_line.value = f"<div>{asked}</div>"
        else:
            self.rule_line.value = f"<div><i>{html.escape(said(rows.empty))}</i></div>"
        buttons = []
        for row in rows:
            b = w.Button(description=str(row.label), tooltip=f"{row.rule} {translated(row.title)}",
                         layout=w.Layout(width="auto"))
            b.add_class("cg-x-action")
            b.on_click(lambda _b, a=row.action: self._guard(lambda: self.take(a)))
            buttons.append(b)
        old = self.actions_box.children
        self.actions_box.children = buttons
        for b in old:
            b.close()

    def _render_refused(self) -> None:
        self.refused_rows = rows = list(refusals(self.game, others=self.show_other_moments.value))
        if not rows:
            empty = said("Nothing refused: every action tried is legal, or nobody decides.")
            self.refused.value = f"<div><i>{html.escape(empty)}</i></div>"
            return
        self.refused.value = "".join(f"<div><b>{html.escape(str(r.label))}</b>: {html.escape(str(r.why_not))}</div>"
                                     for r in rows)

    def _render_editor(self) -> None:
        position = self.position
        editable = position is not None
        for widget in (self.zone_choice, self.zone_cards, self.remove_button, self.card_choice, self.add_first,
                       self.add_last, self.field_choice, self.field_value, self.set_button):
            widget.disabled = not editable
        if not editable:
            note = said("The position is written at a decision: press To next decision.")
            self.edit_problems.value = f"<div><i>{html.escape(note)}</i></div>"
            return
        part = self._part(position, self.edit_seat)
        zones = [] if self.edit_seat < 0 else [(f"{z} ({len(part.get(z) or [])})", z) for z in zones_of(self.name)]
        keep = self.zone_choice.value
        self.zone_choice.options = zones
        self.zone_choice.value = keep if keep in [z for _l, z in zones] else (zones[0][1] if zones else None)
        fields = self._fields(position, self.edit_seat)
        keep = self.field_choice.value
        self.field_choice.options = [(label, path) for path, label, _v in fields]
        paths = [p for p, _l, _v in fields]
        self.field_choice.value = keep if keep in paths else (paths[0] if paths else None)
        self._render_zone()
        self._render_field()

    def _fields(self, position: dict, seat: int) -> list[tuple[str, str, Any]]:
        """(path, label, value) of every value of `seat`'s part of the position (-1: the board's) a learner may set:
        the numbers, flags and words of the schema, then those inside the cards of its zones (cores on a spirit)."""
        schema = _schema(self.name)
        props = schema["properties"] if seat < 0 else _player_properties(self.name)
        part = self._part(position, seat)
        out = []
        for key, node in props.items():
            if _scalar(schema, node):
                value = part.get(key, node.get("default"))
                out.append((key, f"{key} = {json.dumps(value, ensure_ascii=False)}", value))
        if seat >= 0:
            for zone in zones_of(self.name):
                for i, item in enumerate(part.get(zone) or []):
                    if isinstance(item, dict):
                        name = self.card_names.get(_code_of(item), "?")
                        for key, value in item.items():
                            if not isinstance(value, (list, dict)) and key not in ("card", "no"):
                                out.append((f"{zone}.{i}.{key}", f"{zone} {i + 1} ({name}): {key} = "
                                            f"{json.dumps(value)}", value))
        return out

    def _render_zone(self) -> None:
        position = self.position
        if position is None or self.edit_seat < 0 or not self.edit_zone:
            self.zone_cards.options = []
            return
        items = position["players"][self.edit_seat].get(self.edit_zone) or []
        self.zone_cards.options = [(f"{i + 1}. {self._card_option(_code_of(item))}", i) for i, item in enumerate(items)]

    def _render_field(self) -> None:
        path = self.field_choice.value
        position = self.position
        if not path or position is None:
            self.field_value.options, self.field_value.value = [], ""
            return
        value = next((v for p, _l, v in self._fields(position, self.edit_seat) if p == path), None)
        schema = _schema(self.name)
        key = path.rsplit(".", 1)[-1]
        props = schema["properties"] if self.edit_seat < 0 else _player_properties(self.name)
        node = props.get(key) or next((d["properties"][key] for d in schema["$defs"].values()
                                       if key in d.get("properties", {})), {})
        choices = _enum(schema, node) or ([True, False] if isinstance(value, bool) else [])
        self.field_value.options = [json.dumps(c) if not isinstance(c, str) else c for c in choices]
        self.field_value.value = value if isinstance(value, str) else json.dumps(value)

    def _render_json(self) -> None:
        position = self.position
        self._typing = True
        try:
            self.json_area.value = "" if position is None else dump_position(position)
        finally:
            self._typing = False
        self.json_area.disabled = position is None
        disabled = " disabled" if position is None else ""
        tip = said("A cell that opens this moment again: added below in JupyterLab, else copied")
        self.cell_button.value = (
            f'<button class="jupyter-widgets jupyter-button widget-button cg-x-copy-cell"{disabled} '
            f'title="{html.escape(tip)}" '
            f'data-cell="{html.escape(self.cell_text())}" onclick="{html.escape(COPY_CELL_JS)}">'
            f'{html.escape(said("Copy as cell"))}</button>'
            '<div class="cg-x-copy-said" role="status"></div>')

    def _render_problems(self, typed: bool = False) -> None:
        if self.problems:
            heading = said("<b>Not accepted</b> (the board keeps the last good position):")
            text = (f'<div class="cg-x-problems">{heading}'
                    + "".join(f"<div>• {html.escape(str(p))}</div>" for p in self.problems) + "</div>")
        elif typed:
            text = f'<div class="cg-x-ok">{html.escape(said("A valid position: press Apply to load it."))}</div>'
        else:
            text = ""
        self.edit_problems.value = text if not typed else self.edit_problems.value
        self.json_problems.value = text
        self.apply_button.disabled = bool(self.problems) or self.position is None

    def _render_log(self) -> None:
        events = self.last_events
        if not events:
            empty = said("The rule steps of your next move are written here.")
            self.events_view.value = f"<div><i>{html.escape(empty)}</i></div>"
            return
        self.events_view.value = "".join(f"<div>[{html.escape(e.rule)}] {html.escape(e.text)}</div>" for e in events)

    def _sync(self) -> None:
        self.step_button.disabled = self.next_button.disabled = not self.game.can_step
        self.undo_button.disabled = not self._undo

    # ----- stored outputs ------------------------------------------------------------------------------------------
    def summary(self) -> str:
        """The explorer as text: who decides, the legal actions and the refused ones."""
        lines = [self.status_text()]
        rows = actions(self.game)
        if rows:
            lines.append("Legal now:")
            lines += [f"  - {r}" for r in rows]
        refused = refusals(self.game, others=False)
        if refused:
            lines.append("Refused:")
            lines += [f"  - {r}" for r in refused[:SUMMARY_REFUSALS]]
            if len(refused) > SUMMARY_REFUSALS:
                lines.append(f"  … and {len(refused) - SUMMARY_REFUSALS} more (the Refused tab lists them all)")
        return "\n".join(lines)

    def _repr_mimebundle_(self, **kwargs: Any) -> dict:
        """The live widget, plus a picture and the text of the moment, which a notebook shows where the widget
        cannot run (a notebook opened without its kernel, a page rendered offline)."""
        bundle = super()._repr_mimebundle_(**kwargs) or {}
        bundle["text/plain"] = self.summary()
        bundle["text/html"] = (board_picture(self.game, viewer=None).to_html()
                               + f"<pre>{html.escape(self.summary())}</pre>")
        return bundle

    def __repr__(self) -> str:
        return f"Explorer({self.name}: {self.status_text()})"


def problem_words(violation: Violation, rules: Any = None) -> str:
    """A problem of a position as the explorer's tabs say it, worded from its facts: its field (`Violation.at`) as
    people name it ("Player 1 hand.0", not "players.0.hand.0"), its sentence, its rule."""
    if violation.at:
        violation = Violation(violation.rule, "{}: {}", field_words(violation.at), violation.sentence)
    return sentence(violation, rules)


def dump_position(position: dict) -> str:
    """A position as JSON text, one key a line and each list of scalars on one line, for the text area."""
    def dump(value: Any, indent: str) -> str:
        if isinstance(value, dict) and value:
            inner = indent + " "
            items = [f"{inner}{json.dumps(k)}: {dump(v, inner)}" for k, v in value.items()]
            return "{\n" + ",\n".join(items) + "\n" + indent + "}"
        if isinstance(value, list) and any(isinstance(v, (dict, list)) for v in value):
            inner = indent + " "
            return "[\n" + ",\n".join(inner + dump(v, inner) for v in value) + "\n" + indent + "]"
        return json.dumps(value, ensure_ascii=False)
    return dump(position, "")


def explore(game: Game | str | dict, position: dict | str | Path | None = None, *, seed: int = 0,
            one_step: bool = False) -> Explorer:
    """The ruling explorer at a game's moment (a copy of it), or at a position: `explore(name, "11_download")`
    (a ready-made name, a `.json` path or a dict), or `explore({"game": name, **position})`. A position is run
    to its first decision."""
    return Explorer(open_game(game, position, seed=seed), one_step=one_step)
