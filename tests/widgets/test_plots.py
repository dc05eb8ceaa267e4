"""`widgets.plots`: hand-drawn SVG plots, read back as data: the elements drawn, every text at least 12 px, nothing
fetched from outside, the same bytes for the same data, and a description in words."""
from __future__ import annotations

import base64
import re
import xml.etree.ElementTree as ET

import pytest

from widgets.picture import Picture
from widgets.plots import histograms, interactive, matchup, rates

NS = "{http://www.w3.org/2000/svg}"


def rate(wins: int, games: int, low: float, high: float) -> dict:
    return {"wins": wins, "games": games, "rate": wins / games, "ci95": [low, high]}


def svg_of(picture: Picture) -> ET.Element:
    return ET.fromstring(picture.svg)


def elements(root: ET.Element, tag: str) -> list[ET.Element]:
    return list(root.iter(NS + tag))


def texts(root: ET.Element) -> list[str]:
    return [t.text or "" for t in elements(root, "text")]


def assert_self_contained_and_readable(picture: Picture) -> None:
    root = svg_of(picture)
    assert root.tag == NS + "svg" and elements(root, "title")
    # nothing to fetch: the only URL is the SVG namespace itself, no links, images, styles or fonts from outside
    assert re.findall(r"https?://[^\s\"']+", picture.svg) == ["http://www.w3.org/2000/svg"]
    assert not re.search(r"href|url\(|@import|<image|<style|<script", picture.svg)
    sizes = [float(t.get("font-size")) for t in elements(root, "text")]
    assert sizes and min(sizes) >= 12
    # shown as an <img> of the SVG (untrusted notebooks show it), with the description as its text
    html = picture.to_html()
    assert html.startswith('<img src="data:image/svg+xml;base64,')
    encoded = html.split("base64,", 1)[1].split('"', 1)[0]
    assert base64.b64decode(encoded).decode("utf-8") == picture.svg
    assert repr(picture) == picture.description and "<" not in picture.description


SERIES = {"Digimon Card Battle": [9, 11, 11, 12, 7], "Battle Spirits": [5, 5, 4, 6, 5, 5]}


def test_histograms_draw_a_bar_per_whole_number_and_a_median_line():
    picture = histograms(SERIES, title="Turns per game", xlabel="turns")
    assert_self_contained_and_readable(picture)
    root = svg_of(picture)
    # the background, then one bar per value that occurs: 7, 9, 11, 12 and 4, 5, 6
    bars = [r for r in elements(root, "rect") if r.get("fill") == "#0072B2"]
    assert len(bars) == 7
    heights = sorted(float(b.get("height")) for b in bars)
    assert heights[-1] > heights[0]   # four 5s stand taller than one 4
    words = texts(root)
    assert {"Turns per game", "Digimon Card Battle", "Battle Spirits", "median 11", "median 5", "turns"} <= set(words)
    assert picture.description == ("Turns per game. Digimon Card Battle: 5 games, turns from 7 to 12, median 11; "
                                   "Battle Spirits: 6 games, turns from 4 to 6, median 5.")


def test_histograms_group_wide_spreads_into_at_most_30_bars_and_say_when_there_are_no_games():
    picture = histograms({"wide": list(range(0, 300)), "empty": []}, title="Lengths", xlabel="decisions")
    root = svg_of(picture)
    bars = [r for r in elements(root, "rect") if r.get("fill") == "#0072B2"]
    assert 1 < len(bars) <= 30
    assert "no games" in texts(root) and "empty: no games" in picture.description
    with pytest.raises(ValueError):
        histograms({}, title="nothing", xlabel="turns")


def test_rates_draw_the_interval_around_the_rate_and_mark_fifty_percent():
    rows = [("Battle Spirits", rate(177, 200, 0.833, 0.922)), ("Yu Yu Hakusho", rate(90, 200, 0.383, 0.519))]
    picture = rates(rows, title="First player wins")
    assert_self_contained_and_readable(picture)
    root = svg_of(picture)
    dots = elements(root, "circle")
    assert len(dots) == 2
    whiskers = [ln for ln in elements(root, "line") if ln.get("stroke-width") == "2" and ln.get("y1") == ln.get("y2")]
    assert len(whiskers) == 2
    for dot, whisker in zip(dots, whiskers, strict=True):
        assert float(whisker.get("x1")) < float(dot.get("cx")) < float(whisker.get("x2"))
    words = texts(root)
    assert "88% (83–92%)" in words and "177 of 200 games" in words and "50%: no advantage" in words
    assert "Yu Yu Hakusho: 45% (38–52%), 90 of 200 games" in picture.description


def test_a_rate_of_no_games_is_drawn_without_a_bar():
    picture = rates([("nothing yet", {"wins": 0, "games": 0, "rate": None, "ci95": [0.0, 1.0]})], title="Rates",
                    reference=None)
    root = svg_of(picture)
    assert not elements(root, "circle") and "no games" in texts(root)
    assert "50%: no advantage" not in texts(root)


def test_matchup_colours_each_pairing_by_the_row_decks_win_rate():
    cells = {("urameshi", "toguro"): rate(185, 200, 0.88, 0.954), ("toguro", "urameshi"): rate(15, 200, 0.046, 0.12)}
    picture = matchup(["urameshi", "toguro", "spare"], cells, title="Deck against deck")
    assert_self_contained_and_readable(picture)
    root = svg_of(picture)
    cells_drawn = [r for r in elements(root, "rect") if r.get("stroke") == "#d9d9d9"]
    assert len(cells_drawn) == 9
    fills = [c.get("fill") for c in cells_drawn]
    assert fills[1] != fills[3] and fills[0] == "#f0f0f0"   # a winning blue, a losing orange, an unplayed grey
    words = texts(root)
    assert "92%" in words and "8%" in words and words.count("the same deck: 50%") == 3
    assert "not played" in words
    assert "urameshi against toguro: 92% (88–95%), 185 of 200 games" in picture.description


def test_the_same_data_gives_the_same_bytes():
    assert histograms(SERIES, title="T", xlabel="turns").svg == histograms(dict(SERIES), title="T", xlabel="turns").svg
    rows = [("a", rate(1, 3, 0.06, 0.79))]
    assert rates(rows, title="R").svg == rates(list(rows), title="R").svg


def test_interactive_is_false_outside_a_notebook_run_by_a_person():
    assert interactive() is False


def test_long_row_labels_are_drawn_whole_inside_the_picture():
    """02_simulation's match-up cut "Digimon Card Battle: fire_starter" at the picture's left edge: the column of row
    labels is as wide as its longest label, in the match-up and in the rates alike."""
    from widgets.kit.theme import text_width

    long = "Digimon Card Battle: fire_starter"
    cells = {(long, "ice"): rate(120, 200, 0.53, 0.67)}
    for picture, weight in ((matchup([long, "ice"], cells, title="Deck against deck"), "bold"),
                            (rates([(long, rate(120, 200, 0.53, 0.67))], title="Win rates"), "normal")):
        label = next(e for e in elements(svg_of(picture), "text")
                     if e.text == long and e.get("text-anchor") == "end")  # the row's label, right-aligned
        assert float(label.get("x")) >= text_width(long, float(label.get("font-size")), weight), label.attrib
