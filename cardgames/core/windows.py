"""Response windows: players get priority in turn, respond or pass; a chain of responses resolves last in, first
out once every player has passed in a row (after ygopro-core's chain processing).

It serves flash timing in battle (the defender acts first, then the players alternate until both pass in a row;
each flash effect resolves at once: `chain=False`), card chaining (a card may be answered by another; last in, first
out: `chain=True`) and bidding (bids alternate until one player passes: `closes_after=1`, each bid a link).

A game mixes `ResponseWindows` into its state class and supplies two functions, found by their names (as its steps
and decision handlers are) in its rule modules (`Game.STEP_MODULES`), or else methods of its state:

* `responses(st, window, player) -> tuple[Action, ...]`: the legal responses now (passing is always added);
* `respond(st, window, player, action) -> step`: pay the response's cost, move its card, emit its event, and return
  the step that carries its effect out when its link resolves.

It opens a window by pushing `("open_window", name, rule, first_player, chain, closes_after, reopens, opening)`
(`opening`: an optional first link, the card or bid being answered); the steps
queued after it run once the window closes. One step resolves one link; a link's step may open a window of its own
(it nests). After a chain has resolved the window reopens (unless `reopens` is False, as for an auction): priority
goes to the player after the one who started the chain, and the window closes when every player passes with an
empty chain. A player with no legal response passes
without being asked (an event says so). The windows are a cell (`CELLS`): immutable values in every snapshot.
"""
from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, NamedTuple

from . import pending, primitives
from .actions import Action
from .vocabulary import ANY, ActionKind, register
from .words import Words

if TYPE_CHECKING:
    from .state import Wiring

PASS = Action("pass")
PASS_LABEL = "Pass"  # its words (`Game.describe`)
# passing, declared for every game with response windows, at any decision kind (a wing declares it again with its
# own rule and words, `PASS_KIND.but(rule=...)`)
PASS_KIND = register(ANY, ActionKind("pass", "", (), PASS_LABEL, None, PASS_LABEL, "Adds nothing: when every "
                                     "player has passed, the links resolve, newest first.", "passing",
                                     "while a response window is open"))


class Window(NamedTuple):
    """One open response window. `links` is the chain, oldest first: (player, step) pairs."""

    name: str
    rule: str
    first: int          # the player with priority when the window opens (BS: the defender)
    to_act: int         # the player with priority now
    passes: int         # consecutive passes so far
    links: tuple = ()
    chain: bool = True  # False: each response resolves at once (BS flash timing)
    closes_after: int = 0  # consecutive passes that end the window; 0 means one per player
    starter: int = -1   # who added the first link of the current chain
    reopens: bool = True  # False: the window closes once its chain has resolved (an auction)

    def describe(self) -> str | Words:
        """The window's name, with the links so far: words worded when read (`core.words.Words`: a respond
        decision's prompt, made a sentence only when read)."""
        if not self.links:
            return self.name
        # an auction (closes after one pass) is no chain
        return Words("{} (chain of {})" if self.closes_after > 1 else "{} (bids so far: {})",
                     (self.name, len(self.links)))

    def moved(self, to_act: int, passes: int, links: tuple, starter: int) -> Window:
        """This window with priority, passes, chain and chain starter set (the fields a response, a pass or a
        resolution changes). Built in C from its fields: a NamedTuple's `_replace` runs Python-level `_make`, and
        this runs at every response and pass (29% of one game's decisions are responses)."""
        name, rule, first, _, _, _, chain, closes_after, _, reopens = self
        return _new_window((name, rule, first, to_act, passes, links, chain, closes_after, starter, reopens))


_new_window = partial(tuple.__new__, Window)  # a window from all its fields: see `core.services._new_event`


