"""The pieces every game's `view` shares, so the four boards read one shape (see cardgames/README.md, "Hand cards
and secrets in every view")."""
from __future__ import annotations

from .errors import Violation


def back() -> dict:
    """A card its viewer may not see: never its id or name. A new dict each time, so that editing one view never
    changes another."""
    return {"back": True}


def mark_usable(face: dict, reason: Violation | None) -> dict:
    """Give a hand card's view whether it can be used now and, if not, the rule that says no (`why_not`)."""
    face["usable"] = reason is None
    face["why_not"] = None if reason is None else {"rule": reason.rule, "text": reason.message}
    return face
