"""Yu Yu Hakusho's golden transcript (replayed for every wing by tests/test_golden_transcripts.py) is a full game
of the computer against itself: all five matches, the last won 3–2."""
from __future__ import annotations

from pathlib import Path

GOLDEN = Path(__file__).parent / "golden" / "heuristic_seed1.txt"


def test_the_golden_game_is_a_full_game():
    text = GOLDEN.read_text(encoding="utf-8")
    assert "matches won 3–2 after 5 matches" in text.splitlines()[-1]