class ResponseWindows:
    """Mixin for a game's `State` whose rules have response windows (see the module docstring).

    Its steps and handler may run for every card played (an open window, two priorities, two resolutions),
    so they read a window by unpacking it (one tuple unpack rather than an attribute look-up per field), replace the
    innermost window with one call (`_moved`)."""

    CELLS = ("windows",)
    QUERIES = ("window",)  # what a cell may call (`core.state.State`)
    windows: tuple[Window, ...] = ()  # open windows, innermost last
    # the game's answers (see the module docstring), found by name when the game class is made (the hooks this
    # primitive registers, `core.primitives`) and bound from the state's wiring: plain functions, called with the state
    _responses: Callable[[Any, Window, int], tuple[Action, ...]]
    _respond: Callable[[Any, Window, int, Action], tuple]

    def __init__(self, wiring: Wiring) -> None:
        super().__init__(wiring)
        hooks = wiring.hooks
        self._responses, self._respond = hooks.get("responses"), hooks.get("respond")

    @property
    def window(self) -> Window | None:
        return self.windows[-1] if self.windows else None

    def _moved(self, w: Window, to_act: int, passes: int, links: tuple, starter: int) -> None:
        """Replace the innermost window `w` by `w.moved(...)` (what a response, a pass or a resolution changes): the
        usual single open window is replaced without slicing."""
        w = w.moved(to_act, passes, links, starter)
        windows = self.windows
        self.windows = (w,) if len(windows) == 1 else (*windows[:-1], w)

    def _s_open_window(self, name: str, rule: str, first: int, chain: bool = True, closes_after: int = 0,
                       reopens: bool = True, opening: tuple | None = None) -> None:
        """`opening`, a (player, step) link, starts the chain with the card or bid that opened the window (a
        card played in a main step, an opening bid): the others answer it."""
        links, starter = ((opening,), opening[0]) if opening else ((), -1)
        closes_after = closes_after or self.players
        window = _new_window((name, rule, first, first, 0, links, chain, closes_after, starter, reopens))  # in C
        self.windows = (*self.windows, window)
        self._emit(rule, "window", "{}: Player {} may respond first.", first, name, first + 1, window=name,
                   chain=len(links))
        self._push(("priority",))

    # The steps and the handler below run only while a window is open: they read the innermost one directly
    # (`windows[-1]`) rather than through the `window` property, a Python call each time.
    def _s_priority(self) -> None:
        w = self.windows[-1]
        to_act = w[3]  # `w.to_act`, by index: the one field needed before the answers are known
        actions = self._responses(self, w, to_act)
        if actions:
            self._ask(to_act, "respond", w.rule, "{}: respond, or pass.", (*actions, PASS), w.describe())
        else:
            self._emit(w.rule, "pass", "Player {} has no response and passes.", to_act, to_act + 1, window=w.name)
            self._passed(w)

    def _d_respond(self, action: Action, player: int) -> None:
        w = self.windows[-1]
        if action is PASS:  # `Game.apply` hands over the very action listed
            self._emit(w.rule, "pass", "Player {} passes.", player, player + 1, window=w.name)
            self._passed(w)
            return
        link = (player, self._respond(self, w, player, action))
        links = w.links
        self._moved(w, (player + 1) % self.players, 0, (*links, link), w.starter if links else player)
        self._push(("priority",) if w.chain else ("resolve_link",))

    def _passed(self, w: Window) -> None:
        name, rule, _, to_act, passes, links, _, closes_after, starter, _ = w
        passes += 1
        if passes < closes_after or links:
            self._moved(w, (to_act + 1) % self.players, passes, links, starter)
            self._push(("priority",) if passes < closes_after else ("resolve_link",))
        else:
            self.windows = self.windows[:-1]
            self._emit(rule, "window_closed", "{}: every player passed; it closes.", None, name, window=name)

    def _s_resolve_link(self) -> None:
        """Resolve the newest link (one link per step); when the chain is empty, reopen the window."""
        w = self.windows[-1]
        name, rule, _, to_act, passes, links, _, _, starter, reopens = w
        if not links:
            if not reopens:
                self.windows = self.windows[:-1]
                text = ("{}: the chain has resolved; it closes." if w.closes_after > 1
                        else "{}: every bid is settled; it closes.")
                self._emit(rule, "window_closed", text, None, name, window=name)
                return
            nxt = (starter + 1) % self.players
            self._moved(w, nxt, 0, links, -1)
            text = ("{}: the chain has resolved; Player {} may respond again." if w.chain
                    else "{}: Player {} may respond again.")
            self._emit(rule, "chain_resolved", text, None, name, nxt + 1, window=name)
            self._push(("priority",))
            return
        player, step = links[-1]
        self._moved(w, to_act, passes, links[:-1], starter)
        if w.chain and w.closes_after > 1:
            self._emit(rule, "resolve_link", "{}: link {} (Player {}'s) resolves, last in, first out.", player, name,
                       len(links), player + 1, window=name, link=len(links))
        else:
            text = ("{}: Player {}'s bid is settled." if w.chain
                    else "{}: Player {}'s response is carried out at once (no chain).")
            self._emit(rule, "resolve_link", text, player, name, player + 1, window=name, link=len(links))
        # queued first, so that the steps the link pushes (a nested window) run before it
        self._push(("resolve_link",))
        self._run(step)


