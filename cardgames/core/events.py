"""Events: what one rule step did, as data (its rule, kind, player and values) whose sentence is written when read.

A rule step records an event with `st._emit(rule, kind, template, player, *values, **data)`: the sentence is a constant
template (a literal, or one of a few chosen by a condition; never built at the call) with a `{}` blank per value in
order (`{0}` numbered when a value recurs; format specs such as `{:+d}` allowed), and the values follow the player,
as `Violation(rule, template, *values)` does for refusals:

    st._emit("DCB-12", "end_evolution", "{} ends the evolution phase.", p, PLAYER[p])

Positional blanks keep the call as short as the f-string it replaced and read in the sentence's order. Nothing is
formatted until `text`, `str(event)` or `text_for(viewer)` is read: most simulated games never read a sentence,
and a template and a few values shared with the cards take less memory than the sentence (against sentences built
at once: 1.4-3.7% fewer machine instructions per decision, `benchmarks/count_machine_instructions.py`, and 2-11%
less memory per finished game). With events off (`log_events=False`) `emit` returns at once and no sentence is
formatted; only the values of the call are looked up. A sentence with no value is the template itself, taken as
written (its braces are text). A secret's version for the other players is the data item `public`, a template of
its own filled with the event's values, by number (those it may show):

    st._emit(rule, "draw", "{} draws {} ({} left in the deck).", p, PLAYER[p], name, left,
            public="{0} draws a card ({2} left in the deck).")

The values must be immutable snapshots (strings, numbers, tuples of them, None), never live objects: an event read
at the end of a game says what it said when it happened (`tests/test_events.py`)."""
from __future__ import annotations

from typing import NamedTuple

from .language import worded


class Event(NamedTuple):
    """One thing that happened. `kind` is a short machine tag the boards animate on (e.g. "draw"); `data` holds the
    ids and numbers involved, so a board or test never parses `text`. A tuple, because games make millions; two
    events are equal when all their fields are (the same template and values: the same sentence)."""

    rule: str
    kind: str
    template: str
    player: int | None = None
    data: dict | None = None
    values: tuple = ()

    @property
    def text(self) -> str:
        """The sentence: the template with its values filled in, in the language read now (`core.language`)."""
        return worded(self.template, self.values)

    @property
    def public(self) -> str | None:
        """The sentence the other players read when the event hides a secret from them (`data["public"]`)."""
        public = self.data.get("public") if self.data else None
        return worded(public, self.values) if public else public

    def __str__(self) -> str:
        return f"[{self.rule}] {self.text}"

    def text_for(self, viewer: int | None) -> str:
        """The sentence as `viewer` may read it: another player's private details (a drawn card's name) are left
        out when the event carries a `public` version; `viewer` None sees everything."""
        public = self.public if viewer is not None and self.player != viewer else None
        return public or self.text
