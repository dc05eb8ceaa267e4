"""The layout protocol: what a board asks of a game's layout (`GameLayout`, every hook with its default), and what
every layout shares (which seat is drawn at the top and which at the bottom, each seat's geometry placed there, a card
of a view by its id, a static SVG picture), so that a layout keeps only its geometry, declared as data, and its card
faces.

A layout reads one thing: the game's view built for the board's viewer, once per refresh (`game.view(viewer)`,
plain data; the board builds it and hands it to `status`, `card_details` and `draw`). It calls nothing on the game
and decides no rule: what it says about an action it reads from the action's label (`game.describe`) and facts."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, ClassVar, TypeVar

from cardgames.core.deprecation import NEXT, Moved
from widgets.surface import Frame, Surface
from widgets.words import Said, said

T = TypeVar("T")


def event_text(event: Any, viewer: int | None) -> str:
    """An event's sentence as `viewer` may read it (`Event.text_for`: another player's secrets as their public
    sentence), worded for a person: a secret choice sealed after a selection says "chooses in secret: their
    choice." to the chooser too, which reads as hiding their own choice from them; the picks themselves are the
    lines just before it, so it says that instead. (Which sealed event that is, its data says: `picks`.)"""
    text = event.text_for(viewer)
    if event.kind == "sealed" and event.data.get("picks") and event.public:
        public = event.public
        public = str(public)
        return said("{}: the picks above.", public.rstrip(".。")) if viewer is None or viewer == event.player \
            else public
    return text


def moment(view: dict) -> str:
    """The moment as every game's view names it (its `turn`, `turn_player` and `step_name`): "Turn 3, Player 1's
    main phase", the start of a status line."""
    return said("Turn {}, Player {}'s {}", view["turn"], view["turn_player"] + 1, view["step_name"])


def top_and_bottom(viewer: int | None) -> tuple[int, int]:
    """The seats drawn at the top and at the bottom of a two-player board: the viewer's own at the bottom, nearest
    to them (seat 0's for a spectator)."""
    bottom = 0 if viewer is None else viewer
    return 1 - bottom, bottom


def by_seat(viewer: int | None, top: T, bottom: T) -> dict[int, T]:
    """Seat -> what is drawn for it (an area's geometry, most often): `top` for the other seat, `bottom` for the
    viewer's (`top_and_bottom`)."""
    up, down = top_and_bottom(viewer)
    return {up: top, down: bottom}


def _collect(node: dict | list, out: dict[int, dict]) -> None:
    """Add every face-up card of a piece of a view to `out` by id, depth first in the view's own order: a dict with
    an `id` and a `name` (a card its viewer may not see has neither, `cardgames.core.views.back`). A card met twice
    keeps its hand face, the one the view marks `usable`."""
    if type(node) is dict:
        card = node.get("id")
        if type(card) is int and "name" in node and (card not in out or "usable" in node):
            out[card] = node
        node = node.values()
    for value in node:
        if type(value) is dict or type(value) is list:
            _collect(value, out)


def cards_by_id(view: dict) -> dict[int, dict]:
    """Every face-up card of a view by id, read from its seats first, then the rest of the board (a realm in play,
    a chain of cards), never from the pending decision. A card met twice keeps its hand face, the one the view
    marks `usable` (with its `why_not`)."""
    out: dict[int, dict] = {}
    _collect(view.get("seats", []), out)
    _collect([value for key, value in view.items() if key not in ("seats", "decision")], out)
    return out


def find_card(view: dict, card_id: Any) -> dict | None:
    """The face-up card `card_id` of a view (`cards_by_id`), or None when the view does not show it."""
    return cards_by_id(view).get(card_id)


def _declared_name(layout: GameLayout) -> str:
    """The name a layout's module is declared under (`widgets.layouts`), for the `name` it no longer keeps: "" if
    none."""
    from widgets.layouts import declared_layouts, layout_names

    module = type(layout).__module__
    return next((name for name in layout_names() if declared_layouts().get(name, f"widgets.layouts.{name}") == module),
                "")