# ----- positions: the open windows beside the queue, and the steps that run them (`core.pending`) ------------------
WINDOW_FIELDS = ("name", "rule", "first", "to_act", "passes", "links", "chain", "closes_after", "starter", "reopens")


def _write_link(link: tuple | None, moment: pending.Moment) -> list | None:
    return None if link is None else [link[0], moment.write_step(link[1])]


def _read_link(v: object, moment: pending.Moment, at: tuple) -> tuple | None:
    if v is None:
        return None
    if not isinstance(v, list) or len(v) != 2:
        raise pending.Bad(at, "a chain link is [seat, step]")
    return (moment.read("seat", v[0], (*at, 0)), moment.read_step(v[1], (*at, 1)))


def _write_windows(windows: tuple[Window, ...], moment: pending.Moment) -> list[dict]:
    return [{"name": w.name, "rule": w.rule, "first": w.first, "to_act": w.to_act, "passes": w.passes,
             "links": [_write_link(link, moment) for link in w.links], "chain": w.chain,
             "closes_after": w.closes_after, "starter": w.starter, "reopens": w.reopens} for w in windows]


def _read_windows(v: object, moment: pending.Moment, at: tuple) -> tuple[Window, ...]:
    if not isinstance(v, list) or len(v) > 8:
        raise pending.Bad(at, "the open windows, innermost last (at most 8), are expected here")
    out = []
    for i, w in enumerate(v):
        where = (*at, i)
        if not isinstance(w, dict) or not {"name", "rule", "first", "to_act"} <= set(w) <= set(WINDOW_FIELDS):
            raise pending.Bad(where, "a window is an object with name, rule, first, to_act and at most {}",
                              ", ".join(WINDOW_FIELDS[4:]))
        closes_after = moment.read("count", w.get("closes_after", 2), (*where, "closes_after"))
        if not 1 <= closes_after <= 2:
            raise pending.Bad((*where, "closes_after"), "a window closes after 1 or 2 passes in a row")
        passes = moment.read("count", w.get("passes", 0), (*where, "passes"))
        if passes > closes_after:
            raise pending.Bad((*where, "passes"), "{} passes in a row would have closed it", passes)
        links = w.get("links", [])
        if not isinstance(links, list) or len(links) > 40:
            raise pending.Bad((*where, "links"), "the chain's links, oldest first (at most 40)")
        chain = moment.read("bool", w.get("chain", True), (*where, "chain"))
        if links and not chain:
            raise pending.Bad((*where, "links"), "a window without a chain holds no link: each response resolves "
                              "at once")
        starter = w.get("starter", -1)
        if starter != -1:
            starter = moment.read("seat", starter, (*where, "starter"))
        out.append(Window(moment.read("text", w["name"], (*where, "name")),
                          moment.read("rule", w["rule"], (*where, "rule")),
                          moment.read("seat", w["first"], (*where, "first")),
                          moment.read("seat", w["to_act"], (*where, "to_act")), passes,
                          tuple(_read_link(link, moment, (*where, "links", k)) for k, link in enumerate(links)),
                          chain, closes_after, starter, moment.read("bool", w.get("reopens", True),
                                                                    (*where, "reopens"))))
    return tuple(out)


pending.kind("link", _write_link, _read_link)
pending.steps(open_window=("text", "rule", "seat", "bool?", "count?", "bool?", "link?"), priority=(), resolve_link=())
pending.part(ResponseWindows, "windows", "windows", _write_windows, _read_windows)
primitives.register(ResponseWindows, "response windows",
                    hooks=(primitives.Hook("responses", "responses(st, window, player)"),
                           primitives.Hook("respond", "respond(st, window, player, action)")))
