"""The boards draw the last rule gaps: the D-Spirits removed-from-play count under the D-World (DSP-21) and a Battle
Spirits card turned upside down by an effect, animated half a turn from where it stood (BS-6)."""
from widget_helpers import drawn

from cardgames.battlespirits import BattleSpiritsGame
from cardgames.dspirits import DSpiritsGame
from widgets.layouts.battlespirits import LAYOUT as BS_LAYOUT
from widgets.layouts.dspirits import LAYOUT as DSP_LAYOUT

PIXIE, QUEEN, PEB, MOSS, SURGE, RIFT_SEAL = 7, 20, 4, 11, 33, 35




def test_the_removed_pile_is_counted_under_the_d_world_and_cards_fly_to_it():
    base = {"squad": [MOSS] * 3, "support": [SURGE] * 3}
    game = DSpiritsGame(seed=1, position={"turn": 4, "turn_player": 0, "step": "main", "players": [
        {**base, "hand": [RIFT_SEAL]}, {**base, "scene": [{"stack": [PIXIE, QUEEN]}], "removed": [PEB]}]})
    game.advance()
    assert "Removed (1)" in drawn(DSP_LAYOUT, game).texts()
    events = game.apply(next(a for a in game.decision.actions if a.kind == "play")) + game.advance()
    removal = [e for e in events if e.kind == "remove"]
    assert removal and DSP_LAYOUT.frames_for(removal) > 1
    assert "Removed (3)" in drawn(DSP_LAYOUT, game).texts()
    flying = [op for op in drawn(DSP_LAYOUT, game, events=removal, index=3, count=8).texts() if op.startswith("Glim")]
    assert len(flying) == 2                           # both cards of the stack's cards are drawn on their way, face up


def test_a_heavily_exhausting_effect_turns_the_card_from_upright_through_sideways():
    game = BattleSpiritsGame(seed=1, position={"turn": 3, "turn_player": 0, "first_player": 0, "step": "main",
                                               "players": [{"field": [{"card": "R04", "cores": 1}], "hand": ["X04"],
                                                            "deck": ["R01"] * 5, "reserve": 4},
                                                           {"field": [{"card": "P04", "cores": 1}],
                                                            "deck": ["P01"] * 5}]})
    game.advance()
    events = game.apply(next(a for a in game.decision.actions if a.kind == "magic")) + game.advance()
    while game.decision.kind == "pick":
        events = game.apply(game.decision.actions[0]) + game.advance()
    turn = [e for e in events if e.kind == "exhaust"]
    assert turn and BS_LAYOUT.frames_for(turn) > 1
    first_frame = drawn(BS_LAYOUT, game, events=turn, index=0, count=10)
    early = [op[4]["rotate"] for op in first_frame.of("group") if len(op) == 5]
    assert any(0 < a < 90 for a in early)             # it starts upright, not from sideways
    final = [op[4]["rotate"] for op in drawn(BS_LAYOUT, game).of("group") if len(op) == 5]
    assert 180 in final
