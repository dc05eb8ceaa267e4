"""Response windows: players get priority in turn, respond or pass; a chain of responses resolves last in, first
out once every player has passed in a row (after ygopro-core's chain processing).

It serves Battle Spirits flash timing (BS battle procedure, RULES.md 2.3: the defender acts first, then the players
alternate until both pass in a row; each flash effect resolves at once: `chain=False`), D-Spirits card chaining
(DSP-17: a card may be answered by another; ruling last in, first out: `chain=True`) and D-Spirits SP bidding
(DSP-19, DSP-35: bids alternate until one player passes: `closes_after=1`, each bid a link).

A game mixes `ResponseWindows` into its `Game` class and supplies two methods:

* `responses(window, player) -> tuple[Action, ...]`: the legal responses now (passing is always added);
* `respond(window, player, action) -> step`: pay the response's cost, move its card, emit its event, and return
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

from functools import partial
from typing import NamedTuple

from .actions import Action

PASS = Action("pass", (), "Pass")


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

    def describe(self) -> str:
        return f"{self.name} (chain of {len(self.links)})" if self.links else self.name

    def moved(self, to_act: int, passes: int, links: tuple, starter: int) -> Window:
        """This window with priority, passes, chain and chain starter set (the fields a response, a pass or a
        resolution changes). Built in C from its fields: a NamedTuple's `_replace` runs Python-level `_make`, and
        this runs at every response and pass (29% of D-Spirits decisions are responses)."""
        name, rule, first, _, _, _, chain, closes_after, _, reopens = self
        return _new_window((name, rule, first, to_act, passes, links, chain, closes_after, starter, reopens))


_new_window = partial(tuple.__new__, Window)


class ResponseWindows:
    """Mixin for a `Game` whose rules have response windows (see the module docstring)."""

    CELLS = ("windows",)
    windows: tuple[Window, ...] = ()  # open windows, innermost last

    @property
    def window(self) -> Window | None:
        return self.windows[-1] if self.windows else None

    def _set_window(self, window: Window | None) -> None:
        """Replace the innermost window (None: close it). Runs at every response, pass and resolution: the usual
        single open window is replaced without slicing."""
        windows = self.windows
        if window is None:
            self.windows = windows[:-1]
        elif len(windows) == 1:
            self.windows = (window,)
        else:
            self.windows = (*windows[:-1], window)

    def _s_open_window(self, name: str, rule: str, first: int, chain: bool = True, closes_after: int = 0,
                       reopens: bool = True, opening: tuple | None = None) -> None:
        """`opening`, a (player, step) link, starts the chain with the card or bid that opened the window (a
        D-Spirits card played in the Main Step, an opening bid): the others answer it."""
        links, starter = ((opening,), opening[0]) if opening else ((), -1)
        closes_after = closes_after or self.players
        window = _new_window((name, rule, first, first, 0, links, chain, closes_after, starter, reopens))  # in C
        self.windows = (*self.windows, window)
        self.emit(rule, "window", f"{name}: Player {first + 1} may respond first.", first, window=name,
                  chain=len(links))
        self.push(("priority",))

    # The steps and the handler below run only while a window is open: they read the innermost one directly
    # (`windows[-1]`) rather than through the `window` property, a Python call each time.
    def _s_priority(self) -> None:
        w = self.windows[-1]
        actions = self.responses(w, w.to_act)
        if actions:
            self.ask(w.to_act, "respond", w.rule, f"{w.describe()}: respond, or pass.", (*actions, PASS))
        else:
            self.emit(w.rule, "pass", f"Player {w.to_act + 1} has no response and passes.", w.to_act, window=w.name)
            self._passed(w)

    def _d_respond(self, action: Action, player: int) -> None:
        w = self.windows[-1]
        if action is PASS:  # `Game.apply` hands over the very action listed
            self.emit(w.rule, "pass", f"Player {player + 1} passes.", player, window=w.name)
            self._passed(w)
            return
        link = (player, self.respond(w, player, action))
        w = w.moved((player + 1) % self.players, 0, (*w.links, link), w.starter if w.links else player)
        self._set_window(w)
        self.push(("resolve_link",) if not w.chain else ("priority",))

    def _passed(self, w: Window) -> None:
        passes = w.passes + 1
        if passes < w.closes_after or w.links:
            self._set_window(w.moved((w.to_act + 1) % self.players, passes, w.links, w.starter))
            self.push(("priority",) if passes < w.closes_after else ("resolve_link",))
        else:
            self._set_window(None)
            self.emit(w.rule, "window_closed", f"{w.name}: every player passed; it closes.", None, window=w.name)

    def _s_resolve_link(self) -> None:
        """Resolve the newest link (one link per step); when the chain is empty, reopen the window."""
        w = self.windows[-1]
        if not w.links and not w.reopens:
            self._set_window(None)
            self.emit(w.rule, "window_closed", f"{w.name}: the chain has resolved; it closes.", None, window=w.name)
            return
        if not w.links:
            nxt = (w.starter + 1) % self.players
            self._set_window(w.moved(nxt, 0, w.links, -1))
            self.emit(w.rule, "chain_resolved", f"{w.name}: the chain has resolved; Player {nxt + 1} may respond "
                      "again.", None, window=w.name)
            self.push(("priority",))
            return
        (player, step), rest = w.links[-1], w.links[:-1]
        self._set_window(w.moved(w.to_act, w.passes, rest, w.starter))
        self.emit(w.rule, "resolve_link", f"{w.name}: link {len(w.links)} (Player {player + 1}'s) resolves, last "
                  "in, first out.", player, window=w.name, link=len(w.links))
        self.push(("resolve_link",))  # queued first, so that steps the link pushes (a nested window) run before
        self._step_table[step[0]](self, *step[1:])
