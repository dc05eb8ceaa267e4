"""The shared view and position pieces on a toy game: `hand_view` (the hand loop of every view) and
`checked_position` (the start of every `build_position`)."""
from __future__ import annotations

import pytest
from pydantic import BaseModel, ConfigDict

from cardgames.core.actions import Action, Decision
from cardgames.core.errors import PositionError, Violation
from cardgames.core.positions import checked_position
from cardgames.core.views import hand_view

NAMES = {1: "Ace", 2: "Two"}


def face(names: dict[int, str], iid: int) -> dict:
    return {"id": iid, "name": names[iid]}


def refusal(names: dict[int, str], decision: Decision, iid: int) -> Violation | None:
    """A toy rule: only the card an action names is usable."""
    return None if any(iid in a.args for a in decision.actions) else Violation("T-1", f"{names[iid]} is not now")


DECISION = Decision(0, "main", "T-1", "Play a card", (Action("play", (1,)),))


def test_a_hand_the_viewer_may_not_see_is_backs_only():
    assert hand_view(NAMES, 0, [1, 2], False, DECISION, face, refusal) == [{"back": True}, {"back": True}]


def test_only_the_deciding_players_cards_say_whether_they_can_be_used():
    assert hand_view(NAMES, 1, [1, 2], True, DECISION, face, refusal) == [face(NAMES, 1), face(NAMES, 2)]
    assert hand_view(NAMES, 0, [1, 2], True, None, face, refusal) == [face(NAMES, 1), face(NAMES, 2)]
    assert hand_view(NAMES, 0, [1, 2], True, DECISION, face, refusal) == [
        {"id": 1, "name": "Ace", "usable": True, "why_not": None},
        {"id": 2, "name": "Two", "usable": False, "why_not": {"rule": "T-1", "text": "Two is not now"}}]


class Toy(BaseModel):
    model_config = ConfigDict(extra="forbid")
    cards: int


def too_many(pos: Toy) -> list[Violation]:
    return [Violation("T-2", "at most 3 cards")] if pos.cards > 3 else []


def test_a_position_is_checked_by_its_model_then_by_the_rules():
    assert checked_position({"cards": 2}, Toy, too_many) == Toy(cards=2)
    with pytest.raises(PositionError, match="T-2"):
        checked_position({"cards": 4}, Toy, too_many)
    with pytest.raises(PositionError, match="cards"):
        checked_position({"cards": "x"}, Toy, too_many)
