"""The pieces every game's `view` shares, so the four boards read one shape (see cardgames/README.md, "Hand cards
and secrets in every view")."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

from .actions import Decision
from .errors import Violation

S = TypeVar("S")


def back() -> dict:
    """A card its viewer may not see: never its id or name. A new dict each time, so that editing one view never
    changes another."""
    return {"back": True}


def mark_usable(face: dict, reason: Violation | None) -> dict:
    """Give a hand card's view whether it can be used now and, if not, the rule that says no (`why_not`)."""
    face["usable"] = reason is None
    face["why_not"] = None if reason is None else {"rule": reason.rule, "text": reason.message}
    return face


def hand_view(st: S, owner: int, hand: Iterable[int], seen: bool, decision: Decision | None,
              face: Callable[[S, int], dict], refusal: Callable[[S, Decision, int], Violation | None]) -> list[dict]:
    """`owner`'s hand as one viewer sees it, the same way in every game: backs when the viewer may not see it
    (`seen` false); else each card's `face`, and when `owner` holds the pending `decision`, marked usable or not by
    the wing's `refusal` (`mark_usable`): only the deciding player's cards say whether they can be used now."""
    if not seen:
        return [back() for _ in hand]
    if decision is None or decision.player != owner:
        return [face(st, iid) for iid in hand]
    return [mark_usable(face(st, iid), refusal(st, decision, iid)) for iid in hand]
