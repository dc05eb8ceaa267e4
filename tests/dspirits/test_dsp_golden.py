"""D-Spirits' golden transcripts (replayed for every wing by tests/test_golden_transcripts.py) show its rules in
action: `golden/random_seed5.txt` is random play, `golden/heuristic_seed2.txt` the heuristic opponent against
itself."""
from __future__ import annotations

from pathlib import Path

GOLDEN = Path(__file__).parent / "golden"


def test_the_transcripts_show_the_rules_in_action():
    text = (GOLDEN / "random_seed5.txt").read_text(encoding="utf-8") + (GOLDEN / "heuristic_seed2.txt").read_text(
        encoding="utf-8")
    for rule in ("DSP-8", "DSP-9", "DSP-10", "DSP-12", "DSP-17", "DSP-23", "DSP-28", "DSP-7"):
        assert f"[{rule}]" in text, rule
