"""The step services a rule step calls (`core.services.StepServices`)."""
from __future__ import annotations

from cardgames.core.services import StepServices


def test_an_event_s_data_may_bear_any_name_even_those_of_emit_s_own_parameters():
    """`emit` takes its rule, kind, template and player positional only, so every keyword is the event's data: a data
    name such as `player` (a chosen player, not the acting one) is kept, and no keyword is compared with the
    parameters' names first (CPython's slow path for a keyword no parameter takes, a string comparison per parameter
    on every event: about 3-4% of Digimon's and D-Spirits' machine instructions per decision)."""
    now = StepServices("Toy", rules=None, rule_ids=frozenset({"R-1"}), log_events=True, triggers=False)
    now.emit("R-1", "choose", "Player {} chooses {}.", 0, 1, 2, player=1, rule="R-2", kind="k", card=7)
    (event,) = now.step_events
    assert (event.rule, event.kind, event.player, event.values) == ("R-1", "choose", 0, (1, 2))
    assert event.data == {"player": 1, "rule": "R-2", "kind": "k", "card": 7}
