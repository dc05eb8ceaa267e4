"""`python -m cardgames bench`: the figures it promises, from a tiny run (the real run takes about a minute)."""
from __future__ import annotations

import json

from cardgames import bench
from cardgames.games import game_class


def test_a_tiny_run_gives_every_figure_with_the_promised_keys(monkeypatch):
    monkeypatch.setattr(bench, "GAMES", {"digimon": None})
    monkeypatch.setattr(bench, "extras", lambda name: {"clone_us": 1.0, "undo_us": 1.0, "import_ms": 1.0,
                                                         "kib_per_game": 1.0, "steps_per_decision": 1.0,
                                                         "lean_clone_us": 1.0, "playouts_per_s": 1.0})
    monkeypatch.setattr(bench, "available", lambda anchor: False)
    data = bench.bench(quick=True)
    digimon = data["engines"]["digimon"]
    assert set(digimon) >= {"us_per_decision", "us_per_decision_log_off", "import_ms", "kib_per_game",
                            "events_per_decision", "games_per_s", "clone_us", "undo_us", "steps_per_decision"}
    assert digimon["us_per_decision"] > 0 and digimon["games_per_s"] > 0 and data["anchors"] == {}
    json.dumps(data)
    assert "RLCard UNO: not installed" in bench.report(data)


def test_the_per_engine_figures_measure_a_real_game():
    cls = game_class("digimon")
    figures = bench.extras("digimon")
    assert figures["clone_us"] > 0 and figures["undo_us"] > 0 and figures["import_ms"] > 0
    assert 0 < figures["lean_clone_us"] and figures["playouts_per_s"] > 1  # the coach's unit of work
    assert 20 < figures["kib_per_game"] < 10_000 and figures["steps_per_decision"] > 1
    assert figures["svg_board_ms"] > 0
    decisions, events = bench.play_one(cls, 3, True)
    assert decisions > 10 and events > decisions
    assert bench.play_one(cls, 3, False)[1] == 0  # events off: none kept