class GameLayout:
    """The base of every game's layout, and the whole protocol a `widgets.Board` calls: `size` and `draw` are each
    layout's own (its name is the one its game declares it under, `Game.layout_name()`); every other hook has the
    default written here. `FRAMES` (event kind -> animation frames) is each game's own, and so is `SETUP`, what the
    status line says while the game is set up (None: `turn_status` says that moment too). A hand card the view marks
    `usable: False` is drawn in greys (`dimmed`, `theme.DIM_BAND`), and its details end with `refusal_lines`.
    A layout of two seat areas declares where they are as data, `SEAT_Y` and `SEAT_AREA`, and reads them placed
    for its viewer with `geometry(viewer)`.

    The view every hook reads is `game.view(viewer)` for the board's viewer, built by the board once per refresh."""

    name = Moved("LAYOUT.name", "game.layout_name(): a layout is found by the name its game declares",
                 _declared_name, NEXT)
    size: ClassVar[tuple[int, int]] = (0, 0)
    FRAMES: ClassVar[dict[str, int]] = {}
    SETUP: ClassVar[Said | None] = None
    SEAT_Y: ClassVar[tuple[float, float] | None] = None
    SEAT_AREA: ClassVar[Callable[[float], Any] | None] = None

    # ----- the picture ------------------------------------------------------------------------------------------
    def draw(self, surface: Surface, view: dict, frame: Frame) -> None:
        """Draw `view` (built for `frame.viewer`) on `surface`, the last step's `frame.events` animated to progress
        `frame.t`; mark each clickable card with `surface.hit(x, y, w, h, key)` (the key `card_details` gets)."""
        raise NotImplementedError(f"{type(self).__name__} draws nothing: a layout defines draw(surface, view, frame)")

    def geometry(self, viewer: int | None) -> dict[int, Any]:
        """Seat -> where its things are drawn for `viewer`, whose own seat is drawn at the bottom (`by_seat`): the
        layout's `SEAT_AREA` (a class or function of an area's y, built afresh for each call) at the y of the top
        seat area, `SEAT_Y[0]`, and of the bottom one, `SEAT_Y[1]`; the y itself for a layout with no `SEAT_AREA`."""
        if self.SEAT_Y is None:
            raise NotImplementedError(f"{type(self).__name__} declares no SEAT_Y: the y of its top and bottom seat "
                                      "areas")
        area = type(self).SEAT_AREA  # read on the class: a function declared there is not bound to the layout
        top, bottom = self.SEAT_Y if area is None else map(area, self.SEAT_Y)
        return by_seat(viewer, top, bottom)

    def frames_for(self, events: Iterable[Any]) -> int:
        """Animation frames for a step with these events (1: nothing moves); the board caps it with its `frames`."""
        return max((self.FRAMES.get(e.kind, 1) for e in events), default=1)

    def render_svg(self, game: Any, viewer: int | None = 0, events: tuple = ()) -> str:
        """A static SVG picture of `game` as `viewer` sees it (None: a spectator who sees everything), the `events`
        highlighted: what each layout module exports as its `render_svg` (used by `Game._repr_html_`)."""
        from widgets.svg import render_svg

        return render_svg(self, game, Frame(events=tuple(events), viewer=viewer))

    # ----- what the board shows beside the picture ------------------------------------------------------------
    def status(self, view: dict) -> str:
        """The status line's words about the moment (turn, step, scores), plain text: the layout's `SETUP` words
        while the game is set up, before its first turn (the view's turn 0), else `turn_status`."""
        if self.SETUP is not None and view.get("turn") == 0:
            return str(self.SETUP)
        return self.turn_status(view)

    def turn_status(self, view: dict) -> str:
        """The status line's words once the set-up is over (or all along, for a layout with no `SETUP`); by default
        the outcome once the game is over, else the turn and step (`moment`) when the view names them."""
        if view.get("outcome"):
            return view["outcome"]["text"]
        return said("{}.", moment(view)) if {"turn", "turn_player", "step_name"} <= view.keys() else ""

    def card_details(self, view: dict, key: Any) -> list[str]:
        """The detail panel for the card `draw` marked with `key`: its name, then one line each; by default the
        card's name, its text and why it cannot be used now, when the view shows it (no line: no panel)."""
        card = find_card(view, key)
        if card is None:
            return []
        return [card["name"], *([card["text"]] if card.get("text") else []), *self.refusal_lines(card)]

    @staticmethod
    def refusal_lines(card: dict) -> list[str]:
        """The detail panel's line for a card the view says cannot be used now (its `why_not`): the rule and why."""
        why = card.get("why_not")
        return [said("Not now: [{}] {}", why["rule"], why["text"])] if why else []

    @staticmethod
    def dimmed(hand: list[dict]) -> set:
        """The ids of the hand cards to draw greyed: those the view says cannot be used now, while another card of
        the hand can be (when none can, greying them all tells nothing)."""
        if not any(card.get("usable") for card in hand):
            return set()
        return {card["id"] for card in hand if card.get("usable") is False and "id" in card}

    # ----- the action list: the engine's actions, ordered and worded for a person -----------------------------
    def describe_action(self, action: Any, label: str) -> str:
        """The words of `action`'s button, given its label (`game.describe`, made by the board when it draws the
        button): the label itself by default."""
        return label

    def order_actions(self, actions: list, labels: dict) -> list:
        """The actions in the order the list offers them (`labels`: action -> label); a layout reorders, never
        drops (the board keeps the engine's order otherwise). The engine's order by default."""
        return list(actions)

    def group_label(self, kind: str, actions: list, labels: list[str]) -> str | None:
        """The heading of a drop-down list of many actions of one `kind` (`labels` in the same order); None: the
        board uses the words the labels start with."""
        return None

    def action_warning(self, action: Any, label: str) -> str | None:
        """Why `action` is worth a second look before it is taken (its button is marked), or None: nothing to
        warn about, by default. Read from the label's facts (`label.facts`, `core.vocabulary.Label`), never its
        words."""
        return None
